//! The turn sequence, action points and the dice, headless. SharedRuleset: docs/rules/README.md
//! "Turn sequence"; design idea 4 (dice).

use std::sync::Arc;

use bevy::prelude::*;

use crate::common::{TEST_SCENARIO, ap_left, at, next_turn, ok, order, rejected, rules, test_game};
use trinchera::record::Record;
use trinchera::rules::Phase;
use trinchera::rules::dice::DiceSource;
use trinchera::session::{GameSession, OrderOutcome, OrderRequest, SessionPlugin};

#[test]
fn action_points_are_rolled_in_file_order_and_logged() {
    // [SRC] 1 D6 per battalion, tank company and battery; units roll in file order.
    let g = test_game(vec![3, 5, 2, 4]);
    assert_eq!(ap_left(&g, "bn"), 3);
    assert_eq!(ap_left(&g, "trucks"), 5);
    assert_eq!(ap_left(&g, "tanks"), 2);
    assert_eq!(ap_left(&g, "leg"), 4);
    let r = &g.log()[0];
    assert_eq!(
        (r.turn, r.phase.as_str(), r.who.as_str(), r.value),
        (1, "action points", "Battalion", 3)
    );
    assert_eq!(r.purpose, "action points");
    assert_eq!(r.outcome, "3 AP");
    assert!(r.rule.starts_with("[SRC]"));
    assert_eq!(g.phase(), Phase::Movement);
}

#[test]
fn the_turn_runs_initiative_side_then_the_other_then_the_next_turn() {
    let mut g = test_game(vec![6, 6, 6, 6, 2, 3, 4, 5]);
    assert_eq!(
        g.active(),
        0,
        "Republic has the initiative and moves first [SRC]"
    );
    let why = rejected(&mut g, r#"EndPhase(side: "nat")"#);
    assert!(
        why.contains("it is the movement phase of Republic: Nationalists cannot end it"),
        "{why}"
    );
    ok(&mut g, r#"Move(element: "r1", to: (12, 13))"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    assert_eq!((g.turn(), g.active()), (1, 1));
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    assert_eq!(
        (g.phase(), g.active()),
        (Phase::DirectFire, 0),
        "fire: the initiative side declares first"
    );
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    // Turn 2: new dice, unused points lost [INF].
    assert_eq!(g.turn(), 2);
    assert_eq!(g.phase(), Phase::Movement);
    assert_eq!(g.active(), 0);
    assert_eq!(
        (
            ap_left(&g, "bn"),
            ap_left(&g, "trucks"),
            ap_left(&g, "tanks"),
            ap_left(&g, "leg")
        ),
        (2, 3, 4, 5)
    );
    // The move allowance is fresh too.
    ok(&mut g, r#"Move(element: "r1", to: (12, 13.5))"#);
}

#[test]
fn the_battle_ends_at_the_turn_limit() {
    let mut g = test_game(vec![6; 12]);
    for _ in 0..3 {
        next_turn(&mut g);
    }
    assert_eq!(g.phase(), Phase::GameOver);
    let why = rejected(&mut g, r#"Move(element: "r1", to: (12, 13))"#);
    assert!(why.contains("the battle is over"), "{why}");
}

#[test]
fn a_1_sends_the_tanks_full_speed_straight_ahead() {
    // [SRC] a 1 for action points: all the unit's tanks move at full speed in the direction
    // they face, at the start of their side's movement; they stop where they may not go.
    let mut g = test_game(vec![6, 6, 1, 6]);
    assert_eq!(at(&g, "k1"), (44.0, 10.0), "not before their side moves");
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    let (x, y) = at(&g, "k2");
    assert_eq!(
        (x, (y * 10.0).round() / 10.0),
        (46.0, 20.0),
        "k2 ran its full 10\""
    );
    // k1 runs into the Bandera's rifles at y 15.6: its front (depth 2") stops against them.
    let (_, y1) = at(&g, "k1");
    assert!((y1 - 14.6).abs() < 1e-3, "{y1}");
    assert!(
        g.events()
            .iter()
            .any(|e| e.text.contains("runs 10.0\" straight ahead"))
    );
    assert!(
        g.events()
            .iter()
            .any(|e| e.text.contains("runs 4.6\" straight ahead") && e.text.contains("stopped by"))
    );
    assert_eq!(
        g.log()[2].outcome,
        "1 AP, and its tanks must move full speed straight ahead [SRC]"
    );
}

#[test]
fn no_runaway_once_the_unit_has_lost_a_tank() {
    // [SRC] the rule does not apply once a tank is destroyed or fails a panic test.
    let mut g = test_game(vec![6, 6, 6, 6, 6, 6, 1, 6]);
    g.setup().lose_tank("tanks").unwrap();
    next_turn(&mut g);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    assert_eq!(at(&g, "k2"), (46.0, 10.0));
}

#[test]
fn scripted_dice_running_out_is_an_error_that_changes_nothing() {
    let mut g = test_game(vec![6, 6, 6, 6]);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    let why = rejected(&mut g, r#"EndPhase(side: "nat")"#);
    assert_eq!(
        why,
        "the scripted dice ran out after 4 rolls: add more values to the record"
    );
    assert_eq!(
        (g.turn(), g.phase(), g.active(), g.log().len()),
        (1, Phase::DirectFire, 1, 4)
    );
}

#[test]
fn dice_typed_in_by_a_player_are_used_first() {
    let mut g = test_game(vec![6, 6, 6, 6, 1, 1, 1, 1]);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"Roll([4, 5])"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    assert_eq!(
        (
            ap_left(&g, "bn"),
            ap_left(&g, "trucks"),
            ap_left(&g, "tanks")
        ),
        (4, 5, 1)
    );
    assert!(g.log()[4].typed && g.log()[5].typed && !g.log()[6].typed);
    let why = rejected(&mut g, r#"Roll([7])"#);
    assert!(why.contains("a D6 shows 1 to 6, not 7"), "{why}");
    // By hand only: the order waits for the die instead of taking one from the source.
    let mut g = test_game(vec![6; 8]);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    g.apply(&trinchera::rules::Order::RollByHand(true)).unwrap();
    let r = g.apply(&order(r#"EndPhase(side: "nat")"#)).unwrap_err();
    assert!(r.needs_die, "{}", r.reason);
    assert_eq!(
        r.reason,
        "Roll a die for Battalion (action points) and type it in"
    );
}

#[test]
fn a_rejected_order_changes_nothing() {
    let mut g = test_game(vec![6; 4]);
    let before = trinchera::report::to_json(&g, &[]);
    rejected(&mut g, r#"Move(element: "t3", to: (31, 21))"#);
    rejected(&mut g, r#"MoveGroup(elements: ["r1", "k1"], by: (0, 1))"#);
    rejected(&mut g, r#"Move(element: "nobody", to: (1, 1))"#);
    assert_eq!(trinchera::report::to_json(&g, &[]), before);
}

#[test]
fn the_rules_plugin_runs_headless_on_minimal_plugins() {
    let rules = rules();
    let s = trinchera::scenario::parse("test.ron", TEST_SCENARIO, &rules).unwrap();
    let dice = DiceSource::Scripted(vec![6; 4]);
    let game = trinchera::rules::Game::new(Arc::new(s), Arc::new(rules), dice.clone()).unwrap();
    let record = Record::new("test.ron".into(), TEST_SCENARIO, dice);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, SessionPlugin));
    app.insert_resource(GameSession::new(game, record));
    app.world_mut()
        .write_message(OrderRequest(order(r#"Move(element: "r1", to: (12, 13))"#)));
    app.world_mut()
        .write_message(OrderRequest(order(r#"Move(element: "t3", to: (31, 21))"#)));
    app.update();
    let outcomes: Vec<OrderOutcome> = app
        .world_mut()
        .resource_mut::<Messages<OrderOutcome>>()
        .drain()
        .collect();
    assert_eq!(outcomes.len(), 2);
    assert!(outcomes[0].result.is_ok());
    assert!(outcomes[1].result.is_err());
    let state = app.world().resource::<GameSession>();
    assert_eq!(
        state.record().orders.len(),
        1,
        "only accepted orders join the record"
    );
    assert_eq!(at(state.game(), "r1"), (12.0, 13.0));
}

#[test]
fn undo_takes_back_a_move_but_not_dice() {
    let rules = rules();
    let s = trinchera::scenario::parse("test.ron", TEST_SCENARIO, &rules).unwrap();
    let dice = DiceSource::Scripted(vec![6; 8]);
    let game = trinchera::rules::Game::new(Arc::new(s), Arc::new(rules), dice.clone()).unwrap();
    let mut state = GameSession::new(game, Record::new("t".into(), TEST_SCENARIO, dice));
    state
        .submit(order(r#"Move(element: "r1", to: (12, 13))"#))
        .unwrap();
    state.undo().unwrap();
    assert_eq!(at(state.game(), "r1"), (12.0, 12.0));
    assert_eq!(ap_left(state.game(), "bn"), 6);
    for side in ["rep", "nat", "rep", "nat"] {
        state
            .submit(order(&format!("EndPhase(side: \"{side}\")")))
            .unwrap();
    }
    assert!(state.undo().is_err(), "the turn's dice have been rolled");
}
