//! Watching a record: the game at any point of it, stepped by order, by side's phase or by
//! turn, forward and back. Headless; the window's timeline only drives it.
//!
//! Going back must be instant at the end of a long game, so the replay is played through once
//! when opened and keeps copies of the game along the way: at every change of phase or side to
//! act, and at least every `SNAPSHOT_EVERY` orders in between. Any position is then the nearest
//! earlier copy and fewer than `SNAPSHOT_EVERY` orders applied again.

use std::path::Path;
use std::sync::Arc;

use crate::record::{self, OrderReport, Record};
use crate::rules::game::{Game, Phase};
use crate::rules::order::Rejection;
use crate::ruleset::Ruleset;
use crate::scenario::{LoadError, Scenario};

/// Most orders between two copies of the game. Phases are short in most battles, so this
/// bounds only long phases (a big army's movement); a copy is a whole game with its dice log,
/// so fewer copies keep a long game's memory down.
pub const SNAPSHOT_EVERY: usize = 16;

/// Most copies kept. A copy is a whole game with its dice log; past this many (a battle of some
/// hundreds of turns) every other copy is let go and the spacing doubled, so the memory stays
/// bounded and a step back costs at most twice as many orders applied again.
pub const MAX_SNAPSHOTS: usize = 512;

/// Where the game stood after a number of orders: what stepping by phase and turn looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    pub turn: u32,
    pub phase: Phase,
    pub active: usize,
}

impl Stamp {
    fn of(g: &Game) -> Self {
        Stamp {
            turn: g.turn(),
            phase: g.phase(),
            active: g.active(),
        }
    }
}

/// Why a record cannot be watched.
#[derive(Debug)]
pub enum ReplayError {
    /// The file is not a record that can be read, or its scenario cannot be.
    Load(LoadError),
    /// The game the record names cannot be set up.
    Start(Rejection),
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Load(e) => f.write_str(&e.render()),
            ReplayError::Start(e) => write!(f, "the game cannot start: {e}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// A record being watched, and the game at the point shown.
#[derive(Clone)]
pub struct Replay {
    record: Record,
    /// What became of each order when the record was played.
    reports: Vec<OrderReport>,
    /// `stamps[p]`: where the game stood after `p` orders (so `stamps.len()` is orders + 1).
    stamps: Vec<Stamp>,
    /// Copies of the game after that many orders, by position; the first is the start.
    snapshots: Vec<(usize, Game)>,
    position: usize,
    game: Game,
    /// Orders applied to reach the position last asked for: what a step cost.
    last_applied: usize,
}

impl Replay {
    /// Play the record through once, keeping the copies of the game stepping back needs.
    pub fn new(
        record: Record,
        scenario: Arc<Scenario>,
        rules: Arc<Ruleset>,
    ) -> Result<Self, Rejection> {
        Self::with_cap(record, scenario, rules, MAX_SNAPSHOTS)
    }

    /// `new`, keeping at most `cap` copies of the game (at least 2).
    pub fn with_cap(
        record: Record,
        scenario: Arc<Scenario>,
        rules: Arc<Ruleset>,
        cap: usize,
    ) -> Result<Self, Rejection> {
        let cap = cap.max(2);
        let start = Game::new(scenario, rules, record.dice.clone())?;
        let mut game = start.clone();
        let mut snapshots = vec![(0, start.clone())];
        let mut stamps = vec![Stamp::of(&game)];
        let mut reports = Vec::with_capacity(record.orders.len());
        // Orders between copies: at most `every`, and at a change of phase or side at least
        // `gap` (1 until the copies are first thinned).
        let (mut every, mut gap) = (SNAPSHOT_EVERY, 1);
        for (index, order) in record.orders.iter().enumerate() {
            reports.push(record::apply_reported(&mut game, index, order));
            let stamp = Stamp::of(&game);
            let position = index + 1;
            let since = position - snapshots.last().map_or(0, |(p, _)| *p);
            if (stamp != stamps[index] && since >= gap) || since >= every {
                if snapshots.len() >= cap {
                    // The start stays; of the rest, every other one goes.
                    let mut k = 0;
                    snapshots.retain(|(p, _)| {
                        k += 1;
                        *p == 0 || k % 2 == 1
                    });
                    every *= 2;
                    gap = gap.max(1) * 2;
                }
                snapshots.push((position, game.clone()));
            }
            stamps.push(stamp);
        }
        Ok(Replay {
            position: 0,
            game: start,
            record,
            reports,
            stamps,
            snapshots,
            last_applied: 0,
        })
    }

    /// Read the record at `path` and open it at its start.
    pub fn open(path: &Path, rules: Ruleset) -> Result<Self, ReplayError> {
        let loaded = Record::load(path, &rules).map_err(ReplayError::Load)?;
        Self::new(loaded.record, loaded.scenario, Arc::new(rules)).map_err(ReplayError::Start)
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The game after `position()` orders.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many orders of the record have been applied to the game shown.
    pub fn position(&self) -> usize {
        self.position
    }

    /// How many orders the record holds: the last position.
    pub fn len(&self) -> usize {
        self.record.orders.len()
    }

    pub fn is_empty(&self) -> bool {
        self.record.orders.is_empty()
    }

    pub fn reports(&self) -> &[OrderReport] {
        &self.reports
    }

    /// The order that brought the game to the point shown; `None` at the start.
    pub fn last_order(&self) -> Option<&OrderReport> {
        self.position
            .checked_sub(1)
            .and_then(|i| self.reports.get(i))
    }

    /// Where the game stood after `position` orders.
    pub fn stamp(&self, position: usize) -> Option<Stamp> {
        self.stamps.get(position).copied()
    }

    /// Orders applied to reach the position last asked for (0 when a copy was at hand).
    pub fn last_applied(&self) -> usize {
        self.last_applied
    }

    /// How many copies of the game are kept.
    pub fn snapshots(&self) -> usize {
        self.snapshots.len()
    }

    /// Show the game after `position` orders (past the end: the end).
    pub fn seek(&mut self, position: usize) {
        let target = position.min(self.len());
        let at = self.snapshots.partition_point(|(p, _)| *p <= target);
        // There is always the start, at 0; the fallback is never taken.
        let Some((snap_pos, snap)) = at.checked_sub(1).and_then(|i| self.snapshots.get(i)) else {
            return;
        };
        // Going on from the game shown is cheaper when it lies between the copy and the target.
        let from = if self.position <= target && self.position >= *snap_pos {
            self.position
        } else {
            self.game = snap.clone();
            *snap_pos
        };
        for order in &self.record.orders[from..target] {
            // Rejections were reported when the record was opened; they change nothing.
            let _ = self.game.apply(order);
        }
        self.last_applied = target - from;
        self.position = target;
    }

    pub fn to_start(&mut self) {
        self.seek(0);
    }

    pub fn to_end(&mut self) {
        self.seek(self.len());
    }

    pub fn forward(&mut self) {
        self.seek(self.position + 1);
    }

    pub fn back(&mut self) {
        self.seek(self.position.saturating_sub(1));
    }

    /// Where the phase (or the side to act) after this one begins, or the end.
    pub fn next_phase_start(&self) -> usize {
        self.next_start(|a, b| a != b)
    }

    /// Where the phase shown began, or the one before when already at its start.
    pub fn previous_phase_start(&self) -> usize {
        self.previous_start(|a, b| a != b)
    }

    pub fn next_turn_start(&self) -> usize {
        self.next_start(|a, b| a.turn != b.turn)
    }

    pub fn previous_turn_start(&self) -> usize {
        self.previous_start(|a, b| a.turn != b.turn)
    }

    /// Whether a new phase (or side's part of one) begins at `position`.
    pub fn is_phase_start(&self, position: usize) -> bool {
        position == 0 || self.changes_at(position, |a, b| a != b)
    }

    pub fn is_turn_start(&self, position: usize) -> bool {
        position == 0 || self.changes_at(position, |a, b| a.turn != b.turn)
    }

    /// Whether the stamp changes (as `differs` tells) with the order that brings the game to
    /// `position`.
    fn changes_at(&self, position: usize, differs: impl Fn(&Stamp, &Stamp) -> bool) -> bool {
        matches!(
            (position.checked_sub(1).and_then(|p| self.stamps.get(p)), self.stamps.get(position)),
            (Some(a), Some(b)) if differs(a, b)
        )
    }

    fn next_start(&self, differs: impl Fn(&Stamp, &Stamp) -> bool) -> usize {
        (self.position + 1..=self.len())
            .find(|&p| self.changes_at(p, &differs))
            .unwrap_or(self.len())
    }

    fn previous_start(&self, differs: impl Fn(&Stamp, &Stamp) -> bool) -> usize {
        (1..self.position)
            .rev()
            .find(|&p| self.changes_at(p, &differs))
            .unwrap_or(0)
    }

    pub fn phase_forward(&mut self) {
        self.seek(self.next_phase_start());
    }

    pub fn phase_back(&mut self) {
        self.seek(self.previous_phase_start());
    }

    pub fn turn_forward(&mut self) {
        self.seek(self.next_turn_start());
    }

    pub fn turn_back(&mut self) {
        self.seek(self.previous_turn_start());
    }

    /// "Turn 3 · direct fire · order 145 of 812: ban6-mg fires at bn1-3 — accepted", and
    /// whether the order shown was refused (the reason is in the line).
    pub fn where_line(&self) -> (String, bool) {
        let g = &self.game;
        let place = if g.phase() == Phase::GameOver {
            t!("replay-where-over", turn = g.turn())
        } else {
            t!(
                "replay-where",
                turn = g.turn(),
                phase = g.phase().words(),
                side = g.side_name(g.active())
            )
        };
        match self.last_order() {
            None => (t!("replay-at-start", place = place, n = self.len()), false),
            Some(r) => {
                let outcome = if r.accepted {
                    t!("replay-accepted")
                } else {
                    t!(
                        "replay-rejected",
                        rule = r.rule.map_or(String::new(), |id| id.to_string()),
                        reason = r.reason.as_ref().map_or(String::new(), |m| m.text())
                    )
                };
                (
                    t!(
                        "replay-at-order",
                        place = place,
                        n = self.position,
                        total = self.len(),
                        order = &r.order,
                        outcome = outcome
                    ),
                    !r.accepted,
                )
            }
        }
    }

    /// The record of a new game going on from the point shown: the orders so far that were
    /// accepted (a refused order changed nothing, so leaving it out gives the same game).
    pub fn record_from_here(&self) -> Record {
        let mut r = self.record.clone();
        r.orders = self.record.orders[..self.position]
            .iter()
            .zip(&self.reports)
            .filter(|(_, rep)| rep.accepted)
            .map(|(o, _)| o.clone())
            .collect();
        r
    }
}

/// Replay a record straight from its start to `position`: what any point of a `Replay` must
/// equal.
pub fn straight_to(
    record: &Record,
    scenario: Arc<Scenario>,
    rules: Arc<Ruleset>,
    position: usize,
) -> Result<Game, Rejection> {
    let mut r = record.clone();
    r.orders.truncate(position);
    record::replay(&r, scenario, rules).map(|(g, _)| g)
}
