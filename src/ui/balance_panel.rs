//! The Balance section of the side panel: many games of the open scenario between scripted
//! players, played on a background thread so the window keeps drawing, and what they say about
//! the scenario as a bar chart of win shares with their 95% Wilson intervals.

use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Instant;

use bevy::prelude::*;
use bevy_egui::egui;
use egui_plot::{Bar, BarChart, Line, Plot};

use crate::scenario::watch::{ScenarioFile, SharedRuleset, Source};
use crate::simulate::summary::{Report, SideReport};
use crate::simulate::{Options, Watch};

/// The game counts offered: a quick look, a fair one, and one narrow enough to trust a few
/// points' difference (the interval's width falls with the square root of the games).
const CHOICES: [usize; 3] = [20, 100, 400];

/// What the scripted players are called in `trinchera::players`.
const PLAYER: &str = "scripted";

#[derive(Resource)]
pub struct Balance {
    games: usize,
    running: Option<Running>,
    last: Option<Outcome>,
}

impl Default for Balance {
    fn default() -> Self {
        Balance {
            games: CHOICES[1],
            running: None,
            last: None,
        }
    }
}

/// A run on its thread.
struct Running {
    total: usize,
    watch: Watch,
    /// A resource is shared between systems, so it must be `Sync`; a receiver is not, and the
    /// mutex makes it so. Only the poll ever locks it.
    results: Mutex<Receiver<Result<Report, String>>>,
    started: Instant,
}

impl Drop for Running {
    /// A run nobody will read (the window closing) stops rather than playing on.
    fn drop(&mut self) {
        self.watch.stop.store(true, Ordering::Relaxed);
    }
}

/// The last run's result, and whether it was stopped before all its games were played.
struct Outcome {
    result: Result<Report, String>,
    asked: usize,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Balance>()
        .add_systems(Update, poll.run_if(resource_exists::<Balance>));
}

/// Take a finished run's report, if one came; never waits.
fn poll(mut balance: ResMut<Balance>) {
    let Some(running) = &balance.running else {
        return;
    };
    let received = match running.results.lock() {
        Ok(rx) => rx.try_recv(),
        // A poisoned lock only means a panic while it was held; the receiver is still whole.
        Err(poisoned) => poisoned.into_inner().try_recv(),
    };
    let result = match received {
        Ok(r) => r,
        Err(TryRecvError::Empty) => return,
        Err(TryRecvError::Disconnected) => Err("the games stopped without a report".to_string()),
    };
    let asked = running.total;
    balance.running = None;
    balance.last = Some(Outcome { result, asked });
}

/// The section: games, Run/Stop, progress, and the last run's chart and figures.
/// `colours` are the sides' colours on the table.
pub(super) fn section(
    ui: &mut egui::Ui,
    balance: &mut Balance,
    file: &ScenarioFile,
    rules: &SharedRuleset,
    colours: [egui::Color32; 2],
) {
    egui::CollapsingHeader::new("Balance")
        .default_open(false)
        .show(ui, |ui| {
            ui.weak(format!(
                "Scripted players against each other on {}, each side in half the games.",
                file.name()
            ));
            controls(ui, balance, file, rules);
            if let Some(out) = &balance.last {
                ui.separator();
                match &out.result {
                    Ok(report) => show_report(ui, report, out.asked, colours),
                    Err(e) => {
                        ui.colored_label(egui::Color32::from_rgb(255, 170, 160), e);
                    }
                }
            }
        });
}

fn controls(ui: &mut egui::Ui, balance: &mut Balance, file: &ScenarioFile, rules: &SharedRuleset) {
    if let Some(running) = &balance.running {
        let done = running.watch.done.load(Ordering::Relaxed);
        let stopping = running.watch.stop.load(Ordering::Relaxed);
        ui.horizontal(|ui| {
            ui.add(
                egui::ProgressBar::new(done as f32 / running.total.max(1) as f32)
                    .desired_width(160.0)
                    .text(format!("{done}/{} games", running.total)),
            );
            if ui
                .add_enabled(!stopping, egui::Button::new("Stop"))
                .on_hover_text("Play no more games; the report counts those already played")
                .clicked()
            {
                running.watch.stop.store(true, Ordering::Relaxed);
            }
        });
        ui.weak(format!(
            "{:.0} s gone{}",
            running.started.elapsed().as_secs_f64(),
            if stopping {
                ", stopping after the games under way"
            } else {
                ""
            }
        ));
        return;
    }
    ui.horizontal(|ui| {
        ui.label("Games");
        for n in CHOICES {
            ui.selectable_value(&mut balance.games, n, n.to_string());
        }
        if ui
            .button("Run")
            .on_hover_text("Plays the scenario file as it is saved now, in the background")
            .clicked()
        {
            match start(balance.games, file, rules) {
                Ok(r) => balance.running = Some(r),
                Err(e) => {
                    balance.last = Some(Outcome {
                        result: Err(e),
                        asked: balance.games,
                    })
                }
            }
        }
    });
}

/// The file the games are played on: the scenario's own file, or for the built-in battle its
/// text written to a temporary file (`simulate::run` reads a path).
fn scenario_path(file: &ScenarioFile) -> Result<PathBuf, String> {
    match &file.source {
        Source::File(p) => Ok(p.clone()),
        Source::Embedded => {
            let path = std::env::temp_dir().join(format!(
                "trinchera-balance-{}-{}",
                std::process::id(),
                crate::scenario::DEFAULT_SCENARIO_PATH
                    .rsplit(['/', '\\'])
                    .next()
                    .unwrap_or("default.ron")
            ));
            std::fs::write(&path, crate::scenario::DEFAULT_SCENARIO).map_err(|e| {
                format!(
                    "error: cannot write the built-in battle to {}: {e}",
                    path.display()
                )
            })?;
            Ok(path)
        }
    }
}

/// Start a run on its own thread.
fn start(games: usize, file: &ScenarioFile, rules: &SharedRuleset) -> Result<Running, String> {
    let scenario = scenario_path(file)?;
    let watch = Watch::default();
    let opts = Options {
        scenario,
        games,
        players: [PLAYER.to_string(), PLAYER.to_string()],
        // A new seed each run: two runs are two samples, not the same games again.
        seed: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64),
        // One core is left to the window, so the table keeps drawing while the games play.
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1)),
        out: None,
        progress: false,
        watch: Some(watch.clone()),
    };
    let ruleset = (*rules.0).clone();
    let (tx, rx) = channel();
    std::thread::Builder::new()
        .name("balance".into())
        .spawn(move || {
            // The window may have closed and dropped the receiver: nothing then to tell.
            let _ = tx.send(crate::simulate::run(&opts, ruleset));
        })
        .map_err(|e| format!("error: cannot start the games' thread: {e}"))?;
    Ok(Running {
        total: games,
        watch,
        results: Mutex::new(rx),
        started: Instant::now(),
    })
}

/// What a bar stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Win(usize),
    Draw,
}

/// One bar of the chart: a share with its interval, at `x`.
#[derive(Clone, Debug, PartialEq)]
struct BarSpec {
    x: f64,
    kind: Kind,
    label: String,
    share: f64,
    low: f64,
    high: f64,
}

/// The chart's bars, left to right: the first side's wins, draws, the second side's wins.
/// Shares are in percent.
fn bars(sides: &[SideReport; 2]) -> Vec<BarSpec> {
    let spec = |x: f64, kind: Kind, label: String, s: &crate::simulate::summary::Share| BarSpec {
        x,
        kind,
        label,
        share: s.share * 100.0,
        low: s.low * 100.0,
        high: s.high * 100.0,
    };
    vec![
        spec(
            0.0,
            Kind::Win(0),
            format!("{} wins", sides[0].name),
            &sides[0].wins,
        ),
        spec(1.0, Kind::Draw, "Draws".to_string(), &sides[0].draws),
        spec(
            2.0,
            Kind::Win(1),
            format!("{} wins", sides[1].name),
            &sides[1].wins,
        ),
    ]
}

/// A bar's label cut to its first word and at most ten characters, for the axis.
fn axis_word(label: &str) -> String {
    label
        .split_whitespace()
        .next()
        .unwrap_or("")
        .chars()
        .take(10)
        .collect()
}

/// Half the width of an error line's caps, in the chart's x units (bars are 0.6 wide).
const CAP: f64 = 0.12;

/// The error line of a bar as segments: the interval itself and a cap at each end.
fn error_segments(b: &BarSpec) -> [[[f64; 2]; 2]; 3] {
    [
        [[b.x, b.low], [b.x, b.high]],
        [[b.x - CAP, b.low], [b.x + CAP, b.low]],
        [[b.x - CAP, b.high], [b.x + CAP, b.high]],
    ]
}

fn show_report(ui: &mut egui::Ui, report: &Report, asked: usize, colours: [egui::Color32; 2]) {
    let specs = bars(&report.sides);
    let draw_colour = egui::Color32::from_gray(150);
    let interval_colour = egui::Color32::from_gray(235);
    // The axis under a panel-wide chart has room for a word a bar: egui_plot leaves out labels
    // that would overlap, so a long name would hide its neighbour's.
    let names: Vec<String> = specs.iter().map(|b| axis_word(&b.label)).collect();
    Plot::new("balance_plot")
        .height(170.0)
        .include_y(0.0)
        .include_y(100.0)
        .include_x(-0.6)
        .include_x(2.6)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_grid([false, true])
        .x_axis_formatter(move |mark, _| {
            // Only the bars' own places are named; the grid's other marks stay blank.
            let i = mark.value.round();
            if (mark.value - i).abs() < 1e-6 && (0.0..3.0).contains(&i) {
                names.get(i as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        .y_axis_formatter(|mark, _| format!("{:.0}%", mark.value))
        .show(ui, |plot| {
            for b in &specs {
                let fill = match b.kind {
                    Kind::Win(s) => colours.get(s).copied().unwrap_or(draw_colour),
                    Kind::Draw => draw_colour,
                };
                plot.bar_chart(
                    BarChart::new(
                        b.label.clone(),
                        vec![Bar::new(b.x, b.share).width(0.6).fill(fill).name(format!(
                            "{}: {:.1}% [{:.1}% – {:.1}%]",
                            b.label, b.share, b.low, b.high
                        ))],
                    )
                    .color(fill),
                );
                for (i, seg) in error_segments(b).into_iter().enumerate() {
                    plot.line(
                        Line::new(format!("{} interval {i}", b.label), seg.to_vec())
                            .color(interval_colour)
                            .width(1.5),
                    );
                }
            }
        });
    figures(ui, report, asked, colours);
}

/// The figures under the chart.
fn figures(ui: &mut egui::Ui, report: &Report, asked: usize, colours: [egui::Color32; 2]) {
    let pct = |s: &crate::simulate::summary::Share| {
        format!(
            "{} ({:.1}%, {:.1}–{:.1}%)",
            s.games,
            s.share * 100.0,
            s.low * 100.0,
            s.high * 100.0
        )
    };
    egui::Grid::new("balance_figures")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for (side, colour) in report.sides.iter().zip(colours) {
                // In the side's bar colour, to tie the figures to the chart.
                ui.label(egui::RichText::new(&side.name).strong().color(colour));
                ui.vertical(|ui| {
                    ui.label(format!("wins {}", pct(&side.wins)));
                    ui.label(format!("draws {}", pct(&side.draws)));
                    ui.label(format!("losses {}", pct(&side.losses)));
                });
                ui.end_row();
            }
        });
    ui.weak("Intervals: 95% Wilson.");
    let stopped = if report.games_played < asked {
        format!(" (stopped: {} of {asked} played)", report.games_played)
    } else {
        String::new()
    };
    ui.label(format!(
        "{} games counted{stopped} in {:.1} s, {:.1} turns on average",
        report.games_counted, report.seconds, report.mean_turns
    ));
    if !report.failed.is_empty() {
        ui.colored_label(
            egui::Color32::from_rgb(255, 200, 120),
            format!(
                "{} game{} did not finish and are not counted",
                report.failed.len(),
                if report.failed.len() == 1 { "" } else { "s" }
            ),
        )
        .on_hover_text(report.failed.join("\n"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulate::summary::Share;
    use crate::simulate::wilson::wilson;

    fn share(k: usize, n: usize) -> Share {
        let (low, high) = wilson(k, n);
        Share {
            games: k,
            share: k as f64 / n as f64,
            low,
            high,
        }
    }

    fn side(name: &str, w: usize, d: usize, n: usize) -> SideReport {
        SideReport {
            id: name.to_lowercase(),
            name: name.to_string(),
            wins: share(w, n),
            draws: share(d, n),
            losses: share(n - w - d, n),
            mean_casualties: 0.0,
        }
    }

    #[test]
    fn bars_are_wins_draws_wins_in_percent_with_their_intervals() {
        let sides = [side("Republic", 12, 3, 20), side("Nationalists", 5, 3, 20)];
        let b = bars(&sides);
        assert_eq!(b.len(), 3);
        assert_eq!(
            b.iter().map(|b| b.kind).collect::<Vec<_>>(),
            [Kind::Win(0), Kind::Draw, Kind::Win(1)]
        );
        assert_eq!(b.iter().map(|b| b.x).collect::<Vec<_>>(), [0.0, 1.0, 2.0]);
        assert_eq!(b[0].label, "Republic wins");
        assert!((b[0].share - 60.0).abs() < 1e-9);
        assert!((b[1].share - 15.0).abs() < 1e-9);
        assert!((b[2].share - 25.0).abs() < 1e-9);
        let (low, high) = wilson(12, 20);
        assert!((b[0].low - low * 100.0).abs() < 1e-9);
        assert!((b[0].high - high * 100.0).abs() < 1e-9);
        for b in &b {
            assert!(b.low <= b.share && b.share <= b.high, "{b:?}");
        }
    }

    #[test]
    fn axis_words_are_short() {
        assert_eq!(axis_word("Nationalists wins"), "Nationalis");
        assert_eq!(axis_word("Draws"), "Draws");
        assert_eq!(axis_word(""), "");
    }

    #[test]
    fn error_line_spans_the_interval_with_a_cap_at_each_end() {
        let b = BarSpec {
            x: 2.0,
            kind: Kind::Win(1),
            label: String::new(),
            share: 50.0,
            low: 30.0,
            high: 70.0,
        };
        let [stem, bottom, top] = error_segments(&b);
        assert_eq!(stem, [[2.0, 30.0], [2.0, 70.0]]);
        assert_eq!(bottom, [[2.0 - CAP, 30.0], [2.0 + CAP, 30.0]]);
        assert_eq!(top, [[2.0 - CAP, 70.0], [2.0 + CAP, 70.0]]);
    }
}
