//! The Balance section of the side panel: many games of the open scenario between two computer
//! players the designer picks, played on a background thread so the window keeps drawing, and
//! what they say about the scenario: a bar chart of win shares with their 95% Wilson intervals,
//! then a line for each player.

use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Instant;

use bevy::prelude::*;
use bevy_egui::egui;
use egui_plot::{Bar, BarChart, Line, Plot};

use crate::scenario::watch::{ScenarioFile, SharedRuleset, Source};
use crate::simulate::summary::{PlayerReport, Report, SideReport};
use crate::simulate::{Options, Watch};

/// The game counts offered: a quick look, a fair one, and one narrow enough to trust a few
/// points' difference (the interval's width falls with the square root of the games).
const CHOICES: [usize; 3] = [20, 100, 400];

/// The player both slots start with: fast, and the one the README's balance figures use.
const PLAYER: &str = "scripted";

#[derive(Resource)]
pub struct Balance {
    games: usize,
    /// Players A and B, names from `trinchera::players::NAMES`.
    players: [String; 2],
    running: Option<Running>,
    last: Option<Outcome>,
    /// Games the command line asked for, started on the first frame.
    asked: Option<usize>,
    /// Open the section and keep it in view, until the report has been shown for
    /// `REVEAL_FRAMES` frames.
    reveal: bool,
    reveal_frames: u32,
    /// The command line's games are played from this seed, so a screenshot is the same
    /// picture every time; games started from the panel take a new seed each run.
    seed: Option<u64>,
}

/// Frames the report stays scrolled into view after it comes: enough for the panel's layout,
/// which lags a frame behind its content, to settle.
const REVEAL_FRAMES: u32 = 5;

/// The seed of the games `screenshot --balance` asks for, as `simulate`'s default.
const SCREENSHOT_SEED: u64 = 1;

impl Default for Balance {
    fn default() -> Self {
        Balance {
            games: CHOICES[1],
            players: [PLAYER.to_string(), PLAYER.to_string()],
            running: None,
            last: None,
            asked: None,
            reveal: false,
            reveal_frames: 0,
            seed: None,
        }
    }
}

impl Balance {
    /// The section as `screenshot --balance N` opens it: shown, and N games between `players`
    /// started as the window opens.
    pub fn asked(games: usize, players: [String; 2]) -> Self {
        Balance {
            games,
            players,
            asked: Some(games),
            reveal: true,
            seed: Some(SCREENSHOT_SEED),
            ..default()
        }
    }

    /// Games are asked for or being played, or their report is still being brought into
    /// view: a screenshot waits until it can show the report.
    pub fn busy(&self) -> bool {
        self.asked.is_some() || self.running.is_some() || self.reveal
    }

    /// What a run of the chosen games between the chosen players is asked to do.
    fn options(&self, scenario: PathBuf, watch: Watch) -> Options {
        Options {
            scenario,
            games: self.games,
            players: self.players.clone(),
            // A new seed each run: two runs are two samples, not the same games again.
            seed: self.seed.unwrap_or_else(crate::rules::dice::clock_seed),
            // One core is left to the window, so the table keeps drawing while the games play.
            jobs: std::thread::available_parallelism()
                .map_or(1, |n| n.get().saturating_sub(1).max(1)),
            out: None,
            progress: false,
            watch: Some(watch),
        }
    }

    /// Start the chosen games; a failure to start is shown where the report would be.
    fn start(&mut self, file: &ScenarioFile, rules: &SharedRuleset) {
        match start(self, file, rules) {
            Ok(r) => self.running = Some(r),
            Err(e) => {
                self.last = Some(Outcome {
                    result: Err(e),
                    asked: self.games,
                })
            }
        }
    }
}

/// A run on its thread.
struct Running {
    total: usize,
    players: [String; 2],
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
    app.init_resource::<Balance>().add_systems(
        Update,
        (start_asked, poll).run_if(resource_exists::<Balance>),
    );
}

/// The games the command line asked for start as soon as the scenario is known; the panel
/// need not be drawn for them to play.
fn start_asked(
    mut balance: ResMut<Balance>,
    file: Option<Res<ScenarioFile>>,
    rules: Option<Res<SharedRuleset>>,
) {
    if balance.asked.is_none() {
        return;
    }
    let (Some(file), Some(rules)) = (file, rules) else {
        return;
    };
    balance.asked = None;
    balance.start(&file, &rules);
    // Runs started later from the panel are new samples.
    balance.seed = None;
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
        Err(TryRecvError::Disconnected) => Err(t!("bal-no-report")),
    };
    let asked = running.total;
    balance.running = None;
    balance.last = Some(Outcome { result, asked });
}

/// The section: players, games, Run/Stop, progress, and the last run's chart and figures.
/// `colours` are the sides' colours on the table.
pub(super) fn section(
    ui: &mut egui::Ui,
    balance: &mut Balance,
    file: &ScenarioFile,
    rules: &SharedRuleset,
    colours: [egui::Color32; 2],
) {
    let reveal = balance.reveal;
    let header = egui::CollapsingHeader::new(t!("bal-header"))
        .default_open(false)
        .open(reveal.then_some(true))
        .show(ui, |ui| {
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
    if reveal {
        // The section sits below the forces, out of sight on a short window; it is kept in
        // view while the panel above it settles and the report comes in below.
        // At once: a picture taken meanwhile would catch it halfway.
        header
            .header_response
            .scroll_to_me_animation(Some(egui::Align::Min), egui::style::ScrollAnimation::none());
        if balance.running.is_none() && balance.asked.is_none() {
            balance.reveal_frames += 1;
            balance.reveal = balance.reveal_frames < REVEAL_FRAMES;
        }
    }
}

/// The two players' pickers, A then B.
fn pick_players(ui: &mut egui::Ui, players: &mut [String; 2]) {
    ui.horizontal(|ui| {
        for (i, (slot, player)) in ["A", "B"].into_iter().zip(players.iter_mut()).enumerate() {
            if i == 1 {
                ui.label(t!("bal-against"));
            }
            ui.label(slot);
            egui::ComboBox::from_id_salt(("balance_player", i))
                .selected_text(player.as_str())
                .width(80.0)
                .show_ui(ui, |ui| {
                    for name in crate::players::NAMES {
                        ui.selectable_value(player, name.to_string(), name);
                    }
                });
        }
    });
}

/// Whether a player thinks about each turn by looking ahead, which makes its games slow.
fn thinks(player: &str) -> bool {
    !matches!(player, "naive" | "scripted")
}

fn controls(ui: &mut egui::Ui, balance: &mut Balance, file: &ScenarioFile, rules: &SharedRuleset) {
    if let Some(running) = &balance.running {
        ui.weak(t!(
            "bal-running",
            a = running.players[0].as_str(),
            b = running.players[1].as_str(),
            file = file.name()
        ));
        let done = running.watch.done.load(Ordering::Relaxed);
        let stopping = running.watch.stop.load(Ordering::Relaxed);
        ui.horizontal(|ui| {
            ui.add(
                egui::ProgressBar::new(done as f32 / running.total.max(1) as f32)
                    .desired_width(160.0)
                    .text(t!("bal-progress", done = done, n = running.total)),
            );
            if ui
                .add_enabled(!stopping, egui::Button::new(t!("bal-stop")))
                .on_hover_text(t!("bal-stop-tip"))
                .clicked()
            {
                running.watch.stop.store(true, Ordering::Relaxed);
            }
        });
        let gone = running.started.elapsed().as_secs_f64();
        let gone_words = seconds(gone);
        ui.weak(if stopping {
            t!("bal-gone-stopping", gone = gone_words)
        } else if done > 0 {
            // Games take about as long as those already played; a rough guide, no more.
            let left = gone / done as f64 * running.total.saturating_sub(done) as f64;
            t!("bal-gone-left", gone = gone_words, left = seconds(left))
        } else {
            t!("bal-gone", gone = gone_words)
        });
        return;
    }
    ui.weak(t!("bal-intro", file = file.name()));
    pick_players(ui, &mut balance.players);
    if balance.players.iter().any(|p| thinks(p)) {
        ui.weak(if cfg!(debug_assertions) {
            t!("bal-slow-debug")
        } else {
            t!("bal-slow")
        });
    }
    ui.horizontal(|ui| {
        ui.label(t!("bal-games"));
        for n in CHOICES {
            ui.selectable_value(&mut balance.games, n, n.to_string());
        }
        if ui
            .button(t!("bal-run"))
            .on_hover_text(t!("bal-run-tip"))
            .clicked()
        {
            balance.start(file, rules);
        }
    });
}

/// "42 s", "3 min 5 s": elapsed and remaining times.
fn seconds(s: f64) -> String {
    let s = s.max(0.0).round() as u64;
    if s < 60 {
        format!("{s} s")
    } else {
        format!("{} min {} s", s / 60, s % 60)
    }
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
                t!(
                    "bal-cannot-write",
                    path = path.display().to_string(),
                    error = e.to_string()
                )
            })?;
            Ok(path)
        }
    }
}

/// Start a run on its own thread.
fn start(balance: &Balance, file: &ScenarioFile, rules: &SharedRuleset) -> Result<Running, String> {
    let watch = Watch::default();
    let opts = balance.options(scenario_path(file)?, watch.clone());
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
        total: balance.games,
        players: balance.players.clone(),
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
            t!("bal-wins", side = sides[0].name.as_str()),
            &sides[0].wins,
        ),
        spec(1.0, Kind::Draw, t!("bal-draws"), &sides[0].draws),
        spec(
            2.0,
            Kind::Win(1),
            t!("bal-wins", side = sides[1].name.as_str()),
            &sides[1].wins,
        ),
    ]
}

/// A name for the axis under a bar: as many of its words as `fits`, or when not even the
/// first does, the first cut short with an ellipsis.
fn axis_word(name: &str, fits: impl Fn(&str) -> bool) -> String {
    let mut words = name.split_whitespace();
    let Some(first) = words.next() else {
        return String::new();
    };
    if fits(first) {
        let mut out = first.to_string();
        for w in words {
            let longer = format!("{out} {w}");
            if !fits(&longer) {
                break;
            }
            out = longer;
        }
        return out;
    }
    let chars: Vec<char> = first.chars().collect();
    (1..chars.len())
        .rev()
        .map(|n| chars[..n].iter().collect::<String>() + "…")
        .find(|cut| fits(cut))
        .unwrap_or_else(|| "…".to_string())
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

/// How wide a text is in the panel's body font, in points.
fn text_width(ui: &egui::Ui) -> impl Fn(&str) -> f32 + use<> {
    let ctx = ui.ctx().clone();
    let font = egui::TextStyle::Body.resolve(ui.style());
    move |t: &str| {
        ctx.fonts_mut(|f| {
            f.layout_no_wrap(t.to_string(), font.clone(), egui::Color32::WHITE)
                .size()
                .x
        })
    }
}

/// A side's colour made light enough to read as text, and to outline its bar, on the
/// panel's dark background: the table's colours are chosen for a light table.
fn legible(c: egui::Color32) -> egui::Color32 {
    let up = |v: u8| v + ((255 - v) as f32 * 0.45) as u8;
    egui::Color32::from_rgb(up(c.r()), up(c.g()), up(c.b()))
}

fn show_report(ui: &mut egui::Ui, report: &Report, asked: usize, colours: [egui::Color32; 2]) {
    let specs = bars(&report.sides);
    let draw_colour = egui::Color32::from_gray(120);
    let interval_colour = egui::Color32::from_gray(240);
    let fill = |kind: Kind| match kind {
        Kind::Win(s) => colours.get(s).copied().unwrap_or(draw_colour),
        Kind::Draw => draw_colour,
    };
    // Each bar has a third of the plot's width for its name and share under it; the y axis
    // takes about 40 points of the panel.
    let slot = ((ui.available_width() - 40.0) / 3.0 - 6.0).max(20.0);
    let width = text_width(ui);
    let fits = |t: &str| width(t) <= slot;
    let draws = t!("bal-draws");
    let names: Vec<String> = [
        report.sides[0].name.as_str(),
        draws.as_str(),
        report.sides[1].name.as_str(),
    ]
    .iter()
    .map(|name| axis_word(name, fits))
    .collect();
    Plot::new("balance_plot")
        .height(180.0)
        .include_y(0.0)
        .include_y(100.0)
        .include_x(-0.5)
        .include_x(2.5)
        // The bars fill the width: a margin would only narrow the room for their names.
        .set_margin_fraction(egui::vec2(0.0, 0.06))
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_grid([false, true])
        .x_grid_spacer(|_| {
            (0..3)
                .map(|i| egui_plot::GridMark {
                    value: f64::from(i),
                    step_size: 1.0,
                })
                .collect()
        })
        .y_grid_spacer(egui_plot::uniform_grid_spacer(|_| [100.0, 50.0, 25.0]))
        .x_axis_formatter(move |mark, _| {
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
                let fill = fill(b.kind);
                plot.bar_chart(
                    BarChart::new(
                        b.label.clone(),
                        vec![
                            Bar::new(b.x, b.share)
                                .width(0.6)
                                .fill(fill)
                                .stroke(egui::Stroke::new(1.0, legible(fill)))
                                .name(format!(
                                    "{}: {:.1}% [{:.1}% – {:.1}%]",
                                    b.label, b.share, b.low, b.high
                                )),
                        ],
                    )
                    .color(fill),
                );
                for (i, seg) in error_segments(b).into_iter().enumerate() {
                    plot.line(
                        Line::new(format!("{} interval {i}", b.label), seg.to_vec())
                            .color(interval_colour)
                            .width(2.0),
                    );
                }
            }
        });
    // A long side name would push the figures past the panel's edge; it is whole in the hover.
    let room = 130.0 - width(&t!("bal-wins", side = ""));
    let legend: Vec<String> = specs
        .iter()
        .map(|b| match b.kind {
            Kind::Win(s) => t!(
                "bal-wins",
                side = axis_word(&report.sides[s].name, |t: &str| width(t) <= room)
            ),
            Kind::Draw => b.label.clone(),
        })
        .collect();
    figures(ui, report, &specs, &legend, |k| legible(fill(k)));
    // A side's column in the players' table is narrower than its bar.
    players(ui, report, colours.map(legible), |t: &str| width(t) <= 80.0);
    totals(ui, report, asked);
}

/// The figures under the chart: a line for each bar, named by `names`.
fn figures(
    ui: &mut egui::Ui,
    report: &Report,
    specs: &[BarSpec],
    names: &[String],
    colour: impl Fn(Kind) -> egui::Color32,
) {
    let shares = [
        &report.sides[0].wins,
        &report.sides[0].draws,
        &report.sides[1].wins,
    ];
    egui::Grid::new("balance_figures")
        .num_columns(3)
        .spacing([10.0, 2.0])
        .show(ui, |ui| {
            for ((b, s), name) in specs.iter().zip(shares).zip(names) {
                // In the bar's colour, to tie the figures to the chart.
                ui.label(egui::RichText::new(name).strong().color(colour(b.kind)))
                    .on_hover_text(&b.label);
                ui.label(t!("bal-k-of-n", k = s.games, n = report.games_counted));
                ui.label(short_pct(s));
                ui.end_row();
            }
        });
    ui.weak(t!("bal-interval"));
    ui.add_space(4.0);
}

/// What was played: games, time, length, and any game that failed.
fn totals(ui: &mut egui::Ui, report: &Report, asked: usize) {
    ui.add_space(4.0);
    let (seconds, turns) = (
        format!("{:.1}", report.seconds),
        format!("{:.1}", report.mean_turns),
    );
    ui.label(if report.games_played < asked {
        t!(
            "bal-totals-stopped",
            n = report.games_counted,
            played = report.games_played,
            asked = asked,
            seconds = seconds,
            turns = turns
        )
    } else {
        t!(
            "bal-totals",
            n = report.games_counted,
            seconds = seconds,
            turns = turns
        )
    });
    if !report.failed.is_empty() {
        ui.colored_label(
            egui::Color32::from_rgb(255, 200, 120),
            t!("bal-failed", n = report.failed.len()),
        )
        .on_hover_text(report.failed.join("\n"));
    }
}

/// A line for each player in a table: its wins, and its wins as each side in that side's
/// colour; under it a table of how each played. The full figures are in the hover.
fn players(
    ui: &mut egui::Ui,
    report: &Report,
    side_colour: [egui::Color32; 2],
    fits: impl Fn(&str) -> bool,
) {
    egui::Grid::new("balance_players")
        .num_columns(4)
        .spacing([10.0, 2.0])
        .show(ui, |ui| {
            ui.weak(t!("bal-player"));
            ui.weak(t!("bal-wins-column"));
            for (side, colour) in report.sides.iter().zip(side_colour) {
                ui.label(egui::RichText::new(axis_word(&side.name, &fits)).color(colour))
                    .on_hover_text(t!("bal-wins-as-tip", side = side.name.as_str()));
            }
            ui.end_row();
            for p in &report.players {
                let details = player_details(p, &report.sides);
                ui.label(egui::RichText::new(format!("{} {}", p.slot, p.player)).strong())
                    .on_hover_text(&details);
                ui.label(short_pct(&p.wins)).on_hover_text(&details);
                for (s, colour) in side_colour.into_iter().enumerate() {
                    ui.label(
                        egui::RichText::new(format!("{:.0}%", p.wins_as_side[s].share * 100.0))
                            .color(colour),
                    )
                    .on_hover_text(&details);
                }
                ui.end_row();
            }
        });
    ui.add_space(2.0);
    egui::Grid::new("balance_conduct")
        .num_columns(5)
        .spacing([10.0, 2.0])
        .show(ui, |ui| {
            ui.weak("");
            ui.weak(t!("bal-refused"))
                .on_hover_text(t!("bal-refused-tip"));
            ui.weak(t!("bal-idle-fire"))
                .on_hover_text(t!("bal-idle-fire-tip"));
            ui.weak(t!("bal-a-turn"))
                .on_hover_text(t!("bal-a-turn-tip"));
            ui.weak(t!("bal-worst")).on_hover_text(t!("bal-worst-tip"));
            ui.end_row();
            for p in &report.players {
                let details = player_details(p, &report.sides);
                for cell in conduct(p) {
                    ui.label(cell).on_hover_text(&details);
                }
                ui.end_row();
            }
        });
}

/// A share as "48% [38–58]", whole percents: the intervals are wider than a point.
fn short_pct(s: &crate::simulate::summary::Share) -> String {
    format!(
        "{:.0}% [{:.0}–{:.0}]",
        s.share * 100.0,
        s.low * 100.0,
        s.high * 100.0
    )
}

/// A count of a total as a whole percent, or "–" when there was nothing to count.
fn rate(k: usize, n: usize) -> String {
    if n == 0 {
        "–".to_string()
    } else {
        format!("{:.0}%", 100.0 * k as f64 / n as f64)
    }
}

/// A thinking time: milliseconds for the scripted players' instants, seconds for the rest.
fn think_time(s: f64) -> String {
    if s < 0.1 {
        format!("{:.0} ms", s * 1000.0)
    } else {
        format!("{s:.1} s")
    }
}

/// How a player played, a cell each: its slot, orders the rules refused, fire phases it let
/// pass with a good shot, and the time it took over a turn, the median and the worst.
fn conduct(p: &PlayerReport) -> [String; 5] {
    [
        p.slot.clone(),
        rate(p.refused, p.orders),
        rate(p.idle_with_a_shot, p.fire_phases),
        think_time(p.think_median),
        think_time(p.think_worst),
    ]
}

/// The player's figures in full, for the hover over its line.
fn player_details(p: &PlayerReport, sides: &[SideReport; 2]) -> String {
    let mut lines = vec![t!(
        "bal-details",
        slot = p.slot.as_str(),
        player = p.player.as_str(),
        n = p.games,
        won = p.wins.games,
        drew = p.draws.games,
        lost = p.losses.games
    )];
    for (i, side) in sides.iter().enumerate() {
        lines.push(t!(
            "bal-details-as",
            side = side.name.as_str(),
            won = p.wins_as_side[i].games,
            n = p.games_as_side[i],
            share = short_pct(&p.wins_as_side[i])
        ));
    }
    lines.push(t!("bal-details-refused", k = p.refused, n = p.orders));
    lines.push(t!(
        "bal-details-idle",
        k = p.idle_with_a_shot,
        n = p.fire_phases
    ));
    lines.push(t!(
        "bal-details-thinking",
        median = format!("{:.3}", p.think_median),
        worst = format!("{:.3}", p.think_worst)
    ));
    lines.join("\n")
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
        assert_eq!(b[0].label, "Republic: wins");
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
        // Ten characters of room, as a narrow panel might have.
        let ten = |t: &str| t.chars().count() <= 10;
        assert_eq!(axis_word("Nationalists", ten), "Nationali…");
        assert_eq!(axis_word("Draws", ten), "Draws");
        assert_eq!(axis_word("XV Brigade", ten), "XV Brigade");
        assert_eq!(axis_word("XV International Brigade", ten), "XV");
        assert_eq!(axis_word("", ten), "");
        // Room for nothing at all still gives a mark, not a panic.
        assert_eq!(axis_word("Republic", |_: &str| false), "…");
    }

    #[test]
    fn the_chosen_players_reach_the_simulation_options() {
        let mut balance = Balance::default();
        let opts = balance.options("x.ron".into(), Watch::default());
        assert_eq!(opts.players, ["scripted", "scripted"]);
        assert_eq!(opts.games, CHOICES[1]);
        // What a pick in the combo boxes writes.
        balance.players[1] = "normal".to_string();
        balance.games = CHOICES[0];
        let opts = balance.options("x.ron".into(), Watch::default());
        assert_eq!(opts.players, ["scripted", "normal"]);
        assert_eq!(opts.games, CHOICES[0]);
        assert!(opts.watch.is_some() && opts.out.is_none() && !opts.progress);
        // As `screenshot --balance 40 --balance-players naive,hard` asks.
        let asked = Balance::asked(40, ["naive".to_string(), "hard".to_string()]);
        assert_eq!(asked.asked, Some(40));
        assert!(asked.reveal);
        let opts = asked.options("x.ron".into(), Watch::default());
        assert_eq!(
            (opts.games, opts.players, opts.seed),
            (40, ["naive".into(), "hard".into()], SCREENSHOT_SEED)
        );
        for p in crate::players::NAMES {
            assert!(crate::players::by_name(p).is_some(), "{p}");
        }
    }

    #[test]
    fn a_players_conduct_reads_in_percents_and_times() {
        let p = PlayerReport {
            slot: "B".to_string(),
            player: "normal".to_string(),
            games: 20,
            wins: share(12, 20),
            draws: share(0, 20),
            losses: share(8, 20),
            wins_as_side: [share(9, 10), share(3, 10)],
            games_as_side: [10, 10],
            orders: 400,
            refused: 6,
            fire_phases: 0,
            idle_with_a_shot: 0,
            think_median: 0.31,
            think_worst: 0.0123,
        };
        assert_eq!(conduct(&p), ["B", "2%", "–", "0.3 s", "12 ms"]);
        let sides = [side("Republic", 12, 0, 20), side("Nationalists", 8, 0, 20)];
        let details = player_details(&p, &sides);
        assert!(details.contains("as Republic: won 9 of 10"), "{details}");
        assert!(
            details.contains("refused by the rules: 6 of 400"),
            "{details}"
        );
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
