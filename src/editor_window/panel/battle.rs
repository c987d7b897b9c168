//! The battle's own fields: title, date, turns, table, description, and each side's name,
//! colour and initiative.

use bevy_egui::egui;

use super::super::Editing;
use super::Action;
use super::fields::Fields;
use crate::editor::Place;
use crate::editor::ops;
use crate::scenario::format::SideDef;

pub(super) fn battle(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let s = e.draft.scenario();
    egui::CollapsingHeader::new(t!("editor-battle"))
        .id_salt("battle")
        .default_open(e.selected.is_none())
        .show(ui, |ui| {
            let mut fields = Fields::new(actions, Some(Place::Meta));
            fields.text(ui, &t!("editor-title"), "title", &s.title, move |s, v| {
                s.title = v
            });
            fields.text(
                ui,
                &t!("editor-date"),
                "date",
                &s.date.value,
                move |s, v| s.date = ops::sp(v),
            );
            ui.horizontal(|ui| {
                let mut turns = s.turns.value;
                ui.label(t!("editor-turns"));
                if ui
                    .add(
                        egui::DragValue::new(&mut turns)
                            .clamp_existing_to_range(false)
                            .range(1..=99),
                    )
                    .changed()
                {
                    fields.set("turns", move |s| s.turns = ops::sp(turns));
                }
                let (w, h) = s.table.value;
                fields.number(
                    ui,
                    &t!("editor-table"),
                    "table-width",
                    w,
                    12.0..=240.0,
                    move |s, v| s.table = ops::sp((v, s.table.value.1)),
                );
                fields.number(ui, "×", "table-height", h, 12.0..=240.0, move |s, v| {
                    s.table = ops::sp((s.table.value.0, v))
                });
            });
            ui.label(t!("editor-description"));
            let mut d = s.description.clone();
            if ui
                .add(
                    egui::TextEdit::multiline(&mut d)
                        .desired_rows(4)
                        .desired_width(330.0),
                )
                .changed()
            {
                fields.set("description", move |s| s.description = d);
            }
            for (i, side) in s.sides.iter().enumerate() {
                side_fields(
                    ui,
                    i,
                    side,
                    &mut Fields::new(fields.actions, Some(Place::Side(i))),
                );
            }
        });
}

/// A side's name, its bases' colour, and whether it moves first. Two rows: in one, the colour
/// and "moves first" were cut at the panel's edge.
fn side_fields(ui: &mut egui::Ui, i: usize, side: &SideDef, fields: &mut Fields) {
    ui.horizontal(|ui| {
        let mut name = side.name.clone();
        ui.label(&side.id.value);
        if ui
            .add(egui::TextEdit::singleline(&mut name).desired_width(200.0))
            .changed()
        {
            fields.set("side-name", move |s| s.sides[i].name = name);
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.add_space(12.0);
        // The bases' colour: the side's own, or the usual red and blue.
        let fill = crate::table::element_style::palette(i, side.colour)
            .fill
            .to_srgba();
        let mut rgb = [fill.red, fill.green, fill.blue].map(|c| (c * 255.0).round() as u8);
        if ui
            .color_edit_button_srgb(&mut rgb)
            .on_hover_text(t!("editor-side-colour-tip"))
            .changed()
        {
            fields.set("side-colour", move |s| {
                s.sides[i].colour = Some((rgb[0], rgb[1], rgb[2]))
            });
        }
        let mut first = side.initiative;
        if ui.checkbox(&mut first, t!("editor-moves-first")).changed() {
            fields.set("initiative", move |s| {
                // One side moves first [SRC]: setting it on one clears the other.
                for (k, d) in s.sides.iter_mut().enumerate() {
                    d.initiative = first && k == i;
                }
            });
        }
    });
}
