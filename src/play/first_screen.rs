//! The first screen of `trinchera` run with no command: carry on the newest saved game (its
//! battle, turn, phase and when it was saved), a new game on the built-in battle, or a new
//! game on one of the shipped battles. Behind it the built-in battle stands on the table as a
//! backdrop nobody plays: nothing is ordered or saved until the player has chosen, so a saved
//! game is never met by a new one saved over it. Headless: the window draws the choices.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use bevy::prelude::*;

use super::mode::{Mode, TableMode};
use super::{Start, TableSession};
use crate::opening::{self, PlayArgs};
use crate::record::{self, BUILTIN_DEFAULT, Record};
use crate::rules::Phase;
use crate::rules::dice::DiceSource;
use crate::ruleset::Ruleset;
use crate::scenario::watch::{ScenarioFile, SharedRuleset, Source};
use crate::session::GameSession;

/// Where the built-in battle's game is saved, in the folder the program runs in.
pub const BUILTIN_SAVE: &str = "trinchera-game.ron";

/// A saved game the first screen offers to carry on.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// The record's file.
    pub path: PathBuf,
    /// Its battle's title.
    pub title: String,
    pub turn: u32,
    pub phase: Phase,
    pub orders: usize,
    /// When the file was last written.
    pub saved: Option<SystemTime>,
}

/// A shipped battle the first screen offers a new game on.
#[derive(Clone, Debug)]
pub struct Battle {
    pub path: PathBuf,
    pub title: String,
}

/// What the first screen offers; it is open while this resource is.
#[derive(Resource, Clone, Debug, Default)]
pub struct FirstScreen {
    /// Saved games that can be carried on, newest first.
    pub saved: Vec<SavedGame>,
    /// The battles in `scenarios/`, by title.
    pub battles: Vec<Battle>,
    /// What went wrong with the last choice, told on the screen.
    pub problem: Option<String>,
    /// Opened from a game in progress (the panel's *New game…*): *Back to the game* closes it.
    pub over_a_game: bool,
    /// The mode the game behind was in (asking who plays, say), given back with it.
    pub back_to: TableMode,
    /// The quick battle asked for: its table's size and its year (`None`: any).
    pub quick_size: crate::generate::Size,
    pub quick_year: Option<i32>,
}

/// The player's choice on the first screen.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum FirstChoice {
    /// Carry on this saved game.
    CarryOn(PathBuf),
    /// A new game on the built-in battle.
    NewBuiltin,
    /// A new game on this scenario file.
    NewOn(PathBuf),
    /// A new game on a battle generated now (`trinchera generate`), saved in `quick-battles/`.
    Quick {
        size: crate::generate::Size,
        year: Option<i32>,
    },
    /// Close the screen opened over a game in progress, which goes on.
    Back,
}

impl FirstScreen {
    /// What there is to offer in `dir` (the folder the program runs in): the games saved
    /// there, in `dir/scenarios` and in `dir/quick-battles` (where a quick battle and its game
    /// are saved), newest first, and the battles in `dir/scenarios`.
    pub fn look(dir: &Path, rules: &Ruleset) -> Self {
        let mut battles = Vec::new();
        let mut candidates = Vec::new();
        for folder in [
            dir.to_path_buf(),
            dir.join("scenarios"),
            dir.join(QUICK_FOLDER),
        ] {
            let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
                .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
                .unwrap_or_default();
            files.sort();
            for f in files {
                if f.extension().is_none_or(|e| e != "ron") {
                    continue;
                }
                let Ok(text) = std::fs::read_to_string(&f) else {
                    continue;
                };
                if record::is_record(&text) {
                    let saved = std::fs::metadata(&f).and_then(|m| m.modified()).ok();
                    candidates.push((saved, f));
                } else if folder.ends_with("scenarios")
                    && record::is_scenario(&text)
                    && let Ok(s) = crate::scenario::parse(&f.display().to_string(), &text, rules)
                {
                    battles.push(Battle {
                        path: f,
                        title: s.title.clone(),
                    });
                }
            }
        }
        // Each saved game offered is replayed to say where it stands: the newest few only,
        // so a folder of many quick battles does not keep the first screen waiting.
        candidates.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let saved = candidates
            .into_iter()
            .filter_map(|(_, path)| saved_game(&path, rules))
            .take(SAVED_OFFERED)
            .collect();
        FirstScreen {
            saved,
            battles,
            problem: None,
            over_a_game: false,
            back_to: TableMode::Playing,
            quick_size: crate::generate::Size::Small,
            quick_year: None,
        }
    }
}

/// The folder a quick battle and its game are saved in, under the folder the program runs in.
pub const QUICK_FOLDER: &str = "quick-battles";

/// How many saved games the first screen offers at most, the newest.
const SAVED_OFFERED: usize = 12;

/// A record with orders that loads and replays, as the first screen shows it.
fn saved_game(path: &Path, rules: &Ruleset) -> Option<SavedGame> {
    let loaded = Record::load(path, rules).ok()?;
    if loaded.record.orders.is_empty() {
        return None;
    }
    let orders = loaded.record.orders.len();
    let title = loaded.scenario.title.clone();
    let (g, _) = record::replay(&loaded.record, loaded.scenario, Arc::new(rules.clone())).ok()?;
    Some(SavedGame {
        path: path.to_path_buf(),
        title,
        turn: g.turn(),
        phase: g.phase(),
        orders,
        saved: std::fs::metadata(path).and_then(|m| m.modified()).ok(),
    })
}

/// "2026-12-02 14:05 UTC": when a game was saved, without a calendar crate.
pub fn date_of(t: SystemTime) -> String {
    let secs = t
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs()) as i64;
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Howard Hinnant's days-to-civil: exact for the proleptic Gregorian calendar.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        rest / 3600,
        rest % 3600 / 60
    )
}

/// The game a choice puts on the table: the scenario file, how the game begins, where it is
/// saved and what the player is told.
fn opening_of(
    choice: &FirstChoice,
    dir: &Path,
    rules: &Ruleset,
) -> Result<(Source, Start, PathBuf, Option<String>), String> {
    let seed = crate::rules::dice::clock_seed();
    match choice {
        FirstChoice::NewBuiltin => {
            // A saved game of the built-in battle is kept: the new one takes the next name.
            let wanted = dir.join(BUILTIN_SAVE);
            let (path, note) = if crate::opening::holds_a_game(&wanted) {
                let next = record::next_free_path(&wanted);
                let note = format!(
                    "A new game, saved as {}; the saved game in {} is kept.",
                    next.display(),
                    wanted.display()
                );
                (next, Some(note))
            } else {
                (wanted, None)
            };
            Ok((
                Source::Embedded,
                Start::New(DiceSource::Seeded(seed)),
                path,
                note,
            ))
        }
        FirstChoice::NewOn(file) => {
            let args = PlayArgs {
                new: true,
                ..Default::default()
            };
            let o = opening::decide(file, &args, rules)?;
            let source = o.scenario.map_or(Source::Embedded, Source::File);
            Ok((
                source,
                Start::New(DiceSource::Seeded(seed)),
                o.save_path,
                o.note,
            ))
        }
        FirstChoice::Quick { size, year } => {
            let path = quick_battle(dir, *size, *year, seed, rules)?;
            let o = opening::decide(&path, &PlayArgs::default(), rules)?;
            let note = t!("note-quick-battle", path = path.display().to_string());
            Ok((
                Source::File(path),
                Start::New(DiceSource::Seeded(seed)),
                o.save_path,
                Some(note),
            ))
        }
        FirstChoice::Back => Err(t!("note-no-game-to-go-back")),
        FirstChoice::CarryOn(path) => {
            let o = opening::decide(path, &PlayArgs::default(), rules)?;
            let Some(record) = o.carry_on else {
                return Err(t!("note-no-game-in", path = path.display().to_string()));
            };
            let source = match o.scenario {
                Some(p) => Source::File(p),
                None if record.scenario == BUILTIN_DEFAULT => Source::Embedded,
                None => {
                    return Err(t!(
                        "note-scenario-not-found",
                        path = path.display().to_string()
                    ));
                }
            };
            let note = t!("note-carrying-on", path = path.display().to_string());
            Ok((source, Start::Continue(record), o.save_path, Some(note)))
        }
    }
}

/// Generate a battle from `seed` and write it as `dir/quick-battles/quick-SEED.ron` (the next
/// free name if that is taken): the game's record needs its scenario on disk.
fn quick_battle(
    dir: &Path,
    size: crate::generate::Size,
    year: Option<i32>,
    seed: u64,
    rules: &Ruleset,
) -> Result<PathBuf, String> {
    // Seeds a person can type again: the clock's nanoseconds folded to six digits.
    let seed = seed % 1_000_000;
    let options = crate::generate::Options {
        seed,
        size,
        year,
        sides: None,
    };
    let (_, text) = crate::generate::generate(&options, rules)?.text(rules)?;
    let folder = dir.join(QUICK_FOLDER);
    std::fs::create_dir_all(&folder).map_err(|e| {
        t!(
            "note-cannot-make-folder",
            path = folder.display().to_string(),
            error = e.to_string()
        )
    })?;
    let mut path = folder.join(format!("quick-{seed}.ron"));
    if path.exists() {
        path = record::next_free_path(&path);
    }
    std::fs::write(&path, text).map_err(|e| {
        t!(
            "note-cannot-write",
            path = path.display().to_string(),
            error = e.to_string()
        )
    })?;
    Ok(path)
}

/// The folder the first screen looks in and saves to.
#[derive(Resource, Clone, Debug)]
pub struct FirstScreenDir(pub PathBuf);

/// The panel's *New game…*: the first screen over the game in progress, which waits behind it
/// (already saved) and goes on if the player comes back to it.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct OpenFirstScreen;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<FirstChoice>()
        .add_message::<OpenFirstScreen>()
        .add_systems(
            Update,
            open_over_the_game.run_if(
                on_message::<OpenFirstScreen>
                    .and_then(resource_exists::<TableSession>)
                    .and_then(resource_exists::<SharedRuleset>)
                    .and_then(not(resource_exists::<FirstScreen>)),
            ),
        )
        .add_systems(
            Update,
            choose.run_if(
                resource_exists::<FirstScreen>
                    .and_then(resource_exists::<TableSession>)
                    .and_then(resource_exists::<ScenarioFile>)
                    .and_then(resource_exists::<SharedRuleset>)
                    .and_then(on_message::<FirstChoice>),
            ),
        );
}

fn open_over_the_game(
    mut commands: Commands,
    mut asked: MessageReader<OpenFirstScreen>,
    rules: Res<SharedRuleset>,
    dir: Option<Res<FirstScreenDir>>,
    mut mode: Mode,
) {
    asked.clear();
    let dir = dir.map_or_else(|| PathBuf::from("."), |d| d.0.clone());
    let mut screen = FirstScreen::look(&dir, &rules.0);
    screen.over_a_game = true;
    screen.back_to = mode.now();
    mode.set(TableMode::ChoosingGame);
    commands.insert_resource(screen);
}

/// The chosen game goes on the table: the file it plays, how it begins and where it is saved;
/// the first screen closes. A choice that cannot be opened is told on the screen, which stays.
// A Bevy system: its parameters are the resources it reads and writes.
#[allow(clippy::too_many_arguments)]
fn choose(
    mut commands: Commands,
    mut choices: MessageReader<FirstChoice>,
    mut screen: ResMut<FirstScreen>,
    mut table: ResMut<TableSession>,
    rules: Res<SharedRuleset>,
    file: Res<ScenarioFile>,
    dir: Option<Res<FirstScreenDir>>,
    mut mode: Mode,
) {
    let Some(choice) = choices.read().last().cloned() else {
        return;
    };
    let dir = dir.map_or_else(|| PathBuf::from("."), |d| d.0.clone());
    if choice == FirstChoice::Back {
        if screen.over_a_game {
            mode.set(screen.back_to);
            commands.remove_resource::<FirstScreen>();
        }
        return;
    }
    match opening_of(&choice, &dir, &rules.0) {
        Ok((source, start, save_path, note)) => {
            // A newer generation than the backdrop's, so the table is drawn again.
            let mut new_file = ScenarioFile::new(source, &rules.0);
            new_file.generation = file.generation + 1;
            commands.insert_resource(new_file);
            commands.remove_resource::<GameSession>();
            table.begin_another(start, save_path);
            mode.set(TableMode::Playing);
            if let Some(note) = note {
                table.tell(note, false);
            }
            commands.remove_resource::<FirstScreen>();
        }
        Err(e) => screen.problem = Some(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_is_told_as_a_calendar_day() {
        let t = |s: u64| SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(s);
        assert_eq!(date_of(t(0)), "1970-01-01 00:00 UTC");
        // 2000-02-29 was a leap day (divisible by 400).
        assert_eq!(
            date_of(t(951_782_400 + 3_600 + 120)),
            "2000-02-29 01:02 UTC"
        );
        assert_eq!(date_of(t(1_796_169_600)), "2026-12-02 00:00 UTC");
    }
}
