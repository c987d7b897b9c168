//! The computer at the table. When a side it plays is to act, the game is cloned and sent with
//! that side's player to a worker thread, so the window keeps drawing however long it thinks;
//! the order it brings back goes through the same `OrderRequest` as a person's (dice log,
//! summaries, record, autosave all follow). Its orders come one at a time, with a pause after
//! each (longer after dice) and none while a summary is open, so the person can follow them;
//! the person may skip to the end of its phase. Each of its orders is a wall for undo.

use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Instant;

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;

use super::aftermath::{Aftermath, follow_game};
use super::mode::{Mode, TableMode};
use super::{PlaySet, TableSession};
use crate::players::driver::Limits;
use crate::players::{self, Player, Thought};
use crate::rules::support::SortieFate;
use crate::rules::{Game, Order, Phase};
use crate::session::{ApplyOrders, By, GameSession, OrderOutcome, OrderRequest};

/// Seconds between the computer's orders: long enough to see a base move.
pub const PAUSE_SECONDS: f32 = 0.7;
/// Seconds after an order that rolled dice: long enough for the hits to flash.
pub const PAUSE_AFTER_DICE_SECONDS: f32 = 1.8;
/// What the panel's Why can show, newest first; older thoughts go.
const THOUGHTS_KEPT: usize = 200;

/// One side's part of one phase of one turn: what Skip and the order cap count by.
type Step = (u32, Phase, usize);

/// How a player is made from its name: `players::by_name`, or a test's own players.
pub type Maker = fn(&str) -> Option<Box<dyn Player>>;

/// The game an order was thought for: the order is good for that game only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fingerprint {
    game: u64,
    orders: usize,
    step: Step,
}

fn step_of(g: &Game) -> Step {
    (g.turn(), g.phase(), g.active())
}

/// A side's player, or its name while the player is away thinking.
struct Seat {
    name: String,
    /// Away on the worker thread while it thinks. A player is `Send` but not `Sync`; only the
    /// systems that hold the resource mutably ever touch it.
    player: SyncCell<Option<Box<dyn Player>>>,
}

/// What the worker brings back.
struct Answer {
    player: Box<dyn Player>,
    order: Order,
    thoughts: Vec<Thought>,
}

struct Thinking {
    side: usize,
    about: Fingerprint,
    answer: SyncCell<Receiver<Answer>>,
    since: Instant,
}

/// An order thought of, waiting for its moment.
struct Ready {
    about: Fingerprint,
    order: Order,
    /// The cap's `EndPhase`, not the player's own.
    forced: bool,
}

/// An order sent to the session and not yet answered.
struct Given {
    side: usize,
    order: Order,
    forced: bool,
    log_before: usize,
    queued_before: usize,
    positions: Vec<Vec2>,
}

/// The computer's last accepted order and what it did on the table, for the panel and for the
/// table's glide and flash.
#[derive(Clone, Debug)]
pub struct LastOrder {
    pub side: usize,
    pub order: Order,
    /// Elements it moved: (element, from, to).
    pub moved: Vec<(usize, Vec2, Vec2)>,
    /// Fire it declared: (shooter, target).
    pub fire: Option<(usize, usize)>,
    /// What came of its air strike, read from the dice it rolled: aimed is not struck.
    pub sortie: Option<SortieFate>,
    /// Seconds since it was applied.
    pub age: f32,
}

/// What the computer is doing, for the panel.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Doing {
    /// Not its turn.
    Nothing,
    /// Its worker is thinking, for this many seconds so far.
    Thinking { side: usize, seconds: f32 },
    /// It has its order and waits: for the pause after its last one, or a summary to close.
    Waiting { side: usize },
}

#[derive(Resource)]
pub struct Computer {
    maker: Maker,
    seats: [Option<Seat>; 2],
    thinking: Option<Thinking>,
    ready: Option<Ready>,
    in_flight: Option<Given>,
    /// Seconds left of the pause after its last order.
    pause: f32,
    /// The step whose orders go without pauses.
    skip: Option<Step>,
    /// Orders given in the step so far, for the cap that ends a phase for a confused player.
    in_step: Option<(Step, usize)>,
    /// Newest last.
    thoughts: VecDeque<Thought>,
    pub last: Option<LastOrder>,
    /// The panel's Why is open.
    pub why_open: bool,
    orders_given: usize,
    /// The game it plays, by `TableSession::games_begun`.
    game: u64,
    /// The (game, turn) whose choice of who moves first it has made.
    asked_choice: Option<(u64, u32)>,
}

impl Default for Computer {
    fn default() -> Self {
        Computer::with_maker(players::by_name)
    }
}

impl Computer {
    /// A computer whose players are made by `maker` (tests give their own players).
    pub fn with_maker(maker: Maker) -> Self {
        Computer {
            maker,
            seats: [None, None],
            thinking: None,
            ready: None,
            in_flight: None,
            pause: 0.0,
            skip: None,
            in_step: None,
            thoughts: VecDeque::new(),
            last: None,
            why_open: false,
            orders_given: 0,
            game: 0,
            asked_choice: None,
        }
    }

    /// What it weighed, newest first.
    pub fn thoughts(&self) -> impl Iterator<Item = &Thought> {
        self.thoughts.iter().rev()
    }

    /// Keep what a player weighed, for Why; the oldest go past `THOUGHTS_KEPT`.
    pub fn heard(&mut self, thoughts: Vec<Thought>) {
        self.thoughts.extend(thoughts);
        while self.thoughts.len() > THOUGHTS_KEPT {
            self.thoughts.pop_front();
        }
    }

    /// Orders of its accepted in this game.
    pub fn orders_given(&self) -> usize {
        self.orders_given
    }

    pub fn doing(&self) -> Doing {
        if let Some(t) = &self.thinking {
            return Doing::Thinking {
                side: t.side,
                seconds: t.since.elapsed().as_secs_f32(),
            };
        }
        match (&self.ready, &self.in_flight) {
            (Some(r), _) => Doing::Waiting {
                side: r.about.step.2,
            },
            (None, Some(g)) => Doing::Waiting { side: g.side },
            (None, None) => Doing::Nothing,
        }
    }

    /// The rest of this phase of the computer's goes without pauses, and without waiting for
    /// the summaries of its steps.
    pub fn skip_phase(&mut self, g: &Game) {
        self.skip = Some(step_of(g));
        self.pause = 0.0;
    }

    /// Whether the computer's phase now is being skipped.
    pub fn skipping(&self, g: &Game) -> bool {
        self.skip == Some(step_of(g))
    }

    /// Everything of the game before goes: a new game has fresh players.
    fn forget(&mut self, game: u64) {
        *self = Computer {
            why_open: self.why_open,
            game,
            ..Computer::with_maker(self.maker)
        };
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Computer>().add_systems(
        Update,
        (
            (seat_players, drive)
                .chain()
                .after(PlaySet::StartGame)
                .before(ApplyOrders),
            after_its_order
                .in_set(PlaySet::AfterOrders)
                .after(follow_game),
        )
            // While a replay is watched the game waits, and so does its computer player.
            .run_if(
                resource_exists::<GameSession>
                    .and_then(resource_exists::<TableSession>)
                    .and_then(super::mode::orders_flow),
            ),
    );
}

/// A player for each side the computer plays, fresh for each game; a name no player has goes
/// back to a person, who is told.
fn seat_players(mut table: ResMut<TableSession>, mut computer: ResMut<Computer>) {
    if computer.game != table.games_begun {
        computer.forget(table.games_begun);
    }
    let maker = computer.maker;
    for side in 0..2 {
        let wanted = table.seats.level(side).map(str::to_string);
        let seated = computer.seats[side].as_ref().map(|s| s.name.clone());
        if wanted == seated {
            continue;
        }
        computer.seats[side] = None;
        let Some(name) = wanted else {
            continue;
        };
        match maker(&name) {
            Some(p) => {
                computer.seats[side] = Some(Seat {
                    name,
                    player: SyncCell::new(Some(p)),
                });
            }
            None => {
                table.seats.computer[side] = None;
                table.tell(
                    t!(
                        "note-no-computer-player",
                        name = name.as_str(),
                        known = crate::seats::known_players(),
                        side = side
                    ),
                    true,
                );
            }
        }
    }
}

/// Think while it is the computer's step, and give the order when its moment comes.
fn drive(
    time: Res<Time>,
    mut table: ResMut<TableSession>,
    session: Res<GameSession>,
    mut after: ResMut<Aftermath>,
    mut computer: ResMut<Computer>,
    mut orders: MessageWriter<OrderRequest>,
    mode: Mode,
) {
    let asking_seats = mode.is(TableMode::AskingSeats);
    let dt = time.delta_secs();
    computer.pause = (computer.pause - dt).max(0.0);
    if let Some(last) = &mut computer.last {
        last.age += dt;
    }
    collect_answer(&mut computer, &mut table, session.game());
    let g = session.game();
    if let Some((side, order)) = choose_move_first(&mut computer, &table, asking_seats, g) {
        give(&mut computer, g, &after, &mut orders, side, order, false);
        return;
    }
    let step = step_of(g);
    if computer.skip.is_some_and(|s| s != step) {
        computer.skip = None;
    }
    let side = g.active();
    let its_turn = g.phase() != Phase::GameOver
        && g.halted().is_none()
        && !asking_seats
        && table.seats.is_computer(side)
        && computer.seats.get(side).is_some_and(Option::is_some);
    if !its_turn || computer.in_flight.is_some() {
        return;
    }
    let about = Fingerprint {
        game: table.games_begun,
        orders: session.record().orders.len(),
        step,
    };
    if computer.ready.as_ref().is_some_and(|r| r.about != about) {
        computer.ready = None;
    }
    if computer.in_step.is_none_or(|(s, _)| s != step) {
        computer.in_step = Some((step, 0));
    }
    let given = computer.in_step.map_or(0, |(_, n)| n);
    if computer.ready.is_none() && computer.thinking.is_none() {
        if given >= Limits::default().orders_per_phase {
            // A player that never ends its phase cannot stall the game: the driver's cap.
            computer.ready = Some(Ready {
                about,
                order: players::end_phase(g, side),
                forced: true,
            });
        } else {
            start_thinking(&mut computer, g, side, about);
        }
    }
    let skipping = computer.skip == Some(step);
    if skipping {
        after.close_passing();
    }
    // Its first order would close the person's choice of who moves first unmade.
    let person_chooses = person_chooses(g, &table);
    if computer.ready.is_none()
        || person_chooses
        || (!skipping && (computer.pause > 0.0 || !after.is_empty()))
    {
        return;
    }
    let Some(ready) = computer.ready.take() else {
        return;
    };
    computer.in_step = Some((step, given + 1));
    give(
        &mut computer,
        g,
        &after,
        &mut orders,
        side,
        ready.order,
        ready.forced,
    );
}

/// Send the computer's order, remembering where the game stood for what follows it.
fn give(
    computer: &mut Computer,
    g: &Game,
    after: &Aftermath,
    orders: &mut MessageWriter<OrderRequest>,
    side: usize,
    order: Order,
    forced: bool,
) {
    computer.in_flight = Some(Given {
        side,
        order: order.clone(),
        forced,
        log_before: g.log().len(),
        queued_before: after.len(),
        positions: g.elements().iter().map(|e| e.base.center).collect(),
    });
    orders.write(OrderRequest::computer(order));
}

/// Engaged troops and the computer decides who moves first [SRC]: it chooses before anyone
/// moves, whichever side is to act, once a turn. It weighs only two look-aheads, so it thinks
/// on the main thread rather than let the person's first order close the choice unmade.
fn choose_move_first(
    computer: &mut Computer,
    table: &TableSession,
    asking_seats: bool,
    g: &Game,
) -> Option<(usize, Order)> {
    let d = g.choosing()?;
    let asked = (table.games_begun, g.turn());
    if asking_seats
        || !table.seats.is_computer(d)
        || computer.asked_choice == Some(asked)
        || computer.in_flight.is_some()
        || computer.thinking.as_ref().is_some_and(|t| t.side == d)
    {
        return None;
    }
    computer.asked_choice = Some(asked);
    let seat = computer.seats.get_mut(d)?.as_mut()?;
    let player = seat.player.get().as_mut()?;
    let first = player.choose_move_first(g, d);
    let thoughts = player.thoughts();
    computer.heard(thoughts);
    first.map(|first| (d, players::driver::move_first(g, d, first)))
}

/// Whether a person is to choose who moves first [SRC engaged troops] while the computer would
/// move: it waits for the choice.
pub fn person_chooses(g: &Game, table: &TableSession) -> bool {
    g.choosing()
        .is_some_and(|c| c != g.active() && table.seats.is_person(c))
}

/// Send the side's player off to think about a copy of the game.
fn start_thinking(computer: &mut Computer, g: &Game, side: usize, about: Fingerprint) {
    let maker = computer.maker;
    let Some(seat) = computer.seats.get_mut(side).and_then(Option::as_mut) else {
        return;
    };
    // A player lost with a worker that failed is made again.
    let Some(mut player) = seat.player.get().take().or_else(|| maker(&seat.name)) else {
        return;
    };
    let (tx, rx) = channel();
    let mut game = g.clone();
    // At the table the person may roll every die by hand, the computer's too: it thinks as if
    // the game's dice rolled (it would otherwise hand them back first), and its order then
    // waits for the person's die (`after_its_order`).
    if game.dice().by_hand() {
        let _ = game.apply(&Order::RollByHand(false));
    }
    let worker = std::thread::Builder::new()
        .name("trinchera-computer".into())
        .spawn(move || {
            // A person is waiting: its look-aheads may have the whole machine.
            let order = crate::players::cores::on_every_core(|| player.next_order(&game, side));
            let thoughts = player.thoughts();
            // Nobody listens when the window has gone on to another game: that is fine.
            let _ = tx.send(Answer {
                player,
                order,
                thoughts,
            });
        });
    match worker {
        Ok(_) => {
            computer.thinking = Some(Thinking {
                side,
                about,
                answer: SyncCell::new(rx),
                since: Instant::now(),
            });
        }
        Err(e) => error!("the computer cannot start thinking: {e}"),
    }
}

/// The worker's answer, if it has come: the player back in its seat, its thoughts kept, its
/// order ready if the game is still the one it thought about.
fn collect_answer(computer: &mut Computer, table: &mut TableSession, g: &Game) {
    let Some(thinking) = &mut computer.thinking else {
        return;
    };
    let answer = match thinking.answer.get().try_recv() {
        Ok(a) => a,
        Err(TryRecvError::Empty) => return,
        Err(TryRecvError::Disconnected) => {
            // The player failed (a bug in it): it gives up the phase rather than stall it.
            let side = thinking.side;
            let about = thinking.about;
            computer.thinking = None;
            table.tell(t!("note-computer-failed", side = g.side_name(side)), true);
            computer.ready = Some(Ready {
                about,
                order: players::end_phase(g, side),
                forced: true,
            });
            return;
        }
    };
    let (side, about) = (thinking.side, thinking.about);
    computer.thinking = None;
    if let Some(seat) = computer.seats.get_mut(side).and_then(Option::as_mut)
        && seat.name == answer.player.name()
    {
        *seat.player.get() = Some(answer.player);
    }
    computer.heard(answer.thoughts);
    computer.ready = Some(Ready {
        about,
        order: answer.order,
        forced: false,
    });
}

/// What became of the computer's order: accepted (already a wall for undo, where orders are
/// applied), its steps that touch nothing of the person's pass by themselves, and the pause
/// begins; refused, its player is told and thinks again.
fn after_its_order(
    mut outcomes: MessageReader<OrderOutcome>,
    session: Res<GameSession>,
    mut table: ResMut<TableSession>,
    mut after: ResMut<Aftermath>,
    mut computer: ResMut<Computer>,
) {
    for o in outcomes.read() {
        if o.by != By::Computer {
            continue;
        }
        let Some(given) = computer.in_flight.take() else {
            continue;
        };
        match &o.result {
            // The person rolls the dice by hand, the computer's too: its order waits for the
            // die, which the prompt asks of the person naming whose roll it is; typed in, the
            // order is given again and is still the computer's.
            Err(why) if why.needs_die() => {
                let g = session.game();
                table.pending = Some(OrderRequest::computer(o.order.clone()));
                table.die_prompt = Some(t!(
                    "note-computer-roll",
                    side = g.side_name(given.side),
                    reason = why.reason.clone()
                ));
                table.dice_in = g.dice_so_far(&o.order);
                computer.in_flight = Some(given);
            }
            Ok(()) => {
                if table
                    .pending
                    .as_ref()
                    .is_some_and(|p| p.order == o.order && p.by == By::Computer)
                {
                    table.pending = None;
                    table.die_prompt = None;
                    table.dice_in.clear();
                }
                computer.orders_given += 1;
                let g = session.game();
                let rolled = g.log().len() > given.log_before;
                computer.pause = if computer.skip.is_some() {
                    0.0
                } else if rolled {
                    PAUSE_AFTER_DICE_SECONDS
                } else {
                    PAUSE_SECONDS
                };
                let people = [table.seats.is_person(0), table.seats.is_person(1)];
                after.let_pass(given.queued_before, g, people);
                computer.last = Some(shown(g, &given));
            }
            Err(why) if given.forced => {
                // Even the cap's own end of phase was refused: nothing the computer can give
                // moves the game on, so the side goes to the person.
                let g = session.game();
                let text = t!(
                    "note-computer-could-not-end",
                    side = g.side_name(given.side),
                    phase = g.phase().words(),
                    reason = why.reason.clone()
                );
                if let Some(c) = table.seats.computer.get_mut(given.side) {
                    *c = None;
                }
                table.tell(text, true);
            }
            Err(why) => {
                // Its order typed in and refused for another reason: no die waits for it now,
                // and a later die must not send it again.
                if table.pending.as_ref().is_some_and(|p| p.by == By::Computer) {
                    table.pending = None;
                    table.die_prompt = None;
                    table.dice_in.clear();
                }
                if let Some(seat) = computer.seats.get_mut(given.side).and_then(Option::as_mut)
                    && let Some(p) = seat.player.get().as_mut()
                {
                    p.refused(&given.order, why);
                }
            }
        }
    }
}

/// What an accepted order did on the table: the bases it moved and the fire it declared.
fn shown(g: &Game, given: &Given) -> LastOrder {
    let moved = g
        .elements()
        .iter()
        .enumerate()
        .filter_map(|(i, e)| {
            let from = *given.positions.get(i)?;
            (from.distance(e.base.center) > 0.01).then_some((i, from, e.base.center))
        })
        .collect();
    let fire = match &given.order {
        Order::Fire {
            element, target, ..
        } => g
            .element_index(element)
            .ok()
            .zip(g.element_index(target).ok()),
        _ => None,
    };
    let sortie = match &given.order {
        Order::AirStrike { at, .. } => {
            g.sortie_fate(*at, g.log().get(given.log_before..).unwrap_or_default())
        }
        _ => None,
    };
    LastOrder {
        side: given.side,
        order: given.order.clone(),
        moved,
        fire,
        sortie,
        age: 0.0,
    }
}
