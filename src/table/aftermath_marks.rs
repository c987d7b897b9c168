//! The step being summarised, shown where it happened: each hit flashes on its target with a
//! line from the shooter, a knocked-out base keeps a cross where it stood, a new pin or fright
//! rings its base, and a move nobody ordered (a runaway tank, a retreat, a rout) glides from
//! where it began along a dashed arrow. The marks stay until the player closes the summary.

use bevy::prelude::*;

use super::TableSet;
use super::scene::{ElementPiece, Z_LABEL, piece_transform};
use crate::geom::Base;
use crate::play::aftermath::Aftermath;
use crate::rules::{Game, Mark};
use crate::session::GameSession;

/// Seconds a forced move takes to glide from where it began to where it ended.
pub const GLIDE_SECONDS: f32 = 1.2;
/// Seconds a hit flashes.
const FLASH_SECONDS: f32 = 1.6;

/// Thicker lines than the referee's, so an event reads at a glance.
#[derive(Default, Reflect, GizmoConfigGroup)]
pub struct AftermathGizmos;

pub(super) fn plugin(app: &mut App) {
    app.insert_gizmo_config(
        AftermathGizmos,
        GizmoConfig {
            line: GizmoLineConfig {
                width: 4.0,
                ..default()
            },
            ..default()
        },
    )
    .add_systems(
        Update,
        (glide_forced_moves.after(TableSet::Pieces), draw_marks)
            .in_set(TableSet::Draw)
            .run_if(resource_exists::<Aftermath>),
    );
}

/// Where a forced move's base is drawn `t` seconds into the summary: on its way from where it
/// began to where the rules put it, then there.
pub fn glide_position(from: Vec2, to: Vec2, t: f32) -> Vec2 {
    let k = (t / GLIDE_SECONDS).clamp(0.0, 1.0);
    // Ease out: quick away, settling at the end.
    let k = 1.0 - (1.0 - k).powi(2);
    from.lerp(to, k)
}

/// The bases of the step's forced moves ride from where they began; `pieces` puts every base
/// where the game has it only when the game changes, so the glide sets its own frames and the
/// last one.
fn glide_forced_moves(
    after: Res<Aftermath>,
    session: Res<GameSession>,
    mut pieces: Query<(&ElementPiece, &mut Transform)>,
    mut gliding: Local<Vec<usize>>,
) {
    let g = session.game();
    let moving: Vec<(usize, Vec2, Vec2)> = after
        .current()
        .map(|s| {
            s.marks
                .iter()
                .filter_map(|m| match *m {
                    Mark::Forced { element, from, to } => {
                        Some((element, Vec2::from(from), Vec2::from(to)))
                    }
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default();
    for (piece, mut transform) in &mut pieces {
        let Some(e) = g.elements().get(piece.0) else {
            continue;
        };
        if let Some((_, from, to)) = moving.iter().find(|(i, ..)| *i == piece.0) {
            let at = glide_position(*from, *to, after.age);
            *transform = piece_transform(&e.base.moved(at, e.base.facing));
        } else if gliding.contains(&piece.0) {
            *transform = piece_transform(&e.base);
        }
    }
    *gliding = moving.iter().map(|(i, ..)| *i).collect();
}

fn draw_marks(
    mut gizmos: Gizmos<AftermathGizmos>,
    after: Res<Aftermath>,
    session: Res<GameSession>,
    time: Res<Time>,
) {
    let Some(step) = after.current() else {
        return;
    };
    let g = session.game();
    let t = after.age;
    // A slow pulse for the marks that stay, 0 to 1.
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 5.0).sin();
    for m in &step.marks {
        if let Mark::Zone {
            center,
            size,
            facing,
        } = *m
        {
            beaten_zone(&mut gizmos, center.into(), size.into(), facing);
            continue;
        }
        let Some(e) = m.element().and_then(|i| g.elements().get(i)) else {
            continue;
        };
        match *m {
            Mark::Hit { by, .. } => hit(&mut gizmos, g, by, &e.base, t),
            Mark::KnockedOut { .. } => knocked_out(&mut gizmos, &e.base),
            Mark::Pinned { .. } => ring(&mut gizmos, &e.base, Color::srgb(0.95, 0.15, 0.1), pulse),
            Mark::Frightened { .. } => {
                ring(&mut gizmos, &e.base, Color::srgb(1.0, 0.6, 0.0), pulse)
            }
            Mark::Unpinned { .. } | Mark::Rallied { .. } => {
                ring(&mut gizmos, &e.base, Color::srgb(0.3, 0.9, 0.4), pulse)
            }
            Mark::Arrived { .. } => ring(&mut gizmos, &e.base, Color::srgb(0.4, 0.75, 1.0), pulse),
            Mark::Routed { .. } | Mark::Zone { .. } => {}
            Mark::Forced { from, to, .. } => {
                forced(&mut gizmos, &e.base, Vec2::from(from), Vec2::from(to))
            }
        }
    }
}

/// Where the shells or bombs fell: the zone's outline, hatched.
pub fn beaten_zone(gizmos: &mut Gizmos<AftermathGizmos>, center: Vec2, size: Vec2, facing: f32) {
    let zone = Base {
        center,
        width: size.x,
        depth: size.y,
        facing,
    };
    let colour = Color::srgb(0.95, 0.3, 0.1);
    outline(gizmos, &zone, colour);
    let c = zone.corners();
    let n = 6;
    for k in 1..n {
        let f = k as f32 / n as f32;
        gizmos.line(
            lift(c[0].lerp(c[1], f)),
            lift(c[3].lerp(c[2], f)),
            colour.with_alpha(0.5),
        );
    }
}

fn lift(p: Vec2) -> Vec3 {
    p.extend(Z_LABEL + 0.5)
}

fn outline(gizmos: &mut Gizmos<AftermathGizmos>, base: &Base, colour: Color) {
    let c = base.corners();
    for k in 0..4 {
        gizmos.line(lift(c[k]), lift(c[(k + 1) % 4]), colour);
    }
}

/// A line from the shooter and a burst on the target, bright at first and fading to a trace.
fn hit(gizmos: &mut Gizmos<AftermathGizmos>, g: &Game, by: Option<usize>, target: &Base, t: f32) {
    let flash = (1.0 - t / FLASH_SECONDS).clamp(0.0, 1.0);
    let alpha = 0.35 + 0.65 * flash;
    let colour = Color::srgba(1.0, 0.85, 0.2, alpha);
    if let Some(s) = by.and_then(|b| g.elements().get(b)) {
        gizmos.line(lift(s.base.center), lift(target.center), colour);
    }
    let r = target.width.max(target.depth) / 2.0 + 0.3 + 0.6 * (1.0 - flash);
    for k in 0..8 {
        let d = Vec2::from_angle(k as f32 * std::f32::consts::FRAC_PI_4);
        gizmos.line(
            lift(target.center + d * r * 0.6),
            lift(target.center + d * r),
            Color::srgba(1.0, 0.35, 0.1, alpha),
        );
    }
}

/// Where the base stood, crossed out.
fn knocked_out(gizmos: &mut Gizmos<AftermathGizmos>, base: &Base) {
    let colour = Color::srgb(0.85, 0.05, 0.05);
    outline(gizmos, base, colour);
    let c = base.corners();
    gizmos.line(lift(c[0]), lift(c[2]), colour);
    gizmos.line(lift(c[1]), lift(c[3]), colour);
}

fn ring(gizmos: &mut Gizmos<AftermathGizmos>, base: &Base, colour: Color, pulse: f32) {
    let r = base.width.max(base.depth) / 2.0 + 0.4 + 0.25 * pulse;
    gizmos.circle_2d(Isometry2d::from_translation(base.center), r, colour);
}

/// Where it began (its outline), a dashed path and an arrowhead where it ended.
fn forced(gizmos: &mut Gizmos<AftermathGizmos>, now: &Base, from: Vec2, to: Vec2) {
    let colour = Color::srgb(1.0, 0.55, 0.1);
    outline(gizmos, &now.moved(from, now.facing), colour.with_alpha(0.6));
    let length = from.distance(to);
    if length < 0.1 {
        return;
    }
    let dir = (to - from) / length;
    let dash = 0.5;
    let mut s = 0.0;
    while s < length {
        let e = (s + dash).min(length);
        gizmos.line(lift(from + dir * s), lift(from + dir * e), colour);
        s += dash * 2.0;
    }
    let side = dir.perp() * 0.45;
    let back = to - dir * 0.8;
    gizmos.line(lift(to), lift(back + side), colour);
    gizmos.line(lift(to), lift(back - side), colour);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_forced_move_glides_from_its_start_to_its_end_and_stays() {
        let (from, to) = (Vec2::new(10.0, 10.0), Vec2::new(10.0, 20.0));
        assert_eq!(glide_position(from, to, 0.0), from);
        let half = glide_position(from, to, GLIDE_SECONDS / 2.0);
        assert!(half.y > 15.0 && half.y < 20.0, "eased out: {half}");
        assert_eq!(glide_position(from, to, GLIDE_SECONDS), to);
        assert_eq!(glide_position(from, to, 60.0), to);
    }
}
