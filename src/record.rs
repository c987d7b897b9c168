//! A game is a record: the scenario (path and content hash), the dice source, the orders.
//! Replaying a record gives the same game, bit for bit. Format: docs/record-format.md.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::rules::dice::DiceSource;
use crate::rules::game::Game;
use crate::rules::order::{Order, Rejection, RuleId};
use crate::ruleset::Ruleset;
use crate::scenario::{self, LoadError, Scenario};
use crate::spanned::{self, Diagnostic, Span};

/// The scenario path that means the default battle built into the program.
pub const BUILTIN_DEFAULT: &str = "builtin:default";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The scenario file, relative to the record's folder, or `builtin:default`.
    pub scenario: String,
    /// `fnv1a64:` and 16 hex digits of the scenario file's bytes.
    pub scenario_hash: String,
    pub dice: DiceSource,
    #[serde(default)]
    pub orders: Vec<Order>,
}

/// FNV-1a, 64 bits: a stable content hash with no dependencies (not a security measure).
pub fn content_hash(text: &str) -> String {
    let h = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("fnv1a64:{h:016x}")
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

/// A record whose scenario has been found and checked.
pub struct Loaded {
    pub record: Record,
    pub scenario: Arc<Scenario>,
    /// Where the scenario file is (None for the built-in battle).
    pub scenario_path: Option<PathBuf>,
}

fn error(path: &str, source: &str, span: Span, message: String) -> LoadError {
    LoadError {
        path: path.to_string(),
        source: source.to_string(),
        diagnostics: vec![Diagnostic::new(span, message)],
    }
}

impl Record {
    pub fn new(scenario: String, scenario_text: &str, dice: DiceSource) -> Self {
        Record {
            scenario,
            scenario_hash: content_hash(scenario_text),
            dice,
            orders: Vec::new(),
        }
    }

    pub fn to_ron(&self) -> String {
        let cfg = ron::ser::PrettyConfig::new()
            .depth_limit(2)
            .indentor("    ".to_string());
        let body = ron::ser::to_string_pretty(self, cfg).unwrap_or_default();
        format!("// trinchera game record (docs/record-format.md)\nRecord{body}\n")
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
        let tmp = path.with_extension("ron.tmp");
        let written = std::fs::File::create(&tmp).and_then(|mut file| {
            use std::io::Write;
            file.write_all(self.to_ron().as_bytes())?;
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

    /// Read a record and its scenario; every problem comes back as `path:line:col`.
    pub fn load(path: &Path, rules: &Ruleset) -> Result<Loaded, LoadError> {
        let shown = path.display().to_string();
        let src = std::fs::read_to_string(path).map_err(|e| {
            error(
                &shown,
                "",
                Span::default(),
                format!("cannot read the record: {e}"),
            )
        })?;
        let (record, spans): (Record, RecordSpans) = {
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
            let text = std::fs::read_to_string(&p).map_err(|e| {
                error(
                    &shown,
                    &src,
                    spans.scenario.span,
                    format!("cannot read the scenario {}: {e}", p.display()),
                )
            })?;
            (text, Some(p))
        };
        let hash = content_hash(&text);
        if hash != record.scenario_hash {
            return Err(error(
                &shown,
                &src,
                spans.scenario_hash.span,
                format!(
                    "the scenario has changed since this game was recorded (its hash is now {hash}): replaying it would not give the same game"
                ),
            ));
        }
        let name = scenario_path
            .as_ref()
            .map_or(scenario::DEFAULT_SCENARIO_PATH.to_string(), |p| {
                p.display().to_string()
            });
        let scenario = scenario::parse(&name, &text, rules)?;
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
    pub order: String,
    pub accepted: bool,
    /// The rule that refused it (`movement.pinned`), `None` when accepted.
    pub rule: Option<RuleId>,
    pub reason: Option<String>,
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
        .map(|(index, order)| {
            let r = game.apply(order).err();
            OrderReport {
                index,
                order: order.describe(),
                accepted: r.is_none(),
                rule: r.as_ref().map(|e| e.rule),
                reason: r.map(|e| e.reason),
            }
        })
        .collect();
    Ok((game, reports))
}
