//! A computer at one end of a network game: asked for an order whenever its side is to act
//! and nothing is on its way, like the driver of a local game (`players::driver`).

use std::sync::Mutex;

use crate::players::{self, Player};
use crate::rules::{Game, Order, Phase, Rejection};

/// Orders one side may give in one of its phases before its phase is ended for it (the
/// driver's cap: a confused player cannot stall the game on the other machine).
const ORDERS_PER_PHASE: usize = 300;

pub struct Seat {
    /// `Player` is `Send` but not `Sync`; a Bevy resource must be both.
    player: Mutex<Box<dyn Player>>,
    pub side: usize,
    asked_choice: Option<u32>,
    step: (u32, Phase, usize),
    in_step: usize,
}

impl Seat {
    pub fn new(level: &str, side: usize) -> Result<Seat, String> {
        let player = players::by_name(level).ok_or_else(|| {
            t!(
                "cli-no-such-player",
                name = level,
                known = crate::seats::known_players()
            )
        })?;
        Ok(Seat {
            player: Mutex::new(player),
            side,
            asked_choice: None,
            step: (0, Phase::GameOver, 2),
            in_step: 0,
        })
    }

    /// The order the computer gives now, if its side is to act.
    pub fn next(&mut self, game: &Game) -> Option<Order> {
        // The other side waits on it, a person or a machine: the whole machine may think.
        players::cores::on_every_core(|| self.order_now(game))
    }

    fn order_now(&mut self, game: &Game) -> Option<Order> {
        if game.phase() == Phase::GameOver || game.halted().is_some() {
            return None;
        }
        let mut player = self.player.lock().unwrap_or_else(|p| p.into_inner());
        if game.choosing() == Some(self.side) && self.asked_choice != Some(game.turn()) {
            self.asked_choice = Some(game.turn());
            if let Some(first) = player.choose_move_first(game, self.side) {
                return Some(players::driver::move_first(game, self.side, first));
            }
        }
        if game.active() != self.side {
            return None;
        }
        let now = (game.turn(), game.phase(), game.active());
        if now != self.step {
            self.step = now;
            self.in_step = 0;
        }
        self.in_step += 1;
        if self.in_step > ORDERS_PER_PHASE {
            return Some(players::end_phase(game, self.side));
        }
        Some(player.next_order(game, self.side))
    }

    /// The order was refused (by the rules here, or by the host).
    pub fn refused(&mut self, order: &Order, why: &Rejection) {
        self.player
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .refused(order, why);
    }
}
