//! A game at the table without the window: the session starts the game from the scenario file,
//! saves at every order, and restarts on a changed scenario only while no order is given;
//! after that the game (and the table, which draws it) keeps its version until the player asks
//! for a new game on the changed file.
//! Bevy's clock is driven by hand: the file watcher's polls come from frames, not from sleeping.

use std::sync::Arc;
use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::common::{default_scenario, edit, order, repo, rules, temp_dir};
use trinchera::play::aftermath::Aftermath;
use trinchera::play::{NewGameOnChangedFile, PlayPlugin, Start, TableSession};
use trinchera::record::{Record, content_hash};
use trinchera::rules::RuleId;
use trinchera::rules::dice::DiceSource;
use trinchera::scenario::watch::{ScenarioFile, SharedRuleset, Source};
use trinchera::session::{GameSession, OrderRequest};

fn app(dir: &std::path::Path) -> App {
    let scenario = dir.join("battle.ron");
    std::fs::write(&scenario, default_scenario()).unwrap();
    app_on(
        dir,
        Start::New(DiceSource::Scripted(vec![4, 2, 5, 3, 6, 1, 2, 4])),
    )
}

/// The app on `dir/battle.ron` as it is, begun as `start`.
fn app_on(dir: &std::path::Path, start: Start) -> App {
    let scenario = dir.join("battle.ron");
    let rules = rules();
    let mut app = App::new();
    // PlayPlugin brings the file watcher: the window has no other.
    app.add_plugins((MinimalPlugins, PlayPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.insert_resource(ScenarioFile::new(Source::File(scenario), &rules));
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    app.insert_resource(TableSession::new(start, dir.join("battle.game.ron")));
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
    app.world_mut()
        .write_message(OrderRequest::person(order(ron)));
    app.update();
    app.update();
}

#[test]
fn the_session_starts_the_game_and_saves_every_order_in_the_frame_it_is_applied() {
    let dir = temp_dir("session");
    let mut app = app(&dir);
    app.update();
    assert!(app.world().get_resource::<GameSession>().is_some());
    let path = dir.join("battle.game.ron");
    assert!(!path.exists(), "nothing is saved before the first order");
    // One frame: the order is applied and on the disk before the frame is drawn. Dropping the
    // app after it (a kill: nothing runs on the way out) loses nothing.
    app.world_mut().write_message(OrderRequest::person(order(
        r#"Move(element: "ban6-2", to: (20, 11))"#,
    )));
    app.update();
    let saved = Record::load(&path, &rules()).unwrap();
    assert_eq!(saved.record.scenario, "battle.ron");
    assert_eq!(saved.record.orders.len(), 1, "the move is saved at once");
    assert_eq!(
        &saved.record.orders,
        &app.world().resource::<GameSession>().record().orders
    );
    send(&mut app, r#"Move(element: "ban6-1", to: (18, 11))"#);
    assert_eq!(
        Record::load(&path, &rules()).unwrap().record.orders.len(),
        2
    );
    // Undo is saved too: a game carried on after a close does not bring the order back.
    let mut session = app.world_mut().resource_mut::<GameSession>();
    session.undo().unwrap();
    app.update();
    assert_eq!(
        Record::load(&path, &rules()).unwrap().record.orders.len(),
        1
    );
    send(&mut app, r#"EndPhase(side: "nationalist")"#);
    let saved = Record::load(&path, &rules()).unwrap();
    assert_eq!(saved.record.orders.len(), 2);
    assert!(
        !dir.join("battle.game.ron.tmp").exists(),
        "written whole, then renamed"
    );
    drop(app);
    let kept = Record::load(&path, &rules()).unwrap();
    assert_eq!(kept.record.orders, saved.record.orders);
    // A rejected order is told to the player, with the rule that refused it, and not recorded.
    let mut app = app_on(&dir, Start::Continue(kept.record));
    app.update();
    send(&mut app, r#"Move(element: "ban6-2", to: (20, 30))"#);
    let told = app.world().resource::<TableSession>().message().cloned();
    assert!(
        told.as_ref()
            .is_some_and(|n| n.bad && n.rule == Some(RuleId::NotYourTurn)),
        "{told:?}"
    );
    assert_eq!(
        app.world().resource::<GameSession>().record().orders.len(),
        2
    );
    assert_eq!(
        Record::load(&path, &rules()).unwrap().record.orders.len(),
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
            .message()
            .is_some_and(|n| n.text.contains("keeps the version it began with"))
    );
}

#[test]
fn mid_game_the_game_keeps_its_version_until_a_new_game_is_asked_for() {
    let dir = temp_dir("session-new-game");
    let mut app = app(&dir);
    app.update();
    let began_on = app.world().resource::<ScenarioFile>().generation;
    send(&mut app, r#"Move(element: "ban6-2", to: (20, 9))"#);
    let first_dice = app.world().resource::<GameSession>().record().dice.clone();

    // The author shortens the battle and moves a base while the game is on.
    let changed = edit(
        &edit(&default_scenario(), "turns: 8,", "turns: 6,"),
        "at: (20, 6.5), facing: 0",
        "at: (20, 7.5), facing: 0",
    );
    std::fs::write(dir.join("battle.ron"), &changed).unwrap();
    let_the_watcher_poll(&mut app);
    let file = app.world().resource::<ScenarioFile>();
    assert!(file.generation > began_on, "the watcher read the new file");
    assert_eq!(file.scenario.as_ref().unwrap().turns.value, 6);
    let g = app.world().resource::<GameSession>().game();
    assert_eq!(g.scenario().turns.value, 8, "the game keeps its scenario");
    assert_eq!(g.element("ban6-2").unwrap().base.center.y, 9.0);
    let table = app.world().resource::<TableSession>();
    assert_eq!(
        table.game_generation(),
        began_on,
        "the table is drawn for the game's version, not the file's"
    );
    assert!(table.file_changed_since_game_began(file));
    assert!(
        table
            .message()
            .is_some_and(|n| n.text.contains("keeps the version it began with")),
        "{:?}",
        table.message()
    );

    // The player asks for a new game on the changed file.
    app.world_mut().write_message(NewGameOnChangedFile);
    app.update();
    let file = app.world().resource::<ScenarioFile>();
    let session = app.world().resource::<GameSession>();
    let g = session.game();
    assert_eq!(
        g.scenario().turns.value,
        6,
        "the new game plays the new file"
    );
    assert_eq!(g.element("ban6-2").unwrap().base.center.y, 7.5);
    assert!(session.record().orders.is_empty(), "a new record");
    assert_eq!(session.record().scenario_hash, content_hash(&changed));
    assert!(matches!(session.record().dice, DiceSource::Seeded(_)));
    assert_ne!(session.record().dice, first_dice, "a fresh seed");
    let table = app.world().resource::<TableSession>();
    let (old_path, new_path) = (dir.join("battle.game.ron"), dir.join("battle.game-2.ron"));
    assert_eq!(table.save_path(), new_path);
    assert_eq!(table.game_generation(), file.generation);
    assert!(!table.file_changed_since_game_began(file));
    let told = table.message().cloned().unwrap().text;
    for path in [&old_path, &new_path] {
        assert!(told.contains(&path.display().to_string()), "{told}");
    }

    // The old game was saved where it was, on the version it began with ...
    let old = Record::load(&old_path, &rules());
    assert!(
        old.is_err(),
        "the old record's scenario has changed since, and loading says so"
    );
    let old_text = std::fs::read_to_string(&old_path).unwrap();
    assert!(old_text.contains(&content_hash(&default_scenario())));
    assert!(old_text.contains("ban6-2"), "{old_text}");
    // ... and the new game's saves go to its own file, never over the old one.
    send(&mut app, r#"EndPhase(side: "nationalist")"#);
    let new = Record::load(&new_path, &rules()).unwrap();
    assert_eq!(new.record.orders.len(), 1);
    assert_eq!(std::fs::read_to_string(&old_path).unwrap(), old_text);
}

#[test]
fn the_record_hashes_the_text_the_game_was_built_from() {
    // The file is saved again between the load and the game's start: the record must carry the
    // hash of the version that was parsed, or it could never be replayed.
    let dir = temp_dir("hash-parsed");
    let mut app = app(&dir);
    let parsed = default_scenario();
    std::fs::write(
        dir.join("battle.ron"),
        parsed.replace("turns: ", "turns: 1"),
    )
    .unwrap();
    app.update();
    let session = app.world().resource::<GameSession>();
    assert_eq!(session.record().scenario_hash, content_hash(&parsed));
}

/// The session as `trinchera play` starts it on what `opening::decide` chose.
fn app_opened(opening: trinchera::opening::Opening) -> App {
    let rules = rules();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, PlayPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    let source = opening
        .scenario
        .clone()
        .map_or(Source::Embedded, Source::File);
    app.insert_resource(ScenarioFile::new(source, &rules));
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    let start = match opening.carry_on {
        Some(r) => Start::Continue(r),
        None => Start::New(DiceSource::Scripted(vec![4, 2, 5, 3, 6, 1, 2, 4])),
    };
    let mut table = TableSession::new(start, opening.save_path);
    if let Some(note) = opening.note {
        table.tell(note, false);
    }
    app.insert_resource(table);
    app
}

#[test]
fn playing_the_scenario_again_carries_the_saved_game_on_and_new_keeps_both() {
    use trinchera::opening::{PlayArgs, decide};
    let dir = temp_dir("session-again");
    let scenario = dir.join("battle.ron");
    let saved = dir.join("battle.game.ron");
    // The first session: a move and the end of a phase, autosaved.
    let mut app = app(&dir);
    app.update();
    send(&mut app, r#"Move(element: "ban6-2", to: (20, 11))"#);
    send(&mut app, r#"EndPhase(side: "nationalist")"#);
    drop(app);
    assert_eq!(
        Record::load(&saved, &rules()).unwrap().record.orders.len(),
        2
    );

    // `trinchera play battle.ron` again: the same game, where it was left.
    let opening = decide(&scenario, &PlayArgs::default(), &rules()).unwrap();
    let mut app = app_opened(opening);
    app.update();
    let g = app.world().resource::<GameSession>().game();
    assert_eq!(
        g.element("ban6-2").unwrap().base.center,
        Vec2::new(20.0, 11.0)
    );
    let told = app
        .world()
        .resource::<TableSession>()
        .message()
        .cloned()
        .unwrap();
    assert!(
        told.text.starts_with("Carrying on the saved game") && !told.bad,
        "{told:?}"
    );
    send(&mut app, r#"EndPhase(side: "republic")"#);
    let kept = std::fs::read_to_string(&saved).unwrap();
    assert_eq!(
        Record::load(&saved, &rules()).unwrap().record.orders.len(),
        3,
        "the autosave adds to the game, it does not start over"
    );
    drop(app);

    // `--new`: a game of its own, and the saved game is not touched by its saves.
    let args = PlayArgs {
        new: true,
        ..PlayArgs::default()
    };
    let opening = decide(&scenario, &args, &rules()).unwrap();
    let mut app = app_opened(opening);
    app.update();
    assert!(
        app.world()
            .resource::<GameSession>()
            .record()
            .orders
            .is_empty()
    );
    send(&mut app, r#"EndPhase(side: "nationalist")"#);
    let second = dir.join("battle.game-2.ron");
    assert_eq!(
        Record::load(&second, &rules()).unwrap().record.orders.len(),
        1
    );
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), kept);
}

#[test]
fn a_saved_game_carried_on_retells_what_its_last_order_did_step_by_step() {
    // records/jarama-after-fire.ron ends with the order that resolved the Condor Legion's fire:
    // two hits and a pin on 1/4 Brit, then the pin lifted in the unpinning step.
    let rules = rules();
    let loaded = Record::load(&repo().join("records/jarama-after-fire.ron"), &rules).unwrap();
    let dir = temp_dir("aftermath");
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, PlayPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.insert_resource(ScenarioFile::new(
        Source::File(repo().join("scenarios/jarama.ron")),
        &rules,
    ));
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    let mut table = TableSession::new(Start::Continue(loaded.record), dir.join("j.game.ron"));
    table.set_autosave(false);
    app.insert_resource(table);
    app.update();
    app.update();
    let titles = |app: &App| -> Vec<String> {
        let after = app.world().resource::<Aftermath>();
        after.steps().map(|s| s.title()).collect()
    };
    // Turn 2 opens with engaged troops: who may choose to move first is news too [INF].
    assert_eq!(
        titles(&app),
        vec![
            "Turn 1: direct fire",
            "Turn 1: unpinning",
            "Turn 2: movement"
        ]
    );
    let after = app.world().resource::<Aftermath>();
    let fire = after.current().unwrap();
    assert_eq!(fire.texts()[0], "2 hits");
    assert!(fire.texts().contains(&"Pinned: 1/4 Brit".to_string()));
    assert!(
        after.age > 0.0,
        "the marks' animation runs while it is shown"
    );
    app.world_mut().resource_mut::<Aftermath>().close();
    app.update();
    let after = app.world().resource::<Aftermath>();
    assert_eq!(
        after.current().unwrap().texts(),
        vec!["No longer pinned: 1/4 Brit".to_string()]
    );
    app.world_mut().resource_mut::<Aftermath>().close();
    let after = app.world().resource::<Aftermath>();
    assert!(
        after.current().unwrap().lines[0]
            .text
            .en()
            .contains("tactically engaged"),
        "{:?}",
        after.current().unwrap().lines
    );
    app.world_mut().resource_mut::<Aftermath>().close();
    // A move sets nothing off: nothing new to tell.
    send(&mut app, r#"Move(element: "reg-1", to: (24, 13))"#);
    assert!(titles(&app).is_empty());
}

#[test]
fn dice_typed_by_hand_are_asked_for_by_name_and_shown_as_each_comes_in() {
    use bevy::ecs::system::RunSystemOnce;
    use trinchera::play::type_die;
    let dir = temp_dir("typed-dice");
    let mut app = app(&dir);
    app.update();
    send(&mut app, "RollByHand(true)");
    // Movement, the Nationalists' artillery (Valdemoro has a battery), direct fire.
    for side in [
        "nationalist",
        "republic",
        "nationalist",
        "nationalist",
        "republic",
    ] {
        send(&mut app, &format!(r#"EndPhase(side: "{side}")"#));
    }
    // Turn 2 begins with each battalion's action points, every die from the player.
    let prompt = |app: &App| {
        app.world()
            .resource::<TableSession>()
            .die_prompt()
            .map(str::to_string)
    };
    let first = prompt(&app).expect("a die is asked for");
    assert!(first.starts_with("Roll a die for "), "{first}");
    assert!(first.contains(": action points (any score)"), "{first}");
    let type_in = |app: &mut App, v: u8| {
        app.world_mut()
            .run_system_once(
                move |mut table: ResMut<TableSession>, mut w: MessageWriter<OrderRequest>| {
                    type_die(&mut table, &mut w, v)
                },
            )
            .unwrap();
        app.update();
        app.update();
    };
    type_in(&mut app, 4);
    let table = app.world().resource::<TableSession>();
    assert_eq!(
        table.dice_in().len(),
        1,
        "the die is shown as soon as it is in"
    );
    assert_eq!(
        (
            table.dice_in()[0].value,
            table.dice_in()[0].purpose.en().as_str()
        ),
        (4, "action points")
    );
    assert!(table.dice_in()[0].typed);
    let second = prompt(&app).expect("the next die is asked for");
    assert_ne!(second, first, "the prompt names the next roll");
    // Nothing is in the game's log until the chain is settled.
    let logged = app.world().resource::<GameSession>().game().log().len();
    type_in(&mut app, 2);
    assert_eq!(app.world().resource::<TableSession>().dice_in().len(), 2);
    assert_eq!(
        app.world().resource::<GameSession>().game().log().len(),
        logged
    );
}
