//! Where the cursor is on the table, which base is under it (asked of the game), and the
//! selection, outlined on the table.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::TableSet;
use super::camera::{BottomInset, PanelWidth};
use super::scene::Z_LABEL;
use crate::rules::{Game, Status};
use crate::session::GameSession;

/// Where the cursor is on the table, in inches, when it is over the table view.
#[derive(Resource, Default, Clone, Copy)]
pub struct Cursor {
    pub world: Option<Vec2>,
    /// Set while a drag is moving the view, so releasing it is not a click.
    pub dragged: bool,
}

/// The element under the cursor.
#[derive(Resource, Default, Clone)]
pub struct Hovered(pub Option<String>);

/// The selected elements; the first one's card shows in the panel.
#[derive(Resource, Default, Clone)]
pub struct Selected(pub Vec<String>);

impl Selected {
    pub fn primary(&self) -> Option<&str> {
        self.0.first().map(String::as_str)
    }

    pub fn contains(&self, id: &str) -> bool {
        self.0.iter().any(|s| s == id)
    }

    pub fn only(&mut self, id: &str) {
        self.0 = vec![id.to_string()];
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Cursor>()
        .init_resource::<Hovered>()
        .init_resource::<Selected>()
        .add_systems(
            Update,
            (
                (track_cursor, hover.run_if(resource_exists::<GameSession>))
                    .chain()
                    .in_set(TableSet::Pointer),
                outline.in_set(TableSet::Draw),
            ),
        );
}

/// The topmost base on the table under a point: the last one drawn wins, as on the screen.
/// Bases off the table (awaiting, carried, knocked out, routed) are not picked.
pub fn element_at(game: &Game, p: Vec2) -> Option<usize> {
    game.elements()
        .iter()
        .enumerate()
        .rev()
        .find(|(_, e)| e.status == Status::Ready && e.base.contains(p))
        .map(|(i, _)| i)
}

fn track_cursor(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    panel: Res<PanelWidth>,
    bottom: Res<BottomInset>,
    mut cursor: ResMut<Cursor>,
) {
    let (camera, gt) = *camera;
    let foot = window.height() - bottom.0;
    cursor.world = window
        .cursor_position()
        .filter(|p| p.x > panel.0 && p.y < foot)
        .and_then(|p| camera.viewport_to_world_2d(gt, p).ok());
}

fn hover(cursor: Res<Cursor>, session: Res<GameSession>, mut hovered: ResMut<Hovered>) {
    let g = session.game();
    let under = cursor
        .world
        .and_then(|p| element_at(g, p))
        .map(|i| g.elements()[i].id.clone());
    if hovered.0 != under {
        hovered.0 = under;
    }
}

fn outline(
    mut gizmos: Gizmos,
    session: Res<GameSession>,
    hovered: Res<Hovered>,
    selected: Res<Selected>,
) {
    for (_, e) in session.game().on_table() {
        let colour = if selected.contains(&e.id) {
            Color::srgb(1.0, 0.85, 0.1)
        } else if hovered.0.as_deref() == Some(e.id.as_str()) {
            Color::WHITE
        } else {
            continue;
        };
        let c = e.base.corners();
        let out = |p: Vec2| e.base.center + (p - e.base.center) * 1.12;
        for i in 0..4 {
            let (a, b) = (c[i], c[(i + 1) % 4]);
            gizmos.line(out(a).extend(Z_LABEL), out(b).extend(Z_LABEL), colour);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::testing::default_game;

    #[test]
    fn the_base_under_the_cursor_is_picked_from_the_game_and_the_top_one_wins() {
        let mut g = default_game();
        let (a, b) = ("ban6-1", "ban6-2");
        let (ia, ib) = (g.element_index(a).unwrap(), g.element_index(b).unwrap());
        assert!(ia < ib, "{b} is drawn after {a}");
        g.setup().place(a, Vec2::new(10.0, 10.0)).unwrap();
        g.setup().place(b, Vec2::new(10.5, 10.0)).unwrap();
        let left_edge = g.elements()[ia].base.center.x - g.elements()[ia].base.width / 2.0;
        assert_eq!(element_at(&g, Vec2::new(left_edge + 0.1, 10.0)), Some(ia));
        // On both bases: the later one (drawn on top) wins.
        assert_eq!(element_at(&g, Vec2::new(10.25, 10.0)), Some(ib));
        assert_eq!(element_at(&g, Vec2::new(10.0, 14.0)), None);
        // A base knocked out is no longer on the table.
        g.setup().knock_out(b).unwrap();
        assert_eq!(element_at(&g, Vec2::new(10.25, 10.0)), Some(ia));
    }
}
