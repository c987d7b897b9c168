//! The look-ahead of one turn can prefer a plan that loses more battles than it wins: at
//! Guadalajara it sent the Blackshirts out of Trijueque (31 to 26 after one turn, 24% of
//! battles won against 50% when played to the end). So before a plan other than the
//! `scripted` player's is followed, both are played to the battle's end under the same dice
//! streams, and the chosen plan is given up when the scripted plan did better.
//!
//! A side that is winning on a brigade defeated must also keep every brigade of its own until
//! the turn limit [INF victory]: at Guadalajara most of the computer's draws came after it had
//! broken a Republican brigade and then lost one of its own to the brigades left. A look-ahead
//! of one turn sees too little of that danger, so a side so placed also weighs standing orders
//! kept to the end (everyone holds, everyone falls back) against the plans above.

use crate::rules::Game;
use crate::words::Msg;

use super::behaviour::{Behaviour, Plan};
use super::evaluate::Temper;
use super::lookahead::{Stream, playout_kept_to_end, playout_to_end};

/// One course the check plays to the end.
#[derive(Clone, Debug, PartialEq)]
pub struct Course {
    /// What it is, as Why? says it.
    pub words: Msg,
    pub plan: Plan,
    /// Whether the plan is followed in every turn to the end, or only in this one.
    pub kept: bool,
}

impl Course {
    /// `plan` this turn, the `scripted` player's rules after.
    pub fn this_turn(words: Msg, plan: Plan) -> Course {
        Course {
            words,
            plan,
            kept: false,
        }
    }
}

/// The standing orders a side winning on a brigade defeated weighs, when it is so placed:
/// the enemy has a brigade defeated and it has none.
pub fn guarding_courses(game: &Game, side: usize) -> Vec<Course> {
    if side > 1 || !game.has_defeated_brigade(1 - side) || game.has_defeated_brigade(side) {
        return Vec::new();
    }
    let all = |b| Plan::every(game.units().len(), b);
    vec![
        Course {
            words: Msg::new("course-all-hold-to-the-end"),
            plan: all(Behaviour::Hold),
            kept: true,
        },
        Course {
            words: Msg::new("course-all-fall-back-to-the-end"),
            plan: all(Behaviour::FallBack),
            kept: true,
        },
    ]
}

/// What the battles played to the end said.
pub struct EndCheck {
    /// The results of each course, one per stream, the courses in the order given.
    pub results: Vec<Vec<f64>>,
}

impl EndCheck {
    /// Plays each course to the end under each of `seeds`, every course sharing each seed so
    /// that a difference is the courses' and not the dice's.
    pub fn run(
        game: &Game,
        side: usize,
        courses: &[Course],
        seeds: &[Stream],
        temper: Temper,
    ) -> Self {
        // Every battle on its own, on every core when the thread thinks so (`cores`).
        let n = seeds.len();
        let flat = super::cores::in_order(courses.len() * n, |i| {
            let (c, stream) = (&courses[i / n], seeds[i % n]);
            if c.kept {
                playout_kept_to_end(game, side, &c.plan, stream, temper)
            } else {
                playout_to_end(game, side, &c.plan, stream, temper)
            }
        });
        let results = (0..courses.len())
            .map(|c| flat[c * n..(c + 1) * n].to_vec())
            .collect();
        EndCheck { results }
    }

    /// Each course's mean result.
    pub fn means(&self) -> Vec<f64> {
        self.results
            .iter()
            .map(|r| mean(r.iter().copied()))
            .collect()
    }

    /// Each course's mean result plus `per_worth` times its one-turn worth (`worths`), for
    /// when the worth counts beside the battles to the end: the two judge a plan with errors
    /// of their own, so together they judge it better than either alone (`fit-worth
    /// --choices`). The course to follow is then the `first_best` of these.
    pub fn blended(&self, worths: &[f64], per_worth: f64) -> Vec<f64> {
        self.means()
            .iter()
            .zip(worths)
            .map(|(m, w)| m + per_worth * w)
            .collect()
    }
}

/// The course to follow among courses scored in order (by their `means`, or `blended`): the
/// first with the best score, so a course is given up only for one that did better over the
/// same dice streams. Against the scripted player (400 games, seed 1) giving the look-ahead's
/// plan up for the scripted one on a lead of any size won Guadalajara 54.8%, 50.5% without
/// the check; a stricter rule, a lead of more than one standard error of the paired results,
/// almost never gave a plan up and won 51.5%.
pub fn first_best(scores: &[f64]) -> usize {
    let mut best = 0;
    for (k, m) in scores.iter().enumerate() {
        if *m > scores[best] {
            best = k;
        }
    }
    best
}

fn mean(xs: impl Iterator<Item = f64>) -> f64 {
    let (s, n) = xs.fold((0.0, 0usize), |(s, n), x| (s + x, n + 1));
    if n == 0 { 0.0 } else { s / n as f64 }
}

#[cfg(test)]
mod tests {
    use super::{EndCheck, first_best};

    fn best(courses: &[&[f64]]) -> usize {
        let check = EndCheck {
            results: courses.iter().map(|c| c.to_vec()).collect(),
        };
        first_best(&check.means())
    }

    #[test]
    fn one_battle_turned_in_six_gives_the_plan_up() {
        let chosen = [100.0, 100.0, 100.0, 100.0, 100.0, -100.0];
        let steady = [100.0; 6];
        assert_eq!(best(&[&chosen, &steady]), 1);
    }

    #[test]
    fn turns_both_ways_cancel_and_a_tie_keeps_the_plan() {
        let chosen = [-100.0, 100.0, 0.0, 100.0];
        let steady = [100.0, -100.0, 0.0, 100.0];
        assert_eq!(best(&[&chosen, &steady]), 0);
        assert_eq!(best(&[&[], &[]]), 0);
    }

    #[test]
    fn the_chosen_plan_ahead_is_kept() {
        assert_eq!(best(&[&[100.0, 0.0], &[-100.0, 0.0]]), 0);
        assert_eq!(best(&[&[0.0], &[-100.0]]), 0);
    }

    #[test]
    fn a_worth_clearly_ahead_outweighs_a_battle_in_a_few_and_a_small_one_does_not() {
        // The plan won one battle fewer in 24 (a mean 8.33 lower), but was worth 10 points
        // more a turn on: with a point of worth counting 1.2 points of mean, the plan is
        // followed (12.0 - 8.33 > 0); 5 points more are not enough (6.0 < 8.33).
        let mut plan = vec![100.0; 23];
        plan.push(-100.0);
        let check = EndCheck {
            results: vec![plan, vec![100.0; 24]],
        };
        assert_eq!(first_best(&check.means()), 1);
        assert_eq!(first_best(&check.blended(&[10.0, 0.0], 1.2)), 0);
        assert_eq!(first_best(&check.blended(&[5.0, 0.0], 1.2)), 1);
        // A worth weighed at nothing leaves the battles to choose.
        assert_eq!(first_best(&check.blended(&[10.0, 0.0], 0.0)), 1);
    }

    #[test]
    fn a_standing_order_is_taken_only_when_it_beats_every_course_before_it() {
        let chosen = [100.0, 0.0, 0.0];
        let steady = [100.0, 100.0, -100.0];
        // Holding draws where the chosen plan draws and wins once more: it is taken.
        assert_eq!(best(&[&chosen, &steady, &[100.0, 100.0, 0.0]]), 2);
        // Equal to the chosen plan: the chosen plan stays.
        assert_eq!(best(&[&chosen, &steady, &[0.0, 100.0, 0.0]]), 0);
    }
}
