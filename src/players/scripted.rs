//! The `scripted` player: sensible rules per element. It advances by bounds from cover to
//! cover toward the objectives that score for the enemy, holds ground where it has a shot or
//! cover, closes with an enemy when the close combat odds favour it, keeps elements near their
//! HQ, fires every weapon at the target it is likeliest to knock out, and shells the enemy
//! where the odds are best. As the turns run out an attacker fears the guns less, so a battle
//! it must win by attacking is not a stand-off. Unpinning and rallying are the rules' own.

use bevy::math::Vec2;

use super::artillery::{air_aim, battery_aim, ready_batteries};
use super::behaviour::{Behaviour, Plan};
use super::bounds::bound;
use super::close_odds::close_odds;
use super::evaluate::TargetWorth;
use super::fire_share::{Shots, added_worth, declared_at};
use super::look::{
    can_pay_move, enemies_of, has_shot, may_fire, may_move, move_left, nearest_enemy_to,
    nearest_of, on_table_of, reach, targets_in_reach, usable, weapon_name,
};
use super::standing::{objective_point, objectives_to_change, standing};
use super::tactics::Tactics;
use super::tried::Tried;
use super::{Player, dice_back_to_the_game, end_phase};
use crate::rules::{Game, Order, Phase};

/// How much more a shot at the enemy unit a plan draws fire to is worth.
const FIRE_DRAWN: f64 = 3.0;

#[derive(Default)]
pub struct Scripted {
    tried: Tried,
    /// What each unit is told to do; `Steady` for all unless a computer opponent chose
    /// otherwise.
    plan: Plan,
    /// What knocking out or pinning each element is worth, to aim fire by; empty to treat all
    /// alike.
    target_worth: TargetWorth,
    /// Whether each weapon is aimed by what it adds to the shots already declared at a target
    /// (`fire_share`), rather than by its own odds alone.
    share_fire: bool,
    /// Whether its batteries weigh the points between two enemy bases near each other as
    /// well as the bases themselves (`battery_aim`).
    aim_between: bool,
    /// The numbers its rules turn on: the script's own, or a set being measured.
    tactics: Tactics,
}

impl Scripted {
    /// A player that follows `plan`, unit by unit.
    pub fn with_plan(plan: Plan) -> Scripted {
        Scripted {
            tried: Tried::default(),
            plan,
            target_worth: TargetWorth::default(),
            share_fire: false,
            aim_between: false,
            tactics: Tactics::SCRIPT,
        }
    }

    /// The same player carrying out its orders by `tactics`.
    pub fn with_tactics(self, tactics: Tactics) -> Scripted {
        Scripted { tactics, ..self }
    }

    /// Aim each weapon by what it adds to the shots already declared at a target.
    pub fn share_fire(&mut self) {
        self.share_fire = true;
    }

    /// Whether it aims each weapon by what it adds to the shots already declared.
    pub fn shares_fire(&self) -> bool {
        self.share_fire
    }

    /// Aim its batteries between two enemy bases near each other, too.
    pub fn aim_between(&mut self) {
        self.aim_between = true;
    }

    /// Whether its batteries weigh the points between two enemy bases.
    pub fn aims_between(&self) -> bool {
        self.aim_between
    }

    /// Aim fire by what knocking each element out is worth (by index), not by odds alone.
    pub fn set_target_worth(&mut self, worth: TargetWorth) {
        self.target_worth = worth;
    }

    /// What it aims fire by now.
    pub fn target_worth(&self) -> &TargetWorth {
        &self.target_worth
    }

    /// The plan it follows.
    pub fn plan(&self) -> &Plan {
        &self.plan
    }

    /// Follow `plan` from the next order on.
    pub fn set_plan(&mut self, plan: Plan) {
        self.plan = plan;
    }
}

impl Player for Scripted {
    fn name(&self) -> &'static str {
        "scripted"
    }

    fn next_order(&mut self, game: &Game, side: usize) -> Order {
        if let Some(o) = dice_back_to_the_game(game) {
            return o;
        }
        self.tried.follow(game);
        let order = match game.phase() {
            Phase::Movement => self.movement(game, side),
            Phase::Artillery => self.artillery(game, side),
            Phase::DirectFire => self.fire(game, side),
            _ => None,
        };
        order.unwrap_or_else(|| end_phase(game, side))
    }
}

/// How pressed for time an attacker is: 0 with turns in hand, 1 when it must move flat out to
/// reach its goal before the last turn.
fn urgency(game: &Game, i: usize, goal: Vec2, t: &Tactics) -> f32 {
    let e = &game.elements()[i];
    let full = game.def(e).move_inches.max(1.0);
    let turns_needed = e.base.center.distance(goal) / full;
    let turns_left = (game.scenario().turns.value.saturating_sub(game.turn()) + 1) as f32;
    let slack = turns_left - turns_needed;
    if slack <= t.slack_flat_out {
        1.0
    } else if slack <= t.slack_hurried {
        0.5
    } else {
        0.0
    }
}

/// How far beside the objective a flanking element makes for, and how near that point it
/// turns onto the objective itself, in inches: about a move and a half of foot off the
/// straight way, far enough to come at a defence from its side.
const FLANK_OFFSET: f32 = 8.0;

/// Where an element at `from` going round by one flank to `goal` heads now: a point
/// `FLANK_OFFSET` beside the goal, to the left (or right) of the way straight there, kept on
/// the table; the goal itself once it is as near the goal as that point is.
fn flank_point(game: &Game, from: Vec2, goal: Vec2, left: bool) -> Vec2 {
    let way = goal - from;
    let distance = way.length();
    if distance <= FLANK_OFFSET {
        return goal;
    }
    let side = if left { way.perp() } else { -way.perp() } / distance;
    (goal + side * FLANK_OFFSET).clamp(Vec2::ZERO, game.scenario().size())
}

/// Whether an element has a shot worth holding its ground for.
fn has_good_shot(game: &Game, i: usize, t: &Tactics) -> bool {
    has_shot(game, i, |w| w.p_hit >= t.good_shot && w.p_knockout > 0.0)
}

impl Scripted {
    fn movement(&mut self, game: &Game, side: usize) -> Option<Order> {
        let attacking = standing(game).leader != Some(side);
        let to_change = objectives_to_change(game, side);
        // Elements farthest from the fight move first: they have most ground to make up
        // with the unit's few action points.
        let mine = on_table_of(game, side);
        let enemies = enemies_of(game, side);
        let front = |i: usize| {
            let c = game.elements()[i].base.center;
            nearest_of(game, &enemies, c)
                .map_or(0.0, |t| game.elements()[t].base.center.distance(c))
        };
        let mut by_front: Vec<(f32, usize)> = mine.iter().map(|&i| (front(i), i)).collect();
        by_front.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let mine: Vec<usize> = by_front.into_iter().map(|(_, i)| i).collect();
        for i in mine {
            if !may_move(game, i) || !can_pay_move(game, i) {
                continue;
            }
            if !self.tried.first_time(game.elements()[i].id.clone()) {
                continue;
            }
            let told = self.plan.of_element(i, game.elements()[i].unit);
            if let Some(o) = self.assault(game, i, told) {
                return Some(o);
            }
            let Some((goal, hurry)) = self.heading(game, side, i, told, attacking, &to_change)
            else {
                continue;
            };
            let tactics = self.tactics;
            if let Some((to, facing)) = bound(game, i, goal, hurry, &tactics) {
                if self.plan.in_groups()
                    && let Some(o) =
                        self.group_move(game, side, i, to, facing, attacking, &to_change)
                {
                    return Some(o);
                }
                return Some(Order::Move {
                    element: game.elements()[i].id.clone(),
                    to: (to.x, to.y),
                    facing: Some(facing),
                    via: Vec::new(),
                });
            }
        }
        None
    }

    /// Element `i`'s bound to `to` made by the bases of its unit standing together with it
    /// that would move too, as one group for one action point [SRC]: the same offset for all,
    /// shortened to the slowest's move, or half that; `None` when there is no group or the
    /// rules refuse every such move. The members are then done for the phase.
    #[allow(clippy::too_many_arguments)]
    fn group_move(
        &mut self,
        game: &Game,
        side: usize,
        i: usize,
        to: Vec2,
        facing: f32,
        attacking: bool,
        to_change: &[Vec2],
    ) -> Option<Order> {
        let e = &game.elements()[i];
        let unit = e.unit?;
        if game.def(e).vehicle {
            return None;
        }
        let told = self.plan.of_element(i, Some(unit));
        let radius = game.rules().movement.group_radius;
        // Bases of the unit that would move this phase too, told as `i` is, with no assault
        // of their own to make.
        let willing: Vec<usize> = on_table_of(game, side)
            .into_iter()
            .filter(|&j| j != i && game.elements()[j].unit == Some(unit))
            .filter(|&j| !game.def(&game.elements()[j]).vehicle && may_move(game, j))
            .filter(|&j| !self.tried.done(&game.elements()[j].id))
            .filter(|&j| self.plan.of_element(j, Some(unit)) == told)
            .filter(|&j| {
                self.heading(game, side, j, told, attacking, to_change)
                    .is_some()
                    && self.assault(game, j, told).is_none()
            })
            .collect();
        let mut group = vec![i];
        let mut frontier = vec![i];
        while let Some(a) = frontier.pop() {
            for &b in &willing {
                if !group.contains(&b)
                    && game.elements()[a]
                        .base
                        .within(&game.elements()[b].base, radius)
                {
                    group.push(b);
                    frontier.push(b);
                }
            }
        }
        if group.len() < 2 {
            return None;
        }
        let by = to - e.base.center;
        let slowest = group
            .iter()
            .map(|&j| move_left(game, j))
            .fold(f32::INFINITY, f32::min);
        let ids: Vec<String> = group
            .iter()
            .map(|&j| game.elements()[j].id.clone())
            .collect();
        let short = by.clamp_length_max(slowest * 0.98);
        for step in [by, short, short * 0.5] {
            if step.length() < 0.1 {
                continue;
            }
            let order = Order::MoveGroup {
                elements: ids.clone(),
                by: (step.x, step.y),
                facing: Some(facing),
            };
            if game.imagined(0).apply(&order).is_ok() {
                for id in &ids {
                    self.tried.first_time(id.clone());
                }
                return Some(order);
            }
        }
        None
    }

    /// Where an element told `told` heads, and how hurried it is; `None` to stay.
    fn heading(
        &self,
        game: &Game,
        side: usize,
        i: usize,
        told: Behaviour,
        attacking: bool,
        to_change: &[Vec2],
    ) -> Option<(Vec2, f32)> {
        let c = game.elements()[i].base.center;
        let nearest_enemy =
            || nearest_enemy_to(game, side, c).map(|t| game.elements()[t].base.center);
        let tactics = self.tactics;
        match told {
            Behaviour::Hold => None,
            Behaviour::Steady => {
                let goal = self.goal(game, side, i, attacking, to_change)?;
                let hurry = if attacking {
                    urgency(game, i, goal, &tactics)
                } else {
                    0.0
                };
                if !game.def(&game.elements()[i]).vehicle
                    && hurry < 1.0
                    && has_good_shot(game, i, &tactics)
                {
                    // Hold good ground: a foot element that moves may not fire [SRC].
                    return None;
                }
                Some((goal, hurry))
            }
            Behaviour::Advance => {
                let goal = self.goal(game, side, i, true, to_change)?;
                Some((goal, 1.0))
            }
            Behaviour::Assault => Some((nearest_enemy()?, 1.0)),
            Behaviour::FlankLeft | Behaviour::FlankRight => {
                let goal = self.goal(game, side, i, true, to_change)?;
                let left = told == Behaviour::FlankLeft;
                Some((flank_point(game, c, goal, left), 1.0))
            }
            Behaviour::Position => {
                // A foot element that moves may not fire [SRC], so one with a good shot
                // already holds; the rest close to within three quarters of their reach of
                // the nearest enemy, fearing its guns as one with time in hand does.
                if game.def(&game.elements()[i]).headquarters {
                    // An HQ keeps with its unit, wherever the unit goes.
                    return self.heading(game, side, i, Behaviour::Steady, attacking, to_change);
                }
                if has_good_shot(game, i, &tactics) {
                    return None;
                }
                let enemy = nearest_enemy()?;
                let within = 0.75 * reach(game, i);
                let gap = c.distance(enemy);
                if within <= 0.0 || gap <= within {
                    return None;
                }
                Some((enemy + (c - enemy) / gap * within, 0.0))
            }
            Behaviour::FallBack => {
                let away = (c - nearest_enemy()?).normalize_or_zero();
                let size = game.scenario().size();
                let goal = (c + away * 2.0 * game.def(&game.elements()[i]).move_inches)
                    .clamp(Vec2::ZERO, size);
                Some((goal, 0.0))
            }
        }
    }

    /// Where an element heads: an HQ toward the middle of its unit; an attacker toward the
    /// nearest objective that scores for the enemy (or the nearest enemy when there is none);
    /// a defender toward the objective nearest it, to sit on it.
    fn goal(
        &self,
        game: &Game,
        side: usize,
        i: usize,
        attacking: bool,
        to_change: &[Vec2],
    ) -> Option<Vec2> {
        let e = &game.elements()[i];
        let c = e.base.center;
        let tactics = self.tactics;
        // An HQ keeps to the middle of what it commands: a unit's HQ to its unit's bases, and
        // a brigade HQ, under tactics that say so, to its brigade's.
        let keeps_to_middle =
            game.def(e).headquarters && (e.unit.is_some() || tactics.brigade_hq_behind > 0.0);
        let commands = |o: &crate::rules::game::ElementState| match e.unit {
            Some(u) => o.unit == Some(u),
            None => o.brigade == e.brigade,
        };
        if keeps_to_middle {
            let others: Vec<Vec2> = on_table_of(game, side)
                .into_iter()
                .filter(|j| *j != i && commands(&game.elements()[*j]))
                .map(|j| game.elements()[j].base.center)
                .collect();
            if !others.is_empty() {
                let middle = others.iter().sum::<Vec2>() / others.len() as f32;
                let near = game.rules().movement.command_radius * tactics.hq_near;
                return (middle.distance(c) > near).then_some(middle);
            }
        }
        let nearest = |ps: &mut dyn Iterator<Item = Vec2>| {
            ps.min_by(|a, b| a.distance(c).total_cmp(&b.distance(c)))
        };
        // A plan's focus: every unit makes for one objective, to take it (if it is one to
        // change) or to hold it, rather than each for the objective nearest it.
        let focus = self.plan.aim_of(e.unit).and_then(|k| {
            let p = objective_point(game, &game.scenario().objectives.get(k)?.at)?;
            (!attacking || to_change.iter().any(|q| q.distance(p) < 0.01)).then_some(p)
        });
        if let Some(p) = focus {
            return (p.distance(c) > 3.0 || attacking).then_some(p);
        }
        if attacking {
            return nearest(&mut to_change.iter().copied()).or_else(|| {
                nearest_enemy_to(game, side, c).map(|t| game.elements()[t].base.center)
            });
        }
        let objectives = game
            .scenario()
            .objectives
            .iter()
            .filter_map(|o| objective_point(game, &o.at));
        let sit = self.tactics.sit;
        nearest(&mut objectives.into_iter()).filter(|p| p.distance(c) > sit)
    }

    /// Close with an enemy within reach when the odds favour it (at even odds, for a unit
    /// told to close; never, for one told to fall back).
    fn assault(&self, game: &Game, i: usize, told: Behaviour) -> Option<Order> {
        let e = &game.elements()[i];
        if e.unit.is_some_and(|u| game.below_half(u))
            || game.def(e).headquarters
            || told == Behaviour::FallBack
        {
            return None;
        }
        let t = self.tactics;
        let worth = |o: &super::close_odds::CloseOdds| {
            if told == Behaviour::Assault {
                o.attacker_wins >= t.told_assault && o.attacker_wins >= o.defender_wins
            } else {
                o.attacker_wins >= t.assault_wins
                    && o.attacker_wins >= o.defender_wins + t.assault_edge
            }
        };
        let reach = move_left(game, i);
        let mut options: Vec<(usize, f64)> = game
            .on_table()
            .filter(|(_, t)| t.side != e.side && e.base.distance(&t.base) <= reach)
            .map(|(t, _)| (t, close_odds(game, i, t)))
            .filter(|(_, o)| worth(o))
            .map(|(t, o)| (t, o.attacker_wins - o.defender_wins))
            .collect();
        options.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        // The best the rules accept: whether a base can get into contact (buildings, wire, an
        // exhausted brigade) is theirs to say, so each is tried on a copy first.
        options.into_iter().find_map(|(t, _)| {
            let order = Order::Assault {
                element: e.id.clone(),
                target: game.elements()[t].id.clone(),
            };
            game.imagined(0).apply(&order).is_ok().then_some(order)
        })
    }

    fn artillery(&mut self, game: &Game, side: usize) -> Option<Order> {
        for b in ready_batteries(game, side) {
            if self.tried.first_time(format!("battery:{b}"))
                && let Some(o) =
                    battery_aim(game, side, &b, false, self.aim_between, &self.target_worth)
            {
                return Some(o);
            }
        }
        let flown = format!("air:{}", game.sorties()[side].left);
        if game.sorties()[side].left > 0 && self.tried.first_time(flown) {
            return air_aim(game, side, false, &self.target_worth);
        }
        None
    }

    /// Each weapon at the target it is likeliest to knock out (then to pin, then to hit): any
    /// shot the rules allow is taken, since a shot costs nothing and may pin.
    fn fire(&mut self, game: &Game, side: usize) -> Option<Order> {
        for i in on_table_of(game, side) {
            if !may_fire(game, i) {
                continue;
            }
            let id = &game.elements()[i].id;
            let mounts = game.def(&game.elements()[i]).weapons.len();
            let open: Vec<usize> = (0..mounts)
                .filter(|mi| !self.tried.done(&format!("{id}#{mi}")))
                .collect();
            if open.is_empty() {
                continue;
            }
            let targets = targets_in_reach(game, i);
            let hit = self.tactics.hit;
            for mi in open {
                self.tried.first_time(format!("{id}#{mi}"));
                let unit = game.elements()[i].unit;
                let value = |t: usize, w: &crate::rules::fire::WeaponOdds| {
                    let adds = if self.share_fire {
                        let new = Shots {
                            n: game.shots_left(i, mi),
                            ..Shots::of(w)
                        };
                        added_worth(
                            game,
                            t,
                            &declared_at(game, side, t),
                            new,
                            &self.target_worth,
                        )
                    } else {
                        self.target_worth.of_shot(t, w.p_knockout, w.p_pin)
                    };
                    // Fire drawn to one enemy unit: losses in one turn bring its rout test
                    // [SRC 20% rout test], spread over several they may bring none.
                    let drawn = match self.plan.fire_at() {
                        Some(u) if game.elements()[t].unit == Some(u) => FIRE_DRAWN,
                        _ => 1.0,
                    };
                    drawn * adds + hit * w.p_hit
                };
                let best = targets
                    .iter()
                    .filter(|(t, _)| unit.is_none_or(|u| !game.animosity_refuses(u, *t)))
                    .filter_map(|(t, m)| usable(game, i, mi, m).map(|w| (*t, value(*t, w))))
                    .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)));
                if let Some((t, _)) = best {
                    return Some(Order::Fire {
                        element: id.clone(),
                        target: game.elements()[t].id.clone(),
                        weapon: weapon_name(game, i, mi),
                        shots: None,
                    });
                }
            }
        }
        None
    }
}
