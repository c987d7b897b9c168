//! The one way a panel field is made: drawn with its label, and a change to it queued as an
//! action on the draft, named after the field, its typing merged into one undo step.

use std::hash::{Hash, Hasher};

use bevy_egui::egui;

use super::Action;
use crate::editor::Place;
use crate::editor::ops;
use crate::scenario::Scenario;

/// The fields of one thing in the scenario, and the actions they ask for.
pub(super) struct Fields<'a> {
    pub actions: &'a mut Vec<Action>,
    /// What the fields belong to: a field's typing merges into one undo step per thing, and
    /// never carries over to another.
    pub of: Option<Place>,
}

/// What a field does to the scenario with the value given.
type Apply<T> = Box<dyn FnOnce(&mut Scenario, T) + Send + Sync>;

impl<'a> Fields<'a> {
    pub fn new(actions: &'a mut Vec<Action>, of: Option<Place>) -> Self {
        Fields { actions, of }
    }

    /// Ask for something other than a field's change (a button's).
    pub fn push(&mut self, action: Action) {
        self.actions.push(action);
    }

    /// Record a change of the field `key` (its undo step is "set" and the field's name, the
    /// catalogue's words for `key`).
    pub fn set(
        &mut self,
        key: &'static str,
        f: impl FnOnce(&mut Scenario) + Send + Sync + 'static,
    ) {
        let gesture = field_gesture(self.of, key);
        self.actions.push(Box::new(move |e| {
            e.change(msg!("editor-step-set", field = key), Some(gesture), f);
        }));
    }

    /// A text field. Its id is its key's, under the picked thing's, so it keeps the keyboard
    /// while problems come and go above it (and whatever language its label is in).
    pub fn text(
        &mut self,
        ui: &mut egui::Ui,
        label: &str,
        key: &'static str,
        value: &str,
        apply: impl FnOnce(&mut Scenario, String) + Send + Sync + 'static,
    ) {
        let mut v = value.to_string();
        let changed = ui
            .push_id(key, |ui| {
                ui.horizontal(|ui| {
                    ui.label(label);
                    ui.add(egui::TextEdit::singleline(&mut v).desired_width(230.0))
                        .changed()
                })
                .inner
            })
            .inner;
        if changed {
            self.apply(key, v, Box::new(apply));
        }
    }

    /// A number in inches or degrees, snapped as the file writes it.
    pub fn number(
        &mut self,
        ui: &mut egui::Ui,
        label: &str,
        key: &'static str,
        value: f32,
        range: std::ops::RangeInclusive<f32>,
        apply: impl FnOnce(&mut Scenario, f32) + Send + Sync + 'static,
    ) {
        let mut v = value;
        let changed = ui
            .push_id(key, |ui| {
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
        if changed {
            self.apply(key, ops::snap(v), Box::new(apply));
        }
    }

    /// One of `names`.
    pub fn choice(
        &mut self,
        ui: &mut egui::Ui,
        label: &str,
        key: &'static str,
        value: &str,
        names: &[String],
        apply: impl FnOnce(&mut Scenario, String) + Send + Sync + 'static,
    ) {
        let mut v = value.to_string();
        ui.horizontal(|ui| {
            ui.label(label);
            egui::ComboBox::from_id_salt((self.of, key))
                .selected_text(&v)
                .show_ui(ui, |ui| {
                    for n in names {
                        ui.selectable_value(&mut v, n.clone(), n);
                    }
                });
        });
        if v != value {
            self.apply(key, v, Box::new(apply));
        }
    }

    fn apply<T: Send + Sync + 'static>(&mut self, key: &'static str, v: T, apply: Apply<T>) {
        self.set(key, move |s| apply(s, v));
    }
}

/// A field's own gesture: its typing merges into one undo step. Kept apart from the drags'
/// counted gestures by the top bit.
fn field_gesture(selected: Option<Place>, field: &str) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (selected, field).hash(&mut h);
    h.finish() | (1 << 63)
}

/// The names of a list, for a choice.
pub(super) fn names<'a>(it: impl Iterator<Item = &'a str>) -> Vec<String> {
    it.map(str::to_string).collect()
}
