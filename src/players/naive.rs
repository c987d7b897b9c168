//! The `naive` player: each element moves straight toward the nearest enemy and fires at the
//! nearest target it can; each battery and sortie goes at the first enemy it can reach. It
//! makes a yardstick, not an opponent: what any balance is measured against.

use bevy::math::Vec2;

use super::artillery::{air_aim, battery_aim, ready_batteries};
use super::evaluate::TargetWorth;
use super::look::{may_fire, may_move, move_left, nearest_enemy_to, on_table_of, targets_in_reach};
use super::look::{usable, weapon_name};
use super::tried::Tried;
use super::{Player, dice_back_to_the_game, end_phase};
use crate::rules::{Game, Order, Phase};

#[derive(Default)]
pub struct Naive {
    tried: Tried,
}

impl Player for Naive {
    fn name(&self) -> &'static str {
        "naive"
    }

    fn next_order(&mut self, game: &Game, side: usize) -> Order {
        if let Some(o) = dice_back_to_the_game(game) {
            return o;
        }
        self.tried.follow(game);
        let order = match game.phase() {
            Phase::Movement => self.movement(game, side),
            Phase::Artillery => self.artillery(game, side),
            Phase::DirectFire => self.fire(game, side),
            _ => None,
        };
        order.unwrap_or_else(|| end_phase(game, side))
    }
}

impl Naive {
    /// The next element not yet moved this phase, straight at the nearest enemy, stopping an
    /// inch short of it; a path the rules refuse is shortened until they take it.
    fn movement(&mut self, game: &Game, side: usize) -> Option<Order> {
        for i in on_table_of(game, side) {
            let e = &game.elements()[i];
            if !may_move(game, i) || !self.tried.first_time(e.id.clone()) {
                continue;
            }
            let Some(t) = nearest_enemy_to(game, side, e.base.center) else {
                continue;
            };
            let target = game.elements()[t].base.center;
            let gap = (e.base.distance(&game.elements()[t].base) - 1.0).max(0.0);
            let step = move_left(game, i).min(gap);
            let dir = (target - e.base.center).normalize_or_zero();
            if step < 0.1 || dir == Vec2::ZERO {
                continue;
            }
            for share in [1.0, 0.75, 0.5, 0.25] {
                let to = e.base.center + dir * step * share;
                if game.preview_move(i, (to.x, to.y), None, &[]).is_ok() {
                    return Some(Order::Move {
                        element: e.id.clone(),
                        to: (to.x, to.y),
                        facing: None,
                        via: Vec::new(),
                    });
                }
            }
        }
        None
    }

    fn artillery(&mut self, game: &Game, side: usize) -> Option<Order> {
        for b in ready_batteries(game, side) {
            if self.tried.first_time(format!("battery:{b}"))
                && let Some(o) = battery_aim(game, side, &b, true, false, &TargetWorth::default())
            {
                return Some(o);
            }
        }
        let flown = format!("air:{}", game.sorties()[side].left);
        if game.sorties()[side].left > 0 && self.tried.first_time(flown) {
            return air_aim(game, side, true, &TargetWorth::default());
        }
        None
    }

    /// Each weapon of each element at the nearest enemy it can fire at.
    fn fire(&mut self, game: &Game, side: usize) -> Option<Order> {
        for i in on_table_of(game, side) {
            if !may_fire(game, i) {
                continue;
            }
            let id = &game.elements()[i].id;
            let mounts = game.def(&game.elements()[i]).weapons.len();
            // Measuring is the costly part: only for an element with a weapon still to fire.
            if (0..mounts).all(|mi| self.tried.done(&format!("{id}#{mi}"))) {
                continue;
            }
            let targets = targets_in_reach(game, i);
            for mi in 0..mounts {
                if !self.tried.first_time(format!("{id}#{mi}")) {
                    continue;
                }
                if let Some((t, _)) = targets
                    .iter()
                    .find(|(_, m)| usable(game, i, mi, m).is_some())
                {
                    return Some(Order::Fire {
                        element: id.clone(),
                        target: game.elements()[*t].id.clone(),
                        weapon: weapon_name(game, i, mi),
                        shots: None,
                    });
                }
            }
        }
        None
    }
}
