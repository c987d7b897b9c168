//! The author saves the scenario and the table follows: a good file replaces the table within
//! a second; a bad one keeps the last good version and shows its errors. Headless: the watcher
//! is a plain system on MinimalPlugins.

use std::sync::Arc;
use std::time::{Duration, Instant};

use bevy::prelude::*;

use crate::common::{default_scenario, edit, rules, temp_dir};
use trinchera::scenario::watch::{self, ScenarioFile, SharedRuleset, Source};

fn app_watching(path: std::path::PathBuf) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    let rules = rules();
    app.insert_resource(ScenarioFile::new(Source::File(path), &rules));
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    app.add_plugins(watch::plugin);
    app
}

/// Update the app until `done` or a second has passed; returns how long it took.
fn run_until(app: &mut App, done: impl Fn(&ScenarioFile) -> bool) -> Option<Duration> {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(1) {
        app.update();
        if done(app.world().resource::<ScenarioFile>()) {
            return Some(start.elapsed());
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    None
}

#[test]
fn saving_redraws_within_a_second_and_a_bad_save_keeps_the_last_good_version() {
    let dir = temp_dir("reload");
    let path = dir.join("battle.ron");
    std::fs::write(&path, default_scenario()).unwrap();
    let mut app = app_watching(path.clone());
    app.update();
    let first = app.world().resource::<ScenarioFile>().generation;
    assert!(app.world().resource::<ScenarioFile>().scenario.is_some());

    // A good edit: the title changes on the table.
    std::thread::sleep(Duration::from_millis(20));
    let good = edit(
        &default_scenario(),
        "The farm at Valdemoro",
        "The farm at Valdemoro, revised",
    );
    std::fs::write(&path, &good).unwrap();
    let took = run_until(&mut app, |d| d.generation > first).expect("reloaded within a second");
    let doc = app.world().resource::<ScenarioFile>();
    assert_eq!(
        doc.scenario.as_ref().unwrap().title,
        "The farm at Valdemoro, revised"
    );
    assert!(doc.error.is_none());
    println!("good save picked up in {took:?}");

    // A bad edit: the table keeps the revised battle, the panel gets the error.
    let generation = doc.generation;
    std::thread::sleep(Duration::from_millis(20));
    std::fs::write(
        &path,
        edit(&good, "type: HQ, at: (21, 4)", "type: HQQ, at: (21, 4)"),
    )
    .unwrap();
    run_until(&mut app, |d| d.error.is_some()).expect("error shown within a second");
    let doc = app.world().resource::<ScenarioFile>();
    assert_eq!(
        doc.generation, generation,
        "the table is not replaced by a bad file"
    );
    assert_eq!(
        doc.scenario.as_ref().unwrap().title,
        "The farm at Valdemoro, revised"
    );
    let lines = doc.error.as_ref().unwrap().short_lines();
    assert!(lines[0].contains("unknown element type `HQQ`"), "{lines:?}");

    // Fixing it brings the table back in step and clears the error.
    std::thread::sleep(Duration::from_millis(20));
    std::fs::write(&path, default_scenario()).unwrap();
    run_until(&mut app, |d| d.error.is_none() && d.generation > generation)
        .expect("fixed file reloaded");
}
