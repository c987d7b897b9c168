//! The computer players (`naive`, `scripted`): they finish battles through plain orders, their
//! games are records that replay to the same game, and the scripted one advances from cover to
//! cover, presses an attack when time runs out, fires every good shot and uses its batteries.

use std::sync::Arc;

use crate::common::{assert_same_game, repo, rules, temp_dir};
use trinchera::players::driver::{Limits, Played, play};
use trinchera::players::{Player, by_name, look};
use trinchera::record::{Record, replay};
use trinchera::rules::dice::DiceSource;
use trinchera::rules::fire::Cover;
use trinchera::rules::{Game, Order, Phase};
use trinchera::ruleset::Protection;

/// A game of the scenario at `path` (from the repository) between two named players.
fn play_file(path: &str, names: [&str; 2], seed: u64) -> Played {
    let file = repo().join(path);
    let text = std::fs::read_to_string(&file).unwrap();
    let rules = rules();
    let s = trinchera::scenario::parse(path, &text, &rules).unwrap();
    let (mut a, mut b) = (by_name(names[0]).unwrap(), by_name(names[1]).unwrap());
    play(
        Arc::new(s),
        &file.display().to_string(),
        &text,
        Arc::new(rules),
        seed,
        [a.as_mut(), b.as_mut()],
        Limits::default(),
    )
    .unwrap()
}

#[test]
fn a_game_between_players_is_a_record_that_replays_to_the_same_game() {
    let played = play_file("scenarios/default.ron", ["scripted", "naive"], 7);
    assert_eq!(played.game.phase(), Phase::GameOver, "{:?}", played.stopped);
    assert!(played.game.result().is_some());
    assert_eq!(played.record.orders.len(), played.accepted);
    assert_eq!(played.record.dice, DiceSource::Seeded(7));
    // Saved and loaded as anyone would open it, then replayed from the start.
    let dir = temp_dir("players-replay");
    let path = dir.join("game-0001.ron");
    played.record.save(&path).unwrap();
    let loaded = Record::load(&path, &rules()).unwrap();
    let (again, reports) = replay(&loaded.record, loaded.scenario, Arc::new(rules())).unwrap();
    assert!(
        reports.iter().all(|r| r.accepted),
        "only accepted orders are kept"
    );
    assert_same_game(&again, &played.game, "the replayed record");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn both_players_finish_every_battle_without_the_drivers_help() {
    for names in [["naive", "naive"], ["scripted", "scripted"]] {
        for seed in [1, 2] {
            let p = play_file("scenarios/default.ron", names, seed);
            assert_eq!(p.game.phase(), Phase::GameOver, "{names:?} seed {seed}");
            assert_eq!(p.stopped, None, "{names:?} seed {seed}");
            assert_eq!(
                p.forced_ends, 0,
                "{names:?} seed {seed}: a phase had to be ended"
            );
            assert_eq!(p.losses_by_turn.len() as u32, p.game.turn());
        }
    }
}

/// One rifle platoon of the Legion must take a point 22" up the table past a Republican heavy
/// MG; a wood stands beside and behind it. `TURNS` is the turn limit.
const BOUNDS: &str = r#"Scenario(
    title: "Bounds",
    date: "1937-06",
    sides: [(id: "rep", name: "Republic"), (id: "nat", name: "Nationalists", initiative: true)],
    turns: TURNS,
    table: (48, 32),
    terrain: [
        (id: "wood", kind: Woods, shape: Rect(x: 3, y: 2, width: 4, height: 5)),
    ],
    forces: [
        (side: "rep", brigades: [
            (id: "rb", name: "Brigade", commander: Republican,
                hq: (id: "rb-hq", type: HQ, at: (40, 30), facing: 180), units: [
                (id: "mgs", name: "MG section", kind: Section, quality: Regular, faction: PopularArmy,
                    elements: [(id: "mg", type: HeavyMG, at: (10, 24), facing: 180)]),
            ]),
        ]),
        (side: "nat", brigades: [
            (id: "nb", name: "Brigade", commander: Nationalist,
                hq: (id: "nb-hq", type: HQ, at: (40, 2), facing: 0), units: [
                (id: "ban", name: "Bandera", kind: Battalion, quality: Regular, faction: Legion,
                    elements: [
                        (id: "ban-hq", type: HQ, at: (8, 3), facing: 0),
                        (id: "a1", type: Rifles, at: (10, 6), facing: 0),
                    ]),
            ]),
        ]),
    ],
    objectives: [
        (id: "obj", name: "The crossroads", at: Point((10, 28)), side: "nat"),
    ],
)"#;

fn bounds_game(turns: u32) -> Game {
    let text = BOUNDS.replace("TURNS", &turns.to_string());
    let rules = rules();
    let s = trinchera::scenario::parse("bounds.ron", &text, &rules)
        .unwrap_or_else(|e| panic!("{}", e.render()));
    Game::new(Arc::new(s), Arc::new(rules), DiceSource::Seeded(3)).unwrap()
}

/// Let `player` give side `side`'s orders until it ends its phase; the orders it gave.
fn one_phase(game: &mut Game, player: &mut dyn Player, side: usize) -> Vec<Order> {
    let (turn, phase) = (game.turn(), game.phase());
    let mut given = Vec::new();
    for _ in 0..200 {
        if (game.turn(), game.phase(), game.active()) != (turn, phase, side) {
            return given;
        }
        let o = player.next_order(game, side);
        if game.apply(&o).is_ok() {
            given.push(o);
        }
    }
    panic!("the player never ended its {} phase", phase.name());
}

#[test]
fn scripted_goes_to_cover_near_it_rather_than_into_the_open_under_an_mg() {
    // Eight turns in hand: straight ahead is open ground the MG watches; the wood is near.
    let mut g = bounds_game(8);
    let (nat, a1, mg) = (
        1,
        g.element_index("a1").unwrap(),
        g.element_index("mg").unwrap(),
    );
    let before = look::MachineGuns::of(&g, nat).watching(&g, &g.elements()[a1].base);
    assert_eq!(before, 1, "the test ground: a1 starts under the MG's eye");
    let mut p = by_name("scripted").unwrap();
    one_phase(&mut g, p.as_mut(), nat);
    let m = g.measure(mg, a1);
    assert!(
        m.los.blocked_by.is_some() || m.protection != Cover::Ground(Protection::Open),
        "a1 ended at {:?}, in the open in the MG's sight",
        g.elements()[a1].base.center
    );
}

#[test]
fn scripted_presses_the_attack_when_the_turns_run_out() {
    // The last turn: only ground gained toward the objective can change the result.
    let mut g = bounds_game(1);
    let a1 = g.element_index("a1").unwrap();
    let goal = bevy::math::Vec2::new(10.0, 28.0);
    let from = g.elements()[a1].base.center.distance(goal);
    let mut p = by_name("scripted").unwrap();
    one_phase(&mut g, p.as_mut(), 1);
    let to = g.elements()[a1].base.center.distance(goal);
    assert!(from - to > 4.0, "a1 gained only {:.1}\"", from - to);
}

#[test]
fn scripted_fires_every_shot_of_a_third_or_better_to_hit() {
    // Through a whole game: whenever a scripted side ends its fire phase, none of its
    // elements that may fire has shots left and a target it could hit on 5+ or better.
    let file = repo().join("scenarios/default.ron");
    let text = std::fs::read_to_string(&file).unwrap();
    let s = trinchera::scenario::parse("default.ron", &text, &rules()).unwrap();
    let mut g = Game::new(Arc::new(s), Arc::new(rules()), DiceSource::Seeded(11)).unwrap();
    let mut players = [by_name("scripted").unwrap(), by_name("scripted").unwrap()];
    let mut checked = 0;
    for _ in 0..5000 {
        if g.phase() == Phase::GameOver {
            break;
        }
        let side = g.active();
        let o = players[side].next_order(&g, side);
        if matches!(o, Order::EndPhase { .. }) && g.phase() == Phase::DirectFire {
            for i in look::on_table_of(&g, side)
                .into_iter()
                .filter(|i| look::may_fire(&g, *i))
            {
                for (t, m) in look::targets_in_reach(&g, i) {
                    for mi in 0..m.weapons.len() {
                        let good = look::usable(&g, i, mi, &m).filter(|w| w.p_hit >= 1.0 / 3.0);
                        assert!(
                            good.is_none(),
                            "turn {}: {} kept a shot at {}",
                            g.turn(),
                            g.elements()[i].id,
                            g.elements()[t].id
                        );
                    }
                }
            }
            checked += 1;
        }
        let _ = g.apply(&o);
    }
    assert_eq!(g.phase(), Phase::GameOver);
    assert!(checked >= 8, "fire phases checked: {checked}");
    assert!(
        g.log().iter().any(|r| r.phase == Phase::DirectFire),
        "nobody fired all game"
    );
}

#[test]
fn players_fire_their_batteries_and_take_the_dice_back_from_hands() {
    // The artillery drill has batteries and sorties on both sides.
    for name in ["naive", "scripted"] {
        let p = play_file("scenarios/artillery-drill.ron", [name, name], 5);
        let fired = p
            .record
            .orders
            .iter()
            .filter(|o| matches!(o, Order::Bombard { .. } | Order::AirStrike { .. }))
            .count();
        assert!(fired > 0, "{name} never fired a battery or flew a sortie");
    }
    let mut g = bounds_game(8);
    g.apply(&Order::RollByHand(true)).unwrap();
    for name in ["naive", "scripted"] {
        let mut p = by_name(name).unwrap();
        assert_eq!(p.next_order(&g, 1), Order::RollByHand(false), "{name}");
    }
}

#[test]
fn simulate_reports_every_game_writes_records_and_a_chart() {
    let dir = temp_dir("simulate");
    let out = dir.join("run");
    let o = crate::common::trinchera(&[
        "simulate",
        "scenarios/default.ron",
        "--games",
        "4",
        "--players",
        "scripted,naive",
        "--seed",
        "9",
        "--jobs",
        "2",
        "--json",
        "--out",
        out.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let r: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(r["games_played"], 4);
    assert_eq!(r["games_counted"], 4);
    let sides = &r["sides"];
    for s in 0..2 {
        let n = ["wins", "draws", "losses"]
            .iter()
            .map(|k| sides[s][k]["games"].as_u64().unwrap())
            .sum::<u64>();
        assert_eq!(n, 4, "side {s}: every counted game is a win, draw or loss");
    }
    assert_eq!(
        sides[0]["wins"]["games"], sides[1]["losses"]["games"],
        "one side's wins are the other's losses"
    );
    // Each player plays each side in half the games.
    let games = r["games"].as_array().unwrap();
    let a_first = games
        .iter()
        .filter(|g| g["players"][0] == "scripted")
        .count();
    assert_eq!(a_first, 2);
    for n in 1..=4 {
        let record = out.join(format!("game-{n:04}.ron"));
        let run = crate::common::trinchera(&["run", record.to_str().unwrap()]);
        assert!(
            run.status.success(),
            "game {n}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert!(String::from_utf8_lossy(&run.stdout).contains("Result:"));
    }
    let png = std::fs::read(out.join("balance.png")).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    // The same seed plays the same games.
    let same = crate::common::trinchera(&[
        "simulate",
        "scenarios/default.ron",
        "--games",
        "4",
        "--players",
        "scripted,naive",
        "--seed",
        "9",
        "--jobs",
        "1",
        "--json",
    ]);
    let same: serde_json::Value = serde_json::from_slice(&same.stdout).unwrap();
    let outcomes = |r: &serde_json::Value| -> Vec<String> {
        r["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| {
                format!(
                    "{} {} {} {}",
                    g["seed"], g["winner"], g["turns"], g["losses"]
                )
            })
            .collect()
    };
    assert_eq!(outcomes(&same), outcomes(&r));
    // A folder that holds the games of a simulation is not written over.
    let again = crate::common::trinchera(&[
        "simulate",
        "scenarios/default.ron",
        "--games",
        "4",
        "--players",
        "scripted,naive",
        "--seed",
        "9",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already holds"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `simulate --lang es`: the same games told in Spanish, line for line the English report with
/// the same figures, and the JSON the program's whatever the language.
#[test]
fn simulate_reports_in_spanish_with_lang_es() {
    let args = [
        "simulate",
        "scenarios/default.ron",
        "--games",
        "2",
        "--players",
        "naive,naive",
        "--seed",
        "3",
        "--jobs",
        "1",
    ];
    let en = crate::common::trinchera(&args);
    let en = String::from_utf8_lossy(&en.stdout).to_string();
    // With the records and the chart: drawn in Spanish, said so on standard error.
    let dir = temp_dir("simulate-es");
    let folder = dir.join("run");
    let (out, es, err) =
        crate::common::trinchera_es(&[&args[..], &["--out", folder.to_str().unwrap()]].concat());
    assert!(out.status.success(), "{es}");
    assert_eq!(
        err,
        format!(
            "las partidas y el gráfico: {}\n",
            folder.join("balance.png").display()
        )
    );
    assert!(folder.join("game-0002.ron").exists());
    let _ = std::fs::remove_dir_all(&dir);
    for words in [
        "2 partidas jugadas, 2 contadas; jugadores A = naive, B = naive",
        "\nPor bando ",
        "\n  victorias ",
        "\n  empates ",
        "\n  derrotas ",
        "\nPor jugador\n",
        "  victorias con ",
        "  órdenes rechazadas ",
        "  pensar un turno: mediana ",
        "\nDuración de la partida: ",
        "\nEstancadas (",
        "\nSemillas: 1=",
    ] {
        assert!(es.contains(words), "{words:?}:\n{es}");
    }
    assert!(!es.contains(" games"), "{es}");
    // The same figures where the words differ; time taken aside.
    assert_eq!(en.lines().count(), es.lines().count(), "{en}\n{es}");
    for (e, s) in en.lines().zip(es.lines()) {
        if !(e.contains("thinking a turn") || e.starts_with("Orders:")) {
            assert_eq!(
                crate::common::numbers(e),
                crate::common::numbers(s),
                "{e}\n{s}"
            );
        }
    }
    let json = |lang: &str| -> serde_json::Value {
        let out = crate::common::trinchera(&[&["--lang", lang][..], &args, &["--json"]].concat());
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let (je, js) = (json("en"), json("es"));
    assert_eq!(je["sides"], js["sides"]);
    assert_eq!(
        js["sides"][0]["wins"]["games"].as_u64().map(|_| ()),
        Some(())
    );
    let seeds: Vec<String> = js["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| format!("{}={}", g["number"], g["seed"]))
        .collect();
    assert!(
        es.contains(&format!("Semillas: {}", seeds.join(" "))),
        "{es}"
    );
}

#[test]
fn simulate_names_the_players_it_knows_when_given_another() {
    let o = crate::common::trinchera(&[
        "simulate",
        "scenarios/default.ron",
        "--players",
        "scripted,clever",
    ]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("no player `clever`") && err.contains("naive, scripted"),
        "{err}"
    );
}

/// The window's Balance panel watches a run from another thread: the counter reaches the games
/// played, and a stop set before the first game leaves none played and an empty report.
#[test]
fn simulate_counts_its_games_for_a_watcher_and_stops_when_told() {
    use std::sync::atomic::Ordering;
    use trinchera::simulate::{Options, Watch, run};
    let opts = |games: usize, watch: &Watch| Options {
        scenario: repo().join("scenarios/default.ron"),
        games,
        players: ["scripted".to_string(), "scripted".to_string()],
        seed: 7,
        jobs: 1,
        out: None,
        progress: false,
        watch: Some(watch.clone()),
    };
    let watch = Watch::default();
    let report = run(&opts(2, &watch), rules()).unwrap();
    assert_eq!(watch.done.load(Ordering::Relaxed), 2);
    assert_eq!(report.games_played, 2);

    let stopped = Watch::default();
    stopped.stop.store(true, Ordering::Relaxed);
    let report = run(&opts(4, &stopped), rules()).unwrap();
    assert_eq!(stopped.done.load(Ordering::Relaxed), 0);
    assert_eq!(report.games_played, 0);
    assert_eq!(report.games_counted, 0);
}
