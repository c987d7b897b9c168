//! Vehicles under the rules, with scripted dice: their weapons, the Italian flamethrower
//! tankette, wrecks of limbers and wagons, and the one tank fright test that counts hits and
//! close combat attacks together. Rules: source-movement-fire.txt "Direct Fire", "Arc of fire",
//! "Notes on Italians"; source-morale.txt (tank fright); docs/rules/inferred.md.

use crate::common::{ok, rejected, scripted_game};
use trinchera::rules::fire::Cover;
use trinchera::rules::{Game, RuleId, Status};
use trinchera::ruleset::{Protection, Ruleset};

/// A trench with troops in it before an Italian flamethrower tankette (`lf`, hull weapon,
/// facing north), a gun tank (`gt`, turrets) with Republican rifles ahead of and behind it, a
/// dynamiteros team, and a limber and a wagon in the open. Units roll AP in this order: inf,
/// train, cts.
const ARMOUR_SCENARIO: &str = r#"Scenario(
    title: "Armour",
    date: "1937-03",
    sides: [(id: "rep", name: "Republic", initiative: true), (id: "nat", name: "Nationalists")],
    turns: 3,
    table: (48, 32),
    terrain: [
        (id: "trench", kind: Trench, shape: Polyline(points: [(16, 14), (24, 14)], width: 0.6)),
    ],
    forces: [
        (side: "rep", brigades: [
            (id: "rb", name: "Red brigade", commander: Republican,
                hq: (id: "rb-hq", type: HQ, at: (46, 30), facing: 180),
                units: [
                    (id: "inf", name: "Battalion", kind: Battalion, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "dug-in", type: Rifles, at: (20, 14), facing: 180),
                            (id: "rear", type: Rifles, at: (20, 7), facing: 0),
                            (id: "behind", type: Rifles, at: (30, 6), facing: 0),
                            (id: "ahead", type: Rifles, at: (30, 16), facing: 180),
                            (id: "dyn", type: Dynamiteros, at: (36, 10), facing: 270),
                        ]),
                    (id: "train", name: "Train", kind: Company, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "lim", type: Limber, at: (40, 14), facing: 0),
                            (id: "wag", type: Wagon, at: (44, 14), facing: 0),
                        ]),
                ]),
        ]),
        (side: "nat", brigades: [
            (id: "nb", name: "Italian brigade", commander: Italian,
                hq: (id: "nb-hq", type: HQ, at: (2, 30), facing: 180),
                units: [
                    (id: "cts", name: "Carri", kind: TankCompany, quality: Regular, faction: Italian,
                        elements: [
                            (id: "lf", type: FlamethrowerTank, at: (20, 10), facing: 0),
                            (id: "gt", type: Tank, at: (30, 10), facing: 0),
                        ]),
                ]),
        ]),
    ],
)"#;

/// Turn 1's three action points and the engaged die, the test's dice, then plenty of 6s.
fn dice(rest: &[u8]) -> Vec<u8> {
    // The engaged die after the AP dice: the tanks and the rifles, all regulars, are within
    // 6" and in sight [INF engaged]; a 6 gives the Nationalists the choice, and the Republic
    // still moves first until they give one.
    [6u8; 4]
        .iter()
        .chain(rest)
        .chain(&[6; 30])
        .copied()
        .collect()
}

fn game_with(rules: Ruleset, rest: &[u8]) -> Game {
    use std::sync::Arc;
    let s = trinchera::scenario::parse("armour.ron", ARMOUR_SCENARIO, &rules)
        .unwrap_or_else(|e| panic!("{}", e.render()));
    Game::new(
        Arc::new(s),
        Arc::new(rules),
        trinchera::rules::dice::DiceSource::Scripted(dice(rest)),
    )
    .unwrap()
}

fn game(rest: &[u8]) -> Game {
    scripted_game("armour.ron", ARMOUR_SCENARIO, dice(rest))
}

fn idx(g: &Game, id: &str) -> usize {
    g.element_index(id).unwrap()
}

/// Rolls after turn 1's action points: (who, purpose, value, needed, outcome).
fn rolls(g: &Game) -> Vec<(String, String, u8, String, String)> {
    g.log()
        .iter()
        .skip(4)
        .map(|r| {
            (
                r.who.clone(),
                r.purpose.en(),
                r.value,
                r.needed_en(),
                r.outcome.en(),
            )
        })
        .collect()
}

/// Both sides end movement; the Republic declares nothing; the Nationalists are to declare.
fn to_nationalist_fire(g: &mut Game) {
    for side in ["rep", "nat", "rep"] {
        ok(g, &format!("EndPhase(side: \"{side}\")"));
    }
}

#[test]
fn a_tank_fires_one_shot_per_gun_and_mg_and_its_turrets_turn_to_face() {
    // [SRC] "Tanks etc count one shot per gun and machinegun mounted and facing in the right
    // direction"; "crewed weapons ... 60' to their front. This includeds tanks etc unless they
    // turn a turret to face." gt faces north; `behind` is due south of it.
    let mut g = game(&[3, 2, 5]);
    to_nationalist_fire(&mut g);
    ok(&mut g, r#"Fire(element: "gt", target: "behind")"#);
    ok(&mut g, r#"Fire(element: "gt", target: "behind")"#);
    let mounts: Vec<(usize, u8)> = g
        .declarations()
        .iter()
        .map(|d| (d.mount, d.shots))
        .collect();
    assert_eq!(mounts, [(0, 1), (1, 1)], "the gun once, the MG once");
    rejected(
        &mut g,
        r#"Fire(element: "gt", target: "behind")"#,
        RuleId::Shots,
    );
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let r = rolls(&g);
    // [SRC] anti-tank gun 3,4,5,6 to hit; light MG 4,5,6; knock out in the open: the anti-tank
    // gun 6, so a 5 pins. [INF] range edge to edge, along y: gt (30, 10) is 2.0" deep, behind
    // (30, 6) 0.8": 4 - 1.0 - 0.4 = 2.6".
    assert_eq!(
        (r[0].1.as_str(), r[0].2, r[0].3.as_str(), r[0].4.as_str()),
        (
            "Anti-tank gun at behind, range 2.6\": to hit",
            3,
            "3+",
            "hit"
        )
    );
    assert_eq!(
        (r[1].1.as_str(), r[1].2, r[1].4.as_str()),
        ("Light MG at behind, range 2.6\": to hit", 2, "miss")
    );
    assert_eq!(
        (r[2].1.as_str(), r[2].2, r[2].3.as_str(), r[2].4.as_str()),
        (
            "knock out (1 hit, best Anti-tank gun)",
            5,
            "6+ in the open",
            "no — pinned"
        )
    );
    // Pinned by the hit, it tests at the end of the turn: regular 5+, a 6 unpins it.
    assert_eq!(
        (r[3].0.as_str(), r[3].1.as_str(), r[3].4.as_str()),
        ("behind", "unpinning", "unpinned")
    );
}

#[test]
fn the_flamethrower_tankettes_hull_gun_keeps_its_60_degree_arc() {
    // [SRC] "Firing is restricted for crewed weapons to an arc of 60' to their front. This
    // includeds tanks etc unless they turn a turret to face." The flamethrower is in the hull.
    let mut g = game(&[]);
    let rear = g.measure(idx(&g, "lf"), idx(&g, "rear"));
    // [INF] edge to edge: lf (20, 10) 2.0" deep, rear (20, 7) 0.8": 3 - 1.0 - 0.4 = 1.6", within
    // the flamethrower's 3" [SRC].
    assert_eq!(
        (rear.range, rear.weapons[0].in_range),
        (3.0 - 1.0 - 0.4, true)
    );
    assert!(
        !rear.weapons[0].in_arc,
        "due south of a tankette facing north"
    );
    to_nationalist_fire(&mut g);
    rejected(
        &mut g,
        r#"Fire(element: "lf", target: "rear")"#,
        RuleId::OutOfArc,
    );
    // [SRC] flamethrower range 3": `ahead` is beyond it.
    rejected(
        &mut g,
        r#"Fire(element: "lf", target: "ahead")"#,
        RuleId::OutOfRange,
    );
}

#[test]
fn the_italian_flamethrower_tank_knocks_out_troops_in_a_trench_on_4() {
    // [SRC] "The Italains also had a flamethrower tank." Flamethrower x1, 3", to hit 4,5,6,
    // knock out in trenches 4,5,6.
    let mut g = game(&[4, 4]);
    let m = g.measure(idx(&g, "lf"), idx(&g, "dug-in"));
    assert_eq!(m.protection, Cover::Ground(Protection::Trenches));
    // [INF] edge to edge: lf (20, 10) 2.0" deep, dug-in (20, 14) 0.8": 4 - 1.0 - 0.4 = 2.6".
    assert_eq!((m.range, m.weapons[0].shots), (4.0 - 1.0 - 0.4, 1));
    // [SRC] to hit 4,5,6: 3/6.
    assert_eq!(
        (m.weapons[0].p_hit, m.weapons[0].knockout_needs),
        (3.0 / 6.0, Some(4))
    );
    to_nationalist_fire(&mut g);
    ok(&mut g, r#"Fire(element: "lf", target: "dug-in")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let r = rolls(&g);
    assert_eq!((r[0].2, r[0].3.as_str(), r[0].4.as_str()), (4, "4+", "hit"));
    assert_eq!(
        (r[1].1.as_str(), r[1].2, r[1].3.as_str(), r[1].4.as_str()),
        (
            "knock out (1 hit, best Flamethrower)",
            4,
            "4+ in trenches",
            "yes — knocked out"
        )
    );
    assert_eq!(g.element("dug-in").unwrap().status, Status::KnockedOut);
}

#[test]
fn a_knocked_out_limber_and_wagon_leave_smoke_that_blocks_sight() {
    // [SRC] "Knocked out elements are removed from play except vehicles and heavier guns that
    // have smoke placed by them." Limbers and wagons are vehicles.
    for kind in ["Limber", "Wagon"] {
        assert!(
            crate::common::rules()
                .element_type(kind)
                .unwrap()
                .leaves_wreck,
            "{kind}"
        );
    }
    // Light MG at the limber: 5 hits, 4 knocks out (open 4,5,6); anti-tank gun at the wagon:
    // 4 hits (3+), 6 knocks out (open 6).
    let mut g = game(&[5, 4, 4, 6]);
    to_nationalist_fire(&mut g);
    ok(
        &mut g,
        r#"Fire(element: "gt", target: "lim", weapon: Some("LightMG"))"#,
    );
    ok(
        &mut g,
        r#"Fire(element: "gt", target: "wag", weapon: Some("AntiTankGun"))"#,
    );
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    for id in ["lim", "wag"] {
        assert_eq!(g.element(id).unwrap().status, Status::KnockedOut, "{id}");
    }
    let from: Vec<&str> = g.smoke().iter().map(|s| s.from.as_str()).collect();
    assert_eq!(from, ["lim", "wag"]);
    // [INF] the smoke blocks sight until the end of the next turn.
    let v = bevy::math::Vec2::new;
    for x in [40.0, 44.0] {
        let s = g.terrain().line_of_sight(v(x, 10.0), v(x, 18.0), g.smoke());
        assert_eq!(
            s.blocked_by.map(|b| b.kind),
            Some("Smoke".to_string()),
            "x {x}"
        );
    }
    assert_eq!(g.smoke()[0].until_turn, 2);
}

/// `behind` closes with the gun tank; `ahead` fires its rifles at it; then the fire and close
/// combat resolve: rifle 4 hits, the close assault rolls `assault`, the fright test rolls
/// `fright`.
fn hit_and_attacked(rules: Ruleset, assault: u8, fright: u8) -> Game {
    let mut g = game_with(rules, &[4, assault, fright]);
    ok(&mut g, r#"Assault(element: "behind", target: "gt")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    ok(&mut g, r#"Fire(element: "ahead", target: "gt")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    g
}

#[test]
fn tank_fright_counts_the_hits_and_the_close_combat_attacks_in_one_test() {
    // [SRC] "At the end of all combat.including artillery, aircraft, direct fire and close
    // combats(count the number of attacks) count up all the hits per armoured vehicle. Roll
    // 1 x D6, if the score is equal or less than the number of hits ..." One hit and one
    // attack: a 2 frightens it.
    let g = hit_and_attacked(crate::common::rules(), 3, 2);
    let r = rolls(&g);
    // [INF] edge to edge: ahead (30, 16) 0.8" deep, gt (30, 10) 2.0": 6 - 0.4 - 1.0 = 4.6".
    assert_eq!(
        (r[0].1.as_str(), r[0].2, r[0].4.as_str()),
        ("Rifles at gt, range 4.6\": to hit", 4, "hit")
    );
    // [INF] regular infantry knock out a tank on a 6: a 3 does not.
    assert_eq!(
        (r[1].1.as_str(), r[1].2, r[1].4.as_str()),
        ("close assault on the tank gt", 3, "no")
    );
    assert_eq!(
        (r[2].1.as_str(), r[2].2, r[2].3.as_str()),
        (
            "tank fright (1 hit, 1 close combat attack)",
            2,
            "more than 2"
        )
    );
    assert!(g.element("gt").unwrap().frightened);
    let fright_tests = r.iter().filter(|r| r.1.starts_with("tank fright")).count();
    assert_eq!(
        fright_tests, 1,
        "one test after all combat, none in close combat"
    );
}

#[test]
fn small_arms_hits_frighten_a_tank_only_while_the_ruleset_says_so() {
    // [INF morale.small_arms_frighten_tanks] rifles cannot knock a tank out ("-"); their hits
    // count for its fright test [SRC "count up all the hits"] unless the referee turns it off:
    // then only the attack counts, and the same 2 leaves it steady.
    let mut rules = crate::common::rules();
    assert!(rules.morale.small_arms_frighten_tanks, "on as shipped");
    rules.morale.small_arms_frighten_tanks = false;
    let g = hit_and_attacked(rules, 3, 2);
    let r = rolls(&g);
    assert_eq!(
        (r[2].1.as_str(), r[2].2, r[2].3.as_str(), r[2].4.as_str()),
        (
            "tank fright (1 close combat attack)",
            2,
            "more than 1",
            "steady"
        )
    );
    assert!(!g.element("gt").unwrap().frightened);
}

#[test]
fn dynamiteros_knock_out_a_tank_on_5_whatever_their_quality() {
    // [INF] infantry closing with a tank knock it out on a 6, 5-6 for elite or dynamiteros;
    // both here are regular. A knocked-out tank takes no fright test.
    for (who, knocked_out) in [("behind", false), ("dyn", true)] {
        let mut g = game(&[5]);
        ok(
            &mut g,
            &format!(r#"Assault(element: "{who}", target: "gt")"#),
        );
        for side in ["rep", "nat", "rep", "nat"] {
            ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
        }
        let r = rolls(&g);
        let needs = if knocked_out { "5+" } else { "6+" };
        assert_eq!((r[0].2, r[0].3.as_str()), (5, needs), "{who}");
        let status = g.element("gt").unwrap().status;
        assert_eq!(status == Status::KnockedOut, knocked_out, "{who}");
        let fright = r.iter().any(|r| r.1.starts_with("tank fright"));
        assert_eq!(fright, !knocked_out, "{who}");
    }
}
