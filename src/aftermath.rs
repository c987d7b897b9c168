//! What each resolution step did, in the few lines a player reads before going on: the hits,
//! knockouts, pins, frights, routs and forced moves that an order set off. Built from the
//! events and dice the order added to the game, so the window's summary and its marks on the
//! table say exactly what the log says.

use crate::rules::dice::Roll;
use crate::rules::{Event, EventKind, Game, Mark, Phase};

/// One step of the turn that something happened in, as the player is told of it.
#[derive(Clone, Debug, PartialEq)]
pub struct StepSummary {
    pub turn: u32,
    pub phase: Phase,
    /// "3 hits", "Knocked out: 2/XV", ... one short line each.
    pub lines: Vec<Line>,
    /// Every event of the step in full, with its rule tag, for the player who asks why.
    pub details: Vec<String>,
    /// What to show on the table, in the order it happened.
    pub marks: Vec<Mark>,
    /// Dice rolled in the step.
    pub dice: usize,
}

impl StepSummary {
    pub fn title(&self) -> String {
        format!("Turn {}: {}", self.turn, self.phase)
    }

    /// The lines' words alone.
    pub fn texts(&self) -> Vec<String> {
        self.lines.iter().map(|l| l.text.clone()).collect()
    }
}

/// One short line of a summary: what it tells, and its words.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub kind: LineKind,
    pub text: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// How many hits the step scored.
    Hits,
    /// Who hit whom.
    Hit,
    /// The elements a kind of result befell.
    Befell(Heading),
    /// An event with nothing on the table to point at.
    Note,
    /// Dice were rolled and nothing changed.
    NothingChanged,
}

/// The kinds of result a summary lists, each on a line of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heading {
    KnockedOut,
    Pinned,
    Frightened,
    Routed,
    Unpinned,
    Rallied,
    Arrived,
    Forced,
}

impl Heading {
    const ALL: [Heading; 8] = [
        Heading::KnockedOut,
        Heading::Pinned,
        Heading::Frightened,
        Heading::Routed,
        Heading::Unpinned,
        Heading::Rallied,
        Heading::Arrived,
        Heading::Forced,
    ];

    pub fn words(self) -> &'static str {
        match self {
            Heading::KnockedOut => "Knocked out",
            Heading::Pinned => "Pinned",
            Heading::Frightened => "Frightened",
            Heading::Routed => "Routed",
            Heading::Unpinned => "No longer pinned",
            Heading::Rallied => "Rallied",
            Heading::Arrived => "Arrived",
            Heading::Forced => "Moved by the rules",
        }
    }
}

impl Line {
    fn new(kind: LineKind, text: String) -> Line {
        Line { kind, text }
    }

    /// A loss the player should not miss: elements knocked out or routed.
    pub fn grave(&self) -> bool {
        matches!(
            self.kind,
            LineKind::Befell(Heading::KnockedOut | Heading::Routed)
        )
    }
}

/// The phases in which dice settle things, so a step with dice but nothing marked (every shot
/// missed, every test passed) is still worth telling.
const RESOLUTION: [Phase; 5] = [
    Phase::Artillery,
    Phase::DirectFire,
    Phase::CloseCombat,
    Phase::Morale,
    Phase::Unpinning,
];

/// The steps in `log` and `events` (what one order added) worth a summary, in the order they
/// happened.
pub fn summarise(g: &Game, log: &[Roll], events: &[Event]) -> Vec<StepSummary> {
    let mut steps: Vec<StepSummary> = Vec::new();
    let step = |steps: &mut Vec<StepSummary>, turn: u32, phase: Phase| -> usize {
        if let Some(i) = steps
            .iter()
            .position(|s| s.turn == turn && s.phase == phase)
        {
            return i;
        }
        steps.push(StepSummary {
            turn,
            phase,
            lines: Vec::new(),
            details: Vec::new(),
            marks: Vec::new(),
            dice: 0,
        });
        steps.len() - 1
    };
    for r in log {
        let i = step(&mut steps, r.turn, r.phase);
        steps[i].dice += 1;
    }
    let mut notes: Vec<Vec<String>> = Vec::new();
    for e in events {
        let i = step(&mut steps, e.turn, e.phase);
        notes.resize(steps.len(), Vec::new());
        steps[i].details.push(e.text.clone());
        steps[i].marks.extend(e.marks.iter().copied());
        // A note with nothing to point at is told as it is, unless it only says a side
        // ended its phase (which the player did).
        if e.marks.is_empty() && !matches!(e.kind, EventKind::PhaseEnded { .. }) {
            notes[i].push(e.text.clone());
        }
    }
    notes.resize(steps.len(), Vec::new());
    let mut told = Vec::new();
    for (mut s, notes) in steps.into_iter().zip(notes) {
        let worth = !s.marks.is_empty()
            || !notes.is_empty()
            || (s.dice > 0 && RESOLUTION.contains(&s.phase));
        if !worth {
            continue;
        }
        s.lines = lines(g, &s, notes);
        told.push(s);
    }
    told
}

/// The short lines: hits, then each kind of result with the elements it befell.
fn lines(g: &Game, s: &StepSummary, notes: Vec<String>) -> Vec<Line> {
    let label = |i: usize| {
        g.elements()
            .get(i)
            .map_or_else(|| format!("element {i}"), |e| e.label.clone())
    };
    let mut out = Vec::new();
    let hits: u32 = s
        .marks
        .iter()
        .map(|m| match m {
            Mark::Hit { hits, .. } => u32::from(*hits),
            _ => 0,
        })
        .sum();
    if matches!(s.phase, Phase::DirectFire | Phase::Artillery) {
        let words = match hits {
            0 => "No hits".to_string(),
            1 => "1 hit".to_string(),
            n => format!("{n} hits"),
        };
        out.push(Line::new(LineKind::Hits, words));
    }
    for m in &s.marks {
        if let Mark::Hit { element, by, hits } = m {
            let words = format!(
                "  {} hit {}{}",
                by.map_or_else(|| "Shells or bombs".to_string(), label),
                label(*element),
                if *hits > 1 {
                    format!(" ×{hits}")
                } else {
                    String::new()
                }
            );
            out.push(Line::new(LineKind::Hit, words));
        }
    }
    for name in Heading::ALL {
        let mut who: Vec<String> = Vec::new();
        for m in s.marks.iter().filter(|m| heading(m) == Some(name)) {
            let l = match *m {
                Mark::Forced { element, from, to } => {
                    let d = ((to[0] - from[0]).powi(2) + (to[1] - from[1]).powi(2)).sqrt();
                    format!("{} {d:.1}\"", label(element))
                }
                _ => m.element().map_or_else(String::new, label),
            };
            if !who.contains(&l) {
                who.push(l);
            }
        }
        if !who.is_empty() {
            let words = format!("{}: {}", name.words(), who.join(", "));
            out.push(Line::new(LineKind::Befell(name), words));
        }
    }
    out.extend(notes.into_iter().map(|n| Line::new(LineKind::Note, n)));
    if out.is_empty() {
        let dice = if s.dice == 1 { "1 die" } else { "dice" };
        let words = match s.dice {
            1 => format!("Nothing changed ({dice})"),
            n => format!("Nothing changed ({n} {dice})"),
        };
        out.push(Line::new(LineKind::NothingChanged, words));
    }
    out
}

/// The line a mark is told under; hits have their own.
fn heading(m: &Mark) -> Option<Heading> {
    Some(match m {
        Mark::Hit { .. } | Mark::Zone { .. } => return None,
        Mark::KnockedOut { .. } => Heading::KnockedOut,
        Mark::Pinned { .. } => Heading::Pinned,
        Mark::Frightened { .. } => Heading::Frightened,
        Mark::Routed { .. } => Heading::Routed,
        Mark::Unpinned { .. } => Heading::Unpinned,
        Mark::Rallied { .. } => Heading::Rallied,
        Mark::Arrived { .. } => Heading::Arrived,
        Mark::Forced { .. } => Heading::Forced,
    })
}
