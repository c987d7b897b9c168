//! Replays are identical across machines: the rules' trigonometry goes through libm, so its
//! results do not depend on the platform's C library. These pin a few results to the bit.
//! The bearing of 6.1° and the two headings were chosen because glibc's `sinf` and `atan2f`
//! give a different last bit for them (checked on x86_64 Linux, 2026-11): had the rules gone
//! back to `f32::sin` or `f32::atan2`, this test would fail on such a machine.

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
