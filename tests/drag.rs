//! A drag at the table, driven headless: the mouse's buttons and the cursor set by hand, the
//! order-giving systems of the window run on them. A drag is never left hanging: let go off
//! the table, or with its release unseen, it is dropped and nothing moves; let go on the table
//! with a red path, the player is told why.

use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use crate::common::{default_scenario, rules, temp_dir};
use trinchera::play::{PlayPlugin, Start, TableSession};
use trinchera::rules::dice::DiceSource;
use trinchera::scenario::watch::{ScenarioFile, SharedRuleset, Source};
use trinchera::session::GameSession;
use trinchera::table::orders_input::{Drag, input_plugin};
use trinchera::table::picking::{Cursor, Hovered, Selected};
use trinchera::table::referee::Ruler;
use trinchera::table::support_aim::SupportAim;

fn app(name: &str) -> App {
    let dir = temp_dir(name);
    let scenario = dir.join("battle.ron");
    std::fs::write(&scenario, default_scenario()).unwrap();
    let rules = rules();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, PlayPlugin));
    input_plugin(&mut app);
    app.init_resource::<EguiWantsInput>()
        .init_resource::<ButtonInput<MouseButton>>()
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<Cursor>()
        .init_resource::<Hovered>()
        .init_resource::<Selected>()
        .init_resource::<Ruler>()
        .init_resource::<SupportAim>();
    app.insert_resource(ScenarioFile::new(Source::File(scenario), &rules));
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    let mut table = TableSession::new(
        Start::New(DiceSource::Seeded(1)),
        dir.join("battle.game.ron"),
    );
    *table.hotseat_mut() = false;
    table.set_asks_seats(false);
    app.insert_resource(table);
    app.update();
    app
}

/// One frame with the cursor at `at` (None: off the table) and the left button as given.
fn frame(app: &mut App, at: Option<Vec2>, hovering: Option<&str>, press: bool, release: bool) {
    app.world_mut().resource_mut::<Cursor>().world = at;
    app.world_mut().resource_mut::<Hovered>().0 = hovering.map(str::to_string);
    {
        let mut b = app.world_mut().resource_mut::<ButtonInput<MouseButton>>();
        b.clear();
        if press {
            b.press(MouseButton::Left);
        }
        if release {
            b.release(MouseButton::Left);
        }
    }
    app.update();
}

fn centre(app: &App, id: &str) -> Vec2 {
    app.world()
        .resource::<GameSession>()
        .game()
        .element(id)
        .unwrap()
        .base
        .center
}

fn drag_shown(app: &App) -> bool {
    let d = app.world().resource::<Drag>();
    d.active || d.preview.is_some()
}

#[test]
fn a_drag_let_go_on_the_table_moves_the_base() {
    let mut app = app("drag-moves");
    let from = centre(&app, "ban6-2");
    frame(&mut app, Some(from), Some("ban6-2"), true, false);
    frame(
        &mut app,
        Some(from + Vec2::new(0.0, 2.0)),
        None,
        false,
        false,
    );
    assert!(drag_shown(&app));
    frame(
        &mut app,
        Some(from + Vec2::new(0.0, 2.0)),
        None,
        false,
        true,
    );
    app.update();
    assert_eq!(centre(&app, "ban6-2"), from + Vec2::new(0.0, 2.0));
    assert!(!drag_shown(&app));
}

#[test]
fn a_drag_let_go_off_the_table_is_dropped_and_said() {
    let mut app = app("drag-off");
    let from = centre(&app, "ban6-2");
    frame(&mut app, Some(from), Some("ban6-2"), true, false);
    frame(
        &mut app,
        Some(from + Vec2::new(0.0, 2.0)),
        None,
        false,
        false,
    );
    assert!(drag_shown(&app));
    // Over the panel, or past the window's edge: no point of the table under the cursor.
    frame(&mut app, None, None, false, false);
    assert!(drag_shown(&app), "held over the panel, the drag goes on");
    frame(&mut app, None, None, false, true);
    app.update();
    assert!(!drag_shown(&app), "the path does not stay on the screen");
    assert_eq!(centre(&app, "ban6-2"), from, "nothing moved");
    let told = app
        .world()
        .resource::<TableSession>()
        .message()
        .cloned()
        .unwrap();
    assert!(told.text.contains("Let go off the table"), "{}", told.text);
}

#[test]
fn a_drag_whose_release_was_never_seen_does_not_hang_on() {
    let mut app = app("drag-lost");
    let from = centre(&app, "ban6-2");
    frame(&mut app, Some(from), Some("ban6-2"), true, false);
    frame(
        &mut app,
        Some(from + Vec2::new(0.0, 2.0)),
        None,
        false,
        false,
    );
    assert!(drag_shown(&app));
    // The button came up while something else had the pointer: the next frame sees it up.
    app.world_mut()
        .resource_mut::<ButtonInput<MouseButton>>()
        .reset_all();
    frame(
        &mut app,
        Some(from + Vec2::new(0.0, 2.5)),
        None,
        false,
        false,
    );
    assert!(!drag_shown(&app));
    assert_eq!(centre(&app, "ban6-2"), from);
}

#[test]
fn a_red_path_let_go_says_why_nothing_moved() {
    let mut app = app("drag-red");
    let from = centre(&app, "ban6-2");
    frame(&mut app, Some(from), Some("ban6-2"), true, false);
    // 10.3" away over open ground: rifles move 6" [SRC].
    let far = from + Vec2::new(9.0, -5.0);
    frame(&mut app, Some(far), None, false, false);
    frame(&mut app, Some(far), None, false, true);
    app.update();
    assert_eq!(centre(&app, "ban6-2"), from);
    let told = app
        .world()
        .resource::<TableSession>()
        .message()
        .cloned()
        .unwrap();
    assert!(
        told.bad && told.text.starts_with("Not moved: "),
        "{}",
        told.text
    );
    assert_eq!(told.rule, Some(trinchera::rules::RuleId::MoveDistance));
}

#[test]
fn the_move_given_is_the_one_the_path_showed_before_the_release() {
    // The cursor's last step comes with the release: the base goes where the path said.
    let mut app = app("drag-as-shown");
    let from = centre(&app, "ban6-2");
    frame(&mut app, Some(from), Some("ban6-2"), true, false);
    frame(
        &mut app,
        Some(from + Vec2::new(0.0, 2.0)),
        None,
        false,
        false,
    );
    frame(
        &mut app,
        Some(from + Vec2::new(0.0, 2.3)),
        None,
        false,
        true,
    );
    app.update();
    assert_eq!(centre(&app, "ban6-2"), from + Vec2::new(0.0, 2.0));
}
