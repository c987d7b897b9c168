//! Play over the network, measured: two processes of the program (built with the bench's
//! profile) play Jarama on loopback, scripted against scripted; the joiner reports each of its
//! orders' round trips (proposed → numbered by the host and back) and the bytes of messages;
//! then `verify`'s time on the record they made.
//!
//! Run: `cargo bench --bench network`

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use trinchera::record::Record;
use trinchera::ruleset::Ruleset;

fn read(path: &Path) -> String {
    let mut s = String::new();
    if let Ok(mut f) = std::fs::File::open(path) {
        let _ = f.read_to_string(&mut s);
    }
    s
}

fn main() {
    let bin = env!("CARGO_BIN_EXE_trinchera");
    let dir = std::env::temp_dir().join(format!("trinchera-bench-net-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::copy(repo.join("scenarios/jarama.ron"), dir.join("jarama.ron")).unwrap();
    let spawn = |args: &[&str], name: &str| {
        Command::new(bin)
            .args(args)
            .current_dir(&dir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(dir.join(name)).unwrap())
            .spawn()
            .unwrap()
    };
    let mut host = spawn(
        &[
            "play",
            "jarama.ron",
            "--host",
            "127.0.0.1:0",
            "--computer",
            "0:scripted",
            "--headless",
            "--save",
            "host.ron",
        ],
        "host.err",
    );
    let start = Instant::now();
    let code = loop {
        assert!(start.elapsed() < Duration::from_secs(30), "no join code");
        if let Some(c) = read(&dir.join("host.err"))
            .lines()
            .find_map(|l| l.strip_prefix("join code: ").map(str::to_string))
        {
            break c;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let began = Instant::now();
    let mut joiner = spawn(
        &[
            "join",
            &code,
            "--computer",
            "scripted",
            "--save",
            "joiner.ron",
        ],
        "joiner.err",
    );
    let deadline = Duration::from_secs(600);
    let status = loop {
        if let Some(s) = joiner.try_wait().unwrap() {
            break s;
        }
        if began.elapsed() > deadline {
            let _ = joiner.kill();
            let _ = host.kill();
            panic!("the game did not end in {deadline:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let played = began.elapsed();
    let _ = host.wait();
    let said = read(&dir.join("joiner.err"));
    assert!(status.success(), "{said}");
    println!("network game, Jarama, scripted against scripted, two processes on loopback:");
    for line in said.lines() {
        if line.contains("round trips")
            || line.contains("message bytes")
            || line.contains("game is over")
        {
            println!("  {}", line.trim_start_matches("join: "));
        }
    }
    println!("  whole game: {:.1} s", played.as_secs_f64());
    let same = std::fs::read(dir.join("host.ron")).unwrap()
        == std::fs::read(dir.join("joiner.ron")).unwrap();
    println!("  records the same byte for byte: {same}");

    let rules = Ruleset::default_rules();
    let loaded = Record::load(&dir.join("host.ron"), &rules).unwrap();
    let rules = Arc::new(rules);
    let mut times = Vec::new();
    let mut turn = 0;
    for _ in 0..5 {
        let t = Instant::now();
        let verdict =
            trinchera::verify::verify(&loaded.record, loaded.scenario.clone(), rules.clone());
        times.push(t.elapsed());
        assert!(
            matches!(verdict, trinchera::verify::Verdict::Verified { .. }),
            "{verdict:?}"
        );
        let (game, _) =
            trinchera::record::replay(&loaded.record, loaded.scenario.clone(), rules.clone())
                .unwrap();
        turn = game.turn();
    }
    times.sort();
    println!(
        "verify on that record ({} orders, to turn {turn} of 12): median {:.1} ms of 5 runs",
        loaded.record.orders.len(),
        times[2].as_secs_f64() * 1000.0
    );
    let _ = std::fs::remove_dir_all(&dir);
}
