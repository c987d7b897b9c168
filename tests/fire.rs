//! Direct fire, rule by rule, with scripted dice and the chart's exact numbers.
//! Rules: docs/rules/README.md "Direct fire", "Line of sight and range", "Morale" (tank
//! fright, unpinning, peninsular officers); source-movement-fire.txt.

use crate::common::{FIRE_SCENARIO, edit, fire_game, ok, rejected, scripted_game, to_fire_phase};
use trinchera::rules::dice::{RollKind, Roller};
use trinchera::rules::fire::Cover;
use trinchera::rules::movement::GroupMove;
use trinchera::rules::{Game, Phase, RuleId, Status};
use trinchera::ruleset::Protection;

const AP: [u8; 4] = [6, 6, 6, 6];

/// Turn 1's action points, the dice a test scripts, then plenty of 6s for later turns.
fn dice(rest: &[u8]) -> Vec<u8> {
    AP.iter().chain(rest).chain(&[6; 16]).copied().collect()
}

fn el<'a>(g: &'a Game, id: &str) -> &'a trinchera::rules::game::ElementState {
    g.element(id).unwrap()
}

fn idx(g: &Game, id: &str) -> usize {
    g.element_index(id).unwrap()
}

/// Rolls logged after the turn's action points.
fn fire_log(g: &Game) -> Vec<(String, u8, String, String)> {
    g.log()
        .iter()
        .skip(4)
        .map(|r| (r.purpose.en(), r.value, r.needed_en(), r.outcome.en()))
        .collect()
}

#[test]
fn a_heavy_mg_has_three_shots_a_4_hits_and_a_3_misses() {
    // [SRC] heavy MG x3, to hit 4,5,6; knock out in the open 4,5,6; a hit that does not knock
    // out pins.
    let mut g = fire_game(dice(&[5, 3, 4, 3, 2]));
    to_fire_phase(&mut g);
    ok(&mut g, r#"Fire(element: "hmg", target: "t-open")"#);
    assert_eq!(g.declarations()[0].shots, 3);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let log = fire_log(&g);
    assert_eq!(log[0].1, 5);
    assert_eq!((log[0].2.as_str(), log[0].3.as_str()), ("4+", "hit"));
    // [INF] range edge to edge: hmg at (35, 24) and t-open at (35, 14) both face along y, each
    // 0.8" deep [INF bases]: 10 - 0.4 - 0.4 = 9.2".
    assert_eq!((log[1].1, log[1].3.as_str()), (3, "miss"));
    assert_eq!((log[2].1, log[2].3.as_str()), (4, "hit"));
    assert!(
        log[0]
            .0
            .starts_with("Heavy MG at t-open, range 9.2\": to hit"),
        "{}",
        log[0].0
    );
    // One knockout test for the two hits: 3 against 4+ in the open — no, pinned.
    assert_eq!(log[3].0, "knock out (2 hits, best Heavy MG)");
    assert_eq!(
        (log[3].1, log[3].2.as_str(), log[3].3.as_str()),
        (3, "4+ in the open", "no — pinned")
    );
    // Unpinning at the end of the turn: elite pass on 4+; a 2 stays pinned.
    assert_eq!(
        (log[4].0.as_str(), log[4].1, log[4].3.as_str()),
        ("unpinning", 2, "stays pinned")
    );
    assert!(el(&g, "t-open").pinned);
    assert_eq!(g.turn(), 2);
    // `trinchera run`'s report says what each die needed once: "(needs 4+)", not "(needs
    // needs 4+)"; in Spanish "(necesita 4+)".
    let report = trinchera::report::to_text(&g, &[]);
    assert!(
        report
            .contains("rolls 5 for Heavy MG at t-open, range 9.2\": to hit (needs 4+): hit [SRC]"),
        "{report}"
    );
    assert!(!report.contains("needs needs"), "{report}");
    // Each element's state in words, as its card says it, not the program's name for it.
    assert!(report.contains("in good order"), "{report}");
    assert!(!report.contains("Ready"), "{report}");
    let es = trinchera::words::with_lang(trinchera::words::Lang::Es, || {
        trinchera::report::to_text(&g, &[])
    });
    assert!(
        es.contains("(necesita 4+)") && !es.contains("necesita necesita"),
        "{es}"
    );
}

#[test]
fn small_arms_do_not_knock_out_behind_hard_cover_they_pin() {
    // [SRC] "6*": rifles knock out only behind soft cover; a wall is hard cover.
    let mut g = fire_game(dice(&[4, 6]));
    to_fire_phase(&mut g);
    let m = g.measure(idx(&g, "rif"), idx(&g, "t-wall"));
    assert_eq!(m.protection, Cover::Ground(Protection::HardCover));
    assert_eq!(m.protection_from.as_deref(), Some("wall"));
    assert_eq!(m.weapons[0].knockout_needs, None);
    // [SRC] rifles hit on 4,5,6: 3/6; no knockout behind hard cover, so every hit pins.
    assert_eq!(m.weapons[0].p_hit, 3.0 / 6.0);
    assert_eq!(m.weapons[0].p_knockout, 0.0);
    assert_eq!(m.weapons[0].p_pin, 3.0 / 6.0);
    ok(&mut g, r#"Fire(element: "rif", target: "t-wall")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let log = fire_log(&g);
    assert_eq!((log[0].1, log[0].3.as_str()), (4, "hit"));
    // No knockout die: the next die is the unpinning test (6: unpinned).
    assert_eq!(log[1].0, "unpinning");
    assert!(g.events().iter().any(|e| {
        e.text
            .en()
            .contains("t-wall was hit by weapons that cannot knock it out here")
    }));
}

#[test]
fn trenches_and_a_field_of_fire_by_the_chart() {
    // [SRC] heavy MG against trenches: "-", it cannot knock out; anti-tank gun 3+ to hit.
    let g = fire_game(AP.to_vec());
    let m = g.measure(idx(&g, "hmg"), idx(&g, "t-trench"));
    assert_eq!(m.protection, Cover::Ground(Protection::Trenches));
    assert_eq!(m.weapons[0].knockout_needs, None);
    let m = g.measure(idx(&g, "atg"), idx(&g, "tank"));
    assert_eq!(m.protection, Cover::Armour);
    let w = &m.weapons[0];
    // [SRC] anti-tank gun: to hit 3,4,5,6 (4/6), knock out tanks 4,5,6 (3/6).
    assert_eq!((w.p_hit, w.knockout_needs), (4.0 / 6.0, Some(4)));
    assert_eq!(w.p_knockout, 4.0 / 6.0 * (3.0 / 6.0));
    assert_eq!(w.p_pin, 0.0, "tanks are never pinned");
}

#[test]
fn woods_block_sight_and_the_verdict_names_them() {
    // The rifle's fire at the base behind the wood, refused: why, in the reader's words.
    let refused = |g: &mut Game| {
        to_fire_phase(g);
        rejected(
            g,
            r#"Fire(element: "rif", target: "t-wood")"#,
            RuleId::NoLineOfSight,
        )
    };
    let mut g = fire_game(AP.to_vec());
    let why = refused(&mut g);
    // A player is told what blocks and where, not the scenario's id (`wood`): the middle of
    // the wood, Rect(x: 20, y: 10, width: 6, height: 6), to the inch.
    assert!(
        why.contains("blocked by the woods at (23\", 13\") [INF]"),
        "{why}"
    );
    assert!(!why.contains('`'), "{why}");
    let es = trinchera::words::with_lang(trinchera::words::Lang::Es, || {
        g.measure(idx(&g, "rif"), idx(&g, "t-wood"))
            .los
            .blocked_by
            .unwrap()
            .words()
            .text()
    });
    assert_eq!(es, "bosque (en 23\", 13\")");
    // A wood the scenario names is told by its name.
    let named = edit(
        FIRE_SCENARIO,
        r#"(id: "wood", kind: Woods,"#,
        r#"(id: "wood", kind: Woods, name: "Casa de Campo","#,
    );
    let why = refused(&mut scripted_game("fire.ron", &named, AP.to_vec()));
    assert!(
        why.contains("blocked by Casa de Campo (woods) [INF]"),
        "{why}"
    );
}

#[test]
fn range_arc_and_minimum_range() {
    let mut g = fire_game(AP.to_vec());
    to_fire_phase(&mut g);
    rejected(
        &mut g,
        r#"Fire(element: "rif", target: "t-trench")"#,
        RuleId::OutOfRange,
    );
    // [SRC] crewed weapons fire 60° to the front: the gun faces 180, t-close is at 291°.
    rejected(
        &mut g,
        r#"Fire(element: "atg", target: "t-close")"#,
        RuleId::OutOfArc,
    );
    // [SRC] light mortars 2-20": 0.7" is too close.
    let why = rejected(
        &mut g,
        r#"Fire(element: "mor", target: "t-close")"#,
        RuleId::OutOfRange,
    );
    assert!(why.contains("minimum range"), "{why}");
}

#[test]
fn extra_shots_go_at_the_same_target_or_one_adjacent() {
    // [SRC] the extra shots must be at the same target or elements adjacent to it.
    let mut g = fire_game(AP.to_vec());
    to_fire_phase(&mut g);
    ok(
        &mut g,
        r#"Fire(element: "hmg", target: "t-open", shots: Some(1))"#,
    );
    rejected(
        &mut g,
        r#"Fire(element: "hmg", target: "t-wall", shots: Some(1))"#,
        RuleId::ExtraShots,
    );
    ok(
        &mut g,
        r#"Fire(element: "hmg", target: "t-open2", shots: Some(2))"#,
    );
    rejected(
        &mut g,
        r#"Fire(element: "hmg", target: "t-open")"#,
        RuleId::Shots,
    );
}

#[test]
fn one_knockout_test_with_the_best_column_among_the_weapons_that_hit() {
    // [SRC] tested once a turn however often hit; [INF] the best column: rifles need 5+ in
    // the open, the HMG 4+, so a 4 knocks it out.
    let mut g = fire_game(dice(&[6, 1, 1, 4, 4]));
    to_fire_phase(&mut g);
    ok(&mut g, r#"Fire(element: "rif", target: "t-open")"#);
    ok(&mut g, r#"Fire(element: "hmg", target: "t-open")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let log = fire_log(&g);
    assert_eq!(log[4].0, "knock out (2 hits, best Heavy MG)");
    assert_eq!(
        (log[4].1, log[4].2.as_str(), log[4].3.as_str()),
        (4, "4+ in the open", "yes — knocked out")
    );
    assert_eq!(el(&g, "t-open").status, Status::KnockedOut);
}

#[test]
fn elements_that_moved_do_not_fire_but_tanks_fire_after_the_non_movers() {
    // [SRC] elements that have not moved fire; tanks may move and fire, after the non-movers.
    let mut g = fire_game(dice(&[2, 6, 6]));
    ok(&mut g, r#"Move(element: "rif", to: (30, 23))"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"Move(element: "tank", to: (44, 15))"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    rejected(
        &mut g,
        r#"Fire(element: "rif", target: "t-open")"#,
        RuleId::MovedDoNotFire,
    );
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    // The tank declares first but, having moved, fires in the second step.
    ok(
        &mut g,
        r#"Fire(element: "tank", target: "atg", shots: Some(1))"#,
    );
    ok(&mut g, r#"Fire(element: "t-open", target: "hmg")"#);
    assert_eq!(g.declarations()[0].step, 2);
    assert_eq!(g.declarations()[1].step, 1);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let log = fire_log(&g);
    // t-open (35, 14) to hmg (35, 24), both 0.8" deep along y: 10 - 0.4 - 0.4 = 9.2".
    assert_eq!(
        log[0].0.split(':').next().unwrap(),
        "Rifles at hmg, range 9.2\""
    );
    assert!(log[1].0.starts_with("Light MG at atg"), "{}", log[1].0);
}

#[test]
fn results_apply_at_the_end_of_each_step() {
    // [INF] within a step fire is simultaneous: both knock each other out; [SRC] a vehicle
    // weapon that moved fires after, so a tank knocked out in step 1 never fires.
    let mut g = fire_game(dice(&[3, 5]));
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"Move(element: "tank", to: (44, 15))"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    ok(&mut g, r#"Fire(element: "atg", target: "tank")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(
        &mut g,
        r#"Fire(element: "tank", target: "atg", shots: Some(1))"#,
    );
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let log = fire_log(&g);
    // atg to hit 3 (needs 3+): hit; knock out 5 (needs 4+ against armour): knocked out.
    assert_eq!((log[0].1, log[0].3.as_str()), (3, "hit"));
    assert_eq!(
        (log[1].1, log[1].2.as_str(), log[1].3.as_str()),
        (5, "4+ armour", "yes — knocked out")
    );
    assert_eq!(el(&g, "tank").status, Status::KnockedOut);
    assert!(
        !log.iter().any(|l| l.0.starts_with("Light MG at atg")),
        "the tank never fired"
    );
    // It leaves a wreck with smoke, which blocks sight until the end of the next turn.
    assert_eq!(g.smoke().len(), 1);
    assert_eq!(g.smoke()[0].until_turn, 2);
    let through = g.terrain().line_of_sight(
        bevy::math::Vec2::new(44.0, 10.0),
        bevy::math::Vec2::new(44.0, 20.0),
        g.smoke(),
    );
    assert_eq!(through.blocked_by.unwrap().kind, "Smoke");
    crate::common::next_turn(&mut g);
    assert!(g.smoke().is_empty(), "gone at the end of turn 2");
}

#[test]
fn tank_fright_after_a_hit_that_does_not_knock_out() {
    // [SRC] 1 D6 per armoured vehicle hit: equal to or less than its hits, it is frightened;
    // its next move retreats out of sight of all enemy, then it is pinned.
    let mut g = fire_game(dice(&[4, 2, 1]));
    to_fire_phase(&mut g);
    ok(&mut g, r#"Fire(element: "atg", target: "tank")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let log = fire_log(&g);
    assert_eq!((log[1].1, log[1].3.as_str()), (2, "no"));
    assert_eq!(log[2].0, "tank fright (1 hit)");
    assert_eq!((log[2].1, log[2].2.as_str()), (1, "more than 1"));
    let t = el(&g, "tank");
    assert!(
        t.frightened && !t.pinned,
        "not pinned by the hit: tanks are never pinned"
    );
    let pz = g.units().iter().find(|u| u.id == "pz").unwrap();
    assert!(
        pz.lost_tank,
        "a failed fright test ends the run-forward rule [SRC]"
    );
    // Turn 2: Republic moves first; the tank retreats when its own side's movement begins.
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    let t = el(&g, "tank");
    assert!(t.pinned && !t.frightened);
    assert!(
        g.events()
            .iter()
            .any(|e| e.text.en().contains("tank is frightened: it retreats"))
    );
}

#[test]
fn peninsular_officers_are_tested_the_first_time_the_unit_is_fired_on() {
    // [SRC] on 1-2 the command element is pinned and the unit reverts to militia.
    let mut g = fire_game(dice(&[2, 6, 1, 4, 5]));
    to_fire_phase(&mut g);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"Fire(element: "t-west", target: "pen-1")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let log = fire_log(&g);
    assert_eq!(
        (log[0].0.as_str(), log[0].1),
        ("peninsular officers, first time fired on", 2)
    );
    let pen = g.units().iter().find(|u| u.id == "pen").unwrap();
    assert_eq!(g.rules()[pen.quality].name.as_str(), "Militia");
    assert!(pen.peninsular_tested);
    // t-west hits (6), knock out 1 against 5+ in the open: pinned.
    assert_eq!((log[1].1, log[1].3.as_str()), (6, "hit"));
    assert_eq!((log[2].1, log[2].3.as_str()), (1, "no — pinned"));
    // Unpinning: pen-hq (militia 6, +1 HQ: 5+) rolls 4 — a militia 4 rolls once more: 5, unpinned.
    assert_eq!(
        (log[3].0.as_str(), log[3].1, log[3].2.as_str()),
        ("unpinning", 4, "5+ (Militia, +1 headquarters)")
    );
    assert_eq!(log[3].3, "fails — militia may roll once more");
    assert_eq!(
        (log[4].0.as_str(), log[4].1, log[4].3.as_str()),
        ("unpinning, second roll", 5, "unpinned")
    );
    assert!(!el(&g, "pen-hq").pinned);
    // The same rolls as the rules keep them: what each was for, whose, and which was a second.
    let pen = g.units().iter().position(|u| u.id == "pen").unwrap();
    let typed: Vec<(Phase, RollKind, Roller, bool)> = g
        .log()
        .iter()
        .filter(|r| r.turn == 1 && r.phase != Phase::ActionPoints)
        .map(|r| (r.phase, r.kind, r.by, r.again))
        .collect();
    let (t_west, pen_1, pen_hq) = (idx(&g, "t-west"), idx(&g, "pen-1"), idx(&g, "pen-hq"));
    assert_eq!(
        typed,
        vec![
            (
                Phase::DirectFire,
                RollKind::PeninsularOfficers,
                Roller::Unit(pen),
                false
            ),
            (
                Phase::DirectFire,
                RollKind::ToHit,
                Roller::Element(t_west),
                false
            ),
            (
                Phase::DirectFire,
                RollKind::KnockOut,
                Roller::Element(pen_1),
                false
            ),
            (
                Phase::Unpinning,
                RollKind::Unpinning,
                Roller::Element(pen_hq),
                false
            ),
            (
                Phase::Unpinning,
                RollKind::Unpinning,
                Roller::Element(pen_hq),
                true
            ),
            // pen-1, pinned by the hit, tests too.
            (
                Phase::Unpinning,
                RollKind::Unpinning,
                Roller::Element(pen_1),
                false
            ),
        ]
    );
}

#[test]
fn unpinning_uses_quality_and_the_plus_ones() {
    // [SRC] regular 5+, +1 crewed weapon: a pinned HMG unpins on 4.
    let g = fire_game(AP.to_vec());
    let (pass, why) = g.morale_pass(idx(&g, "hmg"));
    let why: Vec<String> = why.iter().map(trinchera::words::Msg::en).collect();
    assert_eq!((pass, why.join(", ")), (4, "+1 crewed weapon".to_string()));
    // Elite rifles in a trench (fortification): 4+ less 1 = 3+.
    let (pass, _) = g.morale_pass(idx(&g, "t-trench"));
    assert_eq!(pass, 3);
}

#[test]
fn italian_rifles_fire_on_the_light_mg_line_but_once() {
    // [SRC] Italian rifle platoons fire at light machinegun factors but only the once.
    let g = fire_game(AP.to_vec());
    let m = g.measure(idx(&g, "ita"), idx(&g, "atg"));
    let w = &m.weapons[0];
    // [SRC] the LMG line hits on 4,5,6 (3/6); "only the once": 1 shot, not the LMG's 2.
    assert_eq!((w.shots, w.p_hit), (1, 3.0 / 6.0));
    let lmg = g.rules().weapon("LightMG").unwrap();
    assert_eq!(
        g.rules().weapon("ItalianRifles").unwrap().knockout,
        lmg.knockout
    );
}

#[test]
fn hills_block_sight_between_lower_elements_and_an_element_on_the_hill_sees() {
    // [INF] hills block between two elements lower than the hill.
    let g = fire_game(AP.to_vec());
    let s = g.sight_between(idx(&g, "h-west"), idx(&g, "h-east"));
    assert_eq!(s.blocked_by.unwrap().id, "hill");
    assert!(g.sight_between(idx(&g, "h-top"), idx(&g, "h-east")).clear);
}

#[test]
fn at_the_edge_of_a_wood_an_element_sees_out() {
    // [INF] within 1" of the edge of woods an element sees and is seen.
    let g = fire_game(AP.to_vec());
    let v = bevy::math::Vec2::new;
    assert!(
        g.terrain()
            .line_of_sight(v(15.0, 13.0), v(20.5, 13.0), &[])
            .clear
    );
    let deep = g.terrain().line_of_sight(v(15.0, 13.0), v(22.0, 13.0), &[]);
    assert_eq!(deep.blocked_by.unwrap().id, "wood");
}

#[test]
fn from_a_hill_an_element_sees_over_a_wood_but_not_into_it() {
    // [INF] an element on a hill sees over lower blocking terrain beyond 2" of it, and an
    // element deeper in woods than 1" from their edge is not seen out of them. From the hill
    // at (10, 25), height 1, toward the wood (20..26, 10..16).
    let g = fire_game(AP.to_vec());
    let v = bevy::math::Vec2::new;
    let sight = |to| g.terrain().line_of_sight(v(10.0, 25.0), to, &[]);
    // Beyond the wood, the line crossing it: seen over.
    assert!(sight(v(30.0, 8.0)).clear);
    // Within 1" of the wood's edge facing the hill: seen.
    assert!(sight(v(20.5, 15.5)).clear);
    // 3" inside the wood: hidden from the hill as from the ground, and the same from it.
    assert_eq!(sight(v(23.0, 13.0)).blocked_by.unwrap().id, "wood");
    let back = g.terrain().line_of_sight(v(23.0, 13.0), v(10.0, 25.0), &[]);
    assert_eq!(back.blocked_by.unwrap().id, "wood");
    // Half an inch from the wood's far corner, the line 7" inside it: within the edge, so
    // seen from the hill over the trees, and hidden from the ground by the wood between.
    assert!(sight(v(25.5, 10.5)).clear);
    let ground = g.terrain().line_of_sight(v(16.0, 16.0), v(25.5, 10.5), &[]);
    assert_eq!(ground.blocked_by.unwrap().id, "wood");
    // The element in the wood itself, from the one on the hill.
    assert_eq!(
        g.sight_between(idx(&g, "h-top"), idx(&g, "t-wood"))
            .blocked_by
            .unwrap()
            .id,
        "wood"
    );
}

#[test]
fn fire_outside_the_fire_phase_is_rejected() {
    let mut g = fire_game(AP.to_vec());
    rejected(
        &mut g,
        r#"Fire(element: "hmg", target: "t-open")"#,
        RuleId::WrongPhase,
    );
    assert_eq!(g.phase(), Phase::Movement);
}

#[test]
fn only_the_lead_tank_of_a_column_fires_in_its_frontal_arc() {
    // [SRC] a column costs 1 point to move, but only the lead tank can fire in the frontal arc.
    // k2 falls in behind k1, facing the same way: a column.
    let mut g = crate::common::test_game(vec![6; 12]);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(
        &mut g,
        r#"Move(element: "k2", to: (44, 7.8), via: [(46, 7.8)], facing: Some(0))"#,
    );
    let pair = ["k1".to_string(), "k2".to_string()];
    assert_eq!(g.group_verdict(&pair).unwrap(), (1, GroupMove::Column));
    ok(&mut g, r#"MoveGroup(elements: ["k1", "k2"], by: (0, 2))"#);
    assert!(!g.element("k1").unwrap().column_follower, "k1 leads");
    assert!(g.element("k2").unwrap().column_follower, "k2 follows");
    // A Republican platoon straight ahead of the column, in range.
    g.setup()
        .place("r4", bevy::math::Vec2::new(44.0, 14.0))
        .unwrap();
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    rejected(
        &mut g,
        r#"Fire(element: "k2", target: "r4")"#,
        RuleId::ColumnLead,
    );
    ok(&mut g, r#"Fire(element: "k1", target: "r4")"#);
}

/// The fire range with `t-trench` moved to `at`.
fn trench_target_at(at: &str) -> Game {
    let text = crate::common::edit(
        crate::common::FIRE_SCENARIO,
        r#"(id: "t-trench", type: Rifles, at: (35, 6), facing: 0)"#,
        &format!(r#"(id: "t-trench", type: Rifles, at: {at}, facing: 0)"#),
    );
    crate::common::scripted_game("fire.ron", &text, AP.to_vec())
}

#[test]
fn a_base_just_touching_a_trench_is_in_it() {
    // [INF] a base touching a trench line is in it (docs/rules/inferred.md). The trench runs
    // along y = 6, 0.6" wide: its edge is at y = 6.3. A base 0.8" deep centred at y = 6.7 has
    // its back edge on that line, its centre 0.7" off the trench's centre line.
    let g = trench_target_at("(35, 6.7)");
    let m = g.measure(idx(&g, "hmg"), idx(&g, "t-trench"));
    assert_eq!(m.protection, Cover::Ground(Protection::Trenches));
    assert_eq!(m.protection_from.as_deref(), Some("trench"));
    // [SRC] heavy MG: to hit 4+, against trenches "-": every hit pins, none knocks out.
    let w = &m.weapons[0];
    assert_eq!((w.shots, w.knockout_needs), (3, None));
    assert_eq!((w.p_hit, w.p_knockout, w.p_pin), (0.5, 0.0, 0.5));
    // [SRC] +1 for an element defending fortifications: elite 4+ becomes 3+.
    let (pass, why) = g.morale_pass(idx(&g, "t-trench"));
    assert_eq!(pass, 3);
    assert!(
        why.iter().any(|w| w == "+1 defending fortifications"),
        "{why:?}"
    );
}

#[test]
fn a_base_just_clear_of_a_trench_is_in_the_open() {
    // [INF] only touching counts: 0.05" clear of the trench's edge (y = 6.35 to 7.15) is the
    // open, on the chart's open column.
    let g = trench_target_at("(35, 6.75)");
    let m = g.measure(idx(&g, "hmg"), idx(&g, "t-trench"));
    assert_eq!(m.protection, Cover::Ground(Protection::Open));
    assert_eq!(m.protection_from, None);
    // [SRC] heavy MG: to hit 4+, knock out in the open 4+: 1/2 x 1/2.
    let w = &m.weapons[0];
    assert_eq!(w.knockout_needs, Some(4));
    assert_eq!((w.p_hit, w.p_knockout, w.p_pin), (0.5, 0.25, 0.25));
    // [SRC] elite 4+, and no fortification to defend.
    assert_eq!(g.morale_pass(idx(&g, "t-trench")).0, 4);
    // [INF] a trench is no wall: 0.05" clear behind it, the line of fire crossing it 0.35" from
    // the base (a wall would cover that, fire.cover_behind 0.5"), is still the open.
    let g = trench_target_at("(35, 5.25)");
    let m = g.measure(idx(&g, "hmg"), idx(&g, "t-trench"));
    assert_eq!(m.protection, Cover::Ground(Protection::Open));
    assert_eq!(m.weapons[0].p_knockout, 0.25);
}

#[test]
fn a_touching_base_is_in_the_trench_when_it_is_shot_at() {
    // [INF] touching the trench; [SRC] heavy MG x3 against trenches: the hits pin, no knockout
    // die is rolled, and the unpinning test has the +1 for defending fortifications.
    let text = crate::common::edit(
        crate::common::FIRE_SCENARIO,
        r#"(id: "t-trench", type: Rifles, at: (35, 6), facing: 0)"#,
        r#"(id: "t-trench", type: Rifles, at: (35, 6.7), facing: 0)"#,
    );
    let mut g = crate::common::scripted_game("fire.ron", &text, dice(&[6, 6, 1, 3]));
    to_fire_phase(&mut g);
    ok(&mut g, r#"Fire(element: "hmg", target: "t-trench")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let log = fire_log(&g);
    let outcomes: Vec<(u8, &str)> = log[..3].iter().map(|r| (r.1, r.3.as_str())).collect();
    assert_eq!(outcomes, [(6, "hit"), (6, "hit"), (1, "miss")]);
    // The next die is the unpinning test: 3 against elite 4+ less 1.
    assert_eq!(
        (log[3].0.as_str(), log[3].1, log[3].3.as_str()),
        ("unpinning", 3, "unpinned")
    );
    assert_eq!(el(&g, "t-trench").status, Status::Ready);
}

#[test]
fn trenches_and_gullies_hold_those_in_them_walls_and_hedges_those_behind() {
    // [INF] the ruleset says which lines protect those in them, and how near is in.
    let rules = crate::common::rules();
    assert_eq!(rules.fire.in_line_within, 0.0, "touching");
    assert_eq!(rules.fire.cover_behind, 0.5);
    for (kind, protects_in) in [
        ("Trench", true),
        ("Gully", true),
        ("Wall", false),
        ("Hedge", false),
        ("Fence", false),
        ("Barricade", false),
    ] {
        let def = rules.terrain(kind).unwrap();
        assert_eq!(def.protects_in, protects_in, "{kind}");
    }
}

#[test]
fn the_default_battles_militia_are_in_their_trench() {
    // The scenario: "A Republican militia battalion holds a trench line". [INF] touching the
    // trench is being in it; [SRC] rifles against trenches "-": a hit pins, it cannot knock out.
    let g = crate::common::scripted_game(
        "default.ron",
        &crate::common::default_scenario(),
        AP.to_vec(),
    );
    for militia in ["bn1-1", "bn1-2", "bn1-3"] {
        let m = g.measure(idx(&g, "ban6-2"), idx(&g, militia));
        assert_eq!(
            m.protection,
            Cover::Ground(Protection::Trenches),
            "{militia}"
        );
        assert_eq!(m.protection_from.as_deref(), Some("trinchera"), "{militia}");
        let w = &m.weapons[0];
        assert_eq!(w.knockout_needs, None, "{militia}");
        assert_eq!(
            (w.p_hit, w.p_knockout, w.p_pin),
            (0.5, 0.0, 0.5),
            "{militia}"
        );
        // [SRC] militia pass on 6, +1 defending fortifications: 5+.
        assert_eq!(g.morale_pass(idx(&g, militia)).0, 5, "{militia}");
        // Not balanced on the edge: the trench runs under the base's centre.
        let e = el(&g, militia);
        let trench = g
            .terrain()
            .features
            .iter()
            .find(|f| f.id == "trinchera")
            .unwrap();
        assert!(trench.contains(e.base.center), "{militia}");
    }
    // "a heavy machine gun in the farmhouse": hard cover, which small arms cannot knock out.
    let m = g.measure(idx(&g, "ban6-2"), idx(&g, "bn1-mg"));
    assert_eq!(m.protection, Cover::Ground(Protection::HardCover));
    assert_eq!(m.protection_from.as_deref(), Some("cortijo"));
}

/// The fire range with one piece of its text replaced.
fn fire_range_with(from: &str, to: &str) -> Game {
    let text = crate::common::edit(crate::common::FIRE_SCENARIO, from, to);
    crate::common::scripted_game("fire.ron", &text, AP.to_vec())
}

#[test]
fn ditches_embankments_and_rubble_are_hard_cover_and_reed_beds_soft() {
    // [SRC] "Cover is gullies,ditchs,walls,buildings,caves,rocky ground,embankments and
    // rubble.Small arms are effective against soft cover:-hedges,fences wood edges,reed beds".
    // The heavy MG knocks out only behind soft cover ("6*"), on a 6.
    let needs = |g: &Game, target: &str| {
        let m = g.measure(idx(g, "hmg"), idx(g, target));
        (m.protection, m.weapons[0].knockout_needs)
    };
    let hard = (Cover::Ground(Protection::HardCover), None);
    // A ditch drawn where the trench is: the platoon on it is in it, like a gully [INF].
    let g = fire_range_with(
        r#"(id: "trench", kind: Trench"#,
        r#"(id: "trench", kind: Ditch"#,
    );
    assert_eq!(needs(&g, "t-trench"), hard, "ditch");
    // An embankment where the wall is: it covers the platoon close behind it.
    let g = fire_range_with(
        r#"(id: "wall", kind: Wall"#,
        r#"(id: "wall", kind: Embankment"#,
    );
    assert_eq!(needs(&g, "t-wall"), hard, "embankment");
    // Rubble and a reed bed around the platoon in the open at (35, 14).
    let area = |kind: &str| {
        fire_range_with(
            r#"(id: "wood", kind: Woods, shape: Rect(x: 20, y: 10, width: 6, height: 6)),"#,
            &format!(
                r#"(id: "wood", kind: Woods, shape: Rect(x: 20, y: 10, width: 6, height: 6)),
        (id: "patch", kind: {kind}, shape: Rect(x: 33, y: 12, width: 4, height: 4)),"#
            ),
        )
    };
    assert_eq!(needs(&area("Rubble"), "t-open"), hard, "rubble");
    assert_eq!(
        needs(&area("ReedBed"), "t-open"),
        (Cover::Ground(Protection::SoftCover), Some(6)),
        "reed bed"
    );
}

#[test]
fn an_element_right_behind_a_barricade_defends_fortifications_as_the_ruleset_says() {
    // [SRC] unpinning: "Defending fortifications +1"; [INF morale.behind_fortification_defends]
    // a barricade is defended from behind it: t-wall stands 0.25" behind the line (within
    // fire.cover_behind), so elite 4+ becomes 3+ and a 3 unpins it. Turned off, the same 3
    // stays pinned.
    let barricade = crate::common::edit(
        crate::common::FIRE_SCENARIO,
        r#"(id: "wall", kind: Wall,"#,
        r#"(id: "wall", kind: Barricade,"#,
    );
    for (behind_counts, pass, outcome) in [(true, 3, "unpinned"), (false, 4, "stays pinned")] {
        let mut rules = crate::common::rules();
        rules.morale.behind_fortification_defends = behind_counts;
        let s = trinchera::scenario::parse("fire.ron", &barricade, &rules)
            .unwrap_or_else(|e| panic!("{}", e.render()));
        let mut g = Game::new(
            std::sync::Arc::new(s),
            std::sync::Arc::new(rules),
            trinchera::rules::dice::DiceSource::Scripted(dice(&[3])),
        )
        .unwrap();
        assert_eq!(g.morale_pass(idx(&g, "t-wall")).0, pass, "{behind_counts}");
        g.setup().pin("t-wall").unwrap();
        to_fire_phase(&mut g);
        ok(&mut g, r#"EndPhase(side: "rep")"#);
        ok(&mut g, r#"EndPhase(side: "nat")"#);
        let log = fire_log(&g);
        assert_eq!(
            (
                log[0].0.as_str(),
                log[0].1,
                log[0].2.clone(),
                log[0].3.as_str()
            ),
            (
                "unpinning",
                3,
                format!(
                    "{pass}+ (Elite{})",
                    if behind_counts {
                        ", +1 defending fortifications"
                    } else {
                        ""
                    }
                ),
                outcome
            ),
            "{behind_counts}"
        );
    }
}

#[cfg(feature = "window")]
#[test]
fn one_click_declares_every_weapon_that_can_fire_a_light_tanks_two_mgs() {
    // A Panzer I carries two light MGs, one shot each [SRC vehicle guns: one per gun]: the
    // window's click gives both, each naming its weapon, and a weapon fired is not offered again.
    let mut g = fire_game(dice(&[]));
    to_fire_phase(&mut g);
    if g.active() == 0 {
        ok(&mut g, r#"EndPhase(side: "rep")"#);
    }
    let volley = trinchera::table::orders_input::volley(&g, "tank", "atg");
    let weapons: Vec<(String, u8)> = volley
        .iter()
        .map(|(o, shots)| match o {
            trinchera::rules::Order::Fire {
                weapon: Some(w), ..
            } => (w.clone(), *shots),
            other => panic!("not a fire order naming its weapon: {other:?}"),
        })
        .collect();
    assert_eq!(
        weapons,
        [("LightMG".to_string(), 1), ("LightMG".to_string(), 1)]
    );
    for (o, _) in &volley {
        g.apply(o).unwrap();
    }
    let mounts: Vec<usize> = g.declarations().iter().map(|d| d.mount).collect();
    assert_eq!(mounts, [0, 1], "both guns declared, once each");
    assert!(trinchera::table::orders_input::volley(&g, "tank", "atg").is_empty());
}
