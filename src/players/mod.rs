//! Who gives orders when no person does: the `naive` and `scripted` players.
//!
//! A player is honest: it sees the game's public state (what the table and the panel show a
//! person) and never the dice to come, and it acts only through plain orders that go to
//! `Game::apply` like any other. `driver::play` sets two players at a battle and keeps the
//! accepted orders as a record anyone can replay.

pub mod artillery;
pub mod behaviour;
pub mod bounds;
pub mod candidate_measures;
pub mod choice_fit;
pub mod close_odds;
pub mod computer;
pub mod cores;
pub mod driver;
pub mod end_check;
pub mod evaluate;
pub mod fire_share;
pub mod look;
pub mod lookahead;
pub mod naive;
pub mod observed;
pub mod scripted;
pub mod standing;
pub mod strength;
pub mod tactics;
mod tried;
pub mod worth_fit;

use crate::rules::{Game, Order, Phase, Rejection};
use crate::words::Msg;
use computer::Level;
use evaluate::Temper;

/// The names a command line can give a player, in the order `--help` lists them. Each level
/// of the computer opponent also comes bold or cautious: `normal-bold`, `hard-cautious`.
pub const NAMES: [&str; 5] = ["naive", "scripted", "easy", "normal", "hard"];

/// The computer opponent's levels and tempers by name.
const COMPUTERS: [(&str, Level, Temper); 9] = [
    ("easy", Level::Easy, Temper::BALANCED),
    ("normal", Level::Normal, Temper::BALANCED),
    ("hard", Level::Hard, Temper::BALANCED),
    ("easy-bold", Level::Easy, Temper::BOLD),
    ("normal-bold", Level::Normal, Temper::BOLD),
    ("hard-bold", Level::Hard, Temper::BOLD),
    ("easy-cautious", Level::Easy, Temper::CAUTIOUS),
    ("normal-cautious", Level::Normal, Temper::CAUTIOUS),
    ("hard-cautious", Level::Hard, Temper::CAUTIOUS),
];

/// A computer player for one side.
pub trait Player: Send {
    /// The name a command line gives it (`naive`, `scripted`).
    fn name(&self) -> &'static str;

    /// The next order for `side`, which is to act now in the game's current phase. A player
    /// ends each of its phases with `EndPhase`; the driver ends the phase for it after a cap of
    /// orders, so a player that never does cannot stall a game.
    fn next_order(&mut self, game: &Game, side: usize) -> Order;

    /// The last order was refused. Players remember what they tried this phase, so they do
    /// not give it again; this is for players that want the reason.
    fn refused(&mut self, _order: &Order, _why: &Rejection) {}

    /// Troops are engaged and `side` decides whether it moves first or second this turn [SRC]:
    /// `Some(true)` first, `Some(false)` second, `None` to leave the order of play as it is
    /// (the side with the initiative first). Asked once, before anyone moves, whichever side is
    /// to act.
    fn choose_move_first(&mut self, _game: &Game, _side: usize) -> Option<bool> {
        None
    }

    /// What it weighed for the decisions made since it was last asked, oldest first; a
    /// player that weighs nothing has nothing to say. The window shows these when a person
    /// asks why the computer did what it did.
    fn thoughts(&mut self) -> Vec<Thought> {
        Vec::new()
    }
}

/// What a computer player weighed for one decision, for a person who asks why.
#[derive(Clone, Debug, PartialEq)]
pub struct Thought {
    pub turn: u32,
    pub phase: Phase,
    pub side: usize,
    /// The choice made, a message put into words when shown ("1st Company: advance to
    /// cover"); its key says what kind of choice it was, its arguments what was chosen.
    pub choice: Msg,
    /// The best few candidates weighed, best first, each with its score; for a unit's
    /// behaviour the one chosen comes first, whatever its score.
    pub candidates: Vec<(Msg, f64)>,
    /// What the scores measure ("worth after the enemy's reply").
    pub measure: Msg,
}

/// A player by its name, or `None` for a name no player has.
pub fn by_name(name: &str) -> Option<Box<dyn Player>> {
    match name {
        "naive" => Some(Box::new(naive::Naive::default())),
        "scripted" => Some(Box::new(scripted::Scripted::default())),
        // The script carried out by the tactics `TRINCHERA_TACTICS` names: for measuring a
        // set of tactics against the script's own, not a level of its own. Tactics that do
        // not read make no player, and say why, since measuring the wrong ones is worse than
        // measuring none.
        "tactics" => match tactics::measured() {
            Ok(t) => Some(Box::new(scripted::Scripted::default().with_tactics(t))),
            Err(e) => {
                eprintln!("{e}");
                None
            }
        },
        _ => COMPUTERS
            .iter()
            .find(|(n, ..)| *n == name)
            .map(|&(n, level, temper)| {
                let c = computer::Computer::new(level, temper, n);
                let c = as_variant(c, level);
                Box::new(c) as Box<dyn Player>
            }),
    }
}

/// A variant of a level tried and not kept, selectable for measuring only (README, "What was
/// tried"): the name its variable takes and what it changes.
type Variant = (&'static str, fn(computer::Computer) -> computer::Computer);

/// The variants of `hard` that `TRINCHERA_HARD` names: `reply` (foreseeing the enemy's
/// reply), `focus` (weighing one objective for all its troops), `fresh` (each round over the
/// units under dice streams of its own), `share` (each weapon aimed by what it adds to the
/// shots declared at a target), `flank` (going round by either flank weighed too), `tempers`
/// (a plan searched for under each temper, battles to the end choosing), `keyed` (look-aheads
/// with dice keyed to what each die is for), `ends` (one round, keyed dice, and battles to the
/// end choosing among the plan and each unit's second choice in it), `two-turns` (look-aheads
/// of two turns, the turn after's behaviours weighed too), `elements` (each element told on
/// its own after the round over the units), `mixed-reply` and `mixed-advance` (plans weighed
/// against the script's reply and a foreseen one, or every enemy unit pressing on), `seeded`
/// (the rounds starting from the best whole-side plan or last turn's), `aims` (each unit sent
/// for each objective), `fire-focus` (the side's fire drawn to one enemy unit), `groups`
/// (bases standing together moved as one group), `fire-elements` (the fire focus and each
/// element on its own), `blend` (the end check weighing the one-turn worth beside the battles
/// to the end), `ends-blend` (`ends` so weighing), `search-ends` (every candidate weighed
/// by its worth and battles to the end together), `all-blend` (both), `ends-blend-4x`
/// (`ends-blend` with four times the dice streams and battles to the end), `ends-kept`
/// (`ends-blend` with the plan found also played kept to the end), `risk` (a side behind
/// seeking plans that can go well, one ahead shunning those that can go badly),
/// `observed` (plans weighed against the script's reply and the one the enemy was seen to
/// give last turn), `guns` (batteries aimed between two enemy bases too), `predicted`
/// (plans weighed against the reply `normal` would choose for the enemy), `endgame` (four
/// times the thinking in the battle's last two turns), `support` (fire aimed to pin the
/// bases of close combats begun), and `positions` (taking up a firing position weighed
/// beside the five behaviours). One table
/// for the name and the change: `flank` was once matched but left out of the names the
/// variable took, and so measured as `hard` itself.
const HARD_VARIANTS: [Variant; 30] = [
    ("reply", computer::Computer::foreseeing_replies),
    ("focus", computer::Computer::focusing),
    ("fresh", computer::Computer::fresh_rounds),
    ("share", computer::Computer::sharing_fire),
    ("flank", computer::Computer::weighing_flanks),
    ("tempers", computer::Computer::under_every_temper),
    ("keyed", computer::Computer::keying_dice),
    ("ends", computer::Computer::neighbours_checked_to_the_end),
    ("two-turns", computer::Computer::two_turn_plans),
    ("elements", computer::Computer::by_elements),
    ("mixed-reply", computer::Computer::mixed_foreseen),
    ("mixed-advance", computer::Computer::mixed_advancing),
    ("seeded", computer::Computer::seeded_start),
    ("aims", computer::Computer::aiming_units),
    ("fire-focus", computer::Computer::focusing_fire),
    ("groups", computer::Computer::moving_in_groups),
    (
        "fire-elements",
        computer::Computer::focusing_fire_by_elements,
    ),
    ("blend", computer::Computer::blending_worth),
    ("ends-blend", computer::Computer::neighbours_blended),
    ("search-ends", computer::Computer::ends_in_the_search),
    ("all-blend", computer::Computer::blended_throughout),
    (
        "ends-blend-4x",
        computer::Computer::neighbours_blended_four_times,
    ),
    ("ends-kept", computer::Computer::neighbours_blended_and_kept),
    ("risk", computer::Computer::weighing_risk),
    ("observed", computer::Computer::mixed_observed),
    ("guns", computer::Computer::aiming_guns_between),
    ("predicted", computer::Computer::predicting_normal),
    ("endgame", computer::Computer::sharper_at_the_end),
    ("support", computer::Computer::supporting_assaults),
    ("positions", computer::Computer::weighing_positions),
];

/// The variants of `easy` that `TRINCHERA_EASY` names: `press` (weighing only pressing on
/// against the script), `advance` (pressing on weighed as well as holding: `easy` before 4
/// December), and on that, `one` (one unit's behaviour changed a turn) or `aim` (fire aimed
/// by each weapon's odds, as the script aims it).
const EASY_VARIANTS: [Variant; 4] = [
    ("press", computer::Computer::pressing_only),
    ("advance", computer::Computer::advancing_too),
    ("one", computer::Computer::one_change_a_turn),
    ("aim", computer::Computer::aiming_by_odds),
];

/// `c` as the variant its level's variable asks for, or as it is.
fn as_variant(c: computer::Computer, level: Level) -> computer::Computer {
    static HARD: std::sync::OnceLock<Option<&'static Variant>> = std::sync::OnceLock::new();
    static EASY: std::sync::OnceLock<Option<&'static Variant>> = std::sync::OnceLock::new();
    let chosen = match level {
        Level::Hard => HARD.get_or_init(|| named("TRINCHERA_HARD", &HARD_VARIANTS)),
        Level::Easy => EASY.get_or_init(|| named("TRINCHERA_EASY", &EASY_VARIANTS)),
        Level::Normal => &None,
    };
    match chosen {
        Some((_, change)) => change(c),
        None => c,
    }
}

/// The variant the variable `var` names, if it names one.
fn named(var: &str, variants: &'static [Variant]) -> Option<&'static Variant> {
    let v = std::env::var(var).ok()?;
    variants.iter().find(|(name, _)| *name == v)
}

/// What every player says first in any phase: a game whose dice were being rolled by hand is
/// handed back to the game's dice, since a computer has no hands to roll real dice with.
pub(crate) fn dice_back_to_the_game(game: &Game) -> Option<Order> {
    game.dice().by_hand().then_some(Order::RollByHand(false))
}

/// `EndPhase` for a side.
pub(crate) fn end_phase(game: &Game, side: usize) -> Order {
    Order::EndPhase {
        side: side_id(game, side),
    }
}

/// A side's id, as orders name it.
pub(crate) fn side_id(game: &Game, side: usize) -> String {
    game.scenario()
        .sides
        .get(side)
        .map_or(String::new(), |s| s.id.value.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every variant the variables name makes a player that searches or aims otherwise than
    /// its level as shipped, so a measured variant is never the level itself.
    #[test]
    fn every_named_variant_changes_the_player() {
        let plain = |level| computer::Computer::new(level, Temper::BALANCED, "x");
        for (level, variants) in [
            (Level::Hard, &HARD_VARIANTS[..]),
            (Level::Easy, &EASY_VARIANTS),
        ] {
            for (name, change) in variants {
                let c = change(plain(level));
                assert_ne!(c.settings(), plain(level).settings(), "{name}");
            }
        }
        assert_eq!(HARD_VARIANTS.len() + EASY_VARIANTS.len(), 34);
    }
}
