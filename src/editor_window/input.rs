//! The editor's mouse and keys. A left press grabs what is under it (a handle of the
//! selection, a base, an objective, a feature) and a drag moves it, each drag one step to
//! undo; with a placing tool it puts the new thing down. A right or middle drag, or a left drag
//! on open table, pans; the wheel zooms about the cursor; Home fits the table.
//! A polygon or line is drawn a press at a point: a press on its first point closes a polygon,
//! a second press on the last point (or Enter) ends it, Backspace takes the last point back and
//! Esc gives it up. A rectangle or circle is dragged out from a corner or its centre.
//! Keys: Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, Ctrl+S save, Ctrl+D copies the picked base
//! or feature beside it, Delete removes the selection,
//! Q and E turn a base by 15°, the arrows nudge the selection, Esc drops it.

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowCloseRequested};
use bevy_egui::input::{egui_wants_any_keyboard_input, egui_wants_any_pointer_input};

use super::hit::{self, Grab, Reach};
use super::{EditSet, Editing, Tool};
use crate::editor::Place;
use crate::editor::ops::{self, handles};
use crate::editor::place::{self, ElementAt};
use crate::scenario::format::{ObjectiveAt, Shape, point_to_vec2};
use crate::table::camera::{PanelWidth, fit};

/// Where the cursor is on the table, and how far a press reaches there.
#[derive(Resource, Default, Clone, Copy)]
pub struct Pointer {
    pub world: Option<Vec2>,
    /// Inches that make ten pixels at the present zoom: how near a handle a press must be.
    pub reach: f32,
    /// The handle under the cursor, lit so the author sees what a press would take.
    pub hover: Option<Vec2>,
}

/// A drag under way: what it moves, its undo step, and where it took hold.
#[derive(Resource, Default)]
pub struct Dragging {
    what: Option<Grab>,
    gesture: u64,
    /// From the cursor to the thing's own point when it was taken, so it does not jump.
    offset: Vec2,
    /// The cursor's last point, for moving a whole feature by the difference.
    last: Vec2,
    /// A left drag on open table pans the view.
    panning: bool,
    /// A rectangle or circle being dragged out: on release, one too small to see becomes the
    /// usual size.
    sizing: Option<usize>,
    /// A rectangle's corner that stays put while the other is dragged, whichever way the drag
    /// goes (its corners are kept lower-left and upper-right, so they swap when crossed).
    anchor: Option<Vec2>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pointer>()
        .init_resource::<Dragging>()
        .init_resource::<PanelWidth>()
        .init_resource::<Fitted>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (
                (track_pointer, fit_view).chain(),
                let_go,
                (press_and_drag, zoom, pan)
                    .run_if(not(egui_wants_any_pointer_input).and_then(no_dialog)),
                keys.run_if(not(egui_wants_any_keyboard_input).and_then(no_dialog)),
                ask_before_closing,
            )
                .chain()
                .in_set(super::EditSet::Input),
        )
        .configure_sets(Update, EditSet::Input.before(EditSet::Draw));
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Camera2d, Msaa::Sample4));
}

/// The table's size and the window's that the view was last fitted to.
#[derive(Resource, Default)]
struct Fitted(Option<(Vec2, Vec2, f32)>);

fn fit_view(
    editing: Res<Editing>,
    panel: Res<PanelWidth>,
    window: Single<&Window, With<PrimaryWindow>>,
    keys: Res<ButtonInput<KeyCode>>,
    mut fitted: ResMut<Fitted>,
    camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    let size = editing.draft.scenario().size().max(Vec2::splat(1.0));
    let now = (size, window.size(), panel.0);
    let home = keys.just_pressed(KeyCode::Home);
    if panel.0 <= 0.0 || (fitted.0 == Some(now) && !home) {
        return;
    }
    // A table resized while typing its width keeps the author's view; a new window fits.
    if fitted
        .0
        .is_some_and(|(s, w, p)| s != size && w == now.1 && p == now.2)
        && !home
    {
        fitted.0 = Some(now);
        return;
    }
    fitted.0 = Some(now);
    let (mut transform, mut projection) = camera.into_inner();
    let (scale, centre) = fit(size, window.size(), panel.0);
    if let Projection::Orthographic(o) = &mut *projection {
        o.scale = scale;
    }
    transform.translation = centre.extend(transform.translation.z);
}

fn track_pointer(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform, &Projection)>,
    panel: Res<PanelWidth>,
    editing: Res<Editing>,
    mut pointer: ResMut<Pointer>,
) {
    let (camera, gt, projection) = *camera;
    let scale = match projection {
        Projection::Orthographic(o) => o.scale,
        _ => 0.05,
    };
    pointer.reach = 10.0 * scale;
    pointer.world = window
        .cursor_position()
        .filter(|p| p.x > panel.0)
        .and_then(|p| camera.viewport_to_world_2d(gt, p).ok());
    let s = editing.draft.scenario();
    pointer.hover = pointer.world.and_then(|p| {
        match hit::grab_at(s, &editing.rules, editing.selected, p, Reach(pointer.reach))? {
            Grab::Handle { feature, index } => {
                handles(&s.terrain[feature].shape.value).get(index).copied()
            }
            Grab::Midpoint { feature, after } => hit::midpoints(&s.terrain[feature].shape.value)
                .into_iter()
                .find(|(i, _)| *i == after)
                .map(|(_, m)| m),
            Grab::Facing(at) => hit::facing_knob(s, &editing.rules, at),
            _ => None,
        }
    });
}

/// While a question is on screen (close with unsaved changes, the file changed on disk), the
/// table takes no presses or keys: Ctrl+S there would answer it unasked.
fn no_dialog(editing: Res<Editing>) -> bool {
    !editing.closing && editing.on_disk.is_none()
}

/// The button let go anywhere, over the panel too, ends the drag.
fn let_go(
    buttons: Res<ButtonInput<MouseButton>>,
    mut editing: ResMut<Editing>,
    mut drag: ResMut<Dragging>,
) {
    if buttons.just_released(MouseButton::Left) && (drag.what.is_some() || drag.panning) {
        release(&mut editing, &mut drag);
    }
}

fn press_and_drag(
    buttons: Res<ButtonInput<MouseButton>>,
    pointer: Res<Pointer>,
    mut editing: ResMut<Editing>,
    mut drag: ResMut<Dragging>,
) {
    let Some(p) = pointer.world else {
        return;
    };
    if buttons.just_pressed(MouseButton::Left) {
        press(&mut editing, &mut drag, p, pointer.reach);
        return;
    }
    if buttons.pressed(MouseButton::Left) {
        drag_to(&mut editing, &mut drag, p);
    }
}

/// The cursor, held down, has moved to `p`: what was taken follows it.
pub fn drag_to(editing: &mut Editing, drag: &mut Dragging, p: Vec2) {
    if drag.last == p {
        return;
    }
    let by = p - drag.last;
    drag.last = p;
    let Some(what) = drag.what else { return };
    let gesture = Some(drag.gesture);
    let to = p + drag.offset;
    if let (Some(anchor), Grab::Handle { feature, .. }) = (drag.anchor, what) {
        editing.change(msg!("editor-step-reshape-feature"), gesture, |s| {
            if let Some(f) = s.terrain.get_mut(feature) {
                ops::set_corners(&mut f.shape.value, anchor, to);
            }
        });
        return;
    }
    match what {
        Grab::Element(at) => {
            editing.change(msg!("editor-step-move-base"), gesture, |s| {
                ops::move_element(s, at, to)
            });
        }
        Grab::Facing(at) => {
            editing.change(msg!("editor-step-turn-base"), gesture, |s| {
                ops::face_towards(s, at, p)
            });
        }
        Grab::Handle { feature, index }
        | Grab::Midpoint {
            feature,
            after: index,
        } => {
            editing.change(msg!("editor-step-reshape-feature"), gesture, |s| {
                if let Some(f) = s.terrain.get_mut(feature) {
                    ops::move_handle(&mut f.shape.value, index, to);
                }
            });
        }
        Grab::Feature(i) => {
            // The shape moves by whole tenths, so the cursor's part-tenths are carried over.
            let moved = editing.change(msg!("editor-step-move-feature"), gesture, |s| {
                let before = s
                    .terrain
                    .get(i)
                    .and_then(|f| handles(&f.shape.value).first().copied());
                if let Some(f) = s.terrain.get_mut(i) {
                    ops::move_shape(&mut f.shape.value, by + drag.offset);
                }
                let after = s
                    .terrain
                    .get(i)
                    .and_then(|f| handles(&f.shape.value).first().copied());
                after.zip(before).map(|(a, b)| a - b).unwrap_or_default()
            });
            drag.offset = by + drag.offset - moved;
        }
        Grab::Objective(i) => {
            editing.change(msg!("editor-step-move-objective"), gesture, |s| {
                if let Some(o) = s.objectives.get_mut(i) {
                    o.at = ObjectiveAt::Point(ops::snap_point(to));
                }
            });
        }
    }
}

/// A left press at `p`: grab with the select tool, or put down what the placing tool makes.
/// `reach` is how near a handle counts as on it, in inches.
pub fn press(editing: &mut Editing, drag: &mut Dragging, p: Vec2, reach: f32) {
    *drag = Dragging::default();
    drag.last = p;
    let gesture = editing.gesture();
    drag.gesture = gesture;
    match editing.tool {
        Tool::Select => {
            let s = editing.draft.scenario();
            let grab = hit::grab_at(s, &editing.rules, editing.selected, p, Reach(reach));
            let Some(mut grab) = grab else {
                editing.selected = None;
                drag.panning = true;
                return;
            };
            // Where the thing's own point is, so a drag keeps it under the cursor as taken.
            let own = match grab {
                Grab::Element(at) => place::element(s, at).map(|e| point_to_vec2(&e.at)),
                Grab::Handle { feature, index } => {
                    handles(&s.terrain[feature].shape.value).get(index).copied()
                }
                Grab::Objective(i) => s
                    .objectives
                    .get(i)
                    .and_then(|o| crate::table::scene::objective_star(s, o)),
                _ => None,
            };
            drag.offset = own.map_or(Vec2::ZERO, |o| o - p);
            if let Grab::Handle { feature, index } = grab
                && let Shape::Rect { .. } = &s.terrain[feature].shape.value
            {
                drag.anchor = handles(&s.terrain[feature].shape.value)
                    .get(1 - index.min(1))
                    .copied();
            }
            editing.selected = Some(match grab {
                Grab::Element(at) | Grab::Facing(at) => Place::Element(at),
                Grab::Handle { feature, index } => Place::Corner { feature, index },
                Grab::Midpoint { feature, .. } | Grab::Feature(feature) => Place::Feature(feature),
                Grab::Objective(i) => Place::Objective(i),
            });
            if let Grab::Midpoint { feature, after } = grab {
                // A new point where the side was taken, dragged on from there: one step.
                let index = editing.change(msg!("editor-step-add-point"), Some(gesture), |s| {
                    s.terrain
                        .get_mut(feature)
                        .and_then(|f| ops::insert_corner(&mut f.shape.value, after))
                });
                if let Some(index) = index {
                    grab = Grab::Handle { feature, index };
                    editing.selected = Some(Place::Corner { feature, index });
                }
            }
            drag.what = Some(grab);
        }
        Tool::Terrain => match editing.shape {
            ops::ShapeKind::Polygon | ops::ShapeKind::Polyline => draw_point(editing, p, reach),
            shape => {
                // Dragged out from where the press is: a corner, or the centre.
                let (kind, rules) = (editing.terrain_kind.clone(), editing.rules.clone());
                let at = ops::snap_point(p);
                let start = match shape {
                    ops::ShapeKind::Rect => Shape::Rect {
                        x: at.value.0,
                        y: at.value.1,
                        width: 0.0,
                        height: 0.0,
                    },
                    _ => Shape::Circle {
                        center: at,
                        radius: 0.1,
                    },
                };
                let i = editing.change(msg!("editor-step-add", kind = &kind), Some(gesture), |s| {
                    ops::add_shaped(s, &rules, &kind, start)
                });
                editing.selected = Some(Place::Feature(i));
                drag.what = Some(Grab::Handle {
                    feature: i,
                    index: 1,
                });
                drag.sizing = Some(i);
                drag.anchor = (shape == ops::ShapeKind::Rect).then_some(p);
            }
        },
        Tool::Element => {
            let Some(t) = editing.target else {
                editing.tell(msg!("editor-no-unit-for-base"), true);
                return;
            };
            // A brigade's HQ is an HQ base whatever type the palette shows.
            let kind = match t.unit {
                None if editing.rules.element_type("HQ").is_some() => "HQ".to_string(),
                _ => editing.element_type.clone(),
            };
            let rules = editing.rules.clone();
            let at = editing.change(msg!("editor-step-add", kind = &kind), Some(gesture), |s| {
                ops::add_element(s, &rules, &kind, t.force, t.brigade, t.unit, p)
            });
            match at {
                Some(at) => {
                    if at.unit.is_none() && t.unit.is_some() {
                        editing.tell(msg!("editor-hq-first"), false);
                    }
                    editing.selected = Some(Place::Element(at));
                    drag.what = Some(Grab::Element(at));
                }
                None => editing.tell(msg!("editor-brigade-has-hq"), true),
            }
        }
        Tool::Objective => {
            let side = editing.objective_side.clone();
            let s = editing.draft.scenario();
            let at = match hit::feature_at(s, p, reach) {
                Some(f) => ObjectiveAt::Feature(ops::sp(s.terrain[f].id.value.clone())),
                None => ObjectiveAt::Point(ops::snap_point(p)),
            };
            let i = editing.change(msg!("editor-step-add-objective"), Some(gesture), |s| {
                ops::add_objective(s, &side, at)
            });
            editing.selected = Some(Place::Objective(i));
            editing.tool = Tool::Select;
        }
    }
}

/// The press is let go: a rectangle or circle dragged out to nothing (a click) takes the usual
/// size there, in the same undo step; the feature is then reshaped with Select.
pub fn release(editing: &mut Editing, drag: &mut Dragging) {
    if let Some(i) = drag.sizing {
        let kind = editing.terrain_kind.clone();
        let shape = editing.shape;
        editing.change(
            msg!("editor-step-add", kind = &kind),
            Some(drag.gesture),
            |s| {
                if let Some(f) = s.terrain.get_mut(i) {
                    let small = match &f.shape.value {
                        Shape::Rect { width, height, .. } => width.min(*height) < 0.5,
                        Shape::Circle { radius, .. } => *radius < 0.5,
                        _ => false,
                    };
                    if small {
                        let at = f.shape.value.label_point();
                        f.shape.value = ops::default_shape(&kind, shape, at);
                    }
                }
            },
        );
        editing.tool = Tool::Select;
    }
    *drag = Dragging::default();
}

/// A press while drawing a polygon or line: a point added, or the drawing ended by a press on
/// its first point (a polygon) or again on its last.
fn draw_point(editing: &mut Editing, p: Vec2, reach: f32) {
    let polygon = editing.shape == ops::ShapeKind::Polygon;
    let points = editing.drawing.get_or_insert_with(Vec::new);
    let closes = polygon && points.len() >= 3 && points[0].distance(p) <= reach;
    let again = points.last().is_some_and(|l| l.distance(p) <= reach);
    if closes || again {
        finish_drawing(editing);
    } else {
        points.push(Vec2::new(ops::snap(p.x), ops::snap(p.y)));
    }
}

/// The drawing becomes a feature, one step to undo; with too few points it is kept going and
/// the author told how many it needs.
pub fn finish_drawing(editing: &mut Editing) {
    let Some(points) = editing.drawing.clone() else {
        return;
    };
    let polygon = editing.shape == ops::ShapeKind::Polygon;
    let least = if polygon { 3 } else { 2 };
    if points.len() < least {
        let told = if polygon {
            msg!("editor-polygon-needs", least = least, n = points.len())
        } else {
            msg!("editor-line-needs", least = least, n = points.len())
        };
        editing.tell(told, true);
        return;
    }
    editing.drawing = None;
    let (kind, rules) = (editing.terrain_kind.clone(), editing.rules.clone());
    let pts = points.iter().map(|v| ops::snap_point(*v)).collect();
    let shape = if polygon {
        Shape::Polygon(pts)
    } else {
        ops::line(&kind, pts)
    };
    let i = editing.change(msg!("editor-step-draw", kind = &kind), None, |s| {
        ops::add_shaped(s, &rules, &kind, shape)
    });
    editing.selected = Some(Place::Feature(i));
    editing.tool = Tool::Select;
}

fn zoom(
    scroll: Res<AccumulatedMouseScroll>,
    pointer: Res<Pointer>,
    camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    let (transform, projection) = camera.into_inner();
    crate::table::camera::zoom_about(&scroll, pointer.world, transform, projection);
}

fn pan(
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    drag: Res<Dragging>,
    camera: Single<(&mut Transform, &Projection), With<Camera2d>>,
) {
    let panning = buttons.any_pressed([MouseButton::Right, MouseButton::Middle])
        || (buttons.pressed(MouseButton::Left) && drag.panning);
    if !panning || motion.delta == Vec2::ZERO {
        return;
    }
    let (mut transform, projection) = camera.into_inner();
    if let Projection::Orthographic(o) = projection {
        transform.translation.x -= motion.delta.x * o.scale;
        transform.translation.y += motion.delta.y * o.scale;
    }
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut editing: ResMut<Editing>,
    mut nudges: Local<(u64, Option<Place>)>,
) {
    let ctrl = keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if ctrl {
        if keys.just_pressed(KeyCode::KeyZ) && !shift {
            editing.undo();
        } else if keys.just_pressed(KeyCode::KeyY) || (keys.just_pressed(KeyCode::KeyZ) && shift) {
            editing.redo();
        } else if keys.just_pressed(KeyCode::KeyS) {
            editing.save();
        } else if keys.just_pressed(KeyCode::KeyD) {
            duplicate_selection(&mut editing);
        }
        return;
    }
    if editing.drawing.is_some() {
        if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
            finish_drawing(&mut editing);
        } else if keys.just_pressed(KeyCode::Escape) {
            editing.drawing = None;
            editing.tell(msg!("editor-drawing-given-up"), false);
        } else if keys.just_pressed(KeyCode::Backspace)
            && let Some(points) = editing.drawing.as_mut()
        {
            points.pop();
        }
        return;
    }
    if keys.any_just_pressed([KeyCode::Delete, KeyCode::Backspace]) {
        delete_selection(&mut editing);
    }
    if keys.just_pressed(KeyCode::Escape) {
        editing.selected = None;
        editing.tool = Tool::Select;
    }
    let turn = if keys.just_pressed(KeyCode::KeyQ) {
        -15.0
    } else if keys.just_pressed(KeyCode::KeyE) {
        15.0
    } else {
        0.0
    };
    if let (Some(Place::Element(at)), true) = (editing.selected, turn != 0.0) {
        editing.change(msg!("editor-step-turn-base"), None, |s| {
            turn_by(s, at, turn)
        });
    }
    let step = if shift { 1.0 } else { 0.1 };
    let dir = [
        (KeyCode::ArrowLeft, Vec2::NEG_X),
        (KeyCode::ArrowRight, Vec2::X),
        (KeyCode::ArrowUp, Vec2::Y),
        (KeyCode::ArrowDown, Vec2::NEG_Y),
    ]
    .into_iter()
    .filter(|(k, _)| keys.just_pressed(*k))
    .map(|(_, d)| d)
    .sum::<Vec2>();
    if dir != Vec2::ZERO {
        // Nudges of one thing in a row are one step to undo, as typing in a field is.
        if nudges.0 == 0 || nudges.1 != editing.selected {
            *nudges = (editing.gesture(), editing.selected);
        }
        nudge(&mut editing, dir * step, nudges.0);
    }
}

fn turn_by(s: &mut crate::scenario::Scenario, at: ElementAt, by: f32) {
    if let Some(e) = place::element_mut(s, at) {
        e.facing = ops::sp((e.facing.value + by).rem_euclid(360.0).round());
    }
}

fn nudge(editing: &mut Editing, by: Vec2, gesture: u64) {
    let Some(sel) = editing.selected else { return };
    editing.change(msg!("editor-step-nudge"), Some(gesture), |s| match sel {
        Place::Element(at) => {
            if let Some(e) = place::element(s, at) {
                let to = point_to_vec2(&e.at) + by;
                ops::move_element(s, at, to);
            }
        }
        Place::Feature(i) => {
            if let Some(f) = s.terrain.get_mut(i) {
                ops::move_shape(&mut f.shape.value, by);
            }
        }
        Place::Corner { feature, index } => {
            if let Some(f) = s.terrain.get_mut(feature)
                && let Some(h) = handles(&f.shape.value).get(index).copied()
            {
                ops::move_handle(&mut f.shape.value, index, h + by);
            }
        }
        _ => {}
    });
}

/// Ctrl+D: a copy of the picked base beside it, or of the picked feature, picked in its turn,
/// so a platoon is laid out by pressing it again.
pub fn duplicate_selection(editing: &mut Editing) {
    let rules = editing.rules.clone();
    let copied = match editing.selected {
        Some(Place::Element(at)) => editing
            .change(msg!("editor-step-copy-base"), None, |s| {
                ops::duplicate_element(s, &rules, at)
            })
            .map(Place::Element),
        Some(Place::Feature(i)) => editing
            .change(msg!("editor-step-copy-feature"), None, |s| {
                ops::duplicate_feature(s, i)
            })
            .map(Place::Feature),
        _ => None,
    };
    match copied {
        Some(p) => editing.selected = Some(p),
        None => editing.tell(msg!("editor-copy-refused"), true),
    }
}

/// Delete what is selected; a point of a feature first, if one is picked.
pub fn delete_selection(editing: &mut Editing) {
    let Some(sel) = editing.selected else { return };
    let what = match sel {
        Place::Corner { .. } => msg!("editor-step-delete-point"),
        Place::Element(_) => msg!("editor-step-delete-base"),
        Place::Feature(_) => msg!("editor-step-delete-feature"),
        Place::Objective(_) => msg!("editor-step-delete-objective"),
        Place::Unit { .. } => msg!("editor-step-delete-unit"),
        Place::Brigade { .. } => msg!("editor-step-delete-brigade"),
        _ => msg!("editor-step-delete"),
    };
    match editing.change(what, None, |s| ops::delete(s, sel)) {
        Ok(()) => {
            editing.selected = match sel {
                Place::Corner { feature, .. } => Some(Place::Feature(feature)),
                _ => None,
            };
        }
        Err(why) => editing.tell(msg!("editor-not-deleted", why = why), true),
    }
}

/// Closing the window with unsaved changes asks first (in the panel); saved, it closes.
fn ask_before_closing(
    mut asked: MessageReader<WindowCloseRequested>,
    mut editing: ResMut<Editing>,
    mut exit: MessageWriter<AppExit>,
) {
    if asked.read().count() == 0 {
        return;
    }
    if editing.draft.unsaved() {
        editing.closing = true;
    } else {
        exit.write(AppExit::Success);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::format::Shape;

    fn editing() -> Editing {
        Editing::valdemoro()
    }

    fn at_of(e: &Editing, id: &str) -> ElementAt {
        place::elements(e.draft.scenario())
            .into_iter()
            .find(|(_, el)| el.id.value == id)
            .unwrap()
            .0
    }

    fn where_is(e: &Editing, at: ElementAt) -> Vec2 {
        point_to_vec2(&place::element(e.draft.scenario(), at).unwrap().at)
    }

    #[test]
    fn a_saves_report_is_taken_back_once_the_draft_changes_again() {
        let mut e = editing();
        let dir = std::env::temp_dir().join(format!("trinchera-saved-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        e.draft.path = dir.join("valdemoro.ron");
        let mut d = Dragging::default();
        let at = at_of(&e, "ban6-2");
        let hold = where_is(&e, at);
        press(&mut e, &mut d, hold, 0.4);
        drag_to(&mut e, &mut d, hold + Vec2::new(1.0, 0.0));
        e.save();
        let told = e.shown_message().map(|(m, _)| m.key);
        assert_eq!(told, Some("editor-saved"));
        // Moved again: the report no longer stands, beside "unsaved changes".
        press(&mut e, &mut d, hold + Vec2::new(1.0, 0.0), 0.4);
        drag_to(&mut e, &mut d, hold + Vec2::new(2.0, 0.0));
        assert!(e.draft.unsaved());
        assert_eq!(e.shown_message(), None);
        // Any other message stands through a change.
        e.tell(msg!("editor-took-in"), false);
        press(&mut e, &mut d, hold + Vec2::new(2.0, 0.0), 0.4);
        drag_to(&mut e, &mut d, hold + Vec2::new(3.0, 0.0));
        assert_eq!(
            e.shown_message().map(|(m, _)| m.key),
            Some("editor-took-in")
        );
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_base_dragged_keeps_its_hold_and_the_whole_drag_is_one_undo() {
        let mut e = editing();
        let mut d = Dragging::default();
        let at = at_of(&e, "ban6-2");
        let start = where_is(&e, at);
        // Taken a little off its centre, it moves by what the cursor moves.
        let hold = start + Vec2::new(0.2, 0.1);
        press(&mut e, &mut d, hold, 0.4);
        assert_eq!(e.selected, Some(Place::Element(at)));
        for k in 1..=5 {
            drag_to(&mut e, &mut d, hold + Vec2::new(k as f32, 0.5 * k as f32));
        }
        assert_eq!(where_is(&e, at), start + Vec2::new(5.0, 2.5));
        assert_eq!(
            e.draft.undo_name().map(|m| m.key),
            Some("editor-step-move-base")
        );
        e.undo();
        assert_eq!(where_is(&e, at), start);
        assert_eq!(e.draft.undo_name(), None, "one step for the whole drag");
    }

    #[test]
    fn dragging_the_middle_of_a_side_adds_a_point_there_and_one_undo_takes_it_back() {
        let mut e = editing();
        let mut d = Dragging::default();
        let cerro = e
            .draft
            .scenario()
            .terrain
            .iter()
            .position(|f| f.id.value == "cerro")
            .unwrap();
        e.selected = Some(Place::Feature(cerro));
        // The side from (31, 19) to (38, 18).
        press(&mut e, &mut d, Vec2::new(34.5, 18.5), 0.4);
        drag_to(&mut e, &mut d, Vec2::new(34.5, 16.0));
        let Shape::Polygon(pts) = &e.draft.scenario().terrain[cerro].shape.value else {
            panic!()
        };
        assert_eq!(pts.len(), 7);
        assert_eq!(pts[1].value, (34.5, 16.0));
        assert_eq!(
            e.selected,
            Some(Place::Corner {
                feature: cerro,
                index: 1
            })
        );
        e.undo();
        let Shape::Polygon(pts) = &e.draft.scenario().terrain[cerro].shape.value else {
            panic!()
        };
        assert_eq!(pts.len(), 6);
    }

    #[test]
    fn the_placing_tools_put_down_a_feature_a_base_and_objectives() {
        let mut e = editing();
        let mut d = Dragging::default();
        e.tool = Tool::Terrain;
        e.terrain_kind = "Woods".into();
        e.shape = ops::ShapeKind::Circle;
        press(&mut e, &mut d, Vec2::new(45.0, 14.0), 0.4);
        release(&mut e, &mut d);
        let n = e.draft.scenario().terrain.len();
        let f = &e.draft.scenario().terrain[n - 1];
        assert_eq!(
            (f.kind.value.as_str(), ops::ShapeKind::of(&f.shape.value)),
            ("Woods", ops::ShapeKind::Circle)
        );
        assert_eq!(e.selected, Some(Place::Feature(n - 1)));
        assert_eq!(e.tool, Tool::Select, "put down, it is reshaped with Select");

        e.tool = Tool::Element;
        e.element_type = "HeavyMG".into();
        let target = e.target.unwrap();
        press(&mut e, &mut d, Vec2::new(30.0, 4.0), 0.4);
        drag_to(&mut e, &mut d, Vec2::new(31.0, 4.0));
        let Some(Place::Element(at)) = e.selected else {
            panic!()
        };
        assert_eq!(
            (at.force, at.brigade, at.unit),
            (target.force, target.brigade, target.unit)
        );
        let el = place::element(e.draft.scenario(), at).unwrap();
        assert_eq!(
            (el.kind.value.as_str(), el.at.value),
            ("HeavyMG", (31.0, 4.0))
        );
        e.undo();
        assert!(
            place::element(e.draft.scenario(), at).is_none(),
            "put down and dragged: one step"
        );

        e.tool = Tool::Objective;
        e.objective_side = "republic".into();
        press(&mut e, &mut d, Vec2::new(23.0, 24.0), 0.4);
        let o = e.draft.scenario().objectives.last().unwrap();
        assert_eq!(o.at, ObjectiveAt::Feature(ops::sp("cortijo".into())));
        assert_eq!(o.name, "Valdemoro farm");
        e.tool = Tool::Objective;
        press(&mut e, &mut d, Vec2::new(45.0, 20.0), 0.4);
        let o = e.draft.scenario().objectives.last().unwrap();
        assert_eq!(o.at, ObjectiveAt::Point(ops::sp((45.0, 20.0))));
        assert!(e.draft.problems().is_empty(), "{:?}", e.draft.problems());
    }

    #[test]
    fn a_rectangle_is_dragged_out_from_its_corner_and_a_click_gives_the_usual_size() {
        let mut e = editing();
        let mut d = Dragging::default();
        e.tool = Tool::Terrain;
        e.terrain_kind = "Urban".into();
        e.shape = ops::ShapeKind::Rect;
        press(&mut e, &mut d, Vec2::new(40.0, 20.0), 0.4);
        drag_to(&mut e, &mut d, Vec2::new(37.0, 17.0));
        drag_to(&mut e, &mut d, Vec2::new(43.0, 22.0));
        drag_to(&mut e, &mut d, Vec2::new(46.0, 24.5));
        release(&mut e, &mut d);
        let f = e.draft.scenario().terrain.last().unwrap();
        assert_eq!(
            f.shape.value,
            Shape::Rect {
                x: 40.0,
                y: 20.0,
                width: 6.0,
                height: 4.5
            }
        );
        e.undo();
        assert_ne!(
            e.draft.scenario().terrain.last().unwrap().kind.value,
            "Urban",
            "one step"
        );
        e.tool = Tool::Terrain;
        press(&mut e, &mut d, Vec2::new(40.0, 20.0), 0.4);
        release(&mut e, &mut d);
        let f = e.draft.scenario().terrain.last().unwrap();
        assert_eq!(
            f.shape.value,
            Shape::Rect {
                x: 38.0,
                y: 18.5,
                width: 4.0,
                height: 3.0
            }
        );
    }

    #[test]
    fn a_polygon_is_drawn_a_point_at_a_time_and_closed_on_its_first_point() {
        let mut e = editing();
        let mut d = Dragging::default();
        e.tool = Tool::Terrain;
        e.terrain_kind = "Woods".into();
        e.shape = ops::ShapeKind::Polygon;
        let before = e.draft.scenario().terrain.len();
        for p in [(40.0, 18.0), (46.0, 18.0)] {
            press(&mut e, &mut d, Vec2::new(p.0, p.1), 0.4);
            release(&mut e, &mut d);
        }
        // Two points and a press on the first: not yet a polygon, and said so.
        press(&mut e, &mut d, Vec2::new(46.1, 18.1), 0.4);
        assert_eq!(e.draft.scenario().terrain.len(), before);
        // Said as a typed message: what it needs and how many it has.
        let (told, bad) = e.message.clone().unwrap();
        assert!(bad);
        assert_eq!(told.key, "editor-polygon-needs");
        assert_eq!((told.num("least"), told.num("n")), (Some(3.0), Some(2.0)));
        for p in [(44.0, 22.333), (40.1, 18.1)] {
            press(&mut e, &mut d, Vec2::new(p.0, p.1), 0.4);
            release(&mut e, &mut d);
        }
        let s = e.draft.scenario();
        assert_eq!(s.terrain.len(), before + 1);
        let f = s.terrain.last().unwrap();
        let Shape::Polygon(pts) = &f.shape.value else {
            panic!()
        };
        let pts: Vec<_> = pts.iter().map(|p| p.value).collect();
        assert_eq!(pts, [(40.0, 18.0), (46.0, 18.0), (44.0, 22.3)]);
        assert_eq!(e.tool, Tool::Select);
        assert!(e.drawing.is_none());
        assert_eq!(
            e.draft.undo_name(),
            Some(&msg!("editor-step-draw", kind = "Woods"))
        );
    }

    #[test]
    fn a_rectangles_corner_dragged_past_the_other_keeps_the_other_where_it_was() {
        let mut e = editing();
        let mut d = Dragging::default();
        let farm = e
            .draft
            .scenario()
            .terrain
            .iter()
            .position(|f| f.id.value == "cortijo")
            .unwrap();
        // Rect(x: 20, y: 22, width: 7, height: 5): its lower-left corner dragged up past the
        // upper-right one (27, 27), and on.
        e.selected = Some(Place::Feature(farm));
        press(&mut e, &mut d, Vec2::new(20.0, 22.0), 0.4);
        drag_to(&mut e, &mut d, Vec2::new(29.0, 29.0));
        drag_to(&mut e, &mut d, Vec2::new(30.0, 30.5));
        assert_eq!(
            e.draft.scenario().terrain[farm].shape.value,
            Shape::Rect {
                x: 27.0,
                y: 27.0,
                width: 3.0,
                height: 3.5
            }
        );
    }

    #[test]
    fn the_selection_follows_its_feature_when_an_undo_puts_one_back_before_it() {
        let mut e = editing();
        let ids = |e: &Editing| {
            e.draft
                .scenario()
                .terrain
                .iter()
                .map(|f| f.id.value.clone())
                .collect::<Vec<_>>()
        };
        let olivar = ids(&e).iter().position(|i| i == "olivar").unwrap();
        e.change(msg!("editor-step-delete"), None, |s| {
            ops::delete(s, Place::Feature(olivar))
        })
        .unwrap();
        let cortijo = ids(&e).iter().position(|i| i == "cortijo").unwrap();
        e.selected = Some(Place::Feature(cortijo));
        e.undo();
        let Some(Place::Feature(now)) = e.selected else {
            panic!("{:?}", e.selected)
        };
        assert_eq!(ids(&e)[now], "cortijo");
        // A deleted base's unit stays the Bases target by its id, not by its index.
        let target = e.target.unwrap();
        let unit_id = |e: &Editing, t: super::super::Target| {
            e.draft.scenario().forces[t.force].brigades[t.brigade].units[t.unit.unwrap()]
                .id
                .value
                .clone()
        };
        let was = unit_id(&e, target);
        e.change(msg!("editor-step-delete"), None, |s| {
            ops::delete(
                s,
                Place::Unit {
                    force: target.force,
                    brigade: target.brigade,
                    unit: 0,
                },
            )
        })
        .unwrap();
        if target.unit != Some(0) {
            assert_eq!(unit_id(&e, e.target.unwrap()), was);
        }
    }

    #[test]
    fn the_brigades_hq_is_put_down_as_an_hq_whatever_the_palette_shows() {
        let mut e = editing();
        let mut d = Dragging::default();
        let rules = e.rules.clone();
        let (force, brigade) = e.change(msg!("editor-step-add-brigade"), None, |s| {
            ops::add_brigade(s, &rules, "republic")
        });
        e.target = Some(super::super::Target {
            force,
            brigade,
            unit: None,
        });
        e.tool = Tool::Element;
        e.element_type = "Rifles".into();
        press(&mut e, &mut d, Vec2::new(10.0, 30.0), 0.4);
        let hq = e.draft.scenario().forces[force].brigades[brigade]
            .hq
            .as_ref()
            .unwrap();
        assert_eq!(hq.kind.value, "HQ");
    }

    #[test]
    fn ctrl_d_lays_a_copy_of_a_base_beside_it_in_its_unit() {
        let mut e = editing();
        let at = at_of(&e, "ban6-2");
        let was = where_is(&e, at);
        e.selected = Some(Place::Element(at));
        duplicate_selection(&mut e);
        let Some(Place::Element(copy)) = e.selected else {
            panic!()
        };
        let el = place::element(e.draft.scenario(), copy).unwrap();
        assert_eq!((copy.unit, copy.index), (at.unit, at.index + 1));
        assert_eq!(el.id.value, "ban6-2-2");
        // Facing up the table (0), its right is +x: a rifle base 1.6" wide and 0.2" apart.
        let facing = place::element(e.draft.scenario(), at).unwrap().facing.value;
        assert_eq!(facing, 0.0);
        assert_eq!(where_is(&e, copy), was + Vec2::new(1.8, 0.0));
        assert!(e.draft.problems().is_empty(), "{:?}", e.draft.problems());
    }

    #[test]
    fn a_press_on_open_ground_drops_the_selection_and_pans() {
        let mut e = editing();
        let mut d = Dragging::default();
        e.selected = Some(Place::Meta);
        press(&mut e, &mut d, Vec2::new(45.0, 20.0), 0.4);
        assert_eq!(e.selected, None);
        assert!(d.panning);
    }

    #[test]
    fn deleting_a_point_a_triangle_needs_is_refused_and_said() {
        let mut e = editing();
        let rules = e.rules.clone();
        let i = e.change(msg!("editor-step-add", kind = "Rocky"), None, |s| {
            ops::add_feature(
                s,
                &rules,
                "Rocky",
                ops::ShapeKind::Polygon,
                Vec2::new(44.0, 4.0),
            )
        });
        e.selected = Some(Place::Corner {
            feature: i,
            index: 0,
        });
        delete_selection(&mut e);
        assert_eq!(
            e.selected,
            Some(Place::Feature(i)),
            "a square gives up one point"
        );
        e.selected = Some(Place::Corner {
            feature: i,
            index: 0,
        });
        delete_selection(&mut e);
        // The refusal is a typed message, its reason one too; in English it reads as before.
        let why = msg!("editor-delete-polygon-needs", n = 3);
        assert_eq!(
            e.message,
            Some((msg!("editor-not-deleted", why = why), true))
        );
        let (told, _) = e.message.as_ref().unwrap();
        assert_eq!(told.en(), "Not deleted: a polygon needs 3 points");
        assert_eq!(
            crate::words::with_lang(crate::words::Lang::Es, || told.text()),
            "No se ha borrado: un polígono necesita 3 puntos"
        );
    }
}
