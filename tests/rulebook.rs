//! The ruleset data against the rulebook, row by row. The numbers are read from the rules
//! pages (docs/rules, a copy of ../shared/rules); only the names that join a row of the book to a
//! row of the data are written here.

use crate::common::{repo, rules};
use trinchera::ruleset::{Knockout, Protection};

fn rules_readme() -> String {
    std::fs::read_to_string(repo().join("docs/rules/README.md")).unwrap()
}

/// Whether this run is CI's (`.ci/run` sets `CI`, as hosted CI services do).
fn on_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "0" && v != "false")
}

#[test]
fn the_copy_of_the_rules_matches_the_shared_pages() {
    // The shared folder sits beside the clone on the developers' machines and on CI: there
    // the copy must be the same text. A clone elsewhere cannot compare, and says so rather
    // than pass as if it had.
    let shared = repo().join("../shared/rules");
    if !shared.exists() {
        assert!(
            !on_ci(),
            "{} is missing: CI must compare docs/rules with the shared pages",
            shared.display()
        );
        eprintln!(
            "skipped: {} is not beside this clone, so docs/rules cannot be compared with it",
            shared.display()
        );
        return;
    }
    for f in ["README.md", "source-morale.txt", "source-movement-fire.txt"] {
        let a = std::fs::read_to_string(shared.join(f)).unwrap();
        let b = std::fs::read_to_string(repo().join("docs/rules").join(f)).unwrap();
        assert_eq!(a, b, "docs/rules/{f} differs from the shared rules");
    }
}

/// "5+" -> 5, "6 (soft cover only)" -> 6, "–" -> None.
fn d6(cell: &str) -> Option<u8> {
    let digits: String = cell.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok()
}

#[test]
fn direct_fire_chart_row_by_row() {
    // [SRC] Direct fire chart.
    let names = [
        ("rifles", "Rifles"),
        ("Italian rifles", "ItalianRifles"),
        ("light MG", "LightMG"),
        ("heavy MG", "HeavyMG"),
        ("field gun / howitzer", "FieldGun"),
        ("anti-tank gun", "AntiTankGun"),
        ("cannon 20–40 mm", "Cannon"),
        ("anti-tank rifle", "AntiTankRifle"),
        ("light mortar", "LightMortar"),
        ("medium mortar", "MediumMortar"),
        ("flamethrower", "Flamethrower"),
    ];
    let rules = rules();
    let readme = rules_readme();
    let rows: Vec<Vec<&str>> = readme
        .lines()
        .skip_while(|l| !l.starts_with("| weapon |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| l.trim_matches('|').split('|').map(str::trim).collect())
        .collect();
    assert_eq!(rows.len(), names.len(), "the chart has {} rows", rows.len());
    assert_eq!(rules.weapons.len(), names.len());
    for row in rows {
        let (_, name) = names
            .iter()
            .find(|(book, _)| *book == row[0])
            .unwrap_or_else(|| panic!("no weapon for chart row {:?}", row[0]));
        let w = rules.weapon(name).unwrap();
        assert_eq!(w.shots.to_string(), row[1], "{name} shots");
        let range = row[2].trim_end_matches('"');
        let (min, max) = match range.split_once('–') {
            Some((a, b)) => (a.parse::<f32>().unwrap(), b.parse::<f32>().unwrap()),
            None => (0.0, range.parse::<f32>().unwrap()),
        };
        assert_eq!(w.range, (min, max), "{name} range");
        assert_eq!(Some(w.to_hit), d6(row[3]), "{name} to hit");
        let expected = Knockout {
            open: d6(row[4]),
            cover: d6(row[5]),
            trenches: d6(row[6]),
            pillbox: d6(row[7]),
            tanks: d6(row[8]),
        };
        assert_eq!(w.knockout, expected, "{name} knockout");
        assert_eq!(
            w.soft_cover_only,
            row[5].contains("soft"),
            "{name} soft cover only"
        );
        assert_eq!(format!("{}°", w.arc), row[9], "{name} arc");
    }
}

#[test]
fn a_4_plus_to_hit_is_one_half() {
    // [SRC] rifles hit on 4, 5, 6: three faces of six.
    let w = rules().weapon("Rifles").unwrap().to_hit;
    let p = (w..=6).count() as f64 / 6.0;
    assert_eq!(p, 0.5);
}

#[test]
fn movement_distances_from_the_source_page() {
    // [SRC] Movement distances: "Rifles and light machineguns 150m(6")" and so on.
    let page = std::fs::read_to_string(repo().join("docs/rules/source-movement-fire.txt")).unwrap();
    let rows: Vec<(String, f32, f32)> = page
        .lines()
        .skip_while(|l| !l.starts_with("Distances"))
        .skip(1)
        .skip_while(|l| l.trim().is_empty())
        .take_while(|l| !l.trim().is_empty())
        .map(|l| {
            let (name, dist) = l.split_once('\t').unwrap();
            let metres: f32 = dist.split('m').next().unwrap().parse().unwrap();
            let inches: f32 = dist
                .split('(')
                .nth(1)
                .unwrap()
                .trim_end_matches("\")")
                .parse()
                .unwrap();
            (name.to_string(), metres, inches)
        })
        .collect();
    assert_eq!(rows.len(), 8);
    let rules = rules();
    let off_road = |names: &[&str], inches: f32| {
        for n in names {
            assert_eq!(rules.element_type(n).unwrap().move_inches, inches, "{n}");
        }
    };
    let on_road = |names: &[&str], inches: f32| {
        for n in names {
            assert_eq!(
                rules.element_type(n).unwrap().road_move,
                Some(inches),
                "{n}"
            );
        }
    };
    for (name, metres, inches) in rows {
        // [SRC] 1" = 25 m.
        assert_eq!(metres / inches, rules.metres_per_inch, "{name}");
        match name.as_str() {
            "Rifles and light machineguns" => {
                off_road(&["Rifles", "ItalianRifles", "LightMG", "HQ"], inches)
            }
            "Heavy machineguns,mortars & wagons" => {
                off_road(&["HeavyMG", "LightMortar", "MediumMortar", "Wagon"], inches)
            }
            "Manhandled guns" => {
                off_road(&["FieldGun", "AntiTankGun", "AntiAircraftCannon"], inches)
            }
            "Tanks,Spanish A\\trucks & limbers" => off_road(
                &[
                    "Tank",
                    "LightTank",
                    "FlamethrowerTank",
                    "ArmouredTruck",
                    "Limber",
                ],
                inches,
            ),
            "Cavalry and fast tanks" => off_road(&["Cavalry", "FastTank"], inches),
            "Bicycles on road" => on_road(&["Bicycles"], inches),
            "Wheeled transport on road" => on_road(&["Truck"], inches),
            "Wheeled transport off road" => off_road(&["Truck"], inches),
            other => panic!("no element types for the movement row {other:?}"),
        }
    }
}

#[test]
fn morale_table_from_the_source_page() {
    // [SRC] "The 50% and 20% Rout Test": Elites 4,5,6; Regulars 5,6; Militia 6; +1 each for a
    // crewed weapon, headquarters, defending fortifications; militia 4,5 roll again once.
    let page = std::fs::read_to_string(repo().join("docs/rules/source-morale.txt")).unwrap();
    let table: Vec<&str> = page
        .lines()
        .skip_while(|l| !l.starts_with("The 50% and 20% Rout Test"))
        .take(12)
        .collect();
    let cell = |label: &str| -> String {
        let line = table.iter().find(|l| l.contains(label)).unwrap();
        line.split('|')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .nth(1)
            .unwrap()
            .to_string()
    };
    let rules = rules();
    for (label, quality) in [
        ("Elites", "Elite"),
        ("Regulars", "Regular"),
        ("Militia", "Militia"),
    ] {
        let lowest: u8 = cell(label).split(',').next().unwrap().parse().unwrap();
        assert_eq!(rules.quality(quality).unwrap().pass, lowest, "{quality}");
    }
    let m = &rules.morale_modifiers;
    assert_eq!(cell("Crewed weapon"), format!("+{}", m.crewed_weapon));
    assert_eq!(cell("Headquarters"), format!("+{}", m.headquarters));
    assert_eq!(
        cell("Defending fortifications"),
        format!("+{}", m.defending_fortifications)
    );
    assert!(page.contains("(If militia score 4,5 on the die roll, they can roll again once!)"));
    assert_eq!(rules.quality("Militia").unwrap().reroll_on, vec![4, 5]);
    assert!(rules.quality("Elite").unwrap().reroll_on.is_empty());
}

#[test]
fn rout_shares_and_the_peninsular_officers_from_the_source_page() {
    // [SRC] "If an infantry battalion or tank company suffers 20% losses in one turn, or any
    // company or larger unit falls below 50% strength"; "If score 1,2, the command element is
    // pinned and the unit reverts to militia quality."
    let page = std::fs::read_to_string(repo().join("docs/rules/source-morale.txt")).unwrap();
    let percent_before = |words: &str| -> f32 {
        let at = page.find(words).unwrap_or_else(|| panic!("{words:?}"));
        let digits: String = page[..at]
            .chars()
            .rev()
            .skip_while(|c| *c == '%')
            .take_while(|c| c.is_ascii_digit())
            .collect();
        digits
            .chars()
            .rev()
            .collect::<String>()
            .parse::<f32>()
            .unwrap()
            / 100.0
    };
    let rules = rules();
    let m = &rules.morale;
    assert_eq!(m.rout_loss_in_turn, percent_before(" losses in one turn"));
    assert_eq!(m.half_strength, percent_before(" strength or suffers"));
    assert!(page.contains("If score 1,2, the command element is pinned"));
    assert_eq!(m.peninsular_fails_on, 2);
    assert!(page.contains("reverts to militia quality"));
    assert_eq!(m.peninsular_becomes.as_str(), "Militia");
    // "an infantry battalion or tank company": the 20% test; the rest only below 50%.
    for k in &rules.unit_kinds {
        let battalion = matches!(k.name.as_str(), "Battalion" | "TankCompany");
        assert_eq!(k.rout_test_on_turn_loss, battalion, "{}", k.name.as_str());
    }
}

#[test]
fn default_bases_from_the_rules_readme() {
    // [INF] Default bases 1.6" x 0.8" (infantry, MG, mortar, HQ), 1.6" x 1.2" (guns),
    // 1.2" x 2.0" (tanks, armoured trucks), 1.0" x 2.0" (trucks).
    let readme = rules_readme();
    let line = readme
        .lines()
        .find(|l| l.contains("Default bases"))
        .unwrap()
        .to_string()
        + readme
            .lines()
            .skip_while(|l| !l.contains("Default bases"))
            .nth(1)
            .unwrap();
    let sizes: Vec<(f32, f32)> = line
        .split(" x ")
        .collect::<Vec<_>>()
        .windows(2)
        .map(|w| {
            let a: String = w[0]
                .chars()
                .rev()
                .skip(1)
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            let a: String = a.chars().rev().collect();
            let b: String = w[1]
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            (a.parse().unwrap(), b.parse().unwrap())
        })
        .collect();
    assert_eq!(sizes.len(), 4, "{line}");
    let rules = rules();
    let groups: [&[&str]; 4] = [
        &[
            "Rifles",
            "ItalianRifles",
            "LightMG",
            "HeavyMG",
            "LightMortar",
            "MediumMortar",
            "HQ",
        ],
        &["FieldGun", "AntiTankGun", "AntiAircraftCannon"],
        &["Tank", "LightTank", "FastTank", "ArmouredTruck"],
        &["Truck"],
    ];
    for (size, names) in sizes.iter().zip(groups) {
        for n in names {
            assert_eq!(rules.element_type(n).unwrap().base, *size, "{n}");
        }
    }
}

#[test]
fn animosity_pairs_from_the_rules_readme() {
    // [SRC] Carlist–Falange, Anarchist–Communist, POUM–Communist, Anarchist–Assault Guards,
    // Italians–everyone.
    let readme = rules_readme();
    // The bullet runs on over its indented continuation lines.
    let bullet: Vec<&str> = readme
        .lines()
        .skip_while(|l| !l.starts_with("- **Animosity**"))
        .enumerate()
        .take_while(|(i, l)| *i == 0 || l.starts_with("  "))
        .map(|(_, l)| l.trim())
        .collect();
    let line = bullet.join(" ");
    let list = line.split(": ").nth(1).unwrap().split('.').next().unwrap();
    let name = |s: &str| match s.trim() {
        "Assault Guards" => "AssaultGuards".to_string(),
        "Italians" => "Italian".to_string(),
        "everyone" => "*".to_string(),
        other => other.to_string(),
    };
    let book: Vec<(String, String)> = list
        .split(", ")
        .map(|p| {
            let (a, b) = p.split_once('–').unwrap();
            (name(a), name(b))
        })
        .collect();
    let data: Vec<(String, String)> = rules()
        .animosity
        .iter()
        .map(|(a, b)| (a.value.clone(), b.value.clone()))
        .collect();
    assert_eq!(book, data);
}

#[test]
fn the_cover_list_from_the_rules_readme() {
    // [SRC] "Cover is gullies, ditches, walls, buildings, caves, rocky ground, embankments,
    // rubble (hard cover); small arms knock out only behind soft cover: hedges, fences, wood
    // edges, reed beds." Each name on the list is a terrain kind with that protection; caves
    // have no kind (docs/rules/inferred.md).
    let readme = rules_readme().replace('\n', " ");
    let list = |from: &str, to: &str| -> Vec<String> {
        let start = readme.find(from).unwrap() + from.len();
        let end = start + readme[start..].find(to).unwrap();
        readme[start..end]
            .split(", ")
            .map(|s| s.trim().to_string())
            .collect()
    };
    let kind = |name: &str| match name {
        "gullies" => Some("Gully"),
        "ditches" => Some("Ditch"),
        "walls" => Some("Wall"),
        "buildings" => Some("Urban"),
        "caves" => None,
        "rocky ground" => Some("Rocky"),
        "embankments" => Some("Embankment"),
        "rubble" => Some("Rubble"),
        "hedges" => Some("Hedge"),
        "fences" => Some("Fence"),
        "wood edges" => Some("Woods"),
        "reed beds" => Some("ReedBed"),
        other => panic!("no terrain kind for {other:?} on the cover list"),
    };
    let rules = rules();
    let hard = list("Cover is ", " (hard cover)");
    let soft = list("behind soft cover: ", ".");
    assert_eq!((hard.len(), soft.len()), (8, 4), "{hard:?} {soft:?}");
    for (names, protection) in [(hard, Protection::HardCover), (soft, Protection::SoftCover)] {
        for name in names {
            if let Some(k) = kind(&name) {
                let t = rules.terrain(k).unwrap_or_else(|| panic!("no kind {k}"));
                assert_eq!(t.protection, protection, "{name}");
            }
        }
    }
}
