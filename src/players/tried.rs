//! What a player has already done or tried in this step of the game (one side's part of one
//! phase of one turn), so it never gives an order twice and every phase comes to an end.

use std::collections::HashSet;

use crate::rules::{Game, Phase};

#[derive(Default)]
pub(crate) struct Tried {
    step: Option<(u32, Phase, usize)>,
    done: HashSet<String>,
}

impl Tried {
    /// Forget everything when the game has moved on to another step.
    pub(crate) fn follow(&mut self, game: &Game) {
        let now = (game.turn(), game.phase(), game.active());
        if self.step != Some(now) {
            self.step = Some(now);
            self.done.clear();
        }
    }

    /// Whether `key` is done already.
    pub(crate) fn done(&self, key: &str) -> bool {
        self.done.contains(key)
    }

    /// Mark `key` as done; `false` when it already was.
    pub(crate) fn first_time(&mut self, key: impl Into<String>) -> bool {
        self.done.insert(key.into())
    }
}
