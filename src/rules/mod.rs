//! The game itself, headless: no rendering, no input, no records. `Game::apply(order)` is the
//! one door into it; the session module carries orders to it in an app.

pub mod close_combat;
pub mod dice;
pub mod engaged;
pub mod fire;
pub mod game;
pub mod morale;
pub mod movement;
pub mod order;
pub mod rule_id;
pub mod setup;
pub mod shared_dice;
pub mod sight;
pub mod sight_grid;
pub mod support;
mod tank_fright;
pub mod terrain;
pub mod transport;
mod transport_group;
pub mod turn;

pub use game::{Event, EventKind, Game, Mark, Phase, Status};
pub use order::{Order, Rejection};
pub use rule_id::{RuleId, Tag};
