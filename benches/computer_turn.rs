//! How long the `normal` computer thinks over one side's turn, on Jarama (where issue 12 asks
//! for at most 1 s at the median and 5 s at worst on one core) and Guadalajara: a few whole
//! games against the `scripted` player, each side in turn, the same seeds every run. The
//! fingerprint of the records tells whether two builds chose the same orders: a change that
//! only speeds the search up must leave it as it was.
//!
//! Each battle is played twice: with the look-aheads on the one thread that plays the game
//! (as `simulate` plays), and spread over every core (as the window's computer thinks,
//! `players::cores`); the two must give the same orders.
//!
//! Run: `cargo bench --no-default-features --bench computer_turn` (`-- hard` for `hard`)
use std::sync::Arc;
use std::time::Instant;

use trinchera::players::driver::{Limits, play};
use trinchera::ruleset::Ruleset;

fn main() {
    let level = std::env::args()
        .skip(1)
        .find(|a| ["easy", "normal", "hard"].contains(&a.as_str()))
        .unwrap_or_else(|| "normal".to_string());
    let rules = Arc::new(Ruleset::default_rules());
    for (file, games) in [("jarama.ron", 4u64), ("guadalajara.ron", 4)] {
        let path = format!("{}/scenarios/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("a shipped scenario");
        let scenario =
            Arc::new(trinchera::scenario::parse(file, &text, &rules).expect("it checks"));
        let mut fingerprints = Vec::new();
        for every_core in [false, true] {
            let run = || one_run(&scenario, file, &text, &rules, &level, games, every_core);
            fingerprints.push(if every_core {
                trinchera::players::cores::on_every_core(run)
            } else {
                run()
            });
        }
        // A search made faster must choose as before: a bench that says otherwise fails.
        assert_eq!(
            fingerprints[0], fingerprints[1],
            "{file}: other orders on every core than on one"
        );
        println!("{file:>16}: the same orders on one core and on every core: yes");
    }
}

/// `games` games of `level` against `scripted` on one battle, timed: the orders' fingerprint.
fn one_run(
    scenario: &Arc<trinchera::scenario::Scenario>,
    file: &str,
    text: &str,
    rules: &Arc<Ruleset>,
    level: &str,
    games: u64,
    every_core: bool,
) -> String {
    let mut turns: Vec<f64> = Vec::new();
    let mut orders = String::new();
    let began = Instant::now();
    for seed in 0..games {
        let mut computer = trinchera::players::by_name(level).expect("a level");
        let mut scripted = trinchera::players::by_name("scripted").expect("scripted");
        let side = (seed % 2) as usize;
        let players: [&mut dyn trinchera::players::Player; 2] = if side == 0 {
            [computer.as_mut(), scripted.as_mut()]
        } else {
            [scripted.as_mut(), computer.as_mut()]
        };
        let played = play(
            scenario.clone(),
            file,
            text,
            rules.clone(),
            seed,
            players,
            Limits::default(),
        )
        .expect("the game plays");
        turns.extend(&played.conduct[side].think_seconds);
        orders.push_str(&played.record.to_ron().expect("a record writes as RON"));
    }
    let wall = began.elapsed().as_secs_f64();
    turns.sort_by(f64::total_cmp);
    let median = turns[turns.len() / 2];
    let worst = turns.last().copied().unwrap_or(0.0);
    let mean = turns.iter().sum::<f64>() / turns.len() as f64;
    let fingerprint = trinchera::scenario::content_hash(&orders);
    let cores = if every_core { "every core" } else { "one core" };
    println!(
        "{file:>16}, {level} on {cores}: {games} games, {} computer turns: median {median:.3} s, mean {mean:.3} s, worst {worst:.3} s; {wall:.1} s in all; orders {fingerprint}",
        turns.len(),
    );
    fingerprint
}
