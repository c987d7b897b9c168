//! The game in progress: undo back to the last die, and what the record keeps.

use std::sync::Arc;

use crate::common::{TEST_SCENARIO, ap_left, at, order, rules};
use trinchera::record::{self, Record};
use trinchera::rules::Order;
use trinchera::rules::dice::DiceSource;
use trinchera::session::{GameSession, UndoError};

fn session(dice: Vec<u8>) -> GameSession {
    let rules = rules();
    let s = trinchera::scenario::parse("test.ron", TEST_SCENARIO, &rules).unwrap();
    let dice = DiceSource::Scripted(dice);
    let game = trinchera::rules::Game::new(Arc::new(s), Arc::new(rules), dice.clone()).unwrap();
    GameSession::new(game, Record::new("t".into(), TEST_SCENARIO, dice))
}

fn submit(s: &mut GameSession, ron: &str) {
    if let Err(e) = s.submit(order(ron)) {
        panic!("{ron} was rejected: {}", e.reason);
    }
}

#[test]
fn undo_takes_back_moves_one_at_a_time_in_reverse() {
    let mut s = session(vec![6; 8]);
    let start = s.game().clone();
    submit(&mut s, r#"Move(element: "r1", to: (12, 13))"#);
    let after_first = s.game().clone();
    submit(&mut s, r#"Move(element: "r2", to: (14, 13))"#);
    submit(&mut s, r#"Move(element: "r1", to: (12, 14))"#);
    assert_eq!(s.undoable(), 3);
    assert_eq!(
        s.undo().unwrap(),
        order(r#"Move(element: "r1", to: (12, 14))"#)
    );
    assert_eq!(at(s.game(), "r1"), (12.0, 13.0));
    assert_eq!(at(s.game(), "r2"), (14.0, 13.0));
    s.undo().unwrap();
    assert_eq!(at(s.game(), "r2"), (14.0, 12.0));
    assert_eq!(s.game(), &after_first, "the whole game, not only the base");
    s.undo().unwrap();
    assert_eq!(at(s.game(), "r1"), (12.0, 12.0));
    assert_eq!(s.game(), &start);
    // [SRC] action points: the six rolled are all back.
    assert_eq!(ap_left(s.game(), "bn"), 6);
    assert!(s.record().orders.is_empty());
    assert_eq!(s.undo(), Err(UndoError::NothingToUndo));
}

#[test]
fn after_a_phase_ends_nothing_before_it_can_be_undone() {
    let mut s = session(vec![6; 8]);
    submit(&mut s, r#"Move(element: "r1", to: (12, 13))"#);
    submit(&mut s, r#"EndPhase(side: "rep")"#);
    // Only the orders since the last die or phase end are kept for undo: the memory a long game
    // holds for undo is one copy of the game, not one per order.
    assert_eq!(s.undoable(), 0);
    assert_eq!(s.undo(), Err(UndoError::DiceRolled));
    assert_eq!(s.record().orders.len(), 2);
    submit(&mut s, r#"Move(element: "k1", to: (44, 12))"#);
    assert_eq!(s.undoable(), 1);
    s.undo().unwrap();
    assert_eq!(at(s.game(), "k1"), (44.0, 10.0));
    assert_eq!(at(s.game(), "r1"), (12.0, 13.0), "the earlier move stays");
}

#[test]
fn a_rejected_order_joins_neither_the_record_nor_the_undo_list() {
    let mut s = session(vec![6; 8]);
    assert!(
        s.submit(order(r#"Move(element: "k1", to: (44, 12))"#))
            .is_err()
    );
    assert!(s.record().orders.is_empty());
    assert_eq!(s.undoable(), 0);
}

#[test]
fn rolling_by_hand_is_an_order_in_the_record_and_replays() {
    let mut s = session(vec![6; 8]);
    submit(&mut s, "RollByHand(true)");
    assert!(s.game().dice().by_hand());
    assert_eq!(s.record().orders, vec![Order::RollByHand(true)]);
    // Typed-in dice cannot be taken back either: they have been seen.
    assert_eq!(s.undo(), Err(UndoError::DiceRolled));
    let rules = Arc::new(rules());
    let scenario = Arc::new(trinchera::scenario::parse("test.ron", TEST_SCENARIO, &rules).unwrap());
    let (replayed, reports) = record::replay(s.record(), scenario, rules).unwrap();
    assert!(reports.iter().all(|r| r.accepted));
    assert!(replayed.dice().by_hand());
}

/// The window's die prompt: the pending order tried again, and what it still waits for.
fn retry_waits(s: &mut GameSession, pending: &Order) -> Option<String> {
    match s.submit(pending.clone()) {
        Ok(()) => None,
        Err(r) if r.needs_die() => Some(r.reason.en()),
        Err(r) => panic!("{pending:?} was refused: {}", r.reason),
    }
}

#[test]
fn typed_dice_after_an_undo_go_to_the_roll_the_prompt_names() {
    // Issue 9, item 4: by hand, type 5, 2, 6, Ctrl+Z, then 3. Ending the fire phase rolls
    // turn 2's action points for four units in scenario order.
    let mut s = session(vec![6; 8]);
    for side in ["rep", "nat", "rep"] {
        submit(&mut s, &format!("EndPhase(side: \"{side}\")"));
    }
    submit(&mut s, "RollByHand(true)");
    let pending = order(r#"EndPhase(side: "nat")"#);
    let first = retry_waits(&mut s, &pending).expect("waits for a die");
    assert!(first.contains("Battalion: action points"), "{first}");
    let mut prompt = first;
    for v in [5, 2, 6] {
        submit(&mut s, &format!("Roll([{v}])"));
        prompt = retry_waits(&mut s, &pending).expect("four dice are needed");
    }
    assert!(prompt.contains("Bandera: action points"), "{prompt}");
    // What the three dice in do is known already, though the log gets them with the last.
    let so_far: Vec<(String, u8)> = s
        .game()
        .dice_so_far(&pending)
        .into_iter()
        .map(|r| (r.who, r.value))
        .collect();
    assert_eq!(
        so_far,
        vec![
            ("Battalion".to_string(), 5),
            ("Trucks".to_string(), 2),
            ("Tank company".to_string(), 6)
        ]
    );
    // The dice are seen: the typed ones are not taken back, and the prompt still names the
    // roll the next die goes to.
    assert_eq!(s.undo(), Err(UndoError::DiceRolled));
    let after_undo = retry_waits(&mut s, &pending).expect("still waits");
    assert_eq!(after_undo, prompt);
    submit(&mut s, "Roll([3])");
    assert_eq!(retry_waits(&mut s, &pending), None);
    assert_eq!(
        (
            ap_left(s.game(), "bn"),
            ap_left(s.game(), "trucks"),
            ap_left(s.game(), "tanks"),
            ap_left(s.game(), "leg")
        ),
        (5, 2, 6, 3)
    );
    assert!(s.game().log().iter().rev().take(4).all(|r| r.typed));
}

#[test]
fn undo_stops_at_the_computers_last_order() {
    // The computer's move rolled nothing, yet it is a wall: undo is the person's alone.
    let mut s = session(vec![6; 8]);
    submit(&mut s, r#"Move(element: "r1", to: (12, 13))"#);
    submit(&mut s, r#"Move(element: "r2", to: (14, 13))"#);
    s.seal_after_computer();
    assert_eq!(s.undoable(), 0);
    assert_eq!(s.undo(), Err(UndoError::ComputersOrder));
    assert_eq!(at(s.game(), "r2"), (14.0, 13.0));
    assert!(
        UndoError::ComputersOrder
            .to_string()
            .contains("the computer's")
    );
    // The person's own orders after it are theirs to take back, and no further.
    submit(&mut s, r#"Move(element: "r1", to: (12, 14))"#);
    assert_eq!(s.undoable(), 1);
    s.undo().unwrap();
    assert_eq!(at(s.game(), "r1"), (12.0, 13.0));
    assert_eq!(s.undo(), Err(UndoError::ComputersOrder));
    assert_eq!(s.record().orders.len(), 2);
    // A die after it is the wall again, told as a die.
    submit(&mut s, r#"EndPhase(side: "rep")"#);
    assert_eq!(s.undo(), Err(UndoError::DiceRolled));
}

#[test]
fn carried_on_the_persons_moves_undo_but_not_the_computers_choice_of_moving_second() {
    // Jarama, turn 1: troops are tactically engaged and the Nationalists choose to move
    // second [SRC engaged troops]; the Republic moves its British HQ, and the game is closed. Carried
    // on with the Nationalists the computer's, the Republic's move can be taken back, the
    // computer's choice cannot: as at the table before the game was closed.
    let rules = Arc::new(rules());
    let text = std::fs::read_to_string(crate::common::repo().join("scenarios/jarama.ron")).unwrap();
    let scenario = Arc::new(trinchera::scenario::parse("jarama.ron", &text, &rules).unwrap());
    let start = || {
        trinchera::rules::Game::new(scenario.clone(), rules.clone(), DiceSource::Seeded(12))
            .unwrap()
    };
    let mut r = Record::new("jarama.ron".into(), &text, DiceSource::Seeded(12));
    r.orders = vec![
        order(r#"MoveFirst(side: "nationalist", first: false)"#),
        order(r#"Move(element: "brit-hq", to: (44.5, 22))"#),
    ];
    let mut s = GameSession::carried_on(start(), r.clone());
    assert_eq!(s.record().orders.len(), 2, "both orders stand");
    assert_eq!(s.undoable(), 2, "neither rolled a die");
    s.seal_through(
        |g, o| matches!(o, Order::MoveFirst { side, .. } if g.side_index(side) == Some(1)),
    );
    assert_eq!(s.undoable(), 1);
    assert_eq!(at(s.game(), "brit-hq"), (44.5, 22.0));
    s.undo().unwrap();
    assert_eq!(at(s.game(), "brit-hq"), (44.0, 22.0));
    assert_eq!(s.undo(), Err(UndoError::ComputersOrder));
    assert_eq!(s.record().orders.len(), 1, "the choice stands");
    // The same game as the record replayed, order for order.
    let (replayed, _) = record::replay(&r, scenario.clone(), rules.clone()).unwrap();
    let s = GameSession::carried_on(start(), r);
    assert_eq!(
        format!("{:?}", s.game().elements()),
        format!("{:?}", replayed.elements())
    );
}
