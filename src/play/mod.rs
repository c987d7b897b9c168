//! A game at the table: starting or continuing one from the document, saving the record (Ctrl+S
//! and at every phase), undo, the hotseat handover and dice rolled by hand. Headless apart from
//! `keys`, which the window's UI plugin registers.

use bevy::prelude::*;
use std::path::{Path, PathBuf};

use crate::record::{self, BUILTIN_DEFAULT, Record};
use crate::rules::dice::DiceSource;
use crate::rules::game::Game;
use crate::rules::{Order, Phase};
use crate::scenario::watch::{ScenarioFile, SharedRuleset, Source};
use crate::session::{ApplyOrders, GameSession, OrderOutcome, OrderRequest, SessionPlugin};

/// How this session's game begins.
#[derive(Clone, Debug)]
pub enum Start {
    New(DiceSource),
    /// Continue a saved game: its orders are replayed.
    Continue(Record),
}

#[derive(Resource)]
pub struct TableSession {
    pub start: Start,
    /// Where Ctrl+S and the autosave write the record.
    pub save_path: PathBuf,
    /// Ask the next player to take the seat between sides.
    pub hotseat: bool,
    /// The side whose player has taken the seat.
    pub seated: Option<usize>,
    /// An order waiting for a die the player rolls by hand.
    pub pending: Option<Order>,
    /// What the die is for, for the prompt.
    pub die_prompt: Option<String>,
    /// The last thing worth telling the player (a rejection, a save).
    pub message: Option<(String, bool)>,
    /// Save at every phase (off for one-shot screenshots).
    pub autosave: bool,
    saved_at: Option<(u32, Phase, usize)>,
    built_for: u64,
}

impl TableSession {
    pub fn new(start: Start, save_path: PathBuf) -> Self {
        TableSession {
            start,
            save_path,
            hotseat: true,
            seated: None,
            pending: None,
            die_prompt: None,
            message: None,
            autosave: true,
            saved_at: None,
            built_for: 0,
        }
    }

    pub fn tell(&mut self, text: impl Into<String>, bad: bool) {
        self.message = Some((text.into(), bad));
    }
}

pub struct PlayPlugin;

impl Plugin for PlayPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(SessionPlugin).add_systems(
            Update,
            (
                start_game.before(ApplyOrders).run_if(
                    resource_exists::<ScenarioFile>.and_then(resource_exists::<TableSession>),
                ),
                (handle_outcomes, autosave)
                    .chain()
                    .after(ApplyOrders)
                    .run_if(
                        resource_exists::<GameSession>.and_then(resource_exists::<TableSession>),
                    ),
            ),
        );
    }
}

/// The record's path to its scenario: relative to the record's folder where possible.
pub fn scenario_ref(source: &Source, save_path: &Path) -> String {
    match source {
        Source::Embedded => BUILTIN_DEFAULT.to_string(),
        Source::File(p) => {
            let dir = save_path.parent().unwrap_or(Path::new("."));
            relative(dir, p).display().to_string()
        }
    }
}

fn relative(from_dir: &Path, to: &Path) -> PathBuf {
    let abs = |p: &Path| std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf());
    let (from, to) = (abs(from_dir), abs(to));
    let a: Vec<_> = from.components().collect();
    let b: Vec<_> = to.components().collect();
    let common = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let mut out = PathBuf::new();
    for _ in common..a.len() {
        out.push("..");
    }
    for c in &b[common..] {
        out.push(c);
    }
    out
}

/// Build the game when the scenario first loads, and again when it changes before any order.
fn start_game(
    mut commands: Commands,
    doc: Res<ScenarioFile>,
    rules: Res<SharedRuleset>,
    mut session: ResMut<TableSession>,
    state: Option<Res<GameSession>>,
) {
    let Some(scenario) = doc.scenario.clone() else {
        return;
    };
    if session.built_for == doc.generation {
        return;
    }
    if let Some(state) = &state
        && !state.record().orders.is_empty()
    {
        session.built_for = doc.generation;
        session.tell(
            "The scenario file changed: the game in progress keeps the version it began with. Start a new game to play the new one.",
            true,
        );
        return;
    }
    session.built_for = doc.generation;
    let text = doc.text.clone();
    let rules = rules.0.clone();
    let built = match session.start.clone() {
        Start::New(dice) => Game::new(scenario, rules, dice.clone()).map(|g| {
            let r = Record::new(scenario_ref(&doc.source, &session.save_path), &text, dice);
            GameSession::new(g, r)
        }),
        Start::Continue(rec) => {
            record::replay(&rec, scenario, rules.clone()).map(|(g, reports)| {
                let mut kept = rec.clone();
                // Orders the replay refused are dropped from the record going forward.
                kept.orders = rec
                    .orders
                    .iter()
                    .zip(&reports)
                    .filter(|(_, r)| r.accepted)
                    .map(|(o, _)| o.clone())
                    .collect();
                GameSession::new(g, kept)
            })
        }
    };
    match built {
        Ok(state) => {
            session.saved_at = Some((
                state.game().turn(),
                state.game().phase(),
                state.game().active(),
            ));
            commands.insert_resource(state);
        }
        Err(e) => session.tell(format!("The game cannot start: {e}"), true),
    }
}

fn handle_outcomes(
    mut outcomes: MessageReader<OrderOutcome>,
    mut session: ResMut<TableSession>,
    state: Res<GameSession>,
) {
    for o in outcomes.read() {
        match &o.result {
            Ok(()) => {
                if matches!(o.order, Order::Roll(_)) {
                    continue;
                }
                if session.pending.as_ref() == Some(&o.order) {
                    session.pending = None;
                    session.die_prompt = None;
                }
                session.message = None;
            }
            Err(r) if r.needs_die() => {
                session.pending = Some(o.order.clone());
                session.die_prompt = Some(r.reason.clone());
            }
            Err(r) => session.tell(r.reason.clone(), true),
        }
    }
    if state.game().dice().typed_waiting() == 0 && session.pending.is_none() {
        session.die_prompt = None;
    }
}

/// Save the record at every change of phase or side, by writing a new file and renaming it.
fn autosave(mut session: ResMut<TableSession>, state: Res<GameSession>) {
    let now = (
        state.game().turn(),
        state.game().phase(),
        state.game().active(),
    );
    if session.saved_at == Some(now) {
        return;
    }
    session.saved_at = Some(now);
    if state.record().orders.is_empty() || !session.autosave {
        return;
    }
    match state.record().save(&session.save_path) {
        Ok(()) => info!("autosaved {}", session.save_path.display()),
        Err(e) => {
            let msg = format!("autosave to {} failed: {e}", session.save_path.display());
            session.tell(msg, true);
        }
    }
}

/// Ctrl+S saves, Ctrl+Z undoes (registered by the window's UI plugin).
pub fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut session: ResMut<TableSession>,
    mut state: ResMut<GameSession>,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyS) {
        save_now(&mut session, &state);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        undo(&mut session, &mut state);
    }
}

pub fn save_now(session: &mut TableSession, state: &GameSession) {
    let path = session.save_path.clone();
    match state.record().save(&path) {
        Ok(()) => session.tell(format!("Saved {}", path.display()), false),
        Err(e) => session.tell(format!("Cannot save {}: {e}", path.display()), true),
    }
}

pub fn undo(session: &mut TableSession, state: &mut GameSession) {
    match state.undo() {
        Ok(o) => session.tell(format!("Undone: {}", o.describe()), false),
        Err(e) => session.tell(e.to_string(), true),
    }
}

/// Submit an order from the window.
pub fn send(writer: &mut MessageWriter<OrderRequest>, order: Order) {
    writer.write(OrderRequest(order));
}
