//! How good a game looks to one side, as the computer opponent weighs the end of a look-ahead:
//! the battle's result when it is over; otherwise strength on the table (each element by what
//! it can do, less for one pinned or frightened), who would win now, brigades worn out or
//! beaten, and how near its troops stand to the objectives it must change (so an attack that
//! has not yet arrived is still worth making).

use crate::rules::fire::knockout_needs;
use crate::rules::morale::BrigadeState;
use crate::rules::{Game, Phase, Status};

use super::candidate_measures::{CANDIDATES, candidates};
use super::look::{cover_at, cover_value, nearest_enemy_to, on_table_of};
use super::standing::{objectives_to_change, standing};

/// How a personality leans: `boldness` values ground gained toward the objectives, `caution`
/// values its own troops' lives. Both 1 for a balanced commander.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Temper {
    pub boldness: f64,
    pub caution: f64,
}

impl Temper {
    pub const BALANCED: Temper = Temper {
        boldness: 1.0,
        caution: 1.0,
    };
    pub const BOLD: Temper = Temper {
        boldness: 2.0,
        caution: 0.8,
    };
    pub const CAUTIOUS: Temper = Temper {
        boldness: 0.5,
        caution: 1.4,
    };
}

/// What winning or losing the battle is worth, beside which everything else is small.
const RESULT: f64 = 100.0;
/// Leading now, and each objective scoring.
const LEADING: f64 = 4.0;
const OBJECTIVE: f64 = 2.0;
const EXHAUSTED: f64 = 3.0;
/// Worth of an element standing where it holds or contests an objective, beside its strength:
/// knocking it out may change who holds the place.
const HOLDING: f64 = 2.0;
/// Worth of pinning an element, and more for one that holds or contests an objective (a pinned
/// element holds nothing [INF]).
const PIN: f64 = 0.5;
const PIN_HOLDING: f64 = 1.0;
/// The rough chance of losing each further element that would defeat a brigade.
const BRINK: f64 = 0.5;
/// Worth of what the enemy's next fire is likely to knock out.
const EXPOSURE: f64 = 0.5;
/// Worth of a point of cover (0 open to 4 pillbox) for an element.
const GROUND: f64 = 0.1;
/// Worth of an inch nearer an objective that must change hands for the side.
const INCH: f64 = 0.08;

/// What an element is worth on the table: troops 1, heavier weapons and HQs more.
pub(super) fn strength(game: &Game, i: usize) -> f64 {
    let e = &game.elements()[i];
    let def = game.def(e);
    let mut v = 1.0;
    if def.headquarters {
        v += 0.5;
    }
    if def.armoured {
        v += 1.0;
    } else if def.crewed || def.weapons.len() > 1 {
        v += 0.5;
    }
    match e.status {
        Status::KnockedOut | Status::Routed => 0.0,
        _ => {
            let mut worn = 1.0;
            if e.pinned {
                worn -= 0.25;
            }
            if e.frightened {
                worn -= 0.25;
            }
            v * worn
        }
    }
}

/// How many measures of a position `worth` weighs (see [`features`]).
pub const FEATURES: usize = 11;

/// The measures' names as `fit-worth` prints them: keys of the catalogue of words.
pub const FEATURE_KEYS: [&str; FEATURES] = [
    "fit-strength",
    "fit-brigade-defeat",
    "fit-leading",
    "fit-objectives",
    "fit-exhausted",
    "fit-nearness",
    "fit-ground",
    "fit-exposure",
    "fit-leading-late",
    "fit-objectives-late",
    "fit-nearness-late",
];

/// The weights first set by hand: the worth the computer played by before `fit-worth`
/// (strength 1, a brigade defeated the battle, and the rest small beside them).
pub const HAND_WEIGHTS: [f64; FEATURES] = [
    1.0, RESULT, LEADING, OBJECTIVE, EXHAUSTED, 1.0, GROUND, EXPOSURE, 0.0, 0.0, 0.0,
];

/// The game as `side` sees it: higher is better for `side`.
pub fn worth(game: &Game, side: usize, temper: Temper) -> f64 {
    if game.phase() == Phase::GameOver {
        return match game.result().and_then(|r| r.winner.as_deref()) {
            Some(w) if game.side_index(w) == Some(side) => RESULT,
            Some(_) => -RESULT,
            None => 0.0,
        };
    }
    let f = features(game, side, temper);
    weights().iter().zip(f).map(|(w, x)| w * x).sum()
}

/// The weights fitted to how battles end: `trinchera fit-worth --generated 400 --games 4`
/// (the `scripted` player both sides of generated battles of the tuning seeds 1000 to 1399,
/// small tables, 20,618 positions); they explain 28% of the results' variance on battles
/// held out of the fit, the weights by hand 5.5% (at their best scale). Yet they play worse: `normal` with them won
/// 65.0% against `scripted` on 50 balanced tuning battles where the hand weights won 73.5%,
/// and `hard` 44.5% against `normal` (README, "What was tried"). A better guess at the result
/// is not a better guide among plans that differ by one unit's behaviour, so they are kept
/// only for measuring (`TRINCHERA_WORTH=fitted`).
pub const FITTED_WEIGHTS: [f64; FEATURES] = [
    1.5780, 63.4766, 24.8527, -42.0138, 18.6248, 39.8114, 0.5125, 0.1449, 76.8263, 27.4139,
    -11.4378,
];

/// The weights `worth` plays by: by hand, or the fitted ones when `TRINCHERA_WORTH=fitted`
/// (for measuring them against each other with `ladder`).
pub fn weights() -> &'static [f64; FEATURES] {
    static CHOSEN: std::sync::OnceLock<[f64; FEATURES]> = std::sync::OnceLock::new();
    CHOSEN.get_or_init(|| match std::env::var("TRINCHERA_WORTH").as_deref() {
        Ok("fitted") => FITTED_WEIGHTS,
        _ => HAND_WEIGHTS,
    })
}

/// The measures a choice among plans is weighed by: `features`, the candidate measures the
/// worth does not weigh (`candidate_measures`), and the battle's result (1 won, −1 lost, 0
/// drawn) when it is over, the other measures then 0.
pub const CHOICE_FEATURES: usize = FEATURES + CANDIDATES + 1;

/// The measures of the position for `side` that the choice weights weigh.
pub fn choice_features(game: &Game, side: usize, temper: Temper) -> [f64; CHOICE_FEATURES] {
    let mut f = [0.0; CHOICE_FEATURES];
    if game.phase() == Phase::GameOver {
        f[CHOICE_FEATURES - 1] = match game.result().and_then(|r| r.winner.as_deref()) {
            Some(w) if game.side_index(w) == Some(side) => 1.0,
            Some(_) => -1.0,
            None => 0.0,
        };
        return f;
    }
    f[..FEATURES].copy_from_slice(&features(game, side, temper));
    f[FEATURES..FEATURES + CANDIDATES].copy_from_slice(&candidates(game, side));
    f
}

/// The weights by hand as the choice measures take them.
pub fn hand_choice_weights() -> [f64; CHOICE_FEATURES] {
    let mut w = [0.0; CHOICE_FEATURES];
    w[..FEATURES].copy_from_slice(&HAND_WEIGHTS);
    w[CHOICE_FEATURES - 1] = RESULT;
    w
}

/// The measures of a position for `side`, each "ours against theirs" (its own parts scaled by
/// the temper): strength on the table; the chance each side ends with a brigade defeated;
/// who leads now and the objectives' score, counted while neither side has a brigade
/// defeated; exhausted brigades; how near its troops are to the objectives they must change;
/// cover; what the enemy's next fire is likely to knock out; and the leading, objectives and
/// nearness again times how far the battle has gone toward its turn limit, as they matter
/// more at the end.
pub fn features(game: &Game, side: usize, temper: Temper) -> [f64; FEATURES] {
    let mut f = [0.0; FEATURES];
    for (i, e) in game.elements().iter().enumerate() {
        if e.side == side {
            f[0] += temper.caution * strength(game, i);
        } else if e.side < 2 {
            f[0] -= strength(game, i);
        }
    }
    let to_go = losses_to_defeat(game);
    let (ours, theirs) = (
        defeat_chance(game, &to_go, side),
        defeat_chance(game, &to_go, 1 - side),
    );
    // A defeated brigade loses its side the battle at the turn limit, and one on each side
    // draws it [INF victory]: so a brigade defeated is the battle all but lost (not a few
    // points, less than one on the brink), and the objectives count only while neither side
    // has one.
    f[1] = theirs - temper.caution * ours;
    let open = (1.0 - ours) * (1.0 - theirs);
    let now = standing(game);
    f[2] = match now.leader {
        Some(l) if l == side => open,
        Some(_) => -open,
        None => 0.0,
    };
    f[3] = open * (now.score[side] as f64 - now.score[1 - side] as f64);
    for b in game.brigades() {
        if b.state == BrigadeState::Exhausted {
            f[4] += if b.side == side { -1.0 } else { 1.0 };
        }
    }
    f[5] = open * temper.boldness * (near_objectives(game, 1 - side) - near_objectives(game, side));
    f[6] = good_ground(game, side) - good_ground(game, 1 - side);
    let worth_of = worth_with(game, &to_go, &holdings(game));
    f[7] = exposure(game, 1 - side, &worth_of) - temper.caution * exposure(game, side, &worth_of);
    let limit = f64::from(game.scenario().turns.value.max(1));
    let late = (f64::from(game.turn()) / limit).min(1.0);
    f[8] = late * f[2];
    f[9] = late * f[3];
    f[10] = late * f[5];
    f
}

/// What `side` stands to lose to the enemy's next fire and assaults: each element's worth
/// times the chance that some enemy knocks it out, counting every enemy weapon that could
/// reach it (a foot weapon in range and in sight now, since troops that move may not fire
/// [SRC]; a vehicle's within its range and a move) and, for a tank, every enemy foot element
/// within a move of it. The chances come from the direct fire chart at the cover the element
/// has against that shooter, and the close combat score against tanks.
fn exposure(game: &Game, side: usize, worth_of: &[f64]) -> f64 {
    let enemies = on_table_of(game, 1 - side);
    on_table_of(game, side)
        .into_iter()
        .map(|i| {
            let e = &game.elements()[i];
            let armoured = game.def(e).armoured;
            let mut survives = 1.0;
            for &t in &enemies {
                let s = &game.elements()[t];
                if s.pinned {
                    continue;
                }
                let sdef = game.def(s);
                let reach_extra = if sdef.vehicle { sdef.move_inches } else { 0.0 };
                // An enemy beyond the reach of all its weapons and of its move is spared the
                // measuring: most are.
                let farthest = sdef
                    .weapons
                    .iter()
                    .map(|m| game.rules()[m.weapon_id].range.1 + reach_extra)
                    .fold(sdef.move_inches, f32::max);
                let Some(distance) = s.base.distance_within(&e.base, farthest) else {
                    continue;
                };
                let mut cover = None;
                let mut best = 0.0f64;
                for m in &sdef.weapons {
                    let w = &game.rules()[m.weapon_id];
                    if distance > w.range.1 + reach_extra {
                        continue;
                    }
                    let protection = *cover
                        .get_or_insert_with(|| game.terrain().protection(s.base.center, &e.base).0);
                    let Some(needs) = knockout_needs(w, protection, armoured) else {
                        continue;
                    };
                    let per_shot = d6(w.to_hit) * d6(needs);
                    best = best.max(1.0 - (1.0 - per_shot).powi(i32::from(w.shots)));
                }
                let mut closes = false;
                if game.def(e).is_tank() && !sdef.vehicle && distance <= sdef.move_inches {
                    // Troops that can reach a tank can close with it, and it is knocked out on
                    // their score [SRC close combat against tanks].
                    let needs = sdef
                        .knock_out_tank_on
                        .unwrap_or(game.quality_of(t).knock_out_tank_on);
                    let q = d6(needs);
                    if q > best {
                        best = q;
                        closes = true;
                    }
                }
                if best > 0.0
                    && (sdef.vehicle
                        || closes
                        || game
                            .terrain()
                            .line_of_sight(s.base.center, e.base.center, game.smoke())
                            .blocked_by
                            .is_none())
                {
                    survives *= 1.0 - best;
                }
            }
            worth_of.get(i).copied().unwrap_or(1.0) * (1.0 - survives)
        })
        .sum()
}

/// What `side` stands to lose to the enemy's next fire and assaults, in worth.
pub(super) fn threatened(game: &Game, side: usize) -> f64 {
    let worth_of = worth_with(game, &losses_to_defeat(game), &holdings(game));
    exposure(game, side, &worth_of)
}

/// The chance of a D6 scoring `needs` or more.
fn d6(needs: u8) -> f64 {
    f64::from(7 - needs.clamp(1, 7)) / 6.0
}

/// The chance that `side` has a defeated brigade at the end: 1 when it has one already;
/// otherwise, for each brigade, a rough chance of defeat (all its battalions below half
/// strength [SRC brigade morale]) of a half for one loss from it, a quarter for two losses
/// away, and so on (a loss in a small unit brings a rout test that may take more [SRC 20% rout
/// test]); a brigade of one small unit, a tank company, is the one to watch.
fn defeat_chance(game: &Game, to_go: &[Option<u32>], side: usize) -> f64 {
    let mut safe = 1.0;
    for (b, n) in to_go.iter().enumerate() {
        let b = &game.brigades()[b];
        if b.side != side {
            continue;
        }
        if b.state == BrigadeState::Defeated {
            return 1.0;
        }
        if let Some(n) = n {
            safe *= 1.0 - BRINK.powi(*n as i32);
        }
    }
    1.0 - safe
}

/// For each brigade, the losses that would put every battalion of it below half strength.
/// Only its battalions and tank companies count [SRC brigade morale; INF tank companies]: a
/// battery, a company or a section can be lost to the last base without bringing the brigade
/// nearer defeat, and a brigade with no battalion is never defeated.
fn losses_to_defeat(game: &Game) -> Vec<Option<u32>> {
    let half = f64::from(game.rules().morale.half_strength);
    let mut to_go = vec![None; game.brigades().len()];
    for (u, unit) in game.units().iter().enumerate() {
        if !game.rules()[unit.kind].brigade_battalion {
            continue;
        }
        let Some(t) = to_go.get_mut(unit.brigade) else {
            continue;
        };
        let t = t.get_or_insert(0);
        if unit.start_elements == 0 || game.below_half(u) {
            continue;
        }
        let start = f64::from(unit.start_elements);
        let lost = ((1.0 - f64::from(game.strength(u))) * start).round();
        // Losses it can take and stay at half strength or more, then one more.
        let can_take = (start * (1.0 - half) - lost + 1e-6).floor().max(0.0) as u32;
        *t += (can_take + 1).min(losses_to_rout(game, u, start, lost, half));
    }
    to_go
}

/// The knockouts that would likely put unit `u` below half strength through a rout test
/// rather than one by one: a battalion or tank company that loses a fifth of its elements in
/// one turn tests, and each of its elements that fails routs [SRC 20% rout test]. Militia
/// fail nearly four times in five, so a militia battalion that loses a fifth in a turn is most
/// often done for; `u32::MAX` when no test is likely to do it.
fn losses_to_rout(game: &Game, u: usize, start: f64, lost: f64, half: f64) -> u32 {
    let unit = &game.units()[u];
    let rules = game.rules();
    if !rules[unit.kind].rout_test_on_turn_loss {
        return u32::MAX;
    }
    let in_turn = (f64::from(rules.morale.rout_loss_in_turn) * start - 1e-6).ceil();
    let needed = (in_turn - f64::from(unit.knocked_out_this_turn)).max(1.0);
    let q = &rules[unit.quality];
    let pass = d6(q.pass);
    let again = q
        .reroll_on
        .iter()
        .filter(|f| (1..q.pass).contains(*f))
        .count() as f64
        / 6.0;
    let fails = 1.0 - pass - again * pass;
    let left = start - lost - needed;
    if lost + needed + fails * left > start * half {
        needed as u32
    } else {
        u32::MAX
    }
}

/// What knocking out each element would be worth to its enemy: its strength, and the nearer
/// it brings its brigade to defeat. The computer aims its fire by this.
pub fn target_worth(game: &Game) -> TargetWorth {
    let held = holdings(game);
    let knockout = worth_with(game, &losses_to_defeat(game), &held);
    let pin = held.iter().map(|h| PIN + PIN_HOLDING * h).collect();
    TargetWorth { knockout, pin }
}

/// What pinning an enemy base is worth more before a close combat it fights this turn: the
/// −1 of a pinned base turns about one opposed roll in six [INF close combat], and with it
/// the combat's winner, its loser pinned and pushed back or knocked out.
pub const PIN_BEFORE_CLOSE_COMBAT: f64 = 0.75;

/// `worth` for `side`'s fire with pinning each enemy base of a close combat begun this turn
/// (one its troops assaulted, or one that assaulted them) worth `PIN_BEFORE_CLOSE_COMBAT`
/// more: a pinned base fights at −1 [INF close combat].
pub fn support_assaults(game: &Game, side: usize, worth: &mut TargetWorth) {
    for &(attacker, defender) in game.assaults() {
        let theirs = if game.elements()[attacker].side == side {
            defender
        } else {
            attacker
        };
        if let Some(pin) = worth.pin.get_mut(theirs) {
            *pin += PIN_BEFORE_CLOSE_COMBAT;
        }
    }
}

/// What knocking out, and what pinning, each element is worth to whoever shoots at it, by the
/// element's index.
#[derive(Clone, Debug, Default)]
pub struct TargetWorth {
    pub knockout: Vec<f64>,
    pub pin: Vec<f64>,
}

impl TargetWorth {
    /// The worth of a shot with these chances at element `t`; every element alike (a knockout
    /// 1, a pin `PIN`) when nothing was weighed.
    pub fn of_shot(&self, t: usize, p_knockout: f64, p_pin: f64) -> f64 {
        let ko = self.knockout.get(t).copied().unwrap_or(1.0);
        let pin = self.pin.get(t).copied().unwrap_or(PIN);
        ko * p_knockout + pin * p_pin
    }
}

/// For each element, the objectives it stands near enough to hold or contest.
fn holdings(game: &Game) -> Vec<f64> {
    let objectives = &game.scenario().objectives;
    game.elements()
        .iter()
        .map(|e| {
            objectives
                .iter()
                .filter(|o| game.near_objective(e, &o.at))
                .count() as f64
        })
        .collect()
}

/// What knocking out each element is worth, with each brigade's losses to defeat and each
/// element's objectives already reckoned.
fn worth_with(game: &Game, to_go: &[Option<u32>], held: &[f64]) -> Vec<f64> {
    (0..game.elements().len())
        .map(|i| {
            let e = &game.elements()[i];
            let counts = |u: usize| {
                game.rules()[game.units()[u].kind].brigade_battalion && !game.below_half(u)
            };
            let nearer = match to_go.get(e.brigade) {
                Some(&Some(n)) if n > 0 && e.unit.is_some_and(counts) => {
                    RESULT * (BRINK.powi(n as i32 - 1) - BRINK.powi(n as i32))
                }
                _ => 0.0,
            };
            strength(game, i) + nearer + HOLDING * held[i]
        })
        .collect()
}

/// The cover `side`'s troops stand in against the nearest enemy, summed over its elements.
pub(super) fn good_ground(game: &Game, side: usize) -> f64 {
    on_table_of(game, side)
        .into_iter()
        .filter_map(|i| {
            let e = &game.elements()[i];
            let t = nearest_enemy_to(game, side, e.base.center)?;
            let from = game.elements()[t].base.center;
            Some(f64::from(cover_value(cover_at(
                game,
                game.def(e).armoured,
                from,
                &e.base,
            ))))
        })
        .sum()
}

/// How far `side`'s troops are from the objectives it must change, in worth: each such
/// objective costs the distance from its nearest fighting element.
pub(super) fn near_objectives(game: &Game, side: usize) -> f64 {
    let fighters: Vec<_> = on_table_of(game, side)
        .into_iter()
        .filter(|i| !game.def(&game.elements()[*i]).headquarters)
        .map(|i| game.elements()[i].base.center)
        .collect();
    objectives_to_change(game, side)
        .iter()
        .map(|o| {
            fighters
                .iter()
                .map(|p| p.distance(*o))
                .fold(f32::INFINITY, f32::min)
                .min(60.0)
        })
        .map(|d| INCH * f64::from(d))
        .sum::<f64>()
}
