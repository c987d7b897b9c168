//! `trinchera ladder`: every pair of players over a set of battles (the shipped ones, files
//! given, or battles generated from seeds), each playing each side in half the games; per
//! battle and pooled scores with Wilson intervals, and a rating for every player fitted to all
//! the pairings (Bradley–Terry in Elo points, with intervals).

use std::sync::Arc;

use rayon::prelude::*;
use serde::Serialize;

use super::bradley_terry::{Meeting, Rating, ratings};
use super::one_game::{Setup, game_seed, play_one};
use super::wilson::wilson_score;
use crate::players::driver::Limits;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::words::Msg;

/// A battle of the ladder: its name in the report and its scenario.
#[derive(Clone, Debug)]
pub struct Battle {
    /// Where it came from, as the JSON and the records name it (a file, or a seed).
    pub name: String,
    /// Its name in words for people, when it is not a file's path (a generated battle's).
    pub label: Option<Msg>,
    pub text: String,
    pub scenario: Arc<Scenario>,
}

impl Battle {
    /// A battle from a scenario's text; `name` is where it came from (a file, or a seed).
    pub fn parse(name: &str, text: String, rules: &Ruleset) -> Result<Self, String> {
        let scenario = crate::scenario::parse(name, &text, rules).map_err(|e| e.render())?;
        Ok(Battle {
            name: name.to_string(),
            label: None,
            text,
            scenario: Arc::new(scenario),
        })
    }

    /// The same battle, shown in the report as `label` says in the reader's language.
    pub fn labelled(self, label: Msg) -> Self {
        Battle {
            label: Some(label),
            ..self
        }
    }
}

/// What the ladder plays.
#[derive(Clone, Debug)]
pub struct Options {
    pub players: Vec<String>,
    pub battles: Vec<Battle>,
    /// Games each pair plays on each battle (each player takes each side in half of them).
    pub games: usize,
    pub seed: u64,
    pub jobs: usize,
    pub progress: bool,
}

/// A pair's score on one battle: A's wins, the draws and B's wins.
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    pub battle: String,
    /// The battle in words for people (`None`: its name as it is): not in the JSON.
    #[serde(skip)]
    pub label: Option<Msg>,
    pub a_wins: usize,
    pub draws: usize,
    pub b_wins: usize,
    /// Games that failed (errored or hit a cap): not counted.
    pub failed: usize,
    /// A's score (wins and half the draws) as a share, with its 95% Wilson interval.
    pub a_share: f64,
    pub low: f64,
    pub high: f64,
}

/// One pair over every battle, and pooled.
#[derive(Clone, Debug, Serialize)]
pub struct Pairing {
    pub a: String,
    pub b: String,
    pub rows: Vec<Row>,
    pub pooled: Row,
}

/// The whole ladder.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub seed: u64,
    pub games_per_battle: usize,
    pub battles: Vec<String>,
    pub pairings: Vec<Pairing>,
    /// Anchored at `scripted` (0) when it plays, else the first player.
    pub ratings: Vec<Rating>,
    pub seconds: f64,
}

/// A's score as a share of the counted games, a draw half a win, with the Wilson interval of
/// that share over the games.
fn row(battle: &str, label: Option<Msg>, outcomes: &[Option<f64>]) -> Row {
    let counted: Vec<f64> = outcomes.iter().flatten().copied().collect();
    let n = counted.len();
    let score: f64 = counted.iter().sum();
    let (low, high) = wilson_score(score, n);
    Row {
        battle: battle.to_string(),
        label,
        a_wins: counted.iter().filter(|s| **s == 1.0).count(),
        draws: counted.iter().filter(|s| **s == 0.5).count(),
        b_wins: counted.iter().filter(|s| **s == 0.0).count(),
        failed: outcomes.len() - n,
        a_share: if n == 0 { 0.0 } else { score / n as f64 },
        low,
        high,
    }
}

/// Play the ladder. Errors: a player nobody knows, fewer than two players, no battles.
pub fn run(opts: &Options, rules: Ruleset) -> Result<Report, String> {
    for p in &opts.players {
        if crate::players::by_name(p).is_none() {
            return Err(crate::t!(
                "sim-no-player",
                name = p,
                players = crate::players::NAMES.join(", ")
            ));
        }
    }
    if opts.players.len() < 2 {
        return Err(crate::t!("ladder-two-players"));
    }
    if opts.battles.is_empty() {
        return Err(crate::t!("ladder-one-battle"));
    }
    let rules = Arc::new(rules);
    let setups: Vec<Setup> = opts
        .battles
        .iter()
        .map(|b| Setup {
            scenario: b.scenario.clone(),
            scenario_text: b.text.clone(),
            scenario_in_record: b.name.clone(),
            rules: rules.clone(),
            limits: Limits::default(),
        })
        .collect();
    let pairs: Vec<(usize, usize)> = (0..opts.players.len())
        .flat_map(|a| (a + 1..opts.players.len()).map(move |b| (a, b)))
        .collect();
    // Every game: (pair, battle, number). A takes the first side in odd-numbered games.
    let jobs: Vec<(usize, usize, usize)> = (0..pairs.len())
        .flat_map(|p| (0..setups.len()).flat_map(move |b| (1..=opts.games).map(move |n| (p, b, n))))
        .collect();
    let bar = super::games_bar(jobs.len(), opts.progress);
    let pool = super::games_pool(opts.jobs)?;
    let started = std::time::Instant::now();
    // A's score in each game (1, ½, 0), `None` for a game that failed.
    let scores: Vec<Option<f64>> = pool.install(|| {
        jobs.par_iter()
            .map(|&(p, b, n)| {
                let (a, bb) = pairs[p];
                let (na, nb) = (opts.players[a].as_str(), opts.players[bb].as_str());
                let a_first = n % 2 == 1;
                let sides = if a_first { [na, nb] } else { [nb, na] };
                // Every battle and pair has dice of its own; the same game number on the same
                // battle shares them across pairs, so pairs are compared on the same dice.
                let seed = game_seed(
                    opts.seed ^ (b as u64).wrapping_mul(0xA24B_AED4_963E_E407),
                    n,
                );
                let g = play_one(&setups[b], n, seed, sides, None);
                bar.inc(1);
                (g.finished && g.error.is_none()).then(|| {
                    let a_side = if a_first { 0 } else { 1 };
                    match g.winner {
                        Some(w) if w == a_side => 1.0,
                        Some(_) => 0.0,
                        None => 0.5,
                    }
                })
            })
            .collect()
    });
    bar.finish_and_clear();
    let mut pairings = Vec::new();
    let mut meetings = Vec::new();
    let mut outcomes = Vec::new();
    for (pi, &(a, b)) in pairs.iter().enumerate() {
        let of = |battle: Option<usize>| -> Vec<Option<f64>> {
            jobs.iter()
                .zip(&scores)
                .filter(|((p, bt, _), _)| *p == pi && battle.is_none_or(|x| x == *bt))
                .map(|(_, s)| *s)
                .collect()
        };
        let rows = (0..setups.len())
            .map(|bt| {
                let b = &opts.battles[bt];
                row(&b.name, b.label.clone(), &of(Some(bt)))
            })
            .collect();
        let all = of(None);
        let counted: Vec<f64> = all.iter().flatten().copied().collect();
        meetings.push(Meeting {
            a,
            b,
            score: counted.iter().sum(),
            games: counted.len(),
        });
        outcomes.push(counted);
        pairings.push(Pairing {
            a: opts.players[a].clone(),
            b: opts.players[b].clone(),
            rows,
            pooled: {
                let all_battles = crate::msg!("ladder-all-battles");
                row(&all_battles.en(), Some(all_battles), &all)
            },
        });
    }
    let anchor = opts
        .players
        .iter()
        .position(|p| p == "scripted")
        .unwrap_or(0);
    let ratings = ratings(&opts.players, &meetings, &outcomes, anchor, 400, opts.seed);
    Ok(Report {
        seed: opts.seed,
        games_per_battle: opts.games,
        battles: opts.battles.iter().map(|b| b.name.clone()).collect(),
        pairings,
        ratings,
        seconds: started.elapsed().as_secs_f64(),
    })
}

fn pct(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

/// The report as a person reads it: each pairing per battle and pooled, then the ratings.
pub fn to_text(r: &Report) -> String {
    let mut out = crate::t!(
        "ladder-heading",
        battles = r.battles.len(),
        games = r.games_per_battle,
        seed = r.seed,
        seconds = format!("{:.0}", r.seconds)
    );
    out.push('\n');
    for p in &r.pairings {
        out += &format!("\n{}\n", crate::t!("ladder-pairing", a = &p.a, b = &p.b));
        let shown: Vec<(String, &Row)> = p
            .rows
            .iter()
            .chain(std::iter::once(&p.pooled))
            .map(|x| (x.label.as_ref().map_or(x.battle.clone(), Msg::text), x))
            .collect();
        // Wide enough for every battle's name and the pooled row's.
        let width = shown
            .iter()
            .map(|(name, _)| name.chars().count())
            .max()
            .unwrap_or(0)
            .max(11);
        for (name, x) in &shown {
            let failed = if x.failed > 0 {
                format!(" ({})", crate::t!("ladder-failed", n = x.failed))
            } else {
                String::new()
            };
            out += &format!(
                "  {:<width$}  {:>6} [{}–{}]  {}–{}–{}{failed}\n",
                name,
                pct(x.a_share),
                pct(x.low),
                pct(x.high),
                x.a_wins,
                x.draws,
                x.b_wins,
            );
        }
    }
    out += &format!("\n{}\n", crate::t!("ladder-ratings"));
    let mut sorted = r.ratings.clone();
    sorted.sort_by(|a, b| b.elo.total_cmp(&a.elo));
    for x in sorted {
        let interval = crate::t!(
            "ladder-rating-interval",
            low = format!("{:.0}", x.low),
            high = format!("{:.0}", x.high)
        );
        out += &format!("  {:<10} {:>7.0}  {interval}\n", x.player, x.elo);
    }
    out
}
