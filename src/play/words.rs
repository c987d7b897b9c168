//! Orders in words for people: labels, not ids.

use crate::rules::{Game, Order};

/// An order as the table names things: bases by their labels, places to a tenth of an inch.
pub fn in_words(order: &Order, g: &Game) -> String {
    let label = |id: &str| g.element(id).map_or(id.to_string(), |e| e.label.clone());
    let labels = |ids: &[String]| ids.iter().map(|i| label(i)).collect::<Vec<_>>().join(", ");
    match order {
        Order::Move { element, to, .. } => {
            format!("{} moves to ({:.1}, {:.1})", label(element), to.0, to.1)
        }
        Order::MoveGroup { elements, by, .. } => format!(
            "{} move together by ({:.1}, {:.1})",
            labels(elements),
            by.0,
            by.1
        ),
        Order::Assault { element, target } => {
            format!("{} closes with {}", label(element), label(target))
        }
        Order::Fire {
            element, target, ..
        } => format!("{} fires at {}", label(element), label(target)),
        Order::Bombard { battery, at } => {
            format!("battery {battery} fires at ({:.1}, {:.1})", at.0, at.1)
        }
        Order::AirStrike { at, .. } => format!("an air strike at ({:.1}, {:.1})", at.0, at.1),
        Order::EndPhase { .. } => "ends its phase".to_string(),
        Order::RollByHand(false) => "hands the dice back to the table".to_string(),
        other => other.describe(),
    }
}
