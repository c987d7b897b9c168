//! The terrain as the rules ask about it: what going a point is in, which obstacles a path
//! crosses, where vehicles may not go. Built once per game from the scenario.

use bevy::math::Vec2;

use crate::geom::{self, point_in_polygon, polygons_intersect};
use crate::ruleset::{Going, Obstacle, Ruleset, SightRules, TerrainDef};
use crate::scenario::Scenario;
use crate::scenario::format::{Shape, point_to_vec2};

#[derive(Clone, Debug, PartialEq)]
pub struct FeatureGeom {
    pub id: String,
    /// The name the scenario gives it ("Suicide Hill"), if any: a player is told it, not the id.
    pub name: Option<String>,
    pub def: TerrainDef,
    /// Simple polygons covering the ground (one per polyline segment for linear features).
    pub footprint: Vec<Vec<Vec2>>,
    /// The centre line of a linear feature: crossing it is crossing the obstacle.
    pub line: Option<Vec<Vec2>>,
    /// Hills: their height in levels; 0 for everything else.
    pub height: f32,
    min: Vec2,
    max: Vec2,
}

impl FeatureGeom {
    pub fn contains(&self, p: Vec2) -> bool {
        p.cmpge(self.min).all()
            && p.cmple(self.max).all()
            && self.footprint.iter().any(|poly| point_in_polygon(p, poly))
    }

    pub fn intersects(&self, poly: &[Vec2]) -> bool {
        self.footprint.iter().any(|f| polygons_intersect(f, poly))
    }

    /// The corners of its bounding box, lowest first.
    pub fn bounds(&self) -> (Vec2, Vec2) {
        (self.min, self.max)
    }

    /// The feature as a sentence names it for a player: its name and kind ("Suicide Hill
    /// (hill)"), or its kind and where it is ("the woods at (12", 20")"). Its id is the file's,
    /// for the scenario's author (`check` names it), and means nothing on the table.
    pub fn label(&self) -> crate::words::Msg {
        feature_words(self.def.term().lower(), self.name.as_deref(), self.middle())
    }

    /// The middle of its bounding box: where a player is told it stands.
    pub fn middle(&self) -> Vec2 {
        (self.min + self.max) / 2.0
    }

    /// How far inside it `p` stands, to its nearest edge; `None` outside it. What the edge
    /// rule of sight turns on, told to a referee who asks why a base is unseen.
    pub fn depth_inside(&self, p: Vec2) -> Option<f32> {
        self.footprint
            .iter()
            .filter(|poly| point_in_polygon(p, poly))
            .map(|poly| {
                (0..poly.len())
                    .map(|k| geom::point_segment_distance(p, poly[k], poly[(k + 1) % poly.len()]))
                    .fold(f32::INFINITY, f32::min)
            })
            .reduce(f32::min)
            .filter(|_| self.contains(p))
    }
}

/// A feature (or a wreck's smoke) in words: its name and kind when it has a name, otherwise its
/// kind and where it is, `at` being the middle of its bounding box to the inch: near enough to
/// find it on the table, and a long wall's middle may be off the wall itself.
pub fn feature_words(kind: crate::words::Term, name: Option<&str>, at: Vec2) -> crate::words::Msg {
    match name {
        Some(name) => crate::msg!("feature-label-named", name = name, kind = kind),
        None => crate::msg!(
            "feature-label",
            kind = kind,
            x = format!("{:.0}", at.x),
            y = format!("{:.0}", at.y)
        ),
    }
}

#[derive(Clone, Debug)]
pub struct TerrainMap {
    pub features: Vec<FeatureGeom>,
    /// The features that block sight or raise the ground, in a grid.
    pub sight: std::sync::Arc<super::sight::SightIndex>,
    /// The ruleset's numbers for sight, kept here because sight is asked of the terrain.
    pub sight_rules: SightRules,
    /// Inches behind a linear obstacle that it still covers [INF].
    pub cover_behind: f32,
    /// Inches from a trench line within which a base is in it [INF].
    pub in_line_within: f32,
}

/// The sight grid is built from the features alone, so equal features mean an equal grid.
impl PartialEq for TerrainMap {
    fn eq(&self, other: &Self) -> bool {
        // Destructured so that a new field cannot be left out of the comparison unnoticed.
        let TerrainMap {
            features,
            sight: _,
            sight_rules,
            cover_behind,
            in_line_within,
        } = self;
        *features == other.features
            && *sight_rules == other.sight_rules
            && *cover_behind == other.cover_behind
            && *in_line_within == other.in_line_within
    }
}

impl TerrainMap {
    pub fn new(s: &Scenario, rules: &Ruleset) -> Self {
        let features = s
            .terrain
            .iter()
            .filter_map(|f| {
                let def = rules.terrain(&f.kind)?.clone();
                let footprint = f.shape.footprint();
                let (min, max) = footprint.iter().flatten().fold(
                    (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)),
                    |(a, b), p| (a.min(*p), b.max(*p)),
                );
                let line = match &f.shape.value {
                    Shape::Polyline { points, .. } => {
                        Some(points.iter().map(point_to_vec2).collect())
                    }
                    _ => None,
                };
                Some(FeatureGeom {
                    id: f.id.value.clone(),
                    name: f.name.clone(),
                    def,
                    footprint,
                    line,
                    height: f.height.as_ref().map_or(0.0, |h| h.value),
                    min,
                    max,
                })
            })
            .collect();
        Self::from_features(features, rules)
    }

    pub fn from_features(features: Vec<FeatureGeom>, rules: &Ruleset) -> Self {
        let mut map = TerrainMap {
            features,
            sight: Default::default(),
            sight_rules: rules.sight,
            cover_behind: rules.fire.cover_behind,
            in_line_within: rules.fire.in_line_within,
        };
        map.sight = std::sync::Arc::new(super::sight::SightIndex::new(&map.features));
        map
    }

    /// Split the segment `ab` where it enters or leaves bad going or a road, so each piece
    /// lies wholly in one kind of going; returns the pieces as (from, to).
    pub fn going_pieces(&self, a: Vec2, b: Vec2) -> Vec<(Vec2, Vec2)> {
        let len = a.distance(b);
        let mut ts = vec![0.0, 1.0];
        if len > 0.0 {
            for f in &self.features {
                if f.def.going == Going::Open {
                    continue;
                }
                for poly in &f.footprint {
                    for i in 0..poly.len() {
                        if let Some(p) =
                            geom::segment_crossing(a, b, poly[i], poly[(i + 1) % poly.len()])
                        {
                            ts.push(a.distance(p) / len);
                        }
                    }
                }
            }
        }
        ts.sort_by(f32::total_cmp);
        ts.dedup_by(|x, y| (*x - *y).abs() < 1e-7);
        ts.windows(2)
            .map(|w| (a.lerp(b, w[0]), a.lerp(b, w[1])))
            .collect()
    }

    /// Whether a base stands in a feature: in an area when its centre is; in a line that
    /// protects those in it (a trench) when it touches the line as drawn [INF], since a
    /// player puts a base on a trench, not its centre inside a strip narrower than the base.
    pub fn stands_in(&self, f: &FeatureGeom, base: &geom::Base) -> bool {
        if f.line.is_some() && f.def.protects_in {
            let corners = base.corners();
            f.footprint
                .iter()
                .any(|q| geom::polygons_within(q, &corners, self.in_line_within + 1e-4))
        } else {
            f.contains(base.center)
        }
    }

    pub fn on_road(&self, p: Vec2) -> bool {
        self.features
            .iter()
            .any(|f| f.def.going == Going::Road && f.contains(p))
    }

    /// The bad-going feature a point is in, if any (not on a road through it).
    pub fn bad_going_at(&self, p: Vec2) -> Option<usize> {
        if self.on_road(p) {
            return None;
        }
        self.features
            .iter()
            .position(|f| f.def.going == Going::Bad && f.contains(p))
    }

    /// A feature a vehicle or wheeled gun with this base may not stand in. A road through it
    /// (a bridge, a track through a wood) lets it pass [INF].
    pub fn closed_to_vehicles(&self, base: &[Vec2], centre: Vec2) -> Option<usize> {
        if self.on_road(centre) {
            return None;
        }
        self.features
            .iter()
            .position(|f| !f.def.vehicles && f.intersects(base))
    }

    /// Each obstacle a path crosses, in order, with where: a linear obstacle each time the path
    /// crosses its line, an area obstacle each time the path enters it. A crossing on a road
    /// over a bridged kind (a river, a stream) does not count [INF]; a barricade or wire across
    /// a road does, as the page exempts no obstacle for being on a road [SRC].
    pub fn crossings(&self, path: &[Vec2]) -> Vec<(usize, Vec2)> {
        let mut out: Vec<(f32, usize, Vec2)> = Vec::new();
        let mut travelled = 0.0;
        for w in path.windows(2) {
            let (a, b) = (w[0], w[1]);
            for (fi, f) in self.features.iter().enumerate() {
                if f.def.obstacle == Obstacle::None {
                    continue;
                }
                match &f.line {
                    Some(line) => {
                        for l in line.windows(2) {
                            if let Some(p) = geom::segment_crossing(a, b, l[0], l[1]) {
                                out.push((travelled + a.distance(p), fi, p));
                            }
                        }
                    }
                    None => {
                        for poly in &f.footprint {
                            for i in 0..poly.len() {
                                let (c, d) = (poly[i], poly[(i + 1) % poly.len()]);
                                if let Some(p) = geom::segment_crossing(a, b, c, d) {
                                    // Entering, not leaving: just past the edge is inside.
                                    let step = (b - a).normalize_or_zero() * 0.01;
                                    if point_in_polygon(p + step, poly) {
                                        out.push((travelled + a.distance(p), fi, p));
                                    }
                                }
                            }
                        }
                    }
                }
            }
            travelled += a.distance(b);
        }
        out.sort_by(|x, y| x.0.total_cmp(&y.0));
        out.into_iter()
            .filter(|(_, fi, p)| !(self.features[*fi].def.bridged && self.on_road(*p)))
            .map(|(_, fi, p)| (fi, p))
            .collect()
    }

    /// Inches of the path inside a feature's footprint: how far across it the path goes where
    /// it crosses (more for a slanting crossing, as the ground to cover is longer).
    pub fn length_inside(&self, fi: usize, path: &[Vec2]) -> f32 {
        let f = &self.features[fi];
        let mut inside = 0.0;
        for w in path.windows(2) {
            let (a, b) = (w[0], w[1]);
            let len = a.distance(b);
            if len <= 0.0 {
                continue;
            }
            // Cut the segment where it meets the footprint's edges, so each piece is wholly in
            // or wholly out.
            let mut ts = vec![0.0, 1.0];
            for poly in &f.footprint {
                for i in 0..poly.len() {
                    if let Some(p) =
                        geom::segment_crossing(a, b, poly[i], poly[(i + 1) % poly.len()])
                    {
                        ts.push(a.distance(p) / len);
                    }
                }
            }
            ts.sort_by(f32::total_cmp);
            for t in ts.windows(2) {
                if f.contains(a.lerp(b, (t[0] + t[1]) / 2.0)) {
                    inside += (t[1] - t[0]) * len;
                }
            }
        }
        inside
    }
}
