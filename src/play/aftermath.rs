//! After each order, what its resolution steps did (hits, knockouts, pins, runaway tanks...),
//! queued for the player to read and close one at a time while the table shows the step's
//! marks where they happened. Nothing happens off screen.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::TableSession;
use crate::aftermath::{StepSummary, summarise};
use crate::session::GameSession;

#[derive(Resource, Default)]
pub struct Aftermath {
    /// Steps not yet closed; the first is on screen.
    pub queue: VecDeque<StepSummary>,
    /// Seconds the first step has been on screen, for the table's animations.
    pub age: f32,
    /// How much of the game's log and events has been told.
    seen: (usize, usize),
    /// The game it follows, by `TableSession::games_begun`.
    game: u64,
}

impl Aftermath {
    /// The step on screen.
    pub fn current(&self) -> Option<&StepSummary> {
        self.queue.front()
    }

    /// The player closed the step on screen: the next one, if any, comes up.
    pub fn close(&mut self) {
        self.queue.pop_front();
        self.age = 0.0;
    }

    /// Everything so far has been told.
    fn catch_up(&mut self, seen: (usize, usize)) {
        self.queue.clear();
        self.age = 0.0;
        self.seen = seen;
    }
}

pub(super) fn follow_game(
    session: Res<GameSession>,
    table: Res<TableSession>,
    time: Res<Time>,
    mut after: ResMut<Aftermath>,
) {
    let g = session.game();
    let now = (g.log().len(), g.events().len());
    if after.game != table.games_begun {
        // A game just put on the table: a saved one brings its history, which is not news,
        // apart from what its last order did, told again where the player left off.
        after.game = table.games_begun;
        after.catch_up(table.recap_from.unwrap_or(now));
    }
    if now.0 < after.seen.0 || now.1 < after.seen.1 {
        // Undone: what was told of the orders taken back no longer stands.
        after.catch_up(now);
        return;
    }
    if now != after.seen {
        let (log, events) = (&g.log()[after.seen.0..], &g.events()[after.seen.1..]);
        let steps = summarise(g, log, events);
        after.queue.extend(steps);
        after.seen = now;
    }
    if !after.queue.is_empty() {
        after.age += time.delta_secs();
    }
}
