//! After each order, what its resolution steps did (hits, knockouts, pins, runaway tanks...),
//! queued for the player to read and close one at a time while the table shows the step's
//! marks where they happened. Nothing happens off screen.
//!
//! A step the computer's order set off that a person need not answer for (nothing of theirs hit
//! or firing, nobody knocked out or routed) passes: it is shown for `PASSING_SECONDS`, marks and
//! all, and closes by itself, so a solo player reads the computer's turn without clicking
//! through every missed shot.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::TableSession;
use crate::aftermath::{StepSummary, summarise};
use crate::rules::{Game, Mark};
use crate::session::GameSession;

/// Seconds a passing step stays on screen: long enough for its hits to flash.
pub const PASSING_SECONDS: f32 = 1.8;

/// A step as it waits to be read.
#[derive(Clone, Debug)]
pub struct Told {
    pub step: StepSummary,
    /// It closes by itself after `PASSING_SECONDS` on screen.
    pub passing: bool,
}

#[derive(Resource, Default)]
pub struct Aftermath {
    /// Steps not yet closed; the first is on screen.
    queue: VecDeque<Told>,
    /// Seconds the first step has been on screen, for the table's animations.
    pub age: f32,
    /// How much of the game's log and events has been told.
    seen: (usize, usize),
    /// The game it follows, by `TableSession::games_begun`.
    game: u64,
}

impl Aftermath {
    /// The step on screen.
    pub fn current(&self) -> Option<&StepSummary> {
        self.queue.front().map(|t| &t.step)
    }

    /// Whether the step on screen closes by itself.
    pub fn current_passes(&self) -> bool {
        self.queue.front().is_some_and(|t| t.passing)
    }

    /// The steps waiting, the one on screen first.
    pub fn steps(&self) -> impl Iterator<Item = &StepSummary> {
        self.queue.iter().map(|t| &t.step)
    }

    /// How many steps wait, the one on screen included.
    pub fn len(&self) -> usize {
        self.queue.len()
    }

    pub fn is_empty(&self) -> bool {
        self.queue.is_empty()
    }

    /// The player closed the step on screen: the next one, if any, comes up.
    pub fn close(&mut self) {
        self.queue.pop_front();
        self.age = 0.0;
    }

    /// The player closed them all.
    pub fn close_all(&mut self) {
        self.queue.clear();
        self.age = 0.0;
    }

    /// Passing steps at the front go at once (the computer's turn is being skipped).
    pub fn close_passing(&mut self) {
        while self.current_passes() {
            self.close();
        }
    }

    /// The steps from `from` on came from the computer's order: those a person need not
    /// answer for pass by themselves. `people` are the sides people play.
    pub fn let_pass(&mut self, from: usize, g: &Game, people: [bool; 2]) {
        for t in self.queue.iter_mut().skip(from) {
            t.passing = !worth_a_click(&t.step, g, people);
        }
    }

    /// Everything so far has been told.
    fn catch_up(&mut self, seen: (usize, usize)) {
        self.close_all();
        self.seen = seen;
    }
}

/// Whether a person should read a step before it goes: something of theirs was hit or fired,
/// or anybody was knocked out or routed. With no person at the table, nothing is.
pub fn worth_a_click(step: &StepSummary, g: &Game, people: [bool; 2]) -> bool {
    if !people.contains(&true) {
        return false;
    }
    let theirs = |i: usize| {
        g.elements()
            .get(i)
            .is_some_and(|e| e.side < 2 && people[e.side])
    };
    step.marks.iter().any(|m| match *m {
        Mark::KnockedOut { .. } | Mark::Routed { .. } => true,
        Mark::Hit { element, by, .. } => theirs(element) || by.is_some_and(theirs),
        _ => m.element().is_some_and(theirs),
    })
}

pub(super) fn follow_game(
    session: Res<GameSession>,
    table: Res<TableSession>,
    time: Res<Time>,
    mut after: ResMut<Aftermath>,
) {
    let g = session.game();
    let now = (g.log().len(), g.events().len());
    if after.game != table.games_begun {
        // A game just put on the table: a saved one brings its history, which is not news,
        // apart from what its last order did, told again where the player left off.
        after.game = table.games_begun;
        after.catch_up(table.recap_from.unwrap_or(now));
    }
    if now.0 < after.seen.0 || now.1 < after.seen.1 {
        // Undone: what was told of the orders taken back no longer stands.
        after.catch_up(now);
        return;
    }
    if now != after.seen {
        let (log, events) = (&g.log()[after.seen.0..], &g.events()[after.seen.1..]);
        let steps = summarise(g, log, events);
        after.queue.extend(steps.into_iter().map(|step| Told {
            step,
            passing: false,
        }));
        after.seen = now;
    }
    if !after.queue.is_empty() {
        after.age += time.delta_secs();
    }
    if after.current_passes() && after.age >= PASSING_SECONDS {
        after.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The built-in battle, a new game.
    fn default_game() -> Game {
        let rules = crate::ruleset::Ruleset::default_rules();
        let s = crate::scenario::parse("default.ron", crate::scenario::DEFAULT_SCENARIO, &rules)
            .unwrap();
        let dice = crate::rules::dice::DiceSource::Seeded(1);
        Game::new(std::sync::Arc::new(s), std::sync::Arc::new(rules), dice).unwrap()
    }

    fn step(marks: Vec<Mark>) -> StepSummary {
        StepSummary {
            turn: 1,
            phase: crate::rules::Phase::DirectFire,
            lines: Vec::new(),
            details: Vec::new(),
            marks,
            dice: 1,
        }
    }

    #[test]
    fn the_computers_step_waits_for_a_click_only_when_it_matters_to_the_person() {
        let g = default_game();
        let side_of = |id: &str| g.element(id).unwrap().side;
        let (mine, theirs) = (
            g.element_index("bn1-1").unwrap(),
            g.element_index("ban6-1").unwrap(),
        );
        // The person plays the Republic (bn1-1's side).
        let mut people = [false; 2];
        people[side_of("bn1-1")] = true;
        assert_ne!(side_of("bn1-1"), side_of("ban6-1"));
        let hit = |element, by| Mark::Hit {
            element,
            by: Some(by),
            hits: 1,
        };
        // Their fire on the person's troops, and the person's fire on theirs.
        assert!(worth_a_click(&step(vec![hit(mine, theirs)]), &g, people));
        assert!(worth_a_click(&step(vec![hit(theirs, mine)]), &g, people));
        // Anybody's loss.
        let ko = Mark::KnockedOut { element: theirs };
        assert!(worth_a_click(&step(vec![ko]), &g, people));
        // Their own pins and unpins, a shell that fell on nobody: they pass.
        let pinned = Mark::Pinned { element: theirs };
        assert!(!worth_a_click(&step(vec![pinned]), &g, people));
        let zone = Mark::Zone {
            center: [10.0, 10.0],
            size: [4.0, 2.0],
            facing: 0.0,
        };
        assert!(!worth_a_click(&step(vec![zone]), &g, people));
        assert!(!worth_a_click(&step(Vec::new()), &g, people));
        // With nobody at the table, nothing waits.
        assert!(!worth_a_click(
            &step(vec![hit(mine, theirs), ko]),
            &g,
            [false; 2]
        ));
    }

    #[test]
    fn passing_steps_close_by_themselves_and_the_rest_wait() {
        let g = default_game();
        let mut after = Aftermath::default();
        let theirs = g.element_index("ban6-1").unwrap();
        for marks in [
            vec![Mark::KnockedOut { element: theirs }],
            vec![Mark::Pinned { element: theirs }],
        ] {
            after.queue.push_back(Told {
                step: step(marks),
                passing: false,
            });
        }
        let mut people = [true; 2];
        people[g.elements()[theirs].side] = false;
        after.let_pass(1, &g, people);
        assert!(!after.current_passes(), "the first is not the computer's");
        after.close_passing();
        assert_eq!(after.len(), 2, "a step that waits stays");
        after.close();
        assert!(after.current_passes());
        after.close_passing();
        assert!(after.is_empty());
    }
}
