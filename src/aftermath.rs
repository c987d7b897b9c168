//! What each resolution step did, in the few lines a player reads before going on: the hits,
//! knockouts, pins, frights, routs and forced moves that an order set off. Built from the
//! events and dice the order added to the game, so the window's summary and its marks on the
//! table say exactly what the log says.

use crate::rules::dice::Roll;
use crate::rules::{Event, EventKind, Game, Mark, Phase};
use crate::words::{Arg, Msg};

/// One step of the turn that something happened in, as the player is told of it.
#[derive(Clone, Debug, PartialEq)]
pub struct StepSummary {
    pub turn: u32,
    pub phase: Phase,
    /// "3 hits", "Knocked out: 2/XV", ... one short line each.
    pub lines: Vec<Line>,
    /// Every event of the step in full, with its rule tag, for the player who asks why.
    pub details: Vec<Msg>,
    /// What to show on the table, in the order it happened.
    pub marks: Vec<Mark>,
    /// Dice rolled in the step.
    pub dice: usize,
}

impl StepSummary {
    pub fn title(&self) -> String {
        t!("sum-title", turn = self.turn, phase = self.phase.words())
    }

    /// The lines' words alone, in the language of now.
    pub fn texts(&self) -> Vec<String> {
        self.lines.iter().map(|l| l.text.text()).collect()
    }
}

/// One short line of a summary: what it tells, and its words.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub kind: LineKind,
    /// Kept as a message: a summary waiting to be read is shown in the language of the moment.
    pub text: Msg,
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

    pub fn words(self) -> Msg {
        Msg::new(match self {
            Heading::KnockedOut => "sum-knocked-out",
            Heading::Pinned => "sum-pinned",
            Heading::Frightened => "sum-frightened",
            Heading::Routed => "sum-routed",
            Heading::Unpinned => "sum-unpinned",
            Heading::Rallied => "sum-rallied",
            Heading::Arrived => "sum-arrived",
            Heading::Forced => "sum-forced",
        })
    }
}

impl Line {
    fn new(kind: LineKind, text: Msg) -> Line {
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
    let mut notes: Vec<Vec<Msg>> = Vec::new();
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
fn lines(g: &Game, s: &StepSummary, notes: Vec<Msg>) -> Vec<Line> {
    let label = |i: usize| -> Arg {
        g.elements().get(i).map_or_else(
            || msg!("sum-element", n = i).into(),
            |e| e.label.as_str().into(),
        )
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
        out.push(Line::new(LineKind::Hits, msg!("sum-hits", n = hits)));
    }
    for m in &s.marks {
        if let Mark::Hit { element, by, hits } = m {
            let words = msg!(
                "sum-hit",
                who = by.map_or_else(|| msg!("sum-shells").into(), label),
                target = label(*element),
                times = *hits
            );
            out.push(Line::new(LineKind::Hit, words));
        }
    }
    for name in Heading::ALL {
        let mut who: Vec<Arg> = Vec::new();
        for m in s.marks.iter().filter(|m| heading(m) == Some(name)) {
            let l = match *m {
                Mark::Forced { element, from, to } => {
                    let d = ((to[0] - from[0]).powi(2) + (to[1] - from[1]).powi(2)).sqrt();
                    msg!(
                        "sum-forced-who",
                        who = label(element),
                        inches = format!("{d:.1}")
                    )
                    .into()
                }
                _ => m.element().map_or_else(|| Arg::Name(String::new()), label),
            };
            if !who.contains(&l) {
                who.push(l);
            }
        }
        if !who.is_empty() {
            let words = msg!(
                "sum-befell",
                heading = name.words(),
                who = Arg::Join(who, "join-comma")
            );
            out.push(Line::new(LineKind::Befell(name), words));
        }
    }
    out.extend(notes.into_iter().map(|n| Line::new(LineKind::Note, n)));
    if out.is_empty() {
        out.push(Line::new(
            LineKind::NothingChanged,
            msg!("sum-nothing-changed", dice = s.dice),
        ));
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
