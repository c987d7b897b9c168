//! Play over the network (issue 28), as players run it: processes of the real program on
//! loopback (127.0.0.1, ports chosen free at run time by the host, which prints them in its
//! join code), each killed if the test fails. Every wait is bounded in time.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use crate::common::{repo, temp_dir};

/// A process of the program, killed when the test lets go of it.
struct Proc {
    child: Child,
    err: PathBuf,
    out: PathBuf,
}

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Proc {
    fn spawn(dir: &Path, args: &[&str], name: &str) -> Proc {
        let err = dir.join(format!("{name}.err"));
        let out = dir.join(format!("{name}.out"));
        let child = Command::new(env!("CARGO_BIN_EXE_trinchera"))
            .args(args)
            .current_dir(dir)
            .stdin(Stdio::null())
            .stdout(std::fs::File::create(&out).unwrap())
            .stderr(std::fs::File::create(&err).unwrap())
            .spawn()
            .unwrap();
        Proc { child, err, out }
    }

    fn stderr(&self) -> String {
        read(&self.err)
    }

    /// Wait at most `limit` for stderr to hold what `found` accepts.
    fn wait_for(&mut self, limit: Duration, found: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        while start.elapsed() < limit {
            let text = self.stderr();
            if found(&text) {
                return text;
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("the program ended ({status}):\n{text}");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("not seen in {limit:?}:\n{}", self.stderr());
    }

    /// Wait at most `limit` for the process to end.
    fn wait_end(&mut self, limit: Duration) -> ExitStatus {
        let start = Instant::now();
        while start.elapsed() < limit {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("still running after {limit:?}:\n{}", self.stderr());
    }
}

fn read(path: &Path) -> String {
    let mut s = String::new();
    if let Ok(mut f) = std::fs::File::open(path) {
        let _ = f.read_to_string(&mut s);
    }
    s
}

/// A headless host of Jarama in `dir`, the computer (`level`) on side 0; and its join code.
fn host(dir: &Path, level: &str) -> (Proc, String) {
    std::fs::copy(repo().join("scenarios/jarama.ron"), dir.join("jarama.ron")).unwrap();
    let side = format!("0:{level}");
    let mut host = Proc::spawn(
        dir,
        &[
            "play",
            "jarama.ron",
            "--host",
            "127.0.0.1:0",
            "--computer",
            &side,
            "--headless",
            "--save",
            "host.ron",
        ],
        "host",
    );
    let text = host.wait_for(Duration::from_secs(30), |t| t.contains("join code: "));
    let code = text
        .lines()
        .find_map(|l| l.strip_prefix("join code: "))
        .expect("a line that starts `join code: `")
        .trim()
        .to_string();
    assert!(code.starts_with("trinchera://127.0.0.1:"), "{code}");
    (host, code)
}

fn verify(dir: &Path, record: &str) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_trinchera"))
        .args(["verify", record])
        .current_dir(dir)
        .output()
        .unwrap();
    (
        out.status.code(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

fn orders_in(path: &Path) -> usize {
    let text = read(path);
    ron::from_str::<trinchera::record::Record>(
        text.trim_start_matches("// trinchera game record (docs/record-format.md)\n"),
    )
    .map_or(0, |r| r.orders.len())
}

const GAME_LIMIT: Duration = Duration::from_secs(150);

/// Two processes play Jarama to its end, computer against computer, and a spectator watches:
/// the three records are the same byte for byte, hold both revealed secrets, and pass
/// `verify`; the spectator printed every order.
#[test]
fn two_processes_play_jarama_to_the_end_with_one_record_and_a_spectator_sees_it_all() {
    let dir = temp_dir("net-whole-game");
    let (mut host, code) = host(&dir, "scripted");
    let mut watch = Proc::spawn(&dir, &["join", &code, "--watch", "--save", "watch.ron"], "watch");
    let mut joiner = Proc::spawn(
        &dir,
        &["join", &code, "--computer", "scripted", "--save", "joiner.ron"],
        "joiner",
    );
    let started = Instant::now();
    assert!(joiner.wait_end(GAME_LIMIT).success(), "{}", joiner.stderr());
    let played = started.elapsed();
    assert!(host.wait_end(Duration::from_secs(30)).success(), "{}", host.stderr());
    assert!(watch.wait_end(Duration::from_secs(30)).success(), "{}", watch.stderr());
    let h = std::fs::read(dir.join("host.ron")).unwrap();
    let j = std::fs::read(dir.join("joiner.ron")).unwrap();
    let w = std::fs::read(dir.join("watch.ron")).unwrap();
    assert!(h == j, "the joiner's record differs from the host's");
    assert!(h == w, "the spectator's record differs from the host's");
    let orders = orders_in(&dir.join("host.ron"));
    assert!(orders > 50, "a whole battle: {orders} orders");
    let text = String::from_utf8(h).unwrap();
    assert!(text.contains("secrets: (Some("), "both secrets revealed");
    for record in ["host.ron", "joiner.ron"] {
        let (code, said) = verify(&dir, record);
        assert_eq!(code, Some(0), "{record}: {said}");
    }
    let printed = read(&watch.out).lines().count();
    assert_eq!(printed, orders, "the spectator prints each order");
    for p in [&host, &joiner, &watch] {
        assert!(!p.stderr().contains("panicked"), "{}", p.stderr());
    }
    eprintln!("Jarama over loopback: {orders} orders in {played:.1?}");
}

/// The joiner killed with SIGKILL in the middle of the game, started again with the same code,
/// catches up from the host's log and the game ends as one record on both machines.
#[test]
fn a_joiner_killed_mid_game_joins_again_with_the_same_code_and_the_game_ends_the_same() {
    let dir = temp_dir("net-rejoin");
    let (mut host, code) = host(&dir, "scripted");
    let args = ["join", &code, "--computer", "scripted", "--save", "joiner.ron"];
    let mut joiner = Proc::spawn(&dir, &args, "joiner");
    let start = Instant::now();
    while orders_in(&dir.join("joiner.ron")) < 60 {
        assert!(start.elapsed() < GAME_LIMIT, "{}", joiner.stderr());
        assert!(
            joiner.child.try_wait().unwrap().is_none(),
            "ended early: {}",
            joiner.stderr()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // SIGKILL: no chance to say goodbye or save.
    joiner.child.kill().unwrap();
    joiner.child.wait().unwrap();
    let at_kill = orders_in(&dir.join("joiner.ron"));
    let mut again = Proc::spawn(&dir, &args, "joiner-again");
    assert!(again.wait_end(GAME_LIMIT).success(), "{}", again.stderr());
    assert!(host.wait_end(Duration::from_secs(30)).success(), "{}", host.stderr());
    let h = std::fs::read(dir.join("host.ron")).unwrap();
    let j = std::fs::read(dir.join("joiner.ron")).unwrap();
    assert!(h == j, "the records differ after the rejoin");
    let orders = orders_in(&dir.join("host.ron"));
    assert!(orders > at_kill, "the game went on after the kill: {at_kill} then {orders}");
    let (code, said) = verify(&dir, "joiner.ron");
    assert_eq!(code, Some(0), "{said}");
    assert!(host.stderr().contains("the joiner is back") || host.stderr().contains("left"));
    assert!(again.stderr().contains("so far"), "{}", again.stderr());
}
