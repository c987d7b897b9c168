//! The desktop window: the table and the panel, or a one-shot screenshot of them.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::window::{PresentMode, WindowResolution};
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::EguiPlugin;

use crate::play::computer::Computer;
use crate::play::mode::{TableMode, begin_in};
use crate::play::replaying::Watching;
use crate::play::{PlayPlugin, Start, TableSession};
use crate::ruleset::Ruleset;
use crate::scenario::watch::{ScenarioFile, SharedRuleset, Source};
use crate::seats::Seats;
use crate::table::picking::Selected;
use crate::table::scene::DrawnGeneration;
use crate::table::{TablePlugin, TableSet};
use crate::ui::UiPlugin;
use crate::ui::balance_panel::Balance;

pub struct WindowOptions {
    pub source: Source,
    /// A new game or a saved one to continue.
    pub start: Start,
    /// Where the game record is saved.
    pub save_path: PathBuf,
    pub size: (u32, u32),
    /// Save a PNG of the table to this path, then exit.
    pub screenshot: Option<PathBuf>,
    /// An element to select first (its card shows in the panel).
    pub select: Option<String>,
    /// What the player must know first (a saved game carried on, where a new one is saved).
    pub note: Option<String>,
    /// Who plays each side, as the command line said; `None`: a new game asks.
    pub seats: Option<Seats>,
    /// Options of a one-shot screenshot.
    pub shot: ShotOptions,
    /// A record to watch rather than play (`trinchera replay`), and its file.
    pub watch: Option<(crate::replay::Replay, PathBuf)>,
    /// `trinchera` alone: ask first which game to play (carry on, new, a shipped battle).
    pub first_screen: Option<crate::play::first_screen::FirstScreen>,
}

/// What a screenshot shows besides the table as the game stands.
#[derive(Clone, Debug, Default)]
pub struct ShotOptions {
    /// Seconds the game runs before the picture (the computer plays meanwhile).
    pub after_seconds: f32,
    /// The panel's Why is open.
    pub why: bool,
    /// The question of who plays each side is on screen.
    pub ask_seats: bool,
    /// The panel's Replay is pressed as the game opens.
    pub open_replay: bool,
    /// The panel's Balance is open, playing this many games between these players (A, B);
    /// the picture waits for their report.
    pub balance: Option<(usize, [String; 2])>,
}

/// "trinchera — jarama.game.ron (scenarios/jarama.ron)" for a game carried on, the
/// scenario alone for a new one: the player sees which saved game they are in.
pub fn window_title(source: &Source, start: &Start, save_path: &std::path::Path) -> String {
    let scenario = match source {
        Source::Embedded => None,
        Source::File(p) => Some(p.display().to_string()),
    };
    match (start, scenario) {
        (Start::Continue(_), Some(s)) => format!("trinchera — {} ({s})", save_path.display()),
        (Start::Continue(_), None) => format!("trinchera — {}", save_path.display()),
        (Start::New(_), Some(s)) => format!("trinchera — {s}"),
        (Start::New(_), None) => "trinchera".to_string(),
    }
}

/// Frames to let the renderer, text and egui settle before a screenshot.
const SETTLE_FRAMES: u32 = 12;

/// Seconds before the deadline at which a screenshot stops waiting for the Balance games and
/// shows them as they stand: a picture of the progress says more than no picture.
const BALANCE_GRACE: f32 = 10.0;

#[derive(Resource)]
struct ScreenshotJob {
    path: PathBuf,
    after_seconds: f32,
    frames: u32,
    requested: bool,
    deadline: Timer,
    /// Each frame's time (seconds) from the table settling to the picture, kept and printed
    /// only when `TRINCHERA_FRAME_TIMES` is set: how fast the window runs, for the README's
    /// build figures.
    frame_times: Option<Vec<f32>>,
}

/// Whether the screenshot was written, for the exit code.
#[derive(Resource, Default, Clone)]
pub struct ScreenshotResult(pub Arc<std::sync::Mutex<Option<Result<(), String>>>>);

/// A window of the program's, titled and sized, with egui: the game's or the editor's. With
/// `ask_to_close`, closing it is asked of the app rather than done at once.
pub fn window_app(title: String, size: (u32, u32), ask_to_close: bool) -> App {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title,
                    resolution: WindowResolution::new(size.0, size.1),
                    present_mode: PresentMode::AutoNoVsync,
                    ..default()
                }),
                close_when_requested: !ask_to_close,
                ..default()
            })
            .set(bevy::log::LogPlugin {
                filter: "warn,trinchera=info".into(),
                ..default()
            }),
    );
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::Continuous,
        unfocused_mode: UpdateMode::reactive_low_power(Duration::from_millis(250)),
    });
    app.add_plugins(EguiPlugin::default());
    app
}

pub fn build_app(opts: WindowOptions, rules: Ruleset) -> (App, ScreenshotResult) {
    let title = window_title(&opts.source, &opts.start, &opts.save_path);
    let mut app = window_app(title, opts.size, false);
    let file = ScenarioFile::new(opts.source, &rules);
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    app.insert_resource(file);
    app.add_plugins((TablePlugin, UiPlugin, PlayPlugin));
    let mut table = TableSession::new(opts.start, opts.save_path);
    match opts.seats {
        // A picture of the question of who plays, asked with these seats as its answer so far.
        Some(seats) if opts.screenshot.is_some() && opts.shot.ask_seats => table.set_seats(seats),
        Some(seats) => table.give_seats(seats),
        None => {}
    }
    if opts.screenshot.is_some() {
        table.quiet(opts.shot.ask_seats);
    }
    let mut computer = Computer::default();
    computer.why_open = opts.shot.why;
    app.insert_resource(computer);
    if let Some((games, players)) = opts.shot.balance {
        app.insert_resource(Balance::asked(games, players));
    }
    if let Some(note) = opts.note {
        table.tell(note, false);
    }
    if let Some((replay, path)) = opts.watch {
        // Watched, not played: nobody is asked who plays and nothing is saved until a game
        // goes on from it. The record's computer sides are seated as for a game carried on,
        // and wait while the replay is watched.
        table.quiet(false);
        app.insert_resource(Watching::of_record(replay, path));
        begin_in(&mut app, TableMode::Watching);
    }
    if let Some(screen) = opts.first_screen {
        begin_in(&mut app, TableMode::ChoosingGame);
        app.insert_resource(screen);
    }
    app.insert_resource(table);
    app.insert_resource(Selected(opts.select.into_iter().collect()));
    let result = ScreenshotResult::default();
    if let Some(path) = opts.screenshot {
        // Always redraw: the window may be unfocused under Xvfb.
        app.insert_resource(WinitSettings {
            focused_mode: UpdateMode::Continuous,
            unfocused_mode: UpdateMode::Continuous,
        });
        add_screenshot(
            &mut app,
            path,
            opts.shot.after_seconds,
            result.clone(),
            TableSet::Draw,
        );
        if opts.shot.open_replay {
            app.add_systems(Update, press_replay_once);
        }
    }
    (app, result)
}

/// Take one picture of the window once it has settled (and `after_seconds` have passed),
/// write it to `path`, and exit; `after` is the set that draws what the picture shows.
pub fn add_screenshot(
    app: &mut App,
    path: PathBuf,
    after_seconds: f32,
    result: ScreenshotResult,
    after: impl bevy::ecs::schedule::SystemSet,
) {
    app.insert_resource(ScreenshotJob {
        path,
        after_seconds,
        frames: 0,
        frame_times: std::env::var_os("TRINCHERA_FRAME_TIMES").map(|_| Vec::new()),
        requested: false,
        deadline: Timer::new(
            Duration::from_secs(120)
                + Duration::try_from_secs_f32(after_seconds).unwrap_or_default(),
            TimerMode::Once,
        ),
    });
    app.insert_resource(result);
    app.add_systems(Update, take_screenshot.after(after));
}

/// What the picture waits for: the table drawn as the game stands, and the Balance games'
/// report when `--balance` asked for them. The editor has no game: it waits for nothing.
#[derive(bevy::ecs::system::SystemParam)]
struct ShotWaitsFor<'w> {
    drawn: Option<Res<'w, DrawnGeneration>>,
    table: Option<Res<'w, TableSession>>,
    balance: Option<Res<'w, Balance>>,
}

/// `--open-replay`: the Replay button, pressed once the game is on the table.
fn press_replay_once(
    session: Option<Res<crate::session::GameSession>>,
    mut pressed: Local<bool>,
    mut asks: MessageWriter<crate::play::replaying::ReplayControl>,
) {
    if session.is_some() && !*pressed {
        *pressed = true;
        asks.write(crate::play::replaying::ReplayControl::Open);
    }
}

fn take_screenshot(
    mut commands: Commands,
    mut job: ResMut<ScreenshotJob>,
    waits: ShotWaitsFor,
    time: Res<Time>,
    real: Res<Time<Real>>,
    result: Res<ScreenshotResult>,
    mut exit: MessageWriter<AppExit>,
) {
    if job.deadline.tick(time.delta()).just_finished() {
        error!("no frame was rendered in time for the screenshot");
        exit.write(AppExit::error());
        return;
    }
    if result.0.lock().map(|r| r.is_some()).unwrap_or(true) {
        exit.write(AppExit::Success);
        return;
    }
    // The table shows the game in progress (or there is none, and the panel says why).
    let ready = match (&waits.drawn, &waits.table) {
        (Some(drawn), Some(table)) => drawn.0 == table.game_generation(),
        _ => true,
    };
    if job.requested || !ready {
        return;
    }
    job.frames += 1;
    if job.frames > SETTLE_FRAMES
        && let Some(times) = job.frame_times.as_mut()
    {
        // Real time: the game's clock clamps a frame at a quarter second.
        times.push(real.delta_secs());
    }
    if job.frames < SETTLE_FRAMES || time.elapsed_secs() < job.after_seconds {
        return;
    }
    // `--balance`: the picture is of the games' report, however long they take to play.
    if waits.balance.is_some_and(|b| b.busy()) && job.deadline.remaining_secs() > BALANCE_GRACE {
        return;
    }
    job.requested = true;
    if let Some(times) = job.frame_times.as_mut() {
        print_frame_times(times);
    }
    let path = job.path.clone();
    let slot = result.0.clone();
    commands
        .spawn(Screenshot::primary_window())
        .observe(move |shot: On<ScreenshotCaptured>| {
            let outcome = shot
                .image
                .clone()
                .try_into_dynamic()
                .map_err(|e| format!("cannot convert the screenshot: {e}"))
                .and_then(|img| {
                    img.to_rgb8()
                        .save(&path)
                        .map_err(|e| format!("cannot write {}: {e}", path.display()))
                });
            if let Ok(mut s) = slot.lock() {
                *s = Some(outcome);
            }
        });
}

/// The frames' count and their times at the median and the worst, in milliseconds.
fn print_frame_times(times: &mut [f32]) {
    if times.is_empty() {
        return;
    }
    times.sort_by(f32::total_cmp);
    let ms = |s: f32| (f64::from(s) * 10_000.0).round() / 10.0;
    println!(
        "{}",
        crate::t!(
            "screenshot-frame-times",
            frames = times.len(),
            median = ms(times[times.len() / 2]),
            worst = ms(times[times.len() - 1])
        )
    );
}

/// A network game's window (issue 28): the usual table and panel, with the host's or the
/// joiner's end of `net` running in it and the network's window over the table. The game is
/// that end's: the battle comes from the host (checked by its hash at the joiner), the dice
/// are shared, and the record is saved by that end at every order.
pub fn build_net_app(
    args: crate::net::args::NetWindowArgs,
    rules: Ruleset,
) -> Result<(App, ScreenshotResult), String> {
    use crate::net::args::NetEndArg;
    use crate::net::headless::{HostSeat, JoinAs};
    use crate::play::network::{End, NetTable};
    let is_record = |p: &std::path::Path| {
        std::fs::read_to_string(p).is_ok_and(|t| crate::record::is_record(&t))
    };
    let host_save = match &args.end {
        // A record carries itself on (`host_state` saves it to itself).
        NetEndArg::Host { file, .. } if is_record(file) => {
            Some(args.save.clone().unwrap_or_else(|| file.clone()))
        }
        // A new game beside its scenario, under a name of its own.
        NetEndArg::Host { file, .. } => Some(args.save.clone().unwrap_or_else(|| {
            let stem = file
                .file_stem()
                .map_or("game".into(), |s| s.to_string_lossy().into_owned());
            let stem = stem.trim_end_matches(".game").to_string();
            let plain = file.with_file_name(format!("{stem}.net.ron"));
            if plain.exists() {
                crate::record::next_free_path(&plain)
            } else {
                plain
            }
        })),
        NetEndArg::Join { .. } => args.save.clone(),
    };
    let save_path = host_save
        .clone()
        .unwrap_or_else(|| PathBuf::from("network.game.ron"));
    let opts = WindowOptions {
        source: Source::Embedded,
        start: Start::New(crate::rules::dice::DiceSource::Seeded(0)),
        save_path: save_path.clone(),
        size: args.size,
        screenshot: args.screenshot.clone(),
        select: None,
        note: None,
        seats: Some(Seats::default()),
        shot: ShotOptions {
            after_seconds: args.wait,
            ..Default::default()
        },
        watch: None,
        first_screen: None,
    };
    let (mut app, result) = build_app(opts, rules.clone());
    // The battle is the network game's, sent by the host (or read by it), never a file
    // watched here: the table waits for it.
    app.insert_resource(ScenarioFile::waiting(Source::Embedded));
    if args.screenshot.is_none() {
        // The other machine's messages are read every frame: a window in the background must
        // not slow the game down to a few frames a second.
        app.insert_resource(WinitSettings {
            focused_mode: UpdateMode::Continuous,
            unfocused_mode: UpdateMode::reactive_low_power(Duration::from_millis(20)),
        });
    }
    crate::net::transport::plugin(&mut app);
    let (end, code) = match &args.end {
        NetEndArg::Host {
            file,
            bind,
            computer,
            side,
        } => {
            let seat = if computer.is_empty() {
                HostSeat::Person(side.as_deref())
            } else {
                HostSeat::Computer(computer)
            };
            let mut state = crate::net::headless::host_state(
                &mut app,
                file,
                *bind,
                seat,
                host_save.clone(),
                rules,
            )?;
            state.exit_when_done = false;
            state.chat_out.extend(args.say.clone());
            let code = state.code.to_string();
            app.insert_resource(state);
            (End::Host, code)
        }
        NetEndArg::Join { code, watch } => {
            let who = if *watch {
                JoinAs::Watch
            } else {
                JoinAs::Person
            };
            let mut state =
                crate::net::headless::join_state(&mut app, code, who, args.save.clone(), rules)?;
            state.exit_when_done = false;
            state.chat_out.extend(args.say.clone());
            app.insert_resource(state);
            (End::Join, code.clone())
        }
    };
    {
        let mut table = app.world_mut().resource_mut::<TableSession>();
        // The network's end saves the record; the table's autosave would write a copy.
        table.over_the_network();
        if let Some(path) = &host_save {
            table.tell(
                format!("The game is saved to {} at every order.", path.display()),
                false,
            );
        }
    }
    app.insert_resource(NetTable::new(end, code));
    crate::play::network::plugin(&mut app);
    Ok((app, result))
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::record::Record;
    use crate::rules::dice::DiceSource;

    #[test]
    fn a_resumed_game_is_named_in_the_title_beside_its_scenario() {
        let scenario = Source::File("scenarios/jarama.ron".into());
        let record = Record::new("jarama.ron".into(), "", DiceSource::Seeded(1));
        assert_eq!(
            window_title(
                &scenario,
                &Start::Continue(record),
                Path::new("jarama.game.ron")
            ),
            "trinchera — jarama.game.ron (scenarios/jarama.ron)"
        );
        assert_eq!(
            window_title(
                &scenario,
                &Start::New(DiceSource::Seeded(1)),
                Path::new("jarama.game.ron")
            ),
            "trinchera — scenarios/jarama.ron"
        );
        assert_eq!(
            window_title(
                &Source::Embedded,
                &Start::New(DiceSource::Seeded(1)),
                Path::new("x")
            ),
            "trinchera"
        );
    }
}
