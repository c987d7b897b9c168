//! A scenario being edited: the value, its history for undo and redo, and what `check` says of
//! it after every change. The checks are `check`'s own: the draft is written out as it would be
//! saved and that text is parsed and validated, so the editor can never pass a file that
//! `check` would fail, nor the reverse.

use std::path::{Path, PathBuf};

use bevy::math::Vec2;

use crate::ruleset::Ruleset;
use crate::scenario::compare::canonical;
use crate::scenario::format::{Scenario, SideDef};
use crate::scenario::{self, LoadError};
use crate::spanned::{self, Diagnostic, Span};
use crate::words::Msg;

use super::comments::{self, Comments};
use super::ops::sp;
use super::place::{self, Place};
use super::write::{self, Written};

/// A problem `check` finds in the draft, with the thing it concerns.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// The check's message, put into words when shown (in the language of that moment).
    pub message: crate::words::Msg,
    /// The help or note the check gives, if any.
    pub help: Option<crate::words::Msg>,
    pub place: Option<Place>,
    /// Where on the table to mark it.
    pub at: Option<Vec2>,
    /// Line in the text Save would write.
    pub line: usize,
}

/// One step of the history: the scenario before a change, and what the change was.
#[derive(Clone, Debug)]
struct Step {
    /// The change's name, put into words when Undo or Redo shows it.
    what: Msg,
    before: Scenario,
    /// Changes with the same gesture (one drag of a base) are one step.
    gesture: Option<u64>,
}

pub struct Draft {
    pub path: PathBuf,
    scenario: Scenario,
    leading: String,
    comments: Comments,
    undo: Vec<Step>,
    redo: Vec<Step>,
    written: Written,
    problems: Vec<Problem>,
    /// The text on disk, as far as the editor knows: a change on disk is a difference from it.
    saved: String,
    /// What Save would have written when the file was opened, taken in or saved: unsaved
    /// changes are a difference from it, so a file laid out by hand is not "unsaved" on opening.
    baseline: String,
}

/// Enough history for an afternoon's work; the oldest steps go first.
const HISTORY: usize = 500;

impl Draft {
    /// Open a scenario file for editing. A file that is not there is a new battle; a file that
    /// cannot be read as a scenario at all (a syntax or type error) is refused with its errors,
    /// since editing what could be read would lose the rest. A file that reads but breaks a
    /// rule opens, with its problems listed, so the editor can mend it.
    pub fn open(path: &Path, rules: &Ruleset) -> Result<Draft, LoadError> {
        Draft::open_for(path, rules, msg!("check-editor-opens-whole-files"))
    }

    /// `open`, for another command than the editor: `refused` is the help each error of a file
    /// that cannot be read whole gets, naming the command that refuses it.
    pub fn open_for(path: &Path, rules: &Ruleset, refused: Msg) -> Result<Draft, LoadError> {
        if !path.exists() {
            // Nothing is on disk yet: the new battle is unsaved until Save writes it.
            let mut d = Draft::from_scenario(path, blank(), String::new(), rules);
            d.baseline = String::new();
            return Ok(d);
        }
        let text = scenario::read(path)?;
        Draft::from_text_for(path, &text, rules, refused)
    }

    pub fn from_text(path: &Path, text: &str, rules: &Ruleset) -> Result<Draft, LoadError> {
        Draft::from_text_for(path, text, rules, msg!("check-editor-opens-whole-files"))
    }

    fn from_text_for(
        path: &Path,
        text: &str,
        rules: &Ruleset,
        refused: Msg,
    ) -> Result<Draft, LoadError> {
        // The ranges `check` states, so that the editor and `format` say the same.
        let read = spanned::read_recovering_ranged::<Scenario>(
            text,
            crate::scenario::validate::range_message,
        );
        match read.value {
            Some(s) if read.diagnostics.is_empty() => {
                let (leading, comments) = comments::split(text);
                let mut d = Draft::from_parts(path, s, leading, comments, rules);
                d.saved = text.to_string();
                Ok(d)
            }
            _ => {
                let mut diagnostics = read.diagnostics;
                if diagnostics.is_empty() {
                    diagnostics.push(Diagnostic::new(
                        Span::default(),
                        crate::msg!("check-not-a-scenario"),
                    ));
                }
                for d in &mut diagnostics {
                    d.notes
                        .push(spanned::diagnostics::Note::Help(refused.clone()));
                }
                Err(LoadError {
                    path: path.display().to_string(),
                    source: text.to_string(),
                    diagnostics,
                })
            }
        }
    }

    fn from_scenario(path: &Path, s: Scenario, leading: String, rules: &Ruleset) -> Draft {
        Draft::from_parts(path, s, leading, Comments::default(), rules)
    }

    fn from_parts(
        path: &Path,
        scenario: Scenario,
        leading: String,
        comments: Comments,
        rules: &Ruleset,
    ) -> Draft {
        let mut d = Draft {
            path: path.to_path_buf(),
            scenario,
            leading,
            comments,
            undo: Vec::new(),
            redo: Vec::new(),
            written: Written::default(),
            problems: Vec::new(),
            saved: String::new(),
            baseline: String::new(),
        };
        d.recheck(rules);
        d.baseline = d.written.text.clone();
        d
    }

    pub fn scenario(&self) -> &Scenario {
        &self.scenario
    }

    /// The text Save writes.
    pub fn text(&self) -> &str {
        &self.written.text
    }

    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    pub fn unsaved(&self) -> bool {
        self.written.text != self.baseline
    }

    /// What undo and redo would take back or do again.
    pub fn undo_name(&self) -> Option<&Msg> {
        self.undo.last().map(|s| &s.what)
    }

    pub fn redo_name(&self) -> Option<&Msg> {
        self.redo.last().map(|s| &s.what)
    }

    /// Make a change, as one step to undo; checked at once. Changes with the same `gesture`
    /// (every frame of one drag) merge into one step.
    pub fn change<R>(
        &mut self,
        rules: &Ruleset,
        what: Msg,
        gesture: Option<u64>,
        f: impl FnOnce(&mut Scenario) -> R,
    ) -> R {
        let merge = gesture.is_some()
            && self.redo.is_empty()
            && self.undo.last().is_some_and(|s| s.gesture == gesture);
        if !merge {
            self.undo.push(Step {
                what,
                before: self.scenario.clone(),
                gesture,
            });
            if self.undo.len() > HISTORY {
                self.undo.remove(0);
            }
        }
        let out = f(&mut self.scenario);
        // A change that changed nothing (a drag that ended where it began, a refused delete)
        // is no step, and leaves what there is to redo. Compared without the places in the
        // file the values were read from, which an edit does not keep.
        if !merge
            && self.undo.last().is_some_and(|s| {
                s.before == self.scenario || canonical(&s.before) == canonical(&self.scenario)
            })
        {
            self.undo.pop();
            return out;
        }
        self.redo.clear();
        self.recheck(rules);
        out
    }

    pub fn undo(&mut self, rules: &Ruleset) -> bool {
        self.step_over(rules, true)
    }

    pub fn redo(&mut self, rules: &Ruleset) -> bool {
        self.step_over(rules, false)
    }

    /// Undo (`back`) or redo: the step's scenario comes back, and the one it replaces goes on
    /// the other list, so the step can be taken the other way.
    fn step_over(&mut self, rules: &Ruleset, back: bool) -> bool {
        let (from, to) = if back {
            (&mut self.undo, &mut self.redo)
        } else {
            (&mut self.redo, &mut self.undo)
        };
        let Some(step) = from.pop() else {
            return false;
        };
        let now = std::mem::replace(&mut self.scenario, step.before);
        to.push(Step {
            what: step.what,
            before: now,
            gesture: None,
        });
        self.recheck(rules);
        true
    }

    /// Write the file. The text is the one checked; a file with problems is still written (an
    /// author may stop for the day), and the problems stay listed.
    pub fn save(&mut self) -> std::io::Result<()> {
        if let Some(dir) = self.path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        // Written beside it and renamed, so a full disk or a crash never leaves half a file.
        let tmp = self.path.with_extension("ron.saving");
        std::fs::write(&tmp, &self.written.text)?;
        std::fs::rename(&tmp, &self.path)?;
        self.saved = self.written.text.clone();
        self.baseline = self.written.text.clone();
        Ok(())
    }

    /// The file changed on disk while it was open (edited by hand): take it in as a change,
    /// so the editor's own work can still be undone back past it. Refused with the file's
    /// errors if it cannot be read whole.
    pub fn take_in(&mut self, text: &str, rules: &Ruleset) -> Result<(), LoadError> {
        let fresh = Draft::from_text(&self.path, text, rules)?;
        self.undo.push(Step {
            what: msg!("editor-step-by-hand"),
            before: self.scenario.clone(),
            gesture: None,
        });
        self.redo.clear();
        self.scenario = fresh.scenario;
        self.leading = fresh.leading;
        self.comments = fresh.comments;
        self.saved = text.to_string();
        self.recheck(rules);
        self.baseline = self.written.text.clone();
        Ok(())
    }

    /// The file's text as the editor last read or wrote it.
    pub fn saved_text(&self) -> &str {
        &self.saved
    }

    /// Whether the file on disk is what the editor last read or wrote.
    pub fn is_saved_text(&self, text: &str) -> bool {
        self.saved == text
    }

    fn recheck(&mut self, rules: &Ruleset) {
        let s = &self.scenario;
        self.written = write::write(s, &self.leading, &self.comments);
        let path = self.path.display().to_string();
        let diagnostics = match scenario::parse(&path, &self.written.text, rules) {
            Ok(_) => Vec::new(),
            Err(e) => e.diagnostics,
        };
        let text = &self.written.text;
        self.problems = diagnostics
            .into_iter()
            .map(|d| {
                let place = self.written.place_at(d.span.start).copied();
                Problem {
                    help: d.notes.first().map(|n| match n {
                        spanned::diagnostics::Note::Help(t) => t.clone(),
                    }),
                    at: place.and_then(|p| place::on_table(s, p)),
                    line: spanned::diagnostics::line_col(text, d.span.start).0,
                    message: d.message,
                    place,
                }
            })
            .collect();
    }
}

/// A new battle: two sides on a 48" x 32" table, nothing on it yet.
fn blank() -> Scenario {
    Scenario {
        title: "A new battle".to_string(),
        date: sp("1937".to_string()),
        description: String::new(),
        sides: vec![
            SideDef {
                id: sp("republic".to_string()),
                name: "Republic".to_string(),
                initiative: false,
                colour: None,
            },
            SideDef {
                id: sp("nationalist".to_string()),
                name: "Nationalists".to_string(),
                initiative: true,
                colour: None,
            },
        ],
        turns: sp(8),
        table: sp((48.0, 32.0)),
        terrain: Vec::new(),
        forces: Vec::new(),
        objectives: Vec::new(),
        batteries: Vec::new(),
        aircraft: Vec::new(),
    }
}
