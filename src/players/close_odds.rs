//! The odds of a close combat before it is fought, as a player reckons them from the rules'
//! numbers (ruleset `close_combat`, the qualities): an opposed D6 each with its modifiers,
//! the loser knocked out when the winner scores its multiple [INF, close_combat.rs].

use crate::rules::Game;
use crate::ruleset::Protection;

/// Chances that the attacker wins and that the defender does; the rest is a standstill.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CloseOdds {
    pub attacker_wins: f64,
    pub defender_wins: f64,
}

impl CloseOdds {
    /// Worth closing: the attacker wins at least half the time and clearly more often than
    /// it loses.
    pub fn favourable(&self) -> bool {
        self.attacker_wins >= 0.5 && self.attacker_wins >= self.defender_wins + 0.15
    }
}

/// The odds of `attacker` closing with `defender` where they stand now.
pub fn close_odds(game: &Game, attacker: usize, defender: usize) -> CloseOdds {
    let (a, d) = (&game.elements()[attacker], &game.elements()[defender]);
    let (adef, ddef) = (game.def(a), game.def(d));
    let cc = &game.rules().close_combat;
    if ddef.is_tank() && !adef.vehicle {
        // Troops against a tank: it is knocked out on their score, and they risk nothing.
        let needs = adef
            .knock_out_tank_on
            .unwrap_or(game.quality_of(attacker).knock_out_tank_on);
        return CloseOdds {
            attacker_wins: f64::from(7u8.saturating_sub(needs.clamp(1, 7))) / 6.0,
            defender_wins: 0.0,
        };
    }
    let mut am = game.quality_of(attacker).close_combat;
    if a.pinned {
        am += cc.pinned;
    }
    if adef.is_tank()
        && !ddef.vehicle
        && game.terrain().protection(a.base.center, &d.base).0 == Protection::Open
    {
        am += cc.tank_against_infantry_in_open;
    }
    let mut dm = game.quality_of(defender).close_combat;
    if d.pinned {
        dm += cc.pinned;
    }
    let p = game.terrain().protection(a.base.center, &d.base).0;
    let in_buildings = game
        .terrain()
        .features
        .iter()
        .any(|f| f.def.urban && f.contains(d.base.center));
    if p == Protection::Pillbox {
        dm += cc.defending_pillbox;
    } else if in_buildings || p == Protection::Trenches {
        dm += cc.defending_buildings_or_trenches;
    }
    let (mut aw, mut dw) = (0u32, 0u32);
    for da in 1..=6i8 {
        for dd in 1..=6i8 {
            let (sa, sd) = ((da + am).max(1), (dd + dm).max(1));
            if sa > sd {
                aw += 1;
            } else if sd > sa {
                dw += 1;
            }
        }
    }
    CloseOdds {
        attacker_wins: f64::from(aw) / 36.0,
        defender_wins: f64::from(dw) / 36.0,
    }
}
