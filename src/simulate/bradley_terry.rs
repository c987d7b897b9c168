//! Ratings fitted to every pairing at once (Bradley–Terry, draws counted as half a win), in Elo
//! points, with intervals from resampling the games.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// What one player scored against another: `score` is wins plus half the draws, of `games`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Meeting {
    pub a: usize,
    pub b: usize,
    /// A's score against B.
    pub score: f64,
    pub games: usize,
}

/// One player's rating and its 95% interval, in Elo points from the anchor player's 0.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Rating {
    pub player: String,
    pub elo: f64,
    pub low: f64,
    pub high: f64,
}

/// The strengths (Bradley–Terry `p`) that best explain the meetings, by Hunter's MM steps.
/// Each pair that met is given one drawn game more, so that a player who won every game has
/// a finite rating (the usual prior: it pulls ratings a little toward each other).
pub fn strengths(players: usize, meetings: &[Meeting]) -> Vec<f64> {
    let mut wins = vec![0.0; players];
    let mut n = vec![vec![0.0; players]; players];
    for m in meetings {
        if m.games == 0 || m.a == m.b {
            continue;
        }
        wins[m.a] += m.score + 0.5;
        wins[m.b] += m.games as f64 - m.score + 0.5;
        n[m.a][m.b] += m.games as f64 + 1.0;
        n[m.b][m.a] += m.games as f64 + 1.0;
    }
    let mut p = vec![1.0; players];
    for _ in 0..2000 {
        let mut next = p.clone();
        for i in 0..players {
            let d: f64 = (0..players)
                .filter(|&j| j != i && n[i][j] > 0.0)
                .map(|j| n[i][j] / (p[i] + p[j]))
                .sum();
            if d > 0.0 {
                next[i] = wins[i] / d;
            }
        }
        // Strengths are known up to a factor: keep their geometric mean at 1.
        let mean = next.iter().map(|x| x.ln()).sum::<f64>() / players as f64;
        for x in &mut next {
            *x /= mean.exp();
        }
        let moved = p
            .iter()
            .zip(&next)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max);
        p = next;
        if moved < 1e-12 {
            break;
        }
    }
    p
}

/// Elo points of each player above `anchor`: 400 log10 of the ratio of strengths.
pub fn elo(p: &[f64], anchor: usize) -> Vec<f64> {
    p.iter().map(|x| 400.0 * (x / p[anchor]).log10()).collect()
}

/// Ratings of `names` from the meetings, anchored at `anchor` (0 Elo), with 95% intervals from
/// `resamples` fits to the games drawn again with replacement within each pairing (seeded:
/// the same games give the same intervals). `outcomes[k]` are the scores (1, ½, 0) of A in
/// the games of meeting `k`.
pub fn ratings(
    names: &[String],
    meetings: &[Meeting],
    outcomes: &[Vec<f64>],
    anchor: usize,
    resamples: usize,
    seed: u64,
) -> Vec<Rating> {
    let point = elo(&strengths(names.len(), meetings), anchor);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut draws: Vec<Vec<f64>> = vec![Vec::with_capacity(resamples); names.len()];
    for _ in 0..resamples {
        let again: Vec<Meeting> = meetings
            .iter()
            .zip(outcomes)
            .map(|(m, games)| {
                let score = (0..games.len())
                    .map(|_| games[rng.random_range(0..games.len())])
                    .sum();
                Meeting { score, ..*m }
            })
            .collect();
        for (i, e) in elo(&strengths(names.len(), &again), anchor)
            .into_iter()
            .enumerate()
        {
            draws[i].push(e);
        }
    }
    names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let mut d = draws[i].clone();
            d.sort_by(f64::total_cmp);
            let at = |q: f64| {
                if d.is_empty() {
                    point[i]
                } else {
                    d[((d.len() - 1) as f64 * q).round() as usize]
                }
            };
            Rating {
                player: name.clone(),
                elo: point[i],
                low: at(0.025),
                high: at(0.975),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_players_who_split_the_games_are_level() {
        let m = [Meeting {
            a: 0,
            b: 1,
            score: 10.0,
            games: 20,
        }];
        let e = elo(&strengths(2, &m), 0);
        assert!(e[1].abs() < 1e-9, "{e:?}");
    }

    #[test]
    fn a_75_percent_score_is_about_191_elo() {
        // Expected score 1 / (1 + 10^(-d/400)) = 0.75 at d = 400 log10(3) = 190.8. With the
        // one drawn game of the prior, 30.5 of 41 is 0.744: 185.7 points.
        let m = [Meeting {
            a: 0,
            b: 1,
            score: 30.0,
            games: 40,
        }];
        let e = elo(&strengths(2, &m), 1);
        let want = 400.0 * (30.5f64 / 10.5).log10();
        assert!((e[0] - want).abs() < 1e-6, "{} against {want}", e[0]);
    }

    #[test]
    fn ratings_fit_all_pairings_and_an_unbeaten_player_stays_finite() {
        // A beats B 3:1, B beats C 3:1, A beats C every time.
        let meetings = [
            Meeting {
                a: 0,
                b: 1,
                score: 15.0,
                games: 20,
            },
            Meeting {
                a: 1,
                b: 2,
                score: 15.0,
                games: 20,
            },
            Meeting {
                a: 0,
                b: 2,
                score: 20.0,
                games: 20,
            },
        ];
        let e = elo(&strengths(3, &meetings), 2);
        assert!(e[0] > e[1] && e[1] > 0.0 && e[0].is_finite(), "{e:?}");
        let outcomes: Vec<Vec<f64>> = meetings
            .iter()
            .map(|m| {
                (0..m.games)
                    .map(|k| if (k as f64) < m.score { 1.0 } else { 0.0 })
                    .collect()
            })
            .collect();
        let names: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        let r = ratings(&names, &meetings, &outcomes, 2, 200, 7);
        assert_eq!(r[2].elo, 0.0);
        for x in &r[..2] {
            assert!(x.low <= x.elo && x.elo <= x.high, "{x:?}");
        }
        // The same games and seed give the same intervals.
        assert_eq!(r, ratings(&names, &meetings, &outcomes, 2, 200, 7));
    }
}
