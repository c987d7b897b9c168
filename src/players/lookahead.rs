//! Playing on in imagination: from the game as it stands, one side follows a plan and the
//! other the `scripted` player's rules, with dice of the look-ahead's own, until the side is
//! about to move again a turn later (so the enemy's reply is in it) or the battle ends. The
//! game is copied through `Game::imagined`, so a look-ahead never knows the real dice to come.

use crate::rules::{Game, Phase};

use super::Player;
use super::behaviour::Plan;
use super::driver::Limits;
use super::evaluate::{Temper, worth};
use super::scripted::Scripted;

/// One look-ahead's dice: a seed, and whether each die is keyed to what it is rolled for
/// (`Game::imagined_keyed`) or drawn in turn from the seed's stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stream {
    pub seed: u64,
    pub keyed: bool,
}

impl Stream {
    /// Dice drawn in turn from `seed`, as a game's own seeded dice are.
    pub fn drawn(seed: u64) -> Stream {
        Stream { seed, keyed: false }
    }

    /// The game copied to be played on with this stream's dice.
    fn imagine(self, game: &Game) -> Game {
        if self.keyed {
            game.imagined_keyed(self.seed)
        } else {
            game.imagined(self.seed)
        }
    }
}

/// The worth to `side` of following `plan` from now, with the dice of `stream`.
pub fn playout(game: &Game, side: usize, plan: &Plan, stream: Stream, temper: Temper) -> f64 {
    against_script(game, side, plan, stream, temper, Span::OneTurn)
}

/// `playout` over two turns: `side` follows `plan` this turn and its `next_turn` the turn
/// after, the enemy replying to each.
pub fn playout_two_turns(
    game: &Game,
    side: usize,
    plan: &Plan,
    stream: Stream,
    temper: Temper,
) -> f64 {
    against_script(game, side, plan, stream, temper, Span::TwoTurns)
}

/// `playout` with the enemy following `reply` instead of the `scripted` player's own plan,
/// worth to both: (`side`'s, with `temper`; the enemy's, balanced). The enemy's is what the
/// enemy would choose its reply by.
pub fn playout_against(
    game: &Game,
    side: usize,
    plan: &Plan,
    reply: &Plan,
    stream: Stream,
    temper: Temper,
) -> (f64, f64) {
    let end = play_on(game, side, plan, reply, stream, Span::OneTurn);
    (
        worth(&end, side, temper),
        worth(&end, 1 - side.min(1), Temper::BALANCED),
    )
}

/// The game a turn later, as `playout` weighs it.
pub fn one_turn_on(game: &Game, side: usize, plan: &Plan, stream: Stream) -> Game {
    play_on(game, side, plan, &Plan::default(), stream, Span::OneTurn)
}

/// The worth to `side` of the battle's end when it follows `plan` this turn and the `scripted`
/// player's rules after, the enemy the `scripted` player's throughout: the result (won, lost
/// or drawn), which a look-ahead of one turn can misjudge.
pub fn playout_to_end(
    game: &Game,
    side: usize,
    plan: &Plan,
    stream: Stream,
    temper: Temper,
) -> f64 {
    against_script(game, side, plan, stream, temper, Span::ToEnd)
}

/// `playout_to_end` with `side` following `plan` in every turn to the end, not only this one:
/// the worth of a standing order such as "hold everything until the turn limit".
pub fn playout_kept_to_end(
    game: &Game,
    side: usize,
    plan: &Plan,
    stream: Stream,
    temper: Temper,
) -> f64 {
    against_script(game, side, plan, stream, temper, Span::KeptToEnd)
}

/// The worth to `side` of following `plan` for `span`, the enemy the `scripted` player's.
fn against_script(
    game: &Game,
    side: usize,
    plan: &Plan,
    stream: Stream,
    temper: Temper,
    span: Span,
) -> f64 {
    worth(
        &play_on(game, side, plan, &Plan::default(), stream, span),
        side,
        temper,
    )
}

/// How long a playout runs, and how long `side` follows its plan in it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Span {
    /// Until the enemy has replied; the plan throughout.
    OneTurn,
    /// Until the enemy has replied twice; the plan, then its next turn's.
    TwoTurns,
    /// To the battle's end; the plan this turn, the `scripted` player's rules after.
    ToEnd,
    /// To the battle's end; the plan throughout.
    KeptToEnd,
}

/// The game where the playout stops, `side` following `plan` and the enemy `reply`.
fn play_on(
    game: &Game,
    side: usize,
    plan: &Plan,
    reply: &Plan,
    stream: Stream,
    span: Span,
) -> Game {
    let mut g = stream.imagine(game);
    let mut ours = Scripted::with_plan(plan.clone());
    let mut theirs = Scripted::with_plan(reply.clone());
    let start = g.turn();
    let mut step = (g.turn(), g.phase(), g.active());
    let mut in_step = 0usize;
    let mut switched = false;
    // The driver's cap on one side's orders in one step, after which it ends the step.
    let cap = Limits::default().orders_per_phase;
    loop {
        if g.phase() == Phase::GameOver || g.halted().is_some() {
            break;
        }
        let now = (g.turn(), g.phase(), g.active());
        if span == Span::ToEnd {
            if g.turn() > start && !switched {
                switched = true;
                ours.set_plan(plan.script_after());
            }
        } else if span == Span::TwoTurns {
            if g.turn() > start && !switched {
                switched = true;
                ours.set_plan(plan.next_turn());
            }
            if (g.turn() > start + 1 && g.phase() == Phase::Movement && g.active() == side)
                || g.turn() > start + 2
            {
                break;
            }
        } else if span == Span::OneTurn
            && ((g.turn() > start && g.phase() == Phase::Movement && g.active() == side)
                || g.turn() > start + 1)
        {
            break;
        }
        if now != step {
            step = now;
            in_step = 0;
        }
        let acting = g.active().min(1);
        let player: &mut Scripted = if acting == side {
            &mut ours
        } else {
            &mut theirs
        };
        in_step += 1;
        let order = if in_step > cap {
            super::end_phase(&g, acting)
        } else {
            player.next_order(&g, acting)
        };
        if let Err(why) = g.apply(&order) {
            if in_step > cap {
                break;
            }
            player.refused(&order, &why);
        }
    }
    g
}
