//! The turn: action points → movement (initiative side, then the other) → artillery → direct
//! fire → close combat → morale → unpinning [INF order; SRC phases]. Phases whose rules are not
//! built yet pass straight through, but in their place in the sequence.

use bevy::math::Vec2;

use super::dice::{DiceError, Die, RollKind, Roller};
use super::game::{EventKind, Game, Mark, Phase, Status, dice_rejection};
use super::order::{OrderResult, Rejection, RuleId};
use crate::geom::bearing_vector;
use crate::words::Msg;

impl Game {
    /// Begin `self.turn`: reinforcements arrive, per-turn state resets, action points are rolled,
    /// and movement opens for the side with the initiative.
    pub(super) fn start_turn(&mut self) -> Result<(), DiceError> {
        self.phase = Phase::ActionPoints;
        for ui in 0..self.units.len() {
            if self.units[ui].arrives == self.turn && self.turn > 1 {
                let name = self.units[ui].name.clone();
                let mut marks = Vec::new();
                for (i, e) in self.elements.iter_mut().enumerate() {
                    if e.unit == Some(ui) && e.status == Status::Awaiting {
                        e.status = Status::Ready;
                        marks.push(Mark::Arrived { element: i });
                    }
                }
                self.marked_event(EventKind::Arrived, msg!("ev-arrives", unit = name), marks);
            }
        }
        for e in &mut self.elements {
            e.move_used = 0.0;
            e.moved = false;
            e.column_follower = false;
        }
        self.ko_tested = vec![false; self.elements.len()];
        self.mark_turn_start_losses();
        self.tank_hits = vec![0; self.elements.len()];
        self.tank_attacks = vec![0; self.elements.len()];
        self.new_sorties();
        self.roll_action_points()?;
        self.phase = Phase::Movement;
        self.active = self.order_of_play[0];
        self.open_engaged_choice()?;
        self.start_side_movement();
        Ok(())
    }

    /// [SRC] Each battalion, tank company and battery rolls 1 D6 for its action points, in the
    /// order the units are listed in the scenario file. Unused points are lost [INF].
    fn roll_action_points(&mut self) -> Result<(), DiceError> {
        let run_on = self.rules.movement.tanks_run_on;
        for ui in 0..self.units.len() {
            let u = &self.units[ui];
            let present = self
                .elements
                .iter()
                .any(|e| e.unit == Some(ui) && matches!(e.status, Status::Ready | Status::Carried));
            if !u.rolls_action_points || !present {
                self.units[ui].ap = 0;
                self.units[ui].ap_left = 0;
                continue;
            }
            let has_tanks = self.unit_tanks(ui).next().is_some();
            let lost_tank = u.lost_tank;
            let name = u.name.clone();
            let value = self.roll(
                Die {
                    kind: RollKind::ActionPoints,
                    by: Roller::Unit(ui),
                    who: &name,
                    purpose: &msg!("roll-action-points"),
                    needed: None,
                    rule: &msg!("rule-action-points"),
                    again: false,
                },
                |v| {
                    if v == run_on && has_tanks && !lost_tank {
                        msg!("out-ap-tanks-run", ap = v)
                    } else if v == run_on && has_tanks {
                        msg!("out-ap-tank-lost", ap = v)
                    } else {
                        msg!("out-ap", ap = v)
                    }
                },
            )?;
            let u = &mut self.units[ui];
            u.ap = value;
            u.ap_left = value;
            u.tanks_run = value == run_on && has_tanks && !lost_tank;
        }
        Ok(())
    }

    fn unit_tanks(&self, ui: usize) -> impl Iterator<Item = usize> + '_ {
        self.elements.iter().enumerate().filter_map(move |(i, e)| {
            (e.unit == Some(ui) && e.status == Status::Ready && self.def(e).is_tank()).then_some(i)
        })
    }

    /// [SRC] A unit that rolled a 1: all its tanks move at full speed in the direction they face,
    /// at the start of their side's movement, paying for obstacles as any move does and stopping
    /// where a move would stop: the table edge, ground closed to them, another base.
    fn run_tanks(&mut self, side: usize) {
        for ui in 0..self.units.len() {
            if self.units[ui].side != side || !self.units[ui].tanks_run {
                continue;
            }
            self.units[ui].tanks_run = false;
            let tanks: Vec<usize> = self.unit_tanks(ui).collect();
            for ei in tanks {
                let start = self.elements[ei].base;
                let dir = bearing_vector(start.facing);
                // [SRC] "at full speed": the normal costs of a move, walls and wire included.
                let (went, stop) = self.forced_walk(ei, dir, start.facing);
                let e = &mut self.elements[ei];
                e.base = start.moved(start.center + dir * went, start.facing);
                e.moved = went > 0.0;
                e.move_used = 1.0;
                let label = e.label.clone();
                let c = e.base.center;
                self.carry_along(ei);
                self.marked_event(
                    EventKind::TankRan,
                    msg!(
                        "ev-tank-runs",
                        who = label,
                        went = format!("{went:.1}"),
                        x = format!("{:.1}", c.x),
                        y = format!("{:.1}", c.y),
                        stop = stop
                    ),
                    vec![Mark::Forced {
                        element: ei,
                        from: start.center.to_array(),
                        to: c.to_array(),
                    }],
                );
            }
        }
    }

    /// Why a base may not stand here, if it may not: off the table, closed terrain, on another base.
    pub(super) fn blocked_at(
        &self,
        ei: usize,
        base: &crate::geom::Base,
        movers: &[usize],
    ) -> Option<Msg> {
        let size = self.scenario.size();
        let corners = base.corners();
        if corners
            .iter()
            .any(|c| c.x < -1e-3 || c.y < -1e-3 || c.x > size.x + 1e-3 || c.y > size.y + 1e-3)
        {
            return Some(msg!("stop-table-edge"));
        }
        let def = self.def(&self.elements[ei]);
        if def.restricted_going()
            && let Some(fi) = self.terrain.closed_to_vehicles(&corners, base.center)
        {
            return Some(msg!(
                "stop-feature",
                feature = self.terrain.features[fi].label()
            ));
        }
        self.on_table()
            .find(|(j, other)| !movers.contains(j) && other.base.overlaps(base))
            .map(|(_, other)| {
                msg!(
                    "stop-element",
                    who = other.label.as_str(),
                    id = other.id.as_str()
                )
            })
    }

    /// Carried elements go where their transport goes.
    pub(super) fn carry_along(&mut self, transport: usize) {
        let at = self.elements[transport].base;
        for e in &mut self.elements {
            if e.carried_by == Some(transport) {
                e.base = e.base.moved(at.center, at.facing);
                e.moved = true;
            }
        }
    }

    /// [SRC] Each side ends its part of the phase; movement goes to the other side, and after
    /// both have moved the rest of the turn runs and the next turn begins.
    pub(super) fn end_phase(&mut self, side_id: &str) -> OrderResult {
        let side = self.side_index(side_id).ok_or_else(|| {
            Rejection::new(
                RuleId::UnknownSide,
                msg!("rej-unknown-side", side_id = side_id),
            )
        })?;
        if side != self.active {
            return Err(Rejection::new(
                RuleId::NotYourTurn,
                msg!(
                    "rej-not-your-turn-4",
                    phase = self.phase.words(),
                    side = self.side_name(self.active),
                    side2 = self.side_name(side)
                ),
            ));
        }
        self.event(
            EventKind::PhaseEnded { side },
            msg!(
                "ev-phase-ended",
                side = self.side_name(side),
                phase = self.phase.words()
            ),
        );
        if self.phase == Phase::Artillery {
            self.end_artillery();
            return Ok(());
        }
        // Movement goes in this turn's chosen order [SRC engaged troops]; the rest by initiative.
        let order = if self.phase == Phase::Movement {
            self.move_order
        } else {
            self.order_of_play
        };
        if self.active == order[0] {
            self.active = order[1];
            if self.phase == Phase::Movement {
                self.start_side_movement();
            }
            return Ok(());
        }
        match self.phase {
            Phase::Movement => {
                // [INF] the artillery phase opens for a side with batteries or sorties; without
                // any it passes straight through.
                self.open_artillery();
                Ok(())
            }
            Phase::DirectFire => self.after_fire().map_err(dice_rejection),
            _ => Ok(()),
        }
    }

    pub(super) fn start_side_movement(&mut self) {
        self.frightened_retreat(self.active);
        self.run_tanks(self.active);
        self.retire_defeated(self.active);
    }

    /// Fire resolves, then close combat [INF: not built yet, passes through], morale (tank
    /// fright), unpinning, and the end of the turn.
    fn after_fire(&mut self) -> Result<(), DiceError> {
        self.resolve_fire()?;
        self.phase = Phase::CloseCombat;
        self.resolve_close_combat()?;
        // [INF order] tank fright, then the 20% and 50% rout tests, then brigade morale.
        self.phase = Phase::Morale;
        self.tank_fright()?;
        self.rout_tests()?;
        self.brigade_morale();
        self.phase = Phase::Unpinning;
        self.unpinning()?;
        self.rally()?;
        if let Some(r) = &self.result {
            let text = msg!("ev-battle-ends", reason = r.reason.clone());
            self.phase = Phase::GameOver;
            self.event(EventKind::BattleDecided, text);
            return Ok(());
        }
        // Wreck smoke clears after the last turn it lasts [INF].
        let turn = self.turn;
        self.smoke.retain(|s| s.until_turn > turn);
        self.end_turn()
    }

    fn end_turn(&mut self) -> Result<(), DiceError> {
        if self.turn >= self.scenario.turns.value {
            self.decide_at_turn_limit();
            self.phase = Phase::GameOver;
            self.event(
                EventKind::TurnLimit,
                msg!("ev-turn-limit", turns = self.scenario.turns.value),
            );
            return Ok(());
        }
        self.turn += 1;
        self.start_turn()
    }
}

/// Forced moves (runaway tanks, a frightened retreat, a defeated brigade retiring) walk in
/// steps this long until something stops them: the resolution of the walk, not a rule.
pub(super) const WALK_STEP: f32 = 0.1;

/// Straight-ahead direction helper shared with movement.
pub fn heading(from: Vec2, to: Vec2) -> Option<f32> {
    let d = to - from;
    // libm's atan2, not the platform's: see `geom::bearing_vector`.
    (d.length() > 1e-4).then(|| {
        bevy::math::ops::atan2(d.x, d.y)
            .to_degrees()
            .rem_euclid(360.0)
    })
}
