//! Line of sight and protection [INF: the pages assume them; docs/rules/README.md].
//!
//! The terrain that can block sight (woods, urban buildings, hills) is put into a grid once per
//! game (`sight_grid`); a sight line walks the cells it crosses from the observer, so it meets
//! only the features near it, and those are measured exactly. Smoke from wrecks comes and goes
//! each turn and is checked directly (there are only ever a handful).

use bevy::math::Vec2;
use serde::Serialize;

use super::sight_grid::SightGrid;
use super::terrain::{FeatureGeom, TerrainMap};
use crate::geom::{self, Base, point_in_polygon};
use crate::ruleset::{Protection, SightRules};

/// What blocks a line of sight, and by which rule.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Blocker {
    /// The feature's id, or the wreck's element id for smoke.
    pub id: String,
    /// "Woods", "Urban", "Hill", "Smoke".
    pub kind: String,
    /// The rule it blocks by, kept as a message so it is shown in the reader's language.
    pub rule: crate::words::Msg,
    /// The feature's name, if the scenario gives it one; and the middle of its box (of the
    /// smoke's circle): what a player is told instead of the id (`words`). Not in `--json`,
    /// which keeps the id.
    #[serde(skip)]
    pub name: Option<String>,
    #[serde(skip)]
    pub at: Vec2,
}

impl Blocker {
    /// What blocks, in words for a player: "the hill at (12", 20")", "Suicide Hill (hill)".
    pub fn words(&self) -> crate::words::Msg {
        super::terrain::feature_words(
            crate::words::Term::blocker(&self.kind),
            self.name.as_deref(),
            self.at,
        )
    }
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

/// The grid of the terrain that matters to sight, with the rule each feature blocks by, both
/// built once per game: a blocked line copies its rule rather than writing it again.
#[derive(Default)]
pub struct SightIndex {
    grid: SightGrid,
    rules: Vec<crate::words::Msg>,
}

impl std::fmt::Debug for SightIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.grid.fmt(f)
    }
}

impl SightIndex {
    /// Only the features that block sight or raise the ground go into the grid: nothing else
    /// can block a line or lift an end of it.
    pub fn new(features: &[FeatureGeom]) -> Self {
        let boxes = features
            .iter()
            .map(|f| (f.def.blocks_sight || f.def.has_height).then(|| f.bounds()));
        let rules = features
            .iter()
            .map(|f| {
                if f.def.has_height {
                    crate::msg!("sight-rule-hill")
                } else {
                    crate::msg!("sight-rule-blocks", kind = f.def.term().lower())
                }
            })
            .collect();
        SightIndex {
            grid: SightGrid::new(boxes),
            rules,
        }
    }
}

/// The first stretch of segment `ab` inside a set of polygons that `accept` takes, as distances
/// from `a`; stretches that meet end to end are one.
///
/// `bounds`, when given, holds the polygons with room to spare (the sight grid's boxes): a
/// piece whose middle lies outside it is outside every polygon without asking each, since the
/// even-odd count errs only within a rounding error of an edge, far less than the spare.
fn first_inside(
    a: Vec2,
    b: Vec2,
    polys: &[Vec<Vec2>],
    bounds: Option<(Vec2, Vec2)>,
    mut accept: impl FnMut((f32, f32)) -> bool,
) -> Option<(f32, f32)> {
    let len = a.distance(b);
    // Where the segment crosses an edge, as fractions of it: between two, it is wholly inside
    // or wholly outside. At most one per edge, so a feature of a few dozen edges keeps them on
    // the stack. The ends go first and last, so the sort finds them nearly in order.
    let edges: usize = polys.iter().map(Vec::len).sum();
    let (mut stack, mut heap) = ([0.0f32; 32], Vec::new());
    let ts: &mut [f32] = if edges + 2 <= stack.len() {
        &mut stack
    } else {
        heap.resize(edges + 2, 0.0);
        &mut heap
    };
    ts[0] = 0.0;
    let mut n = 1;
    for poly in polys {
        let Some(&last) = poly.last() else {
            continue;
        };
        let mut c = last;
        for &d in poly {
            if let Some(p) = geom::segment_crossing(a, b, c, d)
                && len > 0.0
            {
                ts[n] = a.distance(p) / len;
                n += 1;
            }
            c = d;
        }
    }
    ts[n] = 1.0;
    let ts = &mut ts[..=n];
    ts.sort_by(f32::total_cmp);
    let mut run: Option<(f32, f32)> = None;
    for w in ts.windows(2) {
        if w[1] - w[0] < 1e-7 {
            continue;
        }
        let mid = a.lerp(b, (w[0] + w[1]) / 2.0);
        let in_box = bounds.is_none_or(|(lo, hi)| mid.cmpge(lo).all() && mid.cmple(hi).all());
        if in_box && polys.iter().any(|p| point_in_polygon(mid, p)) {
            let (s0, s1) = (w[0] * len, w[1] * len);
            match run {
                Some((r0, r1)) if (r1 - s0).abs() < 1e-5 => run = Some((r0, s1)),
                _ => {
                    if let Some(r) = run
                        && accept(r)
                    {
                        return Some(r);
                    }
                    run = Some((s0, s1));
                }
            }
        }
    }
    run.filter(|r| accept(*r))
}

/// Whether the stretch `s0..s1` (inches from `a`) of a sight line of length `len` inside a
/// feature blocks it, for ends at ground heights `ea` and `eb` [INF rules of sight].
#[allow(clippy::too_many_arguments)]
fn blocks(
    f: &FeatureGeom,
    (s0, s1): (f32, f32),
    (a, b): (Vec2, Vec2),
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
    // An element on a hill sees over lower blocking terrain beyond a distance of it: over,
    // not into. Where the stretch reaches the other element, the one on the hill sees it
    // only if it stands within the edge of the woods or buildings, measured to their nearest
    // edge as a player measures on the table [INF rules of sight].
    let within_edge = |p: Vec2| f.depth_inside(p).is_none_or(|d| d <= rules.edge + 1e-4);
    let over_from_a = ea > 0.0 && s0 > rules.see_over && (s1 < len - 1e-4 || within_edge(b));
    let over_from_b = eb > 0.0 && len - s1 > rules.see_over && (s0 > 1e-4 || within_edge(a));
    !(at_a_edge || at_b_edge || over_from_a || over_from_b)
}

impl TerrainMap {
    /// Height of the ground at a point: the highest hill it stands on, or 0.
    pub fn elevation(&self, p: Vec2) -> f32 {
        self.sight
            .grid
            .near(p)
            .map(|fi| &self.features[fi])
            .filter(|f| f.def.has_height && f.contains(p))
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
        // Features come cell by cell from `a`: once the walk is past the nearest blocker found,
        // nothing after it can block sooner. A feature's blocking stretch begins inside its
        // box, so not before the walk meets it.
        self.sight.grid.walk(a, b, |fi| {
            let (ea, eb) = *heights.get_or_insert_with(|| (self.elevation(a), self.elevation(b)));
            let f = &self.features[fi];
            // A hill no lower than either end blocks nowhere (`blocks`): no need to measure it.
            let never = f.def.has_height && !(ea < f.height && eb < f.height);
            let blocking = |s: (f32, f32)| blocks(f, s, (a, b), len, ea, eb, &self.sight_rules);
            let bounds = Some(self.sight.grid.bounds(fi));
            if !never
                && let Some((s0, _)) = first_inside(a, b, &f.footprint, bounds, blocking)
                && sooner(&first, (s0, fi))
            {
                first = Some((s0, fi));
            }
            first.map_or(f32::INFINITY, |(s, _)| s)
        });
        for (k, sm) in smoke.iter().enumerate() {
            let circle = geom::circle_polygon(sm.center, sm.radius, 24);
            if let Some((s0, _)) = first_inside(a, b, &[circle], None, |_| true) {
                let at = (s0, self.features.len() + k);
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
                rule: self.sight.rules[rank].clone(),
                name: f.name.clone(),
                at: f.middle(),
            },
            None => {
                let sm = &smoke[rank - self.features.len()];
                Blocker {
                    id: sm.from.clone(),
                    kind: "Smoke".into(),
                    rule: crate::msg!("sight-rule-smoke", turn = sm.until_turn),
                    name: None,
                    at: sm.center,
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
                first_inside(a, b, &f.footprint, None, |s| {
                    blocks(f, s, (a, b), len, ea, eb, &self.sight_rules)
                })
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
