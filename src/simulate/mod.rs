//! `trinchera simulate`: many games of a scenario between computer players, in parallel, and
//! the balance report they add up to (who wins how often, with what certainty, how long games
//! last, how bloody they are, and every game's seed and record to look into).

pub mod bradley_terry;
pub mod chart;
pub mod ladder;
pub mod one_game;
pub mod summary;
pub mod wilson;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;

use crate::players::driver::Limits;
use crate::ruleset::Ruleset;
use one_game::{GameSummary, Setup, game_seed, play_one};
use summary::{Names, Report};

/// What `simulate` was asked to do.
#[derive(Clone, Debug)]
pub struct Options {
    pub scenario: PathBuf,
    pub games: usize,
    /// Players A and B: A takes the first side in odd-numbered games, B in even ones.
    pub players: [String; 2],
    pub seed: u64,
    pub jobs: usize,
    pub out: Option<PathBuf>,
    /// Show a progress bar (on a terminal).
    pub progress: bool,
    /// For a caller on another thread (the window's Balance panel): how many games are done,
    /// and a flag that stops the run early. The command line has none.
    pub watch: Option<Watch>,
}

/// A run seen and steered from another thread while it plays.
#[derive(Clone, Debug, Default)]
pub struct Watch {
    /// Games played so far.
    pub done: Arc<AtomicUsize>,
    /// Set to stop: the games not yet begun are not played, and the report counts those that
    /// were.
    pub stop: Arc<AtomicBool>,
}

/// `to` written relative to the folder `from`, so a record in `from` finds its scenario; an
/// absolute path when there is no relative one (another drive).
fn relative_to(to: &Path, from: &Path) -> String {
    let (Ok(to), Ok(from)) = (to.canonicalize(), from.canonicalize()) else {
        return to.display().to_string();
    };
    let (t, f): (Vec<_>, Vec<_>) = (to.components().collect(), from.components().collect());
    let common = t.iter().zip(&f).take_while(|(a, b)| a == b).count();
    if common == 0 {
        return to.display().to_string();
    }
    let mut rel = PathBuf::new();
    for _ in common..f.len() {
        rel.push("..");
    }
    for c in &t[common..] {
        rel.push(c);
    }
    rel.display().to_string().replace('\\', "/")
}

/// Play the games and add them up. Errors are for the command line: a scenario that cannot
/// be read, a player nobody knows, an output folder that cannot be made.
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
    let path = opts.scenario.display().to_string();
    let text = crate::record::read_text(&opts.scenario)?;
    if crate::record::is_record(&text) {
        return Err(crate::t!("sim-record-not-scenario", path = &path));
    }
    let scenario = crate::scenario::parse(&opts.scenario.display().to_string(), &text, &rules)
        .map_err(|e| e.render())?;
    if let Some(dir) = &opts.out {
        let folder = dir.display().to_string();
        std::fs::create_dir_all(dir).map_err(|e| {
            crate::t!(
                "sim-cannot-make-folder",
                path = &folder,
                error = e.to_string()
            )
        })?;
        // A saved game is never written over by another: not even by a later simulation.
        if dir.join("game-0001.ron").exists() {
            return Err(crate::t!("sim-folder-holds-games", path = &folder));
        }
    }
    let scenario_in_record = match &opts.out {
        Some(dir) => relative_to(&opts.scenario, dir),
        None => opts.scenario.display().to_string(),
    };
    let setup = Setup {
        scenario: Arc::new(scenario),
        scenario_text: text,
        scenario_in_record,
        rules: Arc::new(rules),
        limits: Limits::default(),
    };
    let bar = games_bar(opts.games, opts.progress);
    let pool = games_pool(opts.jobs)?;
    let started = std::time::Instant::now();
    let names = [opts.players[0].as_str(), opts.players[1].as_str()];
    let games: Vec<GameSummary> = pool.install(|| {
        (1..=opts.games)
            .into_par_iter()
            .filter_map(|number| {
                if opts
                    .watch
                    .as_ref()
                    .is_some_and(|w| w.stop.load(Ordering::Relaxed))
                {
                    return None;
                }
                // A takes the first side in odd-numbered games, B in even ones: each player
                // plays each side in half the games.
                let sides = if number % 2 == 1 {
                    names
                } else {
                    [names[1], names[0]]
                };
                let g = play_one(
                    &setup,
                    number,
                    game_seed(opts.seed, number),
                    sides,
                    opts.out.as_deref(),
                );
                bar.inc(1);
                if let Some(w) = &opts.watch {
                    w.done.fetch_add(1, Ordering::Relaxed);
                }
                Some(g)
            })
            .collect()
    });
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    let sides = [0, 1].map(|s| {
        setup
            .scenario
            .sides
            .get(s)
            .map_or((String::new(), String::new()), |x| {
                (x.id.value.clone(), x.name.clone())
            })
    });
    let names = Names {
        scenario: opts.scenario.display().to_string(),
        title: setup.scenario.title.clone(),
        sides,
        players: opts.players.clone(),
        seed: opts.seed,
    };
    Ok(summary::report(names, games, seconds))
}

/// A bar counting `games` on standard error, or a hidden one when `shown` is false.
pub(crate) fn games_bar(games: usize, shown: bool) -> ProgressBar {
    if !shown {
        return ProgressBar::hidden();
    }
    let b = ProgressBar::new(games as u64);
    // The bar's fields go into the words as themselves, for indicatif to fill in.
    let template = crate::t!(
        "sim-progress",
        bar = "{bar:40}",
        pos = "{pos}",
        len = "{len}",
        elapsed = "{elapsed}",
        eta = "{eta}"
    );
    if let Ok(style) = ProgressStyle::with_template(&template) {
        b.set_style(style);
    }
    b
}

/// The threads games are played on: `jobs` of them, at least one.
pub(crate) fn games_pool(jobs: usize) -> Result<rayon::ThreadPool, String> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .build()
        .map_err(|e| crate::t!("sim-cannot-start-threads", n = jobs, error = e.to_string()))
}

/// The command: run, then print the report (text or JSON) and write the chart with `--out`.
pub fn command(opts: &Options, json: bool, rules: Ruleset) -> ExitCode {
    let report = match run(opts, rules) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let mut chart_note = None;
    if let Some(dir) = &opts.out {
        let png = dir.join("balance.png");
        let path = png.display().to_string();
        chart_note = Some(match chart::draw(&report, &png, (1200, 600)) {
            Ok(()) => crate::t!("sim-chart-written", path = path),
            Err(e) => crate::t!("sim-chart-failed", path = path, error = e),
        });
    }
    use std::io::Write as _;
    let text = if json {
        serde_json::to_string_pretty(&report).unwrap_or_default()
    } else {
        summary::to_text(&report)
    };
    if writeln!(std::io::stdout(), "{}", text.trim_end()).is_err() {
        return ExitCode::SUCCESS;
    }
    if let Some(note) = chart_note {
        eprintln!("{note}");
    }
    if report.failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Whether a progress bar belongs on standard error: only on a terminal.
pub fn progress_wanted() -> bool {
    std::io::stderr().is_terminal()
}
