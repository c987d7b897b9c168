//! Morale and command [SRC: the morale page]: unit strength, the quality table and its +1s,
//! the 20% and 50% rout tests, unpinning, rallying, peninsular officers, brigade morale
//! (exhausted, defeated and retiring), and who won [INF: victory].

use bevy::math::Vec2;
use serde::Serialize;

use super::dice::{DiceError, Die, RollKind, Roller};
use super::game::{EventKind, Game, Mark, Status};
use crate::ruleset::{Going, QualityDef};
use crate::scenario::format::ObjectiveAt;
use crate::words::{Arg, Msg, Term};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum BrigadeState {
    Fresh,
    /// Only one battalion left above 50%: it advances no further [SRC].
    Exhausted,
    /// All battalions below 50%: its action points go to retiring [SRC].
    Defeated,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BrigadeMorale {
    pub name: String,
    pub side: usize,
    /// Commanded by a communist: the equipment rule applies from 1937 [SRC].
    pub communist: bool,
    pub state: BrigadeState,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BattleResult {
    /// The winning side's id, or `None` for a draw.
    pub winner: Option<String>,
    /// Why, put into words when shown (and in English in a report, as before it was typed).
    pub reason: Msg,
}

/// A share as the rules words it: 0.5 -> "50%".
fn percent(share: f32) -> String {
    format!("{:.0}%", share * 100.0)
}

/// Strengths are fractions of small whole numbers: compare them with room for rounding.
const STRENGTH_EPS: f32 = 1e-6;

/// A unit's state as the panel and `run` show it [SRC 50%, exhausted, defeated].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum UnitCondition {
    Fresh,
    BelowHalf,
    /// Its brigade is exhausted: it advances no further.
    Exhausted,
    /// Its brigade is defeated: it retires.
    Defeated,
    /// No element left.
    Destroyed,
}

impl UnitCondition {
    /// Fixed names of states, whatever number the ruleset gives half strength; `run --json`
    /// writes them, so they keep their spelling.
    pub fn name(self) -> &'static str {
        match self {
            UnitCondition::Fresh => "fresh",
            UnitCondition::BelowHalf => "below 50%",
            UnitCondition::Exhausted => "exhausted",
            UnitCondition::Defeated => "defeated",
            UnitCondition::Destroyed => "destroyed",
        }
    }

    /// Its name in the language of the moment it is shown.
    pub fn words(self) -> Msg {
        Msg::new(match self {
            UnitCondition::Fresh => "condition-fresh",
            UnitCondition::BelowHalf => "condition-below-half",
            UnitCondition::Exhausted => "condition-exhausted",
            UnitCondition::Defeated => "condition-defeated",
            UnitCondition::Destroyed => "condition-destroyed",
        })
    }
}

impl Game {
    /// Elements a unit has lost (knocked out or routed), of those it began with.
    pub fn unit_lost(&self, u: usize) -> u32 {
        self.elements
            .iter()
            .filter(|e| {
                e.unit == Some(u)
                    && e.attached_from.is_none()
                    && matches!(e.status, Status::KnockedOut | Status::Routed)
            })
            .count() as u32
            + self
                .elements
                .iter()
                .filter(|e| e.attached_from == Some(u))
                .count() as u32
    }

    /// Fraction of its starting elements a unit still has [SRC: strength].
    pub fn strength(&self, u: usize) -> f32 {
        let unit = &self.units[u];
        if unit.start_elements == 0 {
            return 0.0;
        }
        (unit.start_elements - self.unit_lost(u).min(unit.start_elements)) as f32
            / unit.start_elements as f32
    }

    /// Below the ruleset's half strength [SRC 50%].
    pub fn below_half(&self, u: usize) -> bool {
        self.strength(u) < self.rules.morale.half_strength - STRENGTH_EPS
    }

    fn above_half(&self, u: usize) -> bool {
        self.strength(u) > self.rules.morale.half_strength + STRENGTH_EPS
    }

    /// Fresh, below 50%, exhausted, defeated or destroyed: what the panel and `run` show.
    pub fn unit_state(&self, u: usize) -> UnitCondition {
        let s = self.strength(u);
        if s <= 0.0 {
            return UnitCondition::Destroyed;
        }
        match self.brigades.get(self.units[u].brigade).map(|b| b.state) {
            Some(BrigadeState::Defeated) => UnitCondition::Defeated,
            Some(BrigadeState::Exhausted) => UnitCondition::Exhausted,
            _ if s < self.rules.morale.half_strength => UnitCondition::BelowHalf,
            _ => UnitCondition::Fresh,
        }
    }

    pub(super) fn mark_turn_start_losses(&mut self) {
        for u in 0..self.units.len() {
            self.units[u].lost_at_turn_start = self.unit_lost(u);
            self.units[u].knocked_out_this_turn = 0;
        }
    }

    /// [SRC] A battalion or tank company that loses 20% in one turn, or any company or larger
    /// unit that falls below 50% or loses more while below it, tests: 1 D6 per unpinned
    /// element. Losses by rout start no further tests. Which kinds test, and the shares, are
    /// the ruleset's.
    pub(super) fn rout_tests(&mut self) -> Result<(), DiceError> {
        let (loss, half) = (
            self.rules.morale.rout_loss_in_turn,
            self.rules.morale.half_strength,
        );
        for u in 0..self.units.len() {
            let unit = &self.units[u];
            let ko = unit.knocked_out_this_turn;
            if ko == 0 || unit.start_elements == 0 {
                continue;
            }
            let kind = &self.rules[unit.kind];
            let start = unit.start_elements as f32;
            let before = (start - unit.lost_at_turn_start as f32) / start;
            let now = self.strength(u);
            let on_loss = kind.rout_test_on_turn_loss && ko as f32 / start >= loss - STRENGTH_EPS;
            let below = kind.rout_test_below_half && self.below_half(u);
            let why = if on_loss {
                msg!(
                    "ev-why-lost-this-turn",
                    n = ko,
                    of = unit.start_elements,
                    share = percent(loss)
                )
            } else if below && before >= half - STRENGTH_EPS {
                msg!(
                    "ev-why-fell-below",
                    half = percent(half),
                    now = percent(now)
                )
            } else if below {
                msg!(
                    "ev-why-lost-more-below",
                    half = percent(half),
                    now = percent(now)
                )
            } else {
                continue;
            };
            let name = unit.name.clone();
            // [SRC] "all its unpinned elements": those riding in trucks or towed too.
            let testers: Vec<usize> = self
                .elements
                .iter()
                .enumerate()
                .filter(|(_, e)| {
                    e.unit == Some(u)
                        && matches!(e.status, Status::Ready | Status::Carried)
                        && !e.pinned
                })
                .map(|(i, _)| i)
                .collect();
            // A unit with no unpinned element left tests with no dice: said so, so that no
            // one looks in the log for the dice of a test that had none to roll.
            let said = if testers.is_empty() {
                msg!("ev-rout-test-no-dice", unit = name, why = why)
            } else {
                msg!("ev-rout-test", unit = name, why = why)
            };
            self.event(EventKind::RoutTest, said);
            for i in testers {
                if !self.morale_test(i, RollKind::RoutTest, &msg!("rule-rout-test"))? {
                    self.rout(i);
                }
            }
        }
        Ok(())
    }

    /// One element's rout, rally or unpinning test: the quality table with its +1s, militia
    /// rolling 4 or 5 once more [SRC]. Returns whether it passed.
    pub(super) fn morale_test(
        &mut self,
        i: usize,
        kind: RollKind,
        rule: &Msg,
    ) -> Result<bool, DiceError> {
        let e = &self.elements[i];
        let label = e.label.clone();
        let q = self.quality_of(i);
        let (quality, reroll) = (q.name.value.clone(), q.reroll_on.clone());
        let (pass, why) = self.morale_pass(i);
        let needed = msg!(
            "need-morale",
            n = pass,
            quality = Term::quality(&quality),
            mods = why.len(),
            why = why
        );
        let (what, ok_word, bad_word) = match kind {
            RollKind::Unpinning => ("unpinning", "out-unpinned", "out-stays-pinned"),
            RollKind::Rally => ("rally", "out-passes", "out-fails"),
            _ => ("rout-test", "out-passes", "out-fails"),
        };
        let purpose = msg!("roll-morale", test = what, again = 0);
        let die = Die {
            kind,
            by: Roller::Element(i),
            who: &label,
            purpose: &purpose,
            needed: Some(&needed),
            rule,
            again: false,
        };
        let word = |w: &'static str| Msg::new(w);
        let mut v = self.roll(die, |v| {
            if v >= pass {
                word(ok_word)
            } else if reroll.contains(&v) {
                msg!("out-may-reroll", quality = Term::quality(&quality).lower())
            } else {
                word(bad_word)
            }
        })?;
        if v < pass && reroll.contains(&v) {
            let purpose = msg!("roll-morale", test = what, again = 1);
            let die = Die {
                purpose: &purpose,
                again: true,
                ..die
            };
            v = self.roll(die, |v| {
                if v >= pass {
                    word(ok_word)
                } else {
                    word(bad_word)
                }
            })?;
        }
        Ok(v >= pass)
    }

    /// The side's rear edge: the table edge nearest where its forces began [INF].
    pub fn rear_direction(&self, side: usize) -> Vec2 {
        let size = self.scenario.size();
        let pts: Vec<Vec2> = self
            .scenario
            .elements()
            .filter(|e| self.scenario.side_index(e.side) == Some(side))
            .map(|e| crate::scenario::format::point_to_vec2(&e.element.at))
            .collect();
        let c = pts.iter().copied().sum::<Vec2>() / pts.len().max(1) as f32;
        let edges = [
            (c.y, Vec2::NEG_Y),
            (size.y - c.y, Vec2::Y),
            (c.x, Vec2::NEG_X),
            (size.x - c.x, Vec2::X),
        ];
        edges
            .into_iter()
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map_or(Vec2::NEG_Y, |(_, d)| d)
    }

    /// Where a routed element goes: the nearest urban area behind it or road exit on its own
    /// rear edge [SRC], or straight back to that edge if there is neither [INF].
    pub fn rear_refuge(&self, i: usize) -> Vec2 {
        let e = &self.elements[i];
        let back = self.rear_direction(e.side);
        let size = self.scenario.size();
        let at = e.base.center;
        let behind = |p: Vec2| (p - at).dot(back) > 0.0;
        let (exit_within, margin) = (
            self.rules.morale.road_exit_within,
            self.rules.morale.refuge_from_edge,
        );
        let mut options: Vec<Vec2> = Vec::new();
        for f in &self.terrain.features {
            if f.def.urban
                && f.line.is_none()
                && let Some(poly) = f.footprint.first().filter(|p| !p.is_empty())
            {
                let c = poly.iter().copied().sum::<Vec2>() / poly.len() as f32;
                if behind(c) {
                    options.push(c);
                }
            }
            if f.def.going == Going::Road
                && let Some(line) = &f.line
            {
                for end in [line.first(), line.last()].into_iter().flatten() {
                    let on_edge = |v: f32, edge: f32| (v - edge).abs() < exit_within;
                    let exit = (back.y < 0.0 && on_edge(end.y, 0.0))
                        || (back.y > 0.0 && on_edge(end.y, size.y))
                        || (back.x < 0.0 && on_edge(end.x, 0.0))
                        || (back.x > 0.0 && on_edge(end.x, size.x));
                    if exit {
                        options.push(*end);
                    }
                }
            }
        }
        let straight = Vec2::new(
            if back.x != 0.0 {
                if back.x > 0.0 {
                    size.x - margin
                } else {
                    margin
                }
            } else {
                at.x
            },
            if back.y != 0.0 {
                if back.y > 0.0 {
                    size.y - margin
                } else {
                    margin
                }
            } else {
                at.y
            },
        );
        let (low, high) = (Vec2::splat(margin), size - margin);
        options
            .into_iter()
            .min_by(|a, b| a.distance(at).total_cmp(&b.distance(at)))
            .unwrap_or(straight)
            .clamp(low.min(high), high.max(low))
    }

    fn rout(&mut self, i: usize) {
        let to = self.rear_refuge(i);
        let e = &mut self.elements[i];
        e.status = Status::Routed;
        e.pinned = false;
        // A router riding in a truck leaves it: it goes to the rear on its own.
        e.carried_by = None;
        let from = e.base.center;
        e.base = e.base.moved(to, e.base.facing);
        let label = e.label.clone();
        self.marked_event(
            EventKind::Routed,
            msg!(
                "ev-routs",
                who = label,
                x = format!("{:.1}", to.x),
                y = format!("{:.1}", to.y)
            ),
            vec![
                Mark::Routed { element: i },
                Mark::Forced {
                    element: i,
                    from: from.to_array(),
                    to: to.to_array(),
                },
            ],
        );
    }

    /// [SRC] At the end of the turn a routed element may try once to rally, as an unpinning
    /// test; rallied, it joins the nearest HQ's unit without counting for its strength.
    pub(super) fn rally(&mut self) -> Result<(), DiceError> {
        for i in 0..self.elements.len() {
            let e = &self.elements[i];
            if e.status != Status::Routed || e.rally_tried {
                continue;
            }
            self.elements[i].rally_tried = true;
            if !self.morale_test(i, RollKind::Rally, &msg!("rule-rally"))? {
                continue;
            }
            let e = &self.elements[i];
            let (side, at) = (e.side, e.base.center);
            let hq = self
                .on_table()
                .filter(|(_, o)| o.side == side && o.unit.is_some() && self.def(o).headquarters)
                .min_by(|a, b| {
                    a.1.base
                        .center
                        .distance(at)
                        .total_cmp(&b.1.base.center.distance(at))
                })
                .and_then(|(_, o)| o.unit);
            let e = &mut self.elements[i];
            e.status = Status::Ready;
            // [SRC] it does not count for the strength of the unit it joins, its own included:
            // it stays one of its unit's losses wherever it rallies.
            if e.attached_from.is_none() {
                e.attached_from = e.unit;
            }
            if let Some(new_unit) = hq {
                e.unit = Some(new_unit);
            }
            let label = e.label.clone();
            let text = match hq {
                Some(u) => msg!(
                    "ev-rallies",
                    who = label,
                    unit = self.units[u].name.as_str()
                ),
                None => msg!("ev-rallies-alone", who = label),
            };
            self.marked_event(EventKind::Rallied, text, vec![Mark::Rallied { element: i }]);
        }
        Ok(())
    }

    /// [SRC] A brigade with only one battalion above 50% is exhausted; with all of them below
    /// 50%, defeated. A defeated brigade loses its side the battle [INF]: at the turn limit,
    /// or at once when every brigade of that side is defeated. Until then it retires.
    pub(super) fn brigade_morale(&mut self) {
        let half = percent(self.rules.morale.half_strength);
        for b in 0..self.brigades.len() {
            let battalions: Vec<usize> = (0..self.units.len())
                .filter(|u| {
                    let unit = &self.units[*u];
                    unit.brigade == b && self.rules[unit.kind].brigade_battalion
                })
                .collect();
            if battalions.is_empty() {
                continue;
            }
            let above = battalions.iter().filter(|u| self.above_half(**u)).count();
            let below = battalions.iter().filter(|u| self.below_half(**u)).count();
            let state = if below == battalions.len() {
                BrigadeState::Defeated
            } else if above <= 1 && battalions.len() > 1 {
                BrigadeState::Exhausted
            } else {
                BrigadeState::Fresh
            };
            if state != self.brigades[b].state && self.brigades[b].state != BrigadeState::Defeated {
                self.brigades[b].state = state;
                let name = self.brigades[b].name.clone();
                let text = match state {
                    BrigadeState::Exhausted => {
                        msg!("ev-brigade-exhausted", brigade = name, half = half.as_str())
                    }
                    BrigadeState::Defeated => {
                        msg!("ev-brigade-defeated", brigade = name, half = half.as_str())
                    }
                    BrigadeState::Fresh => msg!("ev-brigade-fresh", brigade = name),
                };
                self.event(EventKind::BrigadeMorale, text);
            }
        }
        for side in 0..2 {
            let all_defeated = {
                let mut mine = self.brigades.iter().filter(|b| b.side == side).peekable();
                mine.peek().is_some() && mine.all(|b| b.state == BrigadeState::Defeated)
            };
            if self.result.is_none() && all_defeated {
                self.result = Some(self.defeat_result(side));
            }
        }
    }

    /// [SRC] A defeated brigade's battalions spend their action points retiring elements at
    /// full moves, by the rules and without the player: straight back toward their own edge.
    pub(super) fn retire_defeated(&mut self, side: usize) {
        for b in 0..self.brigades.len() {
            if self.brigades[b].side != side || self.brigades[b].state != BrigadeState::Defeated {
                continue;
            }
            for u in 0..self.units.len() {
                if self.units[u].brigade != b {
                    continue;
                }
                let back = self.rear_direction(side);
                let members: Vec<usize> = self
                    .on_table()
                    .filter(|(_, e)| e.unit == Some(u) && !e.pinned)
                    .map(|(i, _)| i)
                    .collect();
                for i in members {
                    let cost = self.rules.movement.move_cost;
                    if self.units[u].ap_left < cost {
                        break;
                    }
                    let start = self.elements[i].base;
                    let facing = super::turn::heading(Vec2::ZERO, back).unwrap_or(start.facing);
                    // [SRC] "full moves": at the normal costs, half speed in woods included.
                    let (went, stop) = self.forced_walk(i, back, facing);
                    self.units[u].ap_left -= cost;
                    let e = &mut self.elements[i];
                    e.base = start.moved(start.center + back * went, facing);
                    e.moved = went > 0.0;
                    e.move_used = 1.0;
                    let label = e.label.clone();
                    let to = e.base.center;
                    self.marked_event(
                        EventKind::Retired,
                        msg!(
                            "ev-retires",
                            who = label,
                            went = format!("{went:.1}"),
                            stop = stop
                        ),
                        vec![Mark::Forced {
                            element: i,
                            from: start.center.to_array(),
                            to: to.to_array(),
                        }],
                    );
                }
                self.units[u].ap_left = 0;
            }
        }
    }

    /// The result when `loser` has a defeated brigade.
    fn defeat_result(&self, loser: usize) -> BattleResult {
        let names: Vec<&str> = self
            .brigades
            .iter()
            .filter(|b| b.side == loser && b.state == BrigadeState::Defeated)
            .map(|b| b.name.as_str())
            .collect();
        BattleResult {
            winner: self
                .scenario
                .sides
                .get(1 - loser.min(1))
                .map(|s| s.id.value.clone()),
            reason: msg!(
                "result-defeated",
                n = names.len(),
                brigades = Arg::names(names, "join-and")
            ),
        }
    }

    /// Is this brigade barred from advancing (exhausted or defeated)?
    pub fn brigade_may_not_advance(&self, brigade: usize) -> Option<BrigadeState> {
        self.brigades
            .get(brigade)
            .map(|b| b.state)
            .filter(|s| *s != BrigadeState::Fresh)
    }

    /// Is this element near enough an objective to hold or contest it [INF]?
    pub fn near_objective(&self, e: &super::game::ElementState, at: &ObjectiveAt) -> bool {
        let radius = self.rules.victory.objective_radius;
        let corners = e.base.corners();
        match at {
            ObjectiveAt::Point(p) => crate::geom::polygons_within(
                &corners,
                &[crate::scenario::format::point_to_vec2(p)],
                radius,
            ),
            ObjectiveAt::Feature(id) => self
                .terrain
                .features
                .iter()
                .find(|f| f.id == id.value)
                .is_some_and(|f| {
                    f.footprint
                        .iter()
                        .any(|poly| crate::geom::polygons_within(&corners, poly, radius))
                }),
        }
    }

    /// Who holds an objective: an unpinned element near it and no enemy as near [INF].
    pub fn objective_holder(&self, at: &ObjectiveAt) -> Option<usize> {
        let near = |e: &super::game::ElementState| self.near_objective(e, at);
        let mut holders = [false, false];
        let mut present = [false, false];
        for (_, e) in self.on_table() {
            if e.side < 2 && near(e) {
                present[e.side] = true;
                if !e.pinned {
                    holders[e.side] = true;
                }
            }
        }
        (0..2).find(|s| holders[*s] && !present[1 - s])
    }

    /// Whether `side` has a brigade defeated, which loses it the battle at the turn limit unless
    /// the enemy has one too [INF victory].
    pub fn has_defeated_brigade(&self, side: usize) -> bool {
        self.brigades
            .iter()
            .any(|b| b.side == side && b.state == BrigadeState::Defeated)
    }

    /// [INF] At the turn limit each objective scores for the side that must hold it if it does,
    /// and for the other side if it does not (a defender wins by denial); more wins, equal is a
    /// draw.
    pub(super) fn decide_at_turn_limit(&mut self) {
        if self.result.is_some() {
            return;
        }
        let result = match (self.has_defeated_brigade(0), self.has_defeated_brigade(1)) {
            (true, false) => Some(self.defeat_result(0)),
            (false, true) => Some(self.defeat_result(1)),
            (true, true) => Some(BattleResult {
                winner: None,
                reason: msg!("result-both-defeated"),
            }),
            (false, false) => None,
        };
        if result.is_some() {
            self.result = result;
            return;
        }
        let mut score = [0usize, 0];
        let mut lines = Vec::new();
        for o in &self.scenario.objectives {
            let Some(owner) = self.scenario.side_index(&o.side) else {
                continue;
            };
            let holder = self.objective_holder(&o.at);
            if owner < 2 {
                let scorer = if holder == Some(owner) {
                    owner
                } else {
                    1 - owner
                };
                score[scorer] += 1;
            }
            lines.push(match holder {
                Some(h) => msg!(
                    "result-objective-held",
                    objective = o.name.as_str(),
                    side = self.side_name(h)
                ),
                None => msg!("result-objective-free", objective = o.name.as_str()),
            });
        }
        let sides = &self.scenario.sides;
        let winner = match score[0].cmp(&score[1]) {
            std::cmp::Ordering::Greater => sides.first().map(|s| s.id.value.clone()),
            std::cmp::Ordering::Less => sides.get(1).map(|s| s.id.value.clone()),
            std::cmp::Ordering::Equal => None,
        };
        self.result = Some(BattleResult {
            winner,
            reason: msg!(
                "result-turn-limit",
                first = self.side_name(0),
                score_first = score[0],
                score_second = score[1],
                second = self.side_name(1),
                objectives = Arg::msgs(lines, "join-semicolon")
            ),
        });
    }

    /// The unit's direction of advance: toward the nearest enemy.
    pub fn nearest_enemy(&self, i: usize) -> Option<Vec2> {
        let e = &self.elements[i];
        self.on_table()
            .filter(|(_, o)| o.side != e.side)
            .map(|(_, o)| o.base.center)
            .min_by(|a, b| {
                a.distance(e.base.center)
                    .total_cmp(&b.distance(e.base.center))
            })
    }

    /// [SRC] The first time a peninsular-army unit is fired on, by direct fire, shells or
    /// bombs alike: 1 D6, on 1-2 its command element is pinned and the unit becomes militia.
    pub(super) fn peninsular_test(&mut self, target: usize) -> Result<(), DiceError> {
        let Some(u) = self.elements[target].unit else {
            return Ok(());
        };
        if !self.units[u].peninsular || self.units[u].peninsular_tested {
            return Ok(());
        }
        self.units[u].peninsular_tested = true;
        let name = self.units[u].name.clone();
        let fails_on = self.rules.morale.peninsular_fails_on;
        let becomes = self.rules.morale.peninsular_becomes_id;
        let becomes_name = self.rules[becomes].name.to_lowercase();
        let needed = msg!("need-at-least", n = fails_on.saturating_add(1));
        let die = Die {
            kind: RollKind::PeninsularOfficers,
            by: Roller::Unit(u),
            who: &name,
            purpose: &msg!("roll-peninsular"),
            needed: Some(&needed),
            rule: &msg!("rule-peninsular"),
            again: false,
        };
        let v = self.roll(die, |v| {
            if v <= fails_on {
                msg!(
                    "out-peninsular-fails",
                    quality = Term::quality(&becomes_name)
                )
            } else {
                msg!("out-officers-hold")
            }
        })?;
        if v <= fails_on {
            self.units[u].quality = becomes;
            let hq = self
                .elements
                .iter()
                .position(|e| {
                    e.unit == Some(u) && self.def(e).headquarters && e.status == Status::Ready
                })
                .or_else(|| {
                    self.elements
                        .iter()
                        .position(|e| e.unit == Some(u) && e.status == Status::Ready)
                });
            if let Some(h) = hq {
                self.elements[h].pinned = true;
                let label = self.elements[h].label.clone();
                let text = msg!(
                    "ev-officers-fail",
                    unit = name.as_str(),
                    who = label,
                    quality = Term::quality(&becomes_name)
                );
                self.marked_event(
                    EventKind::PeninsularOfficers,
                    text,
                    vec![Mark::Pinned { element: h }],
                );
            }
        }
        Ok(())
    }

    /// An element's quality: its unit's; a brigade HQ belongs to no unit and tests at the
    /// ruleset's quality for it [INF].
    pub fn quality_of(&self, i: usize) -> &QualityDef {
        let q = self.elements[i]
            .unit
            .map_or(self.rules.morale.brigade_hq_quality_id, |u| {
                self.units[u].quality
            });
        &self.rules[q]
    }

    /// The pass score of an element's rout or unpinning test, with its modifiers [SRC].
    pub fn morale_pass(&self, i: usize) -> (u8, Vec<Msg>) {
        let e = &self.elements[i];
        let def = self.def(e);
        let m = &self.rules.morale_modifiers;
        let mut bonus = 0i16;
        let mut why = Vec::new();
        let mut add = |by: i8, what: &'static str| {
            bonus += by as i16;
            why.push(msg!(
                "morale-modifier",
                by = format!("{by:+}"),
                what = Msg::new(what)
            ));
        };
        if def.crewed {
            add(m.crewed_weapon, "mod-crewed-weapon");
        }
        if def.headquarters {
            add(m.headquarters, "mod-headquarters");
        }
        if self.defends_fortification(i) {
            add(m.defending_fortifications, "mod-defending-fortifications");
        }
        let pass = self.quality_of(i).pass as i16 - bonus;
        (pass.clamp(1, 6) as u8, why)
    }

    /// Is an element defending fortifications [SRC +1]? In one (a trench, a pillbox), or
    /// right behind one drawn as a line that covers those behind it (a barricade), within the
    /// distance that gives cover, when the ruleset says so [INF
    /// `morale.behind_fortification_defends`].
    pub fn defends_fortification(&self, i: usize) -> bool {
        let base = &self.elements[i].base;
        let corners = base.corners();
        let reach = self.rules.fire.cover_behind;
        let behind = self.rules.morale.behind_fortification_defends;
        self.terrain.features.iter().any(|f| {
            f.def.fortification
                && (self.terrain.stands_in(f, base)
                    || (behind
                        && f.line.is_some()
                        && !f.def.protects_in
                        && f.footprint
                            .iter()
                            .any(|q| crate::geom::polygon_distance(q, &corners) <= reach + 1e-4)))
        })
    }

    /// [SRC] Unpinning at the end of the turn: each pinned element rolls against its quality,
    /// with its +1s; militia scoring 4 or 5 roll once more.
    pub(super) fn unpinning(&mut self) -> Result<(), DiceError> {
        for i in 0..self.elements.len() {
            let e = &self.elements[i];
            if !e.pinned || e.status != Status::Ready {
                continue;
            }
            if self.morale_test(i, RollKind::Unpinning, &msg!("rule-unpinning"))? {
                self.elements[i].pinned = false;
                let label = self.elements[i].label.clone();
                self.marked_event(
                    EventKind::Unpinned,
                    msg!("ev-unpinned", who = label),
                    vec![Mark::Unpinned { element: i }],
                );
            }
        }
        Ok(())
    }
}
