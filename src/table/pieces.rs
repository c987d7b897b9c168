//! The bases follow the game: position, facing, and whether they are on the table at all.

use bevy::prelude::*;

use super::TableSet;
use super::scene::{DrawnGeneration, ElementPiece, ElementTint};
use crate::rules::Status;
use crate::session::GameSession;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sync_pieces.in_set(TableSet::Pieces).run_if(
            // No game yet (a broken file waiting for its fix): nothing to follow.
            resource_exists::<GameSession>.and_then(
                resource_changed::<GameSession>.or_else(resource_changed::<DrawnGeneration>),
            ),
        ),
    );
}

fn sync_pieces(
    session: Res<GameSession>,
    mut pieces: Query<(&ElementPiece, &mut Transform, &ElementTint)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let elements = session.game().elements();
    for (piece, mut transform, tint) in &mut pieces {
        let Some(e) = elements.get(piece.0) else {
            continue;
        };
        *transform = super::scene::piece_transform(&e.base);
        let alpha = match e.status {
            Status::Ready => 1.0,
            // Reinforcements stand at their entry point, faded until they arrive.
            Status::Awaiting => 0.4,
            // A routed base stands where it fled to, out of the fight [SRC: "placed at the
            // nearest urban area or road exit"], fainter still and unnamed: the log names that
            // place, and a referee looks for it there.
            Status::Routed => 0.3,
            Status::Carried | Status::KnockedOut => 0.0,
        };
        if let Some(mut m) = materials.get_mut(&tint.0) {
            m.color = Color::WHITE.with_alpha(alpha);
        }
    }
    // Their labels follow in `labels::lay_out_labels`, which also hides those of bases gone.
}
