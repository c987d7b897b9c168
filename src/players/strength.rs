//! How strong each computer level measured, for the player choosing one: its score against
//! the level below over the 50 balanced generated battles it was never tuned on (seeds 1 to
//! 50, small tables, release build; README, "The ladder"). A level's name is a promise; these
//! are what was measured, so that a player knows what `hard` means before choosing it. A
//! test holds them to the README's table, where the commands that made them are.

use super::evaluate::Temper;

/// One level's measured score against the level below it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    pub level: &'static str,
    pub against: &'static str,
    /// Its share of the points, a draw counting half, in percent.
    pub score: f64,
    /// The 95% (Wilson) interval of the score, in percent.
    pub low: f64,
    pub high: f64,
    pub games: u32,
}

/// Every computer level's last measure, from the weakest.
pub const MEASURED: [Measured; 3] = [
    Measured {
        level: "easy",
        against: "scripted",
        score: 53.5,
        low: 48.6,
        high: 58.3,
        games: 400,
    },
    Measured {
        level: "normal",
        against: "easy",
        score: 64.9,
        low: 60.1,
        high: 69.4,
        games: 400,
    },
    Measured {
        level: "hard",
        against: "normal",
        score: 53.4,
        low: 48.5,
        high: 58.2,
        games: 400,
    },
];

/// What `level` is, and how strong it measured, in words for the level's hover text: a
/// temper (`hard-bold`) is its level's words and the temper's, its level's measure being of
/// the balanced temper only. Empty for a name no player has.
pub fn in_words(level: &str) -> String {
    // A temper is told by the table of the computer's names, not read again from the name.
    if let Some(&(_, base, temper)) = super::COMPUTERS.iter().find(|(n, ..)| *n == level)
        && temper != Temper::BALANCED
    {
        let leaning = if temper == Temper::BOLD {
            crate::t!("level-bold")
        } else {
            crate::t!("level-cautious")
        };
        return format!("{}\n{leaning}", what_it_is(base.name()));
    }
    let what = what_it_is(level);
    match MEASURED.iter().find(|m| m.level == level) {
        Some(m) => format!(
            "{what}\n{}",
            crate::t!(
                "level-measured",
                against = m.against,
                score = format!("{:.1}", m.score),
                low = format!("{:.1}", m.low),
                high = format!("{:.1}", m.high),
                games = m.games
            )
        ),
        None => what,
    }
}

/// What a level without a temper weighs, or nothing for a name no level has.
fn what_it_is(level: &str) -> String {
    match level {
        "naive" => crate::t!("level-naive"),
        "scripted" => crate::t!("level-scripted"),
        "easy" => crate::t!("level-easy"),
        "normal" => crate::t!("level-normal"),
        "hard" => crate::t!("level-hard"),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_is_told_and_its_measure_is_the_readmes() {
        let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
            .expect("the README");
        for m in MEASURED {
            let row = readme
                .lines()
                .find(|l| {
                    l.starts_with(&format!("| `{}` against `{}`", m.level, m.against))
                        && l.contains("1–50 (measuring)")
                        && l.contains(&format!("**{:.1}%**", m.score))
                })
                .unwrap_or_else(|| panic!("no README row of {m:?} in bold"));
            assert!(
                row.contains(&format!("| {} |", m.games))
                    && row.contains(&format!("{:.1}–{:.1}%", m.low, m.high)),
                "{row} is not {m:?}"
            );
        }
        for name in super::super::NAMES {
            let words = in_words(name);
            assert!(!words.is_empty(), "{name}");
            let measured = MEASURED.iter().any(|m| m.level == name);
            assert_eq!(words.contains("%"), measured, "{words}");
        }
        // Every computer player a seat may name says what it is; a temper says its lean and
        // no measure, which is its level's balanced temper's.
        for (name, ..) in super::super::COMPUTERS {
            let words = in_words(name);
            assert!(!words.is_empty(), "{name}");
            assert_eq!(words.contains("%"), !name.contains('-'), "{words}");
        }
        assert_eq!(in_words("grandmaster"), "");
        assert_eq!(in_words("hard-reckless"), "");
    }
}
