//! Scenario files: the RON format, its validation, and loading one for the table.

pub mod compare;
pub mod format;
pub mod validate;
pub mod watch;

use std::path::Path;

pub use format::Scenario;

use crate::ruleset::Ruleset;
use crate::spanned::{self, Diagnostic};

/// The battle the program opens with no argument, embedded so it works from any folder.
pub const DEFAULT_SCENARIO: &str = include_str!("../../scenarios/default.ron");
pub const DEFAULT_SCENARIO_PATH: &str = "scenarios/default.ron";

/// A file that failed to load: its text (for rendering snippets) and every problem found.
#[derive(Clone, Debug)]
pub struct LoadError {
    pub path: String,
    pub source: String,
    pub diagnostics: Vec<Diagnostic>,
}

impl LoadError {
    /// Every diagnostic as `path:line:col: error: ...` with its source snippet, without colours.
    pub fn render(&self) -> String {
        self.render_in(spanned::Colour::Plain)
    }

    pub fn render_in(&self, colour: spanned::Colour) -> String {
        self.diagnostics
            .iter()
            .map(|d| spanned::render_in(&self.path, &self.source, d, colour))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// One line per diagnostic, for the panel.
    pub fn short_lines(&self) -> Vec<String> {
        self.diagnostics
            .iter()
            .map(|d| {
                format!(
                    "{}: {}",
                    spanned::diagnostics::location(&self.path, &self.source, d.span),
                    d.message.text()
                )
            })
            .collect()
    }
}

/// Parse and validate a scenario text. `path` is only used in messages.
pub fn parse(path: &str, src: &str, rules: &Ruleset) -> Result<Scenario, LoadError> {
    let fail = |diagnostics| LoadError {
        path: path.to_string(),
        source: src.to_string(),
        diagnostics,
    };
    let read = spanned::read_recovering_ranged::<Scenario>(src, validate::range_message);
    let mut errors = read.diagnostics;
    // What could be read is still checked, so one run shows every mistake; what was left out
    // of it is not reported again as missing.
    if let Some(scenario) = &read.value {
        errors.extend(validate::validate_pruned(scenario, rules, &read.pruned));
    }
    errors.sort_by_key(|d| d.span.start);
    match read.value {
        Some(scenario) if errors.is_empty() => Ok(scenario),
        _ => Err(fail(errors)),
    }
}

/// Read and validate a scenario file.
pub fn load(path: &Path, rules: &Ruleset) -> Result<Scenario, LoadError> {
    let src = read(path)?;
    parse(&path.display().to_string(), &src, rules)
}

/// A scenario file's text, or an error that says why it cannot be read.
pub fn read(path: &Path) -> Result<String, LoadError> {
    let shown = path.display().to_string();
    match std::fs::read(path) {
        Ok(bytes) => String::from_utf8(bytes).map_err(|e| {
            let at = e.utf8_error().valid_up_to();
            LoadError {
                path: shown,
                // The text up to the bad byte is unchanged and the byte becomes U+FFFD, so the
                // span underlines it.
                source: String::from_utf8_lossy(e.as_bytes()).into_owned(),
                diagnostics: vec![
                    Diagnostic::new(
                        spanned::Span::new(at, at + char::REPLACEMENT_CHARACTER.len_utf8()),
                        msg!("check-not-utf8"),
                    )
                    .with_help(msg!("check-not-utf8-help")),
                ],
            }
        }),
        Err(e) => Err(LoadError {
            path: shown,
            source: String::new(),
            diagnostics: vec![Diagnostic::new(
                spanned::Span::default(),
                msg!("check-cannot-read-file", error = e.to_string()),
            )],
        }),
    }
}

/// FNV-1a, 64 bits: a stable content hash with no dependencies (not a security measure).
pub fn content_hash(text: &str) -> String {
    let h = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("fnv1a64:{h:016x}")
}
