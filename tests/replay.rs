//! Watching a record (`trinchera::replay`): the game at every point of it is the record played
//! straight to that point, steps by phase and turn stop where those begin, refusals are told
//! with their rule, a broken record is an error, and stepping back re-applies only a few orders.

use std::sync::{Arc, OnceLock};

use crate::common::{assert_same_game, repo, rules, temp_dir};
use trinchera::players::by_name;
use trinchera::players::driver::{Limits, play};
use trinchera::record::Record;
use trinchera::replay::{Replay, ReplayError, SNAPSHOT_EVERY, straight_to};
use trinchera::rules::{Game, Phase};

/// A whole Jarama, 12 turns, the scripted player on both sides; played once for all the tests.
fn jarama_game() -> &'static (Record, Game) {
    static GAME: OnceLock<(Record, Game)> = OnceLock::new();
    GAME.get_or_init(|| {
        let file = repo().join("scenarios/jarama.ron");
        let text = std::fs::read_to_string(&file).unwrap();
        let rules = rules();
        let s = trinchera::scenario::parse("jarama.ron", &text, &rules).unwrap();
        let (mut a, mut b) = (by_name("scripted").unwrap(), by_name("scripted").unwrap());
        let played = play(
            Arc::new(s),
            "../scenarios/jarama.ron",
            &text,
            Arc::new(rules),
            3,
            [a.as_mut(), b.as_mut()],
            Limits::default(),
        )
        .unwrap();
        (played.record, played.game)
    })
}

fn jarama_replay() -> Replay {
    let (record, _) = jarama_game();
    let rules = Arc::new(rules());
    let text = std::fs::read_to_string(repo().join("scenarios/jarama.ron")).unwrap();
    let s = Arc::new(trinchera::scenario::parse("jarama.ron", &text, &rules).unwrap());
    Replay::new(record.clone(), s, rules).unwrap()
}

fn example() -> (Replay, Arc<trinchera::scenario::Scenario>) {
    let loaded = Record::load(&repo().join("records/example.ron"), &rules()).unwrap();
    let scenario = loaded.scenario.clone();
    (
        Replay::new(loaded.record, loaded.scenario, Arc::new(rules())).unwrap(),
        scenario,
    )
}

#[test]
fn every_point_of_a_replay_is_the_record_played_straight_to_it() {
    let (mut r, scenario) = example();
    let rules = Arc::new(rules());
    // Backwards, forwards and by jumps: the copies and the going-on must all agree.
    let mut points: Vec<usize> = (0..=r.len()).rev().collect();
    points.extend(0..=r.len());
    points.extend([3, 9, 1, r.len(), 0, 7]);
    for p in points {
        r.seek(p);
        let straight = straight_to(r.record(), scenario.clone(), rules.clone(), p).unwrap();
        assert_eq!(r.position(), p);
        assert_same_game(r.game(), &straight, &format!("example at {p}"));
    }
}

#[test]
fn every_point_of_a_whole_jarama_is_the_game_as_played() {
    let (record, end) = jarama_game();
    let mut r = jarama_replay();
    assert_eq!(r.game().turn(), 1);
    // One straight replay, compared with the replay at each point it passes, the replay going
    // backwards from the end so that every step back comes from a copy.
    let rules = Arc::new(rules());
    let mut straight = Game::new(r.game().scenario().clone(), rules, record.dice.clone()).unwrap();
    let mut games = vec![straight.clone()];
    for o in &record.orders {
        let _ = straight.apply(o);
        games.push(straight.clone());
    }
    r.to_end();
    assert_same_game(r.game(), end, "the end of the replay");
    assert_eq!(r.game().phase(), Phase::GameOver);
    for p in (0..=r.len()).rev() {
        r.seek(p);
        assert_same_game(r.game(), &games[p], &format!("jarama at {p}"));
    }
    for p in (0..=r.len()).step_by(37) {
        r.seek(p);
        assert_same_game(r.game(), &games[p], &format!("jarama forward at {p}"));
    }
}

#[test]
fn steps_by_phase_and_turn_land_where_phases_and_turns_begin() {
    let mut r = jarama_replay();
    let mut turns = vec![r.game().turn()];
    while r.position() < r.len() {
        let before = r.position();
        r.turn_forward();
        assert!(r.position() > before);
        assert!(r.is_turn_start(r.position()) || r.position() == r.len());
        if r.position() < r.len() {
            turns.push(r.game().turn());
        }
    }
    assert_eq!(turns, (1..=12).collect::<Vec<_>>(), "one stop a turn");
    let mut phases = 0;
    while r.position() > 0 {
        let before = r.position();
        r.phase_back();
        assert!(r.position() < before);
        assert!(r.is_phase_start(r.position()));
        phases += 1;
        // Between the stop and where we were, nothing began but what we came back from.
        let here = r.position();
        assert!(
            (here + 1..before).all(|p| !r.is_phase_start(p)),
            "{here}..{before}"
        );
    }
    // Phases where nobody has anything to do pass by themselves; every turn still has a few.
    assert!(phases > 12 * 3, "{phases} phases in 12 turns");
    // Forward by phase from the start passes through every phase start in turn.
    let mut stops = vec![0];
    while r.position() < r.len() {
        r.phase_forward();
        stops.push(r.position());
    }
    let starts: Vec<usize> = (0..=r.len()).filter(|&p| r.is_phase_start(p)).collect();
    let mut expected = starts.clone();
    if expected.last() != Some(&r.len()) {
        expected.push(r.len());
    }
    assert_eq!(stops, expected);
    // Turn back from the middle of a turn lands on its start, and again on the turn before.
    r.seek(r.len() / 2);
    let turn = r.game().turn();
    r.turn_back();
    assert!(r.is_turn_start(r.position()));
    assert_eq!(r.game().turn(), turn);
    r.turn_back();
    assert_eq!(r.game().turn(), turn - 1);
}

#[test]
fn a_refused_order_in_the_record_is_told_with_its_rule_and_reason() {
    let (mut r, _) = example();
    let refused = r
        .reports()
        .iter()
        .find(|o| !o.accepted)
        .expect("the example holds a refused order")
        .clone();
    r.seek(refused.index + 1);
    let (line, bad) = r.where_line();
    assert!(bad, "{line}");
    let rule = refused.rule.unwrap().to_string();
    assert!(line.contains(&rule), "{line} names {rule}");
    assert!(
        line.contains(&refused.reason.as_ref().unwrap().en()),
        "{line}"
    );
    assert!(line.contains(&format!("order {} of {}", refused.index + 1, r.len())));
    // Refused changes nothing: the game is the one before it.
    let after = r.game().clone();
    r.back();
    assert_same_game(r.game(), &after, "a refused order changes nothing");
    r.seek(1);
    let (line, bad) = r.where_line();
    assert!(
        !bad && line.contains("accepted") && line.starts_with("Turn 1 · "),
        "{line}"
    );
    // The timeline's line in Spanish: the order, its fate and the phase in the reader's words.
    let (es, _) = trinchera::words::with_lang(trinchera::words::Lang::Es, || r.where_line());
    assert!(
        es.starts_with("Turno 1 · ")
            && es.contains(&format!("orden 1 de {}", r.len()))
            && es.ends_with("— aceptada")
            && !es.contains('⟦'),
        "{es}"
    );
}

#[test]
fn a_broken_or_cut_record_is_an_error_not_a_panic() {
    let dir = temp_dir("replay-broken");
    let text = std::fs::read_to_string(repo().join("records/example.ron")).unwrap();
    let text = text.replace(
        "../scenarios/default.ron",
        &format!("{}/scenarios/default.ron", repo().display()),
    );
    for (name, body) in [
        ("cut.ron", text[..text.len() / 2].to_string()),
        ("empty.ron", String::new()),
        ("not-ron.ron", "Record(((".to_string()),
        (
            "no-scenario.ron",
            text.replace("scenarios/default.ron", "scenarios/nowhere.ron"),
        ),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, body).unwrap();
        let err = match Replay::open(&path, rules()) {
            Ok(_) => panic!("{name} opened"),
            Err(e) => e,
        };
        assert!(matches!(err, ReplayError::Load(_)), "{name}: {err}");
        let told = err.to_string();
        assert!(told.contains(name), "{name}: {told}");
    }
    // Orders that name nothing on the table are refusals to watch, not errors.
    let path = dir.join("odd-orders.ron");
    std::fs::write(
        &path,
        text.replace("\"ban6-2\"", "\"nobody\"")
            .replace("\"ban6-3\"", "\"nobody\""),
    )
    .unwrap();
    let mut r = Replay::open(&path, rules()).unwrap();
    r.to_end();
    r.seek(1);
    assert!(r.where_line().1, "{}", r.where_line().0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn stepping_back_reapplies_only_the_orders_since_the_last_copy() {
    let mut r = jarama_replay();
    let began = std::time::Instant::now();
    r.to_end();
    let mut worst = 0;
    for _ in 0..r.len() {
        r.back();
        worst = worst.max(r.last_applied());
    }
    assert!(
        worst < SNAPSHOT_EVERY,
        "{worst} orders applied for one step back"
    );
    r.to_end();
    r.turn_back();
    assert!(r.last_applied() < SNAPSHOT_EVERY, "{}", r.last_applied());
    eprintln!(
        "jarama: {} orders, {} copies of the game, every step back from the end in {:?}",
        r.len(),
        r.snapshots(),
        began.elapsed()
    );
}

#[test]
fn play_from_here_keeps_the_accepted_orders_so_far() {
    let (mut r, scenario) = example();
    let refused = r.reports().iter().find(|o| !o.accepted).unwrap().index;
    r.seek(refused + 2);
    let rec = r.record_from_here();
    let accepted = r.reports()[..refused + 2]
        .iter()
        .filter(|o| o.accepted)
        .count();
    assert!(accepted < refused + 2);
    assert_eq!(
        rec.orders.len(),
        accepted,
        "the refused orders are left out"
    );
    let (g, reports) = trinchera::record::replay(&rec, scenario, Arc::new(rules())).unwrap();
    assert!(reports.iter().all(|o| o.accepted));
    assert_same_game(&g, r.game(), "the new record plays to the point shown");
}

#[test]
fn a_long_game_keeps_a_bounded_number_of_copies_and_every_point_is_still_right() {
    // Jarama's 12 turns keep 49 copies; held to 8, every other copy goes each time it fills,
    // and every point is still the game as played.
    let (record, _) = jarama_game();
    let rules = Arc::new(rules());
    let text = std::fs::read_to_string(repo().join("scenarios/jarama.ron")).unwrap();
    let s = Arc::new(trinchera::scenario::parse("jarama.ron", &text, &rules).unwrap());
    let mut r = Replay::with_cap(record.clone(), s.clone(), rules.clone(), 8).unwrap();
    assert!(r.snapshots() <= 8, "{} copies", r.snapshots());
    assert!(jarama_replay().snapshots() > 8);
    let mut straight = Game::new(s, rules, record.dice.clone()).unwrap();
    let mut games = vec![straight.clone()];
    for o in &record.orders {
        let _ = straight.apply(o);
        games.push(straight.clone());
    }
    for p in (0..=r.len()).rev().step_by(5) {
        r.seek(p);
        assert_same_game(
            r.game(),
            &games[p],
            &format!("jarama held to 8 copies, at {p}"),
        );
    }
}
