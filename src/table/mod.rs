//! The table as the window draws it: terrain, bases, the camera, picking and the referee's
//! tools. It draws the game in progress (its scenario and its elements), never the file on
//! disk, and changes the game only by sending orders.

pub mod aftermath_marks;
pub mod camera;
pub mod computer_moves;
pub mod element_style;
pub mod labels;
pub mod orders_input;
pub mod picking;
pub mod pieces;
pub mod referee;
pub mod scene;
pub mod shapes;
pub mod support_aim;
pub mod terrain_style;

/// What the table's unit tests share.
#[cfg(test)]
pub(crate) mod testing {
    use std::sync::Arc;

    use crate::rules::Game;
    use crate::rules::dice::DiceSource;
    use crate::ruleset::Ruleset;
    use crate::scenario::{self, DEFAULT_SCENARIO};

    /// The built-in battle, a new game with seeded dice.
    pub(crate) fn default_game() -> Game {
        let rules = Ruleset::default_rules();
        let s = scenario::parse("default.ron", DEFAULT_SCENARIO, &rules).unwrap();
        Game::new(Arc::new(s), Arc::new(rules), DiceSource::Seeded(1)).unwrap()
    }
}

use bevy::prelude::*;

use crate::play::PlaySet;
use crate::session::{ApplyOrders, GameSession};

/// The table's steps in a frame, in this order, around the session's `ApplyOrders`.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableSet {
    /// Where the cursor is on the table, and which base is under it.
    Pointer,
    /// Mouse and keys: the selection, the view, the ruler, orders sent.
    Input,
    /// The table's entities, rebuilt when a game on another version of the scenario begins.
    Rebuild,
    /// The bases moved to where the game has them.
    Pieces,
    /// Overlays and the view following the table.
    Draw,
}

pub struct TablePlugin;

impl Plugin for TablePlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(ClearColor(Color::srgb(0.13, 0.12, 0.11)))
            .configure_sets(
                Update,
                (
                    (TableSet::Pointer, TableSet::Input)
                        .chain()
                        .after(PlaySet::StartGame)
                        .before(ApplyOrders),
                    (TableSet::Rebuild, TableSet::Pieces, TableSet::Draw)
                        .chain()
                        .after(ApplyOrders)
                        .run_if(resource_exists::<GameSession>),
                ),
            )
            .add_plugins((
                scene::plugin,
                aftermath_marks::plugin,
                camera::plugin,
                computer_moves::plugin,
                labels::plugin,
                picking::plugin,
                pieces::plugin,
                orders_input::plugin,
                referee::plugin,
                support_aim::plugin,
            ));
    }
}
