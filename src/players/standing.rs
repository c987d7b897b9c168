//! Where the battle stands: who would win if it ended now. Players use it to know whether they
//! must attack, and `simulate` to tell the turn a result was decided.
//!
//! It reads the same [INF] victory rule the rules apply at the turn limit (morale.rs,
//! `decide_at_turn_limit`): a side with a defeated brigade loses; otherwise each objective
//! scores for the side that must hold it if it does, and for the other side if not.

use bevy::math::Vec2;

use crate::rules::Game;
use crate::scenario::format::{ObjectiveAt, point_to_vec2};

#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// Objectives that score for each side now.
    pub score: [usize; 2],
    /// Whether each side has a defeated brigade.
    pub defeated: [bool; 2],
    /// The side that would win now, `None` for a draw.
    pub leader: Option<usize>,
}

/// Who would win if the battle ended now.
pub fn standing(game: &Game) -> Standing {
    let defeated = [0, 1].map(|s| game.has_defeated_brigade(s));
    let mut score = [0usize, 0];
    for o in &game.scenario().objectives {
        let Some(owner) = game.side_index(&o.side).filter(|s| *s < 2) else {
            continue;
        };
        let scorer = if game.objective_holder(&o.at) == Some(owner) {
            owner
        } else {
            1 - owner
        };
        score[scorer] += 1;
    }
    let leader = match defeated {
        [true, false] => Some(1),
        [false, true] => Some(0),
        [true, true] => None,
        [false, false] => match score[0].cmp(&score[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        },
    };
    Standing {
        score,
        defeated,
        leader,
    }
}

/// Where an objective is on the table: its point, or the middle of its feature.
pub fn objective_point(game: &Game, at: &ObjectiveAt) -> Option<Vec2> {
    match at {
        ObjectiveAt::Point(p) => Some(point_to_vec2(p)),
        ObjectiveAt::Feature(id) => {
            let f = game.terrain().features.iter().find(|f| f.id == id.value)?;
            let points: Vec<Vec2> = f.footprint.iter().flatten().copied().collect();
            (!points.is_empty()).then(|| points.iter().sum::<Vec2>() / points.len() as f32)
        }
    }
}

/// The objectives that score for the enemy of `side` now: where its troops must go to change
/// the result (take one it must hold, or contest one the enemy holds).
pub fn objectives_to_change(game: &Game, side: usize) -> Vec<Vec2> {
    game.scenario()
        .objectives
        .iter()
        .filter(|o| {
            let Some(owner) = game.side_index(&o.side) else {
                return false;
            };
            let held = game.objective_holder(&o.at) == Some(owner);
            if owner == side { !held } else { held }
        })
        .filter_map(|o| objective_point(game, &o.at))
        .collect()
}
