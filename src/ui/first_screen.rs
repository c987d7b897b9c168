//! The first screen's question, drawn over the empty table: carry on a saved game, or a new
//! game on the built-in battle or a shipped one.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::play::first_screen::{FirstChoice, FirstScreen, date_of};

pub(super) fn first_screen(
    mut contexts: EguiContexts,
    screen: Res<FirstScreen>,
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
        ui.add_space(6.0);
        ui.weak(
            "Who plays each side is asked next. `trinchera play FILE` opens a battle directly.",
        );
    });
    Ok(())
}
