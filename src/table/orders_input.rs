//! Giving orders with the mouse: click selects, shift-click adds, shift-drag draws a box,
//! double-click takes the whole unit; dragging a selected base moves it (several: as a group).
//! While dragging, Space adds a waypoint and Q/E turn the final facing; the path shows what it
//! costs, green when legal and red with the rule when not. Dropped on an enemy, the base closes
//! with it (an assault). F turns the selection to the cursor.

use bevy::prelude::*;
use bevy_egui::input::{egui_wants_any_keyboard_input, egui_wants_any_pointer_input};

use super::camera::Cursor;
use super::picking::{Hovered, Selected};
use super::scene::{TableElement, Z_LABEL};
use crate::geom::Base;
use crate::play::TableSession;
use crate::rules::Order;
use crate::rules::turn::heading;
use crate::session::{GameSession, OrderRequest};

/// The move being dragged, and what it would do.
#[derive(Resource, Default)]
pub struct Drag {
    armed: bool,
    pub active: bool,
    ids: Vec<String>,
    start: Vec2,
    pub waypoints: Vec<Vec2>,
    facing_turn: f32,
    box_start: Option<Vec2>,
    last_click: Option<(String, f64)>,
    pub preview: Option<Preview>,
}

#[derive(Clone, Debug)]
pub struct Preview {
    pub order: Order,
    pub legal: bool,
    /// "5.2" used, 0.8" left · 1 AP (3 left)" or the reason it is refused.
    pub text: String,
    pub path: Vec<Vec2>,
    pub ghosts: Vec<Base>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Drag>().add_systems(
        Update,
        (
            mouse.run_if(not(egui_wants_any_pointer_input)),
            keys.run_if(not(egui_wants_any_keyboard_input)),
            draw,
        )
            .chain()
            .after(super::picking::hover),
    );
}

/// Whether the player at the table may give orders now (not waiting for the hotseat handover).
fn may_order(session: &TableSession, state: &GameSession) -> bool {
    !session.hotseat || session.seated == Some(state.game().active())
}

#[allow(clippy::too_many_arguments)]
fn mouse(
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    cursor: Res<Cursor>,
    hovered: Res<Hovered>,
    time: Res<Time>,
    pieces: Query<&TableElement>,
    mut selected: ResMut<Selected>,
    mut drag: ResMut<Drag>,
    state: Option<Res<GameSession>>,
    session: Option<Res<TableSession>>,
    mut orders: MessageWriter<OrderRequest>,
    ruler: Res<super::referee::Ruler>,
) {
    let Some(p) = cursor.world else {
        return;
    };
    if ruler.on {
        return;
    }
    // In the fire phase, a click on an enemy with one of the active side's elements selected
    // fires at it (the tooltip has shown the odds).
    if buttons.just_pressed(MouseButton::Left)
        && let (Some(state), Some(target), Some(shooter)) =
            (&state, hovered.0.as_deref(), selected.primary())
        && state.game().phase() == crate::rules::Phase::DirectFire
        && let (Some(s), Some(t)) = (state.game().element(shooter), state.game().element(target))
        && s.side == state.game().active()
        && t.side != s.side
        && session.as_deref().is_some_and(|se| may_order(se, state))
    {
        orders.write(OrderRequest(Order::Fire {
            element: shooter.to_string(),
            target: target.to_string(),
            weapon: None,
            shots: None,
        }));
        return;
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if buttons.just_pressed(MouseButton::Left) {
        match &hovered.0 {
            Some(id) if shift => {
                if selected.contains(id) {
                    selected.0.retain(|s| s != id);
                } else {
                    selected.0.push(id.clone());
                }
            }
            Some(id) => {
                let now = time.elapsed_secs_f64();
                let double = drag
                    .last_click
                    .as_ref()
                    .is_some_and(|(last, t)| last == id && now - t < 0.4);
                drag.last_click = Some((id.clone(), now));
                if double && let Some(state) = &state {
                    select_unit(state.game(), id, &mut selected);
                } else if !selected.contains(id) {
                    selected.only(id);
                }
                drag.armed = true;
                drag.active = false;
                drag.ids = selected.0.clone();
                drag.start = p;
                drag.waypoints.clear();
                drag.facing_turn = 0.0;
            }
            None if shift => drag.box_start = Some(p),
            None => {}
        }
    }
    if buttons.pressed(MouseButton::Left)
        && drag.armed
        && !drag.active
        && p.distance(drag.start) > 0.3
    {
        drag.active = true;
    }
    if drag.active
        && (buttons.just_pressed(MouseButton::Right) || keys.just_pressed(KeyCode::Space))
        && drag.ids.len() == 1
    {
        drag.waypoints.push(p);
    }
    if drag.active
        && let (Some(state), Some(session)) = (&state, &session)
    {
        let enemy = hovered.0.clone().filter(|h| {
            let g = state.game();
            match (g.element(h), drag.ids.first().and_then(|d| g.element(d))) {
                (Some(t), Some(s)) => t.side != s.side,
                _ => false,
            }
        });
        drag.preview = Some(preview(
            state.game(),
            &drag,
            p,
            enemy,
            may_order(session, state),
        ));
    }
    if buttons.just_released(MouseButton::Left) {
        if drag.active
            && let Some(pv) = drag.preview.take()
            && pv.legal
        {
            orders.write(OrderRequest(pv.order));
        }
        if let Some(b) = drag.box_start.take() {
            let (lo, hi) = (b.min(p), b.max(p));
            for e in &pieces {
                let c = e.base.center;
                if e.visible && c.cmpge(lo).all() && c.cmple(hi).all() && !selected.contains(&e.id)
                {
                    selected.0.push(e.id.clone());
                }
            }
        } else if hovered.0.is_none() && !drag.active && !cursor.dragged && !shift {
            selected.0.clear();
        }
        drag.armed = false;
        drag.active = false;
        drag.preview = None;
    }
}

fn select_unit(g: &crate::rules::Game, id: &str, selected: &mut Selected) {
    let Some(e) = g.element(id) else {
        return;
    };
    selected.0 = match e.unit {
        Some(u) => g
            .on_table()
            .filter(|(_, o)| o.unit == Some(u))
            .map(|(_, o)| o.id.clone())
            .collect(),
        None => vec![id.to_string()],
    };
}

/// The order the drag would give, tried on a copy of the game.
fn preview(
    g: &crate::rules::Game,
    drag: &Drag,
    p: Vec2,
    enemy: Option<String>,
    may: bool,
) -> Preview {
    let by = p - drag.start;
    let order = if let (1, Some(target)) = (drag.ids.len(), enemy) {
        // Dropped on an enemy: close with it [INF].
        Order::Assault {
            element: drag.ids[0].clone(),
            target,
        }
    } else if drag.ids.len() == 1 {
        let e = g.element(&drag.ids[0]);
        let from = e.map_or(drag.start, |e| e.base.center);
        let to = from + by;
        let mut pts = vec![from];
        pts.extend(drag.waypoints.iter().map(|w| *w - drag.start + from));
        pts.push(to);
        let last = pts.windows(2).rev().find_map(|w| heading(w[0], w[1]));
        let facing = (drag.facing_turn != 0.0)
            .then(|| (last.unwrap_or(0.0) + drag.facing_turn).rem_euclid(360.0));
        Order::Move {
            element: drag.ids[0].clone(),
            to: (round(to.x), round(to.y)),
            facing,
            via: pts[1..pts.len() - 1]
                .iter()
                .map(|w| (round(w.x), round(w.y)))
                .collect(),
        }
    } else {
        Order::MoveGroup {
            elements: drag.ids.clone(),
            by: (round(by.x), round(by.y)),
            facing: None,
        }
    };
    let mut path = Vec::new();
    if let Order::Move {
        element, to, via, ..
    } = &order
        && let Some(e) = g.element(element)
    {
        path.push(e.base.center);
        path.extend(via.iter().map(|v| Vec2::new(v.0, v.1)));
        path.push(Vec2::new(to.0, to.1));
    }
    let mut trial = g.clone();
    let result = if may {
        trial.apply(&order).map_err(|r| r.reason)
    } else {
        Err("waiting for the next player to take the seat".to_string())
    };
    let ids = drag.ids.clone();
    let ghosts: Vec<Base> = match &result {
        Ok(()) => ids
            .iter()
            .filter_map(|id| trial.element(id).map(|e| e.base))
            .collect(),
        Err(_) => ids
            .iter()
            .filter_map(|id| {
                g.element(id)
                    .map(|e| e.base.moved(e.base.center + by, e.base.facing))
            })
            .collect(),
    };
    let text = match &result {
        Err(why) => why.clone(),
        Ok(()) => {
            let unit = g.element(&ids[0]).and_then(|e| e.unit);
            let ap = unit.map_or(String::new(), |u| {
                let spent = g.units()[u].ap_left - trial.units()[u].ap_left;
                format!("{spent} AP ({} left)", trial.units()[u].ap_left)
            });
            match (&order, g.element_index(&ids[0])) {
                (
                    Order::Move {
                        to, via, facing, ..
                    },
                    Ok(ei),
                ) => match g.preview_move(ei, *to, *facing, via) {
                    Ok((plan, _)) => format!(
                        "{:.1}\" used, {:.1}\" left · {ap}",
                        plan.inches_used(),
                        plan.inches_left_after()
                    ),
                    Err(_) => ap,
                },
                (Order::Assault { target, .. }, _) => {
                    format!("close with {target} · {ap} · fought in the close combat phase")
                }
                _ => format!("{} elements as a group · {ap}", ids.len()),
            }
        }
    };
    Preview {
        legal: result.is_ok(),
        order,
        text,
        path,
        ghosts,
    }
}

/// Orders carry positions to a hundredth of an inch: what the player sees is what is recorded.
fn round(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    cursor: Res<Cursor>,
    mut selected: ResMut<Selected>,
    mut drag: ResMut<Drag>,
    state: Option<Res<GameSession>>,
    mut orders: MessageWriter<OrderRequest>,
) {
    if drag.active {
        if keys.just_pressed(KeyCode::KeyQ) {
            drag.facing_turn -= 15.0;
        }
        if keys.just_pressed(KeyCode::KeyE) {
            drag.facing_turn += 15.0;
        }
    }
    // Esc drops a drag in progress, or else the selection.
    if keys.just_pressed(KeyCode::Escape) {
        if drag.active {
            drag.armed = false;
            drag.active = false;
            drag.preview = None;
        } else {
            selected.0.clear();
        }
    }
    // F: turn the selected element to face the cursor where it stands.
    if keys.just_pressed(KeyCode::KeyF)
        && !drag.active
        && let (Some(p), Some(id), Some(state)) = (cursor.world, selected.primary(), &state)
        && let Some(e) = state.game().element(id)
        && let Some(f) = heading(e.base.center, p)
    {
        orders.write(OrderRequest(Order::Move {
            element: id.to_string(),
            to: (e.base.center.x, e.base.center.y),
            facing: Some(f.round()),
            via: vec![],
        }));
    }
}

fn draw(mut gizmos: Gizmos, drag: Res<Drag>, cursor: Res<Cursor>) {
    if let (Some(b), Some(p)) = (drag.box_start, cursor.world) {
        let (lo, hi) = (b.min(p), b.max(p));
        gizmos.rect_2d(
            Isometry2d::from_translation((lo + hi) / 2.0),
            hi - lo,
            Color::srgb(1.0, 0.9, 0.3),
        );
    }
    let Some(pv) = &drag.preview else {
        return;
    };
    let colour = if pv.legal {
        Color::srgb(0.2, 0.85, 0.25)
    } else {
        Color::srgb(0.95, 0.15, 0.1)
    };
    for w in pv.path.windows(2) {
        gizmos.line(w[0].extend(Z_LABEL), w[1].extend(Z_LABEL), colour);
    }
    for b in &pv.ghosts {
        let c = b.corners();
        for i in 0..4 {
            gizmos.line(c[i].extend(Z_LABEL), c[(i + 1) % 4].extend(Z_LABEL), colour);
        }
        let front = b.center + crate::geom::bearing_vector(b.facing) * (b.depth / 2.0 + 0.4);
        gizmos.line(b.center.extend(Z_LABEL), front.extend(Z_LABEL), colour);
    }
}
