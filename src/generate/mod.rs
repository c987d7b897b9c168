//! `trinchera generate`: a random but plausible battle from a seed. A table of the size asked
//! for with terrain of the ruleset's kinds (`terrain`), a Republican and a Nationalist side of
//! brigades the year could have fielded (`forces`), set out along their table edges
//! (`deploy`), objectives and a turn limit (`objectives`); written in the editor's layout and
//! checked as `trinchera check` checks a file. `--balanced` plays scripted games on it and
//! adjusts the forces (`balance`). The same seed and options give the same bytes anywhere: the
//! dice are ChaCha8 drawn as integers (`rng`), and the shapes use no trigonometry (`shapes`).

pub mod balance;
pub mod deploy;
pub mod forces;
pub mod objectives;
pub mod rng;
pub mod shapes;
pub mod terrain;

use std::path::PathBuf;
use std::process::ExitCode;

use crate::editor::comments::Comments;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::scenario::format::{Aircraft, Battery, Objective, SideDef};
use crate::words::{Arg, Msg};
use forces::SidePlan;
use rng::Rng;
use terrain::{Table, sp};

/// How big a table: 48" x 32", 60" x 40" or 72" x 48".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Size {
    #[default]
    Small,
    Medium,
    Large,
}

impl Size {
    pub fn table(self) -> (f32, f32) {
        match self {
            Size::Small => (48.0, 32.0),
            Size::Medium => (60.0, 40.0),
            Size::Large => (72.0, 48.0),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Large => "large",
        }
    }
}

/// What to generate.
#[derive(Clone, Debug)]
pub struct Options {
    pub seed: u64,
    pub size: Size,
    /// 1936, 1937 or 1938; drawn from the seed if not given.
    pub year: Option<i32>,
    /// `FACTION,FACTION`: the faction leading each side, in either order.
    pub sides: Option<String>,
}

/// An attack on a defended position, or two forces meeting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Attack { attacker: usize },
    Meeting,
}

/// The table and where each side stands: side `bottom` along y = 0, the other along the top
/// edge; each side's zone reaches `front[side]` inches in from its edge.
#[derive(Clone, Debug)]
pub struct Frame {
    pub w: f32,
    pub h: f32,
    pub bottom: usize,
    pub front: [f32; 2],
}

impl Frame {
    /// The table's y of a point `d` inches in from side `side`'s edge.
    pub fn y(&self, side: usize, d: f32) -> f32 {
        if side == self.bottom { d } else { self.h - d }
    }

    /// How far in from side `side`'s edge a table y is.
    pub fn depth(&self, side: usize, y: f32) -> f32 {
        if side == self.bottom { y } else { self.h - y }
    }

    /// Toward the enemy: up the table from the bottom edge, down from the top.
    pub fn facing(&self, side: usize) -> f32 {
        if side == self.bottom { 0.0 } else { 180.0 }
    }
}

/// The sides, in the order the shipped battles have them.
pub const SIDES: [&str; 2] = ["republic", "nationalist"];
const SIDE_NAMES: [&str; 2] = ["Republic", "Nationalists"];

/// A generated battle before it is written: everything `--balanced` may change and lay out again.
pub struct Battle {
    pub options: Options,
    pub year: i32,
    pub date: String,
    pub frame: Frame,
    pub kind: Kind,
    pub initiative: usize,
    pub turns: u32,
    pub table: Table,
    pub plans: [SidePlan; 2],
    pub objectives: Vec<Objective>,
    /// What `--balanced` did, for the description.
    pub balance_note: Option<String>,
    pub balanced: bool,
}

/// Every faction the generator knows how to field, by the ruleset's names.
const KNOWN: [&str; 17] = [
    "Carlist",
    "Falange",
    "Anarchist",
    "Communist",
    "POUM",
    "AssaultGuards",
    "Italian",
    "RegularArmy",
    "Legion",
    "Regulares",
    "InternationalBrigades",
    "PeninsularArmy",
    "CondorLegion",
    "Nationalist",
    "Republican",
    "PopularArmy",
    "Soviet",
];

/// The factions there are, by camp, for an error message.
fn factions_list(rules: &Ruleset) -> Arg {
    let mut parts: Vec<Msg> = rules
        .camps
        .iter()
        .map(|c| {
            let fs = c.factions.iter().map(|f| f.as_str().to_string());
            msg!(
                "gen-camp-factions",
                camp = msg!("gen-camp", camp = &c.name.value),
                factions = Arg::names(fs, "join-comma")
            )
        })
        .collect();
    let either: Vec<&str> = rules
        .faction_names()
        .filter(|f| rules.camp_of_faction(f).is_none())
        .collect();
    if !either.is_empty() {
        parts.push(msg!(
            "gen-either-side",
            factions = Arg::names(either, "join-comma")
        ));
    }
    Arg::msgs(parts, "join-semicolon")
}

/// `--sides A,B`: the faction leading the Republic's side and the Nationalists', given in
/// either order.
pub fn parse_sides(text: &str, rules: &Ruleset) -> Result<[&'static str; 2], String> {
    let Some((a, b)) = text.split_once(',') else {
        return Err(t!(
            "gen-not-two-factions",
            value = text,
            factions = factions_list(rules)
        ));
    };
    let mut found = Vec::new();
    for name in [a.trim(), b.trim()] {
        let known = KNOWN
            .iter()
            .find(|k| **k == name && rules.faction(k).is_some());
        match known {
            Some(k) => found.push(*k),
            None => {
                let factions = factions_list(rules);
                return Err(
                    match crate::spanned::did_you_mean(name, rules.faction_names()) {
                        Some(like) => t!(
                            "gen-no-faction-did-you-mean",
                            name = name,
                            like = like,
                            factions = factions
                        ),
                        None => t!("gen-no-faction", name = name, factions = factions),
                    },
                );
            }
        }
    }
    let camp = |f: &str| {
        rules.camp_of_faction(f).and_then(|c| {
            rules
                .camps
                .iter()
                .position(|x| x.name.value == c.name.value)
        })
    };
    let (ca, cb) = (camp(found[0]), camp(found[1]));
    // A faction of neither camp takes the side the other one leaves.
    let (ca, cb) = match (ca, cb) {
        (Some(x), None) => (Some(x), Some(1 - x.min(1))),
        (None, Some(y)) => (Some(1 - y.min(1)), Some(y)),
        other => other,
    };
    match (ca, cb) {
        (Some(x), Some(y)) if x != y && x < 2 && y < 2 => {
            let mut out = [found[0]; 2];
            out[x] = found[0];
            out[y] = found[1];
            Ok(out)
        }
        _ => {
            let whose = ca
                .and_then(|c| rules.camps.get(c))
                .map_or(msg!("gen-neither-camp"), |c| {
                    msg!("gen-camp", camp = &c.name.value)
                });
            Err(t!(
                "gen-same-camp",
                a = found[0],
                b = found[1],
                camp = whose,
                factions = factions_list(rules)
            ))
        }
    }
}

/// A seed for one part of the battle, so that the terrain of a seed stays the same whatever
/// the forces asked for.
fn part(seed: u64, k: u64) -> Rng {
    Rng::new(seed.wrapping_add(k.wrapping_mul(0x9E37_79B9_7F4A_7C15)))
}

/// Draw the battle.
pub fn generate(options: &Options, rules: &Ruleset) -> Result<Battle, String> {
    if let Some(y) = options.year
        && !(1936..=1938).contains(&y)
    {
        return Err(t!("gen-year", year = y.to_string()));
    }
    let asked = match &options.sides {
        Some(s) => Some(parse_sides(s, rules)?),
        None => None,
    };
    let mut head = part(options.seed, 1);
    let drawn_year = 1936 + head.below(3) as i32;
    let year = options.year.unwrap_or(drawn_year);
    let month = match year {
        1936 => head.int(7, 12),
        1938 => head.int(1, 11),
        _ => head.int(1, 12),
    };
    let drawn = [
        forces::draw_faction(&mut head, 0, year, month),
        forces::draw_faction(&mut head, 1, year, month),
    ];
    let leads = asked.unwrap_or(drawn);
    // Asked for foreign help in 1936: the battle is fought once it has come.
    let month = if leads.iter().all(|f| forces::arrived(f, year, month)) {
        month
    } else {
        11 + month % 2
    };
    let bottom = head.below(2);
    let kind = if head.chance(0.65) {
        Kind::Attack {
            attacker: head.below(2),
        }
    } else {
        Kind::Meeting
    };
    let initiative = match kind {
        Kind::Attack { attacker } => attacker,
        Kind::Meeting => head.below(2),
    };
    let (w, h) = options.size.table();
    let turns = (match options.size {
        Size::Small => 8,
        Size::Medium => 10,
        Size::Large => 12,
    } + head.int(-1, 1)) as u32;
    let zone = |h: f32, share: f32| rng::half(h * share);
    let front = match kind {
        Kind::Attack { attacker } => {
            let mut f = [zone(h, 0.36); 2];
            f[attacker] = zone(h, 0.22);
            f
        }
        Kind::Meeting => [zone(h, 0.22); 2],
    };
    let frame = Frame {
        w,
        h,
        bottom,
        front,
    };
    let table = terrain::generate(&mut part(options.seed, 2), &frame, kind, year);
    let plans = [0, 1].map(|camp| {
        forces::side_plan(
            &mut part(options.seed, 3 + camp as u64),
            rules,
            camp,
            leads[camp],
            (year, month),
            options.size,
            kind,
        )
    });
    let objectives = objectives::choose(
        &mut part(options.seed, 5),
        &frame,
        kind,
        options.size,
        &table.landmarks,
        SIDES,
    );
    Ok(Battle {
        options: options.clone(),
        year,
        date: format!("{year}-{month:02}"),
        frame,
        kind,
        initiative,
        turns,
        table,
        plans,
        objectives,
        balance_note: None,
        balanced: false,
    })
}

impl Battle {
    /// The command line that makes this battle again.
    pub fn command_line(&self) -> String {
        let mut c = format!(
            "trinchera generate --seed {} --size {} --year {}",
            self.options.seed,
            self.options.size.name(),
            self.year
        );
        if let Some(s) = &self.options.sides {
            c += &format!(" --sides {}", s.replace(' ', ""));
        }
        if self.balanced {
            c += " --balanced";
        }
        c
    }

    pub fn title(&self) -> String {
        let what = match self.kind {
            Kind::Attack { .. } => format!("The attack on {}", self.table.place),
            Kind::Meeting => format!("Encounter at {}", self.table.place),
        };
        format!(
            "{what}, {} (generated, seed {})",
            self.year, self.options.seed
        )
    }

    fn description(&self) -> String {
        let names = |s: usize| -> String {
            let b: Vec<&str> = self.plans[s]
                .brigades
                .iter()
                .map(|b| b.name.as_str())
                .collect();
            b.join(" and ")
        };
        let place = &self.table.place;
        let story = match self.kind {
            Kind::Attack { attacker } => {
                let def = 1 - attacker;
                let works = if self
                    .table
                    .features
                    .iter()
                    .any(|f| f.kind.value == "BarbedWire")
                {
                    " behind a trench and wire"
                } else {
                    " behind a trench"
                };
                format!(
                    "The {} ({}) attack the {} ({}) holding {place}{works}.",
                    SIDE_NAMES[attacker],
                    names(attacker),
                    SIDE_NAMES[def],
                    names(def)
                )
            }
            Kind::Meeting => format!(
                "The {} ({}) and the {} ({}) meet at {place}.",
                SIDE_NAMES[0],
                names(0),
                SIDE_NAMES[1],
                names(1)
            ),
        };
        let goals: Vec<String> = self
            .objectives
            .iter()
            .map(|o| {
                let who = SIDES
                    .iter()
                    .position(|s| *s == o.side.value)
                    .map_or("", |i| SIDE_NAMES[i]);
                format!("{} ({})", o.name, who)
            })
            .collect();
        let mut d = format!(
            "A generated battle, not a historical one, made by `{}` ({} table, {}): the same command makes the same file. {story} Objectives, each to be held at the end of turn {} by the side named: {}. Forces are drawn from what each side fielded in {}; names of places are made up.",
            self.command_line(),
            self.options.size.name(),
            self.year,
            self.turns,
            goals.join(", "),
            self.year
        );
        if let Some(note) = &self.balance_note {
            d += " ";
            d += note;
        }
        d
    }

    /// The battle as a scenario, its forces laid out on the table.
    pub fn scenario(&self, rules: &Ruleset) -> Scenario {
        let mut plans = self.plans.clone();
        for p in &mut plans {
            forces::communist_rule(rules, self.year, p);
        }
        let forces = deploy::deploy(rules, &self.frame, &self.table.features, &plans, SIDES);
        let sides = [0, 1].map(|s| SideDef {
            id: sp(SIDES[s].to_string()),
            name: SIDE_NAMES[s].to_string(),
            initiative: s == self.initiative,
            colour: None,
        });
        let mut batteries = Vec::new();
        let mut aircraft = Vec::new();
        for (s, p) in plans.iter().enumerate() {
            for (i, (name, faction)) in p.batteries.iter().enumerate() {
                batteries.push(Battery {
                    id: sp(format!("{}-bty{}", &SIDES[s][..3], i + 1)),
                    side: sp(SIDES[s].to_string()),
                    name: name.clone(),
                    faction: sp(faction.to_string()),
                    element: None,
                });
            }
            if let Some((name, sorties)) = &p.aircraft {
                aircraft.push(Aircraft {
                    side: sp(SIDES[s].to_string()),
                    name: name.clone(),
                    sorties: sp(*sorties),
                    from: None,
                    until: None,
                });
            }
        }
        Scenario {
            title: self.title(),
            date: sp(self.date.clone()),
            description: self.description(),
            sides: sides.into(),
            turns: sp(self.turns),
            table: sp((self.frame.w, self.frame.h)),
            terrain: self.table.features.clone(),
            forces,
            objectives: self.objectives.clone(),
            batteries,
            aircraft,
        }
    }

    /// The file: its opening comment and the scenario in the editor's layout, checked as
    /// `trinchera check` checks it. A battle that fails the check is the generator's bug.
    pub fn text(&self, rules: &Ruleset) -> Result<(Scenario, String), String> {
        let leading = format!(
            "// Generated by `{}`: the same command makes this file again.\n// A random battle, not a historical one; see docs/scenario-format.md for the format.\n",
            self.command_line()
        );
        let s = self.scenario(rules);
        let text = crate::editor::write::write(&s, &leading, &Comments::default()).text;
        match crate::scenario::parse("generated.ron", &text, rules) {
            Ok(checked) => Ok((checked, text)),
            Err(e) => Err(format!(
                "{}\n{}",
                t!("gen-fails-check", command = self.command_line()),
                e.render()
            )),
        }
    }
}

/// What the command line asks for beyond the battle.
pub struct Output {
    pub out: Option<PathBuf>,
    pub force: bool,
    pub balanced: bool,
    /// Games a round of `--balanced` plays.
    pub games: usize,
    pub jobs: usize,
}

/// `trinchera generate`: the battle on standard output, or in a file.
pub fn command(options: &Options, output: &Output, rules: Ruleset) -> ExitCode {
    match run(options, output, &rules) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

fn run(options: &Options, output: &Output, rules: &Ruleset) -> Result<(), String> {
    if let Some(path) = &output.out
        && path.exists()
        && !output.force
    {
        return Err(t!("gen-exists", path = path.display().to_string()));
    }
    let mut battle = generate(options, rules)?;
    if output.balanced {
        let said = balance::balance(&mut battle, rules, output.games, output.jobs)?;
        eprintln!("{}", said.text());
    }
    let (scenario, text) = battle.text(rules)?;
    match &output.out {
        Some(path) => {
            let shown = path.display().to_string();
            std::fs::write(path, &text)
                .map_err(|e| t!("gen-cannot-write", path = &shown, error = e.to_string()))?;
            eprintln!(
                "{}",
                t!(
                    "gen-written",
                    path = &shown,
                    title = &scenario.title,
                    features = scenario.terrain.len(),
                    elements = scenario.elements().count()
                )
            );
        }
        None => {
            use std::io::Write as _;
            // A reader gone (`| head`) is not an error worth a panic.
            let _ = std::io::stdout().write_all(text.as_bytes());
        }
    }
    Ok(())
}
