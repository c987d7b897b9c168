//! No input may panic: mutated scenario files always come back as a scenario or as errors
//! that point inside the file.

use proptest::prelude::*;

use crate::common::{assert_same_game, default_scenario, repo, rules};
use trinchera::scenario;

#[derive(Debug, Clone)]
enum Mutation {
    Delete { at: f64, len: usize },
    Insert { at: f64, text: String },
    Duplicate { at: f64, len: usize },
    Truncate { at: f64 },
    Number { nth: usize, value: String },
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let token = prop::sample::select(vec![
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        ",",
        ":",
        "\"",
        "'",
        "/*",
        "//",
        "\n",
        "-",
        ".",
        "e",
        "0",
        "1e39",
        "-1e308",
        "NaN",
        "inf",
        "None",
        "Some(",
        "Polygon([",
        "r#\"",
        "\\u{",
        "é",
        "🙂",
        "id: \"x\"",
        "type: Tank",
        "kind: Woods",
        "at: (0, 0)",
    ]);
    prop_oneof![
        (0.0..1.0f64, 1..40usize).prop_map(|(at, len)| Mutation::Delete { at, len }),
        (0.0..1.0f64, prop::collection::vec(token, 1..4)).prop_map(|(at, t)| Mutation::Insert {
            at,
            text: t.concat()
        }),
        (0.0..1.0f64, 1..400usize).prop_map(|(at, len)| Mutation::Duplicate { at, len }),
        (0.0..1.0f64).prop_map(|at| Mutation::Truncate { at }),
        (
            0..200usize,
            prop::sample::select(vec![
                "0",
                "-0",
                "1e30",
                "-1e30",
                "3.4e38",
                "999999999999",
                "-5",
                "0.0000001",
                "400",
                "1e400",
            ])
        )
            .prop_map(|(nth, v)| Mutation::Number {
                nth,
                value: v.to_string()
            }),
    ]
}

fn boundary(s: &str, at: f64) -> usize {
    let mut i = ((s.len() as f64) * at) as usize;
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i.min(s.len())
}

fn apply(src: &str, m: &Mutation) -> String {
    let mut s = src.to_string();
    match m {
        Mutation::Delete { at, len } => {
            let a = boundary(&s, *at);
            let mut b = (a + len).min(s.len());
            while !s.is_char_boundary(b) {
                b += 1;
            }
            s.replace_range(a..b, "");
        }
        Mutation::Insert { at, text } => {
            let a = boundary(&s, *at);
            s.insert_str(a, text);
        }
        Mutation::Duplicate { at, len } => {
            let a = boundary(&s, *at);
            let mut b = (a + len).min(s.len());
            while !s.is_char_boundary(b) {
                b += 1;
            }
            let piece = s[a..b].to_string();
            s.insert_str(b, &piece);
        }
        Mutation::Truncate { at } => {
            let a = boundary(&s, *at);
            s.truncate(a);
        }
        Mutation::Number { nth, value } => {
            let numbers: Vec<(usize, usize)> = s
                .char_indices()
                .filter(|(i, c)| {
                    c.is_ascii_digit() && (*i == 0 || !s.as_bytes()[i - 1].is_ascii_alphanumeric())
                })
                .map(|(i, _)| {
                    let end = s[i..]
                        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
                        .map_or(s.len(), |e| i + e);
                    (i, end)
                })
                .collect();
            if let Some((a, b)) = numbers.get(nth % numbers.len().max(1)) {
                s.replace_range(*a..*b, value);
            }
        }
    }
    s
}

fn check_never_panics(src: &str) {
    let rules = rules();
    match scenario::parse("fuzz.ron", src, &rules) {
        Ok(s) => {
            // A valid mutant must still be usable: walk what the table draws.
            for e in s.elements() {
                let _ = e.element.base(&rules);
            }
            for f in &s.terrain {
                let _ = f.shape.footprint();
            }
        }
        Err(e) => {
            assert!(!e.diagnostics.is_empty());
            for d in &e.diagnostics {
                assert!(
                    d.span.start <= src.len(),
                    "span {:?} outside the file",
                    d.span
                );
            }
            let text = e.render();
            assert!(text.starts_with("fuzz.ron:"), "{text}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_default_scenarios_never_panic(ms in prop::collection::vec(mutation(), 1..4)) {
        let src = ms.iter().fold(default_scenario(), |s, m| apply(&s, m));
        check_never_panics(&src);
    }

    #[test]
    fn mutated_jarama_scenarios_never_panic(ms in prop::collection::vec(mutation(), 1..3)) {
        let base = std::fs::read_to_string(repo().join("scenarios/jarama.ron")).unwrap();
        let src = ms.iter().fold(base, |s, m| apply(&s, m));
        check_never_panics(&src);
    }

    #[test]
    fn arbitrary_text_never_panics(s in "\\PC{0,300}") {
        check_never_panics(&s);
    }
}

#[test]
fn pathological_inputs() {
    for src in [
        "",
        "(",
        "\"",
        "/*",
        &"[".repeat(10_000),
        &"(a:".repeat(5_000),
        "Scenario(title: \"\", date: \"\", sides: [], turns: 0, table: (0, 0))",
        "Scenario(title: \"x\", date: \"1937\", sides: [], turns: 4294967296, table: (1e39, 1))",
        "\u{feff}Scenario()",
    ] {
        check_never_panics(src);
    }
}

/// Orders from a mutated record, replayed on the default battle: every order is accepted or
/// refused, nothing panics, and a refused order leaves the game as it was. Returns how many
/// orders were given (none when the text is not a record).
fn replay_never_panics(text: &str) -> usize {
    use std::sync::Arc;
    let Ok(record) = trinchera::spanned::read::<trinchera::record::Record>(text) else {
        return 0;
    };
    let rules = Arc::new(rules());
    let s = Arc::new(scenario::parse("d.ron", &default_scenario(), &rules).unwrap());
    let Ok(mut g) = trinchera::rules::Game::new(s, rules, record.dice.clone()) else {
        return 0;
    };
    for o in &record.orders {
        let before = g.clone();
        if let Err(why) = g.apply(o) {
            assert_same_game(&g, &before, &format!("{o:?} was refused ({why})"));
        }
    }
    record.orders.len()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_records_never_panic(ms in prop::collection::vec(mutation(), 1..4)) {
        let base = std::fs::read_to_string(repo().join("records/example.ron")).unwrap();
        let src = ms.iter().fold(base, |s, m| apply(&s, m));
        replay_never_panics(&src);
    }

    #[test]
    fn random_orders_never_panic(
        orders in prop::collection::vec(
            (0usize..16, 0usize..16, -10.0..60.0f32, -10.0..40.0f32, 0u8..8, 0usize..12),
            1..40,
        )
    ) {
        let ids = [
            "b14-hq", "bn1-hq", "bn1-1", "bn1-2", "bn1-3", "bn1-mg", "bn1-mor", "at1-1",
            "saenz-hq", "ban6-hq", "ban6-1", "ban6-2", "ban6-3", "ban6-mg", "pz1-1", "pz1-2",
        ];
        let mut text = String::from("Record(scenario: \"x\", scenario_hash: \"x\", dice: Seeded(7), orders: [");
        for (a, b, x, y, n, kind) in orders {
            let (a, b) = (ids[a], ids[b]);
            text.push_str(&match kind {
                0 => format!("Move(element: \"{a}\", to: ({x}, {y})),"),
                1 => format!("MoveGroup(elements: [\"{a}\", \"{b}\"], by: ({}, {})),", x / 10.0, y / 10.0),
                2 => format!("Fire(element: \"{a}\", target: \"{b}\", shots: Some({n})),"),
                3 => format!("Assault(element: \"{a}\", target: \"{b}\"),"),
                4 => format!("Mount(elements: [\"{a}\"], into: \"{b}\"),"),
                5 => format!("Dismount(elements: [\"{a}\"]),"),
                6 => format!("Formation(elements: [\"{a}\", \"{b}\"], places: [({x}, {y}, {n}), ({y}, {x}, 0)]),"),
                7 => format!("Limber(gun: \"{a}\", to: \"{b}\"),"),
                8 => format!("Unlimber(gun: \"{a}\"),"),
                9 => format!("Roll([{n}, {}]),", n / 2),
                10 => format!("RollByHand({}),", n % 3 == 0),
                _ => format!("EndPhase(side: \"{}\"),", if n % 2 == 0 { "nationalist" } else { "republic" }),
            });
        }
        text.push_str("])");
        prop_assert!(replay_never_panics(&text) > 0, "not a record: {}", text);
    }
}
