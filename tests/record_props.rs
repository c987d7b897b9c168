//! Every order goes through the record's file and back unchanged: written by `Record::to_ron`
//! (what the window saves) and read by the reader `Record::load` uses.

use proptest::prelude::*;

use trinchera::record::Record;
use trinchera::rules::Order;
use trinchera::rules::dice::DiceSource;

/// Names as a scenario author might write them, and some no author would: quotes, backslashes,
/// spaces, accents, emoji, control characters.
fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z][a-z0-9-]{0,10}",
        "[ -~]{0,12}",
        "[\"\\\\'ñéü🙂 \t\n\r\u{0}\u{7f}\u{feff}a-z]{0,8}",
        any::<String>(),
    ]
}

fn names() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(name(), 0..4)
}

/// Table coordinates, facings and offsets: eighths of an inch as the table snaps them,
/// thousandths as typed, and any finite float at all (a drag on the table gives those).
fn number() -> impl Strategy<Value = f32> {
    prop_oneof![
        (-8000i32..8000).prop_map(|n| n as f32 / 8.0),
        (-1_000_000i32..1_000_000).prop_map(|n| n as f32 / 1000.0),
        any::<f32>().prop_filter("finite", |x| x.is_finite()),
    ]
}

fn point() -> impl Strategy<Value = (f32, f32)> {
    (number(), number())
}

fn order() -> impl Strategy<Value = Order> {
    prop_oneof![
        (
            name(),
            point(),
            prop::option::of(number()),
            prop::collection::vec(point(), 0..4)
        )
            .prop_map(|(element, to, facing, via)| Order::Move {
                element,
                to,
                facing,
                via
            }),
        (names(), point(), prop::option::of(number())).prop_map(|(elements, by, facing)| {
            Order::MoveGroup {
                elements,
                by,
                facing,
            }
        }),
        (
            names(),
            prop::collection::vec((number(), number(), number()), 0..4)
        )
            .prop_map(|(elements, places)| Order::Formation { elements, places }),
        (names(), name()).prop_map(|(elements, into)| Order::Mount { elements, into }),
        names().prop_map(|elements| Order::Dismount { elements }),
        (name(), name()).prop_map(|(gun, to)| Order::Limber { gun, to }),
        name().prop_map(|gun| Order::Unlimber { gun }),
        (name(), name()).prop_map(|(element, target)| Order::Assault { element, target }),
        (
            name(),
            name(),
            prop::option::of(name()),
            prop::option::of(any::<u8>())
        )
            .prop_map(|(element, target, weapon, shots)| Order::Fire {
                element,
                target,
                weapon,
                shots
            }),
        name().prop_map(|side| Order::EndPhase { side }),
        prop::collection::vec(any::<u8>(), 0..6).prop_map(Order::Roll),
        any::<bool>().prop_map(Order::RollByHand),
    ]
}

fn dice() -> impl Strategy<Value = DiceSource> {
    prop_oneof![
        any::<u64>().prop_map(DiceSource::Seeded),
        prop::collection::vec(any::<u8>(), 0..8).prop_map(DiceSource::Scripted),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn every_order_survives_the_record_file(
        scenario in name(),
        hash in name(),
        dice in dice(),
        orders in prop::collection::vec(order(), 0..12),
        meaning in prop::option::of(name()),
        warnings in prop::collection::vec("[ -~é→]{0,30}", 0..3),
        // Who the computer plays: side ids and player names.
        computer in prop::collection::btree_map(name(), name(), 0..3),
        // A scenario's copy has lines, quotes and backslashes in it.
        text in prop::option::of("[ -~\n\té→]{0,80}"),
    ) {
        let record = Record {
            scenario,
            scenario_hash: hash,
            scenario_meaning: meaning,
            dice,
            computer,
            warnings,
            orders,
            chat: Vec::new(),
            scenario_text: text,
        };
        let text = record.to_ron().unwrap();
        let back = trinchera::spanned::read::<Record>(&text);
        prop_assert!(back.is_ok(), "{:?}\n{}", back.err(), text);
        prop_assert_eq!(back.unwrap(), record, "{}", text);
    }
}

#[test]
fn positions_are_written_in_their_shortest_exact_form() {
    // A drag on the table gives numbers like 15.000002: the file shows the shortest decimal that
    // reads back as the same f32, never the binary value's long expansion.
    let mut record = Record::new("s.ron".into(), "", DiceSource::Seeded(u64::MAX));
    record.orders = vec![Order::Move {
        element: "a".into(),
        to: (15.000002, 0.1),
        facing: Some(1e-7),
        via: vec![(-0.125, 1e20)],
    }];
    let text = record.to_ron().unwrap();
    assert!(
        text.contains(
            "Move(element: \"a\", to: (15.000002, 0.1), facing: Some(1e-7), via: [(-0.125, 1e20)])"
        ),
        "{text}"
    );
    assert!(text.contains("Seeded(18446744073709551615)"), "{text}");
    assert_eq!(trinchera::spanned::read::<Record>(&text).unwrap(), record);
}
