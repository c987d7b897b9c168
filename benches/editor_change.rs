//! What one change costs in the scenario editor: every frame of a drag writes the draft out and
//! checks it as `trinchera check` would, so this is the time between moving the mouse and
//! seeing the base (and its problems) follow. Each shipped battle, a base moved 200 times in
//! one drag (one undo step), the mean and the worst change.
//!
//! Run: `cargo bench --no-default-features --bench editor_change`

use std::path::Path;
use std::time::{Duration, Instant};

use bevy::math::Vec2;
use trinchera::editor::ops;
use trinchera::editor::{Draft, place};
use trinchera::msg;
use trinchera::ruleset::Ruleset;

fn main() {
    let rules = Ruleset::default_rules();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("scenarios/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    println!(
        "{:<24} {:>6} {:>9} {:>11} {:>11}",
        "battle", "lines", "bases", "mean", "worst"
    );
    for f in files {
        let mut d = Draft::open(&f, &rules).expect("a shipped battle opens");
        let Some((at, e)) = place::elements(d.scenario()).into_iter().next() else {
            continue;
        };
        let from = Vec2::new(e.at.value.0, e.at.value.1);
        let bases = place::elements(d.scenario()).len();
        let (mut total, mut worst) = (Duration::ZERO, Duration::ZERO);
        const FRAMES: u32 = 200;
        for k in 0..FRAMES {
            let to = from + Vec2::new((k % 20) as f32 * 0.1, (k / 20) as f32 * 0.1);
            let began = Instant::now();
            d.change(&rules, msg!("editor-step-move-base"), Some(1), |s| {
                ops::move_element(s, at, to)
            });
            let t = began.elapsed();
            total += t;
            worst = worst.max(t);
        }
        println!(
            "{:<24} {:>6} {:>9} {:>9.2}ms {:>9.2}ms",
            f.file_name().unwrap().to_string_lossy(),
            d.text().lines().count(),
            bases,
            total.as_secs_f64() * 1000.0 / FRAMES as f64,
            worst.as_secs_f64() * 1000.0
        );
    }
}
