//! What the enemy's units were seen to do: for a player that weighs its plans against the
//! reply the enemy has been giving rather than the script's alone. Between one of its
//! movement phases and the next the enemy moves once, unless who moves first changed
//! between the turns (troops engaged [SRC]), when it moved twice or not at all and nothing
//! is read; each enemy unit's bases, where they stood then and where they stand now, tell
//! the behaviour it followed, as a person across the table reads it: stood still (holding),
//! drew back from the nearest of its enemies (falling back), came into contact (closing),
//! went most of a full move (pressing on), or less (the script's bounds from cover to
//! cover).

use std::collections::HashMap;

use bevy::math::Vec2;

use crate::rules::Game;

use super::behaviour::{Behaviour, Plan};
use super::look::{enemies_of, nearest_of, on_table_of};

/// Less than this, in inches on average, and a unit stood still.
const STOOD: f32 = 0.5;
/// This share of its bases' full moves, or more, and a unit pressed on.
const FLAT_OUT: f32 = 0.8;
/// Within this of an enemy base, a base is in contact.
const CONTACT: f32 = 0.25;

/// Where one side's bases stood, by id, at a turn.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sighting {
    pub turn: u32,
    /// Whether the side had moved already that turn (it moves first).
    moved: bool,
    places: HashMap<String, Vec2>,
}

impl Sighting {
    /// The bases of `side` on the table as they stand.
    pub fn of(game: &Game, side: usize) -> Sighting {
        Sighting {
            turn: game.turn(),
            moved: moved_first(game, side),
            places: on_table_of(game, side)
                .into_iter()
                .map(|i| {
                    let e = &game.elements()[i];
                    (e.id.clone(), e.base.center)
                })
                .collect(),
        }
    }

    fn place(&self, id: &str) -> Option<Vec2> {
        self.places.get(id).copied()
    }
}

/// Whether `side` moves first this turn, and so has moved by the other side's movement.
fn moved_first(game: &Game, side: usize) -> bool {
    game.move_order()[0] == side
}

/// The behaviour each unit of `side` followed since `before` (a sighting of the turn before),
/// as the enemy's reply to weigh plans against; `None` when there is no such sighting or no
/// unit did other than the script.
pub fn reply_seen(game: &Game, side: usize, before: &Sighting) -> Option<Plan> {
    // One movement of the side between: the last turn's after the sighting, or this turn's
    // before now, never both or neither.
    if game.turn().checked_sub(1) != Some(before.turn) || before.moved != moved_first(game, side) {
        return None;
    }
    let foes = enemies_of(game, side);
    let bases = on_table_of(game, side);
    let mut plan = Plan::steady(game.units().len());
    for u in 0..game.units().len() {
        let moves: Vec<(usize, Vec2, Vec2)> = bases
            .iter()
            .copied()
            .filter(|&i| game.elements()[i].unit == Some(u))
            .filter_map(|i| {
                let e = &game.elements()[i];
                Some((i, before.place(&e.id)?, e.base.center))
            })
            .collect();
        if moves.is_empty() {
            continue;
        }
        plan = plan.with(u, behaviour_seen(game, &foes, &moves));
    }
    (plan != Plan::steady(game.units().len())).then_some(plan)
}

/// What a unit whose bases went `moves` (element, from, to) did, with `foes` its enemies.
fn behaviour_seen(game: &Game, foes: &[usize], moves: &[(usize, Vec2, Vec2)]) -> Behaviour {
    let n = moves.len() as f32;
    let went = moves.iter().map(|(_, a, b)| a.distance(*b)).sum::<f32>() / n;
    if went < STOOD {
        return Behaviour::Hold;
    }
    let in_contact = moves.iter().any(|&(i, ..)| {
        let base = &game.elements()[i].base;
        foes.iter()
            .any(|&f| base.distance(&game.elements()[f].base) <= CONTACT)
    });
    if in_contact {
        return Behaviour::Assault;
    }
    let from = moves.iter().map(|(_, a, _)| *a).sum::<Vec2>() / n;
    let to = moves.iter().map(|(_, _, b)| *b).sum::<Vec2>() / n;
    if let Some(f) = nearest_of(game, foes, from) {
        let toward = (game.elements()[f].base.center - from).normalize_or_zero();
        if (to - from).dot(toward) < -0.3 * went {
            return Behaviour::FallBack;
        }
    }
    let full = moves
        .iter()
        .map(|&(i, ..)| game.def(&game.elements()[i]).move_inches)
        .sum::<f32>()
        / n;
    if went >= FLAT_OUT * full {
        Behaviour::Advance
    } else {
        Behaviour::Steady
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::rules::dice::DiceSource;
    use crate::ruleset::Ruleset;
    use crate::scenario::{self, DEFAULT_SCENARIO};

    /// Valdemoro as it opens, and the Nationalists' units: the VI Bandera (on foot, 6") and
    /// the Panzer section.
    fn valdemoro() -> (Game, usize, usize) {
        let rules = Ruleset::default_rules();
        let s = scenario::parse("default.ron", DEFAULT_SCENARIO, &rules).unwrap();
        let g = Game::new(Arc::new(s), Arc::new(rules), DiceSource::Seeded(1)).unwrap();
        let unit = |name: &str| {
            g.units()
                .iter()
                .position(|u| u.name.contains(name))
                .unwrap_or_else(|| panic!("no unit {name}"))
        };
        let (bandera, panzer) = (unit("Bandera"), unit("Panzer"));
        (g, bandera, panzer)
    }

    /// A sighting of the turn before with the Bandera's bases `back` inches further from the
    /// Republic along the way to its nearest enemy, the Panzer section where it stands.
    fn seen_before(g: &Game, bandera: usize, back: f32) -> Sighting {
        let foes = enemies_of(g, 1);
        let mut before = Sighting::of(g, 1);
        before.turn = g.turn() - 1;
        for (id, p) in &mut before.places {
            let i = g.element_index(id).unwrap();
            if g.elements()[i].unit == Some(bandera) {
                let f = nearest_of(g, &foes, *p).unwrap();
                let toward = (g.elements()[f].base.center - *p).normalize();
                *p -= toward * back;
            }
        }
        before
    }

    #[test]
    fn each_unit_is_read_by_how_far_and_which_way_its_bases_went() {
        let (g, bandera, panzer) = valdemoro();
        assert_eq!(g.side_name(1), "Nationalists");
        let read = |back: f32| reply_seen(&g, 1, &seen_before(&g, bandera, back));
        // A full move (6") toward the enemy is pressing on; 2" is the script's bound (less
        // than 0.8 of a move); 3" away is falling back; and the Panzer section, which stood
        // still, held.
        let plan = read(6.0).expect("not the script's reply");
        assert_eq!(plan.of(Some(bandera)), Behaviour::Advance);
        assert_eq!(plan.of(Some(panzer)), Behaviour::Hold);
        assert_eq!(read(2.0).unwrap().of(Some(bandera)), Behaviour::Steady);
        assert_eq!(read(-3.0).unwrap().of(Some(bandera)), Behaviour::FallBack);
        assert_eq!(read(0.2).unwrap().of(Some(bandera)), Behaviour::Hold);
        // A sighting from any turn but the last says nothing, nor one from a turn the
        // Nationalists moved in another order (twice or not at all since).
        let mut old = seen_before(&g, bandera, 6.0);
        old.turn = g.turn() + 3;
        assert_eq!(reply_seen(&g, 1, &old), None);
        let mut swapped = seen_before(&g, bandera, 6.0);
        swapped.moved = !swapped.moved;
        assert_eq!(reply_seen(&g, 1, &swapped), None);
    }
}
