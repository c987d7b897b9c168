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
    let mut watch = Proc::spawn(
        &dir,
        &[
            "join",
            &code,
            "--watch",
            "--headless",
            "--save",
            "watch.ron",
        ],
        "watch",
    );
    let mut joiner = Proc::spawn(
        &dir,
        &[
            "join",
            &code,
            "--computer",
            "scripted",
            "--save",
            "joiner.ron",
        ],
        "joiner",
    );
    let started = Instant::now();
    assert!(joiner.wait_end(GAME_LIMIT).success(), "{}", joiner.stderr());
    let played = started.elapsed();
    assert!(
        host.wait_end(Duration::from_secs(30)).success(),
        "{}",
        host.stderr()
    );
    assert!(
        watch.wait_end(Duration::from_secs(30)).success(),
        "{}",
        watch.stderr()
    );
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
    // The result in words for the person at the joiner's end, as the rules give it.
    let end = joiner.stderr();
    assert!(
        (end.contains("victory for ") || end.contains("a draw: ")) && !end.contains("BattleResult"),
        "{end}"
    );
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
    let args = [
        "join",
        &code,
        "--computer",
        "scripted",
        "--save",
        "joiner.ron",
    ];
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
    assert!(
        host.wait_end(Duration::from_secs(30)).success(),
        "{}",
        host.stderr()
    );
    let h = std::fs::read(dir.join("host.ron")).unwrap();
    let j = std::fs::read(dir.join("joiner.ron")).unwrap();
    assert!(h == j, "the records differ after the rejoin");
    let orders = orders_in(&dir.join("host.ron"));
    assert!(
        orders > at_kill,
        "the game went on after the kill: {at_kill} then {orders}"
    );
    let (code, said) = verify(&dir, "joiner.ron");
    assert_eq!(code, Some(0), "{said}");
    assert!(host.stderr().contains("the joiner is back") || host.stderr().contains("left"));
    assert!(again.stderr().contains("so far"), "{}", again.stderr());
}

/// A client with the join code that sends garbage, a message too big, messages before its
/// hello, orders refused by the rules or given for the other side, a secret that is not its
/// own and a flood: each is named on the host's stderr, every order is refused, the flood
/// gets the client sent away, and the host is still running with nothing panicked. A joiner
/// without the code's secret never gets in, and says so.
#[test]
fn a_client_sending_garbage_and_illegal_orders_is_refused_and_nothing_panics() {
    use bevy::prelude::*;
    use trinchera::net::join_code::JoinCode;
    use trinchera::net::transport::{self, HostBound, PeerBound};
    use trinchera::net::wire::{self, Role, ToHost, ToPeer};
    use trinchera::rules::Order;
    use trinchera::rules::shared_dice::{self, Hex32, Secret};

    let dir = temp_dir("net-bad-peer");
    let (mut host, code) = host(&dir, "scripted");
    let code: JoinCode = code.parse().unwrap();
    let wrong = JoinCode {
        secret: Hex32([7; 32]),
        ..code
    };
    let mut stranger = Proc::spawn(
        &dir,
        &["join", &wrong.to_string(), "--computer", "scripted"],
        "stranger",
    );

    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin));
    transport::plugin(&mut app);
    transport::start_client(&mut app, code.addr, &code.secret).unwrap();
    // `App::run` does these; updating by hand, the test does them itself.
    app.finish();
    app.cleanup();
    let mut received: Vec<ToPeer> = Vec::new();
    let run = |app: &mut App, frames: usize, received: &mut Vec<ToPeer>| {
        for _ in 0..frames {
            app.update();
            let got: Vec<PeerBound> = app
                .world_mut()
                .resource_mut::<Messages<PeerBound>>()
                .drain()
                .collect();
            for m in got {
                received.push(wire::decode(&m.bytes, wire::MAX_TO_PEER).unwrap());
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    };
    let start = Instant::now();
    while !app
        .world()
        .get_resource::<bevy_replicon_renet::RenetClient>()
        .is_some_and(|c| c.is_connected())
    {
        assert!(start.elapsed() < Duration::from_secs(20), "no connection");
        run(&mut app, 1, &mut received);
    }
    let send = |app: &mut App, bytes: Vec<u8>| {
        app.world_mut().write_message(HostBound::new(bytes));
    };
    // Garbage: another protocol version, a right version with a body that is no message, too
    // big, and a proposal before any hello.
    send(&mut app, vec![0xff; 40]);
    let mut no_message = wire::PROTOCOL_VERSION.to_le_bytes().to_vec();
    no_message.extend([0xff, 0xfe, 0xfd]);
    send(&mut app, no_message);
    send(&mut app, vec![1; wire::MAX_TO_HOST + 1]);
    send(
        &mut app,
        wire::encode(&ToHost::Propose {
            at: 0,
            order: "EndPhase(side: \"x\")".into(),
        }),
    );
    run(&mut app, 20, &mut received);
    // Then a seat, honestly committed, with the shares the battle's start needs.
    let secret = Secret::generate().unwrap();
    send(
        &mut app,
        wire::encode(&ToHost::Hello {
            role: Role::Player,
            commitment: Some(secret.commitment()),
            token: Some(wire::seat_token(&secret.0, &code.secret)),
        }),
    );
    let start = Instant::now();
    let (side, game, commitments, text) = loop {
        assert!(start.elapsed() < Duration::from_secs(20), "no welcome");
        run(&mut app, 1, &mut received);
        if let Some(ToPeer::Welcome {
            side: Some(side),
            game,
            commitments,
            scenario_text,
            ..
        }) = received.first()
        {
            break (*side, game.clone(), *commitments, scenario_text.clone());
        }
    };
    for roll in 1..=40u64 {
        let share = shared_dice::share(&secret.0, &game, &commitments, side, roll, 0);
        send(&mut app, wire::encode(&ToHost::Share { roll, share }));
    }
    run(&mut app, 60, &mut received);
    let scenario =
        trinchera::scenario::parse("jarama.ron", &text, &crate::common::rules()).unwrap();
    let host_side_id = scenario.sides[1 - side].id.value.clone();
    let proposals = [
        // For the other side.
        wire::order_text(&Order::EndPhase {
            side: host_side_id.clone(),
        }),
        wire::order_text(&Order::MoveFirst {
            side: host_side_id,
            first: true,
        }),
        // Dice typed by hand in a game with shared dice.
        wire::order_text(&Order::Roll(vec![6, 6])),
        // Not an order.
        "Move(element: ".to_string(),
    ];
    for order in &proposals {
        let at = received
            .iter()
            .filter_map(|m| match m {
                ToPeer::Fixed { n, .. } => Some(*n),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        send(
            &mut app,
            wire::encode(&ToHost::Propose {
                at,
                order: order.clone(),
            }),
        );
        // Until the host answers (bounded: a loaded machine is slow).
        let start = Instant::now();
        while !received.iter().any(|m| {
            matches!(m, ToPeer::Refused { order: o, .. } | ToPeer::Fixed { order: o, .. } if o == order)
        }) && start.elapsed() < Duration::from_secs(30)
        {
            run(&mut app, 1, &mut received);
        }
    }
    // A secret that is not the one committed to.
    send(
        &mut app,
        wire::encode(&ToHost::Reveal {
            secret: Hex32([9; 32]),
        }),
    );
    run(&mut app, 20, &mut received);
    let refused: Vec<(String, String)> = received
        .iter()
        .filter_map(|m| match m {
            ToPeer::Refused { order, rule, .. } => Some((order.clone(), rule.clone())),
            _ => None,
        })
        .collect();
    let fixed: Vec<String> = received
        .iter()
        .filter_map(|m| match m {
            ToPeer::Fixed { order, .. } => Some(order.clone()),
            _ => None,
        })
        .collect();
    for order in &proposals {
        assert!(
            refused.iter().any(|(o, _)| o == order),
            "{order} not refused: {refused:?}"
        );
        assert!(!fixed.contains(order), "{order} was fixed");
    }
    let rule_of = |o: &str| refused.iter().find(|(x, _)| x == o).unwrap().1.clone();
    assert_eq!(rule_of("Move(element: "), "order.malformed");
    let roll_rule = rule_of(&proposals[2]);
    assert!(
        roll_rule == "dice.shared-not-by-hand" || roll_rule == "turn.not-your-turn",
        "{roll_rule}"
    );
    // A flood of messages each harmless alone (a share given again).
    let share = shared_dice::share(&secret.0, &game, &commitments, side, 1, 0);
    for _ in 0..5000 {
        send(&mut app, wire::encode(&ToHost::Share { roll: 1, share }));
    }
    // Until the host answers it (bounded: a loaded machine is slow).
    let start = Instant::now();
    while !received.iter().any(|m| matches!(m, ToPeer::Bye { .. }))
        && start.elapsed() < Duration::from_secs(30)
    {
        run(&mut app, 1, &mut received);
    }
    let said = host.wait_for(Duration::from_secs(20), |t| t.contains("is sent away"));
    for expected in [
        "protocol version 65535",
        "malformed bytes",
        "over the limit of 16384",
        "before its hello",
        "refused (",
        "its secret is refused",
        "is flooding",
    ] {
        assert!(said.contains(expected), "`{expected}` not said:\n{said}");
    }
    assert!(
        received
            .iter()
            .any(|m| matches!(m, ToPeer::Bye { reason } if reason.contains("surplus"))),
        "the flood is told why it is sent away"
    );
    assert!(
        host.child.try_wait().unwrap().is_none(),
        "the host keeps going"
    );
    assert!(!said.contains("panicked"), "{said}");
    // The stranger without the secret.
    let status = stranger.wait_end(Duration::from_secs(40));
    assert_eq!(status.code(), Some(1), "{}", stranger.stderr());
    assert!(
        stranger.stderr().contains("could not connect"),
        "{}",
        stranger.stderr()
    );
    assert!(!stranger.stderr().contains("panicked"));
}

/// The host and the joiner both killed with SIGKILL mid-game: the host started again with
/// `--host` on its saved record carries the game on (a new join code), the joiner comes back
/// with it and the same record, and the game ends as one record that passes `verify`.
#[test]
fn a_host_killed_mid_game_carries_on_from_its_saved_record() {
    let dir = temp_dir("net-host-restart");
    let (mut host1, code) = host(&dir, "scripted");
    let join_args = |code: &str| {
        [
            "join",
            code,
            "--computer",
            "scripted",
            "--save",
            "joiner.ron",
        ]
        .map(str::to_string)
    };
    let a = join_args(&code);
    let mut joiner = Proc::spawn(&dir, &a.each_ref().map(String::as_str), "joiner");
    let start = Instant::now();
    while orders_in(&dir.join("host.ron")) < 40 {
        assert!(start.elapsed() < GAME_LIMIT, "{}", host1.stderr());
        assert!(
            host1.child.try_wait().unwrap().is_none(),
            "ended early: {}",
            host1.stderr()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    host1.child.kill().unwrap();
    joiner.child.kill().unwrap();
    host1.child.wait().unwrap();
    joiner.child.wait().unwrap();
    let at_kill = orders_in(&dir.join("host.ron"));
    let mut host2 = Proc::spawn(
        &dir,
        &[
            "play",
            "host.ron",
            "--host",
            "127.0.0.1:0",
            "--computer",
            "0:scripted",
            "--headless",
        ],
        "host2",
    );
    let text = host2.wait_for(Duration::from_secs(30), |t| t.contains("join code: "));
    let code2 = text
        .lines()
        .find_map(|l| l.strip_prefix("join code: "))
        .unwrap()
        .trim()
        .to_string();
    assert_ne!(code2, code, "a new hosting, a new code");
    let a = join_args(&code2);
    let mut again = Proc::spawn(&dir, &a.each_ref().map(String::as_str), "joiner-again");
    assert!(again.wait_end(GAME_LIMIT).success(), "{}", again.stderr());
    assert!(
        host2.wait_end(Duration::from_secs(30)).success(),
        "{}",
        host2.stderr()
    );
    let h = std::fs::read(dir.join("host.ron")).unwrap();
    let j = std::fs::read(dir.join("joiner.ron")).unwrap();
    assert!(h == j, "the records differ after the host's restart");
    let orders = orders_in(&dir.join("host.ron"));
    assert!(
        orders > at_kill,
        "the game went on: {at_kill} then {orders}"
    );
    let (code, said) = verify(&dir, "host.ron");
    assert_eq!(code, Some(0), "{said}");
}

/// The two ends of a game in one process, their messages passed by hand (no sockets): every
/// proposal is checked by both ends with the same verdict (an order refused is refused on both
/// with the same rule, an order for the side not to act too), every die waits for both shares,
/// a joiner that died while an order waited for its shares comes back and sends them, and both
/// end on one record, byte for byte, that `verify` passes.
#[test]
fn two_ends_in_step_give_the_same_verdict_on_every_order_and_end_on_one_record() {
    use std::sync::Arc;
    use trinchera::net::lockstep::{Lockstep, Start};
    use trinchera::net::seat::Seat;
    use trinchera::rules::dice::DiceSource;
    use trinchera::rules::shared_dice::{Hex32, Secret, SharedDice};
    use trinchera::rules::{Order, RuleId};

    let text = std::fs::read_to_string(repo().join("scenarios/jarama.ron")).unwrap();
    let rules = Arc::new(crate::common::rules());
    let scenario = Arc::new(trinchera::scenario::parse("jarama.ron", &text, &rules).unwrap());
    let secrets = [Secret(Hex32([0x31; 32])), Secret(Hex32([0x42; 32]))];
    let end = |me: usize| {
        Lockstep::starting(
            Start {
                scenario: scenario.clone(),
                rules: rules.clone(),
                dice: DiceSource::Shared(Box::new(SharedDice::one_side(
                    "in-step",
                    me,
                    secrets[me],
                    secrets[1 - me].commitment(),
                ))),
                scenario_path: "jarama.ron".into(),
            },
            text.clone(),
            Some(me),
            None,
        )
    };
    let mut ends = [end(0), end(1)];
    let mut seats = [
        Seat::new("scripted", 0).unwrap(),
        Seat::new("scripted", 1).unwrap(),
    ];
    // Each end applies what it can and hands its shares to the other, until nothing moves.
    let pump = |ends: &mut [Lockstep; 2]| {
        for _ in 0..100 {
            let mut moved = false;
            for e in 0..2 {
                let step = ends[e].step();
                for (side, roll, share) in step.shares {
                    ends[1 - e].give(side, roll, share).unwrap();
                    moved = true;
                }
            }
            if !moved {
                return;
            }
        }
        panic!("shares kept moving");
    };
    pump(&mut ends);
    assert!(
        ends[0].game().is_some() && ends[1].game().is_some(),
        "the battle began"
    );
    let (mut fixed, mut refused, mut not_theirs, mut rejoined) = (0, 0, 0, false);
    for _ in 0..20_000 {
        if ends[0].over() && ends[1].over() {
            break;
        }
        let game = ends[0].game().unwrap().clone();
        for (s, seat) in seats.iter_mut().enumerate() {
            let Some(order) = seat.next(&game) else {
                continue;
            };
            let verdicts = [ends[0].check(s, &order), ends[1].check(s, &order)];
            assert_eq!(verdicts[0], verdicts[1], "{order:?}");
            // The same order from the side not to act is refused on both, with one rule.
            if !matches!(order, Order::MoveFirst { .. }) {
                let other = [ends[0].check(1 - s, &order), ends[1].check(1 - s, &order)];
                assert_eq!(other[0], other[1]);
                assert_eq!(other[0].as_ref().unwrap_err().rule, RuleId::NotYourTurn);
                not_theirs += 1;
            }
            match &verdicts[0] {
                Err(why) => {
                    refused += 1;
                    seat.refused(&order, why);
                }
                Ok(()) => {
                    let n = ends[0].numbered() + 1;
                    ends[0].fix(n, order.clone()).unwrap();
                    fixed += 1;
                    let host_step = ends[0].step();
                    if fixed > 60 && !rejoined && ends[0].waiting() == 1 {
                        // The joiner dies before it hears of this order, which waits for its
                        // shares; a fresh joiner is given the game so far, as the host's welcome
                        // gives it (shares, orders, the order waiting), and must send them.
                        rejoined = true;
                        let mut fresh = end(1);
                        let host = ends[0].shared().unwrap().clone();
                        for side in 0..2 {
                            for (i, share) in host.shares[side].iter().enumerate() {
                                fresh.give(side, i as u64 + 1, *share).unwrap();
                            }
                        }
                        let log = ends[0].session.as_ref().unwrap().record().orders.clone();
                        for (i, o) in log.into_iter().chain(ends[0].queued().cloned()).enumerate() {
                            fresh.fix(i as u64 + 1, o).unwrap();
                        }
                        ends[1] = fresh;
                    } else {
                        ends[1].fix(n, order.clone()).unwrap();
                        for (side, roll, share) in host_step.shares {
                            ends[1].give(side, roll, share).unwrap();
                        }
                    }
                    pump(&mut ends);
                    assert_eq!(ends[0].numbered(), ends[1].numbered());
                    assert_eq!(ends[0].waiting(), 0, "every die came");
                }
            }
            break;
        }
    }
    assert!(ends[0].over() && ends[1].over(), "the battle ended");
    for e in 0..2 {
        let (side, secret) = ends[e].reveal_mine().unwrap();
        ends[1 - e].reveal(side, secret).unwrap();
    }
    let records = ends
        .each_ref()
        .map(|e| e.session.as_ref().unwrap().record().to_ron());
    assert_eq!(records[0], records[1], "one record");
    assert!(
        fixed > 50 && not_theirs > 50,
        "{fixed} fixed, {refused} refused"
    );
    assert!(rejoined, "the joiner came back mid-game");
    let record = ends[0].session.as_ref().unwrap().record();
    let verdict = trinchera::verify::verify(record, scenario.clone(), rules.clone());
    assert!(
        matches!(verdict, trinchera::verify::Verdict::Verified { .. }),
        "{verdict:?}"
    );
}
