//! The referee's tools on the table: a ruler (M, then drag) with the sight line green or red
//! and the blocking feature outlined; the selected element's weapon ranges and arcs; which
//! enemies it could fire at; declared fire, pinned markers, wrecks' smoke.

use bevy::prelude::*;
use bevy_egui::input::{egui_wants_any_keyboard_input, egui_wants_any_pointer_input};

use super::TableSet;
use super::picking::{Cursor, Hovered, Selected};
use super::scene::{DrawnGeneration, Z_LABEL};
use crate::geom::bearing_vector;
use crate::rules::fire::{End, Measure};
use crate::rules::{Game, Order, Phase, Rejection, Status};
use crate::session::GameSession;

/// The ruler: its two ends and the verdict between them.
#[derive(Resource, Default)]
pub struct Ruler {
    /// Ruler mode: a left drag measures instead of moving.
    pub on: bool,
    pub from: Option<End>,
    pub to: Option<End>,
    pub dragging: bool,
    pub result: Option<Measure>,
}

/// For the selected element in the fire phase: each enemy it could fire at, or why not.
#[derive(Resource, Default)]
pub struct FireTargets {
    pub shooter: Option<usize>,
    pub verdicts: Vec<(usize, Result<(), Rejection>)>,
    /// What the verdicts were found for: the game on the table, the shooter, and how far the
    /// game had gone (fire declared, dice rolled).
    key: Option<(u64, usize, usize, usize)>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Ruler>()
        .init_resource::<FireTargets>()
        .add_systems(
            Update,
            (
                (
                    ruler_keys.run_if(not(egui_wants_any_keyboard_input)),
                    ruler_mouse.run_if(
                        resource_exists::<GameSession>.and_then(not(egui_wants_any_pointer_input)),
                    ),
                )
                    .chain()
                    .in_set(TableSet::Input),
                (find_targets, draw_referee).chain().in_set(TableSet::Draw),
            ),
        );
}

fn ruler_keys(keys: Res<ButtonInput<KeyCode>>, mut ruler: ResMut<Ruler>) {
    if keys.just_pressed(KeyCode::KeyM) {
        ruler.on = !ruler.on;
    }
    if !ruler.on && (ruler.from.is_some() || ruler.result.is_some()) {
        // Off (by the key or the panel's button): the old line goes with it.
        *ruler = Ruler::default();
    }
    if keys.just_pressed(KeyCode::Escape) {
        *ruler = Ruler::default();
    }
}

/// An end of the ruler: the element under the cursor, or the point.
fn end_at(g: &Game, hovered: &Hovered, p: Vec2) -> End {
    hovered
        .0
        .as_deref()
        .and_then(|id| g.element_index(id).ok())
        .map_or(End::Point(p), End::Element)
}

fn ruler_mouse(
    buttons: Res<ButtonInput<MouseButton>>,
    cursor: Res<Cursor>,
    hovered: Res<Hovered>,
    session: Res<GameSession>,
    mut ruler: ResMut<Ruler>,
) {
    let Some(p) = cursor.world else {
        return;
    };
    if !ruler.on {
        return;
    }
    let g = session.game();
    if buttons.just_pressed(MouseButton::Left) {
        ruler.from = Some(end_at(g, &hovered, p));
        ruler.dragging = true;
    }
    if ruler.dragging {
        ruler.to = Some(end_at(g, &hovered, p));
        if let (Some(a), Some(b)) = (ruler.from, ruler.to) {
            ruler.result = Some(g.measure_ends(a, b));
        }
    }
    if buttons.just_released(MouseButton::Left) {
        ruler.dragging = false;
    }
}

/// Which enemies the selected element could fire at now, recomputed when the game or the
/// selection changes (every sight line walks the sight grid, so this stays cheap).
fn find_targets(
    session: Res<GameSession>,
    drawn: Res<DrawnGeneration>,
    selected: Res<Selected>,
    mut targets: ResMut<FireTargets>,
) {
    let g = session.game();
    let shooter = selected
        .primary()
        .and_then(|id| g.element_index(id).ok())
        .filter(|i| g.phase() == Phase::DirectFire && g.elements()[*i].side == g.active());
    let progress = g.log().len() + g.turn() as usize;
    let key = shooter.map(|s| (drawn.0, s, g.declarations().len(), progress));
    if key == targets.key && targets.shooter == shooter {
        return;
    }
    targets.key = key;
    targets.shooter = shooter;
    targets.verdicts.clear();
    let Some(s) = shooter else {
        return;
    };
    for (t, e) in g.on_table() {
        if e.side == g.elements()[s].side {
            continue;
        }
        let mut trial = g.scratch();
        let verdict = trial.apply(&Order::Fire {
            element: g.elements()[s].id.clone(),
            target: e.id.clone(),
            weapon: None,
            shots: None,
        });
        targets.verdicts.push((t, verdict));
    }
}

fn draw_referee(
    mut gizmos: Gizmos,
    session: Res<GameSession>,
    selected: Res<Selected>,
    ruler: Res<Ruler>,
    targets: Res<FireTargets>,
    camera: Query<&Projection, With<Camera2d>>,
) {
    let g = session.game();
    // Inches per screen pixel, for marks whose outline is a few pixels wide at any zoom.
    let px = camera
        .iter()
        .find_map(|p| match p {
            Projection::Orthographic(o) => Some(o.scale),
            _ => None,
        })
        .unwrap_or(0.05);
    let table = Rect::from_corners(Vec2::ZERO, g.scenario().size());
    smoke(&mut gizmos, g);
    pinned_and_frightened(&mut gizmos, g);
    declared_fire(&mut gizmos, g);
    if let Some(i) = selected.primary().and_then(|id| g.element_index(id).ok())
        && g.elements()[i].status == Status::Ready
    {
        weapon_reach(&mut gizmos, g, i, table);
    }
    target_verdicts(&mut gizmos, g, &targets, px);
    if ruler.on
        && let (Some(a), Some(b), Some(m)) = (ruler.from, ruler.to, &ruler.result)
    {
        ruler_line(&mut gizmos, g, (a, b), m, table);
    }
}

/// The part of the segment from `a` to `b` inside `rect` (Liang–Barsky), if any: overlays are
/// not drawn past the table's edge.
pub fn clip_segment(a: Vec2, b: Vec2, rect: Rect) -> Option<(Vec2, Vec2)> {
    let d = b - a;
    let (mut t0, mut t1) = (0.0f32, 1.0f32);
    for (p, q) in [
        (-d.x, a.x - rect.min.x),
        (d.x, rect.max.x - a.x),
        (-d.y, a.y - rect.min.y),
        (d.y, rect.max.y - a.y),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return None;
            }
            continue;
        }
        let t = q / p;
        if p < 0.0 {
            t0 = t0.max(t);
        } else {
            t1 = t1.min(t);
        }
        if t0 > t1 {
            return None;
        }
    }
    Some((a + d * t0, a + d * t1))
}

/// A line clipped to the table.
fn clipped_line(gizmos: &mut Gizmos, a: Vec2, b: Vec2, table: Rect, colour: Color) {
    if let Some((a, b)) = clip_segment(a, b, table) {
        gizmos.line(z(a), z(b), colour);
    }
}

/// The dark band drawn under a fire-phase mark, so that it reads on either side's colour.
const HALO: Color = Color::srgba(0.04, 0.04, 0.04, 0.9);
/// How far the halo reaches either side of the mark's line, in screen pixels.
const HALO_PX: f32 = 1.6;

/// A light line over a dark band a few pixels wide.
fn halo_line(gizmos: &mut Gizmos, a: Vec2, b: Vec2, colour: Color, px: f32) {
    let along = (b - a).normalize_or_zero() * HALO_PX * px;
    let across = along.perp();
    for k in [-1.0, 0.0, 1.0] {
        gizmos.line(z(a - along + across * k), z(b + along + across * k), HALO);
    }
    gizmos.line(z(a), z(b), colour);
}

/// A light ring over a dark band a few pixels wide.
fn halo_ring(gizmos: &mut Gizmos, c: Vec2, r: f32, colour: Color, px: f32) {
    for k in [-1.0, 0.0, 1.0] {
        gizmos
            .circle_2d(Isometry2d::from_translation(c), r + k * HALO_PX * px, HALO)
            .resolution(64);
    }
    gizmos
        .circle_2d(Isometry2d::from_translation(c), r, colour)
        .resolution(64);
}

fn z(p: Vec2) -> Vec3 {
    p.extend(Z_LABEL)
}

/// Smoke from wrecks.
fn smoke(gizmos: &mut Gizmos, g: &Game) {
    for s in g.smoke() {
        for k in 0..4 {
            gizmos.circle_2d(
                Isometry2d::from_translation(s.center),
                s.radius * (0.4 + 0.2 * k as f32),
                Color::srgba(0.35, 0.35, 0.35, 0.9),
            );
        }
    }
}

/// Pinned and frightened markers: a ring at the base's front-left corner.
fn pinned_and_frightened(gizmos: &mut Gizmos, g: &Game) {
    for (_, e) in g.on_table() {
        let mark = if e.frightened {
            Some(Color::srgb(1.0, 0.55, 0.0))
        } else if e.pinned {
            Some(Color::srgb(0.95, 0.1, 0.1))
        } else {
            None
        };
        if let Some(c) = mark {
            let corner = e.base.corners()[3];
            gizmos.circle_2d(Isometry2d::from_translation(corner), 0.35, c);
            gizmos.circle_2d(Isometry2d::from_translation(corner), 0.25, c);
        }
    }
}

/// Fire declared this phase, shooter to target.
fn declared_fire(gizmos: &mut Gizmos, g: &Game) {
    for d in g.declarations() {
        let (a, b) = (
            g.elements()[d.shooter].base.center,
            g.elements()[d.target].base.center,
        );
        gizmos.line(z(a), z(b), Color::srgb(1.0, 0.6, 0.1));
    }
}

/// The element's weapons: how far each reaches within its arc, and its minimum range.
fn weapon_reach(gizmos: &mut Gizmos, g: &Game, i: usize, table: Rect) {
    let e = &g.elements()[i];
    for m in &g.def(e).weapons {
        let w = &g.rules()[m.weapon_id];
        let colour = Color::srgba(0.95, 0.95, 0.7, 0.55);
        let reach = w.range.1 + e.base.depth.max(e.base.width) / 2.0;
        let arc = if m.turret { 360.0 } else { w.arc };
        let steps = 64;
        let pts: Vec<Vec2> = (0..=steps)
            .map(|k| {
                let b = e.base.facing - arc / 2.0 + arc * k as f32 / steps as f32;
                e.base.center + bearing_vector(b) * reach
            })
            .collect();
        for w2 in pts.windows(2) {
            clipped_line(gizmos, w2[0], w2[1], table, colour);
        }
        if arc < 360.0 {
            clipped_line(gizmos, e.base.center, pts[0], table, colour);
            clipped_line(gizmos, e.base.center, pts[steps], table, colour);
        }
        if w.range.0 > 0.0 {
            let r = w.range.0 + e.base.depth / 2.0;
            let ring: Vec<Vec2> = (0..=steps)
                .map(|k| e.base.center + bearing_vector(360.0 * k as f32 / steps as f32) * r)
                .collect();
            for w2 in ring.windows(2) {
                clipped_line(
                    gizmos,
                    w2[0],
                    w2[1],
                    table,
                    Color::srgba(0.95, 0.5, 0.3, 0.55),
                );
            }
        }
    }
}

/// The ring around an enemy the selected element can fire at.
pub const CAN_FIRE: Color = Color::srgb(0.2, 0.9, 0.3);
/// The cross on an enemy it cannot fire at: light, over a dark halo, so that it reads on the
/// Republic's red as on the Nationalists' blue.
pub const CANNOT_FIRE: Color = Color::srgb(1.0, 0.62, 0.55);

/// Targets: a green ring if it can be fired at, a light red cross if not, each over a dark
/// halo.
fn target_verdicts(gizmos: &mut Gizmos, g: &Game, targets: &FireTargets, px: f32) {
    // Draw every halo before every mark, so no halo covers a neighbour's mark.
    for (t, v) in &targets.verdicts {
        let Some(c) = g.elements().get(*t).map(|e| e.base.center) else {
            continue;
        };
        match v {
            Ok(()) => halo_ring(gizmos, c, 1.3, CAN_FIRE, px),
            Err(_) => {
                let d = 0.55;
                halo_line(
                    gizmos,
                    c + Vec2::new(-d, -d),
                    c + Vec2::new(d, d),
                    CANNOT_FIRE,
                    px,
                );
                halo_line(
                    gizmos,
                    c + Vec2::new(-d, d),
                    c + Vec2::new(d, -d),
                    CANNOT_FIRE,
                    px,
                );
            }
        }
    }
}

/// The ruler, green or red, and the feature or smoke that blocks it outlined.
fn ruler_line(gizmos: &mut Gizmos, g: &Game, (a, b): (End, End), m: &Measure, table: Rect) {
    let centre = |e: End| match e {
        End::Element(i) => g.elements().get(i).map_or(Vec2::ZERO, |e| e.base.center),
        End::Point(p) => p,
    };
    let colour = if m.los.clear {
        Color::srgb(0.2, 0.95, 0.3)
    } else {
        Color::srgb(0.95, 0.15, 0.1)
    };
    clipped_line(gizmos, centre(a), centre(b), table, colour);
    let Some(blocker) = &m.los.blocked_by else {
        return;
    };
    if let Some(f) = g.terrain().features.iter().find(|f| f.id == blocker.id) {
        for poly in &f.footprint {
            for k in 0..poly.len() {
                gizmos.line(z(poly[k]), z(poly[(k + 1) % poly.len()]), colour);
            }
        }
    }
    if let Some(s) = g.smoke().iter().find(|s| s.from == blocker.id) {
        gizmos.circle_2d(Isometry2d::from_translation(s.center), s.radius, colour);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlays_are_clipped_to_the_table() {
        let table = Rect::from_corners(Vec2::ZERO, Vec2::new(48.0, 32.0));
        // Inside: untouched.
        let inside = clip_segment(Vec2::new(1.0, 1.0), Vec2::new(10.0, 5.0), table);
        assert_eq!(inside, Some((Vec2::new(1.0, 1.0), Vec2::new(10.0, 5.0))));
        // Across the right edge: cut there.
        let (a, b) = clip_segment(Vec2::new(40.0, 10.0), Vec2::new(56.0, 10.0), table).unwrap();
        assert_eq!((a, b), (Vec2::new(40.0, 10.0), Vec2::new(48.0, 10.0)));
        // Wholly off the table: nothing.
        assert_eq!(
            clip_segment(Vec2::new(50.0, 1.0), Vec2::new(60.0, 20.0), table),
            None
        );
        // Across two edges.
        let (a, b) = clip_segment(Vec2::new(-4.0, 16.0), Vec2::new(52.0, 16.0), table).unwrap();
        assert_eq!((a, b), (Vec2::new(0.0, 16.0), Vec2::new(48.0, 16.0)));
    }
}
