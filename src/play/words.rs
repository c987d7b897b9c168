//! Orders in words for people: labels, not ids.

use crate::rules::support::SortieFate;
use crate::rules::{Game, Order};

/// An order as the table names things: bases by their labels, a battery by its name (as the
/// dice log names it), a side by its name, places to a tenth of an inch.
pub fn in_words(order: &Order, g: &Game) -> String {
    let label = |id: &str| g.element(id).map_or(id.to_string(), |e| e.label.clone());
    let labels = |ids: &[String]| ids.iter().map(|i| label(i)).collect::<Vec<_>>().join(", ");
    match order {
        Order::Move { element, to, .. } => t!(
            "order-moves-to",
            who = label(element),
            x = tenth(to.0),
            y = tenth(to.1)
        ),
        Order::MoveGroup { elements, by, .. } => t!(
            "order-move-together",
            who = labels(elements),
            x = tenth(by.0),
            y = tenth(by.1)
        ),
        Order::Assault { element, target } => {
            t!(
                "order-closes-with",
                who = label(element),
                target = label(target)
            )
        }
        Order::Fire {
            element, target, ..
        } => t!(
            "order-fires-at",
            who = label(element),
            target = label(target)
        ),
        Order::Bombard { battery, at } => t!(
            "order-battery-fires",
            battery = g
                .batteries()
                .iter()
                .find(|b| b.id == *battery)
                .map_or(battery.as_str(), |b| b.name.as_str()),
            x = tenth(at.0),
            y = tenth(at.1)
        ),
        Order::MoveFirst { side, first } => {
            let side = g.side_index(side).map_or(side.as_str(), |i| g.side_name(i));
            if *first {
                t!("order-id-moves-first", side = side)
            } else {
                t!("order-id-moves-second", side = side)
            }
        }
        Order::AirStrike { at, .. } => t!("order-air-strike", x = tenth(at.0), y = tenth(at.1)),
        Order::EndPhase { .. } => t!("order-ends-phase"),
        Order::RollByHand(false) => t!("order-dice-back"),
        other => other.words().text(),
    }
}

/// An air strike aimed `at`, said with what came of it when that is known: a sortie diverted,
/// late or driven off dropped nothing, and one that drifted bombed somewhere else.
pub fn air_strike_in_words(at: (f32, f32), fate: Option<SortieFate>) -> String {
    let (x, y) = (tenth(at.0), tenth(at.1));
    match fate {
        None | Some(SortieFate::Bombed { drifted: false, .. }) => {
            t!("order-air-strike", x = x, y = y)
        }
        Some(SortieFate::Diverted) => t!("order-air-strike-diverted", x = x, y = y),
        Some(SortieFate::NextTurn) => t!("order-air-strike-next-turn", x = x, y = y),
        Some(SortieFate::DrivenOff) => t!("order-air-strike-driven-off", x = x, y = y),
        Some(SortieFate::Bombed {
            at: to,
            drifted: true,
        }) => t!(
            "order-air-strike-drifted",
            x = x,
            y = y,
            to_x = tenth(to.0),
            to_y = tenth(to.1)
        ),
    }
}

/// A place to a tenth of an inch, as the table shows it.
fn tenth(v: f32) -> String {
    format!("{v:.1}")
}
