//! A frightened tank's retreat, with scripted dice: it goes until no enemy sees it, however far,
//! and stops sooner only at the table edge, ground closed to it or another base.
//! Rules: source-morale.txt (tank fright); docs/rules/inferred.md "A frightened tank at the edge".

use crate::common::ok;
use trinchera::rules::{Game, Status};
use trinchera::ruleset::Ruleset;

/// An anti-tank gun facing east at a tank 6.4" away; east of the tank a hill, beyond it low
/// ground. Units roll AP in this order: guns, pz.
const RETREAT_SCENARIO: &str = r#"Scenario(
    title: "Retreat",
    date: "1937-03",
    sides: [(id: "rep", name: "Republic", initiative: true), (id: "nat", name: "Nationalists")],
    turns: 3,
    table: (48, 32),
    terrain: [
        (id: "hill", kind: Hill, height: 1, shape: Polygon([(20, 10), (28, 10), (28, 22), (20, 22)])),
    ],
    forces: [
        (side: "rep", brigades: [
            (id: "rb", name: "Red brigade", commander: Republican,
                hq: (id: "rb-hq", type: HQ, at: (2, 14), facing: 90),
                units: [
                    (id: "guns", name: "Guns", kind: Battery, quality: Regular, faction: PopularArmy,
                        elements: [(id: "atg", type: AntiTankGun, at: (4, 16), facing: 90)]),
                ]),
        ]),
        (side: "nat", brigades: [
            (id: "nb", name: "Blue brigade", commander: Nationalist,
                hq: (id: "nb-hq", type: HQ, at: (46, 30), facing: 180),
                units: [
                    (id: "pz", name: "Tanks", kind: TankCompany, quality: Regular, faction: Legion,
                        elements: [(id: "tank", type: Tank, at: (12, 16), facing: 270)]),
                ]),
        ]),
    ],
)"#;

/// The gun hits (4) and does not knock out (2); the tank's fright test rolls 1: frightened.
/// Turn 2 begins and the Republic ends its movement: the tank retreats as its side's
/// movement begins.
fn frightened_and_retreated(text: &str, rules: Ruleset) -> Game {
    use std::sync::Arc;
    let s = trinchera::scenario::parse("retreat.ron", text, &rules)
        .unwrap_or_else(|e| panic!("{}", e.render()));
    let dice = [6, 6, 4, 2, 1].into_iter().chain([6; 20]).collect();
    let mut g = Game::new(
        Arc::new(s),
        Arc::new(rules),
        trinchera::rules::dice::DiceSource::Scripted(dice),
    )
    .unwrap();
    for side in ["rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    ok(&mut g, r#"Fire(element: "atg", target: "tank")"#);
    for side in ["rep", "nat", "rep"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    assert_eq!(g.turn(), 2);
    let fright = g
        .log()
        .iter()
        .find(|r| r.purpose.en().starts_with("tank fright"));
    assert_eq!(fright.map(|r| r.value), Some(1));
    g
}

fn sees(g: &Game, at: bevy::math::Vec2) -> bool {
    let gun = g.element("atg").unwrap().base.center;
    let hq = g.element("rb-hq").unwrap().base.center;
    [gun, hq]
        .iter()
        .any(|from| g.terrain().line_of_sight(*from, at, g.smoke()).clear)
}

#[test]
fn a_frightened_tank_retreats_past_its_full_move_until_out_of_sight() {
    // [SRC] "it must in its next move retreat away from the enemy until it is out of sight of
    // all enemy. It will then be pinned". Over the hill and down the far side: the hill hides
    // it from the gun and the HQ, both lower, 16" on — more than its 10" move.
    let rules = crate::common::rules();
    assert_eq!(rules.element_type("Tank").unwrap().move_inches, 10.0);
    let g = frightened_and_retreated(RETREAT_SCENARIO, rules);
    let t = g.element("tank").unwrap();
    assert!(t.pinned && !t.frightened && t.status == Status::Ready);
    let at = t.base.center;
    assert!(!sees(&g, at), "out of sight at {at}");
    let step_back = at - bevy::math::Vec2::new(0.1, 0.0);
    assert!(
        sees(&g, step_back),
        "it stopped at the first place out of sight"
    );
    // [INF sight] a hill blocks sight between two elements both lower than it: while the
    // tank's centre is on the hill (x 20 to 28) it is higher than the gun and the HQ and is
    // seen; the first place off the hill's far side, x 28, is out of sight: 28 - 12 = 16".
    let went = at.x - 12.0;
    let expected = 28.0 - 12.0;
    assert!((went - expected).abs() < 0.05, "went {went}");
    assert!(g.events().iter().any(|e| {
        e.text
            .en()
            .contains("tank is frightened: it retreats 16.0\" away from the enemy, out of sight")
    }));
}

/// The retreat scenario without the hill: nothing hides the tank this side of the east edge.
fn open_ground() -> String {
    crate::common::edit(
        RETREAT_SCENARIO,
        r#"(id: "hill", kind: Hill, height: 1, shape: Polygon([(20, 10), (28, 10), (28, 22), (20, 22)])),"#,
        "",
    )
}

#[test]
fn at_the_table_edge_still_in_sight_it_stops_or_drives_off_as_the_ruleset_says() {
    // [SRC] "retreat away from the enemy until it is out of sight of all enemy"; [INF
    // morale.frightened_leave_table] the page is silent on the edge. As shipped it stops with
    // its back to the edge, pinned: centre 1" in from x = 48, 35" from where it stood.
    let rules = crate::common::rules();
    assert!(!rules.morale.frightened_leave_table);
    let g = frightened_and_retreated(&open_ground(), rules);
    let t = g.element("tank").unwrap();
    assert_eq!((t.status, t.pinned), (Status::Ready, true));
    assert!(
        (t.base.center.x - 47.0).abs() < 0.1,
        "x {}",
        t.base.center.x
    );
    assert!(sees(&g, t.base.center), "still in sight at the edge");
    // Turned the other way, the tank drives off the table and is lost to its company.
    let mut rules = crate::common::rules();
    rules.morale.frightened_leave_table = true;
    let g = frightened_and_retreated(&open_ground(), rules);
    let t = g.element("tank").unwrap();
    assert_eq!(t.status, Status::Routed);
    let pz = g.units().iter().position(|u| u.id == "pz").unwrap();
    assert_eq!(g.strength(pz), 0.0);
}
