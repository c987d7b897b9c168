//! `--balanced`: play scripted games against each other on the battle and, while one side
//! wins more than 60% of them, weaken it by a platoon or a support unit and strengthen the
//! other, a bounded number of rounds. The games' seed comes from the battle's, so the result is
//! the same every time; the closest round is kept when none is within the bounds.

use super::Battle;
use super::forces::{Role, SidePlan};
use crate::ruleset::Ruleset;
use crate::simulate::summary::Report;
use crate::words::Msg;

/// Rounds of games after the first before giving up.
pub const ROUNDS: usize = 6;
/// No side wins more than this share.
pub const MOST: f64 = 0.6;

/// A side's share of wins, and its interval.
fn shares(r: &Report) -> [(f64, f64, f64); 2] {
    [0, 1].map(|s| {
        let w = &r.sides[s].wins;
        (w.share, w.low, w.high)
    })
}

/// The games on the battle as it stands.
fn play(battle: &Battle, rules: &Ruleset, games: usize, jobs: usize) -> Result<Report, String> {
    let (_, text) = battle.text(rules)?;
    let path = std::env::temp_dir().join(format!(
        "trinchera-generate-{}-{}.ron",
        std::process::id(),
        battle.options.seed
    ));
    std::fs::write(&path, &text).map_err(|e| {
        t!(
            "gen-cannot-write-to-play",
            path = path.display().to_string(),
            error = e.to_string()
        )
    })?;
    let opts = crate::simulate::Options {
        scenario: path.clone(),
        games,
        players: ["scripted".to_string(), "scripted".to_string()],
        seed: games_seed(battle.options.seed),
        jobs,
        out: None,
        progress: false,
        watch: None,
    };
    let report = crate::simulate::run(&opts, rules.clone());
    let _ = std::fs::remove_file(&path);
    report
}

/// The seed of the balancing games: the battle's, mixed.
pub fn games_seed(seed: u64) -> u64 {
    seed ^ 0x6261_6c61_6e63_6564
}

/// Take one rifle platoon from the side's biggest battalion, or a support unit when the
/// battalions are down to two platoons each. `false` if there was nothing to take.
fn weaken(plan: &mut SidePlan) -> bool {
    let biggest = plan
        .brigades
        .iter_mut()
        .flat_map(|b| b.units.iter_mut())
        .filter(|u| u.role == Role::Line)
        .max_by_key(|u| u.elements.iter().filter(|e| is_rifles(e)).count());
    if let Some(u) = biggest
        && u.elements.iter().filter(|e| is_rifles(e)).count() > 2
        && let Some(i) = u.elements.iter().rposition(|e| is_rifles(e))
    {
        u.elements.remove(i);
        return true;
    }
    for b in plan.brigades.iter_mut().rev() {
        if let Some(i) = b.units.iter().rposition(|u| u.role != Role::Line) {
            b.units.remove(i);
            return true;
        }
    }
    false
}

/// Give the side's smallest battalion one more rifle platoon (up to six), or a heavy MG.
fn strengthen(plan: &mut SidePlan) -> bool {
    let smallest = plan
        .brigades
        .iter_mut()
        .flat_map(|b| b.units.iter_mut())
        .filter(|u| u.role == Role::Line)
        .min_by_key(|u| u.elements.iter().filter(|e| is_rifles(e)).count());
    let Some(u) = smallest else { return false };
    let kind = u
        .elements
        .iter()
        .find(|e| is_rifles(e))
        .copied()
        .unwrap_or("Rifles");
    if u.elements.iter().filter(|e| is_rifles(e)).count() < 6 {
        u.elements.push(kind);
    } else {
        u.elements.push("HeavyMG");
    }
    true
}

fn is_rifles(e: &str) -> bool {
    matches!(e, "Rifles" | "ItalianRifles")
}

fn pct(x: f64) -> String {
    format!("{:.0}", x * 100.0)
}

/// Balance the battle; what it says is for standard error (the file's description keeps it in
/// English).
pub fn balance(
    battle: &mut Battle,
    rules: &Ruleset,
    games: usize,
    jobs: usize,
) -> Result<Msg, String> {
    battle.balanced = true;
    let games = games.max(2);
    let mut best: Option<(f64, usize, [SidePlan; 2], Report)> = None;
    let mut rounds = 0;
    for round in 0..=ROUNDS {
        let report = play(battle, rules, games, jobs)?;
        if !report.failed.is_empty() {
            return Err(t!(
                "gen-balancing-failed",
                n = report.failed.len(),
                games = report.failed.join("; ")
            ));
        }
        let [rep, nat] = shares(&report);
        let worst = rep.0.max(nat.0);
        if best.as_ref().is_none_or(|(w, ..)| worst < *w) {
            best = Some((worst, round, battle.plans.clone(), report.clone()));
        }
        rounds = round;
        if worst <= MOST || round == ROUNDS {
            break;
        }
        let strong = if rep.0 > nat.0 { 0 } else { 1 };
        let (a, b) = battle.plans.split_at_mut(1);
        let (stronger, weaker) = if strong == 0 {
            (&mut a[0], &mut b[0])
        } else {
            (&mut b[0], &mut a[0])
        };
        // The further from even, the more changes: one platoon or unit off the stronger
        // side, then one more to the weaker, in turn.
        let changes = (((worst - 0.5) * 10.0).round() as usize).clamp(1, 4);
        for k in 0..changes {
            if (k + round) % 2 == 0 {
                if !weaken(stronger) {
                    strengthen(weaker);
                }
            } else {
                strengthen(weaker);
            }
        }
    }
    let Some((worst, round, plans, report)) = best else {
        return Err(t!("gen-no-games"));
    };
    battle.plans = plans;
    let [rep, nat] = shares(&report);
    let figures = msg!(
        "gen-balance-figures",
        rep = pct(rep.0),
        rep_low = pct(rep.1),
        rep_high = pct(rep.2),
        nat = pct(nat.0),
        nat_low = pct(nat.1),
        nat_high = pct(nat.2),
        games = report.games_counted
    );
    let said = if worst <= MOST {
        msg!("gen-balanced-in", round = round, figures = figures)
    } else {
        msg!(
            "gen-not-balanced",
            rounds = rounds,
            round = round,
            figures = figures,
            most = pct(MOST)
        )
    };
    // The scenario file's words stay English, as every generated file's are.
    battle.balance_note = Some(format!(
        "Balanced with `--balanced` by scripted players against each other ({games} games a round, seed {}): {}.",
        games_seed(battle.options.seed),
        said.en()
    ));
    Ok(said)
}
