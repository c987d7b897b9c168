//! Dice: one source per game, every roll logged.
//!
//! Three sources: seeded (ChaCha8, the same stream on every machine), scripted (a list of
//! values; running out is an error), and dice a player rolls by hand, which reach the game as
//! `Roll([..])` orders and are used before the source's own.

use std::collections::VecDeque;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// SplitMix64's finaliser: neighbouring inputs give unrelated outputs. Seeds derived from other
/// numbers (a game's number, a look-ahead's stream) go through it.
pub fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Where a game's dice come from, as written in a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiceSource {
    Seeded(u64),
    Scripted(Vec<u8>),
}

/// One die, as the log shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Roll {
    pub turn: u32,
    pub phase: String,
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
            .finish()
    }
}

impl Dice {
    pub fn new(source: DiceSource) -> Self {
        let seed = match &source {
            DiceSource::Seeded(s) => *s,
            DiceSource::Scripted(_) => 0,
        };
        Dice {
            source,
            rng: ChaCha8Rng::seed_from_u64(seed),
            scripted_next: 0,
            typed: VecDeque::new(),
            by_hand: false,
            used: 0,
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
        let v = match &self.source {
            DiceSource::Seeded(_) => self.rng.random_range(1..=6u8),
            DiceSource::Scripted(values) => {
                let v = *values.get(self.scripted_next).ok_or(DiceError::Exhausted {
                    used: self.scripted_next,
                })?;
                self.scripted_next += 1;
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
