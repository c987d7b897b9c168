//! The historical battles in `scenarios/`: each checks clean, names its sources, plays to a
//! result between scripted players with no order refused, and together they use every element
//! type, unit kind and animosity faction the ruleset knows.

use std::collections::BTreeSet;
use std::sync::Arc;

use crate::common::{repo, rules};
use trinchera::players::by_name;
use trinchera::players::driver::{Limits, play};
use trinchera::rules::Phase;
use trinchera::scenario::Scenario;

/// Shipped scenarios that are not battles (README "Scenarios"): the drills and samplers.
const NOT_BATTLES: [&str; 2] = ["terrain-sampler.ron", "artillery-drill.ron"];

/// The battles of issue 13 added after Jarama, with a seed each for the whole game below.
const NEW_BATTLES: [(&str, u64); 4] = [
    ("scenarios/university-city.ron", 1),
    ("scenarios/guadalajara.ron", 1),
    ("scenarios/belchite.ron", 1),
    ("scenarios/fuentes-de-ebro.ron", 1),
];

fn load(path: &str) -> (Scenario, String) {
    let text = std::fs::read_to_string(repo().join(path)).unwrap();
    let s = trinchera::scenario::parse(path, &text, &rules())
        .unwrap_or_else(|e| panic!("{path} does not check clean:\n{}", e.render()));
    (s, text)
}

/// Every `.ron` file in `scenarios/`, as `scenarios/NAME.ron`, in name order.
fn shipped() -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(repo().join("scenarios"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ron"))
        .map(|n| format!("scenarios/{n}"))
        .collect();
    files.sort();
    files
}

fn battles() -> Vec<String> {
    shipped()
        .into_iter()
        .filter(|p| !NOT_BATTLES.iter().any(|n| p.ends_with(n)))
        .collect()
}

#[test]
fn every_shipped_scenario_checks_clean() {
    let files = shipped();
    for (path, _) in NEW_BATTLES {
        assert!(files.iter().any(|f| f == path), "{path} is not shipped");
    }
    for path in files {
        load(&path);
    }
}

#[test]
fn each_battle_names_its_published_sources() {
    let is_year = |w: &[u8]| w.iter().all(u8::is_ascii_digit) && (w[0] == b'1' || w[0] == b'2');
    for path in battles() {
        let (s, text) = load(&path);
        if path.ends_with("default.ron") {
            continue; // Valdemoro is an invented small battle, to learn the table on
        }
        let sources = s
            .description
            .split_once("Sources:")
            .or_else(|| s.description.split_once("Source:"))
            .unwrap_or_else(|| panic!("{path}: the description names no sources"))
            .1;
        assert!(
            sources.as_bytes().windows(4).any(is_year),
            "{path}: a source without its year: {sources}"
        );
        assert!(
            text.trim_start().starts_with("//"),
            "{path}: no header comment"
        );
    }
}

#[test]
fn the_battles_use_every_element_type_unit_kind_and_animosity_faction() {
    let rules = rules();
    let (mut types, mut kinds, mut factions) = (BTreeSet::new(), BTreeSet::new(), BTreeSet::new());
    for path in battles() {
        let (s, _) = load(&path);
        for e in s.elements() {
            types.insert(e.element.kind.value.clone());
            if let Some(u) = e.unit {
                kinds.insert(u.kind.value.clone());
                factions.insert(u.faction.value.clone());
            }
        }
    }
    let missing: Vec<&str> = rules
        .element_types
        .iter()
        .map(|t| t.name.value.as_str())
        .filter(|t| !types.contains(*t))
        .collect();
    assert!(
        missing.is_empty(),
        "element types in no battle: {missing:?}"
    );
    let missing: Vec<&str> = rules
        .unit_kinds
        .iter()
        .map(|k| k.name.value.as_str())
        .filter(|k| !kinds.contains(*k))
        .collect();
    assert!(missing.is_empty(), "unit kinds in no battle: {missing:?}");
    let missing: Vec<&str> = rules
        .animosity
        .iter()
        .flat_map(|(a, b)| [a.value.as_str(), b.value.as_str()])
        .filter(|f| *f != "*" && !factions.contains(*f))
        .collect();
    assert!(
        missing.is_empty(),
        "animosity factions no unit of any battle belongs to: {missing:?}"
    );
}

#[test]
fn each_new_battle_plays_to_a_result_between_scripted_players() {
    for (path, seed) in NEW_BATTLES {
        let (s, text) = load(path);
        let turns = *s.turns;
        let (mut a, mut b) = (by_name("scripted").unwrap(), by_name("scripted").unwrap());
        let p = play(
            Arc::new(s),
            path,
            &text,
            Arc::new(rules()),
            seed,
            [a.as_mut(), b.as_mut()],
            Limits::default(),
        )
        .unwrap();
        assert_eq!(p.game.phase(), Phase::GameOver, "{path}: {:?}", p.stopped);
        assert!(p.game.result().is_some(), "{path}: no result");
        assert_eq!(p.stopped, None, "{path}");
        assert_eq!(p.refused, [0, 0], "{path}: orders refused by the rules");
        assert_eq!(p.forced_ends, 0, "{path}: a phase had to be ended");
        assert!(p.game.turn() <= turns, "{path}");
    }
}
