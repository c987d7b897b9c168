//! egui panels over the table.

pub mod aftermath;
pub mod balance_panel;
pub mod computer_panel;
pub mod first_screen;
pub mod game_panel;
pub mod net_panel;
pub mod panel;
pub mod support_panel;
pub mod timeline;
pub mod transport_panel;

use bevy::prelude::*;

use crate::play::{TableSession, save_and_undo_keys};
use crate::session::GameSession;
use crate::table::TableSet;

/// A box of words beside the cursor (odds, a move's cost, a base's name). It never takes the
/// pointer: egui would otherwise count the cursor as over a window whenever the box sits
/// under it (near the window's edge), and the table would stop hearing the drag it shows. It
/// opens on the side of the cursor with room, so it is never squeezed into breaking words.
pub fn cursor_tip(
    ctx: &bevy_egui::egui::Context,
    id: &'static str,
    pos: bevy_egui::egui::Pos2,
    dy: f32,
) -> bevy_egui::egui::Area {
    use bevy_egui::egui;
    // The widest tip is 420 points: a tip that would not fit to the right goes to the left.
    let room_right = ctx.content_rect().right() - pos.x;
    let (pivot, dx) = if room_right < 440.0 {
        (
            if dy < 0.0 {
                egui::Align2::RIGHT_BOTTOM
            } else {
                egui::Align2::RIGHT_TOP
            },
            -18.0,
        )
    } else {
        (
            if dy < 0.0 {
                egui::Align2::LEFT_BOTTOM
            } else {
                egui::Align2::LEFT_TOP
            },
            18.0,
        )
    };
    egui::Area::new(id.into())
        .fixed_pos(pos + egui::vec2(dx, dy))
        .pivot(pivot)
        .interactable(false)
        .order(egui::Order::Tooltip)
}

pub struct UiPlugin;

impl Plugin for UiPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((panel::plugin, balance_panel::plugin, net_panel::plugin))
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
