//! Batteries (off the table, or fired by a base on it) and the sorties each side may fly
//! [INF Artillery and aircraft].

use bevy_egui::egui;

use super::super::Editing;
use super::Action;
use super::fields::{Fields, names};
use crate::editor::Place;
use crate::editor::ops;
use crate::scenario::format::{Aircraft, Battery};

pub(super) fn support(ui: &mut egui::Ui, e: &Editing, actions: &mut Vec<Action>) {
    let s = e.draft.scenario();
    let sides = names(s.sides.iter().map(|d| d.id.value.as_str()));
    let factions = names(e.rules.faction_names());
    egui::CollapsingHeader::new(t!(
        "editor-support",
        batteries = s.batteries.len(),
        air = s.aircraft.len()
    ))
    .id_salt("support")
    .default_open(false)
    .show(ui, |ui| {
        for (i, b) in s.batteries.iter().enumerate() {
            let mut fields = Fields::new(actions, Some(Place::Battery(i)));
            // Under an id of its own: every battery has an "Id" and a "Name".
            ui.push_id(("battery", i), |ui| {
                battery_fields(ui, i, b, (&sides, &factions), &mut fields)
            });
        }
        for (i, a) in s.aircraft.iter().enumerate() {
            let mut fields = Fields::new(actions, Some(Place::Aircraft(i)));
            ui.push_id(("aircraft", i), |ui| {
                aircraft_fields(ui, i, a, &sides, &mut fields)
            });
        }
        ui.horizontal_wrapped(|ui| {
            for d in &s.sides {
                let side = d.id.value.clone();
                let faction = factions.first().cloned().unwrap_or_default();
                if ui
                    .small_button(t!("editor-add-battery", side = &d.name))
                    .clicked()
                {
                    let (side, faction) = (side.clone(), faction.clone());
                    actions.push(Box::new(move |e| {
                        e.change(msg!("editor-step-add-battery"), None, |s| {
                            ops::add_battery(s, &side, &faction)
                        });
                    }));
                }
                if ui
                    .small_button(t!("editor-add-sorties", side = &d.name))
                    .clicked()
                {
                    actions.push(Box::new(move |e| {
                        e.change(msg!("editor-step-add-sorties"), None, |s| {
                            ops::add_sorties(s, &side)
                        });
                    }));
                }
            }
        });
    });
}

fn battery_fields(
    ui: &mut egui::Ui,
    i: usize,
    b: &Battery,
    (sides, factions): (&[String], &[String]),
    fields: &mut Fields,
) {
    ui.separator();
    ui.horizontal(|ui| {
        ui.strong(t!("editor-battery-heading", id = &b.id.value));
        if ui.small_button(t!("editor-delete")).clicked() {
            fields.push(Box::new(move |e| {
                let _ = e.change(msg!("editor-step-delete-battery"), None, |s| {
                    ops::delete(s, Place::Battery(i))
                });
            }));
        }
    });
    fields.text(
        ui,
        &t!("editor-id"),
        "battery-id",
        &b.id.value,
        move |s, v| s.batteries[i].id = ops::sp(v),
    );
    fields.text(
        ui,
        &t!("editor-name"),
        "battery-name",
        &b.name,
        move |s, v| s.batteries[i].name = v,
    );
    fields.choice(
        ui,
        &t!("editor-side"),
        "battery-side",
        &b.side.value,
        sides,
        move |s, v| s.batteries[i].side = ops::sp(v),
    );
    let faction = &b.faction.value;
    fields.choice(
        ui,
        &t!("editor-faction"),
        "battery-faction",
        faction,
        factions,
        move |s, v| s.batteries[i].faction = ops::sp(v),
    );
    let on = b
        .element
        .as_ref()
        .map_or(String::new(), |e| e.value.clone());
    fields.text(
        ui,
        &t!("editor-battery-base"),
        "battery-base",
        &on,
        move |s, v| s.batteries[i].element = (!v.is_empty()).then(|| ops::sp(v)),
    );
}

fn aircraft_fields(
    ui: &mut egui::Ui,
    i: usize,
    a: &Aircraft,
    sides: &[String],
    fields: &mut Fields,
) {
    ui.separator();
    ui.horizontal(|ui| {
        ui.strong(t!("editor-sorties"));
        if ui.small_button(t!("editor-delete")).clicked() {
            fields.push(Box::new(move |e| {
                let _ = e.change(msg!("editor-step-delete-sorties"), None, |s| {
                    ops::delete(s, Place::Aircraft(i))
                });
            }));
        }
    });
    fields.text(
        ui,
        &t!("editor-name"),
        "aircraft-name",
        &a.name,
        move |s, v| s.aircraft[i].name = v,
    );
    fields.choice(
        ui,
        &t!("editor-side"),
        "aircraft-side",
        &a.side.value,
        sides,
        move |s, v| s.aircraft[i].side = ops::sp(v),
    );
    ui.horizontal(|ui| {
        let mut n = a.sorties.value;
        ui.label(t!("editor-a-turn"));
        if ui
            .add(
                egui::DragValue::new(&mut n)
                    .clamp_existing_to_range(false)
                    .range(1..=9),
            )
            .changed()
        {
            fields.set("sorties", move |s| s.aircraft[i].sorties = ops::sp(n));
        }
        let mut from = a.from.as_ref().map_or(0, |f| f.value);
        ui.label(t!("editor-from-turn"));
        if ui
            .add(
                egui::DragValue::new(&mut from)
                    .clamp_existing_to_range(false)
                    .range(0..=99),
            )
            .on_hover_text(t!("editor-from-tip"))
            .changed()
        {
            fields.set("sorties-from", move |s| {
                s.aircraft[i].from = (from > 0).then(|| ops::sp(from))
            });
        }
        let mut until = a.until.as_ref().map_or(0, |f| f.value);
        ui.label(t!("editor-until"));
        if ui
            .add(
                egui::DragValue::new(&mut until)
                    .clamp_existing_to_range(false)
                    .range(0..=99),
            )
            .on_hover_text(t!("editor-until-tip"))
            .changed()
        {
            fields.set("sorties-until", move |s| {
                s.aircraft[i].until = (until > 0).then(|| ops::sp(until))
            });
        }
    });
}
