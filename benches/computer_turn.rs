//! How long the `normal` computer thinks over one side's turn, on Jarama (where issue 12 asks
//! for at most 1 s at the median and 5 s at worst on one core) and Guadalajara: a few whole
//! games against the `scripted` player, each side in turn, the same seeds every run. The
//! fingerprint of the records tells whether two builds chose the same orders: a change that
//! only speeds the search up must leave it as it was.
//!
//! Run: `cargo bench --no-default-features --bench computer_turn`
use std::sync::Arc;
use std::time::Instant;

use trinchera::players::driver::{Limits, play};
use trinchera::ruleset::Ruleset;

fn main() {
    let rules = Arc::new(Ruleset::default_rules());
    for (file, games) in [("jarama.ron", 4u64), ("guadalajara.ron", 4)] {
        let path = format!("{}/scenarios/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("a shipped scenario");
        let scenario =
            Arc::new(trinchera::scenario::parse(file, &text, &rules).expect("it checks"));
        let mut turns: Vec<f64> = Vec::new();
        let mut orders = String::new();
        let began = Instant::now();
        for seed in 0..games {
            let mut computer = trinchera::players::by_name("normal").expect("normal");
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
                &text,
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
        println!(
            "{file:>16}: {games} games, {} computer turns: median {median:.3} s, mean {mean:.3} s, worst {worst:.3} s; {wall:.1} s in all; orders {}",
            turns.len(),
            trinchera::scenario::content_hash(&orders),
        );
    }
}
