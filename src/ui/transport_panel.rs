//! Getting troops into trucks and guns onto their tows, and down again, from the panel: the
//! selected base's transport orders as buttons. A drag moves a base; these orders have no
//! drag, so without them a person could never use the trucks and limbers the battles field.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::rules::{Game, Order, Status};
use crate::ruleset::Cargo;
use crate::session::OrderRequest;
use crate::table::picking::Selected;
use crate::words::Msg;

/// The transport orders element `i` could be given now, each with its words: for a truck,
/// wagon or limber, setting down what it carries; for troops or a gun, climbing into or being
/// hooked to each transport of its side beside it that takes them. Whether the rules accept
/// each is theirs to say (`buttons` tries it); these are the ones worth offering.
pub fn transport_orders(g: &Game, i: usize) -> Vec<(Msg, Order)> {
    let e = &g.elements()[i];
    let def = g.def(e);
    let mut out = Vec::new();
    if !def.carries.is_empty() {
        for c in g.elements() {
            if c.carried_by != Some(i) || c.status != Status::Carried {
                continue;
            }
            out.push(match g.def(c).cargo() {
                Some(Cargo::Guns) => (
                    crate::msg!("panel-unhook", gun = &c.label),
                    Order::Unlimber { gun: c.id.clone() },
                ),
                _ => (
                    crate::msg!("panel-set-down", cargo = &c.label),
                    Order::Dismount {
                        elements: vec![c.id.clone()],
                    },
                ),
            });
        }
    }
    if e.status == Status::Ready
        && let Some(kind) = def.cargo()
    {
        let adjacent = g.rules().movement.adjacent;
        for (_, t) in g.on_table() {
            if t.side != e.side
                || !g.def(t).carries.contains(&kind)
                || t.base.distance(&e.base) > adjacent + 1e-4
            {
                continue;
            }
            out.push(match kind {
                Cargo::Troops => (
                    crate::msg!("panel-mount-into", transport = &t.label),
                    Order::Mount {
                        elements: vec![e.id.clone()],
                        into: t.id.clone(),
                    },
                ),
                Cargo::Guns => (
                    crate::msg!("panel-limber-to", tow = &t.label),
                    Order::Limber {
                        gun: e.id.clone(),
                        to: t.id.clone(),
                    },
                ),
            });
        }
    }
    out
}

/// One base selected: a button for each transport order it could be given, greyed with the
/// rules' reason when they would refuse it, and its AP cost said.
pub fn buttons(
    ui: &mut egui::Ui,
    g: &Game,
    selected: &Selected,
    may: bool,
    orders: &mut MessageWriter<OrderRequest>,
) {
    if selected.0.len() != 1 {
        return;
    }
    let Some(i) = selected.primary().and_then(|id| g.element_index(id).ok()) else {
        return;
    };
    for (words, order) in transport_orders(g, i) {
        let tried = cost_in_ap(g, i, &order);
        let spent = *tried.as_ref().unwrap_or(&0);
        let label = crate::t!("panel-transport-order", order = words.text(), ap = spent);
        let response = ui.add_enabled(may && tried.is_ok(), egui::Button::new(label));
        let response = match &tried {
            Err(r) => response.on_disabled_hover_text(r.reason.text()),
            Ok(_) => response.on_disabled_hover_text(crate::t!("panel-not-your-move")),
        };
        if response.clicked() {
            orders.write(OrderRequest::person(order));
        }
    }
}

/// The AP `order`, offered for element `i`, would cost the unit that pays for it (the
/// cargo's when it is set down, not the transport's), or the rules' refusal. Tried on a copy
/// without the dice log, as the panel draws this every frame.
fn cost_in_ap(g: &Game, i: usize, order: &Order) -> Result<u8, crate::rules::Rejection> {
    let mut trial = g.scratch();
    trial.apply(order)?;
    let payer = order_cargo(g, order).unwrap_or(i);
    Ok(g.elements()[payer].unit.map_or(0, |u| {
        g.units()[u]
            .ap_left
            .saturating_sub(trial.units()[u].ap_left)
    }))
}

/// The base an order sets down, if it sets one down.
fn order_cargo(g: &Game, order: &Order) -> Option<usize> {
    let id = match order {
        Order::Dismount { elements } => elements.first()?,
        Order::Unlimber { gun } => gun,
        _ => return None,
    };
    g.element_index(id).ok()
}

/// A Republican brigade of `units` (RON, its units' list) at a small table, with one
/// Nationalist gun to face, the Republic to move; `ap` the action points its units roll in
/// order (the Nationalist gun's last), then 6s. The shape of the transport tests here and in
/// the panel's End-phase question.
#[cfg(test)]
pub(crate) fn republic_with(units: &str, ap: &[u8]) -> Game {
    let scenario = format!(
        r#"Scenario(
            title: "Trucks", date: "1937-06",
            sides: [(id: "rep", name: "Republic", initiative: true), (id: "nat", name: "Nationalists")],
            turns: 2, table: (48, 32), terrain: [],
            forces: [
                (side: "rep", brigades: [
                    (id: "rb", name: "Brigade", commander: Republican,
                        hq: (id: "rb-hq", type: HQ, at: (14, 10), facing: 0),
                        units: [{units}]),
                ]),
                (side: "nat", brigades: [
                    (id: "nb", name: "Nationalist brigade", commander: Nationalist,
                        hq: (id: "nb-hq", type: HQ, at: (46, 30), facing: 180),
                        units: [
                            (id: "guns", name: "Guns", kind: Battery, quality: Regular, faction: Legion,
                                elements: [(id: "nfg", type: FieldGun, at: (44, 30), facing: 270)]),
                        ]),
                ]),
            ],
        )"#
    );
    let rules = crate::ruleset::Ruleset::default_rules();
    let s = crate::scenario::parse("trucks.ron", &scenario, &rules).unwrap();
    let dice = ap.iter().copied().chain([6; 20]).collect();
    Game::new(
        std::sync::Arc::new(s),
        std::sync::Arc::new(rules),
        crate::rules::dice::DiceSource::Scripted(dice),
    )
    .unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two rifle bases beside two trucks, and a field gun beside a limber: the Republic to move
    /// with 4 AP for every unit, then 6s.
    fn beside_trucks() -> Game {
        republic_with(
            r#"
            (id: "bn", name: "Battalion", kind: Battalion, quality: Regular, faction: PopularArmy,
                elements: [
                    (id: "r1", type: Rifles, at: (12.3, 14), facing: 0, label: "1/1"),
                    (id: "r2", type: Rifles, at: (30, 14), facing: 0, label: "2/1"),
                ]),
            (id: "trk", name: "Trucks", kind: Company, quality: Regular, faction: PopularArmy,
                elements: [
                    (id: "ta", type: Truck, at: (10, 14), facing: 90, label: "Lorry A"),
                ]),
            (id: "bty", name: "Battery", kind: Battery, quality: Regular, faction: PopularArmy,
                elements: [
                    (id: "gun", type: FieldGun, at: (20, 6), facing: 0, label: "Gun"),
                    (id: "lim", type: Limber, at: (20, 4.2), facing: 0, label: "Team"),
                ]),"#,
            &[4, 4, 4, 4],
        )
    }

    fn offered(g: &Game, id: &str) -> Vec<(String, Order)> {
        let i = g.element_index(id).unwrap();
        transport_orders(g, i)
            .into_iter()
            .map(|(m, o)| (m.en(), o))
            .collect()
    }

    #[test]
    fn troops_beside_a_truck_are_offered_it_and_once_in_are_offered_the_way_down() {
        let mut g = beside_trucks();
        let mount = Order::Mount {
            elements: vec!["r1".into()],
            into: "ta".into(),
        };
        assert_eq!(
            offered(&g, "r1"),
            [("Climb into Lorry A".to_string(), mount.clone())]
        );
        // Far from any truck: nothing to offer; a truck with nothing aboard: nothing either.
        assert!(offered(&g, "r2").is_empty());
        assert!(offered(&g, "ta").is_empty());
        g.apply(&mount).unwrap();
        let down = Order::Dismount {
            elements: vec!["r1".into()],
        };
        assert_eq!(
            offered(&g, "ta"),
            [("Set 1/1 down".to_string(), down.clone())]
        );
        // The rules accept what is offered: getting down costs the battalion 1 AP [SRC].
        let ap = |g: &Game| g.units().iter().find(|u| u.id == "bn").unwrap().ap_left;
        let before = ap(&g);
        g.apply(&down).unwrap();
        assert_eq!(ap(&g), before - 1);
    }

    #[test]
    fn a_gun_beside_its_limber_is_offered_the_hook_and_then_the_unhooking() {
        let mut g = beside_trucks();
        let hook = Order::Limber {
            gun: "gun".into(),
            to: "lim".into(),
        };
        assert_eq!(
            offered(&g, "gun"),
            [("Hook to Team".to_string(), hook.clone())]
        );
        g.apply(&hook).unwrap();
        assert_eq!(
            offered(&g, "lim"),
            [(
                "Unhook Gun".to_string(),
                Order::Unlimber { gun: "gun".into() }
            )]
        );
    }
}
