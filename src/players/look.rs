//! What a player can see and measure on the table, as a person would: whose elements stand
//! where, what each weapon can reach, where cover is and which machine guns watch a spot.

use bevy::math::Vec2;

use crate::geom::Base;
use crate::rules::fire::{Cover, Measure, WeaponOdds};
use crate::rules::{Game, Status};
use crate::ruleset::Protection;

/// Elements of `side` standing on the table, by index.
pub fn on_table_of(game: &Game, side: usize) -> Vec<usize> {
    game.on_table()
        .filter(|(_, e)| e.side == side)
        .map(|(i, _)| i)
        .collect()
}

/// Elements of the other side standing on the table.
pub fn enemies_of(game: &Game, side: usize) -> Vec<usize> {
    game.on_table()
        .filter(|(_, e)| e.side != side)
        .map(|(i, _)| i)
        .collect()
}

/// May this element declare fire now: on the table, not pinned, and not a foot element that
/// moved (only vehicle weapons fire after moving [SRC]).
pub fn may_fire(game: &Game, i: usize) -> bool {
    let e = &game.elements()[i];
    e.status == Status::Ready && !e.pinned && (!e.moved || game.def(e).vehicle)
}

/// The longest reach of an element's weapons, in inches.
pub fn reach(game: &Game, i: usize) -> f32 {
    let def = game.def(&game.elements()[i]);
    def.weapons
        .iter()
        .map(|m| game.rules()[m.weapon_id].range.1)
        .fold(0.0, f32::max)
}

/// A mount's odds against the target of this measure, when it can fire at it now: in sight,
/// in range, past its minimum range, in its arc, with shots left.
pub fn usable<'m>(
    game: &Game,
    shooter: usize,
    mount: usize,
    m: &'m Measure,
) -> Option<&'m WeaponOdds> {
    let w = m.weapons.get(mount)?;
    (m.los.blocked_by.is_none()
        && w.in_range
        && w.past_min_range
        && w.in_arc
        && game.shots_left(shooter, mount) > 0)
        .then_some(w)
}

/// The enemies an element could reach with some weapon, nearest first, each with its measure.
pub fn targets_in_reach(game: &Game, shooter: usize) -> Vec<(usize, Measure)> {
    let e = &game.elements()[shooter];
    let reach = reach(game, shooter);
    let mut near: Vec<(f32, usize)> = enemies_of(game, e.side)
        .into_iter()
        .map(|t| (e.base.distance(&game.elements()[t].base), t))
        .filter(|(d, _)| *d <= reach + 1e-3)
        .collect();
    near.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    near.into_iter()
        .map(|(_, t)| (t, game.measure(shooter, t)))
        .filter(|(_, m)| m.los.blocked_by.is_none())
        .collect()
}

/// The weapon id a mount is named by in a `Fire` order.
pub fn weapon_name(game: &Game, shooter: usize, mount: usize) -> Option<String> {
    game.def(&game.elements()[shooter])
        .weapons
        .get(mount)
        .map(|m| m.weapon.value.clone())
}

/// How good a place is to be shot at in, 0 (open) to 4 (pillbox or armour).
pub fn cover_value(cover: Cover) -> f32 {
    match cover {
        Cover::Armour => 4.0,
        Cover::Ground(Protection::Open) => 0.0,
        Cover::Ground(Protection::SoftCover) => 1.0,
        Cover::Ground(Protection::HardCover) => 2.0,
        Cover::Ground(Protection::Trenches) => 2.5,
        Cover::Ground(Protection::Pillbox) => 4.0,
    }
}

/// The cover a base would have against fire from `from`.
pub fn cover_at(game: &Game, armoured: bool, from: Vec2, base: &Base) -> Cover {
    if armoured {
        return Cover::Armour;
    }
    Cover::Ground(game.terrain().protection(from, base).0)
}

/// Enemy machine guns (weapons of two shots or more: the automatic weapons of the chart), each
/// with its reach: the fire that kills troops caught in the open. Gathered once and asked of
/// many places, as a bound weighs a few dozen of them.
pub struct MachineGuns(Vec<(usize, f32)>);

impl MachineGuns {
    /// The enemies of `side` on the table that carry a machine gun.
    pub fn of(game: &Game, side: usize) -> MachineGuns {
        MachineGuns::among(game, &enemies_of(game, side))
    }

    /// Those of `enemies` that carry a machine gun.
    pub fn among(game: &Game, enemies: &[usize]) -> MachineGuns {
        MachineGuns(
            enemies
                .iter()
                .filter_map(|&g| {
                    let def = game.def(&game.elements()[g]);
                    let range = def
                        .weapons
                        .iter()
                        .map(|m| &game.rules()[m.weapon_id])
                        .filter(|w| w.shots >= 2)
                        .map(|w| w.range.1)
                        .fold(-1.0, f32::max);
                    (range >= 0.0).then_some((g, range))
                })
                .collect(),
        )
    }

    /// How many of them would see a base standing in the open here and have it in range.
    pub fn watching(&self, game: &Game, base: &Base) -> usize {
        self.0
            .iter()
            .filter(|&&(g, range)| {
                let e = &game.elements()[g];
                e.base.within(base, range)
                    && game.terrain().protection(e.base.center, base).0 == Protection::Open
                    && game
                        .terrain()
                        .line_of_sight(e.base.center, base.center, game.smoke())
                        .blocked_by
                        .is_none()
            })
            .count()
    }
}

/// Inches of move an element has left this turn (off road).
pub fn move_left(game: &Game, i: usize) -> f32 {
    let e = &game.elements()[i];
    game.def(e).move_inches * (1.0 - e.move_used).max(0.0)
}

/// The nearest enemy to a point, by index.
pub fn nearest_enemy_to(game: &Game, side: usize, p: Vec2) -> Option<usize> {
    nearest_of(game, &enemies_of(game, side), p)
}

/// The nearest to a point of some elements, by index; the first listed of two as near.
pub fn nearest_of(game: &Game, among: &[usize], p: Vec2) -> Option<usize> {
    among.iter().copied().min_by(|a, b| {
        let (da, db) = (
            game.elements()[*a].base.center.distance(p),
            game.elements()[*b].base.center.distance(p),
        );
        da.total_cmp(&db).then(a.cmp(b))
    })
}

/// Can the element's unit pay for one more move of it now?
pub fn can_pay_move(game: &Game, i: usize) -> bool {
    let cost = game.ap_cost(
        &[i],
        game.rules().movement.move_cost,
        crate::rules::movement::GroupMove::One.words(),
    );
    match cost.unit {
        Some(u) => game.units()[u].ap_left >= cost.points,
        // A brigade HQ moves once a turn for free [INF].
        None => !game.elements()[i].moved,
    }
}

/// May this element be ordered to move now (on the table, not pinned)?
pub fn may_move(game: &Game, i: usize) -> bool {
    let e = &game.elements()[i];
    e.status == Status::Ready && !e.pinned && move_left(game, i) > 0.05
}

/// Whether element `i` has a shot now (in sight, range and arc, with shots left) that `good`
/// says is worth taking.
pub fn has_shot(game: &Game, i: usize, good: impl Fn(&WeaponOdds) -> bool) -> bool {
    let mounts = game.def(&game.elements()[i]).weapons.len();
    targets_in_reach(game, i)
        .iter()
        .any(|(_, m)| (0..mounts).any(|mi| usable(game, i, mi, m).is_some_and(&good)))
}

/// Whether some element of `side` that may fire now has a shot at least `p_hit` likely to hit.
pub fn has_a_shot(game: &Game, side: usize, p_hit: f64) -> bool {
    on_table_of(game, side)
        .into_iter()
        .filter(|&i| may_fire(game, i))
        .any(|i| has_shot(game, i, |w| w.p_hit >= p_hit))
}
