//! Fitting the worth of a position to how battles end (`trinchera fit-worth`).
//!
//! The look-ahead ends a turn later, at the start of the side's next movement, and weighs the
//! position there by `evaluate::worth`: a sum of measures (strength, a brigade's chance of
//! defeat, who leads, nearness to the objectives…) each times a weight. Set by hand, those
//! weights said what a position was worth in points nobody had checked against results. Here
//! the `scripted` player plays both sides of many battles; at the start of each side's movement
//! the measures are taken, and when the battle ends each is labelled with its result for that
//! side (100 won, 0 drawn, −100 lost). The weights are then those that best predict the result
//! (least squares, a little ridge so a measure that hardly varies stays small): the worth
//! becomes an estimate of the battle's result played on from there, which is what the
//! look-ahead's choice needs.

use std::sync::Arc;

use rayon::prelude::*;

use super::Player;
use super::driver::{Limits, Played, play};
use super::evaluate::{FEATURES, Temper, features};
use super::scripted::Scripted;
use crate::rules::{Game, Order, Phase, Rejection};
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;

/// One position: its measures for a side, and how the battle ended for that side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub features: [f64; FEATURES],
    pub result: f64,
}

/// The `scripted` player, taking what `take` finds in the position at the start of each of
/// its movement phases.
struct Recorder<T> {
    inner: Scripted,
    taken: Option<u32>,
    take: fn(&Game, usize) -> T,
    positions: Vec<T>,
}

impl<T: Send> Player for Recorder<T> {
    fn name(&self) -> &'static str {
        "scripted"
    }

    fn next_order(&mut self, game: &Game, side: usize) -> Order {
        if game.phase() == Phase::Movement
            && game.active() == side
            && self.taken != Some(game.turn())
        {
            self.taken = Some(game.turn());
            self.positions.push((self.take)(game, side));
        }
        self.inner.next_order(game, side)
    }

    fn refused(&mut self, order: &Order, why: &Rejection) {
        self.inner.refused(order, why);
    }

    fn choose_move_first(&mut self, game: &Game, side: usize) -> Option<bool> {
        self.inner.choose_move_first(game, side)
    }
}

/// A game of the `scripted` player against itself with dice `seed`, and what `take` found at
/// the start of each side's movements, side by side; `None` when it could not be played.
pub(super) fn scripted_game<T: Send>(
    scenario: Arc<Scenario>,
    text: &str,
    rules: Arc<Ruleset>,
    seed: u64,
    take: fn(&Game, usize) -> T,
) -> Option<(Played, [Vec<T>; 2])> {
    let new = || Recorder {
        inner: Scripted::default(),
        taken: None,
        take,
        positions: Vec::new(),
    };
    let (mut a, mut b) = (new(), new());
    let played = play(
        scenario,
        "fit.ron",
        text,
        rules,
        seed,
        [&mut a, &mut b],
        Limits::default(),
    )
    .ok()?;
    Some((played, [a.positions, b.positions]))
}

/// The samples of one game of `scenario` with dice `seed`; none when it did not finish.
pub fn samples_of_game(
    scenario: Arc<Scenario>,
    text: &str,
    rules: Arc<Ruleset>,
    seed: u64,
) -> Vec<Sample> {
    let taken = |g: &Game, side| features(g, side, Temper::BALANCED);
    let Some((played, positions)) = scripted_game(scenario, text, rules, seed, taken) else {
        return Vec::new();
    };
    if played.stopped.is_some() || played.game.phase() != Phase::GameOver {
        return Vec::new();
    }
    let winner = played
        .game
        .result()
        .and_then(|r| r.winner.as_deref())
        .and_then(|w| played.game.side_index(w));
    let result = |side: usize| match winner {
        Some(w) if w == side => 100.0,
        Some(_) => -100.0,
        None => 0.0,
    };
    positions
        .into_iter()
        .enumerate()
        .flat_map(|(side, taken)| {
            taken.into_iter().map(move |features| Sample {
                features,
                result: result(side),
            })
        })
        .collect()
}

/// What `of_game` finds in `games` games on each battle, played `jobs` at a time, each with
/// dice drawn from `seed`, the battle and the game; in the order of the battles and games.
pub(super) fn per_game<T: Send>(
    battles: &[(Arc<Scenario>, String)],
    rules: &Ruleset,
    games: usize,
    seed: u64,
    jobs: usize,
    of_game: impl Fn(Arc<Scenario>, &str, Arc<Ruleset>, u64) -> Vec<T> + Sync,
) -> Vec<T> {
    let rules = Arc::new(rules.clone());
    let work: Vec<(usize, usize)> = (0..battles.len())
        .flat_map(|b| (0..games).map(move |g| (b, g)))
        .collect();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .build()
        .expect("a thread pool of a positive size");
    let found: Vec<Vec<T>> = pool.install(|| {
        work.par_iter()
            .map(|&(b, g)| {
                let (scenario, text) = &battles[b];
                let dice = crate::rules::dice::mix(seed ^ ((b as u64) << 32) ^ g as u64);
                of_game(scenario.clone(), text, rules.clone(), dice)
            })
            .collect()
    });
    found.into_iter().flatten().collect()
}

/// The samples of `games` games on each battle, played `jobs` at a time.
pub fn collect(
    battles: &[(Arc<Scenario>, String)],
    rules: &Ruleset,
    games: usize,
    seed: u64,
    jobs: usize,
) -> Vec<Sample> {
    per_game(battles, rules, games, seed, jobs, samples_of_game)
}

/// Battles to fit on, each with its scenario's text.
type Battles = Vec<(Arc<Scenario>, String)>;

/// What a fit gathers from battles: `games` games on each, dice seed, games at once.
pub(super) type Collect<T> = fn(&[(Arc<Scenario>, String)], &Ruleset, usize, u64, usize) -> Vec<T>;

/// What `collect` finds on the even battles, to fit on, and on the odd ones, to judge the fit
/// by; an error when either half finished no game.
pub(super) fn fit_and_judge<T>(
    battles: &[(Arc<Scenario>, String)],
    rules: &Ruleset,
    games: usize,
    seed: u64,
    jobs: usize,
    collect: Collect<T>,
) -> Result<(Vec<T>, Vec<T>), String> {
    let (even, odd): (Vec<_>, Vec<_>) = battles
        .iter()
        .cloned()
        .enumerate()
        .partition(|(k, _)| k % 2 == 0);
    let strip = |v: Vec<(usize, (Arc<Scenario>, String))>| -> Battles {
        v.into_iter().map(|(_, b)| b).collect()
    };
    let (even, odd) = (strip(even), strip(odd));
    let train = collect(&even, rules, games, seed, jobs);
    let test = collect(&odd, rules, games, seed, jobs);
    if train.is_empty() || test.is_empty() {
        return Err(t!("fit-nothing-finished"));
    }
    Ok((train, test))
}

/// The weights that predict the samples' results best in least squares, with `ridge` times
/// the identity added to the normal equations; `None` when they cannot be solved.
pub fn fit(samples: &[Sample], ridge: f64) -> Option<[f64; FEATURES]> {
    let (mut a, b) = normal_equations(samples.iter().map(|s| (s.features, s.result)));
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += ridge * samples.len() as f64;
    }
    solve(a, b)
}

/// The least squares normal equations of measures against results, through the origin:
/// the sums of each pair of measures' products, and of each measure times the result.
pub(super) fn normal_equations<const N: usize>(
    rows: impl Iterator<Item = ([f64; N], f64)>,
) -> ([[f64; N]; N], [f64; N]) {
    let mut a = [[0.0f64; N]; N];
    let mut b = [0.0f64; N];
    for (features, result) in rows {
        for (i, row) in a.iter_mut().enumerate() {
            b[i] += features[i] * result;
            for (cell, x) in row.iter_mut().zip(features) {
                *cell += features[i] * x;
            }
        }
    }
    (a, b)
}

/// Gaussian elimination with partial pivoting.
pub(super) fn solve<const N: usize>(mut a: [[f64; N]; N], mut b: [f64; N]) -> Option<[f64; N]> {
    for col in 0..N {
        let pivot = (col..N).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (done, below) = a.split_at_mut(col + 1);
        let pivot_row = &done[col];
        for (r, row) in below.iter_mut().enumerate() {
            let k = row[col] / pivot_row[col];
            for (cell, p) in row.iter_mut().zip(pivot_row).skip(col) {
                *cell -= k * p;
            }
            b[col + 1 + r] -= k * b[col];
        }
    }
    let mut x = [0.0; N];
    for row in (0..N).rev() {
        let tail: f64 = (row + 1..N).map(|c| a[row][c] * x[c]).sum();
        x[row] = (b[row] - tail) / a[row][row];
    }
    x.iter().all(|v| v.is_finite()).then_some(x)
}

/// How well `weights` predict the samples: the share of the results' variance (about 0, as
/// a won and a lost result weigh alike) they explain, 1 − SSE/SST, once their predictions are
/// put on the results' scale by the best single factor (weights set by hand were never meant
/// to be in the result's points; only how they rank positions matters to the search).
pub fn explained(samples: &[Sample], weights: &[f64; FEATURES]) -> f64 {
    let predict = |s: &Sample| -> f64 { weights.iter().zip(s.features).map(|(w, x)| w * x).sum() };
    let (py, pp) = samples.iter().fold((0.0, 0.0), |(py, pp), s| {
        let p = predict(s);
        (py + p * s.result, pp + p * p)
    });
    let scale = if pp > 0.0 { py / pp } else { 0.0 };
    let (mut sse, mut sst) = (0.0, 0.0);
    for s in samples {
        sse += (s.result - scale * predict(s)).powi(2);
        sst += s.result.powi(2);
    }
    if sst == 0.0 { 0.0 } else { 1.0 - sse / sst }
}

/// Play the games, fit the weights, and say how well they and the weights played by predict
/// results: each fitted on the even battles and judged on the odd ones it never saw, then
/// fitted on all, which is what is printed to play by.
pub fn report(
    battles: &[(Arc<Scenario>, String)],
    rules: &Ruleset,
    games: usize,
    seed: u64,
    jobs: usize,
) -> Result<String, String> {
    use std::fmt::Write;
    let began = std::time::Instant::now();
    let (train, test) = fit_and_judge(battles, rules, games, seed, jobs, collect)?;
    const RIDGE: f64 = 1e-3;
    let on_train = fit(&train, RIDGE).ok_or_else(|| t!("fit-cannot-fit"))?;
    let all: Vec<Sample> = train.iter().chain(&test).copied().collect();
    let weights = fit(&all, RIDGE).ok_or_else(|| t!("fit-cannot-fit"))?;
    let hand = super::evaluate::HAND_WEIGHTS;
    let playing = *super::evaluate::weights();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        t!(
            "fit-positions",
            positions = all.len(),
            battles = battles.len(),
            games = games,
            seconds = format!("{:.0}", began.elapsed().as_secs_f64())
        )
    );
    let _ = writeln!(
        out,
        "{}",
        t!(
            "fit-explained",
            fitted = format!("{:.3}", explained(&test, &on_train)),
            hand = format!("{:.3}", explained(&test, &hand)),
            played = format!("{:.3}", explained(&test, &playing))
        )
    );
    let _ = writeln!(
        out,
        "{:<18} {:>10} {:>10} {:>10}",
        t!("fit-measure"),
        t!("fit-fitted"),
        t!("fit-by-hand"),
        t!("fit-played")
    );
    for k in 0..FEATURES {
        let _ = writeln!(
            out,
            "{:<18} {:>10.3} {:>10.3} {:>10.3}",
            crate::words::Msg::new(super::evaluate::FEATURE_KEYS[k]).text(),
            weights[k],
            hand[k],
            playing[k]
        );
    }
    let list: Vec<String> = weights.iter().map(|w| format!("{w:.4}")).collect();
    let _ = writeln!(out, "[{}]", list.join(", "));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(x: f64, y: f64, result: f64) -> Sample {
        let mut features = [0.0; FEATURES];
        features[0] = x;
        features[1] = y;
        for (k, f) in features.iter_mut().enumerate().skip(2) {
            // Measures that vary but say nothing of the result.
            *f = ((k as f64) * (x + 2.0 * y)).sin();
        }
        Sample { features, result }
    }

    #[test]
    fn a_result_made_of_two_measures_is_found_again() {
        let samples: Vec<Sample> = (0..400)
            .map(|n| {
                let x = f64::from(n % 17) - 8.0;
                let y = f64::from(n % 7) / 7.0 - 0.4;
                sample(x, y, 3.0 * x + 50.0 * y)
            })
            .collect();
        let w = fit(&samples, 0.0).expect("solvable");
        assert!((w[0] - 3.0).abs() < 1e-6, "{w:?}");
        assert!((w[1] - 50.0).abs() < 1e-6, "{w:?}");
        assert!(w[2..].iter().all(|v| v.abs() < 1e-6), "{w:?}");
        assert!((explained(&samples, &w) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn no_samples_cannot_be_fitted_without_ridge() {
        assert_eq!(fit(&[], 0.0), None);
    }
}
