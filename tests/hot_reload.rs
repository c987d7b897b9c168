//! The author saves the scenario and the table follows: a good file replaces the table within
//! a second; a bad one keeps the last good version and shows its errors. Headless: the watcher
//! is a plain system on MinimalPlugins, and the test drives Bevy's clock by hand, so "within a
//! second" is a second of the app's time however slow the machine is.

use std::sync::Arc;
use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::common::{default_scenario, edit, rules, temp_dir};
use trinchera::scenario::watch::{self, ScenarioFile, SharedRuleset, Source};

/// One frame of the app's clock.
const FRAME: Duration = Duration::from_millis(20);

fn app_watching(path: std::path::PathBuf) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    let rules = rules();
    app.insert_resource(ScenarioFile::new(Source::File(path), &rules));
    app.insert_resource(SharedRuleset(Arc::new(rules)));
    app.add_plugins(watch::plugin);
    app
}

/// Update the app until `done` or a second of its time has passed; returns how long it took.
fn run_until(app: &mut App, done: impl Fn(&ScenarioFile) -> bool) -> Option<Duration> {
    let start = app.world().resource::<Time>().elapsed();
    loop {
        app.update();
        let took = app.world().resource::<Time>().elapsed() - start;
        if done(app.world().resource::<ScenarioFile>()) {
            return Some(took);
        }
        if took > Duration::from_secs(1) {
            return None;
        }
    }
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
    let good = edit(
        &default_scenario(),
        "The farm at Valdemoro",
        "The farm at Valdemoro, revised",
    );
    std::fs::write(&path, &good).unwrap();
    let took = run_until(&mut app, |f| f.generation > first).expect("reloaded within a second");
    let file = app.world().resource::<ScenarioFile>();
    assert_eq!(
        file.scenario.as_ref().unwrap().title,
        "The farm at Valdemoro, revised"
    );
    assert!(file.error.is_none());
    println!("good save picked up in {took:?} of the app's time");

    // A bad edit: the table keeps the revised battle, the panel gets the error.
    let generation = file.generation;
    std::fs::write(
        &path,
        edit(&good, "type: HQ, at: (21, 4)", "type: HQQ, at: (21, 4)"),
    )
    .unwrap();
    run_until(&mut app, |f| f.error.is_some()).expect("error shown within a second");
    let file = app.world().resource::<ScenarioFile>();
    assert_eq!(
        file.generation, generation,
        "the table is not replaced by a bad file"
    );
    assert_eq!(
        file.scenario.as_ref().unwrap().title,
        "The farm at Valdemoro, revised"
    );
    let lines = file.error.as_ref().unwrap().short_lines();
    assert!(lines[0].contains("unknown element type `HQQ`"), "{lines:?}");

    // Fixing it brings the table back in step and clears the error.
    std::fs::write(&path, default_scenario()).unwrap();
    run_until(&mut app, |f| f.error.is_none() && f.generation > generation)
        .expect("fixed file reloaded");
}

#[test]
fn a_save_that_keeps_the_time_stamp_and_the_length_is_still_seen() {
    let dir = temp_dir("reload-same-stamp");
    let path = dir.join("battle.ron");
    std::fs::write(&path, default_scenario()).unwrap();
    let stamp = std::fs::metadata(&path).unwrap().modified().unwrap();
    let mut app = app_watching(path.clone());
    app.update();
    let first = app.world().resource::<ScenarioFile>().generation;

    // Same length, and the file system's clock has not ticked: only the text tells.
    let moved = edit(
        &default_scenario(),
        "at: (20, 6.5), facing: 0",
        "at: (20, 7.5), facing: 0",
    );
    assert_eq!(moved.len(), default_scenario().len());
    std::fs::write(&path, &moved).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&path)
        .and_then(|f| f.set_modified(stamp))
        .unwrap();
    assert_eq!(std::fs::metadata(&path).unwrap().modified().unwrap(), stamp);
    run_until(&mut app, |f| f.generation > first).expect("reloaded within a second");
    let file = app.world().resource::<ScenarioFile>();
    assert_eq!(&*file.text, moved.as_str());

    // Polling an unchanged file does not reload it.
    let generation = file.generation;
    assert!(run_until(&mut app, |f| f.generation != generation).is_none());
}
