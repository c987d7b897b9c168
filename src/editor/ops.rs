//! The edits an author makes, on the scenario value: what the editor's tools call inside one
//! `Draft::change`, so each is one step to undo. None of them refuses a result the checks would
//! reject (two bases overlapping, an element off the table): the checks say so at the place.
//! They refuse only what cannot be written at all, such as a polygon of two points.

use bevy::math::Vec2;

use crate::ruleset::Ruleset;
use crate::scenario::format::{
    Aircraft, Battery, Brigade, ElementDef, Feature, Force, Objective, ObjectiveAt, Point,
    Scenario, Shape, UnitDef,
};
use crate::spanned::{Span, Spanned};
use crate::words::Msg;

use super::place::{ElementAt, Place, element_mut};

/// A value as the editor makes it: it was written nowhere yet, so it has no place in a text.
pub fn sp<T>(value: T) -> Spanned<T> {
    Spanned::new(value, Span::default())
}

/// Positions are kept to a tenth of an inch (2.5 mm on the table): finer means nothing at the
/// table and makes the file hard to read.
pub fn snap(x: f32) -> f32 {
    // Adding 0 turns -0 into 0: the file writes both as `0`, and reads back the latter.
    (x * 10.0).round() / 10.0 + 0.0
}

pub fn snap_point(p: Vec2) -> Point {
    sp((snap(p.x), snap(p.y)))
}

/// The shapes a new feature can take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeKind {
    Polygon,
    Rect,
    Circle,
    Polyline,
}

impl ShapeKind {
    pub const ALL: [ShapeKind; 4] = [
        ShapeKind::Polygon,
        ShapeKind::Rect,
        ShapeKind::Circle,
        ShapeKind::Polyline,
    ];

    /// Its name in the tools, in the language of now.
    pub fn name(self) -> String {
        match self {
            ShapeKind::Polygon => t!("editor-shape-polygon"),
            ShapeKind::Rect => t!("editor-shape-rect"),
            ShapeKind::Circle => t!("editor-shape-circle"),
            ShapeKind::Polyline => t!("editor-shape-line"),
        }
    }

    pub fn of(shape: &Shape) -> ShapeKind {
        match shape {
            Shape::Polygon(_) => ShapeKind::Polygon,
            Shape::Rect { .. } => ShapeKind::Rect,
            Shape::Circle { .. } => ShapeKind::Circle,
            Shape::Polyline { .. } => ShapeKind::Polyline,
        }
    }
}

/// An id no item of the scenario has: `stem`, else `stem-2`, `stem-3`...
pub fn fresh_id(s: &Scenario, stem: &str) -> String {
    let stem = slug(stem);
    let taken = |id: &str| all_ids(s).any(|t| t == id);
    if !taken(&stem) {
        return stem;
    }
    (2..)
        .map(|n| format!("{stem}-{n}"))
        .find(|id| !taken(id))
        .unwrap_or(stem)
}

fn slug(text: &str) -> String {
    let s: String = text
        .chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let s = s.trim_matches('-').to_string();
    if s.is_empty() { "item".to_string() } else { s }
}

/// Every id in the file: ids are unique across all kinds [format].
pub fn all_ids(s: &Scenario) -> impl Iterator<Item = &str> {
    let sides = s.sides.iter().map(|x| x.id.value.as_str());
    let terrain = s.terrain.iter().map(|x| x.id.value.as_str());
    let brigades = s
        .forces
        .iter()
        .flat_map(|f| f.brigades.iter())
        .map(|b| b.id.value.as_str());
    let units = s
        .forces
        .iter()
        .flat_map(|f| f.brigades.iter())
        .flat_map(|b| b.units.iter())
        .map(|u| u.id.value.as_str());
    let elements = s.elements().map(|e| e.element.id.value.as_str());
    let objectives = s.objectives.iter().map(|x| x.id.value.as_str());
    let batteries = s.batteries.iter().map(|x| x.id.value.as_str());
    sides
        .chain(terrain)
        .chain(brigades)
        .chain(units)
        .chain(elements)
        .chain(objectives)
        .chain(batteries)
}

/// The points an author drags to reshape a feature: a polygon's or line's points; a
/// rectangle's lower-left and upper-right corners; a circle's centre and a point on its rim.
pub fn handles(shape: &Shape) -> Vec<Vec2> {
    match shape {
        Shape::Polygon(points) | Shape::Polyline { points, .. } => points
            .iter()
            .map(|p| Vec2::new(p.value.0, p.value.1))
            .collect(),
        Shape::Rect {
            x,
            y,
            width,
            height,
        } => vec![Vec2::new(*x, *y), Vec2::new(x + width, y + height)],
        Shape::Circle { center, radius } => {
            let c = Vec2::new(center.value.0, center.value.1);
            vec![c, c + Vec2::new(*radius, 0.0)]
        }
    }
}

/// Move one handle. A rectangle's corners may cross: it is kept with its corner lower-left.
pub fn move_handle(shape: &mut Shape, index: usize, to: Vec2) {
    let to = Vec2::new(snap(to.x), snap(to.y));
    match shape {
        Shape::Polygon(points) | Shape::Polyline { points, .. } => {
            if let Some(p) = points.get_mut(index) {
                *p = sp((to.x, to.y));
            }
        }
        Shape::Rect {
            x,
            y,
            width,
            height,
        } => {
            let (a, b) = (Vec2::new(*x, *y), Vec2::new(*x + *width, *y + *height));
            let (a, b) = if index == 0 { (to, b) } else { (a, to) };
            set_corners(shape, a, b);
        }
        Shape::Circle { center, radius } => {
            let c = Vec2::new(center.value.0, center.value.1);
            if index == 0 {
                *center = sp((to.x, to.y));
            } else {
                *radius = snap(c.distance(to)).max(0.1);
            }
        }
    }
}

/// A rectangle between two corners, whichever they are; other shapes are left alone.
pub fn set_corners(shape: &mut Shape, a: Vec2, b: Vec2) {
    if let Shape::Rect {
        x,
        y,
        width,
        height,
    } = shape
    {
        let (lo, hi) = (a.min(b), a.max(b));
        (*x, *y) = (snap(lo.x), snap(lo.y));
        *width = snap(hi.x - lo.x);
        *height = snap(hi.y - lo.y);
    }
}

/// Move the whole shape.
pub fn move_shape(shape: &mut Shape, by: Vec2) {
    let shift = |p: &mut Point| *p = snap_point(Vec2::new(p.value.0, p.value.1) + by);
    match shape {
        Shape::Polygon(points) | Shape::Polyline { points, .. } => {
            points.iter_mut().for_each(shift);
        }
        Shape::Rect { x, y, .. } => {
            *x = snap(*x + by.x);
            *y = snap(*y + by.y);
        }
        Shape::Circle { center, .. } => shift(center),
    }
}

/// A new point halfway along the side after point `after` (polygons close round to the first
/// point); the new point's index, or `None` for shapes without points.
pub fn insert_corner(shape: &mut Shape, after: usize) -> Option<usize> {
    let closed = matches!(shape, Shape::Polygon(_));
    let (Shape::Polygon(points) | Shape::Polyline { points, .. }) = shape else {
        return None;
    };
    let n = points.len();
    if after >= n || (!closed && after + 1 >= n) {
        return None;
    }
    let a = Vec2::new(points[after].value.0, points[after].value.1);
    let b = points[(after + 1) % n].value;
    let mid = (a + Vec2::new(b.0, b.1)) / 2.0;
    points.insert(after + 1, snap_point(mid));
    Some(after + 1)
}

/// Remove a point, unless the shape would be left with too few to be one (3 for a polygon,
/// 2 for a line): then the reason.
pub fn delete_corner(shape: &mut Shape, index: usize) -> Result<(), Msg> {
    let (points, least) = match shape {
        Shape::Polygon(points) => (points, 3),
        Shape::Polyline { points, .. } => (points, 2),
        _ => return Err(msg!("editor-delete-no-points")),
    };
    if points.len() <= least {
        return Err(if least == 3 {
            msg!("editor-delete-polygon-needs", n = least)
        } else {
            msg!("editor-delete-line-needs", n = least)
        });
    }
    if index < points.len() {
        points.remove(index);
    }
    Ok(())
}

/// How wide a new line of this kind is drawn, in inches: a wall is thin, a river wide.
fn line_width(kind: &str) -> f32 {
    match kind {
        "Wall" | "Fence" | "Hedge" => 0.3,
        "Trench" => 0.6,
        "Road" => 1.0,
        "River" | "Stream" => 2.0,
        _ => 0.5,
    }
}

/// The shape a new feature of this kind takes when put down with a press, about 4" across
/// and centred at `at`.
pub fn default_shape(kind: &str, shape: ShapeKind, at: Vec2) -> Shape {
    let p = |dx: f32, dy: f32| snap_point(at + Vec2::new(dx, dy));
    match shape {
        ShapeKind::Polygon => {
            Shape::Polygon(vec![p(-2.0, -2.0), p(2.0, -2.0), p(2.0, 2.0), p(-2.0, 2.0)])
        }
        ShapeKind::Rect => Shape::Rect {
            x: snap(at.x - 2.0),
            y: snap(at.y - 1.5),
            width: 4.0,
            height: 3.0,
        },
        ShapeKind::Circle => Shape::Circle {
            center: snap_point(at),
            radius: 2.0,
        },
        ShapeKind::Polyline => line(kind, vec![p(-3.0, 0.0), p(3.0, 0.0)]),
    }
}

/// A line of this kind through these points, as wide as such a line is drawn.
pub fn line(kind: &str, points: Vec<Point>) -> Shape {
    Shape::Polyline {
        points,
        width: line_width(kind),
    }
}

/// A new feature of this kind and shape, about 4" across, centred at `at`; its index.
pub fn add_feature(
    s: &mut Scenario,
    rules: &Ruleset,
    kind: &str,
    shape: ShapeKind,
    at: Vec2,
) -> usize {
    add_shaped(s, rules, kind, default_shape(kind, shape, at))
}

/// A new feature of this kind with this shape (drawn point by point); its index. A hill starts
/// as a low rise.
pub fn add_shaped(s: &mut Scenario, rules: &Ruleset, kind: &str, shape: Shape) -> usize {
    let is_hill = rules.terrain(kind).is_some_and(|t| t.has_height);
    s.terrain.push(Feature {
        id: sp(fresh_id(s, kind)),
        kind: sp(kind.to_string()),
        name: None,
        shape: sp(shape),
        height: is_hill.then(|| sp(1.0)),
    });
    s.terrain.len() - 1
}

/// A new brigade for a side (its force is made if the side has none); the brigade's place.
pub fn add_brigade(s: &mut Scenario, rules: &Ruleset, side: &str) -> (usize, usize) {
    let fi = match s.forces.iter().position(|f| f.side.value == side) {
        Some(fi) => fi,
        None => {
            s.forces.push(Force {
                side: sp(side.to_string()),
                brigades: Vec::new(),
            });
            s.forces.len() - 1
        }
    };
    let id = fresh_id(s, &format!("{side}-brigade"));
    let commander = side_faction(s, rules, side).to_string();
    s.forces[fi].brigades.push(Brigade {
        id: sp(id),
        name: "New brigade".to_string(),
        commander: sp(commander),
        hq: None,
        units: Vec::new(),
    });
    (fi, s.forces[fi].brigades.len() - 1)
}

/// The faction a new brigade or unit of a side gets: the first of the side's camp (a
/// Republican for the Republic), not the ruleset's first faction, which fights for one side
/// only and would be the enemy's on the other.
pub fn side_faction<'r>(s: &Scenario, rules: &'r Ruleset, side: &str) -> &'r str {
    let camp = s
        .side(side)
        .and_then(|d| rules.camp_of_side(&d.id.value, &d.name));
    rules.default_faction(camp)
}

/// A new unit in a brigade, of the ruleset's first kind and its side's faction until the
/// author says otherwise; its index, or `None` if there is no such brigade.
pub fn add_unit(s: &mut Scenario, rules: &Ruleset, force: usize, brigade: usize) -> Option<usize> {
    let brigade_id = s.forces.get(force)?.brigades.get(brigade)?.id.value.clone();
    let faction = side_faction(s, rules, &s.forces[force].side.value).to_string();
    let id = fresh_id(s, &format!("{brigade_id}-unit"));
    let first = |v: Option<&str>| v.unwrap_or_default().to_string();
    let unit = UnitDef {
        id: sp(id),
        name: "New unit".to_string(),
        kind: sp(first(
            rules.unit_kinds.first().map(|k| k.name.value.as_str()),
        )),
        quality: sp(first(
            rules
                .qualities
                .get(1)
                .or(rules.qualities.first())
                .map(|q| q.name.value.as_str()),
        )),
        faction: sp(faction),
        peninsular: false,
        arrives: None,
        elements: sp(Vec::new()),
    };
    let units = &mut s.forces[force].brigades[brigade].units;
    units.push(unit);
    Some(units.len() - 1)
}

/// A new element of a type at a point, into a unit (or as the brigade's HQ when `unit` is
/// `None` and it has none); facing the nearest enemy base. A headquarters base put into a
/// unit of a brigade that has no HQ becomes the brigade's HQ: a brigade must have one
/// [SRC], `check` asks for it there, and an author putting down the first HQ of a new
/// brigade means that one; the next HQ goes into the unit (a battalion's own).
pub fn add_element(
    s: &mut Scenario,
    rules: &Ruleset,
    kind: &str,
    force: usize,
    brigade: usize,
    unit: Option<usize>,
    at: Vec2,
) -> Option<ElementAt> {
    let headless = s.forces.get(force)?.brigades.get(brigade)?.hq.is_none();
    let is_hq = rules.element_type(kind).is_some_and(|t| t.headquarters);
    let unit = if is_hq && headless { None } else { unit };
    let side = s.forces.get(force)?.side.value.clone();
    let facing = facing_for(s, &side, at);
    let e = ElementDef {
        id: sp(fresh_id(s, kind)),
        kind: sp(kind.to_string()),
        at: snap_point(at),
        facing: sp(facing),
        label: None,
        base: None,
    };
    put(s, force, brigade, unit, e)
}

/// A base into a unit of a brigade, or as its HQ when `unit` is `None` and it has none; where
/// it now is, or `None` (and nothing changed) if there is no such place.
fn put(
    s: &mut Scenario,
    force: usize,
    brigade: usize,
    unit: Option<usize>,
    e: ElementDef,
) -> Option<ElementAt> {
    let b = s.forces.get_mut(force)?.brigades.get_mut(brigade)?;
    let index = match unit {
        None if b.hq.is_none() => {
            b.hq = Some(e);
            0
        }
        None => return None,
        Some(u) => {
            let list = &mut b.units.get_mut(u)?.elements.value;
            list.push(e);
            list.len() - 1
        }
    };
    Some(ElementAt {
        force,
        brigade,
        unit,
        index,
    })
}

/// A new base faces the nearest enemy base, or the middle of the table if there is none yet.
fn facing_for(s: &Scenario, side: &str, at: Vec2) -> f32 {
    let enemy = s
        .elements()
        .filter(|e| e.side != side)
        .map(|e| Vec2::new(e.element.at.value.0, e.element.at.value.1))
        .min_by(|a, b| a.distance(at).total_cmp(&b.distance(at)));
    let towards = enemy.unwrap_or(s.size() / 2.0) - at;
    if towards.length() < 0.01 {
        return 0.0;
    }
    // Compass bearing: 0 up the table, 90 right.
    let deg = towards.x.atan2(towards.y).to_degrees();
    (deg.rem_euclid(360.0) / 5.0).round() * 5.0 % 360.0
}

/// Move a base into another unit of its side's forces (or make it a brigade's HQ, if that
/// brigade has none); where it now is, or `None` (and nothing changed) if it cannot go there.
pub fn move_to_unit(
    s: &mut Scenario,
    at: ElementAt,
    force: usize,
    brigade: usize,
    unit: Option<usize>,
) -> Option<ElementAt> {
    let b = s.forces.get(force)?.brigades.get(brigade)?;
    let fits = match unit {
        None => b.hq.is_none(),
        Some(u) => u < b.units.len(),
    };
    if !fits || (at.force, at.brigade, at.unit) == (force, brigade, unit) {
        return None;
    }
    let from = s.forces.get_mut(at.force)?.brigades.get_mut(at.brigade)?;
    let e = match at.unit {
        None => from.hq.take()?,
        Some(u) => {
            let list = &mut from.units.get_mut(u)?.elements.value;
            (at.index < list.len()).then(|| list.remove(at.index))?
        }
    };
    put(s, force, brigade, unit, e)
}

/// A copy of a base beside it, in its unit (its right as it faces, a base's width and a
/// little over), with an id of its own and no label; where the copy is. A brigade's HQ has
/// one place only, and is not copied.
pub fn duplicate_element(s: &mut Scenario, rules: &Ruleset, at: ElementAt) -> Option<ElementAt> {
    let unit = at.unit?;
    let e = super::place::element(s, at)?.clone();
    let width = e.base(rules).map_or(1.0, |b| b.width);
    let right = crate::geom::bearing_vector(e.facing.value + 90.0);
    let to = Vec2::new(e.at.value.0, e.at.value.1) + right * (width + 0.2);
    let copy = ElementDef {
        id: sp(fresh_id(s, &e.id.value)),
        at: snap_point(to),
        label: None,
        ..e
    };
    let list = &mut s
        .forces
        .get_mut(at.force)?
        .brigades
        .get_mut(at.brigade)?
        .units
        .get_mut(unit)?
        .elements
        .value;
    list.insert(at.index + 1, copy);
    Some(ElementAt {
        index: at.index + 1,
        ..at
    })
}

/// A copy of a feature 2" up and right of it, with an id of its own; its index.
pub fn duplicate_feature(s: &mut Scenario, i: usize) -> Option<usize> {
    let mut f = s.terrain.get(i)?.clone();
    f.id = sp(fresh_id(s, &f.id.value));
    move_shape(&mut f.shape.value, Vec2::new(2.0, 2.0));
    s.terrain.insert(i + 1, f);
    Some(i + 1)
}

/// Move an element to a point.
pub fn move_element(s: &mut Scenario, at: ElementAt, to: Vec2) {
    if let Some(e) = element_mut(s, at) {
        e.at = snap_point(to);
    }
}

/// Turn an element to face a point.
pub fn face_towards(s: &mut Scenario, at: ElementAt, point: Vec2) {
    if let Some(e) = element_mut(s, at) {
        let d = point - Vec2::new(e.at.value.0, e.at.value.1);
        if d.length() > 0.05 {
            let deg = d.x.atan2(d.y).to_degrees().rem_euclid(360.0);
            e.facing = sp((deg.round() as i32 % 360) as f32);
        }
    }
}

/// A new objective for a side: the feature under the point if there is one, else the point.
pub fn add_objective(s: &mut Scenario, side: &str, at: ObjectiveAt) -> usize {
    let name = match &at {
        ObjectiveAt::Feature(f) => s
            .feature(f)
            .and_then(|f| f.name.clone())
            .unwrap_or_else(|| f.value.clone()),
        ObjectiveAt::Point(_) => "Objective".to_string(),
    };
    let id = fresh_id(s, &format!("obj-{name}"));
    s.objectives.push(Objective {
        id: sp(id),
        name,
        at,
        side: sp(side.to_string()),
    });
    s.objectives.len() - 1
}

/// A feature's new id, carried to the objectives that name it, so renaming breaks nothing.
pub fn rename_feature(s: &mut Scenario, i: usize, id: &str) {
    let Some(old) = s.terrain.get(i).map(|f| f.id.value.clone()) else {
        return;
    };
    s.terrain[i].id = sp(id.to_string());
    for o in &mut s.objectives {
        if let ObjectiveAt::Feature(f) = &mut o.at
            && f.value == old
        {
            *f = sp(id.to_string());
        }
    }
}

/// A base's new id, carried to the battery it fires, so renaming breaks nothing.
pub fn rename_element(s: &mut Scenario, at: ElementAt, id: &str) {
    let Some(old) = super::place::element(s, at).map(|e| e.id.value.clone()) else {
        return;
    };
    if let Some(e) = element_mut(s, at) {
        e.id = sp(id.to_string());
    }
    for b in &mut s.batteries {
        if b.element.as_ref().is_some_and(|e| e.value == old) {
            b.element = Some(sp(id.to_string()));
        }
    }
}

/// A new battery off the table for a side [INF].
pub fn add_battery(s: &mut Scenario, side: &str, faction: &str) -> usize {
    let id = fresh_id(s, &format!("{side}-battery"));
    s.batteries.push(Battery {
        id: sp(id),
        side: sp(side.to_string()),
        name: "New battery".to_string(),
        faction: sp(faction.to_string()),
        element: None,
    });
    s.batteries.len() - 1
}

/// One sortie a turn for a side, every turn [INF].
pub fn add_sorties(s: &mut Scenario, side: &str) -> usize {
    s.aircraft.push(Aircraft {
        side: sp(side.to_string()),
        name: "Aircraft".to_string(),
        sorties: sp(1),
        from: None,
        until: None,
    });
    s.aircraft.len() - 1
}

/// Remove a thing. An element, unit, brigade, feature or objective goes with everything in it;
/// what referred to it by id (an objective on a feature, a battery's element) is left for the
/// checks to point out, as the author may be about to put it back under the same id.
pub fn delete(s: &mut Scenario, place: Place) -> Result<(), Msg> {
    let gone = || msg!("editor-delete-gone");
    match place {
        Place::Feature(i) if i < s.terrain.len() => {
            s.terrain.remove(i);
        }
        Place::Corner { feature, index } => {
            let f = s.terrain.get_mut(feature).ok_or_else(gone)?;
            delete_corner(&mut f.shape.value, index)?;
        }
        Place::Element(at) => {
            let b = s
                .forces
                .get_mut(at.force)
                .and_then(|f| f.brigades.get_mut(at.brigade))
                .ok_or_else(gone)?;
            match at.unit {
                None => b.hq = None,
                Some(u) => {
                    let list = &mut b.units.get_mut(u).ok_or_else(gone)?.elements.value;
                    if at.index < list.len() {
                        list.remove(at.index);
                    }
                }
            }
        }
        Place::Unit {
            force,
            brigade,
            unit,
        } => {
            let units = &mut s
                .forces
                .get_mut(force)
                .and_then(|f| f.brigades.get_mut(brigade))
                .ok_or_else(gone)?
                .units;
            if unit < units.len() {
                units.remove(unit);
            }
        }
        Place::Brigade { force, brigade } => {
            let brigades = &mut s.forces.get_mut(force).ok_or_else(gone)?.brigades;
            if brigade < brigades.len() {
                brigades.remove(brigade);
            }
        }
        Place::Objective(i) if i < s.objectives.len() => {
            s.objectives.remove(i);
        }
        Place::Battery(i) if i < s.batteries.len() => {
            s.batteries.remove(i);
        }
        Place::Aircraft(i) if i < s.aircraft.len() => {
            s.aircraft.remove(i);
        }
        Place::Meta | Place::Side(_) | Place::Force(_) => {
            return Err(msg!("editor-delete-battle"));
        }
        _ => return Err(gone()),
    }
    Ok(())
}
