//! Watching a record at the table: the game shown is the replay's at its position, orders are
//! held, and the player steps, jumps or plays it at a speed. From any point a new game can go
//! on (with a record of its own, never over the one watched), and a replay opened from a game
//! in progress gives that game back as it was. Headless: the timeline that drives it is in
//! `ui`.
//!
//! The table, the panel and every overlay read `GameSession`, so the replay shows its point by
//! putting a session of that game in its place; the game in progress waits aside, untouched.

use std::path::PathBuf;

use bevy::prelude::*;

use super::mode::{Mode, TableMode};
use super::{PlaySet, Start, TableSession, next_free_path};
use crate::replay::Replay;
use crate::seats::Seats;
use crate::session::{ApplyOrders, GameSession};

/// Speeds the timeline offers, in orders a second.
pub const SPEEDS: [f32; 4] = [1.0, 2.0, 5.0, 10.0];

/// A replay being watched.
#[derive(Resource)]
pub struct Watching {
    pub replay: Replay,
    /// The game in progress when the replay was opened from it, given back as it was; `None`
    /// when the window opened on a record to watch.
    pub game_aside: Option<GameSession>,
    /// The record watched, when it is a file: a game played on from it is saved beside it.
    pub record_path: Option<PathBuf>,
    pub playing: bool,
    /// Orders a second while playing.
    pub speed: f32,
    /// Orders owed to the clock while playing, the fraction carried between frames.
    due: f32,
    /// The position the table shows, to put a new session in place only when it moves.
    shown: Option<usize>,
}

impl Watching {
    fn new(replay: Replay, game_aside: Option<GameSession>, record_path: Option<PathBuf>) -> Self {
        Watching {
            replay,
            game_aside,
            record_path,
            playing: false,
            speed: SPEEDS[0],
            due: 0.0,
            shown: None,
        }
    }

    /// A record opened to be watched, from its file.
    pub fn of_record(replay: Replay, path: PathBuf) -> Self {
        Watching::new(replay, None, Some(path))
    }

    /// The game in progress watched from its start to where it stands, shown at its end.
    pub fn of_game(session: &GameSession) -> Result<Self, String> {
        let g = session.game();
        let mut replay = Replay::new(
            session.record().clone(),
            g.scenario().clone(),
            g.rules().clone(),
        )
        .map_err(|e| e.to_string())?;
        replay.to_end();
        Ok(Watching::new(replay, Some(session.clone()), None))
    }
}

/// What the timeline asks of the replay.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum ReplayControl {
    /// Open the replay of the game in progress.
    Open,
    ToStart,
    ToEnd,
    OrderBack,
    OrderForward,
    PhaseBack,
    PhaseForward,
    TurnBack,
    TurnForward,
    Seek(usize),
    Play(bool),
    Speed(f32),
    /// A new game going on from the point shown.
    PlayFromHere,
    /// Back to the game in progress, as it was.
    BackToGame,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReplayControl>().add_systems(
        Update,
        (open, control, play_on, show)
            .chain()
            .after(PlaySet::StartGame)
            .before(ApplyOrders)
            .run_if(resource_exists::<TableSession>),
    );
}

/// The Replay button: the game in progress, watched from its end.
fn open(
    mut commands: Commands,
    mut asks: MessageReader<ReplayControl>,
    session: Option<Res<GameSession>>,
    watching: Option<Res<Watching>>,
    mut table: ResMut<TableSession>,
    mut mode: Mode,
) {
    let wanted = asks.read().any(|a| *a == ReplayControl::Open);
    let (true, None, Some(session)) = (wanted, watching, session) else {
        return;
    };
    match Watching::of_game(&session) {
        Ok(w) => {
            commands.insert_resource(w);
            mode.set(TableMode::Watching);
        }
        Err(e) => table.tell(t!("note-cannot-open-replay", error = e.to_string()), true),
    }
}

fn control(
    mut commands: Commands,
    mut asks: MessageReader<ReplayControl>,
    watching: Option<ResMut<Watching>>,
    mut session: Option<ResMut<GameSession>>,
    mut table: ResMut<TableSession>,
    mut mode: Mode,
) {
    let Some(mut w) = watching else {
        asks.clear();
        return;
    };
    for ask in asks.read() {
        let r = &mut w.replay;
        match *ask {
            ReplayControl::Open => {}
            ReplayControl::ToStart => r.to_start(),
            ReplayControl::ToEnd => r.to_end(),
            ReplayControl::OrderBack => r.back(),
            ReplayControl::OrderForward => r.forward(),
            ReplayControl::PhaseBack => r.phase_back(),
            ReplayControl::PhaseForward => r.phase_forward(),
            ReplayControl::TurnBack => r.turn_back(),
            ReplayControl::TurnForward => r.turn_forward(),
            ReplayControl::Seek(n) => r.seek(n),
            ReplayControl::Play(on) => {
                // Play at the end starts again from the start, as a player would expect.
                if on && r.position() == r.len() {
                    r.to_start();
                }
                w.playing = on;
                w.due = 0.0;
            }
            ReplayControl::Speed(s) => w.speed = s.clamp(0.1, 100.0),
            ReplayControl::PlayFromHere => {
                play_from_here(
                    &mut commands,
                    &mut mode,
                    &w,
                    session.as_deref_mut(),
                    &mut table,
                );
                return;
            }
            ReplayControl::BackToGame => {
                if let Some(game) = w.game_aside.clone() {
                    leave(&mut commands, &mut mode);
                    put_on_table(&mut commands, session.as_deref_mut(), game);
                }
                return;
            }
        }
        // A step by hand stops the playing, as on any player.
        if !matches!(
            ask,
            ReplayControl::Play(_) | ReplayControl::Speed(_) | ReplayControl::Open
        ) {
            w.playing = false;
        }
    }
}

/// The replay goes at once (the systems after this one in the frame show the game again);
/// the mode follows before the next frame.
fn leave(commands: &mut Commands, mode: &mut Mode) {
    commands.remove_resource::<Watching>();
    mode.set(TableMode::Playing);
}

/// A new game from the point shown: its record holds the orders so far and is saved at once,
/// under a name no file has, beside the record watched (or the game in progress's own).
fn play_from_here(
    commands: &mut Commands,
    mode: &mut Mode,
    w: &Watching,
    session: Option<&mut GameSession>,
    table: &mut TableSession,
) {
    let record = w.replay.record_from_here();
    let game = w.replay.game().clone();
    // The game in progress keeps everything it had: saved before a new one takes the table.
    if let Some(aside) = &w.game_aside
        && table.autosave
        && !aside.record().orders.is_empty()
        && let Err(e) = aside.record().save(&table.save_path)
    {
        table.tell(
            t!(
                "note-cannot-save-in-progress",
                path = table.save_path.display().to_string(),
                error = e.to_string()
            ),
            true,
        );
        return;
    }
    let base = w.record_path.as_ref().unwrap_or(&table.save_path);
    let path = next_free_path(base);
    if let Err(e) = record.save(&path) {
        table.tell(
            t!(
                "note-cannot-save",
                path = path.display().to_string(),
                error = e.to_string()
            ),
            true,
        );
        return;
    }
    if w.game_aside.is_none() && !table.seats_given {
        // Watched from a file: who plays each side is as its record says.
        table.seats = Seats::from_record(&record.computer, game.scenario()).0;
    }
    let from = w.replay.position();
    let new = GameSession::new(game, record.clone());
    table.start = Start::Continue(record);
    table.save_path = path.clone();
    table.autosave = true;
    table.message = None;
    // The computer and the aftermath follow a new game.
    table.games_begun += 1;
    let told = match w.record_path.as_ref() {
        Some(kept) => t!(
            "note-goes-on-from",
            from = from,
            path = path.display().to_string(),
            kept = kept.display().to_string()
        ),
        None => t!(
            "note-goes-on-from-game",
            from = from,
            path = path.display().to_string()
        ),
    };
    table.tell(told, false);
    leave(commands, mode);
    put_on_table(commands, session, new);
}

/// This session on the table: in the place of the one there, or the first.
fn put_on_table(commands: &mut Commands, there: Option<&mut GameSession>, session: GameSession) {
    match there {
        Some(s) => *s = session,
        None => commands.insert_resource(session),
    }
}

/// Playing: orders forward at the speed chosen, stopping at the end.
fn play_on(time: Res<Time>, watching: Option<ResMut<Watching>>) {
    let Some(mut w) = watching else {
        return;
    };
    if !w.playing {
        return;
    }
    w.due += time.delta_secs() * w.speed;
    // A slow frame does not make the replay jump further than a few orders.
    let steps = (w.due.floor() as usize).min(10);
    w.due -= steps as f32;
    for _ in 0..steps {
        w.replay.forward();
    }
    if w.replay.position() >= w.replay.len() {
        w.playing = false;
    }
}

/// The table shows the replay's point: a session of that game in the place of the game's.
fn show(
    mut commands: Commands,
    watching: Option<ResMut<Watching>>,
    mut session: Option<ResMut<GameSession>>,
    mut table: ResMut<TableSession>,
) {
    let Some(mut w) = watching else {
        return;
    };
    // A record opened to be watched waits for its game to be put on the table, which sets
    // up what the table draws from; then the replay's point takes its place.
    if session.is_none() && w.game_aside.is_none() {
        return;
    }
    let at = w.replay.position();
    // A session put on the table by the game's start is replaced too.
    let fresh = session.as_ref().is_some_and(|s| s.is_added());
    if w.shown == Some(at) && !fresh {
        return;
    }
    w.shown = Some(at);
    let mut shown = GameSession::new(w.replay.game().clone(), w.replay.record_from_here());
    shown.set_computer_sides(w.replay.record().computer.clone());
    table.recap_from = None;
    table.pending = None;
    table.die_prompt = None;
    put_on_table(&mut commands, session.as_deref_mut(), shown);
}
