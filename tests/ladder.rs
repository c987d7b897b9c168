//! `trinchera ladder`: pairings over battles add up, per battle and pooled, and the ratings
//! are fitted to them, `scripted` at 0.

use crate::common::{numbers, repo, rules, trinchera, trinchera_es};
use trinchera::simulate::ladder::{Battle, Options, run, to_text};

fn battle(name: &str) -> Battle {
    let path = repo().join("scenarios").join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    Battle::parse(name, text, &rules()).unwrap()
}

#[test]
fn a_ladder_of_two_players_on_two_battles_adds_up() {
    let opts = Options {
        players: vec!["naive".into(), "scripted".into()],
        battles: vec![battle("default.ron"), battle("artillery-drill.ron")],
        games: 2,
        seed: 5,
        jobs: 2,
        progress: false,
    };
    let r = run(&opts, rules()).unwrap();
    assert_eq!(r.pairings.len(), 1);
    let p = &r.pairings[0];
    assert_eq!((p.a.as_str(), p.b.as_str()), ("naive", "scripted"));
    assert_eq!(p.rows.len(), 2);
    for row in &p.rows {
        assert_eq!(
            row.a_wins + row.draws + row.b_wins + row.failed,
            2,
            "{row:?}"
        );
        assert!(row.low <= row.a_share && row.a_share <= row.high, "{row:?}");
    }
    let sum =
        |f: fn(&trinchera::simulate::ladder::Row) -> usize| p.rows.iter().map(f).sum::<usize>();
    assert_eq!(p.pooled.a_wins, sum(|r| r.a_wins));
    assert_eq!(p.pooled.draws, sum(|r| r.draws));
    assert_eq!(p.pooled.b_wins, sum(|r| r.b_wins));
    let n = (p.pooled.a_wins + p.pooled.draws + p.pooled.b_wins) as f64;
    assert_eq!(
        p.pooled.a_share,
        (p.pooled.a_wins as f64 + 0.5 * p.pooled.draws as f64) / n
    );
    // The interval is over the games, a draw a game scoring half (not two half-games).
    let (low, high) = trinchera::simulate::wilson::wilson_score(p.pooled.a_share * n, n as usize);
    assert_eq!((p.pooled.low, p.pooled.high), (low, high));
    // Scripted is the anchor; naive's rating says which way the games went.
    let rating = |name: &str| r.ratings.iter().find(|x| x.player == name).unwrap().elo;
    assert_eq!(rating("scripted"), 0.0);
    assert_eq!(rating("naive") > 0.0, p.pooled.a_share > 0.5);
    assert_eq!(rating("naive") == 0.0, p.pooled.a_share == 0.5);
    let text = to_text(&r);
    assert!(text.contains("naive against scripted"), "{text}");
    assert!(text.contains("all battles"), "{text}");
    // The same seed plays the same games.
    let again = run(&opts, rules()).unwrap();
    assert_eq!(again.pairings[0].pooled.a_wins, p.pooled.a_wins);
}

#[test]
fn a_ladder_needs_two_known_players() {
    let mut opts = Options {
        players: vec!["naive".into()],
        battles: vec![battle("default.ron")],
        games: 2,
        seed: 1,
        jobs: 1,
        progress: false,
    };
    assert!(
        run(&opts, rules())
            .unwrap_err()
            .contains("at least two players")
    );
    opts.players = vec!["naive".into(), "grandmaster".into()];
    let e = run(&opts, rules()).unwrap_err();
    assert!(
        e.contains("no player `grandmaster`") && e.contains("scripted"),
        "{e}"
    );
}

#[test]
fn the_ladder_command_plays_generated_battles_named_by_their_seeds() {
    let out = crate::common::trinchera(&[
        "ladder",
        "--players",
        "naive,scripted",
        "--generated",
        "2",
        "--from-seed",
        "7",
        "--generated-size",
        "small",
        "--games",
        "2",
        "--jobs",
        "2",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("ladder: 2 battles, 2 games a pair on each"),
        "{stdout}"
    );
    assert!(stdout.contains("generated seed 7 (small)"), "{stdout}");
    assert!(stdout.contains("generated seed 8 (small)"), "{stdout}");
    assert!(stdout.contains("scripted"), "{stdout}");
}

/// `ladder --lang es`: the report in Spanish, the generated battle named in Spanish there and
/// in English in the JSON (its name is data: the records and programs keep it).
#[test]
fn the_ladder_speaks_spanish_with_lang_es() {
    let args = [
        "ladder",
        "scenarios/default.ron",
        "--generated",
        "1",
        "--generated-size",
        "small",
        "--players",
        "naive,scripted",
        "--games",
        "2",
        "--jobs",
        "1",
    ];
    let (out, es, _) = trinchera_es(&args);
    assert!(out.status.success(), "{es}");
    assert!(
        es.starts_with("liguilla: 2 batallas, 2 partidas por pareja en cada una"),
        "{es}"
    );
    assert!(
        es.contains("naive contra scripted: puntuación de A"),
        "{es}"
    );
    assert!(es.contains("\n  generada con semilla 1 (pequeña) "), "{es}");
    assert!(es.contains("\npuntuaciones (Bradley–Terry"), "{es}");
    let (_, json, _) = trinchera_es(&[&args[..], &["--json"]].concat());
    let r: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        r["battles"],
        serde_json::json!(["scenarios/default.ron", "generated seed 1 (small)"])
    );
    let pooled = &r["pairings"][0]["pooled"];
    assert_eq!(pooled["battle"], "all battles");
    // The pooled row in words: its battle in Spanish, its figures the JSON's.
    let row = es
        .lines()
        .find(|l| l.trim_start().starts_with("todas las batallas"))
        .unwrap();
    let figures = numbers(row);
    assert_eq!(
        figures[figures.len() - 3..],
        [
            pooled["a_wins"].to_string(),
            pooled["draws"].to_string(),
            pooled["b_wins"].to_string()
        ],
        "{row}"
    );
    // The English report of the same ladder, its pooled row as before.
    let en = String::from_utf8_lossy(&trinchera(&args).stdout).to_string();
    assert!(en.contains("\n  all battles  "), "{en}");
    assert!(en.contains("\n  generated seed 1 (small)  "), "{en}");
}
