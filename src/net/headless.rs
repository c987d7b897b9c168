//! `trinchera play FILE --host ADDR:PORT --computer SIDE[:LEVEL] --headless` and
//! `trinchera join CODE (--computer LEVEL | --watch)`: both ends with no window, a Bevy app of
//! the minimal plugins and the network's, looping until the game is over and both secrets
//! are revealed.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use bevy::app::ScheduleRunnerPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use super::host::{HostState, NewGame};
use super::join::JoinState;
use super::join_code::JoinCode;
use super::seat::Seat;
use super::wire::Role;
use crate::record::Record;
use crate::rules::shared_dice::{Hex32, Secret};
use crate::ruleset::Ruleset;
use crate::seats::ComputerArg;
use crate::session::GameSession;

/// An app with the network's plugins and nothing to draw.
fn app() -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(Duration::from_millis(2))),
        StatesPlugin,
    ));
    super::transport::plugin(&mut app);
    app
}

fn exit_code(exit: AppExit) -> ExitCode {
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(c) => ExitCode::from(c.get()),
    }
}

/// Where a side's secret is kept between runs, so that a player that crashed or was closed
/// can come back with the same commitment: beside the record, or (no record) in the system's
/// temporary folder under a name made from the join code.
fn secret_path(save: Option<&Path>, code: &JoinCode) -> PathBuf {
    match save {
        Some(p) => {
            let mut s = p.as_os_str().to_owned();
            s.push(".secret");
            PathBuf::from(s)
        }
        None => std::env::temp_dir().join(format!(
            "trinchera-{}.secret",
            &blake3::hash(code.to_string().as_bytes()).to_hex()[..16]
        )),
    }
}

/// The secret kept at `path`, or a new one written there (readable by its owner only).
fn kept_secret(path: &Path) -> Result<Secret, String> {
    if let Ok(text) = std::fs::read_to_string(path) {
        return Hex32::from_hex(text.trim())
            .map(Secret)
            .ok_or_else(|| t!("net-not-a-secret", path = path.display().to_string()));
    }
    let secret = Secret::generate()?;
    write_private(path, &secret.0.to_hex())?;
    Ok(secret)
}

fn write_private(path: &Path, text: &str) -> Result<(), String> {
    use std::io::Write;
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    opts.open(path)
        .and_then(|mut f| f.write_all(text.as_bytes()).and_then(|()| f.sync_all()))
        .map_err(|e| {
            t!(
                "net-cannot-keep-secret",
                path = path.display().to_string(),
                error = e.to_string()
            )
        })
}

/// The record's name for the scenario: its path from the record's folder when they share
/// one, else the path as given. The record carries the text too, so a joiner or a moved
/// record still replays.
fn scenario_name(file: &Path, save: Option<&Path>) -> String {
    let dir = |p: &Path| {
        p.parent()
            .map(|d| d.canonicalize().unwrap_or_else(|_| d.to_path_buf()))
    };
    match (save, file.file_name()) {
        (Some(s), Some(name)) if dir(s) == dir(file) => name.to_string_lossy().into_owned(),
        _ => file
            .canonicalize()
            .unwrap_or_else(|_| file.to_path_buf())
            .display()
            .to_string(),
    }
}

/// Who plays the host's side.
#[derive(Clone, Debug)]
pub enum HostSeat<'a> {
    /// The computer, as the one `--computer SIDE[:LEVEL]` says (headless, or in a window).
    Computer(&'a [ComputerArg]),
    /// The person at the window, on this side (its id, or 0 or 1; None: the first).
    Person(Option<&'a str>),
}

/// Host `file` (a scenario, or a record to carry on) on `bind` with the computer in `seat`;
/// `say` is a line of chat sent once the game has begun.
pub fn host(
    file: &Path,
    bind: SocketAddr,
    computer: &[ComputerArg],
    save: Option<PathBuf>,
    rules: Ruleset,
    say: Option<String>,
) -> ExitCode {
    match host_app(file, bind, HostSeat::Computer(computer), save, rules) {
        Ok(mut app) => {
            if let Some(line) = say {
                app.world_mut()
                    .resource_mut::<HostState>()
                    .chat_out
                    .push(line);
            }
            exit_code(app.run())
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// A headless app hosting `file`: the network's plugins, the host's state and its plugin.
pub fn host_app(
    file: &Path,
    bind: SocketAddr,
    seat: HostSeat,
    save: Option<PathBuf>,
    rules: Ruleset,
) -> Result<App, String> {
    let mut app = app();
    let state = host_state(&mut app, file, bind, seat, save, rules)?;
    app.insert_resource(state);
    super::host::plugin(&mut app);
    Ok(app)
}

/// Start hosting `file` on `bind` in `app` (which has the transport's plugin): the host's
/// state, to insert, and the join code said on stderr.
pub fn host_state(
    app: &mut App,
    file: &Path,
    bind: SocketAddr,
    seat: HostSeat,
    save: Option<PathBuf>,
    rules: Ruleset,
) -> Result<HostState, String> {
    let text = crate::record::read_text(file)?;
    let code_secret = Secret::generate()?.0;
    let addr = super::transport::start_server(app, bind, &code_secret, 16)?;
    let code = JoinCode {
        addr,
        secret: code_secret,
    };
    let state = if crate::record::is_record(&text) {
        let loaded = Record::load(file, &rules).map_err(|e| e.render())?;
        let (host_side, seat) = host_seat(&seat, &loaded.scenario)?;
        let save = save.or_else(|| Some(file.to_path_buf()));
        let secret = kept_secret(&secret_path(save.as_deref(), &code))
            .map_err(|e| t!("net-carry-on-needs-secret", error = e))?;
        let mut record = loaded.record.clone();
        match &mut record.dice {
            crate::rules::dice::DiceSource::Shared(d) => {
                if d.commitments[host_side] != secret.commitment() {
                    return Err(t!(
                        "net-kept-secret-not-committed",
                        path = file.display().to_string()
                    ));
                }
                d.held[host_side] = Some(secret);
            }
            _ => {
                return Err(t!(
                    "net-not-a-network-game",
                    path = file.display().to_string()
                ));
            }
        }
        let (game, _) =
            crate::record::replay(&record, loaded.scenario.clone(), Arc::new(rules.clone()))
                .map_err(|e| format!("{}: {}", file.display(), e.reason))?;
        let mut session = GameSession::new(game, record);
        session.set_computer_sides(Default::default());
        let mut s = HostState::carry_on(session, host_side, seat, save, code, secret);
        if let Some(ls) = &mut s.ls {
            ls.scenario_text = loaded.record.scenario_text.clone().unwrap_or_default();
        }
        s
    } else {
        let scenario = crate::scenario::parse(&file.display().to_string(), &text, &rules)
            .map_err(|e| e.render())?;
        let (host_side, seat) = host_seat(&seat, &scenario)?;
        let mine = match &save {
            Some(p) => {
                let s = Secret::generate()?;
                write_private(&secret_path(Some(p), &code), &s.0.to_hex())?;
                s
            }
            None => Secret::generate()?,
        };
        let mut nonce = [0u8; 8];
        getrandom::fill(&mut nonce).map_err(|e| t!("net-no-random", error = e.to_string()))?;
        let game = format!(
            "{} {}",
            crate::record::content_hash(&text),
            nonce.iter().map(|b| format!("{b:02x}")).collect::<String>()
        );
        HostState::new_game(
            NewGame {
                scenario: Arc::new(scenario),
                rules: Arc::new(rules),
                scenario_path: scenario_name(file, save.as_deref()),
                scenario_text: text,
                game,
            },
            mine,
            host_side,
            seat,
            save,
            code,
        )
    };
    eprintln!("{}", t!("net-join-code", code = code.to_string()));
    Ok(state)
}

/// The host's side, and the computer that plays it if it is the computer's.
fn host_seat(
    seat: &HostSeat,
    scenario: &crate::scenario::Scenario,
) -> Result<(usize, Option<Seat>), String> {
    match seat {
        HostSeat::Computer(computer) => {
            let seats = crate::seats::resolve(computer, scenario)?;
            let side = host_side(&seats)?;
            Ok((
                side,
                Some(Seat::new(seats.level(side).unwrap_or("normal"), side)?),
            ))
        }
        HostSeat::Person(None) => Ok((0, None)),
        HostSeat::Person(Some(name)) => {
            let ids: Vec<&str> = scenario.sides.iter().map(|s| s.id.value.as_str()).collect();
            let side = ids
                .iter()
                .position(|id| id == name)
                .or_else(|| name.parse::<usize>().ok().filter(|&i| i < ids.len()))
                .ok_or_else(|| {
                    t!(
                        "net-no-such-side",
                        side = *name,
                        sides = crate::words::Arg::names(ids, "join-and")
                    )
                })?;
            Ok((side, None))
        }
    }
}

/// The host's side: the one side `--computer` names.
fn host_side(seats: &crate::seats::Seats) -> Result<usize, String> {
    match (seats.is_computer(0), seats.is_computer(1)) {
        (true, false) => Ok(0),
        (false, true) => Ok(1),
        _ => Err(t!("net-host-one-computer")),
    }
}

/// Who joins.
#[derive(Clone, Copy, Debug)]
pub enum JoinAs<'a> {
    /// The computer takes the seat at this level.
    Computer(&'a str),
    /// A person takes the seat (the window, or a test giving orders).
    Person,
    /// A spectator.
    Watch,
}

/// Join the game behind `code` with a computer at `level`, or as a spectator (`level` None);
/// `say` is a line of chat sent once the game has begun.
pub fn join(
    code: &str,
    level: Option<&str>,
    save: Option<PathBuf>,
    rules: Ruleset,
    say: Option<String>,
) -> ExitCode {
    let who = level.map_or(JoinAs::Watch, JoinAs::Computer);
    match join_app(code, who, save, rules) {
        Ok(mut app) => {
            if let Some(line) = say {
                app.world_mut()
                    .resource_mut::<JoinState>()
                    .chat_out
                    .push(line);
            }
            exit_code(app.run())
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// A headless app joining the game behind `code`.
pub fn join_app(
    code: &str,
    who: JoinAs,
    save: Option<PathBuf>,
    rules: Ruleset,
) -> Result<App, String> {
    let mut app = app();
    let state = join_state(&mut app, code, who, save, rules)?;
    app.insert_resource(state);
    super::join::plugin(&mut app);
    Ok(app)
}

/// Connect `app` (which has the transport's plugin) to the host behind `code`: the joiner's
/// state, to insert.
pub fn join_state(
    app: &mut App,
    code: &str,
    who: JoinAs,
    save: Option<PathBuf>,
    rules: Ruleset,
) -> Result<JoinState, String> {
    let code: JoinCode = code.parse()?;
    let (role, mine, seat) = match who {
        JoinAs::Computer(level) => {
            // The side is the host's to give; the seat learns it from the welcome.
            let seat = Seat::new(level, 0)?;
            let mine = kept_secret(&secret_path(save.as_deref(), &code))?;
            (Role::Player, Some(mine), Some(seat))
        }
        JoinAs::Person => {
            let mine = kept_secret(&secret_path(save.as_deref(), &code))?;
            (Role::Player, Some(mine), None)
        }
        JoinAs::Watch => (Role::Watch, None, None),
    };
    super::transport::start_client(app, code.addr, &code.secret)?;
    Ok(JoinState::new(
        role,
        mine,
        seat,
        save,
        Arc::new(rules),
        code.secret,
    ))
}

/// A headless app with the network's plugins and nothing else (a test's fake host).
pub fn bare_app() -> App {
    app()
}
