//! The fields of what is picked: a base (and its unit), a unit, a brigade, a feature, an
//! objective.

use bevy_egui::egui;

use super::super::{Editing, Target};
use super::Action;
use super::fields::{Fields, names};
use super::tools::{all_targets, label_of_kind, target_name};
use crate::editor::Place;
use crate::editor::ops;
use crate::editor::place::{self, ElementAt};
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::scenario::format::{ElementDef, Feature, Objective, ObjectiveAt, Shape};

/// The fields of what is picked.
pub(super) fn selection(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    // Fields are told apart by what is picked: typing never carries over to another thing.
    ui.push_id(("selection", e.selected), |ui| {
        selection_fields(ui, e, actions)
    });
}

fn selection_fields(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let s = e.draft.scenario();
    let rules = &e.rules;
    let sel = e.selected;
    let mut fields = Fields::new(actions, sel);
    match sel {
        Some(Place::Element(at)) => {
            if let Some(el) = place::element(s, at) {
                element_fields(ui, s, rules, at, el, &mut fields);
            }
        }
        Some(Place::Feature(i) | Place::Corner { feature: i, .. }) => {
            if let Some(f) = s.terrain.get(i) {
                feature_fields(ui, rules, i, f, &mut fields);
            }
        }
        Some(Place::Objective(i)) => {
            if let Some(o) = s.objectives.get(i) {
                objective_fields(ui, s, i, o, &mut fields);
            }
        }
        Some(Place::Unit {
            force,
            brigade,
            unit,
        }) => unit_fields(ui, s, rules, (force, brigade, unit), &mut fields),
        Some(Place::Brigade { force, brigade }) => {
            brigade_fields(ui, s, rules, (force, brigade), &mut fields)
        }
        _ => {
            ui.label(egui::RichText::new(t!("editor-nothing-picked")).small());
        }
    }
    if sel.is_some_and(|p| !matches!(p, Place::Meta | Place::Side(_) | Place::Force(_)))
        && ui.button(t!("editor-delete-key")).clicked()
    {
        fields.push(Box::new(super::super::input::delete_selection));
    }
}

fn element_fields(
    ui: &mut egui::Ui,
    s: &Scenario,
    rules: &Ruleset,
    at: ElementAt,
    el: &ElementDef,
    fields: &mut Fields,
) {
    let b = &s.forces[at.force].brigades[at.brigade];
    let whose = match at.unit.and_then(|u| b.units.get(u)) {
        Some(u) => format!("{} / {}", b.name, u.name),
        None => t!("editor-base-of-hq", brigade = &b.name),
    };
    ui.strong(t!("editor-base-heading", id = &el.id.value, whose = whose));
    fields.text(ui, &t!("editor-id"), "id", &el.id.value, move |s, v| {
        ops::rename_element(s, at, &v)
    });
    let types = names(rules.element_types.iter().map(|t| t.name.value.as_str()));
    fields.choice(
        ui,
        &t!("editor-type"),
        "type",
        &el.kind.value,
        &types,
        move |s, v| {
            if let Some(e) = place::element_mut(s, at) {
                e.kind = ops::sp(v)
            }
        },
    );
    fields.text(
        ui,
        &t!("editor-label"),
        "label",
        el.label.as_deref().unwrap_or(""),
        move |s, v| {
            if let Some(e) = place::element_mut(s, at) {
                e.label = (!v.is_empty()).then_some(v)
            }
        },
    );
    let (x, y) = el.at.value;
    let size = s.size();
    ui.horizontal(|ui| {
        fields.number(ui, "x", "x", x, -10.0..=size.x + 10.0, move |s, v| {
            if let Some(e) = place::element_mut(s, at) {
                e.at = ops::sp((v, e.at.value.1))
            }
        });
        fields.number(ui, "y", "y", y, -10.0..=size.y + 10.0, move |s, v| {
            if let Some(e) = place::element_mut(s, at) {
                e.at = ops::sp((e.at.value.0, v))
            }
        });
        fields.number(
            ui,
            &t!("editor-facing"),
            "facing",
            el.facing.value,
            0.0..=359.0,
            move |s, v| {
                if let Some(e) = place::element_mut(s, at) {
                    e.facing = ops::sp(v.round())
                }
            },
        );
    });
    unit_choice(ui, s, at, fields);
    base_size(ui, rules, at, el, fields);
    if let Some(u) = at.unit {
        ui.add_space(4.0);
        let of = Some(Place::Unit {
            force: at.force,
            brigade: at.brigade,
            unit: u,
        });
        let mut unit = Fields::new(fields.actions, of);
        unit_fields(ui, s, rules, (at.force, at.brigade, u), &mut unit);
    }
}

/// Into another unit (or a brigade's empty HQ place): the side → brigade → unit tree.
fn unit_choice(ui: &mut egui::Ui, s: &Scenario, at: ElementAt, fields: &mut Fields) {
    let here = Target {
        force: at.force,
        brigade: at.brigade,
        unit: at.unit,
    };
    let mut to = here;
    ui.horizontal(|ui| {
        ui.label(t!("editor-in"));
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
        fields.push(Box::new(move |e| {
            let moved = e.change(msg!("editor-step-move-to-unit"), None, |s| {
                ops::move_to_unit(s, at, to.force, to.brigade, to.unit)
            });
            match moved {
                Some(now) => e.selected = Some(Place::Element(now)),
                None => e.tell(msg!("editor-not-moved-hq-taken"), true),
            }
        }));
    }
}

/// A base of its own size, instead of its type's [format: base].
fn base_size(
    ui: &mut egui::Ui,
    rules: &Ruleset,
    at: ElementAt,
    el: &ElementDef,
    fields: &mut Fields,
) {
    let usual = rules.element_type(&el.kind).map(|t| t.base);
    let mut own = el.base.is_some();
    let (mut w, mut d) = el
        .base
        .as_ref()
        .map(|b| b.value)
        .or(usual)
        .unwrap_or((1.0, 1.0));
    ui.horizontal(|ui| {
        let a = ui.checkbox(&mut own, t!("editor-own-base-size")).changed();
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
            fields.set("base-size", move |s| {
                if let Some(e) = place::element_mut(s, at) {
                    e.base = own
                        .then(|| ops::sp((ops::snap(w * 10.0) / 10.0, ops::snap(d * 10.0) / 10.0)));
                }
            });
        }
    });
}

fn unit_fields(
    ui: &mut egui::Ui,
    s: &Scenario,
    rules: &Ruleset,
    (force, brigade, unit): (usize, usize, usize),
    fields: &mut Fields,
) {
    let Some(u) = s
        .forces
        .get(force)
        .and_then(|f| f.brigades.get(brigade))
        .and_then(|b| b.units.get(unit))
    else {
        return;
    };
    ui.strong(t!("editor-unit-heading", id = &u.id.value));
    macro_rules! unit_mut {
        ($s:ident) => {
            &mut $s.forces[force].brigades[brigade].units[unit]
        };
    }
    fields.text(
        ui,
        &t!("editor-unit-id"),
        "unit-id",
        &u.id.value,
        move |s, v| unit_mut!(s).id = ops::sp(v),
    );
    fields.text(ui, &t!("editor-name"), "unit-name", &u.name, move |s, v| {
        unit_mut!(s).name = v
    });
    let kinds = names(rules.unit_kinds.iter().map(|k| k.name.value.as_str()));
    fields.choice(
        ui,
        &t!("editor-kind"),
        "unit-kind",
        &u.kind.value,
        &kinds,
        move |s, v| unit_mut!(s).kind = ops::sp(v),
    );
    let qualities = names(rules.qualities.iter().map(|q| q.name.value.as_str()));
    fields.choice(
        ui,
        &t!("editor-quality"),
        "quality",
        &u.quality.value,
        &qualities,
        move |s, v| unit_mut!(s).quality = ops::sp(v),
    );
    let factions = names(rules.faction_names());
    fields.choice(
        ui,
        &t!("editor-faction"),
        "faction",
        &u.faction.value,
        &factions,
        move |s, v| unit_mut!(s).faction = ops::sp(v),
    );
    ui.horizontal(|ui| {
        let mut late = u.arrives.is_some();
        let mut turn = u.arrives.as_ref().map_or(2, |a| a.value);
        let a = ui
            .checkbox(&mut late, t!("editor-arrives-on-turn"))
            .changed();
        let b = ui
            .add_enabled(
                late,
                egui::DragValue::new(&mut turn)
                    .clamp_existing_to_range(false)
                    .range(1..=99),
            )
            .changed();
        if a || b {
            fields.set("arrival", move |s| {
                unit_mut!(s).arrives = late.then(|| ops::sp(turn))
            });
        }
        let mut peninsular = u.peninsular;
        if ui
            .checkbox(&mut peninsular, t!("editor-peninsular"))
            .on_hover_text(t!("editor-peninsular-tip"))
            .changed()
        {
            fields.set("peninsular", move |s| unit_mut!(s).peninsular = peninsular);
        }
    });
}

fn brigade_fields(
    ui: &mut egui::Ui,
    s: &Scenario,
    rules: &Ruleset,
    (force, brigade): (usize, usize),
    fields: &mut Fields,
) {
    let Some(b) = s.forces.get(force).and_then(|f| f.brigades.get(brigade)) else {
        return;
    };
    ui.strong(t!("editor-brigade-heading", id = &b.id.value));
    fields.text(
        ui,
        &t!("editor-id"),
        "brigade-id",
        &b.id.value,
        move |s, v| s.forces[force].brigades[brigade].id = ops::sp(v),
    );
    fields.text(
        ui,
        &t!("editor-name"),
        "brigade-name",
        &b.name,
        move |s, v| s.forces[force].brigades[brigade].name = v,
    );
    let factions = names(rules.faction_names());
    fields.choice(
        ui,
        &t!("editor-commander"),
        "commander",
        &b.commander.value,
        &factions,
        move |s, v| s.forces[force].brigades[brigade].commander = ops::sp(v),
    );
    if ui.button(t!("editor-add-unit")).clicked() {
        fields.push(Box::new(move |e| {
            let rules = e.rules.clone();
            let unit = e.change(msg!("editor-step-add-unit"), None, |s| {
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

fn feature_fields(ui: &mut egui::Ui, rules: &Ruleset, i: usize, f: &Feature, fields: &mut Fields) {
    ui.strong(t!(
        "editor-feature-heading",
        id = &f.id.value,
        kind = label_of_kind(rules, &f.kind)
    ));
    fields.text(
        ui,
        &t!("editor-id"),
        "feature-id",
        &f.id.value,
        move |s, v| ops::rename_feature(s, i, &v),
    );
    fields.text(
        ui,
        &t!("editor-name"),
        "feature-name",
        f.name.as_deref().unwrap_or(""),
        move |s, v| s.terrain[i].name = (!v.is_empty()).then_some(v),
    );
    let kinds = names(rules.terrain.iter().map(|t| t.name.value.as_str()));
    // Only hills have a height; a new hill starts as a low rise.
    let with_height = names(
        rules
            .terrain
            .iter()
            .filter(|t| t.has_height)
            .map(|t| t.name.value.as_str()),
    );
    fields.choice(
        ui,
        &t!("editor-kind"),
        "feature-kind",
        &f.kind.value,
        &kinds,
        move |s, v| {
            let hill = with_height.contains(&v);
            let f = &mut s.terrain[i];
            f.kind = ops::sp(v);
            f.height = if hill {
                f.height.clone().or(Some(ops::sp(1.0)))
            } else {
                None
            };
        },
    );
    if let Some(h) = &f.height {
        fields.number(
            ui,
            &t!("editor-height"),
            "height",
            h.value,
            0.5..=10.0,
            move |s, v| s.terrain[i].height = Some(ops::sp(v)),
        );
    }
    match &f.shape.value {
        Shape::Polyline { width, points } => {
            fields.number(
                ui,
                &t!("editor-width"),
                "width",
                *width,
                0.1..=10.0,
                move |s, v| {
                    if let Shape::Polyline { width, .. } = &mut s.terrain[i].shape.value {
                        *width = v.max(0.1);
                    }
                },
            );
            ui.label(t!("editor-points", n = points.len()));
        }
        Shape::Polygon(points) => {
            ui.label(t!("editor-points", n = points.len()));
        }
        Shape::Circle { radius, .. } => {
            fields.number(
                ui,
                &t!("editor-radius"),
                "radius",
                *radius,
                0.1..=50.0,
                move |s, v| {
                    if let Shape::Circle { radius, .. } = &mut s.terrain[i].shape.value {
                        *radius = v.max(0.1);
                    }
                },
            );
        }
        Shape::Rect { .. } => {}
    }
    ui.label(egui::RichText::new(t!("editor-feature-hint")).small());
}

/// An objective's id, name, holder, and where it is: on a feature (held by being near it) or
/// at a point (within 2") [INF Victory].
fn objective_fields(ui: &mut egui::Ui, s: &Scenario, i: usize, o: &Objective, fields: &mut Fields) {
    ui.strong(t!("editor-objective-heading", id = &o.id.value));
    fields.text(
        ui,
        &t!("editor-id"),
        "objective-id",
        &o.id.value,
        move |s, v| s.objectives[i].id = ops::sp(v),
    );
    fields.text(
        ui,
        &t!("editor-name"),
        "objective-name",
        &o.name,
        move |s, v| s.objectives[i].name = v,
    );
    let sides = names(s.sides.iter().map(|d| d.id.value.as_str()));
    fields.choice(
        ui,
        &t!("editor-held-by"),
        "objective-side",
        &o.side.value,
        &sides,
        move |s, v| s.objectives[i].side = ops::sp(v),
    );
    // On a feature (held by being near it), or at a point (within 2") [INF Victory].
    // `None` is a point: no feature id can be mistaken for it.
    let here = match &o.at {
        ObjectiveAt::Feature(f) => Some(f.value.clone()),
        ObjectiveAt::Point(_) => None,
    };
    let mut at = here.clone();
    ui.horizontal(|ui| {
        ui.label(t!("editor-at"));
        let point = t!("editor-a-point");
        egui::ComboBox::from_id_salt("objective_at")
            .selected_text(at.clone().unwrap_or_else(|| point.clone()))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut at, None, point);
                for f in &s.terrain {
                    let name = f.name.as_deref().unwrap_or(&f.id.value);
                    ui.selectable_value(
                        &mut at,
                        Some(f.id.value.clone()),
                        format!("{name} ({})", f.id.value),
                    );
                }
            });
    });
    if at != here {
        let star = crate::table::scene::objective_star(s, o).unwrap_or(s.size() / 2.0);
        fields.set("objective-place", move |s| {
            if let Some(o) = s.objectives.get_mut(i) {
                o.at = match at {
                    None => ObjectiveAt::Point(ops::snap_point(star)),
                    Some(f) => ObjectiveAt::Feature(ops::sp(f)),
                };
            }
        });
    }
    ui.label(egui::RichText::new(t!("editor-objective-hint")).small());
}
