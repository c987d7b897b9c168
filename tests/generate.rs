//! `trinchera generate`: every battle it makes passes `check`, starts a game and survives a
//! short scripted one; a seed always gives the same bytes; `--sides` is honoured and a bad one
//! is refused naming the factions; the file is in the editor's layout; the command line
//! writes, refuses to write over a file without `--force`, and balances.

use std::sync::Arc;

use crate::common::{rules, temp_dir, trinchera, trinchera_es};
use trinchera::generate::{self, Options, Size};
use trinchera::players::by_name;
use trinchera::players::driver::{Limits, play};
use trinchera::rules::Game;
use trinchera::rules::dice::DiceSource;

fn options(seed: u64, size: Size, year: Option<i32>, sides: Option<&str>) -> Options {
    Options {
        seed,
        size,
        year,
        sides: sides.map(str::to_string),
    }
}

/// The file a seed makes, or the generator's error.
fn text(o: &Options) -> Result<String, String> {
    let rules = rules();
    let battle = generate::generate(o, &rules)?;
    battle.text(&rules).map(|(_, t)| t)
}

const SIZES: [Size; 3] = [Size::Small, Size::Medium, Size::Large];

#[test]
fn battles_from_200_seeds_pass_check_and_start_a_game() {
    let rules = Arc::new(rules());
    for seed in 1..=200u64 {
        let size = SIZES[seed as usize % 3];
        let year = [None, Some(1936), Some(1937), Some(1938)][seed as usize % 4];
        let o = options(seed, size, year, None);
        let text = text(&o).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let s = trinchera::scenario::parse("generated.ron", &text, &rules)
            .unwrap_or_else(|e| panic!("seed {seed}:\n{}", e.render()));
        assert_eq!(s.table.value, size.table(), "seed {seed}");
        assert!(!s.objectives.is_empty(), "seed {seed}: no objectives");
        assert!(s.terrain.len() >= 6, "seed {seed}: a bare table");
        // No animosity pair in one brigade, commander included.
        for f in &s.forces {
            for b in &f.brigades {
                let mut factions = vec![b.commander.value.as_str()];
                factions.extend(b.units.iter().map(|u| u.faction.value.as_str()));
                for x in &factions {
                    for y in &factions {
                        let (x, y) = (rules.faction_id(x).unwrap(), rules.faction_id(y).unwrap());
                        assert!(
                            !rules.hostile(x, y),
                            "seed {seed}: {} mixes enemies",
                            b.id.value
                        );
                    }
                }
            }
        }
        // Each side stands in its own half of the table.
        let h = s.table.value.1;
        for side in ["republic", "nationalist"] {
            let ys: Vec<f32> = s
                .elements()
                .filter(|e| e.side == side)
                .map(|e| e.element.at.value.1)
                .collect();
            assert!(!ys.is_empty(), "seed {seed}: {side} has no bases");
            let low = ys.iter().all(|y| *y < h / 2.0);
            let high = ys.iter().all(|y| *y > h / 2.0);
            assert!(low || high, "seed {seed}: {side} is not on its own half");
        }
        // Every base of a side has a label of its own: the table and the dice log name
        // bases by it.
        for side in ["republic", "nationalist"] {
            let mut labels: Vec<&str> = s
                .elements()
                .filter(|e| e.side == side)
                .filter_map(|e| e.element.label.as_deref())
                .collect();
            labels.sort_unstable();
            let twice: Vec<_> = labels.windows(2).filter(|w| w[0] == w[1]).collect();
            assert!(
                twice.is_empty(),
                "seed {seed}: {side}'s bases share labels: {twice:?}"
            );
            // A second 1st Battalion of the side ("1b") is numbered as the first: "2/1b",
            // "HQ/1b", never "2 1b".
            for l in &labels {
                for token in l.split([' ', '/']) {
                    let digits = token.trim_end_matches(|c: char| c.is_ascii_lowercase());
                    let second = token.len() == digits.len() + 1
                        && !digits.is_empty()
                        && digits.chars().all(|c| c.is_ascii_digit());
                    assert!(
                        !second || l.contains(&format!("/{token}")),
                        "seed {seed}: {l}"
                    );
                }
            }
        }
        Game::new(Arc::new(s), rules.clone(), DiceSource::Seeded(seed))
            .unwrap_or_else(|e| panic!("seed {seed}: the game does not start: {e}"));
    }
}

#[test]
fn a_short_scripted_game_runs_on_generated_battles() {
    let rules = Arc::new(rules());
    for seed in 1..=6u64 {
        let o = options(seed, SIZES[seed as usize % 3], None, None);
        let text = text(&o).unwrap();
        let s = trinchera::scenario::parse("generated.ron", &text, &rules).unwrap();
        let (mut a, mut b) = (by_name("scripted").unwrap(), by_name("scripted").unwrap());
        let limits = Limits {
            orders_per_game: 400,
            ..Limits::default()
        };
        let p = play(
            Arc::new(s),
            "generated.ron",
            &text,
            rules.clone(),
            seed,
            [a.as_mut(), b.as_mut()],
            limits,
        )
        .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(p.accepted > 10, "seed {seed}: {} orders", p.accepted);
        assert_eq!(p.forced_ends, 0, "seed {seed}: a phase had to be ended");
    }
}

#[test]
fn a_seed_gives_the_same_bytes_and_another_seed_others() {
    let one = text(&options(42, Size::Medium, Some(1937), None)).unwrap();
    assert_eq!(
        one,
        text(&options(42, Size::Medium, Some(1937), None)).unwrap()
    );
    assert_ne!(
        one,
        text(&options(43, Size::Medium, Some(1937), None)).unwrap()
    );
    // The file names the command that makes it again, year and all.
    let drawn = text(&options(42, Size::Small, None, None)).unwrap();
    let line = drawn.lines().next().unwrap();
    let year = line.split("--year ").nth(1).unwrap()[..4]
        .parse::<i32>()
        .unwrap();
    assert_eq!(
        drawn,
        text(&options(42, Size::Small, Some(year), None)).unwrap()
    );
}

#[test]
fn sides_are_honoured_in_either_order() {
    let rules = rules();
    for sides in [
        "Anarchist,Carlist",
        "Carlist,Anarchist",
        "Carlist, Anarchist",
    ] {
        for seed in 1..=10 {
            let o = options(seed, Size::Small, Some(1937), Some(sides));
            let b = generate::generate(&o, &rules).unwrap();
            let (s, _) = b.text(&rules).unwrap();
            let first = |side: &str| {
                let f = s.forces.iter().find(|f| f.side.value == side).unwrap();
                let b = &f.brigades[0];
                (b.commander.value.clone(), b.units[0].faction.value.clone())
            };
            assert_eq!(
                first("republic"),
                ("Anarchist".into(), "Anarchist".into()),
                "{sides} {seed}"
            );
            let (commander, unit) = first("nationalist");
            assert_eq!(unit, "Carlist", "{sides} {seed}");
            assert!(
                commander == "Carlist" || commander == "Nationalist",
                "{commander}"
            );
        }
    }
    let rules = trinchera::ruleset::Ruleset::default_rules();
    let bad = generate::generate(
        &options(1, Size::Small, None, Some("Anarchsit,Carlist")),
        &rules,
    )
    .err()
    .unwrap();
    assert!(bad.contains("no faction `Anarchsit`"), "{bad}");
    assert!(bad.contains("did you mean `Anarchist`"), "{bad}");
    assert!(
        bad.contains("Falange") && bad.contains("InternationalBrigades"),
        "{bad}"
    );
    let same = generate::generate(
        &options(1, Size::Small, None, Some("Anarchist,Communist")),
        &rules,
    )
    .err()
    .unwrap();
    assert!(same.contains("both fight for the Republic"), "{same}");
    let one = generate::generate(&options(1, Size::Small, None, Some("Carlist")), &rules)
        .err()
        .unwrap();
    assert!(one.contains("not two factions"), "{one}");
}

#[test]
fn a_generated_battle_is_in_the_editor_layout() {
    let rules = rules();
    for seed in [1, 2, 3] {
        let t = text(&options(seed, SIZES[seed as usize % 3], None, None)).unwrap();
        let draft = trinchera::editor::Draft::from_text(std::path::Path::new("g.ron"), &t, &rules)
            .unwrap_or_else(|e| panic!("{}", e.render()));
        assert!(
            draft.is_saved_text(draft.text()),
            "seed {seed}: not as the editor writes it"
        );
        assert!(draft.problems().is_empty(), "seed {seed}");
    }
}

#[test]
fn the_command_line_prints_writes_and_refuses_to_write_over() {
    let out = trinchera(&[
        "generate", "--seed", "5", "--size", "small", "--year", "1938",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        printed,
        text(&options(5, Size::Small, Some(1938), None)).unwrap()
    );

    let dir = temp_dir("generate");
    let file = dir.join("battle.ron");
    let f = file.to_str().unwrap();
    let out = trinchera(&[
        "generate", "--seed", "5", "--size", "small", "--year", "1938", "-o", f,
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), printed);
    let check = trinchera(&["check", f]);
    assert_eq!(
        check.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&check.stdout)
    );
    let format = trinchera(&["format", "--check", f]);
    assert_eq!(
        format.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&format.stdout)
    );

    let again = trinchera(&["generate", "--seed", "6", "-o", f]);
    assert_eq!(again.status.code(), Some(1));
    let err = String::from_utf8_lossy(&again.stderr);
    assert!(
        err.contains("already exists") && err.contains("--force"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        printed,
        "written over"
    );
    let forced = trinchera(&["generate", "--seed", "6", "-o", f, "--force"]);
    assert_eq!(forced.status.code(), Some(0));
    assert_ne!(std::fs::read_to_string(&file).unwrap(), printed);

    let bad = trinchera(&["generate", "--sides", "Anarquista,Carlist"]);
    assert_eq!(bad.status.code(), Some(1));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("no faction `Anarquista`") && err.contains("Carlist, Falange"),
        "{err}"
    );
    let year = trinchera(&["generate", "--year", "1939"]);
    assert_eq!(year.status.code(), Some(2), "clap refuses it");
}

/// `generate` of battle 4, small, balanced over `games` games, written to `file`.
fn balanced_args(games: u32, file: &std::path::Path) -> Vec<String> {
    [
        "generate",
        "--seed",
        "4",
        "--size",
        "small",
        "--balanced",
        "--games",
    ]
    .into_iter()
    .map(str::to_string)
    .chain([
        games.to_string(),
        "-o".to_string(),
        file.display().to_string(),
    ])
    .collect()
}

#[test]
fn balanced_plays_games_and_says_how_close_it_got() {
    let dir = temp_dir("generate-balanced");
    let file = dir.join("balanced.ron");
    let f = file.to_str().unwrap();
    let args = balanced_args(4, &file);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = trinchera(&args);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(
        err.contains("balanced") && err.contains("Republic") && err.contains("over 4 games"),
        "{err}"
    );
    let first = std::fs::read_to_string(&file).unwrap();
    assert!(first.contains("--balanced"), "the file names the command");
    let check = trinchera(&["check", f]);
    assert_eq!(
        check.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&check.stdout)
    );
    // The same again: the games' seed is the battle's.
    let again = trinchera(&[&args[..], &["--force"][..]].concat());
    assert_eq!(again.status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), first);
}

/// `generate --lang es`: what it says in Spanish (the balancing's result, what it wrote, its
/// refusals), and the file it writes the same bytes as in English: a scenario's words are the
/// file's, not the reader's.
#[test]
fn generate_speaks_spanish_and_writes_the_same_file() {
    let dir = temp_dir("generate-es");
    let (en_file, es_file) = (dir.join("en.ron"), dir.join("es.ron"));
    let args = |file: &std::path::Path| balanced_args(2, file);
    let en_args = args(&en_file);
    let en = trinchera(&en_args.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(en.status.code(), Some(0));
    let es_args = args(&es_file);
    let (out, _, err) = trinchera_es(&es_args.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(
        err.starts_with("equilibrada en ") || err.starts_with("sin equilibrar tras "),
        "{err}"
    );
    assert!(
        err.contains(": República ")
            && err.contains(", nacionales ")
            && err.contains(" en 2 partidas"),
        "{err}"
    );
    assert!(
        err.contains(" piezas de terreno, ") && err.contains(" elementos (`trinchera edit "),
        "{err}"
    );
    // The balancing's figures are the English run's.
    let en_err = String::from_utf8_lossy(&en.stderr).to_string();
    assert_eq!(
        crate::common::numbers(en_err.lines().next().unwrap()),
        crate::common::numbers(err.lines().next().unwrap())
    );
    let (en_text, es_text) = (
        std::fs::read_to_string(&en_file).unwrap(),
        std::fs::read_to_string(&es_file).unwrap(),
    );
    assert_eq!(
        en_text.replace(en_file.to_str().unwrap(), ""),
        es_text.replace(es_file.to_str().unwrap(), "")
    );
    assert!(en_text.contains("Balanced with `--balanced`"), "{en_text}");
    // Its refusals.
    let (out, _, err) = trinchera_es(&es_args.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(out.status.code(), Some(1));
    assert!(err.contains(" ya existe: da --force "), "{err}");
    let (_, _, err) = trinchera_es(&["generate", "--sides", "Anarquista,Carlist"]);
    assert!(
        err.contains("no hay ninguna facción `Anarquista` (¿querías decir `Anarchist`?)")
            && err.contains("la República: Republican, ")
            && err.contains("; los nacionales: Nationalist, "),
        "{err}"
    );
    let (_, _, err) = trinchera_es(&["generate", "--sides", "Anarchist,Communist"]);
    assert!(err.contains("luchan las dos por la República"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
