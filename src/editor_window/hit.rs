//! What is under the cursor in the editor, in the order an author expects to grab things: the
//! selection's own handles first, then bases (they sit on top of the ground), objectives, and
//! the terrain, the smallest feature first so a house in a wood can be picked.

use bevy::math::Vec2;

use crate::editor::ops::handles;
use crate::editor::place::{self, ElementAt, Place};
use crate::geom::{self, bearing_vector};
use crate::ruleset::Ruleset;
use crate::scenario::format::{ObjectiveAt, Scenario, Shape, point_to_vec2};

/// Something a press can grab.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Grab {
    /// A selected feature's point (or a rectangle's or circle's handle).
    Handle {
        feature: usize,
        index: usize,
    },
    /// The middle of a selected feature's side: dragging it adds a point there.
    Midpoint {
        feature: usize,
        after: usize,
    },
    /// The knob in front of a selected base: dragging it turns the base.
    Facing(ElementAt),
    Element(ElementAt),
    Objective(usize),
    Feature(usize),
}

/// How near, in inches, a press must be to a handle to grab it (the caller scales it with
/// the zoom, so it is the same few pixels at any zoom).
pub struct Reach(pub f32);

/// Where the knob that turns a base stands: just in front of it.
pub fn facing_knob(s: &Scenario, rules: &Ruleset, at: ElementAt) -> Option<Vec2> {
    let e = place::element(s, at)?;
    let base = e.base(rules)?;
    Some(base.center + bearing_vector(base.facing) * (base.depth / 2.0 + 0.6))
}

/// The midpoints of a polygon's sides (round to the first) or a line's segments.
pub fn midpoints(shape: &Shape) -> Vec<(usize, Vec2)> {
    let pts = match shape {
        Shape::Polygon(p) | Shape::Polyline { points: p, .. } => p,
        _ => return Vec::new(),
    };
    let v: Vec<Vec2> = pts.iter().map(point_to_vec2).collect();
    let n = v.len();
    let sides = if matches!(shape, Shape::Polygon(_)) {
        n
    } else {
        n.saturating_sub(1)
    };
    (0..sides)
        .map(|i| (i, (v[i] + v[(i + 1) % n]) / 2.0))
        .collect()
}

pub fn grab_at(
    s: &Scenario,
    rules: &Ruleset,
    selected: Option<Place>,
    p: Vec2,
    reach: Reach,
) -> Option<Grab> {
    let near = |q: Vec2| q.distance(p) <= reach.0;
    match selected {
        Some(Place::Feature(fi)) | Some(Place::Corner { feature: fi, .. }) => {
            if let Some(f) = s.terrain.get(fi) {
                if let Some(index) = handles(&f.shape.value).into_iter().position(near) {
                    return Some(Grab::Handle { feature: fi, index });
                }
                if let Some((after, _)) = midpoints(&f.shape.value)
                    .into_iter()
                    .find(|(_, m)| near(*m))
                {
                    return Some(Grab::Midpoint { feature: fi, after });
                }
            }
        }
        Some(Place::Element(at)) if facing_knob(s, rules, at).is_some_and(near) => {
            return Some(Grab::Facing(at));
        }
        _ => {}
    }
    // The last base in the file is drawn on top, so it is the one picked.
    let element = place::elements(s).into_iter().rev().find(|(_, e)| {
        e.base(rules)
            .is_some_and(|b| b.contains(p) || b.distance_to_point(p) <= reach.0 * 0.5)
    });
    if let Some((at, _)) = element {
        return Some(Grab::Element(at));
    }
    // A point objective by its ring, one on a feature by its star.
    let objective = s.objectives.iter().position(|o| match &o.at {
        ObjectiveAt::Point(q) => point_to_vec2(q).distance(p) <= 1.5,
        ObjectiveAt::Feature(_) => {
            crate::table::scene::objective_star(s, o).is_some_and(|star| star.distance(p) <= 0.9)
        }
    });
    if let Some(i) = objective {
        return Some(Grab::Objective(i));
    }
    feature_at(s, p, reach.0).map(Grab::Feature)
}

/// The smallest feature under a point: an area containing it, or a line within reach of it.
pub fn feature_at(s: &Scenario, p: Vec2, reach: f32) -> Option<usize> {
    s.terrain
        .iter()
        .enumerate()
        .filter_map(|(i, f)| {
            let shape = &f.shape.value;
            match shape {
                Shape::Polyline { points, width } => {
                    let v: Vec<Vec2> = points.iter().map(point_to_vec2).collect();
                    let d = v
                        .windows(2)
                        .map(|w| geom::point_segment_distance(p, w[0], w[1]))
                        .fold(f32::MAX, f32::min);
                    (d <= width / 2.0 + reach * 0.5).then_some((i, 0.0))
                }
                _ => {
                    let outline = shape.footprint().into_iter().next()?;
                    geom::point_in_polygon(p, &outline)
                        .then(|| (i, geom::signed_area(&outline).abs()))
                }
            }
        })
        // Lines before areas (a road through a wood), then the smallest area.
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::{self, DEFAULT_SCENARIO};

    fn valdemoro() -> (Scenario, Ruleset) {
        let rules = Ruleset::default_rules();
        (
            scenario::parse("d.ron", DEFAULT_SCENARIO, &rules).unwrap(),
            rules,
        )
    }

    #[test]
    fn a_house_inside_its_wall_is_picked_before_the_ground_around_it_and_a_road_before_both() {
        let (s, _) = valdemoro();
        let idx = |id: &str| s.terrain.iter().position(|f| f.id.value == id).unwrap();
        // The farm (Rect 20,22 7x5) with its wall round it; the road runs by at y 29.
        assert_eq!(
            feature_at(&s, Vec2::new(23.0, 24.0), 0.3),
            Some(idx("cortijo"))
        );
        assert_eq!(
            feature_at(&s, Vec2::new(10.0, 29.0), 0.3),
            Some(idx("carretera"))
        );
        assert_eq!(feature_at(&s, Vec2::new(45.0, 20.0), 0.3), None);
    }

    #[test]
    fn a_selected_features_points_come_before_the_bases_on_them() {
        let (s, rules) = valdemoro();
        let cerro = s
            .terrain
            .iter()
            .position(|f| f.id.value == "cerro")
            .unwrap();
        let sel = Some(Place::Feature(cerro));
        assert_eq!(
            grab_at(&s, &rules, sel, Vec2::new(31.1, 19.0), Reach(0.4)),
            Some(Grab::Handle {
                feature: cerro,
                index: 0
            })
        );
        // Halfway between (31, 19) and (38, 18).
        assert_eq!(
            grab_at(&s, &rules, sel, Vec2::new(34.5, 18.5), Reach(0.4)),
            Some(Grab::Midpoint {
                feature: cerro,
                after: 0
            })
        );
        // Not selected: the same press takes the hill itself.
        assert_eq!(
            grab_at(&s, &rules, None, Vec2::new(34.5, 18.6), Reach(0.4)),
            Some(Grab::Feature(cerro))
        );
    }

    #[test]
    fn a_base_is_grabbed_where_it_stands_and_turned_by_its_knob() {
        let (s, rules) = valdemoro();
        let (at, e) = place::elements(&s)[1];
        let c = point_to_vec2(&e.at);
        assert_eq!(
            grab_at(&s, &rules, None, c, Reach(0.4)),
            Some(Grab::Element(at))
        );
        let knob = facing_knob(&s, &rules, at).unwrap();
        assert_eq!(
            grab_at(&s, &rules, Some(Place::Element(at)), knob, Reach(0.4)),
            Some(Grab::Facing(at))
        );
    }
}
