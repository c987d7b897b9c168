//! The editor's panel: the file and its state, undo and redo, the tools and what they put
//! down, the selection's fields, the problems `check` finds (each one selects what it is
//! about), the tree of forces, and the scenario's own fields. A field's typing is one step to
//! undo, however many letters it takes. A file per section of the panel; every field is made
//! through `fields::Fields`.

mod battle;
mod fields;
mod lists;
mod selection;
mod support;
mod tools;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Editing;
use crate::table::camera::PanelWidth;

const WIDTH: f32 = 360.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (panel, dialogs).chain());
}

/// What the panel asks for, done once the panel is drawn (the panel reads the draft while it
/// draws it, so it cannot change it then).
type Action = Box<dyn FnOnce(&mut Editing) + Send + Sync>;

fn panel(
    mut contexts: EguiContexts,
    mut editing: ResMut<Editing>,
    mut width: ResMut<PanelWidth>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut actions: Vec<Action> = Vec::new();
    crate::ui::panel::left_panel(ctx, "editor", WIDTH, &mut width, |ui| {
        // Long lines (a path, a problem) wrap inside the panel rather than widen it.
        ui.set_max_width(WIDTH - 24.0);
        header(ui, &editing, &mut actions);
        ui.separator();
        tools::tools(ui, &editing, &mut actions);
        ui.separator();
        problems(ui, &editing, &mut actions);
        selection::selection(ui, &editing, &mut actions);
        ui.separator();
        lists::forces(ui, &editing, &mut actions);
        lists::objectives(ui, &editing, &mut actions);
        support::support(ui, &editing, &mut actions);
        battle::battle(ui, &editing, &mut actions);
    });
    // The panel's actions name things by their place in the scenario it drew: once one has
    // changed the scenario, the rest of this frame's could name the wrong thing, and wait.
    for a in actions {
        let drawn = editing.generation;
        a(&mut editing);
        if editing.generation != drawn {
            break;
        }
    }
    Ok(())
}

fn header(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let s = e.draft.scenario();
    ui.heading(t!("editor-heading", title = &s.title));
    let state = if e.draft.unsaved() {
        egui::RichText::new(t!("editor-unsaved")).color(egui::Color32::from_rgb(240, 190, 80))
    } else {
        egui::RichText::new(t!("editor-saved-state")).color(egui::Color32::from_gray(170))
    };
    ui.add(
        egui::Label::new(egui::RichText::new(e.draft.path.display().to_string()).monospace())
            .wrap(),
    );
    ui.label(state);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(e.draft.unsaved(), egui::Button::new(t!("editor-save")))
            .on_hover_text(t!("editor-save-tip"))
            .clicked()
        {
            actions.push(Box::new(|e| e.save()));
        }
        let undo = e
            .draft
            .undo_name()
            .map(|w| t!("editor-undo-tip", what = w.clone()));
        if ui
            .add_enabled(undo.is_some(), egui::Button::new(t!("editor-undo")))
            .on_hover_text(undo.unwrap_or_else(|| t!("undo-nothing")))
            .clicked()
        {
            actions.push(Box::new(|e| e.undo()));
        }
        let redo = e
            .draft
            .redo_name()
            .map(|w| t!("editor-redo-tip", what = w.clone()));
        if ui
            .add_enabled(redo.is_some(), egui::Button::new(t!("editor-redo")))
            .on_hover_text(redo.unwrap_or_else(|| t!("editor-nothing-to-redo")))
            .clicked()
        {
            actions.push(Box::new(|e| e.redo()));
        }
    });
    if let Some((text, refusal)) = e.shown_message() {
        let colour = if *refusal {
            egui::Color32::from_rgb(240, 120, 100)
        } else {
            egui::Color32::from_rgb(150, 210, 150)
        };
        ui.label(egui::RichText::new(text.text()).color(colour));
    }
}

fn problems(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let list = e.draft.problems();
    if list.is_empty() {
        ui.label(
            egui::RichText::new(t!("editor-check-passes"))
                .color(egui::Color32::from_rgb(150, 210, 150)),
        );
        return;
    }
    let red = egui::Color32::from_rgb(240, 120, 100);
    ui.label(
        egui::RichText::new(t!("editor-problems", n = list.len()))
            .color(red)
            .strong(),
    );
    for p in list {
        // The line of the file as Save writes it (`check` on the saved file says the same),
        // in the checker's own words.
        let text = match &p.help {
            Some(h) => t!(
                "editor-problem-line-help",
                line = p.line,
                message = &p.message,
                help = h
            ),
            None => t!("editor-problem-line", line = p.line, message = &p.message),
        };
        let r = ui.add(
            egui::Label::new(egui::RichText::new(text).color(red)).sense(egui::Sense::click()),
        );
        if let Some(place) = p.place
            && r.on_hover_text(t!("editor-problem-pick")).clicked()
        {
            actions.push(Box::new(move |e| e.selected = Some(place)));
        }
    }
    ui.separator();
}

/// Closing with unsaved changes, and the file changed by hand while the draft has changes.
fn dialogs(
    mut contexts: EguiContexts,
    mut editing: ResMut<Editing>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if editing.closing {
        let mut choice = None;
        egui::Modal::new("closing".into()).show(ctx, |ui| {
            ui.heading(t!("editor-ask-save"));
            ui.label(t!(
                "editor-ask-unsaved",
                path = editing.draft.path.display().to_string()
            ));
            ui.horizontal(|ui| {
                if ui.button(t!("editor-save-and-close")).clicked() {
                    choice = Some(0);
                }
                if ui.button(t!("editor-close-without-saving")).clicked() {
                    choice = Some(1);
                }
                if ui.button(t!("editor-cancel")).clicked() {
                    choice = Some(2);
                }
            });
        });
        match choice {
            Some(0) => {
                editing.save();
                if !editing.draft.unsaved() {
                    exit.write(AppExit::Success);
                }
                editing.closing = false;
            }
            Some(1) => {
                exit.write(AppExit::Success);
            }
            Some(_) => editing.closing = false,
            None => {}
        }
    }
    if editing.on_disk.is_some() {
        let mut choice = None;
        egui::Modal::new("on_disk".into()).show(ctx, |ui| {
            ui.heading(t!("editor-changed-on-disk"));
            ui.label(t!("editor-changed-on-disk-why"));
            ui.horizontal(|ui| {
                if ui
                    .button(t!("editor-take-in"))
                    .on_hover_text(t!("editor-take-in-tip"))
                    .clicked()
                {
                    choice = Some(true);
                }
                if ui
                    .button(t!("editor-keep-mine"))
                    .on_hover_text(t!("editor-keep-mine-tip"))
                    .clicked()
                {
                    choice = Some(false);
                }
            });
        });
        match choice {
            Some(true) => {
                if let Some(text) = editing.on_disk.take() {
                    editing.take_in(&text);
                }
            }
            Some(false) => {
                // Asked once for this version of the file: it stays known, not taken.
                editing.keep_mine();
            }
            None => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::Place;
    use crate::words::{Lang, misses, with_lang};

    fn editing() -> Editing {
        Editing::valdemoro()
    }

    /// Every text the panel draws for `e`, in a frame of egui without a window (the second,
    /// once egui has measured the first).
    fn drawn(e: &Editing) -> Vec<String> {
        fn texts(s: &egui::Shape, out: &mut Vec<String>) {
            match s {
                egui::Shape::Text(t) => out.push(t.galley.text().to_string()),
                egui::Shape::Vec(v) => v.iter().for_each(|s| texts(s, out)),
                _ => {}
            }
        }
        let ctx = egui::Context::default();
        let mut out = Vec::new();
        for _ in 0..2 {
            let mut frame = ctx.run_ui(egui::RawInput::default(), |ui| {
                let mut actions = Vec::new();
                header(ui, e, &mut actions);
                tools::tools(ui, e, &mut actions);
                problems(ui, e, &mut actions);
                selection::selection(ui, e, &mut actions);
                lists::forces(ui, e, &mut actions);
                lists::objectives(ui, e, &mut actions);
                support::support(ui, e, &mut actions);
                battle::battle(ui, e, &mut actions);
            });
            // No painter takes the font's texture here.
            frame.textures_delta.clear();
            out.clear();
            frame.shapes.iter().for_each(|c| texts(&c.shape, &mut out));
        }
        out
    }

    #[test]
    fn the_editors_panel_draws_its_words_in_spanish() {
        let mut e = editing();
        e.change(msg!("editor-step-set", field = "title"), None, |s| {
            s.title = "Valdemoro, febrero de 1937".into()
        });
        e.tell(msg!("editor-drawing-given-up"), false);
        let es = with_lang(Lang::Es, || drawn(&e));
        for word in [
            "Editando: Valdemoro, febrero de 1937",
            "● cambios sin guardar",
            "Guardar",
            "Deshacer",
            "Rehacer",
            "Dibujo abandonado",
            "Seleccionar",
            "Peanas",
            "✔ `check` da por bueno este escenario",
            "Título",
            "mueve primero",
        ] {
            assert!(es.iter().any(|t| t == word), "{word} not in {es:#?}");
        }
        assert!(es.iter().any(|t| t.starts_with("Fuerzas (")), "{es:#?}");
        // The same panel in English, as the tests read it.
        let en = with_lang(Lang::En, || drawn(&e));
        for word in ["Save", "Undo", "Select", "Title", "moves first"] {
            assert!(en.iter().any(|t| t == word), "{word} not in {en:#?}");
            assert!(!es.iter().any(|t| t == word), "{word} left in English");
        }
        // A picked base: its heading, fields and the unit's, in Spanish.
        e.selected = crate::editor_window::find_by_id(e.draft.scenario(), "ban6-2");
        assert!(matches!(e.selected, Some(Place::Element(_))));
        let es = with_lang(Lang::Es, || drawn(&e));
        for word in [
            "Etiqueta",
            "encaramiento",
            "Peana de tamaño propio",
            "Calidad",
            "Borrar (Supr)",
        ] {
            assert!(es.iter().any(|t| t == word), "{word} not in {es:#?}");
        }
        let missed: Vec<String> = misses()
            .into_iter()
            .filter(|m| m.contains("editor-"))
            .collect();
        assert!(missed.is_empty(), "{missed:?}");
    }
}
