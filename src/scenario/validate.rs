//! Everything wrong with a scenario that the RON types alone cannot say, all in one pass.

use std::collections::HashMap;

use bevy::math::Vec2;

use super::format::*;
use crate::geom;
use crate::ruleset::{Ruleset, ShapeClass, unknown};
use crate::spanned::{Diagnostic, OutOfRange, Pruned, Span, Spanned};
use crate::words::{Arg, Msg};

/// The field of a brigade or unit (`commander`, `faction`) as the editor's panel labels it.
fn field_label(field: &str) -> Msg {
    match field {
        "commander" => msg!("editor-commander"),
        _ => msg!("editor-faction"),
    }
}

/// Coordinates further out than this many table sizes are certainly a typo.
const FAR_OUT: f32 = 10.0;

/// The shortest side a table may have, in inches: one infantry move (6") across, three of the
/// deepest base (2"). Anything smaller holds no battle; it is a slip (feet written for inches,
/// `(6, 4)` for a 6' x 4' table, or a misplaced decimal point) after which every base and point
/// would be reported off the table as well.
pub const MIN_TABLE: f32 = 6.0;
/// The longest side a table may have, in inches (over 80 feet).
pub const MAX_TABLE: f32 = 1000.0;

/// The highest a hill may be, in levels.
const MAX_HEIGHT: f32 = 100.0;

/// What a number out of its type's range should have been, said for the field it is in (the
/// type alone would say `turns` may be 0); `None` where the type's own range is what it allows.
pub fn range_message(r: &OutOfRange) -> Option<Msg> {
    let field = r.fields.first()?.as_str();
    let in_shape = r.fields.iter().any(|f| f == "shape");
    let allowed = match field {
        _ if in_shape || matches!(field, "center" | "points") => {
            return Some(msg!(
                "check-coordinate-out-of-range",
                value = r.value.as_str(),
                field = field,
                n = FAR_OUT
            ));
        }
        // At least 1, as `header_numbers` and `support` check; at most what the type holds.
        "turns" | "sorties" => msg!("check-allowed-whole", min = 1, max = r.max.as_str()),
        "arrives" | "from" | "until" => msg!("check-allowed-turn"),
        "colour" => msg!("check-allowed-colour"),
        "at" => msg!("check-allowed-on-table"),
        "table" => msg!("check-allowed-number", min = MIN_TABLE, max = MAX_TABLE),
        "height" => msg!("check-allowed-height", max = MAX_HEIGHT),
        "facing" => msg!("check-allowed-bearing"),
        _ => return None,
    };
    Some(r.message(Some(allowed)))
}

pub fn validate(s: &Scenario, rules: &Ruleset) -> Vec<Diagnostic> {
    validate_pruned(s, rules, &Pruned::default())
}

/// Validation of a scenario read with parts left out (`spanned::recover`): what is missing
/// only because it was left out is not reported, its type error already was.
pub fn validate_pruned(s: &Scenario, rules: &Ruleset, pruned: &Pruned) -> Vec<Diagnostic> {
    let (w, h) = s.table.value;
    let mut v = Validator {
        s,
        rules,
        pruned,
        table_ok: (MIN_TABLE..=MAX_TABLE).contains(&w) && (MIN_TABLE..=MAX_TABLE).contains(&h),
        errors: Vec::new(),
    };
    v.header();
    v.unique_ids();
    v.terrain();
    v.forces();
    v.placement();
    v.objectives();
    v.support();
    v.communist_brigades();
    // A hole's stand-in (an element at (0, 0), a type named "", a rectangle 0 high) is not
    // the author's mistake.
    v.errors.retain(|d| {
        !pruned.has_hole(d.span) && !d.secondary.iter().any(|l| pruned.has_hole(l.span))
    });
    v.errors.sort_by_key(|d| d.span.start);
    v.errors
}

/// What the rules allow in a scenario that passes, but an author most likely did not mean:
/// two bases of troops set on one spot (troops pass through troops [SRC], so neither is stuck,
/// but one hides the other on the table). `check` says it as a warning and still passes the
/// file. Units of one brigade whose factions will not fight together [SRC animosity] are not
/// warned of: a battle may put them there on purpose, as Belchite's garrison is.
pub fn warnings(s: &Scenario, rules: &Ruleset) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut placed: Vec<(&ElementDef, geom::Base, u32)> = Vec::new();
    for e in s.elements() {
        let el = e.element;
        let (Some(base), Some(def)) = (el.base(rules), rules.element_type(&el.kind)) else {
            continue;
        };
        if def.vehicle {
            continue;
        }
        let arrives = on_table_from(e.unit);
        if let Some((other, ..)) = placed
            .iter()
            .find(|(_, b, a)| *a == arrives && stand_on_each_other(b, &base))
        {
            out.push(
                Diagnostic::new(
                    el.at.span,
                    msg!(
                        "check-warn-bases-overlap",
                        id = &el.id.value,
                        other = &other.id.value
                    ),
                )
                .with_label(
                    other.at.span,
                    msg!("check-stands-here", id = &other.id.value),
                )
                .as_warning(),
            );
        }
        placed.push((el, base, arrives));
    }
    out.sort_by_key(|d| d.span.start);
    out
}

/// The turn from which a unit's bases stand on the table: 1 for those there from the start
/// (no `arrives`, or turn 0 or 1, as the game takes them), else the turn they arrive.
fn on_table_from(unit: Option<&UnitDef>) -> u32 {
    unit.and_then(|u| u.arrives.as_ref())
        .map_or(1, |t| t.value.max(1))
}

/// Whether two bases stand on each other, not merely touch: a truck nose to tail with the
/// platoon it is to carry, or a limber against its gun, touches and may still move away, as
/// the rules' own sweep starts a move clear of the first place [SRC interpenetration].
fn stand_on_each_other(a: &geom::Base, b: &geom::Base) -> bool {
    let inset = |x: &geom::Base| geom::Base {
        width: (x.width - 0.02).max(0.0),
        depth: (x.depth - 0.02).max(0.0),
        ..*x
    };
    inset(a).overlaps(&inset(b))
}

struct Validator<'a> {
    s: &'a Scenario,
    rules: &'a Ruleset,
    pruned: &'a Pruned,
    /// The table's size is one a battle can have. When it is not, that is one error at
    /// `table`, and what is measured against the table (bases and points off it, coordinates
    /// far outside it) is not checked: every such error would follow from the one.
    table_ok: bool,
    errors: Vec<Diagnostic>,
}

impl<'a> Validator<'a> {
    fn error(&mut self, span: Span, message: Msg) {
        self.errors.push(Diagnostic::new(span, message));
    }

    fn header(&mut self) {
        let s = self.s;
        if !valid_date(&s.date.value) {
            self.errors.push(
                Diagnostic::new(s.date.span, msg!("check-not-a-date", date = &s.date.value))
                    .with_help(msg!("check-not-a-date-help")),
            );
        }
        // A side left out would make both of these wrong.
        if self.pruned.touched("sides") {
            return self.header_numbers();
        }
        if s.sides.len() != 2 {
            let span = s.sides.first().map_or(s.date.span, |d| d.id.span);
            self.error(span, msg!("check-two-sides", n = s.sides.len()));
        }
        let first: Vec<&SideDef> = s.sides.iter().filter(|d| d.initiative).collect();
        match first.as_slice() {
            [_] => {}
            [] => {
                if let Some(side) = s.sides.first() {
                    self.errors.push(
                        Diagnostic::new(side.id.span, msg!("check-one-initiative", n = 0))
                            .with_help(msg!("check-no-initiative-help")),
                    );
                }
            }
            [earlier @ .., last] => {
                let mut d =
                    Diagnostic::new(last.id.span, msg!("check-one-initiative", n = first.len()))
                        .with_primary_label(msg!("check-has-initiative-too"));
                for side in earlier {
                    d = d.with_label(side.id.span, msg!("check-has-initiative"));
                }
                self.errors
                    .push(d.with_help(msg!("check-too-many-initiative-help")));
            }
        }
        self.header_numbers();
    }

    fn header_numbers(&mut self) {
        let s = self.s;
        if s.turns.value == 0 {
            self.error(s.turns.span, msg!("check-turns-at-least-one"));
        }
        let (w, h) = s.table.value;
        if !self.table_ok {
            self.error(
                s.table.span,
                msg!(
                    "check-table-size",
                    width = w,
                    height = h,
                    min = MIN_TABLE,
                    max = MAX_TABLE
                ),
            );
        }
    }

    fn unique_ids(&mut self) {
        let s = self.s;
        // What each id names, as a keyword the catalogue's messages select on.
        let mut ids: Vec<(&Id, &str)> = Vec::new();
        ids.extend(s.sides.iter().map(|x| (&x.id, "side")));
        ids.extend(s.terrain.iter().map(|x| (&x.id, "terrain-feature")));
        for f in &s.forces {
            for b in &f.brigades {
                ids.push((&b.id, "brigade"));
                ids.extend(b.units.iter().map(|u| (&u.id, "unit")));
            }
        }
        ids.extend(s.elements().map(|e| (&e.element.id, "element")));
        ids.extend(s.objectives.iter().map(|x| (&x.id, "objective")));
        ids.extend(s.batteries.iter().map(|x| (&x.id, "battery")));
        let mut seen: HashMap<&str, (&Id, &str)> = HashMap::new();
        for (id, what) in ids {
            if id.value.trim().is_empty() {
                self.error(id.span, msg!("check-needs-id", what = what));
            } else if let Some((first, first_what)) = seen.get(id.value.as_str()) {
                self.errors.push(
                    Diagnostic::new(
                        id.span,
                        msg!(
                            "check-duplicate-id",
                            id = &id.value,
                            what = what,
                            first = *first_what
                        ),
                    )
                    .with_primary_label(msg!("check-defined-again-here"))
                    .with_label(first.span, msg!("check-first-defined-here"))
                    .with_help(msg!("check-duplicate-id-help")),
                );
            } else {
                seen.insert(&id.value, (id, what));
            }
        }
    }

    fn terrain(&mut self) {
        for f in &self.s.terrain {
            let Some(def) = self.rules.terrain(&f.kind) else {
                let known = self.rules.terrain.iter().map(|t| t.name.as_str());
                self.errors.push(unknown(&f.kind, "terrain-kind", known));
                continue;
            };
            match (def.shape, f.shape.is_linear()) {
                (ShapeClass::Area, true) => self.error(
                    f.shape.span,
                    msg!("check-area-shape", kind = &def.label, id = &f.id.value),
                ),
                (ShapeClass::Linear, false) => self.error(
                    f.shape.span,
                    msg!("check-linear-shape", kind = &def.label, id = &f.id.value),
                ),
                _ => {}
            }
            match (&f.height, def.has_height) {
                (None, true) if !self.pruned.owns(f.id.span) => self.errors.push(
                    Diagnostic::new(f.id.span, msg!("check-no-height", id = &f.id.value))
                        .with_help(msg!("check-no-height-help")),
                ),
                (Some(h), true) if !(h.value > 0.0 && h.value <= MAX_HEIGHT) => {
                    self.error(h.span, msg!("check-height-range"))
                }
                (Some(h), false) => self.error(
                    h.span,
                    msg!("check-height-not-hill", id = &f.id.value, kind = &def.label),
                ),
                _ => {}
            }
            self.shape(&f.id, &f.shape);
        }
    }

    fn shape(&mut self, id: &Id, shape: &Spanned<Shape>) {
        match &shape.value {
            Shape::Polygon(pts) => self.polygon(id, shape.span, pts),
            Shape::Polyline { points, width } => self.polyline(id, shape.span, points, *width),
            Shape::Rect {
                x,
                y,
                width,
                height,
            } => self.rect(id, shape.span, (*x, *y), (*width, *height)),
            Shape::Circle { center, radius } => self.circle(id, shape.span, center, *radius),
        }
    }

    /// Coordinates and sizes beyond this are certainly a typo.
    fn far_limit(&self) -> f32 {
        self.s.size().max_element().max(1.0) * FAR_OUT
    }

    /// Written as the negation of "near", so a coordinate that is not a number is far too.
    /// Never far from a table of no sensible size: that is the table's error.
    fn is_far(&self, p: &Point) -> bool {
        if !self.table_ok {
            return false;
        }
        let limit = self.far_limit();
        !(p.value.0.abs() <= limit && p.value.1.abs() <= limit)
    }

    /// Each point far outside the table, reported where it is written.
    fn far_points(&mut self, points: &[Point]) {
        for p in points {
            if self.is_far(p) {
                self.error(p.span, msg!("check-point-far-out"));
            }
        }
    }

    /// A polygon has three points or more, does not cross itself and has an area.
    fn polygon(&mut self, id: &Id, span: Span, pts: &[Point]) {
        if pts.len() < 3 {
            self.error(
                span,
                msg!("check-polygon-points", id = &id.value, n = pts.len()),
            );
            return;
        }
        let poly: Vec<Vec2> = pts.iter().map(point_to_vec2).collect();
        if let Some((i, j)) = geom::self_intersection(&poly) {
            self.errors.push(polygon_crossing(id, pts, i, j));
        } else if geom::signed_area(&poly).abs() < 1e-4 {
            self.error(span, msg!("check-polygon-no-area", id = &id.value));
        }
        self.far_points(pts);
    }

    /// A polyline has two points or more and a width.
    fn polyline(&mut self, id: &Id, span: Span, points: &[Point], width: f32) {
        if points.len() < 2 {
            self.error(span, msg!("check-polyline-points", id = &id.value));
        }
        if !(width > 0.0 && width <= 100.0) {
            self.error(span, msg!("check-polyline-width", id = &id.value));
        }
        self.far_points(points);
    }

    /// A rectangle has a width and a height, and lies near the table.
    fn rect(&mut self, id: &Id, span: Span, (x, y): (f32, f32), (width, height): (f32, f32)) {
        let limit = self.far_limit();
        if !(width > 0.0 && height > 0.0) {
            self.error(span, msg!("check-rect-size", id = &id.value));
        }
        let near = x.abs() <= limit && y.abs() <= limit && width <= limit && height <= limit;
        if self.table_ok && !near {
            self.error(span, msg!("check-rect-far-out"));
        }
    }

    /// A circle has a radius, and its centre lies near the table.
    fn circle(&mut self, id: &Id, span: Span, center: &Point, radius: f32) {
        if !(radius > 0.0 && (!self.table_ok || radius <= self.far_limit())) {
            self.error(span, msg!("check-circle-radius", id = &id.value));
        }
        if self.is_far(center) {
            self.error(center.span, msg!("check-point-far-out"));
        }
    }

    fn forces(&mut self) {
        self.sides_have_forces();
        let rules = self.rules;
        for force in &self.s.forces {
            if self.s.side(&force.side).is_none() && !self.pruned.touched("sides") {
                let known = self.s.sides.iter().map(|s| s.id.as_str());
                self.errors.push(unknown(&force.side, "side", known));
            }
            for b in &force.brigades {
                if rules.faction(&b.commander).is_none() {
                    self.errors
                        .push(unknown(&b.commander, "faction", rules.faction_names()));
                }
                self.faction_of_side(&force.side, &b.commander, "commander", &b.id);
                match &b.hq {
                    None if self.pruned.owns(b.id.span) => {}
                    None => self.errors.push(
                        Diagnostic::new(b.id.span, msg!("check-brigade-no-hq", id = &b.id.value))
                            .with_help(msg!("check-brigade-no-hq-help")),
                    ),
                    Some(hq) => {
                        if rules
                            .element_type(&hq.kind)
                            .is_some_and(|t| !t.headquarters)
                        {
                            self.error(
                                hq.kind.span,
                                msg!(
                                    "check-hq-not-headquarters",
                                    id = &b.id.value,
                                    kind = &hq.kind.value
                                ),
                            );
                        }
                    }
                }
                if b.units.is_empty() && !self.pruned.owns(b.id.span) {
                    self.error(b.id.span, msg!("check-brigade-no-units", id = &b.id.value));
                }
                for u in &b.units {
                    self.unit(u);
                    self.faction_of_side(&force.side, &u.faction, "faction", &u.id);
                }
            }
        }
        for e in self.s.elements() {
            let el = e.element;
            if rules.element_type(&el.kind).is_none() {
                let known = rules.element_types.iter().map(|t| t.name.as_str());
                self.errors.push(unknown(&el.kind, "element-type", known));
            }
            if let Some(b) = &el.base
                && !(b.value.0 > 0.0 && b.value.1 > 0.0 && b.value.0 <= 20.0 && b.value.1 <= 20.0)
            {
                self.error(b.span, msg!("check-base-size"));
            }
            if el.facing.value.abs() > 3600.0 {
                self.error(el.facing.span, msg!("check-facing-range"));
            }
        }
    }

    /// A battle needs someone to fight it: each side brings a brigade. An empty new battle is
    /// not one `check` passes, however tidy.
    fn sides_have_forces(&mut self) {
        if self.pruned.touched("sides") || self.pruned.touched("forces") {
            return;
        }
        for side in &self.s.sides {
            let brigades = self
                .s
                .forces
                .iter()
                .filter(|f| f.side.value == side.id.value)
                .map(|f| f.brigades.len())
                .sum::<usize>();
            if brigades == 0 {
                self.errors.push(
                    Diagnostic::new(
                        side.id.span,
                        msg!("check-side-no-forces", id = &side.id.value),
                    )
                    .with_help(msg!(
                        "check-side-no-forces-help",
                        new = msg!("editor-new-brigade", side = &side.name),
                        id = &side.id.value
                    )),
                );
            }
        }
    }

    /// A faction that fights only for one side of the war [INF ruleset `camps`] is not on a
    /// scenario side known to be the other's (a Carlist brigade for the Republic).
    fn faction_of_side(
        &mut self,
        side: &Spanned<String>,
        faction: &Spanned<String>,
        field: &str,
        owner: &Id,
    ) {
        let rules = self.rules;
        let Some(def) = self.s.side(side) else { return };
        let (Some(camp), Some(its)) = (
            rules.camp_of_side(&def.id.value, &def.name),
            rules.camp_of_faction(&faction.value),
        ) else {
            return;
        };
        if camp.name.value == its.name.value {
            return;
        }
        let allowed: Vec<&str> = rules
            .faction_names()
            .filter(|f| {
                rules
                    .camp_of_faction(f)
                    .is_none_or(|c| c.name.value == camp.name.value)
            })
            .collect();
        self.errors.push(
            Diagnostic::new(
                faction.span,
                msg!(
                    "check-wrong-camp",
                    faction = &faction.value,
                    camp = &its.name.value,
                    side_name = &def.name,
                    owner = &owner.value,
                    side = &def.id.value
                ),
            )
            .with_help(msg!(
                "check-wrong-camp-help",
                owner = &owner.value,
                label = field_label(field),
                allowed = Arg::names(allowed, "join-comma"),
                field = field
            )),
        );
    }

    fn unit(&mut self, u: &UnitDef) {
        let rules = self.rules;
        if rules.unit_kind(&u.kind).is_none() {
            let known = rules.unit_kinds.iter().map(|k| k.name.as_str());
            self.errors.push(unknown(&u.kind, "unit-kind", known));
        }
        if rules.quality(&u.quality).is_none() {
            let known = rules.qualities.iter().map(|k| k.name.as_str());
            self.errors.push(unknown(&u.quality, "quality", known));
        }
        if rules.faction(&u.faction).is_none() {
            self.errors
                .push(unknown(&u.faction, "faction", rules.faction_names()));
        }
        if u.elements.is_empty() && !self.pruned.owns(u.id.span) {
            self.errors.push(
                Diagnostic::new(u.id.span, msg!("check-unit-no-elements", id = &u.id.value))
                    .with_help(msg!("check-unit-no-elements-help")),
            );
        }
        if let Some(t) = &u.arrives
            && (t.value == 0 || t.value > self.s.turns.value)
        {
            self.error(
                t.span,
                msg!(
                    "check-arrival-turn",
                    turn = t.value,
                    turns = self.s.turns.value
                ),
            );
        }
    }

    /// Bases on the table, vehicles not on other bases nor where they may not go.
    fn placement(&mut self) {
        let rules = self.rules;
        let table_ok = self.table_ok;
        let size = self.s.size();
        // Bases placed so far, whether each is a vehicle, and the turn it arrives (none: at
        // the start): only bases on the table together can stand in each other's way.
        let mut placed: Vec<(&ElementDef, geom::Base, bool, u32)> = Vec::new();
        let footprints: Vec<(&Feature, Vec<Vec<Vec2>>)> = self
            .s
            .terrain
            .iter()
            .filter(|f| rules.terrain(&f.kind).is_some_and(|d| !d.vehicles))
            .map(|f| (f, f.shape.footprint()))
            .collect();
        for e in self.s.elements() {
            let el = e.element;
            let (Some(base), Some(def)) = (el.base(rules), rules.element_type(&el.kind)) else {
                continue;
            };
            let corners = base.corners();
            if let Some(c) = corners.iter().filter(|_| table_ok).find(|c| {
                !(c.x >= -1e-3 && c.y >= -1e-3 && c.x <= size.x + 1e-3 && c.y <= size.y + 1e-3)
            }) {
                self.errors.push(
                    Diagnostic::new(
                        el.at.span,
                        msg!(
                            "check-element-off-table",
                            id = &el.id.value,
                            x = format!("{:.1}", c.x),
                            y = format!("{:.1}", c.y),
                            width = size.x,
                            height = size.y
                        ),
                    )
                    .with_help(msg!("check-element-off-table-help")),
                );
            }
            if def.restricted_going() {
                for (f, polys) in &footprints {
                    if polys.iter().any(|p| geom::polygons_intersect(&corners, p)) {
                        let kind = rules
                            .terrain(&f.kind)
                            .map_or(String::new(), |d| d.label.to_lowercase());
                        self.errors.push(
                            Diagnostic::new(
                                el.at.span,
                                msg!(
                                    "check-bad-going",
                                    kind = &def.label,
                                    id = &el.id.value,
                                    terrain = &kind,
                                    feature = &f.id.value
                                ),
                            )
                            .with_label(
                                f.id.span,
                                msg!(
                                    "check-feature-defined-here",
                                    terrain = &kind,
                                    feature = &f.id.value
                                ),
                            ),
                        );
                    }
                }
            }
            // No vehicle overlaps another base [SRC]: a vehicle passes through nothing and
            // troops do not pass through a vehicle, so neither could ever move.
            let arrives = on_table_from(e.unit);
            let in_the_way = placed.iter().find(|(_, b, other_vehicle, other_arrives)| {
                (def.vehicle || *other_vehicle)
                    && *other_arrives == arrives
                    && stand_on_each_other(b, &base)
            });
            if let Some(&(other, _, other_vehicle, _)) = in_the_way {
                let words = if def.vehicle && other_vehicle {
                    msg!(
                        "check-vehicles-overlap",
                        id = &el.id.value,
                        other = &other.id.value
                    )
                } else {
                    let (vehicle, troops) = if def.vehicle {
                        (&el.id.value, &other.id.value)
                    } else {
                        (&other.id.value, &el.id.value)
                    };
                    msg!(
                        "check-vehicle-overlaps-base",
                        vehicle = vehicle,
                        troops = troops
                    )
                };
                self.errors
                    .push(Diagnostic::new(el.at.span, words).with_label(
                        other.at.span,
                        msg!("check-stands-here", id = &other.id.value),
                    ));
            }
            placed.push((el, base, def.vehicle, arrives));
        }
    }

    fn objectives(&mut self) {
        let size = self.s.size();
        for o in &self.s.objectives {
            if self.s.side(&o.side).is_none() && !self.pruned.touched("sides") {
                let known = self.s.sides.iter().map(|s| s.id.as_str());
                self.errors.push(unknown(&o.side, "side", known));
            }
            match &o.at {
                ObjectiveAt::Feature(f) => {
                    if self.s.feature(f).is_none() && !self.pruned.touched("terrain") {
                        let known = self.s.terrain.iter().map(|t| t.id.as_str());
                        self.errors.push(unknown(f, "terrain-feature", known));
                    }
                }
                ObjectiveAt::Point(p) if self.table_ok => {
                    let q = point_to_vec2(p);
                    if !(q.x >= 0.0 && q.y >= 0.0 && q.x <= size.x && q.y <= size.y) {
                        self.error(p.span, msg!("check-objective-off-table", id = &o.id.value));
                    }
                }
                ObjectiveAt::Point(_) => {}
            }
        }
    }
}

impl Validator<'_> {
    /// Batteries and aircraft: a side of the battle, a faction of the ruleset, an element of
    /// the battery's own side that can fire it, sensible turns [INF].
    fn support(&mut self) {
        let s = self.s;
        let sides_known = !self.pruned.touched("sides");
        let side_ok = |v: &mut Self, side: &Spanned<String>| {
            if s.side(side).is_none() && sides_known {
                let known = s.sides.iter().map(|x| x.id.as_str());
                v.errors.push(unknown(side, "side", known));
            }
        };
        for b in &s.batteries {
            side_ok(self, &b.side);
            if self.rules.faction_id(&b.faction).is_none() {
                self.errors
                    .push(unknown(&b.faction, "faction", self.rules.faction_names()));
            }
            self.faction_of_side(&b.side, &b.faction, "faction", &b.id);
            let Some(id) = &b.element else { continue };
            match s.elements().find(|e| e.element.id.value == id.value) {
                None if !self.pruned.touched("forces") => {
                    let known: Vec<&str> = s.elements().map(|e| e.element.id.as_str()).collect();
                    self.errors.push(unknown(id, "element", known.into_iter()));
                }
                None => {}
                Some(e) => {
                    if e.side != b.side.value {
                        self.error(
                            id.span,
                            msg!(
                                "check-battery-other-side",
                                id = &b.id.value,
                                side = &b.side.value,
                                element = &id.value,
                                its = e.side
                            ),
                        );
                    }
                    let gun = self
                        .rules
                        .element_type(&e.element.kind)
                        .is_some_and(|t| t.crewed && !t.weapons.is_empty());
                    if !gun && self.rules.element_type(&e.element.kind).is_some() {
                        self.error(
                            id.span,
                            msg!(
                                "check-battery-not-gun",
                                element = &id.value,
                                kind = &e.element.kind.value
                            ),
                        );
                    }
                }
            }
        }
        for a in &s.aircraft {
            side_ok(self, &a.side);
            if a.sorties.value == 0 {
                self.error(a.sorties.span, msg!("check-sorties"));
            }
            if let (Some(from), Some(until)) = (&a.from, &a.until)
                && until.value < from.value
            {
                self.error(
                    until.span,
                    msg!(
                        "check-until-before-from",
                        until = until.value,
                        from = from.value
                    ),
                );
            }
        }
    }

    /// [SRC] From 1937 a communist-commanded brigade may not have less equipment than the next
    /// best equipped non-communist brigade of its side. Equipment: its crewed weapons and
    /// vehicles [INF]. The faction and the year are the ruleset's.
    fn communist_brigades(&mut self) {
        let rules = self.rules;
        let rule = &rules.communist_brigades;
        // Equipment left out would be counted as equipment the brigade lacks.
        if self.s.year().is_none_or(|y| y < rule.from_year) || self.pruned.touched("forces") {
            return;
        }
        let communist = |b: &Brigade| rules.faction_id(&b.commander) == Some(rule.commander_id);
        let equipment = |b: &Brigade| -> usize {
            b.units
                .iter()
                .flat_map(|u| u.elements.iter())
                .filter(|e| {
                    rules
                        .element_type(&e.kind)
                        .is_some_and(|t| t.crewed || t.vehicle)
                })
                .count()
        };
        for force in &self.s.forces {
            let best_other = force
                .brigades
                .iter()
                .filter(|b| !communist(b))
                .map(|b| (equipment(b), b))
                .max_by_key(|(n, _)| *n);
            let Some((most, other)) = best_other else {
                continue;
            };
            for b in force.brigades.iter().filter(|b| communist(b)) {
                let mine = equipment(b);
                if mine < most {
                    self.errors.push(
                        Diagnostic::new(
                            b.commander.span,
                            msg!(
                                "check-communist-equipment",
                                id = &b.id.value,
                                n = mine,
                                most = most,
                                other = &other.id.value,
                                year = rule.from_year.to_string()
                            ),
                        )
                        .with_label(
                            other.id.span,
                            msg!("check-has-equipment", id = &other.id.value, most = most),
                        )
                        .with_help(msg!("check-communist-equipment-help")),
                    );
                }
            }
        }
    }
}

fn valid_date(d: &str) -> bool {
    let parts: Vec<&str> = d.split('-').collect();
    let num = |s: &str, len: usize, lo: u32, hi: u32| {
        s.len() == len && s.parse::<u32>().is_ok_and(|n| (lo..=hi).contains(&n))
    };
    match parts.as_slice() {
        [y] => num(y, 4, 1800, 2100),
        [y, m] => num(y, 4, 1800, 2100) && num(m, 2, 1, 12),
        [y, m, dd] => num(y, 4, 1800, 2100) && num(m, 2, 1, 12) && num(dd, 2, 1, 31),
        _ => false,
    }
}

/// A polygon whose edge from point `j` crosses its edge from point `i` (`i < j`): labelled on
/// both edges.
fn polygon_crossing(id: &Id, pts: &[Point], i: usize, j: usize) -> Diagnostic {
    let n = pts.len();
    // Edge i runs from point i to point i + 1, which never wraps since i < j.
    let crossed = Span::new(pts[i].span.start, pts[i + 1].span.end);
    Diagnostic::new(
        pts[j].span,
        msg!(
            "check-polygon-crosses",
            id = &id.value,
            from = j + 1,
            to = (j + 1) % n + 1,
            other_from = i + 1,
            other_to = i + 2
        ),
    )
    .with_primary_label(msg!("check-edge-starts-here", from = j + 1))
    .with_label(
        crossed,
        msg!("check-edge-crosses", from = i + 1, to = i + 2),
    )
    .with_help(msg!("check-polygon-crosses-help"))
}
