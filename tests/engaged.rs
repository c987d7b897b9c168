//! Troops tactically engaged on both sides [SRC]: "In this situation the side with majority of
//! higher quality troops decides whether to move first or second. If both sides are the same
//! dice for the choice." What engaged is [INF]: enemies within `movement.engaged_within` (6")
//! of each other, edge to edge, and in sight (docs/rules/inferred.md "Tactically engaged").

use crate::common::{edit, ok, rejected, scripted_game};
use trinchera::rules::{Game, Order, Phase, RuleId};

/// Two Republican regulars face one Nationalist platoon 3.2" away, edge to edge (r1 at y 10 and
/// n1 at y 14, each 0.8" deep: 4 - 0.4 - 0.4), within the 6" of `movement.engaged_within`
/// [INF]; the brigade HQs are far off. The Republic has the initiative. AP dice: bn, leg.
const ENGAGED: &str = r#"Scenario(
    title: "Engaged",
    date: "1937-06",
    sides: [(id: "rep", name: "Republic", initiative: true), (id: "nat", name: "Nationalists")],
    turns: 3,
    table: (48, 32),
    terrain: [],
    forces: [
        (side: "rep", brigades: [
            (id: "rb", name: "Republican brigade", commander: Republican,
                hq: (id: "rb-hq", type: HQ, at: (2, 30), facing: 0),
                units: [
                    (id: "bn", name: "Battalion", kind: Battalion, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "r1", type: Rifles, at: (10, 10), facing: 0),
                            (id: "r2", type: Rifles, at: (12, 10), facing: 0),
                        ]),
                ]),
        ]),
        (side: "nat", brigades: [
            (id: "nb", name: "Nationalist brigade", commander: Nationalist,
                hq: (id: "nb-hq", type: HQ, at: (46, 2), facing: 0),
                units: [
                    (id: "leg", name: "Bandera", kind: Battalion, quality: Elite, faction: Legion,
                        elements: [
                            (id: "n1", type: Rifles, at: (10, 14), facing: 180),
                        ]),
                ]),
        ]),
    ],
)"#;

fn game(text: &str, dice: Vec<u8>) -> Game {
    scripted_game("engaged.ron", text, dice)
}

fn last_events(g: &Game, n: usize) -> String {
    let e = g.events();
    e[e.len().saturating_sub(n)..]
        .iter()
        .map(|e| e.text.en())
        .collect::<Vec<_>>()
        .join(" / ")
}

#[test]
fn the_side_with_more_higher_quality_troops_engaged_chooses_to_move_first_or_second() {
    // One elite against two regulars: the Nationalists have the higher-quality troops [SRC].
    let mut g = game(ENGAGED, vec![6; 8]);
    let e = g.engagement().expect("3.2\" apart and in sight: engaged");
    assert_eq!((e.engaged[0].len(), e.engaged[1].len()), (2, 1));
    assert_eq!(e.better, Some(1));
    assert_eq!(g.choosing(), Some(1));
    assert_eq!(
        g.log().len(),
        2,
        "only the AP dice: no die when the qualities differ"
    );
    // The side's name is the scenario's, plural or not ("Nationalists", "Republic"): the
    // words are made not to conjugate a verb for it, and name no order by its type.
    let told = last_events(&g, 2);
    assert!(
        told.contains(
            "the majority of higher-quality troops, and with it the choice of moving first or second, is with Nationalists [SRC]"
        ) && told.contains(
            "until the choice of Nationalists is made, before anyone moves, the first move goes to Republic [INF]"
        ),
        "{told}"
    );
    assert!(!told.contains("MoveFirst"), "{told}");
    // Until it chooses, the side with the initiative moves first [INF].
    assert_eq!(g.active(), 0);
    let why = rejected(
        &mut g,
        r#"MoveFirst(side: "rep", first: true)"#,
        RuleId::EngagedChoice,
    );
    assert!(
        why.starts_with("the choice of moving first or second is for Nationalists, not Republic"),
        "{why}"
    );
    ok(&mut g, r#"MoveFirst(side: "nat", first: true)"#);
    assert_eq!(
        (g.active(), g.move_order(), g.choosing()),
        (1, [1, 0], None)
    );
    rejected(
        &mut g,
        r#"Move(element: "r1", to: (10, 8))"#,
        RuleId::NotYourTurn,
    );
    ok(&mut g, r#"Move(element: "n1", to: (10, 16))"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    assert_eq!((g.phase(), g.active()), (Phase::Movement, 0));
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    // Only movement is chosen: direct fire still opens with the initiative side.
    assert_eq!((g.phase(), g.active()), (Phase::DirectFire, 0));
}

#[test]
fn the_same_quality_on_both_sides_dices_for_the_choice() {
    // [SRC] "If both sides are the same dice for the choice"; [INF] 1-3 the initiative side
    // chooses, 4-6 the other. Both regulars here; the third die decides.
    let regulars = edit(ENGAGED, "quality: Elite", "quality: Regular");
    for (die, chooser) in [(3, 0), (4, 1)] {
        let g = game(&regulars, vec![6, 6, die, 6, 6]);
        assert_eq!(g.engagement().unwrap().better, None);
        let r = g.log().last().unwrap();
        assert_eq!(
            (r.purpose.en().as_str(), r.value, r.needed_en().as_str()),
            (
                "who chooses to move first or second",
                die,
                "1-3 the side with the initiative, 4-6 the other"
            )
        );
        assert!(r.rule.en().starts_with("[SRC]"), "{}", r.rule);
        assert_eq!(g.choosing(), Some(chooser), "die {die}");
    }
}

#[test]
fn engaged_is_within_6_inches_and_in_sight_as_the_ruleset_says() {
    // [INF movement.engaged_within] 6" edge to edge: n1 at y = 16.8 is 6" from r1 and r2 (edge
    // 10.4 to 16.4); at 16.9 it is 6.1" and nobody chooses.
    let at_six = edit(
        ENGAGED,
        "at: (10, 14), facing: 180",
        "at: (10, 16.8), facing: 180",
    );
    assert!(game(&at_six, vec![6; 8]).engagement().is_some());
    let beyond = edit(
        ENGAGED,
        "at: (10, 14), facing: 180",
        "at: (10, 16.9), facing: 180",
    );
    let mut g = game(&beyond, vec![6; 8]);
    assert!(g.engagement().is_none());
    assert_eq!(g.choosing(), None);
    rejected(
        &mut g,
        r#"MoveFirst(side: "nat", first: true)"#,
        RuleId::EngagedChoice,
    );
    // A wood between them: not in sight, not engaged.
    let wood = edit(
        ENGAGED,
        "terrain: [],",
        r#"terrain: [(id: "wood", kind: Woods, shape: Rect(x: 8, y: 11.5, width: 6, height: 1))],"#,
    );
    assert!(game(&wood, vec![6; 8]).engagement().is_none());
    // A referee who turns the rule off (0): never engaged.
    let mut rules = crate::common::rules();
    rules.movement.engaged_within = 0.0;
    let s = trinchera::scenario::parse("engaged.ron", ENGAGED, &rules).unwrap();
    let g = Game::new(
        std::sync::Arc::new(s),
        std::sync::Arc::new(rules),
        trinchera::rules::dice::DiceSource::Scripted(vec![6; 8]),
    )
    .unwrap();
    assert_eq!(g.choosing(), None);
}

#[test]
fn the_choice_closes_when_the_first_side_moves_and_may_keep_the_order() {
    let mut g = game(ENGAGED, vec![6; 8]);
    ok(&mut g, r#"Move(element: "r1", to: (8, 8))"#);
    assert_eq!(g.choosing(), None);
    rejected(
        &mut g,
        r#"MoveFirst(side: "nat", first: true)"#,
        RuleId::EngagedChoice,
    );
    // Choosing to move second when the other side moves first already changes no order.
    let mut g = game(ENGAGED, vec![6; 8]);
    ok(&mut g, r#"MoveFirst(side: "nat", first: false)"#);
    assert_eq!(
        (g.active(), g.move_order(), g.choosing()),
        (0, [0, 1], None)
    );
    assert!(
        last_events(&g, 1).contains(
            "the choice of Nationalists: to move second; the first move goes to Republic [SRC]"
        ),
        "{}",
        last_events(&g, 1)
    );
    // The order is a record's order like any other.
    let o = Order::MoveFirst {
        side: "nat".into(),
        first: true,
    };
    assert_eq!(o.describe(), "nat to move first");
}

#[test]
fn nobody_moves_before_the_deciding_side_has_chosen_or_the_first_order_closes_it_as_the_ruleset_says()
 {
    // [SRC] "the side with majority of higher quality troops decides whether to move first or
    // second"; [INF movement.engaged_choice] what happens before it has decided. Shipped
    // (`FirstOrderCloses`): the Republic, with the initiative, may move at once, and that
    // closes the Nationalists' choice. `Waits`: its move is refused until the Nationalists
    // (the elite, deciding) have chosen; after "first: false" the Republic moves first.
    use trinchera::ruleset::EngagedChoice;
    let mv = r#"Move(element: "r1", to: (8, 8))"#;
    let mut g = game(ENGAGED, vec![6; 8]);
    assert_eq!(
        g.rules().movement.engaged_choice,
        EngagedChoice::FirstOrderCloses,
        "shipped"
    );
    ok(&mut g, mv);
    assert_eq!(g.choosing(), None);
    let mut g = crate::common::scripted_game_with_rules("engaged.ron", ENGAGED, vec![6; 8], |r| {
        r.movement.engaged_choice = EngagedChoice::Waits
    });
    assert_eq!((g.active(), g.choosing()), (0, Some(1)));
    let why = rejected(&mut g, mv, RuleId::EngagedChoice);
    assert_eq!(
        why,
        "the choice of moving first or second is for Nationalists [SRC]; nobody moves until it is made [INF movement.engaged_choice]"
    );
    let es = trinchera::words::with_lang(trinchera::words::Lang::Es, || {
        g.apply(&crate::common::order(mv))
            .unwrap_err()
            .reason
            .text()
    });
    assert_eq!(
        es,
        "la elección de mover primero o segundo es de Nationalists [SRC]; nadie mueve hasta que se haga [INF movement.engaged_choice]"
    );
    rejected(&mut g, r#"EndPhase(side: "rep")"#, RuleId::EngagedChoice);
    ok(&mut g, r#"MoveFirst(side: "nat", first: false)"#);
    ok(&mut g, mv);
    assert_eq!(g.move_order(), [0, 1]);
}

#[test]
fn majority_of_higher_quality_is_the_better_mean_or_more_of_the_best_as_the_ruleset_says() {
    // [SRC] "the side with majority of higher quality troops decides ... If both sides are the
    // same dice for the choice"; [INF movement.engaged_quality]. Two Republican regulars
    // against one Nationalist regular. Shipped (`Mean`): the same quality on the whole, so a
    // die (the third roll, after the two AP dice) gives the choice. `MostOfTheBest`: 2
    // regulars are more than 1, the best quality there: the Republic decides, no die.
    use trinchera::ruleset::EngagedQuality;
    let text = edit(ENGAGED, "quality: Elite", "quality: Regular");
    let g = game(&text, vec![6; 8]);
    assert_eq!(g.rules().movement.engaged_quality, EngagedQuality::Mean);
    assert_eq!(g.engagement().unwrap().better, None);
    assert_eq!(g.log().len(), 3, "a die for the choice");
    assert_eq!(
        g.choosing(),
        Some(1),
        "a 6: the side without the initiative"
    );
    let g = crate::common::scripted_game_with_rules("engaged.ron", &text, vec![6; 8], |r| {
        r.movement.engaged_quality = EngagedQuality::MostOfTheBest
    });
    assert_eq!(g.engagement().unwrap().better, Some(0));
    assert_eq!(g.log().len(), 2, "no die");
    assert_eq!(g.choosing(), Some(0));
}
