//! What one more weapon's shots add at a target, given the shots its side has declared at it
//! already. An element takes one knockout test a turn, with the best column among the weapons
//! that hit it [SRC once a turn; INF best column], and a hit that does not knock out pins
//! [SRC]: a second weapon at a target adds only the chance that it is the first to hit, or
//! hits with a better column; and an element already pinned is pinned no more by a hit. A
//! player that aims each weapon by its own odds alone sends every shot at the one best target.

use crate::rules::Game;
use crate::rules::fire::WeaponOdds;

use super::evaluate::TargetWorth;

/// One weapon's shots at a target: the chance each hits and, hit, that the test it brings
/// knocks out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shots {
    pub n: u8,
    pub p_hit: f64,
    pub p_ko_given_hit: f64,
}

impl Shots {
    /// A weapon's shots, from its odds against the target.
    pub fn of(w: &WeaponOdds) -> Shots {
        Shots {
            n: w.shots,
            p_hit: w.p_hit,
            p_ko_given_hit: if w.p_hit > 0.0 {
                w.p_knockout / w.p_hit
            } else {
                0.0
            },
        }
    }

    fn p_none_hit(&self) -> f64 {
        (1.0 - self.p_hit).powi(i32::from(self.n))
    }
}

/// The chance that these shots at one element knock it out, and the chance that they hit it
/// at all: its one test is taken with the best column among the weapons that hit.
pub fn chances(shots: &[Shots]) -> (f64, f64) {
    let mut by_column: Vec<Shots> = shots.to_vec();
    by_column.sort_by(|a, b| b.p_ko_given_hit.total_cmp(&a.p_ko_given_hit));
    let (mut ko, mut none_yet) = (0.0, 1.0);
    for s in &by_column {
        let missed = s.p_none_hit();
        // Tested with this column: no better weapon hit, and this one did.
        ko += none_yet * (1.0 - missed) * s.p_ko_given_hit;
        none_yet *= missed;
    }
    (ko, 1.0 - none_yet)
}

/// The shots `side` has declared at `target` so far this turn, each with its odds now.
pub fn declared_at(game: &Game, side: usize, target: usize) -> Vec<Shots> {
    game.declarations()
        .iter()
        .filter(|d| d.target == target && game.elements()[d.shooter].side == side)
        .filter_map(|d| {
            let m = game.measure(d.shooter, target);
            m.weapons.get(d.mount).map(|w| Shots {
                n: d.shots,
                ..Shots::of(w)
            })
        })
        .collect()
}

/// What `new` adds at `target`, on top of `declared`: the knockout chance it adds at what a
/// knockout is worth, and the pin chance it adds at what a pin is worth (nothing for an
/// element pinned already, or one whose test is taken, whose further hits only pin).
pub fn added_worth(
    game: &Game,
    target: usize,
    declared: &[Shots],
    new: Shots,
    worth: &TargetWorth,
) -> f64 {
    let e = &game.elements()[target];
    let armoured = game.def(e).armoured;
    let tested = game.ko_tested().get(target).copied().unwrap_or(false);
    let (ko_before, hit_before) = chances(declared);
    let mut with: Vec<Shots> = declared.to_vec();
    with.push(new);
    let (ko_after, hit_after) = chances(&with);
    let (ko_before, ko_after) = if tested {
        (0.0, 0.0)
    } else {
        (ko_before, ko_after)
    };
    // A hit that does not knock out pins an element not already pinned; a tank is never
    // pinned [SRC].
    let pins = !armoured && !e.pinned;
    let (pin_before, pin_after) = if pins {
        (hit_before - ko_before, hit_after - ko_after)
    } else {
        (0.0, 0.0)
    };
    worth.of_shot(target, ko_after - ko_before, pin_after - pin_before)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shots(n: u8, hit: f64, ko: f64) -> Shots {
        Shots {
            n,
            p_hit: hit,
            p_ko_given_hit: ko,
        }
    }

    #[test]
    fn one_weapon_knocks_out_as_its_odds_say() {
        // Rifles at infantry in the open: 4+ to hit, 5+ to knock out [SRC chart]: 1/2 × 1/3.
        let (ko, hit) = chances(&[shots(1, 0.5, 1.0 / 3.0)]);
        assert!((ko - 1.0 / 6.0).abs() < 1e-12, "{ko}");
        assert!((hit - 0.5).abs() < 1e-12, "{hit}");
    }

    #[test]
    fn a_second_rifle_at_the_same_target_adds_only_the_chance_it_hits_first() {
        // Two rifles: the target is hit with chance 3/4 and takes one test at 5+: 3/4 × 1/3
        // = 1/4, where two targets would take 1/6 each, 1/3 in all [SRC once a turn].
        let rifle = shots(1, 0.5, 1.0 / 3.0);
        let (ko, hit) = chances(&[rifle, rifle]);
        assert!((ko - 0.25).abs() < 1e-12, "{ko}");
        assert!((hit - 0.75).abs() < 1e-12, "{hit}");
    }

    #[test]
    fn the_test_takes_the_best_column_among_the_weapons_that_hit() {
        // A rifle (4+, knocks out on 5+) and a light MG (2 shots at 4+, knocks out on 4+)
        // [SRC chart; INF best column]: the MG hits with 3/4 and tests at 1/2; else the rifle
        // hits with 1/4 × 1/2 and tests at 1/3: 3/8 + 1/24 = 5/12.
        let (ko, _) = chances(&[shots(1, 0.5, 1.0 / 3.0), shots(2, 0.5, 0.5)]);
        assert!((ko - 5.0 / 12.0).abs() < 1e-12, "{ko}");
    }
}
