//! The bases follow the game: position, facing, and whether they are on the table at all.

use bevy::prelude::*;

use super::scene::{Drawn, ElementLabel, ElementTint, TableElement, Z_ELEMENT};
use crate::rules::Status;
use crate::session::GameSession;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, sync_pieces.after(super::scene::rebuild_table));
}

fn sync_pieces(
    state: Option<Res<GameSession>>,
    drawn: Res<Drawn>,
    mut pieces: Query<(&mut TableElement, &mut Transform, &ElementTint), Without<ElementLabel>>,
    mut labels: Query<(&ElementLabel, &mut Transform, &mut Visibility), Without<TableElement>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut last: Local<u64>,
) {
    let Some(state) = state else {
        return;
    };
    if !state.is_changed() && *last == drawn.0 {
        return;
    }
    *last = drawn.0;
    let g = state.game();
    for (mut piece, mut transform, tint) in &mut pieces {
        let Some(e) = g.element(&piece.id) else {
            continue;
        };
        piece.base = e.base;
        piece.visible = e.status == Status::Ready;
        transform.translation = e.base.center.extend(Z_ELEMENT);
        transform.rotation = Quat::from_rotation_z(-e.base.facing.to_radians());
        let alpha = match e.status {
            Status::Ready => 1.0,
            // Reinforcements stand at their entry point, faded until they arrive.
            Status::Awaiting => 0.4,
            Status::Carried | Status::KnockedOut | Status::Routed => 0.0,
        };
        if let Some(mut m) = materials.get_mut(&tint.0) {
            m.color = Color::WHITE.with_alpha(alpha);
        }
    }
    for (label, mut transform, mut vis) in &mut labels {
        let Some(e) = g.element(&label.0) else {
            continue;
        };
        let low = e
            .base
            .corners()
            .iter()
            .map(|c| c.y)
            .fold(f32::MAX, f32::min);
        transform.translation.x = e.base.center.x;
        transform.translation.y = low - 0.08;
        *vis = if matches!(
            e.status,
            Status::Carried | Status::KnockedOut | Status::Routed
        ) {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
    }
}
