//! Stepping back through a replay at the end of a whole Jarama (12 turns, the scripted player
//! on both sides, seed 3): one order back and one turn back from the end, and opening the
//! replay (the one play-through that takes the copies of the game).
//!
//! Run: `cargo bench --no-default-features --bench replay_steps`

use std::sync::Arc;
use std::time::Instant;

use trinchera::players::by_name;
use trinchera::players::driver::{Limits, play};
use trinchera::replay::Replay;
use trinchera::ruleset::Ruleset;

fn main() {
    let rules = Arc::new(Ruleset::default_rules());
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/jarama.ron"))
            .expect("scenarios/jarama.ron");
    let scenario = Arc::new(
        trinchera::scenario::parse("jarama.ron", &text, &rules).expect("jarama.ron parses"),
    );
    let (mut a, mut b) = (
        by_name("scripted").expect("scripted"),
        by_name("scripted").expect("scripted"),
    );
    let played = play(
        scenario.clone(),
        "jarama.ron",
        &text,
        rules.clone(),
        3,
        [a.as_mut(), b.as_mut()],
        Limits::default(),
    )
    .expect("the game starts");
    let began = Instant::now();
    let mut r = Replay::new(played.record, scenario, rules).expect("the replay opens");
    let open = began.elapsed();
    const RUNS: u32 = 50;
    let mut one_back = std::time::Duration::ZERO;
    let mut turn_back = std::time::Duration::ZERO;
    let (mut applied_one, mut applied_turn) = (0, 0);
    for _ in 0..RUNS {
        r.to_end();
        let t = Instant::now();
        r.back();
        one_back += t.elapsed();
        applied_one = applied_one.max(r.last_applied());
        r.to_end();
        let t = Instant::now();
        r.turn_back();
        turn_back += t.elapsed();
        applied_turn = applied_turn.max(r.last_applied());
    }
    println!(
        "jarama, {} orders, turn {}: opened in {:.1} ms ({} copies of the game); from the end, one order back {:.3} ms ({applied_one} orders applied again), one turn back {:.3} ms ({applied_turn} applied again), mean of {RUNS}",
        r.len(),
        r.game().turn(),
        open.as_secs_f64() * 1e3,
        r.snapshots(),
        one_back.as_secs_f64() * 1e3 / f64::from(RUNS),
        turn_back.as_secs_f64() * 1e3 / f64::from(RUNS),
    );
}
