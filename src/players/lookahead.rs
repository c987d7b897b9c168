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

/// The worth to `side` of following `plan` from now, with the dice drawn from `seed`.
pub fn playout(game: &Game, side: usize, plan: &Plan, seed: u64, temper: Temper) -> f64 {
    play_on(game, side, plan, seed, temper, false)
}

/// The worth to `side` of the battle's end when it follows `plan` this turn and the `scripted`
/// player's rules after, the enemy the `scripted` player's throughout: the result (won, lost
/// or drawn), which a look-ahead of one turn can misjudge.
pub fn playout_to_end(game: &Game, side: usize, plan: &Plan, seed: u64, temper: Temper) -> f64 {
    play_on(game, side, plan, seed, temper, true)
}

fn play_on(game: &Game, side: usize, plan: &Plan, seed: u64, temper: Temper, to_end: bool) -> f64 {
    let mut g = game.imagined(seed);
    let mut ours = Scripted::with_plan(plan.clone());
    let mut theirs = Scripted::default();
    let start = g.turn();
    let mut step = (g.turn(), g.phase(), g.active());
    let mut in_step = 0usize;
    // The driver's cap on one side's orders in one step, after which it ends the step.
    let cap = Limits::default().orders_per_phase;
    loop {
        if g.phase() == Phase::GameOver || g.halted().is_some() {
            break;
        }
        let now = (g.turn(), g.phase(), g.active());
        if to_end {
            if g.turn() > start {
                ours.set_plan(Plan::default());
            }
        } else if (g.turn() > start && g.phase() == Phase::Movement && g.active() == side)
            || g.turn() > start + 1
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
    worth(&g, side, temper)
}
