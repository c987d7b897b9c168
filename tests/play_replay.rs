//! Replays at the table without the window: the game in progress watched and given back as it
//! was, orders held while watching, stepping and playing at a speed, a record opened to watch,
//! and Play from here going on as a new game under a new name.

use std::sync::Arc;
use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::common::{assert_same_game, default_scenario, order, repo, rules, temp_dir};
use trinchera::play::mode::{TableMode, begin_in};
use trinchera::play::replaying::{ReplayControl, Watching};
use trinchera::play::{PlayPlugin, Start, TableSession};
use trinchera::record::{Record, replay};
use trinchera::replay::Replay;
use trinchera::rules::dice::DiceSource;
use trinchera::scenario::watch::{ScenarioFile, SharedRuleset, Source};
use trinchera::session::{GameSession, OrderRequest};

const FRAME: Duration = Duration::from_millis(50);

const ORDERS: [&str; 6] = [
    r#"Move(element: "ban6-2", to: (20, 11))"#,
    r#"Move(element: "ban6-3", to: (28, 10))"#,
    r#"EndPhase(side: "nationalist")"#,
    r#"Move(element: "bn1-mor", to: (22, 26))"#,
    r#"EndPhase(side: "republic")"#,
    r#"EndPhase(side: "nationalist")"#,
];

fn app(dir: &std::path::Path, start: Start, save: &str) -> App {
    let scenario = dir.join("battle.ron");
    std::fs::write(&scenario, default_scenario()).unwrap();
    let rules = rules();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, PlayPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.insert_resource(ScenarioFile::new(Source::File(scenario), &rules));
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    let mut table = TableSession::new(start, dir.join(save));
    table.set_asks_seats(false);
    app.insert_resource(table);
    app
}

fn dice() -> DiceSource {
    DiceSource::Scripted(vec![4, 2, 5, 3, 6, 1, 2, 4, 3, 5, 6, 1, 2, 3])
}

fn ask(app: &mut App, a: ReplayControl) {
    app.world_mut().write_message(a);
    app.update();
    app.update();
}

fn shown(app: &App) -> (trinchera::rules::Game, Record) {
    let s = app.world().resource::<GameSession>();
    (s.game().clone(), s.record().clone())
}

/// A game of the default battle with every order of `ORDERS` given and saved.
fn game_in_progress(dir: &std::path::Path) -> App {
    let mut app = app(dir, Start::New(dice()), "battle.game.ron");
    app.update();
    for o in ORDERS {
        app.world_mut()
            .write_message(OrderRequest::person(order(o)));
        app.update();
    }
    app.update();
    assert_eq!(shown(&app).1.orders.len(), ORDERS.len());
    app
}

#[test]
fn the_game_in_progress_is_watched_and_given_back_as_it_was() {
    let dir = temp_dir("play-replay-back");
    let mut app = game_in_progress(&dir);
    let (before, record) = shown(&app);
    ask(&mut app, ReplayControl::Open);
    assert_eq!(crate::common::table_mode(&app), TableMode::Watching);
    let w = app.world().resource::<Watching>();
    assert_eq!(
        w.replay.position(),
        ORDERS.len(),
        "opened where the game stands"
    );
    assert_same_game(&shown(&app).0, &before, "the end of the replay");
    // Back by an order, then by a phase: the table shows the record played to that point.
    ask(&mut app, ReplayControl::OrderBack);
    let scenario = before.scenario().clone();
    let straight = |n: usize| {
        let mut r = record.clone();
        r.orders.truncate(n);
        replay(&r, scenario.clone(), Arc::new(rules())).unwrap().0
    };
    assert_same_game(&shown(&app).0, &straight(5), "one order back");
    ask(&mut app, ReplayControl::PhaseBack);
    let at = app.world().resource::<Watching>().replay.position();
    assert_eq!(
        at, 3,
        "the republic's movement begins after the third order"
    );
    assert_same_game(&shown(&app).0, &straight(3), "a phase back");
    // No order is taken while watching, and nothing is saved.
    let saved = std::fs::read_to_string(dir.join("battle.game.ron")).unwrap();
    app.world_mut()
        .write_message(OrderRequest::person(order(r#"EndPhase(side: "republic")"#)));
    app.update();
    app.update();
    assert_same_game(
        &shown(&app).0,
        &straight(3),
        "an order while watching is held",
    );
    assert!(
        !app.world()
            .resource::<TableSession>()
            .may_order(crate::common::table_mode(&app), 1)
    );
    ask(&mut app, ReplayControl::Seek(1));
    assert_same_game(&shown(&app).0, &straight(1), "a jump");
    // Back to the game: it is as it was, record and all.
    ask(&mut app, ReplayControl::BackToGame);
    assert!(app.world().get_resource::<Watching>().is_none());
    assert_eq!(crate::common::table_mode(&app), TableMode::Playing);
    let (after, rec_after) = shown(&app);
    assert_same_game(&after, &before, "the game given back");
    assert_eq!(rec_after, record);
    assert_eq!(
        std::fs::read_to_string(dir.join("battle.game.ron")).unwrap(),
        saved
    );
    // And it goes on.
    app.world_mut().write_message(OrderRequest::person(order(
        r#"Fire(element: "ban6-mg", target: "bn1-3")"#,
    )));
    app.update();
    app.update();
    assert_eq!(shown(&app).1.orders.len(), ORDERS.len() + 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn play_from_here_is_a_new_game_saved_under_a_new_name() {
    let dir = temp_dir("play-replay-from-here");
    let mut app = game_in_progress(&dir);
    let (_, record) = shown(&app);
    ask(&mut app, ReplayControl::Open);
    ask(&mut app, ReplayControl::Seek(4));
    let at_four = shown(&app).0;
    let original = std::fs::read_to_string(dir.join("battle.game.ron")).unwrap();
    ask(&mut app, ReplayControl::PlayFromHere);
    assert!(app.world().get_resource::<Watching>().is_none());
    let new_path = dir.join("battle.game-2.ron");
    let saved = Record::load(&new_path, &rules()).unwrap();
    assert_eq!(saved.record.orders, record.orders[..4].to_vec());
    assert_eq!(
        std::fs::read_to_string(dir.join("battle.game.ron")).unwrap(),
        original,
        "the game watched is kept as it was"
    );
    let table = app.world().resource::<TableSession>();
    assert_eq!(table.save_path(), new_path);
    assert_same_game(
        &shown(&app).0,
        &at_four,
        "the new game begins where the replay was",
    );
    // The new game takes orders and saves to its own file.
    app.world_mut()
        .write_message(OrderRequest::person(order(r#"EndPhase(side: "republic")"#)));
    app.update();
    app.update();
    assert_eq!(shown(&app).1.orders.len(), 5);
    let saved = Record::load(&new_path, &rules()).unwrap();
    assert_eq!(saved.record.orders.len(), 5, "saved at the order");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_record_opened_to_watch_steps_plays_and_goes_on_beside_itself() {
    let dir = temp_dir("play-replay-record");
    // The example record, with its refused orders, beside a copy of its scenario.
    let text = std::fs::read_to_string(repo().join("records/example.ron"))
        .unwrap()
        .replace("../scenarios/default.ron", "battle.ron");
    std::fs::write(dir.join("battle.ron"), default_scenario()).unwrap();
    let path = dir.join("example.ron");
    std::fs::write(&path, &text).unwrap();
    let loaded = Record::load(&path, &rules()).unwrap();
    let mut app = app(&dir, Start::Continue(loaded.record.clone()), "example.ron");
    let mut watched = Replay::open(&path, rules()).unwrap();
    watched.seek(2);
    app.insert_resource(Watching::of_record(watched, path.clone()));
    begin_in(&mut app, TableMode::Watching);
    app.world_mut()
        .resource_mut::<TableSession>()
        .set_autosave(false);
    app.update();
    app.update();
    let straight = |n: usize| {
        let mut r = loaded.record.clone();
        r.orders.truncate(n);
        replay(&r, loaded.scenario.clone(), Arc::new(rules()))
            .unwrap()
            .0
    };
    assert_same_game(&shown(&app).0, &straight(2), "opened at order 2");
    let (line, refused) = app.world().resource::<Watching>().replay.where_line();
    assert!(refused && line.contains("movement.distance"), "{line}");
    // Playing at 10 orders a second moves on by the clock: half an order a 50 ms frame.
    ask(&mut app, ReplayControl::Speed(10.0));
    ask(&mut app, ReplayControl::Play(true));
    for _ in 0..8 {
        app.update();
    }
    let w = app.world().resource::<Watching>();
    assert!(w.playing);
    let at = w.replay.position();
    assert!((6..=9).contains(&at), "at {at}");
    assert_same_game(&shown(&app).0, &straight(at), "playing");
    for _ in 0..40 {
        app.update();
    }
    let w = app.world().resource::<Watching>();
    assert_eq!(w.replay.position(), w.replay.len());
    assert!(!w.playing, "stops at the end");
    ask(&mut app, ReplayControl::TurnBack);
    ask(&mut app, ReplayControl::PlayFromHere);
    let new_path = dir.join("example-2.ron");
    let saved = Record::load(&new_path, &rules()).unwrap();
    assert!(saved.record.orders.len() < loaded.record.orders.len());
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        text,
        "kept as it was"
    );
    assert!(app.world().resource::<TableSession>().autosave());
    let _ = std::fs::remove_dir_all(&dir);
}
