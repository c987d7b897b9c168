//! The scenario editor at the table (`trinchera edit FILE`, or *Edit* in the game's panel):
//! the draft drawn as the table draws a battle, tools to draw and reshape terrain, place and
//! turn bases and set objectives, a panel for the tree of forces and every field, and the
//! problems `check` finds, on the table and in a list. Its own window, so a game in progress
//! is never disturbed: the game's window redraws when the editor saves.

pub mod disk;
pub mod hit;
pub mod input;
pub mod panel;
pub mod scene;

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::path::PathBuf;
use std::sync::Arc;

use crate::editor::ops::ShapeKind;
use crate::editor::place;
use crate::editor::{Draft, Place};
use crate::ruleset::Ruleset;
use crate::scenario::LoadError;
use crate::window::ScreenshotResult;
use crate::words::Msg;

/// What a press on the table does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Pick, drag and turn what is there.
    Select,
    /// Put down a terrain feature of the chosen kind and shape.
    Terrain,
    /// Put down a base of the chosen type into the chosen unit.
    Element,
    /// Mark an objective: the feature pressed on, or the point.
    Objective,
}

/// Where new bases go: a unit, or the brigade's HQ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    pub force: usize,
    pub brigade: usize,
    pub unit: Option<usize>,
}

impl Target {
    /// The unit, or the brigade for its HQ.
    pub fn place(self) -> Place {
        match self.unit {
            Some(unit) => Place::Unit {
                force: self.force,
                brigade: self.brigade,
                unit,
            },
            None => Place::Brigade {
                force: self.force,
                brigade: self.brigade,
            },
        }
    }

    /// A unit or a brigade (its HQ) as a target; nothing else is one.
    pub fn of(p: Place) -> Option<Target> {
        match p {
            Place::Unit {
                force,
                brigade,
                unit,
            } => Some(Target {
                force,
                brigade,
                unit: Some(unit),
            }),
            Place::Brigade { force, brigade } => Some(Target {
                force,
                brigade,
                unit: None,
            }),
            _ => None,
        }
    }
}

/// The editor's state: the draft and how the author is working on it.
#[derive(Resource)]
pub struct Editing {
    pub draft: Draft,
    pub rules: Arc<Ruleset>,
    /// Bumped at every change, undo and redo, so the table is redrawn.
    pub generation: u64,
    pub selected: Option<Place>,
    pub tool: Tool,
    pub terrain_kind: String,
    pub shape: ShapeKind,
    pub element_type: String,
    pub target: Option<Target>,
    pub objective_side: String,
    /// The last thing worth telling the author, and whether it is a refusal: kept as a
    /// message, put into words when the panel draws it.
    pub message: Option<(Msg, bool)>,
    /// The window was asked to close with unsaved changes: the panel asks what to do.
    pub closing: bool,
    /// The file was changed on disk (by hand) while the draft had changes of its own: its
    /// text, until the author takes it in or keeps the draft.
    pub on_disk: Option<String>,
    /// A text of the file the author chose not to take in, or that could not be read: not
    /// offered again.
    pub passed_over: Option<String>,
    /// The points of a polygon or line being drawn, a press at a time, before it is a feature.
    pub drawing: Option<Vec<Vec2>>,
    next_gesture: u64,
}

impl Editing {
    /// Valdemoro open in the editor with the built-in ruleset, as the editor's unit tests
    /// start.
    #[cfg(test)]
    pub(crate) fn valdemoro() -> Editing {
        let rules = Ruleset::default_rules();
        let draft = Draft::from_text(
            std::path::Path::new("valdemoro.ron"),
            crate::scenario::DEFAULT_SCENARIO,
            &rules,
        )
        .unwrap();
        Editing::new(draft, Arc::new(rules))
    }

    pub fn new(draft: Draft, rules: Arc<Ruleset>) -> Editing {
        let terrain_kind = rules
            .terrain
            .first()
            .map_or(String::new(), |t| t.name.value.clone());
        let element_type = rules
            .element_types
            .iter()
            .find(|t| t.name.value == "Rifles")
            .or(rules.element_types.first())
            .map_or(String::new(), |t| t.name.value.clone());
        let objective_side = draft
            .scenario()
            .sides
            .first()
            .map_or(String::new(), |s| s.id.value.clone());
        let mut e = Editing {
            draft,
            rules,
            generation: 1,
            selected: None,
            tool: Tool::Select,
            terrain_kind,
            shape: ShapeKind::Polygon,
            element_type,
            target: None,
            objective_side,
            message: None,
            closing: false,
            on_disk: None,
            passed_over: None,
            drawing: None,
            next_gesture: 1,
        };
        e.settle((None, None));
        e
    }

    /// A new gesture: every change made under it (each frame of one drag) is one undo step.
    pub fn gesture(&mut self) -> u64 {
        self.next_gesture += 1;
        self.next_gesture
    }

    pub fn change<R>(
        &mut self,
        what: Msg,
        gesture: Option<u64>,
        f: impl FnOnce(&mut crate::scenario::Scenario) -> R,
    ) -> R {
        let rules = self.rules.clone();
        let held = self.held();
        let out = self.draft.change(&rules, what, gesture, f);
        self.settle(held);
        out
    }

    pub fn undo(&mut self) {
        self.step_over(true);
    }

    pub fn redo(&mut self) {
        self.step_over(false);
    }

    fn step_over(&mut self, back: bool) {
        let rules = self.rules.clone();
        let held = self.held();
        let (what, done) = if back {
            let what = self
                .draft
                .undo_name()
                .map(|w| msg!("editor-undone", what = w.clone()));
            (what, self.draft.undo(&rules))
        } else {
            let what = self
                .draft
                .redo_name()
                .map(|w| msg!("editor-redone", what = w.clone()));
            (what, self.draft.redo(&rules))
        };
        if let (Some(what), true) = (what, done) {
            self.tell(what, false);
        }
        self.settle(held);
    }

    /// The selection and the Bases target by id, before a change shifts the lists.
    fn held(&self) -> (Option<Key>, Option<Key>) {
        let s = self.draft.scenario();
        (
            self.selected.and_then(|p| key_of(s, p)),
            self.target.and_then(|t| key_of(s, t.place())),
        )
    }

    pub fn save(&mut self) {
        match self.draft.save() {
            Ok(()) => {
                let n = self.draft.problems().len();
                let path = self.draft.path.display().to_string();
                let text = if n == 0 {
                    msg!("editor-saved", path = path)
                } else {
                    msg!("editor-saved-with-problems", path = path, n = n)
                };
                self.tell(text, n > 0);
            }
            Err(e) => {
                let path = self.draft.path.display().to_string();
                self.tell(
                    msg!("editor-cannot-save", path = path, error = e.to_string()),
                    true,
                )
            }
        }
    }

    /// Take in the file as it was changed by hand; one step to undo. A text that cannot be
    /// read whole is refused with its first error, and the draft kept.
    pub fn take_in(&mut self, text: &str) {
        let rules = self.rules.clone();
        let held = self.held();
        match self.draft.take_in(text, &rules) {
            Ok(()) => self.tell(msg!("editor-took-in"), false),
            Err(e) => {
                // The checker's own words, as `check` says them.
                let first = e.short_lines().into_iter().next().unwrap_or_default();
                self.tell(msg!("editor-cannot-take-in", error = first), true);
                self.passed_over = Some(text.to_string());
            }
        }
        self.on_disk = None;
        self.settle(held);
    }

    /// Keep the draft over the file changed by hand; Save will write over it.
    pub fn keep_mine(&mut self) {
        self.passed_over = self.on_disk.take();
        self.tell(msg!("editor-kept-mine"), false);
    }

    pub fn tell(&mut self, text: Msg, refusal: bool) {
        self.message = Some((text, refusal));
    }

    /// The message the panel shows: a save's report only while the draft is as saved, so
    /// that "Saved …: check passes it" never stands beside unsaved changes and their
    /// problems.
    pub fn shown_message(&self) -> Option<&(Msg, bool)> {
        self.message
            .as_ref()
            .filter(|(m, _)| !(m.key.starts_with("editor-saved") && self.draft.unsaved()))
    }

    /// After any change: redraw; the selection and the target follow their things by id
    /// (an undo may put back a feature before the one picked), and are forgotten if gone.
    fn settle(&mut self, (selected, target): (Option<Key>, Option<Key>)) {
        self.generation += 1;
        let s = self.draft.scenario();
        // Found by its id; else where it was (an id being typed anew), if there is still
        // something there.
        let there = |p: &Place| key_of(s, *p).is_some();
        let found = |k: Option<Key>| k.and_then(|k| find_key(s, &k)).filter(there);
        self.selected = found(selected).or(self.selected.filter(there));
        self.target = found(target)
            .and_then(Target::of)
            .or(self.target.filter(|t| there(&t.place())))
            .or_else(|| first_target(s));
    }
}

/// A thing by its id, which an undo or a delete of something before it does not change.
#[derive(Clone, Debug, PartialEq)]
pub enum Key {
    Element(String),
    /// A feature, or one of its points.
    Feature(String, Option<usize>),
    Objective(String),
    Unit(String),
    Brigade(String),
    Battery(String),
    /// Things without an id (the battle's own fields, a side, sorties) keep their place.
    Here(Place),
}

/// The key of a place; `None` when there is nothing there.
pub fn key_of(s: &crate::scenario::Scenario, p: Place) -> Option<Key> {
    let brigade = |f: usize, b: usize| s.forces.get(f).and_then(|x| x.brigades.get(b));
    Some(match p {
        Place::Element(at) => Key::Element(place::element(s, at)?.id.value.clone()),
        Place::Feature(i) => Key::Feature(s.terrain.get(i)?.id.value.clone(), None),
        Place::Corner { feature, index } => {
            let f = s.terrain.get(feature)?;
            (index < crate::editor::ops::handles(&f.shape.value).len()).then_some(())?;
            Key::Feature(f.id.value.clone(), Some(index))
        }
        Place::Objective(i) => Key::Objective(s.objectives.get(i)?.id.value.clone()),
        Place::Unit {
            force,
            brigade: b,
            unit,
        } => Key::Unit(brigade(force, b)?.units.get(unit)?.id.value.clone()),
        Place::Brigade { force, brigade: b } => Key::Brigade(brigade(force, b)?.id.value.clone()),
        Place::Battery(i) => Key::Battery(s.batteries.get(i)?.id.value.clone()),
        Place::Side(i) if i >= s.sides.len() => return None,
        Place::Force(i) if i >= s.forces.len() => return None,
        Place::Aircraft(i) if i >= s.aircraft.len() => return None,
        other => Key::Here(other),
    })
}

pub fn find_key(s: &crate::scenario::Scenario, key: &Key) -> Option<Place> {
    match key {
        Key::Element(id) => place::elements(s)
            .into_iter()
            .find(|(_, e)| &e.id.value == id)
            .map(|(at, _)| Place::Element(at)),
        Key::Feature(id, corner) => {
            let feature = s.terrain.iter().position(|f| &f.id.value == id)?;
            Some(match corner {
                Some(index) => Place::Corner {
                    feature,
                    index: *index,
                },
                None => Place::Feature(feature),
            })
        }
        Key::Objective(id) => s
            .objectives
            .iter()
            .position(|o| &o.id.value == id)
            .map(Place::Objective),
        Key::Unit(id) => s.forces.iter().enumerate().find_map(|(fi, f)| {
            f.brigades.iter().enumerate().find_map(|(bi, b)| {
                b.units
                    .iter()
                    .position(|u| &u.id.value == id)
                    .map(|unit| Place::Unit {
                        force: fi,
                        brigade: bi,
                        unit,
                    })
            })
        }),
        Key::Brigade(id) => s.forces.iter().enumerate().find_map(|(fi, f)| {
            f.brigades
                .iter()
                .position(|b| &b.id.value == id)
                .map(|brigade| Place::Brigade { force: fi, brigade })
        }),
        Key::Battery(id) => s
            .batteries
            .iter()
            .position(|b| &b.id.value == id)
            .map(Place::Battery),
        Key::Here(p) => Some(*p),
    }
}

/// The first unit of the first brigade, else the first brigade's HQ.
fn first_target(s: &crate::scenario::Scenario) -> Option<Target> {
    s.forces.iter().enumerate().find_map(|(fi, f)| {
        f.brigades.first().map(|b| Target {
            force: fi,
            brigade: 0,
            unit: (!b.units.is_empty()).then_some(0),
        })
    })
}

/// Steps of the editor's frame: the pointer, then input, then the table drawn.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EditSet {
    Input,
    Draw,
}

pub struct EditorPlugin;

impl Plugin for EditorPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(ClearColor(Color::srgb(0.13, 0.12, 0.11)))
            .configure_sets(Update, (EditSet::Input, EditSet::Draw).chain())
            .add_systems(Startup, crate::table::scene::load_font)
            .add_plugins((input::plugin, scene::plugin, panel::plugin, disk::plugin));
    }
}

pub struct EditorOptions {
    pub path: PathBuf,
    pub size: (u32, u32),
    /// Save a PNG of the editor to this path, then exit.
    pub screenshot: Option<PathBuf>,
    /// An element or feature to select first, by id.
    pub select: Option<String>,
}

/// The editor's window on a file; the file's errors if it cannot be read whole.
pub fn build_editor_app(
    opts: EditorOptions,
    rules: Ruleset,
) -> Result<(App, ScreenshotResult), LoadError> {
    let draft = Draft::open(&opts.path, &rules)?;
    let title = t!(
        "editor-window-title",
        path = opts.path.display().to_string()
    );
    // Closing with unsaved changes asks first (`input::ask_before_closing`).
    let mut app = crate::window::window_app(title, opts.size, true);
    let mut editing = Editing::new(draft, Arc::new(rules));
    if let Some(id) = &opts.select {
        editing.selected = find_by_id(editing.draft.scenario(), id);
    }
    if editing.draft.scenario().forces.is_empty() && !opts.path.exists() {
        editing.tell(
            msg!("editor-new-battle", path = opts.path.display().to_string()),
            false,
        );
    }
    app.insert_resource(editing);
    app.add_plugins(EditorPlugin);
    let result = ScreenshotResult::default();
    if let Some(path) = opts.screenshot {
        app.insert_resource(WinitSettings {
            focused_mode: UpdateMode::Continuous,
            unfocused_mode: UpdateMode::Continuous,
        });
        crate::window::add_screenshot(&mut app, path, 0.0, result.clone(), EditSet::Draw);
    }
    Ok((app, result))
}

/// The element, feature or objective with this id.
pub fn find_by_id(s: &crate::scenario::Scenario, id: &str) -> Option<Place> {
    if let Some((at, _)) = place::elements(s)
        .into_iter()
        .find(|(_, e)| e.id.value == id)
    {
        return Some(Place::Element(at));
    }
    if let Some(i) = s.terrain.iter().position(|f| f.id.value == id) {
        return Some(Place::Feature(i));
    }
    s.objectives
        .iter()
        .position(|o| o.id.value == id)
        .map(Place::Objective)
}
