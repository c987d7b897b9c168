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
use crate::words::Msg;

/// What `verify` found.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// The dice are not shared: nothing to check. Says what they are.
    NotShared(Msg),
    /// Every check passed: `rolls` dice, `orders` orders.
    Verified { rolls: usize, orders: usize },
    /// Everything that could be checked passed, but these sides (by name) have not revealed
    /// their secrets, so their shares could not be checked against them.
    Unrevealed {
        rolls: usize,
        orders: usize,
        sides: Vec<String>,
    },
    /// The first roll or order that does not match, as a message (put into words when shown).
    Mismatch(Msg),
}

impl Verdict {
    /// The one line `trinchera verify` prints (after `PATH: `).
    pub fn summary(&self) -> String {
        match self {
            Verdict::NotShared(what) => t!("verify-not-shared", what = what),
            Verdict::Verified { rolls, .. } => t!("verify-ok", rolls = rolls),
            Verdict::Unrevealed {
                rolls,
                orders,
                sides,
            } => t!(
                "verify-unrevealed",
                n = sides.len(),
                sides = crate::words::Arg::names(sides, "join-and"),
                rolls = rolls,
                orders = orders
            ),
            Verdict::Mismatch(what) => t!("verify-error", what = what),
        }
    }

    /// Whether `verify` exits 0.
    pub fn passed(&self) -> bool {
        matches!(self, Verdict::Verified { .. })
    }
}

/// Check a record's shared dice by replaying it (see the module's comment).
pub fn verify(record: &Record, scenario: Arc<Scenario>, rules: Arc<Ruleset>) -> Verdict {
    let shared = match &record.dice {
        DiceSource::Shared(s) => s,
        DiceSource::Seeded(n) => {
            return Verdict::NotShared(msg!("verify-seeded", seed = n.to_string()));
        }
        DiceSource::Scripted(v) => {
            return Verdict::NotShared(msg!("verify-scripted", values = v.len()));
        }
    };
    let side = |i: usize| {
        scenario
            .sides
            .get(i)
            .map_or_else(|| t!("verify-side", n = i + 1), |s| s.name.clone())
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
            return Verdict::Mismatch(msg!(
                "verify-cannot-start",
                rule = e.rule.id(),
                reason = e.reason
            ));
        }
    };
    if let Err(m) = checker.new_rolls(&game, 0, 0, &msg!("verify-at-start")) {
        return Verdict::Mismatch(m);
    }
    for (i, order) in record.orders.iter().enumerate() {
        if matches!(order, Order::Roll(_) | Order::RollByHand(true)) {
            return Verdict::Mismatch(msg!("verify-typed-dice", n = i + 1, order = order.words()));
        }
        let (log_before, orders_before) = (game.log().len(), game.dice().orders());
        if let Err(e) = game.apply(order) {
            return Verdict::Mismatch(msg!(
                "verify-order-refused",
                n = i + 1,
                order = order.words(),
                rule = e.rule.id(),
                reason = e.reason
            ));
        }
        let at = msg!("verify-in-order", n = i + 1, order = order.words());
        if let Err(m) = checker.new_rolls(&game, log_before, orders_before, &at) {
            return Verdict::Mismatch(m);
        }
    }
    let rolls = game.dice().shared_rolls();
    if shared.values.len() > rolls {
        return Verdict::Mismatch(msg!(
            "verify-too-many-dice",
            listed = shared.values.len(),
            rolls = rolls,
            roll = rolls + 1
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
                return Verdict::Mismatch(msg!(
                    "verify-awaited-share",
                    roll = k + 1,
                    side = side(s)
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
fn check_commitments(shared: &SharedDice, side: &dyn Fn(usize) -> String) -> Result<(), Msg> {
    if shared.commitments[0] == shared.commitments[1] {
        return Err(msg!(
            "verify-same-commitment",
            commitment = shared.commitments[0].to_hex()
        ));
    }
    for s in 0..2 {
        if let Some(secret) = shared.secrets[s] {
            let c = shared_dice::commitment(&secret);
            if c != shared.commitments[s] {
                return Err(msg!(
                    "verify-bad-secret",
                    side = side(s),
                    made = c.to_hex(),
                    commitment = shared.commitments[s].to_hex()
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
        at: &Msg,
    ) -> Result<(), Msg> {
        let now = game.dice().shared_rolls();
        let made: Vec<&Roll> = game
            .log()
            .get(log_before..)
            .unwrap_or_default()
            .iter()
            .filter(|r| !r.typed)
            .collect();
        for (n, k) in (self.rolls_seen..now).enumerate() {
            // The roll's number, with who rolled for what and when if it is known.
            let roll = match made.get(n).filter(|_| made.len() == now - self.rolls_seen) {
                Some(r) => msg!(
                    "verify-roll-what",
                    roll = k + 1,
                    who = r.who_words(),
                    purpose = &r.purpose,
                    turn = r.turn,
                    phase = r.phase.words()
                ),
                None => msg!("verify-roll", roll = k + 1),
            };
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
                    return Err(msg!(
                        "verify-bad-share",
                        roll = roll,
                        at = at,
                        side = (self.side)(s)
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
                    return Err(msg!(
                        "verify-die-differs",
                        roll = roll,
                        at = at,
                        recorded = recorded,
                        made = made
                    ));
                }
                Some(_) => {}
                None => {
                    return Err(msg!(
                        "verify-die-missing",
                        roll = roll,
                        at = at,
                        last = self.shared.values.len()
                    ));
                }
            }
        }
        self.rolls_seen = now;
        Ok(())
    }
}
