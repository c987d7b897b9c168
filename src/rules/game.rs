//! The state of a battle and the one door into it: `Game::apply(order)`.
//!
//! The game is a plain value, not ECS components: an order is applied to a copy and the copy
//! kept only if the order is legal, so a rejected order changes nothing, and a replay of the same
//! orders is the same computation on the same numbers, bit for bit. `SessionPlugin` holds it as a
//! resource for the window and headless apps alike.

use std::collections::HashMap;
use std::sync::Arc;

use bevy::math::Vec2;
use serde::Serialize;

use super::dice::{Dice, DiceError, DiceSource, Die, Roll, Roller};
use super::order::{Order, OrderResult, Rejection, RuleId};
use super::terrain::TerrainMap;
use crate::geom::Base;
use crate::ruleset::{ElementTypeDef, ElementTypeId, FactionId, QualityId, Ruleset, UnitKindId};
use crate::scenario::Scenario;
use crate::scenario::format::{Brigade, UnitDef};
use crate::words::Msg;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Phase {
    ActionPoints,
    Movement,
    Artillery,
    DirectFire,
    CloseCombat,
    Morale,
    Unpinning,
    /// The turn limit has passed.
    GameOver,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::ActionPoints => "action points",
            Phase::Movement => "movement",
            Phase::Artillery => "artillery and aircraft",
            Phase::DirectFire => "direct fire",
            Phase::CloseCombat => "close combat",
            Phase::Morale => "morale",
            Phase::Unpinning => "unpinning",
            Phase::GameOver => "game over",
        }
    }

    /// Its name in the language of the moment it is shown (`name` is the records' keyword).
    pub fn words(self) -> Msg {
        Msg::new(match self {
            Phase::ActionPoints => "phase-action-points",
            Phase::Movement => "phase-movement",
            Phase::Artillery => "phase-artillery",
            Phase::DirectFire => "phase-direct-fire",
            Phase::CloseCombat => "phase-close-combat",
            Phase::Morale => "phase-morale",
            Phase::Unpinning => "phase-unpinning",
            Phase::GameOver => "phase-game-over",
        })
    }
}

impl std::fmt::Display for Phase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Status {
    /// Standing on the table.
    Ready,
    /// A reinforcement not yet arrived.
    Awaiting,
    /// Riding in or towed by another element.
    Carried,
    KnockedOut,
    /// Failed a rout test: gone to the rear, out of play; it may try to rally once [SRC].
    Routed,
}

#[derive(Clone, Debug, PartialEq)]
pub struct UnitState {
    pub id: String,
    pub name: String,
    pub side: usize,
    pub brigade: usize,
    /// Its quality now: peninsular units can fall to militia [SRC].
    pub quality: QualityId,
    pub rolls_action_points: bool,
    /// Rolled this turn [SRC].
    pub ap: u8,
    pub ap_left: u8,
    /// A 1 was rolled: its tanks run forward at the start of movement [SRC].
    pub tanks_run: bool,
    /// An old peninsular-army unit [SRC], and whether its officers have been tested yet.
    pub peninsular: bool,
    pub peninsular_tested: bool,
    /// A tank was destroyed or failed a fright test: the run-forward rule no longer applies [SRC].
    pub lost_tank: bool,
    pub arrives: u32,
    /// Battalion, TankCompany, Company ... (the rout and brigade rules depend on it).
    pub kind: UnitKindId,
    pub faction: FactionId,
    /// Elements it began the battle with: strength is measured against these [SRC].
    pub start_elements: u32,
    /// Elements lost (knocked out or routed) when this turn began.
    pub lost_at_turn_start: u32,
    /// Knocked out this turn (losses by rout do not start rout tests [SRC]).
    pub knocked_out_this_turn: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ElementState {
    pub id: String,
    pub label: String,
    pub side: usize,
    /// `None` for a brigade HQ.
    pub unit: Option<usize>,
    pub brigade: usize,
    pub kind: ElementTypeId,
    pub base: Base,
    pub status: Status,
    pub pinned: bool,
    /// Share of this turn's move used, 0 to 1.
    pub move_used: f32,
    /// Moved this turn (fires after the non-movers [SRC]).
    pub moved: bool,
    /// The element carrying this one.
    pub carried_by: Option<usize>,
    /// A frightened tank retreats at its next move, then is pinned [SRC].
    pub frightened: bool,
    /// Moved this turn in a column behind its lead: no frontal fire [SRC].
    pub column_follower: bool,
    /// A routed element that rallied joins the nearest HQ's unit but does not count for its
    /// strength [SRC]; `None` for the elements a unit began with.
    pub attached_from: Option<usize>,
    /// A routed element may try to rally once [SRC].
    pub rally_tried: bool,
}

/// Writes a phase as its name, as `run --json` always has.
pub(crate) fn phase_name<S: serde::Serializer>(p: &Phase, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(p.name())
}

/// What kind of thing an event says happened: what the aftermath, the panel and any player
/// decide by, never the event's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum EventKind {
    /// A side ended its phase (the player did it: nothing to tell them).
    PhaseEnded {
        side: usize,
    },
    /// The turn limit passed: the battle is over.
    TurnLimit,
    /// Victory or defeat decided before the turn limit.
    BattleDecided,
    Arrived,
    /// A unit's tank ran forward on a 1 for action points.
    TankRan,
    /// Who moves first when troops are engaged, and how that was settled.
    Initiative,
    RoutTest,
    Routed,
    Rallied,
    /// A brigade became exhausted or defeated.
    BrigadeMorale,
    /// A defeated brigade's element retired.
    Retired,
    /// A bombardment or air strike landed.
    Bombarded,
    Hit,
    KnockedOut,
    Pinned,
    Unpinned,
    PeninsularOfficers,
    Frightened,
    /// A close combat's result, or an attack on a tank counted for its fright.
    CloseCombat,
    /// Units of rival factions that will not fight together.
    Animosity,
}

/// What happened apart from dice: the runaway tanks, arrivals, phase changes.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Event {
    pub turn: u32,
    #[serde(serialize_with = "phase_name")]
    pub phase: Phase,
    pub kind: EventKind,
    /// What happened as a message, put into words in the language of the moment it is shown
    /// (written in English wherever events are serialised, as before it was typed).
    pub text: Msg,
    /// What it did to which elements, so the window can show it where it happened.
    pub marks: Vec<Mark>,
}

/// One thing an event did to an element, by the element's index in the game.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub enum Mark {
    /// A move nobody ordered: a runaway tank, a frightened retreat, a defeated brigade
    /// retiring, the loser of a close combat falling back.
    Forced {
        element: usize,
        from: [f32; 2],
        to: [f32; 2],
    },
    /// `hits` hits on `element` from `by`, or from a battery or aircraft when `None`.
    Hit {
        element: usize,
        by: Option<usize>,
        hits: u8,
    },
    /// A beaten zone where shells or bombs fell: its centre, size (across x along) and facing.
    Zone {
        center: [f32; 2],
        size: [f32; 2],
        facing: f32,
    },
    KnockedOut {
        element: usize,
    },
    Pinned {
        element: usize,
    },
    Unpinned {
        element: usize,
    },
    Frightened {
        element: usize,
    },
    Routed {
        element: usize,
    },
    Rallied {
        element: usize,
    },
    Arrived {
        element: usize,
    },
}

impl Mark {
    /// The element it happened to; a beaten zone happened to a place.
    pub fn element(&self) -> Option<usize> {
        match *self {
            Mark::Forced { element, .. }
            | Mark::Hit { element, .. }
            | Mark::KnockedOut { element }
            | Mark::Pinned { element }
            | Mark::Unpinned { element }
            | Mark::Frightened { element }
            | Mark::Routed { element }
            | Mark::Rallied { element }
            | Mark::Arrived { element } => Some(element),
            Mark::Zone { .. } => None,
        }
    }
}

/// Equality is over every field, so "a rejected order changes nothing" and "a replay is the game
/// as played" can be asserted of the whole state. The scenario, ruleset and terrain compare by
/// value, not by `Arc::ptr_eq`: a game replayed from a record (which parses the scenario again)
/// is the same game as the one played, and a game on an edited scenario is not.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub(super) scenario: Arc<Scenario>,
    pub(super) rules: Arc<Ruleset>,
    pub(super) terrain: Arc<TerrainMap>,
    pub(super) turn: u32,
    pub(super) phase: Phase,
    /// Index of the side whose move it is.
    pub(super) active: usize,
    /// Sides in the order they act: the initiative side first [SRC].
    pub(super) order_of_play: [usize; 2],
    /// Sides in the order they move this turn: `order_of_play`, unless troops are engaged and
    /// the deciding side chose otherwise [SRC].
    pub(super) move_order: [usize; 2],
    /// The side that may still choose to move first or second this turn [SRC].
    pub(super) choosing: Option<usize>,
    /// The game before the first side's forced moves, while the choice is open: a choice to
    /// move second goes back to it.
    pub(super) before_choice: Option<Box<Game>>,
    pub(super) units: Vec<UnitState>,
    pub(super) elements: Vec<ElementState>,
    pub(super) brigade_hqs: Vec<Option<usize>>,
    pub(super) dice: Dice,
    pub(super) log: Vec<Roll>,
    pub(super) events: Vec<Event>,
    index: HashMap<String, usize>,
    /// Errors that stop the game from going on (a scripted list ran out at a phase change).
    pub(super) halted: Option<String>,
    /// Fire declared this phase, in order.
    pub(super) declarations: Vec<super::fire::Declaration>,
    /// Smoke from wrecks, blocking sight [SRC smoke; INF duration].
    pub(super) smoke: Vec<super::sight::Smoke>,
    /// Elements that have taken their one knockout test this turn [SRC].
    pub(super) ko_tested: Vec<bool>,
    /// Hits on each armoured vehicle this turn, for the fright test [SRC].
    pub(super) tank_hits: Vec<u8>,
    /// Close combat attacks on each armoured vehicle this turn: they count for its fright test
    /// with its hits [SRC "count the number of attacks"].
    pub(super) tank_attacks: Vec<u8>,
    /// Each brigade's morale [SRC brigade morale].
    pub(super) brigades: Vec<super::morale::BrigadeMorale>,
    /// Close combats begun in the movement phase: (attacker, defender) [INF].
    pub(super) assaults: Vec<(usize, usize)>,
    /// Who won, once the battle is over.
    pub(super) result: Option<super::morale::BattleResult>,
    /// Artillery batteries and whether each has fired this turn [INF].
    pub(super) batteries: Vec<super::support::BatteryState>,
    /// Each side's aircraft sorties this turn [INF].
    pub(super) sorties: [super::support::Sorties; 2],
}

/// Read access for everyone outside the rules: the game changes only through `apply`.
impl Game {
    pub fn scenario(&self) -> &Arc<Scenario> {
        &self.scenario
    }
    pub fn rules(&self) -> &Arc<Ruleset> {
        &self.rules
    }
    pub fn terrain(&self) -> &Arc<TerrainMap> {
        &self.terrain
    }
    pub fn turn(&self) -> u32 {
        self.turn
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// Index of the side whose move it is.
    pub fn active(&self) -> usize {
        self.active
    }
    /// Sides in the order they act: the initiative side first [SRC].
    pub fn order_of_play(&self) -> [usize; 2] {
        self.order_of_play
    }
    /// Sides in the order they move this turn [SRC].
    pub fn move_order(&self) -> [usize; 2] {
        self.move_order
    }
    /// The side that may still choose to move first or second (`MoveFirst`) this turn.
    pub fn choosing(&self) -> Option<usize> {
        self.choosing
    }
    pub fn units(&self) -> &[UnitState] {
        &self.units
    }
    pub fn elements(&self) -> &[ElementState] {
        &self.elements
    }
    /// Each brigade's HQ element, if it has one.
    pub fn brigade_hqs(&self) -> &[Option<usize>] {
        &self.brigade_hqs
    }
    pub fn dice(&self) -> &Dice {
        &self.dice
    }
    /// Every die rolled, in order.
    pub fn log(&self) -> &[Roll] {
        &self.log
    }
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    /// Why the game cannot go on, if it cannot.
    pub fn halted(&self) -> Option<&str> {
        self.halted.as_deref()
    }
    /// Fire declared this phase, in order.
    pub fn declarations(&self) -> &[super::fire::Declaration] {
        &self.declarations
    }
    pub fn smoke(&self) -> &[super::sight::Smoke] {
        &self.smoke
    }
    pub fn ko_tested(&self) -> &[bool] {
        &self.ko_tested
    }
    pub fn tank_hits(&self) -> &[u8] {
        &self.tank_hits
    }
    pub fn tank_attacks(&self) -> &[u8] {
        &self.tank_attacks
    }
    pub fn brigades(&self) -> &[super::morale::BrigadeMorale] {
        &self.brigades
    }
    /// Close combats begun in the movement phase: (attacker, defender).
    pub fn assaults(&self) -> &[(usize, usize)] {
        &self.assaults
    }
    /// Who won, once the battle is over.
    pub fn result(&self) -> Option<&super::morale::BattleResult> {
        self.result.as_ref()
    }
}

impl Game {
    /// A new battle at the start of turn 1: reinforcements off table, action points rolled.
    pub fn new(
        scenario: Arc<Scenario>,
        rules: Arc<Ruleset>,
        dice: DiceSource,
    ) -> Result<Self, Rejection> {
        let mut g = Game::without_forces(scenario, rules, dice);
        g.add_forces()?;
        g.add_support()?;
        g.start_turn().map_err(dice_rejection)?;
        Ok(g)
    }

    /// The battle before the start of turn 1, with the table and no forces on it yet; the
    /// side with the initiative acts first [SRC].
    fn without_forces(scenario: Arc<Scenario>, rules: Arc<Ruleset>, dice: DiceSource) -> Self {
        let terrain = Arc::new(TerrainMap::new(&scenario, &rules));
        let first = scenario
            .sides
            .iter()
            .position(|s| s.initiative)
            .unwrap_or(0);
        Game {
            turn: 1,
            phase: Phase::ActionPoints,
            active: first,
            order_of_play: [first, 1 - first.min(1)],
            move_order: [first, 1 - first.min(1)],
            choosing: None,
            before_choice: None,
            units: Vec::new(),
            elements: Vec::new(),
            brigade_hqs: Vec::new(),
            dice: Dice::new(dice),
            log: Vec::new(),
            events: Vec::new(),
            index: HashMap::new(),
            halted: None,
            declarations: Vec::new(),
            brigades: Vec::new(),
            assaults: Vec::new(),
            result: None,
            smoke: Vec::new(),
            ko_tested: Vec::new(),
            tank_hits: Vec::new(),
            tank_attacks: Vec::new(),
            batteries: Vec::new(),
            sorties: Default::default(),
            terrain,
            scenario,
            rules,
        }
    }

    /// Every brigade of every force, in the file's order: brigades, units and elements are
    /// numbered by it.
    fn add_forces(&mut self) -> Result<(), Rejection> {
        let scenario = self.scenario.clone();
        for force in &scenario.forces {
            let side = scenario.side_index(&force.side).unwrap_or(0);
            for b in &force.brigades {
                self.add_brigade(b, side)?;
            }
        }
        Ok(())
    }

    /// A brigade: its morale, then its HQ, then its units.
    fn add_brigade(&mut self, b: &Brigade, side: usize) -> Result<(), Rejection> {
        let brigade = self.brigades.len();
        let rules = &self.rules;
        self.brigades.push(super::morale::BrigadeMorale {
            name: b.name.clone(),
            side,
            communist: rules.faction_id(&b.commander)
                == Some(rules.communist_brigades.commander_id),
            state: super::morale::BrigadeState::Fresh,
        });
        let hq = match &b.hq {
            Some(e) => Some(self.add_element(e, side, None, brigade, 0)?),
            None => None,
        };
        self.brigade_hqs.push(hq);
        for u in &b.units {
            self.add_unit(u, side, brigade)?;
        }
        Ok(())
    }

    /// A unit and its elements; a reinforcement's elements wait off the table.
    fn add_unit(&mut self, u: &UnitDef, side: usize, brigade: usize) -> Result<(), Rejection> {
        let ui = self.units.len();
        let arrives = u.arrives.as_ref().map_or(0, |t| t.value);
        let rules = &self.rules;
        // Resolved in this order, so the first unknown name is the one reported.
        let kind = resolve(rules.unit_kind_id(&u.kind), &u.kind, "unit-kind")?;
        let quality = resolve(rules.quality_id(&u.quality), &u.quality, "quality")?;
        let faction = resolve(rules.faction_id(&u.faction), &u.faction, "faction")?;
        self.units.push(UnitState {
            id: u.id.value.clone(),
            name: u.name.clone(),
            side,
            brigade,
            quality,
            rolls_action_points: rules[kind].rolls_action_points,
            ap: 0,
            ap_left: 0,
            tanks_run: false,
            peninsular: u.peninsular,
            peninsular_tested: false,
            lost_tank: false,
            arrives,
            kind,
            faction,
            start_elements: u.elements.len() as u32,
            lost_at_turn_start: 0,
            knocked_out_this_turn: 0,
        });
        for e in u.elements.iter() {
            self.add_element(e, side, Some(ui), brigade, arrives)?;
        }
        Ok(())
    }

    fn add_element(
        &mut self,
        e: &crate::scenario::format::ElementDef,
        side: usize,
        unit: Option<usize>,
        brigade: usize,
        arrives: u32,
    ) -> Result<usize, Rejection> {
        let kind = resolve(self.rules.element_type_id(&e.kind), &e.kind, "element-type")?;
        let i = self.elements.len();
        let base = e.base(&self.rules).unwrap_or(Base {
            center: Vec2::ZERO,
            width: 1.0,
            depth: 1.0,
            facing: 0.0,
        });
        self.elements.push(ElementState {
            id: e.id.value.clone(),
            label: e.label().to_string(),
            side,
            unit,
            brigade,
            kind,
            base,
            status: if arrives > 1 {
                Status::Awaiting
            } else {
                Status::Ready
            },
            pinned: false,
            move_used: 0.0,
            moved: false,
            carried_by: None,
            frightened: false,
            column_follower: false,
            attached_from: None,
            rally_tried: false,
        });
        self.index.insert(e.id.value.clone(), i);
        Ok(i)
    }

    pub fn element_index(&self, id: &str) -> Result<usize, Rejection> {
        self.index.get(id).copied().ok_or_else(|| {
            Rejection::new(RuleId::UnknownElement, msg!("rej-unknown-element", id = id))
        })
    }

    pub fn element(&self, id: &str) -> Option<&ElementState> {
        self.index.get(id).map(|i| &self.elements[*i])
    }

    pub fn def(&self, e: &ElementState) -> &ElementTypeDef {
        &self.rules[e.kind]
    }

    pub fn side_name(&self, side: usize) -> &str {
        self.scenario
            .sides
            .get(side)
            .map_or("?", |s| s.name.as_str())
    }

    pub fn side_index(&self, id: &str) -> Option<usize> {
        self.scenario.side_index(id)
    }

    /// Apply one order. A rejected order leaves the game exactly as it was.
    ///
    /// Orders that roll no dice check everything before they change anything, so they are
    /// applied in place: nothing is copied. (Debug builds copy the game anyway and check, after
    /// every refusal, that the refused order changed nothing.) An order that rolls dice can be
    /// stopped half way by a die still to be typed in, so it is played on a copy, without the
    /// dice log and events, which only grow and are cut back on a refusal.
    pub fn apply(&mut self, order: &Order) -> OrderResult {
        let result = self.apply_counted(order);
        if result.is_ok() {
            self.dice.order_accepted();
        }
        result
    }

    fn apply_counted(&mut self, order: &Order) -> OrderResult {
        if let Some(h) = &self.halted {
            return Err(Rejection::new(
                RuleId::GameHalted,
                msg!("rej-game-halted", h = h),
            ));
        }
        if order.rolls_no_dice() {
            return self.apply_in_place(order);
        }
        let (log_len, events_len) = (self.log.len(), self.events.len());
        let log = std::mem::take(&mut self.log);
        let events = std::mem::take(&mut self.events);
        let mut next = self.clone();
        next.log = log;
        next.events = events;
        match next.apply_inner(order) {
            Ok(()) => {
                *self = next;
                Ok(())
            }
            Err(e) => {
                next.log.truncate(log_len);
                next.events.truncate(events_len);
                self.log = std::mem::take(&mut next.log);
                self.events = std::mem::take(&mut next.events);
                Err(e)
            }
        }
    }

    #[cfg(not(debug_assertions))]
    fn apply_in_place(&mut self, order: &Order) -> OrderResult {
        self.apply_inner(order)
    }

    #[cfg(debug_assertions)]
    fn apply_in_place(&mut self, order: &Order) -> OrderResult {
        let before = self.clone();
        let result = self.apply_inner(order);
        if result.is_err() && *self != before {
            *self = before;
            panic!(
                "{order:?} was refused after it had changed the game: an order without dice must check everything first"
            );
        }
        result
    }

    /// The game as it stands, to be played on in imagination with dice of its own: a copy
    /// without the dice log or events, whose dice are a fresh stream from `seed`. A computer
    /// player looks ahead only through this, so it never learns the game's own dice to come
    /// (a plain copy of a seeded game carries the generator's state).
    pub fn imagined(&self, seed: u64) -> Game {
        self.without_log(Dice::new(DiceSource::Seeded(seed)))
    }

    /// `imagined`, with each die keyed to what it is rolled for (`dice::KeyedDice`), so that
    /// two futures played from the same seed share the dice of every roll they have in common.
    pub fn imagined_keyed(&self, seed: u64) -> Game {
        self.without_log(Dice::keyed(seed))
    }

    /// Shared dice: side `side`'s share of roll `roll` (1 for the first), from the other
    /// machine. A share is not an order and changes nothing but the dice: the order that
    /// waited for it can be given again. Refused for other dice, or a share out of order or
    /// different from one already given.
    pub fn give_share(
        &mut self,
        side: usize,
        roll: usize,
        share: super::shared_dice::Hex32,
    ) -> Result<(), super::shared_dice::GiveError> {
        self.dice
            .shared_mut()
            .ok_or_else(not_shared)?
            .give(side, roll, share)
    }

    /// Shared dice: side `side` reveals its secret, which must match its commitment. The
    /// shares are checked against it by `trinchera verify` (crate `verify`).
    pub fn reveal_secret(
        &mut self,
        side: usize,
        secret: super::shared_dice::Hex32,
    ) -> Result<(), super::shared_dice::GiveError> {
        self.dice
            .shared_mut()
            .ok_or_else(not_shared)?
            .reveal(side, secret)
    }

    /// Shared dice: reveal the secrets this process holds (a local game at its end).
    pub fn reveal_held_secrets(&mut self) {
        if let Some(s) = self.dice.shared_mut() {
            s.reveal_held();
        }
    }

    /// The game taken back to `self`, an earlier copy (undo), keeps the shares and secrets of
    /// shared dice given since to `now`: they are not orders, and are not taken back.
    pub fn keep_dice_given(&mut self, now: &Game) {
        self.dice.keep_given(&now.dice);
    }

    /// Back to `before` in the middle of an order, keeping the count of orders and the shares
    /// given since.
    pub(super) fn go_back_to(&mut self, before: Game) {
        let now = std::mem::replace(self, before);
        self.dice.go_back_keeping(&now.dice);
    }

    /// Shared dice: the shares and dice as they would stand after trying `order` on a copy,
    /// up to the roll it waits for. A machine holding one side's secret learns from it which
    /// shares of its own the order needs (each bound to the point of the game it is rolled
    /// at), to send them once the order is fixed; nothing here changes the game.
    pub fn shared_after_trial(&self, order: &Order) -> Option<super::shared_dice::SharedDice> {
        self.dice.shared()?;
        let mut trial = self.clone();
        // Only the dice matter here: whether it was refused is what `apply` answers.
        let _ = trial.apply_inner(order);
        trial.dice.shared().cloned()
    }

    /// The dice an order waiting for a typed die has used so far, with what each did: the
    /// order is tried on a copy, so nothing here is in the game or its log until the last die
    /// is in and the order goes through.
    pub fn dice_so_far(&self, order: &Order) -> Vec<Roll> {
        if self.halted.is_some() {
            return Vec::new();
        }
        let mut trial = self.clone();
        let before = trial.log.len();
        // Only the rolls matter here: whether it was refused is what `apply` answers.
        let _ = trial.apply_inner(order);
        trial.log.split_off(before.min(trial.log.len()))
    }

    fn apply_inner(&mut self, order: &Order) -> OrderResult {
        if self.phase == Phase::GameOver && !matches!(order, Order::Roll(_) | Order::RollByHand(_))
        {
            return Err(Rejection::new(
                RuleId::GameOver,
                msg!("rej-game-over", turns = &self.scenario.turns.value),
            ));
        }
        if matches!(
            order,
            Order::Roll(_) | Order::RollByHand(_) | Order::MoveFirst { .. }
        ) {
            return self.apply_order(order);
        }
        self.check_choice_made()?;
        // Any other order closes the choice of who moves first, unless it is refused: a
        // refused order changes nothing. (One that ends the phase may open the next turn's.)
        let open = (self.choosing.take(), self.before_choice.take());
        let result = self.apply_order(order);
        if result.is_err() {
            (self.choosing, self.before_choice) = open;
        }
        result
    }

    fn apply_order(&mut self, order: &Order) -> OrderResult {
        if matches!(order, Order::Roll(_) | Order::RollByHand(true)) && self.dice.shared().is_some()
        {
            return Err(Rejection::new(
                RuleId::DiceSharedNotByHand,
                msg!("rej-dice-shared-not-by-hand"),
            ));
        }
        match order {
            Order::Roll(values) => {
                if let Some(v) = values.iter().find(|v| !(1..=6).contains(*v)) {
                    return Err(Rejection::new(
                        RuleId::NotADie,
                        msg!("rej-not-a-die", v = v),
                    ));
                }
                self.dice.push_typed(values);
                Ok(())
            }
            Order::RollByHand(on) => {
                self.dice.set_by_hand(*on);
                Ok(())
            }
            Order::EndPhase { side } => self.end_phase(side),
            Order::Bombard { battery, at } => self.order_bombard(battery, *at),
            Order::AirStrike { side, at } => self.order_air_strike(side, *at),
            Order::Move {
                element,
                to,
                facing,
                via,
            } => self.order_move(element, *to, *facing, via),
            Order::MoveGroup {
                elements,
                by,
                facing,
            } => self.order_move_group(elements, *by, *facing),
            Order::Formation { elements, places } => self.order_formation(elements, places),
            Order::Mount { elements, into } => self.order_mount(elements, into),
            Order::Dismount { elements } => self.order_dismount(elements),
            Order::Limber { gun, to } => self.order_limber(gun, to),
            Order::Unlimber { gun } => self.order_unlimber(gun),
            Order::MountGroup { pairs } => self.order_mount_group(pairs),
            Order::LimberGroup { pairs } => self.order_limber_group(pairs),
            Order::UnlimberGroup { guns } => self.order_unlimber_group(guns),
            Order::MoveFirst { side, first } => self.order_move_first(side, *first),
            Order::Assault { element, target } => self.order_assault(element, target),
            Order::Fire {
                element,
                target,
                weapon,
                shots,
            } => self.order_fire(element, target, weapon.as_deref(), *shots),
        }
    }

    /// A copy to try orders on and throw away, without the dice log and the events: they grow
    /// all game, no rule reads them back, and the move preview makes a copy every frame.
    pub fn scratch(&self) -> Game {
        self.without_log(self.dice.clone())
    }

    /// The game without its dice log and events, rolling `dice`: what `imagined` and `scratch`
    /// both are. Every field by name, so a field added to the game must be thought about here.
    fn without_log(&self, dice: Dice) -> Game {
        Game {
            scenario: self.scenario.clone(),
            rules: self.rules.clone(),
            terrain: self.terrain.clone(),
            turn: self.turn,
            phase: self.phase,
            active: self.active,
            order_of_play: self.order_of_play,
            move_order: self.move_order,
            choosing: self.choosing,
            before_choice: self.before_choice.clone(),
            units: self.units.clone(),
            elements: self.elements.clone(),
            brigade_hqs: self.brigade_hqs.clone(),
            dice,
            log: Vec::new(),
            events: Vec::new(),
            index: self.index.clone(),
            halted: self.halted.clone(),
            declarations: self.declarations.clone(),
            smoke: self.smoke.clone(),
            ko_tested: self.ko_tested.clone(),
            tank_hits: self.tank_hits.clone(),
            tank_attacks: self.tank_attacks.clone(),
            brigades: self.brigades.clone(),
            assaults: self.assaults.clone(),
            result: self.result.clone(),
            batteries: self.batteries.clone(),
            sorties: self.sorties.clone(),
        }
    }

    /// Roll one D6 and log it.
    pub(crate) fn roll(
        &mut self,
        die: Die<'_>,
        outcome: impl Fn(u8) -> Msg,
    ) -> Result<u8, DiceError> {
        let keyed = if self.dice.is_keyed() {
            let key = self.die_key(&die);
            self.dice.keyed_d6(key)
        } else {
            None
        };
        let (value, typed) = match keyed {
            Some(v) => (v, false),
            None => self.dice.d6(die.who, die.purpose, die.needed)?,
        };
        self.log.push(Roll {
            turn: self.turn,
            phase: self.phase,
            kind: die.kind,
            by: die.by,
            again: die.again,
            who: die.who.to_string(),
            purpose: die.purpose.clone(),
            value,
            needed: die.needed.cloned(),
            outcome: outcome(value),
            rule: die.rule.clone(),
            typed,
        });
        Ok(value)
    }

    /// What a die is for, as a number keyed dice draw by: the turn, the phase, the kind of
    /// roll, who rolls and whether it is a second roll.
    fn die_key(&self, die: &Die<'_>) -> u64 {
        let (who, index) = match die.by {
            Roller::Element(i) => (1u64, i),
            Roller::Unit(i) => (2, i),
            Roller::Side(i) => (3, i),
            Roller::Battery(i) => (4, i),
            Roller::Table => (5, 0),
        };
        super::dice::mix(
            u64::from(self.turn)
                | ((self.phase as u64) << 16)
                | ((die.kind as u64) << 24)
                | (who << 32)
                | (u64::from(die.again) << 36),
        ) ^ super::dice::mix(index as u64 ^ 0x5bd1_e995)
    }

    pub(crate) fn event(&mut self, kind: EventKind, text: Msg) {
        self.marked_event(kind, text, Vec::new());
    }

    /// An event with what it did to the table.
    pub(crate) fn marked_event(&mut self, kind: EventKind, text: Msg, marks: Vec<Mark>) {
        self.events.push(Event {
            turn: self.turn,
            phase: self.phase,
            kind,
            text,
            marks,
        });
    }

    /// Elements standing on the table (not awaiting, carried or knocked out).
    pub fn on_table(&self) -> impl Iterator<Item = (usize, &ElementState)> {
        self.elements
            .iter()
            .enumerate()
            .filter(|(_, e)| e.status == Status::Ready)
    }
}

/// A scenario's name, as the game's ruleset knows it. Scenarios are checked against the ruleset
/// they are played with, so this refuses only a scenario checked against another one.
fn resolve<I>(id: Option<I>, name: &str, what: &str) -> Result<I, Rejection> {
    id.ok_or_else(|| {
        Rejection::new(
            RuleId::UnknownName,
            msg!("rej-unknown-name", what = what, name = name),
        )
    })
}

fn not_shared() -> super::shared_dice::GiveError {
    super::shared_dice::GiveError(crate::msg!("dice-not-shared"))
}

pub(super) fn dice_rejection(e: DiceError) -> Rejection {
    let rule = match e {
        DiceError::NeedTyped { .. } => RuleId::DiceByHand,
        DiceError::Exhausted { .. } => RuleId::DiceExhausted,
        DiceError::WaitingShare { .. } => RuleId::DiceWaitingShare,
        DiceError::ShareMismatch { .. } => RuleId::DiceShareMismatch,
    };
    Rejection::new(rule, e.words())
}
