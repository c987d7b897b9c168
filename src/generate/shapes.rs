//! Shapes for generated terrain, drawn with exact arithmetic only (tables of directions instead
//! of sines and cosines), and the ground already taken, so features do not pile up.

use bevy::math::Vec2;

use super::rng::{Rng, tenth};

/// Ten directions, 36 degrees apart: the corners of a blob.
const TEN: [(f32, f32); 10] = [
    (1.0, 0.0),
    (0.809_017, 0.587_785),
    (0.309_017, 0.951_057),
    (-0.309_017, 0.951_057),
    (-0.809_017, 0.587_785),
    (-1.0, 0.0),
    (-0.809_017, -0.587_785),
    (-0.309_017, -0.951_057),
    (0.309_017, -0.951_057),
    (0.809_017, -0.587_785),
];

/// cos 45 degrees.
const H: f32 = std::f32::consts::FRAC_1_SQRT_2;

/// Sixteen directions, 22.5 degrees apart: where to look for room round a spot.
pub const SIXTEEN: [(f32, f32); 16] = [
    (1.0, 0.0),
    (0.923_880, 0.382_683),
    (H, H),
    (0.382_683, 0.923_880),
    (0.0, 1.0),
    (-0.382_683, 0.923_880),
    (-H, H),
    (-0.923_880, 0.382_683),
    (-1.0, 0.0),
    (-0.923_880, -0.382_683),
    (-H, -H),
    (-0.382_683, -0.923_880),
    (0.0, -1.0),
    (0.382_683, -0.923_880),
    (H, -H),
    (0.923_880, -0.382_683),
];

/// An irregular outline round `c`: ten corners at `r` times 0.75 to 1.1, stretched `stretch`
/// times along one of ten axes. Every corner is seen from the centre, so it never crosses
/// itself; no corner is farther than `1.1 * r * stretch` from `c`.
pub fn blob(rng: &mut Rng, c: Vec2, r: f32, stretch: f32) -> Vec<(f32, f32)> {
    let axis = TEN[rng.below(TEN.len())];
    TEN.iter()
        .map(|&(cx, cy)| {
            let rr = r * rng.range(0.75, 1.1);
            let (x, y) = (cx * rr * stretch, cy * rr);
            // Turned so x runs along the axis.
            let p = Vec2::new(x * axis.0 - y * axis.1, x * axis.1 + y * axis.0);
            (tenth(c.x + p.x), tenth(c.y + p.y))
        })
        .collect()
}

/// What is on a piece of ground, for what may go beside or over it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    /// Woods, buildings, rocks, gullies: nothing else there.
    Area,
    /// A hill: a road or a wall may cross it.
    Hill,
    /// A road: a hill may lie under it.
    Road,
    /// A river or stream.
    Water,
    /// Trenches, wire, walls, hedges.
    Line,
}

/// The ground taken so far, as circles.
#[derive(Default)]
pub struct Ground {
    spots: Vec<(Vec2, f32, Taken)>,
}

impl Ground {
    pub fn take(&mut self, c: Vec2, r: f32, what: Taken) {
        self.spots.push((c, r, what));
    }

    /// Each point of a line, every inch, `width / 2` round.
    pub fn take_line(&mut self, points: &[(f32, f32)], width: f32, what: Taken) {
        for p in along(points, 1.0) {
            self.take(p, width / 2.0, what);
        }
    }

    /// Whether a circle at `c` of radius `r` keeps `gap` from everything but `except`.
    pub fn clear(&self, c: Vec2, r: f32, gap: f32, except: &[Taken]) -> bool {
        self.spots.iter().all(|&(o, orad, what)| {
            except.contains(&what) || {
                let d = r + orad + gap;
                c.distance_squared(o) >= d * d
            }
        })
    }

    /// Whether every point of a line keeps `gap` from everything but `except`.
    pub fn line_clear(
        &self,
        points: &[(f32, f32)],
        width: f32,
        gap: f32,
        except: &[Taken],
    ) -> bool {
        along(points, 0.5)
            .into_iter()
            .all(|p| self.clear(p, width / 2.0, gap, except))
    }
}

/// Points along a polyline, `step` apart, both ends included.
pub fn along(points: &[(f32, f32)], step: f32) -> Vec<Vec2> {
    let pts: Vec<Vec2> = points.iter().map(|&(x, y)| Vec2::new(x, y)).collect();
    let mut out: Vec<Vec2> = pts.first().copied().into_iter().collect();
    for w in pts.windows(2) {
        let len = w[0].distance(w[1]);
        let n = (len / step).ceil().max(1.0) as usize;
        for i in 1..=n {
            out.push(w[0].lerp(w[1], i as f32 / n as f32));
        }
    }
    out
}

/// A point as the files write it.
pub fn pt(p: Vec2) -> (f32, f32) {
    (tenth(p.x), tenth(p.y))
}
