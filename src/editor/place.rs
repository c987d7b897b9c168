//! The things an author picks and edits, by their position in the scenario's lists, and where
//! each stands on the table.

use bevy::math::Vec2;

use crate::scenario::format::{ElementDef, Scenario, point_to_vec2};

/// An element's position in the side → brigade → unit tree; `unit: None` is the brigade's HQ.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ElementAt {
    pub force: usize,
    pub brigade: usize,
    pub unit: Option<usize>,
    pub index: usize,
}

/// One thing in a scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// Title, date, description, turns, table size.
    Meta,
    Side(usize),
    Feature(usize),
    /// A point of a feature's outline or line.
    Corner {
        feature: usize,
        index: usize,
    },
    Force(usize),
    Brigade {
        force: usize,
        brigade: usize,
    },
    Unit {
        force: usize,
        brigade: usize,
        unit: usize,
    },
    Element(ElementAt),
    Objective(usize),
    Battery(usize),
    Aircraft(usize),
}

pub fn element(s: &Scenario, at: ElementAt) -> Option<&ElementDef> {
    let b = s.forces.get(at.force)?.brigades.get(at.brigade)?;
    match at.unit {
        None => b.hq.as_ref(),
        Some(u) => b.units.get(u)?.elements.value.get(at.index),
    }
}

pub fn element_mut(s: &mut Scenario, at: ElementAt) -> Option<&mut ElementDef> {
    let b = s.forces.get_mut(at.force)?.brigades.get_mut(at.brigade)?;
    match at.unit {
        None => b.hq.as_mut(),
        Some(u) => b.units.get_mut(u)?.elements.value.get_mut(at.index),
    }
}

/// Every element with its place, in file order (a brigade's HQ before its units).
pub fn elements(s: &Scenario) -> Vec<(ElementAt, &ElementDef)> {
    let mut out = Vec::new();
    for (fi, f) in s.forces.iter().enumerate() {
        for (bi, b) in f.brigades.iter().enumerate() {
            if let Some(hq) = &b.hq {
                let at = ElementAt {
                    force: fi,
                    brigade: bi,
                    unit: None,
                    index: 0,
                };
                out.push((at, hq));
            }
            for (ui, u) in b.units.iter().enumerate() {
                for (ei, e) in u.elements.value.iter().enumerate() {
                    let at = ElementAt {
                        force: fi,
                        brigade: bi,
                        unit: Some(ui),
                        index: ei,
                    };
                    out.push((at, e));
                }
            }
        }
    }
    out
}

/// A place a base can go (a unit, or a brigade's own HQ when `unit` is `None`), named with
/// its side: both sides' new brigades are "New brigade", and the brigade's HQ place must be
/// told from a battalion's HQ base in a unit.
pub fn into_name(s: &Scenario, force: usize, brigade: usize, unit: Option<usize>) -> String {
    let Some(f) = s.forces.get(force) else {
        return "?".into();
    };
    let Some(b) = f.brigades.get(brigade) else {
        return "?".into();
    };
    let side = s
        .side(&f.side)
        .map_or(f.side.value.as_str(), |d| d.name.as_str());
    match unit.and_then(|u| b.units.get(u)) {
        Some(u) => format!("{side}: {} / {}", b.name, u.name),
        None => t!("editor-into-hq", side = side, brigade = &b.name),
    }
}

/// Where on the table a thing is shown: a problem with it is marked there.
pub fn on_table(s: &Scenario, place: Place) -> Option<Vec2> {
    match place {
        Place::Feature(i) => s.terrain.get(i).map(|f| f.shape.value.label_point()),
        Place::Corner { feature, index } => {
            super::ops::handles(&s.terrain.get(feature)?.shape.value)
                .get(index)
                .copied()
        }
        Place::Element(at) => element(s, at).map(|e| point_to_vec2(&e.at)),
        // At its star, where the author sees it.
        Place::Objective(i) => s.objective_star(s.objectives.get(i)?),
        Place::Battery(i) => {
            let id = s.batteries.get(i)?.element.as_ref()?;
            s.elements()
                .find(|e| e.element.id.value == id.value)
                .map(|e| point_to_vec2(&e.element.at))
        }
        Place::Unit {
            force,
            brigade,
            unit,
        } => {
            let u = s
                .forces
                .get(force)?
                .brigades
                .get(brigade)?
                .units
                .get(unit)?;
            centre(u.elements.value.iter().map(|e| point_to_vec2(&e.at)))
        }
        Place::Brigade { force, brigade } => {
            let b = s.forces.get(force)?.brigades.get(brigade)?;
            centre(
                b.hq.iter()
                    .chain(b.units.iter().flat_map(|u| u.elements.value.iter()))
                    .map(|e| point_to_vec2(&e.at)),
            )
        }
        Place::Meta | Place::Side(_) | Place::Force(_) | Place::Aircraft(_) => None,
    }
}

fn centre(points: impl Iterator<Item = Vec2>) -> Option<Vec2> {
    let (sum, n) = points.fold((Vec2::ZERO, 0), |(s, n), p| (s + p, n + 1));
    (n > 0).then(|| sum / n as f32)
}
