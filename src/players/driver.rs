//! Two players at one battle: each is asked for orders while its side is to act, every order
//! goes through `Game::apply`, and the accepted ones make the game's record, which replays to
//! the same game anywhere (`trinchera run`, `trinchera play`).

use std::sync::Arc;

use crate::record::Record;
use crate::rules::dice::DiceSource;
use crate::rules::{Game, Order, Phase, Rejection, Status};
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;

use super::Player;
use super::standing::standing;

/// Caps that keep any player, however confused, from playing a game forever.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Orders one side may give in one of its phases before the driver ends the phase for it.
    pub orders_per_phase: usize,
    /// Orders in a whole game before it is stopped as stuck.
    pub orders_per_game: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            orders_per_phase: 300,
            orders_per_game: 100_000,
        }
    }
}

/// How a played game went, beyond its record.
#[derive(Clone, Debug)]
pub struct Played {
    pub record: Record,
    pub game: Game,
    pub accepted: usize,
    /// Orders each side's player gave that the rules refused.
    pub refused: [usize; 2],
    /// Phases the driver had to end for a player that had given `orders_per_phase` orders.
    pub forced_ends: usize,
    /// Why the game stopped before its end, when it did (a cap, a halted game): put into words
    /// when shown (`simulate`'s JSON keeps it in English).
    pub stopped: Option<crate::words::Msg>,
    /// At the end of each turn played: elements each side has lost (knocked out or routed).
    pub losses_by_turn: Vec<[u32; 2]>,
    /// At the end of each turn played: the side that would win if the battle ended then.
    pub leader_by_turn: Vec<Option<usize>>,
    /// How each side's player went about it.
    pub conduct: [Conduct; 2],
}

/// How a player went about a game, beyond winning: what the issue of a computer opponent
/// holds it to (shots not taken, orders the rules refused, time spent thinking).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Conduct {
    /// Orders it gave (not the driver's own `EndPhase` after a cap).
    pub orders: usize,
    /// Its direct fire phases.
    pub fire_phases: usize,
    /// Fire phases in which it declared nothing although, when the phase began, one of its
    /// elements had a shot with at least 1/3 to hit.
    pub idle_with_a_shot: usize,
    /// Seconds it spent choosing orders in each turn of the game.
    pub think_seconds: Vec<f64>,
}

/// Elements each side has lost: knocked out or routed.
pub fn losses(game: &Game) -> [u32; 2] {
    let mut lost = [0u32; 2];
    for e in game.elements() {
        if e.side < 2 && matches!(e.status, Status::KnockedOut | Status::Routed) {
            lost[e.side] += 1;
        }
    }
    lost
}

/// Play a game from its start with `players[s]` giving the orders of side `s`. `scenario_path`
/// is what the record names (relative to where it will be saved) and `scenario_text` the
/// file's text, for its hashes.
pub fn play(
    scenario: Arc<Scenario>,
    scenario_path: &str,
    scenario_text: &str,
    rules: Arc<Ruleset>,
    seed: u64,
    players: [&mut dyn Player; 2],
    limits: Limits,
) -> Result<Played, Rejection> {
    play_with_dice(
        scenario,
        scenario_path,
        scenario_text,
        rules,
        DiceSource::Seeded(seed),
        players,
        limits,
    )
}

/// `play` with dice from any source: shared dice whose secrets are both held here make every
/// share as its roll comes, and the record keeps them (the secrets are not revealed).
pub fn play_with_dice(
    scenario: Arc<Scenario>,
    scenario_path: &str,
    scenario_text: &str,
    rules: Arc<Ruleset>,
    dice: DiceSource,
    players: [&mut dyn Player; 2],
    limits: Limits,
) -> Result<Played, Rejection> {
    let game = Game::new(scenario, rules, dice.clone())?;
    let mut played = Played {
        record: Record::new(scenario_path.to_string(), scenario_text, dice),
        game,
        accepted: 0,
        refused: [0, 0],
        forced_ends: 0,
        stopped: None,
        losses_by_turn: Vec::new(),
        leader_by_turn: Vec::new(),
        conduct: Default::default(),
    };
    let mut fire_step = FireStep::default();
    let mut thinking = [0.0f64; 2];
    let mut in_step = 0usize;
    let mut step = (
        played.game.turn(),
        played.game.phase(),
        played.game.active(),
    );
    let mut turn = played.game.turn();
    let mut given = 0usize;
    let mut asked_choice: Option<u32> = None;
    while played.game.phase() != Phase::GameOver {
        if let Some(h) = played.game.halted() {
            played.stopped = Some(crate::msg!("sim-why-halted", why = h));
            break;
        }
        if given >= limits.orders_per_game {
            played.stopped = Some(crate::msg!("sim-why-order-cap", orders = given));
            break;
        }
        // Engaged troops [SRC]: the side that decides who moves first is asked once a turn,
        // before anyone moves, whether or not it is the side to act.
        let choice = match played.game.choosing() {
            Some(d) if asked_choice != Some(played.game.turn()) && d < 2 => {
                asked_choice = Some(played.game.turn());
                let began = std::time::Instant::now();
                let first = players[d].choose_move_first(&played.game, d);
                thinking[d] += began.elapsed().as_secs_f64();
                first.map(|first| {
                    played.conduct[d].orders += 1;
                    (d, move_first(&played.game, d, first))
                })
            }
            _ => None,
        };
        let (side, order) = if let Some(c) = choice {
            c
        } else if in_step >= limits.orders_per_phase {
            let side = played.game.active().min(1);
            played.forced_ends += 1;
            (side, super::end_phase(&played.game, side))
        } else {
            let side = played.game.active().min(1);
            let began = std::time::Instant::now();
            let o = players[side].next_order(&played.game, side);
            thinking[side] += began.elapsed().as_secs_f64();
            played.conduct[side].orders += 1;
            (side, o)
        };
        fire_step.before(&played.game, side, &mut played.conduct);
        given += 1;
        in_step += 1;
        match played.game.apply(&order) {
            Ok(()) => {
                played.accepted += 1;
                fire_step.accepted(&order);
                played.record.orders.push(order);
            }
            Err(why) => {
                played.refused[side] += 1;
                if in_step > limits.orders_per_phase {
                    // Even the driver's own `EndPhase` was refused: nothing can move the played.game.
                    played.stopped = Some(crate::msg!(
                        "sim-why-cannot-end-phase",
                        side = played.game.side_name(side),
                        phase = played.game.phase().words(),
                        reason = why.reason
                    ));
                    break;
                }
                players[side].refused(&order, &why);
            }
        }
        let now = (
            played.game.turn(),
            played.game.phase(),
            played.game.active(),
        );
        if now != step {
            step = now;
            in_step = 0;
        }
        if played.game.turn() != turn || played.game.phase() == Phase::GameOver {
            turn = played.game.turn();
            for (s, t) in thinking.iter_mut().enumerate() {
                played.conduct[s].think_seconds.push(std::mem::take(t));
            }
            played.losses_by_turn.push(losses(&played.game));
            played.leader_by_turn.push(standing(&played.game).leader);
        }
    }
    fire_step.close(&mut played.conduct);
    if played.game.dice().shared().is_some() {
        played.record.dice = played.game.dice().source().clone();
    }
    Ok(played)
}

/// `MoveFirst` for a side.
pub fn move_first(game: &Game, side: usize, first: bool) -> Order {
    Order::MoveFirst {
        side: super::side_id(game, side),
        first,
    }
}

/// One side's direct fire step as the driver watches it: whether it had a shot worth taking
/// when it began, and whether it declared anything.
#[derive(Default)]
struct FireStep {
    /// (turn, side) of the step being watched.
    step: Option<(u32, usize)>,
    had_a_shot: bool,
    declared: bool,
}

impl FireStep {
    /// Before `side`'s order: a new fire step of its begins, or the last one is over.
    fn before(&mut self, game: &Game, side: usize, conduct: &mut [Conduct; 2]) {
        let now = (game.phase() == Phase::DirectFire).then_some((game.turn(), side));
        if now == self.step {
            return;
        }
        self.close(conduct);
        self.step = now;
        if let Some((_, s)) = now {
            self.had_a_shot = super::look::has_a_shot(game, s, 1.0 / 3.0);
            self.declared = false;
        }
    }

    fn accepted(&mut self, order: &Order) {
        if matches!(order, Order::Fire { .. }) {
            self.declared = true;
        }
    }

    fn close(&mut self, conduct: &mut [Conduct; 2]) {
        if let Some((_, s)) = self.step.take() {
            conduct[s].fire_phases += 1;
            if self.had_a_shot && !self.declared {
                conduct[s].idle_with_a_shot += 1;
            }
        }
    }
}
