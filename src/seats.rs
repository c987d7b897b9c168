//! Who plays each side: a person at the table, or a computer player by name. The command
//! line's `--computer SIDE[:LEVEL]`, the window's question at the start of a new game and the
//! saved game's record all say it the same way, so a game carried on keeps its opponent.

use std::collections::BTreeMap;

use crate::players;
use crate::scenario::Scenario;

/// The level `--computer SIDE` plays at when no level is given.
pub const DEFAULT_COMPUTER: &str = "normal";

/// For each side (in the scenario's order), the computer player that plays it, or `None` for a
/// person.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seats {
    pub computer: [Option<String>; 2],
}

impl Seats {
    /// The computer player's name for a side, or `None` for a person.
    pub fn level(&self, side: usize) -> Option<&str> {
        self.computer.get(side).and_then(|c| c.as_deref())
    }

    pub fn is_computer(&self, side: usize) -> bool {
        self.level(side).is_some()
    }

    /// Whether any side is the computer's: then a person plays the rest alone.
    pub fn any_computer(&self) -> bool {
        self.computer.iter().any(Option::is_some)
    }

    /// Whether a person plays the side.
    pub fn is_person(&self, side: usize) -> bool {
        side < 2 && !self.is_computer(side)
    }

    /// What a record keeps: the side ids the computer plays and who plays each.
    pub fn to_record(&self, scenario: &Scenario) -> BTreeMap<String, String> {
        scenario
            .sides
            .iter()
            .enumerate()
            .filter_map(|(i, s)| Some((s.id.value.clone(), self.level(i)?.to_string())))
            .collect()
    }

    /// The seats a record keeps. A side or a player this program does not know (a record from
    /// another version) is left to a person, and each such problem is told in words.
    pub fn from_record(
        kept: &BTreeMap<String, String>,
        scenario: &Scenario,
    ) -> (Seats, Vec<String>) {
        let mut seats = Seats::default();
        let mut problems = Vec::new();
        for (side, level) in kept {
            match scenario.side_index(side) {
                Some(i) if i < 2 && players::by_name(level).is_some() => {
                    seats.computer[i] = Some(level.clone());
                }
                Some(i) => problems.push(crate::t!(
                    "seats-unknown-player",
                    side = scenario.sides.get(i).map_or(side.as_str(), |s| &s.name),
                    level = level,
                    known = known_players()
                )),
                None => problems.push(crate::t!("seats-unknown-side", side = side)),
            }
        }
        (seats, problems)
    }
}

/// `--computer SIDE[:LEVEL]` as written, the level checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerArg {
    /// A side's id, or its index `0` or `1`.
    pub side: String,
    pub level: String,
}

/// "the players are naive, scripted": what a bad name is told.
pub fn known_players() -> String {
    crate::t!("cli-known-players", players = players::NAMES.join(", "))
}

/// Read `SIDE[:LEVEL]`; the level must name a player (`DEFAULT_COMPUTER` when left out).
pub fn parse_computer(s: &str) -> Result<ComputerArg, String> {
    let (side, level) = match s.split_once(':') {
        Some((side, level)) => (side.trim(), level.trim()),
        None => (s.trim(), DEFAULT_COMPUTER),
    };
    if side.is_empty() {
        return Err(crate::t!(
            "seats-no-side",
            value = s,
            level = DEFAULT_COMPUTER
        ));
    }
    if players::by_name(level).is_none() {
        return Err(crate::t!(
            "seats-no-player",
            level = level,
            defaulted = u8::from(!s.contains(':')),
            known = known_players()
        ));
    }
    Ok(ComputerArg {
        side: side.to_string(),
        level: level.to_string(),
    })
}

/// The seats `--computer` gives on a battle: each side named by its id or its index.
pub fn resolve(args: &[ComputerArg], scenario: &Scenario) -> Result<Seats, String> {
    let mut seats = Seats::default();
    for a in args {
        let index = scenario.side_index(&a.side).or_else(|| {
            a.side
                .parse::<usize>()
                .ok()
                .filter(|i| *i < scenario.sides.len())
        });
        let Some(i) = index.filter(|i| *i < 2) else {
            let ids = scenario
                .sides
                .iter()
                .enumerate()
                .map(|(i, s)| crate::msg!("seats-side-id", id = &s.id.value, index = i));
            return Err(crate::t!(
                "seats-no-such-side",
                side = &a.side,
                sides = crate::words::Arg::msgs(ids, "join-and")
            ));
        };
        if seats.computer[i].is_some() {
            return Err(crate::t!(
                "seats-named-twice",
                side = &scenario.sides[i].id.value
            ));
        }
        seats.computer[i] = Some(a.level.clone());
    }
    Ok(seats)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::Ruleset;

    fn default_battle() -> Scenario {
        let rules = Ruleset::default_rules();
        crate::scenario::parse("default.ron", crate::scenario::DEFAULT_SCENARIO, &rules).unwrap()
    }

    #[test]
    fn a_side_is_named_by_its_id_or_its_index_and_a_level_by_a_player() {
        let s = default_battle();
        let ids: Vec<&str> = s.sides.iter().map(|d| d.id.value.as_str()).collect();
        let arg = parse_computer(&format!("{}:scripted", ids[0])).unwrap();
        let seats = resolve(&[arg], &s).unwrap();
        assert_eq!(seats.level(0), Some("scripted"));
        assert!(seats.is_person(1));
        let by_index = resolve(&[parse_computer("1:naive").unwrap()], &s).unwrap();
        assert_eq!(by_index.computer, [None, Some("naive".to_string())]);
        // Kept in the record by side id, and read back.
        let kept = seats.to_record(&s);
        assert_eq!(kept.get(ids[0]).map(String::as_str), Some("scripted"));
        assert_eq!(Seats::from_record(&kept, &s), (seats, Vec::new()));
    }

    #[test]
    fn a_bad_side_or_level_names_what_there_is() {
        let s = default_battle();
        let err = resolve(&[parse_computer("moors:scripted").unwrap()], &s).unwrap_err();
        for id in s.sides.iter().map(|d| d.id.value.as_str()) {
            assert!(err.contains(&format!("`{id}`")), "{err}");
        }
        let err = parse_computer("0:grandmaster").unwrap_err();
        assert!(err.contains("`grandmaster`"), "{err}");
        for name in players::NAMES {
            assert!(err.contains(name), "{err}");
        }
        let err = resolve(&[parse_computer("2:naive").unwrap()], &s).unwrap_err();
        assert!(err.contains("no side `2`"), "{err}");
        assert!(parse_computer(":naive").is_err());
        let twice = [
            parse_computer("0:naive").unwrap(),
            parse_computer("0:scripted").unwrap(),
        ];
        assert!(resolve(&twice, &s).unwrap_err().contains("twice"));
    }

    #[test]
    fn the_default_level_is_normal_and_an_unknown_default_says_so() {
        assert_eq!(DEFAULT_COMPUTER, "normal");
        match parse_computer("0") {
            Ok(a) => assert_eq!(a.level, DEFAULT_COMPUTER),
            Err(e) => {
                assert!(e.contains("`normal` (the level when none is given)"), "{e}");
                assert!(e.contains("scripted"), "{e}");
            }
        }
    }

    #[test]
    fn a_record_naming_an_unknown_player_leaves_the_side_to_a_person() {
        let s = default_battle();
        let side = s.sides[1].id.value.clone();
        let kept = BTreeMap::from([(side, "grandmaster".to_string())]);
        let (seats, problems) = Seats::from_record(&kept, &s);
        assert_eq!(seats, Seats::default());
        assert!(problems[0].contains("`grandmaster`"), "{problems:?}");
    }
}
