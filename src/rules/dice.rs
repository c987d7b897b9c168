//! Dice: one source per game, every roll logged.
//!
//! Four sources: seeded (ChaCha8, the same stream on every machine), scripted (a list of
//! values; running out is an error), shared (made by two players together, neither able to
//! choose or foresee a die: `shared_dice`), and dice a player rolls by hand, which reach the
//! game as `Roll([..])` orders and are used before the source's own. A look-ahead may also
//! roll keyed dice (`KeyedDice`), each die drawn from what it is rolled for; no real game can.

use std::collections::VecDeque;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::shared_dice::{Hex32, ShareError, SharedDice};
use crate::words::Msg;

/// SplitMix64's finaliser: neighbouring inputs give unrelated outputs. Seeds derived from other
/// numbers (a game's number, a look-ahead's stream) go through it.
pub fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A seed nobody chose: the clock's nanoseconds. For a new game's dice and for a new sample
/// of games; never inside the rules, whose dice come from the game's own source.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
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

/// One die about to be rolled: what for, for whom, and what the log and a by-hand prompt say of
/// it, as messages put into words only when shown (made by the rule that rolls, which knows the
/// weapon, the count, the target).
#[derive(Clone, Copy, Debug)]
pub struct Die<'a> {
    pub kind: RollKind,
    pub by: Roller,
    /// Who rolls, by name ("1st Bandera"): the author's label, shown as written.
    pub who: &'a str,
    /// "action points", "rifles at 2/XV: to hit" ...
    pub purpose: &'a Msg,
    /// What it needs, e.g. "4+"; `None` when any score counts.
    pub needed: Option<&'a Msg>,
    /// The rule with its tag, e.g. "[SRC] action points".
    pub rule: &'a Msg,
    /// The second roll of a test that allows one more.
    pub again: bool,
}

/// One die, as the log keeps it: the typed facts, and the messages the log shows them with
/// (in the language of the moment it is shown; `run --json` writes them in English).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Roll {
    pub turn: u32,
    #[serde(serialize_with = "super::game::phase_name")]
    pub phase: super::game::Phase,
    pub kind: RollKind,
    pub by: Roller,
    /// The second roll of a test that allows one more.
    pub again: bool,
    /// The unit or element that rolled, by its label.
    pub who: String,
    /// "action points", "rout test" ...
    pub purpose: Msg,
    pub value: u8,
    /// What it needed, e.g. "4+"; written empty when any score counts.
    #[serde(serialize_with = "needed_words")]
    pub needed: Option<Msg>,
    /// What came of it.
    pub outcome: Msg,
    /// The rule with its tag, e.g. "[SRC] action points".
    pub rule: Msg,
    /// Typed in by a player with real dice.
    pub typed: bool,
}

impl Roll {
    /// Who rolled, in words: the label, or for the dice between engaged sides, the table's.
    pub fn who_words(&self) -> String {
        match self.by {
            Roller::Table => t!("who-engaged-troops"),
            _ => self.who.clone(),
        }
    }

    /// Whether the die needed a score (1) or any counted (0), for a message's plural, and that
    /// need as a message: the dice log's line and `run`'s report say it the same way.
    pub fn needs_message(&self) -> (u8, Msg) {
        match &self.needed {
            Some(n) => (1, msg!("dice-needs", needed = n.clone())),
            None => (0, msg!("dice-any-score")),
        }
    }

    /// What it needed, in English; empty when any score counted (as `run --json` writes it).
    pub fn needed_en(&self) -> String {
        self.needed.as_ref().map(Msg::en).unwrap_or_default()
    }

    /// "T1 direct fire: MG 1 rolled 5 for HeavyMG at ...: to hit (needs 4+): hit", in the
    /// language of now.
    pub fn line(&self) -> String {
        let (has_needs, needs) = self.needs_message();
        t!(
            "roll-line",
            turn = self.turn,
            phase = self.phase.words(),
            who = self.who_words(),
            value = self.value,
            purpose = self.purpose.clone(),
            has_needs = has_needs,
            needs = needs,
            outcome = self.outcome.clone(),
            typed = u8::from(self.typed)
        )
    }
}

/// A roll's need as `run --json` has always written it: empty when any score counts.
fn needed_words<S: serde::Serializer>(n: &Option<Msg>, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&n.as_ref().map(Msg::en).unwrap_or_default())
}

#[derive(Clone, Debug, PartialEq)]
pub enum DiceError {
    /// A scripted list ran out.
    Exhausted { used: usize },
    /// The player rolls by hand and has not given this die yet: whose die, what for, and
    /// what it needs (empty when any score counts), so the prompt can say all three.
    NeedTyped {
        who: String,
        purpose: Msg,
        needed: Option<Msg>,
    },
    /// Shared dice: a side has not given its share of this roll yet (one machine waits for the
    /// other's, which comes once the order needing the roll is fixed).
    WaitingShare {
        roll: usize,
        missing: [bool; 2],
        held: [bool; 2],
        who: String,
        purpose: Msg,
    },
    /// Shared dice: the record says roll `roll` came up `recorded`, its shares make `made`.
    ShareMismatch {
        roll: usize,
        recorded: u8,
        made: u8,
        who: String,
        purpose: Msg,
    },
}

impl DiceError {
    /// Why, as a message: a refusal keeps it and puts it into words when shown.
    pub fn words(&self) -> crate::words::Msg {
        match self {
            DiceError::Exhausted { used } => msg!("dice-exhausted", used = *used),
            DiceError::NeedTyped {
                who,
                purpose,
                needed,
            } => {
                let needs = match needed {
                    None => msg!("dice-any-score"),
                    Some(n) => msg!("dice-needs", needed = n.clone()),
                };
                msg!(
                    "dice-roll-by-hand",
                    who = who,
                    purpose = purpose.clone(),
                    needs = needs
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
                    ([true, true], _) => msg!("dice-share-both"),
                    ([true, false], [false, true]) | ([false, true], [true, false]) => {
                        msg!("dice-share-other")
                    }
                    ([true, false], _) => msg!("dice-share-first"),
                    _ => msg!("dice-share-second"),
                };
                msg!(
                    "dice-waiting-share",
                    whose = whose,
                    roll = *roll,
                    who = who,
                    purpose = purpose.clone()
                )
            }
            DiceError::ShareMismatch {
                roll,
                recorded,
                made,
                who,
                purpose,
            } => msg!(
                "dice-share-mismatch",
                roll = *roll,
                who = who,
                purpose = purpose.clone(),
                recorded = *recorded,
                made = *made
            ),
        }
    }
}

impl std::fmt::Display for DiceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words().text())
    }
}

/// Dice for a look-ahead, each die drawn from what it is rolled for rather than from how many
/// came before it: the same seed gives the same die to the same roller for the same purpose
/// at the same point of the turn, whatever else was rolled first. Two imagined futures that
/// differ in one unit's orders then share every other unit's dice, so the difference between
/// them is the orders' and not the dice's (common random numbers, kept in step). Never a
/// real game's dice: a record cannot name them.
#[derive(Clone, Debug, PartialEq)]
pub struct KeyedDice {
    seed: u64,
    /// Dice drawn so far for each key, so that a roller's second die for the same purpose is
    /// a die of its own.
    drawn: std::collections::HashMap<u64, u32>,
}

impl KeyedDice {
    pub fn new(seed: u64) -> Self {
        KeyedDice {
            seed,
            drawn: std::collections::HashMap::new(),
        }
    }

    /// The next die for `key`: 1 to 6, each as likely (the bias of a 64-bit value modulo 6 is
    /// below one in 10^18).
    pub fn d6(&mut self, key: u64) -> u8 {
        let n = self.drawn.entry(key).or_insert(0);
        let v = mix(mix(mix(self.seed) ^ key) ^ u64::from(*n).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        *n += 1;
        (v % 6) as u8 + 1
    }
}

/// The dice of one game. Cloning it clones the stream position, so a rejected order that had
/// rolled can be undone exactly. Two dice are equal when they will roll the same from here:
/// ChaCha's equality compares its seed, stream and word position.
#[derive(Clone, PartialEq)]
pub struct Dice {
    source: DiceSource,
    /// For a look-ahead only: each die keyed to what it is for (see `KeyedDice`).
    keyed: Option<KeyedDice>,
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
            .field("keyed", &self.keyed.is_some())
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
            keyed: None,
            rng: ChaCha8Rng::seed_from_u64(seed),
            scripted_next: 0,
            typed: VecDeque::new(),
            by_hand: false,
            used: 0,
            shared_next: 0,
            orders: 0,
        }
    }

    /// Dice for a look-ahead keyed to what each die is for, from `seed`.
    pub fn keyed(seed: u64) -> Self {
        Dice {
            keyed: Some(KeyedDice::new(seed)),
            ..Dice::new(DiceSource::Seeded(seed))
        }
    }

    /// Whether these are a look-ahead's keyed dice.
    pub fn is_keyed(&self) -> bool {
        self.keyed.is_some()
    }

    /// The next keyed die for `key`, for dice made by `keyed` (nothing typed or waiting to
    /// be): `None` for any other dice.
    pub fn keyed_d6(&mut self, key: u64) -> Option<u8> {
        if self.by_hand || !self.typed.is_empty() {
            return None;
        }
        let v = self.keyed.as_mut()?.d6(key);
        self.used += 1;
        Some(v)
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
    pub fn d6(
        &mut self,
        who: &str,
        purpose: &Msg,
        needed: Option<&Msg>,
    ) -> Result<(u8, bool), DiceError> {
        if let Some(v) = self.typed.pop_front() {
            self.used += 1;
            return Ok((v, true));
        }
        if self.by_hand {
            return Err(DiceError::NeedTyped {
                who: who.to_string(),
                purpose: purpose.clone(),
                needed: needed.cloned(),
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
                            purpose: purpose.clone(),
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
                            purpose: purpose.clone(),
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
        let xs: Vec<u8> = (0..50)
            .map(|_| a.d6("x", &msg!("roll-action-points"), None).unwrap().0)
            .collect();
        let ys: Vec<u8> = (0..50)
            .map(|_| b.d6("x", &msg!("roll-action-points"), None).unwrap().0)
            .collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|v| (1..=6).contains(v)));
        // All six faces turn up in fifty rolls.
        assert!((1..=6).all(|f| xs.contains(&f)));
    }

    #[test]
    fn keyed_dice_give_a_roller_the_same_die_whatever_was_rolled_before() {
        // One future rolls for two other purposes first, the other does not: the die for the
        // key they share is the same, and a second die for a key is a die of its own.
        let (mut a, mut b) = (Dice::keyed(11), Dice::keyed(11));
        let _ = (a.keyed_d6(1), a.keyed_d6(2));
        let shared = (a.keyed_d6(3), a.keyed_d6(3));
        assert_eq!((b.keyed_d6(3), b.keyed_d6(3)), shared);
        let seconds: Vec<_> = (0..40u64)
            .map(|k| {
                let mut d = Dice::keyed(5);
                (d.keyed_d6(k), d.keyed_d6(k))
            })
            .collect();
        assert!(seconds.iter().any(|(x, y)| x != y), "{seconds:?}");
        // Dice of any other source are not keyed.
        assert_eq!(Dice::new(DiceSource::Seeded(11)).keyed_d6(3), None);
    }

    #[test]
    fn keyed_dice_show_every_face_alike() {
        // 6,000 dice over keys and seeds: each face within 10% of a sixth.
        let mut faces = [0u32; 6];
        for seed in 0..60 {
            let mut d = Dice::keyed(seed);
            for k in 0..100u64 {
                faces[usize::from(d.keyed_d6(k % 37).unwrap() - 1)] += 1;
            }
        }
        assert!(
            faces.iter().all(|&n| (900..=1100).contains(&n)),
            "{faces:?}"
        );
    }

    #[test]
    fn scripted_dice_run_out_with_an_error() {
        let mut d = Dice::new(DiceSource::Scripted(vec![4, 2]));
        assert_eq!(
            d.d6("a", &msg!("roll-action-points"), None).unwrap(),
            (4, false)
        );
        assert_eq!(
            d.d6("a", &msg!("roll-action-points"), None).unwrap(),
            (2, false)
        );
        assert_eq!(
            d.d6("a", &msg!("roll-action-points"), None).unwrap_err(),
            DiceError::Exhausted { used: 2 }
        );
    }

    #[test]
    fn typed_dice_come_first_and_by_hand_waits_for_them() {
        let mut d = Dice::new(DiceSource::Scripted(vec![1]));
        d.push_typed(&[6]);
        assert_eq!(
            d.d6("a", &msg!("roll-action-points"), None).unwrap(),
            (6, true)
        );
        d.set_by_hand(true);
        assert!(matches!(
            d.d6("a", &msg!("roll-action-points"), None),
            Err(DiceError::NeedTyped { .. })
        ));
    }

    #[test]
    fn the_prompt_says_whose_die_what_for_and_what_it_needs() {
        let mut d = Dice::new(DiceSource::Seeded(1));
        d.set_by_hand(true);
        let any = d
            .d6("1st Battalion", &msg!("roll-action-points"), None)
            .unwrap_err();
        assert_eq!(
            any.to_string(),
            "Roll a die for 1st Battalion: action points (any score), and type it in"
        );
        let rout = d
            .d6(
                "Bandera",
                &msg!("roll-morale", test = "rout-test", again = 0),
                Some(&msg!("need-at-least", n = 4)),
            )
            .unwrap_err();
        assert!(rout.to_string().contains("Bandera: rout test (needs 4+)"));
    }
}
