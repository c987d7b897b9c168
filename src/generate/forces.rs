//! Who fights: each side's brigades, from the factions its camp has in the year, with an HQ,
//! battalions of rifles and machine guns, and the support of their day (tanks, guns, anti-tank
//! guns, machine-gun companies), never two factions of an animosity pair in one brigade.

use super::rng::Rng;
use super::{Kind, Size};
use crate::ruleset::Ruleset;

/// What a unit does, which says where it deploys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A battalion in the front line.
    Line,
    /// Machine guns, anti-tank guns, mortars, observers: the second line.
    Support,
    /// Tanks and armoured lorries.
    Armour,
    /// Field guns, at the back.
    Guns,
}

#[derive(Clone, Debug)]
pub struct UnitPlan {
    pub id: String,
    pub name: String,
    /// For labels: "Dim", "T-26".
    pub short: String,
    pub kind: &'static str,
    pub quality: &'static str,
    pub faction: &'static str,
    pub peninsular: bool,
    pub arrives: Option<u32>,
    pub elements: Vec<&'static str>,
    pub role: Role,
}

#[derive(Clone, Debug)]
pub struct BrigadePlan {
    pub id: String,
    pub name: String,
    pub short: String,
    pub commander: &'static str,
    pub units: Vec<UnitPlan>,
}

#[derive(Clone, Debug, Default)]
pub struct SidePlan {
    pub brigades: Vec<BrigadePlan>,
    /// Off-table batteries: name and faction.
    pub batteries: Vec<(String, &'static str)>,
    /// Sorties a turn: name and how many.
    pub aircraft: Option<(String, u8)>,
}

/// The factions each camp's side is drawn from, by year: (faction, first year, last year).
/// Support arms (Soviet tanks, the Condor Legion) lead a side only when asked for.
const REPUBLIC: [(&str, i32, i32); 8] = [
    ("PopularArmy", 1936, 1938),
    ("Anarchist", 1936, 1938),
    ("Communist", 1936, 1938),
    ("InternationalBrigades", 1936, 1938),
    ("POUM", 1936, 1937),
    ("Republican", 1936, 1937),
    ("AssaultGuards", 1936, 1937),
    ("PeninsularArmy", 1936, 1936),
];
const NATIONALISTS: [(&str, i32, i32); 6] = [
    ("Nationalist", 1936, 1938),
    ("Legion", 1936, 1938),
    ("Regulares", 1936, 1938),
    ("Carlist", 1936, 1938),
    ("Falange", 1936, 1938),
    ("Italian", 1937, 1938),
];

/// Foreign help came in the autumn of 1936: the International Brigades, the Soviet tanks and
/// the Condor Legion fight from November of it.
pub fn arrived(faction: &str, year: i32, month: i32) -> bool {
    year > 1936
        || month >= 11
        || !matches!(faction, "InternationalBrigades" | "Soviet" | "CondorLegion")
}

/// A faction the camp fields in the year and month, drawn.
pub fn draw_faction(rng: &mut Rng, camp: usize, year: i32, month: i32) -> &'static str {
    let list: &[(&str, i32, i32)] = if camp == 0 { &REPUBLIC } else { &NATIONALISTS };
    let open: Vec<&str> = list
        .iter()
        .filter(|(_, from, to)| (*from..=*to).contains(&year))
        .filter(|(f, _, _)| arrived(f, year, month))
        .map(|(f, _, _)| *f)
        .collect();
    rng.pick(&open).copied().unwrap_or(list[0].0)
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn roman(n: usize) -> String {
    const R: [(usize, &str); 5] = [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")];
    let mut n = n;
    let mut out = String::new();
    for (v, s) in R {
        while n >= v {
            out.push_str(s);
            n -= v;
        }
    }
    out
}

/// A brigade's commander, name and short name for a side led by `faction`.
fn brigade_head(rng: &mut Rng, faction: &str, year: i32) -> (&'static str, String, String) {
    let pick = |rng: &mut Rng, names: &[&'static str]| -> String {
        rng.pick(names).copied().unwrap_or("Column").to_string()
    };
    let mixed = |rng: &mut Rng| {
        let n = rng.int(1, 220) as usize;
        (format!("{} Mixed Brigade", ordinal(n)), format!("{n} BM"))
    };
    let (commander, (name, short)): (&'static str, (String, String)) = match faction {
        "Anarchist" if year == 1936 => (
            "Anarchist",
            split(pick(
                rng,
                &[
                    "Columna Durruti",
                    "Columna Ascaso",
                    "Columna de Hierro",
                    "Columna Roja y Negra",
                ],
            )),
        ),
        "Anarchist" => ("Anarchist", {
            let n = rng
                .pick(&[119usize, 120, 121, 127, 153])
                .copied()
                .unwrap_or(153);
            (
                format!("{} Mixed Brigade (CNT)", ordinal(n)),
                format!("{n} BM"),
            )
        }),
        "POUM" => (
            "POUM",
            if year == 1936 {
                ("Columna Lenin".to_string(), "Lenin".to_string())
            } else {
                ("29th Division (POUM)".to_string(), "29 Div".to_string())
            },
        ),
        "Communist" if year == 1936 => (
            "Communist",
            split(pick(
                rng,
                &["Columna Líster", "Quinto Regimiento", "Columna Galán"],
            )),
        ),
        "Communist" => ("Communist", {
            let (n, who) = *rng
                .pick(&[
                    (1usize, "Líster"),
                    (11, "Líster"),
                    (46, "El Campesino"),
                    (35, "Walter"),
                ])
                .unwrap_or(&(1, "Líster"));
            if n == 1 {
                ("1st Brigade (Líster)".to_string(), "Líster".to_string())
            } else {
                (
                    format!("{} Division ({who})", ordinal(n)),
                    format!("{n} Div"),
                )
            }
        }),
        "InternationalBrigades" => ("Communist", {
            let list: &[(&str, &str)] = if year == 1936 {
                &[("XI", "Kléber"), ("XII", "Lukács")]
            } else {
                &[
                    ("XI", "Hans"),
                    ("XII", "Lukács"),
                    ("XIII", "Dąbrowski"),
                    ("XIV", "Marseillaise"),
                    ("XV", "Copic"),
                ]
            };
            let (n, who) = *rng.pick(list).unwrap_or(&("XI", "Kléber"));
            (
                format!("{n} International Brigade ({who})"),
                format!("{n} IB"),
            )
        }),
        "Republican" | "AssaultGuards" | "PeninsularArmy" if year == 1936 => (
            "Republican",
            split(pick(
                rng,
                &[
                    "Columna Mangada",
                    "Columna del Rosal",
                    "Columna Perea",
                    "Columna Bayo",
                ],
            )),
        ),
        "Soviet" => (
            "Communist",
            if year == 1938 {
                ("Armoured Division".to_string(), "Arm Div".to_string())
            } else {
                (
                    "Armoured Brigade (Pavlov)".to_string(),
                    "Pavlov".to_string(),
                )
            },
        ),
        "Republican" | "AssaultGuards" | "PeninsularArmy" => ("Republican", mixed(rng)),
        "PopularArmy" => {
            let c = *rng
                .pick(&["PopularArmy", "PopularArmy", "Republican", "Communist"])
                .unwrap_or(&"PopularArmy");
            (c, mixed(rng))
        }
        "Carlist" => (
            if year == 1936 || rng.chance(0.5) {
                "Carlist"
            } else {
                "Nationalist"
            },
            if year == 1936 {
                split(pick(
                    rng,
                    &[
                        "Columna García Escámez",
                        "Columna Ortiz de Zárate",
                        "Columna Beorlegui",
                    ],
                ))
            } else {
                let n = rng.int(1, 5) as usize;
                let unit = if year == 1937 { "Brigade" } else { "Division" };
                (
                    format!("{} Navarrese {unit}", ordinal(n)),
                    format!("{n} Nav"),
                )
            },
        ),
        "Falange" => (
            if rng.chance(0.5) {
                "Falange"
            } else {
                "Nationalist"
            },
            split(pick(
                rng,
                &[
                    "Columna Sagardía",
                    "Columna Cebollino",
                    "Agrupación Galera",
                    "Columna Redondo",
                ],
            )),
        ),
        "Italian" => (
            "Italian",
            split(pick(
                rng,
                &[
                    "Fiamme Nere Division",
                    "Penne Nere Division",
                    "Dio lo Vuole Division",
                    "Littorio Division",
                    "XXIII Marzo Division",
                ],
            )),
        ),
        "RegularArmy" => ("RegularArmy", {
            let n = rng.int(1, 9) as usize;
            (
                format!("{} Regiment of the old army", ordinal(n)),
                format!("{n} Rgt"),
            )
        }),
        _ if year == 1936 => (
            "Nationalist",
            split(pick(
                rng,
                &[
                    "Columna Asensio",
                    "Columna Castejón",
                    "Columna Barrón",
                    "Columna Tella",
                    "Columna Delgado Serrano",
                ],
            )),
        ),
        _ => (
            "Nationalist",
            split(pick(
                rng,
                &[
                    "13th Division (Barrón)",
                    "Agrupación Sáenz de Buruaga",
                    "150th Division",
                    "Agrupación García Valiño",
                    "12th Division (Asensio)",
                ],
            )),
        ),
    };
    (commander, name, short)
}

/// "Columna Durruti" and its short name "Durruti"; "13th Division (Barrón)" and "Barrón".
fn split(name: String) -> (String, String) {
    let short = match name.split_once('(') {
        Some((_, rest)) => rest.trim_end_matches(')').to_string(),
        None => name.split_whitespace().last().unwrap_or("Bde").to_string(),
    };
    (name, short)
}

/// A battalion's faction, quality, name and short name, the `n`th of its brigade.
struct Battalion {
    faction: &'static str,
    quality: &'static str,
    peninsular: bool,
    name: String,
    short: String,
    rifles: &'static str,
}

fn battalion(rng: &mut Rng, faction: &str, year: i32, n: usize) -> Battalion {
    let q = |rng: &mut Rng, militia: f32| {
        if rng.chance(militia) {
            "Militia"
        } else {
            "Regular"
        }
    };
    let mut b = Battalion {
        faction: "PopularArmy",
        quality: "Regular",
        peninsular: false,
        name: format!("{} Battalion", ordinal(n)),
        short: n.to_string(),
        rifles: "Rifles",
    };
    match faction {
        "Anarchist" => {
            b.faction = "Anarchist";
            b.quality = q(rng, if year == 1938 { 0.5 } else { 0.9 });
            b.name = format!("{} CNT Battalion", ordinal(n));
            b.short = format!("CNT{n}");
        }
        "POUM" => {
            b.faction = "POUM";
            b.quality = "Militia";
            b.name = format!("{} POUM Battalion", ordinal(n));
            b.short = format!("POUM{n}");
        }
        "Communist" => {
            b.faction = if year == 1936 || rng.chance(0.5) {
                "Communist"
            } else {
                "PopularArmy"
            };
            b.quality = q(rng, if year == 1936 { 0.5 } else { 0.2 });
            b.name = if year == 1936 {
                format!("{} Battalion, Quinto Regimiento", ordinal(n))
            } else {
                format!("{} Battalion", ordinal(n))
            };
        }
        "InternationalBrigades" => {
            b.faction = "InternationalBrigades";
            b.quality = q(rng, if year == 1936 { 0.5 } else { 0.25 });
            let names: &[(&str, &str)] = if year == 1936 {
                &[
                    ("Edgar André", "EA"),
                    ("Commune de Paris", "CdP"),
                    ("Dąbrowski", "Dab"),
                    ("Thälmann", "Thäl"),
                    ("Garibaldi", "Gar"),
                    ("André Marty", "Marty"),
                ]
            } else {
                &[
                    ("British", "Brit"),
                    ("Lincoln", "Linc"),
                    ("Dimitrov", "Dim"),
                    ("Washington", "Wash"),
                    ("Franco-Belge", "FB"),
                    ("Mackenzie-Papineau", "MacPap"),
                    ("Garibaldi", "Gar"),
                    ("Thälmann", "Thäl"),
                    ("Rakosi", "Rak"),
                ]
            };
            let (name, short) = names[(rng.below(names.len()) + n) % names.len()];
            b.name = format!("{name} Battalion");
            b.short = short.to_string();
        }
        "Republican" => {
            b.faction = if year == 1936 {
                "Republican"
            } else {
                "PopularArmy"
            };
            b.quality = "Militia";
            b.name = format!("{} Militia Battalion", ordinal(n));
        }
        "AssaultGuards" => {
            b.faction = "AssaultGuards";
            b.quality = "Regular";
            b.name = format!("{} Assault Guard Group", ordinal(n));
            b.short = format!("AG{n}");
        }
        "PeninsularArmy" => {
            b.faction = "PeninsularArmy";
            b.peninsular = true;
            let r = *rng
                .pick(&["León", "Wad-Ras", "Covadonga", "Asturias"])
                .unwrap_or(&"León");
            b.name = format!("Battalion of the Regimiento {r}");
            b.short = r.chars().take(3).collect();
        }
        "Soviet" | "PopularArmy" => {
            b.faction = "PopularArmy";
            b.quality = q(rng, if year == 1938 { 0.3 } else { 0.6 });
        }
        "RegularArmy" => {
            b.faction = "RegularArmy";
            b.name = format!("{} Battalion of the old army", ordinal(n));
        }
        "Legion" => {
            b.faction = "Legion";
            b.quality = "Elite";
            let k = rng.int(1, 16) as usize;
            b.name = format!("{} Bandera of the Legion", roman(k));
            b.short = roman(k);
        }
        "Regulares" => {
            b.faction = "Regulares";
            b.quality = "Elite";
            let r = *rng
                .pick(&["Tetuán", "Ceuta", "Melilla", "Larache", "Alhucemas"])
                .unwrap_or(&"Ceuta");
            b.name = format!("Tabor of Regulares de {r}");
            b.short = r.chars().take(3).collect();
        }
        "Carlist" => {
            b.faction = "Carlist";
            b.quality = if year == 1936 { "Militia" } else { "Regular" };
            let t = *rng
                .pick(&[
                    "Montejurra",
                    "del Rey",
                    "de Lácar",
                    "de San Miguel",
                    "de Abárzuza",
                    "de Navarra",
                    "de Burgos-Sangüesa",
                    "de Montserrat",
                ])
                .unwrap_or(&"del Rey");
            b.name = format!("Tercio {t}");
            b.short = t
                .split_whitespace()
                .last()
                .unwrap_or("Req")
                .chars()
                .take(4)
                .collect();
        }
        "Falange" => {
            b.faction = "Falange";
            b.quality = "Militia";
            let p = *rng
                .pick(&["Castile", "Aragón", "Seville", "Valladolid", "Navarre"])
                .unwrap_or(&"Castile");
            b.name = format!("{} Bandera of the Falange of {p}", ordinal(n));
            b.short = format!("FE{n}");
        }
        "Italian" => {
            b.faction = "Italian";
            b.rifles = "ItalianRifles";
            if rng.chance(0.6) {
                b.quality = "Militia";
                b.name = format!("{} Blackshirt Battalion", ordinal(n));
                b.short = format!("CCNN{n}");
            } else {
                b.name = format!("{} Littorio Battalion", ordinal(n));
                b.short = format!("Litt{n}");
            }
        }
        _ => {
            b.faction = "Nationalist";
            let r = *rng
                .pick(&[
                    "San Marcial",
                    "Argel",
                    "Toledo",
                    "Mérida",
                    "Zaragoza",
                    "Aragón",
                    "San Quintín",
                ])
                .unwrap_or(&"Toledo");
            b.name = format!("Battalion of the Regimiento {r}");
            b.short = r
                .split_whitespace()
                .last()
                .unwrap_or("Bn")
                .chars()
                .take(4)
                .collect();
        }
    }
    b
}

/// A support unit a brigade of the camp may have in the year: name, short, kind, faction
/// (`""`: the brigade's own), quality, element types, role.
struct Support {
    name: &'static str,
    short: &'static str,
    kind: &'static str,
    faction: &'static str,
    quality: &'static str,
    elements: &'static [&'static str],
    role: Role,
    from: i32,
    to: i32,
}

#[allow(
    clippy::too_many_arguments,
    reason = "a row of the table, in its order"
)]
const fn s(
    name: &'static str,
    short: &'static str,
    kind: &'static str,
    faction: &'static str,
    quality: &'static str,
    elements: &'static [&'static str],
    role: Role,
    (from, to): (i32, i32),
) -> Support {
    Support {
        name,
        short,
        kind,
        faction,
        quality,
        elements,
        role,
        from,
        to,
    }
}

const REPUBLIC_SUPPORT: [Support; 8] = [
    s(
        "T-26 company",
        "T-26",
        "TankCompany",
        "Soviet",
        "Elite",
        &["Tank", "Tank", "Tank"],
        Role::Armour,
        (1936, 1938),
    ),
    s(
        "BT-5 company",
        "BT-5",
        "TankCompany",
        "Soviet",
        "Regular",
        &["FastTank", "FastTank", "FastTank"],
        Role::Armour,
        (1937, 1938),
    ),
    s(
        "Armoured lorries",
        "Blindado",
        "Company",
        "",
        "Militia",
        &["ArmouredTruck", "ArmouredTruck"],
        Role::Armour,
        (1936, 1937),
    ),
    s(
        "Anti-tank section (45 mm)",
        "45 mm",
        "Section",
        "PopularArmy",
        "Regular",
        &["AntiTankGun", "AntiTankGun"],
        Role::Support,
        (1937, 1938),
    ),
    s(
        "Machine-gun company",
        "Maxim",
        "Company",
        "",
        "Regular",
        &["HeavyMG", "HeavyMG"],
        Role::Support,
        (1936, 1938),
    ),
    s(
        "Field battery (75 mm)",
        "75",
        "Battery",
        "PopularArmy",
        "Regular",
        &["FieldGun", "FieldGun"],
        Role::Guns,
        (1937, 1938),
    ),
    s(
        "Field battery",
        "75",
        "Battery",
        "Republican",
        "Regular",
        &["FieldGun"],
        Role::Guns,
        (1936, 1936),
    ),
    s(
        "Mortar section (81 mm)",
        "81",
        "Section",
        "",
        "Regular",
        &["MediumMortar", "MediumMortar"],
        Role::Support,
        (1937, 1938),
    ),
];

const NATIONALIST_SUPPORT: [Support; 7] = [
    s(
        "Panzer I company",
        "Pz I",
        "TankCompany",
        "CondorLegion",
        "Regular",
        &["LightTank", "LightTank", "LightTank"],
        Role::Armour,
        (1936, 1938),
    ),
    s(
        "Captured T-26 company",
        "T-26",
        "TankCompany",
        "Nationalist",
        "Regular",
        &["Tank", "Tank"],
        Role::Armour,
        (1937, 1938),
    ),
    s(
        "3.7 cm Pak 36 section",
        "Pak",
        "Section",
        "CondorLegion",
        "Regular",
        &["AntiTankGun", "AntiTankGun"],
        Role::Support,
        (1936, 1938),
    ),
    s(
        "Machine-gun company",
        "MG",
        "Company",
        "",
        "Regular",
        &["HeavyMG", "HeavyMG"],
        Role::Support,
        (1936, 1938),
    ),
    s(
        "Field battery (75 mm)",
        "75",
        "Battery",
        "Nationalist",
        "Regular",
        &["FieldGun", "FieldGun"],
        Role::Guns,
        (1936, 1938),
    ),
    s(
        "Cavalry squadrons",
        "Cab",
        "Company",
        "Nationalist",
        "Regular",
        &["Cavalry", "Cavalry"],
        Role::Support,
        (1936, 1938),
    ),
    s(
        "Condor Legion machine guns",
        "Condor",
        "Company",
        "CondorLegion",
        "Elite",
        &["HeavyMG", "HeavyMG"],
        Role::Support,
        (1937, 1938),
    ),
];

const ITALIAN_SUPPORT: [Support; 5] = [
    s(
        "CV-33 tankette company",
        "CV-33",
        "TankCompany",
        "Italian",
        "Regular",
        &["LightTank", "LightTank", "FlamethrowerTank"],
        Role::Armour,
        (1936, 1938),
    ),
    s(
        "65/17 battery",
        "65/17",
        "Battery",
        "Italian",
        "Regular",
        &["FieldGun"],
        Role::Guns,
        (1936, 1938),
    ),
    s(
        "47/32 anti-tank section",
        "47/32",
        "Section",
        "Italian",
        "Regular",
        &["AntiTankGun"],
        Role::Support,
        (1936, 1938),
    ),
    s(
        "Bersaglieri cyclists",
        "Cicl",
        "Company",
        "Italian",
        "Regular",
        &["Bicycles", "Bicycles"],
        Role::Support,
        (1936, 1938),
    ),
    s(
        "Breda 20 mm section",
        "Breda",
        "Section",
        "Italian",
        "Regular",
        &["AntiAircraftCannon"],
        Role::Support,
        (1937, 1938),
    ),
];

/// Whether `faction` will fight beside every one of `others` [SRC animosity].
pub fn fights_beside(rules: &Ruleset, others: &[&str], faction: &str) -> bool {
    let Some(f) = rules.faction_id(faction) else {
        return false;
    };
    others
        .iter()
        .all(|o| rules.faction_id(o).is_some_and(|o| !rules.hostile(o, f)))
}

/// How many battalions and supports each side gets.
fn strength(size: Size, kind: Kind, side: usize, rng: &mut Rng) -> (usize, usize) {
    let (base, support) = match size {
        Size::Small => (1, 1),
        Size::Medium => (2, 2),
        Size::Large => (3, 3),
    };
    match kind {
        Kind::Attack { attacker } if attacker == side => (base + 1, support + rng.below(2)),
        Kind::Attack { .. } => (base, support.max(1) - rng.below(2).min(support - 1)),
        Kind::Meeting => (base + rng.below(2), support),
    }
}

/// One side's forces. `camp` 0 is the Republic, 1 the Nationalists; `lead` its main faction.
pub fn side_plan(
    rng: &mut Rng,
    rules: &Ruleset,
    camp: usize,
    lead: &'static str,
    (year, month): (i32, i32),
    size: Size,
    kind: Kind,
) -> SidePlan {
    let (battalions, supports) = strength(size, kind, camp, rng);
    let brigades = if battalions >= 4 || (battalions == 3 && rng.chance(0.5)) {
        2
    } else {
        1
    };
    let prefix = if camp == 0 { "r" } else { "n" };
    let mut plan = SidePlan::default();
    let mut left = battalions;
    let mut supports_left = supports;
    let mut used: Vec<String> = Vec::new();
    for bi in 0..brigades {
        let faction = if bi == 0 || rng.chance(0.5) {
            lead
        } else {
            draw_faction(rng, camp, year, month)
        };
        let (mut commander, mut name, mut short) = brigade_head(rng, faction, year);
        // Two brigades of one name on a side would read as one: draw again, or number it.
        for _ in 0..4 {
            if !plan.brigades.iter().any(|b| b.name == name) {
                break;
            }
            (commander, name, short) = brigade_head(rng, faction, year);
        }
        if plan.brigades.iter().any(|b| b.name == name) {
            name = format!("{name}, second group");
            short = format!("{short} II");
        }
        let id = format!("{prefix}{}", bi + 1);
        let share = if bi + 1 == brigades {
            left
        } else {
            left.div_ceil(2)
        };
        left -= share;
        let mut units = Vec::new();
        let mut factions: Vec<&'static str> = vec![commander];
        for n in 1..=share.max(1) {
            // Another draw for a battalion the side already has (two XIV Banderas).
            let mut b = battalion(rng, faction, year, n);
            for _ in 0..4 {
                if !used.contains(&b.name) {
                    break;
                }
                b = battalion(rng, faction, year, n);
            }
            used.push(b.name.clone());
            // A battalion that would not fight beside its brigade is of the brigade's own
            // faction instead (an Italian battalion in a Spanish column, say).
            let b = if fights_beside(rules, &factions, b.faction) {
                b
            } else {
                battalion(rng, commander, year, n)
            };
            if !fights_beside(rules, &factions, b.faction) {
                continue;
            }
            factions.push(b.faction);
            let mut elements = vec!["HQ"];
            let rifles = rng.int(3, 5) as usize;
            elements.extend(std::iter::repeat_n(b.rifles, rifles));
            elements.push(if rng.chance(0.6) {
                "HeavyMG"
            } else {
                "LightMG"
            });
            if rng.chance(0.4) {
                elements.push("LightMG");
            }
            if rng.chance(if year == 1936 { 0.2 } else { 0.5 }) {
                elements.push("LightMortar");
            }
            if b.faction == "Anarchist" && rng.chance(0.4) {
                elements.push("Dynamiteros");
            }
            if camp == 0 && year >= 1937 && rng.chance(0.15) {
                elements.push("AntiTankRifle");
            }
            units.push(UnitPlan {
                id: format!("{id}-b{n}"),
                name: b.name,
                short: b.short,
                kind: "Battalion",
                quality: b.quality,
                faction: b.faction,
                peninsular: b.peninsular,
                arrives: None,
                elements,
                role: Role::Line,
            });
        }
        // Support: the brigade's share, from what its factions will fight beside.
        let mine = if bi + 1 == brigades {
            supports_left
        } else {
            supports_left.div_ceil(2)
        };
        supports_left -= mine;
        let table: &[Support] = if factions.contains(&"Italian") {
            &ITALIAN_SUPPORT
        } else if camp == 0 {
            &REPUBLIC_SUPPORT
        } else {
            &NATIONALIST_SUPPORT
        };
        let own = units.first().map_or(commander, |u| u.faction);
        let mut open: Vec<&Support> = table
            .iter()
            .filter(|s| (s.from..=s.to).contains(&year) && arrived(s.faction, year, month))
            .filter(|s| {
                let f = if s.faction.is_empty() { own } else { s.faction };
                fights_beside(rules, &factions, f)
            })
            .collect();
        // A side led by a support arm has it.
        if let Some(i) = open.iter().position(|s| s.faction == lead && bi == 0) {
            let first = open.remove(i);
            open.insert(0, first);
        } else {
            rng.shuffle(&mut open);
        }
        for (k, sup) in open.into_iter().take(mine).enumerate() {
            let f = if sup.faction.is_empty() {
                own
            } else {
                sup.faction
            };
            let mut elements = sup.elements.to_vec();
            if sup.kind == "Battery" && rng.chance(0.5) {
                elements.push("Limber");
            }
            let quality = if sup.faction.is_empty() && own == "Anarchist" {
                "Militia"
            } else {
                sup.quality
            };
            units.push(UnitPlan {
                id: format!("{id}-s{}", k + 1),
                name: sup.name.to_string(),
                short: sup.short.to_string(),
                kind: sup.kind,
                quality,
                faction: f,
                peninsular: false,
                arrives: None,
                elements,
                role: sup.role,
            });
        }
        plan.brigades.push(BrigadePlan {
            id,
            name,
            short,
            commander,
            units,
        });
    }
    // An off-table battery, with an observer, and sorties in the air.
    if rng.chance(0.45)
        && let Some(b) = plan.brigades.first()
    {
        let faction = b.units.first().map_or(b.commander, |u| u.faction);
        let name = if camp == 0 {
            "Divisional artillery"
        } else {
            "Divisional artillery (105 mm)"
        };
        plan.batteries.push((name.to_string(), faction));
        let bid = b.id.clone();
        let quality = "Regular";
        if let Some(b) = plan.brigades.first_mut() {
            b.units.push(UnitPlan {
                id: format!("{bid}-obs"),
                name: "Artillery observers".to_string(),
                short: "Obs".to_string(),
                kind: "Section",
                quality,
                faction,
                peninsular: false,
                arrives: None,
                elements: vec!["Observer"],
                role: Role::Support,
            });
        }
    }
    let air = match (camp, year) {
        (0, 1936) => Some(("I-15 Chatos of the Republican air force", 0.35)),
        (0, _) => Some(("I-16 Moscas and R-Z Natachas", 0.25)),
        (_, 1936) => Some(("Ju 52 and He 51 of the Condor Legion", 0.25)),
        (_, _) if plan.brigades.iter().any(|b| b.commander == "Italian") => {
            Some(("Fiat CR.32 of the Aviazione Legionaria", 0.4))
        }
        _ => Some(("He 51 of the Condor Legion", 0.4)),
    };
    if let Some((name, p)) = air
        && rng.chance(p)
    {
        plan.aircraft = Some((name.to_string(), 1));
    }
    plan
}

/// Crewed weapons and vehicles, as the communist-brigade rule counts equipment [INF].
fn equipment(rules: &Ruleset, b: &BrigadePlan) -> usize {
    b.units
        .iter()
        .flat_map(|u| u.elements.iter())
        .filter(|e| rules.element_type(e).is_some_and(|t| t.crewed || t.vehicle))
        .count()
}

/// [SRC] From the rule's year a communist-commanded brigade has no less equipment than the best
/// equipped other brigade of its side: it gets heavy machine guns until it has.
pub fn communist_rule(rules: &Ruleset, year: i32, plan: &mut SidePlan) {
    let rule = &rules.communist_brigades;
    if year < rule.from_year {
        return;
    }
    let most = plan
        .brigades
        .iter()
        .filter(|b| b.commander != rule.commander.value)
        .map(|b| equipment(rules, b))
        .max()
        .unwrap_or(0);
    for b in plan
        .brigades
        .iter_mut()
        .filter(|b| b.commander == rule.commander.value)
    {
        let lack = most.saturating_sub(equipment(rules, b));
        if let Some(u) = b.units.iter_mut().find(|u| u.role == Role::Line) {
            u.elements.extend(std::iter::repeat_n("HeavyMG", lack));
        }
    }
}
