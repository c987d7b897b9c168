//! Movement [SRC unless tagged]: distances by type, path length, bad going, obstacles, roads,
//! action-point costs for elements, groups, tank groups and columns, command distance,
//! interpenetration, and nothing leaving the table.

use bevy::math::Vec2;

use super::game::{Game, Phase, Status};
use super::order::{OrderResult, Rejection, RuleId};
use super::turn::{WALK_STEP, heading};
use crate::geom::{Base, path_length};
use crate::ruleset::{Obstacle, PartOnRoad, TurnInPlace};
use crate::words::Msg;

const EPS: f32 = 1e-4;

/// What a move along a path would cost and where it ends; the window shows it while dragging.
#[derive(Clone, Debug, PartialEq)]
pub struct MovePlan {
    pub element: usize,
    pub length: f32,
    /// Inches of the path in bad going.
    pub bad_going: f32,
    /// Obstacles crossed: names and whether each takes half the move or the whole turn.
    pub crossings: Vec<(Msg, Obstacle)>,
    pub wholly_on_road: bool,
    /// Inches of the path on road at road speed, when only part of it is and the ruleset pays
    /// a move pro rata (`movement.part_on_road`) [INF]; 0 otherwise.
    pub at_road_speed: f32,
    /// Share of the turn's move this path uses.
    pub cost: f32,
    /// The element's full move for the speed used (road or not), in inches.
    pub full_move: f32,
    /// Share of the turn's move left before this path.
    pub left_before: f32,
    pub end: Base,
}

impl MovePlan {
    /// Inches of move used by this path, counting bad going and obstacles.
    pub fn inches_used(&self) -> f32 {
        self.cost * self.full_move
    }
    pub fn inches_left_after(&self) -> f32 {
        ((self.left_before - self.cost) * self.full_move).max(0.0)
    }
}

/// The action points an order costs, with the reasons, for the panel and rejections.
#[derive(Clone, Debug, PartialEq)]
pub struct ApCost {
    pub unit: Option<usize>,
    pub points: u8,
    pub why: Vec<Msg>,
}

/// How the going along a path adds up.
struct Going {
    /// Inches of the path in bad going.
    bad_going: f32,
    wholly_on_road: bool,
    /// Inches of the path on road, and of those, inches in bad going too (a road through woods).
    on_road: f32,
    bad_on_road: f32,
}

/// What a path costs of the turn's move.
struct MoveCost {
    /// The element's full move for the speed used (road or not), in inches.
    full_move: f32,
    /// Share of the turn's move the path uses.
    cost: f32,
    /// Inches paid at road speed in a move only partly on road [INF].
    at_road_speed: f32,
}

/// How many of the crossings are obstacles of this kind.
fn count(crossings: &[(Msg, Obstacle)], kind: Obstacle) -> usize {
    crossings.iter().filter(|(_, o)| *o == kind).count()
}

/// How a group order moves, and so what it costs [SRC]: the column's followers lose their
/// frontal fire, so the rules ask which it was, never the words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupMove {
    One,
    Group,
    /// Vehicles one behind another: one AP, only the lead fires to its front.
    Column,
    TankGroup,
}

impl GroupMove {
    /// The rule in words, as the AP cost and the panel say it.
    pub fn words(self) -> Msg {
        Msg::new(match self {
            GroupMove::One => "act-move-one",
            GroupMove::Group => "act-move-group",
            GroupMove::Column => "act-move-column",
            GroupMove::TankGroup => "act-move-tank-group",
        })
    }
}

impl Game {
    fn check_can_move(&self, ei: usize) -> OrderResult {
        let e = &self.elements[ei];
        if self.phase != Phase::Movement {
            return Err(Rejection::new(
                RuleId::WrongPhase,
                msg!("rej-wrong-phase-4", phase = self.phase.words()),
            ));
        }
        if e.side != self.active {
            return Err(Rejection::new(
                RuleId::NotYourTurn,
                msg!(
                    "rej-not-your-turn-2",
                    side = self.side_name(self.active),
                    who = &e.label,
                    side2 = self.side_name(e.side)
                ),
            ));
        }
        match e.status {
            Status::Ready => {}
            Status::Awaiting => {
                return Err(Rejection::new(
                    RuleId::NotOnTable,
                    msg!("rej-not-on-table-2", who = &e.label),
                ));
            }
            Status::Carried => {
                return Err(Rejection::new(
                    RuleId::Carried,
                    msg!("rej-carried", who = &e.label),
                ));
            }
            Status::KnockedOut => {
                return Err(Rejection::new(
                    RuleId::NotOnTable,
                    msg!("rej-not-on-table-3", who = &e.label),
                ));
            }
            Status::Routed => {
                return Err(Rejection::new(
                    RuleId::Routed,
                    msg!("rej-routed", who = &e.label),
                ));
            }
        }
        if e.pinned {
            return Err(Rejection::new(
                RuleId::Pinned,
                msg!("rej-pinned-2", who = &e.label),
            ));
        }
        if self.brigade_may_not_advance(e.brigade) == Some(super::morale::BrigadeState::Defeated) {
            return Err(Rejection::new(
                RuleId::BrigadeDefeated,
                msg!("rej-brigade-defeated", who = &e.label),
            ));
        }
        Ok(())
    }

    /// Plan a move of one element along `points` (its current centre first). `movers` are the
    /// elements moving with it, which it may pass through. The checks run in this order, and
    /// the first that fails is the rejection.
    pub fn plan_path(
        &self,
        ei: usize,
        points: &[Vec2],
        facing: f32,
        movers: &[usize],
    ) -> Result<MovePlan, Rejection> {
        self.check_can_move(ei)?;
        self.check_path_on_table(points)?;
        let length = path_length(points);
        let going = self.path_going(ei, points)?;
        let e = &self.elements[ei];
        let end = e
            .base
            .moved(*points.last().unwrap_or(&e.base.center), facing);
        self.check_passage(ei, &self.sweep(ei, points, end), movers)?;
        self.check_exhausted_advance(ei, &end)?;
        self.check_end_on_table(ei, &end)?;
        self.check_stacking(ei, &end, movers)?;
        let crossings = self.path_crossings(points);
        let spent = self.move_cost(ei, points, &going, &crossings)?;
        let plan = MovePlan {
            element: ei,
            length,
            bad_going: going.bad_going,
            crossings,
            wholly_on_road: going.wholly_on_road,
            at_road_speed: spent.at_road_speed,
            cost: spent.cost,
            full_move: spent.full_move,
            left_before: (1.0 - e.move_used).max(0.0),
            end,
        };
        self.check_move_left(&plan)?;
        Ok(plan)
    }

    /// Nothing leaves the table [SRC]: every point of the path is on it.
    fn check_path_on_table(&self, points: &[Vec2]) -> OrderResult {
        let size = self.scenario.size();
        if let Some(p) = points
            .iter()
            .find(|p| !(p.x >= 0.0 && p.y >= 0.0 && p.x <= size.x && p.y <= size.y))
        {
            return Err(Rejection::new(
                RuleId::OffTable,
                msg!(
                    "rej-off-table",
                    x = format!("{:.1}", p.x),
                    y = format!("{:.1}", p.y)
                ),
            ));
        }
        Ok(())
    }

    /// The inches of the path in bad going and whether it is all on road; only infantry and
    /// non-wheeled support weapons may enter bad going [SRC].
    fn path_going(&self, ei: usize, points: &[Vec2]) -> Result<Going, Rejection> {
        let e = &self.elements[ei];
        let restricted = self.def(e).restricted_going();
        // Cut the path where the going changes, so lengths in bad going are exact.
        let pieces: Vec<(Vec2, Vec2)> = points
            .windows(2)
            .flat_map(|w| self.terrain.going_pieces(w[0], w[1]))
            .filter(|(a, b)| a.distance(*b) > 0.0)
            .collect();
        let wholly_on_road = !pieces.is_empty()
            && pieces
                .iter()
                .all(|(a, b)| self.terrain.on_road(a.lerp(*b, 0.5)));
        let mut bad_going = 0.0;
        let (mut on_road, mut bad_on_road) = (0.0, 0.0);
        for (a, b) in &pieces {
            let road = self.terrain.on_road(a.lerp(*b, 0.5));
            if road {
                on_road += a.distance(*b);
            }
            if let Some(fi) = self.terrain.bad_going_at(a.lerp(*b, 0.5)) {
                if restricted {
                    return Err(Rejection::new(
                        RuleId::BadGoing,
                        msg!(
                            "rej-bad-going",
                            who = &e.label,
                            label = self.terrain.features[fi].label()
                        ),
                    ));
                }
                bad_going += a.distance(*b);
                if road {
                    bad_on_road += a.distance(*b);
                }
            }
        }
        Ok(Going {
            bad_going,
            wholly_on_road,
            on_road,
            bad_on_road,
        })
    }

    /// The element's base along the way, ending at `end`.
    fn sweep(&self, ei: usize, points: &[Vec2], end: Base) -> Vec<Base> {
        let e = &self.elements[ei];
        let mut sweep: Vec<Base> = Vec::new();
        for w in points.windows(2) {
            let seg = w[0].distance(w[1]);
            let dir = heading(w[0], w[1]).unwrap_or(e.base.facing);
            // Checked every quarter inch: smaller than any base, so nothing is stepped over.
            let n = (seg / 0.25).ceil() as usize;
            for k in 1..=n {
                sweep.push(e.base.moved(w[0].lerp(w[1], k as f32 / n as f32), dir));
            }
        }
        sweep.push(end);
        sweep
    }

    /// Every base along the way may stand where it is: the going is open to it and it passes
    /// through nothing it may not. Each base is checked whole before the next.
    fn check_passage(&self, ei: usize, sweep: &[Base], movers: &[usize]) -> OrderResult {
        // The bases the sweep could touch, found once: a move passes a few of a thousand.
        let near = self.near_sweep(ei, sweep, movers);
        for b in sweep {
            self.check_open_to_vehicles(ei, b)?;
            self.check_interpenetration(ei, b, &near)?;
        }
        Ok(())
    }

    /// Elements on the table, other than the movers, within reach of any base of the sweep:
    /// those whose centre lies in the sweep's bounding box grown by both bases' reach. In
    /// element order, so the first base in the way is the one it always was.
    fn near_sweep(&self, ei: usize, sweep: &[Base], movers: &[usize]) -> Vec<usize> {
        let Some(first) = sweep.first() else {
            return Vec::new();
        };
        let (lo, hi) = sweep
            .iter()
            .fold((first.center, first.center), |(lo, hi), b| {
                (lo.min(b.center), hi.max(b.center))
            });
        let reach = first.reach() + 1e-3;
        self.on_table()
            .filter(|(j, other)| {
                let r = reach + other.base.reach();
                *j != ei
                    && !movers.contains(j)
                    && other.base.center.cmpge(lo - r).all()
                    && other.base.center.cmple(hi + r).all()
            })
            .map(|(j, _)| j)
            .collect()
    }

    /// Bad going is only for infantry and non-wheeled support weapons [SRC]; the ruleset marks
    /// the kinds closed to the rest (`vehicles: false`).
    fn check_open_to_vehicles(&self, ei: usize, b: &Base) -> OrderResult {
        let e = &self.elements[ei];
        if self.def(e).restricted_going()
            && let Some(fi) = self.terrain.closed_to_vehicles(&b.corners(), b.center)
        {
            return Err(Rejection::new(
                RuleId::BadGoing,
                msg!(
                    "rej-bad-going-2",
                    who = &e.label,
                    label = self.terrain.features[fi].label()
                ),
            ));
        }
        Ok(())
    }

    /// Vehicles pass through nothing, troops through troops [SRC]; `movers` move with it.
    fn check_interpenetration(&self, ei: usize, b: &Base, near: &[usize]) -> OrderResult {
        let e = &self.elements[ei];
        let vehicle = self.def(e).vehicle;
        for &j in near {
            let other = &self.elements[j];
            if !other.base.overlaps(b) {
                continue;
            }
            if vehicle {
                return Err(Rejection::new(
                    RuleId::Interpenetration,
                    msg!("rej-interpenetration", who = &e.label, other = &other.label),
                ));
            }
            if self.def(other).vehicle {
                return Err(Rejection::new(
                    RuleId::Interpenetration,
                    msg!(
                        "rej-interpenetration-2",
                        who = &e.label,
                        other = &other.label
                    ),
                ));
            }
        }
        Ok(())
    }

    /// An exhausted brigade advances no further [SRC]: the move may not end nearer the enemy.
    fn check_exhausted_advance(&self, ei: usize, end: &Base) -> OrderResult {
        let e = &self.elements[ei];
        if self.brigade_may_not_advance(e.brigade).is_some()
            && let Some(enemy) = self.nearest_enemy(ei)
            && end.center.distance(enemy) < e.base.center.distance(enemy) - 1e-3
        {
            return Err(Rejection::new(
                RuleId::BrigadeExhausted,
                msg!("rej-brigade-exhausted", who = &e.label),
            ));
        }
        Ok(())
    }

    /// Nothing leaves the table [SRC]: the whole base ends on it, not only its centre.
    fn check_end_on_table(&self, ei: usize, end: &Base) -> OrderResult {
        let size = self.scenario.size();
        if end
            .corners()
            .iter()
            .any(|c| c.x < -1e-3 || c.y < -1e-3 || c.x > size.x + 1e-3 || c.y > size.y + 1e-3)
        {
            return Err(Rejection::new(
                RuleId::OffTable,
                msg!("rej-off-table-2", who = &self.elements[ei].label),
            ));
        }
        Ok(())
    }

    /// Bases may pass through troops but not stop on them [INF].
    fn check_stacking(&self, ei: usize, end: &Base, movers: &[usize]) -> OrderResult {
        if let Some((_, other)) = self
            .on_table()
            .find(|(j, o)| *j != ei && !movers.contains(j) && o.base.overlaps(end))
        {
            return Err(Rejection::new(
                RuleId::Stacking,
                msg!(
                    "rej-stacking",
                    who = &self.elements[ei].label,
                    other = &other.label
                ),
            ));
        }
        Ok(())
    }

    /// The obstacles the path crosses: names and whether each takes half the move or the
    /// whole turn.
    fn path_crossings(&self, points: &[Vec2]) -> Vec<(Msg, Obstacle)> {
        self.terrain
            .crossings(points)
            .into_iter()
            .map(|(fi, _)| {
                let f = &self.terrain.features[fi];
                (f.label(), f.def.obstacle)
            })
            .collect()
    }

    /// The share of the turn's move the path costs and the full move it is a share of: road
    /// speed for a move wholly on road that crosses no obstacle (obstacles are crossed "at
    /// non road speed") [SRC]; a move partly on road pays its road inches at road speed and the
    /// rest off road when the ruleset says `ProRata` [INF], or all of it off road (`OffRoad`);
    /// bad going at reduced speed, half a move per low obstacle, and the whole turn to cross
    /// wire or a river.
    fn move_cost(
        &self,
        ei: usize,
        points: &[Vec2],
        going: &Going,
        crossings: &[(Msg, Obstacle)],
    ) -> Result<MoveCost, Rejection> {
        let e = &self.elements[ei];
        let def = self.def(e);
        let mv = &self.rules.movement;
        let length = path_length(points);
        if let Some(r) = def
            .road_move
            .filter(|_| going.wholly_on_road && crossings.is_empty())
        {
            return Ok(MoveCost {
                full_move: r,
                cost: length / r,
                at_road_speed: 0.0,
            });
        }
        let m = def.move_inches;
        if m <= 0.0 {
            return Err(Rejection::new(
                RuleId::MoveDistance,
                msg!("rej-move-distance", who = &e.label),
            ));
        }
        if let Some(r) = def.road_move.filter(|r| {
            *r > 0.0
                && crossings.is_empty()
                && going.on_road > EPS
                && mv.part_on_road == PartOnRoad::ProRata
        }) {
            // A road through bad going is still road: only bad going off the road is slow.
            let bad_off = (going.bad_going - going.bad_on_road).max(0.0);
            let open_off = (length - going.on_road - bad_off).max(0.0);
            let cost = going.on_road / r + (open_off + bad_off / mv.bad_going_speed) / m;
            return Ok(MoveCost {
                full_move: m,
                cost,
                at_road_speed: going.on_road,
            });
        }
        let cost = if count(crossings, Obstacle::Whole) > 0 {
            self.check_whole_turn_crossing(ei, points, crossings)?;
            1.0
        } else {
            let effective = (length - going.bad_going) + going.bad_going / mv.bad_going_speed;
            effective / m + count(crossings, Obstacle::Half) as f32 * mv.half_obstacle_share
        };
        Ok(MoveCost {
            full_move: m,
            cost,
            at_road_speed: 0.0,
        })
    }

    /// [SRC] Barbed wire and rivers take a whole turn to cross: only for an element that has
    /// not moved, and along a path no longer than it takes to get the whole base across from
    /// near the bank [INF]: the ground across the obstacle where the path crosses it, plus the
    /// base's depth, plus `whole_turn_margin`. A fixed cap would strand long bases (a 2" truck)
    /// in the water.
    fn check_whole_turn_crossing(
        &self,
        ei: usize,
        points: &[Vec2],
        crossings: &[(Msg, Obstacle)],
    ) -> OrderResult {
        let length = path_length(points);
        let e = &self.elements[ei];
        let mv = &self.rules.movement;
        // Asked only of a path that crosses one; none crossed leaves nothing to check.
        let Some((obstacle, _)) = crossings.iter().find(|(_, o)| *o == Obstacle::Whole) else {
            return Ok(());
        };
        if e.move_used > EPS || e.moved {
            return Err(Rejection::new(
                RuleId::WholeTurnObstacle,
                msg!(
                    "rej-whole-turn-obstacle",
                    obstacle = obstacle,
                    who = &e.label
                ),
            ));
        }
        let mut whole: Vec<usize> = self
            .terrain
            .crossings(points)
            .into_iter()
            .map(|(fi, _)| fi)
            .filter(|fi| self.terrain.features[*fi].def.obstacle == Obstacle::Whole)
            .collect();
        whole.sort_unstable();
        whole.dedup();
        let across: f32 = whole
            .iter()
            .map(|fi| self.terrain.length_inside(*fi, points))
            .sum();
        let cap = across + e.base.depth + mv.whole_turn_margin;
        if length > cap + EPS {
            return Err(Rejection::new(
                RuleId::WholeTurnObstacle,
                msg!(
                    "rej-whole-turn-obstacle-2",
                    obstacle = obstacle,
                    cap = format!("{:.1}", cap),
                    across = format!("{:.1}", across),
                    depth = format!("{:.1}", e.base.depth),
                    whole_turn_margin = mv.whole_turn_margin,
                    length = format!("{:.1}", length)
                ),
            ));
        }
        Ok(())
    }

    /// How far a move nobody ordered (a runaway tank, troops retiring) gets straight along
    /// `dir` from where the element stands, and what stopped it. It pays the normal costs of a
    /// move [SRC: "move at full speed", "full moves"]: bad going at reduced speed, half a move
    /// for each low obstacle, the whole turn for wire or a river; and it stops where an
    /// ordered move would be refused: the table edge, ground closed to it, another base.
    pub(super) fn forced_walk(&self, ei: usize, dir: Vec2, facing: f32) -> (f32, Msg) {
        let start = self.elements[ei].base;
        let reach = self.scenario.size().length();
        let mut went = 0.0;
        while went + WALK_STEP <= reach {
            let next_len = went + WALK_STEP;
            let next = start.moved(start.center + dir * next_len, facing);
            if let Some(why) = self.blocked_at(ei, &next, &[ei]) {
                return (went, why);
            }
            let points = [start.center, next.center];
            if let Err(why) = self.forced_cost_fits(ei, &points) {
                return (went, why);
            }
            went = next_len;
        }
        (went, msg!("stop-far-side"))
    }

    /// `Ok` while a straight path is within one full move at the normal costs; otherwise the
    /// words for what stops it there.
    fn forced_cost_fits(&self, ei: usize, points: &[Vec2]) -> Result<(), Msg> {
        let crossings = self.path_crossings(points);
        let last = crossings.last().cloned();
        let going = self.path_going(ei, points).map_err(|_| {
            let at = *points.last().unwrap_or(&Vec2::ZERO);
            self.terrain.bad_going_at(at).map_or_else(
                || msg!("stop-bad-going-closed"),
                |fi| {
                    msg!(
                        "stop-feature-closed",
                        feature = self.terrain.features[fi].label()
                    )
                },
            )
        })?;
        let spent = self.move_cost(ei, points, &going, &crossings);
        if spent.as_ref().is_ok_and(|c| c.cost <= 1.0 + EPS) {
            return Ok(());
        }
        Err(match last {
            Some((name, Obstacle::Whole)) => msg!("stop-whole-turn-to-cross", obstacle = name),
            Some((name, _)) => msg!("stop-half-move-to-cross", obstacle = name),
            None if going.bad_going > 0.0 => msg!("stop-full-move-bad-going"),
            None => msg!("stop-full-move"),
        })
    }

    /// The path fits in what is left of the element's move this turn [SRC movement distances].
    fn check_move_left(&self, plan: &MovePlan) -> OrderResult {
        if plan.cost > plan.left_before + EPS / plan.full_move.max(1.0) {
            return Err(self.too_far(plan));
        }
        Ok(())
    }

    /// The refusal of a path longer than the move left, with what made it long.
    fn too_far(&self, plan: &MovePlan) -> Rejection {
        let mut why = Vec::new();
        if plan.at_road_speed > 0.0 {
            why.push(msg!(
                "far-road",
                inches = format!("{:.1}", plan.at_road_speed)
            ));
        }
        if plan.bad_going > 0.0 {
            why.push(msg!(
                "far-bad-going",
                inches = format!("{:.1}", plan.bad_going)
            ));
        }
        let half = count(&plan.crossings, Obstacle::Half);
        if half > 0 {
            why.push(msg!("far-obstacles", n = half));
        }
        let (left, used) = (plan.left_before * plan.full_move, plan.inches_used());
        // Enough decimals that the two numbers differ: "10.0 of 10.0" would not say why.
        let places = if format!("{left:.1}") == format!("{used:.1}") {
            2
        } else {
            1
        };
        let (who, over) = (
            &self.elements[plan.element].label,
            format!("{:.2}", (used - left).max(0.01)),
        );
        let (left, used) = (format!("{left:.places$}"), format!("{used:.places$}"));
        let text = if why.is_empty() {
            msg!(
                "rej-too-far",
                who = who,
                left = left,
                full_move = plan.full_move,
                used = used,
                over = over
            )
        } else {
            msg!(
                "rej-too-far-why",
                who = who,
                left = left,
                full_move = plan.full_move,
                used = used,
                over = over,
                why = why
            )
        };
        Rejection::new(RuleId::MoveDistance, text)
    }

    /// Is this element more than the command distance from its HQ? [INF] The HQ is the unit's
    /// own, or the brigade's for a unit without one; an HQ commands itself.
    pub fn out_of_command(&self, ei: usize) -> bool {
        let e = &self.elements[ei];
        let Some(ui) = e.unit else {
            return false;
        };
        if self.def(e).headquarters {
            return false;
        }
        let hq = self
            .on_table()
            .find(|(_, o)| o.unit == Some(ui) && self.def(o).headquarters)
            .map(|(j, _)| j)
            .or_else(|| self.brigade_hqs.get(e.brigade).copied().flatten())
            .filter(|j| self.elements[*j].status == Status::Ready);
        hq.is_some_and(|h| {
            e.base.distance(&self.elements[h].base) > self.rules.movement.command_radius + EPS
        })
    }

    /// The AP an order for these elements costs, with `base` points for the order itself.
    pub fn ap_cost(&self, elements: &[usize], base: u8, what: Msg) -> ApCost {
        let unit = elements.first().and_then(|e| self.elements[*e].unit);
        let mut points = base;
        let mut why = vec![msg!("cost-base", n = base, what = what)];
        if let Some(ei) = elements.iter().find(|e| self.out_of_command(**e)) {
            let extra = self.rules.movement.out_of_command_cost;
            points += extra;
            why.push(msg!(
                "cost-out-of-command",
                n = extra,
                who = &self.elements[*ei].label,
                radius = self.rules.movement.command_radius
            ));
        }
        ApCost { unit, points, why }
    }

    /// Take the AP from the unit, or refuse with the count.
    pub(super) fn pay(&mut self, cost: &ApCost, elements: &[usize]) -> OrderResult {
        let Some(ui) = cost.unit else {
            // [INF] a brigade HQ has no action points of its own: it moves once a turn for free.
            if let Some(ei) = elements.iter().find(|e| self.elements[**e].moved) {
                return Err(Rejection::new(
                    RuleId::BrigadeHqMovesOnce,
                    msg!("rej-brigade-hq-moves-once", who = &self.elements[*ei].label),
                ));
            }
            return Ok(());
        };
        let u = &mut self.units[ui];
        if u.ap_left < cost.points {
            return Err(Rejection::new(
                RuleId::ActionPoints,
                msg!(
                    "rej-action-points",
                    name = &u.name,
                    ap_left = u.ap_left,
                    points = cost.points,
                    why = cost.why.clone()
                ),
            ));
        }
        u.ap_left -= cost.points;
        Ok(())
    }

    pub(super) fn order_move(
        &mut self,
        id: &str,
        to: (f32, f32),
        facing: Option<f32>,
        via: &[(f32, f32)],
    ) -> OrderResult {
        let ei = self.element_index(id)?;
        let (plan, cost) = self.preview_move(ei, to, facing, via)?;
        if self.free_turn(&plan) {
            self.finish_turn(&plan);
            return Ok(());
        }
        self.pay(&cost, &[ei])?;
        self.finish_move(&plan);
        Ok(())
    }

    /// Turning in place with the ruleset's `turn_in_place: Free` [INF]: no AP, and not a move.
    fn free_turn(&self, plan: &MovePlan) -> bool {
        plan.length < EPS && self.rules.movement.turn_in_place == TurnInPlace::Free
    }

    /// A free turn in place: the new facing, and what it carries turns with it; nobody has moved.
    fn finish_turn(&mut self, plan: &MovePlan) {
        let at = plan.end;
        self.elements[plan.element].base = at;
        for e in &mut self.elements {
            if e.carried_by == Some(plan.element) {
                e.base = e.base.moved(at.center, at.facing);
            }
        }
    }

    /// What `Move` would do, without doing it: the plan and the AP, or why not.
    pub fn preview_move(
        &self,
        ei: usize,
        to: (f32, f32),
        facing: Option<f32>,
        via: &[(f32, f32)],
    ) -> Result<(MovePlan, ApCost), Rejection> {
        let e = &self.elements[ei];
        let mut points = vec![e.base.center];
        points.extend(via.iter().map(|p| Vec2::new(p.0, p.1)));
        points.push(Vec2::new(to.0, to.1));
        let last_leg = points.windows(2).rev().find_map(|w| heading(w[0], w[1]));
        let facing = facing.or(last_leg).unwrap_or(e.base.facing);
        if path_length(&points) < EPS && (facing - e.base.facing).abs() < EPS {
            return Err(Rejection::new(
                RuleId::NoChange,
                msg!("rej-no-change", who = &e.label),
            ));
        }
        let plan = self.plan_path(ei, &points, facing, &[ei])?;
        let cost = if self.free_turn(&plan) {
            ApCost {
                unit: e.unit,
                points: 0,
                why: vec![msg!("cost-turn-in-place")],
            }
        } else {
            self.ap_cost(&[ei], self.rules.movement.move_cost, GroupMove::One.words())
        };
        Ok((plan, cost))
    }

    fn finish_move(&mut self, plan: &MovePlan) {
        let e = &mut self.elements[plan.element];
        e.base = plan.end;
        e.move_used += plan.cost;
        e.moved = true;
        self.carry_along(plan.element);
    }

    pub(super) fn order_move_group(
        &mut self,
        ids: &[String],
        by: (f32, f32),
        facing: Option<f32>,
    ) -> OrderResult {
        let members = self.group_members(ids)?;
        let by = Vec2::new(by.0, by.1);
        let facing_all = facing.or_else(|| heading(Vec2::ZERO, by));
        let (points, what) = self.group_kind(&members, by)?;
        let mut plans = Vec::new();
        for &ei in &members {
            let start = self.elements[ei].base.center;
            let face = facing_all.unwrap_or(self.elements[ei].base.facing);
            plans.push(self.plan_path(ei, &[start, start + by], face, &members)?);
        }
        if plans.iter().all(|p| self.free_turn(p)) {
            for p in &plans {
                self.finish_turn(p);
            }
            return Ok(());
        }
        let cost = self.ap_cost(&members, points, what.words());
        self.pay(&cost, &members)?;
        for p in &plans {
            self.finish_move(p);
        }
        if what == GroupMove::Column {
            // [SRC] only the lead tank of a column fires in its frontal arc.
            let lead = members.iter().copied().max_by(|a, b| {
                let pa = self.elements[*a].base.center.dot(by);
                let pb = self.elements[*b].base.center.dot(by);
                pa.total_cmp(&pb)
            });
            for &m in &members {
                self.elements[m].column_follower = Some(m) != lead;
            }
        }
        Ok(())
    }

    /// Whether these elements would move as one group now, and for how many action points
    /// and under which rule, or why not: asked by the panel before a drag.
    pub fn group_verdict(&self, ids: &[String]) -> Result<(u8, GroupMove), Rejection> {
        let members = self.group_members(ids)?;
        self.group_kind(&members, Vec2::ZERO)
    }

    /// The elements of a group order: distinct, of one unit, on the table.
    fn group_members(&self, ids: &[String]) -> Result<Vec<usize>, Rejection> {
        if ids.is_empty() {
            return Err(Rejection::new(
                RuleId::MalformedOrder,
                msg!("rej-malformed-order"),
            ));
        }
        let mut members = Vec::new();
        for id in ids {
            let ei = self.element_index(id)?;
            if members.contains(&ei) {
                return Err(Rejection::new(
                    RuleId::MalformedOrder,
                    msg!("rej-malformed-order-2", id = id),
                ));
            }
            self.check_can_move(ei)?;
            members.push(ei);
        }
        let unit = self.elements[members[0]].unit;
        if let Some(other) = members.iter().find(|e| self.elements[**e].unit != unit) {
            return Err(Rejection::new(
                RuleId::Group,
                msg!(
                    "rej-group",
                    who = &self.elements[*other].label,
                    other = &self.elements[members[0]].label
                ),
            ));
        }
        Ok(members)
    }

    /// What kind of group this is and what it costs [SRC]: troops within 1" of each other (1 AP),
    /// a column of vehicles one behind another along `by` (1 AP), or a group of tanks all in
    /// sight of each other (3 AP). Trucks out of column cost 1 AP each.
    fn group_kind(&self, members: &[usize], by: Vec2) -> Result<(u8, GroupMove), Rejection> {
        let mv = &self.rules.movement;
        let vehicles = members
            .iter()
            .filter(|e| self.def(&self.elements[**e]).vehicle)
            .count();
        if members.len() == 1 {
            return Ok((mv.move_cost, GroupMove::One));
        }
        if vehicles == 0 {
            if !self.connected(members, mv.group_radius) {
                return Err(Rejection::new(
                    RuleId::Group,
                    msg!("rej-group-2", group_radius = mv.group_radius),
                ));
            }
            return Ok((mv.move_cost, GroupMove::Group));
        }
        if vehicles != members.len() {
            return Err(Rejection::new(RuleId::Group, msg!("rej-group-3")));
        }
        let facings: Vec<f32> = members
            .iter()
            .map(|e| self.elements[*e].base.facing)
            .collect();
        let aligned = facings.iter().all(|f| {
            let d = (f - facings[0]).rem_euclid(360.0);
            d.min(360.0 - d) <= mv.column_alignment
        });
        let all_tanks = members
            .iter()
            .all(|e| self.def(&self.elements[*e]).is_tank());
        let gap = if all_tanks {
            mv.tank_column_gap
        } else {
            mv.column_gap
        };
        if aligned && self.in_file(members, by, gap) {
            return Ok((mv.column_cost, GroupMove::Column));
        }
        if !all_tanks {
            return Err(Rejection::new(
                RuleId::Column,
                msg!("rej-column", column_gap = mv.column_gap),
            ));
        }
        for (i, a) in members.iter().enumerate() {
            for b in &members[i + 1..] {
                if let Some(blocker) = self.sight_between(*a, *b).blocked_by {
                    return Err(Rejection::new(
                        RuleId::TankGroup,
                        msg!(
                            "rej-tank-group",
                            who = &self.elements[*a].label,
                            other = &self.elements[*b].label,
                            what = blocker.words()
                        ),
                    ));
                }
            }
        }
        Ok((mv.tank_group_cost, GroupMove::TankGroup))
    }

    /// A column is one vehicle behind another along the direction of travel [SRC]. Taken in
    /// order along `by` (or their facing, turning in place), each one's centre lies within the
    /// frontal line of the one ahead, that base's width carried back along the way, and no more
    /// than `gap` behind it, edge to edge [INF]: side by side is not a column.
    fn in_file(&self, members: &[usize], by: Vec2, gap: f32) -> bool {
        let first = &self.elements[members[0]].base;
        let dir = by
            .try_normalize()
            .unwrap_or_else(|| crate::geom::bearing_vector(first.facing));
        let mut file: Vec<&crate::geom::Base> =
            members.iter().map(|e| &self.elements[*e].base).collect();
        file.sort_by(|a, b| b.center.dot(dir).total_cmp(&a.center.dot(dir)));
        file.windows(2).all(|w| {
            let (ahead, behind) = (w[0], w[1]);
            let d = behind.center - ahead.center;
            d.dot(dir) < -EPS
                && d.perp_dot(dir).abs() <= ahead.width / 2.0 + EPS
                && ahead.distance(behind) <= gap + EPS
        })
    }

    /// Every element reaches every other through neighbours no more than `gap` apart.
    fn connected(&self, members: &[usize], gap: f32) -> bool {
        let mut reached = vec![members[0]];
        let mut frontier = vec![members[0]];
        while let Some(a) = frontier.pop() {
            for &b in members {
                if !reached.contains(&b)
                    && self.elements[a]
                        .base
                        .within(&self.elements[b].base, gap + EPS)
                {
                    reached.push(b);
                    frontier.push(b);
                }
            }
        }
        reached.len() == members.len()
    }

    /// [SRC] A group may change formation for 2 points: each element to its new place, within
    /// what is left of its move, and still a group afterwards.
    pub(super) fn order_formation(
        &mut self,
        ids: &[String],
        places: &[(f32, f32, f32)],
    ) -> OrderResult {
        let members = self.group_members(ids)?;
        if places.len() != members.len() {
            return Err(Rejection::new(
                RuleId::MalformedOrder,
                msg!(
                    "rej-malformed-order-3",
                    members = members.len(),
                    places = places.len()
                ),
            ));
        }
        if members.iter().any(|e| self.def(&self.elements[*e]).vehicle) {
            return Err(Rejection::new(RuleId::Formation, msg!("rej-formation")));
        }
        if !self.connected(&members, self.rules.movement.group_radius) {
            return Err(Rejection::new(RuleId::Formation, msg!("rej-formation-2")));
        }
        let mut plans = Vec::new();
        for (&ei, p) in members.iter().zip(places) {
            let start = self.elements[ei].base.center;
            plans.push(self.plan_path(ei, &[start, Vec2::new(p.0, p.1)], p.2, &members)?);
        }
        // Afterwards the elements must still be a group.
        let mut after = self.clone();
        for p in &plans {
            after.finish_move(p);
        }
        if !after.connected(&members, self.rules.movement.group_radius) {
            return Err(Rejection::new(
                RuleId::Formation,
                msg!(
                    "rej-formation-3",
                    group_radius = self.rules.movement.group_radius
                ),
            ));
        }
        let cost = self.ap_cost(
            &members,
            self.rules.movement.formation_cost,
            msg!("act-change-formation"),
        );
        self.pay(&cost, &members)?;
        for p in &plans {
            self.finish_move(p);
        }
        Ok(())
    }
}
