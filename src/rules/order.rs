//! Everything a player does is an order. The window, a record, a test and the command line
//! all give the same orders; the rules accept one or reject it with the rule that forbids it.

use crate::words::{Arg, Msg};
use serde::{Deserialize, Serialize};

pub use super::rule_id::RuleId;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Order {
    /// Move one element along `via` to `to`; `facing` defaults to the last leg's direction.
    Move {
        element: String,
        to: (f32, f32),
        #[serde(default, skip_serializing_if = "Option::is_none")]
        facing: Option<f32>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        via: Vec<(f32, f32)>,
    },
    /// Move a group (or a column of vehicles) together by the same offset.
    MoveGroup {
        elements: Vec<String>,
        by: (f32, f32),
        #[serde(default, skip_serializing_if = "Option::is_none")]
        facing: Option<f32>,
    },
    /// Rearrange a group: each element to its new place `(x, y, facing)`.
    Formation {
        elements: Vec<String>,
        places: Vec<(f32, f32, f32)>,
    },
    /// Foot elements climb into a truck or wagon beside them.
    Mount { elements: Vec<String>, into: String },
    /// Carried troops get down behind their transport.
    Dismount { elements: Vec<String> },
    /// A gun is hooked to a limber or truck beside it.
    Limber { gun: String, to: String },
    /// A towed gun is unhooked behind its tow.
    Unlimber { gun: String },
    /// Troops climb into the trucks or wagons beside them: (element, transport) pairs, all
    /// adjacent, one order for 1 AP [SRC "as a group if elements are adjacent"].
    MountGroup { pairs: Vec<(String, String)> },
    /// Guns are hooked to the limbers or trucks beside them: (gun, tow) pairs, all adjacent,
    /// one order for 1 AP [SRC].
    LimberGroup { pairs: Vec<(String, String)> },
    /// Towed guns whose tows stand together are unhooked, one order for 1 AP [SRC].
    UnlimberGroup { guns: Vec<String> },
    /// Troops are tactically engaged: the side that decides moves first (`true`) or second
    /// (`false`) this turn, before anyone moves [SRC].
    MoveFirst { side: String, first: bool },
    /// Move into base contact with an enemy to close with it in the close combat phase [INF].
    Assault { element: String, target: String },
    /// Declare direct fire: all of a weapon's shots unless `shots` says fewer; the first weapon
    /// that can fire at the target unless `weapon` names one.
    Fire {
        element: String,
        target: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weapon: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        shots: Option<u8>,
    },
    /// A battery fires at a point a spotter of its side sees [INF artillery].
    Bombard { battery: String, at: (f32, f32) },
    /// One of the side's sorties for the turn attacks a point [INF aircraft].
    AirStrike { side: String, at: (f32, f32) },
    /// The side has finished the current phase.
    EndPhase { side: String },
    /// Dice a player rolled by hand, used for the next rolls.
    Roll(Vec<u8>),
    /// The players roll real dice from now on (`true`) or let the game's dice roll (`false`).
    RollByHand(bool),
}

impl Order {
    /// Orders that never roll a die: the rules check them whole before changing anything.
    /// Anything else, a new order included until it is listed here, is played on a copy.
    pub fn rolls_no_dice(&self) -> bool {
        matches!(
            self,
            Order::Move { .. }
                | Order::MoveGroup { .. }
                | Order::Formation { .. }
                | Order::Mount { .. }
                | Order::Dismount { .. }
                | Order::Limber { .. }
                | Order::Unlimber { .. }
                | Order::Assault { .. }
                | Order::Fire { .. }
                | Order::Roll(_)
                | Order::RollByHand(_)
        )
    }

    /// The order in words for the command line (ids, not labels), in English as records keep
    /// it (`OrderReport::order`).
    pub fn describe(&self) -> String {
        self.words().en()
    }

    /// The order as a message, its elements by id: put into words in the reader's language
    /// where it is shown (`verify`, the network's lines), in English in a record.
    pub fn words(&self) -> Msg {
        // Coordinates to a hundredth of an inch, as short as they go ("10", "12.5",
        // "25.2"): the record keeps them whole, and a computer's "25.196152, 1.9999995" says
        // nothing more to a person than "25.2, 2".
        let at = |p: &(f32, f32)| (inches(p.0), inches(p.1));
        let ids = |v: &[String]| Arg::names(v.iter().cloned(), "join-comma");
        match self {
            Order::Move { element, to, .. } => {
                let (x, y) = at(to);
                msg!("order-id-move", element = element, x = x, y = y)
            }
            Order::MoveGroup { elements, by, .. } => {
                let (x, y) = at(by);
                msg!(
                    "order-id-move-group",
                    elements = ids(elements),
                    x = x,
                    y = y
                )
            }
            Order::Formation { elements, .. } => {
                msg!("order-id-formation", elements = ids(elements))
            }
            Order::Mount { elements, into } => {
                msg!("order-id-mount", elements = ids(elements), into = into)
            }
            Order::Dismount { elements } => msg!("order-id-dismount", elements = ids(elements)),
            Order::Limber { gun, to } => msg!("order-id-limber", gun = gun, to = to),
            Order::Unlimber { gun } => msg!("order-id-unlimber", gun = gun),
            Order::MountGroup { pairs } => msg!(
                "order-id-mount-group",
                pairs = pair_list(pairs, "order-id-pair-into")
            ),
            Order::LimberGroup { pairs } => msg!(
                "order-id-limber-group",
                pairs = pair_list(pairs, "order-id-pair-to")
            ),
            Order::UnlimberGroup { guns } => msg!("order-id-unlimber", gun = ids(guns)),
            Order::MoveFirst { side, first: true } => msg!("order-id-moves-first", side = side),
            Order::MoveFirst { side, first: false } => {
                msg!("order-id-moves-second", side = side)
            }
            Order::Assault { element, target } => {
                msg!("order-closes-with", who = element, target = target)
            }
            Order::Fire {
                element, target, ..
            } => msg!("order-fires-at", who = element, target = target),
            Order::Bombard { battery, at: p } => {
                let (x, y) = at(p);
                msg!("order-id-bombard", battery = battery, x = x, y = y)
            }
            Order::AirStrike { side, at: p } => {
                let (x, y) = at(p);
                msg!("order-id-air-strike", side = side, x = x, y = y)
            }
            Order::EndPhase { side } => msg!("order-id-end-phase", side = side),
            Order::Roll(v) => msg!("order-id-dice-typed", dice = format!("{v:?}")),
            Order::RollByHand(true) => msg!("order-id-players-roll"),
            Order::RollByHand(false) => msg!("order-id-game-rolls"),
        }
    }
}

/// "a into b, c into d": pairs joined by the message `joint` (taking `a` and `b`), with commas.
fn pair_list(pairs: &[(String, String)], joint: &'static str) -> Arg {
    Arg::List(
        pairs
            .iter()
            .map(|(a, b)| Msg::new(joint).arg("a", a).arg("b", b))
            .collect(),
    )
}

/// Why an order was refused: the rule that forbids it, and why as a message, put into words
/// in the language of the moment it is shown (and in English in a record, as before).
#[derive(Clone, Debug, PartialEq)]
pub struct Rejection {
    pub rule: RuleId,
    pub reason: Msg,
}

impl Rejection {
    pub fn new(rule: RuleId, reason: Msg) -> Self {
        Rejection { rule, reason }
    }

    /// The order only waits for a die the player rolls by hand: give the die and it goes on.
    pub fn needs_die(&self) -> bool {
        self.rule == RuleId::DiceByHand
    }

    /// The order only waits for a side's share of a shared die: give the share and it goes on.
    pub fn needs_share(&self) -> bool {
        self.rule == RuleId::DiceWaitingShare
    }
}

impl std::fmt::Display for Rejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.reason.text())
    }
}

pub type OrderResult = Result<(), Rejection>;

/// A coordinate in inches to a hundredth, without trailing zeros: "10", "12.5", "25.2".
fn inches(v: f32) -> String {
    let s = format!("{v:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_orders_coordinates_read_to_a_hundredth_of_an_inch() {
        let order = |x, y| Order::Move {
            element: "b-rep-hq".into(),
            to: (x, y),
            facing: None,
            via: Vec::new(),
        };
        assert_eq!(
            order(25.196152, 1.9999995).words().en(),
            "move b-rep-hq to (25.2, 2)"
        );
        assert_eq!(
            order(10.0, 12.5).words().en(),
            "move b-rep-hq to (10, 12.5)"
        );
        assert_eq!(
            order(26.07846, -0.001).words().en(),
            "move b-rep-hq to (26.08, 0)"
        );
    }
}
