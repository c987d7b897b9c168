//! Properties of the referee's measure over random positions on the Jarama table: sight is
//! never clear through a blocking wood or village, the rapier index agrees with walking every
//! feature on which feature blocks (the one nearest the observer), and range and sight are the
//! same both ways.

use std::sync::Arc;

use bevy::math::Vec2;
use proptest::prelude::*;

use crate::common::{repo, rules};
use trinchera::geom::point_in_polygon;
use trinchera::rules::Game;
use trinchera::rules::dice::DiceSource;

/// Built once: parsing the scenario and building the rapier index per case would dominate.
static JARAMA: std::sync::LazyLock<Game> = std::sync::LazyLock::new(build);

fn jarama() -> &'static Game {
    &JARAMA
}

fn build() -> Game {
    let rules = rules();
    let text = std::fs::read_to_string(repo().join("scenarios/jarama.ron")).unwrap();
    let s = trinchera::scenario::parse("jarama.ron", &text, &rules).unwrap();
    Game::new(Arc::new(s), Arc::new(rules), DiceSource::Seeded(3)).unwrap()
}

fn point() -> impl Strategy<Value = Vec2> {
    (0.0..72.0f32, 0.0..48.0f32).prop_map(|(x, y)| Vec2::new(x, y))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn sight_is_never_clear_through_a_wood_or_village(a in point(), b in point()) {
        let g = jarama();
        let t = &g.terrain();
        let sight = t.line_of_sight(a, b, &[]);
        let len = a.distance(b);
        let on_hill = t.elevation(a) > 0.0 || t.elevation(b) > 0.0;
        if sight.clear && !on_hill {
            // Every point of the line more than 1" from both ends is outside every wood and
            // village (the 1" is the edge rule).
            for f in t.features.iter().filter(|f| f.def.blocks_sight) {
                for k in 1..200 {
                    let s = len * k as f32 / 200.0;
                    if s <= 1.0 + 1e-3 || len - s <= 1.0 + 1e-3 {
                        continue;
                    }
                    let p = a.lerp(b, k as f32 / 200.0);
                    prop_assert!(
                        !f.footprint.iter().any(|poly| point_in_polygon(p, poly)),
                        "clear from {a} to {b} through {} at {p}", f.id
                    );
                }
            }
        }
        // The index and the walk over every feature agree on what blocks, not only whether,
        // seen from either end.
        let back = t.line_of_sight(b, a, &[]);
        for (from, to, sight) in [(a, b, &sight), (b, a, &back)] {
            let brute = t.line_of_sight_brute_force(from, to).map(|fi| &t.features[fi]);
            prop_assert_eq!(
                sight.blocked_by.as_ref().map(|x| (x.id.as_str(), x.kind.as_str())),
                brute.map(|f| (f.id.as_str(), f.def.name.value.as_str())),
                "from {} to {}", from, to
            );
            prop_assert_eq!(sight.clear, brute.is_none());
        }
        prop_assert_eq!(sight.clear, back.clear);
    }

    #[test]
    fn range_is_symmetric(i in 0usize..46, j in 0usize..46) {
        let g = jarama();
        prop_assert_eq!(g.measure(i, j).range, g.measure(j, i).range);
    }
}
