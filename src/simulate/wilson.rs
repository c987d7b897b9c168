//! The Wilson score interval: where the true share of an outcome lies, at 95%, after `k` of
//! `n` games. Unlike the plain ±1.96·√(p(1−p)/n) it stays inside 0..1 and is honest when a
//! side won none or all of few games.

/// The 97.5th percentile of the normal distribution: a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The 95% Wilson interval of `k` successes in `n` trials; `(0, 1)` when there are none.
pub fn wilson(k: usize, n: usize) -> (f64, f64) {
    wilson_score(k.min(n) as f64, n)
}

/// The 95% Wilson interval of a score of `score` out of `n` games, a draw counting half: the
/// share is the score over the games, and the games (not half-games) are the trials, so draws
/// do not narrow the interval as if each game were two.
pub fn wilson_score(score: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let p = (score / n).clamp(0.0, 1.0);
    let z2 = Z95 * Z95;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::wilson;

    fn close(got: (f64, f64), want: (f64, f64)) {
        assert!(
            (got.0 - want.0).abs() < 5e-4 && (got.1 - want.1).abs() < 5e-4,
            "{got:?} is not {want:?}"
        );
    }

    #[test]
    fn the_wilson_interval_matches_published_values() {
        // Values from the formula as given by Wilson (1927) and in Newcombe (1998), table I.
        close(wilson(50, 100), (0.4038, 0.5962));
        close(wilson(0, 10), (0.0, 0.2775));
        close(wilson(10, 10), (0.7225, 1.0));
        close(wilson(81, 263), (0.2553, 0.3662));
        close(wilson(15, 148), (0.0624, 0.1605));
        // A score with draws is the share of its games: 50 of 100 as 40 wins and 20 draws.
        close(super::wilson_score(50.0, 100), (0.4038, 0.5962));
    }

    #[test]
    fn no_games_say_nothing_and_more_games_say_more() {
        assert_eq!(wilson(0, 0), (0.0, 1.0));
        let few = wilson(5, 10);
        let many = wilson(500, 1000);
        assert!(many.1 - many.0 < few.1 - few.0);
    }
}
