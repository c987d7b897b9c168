//! Fitting the worth to the choices the search makes (`trinchera fit-worth --choices`).
//!
//! The search weighs plans that differ by one unit's behaviour for one turn, each by the worth
//! of the position a turn later. A worth fitted to who wins from a position (`worth_fit`)
//! guessed results better and chose no better: what the search needs is a worth whose
//! *differences* between such plans follow the differences in how the battle ends. So here,
//! at positions of the `scripted` player's games, each of a few plans (the script's, and one
//! unit's behaviour changed) is played a turn on under shared dice streams, its measures
//! averaged, and played to the battle's end under other shared streams, its results averaged;
//! the weights are those whose differences of measures best predict the differences of
//! results from the script's plan (least squares through the origin, a little ridge).

use std::sync::Arc;

use super::behaviour::{Behaviour, Plan};
use super::candidate_measures::CANDIDATES;
use super::computer::acting_units;
use super::evaluate::{CHOICE_FEATURES, FEATURES, Temper, choice_features, hand_choice_weights};
use super::lookahead::{Stream, one_turn_on, playout_to_end};
use super::worth_fit::{fit_and_judge, normal_equations, per_game, scripted_game, solve};
use crate::rules::Game;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;

/// One plan against the script's at one position: the mean measures' difference a turn on,
/// and the mean results' difference at the end.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice {
    pub features: [f64; CHOICE_FEATURES],
    pub result: f64,
    /// The same difference over each half of the battles to the end, which say how much of
    /// it is the dice's.
    pub halves: [f64; 2],
}

/// Dice streams a plan's measures are averaged over a turn on, and its results at the end.
const STREAMS: u64 = 8;
const ENDS: u64 = 16;
/// Plans weighed at a position beside the script's.
const PLANS: usize = 6;

/// The choices at one position.
fn choices_at(game: &Game, side: usize, seed: u64) -> Vec<Choice> {
    let n = game.units().len();
    let steady = Plan::steady(n);
    let every_change = acting_units(game, side)
        .into_iter()
        .flat_map(|u| {
            Behaviour::ALL
                .into_iter()
                .filter(|&b| b != Behaviour::Steady)
                .map(move |b| (u, b))
        })
        .map(|(u, b)| steady.with(u, b));
    // A few plans a position, drawn by the seed, so the fit sees many positions.
    let mut order: Vec<(u64, Plan)> = every_change
        .enumerate()
        .map(|(k, p)| (crate::rules::dice::mix(seed ^ ((k as u64) << 20)), p))
        .collect();
    order.sort_by_key(|(key, _)| *key);
    let plans: Vec<Plan> = order.into_iter().take(PLANS).map(|(_, p)| p).collect();
    let stream = |k: u64| Stream::drawn(crate::rules::dice::mix(seed ^ (k << 40)));
    let weigh = |plan: &Plan| {
        let mut f = [0.0; CHOICE_FEATURES];
        for k in 0..STREAMS {
            let end = one_turn_on(game, side, plan, stream(k));
            for (a, x) in f
                .iter_mut()
                .zip(choice_features(&end, side, Temper::BALANCED))
            {
                *a += x / STREAMS as f64;
            }
        }
        let half = |h: u64| {
            (h * ENDS / 2..(h + 1) * ENDS / 2)
                .map(|k| playout_to_end(game, side, plan, stream(1000 + k), Temper::BALANCED))
                .sum::<f64>()
                / (ENDS / 2) as f64
        };
        (f, [half(0), half(1)])
    };
    let (base_f, base_r) = weigh(&steady);
    plans
        .iter()
        .map(|p| {
            let (f, r) = weigh(p);
            let mut d = [0.0; CHOICE_FEATURES];
            for (k, x) in d.iter_mut().enumerate() {
                *x = f[k] - base_f[k];
            }
            let halves = [r[0] - base_r[0], r[1] - base_r[1]];
            Choice {
                features: d,
                result: (halves[0] + halves[1]) / 2.0,
                halves,
            }
        })
        .collect()
}

/// The choices at the positions of `games` games on each battle, `jobs` at a time.
pub fn collect(
    battles: &[(Arc<Scenario>, String)],
    rules: &Ruleset,
    games: usize,
    seed: u64,
    jobs: usize,
) -> Vec<Choice> {
    per_game(
        battles,
        rules,
        games,
        seed,
        jobs,
        |scenario, text, rules, dice| {
            let kept = |g: &Game, side| (g.imagined(0), side);
            let Some((_, positions)) = scripted_game(scenario, text, rules, dice, kept) else {
                return Vec::new();
            };
            let [a, b] = positions;
            a.iter()
                .chain(&b)
                .enumerate()
                .flat_map(|(k, (game, side))| choices_at(game, *side, dice ^ k as u64))
                .collect()
        },
    )
}

/// The weights whose differences predict the choices' results best, through the origin, with
/// `ridge` times each measure's own sum of squares added to it (so a ridge shrinks every measure
/// alike, whatever its scale); `None` when unsolvable.
pub fn fit(choices: &[Choice], ridge: f64) -> Option<[f64; CHOICE_FEATURES]> {
    let (mut a, b) = normal_equations(choices.iter().map(|c| (c.features, c.result)));
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += ridge * row[i].max(1e-9);
    }
    solve(a, b)
}

/// How well `weights` order the choices: the correlation of predicted and played differences,
/// and how often they agree on the sign where the result differs.
pub fn agreement(choices: &[Choice], weights: &[f64; CHOICE_FEATURES]) -> (f64, f64) {
    let predict = |c: &Choice| -> f64 { weights.iter().zip(c.features).map(|(w, x)| w * x).sum() };
    let ps: Vec<f64> = choices.iter().map(predict).collect();
    let results: Vec<f64> = choices.iter().map(|c| c.result).collect();
    let corr = correlation(&ps, &results);
    let (mut agree, mut counted) = (0.0, 0.0);
    for (p, c) in ps.iter().zip(choices) {
        if c.result.abs() > 1e-9 {
            counted += 1.0;
            if p.signum() == c.result.signum() {
                agree += 1.0;
            }
        }
    }
    (corr, if counted > 0.0 { agree / counted } else { 0.0 })
}

/// How far the results' differences are the plans' and not the dice's: the correlation of
/// the two halves of the battles to the end, and from it (Spearman–Brown) the highest
/// correlation any worth could reach with the whole result's difference, its reliability's
/// square root.
pub fn ceiling(choices: &[Choice]) -> (f64, f64) {
    let first: Vec<f64> = choices.iter().map(|c| c.halves[0]).collect();
    let second: Vec<f64> = choices.iter().map(|c| c.halves[1]).collect();
    let r = correlation(&first, &second);
    let whole = if r > 0.0 { 2.0 * r / (1.0 + r) } else { 0.0 };
    (r, whole.sqrt())
}

/// How well the worth's difference and the mean of `m` battles to the end, each alone and the
/// two together at their best, would follow the plans' true difference (what the battles to
/// the end tend to as they grow many): each as a correlation with it, and the weight of the
/// battles' mean beside the worth's in the best sum. The true difference's spread is what the
/// two halves of the battles share, and the worth's dice are not the battles' (their streams
/// differ), so all of it is read from the choices.
pub fn together(choices: &[Choice], weights: &[f64; CHOICE_FEATURES], m: u64) -> Option<[f64; 4]> {
    let worth: Vec<f64> = choices
        .iter()
        .map(|c| weights.iter().zip(c.features).map(|(w, x)| w * x).sum())
        .collect();
    let first: Vec<f64> = choices.iter().map(|c| c.halves[0]).collect();
    let second: Vec<f64> = choices.iter().map(|c| c.halves[1]).collect();
    let results: Vec<f64> = choices.iter().map(|c| c.result).collect();
    let true_spread = covariance(&first, &second);
    if true_spread <= 0.0 {
        return None;
    }
    // One half is ENDS / 2 battles: its noise, scaled to m battles.
    let noise = (covariance(&first, &first) + covariance(&second, &second)) / 2.0 - true_spread;
    let noise_m = noise.max(0.0) * (ENDS / 2) as f64 / m as f64;
    let w_t = covariance(&worth, &results);
    let w_w = covariance(&worth, &worth);
    let e_e = true_spread + noise_m;
    let by_worth = w_t / (w_w * true_spread).sqrt();
    let by_ends = (true_spread / e_e).sqrt();
    // The best a·worth + b·ends: solve [[ww, wt], [wt, ee]] (a, b) = (wt, tt).
    let det = w_w * e_e - w_t * w_t;
    if det.abs() < 1e-12 {
        return None;
    }
    let a = (w_t * e_e - w_t * true_spread) / det;
    let b = (w_w * true_spread - w_t * w_t) / det;
    let explained = (a * w_t + b * true_spread) / true_spread;
    Some([by_worth, by_ends, explained.max(0.0).sqrt(), b / a])
}

/// The covariance of two lists of the same length.
fn covariance(xs: &[f64], ys: &[f64]) -> f64 {
    let n = xs.len().max(1) as f64;
    let (mx, my) = (xs.iter().sum::<f64>() / n, ys.iter().sum::<f64>() / n);
    xs.iter()
        .zip(ys)
        .map(|(x, y)| (x - mx) * (y - my))
        .sum::<f64>()
        / n
}

/// Pearson's correlation of two lists of the same length; 0 when either does not vary.
fn correlation(xs: &[f64], ys: &[f64]) -> f64 {
    let (sxx, syy) = (covariance(xs, xs), covariance(ys, ys));
    if sxx > 0.0 && syy > 0.0 {
        covariance(xs, ys) / (sxx * syy).sqrt()
    } else {
        0.0
    }
}

/// Collect, fit on the even battles, judge on the odd, and fit on all.
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
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        t!(
            "fit-choices",
            choices = train.len() + test.len(),
            fitted = train.len(),
            judged = test.len(),
            battles = battles.len(),
            games = games,
            seconds = format!("{:.0}", began.elapsed().as_secs_f64())
        )
    );
    let judged = |weights: &[f64; CHOICE_FEATURES]| {
        let (c, a) = agreement(&test, weights);
        (format!("{c:.3}"), format!("{:.1}", a * 100.0))
    };
    for ridge in [0.0, 0.01, 0.1, 1.0] {
        if let Some(on_train) = fit(&train, ridge) {
            let (correlation, agreed) = judged(&on_train);
            let _ = writeln!(
                out,
                "{}",
                t!(
                    "fit-choices-fitted",
                    ridge = ridge,
                    correlation = correlation,
                    agreed = agreed
                )
            );
        }
    }
    // The worth's own measures alone, then with each candidate measure beside them: whether
    // a measure the worth does not weigh lets it follow the results better.
    let masked = |keep: &dyn Fn(usize) -> bool| -> Vec<Choice> {
        train
            .iter()
            .map(|c| {
                let mut c = *c;
                for (k, x) in c.features.iter_mut().enumerate() {
                    if !keep(k) {
                        *x = 0.0;
                    }
                }
                c
            })
            .collect()
    };
    let fitted_with = |keep: &dyn Fn(usize) -> bool| fit(&masked(keep), 0.01).map(|w| judged(&w));
    let own = |k: usize| k < FEATURES || k == CHOICE_FEATURES - 1;
    if let Some((correlation, agreed)) = fitted_with(&own) {
        let _ = writeln!(
            out,
            "{}",
            t!(
                "fit-choices-own",
                correlation = correlation,
                agreed = agreed
            )
        );
    }
    for candidate in 0..CANDIDATES {
        let with = |k: usize| own(k) || k == FEATURES + candidate;
        if let Some((correlation, agreed)) = fitted_with(&with) {
            let _ = writeln!(
                out,
                "{}",
                t!(
                    "fit-choices-candidate",
                    candidate = candidate,
                    correlation = correlation,
                    agreed = agreed
                )
            );
        }
    }
    let (correlation, agreed) = judged(&hand_choice_weights());
    let _ = writeln!(
        out,
        "{}",
        t!(
            "fit-choices-by-hand",
            correlation = correlation,
            agreed = agreed
        )
    );
    let (halves, most) = ceiling(&test);
    let _ = writeln!(
        out,
        "{}",
        t!(
            "fit-choices-ceiling",
            halves = format!("{halves:.3}"),
            ceiling = format!("{most:.3}")
        )
    );
    let all: Vec<Choice> = train.iter().chain(&test).copied().collect();
    for m in [8, 16, 24, 48] {
        if let Some([by_worth, by_ends, both, weight]) = together(&all, &hand_choice_weights(), m) {
            let _ = writeln!(
                out,
                "{}",
                t!(
                    "fit-choices-together",
                    ends = m,
                    worth = format!("{by_worth:.3}"),
                    by_ends = format!("{by_ends:.3}"),
                    both = format!("{both:.3}"),
                    weight = format!("{weight:.3}")
                )
            );
        }
    }
    let weights = fit(&all, 0.01).ok_or_else(|| t!("fit-cannot-fit"))?;
    let list: Vec<String> = weights.iter().map(|w| format!("{w:.4}")).collect();
    let _ = writeln!(out, "[{}]", list.join(", "));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differences_made_of_two_measures_are_found_again_and_ordered_alike() {
        let choices: Vec<Choice> = (0..300)
            .map(|n| {
                let mut features = [0.0; CHOICE_FEATURES];
                features[0] = f64::from(n % 13) - 6.0;
                features[CHOICE_FEATURES - 1] = f64::from(n % 5) / 5.0 - 0.4;
                for (k, f) in features
                    .iter_mut()
                    .enumerate()
                    .skip(1)
                    .take(CHOICE_FEATURES - 2)
                {
                    *f = ((k * n as usize) as f64).sin();
                }
                let result = 2.0 * features[0] + 90.0 * features[CHOICE_FEATURES - 1];
                // Halves that differ only by dice that cancel over the whole.
                let dice = if n % 2 == 0 { 1.0 } else { -1.0 };
                Choice {
                    features,
                    result,
                    halves: [result + dice, result - dice],
                }
            })
            .collect();
        let w = fit(&choices, 0.0).expect("solvable");
        assert!((w[0] - 2.0).abs() < 1e-6, "{w:?}");
        assert!((w[CHOICE_FEATURES - 1] - 90.0).abs() < 1e-6, "{w:?}");
        let (corr, agreed) = agreement(&choices, &w);
        assert!((corr - 1.0).abs() < 1e-9 && (agreed - 1.0).abs() < 1e-9);
        let mut wrong = w;
        wrong[0] = -2.0;
        wrong[CHOICE_FEATURES - 1] = -90.0;
        assert!((agreement(&choices, &wrong).0 + 1.0).abs() < 1e-9);
        // Halves nearly alike: the results are almost all the plans', a worth can follow them.
        let (halves, most) = ceiling(&choices);
        assert!(
            halves > 0.99 && halves < 1.0 && most > 0.99,
            "{halves} {most}"
        );
    }

    #[test]
    fn a_worth_and_battles_with_errors_of_their_own_follow_the_truth_better_together() {
        // Each plan's true difference t, a worth that sees t with an error of its own, and
        // two halves of battles that see it with errors of theirs, all of spread 1 and
        // unrelated (drawn from a fixed generator). Then each alone follows t with a
        // correlation of about 1/sqrt(2) (a half's 8 battles; 16 halve the battles' error),
        // and the best sum of the two more than either.
        let mut state = 7u64;
        let mut normal = move || {
            // A sum of twelve uniform draws less six: near enough normal, spread 1.
            (0..12)
                .map(|_| {
                    state = crate::rules::dice::mix(state);
                    (state >> 11) as f64 / (1u64 << 53) as f64
                })
                .sum::<f64>()
                - 6.0
        };
        let choices: Vec<Choice> = (0..20_000)
            .map(|_| {
                let t = normal();
                let mut features = [0.0; CHOICE_FEATURES];
                features[0] = t + normal();
                let halves = [t + normal(), t + normal()];
                Choice {
                    features,
                    result: (halves[0] + halves[1]) / 2.0,
                    halves,
                }
            })
            .collect();
        let mut weights = [0.0; CHOICE_FEATURES];
        weights[0] = 1.0;
        let [by_worth, by_ends, both, weight] =
            together(&choices, &weights, ENDS / 2).expect("the halves agree");
        let half = 0.5f64.sqrt();
        assert!((by_worth - half).abs() < 0.03, "{by_worth}");
        assert!((by_ends - half).abs() < 0.03, "{by_ends}");
        // Two equal views: each weighed alike, and together sqrt(2/3) of the truth.
        assert!((weight - 1.0).abs() < 0.1, "{weight}");
        assert!((both - (2.0f64 / 3.0).sqrt()).abs() < 0.03, "{both}");
        let [_, sixteen, ..] = together(&choices, &weights, ENDS).unwrap();
        assert!((sixteen - (2.0f64 / 3.0).sqrt()).abs() < 0.03, "{sixteen}");
    }

    #[test]
    fn halves_that_share_nothing_leave_no_worth_anything_to_follow() {
        let choices: Vec<Choice> = (0..200)
            .map(|n| {
                let (a, b) = (f64::from(n % 7) - 3.0, f64::from((n * 5) % 11) - 5.0);
                Choice {
                    features: [0.0; CHOICE_FEATURES],
                    result: (a + b) / 2.0,
                    halves: [a, b],
                }
            })
            .collect();
        let (halves, most) = ceiling(&choices);
        assert!(halves.abs() < 0.2, "{halves}");
        assert!(most < 0.5, "{most}");
    }
}
