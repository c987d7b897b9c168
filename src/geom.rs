//! Plane geometry in table inches for validation and picking: bases as oriented rectangles,
//! terrain as polygons. Everything here is total: NaN or huge input gives a wrong answer, never
//! a panic (validation rejects such numbers before anything relies on them).

use bevy::math::{Vec2, ops};

/// Unit vector of a compass bearing: 0° = up the table (+y), 90° = right (+x).
///
/// Trigonometry goes through `bevy::math::ops` (libm, with the crate's `libm` feature) rather
/// than `f32::sin`, whose last bit depends on the platform's C library: a record must replay to
/// the same positions on every machine.
pub fn bearing_vector(facing_deg: f32) -> Vec2 {
    let r = facing_deg.to_radians();
    Vec2::new(ops::sin(r), ops::cos(r))
}

/// Positions, distances and facings for JSON, to three decimals: a thousandth of an inch is
/// finer than any table, and `15.000002` (what float arithmetic leaves after a move) would read
/// as another place than the `15` it is.
pub fn serialize_rounded<S: serde::Serializer>(v: &f32, s: S) -> Result<S::Ok, S::Error> {
    // `+ 0.0` turns -0.0 (a tiny negative rounded) into 0.
    s.serialize_f64((f64::from(*v) * 1000.0).round() / 1000.0 + 0.0)
}

/// A base: centre, width across the facing, depth along it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Base {
    pub center: Vec2,
    pub width: f32,
    pub depth: f32,
    pub facing: f32,
}

impl Base {
    pub fn corners(&self) -> [Vec2; 4] {
        let f = bearing_vector(self.facing) * (self.depth / 2.0);
        let r = Vec2::new(f.y, -f.x).normalize_or_zero() * (self.width / 2.0);
        let c = self.center;
        [c - r - f, c + r - f, c + r + f, c - r + f]
    }

    pub fn contains(&self, p: Vec2) -> bool {
        let f = bearing_vector(self.facing);
        let r = Vec2::new(f.y, -f.x);
        let d = p - self.center;
        d.dot(r).abs() <= self.width / 2.0 && d.dot(f).abs() <= self.depth / 2.0
    }

    /// Half the diagonal: no point of the base is farther than this from its centre.
    pub fn reach(&self) -> f32 {
        0.5 * (self.width * self.width + self.depth * self.depth).sqrt()
    }

    pub fn overlaps(&self, other: &Base) -> bool {
        // Bases whose circles are apart cannot meet: most pairs on a table are far apart, and
        // this spares them the corners' trigonometry and the separating-axis test. The margin
        // keeps bases that only touch going to the exact test.
        let reach = self.reach() + other.reach() + 1e-3;
        if self.center.distance_squared(other.center) > reach * reach {
            return false;
        }
        polygons_intersect(&self.corners(), &other.corners())
    }

    /// Inches from the base's edge to a point; 0 inside it.
    pub fn distance_to_point(&self, p: Vec2) -> f32 {
        if self.contains(p) {
            return 0.0;
        }
        polygon_distance(&self.corners(), &[p, p + Vec2::splat(1e-4)])
    }

    /// Whether the bases are `d` inches apart or less, edge to edge: `distance(other) <= d`,
    /// without measuring bases whose circles are farther apart than that.
    pub fn within(&self, other: &Base, d: f32) -> bool {
        self.distance_within(other, d).is_some()
    }

    /// The edge-to-edge distance when it is `d` inches or less, `None` when farther: `within`
    /// for a caller that needs the distance too, measured once.
    pub fn distance_within(&self, other: &Base, d: f32) -> Option<f32> {
        let reach = self.reach() + other.reach() + d + 1e-3;
        if self.center.distance_squared(other.center) > reach * reach {
            return None;
        }
        Some(self.distance(other)).filter(|m| *m <= d)
    }

    /// Edge-to-edge distance in inches; 0 when the bases touch or overlap.
    pub fn distance(&self, other: &Base) -> f32 {
        polygon_distance(&self.corners(), &other.corners())
    }

    /// The same base somewhere else.
    pub fn moved(&self, center: Vec2, facing: f32) -> Base {
        Base {
            center,
            facing,
            ..*self
        }
    }
}

fn cross(a: Vec2, b: Vec2) -> f32 {
    a.x * b.y - a.y * b.x
}

/// Proper or touching intersection of segments `ab` and `cd`.
pub fn segments_intersect(a: Vec2, b: Vec2, c: Vec2, d: Vec2) -> bool {
    let d1 = cross(d - c, a - c);
    let d2 = cross(d - c, b - c);
    let d3 = cross(b - a, c - a);
    let d4 = cross(b - a, d - a);
    if ((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0))
        && ((d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0))
    {
        return true;
    }
    let on = |p: Vec2, q: Vec2, r: Vec2, d: f32| {
        d == 0.0
            && r.x >= p.x.min(q.x)
            && r.x <= p.x.max(q.x)
            && r.y >= p.y.min(q.y)
            && r.y <= p.y.max(q.y)
    };
    on(c, d, a, d1) || on(c, d, b, d2) || on(a, b, c, d3) || on(a, b, d, d4)
}

/// The first pair of non-adjacent edges that cross, as edge indices (edge i runs from point i).
pub fn self_intersection(poly: &[Vec2]) -> Option<(usize, usize)> {
    let n = poly.len();
    if n < 4 {
        return None;
    }
    for i in 0..n {
        for j in i + 1..n {
            let adjacent = j == i + 1 || (i == 0 && j == n - 1);
            if adjacent {
                continue;
            }
            if segments_intersect(poly[i], poly[(i + 1) % n], poly[j], poly[(j + 1) % n]) {
                return Some((i, j));
            }
        }
    }
    None
}

/// Even-odd point in polygon (works for concave polygons).
pub fn point_in_polygon(p: Vec2, poly: &[Vec2]) -> bool {
    let mut inside = false;
    // Each corner with the one before it, the first with the last: no division per edge to
    // wrap the index, in the hottest loop of a sight line.
    let Some(&last) = poly.last() else {
        return false;
    };
    let mut b = last;
    for &a in poly {
        if (a.y > p.y) != (b.y > p.y) {
            let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x);
            if p.x < x {
                inside = !inside;
            }
        }
        b = a;
    }
    inside
}

/// Two simple polygons (convex or not) share any area or touch.
pub fn polygons_intersect(a: &[Vec2], b: &[Vec2]) -> bool {
    if a.is_empty() || b.is_empty() {
        return false;
    }
    // Polygons whose boxes are apart cannot meet: most pairs the players and the rules ask
    // about are, and this spares them every pair of edges. Touching boxes go on to the exact
    // test.
    if box_gap(a, b) > 0.0 {
        return false;
    }
    let edge = |p: &[Vec2], i: usize| (p[i], p[(i + 1) % p.len()]);
    (0..a.len()).any(|i| {
        let (p, q) = edge(a, i);
        (0..b.len()).any(|j| {
            let (r, s) = edge(b, j);
            segments_intersect(p, q, r, s)
        })
    }) || point_in_polygon(a[0], b)
        || point_in_polygon(b[0], a)
}

/// The corners of the box around some points: the least and the greatest x and y.
fn bounding_box(points: &[Vec2]) -> (Vec2, Vec2) {
    points.iter().fold(
        (Vec2::splat(f32::INFINITY), Vec2::splat(f32::NEG_INFINITY)),
        |(lo, hi), p| (lo.min(*p), hi.max(*p)),
    )
}

/// How far apart the boxes around two sets of points are, 0 when they touch or overlap: never
/// more than the distance between the shapes themselves.
fn box_gap(a: &[Vec2], b: &[Vec2]) -> f32 {
    let (alo, ahi) = bounding_box(a);
    let (blo, bhi) = bounding_box(b);
    let gap = (blo - ahi).max(alo - bhi).max(Vec2::ZERO);
    gap.length()
}

/// Whether polygons `a` and `b` are `d` or less apart: `polygon_distance(a, b) <= d`, without
/// measuring polygons whose boxes are already farther apart than that.
pub fn polygons_within(a: &[Vec2], b: &[Vec2], d: f32) -> bool {
    box_gap(a, b) <= d && polygon_distance(a, b) <= d
}

/// A circle as a polygon, fine enough for footprints and drawing.
pub fn circle_polygon(center: Vec2, radius: f32, segments: usize) -> Vec<Vec2> {
    (0..segments)
        .map(|i| {
            let t = i as f32 / segments as f32 * std::f32::consts::TAU;
            center + Vec2::new(ops::cos(t), ops::sin(t)) * radius
        })
        .collect()
}

/// The quads that make up a polyline of the given width, one per segment.
pub fn polyline_quads(points: &[Vec2], width: f32) -> Vec<[Vec2; 4]> {
    points
        .windows(2)
        .filter_map(|w| {
            let dir = (w[1] - w[0]).try_normalize()?;
            let n = Vec2::new(-dir.y, dir.x) * (width / 2.0);
            Some([w[0] - n, w[1] - n, w[1] + n, w[0] + n])
        })
        .collect()
}

/// Shortest distance from point `p` to segment `ab`.
pub fn point_segment_distance(p: Vec2, a: Vec2, b: Vec2) -> f32 {
    point_segment_distance_squared(p, a, b).sqrt()
}

/// The square of `point_segment_distance`: the nearest of many is found without a root each.
fn point_segment_distance_squared(p: Vec2, a: Vec2, b: Vec2) -> f32 {
    let ab = b - a;
    let t = if ab.length_squared() > 0.0 {
        ((p - a).dot(ab) / ab.length_squared()).clamp(0.0, 1.0)
    } else {
        0.0
    };
    (p - (a + ab * t)).length_squared()
}

/// Edge-to-edge distance between two simple polygons; 0 when they touch or overlap.
pub fn polygon_distance(a: &[Vec2], b: &[Vec2]) -> f32 {
    if polygons_intersect(a, b) {
        return 0.0;
    }
    let mut best = f32::MAX;
    for (poly, other) in [(a, b), (b, a)] {
        let Some(&last) = other.last() else {
            continue;
        };
        for p in poly {
            // Each edge from a corner to the next, the last corner's to the first.
            let mut from = last;
            for &to in other {
                best = best.min(point_segment_distance_squared(*p, from, to));
                from = to;
            }
        }
    }
    if best == f32::MAX { best } else { best.sqrt() }
}

/// Length of a path through its points.
pub fn path_length(points: &[Vec2]) -> f32 {
    points.windows(2).map(|w| w[0].distance(w[1])).sum()
}

/// Where segment `ab` crosses segment `cd`, if it does.
pub fn segment_crossing(a: Vec2, b: Vec2, c: Vec2, d: Vec2) -> Option<Vec2> {
    let r = b - a;
    let s = d - c;
    let denom = cross(r, s);
    if denom.abs() < 1e-9 {
        return None;
    }
    let t = cross(c - a, s) / denom;
    let u = cross(c - a, r) / denom;
    ((0.0..=1.0).contains(&t) && (0.0..=1.0).contains(&u)).then(|| a + r * t)
}

/// Signed area: positive when the points run counter-clockwise.
pub fn signed_area(poly: &[Vec2]) -> f32 {
    let n = poly.len();
    (0..n)
        .map(|i| cross(poly[i], poly[(i + 1) % n]))
        .sum::<f32>()
        / 2.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bearings_follow_the_compass() {
        assert!((bearing_vector(0.0) - Vec2::Y).length() < 1e-6);
        assert!((bearing_vector(90.0) - Vec2::X).length() < 1e-6);
    }

    #[test]
    fn base_corners_and_containment() {
        let b = Base {
            center: Vec2::new(10.0, 10.0),
            width: 1.6,
            depth: 0.8,
            facing: 90.0,
        };
        // Facing right: the base is 0.8" along x and 1.6" along y.
        assert!(b.contains(Vec2::new(10.39, 10.79)));
        assert!(!b.contains(Vec2::new(10.41, 10.0)));
        let xs: Vec<f32> = b.corners().iter().map(|c| c.x).collect();
        assert!(
            xs.iter()
                .all(|x| (x - 9.6).abs() < 1e-5 || (x - 10.4).abs() < 1e-5)
        );
    }

    #[test]
    fn a_bow_tie_crosses_itself_and_a_square_does_not() {
        let bow = [
            Vec2::ZERO,
            Vec2::new(2.0, 2.0),
            Vec2::new(2.0, 0.0),
            Vec2::new(0.0, 2.0),
        ];
        assert_eq!(self_intersection(&bow), Some((0, 2)));
        let sq = [Vec2::ZERO, Vec2::X, Vec2::ONE, Vec2::Y];
        assert_eq!(self_intersection(&sq), None);
    }

    #[test]
    fn polygons_inside_one_another_intersect() {
        let big = circle_polygon(Vec2::ZERO, 10.0, 16);
        let small = [Vec2::ZERO, Vec2::X, Vec2::ONE];
        assert!(polygons_intersect(&big, &small));
        let far = [Vec2::splat(20.0), Vec2::new(21.0, 20.0), Vec2::splat(21.0)];
        assert!(!polygons_intersect(&big, &far));
    }
}
