//! The balance report: what many games say about a scenario, as text and as JSON.

use serde::Serialize;

use super::one_game::{GameSummary, STALL_TURNS};
use super::wilson::wilson;
use crate::words::Msg;

/// A count of games with its share and the share's 95% Wilson interval.
#[derive(Clone, Debug, Serialize)]
pub struct Share {
    pub games: usize,
    pub share: f64,
    pub low: f64,
    pub high: f64,
}

fn share(k: usize, n: usize) -> Share {
    let (low, high) = wilson(k, n);
    Share {
        games: k,
        share: if n == 0 { 0.0 } else { k as f64 / n as f64 },
        low,
        high,
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct SideReport {
    pub id: String,
    pub name: String,
    pub wins: Share,
    pub draws: Share,
    pub losses: Share,
    /// Elements this side lost, on average over the counted games.
    pub mean_casualties: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct PlayerReport {
    /// `A` or `B`, as in `--players A,B`, and the player's name.
    pub slot: String,
    pub player: String,
    pub games: usize,
    pub wins: Share,
    pub draws: Share,
    pub losses: Share,
    /// Its wins in the games it played each side, in the scenario's order of sides.
    pub wins_as_side: [Share; 2],
    pub games_as_side: [usize; 2],
    /// Orders it gave, and how many of them the rules refused.
    pub orders: usize,
    pub refused: usize,
    /// Its direct fire phases, and those in which it declared nothing although it had a
    /// shot with at least 1/3 to hit.
    pub fire_phases: usize,
    pub idle_with_a_shot: usize,
    /// Seconds it spent choosing the orders of one turn: the median and the worst turn.
    pub think_median: f64,
    pub think_worst: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub scenario: String,
    pub title: String,
    pub seed: u64,
    pub games_played: usize,
    /// Games that finished and are counted; the others are listed in `failed`.
    pub games_counted: usize,
    pub failed: Vec<String>,
    pub sides: [SideReport; 2],
    pub players: [PlayerReport; 2],
    /// The winner's objectives less the loser's, on average over games won on objectives.
    pub mean_margin: f64,
    /// How many games ended by each objectives margin (0 for draws).
    pub margins: Vec<(i64, usize)>,
    /// Games won because a brigade of the loser was defeated.
    pub won_by_defeat: usize,
    pub mean_turns: f64,
    /// How many games ended in each turn.
    pub length: Vec<(u32, usize)>,
    pub mean_decided_turn: f64,
    /// How many games were decided in each turn.
    pub decided: Vec<(u32, usize)>,
    /// Games at the turn limit with no knockout or rout in their last turns.
    pub stalls: usize,
    pub stall_turns: usize,
    /// Games in which a player's phase had to be ended for it.
    pub games_with_forced_ends: usize,
    pub orders_accepted: usize,
    pub orders_refused: usize,
    pub seconds: f64,
    pub games_per_second: f64,
    pub games: Vec<GameSummary>,
}

fn histogram<K: Ord + Copy>(keys: impl Iterator<Item = K>) -> Vec<(K, usize)> {
    let mut m = std::collections::BTreeMap::new();
    for k in keys {
        *m.entry(k).or_insert(0usize) += 1;
    }
    m.into_iter().collect()
}

fn mean(xs: impl Iterator<Item = f64>) -> f64 {
    let (sum, n) = xs.fold((0.0, 0usize), |(s, n), x| (s + x, n + 1));
    if n == 0 { 0.0 } else { sum / n as f64 }
}

/// What the players and the table's sides are called, for the report.
pub struct Names {
    pub scenario: String,
    pub title: String,
    pub sides: [(String, String); 2],
    pub players: [String; 2],
    pub seed: u64,
}

/// Whether a game finished without an error, and so is counted.
fn counts(g: &GameSummary) -> bool {
    g.finished && g.error.is_none()
}

/// A game not counted, and why: "game 2 (seed 102): panicked: boom".
fn not_counted(g: &GameSummary) -> Msg {
    msg!(
        "sim-failed-game",
        number = g.number,
        seed = g.seed.to_string(),
        why = g.error.as_ref().unwrap_or(&g.reason)
    )
}

/// Count the games. A game that errored or stopped early is listed and not counted.
pub fn report(names: Names, games: Vec<GameSummary>, seconds: f64) -> Report {
    let counted: Vec<&GameSummary> = games.iter().filter(|g| counts(g)).collect();
    let n = counted.len();
    // In English: the list is data, in the JSON; the text says it in the reader's language.
    let failed = games
        .iter()
        .filter(|g| !counts(g))
        .map(|g| not_counted(g).en())
        .collect();
    let side = |s: usize| {
        let wins = counted.iter().filter(|g| g.winner == Some(s)).count();
        let draws = counted.iter().filter(|g| g.winner.is_none()).count();
        SideReport {
            id: names.sides[s].0.clone(),
            name: names.sides[s].1.clone(),
            wins: share(wins, n),
            draws: share(draws, n),
            losses: share(n - wins - draws, n),
            mean_casualties: mean(counted.iter().map(|g| f64::from(g.losses[s]))),
        }
    };
    // Slot A plays side 0 in odd-numbered games and side 1 in even ones (see `run`).
    let player = |slot: usize| {
        let side_of = |g: &GameSummary| {
            if (g.number % 2 == 1) == (slot == 0) {
                0
            } else {
                1
            }
        };
        let wins = counted
            .iter()
            .filter(|g| g.winner == Some(side_of(g)))
            .count();
        let draws = counted.iter().filter(|g| g.winner.is_none()).count();
        let games_as_side = [0, 1].map(|s| counted.iter().filter(|g| side_of(g) == s).count());
        let wins_as_side = [0, 1].map(|s| {
            let mine: Vec<_> = counted.iter().filter(|g| side_of(g) == s).collect();
            share(
                mine.iter().filter(|g| g.winner == Some(s)).count(),
                mine.len(),
            )
        });
        let conduct: Vec<_> = counted.iter().map(|g| &g.conduct[side_of(g)]).collect();
        let mut think: Vec<f64> = conduct
            .iter()
            .flat_map(|c| c.think_seconds.iter().copied())
            .collect();
        think.sort_by(f64::total_cmp);
        PlayerReport {
            slot: ["A", "B"][slot].to_string(),
            player: names.players[slot].clone(),
            games: n,
            wins: share(wins, n),
            draws: share(draws, n),
            losses: share(n - wins - draws, n),
            wins_as_side,
            games_as_side,
            orders: conduct.iter().map(|c| c.orders).sum(),
            refused: counted.iter().map(|g| g.refused[side_of(g)]).sum(),
            fire_phases: conduct.iter().map(|c| c.fire_phases).sum(),
            idle_with_a_shot: conduct.iter().map(|c| c.idle_with_a_shot).sum(),
            think_median: think.get(think.len() / 2).copied().unwrap_or(0.0),
            think_worst: think.last().copied().unwrap_or(0.0),
        }
    };
    let decided: Vec<&&GameSummary> = counted.iter().filter(|g| g.winner.is_some()).collect();
    Report {
        scenario: names.scenario,
        title: names.title,
        seed: names.seed,
        games_played: games.len(),
        games_counted: n,
        failed,
        sides: [side(0), side(1)],
        players: [player(0), player(1)],
        mean_margin: mean(decided.iter().filter_map(|g| g.margin).map(|m| m as f64)),
        margins: histogram(counted.iter().filter_map(|g| g.margin)),
        won_by_defeat: counted.iter().filter(|g| g.by_defeat).count(),
        mean_turns: mean(counted.iter().map(|g| f64::from(g.turns))),
        length: histogram(counted.iter().map(|g| g.turns)),
        mean_decided_turn: mean(counted.iter().filter_map(|g| g.decided_turn).map(f64::from)),
        decided: histogram(counted.iter().filter_map(|g| g.decided_turn)),
        stalls: counted.iter().filter(|g| g.stall).count(),
        stall_turns: STALL_TURNS,
        games_with_forced_ends: games.iter().filter(|g| g.forced_ends > 0).count(),
        orders_accepted: games.iter().map(|g| g.accepted).sum(),
        orders_refused: games.iter().map(|g| g.refused[0] + g.refused[1]).sum(),
        seconds,
        games_per_second: if seconds > 0.0 {
            games.len() as f64 / seconds
        } else {
            0.0
        },
        games,
    }
}

fn pct(s: &Share) -> String {
    format!(
        "{:>4} {:5.1}%  [{:5.1}% – {:5.1}%]",
        s.games,
        s.share * 100.0,
        s.low * 100.0,
        s.high * 100.0
    )
}

fn percent_of(k: usize, n: usize) -> f64 {
    if n == 0 {
        0.0
    } else {
        100.0 * k as f64 / n as f64
    }
}

/// A list of figures: "3: 12, 4: 8".
fn figures<K: std::fmt::Display>(h: &[(K, usize)]) -> String {
    // A heading with nothing after it reads as if something were cut off.
    if h.is_empty() {
        return t!("sim-none");
    }
    h.iter()
        .map(|(k, n)| format!("{k}: {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A row of the table: its label padded to the column, then the figures.
fn row(label: &str, figures: &str) -> String {
    format!("  {label:<13}{figures}")
}

/// The report for people.
pub fn to_text(r: &Report) -> String {
    use std::fmt::Write as _;
    let mut t = String::new();
    let _ = writeln!(t, "{} ({})", r.title, r.scenario);
    let _ = writeln!(
        t,
        "{}",
        t!(
            "sim-played",
            played = r.games_played,
            counted = r.games_counted,
            a = &r.players[0].player,
            b = &r.players[1].player,
            seed = r.seed.to_string()
        )
    );
    for g in r.games.iter().filter(|g| !counts(g)) {
        let _ = writeln!(t, "  {}", t!("sim-not-counted", game = not_counted(g)));
    }
    let (wins, draws, losses) = (t!("sim-wins"), t!("sim-draws"), t!("sim-losses"));
    let _ = writeln!(t, "\n{}", t!("sim-by-side"));
    for s in &r.sides {
        let _ = writeln!(t, "{}", s.name);
        let _ = writeln!(t, "{}", row(&wins, &pct(&s.wins)));
        let _ = writeln!(t, "{}", row(&draws, &pct(&s.draws)));
        let _ = writeln!(t, "{}", row(&losses, &pct(&s.losses)));
        let casualties = t!(
            "sim-casualties-a-game",
            n = format!("{:.1}", s.mean_casualties)
        );
        let _ = writeln!(t, "{}", row(&t!("sim-casualties"), &casualties));
    }
    let _ = writeln!(t, "\n{}", t!("sim-by-player"));
    for p in &r.players {
        let _ = writeln!(t, "{} ({})", p.slot, p.player);
        let _ = writeln!(t, "{}", row(&wins, &pct(&p.wins)));
        let _ = writeln!(t, "{}", row(&draws, &pct(&p.draws)));
        let _ = writeln!(t, "{}", row(&losses, &pct(&p.losses)));
        for (s, side) in r.sides.iter().enumerate() {
            let name: String = side.name.chars().take(12).collect();
            let _ = writeln!(
                t,
                "  {}",
                t!(
                    "sim-wins-as",
                    side = format!("{name:<13}"),
                    share = pct(&p.wins_as_side[s]).trim_start(),
                    games = p.games_as_side[s]
                )
            );
        }
        let _ = writeln!(
            t,
            "  {}",
            t!(
                "sim-conduct",
                refused = p.refused,
                orders = p.orders,
                refused_pct = format!("{:.2}", percent_of(p.refused, p.orders)),
                idle = p.idle_with_a_shot,
                phases = p.fire_phases,
                idle_pct = format!("{:.1}", percent_of(p.idle_with_a_shot, p.fire_phases))
            )
        );
        let _ = writeln!(
            t,
            "  {}",
            t!(
                "sim-thinking",
                median = format!("{:.3}", p.think_median),
                worst = format!("{:.3}", p.think_worst)
            )
        );
    }
    // Every game won by defeating a brigade: there is no margin on objectives to average.
    let margins = if r.margins.is_empty() {
        t!("sim-margins-none", by_defeat = r.won_by_defeat)
    } else {
        t!(
            "sim-margins",
            by_defeat = r.won_by_defeat,
            margin = format!("{:.2}", r.mean_margin),
            list = figures(&r.margins)
        )
    };
    let _ = writeln!(t, "\n{margins}");
    let _ = writeln!(
        t,
        "{}",
        t!(
            "sim-length",
            mean = format!("{:.1}", r.mean_turns),
            list = figures(&r.length)
        )
    );
    // With no game decided there is no turn to average: "turn 0.0 on average" would be
    // read as a figure.
    let decided = if r.decided.is_empty() {
        t!("sim-decided-none")
    } else {
        t!(
            "sim-decided",
            mean = format!("{:.1}", r.mean_decided_turn),
            list = figures(&r.decided)
        )
    };
    let _ = writeln!(t, "{decided}");
    let _ = writeln!(
        t,
        "{}",
        t!("sim-stalls", turns = r.stall_turns, stalls = r.stalls)
    );
    let _ = writeln!(
        t,
        "{}",
        t!("sim-forced-ends", games = r.games_with_forced_ends)
    );
    let _ = writeln!(
        t,
        "{}",
        t!(
            "sim-orders",
            accepted = r.orders_accepted,
            refused = r.orders_refused,
            seconds = format!("{:.1}", r.seconds),
            rate = format!("{:.2}", r.games_per_second)
        )
    );
    let seeds = r
        .games
        .iter()
        .map(|g| format!("{}={}", g.number, g.seed))
        .collect::<Vec<_>>()
        .join(" ");
    let _ = writeln!(t, "{}", t!("sim-seeds", seeds = seeds));
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::players::driver::Conduct;

    fn game(number: usize, winner: Option<usize>, error: Option<&str>) -> GameSummary {
        GameSummary {
            number,
            seed: 100 + number as u64,
            players: ["scripted".into(), "naive".into()],
            winner,
            finished: error.is_none(),
            reason: msg!("sim-why-unfinished"),
            turns: 8,
            decided_turn: Some(3),
            losses: [2, 5],
            objectives: [1, 0],
            margin: Some(1),
            by_defeat: false,
            stall: false,
            forced_ends: 0,
            accepted: 10,
            refused: [1, 0],
            conduct: [
                Conduct {
                    orders: 20,
                    fire_phases: 4,
                    idle_with_a_shot: 1,
                    think_seconds: vec![0.5, 0.1, 0.3],
                },
                Conduct {
                    orders: 10,
                    fire_phases: 4,
                    idle_with_a_shot: 0,
                    think_seconds: vec![0.01, 0.02],
                },
            ],
            // A panic, as `play_one` tells one: "panicked: boom".
            error: error.map(|what| msg!("sim-why-panicked", what = what)),
        }
    }

    /// Every game won by defeating a brigade and none decided before its end: no heading is
    /// left with nothing after it.
    #[test]
    fn a_list_with_nothing_in_it_says_so() {
        let mut games = vec![game(1, Some(0), None), game(2, Some(1), None)];
        for g in &mut games {
            (g.by_defeat, g.margin, g.decided_turn) = (true, None, None);
        }
        let text = to_text(&report(names(), games, 1.0));
        assert!(
            text.contains("\nWon by defeating a brigade: 2; no game ended on objectives\n"),
            "{text}"
        );
        assert!(
            text.contains("\nDecided (the result never changed after): no game\n"),
            "{text}"
        );
        assert!(!text.contains("turn 0.0"), "{text}");
        assert!(!text.contains("games by margin"), "{text}");
        assert!(!text.lines().any(|l| l.trim_end().ends_with(':')), "{text}");
    }

    #[test]
    fn each_player_is_reported_by_the_side_it_played_with_its_conduct() {
        // Player A plays the first side in odd games and the second in even ones.
        let games = vec![game(1, Some(0), None), game(2, Some(0), None)];
        let r = report(names(), games, 1.0);
        let a = &r.players[0];
        assert_eq!(a.games_as_side, [1, 1]);
        assert_eq!((a.wins_as_side[0].games, a.wins_as_side[1].games), (1, 0));
        // Game 1 it played side 0 (20 orders, 1 refused), game 2 side 1 (10, 0 refused).
        assert_eq!((a.orders, a.refused), (30, 1));
        assert_eq!((a.fire_phases, a.idle_with_a_shot), (8, 1));
        // Its turns: 0.5, 0.1, 0.3 and 0.01, 0.02: the median of five is 0.1.
        assert_eq!((a.think_median, a.think_worst), (0.1, 0.5));
        let text = to_text(&r);
        assert!(
            text.contains("orders refused 1 of 30 (3.33%); fire phases with a shot of 1/3 to hit not taken: 1 of 8 (12.5%)"),
            "{text}"
        );
        assert!(
            text.contains("thinking a turn: median 0.100 s, worst 0.500 s"),
            "{text}"
        );
    }

    fn names() -> Names {
        Names {
            scenario: "x.ron".into(),
            title: "X".into(),
            sides: [("a".into(), "Alpha".into()), ("b".into(), "Beta".into())],
            players: ["scripted".into(), "naive".into()],
            seed: 1,
        }
    }

    #[test]
    fn a_game_that_failed_is_named_and_not_counted() {
        let games = vec![
            game(1, Some(0), None),
            game(2, None, Some("boom")),
            game(3, None, None),
        ];
        let r = report(names(), games, 2.0);
        assert_eq!((r.games_played, r.games_counted), (3, 2));
        assert_eq!(
            r.failed,
            vec!["game 2 (seed 102): panicked: boom".to_string()]
        );
        assert_eq!(
            (
                r.sides[0].wins.games,
                r.sides[0].draws.games,
                r.sides[0].losses.games
            ),
            (1, 1, 0)
        );
        assert_eq!(r.sides[1].losses.games, 1);
        // Game 1 is odd: player A (scripted) had the first side, and won.
        assert_eq!(r.players[0].wins.games, 1);
        assert_eq!(r.players[1].losses.games, 1);
        assert_eq!(r.games_per_second, 1.5);
        let text = to_text(&r);
        assert!(text.contains("3 games played, 2 counted"), "{text}");
        assert!(
            text.contains("not counted: game 2 (seed 102): panicked: boom"),
            "{text}"
        );
    }

    #[test]
    fn why_a_game_failed_reads_in_spanish_and_stays_english_in_the_json() {
        use crate::words::{Lang, with_lang};
        let mut stopped = game(3, None, None);
        stopped.finished = false;
        stopped.reason = msg!("sim-why-order-cap", orders = 4000);
        let games = vec![game(1, Some(0), None), game(2, None, Some("boom")), stopped];
        let r = with_lang(Lang::Es, || report(names(), games, 2.0));
        // The JSON's list is data: English whatever the language.
        assert_eq!(
            r.failed,
            vec![
                "game 2 (seed 102): panicked: boom".to_string(),
                "game 3 (seed 103): stopped after 4000 orders, the cap for a game".to_string()
            ]
        );
        let json = serde_json::to_string(&r).unwrap();
        assert!(json.contains(r#""error":"panicked: boom""#), "{json}");
        // The text says why in the reader's language, from the same values.
        assert_eq!(r.games[2].reason.num("orders"), Some(4000.0));
        let text = with_lang(Lang::Es, || to_text(&r));
        assert!(
            text.contains("no contada: partida 2 (semilla 102): pánico del programa: boom"),
            "{text}"
        );
        assert!(
            text.contains(
                "no contada: partida 3 (semilla 103): detenida tras 4000 órdenes, el tope de una partida"
            ),
            "{text}"
        );
        assert!(!text.contains('⟦'), "{text}");
    }
}
