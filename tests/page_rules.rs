//! Rules of the two original pages that had code but no test of their own when
//! docs/rules/coverage.md was drawn up: each test quotes its sentence and checks the page's
//! number. The page files are read here, not the README's restatement, so a difference between
//! the page and the ruleset shows up even where the README was copied wrong.

use crate::common::{ap_left, at, ok, rejected, repo, rules, scripted_game};
use trinchera::rules::{RuleId, Status};
use trinchera::ruleset::{Going, Knockout, Obstacle};

fn page(name: &str) -> String {
    std::fs::read_to_string(repo().join("docs/rules").join(name)).unwrap()
}

/// "4,5,6" -> 4, "6*" -> 6, "-" -> None: the lowest score that passes.
fn lowest(cell: &str) -> Option<u8> {
    cell.split(',')
        .filter_map(|d| d.trim_end_matches('*').parse().ok())
        .min()
}

#[test]
fn the_direct_fire_chart_is_the_pages_line_by_line() {
    // [SRC] "Direct Fire Chart": RoF, range, to hit, to knock out by protection and arc, read
    // from the tab-separated lines of source-movement-fire.txt itself.
    let names = [
        ("Rifles", "Rifles"),
        ("Italian Rifles", "ItalianRifles"),
        ("Light MGs", "LightMG"),
        ("Heavy MGs", "HeavyMG"),
        ("Fieldgun\\How", "FieldGun"),
        ("Anti-tank Gun", "AntiTankGun"),
        ("Cannon 20-40mm", "Cannon"),
        ("Anti-tank Rifle", "AntiTankRifle"),
        ("Light mortars", "LightMortar"),
        ("Medium mortars", "MediumMortar"),
        ("Flamethrower", "Flamethrower"),
    ];
    let text = page("source-movement-fire.txt");
    let rows: Vec<Vec<&str>> = text
        .lines()
        .skip_while(|l| !l.starts_with("Direct Fire Chart"))
        .take_while(|l| !l.starts_with("(* against soft cover only)"))
        .map(|l| l.split('\t').map(str::trim).collect::<Vec<_>>())
        .filter(|cells| cells.len() == 10 && cells[1].starts_with('x'))
        .collect();
    assert_eq!(
        rows.len(),
        names.len(),
        "the page's chart has 11 weapon lines"
    );
    let rules = rules();
    for row in rows {
        let (_, name) = names
            .iter()
            .find(|(on_page, _)| *on_page == row[0])
            .unwrap_or_else(|| panic!("no weapon for the page's line {:?}", row[0]));
        let w = rules.weapon(name).unwrap();
        assert_eq!(format!("x{}", w.shots), row[1], "{name} RoF");
        // The page writes 12" and 12 alike; a minimum range as 2-20".
        let range = row[2].trim_end_matches('"');
        let (min, max) = match range.split_once('-') {
            Some((a, b)) => (a.parse::<f32>().unwrap(), b.parse::<f32>().unwrap()),
            None => (0.0, range.parse::<f32>().unwrap()),
        };
        assert_eq!(w.range, (min, max), "{name} range");
        assert_eq!(Some(w.to_hit), lowest(row[3]), "{name} to hit");
        let expected = Knockout {
            open: lowest(row[4]),
            cover: lowest(row[5]),
            trenches: lowest(row[6]),
            pillbox: lowest(row[7]),
            tanks: lowest(row[8]),
        };
        assert_eq!(w.knockout, expected, "{name} knockout");
        // "(* against soft cover only)"
        assert_eq!(w.soft_cover_only, row[5].ends_with('*'), "{name} 6*");
        assert_eq!(format!("{}'", w.arc), row[9], "{name} arc");
    }
}

#[test]
fn the_animosities_are_the_pages_pairs() {
    // [SRC] "Animosities": the table of source-morale.txt, "| Carlist(Navarese) | – |
    // Falange(Blue shirts) |" and so on; "Italians – Everyone" is the ruleset's "*".
    let name = |cell: &str| {
        // The page adds the nickname in brackets and spells "Anachist".
        let bare = cell.split('(').next().unwrap().trim();
        match bare {
            "Anachist" => "Anarchist",
            "Marxist" => "POUM",
            "Assault Guards" => "AssaultGuards",
            "Italians" => "Italian",
            "Everyone" => "*",
            other => other,
        }
        .to_string()
    };
    let text = page("source-morale.txt");
    let book: Vec<(String, String)> = text
        .lines()
        .skip_while(|l| !l.starts_with("Animosities"))
        .skip(1)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
            assert_eq!(cells[1], "–", "{l}");
            (name(cells[0]), name(cells[2]))
        })
        .collect();
    assert_eq!(book.len(), 5, "{book:?}");
    let data: Vec<(String, String)> = rules()
        .animosity
        .iter()
        .map(|(a, b)| (a.value.clone(), b.value.clone()))
        .collect();
    assert_eq!(book, data);
}

#[test]
fn bad_going_and_obstacles_are_the_kinds_the_page_lists() {
    // [SRC] "Bad going:-woods,rocky areas,urban buildings,soft ground and gullies.";
    // "Obstacles:-walls,gullies,hedges,fences,barricades,streams take half a turn to cross";
    // "Barbed wire and rivers take a whole turn to cross."
    let text = page("source-movement-fire.txt");
    // The words of the line that holds `marker`, after its ":-" (if any) and before `end`.
    let list = |marker: &str, end: &str| -> Vec<String> {
        let line = text
            .lines()
            .find(|l| l.contains(marker))
            .unwrap_or_else(|| panic!("{marker:?}"));
        let words = line.split_once(":-").map_or(line, |(_, w)| w);
        let words = &words[..words.find(end).unwrap()];
        words
            .replace(" and ", ",")
            .split(',')
            .map(|s| s.trim().to_string())
            .collect()
    };
    let kind = |word: &str| match word {
        "woods" => "Woods",
        "rocky areas" => "Rocky",
        "urban buildings" => "Urban",
        "soft ground" => "SoftGround",
        "gullies" => "Gully",
        "walls" => "Wall",
        "hedges" => "Hedge",
        "fences" => "Fence",
        "barricades" => "Barricade",
        "streams" => "Stream",
        "Barbed wire" => "BarbedWire",
        "rivers" => "River",
        other => panic!("no terrain kind for {other:?}"),
    };
    let rules = rules();
    let def = |word: &str| rules.terrain(kind(word)).unwrap();
    let bad = list("Bad going:-", ".");
    assert_eq!(bad.len(), 5, "{bad:?}");
    for w in &bad {
        assert_eq!(def(w).going, Going::Bad, "{w}");
        assert!(
            !def(w).vehicles,
            "{w}: only infantry and non-wheeled support weapons"
        );
    }
    let half = list("Obstacles:-", " take half");
    assert_eq!(half.len(), 6, "{half:?}");
    for w in &half {
        assert_eq!(def(w).obstacle, Obstacle::Half, "{w}");
    }
    let whole = list(" take a whole turn", " take a whole turn");
    assert_eq!(whole, ["Barbed wire", "rivers"]);
    for w in &whole {
        assert_eq!(def(w).obstacle, Obstacle::Whole, "{w}");
    }
}

/// A small table for the movement rules below. Units roll AP in file order: bn, trk, bty, guns.
const PAGE_SCENARIO: &str = r#"Scenario(
    title: "Page rules",
    date: "1937-06",
    sides: [(id: "rep", name: "Republic", initiative: true), (id: "nat", name: "Nationalists")],
    turns: 2,
    table: (48, 32),
    terrain: [
        (id: "wood", kind: Woods, shape: Rect(x: 20, y: 18, width: 6, height: 6)),
    ],
    forces: [
        (side: "rep", brigades: [
            (id: "rb", name: "Republican brigade", commander: Republican,
                hq: (id: "rb-hq", type: HQ, at: (2, 2), facing: 0),
                units: [
                    (id: "bn", name: "Battalion", kind: Battalion, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "bn-hq", type: HQ, at: (12.3, 11), facing: 0),
                            (id: "r1", type: Rifles, at: (12.3, 14), facing: 0),
                            (id: "r2", type: Rifles, at: (12.3, 16), facing: 0),
                            (id: "r3", type: Rifles, at: (12.3, 6), facing: 0),
                            (id: "mg", type: HeavyMG, at: (18, 21), facing: 90),
                            (id: "mg2", type: HeavyMG, at: (10, 30), facing: 90),
                        ]),
                    (id: "trk", name: "Trucks", kind: Company, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "ta", type: Truck, at: (10, 14), facing: 90),
                            (id: "tb", type: Truck, at: (10, 16), facing: 90),
                            (id: "tc", type: Truck, at: (10, 6), facing: 90),
                        ]),
                    (id: "bty", name: "Battery", kind: Battery, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "fg", type: FieldGun, at: (18, 25), facing: 90),
                        ]),
                ]),
        ]),
        (side: "nat", brigades: [
            (id: "nb", name: "Nationalist brigade", commander: Nationalist,
                hq: (id: "nb-hq", type: HQ, at: (46, 2), facing: 180),
                units: [
                    (id: "guns", name: "Guns", kind: Battery, quality: Regular, faction: Legion,
                        elements: [
                            (id: "nfg", type: FieldGun, at: (25, 30), facing: 270),
                        ]),
                ]),
        ]),
    ],
)"#;

/// Turn 1's four AP dice (all 6), the dice a test scripts, then 6s for whatever else rolls.
fn page_game(rest: &[u8]) -> trinchera::rules::Game {
    let dice = [6; 4].iter().chain(rest).chain(&[6; 16]).copied().collect();
    scripted_game("page.ron", PAGE_SCENARIO, dice)
}

#[test]
fn adjacent_carried_troops_dismount_as_a_group_for_1_ap() {
    // [SRC] "Unlimbering\limbering and mounting\dismounting costs one point,this may be done as a
    // group if elements are adjacent." ta and tb stand 1" apart, edge to edge (adjacent); tc is
    // 7" from them.
    let mut g = page_game(&[]);
    ok(&mut g, r#"Mount(elements: ["r1"], into: "ta")"#);
    ok(&mut g, r#"Mount(elements: ["r2"], into: "tb")"#);
    ok(&mut g, r#"Mount(elements: ["r3"], into: "tc")"#);
    assert_eq!(ap_left(&g, "bn"), 3, "one point for each mount");
    ok(&mut g, r#"Dismount(elements: ["r1", "r2"])"#);
    assert_eq!(ap_left(&g, "bn"), 2, "both dismount for one point");
    for id in ["r1", "r2"] {
        assert_eq!(g.element(id).unwrap().status, Status::Ready, "{id}");
    }
    // Not adjacent: no group, and the point is not spent.
    ok(&mut g, r#"Mount(elements: ["r1"], into: "ta")"#);
    rejected(
        &mut g,
        r#"Dismount(elements: ["r1", "r3"])"#,
        RuleId::Adjacent,
    );
    assert_eq!(ap_left(&g, "bn"), 1);
}

#[test]
fn a_heavy_mg_enters_woods_but_a_manhandled_gun_does_not() {
    // [SRC] "Bad going:-woods,... Only infantry and non-wheeled support weapons can enter." The
    // heavy MG is a support weapon carried on foot; the field gun is wheeled, manhandled 2".
    let mut g = page_game(&[]);
    ok(
        &mut g,
        r#"Move(element: "mg", to: (20.5, 21), facing: Some(90))"#,
    );
    rejected(
        &mut g,
        r#"Move(element: "fg", to: (19.5, 24), facing: Some(90))"#,
        RuleId::BadGoing,
    );
}

#[test]
fn a_knocked_out_field_gun_leaves_smoke() {
    // [SRC] "Knocked out elements are removed from play except vehicles and heavier guns that
    // have smoke placed by them." Heavy MG x3 at the field gun in the open: 4 hits, 1 and 2
    // miss; knockout in the open 4,5,6: a 4 knocks it out.
    let mut g = page_game(&[4, 1, 2, 4]);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    ok(&mut g, r#"Fire(element: "mg2", target: "nfg")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    assert_eq!(g.element("nfg").unwrap().status, Status::KnockedOut);
    let from: Vec<&str> = g.smoke().iter().map(|s| s.from.as_str()).collect();
    assert_eq!(from, ["nfg"]);
}

#[test]
fn pinned_militia_rolling_4_or_5_roll_once_more_to_unpin() {
    // [SRC] Unpinning: "Militia | 6 |" and "(If militia score 4,5 on the die roll, they can roll
    // again once!)"; "Note. The rout tests and unpinning tests are identical." Ten is militia:
    // b10-2 rolls 4, then 6: unpinned; b10-3 rolls 5, then 3: still pinned; b10-4 rolls 3: no
    // second roll, still pinned.
    let dice = [6; 7]
        .iter()
        .chain(&[4, 6, 5, 3, 3])
        .chain(&[6; 16])
        .copied()
        .collect();
    let mut g = scripted_game("morale.ron", crate::common::MORALE_SCENARIO, dice);
    g.setup()
        .pin("b10-2")
        .unwrap()
        .pin("b10-3")
        .unwrap()
        .pin("b10-4")
        .unwrap();
    for side in ["rep", "nat", "rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    let unpinning: Vec<(&str, u8)> = g
        .log()
        .iter()
        .filter(|r| r.turn == 1 && r.purpose.en().starts_with("unpinning"))
        .map(|r| (r.who.as_str(), r.value))
        .collect();
    assert_eq!(
        unpinning,
        [
            ("b10-2", 4),
            ("b10-2", 6),
            ("b10-3", 5),
            ("b10-3", 3),
            ("b10-4", 3)
        ]
    );
    let pinned = |id: &str| g.element(id).unwrap().pinned;
    assert_eq!(
        (pinned("b10-2"), pinned("b10-3"), pinned("b10-4")),
        (false, true, true)
    );
}

#[test]
fn bomb_hits_on_a_tank_count_for_its_fright_test() {
    // [SRC] "At the end of all combat.including artillery, aircraft, direct fire and close
    // combats ... count up all the hits per armoured vehicle. Roll 1 x D6, if the score is
    // equal or less than the number of hits" it is frightened. The Nationalist sortie attacks
    // (6), the AA gun misses (4), no drift (2); the bombs fall on the aircraft's own tank too:
    // hit (5), field-gun knockout against tanks 3+ fails (2). Fright die 1: frightened. (The
    // fifth die of turn 1 decides who chooses to move first: troops are engaged [INF].)
    let dice = [&[6, 6, 6, 6, 6][..], &[6, 4, 2, 5, 2, 1], &[6; 20]].concat();
    let text = std::fs::read_to_string(repo().join("scenarios/artillery-drill.ron")).unwrap();
    let mut g = scripted_game("drill.ron", &text, dice);
    for side in ["rep", "nat", "rep"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    ok(&mut g, r#"AirStrike(side: "nat", at: (30, 24))"#);
    for side in ["nat", "rep", "nat", "rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    let rolls: Vec<(String, u8)> = g
        .log()
        .iter()
        .skip(5)
        .take(6)
        .map(|r| (r.purpose.en(), r.value))
        .collect();
    assert!(rolls[3].0.starts_with("Field gun at tk"), "{rolls:?}");
    assert_eq!(
        (rolls[5].0.as_str(), rolls[5].1),
        ("tank fright (1 hit)", 1),
        "{rolls:?}"
    );
    let tk = g.element("tk").unwrap();
    assert!(tk.frightened || tk.pinned);
}

/// A table for the moves nobody orders (issue 27). Republic's forces stand at the bottom edge,
/// so its rear is y 0. Units roll AP in file order: tc, bn, foe.
const FORCED_SCENARIO: &str = r#"Scenario(
    title: "Forced moves",
    date: "1937-06",
    sides: [(id: "rep", name: "Republic", initiative: true), (id: "nat", name: "Nationalists")],
    turns: 3,
    table: (48, 32),
    terrain: [
        (id: "w", kind: Wall, shape: Polyline(points: [(5, 8), (15, 8)], width: 0.3)),
        (id: "wood", kind: Woods, shape: Rect(x: 26, y: 2, width: 8, height: 6)),
    ],
    forces: [
        (side: "rep", brigades: [
            (id: "rb", name: "Tank brigade", commander: Republican,
                hq: (id: "rb-hq", type: HQ, at: (2, 2), facing: 0),
                units: [
                    (id: "tc", name: "Tank company", kind: TankCompany, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "k", type: Tank, at: (10, 4), facing: 0),
                        ]),
                ]),
            (id: "ib", name: "Infantry brigade", commander: Republican,
                hq: (id: "ib-hq", type: HQ, at: (40, 2), facing: 0),
                units: [
                    (id: "bn", name: "Battalion", kind: Battalion, quality: Regular, faction: PopularArmy,
                        elements: [
                            (id: "r1", type: Rifles, at: (30, 10), facing: 0),
                            (id: "r2", type: Rifles, at: (20, 4), facing: 0),
                            (id: "r3", type: Rifles, at: (22, 4), facing: 0),
                            (id: "r4", type: Rifles, at: (24, 4), facing: 0),
                        ]),
                ]),
        ]),
        (side: "nat", brigades: [
            (id: "nb", name: "Nationalist brigade", commander: Nationalist,
                hq: (id: "nb-hq", type: HQ, at: (46, 30), facing: 180),
                units: [
                    (id: "foe", name: "Bandera", kind: Battalion, quality: Regular, faction: Legion,
                        elements: [
                            (id: "n1", type: Rifles, at: (40, 30), facing: 180),
                        ]),
                ]),
        ]),
    ],
)"#;

#[test]
fn a_runaway_tank_pays_half_its_move_to_cross_a_wall() {
    // [SRC] "If a 1 is thrown for the action points of a infantry battalion or tank company,
    // all the tanks in the unit must move at full speed in the direction they are currently
    // facing", and "Obstacles:-walls,... take half a turn to cross". k (10", centre y 4) meets
    // the wall at y 8: 4" is 0.4 of its move, the wall 0.5 more, so it runs 1" beyond: 5"
    // in all, to y 9, not its 10" on open ground.
    let dice = [&[1, 6, 6][..], &[6; 20]].concat();
    let g = scripted_game("forced.ron", FORCED_SCENARIO, dice);
    assert_eq!(g.log()[0].value, 1, "the tank company's AP die");
    let (x, y) = at(&g, "k");
    assert_eq!((x, (y * 10.0).round() / 10.0), (10.0, 9.0));
    assert!(
        g.events()
            .iter()
            .any(|e| e.text.en().contains("k runs 5.0\"")
                && e.text
                    .en()
                    .contains("stopped by the wall at (10\", 8\"), half a move to cross [SRC]")),
        "{:?}",
        g.events()
    );
}

#[test]
fn retiring_troops_go_through_woods_at_half_speed() {
    // [SRC] "If all battalions are reduced to below 50% strength, the brigade is defeated and
    // all battalion action points must be used to retire troop elements full moves"; [INF]
    // bad going at half speed (`movement.bad_going_speed` 0.5). r1 (6") retires toward its
    // own edge (y 0): 2" of open ground to the wood's edge at y 8 is 1/3 of its move, the 2/3
    // left buy 2" in the wood: 4" in all, to y 6, not 6" to y 4.
    let mut g = scripted_game("forced.ron", FORCED_SCENARIO, vec![6; 30]);
    for id in ["r2", "r3", "r4"] {
        g.setup().knock_out(id).unwrap();
    }
    g.setup().forget_knockouts_this_turn();
    crate::common::next_turn(&mut g);
    assert_eq!(
        g.brigades()[1].state,
        trinchera::rules::morale::BrigadeState::Defeated
    );
    let (x, y) = at(&g, "r1");
    assert_eq!((x, (y * 10.0).round() / 10.0), (30.0, 6.0));
    assert!(
        g.events()
            .iter()
            .any(|e| e.text.en().contains("r1 retires 4.0\"")
                && e.text.en().contains("at half speed in bad going [INF]")),
        "{:?}",
        g.events()
    );
}

#[test]
fn troops_riding_in_a_truck_take_the_rout_test() {
    // [SRC] "If an infantry battalion ... suffers 20% losses in one turn, ... all its unpinned
    // elements will take a rout test." r1 rides in the truck ta; the battalion loses r3 and
    // mg2, 2 of 6 (33%). Everyone left tests, r1 too, in element order: bn-hq needs 4+
    // (regular 5,6, headquarters +1) and rolls 6; r1 needs 5+ and rolls 1: it fails and routs,
    // out of the truck; r2 (5+) rolls 6, mg (4+, crewed weapon) rolls 6. r1's one rally roll
    // at the end of the turn is a 1: still routed.
    let mut g = page_game(&[6, 1, 6, 6, 1]);
    ok(&mut g, r#"Mount(elements: ["r1"], into: "ta")"#);
    g.setup().knock_out("r3").unwrap().knock_out("mg2").unwrap();
    for side in ["rep", "nat", "rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    let tests: Vec<(&str, u8)> = g
        .log()
        .iter()
        .filter(|r| r.purpose == "rout test")
        .map(|r| (r.who.as_str(), r.value))
        .collect();
    assert_eq!(tests, [("bn-hq", 6), ("r1", 1), ("r2", 6), ("mg", 6)]);
    let r1 = g.element("r1").unwrap();
    assert_eq!((r1.status, r1.carried_by), (Status::Routed, None));
    assert_eq!(g.element("ta").unwrap().status, Status::Ready);
}

/// A table for animosity and the peninsular officers (issue 27). A wall runs along y 20 with
/// the Bandera's n1 and n2 just in front of it (their bases 0.05" from it), 6" apart; a
/// communist battery, and a communist brigade HQ to spot for it; an anarchist battalion beside
/// the communist one. Units roll AP in file order: comm, anar, pen, leg. The Nationalists' troops are elite
/// and the Republic's regular and militia, so when troops are engaged the Nationalists choose
/// who moves first without a die.
const ANIMOSITY_SCENARIO: &str = r#"Scenario(
    title: "Animosity",
    date: "1937-06",
    sides: [(id: "rep", name: "Republic", initiative: true), (id: "nat", name: "Nationalists")],
    turns: 3,
    table: (48, 32),
    terrain: [
        (id: "w", kind: Wall, shape: Polyline(points: [(16, 20), (34, 20)], width: 0.3)),
    ],
    forces: [
        (side: "rep", brigades: [
            (id: "rb", name: "Republican brigade", commander: Communist,
                hq: (id: "rb-hq", type: HQ, at: (2, 2), facing: 0),
                units: [
                    (id: "comm", name: "Communist battalion", kind: Battalion, quality: Regular, faction: Communist,
                        elements: [
                            (id: "comm-hq", type: HQ, at: (10, 4), facing: 0),
                            (id: "c1", type: Rifles, at: (19, 15), facing: 0),
                            (id: "c2", type: Rifles, at: (21, 15), facing: 0),
                        ]),
                    (id: "anar", name: "Anarchist column", kind: Battalion, quality: Militia, faction: Anarchist,
                        elements: [
                            (id: "a1", type: Rifles, at: (27, 15), facing: 0),
                            (id: "a2", type: Rifles, at: (29, 15), facing: 0),
                            (id: "a3", type: Rifles, at: (31, 15), facing: 0),
                        ]),
                    (id: "pen", name: "Peninsular company", kind: Company, quality: Regular,
                        faction: PeninsularArmy, peninsular: true,
                        elements: [
                            (id: "pen-hq", type: HQ, at: (40, 4), facing: 0),
                            (id: "pen-1", type: Rifles, at: (42, 4), facing: 0),
                        ]),
                ]),
        ]),
        (side: "nat", brigades: [
            (id: "nb", name: "Nationalist brigade", commander: Nationalist,
                hq: (id: "nb-hq", type: HQ, at: (46, 30), facing: 180),
                units: [
                    (id: "leg", name: "Bandera", kind: Battalion, quality: Elite, faction: Legion,
                        elements: [
                            (id: "n1", type: Rifles, at: (26, 19.4), facing: 180),
                            (id: "n2", type: Rifles, at: (20, 19.4), facing: 180),
                            (id: "n3", type: Rifles, at: (40, 28), facing: 180),
                        ]),
                ]),
        ]),
    ],
    batteries: [
        (id: "cbty", side: "rep", name: "Communist battery", faction: Communist),
    ],
    aircraft: [
        (side: "nat", name: "Savoias", sorties: 1),
    ],
)"#;

/// Turn 1's four AP dice (all 6), the test's dice, then 6s.
fn animosity_game(rest: &[u8]) -> trinchera::rules::Game {
    let dice = [6; 4].iter().chain(rest).chain(&[6; 20]).copied().collect();
    scripted_game("animosity.ron", ANIMOSITY_SCENARIO, dice)
}

#[test]
fn no_artillery_support_for_what_a_hostile_unit_assaulted_even_with_its_own_spotter() {
    // [SRC] Animosity: troops subject to it "will not fire on the same target,or close combat
    // it, provide artillery support, or attack the same geographical feature." The anarchists'
    // a1 assaults n1; the communist battery, spotted by the communist brigade's HQ (its own
    // faction), will not shell n1. It may still shell n3, which nobody assaulted.
    let mut g = animosity_game(&[]);
    ok(&mut g, r#"Assault(element: "a1", target: "n1")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    assert_eq!(g.phase(), trinchera::rules::Phase::Artillery);
    let why = rejected(
        &mut g,
        r#"Bombard(battery: "cbty", at: (26, 19.4))"#,
        RuleId::Animosity,
    );
    assert!(why.contains("[SRC animosity"), "{why}");
    let odds = g.bombard_odds("cbty", (40.0, 28.0)).unwrap();
    assert_eq!(odds.spotter.as_deref(), Some("rb-hq"));
    ok(&mut g, r#"Bombard(battery: "cbty", at: (40, 28))"#);
}

#[test]
fn a_wall_is_the_same_geographical_feature_for_animosity() {
    // [SRC] Animosity: they will not "attack the same geographical feature. If it is
    // indeterminant who is the attacking unit,the unit with more elements in rifle range is
    // dominant." n1 and n2 both hold the wall (a line, within `fire.cover_behind` 0.5" of it
    // [INF]), 6" apart. The anarchists (a1, a2, a3: three elements within the rifles' 12" of
    // n2) fire at n1; the communists (c1, c2: two) may not fire at n2: 2 is not more than 3.
    let mut g = animosity_game(&[]);
    for side in ["rep", "nat", "rep", "nat"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    assert_eq!(g.phase(), trinchera::rules::Phase::DirectFire);
    ok(&mut g, r#"Fire(element: "a1", target: "n1")"#);
    let why = rejected(
        &mut g,
        r#"Fire(element: "c1", target: "n2")"#,
        RuleId::Animosity,
    );
    assert!(why.contains("in the wall at (25\", 20\")"), "{why}");
    assert!(why.contains("(3 to 2)"), "{why}");
}

#[test]
fn peninsular_officers_are_tested_when_first_bombed() {
    // [SRC] "roll 1 x D6 when a penninsular unit is first fire on.If score 1,2, the command
    // element is pinned and the unit reverts to militia quality." Bombs are fire too. The
    // Savoias' sortie attacks (6), nobody fires AA, on target (6); the zone at (41, 4) holds
    // pen-hq and pen-1. Before pen-hq's bomb the officers roll 2: pen-hq is pinned and the
    // company is militia. The bombs miss (1, 1). No second officers' roll.
    let mut g = animosity_game(&[6, 6, 2, 1, 1]);
    for side in ["rep", "nat", "rep"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    ok(&mut g, r#"AirStrike(side: "nat", at: (41, 4))"#);
    let purposes: Vec<String> = g.log().iter().skip(4).map(|r| r.purpose.en()).collect();
    let rolls: Vec<(&str, &str, u8)> = g
        .log()
        .iter()
        .skip(4)
        .zip(&purposes)
        .map(|(r, p)| (r.who.as_str(), p.as_str(), r.value))
        .collect();
    assert_eq!(
        rolls,
        [
            ("Savoias", "sortie", 6),
            ("Savoias", "drift", 6),
            (
                "Peninsular company",
                "peninsular officers, first time fired on",
                2
            ),
            ("Savoias", "Field gun at pen-hq: to hit", 1),
            ("Savoias", "Field gun at pen-1: to hit", 1),
        ]
    );
    let pen = g.units().iter().find(|u| u.id == "pen").unwrap();
    assert_eq!(g.rules()[pen.quality].name.value, "Militia");
    assert!(g.element("pen-hq").unwrap().pinned);
    assert!(!g.element("pen-1").unwrap().pinned);
}

#[test]
fn a_pinned_element_stays_pinned_through_the_next_turn_until_it_passes_its_unpinning_test() {
    // [SRC] "Hit elements that are not knocked are pinned ... Place a pinned marker to indicate
    // a pinned element." and "Pinned troops may not move or fire ... They may attempt to
    // recover in the unpinning phase at the end of the turn." The marker is the game's
    // `pinned`: the heavy MG hits t-open (5, 3, 4: two hits), knockout 3 against 4+ in the
    // open: pinned. Elite unpin on 4+: a 2 at the end of turn 1 keeps it pinned through every
    // phase of turn 2 (it may not move or fire), and a 6 at the end of turn 2 unpins it.
    let dice = [&[6; 4][..], &[5, 3, 4, 3, 2], &[6; 30]].concat();
    let mut g = crate::common::fire_game(dice);
    crate::common::to_fire_phase(&mut g);
    ok(&mut g, r#"Fire(element: "hmg", target: "t-open")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let pinned = |g: &trinchera::rules::Game| g.element("t-open").unwrap().pinned;
    assert_eq!(g.turn(), 2);
    assert!(pinned(&g), "the 2 failed the unpinning test");
    let mut phases = Vec::new();
    while g.turn() == 2 {
        phases.push((g.phase(), pinned(&g)));
        let side = g.scenario().sides[g.active()].id.value.clone();
        if g.phase() == trinchera::rules::Phase::Movement && side == "nat" {
            rejected(
                &mut g,
                r#"Move(element: "t-open", to: (35, 13))"#,
                RuleId::Pinned,
            );
        }
        if g.phase() == trinchera::rules::Phase::DirectFire && side == "nat" {
            rejected(
                &mut g,
                r#"Fire(element: "t-open", target: "hmg")"#,
                RuleId::Pinned,
            );
        }
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    use trinchera::rules::Phase::{DirectFire, Movement};
    assert_eq!(
        phases,
        [
            (Movement, true),
            (Movement, true),
            (DirectFire, true),
            (DirectFire, true)
        ]
    );
    let unpin: Vec<(u32, u8, String)> = g
        .log()
        .iter()
        .filter(|r| r.who == "t-open" && r.purpose == "unpinning")
        .map(|r| (r.turn, r.value, r.outcome.en()))
        .collect();
    assert_eq!(
        unpin,
        [(1, 2, "stays pinned".into()), (2, 6, "unpinned".into())]
    );
    assert!(!pinned(&g));
}

/// Two tanks of one company and an anti-tank gun facing them. Units roll AP in file order:
/// tc, atb.
const TANK_LOSS_SCENARIO: &str = r#"Scenario(
    title: "A tank lost",
    date: "1937-06",
    sides: [(id: "rep", name: "Republic", initiative: true), (id: "nat", name: "Nationalists")],
    turns: 3,
    table: (48, 32),
    forces: [
        (side: "rep", brigades: [
            (id: "rb", name: "Tank brigade", commander: Republican,
                hq: (id: "rb-hq", type: HQ, at: (2, 2), facing: 0),
                units: [
                    (id: "tc", name: "Tank company", kind: TankCompany, quality: Regular, faction: Soviet,
                        elements: [
                            (id: "k1", type: Tank, at: (10, 10), facing: 0),
                            (id: "k2", type: Tank, at: (14, 10), facing: 0),
                        ]),
                ]),
        ]),
        (side: "nat", brigades: [
            (id: "nb", name: "Nationalist brigade", commander: Nationalist,
                hq: (id: "nb-hq", type: HQ, at: (46, 30), facing: 180),
                units: [
                    (id: "atb", name: "Anti-tank battery", kind: Battery, quality: Regular, faction: Legion,
                        elements: [
                            (id: "at", type: AntiTankGun, at: (10, 20), facing: 180),
                        ]),
                ]),
        ]),
    ],
)"#;

#[test]
fn a_tank_company_that_lost_a_tank_in_play_no_longer_runs_away() {
    // [SRC] "If a 1 is thrown for the action points of a infantry battalion or tank company,all
    // the tanks in the unit must move at full speed ... This rule does not apply once a tank is
    // destroyed". Turn 1: the anti-tank gun hits k1 (3+: 6) and knocks it out (tanks 4+: 6).
    // The company has lost 1 of 2: k2 takes the rout test and passes (6). Turn 2: the company
    // throws a 1 for action points, and k2 stays where it is.
    let dice = [&[6, 6][..], &[6, 6, 6], &[1, 6], &[6; 20]].concat();
    let mut g = scripted_game("tank-loss.ron", TANK_LOSS_SCENARIO, dice);
    for side in ["rep", "nat", "rep"] {
        ok(&mut g, &format!("EndPhase(side: \"{side}\")"));
    }
    ok(&mut g, r#"Fire(element: "at", target: "k1")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    assert_eq!(g.element("k1").unwrap().status, Status::KnockedOut);
    assert_eq!(g.turn(), 2);
    let ap = g
        .log()
        .iter()
        .find(|r| r.turn == 2 && r.who == "Tank company")
        .unwrap();
    assert_eq!(
        (ap.value, ap.outcome.en().as_str()),
        (
            1,
            "1 AP (a tank was lost: its tanks keep their heads [SRC])"
        )
    );
    assert_eq!(at(&g, "k2"), (14.0, 10.0));
}
