//! egui panels over the table.

pub mod aftermath;
pub mod balance_panel;
pub mod computer_panel;
pub mod game_panel;
pub mod panel;
pub mod support_panel;
pub mod timeline;

use bevy::prelude::*;

use crate::play::{TableSession, save_and_undo_keys};
use crate::session::GameSession;
use crate::table::TableSet;

pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((panel::plugin, balance_panel::plugin))
            .add_systems(
                Update,
                timeline::replay_keys.in_set(TableSet::Input).run_if(
                    resource_exists::<crate::play::replaying::Watching>
                        .and_then(not(bevy_egui::input::egui_wants_any_keyboard_input)),
                ),
            )
            .add_systems(
                Update,
                save_and_undo_keys.in_set(TableSet::Input).run_if(
                    resource_exists::<GameSession>
                        .and_then(resource_exists::<TableSession>)
                        .and_then(not(bevy_egui::input::egui_wants_any_keyboard_input)),
                ),
            );
    }
}
