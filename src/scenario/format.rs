//! The scenario file as an author writes it (docs/scenario-format.md). Names that the ruleset
//! defines (element types, qualities, factions, terrain kinds) are read as text with their span
//! and resolved by validation, so one run reports every unknown name with a suggestion.

use bevy::math::Vec2;
use serde::Deserialize;

use crate::geom::{self, Base};
use crate::ruleset::Ruleset;
use crate::spanned::Spanned;

pub type Id = Spanned<String>;

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub title: String,
    /// "1937", "1937-02" or "1937-02-12": some rules depend on the year.
    pub date: Spanned<String>,
    #[serde(default)]
    pub description: String,
    pub sides: Vec<SideDef>,
    /// Turn limit.
    pub turns: Spanned<u32>,
    /// Width and height of the table in inches.
    pub table: Spanned<(f32, f32)>,
    #[serde(default)]
    pub terrain: Vec<Feature>,
    #[serde(default)]
    pub forces: Vec<Force>,
    #[serde(default)]
    pub objectives: Vec<Objective>,
    /// Artillery batteries, on the table (an element that fires them) or off it [INF].
    #[serde(default)]
    pub batteries: Vec<Battery>,
    /// Aircraft sorties each side may fly each turn [INF].
    #[serde(default)]
    pub aircraft: Vec<Aircraft>,
}

/// A battery that fires in the artillery phase, once a turn, at a point a spotter sees [INF].
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Battery {
    pub id: Id,
    pub side: Spanned<String>,
    pub name: String,
    /// For animosity: a battery supports no faction its own will not fight beside [SRC pairs].
    pub faction: Spanned<String>,
    /// The element on the table that is the battery; off the table if absent. An element that
    /// is knocked out, routed, pinned or not yet arrived does not fire.
    #[serde(default)]
    pub element: Option<Id>,
}

/// Sorties a side may fly each turn, from turn `from` to `until` (every turn if absent) [INF].
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Aircraft {
    pub side: Spanned<String>,
    /// "He 51 of the Condor Legion": for the log.
    pub name: String,
    pub sorties: Spanned<u8>,
    #[serde(default)]
    pub from: Option<Spanned<u32>>,
    #[serde(default)]
    pub until: Option<Spanned<u32>>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideDef {
    pub id: Id,
    pub name: String,
    /// The side that moves first [SRC].
    #[serde(default)]
    pub initiative: bool,
    /// Base colour as (r, g, b), 0-255; a default pair is used otherwise.
    #[serde(default)]
    pub colour: Option<(u8, u8, u8)>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Feature {
    pub id: Id,
    pub kind: Spanned<String>,
    /// Shown on the table and in verdicts, e.g. "Suicide Hill".
    #[serde(default)]
    pub name: Option<String>,
    pub shape: Spanned<Shape>,
    /// Hills only: height in levels (1 = a low rise).
    #[serde(default)]
    pub height: Option<Spanned<f32>>,
}

pub type Point = Spanned<(f32, f32)>;

#[derive(Clone, Debug, PartialEq, Deserialize)]
pub enum Shape {
    Polygon(Vec<Point>),
    Polyline {
        points: Vec<Point>,
        width: f32,
    },
    /// Axis-aligned: `x`, `y` is the lower-left corner.
    Rect {
        x: f32,
        y: f32,
        width: f32,
        height: f32,
    },
    Circle {
        center: Point,
        radius: f32,
    },
}

impl Shape {
    /// The ground the feature covers, as simple polygons (one per polyline segment).
    pub fn footprint(&self) -> Vec<Vec<Vec2>> {
        match self {
            Shape::Polygon(pts) => vec![pts.iter().map(point_to_vec2).collect()],
            Shape::Polyline { points, width } => {
                let pts: Vec<Vec2> = points.iter().map(point_to_vec2).collect();
                geom::polyline_quads(&pts, *width)
                    .into_iter()
                    .map(|q| q.to_vec())
                    .collect()
            }
            Shape::Rect {
                x,
                y,
                width,
                height,
            } => vec![vec![
                Vec2::new(*x, *y),
                Vec2::new(x + width, *y),
                Vec2::new(x + width, y + height),
                Vec2::new(*x, y + height),
            ]],
            Shape::Circle { center, radius } => {
                vec![geom::circle_polygon(point_to_vec2(center), *radius, 48)]
            }
        }
    }

    pub fn is_linear(&self) -> bool {
        matches!(self, Shape::Polyline { .. })
    }

    /// A point well inside the shape, for its label.
    pub fn label_point(&self) -> Vec2 {
        match self {
            Shape::Polygon(pts) => {
                let n = pts.len().max(1) as f32;
                pts.iter().map(point_to_vec2).sum::<Vec2>() / n
            }
            // Beside the middle of the line, so the name does not sit on an end or on the line.
            Shape::Polyline { points, width } => {
                let pts: Vec<Vec2> = points.iter().map(point_to_vec2).collect();
                let half = geom::path_length(&pts) / 2.0;
                let mut walked = 0.0;
                for w in pts.windows(2) {
                    let seg = w[0].distance(w[1]);
                    if walked + seg >= half && seg > 0.0 {
                        let at = w[0].lerp(w[1], (half - walked) / seg);
                        let d = (w[1] - w[0]) / seg;
                        let side = Vec2::new(-d.y, d.x);
                        let side = if side.y < 0.0 { -side } else { side };
                        return at + side * (width / 2.0 + 0.5);
                    }
                    walked += seg;
                }
                pts.first().copied().unwrap_or_default()
            }
            Shape::Rect {
                x,
                y,
                width,
                height,
            } => Vec2::new(x + width / 2.0, y + height / 2.0),
            Shape::Circle { center, .. } => point_to_vec2(center),
        }
    }
}

/// A scenario point as the plane's vector, in inches.
pub fn point_to_vec2(p: &Point) -> Vec2 {
    Vec2::new(p.value.0, p.value.1)
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Force {
    pub side: Spanned<String>,
    pub brigades: Vec<Brigade>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Brigade {
    pub id: Id,
    pub name: String,
    /// The commander's political affiliation, a faction of the ruleset [SRC].
    pub commander: Spanned<String>,
    /// The brigade's own headquarters element [SRC: side -> brigade (with HQ)].
    #[serde(default)]
    pub hq: Option<ElementDef>,
    pub units: Vec<UnitDef>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitDef {
    pub id: Id,
    pub name: String,
    /// Battalion, TankCompany, Battery, Company, Section.
    pub kind: Spanned<String>,
    /// Elite, Regular, Militia [SRC].
    pub quality: Spanned<String>,
    pub faction: Spanned<String>,
    /// Republican units of the old peninsular army, before the Popular Army [SRC].
    #[serde(default)]
    pub peninsular: bool,
    /// Turn on which the unit enters at its elements' positions; on table from the start if absent.
    #[serde(default)]
    pub arrives: Option<Spanned<u32>>,
    pub elements: Spanned<Vec<ElementDef>>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ElementDef {
    pub id: Id,
    #[serde(rename = "type")]
    pub kind: Spanned<String>,
    /// Centre of the base, in inches from the lower-left corner of the table.
    pub at: Point,
    /// Compass bearing in degrees: 0 = up the table (+y), 90 = right (+x).
    pub facing: Spanned<f32>,
    /// Short text on the table; the id if absent.
    #[serde(default)]
    pub label: Option<String>,
    /// Base width x depth in inches, overriding the ruleset's default for the type.
    #[serde(default)]
    pub base: Option<Spanned<(f32, f32)>>,
}

impl ElementDef {
    pub fn base(&self, rules: &Ruleset) -> Option<Base> {
        let (width, depth) = match &self.base {
            Some(b) => b.value,
            None => rules.element_type(&self.kind)?.base,
        };
        Some(Base {
            center: point_to_vec2(&self.at),
            width,
            depth,
            facing: self.facing.value,
        })
    }

    pub fn label(&self) -> &str {
        self.label.as_deref().unwrap_or(&self.id.value)
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Objective {
    pub id: Id,
    pub name: String,
    pub at: ObjectiveAt,
    /// The side that must hold it at the end.
    pub side: Spanned<String>,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
pub enum ObjectiveAt {
    Feature(Spanned<String>),
    Point(Point),
}

/// An element with the brigade and unit it belongs to, in file order.
pub struct ElementRef<'a> {
    pub side: &'a str,
    pub brigade: &'a Brigade,
    /// `None` for a brigade HQ.
    pub unit: Option<&'a UnitDef>,
    pub element: &'a ElementDef,
}

impl Scenario {
    /// Every element in file order: brigade HQ first, then each unit's elements.
    pub fn elements(&self) -> impl Iterator<Item = ElementRef<'_>> {
        self.forces.iter().flat_map(|f| {
            f.brigades.iter().flat_map(move |b| {
                let hq = b.hq.iter().map(move |e| ElementRef {
                    side: &f.side.value,
                    brigade: b,
                    unit: None,
                    element: e,
                });
                let units = b.units.iter().flat_map(move |u| {
                    u.elements.iter().map(move |e| ElementRef {
                        side: &f.side.value,
                        brigade: b,
                        unit: Some(u),
                        element: e,
                    })
                });
                hq.chain(units)
            })
        })
    }

    pub fn side(&self, id: &str) -> Option<&SideDef> {
        self.sides.iter().find(|s| s.id.value == id)
    }

    pub fn side_index(&self, id: &str) -> Option<usize> {
        self.sides.iter().position(|s| s.id.value == id)
    }

    pub fn feature(&self, id: &str) -> Option<&Feature> {
        self.terrain.iter().find(|f| f.id.value == id)
    }

    /// Where an objective's star stands: on its point, or on its feature, just under the
    /// feature's name (which is at its middle) so the two do not cover each other; at the
    /// middle itself when that spot is off a small feature. Not at a corner of the outline's
    /// bounds, which for a wood is open ground beside it. `None` for a feature there is not.
    pub fn objective_star(&self, o: &Objective) -> Option<Vec2> {
        match &o.at {
            ObjectiveAt::Point(pt) => Some(point_to_vec2(pt)),
            ObjectiveAt::Feature(id) => {
                let shape = &self.feature(id)?.shape;
                let middle = shape.value.label_point();
                let below = middle - Vec2::new(0.0, 1.0);
                let on = |p: Vec2| {
                    shape
                        .footprint()
                        .iter()
                        .any(|poly| geom::point_in_polygon(p, poly))
                };
                Some(if on(below) { below } else { middle })
            }
        }
    }

    pub fn year(&self) -> Option<i32> {
        self.date.value.get(..4)?.parse().ok()
    }

    pub fn size(&self) -> Vec2 {
        Vec2::new(self.table.value.0, self.table.value.1)
    }
}
