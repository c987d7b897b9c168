//! Hover names a base, a click selects it; the selection is outlined on the table.

use bevy::prelude::*;

use super::camera::Cursor;
use super::scene::{TableElement, Z_LABEL};

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
    app.init_resource::<Hovered>()
        .init_resource::<Selected>()
        .add_systems(
            Update,
            (hover.after(super::camera::track_cursor), outline).chain(),
        );
}

/// The topmost base under a point (the last drawn wins, as on the screen).
pub fn element_at<'a>(
    p: Vec2,
    elements: impl DoubleEndedIterator<Item = &'a TableElement>,
) -> Option<&'a TableElement> {
    elements.rev().find(|e| e.visible && e.base.contains(p))
}

pub(super) fn hover(
    cursor: Res<Cursor>,
    elements: Query<&TableElement>,
    mut hovered: ResMut<Hovered>,
) {
    let under = cursor
        .world
        .and_then(|p| element_at(p, elements.iter().collect::<Vec<_>>().into_iter()))
        .map(|e| e.id.clone());
    if hovered.0 != under {
        hovered.0 = under;
    }
}

fn outline(
    mut gizmos: Gizmos,
    elements: Query<&TableElement>,
    hovered: Res<Hovered>,
    selected: Res<Selected>,
) {
    for e in &elements {
        if !e.visible {
            continue;
        }
        let colour = if selected.contains(&e.id) {
            Color::srgb(1.0, 0.85, 0.1)
        } else if hovered.0.as_deref() == Some(e.id.as_str()) {
            Color::WHITE
        } else {
            continue;
        };
        let c = e.base.corners();
        for i in 0..4 {
            let (a, b) = (c[i], c[(i + 1) % 4]);
            let out = |p: Vec2| e.base.center + (p - e.base.center) * 1.12;
            gizmos.line(out(a).extend(Z_LABEL), out(b).extend(Z_LABEL), colour);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::Base;

    fn el(id: &str, x: f32) -> TableElement {
        TableElement {
            id: id.into(),
            base: Base {
                center: Vec2::new(x, 10.0),
                width: 1.6,
                depth: 0.8,
                facing: 0.0,
            },
            side: 0,
            visible: true,
        }
    }

    #[test]
    fn the_base_under_the_cursor_is_picked_and_the_top_one_wins() {
        let els = [el("a", 10.0), el("b", 11.0)];
        assert_eq!(
            element_at(Vec2::new(9.5, 10.0), els.iter()).unwrap().id,
            "a"
        );
        // 10.5 is on both bases: the later (drawn on top) wins.
        assert_eq!(
            element_at(Vec2::new(10.5, 10.0), els.iter()).unwrap().id,
            "b"
        );
        assert!(element_at(Vec2::new(10.0, 10.5), els.iter()).is_none());
    }
}
