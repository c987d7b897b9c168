//! The artillery and aircraft phase [INF: ../shared/rules/README.md "Artillery and aircraft";
//! the two pages leave it for later, every number is the ruleset's `support`].
//!
//! A battery fires once a turn at a point a spotter of its side sees (an element whose type
//! `observer`s: HQs and observer teams; an on-table gun lays directly on what it sees itself):
//! a beaten zone 4" across the line of fire and 2" along it, and every element under it, friend
//! or foe, takes one shot on the field-gun line, two if it is in a road column, needing one more
//! to hit where no spotter of the firing side sees it. Aircraft: a D6 per sortie, 1-2 diverted, 3
//! comes next turn, 4-6 attacks; each enemy anti-aircraft weapon in range of the aim point drives
//! it off on 5+; on a 1 of the drift die the aim point drifts a D6" in a direction a D6 gives
//! (60° apart). Hits knock out or pin at once, count for tank fright and for the turn's losses.

use bevy::math::Vec2;
use serde::Serialize;

use super::dice::{DiceError, Die, Roll, RollKind, Roller};
use super::fire::{knockout_needs, knockout_outcome, p_d6, protection_msg};
use super::game::{EventKind, Game, Mark, Phase, Status, dice_rejection};
use super::order::{OrderResult, Rejection, RuleId};
use crate::geom::{Base, bearing_vector};
use crate::ruleset::FactionId;
use crate::words::Term;

/// A battery in the battle and whether it has fired this turn.
#[derive(Clone, Debug, PartialEq)]
pub struct BatteryState {
    pub id: String,
    pub name: String,
    pub side: usize,
    pub faction: FactionId,
    /// The gun on the table that is the battery; off the table when `None`.
    pub element: Option<usize>,
    /// The turn it last fired, 0 before it has.
    pub fired_turn: u32,
}

/// A side's aircraft this turn.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sorties {
    /// Sorties the side may still fly this turn.
    pub left: u8,
    /// Sorties that rolled a 3: they come next turn.
    pub next_turn: u8,
}

/// What became of a sortie, read from the dice its air strike rolled: whether its bombs fell,
/// and where. Aimed is not struck: a diverted, late or driven-off sortie drops nothing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SortieFate {
    /// [INF] its die at `diverted_up_to` or less.
    Diverted,
    /// [INF] its die on `late_on`: the sortie comes next turn.
    NextTurn,
    /// [INF] an anti-aircraft weapon in range of the aim point drove it off.
    DrivenOff,
    /// It bombed `at`: the aim point, or where the aim point drifted to [INF].
    Bombed { at: (f32, f32), drifted: bool },
}

/// What a bombardment or air strike would do to each element under its zone, before the dice.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ZoneOdds {
    /// The zone: centre, size (across, along) and facing in degrees.
    pub center: (f32, f32),
    pub size: (f32, f32),
    pub facing: f32,
    /// The id of the spotter that sees the aim point, for a battery.
    pub spotter: Option<String>,
    pub targets: Vec<ZoneTarget>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ZoneTarget {
    pub element: String,
    pub side: String,
    pub shots: u8,
    /// The score needed to hit, 7 when it cannot be hit.
    pub to_hit: u8,
    pub observed: bool,
    pub road_column: bool,
    /// The knockout score, `None` where the chart has "-".
    pub knockout_needs: Option<u8>,
    /// Chance of at least one hit, and of being knocked out by this order.
    pub p_hit: f64,
    pub p_knockout: f64,
}

impl Game {
    /// Batteries of the battle, in the scenario's order.
    pub fn batteries(&self) -> &[BatteryState] {
        &self.batteries
    }

    /// Each side's sorties this turn.
    pub fn sorties(&self) -> &[Sorties; 2] {
        &self.sorties
    }

    pub(super) fn add_support(&mut self) -> Result<(), Rejection> {
        let scenario = self.scenario.clone();
        for b in &scenario.batteries {
            let side = scenario.side_index(&b.side).ok_or_else(|| {
                Rejection::new(
                    RuleId::UnknownSide,
                    msg!("rej-unknown-side-2", id = &b.id.value),
                )
            })?;
            let faction = self.rules.faction_id(&b.faction).ok_or_else(|| {
                Rejection::new(
                    RuleId::UnknownName,
                    msg!(
                        "rej-unknown-name-2",
                        id = &b.id.value,
                        faction = &b.faction.value
                    ),
                )
            })?;
            let element = match &b.element {
                Some(id) => Some(self.element_index(id)?),
                None => None,
            };
            self.batteries.push(BatteryState {
                id: b.id.value.clone(),
                name: b.name.clone(),
                side,
                faction,
                element,
                fired_turn: 0,
            });
        }
        Ok(())
    }

    /// At the start of a turn: each side's sorties for it, with those that were late.
    pub(super) fn new_sorties(&mut self) {
        let turn = self.turn;
        for side in 0..2 {
            let planned: u32 = self
                .scenario
                .aircraft
                .iter()
                .filter(|a| self.scenario.side_index(&a.side) == Some(side))
                .filter(|a| a.from.as_ref().is_none_or(|f| turn >= f.value))
                .filter(|a| a.until.as_ref().is_none_or(|u| turn <= u.value))
                .map(|a| u32::from(a.sorties.value))
                .sum();
            let s = &mut self.sorties[side];
            s.left = u8::try_from(planned + u32::from(s.next_turn)).unwrap_or(u8::MAX);
            s.next_turn = 0;
        }
    }

    /// Whether `side` has a battery that can fire or a sortie left this turn.
    pub fn has_support(&self, side: usize) -> bool {
        self.sorties[side].left > 0
            || (0..self.batteries.len())
                .any(|b| self.batteries[b].side == side && self.battery_ready(b).is_ok())
    }

    /// Movement is over: the artillery phase opens for the first side with support, or the
    /// turn goes straight on to direct fire.
    pub(super) fn open_artillery(&mut self) {
        self.phase = Phase::Artillery;
        match self
            .order_of_play
            .into_iter()
            .find(|s| self.has_support(*s))
        {
            Some(side) => self.active = side,
            None => {
                self.phase = Phase::DirectFire;
                self.active = self.order_of_play[0];
            }
        }
    }

    /// A side ends its artillery phase: the other side's turn if it has support, else fire.
    pub(super) fn end_artillery(&mut self) {
        let second = self.order_of_play[1];
        if self.active == self.order_of_play[0] && self.has_support(second) {
            self.active = second;
        } else {
            self.phase = Phase::DirectFire;
            self.active = self.order_of_play[0];
        }
    }

    fn battery_index(&self, id: &str) -> Result<usize, Rejection> {
        self.batteries
            .iter()
            .position(|b| b.id == id)
            .ok_or_else(|| {
                Rejection::new(RuleId::UnknownBattery, msg!("rej-unknown-battery", id = id))
            })
    }

    /// Why a battery cannot fire this turn, if it cannot.
    fn battery_ready(&self, b: usize) -> OrderResult {
        let bat = &self.batteries[b];
        if bat.fired_turn == self.turn {
            return Err(Rejection::new(
                RuleId::BatteryCannotFire,
                msg!("rej-battery-cannot-fire", name = &bat.name),
            ));
        }
        if let Some(e) = bat.element {
            let gun = &self.elements[e];
            let why = match gun.status {
                Status::Ready if gun.pinned => Some("pinned"),
                Status::Ready => None,
                Status::Awaiting => Some("absent"),
                Status::Carried => Some("limbered"),
                Status::KnockedOut => Some("knocked-out"),
                Status::Routed => Some("routed"),
            };
            if let Some(why) = why {
                return Err(Rejection::new(
                    RuleId::BatteryCannotFire,
                    msg!(
                        "rej-battery-cannot-fire-2",
                        name = &bat.name,
                        who = &gun.label,
                        why = why
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The elements of `side` that spot for a battery of `faction`: observers on the table, not
    /// pinned, of a faction that will fight beside it [SRC animosity: no support for the other
    /// faction's troops], and the battery's own gun.
    fn spotters(&self, side: usize, faction: Option<FactionId>, gun: Option<usize>) -> Vec<usize> {
        self.on_table()
            .filter(|(i, e)| {
                e.side == side
                    && !e.pinned
                    && (Some(*i) == gun
                        || (self.def(e).observer
                            && faction.is_none_or(|f| !self.rules.hostile(self.faction_of(*i), f))))
            })
            .map(|(i, _)| i)
            .collect()
    }

    /// An element's faction: its unit's, or its brigade commander's for a brigade HQ.
    pub fn faction_of(&self, i: usize) -> FactionId {
        let e = &self.elements[i];
        match e.unit {
            Some(u) => self.units[u].faction,
            None => self.brigade_faction(e.brigade),
        }
    }

    fn brigade_faction(&self, brigade: usize) -> FactionId {
        let name = self
            .scenario
            .forces
            .iter()
            .flat_map(|f| &f.brigades)
            .nth(brigade)
            .map(|b| b.commander.value.as_str())
            .unwrap_or_default();
        self.rules
            .faction_id(name)
            .unwrap_or(self.rules.communist_brigades.commander_id)
    }

    /// The first of `spotters` that sees `at`.
    fn sees(&self, spotters: &[usize], at: Vec2) -> Option<usize> {
        spotters.iter().copied().find(|s| {
            self.terrain
                .line_of_sight(self.elements[*s].base.center, at, &self.smoke)
                .clear
        })
    }

    /// An element on a road with another of its unit on the road near it [INF].
    fn in_road_column(&self, i: usize) -> bool {
        let e = &self.elements[i];
        let within = self.rules.support.road_column_within;
        e.unit.is_some()
            && self.terrain.on_road(e.base.center)
            && self.on_table().any(|(j, o)| {
                j != i
                    && o.unit == e.unit
                    && self.terrain.on_road(o.base.center)
                    && o.base.within(&e.base, within + 1e-4)
            })
    }

    fn aim_on_table(&self, at: Vec2) -> OrderResult {
        let size = self.scenario.size();
        if at.x < 0.0 || at.y < 0.0 || at.x > size.x || at.y > size.y {
            return Err(Rejection::new(
                RuleId::AimOffTable,
                msg!("rej-aim-off-table", x = at.x, y = at.y),
            ));
        }
        Ok(())
    }

    fn in_artillery_phase(&self, side: usize) -> OrderResult {
        if self.phase != Phase::Artillery {
            return Err(Rejection::new(
                RuleId::WrongPhase,
                msg!("rej-wrong-phase-5", phase = self.phase.words()),
            ));
        }
        if side != self.active {
            return Err(Rejection::new(
                RuleId::NotYourTurn,
                msg!("rej-not-your-turn-3", side = self.side_name(self.active)),
            ));
        }
        Ok(())
    }

    /// The zone a battery lays at `at`, and the spotter that sees it; or why it cannot fire.
    fn battery_zone(&self, b: usize, at: Vec2) -> Result<(Base, usize, Vec<usize>), Rejection> {
        let bat = &self.batteries[b];
        self.battery_ready(b)?;
        self.aim_on_table(at)?;
        let spotters = self.spotters(bat.side, Some(bat.faction), bat.element);
        let spotter = self.sees(&spotters, at).ok_or_else(|| {
            Rejection::new(
                RuleId::NoSpotter,
                msg!(
                    "rej-no-spotter",
                    side = self.side_name(bat.side),
                    x = at.x,
                    y = at.y
                ),
            )
        })?;
        // Across the line from the spotter to the aim point.
        let facing = super::turn::heading(self.elements[spotter].base.center, at).unwrap_or(0.0);
        let zone = self.zone(at, facing);
        self.check_support_animosity(b, &zone)?;
        Ok((zone, spotter, spotters))
    }

    /// [SRC animosity] Troops that hate each other "will not ... provide artillery support":
    /// a battery does not shell what a unit of its side that it will not fight beside has
    /// assaulted this turn (the target, or anything in the same feature), whoever spots.
    fn check_support_animosity(&self, b: usize, zone: &Base) -> OrderResult {
        let bat = &self.batteries[b];
        let under = self.under(zone);
        for &(a, t) in &self.assaults {
            let Some(u) = self.elements[a].unit else {
                continue;
            };
            let unit = &self.units[u];
            if unit.side != bat.side || !self.rules.hostile(unit.faction, bat.faction) {
                continue;
            }
            let shared = under
                .iter()
                .any(|&i| i == t || self.same_feature(i, t).is_some());
            if shared {
                return Err(Rejection::new(
                    RuleId::Animosity,
                    msg!(
                        "rej-animosity-2",
                        name = &bat.name,
                        faction = Term::faction(&self.rules[bat.faction].value),
                        name2 = &unit.name,
                        faction2 = Term::faction(&self.rules[unit.faction].value),
                        who = &self.elements[t].label,
                        name3 = &unit.name
                    ),
                ));
            }
        }
        Ok(())
    }

    fn zone(&self, at: Vec2, facing: f32) -> Base {
        let (w, d) = self.rules.support.zone;
        Base {
            center: at,
            width: w,
            depth: d,
            facing,
        }
    }

    /// Elements on the table under a zone, in the scenario's order.
    fn under(&self, zone: &Base) -> Vec<usize> {
        self.on_table()
            .filter(|(_, e)| e.base.overlaps(zone))
            .map(|(i, _)| i)
            .collect()
    }

    /// What one element under a zone faces: shots, the score to hit, the knockout score.
    fn zone_target(&self, i: usize, spotters: Option<&[usize]>) -> ZoneTarget {
        let e = &self.elements[i];
        let rules = &self.rules.support;
        let w = &self.rules[rules.weapon_id];
        let road_column = self.in_road_column(i);
        let shots = if road_column {
            rules.road_column_shots
        } else {
            1
        };
        let observed = spotters.is_none_or(|s| self.sees(s, e.base.center).is_some());
        let to_hit = (w.to_hit + if observed { 0 } else { rules.unobserved }).min(7);
        let armoured = self.def(e).armoured;
        // From above: the ground it stands in protects it, a wall beside it does not [INF].
        let (prot, _) = self.terrain.protection(e.base.center, &e.base);
        let ko = knockout_needs(w, prot, armoured);
        let p_miss_all = (1.0 - p_d6(to_hit)).powi(i32::from(shots));
        let p_hit = 1.0 - p_miss_all;
        ZoneTarget {
            element: e.id.clone(),
            side: self.side_name(e.side).to_string(),
            shots,
            to_hit,
            observed,
            road_column,
            knockout_needs: ko,
            p_hit,
            p_knockout: ko.map_or(0.0, |n| p_hit * p_d6(n)),
        }
    }

    /// What `Bombard` would do, without the dice: the zone, the spotter, each element's odds.
    pub fn bombard_odds(&self, battery: &str, at: (f32, f32)) -> Result<ZoneOdds, Rejection> {
        let b = self.battery_index(battery)?;
        let (zone, spotter, spotters) = self.battery_zone(b, Vec2::new(at.0, at.1))?;
        Ok(self.odds(&zone, Some(spotter), Some(&spotters)))
    }

    /// What an air strike that arrives on target would do: the zone and each element's odds.
    pub fn air_strike_odds(&self, at: (f32, f32)) -> Result<ZoneOdds, Rejection> {
        let at = Vec2::new(at.0, at.1);
        self.aim_on_table(at)?;
        Ok(self.odds(&self.zone(at, 0.0), None, None))
    }

    fn odds(&self, zone: &Base, spotter: Option<usize>, spotters: Option<&[usize]>) -> ZoneOdds {
        ZoneOdds {
            center: (zone.center.x, zone.center.y),
            size: (zone.width, zone.depth),
            facing: zone.facing,
            spotter: spotter.map(|s| self.elements[s].id.clone()),
            targets: self
                .under(zone)
                .into_iter()
                .map(|i| self.zone_target(i, spotters))
                .collect(),
        }
    }

    pub(super) fn order_bombard(&mut self, battery: &str, at: (f32, f32)) -> OrderResult {
        let b = self.battery_index(battery)?;
        self.in_artillery_phase(self.batteries[b].side)?;
        let at = Vec2::new(at.0, at.1);
        let (zone, spotter, spotters) = self.battery_zone(b, at)?;
        self.batteries[b].fired_turn = self.turn;
        let name = self.batteries[b].name.clone();
        self.marked_event(
            EventKind::Bombarded,
            msg!(
                "ev-battery-fires",
                battery = name.as_str(),
                x = format!("{:.1}", at.x),
                y = format!("{:.1}", at.y),
                spotter = self.elements[spotter].label.as_str()
            ),
            vec![zone_mark(&zone)],
        );
        self.shell(Roller::Battery(b), &name, &zone, Some(&spotters))
            .map_err(dice_rejection)
    }

    pub(super) fn order_air_strike(&mut self, side_id: &str, at: (f32, f32)) -> OrderResult {
        let side = self.side_index(side_id).ok_or_else(|| {
            Rejection::new(
                RuleId::UnknownSide,
                msg!("rej-unknown-side", side_id = side_id),
            )
        })?;
        self.in_artillery_phase(side)?;
        let at = Vec2::new(at.0, at.1);
        self.aim_on_table(at)?;
        if self.sorties[side].left == 0 {
            return Err(Rejection::new(
                RuleId::NoSortie,
                msg!("rej-no-sortie", side = self.side_name(side)),
            ));
        }
        self.sorties[side].left -= 1;
        self.sortie(side, at).map_err(dice_rejection)
    }

    /// One sortie: does it come, is it driven off, where do its bombs fall.
    fn sortie(&mut self, side: usize, at: Vec2) -> Result<(), DiceError> {
        let s = self.rules.support.clone();
        let who = self.aircraft_name(side);
        let v = self.roll(
            Die {
                kind: RollKind::Sortie,
                by: Roller::Side(side),
                who: &who,
                purpose: &msg!("roll-sortie"),
                needed: Some(&msg!("need-to-attack", n = s.late_on + 1)),
                rule: &msg!("rule-sortie"),
                again: false,
            },
            |v| {
                if v <= s.diverted_up_to {
                    msg!("out-diverted")
                } else if v <= s.late_on {
                    msg!("out-late")
                } else {
                    msg!("out-attacks")
                }
            },
        )?;
        if v <= s.diverted_up_to {
            return Ok(());
        }
        if v <= s.late_on {
            self.sorties[side].next_turn += 1;
            return Ok(());
        }
        for aa in self.anti_aircraft_in_range(side, at) {
            let label = self.elements[aa].label.clone();
            let v = self.roll(
                Die {
                    kind: RollKind::AntiAircraft,
                    by: Roller::Element(aa),
                    who: &label,
                    purpose: &msg!("roll-anti-aircraft", aircraft = who.as_str()),
                    needed: Some(&msg!("need-at-least", n = s.anti_aircraft_on)),
                    rule: &msg!("rule-anti-aircraft"),
                    again: false,
                },
                |v| {
                    if v >= s.anti_aircraft_on {
                        msg!("out-driven-off")
                    } else {
                        msg!("out-misses")
                    }
                },
            )?;
            if v >= s.anti_aircraft_on {
                return Ok(());
            }
        }
        let drift = self.roll(
            Die {
                kind: RollKind::Drift,
                by: Roller::Side(side),
                who: &who,
                purpose: &msg!("roll-drift"),
                needed: Some(&msg!("need-more-than", n = s.drift_on)),
                rule: &msg!("rule-drift"),
                again: false,
            },
            |v| {
                if v <= s.drift_on {
                    msg!("out-drifts")
                } else {
                    msg!("out-on-target")
                }
            },
        )?;
        let mut aim = at;
        if drift <= s.drift_on {
            let inches = self.roll(
                Die {
                    kind: RollKind::DriftDistance,
                    by: Roller::Side(side),
                    who: &who,
                    purpose: &msg!("roll-drift-distance"),
                    needed: None,
                    rule: &msg!("rule-drift-distance"),
                    again: false,
                },
                |v| msg!("out-inches", n = v),
            )?;
            let dir = self.roll(
                Die {
                    kind: RollKind::DriftDirection,
                    by: Roller::Side(side),
                    who: &who,
                    purpose: &msg!("roll-drift-direction"),
                    needed: None,
                    rule: &msg!("rule-drift-direction"),
                    again: false,
                },
                |v| msg!("out-degrees", n = (u32::from(v) - 1) * 60),
            )?;
            aim = drifted(aim, inches, dir);
        }
        let zone = self.zone(aim, 0.0);
        self.marked_event(
            EventKind::Bombarded,
            msg!(
                "ev-aircraft-bombs",
                who = who.as_str(),
                x = format!("{:.1}", aim.x),
                y = format!("{:.1}", aim.y)
            ),
            vec![zone_mark(&zone)],
        );
        self.shell(Roller::Side(side), &who, &zone, None)
    }

    /// What became of the sortie of an air strike aimed `at`, from the dice it rolled (`rolls`,
    /// the log's rolls since the order): `None` when they hold no sortie's die.
    pub fn sortie_fate(&self, at: (f32, f32), rolls: &[Roll]) -> Option<SortieFate> {
        let s = &self.rules.support;
        let die = |kind: RollKind| rolls.iter().find(|r| r.kind == kind).map(|r| r.value);
        let v = die(RollKind::Sortie)?;
        if v <= s.diverted_up_to {
            return Some(SortieFate::Diverted);
        }
        if v <= s.late_on {
            return Some(SortieFate::NextTurn);
        }
        if rolls
            .iter()
            .any(|r| r.kind == RollKind::AntiAircraft && r.value >= s.anti_aircraft_on)
        {
            return Some(SortieFate::DrivenOff);
        }
        let aim = Vec2::new(at.0, at.1);
        let drift = die(RollKind::Drift).filter(|d| *d <= s.drift_on);
        let to = match (
            drift,
            die(RollKind::DriftDistance),
            die(RollKind::DriftDirection),
        ) {
            (Some(_), Some(inches), Some(dir)) => drifted(aim, inches, dir),
            _ => aim,
        };
        Some(SortieFate::Bombed {
            at: (to.x, to.y),
            drifted: drift.is_some(),
        })
    }

    fn aircraft_name(&self, side: usize) -> String {
        self.scenario
            .aircraft
            .iter()
            .find(|a| self.scenario.side_index(&a.side) == Some(side))
            .map_or_else(|| "Aircraft".to_string(), |a| a.name.clone())
    }

    /// The enemy's anti-aircraft weapons, on the table and not pinned, whose range reaches the
    /// aim point.
    fn anti_aircraft_in_range(&self, side: usize, at: Vec2) -> Vec<usize> {
        self.on_table()
            .filter(|(_, e)| e.side != side && !e.pinned && self.def(e).anti_aircraft)
            .filter(|(_, e)| {
                let reach = self
                    .def(e)
                    .weapons
                    .iter()
                    .map(|m| self.rules[m.weapon_id].range.1)
                    .fold(0.0, f32::max);
                e.base.distance_to_point(at) <= reach + 1e-4
            })
            .map(|(i, _)| i)
            .collect()
    }

    /// Every element under the zone takes its shots; hits knock out or pin at once.
    fn shell(
        &mut self,
        by: Roller,
        who: &str,
        zone: &Base,
        spotters: Option<&[usize]>,
    ) -> Result<(), DiceError> {
        let weapon = self.rules[self.rules.support.weapon_id].name.value.clone();
        for i in self.under(zone) {
            // [SRC] "when a penninsular unit is first fire on": shells and bombs fire on it too.
            self.peninsular_test(i)?;
            let t = self.zone_target(i, spotters);
            let label = self.elements[i].label.clone();
            let mut hits = 0u8;
            for _ in 0..t.shots {
                let purpose = msg!(
                    "roll-bombard-to-hit",
                    weapon = Term::weapon(&weapon),
                    target = label.as_str(),
                    road = u8::from(t.road_column),
                    observed = u8::from(t.observed)
                );
                let needed = msg!("need-at-least", n = t.to_hit);
                let die = Die {
                    kind: RollKind::BombardToHit,
                    by,
                    who,
                    purpose: &purpose,
                    needed: Some(&needed),
                    rule: &msg!("rule-bombard-to-hit"),
                    again: false,
                };
                let v = self.roll(die, |v| {
                    if v >= t.to_hit {
                        msg!("out-hit")
                    } else {
                        msg!("out-miss")
                    }
                })?;
                if v >= t.to_hit {
                    hits += 1;
                }
            }
            if hits == 0 {
                continue;
            }
            self.marked_event(
                EventKind::Hit,
                msg!("ev-support-hits", who = who, target = label.as_str()),
                vec![Mark::Hit {
                    element: i,
                    by: None,
                    hits,
                }],
            );
            self.shelled(i, hits, t.knockout_needs, &weapon)?;
        }
        Ok(())
    }

    /// Hits from shells or bombs: one knockout test at once, a tank's hits counting for its
    /// fright test, a miss pinning all but tanks [SRC hits; INF when].
    fn shelled(
        &mut self,
        i: usize,
        hits: u8,
        needs: Option<u8>,
        weapon: &str,
    ) -> Result<(), DiceError> {
        let armoured = self.def(&self.elements[i]).armoured;
        if armoured {
            self.tank_hits[i] = self.tank_hits[i].saturating_add(hits);
        }
        let label = self.elements[i].label.clone();
        let (prot, _) = self
            .terrain
            .protection(self.elements[i].base.center, &self.elements[i].base);
        let knocked_out = match needs {
            Some(n) => {
                let v = self.roll(
                    Die {
                        kind: RollKind::BombardKnockOut,
                        by: Roller::Element(i),
                        who: &label,
                        purpose: &msg!(
                            "roll-bombard-knock-out",
                            hits = hits,
                            weapon = Term::weapon(weapon)
                        ),
                        needed: Some(&msg!(
                            "need-protected",
                            n = n,
                            protection = protection_msg(prot, armoured)
                        )),
                        rule: &msg!("rule-bombard-knock-out"),
                        again: false,
                    },
                    |v| knockout_outcome(v, n, armoured),
                )?;
                v >= n
            }
            None => false,
        };
        self.settle_knockout(
            i,
            knocked_out,
            msg!("ev-pinned", who = self.elements[i].label.as_str()),
        );
        Ok(())
    }
}

/// An aim point drifted `inches` in the direction a D6 gave: 1 up the table, each pip 60°
/// clockwise [INF].
fn drifted(aim: Vec2, inches: u8, dir: u8) -> Vec2 {
    aim + bearing_vector(f32::from(dir - 1) * 60.0) * f32::from(inches)
}

fn zone_mark(zone: &Base) -> Mark {
    Mark::Zone {
        center: zone.center.to_array(),
        size: [zone.width, zone.depth],
        facing: zone.facing,
    }
}
