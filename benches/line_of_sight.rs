//! Line-of-sight verdicts per second on a 72" x 48" table with 300 terrain features and 500
//! elements a side: through the sight grid (what the game uses) beside a brute-force walk over
//! every feature, in the same run, on the same pairs; the two must agree on every verdict. The
//! grid's time is the best of a few passes, so that another program busy on the machine for a
//! moment does not pass for the grid being slow.
//!
//! Run: `cargo bench --bench line_of_sight`

use std::fmt::Write as _;
use std::time::Instant;

use bevy::math::Vec2;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trinchera::rules::terrain::TerrainMap;
use trinchera::ruleset::Ruleset;

/// 300 convex features of radius `r` (a range in inches) scattered over the table.
fn table(rng: &mut ChaCha8Rng, r: std::ops::Range<f32>) -> String {
    let mut terrain = String::new();
    for i in 0..300 {
        let kind = ["Woods", "Urban", "Hill", "Rocky", "Woods", "SoftGround"][i % 6];
        let c = Vec2::new(rng.random_range(2.0..70.0), rng.random_range(2.0..46.0));
        let n = rng.random_range(5..9);
        let mut pts = String::new();
        for k in 0..n {
            let a = k as f32 / n as f32 * std::f32::consts::TAU;
            let r: f32 = rng.random_range(r.clone());
            let _ = write!(pts, "({:.2}, {:.2}),", c.x + a.cos() * r, c.y + a.sin() * r);
        }
        let height = if kind == "Hill" { ", height: 1" } else { "" };
        let _ = writeln!(
            terrain,
            "(id: \"f{i}\", kind: {kind}{height}, shape: Polygon([{pts}])),"
        );
    }
    format!(
        "Scenario(title: \"bench\", date: \"1937\", turns: 1, table: (72, 48),
        sides: [(id: \"a\", name: \"A\", initiative: true), (id: \"b\", name: \"B\")],
        terrain: [{terrain}])"
    )
}

/// Timed passes of the grid over the pairs; the fastest counts.
const PASSES: usize = 3;

fn main() {
    // Dense: features of 0.8-2.5" cover about three quarters of the table. Sparse: 0.3-0.8",
    // about a tenth, nearer a real wargames table's share of blocking terrain.
    run("dense", 0.8..2.5);
    run("sparse", 0.3..0.8);
}

fn run(name: &str, radius: std::ops::Range<f32>) {
    let rules = Ruleset::default_rules();
    let mut rng = ChaCha8Rng::seed_from_u64(1937);
    let text = table(&mut rng, radius);
    let scenario = trinchera::scenario::parse("bench.ron", &text, &rules)
        .unwrap_or_else(|e| panic!("{}", e.render()));
    let built = Instant::now();
    let terrain = TerrainMap::new(&scenario, &rules);
    let build_time = built.elapsed();
    let side = |rng: &mut ChaCha8Rng| -> Vec<Vec2> {
        (0..500)
            .map(|_| Vec2::new(rng.random_range(0.0..72.0), rng.random_range(0.0..48.0)))
            .collect()
    };
    let (a, b) = (side(&mut rng), side(&mut rng));
    let pairs: Vec<(Vec2, Vec2)> = (0..100_000)
        .map(|_| (a[rng.random_range(0..500)], b[rng.random_range(0..500)]))
        .collect();

    let mut fast = Vec::new();
    let mut fast_time = std::time::Duration::MAX;
    for _ in 0..PASSES {
        let t = Instant::now();
        fast = pairs
            .iter()
            .map(|(p, q)| terrain.line_of_sight(*p, *q, &[]).blocked_by.map(|b| b.id))
            .collect::<Vec<Option<String>>>();
        fast_time = fast_time.min(t.elapsed());
    }
    let t = Instant::now();
    let slow: Vec<Option<String>> = pairs
        .iter()
        .map(|(p, q)| {
            terrain
                .line_of_sight_brute_force(*p, *q)
                .map(|fi| terrain.features[fi].id.clone())
        })
        .collect();
    let slow_time = t.elapsed();
    for ((p, q), (f, s)) in pairs.iter().zip(fast.iter().zip(&slow)) {
        assert_eq!(
            f, s,
            "{name}: the grid and the walk over every feature disagree from {p} to {q}"
        );
    }

    let per_sec = |d: std::time::Duration| pairs.len() as f64 / d.as_secs_f64();
    let clear = fast.iter().filter(|c| c.is_none()).count();
    println!(
        "{name}: table 72\" x 48\", 300 features, 500 elements a side, {} pairs ({clear} clear)",
        pairs.len()
    );
    println!(
        "sight grid built in {:.1} ms",
        build_time.as_secs_f64() * 1e3
    );
    println!(
        "sight grid:            {:>10.0} verdicts/s (best of {PASSES} passes)",
        per_sec(fast_time)
    );
    println!(
        "brute force:           {:>10.0} verdicts/s",
        per_sec(slow_time)
    );
    println!(
        "ratio:                 {:>10.1}x",
        per_sec(fast_time) / per_sec(slow_time)
    );
}
