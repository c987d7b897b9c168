//! [SRC] "Unlimbering\limbering and mounting\dismounting costs one point, this may be done as a
//! group if elements are adjacent." One order for several elements of one unit, 1 AP, when
//! every base in it is within `movement.adjacent` (1") of another [INF adjacent].

use crate::common::{ap_left, ok, rejected, scripted_game};
use trinchera::rules::{Game, RuleId, Status};

/// Two guns with their limbers side by side (0.4" apart), a third pair 2.4" off; two platoons
/// beside two trucks, and a platoon of another unit. AP dice: bty, bn, co, leg.
const DEPOT: &str = r#"Scenario(
    title: "Depot",
    date: "1937-06",
    sides: [(id: "rep", name: "Republic", initiative: true), (id: "nat", name: "Nationalists")],
    turns: 3,
    table: (48, 32),
    terrain: [],
    forces: [
        (side: "rep", brigades: [
            (id: "rb", name: "Republican brigade", commander: Republican,
                hq: (id: "rb-hq", type: HQ, at: (2, 30), facing: 0),
                units: [
                    (id: "bty", name: "Battery", kind: Battery, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "bty-hq", type: HQ, at: (13, 24.5), facing: 0),
                            (id: "g1", type: FieldGun, at: (10, 20), facing: 0),
                            (id: "g2", type: FieldGun, at: (12, 20), facing: 0),
                            (id: "g3", type: FieldGun, at: (16, 20), facing: 0),
                            (id: "l1", type: Limber, at: (10, 22), facing: 0),
                            (id: "l2", type: Limber, at: (12, 22), facing: 0),
                            (id: "l3", type: Limber, at: (16, 22), facing: 0),
                        ]),
                    (id: "bn", name: "Battalion", kind: Battalion, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "bn-hq", type: HQ, at: (21, 7), facing: 0),
                            (id: "r1", type: Rifles, at: (20, 10), facing: 0),
                            (id: "r2", type: Rifles, at: (22, 10), facing: 0),
                            (id: "t1", type: Truck, at: (20, 12), facing: 0),
                            (id: "t2", type: Truck, at: (22, 12), facing: 0),
                        ]),
                    (id: "co", name: "Company", kind: Company, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "co-hq", type: HQ, at: (25, 7), facing: 0),
                            (id: "c1", type: Rifles, at: (24, 10), facing: 0),
                            (id: "t3", type: Truck, at: (24, 12), facing: 0),
                        ]),
                ]),
        ]),
        (side: "nat", brigades: [
            (id: "nb", name: "Nationalist brigade", commander: Nationalist,
                hq: (id: "nb-hq", type: HQ, at: (46, 2), facing: 0),
                units: [
                    (id: "leg", name: "Bandera", kind: Battalion, quality: Regular, faction: Legion,
                        elements: [(id: "n1", type: Rifles, at: (46, 4), facing: 180)]),
                ]),
        ]),
    ],
)"#;

fn game() -> Game {
    scripted_game("depot.ron", DEPOT, vec![6; 12])
}

fn status(g: &Game, id: &str) -> Status {
    g.element(id).unwrap().status
}

#[test]
fn adjacent_guns_limber_and_unlimber_as_one_group_for_1_ap() {
    let mut g = game();
    ok(
        &mut g,
        r#"LimberGroup(pairs: [("g1", "l1"), ("g2", "l2")])"#,
    );
    assert_eq!(
        (status(&g, "g1"), status(&g, "g2")),
        (Status::Carried, Status::Carried)
    );
    // [SRC] "Unlimbering\limbering ... costs one point, this may be done as a group if
    // elements are adjacent": of the battery's 6 AP, 1 for both guns.
    assert_eq!(ap_left(&g, "bty"), 6 - 1, "one point for the group");
    ok(&mut g, r#"UnlimberGroup(guns: ["g1", "g2"])"#);
    assert_eq!(
        (status(&g, "g1"), status(&g, "g2")),
        (Status::Ready, Status::Ready)
    );
    assert_eq!(ap_left(&g, "bty"), 6 - 1 - 1);
}

#[test]
fn guns_that_are_not_adjacent_are_no_group() {
    let mut g = game();
    let before = g.clone();
    let why = rejected(
        &mut g,
        r#"LimberGroup(pairs: [("g1", "l1"), ("g3", "l3")])"#,
        RuleId::Adjacent,
    );
    assert!(why.contains("within 1\""), "{why}");
    assert_eq!(g, before, "a rejected order changes nothing");
    // Each alone is its own order and its own point.
    ok(&mut g, r#"Limber(gun: "g1", to: "l1")"#);
    ok(&mut g, r#"Limber(gun: "g3", to: "l3")"#);
    assert_eq!(ap_left(&g, "bty"), 6 - 1 - 1, "a point each");
    rejected(
        &mut g,
        r#"UnlimberGroup(guns: ["g1", "g3"])"#,
        RuleId::Adjacent,
    );
}

#[test]
fn adjacent_platoons_mount_and_dismount_as_one_group_for_1_ap() {
    let mut g = game();
    ok(&mut g, r#"MountGroup(pairs: [("r1", "t1"), ("r2", "t2")])"#);
    assert_eq!(
        (status(&g, "r1"), status(&g, "r2")),
        (Status::Carried, Status::Carried)
    );
    assert_eq!(ap_left(&g, "bn"), 5);
    ok(&mut g, r#"Dismount(elements: ["r1", "r2"])"#);
    assert_eq!(ap_left(&g, "bn"), 4);
    // A platoon of another unit is not of the group, adjacent or not.
    rejected(
        &mut g,
        r#"MountGroup(pairs: [("r2", "t2"), ("c1", "t3")])"#,
        RuleId::Group,
    );
    // One truck takes one platoon [INF].
    rejected(
        &mut g,
        r#"MountGroup(pairs: [("r1", "t1"), ("r2", "t1")])"#,
        RuleId::Cargo,
    );
}
