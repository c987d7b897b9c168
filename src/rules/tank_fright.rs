//! Tank fright [SRC: the morale page]: after all combat each armoured vehicle counts its hits
//! and the close combat attacks on it, rolls 1 D6, and if frightened retreats at its next move
//! until out of sight of all enemy, then is pinned.

use bevy::math::Vec2;

use super::dice::{DiceError, Die, RollKind, Roller};
use super::game::{EventKind, Game, Mark, Status};
use super::turn::{WALK_STEP, heading};

/// What ended a frightened tank's retreat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RetreatStop {
    OutOfSight,
    TableEdge,
    /// Ground closed to it, or another base.
    Blocked,
}

impl Game {
    /// The hits on an armoured vehicle that count for its fright test: all of them [SRC "count
    /// up all the hits"], or only those by weapons that could knock it out when the ruleset
    /// says small arms do not frighten tanks [INF].
    pub(super) fn hits_for_fright(&self, hits: &[(usize, usize)]) -> u8 {
        let counted = hits.iter().filter(|(s, m)| {
            self.rules.morale.small_arms_frighten_tanks
                || self
                    .def(&self.elements[*s])
                    .weapons
                    .get(*m)
                    .is_some_and(|m| self.rules[m.weapon_id].knockout.tanks.is_some())
        });
        u8::try_from(counted.count()).unwrap_or(u8::MAX)
    }

    /// [SRC] Tank fright, after all combat: each armoured vehicle that was hit or attacked in
    /// close combat rolls 1 D6; a score equal to or less than its hits and attacks frightens it.
    pub(super) fn tank_fright(&mut self) -> Result<(), DiceError> {
        for i in 0..self.elements.len() {
            let hits = self.tank_hits.get(i).copied().unwrap_or(0);
            let attacks = self.tank_attacks.get(i).copied().unwrap_or(0);
            let count = hits.saturating_add(attacks);
            if count == 0 || self.elements[i].status != Status::Ready {
                continue;
            }
            let label = self.elements[i].label.clone();
            let purpose = msg!("roll-tank-fright", hits = hits, attacks = attacks);
            let needed = msg!("need-more-than", n = count);
            let die = Die {
                kind: RollKind::TankFright,
                by: Roller::Element(i),
                who: &label,
                purpose: &purpose,
                needed: Some(&needed),
                rule: &msg!("rule-tank-fright"),
                again: false,
            };
            let v = self.roll(die, |v| {
                if v <= count {
                    msg!("out-frightened")
                } else {
                    msg!("out-steady")
                }
            })?;
            if v <= count {
                self.frighten(i);
            }
        }
        Ok(())
    }

    /// A tank that failed its fright test: it retreats at its next move, and its unit's tanks
    /// no longer run forward on a 1 [SRC].
    pub(super) fn frighten(&mut self, i: usize) {
        self.elements[i].frightened = true;
        if let Some(u) = self.elements[i].unit {
            self.units[u].lost_tank = true;
        }
        let label = self.elements[i].label.clone();
        self.marked_event(
            EventKind::Frightened,
            msg!("ev-frightened", who = label),
            vec![Mark::Frightened { element: i }],
        );
    }

    /// A frightened tank's next move [SRC]: it retreats away from the enemy until it is out of
    /// sight of all enemy, then it is pinned. It goes straight away from the nearest enemy, as
    /// far as it must, however far that is; the table edge, ground closed to it or another base
    /// stops it sooner [INF]. At its edge and still seen, the ruleset says whether it stops
    /// there or drives off the table and is lost [INF `morale.frightened_leave_table`].
    pub(super) fn frightened_retreat(&mut self, side: usize) {
        for i in 0..self.elements.len() {
            if self.elements[i].side != side
                || !self.elements[i].frightened
                || self.elements[i].status != Status::Ready
            {
                continue;
            }
            let enemies: Vec<usize> = self
                .on_table()
                .filter(|(_, o)| o.side != side)
                .map(|(j, _)| j)
                .collect();
            let at = self.elements[i].base.center;
            let Some(near) = enemies.iter().copied().min_by(|a, b| {
                let da = self.elements[*a].base.center.distance(at);
                let db = self.elements[*b].base.center.distance(at);
                da.total_cmp(&db)
            }) else {
                self.elements[i].frightened = false;
                continue;
            };
            let start = self.elements[i].base;
            // Straight away from the nearest enemy; standing on it, straight back.
            let away = (at - self.elements[near].base.center)
                .try_normalize()
                .unwrap_or_else(|| -crate::geom::bearing_vector(start.facing));
            let facing = heading(Vec2::ZERO, away).unwrap_or(start.facing);
            let (went, stop) = self.retreat_walk(i, &enemies, away, facing);
            let leaves = stop == RetreatStop::TableEdge && self.rules.morale.frightened_leave_table;
            self.end_retreat(
                i,
                start,
                start.moved(start.center + away * went, facing),
                went,
                stop,
                leaves,
            );
        }
    }

    /// How far a frightened tank walks before no enemy sees it, and what ended the walk.
    fn retreat_walk(
        &self,
        i: usize,
        enemies: &[usize],
        away: Vec2,
        facing: f32,
    ) -> (f32, RetreatStop) {
        let start = self.elements[i].base;
        let seen = |at: Vec2| {
            enemies.iter().any(|j| {
                self.terrain
                    .line_of_sight(self.elements[*j].base.center, at, &self.smoke)
                    .clear
            })
        };
        // No walk is longer than the table's diagonal: the edge stops it before that.
        let size = self.scenario.size();
        let steps = ((size.x + size.y) / WALK_STEP).ceil() as u32;
        let mut went = 0.0;
        for _ in 0..steps {
            if !seen(start.center + away * went) {
                return (went, RetreatStop::OutOfSight);
            }
            let next = start.moved(start.center + away * (went + WALK_STEP), facing);
            if self.blocked_at(i, &next, &[i]).is_some() {
                let off = next
                    .corners()
                    .iter()
                    .any(|c| c.x < 0.0 || c.y < 0.0 || c.x > size.x || c.y > size.y);
                return (
                    went,
                    if off {
                        RetreatStop::TableEdge
                    } else {
                        RetreatStop::Blocked
                    },
                );
            }
            went += WALK_STEP;
        }
        (went, RetreatStop::TableEdge)
    }

    /// The retreat's end: pinned where it stopped, or gone off the table [SRC; INF the edge].
    fn end_retreat(
        &mut self,
        i: usize,
        start: crate::geom::Base,
        end: crate::geom::Base,
        went: f32,
        stop: RetreatStop,
        leaves: bool,
    ) {
        let e = &mut self.elements[i];
        e.base = end;
        e.frightened = false;
        e.moved = true;
        e.move_used = 1.0;
        let label = e.label.clone();
        let forced = Mark::Forced {
            element: i,
            from: start.center.to_array(),
            to: end.center.to_array(),
        };
        if leaves {
            // Off the table it is out of the battle: lost to its unit like a router that
            // never rallies [INF].
            e.status = Status::Routed;
            e.rally_tried = true;
            e.pinned = false;
            self.marked_event(
                EventKind::Frightened,
                msg!(
                    "ev-frightened-drives-off",
                    who = label,
                    went = format!("{went:.1}")
                ),
                vec![forced, Mark::Routed { element: i }],
            );
            return;
        }
        e.pinned = true;
        let stop = match stop {
            RetreatStop::OutOfSight => "out-of-sight",
            RetreatStop::TableEdge => "table-edge",
            RetreatStop::Blocked => "blocked",
        };
        self.marked_event(
            EventKind::Frightened,
            msg!(
                "ev-frightened-retreats",
                who = label,
                went = format!("{went:.1}"),
                stop = stop
            ),
            vec![forced, Mark::Pinned { element: i }],
        );
    }
}
