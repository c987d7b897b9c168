//! The lists under the fields: the tree of forces and the objectives, each line picking
//! what it names.

use bevy_egui::egui;

use super::super::Editing;
use super::Action;
use crate::editor::Place;
use crate::editor::place::ElementAt;

/// The tree of forces: sides, brigades, units, and the bases of the unit picked.
pub(super) fn forces(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let s = e.draft.scenario();
    egui::CollapsingHeader::new(t!("editor-forces", n = s.elements().count()))
        .id_salt("forces")
        .default_open(true)
        .show(ui, |ui| {
            for (fi, f) in s.forces.iter().enumerate() {
                let side = s.side(&f.side.value).map_or(f.side.value.as_str(), |d| d.name.as_str());
                ui.label(egui::RichText::new(side).strong());
                for (bi, b) in f.brigades.iter().enumerate() {
                    let bp = Place::Brigade { force: fi, brigade: bi };
                    pick(ui, e, bp, &format!("  {}", b.name), actions);
                    if let Some(hq) = &b.hq {
                        let p = Place::Element(ElementAt { force: fi, brigade: bi, unit: None, index: 0 });
                        pick(ui, e, p, &format!("      {}", t!("editor-hq", label = hq.label())), actions);
                    }
                    for (ui_, u) in b.units.iter().enumerate() {
                        let up = Place::Unit { force: fi, brigade: bi, unit: ui_ };
                        pick(ui, e, up, &format!("    {} ({})", u.name, u.elements.value.len()), actions);
                        let open = matches!(e.selected, Some(Place::Unit { force, brigade, unit }) if (force, brigade, unit) == (fi, bi, ui_))
                            || matches!(e.selected, Some(Place::Element(at)) if (at.force, at.brigade, at.unit) == (fi, bi, Some(ui_)));
                        if open {
                            for (ei, el) in u.elements.value.iter().enumerate() {
                                let p = Place::Element(ElementAt { force: fi, brigade: bi, unit: Some(ui_), index: ei });
                                pick(ui, e, p, &format!("        {} — {}", el.label(), el.kind.value), actions);
                            }
                        }
                    }
                }
            }
            super::tools::new_brigade_buttons(ui, s, actions);
        });
}

fn pick(ui: &mut egui::Ui, e: &Editing, p: Place, text: &str, actions: &mut Vec<Action>) {
    if ui.selectable_label(e.selected == Some(p), text).clicked() {
        actions.push(Box::new(move |e| e.selected = Some(p)));
    }
}

pub(super) fn objectives(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let s = e.draft.scenario();
    egui::CollapsingHeader::new(t!("editor-objectives", n = s.objectives.len()))
        .id_salt("objectives")
        .default_open(true)
        .show(ui, |ui| {
            for (i, o) in s.objectives.iter().enumerate() {
                let holder = s
                    .side(&o.side)
                    .map_or(o.side.value.as_str(), |d| d.name.as_str());
                pick(
                    ui,
                    e,
                    Place::Objective(i),
                    &format!("  {} ({holder})", o.name),
                    actions,
                );
            }
            if s.objectives.is_empty() {
                ui.weak(t!("editor-no-objectives"));
            }
        });
}
