use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use trinchera::rules::Game;
use trinchera::ruleset::Ruleset;

pub fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

pub fn rules() -> Ruleset {
    Ruleset::default_rules()
}

pub fn default_scenario() -> String {
    std::fs::read_to_string(repo().join("scenarios/default.ron")).unwrap()
}

/// Two games are equal in every field: positions, dice stream, log, declarations, smoke, ...
/// The parts with accessors are compared first, so that a failure names the part that differs
/// instead of printing two whole games (scenario and ruleset included); the last assertion is
/// over the whole game, private fields too.
#[track_caller]
pub fn assert_same_game(left: &Game, right: &Game, context: &str) {
    if left != right {
        assert_eq!(
            (
                left.turn(),
                left.phase(),
                left.active(),
                left.order_of_play()
            ),
            (
                right.turn(),
                right.phase(),
                right.active(),
                right.order_of_play()
            ),
            "{context}: turn, phase, side to act"
        );
        assert_eq!(left.elements(), right.elements(), "{context}: elements");
        assert_eq!(left.units(), right.units(), "{context}: units");
        assert_eq!(left.dice(), right.dice(), "{context}: dice");
        assert_eq!(left.log(), right.log(), "{context}: dice log");
        assert_eq!(left.events(), right.events(), "{context}: events");
        assert_eq!(
            left.declarations(),
            right.declarations(),
            "{context}: fire declared"
        );
        assert_eq!(left.smoke(), right.smoke(), "{context}: smoke");
        assert_eq!(left.assaults(), right.assaults(), "{context}: assaults");
        assert_eq!(left.brigades(), right.brigades(), "{context}: brigades");
        assert_eq!(
            left.brigade_hqs(),
            right.brigade_hqs(),
            "{context}: brigade HQs"
        );
        assert_eq!(
            left.ko_tested(),
            right.ko_tested(),
            "{context}: knockout tests"
        );
        assert_eq!(left.tank_hits(), right.tank_hits(), "{context}: tank hits");
        assert_eq!(left.result(), right.result(), "{context}: result");
        assert_eq!(left.halted(), right.halted(), "{context}: halted");
        assert!(
            left.scenario() == right.scenario(),
            "{context}: the scenarios differ"
        );
        assert!(
            left.rules() == right.rules(),
            "{context}: the rulesets differ"
        );
        assert!(
            left.terrain() == right.terrain(),
            "{context}: the terrain differs"
        );
    }
    assert_eq!(left, right, "{context}");
}

/// The program as the tests read it: in English whatever the machine's locale (the words
/// come from the catalogue in the locale's language when no `--lang` is given).
pub fn in_english(cmd: &mut Command) -> &mut Command {
    in_locale(cmd, "C.UTF-8")
}

/// The program run under the system locale `lang` (as `LANG`, nothing overriding it).
pub fn in_locale<'a>(cmd: &'a mut Command, lang: &str) -> &'a mut Command {
    cmd.env("LANG", lang)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
}

/// Run the built `trinchera` binary.
pub fn trinchera(args: &[&str]) -> Output {
    in_english(&mut Command::new(env!("CARGO_BIN_EXE_trinchera")))
        .args(args)
        .current_dir(repo())
        .output()
        .expect("the trinchera binary runs")
}

/// `trinchera --lang es ARGS`: the run, its standard output and its standard error, once
/// checked that every message was found in the Spanish catalogue (a miss shows as `⟦key⟧`).
pub fn trinchera_es(args: &[&str]) -> (Output, String, String) {
    let out = trinchera(&[&["--lang", "es"][..], args].concat());
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    );
    assert!(
        !stdout.contains('⟦') && !stderr.contains('⟦'),
        "a key missing from the catalogue:\n{stdout}\n{stderr}"
    );
    (out, stdout, stderr)
}

/// The numbers of a line of a report, in order ("hit 50.0%, pin 2" gives ["50.0", "2"]): the
/// same in every language, whatever the words around them.
pub fn numbers(line: &str) -> Vec<String> {
    line.split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .map(|t| t.trim_matches('.'))
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// A fresh folder for files a test writes.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trinchera-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `src` with the first `from` replaced by `to`; the test fails if `from` is not there.
pub fn edit(src: &str, from: &str, to: &str) -> String {
    assert!(
        src.contains(from),
        "the scenario no longer contains {from:?}"
    );
    src.replacen(from, to, 1)
}

/// 1-based line and column of the first occurrence of `needle`.
pub fn position_of(src: &str, needle: &str) -> (usize, usize) {
    let at = src
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} not in source"));
    line_col_at(src, at)
}

/// 1-based line and column of a byte offset, counted independently of the program's own code.
pub fn line_col_at(src: &str, at: usize) -> (usize, usize) {
    let before = &src[..at];
    let line = before.matches('\n').count() + 1;
    let col = before[before.rfind('\n').map_or(0, |i| i + 1)..]
        .chars()
        .count()
        + 1;
    (line, col)
}

/// The text of the label that a rendered report draws under `len` characters from `line`:`col`
/// of the source, with `mark` (`^` under the mistake, `-` under another place it names).
/// Fails, showing the report, unless exactly those columns are marked.
pub fn label_at(report: &str, line: usize, col: usize, len: usize, mark: char) -> String {
    let lines: Vec<&str> = report.lines().collect();
    let gutter = format!("{line} │ ");
    for (source, under) in lines.iter().zip(lines.iter().skip(1)) {
        if !source.trim_start().starts_with(&gutter) {
            continue;
        }
        // The source line and the line under it share the gutter's width.
        let Some((_, under)) = under.split_once('│') else {
            continue;
        };
        let under: Vec<char> = under.chars().skip(1).collect();
        let before = under.iter().take(col - 1).all(|c| *c == ' ');
        let marked = under.iter().skip(col - 1).take(len).all(|c| *c == mark);
        let after = under.get(col - 1 + len) != Some(&mark);
        if under.len() >= col - 1 + len && before && marked && after {
            return under[col - 1 + len..]
                .iter()
                .collect::<String>()
                .trim()
                .to_string();
        }
    }
    panic!("no `{mark}` x {len} under {line}:{col} in\n{report}");
}

/// A small table built for the movement tests: every feature where a test needs it.
/// Republic moves first. AP dice are rolled in file order: bn, trucks, tanks, leg.
pub const TEST_SCENARIO: &str = r#"Scenario(
    title: "Test ground",
    date: "1937-06",
    sides: [(id: "rep", name: "Republic", initiative: true), (id: "nat", name: "Nationalists")],
    turns: 3,
    table: (48, 32),
    terrain: [
        (id: "wood", kind: Woods, shape: Rect(x: 30, y: 20, width: 6, height: 6)),
        (id: "wall", kind: Wall, shape: Polyline(points: [(10, 14), (20, 14)], width: 0.3)),
        (id: "wire", kind: BarbedWire, shape: Polyline(points: [(10, 4), (20, 4)], width: 0.4)),
        (id: "river", kind: River, shape: Polyline(points: [(40, 0), (40, 32)], width: 2)),
        (id: "road", kind: Road, shape: Polyline(points: [(0, 28), (47.5, 28)], width: 1.2)),
    ],
    forces: [
        (side: "rep", brigades: [
            (id: "rb", name: "Republican brigade", commander: Republican,
                hq: (id: "rb-hq", type: HQ, at: (2, 2), facing: 0),
                units: [
                    (id: "bn", name: "Battalion", kind: Battalion, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "bn-hq", type: HQ, at: (12, 10), facing: 0),
                            (id: "r1", type: Rifles, at: (12, 12), facing: 0),
                            (id: "r2", type: Rifles, at: (14, 12), facing: 0),
                            (id: "mg", type: HeavyMG, at: (16, 12), facing: 0),
                            (id: "r3", type: Rifles, at: (25, 10), facing: 0),
                            (id: "r4", type: Rifles, at: (15, 3), facing: 0),
                            (id: "r5", type: Rifles, at: (29, 23), facing: 90),
                            (id: "r6", type: Rifles, at: (26, 19.5), facing: 0),
                        ]),
                    (id: "trucks", name: "Trucks", kind: Company, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "t1", type: Truck, at: (5, 28), facing: 90),
                            (id: "t2", type: Truck, at: (2, 28), facing: 90),
                            (id: "t3", type: Truck, at: (26, 21), facing: 90),
                            (id: "gun", type: AntiTankGun, at: (23.8, 21), facing: 90),
                        ]),
                ]),
        ]),
        (side: "nat", brigades: [
            (id: "nb", name: "Nationalist brigade", commander: Nationalist,
                hq: (id: "nb-hq", type: HQ, at: (45, 6), facing: 0),
                units: [
                    (id: "tanks", name: "Tank company", kind: TankCompany, quality: Elite, faction: Legion,
                        elements: [
                            (id: "k1", type: Tank, at: (44, 10), facing: 0),
                            (id: "k2", type: Tank, at: (46, 10), facing: 0),
                        ]),
                    (id: "leg", name: "Bandera", kind: Battalion, quality: Elite, faction: Legion,
                        elements: [
                            (id: "n1", type: Rifles, at: (44, 16), facing: 180),
                        ]),
                ]),
        ]),
    ],
)"#;

pub fn test_game(dice: Vec<u8>) -> trinchera::rules::Game {
    scripted_game("test.ron", TEST_SCENARIO, dice)
}

/// An order written as in a record.
pub fn order(ron: &str) -> trinchera::rules::Order {
    trinchera::spanned::read(ron).unwrap_or_else(|d| panic!("bad order {ron}: {}", d.message))
}

/// Apply an order that must be accepted.
pub fn ok(g: &mut trinchera::rules::Game, ron: &str) {
    if let Err(e) = g.apply(&order(ron)) {
        panic!("{ron} was rejected: {}", e.reason);
    }
}

/// Apply an order that must be rejected by `rule`; returns the words, for the few tests whose
/// point is what the player is told.
pub fn rejected(
    g: &mut trinchera::rules::Game,
    ron: &str,
    rule: trinchera::rules::RuleId,
) -> String {
    match g.apply(&order(ron)) {
        Ok(()) => panic!("{ron} was accepted"),
        Err(e) => {
            assert_eq!(
                e.rule, rule,
                "{ron} was rejected by another rule: {}",
                e.reason
            );
            // The words in English, as the tests that read them are written.
            e.reason.en()
        }
    }
}

pub fn at(g: &trinchera::rules::Game, id: &str) -> (f32, f32) {
    let e = g.element(id).unwrap();
    (e.base.center.x, e.base.center.y)
}

pub fn ap_left(g: &trinchera::rules::Game, unit: &str) -> u8 {
    g.units().iter().find(|u| u.id == unit).unwrap().ap_left
}

/// End every remaining phase of the turn, side by side.
pub fn next_turn(g: &mut trinchera::rules::Game) {
    let turn = g.turn();
    while g.turn() == turn && g.phase() != trinchera::rules::Phase::GameOver {
        let side = g.scenario().sides[g.active()].id.value.clone();
        if let Err(e) = g.apply(&trinchera::rules::Order::EndPhase { side }) {
            panic!("ending the phase was rejected: {}", e.reason);
        }
    }
}

/// A table for the fire tests: targets in the open, behind a wall, in a trench, in a wood; a
/// hill between two low elements; a peninsular-army company. Republic has the initiative.
/// Units roll AP in this order: mgs, pen, leg, pz.
pub const FIRE_SCENARIO: &str = r#"Scenario(
    title: "Fire range",
    date: "1936-10",
    sides: [(id: "rep", name: "Republic", initiative: true), (id: "nat", name: "Nationalists")],
    turns: 4,
    table: (48, 32),
    terrain: [
        (id: "wood", kind: Woods, shape: Rect(x: 20, y: 10, width: 6, height: 6)),
        (id: "wall", kind: Wall, shape: Polyline(points: [(30, 20), (40, 20)], width: 0.3)),
        (id: "trench", kind: Trench, shape: Polyline(points: [(30, 6), (40, 6)], width: 0.6)),
        (id: "hill", kind: Hill, height: 1, shape: Polygon([(6, 22), (14, 22), (14, 28), (6, 28)])),
    ],
    forces: [
        (side: "rep", brigades: [
            (id: "rb", name: "Republican brigade", commander: Republican,
                hq: (id: "rb-hq", type: HQ, at: (46, 30), facing: 180),
                units: [
                    (id: "mgs", name: "MG company", kind: Company, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "hmg", type: HeavyMG, at: (35, 24), facing: 180),
                            (id: "rif", type: Rifles, at: (30, 24), facing: 180),
                            (id: "atg", type: AntiTankGun, at: (42, 24), facing: 180),
                            (id: "mor", type: LightMortar, at: (30, 30), facing: 180),
                            (id: "h-west", type: Rifles, at: (4, 25), facing: 90),
                            (id: "h-top", type: Rifles, at: (10, 25), facing: 90),
                        ]),
                    (id: "pen", name: "Peninsular company", kind: Company, quality: Regular,
                        faction: PeninsularArmy, peninsular: true,
                        elements: [
                            (id: "pen-hq", type: HQ, at: (2, 30), facing: 90),
                            (id: "pen-1", type: Rifles, at: (4, 30), facing: 90),
                        ]),
                ]),
        ]),
        (side: "nat", brigades: [
            (id: "nb", name: "Nationalist brigade", commander: Nationalist,
                hq: (id: "nb-hq", type: HQ, at: (46, 2), facing: 0),
                units: [
                    (id: "leg", name: "Bandera", kind: Battalion, quality: Elite, faction: Legion,
                        elements: [
                            (id: "t-open", type: Rifles, at: (35, 14), facing: 0),
                            (id: "t-open2", type: Rifles, at: (37, 14), facing: 0),
                            (id: "t-wall", type: Rifles, at: (35, 19.6), facing: 0),
                            (id: "t-trench", type: Rifles, at: (35, 6), facing: 0),
                            (id: "t-wood", type: Rifles, at: (23, 13), facing: 0),
                            (id: "t-far", type: Rifles, at: (10, 2), facing: 0),
                            (id: "t-close", type: Rifles, at: (30, 28.5), facing: 0),
                            (id: "t-west", type: Rifles, at: (4, 21), facing: 0),
                            (id: "h-east", type: Rifles, at: (16, 25), facing: 270),
                            (id: "ita", type: ItalianRifles, at: (44, 6), facing: 0),
                        ]),
                    (id: "pz", name: "Tanks", kind: TankCompany, quality: Regular, faction: CondorLegion,
                        elements: [
                            (id: "tank", type: LightTank, at: (44, 14), facing: 0),
                        ]),
                ]),
        ]),
    ],
)"#;

pub fn fire_game(dice: Vec<u8>) -> trinchera::rules::Game {
    scripted_game("fire.ron", FIRE_SCENARIO, dice)
}

/// From the start of turn 1 to the direct fire phase (both sides end movement).
pub fn to_fire_phase(g: &mut trinchera::rules::Game) {
    ok(g, r#"EndPhase(side: "rep")"#);
    ok(g, r#"EndPhase(side: "nat")"#);
    assert_eq!(g.phase(), trinchera::rules::Phase::DirectFire);
}

/// A table for the morale tests. Units roll AP in this order: b5, b10, c4, comm, anar, tgt, tk.
pub const MORALE_SCENARIO: &str = r#"Scenario(
    title: "Morale",
    date: "1937-03",
    sides: [(id: "rep", name: "Republic", initiative: true), (id: "nat", name: "Nationalists")],
    turns: 3,
    table: (48, 32),
    terrain: [
        (id: "village", kind: Urban, shape: Rect(x: 40, y: 1, width: 6, height: 4)),
        (id: "road", kind: Road, shape: Polyline(points: [(2, 0), (2, 31.9)], width: 1)),
    ],
    forces: [
        (side: "rep", brigades: [
            (id: "rb", name: "Red brigade", commander: Republican,
                hq: (id: "rb-hq", type: HQ, at: (24, 2), facing: 0),
                units: [
                    (id: "b5", name: "Five", kind: Battalion, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "b5-hq", type: HQ, at: (6, 8), facing: 0),
                            (id: "b5-2", type: Rifles, at: (8, 8), facing: 0),
                            (id: "b5-3", type: Rifles, at: (10, 8), facing: 0),
                            (id: "b5-4", type: Rifles, at: (12, 8), facing: 0),
                            (id: "b5-5", type: Rifles, at: (14, 8), facing: 0),
                        ]),
                    (id: "b10", name: "Ten", kind: Battalion, quality: Militia, faction: PopularArmy,
                        elements: [
                            (id: "b10-hq", type: HQ, at: (6, 5), facing: 0),
                            (id: "b10-2", type: Rifles, at: (8, 5), facing: 0),
                            (id: "b10-3", type: Rifles, at: (10, 5), facing: 0),
                            (id: "b10-4", type: Rifles, at: (12, 5), facing: 0),
                            (id: "b10-5", type: Rifles, at: (14, 5), facing: 0),
                            (id: "b10-6", type: Rifles, at: (16, 5), facing: 0),
                            (id: "b10-7", type: Rifles, at: (18, 5), facing: 0),
                            (id: "b10-8", type: Rifles, at: (20, 5), facing: 0),
                            (id: "b10-9", type: Rifles, at: (22, 5), facing: 0),
                            (id: "b10-10", type: Rifles, at: (26, 5), facing: 0),
                        ]),
                    (id: "c4", name: "Four", kind: Company, quality: Elite, faction: PopularArmy,
                        elements: [
                            (id: "c4-mg", type: HeavyMG, at: (30, 8), facing: 0),
                            (id: "c4-2", type: Rifles, at: (32, 8), facing: 0),
                            (id: "c4-3", type: Rifles, at: (34, 8), facing: 0),
                            (id: "c4-4", type: Rifles, at: (36, 8), facing: 0),
                        ]),
                    (id: "comm", name: "Communist battalion", kind: Battalion, quality: Regular, faction: Communist,
                        elements: [
                            (id: "comm-1", type: Rifles, at: (20, 12), facing: 0),
                            (id: "comm-2", type: Rifles, at: (22, 12), facing: 0),
                        ]),
                ]),
            (id: "ab", name: "Black brigade", commander: Anarchist,
                hq: (id: "ab-hq", type: HQ, at: (30, 2), facing: 0),
                units: [
                    (id: "anar", name: "Anarchist column", kind: Battalion, quality: Militia, faction: Anarchist,
                        elements: [
                            (id: "anar-1", type: Rifles, at: (24, 12), facing: 0),
                            (id: "anar-2", type: Rifles, at: (26, 12), facing: 0),
                            (id: "anar-3", type: Rifles, at: (28, 12), facing: 0),
                        ]),
                ]),
        ]),
        (side: "nat", brigades: [
            (id: "nb", name: "Blue brigade", commander: Nationalist,
                hq: (id: "nb-hq", type: HQ, at: (24, 30), facing: 180),
                units: [
                    (id: "tgt", name: "Targets", kind: Battalion, quality: Elite, faction: Legion,
                        elements: [
                            (id: "tgt-1", type: Rifles, at: (22, 17), facing: 180),
                            (id: "tgt-2", type: Rifles, at: (34, 20), facing: 180),
                        ]),
                    (id: "tk", name: "Tank", kind: TankCompany, quality: Regular, faction: Legion,
                        elements: [
                            (id: "tank", type: LightTank, at: (37, 13), facing: 180),
                        ]),
                ]),
        ]),
    ],
    objectives: [
        (id: "obj", name: "The village", at: Feature("village"), side: "rep"),
    ],
)"#;

pub fn morale_game(dice: Vec<u8>) -> trinchera::rules::Game {
    scripted_game("morale.ron", MORALE_SCENARIO, dice)
}

/// A game at the start of turn 1 on a scenario text, with scripted dice.
pub fn scripted_game(name: &str, text: &str, dice: Vec<u8>) -> trinchera::rules::Game {
    scripted_game_with_rules(name, text, dice, |_| {})
}

/// As `scripted_game`, on the shipped ruleset as `change` leaves it: a referee's switch flipped.
pub fn scripted_game_with_rules(
    name: &str,
    text: &str,
    dice: Vec<u8>,
    change: impl Fn(&mut Ruleset),
) -> trinchera::rules::Game {
    use std::sync::Arc;
    let mut rules = rules();
    change(&mut rules);
    let s =
        trinchera::scenario::parse(name, text, &rules).unwrap_or_else(|e| panic!("{}", e.render()));
    trinchera::rules::Game::new(
        Arc::new(s),
        Arc::new(rules),
        trinchera::rules::dice::DiceSource::Scripted(dice),
    )
    .unwrap()
}

/// The window's mode in a test app, as of now.
#[cfg(feature = "window")]
pub fn table_mode(app: &bevy::prelude::App) -> trinchera::play::mode::TableMode {
    trinchera::play::mode::of_world(app.world()).expect("PlayPlugin sets up the table's mode")
}
