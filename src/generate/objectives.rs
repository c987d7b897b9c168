//! What the battle is for: in an attack, the village, hills or a crossing on the defender's
//! side that the attacker must hold at the end; in a meeting, three places across the middle,
//! one each side must take and one drawn for.

use bevy::math::Vec2;

use super::rng::{Rng, half};
use super::terrain::{Landmark, sp};
use super::{Frame, Kind, Size};
use crate::scenario::format::{Objective, ObjectiveAt};

fn objective(n: usize, l: &Landmark, side: &str) -> Objective {
    let at = if l.point {
        ObjectiveAt::Point(sp((half(l.at.x), half(l.at.y))))
    } else {
        ObjectiveAt::Feature(sp(l.id.clone()))
    };
    Objective {
        id: sp(format!("obj-{n}")),
        name: l.name.clone(),
        at,
        side: sp(side.to_string()),
    }
}

fn point(name: String, at: Vec2) -> Landmark {
    Landmark {
        id: String::new(),
        name,
        at,
        point: true,
    }
}

pub fn choose(
    rng: &mut Rng,
    frame: &Frame,
    kind: Kind,
    size: Size,
    landmarks: &[Landmark],
    sides: [&str; 2],
) -> Vec<Objective> {
    let (w, h) = (frame.w, frame.h);
    match kind {
        Kind::Attack { attacker } => {
            let def = 1 - attacker;
            let mut open: Vec<&Landmark> = landmarks
                .iter()
                .filter(|l| frame.depth(def, l.at.y) < h * 0.55)
                .collect();
            // The village first, then the rest in a drawn order.
            let village = open
                .iter()
                .position(|l| !l.point && l.id.starts_with("house"));
            let first = village.map(|i| open.remove(i));
            rng.shuffle(&mut open);
            let mut picked: Vec<Landmark> = first.into_iter().chain(open).cloned().collect();
            let want = match size {
                Size::Small => 1 + rng.below(2),
                Size::Medium => 2,
                Size::Large => 2 + rng.below(2),
            };
            if picked.is_empty() {
                let at = Vec2::new(w / 2.0, frame.y(def, frame.front[def] - 3.0));
                picked.push(point("The enemy's line".to_string(), at));
            }
            picked
                .iter()
                .take(want)
                .enumerate()
                .map(|(i, l)| objective(i + 1, l, sides[attacker]))
                .collect()
        }
        Kind::Meeting => {
            let (lo, hi) = (frame.front[frame.bottom], h - frame.front[1 - frame.bottom]);
            let thirds = [w * 0.2, w * 0.5, w * 0.8];
            let mut chosen: Vec<Landmark> = Vec::new();
            for (i, x) in thirds.iter().enumerate() {
                let near = landmarks
                    .iter()
                    .filter(|l| {
                        l.at.y > lo + 1.0 && l.at.y < hi - 1.0 && (l.at.x - x).abs() < w * 0.15
                    })
                    .filter(|l| !chosen.iter().any(|c| c.name == l.name && c.id == l.id))
                    .min_by(|a, b| (a.at.x - x).abs().total_cmp(&(b.at.x - x).abs()));
                let l = match near {
                    Some(l) => l.clone(),
                    None => {
                        let names = ["The left flank", "The centre", "The right flank"];
                        point(
                            names[i].to_string(),
                            Vec2::new(half(*x), half((lo + hi) / 2.0)),
                        )
                    }
                };
                chosen.push(l);
            }
            let middle = rng.below(2);
            let owners = [0, middle, 1];
            chosen
                .iter()
                .zip(owners)
                .enumerate()
                .map(|(i, (l, s))| objective(i + 1, l, sides[s]))
                .collect()
        }
    }
}
