//! egui panels over the table.

pub mod game_panel;
pub mod panel;

use bevy::prelude::*;

pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(panel::plugin).add_systems(
            Update,
            crate::play::save_and_undo_keys.run_if(
                resource_exists::<crate::session::GameSession>
                    .and_then(not(bevy_egui::input::egui_wants_any_keyboard_input)),
            ),
        );
    }
}
