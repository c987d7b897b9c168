//! The command radius [INF]: an element more than `movement.command_radius` from its HQ costs
//! `movement.out_of_command_cost` more to move. Rules: docs/rules/inferred.md "The command
//! radius".

use crate::common::{TEST_SCENARIO, ap_left, ok};
use trinchera::rules::Game;
use trinchera::ruleset::Ruleset;

/// The movement test ground with these rules; every unit rolls 6 for action points.
fn game_with(rules: Ruleset) -> Game {
    use std::sync::Arc;
    let s = trinchera::scenario::parse("test.ron", TEST_SCENARIO, &rules)
        .unwrap_or_else(|e| panic!("{}", e.render()));
    Game::new(
        Arc::new(s),
        Arc::new(rules),
        trinchera::rules::dice::DiceSource::Scripted(vec![6; 12]),
    )
    .unwrap()
}

#[test]
fn the_command_radius_is_the_rulesets_and_decides_the_extra_point() {
    // [INF] r3 stands 11.4" (edge to edge) from its battalion HQ: out of command at the
    // shipped 6", so its move costs 1 + 1 of the 6 AP; within a 12" radius it costs 1.
    // By hand: r3 at (25, 10) and bn-hq at (12, 10) both face 0, so each is 1.6" wide along
    // x [INF bases]: 13 - 0.8 - 0.8 = 11.4".
    let rules = crate::common::rules();
    assert_eq!(
        (
            rules.movement.command_radius,
            rules.movement.out_of_command_cost
        ),
        (6.0, 1)
    );
    for (radius, left) in [(6.0, 4), (12.0, 5)] {
        let mut rules = crate::common::rules();
        rules.movement.command_radius = radius;
        let mut g = game_with(rules);
        let (r3, hq) = (
            g.element_index("r3").unwrap(),
            g.element_index("bn-hq").unwrap(),
        );
        let apart = g.elements()[r3].base.distance(&g.elements()[hq].base);
        assert!((apart - (25.0 - 12.0 - 0.8 - 0.8)).abs() < 1e-4, "{apart}");
        ok(&mut g, r#"Move(element: "r3", to: (25, 11))"#);
        assert_eq!(ap_left(&g, "bn"), left, "radius {radius}");
    }
}
