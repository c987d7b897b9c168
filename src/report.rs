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
    out.push_str(&t!("report-orders"));
    out.push('\n');
    for o in orders {
        let index = format!("{:>3}", o.index);
        let line = match (&o.rule, &o.reason) {
            (Some(rule), Some(r)) => t!(
                "report-order-rejected",
                index = index,
                order = &o.order,
                rule = rule.to_string(),
                reason = r
            ),
            _ => t!("report-order-accepted", index = index, order = &o.order),
        };
        out.push_str(&format!("  {line}\n"));
    }
}

fn dice_text(out: &mut String, log: &[Roll]) {
    out.push_str(&t!("report-dice"));
    out.push('\n');
    for r in log {
        let (has_needs, needs) = r.needs_message();
        let line = t!(
            "report-roll",
            turn = r.turn,
            phase = r.phase.words(),
            who = r.who_words(),
            value = r.value,
            purpose = r.purpose.clone(),
            has_needs = has_needs,
            needs = needs,
            outcome = r.outcome.clone(),
            rule = r.rule.clone(),
            typed = u8::from(r.typed)
        );
        out.push_str(&format!("  {line}\n"));
    }
}

fn events_text(out: &mut String, events: &[Event]) {
    out.push_str(&t!("report-events"));
    out.push('\n');
    for e in events {
        let line = t!(
            "report-event",
            turn = e.turn,
            phase = e.phase.words(),
            text = e.text.clone()
        );
        out.push_str(&format!("  {line}\n"));
    }
}

/// The turn, the phase and the side to act, then each unit's action points and strength.
fn state_text(out: &mut String, g: &Game) {
    out.push_str(&t!(
        "report-state",
        turn = g.turn(),
        phase = g.phase().words(),
        side = g.side_name(g.active())
    ));
    out.push('\n');
    out.push_str(&t!("report-units"));
    out.push('\n');
    for (i, u) in g.units().iter().enumerate() {
        let line = t!(
            "report-unit",
            ap = u.ap,
            left = u.ap_left,
            strength = format!("{:.0}", g.strength(i) * 100.0),
            state = g.unit_state(i).words()
        );
        out.push_str(&format!("  {:<40} {line}\n", u.name));
    }
}

/// An element's state in words, as its card on the table says it.
pub fn status_words(status: Status) -> String {
    match status {
        Status::Ready => t!("status-good-order"),
        Status::Awaiting => t!("status-awaiting"),
        Status::Carried => t!("status-carried"),
        Status::KnockedOut => t!("status-knocked-out"),
        Status::Routed => t!("status-routed"),
    }
}

fn elements_text(out: &mut String, g: &Game) {
    out.push_str(&t!("report-elements"));
    out.push('\n');
    for e in g.elements() {
        let line = t!(
            "report-element",
            x = format!("{:>5.1}", e.base.center.x),
            y = format!("{:>5.1}", e.base.center.y),
            facing = format!("{:>3.0}", e.base.facing),
            status = status_words(e.status),
            pinned = u8::from(e.pinned)
        );
        out.push_str(&format!(
            "  {:<14} {:<16} {line}\n",
            e.id,
            g.def(e).name.as_str()
        ));
    }
}

fn result_text(out: &mut String, g: &Game) {
    match &g.result() {
        Some(r) => {
            let who = r
                .winner
                .as_deref()
                .and_then(|w| g.side_index(w))
                .map_or_else(
                    || msg!("report-draw"),
                    |s| msg!("report-win", side = g.side_name(s)),
                );
            out.push_str(&t!("report-result", who = who, reason = r.reason.clone()));
            out.push('\n');
        }
        None => {
            out.push_str(&t!("report-goes-on"));
            out.push('\n');
        }
    }
}
