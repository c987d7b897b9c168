//! Close combat [INF: docs/rules/README.md "Close combat"] and animosity [SRC].
//!
//! An attacker moves into base contact in the movement phase (`Assault`), paying AP as a move;
//! in the close combat phase each pair rolls an opposed D6 with the modifiers. Troops whose
//! factions hate each other will not fire at, close with, or attack the same target or feature.

use super::dice::{DiceError, Die, RollKind, Roller};
use super::game::{EventKind, Game, Mark, Phase, Status};
use super::order::{OrderResult, Rejection, RuleId};
use super::turn::heading;
use crate::ruleset::{AnimosityDominance, Protection};
use crate::words::{Arg, Msg, Term};

/// A modified close combat score. It never falls below 1, so that "double the loser's score"
/// always compares two scores a die could show [INF].
fn score(die: u8, modifier: i8) -> i8 {
    (die as i8).saturating_add(modifier).max(1)
}

/// The two modified scores of a close combat.
struct Scores {
    attacker: i8,
    defender: i8,
}

/// Who won a close combat and who lost, with their scores.
struct Bout {
    winner: usize,
    loser: usize,
    won_with: i8,
    lost_with: i8,
}

impl Game {
    /// The factions' names, when two units' factions will not fight together [SRC].
    pub fn animosity(&self, u1: usize, u2: usize) -> Option<(String, String)> {
        let (a, b) = (self.units[u1].faction, self.units[u2].faction);
        self.rules
            .hostile(a, b)
            .then(|| (self.rules[a].value.clone(), self.rules[b].value.clone()))
    }

    /// Elements of a unit in rifle range of a target, for the dominance rule [SRC].
    fn in_rifle_range(&self, unit: usize, target: usize) -> usize {
        let t = &self.elements[target].base;
        let range = self.rules.morale.animosity_range;
        self.on_table()
            .filter(|(_, e)| e.unit == Some(unit) && e.base.within(t, range + 1e-4))
            .count()
    }

    /// Other units of `unit`'s side that already fire at or close with `target`, or with an
    /// element in the same terrain feature ("the same target" [SRC animosity]).
    fn attacking_the_same(&self, unit: usize, target: usize) -> Vec<usize> {
        self.declarations
            .iter()
            .map(|d| (d.shooter, d.target))
            .chain(self.assaults.iter().copied())
            .filter(|(_, t)| *t == target || self.same_feature(*t, target).is_some())
            .filter_map(|(s, _)| self.elements[s].unit)
            .filter(|u| *u != unit && self.units[*u].side == self.units[unit].side)
            .collect()
    }

    /// Whether animosity would refuse `unit` an attack on `target` now [SRC]: a unit that hates
    /// it already attacks the same target and has as many or more elements in rifle range. A
    /// player asks before it orders, as a person reads the table.
    pub fn animosity_refuses(&self, unit: usize, target: usize) -> bool {
        self.attacking_the_same(unit, target)
            .into_iter()
            .any(|rival| {
                self.animosity(unit, rival).is_some()
                    && (self.assault_holds(rival, target)
                        || self.in_rifle_range(unit, target) <= self.in_rifle_range(rival, target))
            })
    }

    /// Whether `rival` has already assaulted `target` (or an element in its feature) and the
    /// ruleset lets that assault hold: it is then plainly the attacker, nothing is
    /// "indeterminant", and the rifle-range test does not apply [SRC; INF
    /// `morale.animosity_dominance`].
    fn assault_holds(&self, rival: usize, target: usize) -> bool {
        self.rules.morale.animosity_dominance == AnimosityDominance::Indeterminate
            && self.assaults.iter().any(|(a, t)| {
                self.elements[*a].unit == Some(rival)
                    && (*t == target || self.same_feature(*t, target).is_some())
            })
    }

    /// Before `unit` fires at or closes with `target`: units that hate it and already attack
    /// the same target. Where both attack, the unit with more elements in rifle range is the
    /// dominant one [SRC]: if the newcomer is, the others' attacks on that target are to be
    /// called off (the rivals returned; `call_off` does it once the order is sure to stand);
    /// if not, the newcomer's order is refused. Nothing changes here, so an order refused by a
    /// later check leaves every attack as it was.
    pub(super) fn animosity_check(
        &self,
        unit: usize,
        target: usize,
        what: &str,
    ) -> Result<Vec<usize>, Rejection> {
        let mut called_off = Vec::new();
        for rival in self.attacking_the_same(unit, target) {
            let Some((a, b)) = self.animosity(unit, rival) else {
                continue;
            };
            let (mine, theirs) = (
                self.in_rifle_range(unit, target),
                self.in_rifle_range(rival, target),
            );
            let held = self.assault_holds(rival, target);
            if mine > theirs && !held {
                if !called_off.contains(&rival) {
                    called_off.push(rival);
                }
                continue;
            }
            let (me, them) = (&self.units[unit].name, &self.units[rival].name);
            let why = if held {
                msg!("rej-why-assaulted", rival = them.as_str())
            } else {
                msg!(
                    "rej-why-dominant",
                    rival = them.as_str(),
                    theirs = theirs,
                    mine = mine
                )
            };
            let refusal = match self.same_feature(target, target) {
                Some(f) => msg!(
                    "rej-animosity-in",
                    unit = me.as_str(),
                    faction = Term::faction(&a),
                    rival = them.as_str(),
                    rival_faction = Term::faction(&b),
                    what = what,
                    feature = f,
                    why = why
                ),
                None => msg!(
                    "rej-animosity",
                    unit = me.as_str(),
                    faction = Term::faction(&a),
                    rival = them.as_str(),
                    rival_faction = Term::faction(&b),
                    what = what,
                    why = why
                ),
            };
            return Err(Rejection::new(RuleId::Animosity, refusal));
        }
        Ok(called_off)
    }

    /// The dominant newcomer `unit` attacks `target`: each of `rivals` calls off its attacks
    /// on the target and on anything in the same feature, the attack the two would share [SRC].
    pub(super) fn call_off(&mut self, unit: usize, target: usize, rivals: &[usize]) {
        for &rival in rivals {
            let shared = |g: &Game, t: usize| t == target || g.same_feature(t, target).is_some();
            let keep: Vec<bool> = self
                .declarations
                .iter()
                .map(|d| !(self.elements[d.shooter].unit == Some(rival) && shared(self, d.target)))
                .collect();
            let mut keep = keep.into_iter();
            self.declarations.retain(|_| keep.next().unwrap_or(true));
            let keep: Vec<bool> = self
                .assaults
                .iter()
                .map(|(s, t)| !(self.elements[*s].unit == Some(rival) && shared(self, *t)))
                .collect();
            let mut keep = keep.into_iter();
            self.assaults.retain(|_| keep.next().unwrap_or(true));
            let (mine, theirs) = (
                self.in_rifle_range(unit, target),
                self.in_rifle_range(rival, target),
            );
            let (a, b) = self.animosity(unit, rival).unwrap_or_default();
            let (me, them) = (&self.units[unit].name, &self.units[rival].name);
            let text = msg!(
                "ev-animosity",
                unit = me.as_str(),
                faction = Term::faction(&a),
                rival = them.as_str(),
                rival_faction = Term::faction(&b),
                mine = mine,
                theirs = theirs
            );
            self.event(EventKind::Animosity, text);
        }
    }

    /// The feature two targets share, if they hold the same one ("the same geographical
    /// feature" [SRC]): an area both stand in, or a line that covers or protects both, a trench
    /// line, a wall, a hedge (see `holds`).
    pub(super) fn same_feature(&self, a: usize, b: usize) -> Option<crate::words::Msg> {
        let (ba, bb) = (&self.elements[a].base, &self.elements[b].base);
        self.terrain
            .features
            .iter()
            .find(|f| self.holds(f, ba) && self.holds(f, bb))
            .map(|f| f.label())
    }

    /// Whether a base holds a feature: an area when its centre is in it; a line that gives
    /// protection (a trench, a wall, a hedge) when the base is in it or close enough behind it
    /// to take its cover [INF: `fire.in_line_within`, `fire.cover_behind`]. Lines that give
    /// none (a road, a stream, wire) are crossed, not held.
    fn holds(&self, f: &super::terrain::FeatureGeom, base: &crate::geom::Base) -> bool {
        if f.line.is_none() {
            return f.contains(base.center);
        }
        if f.def.protection == Protection::Open {
            return false;
        }
        let corners = base.corners();
        let reach = self.rules.fire.cover_behind;
        self.terrain.stands_in(f, base)
            || f.footprint
                .iter()
                .any(|q| crate::geom::polygon_distance(q, &corners) <= reach + 1e-4)
    }

    /// `Assault(element, target)`: move into base contact with an enemy to close with it.
    pub(super) fn order_assault(&mut self, id: &str, target_id: &str) -> OrderResult {
        let ai = self.element_index(id)?;
        let ti = self.element_index(target_id)?;
        if self.phase != Phase::Movement {
            return Err(Rejection::new(RuleId::WrongPhase, msg!("rej-wrong-phase")));
        }
        let (a, t) = (&self.elements[ai], &self.elements[ti]);
        if t.side == a.side || t.status != Status::Ready {
            return Err(Rejection::new(
                RuleId::NotAnEnemy,
                msg!("rej-not-an-enemy", who = &t.label),
            ));
        }
        if let Some(u) = a.unit
            && self.below_half(u)
        {
            return Err(Rejection::new(
                RuleId::BelowHalfStrength,
                msg!(
                    "rej-below-half-strength",
                    name = &self.units[u].name,
                    half_strength = format!("{:.0}", self.rules.morale.half_strength * 100.0)
                ),
            ));
        }
        let rivals = match a.unit {
            Some(u) => self.animosity_check(u, ti, "close")?,
            None => Vec::new(),
        };
        // The contact point: the attacker's front against the side of the target facing it.
        let (a, t) = (&self.elements[ai], &self.elements[ti]);
        let d = (a.base.center - t.base.center).normalize_or_zero();
        let reach = t
            .base
            .corners()
            .iter()
            .map(|c| (*c - t.base.center).dot(d))
            .fold(0.0f32, f32::max);
        // A hair beyond touching, so the two bases do not overlap (geometry, not a rule).
        let to = t.base.center + d * (reach + a.base.depth / 2.0 + 0.01);
        let facing = heading(to, t.base.center).unwrap_or(a.base.facing);
        let plan = self.plan_path(ai, &[a.base.center, to], facing, &[ai, ti])?;
        let cost = self.ap_cost(
            &[ai],
            self.rules.movement.move_cost,
            msg!("act-move-into-contact"),
        );
        self.pay(&cost, &[ai])?;
        if let Some(u) = self.elements[ai].unit {
            self.call_off(u, ti, &rivals);
        }
        let e = &mut self.elements[ai];
        e.base = plan.end;
        e.move_used += plan.cost;
        e.moved = true;
        self.assaults.push((ai, ti));
        Ok(())
    }

    fn close_combat_modifier(&self, i: usize, defending: bool, against: usize) -> (i8, Vec<Msg>) {
        let e = &self.elements[i];
        let cc = &self.rules.close_combat;
        let mut m = 0i8;
        let mut why = Vec::new();
        // `what` a message's key, or the quality's name as the ruleset writes it.
        let mut add = |by: i8, what: Arg| {
            if by != 0 {
                m = m.saturating_add(by);
                why.push(msg!("morale-modifier", by = format!("{by:+}"), what = what));
            }
        };
        let key = |k: &'static str| Arg::from(Msg::new(k));
        let q = self.quality_of(i);
        add(q.close_combat, Arg::from(Term::quality(&q.name).lower()));
        if e.pinned {
            add(cc.pinned, key("mod-pinned"));
        }
        if defending {
            let (p, _) = self
                .terrain
                .protection(self.elements[against].base.center, &e.base);
            let in_buildings = self
                .terrain
                .features
                .iter()
                .any(|f| f.def.urban && f.contains(e.base.center));
            if p == Protection::Pillbox {
                add(cc.defending_pillbox, key("protection-pillbox"));
            } else if in_buildings || p == Protection::Trenches {
                add(
                    cc.defending_buildings_or_trenches,
                    key("mod-buildings-or-trenches"),
                );
            }
        }
        let other = &self.elements[against];
        if self.def(e).is_tank()
            && !self.def(other).vehicle
            && self.terrain.protection(e.base.center, &other.base).0 == Protection::Open
        {
            add(
                cc.tank_against_infantry_in_open,
                key("mod-tank-against-infantry"),
            );
        }
        (m, why)
    }

    /// [INF] Each close combat: an opposed D6 with the modifiers. The loser is pinned and falls
    /// back 1"; if the winner's score is double the loser's, the loser is knocked out instead.
    /// Infantry against a tank knock it out on a 6 (5-6 for elite or dynamiteros). Every attack
    /// on an armoured vehicle counts for its one fright test after all combat [SRC "count the
    /// number of attacks"].
    pub(super) fn resolve_close_combat(&mut self) -> Result<(), DiceError> {
        let pairs = std::mem::take(&mut self.assaults);
        for (a, d) in pairs {
            if self.elements[a].status != Status::Ready || self.elements[d].status != Status::Ready
            {
                continue;
            }
            if self.def(&self.elements[d]).armoured {
                self.count_attack_on_tank(a, d);
            }
            if self.def(&self.elements[d]).is_tank() && !self.def(&self.elements[a]).vehicle {
                self.close_assault_on_tank(a, d)?;
            } else {
                self.close_combat(a, d)?;
            }
        }
        Ok(())
    }

    /// [SRC] A close combat attack on an armoured vehicle counts with its hits for the fright
    /// test at the end of all combat; it makes no roll of its own.
    fn count_attack_on_tank(&mut self, a: usize, d: usize) {
        if let Some(n) = self.tank_attacks.get_mut(d) {
            *n = n.saturating_add(1);
        }
        let (al, dl) = (&self.elements[a].label, &self.elements[d].label);
        let text = msg!("ev-closes-with-tank", who = al.as_str(), tank = dl.as_str());
        self.event(EventKind::CloseCombat, text);
    }

    /// [INF] Troops close with a tank: they knock it out on their quality's score, or their
    /// own type's (dynamiteros). The tank's fright test comes after all combat [SRC].
    fn close_assault_on_tank(&mut self, a: usize, d: usize) -> Result<(), DiceError> {
        let (al, dl) = (
            self.elements[a].label.clone(),
            self.elements[d].label.clone(),
        );
        let needs = self
            .def(&self.elements[a])
            .knock_out_tank_on
            .unwrap_or(self.quality_of(a).knock_out_tank_on);
        let v = self.roll(
            Die {
                kind: RollKind::CloseAssaultOnTank,
                by: Roller::Element(a),
                who: &al,
                purpose: &msg!("roll-close-assault-on-tank", tank = dl.as_str()),
                needed: Some(&msg!("need-at-least", n = needs)),
                rule: &msg!("rule-close-assault-on-tank"),
                again: false,
            },
            |v| {
                if v >= needs {
                    msg!("out-tank-knocked-out")
                } else {
                    msg!("out-no")
                }
            },
        )?;
        if v >= needs {
            self.knock_out(d);
            self.marked_event(
                EventKind::CloseCombat,
                msg!("ev-knocks-out-tank", who = al, tank = dl),
                vec![Mark::KnockedOut { element: d }],
            );
        }
        Ok(())
    }

    /// [INF] An opposed close combat: equal scores are a standstill; otherwise the loser is
    /// knocked out if the winner scored the ruleset's multiple of its score, or falls back.
    fn close_combat(&mut self, a: usize, d: usize) -> Result<(), DiceError> {
        let s = self.roll_close_combat(a, d)?;
        if s.attacker == s.defender {
            let (al, dl) = (&self.elements[a].label, &self.elements[d].label);
            let text = msg!(
                "ev-standstill",
                who = al.as_str(),
                enemy = dl.as_str(),
                score = s.attacker
            );
            self.event(EventKind::CloseCombat, text);
            return Ok(());
        }
        let bout = if s.attacker > s.defender {
            Bout {
                winner: a,
                loser: d,
                won_with: s.attacker,
                lost_with: s.defender,
            }
        } else {
            Bout {
                winner: d,
                loser: a,
                won_with: s.defender,
                lost_with: s.attacker,
            }
        };
        let ratio = self.rules.close_combat.knock_out_ratio;
        if bout.won_with as i16 >= ratio as i16 * bout.lost_with as i16 {
            self.loser_knocked_out(&bout);
        } else {
            self.loser_falls_back(&bout);
        }
        Ok(())
    }

    /// Both sides' dice, each with its modifiers; the defender's terrain counts [INF].
    fn roll_close_combat(&mut self, a: usize, d: usize) -> Result<Scores, DiceError> {
        let (al, dl) = (
            self.elements[a].label.clone(),
            self.elements[d].label.clone(),
        );
        let (ma, wa) = self.close_combat_modifier(a, false, d);
        let (md, wd) = self.close_combat_modifier(d, true, a);
        let rule = &msg!("rule-close-combat");
        let ra = self.roll(
            Die {
                kind: RollKind::CloseCombat,
                by: Roller::Element(a),
                who: &al,
                purpose: &msg!("roll-close-combat", enemy = dl.as_str()),
                needed: Some(&to_beat(&dl, wa)),
                rule,
                again: false,
            },
            |v| out_score(v, ma),
        )?;
        let rd = self.roll(
            Die {
                kind: RollKind::CloseCombat,
                by: Roller::Element(d),
                who: &dl,
                purpose: &msg!("roll-close-combat", enemy = al.as_str()),
                needed: Some(&to_beat(&al, wd)),
                rule,
                again: false,
            },
            |v| out_score(v, md),
        )?;
        Ok(Scores {
            attacker: score(ra, ma),
            defender: score(rd, md),
        })
    }

    /// The winner scored the ruleset's multiple of the loser's score [INF].
    fn loser_knocked_out(&mut self, bout: &Bout) {
        let ratio = self.rules.close_combat.knock_out_ratio;
        self.knock_out(bout.loser);
        let (wl, ll) = (
            &self.elements[bout.winner].label,
            &self.elements[bout.loser].label,
        );
        let text = msg!(
            "ev-close-combat-knocks-out",
            who = wl.as_str(),
            won = bout.won_with,
            lost = bout.lost_with,
            ratio = ratio,
            loser = ll.as_str()
        );
        self.marked_event(
            EventKind::CloseCombat,
            text,
            vec![Mark::KnockedOut {
                element: bout.loser,
            }],
        );
    }

    /// The loser falls back straight away from the winner, unless something is in the way,
    /// and is pinned unless armoured [INF].
    fn loser_falls_back(&mut self, bout: &Bout) {
        let (winner, loser) = (bout.winner, bout.loser);
        let fall_back = self.rules.close_combat.fall_back;
        let away = (self.elements[loser].base.center - self.elements[winner].base.center)
            .normalize_or_zero();
        let start = self.elements[loser].base;
        let back = start.moved(start.center + away * fall_back, start.facing);
        let mut marks = Vec::new();
        if self.blocked_at(loser, &back, &[loser, winner]).is_none() {
            self.elements[loser].base = back;
            marks.push(Mark::Forced {
                element: loser,
                from: start.center.to_array(),
                to: back.center.to_array(),
            });
        }
        if !self.def(&self.elements[loser]).armoured {
            self.elements[loser].pinned = true;
            marks.push(Mark::Pinned { element: loser });
        }
        let (wl, ll) = (&self.elements[winner].label, &self.elements[loser].label);
        let text = msg!(
            "ev-close-combat-falls-back",
            who = wl.as_str(),
            won = bout.won_with,
            lost = bout.lost_with,
            loser = ll.as_str(),
            inches = fall_back
        );
        self.marked_event(EventKind::CloseCombat, text, marks);
    }

    /// Remove an element as knocked out, counting the loss for its unit's rout tests. Vehicles
    /// and heavier guns leave a wreck with smoke [SRC]; whatever it carried is lost with it [INF].
    pub(crate) fn knock_out(&mut self, i: usize) {
        let def = self.def(&self.elements[i]).clone();
        let e = &mut self.elements[i];
        e.status = Status::KnockedOut;
        e.pinned = false;
        let (center, id) = (e.base.center, e.id.clone());
        // [SRC] an attached element does not count for its new unit's strength, so its loss is
        // none of that unit's losses either (its own unit lost it when it routed).
        let attached = e.attached_from.is_some();
        if let Some(u) = e.unit {
            if !attached {
                self.units[u].knocked_out_this_turn += 1;
            }
            if def.is_tank() {
                self.units[u].lost_tank = true;
            }
        }
        if def.leaves_wreck {
            let fire = &self.rules.fire;
            self.smoke.push(super::sight::Smoke {
                from: id,
                center,
                radius: fire.wreck_smoke_radius,
                until_turn: self.turn + fire.wreck_smoke_turns,
            });
        }
        for c in 0..self.elements.len() {
            if self.elements[c].carried_by == Some(i) && self.elements[c].status == Status::Carried
            {
                self.knock_out(c);
            }
        }
    }
}

/// What an opposed die needs, for the log and the prompt: an opposed roll has no fixed score.
fn to_beat(other: &str, modifiers: Vec<Msg>) -> Msg {
    msg!(
        "need-to-beat",
        enemy = other,
        mods = modifiers.len(),
        why = modifiers
    )
}

/// A close combat die with its modifier: "4 +1 = 5".
fn out_score(v: u8, m: i8) -> Msg {
    msg!(
        "out-score",
        value = v,
        modifier = format!("{m:+}"),
        score = score(v, m)
    )
}
