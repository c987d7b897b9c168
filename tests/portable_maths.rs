//! Replays are identical across machines: the rules' trigonometry goes through libm, so its
//! results do not depend on the platform's C library. These pin a few results to the bit.
//! The bearing of 6.1° and the two headings were chosen because glibc's `sinf` and `atan2f`
//! give a different last bit for them (checked on x86_64 Linux, 2026-11): had the rules gone
//! back to `f32::sin` or `f32::atan2`, this test would fail on such a machine.
//!
//! The bit patterns are regression pins for determinism, not reasoned values: they are what
//! the code gave, kept so that any change shows. What may legitimately change them: a change
//! to the formulas or the order of their f32 arithmetic (`Base::corners`, `bearing_vector`,
//! `heading`, `circle_polygon`) or a `libm` release that changes its results; then saved
//! records may replay differently, and the pins are updated on purpose. That the pinned values
//! are the right geometry is checked apart, by hand, in
//! `the_pinned_results_are_the_geometry_worked_by_hand`.

use bevy::math::Vec2;
use trinchera::geom::{Base, bearing_vector, circle_polygon};
use trinchera::rules::turn::heading;

fn bits(v: Vec2) -> (u32, u32) {
    (v.x.to_bits(), v.y.to_bits())
}

#[test]
fn a_base_turned_37_degrees_has_the_same_corners_everywhere() {
    let b = Base {
        center: Vec2::new(15.0, 12.5),
        width: 1.6,
        depth: 0.8,
        facing: 37.0,
    };
    assert_eq!(
        b.corners().map(bits),
        [
            (1096936708, 1095407499),
            (1098276596, 1094397821),
            (1098781436, 1095067765),
            (1097441548, 1096077443),
        ],
        "{:?}",
        b.corners()
    );
}

#[test]
fn bearings_and_headings_are_libm_to_the_bit() {
    // glibc's sinf gives 0.10626407 (one bit more) for the sine of 6.1°.
    let v = bearing_vector(6.1);
    assert_eq!(
        bits(v),
        (0.10626406f32.to_bits(), 0.9943379f32.to_bits()),
        "{v}"
    );
    let h = |x: f32, y: f32| heading(Vec2::ZERO, Vec2::new(x, y)).map(f32::to_bits);
    // glibc's atan2f gives 111.52134 and 195.61572.
    assert_eq!(h(72.45, -28.57), Some(0x42df0aee), "111.52135");
    assert_eq!(h(-7.84, -28.05), Some(0x43439da1), "195.61574");
    assert_eq!(h(12.510002, -29.09), Some(0x431cbaea), "156.73013");
}

#[test]
fn a_circle_of_smoke_has_the_same_outline_everywhere() {
    let c = circle_polygon(Vec2::new(30.0, 20.0), 2.5, 24);
    assert_eq!(
        [c[0], c[5], c[19], c[23]].map(bits),
        [
            (1107427328, 1101004800),
            (1106586919, 1102270858),
            (1106586920, 1099738742),
            (1107404997, 1100665561),
        ],
        "{c:?}"
    );
}

#[test]
fn the_pinned_results_are_the_geometry_worked_by_hand() {
    // Worked in f64 from the definitions, to well within what the table shows (0.1").
    // Bearings are clockwise from up the table (+y): a bearing b points (sin b, cos b).
    let close = |got: Vec2, want: (f64, f64)| {
        assert!(
            (f64::from(got.x) - want.0).abs() < 1e-4 && (f64::from(got.y) - want.1).abs() < 1e-4,
            "{got} is not {want:?}"
        );
    };
    let (s, c) = 6.1f64.to_radians().sin_cos();
    close(bearing_vector(6.1), (s, c));
    // A base 1.6" wide across its facing and 0.8" deep along it [INF bases], centred at
    // (15, 12.5), facing 37°: ahead is (sin 37°, cos 37°), its right (cos 37°, -sin 37°);
    // the corners are the centre ± 0.8 right ± 0.4 ahead, from back left round by the right.
    let b = Base {
        center: Vec2::new(15.0, 12.5),
        width: 1.6,
        depth: 0.8,
        facing: 37.0,
    };
    let (s, c) = 37f64.to_radians().sin_cos();
    let corner = |right: f64, ahead: f64| {
        (
            15.0 + right * 0.8 * c + ahead * 0.4 * s,
            12.5 - right * 0.8 * s + ahead * 0.4 * c,
        )
    };
    let want = [
        corner(-1.0, -1.0),
        corner(1.0, -1.0),
        corner(1.0, 1.0),
        corner(-1.0, 1.0),
    ];
    for (got, want) in b.corners().into_iter().zip(want) {
        close(got, want);
    }
    // The heading from the origin to (x, y) is the bearing atan2(x, y), in 0..360.
    for (x, y) in [(72.45, -28.57), (-7.84, -28.05), (12.510002, -29.09)] {
        let want = f64::from(x)
            .atan2(f64::from(y))
            .to_degrees()
            .rem_euclid(360.0);
        let got = f64::from(heading(Vec2::ZERO, Vec2::new(x, y)).unwrap());
        assert!((got - want).abs() < 1e-4, "({x}, {y}): {got} is not {want}");
    }
    // A circle of 24 points, radius 2.5, about (30, 20): point k at k x 15° from +x,
    // anticlockwise.
    let ring = circle_polygon(Vec2::new(30.0, 20.0), 2.5, 24);
    for k in [0, 5, 19, 23] {
        let (s, c) = (f64::from(k) * 15.0).to_radians().sin_cos();
        close(ring[k as usize], (30.0 + 2.5 * c, 20.0 + 2.5 * s));
    }
}
