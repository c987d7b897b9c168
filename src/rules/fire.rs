//! Direct fire [SRC: the direct fire chart and its notes]. Both sides declare their fire;
//! elements that did not move fire first, then vehicle weapons that moved; the results of each
//! step apply at its end. What fire sets off on the morale page (peninsular officers, the
//! unpinning test) lives in `morale`.

use std::collections::BTreeMap;

use bevy::math::Vec2;
use serde::Serialize;

use super::dice::{DiceError, Die, RollKind, Roller};
use super::game::{EventKind, Game, Mark, Status};
use super::order::{OrderResult, Rejection, RuleId};
use super::sight::Sight;
use super::turn::heading;
use crate::ruleset::{Knockout, Protection, WeaponDef};
use crate::words::{Msg, Term};

/// Fire an element has declared this phase.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Declaration {
    pub shooter: usize,
    pub mount: usize,
    pub target: usize,
    pub shots: u8,
    /// 1: elements that did not move; 2: vehicle weapons that moved [SRC].
    pub step: u8,
}

/// What one weapon of an element can do against a target, for the referee and the panel.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WeaponOdds {
    pub weapon: String,
    pub shots: u8,
    pub in_range: bool,
    pub in_arc: bool,
    pub past_min_range: bool,
    /// Chance per shot to hit.
    pub p_hit: f64,
    /// Chance per shot to hit and knock out.
    pub p_knockout: f64,
    /// Chance per shot to hit and pin without knocking out.
    pub p_pin: f64,
    /// The D6 needed to knock out, if it can.
    pub knockout_needs: Option<u8>,
}

/// One end of a measure: an element or a point.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum End {
    Element(usize),
    Point(Vec2),
}

/// Range, sight, protection and the odds of each weapon: the referee's measure.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Measure {
    #[serde(serialize_with = "crate::geom::serialize_rounded")]
    pub range: f32,
    pub los: Sight,
    pub protection: Cover,
    pub protection_from: Option<String>,
    pub weapons: Vec<WeaponOdds>,
}

/// What protects a target: the chart's column for it. Shown and written as the protection's
/// name (`HardCover`) or `armour`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cover {
    Ground(Protection),
    /// Armoured vehicles are knocked out on the "tanks" column wherever they stand [SRC].
    Armour,
}

impl Cover {
    /// "in hard cover", "armour": in the language of the moment it is shown.
    pub fn words(self) -> Msg {
        match self {
            Cover::Ground(p) => protection_msg(p, false),
            Cover::Armour => protection_msg(Protection::Open, true),
        }
    }
}

impl std::fmt::Display for Cover {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Cover::Ground(p) => write!(f, "{p:?}"),
            Cover::Armour => f.write_str("armour"),
        }
    }
}

impl Serialize for Cover {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// The knockout column a test uses: the score needed, the weapon and the protection in words.
struct Column {
    needs: u8,
    weapon: String,
    words: Msg,
}

/// The knockout column for a protection; small arms knock out only behind soft cover [SRC].
pub fn knockout_needs(w: &WeaponDef, protection: Protection, armoured: bool) -> Option<u8> {
    let k: &Knockout = &w.knockout;
    if armoured {
        return k.tanks;
    }
    match protection {
        Protection::Open => k.open,
        Protection::SoftCover => k.cover,
        Protection::HardCover if w.soft_cover_only => None,
        Protection::HardCover => k.cover,
        Protection::Trenches => k.trenches,
        Protection::Pillbox => k.pillbox,
    }
}

/// What a knockout die did, in the log's words.
pub(super) fn knockout_outcome(v: u8, needs: u8, armoured: bool) -> Msg {
    if v >= needs {
        msg!("out-knocked-out")
    } else if armoured {
        msg!("out-no")
    } else {
        msg!("out-no-pinned")
    }
}

pub(super) fn p_d6(needs: u8) -> f64 {
    (7 - needs.clamp(1, 7)) as f64 / 6.0
}

/// A protection as a message: "in the open", "armour" ...
pub fn protection_msg(p: Protection, armoured: bool) -> Msg {
    if armoured {
        return msg!("protection-armour");
    }
    Msg::new(match p {
        Protection::Open => "protection-open",
        Protection::SoftCover => "protection-soft-cover",
        Protection::HardCover => "protection-hard-cover",
        Protection::Trenches => "protection-trenches",
        Protection::Pillbox => "protection-pillbox",
    })
}

impl Game {
    /// Is a point within an element's arc for one of its weapons? [SRC: crewed weapons and
    /// tanks 60° to the front unless a turret turns; rifles and LMG 180°]
    pub fn in_arc(&self, shooter: usize, mount: usize, point: Vec2) -> bool {
        let e = &self.elements[shooter];
        let def = self.def(e);
        let Some(m) = def.weapons.get(mount) else {
            return false;
        };
        if m.turret {
            return true;
        }
        let arc = self.rules[m.weapon_id].arc;
        let Some(bearing) = heading(e.base.center, point) else {
            return true;
        };
        let d = (bearing - e.base.facing).rem_euclid(360.0);
        d.min(360.0 - d) <= arc / 2.0 + 1e-3
    }

    pub fn sight_between(&self, a: usize, b: usize) -> Sight {
        self.terrain.line_of_sight(
            self.elements[a].base.center,
            self.elements[b].base.center,
            &self.smoke,
        )
    }

    /// The referee's measure between two elements: range edge to edge, sight, protection,
    /// and each of the first element's weapons against the second.
    pub fn measure(&self, a: usize, b: usize) -> Measure {
        let (ea, eb) = (&self.elements[a], &self.elements[b]);
        let range = ea.base.distance(&eb.base);
        let los = self.sight_between(a, b);
        let armoured = self.def(eb).armoured;
        let (prot, from) = self.terrain.protection(ea.base.center, &eb.base);
        let def = self.def(ea);
        let weapons = def
            .weapons
            .iter()
            .enumerate()
            .map(|(mi, m)| {
                let w = &self.rules[m.weapon_id];
                let needs = knockout_needs(w, prot, armoured);
                let p_hit = p_d6(w.to_hit);
                let p_ko_given = needs.map_or(0.0, p_d6);
                WeaponOdds {
                    weapon: w.name.value.clone(),
                    shots: m.shots.unwrap_or(w.shots),
                    in_range: range <= w.range.1 + 1e-4,
                    in_arc: self.in_arc(a, mi, eb.base.center),
                    past_min_range: range + 1e-4 >= w.range.0,
                    p_hit,
                    p_knockout: p_hit * p_ko_given,
                    p_pin: if armoured {
                        0.0
                    } else {
                        p_hit * (1.0 - p_ko_given)
                    },
                    knockout_needs: needs,
                }
            })
            .collect();
        Measure {
            // Shown to 0.1" [INF]; the rules above used the exact distance.
            range: (range * 10.0).round() / 10.0,
            los,
            protection: if armoured {
                Cover::Armour
            } else {
                Cover::Ground(prot)
            },
            protection_from: from,
            weapons,
        }
    }

    /// The referee's measure between two ends, each an element or a point on the table.
    /// From a point there are no weapons; to a point, the weapons are judged as against a
    /// target in the open.
    pub fn measure_ends(&self, a: End, b: End) -> Measure {
        if let (End::Element(x), End::Element(y)) = (a, b) {
            return self.measure(x, y);
        }
        let centre = |e: End| match e {
            End::Element(i) => self.elements[i].base.center,
            End::Point(p) => p,
        };
        let (ca, cb) = (centre(a), centre(b));
        let range = match (a, b) {
            (End::Element(i), End::Point(p)) | (End::Point(p), End::Element(i)) => {
                crate::geom::polygon_distance(&self.elements[i].base.corners(), &[p])
            }
            _ => ca.distance(cb),
        };
        let los = self.terrain.line_of_sight(ca, cb, &self.smoke);
        let weapons = match a {
            End::Element(i) => self
                .def(&self.elements[i])
                .weapons
                .iter()
                .enumerate()
                .map(|(mi, m)| {
                    let w = &self.rules[m.weapon_id];
                    let needs = knockout_needs(w, Protection::Open, false);
                    let p_hit = p_d6(w.to_hit);
                    let ko = needs.map_or(0.0, p_d6);
                    WeaponOdds {
                        weapon: w.name.value.clone(),
                        shots: m.shots.unwrap_or(w.shots),
                        in_range: range <= w.range.1 + 1e-4,
                        in_arc: self.in_arc(i, mi, cb),
                        past_min_range: range + 1e-4 >= w.range.0,
                        p_hit,
                        p_knockout: p_hit * ko,
                        p_pin: p_hit * (1.0 - ko),
                        knockout_needs: needs,
                    }
                })
                .collect(),
            End::Point(_) => Vec::new(),
        };
        Measure {
            // Shown to 0.1" [INF]; the rules above used the exact distance.
            range: (range * 10.0).round() / 10.0,
            los,
            protection: Cover::Ground(Protection::Open),
            protection_from: None,
            weapons,
        }
    }

    /// Shots of a weapon mount an element has not yet declared this turn.
    pub fn shots_left(&self, shooter: usize, mount: usize) -> u8 {
        let def = self.def(&self.elements[shooter]);
        let Some(m) = def.weapons.get(mount) else {
            return 0;
        };
        let total = m.shots.unwrap_or(self.rules[m.weapon_id].shots);
        let used: u8 = self
            .declarations
            .iter()
            .filter(|d| d.shooter == shooter && d.mount == mount)
            .map(|d| d.shots)
            .sum();
        total.saturating_sub(used)
    }

    /// `Fire(element, target, weapon, shots)`: declare fire, checked against every rule in
    /// this order; the first that fails is the rejection.
    pub(super) fn order_fire(
        &mut self,
        id: &str,
        target_id: &str,
        weapon: Option<&str>,
        shots: Option<u8>,
    ) -> OrderResult {
        let si = self.element_index(id)?;
        let ti = self.element_index(target_id)?;
        self.check_fire_phase()?;
        self.check_shooter_may_fire(si)?;
        self.check_target_is_enemy(si, ti)?;
        self.check_moved_shooter(si)?;
        let measure = self.measure(si, ti);
        self.check_sees_target(si, ti, &measure)?;
        let mi = self.choose_mount(si, ti, weapon, &measure)?;
        let shots = self.shots_to_fire(si, mi, shots, &measure)?;
        if let Some(u) = self.elements[si].unit {
            let rivals = self.animosity_check(u, ti, "fire")?;
            self.call_off(u, ti, &rivals);
        }
        let step = if self.elements[si].moved { 2 } else { 1 };
        self.declarations.push(Declaration {
            shooter: si,
            mount: mi,
            target: ti,
            shots,
            step,
        });
        Ok(())
    }

    /// Fire is declared in the direct fire phase [SRC].
    fn check_fire_phase(&self) -> OrderResult {
        if self.phase != super::game::Phase::DirectFire {
            return Err(Rejection::new(
                RuleId::WrongPhase,
                msg!("rej-wrong-phase-3", phase = self.phase.words()),
            ));
        }
        Ok(())
    }

    /// The shooter is the active side's, on the table and not pinned [SRC].
    fn check_shooter_may_fire(&self, si: usize) -> OrderResult {
        let s = &self.elements[si];
        if s.side != self.active {
            return Err(Rejection::new(
                RuleId::NotYourTurn,
                msg!(
                    "rej-not-your-turn",
                    side = self.side_name(self.active),
                    who = &s.label,
                    side2 = self.side_name(s.side)
                ),
            ));
        }
        if s.status != Status::Ready {
            return Err(Rejection::new(
                RuleId::NotOnTable,
                msg!("rej-not-on-table", who = &s.label),
            ));
        }
        if s.pinned {
            return Err(Rejection::new(
                RuleId::Pinned,
                msg!("rej-pinned", who = &s.label),
            ));
        }
        Ok(())
    }

    /// The target is an enemy on the table.
    fn check_target_is_enemy(&self, si: usize, ti: usize) -> OrderResult {
        let (s, t) = (&self.elements[si], &self.elements[ti]);
        if t.side == s.side {
            return Err(Rejection::new(
                RuleId::NotAnEnemy,
                msg!("rej-not-an-enemy-2", who = &t.label),
            ));
        }
        if t.status != Status::Ready {
            return Err(Rejection::new(
                RuleId::NotOnTable,
                msg!("rej-not-on-table", who = &t.label),
            ));
        }
        Ok(())
    }

    /// Only elements that have not moved fire, apart from vehicle weapons [SRC].
    fn check_moved_shooter(&self, si: usize) -> OrderResult {
        let s = &self.elements[si];
        if s.moved && !self.def(s).vehicle {
            return Err(Rejection::new(
                RuleId::MovedDoNotFire,
                msg!("rej-moved-do-not-fire", who = &s.label),
            ));
        }
        Ok(())
    }

    /// The shooter sees the target.
    fn check_sees_target(&self, si: usize, ti: usize, measure: &Measure) -> OrderResult {
        if let Some(b) = &measure.los.blocked_by {
            return Err(Rejection::new(
                RuleId::NoLineOfSight,
                msg!(
                    "rej-no-line-of-sight",
                    who = &self.elements[si].label,
                    other = &self.elements[ti].label,
                    what = b.words(),
                    rule = &b.rule
                ),
            ));
        }
        Ok(())
    }

    /// The mount that fires: the one asked for, or the first that can fire at this target.
    /// When none can, the reason is the last candidate's.
    fn choose_mount(
        &self,
        si: usize,
        ti: usize,
        weapon: Option<&str>,
        measure: &Measure,
    ) -> Result<usize, Rejection> {
        let s = &self.elements[si];
        let mut refusal = Rejection::new(
            RuleId::UnknownWeapon,
            match weapon {
                Some(w) => msg!("rej-unknown-weapon", who = &s.label, weapon = w),
                None => msg!("rej-no-weapon", who = &s.label),
            },
        );
        let candidates = self
            .def(s)
            .weapons
            .iter()
            .enumerate()
            .filter(|(_, m)| weapon.is_none_or(|w| m.weapon.value == w))
            .map(|(i, _)| i);
        for mi in candidates {
            match self.mount_refusal(si, ti, mi, measure) {
                None => return Ok(mi),
                Some(r) => refusal = r,
            }
        }
        Err(refusal)
    }

    /// Why one mount cannot fire at the target, if it cannot: shots, range, arc, the column's
    /// lead and where extra shots may go [SRC], checked in that order.
    fn mount_refusal(
        &self,
        si: usize,
        ti: usize,
        mi: usize,
        measure: &Measure,
    ) -> Option<Rejection> {
        let (s, t) = (&self.elements[si], &self.elements[ti]);
        let odds = &measure.weapons[mi];
        let w = &odds.weapon;
        let (rule, why) = if self.shots_left(si, mi) == 0 {
            (
                RuleId::Shots,
                msg!("rej-fired-all", who = &s.label, weapon = Term::weapon(w)),
            )
        } else if !odds.in_range {
            (
                RuleId::OutOfRange,
                msg!(
                    "rej-out-of-range",
                    target = &t.label,
                    range = format!("{:.1}", measure.range),
                    weapon = Term::weapon(w)
                ),
            )
        } else if !odds.past_min_range {
            (
                RuleId::OutOfRange,
                msg!(
                    "rej-inside-min-range",
                    target = &t.label,
                    range = format!("{:.1}", measure.range),
                    weapon = Term::weapon(w)
                ),
            )
        } else if !odds.in_arc {
            (
                RuleId::OutOfArc,
                msg!(
                    "rej-out-of-arc",
                    target = &t.label,
                    weapon = Term::weapon(w)
                ),
            )
        } else if s.column_follower && self.in_front(si, ti) {
            (RuleId::ColumnLead, msg!("rej-column-lead", who = &s.label))
        } else if let Some(p) = self.earlier_target_apart(si, ti, mi) {
            (
                RuleId::ExtraShots,
                msg!(
                    "rej-extra-shots",
                    target = &t.label,
                    other = &self.elements[p].label
                ),
            )
        } else {
            return None;
        };
        Some(Rejection::new(rule, why))
    }

    /// The target this mount already fires at this turn, when it is neither this target nor
    /// adjacent to it.
    fn earlier_target_apart(&self, si: usize, ti: usize, mi: usize) -> Option<usize> {
        self.declarations
            .iter()
            .find(|d| d.shooter == si && d.mount == mi)
            .map(|d| d.target)
            .filter(|p| {
                *p != ti
                    && !self.elements[*p]
                        .base
                        .within(&self.elements[ti].base, self.rules.movement.adjacent + 1e-4)
            })
    }

    /// The shots to fire: all those left unless fewer are asked for, and never more.
    fn shots_to_fire(
        &self,
        si: usize,
        mi: usize,
        shots: Option<u8>,
        measure: &Measure,
    ) -> Result<u8, Rejection> {
        let left = self.shots_left(si, mi);
        let shots = shots.unwrap_or(left);
        if shots == 0 || shots > left {
            return Err(Rejection::new(
                RuleId::Shots,
                msg!(
                    "rej-shots",
                    who = &self.elements[si].label,
                    left = left,
                    weapon = Term::weapon(&measure.weapons[mi].weapon)
                ),
            ));
        }
        Ok(shots)
    }

    /// Is the target in the shooter's frontal arc [SRC]?
    fn in_front(&self, si: usize, ti: usize) -> bool {
        let e = &self.elements[si];
        let half = self.rules.fire.frontal_arc / 2.0;
        heading(e.base.center, self.elements[ti].base.center).is_some_and(|b| {
            let d = (b - e.base.facing).rem_euclid(360.0);
            d.min(360.0 - d) <= half
        })
    }

    /// Both sides have declared: resolve step 1, then step 2 [SRC], results at each step's end.
    pub(super) fn resolve_fire(&mut self) -> Result<(), DiceError> {
        for step in [1u8, 2] {
            let decls: Vec<Declaration> = self
                .declarations
                .iter()
                .filter(|d| d.step == step)
                .cloned()
                .collect();
            // Hits per target: (shooter, mount), in declaration order.
            let mut hits: BTreeMap<usize, Vec<(usize, usize)>> = BTreeMap::new();
            for d in decls {
                if self.elements[d.shooter].status != Status::Ready
                    || self.elements[d.target].status != Status::Ready
                {
                    continue;
                }
                self.peninsular_test(d.target)?;
                let (s, t) = (&self.elements[d.shooter], &self.elements[d.target]);
                let def = self.def(s);
                let Some(w) = def
                    .weapons
                    .get(d.mount)
                    .map(|m| self.rules[m.weapon_id].clone())
                else {
                    continue;
                };
                let range = s.base.distance(&t.base);
                let who = s.label.clone();
                let purpose = msg!(
                    "roll-to-hit",
                    weapon = Term::weapon(&w.name.value),
                    target = t.label.as_str(),
                    range = format!("{range:.1}")
                );
                let needed = msg!("need-at-least", n = w.to_hit);
                let rule = msg!(
                    "rule-to-hit",
                    weapon = Term::weapon(&w.name.value),
                    n = w.to_hit
                );
                let mut scored = 0u8;
                for _ in 0..d.shots {
                    let v = self.roll(
                        Die {
                            kind: RollKind::ToHit,
                            by: Roller::Element(d.shooter),
                            who: &who,
                            purpose: &purpose,
                            needed: Some(&needed),
                            rule: &rule,
                            again: false,
                        },
                        |v| {
                            if v >= w.to_hit {
                                msg!("out-hit")
                            } else {
                                msg!("out-miss")
                            }
                        },
                    )?;
                    if v >= w.to_hit {
                        hits.entry(d.target).or_default().push((d.shooter, d.mount));
                        scored += 1;
                    }
                }
                if scored > 0 {
                    let target = self.elements[d.target].label.clone();
                    self.marked_event(
                        EventKind::Hit,
                        msg!(
                            "ev-fire-hits",
                            who = who.as_str(),
                            target = target,
                            times = scored,
                            weapon = Term::weapon(&w.name.value)
                        ),
                        vec![Mark::Hit {
                            element: d.target,
                            by: Some(d.shooter),
                            hits: scored,
                        }],
                    );
                }
            }
            for (target, hs) in hits {
                self.knockout_test(target, &hs)?;
            }
        }
        self.declarations.clear();
        Ok(())
    }

    /// One knockout test per element per turn, with the best column among the weapons that
    /// hit it [SRC once a turn; INF best column]. A hit that does not knock out pins [SRC].
    fn knockout_test(&mut self, target: usize, hits: &[(usize, usize)]) -> Result<(), DiceError> {
        if self.def(&self.elements[target]).armoured {
            let counted = self.hits_for_fright(hits);
            if let Some(n) = self.tank_hits.get_mut(target) {
                *n = n.saturating_add(counted);
            }
        }
        let best = self.best_knockout_column(target, hits);
        if self.ko_tested[target] {
            self.pin_hit(target, msg!("ev-why-hit-again"));
            return Ok(());
        }
        let Some(best) = best else {
            self.pin_hit(target, msg!("ev-why-cannot-knock-out"));
            return Ok(());
        };
        self.ko_tested[target] = true;
        self.roll_knockout(target, hits.len(), &best)
    }

    /// The lowest knockout score among the weapons that hit, each against the protection it
    /// sees; the first weapon wins a tie.
    fn best_knockout_column(&self, target: usize, hits: &[(usize, usize)]) -> Option<Column> {
        let t = &self.elements[target];
        let armoured = self.def(t).armoured;
        let mut best: Option<Column> = None;
        for (s, m) in hits {
            let se = &self.elements[*s];
            let Some(w) = self
                .def(se)
                .weapons
                .get(*m)
                .map(|m| &self.rules[m.weapon_id])
            else {
                continue;
            };
            let (prot, _) = self.terrain.protection(se.base.center, &t.base);
            if let Some(n) = knockout_needs(w, prot, armoured)
                && best.as_ref().is_none_or(|b| n < b.needs)
            {
                best = Some(Column {
                    needs: n,
                    weapon: w.name.value.clone(),
                    words: protection_msg(prot, armoured),
                });
            }
        }
        best
    }

    /// A hit without a knockout test pins, except a tank, whose hits count for its fright test
    /// [SRC].
    fn pin_hit(&mut self, target: usize, why: Msg) {
        let armoured = self.def(&self.elements[target]).armoured;
        if !armoured {
            self.elements[target].pinned = true;
        }
        let label = self.elements[target].label.clone();
        let marks = if armoured {
            Vec::new()
        } else {
            vec![Mark::Pinned { element: target }]
        };
        self.marked_event(
            EventKind::Pinned,
            msg!(
                "ev-pin-hit",
                who = label,
                why = why,
                armoured = if armoured { "yes" } else { "no" }
            ),
            marks,
        );
    }

    /// The knockout roll on the best column: knocked out, or pinned unless armoured [SRC].
    fn roll_knockout(
        &mut self,
        target: usize,
        n_hits: usize,
        best: &Column,
    ) -> Result<(), DiceError> {
        let armoured = self.def(&self.elements[target]).armoured;
        let label = self.elements[target].label.clone();
        let needs = best.needs;
        let v = self.roll(
            Die {
                kind: RollKind::KnockOut,
                by: Roller::Element(target),
                who: &label,
                purpose: &msg!(
                    "roll-knock-out",
                    hits = n_hits,
                    weapon = Term::weapon(&best.weapon)
                ),
                needed: Some(&msg!(
                    "need-protected",
                    n = needs,
                    protection = best.words.clone()
                )),
                rule: &msg!("rule-knock-out"),
                again: false,
            },
            |v| knockout_outcome(v, needs, armoured),
        )?;
        let pinned = msg!(
            "ev-not-knocked-out",
            who = self.elements[target].label.as_str()
        );
        self.settle_knockout(target, v >= needs, pinned);
        Ok(())
    }

    /// A knockout die's result on the table: knocked out, or pinned unless armoured [SRC];
    /// `pinned` says the second as the event.
    pub(super) fn settle_knockout(&mut self, target: usize, knocked_out: bool, pinned: Msg) {
        let label = self.elements[target].label.clone();
        if knocked_out {
            self.knock_out(target);
            self.marked_event(
                EventKind::KnockedOut,
                msg!("ev-knocked-out", who = label),
                vec![Mark::KnockedOut { element: target }],
            );
        } else if !self.def(&self.elements[target]).armoured {
            self.elements[target].pinned = true;
            self.marked_event(
                EventKind::Pinned,
                pinned,
                vec![Mark::Pinned { element: target }],
            );
        }
    }
}
