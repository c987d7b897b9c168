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
        ui.heading("trinchera");
        ui.label("Spanish Civil War battles, the rules played for you and every die shown.");
        ui.add_space(8.0);
        if let Some(p) = &screen.problem {
            ui.colored_label(egui::Color32::from_rgb(255, 150, 130), p);
            ui.add_space(4.0);
        }
        let mut saved = screen.saved.iter();
        if let Some(newest) = saved.next() {
            let text = format!(
                "Carry on the saved game: {}, turn {}, {} phase",
                newest.title,
                newest.turn,
                newest.phase.name()
            );
            if ui
                .add(
                    egui::Button::new(egui::RichText::new(text).strong())
                        .min_size(egui::vec2(0.0, 30.0)),
                )
                .on_hover_text(format!(
                    "{} ({} orders)",
                    newest.path.display(),
                    newest.orders
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
                    .map_or(String::new(), |t| format!(", saved {}", date_of(t)))
            ));
            let others: Vec<_> = saved.collect();
            if !others.is_empty() {
                egui::CollapsingHeader::new(format!("Other saved games ({})", others.len())).show(
                    ui,
                    |ui| {
                        for g in others {
                            let text = format!(
                                "{}: turn {}, {} phase{}",
                                g.title,
                                g.turn,
                                g.phase.name(),
                                g.saved
                                    .map_or(String::new(), |t| format!(" · {}", date_of(t)))
                            );
                            if ui
                                .button(text)
                                .on_hover_text(g.path.display().to_string())
                                .clicked()
                            {
                                choices.write(FirstChoice::CarryOn(g.path.clone()));
                            }
                        }
                    },
                );
            }
            ui.add_space(8.0);
        }
        ui.strong("A new game");
        if ui
            .button("New game on the built-in battle")
            .on_hover_text("The learning battle; a saved game of it is kept, never written over")
            .clicked()
        {
            choices.write(FirstChoice::NewBuiltin);
        }
        if !screen.battles.is_empty() {
            ui.add_space(4.0);
            ui.label("Or one of the battles in scenarios/:");
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    for b in &screen.battles {
                        if ui
                            .button(&b.title)
                            .on_hover_text(format!(
                                "A new game on {}; its saved games are kept",
                                b.path.display()
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
        ui.weak(
            "Who plays each side is asked next. `trinchera play FILE` opens a battle directly.",
        );
        if screen.over_a_game {
            ui.add_space(4.0);
            if ui
                .button("Back to the game")
                .on_hover_text("The game in progress goes on as it was")
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
    ui.strong("Quick battle");
    ui.horizontal(|ui| {
        ui.label("Table");
        for (size, label) in [
            (Size::Small, "small 48\"x32\""),
            (Size::Medium, "medium 60\"x40\""),
            (Size::Large, "large 72\"x48\""),
        ] {
            ui.radio_value(&mut screen.quick_size, size, label);
        }
    });
    ui.horizontal(|ui| {
        ui.label("Year");
        ui.radio_value(&mut screen.quick_year, None, "any");
        for y in [1936, 1937, 1938] {
            ui.radio_value(&mut screen.quick_year, Some(y), y.to_string());
        }
    });
    if ui
        .button(egui::RichText::new("Quick battle: a new table").strong())
        .on_hover_text(
            "A battle generated for this game (terrain, two sides of the year, objectives), saved in quick-battles/ so it can be played again or edited",
        )
        .clicked()
    {
        choices.write(FirstChoice::Quick {
            size: screen.quick_size,
            year: screen.quick_year,
        });
    }
}
