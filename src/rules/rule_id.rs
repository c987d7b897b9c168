//! The rules that can refuse an order, each with a stable id. A rejection names its rule, so
//! tests, records and the panel can tell which rule spoke without reading the words, and the
//! words can be improved without breaking anything that depends on the rule.
//!
//! The ids are written into `trinchera run --json` output: once shipped, an id keeps its
//! spelling. Several messages may share one id when they are the same rule seen from different
//! orders (a pinned element may neither move nor fire).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Where a rule comes from: the original pages [SRC] or our reading of them [INF].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Tag {
    Src,
    Inf,
}

impl std::fmt::Display for Tag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Tag::Src => "[SRC]",
            Tag::Inf => "[INF]",
        })
    }
}

/// One list of `Variant = "id", tag` rows, so a rule's id and tag are written once beside it.
macro_rules! rule_ids {
    ($( $(#[$doc:meta])* $variant:ident = $id:literal, $tag:expr; )*) => {
        /// A rule that can refuse an order.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum RuleId {
            $( $(#[$doc])* $variant, )*
        }

        impl RuleId {
            /// Every rule, in the order of the list.
            pub const ALL: &'static [RuleId] = &[$(RuleId::$variant),*];

            /// The stable id: `section.rule`, kebab-case.
            pub fn id(self) -> &'static str {
                match self {
                    $(RuleId::$variant => $id,)*
                }
            }

            /// The rulebook's tag for the rule, where it is a rule of the game at all.
            pub fn tag(self) -> Option<Tag> {
                match self {
                    $(RuleId::$variant => $tag,)*
                }
            }
        }
    };
}

const SRC: Option<Tag> = Some(Tag::Src);
const INF: Option<Tag> = Some(Tag::Inf);
/// Not a rule of the game: the order or the game could not be read as meant.
const NONE: Option<Tag> = None;

rule_ids! {
    // The order itself.
    /// The order names an element that is not in this battle.
    UnknownElement = "order.unknown-element", NONE;
    /// The order names a side that is not in this battle.
    UnknownSide = "order.unknown-side", NONE;
    /// A unit named (by a setup, not an order) is not in this battle.
    UnknownUnit = "order.unknown-unit", NONE;
    /// The order names a weapon the element does not carry.
    UnknownWeapon = "order.unknown-weapon", NONE;
    /// No elements, one listed twice, places that do not pair with the elements.
    MalformedOrder = "order.malformed", NONE;
    /// The order would change nothing.
    NoChange = "order.no-change", NONE;
    /// The scenario names a type, quality, kind or faction this ruleset does not define.
    UnknownName = "scenario.unknown-name", NONE;

    // The game and its dice.
    /// An earlier error stopped the game.
    GameHalted = "game.halted", NONE;
    /// The turn limit has passed [INF victory].
    GameOver = "game.over", INF;
    /// A typed die must show 1 to 6.
    NotADie = "dice.not-a-d6", NONE;
    /// The order waits for a die the players roll by hand.
    DiceByHand = "dice.by-hand", NONE;
    /// A scripted list of dice ran out.
    DiceExhausted = "dice.exhausted", NONE;
    /// Shared dice: the order waits for a side's share of a roll.
    DiceWaitingShare = "dice.waiting-share", NONE;
    /// Shared dice: the die recorded for a roll is not the one its shares make.
    DiceShareMismatch = "dice.share-mismatch", NONE;
    /// Shared dice are made by both sides together: none is typed in by hand.
    DiceSharedNotByHand = "dice.shared-not-by-hand", NONE;

    // The turn.
    /// Each order belongs to its phase of the turn [SRC phases].
    WrongPhase = "turn.wrong-phase", SRC;
    /// The side with the initiative moves first, then the other; each side acts in its own
    /// part of a phase [SRC].
    NotYourTurn = "turn.not-your-turn", SRC;
    /// Moving, forming up and mounting cost action points; the unit has too few [SRC].
    ActionPoints = "turn.action-points", SRC;

    // Who and what an order may name.
    /// The element is not on the table: not arrived yet, or knocked out.
    NotOnTable = "element.not-on-table", NONE;
    /// Fire and close combat are at an enemy on the table; transports are one's own.
    NotAnEnemy = "element.not-an-enemy", NONE;

    // Movement.
    /// Full move per element type, less bad going and obstacles [SRC].
    MoveDistance = "movement.distance", SRC;
    /// Only infantry and non-wheeled support weapons can enter bad going (and pillboxes) [SRC].
    BadGoing = "movement.bad-going", SRC;
    /// Barbed wire and rivers take a whole turn to cross [SRC].
    WholeTurnObstacle = "movement.whole-turn-obstacle", SRC;
    /// Troops pass through troops; vehicles pass through nothing [SRC].
    Interpenetration = "movement.interpenetration", SRC;
    /// Bases may pass through troops but not stop on them [INF].
    Stacking = "movement.stacking", INF;
    /// Nothing leaves the table [SRC].
    OffTable = "movement.off-table", SRC;
    /// A group is elements of one unit within reach of each other [INF].
    Group = "movement.group", INF;
    /// Vehicles move as one group only in column [SRC].
    Column = "movement.column", SRC;
    /// A group of tanks must all be visible to each other [SRC].
    TankGroup = "movement.tank-group", SRC;
    /// Only a group of troops changes formation, and stays a group [SRC].
    Formation = "movement.formation", SRC;
    /// A brigade HQ has no action points: it moves once a turn [INF].
    BrigadeHqMovesOnce = "movement.brigade-hq-once", INF;
    /// Only the side with more higher-quality troops engaged chooses who moves first.
    EngagedChoice = "movement.engaged-choice", SRC;

    // Transport.
    /// A carried element moves with its transport: dismount or unlimber it first [SRC].
    Carried = "transport.carried", SRC;
    /// Only a carried element dismounts or unlimbers.
    NotCarried = "transport.not-carried", NONE;
    /// What carries what: troops mount, guns limber, one of each at a time [SRC; INF load].
    Cargo = "transport.cargo", SRC;
    /// Mounting and dismounting is between adjacent elements, as a group if adjacent [SRC].
    Adjacent = "transport.adjacent", SRC;
    /// Dismounted troops need room behind their transport.
    NoRoom = "transport.no-room", NONE;

    // Direct fire and sight.
    /// Only elements that have not moved fire, apart from vehicle weapons [SRC].
    MovedDoNotFire = "fire.moved", SRC;
    /// The direct fire chart's ranges, maximum and minimum [SRC].
    OutOfRange = "fire.range", SRC;
    /// Crewed weapons and tanks fire 60° to the front, rifles and LMG 180° [SRC].
    OutOfArc = "fire.arc", SRC;
    /// A weapon's shots in a turn [SRC].
    Shots = "fire.shots", SRC;
    /// Extra shots go at the same target or an element adjacent to it [SRC].
    ExtraShots = "fire.extra-shots", SRC;
    /// Only the lead tank of a column fires in its frontal arc [SRC].
    ColumnLead = "fire.column-lead", SRC;
    /// Woods, buildings, hills and smoke block sight [INF].
    NoLineOfSight = "sight.blocked", INF;

    // Morale.
    /// Pinned elements cannot move, fire or test morale [SRC].
    Pinned = "morale.pinned", SRC;
    /// A routed element has left for the rear [SRC].
    Routed = "morale.routed", SRC;
    /// An exhausted brigade advances no further [SRC].
    BrigadeExhausted = "morale.brigade-exhausted", SRC;
    /// A defeated brigade's battalions retire by the rules, not by orders [SRC].
    BrigadeDefeated = "morale.brigade-defeated", SRC;
    /// A unit below 50% will not voluntarily enter close combat [SRC].
    BelowHalfStrength = "morale.below-half-strength", SRC;
    /// Factions that hate each other do not attack the same target [SRC].
    Animosity = "morale.animosity", SRC;

    // Artillery and aircraft.
    /// The order names a battery that is not in this battle.
    UnknownBattery = "support.unknown-battery", NONE;
    /// A battery fires once a turn, if its gun is on the table and not pinned [INF].
    BatteryCannotFire = "support.battery-cannot-fire", INF;
    /// A battery fires at a point a spotter of its side sees (an HQ or an observer) [INF].
    NoSpotter = "support.no-spotter", INF;
    /// The side has no sortie left this turn [INF].
    NoSortie = "support.no-sortie", INF;
    /// The aim point is on the table.
    AimOffTable = "support.aim-off-table", NONE;
}

impl RuleId {
    pub fn from_id(id: &str) -> Option<RuleId> {
        RuleId::ALL.iter().copied().find(|r| r.id() == id)
    }
}

impl std::fmt::Display for RuleId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

impl Serialize for RuleId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for RuleId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        RuleId::from_id(&id)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown rule id `{id}`")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_kebab_case_and_read_back() {
        for (i, r) in RuleId::ALL.iter().enumerate() {
            let id = r.id();
            let (section, name) = id.split_once('.').expect("section.rule");
            for part in [section, name] {
                assert!(
                    !part.is_empty()
                        && part
                            .chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                    "{id} is not kebab-case"
                );
            }
            assert!(
                RuleId::ALL[i + 1..].iter().all(|o| o.id() != id),
                "{id} is used twice"
            );
            assert_eq!(RuleId::from_id(id), Some(*r));
        }
    }
}
