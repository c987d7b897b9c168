//! Properties of the referee's measure over random positions on the Jarama table: sight is
//! never clear through a blocking wood or village, the sight grid agrees with walking every
//! feature on which feature blocks (the one nearest the observer), and range and sight are the
//! same both ways. On a crowded generated table, the grid and the walk agree on lines that run
//! along whole inches, through corners, straight up or across the table, and off it.

use std::sync::Arc;

use bevy::math::Vec2;
use proptest::prelude::*;

use crate::common::{repo, rules};
use trinchera::geom::point_in_polygon;
use trinchera::rules::Game;
use trinchera::rules::dice::DiceSource;
use trinchera::rules::terrain::TerrainMap;

/// Built once: parsing the scenario and building the sight grid per case would dominate.
static JARAMA: std::sync::LazyLock<Game> = std::sync::LazyLock::new(build);

fn jarama() -> &'static Game {
    &JARAMA
}

fn build() -> Game {
    let rules = rules();
    let text = std::fs::read_to_string(repo().join("scenarios/jarama.ron")).unwrap();
    let s = trinchera::scenario::parse("jarama.ron", &text, &rules).unwrap();
    Game::new(Arc::new(s), Arc::new(rules), DiceSource::Seeded(3)).unwrap()
}

/// 200 features on a 72" x 48" table, many overlapping: convex ones, squares with edges on
/// whole inches, and stars (concave); woods, buildings, hills, and soft ground (which blocks
/// nothing).
static CROWDED: std::sync::LazyLock<TerrainMap> = std::sync::LazyLock::new(|| {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    let mut terrain = String::new();
    for i in 0..200 {
        let kind = ["Woods", "Urban", "Hill", "Woods", "SoftGround"][i % 5];
        let c = Vec2::new(
            rng.random_range(0.0..72.0f32),
            rng.random_range(0.0..48.0f32),
        );
        let pts: Vec<Vec2> = match i % 3 {
            0 => {
                let (c, r) = (c.round(), rng.random_range(1..4) as f32);
                vec![c - r, c + Vec2::new(r, -r), c + r, c + Vec2::new(-r, r)]
            }
            shape => (0..10)
                .map(|k| {
                    let a = k as f32 / 10.0 * std::f32::consts::TAU;
                    let r = rng.random_range(0.5..3.0f32)
                        * if shape == 2 && k % 2 == 1 { 0.4 } else { 1.0 };
                    c + Vec2::new(a.cos(), a.sin()) * r
                })
                .collect(),
        };
        let pts: String = pts.iter().map(|p| format!("({}, {}),", p.x, p.y)).collect();
        let height = if kind == "Hill" { ", height: 1" } else { "" };
        terrain += &format!("(id: \"f{i}\", kind: {kind}{height}, shape: Polygon([{pts}])),\n");
    }
    let text = format!(
        "Scenario(title: \"crowded\", date: \"1937\", turns: 1, table: (72, 48),
        sides: [(id: \"a\", name: \"A\", initiative: true), (id: \"b\", name: \"B\")],
        terrain: [{terrain}])"
    );
    let rules = rules();
    // Terrain only: read, not checked, since a battle with no forces does not pass `check`.
    let s: trinchera::scenario::Scenario =
        trinchera::spanned::read(&text).unwrap_or_else(|d| panic!("{}", d.message));
    TerrainMap::new(&s, &rules)
});

/// An end of a sight line on or off the crowded table: anywhere, on whole inches (where the
/// squares' edges are), or on a feature's corner.
fn crowded_end() -> impl Strategy<Value = Vec2> {
    let corners: Vec<Vec2> = CROWDED
        .features
        .iter()
        .flat_map(|f| f.footprint.concat())
        .collect();
    prop_oneof![
        (-4.0..76.0f32, -4.0..52.0f32).prop_map(|(x, y)| Vec2::new(x, y)),
        (-2..74i32, -2..50i32).prop_map(|(x, y)| Vec2::new(x as f32, y as f32)),
        proptest::sample::select(corners),
    ]
}

/// A sight line on the crowded table: between two ends, or straight up or across from one.
fn crowded_line() -> impl Strategy<Value = (Vec2, Vec2)> {
    prop_oneof![
        (crowded_end(), crowded_end()),
        (crowded_end(), -4.0..52.0f32).prop_map(|(a, y)| (a, Vec2::new(a.x, y))),
        (crowded_end(), -4.0..76.0f32).prop_map(|(a, x)| (a, Vec2::new(x, a.y))),
        crowded_end().prop_map(|a| (a, a)),
    ]
}

fn point() -> impl Strategy<Value = Vec2> {
    (0.0..72.0f32, 0.0..48.0f32).prop_map(|(x, y)| Vec2::new(x, y))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn sight_is_never_clear_through_a_wood_or_village(a in point(), b in point()) {
        let g = jarama();
        let t = &g.terrain();
        let sight = t.line_of_sight(a, b, &[]);
        let len = a.distance(b);
        let on_hill = t.elevation(a) > 0.0 || t.elevation(b) > 0.0;
        if sight.clear && !on_hill {
            // Every point of the line more than 1" from both ends is outside every wood and
            // village (the 1" is the edge rule).
            for f in t.features.iter().filter(|f| f.def.blocks_sight) {
                for k in 1..200 {
                    let s = len * k as f32 / 200.0;
                    if s <= 1.0 + 1e-3 || len - s <= 1.0 + 1e-3 {
                        continue;
                    }
                    let p = a.lerp(b, k as f32 / 200.0);
                    prop_assert!(
                        !f.footprint.iter().any(|poly| point_in_polygon(p, poly)),
                        "clear from {a} to {b} through {} at {p}", f.id
                    );
                }
            }
        }
        // The index and the walk over every feature agree on what blocks, not only whether,
        // seen from either end.
        let back = t.line_of_sight(b, a, &[]);
        for (from, to, sight) in [(a, b, &sight), (b, a, &back)] {
            let brute = t.line_of_sight_brute_force(from, to).map(|fi| &t.features[fi]);
            prop_assert_eq!(
                sight.blocked_by.as_ref().map(|x| (x.id.as_str(), x.kind.as_str())),
                brute.map(|f| (f.id.as_str(), f.def.name.value.as_str())),
                "from {} to {}", from, to
            );
            prop_assert_eq!(sight.clear, brute.is_none());
        }
        prop_assert_eq!(sight.clear, back.clear);
    }

    #[test]
    fn the_grid_names_the_blocker_the_walk_over_every_feature_names((a, b) in crowded_line()) {
        let t = &*CROWDED;
        let sight = t.line_of_sight(a, b, &[]);
        let brute = t.line_of_sight_brute_force(a, b).map(|fi| t.features[fi].id.as_str());
        prop_assert_eq!(sight.blocked_by.as_ref().map(|x| x.id.as_str()), brute, "from {} to {}", a, b);
    }

    #[test]
    fn range_is_symmetric(i in 0usize..46, j in 0usize..46) {
        let g = jarama();
        prop_assert_eq!(g.measure(i, j).range, g.measure(j, i).range);
    }
}
