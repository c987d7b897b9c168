//! A scenario written out in the one layout the shipped battles use: a line per side, feature,
//! element, objective, battery and sortie, fields in the format's order, numbers as short as
//! they read back exactly. Writing the same scenario always gives the same text, so a diff of
//! one moved element is one line, and the writer's output reads back as the same scenario.
//!
//! Every item's place in the text is kept, so that a problem `check` reports at a byte offset
//! can be shown on the table at the thing it concerns.

use crate::scenario::format::{
    Aircraft, Battery, Brigade, ElementDef, Feature, Force, Objective, ObjectiveAt, Point,
    Scenario, Shape, SideDef, UnitDef,
};
use crate::spanned::Span;

use super::comments::Comments;
use super::place::{ElementAt, Place};

/// A scenario's text and where each of its items stands in it.
#[derive(Clone, Debug, Default)]
pub struct Written {
    pub text: String,
    /// Each item's bytes, outer items before the ones inside them.
    pub places: Vec<(Span, Place)>,
}

impl Written {
    /// The innermost item whose text holds this byte.
    pub fn place_at(&self, offset: usize) -> Option<&Place> {
        self.places
            .iter()
            .filter(|(span, _)| span.start <= offset && offset < span.end.max(span.start + 1))
            .min_by_key(|(span, _)| span.end - span.start)
            .map(|(_, place)| place)
    }
}

/// The scenario as text, after `leading` (the file's opening comment, kept as it was) and with
/// each comment the author wrote inside the file before the item it stood before.
pub fn write(s: &Scenario, leading: &str, comments: &Comments) -> Written {
    let mut w = Writer {
        out: String::with_capacity(16 * 1024),
        places: Vec::new(),
        comments,
        written: Default::default(),
    };
    w.out.push_str(leading);
    if !leading.is_empty() && !leading.ends_with('\n') {
        w.out.push('\n');
    }
    w.out.push_str("Scenario(\n");
    w.field("title", string(&s.title));
    w.field("date", string(&s.date.value));
    if !s.description.is_empty() {
        w.field("description", string(&s.description));
    }
    w.section(1, "sides");
    w.line(1, "sides: [");
    for (i, side) in s.sides.iter().enumerate() {
        w.item(2, &side.id.value, Place::Side(i), |w| {
            w.push(&side_text(side))
        });
    }
    w.line(1, "],");
    w.field("turns", s.turns.value.to_string());
    w.field("table", pair(s.table.value));
    w.section(1, "terrain");
    w.line(1, "terrain: [");
    for (i, f) in s.terrain.iter().enumerate() {
        w.item(2, &f.id.value, Place::Feature(i), |w| w.feature(i, f));
    }
    w.line(1, "],");
    w.section(1, "forces");
    w.line(1, "forces: [");
    for (fi, force) in s.forces.iter().enumerate() {
        w.force(fi, force);
    }
    w.line(1, "],");
    w.list(
        "objectives",
        &s.objectives,
        |o: &Objective| o.id.value.clone(),
        Place::Objective,
        objective_text,
    );
    w.list(
        "batteries",
        &s.batteries,
        |b: &Battery| b.id.value.clone(),
        Place::Battery,
        battery_text,
    );
    w.list(
        "aircraft",
        &s.aircraft,
        |a: &Aircraft| Comments::sortie_key(&a.name),
        Place::Aircraft,
        aircraft_text,
    );
    w.comments_at_end();
    w.out.push_str(")\n");
    Written {
        text: w.out,
        places: w.places,
    }
}

struct Writer<'a> {
    out: String,
    places: Vec<(Span, Place)>,
    comments: &'a Comments,
    /// Keys whose place was written: their comments go there, once (two items under one key,
    /// a duplicated id the checks report, would double them at each save); the rest go last.
    written: std::collections::HashSet<String>,
}

impl Writer<'_> {
    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str("    ");
        }
    }

    fn push(&mut self, text: &str) {
        self.out.push_str(text);
    }

    fn line(&mut self, depth: usize, text: &str) {
        self.indent(depth);
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn mark(&mut self, start: usize, place: Place) {
        self.places.push((Span::new(start, self.out.len()), place));
    }

    /// The author's comments kept for a key, at this depth.
    fn kept(&mut self, depth: usize, key: &str) {
        if key.is_empty() || !self.written.insert(key.to_string()) {
            return;
        }
        for c in self.comments.before(key) {
            self.line(depth, c);
        }
    }

    /// A field of the scenario's own (title, turns, ...), with the comments kept above it.
    fn field(&mut self, name: &str, value: String) {
        self.section(1, name);
        let start = self.out.len();
        self.line(1, &format!("{name}: {value},"));
        self.mark(start, Place::Meta);
    }

    fn section(&mut self, depth: usize, name: &str) {
        self.kept(depth, &Comments::section_key(name));
    }

    /// One item: its kept comments, then its text on lines of its own ending in `,`.
    fn item(&mut self, depth: usize, id: &str, place: Place, body: impl FnOnce(&mut Self)) {
        self.kept(depth, id);
        let start = self.out.len();
        self.indent(depth);
        body(self);
        self.out.push_str(",\n");
        self.mark(start, place);
    }

    fn list<T>(
        &mut self,
        name: &str,
        items: &[T],
        key: impl Fn(&T) -> String,
        place: impl Fn(usize) -> Place,
        text: impl Fn(&T) -> String,
    ) {
        if items.is_empty() {
            return;
        }
        self.section(1, name);
        self.line(1, &format!("{name}: ["));
        for (i, it) in items.iter().enumerate() {
            let t = text(it);
            self.item(2, &key(it), place(i), |w| w.push(&t));
        }
        self.line(1, "],");
    }

    fn feature(&mut self, fi: usize, f: &Feature) {
        let mut t = format!(
            "(id: {}, kind: {}",
            string(&f.id.value),
            name(&f.kind.value)
        );
        if let Some(n) = &f.name {
            t += &format!(", name: {}", string(n));
        }
        if let Some(h) = &f.height {
            t += &format!(", height: {}", num(h.value));
        }
        t += ", shape: ";
        self.push(&t);
        match &f.shape.value {
            Shape::Polygon(points) => {
                self.push("Polygon(");
                self.points(fi, points);
                self.push(")");
            }
            Shape::Polyline { points, width } => {
                self.push("Polyline(points: ");
                self.points(fi, points);
                self.push(&format!(", width: {})", num(*width)));
            }
            Shape::Rect {
                x,
                y,
                width,
                height,
            } => self.push(&format!(
                "Rect(x: {}, y: {}, width: {}, height: {})",
                num(*x),
                num(*y),
                num(*width),
                num(*height)
            )),
            Shape::Circle { center, radius } => self.push(&format!(
                "Circle(center: {}, radius: {})",
                pair(center.value),
                num(*radius)
            )),
        }
        self.push(")");
    }

    /// `[(x, y), ...]`, each point's text marked so a problem at one corner shows there.
    fn points(&mut self, feature: usize, points: &[Point]) {
        self.push("[");
        for (i, p) in points.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            let start = self.out.len();
            self.push(&pair(p.value));
            self.mark(start, Place::Corner { feature, index: i });
        }
        self.push("]");
    }

    fn force(&mut self, fi: usize, force: &Force) {
        let key = Comments::force_key(&force.side.value);
        self.kept(2, &key);
        let start = self.out.len();
        self.line(
            2,
            &format!("(side: {}, brigades: [", string(&force.side.value)),
        );
        for (bi, b) in force.brigades.iter().enumerate() {
            self.brigade(fi, bi, b);
        }
        self.line(2, "]),");
        self.mark(start, Place::Force(fi));
    }

    fn brigade(&mut self, fi: usize, bi: usize, b: &Brigade) {
        self.kept(3, &b.id.value);
        let start = self.out.len();
        self.line(
            3,
            &format!(
                "(id: {}, name: {}, commander: {},",
                string(&b.id.value),
                string(&b.name),
                name(&b.commander.value)
            ),
        );
        if let Some(hq) = &b.hq {
            let at = ElementAt {
                force: fi,
                brigade: bi,
                unit: None,
                index: 0,
            };
            self.kept(4, &hq.id.value);
            let s = self.out.len();
            self.line(4, &format!("hq: {},", element_text(hq)));
            self.mark(s, Place::Element(at));
        }
        self.line(4, "units: [");
        for (ui, u) in b.units.iter().enumerate() {
            self.unit(fi, bi, ui, u);
        }
        self.line(4, "]),");
        self.mark(
            start,
            Place::Brigade {
                force: fi,
                brigade: bi,
            },
        );
    }

    fn unit(&mut self, fi: usize, bi: usize, ui: usize, u: &UnitDef) {
        self.kept(5, &u.id.value);
        let start = self.out.len();
        let mut head = format!(
            "(id: {}, name: {}, kind: {}, quality: {}, faction: {}",
            string(&u.id.value),
            string(&u.name),
            name(&u.kind.value),
            name(&u.quality.value),
            name(&u.faction.value)
        );
        if u.peninsular {
            head += ", peninsular: true";
        }
        if let Some(a) = &u.arrives {
            head += &format!(", arrives: {}", a.value);
        }
        head += ",";
        self.line(5, &head);
        self.line(6, "elements: [");
        for (ei, e) in u.elements.value.iter().enumerate() {
            let at = ElementAt {
                force: fi,
                brigade: bi,
                unit: Some(ui),
                index: ei,
            };
            let t = element_text(e);
            self.item(7, &e.id.value, Place::Element(at), |w| w.push(&t));
        }
        self.line(6, "]),");
        self.mark(
            start,
            Place::Unit {
                force: fi,
                brigade: bi,
                unit: ui,
            },
        );
    }

    /// Comments whose item is gone (deleted, its id changed, an optional section left empty)
    /// were placed above nothing the writer wrote: they go at the end, so an edit drops
    /// nothing the author wrote.
    fn comments_at_end(&mut self) {
        let comments = self.comments;
        for (key, lines) in comments.all() {
            if !self.written.contains(key) {
                for c in lines {
                    self.line(1, c);
                }
            }
        }
    }
}

fn side_text(side: &SideDef) -> String {
    let mut t = format!(
        "(id: {}, name: {}",
        string(&side.id.value),
        string(&side.name)
    );
    if side.initiative {
        t += ", initiative: true";
    }
    if let Some((r, g, b)) = side.colour {
        t += &format!(", colour: ({r}, {g}, {b})");
    }
    t + ")"
}

pub fn element_text(e: &ElementDef) -> String {
    let mut t = format!(
        "(id: {}, type: {}, at: {}, facing: {}",
        string(&e.id.value),
        name(&e.kind.value),
        pair(e.at.value),
        num(e.facing.value)
    );
    if let Some(l) = &e.label {
        t += &format!(", label: {}", string(l));
    }
    if let Some(b) = &e.base {
        t += &format!(", base: {}", pair(b.value));
    }
    t + ")"
}

fn objective_text(o: &Objective) -> String {
    let at = match &o.at {
        ObjectiveAt::Feature(f) => format!("Feature({})", string(&f.value)),
        ObjectiveAt::Point(p) => format!("Point({})", pair(p.value)),
    };
    format!(
        "(id: {}, name: {}, at: {at}, side: {})",
        string(&o.id.value),
        string(&o.name),
        string(&o.side.value)
    )
}

fn battery_text(b: &Battery) -> String {
    let mut t = format!(
        "(id: {}, side: {}, name: {}, faction: {}",
        string(&b.id.value),
        string(&b.side.value),
        string(&b.name),
        name(&b.faction.value)
    );
    if let Some(e) = &b.element {
        t += &format!(", element: Some({})", string(&e.value));
    }
    t + ")"
}

fn aircraft_text(a: &Aircraft) -> String {
    let mut t = format!(
        "(side: {}, name: {}, sorties: {}",
        string(&a.side.value),
        string(&a.name),
        a.sorties.value
    );
    if let Some(f) = &a.from {
        t += &format!(", from: {}", f.value);
    }
    if let Some(u) = &a.until {
        t += &format!(", until: {}", u.value);
    }
    t + ")"
}

/// A quoted string, escaped so it reads back the same.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A ruleset name bare (`Rifles`), as the shipped files write them; quoted if it could not be
/// read back bare.
pub fn name(s: &str) -> String {
    let bare = s
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !matches!(s, "true" | "false" | "Some" | "None");
    if bare { s.to_string() } else { string(s) }
}

/// The shortest decimal that reads back as the same `f32`: `72`, `4.5`, `2.2`.
pub fn num(x: f32) -> String {
    let t = format!("{x}");
    // `-0` reads back as 0 and means the same; written so it is one less surprise in a diff.
    if t == "-0" { "0".to_string() } else { t }
}

fn pair((x, y): (f32, f32)) -> String {
    format!("({}, {})", num(x), num(y))
}
