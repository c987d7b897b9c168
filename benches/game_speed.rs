//! Whole games per second and orders per second: a 12-turn Jarama and a battle of 1,000
//! elements, both played by the simple script of issue 11 (each element moves toward the
//! nearest enemy and fires at the nearest target it can), the same seeds every run, so two
//! builds of the core can be compared on the same games.
//!
//! Run: `cargo bench --no-default-features --bench game_speed`

use std::fmt::Write as _;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bevy::math::Vec2;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trinchera::rules::dice::DiceSource;
use trinchera::rules::{Game, Order, Phase, Status};
use trinchera::ruleset::Ruleset;
use trinchera::scenario::Scenario;

fn main() {
    let rules = Arc::new(Ruleset::default_rules());
    let jarama_text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/jarama.ron"))
            .expect("scenarios/jarama.ron");
    let jarama = parse("jarama.ron", &jarama_text, &rules);
    let big = parse("big.ron", &big_battle(500), &rules);
    for (name, scenario, games) in [("jarama", &jarama, 20), ("1000 elements", &big, 2)] {
        let mut orders = 0usize;
        let mut elapsed = Duration::ZERO;
        let mut last = None;
        for seed in 0..games {
            let (n, t, g) = play(scenario, &rules, seed);
            orders += n;
            elapsed += t;
            last = Some(g);
        }
        let g = last.expect("at least one game");
        // Two builds of the core must play the same games: compare this across them.
        let fingerprint = trinchera::scenario::content_hash(&format!(
            "{:?}{:?}{:?}",
            g.elements(),
            g.log(),
            g.result()
        ));
        println!(
            "{name:>14}: {} elements, {games} games, {:.1} ms a game, {:.0} games/s, {orders} orders, {:.0} orders/s ({:.1} µs an order); last game ended turn {} {:?}, {fingerprint}",
            g.elements().len(),
            elapsed.as_secs_f64() * 1000.0 / games as f64,
            games as f64 / elapsed.as_secs_f64(),
            orders as f64 / elapsed.as_secs_f64(),
            elapsed.as_secs_f64() * 1e6 / orders as f64,
            g.turn(),
            g.phase(),
        );
    }
}

fn parse(name: &str, text: &str, rules: &Ruleset) -> Arc<Scenario> {
    Arc::new(
        trinchera::scenario::parse(name, text, rules).unwrap_or_else(|e| {
            // The first error is enough: a generated file repeats one mistake many times.
            let text = e.render();
            panic!("{}", text.lines().take(3).collect::<Vec<_>>().join("\n"))
        }),
    )
}

/// One game by the script: orders given (accepted or not), the time they took, the end.
fn play(scenario: &Arc<Scenario>, rules: &Arc<Ruleset>, seed: u64) -> (usize, Duration, Game) {
    let mut g = Game::new(scenario.clone(), rules.clone(), DiceSource::Seeded(seed))
        .expect("the scenario starts");
    let mut orders = 0usize;
    let start = Instant::now();
    // A cap, so a script that stalls cannot hang the benchmark.
    for _ in 0..400 {
        if g.phase() == Phase::GameOver || g.halted().is_some() {
            break;
        }
        for o in script(&g) {
            orders += 1;
            let _ = g.apply(&o);
        }
        let side = g.scenario().sides[g.active()].id.value.clone();
        orders += 1;
        let _ = g.apply(&Order::EndPhase { side });
    }
    (orders, start.elapsed(), g)
}

/// The active side's orders for this phase: in movement each element heads for the nearest
/// enemy (a full move, stopping 2" short); in the fire phase each fires at the nearest enemy.
fn script(g: &Game) -> Vec<Order> {
    let side = g.active();
    let enemies: Vec<(usize, Vec2)> = g
        .elements()
        .iter()
        .enumerate()
        .filter(|(_, e)| e.side != side && e.status == Status::Ready)
        .map(|(i, e)| (i, e.base.center))
        .collect();
    let nearest = |p: Vec2| {
        enemies
            .iter()
            .min_by(|a, b| a.1.distance(p).total_cmp(&b.1.distance(p)))
            .copied()
    };
    let mut out = Vec::new();
    for e in g.elements() {
        if e.side != side || e.status != Status::Ready || e.pinned {
            continue;
        }
        let Some((t, at)) = nearest(e.base.center) else {
            break;
        };
        match g.phase() {
            Phase::Movement => {
                let d = e.base.center.distance(at);
                let step = g.def(e).move_inches.min(d - 2.0);
                if step > 0.2 {
                    let to = e.base.center + (at - e.base.center) / d * step;
                    out.push(Order::Move {
                        element: e.id.clone(),
                        to: (to.x, to.y),
                        facing: None,
                        via: Vec::new(),
                    });
                }
            }
            Phase::DirectFire => out.push(Order::Fire {
                element: e.id.clone(),
                target: g.elements()[t].id.clone(),
                weapon: None,
                shots: None,
            }),
            _ => {}
        }
    }
    out
}

/// Two armies of `per_side` elements in battalions of ten (an HQ and nine rifle platoons), a
/// brigade of five battalions at a time, facing each other across a table scattered with woods
/// and hills.
fn big_battle(per_side: usize) -> String {
    let battalions = per_side / 10;
    let cols = 10;
    let width = (cols * 20) as f32 + 20.0;
    let height = 160.0;
    let mut rng = ChaCha8Rng::seed_from_u64(1938);
    let mut terrain = String::new();
    for i in 0..120 {
        let kind = ["Woods", "Hill", "Woods", "Rocky"][i % 4];
        let c = Vec2::new(
            rng.random_range(5.0..width - 5.0),
            rng.random_range(40.0..height - 40.0),
        );
        let r: f32 = rng.random_range(1.0..3.0);
        let pts: String = (0..6)
            .map(|k| {
                let a = k as f32 / 6.0 * std::f32::consts::TAU;
                format!("({:.2}, {:.2}),", c.x + a.cos() * r, c.y + a.sin() * r)
            })
            .collect();
        let height = if kind == "Hill" { ", height: 1" } else { "" };
        let _ = writeln!(
            terrain,
            "(id: \"f{i}\", kind: {kind}{height}, shape: Polygon([{pts}])),"
        );
    }
    let mut forces = String::new();
    for (s, side, y0, facing, faction) in [
        (0, "a", 8.0, 0, "PopularArmy"),
        (1, "b", height - 8.0, 180, "Legion"),
    ] {
        let mut brigades = String::new();
        for b in 0..battalions.div_ceil(5) {
            let mut units = String::new();
            for u in (b * 5)..((b * 5 + 5).min(battalions)) {
                let (col, row) = (u % cols, u / cols);
                let x0 = 10.0 + col as f32 * 20.0;
                let y = if s == 0 {
                    y0 + row as f32 * 4.0
                } else {
                    y0 - row as f32 * 4.0
                };
                let mut els = String::new();
                for k in 0..10 {
                    let (kind, x) = if k == 0 {
                        ("HQ", x0 + 8.0)
                    } else {
                        ("Rifles", x0 + (k - 1) as f32 * 1.9 - 7.0)
                    };
                    let yy = if k == 0 {
                        y - 2.0 * (1 - 2 * s) as f32
                    } else {
                        y
                    };
                    let _ = write!(
                        els,
                        "(id: \"{side}{u}-{k}\", type: {kind}, at: ({x:.1}, {yy:.1}), facing: {facing}),"
                    );
                }
                let _ = write!(
                    units,
                    "(id: \"{side}{u}\", name: \"Battalion {u}\", kind: Battalion, quality: Regular, faction: {faction}, elements: [{els}]),"
                );
            }
            let hq_x = 10.0 + (b * 5 % cols) as f32 * 20.0 + 50.0;
            let hq_y = if s == 0 { 2.0 } else { height - 2.0 };
            let _ = write!(
                brigades,
                "(id: \"{side}b{b}\", name: \"Brigade {b}\", commander: Republican, hq: (id: \"{side}b{b}-hq\", type: HQ, at: ({hq_x:.1}, {hq_y:.1}), facing: {facing}), units: [{units}]),"
            );
        }
        let _ = write!(forces, "(side: \"{side}\", brigades: [{brigades}]),");
    }
    format!(
        "Scenario(title: \"A thousand\", date: \"1938\", turns: 12, table: ({width}, {height}),
        sides: [(id: \"a\", name: \"A\", initiative: true), (id: \"b\", name: \"B\")],
        terrain: [{terrain}], forces: [{forces}])"
    )
}
