//! Network play as the window drives it (issue 28 item 7): a person's orders, chat and undo
//! asked of the other side, between a host and a joiner in this process, each its own Bevy app
//! on loopback (127.0.0.1, the port chosen free by the host), updated in turn. And a host that
//! sends a battle whose text does not match its hash is refused. Every loop is bounded in
//! frames and time.

use std::path::Path;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_replicon::prelude::*;

use crate::common::{repo, rules, temp_dir};
use trinchera::net::headless::{HostSeat, JoinAs, bare_app, host_app, join_app};
use trinchera::net::host::HostState;
use trinchera::net::join::JoinState;
use trinchera::net::lockstep::Lockstep;
use trinchera::net::seat::Seat;
use trinchera::net::transport::{HostBound, PeerBound};
use trinchera::net::wire::{self, ToHost, ToPeer};
use trinchera::rules::shared_dice::{Hex32, Secret};

/// The most frames any one wait may take, and its time.
const FRAMES: usize = 6000;
const LIMIT: Duration = Duration::from_secs(60);

struct Pair {
    host: App,
    joiner: App,
}

impl Pair {
    /// A host with a person at side 0 and a person joining, both saving their records in `dir`.
    fn new(dir: &Path) -> Pair {
        let file = repo().join("scenarios/jarama.ron");
        let mut host = host_app(
            &file,
            "127.0.0.1:0".parse().unwrap(),
            HostSeat::Person(None),
            Some(dir.join("host.ron")),
            rules(),
        )
        .unwrap();
        host.world_mut().resource_mut::<HostState>().exit_when_done = false;
        let code = host.world().resource::<HostState>().code.to_string();
        let mut joiner =
            join_app(&code, JoinAs::Person, Some(dir.join("joiner.ron")), rules()).unwrap();
        joiner
            .world_mut()
            .resource_mut::<JoinState>()
            .exit_when_done = false;
        // `App::run` does these; updating by hand, the test does them itself.
        for app in [&mut host, &mut joiner] {
            app.finish();
            app.cleanup();
        }
        let mut pair = Pair { host, joiner };
        pair.until("both games begin", |p| {
            p.host_ls().and_then(Lockstep::game).is_some()
                && p.join_ls().and_then(Lockstep::game).is_some()
        });
        pair
    }

    fn frame(&mut self) {
        self.host.update();
        self.joiner.update();
        std::thread::sleep(Duration::from_millis(1));
    }

    /// Frames until `done`, bounded.
    fn until(&mut self, what: &str, done: impl Fn(&Pair) -> bool) {
        let start = Instant::now();
        for _ in 0..FRAMES {
            if done(self) {
                return;
            }
            assert!(start.elapsed() < LIMIT, "not in {LIMIT:?}: {what}");
            self.frame();
        }
        panic!("not in {FRAMES} frames: {what}");
    }

    fn host(&mut self) -> Mut<'_, HostState> {
        self.host.world_mut().resource_mut::<HostState>()
    }

    fn join(&mut self) -> Mut<'_, JoinState> {
        self.joiner.world_mut().resource_mut::<JoinState>()
    }

    fn host_ls(&self) -> Option<&Lockstep> {
        self.host.world().resource::<HostState>().ls.as_ref()
    }

    fn join_ls(&self) -> Option<&Lockstep> {
        self.joiner.world().resource::<JoinState>().ls.as_ref()
    }

    fn records(&self) -> (String, String) {
        let text = |ls: Option<&Lockstep>| {
            ls.and_then(|ls| ls.session.as_ref())
                .map(|s| s.record().to_ron().unwrap())
                .unwrap()
        };
        (text(self.host_ls()), text(self.join_ls()))
    }

    /// Both ends hold the same game, nothing waiting.
    fn settled(&self) -> bool {
        match (self.host_ls(), self.join_ls()) {
            (Some(h), Some(j)) => {
                h.waiting() == 0
                    && j.waiting() == 0
                    && h.numbered() == j.numbered()
                    && h.session.as_ref().map(|s| &s.record().chat)
                        == j.session.as_ref().map(|s| &s.record().chat)
            }
            _ => false,
        }
    }

    fn numbered(&self) -> u64 {
        self.host_ls().map_or(0, Lockstep::numbered)
    }

    /// One order by whichever side is to act, given as a person at that side's table gives it
    /// (the scripted player chooses it); the side that gave it, once both ends have it.
    fn play_one(&mut self, seats: &mut [Seat; 2]) -> Option<usize> {
        self.until("the ends agree", Pair::settled);
        let game = self.host_ls().and_then(Lockstep::game)?.clone();
        let (side, order) = (0..2).find_map(|s| seats[s].next(&game).map(|o| (s, o)))?;
        let before = self.numbered();
        if side == self.host.world().resource::<HostState>().host_side {
            self.host().own_orders.push_back(order.clone());
        } else {
            self.join().person.push_back(order.clone());
        }
        self.until("the order goes through or is refused", |p| {
            p.numbered() != before
                || !p
                    .host
                    .world()
                    .resource::<HostState>()
                    .own_refused
                    .is_empty()
                || !p
                    .joiner
                    .world()
                    .resource::<JoinState>()
                    .own_refused
                    .is_empty()
        });
        let mut refused: Vec<_> = self.host().own_refused.drain(..).collect();
        refused.append(&mut self.join().own_refused);
        for (o, why) in refused {
            seats[side].refused(&o, &why);
        }
        self.until("the ends agree", Pair::settled);
        Some(side)
    }

    /// Play until `side` has just given an order it may ask to take back.
    fn play_until_undoable(&mut self, seats: &mut [Seat; 2], side: usize) {
        for _ in 0..400 {
            let gave = self.play_one(seats);
            if gave == Some(side) && self.host_ls().is_some_and(|ls| ls.may_undo(side).is_ok()) {
                return;
            }
        }
        panic!("side {side} gave no order it could take back in 400 orders");
    }
}

#[test]
fn undo_asked_over_the_network_is_refused_or_accepted_on_both_ends_and_chat_is_kept() {
    let dir = temp_dir("net-undo-chat");
    let mut p = Pair::new(&dir);
    let mut seats = [
        Seat::new("scripted", 0).unwrap(),
        Seat::new("scripted", 1).unwrap(),
    ];

    // A line each way: both records keep both, in the host's order.
    p.host().chat_out.push("¡No pasarán!".into());
    p.until("the host's line reaches both", |p| {
        p.settled()
            && p.host_ls()
                .and_then(|ls| ls.session.as_ref())
                .is_some_and(|s| s.record().chat.len() == 1)
    });
    p.join()
        .chat_out
        .push("Hold the ridge\nat all costs".into());
    p.until("the joiner's line reaches both", |p| {
        p.settled()
            && p.join_ls()
                .and_then(|ls| ls.session.as_ref())
                .is_some_and(|s| s.record().chat.len() == 2)
    });
    let (h, j) = p.records();
    assert_eq!(h, j, "both records keep the chat alike");
    assert!(
        h.contains("¡No pasarán!") && h.contains("Hold the ridge at all costs"),
        "{h}"
    );

    // The joiner asks to take back its last order; the host's player refuses: nothing changes.
    p.play_until_undoable(&mut seats, 1);
    let n = p.numbered();
    let before = p.records();
    p.join().undo_ask_own = true;
    p.until("the host hears the request", |p| {
        p.host.world().resource::<HostState>().undo_asked.is_some()
    });
    // The joiner's table is told it asked only once its end has sent the request.
    assert_eq!(p.join().undo_own_said.take(), Some(Ok(())));
    // The host's player asks too while that request waits: nothing is sent, and the host's
    // table is told why rather than that it asked.
    p.host().undo_ask_own = true;
    p.until("the host's end tries to ask", |p| {
        p.host
            .world()
            .resource::<HostState>()
            .undo_own_said
            .is_some()
    });
    let said = p.host().undo_own_said.take();
    assert!(
        matches!(&said, Some(Err(why)) if why.key == "net-undo-already-waits"),
        "{said:?}"
    );
    p.host().undo_answer = Some(false);
    p.until("the refusal is through", |p| {
        p.host.world().resource::<HostState>().undo_asked.is_none()
    });
    for _ in 0..50 {
        p.frame();
    }
    assert_eq!(p.numbered(), n, "a refused request takes nothing back");
    assert_eq!(
        p.records(),
        before,
        "a refused request changes neither record"
    );

    // Asked again and accepted: the order is taken back on both ends, the records alike.
    p.join().undo_ask_own = true;
    p.until("the host hears the request again", |p| {
        p.host.world().resource::<HostState>().undo_asked.is_some()
    });
    p.host().undo_answer = Some(true);
    p.until("the order is taken back on both ends", |p| {
        p.settled() && p.join_ls().is_some_and(|ls| ls.numbered() == n - 1)
    });
    let (h, j) = p.records();
    assert_eq!(h, j, "an accepted undo leaves both records alike");
    assert_eq!(p.numbered(), n - 1);

    // The host's player asks, the joiner's accepts.
    let host_side = p.host.world().resource::<HostState>().host_side;
    p.play_until_undoable(&mut seats, host_side);
    let n = p.numbered();
    p.host().undo_ask_own = true;
    p.until("the joiner hears the request", |p| {
        p.joiner.world().resource::<JoinState>().undo_asked == Some(host_side)
    });
    p.join().undo_answer = Some(true);
    p.until("the host's order is taken back on both ends", |p| {
        p.settled() && p.numbered() == n - 1
    });
    let (h, j) = p.records();
    assert_eq!(h, j);

    // The game goes on after it, in step.
    for _ in 0..5 {
        p.play_one(&mut seats);
    }
    let (h, j) = p.records();
    assert_eq!(h, j, "the game goes on in step after the undos");
}

/// A host whose welcome carries a battle that does not hash to what it says: the joiner says
/// so, does not join, and stops.
#[test]
fn a_battle_that_does_not_match_its_hash_is_refused_by_the_joiner() {
    let mut fake = bare_app();
    let secret = Secret::generate().unwrap().0;
    let addr = trinchera::net::transport::start_server(
        &mut fake,
        "127.0.0.1:0".parse().unwrap(),
        &secret,
        4,
    )
    .unwrap();
    fake.add_systems(Update, welcome_with_another_hash);
    let code = trinchera::net::join_code::JoinCode { addr, secret }.to_string();
    let mut joiner = join_app(&code, JoinAs::Person, None, rules()).unwrap();
    joiner
        .world_mut()
        .resource_mut::<JoinState>()
        .exit_when_done = false;
    for app in [&mut fake, &mut joiner] {
        app.finish();
        app.cleanup();
    }
    let start = Instant::now();
    for _ in 0..FRAMES {
        fake.update();
        joiner.update();
        if joiner.world().resource::<JoinState>().exit.is_some() {
            break;
        }
        assert!(start.elapsed() < LIMIT, "the joiner never stopped");
        std::thread::sleep(Duration::from_millis(1));
    }
    let state = joiner.world().resource::<JoinState>();
    assert_eq!(state.exit, Some(1), "the joiner stops with an error");
    let why = state.stopped.clone().unwrap_or_default();
    assert!(
        why.contains("hashes to")
            && why.contains("not fnv1a64:0000000000000000")
            && why.contains("not joined"),
        "the window and stderr say why: {why}"
    );
    assert!(state.ls.is_none(), "no game is kept of a battle refused");
}

/// The fake host's answer to any hello: the Jarama text with a hash of nothing.
fn welcome_with_another_hash(
    mut incoming: MessageReader<FromClient<HostBound>>,
    mut outgoing: MessageWriter<ToClients<PeerBound>>,
) {
    for FromClient { client_id, message } in incoming.read() {
        let Ok(ToHost::Hello { .. }) = wire::decode::<ToHost>(&message.bytes, wire::MAX_TO_HOST)
        else {
            continue;
        };
        let text = std::fs::read_to_string(repo().join("scenarios/jarama.ron")).unwrap();
        let welcome = ToPeer::Welcome {
            side: Some(1),
            scenario_path: "jarama.ron".into(),
            scenario_hash: "fnv1a64:0000000000000000".into(),
            scenario_text: text,
            game: "a game".into(),
            commitments: [Hex32([1; 32]), Hex32([2; 32])],
            orders: 0,
            queued: 0,
        };
        outgoing.write(ToClients {
            targets: SendTargets::Single(*client_id),
            message: PeerBound::new(wire::encode(&welcome)),
        });
    }
}

/// A join code typed wrong is an error before any window opens, saying what a code looks like.
#[test]
fn a_bad_join_code_is_a_clear_error_before_any_window() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_trinchera"))
        .args(["join", "192.168.1.20:5000"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("a join code starts with `trinchera://`"),
        "the error says what a code looks like: {err}"
    );
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_trinchera"))
        .args(["join", "trinchera://127.0.0.1:5000/abc"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("not 64 hex digits"), "{err}");
}

/// The joiner's window on a game hosted with no window (under Xvfb): it joins, shows the
/// host's battle with the network window, and the chat of both ends is in its record.
#[cfg(feature = "window")]
#[test]
fn the_joiners_window_joins_shows_the_battle_and_keeps_the_chat() {
    use std::process::{Command, Stdio};
    let dir = temp_dir("net-window");
    let bin = env!("CARGO_BIN_EXE_trinchera");
    let host_err = dir.join("host.err");
    let mut host = Command::new(bin)
        .args([
            "play",
            repo().join("scenarios/jarama.ron").to_str().unwrap(),
            "--host",
            "127.0.0.1:0",
            "--computer",
            "0:scripted",
            "--headless",
            "--say",
            "Buenos días",
        ])
        .current_dir(&dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&host_err).unwrap())
        .spawn()
        .unwrap();
    struct Kill(std::process::Child);
    impl Drop for Kill {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
    let _ = &mut host;
    let host = Kill(host);
    let start = Instant::now();
    let code = loop {
        let text = std::fs::read_to_string(&host_err).unwrap_or_default();
        if let Some(line) = text.lines().find_map(|l| l.strip_prefix("join code: ")) {
            break line.trim().to_string();
        }
        assert!(start.elapsed() < LIMIT, "no join code: {text}");
        std::thread::sleep(Duration::from_millis(50));
    };
    let shot = dir.join("joined.png");
    let mut cmd = if std::env::var_os("DISPLAY").is_some() {
        Command::new(bin)
    } else {
        let mut c = Command::new("xvfb-run");
        c.args(["-a", "-s", "-screen 0 1600x1000x24", bin]);
        c
    };
    let out = cmd
        .args([
            "join",
            &code,
            "--save",
            "joined.ron",
            "--say",
            "¡Salud!",
            "--size",
            "1024x700",
            "--screenshot",
            shot.to_str().unwrap(),
            "--wait",
            "6",
        ])
        .current_dir(&dir)
        .stdin(Stdio::null())
        .output()
        .expect("xvfb-run is installed (scripts/install-system-deps installs it)");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("join: joined Jarama"), "{err}");
    assert!(
        std::fs::metadata(&shot).is_ok_and(|m| m.len() > 10_000),
        "{err}"
    );
    let record = std::fs::read_to_string(dir.join("joined.ron")).unwrap_or_default();
    assert!(
        record.contains("Buenos días") && record.contains("¡Salud!"),
        "the joiner's record keeps both lines of chat:\n{record}\n{err}"
    );
    drop(host);
}

/// `--lang es`: a join code typed wrong, and a headless host not told which side it plays,
/// say why in Spanish before anything starts.
#[test]
fn the_network_s_errors_read_in_spanish() {
    let (out, _, err) = crate::common::trinchera_es(&["join", "192.168.1.20:5000"]);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains(
            "un código para unirse empieza por `trinchera://` (como lo escribió el anfitrión)"
        ),
        "{err}"
    );
    let (out, _, err) = crate::common::trinchera_es(&[
        "play",
        "scenarios/jarama.ron",
        "--host",
        "127.0.0.1:0",
        "--headless",
    ]);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("--host --headless lleva un solo --computer BANDO[:NIVEL]"),
        "{err}"
    );
}
