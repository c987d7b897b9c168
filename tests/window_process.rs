//! The program as a player runs it, a process under Xvfb: a broken scenario opens the window
//! and waits for the fix; killed at any moment, a game loses at most the order being given.
//! Every wait is bounded in time; the tests read what the program logs on stderr.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{repo, rules, temp_dir};
use trinchera::record::Record;

/// `trinchera ARGS` in `dir`, under xvfb-run unless a display is there, its stderr in a file.
fn spawn(dir: &Path, args: &[&str], log: &str) -> (Child, PathBuf) {
    let bin = env!("CARGO_BIN_EXE_trinchera");
    let err_path = dir.join("stderr.txt");
    let err = std::fs::File::create(&err_path).unwrap();
    let mut cmd = if std::env::var_os("DISPLAY").is_some() {
        Command::new(bin)
    } else {
        let mut c = Command::new("xvfb-run");
        c.args(["-a", "-s", "-screen 0 1600x1000x24", bin]);
        c
    };
    let child = crate::common::in_english(&mut cmd)
        .args(args)
        .args(["--size", "1024x700"])
        .current_dir(dir)
        .env("RUST_LOG", log)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(err)
        .spawn()
        .expect("xvfb-run is installed (scripts/install-system-deps installs it)");
    (child, err_path)
}

fn read(path: &Path) -> String {
    let mut s = String::new();
    if let Ok(mut f) = std::fs::File::open(path) {
        let _ = f.read_to_string(&mut s);
    }
    s
}

/// Wait (at most `limit`) until stderr holds a line `found` accepts, or the process ends.
fn wait_for(
    child: &mut Child,
    err: &Path,
    limit: Duration,
    found: impl Fn(&str) -> bool,
) -> Result<String, String> {
    let start = Instant::now();
    while start.elapsed() < limit {
        let text = read(err);
        if found(&text) {
            return Ok(text);
        }
        if let Ok(Some(status)) = child.try_wait() {
            return Err(format!("the program ended ({status}):\n{text}"));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    Err(format!("not seen in {limit:?}:\n{}", read(err)))
}

/// Kill xvfb-run and the program under it.
fn kill(child: &mut Child) {
    // xvfb-run's children: the program is killed first, so it gets no chance to save.
    let _ = Command::new("pkill")
        .args(["-KILL", "-P", &child.id().to_string()])
        .status();
    let _ = child.kill();
    let _ = child.wait();
}

#[test]
fn a_broken_scenario_opens_the_window_and_the_table_comes_when_it_is_fixed() {
    let dir = temp_dir("process-broken");
    let good = std::fs::read_to_string(repo().join("scenarios/default.ron")).unwrap();
    // A missing comma between two points of the stream.
    let broken = crate::common::edit(&good, "(id: \"", "(id \"");
    std::fs::write(dir.join("battle.ron"), &broken).unwrap();
    let (mut child, err) = spawn(&dir, &["play", "battle.ron"], "warn,trinchera=info");
    let result = (|| {
        wait_for(&mut child, &err, Duration::from_secs(90), |t| {
            t.contains("opening the window anyway")
        })?;
        // Frames with no game, counted by the program (not by the clock): nothing may fail for
        // want of one.
        wait_for(&mut child, &err, Duration::from_secs(90), |t| {
            t.contains("frames drawn with no game on the table")
        })?;
        if let Ok(Some(s)) = child.try_wait() {
            return Err(format!("the window closed ({s}):\n{}", read(&err)));
        }
        assert!(!read(&err).contains("the game is on the table"));
        std::fs::write(dir.join("battle.ron"), &good).unwrap();
        wait_for(&mut child, &err, Duration::from_secs(60), |t| {
            t.contains("the game is on the table")
        })
    })();
    kill(&mut child);
    let text = result.unwrap();
    assert!(!text.contains("panicked"), "{text}");
}

#[test]
fn a_game_killed_at_any_moment_loses_at_most_the_order_being_given() {
    // The computer plays both sides, quickly; the program is killed with SIGKILL (no chance to
    // save on the way out) once it has told of its twelfth accepted order.
    let dir = temp_dir("process-kill");
    std::fs::copy(repo().join("scenarios/default.ron"), dir.join("battle.ron")).unwrap();
    let (mut child, err) = spawn(
        &dir,
        &[
            "play",
            "battle.ron",
            "--seed",
            "7",
            "--computer",
            "0:naive",
            "--computer",
            "1:naive",
        ],
        "warn,trinchera=info,trinchera::session=debug",
    );
    let accepted = |t: &str| {
        t.lines()
            .filter_map(|l| l.split("order ").nth(1))
            .filter_map(|rest| rest.split(" accepted").next()?.parse::<usize>().ok())
            .max()
            .unwrap_or(0)
    };
    let seen = wait_for(&mut child, &err, Duration::from_secs(180), |t| {
        accepted(t) >= 12
    });
    kill(&mut child);
    let seen = accepted(&seen.unwrap());
    let saved =
        Record::load(&dir.join("battle.game.ron"), &rules()).expect("the record on disk is whole");
    let n = saved.record.orders.len();
    assert!(
        n + 1 >= seen,
        "{seen} orders were accepted before the kill, {n} are on the disk"
    );
    // What is on disk replays: the game can be carried on.
    let (_, reports) =
        trinchera::record::replay(&saved.record, saved.scenario, std::sync::Arc::new(rules()))
            .unwrap();
    assert!(reports.iter().all(|r| r.accepted));
}
