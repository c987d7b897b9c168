//! `trinchera fit-worth`: the positions it learns from and the results it labels them with
//! [INF victory: a side wins, loses or draws the battle, the same for every position of it].

use std::sync::Arc;

use crate::common::{repo, rules};
use trinchera::players::worth_fit::{collect, samples_of_game};

fn battle(name: &str) -> (Arc<trinchera::scenario::Scenario>, String) {
    let path = repo().join("scenarios").join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let scenario = trinchera::scenario::parse(name, &text, &rules()).unwrap();
    (Arc::new(scenario), text)
}

#[test]
fn every_position_of_a_game_carries_that_games_result_for_its_side() {
    let (scenario, text) = battle("default.ron");
    let turns = scenario.turns.value as usize;
    let samples = samples_of_game(scenario, &text, Arc::new(rules()), 7);
    // One position a side for each turn it moved in: at least one, at most the turn limit.
    assert!(
        samples.len() >= 2 && samples.len() <= 2 * turns,
        "{}",
        samples.len()
    );
    let results: std::collections::BTreeSet<i64> =
        samples.iter().map(|s| s.result as i64).collect();
    // Won and lost (one side's +100 the other's -100), or drawn (0 for both).
    assert!(
        results == [-100, 100].into_iter().collect() || results == [0].into_iter().collect(),
        "{results:?}"
    );
    let sum: f64 = samples.iter().map(|s| s.result).sum();
    assert!(sum.abs() <= 100.0 * turns as f64, "{sum}");
}

#[test]
fn the_same_seed_gives_the_same_positions() {
    let battles = [battle("default.ron"), battle("artillery-drill.ron")];
    let a = collect(&battles, &rules(), 2, 3, 2);
    let b = collect(&battles, &rules(), 2, 3, 1);
    assert!(!a.is_empty());
    assert_eq!(a, b);
}

/// `fit-worth --lang es`: its report in Spanish, a row a measure and the weights to play by as
/// numbers on the last line.
#[test]
fn fit_worth_reports_in_spanish_with_lang_es() {
    let (out, es, _) = crate::common::trinchera_es(&[
        "fit-worth",
        "--generated",
        "2",
        "--generated-size",
        "small",
        "--games",
        "2",
        "--jobs",
        "1",
    ]);
    assert!(out.status.success(), "{es}");
    let lines: Vec<&str> = es.lines().collect();
    assert!(
        lines[0].contains(" posiciones de 2 batallas, 2 partidas de scripted en cada una"),
        "{es}"
    );
    assert!(
        lines[1].starts_with("varianza de los resultados explicada"),
        "{es}"
    );
    assert!(
        lines[2].starts_with("medida ") && lines[2].contains("a mano"),
        "{es}"
    );
    let features = trinchera::players::evaluate::FEATURES;
    assert_eq!(lines.len(), 3 + features + 1, "{es}");
    assert!(lines[4].starts_with("derrota de brigada "), "{es}");
    let weights: Vec<f64> = lines[lines.len() - 1]
        .trim_matches(['[', ']'])
        .split(", ")
        .map(|w| w.parse().unwrap())
        .collect();
    assert_eq!(weights.len(), features);
}

#[test]
fn an_element_out_of_command_counts_against_its_side_among_the_candidate_measures() {
    // [INF command radius] r3 stands 11.4" from its battalion HQ: out of command at the
    // shipped 6", in command within 12"; no other element of either side crosses between the
    // two radii. So the measure "the enemy's elements out of command less its own" is one
    // lower for the Republic at 6" than at 12", and one higher for the Nationalists.
    use trinchera::players::candidate_measures::candidates;
    let measure_at = |radius: f32| {
        let mut rules = rules();
        rules.movement.command_radius = radius;
        let s = trinchera::scenario::parse("test.ron", crate::common::TEST_SCENARIO, &rules)
            .unwrap_or_else(|e| panic!("{}", e.render()));
        let g = trinchera::rules::Game::new(
            Arc::new(s),
            Arc::new(rules),
            trinchera::rules::dice::DiceSource::Scripted(vec![6; 12]),
        )
        .unwrap();
        assert_eq!(
            g.out_of_command(g.element_index("r3").unwrap()),
            radius < 11.0
        );
        [candidates(&g, 0)[4], candidates(&g, 1)[4]]
    };
    let (near, far) = (measure_at(6.0), measure_at(12.0));
    assert_eq!(near[0], far[0] - 1.0, "{near:?} {far:?}");
    assert_eq!(near[1], far[1] + 1.0, "{near:?} {far:?}");
}

#[test]
fn the_candidate_measures_of_one_side_against_the_other_are_the_others_turned_round() {
    // Measures 4 to 11 are each "ours less theirs", so at any position the two sides' values
    // are each other's negatives; 0 to 3 are one side's own and need not be. Looked at the
    // start of every movement phase of the script's first three turns at Jarama.
    use trinchera::players::Player;
    use trinchera::players::candidate_measures::{CANDIDATES, candidates};
    use trinchera::players::scripted::Scripted;
    use trinchera::rules::{Game, Phase};
    let (scenario, _) = battle("jarama.ron");
    let mut g = Game::new(
        scenario,
        Arc::new(rules()),
        trinchera::rules::dice::DiceSource::Seeded(3),
    )
    .unwrap();
    let mut players = [Scripted::default(), Scripted::default()];
    let (mut looked, mut apart) = (0, 0);
    let mut last = None;
    for _ in 0..20_000 {
        if g.phase() == Phase::GameOver || g.turn() > 3 {
            break;
        }
        let now = (g.turn(), g.phase());
        if g.phase() == Phase::Movement && last != Some(now) {
            let (a, b) = (candidates(&g, 0), candidates(&g, 1));
            for k in 4..CANDIDATES {
                assert_eq!(a[k], -b[k], "measure {k} at turn {}", g.turn());
            }
            apart += (4..CANDIDATES).filter(|&k| a[k] != 0.0).count();
            looked += 1;
        }
        last = Some(now);
        let side = g.active().min(1);
        let order = players[side].next_order(&g, side);
        if let Err(why) = g.apply(&order) {
            players[side].refused(&order, &why);
        }
    }
    assert!(looked >= 3, "{looked}");
    // The sides stand differently: the measures are not all nothing.
    assert!(apart > 0);
}
