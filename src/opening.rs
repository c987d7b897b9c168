//! What `trinchera play FILE` opens, decided before any window: a scenario's saved game carried
//! on or a new game beside it, never one game written over another.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::record::{self, Record, next_free_path};
use crate::ruleset::Ruleset;

/// How `play` was asked.
#[derive(Clone, Debug, Default)]
pub struct PlayArgs {
    /// `--new`: a new game even where a saved one could be carried on.
    pub new: bool,
    /// `--anyway`: carry a game on though its scenario has changed.
    pub anyway: bool,
    /// `--save`: where the player wants the game saved.
    pub save: Option<PathBuf>,
}

/// The game the window opens on.
#[derive(Clone, Debug)]
pub struct Opening {
    /// The scenario file; `None` for the battle built into the program.
    pub scenario: Option<PathBuf>,
    /// A saved game to carry on; `None` for a new game.
    pub carry_on: Option<Record>,
    /// Where the game is saved: never a file that holds another game.
    pub save_path: PathBuf,
    /// What the player must know about where the games are (for stderr and the panel).
    pub note: Option<String>,
}

/// What a saved game's file holds, as far as starting a game beside it is concerned.
enum Saved {
    /// No file, or a record without orders: a new game may take the name.
    Nothing,
    /// A game of the scenario being opened, as it stands now (`Err`: it cannot be carried on
    /// as it is, and why).
    Ours(Result<Box<record::Loaded>, String>),
    /// A game of another scenario, or a file that is not a game.
    Other(String),
}

fn what_is_saved(path: &Path, scenario: &Path, rules: &Ruleset, anyway: bool) -> Saved {
    let Ok(bytes) = std::fs::read(path) else {
        return if path.exists() {
            Saved::Other(crate::t!("open-why-unreadable"))
        } else {
            Saved::Nothing
        };
    };
    let text = String::from_utf8_lossy(&bytes);
    if !record::is_record(&text) {
        return Saved::Other(crate::t!("open-why-not-record"));
    }
    let Ok(r) = crate::spanned::read::<Record>(&text) else {
        return Saved::Other(crate::t!("open-why-bad-record"));
    };
    let dir = path.parent().unwrap_or(Path::new("."));
    if r.scenario == record::BUILTIN_DEFAULT || !same_file(&dir.join(&r.scenario), scenario) {
        return if r.orders.is_empty() {
            Saved::Nothing
        } else {
            Saved::Other(crate::t!("open-why-other-game", scenario = &r.scenario))
        };
    }
    if r.orders.is_empty() {
        return Saved::Nothing;
    }
    Saved::Ours(
        record::Record::load_with(path, rules, anyway)
            .map(Box::new)
            .map_err(|e| {
                e.diagnostics
                    .first()
                    .map_or_else(String::new, |d| d.message.text())
            }),
    )
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// The turn a saved game has reached, for telling the player.
fn turn_of(loaded: &record::Loaded, rules: &Ruleset) -> Option<u32> {
    record::replay(
        &loaded.record,
        loaded.scenario.clone(),
        Arc::new(rules.clone()),
    )
    .ok()
    .map(|(g, _)| g.turn())
}

/// A file the command line cannot open says why, as `path: error: ...`, before any window.
fn readable(file: &Path) -> Result<String, String> {
    if file.is_dir() {
        return Err(crate::t!("open-folder", path = file.display().to_string()));
    }
    std::fs::read(file)
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .map_err(|e| {
            crate::t!(
                "open-cannot-read",
                path = file.display().to_string(),
                error = e.to_string()
            )
        })
}

/// Decide what `play FILE` opens. A scenario with no saved game (or `--new`) starts a new one;
/// a saved game of the scenario is carried on; a file in the way that holds another game is
/// never touched, and the new game takes the next free name. Every choice made for the player
/// is told in `note`.
pub fn decide(file: &Path, args: &PlayArgs, rules: &Ruleset) -> Result<Opening, String> {
    let text = readable(file)?;
    if record::is_record(&text) {
        return open_record(file, args, rules);
    }
    // A scenario, or a broken file the window shows the errors of until it is fixed.
    let candidate = args.save.clone().unwrap_or_else(|| default_save(file));
    let new_game = |save_path: PathBuf, note: Option<String>| Opening {
        scenario: Some(file.to_path_buf()),
        carry_on: None,
        save_path,
        note,
    };
    Ok(match what_is_saved(&candidate, file, rules, args.anyway) {
        Saved::Nothing => new_game(candidate, None),
        Saved::Other(why) => {
            let next = next_free_path(&candidate);
            let note = crate::t!(
                "open-left-as-it-is",
                path = candidate.display().to_string(),
                why = why,
                save = next.display().to_string()
            );
            new_game(next, Some(note))
        }
        Saved::Ours(_) if args.new => {
            let next = next_free_path(&candidate);
            let note = crate::t!(
                "open-new-beside-saved",
                save = next.display().to_string(),
                path = candidate.display().to_string()
            );
            new_game(next, Some(note))
        }
        Saved::Ours(Ok(loaded)) => {
            // Replaying the record is the costly part: once.
            let turn = turn_of(&loaded, rules);
            let carrying = crate::t!(
                "open-carrying-on",
                path = candidate.display().to_string(),
                has_turn = u8::from(turn.is_some()),
                turn = turn.unwrap_or(0),
                save = next_free_path(&candidate).display().to_string()
            );
            let note = match loaded.record.warnings.last().filter(|_| args.anyway) {
                Some(w) => format!("{carrying} {}", crate::t!("open-warning", warning = w)),
                None => carrying,
            };
            Opening {
                scenario: Some(file.to_path_buf()),
                carry_on: Some(loaded.record),
                save_path: candidate,
                note: Some(note),
            }
        }
        Saved::Ours(Err(why)) => {
            let next = next_free_path(&candidate);
            let note = crate::t!(
                "open-cannot-carry-on",
                path = candidate.display().to_string(),
                why = why,
                save = next.display().to_string()
            );
            new_game(next, Some(note))
        }
    })
}

/// What `screenshot FILE` draws: a record's game where it stands, a scenario at its start (its
/// saved games are not looked at: nothing is saved).
pub fn for_screenshot(file: &Path, rules: &Ruleset) -> Result<Opening, String> {
    let text = readable(file)?;
    if record::is_record(&text) {
        return open_record(file, &PlayArgs::default(), rules);
    }
    Ok(Opening {
        scenario: Some(file.to_path_buf()),
        carry_on: None,
        save_path: default_save(file),
        note: None,
    })
}

/// `battle.ron` → `battle.game.ron`, beside it.
pub fn default_save(scenario: &Path) -> PathBuf {
    let stem = scenario
        .file_stem()
        .map_or("game".into(), |s| s.to_string_lossy().to_string());
    scenario.with_file_name(format!("{stem}.game.ron"))
}

/// `play RECORD`: carry the game on (saved where it is, or to `--save` if that holds no other
/// game), or with `--new` a new game on its scenario beside it.
fn open_record(file: &Path, args: &PlayArgs, rules: &Ruleset) -> Result<Opening, String> {
    if args.new {
        let text = readable(file)?;
        let r: Record = crate::spanned::read(&text)
            .map_err(|d| crate::spanned::render(&file.display().to_string(), &text, &d))?;
        let scenario = (r.scenario != record::BUILTIN_DEFAULT)
            .then(|| file.parent().unwrap_or(Path::new(".")).join(&r.scenario));
        let wanted = args.save.clone().unwrap_or_else(|| file.to_path_buf());
        let save_path = if holds_a_game(&wanted) {
            next_free_path(&wanted)
        } else {
            wanted
        };
        let note = crate::t!(
            "open-new-from-record",
            save = save_path.display().to_string(),
            path = file.display().to_string()
        );
        return Ok(Opening {
            scenario,
            carry_on: None,
            save_path,
            note: Some(note),
        });
    }
    let loaded = Record::load_with(file, rules, args.anyway).map_err(|e| e.render())?;
    let mut notes = Vec::new();
    if let Some(w) = loaded.record.warnings.last().filter(|_| args.anyway) {
        notes.push(crate::t!("open-warning", warning = w));
    }
    let save_path = match &args.save {
        Some(s) if !same_file(s, file) && holds_a_game(s) => {
            let next = next_free_path(s);
            notes.push(crate::t!(
                "open-holds-another",
                path = s.display().to_string(),
                save = next.display().to_string()
            ));
            next
        }
        Some(s) => s.clone(),
        None => file.to_path_buf(),
    };
    Ok(Opening {
        scenario: loaded.scenario_path,
        carry_on: Some(loaded.record),
        save_path,
        note: (!notes.is_empty()).then(|| notes.join(" ")),
    })
}

/// Whether a file is there that a new game must not be saved over: a game with orders, or
/// anything that is not a record (the first screen's new game asks the same).
pub(crate) fn holds_a_game(path: &Path) -> bool {
    let Ok(bytes) = std::fs::read(path) else {
        return path.exists();
    };
    let text = String::from_utf8_lossy(&bytes);
    !record::is_record(&text)
        || crate::spanned::read::<Record>(&text).map_or(true, |r| !r.orders.is_empty())
}
