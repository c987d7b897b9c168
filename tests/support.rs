//! The artillery and aircraft phase [INF], with scripted dice: ../shared/rules/README.md
//! "Artillery and aircraft" — a battery needs a spotter with line of sight (an HQ or observer);
//! a 4" x 2" beaten zone; every element under it takes one shot on the field-gun line;
//! unobserved -1 to hit; road columns take two shots. Aircraft: D6 per sortie, 1-2 diverted,
//! 3 arrives next turn, 4-6 attacks; AA in range drives it off on 5+; on a 1 the aim point
//! drifts D6" in a random direction. Animosity forbids support for the other faction's troops.

use crate::common::{ok, rejected, scripted_game};
use trinchera::rules::{Game, Mark, Phase, RuleId, Status};

/// The Republic (initiative) has an off-table battery any spotter may call, an anarchist
/// battery only the anarchist observer may call, a field gun on the table, and an AA gun.
/// The Nationalists have one sortie a turn. The brigade HQ at (30, 30) looks straight down the
/// table at the targets; the anarchist observer at (10, 16) is blinded by a wood.
const SUPPORT_SCENARIO: &str = include_str!("../scenarios/artillery-drill.ron");

/// Action points for obs, arty, leg, pz (6s: no runaway), the die for who chooses to move
/// first (the tank and the brigade HQ, both regulars, are 4.6" apart and in sight: engaged
/// [INF]; 6: the Nationalists choose, and leave the Republic first), then the test's dice,
/// then 6s.
fn game(rest: &[u8]) -> Game {
    let dice = [&[6, 6, 6, 6, 6][..], rest, &[6; 20]].concat();
    scripted_game("support.ron", SUPPORT_SCENARIO, dice)
}

fn to_artillery(g: &mut Game) {
    ok(g, r#"EndPhase(side: "rep")"#);
    ok(g, r#"EndPhase(side: "nat")"#);
    assert_eq!(g.phase(), Phase::Artillery);
    assert_eq!(g.side_name(g.active()), "Republic");
}

fn el<'a>(g: &'a Game, id: &str) -> &'a trinchera::rules::game::ElementState {
    g.element(id).unwrap()
}

/// The rolls after the turn's four action-point dice and the engaged die: (purpose, value,
/// needed, outcome).
fn rolls(g: &Game) -> Vec<(String, u8, String, String)> {
    g.log()
        .iter()
        .skip(5)
        .map(|r| (r.purpose.en(), r.value, r.needed_en(), r.outcome.en()))
        .collect()
}

#[test]
fn a_battery_shells_every_element_under_its_zone_on_the_field_gun_line() {
    // [INF] one shot each on the field-gun line: to hit 4+; knock out in the open 5+ [SRC chart].
    // n1: hit (4), knockout 5: knocked out. n2: miss (3). n3 is 5" away, not under the zone.
    let mut g = game(&[4, 5, 3]);
    to_artillery(&mut g);
    let odds = g.bombard_odds("bty", (30.0, 16.0)).unwrap();
    assert_eq!(odds.spotter.as_deref(), Some("rb-hq"));
    assert_eq!(odds.size, (4.0, 2.0));
    let under: Vec<&str> = odds.targets.iter().map(|t| t.element.as_str()).collect();
    assert_eq!(under, ["n1", "n2"]);
    assert_eq!(odds.targets[0].to_hit, 4);
    // [SRC chart] field gun: to hit 4,5,6 (3/6); knock out in the open 5,6 (2/6).
    assert_eq!(odds.targets[0].p_hit, 3.0 / 6.0);
    assert_eq!(odds.targets[0].knockout_needs, Some(5));
    let p_knockout = 3.0 / 6.0 * (2.0 / 6.0);
    assert!((odds.targets[0].p_knockout - p_knockout).abs() < 1e-12);
    ok(&mut g, r#"Bombard(battery: "bty", at: (30, 16))"#);
    let r = rolls(&g);
    assert_eq!((r[0].1, r[0].2.as_str(), r[0].3.as_str()), (4, "4+", "hit"));
    assert!(r[0].0.starts_with("Field gun at n1"), "{}", r[0].0);
    assert_eq!(
        (r[1].0.as_str(), r[1].1, r[1].2.as_str(), r[1].3.as_str()),
        (
            "knock out (1 hit, Field gun)",
            5,
            "5+ in the open",
            "yes — knocked out"
        )
    );
    assert_eq!((r[2].1, r[2].3.as_str()), (3, "miss"));
    assert_eq!(r.len(), 3);
    assert_eq!(el(&g, "n1").status, Status::KnockedOut);
    assert!(!el(&g, "n2").pinned);
    assert!(g.events().iter().any(|e| {
        e.marks
            .iter()
            .any(|m| matches!(m, Mark::Zone { size, .. } if *size == [4.0, 2.0]))
    }));
    // Once a turn [INF].
    rejected(
        &mut g,
        r#"Bombard(battery: "bty", at: (30, 16))"#,
        RuleId::BatteryCannotFire,
    );
}

#[test]
fn a_hit_that_does_not_knock_out_pins_and_pinned_elements_do_not_fire() {
    // [SRC] a hit that does not knock out pins; [SRC] pinned elements do not fire.
    let mut g = game(&[4, 4, 1]);
    to_artillery(&mut g);
    ok(&mut g, r#"Bombard(battery: "bty", at: (30, 16))"#);
    assert!(el(&g, "n1").pinned);
    assert_eq!(rolls(&g)[1].3, "no — pinned");
}

#[test]
fn road_columns_take_two_shots() {
    // [INF] c1 and c2 stand on the road 0.4" apart: each takes two shots.
    let mut g = game(&[1, 1, 1, 1]);
    to_artillery(&mut g);
    let odds = g.bombard_odds("bty", (30.0, 8.0)).unwrap();
    assert!(odds.targets.iter().all(|t| t.road_column && t.shots == 2));
    // [SRC chart] 4+ to hit is 3/6 a shot; two shots miss together (3/6)^2 of the time, so
    // at least one hits 1 - 1/4 = 3/4.
    let miss = 3.0 / 6.0;
    assert_eq!(odds.targets[0].p_hit, 1.0 - miss * miss);
    ok(&mut g, r#"Bombard(battery: "bty", at: (30, 8))"#);
    let to_hit: Vec<String> = rolls(&g).into_iter().map(|r| r.3).collect();
    assert_eq!(to_hit, ["miss", "miss", "miss", "miss"]);
    assert!(rolls(&g)[0].0.contains("road column"));
}

#[test]
fn an_element_no_spotter_sees_is_hit_on_one_more() {
    // [INF] unobserved -1 to hit: `hid` stands 2" inside the forest, where nobody sees it, so
    // it needs 5+; the aim point itself is seen: the sight line runs 0.9" into the forest, within the edge rule's 1".
    let mut g = game(&[4, 6, 6]);
    to_artillery(&mut g);
    let odds = g
        .bombard_odds("bty", (34.3, 17.5))
        .unwrap_or_else(|e| panic!("{}", e.reason));
    let hid = odds.targets.iter().find(|t| t.element == "hid").unwrap();
    assert!(!hid.observed);
    assert_eq!(hid.to_hit, 5);
    // In the woods: soft cover, the field gun's cover column, 5+.
    assert_eq!(hid.knockout_needs, Some(5));
    ok(&mut g, r#"Bombard(battery: "bty", at: (34.3, 17.5))"#);
    let r = rolls(&g);
    assert_eq!(
        (r[0].1, r[0].2.as_str(), r[0].3.as_str()),
        (4, "5+", "miss")
    );
    assert!(r[0].0.contains("unobserved"));
    assert_eq!(el(&g, "hid").status, Status::Ready);
}

#[test]
fn a_battery_needs_a_spotter_that_sees_the_point_and_will_support_its_faction() {
    let mut g = game(&[]);
    to_artillery(&mut g);
    // [INF] the forest hides (37, 17.5) from every spotter.
    rejected(
        &mut g,
        r#"Bombard(battery: "bty", at: (37, 17.5))"#,
        RuleId::NoSpotter,
    );
    // [SRC animosity] the anarchist battery may not be called by the communist HQ; its own
    // observer is blinded by the copse.
    let why = rejected(
        &mut g,
        r#"Bombard(battery: "anar-bty", at: (30, 16))"#,
        RuleId::NoSpotter,
    );
    assert!(
        why.contains("not of a faction it will not support"),
        "{why}"
    );
    // Where its own observer sees, the anarchist battery fires.
    assert_eq!(
        g.bombard_odds("anar-bty", (10.0, 26.0))
            .unwrap()
            .spotter
            .as_deref(),
        Some("obs-a")
    );
    rejected(
        &mut g,
        r#"Bombard(battery: "nope", at: (30, 16))"#,
        RuleId::UnknownBattery,
    );
    rejected(
        &mut g,
        r#"Bombard(battery: "bty", at: (60, 16))"#,
        RuleId::AimOffTable,
    );
}

#[test]
fn artillery_acts_only_in_its_phase_and_side() {
    let mut g = game(&[]);
    rejected(
        &mut g,
        r#"Bombard(battery: "bty", at: (30, 16))"#,
        RuleId::WrongPhase,
    );
    to_artillery(&mut g);
    rejected(
        &mut g,
        r#"AirStrike(side: "nat", at: (30, 16))"#,
        RuleId::NotYourTurn,
    );
    // The Republic ends its artillery: the Nationalists have a sortie, so it is their turn.
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    assert_eq!(g.phase(), Phase::Artillery);
    assert_eq!(g.side_name(g.active()), "Nationalists");
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    assert_eq!(g.phase(), Phase::DirectFire);
    assert_eq!(g.side_name(g.active()), "Republic");
}

#[test]
fn a_gun_on_the_table_fires_its_battery_only_while_it_can() {
    let mut g = game(&[1]);
    to_artillery(&mut g);
    g.setup().pin("gun").unwrap();
    let why = rejected(
        &mut g,
        r#"Bombard(battery: "gun-bty", at: (30, 16))"#,
        RuleId::BatteryCannotFire,
    );
    assert!(why.contains("is pinned"), "{why}");
}

fn to_nat_artillery(g: &mut Game) {
    to_artillery(g);
    ok(g, r#"EndPhase(side: "rep")"#);
    assert_eq!(g.side_name(g.active()), "Nationalists");
}

#[test]
fn a_sortie_is_diverted_on_1_or_2_and_comes_next_turn_on_3() {
    // [INF] the sortie die: 2 diverted.
    let mut g = game(&[2]);
    to_nat_artillery(&mut g);
    ok(&mut g, r#"AirStrike(side: "nat", at: (30, 16))"#);
    assert_eq!(rolls(&g)[0].3, "diverted");
    assert_eq!(g.sorties()[1].left, 0);
    rejected(
        &mut g,
        r#"AirStrike(side: "nat", at: (30, 16))"#,
        RuleId::NoSortie,
    );
    // 3: it comes next turn, on top of next turn's own sortie.
    let mut g = game(&[3]);
    to_nat_artillery(&mut g);
    ok(&mut g, r#"AirStrike(side: "nat", at: (30, 16))"#);
    assert_eq!(rolls(&g)[0].3, "late: it comes next turn");
    assert_eq!(g.sorties()[1].next_turn, 1);
    for side in ["nat", "rep", "nat"] {
        ok(&mut g, &format!(r#"EndPhase(side: "{side}")"#));
    }
    assert_eq!(g.turn(), 2);
    assert_eq!(g.sorties()[1].left, 2);
}

#[test]
fn anti_aircraft_in_range_drives_the_aircraft_off_on_5() {
    // [INF] 4-6 attacks; the AA gun at (20, 28) reaches 40": a 5 drives it off.
    let mut g = game(&[4, 5]);
    to_nat_artillery(&mut g);
    ok(&mut g, r#"AirStrike(side: "nat", at: (30, 16))"#);
    let r = rolls(&g);
    assert_eq!(
        (r[1].0.as_str(), r[1].3.as_str()),
        (
            "anti-aircraft fire at He 51 of the Condor Legion",
            "driven off"
        )
    );
    assert_eq!(r.len(), 2);
}

#[test]
fn bombs_on_target_or_drifting_a_d6_inches() {
    // Attacks (6), AA misses (4), drift die 2: on target. The zone lies along the table: 4"
    // across x. n1 and n2 (friends of the aircraft: the bombs do not choose) are under it.
    let mut g = game(&[6, 4, 2, 1, 1]);
    to_nat_artillery(&mut g);
    assert!(g.air_strike_odds((30.0, 16.0)).unwrap().targets.len() == 2);
    ok(&mut g, r#"AirStrike(side: "nat", at: (30, 16))"#);
    let r = rolls(&g);
    assert_eq!(r[2].3, "on target");
    assert_eq!(
        (r[3].0.as_str(), r[3].3.as_str()),
        ("Field gun at n1: to hit", "miss")
    );
    // Drift: a 1, then 6" in direction 2 (60° clockwise from up the table [INF drift: 1 up
    // the table, each pip 60° clockwise]): from (31, 14) to (31 + 6 sin 60°, 14 + 6 cos 60°) =
    // (36.196, 17) — inside the forest, where `hid` is.
    let mut g = game(&[6, 4, 1, 6, 2, 6, 6]);
    to_nat_artillery(&mut g);
    ok(&mut g, r#"AirStrike(side: "nat", at: (31, 14))"#);
    let zone = g
        .events()
        .iter()
        .flat_map(|e| &e.marks)
        .find_map(|m| match m {
            Mark::Zone { center, .. } => Some(*center),
            _ => None,
        })
        .unwrap();
    let sixty = 60f32.to_radians();
    let drifted = [31.0 + 6.0 * sixty.sin(), 14.0 + 6.0 * sixty.cos()];
    assert!(
        (zone[0] - drifted[0]).abs() < 0.01 && (zone[1] - drifted[1]).abs() < 0.01,
        "{zone:?} not {drifted:?}"
    );
    // Aircraft see what they bomb: `hid` is hit on 4+ (6), knocked out in the woods on 5+ (6).
    assert_eq!(el(&g, "hid").status, Status::KnockedOut);
}

#[test]
fn a_sorties_fate_is_read_from_the_dice_its_air_strike_rolled() {
    use trinchera::rules::support::SortieFate;
    // The panel's last order says what came of an air strike from this, not the aim point as
    // if it were struck: 2 diverted, 3 next turn, a 5 of the AA gun driven off, a 2 of the
    // drift die on target, a 1 drifted 6" in direction 2.
    let fate = |dice: &[u8], at: (f32, f32)| {
        let mut g = game(dice);
        to_nat_artillery(&mut g);
        let before = g.log().len();
        ok(
            &mut g,
            &format!(r#"AirStrike(side: "nat", at: ({}, {}))"#, at.0, at.1),
        );
        let zone = g
            .events()
            .iter()
            .rev()
            .flat_map(|e| &e.marks)
            .find_map(|m| match m {
                Mark::Zone { center, .. } => Some((center[0], center[1])),
                _ => None,
            });
        (g.sortie_fate(at, &g.log()[before..]), zone)
    };
    assert_eq!(fate(&[2], (30.0, 16.0)), (Some(SortieFate::Diverted), None));
    assert_eq!(fate(&[3], (30.0, 16.0)), (Some(SortieFate::NextTurn), None));
    assert_eq!(
        fate(&[4, 5], (30.0, 16.0)),
        (Some(SortieFate::DrivenOff), None)
    );
    let bombed = |at, drifted| Some(SortieFate::Bombed { at, drifted });
    assert_eq!(
        fate(&[6, 4, 2], (30.0, 16.0)),
        (bombed((30.0, 16.0), false), Some((30.0, 16.0)))
    );
    // Where it drifted to is where the zone fell, to the bit.
    let (drift, zone) = fate(&[6, 4, 1, 6, 2, 6, 6], (31.0, 14.0));
    let zone = zone.unwrap();
    assert_eq!(drift, bombed(zone, true));
    assert!(
        (zone.0 - 36.196).abs() < 1e-3 && (zone.1 - 17.0).abs() < 1e-3,
        "{zone:?}"
    );
    // An order that rolled no sortie's die has no fate.
    let g = game(&[]);
    assert_eq!(g.sortie_fate((30.0, 16.0), g.log()), None);
}

#[test]
fn shell_hits_on_a_tank_count_for_its_fright_test() {
    // [SRC] tank fright after all combat: a score equal to or less than its hits frightens it.
    // Field gun against tanks: knock out 3+. Hit (5), knock out 2: no. Fright die 1: frightened.
    let mut g = game(&[5, 2, 1]);
    to_artillery(&mut g);
    ok(&mut g, r#"Bombard(battery: "bty", at: (30, 24))"#);
    for side in ["rep", "nat", "rep", "nat"] {
        ok(&mut g, &format!(r#"EndPhase(side: "{side}")"#));
    }
    let fright = g
        .log()
        .iter()
        .find(|r| r.purpose.en().starts_with("tank fright"))
        .unwrap();
    assert_eq!(
        (fright.purpose.en().as_str(), fright.value),
        ("tank fright (1 hit)", 1)
    );
    assert!(el(&g, "tk").frightened || el(&g, "tk").pinned);
}

#[test]
fn shell_knockouts_count_for_the_turns_rout_test() {
    // [SRC] "a battalion or tank company that loses 20% in one turn" tests; hits from artillery
    // count like any other [INF]. Both n1 and n2 knocked out (4 hits, 5 knocks out, twice): the
    // Bandera has lost 2 of its 6, a third, this turn.
    let mut g = game(&[4, 5, 4, 5]);
    to_artillery(&mut g);
    ok(&mut g, r#"Bombard(battery: "bty", at: (30, 16))"#);
    for side in ["rep", "nat", "rep", "nat"] {
        ok(&mut g, &format!(r#"EndPhase(side: "{side}")"#));
    }
    assert!(
        g.events()
            .iter()
            .any(|e| e.text.en().starts_with("Bandera takes a rout test")),
        "{:?}",
        g.events().iter().map(|e| &e.text).collect::<Vec<_>>()
    );
    assert!(
        g.log()
            .iter()
            .any(|r| r.who != "Bandera" && r.purpose == "rout test")
    );
}
