//! A game at the table without the window: the session starts the game from the scenario file,
//! autosaves at every phase, and restarts on a changed scenario only while no order is given.
//! Bevy's clock is driven by hand: the file watcher's polls come from frames, not from sleeping.

use std::sync::Arc;
use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::common::{default_scenario, edit, order, rules, temp_dir};
use trinchera::play::{PlayPlugin, Start, TableSession};
use trinchera::record::Record;
use trinchera::rules::dice::DiceSource;
use trinchera::scenario::watch::{self, ScenarioFile, SharedRuleset, Source};
use trinchera::session::{GameSession, OrderRequest};

fn app(dir: &std::path::Path) -> App {
    let scenario = dir.join("battle.ron");
    std::fs::write(&scenario, default_scenario()).unwrap();
    let rules = rules();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, PlayPlugin, watch::plugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.insert_resource(ScenarioFile::new(Source::File(scenario), &rules));
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    app.insert_resource(TableSession::new(
        Start::New(DiceSource::Scripted(vec![4, 2, 5, 3, 6, 1, 2, 4])),
        dir.join("battle.game.ron"),
    ));
    app
}

/// One frame of the app's clock.
const FRAME: Duration = Duration::from_millis(50);

/// Let half a second of the app's time pass: the watcher polls the file twice.
fn let_the_watcher_poll(app: &mut App) {
    for _ in 0..10 {
        app.update();
    }
}

fn send(app: &mut App, ron: &str) {
    app.world_mut().write_message(OrderRequest(order(ron)));
    app.update();
    app.update();
}

#[test]
fn the_session_starts_the_game_and_autosaves_at_each_phase() {
    let dir = temp_dir("session");
    let mut app = app(&dir);
    app.update();
    assert!(app.world().get_resource::<GameSession>().is_some());
    send(&mut app, r#"Move(element: "ban6-2", to: (20, 11))"#);
    assert!(
        !dir.join("battle.game.ron").exists(),
        "no save before the phase ends"
    );
    send(&mut app, r#"EndPhase(side: "nationalist")"#);
    let saved = Record::load(&dir.join("battle.game.ron"), &rules()).unwrap();
    assert_eq!(saved.record.scenario, "battle.ron");
    assert_eq!(saved.record.orders.len(), 2);
    assert!(
        !dir.join("battle.game.ron.tmp").exists(),
        "written whole, then renamed"
    );
    // A rejected order is told to the player and not recorded.
    send(&mut app, r#"Move(element: "ban6-2", to: (20, 30))"#);
    let session = app.world().resource::<TableSession>();
    assert!(
        session
            .message
            .as_ref()
            .is_some_and(|(m, bad)| *bad && m.contains("it is the movement of Republic"))
    );
    assert_eq!(
        app.world().resource::<GameSession>().record().orders.len(),
        2
    );
}

#[test]
fn a_changed_scenario_restarts_the_game_only_before_the_first_order() {
    let dir = temp_dir("session-reload");
    let mut app = app(&dir);
    app.update();
    let changed = edit(
        &default_scenario(),
        "at: (20, 6.5), facing: 0",
        "at: (20, 7.5), facing: 0",
    );
    std::fs::write(dir.join("battle.ron"), &changed).unwrap();
    let_the_watcher_poll(&mut app);
    let pos = app
        .world()
        .resource::<GameSession>()
        .game()
        .element("ban6-2")
        .unwrap()
        .base
        .center;
    assert_eq!(pos.y, 7.5, "no order yet: the game follows the file");
    send(&mut app, r#"Move(element: "ban6-2", to: (20, 9))"#);
    std::fs::write(dir.join("battle.ron"), default_scenario()).unwrap();
    let_the_watcher_poll(&mut app);
    let state = app.world().resource::<GameSession>();
    assert_eq!(
        state.game().element("ban6-2").unwrap().base.center.y,
        9.0,
        "the game in progress is kept"
    );
    let session = app.world().resource::<TableSession>();
    assert!(
        session
            .message
            .as_ref()
            .is_some_and(|(m, _)| m.contains("keeps the version it began with"))
    );
}
