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
