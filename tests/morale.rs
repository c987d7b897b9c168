//! Morale and command, rule by rule, with scripted dice and the exact edge cases.
//! Rules: docs/rules/README.md "Morale", "Close combat", "Victory"; source-morale.txt.

use crate::common::{morale_game, ok, rejected};
use trinchera::rules::dice::RollKind;
use trinchera::rules::morale::{BrigadeState, UnitCondition};
use trinchera::rules::{Game, Phase, RuleId, Status};

/// Turn 1's action points for the seven units, then the test's dice, then plenty of 6s.
fn dice(rest: &[u8]) -> Vec<u8> {
    [6u8; 7]
        .iter()
        .chain(rest)
        .chain(&[6; 40])
        .copied()
        .collect()
}

fn unit(g: &Game, id: &str) -> usize {
    g.units().iter().position(|u| u.id == id).unwrap()
}

fn ko(g: &mut Game, ids: &[&str]) {
    for id in ids {
        g.setup().knock_out(id).unwrap();
    }
}

/// End the movement and fire phases: the morale phase runs.
fn to_end_of_turn(g: &mut Game) {
    for side in ["rep", "nat", "rep", "nat"] {
        ok(g, &format!("EndPhase(side: \"{side}\")"));
    }
}

/// The morale dice of the turn just ended (after its action points).
fn morale_log(g: &Game) -> Vec<(String, String, u8, String)> {
    g.log()
        .iter()
        .filter(|r| r.turn == 1 && r.phase != Phase::ActionPoints)
        .map(|r| (r.who.clone(), r.purpose.en(), r.value, r.outcome.en()))
        .collect()
}

#[test]
fn a_battalion_losing_exactly_20_percent_in_a_turn_tests() {
    // [SRC] an infantry battalion that suffers 20% losses in one turn: all its unpinned
    // elements test. Five loses 1 of 5 = 20%: HQ passes on 4+ (regular 5+, +1 HQ), rifles 5+.
    let mut g = morale_game(dice(&[4, 4, 6, 5, 1]));
    ko(&mut g, &["b5-5"]);
    to_end_of_turn(&mut g);
    let log = morale_log(&g);
    assert_eq!(
        log.iter().filter(|l| l.1 == "rout test").count(),
        4,
        "{log:?}"
    );
    // The one that routed tries to rally (1: fails) and stays off the table.
    assert_eq!((log[4].1.as_str(), log[4].2), ("rally", 1));
    assert_eq!(
        (
            log[0].0.as_str(),
            log[0].1.as_str(),
            log[0].2,
            log[0].3.as_str()
        ),
        ("b5-hq", "rout test", 4, "passes")
    );
    assert_eq!(
        (log[1].0.as_str(), log[1].2, log[1].3.as_str()),
        ("b5-2", 4, "fails")
    );
    assert_eq!(g.element("b5-2").unwrap().status, Status::Routed);
    assert_eq!(g.element("b5-3").unwrap().status, Status::Ready);
    assert!(g.events().iter().any(|e| {
        e.text
            .en()
            .contains("Five takes a rout test: it lost 1 of 5 elements this turn (20% or more)")
    }));
}

#[test]
fn a_battalion_losing_less_than_20_percent_does_not_test() {
    // Ten loses 1 of 10 = 10%: no test. (Its routed dice would show in the log.)
    let mut g = morale_game(dice(&[]));
    ko(&mut g, &["b10-10"]);
    to_end_of_turn(&mut g);
    assert!(morale_log(&g).is_empty(), "{:?}", morale_log(&g));
}

#[test]
fn militia_rolling_4_or_5_roll_once_more() {
    // [SRC] militia pass on 6; a 4 or 5 rolls again once. Ten loses 2 of 10 = exactly 20%.
    let mut g = morale_game(dice(&[6, 4, 6, 5, 3, 3, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1]));
    ko(&mut g, &["b10-9", "b10-10"]);
    to_end_of_turn(&mut g);
    let log = morale_log(&g);
    // b10-hq: militia 6, +1 HQ = 5+: a 6 passes.
    assert_eq!(
        (log[0].0.as_str(), log[0].2, log[0].3.as_str()),
        ("b10-hq", 6, "passes")
    );
    // b10-2: 4 → again: 6 passes.
    assert_eq!(
        (log[1].0.as_str(), log[1].2, log[1].3.as_str()),
        ("b10-2", 4, "fails — militia may roll once more")
    );
    assert_eq!(
        (log[2].1.as_str(), log[2].2, log[2].3.as_str()),
        ("rout test, second roll", 6, "passes")
    );
    // b10-3: 5 → again: 3 fails.
    assert_eq!(
        (log[3].2, log[4].1.as_str(), log[4].2, log[4].3.as_str()),
        (5, "rout test, second roll", 3, "fails")
    );
    assert_eq!(g.element("b10-2").unwrap().status, Status::Ready);
    assert_eq!(g.element("b10-3").unwrap().status, Status::Routed);
    // As the rules keep them: rout tests, each second roll marked as one.
    let tests: Vec<(RollKind, bool)> = g
        .log()
        .iter()
        .filter(|r| r.turn == 1 && r.phase == Phase::Morale)
        .take(5)
        .map(|r| (r.kind, r.again))
        .collect();
    assert_eq!(
        tests,
        vec![
            (RollKind::RoutTest, false),
            (RollKind::RoutTest, false),
            (RollKind::RoutTest, true),
            (RollKind::RoutTest, false),
            (RollKind::RoutTest, true),
        ]
    );
}

#[test]
fn exactly_50_percent_is_not_below_50_percent() {
    // [SRC] a company that falls below 50% tests; Four at 2 of 4 (50%) has not.
    let mut g = morale_game(dice(&[]));
    ko(&mut g, &["c4-3", "c4-4"]);
    to_end_of_turn(&mut g);
    assert!(morale_log(&g).is_empty(), "{:?}", morale_log(&g));
    assert_eq!(g.unit_state(unit(&g, "c4")), UnitCondition::Fresh);
    // One more loss the next turn: below 50% (25%) — it tests; the HMG passes on 3 (elite 4+,
    // +1 crewed weapon).
    let mut g = morale_game(dice(&[]));
    ko(&mut g, &["c4-2", "c4-3", "c4-4"]);
    to_end_of_turn(&mut g);
    let log = morale_log(&g);
    assert_eq!(log.len(), 1);
    assert!(g.events().iter().any(|e| {
        e.text
            .en()
            .contains("Four takes a rout test: it fell below 50% strength (25%)")
    }));
}

#[test]
fn a_unit_below_50_percent_tests_again_when_it_loses_more() {
    // [SRC] "or suffers further losses while below 50% strength". Ten falls to 40% (a test),
    // then loses one more the next turn: 30%, and it tests again.
    let mut g = morale_game(dice(&[]));
    ko(
        &mut g,
        &["b10-5", "b10-6", "b10-7", "b10-8", "b10-9", "b10-10"],
    );
    to_end_of_turn(&mut g);
    assert!(g.events().iter().any(|e| {
        e.text
            .en()
            .contains("Ten takes a rout test: it lost 6 of 10 elements this turn")
    }));
    ko(&mut g, &["b10-4"]);
    to_end_of_turn(&mut g);
    assert!(
        g.events().iter().any(|e| e
            .text
            .en()
            .contains("Ten takes a rout test: it lost more while below 50% (30%)")),
        "{:?}",
        g.events()
    );
}

#[test]
fn losses_by_rout_start_no_further_tests() {
    // [SRC] elements lost to rout are no cause for further rout tests. Five loses 1 (20%), and
    // two rout: 2 of 5 left (40%), below 50% — but by rout, so no test now or next turn.
    let mut g = morale_game(dice(&[5, 1, 1, 6]));
    ko(&mut g, &["b5-5"]);
    to_end_of_turn(&mut g);
    let u = unit(&g, "b5");
    // Five started with 5 elements: b5-5 knocked out, two routed, 2 left.
    assert_eq!(g.strength(u), 2.0 / 5.0);
    let tests = g.log().iter().filter(|r| r.purpose == "rout test").count();
    // [SRC] "1 x D6 per unpinned element in the command": the 5 less the one knocked out.
    assert_eq!(tests, 5 - 1);
    // Turn 2 passes with no knockouts: no rout test at all.
    let before = g.log().len();
    for side in ["rep", "nat", "rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    assert!(g.log()[before..].iter().all(|r| r.purpose != "rout test"));
}

#[test]
fn a_routed_element_may_rally_once_and_joins_the_nearest_hq_without_counting() {
    // [SRC] failed elements go to the nearest urban area or road exit to the rear; they may
    // rally once as per the unpinning test; rallied, they come under the nearest HQ.
    let mut g = morale_game(dice(&[6, 1, 6, 6, 6]));
    ko(&mut g, &["b5-5"]);
    to_end_of_turn(&mut g);
    let e = g.element("b5-2").unwrap();
    // Rallied on 6 (regular 5+) at the end of the same turn.
    assert_eq!(e.status, Status::Ready);
    // Its refuge: the road exit at (2, 0) on the Republic's rear edge (the bottom); [INF
    // morale.refuge_from_edge] it stands 1" in from that edge, on the road: (2, 0 + 1).
    assert_eq!((e.base.center.x, e.base.center.y), (2.0, 1.0));
    let rally = g.log().iter().find(|r| r.purpose == "rally").unwrap();
    assert_eq!(
        (rally.who.as_str(), rally.value, rally.outcome.en().as_str()),
        ("b5-2", 6, "passes")
    );
    // The nearest HQ is Ten's (at (6, 5)); it does not count for Ten's strength.
    assert_eq!(g.units()[e.unit.unwrap()].id, "b10");
    // [SRC] the rallied element does not count: Ten is 10 of its 10; Five lost b5-5 and
    // b5-2, 3 of 5.
    assert_eq!(g.strength(unit(&g, "b10")), 10.0 / 10.0);
    assert_eq!(g.strength(unit(&g, "b5")), 3.0 / 5.0);
}

#[test]
fn a_router_rallying_to_its_own_hq_still_does_not_count_for_strength() {
    // [SRC] "If they rally they come under the command of the nearest HQ(they do not count
    // towards the strength of a unit they become attached to)". Five (5 elements) loses b5-5
    // (20%): b5-2 rolls 1 and routs to the road exit at (2, 0); its own HQ, moved to (3, 3), is
    // now the nearest. It rallies on 6 and is back under Five's HQ, but Five's strength stays
    // 3 of 5 (60%): b5-5 is knocked out and b5-2 is a rallied router, not one of Five's again.
    let mut g = morale_game(dice(&[6, 1, 6, 6, 6]));
    g.setup()
        .place("b5-hq", bevy::math::Vec2::new(3.0, 3.0))
        .unwrap();
    ko(&mut g, &["b5-5"]);
    to_end_of_turn(&mut g);
    let e = g.element("b5-2").unwrap();
    assert_eq!(e.status, Status::Ready);
    assert_eq!(g.units()[e.unit.unwrap()].id, "b5");
    assert_eq!(g.strength(unit(&g, "b5")), 3.0 / 5.0);
}

#[test]
fn an_attached_element_knocked_out_is_no_loss_of_the_unit_it_joined() {
    // [SRC] rallied elements "do not count towards the strength of a unit they become attached
    // to", so losing one is no loss of that unit: b5-2 routs, rallies and joins Ten (10
    // elements, as in the test above); next turn b5-2 and b10-2 are knocked out. Ten has lost
    // 1 of its 10 (10%), not 2 (20%): no rout test. Its strength is 90%.
    let mut g = morale_game(dice(&[6, 1, 6, 6, 6]));
    ko(&mut g, &["b5-5"]);
    to_end_of_turn(&mut g);
    assert_eq!(
        g.units()[g.element("b5-2").unwrap().unit.unwrap()].id,
        "b10"
    );
    ko(&mut g, &["b5-2", "b10-2"]);
    to_end_of_turn(&mut g);
    assert_eq!(g.turn(), 3);
    let b10 = unit(&g, "b10");
    assert_eq!(g.strength(b10), 9.0 / 10.0);
    assert!(
        !g.events()
            .iter()
            .any(|e| e.text.en().starts_with("Ten takes a rout test")),
        "{:?}",
        g.events()
    );
    assert_eq!(
        g.strength(unit(&g, "b5")),
        3.0 / 5.0,
        "b5-2 was lost to Five already"
    );
}

#[test]
fn an_exhausted_brigade_advances_no_further_and_a_defeated_one_retires_and_loses() {
    // [SRC] only one battalion above 50%: exhausted; all below 50%: defeated.
    let mut g = morale_game(dice(&[6; 20]));
    ko(&mut g, &["b5-2", "b5-3", "b5-4", "comm-1", "comm-2"]);
    g.setup().forget_knockouts_this_turn();
    to_end_of_turn(&mut g);
    let rb = &g.brigades()[0];
    assert_eq!(rb.state, BrigadeState::Exhausted);
    assert_eq!(g.unit_state(unit(&g, "b10")), UnitCondition::Exhausted);
    rejected(
        &mut g,
        r#"Move(element: "b10-5", to: (14, 7))"#,
        RuleId::BrigadeExhausted,
    );
    ok(&mut g, r#"Move(element: "b10-5", to: (14, 4))"#);
    // Ten below 50% too: defeated, and the other side wins.
    ko(
        &mut g,
        &["b10-2", "b10-3", "b10-4", "b10-6", "b10-7", "b10-8"],
    );
    g.setup().forget_knockouts_this_turn();
    for side in ["rep", "nat", "rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    assert_eq!(g.brigades()[0].state, BrigadeState::Defeated);
    assert!(g.result().is_none(), "the anarchists' brigade fights on");
    // Turn 3: the defeated brigade's action points go to retiring, without the player.
    assert!(
        g.events()
            .iter()
            .any(|e| e.text.en().contains("b10-9 retires")
                && e.text.en().contains("its brigade is defeated")),
        "{:?}",
        g.events()
    );
    assert!(
        g.element("b10-9").unwrap().base.center.y < 5.0,
        "back toward its own edge"
    );
    rejected(
        &mut g,
        r#"Move(element: "b10-hq", to: (6, 6))"#,
        RuleId::BrigadeDefeated,
    );
    crate::common::next_turn(&mut g);
    assert_eq!(g.phase(), Phase::GameOver);
    let r = g.result().unwrap();
    assert_eq!(r.winner.as_deref(), Some("nat"));
    assert!(
        r.reason.en().contains("Red brigade defeated"),
        "{}",
        r.reason
    );
}

#[test]
fn animosity_bars_firing_at_the_same_target_and_the_dominant_unit_keeps_it() {
    // [SRC] Anarchist–Communist: they will not fire on the same target. Where it is unclear
    // who attacks, the unit with more elements in rifle range is dominant.
    let mut g = morale_game(dice(&[]));
    for side in ["rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    let tgt1 = g.element_index("tgt-1").unwrap();
    assert!(
        !g.animosity_refuses(unit(&g, "comm"), tgt1),
        "nobody fires yet"
    );
    ok(&mut g, r#"Fire(element: "anar-1", target: "tgt-1")"#);
    // What a player reads before it orders says what the order would meet.
    assert!(g.animosity_refuses(unit(&g, "comm"), tgt1));
    assert!(!g.animosity_refuses(unit(&g, "anar"), tgt1), "its own unit");
    assert!(
        !g.animosity_refuses(unit(&g, "b5"), tgt1),
        "no hostile pair"
    );
    // Communists: 2 elements within 12" of tgt-1, Anarchists 3: the Anarchists are dominant.
    let why = rejected(
        &mut g,
        r#"Fire(element: "comm-1", target: "tgt-1")"#,
        RuleId::Animosity,
    );
    // Who is dominant is the point of the rule: the player is told the count.
    assert!(why.contains("(3 to 2)"), "{why}");
    // Italians-everyone style pairs come from the data: no pair, no bar.
    ok(&mut g, r#"Fire(element: "b5-5", target: "tgt-1")"#);
}

#[test]
fn the_dominant_newcomer_calls_off_the_other_units_fire() {
    let mut g = morale_game(dice(&[]));
    for side in ["rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    ok(&mut g, r#"Fire(element: "comm-1", target: "tgt-1")"#);
    // The dominant newcomer is not refused: its order calls the other's off.
    let tgt1 = g.element_index("tgt-1").unwrap();
    assert!(!g.animosity_refuses(unit(&g, "anar"), tgt1));
    ok(&mut g, r#"Fire(element: "anar-2", target: "tgt-1")"#);
    assert!(
        g.declarations()
            .iter()
            .all(|d| g.elements()[d.shooter].id != "comm-1")
    );
    assert!(g.events().iter().any(|e| {
        e.text
            .en()
            .contains("Anarchist column has more elements in rifle range (3 to 2) and is dominant")
    }));
}

#[test]
fn close_combat_double_knocks_out_and_a_win_pins_and_pushes_back() {
    // [INF] opposed D6: elite +1; the loser is pinned and falls back 1"; double: knocked out.
    // comm-1 (regular) closes with tgt-1 (elite): 2 against 5 + 1 = 6: 6 is three times 2.
    let mut g = morale_game(dice(&[2, 5]));
    ok(&mut g, r#"Assault(element: "comm-1", target: "tgt-1")"#);
    to_end_of_turn(&mut g);
    assert_eq!(g.element("comm-1").unwrap().status, Status::KnockedOut);
    let mut g = morale_game(dice(&[5, 4]));
    ok(&mut g, r#"Assault(element: "comm-1", target: "tgt-1")"#);
    let before = g.element("tgt-1").unwrap().base.center;
    to_end_of_turn(&mut g);
    // 5 against 4 + 1 = 5: a standstill.
    assert!(
        g.events()
            .iter()
            .any(|e| e.text.en().contains("fight to a standstill (5 each)"))
    );
    assert_eq!(g.element("tgt-1").unwrap().base.center, before);
    let mut g = morale_game(dice(&[6, 2]));
    ok(&mut g, r#"Assault(element: "comm-1", target: "tgt-1")"#);
    to_end_of_turn(&mut g);
    // 6 against 2 + 1 = 3: double — knocked out.
    assert_eq!(g.element("tgt-1").unwrap().status, Status::KnockedOut);
    let mut g = morale_game(dice(&[5, 2, 1]));
    ok(&mut g, r#"Assault(element: "comm-1", target: "tgt-1")"#);
    let a = g.element("comm-1").unwrap().base.center;
    let before = g.element("tgt-1").unwrap().base.center;
    to_end_of_turn(&mut g);
    // 5 against 2 + 1 = 3: a win, not double: pinned (it fails to unpin on 1) and 1" back.
    let t = g.element("tgt-1").unwrap();
    assert!(t.pinned);
    assert!((t.base.center.distance(before) - 1.0).abs() < 1e-4);
    assert!(t.base.center.distance(a) > before.distance(a));
}

#[test]
fn infantry_against_a_tank_knock_it_out_on_a_6_and_the_attack_counts_for_fright() {
    // [INF] infantry closing with a tank knock it out on a 6 (5-6 for elite); [SRC] the attack
    // counts with its hits for the one fright test after all combat ("count the number of
    // attacks"). Four is elite: a 4 fails, then the fright test counts 1 attack: a 1 frightens.
    let mut g = morale_game(dice(&[4, 1]));
    ok(&mut g, r#"Assault(element: "c4-4", target: "tank")"#);
    to_end_of_turn(&mut g);
    let log = morale_log(&g);
    assert_eq!(
        (log[0].1.as_str(), log[0].2, log[0].3.as_str()),
        ("close assault on the tank tank", 4, "no")
    );
    assert_eq!(
        (log[1].1.as_str(), log[1].2),
        ("tank fright (1 close combat attack)", 1)
    );
    assert!(g.element("tank").unwrap().frightened);
    let mut g = morale_game(dice(&[5]));
    ok(&mut g, r#"Assault(element: "c4-4", target: "tank")"#);
    to_end_of_turn(&mut g);
    assert_eq!(
        (morale_log(&g)[0].2, morale_log(&g)[0].3.as_str()),
        (5, "the tank is knocked out")
    );
    assert_eq!(g.element("tank").unwrap().status, Status::KnockedOut);
}

#[test]
fn a_unit_below_50_percent_will_not_enter_close_combat() {
    let mut g = morale_game(dice(&[]));
    ko(&mut g, &["c4-2", "c4-3", "c4-4"]);
    rejected(
        &mut g,
        r#"Assault(element: "c4-mg", target: "tgt-2")"#,
        RuleId::BelowHalfStrength,
    );
}

#[test]
fn at_the_turn_limit_the_side_holding_its_objectives_wins() {
    // [INF] objectives held at the end: an unpinned element within 2" and no enemy within 2".
    let mut g = morale_game(dice(&[]));
    ok(&mut g, r#"Move(element: "c4-4", to: (38, 4))"#);
    for _ in 0..3 {
        crate::common::next_turn(&mut g);
    }
    assert_eq!(g.phase(), Phase::GameOver);
    let r = g.result().unwrap();
    assert_eq!(r.winner.as_deref(), Some("rep"));
    assert!(
        r.reason.en().contains("The village: held by Republic"),
        "{}",
        r.reason
    );
}

#[test]
fn check_reports_a_communist_brigade_with_less_equipment_from_1937() {
    // [SRC] from 1937 a communist-commanded brigade may not have less equipment than the next
    // best equipped non-communist brigade of its side. Red brigade has one HMG; Black none.
    let rules = crate::common::rules();
    let src =
        crate::common::MORALE_SCENARIO.replace("commander: Republican", "commander: Communist");
    // Give the anarchists two machine guns: now the communists have less.
    let src = src.replace(
        r#"(id: "anar-3", type: Rifles, at: (28, 12), facing: 0),"#,
        r#"(id: "anar-3", type: HeavyMG, at: (28, 12), facing: 0),
                            (id: "anar-4", type: HeavyMG, at: (30, 12), facing: 0),"#,
    );
    let err = trinchera::scenario::parse("c.ron", &src, &rules)
        .unwrap_err()
        .render();
    assert!(
        err.contains("communist-commanded brigade `rb` has 1 crewed weapons and vehicles, less than the 2 of non-communist brigade `ab`"),
        "{err}"
    );
    let (l, c) = crate::common::position_of(&src, "\"ab\"");
    assert_eq!(crate::common::label_at(&err, l, c, 4, '-'), "`ab` has 2");
    // In 1936 the rule does not apply.
    let src36 = src.replace("date: \"1937-03\"", "date: \"1936-10\"");
    assert!(trinchera::scenario::parse("c.ron", &src36, &rules).is_ok());
}

#[test]
fn a_pinned_element_does_not_fire_and_takes_no_rout_test() {
    // [SRC] "Pinned troops may not move or fire or test morale"; the rout test is rolled "per
    // unpinned element in the command". Five loses 1 of 5 (20%) with b5-4 pinned: three
    // elements test, not four.
    let mut g = morale_game(dice(&[5, 5, 5, 1]));
    g.setup().pin("b5-4").unwrap();
    ko(&mut g, &["b5-5"]);
    for side in ["rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    rejected(
        &mut g,
        r#"Fire(element: "b5-4", target: "tgt-1")"#,
        RuleId::Pinned,
    );
    for side in ["rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    let log = morale_log(&g);
    let testers: Vec<&str> = log
        .iter()
        .filter(|l| l.1 == "rout test")
        .map(|l| l.0.as_str())
        .collect();
    assert_eq!(testers, ["b5-hq", "b5-2", "b5-3"]);
    // Its one test is the unpinning test at the end of the turn: 1 fails.
    assert_eq!(
        (log[3].0.as_str(), log[3].1.as_str(), log[3].2),
        ("b5-4", "unpinning", 1)
    );
    assert_eq!(g.element("b5-4").unwrap().status, Status::Ready);
}

#[test]
fn animosity_bars_close_combat_with_the_same_target() {
    // [SRC] "They will not fire on the same target,or close combat it". The Anarchists close
    // with tgt-1 first and have more elements in rifle range (3 to 2): the Communists may not.
    let mut g = morale_game(dice(&[3, 3]));
    ok(&mut g, r#"Assault(element: "anar-1", target: "tgt-1")"#);
    let why = rejected(
        &mut g,
        r#"Assault(element: "comm-1", target: "tgt-1")"#,
        RuleId::Animosity,
    );
    assert!(
        why.contains("will not close combat the same target"),
        "{why}"
    );
    assert_eq!(g.assaults().len(), 1);
    to_end_of_turn(&mut g);
    // One close combat, the Anarchists': militia 3 - 1 = 2 against elite 3 + 1 = 4, double.
    let fights: Vec<String> = morale_log(&g)
        .into_iter()
        .filter(|l| l.1.starts_with("close combat against"))
        .map(|l| l.0)
        .collect();
    assert_eq!(fights, ["anar-1", "tgt-1"]);
    assert_eq!(g.element("anar-1").unwrap().status, Status::KnockedOut);
}

/// The morale table with tgt-1 and tgt-2 both in one rocky hillside.
fn rocky_targets() -> Game {
    let text = crate::common::edit(
        crate::common::MORALE_SCENARIO,
        "terrain: [",
        "terrain: [\n        (id: \"rocks\", kind: Rocky, shape: Rect(x: 20, y: 15, width: 16, height: 7)),",
    );
    crate::common::scripted_game("morale.ron", &text, dice(&[]))
}

#[test]
fn animosity_bars_attacking_the_same_feature() {
    // [SRC] "... or attack the same geographical feature". Anarchists fire into the rocks at
    // tgt-2; Communists then at tgt-1 in the same rocks, with fewer elements in range (2 to
    // 3): refused.
    let mut g = rocky_targets();
    for side in ["rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    ok(&mut g, r#"Fire(element: "anar-3", target: "tgt-2")"#);
    let why = rejected(
        &mut g,
        r#"Fire(element: "comm-1", target: "tgt-1")"#,
        RuleId::Animosity,
    );
    assert!(why.contains("in the rocky ground at (28\", 18\")"), "{why}");
}

#[test]
fn a_dominant_newcomer_calls_off_the_others_attack_on_the_same_feature() {
    // [SRC] "If it is indeterminant who is the attacking unit,the unit with more elements in
    // rifle range is dominant." The Communists fire at tgt-1; the Anarchists, with more
    // elements in range of tgt-2 in the same rocks, then fire at tgt-2: the Communists' fire
    // is called off, and only the Anarchists' die is rolled.
    let mut g = rocky_targets();
    for side in ["rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    ok(&mut g, r#"Fire(element: "comm-1", target: "tgt-1")"#);
    ok(&mut g, r#"Fire(element: "anar-3", target: "tgt-2")"#);
    let shooters: Vec<&str> = g
        .declarations()
        .iter()
        .map(|d| g.elements()[d.shooter].id.as_str())
        .collect();
    assert_eq!(shooters, ["anar-3"]);
    for side in ["rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    let fired: Vec<String> = morale_log(&g)
        .into_iter()
        .filter(|l| l.1.contains("to hit"))
        .map(|l| l.0)
        .collect();
    assert_eq!(fired, ["anar-3"]);
}

#[test]
fn the_scripted_player_reads_animosity_before_it_fires() {
    // [SRC animosity] The anarchists (3 elements in range, dominant) already fire at tgt-1,
    // the communists' only target: the scripted player gives the rest of the Republic's fire
    // with no order refused, and no communist fires at tgt-1.
    let mut g = morale_game(dice(&[]));
    for side in ["rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    ok(&mut g, r#"Fire(element: "anar-1", target: "tgt-1")"#);
    let mut p = trinchera::players::by_name("scripted").unwrap();
    let mut given = 0;
    while g.phase() == Phase::DirectFire && g.active() == 0 && given < 50 {
        let o = p.next_order(&g, 0);
        if let Err(why) = g.apply(&o) {
            panic!("{} refused: {}", o.describe(), why.reason);
        }
        given += 1;
    }
    let shooters: Vec<&str> = g
        .declarations()
        .iter()
        .map(|d| g.elements()[d.shooter].id.as_str())
        .collect();
    assert!(shooters.contains(&"anar-1"), "{shooters:?}");
    assert!(
        !shooters.iter().any(|s| s.starts_with("comm")),
        "{shooters:?}"
    );
}

#[test]
fn fire_supporting_an_assault_values_pinning_both_sides_of_the_close_combat() {
    // The measuring variant `support`: a pinned base fights a close combat at −1 [INF close
    // combat], so once comm-1 has assaulted tgt-1, pinning tgt-1 is worth more to comm-1's
    // side, and pinning comm-1 to tgt-1's; no other base's worth changes.
    use trinchera::players::evaluate::{PIN_BEFORE_CLOSE_COMBAT, support_assaults, target_worth};
    let mut g = morale_game(dice(&[]));
    ok(&mut g, r#"Assault(element: "comm-1", target: "tgt-1")"#);
    let (comm, tgt) = (
        g.element_index("comm-1").unwrap(),
        g.element_index("tgt-1").unwrap(),
    );
    for (side, pinned) in [
        (g.elements()[comm].side, tgt),
        (g.elements()[tgt].side, comm),
    ] {
        let plain = target_worth(&g);
        let mut worth = target_worth(&g);
        support_assaults(&g, side, &mut worth);
        for (i, (a, b)) in plain.pin.iter().zip(&worth.pin).enumerate() {
            let more = if i == pinned {
                PIN_BEFORE_CLOSE_COMBAT
            } else {
                0.0
            };
            assert!((b - a - more).abs() < 1e-12, "base {i}: {a} then {b}");
        }
        assert_eq!(plain.knockout, worth.knockout);
    }
}

#[test]
fn an_assault_already_made_holds_against_a_later_dominant_unit_or_not_as_the_ruleset_says() {
    // [SRC] "If it is indeterminant who is the attacking unit,the unit with more elements in
    // rifle range is dominant"; [INF morale.animosity_dominance] when it is indeterminate. The
    // Communists (2 elements in rifle range) assault tgt-1 first; the Anarchists (3) then
    // order their own assault on it with anar-2, set down at (22, 22) to come from the far side. Shipped (`Indeterminate`): the Communists' assault made
    // them the attacker: the Anarchists are refused. `Always`: 3 is more than 2, the
    // Anarchists are dominant and the Communists' assault is called off.
    use trinchera::ruleset::AnimosityDominance;
    let (first, second) = (
        r#"Assault(element: "comm-1", target: "tgt-1")"#,
        r#"Assault(element: "anar-2", target: "tgt-1")"#,
    );
    let behind = bevy::math::Vec2::new(22.0, 22.0);
    let mut g = morale_game(dice(&[]));
    g.setup().place("anar-2", behind).unwrap();
    assert_eq!(
        g.rules().morale.animosity_dominance,
        AnimosityDominance::Indeterminate
    );
    ok(&mut g, first);
    let tgt1 = g.element_index("tgt-1").unwrap();
    assert!(g.animosity_refuses(unit(&g, "anar"), tgt1));
    let why = rejected(&mut g, second, RuleId::Animosity);
    assert!(why.contains("has already assaulted it"), "{why}");
    let attackers = |g: &Game| -> Vec<String> {
        g.assaults()
            .iter()
            .map(|(a, _)| g.elements()[*a].id.clone())
            .collect()
    };
    assert_eq!(attackers(&g), ["comm-1"]);
    let mut g = crate::common::scripted_game_with_rules(
        "morale.ron",
        crate::common::MORALE_SCENARIO,
        dice(&[]),
        |r| r.morale.animosity_dominance = AnimosityDominance::Always,
    );
    g.setup().place("anar-2", behind).unwrap();
    ok(&mut g, first);
    ok(&mut g, second);
    assert_eq!(attackers(&g), ["anar-2"]);
}

#[test]
fn a_rout_test_with_no_unpinned_element_left_says_it_has_no_dice_to_roll() {
    // [SRC] the rout test is "1 D6 per unpinned element": Five loses 1 of 5 (20%) with its
    // other four pinned, so it tests with no dice, and the log says so rather than leave a
    // referee looking for them.
    let mut g = morale_game(dice(&[]));
    for id in ["b5-hq", "b5-2", "b5-3", "b5-4"] {
        g.setup().pin(id).unwrap();
    }
    ko(&mut g, &["b5-5"]);
    to_end_of_turn(&mut g);
    let log = morale_log(&g);
    assert!(!log.iter().any(|l| l.1 == "rout test"), "{log:?}");
    let said: Vec<String> = g.events().iter().map(|e| e.text.en()).collect();
    assert!(
        said.iter().any(|e| e
            == "Five takes a rout test: it lost 1 of 5 elements this turn (20% or more); it has no unpinned element left to roll a die [SRC]"),
        "{said:?}"
    );
}
