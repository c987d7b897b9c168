//! A game at the table: starting or continuing one from the scenario file (and a new game when
//! the file changes mid-game, if the player asks), who plays each side (a person or the
//! computer, which thinks in `computer`), saving the record (Ctrl+S and at every order), undo,
//! the hotseat handover and dice rolled by hand. Headless apart from `save_and_undo_keys`,
//! which the window's UI plugin registers.

use bevy::prelude::*;
use std::path::{Path, PathBuf};

pub mod aftermath;
pub mod computer;
pub mod first_screen;
pub mod mode;
pub mod network;
pub mod replaying;
pub mod words;

pub use crate::record::next_free_path;
use crate::record::{self, BUILTIN_DEFAULT, Record};
use crate::rules::dice::DiceSource;
use crate::rules::game::Game;
use crate::rules::{Order, Rejection, RuleId};
use crate::scenario::watch::{self, ScenarioFile, SharedRuleset, Source};
use crate::seats::Seats;
use crate::session::{
    ApplyOrders, By, GameSession, OrderOutcome, OrderRequest, SessionPlugin, UndoOutcome,
    UndoRequest,
};
use mode::{Mode, TableMode, orders_flow};

/// How this session's game begins.
#[derive(Clone, Debug)]
pub enum Start {
    New(DiceSource),
    /// Continue a saved game: its orders are replayed.
    Continue(Record),
}

#[derive(Resource)]
pub struct TableSession {
    start: Start,
    /// Where Ctrl+S and the autosave write the record.
    save_path: PathBuf,
    /// Ask the next player to take the seat between sides (two people at one screen).
    hotseat: bool,
    /// Who plays each side: a person, or the computer at a level.
    seats: Seats,
    /// Who plays was given on the command line: a new game does not ask, and a saved game
    /// carried on is played so rather than as its record says.
    seats_given: bool,
    /// A new game asks who plays (off for one-shot screenshots).
    ask_seats: bool,
    /// The side whose player has taken the seat.
    seated: Option<usize>,
    /// An order waiting for a die the player rolls by hand, with who gave it (the computer's
    /// orders wait for the person's dice too).
    pending: Option<OrderRequest>,
    /// What the die is for, for the prompt.
    die_prompt: Option<String>,
    /// The dice the pending order has used so far and what each did; they reach the log
    /// when the last die of the chain is in.
    dice_in: Vec<crate::rules::dice::Roll>,
    /// The last thing worth telling the player (a rejection, a save).
    message: Option<Notice>,
    /// Save at every phase (off for one-shot screenshots).
    autosave: bool,
    /// Counts the games put on the table, so what follows a game can tell a new one.
    games_begun: u64,
    /// For a saved game carried on: how long its dice log and events were before its last
    /// order, so the player is told again what that order did.
    recap_from: Option<(usize, usize)>,
    /// The session's revision last written to `save_path` (or found there on carrying on).
    saved_at: Option<u64>,
    /// A new game chosen on the first screen asks who plays, even after earlier games.
    ask_when_begun: bool,
    /// The newest version of the scenario file this session has acted on.
    file_generation_seen: u64,
    /// The version of the scenario file the game in progress was built from; 0 before a game.
    game_generation: u64,
    /// Sides whose orders are not given at this table, and why (a network game: the other
    /// machine plays it); `None`: as the seats say.
    not_here: [Option<String>; 2],
    /// A network game: its battle, dice, seats and record are the network's, so the panel
    /// offers no new game, no dice by hand, no hotseat and no editing of the file.
    network: bool,
}

impl TableSession {
    /// Games put on the table so far: a new game, or one carried on, counts one more.
    pub fn games_begun(&self) -> u64 {
        self.games_begun
    }

    pub fn new(start: Start, save_path: PathBuf) -> Self {
        TableSession {
            start,
            save_path,
            hotseat: true,
            seats: Seats::default(),
            seats_given: false,
            ask_seats: true,
            seated: None,
            pending: None,
            die_prompt: None,
            dice_in: Vec::new(),
            message: None,
            autosave: true,
            games_begun: 0,
            recap_from: None,
            ask_when_begun: false,
            saved_at: None,
            file_generation_seen: 0,
            game_generation: 0,
            not_here: [None, None],
            network: false,
        }
    }

    /// Who plays each side.
    pub fn seats(&self) -> &Seats {
        &self.seats
    }

    /// Who plays, as the person chose on the table (the seats dialog, the computer panel).
    pub fn set_seats(&mut self, seats: Seats) {
        self.seats = seats;
    }

    /// Who plays, as the command line gave it: a new game does not ask, and a saved game
    /// carried on is played so rather than as its record says.
    pub fn give_seats(&mut self, seats: Seats) {
        self.seats = seats;
        self.seats_given = true;
    }

    /// Whether two people share the screen (the panel's hotseat box), whoever plays.
    pub fn hotseat_mut(&mut self) -> &mut bool {
        &mut self.hotseat
    }

    /// Nothing written and nobody handed the seat: a one-shot picture or a replay watched;
    /// `ask_seats` whether a new game still asks who plays.
    pub fn quiet(&mut self, ask_seats: bool) {
        self.hotseat = false;
        self.autosave = false;
        self.ask_seats = ask_seats;
    }

    /// A network game: its battle, dice, seats and record are the network's (its end saves
    /// the record), so the panel offers no new game, dice by hand, hotseat or editing.
    pub fn over_the_network(&mut self) {
        self.quiet(false);
        self.network = true;
    }

    /// How the game began: new, or carried on from a record.
    pub fn start(&self) -> &Start {
        &self.start
    }

    /// Where Ctrl+S and the autosave write the record.
    pub fn save_path(&self) -> &std::path::Path {
        &self.save_path
    }

    /// Whether two people share the screen (the panel's hotseat box).
    pub fn hotseat(&self) -> bool {
        self.hotseat
    }

    /// Whether the record is saved at every order.
    pub fn autosave(&self) -> bool {
        self.autosave
    }

    /// Save at every order, or not (a test's table that must write nothing).
    pub fn set_autosave(&mut self, on: bool) {
        self.autosave = on;
    }

    /// Whether a new game asks who plays, before it begins.
    pub fn set_asks_seats(&mut self, ask: bool) {
        self.ask_seats = ask;
    }

    /// Whether this is a network game.
    pub fn network(&self) -> bool {
        self.network
    }

    /// Whether a new game asks who plays.
    pub fn asks_seats(&self) -> bool {
        self.ask_seats
    }

    /// The side whose player has taken the seat.
    pub fn seated(&self) -> Option<usize> {
        self.seated
    }

    /// The player of `side` has taken the seat (the hotseat handover).
    pub fn take_seat(&mut self, side: usize) {
        self.seated = Some(side);
    }

    /// The last thing worth telling the player.
    pub fn message(&self) -> Option<&Notice> {
        self.message.as_ref()
    }

    /// What the die typed in next is for.
    pub fn die_prompt(&self) -> Option<&str> {
        self.die_prompt.as_deref()
    }

    /// The dice typed in so far for the order waiting.
    pub fn dice_in(&self) -> &[crate::rules::dice::Roll] {
        &self.dice_in
    }

    /// The order waiting for a die typed in, and who gave it.
    pub fn pending(&self) -> Option<&OrderRequest> {
        self.pending.as_ref()
    }

    /// Tell the player something, with the rule a referee can look up when there is one.
    pub fn notify(&mut self, notice: Notice) {
        self.message = Some(notice);
    }

    pub fn tell(&mut self, text: impl Into<String>, bad: bool) {
        self.message = Some(Notice {
            text: text.into(),
            bad,
            rule: None,
        });
    }

    /// An order refused: its reason, and the rule a referee can look up.
    pub fn refused(&mut self, r: &Rejection) {
        self.message = Some(Notice {
            text: r.reason.text(),
            bad: true,
            rule: Some(r.rule),
        });
    }

    /// Whether two people share the screen and the seat changes hands between sides: never
    /// against the computer, where the person keeps the seat.
    pub fn handover(&self) -> bool {
        self.hotseat && !self.seats.any_computer()
    }

    /// Whether the person at the table may give `side`'s orders now: only while a game is
    /// played (not on the first screen, not while asked who plays, not in a replay), not a
    /// side played at the other end of the network, not the computer's side, and at a shared
    /// screen only once that side's player has taken the seat.
    pub fn may_order(&self, mode: TableMode, side: usize) -> bool {
        mode == TableMode::Playing
            && self.not_here.get(side).is_none_or(Option::is_none)
            && !self.seats.is_computer(side)
            && (!self.handover() || self.seated == Some(side))
    }

    /// Why the person may not give `side`'s orders now, in words for the move preview.
    pub fn why_not_yours(&self, mode: TableMode, side: usize, g: &Game) -> String {
        if let Some(Some(why)) = self.not_here.get(side) {
            why.clone()
        } else if mode == TableMode::ChoosingGame {
            t!("not-yours-choose-game")
        } else if mode == TableMode::Watching {
            t!("not-yours-replay")
        } else if self.seats.is_computer(side) {
            t!("not-yours-computer", side = g.side_name(side))
        } else if mode == TableMode::AskingSeats {
            t!("not-yours-choose-seats")
        } else {
            t!("not-yours-seat")
        }
    }

    /// Another game is to go on the table (the first screen's choice): begun as `start`, saved
    /// to `save_path`, on the scenario file put in place with a newer generation.
    /// The mode becomes `Playing` (the caller's `Mode::set`), leaving the first screen.
    pub fn begin_another(&mut self, start: Start, save_path: PathBuf) {
        self.start = start;
        self.save_path = save_path;
        self.file_generation_seen = 0;
        self.ask_when_begun = true;
    }

    /// The version of the scenario file (`ScenarioFile::generation`) the game in progress was
    /// built from, 0 before a game: the table is drawn for this version, whatever the file
    /// on disk has become.
    pub fn game_generation(&self) -> u64 {
        self.game_generation
    }

    /// Whether the file has a good version newer than the one the game in progress plays.
    pub fn file_changed_since_game_began(&self, file: &ScenarioFile) -> bool {
        file.scenario.is_some() && file.generation != self.game_generation
    }
}

/// Something the panel tells the player.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub text: String,
    /// Bad news (a refusal, a failed save), shown in red.
    pub bad: bool,
    /// The rule that refused an order.
    pub rule: Option<RuleId>,
}

/// The player asks for a new game on the newest good version of the scenario file, while the
/// game in progress keeps its own version and its record.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct NewGameOnChangedFile;

/// The steps of a game at the table, around the session's `ApplyOrders`.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlaySet {
    /// Starting a game: on the first good version of the file, again on a changed file while
    /// no order has been given, and when the player asks for a new game on the changed file.
    StartGame,
    /// What became of the orders, and the autosave.
    AfterOrders,
}

pub struct PlayPlugin;

impl Plugin for PlayPlugin {
    fn build(&self, app: &mut App) {
        // The game at the table follows the scenario file, so the watcher comes with it.
        app.add_plugins((
            mode::plugin,
            SessionPlugin,
            watch::plugin,
            computer::plugin,
            replaying::plugin,
            first_screen::plugin,
        ))
        .add_message::<NewGameOnChangedFile>()
        .init_resource::<aftermath::Aftermath>()
        .configure_sets(
            Update,
            (
                // A network game comes from the network's end, never from the file here.
                PlaySet::StartGame.before(ApplyOrders).run_if(
                    resource_exists::<ScenarioFile>
                        .and_then(resource_exists::<SharedRuleset>)
                        .and_then(resource_exists::<TableSession>)
                        .and_then(not(resource_exists::<crate::session::OrdersRouted>)),
                ),
                PlaySet::AfterOrders.after(ApplyOrders).run_if(
                    resource_exists::<GameSession>
                        .and_then(resource_exists::<TableSession>)
                        .and_then(orders_flow),
                ),
                // While a replay is watched its game is shown, not played.
                ApplyOrders.run_if(orders_flow),
            ),
        )
        .add_systems(
            Update,
            (
                (
                    start_first_game.run_if(not(resource_exists::<GameSession>)),
                    // A replay's game is the record's, whatever the file becomes.
                    follow_changed_file
                        .run_if(resource_exists::<GameSession>.and_then(orders_flow)),
                    new_game_on_changed_file.run_if(
                        resource_exists::<GameSession>
                            .and_then(on_message::<NewGameOnChangedFile>)
                            .and_then(orders_flow),
                    ),
                )
                    .chain()
                    .in_set(PlaySet::StartGame),
                (
                    handle_outcomes,
                    told_undone,
                    autosave,
                    aftermath::follow_game,
                )
                    .chain()
                    .in_set(PlaySet::AfterOrders),
                frames_without_a_game.run_if(not(resource_exists::<GameSession>)),
            ),
        );
    }
}

/// Frames the window has drawn before any game is on the table (a broken file waiting for its
/// fix), told once in the log: a person sees the window is alive, and a test waits for frames,
/// not for the clock.
fn frames_without_a_game(mut drawn: Local<u32>) {
    *drawn += 1;
    if *drawn == FRAMES_TOLD {
        info!(
            "{FRAMES_TOLD} frames drawn with no game on the table: waiting for a good scenario file"
        );
    }
}

pub const FRAMES_TOLD: u32 = 30;

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

/// The game on the first good version of the scenario file.
fn start_first_game(
    mut commands: Commands,
    file: Res<ScenarioFile>,
    rules: Res<SharedRuleset>,
    mut table: ResMut<TableSession>,
    mut mode: Mode,
) {
    if table.file_generation_seen == file.generation {
        return;
    }
    table.file_generation_seen = file.generation;
    begin_as_asked(&mut commands, &mut table, &mut mode, &file, &rules);
}

/// The game the session was asked to begin (`table.start`), built on the file's good version
/// and put on the table.
fn begin_as_asked(
    commands: &mut Commands,
    table: &mut TableSession,
    mode: &mut Mode,
    file: &ScenarioFile,
    rules: &SharedRuleset,
) {
    let start = table.start.clone();
    let carried_on = matches!(start, Start::Continue(_));
    let built = build(file, rules, start, &table.save_path);
    put_on_table(commands, table, mode, file, built, carried_on);
}

/// A changed file rebuilds the game while no order has been given; after that the game keeps
/// the version it began with (its record replays only on that one) and the player is told.
fn follow_changed_file(
    mut commands: Commands,
    file: Res<ScenarioFile>,
    rules: Res<SharedRuleset>,
    mut table: ResMut<TableSession>,
    session: Res<GameSession>,
    mut mode: Mode,
) {
    if table.file_generation_seen == file.generation {
        return;
    }
    table.file_generation_seen = file.generation;
    if !session.record().orders.is_empty() {
        table.tell(t!("note-file-changed"), true);
        return;
    }
    begin_as_asked(&mut commands, &mut table, &mut mode, &file, &rules);
}

/// A new game on the changed file, with a fresh seed and a record of its own: the game in
/// progress is saved first, and the new one never writes over it.
fn new_game_on_changed_file(
    mut commands: Commands,
    file: Res<ScenarioFile>,
    rules: Res<SharedRuleset>,
    mut table: ResMut<TableSession>,
    session: Res<GameSession>,
    mut mode: Mode,
) {
    if !table.file_changed_since_game_began(&file) {
        return;
    }
    let old_path = table.save_path.clone();
    if !session.record().orders.is_empty()
        && table.autosave
        && let Err(e) = session.record().save(&old_path)
    {
        let why = t!(
            "note-cannot-save-in-progress",
            path = old_path.display().to_string(),
            error = e.to_string()
        );
        table.tell(why, true);
        return;
    }
    let new_path = next_free_path(&old_path);
    let dice = DiceSource::Seeded(crate::rules::dice::clock_seed());
    let built = build(&file, &rules, Start::New(dice.clone()), &new_path);
    table.file_generation_seen = file.generation;
    if put_on_table(&mut commands, &mut table, &mut mode, &file, built, false) {
        table.save_path = new_path.clone();
        table.start = Start::New(dice);
        table.tell(
            t!(
                "note-new-game-on-changed-file",
                path = new_path.display().to_string(),
                old = old_path.display().to_string()
            ),
            false,
        );
    }
}

/// A game on the file's good version, with the record that will be saved to `save_path`.
fn build(
    file: &ScenarioFile,
    rules: &SharedRuleset,
    start: Start,
    save_path: &Path,
) -> Result<GameSession, String> {
    let Some(scenario) = file.scenario.clone() else {
        return Err("the scenario file has no good version yet".to_string());
    };
    let rules = rules.0.clone();
    let built = match start {
        Start::New(dice) => Game::new(scenario, rules, dice.clone()).map(|g| {
            let r = Record::new(scenario_ref(&file.source, save_path), &file.text, dice);
            GameSession::new(g, r)
        }),
        Start::Continue(rec) => Game::new(scenario, rules, rec.dice.clone()).map(|start| {
            let mut kept = rec.clone();
            // The text the game was built from, never a second read.
            kept.rebase(&file.text);
            // Orders the rules refuse are dropped from the record going forward.
            GameSession::carried_on(start, kept)
        }),
    };
    built.map_err(|e| e.to_string())
}

/// The built game becomes the game at the table; `false` (and the player told why) if it
/// could not be built.
fn put_on_table(
    commands: &mut Commands,
    table: &mut TableSession,
    mode: &mut Mode,
    file: &ScenarioFile,
    built: Result<GameSession, String>,
    carried_on: bool,
) -> bool {
    match built {
        Ok(mut session) => {
            decide_seats(table, mode, &mut session, carried_on);
            table.saved_at = Some(session.revision());
            table.game_generation = file.generation;
            table.pending = None;
            table.die_prompt = None;
            table.dice_in.clear();
            table.seated = None;
            // The first screen's backdrop is not a game begun: the one chosen is the first.
            if !mode.is(TableMode::ChoosingGame) {
                table.games_begun += 1;
            }
            table.recap_from = before_last_order(&session);
            // Behind the first screen the built-in battle stands as a backdrop: nothing is
            // played or saved until a game is chosen, so it is not said to be saved anywhere.
            if mode.is(TableMode::ChoosingGame) {
                info!(
                    "behind the first screen: {}",
                    session.game().scenario().title
                );
            } else if table.autosave {
                info!(
                    "the game is on the table: {}, saved to {}",
                    session.game().scenario().title,
                    table.save_path.display()
                );
            } else {
                // A screenshot or a look that saves nothing says so, not where it would save.
                info!(
                    "the game is on the table: {} (not saved)",
                    session.game().scenario().title
                );
            }
            commands.insert_resource(session);
            true
        }
        Err(e) => {
            table.tell(t!("note-cannot-start", error = e.to_string()), true);
            false
        }
    }
}

/// Who plays the game put on the table: as the command line said, else as a saved game's
/// record says. The first new game without either asks; a new game on a changed file keeps
/// the seats of the one before.
fn decide_seats(
    table: &mut TableSession,
    mode: &mut Mode,
    session: &mut GameSession,
    carried_on: bool,
) {
    let scenario = session.game().scenario().clone();
    let ask_now = std::mem::take(&mut table.ask_when_begun);
    if carried_on && !table.seats_given {
        let (seats, problems) = Seats::from_record(&session.record().computer, &scenario);
        table.seats = seats;
        if !problems.is_empty() {
            table.tell(problems.join("; "), true);
        }
    } else if !carried_on
        && !table.seats_given
        && table.ask_seats
        && !mode.is(TableMode::ChoosingGame)
        && (table.games_begun == 0 || ask_now)
    {
        mode.set(TableMode::AskingSeats);
    }
    session.set_computer_sides(table.seats.to_record(&scenario));
    // A game carried on at the computer's move: what it ordered is not the person's to take
    // back, as it was not before the game was closed; nor its choice of moving first or
    // second, which it may make while the person is the side to act [SRC engaged troops].
    if carried_on {
        if table.seats.is_computer(session.game().active()) {
            session.seal_after_computer();
        } else {
            let seats = &table.seats;
            session.seal_through(|g, order| match order {
                Order::MoveFirst { side, .. } => {
                    g.side_index(side).is_some_and(|s| seats.is_computer(s))
                }
                _ => false,
            });
        }
    }
}

/// The length of the dice log and events before the record's last order, if it has one.
fn before_last_order(session: &GameSession) -> Option<(usize, usize)> {
    let mut record = session.record().clone();
    record.orders.pop()?;
    let g = session.game();
    let (before, _) = record::replay(&record, g.scenario().clone(), g.rules().clone()).ok()?;
    Some((before.log().len(), before.events().len()))
}

fn handle_outcomes(
    mut outcomes: MessageReader<OrderOutcome>,
    mut table: ResMut<TableSession>,
    session: Res<GameSession>,
) {
    for o in outcomes.read() {
        // The computer's refusals are its own business (it is told, and tries another order);
        // they are not the person's to read as their mistakes.
        if o.by == By::Computer {
            continue;
        }
        match &o.result {
            Ok(()) => {
                if matches!(o.order, Order::Roll(_)) {
                    continue;
                }
                if table
                    .pending
                    .as_ref()
                    .is_some_and(|p| p.order == o.order && p.by == o.by)
                {
                    table.pending = None;
                    table.die_prompt = None;
                }
                table.message = None;
            }
            Err(r) if r.needs_die() => {
                table.pending = Some(OrderRequest {
                    order: o.order.clone(),
                    by: o.by,
                });
                table.die_prompt = Some(r.reason.text());
                table.dice_in = session.game().dice_so_far(&o.order);
            }
            Err(r) => table.refused(r),
        }
    }
    if session.game().dice().typed_waiting() == 0 && table.pending.is_none() {
        table.die_prompt = None;
    }
    if table.pending.is_none() {
        table.dice_in.clear();
    }
}

/// Save the record whenever it changes: every order accepted (the person's, the computer's, a
/// die typed in), every undo, a change of who plays. It runs in the frame the order was
/// applied, before that frame is drawn, and writes a new file then renames it: closing the
/// window or killing the program loses at most the order being given.
fn autosave(mut table: ResMut<TableSession>, session: Res<GameSession>, mode: Mode) {
    let now = session.revision();
    if table.saved_at == Some(now) {
        return;
    }
    table.saved_at = Some(now);
    // The first screen's backdrop is nobody's game: never saved over the game it offers.
    if session.record().orders.is_empty() || !table.autosave || mode.is(TableMode::ChoosingGame) {
        return;
    }
    match session.record().save(&table.save_path) {
        Ok(()) => debug!(
            "saved {} orders to {}",
            session.record().orders.len(),
            table.save_path.display()
        ),
        Err(e) => {
            let msg = t!(
                "note-autosave-failed",
                path = table.save_path.display().to_string(),
                error = e.to_string()
            );
            table.tell(msg, true);
        }
    }
}

/// Ctrl+S saves, Ctrl+Z undoes (registered by the window's UI plugin).
pub fn save_and_undo_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut table: ResMut<TableSession>,
    session: Res<GameSession>,
    mut undos: MessageWriter<UndoRequest>,
    mode: Mode,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyS) {
        save_now(&mut table, mode.now(), &session);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        undo(mode.now(), &mut undos);
    }
}

pub fn save_now(table: &mut TableSession, mode: TableMode, session: &GameSession) {
    if mode == TableMode::Watching {
        table.tell(t!("note-replay-not-saved"), true);
        return;
    }
    let path = table.save_path.clone();
    match session.record().save(&path) {
        Ok(()) => table.tell(t!("note-saved", path = path.display().to_string()), false),
        Err(e) => table.tell(
            t!(
                "note-cannot-save",
                path = path.display().to_string(),
                error = e.to_string()
            ),
            true,
        ),
    }
}

/// Ask to take back the person's last order: the request goes where orders go (`session`'s
/// `apply_orders`, or the network's end, which asks the other player), and `told_undone` says
/// what came of it. A replay takes nothing back.
pub fn undo(mode: TableMode, undos: &mut MessageWriter<UndoRequest>) {
    if mode != TableMode::Watching {
        undos.write(UndoRequest { by: By::Person });
    }
}

/// What came of the person's request to take back an order at this table.
fn told_undone(
    mut undone: MessageReader<UndoOutcome>,
    mut table: ResMut<TableSession>,
    session: Res<GameSession>,
) {
    for u in undone.read() {
        if u.by != By::Person {
            continue;
        }
        match &u.result {
            Ok(o) => {
                let said = words::in_words(o, session.game());
                table.tell(t!("note-undone", order = said), false)
            }
            Err(e) => table.tell(e.words(), true),
        }
    }
}

/// The die a number key types: 1 to 6 on the top row or the numpad.
pub fn die_key(keys: &ButtonInput<KeyCode>) -> Option<u8> {
    const KEYS: [(KeyCode, KeyCode); 6] = [
        (KeyCode::Digit1, KeyCode::Numpad1),
        (KeyCode::Digit2, KeyCode::Numpad2),
        (KeyCode::Digit3, KeyCode::Numpad3),
        (KeyCode::Digit4, KeyCode::Numpad4),
        (KeyCode::Digit5, KeyCode::Numpad5),
        (KeyCode::Digit6, KeyCode::Numpad6),
    ];
    (1..=6u8)
        .zip(KEYS)
        .find(|(_, (top, pad))| keys.just_pressed(*top) || keys.just_pressed(*pad))
        .map(|(v, _)| v)
}

/// A die typed in for the roll the prompt names: the die, then the order that waits for it
/// tried again (it asks for the next die if the chain needs more).
pub fn type_die(table: &mut TableSession, writer: &mut MessageWriter<OrderRequest>, value: u8) {
    send(writer, Order::Roll(vec![value]));
    // The waiting order goes again as whoever gave it: the computer's stays the computer's.
    if let Some(p) = table.pending.clone() {
        writer.write(p);
    }
    table.die_prompt = None;
}

/// Submit an order from the window.
pub fn send(writer: &mut MessageWriter<OrderRequest>, order: Order) {
    writer.write(OrderRequest::person(order));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_keys_on_the_top_row_and_the_numpad_type_a_die() {
        let mut keys = ButtonInput::<KeyCode>::default();
        assert_eq!(die_key(&keys), None);
        keys.press(KeyCode::Digit3);
        assert_eq!(die_key(&keys), Some(3));
        keys.clear();
        keys.press(KeyCode::Numpad6);
        assert_eq!(die_key(&keys), Some(6));
        keys.clear();
        keys.press(KeyCode::Digit7);
        keys.press(KeyCode::Digit0);
        assert_eq!(die_key(&keys), None, "a D6 has no 7 or 0");
    }
}
