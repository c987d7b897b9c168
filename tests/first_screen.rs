//! `trinchera` with no command asks first which game to play: the saved game carried on (its
//! battle, turn and phase), or a new game on the built-in battle or a shipped one. Nothing is
//! played, or saved, before the choice, and a new game never takes a saved game's file.

use std::sync::Arc;

use bevy::prelude::*;

use crate::common::{order, repo, rules, table_mode, temp_dir};
use trinchera::play::first_screen::{BUILTIN_SAVE, FirstChoice, FirstScreen, FirstScreenDir};
use trinchera::play::mode::{TableMode, begin_in};
use trinchera::play::{PlayPlugin, Start, TableSession};
use trinchera::record::{BUILTIN_DEFAULT, Record};
use trinchera::rules::Phase;
use trinchera::rules::dice::DiceSource;
use trinchera::scenario::watch::{ScenarioFile, SharedRuleset, Source};
use trinchera::session::GameSession;

/// A folder with a saved game of the built-in battle (two orders: a move, the end of the
/// Nationalists' movement) and two shipped battles.
fn folder(name: &str) -> std::path::PathBuf {
    let dir = temp_dir(name);
    std::fs::create_dir_all(dir.join("scenarios")).unwrap();
    for f in ["jarama.ron", "default.ron"] {
        std::fs::copy(
            repo().join("scenarios").join(f),
            dir.join("scenarios").join(f),
        )
        .unwrap();
    }
    let mut r = Record::new(
        BUILTIN_DEFAULT.into(),
        trinchera::scenario::DEFAULT_SCENARIO,
        DiceSource::Seeded(3),
    );
    r.orders
        .push(order(r#"Move(element: "ban6-2", to: (20, 9))"#));
    r.orders.push(order(r#"EndPhase(side: "nationalist")"#));
    r.save(&dir.join(BUILTIN_SAVE)).unwrap();
    dir
}

fn app(dir: &std::path::Path) -> App {
    let rules = rules();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, PlayPlugin));
    app.insert_resource(ScenarioFile::new(Source::Embedded, &rules));
    app.insert_resource(FirstScreen::look(dir, &rules));
    app.insert_resource(FirstScreenDir(dir.to_path_buf()));
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    let table = TableSession::new(Start::New(DiceSource::Seeded(1)), dir.join(BUILTIN_SAVE));
    app.insert_resource(table);
    begin_in(&mut app, TableMode::ChoosingGame);
    app
}

#[test]
fn the_first_screen_offers_the_saved_game_and_the_shipped_battles() {
    let dir = folder("first-offers");
    let screen = FirstScreen::look(&dir, &rules());
    assert_eq!(screen.saved.len(), 1);
    let saved = &screen.saved[0];
    assert_eq!(saved.path, dir.join(BUILTIN_SAVE));
    assert_eq!(saved.orders, 2);
    // The Nationalists ended their movement: the Republic's movement, turn 1.
    assert_eq!((saved.turn, saved.phase), (1, Phase::Movement));
    assert!(saved.saved.is_some(), "when it was saved is told");
    let titles: Vec<&str> = screen.battles.iter().map(|b| b.title.as_str()).collect();
    assert_eq!(titles.len(), 2, "{titles:?}");
    assert!(titles.iter().any(|t| t.starts_with("Jarama")), "{titles:?}");
}

#[test]
fn a_quick_battles_game_and_a_second_game_are_offered_newest_first() {
    // A quick battle's game is saved in `quick-battles/`, a second game of the built-in
    // battle beside the first: a player who closed either finds it on the first screen.
    let dir = folder("first-quick-saved");
    let first = std::fs::read(dir.join(BUILTIN_SAVE)).unwrap();
    std::fs::create_dir_all(dir.join("quick-battles")).unwrap();
    let quick = dir.join("quick-battles").join("quick-7.game.ron");
    let second = dir.join("trinchera-game-2.ron");
    let hour = std::time::Duration::from_secs(3600);
    let now = std::time::SystemTime::now();
    for (path, age) in [(&quick, 0), (&second, 1)] {
        std::fs::write(path, &first).unwrap();
        let f = std::fs::File::options().write(true).open(path).unwrap();
        f.set_modified(now - hour * age).unwrap();
    }
    std::fs::File::options()
        .write(true)
        .open(dir.join(BUILTIN_SAVE))
        .unwrap()
        .set_modified(now - hour * 2)
        .unwrap();
    let screen = FirstScreen::look(&dir, &rules());
    let offered: Vec<_> = screen.saved.iter().map(|g| g.path.clone()).collect();
    assert_eq!(offered, [quick, second, dir.join(BUILTIN_SAVE)]);
}

/// The game saved in `folder`, with one more order, the Republic's mortar a short step back
/// (no die rolled since the Nationalists ended their movement), and the seats it was saved
/// with, then carried on: how many orders can be taken back.
fn carried_on_with_a_move(name: &str, computer: Option<&str>) -> (App, usize) {
    let dir = folder(name);
    let path = dir.join(BUILTIN_SAVE);
    let mut r = Record::load(&path, &rules()).unwrap().record;
    r.orders
        .push(order(r#"Move(element: "bn1-mor", to: (22, 27.5))"#));
    if let Some(level) = computer {
        r.computer.insert("republic".into(), level.into());
    }
    r.save(&path).unwrap();
    let mut app = app(&dir);
    app.update();
    app.world_mut().write_message(FirstChoice::CarryOn(path));
    app.update();
    app.update();
    let undoable = app.world().resource::<GameSession>().undoable();
    (app, undoable)
}

#[test]
fn a_move_made_before_the_game_was_closed_can_be_taken_back_after() {
    let (mut app, undoable) = carried_on_with_a_move("first-undo", None);
    assert_eq!(
        undoable, 1,
        "the mortar's move, given since the last end of a phase"
    );
    let mut session = app.world_mut().resource_mut::<GameSession>();
    let at = |s: &GameSession| s.game().element("bn1-mor").unwrap().base.center;
    assert_eq!(at(&session), Vec2::new(22.0, 27.5));
    session.undo().unwrap();
    assert_eq!(at(&session), Vec2::new(22.0, 28.5));
    assert_eq!(session.record().orders.len(), 2);
    // Nothing before the end of the Nationalists' movement: a phase ended is a wall.
    assert!(session.undo().is_err());
}

#[test]
fn the_computers_move_before_the_game_was_closed_is_not_the_persons_to_take_back() {
    let (_, undoable) = carried_on_with_a_move("first-undo-computer", Some("scripted"));
    assert_eq!(undoable, 0, "the Republic's move was the computer's");
}

#[test]
fn nothing_is_played_until_the_saved_game_is_chosen_and_then_it_is_carried_on() {
    let dir = folder("first-carry");
    let before = std::fs::read_to_string(dir.join(BUILTIN_SAVE)).unwrap();
    let mut app = app(&dir);
    for _ in 0..3 {
        app.update();
    }
    // Behind the question the built-in battle stands as a backdrop: nobody may order, nobody
    // is asked who plays, and an order that got through anyway would not be saved.
    let table = app.world().resource::<TableSession>();
    let mode = table_mode(&app);
    assert_eq!(mode, TableMode::ChoosingGame, "nobody is asked who plays");
    assert!(!table.may_order(mode, 0) && !table.may_order(mode, 1));
    assert_eq!(
        table.why_not_yours(mode, 0, app.world().resource::<GameSession>().game()),
        "choose a game first"
    );
    app.world_mut()
        .write_message(trinchera::session::OrderRequest::person(order(
            r#"Move(element: "ban6-2", to: (20, 8))"#,
        )));
    app.update();
    assert_eq!(
        std::fs::read_to_string(dir.join(BUILTIN_SAVE)).unwrap(),
        before
    );
    app.world_mut()
        .write_message(FirstChoice::CarryOn(dir.join(BUILTIN_SAVE)));
    app.update();
    app.update();
    assert!(app.world().get_resource::<FirstScreen>().is_none());
    let session = app.world().resource::<GameSession>();
    assert_eq!(
        session.record().orders.len(),
        2,
        "the saved game goes on, not the backdrop"
    );
    assert_eq!(
        session.game().element("ban6-2").unwrap().base.center,
        Vec2::new(20.0, 9.0)
    );
    let table = app.world().resource::<TableSession>();
    assert_eq!(table.save_path(), dir.join(BUILTIN_SAVE));
    assert!(matches!(table.start(), Start::Continue(_)));
}

#[test]
fn a_new_game_on_the_built_in_battle_keeps_the_saved_one() {
    let dir = folder("first-new");
    let before = std::fs::read_to_string(dir.join(BUILTIN_SAVE)).unwrap();
    let mut app = app(&dir);
    app.update();
    app.world_mut().write_message(FirstChoice::NewBuiltin);
    app.update();
    app.update();
    let session = app.world().resource::<GameSession>();
    assert!(session.record().orders.is_empty());
    let table = app.world().resource::<TableSession>();
    assert_eq!(table.save_path(), dir.join("trinchera-game-2.ron"));
    assert_eq!(
        table_mode(&app),
        TableMode::AskingSeats,
        "a new game asks who plays"
    );
    app.world_mut()
        .write_message(trinchera::session::OrderRequest::person(order(
            r#"Move(element: "ban6-2", to: (20, 8))"#,
        )));
    // Nobody may order while asked who plays; the record saved stays the old one's.
    app.update();
    assert_eq!(
        std::fs::read_to_string(dir.join(BUILTIN_SAVE)).unwrap(),
        before
    );
}

/// A file at the built-in battle's save that is not a game record (a note, a half-written file)
/// is not a game to carry on, but nor is it the program's to write over.
#[test]
fn a_new_game_on_the_built_in_battle_never_writes_over_a_file_that_is_not_a_record() {
    let dir = folder("first-not-record");
    let note = "my notes on the battle, not a record\n";
    std::fs::write(dir.join(BUILTIN_SAVE), note).unwrap();
    let mut app = app(&dir);
    app.update();
    app.world_mut().write_message(FirstChoice::NewBuiltin);
    app.update();
    app.update();
    let table = app.world().resource::<TableSession>();
    assert_eq!(table.save_path(), dir.join("trinchera-game-2.ron"));
    assert_eq!(
        std::fs::read_to_string(dir.join(BUILTIN_SAVE)).unwrap(),
        note
    );
}

#[test]
fn a_shipped_battle_is_a_new_game_on_its_file() {
    let dir = folder("first-battle");
    let mut app = app(&dir);
    app.update();
    let jarama = dir.join("scenarios/jarama.ron");
    app.world_mut()
        .write_message(FirstChoice::NewOn(jarama.clone()));
    app.update();
    app.update();
    let session = app.world().resource::<GameSession>();
    assert!(session.game().scenario().title.starts_with("Jarama"));
    let table = app.world().resource::<TableSession>();
    assert_eq!(table.save_path(), dir.join("scenarios/jarama.game.ron"));
    let file = app.world().resource::<ScenarioFile>();
    assert!(matches!(&file.source, Source::File(p) if *p == jarama));
}

#[test]
fn a_quick_battle_is_generated_saved_and_played_and_asks_who_plays() {
    let dir = folder("first-quick");
    let mut app = app(&dir);
    app.update();
    app.world_mut().write_message(FirstChoice::Quick {
        size: trinchera::generate::Size::Small,
        year: Some(1937),
    });
    app.update();
    app.update();
    let quick: Vec<_> = std::fs::read_dir(dir.join("quick-battles"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(quick.len(), 1, "{quick:?}");
    let text = std::fs::read_to_string(&quick[0]).unwrap();
    assert!(trinchera::scenario::parse("quick", &text, &rules()).is_ok());
    let session = app.world().resource::<GameSession>();
    assert!(session.game().scenario().date.value.starts_with("1937"));
    let (w, h) = (
        session.game().scenario().table.0,
        session.game().scenario().table.1,
    );
    assert_eq!((w, h), (48.0, 32.0));
    assert_eq!(
        table_mode(&app),
        TableMode::AskingSeats,
        "a new game asks who plays"
    );
    let file = app.world().resource::<ScenarioFile>();
    assert!(matches!(&file.source, Source::File(p) if *p == quick[0]));
}

#[test]
fn the_first_screen_opened_over_a_game_goes_back_to_it() {
    let dir = folder("first-over");
    let mut app = app(&dir);
    app.update();
    app.world_mut()
        .write_message(FirstChoice::CarryOn(dir.join(BUILTIN_SAVE)));
    app.update();
    app.update();
    app.world_mut()
        .write_message(trinchera::play::first_screen::OpenFirstScreen);
    app.update();
    app.update();
    assert!(app.world().resource::<FirstScreen>().over_a_game);
    assert!(
        !app.world()
            .resource::<TableSession>()
            .may_order(table_mode(&app), 0)
    );
    app.world_mut().write_message(FirstChoice::Back);
    app.update();
    app.update();
    assert!(app.world().get_resource::<FirstScreen>().is_none());
    assert_eq!(table_mode(&app), TableMode::Playing);
    assert_eq!(
        app.world().resource::<GameSession>().record().orders.len(),
        2
    );
}
