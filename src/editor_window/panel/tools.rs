//! The tools (select, terrain, bases, objective) and what each puts down.

use bevy_egui::egui;

use super::super::{Editing, Target, Tool};
use super::Action;
use crate::editor::Place;
use crate::editor::ops::{self, ShapeKind};
use crate::editor::place;
use crate::ruleset::{Ruleset, ShapeClass};
use crate::scenario::Scenario;

/// The row of tools, and the options of the one in hand.
pub(super) fn tools(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        for (tool, name, tip) in [
            (
                Tool::Select,
                t!("editor-tool-select"),
                t!("editor-tool-select-tip"),
            ),
            (
                Tool::Terrain,
                t!("editor-tool-terrain"),
                t!("editor-tool-terrain-tip"),
            ),
            (
                Tool::Element,
                t!("editor-tool-bases"),
                t!("editor-tool-bases-tip"),
            ),
            (
                Tool::Objective,
                t!("editor-tool-objective"),
                t!("editor-tool-objective-tip"),
            ),
        ] {
            if ui
                .selectable_label(e.tool == tool, name)
                .on_hover_text(tip)
                .clicked()
            {
                actions.push(Box::new(move |e| {
                    e.tool = tool;
                    e.drawing = None;
                }));
            }
        }
    });
    match e.tool {
        Tool::Select => {
            ui.label(egui::RichText::new(t!("editor-select-hint")).small());
        }
        Tool::Terrain => terrain_options(ui, e, actions),
        Tool::Element => element_options(ui, e, actions),
        Tool::Objective => objective_options(ui, e, actions),
    }
}

/// The kind and shape of the feature the terrain tool draws.
fn terrain_options(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let rules = &e.rules;
    let mut kind = e.terrain_kind.clone();
    let mut shape = e.shape;
    ui.horizontal(|ui| {
        ui.label(t!("editor-kind"));
        egui::ComboBox::from_id_salt("terrain_kind")
            .selected_text(label_of_kind(rules, &kind))
            .show_ui(ui, |ui| {
                for t in &rules.terrain {
                    ui.selectable_value(&mut kind, t.name.value.clone(), &t.label);
                }
            });
    });
    let class = rules.terrain(&kind).map(|t| t.shape);
    ui.horizontal(|ui| {
        ui.label(t!("editor-shape"));
        for k in ShapeKind::ALL {
            let fits = match class {
                Some(ShapeClass::Area) => k != ShapeKind::Polyline,
                Some(ShapeClass::Linear) => k == ShapeKind::Polyline,
                _ => true,
            };
            if fits {
                ui.selectable_value(&mut shape, k, k.name());
            }
        }
    });
    ui.label(
        egui::RichText::new(match shape {
            ShapeKind::Polygon => t!("editor-hint-polygon"),
            ShapeKind::Polyline => t!("editor-hint-line"),
            ShapeKind::Rect => t!("editor-hint-rect"),
            ShapeKind::Circle => t!("editor-hint-circle"),
        })
        .small(),
    );
    if kind != e.terrain_kind || shape != e.shape {
        // A line kind draws lines; an area kind never does.
        let shape = match class {
            Some(ShapeClass::Linear) => ShapeKind::Polyline,
            Some(ShapeClass::Area) if shape == ShapeKind::Polyline => ShapeKind::Polygon,
            _ => shape,
        };
        actions.push(Box::new(move |e| {
            if e.shape != shape {
                e.drawing = None;
            }
            e.terrain_kind = kind;
            e.shape = shape;
        }));
    }
}

/// The type of base the bases tool puts down, and the unit it goes into.
fn element_options(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let rules = &e.rules;
    let mut kind = e.element_type.clone();
    ui.horizontal(|ui| {
        ui.label(t!("editor-type"));
        egui::ComboBox::from_id_salt("element_type")
            .selected_text(&kind)
            .show_ui(ui, |ui| {
                for t in &rules.element_types {
                    ui.selectable_value(&mut kind, t.name.value.clone(), &t.name.value);
                }
            });
    });
    if kind != e.element_type {
        actions.push(Box::new(move |e| e.element_type = kind));
    }
    let s = e.draft.scenario();
    let mut target = e.target;
    ui.horizontal(|ui| {
        ui.label(t!("editor-into"));
        egui::ComboBox::from_id_salt("target")
            .width(260.0)
            .selected_text(target.map_or_else(|| t!("editor-no-unit-yet"), |t| target_name(s, t)))
            .show_ui(ui, |ui| {
                for t in all_targets(s) {
                    ui.selectable_value(&mut target, Some(t), target_name(s, t));
                }
            });
    });
    if target != e.target {
        actions.push(Box::new(move |e| e.target = target));
    }
    new_brigade_buttons(ui, s, actions);
}

/// The side that holds the objectives the objective tool marks.
fn objective_options(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let s = e.draft.scenario();
    let mut side = e.objective_side.clone();
    ui.horizontal(|ui| {
        ui.label(t!("editor-held-by"));
        for d in &s.sides {
            ui.selectable_value(&mut side, d.id.value.clone(), &d.name);
        }
    });
    if side != e.objective_side {
        actions.push(Box::new(move |e| e.objective_side = side));
    }
}

pub(super) fn new_brigade_buttons(ui: &mut egui::Ui, s: &Scenario, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        for d in &s.sides {
            let side = d.id.value.clone();
            if ui
                .small_button(t!("editor-new-brigade", side = &d.name))
                .clicked()
            {
                actions.push(Box::new(move |e| {
                    let rules = e.rules.clone();
                    let (force, brigade, unit) =
                        e.change(msg!("editor-step-add-brigade"), None, |s| {
                            let (f, b) = ops::add_brigade(s, &rules, &side);
                            (f, b, ops::add_unit(s, &rules, f, b))
                        });
                    e.target = Some(Target {
                        force,
                        brigade,
                        unit,
                    });
                    e.selected = Some(Place::Brigade { force, brigade });
                }));
            }
        }
    });
}

pub(super) fn label_of_kind(rules: &Ruleset, kind: &str) -> String {
    rules
        .terrain(kind)
        .map_or(kind.to_string(), |t| t.label.clone())
}

pub(super) fn all_targets(s: &Scenario) -> Vec<Target> {
    let mut v = Vec::new();
    for (fi, f) in s.forces.iter().enumerate() {
        for (bi, b) in f.brigades.iter().enumerate() {
            v.push(Target {
                force: fi,
                brigade: bi,
                unit: None,
            });
            for ui in 0..b.units.len() {
                v.push(Target {
                    force: fi,
                    brigade: bi,
                    unit: Some(ui),
                });
            }
        }
    }
    v
}

pub(super) fn target_name(s: &Scenario, t: Target) -> String {
    place::into_name(s, t.force, t.brigade, t.unit)
}
