//! A game is a record: the scenario (path and content hash), the dice source, the orders.
//! Replaying a record gives the same game, bit for bit. Format: docs/record-format.md.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::rules::dice::DiceSource;
use crate::rules::game::Game;
use crate::rules::order::{Order, Rejection, RuleId};
use crate::ruleset::Ruleset;
use crate::scenario::{self, LoadError, Scenario};
use crate::spanned::{self, Diagnostic, Span};
use crate::words::Msg;

/// The scenario path that means the default battle built into the program.
pub const BUILTIN_DEFAULT: &str = "builtin:default";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The scenario file, relative to the record's folder, or `builtin:default`.
    pub scenario: String,
    /// `fnv1a64:` and 16 hex digits of the scenario file's bytes.
    pub scenario_hash: String,
    /// `fnv1a64:` of what the scenario says, apart from comments and layout
    /// (`scenario::compare::canonical`): a file edited without changing it still plays the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scenario_meaning: Option<String>,
    pub dice: DiceSource,
    /// The sides the computer plays, by side id, and the player that plays each (`"normal"`);
    /// a side not named is a person's. Carrying the game on keeps its opponent.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub computer: BTreeMap<String, String>,
    /// What a reader of the game should know: it went on after its scenario changed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
    #[serde(default)]
    pub orders: Vec<Order>,
    /// What the players said to each other over the network, in the order the host took it
    /// (absent from older records and from games with no chat).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chat: Vec<ChatLine>,
    /// The scenario's text as the game was last played on it, so that when the file changes the
    /// player can be told what changed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scenario_text: Option<String>,
}

/// One line of chat in a network game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChatLine {
    /// The side id of who said it.
    pub side: String,
    /// How many orders the game had when it was said.
    pub after: u64,
    pub text: String,
}

// The hash lives with the scenarios, which hash their meaning with it too; records use it.
pub use crate::scenario::content_hash;

/// A scenario's or a record's text, or why it cannot be read as a person reads it
/// ("scenarios/x.ron:1:1: error: cannot read the file: ...", pointing an editor at the file).
pub fn read_text(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| {
        crate::t!(
            "cli-cannot-read-file",
            path = path.display().to_string(),
            error = e.to_string()
        )
    })
}

/// Whether a file's text is a game record (`Record(...)`) rather than a scenario.
pub fn is_record(text: &str) -> bool {
    matches!(
        spanned::ron_value::parse(text),
        Ok(spanned::ron_value::Value {
            kind: spanned::ron_value::Kind::Struct { name: Some(ref n), .. },
            ..
        }) if n == "Record"
    )
}

/// Whether a file's text is a scenario (`Scenario(...)`), to tell someone who gave one where a
/// record was wanted.
pub fn is_scenario(text: &str) -> bool {
    use spanned::ron_value::{Kind, Value};
    match spanned::ron_value::parse(text) {
        Ok(Value {
            kind: Kind::Struct { name, fields },
            ..
        }) => match name.as_deref() {
            Some(n) => n == "Scenario",
            // A scenario written without its name still has what only scenarios have.
            None => fields
                .iter()
                .any(|(f, _)| matches!(f.name.as_str(), "title" | "sides" | "forces")),
        },
        _ => false,
    }
}

/// What changed in a record's scenario, or that nothing tells.
fn shown_changes(changes: &[Msg]) -> Msg {
    if changes.is_empty() {
        msg!("check-scenario-no-copy")
    } else {
        scenario::compare::summary(changes)
    }
}

/// A record whose scenario has been found and checked.
pub struct Loaded {
    pub record: Record,
    pub scenario: Arc<Scenario>,
    /// Where the scenario file is (None for the built-in battle).
    pub scenario_path: Option<PathBuf>,
}

fn error(path: &str, source: &str, span: Span, message: Msg) -> LoadError {
    LoadError {
        path: path.to_string(),
        source: source.to_string(),
        diagnostics: vec![Diagnostic::new(span, message)],
    }
}

impl Record {
    pub fn new(scenario: String, scenario_text: &str, dice: DiceSource) -> Self {
        let mut r = Record {
            scenario,
            scenario_hash: String::new(),
            scenario_meaning: None,
            dice,
            computer: BTreeMap::new(),
            warnings: Vec::new(),
            orders: Vec::new(),
            chat: Vec::new(),
            scenario_text: None,
        };
        r.rebase(scenario_text);
        r
    }

    /// The record now plays on this text of its scenario: its hashes and its copy follow it.
    pub fn rebase(&mut self, scenario_text: &str) {
        self.scenario_hash = content_hash(scenario_text);
        self.scenario_meaning = scenario::compare::read_unchecked(scenario_text)
            .map(|s| scenario::compare::meaning_hash(&s));
        self.scenario_text = Some(scenario_text.to_string());
    }

    /// How the scenario text given differs from the one this record was played on: `None` when
    /// it says the same (whatever its comments and layout), else the changes, as many as can be
    /// told (an older record keeps no copy of its scenario, and then none can).
    pub fn scenario_changes(&self, text: &str, now: &Scenario) -> Option<Vec<Msg>> {
        if content_hash(text) == self.scenario_hash
            || self.scenario_meaning.as_deref() == Some(&scenario::compare::meaning_hash(now))
        {
            return None;
        }
        let before = self
            .scenario_text
            .as_deref()
            .and_then(scenario::compare::read_unchecked);
        Some(before.map_or_else(Vec::new, |b| scenario::compare::changes(&b, now)))
    }

    /// The record as its file holds it. An error rather than an empty text: a save must
    /// never write a record that has lost its game.
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        let cfg = ron::ser::PrettyConfig::new()
            .depth_limit(2)
            .indentor("    ".to_string());
        let body = ron::ser::to_string_pretty(self, cfg)?;
        Ok(format!(
            "// trinchera game record (docs/record-format.md)\nRecord{body}\n"
        ))
    }

    /// Write the record so a crash never leaves half a file: a new file, on the disk before it
    /// takes the old one's name. A record without orders never replaces one with orders (a fresh
    /// session saving over the autosave of a game in progress): that is refused with an error.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        if self.orders.is_empty()
            && let Some(n) = orders_in(path)?
            && n > 0
        {
            return Err(std::io::Error::new(
                std::io::ErrorKind::AlreadyExists,
                format!(
                    "{} holds a game of {n} order{}: a record without orders does not replace it",
                    path.display(),
                    if n == 1 { "" } else { "s" }
                ),
            ));
        }
        let text = self.to_ron().map_err(|e| {
            std::io::Error::other(format!(
                "the game could not be written as a record ({e}); {} is left as it was",
                path.display()
            ))
        })?;
        let tmp = path.with_extension("ron.tmp");
        let written = std::fs::File::create(&tmp).and_then(|mut file| {
            use std::io::Write;
            file.write_all(text.as_bytes())?;
            // Without this a crash soon after the rename can leave the new name on an empty file.
            file.sync_all()
        });
        if let Err(e) = written {
            let _ = std::fs::remove_file(&tmp);
            return Err(e);
        }
        std::fs::rename(&tmp, path)?;
        // The rename is durable once the folder is synced; where a folder cannot be opened as a
        // file (Windows), this step is skipped.
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
            && let Ok(dir) = std::fs::File::open(dir)
        {
            let _ = dir.sync_all();
        }
        Ok(())
    }

    /// Read a record and its scenario; every problem comes back as `path:line:col`. A scenario
    /// that says something else than when the game was recorded is refused.
    pub fn load(path: &Path, rules: &Ruleset) -> Result<Loaded, LoadError> {
        Self::load_with(path, rules, false)
    }

    /// `load`, or with `anyway` a game carried on whatever its scenario has become: the orders
    /// are replayed on the new version and a warning saying what changed goes into the record.
    pub fn load_with(path: &Path, rules: &Ruleset, anyway: bool) -> Result<Loaded, LoadError> {
        let shown = path.display().to_string();
        let src = std::fs::read_to_string(path).map_err(|e| {
            error(
                &shown,
                "",
                Span::default(),
                msg!("check-cannot-read-record", error = e.to_string()),
            )
        })?;
        let (mut record, spans): (Record, RecordSpans) = {
            let r: Record = spanned::read(&src).map_err(|d| LoadError {
                path: shown.clone(),
                source: src.clone(),
                diagnostics: vec![d],
            })?;
            let s: RecordSpans = spanned::read(&src).map_err(|d| LoadError {
                path: shown.clone(),
                source: src.clone(),
                diagnostics: vec![d],
            })?;
            (r, s)
        };
        let (text, scenario_path) = if record.scenario == BUILTIN_DEFAULT {
            (scenario::DEFAULT_SCENARIO.to_string(), None)
        } else {
            let p = path
                .parent()
                .unwrap_or(Path::new("."))
                .join(&record.scenario);
            match std::fs::read_to_string(&p) {
                Ok(text) => (text, Some(p)),
                // A record carries its scenario's text: a game joined over the network has no
                // file of it, and the copy is the scenario when it hashes as the record says.
                Err(_)
                    if record
                        .scenario_text
                        .as_deref()
                        .is_some_and(|t| content_hash(t) == record.scenario_hash) =>
                {
                    (record.scenario_text.clone().unwrap_or_default(), None)
                }
                Err(e) => {
                    return Err(error(
                        &shown,
                        &src,
                        spans.scenario.span,
                        msg!(
                            "check-cannot-read-scenario",
                            path = p.display().to_string(),
                            error = e.to_string()
                        ),
                    ));
                }
            }
        };
        let name = scenario_path
            .as_ref()
            .map_or(scenario::DEFAULT_SCENARIO_PATH.to_string(), |p| {
                p.display().to_string()
            });
        let scenario = scenario::parse(&name, &text, rules)?;
        if let Some(changes) = record.scenario_changes(&text, &scenario) {
            let what = shown_changes(&changes);
            if !anyway {
                let mut changed = Diagnostic::new(
                    spans.scenario_hash.span,
                    msg!("check-scenario-changed", what = what.clone()),
                )
                .with_help(msg!("check-scenario-changed-help", path = &shown));
                // What a record written by hand for this text says, which its author cannot
                // work out without the hash function. Only for one with no orders and no
                // copy of its scenario: a game played on another text is for `--anyway`,
                // which writes the change into its warnings, not for a pasted hash.
                if record.orders.is_empty()
                    && record.scenario_text.is_none()
                    && record.scenario_meaning.is_none()
                {
                    changed = changed
                        .with_help(msg!("check-scenario-hash-now", hash = content_hash(&text)));
                }
                return Err(LoadError {
                    path: shown.clone(),
                    source: src.clone(),
                    diagnostics: vec![changed],
                });
            }
            // A record's words are English, whoever reads it later.
            record.warnings.push(
                msg!(
                    "record-changed-scenario-warning",
                    orders = record.orders.len(),
                    what = what
                )
                .en(),
            );
        }
        if content_hash(&text) != record.scenario_hash {
            record.rebase(&text);
        }
        Ok(Loaded {
            record,
            scenario: Arc::new(scenario),
            scenario_path,
        })
    }
}

/// How many orders the record at `path` holds: `None` when there is no such file or it is not
/// a record. Orders are counted, not read, so a record from a later version still counts.
fn orders_in(path: &Path) -> std::io::Result<Option<usize>> {
    #[derive(Deserialize)]
    struct Orders {
        #[serde(default)]
        orders: Vec<serde::de::IgnoredAny>,
    }
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let text = String::from_utf8_lossy(&bytes);
    if !is_record(&text) {
        return Ok(None);
    }
    Ok(spanned::read::<Orders>(&text).ok().map(|o| o.orders.len()))
}

/// The same file read again for the spans of its header fields, to point errors at them.
#[derive(Deserialize)]
struct RecordSpans {
    scenario: spanned::Spanned<String>,
    scenario_hash: spanned::Spanned<String>,
    #[serde(rename = "dice")]
    _dice: serde::de::IgnoredAny,
    #[serde(default, rename = "orders")]
    _orders: Option<serde::de::IgnoredAny>,
}

/// What became of each order of a replay.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OrderReport {
    pub index: usize,
    /// The order, put into words where it is shown (`run --json` writes it in English).
    pub order: crate::words::Msg,
    pub accepted: bool,
    /// The rule that refused it (`movement.pinned`), `None` when accepted.
    pub rule: Option<RuleId>,
    /// Why, likewise.
    pub reason: Option<crate::words::Msg>,
}

/// Play a record from the start. Rejected orders are outcomes, not errors.
pub fn replay(
    record: &Record,
    scenario: Arc<Scenario>,
    rules: Arc<Ruleset>,
) -> Result<(Game, Vec<OrderReport>), Rejection> {
    let mut game = Game::new(scenario, rules, record.dice.clone())?;
    let reports = record
        .orders
        .iter()
        .enumerate()
        .map(|(index, order)| apply_reported(&mut game, index, order))
        .collect();
    Ok((game, reports))
}

/// Apply the record's order `index` and say what became of it.
pub fn apply_reported(game: &mut Game, index: usize, order: &Order) -> OrderReport {
    let r = game.apply(order).err();
    OrderReport {
        index,
        order: order.words(),
        accepted: r.is_none(),
        rule: r.as_ref().map(|e| e.rule),
        reason: r.map(|e| e.reason),
    }
}

/// `battle.game.ron` → `battle.game-2.ron` (or -3 ...): the first name no file has yet, so a
/// new game never writes over an old game's record.
pub fn next_free_path(path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or("game".to_string(), |s| s.to_string_lossy().to_string());
    // A game already numbered counts on from its own number's base.
    let base = match stem.rsplit_once('-') {
        Some((base, n)) if !base.is_empty() && n.parse::<u32>().is_ok() => base.to_string(),
        _ => stem,
    };
    let ext = path
        .extension()
        .map(|e| format!(".{}", e.to_string_lossy()))
        .unwrap_or_default();
    (2u32..)
        .map(|n| path.with_file_name(format!("{base}-{n}{ext}")))
        .find(|p| p != path && !p.exists())
        .unwrap_or_else(|| path.with_file_name(format!("{base}-new{ext}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_game_is_saved_under_a_name_no_file_has() {
        let dir = std::env::temp_dir().join(format!("trinchera-next-path-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let first = dir.join("battle.game.ron");
        assert_eq!(next_free_path(&first), dir.join("battle.game-2.ron"));
        std::fs::write(dir.join("battle.game-2.ron"), "").unwrap();
        assert_eq!(next_free_path(&first), dir.join("battle.game-3.ron"));
        // A numbered game counts on from its base, and never names itself.
        let third = dir.join("battle.game-3.ron");
        assert_eq!(next_free_path(&third), dir.join("battle.game-4.ron"));
        assert_eq!(
            next_free_path(Path::new("game")),
            PathBuf::from("game-2"),
            "no extension"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
