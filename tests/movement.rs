//! Movement, rule by rule, with the rulebook's numbers and scripted dice (all 6s: AP are never
//! the limit unless a test says so). Rules: docs/rules/README.md "Movement".

use crate::common::{
    TEST_SCENARIO, ap_left, assert_same_game, at, edit, next_turn, ok, order, rejected,
    scripted_game, test_game,
};
use bevy::math::Vec2;
use trinchera::rules::{Game, RuleId};

fn game() -> Game {
    // bn, trucks, tanks, leg: 6 AP each on turn 1, and again on turn 2.
    test_game(vec![6; 8])
}

fn idx(g: &Game, id: &str) -> usize {
    g.element_index(id).unwrap()
}

/// The test ground with one piece of its text replaced, and the same dice as `game`.
fn game_with(from: &str, to: &str) -> Game {
    scripted_game("test.ron", &edit(TEST_SCENARIO, from, to), vec![6; 8])
}

/// The test ground with one more terrain feature, written as in a scenario.
fn game_with_feature(feature: &str) -> Game {
    let road =
        r#"(id: "road", kind: Road, shape: Polyline(points: [(0, 28), (47.5, 28)], width: 1.2)),"#;
    game_with(road, &format!("{road}\n        {feature}"))
}

/// Whether a base of the element stands on any part of the feature.
fn touches(g: &Game, element: &str, feature: &str) -> bool {
    let f = g
        .terrain()
        .features
        .iter()
        .find(|f| f.id == feature)
        .unwrap();
    f.intersects(&g.element(element).unwrap().base.corners())
}

#[test]
fn rifles_move_6_inches_and_not_6_point_1() {
    // [SRC] Rifles and light machineguns 150 m (6").
    let mut g = game();
    ok(&mut g, r#"Move(element: "r3", to: (25, 16))"#);
    assert_eq!(at(&g, "r3"), (25.0, 16.0));
    let mut g = game();
    rejected(
        &mut g,
        r#"Move(element: "r3", to: (25, 16.1))"#,
        RuleId::MoveDistance,
    );
}

#[test]
fn a_move_just_too_long_says_by_how_much_with_the_decimals_that_show_it() {
    // [SRC] rifles move 6": a path of 6.04" reads "6.00 ... 6.04", not "6.0 ... 6.0".
    let mut g = game();
    let why = rejected(
        &mut g,
        r#"Move(element: "r3", to: (25, 16.04))"#,
        RuleId::MoveDistance,
    );
    assert!(
        why.contains("has 6.00\" of its 6\" move left; this path uses 6.04\", 0.04\" too far"),
        "{why}"
    );
    // Far over, one decimal is enough.
    let why = rejected(
        &mut g,
        r#"Move(element: "r3", to: (25, 17))"#,
        RuleId::MoveDistance,
    );
    assert!(
        why.contains("has 6.0\" of its 6\" move left; this path uses 7.0\", 1.00\" too far"),
        "{why}"
    );
}

#[test]
fn heavy_mg_moves_5_inches() {
    // [SRC] Heavy machineguns, mortars & wagons 125 m (5").
    let mut g = game();
    ok(&mut g, r#"Move(element: "mg", to: (21, 12))"#);
    let mut g = game();
    rejected(
        &mut g,
        r#"Move(element: "mg", to: (21.1, 12))"#,
        RuleId::MoveDistance,
    );
}

#[test]
fn path_length_counts_every_waypoint() {
    // [SRC] the distance moved is along the path: from (25, 10) 4" east to (29, 10), then
    // back to (25, 13) along the hypotenuse of a 4-3 triangle, 5": 9", not the 3" between
    // the ends, and more than the rifles' 6".
    let mut g = game();
    let why = rejected(
        &mut g,
        r#"Move(element: "r3", to: (25, 13), via: [(29, 10)])"#,
        RuleId::MoveDistance,
    );
    let path = 4.0 + (4.0f32 * 4.0 + 3.0 * 3.0).sqrt();
    assert!(
        why.contains(&format!("this path uses {path:.1}\"")),
        "{why}"
    );
    ok(
        &mut g,
        r#"Move(element: "r3", to: (25, 11), via: [(27.5, 10)])"#,
    );
    let left = g.element("r3").unwrap().move_used;
    // 2.5 + sqrt(2.5² + 1²) = 5.193" of 6".
    assert!(
        (left * 6.0 - (2.5 + (2.5f32 * 2.5 + 1.0).sqrt())).abs() < 1e-3,
        "{left}"
    );
}

#[test]
fn moves_can_be_split_until_the_allowance_is_used() {
    let mut g = game();
    ok(&mut g, r#"Move(element: "r3", to: (25, 14))"#);
    ok(&mut g, r#"Move(element: "r3", to: (25, 16))"#);
    rejected(
        &mut g,
        r#"Move(element: "r3", to: (25, 16.5))"#,
        RuleId::MoveDistance,
    );
}

#[test]
fn a_truck_may_not_enter_woods() {
    // [SRC] bad going: only infantry and non-wheeled support weapons can enter.
    let mut g = game();
    let before = g.clone();
    rejected(
        &mut g,
        r#"Move(element: "t3", to: (31, 21))"#,
        RuleId::BadGoing,
    );
    assert_same_game(&g, &before, "a rejected order changes nothing");
}

#[test]
fn infantry_in_woods_move_at_half_speed() {
    // [INF] half speed in bad going: 1" to the edge and 2" inside cost 1 + 4 = 5" of 6".
    let mut g = game();
    let (plan, _) = g
        .preview_move(idx(&g, "r5"), (32.0, 23.0), None, &[])
        .unwrap();
    assert!((plan.bad_going - 2.0).abs() < 1e-4, "{}", plan.bad_going);
    assert!(
        (plan.inches_used() - 5.0).abs() < 1e-4,
        "{}",
        plan.inches_used()
    );
    assert!((plan.inches_left_after() - 1.0).abs() < 1e-4);
    // 2.6" inside: 1 + 5.2 = 6.2" — too far.
    let why = rejected(
        &mut g,
        r#"Move(element: "r5", to: (32.6, 23))"#,
        RuleId::MoveDistance,
    );
    assert!(why.contains("2.6\" in bad going"), "{why}");
}

#[test]
fn crossing_a_wall_leaves_half_the_move() {
    // [SRC] walls take half a turn to cross: 3" to the far side of the wall uses all 6".
    // To (12, 14.6): 2.6" of path from (12, 12) across the wall at y 14, plus half of 6".
    let mut g = game();
    let (plan, _) = g
        .preview_move(idx(&g, "r1"), (12.0, 14.6), None, &[])
        .unwrap();
    assert_eq!(plan.crossings.len(), 1);
    let expected = (14.6 - 12.0) + 6.0 * 0.5;
    assert!(
        (plan.inches_used() - expected).abs() < 1e-4,
        "{}",
        plan.inches_used()
    );
    ok(&mut g, r#"Move(element: "r1", to: (12, 15))"#);
    rejected(
        &mut g,
        r#"Move(element: "r1", to: (12, 15.1))"#,
        RuleId::MoveDistance,
    );
    let mut g = game();
    let why = rejected(
        &mut g,
        r#"Move(element: "r1", to: (12, 15.1))"#,
        RuleId::MoveDistance,
    );
    assert!(why.contains("1 obstacle at half a move"), "{why}");
    // Each claim carries its own tag, once: the move's length by the movement distances, the
    // obstacle by its own rule; not "each [SRC] [SRC movement distances]" at the end.
    assert!(
        why.contains("move left [SRC movement distances]; this path uses")
            && why.ends_with("1 obstacle at half a move each [SRC]"),
        "{why}"
    );
    assert!(!why.contains("] ["), "{why}");
    let es = trinchera::words::with_lang(trinchera::words::Lang::Es, || {
        g.apply(&crate::common::order(
            r#"Move(element: "r1", to: (12, 15.1))"#,
        ))
        .unwrap_err()
        .reason
        .text()
    });
    assert!(
        es.contains("[SRC distancias de movimiento]; este recorrido") && !es.contains("] ["),
        "{es}"
    );
}

#[test]
fn barbed_wire_takes_the_whole_turn() {
    // [SRC] barbed wire and rivers take a whole turn to cross.
    let mut g = game();
    ok(&mut g, r#"Move(element: "r4", to: (15, 5))"#);
    rejected(
        &mut g,
        r#"Move(element: "r4", to: (15, 5.5))"#,
        RuleId::MoveDistance,
    );
    // Having moved at all this turn, it cannot cross.
    let mut g = game();
    ok(&mut g, r#"Move(element: "r4", to: (15.5, 3))"#);
    rejected(
        &mut g,
        r#"Move(element: "r4", to: (15.5, 5))"#,
        RuleId::WholeTurnObstacle,
    );
}

#[test]
fn road_speed_for_a_move_on_road() {
    // [SRC] "Wheeled transport on road 750m(30")", "Wheeled transport off road 250m(10")".
    let mut g = game();
    ok(&mut g, r#"Move(element: "t1", to: (35, 28))"#);
    let mut g = game();
    let why = rejected(
        &mut g,
        r#"Move(element: "t1", to: (35.1, 28))"#,
        RuleId::MoveDistance,
    );
    assert!(why.contains("of its 30\" move"), "{why}");
}

/// The test ground's truck t1 on the shipped ruleset with one change.
fn game_with_rules(change: impl Fn(&mut trinchera::ruleset::Ruleset)) -> Game {
    use std::sync::Arc;
    let mut rules = crate::common::rules();
    change(&mut rules);
    let s = trinchera::scenario::parse("test.ron", TEST_SCENARIO, &rules).unwrap();
    Game::new(
        Arc::new(s),
        Arc::new(rules),
        trinchera::rules::dice::DiceSource::Scripted(vec![6; 8]),
    )
    .unwrap()
}

#[test]
fn a_move_partly_on_road_is_paid_pro_rata_or_off_road_as_the_ruleset_says() {
    // [SRC] "Wheeled transport on road 750m(30")", "off road 250m(10")"; [INF
    // movement.part_on_road] the page is silent on a move that leaves the road. t1 drives 10"
    // along the road to (15, 28), then 3" off it to (15, 25); the road is 1.2" wide, so 10.6"
    // are on road and 2.4" off.
    use trinchera::ruleset::PartOnRoad;
    let mut g = game();
    assert_eq!(
        g.rules().movement.part_on_road,
        PartOnRoad::ProRata,
        "shipped"
    );
    let (plan, _) = g
        .preview_move(idx(&g, "t1"), (15.0, 25.0), None, &[(15.0, 28.0)])
        .unwrap();
    // Pro rata: 10.6/30 + 2.4/10 of the turn's move, 5.93" of the 10" off-road move.
    assert_eq!(plan.full_move, 10.0);
    assert!(
        (plan.at_road_speed - 10.6).abs() < 1e-3,
        "{}",
        plan.at_road_speed
    );
    let expected = (10.6 / 30.0 + 2.4 / 10.0) * 10.0;
    assert!(
        (plan.inches_used() - expected).abs() < 1e-3,
        "{} vs {expected}",
        plan.inches_used()
    );
    ok(
        &mut g,
        r#"Move(element: "t1", to: (15, 25), via: [(15, 28)])"#,
    );
    // Off road: the whole 13" at 10", more than the move.
    let mut g = game_with_rules(|r| r.movement.part_on_road = PartOnRoad::OffRoad);
    let why = rejected(
        &mut g,
        r#"Move(element: "t1", to: (15, 25), via: [(15, 28)])"#,
        RuleId::MoveDistance,
    );
    assert!(why.contains("of its 10\" move"), "{why}");
}

#[test]
fn turning_in_place_is_a_move_or_free_as_the_ruleset_says() {
    // [INF movement.turn_in_place] the page is silent. As shipped a turn in place is a move:
    // [SRC] "1 point moves an element", and "All elements that have not moved ... have one
    // shot": it costs 1 AP and r1 has moved. `Free`: no AP, and it has not moved.
    use trinchera::ruleset::TurnInPlace;
    let turn = r#"Move(element: "r1", to: (12, 12), facing: Some(90))"#;
    let mut g = game();
    assert_eq!(
        g.rules().movement.turn_in_place,
        TurnInPlace::Move,
        "shipped"
    );
    ok(&mut g, turn);
    assert_eq!(ap_left(&g, "bn"), 5);
    assert!(g.element("r1").unwrap().moved);
    assert_eq!(g.element("r1").unwrap().base.facing, 90.0);
    let mut g = game_with_rules(|r| r.movement.turn_in_place = TurnInPlace::Free);
    ok(&mut g, turn);
    assert_eq!(ap_left(&g, "bn"), 6);
    assert!(!g.element("r1").unwrap().moved);
    assert_eq!(g.element("r1").unwrap().base.facing, 90.0);
}

#[test]
fn a_road_bridges_the_river() {
    // [INF] where a road crosses a river there is a bridge: no crossing cost, road speed.
    let mut g = game();
    ok(&mut g, r#"Move(element: "t1", to: (34, 28))"#);
    next_turn(&mut g);
    // Off the bridge the truck must ford: a whole turn, and 10.4" is more than across and out.
    rejected(
        &mut g,
        r#"Move(element: "t1", to: (44, 25))"#,
        RuleId::WholeTurnObstacle,
    );
    let (plan, _) = g
        .preview_move(idx(&g, "t1"), (44.0, 28.0), None, &[])
        .unwrap();
    assert!(plan.crossings.is_empty(), "{:?}", plan.crossings);
    assert_eq!(plan.full_move, 30.0, "road speed over the bridge");
    ok(&mut g, r#"Move(element: "t1", to: (44, 28))"#);
}

#[test]
fn cavalry_may_not_enter_bad_going() {
    // [SRC] "Only infantry and non-wheeled support weapons can enter." Cavalry is neither.
    let mut g = game_with(
        r#"(id: "r5", type: Rifles, at: (29, 23), facing: 90)"#,
        r#"(id: "r5", type: Cavalry, at: (29, 23), facing: 90)"#,
    );
    let before = g.clone();
    let why = rejected(
        &mut g,
        r#"Move(element: "r5", to: (32, 23))"#,
        RuleId::BadGoing,
    );
    assert!(
        why.contains("only infantry and non-wheeled support weapons"),
        "{why}"
    );
    assert_same_game(&g, &before, "a rejected order changes nothing");
    // [SRC] "Cavalry and fast tanks 375m(15")": in the open it goes 13" of its 15".
    ok(&mut g, r#"Move(element: "r5", to: (29, 10))"#);
    assert_eq!(at(&g, "r5"), (29.0, 10.0));
}

#[test]
fn a_barricade_across_a_road_is_crossed_at_non_road_speed() {
    // [SRC] "Obstacles:-walls,gullies,hedges,fences,barricades,streams take half a turn to cross
    // at non road speed." No road exemption: t1 (10" off road) crosses at x = 7 on the road.
    let mut g = game_with_feature(
        r#"(id: "barr", kind: Barricade, shape: Polyline(points: [(7, 27), (7, 29)], width: 0.5)),"#,
    );
    let (plan, _) = g
        .preview_move(idx(&g, "t1"), (9.0, 28.0), None, &[])
        .unwrap();
    assert_eq!(plan.crossings.len(), 1);
    assert!(plan.wholly_on_road);
    assert_eq!(plan.full_move, 10.0, "not the 30\" road move");
    // 4" of path and half of 10": 9" of 10".
    assert!(
        (plan.inches_used() - 9.0).abs() < 1e-4,
        "{}",
        plan.inches_used()
    );
    rejected(
        &mut g,
        r#"Move(element: "t1", to: (10.1, 28))"#,
        RuleId::MoveDistance,
    );
    ok(&mut g, r#"Move(element: "t1", to: (10, 28))"#);
}

#[test]
fn barbed_wire_across_a_road_takes_the_whole_turn() {
    // [SRC] "Barbed wire and rivers take a whole turn to cross." On a road too: the crossing
    // may be no longer than 0.4" of wire + the truck's 2" + 1" [INF].
    let wire = r#"(id: "wire2", kind: BarbedWire, shape: Polyline(points: [(7, 27), (7, 29)], width: 0.4)),"#;
    let mut g = game_with_feature(wire);
    let why = rejected(
        &mut g,
        r#"Move(element: "t1", to: (9, 28))"#,
        RuleId::WholeTurnObstacle,
    );
    assert!(why.contains("at most 3.4\""), "{why}");
    ok(&mut g, r#"Move(element: "t1", to: (8.4, 28))"#);
    assert_eq!(g.element("t1").unwrap().move_used, 1.0, "the whole turn");
    assert!(!touches(&g, "t1", "wire2"), "wholly across");
}

#[test]
fn a_truck_or_a_tank_fords_a_river_in_a_whole_turn_whatever_its_length() {
    // [SRC] "Barbed wire and rivers take a whole turn to cross." [INF] any element may ford;
    // the crossing may be as long as the 2" of river + the 2" base + 1" (ruleset
    // movement.whole_turn_margin): a 2" truck 0.5" from the bank gets wholly across.
    let mut g = game();
    g.setup().place("t3", Vec2::new(37.5, 20.0)).unwrap();
    ok(&mut g, r#"Move(element: "t3", to: (42.4, 20))"#);
    assert_eq!(at(&g, "t3"), (42.4, 20.0));
    assert!(!touches(&g, "t3", "river"), "wholly on the far bank");
    assert_eq!(g.element("t3").unwrap().move_used, 1.0, "the whole turn");
    let mut g = game();
    g.setup().place("t3", Vec2::new(37.5, 20.0)).unwrap();
    let why = rejected(
        &mut g,
        r#"Move(element: "t3", to: (43, 20))"#,
        RuleId::WholeTurnObstacle,
    );
    assert!(why.contains("at most 5.0\""), "{why}");
    // A tank, the other way.
    let mut g = game();
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    g.setup().place("k1", Vec2::new(42.5, 14.0)).unwrap();
    ok(&mut g, r#"Move(element: "k1", to: (37.6, 14))"#);
    assert!(!touches(&g, "k1", "river"), "wholly on the far bank");
}

#[test]
fn a_group_moves_for_1_ap_and_a_formation_change_costs_2() {
    // [SRC] 1 AP moves one element or one group; a group changes formation for 2 points.
    let mut g = game();
    ok(
        &mut g,
        r#"MoveGroup(elements: ["r1", "r2", "mg"], by: (0, 1))"#,
    );
    assert_eq!(ap_left(&g, "bn"), 5);
    assert_eq!(at(&g, "mg"), (16.0, 13.0));
    ok(
        &mut g,
        r#"Formation(elements: ["r1", "r2"], places: [(12, 13, 90), (13, 13, 90)])"#,
    );
    assert_eq!(ap_left(&g, "bn"), 3);
    rejected(
        &mut g,
        r#"MoveGroup(elements: ["r1", "r3"], by: (0, 1))"#,
        RuleId::Group,
    );
}

#[test]
fn a_column_costs_1_ap_a_tank_group_3_and_trucks_out_of_column_1_each() {
    // [SRC] trucks in column count as a group; tanks in column 1 AP; a group of tanks 3 AP.
    let mut g = game();
    ok(&mut g, r#"MoveGroup(elements: ["t1", "t2"], by: (10, 0))"#);
    // 1 for the column, 1 more: the trucks have no HQ of their own and the brigade HQ is far.
    assert_eq!(ap_left(&g, "trucks"), 4);
    rejected(
        &mut g,
        r#"MoveGroup(elements: ["t1", "t3"], by: (0, -2))"#,
        RuleId::Column,
    );
    let mut g = game();
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(
        &mut g,
        r#"Move(element: "k2", to: (46, 12), facing: Some(90))"#,
    );
    ok(&mut g, r#"MoveGroup(elements: ["k1", "k2"], by: (-1, 0))"#);
    assert_eq!(ap_left(&g, "tanks"), 6 - 1 - 3, "a group of tanks: 3 AP");
}

/// The tank company's AP left after k1 at (46.5, 10) and k2 at `k2` move 2" north together.
fn tanks_moved_north_with_k2_at(k2: (f32, f32)) -> u8 {
    let mut g = game();
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    g.setup()
        .place("k1", Vec2::new(46.5, 10.0))
        .unwrap()
        .place("k2", Vec2::new(k2.0, k2.1))
        .unwrap();
    ok(&mut g, r#"MoveGroup(elements: ["k1", "k2"], by: (0, 2))"#);
    ap_left(&g, "tanks")
}

#[test]
fn a_tank_column_is_one_tank_behind_another() {
    // [SRC] "If in a colomn they also cost only 1 point to move ... A group can move for 3
    // points". [INF] behind: the centre within the frontal line of the one ahead (its 1.2"
    // width), no more than movement.tank_column_gap (1.6") back, edge to edge.
    // Side by side, facing the same way: a group, 3 AP.
    assert_eq!(tanks_moved_north_with_k2_at((44.5, 10.0)), 3);
    // Right behind, 0.5" apart: a column, 1 AP.
    assert_eq!(tanks_moved_north_with_k2_at((46.5, 7.5)), 5);
    // Behind but 0.6" to one side: still within the 1.2" frontal line.
    assert_eq!(tanks_moved_north_with_k2_at((47.1, 7.5)), 5);
    // 0.7" to one side: off the frontal line, a group.
    assert_eq!(tanks_moved_north_with_k2_at((47.2, 7.5)), 3);
    // 1.5" behind is a column, 1.7" is not.
    assert_eq!(tanks_moved_north_with_k2_at((46.5, 6.5)), 5);
    assert_eq!(tanks_moved_north_with_k2_at((46.5, 6.3)), 3);
}

#[test]
fn rubble_is_bad_going() {
    // [SRC] bad going: "Only infantry and non-wheeled support weapons can enter"; [INF]
    // rubble is ruined "urban buildings", bad going (docs/rules/inferred.md).
    let mut g = game_with(
        r#"(id: "wood", kind: Woods"#,
        r#"(id: "wood", kind: Rubble"#,
    );
    rejected(
        &mut g,
        r#"Move(element: "t3", to: (31, 21))"#,
        RuleId::BadGoing,
    );
    // [INF] half speed: 1" to the edge and 2" inside cost 5" of 6".
    let (plan, _) = g
        .preview_move(idx(&g, "r5"), (32.0, 23.0), None, &[])
        .unwrap();
    assert!(
        (plan.inches_used() - 5.0).abs() < 1e-4,
        "{}",
        plan.inches_used()
    );
}

#[test]
fn mount_and_dismount_cost_1_ap_and_the_truck_carries_the_troops() {
    // [SRC] mounting and dismounting cost one point.
    let mut g = game();
    ok(&mut g, r#"Mount(elements: ["r6"], into: "t3")"#);
    assert_eq!(
        ap_left(&g, "bn"),
        4,
        "1 to mount + 1: r6 is more than 6\" from its HQ [INF]"
    );
    ok(&mut g, r#"Move(element: "t3", to: (26, 15))"#);
    assert_eq!(at(&g, "r6"), (26.0, 15.0));
    ok(&mut g, r#"Dismount(elements: ["r6"])"#);
    let (x, y) = at(&g, "r6");
    // Behind the truck, which now faces 180 (it drove south): on its north side.
    assert!((x - 26.0).abs() < 1e-4 && y > 15.0, "{x} {y}");
    rejected(
        &mut g,
        r#"Mount(elements: ["r3"], into: "t3")"#,
        RuleId::Adjacent,
    );
}

#[test]
fn what_getting_down_would_cost_is_what_dismount_charges() {
    // [SRC] dismounting costs one point, [INF] +1 out of command: r6 rides in t3 more than 6"
    // from its HQ. The End-phase question asks this of carried bases without dismounting them.
    let mut g = game();
    let r6 = idx(&g, "r6");
    assert_eq!(g.unload_cost(r6).unwrap_err().rule, RuleId::NotCarried);
    ok(&mut g, r#"Mount(elements: ["r6"], into: "t3")"#);
    // Where t3 stands the gun is behind it: no room to get down, for the order or the cost.
    assert_eq!(g.unload_cost(r6).unwrap_err().rule, RuleId::NoRoom);
    rejected(&mut g, r#"Dismount(elements: ["r6"])"#, RuleId::NoRoom);
    ok(&mut g, r#"Move(element: "t3", to: (26, 15))"#);
    let cost = g.unload_cost(r6).unwrap();
    assert_eq!((cost.unit, cost.points), (g.elements()[r6].unit, 2));
    let before = ap_left(&g, "bn");
    ok(&mut g, r#"Dismount(elements: ["r6"])"#);
    assert_eq!(ap_left(&g, "bn"), before - 2);
    // A pinned truck does not let its troops down: the same rule as the order's.
    ok(&mut g, r#"Mount(elements: ["r6"], into: "t3")"#);
    g.setup().pin("t3").unwrap();
    assert_eq!(g.unload_cost(r6).unwrap_err().rule, RuleId::Pinned);
    rejected(&mut g, r#"Dismount(elements: ["r6"])"#, RuleId::Pinned);
}

#[test]
fn troops_pass_through_troops_but_vehicles_through_nothing() {
    // [SRC] troops may interpenetrate freely, but not vehicles.
    let mut g = game();
    ok(&mut g, r#"Move(element: "r1", to: (14, 13.6))"#);
    let mut g = game();
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    rejected(
        &mut g,
        r#"Move(element: "k1", to: (44, 19))"#,
        RuleId::Interpenetration,
    );
}

#[test]
fn pinned_elements_do_not_move() {
    // [SRC] pinned troops may not move.
    let mut g = game();
    g.setup().pin("r1").unwrap();
    rejected(
        &mut g,
        r#"Move(element: "r1", to: (12, 13))"#,
        RuleId::Pinned,
    );
}

#[test]
fn nothing_leaves_the_table() {
    let mut g = game();
    rejected(
        &mut g,
        r#"Move(element: "r4", to: (15, -1))"#,
        RuleId::OffTable,
    );
    rejected(
        &mut g,
        r#"Move(element: "r4", to: (15, 0.2))"#,
        RuleId::OffTable,
    );
}

#[test]
fn out_of_command_costs_1_ap_more() {
    // [INF] more than 6" from the battalion HQ: 1 AP more.
    let mut g = game();
    ok(&mut g, r#"Move(element: "r3", to: (25, 11))"#);
    assert_eq!(ap_left(&g, "bn"), 4);
    ok(&mut g, r#"Move(element: "r1", to: (12, 13))"#);
    assert_eq!(ap_left(&g, "bn"), 3);
}

#[test]
fn a_unit_without_ap_cannot_move() {
    // bn rolls 1: one move, then no more.
    let mut g = test_game(vec![1, 6, 6, 6]);
    ok(&mut g, r#"Move(element: "r1", to: (12, 13))"#);
    let why = rejected(
        &mut g,
        r#"Move(element: "r2", to: (14, 13))"#,
        RuleId::ActionPoints,
    );
    // The cost's rule gives the tag, once: not again as "[SRC action points]" at the end.
    assert_eq!(
        why,
        "Battalion has 0 AP left; this costs 1 (1 to move one element [SRC])"
    );
    let es = trinchera::words::with_lang(trinchera::words::Lang::Es, || {
        g.apply(&crate::common::order(
            r#"Move(element: "r2", to: (14, 13))"#,
        ))
        .unwrap_err()
        .reason
        .text()
    });
    assert_eq!(
        es,
        "a Battalion le quedan 0 PA; esto cuesta 1 (1 por mover un elemento [SRC])"
    );
}

#[test]
fn the_other_side_cannot_move_out_of_turn() {
    let mut g = game();
    rejected(
        &mut g,
        r#"Move(element: "n1", to: (44, 17))"#,
        RuleId::NotYourTurn,
    );
    let _ = order(r#"EndPhase(side: "rep")"#);
}

#[test]
fn a_gun_is_manhandled_2_inches_or_limbered_and_towed() {
    // [SRC] manhandled guns 50 m (2"); limbering and unlimbering cost one point.
    let mut g = game();
    rejected(
        &mut g,
        r#"Move(element: "gun", to: (23.8, 18.9))"#,
        RuleId::MoveDistance,
    );
    let mut g = game();
    let before = ap_left(&g, "trucks");
    ok(&mut g, r#"Limber(gun: "gun", to: "t3")"#);
    // 1 to limber + 1: the trucks company's guns stand more than 6" from the brigade HQ [INF].
    assert_eq!(ap_left(&g, "trucks"), before - 2);
    rejected(
        &mut g,
        r#"Move(element: "gun", to: (23.8, 20))"#,
        RuleId::Carried,
    );
    ok(
        &mut g,
        r#"Move(element: "t3", to: (28.5, 14), via: [(28.5, 21)])"#,
    );
    assert_eq!(at(&g, "gun"), (28.5, 14.0), "the gun goes with its tow");
    ok(&mut g, r#"Unlimber(gun: "gun")"#);
    let (x, y) = at(&g, "gun");
    assert!(
        (x - 28.5).abs() < 1e-3 && y > 14.0,
        "unhooked behind the truck: {x} {y}"
    );
}

#[test]
fn a_group_of_tanks_must_all_see_each_other() {
    // [SRC] a group of tanks moves for 3 points, but all must be visible to each other.
    let mut g = game();
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    g.setup()
        .place("k1", bevy::math::Vec2::new(27.0, 23.0))
        .unwrap()
        .place("k2", bevy::math::Vec2::new(38.0, 23.0))
        .unwrap();
    rejected(
        &mut g,
        r#"MoveGroup(elements: ["k1", "k2"], by: (0, -2))"#,
        RuleId::TankGroup,
    );
}

#[test]
fn vehicles_ford_rivers_or_not_as_the_ruleset_says() {
    // [SRC] "Barbed wire and rivers take a whole turn to cross."; [INF] the page closes rivers
    // to nobody, so as shipped the river kind has `vehicles: true` and a truck fords it in the
    // whole turn (see the test above). A referee who reads a river as closed to wheels and
    // tracks sets `vehicles: false`: the truck is refused as in bad going, and a rifle
    // platoon (3.5", within the 2" + 0.8" + 1" a crossing may take) still fords it.
    let shipped = game();
    assert!(
        shipped.rules().terrain("River").unwrap().vehicles,
        "shipped"
    );
    let mut g = game_with_rules(|r| {
        r.terrain
            .iter_mut()
            .find(|t| t.name.value == "River")
            .unwrap()
            .vehicles = false;
    });
    g.setup().place("t3", Vec2::new(37.5, 20.0)).unwrap();
    rejected(
        &mut g,
        r#"Move(element: "t3", to: (42.4, 20))"#,
        RuleId::BadGoing,
    );
    g.setup().place("r1", Vec2::new(38.4, 18.0)).unwrap();
    ok(&mut g, r#"Move(element: "r1", to: (41.9, 18))"#);
    assert_eq!(at(&g, "r1"), (41.9, 18.0));
}
