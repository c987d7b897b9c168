//! Giving orders with the mouse: click selects, shift-click adds, shift-drag draws a box,
//! double-click takes the whole unit; dragging a selected base moves it (several: as a group).
//! While dragging, Space adds a waypoint and Q/E turn the final facing; the path shows what it
//! costs, green when legal and red with the rule when not. Dropped on an enemy, the base closes
//! with it (an assault). F turns the selection to the cursor.

use bevy::prelude::*;
use bevy_egui::input::{egui_wants_any_keyboard_input, egui_wants_any_pointer_input};

use super::TableSet;
use super::picking::{Cursor, Hovered, Selected};
use super::referee::Ruler;
use super::scene::Z_LABEL;
use crate::geom::Base;
use crate::play::TableSession;
use crate::play::mode::{Mode, TableMode};
use crate::rules::turn::heading;
use crate::rules::{Game, Order, Phase, RuleId};
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
    /// A shift-press on a selected base: it leaves the selection if the press ends as a click.
    toggle_off: Option<String>,
    pub preview: Option<MovePreview>,
}

impl Drag {
    /// A base pressed, dragged, or a box being drawn: the mouse belongs to the table.
    fn in_progress(&self) -> bool {
        self.armed || self.active || self.box_start.is_some()
    }

    fn drop_it(&mut self) {
        self.armed = false;
        self.active = false;
        self.preview = None;
        self.toggle_off = None;
    }
}

/// What the move being dragged would do, tried on a copy of the game.
#[derive(Clone, Debug)]
pub struct MovePreview {
    /// What letting go gives: one order, or (a selection that is not a group) a move for each
    /// base, one after another.
    pub orders: Vec<Order>,
    pub legal: bool,
    /// "5.2" used, 0.8" left · 1 AP (3 left)" or the reason it is refused.
    pub text: String,
    /// The rule that refuses it.
    pub rule: Option<RuleId>,
    /// What a legal move costs besides inches and points: "moving gives up this turn's fire
    /// [SRC]".
    pub warning: Option<String>,
    pub path: Vec<Vec2>,
    pub ghosts: Vec<Base>,
}

pub(super) fn plugin(app: &mut App) {
    input_plugin(app);
    app.add_systems(Update, draw_drag.in_set(TableSet::Draw));
}

/// The mouse and keys that give orders, without the drawing: a test drives it headless with
/// the resources the window's other plugins keep (cursor, hovered base, selection, ruler,
/// artillery aim, egui's wishes).
pub fn input_plugin(app: &mut App) {
    app.init_resource::<Drag>().add_systems(
        Update,
        (
            // A drag begun on the table is the table's until the button is let go, even when
            // the cursor passes over a panel or a box of egui's.
            mouse.run_if(
                resource_exists::<GameSession>
                    .and_then(resource_exists::<TableSession>)
                    .and_then(not(egui_wants_any_pointer_input).or_else(dragging))
                    .and_then(not(ruler_on))
                    .and_then(not(super::support_aim::aiming_support)),
            ),
            order_keys.run_if(
                resource_exists::<GameSession>.and_then(not(egui_wants_any_keyboard_input)),
            ),
        )
            .chain()
            .in_set(TableSet::Input),
    );
}

/// A base is being dragged (or about to be): the mouse belongs to the table.
fn dragging(drag: Res<Drag>) -> bool {
    drag.in_progress()
}

/// In ruler mode a left drag measures instead of moving.
fn ruler_on(ruler: Res<Ruler>) -> bool {
    ruler.on
}

/// Whether the player at the table may give orders now: not the computer's side, not waiting
/// for the hotseat handover.
fn may_order(table: &TableSession, mode: TableMode, session: &GameSession) -> bool {
    table.may_order(mode, session.game().active())
}

/// The mouse and keys as the table reads them.
#[derive(bevy::ecs::system::SystemParam)]
struct Pointer<'w> {
    buttons: Res<'w, ButtonInput<MouseButton>>,
    keys: Res<'w, ButtonInput<KeyCode>>,
    cursor: Res<'w, Cursor>,
    hovered: Res<'w, Hovered>,
    time: Res<'w, Time>,
}

impl Pointer<'_> {
    fn shift(&self) -> bool {
        self.keys
            .any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight])
    }
}

fn mouse(
    pointer: Pointer,
    session: Res<GameSession>,
    mut table: ResMut<TableSession>,
    mut selected: ResMut<Selected>,
    mut drag: ResMut<Drag>,
    mut orders: MessageWriter<OrderRequest>,
    mode: Mode,
) {
    let mode = mode.now();
    let held = pointer.buttons.pressed(MouseButton::Left);
    let let_go = pointer.buttons.just_released(MouseButton::Left);
    let Some(p) = pointer.cursor.world else {
        // Off the table (over the panel, outside the window): a drag let go there gives no
        // order, and one whose release was never seen is not left hanging on the screen.
        if (let_go || !held) && drag.in_progress() {
            if drag.active && let_go {
                table.tell(t!("note-let-go-off-table"), true);
            }
            drag.box_start = None;
            drag.drop_it();
        }
        return;
    };
    if !held && !let_go && (drag.armed || drag.active) {
        drag.drop_it();
    }
    let may = may_order(&table, mode, &session);
    let active = session.game().active();
    let not_yours = (!may).then(|| table.why_not_yours(mode, active, session.game()));
    if pointer.buttons.just_pressed(MouseButton::Left) {
        if let Some(volley) = fire_on_click(&session, &pointer, &selected).filter(|_| may) {
            for fire in volley {
                orders.write(OrderRequest::person(fire));
            }
            return;
        }
        press(&pointer, session.game(), p, &mut selected, &mut drag);
    }
    // Let go, the move is the one the player last saw: the cursor's last step before the
    // release is not tried again (it moved a base 4.8" while the path said 4.5").
    if !let_go {
        follow_drag(&pointer, session.game(), p, not_yours.as_deref(), &mut drag);
    }
    if let_go {
        // A red path let go gives no order: the player is told why, as for a refused order.
        let refused = drag
            .preview
            .as_ref()
            .filter(|pv| drag.active && !pv.legal)
            .map(|pv| (pv.text.clone(), pv.rule));
        let given = release(&pointer, session.game(), p, &mut selected, &mut drag);
        for order in &given {
            orders.write(OrderRequest::person(order.clone()));
        }
        if let (true, Some((why, rule))) = (given.is_empty(), refused) {
            table.notify(crate::play::Notice {
                text: t!("note-not-moved", why = why),
                bad: true,
                rule,
            });
        }
    }
}

/// In the fire phase, a click on an enemy with one of the active side's elements selected
/// fires every weapon of it that can (the tooltip has named them and shown the odds).
fn fire_on_click(
    session: &GameSession,
    pointer: &Pointer,
    selected: &Selected,
) -> Option<Vec<Order>> {
    let g = session.game();
    let (target, shooter) = (pointer.hovered.0.as_deref()?, selected.primary()?);
    let (s, t) = (g.element(shooter)?, g.element(target)?);
    let fires = g.phase() == Phase::DirectFire && s.side == g.active() && t.side != s.side;
    fires.then(|| match volley(g, shooter, target) {
        // None can: the first weapon's order, so the refusal names its rule.
        v if v.is_empty() => vec![Order::Fire {
            element: shooter.to_string(),
            target: target.to_string(),
            weapon: None,
            shots: None,
        }],
        v => v.into_iter().map(|(o, _)| o).collect(),
    })
}

/// Every weapon of `shooter` that can fire at `target` now, each as its own order naming the
/// weapon, with the shots it would fire: tried one after another on a copy of the game, so a
/// tank's two machine guns are both found and a gun already fired is not. The copy is the
/// scratch copy (no dice log): the tooltip asks this every frame while it is shown,
/// and declaring fire rolls nothing.
pub fn volley(g: &Game, shooter: &str, target: &str) -> Vec<(Order, u8)> {
    let mut trial = g.scratch();
    let mut out = Vec::new();
    let Some(e) = g.element(shooter) else {
        return out;
    };
    let mounts = g.def(e).weapons.len();
    for _ in 0..mounts {
        let any = Order::Fire {
            element: shooter.to_string(),
            target: target.to_string(),
            weapon: None,
            shots: None,
        };
        if trial.apply(&any).is_err() {
            break;
        }
        let Some(d) = trial.declarations().last() else {
            break;
        };
        let weapon = g.def(e).weapons[d.mount].weapon.value.clone();
        out.push((
            Order::Fire {
                element: shooter.to_string(),
                target: target.to_string(),
                weapon: Some(weapon),
                shots: None,
            },
            d.shots,
        ));
    }
    out
}

/// A left press: shift-click adds or removes a base, a click selects it (a double click its
/// whole unit) and arms a drag; shift on open table starts a selection box.
fn press(pointer: &Pointer, g: &Game, p: Vec2, selected: &mut Selected, drag: &mut Drag) {
    let shift = pointer.shift();
    match &pointer.hovered.0 {
        // Shift-click adds a base; on one already chosen it takes it out, unless the press
        // becomes a drag: then the whole selection moves (see `release`).
        Some(id) if shift => {
            if !selected.contains(id) {
                selected.0.push(id.clone());
                drag.toggle_off = None;
            } else {
                drag.toggle_off = Some(id.clone());
            }
            drag.armed = true;
            drag.active = false;
            drag.ids = selected.0.clone();
            drag.start = p;
            drag.waypoints.clear();
            drag.facing_turn = 0.0;
        }
        Some(id) => {
            let now = pointer.time.elapsed_secs_f64();
            let double = drag
                .last_click
                .as_ref()
                .is_some_and(|(last, t)| last == id && now - t < 0.4);
            drag.last_click = Some((id.clone(), now));
            if double {
                select_unit(g, id, selected);
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

/// While the button is held: the drag starts past 0.3", Space or a right click adds a
/// waypoint, and the preview follows the cursor.
fn follow_drag(pointer: &Pointer, g: &Game, p: Vec2, not_yours: Option<&str>, drag: &mut Drag) {
    if pointer.buttons.pressed(MouseButton::Left)
        && drag.armed
        && !drag.active
        && p.distance(drag.start) > 0.3
    {
        drag.active = true;
    }
    if !drag.active {
        return;
    }
    let waypoint = pointer.buttons.just_pressed(MouseButton::Right)
        || pointer.keys.just_pressed(KeyCode::Space);
    if waypoint && drag.ids.len() == 1 {
        drag.waypoints.push(p);
    }
    let mover = drag.ids.first().and_then(|d| g.element(d));
    let enemy = pointer.hovered.0.clone().filter(|h| {
        g.element(h)
            .zip(mover)
            .is_some_and(|(t, s)| t.side != s.side)
    });
    drag.preview = Some(preview(g, drag, p, enemy, not_yours));
}

/// The button let go: the dragged order if it is legal, or the box's bases added to the
/// selection, or (a click on open table) the selection cleared.
fn release(
    pointer: &Pointer,
    g: &Game,
    p: Vec2,
    selected: &mut Selected,
    drag: &mut Drag,
) -> Vec<Order> {
    let orders = drag
        .preview
        .take()
        .filter(|pv| drag.active && pv.legal)
        .map(|pv| pv.orders)
        .unwrap_or_default();
    settle_toggle(drag, selected);
    if let Some(b) = drag.box_start.take() {
        let (lo, hi) = (b.min(p), b.max(p));
        for (_, e) in g.on_table() {
            let c = e.base.center;
            if c.cmpge(lo).all() && c.cmple(hi).all() && !selected.contains(&e.id) {
                selected.0.push(e.id.clone());
            }
        }
    } else if pointer.hovered.0.is_none()
        && !drag.active
        && !pointer.cursor.dragged
        && !pointer.shift()
    {
        selected.0.clear();
    }
    drag.drop_it();
    orders
}

/// A shift-press on a selected base ends: as a click it takes the base out of the selection;
/// as a drag the whole selection moved, and it stays.
fn settle_toggle(drag: &mut Drag, selected: &mut Selected) {
    if let Some(id) = drag.toggle_off.take()
        && !drag.active
    {
        selected.0.retain(|s| *s != id);
    }
}

fn select_unit(g: &Game, id: &str, selected: &mut Selected) {
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

/// The order the drag would give, tried on a copy of the game; `not_yours` says why the person
/// may not give it now (the computer's side, the hotseat handover).
fn preview(
    g: &Game,
    drag: &Drag,
    p: Vec2,
    enemy: Option<String>,
    not_yours: Option<&str>,
) -> MovePreview {
    let by = p - drag.start;
    let order = dragged_order(g, drag, p, enemy);
    let mut trial = g.scratch();
    let mut orders = vec![order.clone()];
    // Whose turn it is at the table is the table's, not a rule's.
    let mut result = match not_yours {
        None => trial
            .apply(&order)
            .map_err(|r| (r.reason.text(), Some(r.rule))),
        Some(why) => Err((why.to_string(), None)),
    };
    let mut one_by_one = None;
    // Bases selected together that are not a group [INF] move what was selected: each its
    // own move by the same way, each paying for itself, and the preview says so.
    if let (Err((why, Some(RuleId::Group))), Order::MoveGroup { elements, by, .. }) =
        (&result, &order)
    {
        let each: Vec<Order> = elements
            .iter()
            .map(|id| {
                let at = g.element(id).map_or(Vec2::ZERO, |e| e.base.center);
                Order::Move {
                    element: id.clone(),
                    to: (round(at.x + by.0), round(at.y + by.1)),
                    facing: heading(Vec2::ZERO, Vec2::new(by.0, by.1)),
                    via: vec![],
                }
            })
            .collect();
        let mut alone = g.scratch();
        let tried = each.iter().try_for_each(|o| alone.apply(o));
        match tried {
            Ok(()) => {
                one_by_one = Some(why.clone());
                trial = alone;
                orders = each;
                result = Ok(());
            }
            Err(r) => {
                result = Err((
                    t!(
                        "preview-not-one-by-one",
                        why = why.as_str(),
                        reason = r.reason
                    ),
                    Some(r.rule),
                ))
            }
        }
    }
    let ghosts: Vec<Base> = match &result {
        Ok(()) => drag
            .ids
            .iter()
            .filter_map(|id| trial.element(id).map(|e| e.base))
            .collect(),
        Err(_) => drag
            .ids
            .iter()
            .filter_map(|id| {
                g.element(id)
                    .map(|e| e.base.moved(e.base.center + by, e.base.facing))
            })
            .collect(),
    };
    let (text, rule) = match (&result, &one_by_one) {
        (Err((why, rule)), _) => (why.clone(), *rule),
        (Ok(()), Some(why)) => (
            t!(
                "preview-one-by-one",
                n = drag.ids.len(),
                ap = what_ap(g, &trial, &drag.ids),
                why = why.as_str()
            ),
            None,
        ),
        (Ok(()), None) => (what_it_costs(g, &trial, &order, &drag.ids), None),
    };
    let warning = result.is_ok().then(|| {
        let said: Vec<String> = fire_given_up(g, &drag.ids)
            .into_iter()
            .chain(leaves_command(g, &trial, &drag.ids))
            .collect();
        (!said.is_empty()).then(|| said.join("; "))
    });
    let warning = warning.flatten();
    MovePreview {
        legal: result.is_ok(),
        path: path_of(g, &order),
        orders,
        text,
        rule,
        warning,
        ghosts,
    }
}

/// Dropped on an enemy, one base closes with it [INF]; one base moves along its waypoints,
/// and several move as a group.
fn dragged_order(g: &Game, drag: &Drag, p: Vec2, enemy: Option<String>) -> Order {
    let by = p - drag.start;
    if let (1, Some(target)) = (drag.ids.len(), enemy) {
        return Order::Assault {
            element: drag.ids[0].clone(),
            target,
        };
    }
    if drag.ids.len() != 1 {
        return Order::MoveGroup {
            elements: drag.ids.clone(),
            by: (round(by.x), round(by.y)),
            facing: None,
        };
    }
    let from = g
        .element(&drag.ids[0])
        .map_or(drag.start, |e| e.base.center);
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
}

/// The line a single move follows, through its waypoints.
fn path_of(g: &Game, order: &Order) -> Vec<Vec2> {
    let Order::Move {
        element, to, via, ..
    } = order
    else {
        return Vec::new();
    };
    let Some(e) = g.element(element) else {
        return Vec::new();
    };
    let mut path = vec![e.base.center];
    path.extend(via.iter().map(|v| Vec2::new(v.0, v.1)));
    path.push(Vec2::new(to.0, to.1));
    path
}

/// The action points the moves tried on `trial` spend: "2 AP (3 left)".
fn what_ap(g: &Game, trial: &Game, ids: &[String]) -> String {
    let unit = ids
        .first()
        .and_then(|id| g.element(id))
        .and_then(|e| e.unit);
    unit.map_or(String::new(), |u| {
        let spent = g.units()[u].ap_left - trial.units()[u].ap_left;
        t!("preview-ap", spent = spent, left = trial.units()[u].ap_left)
    })
}

/// What an accepted order spends: inches and action points.
fn what_it_costs(g: &Game, trial: &Game, order: &Order, ids: &[String]) -> String {
    let ap = what_ap(g, trial, ids);
    match (order, ids.first().map(|id| g.element_index(id))) {
        (
            Order::Move {
                to, via, facing, ..
            },
            Some(Ok(ei)),
        ) => match g.preview_move(ei, *to, *facing, via) {
            Ok((plan, _)) => t!(
                "preview-used-left",
                used = format!("{:.1}", plan.inches_used()),
                left = format!("{:.1}", plan.inches_left_after()),
                ap = ap
            ),
            Err(_) => ap,
        },
        (Order::Assault { target, .. }, _) => {
            t!("preview-close-with", target = target, ap = ap)
        }
        _ => t!("preview-group", n = ids.len(), ap = ap),
    }
}

/// The warning a move gives when it takes bases out of their HQ's command: from then on each
/// order of theirs costs an action point more [INF command].
pub fn leaves_command(before: &Game, after: &Game, ids: &[String]) -> Option<String> {
    let leaving: Vec<&str> = ids
        .iter()
        .filter_map(|id| {
            let (i, j) = (
                before.element_index(id).ok()?,
                after.element_index(id).ok()?,
            );
            (!before.out_of_command(i) && after.out_of_command(j))
                .then(|| before.elements()[i].label.as_str())
        })
        .collect();
    (!leaving.is_empty()).then(|| {
        if leaving.len() == ids.len() && ids.len() == 1 {
            t!("preview-leaves-command-one")
        } else {
            t!("preview-leaves-command", who = leaving.join(", "))
        }
    })
}

/// The warning a move gives when the elements moving have not moved yet this turn and would
/// fire otherwise: only elements that have not moved fire, apart from vehicle weapons [SRC].
pub fn fire_given_up(g: &Game, ids: &[String]) -> Option<String> {
    let losing: Vec<&str> = ids
        .iter()
        .filter_map(|id| g.element(id))
        .filter(|e| {
            let def = g.def(e);
            !e.moved && !def.vehicle && !def.weapons.is_empty()
        })
        .map(|e| e.label.as_str())
        .collect();
    let tag = RuleId::MovedDoNotFire
        .tag()
        .map_or(String::new(), |t| format!(" {t}"));
    match losing.len() {
        0 => None,
        n if n == ids.len() => Some(t!("preview-fire-given-up", tag = tag)),
        _ => Some(t!(
            "preview-fire-given-up-some",
            who = losing.join(", "),
            tag = tag
        )),
    }
}

/// Moves that close the selection up on its first base, so that it becomes a group: the
/// others stand beside it, alternately on its right and left a quarter inch apart, facing as it
/// faces [INF: a group is within 1" of each other]. Each is a move of its own, paid for.
pub fn close_up(g: &Game, ids: &[String]) -> Vec<Order> {
    let Some(lead) = ids.first().and_then(|id| g.element(id)) else {
        return Vec::new();
    };
    let facing = lead.base.facing;
    let right = crate::geom::bearing_vector(facing + 90.0);
    let width = ids
        .iter()
        .filter_map(|id| g.element(id))
        .map(|e| e.base.width)
        .fold(lead.base.width, f32::max);
    let mut others: Vec<_> = ids[1..].iter().filter_map(|id| g.element(id)).collect();
    others.sort_by(|a, b| {
        let (da, db) = (
            a.base.center.distance(lead.base.center),
            b.base.center.distance(lead.base.center),
        );
        da.total_cmp(&db)
    });
    others
        .iter()
        .enumerate()
        .map(|(k, e)| {
            let rank = (k / 2 + 1) as f32;
            let side = if k % 2 == 0 { 1.0 } else { -1.0 };
            let to = lead.base.center + right * side * rank * (width + 0.25);
            Order::Move {
                element: e.id.clone(),
                to: (round(to.x), round(to.y)),
                facing: Some(facing),
                via: vec![],
            }
        })
        .collect()
}

/// Orders carry positions to a hundredth of an inch: what the player sees is what is recorded.
fn round(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

fn order_keys(
    keys: Res<ButtonInput<KeyCode>>,
    cursor: Res<Cursor>,
    session: Res<GameSession>,
    mut selected: ResMut<Selected>,
    mut drag: ResMut<Drag>,
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
            drag.drop_it();
        } else {
            selected.0.clear();
        }
    }
    // F: turn the selected element to face the cursor where it stands.
    if keys.just_pressed(KeyCode::KeyF)
        && !drag.active
        && let (Some(p), Some(id)) = (cursor.world, selected.primary())
        && let Some(e) = session.game().element(id)
        && let Some(f) = heading(e.base.center, p)
    {
        orders.write(OrderRequest::person(Order::Move {
            element: id.to_string(),
            to: (e.base.center.x, e.base.center.y),
            facing: Some(f.round()),
            via: vec![],
        }));
    }
}

fn draw_drag(mut gizmos: Gizmos, drag: Res<Drag>, cursor: Res<Cursor>) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::testing::default_game;

    /// The first element of the game for which `f` holds.
    fn first(g: &Game, f: impl Fn(&Game, &crate::rules::game::ElementState) -> bool) -> String {
        g.elements()
            .iter()
            .find(|e| f(g, e))
            .map(|e| e.id.clone())
            .expect("the default battle has one")
    }

    #[test]
    fn moving_infantry_is_warned_that_it_gives_up_its_fire_and_a_tank_is_not() {
        let g = default_game();
        let rifles = first(&g, |g, e| !g.def(e).vehicle && !g.def(e).weapons.is_empty());
        let tank = first(&g, |g, e| g.def(e).vehicle && !g.def(e).weapons.is_empty());
        assert_eq!(
            fire_given_up(&g, std::slice::from_ref(&rifles)).as_deref(),
            Some("moving gives up this turn's fire [SRC]")
        );
        assert_eq!(fire_given_up(&g, std::slice::from_ref(&tank)), None);
        let both = fire_given_up(&g, &[rifles.clone(), tank]).unwrap();
        assert!(
            both.contains(&g.element(&rifles).unwrap().label) && both.ends_with("[SRC]"),
            "{both}"
        );
    }

    #[test]
    fn the_move_preview_says_so() {
        let g = default_game();
        let rifles = first(&g, |g, e| {
            e.side == g.active() && !g.def(e).vehicle && !g.def(e).weapons.is_empty()
        });
        let from = g.element(&rifles).unwrap().base.center;
        let drag = Drag {
            ids: vec![rifles.clone()],
            start: from,
            active: true,
            ..Default::default()
        };
        let pv = preview(&g, &drag, from + Vec2::new(0.0, 0.5), None, None);
        assert!(pv.legal, "{} cannot move: {}", rifles, pv.text);
        assert_eq!(
            pv.warning.as_deref(),
            Some("moving gives up this turn's fire [SRC]")
        );
    }

    #[test]
    fn bases_selected_that_are_not_a_group_move_one_by_one_and_can_close_up() {
        // 1/VI stands at (15, 6) and 2/VI at (20, 6.5): 5" apart, not within the 1" of a
        // group [INF]. Dragged together they move each on its own, 1 AP each [INF AP costs].
        let g = default_game();
        let ids = vec!["ban6-1".to_string(), "ban6-2".to_string()];
        let verdict = g.group_verdict(&ids).unwrap_err();
        assert_eq!(verdict.rule, RuleId::Group);
        let from = g.element("ban6-1").unwrap().base.center;
        let drag = Drag {
            ids: ids.clone(),
            start: from,
            active: true,
            ..Default::default()
        };
        let pv = preview(&g, &drag, from + Vec2::new(0.0, 1.0), None, None);
        assert!(pv.legal, "{}", pv.text);
        assert_eq!(pv.orders.len(), 2);
        assert!(
            pv.text.starts_with("2 bases one by one, 2 AP"),
            "{}",
            pv.text
        );
        let mut after = g.clone();
        for o in &pv.orders {
            after.apply(o).unwrap();
        }
        for id in &ids {
            let (was, now) = (g.element(id).unwrap(), after.element(id).unwrap());
            assert_eq!(
                now.base.center,
                was.base.center + Vec2::new(0.0, 1.0),
                "{id}"
            );
        }
        // Closing up on 1/VI puts 2/VI beside it, within the 1", for 1 AP: then they are a
        // group, and a group moves for 1 AP [INF].
        let close = close_up(&g, &ids);
        assert_eq!(close.len(), 1);
        let mut closed = g.clone();
        let ap = |g: &Game| g.units()[g.element("ban6-1").unwrap().unit.unwrap()].ap_left;
        closed.apply(&close[0]).unwrap();
        assert_eq!(ap(&g) - ap(&closed), 1);
        let (cost, _) = closed.group_verdict(&ids).unwrap();
        assert_eq!(cost, 1);
    }

    #[test]
    fn a_shift_press_that_becomes_a_drag_keeps_the_base_in_the_selection() {
        let mut drag = Drag {
            active: true,
            toggle_off: Some("ban6-2".into()),
            ..Default::default()
        };
        let mut selected = Selected(vec!["ban6-1".into(), "ban6-2".into()]);
        settle_toggle(&mut drag, &mut selected);
        assert_eq!(selected.0.len(), 2, "dragged: the selection stays whole");
        drag.active = false;
        drag.toggle_off = Some("ban6-2".into());
        settle_toggle(&mut drag, &mut selected);
        assert_eq!(
            selected.0,
            vec!["ban6-1".to_string()],
            "a click takes it out"
        );
    }

    #[test]
    fn a_move_out_of_the_hqs_6_inches_is_warned_of_the_extra_ap() {
        // VI HQ stands at (21, 4); 3/VI at (27, 6.5) is within its 6" [INF command radius].
        // Moved 5.4" to (31.5, 3.5) it is out of command: +1 AP an order [INF].
        let g = default_game();
        let from = g.element("ban6-3").unwrap().base.center;
        let i = g.element_index("ban6-3").unwrap();
        assert!(!g.out_of_command(i));
        let drag = Drag {
            ids: vec!["ban6-3".into()],
            start: from,
            active: true,
            ..Default::default()
        };
        let pv = preview(&g, &drag, from + Vec2::new(4.5, -3.0), None, None);
        assert!(pv.legal, "{}", pv.text);
        let w = pv.warning.unwrap();
        assert!(
            w.contains("leaves its HQ's range: out of command: +1 AP an order from then on [INF]"),
            "{w}"
        );
        // A step that stays in range says nothing of command.
        let pv = preview(&g, &drag, from + Vec2::new(0.0, 0.5), None, None);
        assert!(!pv.warning.unwrap_or_default().contains("command"));
    }
}
