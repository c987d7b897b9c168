//! The computer's last order, shown where it happened: the bases it moved glide from where
//! they stood (eased as the forced moves of `aftermath_marks` are) past a faint trail, and the
//! fire it declared flashes from shooter to target. A person sees each order as it comes,
//! not only where the pieces ended up.

use bevy::prelude::*;

use super::TableSet;
use super::aftermath_marks::{AftermathGizmos, GLIDE_SECONDS, glide_position};
use super::scene::{ElementPiece, Z_LABEL, piece_transform};
use crate::play::computer::Computer;
use crate::session::GameSession;

/// Seconds the computer's move takes on the table: within its pause between orders.
pub const MOVE_GLIDE_SECONDS: f32 = 0.6;
// A move is seen to its end before the computer's next order.
const _: () = assert!(MOVE_GLIDE_SECONDS < crate::play::computer::PAUSE_SECONDS);

/// Seconds its declared fire flashes.
const FIRE_FLASH_SECONDS: f32 = 1.2;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (glide_its_moves.after(TableSet::Pieces), flash_its_fire)
            .in_set(TableSet::Draw)
            .run_if(resource_exists::<Computer>),
    );
}

/// Where a base the computer moved is drawn `t` seconds after its order.
pub fn move_position(from: Vec2, to: Vec2, t: f32) -> Vec2 {
    glide_position(from, to, t / MOVE_GLIDE_SECONDS * GLIDE_SECONDS)
}

/// The bases of its last order ride from where they stood; `pieces` puts them where the game
/// has them when the game changes, so the glide sets its own frames and, once done, the last.
fn glide_its_moves(
    computer: Res<Computer>,
    session: Res<GameSession>,
    mut pieces: Query<(&ElementPiece, &mut Transform)>,
    mut gizmos: Gizmos<AftermathGizmos>,
    mut gliding: Local<Vec<usize>>,
) {
    let g = session.game();
    let moving: Vec<(usize, Vec2, Vec2, f32)> = computer
        .last
        .as_ref()
        .filter(|l| l.age < MOVE_GLIDE_SECONDS)
        .map(|l| l.moved.iter().map(|&(i, a, b)| (i, a, b, l.age)).collect())
        .unwrap_or_default();
    for (piece, mut transform) in &mut pieces {
        let Some(e) = g.elements().get(piece.0) else {
            continue;
        };
        if let Some(&(_, from, to, age)) = moving.iter().find(|(i, ..)| *i == piece.0) {
            let at = move_position(from, to, age);
            *transform = piece_transform(&e.base.moved(at, e.base.facing));
            gizmos.line(
                from.extend(Z_LABEL + 0.5),
                at.extend(Z_LABEL + 0.5),
                Color::srgba(1.0, 1.0, 0.85, 0.5),
            );
        } else if gliding.contains(&piece.0) {
            *transform = piece_transform(&e.base);
        }
    }
    *gliding = moving.iter().map(|(i, ..)| *i).collect();
}

/// Its declared fire: a bright line from the shooter, fading into the declared-fire line the
/// referee's overlay keeps.
fn flash_its_fire(
    computer: Res<Computer>,
    session: Res<GameSession>,
    time: Res<Time>,
    mut gizmos: Gizmos<AftermathGizmos>,
) {
    let Some(last) = computer
        .last
        .as_ref()
        .filter(|l| l.age < FIRE_FLASH_SECONDS)
    else {
        return;
    };
    let Some((s, t)) = last.fire else {
        return;
    };
    let g = session.game();
    let (Some(a), Some(b)) = (g.elements().get(s), g.elements().get(t)) else {
        return;
    };
    let fade = 1.0 - last.age / FIRE_FLASH_SECONDS;
    let blink = 0.6 + 0.4 * (time.elapsed_secs() * 18.0).sin();
    let colour = Color::srgba(1.0, 0.9, 0.3, fade * blink);
    gizmos.line(
        a.base.center.extend(Z_LABEL + 0.5),
        b.base.center.extend(Z_LABEL + 0.5),
        colour,
    );
    let r = b.base.width.max(b.base.depth) / 2.0 + 0.3;
    gizmos.circle_2d(Isometry2d::from_translation(b.base.center), r, colour);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computers_move_glides_within_its_pause() {
        let (from, to) = (Vec2::new(0.0, 0.0), Vec2::new(6.0, 0.0));
        assert_eq!(move_position(from, to, 0.0), from);
        let half = move_position(from, to, MOVE_GLIDE_SECONDS / 2.0);
        assert!(half.x > 3.0 && half.x < 6.0, "eased out: {half}");
        assert_eq!(move_position(from, to, MOVE_GLIDE_SECONDS), to);
    }
}
