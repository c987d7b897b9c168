//! The computer at the table, without the window: it thinks on a worker thread while the app
//! keeps running, its orders go through the session like a person's, one at a time with a
//! pause (none when its phase is skipped), undo never takes them back, and Why has what it
//! weighed. Who plays is kept with the saved game.

use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::common::{default_scenario, edit, order, rules, temp_dir};
use trinchera::play::aftermath::Aftermath;
use trinchera::play::computer::{Computer, Doing, PAUSE_SECONDS};
use trinchera::play::{PlayPlugin, Start, TableSession};
use trinchera::players::behaviour::Behaviour;
use trinchera::players::scripted::Scripted;
use trinchera::players::{self, Player, Thought};
use trinchera::record::Record;
use trinchera::rules::dice::DiceSource;
use trinchera::rules::{Game, Order, Phase, Rejection};
use trinchera::scenario::watch::{ScenarioFile, SharedRuleset, Source};
use trinchera::seats::Seats;
use trinchera::session::{GameSession, OrderRequest, UndoError};
use trinchera::words::{Arg, Msg};

/// In the built-in battle the Republic is side 0 and the Nationalists, who move first, side 1.
const REPUBLIC: usize = 0;
const NATIONALISTS: usize = 1;

/// The scripted player, saying for each order what it chose and on which thread it thought.
#[derive(Default)]
struct Thinker {
    inner: Scripted,
    said: Vec<Thought>,
}

impl Player for Thinker {
    fn name(&self) -> &'static str {
        "thinker"
    }

    fn next_order(&mut self, game: &Game, side: usize) -> Order {
        let order = self.inner.next_order(game, side);
        let thread = std::thread::current().name().unwrap_or("?").to_string();
        self.said.push(Thought {
            turn: game.turn(),
            phase: game.phase(),
            side,
            // The thread it thought on, where a unit's name would be.
            choice: trinchera::msg!(
                "why-unit-behaviour",
                unit = thread,
                behaviour = Behaviour::Steady.msg()
            ),
            candidates: vec![
                (Behaviour::Steady.msg(), 0.75),
                (Behaviour::Hold.msg(), 0.25),
            ],
            measure: trinchera::msg!("why-behaviour-measure", lead = 0.5),
        });
        order
    }

    fn refused(&mut self, order: &Order, why: &Rejection) {
        self.inner.refused(order, why);
    }

    fn thoughts(&mut self) -> Vec<Thought> {
        std::mem::take(&mut self.said)
    }
}

/// Orders `Held` may give: the test hands them out, so how long the player thinks is the
/// test's to say, not the machine's speed.
static PERMITS: (Mutex<u32>, Condvar) = (Mutex::new(0), Condvar::new());

/// How long `Held` waits for a permit before it thinks on regardless: a window that waited for
/// the player would freeze this long in one frame and apply the order in it, which the test
/// sees, rather than hang.
const HELD_AT_MOST: Duration = Duration::from_secs(60);

fn permit(n: u32) {
    let (lock, freed) = &PERMITS;
    *lock.lock().unwrap_or_else(|e| e.into_inner()) += n;
    freed.notify_all();
}

/// The scripted player, each order waiting for the test's permit.
#[derive(Default)]
struct Held(Scripted);

impl Player for Held {
    fn name(&self) -> &'static str {
        "held"
    }

    fn next_order(&mut self, game: &Game, side: usize) -> Order {
        let (lock, freed) = &PERMITS;
        let start = Instant::now();
        let mut left = lock.lock().unwrap_or_else(|e| e.into_inner());
        while *left == 0 && start.elapsed() < HELD_AT_MOST {
            left = freed
                .wait_timeout(left, HELD_AT_MOST)
                .map_or_else(|e| e.into_inner().0, |(l, _)| l);
        }
        *left = left.saturating_sub(1);
        drop(left);
        self.0.next_order(game, side)
    }
}

fn makers(name: &str) -> Option<Box<dyn Player>> {
    match name {
        "thinker" => Some(Box::new(Thinker::default())),
        "held" => Some(Box::new(Held::default())),
        _ => players::by_name(name),
    }
}

/// The built-in battle in a folder of its own, the computer at `level` playing the
/// Nationalists, each frame `frame` of the app's clock.
fn app(name: &str, level: &str, frame: Duration) -> App {
    app_on(name, &default_scenario(), level, frame)
}

/// `app` on a scenario of the test's own.
fn app_on(name: &str, text: &str, level: &str, frame: Duration) -> App {
    let dir = temp_dir(name);
    let scenario = dir.join("battle.ron");
    std::fs::write(&scenario, text).unwrap();
    let rules = rules();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, PlayPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(frame));
    app.insert_resource(ScenarioFile::new(Source::File(scenario), &rules));
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    let mut table = TableSession::new(
        Start::New(DiceSource::Seeded(7)),
        dir.join("battle.game.ron"),
    );
    let mut seats = Seats::default();
    seats.computer[NATIONALISTS] = Some(level.to_string());
    table.give_seats(seats);
    app.insert_resource(table);
    app.insert_resource(Computer::with_maker(makers));
    app
}

fn game(app: &App) -> &Game {
    app.world().resource::<GameSession>().game()
}

/// Frames until `done`, failing after a minute of the test's own time.
fn run_until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    app.update();
    while !done(app) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "{what}: not within a minute"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn persons_turn(app: &App) -> bool {
    let g = game(app);
    g.phase() == Phase::Movement && g.active() == REPUBLIC
}

#[test]
fn the_computer_plays_its_phase_on_a_worker_and_hands_the_turn_to_the_person() {
    let mut app = app("computer-phase", "thinker", Duration::from_millis(50));
    app.update();
    assert_eq!(
        (game(&app).phase(), game(&app).active()),
        (Phase::Movement, NATIONALISTS)
    );
    run_until(&mut app, "the Republic's movement", persons_turn);
    let record = app.world().resource::<GameSession>().record().clone();
    assert!(
        record.orders.len() >= 2,
        "some moves and the end of its phase: {:?}",
        record.orders
    );
    assert_eq!(
        record.orders.last(),
        Some(&order(r#"EndPhase(side: "nationalist")"#))
    );
    // Every order was thought of on the worker, and the record says who the computer plays.
    let computer = app.world().resource::<Computer>();
    let thoughts: Vec<&Thought> = computer.thoughts().collect();
    assert!(!thoughts.is_empty());
    for t in &thoughts {
        assert_eq!(
            t.choice.get("unit"),
            Some(&Arg::Name("trinchera-computer".into())),
            "{t:?}"
        );
    }
    assert_eq!(
        record.computer.get("nationalist").map(String::as_str),
        Some("thinker")
    );
    // It stops at the person's turn.
    let given = record.orders.len();
    for _ in 0..40 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<GameSession>().record().orders.len(),
        given
    );
    assert_eq!(app.world().resource::<Computer>().doing(), Doing::Nothing);
}

#[test]
fn the_app_runs_on_while_the_computer_thinks() {
    // The player thinks until the test lets it give an order: the frames go on meanwhile, on
    // any machine, and nothing is ordered until it has chosen. A window that waited for the
    // player would not return from a frame until the player gave up waiting, with its order
    // applied in that frame.
    let mut app = app("computer-held", "held", Duration::from_millis(50));
    let orders = |app: &App| app.world().resource::<GameSession>().record().orders.len();
    let thinking = |app: &App| {
        matches!(
            app.world().resource::<Computer>().doing(),
            Doing::Thinking {
                side: NATIONALISTS,
                ..
            }
        )
    };
    app.update();
    let given = orders(&app);
    run_until(&mut app, "the computer thinking", thinking);
    for frame in 0..30 {
        app.update();
        assert!(thinking(&app), "frame {frame}: it stopped thinking");
        assert_eq!(orders(&app), given, "frame {frame}: an order nobody chose");
    }
    permit(1);
    run_until(&mut app, "its first order", |app| orders(app) > given);
    assert_eq!(orders(&app), given + 1, "one permit, one order");
    permit(1_000);
    run_until(&mut app, "the Republic's movement", persons_turn);
    assert!(orders(&app) >= given + 2, "{} orders", orders(&app) - given);
}

#[test]
fn its_orders_come_one_at_a_time_and_skip_plays_the_rest_of_its_phase_at_once() {
    // The app's clock stands still: the pause after the computer's first order never ends.
    let mut app = app("computer-skip", "thinker", Duration::ZERO);
    let orders = |app: &App| app.world().resource::<GameSession>().record().orders.len();
    run_until(&mut app, "its first order", |app| orders(app) == 1);
    for _ in 0..100 {
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(
        orders(&app),
        1,
        "a pause of {PAUSE_SECONDS} s after each order"
    );
    assert_eq!(game(&app).active(), NATIONALISTS);
    // Skip: the rest of its phase goes with no time passing.
    app.world_mut()
        .resource_scope(|world, mut computer: Mut<Computer>| {
            let g = world.resource::<GameSession>().game();
            computer.skip_phase(g);
            assert!(computer.skipping(g));
        });
    run_until(&mut app, "the end of its phase", persons_turn);
    assert!(orders(&app) > 1);
    assert!(!app.world().resource::<Computer>().skipping(game(&app)));
}

#[test]
fn undo_never_takes_back_the_computers_orders() {
    let mut app = app("computer-undo", "thinker", Duration::from_millis(50));
    run_until(&mut app, "the Republic's movement", persons_turn);
    let computers = app
        .world()
        .resource::<GameSession>()
        .record()
        .orders
        .clone();
    // The person's own move can be taken back ...
    app.world_mut().write_message(OrderRequest::person(order(
        r#"Move(element: "bn1-mor", to: (22, 27.5))"#,
    )));
    app.update();
    app.update();
    // Undo is a request handled where orders are, as Ctrl+Z and the button send it.
    let undo = |app: &mut App| {
        app.world_mut()
            .write_message(trinchera::session::UndoRequest::default());
        app.update();
        let table = app.world().resource::<TableSession>();
        table.message().cloned().unwrap().text
    };
    let told = undo(&mut app);
    // Named as the table names it: the base's label, not its id.
    assert_eq!(told, "Undone: Mor/1 moves to (22.0, 27.5)");
    // ... and no further: the computer's orders stand.
    let told = undo(&mut app);
    assert_eq!(told, UndoError::ComputersOrder.to_string());
    assert_eq!(
        app.world().resource::<GameSession>().record().orders,
        computers
    );
}

#[test]
fn a_person_may_not_give_the_computers_orders_and_there_is_no_handover() {
    let mut app = app("computer-seat", "thinker", Duration::from_millis(50));
    app.update();
    let table = app.world().resource::<TableSession>();
    assert!(table.hotseat(), "hotseat is on, as it is by default");
    assert!(
        !table.handover(),
        "but with a computer side nobody hands over"
    );
    let mode = crate::common::table_mode(&app);
    assert!(!table.may_order(mode, NATIONALISTS));
    assert!(table.may_order(mode, REPUBLIC));
    assert_eq!(
        table.why_not_yours(mode, NATIONALISTS, game(&app)),
        "the computer plays Nationalists"
    );
}

#[test]
fn a_saved_game_carried_on_keeps_its_computer_side() {
    let mut app = app("computer-saved", "scripted", Duration::from_millis(50));
    run_until(&mut app, "the Republic's movement", persons_turn);
    let mut record = app.world().resource::<GameSession>().record().clone();
    let dir = app
        .world()
        .resource::<TableSession>()
        .save_path()
        .parent()
        .unwrap()
        .to_path_buf();
    drop(app);
    let path = dir.join("battle.game.ron");
    record.save(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let kept = text.split("computer: {").nth(1).unwrap_or_default();
    assert!(
        kept.trim_start()
            .starts_with(r#""nationalist": "scripted","#),
        "{text}"
    );
    // Carried on: no question, the computer plays the Nationalists again.
    let loaded = Record::load(&path, &rules()).unwrap();
    assert_eq!(loaded.record.computer, record.computer);
    let rules = rules();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, PlayPlugin));
    app.insert_resource(ScenarioFile::new(
        Source::File(dir.join("battle.ron")),
        &rules,
    ));
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    app.insert_resource(TableSession::new(
        Start::Continue(loaded.record),
        path.clone(),
    ));
    app.update();
    let table = app.world().resource::<TableSession>();
    assert_eq!(table.seats().level(NATIONALISTS), Some("scripted"));
    assert!(table.seats().is_person(REPUBLIC));
    assert_eq!(
        crate::common::table_mode(&app),
        trinchera::play::mode::TableMode::Playing
    );
    // A new game with nothing said asks who plays.
    record.computer.clear();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, PlayPlugin));
    let rules = crate::common::rules();
    app.insert_resource(ScenarioFile::new(
        Source::File(dir.join("battle.ron")),
        &rules,
    ));
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    app.insert_resource(TableSession::new(
        Start::New(DiceSource::Seeded(1)),
        dir.join("other.game.ron"),
    ));
    app.update();
    let table = app.world().resource::<TableSession>();
    let mode = crate::common::table_mode(&app);
    assert_eq!(mode, trinchera::play::mode::TableMode::AskingSeats);
    assert!(!table.may_order(mode, NATIONALISTS) && !table.may_order(mode, REPUBLIC));
}

#[test]
fn two_computers_play_the_battle_through_as_the_driver_plays_it() {
    // Watching: both sides the computer's, nothing to click. Its orders are those
    // `players::driver` gives the same players on the same dice: the window adds pace, not play.
    let mut app = app("computer-watch", "scripted", Duration::from_millis(250));
    {
        let mut table = app.world_mut().resource_mut::<TableSession>();
        let mut seats = table.seats().clone();
        seats.computer[REPUBLIC] = Some("scripted".into());
        table.set_seats(seats);
    }
    let start = Instant::now();
    app.update();
    while game(&app).phase() != Phase::GameOver {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the battle did not end within two minutes: {:?} turn {}",
            game(&app).phase(),
            game(&app).turn()
        );
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    let played = app
        .world()
        .resource::<GameSession>()
        .record()
        .orders
        .clone();
    let rules = Arc::new(rules());
    let text = default_scenario();
    let scenario = Arc::new(trinchera::scenario::parse("battle.ron", &text, &rules).unwrap());
    let (mut a, mut b) = (Scripted::default(), Scripted::default());
    let driven = players::driver::play(
        scenario,
        "battle.ron",
        &text,
        rules,
        7,
        [&mut a, &mut b],
        players::driver::Limits::default(),
    )
    .unwrap();
    assert_eq!(played, driven.record.orders);
}

#[test]
fn the_computer_waits_for_the_persons_choice_of_who_moves_first() {
    // [SRC] engaged troops: the Republic's militia made elite, the Legion militia, and 2/VI
    // brought within 6" of the trench: the Republic (the person) chooses; the Nationalists
    // (the computer) have the initiative and would move first.
    let text = edit(
        &edit(
            &default_scenario(),
            "kind: Battalion, quality: Militia",
            "kind: Battalion, quality: Elite",
        ),
        "kind: Battalion, quality: Elite, faction: Legion",
        "kind: Battalion, quality: Militia, faction: Legion",
    );
    let text = edit(
        &text,
        "at: (20, 6.5), facing: 0",
        "at: (20, 13.5), facing: 0",
    );
    let mut app = app_on(
        "computer-choice",
        &text,
        "thinker",
        Duration::from_millis(50),
    );
    app.update();
    assert_eq!(game(&app).choosing(), Some(REPUBLIC));
    assert_eq!(game(&app).active(), NATIONALISTS);
    for _ in 0..100 {
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    let orders = |app: &App| {
        app.world()
            .resource::<GameSession>()
            .record()
            .orders
            .clone()
    };
    assert!(
        orders(&app).is_empty(),
        "it moved before the choice: {:?}",
        orders(&app)
    );
    // The person lets them move first: the computer plays on.
    app.world_mut().write_message(OrderRequest::person(order(
        r#"MoveFirst(side: "republic", first: false)"#,
    )));
    for _ in 0..50 {
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    // What the choice did is told, and the computer waits until the person has read it.
    let told: Vec<String> = app
        .world()
        .resource::<Aftermath>()
        .steps()
        .flat_map(|s| s.texts())
        .collect();
    assert!(
        told.iter()
            .any(|l| l.contains(": to move second; the first move goes to")),
        "{told:?}"
    );
    assert_eq!(orders(&app).len(), 1);
    app.world_mut().resource_mut::<Aftermath>().close_all();
    run_until(&mut app, "the computer's first order", |app| {
        orders(app).len() > 1
    });
    assert_eq!(
        orders(&app)[0],
        order(r#"MoveFirst(side: "republic", first: false)"#)
    );
}

#[test]
fn the_computer_chooses_who_moves_first_before_the_person_moves() {
    // [SRC] engaged troops: 2/VI brought within 6" of the trench, the Legion (elite, the
    // computer) against militia; the Republic (the person) given the initiative, so it would
    // move first and its first order would close the choice. The computer chooses first.
    let text = edit(
        &edit(
            &edit(
                &default_scenario(),
                r#"(id: "republic", name: "Republic")"#,
                r#"(id: "republic", name: "Republic", initiative: true)"#,
            ),
            r#"(id: "nationalist", name: "Nationalists", initiative: true)"#,
            r#"(id: "nationalist", name: "Nationalists")"#,
        ),
        "at: (20, 6.5), facing: 0",
        "at: (20, 13.5), facing: 0",
    );
    let mut app = app_on(
        "computer-chooses",
        &text,
        "normal",
        Duration::from_millis(50),
    );
    run_until(&mut app, "the computer's choice", |app| {
        !app.world()
            .resource::<GameSession>()
            .record()
            .orders
            .is_empty()
    });
    let orders = app
        .world()
        .resource::<GameSession>()
        .record()
        .orders
        .clone();
    assert!(
        matches!(&orders[0], Order::MoveFirst { side, .. } if side == "nationalist"),
        "{orders:?}"
    );
    assert_eq!(game(&app).choosing(), None);
    let why: Vec<Msg> = app
        .world()
        .resource::<Computer>()
        .thoughts()
        .map(|t| t.choice.clone())
        .collect();
    assert!(
        why.iter().any(|c| c.key == "why-who-moves-first"
            && c.get("side") == Some(&Arg::Name("Nationalists".into()))),
        "{why:?}"
    );
}

#[test]
fn the_person_rolls_the_computers_dice_by_hand_when_asked_whose_roll_it_is() {
    // Dice rolled by hand are the table's, the computer's included: its order waits for the
    // die, the prompt names the computer's side, and typed in, the order is the computer's.
    let mut app = app("computer-by-hand", "scripted", Duration::from_millis(50));
    app.update();
    app.world_mut()
        .write_message(OrderRequest::person(Order::RollByHand(true)));
    let prompt = |app: &App| {
        app.world()
            .resource::<TableSession>()
            .die_prompt()
            .map(str::to_string)
    };
    let start = Instant::now();
    while !prompt(&app).is_some_and(|p| p.starts_with("The computer's roll, for Nationalists: ")) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no die asked for the computer: turn {} {:?} side {} by hand {} prompt {:?} message {:?}",
            game(&app).turn(),
            game(&app).phase(),
            game(&app).active(),
            game(&app).dice().by_hand(),
            prompt(&app),
            app.world().resource::<TableSession>().message()
        );
        let g = game(&app);
        let waiting = app.world().resource::<TableSession>().pending().is_some();
        if g.active() == REPUBLIC && !waiting {
            app.world_mut()
                .write_message(OrderRequest::person(order(r#"EndPhase(side: "republic")"#)));
        }
        if let Some(p) = prompt(&app).filter(|_| waiting) {
            panic!("a die asked of the person before the computer's: {p}");
        }
        app.update();
    }
    let waiting = app
        .world()
        .resource::<TableSession>()
        .pending()
        .cloned()
        .expect("the computer's order waits");
    // It waits as the computer's, so typed in it goes again as the computer's (not as the
    // person's order that happens to be the same).
    assert_eq!(waiting.by, trinchera::session::By::Computer);
    // Type dice (4s) until the order is through, as `play::type_die` does.
    for _ in 0..30 {
        let table = app.world().resource::<TableSession>();
        if table.pending() != Some(&waiting) {
            break;
        }
        app.world_mut()
            .write_message(OrderRequest::person(Order::Roll(vec![4])));
        app.world_mut().write_message(waiting.clone());
        app.update();
        app.update();
    }
    let table = app.world().resource::<TableSession>();
    assert!(
        table.pending().is_none(),
        "still waiting: {:?}",
        table.die_prompt()
    );
    let record = app.world().resource::<GameSession>().record().clone();
    assert!(
        record.orders.contains(&waiting.order),
        "{waiting:?} is not in the record"
    );
    // It was taken as the computer's: undo does not take it back.
    app.world_mut()
        .write_message(trinchera::session::UndoRequest::default());
    app.update();
    assert!(
        app.world()
            .resource::<GameSession>()
            .record()
            .orders
            .contains(&waiting.order)
    );
}
