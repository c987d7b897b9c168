//! Line of sight and protection [INF: the pages assume them; docs/rules/README.md].
//!
//! The terrain that can block sight (woods, urban buildings, hills) is put into a rapier
//! collider set once per game; a sight line is a ray cast through rapier's query pipeline, which
//! hands back only the features the line touches. Those few are then measured exactly. Smoke
//! from wrecks comes and goes each turn and is checked directly (there are only ever a handful).

use bevy::math::Vec2;
use bevy_rapier2d::rapier::prelude::{
    Aabb, BroadPhaseBvh, ColliderBuilder, ColliderSet, IntegrationParameters, NarrowPhase, Pose,
    QueryFilter, Ray, RigidBodySet, SharedShape, Vector,
};
use serde::Serialize;

use super::terrain::TerrainMap;
use crate::geom::{self, Base, point_in_polygon};
use crate::ruleset::{Protection, SightRules};

/// What blocks a line of sight, and by which rule.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Blocker {
    /// The feature's id, or the wreck's element id for smoke.
    pub id: String,
    /// "Woods", "Urban", "Hill", "Smoke".
    pub kind: String,
    pub rule: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sight {
    pub clear: bool,
    pub blocked_by: Option<Blocker>,
}

/// Smoke from a wreck [INF]: a circle that blocks sight until the end of `until_turn`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Smoke {
    pub from: String,
    pub center: Vec2,
    pub radius: f32,
    pub until_turn: u32,
}

/// The rapier index of the sight-blocking terrain.
pub struct SightIndex {
    bodies: RigidBodySet,
    colliders: ColliderSet,
    broad: BroadPhaseBvh,
    narrow: NarrowPhase,
    /// The hills with their bounding boxes: a table has a few, and the height of a point is
    /// asked twice per sight line, so a walk over boxes beats a query through the pipeline.
    hills: Vec<usize>,
}

impl Default for SightIndex {
    fn default() -> Self {
        SightIndex {
            bodies: RigidBodySet::new(),
            colliders: ColliderSet::new(),
            broad: BroadPhaseBvh::new(),
            narrow: NarrowPhase::new(),
            hills: Vec::new(),
        }
    }
}

impl std::fmt::Debug for SightIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SightIndex({} colliders)", self.colliders.len())
    }
}

fn to_rapier(p: Vec2) -> Vector {
    Vector::new(p.x, p.y)
}

impl SightIndex {
    /// One compound collider of triangles per blocking feature (solid, so a line that starts
    /// inside a wood still finds it); its user data is the feature's index.
    pub fn new(terrain: &TerrainMap) -> Self {
        let mut colliders = ColliderSet::new();
        let mut broad = BroadPhaseBvh::new();
        let params = IntegrationParameters::default();
        for (fi, f) in terrain.features.iter().enumerate() {
            if !(f.def.blocks_sight || f.def.has_height) {
                continue;
            }
            let mut parts = Vec::new();
            for poly in &f.footprint {
                let flat: Vec<f64> = poly.iter().flat_map(|p| [p.x as f64, p.y as f64]).collect();
                let Ok(tris) = earcutr::earcut(&flat, &[], 2) else {
                    continue;
                };
                for t in tris.chunks_exact(3) {
                    let (a, b, c) = (poly[t[0]], poly[t[1]], poly[t[2]]);
                    parts.push((
                        Pose::IDENTITY,
                        SharedShape::triangle(to_rapier(a), to_rapier(b), to_rapier(c)),
                    ));
                }
            }
            if parts.is_empty() {
                continue;
            }
            let collider = ColliderBuilder::compound(parts)
                .user_data(fi as u128)
                .build();
            let aabb: Aabb = collider.compute_aabb();
            let handle = colliders.insert(collider);
            broad.set_aabb(&params, handle, aabb);
        }
        let hills = terrain
            .features
            .iter()
            .enumerate()
            .filter(|(_, f)| f.def.has_height)
            .map(|(fi, _)| fi)
            .collect();
        SightIndex {
            bodies: RigidBodySet::new(),
            colliders,
            broad,
            narrow: NarrowPhase::new(),
            hills,
        }
    }

    /// Features whose colliders the segment touches, nearest entry first, with how far along
    /// the segment each is first met.
    pub fn candidates(&self, a: Vec2, b: Vec2) -> Vec<(f32, usize)> {
        let len = a.distance(b);
        let dir = if len > 0.0 { (b - a) / len } else { Vec2::X };
        let len = len.max(1e-4);
        let query = self.broad.as_query_pipeline(
            self.narrow.query_dispatcher(),
            &self.bodies,
            &self.colliders,
            QueryFilter::default(),
        );
        let mut out: Vec<(f32, usize)> = query
            .intersect_ray(Ray::new(to_rapier(a), to_rapier(dir)), len, true)
            .map(|(_, c, hit)| (hit.time_of_impact, c.user_data as usize))
            .collect();
        out.sort_by(|x, y| x.0.total_cmp(&y.0).then(x.1.cmp(&y.1)));
        out.dedup_by_key(|x| x.1);
        out
    }
}

/// The pieces of segment `ab` inside a set of polygons, as distances from `a`.
fn inside_intervals(a: Vec2, b: Vec2, polys: &[Vec<Vec2>]) -> Vec<(f32, f32)> {
    let len = a.distance(b);
    let mut ts = vec![0.0, 1.0];
    for poly in polys {
        for i in 0..poly.len() {
            if let Some(p) = geom::segment_crossing(a, b, poly[i], poly[(i + 1) % poly.len()])
                && len > 0.0
            {
                ts.push(a.distance(p) / len);
            }
        }
    }
    ts.sort_by(f32::total_cmp);
    let mut out: Vec<(f32, f32)> = Vec::new();
    for w in ts.windows(2) {
        if w[1] - w[0] < 1e-7 {
            continue;
        }
        let mid = a.lerp(b, (w[0] + w[1]) / 2.0);
        if polys.iter().any(|p| point_in_polygon(mid, p)) {
            let (s0, s1) = (w[0] * len, w[1] * len);
            match out.last_mut() {
                Some(last) if (last.1 - s0).abs() < 1e-5 => last.1 = s1,
                _ => out.push((s0, s1)),
            }
        }
    }
    out
}

/// Whether the stretch `s0..s1` (inches from `a`) of a sight line of length `len` inside a
/// feature blocks it, for ends at ground heights `ea` and `eb` [INF rules of sight].
fn blocks(
    f: &super::terrain::FeatureGeom,
    (s0, s1): (f32, f32),
    len: f32,
    ea: f32,
    eb: f32,
    rules: &SightRules,
) -> bool {
    if f.def.has_height {
        // A hill blocks sight between two elements both lower than it.
        return ea < f.height && eb < f.height && s0 > 0.0 && s1 < len;
    }
    // An element at the edge of woods or buildings sees out (1e-4: a point on the boundary).
    let at_a_edge = s0 <= 1e-4 && s1 - s0 <= rules.edge + 1e-4;
    let at_b_edge = s1 >= len - 1e-4 && s1 - s0 <= rules.edge + 1e-4;
    // An element on a hill sees over lower blocking terrain beyond a distance of it.
    let over_from_a = ea > 0.0 && s0 > rules.see_over;
    let over_from_b = eb > 0.0 && len - s1 > rules.see_over;
    !(at_a_edge || at_b_edge || over_from_a || over_from_b)
}

impl TerrainMap {
    /// Height of the ground at a point: the highest hill it stands on, or 0.
    pub fn elevation(&self, p: Vec2) -> f32 {
        self.sight
            .hills
            .iter()
            .map(|fi| &self.features[*fi])
            .filter(|f| f.contains(p))
            .map(|f| f.height)
            .fold(0.0, f32::max)
    }

    /// The same by walking every feature, for the brute-force reference.
    fn elevation_brute_force(&self, p: Vec2) -> f32 {
        self.features
            .iter()
            .filter(|f| f.def.has_height && f.contains(p))
            .map(|f| f.height)
            .fold(0.0, f32::max)
    }

    /// Line of sight between two points (base centres), with the first thing that blocks it:
    /// the one whose blocking stretch begins nearest `a`; on a tie, the feature listed first in
    /// the scenario, and terrain before smoke (`line_of_sight_brute_force` names the same one).
    pub fn line_of_sight(&self, a: Vec2, b: Vec2, smoke: &[Smoke]) -> Sight {
        let len = a.distance(b);
        // Heights are asked only of a line that meets some terrain: most clear lines meet none.
        let mut heights: Option<(f32, f32)> = None;
        // The first blocker: (distance from `a`, rank: feature index, then smoke after every
        // feature). Named only once chosen, so lines that meet many features build one name.
        let mut first: Option<(f32, usize)> = None;
        let sooner = |first: &Option<(f32, usize)>, at: (f32, usize)| {
            first.is_none_or(|best| at.0.total_cmp(&best.0).then(at.1.cmp(&best.1)).is_lt())
        };
        for (entry, fi) in self.sight.candidates(a, b) {
            // Candidates come nearest first: once one starts beyond the nearest blocker found,
            // none after it can block sooner.
            if first.is_some_and(|(s, _)| entry > s + 1e-4) {
                break;
            }
            let (ea, eb) = *heights.get_or_insert_with(|| (self.elevation(a), self.elevation(b)));
            let f = &self.features[fi];
            for (s0, s1) in inside_intervals(a, b, &f.footprint) {
                if blocks(f, (s0, s1), len, ea, eb, &self.sight_rules) && sooner(&first, (s0, fi)) {
                    first = Some((s0, fi));
                }
            }
        }
        for (k, sm) in smoke.iter().enumerate() {
            let circle = geom::circle_polygon(sm.center, sm.radius, 24);
            if let Some((s0, _)) = inside_intervals(a, b, &[circle]).first() {
                let at = (*s0, self.features.len() + k);
                if sooner(&first, at) {
                    first = Some(at);
                }
            }
        }
        let Some((_, rank)) = first else {
            return Sight {
                clear: true,
                blocked_by: None,
            };
        };
        let blocker = match self.features.get(rank) {
            Some(f) => Blocker {
                id: f.id.clone(),
                kind: f.def.name.value.clone(),
                rule: if f.def.has_height {
                    "[INF] a hill blocks sight between two elements both lower than it".to_string()
                } else {
                    format!(
                        "[INF] {} block sight through them",
                        f.def.label.to_lowercase()
                    )
                },
            },
            None => {
                let sm = &smoke[rank - self.features.len()];
                Blocker {
                    id: sm.from.clone(),
                    kind: "Smoke".into(),
                    rule: format!(
                        "[INF] smoke from a wreck blocks sight until the end of turn {}",
                        sm.until_turn
                    ),
                }
            }
        };
        Sight {
            clear: false,
            blocked_by: Some(blocker),
        }
    }

    /// The same judgement by walking every feature, without smoke: the benchmark's and the
    /// tests' reference. Returns the index of the feature that blocks (chosen as
    /// `line_of_sight` chooses), or `None` when the line is clear.
    pub fn line_of_sight_brute_force(&self, a: Vec2, b: Vec2) -> Option<usize> {
        let len = a.distance(b);
        let (ea, eb) = (self.elevation_brute_force(a), self.elevation_brute_force(b));
        self.features
            .iter()
            .enumerate()
            .filter(|(_, f)| f.def.blocks_sight || f.def.has_height)
            .filter_map(|(fi, f)| {
                inside_intervals(a, b, &f.footprint)
                    .into_iter()
                    .find(|&(s0, s1)| blocks(f, (s0, s1), len, ea, eb, &self.sight_rules))
                    .map(|(s0, _)| (s0, fi))
            })
            .min_by(|x, y| x.0.total_cmp(&y.0).then(x.1.cmp(&y.1)))
            .map(|(_, fi)| fi)
    }

    /// The protection of a target base seen from a point [SRC cover list; INF geometry]: the
    /// ground it stands in (a trench line it touches included), or a linear obstacle it is
    /// close behind.
    pub fn protection(&self, from: Vec2, target: &Base) -> (Protection, Option<String>) {
        let mut best = (Protection::Open, None);
        let mut take = |p: Protection, id: &str| {
            if p > best.0 {
                best = (p, Some(id.to_string()));
            }
        };
        let corners = target.corners();
        for f in &self.features {
            if f.def.protection == Protection::Open {
                continue;
            }
            match &f.line {
                Some(line) if !f.def.protects_in => {
                    // Behind a wall or hedge: the line of fire crosses it close to the base.
                    for l in line.windows(2) {
                        if let Some(p) = geom::segment_crossing(from, target.center, l[0], l[1]) {
                            let gap = geom::polygon_distance(&corners, &[p, p + Vec2::splat(1e-4)]);
                            if gap <= self.cover_behind + 1e-4 {
                                take(f.def.protection, &f.id);
                            }
                        }
                    }
                }
                // Areas, and lines one is in: a trench shelters those in it, not those a
                // little behind it.
                _ => {
                    if self.stands_in(f, target) {
                        take(f.def.protection, &f.id);
                    }
                }
            }
        }
        best
    }
}
