//! Dice neither player can forge or foresee (issue 28, item 3): a game with shared dice goes
//! through `Game::apply` and its record like any other, replays bit for bit, waits for a missing
//! share as for a typed die, and `trinchera verify` checks every secret, share, die and order.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use crate::common::{assert_same_game, repo, rules, temp_dir, trinchera};
use trinchera::players::by_name;
use trinchera::players::driver::{Limits, play_with_dice};
use trinchera::record::{self, Record};
use trinchera::rules::dice::DiceSource;
use trinchera::rules::shared_dice::{self, Hex32, Secret, SharedDice};
use trinchera::rules::{Game, Order, RuleId};
use trinchera::session::GameSession;
use trinchera::verify::{Verdict, verify};

const GAME: &str = "fnv1a64:test-game";

fn secrets() -> [Secret; 2] {
    [Secret(Hex32([0x11; 32])), Secret(Hex32([0x22; 32]))]
}

fn default_path() -> PathBuf {
    repo().join("scenarios/default.ron")
}

fn scenario() -> Arc<trinchera::scenario::Scenario> {
    let text = std::fs::read_to_string(default_path()).unwrap();
    Arc::new(trinchera::scenario::parse("default.ron", &text, &rules()).unwrap())
}

/// The default battle played to its end by the scripted player on both sides, with shared
/// dice whose secrets this process holds: the record as saved at the end, before the secrets
/// are revealed, and the game.
fn played() -> &'static (Record, Game) {
    static PLAYED: OnceLock<(Record, Game)> = OnceLock::new();
    PLAYED.get_or_init(|| {
        let text = std::fs::read_to_string(default_path()).unwrap();
        let (mut a, mut b) = (by_name("scripted").unwrap(), by_name("scripted").unwrap());
        let dice = DiceSource::Shared(Box::new(SharedDice::with_secrets(GAME, secrets())));
        let played = play_with_dice(
            scenario(),
            default_path().to_str().unwrap(),
            &text,
            Arc::new(rules()),
            dice,
            [a.as_mut(), b.as_mut()],
            Limits::default(),
        )
        .unwrap();
        assert_eq!(played.stopped, None);
        (played.record, played.game)
    })
}

/// The record with both secrets revealed, as it is at the end of the game.
fn revealed() -> Record {
    let (record, game) = played();
    let mut game = game.clone();
    game.reveal_held_secrets();
    let mut record = record.clone();
    record.dice = game.dice().source().clone();
    record
}

fn shared(record: &Record) -> &SharedDice {
    match &record.dice {
        DiceSource::Shared(s) => s,
        other => panic!("not shared dice: {other:?}"),
    }
}

fn shared_mut(record: &mut Record) -> &mut SharedDice {
    match &mut record.dice {
        DiceSource::Shared(s) => s,
        other => panic!("not shared dice: {other:?}"),
    }
}

fn verdict(record: &Record) -> Verdict {
    verify(record, scenario(), Arc::new(rules()))
}

fn save(record: &Record, dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    record.save(&path).unwrap();
    path
}

#[test]
fn a_game_with_shared_dice_records_and_replays_to_the_same_state() {
    let (record, game) = played();
    let rolls = game.dice().shared_rolls();
    assert!(rolls > 50, "a whole battle rolls dice: {rolls}");
    assert!(record.orders.len() > 20);
    let s = shared(record);
    assert_eq!(s.values.len(), rolls);
    assert_eq!([s.shares[0].len(), s.shares[1].len()], [rolls, rolls]);
    assert_eq!(s.secrets, [None, None], "the secrets are not in the record");
    assert_eq!(
        s.commitments,
        [secrets()[0].commitment(), secrets()[1].commitment()]
    );
    // Every die in the log is the one its shares make.
    let log: Vec<u8> = game
        .log()
        .iter()
        .filter(|r| !r.typed)
        .map(|r| r.value)
        .collect();
    assert_eq!(log, s.values);
    for k in 0..rolls {
        assert_eq!(
            s.values[k],
            shared_dice::die_from_shares(&s.shares[0][k], &s.shares[1][k])
        );
    }

    // Saved, read back, replayed: the same game, and the same record written again.
    let dir = temp_dir("shared-dice-replay");
    let path = save(record, &dir, "battle.game.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("dice: Shared("),
        "{}",
        &text[..800.min(text.len())]
    );
    assert!(
        text.contains("commitments: (\""),
        "{}",
        &text[..800.min(text.len())]
    );
    assert!(text.contains("secrets: (None, None)"));
    assert!(
        !text.contains(&secrets()[0].0.to_hex()),
        "a held secret is never written"
    );
    let loaded = Record::load(&path, &rules()).unwrap();
    assert_eq!(&loaded.record, record);
    let (replayed, reports) =
        record::replay(&loaded.record, loaded.scenario, Arc::new(rules())).unwrap();
    assert!(reports.iter().all(|r| r.accepted));
    assert_same_game(game, &replayed, "replayed from the saved record");
    assert_eq!(loaded.record.to_ron().unwrap(), record.to_ron().unwrap());
}

#[test]
fn verify_passes_on_a_game_whose_secrets_are_revealed() {
    let record = revealed();
    let rolls = shared(&record).values.len();
    assert_eq!(
        verdict(&record),
        Verdict::Verified {
            rolls,
            orders: record.orders.len()
        }
    );
    let dir = temp_dir("shared-dice-verify-ok");
    let path = save(&record, &dir, "battle.game.ron");
    let out = trinchera(&["verify", path.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        stdout,
        format!(
            "{}: ok: {rolls} rolls, every share matches the revealed secrets\n",
            path.display()
        )
    );
}

#[test]
fn a_changed_share_fails_verify_naming_that_roll() {
    let mut record = revealed();
    let k = 17;
    shared_mut(&mut record).shares[1][k].0[5] ^= 0x40;
    let Verdict::Mismatch(m) = verdict(&record) else {
        panic!("{:?}", verdict(&record))
    };
    // The verdict is a message; the tests read its English.
    let m = m.en();
    assert!(m.starts_with(&format!("roll {} (", k + 1)), "{m}");
    assert!(
        m.ends_with("the share of Nationalists does not come from its revealed secret"),
        "{m}"
    );
    // Through the command line, from a file edited by hand.
    let dir = temp_dir("shared-dice-verify-share");
    let path = save(&revealed(), &dir, "battle.game.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    let share = shared(&revealed()).shares[0][3].to_hex();
    let forged = format!(
        "{}{}",
        &share[..63],
        if share.ends_with('0') { "1" } else { "0" }
    );
    std::fs::write(&path, text.replacen(&share, &forged, 1)).unwrap();
    let out = trinchera(&["verify", path.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with(&format!("{}: error: roll 4 (", path.display())),
        "{stderr}"
    );
    assert!(
        stderr.contains("the share of Republic does not come from its revealed secret"),
        "{stderr}"
    );
    assert!(stderr.contains("at the start of the game"), "{stderr}");
}

#[test]
fn a_changed_secret_fails_verify_naming_the_commitment() {
    let mut record = revealed();
    shared_mut(&mut record).secrets[0] = Some(Hex32([0x12; 32]));
    let Verdict::Mismatch(m) = verdict(&record) else {
        panic!("{:?}", verdict(&record))
    };
    // The verdict is a message; the tests read its English.
    let m = m.en();
    assert!(
        m.starts_with("the secret revealed by Republic does not match its commitment"),
        "{m}"
    );
    assert!(m.contains(&secrets()[0].commitment().to_hex()), "{m}");
}

#[test]
fn a_changed_die_or_order_fails_verify() {
    // A die: the shares make another.
    let mut record = revealed();
    let k = 30;
    let was = shared(&record).values[k];
    shared_mut(&mut record).values[k] = was % 6 + 1;
    let Verdict::Mismatch(m) = verdict(&record) else {
        panic!("{:?}", verdict(&record))
    };
    // The verdict is a message; the tests read its English.
    let m = m.en();
    assert!(m.starts_with(&format!("roll {} (", k + 1)), "{m}");
    assert!(
        m.contains(&format!(
            "is recorded as {}, but its shares make {was}",
            was % 6 + 1
        )),
        "{m}"
    );
    // A replay of the record with the changed die refuses the order that rolls it.
    let (_, reports) = record::replay(&record, scenario(), Arc::new(rules())).unwrap();
    let refused = reports.iter().find(|r| !r.accepted).unwrap();
    assert_eq!(refused.rule, Some(RuleId::DiceShareMismatch));

    // An order taken out: the orders after it are not the ones the dice were rolled for.
    let mut record = revealed();
    let first_roller = (0..record.orders.len())
        .find(|&i| {
            let mut cut = record.clone();
            cut.orders.truncate(i + 1);
            let (g, _) = record::replay(&cut, scenario(), Arc::new(rules())).unwrap();
            let mut before = cut.clone();
            before.orders.truncate(i);
            let (b, _) = record::replay(&before, scenario(), Arc::new(rules())).unwrap();
            g.dice().shared_rolls() > b.dice().shared_rolls() && i > 0
        })
        .unwrap();
    let removed = record.orders.remove(first_roller - 1);
    let Verdict::Mismatch(m) = verdict(&record) else {
        panic!("{removed:?} taken out: {:?}", verdict(&record))
    };
    // The verdict is a message; the tests read its English.
    let m = m.en();
    assert!(m.starts_with("roll ") || m.starts_with("order "), "{m}");

    // An order added that types a die in: a game with shared dice takes none.
    let mut record = revealed();
    record.orders.insert(2, Order::Roll(vec![6]));
    let Verdict::Mismatch(m) = verdict(&record) else {
        panic!("{:?}", verdict(&record))
    };
    // The verdict is a message; the tests read its English.
    let m = m.en();
    assert!(
        m.starts_with("order 3 (dice typed in: [6]) types dice in by hand"),
        "{m}"
    );
}

#[test]
fn a_record_whose_secrets_are_not_revealed_is_reported_as_such() {
    let (record, _) = played();
    let rolls = shared(record).values.len();
    assert_eq!(
        verdict(record),
        Verdict::Unrevealed {
            rolls,
            orders: record.orders.len(),
            sides: vec!["Republic".into(), "Nationalists".into()],
        }
    );
    let mut one = revealed();
    shared_mut(&mut one).secrets[1] = None;
    let Verdict::Unrevealed { sides, .. } = verdict(&one) else {
        panic!()
    };
    assert_eq!(sides, ["Nationalists"]);

    let dir = temp_dir("shared-dice-unrevealed");
    let path = save(record, &dir, "battle.game.ron");
    let out = trinchera(&["verify", path.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with(&format!(
            "{}: error: not verified: the secrets of Republic and Nationalists are not revealed yet. Checked: the {rolls} dice are the ones their shares make",
            path.display()
        )),
        "{stderr}"
    );
    assert!(stderr.contains("Not checked: that the shares come from the secrets"));
}

#[test]
fn records_of_other_dice_have_nothing_to_verify() {
    let out = trinchera(&["verify", "records/example.ron"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(3), "{stdout}");
    assert!(
        stdout.starts_with("records/example.ron: nothing to verify: its dice are"),
        "{stdout}"
    );
    // A scenario is not a record.
    let out = trinchera(&["verify", "scenarios/default.ron"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("this is a scenario, not a game record"));
}

#[test]
fn a_garbled_or_cut_record_is_an_error_with_its_place_not_a_panic() {
    let dir = temp_dir("shared-dice-garbled");
    let path = save(&revealed(), &dir, "battle.game.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    // A share one digit short.
    let share = shared(&revealed()).shares[1][0].to_hex();
    let bad = text.replacen(&share, &share[1..], 1);
    std::fs::write(&path, &bad).unwrap();
    let line = bad[..bad.find(&share[1..]).unwrap()].lines().count();
    let out = trinchera(&["verify", path.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(&format!("{}:{line}:", path.display())),
        "{stderr}"
    );
    assert!(
        stderr.contains("expected 64 hex digits (32 bytes), found 63 characters"),
        "{stderr}"
    );
    // Cut anywhere: an error, never a panic.
    for cut in [40, text.len() / 3, text.len() / 2, text.len() - 3] {
        let mut at = cut;
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        std::fs::write(&path, &text[..at]).unwrap();
        let out = trinchera(&["verify", path.to_str().unwrap()]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "cut at {at}: {stderr}");
        assert!(stderr.contains(&format!("{}:", path.display())), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

/// Two machines, each holding one secret, play the same orders: each waits for the other's share
/// of every roll (refused with `dice.waiting-share`, the game unchanged), is given it, and goes
/// on; both end on the game a single process holding both secrets plays.
#[test]
fn two_ends_each_with_one_secret_wait_for_each_others_shares_and_agree() {
    let [s0, s1] = secrets();
    let one_end = |side: usize| {
        let (mine, theirs) = if side == 0 { (s0, s1) } else { (s1, s0) };
        DiceSource::Shared(Box::new(SharedDice::one_side(
            GAME,
            side,
            mine,
            theirs.commitment(),
        )))
    };
    let (record, whole) = played();
    let secret_of = |side: usize| if side == 0 { s0 } else { s1 };
    // What the other machine sends when asked: its share of the roll this end waits for.
    let their_share = |dice: &SharedDice, other: usize, orders: u64| {
        let roll = dice.given(other) + 1;
        let share = shared_dice::share(
            &secret_of(other).0,
            GAME,
            &dice.commitments,
            other,
            roll as u64,
            orders,
        );
        (roll, share)
    };
    let mut waits = 0;
    let mut ends = Vec::new();
    for e in 0..2 {
        let other = 1 - e;
        // The start of the game rolls the action points: the end waits for each of the other's
        // shares, which are given to its dice before it tries again.
        let mut source = one_end(e);
        let game = loop {
            match Game::new(scenario(), Arc::new(rules()), source.clone()) {
                Ok(g) => break g,
                Err(r) => {
                    assert!(r.needs_share(), "{}", r.reason);
                    assert!(
                        r.reason
                            .en()
                            .starts_with("waiting for the other side's share of roll "),
                        "{}",
                        r.reason
                    );
                    let DiceSource::Shared(dice) = &mut source else {
                        unreachable!()
                    };
                    let (roll, share) = their_share(dice, other, 0);
                    dice.give(other, roll, share).unwrap();
                    waits += 1;
                    assert!(waits < 1000);
                }
            }
        };
        ends.push(game);
    }
    for end in ends.iter_mut() {
        let other = 1 - end
            .dice()
            .shared()
            .unwrap()
            .held
            .iter()
            .position(|h| h.is_some())
            .unwrap();
        for order in &record.orders {
            while let Err(r) = end.apply(order) {
                assert!(r.needs_share(), "{order:?}: {}", r.reason);
                let before = end.clone();
                let (roll, share) =
                    their_share(end.dice().shared().unwrap(), other, end.dice().orders());
                end.give_share(other, roll, share).unwrap();
                assert_ne!(&before, end, "a share given is kept in the dice");
                waits += 1;
            }
        }
    }
    assert!(waits > 50, "every roll waited: {waits}");
    for end in &ends {
        assert_same_game(end, whole, "one end against the game with both secrets");
    }
    // A share given out of its turn, or another share for a roll already given, is refused.
    let mut end = ends.pop().unwrap();
    // Nobody types a die into a game with shared dice.
    for order in [Order::Roll(vec![6, 6]), Order::RollByHand(true)] {
        let before = end.clone();
        let r = end.apply(&order).unwrap_err();
        assert_eq!(r.rule, RuleId::DiceSharedNotByHand, "{}", r.reason);
        assert_eq!(before, end);
    }
    let given = end.dice().shared().unwrap().given(0);
    assert!(end.give_share(0, given + 2, Hex32([0; 32])).is_err());
    assert!(end.give_share(0, 1, Hex32([0; 32])).is_err());
    // Revealing: only the committed secret is taken.
    assert!(end.reveal_secret(0, s1.0).is_err());
    end.reveal_secret(0, s0.0).unwrap();
}

/// A game in progress through the session, as the window and the network drive it: its record
/// keeps every share and die as they come, and no secret until they are revealed.
#[test]
fn a_session_records_shares_as_they_come_and_secrets_only_when_revealed() {
    let text = std::fs::read_to_string(default_path()).unwrap();
    let dice = DiceSource::Shared(Box::new(SharedDice::with_secrets(GAME, secrets())));
    let game = Game::new(scenario(), Arc::new(rules()), dice.clone()).unwrap();
    let record = Record::new(default_path().display().to_string(), &text, dice);
    let mut session = GameSession::new(game, record);
    let at_start = shared(session.record()).values.len();
    assert!(
        at_start > 0,
        "the action points of turn 1 are rolled at the start"
    );
    let (whole, _) = played();
    for order in whole.orders.iter().take(40) {
        session.submit(order.clone()).unwrap();
        let s = shared(session.record());
        assert_eq!(s.values.len(), session.game().dice().shared_rolls());
        assert_eq!(s.secrets, [None, None]);
    }
    assert!(shared(session.record()).values.len() > at_start);
    let revision = session.revision();
    session.reveal_held_secrets();
    assert!(session.revision() > revision);
    assert_eq!(
        shared(session.record()).secrets,
        [Some(secrets()[0].0), Some(secrets()[1].0)]
    );
    assert!(matches!(
        verdict(session.record()),
        Verdict::Verified { orders: 40, .. }
    ));
}

/// `verify --lang es`: the verdict in Spanish, the sides by their names, the figures typed;
/// and a mismatch's message, put into words in Spanish from the same values.
#[test]
fn verify_says_its_verdict_in_spanish() {
    let (record, _) = played();
    let rolls = shared(record).values.len();
    let dir = temp_dir("shared-dice-verify-es");
    let path = save(record, &dir, "battle.game.ron");
    let (out, _, stderr) = crate::common::trinchera_es(&["verify", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with(&format!(
            "{}: error: sin verificar: los secretos de Republic y Nationalists aún no se han revelado. Comprobado: los {rolls} dados son los que dan sus partes",
            path.display()
        )),
        "{stderr}"
    );
    assert!(!stderr.contains('⟦'), "{stderr}");

    let path = save(&revealed(), &dir, "ok.game.ron");
    let (out, stdout, _) = crate::common::trinchera_es(&["verify", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert_eq!(
        stdout,
        format!(
            "{}: ok: {} tiradas, todas las partes concuerdan con los secretos revelados\n",
            path.display(),
            shared(&revealed()).values.len()
        )
    );

    // A changed die: the message keeps the roll and the two values, and reads in Spanish.
    let mut record = revealed();
    let k = 30;
    let was = shared(&record).values[k];
    shared_mut(&mut record).values[k] = was % 6 + 1;
    let Verdict::Mismatch(m) = verdict(&record) else {
        panic!("{:?}", verdict(&record))
    };
    assert_eq!(m.key, "verify-die-differs");
    assert_eq!(m.num("recorded"), Some(f64::from(was % 6 + 1)));
    assert_eq!(m.num("made"), Some(f64::from(was)));
    let es = trinchera::words::with_lang(trinchera::words::Lang::Es, || {
        Verdict::Mismatch(m.clone()).summary()
    });
    assert!(
        es.starts_with(&format!("error: tirada {} (", k + 1))
            && es.ends_with(&format!(
                "consta como {}, pero sus partes dan {was}",
                was % 6 + 1
            ))
            && es.contains("; turno "),
        "{es}"
    );
    assert!(!es.contains('⟦'), "{es}");
}
