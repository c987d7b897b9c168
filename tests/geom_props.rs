//! The shortcuts the measuring takes for shapes far apart give the same answers as measuring
//! them: `polygons_within` is `polygon_distance <= d` and `Base::within` is `distance <= d`,
//! for bases at any place and angle, near and far, touching and overlapping, and for a base
//! against a single point (an objective's).

use bevy::math::Vec2;
use proptest::prelude::*;

use trinchera::geom::{Base, polygon_distance, polygons_intersect, polygons_within};

fn base() -> impl Strategy<Value = Base> {
    (
        0.0f32..30.0,
        0.0f32..30.0,
        0.5f32..4.0,
        0.3f32..3.0,
        0.0f32..360.0,
    )
        .prop_map(|(x, y, width, depth, facing)| Base {
            center: Vec2::new(x, y),
            width,
            depth,
            facing,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn the_shortcuts_answer_as_the_measure_does(a in base(), b in base(), d in 0.0f32..12.0) {
        let (ca, cb) = (a.corners(), b.corners());
        let measured = polygon_distance(&ca, &cb);
        prop_assert_eq!(polygons_within(&ca, &cb, d), measured <= d);
        prop_assert_eq!(a.within(&b, d), a.distance(&b) <= d);
        // Distance 0 is exactly where the shapes meet, and it is the same both ways round.
        prop_assert_eq!(polygons_intersect(&ca, &cb), measured == 0.0);
        prop_assert_eq!(measured, polygon_distance(&cb, &ca));
        let p = [b.center + Vec2::new(d, 0.0)];
        prop_assert_eq!(polygons_within(&ca, &p, d), polygon_distance(&ca, &p) <= d);
    }
}

#[test]
fn shapes_apart_are_as_far_apart_as_their_nearest_corners_and_edges() {
    // Two unit squares 3" apart side by side, and a point 2" above the first one's corner.
    let sq = |x: f32, y: f32| {
        [
            Vec2::new(x, y),
            Vec2::new(x + 1.0, y),
            Vec2::new(x + 1.0, y + 1.0),
            Vec2::new(x, y + 1.0),
        ]
    };
    assert_eq!(polygon_distance(&sq(0.0, 0.0), &sq(4.0, 0.0)), 3.0);
    assert!(polygons_within(&sq(0.0, 0.0), &sq(4.0, 0.0), 3.0));
    assert!(!polygons_within(&sq(0.0, 0.0), &sq(4.0, 0.0), 2.99));
    assert_eq!(polygon_distance(&sq(0.0, 0.0), &[Vec2::new(1.0, 3.0)]), 2.0);
    assert_eq!(
        polygon_distance(&sq(0.0, 0.0), &sq(1.0, 0.0)),
        0.0,
        "touching"
    );
}
