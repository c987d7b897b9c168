//! Dice: one source per game, every roll logged.
//!
//! Four sources: seeded (ChaCha8, the same stream on every machine), scripted (a list of
//! values; running out is an error), shared (made by two players together, neither able to
//! choose or foresee a die: `shared_dice`), and dice a player rolls by hand, which reach the
//! game as `Roll([..])` orders and are used before the source's own.

use std::collections::VecDeque;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::shared_dice::{Hex32, ShareError, SharedDice};

/// SplitMix64's finaliser: neighbouring inputs give unrelated outputs. Seeds derived from other
/// numbers (a game's number, a look-ahead's stream) go through it.
pub fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Where a game's dice come from, as written in a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SourceRepr", into = "SourceRepr")]
pub enum DiceSource {
    Seeded(u64),
    Scripted(Vec<u8>),
    /// Made by the two sides together, from a share of each for every roll (boxed: it is
    /// much bigger than the others).
    Shared(Box<SharedDice>),
}

/// How a record writes the source: shared dice as `Shared(game: ..., commitments: ...)`. Only
/// ever on its way to or from the text, so its size is no matter.
#[derive(Serialize, Deserialize)]
#[allow(clippy::large_enum_variant)]
#[serde(deny_unknown_fields)]
enum SourceRepr {
    Seeded(u64),
    Scripted(Vec<u8>),
    Shared {
        game: String,
        commitments: [Hex32; 2],
        #[serde(default)]
        values: Vec<u8>,
        #[serde(default)]
        shares: [Vec<Hex32>; 2],
        #[serde(default)]
        secrets: [Option<Hex32>; 2],
    },
}

impl From<SourceRepr> for DiceSource {
    fn from(r: SourceRepr) -> Self {
        match r {
            SourceRepr::Seeded(n) => DiceSource::Seeded(n),
            SourceRepr::Scripted(v) => DiceSource::Scripted(v),
            SourceRepr::Shared {
                game,
                commitments,
                values,
                shares,
                secrets,
            } => DiceSource::Shared(Box::new(SharedDice {
                game,
                commitments,
                shares,
                values,
                secrets,
                held: [None; 2],
            })),
        }
    }
}

impl From<DiceSource> for SourceRepr {
    fn from(d: DiceSource) -> Self {
        match d {
            DiceSource::Seeded(n) => SourceRepr::Seeded(n),
            DiceSource::Scripted(v) => SourceRepr::Scripted(v),
            DiceSource::Shared(s) => SourceRepr::Shared {
                game: s.game,
                commitments: s.commitments,
                values: s.values,
                shares: s.shares,
                secrets: s.secrets,
            },
        }
    }
}

/// What a die is rolled for. The rules decide by this, never by the log's words, so rewording
/// a purpose changes no rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum RollKind {
    ActionPoints,
    /// Engaged troops of equal quality: who chooses to move first.
    MoveFirst,
    /// An air strike's arrival.
    Sortie,
    AntiAircraft,
    /// An air strike's aim point drifting, and which way.
    Drift,
    DriftDistance,
    DriftDirection,
    /// A shell or bomb at an element under the template.
    BombardToHit,
    BombardKnockOut,
    /// Direct fire.
    ToHit,
    KnockOut,
    PeninsularOfficers,
    CloseAssaultOnTank,
    CloseCombat,
    TankFright,
    RoutTest,
    Rally,
    Unpinning,
}

/// Who a die is rolled for, by index in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Roller {
    Element(usize),
    Unit(usize),
    /// A side's aircraft.
    Side(usize),
    /// A battery of the support, on the table or off it.
    Battery(usize),
    /// Nobody's in particular (the dice between engaged sides).
    Table,
}

/// One die about to be rolled: what for, for whom, and the words the log and a by-hand prompt
/// show for it (made by the rule that rolls, which knows the weapon, the count, the target).
#[derive(Clone, Copy, Debug)]
pub struct Die<'a> {
    pub kind: RollKind,
    pub by: Roller,
    /// Who rolls, in words ("1st Bandera").
    pub who: &'a str,
    /// "action points", "rifles at 2/XV: to hit" ...
    pub purpose: &'a str,
    /// What it needs, e.g. "4+"; empty when any score counts.
    pub needed: &'a str,
    /// The rule with its tag, e.g. "[SRC] action points".
    pub rule: &'a str,
    /// The second roll of a test that allows one more.
    pub again: bool,
}

/// One die, as the log keeps it: the typed facts first, then the words they were shown with.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Roll {
    pub turn: u32,
    #[serde(serialize_with = "super::game::phase_name")]
    pub phase: super::game::Phase,
    pub kind: RollKind,
    pub by: Roller,
    /// The second roll of a test that allows one more.
    pub again: bool,
    /// The unit or element that rolled.
    pub who: String,
    /// "action points", "rout test" ...
    pub purpose: String,
    pub value: u8,
    /// What it needed, e.g. "4+"; empty when any score counts.
    pub needed: String,
    /// What came of it, in words.
    pub outcome: String,
    /// The rule with its tag, e.g. "[SRC] action points".
    pub rule: String,
    /// Typed in by a player with real dice.
    pub typed: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum DiceError {
    /// A scripted list ran out.
    Exhausted { used: usize },
    /// The player rolls by hand and has not given this die yet: whose die, what for, and
    /// what it needs (empty when any score counts), so the prompt can say all three.
    NeedTyped {
        who: String,
        purpose: String,
        needed: String,
    },
    /// Shared dice: a side has not given its share of this roll yet (one machine waits for the
    /// other's, which comes once the order needing the roll is fixed).
    WaitingShare {
        roll: usize,
        missing: [bool; 2],
        held: [bool; 2],
        who: String,
        purpose: String,
    },
    /// Shared dice: the record says roll `roll` came up `recorded`, its shares make `made`.
    ShareMismatch {
        roll: usize,
        recorded: u8,
        made: u8,
        who: String,
        purpose: String,
    },
}

impl std::fmt::Display for DiceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DiceError::Exhausted { used } => write!(
                f,
                "the scripted dice ran out after {used} roll{}: add more values to the record",
                if *used == 1 { "" } else { "s" }
            ),
            DiceError::NeedTyped {
                who,
                purpose,
                needed,
            } => {
                let needs = if needed.is_empty() {
                    "any score".to_string()
                } else {
                    format!("needs {needed}")
                };
                write!(
                    f,
                    "Roll a die for {who}: {purpose} ({needs}), and type it in"
                )
            }
            DiceError::WaitingShare {
                roll,
                missing,
                held,
                who,
                purpose,
            } => {
                let whose = match (missing, held) {
                    ([true, true], _) => "both sides' shares".to_string(),
                    ([true, false], [false, true]) | ([false, true], [true, false]) => {
                        "the other side's share".to_string()
                    }
                    ([true, false], _) => "the first side's share".to_string(),
                    _ => "the second side's share".to_string(),
                };
                write!(
                    f,
                    "waiting for {whose} of roll {roll} ({who}: {purpose}): a share is given once the order that needs it is fixed"
                )
            }
            DiceError::ShareMismatch {
                roll,
                recorded,
                made,
                who,
                purpose,
            } => write!(
                f,
                "roll {roll} ({who}: {purpose}) is recorded as {recorded}, but its shares make {made}"
            ),
        }
    }
}

/// The dice of one game. Cloning it clones the stream position, so a rejected order that had
/// rolled can be undone exactly. Two dice are equal when they will roll the same from here:
/// ChaCha's equality compares its seed, stream and word position.
#[derive(Clone, PartialEq)]
pub struct Dice {
    source: DiceSource,
    rng: ChaCha8Rng,
    scripted_next: usize,
    /// Values a player typed in, used before the source.
    typed: VecDeque<u8>,
    /// When set, the source is not used: every die must be typed in.
    by_hand: bool,
    used: usize,
    /// Shared dice: how many have been rolled (the next roll's number less one).
    shared_next: usize,
    /// Orders the game has accepted: a shared die's shares are bound to the point it is rolled.
    orders: u64,
}

/// ChaCha's own `Debug` hides its state: show where the stream stands instead.
impl std::fmt::Debug for Dice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Dice")
            .field("source", &self.source)
            .field("word_pos", &self.rng.get_word_pos())
            .field("scripted_next", &self.scripted_next)
            .field("typed", &self.typed)
            .field("by_hand", &self.by_hand)
            .field("used", &self.used)
            .field("shared_next", &self.shared_next)
            .field("orders", &self.orders)
            .finish()
    }
}

impl Dice {
    pub fn new(source: DiceSource) -> Self {
        let seed = match &source {
            DiceSource::Seeded(s) => *s,
            DiceSource::Scripted(_) | DiceSource::Shared(_) => 0,
        };
        Dice {
            source,
            rng: ChaCha8Rng::seed_from_u64(seed),
            scripted_next: 0,
            typed: VecDeque::new(),
            by_hand: false,
            used: 0,
            shared_next: 0,
            orders: 0,
        }
    }

    /// Where the dice come from, with every share given and die made so far: what a record
    /// of the game as it stands writes.
    pub fn source(&self) -> &DiceSource {
        &self.source
    }

    /// The shared dice, when they are.
    pub fn shared(&self) -> Option<&SharedDice> {
        match &self.source {
            DiceSource::Shared(s) => Some(s),
            _ => None,
        }
    }

    /// The shared dice, to give them a share or a secret; `None` for other sources.
    pub fn shared_mut(&mut self) -> Option<&mut SharedDice> {
        match &mut self.source {
            DiceSource::Shared(s) => Some(s),
            _ => None,
        }
    }

    /// Shared dice rolled so far.
    pub fn shared_rolls(&self) -> usize {
        self.shared_next
    }

    /// Orders accepted so far (the game counts them).
    pub fn orders(&self) -> u64 {
        self.orders
    }

    pub(super) fn order_accepted(&mut self) {
        self.orders += 1;
    }

    /// These dice taken back to an earlier state of the game, in the middle of an order, keep
    /// the order count and the shares given since (`now` is the dice as they stand).
    pub(super) fn go_back_keeping(&mut self, now: &Dice) {
        self.orders = now.orders;
        self.keep_given(now);
    }

    /// These dice, an earlier copy, keep the shares and secrets given since to `now`.
    pub(super) fn keep_given(&mut self, now: &Dice) {
        if let (DiceSource::Shared(mine), DiceSource::Shared(theirs)) =
            (&mut self.source, &now.source)
        {
            mine.keep_given(theirs);
        }
    }

    /// Dice a player rolled by hand; each must be 1 to 6.
    pub fn push_typed(&mut self, values: &[u8]) {
        self.typed.extend(values);
    }

    /// Whether every die must be typed in by a player.
    pub fn by_hand(&self) -> bool {
        self.by_hand
    }

    /// Set by the `RollByHand` order, so a replay knows when the players rolled their own.
    pub fn set_by_hand(&mut self, on: bool) {
        self.by_hand = on;
    }

    pub fn typed_waiting(&self) -> usize {
        self.typed.len()
    }

    /// One D6 for `who`'s `purpose`, needing `needed` (for the prompt when it must be typed).
    /// Returns the value and whether it was typed in.
    pub fn d6(&mut self, who: &str, purpose: &str, needed: &str) -> Result<(u8, bool), DiceError> {
        if let Some(v) = self.typed.pop_front() {
            self.used += 1;
            return Ok((v, true));
        }
        if self.by_hand {
            return Err(DiceError::NeedTyped {
                who: who.to_string(),
                purpose: purpose.to_string(),
                needed: needed.to_string(),
            });
        }
        let v = match &mut self.source {
            DiceSource::Seeded(_) => self.rng.random_range(1..=6u8),
            DiceSource::Scripted(values) => {
                let v = *values.get(self.scripted_next).ok_or(DiceError::Exhausted {
                    used: self.scripted_next,
                })?;
                self.scripted_next += 1;
                v
            }
            DiceSource::Shared(shared) => {
                let v = shared
                    .roll(self.shared_next, self.orders)
                    .map_err(|e| match e {
                        ShareError::Waiting {
                            roll,
                            missing,
                            held,
                        } => DiceError::WaitingShare {
                            roll,
                            missing,
                            held,
                            who: who.to_string(),
                            purpose: purpose.to_string(),
                        },
                        ShareError::Mismatch {
                            roll,
                            recorded,
                            made,
                        } => DiceError::ShareMismatch {
                            roll,
                            recorded,
                            made,
                            who: who.to_string(),
                            purpose: purpose.to_string(),
                        },
                    })?;
                self.shared_next += 1;
                v
            }
        };
        self.used += 1;
        Ok((v, false))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_dice_are_the_same_stream_every_time() {
        let mut a = Dice::new(DiceSource::Seeded(7));
        let mut b = Dice::new(DiceSource::Seeded(7));
        let xs: Vec<u8> = (0..50).map(|_| a.d6("x", "y", "").unwrap().0).collect();
        let ys: Vec<u8> = (0..50).map(|_| b.d6("x", "y", "").unwrap().0).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|v| (1..=6).contains(v)));
        // All six faces turn up in fifty rolls.
        assert!((1..=6).all(|f| xs.contains(&f)));
    }

    #[test]
    fn scripted_dice_run_out_with_an_error() {
        let mut d = Dice::new(DiceSource::Scripted(vec![4, 2]));
        assert_eq!(d.d6("a", "b", "").unwrap(), (4, false));
        assert_eq!(d.d6("a", "b", "").unwrap(), (2, false));
        assert_eq!(
            d.d6("a", "b", "").unwrap_err(),
            DiceError::Exhausted { used: 2 }
        );
    }

    #[test]
    fn typed_dice_come_first_and_by_hand_waits_for_them() {
        let mut d = Dice::new(DiceSource::Scripted(vec![1]));
        d.push_typed(&[6]);
        assert_eq!(d.d6("a", "b", "").unwrap(), (6, true));
        d.set_by_hand(true);
        assert!(matches!(
            d.d6("a", "b", ""),
            Err(DiceError::NeedTyped { .. })
        ));
    }

    #[test]
    fn the_prompt_says_whose_die_what_for_and_what_it_needs() {
        let mut d = Dice::new(DiceSource::Seeded(1));
        d.set_by_hand(true);
        let any = d.d6("1st Battalion", "action points", "").unwrap_err();
        assert_eq!(
            any.to_string(),
            "Roll a die for 1st Battalion: action points (any score), and type it in"
        );
        let rout = d.d6("Bandera", "rout test", "4+").unwrap_err();
        assert!(rout.to_string().contains("Bandera: rout test (needs 4+)"));
    }
}
