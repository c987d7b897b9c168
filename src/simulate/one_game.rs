//! One game of a simulation, played to its end and boiled down to what the report counts. A
//! game that cannot start, stops early or panics comes back as such, never dropped.

use std::path::Path;
use std::sync::Arc;

use serde::Serialize;

use crate::players::driver::{Conduct, Limits, Played, play};
use crate::rules::Phase;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::words::{Arg, Msg};

/// Turns without a knockout or rout, at the turn limit, that make a game a stall.
pub const STALL_TURNS: usize = 3;

/// What the report keeps of one game.
#[derive(Clone, Debug, Serialize)]
pub struct GameSummary {
    /// 1 to N, as in `game-0042.ron`.
    pub number: usize,
    pub seed: u64,
    /// The player of each side, in the scenario's order of sides.
    pub players: [String; 2],
    /// The winning side's index, `None` for a draw or a game that did not finish.
    pub winner: Option<usize>,
    pub finished: bool,
    /// Why it ended, in the rules' words, or what went wrong: put into words when shown, and
    /// in English in the JSON (a `Msg` is written so).
    pub reason: Msg,
    /// The turn the game ended in.
    pub turns: u32,
    /// The first turn from whose end on the side that won (or the draw) never changed.
    pub decided_turn: Option<u32>,
    /// Elements each side lost (knocked out or routed).
    pub losses: [u32; 2],
    /// Objectives scoring for each side at the end.
    pub objectives: [usize; 2],
    /// The winner's objectives less the loser's (0 for a draw); `None` for a battle won by
    /// defeating a brigade, where objectives did not decide it.
    pub margin: Option<i64>,
    /// Won because a brigade of the loser was defeated [INF victory].
    pub by_defeat: bool,
    /// Reached the turn limit with no knockout or rout in its last `STALL_TURNS` turns.
    pub stall: bool,
    /// Phases the driver ended for a player that gave too many orders.
    pub forced_ends: usize,
    pub accepted: usize,
    pub refused: [usize; 2],
    /// How each side's player went about it: orders, shots not taken, time thinking.
    pub conduct: [Conduct; 2],
    /// The game errored, panicked or hit a cap: what happened (in English in the JSON).
    pub error: Option<Msg>,
}

/// Everything a game needs that all games share.
pub struct Setup {
    pub scenario: Arc<Scenario>,
    pub scenario_text: String,
    /// The scenario as a record names it, from where the records go.
    pub scenario_in_record: String,
    pub rules: Arc<Ruleset>,
    pub limits: Limits,
}

/// A game's seed: its number mixed into the simulation's seed (SplitMix64), so neighbouring
/// games have unrelated dice and any one game can be played again alone.
pub fn game_seed(seed: u64, number: usize) -> u64 {
    crate::rules::dice::mix(seed.wrapping_add((number as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)))
}

/// Play game `number` with `names[s]` for side `s`; save its record in `out` if given.
pub fn play_one(
    setup: &Setup,
    number: usize,
    seed: u64,
    names: [&str; 2],
    out: Option<&Path>,
) -> GameSummary {
    let mut summary = GameSummary {
        number,
        seed,
        players: names.map(str::to_string),
        winner: None,
        finished: false,
        reason: crate::msg!("sim-why-unfinished"),
        turns: 0,
        decided_turn: None,
        losses: [0, 0],
        objectives: [0, 0],
        margin: Some(0),
        by_defeat: false,
        stall: false,
        forced_ends: 0,
        accepted: 0,
        refused: [0, 0],
        conduct: Default::default(),
        error: None,
    };
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let (Some(mut a), Some(mut b)) = (
            crate::players::by_name(names[0]),
            crate::players::by_name(names[1]),
        ) else {
            return Err(crate::msg!("sim-why-no-player", a = names[0], b = names[1]));
        };
        play(
            setup.scenario.clone(),
            &setup.scenario_in_record,
            &setup.scenario_text,
            setup.rules.clone(),
            seed,
            [a.as_mut(), b.as_mut()],
            setup.limits,
        )
        .map_err(|r| crate::msg!("sim-why-cannot-start", reason = r.reason))
    }));
    let played = match outcome {
        Ok(Ok(p)) => p,
        Ok(Err(e)) => {
            summary.error = Some(e.clone());
            summary.reason = e;
            return summary;
        }
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .map_or_else(|| Arg::from(crate::msg!("sim-why-a-panic")), Arg::Name);
            let why = crate::msg!("sim-why-panicked", what = what);
            summary.error = Some(why.clone());
            summary.reason = why;
            return summary;
        }
    };
    if let Some(dir) = out
        && let Err(e) = played
            .record
            .save(&dir.join(format!("game-{number:04}.ron")))
    {
        summary.error = Some(crate::msg!("sim-why-not-saved", error = e.to_string()));
    }
    fill(&mut summary, &played, setup);
    summary
}

fn fill(s: &mut GameSummary, p: &Played, setup: &Setup) {
    let g = &p.game;
    s.turns = g.turn();
    s.losses = crate::players::driver::losses(g);
    s.forced_ends = p.forced_ends;
    s.accepted = p.accepted;
    s.refused = p.refused;
    s.conduct = p.conduct.clone();
    let standing = crate::players::standing::standing(g);
    s.objectives = standing.score;
    s.finished = g.phase() == Phase::GameOver && g.result().is_some();
    if let Some(stop) = &p.stopped {
        s.error.get_or_insert_with(|| stop.clone());
    }
    match g.result() {
        Some(r) if s.finished => {
            s.winner = r.winner.as_deref().and_then(|w| g.side_index(w));
            s.reason = r.reason.clone();
        }
        _ => {
            s.reason = p
                .stopped
                .clone()
                .unwrap_or_else(|| crate::msg!("sim-why-unfinished"));
        }
    }
    if let Some(w) = s.winner {
        s.by_defeat = standing.defeated[1 - w];
        s.margin = (!s.by_defeat).then(|| s.objectives[w] as i64 - s.objectives[1 - w] as i64);
    }
    // The first turn from whose end the standing stayed what the result says.
    let last = p.leader_by_turn.len();
    let mut first = last;
    while first > 0 && p.leader_by_turn[first - 1] == s.winner {
        first -= 1;
    }
    s.decided_turn = (s.finished && first < last).then_some(first as u32 + 1);
    let at_limit = g.turn() >= setup.scenario.turns.value;
    let lost = &p.losses_by_turn;
    s.stall = s.finished
        && at_limit
        && lost.len() > STALL_TURNS
        && lost[lost.len() - 1 - STALL_TURNS] == lost[lost.len() - 1];
}
