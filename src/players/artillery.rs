//! The artillery and aircraft phase for a computer player: which batteries fire where, and
//! where the sorties go. Aim points are the enemies' own places, judged with the odds the
//! referee's measure gives (`bombard_odds`, `air_strike_odds`) before any die is rolled.

use crate::rules::support::ZoneOdds;
use crate::rules::{Game, Order, Status};

use super::evaluate::TargetWorth;
use super::look::enemies_of;

/// How much a beaten zone is worth to `side`: the enemies it would knock out or hit, less
/// twice as much for its own troops under it (a player does not shell its own men lightly).
pub fn zone_value(game: &Game, side: usize, odds: &ZoneOdds, target_worth: &TargetWorth) -> f64 {
    let own = game.side_name(side);
    odds.targets
        .iter()
        .map(|t| {
            let worth = game
                .element_index(&t.element)
                .map_or(t.p_knockout + 0.25 * t.p_hit, |i| {
                    target_worth.of_shot(i, t.p_knockout, 0.5 * t.p_hit)
                });
            if t.side == own { -2.0 * worth } else { worth }
        })
        .sum()
}

/// Batteries of `side` that may still fire this turn, by id.
pub fn ready_batteries(game: &Game, side: usize) -> Vec<String> {
    game.batteries()
        .iter()
        .filter(|b| b.side == side && b.fired_turn != game.turn())
        .filter(|b| {
            b.element.is_none_or(|e| {
                let g = &game.elements()[e];
                g.status == Status::Ready && !g.pinned
            })
        })
        .map(|b| b.id.clone())
        .collect()
}

/// Two enemy bases nearer than this have a point between them a beaten zone (4" by 2" [INF])
/// may cover both from.
const PAIRED: f32 = 4.0;

/// Where a battery should fire: the enemy place with the best zone, if any is worth a shell.
/// With `first_only` (the naive player) the first enemy, in the battle's order, that a spotter
/// lets it reach, whatever the zone is worth. With `between`, the points halfway between two
/// enemy bases near each other are weighed too, where one zone may catch both.
pub fn battery_aim(
    game: &Game,
    side: usize,
    battery: &str,
    first_only: bool,
    between: bool,
    target_worth: &TargetWorth,
) -> Option<Order> {
    let enemies = enemies_of(game, side);
    let centre = |e: usize| game.elements()[e].base.center;
    let mut points: Vec<bevy::math::Vec2> = enemies.iter().map(|&e| centre(e)).collect();
    if between && !first_only {
        for (k, &a) in enemies.iter().enumerate() {
            for &b in &enemies[k + 1..] {
                if centre(a).distance(centre(b)) < PAIRED {
                    points.push((centre(a) + centre(b)) / 2.0);
                }
            }
        }
    }
    let mut best: Option<((f32, f32), f64)> = None;
    for c in points {
        let at = (c.x, c.y);
        let Ok(odds) = game.bombard_odds(battery, at) else {
            continue;
        };
        let v = zone_value(game, side, &odds, target_worth);
        if first_only {
            return Some(Order::Bombard {
                battery: battery.to_string(),
                at,
            });
        }
        if v > 0.05 && best.is_none_or(|(_, b)| v > b) {
            best = Some((at, v));
        }
    }
    best.map(|(at, _)| Order::Bombard {
        battery: battery.to_string(),
        at,
    })
}

/// Where a sortie should fly: the enemy place with the best zone (the first for the naive
/// player). Aircraft need no spotter, so every enemy on the table is a candidate.
pub fn air_aim(
    game: &Game,
    side: usize,
    first_only: bool,
    target_worth: &TargetWorth,
) -> Option<Order> {
    let side_id = game.scenario().sides.get(side)?.id.value.clone();
    let mut best: Option<((f32, f32), f64)> = None;
    for e in enemies_of(game, side) {
        let c = game.elements()[e].base.center;
        let at = (c.x, c.y);
        let Ok(odds) = game.air_strike_odds(at) else {
            continue;
        };
        let v = zone_value(game, side, &odds, target_worth);
        if first_only || (v > 0.05 && best.is_none_or(|(_, b)| v > b)) {
            best = Some((at, v));
            if first_only {
                break;
            }
        }
    }
    best.map(|(at, _)| Order::AirStrike { side: side_id, at })
}
