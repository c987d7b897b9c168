//! The turn sequence, action points and the dice, headless. Rules: docs/rules/README.md
//! "Turn sequence"; design idea 4 (dice).

use std::sync::Arc;

use bevy::prelude::*;

use crate::common::{
    TEST_SCENARIO, ap_left, assert_same_game, at, fire_game, next_turn, ok, order, rejected, rules,
    test_game,
};
use trinchera::record::Record;
use trinchera::rules::dice::{DiceSource, RollKind};
use trinchera::rules::{Game, Phase, RuleId, Status};
use trinchera::session::{
    By, GameSession, OrderOutcome, OrderRequest, SessionPlugin, UndoError, UndoOutcome, UndoRequest,
};

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
        (r.turn, r.phase, r.kind, r.who.as_str(), r.value),
        (
            1,
            Phase::ActionPoints,
            RollKind::ActionPoints,
            "Battalion",
            3
        )
    );
    assert_eq!(r.purpose, "action points");
    assert_eq!(r.outcome, "3 AP");
    assert!(r.rule.en().starts_with("[SRC]"));
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
    rejected(&mut g, r#"EndPhase(side: "nat")"#, RuleId::NotYourTurn);
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
    rejected(
        &mut g,
        r#"Move(element: "r1", to: (12, 13))"#,
        RuleId::GameOver,
    );
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
            .any(|e| e.text.en().contains("runs 10.0\" straight ahead"))
    );
    assert!(
        g.events()
            .iter()
            .any(|e| e.text.en().contains("runs 4.6\" straight ahead")
                && e.text.en().contains("stopped by"))
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
    let why = rejected(&mut g, r#"EndPhase(side: "nat")"#, RuleId::DiceExhausted);
    assert!(why.contains("after 4 rolls"), "{why}");
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
    rejected(&mut g, r#"Roll([7])"#, RuleId::NotADie);
    // By hand only: the order waits for the die instead of taking one from the source.
    let mut g = test_game(vec![6; 8]);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    g.apply(&trinchera::rules::Order::RollByHand(true)).unwrap();
    let r = g.apply(&order(r#"EndPhase(side: "nat")"#)).unwrap_err();
    assert_eq!(r.rule, RuleId::DiceByHand, "{}", r.reason);
    assert!(r.needs_die());
    // The prompt is the point: the player is told whose die and what for.
    assert!(
        r.reason
            .en()
            .contains("Battalion: action points (any score)"),
        "{}",
        r.reason
    );
}

/// Apply an order that must be refused and check that the whole game is as it was.
fn refused_changes_nothing(g: &mut Game, ron: &str) -> trinchera::rules::Rejection {
    let before = g.clone();
    let Err(why) = g.apply(&order(ron)) else {
        panic!("{ron} was accepted");
    };
    assert_same_game(g, &before, &format!("{ron} was refused ({why})"));
    why
}

#[test]
fn a_rejected_order_changes_nothing() {
    let mut g = test_game(vec![6; 4]);
    for ron in [
        r#"Move(element: "t3", to: (31, 21))"#,
        r#"MoveGroup(elements: ["r1", "k1"], by: (0, 1))"#,
        r#"Move(element: "nobody", to: (1, 1))"#,
        r#"Formation(elements: ["r1", "r2"], places: [(12, 13, 90)])"#,
        r#"Mount(elements: ["r1"], into: "k1")"#,
        r#"Dismount(elements: ["r1"])"#,
        r#"Limber(gun: "gun", to: "t1")"#,
        r#"Unlimber(gun: "gun")"#,
        r#"Assault(element: "r1", target: "n1")"#,
        r#"Fire(element: "r1", target: "n1")"#,
        r#"EndPhase(side: "nat")"#,
        r#"Roll([0, 7])"#,
    ] {
        refused_changes_nothing(&mut g, ron);
    }
}

#[test]
fn an_order_refused_after_rolling_changes_nothing_either() {
    // Ending the last phase of turn 1 rolls turn 2's action points: the scripted list holds two
    // of the four, so the order is refused after two dice were drawn. The dice stand where they
    // stood before it: with two typed in (used first), the same scripted 2 and 3 come up.
    let mut g = test_game(vec![6, 6, 6, 6, 2, 3]);
    for side in ["rep", "nat", "rep"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    let why = refused_changes_nothing(&mut g, r#"EndPhase(side: "nat")"#);
    assert_eq!(why.rule, RuleId::DiceExhausted, "{why}");
    ok(&mut g, "Roll([4, 5])");
    // Dice rolled by hand are asked for, not drawn: the order waits and changes nothing.
    let mut by_hand = g.clone();
    by_hand
        .apply(&trinchera::rules::Order::RollByHand(true))
        .unwrap();
    let before = by_hand.clone();
    let r = by_hand
        .apply(&order("EndPhase(side: \"nat\")"))
        .unwrap_err();
    assert!(r.needs_die(), "{}", r.reason);
    assert_same_game(&by_hand, &before, "waiting for a die");
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    assert_eq!(
        (
            ap_left(&g, "bn"),
            ap_left(&g, "trucks"),
            ap_left(&g, "tanks"),
            ap_left(&g, "leg")
        ),
        (4, 5, 2, 3)
    );
}

#[test]
fn games_are_equal_only_where_their_dice_stand_alike() {
    // What the whole-game comparisons above rest on: the dice compare by where their stream
    // stands, not by what has been logged.
    let a = test_game(vec![6; 6]);
    let mut b = a.clone();
    assert_eq!(a, b);
    let mut dice = b.dice().clone();
    dice.d6(
        "nobody",
        &trinchera::words::Msg::new("roll-action-points"),
        None,
    )
    .unwrap();
    assert_ne!(&dice, a.dice());
    ok(&mut b, "Roll([3])");
    assert_ne!(a, b, "a die typed in and waiting");
    let seeded = trinchera::rules::dice::Dice::new(DiceSource::Seeded(9));
    let mut rolled = seeded.clone();
    rolled
        .d6(
            "nobody",
            &trinchera::words::Msg::new("roll-action-points"),
            None,
        )
        .unwrap();
    assert_ne!(seeded, rolled);
}

#[test]
fn a_rejected_order_changes_nothing_in_the_middle_of_a_fight() {
    // Declarations, moved elements, then smoke, a wreck, knockout tests and tank hits: every
    // part of the state the rules keep between orders is there to be disturbed.
    let dice: Vec<u8> = [6, 6, 6, 6, 3, 5].into_iter().chain([6; 16]).collect();
    let mut g = fire_game(dice);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"Move(element: "tank", to: (44, 15))"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    ok(&mut g, r#"Fire(element: "atg", target: "tank")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(
        &mut g,
        r#"Fire(element: "tank", target: "atg", shots: Some(1))"#,
    );
    assert_eq!(g.declarations().len(), 2);
    let refusals = [
        r#"Fire(element: "tank", target: "atg", weapon: Some("Howitzer"))"#,
        r#"Fire(element: "t-open", target: "nobody")"#,
        r#"Fire(element: "hmg", target: "t-open")"#,
        r#"Move(element: "t-open", to: (35, 15))"#,
        r#"Assault(element: "t-open", target: "hmg")"#,
        r#"Mount(elements: ["t-open"], into: "tank")"#,
        r#"EndPhase(side: "rep")"#,
        r#"Roll([9])"#,
    ];
    for ron in refusals {
        refused_changes_nothing(&mut g, ron);
    }
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    assert_eq!(g.element("tank").unwrap().status, Status::KnockedOut);
    assert_eq!(g.smoke().len(), 1);
    let idle = ["rep", "nat"][1 - g.active()];
    for ron in [
        r#"Move(element: "tank", to: (44, 16))"#,
        r#"Fire(element: "t-open", target: "nobody")"#,
        r#"Mount(elements: ["t-open"], into: "tank")"#,
        r#"Roll([9])"#,
        &format!("EndPhase(side: \"{idle}\")"),
    ] {
        refused_changes_nothing(&mut g, ron);
    }
}

/// The test battle in an app with only the session's plugin, headless.
fn session_app() -> App {
    let rules = rules();
    let s = trinchera::scenario::parse("test.ron", TEST_SCENARIO, &rules).unwrap();
    let dice = DiceSource::Scripted(vec![6; 4]);
    let game = trinchera::rules::Game::new(Arc::new(s), Arc::new(rules), dice.clone()).unwrap();
    let record = Record::new("test.ron".into(), TEST_SCENARIO, dice);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, SessionPlugin));
    app.insert_resource(GameSession::new(game, record));
    app
}

/// The messages of a kind written so far, taken.
fn drained<M: Message>(app: &mut App) -> Vec<M> {
    app.world_mut()
        .resource_mut::<Messages<M>>()
        .drain()
        .collect()
}

#[test]
fn the_rules_plugin_runs_headless_on_minimal_plugins() {
    let mut app = session_app();
    app.world_mut().write_message(OrderRequest::person(order(
        r#"Move(element: "r1", to: (12, 13))"#,
    )));
    app.world_mut().write_message(OrderRequest::person(order(
        r#"Move(element: "t3", to: (31, 21))"#,
    )));
    app.update();
    let outcomes: Vec<OrderOutcome> = drained(&mut app);
    assert_eq!(outcomes.len(), 2);
    assert!(outcomes[0].result.is_ok());
    assert_eq!(
        outcomes[1].result.as_ref().map_err(|r| r.rule),
        Err(RuleId::BadGoing)
    );
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
    let before = state.game().clone();
    state
        .submit(order(r#"Move(element: "r1", to: (12, 13))"#))
        .unwrap();
    state
        .submit(order(r#"Move(element: "r2", to: (14, 13))"#))
        .unwrap();
    state.undo().unwrap();
    state.undo().unwrap();
    assert_eq!(at(state.game(), "r1"), (12.0, 12.0));
    assert_eq!(ap_left(state.game(), "bn"), 6);
    assert_same_game(state.game(), &before, "both moves undone");
    assert!(state.record().orders.is_empty());
    for side in ["rep", "nat", "rep", "nat"] {
        state
            .submit(order(&format!("EndPhase(side: \"{side}\")")))
            .unwrap();
    }
    assert!(state.undo().is_err(), "the turn's dice have been rolled");
}

#[test]
fn an_undo_asked_in_the_frame_the_computer_orders_takes_back_the_persons_order_not_its() {
    // Undo is a request handled where orders are, before the frame's orders: the person
    // asked about the game they saw. The computer's accepted order is a wall for undo at once.
    let mut app = session_app();
    app.world_mut().write_message(OrderRequest::person(order(
        r#"Move(element: "r1", to: (12, 13))"#,
    )));
    app.update();
    app.world_mut().write_message(OrderRequest::computer(order(
        r#"Move(element: "r2", to: (14, 13))"#,
    )));
    app.world_mut().write_message(UndoRequest::default());
    app.update();
    let undone: Vec<UndoOutcome> = drained(&mut app);
    assert_eq!(undone.len(), 1);
    assert_eq!(undone[0].by, By::Person);
    assert_eq!(
        undone[0].result,
        Ok(order(r#"Move(element: "r1", to: (12, 13))"#))
    );
    let state = app.world().resource::<GameSession>();
    assert_eq!(
        at(state.game(), "r1"),
        (12.0, 12.0),
        "the person's move taken back"
    );
    assert_eq!(
        at(state.game(), "r2"),
        (14.0, 13.0),
        "the computer's move stands"
    );
    // And it cannot be taken back after: it is the computer's.
    app.world_mut().write_message(UndoRequest::default());
    app.update();
    let undone: Vec<UndoOutcome> = drained(&mut app);
    assert_eq!(undone[0].result, Err(UndoError::ComputersOrder));
}
