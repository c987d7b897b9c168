//! `trinchera verify RECORD`: a game played with shared dice, checked from its record alone.
//!
//! Every revealed secret against its commitment, every share against its side's secret, the
//! roll's number and the point of the game it was rolled at, every die against its two shares,
//! and the orders replayed with exactly those dice. The first thing that does not match is named:
//! the roll (its number, who rolled for what, in which order) or the order.

use std::sync::Arc;

use crate::record::Record;
use crate::rules::Game;
use crate::rules::dice::{DiceSource, Roll};
use crate::rules::order::Order;
use crate::rules::shared_dice::{self, SharedDice};
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;

/// What `verify` found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The dice are not shared: nothing to check. Says what they are.
    NotShared(String),
    /// Every check passed: `rolls` dice, `orders` orders.
    Verified { rolls: usize, orders: usize },
    /// Everything that could be checked passed, but these sides (by name) have not revealed
    /// their secrets, so their shares could not be checked against them.
    Unrevealed {
        rolls: usize,
        orders: usize,
        sides: Vec<String>,
    },
    /// The first roll or order that does not match, in words.
    Mismatch(String),
}

impl Verdict {
    /// The one line `trinchera verify` prints (after `PATH: `).
    pub fn summary(&self) -> String {
        match self {
            Verdict::NotShared(what) => format!(
                "nothing to verify: {what}, not shared between two players (`verify` checks games played with shared dice)"
            ),
            Verdict::Verified { rolls, .. } => format!(
                "ok: {rolls} roll{}, every share matches the revealed secrets",
                plural(*rolls)
            ),
            Verdict::Unrevealed {
                rolls,
                orders,
                sides,
            } => format!(
                "error: not verified: the secret{} of {} {} not revealed yet. Checked: the {rolls} dice are the ones their shares make, and the {orders} order{} replay with them. Not checked: that the shares come from the secrets committed to, which needs the secrets (they are revealed at the end of the game or when a side leaves it)",
                plural(sides.len()),
                sides.join(" and "),
                if sides.len() == 1 { "is" } else { "are" },
                plural(*orders)
            ),
            Verdict::Mismatch(what) => format!("error: {what}"),
        }
    }

    /// Whether `verify` exits 0.
    pub fn passed(&self) -> bool {
        matches!(self, Verdict::Verified { .. })
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// Check a record's shared dice by replaying it (see the module's comment).
pub fn verify(record: &Record, scenario: Arc<Scenario>, rules: Arc<Ruleset>) -> Verdict {
    let shared = match &record.dice {
        DiceSource::Shared(s) => s,
        DiceSource::Seeded(n) => {
            return Verdict::NotShared(format!("its dice are seeded (Seeded({n}))"));
        }
        DiceSource::Scripted(v) => {
            return Verdict::NotShared(format!(
                "its dice are a scripted list of {} value{}",
                v.len(),
                plural(v.len())
            ));
        }
    };
    let side = |i: usize| {
        scenario
            .sides
            .get(i)
            .map_or_else(|| format!("side {}", i + 1), |s| s.name.clone())
    };
    match check_commitments(shared, &side) {
        Ok(()) => {}
        Err(m) => return Verdict::Mismatch(m),
    }
    let mut checker = Checker {
        shared,
        side: &side,
        rolls_seen: 0,
    };
    // Replayed on the shares alone, so that each roll is checked in turn below, its shares
    // first, then the die the record says it came up: the first that does not match is named
    // for what it is, not for what it did to the game after it.
    let mut on_shares = shared.clone();
    on_shares.values.clear();
    let mut game = match Game::new(scenario.clone(), rules, DiceSource::Shared(on_shares)) {
        Ok(g) => g,
        Err(e) => {
            return Verdict::Mismatch(format!("the game cannot start ({}): {}", e.rule, e.reason));
        }
    };
    if let Err(m) = checker.new_rolls(&game, 0, 0, "at the start of the game") {
        return Verdict::Mismatch(m);
    }
    for (i, order) in record.orders.iter().enumerate() {
        if matches!(order, Order::Roll(_) | Order::RollByHand(true)) {
            return Verdict::Mismatch(format!(
                "order {} ({}) types dice in by hand: a game with shared dice takes none",
                i + 1,
                order.describe()
            ));
        }
        let (log_before, orders_before) = (game.log().len(), game.dice().orders());
        if let Err(e) = game.apply(order) {
            return Verdict::Mismatch(format!(
                "order {} ({}) is refused on replay ({}): {}",
                i + 1,
                order.describe(),
                e.rule,
                e.reason
            ));
        }
        let at = format!("in order {} ({})", i + 1, order.describe());
        if let Err(m) = checker.new_rolls(&game, log_before, orders_before, &at) {
            return Verdict::Mismatch(m);
        }
    }
    let rolls = game.dice().shared_rolls();
    if shared.values.len() > rolls {
        return Verdict::Mismatch(format!(
            "the record lists {} dice, but its orders roll {rolls}: roll {} belongs to no order",
            shared.values.len(),
            rolls + 1
        ));
    }
    // Shares given for an order still waiting when the record ends: made at this point.
    let orders_now = game.dice().orders();
    for s in 0..2 {
        let Some(secret) = shared.secrets[s] else {
            continue;
        };
        for (k, given) in shared.shares[s].iter().enumerate().skip(rolls) {
            let made = shared_dice::share(
                &secret,
                &shared.game,
                &shared.commitments,
                s,
                k as u64 + 1,
                orders_now,
            );
            if made != *given {
                return Verdict::Mismatch(format!(
                    "roll {} (given for the order awaited when the record ends): the share of {} does not come from its revealed secret",
                    k + 1,
                    side(s)
                ));
            }
        }
    }
    let unrevealed: Vec<String> = (0..2)
        .filter(|&s| shared.secrets[s].is_none())
        .map(side)
        .collect();
    if unrevealed.is_empty() {
        Verdict::Verified {
            rolls,
            orders: record.orders.len(),
        }
    } else {
        Verdict::Unrevealed {
            rolls,
            orders: record.orders.len(),
            sides: unrevealed,
        }
    }
}

/// Each revealed secret is the one its side committed to, and the two sides committed to
/// different secrets (a side that copied the other's commitment could copy its shares too).
fn check_commitments(shared: &SharedDice, side: &dyn Fn(usize) -> String) -> Result<(), String> {
    if shared.commitments[0] == shared.commitments[1] {
        return Err(format!(
            "both sides committed to the same secret ({}): one copied the other's commitment",
            shared.commitments[0]
        ));
    }
    for s in 0..2 {
        if let Some(secret) = shared.secrets[s] {
            let c = shared_dice::commitment(&secret);
            if c != shared.commitments[s] {
                return Err(format!(
                    "the secret revealed by {} does not match its commitment: blake3 of the secret is {c}, the commitment {}",
                    side(s),
                    shared.commitments[s]
                ));
            }
        }
    }
    Ok(())
}

/// Checks the shares of the rolls each step of the replay made.
struct Checker<'a> {
    shared: &'a SharedDice,
    side: &'a dyn Fn(usize) -> String,
    rolls_seen: usize,
}

impl Checker<'_> {
    /// The shared rolls made since `rolls_seen`, rolled after `orders` accepted orders (`at`
    /// says where, for the message): each share against its revealed secret.
    fn new_rolls(
        &mut self,
        game: &Game,
        log_before: usize,
        orders: u64,
        at: &str,
    ) -> Result<(), String> {
        let now = game.dice().shared_rolls();
        let made: Vec<&Roll> = game
            .log()
            .get(log_before..)
            .unwrap_or_default()
            .iter()
            .filter(|r| !r.typed)
            .collect();
        for (n, k) in (self.rolls_seen..now).enumerate() {
            let what = made
                .get(n)
                .filter(|_| made.len() == now - self.rolls_seen)
                .map_or_else(String::new, |r| {
                    format!(" ({}: {}; turn {}, {})", r.who, r.purpose, r.turn, r.phase)
                });
            for s in 0..2 {
                let (Some(secret), Some(given)) =
                    (self.shared.secrets[s], self.shared.shares[s].get(k))
                else {
                    continue;
                };
                let expected = shared_dice::share(
                    &secret,
                    &self.shared.game,
                    &self.shared.commitments,
                    s,
                    k as u64 + 1,
                    orders,
                );
                if expected != *given {
                    return Err(format!(
                        "roll {}{what} {at}: the share of {} does not come from its revealed secret",
                        k + 1,
                        (self.side)(s)
                    ));
                }
            }
            let made = game
                .dice()
                .shared()
                .and_then(|d| d.values.get(k))
                .copied()
                .unwrap_or(0);
            match self.shared.values.get(k) {
                Some(&recorded) if recorded != made => {
                    return Err(format!(
                        "roll {}{what} {at} is recorded as {recorded}, but its shares make {made}",
                        k + 1
                    ));
                }
                Some(_) => {}
                None => {
                    return Err(format!(
                        "roll {}{what} {at} is not in the record's dice, which end at roll {}",
                        k + 1,
                        self.shared.values.len()
                    ));
                }
            }
        }
        self.rolls_seen = now;
        Ok(())
    }
}
