//! The view of the table: fit to the window beside the panel, pan with a drag or the keys,
//! zoom with the wheel about the cursor.

use bevy::input::mouse::{AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::{egui_wants_any_keyboard_input, egui_wants_any_pointer_input};

use super::TableSet;
use super::picking::{Cursor, Hovered};
use super::referee::Ruler;
use crate::session::GameSession;

/// Width in logical pixels of the side panel on the left, which covers part of the view.
#[derive(Resource, Default, Clone, Copy)]
pub struct PanelWidth(pub f32);

/// An element the view should move to (asked for from the panel's list of forces).
#[derive(Resource, Default)]
pub struct Focus(pub Option<String>);

/// Height in logical pixels of what covers the bottom of the view (a replay's timeline).
#[derive(Resource, Default, Clone, Copy, PartialEq)]
pub struct BottomInset(pub f32);

/// What the view was last fitted to: the table's size and the window's.
#[derive(Resource, Default)]
struct FittedView {
    size: Option<Vec2>,
    window: Vec2,
    bottom: f32,
}

const MIN_SCALE: f32 = 0.004;
const MAX_SCALE: f32 = 0.5;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelWidth>()
        .init_resource::<BottomInset>()
        .init_resource::<Focus>()
        .init_resource::<FittedView>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (
                (
                    (zoom, drag_pan).run_if(not(egui_wants_any_pointer_input)),
                    key_pan.run_if(not(egui_wants_any_keyboard_input)),
                )
                    .chain()
                    .in_set(TableSet::Input),
                (fit_table, look_at_focus).chain().in_set(TableSet::Draw),
            ),
        );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Camera2d, Msaa::Sample4));
}

/// Scale and centre that show the whole table and its frame beside the panel.
pub fn fit(table: Vec2, window: Vec2, panel: f32) -> (f32, Vec2) {
    fit_above(table, window, panel, 0.0)
}

/// `fit`, with `bottom` pixels at the foot of the window covered too.
pub fn fit_above(table: Vec2, window: Vec2, panel: f32, bottom: f32) -> (f32, Vec2) {
    let margin = 6.0;
    let avail = Vec2::new((window.x - panel).max(50.0), (window.y - bottom).max(50.0));
    let scale = ((table.x + margin) / avail.x).max((table.y + margin) / avail.y);
    let centre = table / 2.0 - Vec2::new(panel / 2.0 * scale, bottom / 2.0 * scale);
    (scale, centre)
}

/// Fit the view to the game's table when a different table appears, the window changes size
/// or the player asks (Home); an author saving the same table keeps the view they are
/// looking at.
fn fit_table(
    session: Res<GameSession>,
    panel: Res<PanelWidth>,
    bottom: Res<BottomInset>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut fitted: ResMut<FittedView>,
    camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
    keys: Res<ButtonInput<KeyCode>>,
) {
    let size = session.game().scenario().size();
    let win = window.size();
    let refit = fitted.size != Some(size)
        || fitted.window != win
        || fitted.bottom != bottom.0
        || keys.just_pressed(KeyCode::Home)
        || keys.just_pressed(KeyCode::KeyF);
    if !refit || panel.0 <= 0.0 {
        return;
    }
    fitted.size = Some(size);
    fitted.window = win;
    fitted.bottom = bottom.0;
    let (mut transform, mut projection) = camera.into_inner();
    let (scale, centre) = fit_above(size, win, panel.0, bottom.0);
    if let Projection::Orthographic(o) = &mut *projection {
        o.scale = scale;
    }
    transform.translation = centre.extend(transform.translation.z);
}

fn zoom(
    scroll: Res<AccumulatedMouseScroll>,
    cursor: Res<Cursor>,
    camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    // Only over the table: the wheel over the panel or the timeline scrolls them, and egui's
    // word on who has the pointer is a frame old when the pointer arrives and the wheel turns
    // in one frame.
    if cursor.world.is_none() {
        return;
    }
    let (transform, projection) = camera.into_inner();
    zoom_about(&scroll, cursor.world, transform, projection);
}

/// The wheel zooms the view about the point under the cursor, which stays where it is (the
/// game's table and the editor's).
pub fn zoom_about(
    scroll: &AccumulatedMouseScroll,
    cursor: Option<Vec2>,
    mut transform: Mut<Transform>,
    mut projection: Mut<Projection>,
) {
    if scroll.delta.y == 0.0 {
        return;
    }
    let steps = match scroll.unit {
        MouseScrollUnit::Line => scroll.delta.y,
        MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
    };
    let Projection::Orthographic(o) = &mut *projection else {
        return;
    };
    let old = o.scale;
    o.scale = (old * 0.87f32.powf(steps)).clamp(MIN_SCALE, MAX_SCALE);
    if let Some(p) = cursor {
        let c = transform.translation.truncate();
        let nc = p + (c - p) * (o.scale / old);
        transform.translation = nc.extend(transform.translation.z);
    }
}

/// What a left press may mean instead of a pan: a base under it, Shift for a box, the ruler.
#[derive(bevy::ecs::system::SystemParam)]
struct LeftPress<'w> {
    over_element: Res<'w, Hovered>,
    keys: Res<'w, ButtonInput<KeyCode>>,
    ruler: Res<'w, Ruler>,
}

/// The view follows the cursor's place in the window, frame to frame, not the mouse's raw
/// motion: pointers that report where they are (a tablet, a remote desktop, a virtual display)
/// send no raw motion.
fn drag_pan(
    buttons: Res<ButtonInput<MouseButton>>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    mut cursor: ResMut<Cursor>,
    camera: Single<(&mut Transform, &Projection), With<Camera2d>>,
    press: LeftPress,
    mut pan_started_on_table: Local<bool>,
    mut last: Local<Option<Vec2>>,
) {
    let at = window.cursor_position();
    let delta = match (at, *last) {
        (Some(now), Some(before)) => now - before,
        _ => Vec2::ZERO,
    };
    *last = at;
    let any = [MouseButton::Left, MouseButton::Right, MouseButton::Middle];
    if buttons.any_just_pressed(any) {
        cursor.dragged = false;
        // A left press on a base selects and moves it, and shift-left draws a selection box:
        // only a left drag on open table (or a right or middle drag anywhere) pans.
        let shift = press
            .keys
            .any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        let left = buttons.just_pressed(MouseButton::Left);
        let free = press.over_element.0.is_none() && !shift && !press.ruler.on;
        *pan_started_on_table = cursor.world.is_some() && (!left || free);
    }
    if !buttons.any_pressed(any) || !*pan_started_on_table || delta == Vec2::ZERO {
        return;
    }
    let (mut transform, projection) = camera.into_inner();
    let Projection::Orthographic(o) = projection else {
        return;
    };
    if delta.length() > 0.5 {
        cursor.dragged = true;
    }
    transform.translation.x -= delta.x * o.scale;
    transform.translation.y += delta.y * o.scale;
}

/// Which way the pan keys held down move the view (not normalised). A key held with Ctrl,
/// Alt or Super is a shortcut (Ctrl+S saves), not a pan.
pub fn pan_direction(keys: &ButtonInput<KeyCode>) -> Vec2 {
    let modifiers = [
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::AltLeft,
        KeyCode::AltRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ];
    if keys.any_pressed(modifiers) {
        return Vec2::ZERO;
    }
    let mut d = Vec2::ZERO;
    for (k, v) in [
        (KeyCode::ArrowLeft, Vec2::NEG_X),
        (KeyCode::KeyA, Vec2::NEG_X),
        (KeyCode::ArrowRight, Vec2::X),
        (KeyCode::KeyD, Vec2::X),
        (KeyCode::ArrowUp, Vec2::Y),
        (KeyCode::KeyW, Vec2::Y),
        (KeyCode::ArrowDown, Vec2::NEG_Y),
        (KeyCode::KeyS, Vec2::NEG_Y),
    ] {
        if keys.pressed(k) {
            d += v;
        }
    }
    d
}

fn key_pan(
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time>,
    camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    let d = pan_direction(&keys);
    let (mut transform, mut projection) = camera.into_inner();
    let Projection::Orthographic(o) = &mut *projection else {
        return;
    };
    let dt = time.delta_secs();
    if keys.pressed(KeyCode::Equal) || keys.pressed(KeyCode::NumpadAdd) {
        o.scale = (o.scale * (1.0 - 1.5 * dt)).clamp(MIN_SCALE, MAX_SCALE);
    }
    if keys.pressed(KeyCode::Minus) || keys.pressed(KeyCode::NumpadSubtract) {
        o.scale = (o.scale * (1.0 + 1.5 * dt)).clamp(MIN_SCALE, MAX_SCALE);
    }
    // 600 screen pixels a second, whatever the zoom.
    let step = d.normalize_or_zero() * 600.0 * o.scale * dt;
    transform.translation += step.extend(0.0);
}

/// Centre the view on the element the panel asked for, beside the panel, keeping the zoom.
fn look_at_focus(
    mut focus: ResMut<Focus>,
    session: Res<GameSession>,
    panel: Res<PanelWidth>,
    camera: Single<(&mut Transform, &Projection), With<Camera2d>>,
) {
    let Some(id) = focus.0.take() else {
        return;
    };
    let Some(e) = session.game().element(&id) else {
        return;
    };
    let (mut transform, projection) = camera.into_inner();
    let Projection::Orthographic(o) = projection else {
        return;
    };
    let at = e.base.center - Vec2::new(panel.0 / 2.0 * o.scale, 0.0);
    transform.translation = at.extend(transform.translation.z);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_with_ctrl_alt_or_super_do_not_pan() {
        let mut keys = ButtonInput::<KeyCode>::default();
        keys.press(KeyCode::KeyS);
        assert_eq!(pan_direction(&keys), Vec2::NEG_Y, "S alone pans down");
        keys.press(KeyCode::ArrowRight);
        assert_eq!(pan_direction(&keys), Vec2::new(1.0, -1.0));
        for m in [
            KeyCode::ControlLeft,
            KeyCode::ControlRight,
            KeyCode::AltLeft,
            KeyCode::SuperLeft,
        ] {
            keys.press(m);
            assert_eq!(pan_direction(&keys), Vec2::ZERO, "{m:?}+S is not a pan");
            keys.release(m);
        }
        // Shift is not a shortcut modifier here: Shift+arrow still pans.
        keys.press(KeyCode::ShiftLeft);
        assert_eq!(pan_direction(&keys), Vec2::new(1.0, -1.0));
    }

    /// The view's scale after one notch of the wheel with the pointer at `world` on the table
    /// (`None`: over the panel or the timeline, off the table's view).
    fn scale_after_a_notch(world: Option<Vec2>) -> f32 {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(AccumulatedMouseScroll {
                unit: MouseScrollUnit::Line,
                delta: Vec2::new(0.0, 1.0),
            })
            .insert_resource(crate::table::picking::Cursor {
                world,
                dragged: false,
            })
            .add_systems(Update, zoom);
        app.world_mut().spawn((
            Camera2d,
            Transform::default(),
            Projection::Orthographic(OrthographicProjection::default_2d()),
        ));
        app.update();
        let mut q = app.world_mut().query::<&Projection>();
        match q.single(app.world()).unwrap() {
            Projection::Orthographic(o) => o.scale,
            _ => unreachable!("the camera is orthographic"),
        }
    }

    #[test]
    fn the_wheel_zooms_the_table_only_with_the_pointer_over_it() {
        assert!(scale_after_a_notch(Some(Vec2::new(10.0, 10.0))) < 1.0);
        // Over the panel the wheel scrolls the dice log or Why?, and the view stays.
        assert_eq!(scale_after_a_notch(None), 1.0);
    }

    /// The camera under the pan system, headless, after a tenth of a second with `held` down.
    fn camera_after(held: &[KeyCode]) -> Vec3 {
        use bevy::time::TimeUpdateStrategy;
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(TimeUpdateStrategy::ManualDuration(
                std::time::Duration::from_millis(100),
            ))
            .init_resource::<ButtonInput<KeyCode>>()
            .add_systems(Update, key_pan);
        app.world_mut().spawn((
            Camera2d,
            Transform::default(),
            Projection::Orthographic(OrthographicProjection::default_2d()),
        ));
        app.update();
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        for k in held {
            keys.press(*k);
        }
        app.update();
        app.update();
        let mut q = app
            .world_mut()
            .query_filtered::<&Transform, With<Camera2d>>();
        q.single(app.world()).unwrap().translation
    }

    #[test]
    fn ctrl_s_saves_without_panning_the_table() {
        assert!(camera_after(&[KeyCode::KeyS]).y < 0.0, "S pans down");
        assert_eq!(
            camera_after(&[KeyCode::ControlLeft, KeyCode::KeyS]),
            Vec3::ZERO,
            "Ctrl+S moved the view"
        );
    }

    #[test]
    fn the_whole_table_fits_beside_the_panel() {
        let table = Vec2::new(72.0, 48.0);
        let window = Vec2::new(1600.0, 1000.0);
        let (scale, centre) = fit(table, window, 340.0);
        // Left edge of the table lands right of the panel, right edge inside the window.
        let left_px = window.x / 2.0 + (0.0 - centre.x) / scale;
        let right_px = window.x / 2.0 + (table.x - centre.x) / scale;
        assert!(left_px > 340.0, "{left_px}");
        assert!(right_px < window.x, "{right_px}");
        let top_px = window.y / 2.0 - (table.y - centre.y) / scale;
        assert!(top_px > 0.0);
    }
}
