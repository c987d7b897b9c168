//! Setting up a position by hand, outside the rules: for tests that start from a position the
//! scenario format cannot write (a base pinned, a unit's losses forgotten), and for tools that
//! build positions. These are not orders and never reach a record: a game changed this way is a
//! new starting position, not a continuation of the game it came from.

use bevy::math::Vec2;

use super::game::Game;
use super::order::{Rejection, RuleId};

/// Adjustments to a game's position; see the module's note.
pub struct Setup<'g> {
    game: &'g mut Game,
}

impl Game {
    pub fn setup(&mut self) -> Setup<'_> {
        Setup { game: self }
    }
}

impl Setup<'_> {
    fn element(&self, id: &str) -> Result<usize, Rejection> {
        self.game.element_index(id)
    }

    fn unit(&self, id: &str) -> Result<usize, Rejection> {
        self.game
            .units
            .iter()
            .position(|u| u.id == id)
            .ok_or_else(|| Rejection::new(RuleId::UnknownUnit, msg!("rej-unknown-unit", id = id)))
    }

    /// Knock an element out as fire or close combat would (its unit counts the loss).
    pub fn knock_out(&mut self, id: &str) -> Result<&mut Self, Rejection> {
        let i = self.element(id)?;
        self.game.knock_out(i);
        Ok(self)
    }

    /// Put an element's base centre at `to`, keeping its facing.
    pub fn place(&mut self, id: &str, to: Vec2) -> Result<&mut Self, Rejection> {
        let i = self.element(id)?;
        self.game.elements[i].base.center = to;
        Ok(self)
    }

    pub fn pin(&mut self, id: &str) -> Result<&mut Self, Rejection> {
        let i = self.element(id)?;
        self.game.elements[i].pinned = true;
        Ok(self)
    }

    /// The unit has lost a tank: its tanks no longer run forward on a 1 [SRC].
    pub fn lose_tank(&mut self, unit: &str) -> Result<&mut Self, Rejection> {
        let u = self.unit(unit)?;
        self.game.units[u].lost_tank = true;
        Ok(self)
    }

    /// Forget this turn's knockouts, so no unit takes the 20% rout test for them.
    pub fn forget_knockouts_this_turn(&mut self) -> &mut Self {
        for u in &mut self.game.units {
            u.knocked_out_this_turn = 0;
        }
        self
    }
}
