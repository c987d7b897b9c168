//! The state of a game as `trinchera run` prints it: text for people, JSON for programs.

use serde::Serialize;

use crate::record::OrderReport;
use crate::rules::dice::Roll;
use crate::rules::game::{Event, Game, Status};

#[derive(Serialize)]
pub struct Report<'a> {
    pub turn: u32,
    pub phase: &'static str,
    pub active_side: String,
    /// `null` while the battle goes on.
    pub result: Option<crate::rules::morale::BattleResult>,
    pub orders: &'a [OrderReport],
    pub dice: &'a [Roll],
    pub events: &'a [Event],
    pub units: Vec<UnitReport>,
    pub elements: Vec<ElementReport>,
}

#[derive(Serialize)]
pub struct UnitReport {
    pub id: String,
    pub name: String,
    pub side: String,
    pub ap: u8,
    pub ap_left: u8,
    /// Fraction of its starting elements it still has.
    pub strength: f32,
    /// fresh, below 50%, exhausted, defeated, destroyed.
    pub state: &'static str,
}

#[derive(Serialize)]
pub struct ElementReport {
    pub id: String,
    pub side: String,
    pub unit: Option<String>,
    #[serde(rename = "type")]
    pub kind: String,
    #[serde(serialize_with = "crate::geom::serialize_rounded")]
    pub x: f32,
    #[serde(serialize_with = "crate::geom::serialize_rounded")]
    pub y: f32,
    #[serde(serialize_with = "crate::geom::serialize_rounded")]
    pub facing: f32,
    pub status: &'static str,
    pub pinned: bool,
}

fn side_id(g: &Game, side: usize) -> String {
    g.scenario()
        .sides
        .get(side)
        .map_or(String::new(), |s| s.id.value.clone())
}

pub fn report<'a>(g: &'a Game, orders: &'a [OrderReport]) -> Report<'a> {
    Report {
        turn: g.turn(),
        phase: g.phase().name(),
        active_side: side_id(g, g.active()),
        result: g.result().cloned(),
        orders,
        dice: g.log(),
        events: g.events(),
        units: g
            .units()
            .iter()
            .enumerate()
            .map(|(i, u)| UnitReport {
                id: u.id.clone(),
                name: u.name.clone(),
                side: side_id(g, u.side),
                ap: u.ap,
                ap_left: u.ap_left,
                strength: g.strength(i),
                state: g.unit_state(i).name(),
            })
            .collect(),
        elements: g
            .elements()
            .iter()
            .map(|e| ElementReport {
                id: e.id.clone(),
                side: side_id(g, e.side),
                unit: e.unit.map(|u| g.units()[u].id.clone()),
                kind: g.def(e).name.value.clone(),
                x: e.base.center.x,
                y: e.base.center.y,
                facing: e.base.facing,
                status: match e.status {
                    Status::Ready => "ready",
                    Status::Awaiting => "awaiting",
                    Status::Carried => "carried",
                    Status::KnockedOut => "knocked out",
                    Status::Routed => "routed",
                },
                pinned: e.pinned,
            })
            .collect(),
    }
}

pub fn to_json(g: &Game, orders: &[OrderReport]) -> String {
    serde_json::to_string_pretty(&report(g, orders)).unwrap_or_default()
}

/// The same, for people.
pub fn to_text(g: &Game, orders: &[OrderReport]) -> String {
    let mut out = String::new();
    orders_text(&mut out, orders);
    dice_text(&mut out, g.log());
    events_text(&mut out, g.events());
    state_text(&mut out, g);
    elements_text(&mut out, g);
    result_text(&mut out, g);
    out
}

fn orders_text(out: &mut String, orders: &[OrderReport]) {
    out.push_str("Orders:\n");
    for o in orders {
        match (&o.rule, &o.reason) {
            (Some(rule), Some(r)) => out.push_str(&format!(
                "  {:>3}. {} — REJECTED ({rule}): {r}\n",
                o.index, o.order
            )),
            _ => out.push_str(&format!("  {:>3}. {} — accepted\n", o.index, o.order)),
        }
    }
}

fn dice_text(out: &mut String, log: &[Roll]) {
    out.push_str("Dice:\n");
    for r in log {
        out.push_str(&format!(
            "  turn {} {}: {} rolls {} for {}{}: {} {}{}\n",
            r.turn,
            r.phase,
            r.who,
            r.value,
            r.purpose,
            if r.needed.is_empty() {
                String::new()
            } else {
                format!(" (needs {})", r.needed)
            },
            r.outcome,
            r.rule,
            if r.typed { " (rolled by hand)" } else { "" }
        ));
    }
}

fn events_text(out: &mut String, events: &[Event]) {
    out.push_str("Events:\n");
    for e in events {
        out.push_str(&format!("  turn {} {}: {}\n", e.turn, e.phase, e.text));
    }
}

/// The turn, the phase and the side to act, then each unit's action points and strength.
fn state_text(out: &mut String, g: &Game) {
    out.push_str(&format!(
        "State: turn {}, {} phase, {} to act\nUnits:\n",
        g.turn(),
        g.phase().name(),
        g.side_name(g.active())
    ));
    for (i, u) in g.units().iter().enumerate() {
        out.push_str(&format!(
            "  {:<40} {} AP rolled, {} left; strength {:.0}%, {}\n",
            u.name,
            u.ap,
            u.ap_left,
            g.strength(i) * 100.0,
            g.unit_state(i).name()
        ));
    }
}

fn elements_text(out: &mut String, g: &Game) {
    out.push_str("Elements:\n");
    for e in g.elements() {
        out.push_str(&format!(
            "  {:<14} {:<16} ({:>5.1}, {:>5.1}) facing {:>3.0}  {:?}{}\n",
            e.id,
            g.def(e).name.as_str(),
            e.base.center.x,
            e.base.center.y,
            e.base.facing,
            e.status,
            if e.pinned { ", pinned" } else { "" }
        ));
    }
}

fn result_text(out: &mut String, g: &Game) {
    match &g.result() {
        Some(r) => out.push_str(&format!(
            "Result: {} — {}\n",
            r.winner
                .as_deref()
                .and_then(|w| g.side_index(w))
                .map_or("a draw".to_string(), |s| format!("{} win", g.side_name(s))),
            r.reason
        )),
        None => out.push_str("Result: the battle goes on\n"),
    }
}
