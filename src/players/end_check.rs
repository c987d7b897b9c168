//! The look-ahead of one turn can prefer a plan that loses more battles than it wins: at
//! Guadalajara it sent the Blackshirts out of Trijueque (31 to 26 after one turn, 24% of
//! battles won against 50% when played to the end). So before a plan other than the
//! `scripted` player's is followed, both are played to the battle's end under the same dice
//! streams, and the chosen plan is given up when the scripted plan did better.

use crate::rules::Game;

use super::behaviour::Plan;
use super::evaluate::Temper;
use super::lookahead::playout_to_end;

/// What the battles played to the end said.
pub struct EndCheck {
    /// The results of the chosen plan and of the `scripted` player's, one pair per stream.
    pub pairs: Vec<(f64, f64)>,
}

impl EndCheck {
    /// Plays `plan` and `steady` to the end under each of `seeds`, the two sharing each seed
    /// so that a difference is the plans' and not the dice's.
    pub fn run(
        game: &Game,
        side: usize,
        plan: &Plan,
        steady: &Plan,
        seeds: impl Iterator<Item = u64>,
        temper: Temper,
    ) -> Self {
        let pairs = seeds
            .map(|seed| {
                (
                    playout_to_end(game, side, plan, seed, temper),
                    playout_to_end(game, side, steady, seed, temper),
                )
            })
            .collect();
        EndCheck { pairs }
    }

    pub fn mean_chosen(&self) -> f64 {
        mean(self.pairs.iter().map(|p| p.0))
    }

    pub fn mean_steady(&self) -> f64 {
        mean(self.pairs.iter().map(|p| p.1))
    }

    /// The chosen plan is given up when the `scripted` plan did better over the same dice
    /// streams. Against the scripted player (400 games, seed 1) this won Guadalajara 54.8%,
    /// 50.5% without the check; a stricter rule, a lead of more than one standard error of the
    /// paired results, almost never gave a plan up and won 51.5%.
    pub fn chosen_worse(&self) -> bool {
        self.mean_steady() > self.mean_chosen()
    }
}

fn mean(xs: impl Iterator<Item = f64>) -> f64 {
    let (s, n) = xs.fold((0.0, 0usize), |(s, n), x| (s + x, n + 1));
    if n == 0 { 0.0 } else { s / n as f64 }
}

#[cfg(test)]
mod tests {
    use super::EndCheck;

    fn worse(pairs: &[(f64, f64)]) -> bool {
        EndCheck {
            pairs: pairs.to_vec(),
        }
        .chosen_worse()
    }

    #[test]
    fn one_battle_turned_in_six_gives_the_plan_up() {
        let mut p = vec![(100.0, 100.0); 5];
        p.push((-100.0, 100.0));
        assert!(worse(&p));
    }

    #[test]
    fn turns_both_ways_cancel_and_a_tie_keeps_the_plan() {
        let p = vec![(-100.0, 100.0), (100.0, -100.0), (0.0, 0.0), (100.0, 100.0)];
        assert!(!worse(&p));
        assert!(!worse(&[]));
    }

    #[test]
    fn the_chosen_plan_ahead_is_kept() {
        assert!(!worse(&[(100.0, -100.0), (0.0, 0.0)]));
        assert!(!worse(&[(0.0, -100.0)]));
    }
}
