//! The summary a player reads after each resolution step, and the marks the window shows on
//! the table, come from what the order did: the same hits, knockouts, pins and forced moves as
//! the log. Issue 9, item 5.

use crate::common::{at, fire_game, ok, test_game, to_fire_phase};
use trinchera::aftermath::{Heading, LineKind, summarise};
use trinchera::rules::{Game, Mark, Phase, Status};

/// What the last order added to the game, summarised.
fn after(
    g: &Game,
    log_before: usize,
    events_before: usize,
) -> Vec<trinchera::aftermath::StepSummary> {
    summarise(g, &g.log()[log_before..], &g.events()[events_before..])
}

#[test]
fn the_fire_step_tells_its_hits_the_pin_and_the_unpinning() {
    // [SRC] heavy MG x3, to hit 4+: 5 hits, 3 misses, 4 hits; one knockout test for both hits,
    // a 3 against 4+ in the open does not knock out but pins; the unpinning die of 2 fails.
    let mut g = fire_game([&[6, 6, 6, 6][..], &[5, 3, 4, 3, 2], &[6; 16]].concat());
    to_fire_phase(&mut g);
    ok(&mut g, r#"Fire(element: "hmg", target: "t-open")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    let (log, events) = (g.log().len(), g.events().len());
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let steps = after(&g, log, events);
    let (hmg, target) = (
        g.element_index("hmg").unwrap(),
        g.element_index("t-open").unwrap(),
    );
    let fire = &steps[0];
    assert_eq!(fire.title(), "Turn 1: direct fire");
    assert_eq!(fire.dice, 4, "three to hit and one knockout test");
    assert_eq!(
        fire.lines.iter().map(|l| l.kind).collect::<Vec<_>>(),
        vec![
            LineKind::Hits,
            LineKind::Hit,
            LineKind::Befell(Heading::Pinned)
        ]
    );
    assert!(!fire.lines.iter().any(|l| l.grave()), "a pin is no loss");
    assert_eq!(
        fire.texts(),
        vec![
            "2 hits".to_string(),
            format!("  {} hit t-open ×2", g.elements()[hmg].label),
            "Pinned: t-open".to_string(),
        ]
    );
    assert_eq!(
        fire.marks,
        vec![
            Mark::Hit {
                element: target,
                by: Some(hmg),
                hits: 2
            },
            Mark::Pinned { element: target }
        ]
    );
    let unpinning = steps.iter().find(|s| s.phase == Phase::Unpinning).unwrap();
    assert_eq!(unpinning.dice, 1);
    assert_eq!(
        unpinning.texts(),
        vec!["Nothing changed (1 die)".to_string()]
    );
    assert_eq!(unpinning.lines[0].kind, LineKind::NothingChanged);
    assert!(g.elements()[target].pinned);
}

#[test]
fn a_knockout_is_marked_where_it_happened() {
    // [SRC] a 6 knocks out in the open (4+).
    let mut g = fire_game([&[6, 6, 6, 6][..], &[5, 1, 1, 6], &[6; 16]].concat());
    to_fire_phase(&mut g);
    ok(&mut g, r#"Fire(element: "hmg", target: "t-open")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    let (log, events) = (g.log().len(), g.events().len());
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let target = g.element_index("t-open").unwrap();
    assert_eq!(g.elements()[target].status, Status::KnockedOut);
    let fire = &after(&g, log, events)[0];
    assert_eq!(fire.texts()[0], "1 hit");
    assert!(fire.texts().contains(&"Knocked out: t-open".to_string()));
    let ko = fire
        .lines
        .iter()
        .find(|l| l.kind == LineKind::Befell(Heading::KnockedOut))
        .expect("a knockout line");
    assert!(ko.grave(), "a knockout is shown as a loss");
    assert!(fire.marks.contains(&Mark::KnockedOut { element: target }));
}

#[test]
fn every_shot_missed_is_still_told() {
    let mut g = fire_game([&[6, 6, 6, 6][..], &[1, 2, 3], &[6; 16]].concat());
    to_fire_phase(&mut g);
    ok(&mut g, r#"Fire(element: "hmg", target: "t-open")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    let (log, events) = (g.log().len(), g.events().len());
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let steps = after(&g, log, events);
    assert_eq!(steps[0].texts(), vec!["No hits".to_string()]);
    assert!(steps[0].marks.is_empty());
}

#[test]
fn a_runaway_tank_is_a_forced_move_from_where_it_stood() {
    // [SRC] a 1 for action points sends the unit's tanks full speed straight ahead: a tank's
    // full move is 250 m, 10" [SRC distances], and nothing stands in k2's way.
    let mut g = test_game(vec![6, 6, 1, 6]);
    let (x0, y0) = at(&g, "k2");
    let (log, events) = (g.log().len(), g.events().len());
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    let k2 = g.element_index("k2").unwrap();
    let (x1, y1) = at(&g, "k2");
    let steps = after(&g, log, events);
    let moved = steps
        .iter()
        .find(|s| s.phase == Phase::Movement)
        .expect("the run is told");
    assert!(moved.marks.contains(&Mark::Forced {
        element: k2,
        from: [x0, y0],
        to: [x1, y1],
    }));
    assert!(
        moved
            .lines
            .iter()
            .any(|l| l.kind == LineKind::Befell(Heading::Forced)
                && l.text.en().contains("k2 10.0\"")),
        "{:?}",
        moved.lines
    );
}

#[test]
fn ending_a_phase_with_nothing_resolved_tells_nothing() {
    let mut g = test_game(vec![6, 6, 6, 6]);
    let (log, events) = (g.log().len(), g.events().len());
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    assert!(after(&g, log, events).is_empty());
}
