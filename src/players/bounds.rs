//! Advancing by bounds: where an element of the `scripted` player goes this move. Places
//! within its move are weighed for the ground they gain toward a goal, the cover they give
//! against the nearest enemy, the enemy machine guns that would catch it in the open, and
//! whether it stays within command of its HQ; the best place the rules accept is the bound.

use bevy::math::Vec2;

use crate::geom::Base;
use crate::rules::turn::heading;
use crate::rules::{Game, Status};

use super::look::{MachineGuns, cover_at, cover_value, enemies_of, move_left, nearest_of};
use super::tactics::Tactics;

/// Directions tried around an element, and the shares of its move along each.
const DIRECTIONS: usize = 12;
const SHARES: [f32; 3] = [0.4, 0.7, 1.0];
/// Places tried with the rules, best first, before the element stays where it is.
const TRIES: usize = 8;

/// How a place is weighed; `urgency` 0 (time in hand) to 1 (must get there now) lowers the
/// fear of machine guns, so an attack that must go in does go in.
struct Weights {
    gain: f32,
    cover: f32,
    machine_gun: f32,
    out_of_command: f32,
}

fn weights(urgency: f32, t: &Tactics) -> Weights {
    Weights {
        gain: 1.0,
        cover: t.cover,
        machine_gun: t.machine_gun * (1.0 - urgency.clamp(0.0, 1.0)) + t.machine_gun_floor,
        out_of_command: t.out_of_command,
    }
}

/// The HQ that commands an element: its unit's, or its brigade's.
fn commander(game: &Game, i: usize) -> Option<usize> {
    let e = &game.elements()[i];
    let u = e.unit?;
    if game.def(e).headquarters {
        return None;
    }
    game.on_table()
        .find(|(_, o)| o.unit == Some(u) && game.def(o).headquarters)
        .map(|(j, _)| j)
        .or_else(|| game.brigade_hqs().get(e.brigade).copied().flatten())
        .filter(|j| game.elements()[*j].status == Status::Ready)
}

/// What the enemy has on the table, gathered once for all the places a bound weighs.
struct Threats {
    enemies: Vec<usize>,
    guns: MachineGuns,
}

impl Threats {
    fn of(game: &Game, side: usize) -> Threats {
        let enemies = enemies_of(game, side);
        let guns = MachineGuns::among(game, &enemies);
        Threats { enemies, guns }
    }

    /// The nearest enemy to a point.
    fn nearest(&self, game: &Game, p: Vec2) -> Option<usize> {
        nearest_of(game, &self.enemies, p)
    }
}

/// What a place is worth to element `i` heading for `goal`, with the nearest enemy to it.
fn worth(
    game: &Game,
    i: usize,
    base: &Base,
    nearest: Option<usize>,
    goal: Vec2,
    threats: &Threats,
    w: &Weights,
) -> f32 {
    let e = &game.elements()[i];
    let def = game.def(e);
    let gain = e.base.center.distance(goal) - base.center.distance(goal);
    let cover = match nearest {
        Some(t) => cover_value(cover_at(
            game,
            def.armoured,
            game.elements()[t].base.center,
            base,
        )),
        None => 0.0,
    };
    let caught = if def.armoured {
        0
    } else {
        threats.guns.watching(game, base)
    };
    let out = commander(game, i).is_some_and(|h| {
        !base.within(
            &game.elements()[h].base,
            game.rules().movement.command_radius,
        )
    });
    w.gain * gain + w.cover * cover
        - w.machine_gun * caught as f32
        - if out { w.out_of_command } else { 0.0 }
}

/// The bound element `i` should make toward `goal`: a place the rules accept and better than
/// staying, or `None` to stay.
pub fn bound(
    game: &Game,
    i: usize,
    goal: Vec2,
    urgency: f32,
    tactics: &Tactics,
) -> Option<(Vec2, f32)> {
    let e = &game.elements()[i];
    let w = weights(urgency, tactics);
    let reach = move_left(game, i);
    if reach < 0.2 {
        return None;
    }
    let threats = Threats::of(game, e.side);
    let stay = worth(
        game,
        i,
        &e.base,
        threats.nearest(game, e.base.center),
        goal,
        &threats,
        &w,
    );
    let mut places: Vec<(f32, Vec2, f32)> = Vec::new();
    for d in 0..DIRECTIONS {
        let angle = d as f32 * std::f32::consts::TAU / DIRECTIONS as f32;
        let dir = Vec2::new(angle.sin(), angle.cos());
        for share in SHARES {
            let to = e.base.center + dir * reach * share;
            let size = game.scenario().size();
            if to.x < 0.0 || to.y < 0.0 || to.x > size.x || to.y > size.y {
                continue;
            }
            // Facing the nearest enemy from there, so its weapons' arcs cover the threat.
            let nearest = threats.nearest(game, to);
            let face = nearest.map_or(goal, |t| game.elements()[t].base.center);
            let facing = heading(to, face).unwrap_or(e.base.facing);
            let v = worth(
                game,
                i,
                &e.base.moved(to, facing),
                nearest,
                goal,
                &threats,
                &w,
            );
            if v > stay + tactics.better_than_staying {
                places.push((v, to, facing));
            }
        }
    }
    places.sort_by(|a, b| b.0.total_cmp(&a.0));
    places
        .into_iter()
        .take(TRIES)
        .find(|(_, to, facing)| {
            game.preview_move(i, (to.x, to.y), Some(*facing), &[])
                .is_ok()
        })
        .map(|(_, to, facing)| (to, facing))
}
