//! Dice two players make together, so that neither can choose or foresee a die alone.
//!
//! Each side draws a secret of 32 random bytes and first makes known only its commitment,
//! blake3 of the secret. Every die of the game has a number, 1, 2, 3 ... in the order they are
//! rolled, and each side gives a share for it: blake3's keyed hash, under its secret, of the
//! game's identity, the side, the roll's number and how many orders were accepted before it
//! (`share`). The die comes from both shares together (`die_from_shares`): neither side knows
//! the other's share before the order that needs the roll is fixed, so neither can steer the
//! die or see it coming. At the end (or on leaving) both secrets are revealed, and every share
//! can be checked against its side's secret and every secret against its commitment
//! (`trinchera verify`). A share that does not come from the secret cannot be told when it is
//! given, only at the reveal: the record names the roll.
//!
//! A record keeps the commitments, every share as it was given, the dice they made, and the
//! secrets once revealed (docs/record-format.md). A process that holds a side's secret (a test,
//! a hotseat game, one end of a network game) makes that side's shares itself as the rolls
//! come; the other side's shares are given one at a time (`SharedDice::give`), and a roll whose
//! shares are not all there waits, as a die to be typed by hand does.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// 32 bytes written as 64 lowercase hex digits: a commitment, a share or a revealed secret.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Hex32(pub [u8; 32]);

impl Hex32 {
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// 64 hex digits (either case); anything else is `None`.
    pub fn from_hex(s: &str) -> Option<Hex32> {
        let s = s.as_bytes();
        if s.len() != 64 {
            return None;
        }
        let digit = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
        let mut out = [0u8; 32];
        for (i, pair) in s.chunks(2).enumerate() {
            out[i] = digit(pair[0])? << 4 | digit(pair[1])?;
        }
        Some(Hex32(out))
    }
}

impl std::fmt::Debug for Hex32 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.to_hex())
    }
}

impl std::fmt::Display for Hex32 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_hex())
    }
}

impl Serialize for Hex32 {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_hex())
    }
}

impl<'de> Deserialize<'de> for Hex32 {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Hex32::from_hex(&s).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "expected 64 hex digits (32 bytes), found {} character{}",
                s.chars().count(),
                if s.chars().count() == 1 { "" } else { "s" }
            ))
        })
    }
}

/// A side's secret while it is kept: its `Debug` never shows it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Secret(pub Hex32);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(kept)")
    }
}

impl Secret {
    /// 32 bytes from the system's generator.
    pub fn generate() -> Result<Secret, String> {
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes)
            .map_err(|e| format!("the system gave no random bytes for a secret: {e}"))?;
        Ok(Secret(Hex32(bytes)))
    }

    pub fn commitment(&self) -> Hex32 {
        commitment(&self.0)
    }
}

/// What a side makes known before the game: blake3 of its secret.
pub fn commitment(secret: &Hex32) -> Hex32 {
    Hex32(*blake3::hash(&secret.0).as_bytes())
}

/// Side `side`'s share of roll `roll` (1 for the game's first die), rolled after `orders`
/// accepted orders, in the game `game` whose sides committed to `commitments`: blake3's keyed
/// hash under the side's secret of
/// `"trinchera shared die v1"`, then `game`, commitment 0 and commitment 1 (each as its length
/// in 8 bytes little-endian and its bytes; commitments as their 32 bytes), then `side`, `roll`
/// and `orders`, each 8 bytes little-endian. Another game, another side, another roll or the
/// same roll at another point of the game gives an unrelated share.
pub fn share(
    secret: &Hex32,
    game: &str,
    commitments: &[Hex32; 2],
    side: usize,
    roll: u64,
    orders: u64,
) -> Hex32 {
    let mut input = Vec::with_capacity(64 + game.len() + 2 * 40 + 24);
    input.extend_from_slice(b"trinchera shared die v1");
    for part in [game.as_bytes(), &commitments[0].0, &commitments[1].0] {
        input.extend_from_slice(&(part.len() as u64).to_le_bytes());
        input.extend_from_slice(part);
    }
    for n in [side as u64, roll, orders] {
        input.extend_from_slice(&n.to_le_bytes());
    }
    Hex32(*blake3::keyed_hash(&secret.0, &input).as_bytes())
}

/// The die two shares make: their bytes XORed, then the first byte below 252 (6 × 42), taken
/// modulo 6, plus 1. A byte of 252 or more is passed over, so every face has exactly 42 of the
/// 252 byte values: no face is favoured. Should all 32 bytes be passed over (a chance of 2⁻¹⁹²),
/// the bytes are hashed with blake3 and read again, so a die always comes.
pub fn die_from_shares(a: &Hex32, b: &Hex32) -> u8 {
    let mut bytes = [0u8; 32];
    for (i, out) in bytes.iter_mut().enumerate() {
        *out = a.0[i] ^ b.0[i];
    }
    loop {
        if let Some(byte) = bytes.iter().find(|&&byte| byte < 252) {
            return byte % 6 + 1;
        }
        bytes = *blake3::hash(&bytes).as_bytes();
    }
}

/// The shared dice of one game, as the record keeps them, and the secrets this process holds.
#[derive(Clone, Debug, Default)]
pub struct SharedDice {
    /// What the shares are bound to, beside the commitments: the scenario's hash when the game
    /// began, and whatever else its host chose to tell this game from others.
    pub game: String,
    /// blake3 of each side's secret, in the scenario's order of sides.
    pub commitments: [Hex32; 2],
    /// Each side's shares as it gave them, roll 1 first.
    pub shares: [Vec<Hex32>; 2],
    /// The dice the shares made, roll 1 first.
    pub values: Vec<u8>,
    /// The secrets, once revealed.
    pub secrets: [Option<Hex32>; 2],
    /// The secrets this process keeps, to make its sides' shares as the rolls come. Never
    /// written into a record, and not part of what the dice are (equality leaves them out).
    pub held: [Option<Secret>; 2],
}

/// Two shared dice are equal when the record would say the same of them.
impl PartialEq for SharedDice {
    fn eq(&self, other: &Self) -> bool {
        self.game == other.game
            && self.commitments == other.commitments
            && self.shares == other.shares
            && self.values == other.values
            && self.secrets == other.secrets
    }
}

impl Eq for SharedDice {}

/// Why a roll of shared dice cannot be made.
#[derive(Clone, Debug, PartialEq)]
pub enum ShareError {
    /// A side has not given its share for this roll yet.
    Waiting {
        roll: usize,
        /// The sides whose share is missing.
        missing: [bool; 2],
        /// The sides whose secret this process holds (their shares never wait).
        held: [bool; 2],
    },
    /// The record says the roll came up `recorded`, but its shares make `made`.
    Mismatch { roll: usize, recorded: u8, made: u8 },
}

/// Why a share or a secret given is refused.
#[derive(Clone, Debug, PartialEq)]
pub struct GiveError(pub crate::words::Msg);

impl std::fmt::Display for GiveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.text())
    }
}

impl SharedDice {
    /// Dice whose secrets are both held here (a test, a hotseat game): every share is made as
    /// its roll comes, and nothing waits.
    pub fn with_secrets(game: &str, secrets: [Secret; 2]) -> Self {
        SharedDice {
            game: game.to_string(),
            commitments: [secrets[0].commitment(), secrets[1].commitment()],
            held: [Some(secrets[0]), Some(secrets[1])],
            ..Default::default()
        }
    }

    /// Both secrets drawn fresh from the system's generator and held here.
    pub fn local(game: &str) -> Result<Self, String> {
        Ok(Self::with_secrets(
            game,
            [Secret::generate()?, Secret::generate()?],
        ))
    }

    /// One end of a game between two machines: this side's secret is held, the other side is
    /// known only by its commitment, and its shares are given as they arrive.
    pub fn one_side(game: &str, side: usize, mine: Secret, theirs: Hex32) -> Self {
        let side = side.min(1);
        let mut commitments = [theirs; 2];
        commitments[side] = mine.commitment();
        let mut held = [None; 2];
        held[side] = Some(mine);
        SharedDice {
            game: game.to_string(),
            commitments,
            held,
            ..Default::default()
        }
    }

    /// How many shares `side` has given (made, for a held secret).
    pub fn given(&self, side: usize) -> usize {
        self.shares[side.min(1)].len()
    }

    /// Side `side`'s share of roll `roll` (1 for the first), given by the other machine. Shares
    /// come in the order of the rolls; the same share given again is no change, another share for
    /// a roll already given is refused. A share is checked against its secret only when the
    /// secret is revealed.
    pub fn give(&mut self, side: usize, roll: usize, share: Hex32) -> Result<(), GiveError> {
        let Some(list) = self.shares.get_mut(side) else {
            return Err(GiveError(msg!("dice-share-no-side", side = side)));
        };
        match roll.checked_sub(1).map(|i| (i, list.get(i))) {
            Some((_, Some(known))) if *known == share => Ok(()),
            Some((_, Some(_))) => Err(GiveError(msg!(
                "dice-share-another",
                side = side,
                roll = roll
            ))),
            Some((i, None)) if i == list.len() => {
                list.push(share);
                Ok(())
            }
            _ => Err(GiveError(msg!(
                "dice-share-out-of-order",
                side = side,
                roll = roll,
                next = list.len() + 1
            ))),
        }
    }

    /// Side `side` reveals its secret: it must be the one it committed to.
    pub fn reveal(&mut self, side: usize, secret: Hex32) -> Result<(), GiveError> {
        let Some(c) = self.commitments.get(side) else {
            return Err(GiveError(msg!("dice-share-no-side", side = side)));
        };
        if commitment(&secret) != *c {
            return Err(GiveError(msg!(
                "dice-secret-mismatch",
                side = side,
                commitment = c.to_string()
            )));
        }
        self.secrets[side] = Some(secret);
        Ok(())
    }

    /// Reveal the secrets this process holds (at the end of the game, or on leaving it).
    pub fn reveal_held(&mut self) {
        for side in 0..2 {
            if let Some(s) = self.held[side] {
                self.secrets[side] = Some(s.0);
            }
        }
    }

    /// Shares and dice known here that `other`, a copy of these dice from before, lacks: taking
    /// a game back to an earlier state keeps what the sides have given since.
    pub fn keep_given(&mut self, now: &SharedDice) {
        for side in 0..2 {
            if now.shares[side].len() > self.shares[side].len()
                && now.shares[side].starts_with(&self.shares[side])
            {
                self.shares[side] = now.shares[side].clone();
            }
            if self.secrets[side].is_none() {
                self.secrets[side] = now.secrets[side];
            }
        }
        if now.values.len() > self.values.len() && now.values.starts_with(&self.values) {
            self.values = now.values.clone();
        }
    }

    /// Roll number `index + 1`, made after `orders` accepted orders: its shares (made now for a
    /// held secret), and the die they make, which must be the one the record says if it says.
    pub fn roll(&mut self, index: usize, orders: u64) -> Result<u8, ShareError> {
        let roll = index + 1;
        let mut got = [None; 2];
        for (side, slot) in got.iter_mut().enumerate() {
            *slot = match (self.shares[side].get(index), self.held[side]) {
                (Some(s), _) => Some(*s),
                (None, Some(secret)) if self.shares[side].len() == index => {
                    let s = share(
                        &secret.0,
                        &self.game,
                        &self.commitments,
                        side,
                        roll as u64,
                        orders,
                    );
                    self.shares[side].push(s);
                    Some(s)
                }
                _ => None,
            };
        }
        let (Some(a), Some(b)) = (got[0], got[1]) else {
            return Err(ShareError::Waiting {
                roll,
                missing: [got[0].is_none(), got[1].is_none()],
                held: [self.held[0].is_some(), self.held[1].is_some()],
            });
        };
        let made = die_from_shares(&a, &b);
        match self.values.get(index) {
            Some(&recorded) if recorded != made => Err(ShareError::Mismatch {
                roll,
                recorded,
                made,
            }),
            Some(_) => Ok(made),
            None => {
                if self.values.len() == index {
                    self.values.push(made);
                }
                Ok(made)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(first: &[u8]) -> Hex32 {
        let mut b = [0u8; 32];
        b[..first.len()].copy_from_slice(first);
        Hex32(b)
    }

    #[test]
    fn hex_round_trips_and_refuses_what_is_not_64_hex_digits() {
        let h = Hex32(std::array::from_fn(|i| (i * 37) as u8));
        assert_eq!(Hex32::from_hex(&h.to_hex()), Some(h));
        assert_eq!(Hex32::from_hex(&h.to_hex().to_uppercase()), Some(h));
        assert_eq!(Hex32::from_hex(&h.to_hex()[1..]), None);
        assert_eq!(Hex32::from_hex(&format!("{}g", &h.to_hex()[1..])), None);
        assert_eq!(Hex32::from_hex(&"é".repeat(32)), None);
        assert_eq!(format!("{:?}", Secret(h)), "Secret(kept)");
    }

    /// Every byte value below 252 is one face, 42 values each; the rest are passed over.
    #[test]
    fn the_die_from_shares_gives_each_face_exactly_42_of_the_252_bytes() {
        let mut counts = [0u32; 7];
        for b in 0..252u8 {
            counts[die_from_shares(&bytes(&[b]), &Hex32([0; 32])) as usize] += 1;
        }
        assert_eq!(counts[1..], [42; 6]);
        // A byte of 252 or more is passed over for the next.
        for b in 252..=255u8 {
            assert_eq!(die_from_shares(&bytes(&[b, 7]), &Hex32([0; 32])), 2);
            assert_eq!(die_from_shares(&bytes(&[b ^ 1, 7]), &bytes(&[1])), 2);
        }
        // All 32 passed over: the bytes are hashed and read again, still a die.
        let all = die_from_shares(&Hex32([255; 32]), &Hex32([0; 32]));
        assert!((1..=6).contains(&all));
        assert_eq!(all, die_from_shares(&Hex32([0; 32]), &Hex32([255; 32])));
    }

    /// Over 60 000 rolls of shares made by the real keyed hash, every face within 5 standard
    /// deviations (±456) of 10 000; and the same shares always make the same die.
    #[test]
    fn dice_from_real_shares_are_even_and_the_same_shares_give_the_same_die() {
        let a = Secret(Hex32([1; 32]));
        let b = Secret(Hex32([2; 32]));
        let c = [a.commitment(), b.commitment()];
        let mut counts = [0i64; 7];
        for roll in 1..=60_000u64 {
            let s0 = share(&a.0, "g", &c, 0, roll, roll / 7);
            let s1 = share(&b.0, "g", &c, 1, roll, roll / 7);
            let die = die_from_shares(&s0, &s1);
            assert_eq!(die, die_from_shares(&s0, &s1));
            assert_eq!(
                die,
                die_from_shares(&s1, &s0),
                "the order of the shares is no matter"
            );
            counts[die as usize] += 1;
        }
        for (face, n) in counts.iter().enumerate().skip(1) {
            assert!((n - 10_000).abs() < 456, "face {face}: {n} of 60000");
        }
    }

    #[test]
    fn a_share_depends_on_the_game_the_side_the_roll_and_the_orders_before_it() {
        let s = Hex32([9; 32]);
        let c = [Hex32([1; 32]), Hex32([2; 32])];
        let base = share(&s, "g", &c, 0, 1, 0);
        assert_eq!(base, share(&s, "g", &c, 0, 1, 0));
        assert_ne!(base, share(&s, "h", &c, 0, 1, 0));
        assert_ne!(base, share(&s, "g", &[c[1], c[0]], 0, 1, 0));
        assert_ne!(base, share(&s, "g", &c, 1, 1, 0));
        assert_ne!(base, share(&s, "g", &c, 0, 2, 0));
        assert_ne!(base, share(&s, "g", &c, 0, 1, 1));
        assert_ne!(base, share(&Hex32([8; 32]), "g", &c, 0, 1, 0));
    }

    #[test]
    fn a_roll_waits_for_the_other_sides_share_then_goes_on() {
        let mine = Secret(Hex32([3; 32]));
        let theirs = Secret(Hex32([4; 32]));
        let mut d = SharedDice::one_side("g", 0, mine, theirs.commitment());
        assert_eq!(
            d.roll(0, 0),
            Err(ShareError::Waiting {
                roll: 1,
                missing: [false, true],
                held: [true, false],
            })
        );
        assert_eq!(d.given(0), 1, "its own share is made once");
        let theirs_share = share(&theirs.0, "g", &d.commitments, 1, 1, 0);
        d.give(1, 1, theirs_share).unwrap();
        d.give(1, 1, theirs_share).unwrap();
        assert!(d.give(1, 1, Hex32([0; 32])).is_err());
        assert!(d.give(1, 3, Hex32([0; 32])).is_err());
        let die = d.roll(0, 0).unwrap();
        let mut both = SharedDice::with_secrets("g", [mine, theirs]);
        assert_eq!(
            both.roll(0, 0),
            Ok(die),
            "the same die as one process with both"
        );
        assert!(d.reveal(1, mine.0).is_err(), "not the committed secret");
        d.reveal(1, theirs.0).unwrap();
    }

    #[test]
    fn a_recorded_die_that_its_shares_do_not_make_is_refused() {
        let mut d = SharedDice::with_secrets("g", [Secret(Hex32([5; 32])), Secret(Hex32([6; 32]))]);
        let die = d.roll(0, 0).unwrap();
        let mut replay = d.clone();
        replay.held = [None; 2];
        replay.values[0] = die % 6 + 1;
        assert_eq!(
            replay.roll(0, 0),
            Err(ShareError::Mismatch {
                roll: 1,
                recorded: die % 6 + 1,
                made: die,
            })
        );
    }

    #[test]
    fn a_share_given_out_of_order_is_refused_with_the_roll_expected_in_either_language() {
        use crate::words::{Lang, with_lang};
        let mut d = SharedDice::one_side("g", 0, Secret(bytes(&[1])), bytes(&[2]));
        let Err(GiveError(m)) = d.give(1, 3, bytes(&[9])) else {
            panic!("a share for roll 3 before roll 1 is refused");
        };
        assert_eq!(
            (m.key, m.num("next")),
            ("dice-share-out-of-order", Some(1.0))
        );
        assert_eq!(
            m.en(),
            "side 1's share for roll 3 comes out of order: the next is roll 1"
        );
        assert_eq!(
            with_lang(Lang::Es, || m.text()),
            "la parte del bando 1 para la tirada 3 llega fuera de orden: la siguiente es la tirada 1"
        );
    }
}
