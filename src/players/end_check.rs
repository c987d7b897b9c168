//! The look-ahead of one turn can prefer a plan that loses more battles than it wins: at
//! Guadalajara it sent the Blackshirts out of Trijueque (31 to 26 after one turn, 24% of
//! battles won against 50% when played to the end). So before a plan other than the
//! `scripted` player's is followed, both are played to the battle's end under the same dice
//! streams, and the chosen plan is given up only when it is clearly worse.

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

    /// The chosen plan is clearly worse when the `scripted` plan's lead over it, paired
    /// stream by stream, is more than one standard error of that lead. A lead of one battle
    /// in six is not (Belchite's Republic lost 11 points of wins when any lead reverted its
    /// plan): a few battles played by scripts on both sides are too few to overrule the
    /// look-ahead on one.
    pub fn chosen_clearly_worse(&self) -> bool {
        let n = self.pairs.len();
        if n < 2 {
            return false;
        }
        let d: Vec<f64> = self.pairs.iter().map(|p| p.1 - p.0).collect();
        let m = mean(d.iter().copied());
        if m <= 0.0 {
            return false;
        }
        let var = d.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (n - 1) as f64;
        let se = (var / n as f64).sqrt();
        // A small tolerance, so that a lead exactly one standard error (one battle of n
        // turned, every other the same) does not count as clear on rounding.
        m > se * (1.0 + 1e-9)
    }
}

fn mean(xs: impl Iterator<Item = f64>) -> f64 {
    let (s, n) = xs.fold((0.0, 0usize), |(s, n), x| (s + x, n + 1));
    if n == 0 { 0.0 } else { s / n as f64 }
}

#[cfg(test)]
mod tests {
    use super::EndCheck;

    fn check(pairs: &[(f64, f64)]) -> bool {
        EndCheck {
            pairs: pairs.to_vec(),
        }
        .chosen_clearly_worse()
    }

    #[test]
    fn one_battle_turned_in_six_is_not_clear() {
        let mut p = vec![(100.0, 100.0); 5];
        p.push((-100.0, 100.0));
        assert!(!check(&p));
    }

    #[test]
    fn two_battles_turned_in_six_are_clear() {
        let mut p = vec![(100.0, 100.0); 4];
        p.push((-100.0, 100.0));
        p.push((-100.0, 100.0));
        assert!(check(&p));
    }

    #[test]
    fn turns_both_ways_cancel() {
        let p = vec![
            (-100.0, 100.0),
            (100.0, -100.0),
            (-100.0, 100.0),
            (0.0, 0.0),
            (0.0, 0.0),
            (0.0, 0.0),
        ];
        assert!(!check(&p));
    }

    #[test]
    fn the_chosen_plan_ahead_is_never_worse() {
        let p = vec![(100.0, -100.0); 6];
        assert!(!check(&p));
        assert!(!check(&[(0.0, 100.0)]));
    }
}
