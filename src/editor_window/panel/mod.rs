//! The editor's panel: the file and its state, undo and redo, the tools and what they put
//! down, the selection's fields, the problems `check` finds (each one selects what it is
//! about), the tree of forces, and the scenario's own fields. A field's typing is one step to
//! undo, however many letters it takes.

use std::hash::{Hash, Hasher};

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{Editing, Target, Tool};
use crate::editor::Place;
use crate::editor::ops::{self, ShapeKind};
use crate::editor::place::{self, ElementAt};
use crate::ruleset::{Ruleset, ShapeClass};
use crate::scenario::Scenario;
use crate::scenario::format::{ObjectiveAt, Shape};
use crate::table::camera::PanelWidth;

const WIDTH: f32 = 360.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (panel, dialogs).chain());
}

/// What the panel asks for, done once the panel is drawn (the panel reads the draft while it
/// draws it, so it cannot change it then).
type Action = Box<dyn FnOnce(&mut Editing) + Send + Sync>;

/// A field's own gesture: its typing merges into one undo step. Kept apart from the drags'
/// counted gestures by the top bit.
fn field_gesture(selected: Option<Place>, field: &str) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (selected, field).hash(&mut h);
    h.finish() | (1 << 63)
}

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
        tools(ui, &editing, &mut actions);
        ui.separator();
        problems(ui, &editing, &mut actions);
        selection(ui, &editing, &mut actions);
        ui.separator();
        forces(ui, &editing, &mut actions);
        objectives_list(ui, &editing, &mut actions);
        support(ui, &editing, &mut actions);
        scenario_fields(ui, &editing, &mut actions);
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
    ui.heading(format!("Editing: {}", s.title));
    let state = if e.draft.unsaved() {
        egui::RichText::new("● unsaved changes").color(egui::Color32::from_rgb(240, 190, 80))
    } else {
        egui::RichText::new("saved").color(egui::Color32::from_gray(170))
    };
    ui.add(
        egui::Label::new(egui::RichText::new(e.draft.path.display().to_string()).monospace())
            .wrap(),
    );
    ui.label(state);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(e.draft.unsaved(), egui::Button::new("Save"))
            .on_hover_text("Ctrl+S: writes the file in the shipped layout, comments kept")
            .clicked()
        {
            actions.push(Box::new(|e| e.save()));
        }
        let undo = e.draft.undo_name().map(|w| format!("Ctrl+Z: undo {w}"));
        if ui
            .add_enabled(undo.is_some(), egui::Button::new("Undo"))
            .on_hover_text(undo.unwrap_or_else(|| "nothing to undo".into()))
            .clicked()
        {
            actions.push(Box::new(|e| e.undo()));
        }
        let redo = e.draft.redo_name().map(|w| format!("Ctrl+Y: redo {w}"));
        if ui
            .add_enabled(redo.is_some(), egui::Button::new("Redo"))
            .on_hover_text(redo.unwrap_or_else(|| "nothing to redo".into()))
            .clicked()
        {
            actions.push(Box::new(|e| e.redo()));
        }
    });
    if let Some((text, refusal)) = &e.message {
        let colour = if *refusal {
            egui::Color32::from_rgb(240, 120, 100)
        } else {
            egui::Color32::from_rgb(150, 210, 150)
        };
        ui.label(egui::RichText::new(text).color(colour));
    }
}

fn tools(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let rules = &e.rules;
    ui.horizontal_wrapped(|ui| {
        for (tool, name, tip) in [
            (
                Tool::Select,
                "Select",
                "Pick, drag, reshape; Q/E turn a base; Delete removes",
            ),
            (
                Tool::Terrain,
                "Terrain",
                "Press on the table to put down a feature",
            ),
            (
                Tool::Element,
                "Bases",
                "Press on the table to put down a base (several in a row)",
            ),
            (
                Tool::Objective,
                "Objective",
                "Press on a feature, or open ground for a point",
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
            ui.label(
                egui::RichText::new(
                    "Press a base, feature or objective to pick it; drag to move. A picked feature shows its points: drag one, or drag a side's middle to add one. Right-drag pans, the wheel zooms, Home fits.",
                )
                .small(),
            );
        }
        Tool::Terrain => {
            let mut kind = e.terrain_kind.clone();
            let mut shape = e.shape;
            ui.horizontal(|ui| {
                ui.label("Kind");
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
                ui.label("Shape");
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
                    ShapeKind::Polygon => "Press point after point; press the first point to close it (Enter ends, Backspace takes one back, Esc gives up).",
                    ShapeKind::Polyline => "Press point after point; press the last point again or Enter to end it (Backspace takes one back, Esc gives up).",
                    ShapeKind::Rect => "Drag from one corner to the other; a click puts down a 4\" x 3\" one.",
                    ShapeKind::Circle => "Drag from the centre out; a click puts down one 2\" across.",
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
        Tool::Element => {
            let mut kind = e.element_type.clone();
            ui.horizontal(|ui| {
                ui.label("Type");
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
                ui.label("Into");
                egui::ComboBox::from_id_salt("target")
                    .width(260.0)
                    .selected_text(target.map_or("(no unit yet)".into(), |t| target_name(s, t)))
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
        Tool::Objective => {
            let s = e.draft.scenario();
            let mut side = e.objective_side.clone();
            ui.horizontal(|ui| {
                ui.label("To be held by");
                for d in &s.sides {
                    ui.selectable_value(&mut side, d.id.value.clone(), &d.name);
                }
            });
            if side != e.objective_side {
                actions.push(Box::new(move |e| e.objective_side = side));
            }
        }
    }
}

fn new_brigade_buttons(ui: &mut egui::Ui, s: &Scenario, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        for d in &s.sides {
            let side = d.id.value.clone();
            if ui
                .small_button(format!("New brigade: {}", d.name))
                .clicked()
            {
                actions.push(Box::new(move |e| {
                    let rules = e.rules.clone();
                    let (force, brigade, unit) = e.change("add a brigade", None, |s| {
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

fn label_of_kind(rules: &Ruleset, kind: &str) -> String {
    rules
        .terrain(kind)
        .map_or(kind.to_string(), |t| t.label.clone())
}

fn all_targets(s: &Scenario) -> Vec<Target> {
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

fn target_name(s: &Scenario, t: Target) -> String {
    place::into_name(s, t.force, t.brigade, t.unit)
}

fn problems(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let list = e.draft.problems();
    if list.is_empty() {
        ui.label(
            egui::RichText::new("✔ `check` passes this scenario")
                .color(egui::Color32::from_rgb(150, 210, 150)),
        );
        return;
    }
    let red = egui::Color32::from_rgb(240, 120, 100);
    ui.label(
        egui::RichText::new(format!(
            "{} problem{} (ringed in red on the table):",
            list.len(),
            if list.len() == 1 { "" } else { "s" }
        ))
        .color(red)
        .strong(),
    );
    for p in list {
        // The line of the file as Save writes it (`check` on the saved file says the same).
        let text = match &p.help {
            Some(h) => format!("line {}: {} — {h}", p.line, p.message),
            None => format!("line {}: {}", p.line, p.message),
        };
        let r = ui.add(
            egui::Label::new(egui::RichText::new(text).color(red)).sense(egui::Sense::click()),
        );
        if let Some(place) = p.place
            && r.on_hover_text("Pick what this is about").clicked()
        {
            actions.push(Box::new(move |e| e.selected = Some(place)));
        }
    }
    ui.separator();
}

/// A text field; the new text when the author changed it. Its id is its label's, under the
/// picked thing's, so it keeps the keyboard while problems come and go above it.
fn text(ui: &mut egui::Ui, label: &str, value: &str) -> Option<String> {
    let mut v = value.to_string();
    let changed = ui
        .push_id(label, |ui| {
            ui.horizontal(|ui| {
                ui.label(label);
                ui.add(egui::TextEdit::singleline(&mut v).desired_width(230.0))
                    .changed()
            })
            .inner
        })
        .inner;
    changed.then_some(v)
}

fn number(
    ui: &mut egui::Ui,
    label: &str,
    value: f32,
    range: std::ops::RangeInclusive<f32>,
) -> Option<f32> {
    let mut v = value;
    let changed = ui
        .push_id(label, |ui| {
            ui.horizontal(|ui| {
                ui.label(label);
                ui.add(
                    egui::DragValue::new(&mut v)
                        .speed(0.1)
                        .clamp_existing_to_range(false)
                        .range(range)
                        .max_decimals(1),
                )
                .changed()
            })
            .inner
        })
        .inner;
    changed.then_some(ops::snap(v))
}

fn choice(
    ui: &mut egui::Ui,
    label: &str,
    id: &str,
    value: &str,
    names: &[String],
) -> Option<String> {
    let mut v = value.to_string();
    ui.horizontal(|ui| {
        ui.label(label);
        egui::ComboBox::from_id_salt(id)
            .selected_text(&v)
            .show_ui(ui, |ui| {
                for n in names {
                    ui.selectable_value(&mut v, n.clone(), n);
                }
            });
    });
    (v != value).then_some(v)
}

/// Record a field's change as an action on the draft.
fn set(
    actions: &mut Vec<Action>,
    selected: Option<Place>,
    field: &'static str,
    f: impl FnOnce(&mut Scenario) + Send + Sync + 'static,
) {
    let gesture = field_gesture(selected, field);
    actions.push(Box::new(move |e| {
        e.change(format!("set {field}"), Some(gesture), f);
    }));
}

fn names<'a>(it: impl Iterator<Item = &'a str>) -> Vec<String> {
    it.map(str::to_string).collect()
}

fn selection(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    // Fields are told apart by what is picked: typing never carries over to another thing.
    ui.push_id(("selection", e.selected), |ui| {
        selection_fields(ui, e, actions)
    });
}

fn selection_fields(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let s = e.draft.scenario();
    let rules = &e.rules;
    let sel = e.selected;
    match sel {
        Some(Place::Element(at)) => {
            if let Some(el) = place::element(s, at) {
                element_fields(ui, s, rules, at, el, sel, actions);
            }
        }
        Some(Place::Feature(i) | Place::Corner { feature: i, .. }) => {
            if let Some(f) = s.terrain.get(i) {
                feature_fields(ui, rules, i, f, sel, actions);
            }
        }
        Some(Place::Objective(i)) => {
            if let Some(o) = s.objectives.get(i) {
                ui.strong(format!("Objective {}", o.id.value));
                if let Some(v) = text(ui, "Id", &o.id.value) {
                    set(actions, sel, "objective id", move |s| {
                        s.objectives[i].id = ops::sp(v)
                    });
                }
                if let Some(v) = text(ui, "Name", &o.name) {
                    set(actions, sel, "objective name", move |s| {
                        s.objectives[i].name = v
                    });
                }
                let sides = names(s.sides.iter().map(|d| d.id.value.as_str()));
                if let Some(v) = choice(ui, "Held by", "obj_side", &o.side.value, &sides) {
                    set(actions, sel, "objective side", move |s| {
                        s.objectives[i].side = ops::sp(v)
                    });
                }
                // On a feature (held by being near it), or at a point (within 2") [INF Victory].
                let here = match &o.at {
                    ObjectiveAt::Feature(f) => f.value.clone(),
                    ObjectiveAt::Point(_) => "a point".to_string(),
                };
                let mut at = here.clone();
                ui.horizontal(|ui| {
                    ui.label("At");
                    egui::ComboBox::from_id_salt("objective_at")
                        .selected_text(&at)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(&mut at, "a point".to_string(), "a point");
                            for f in &s.terrain {
                                let name = f.name.as_deref().unwrap_or(&f.id.value);
                                ui.selectable_value(
                                    &mut at,
                                    f.id.value.clone(),
                                    format!("{name} ({})", f.id.value),
                                );
                            }
                        });
                });
                if at != here {
                    let star = crate::table::scene::objective_star(s, o).unwrap_or(s.size() / 2.0);
                    set(actions, sel, "objective place", move |s| {
                        if let Some(o) = s.objectives.get_mut(i) {
                            o.at = if at == "a point" {
                                ObjectiveAt::Point(ops::snap_point(star))
                            } else {
                                ObjectiveAt::Feature(ops::sp(at))
                            };
                        }
                    });
                }
                ui.label(
                    egui::RichText::new(
                        "Drag its ring or star on the table to make it a point there.",
                    )
                    .small(),
                );
            }
        }
        Some(Place::Unit {
            force,
            brigade,
            unit,
        }) => unit_fields(ui, s, rules, force, brigade, unit, sel, actions),
        Some(Place::Brigade { force, brigade }) => {
            brigade_fields(ui, s, rules, force, brigade, sel, actions)
        }
        _ => {
            ui.label(
                egui::RichText::new(
                    "Nothing picked: press something on the table, or in the forces below.",
                )
                .small(),
            );
        }
    }
    if sel.is_some_and(|p| !matches!(p, Place::Meta | Place::Side(_) | Place::Force(_)))
        && ui.button("Delete (Del)").clicked()
    {
        actions.push(Box::new(super::input::delete_selection));
    }
}

fn element_fields(
    ui: &mut egui::Ui,
    s: &Scenario,
    rules: &Ruleset,
    at: ElementAt,
    el: &crate::scenario::format::ElementDef,
    sel: Option<Place>,
    actions: &mut Vec<Action>,
) {
    let b = &s.forces[at.force].brigades[at.brigade];
    let whose = match at.unit.and_then(|u| b.units.get(u)) {
        Some(u) => format!("{} / {}", b.name, u.name),
        None => format!("{} (its HQ)", b.name),
    };
    ui.strong(format!("Base {} — {whose}", el.id.value));
    if let Some(v) = text(ui, "Id", &el.id.value) {
        set(actions, sel, "id", move |s| ops::rename_element(s, at, &v));
    }
    let types = names(rules.element_types.iter().map(|t| t.name.value.as_str()));
    if let Some(v) = choice(ui, "Type", "el_type", &el.kind.value, &types) {
        set(actions, sel, "type", move |s| {
            if let Some(e) = place::element_mut(s, at) {
                e.kind = ops::sp(v)
            }
        });
    }
    if let Some(v) = text(ui, "Label", el.label.as_deref().unwrap_or("")) {
        set(actions, sel, "label", move |s| {
            if let Some(e) = place::element_mut(s, at) {
                e.label = (!v.is_empty()).then_some(v)
            }
        });
    }
    let (x, y) = el.at.value;
    let size = s.size();
    ui.horizontal(|ui| {
        if let Some(v) = number(ui, "x", x, -10.0..=size.x + 10.0) {
            set(actions, sel, "x", move |s| {
                if let Some(e) = place::element_mut(s, at) {
                    e.at = ops::sp((v, e.at.value.1))
                }
            });
        }
        if let Some(v) = number(ui, "y", y, -10.0..=size.y + 10.0) {
            set(actions, sel, "y", move |s| {
                if let Some(e) = place::element_mut(s, at) {
                    e.at = ops::sp((e.at.value.0, v))
                }
            });
        }
        if let Some(v) = number(ui, "facing", el.facing.value, 0.0..=359.0) {
            set(actions, sel, "facing", move |s| {
                if let Some(e) = place::element_mut(s, at) {
                    e.facing = ops::sp(v.round())
                }
            });
        }
    });
    // Into another unit (or a brigade's empty HQ place): the side → brigade → unit tree.
    let here = Target {
        force: at.force,
        brigade: at.brigade,
        unit: at.unit,
    };
    let mut to = here;
    ui.horizontal(|ui| {
        ui.label("In");
        egui::ComboBox::from_id_salt("element_unit")
            .width(250.0)
            .selected_text(target_name(s, here))
            .show_ui(ui, |ui| {
                for t in all_targets(s) {
                    ui.selectable_value(&mut to, t, target_name(s, t));
                }
            });
    });
    if to != here {
        actions.push(Box::new(move |e| {
            let moved = e.change("move a base to another unit", None, |s| {
                ops::move_to_unit(s, at, to.force, to.brigade, to.unit)
            });
            match moved {
                Some(now) => e.selected = Some(Place::Element(now)),
                None => e.tell("Not moved: that brigade has its HQ already", true),
            }
        }));
    }
    // A base of its own size, instead of its type's [format: base].
    let usual = rules.element_type(&el.kind).map(|t| t.base);
    let mut own = el.base.is_some();
    let (mut w, mut d) = el
        .base
        .as_ref()
        .map(|b| b.value)
        .or(usual)
        .unwrap_or((1.0, 1.0));
    ui.horizontal(|ui| {
        let a = ui.checkbox(&mut own, "Own base size").changed();
        let b = ui
            .add_enabled(
                own,
                egui::DragValue::new(&mut w)
                    .speed(0.05)
                    .clamp_existing_to_range(false)
                    .range(0.1..=20.0)
                    .max_decimals(2),
            )
            .changed();
        ui.label("×");
        let c = ui
            .add_enabled(
                own,
                egui::DragValue::new(&mut d)
                    .speed(0.05)
                    .clamp_existing_to_range(false)
                    .range(0.1..=20.0)
                    .max_decimals(2),
            )
            .changed();
        if a || b || c {
            set(actions, sel, "base size", move |s| {
                if let Some(e) = place::element_mut(s, at) {
                    e.base = own
                        .then(|| ops::sp((ops::snap(w * 10.0) / 10.0, ops::snap(d * 10.0) / 10.0)));
                }
            });
        }
    });
    if let Some(u) = at.unit {
        ui.add_space(4.0);
        unit_fields(
            ui,
            s,
            rules,
            at.force,
            at.brigade,
            u,
            Some(Place::Unit {
                force: at.force,
                brigade: at.brigade,
                unit: u,
            }),
            actions,
        );
    }
}

#[allow(clippy::too_many_arguments)]
fn unit_fields(
    ui: &mut egui::Ui,
    s: &Scenario,
    rules: &Ruleset,
    force: usize,
    brigade: usize,
    unit: usize,
    sel: Option<Place>,
    actions: &mut Vec<Action>,
) {
    let Some(u) = s
        .forces
        .get(force)
        .and_then(|f| f.brigades.get(brigade))
        .and_then(|b| b.units.get(unit))
    else {
        return;
    };
    ui.strong(format!("Unit {}", u.id.value));
    macro_rules! unit_mut {
        ($s:ident) => {
            &mut $s.forces[force].brigades[brigade].units[unit]
        };
    }
    if let Some(v) = text(ui, "Unit id", &u.id.value) {
        set(actions, sel, "unit id", move |s| {
            unit_mut!(s).id = ops::sp(v)
        });
    }
    if let Some(v) = text(ui, "Name", &u.name) {
        set(actions, sel, "unit name", move |s| unit_mut!(s).name = v);
    }
    let kinds = names(rules.unit_kinds.iter().map(|k| k.name.value.as_str()));
    if let Some(v) = choice(ui, "Kind", "unit_kind", &u.kind.value, &kinds) {
        set(actions, sel, "unit kind", move |s| {
            unit_mut!(s).kind = ops::sp(v)
        });
    }
    let qualities = names(rules.qualities.iter().map(|q| q.name.value.as_str()));
    if let Some(v) = choice(ui, "Quality", "unit_quality", &u.quality.value, &qualities) {
        set(actions, sel, "quality", move |s| {
            unit_mut!(s).quality = ops::sp(v)
        });
    }
    let factions = names(rules.faction_names());
    if let Some(v) = choice(ui, "Faction", "unit_faction", &u.faction.value, &factions) {
        set(actions, sel, "faction", move |s| {
            unit_mut!(s).faction = ops::sp(v)
        });
    }
    ui.horizontal(|ui| {
        let mut late = u.arrives.is_some();
        let mut turn = u.arrives.as_ref().map_or(2, |a| a.value);
        let a = ui.checkbox(&mut late, "Arrives on turn").changed();
        let b = ui
            .add_enabled(
                late,
                egui::DragValue::new(&mut turn)
                    .clamp_existing_to_range(false)
                    .range(1..=99),
            )
            .changed();
        if a || b {
            set(actions, sel, "arrival", move |s| {
                unit_mut!(s).arrives = late.then(|| ops::sp(turn))
            });
        }
        let mut peninsular = u.peninsular;
        if ui
            .checkbox(&mut peninsular, "Peninsular")
            .on_hover_text("A Republican unit of the old army, before the Popular Army [SRC]")
            .changed()
        {
            set(actions, sel, "peninsular", move |s| {
                unit_mut!(s).peninsular = peninsular
            });
        }
    });
}

fn brigade_fields(
    ui: &mut egui::Ui,
    s: &Scenario,
    rules: &Ruleset,
    force: usize,
    brigade: usize,
    sel: Option<Place>,
    actions: &mut Vec<Action>,
) {
    let Some(b) = s.forces.get(force).and_then(|f| f.brigades.get(brigade)) else {
        return;
    };
    ui.strong(format!("Brigade {}", b.id.value));
    if let Some(v) = text(ui, "Id", &b.id.value) {
        set(actions, sel, "brigade id", move |s| {
            s.forces[force].brigades[brigade].id = ops::sp(v)
        });
    }
    if let Some(v) = text(ui, "Name", &b.name) {
        set(actions, sel, "brigade name", move |s| {
            s.forces[force].brigades[brigade].name = v
        });
    }
    let factions = names(rules.faction_names());
    if let Some(v) = choice(ui, "Commander", "commander", &b.commander.value, &factions) {
        set(actions, sel, "commander", move |s| {
            s.forces[force].brigades[brigade].commander = ops::sp(v)
        });
    }
    if ui.button("Add a unit to this brigade").clicked() {
        actions.push(Box::new(move |e| {
            let rules = e.rules.clone();
            let unit = e.change("add a unit", None, |s| {
                ops::add_unit(s, &rules, force, brigade)
            });
            if let Some(unit) = unit {
                e.target = Some(Target {
                    force,
                    brigade,
                    unit: Some(unit),
                });
                e.selected = Some(Place::Unit {
                    force,
                    brigade,
                    unit,
                });
            }
        }));
    }
}

fn feature_fields(
    ui: &mut egui::Ui,
    rules: &Ruleset,
    i: usize,
    f: &crate::scenario::format::Feature,
    sel: Option<Place>,
    actions: &mut Vec<Action>,
) {
    ui.strong(format!(
        "Feature {} ({})",
        f.id.value,
        label_of_kind(rules, &f.kind)
    ));
    if let Some(v) = text(ui, "Id", &f.id.value) {
        set(actions, sel, "feature id", move |s| {
            ops::rename_feature(s, i, &v)
        });
    }
    if let Some(v) = text(ui, "Name", f.name.as_deref().unwrap_or("")) {
        set(actions, sel, "feature name", move |s| {
            s.terrain[i].name = (!v.is_empty()).then_some(v)
        });
    }
    let kinds = names(rules.terrain.iter().map(|t| t.name.value.as_str()));
    if let Some(v) = choice(ui, "Kind", "feature_kind", &f.kind.value, &kinds) {
        let hill = rules.terrain(&v).is_some_and(|t| t.has_height);
        set(actions, sel, "feature kind", move |s| {
            let f = &mut s.terrain[i];
            f.kind = ops::sp(v);
            // Only hills have a height; a new hill starts as a low rise.
            f.height = if hill {
                f.height.clone().or(Some(ops::sp(1.0)))
            } else {
                None
            };
        });
    }
    if let Some(h) = &f.height
        && let Some(v) = number(ui, "Height (levels)", h.value, 0.5..=10.0)
    {
        set(actions, sel, "height", move |s| {
            s.terrain[i].height = Some(ops::sp(v))
        });
    }
    match &f.shape.value {
        Shape::Polyline { width, points } => {
            if let Some(v) = number(ui, "Width", *width, 0.1..=10.0) {
                set(actions, sel, "width", move |s| {
                    if let Shape::Polyline { width, .. } = &mut s.terrain[i].shape.value {
                        *width = v.max(0.1);
                    }
                });
            }
            ui.label(format!("{} points", points.len()));
        }
        Shape::Polygon(points) => {
            ui.label(format!("{} points", points.len()));
        }
        Shape::Circle { radius, .. } => {
            if let Some(v) = number(ui, "Radius", *radius, 0.1..=50.0) {
                set(actions, sel, "radius", move |s| {
                    if let Shape::Circle { radius, .. } = &mut s.terrain[i].shape.value {
                        *radius = v.max(0.1);
                    }
                });
            }
        }
        Shape::Rect { .. } => {}
    }
    ui.label(
        egui::RichText::new(
            "Drag a square to move a point; drag a round mark to add one; pick a point and press Delete to remove it.",
        )
        .small(),
    );
}

fn forces(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let s = e.draft.scenario();
    egui::CollapsingHeader::new(format!("Forces ({} bases)", s.elements().count()))
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
                        pick(ui, e, p, &format!("      HQ {}", hq.label()), actions);
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
            new_brigade_buttons(ui, s, actions);
        });
}

fn pick(ui: &mut egui::Ui, e: &Editing, p: Place, text: &str, actions: &mut Vec<Action>) {
    if ui.selectable_label(e.selected == Some(p), text).clicked() {
        actions.push(Box::new(move |e| e.selected = Some(p)));
    }
}

fn objectives_list(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let s = e.draft.scenario();
    egui::CollapsingHeader::new(format!("Objectives ({})", s.objectives.len()))
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
                ui.weak("None: the Objective tool marks one.");
            }
        });
}

/// Batteries (off the table, or fired by a base on it) and the sorties each side may fly
/// [INF Artillery and aircraft].
fn support(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let s = e.draft.scenario();
    let rules = &e.rules;
    let sides = names(s.sides.iter().map(|d| d.id.value.as_str()));
    let factions = names(rules.faction_names());
    egui::CollapsingHeader::new(format!(
        "Artillery and aircraft ({} {}, {} {})",
        s.batteries.len(),
        if s.batteries.len() == 1 {
            "battery"
        } else {
            "batteries"
        },
        s.aircraft.len(),
        if s.aircraft.len() == 1 {
            "air unit"
        } else {
            "air units"
        }
    ))
    .id_salt("support")
    .default_open(false)
    .show(ui, |ui| {
        for (i, b) in s.batteries.iter().enumerate() {
            let sel = Some(Place::Battery(i));
            ui.separator();
            ui.horizontal(|ui| {
                ui.strong(format!("Battery {}", b.id.value));
                if ui.small_button("Delete").clicked() {
                    actions.push(Box::new(move |e| {
                        let _ = e.change("delete a battery", None, |s| {
                            ops::delete(s, Place::Battery(i))
                        });
                    }));
                }
            });
            if let Some(v) = text(ui, "Id", &b.id.value) {
                set(actions, sel, "battery id", move |s| {
                    s.batteries[i].id = ops::sp(v)
                });
            }
            if let Some(v) = text(ui, "Name", &b.name) {
                set(actions, sel, "battery name", move |s| {
                    s.batteries[i].name = v
                });
            }
            if let Some(v) = choice(ui, "Side", &format!("bty_side{i}"), &b.side.value, &sides) {
                set(actions, sel, "battery side", move |s| {
                    s.batteries[i].side = ops::sp(v)
                });
            }
            if let Some(v) = choice(
                ui,
                "Faction",
                &format!("bty_faction{i}"),
                &b.faction.value,
                &factions,
            ) {
                set(actions, sel, "battery faction", move |s| {
                    s.batteries[i].faction = ops::sp(v)
                });
            }
            let on = b
                .element
                .as_ref()
                .map_or(String::new(), |e| e.value.clone());
            if let Some(v) = text(ui, "Base (empty: off the table)", &on) {
                set(actions, sel, "battery base", move |s| {
                    s.batteries[i].element = (!v.is_empty()).then(|| ops::sp(v))
                });
            }
        }
        for (i, a) in s.aircraft.iter().enumerate() {
            let sel = Some(Place::Aircraft(i));
            ui.separator();
            ui.horizontal(|ui| {
                ui.strong("Sorties");
                if ui.small_button("Delete").clicked() {
                    actions.push(Box::new(move |e| {
                        let _ = e.change("delete sorties", None, |s| {
                            ops::delete(s, Place::Aircraft(i))
                        });
                    }));
                }
            });
            if let Some(v) = text(ui, "Name", &a.name) {
                set(actions, sel, "aircraft name", move |s| {
                    s.aircraft[i].name = v
                });
            }
            if let Some(v) = choice(ui, "Side", &format!("air_side{i}"), &a.side.value, &sides) {
                set(actions, sel, "aircraft side", move |s| {
                    s.aircraft[i].side = ops::sp(v)
                });
            }
            ui.horizontal(|ui| {
                let mut n = a.sorties.value;
                ui.label("a turn");
                if ui
                    .add(
                        egui::DragValue::new(&mut n)
                            .clamp_existing_to_range(false)
                            .range(1..=9),
                    )
                    .changed()
                {
                    set(actions, sel, "sorties", move |s| {
                        s.aircraft[i].sorties = ops::sp(n)
                    });
                }
                let mut from = a.from.as_ref().map_or(0, |f| f.value);
                ui.label("from turn");
                if ui
                    .add(
                        egui::DragValue::new(&mut from)
                            .clamp_existing_to_range(false)
                            .range(0..=99),
                    )
                    .on_hover_text("0: from the first")
                    .changed()
                {
                    set(actions, sel, "sorties from", move |s| {
                        s.aircraft[i].from = (from > 0).then(|| ops::sp(from))
                    });
                }
                let mut until = a.until.as_ref().map_or(0, |f| f.value);
                ui.label("until");
                if ui
                    .add(
                        egui::DragValue::new(&mut until)
                            .clamp_existing_to_range(false)
                            .range(0..=99),
                    )
                    .on_hover_text("0: to the end")
                    .changed()
                {
                    set(actions, sel, "sorties until", move |s| {
                        s.aircraft[i].until = (until > 0).then(|| ops::sp(until))
                    });
                }
            });
        }
        ui.horizontal_wrapped(|ui| {
            for d in &s.sides {
                let side = d.id.value.clone();
                let faction = factions.first().cloned().unwrap_or_default();
                if ui.small_button(format!("Battery: {}", d.name)).clicked() {
                    let (side, faction) = (side.clone(), faction.clone());
                    actions.push(Box::new(move |e| {
                        e.change("add a battery", None, |s| {
                            ops::add_battery(s, &side, &faction)
                        });
                    }));
                }
                if ui.small_button(format!("Sorties: {}", d.name)).clicked() {
                    actions.push(Box::new(move |e| {
                        e.change("add sorties", None, |s| ops::add_sorties(s, &side));
                    }));
                }
            }
        });
    });
}

fn scenario_fields(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let s = e.draft.scenario();
    let sel = Some(Place::Meta);
    egui::CollapsingHeader::new("The battle: title, date, turns, table, sides")
        .default_open(e.selected.is_none())
        .show(ui, |ui| {
            if let Some(v) = text(ui, "Title", &s.title) {
                set(actions, sel, "title", move |s| s.title = v);
            }
            if let Some(v) = text(ui, "Date", &s.date.value) {
                set(actions, sel, "date", move |s| s.date = ops::sp(v));
            }
            ui.horizontal(|ui| {
                let mut turns = s.turns.value;
                ui.label("Turns");
                if ui
                    .add(
                        egui::DragValue::new(&mut turns)
                            .clamp_existing_to_range(false)
                            .range(1..=99),
                    )
                    .changed()
                {
                    set(actions, sel, "turns", move |s| s.turns = ops::sp(turns));
                }
                let (w, h) = s.table.value;
                if let Some(v) = number(ui, "Table", w, 12.0..=240.0) {
                    set(actions, sel, "table width", move |s| {
                        s.table = ops::sp((v, s.table.value.1))
                    });
                }
                if let Some(v) = number(ui, "×", h, 12.0..=240.0) {
                    set(actions, sel, "table height", move |s| {
                        s.table = ops::sp((s.table.value.0, v))
                    });
                }
            });
            ui.label("Description (and its sources)");
            let mut d = s.description.clone();
            if ui
                .add(
                    egui::TextEdit::multiline(&mut d)
                        .desired_rows(4)
                        .desired_width(330.0),
                )
                .changed()
            {
                set(actions, sel, "description", move |s| s.description = d);
            }
            for (i, side) in s.sides.iter().enumerate() {
                let sp_ = Some(Place::Side(i));
                // Two rows: in one, the colour and "moves first" were cut at the panel's edge.
                ui.horizontal(|ui| {
                    let mut name = side.name.clone();
                    ui.label(&side.id.value);
                    if ui
                        .add(egui::TextEdit::singleline(&mut name).desired_width(200.0))
                        .changed()
                    {
                        set(actions, sp_, "side name", move |s| s.sides[i].name = name);
                    }
                });
                ui.horizontal_wrapped(|ui| {
                    ui.add_space(12.0);
                    // The bases' colour: the side's own, or the usual red and blue.
                    let fill = crate::table::element_style::palette(i, side.colour)
                        .fill
                        .to_srgba();
                    let mut rgb =
                        [fill.red, fill.green, fill.blue].map(|c| (c * 255.0).round() as u8);
                    if ui
                        .color_edit_button_srgb(&mut rgb)
                        .on_hover_text("The colour of this side's bases")
                        .changed()
                    {
                        set(actions, sp_, "side colour", move |s| {
                            s.sides[i].colour = Some((rgb[0], rgb[1], rgb[2]))
                        });
                    }
                    let mut first = side.initiative;
                    if ui.checkbox(&mut first, "moves first").changed() {
                        set(actions, sp_, "initiative", move |s| {
                            // One side moves first [SRC]: setting it on one clears the other.
                            for (k, d) in s.sides.iter_mut().enumerate() {
                                d.initiative = first && k == i;
                            }
                        });
                    }
                });
            }
        });
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
            ui.heading("Save the changes?");
            ui.label(format!(
                "{} has unsaved changes.",
                editing.draft.path.display()
            ));
            ui.horizontal(|ui| {
                if ui.button("Save and close").clicked() {
                    choice = Some(0);
                }
                if ui.button("Close without saving").clicked() {
                    choice = Some(1);
                }
                if ui.button("Cancel").clicked() {
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
            ui.heading("The file changed on disk");
            ui.label("It was saved by another program while you have unsaved changes here.");
            ui.horizontal(|ui| {
                if ui
                    .button("Take the file in")
                    .on_hover_text("Your changes stay in Undo")
                    .clicked()
                {
                    choice = Some(true);
                }
                if ui
                    .button("Keep mine")
                    .on_hover_text("Saving will write over the file")
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
