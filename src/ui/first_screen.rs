//! The first screen's question, drawn over the empty table: carry on a saved game, or a new
//! game on the built-in battle or a shipped one.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::play::first_screen::{FirstChoice, FirstScreen, date_of};

pub(super) fn first_screen(
    mut contexts: EguiContexts,
    mut screen: ResMut<FirstScreen>,
    mut choices: MessageWriter<FirstChoice>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Modal::new("first-screen".into()).show(ctx, |ui| {
        ui.set_min_width(520.0);
        ui.set_max_width(620.0);
        ui.horizontal(|ui| {
            ui.heading("trinchera");
            ui.add_space(12.0);
            super::panel::language_switch(ui);
        });
        ui.label(t!("first-tagline"));
        ui.add_space(8.0);
        if let Some(p) = &screen.problem {
            ui.colored_label(egui::Color32::from_rgb(255, 150, 130), p);
            ui.add_space(4.0);
        }
        let mut saved = screen.saved.iter();
        if let Some(newest) = saved.next() {
            let text = t!(
                "first-carry-on",
                title = newest.title.as_str(),
                turn = newest.turn,
                phase = newest.phase.words()
            );
            if ui
                .add(
                    egui::Button::new(egui::RichText::new(text).strong())
                        .min_size(egui::vec2(0.0, 30.0)),
                )
                .on_hover_text(t!(
                    "first-carry-on-tip",
                    path = newest.path.display().to_string(),
                    orders = newest.orders
                ))
                .clicked()
            {
                choices.write(FirstChoice::CarryOn(newest.path.clone()));
            }
            ui.weak(format!(
                "{}{}",
                newest.path.display(),
                newest
                    .saved
                    .map_or(String::new(), |at| t!("first-saved-at", date = date_of(at)))
            ));
            let others: Vec<_> = saved.collect();
            if !others.is_empty() {
                egui::CollapsingHeader::new(t!("first-other-saved", n = others.len()))
                    .id_salt("other-saved")
                    .show(ui, |ui| {
                        for g in others {
                            let text = t!(
                                "first-other-game",
                                title = g.title.as_str(),
                                turn = g.turn,
                                phase = g.phase.words(),
                                when = g
                                    .saved
                                    .map_or(String::new(), |at| format!(" · {}", date_of(at)))
                            );
                            if ui
                                .button(text)
                                .on_hover_text(g.path.display().to_string())
                                .clicked()
                            {
                                choices.write(FirstChoice::CarryOn(g.path.clone()));
                            }
                        }
                    });
            }
            ui.add_space(8.0);
        }
        ui.strong(t!("first-new-game"));
        if ui
            .button(t!("first-new-built-in"))
            .on_hover_text(t!("first-new-built-in-tip"))
            .clicked()
        {
            choices.write(FirstChoice::NewBuiltin);
        }
        if !screen.battles.is_empty() {
            ui.add_space(4.0);
            ui.label(t!("first-or-scenarios"));
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    for b in &screen.battles {
                        if ui
                            .button(&b.title)
                            .on_hover_text(t!(
                                "first-new-on-tip",
                                path = b.path.display().to_string()
                            ))
                            .clicked()
                        {
                            choices.write(FirstChoice::NewOn(b.path.clone()));
                        }
                    }
                });
        }
        ui.add_space(8.0);
        quick_battle(ui, &mut screen, &mut choices);
        ui.add_space(6.0);
        ui.weak(t!("first-who-plays-next"));
        if screen.over_a_game {
            ui.add_space(4.0);
            if ui
                .button(t!("first-back"))
                .on_hover_text(t!("first-back-tip"))
                .clicked()
            {
                choices.write(FirstChoice::Back);
            }
        }
    });
    Ok(())
}

/// A battle generated now: its table's size and its year, then the button.
fn quick_battle(
    ui: &mut egui::Ui,
    screen: &mut FirstScreen,
    choices: &mut MessageWriter<FirstChoice>,
) {
    use crate::generate::Size;
    ui.strong(t!("first-quick"));
    ui.horizontal(|ui| {
        ui.label(t!("first-table"));
        for (size, label) in [
            (Size::Small, "first-small"),
            (Size::Medium, "first-medium"),
            (Size::Large, "first-large"),
        ] {
            ui.radio_value(
                &mut screen.quick_size,
                size,
                crate::words::Msg::new(label).text(),
            );
        }
    });
    ui.horizontal(|ui| {
        ui.label(t!("first-year"));
        ui.radio_value(&mut screen.quick_year, None, t!("first-any-year"));
        for y in [1936, 1937, 1938] {
            ui.radio_value(&mut screen.quick_year, Some(y), y.to_string());
        }
    });
    if ui
        .button(egui::RichText::new(t!("first-quick-button")).strong())
        .on_hover_text(t!("first-quick-tip"))
        .clicked()
    {
        choices.write(FirstChoice::Quick {
            size: screen.quick_size,
            year: screen.quick_year,
        });
    }
}
