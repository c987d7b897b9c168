//! Every kind of scenario mistake gives `path:line:col: error: ...` at the right place.

use crate::common::{default_scenario, edit, label_at, line_col_at, position_of, rules};
use trinchera::scenario;
use trinchera::words::{Arg, Lang, with_lang};

/// The rendered errors of a scenario text, or "" if it is valid.
fn errors_of(src: &str) -> String {
    match scenario::parse("t.ron", src, &rules()) {
        Ok(_) => String::new(),
        Err(e) => e.render(),
    }
}

/// Asserts an error whose location is the first `at` in `src` and whose message starts so.
fn assert_error_at(src: &str, at: &str, message: &str) -> String {
    let out = errors_of(src);
    let (line, col) = position_of(src, at);
    let expected = format!("t.ron:{line}:{col}: error: {message}");
    assert!(
        out.lines().any(|l| l.starts_with(&expected)),
        "expected a line starting with\n  {expected}\nin\n{out}"
    );
    out
}

#[test]
fn the_shipped_scenarios_are_valid() {
    for entry in std::fs::read_dir(crate::common::repo().join("scenarios")).unwrap() {
        let path = entry.unwrap().path();
        let src = std::fs::read_to_string(&path).unwrap();
        assert_eq!(errors_of(&src), "", "{}", path.display());
    }
}

#[test]
fn ron_syntax_error_points_at_the_token() {
    let src = edit(
        &default_scenario(),
        "facing: 180, label: \"1/1\"",
        "facing: 180 label: \"1/1\"",
    );
    assert_error_at(&src, "label: \"1/1\"", "expected `,` or `)`");
}

/// The reviewer's missing comma: another element where the `,` or `]` should be. It is the comma
/// after the element before that is missing, and that is where the report points, not at the
/// list's `[`.
#[test]
fn a_missing_comma_between_elements_points_after_the_element_before() {
    let line = "(id: \"bn1-1\", type: Rifles, at: (17, 18.9), facing: 180, label: \"1/1\")";
    let src = edit(&default_scenario(), &format!("{line},"), line);
    let out = assert_error_at(&src, "(id: \"bn1-2\"", "expected `,` or `]`, found `(`");
    let (l, c) = position_of(&src, line);
    assert_eq!(
        label_at(&out, l, c + line.chars().count() - 1, 1, '-'),
        "is a `,` missing after this?",
        "{out}"
    );
    assert!(!out.contains("is still open"), "{out}");
    // The same between two fields.
    let src = edit(&default_scenario(), "turns: 8,", "turns: 8");
    let out = assert_error_at(&src, "table:", "expected `,` or `)`, found `t`");
    let (l, c) = position_of(&src, "turns: 8");
    assert_eq!(
        label_at(&out, l, c + "turns: ".len(), 1, '-'),
        "is a `,` missing after this?",
        "{out}"
    );
}

#[test]
fn unknown_element_type_suggests_the_right_one() {
    let src = edit(
        &default_scenario(),
        "type: Rifles, at: (17, 18.9)",
        "type: Rifels, at: (17, 18.9)",
    );
    let out = assert_error_at(&src, "Rifels", "unknown element type `Rifels`");
    let (l, c) = position_of(&src, "Rifels");
    assert_eq!(label_at(&out, l, c, "Rifels".len(), '^'), "", "{out}");
    assert!(
        out.contains("\n   = help: did you mean `Rifles`?\n"),
        "{out}"
    );
}

/// A problem is a key with typed arguments: what a test (and any code) reads, not its words.
#[test]
fn a_problem_is_its_key_and_arguments() {
    let src = edit(
        &default_scenario(),
        "type: Rifles, at: (17, 18.9)",
        "type: Rifels, at: (17, 18.9)",
    );
    let src = edit(
        &src,
        "facing: 330, label: \"Pz 1\"",
        "facin: 330, label: \"Pz 1\"",
    );
    let err = scenario::parse("t.ron", &src, &rules()).unwrap_err();
    let name = |s: &str| Some(Arg::Name(s.to_string()));
    let rifels = err
        .diagnostics
        .iter()
        .find(|d| d.message.key == "check-unknown-name")
        .expect("the unknown type");
    assert_eq!(rifels.message.get("what").cloned(), name("element-type"));
    assert_eq!(rifels.message.get("name").cloned(), name("Rifels"));
    let (l, c) = position_of(&src, "Rifels");
    assert_eq!(line_col_at(&src, rifels.span.start), (l, c));
    let help: Vec<_> = rifels.help().collect();
    assert_eq!(help.len(), 1);
    assert_eq!(help[0].key, "check-did-you-mean");
    assert_eq!(help[0].get("name").cloned(), name("Rifles"));
    let facin = err
        .diagnostics
        .iter()
        .find(|d| d.message.key == "check-unknown-field")
        .expect("the misspelt field");
    assert_eq!(facin.message.get("name").cloned(), name("facin"));
    assert_eq!(
        facin.help().next().unwrap().get("name").cloned(),
        name("facing")
    );
    // The same report in Spanish, at the same place.
    let es = with_lang(Lang::Es, || err.render());
    assert!(
        es.contains(&format!(
            "t.ron:{l}:{c}: error: tipo de elemento desconocido `Rifels`"
        )),
        "{es}"
    );
    assert!(es.contains("campo desconocido `facin`"), "{es}");
    assert!(err.render().contains("unknown field `facin`"));
}

#[test]
fn misspelt_names_get_the_closest_known_name() {
    let src = default_scenario();
    // A dropped letter, a swap and a wrong case each count as one mistake.
    let src = edit(&src, "type: HeavyMG", "type: HevyMG");
    let src = edit(&src, "type: LightMG", "type: LigthMG");
    let src = edit(&src, "type: AntiTankGun", "type: antitankgun");
    let out = assert_error_at(&src, "HevyMG", "unknown element type `HevyMG`");
    assert!(out.contains("= help: did you mean `HeavyMG`?"), "{out}");
    assert!(out.contains("= help: did you mean `LightMG`?"), "{out}");
    assert!(out.contains("= help: did you mean `AntiTankGun`?"), "{out}");
    // Too far from every name: the known names instead of a guess.
    let src = edit(&default_scenario(), "type: HeavyMG", "type: Zeppelin");
    let out = assert_error_at(&src, "Zeppelin", "unknown element type `Zeppelin`");
    assert!(!out.contains("did you mean"), "{out}");
    assert!(
        out.contains("= help: known element types: Rifles, "),
        "{out}"
    );
}

/// The reviewer's `HMG`: the initials of an element type's words suggest that type, not the
/// short name nearest by edits (`HQ`); misspellings still get theirs.
#[test]
fn an_abbreviated_element_type_suggests_the_type_it_abbreviates() {
    for (from, written, meant) in [
        ("type: HeavyMG", "HMG", "HeavyMG"),
        ("type: LightMG", "LMG", "LightMG"),
        ("type: AntiTankGun", "ATG", "AntiTankGun"),
        ("type: HeavyMG", "H.M.G.", "HeavyMG"),
        ("type: HeavyMG", "heavymg", "HeavyMG"),
        ("type: HeavyMG", "Heavy_MG", "HeavyMG"),
        ("type: Rifles", "Rifle", "Rifles"),
        ("type: HeavyMG", "tank", "Tank"),
    ] {
        let written_in = if written.contains('.') {
            format!("type: \"{written}\"")
        } else {
            format!("type: {written}")
        };
        let src = edit(&default_scenario(), from, &written_in);
        let out = errors_of(&src);
        assert!(
            out.contains(&format!("error: unknown element type `{written}`")),
            "{written}: {out}"
        );
        assert!(
            out.contains(&format!("= help: did you mean `{meant}`?")),
            "{written}: {out}"
        );
    }
}

#[test]
fn unknown_quality_faction_and_terrain_kind_suggest() {
    let src = default_scenario();
    let src = edit(&src, "quality: Elite", "quality: Elit");
    let src = edit(&src, "faction: Legion", "faction: Legoin");
    let src = edit(&src, "kind: Woods", "kind: Wods");
    let src = edit(&src, "kind: TankCompany", "kind: TankCompny");
    let out = assert_error_at(&src, "Elit,", "unknown quality `Elit`");
    assert!(out.contains("did you mean `Elite`?"), "{out}");
    let out = assert_error_at(&src, "Legoin", "unknown faction `Legoin`");
    assert!(out.contains("did you mean `Legion`?"), "{out}");
    let out = assert_error_at(&src, "Wods", "unknown terrain kind `Wods`");
    assert!(out.contains("did you mean `Woods`?"), "{out}");
    assert_error_at(&src, "TankCompny", "unknown unit kind `TankCompny`");
}

#[test]
fn a_misspelt_field_is_named_with_a_suggestion() {
    let src = edit(
        &default_scenario(),
        "facing: 330, label: \"Pz 1\"",
        "facin: 330, label: \"Pz 1\"",
    );
    let out = assert_error_at(&src, "facin:", "unknown field `facin`");
    let (l, c) = position_of(&src, "facin:");
    assert_eq!(label_at(&out, l, c, "facin".len(), '^'), "", "{out}");
    assert!(out.contains("= help: did you mean `facing`?"), "{out}");
}

#[test]
fn duplicate_ids_point_at_the_second_and_label_the_first() {
    let src = edit(&default_scenario(), "(id: \"bn1-2\"", "(id: \"bn1-1\"");
    let mut at = src
        .match_indices("\"bn1-1\"")
        .map(|(i, _)| line_col_at(&src, i));
    let ((l1, c1), (l2, c2)) = (at.next().unwrap(), at.next().unwrap());
    let out = errors_of(&src);
    let expected = format!(
        "t.ron:{l2}:{c2}: error: duplicate id `bn1-1`: this element has the id of an earlier element\n"
    );
    assert!(out.starts_with(&expected), "expected {expected} in\n{out}");
    let len = "\"bn1-1\"".len();
    assert_eq!(label_at(&out, l2, c2, len, '^'), "defined again here");
    assert_eq!(label_at(&out, l1, c1, len, '-'), "first defined here");
    // The first place is a label, not prose.
    assert!(!out.contains(&format!("{l1}:{c1}")), "{out}");
}

#[test]
fn a_duplicate_across_kinds_names_both_kinds() {
    let src = edit(&default_scenario(), "(id: \"pz-1\"", "(id: \"olivar\"");
    let (l1, c1) = position_of(&src, "\"olivar\"");
    let out = errors_of(&src);
    assert!(
        out.contains(
            "error: duplicate id `olivar`: this unit has the id of an earlier terrain feature"
        ),
        "{out}"
    );
    assert_eq!(label_at(&out, l1, c1, 8, '-'), "first defined here");
}

#[test]
fn an_element_off_the_table_says_where_its_base_reaches() {
    // 1.6" wide base centred 0.5" from the left edge: it hangs 0.3" off.
    let src = edit(
        &default_scenario(),
        "at: (15, 6), facing: 10",
        "at: (0.5, 6), facing: 0",
    );
    assert_error_at(
        &src,
        "(0.5, 6)",
        "element `ban6-1` is off the table: its base reaches (-0.3, 5.6) on a 48\" x 32\" table",
    );
}

/// A table no battle fits on is one error at `table`: its bases, points and objectives are not
/// also each reported off it or far outside it.
#[test]
fn a_table_of_no_sensible_size_is_one_error_without_follow_ons() {
    for table in [
        "(-48, 32)",
        "(0.001, 0.001)",
        "(2, 2)",
        "(48, 5.9)",
        "(1001, 32)",
    ] {
        let src = edit(
            &default_scenario(),
            "table: (48, 32)",
            &format!("table: {table}"),
        );
        let size = table.trim_matches(['(', ')']).replace(", ", "\" x ");
        let out = errors_of(&src);
        let (l, c) = position_of(&src, table);
        let expected = format!(
            "t.ron:{l}:{c}: error: a table of {size}\" is not possible: each side must be from 6\" to 1000\"\n"
        );
        assert!(
            out.starts_with(&expected),
            "{table}: expected {expected} in\n{out}"
        );
        assert_eq!(out.matches(": error: ").count(), 1, "{table}:\n{out}");
    }
    // Other mistakes are still found beside it.
    let src = edit(&default_scenario(), "table: (48, 32)", "table: (2, 2)");
    let src = edit(
        &src,
        "type: Rifles, at: (17, 18.9)",
        "type: Rifels, at: (17, 18.9)",
    );
    let out = assert_error_at(&src, "Rifels", "unknown element type `Rifels`");
    assert_eq!(out.matches(": error: ").count(), 2, "{out}");
    // The smallest table allowed is a table: a base off it is reported.
    let src = edit(&default_scenario(), "table: (48, 32)", "table: (6, 6)");
    assert!(errors_of(&src).contains("is off the table"));
}

/// A number its field cannot hold says what the field allows, where it is written.
#[test]
fn a_number_out_of_range_names_its_field_and_the_range_allowed() {
    let cases = [
        (
            "turns: 8,",
            "turns: 99999999999999999999,",
            "99999999999999999999",
            "`turns` must be a whole number from 1 to 4294967295, not 99999999999999999999",
        ),
        (
            "sorties: 2",
            "sorties: -1",
            "-1",
            "`sorties` must be a whole number from 1 to 255, not -1",
        ),
        (
            "(id: \"republic\", name: \"Republic\")",
            "(id: \"republic\", name: \"Republic\", colour: Some((300, -1, 0)))",
            "300",
            "`colour` must be three whole numbers from 0 to 255, for red, green and blue, not 300",
        ),
        (
            "kind: Battalion,",
            "kind: Battalion, arrives: -2,",
            "-2",
            "`arrives` must be a turn of the battle, a whole number from 1 to its `turns`, not -2",
        ),
        (
            "(38, 18)",
            "(1e300, 18)",
            "1e300",
            "1e300 is too far out: the numbers in `shape` are inches, at most 10 times the table's longest side from 0",
        ),
        (
            "height: 2,",
            "height: 1e39,",
            "1e39",
            "`height` must be a number above 0 and at most 100, not 1e39",
        ),
    ];
    for (from, to, at, message) in cases {
        let src = edit(&default_scenario(), from, to);
        let out = errors_of(&src);
        // `at` inside the text edited in, which is the only one of its kind.
        let (l, c) = position_of(&src, to);
        let c = c + to[..to.find(at).unwrap()].chars().count();
        let expected = format!("t.ron:{l}:{c}: error: {message}\n");
        assert!(out.starts_with(&expected), "expected {expected} in\n{out}");
        assert_eq!(out.matches(": error: ").count(), 1, "{out}");
    }
    // In Spanish too.
    let src = edit(&default_scenario(), "sorties: 2", "sorties: -1");
    let es = with_lang(Lang::Es, || errors_of(&src));
    assert!(
        es.contains("error: `sorties` debe ser un número entero de 1 a 255, no -1"),
        "{es}"
    );
}

#[test]
fn an_element_exactly_at_the_edge_is_on_the_table() {
    // Half a 1.6" base from the edge: the base touches the edge and is on the table.
    let src = edit(
        &default_scenario(),
        "at: (15, 6), facing: 10",
        "at: (0.8, 6), facing: 0",
    );
    assert_eq!(errors_of(&src), "");
}

#[test]
fn vehicles_may_not_overlap() {
    let src = edit(
        &default_scenario(),
        "at: (42.5, 5), facing: 330",
        "at: (39.8, 5), facing: 330",
    );
    let out = assert_error_at(
        &src,
        "(39.8, 5)",
        "vehicle `pz1-2` overlaps vehicle `pz1-1`: vehicles may not interpenetrate [SRC]",
    );
    let (l, c) = position_of(&src, "(39, 5)");
    assert_eq!(label_at(&out, l, c, 7, '-'), "`pz1-1` stands here");
}

#[test]
fn a_tank_may_not_stand_in_woods_but_infantry_may() {
    let src = edit(
        &default_scenario(),
        "at: (39, 5), facing: 330",
        "at: (8, 21), facing: 330",
    );
    let out = assert_error_at(
        &src,
        "(8, 21)",
        "MG tank section `pz1-1` stands in woods `olivar`, where only infantry and non-wheeled support weapons may go [SRC: bad going]",
    );
    let (l, c) = position_of(&src, "\"olivar\"");
    assert_eq!(
        label_at(&out, l, c, 8, '-'),
        "woods `olivar` is defined here"
    );
    let src = edit(
        &default_scenario(),
        "at: (15, 6), facing: 10",
        "at: (8, 21), facing: 10",
    );
    assert_eq!(errors_of(&src), "");
}

#[test]
fn polygons_need_three_points_and_must_not_cross_themselves() {
    let src = edit(
        &default_scenario(),
        "Polygon([(4, 2), (9, 2.5), (10, 5), (5, 6)])",
        "Polygon([(4, 2), (9, 2.5)])",
    );
    assert_error_at(
        &src,
        "Polygon([(4, 2), (9, 2.5)])",
        "polygon of `pedregal` has 2 point(s): a polygon needs at least 3",
    );
    let src = edit(
        &default_scenario(),
        "Polygon([(4, 2), (9, 2.5), (10, 5), (5, 6)])",
        // On two lines, so that each label has a line to itself.
        "Polygon([(4, 2), (10, 5),\n                (9, 2.5), (5, 6)])",
    );
    let out = assert_error_at(
        &src,
        "(9, 2.5), (5, 6)",
        "polygon of `pedregal` crosses itself: the edge from point 3 to 4 crosses the edge from point 1 to 2",
    );
    let (l, c) = position_of(&src, "(9, 2.5), (5, 6)");
    assert_eq!(
        label_at(&out, l, c, "(9, 2.5)".len(), '^'),
        "the edge from point 3 starts here"
    );
    let (l, c) = position_of(&src, "(4, 2), (10, 5)");
    assert_eq!(
        label_at(&out, l, c, "(4, 2), (10, 5)".len(), '-'),
        "it crosses the edge from point 1 to 2"
    );
}

#[test]
fn a_unit_needs_elements_and_a_brigade_an_hq() {
    let src = default_scenario();
    let start = src.find("(id: \"at1-1\"").unwrap();
    let end = start + src[start..].find("\"45 mm\"),").unwrap() + "\"45 mm\"),".len();
    let src = format!("{}{}", &src[..start], &src[end..]);
    assert_error_at(&src, "\"at-1\"", "unit `at-1` has no elements");
    let src = edit(
        &src,
        "hq: (id: \"saenz-hq\", type: HQ, at: (24, 1.5), facing: 0, label: \"Agr HQ\"),",
        "",
    );
    let out = assert_error_at(&src, "\"b-saenz\"", "brigade `b-saenz` has no HQ element");
    assert!(
        out.contains("t.ron:") && out.matches(": error: ").count() == 2,
        "{out}"
    );
}

#[test]
fn every_error_of_a_file_comes_in_one_run() {
    let src = default_scenario();
    let src = edit(
        &src,
        "type: Rifles, at: (17, 18.9)",
        "type: Rifels, at: (17, 18.9)",
    );
    let src = edit(&src, "quality: Elite", "quality: Elit");
    let src = edit(&src, "(id: \"bn1-2\"", "(id: \"bn1-1\"");
    let src = edit(&src, "at: (15, 6), facing: 10", "at: (60, 6), facing: 10");
    let src = edit(
        &src,
        "at: (42.5, 5), facing: 330",
        "at: (39.8, 5), facing: 330",
    );
    let src = edit(
        &src,
        "Polygon([(4, 2), (9, 2.5), (10, 5), (5, 6)])",
        "Polygon([(4, 2), (9, 2.5)])",
    );
    let out = errors_of(&src);
    assert_eq!(out.matches(": error: ").count(), 6, "{out}");
    // Reported in file order.
    let lines: Vec<usize> = out
        .lines()
        .filter(|l| l.contains(": error: "))
        .map(|l| l.split(':').nth(1).unwrap().parse().unwrap())
        .collect();
    assert!(lines.windows(2).all(|w| w[0] <= w[1]), "{lines:?}");
}

#[test]
fn a_hill_needs_a_height_and_only_hills_have_one() {
    let src = edit(
        &default_scenario(),
        "name: \"Cerro Gordo\", height: 2,",
        "name: \"Cerro Gordo\",",
    );
    assert_error_at(&src, "\"cerro\"", "hill `cerro` has no height");
    let src = edit(
        &default_scenario(),
        "kind: Woods, name: \"Olive grove\",",
        "kind: Woods, name: \"Olive grove\", height: 1,",
    );
    assert_error_at(
        &src,
        "1, shape",
        "only hills have a height; `olivar` is Woods",
    );
}

#[test]
fn a_linear_feature_needs_a_polyline() {
    let src = edit(
        &default_scenario(),
        "(id: \"seto\", kind: Hedge, shape: Polyline(points: [(36, 4), (36, 9.5)], width: 0.4)),",
        "(id: \"seto\", kind: Hedge, shape: Circle(center: (36, 6), radius: 1)),",
    );
    assert_error_at(
        &src,
        "Circle(",
        "Hedge `seto` is linear: give it a Polyline",
    );
}

#[test]
fn two_sides_with_the_initiative_label_both() {
    let src = edit(
        &default_scenario(),
        "(id: \"republic\", name: \"Republic\")",
        "(id: \"republic\", name: \"Republic\", initiative: true)",
    );
    let out = assert_error_at(
        &src,
        "\"nationalist\"",
        "exactly one side must have the initiative, 2 do",
    );
    let (l, c) = position_of(&src, "\"nationalist\"");
    assert_eq!(label_at(&out, l, c, 13, '^'), "has the initiative too");
    let (l, c) = position_of(&src, "\"republic\"");
    assert_eq!(label_at(&out, l, c, 10, '-'), "has the initiative");
    let src = edit(&default_scenario(), ", initiative: true", "");
    assert_error_at(
        &src,
        "\"republic\"",
        "exactly one side must have the initiative, 0 do",
    );
}

#[test]
fn a_field_given_twice_points_at_the_second() {
    let src = edit(
        &default_scenario(),
        "shape: Polygon([(31, 19)",
        "\n            height: 1, shape: Polygon([(31, 19)",
    );
    let out = assert_error_at(&src, "height: 1", "field `height` is given twice");
    let (l, c) = position_of(&src, "height: 2");
    assert_eq!(label_at(&out, l, c, 6, '-'), "first given here");
}

#[test]
fn a_game_refuses_a_scenario_checked_against_another_ruleset() {
    // Names resolve once, when the game starts: a type the game's ruleset does not define is
    // refused there with the rule, not looked up and missed mid-battle.
    use std::sync::Arc;
    use trinchera::rules::{Game, RuleId};
    use trinchera::ruleset::{DEFAULT_RULESET, DEFAULT_RULESET_PATH, Ruleset};
    let s = scenario::parse("t.ron", &default_scenario(), &rules()).unwrap();
    let renamed = DEFAULT_RULESET.replacen(
        r#"(name: Rifles, label: "Rifle platoon""#,
        r#"(name: Riflemen, label: "Rifle platoon""#,
        1,
    );
    let other = Ruleset::load(DEFAULT_RULESET_PATH, &renamed).unwrap();
    let err = Game::new(
        Arc::new(s),
        Arc::new(other),
        trinchera::rules::dice::DiceSource::Seeded(1),
    )
    .err()
    .unwrap();
    assert_eq!(err.rule, RuleId::UnknownName, "{}", err.reason);
    assert!(err.reason.en().contains("`Rifles`"), "{}", err.reason);
}

/// The file of issue 9: a misspelt field, an unknown element type and terrain kind, a base off
/// the table and a facing that is not a number, all in one run, each where it is.
fn five_mistakes() -> String {
    let src = default_scenario();
    let src = edit(&src, "description:", "descripton:");
    let src = edit(
        &src,
        "type: Rifles, at: (17, 18.9)",
        "type: Riflemen, at: (17, 18.9)",
    );
    let src = edit(&src, "kind: Woods", "kind: Wods");
    let src = edit(&src, "at: (15, 6), facing: 10", "at: (60, 6), facing: 10");
    edit(
        &src,
        "at: (21.5, 18.65), facing: 180",
        "at: (21.5, 18.65), facing: \"south\"",
    )
}

#[test]
fn the_five_mistakes_of_issue_9_come_in_one_run() {
    let src = five_mistakes();
    let out = errors_of(&src);
    assert_eq!(out.matches(": error: ").count(), 5, "{out}");
    let out = assert_error_at(&src, "descripton", "unknown field `descripton`");
    assert!(out.contains("= help: did you mean `description`?"), "{out}");
    let out = assert_error_at(&src, "Riflemen", "unknown element type `Riflemen`");
    assert!(out.contains("= help: did you mean `Rifles`?"), "{out}");
    let out = assert_error_at(&src, "Wods", "unknown terrain kind `Wods`");
    assert!(out.contains("= help: did you mean `Woods`?"), "{out}");
    assert_error_at(&src, "(60, 6)", "element `ban6-1` is off the table");
    assert_error_at(&src, "\"south\"", "expected a number, found a string");
    // In file order.
    let lines: Vec<usize> = out
        .lines()
        .filter(|l| l.contains(": error: "))
        .map(|l| l.split(':').nth(1).unwrap().parse().unwrap())
        .collect();
    assert!(lines.windows(2).all(|w| w[0] <= w[1]), "{lines:?}");
}

#[test]
fn what_a_bad_entry_leaves_out_is_not_reported_again() {
    // The only element of a unit cannot be read: its unit is not then "without elements".
    let src = edit(
        &default_scenario(),
        "(id: \"at1-1\", type: AntiTankGun, at: (33, 21.5), facing: 200",
        "(id: \"at1-1\", type: AntiTankGun, at: (33, 21.5), facing: south",
    );
    let out = errors_of(&src);
    assert_eq!(out.matches(": error: ").count(), 1, "{out}");
    assert_error_at(&src, "south,", "expected a number, found a name");
    // A terrain feature that cannot be read: an objective on it is not "unknown".
    let src = edit(
        &default_scenario(),
        "shape: Rect(x: 20, y: 22, width: 7, height: 5)",
        "shape: Rect(x: 20, y: 22, width: 7, height: \"5\")",
    );
    let out = errors_of(&src);
    assert_eq!(out.matches(": error: ").count(), 1, "{out}");
    assert_error_at(&src, "\"5\"", "expected a number, found a string");
    // A misspelt required field is one mistake, not also a missing field.
    let src = edit(
        &default_scenario(),
        "at: (15, 6), facing: 10",
        "at: (15, 6), facin: 10",
    );
    let out = errors_of(&src);
    assert_eq!(out.matches(": error: ").count(), 1, "{out}");
    let out = assert_error_at(&src, "facin:", "unknown field `facin`");
    assert!(out.contains("did you mean `facing`?"), "{out}");
    // A field that is really missing is reported, and the rest is still checked.
    let src = edit(
        &default_scenario(),
        "at: (15, 6), facing: 10",
        "at: (15, 6)",
    );
    let src = edit(&src, "kind: Woods", "kind: Wods");
    let out = errors_of(&src);
    assert_eq!(out.matches(": error: ").count(), 2, "{out}");
    assert!(out.contains("error: missing field `facing`"), "{out}");
}

#[test]
fn every_mistake_of_one_entry_is_reported() {
    // The misspelt field used to leave the element out, and its unknown type unseen.
    let src = edit(
        &default_scenario(),
        "type: Rifles, at: (17, 18.9), facing: 180",
        "type: Rifels, at: (17, 18.9), facin: 180",
    );
    let out = errors_of(&src);
    assert_eq!(out.matches(": error: ").count(), 2, "{out}");
    let (l, c) = position_of(&src, "facin:");
    let (lt, ct) = position_of(&src, "Rifels");
    assert!(
        out.starts_with(&format!(
            "t.ron:{lt}:{ct}: error: unknown element type `Rifels`\n"
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "\nt.ron:{l}:{c}: error: unknown field `facin`, expected one of "
        )),
        "{out}"
    );
    // A value of the wrong kind in an element off the table: both.
    let src = edit(
        &default_scenario(),
        "at: (15, 6), facing: 10",
        "at: (60, 6), facing: \"ten\"",
    );
    let out = errors_of(&src);
    assert_eq!(out.matches(": error: ").count(), 2, "{out}");
    assert_error_at(&src, "(60, 6)", "element `ban6-1` is off the table");
    assert_error_at(&src, "\"ten\"", "expected a number, found a string");
}

#[test]
fn a_vehicle_may_not_stand_on_troops_nor_troops_on_a_vehicle() {
    // A tank set down on an infantry base: the rules would refuse either a move through the
    // other [SRC], so both would stand there for the whole battle.
    let src = edit(
        &default_scenario(),
        "at: (42.5, 5), facing: 330",
        "at: (15, 6), facing: 330",
    );
    let out = assert_error_at(
        &src,
        "(15, 6), facing: 330",
        "vehicle `pz1-2` overlaps `ban6-1`: no vehicle may overlap another base [SRC], and neither could move through the other",
    );
    let (l, c) = position_of(&src, "(15, 6), facing: 10");
    assert_eq!(label_at(&out, l, c, 7, '-'), "`ban6-1` stands here");
}

#[test]
fn a_vehicle_touching_troops_nose_to_tail_passes() {
    // A tank set down against a rifle base, edge to edge, as a truck stands against the
    // platoon it is to carry: it can drive away, so it is no error; 0.1" closer it stands
    // on the base.
    let square = edit(
        &default_scenario(),
        "at: (15, 6), facing: 10",
        "at: (15, 6), facing: 0",
    );
    let touching = edit(
        &square,
        "at: (42.5, 5), facing: 330",
        "at: (15, 4.6), facing: 0",
    );
    assert_eq!(errors_of(&touching), "");
    let on_it = edit(
        &square,
        "at: (42.5, 5), facing: 330",
        "at: (15, 4.7), facing: 0",
    );
    assert!(
        errors_of(&on_it).contains("vehicle `pz1-2` overlaps `ban6-1`"),
        "{}",
        errors_of(&on_it)
    );
}
