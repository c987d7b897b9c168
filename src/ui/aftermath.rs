//! The summary of each resolution step, over the table where the marks can be seen: what the
//! dice did, in a few lines, and every event with its rule for the player who asks why. The
//! player closes it (Enter or the button) before the next step, or the next side, comes up.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::play::aftermath::Aftermath;
use crate::table::camera::PanelWidth;

pub(super) fn summary_window(
    mut contexts: EguiContexts,
    mut after: ResMut<Aftermath>,
    width: Res<PanelWidth>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
) -> Result {
    let Some(step) = after.current().cloned() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let waiting = after.len();
    let passing = after.current_passes();
    let mut close = keys.as_deref().is_some_and(|k| {
        (k.just_pressed(KeyCode::Enter) || k.just_pressed(KeyCode::NumpadEnter))
            && !ctx.text_edit_focused()
    });
    let mut close_all = false;
    let title = if waiting > 1 {
        t!("summary-more", title = step.title(), n = waiting - 1)
    } else {
        step.title()
    };
    egui::Window::new(title)
        .id("aftermath".into())
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(width.0 + 12.0, 12.0))
        .default_width(360.0)
        .show(ctx, |ui| {
            // The computer's own steps that touch nothing of the player's go by themselves.
            if passing {
                ui.weak(t!("summary-computers"));
            }
            for line in &step.lines {
                let text = egui::RichText::new(line.text.text());
                if line.grave() {
                    ui.label(text.strong().color(egui::Color32::from_rgb(255, 150, 130)));
                } else {
                    ui.label(text);
                }
            }
            if !step.details.is_empty() {
                egui::CollapsingHeader::new(t!("summary-why", n = step.details.len()))
                    .id_salt("why")
                    .default_open(false)
                    .show(ui, |ui| {
                        for d in &step.details {
                            ui.label(d.text());
                        }
                    });
            }
            ui.horizontal(|ui| {
                let label = if waiting > 1 {
                    t!("summary-next")
                } else {
                    t!("summary-close")
                };
                close |= ui.button(label).clicked();
                if waiting > 1 {
                    close_all |= ui.button(t!("summary-close-all")).clicked();
                }
            });
        });
    if close_all {
        after.close_all();
    } else if close {
        after.close();
    }
    Ok(())
}
