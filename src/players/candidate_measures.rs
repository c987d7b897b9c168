//! Measures of a position that the worth does not weigh, offered to `fit-worth --choices` beside
//! the worth's own: each is a guess at something a plan changes that shows later in the battle.
//! The fit says whether any of them lets a worth follow the choices' results better than the
//! worth's measures alone (README, "What was tried"); none is played by unless it does.

use crate::rules::Game;

use super::evaluate::{good_ground, near_objectives, strength, threatened};
use super::look::{on_table_of, reach};
use super::standing::{objective_point, objectives_to_change};

/// How many candidate measures there are.
pub const CANDIDATES: usize = 12;

/// Inches from an objective within which troops count toward taking or holding it: a move
/// and the 2" that holds it [INF victory].
const AROUND_OBJECTIVE: f32 = 8.0;

/// The candidate measures for `side`, each higher when better for it:
/// 0 its own strength alone (the worth weighs only its lead in strength);
/// 1 what it stands to lose to the enemy's next fire, negated (the worth weighs the difference);
/// 2 its own distance from the objectives it must change, negated;
/// 3 its own cover;
/// 4 the enemy's elements out of command less its own (each costs an action point more to
///   move [INF command]);
/// 5 its share of the strength around each objective, from −1 to 1, summed;
/// 6 objectives with an unpinned element of its own within 2", less the enemy's;
/// 7 its elements with an enemy within their weapons' reach, less the enemy's;
/// 8 the enemy's pinned elements less its own;
/// 9 the enemy's units below half strength less its own [SRC 50%];
/// 10 the objectives it must change that its troops can reach before the turn limit, less the
///    enemy's;
/// 11 its foot elements within a move of an enemy, less the enemy's (who can close next turn).
pub fn candidates(game: &Game, side: usize) -> [f64; CANDIDATES] {
    let other = 1 - side;
    let mut f = [0.0; CANDIDATES];
    let ours = on_table_of(game, side);
    let theirs = on_table_of(game, other);
    f[0] = ours.iter().map(|&i| strength(game, i)).sum();
    f[1] = -threatened(game, side);
    f[2] = -near_objectives(game, side);
    f[3] = good_ground(game, side);
    let out = |list: &[usize]| list.iter().filter(|&&i| game.out_of_command(i)).count() as f64;
    f[4] = out(&theirs) - out(&ours);
    let points: Vec<_> = game
        .scenario()
        .objectives
        .iter()
        .filter_map(|o| objective_point(game, &o.at))
        .collect();
    let around = |list: &[usize], p: bevy::math::Vec2| -> f64 {
        list.iter()
            .filter(|&&i| game.elements()[i].base.center.distance(p) <= AROUND_OBJECTIVE)
            .map(|&i| strength(game, i))
            .sum()
    };
    f[5] = points
        .iter()
        .map(|&p| {
            let (a, b) = (around(&ours, p), around(&theirs, p));
            (a - b) / (a + b + 1.0)
        })
        .sum();
    let present = |list: &[usize]| -> f64 {
        game.scenario()
            .objectives
            .iter()
            .filter(|o| {
                list.iter().any(|&i| {
                    let e = &game.elements()[i];
                    !e.pinned && game.near_objective(e, &o.at)
                })
            })
            .count() as f64
    };
    f[6] = present(&ours) - present(&theirs);
    // Whether any of `enemies` stands within `inches` of element `i`.
    let enemy_within = |i: usize, enemies: &[usize], inches: f32| {
        enemies.iter().any(|&t| {
            game.elements()[i]
                .base
                .distance_within(&game.elements()[t].base, inches)
                .is_some()
        })
    };
    let in_reach = |list: &[usize], enemies: &[usize]| -> f64 {
        list.iter()
            .filter(|&&i| {
                let r = reach(game, i);
                r > 0.0 && enemy_within(i, enemies, r)
            })
            .count() as f64
    };
    f[7] = in_reach(&ours, &theirs) - in_reach(&theirs, &ours);
    let pinned =
        |list: &[usize]| list.iter().filter(|&&i| game.elements()[i].pinned).count() as f64;
    f[8] = pinned(&theirs) - pinned(&ours);
    let below = |s: usize| {
        (0..game.units().len())
            .filter(|&u| game.units()[u].side == s && game.below_half(u))
            .count() as f64
    };
    f[9] = below(other) - below(side);
    let turns_left = game
        .scenario()
        .turns
        .value
        .saturating_sub(game.turn())
        .max(1) as f32;
    let in_time = |s: usize, list: &[usize]| -> f64 {
        objectives_to_change(game, s)
            .iter()
            .filter(|&&p| {
                list.iter().any(|&i| {
                    let e = &game.elements()[i];
                    let def = game.def(e);
                    !def.headquarters
                        && e.base.center.distance(p) <= def.move_inches * turns_left + 2.0
                })
            })
            .count() as f64
    };
    f[10] = in_time(side, &ours) - in_time(other, &theirs);
    let can_close = |list: &[usize], enemies: &[usize]| -> f64 {
        list.iter()
            .filter(|&&i| {
                let e = &game.elements()[i];
                let def = game.def(e);
                !def.vehicle && !e.pinned && enemy_within(i, enemies, def.move_inches)
            })
            .count() as f64
    };
    f[11] = can_close(&ours, &theirs) - can_close(&theirs, &ours);
    f
}
