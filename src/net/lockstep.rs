//! One end of a game kept on two machines: the same rules on the same order log.
//!
//! The host numbers the orders. An order is *fixed* when the host has checked it and told
//! everyone its number; from then on each end applies it to its own game. An order that needs
//! dice waits for both sides' shares of each roll: each end sends its own share of a roll only
//! once the order needing it is fixed, and applies the order again as the other's share
//! arrives. An order refused is refused on both ends with the same rule, since both run the same
//! rules on the same log with the same dice. Nothing here knows of sockets: the host and the
//! joiner move bytes, this moves the game.

use std::collections::VecDeque;
use std::path::PathBuf;

use std::sync::Arc;

use crate::record::Record;
use crate::rules::dice::DiceSource;
use crate::rules::shared_dice::{self, Hex32, SharedDice};
use crate::rules::{Game, Order, Phase, Rejection, RuleId};
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::session::GameSession;
use crate::words::Msg;

/// What applying the fixed orders did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Step {
    /// This end's shares the fixed order needs, to send: (side, roll, share).
    pub shares: Vec<(usize, u64, Hex32)>,
    /// Orders that went through, in order.
    pub accepted: Vec<Order>,
    /// Fixed orders that the rules refused once their dice were in (the same on both ends).
    pub refused: Vec<(Order, Rejection)>,
}

/// A battle whose start is waiting for dice: setting up rolls dice too (the action points), so
/// the game exists only once both sides' shares of those rolls are in.
pub struct Start {
    pub scenario: Arc<Scenario>,
    pub rules: Arc<Ruleset>,
    pub dice: DiceSource,
    /// The record's name for the scenario, and its text.
    pub scenario_path: String,
}

/// A game kept in step with another machine.
pub struct Lockstep {
    /// The game, once its start's dice are in.
    pub session: Option<GameSession>,
    start: Option<Start>,
    /// The side whose secret this end holds (`None` for a spectator).
    pub me: Option<usize>,
    /// Fixed orders not yet applied, first the one being applied.
    queue: VecDeque<Order>,
    /// Where the record is saved at every change.
    pub save: Option<PathBuf>,
    saved_revision: Option<u64>,
    /// The scenario's text, for a peer that joins (the joiner needs no file).
    pub scenario_text: String,
    /// Writes the record on its own thread: a save (write, sync, rename, sync the folder) takes
    /// milliseconds on a real disk, several times an order, and the game must not wait for it.
    writer: Option<Writer>,
    /// Our shares the other end has: handed out to send, or sent back to us in a catch-up.
    /// Every share of ours beyond is handed out after each step, however it was made (an order
    /// that found the other's shares already in makes ours without waiting).
    shares_out: usize,
}

impl Lockstep {
    /// A game under way (carried on from its record): the shares in it reach a peer with the
    /// game so far, not one by one.
    pub fn new(session: GameSession, me: Option<usize>, save: Option<PathBuf>) -> Self {
        let shares_out = match (me, session.game().dice().shared()) {
            (Some(me), Some(d)) => d.given(me),
            _ => 0,
        };
        Lockstep {
            session: Some(session),
            start: None,
            me,
            queue: VecDeque::new(),
            save,
            saved_revision: None,
            scenario_text: String::new(),
            shares_out,
            writer: None,
        }
    }

    /// A game that begins when the dice of its start are in; `scenario_text` is its
    /// scenario's text.
    pub fn starting(
        start: Start,
        scenario_text: String,
        me: Option<usize>,
        save: Option<PathBuf>,
    ) -> Self {
        Lockstep {
            session: None,
            start: Some(start),
            me,
            queue: VecDeque::new(),
            save,
            saved_revision: None,
            scenario_text,
            shares_out: 0,
            writer: None,
        }
    }

    /// The game, once begun.
    pub fn game(&self) -> Option<&Game> {
        self.session.as_ref().map(GameSession::game)
    }

    /// The shared dice as they stand (the start's, before the game begins).
    pub fn shared(&self) -> Option<&SharedDice> {
        match (&self.session, &self.start) {
            (Some(s), _) => s.game().dice().shared(),
            (None, Some(st)) => match &st.dice {
                DiceSource::Shared(d) => Some(d),
                _ => None,
            },
            (None, None) => None,
        }
    }

    /// The scenario's side ids.
    pub fn side_id(&self, side: usize) -> Option<String> {
        let scenario = match (&self.session, &self.start) {
            (Some(s), _) => s.game().scenario().clone(),
            (None, Some(st)) => st.scenario.clone(),
            (None, None) => return None,
        };
        scenario.sides.get(side).map(|s| s.id.value.clone())
    }

    /// The record's name for the scenario.
    pub fn scenario_path(&self) -> String {
        match (&self.session, &self.start) {
            (Some(s), _) => s.record().scenario.clone(),
            (None, Some(st)) => st.scenario_path.clone(),
            (None, None) => String::new(),
        }
    }

    /// Orders accepted here. A fixed order the rules refuse once its dice are in (the same on
    /// both ends) gives its number back, so the next fixed order is always this plus the
    /// orders waiting plus one.
    pub fn numbered(&self) -> u64 {
        self.session
            .as_ref()
            .map_or(0, |s| s.record().orders.len() as u64)
    }

    /// The fixed orders not yet through, first the one being applied.
    pub fn queued(&self) -> impl Iterator<Item = &Order> {
        self.queue.iter()
    }

    /// Orders fixed but not yet through (waiting for a share, or behind one that is).
    pub fn waiting(&self) -> usize {
        self.queue.len()
    }

    /// The host fixed order `n`.
    pub fn fix(&mut self, n: u64, order: Order) -> Result<(), String> {
        let next = self.numbered() + self.queue.len() as u64 + 1;
        if n != next {
            return Err(t!("net-out-of-step", n = n, next = next));
        }
        self.queue.push_back(order);
        Ok(())
    }

    /// Begin the game if its start's dice are in, then apply the fixed orders as far as the
    /// dice allow.
    pub fn step(&mut self) -> Step {
        let mut step = Step::default();
        self.apply_queue(&mut step);
        if let (Some(me), Some(d)) = (self.me, self.shared()) {
            let mine: Vec<Hex32> = d.shares[me].iter().skip(self.shares_out).copied().collect();
            for (i, share) in mine.into_iter().enumerate() {
                step.shares
                    .push((me, (self.shares_out + i + 1) as u64, share));
            }
            self.shares_out = d.shares[me].len().max(self.shares_out);
        }
        step
    }

    fn apply_queue(&mut self, step: &mut Step) {
        if self.session.is_none() && !self.try_start() {
            return;
        }
        let Some(session) = self.session.as_mut() else {
            return;
        };
        while let Some(order) = self.queue.front().cloned() {
            match session.submit(order.clone()) {
                Ok(()) => {
                    self.queue.pop_front();
                    step.accepted.push(order);
                }
                Err(e) if e.rule == RuleId::DiceWaitingShare => {
                    give_own_shares(session, self.me, &order);
                    // Our own shares never wait (the secret is here): the order waits for
                    // the other side's, which come as messages.
                    if session.submit(order.clone()).is_ok() {
                        self.queue.pop_front();
                        step.accepted.push(order);
                        continue;
                    }
                    break;
                }
                Err(e) => {
                    self.queue.pop_front();
                    step.refused.push((order, e));
                }
            }
        }
    }

    /// Set the battle up if the dice allow. Its rolls are made before any order (after 0
    /// orders): the roll waited for is the one after the other side's last share, and ours
    /// up to it are made and handed out to send.
    fn try_start(&mut self) -> bool {
        let Some(start) = self.start.as_mut() else {
            return false;
        };
        for _ in 0..1000 {
            match Game::new(
                start.scenario.clone(),
                start.rules.clone(),
                start.dice.clone(),
            ) {
                Ok(game) => {
                    let record = Record::new(
                        start.scenario_path.clone(),
                        &self.scenario_text,
                        start.dice.clone(),
                    );
                    self.session = Some(GameSession::new(game, record));
                    self.start = None;
                    return true;
                }
                Err(e) if e.rule == RuleId::DiceWaitingShare => {
                    let DiceSource::Shared(d) = &mut start.dice else {
                        return false;
                    };
                    let Some(me) = self.me else {
                        return false;
                    };
                    let Some(secret) = d.held[me] else {
                        return false;
                    };
                    let waited = d.given(1 - me) + 1;
                    if d.given(me) >= waited {
                        return false;
                    }
                    while d.given(me) < waited {
                        let roll = d.given(me) + 1;
                        let s = shared_dice::share(
                            &secret.0,
                            &d.game,
                            &d.commitments,
                            me,
                            roll as u64,
                            0,
                        );
                        if d.give(me, roll, s).is_err() {
                            return false;
                        }
                    }
                }
                Err(_) => return false,
            }
        }
        false
    }

    /// The other side's share of a roll (or, at a spectator, either side's).
    pub fn give(&mut self, side: usize, roll: u64, share: Hex32) -> Result<(), String> {
        let side = side.min(1);
        if Some(side) == self.me {
            // The other end has it: it need not be sent again.
            self.shares_out = self.shares_out.max(roll as usize);
            // Our own share coming back from the host: it must be the one we made.
            let ours = self
                .shared()
                .and_then(|d| d.shares[side].get((roll as usize).wrapping_sub(1)).copied());
            return match ours {
                Some(s) if s != share => Err(t!("net-other-share-back", roll = roll)),
                _ => Ok(()),
            };
        }
        match (&mut self.session, &mut self.start) {
            (Some(s), _) => s.give_share(side, roll as usize, share),
            (
                None,
                Some(Start {
                    dice: DiceSource::Shared(d),
                    ..
                }),
            ) => d.give(side, roll as usize, share),
            _ => return Err(t!("net-dice-not-shared")),
        }
        .map_err(|e| e.to_string())
    }

    /// A side reveals its secret; it must match its commitment.
    pub fn reveal(&mut self, side: usize, secret: Hex32) -> Result<(), String> {
        self.session
            .as_mut()
            .ok_or_else(|| t!("net-secret-too-early"))?
            .reveal_secret(side, secret)
            .map_err(|e| e.to_string())
    }

    /// Our secret, revealed here and to send, once the game is over.
    pub fn reveal_mine(&mut self) -> Option<(usize, Hex32)> {
        let me = self.me?;
        let session = self.session.as_mut()?;
        session.reveal_held_secrets();
        let secret = session.game().dice().shared()?.secrets[me]?;
        Some((me, secret))
    }

    pub fn over(&self) -> bool {
        self.game().is_some_and(|g| g.phase() == Phase::GameOver) && self.queue.is_empty()
    }

    /// Both secrets are in the record.
    pub fn revealed(&self) -> bool {
        self.session.is_some()
            && self
                .shared()
                .is_some_and(|d| d.secrets.iter().all(Option::is_some))
    }

    /// Write the record if it changed since it was last written. A failure is said, and the
    /// game goes on: the next change tries again.
    pub fn save_if_changed(&mut self) -> Result<(), String> {
        let (Some(path), Some(session)) = (&self.save, &self.session) else {
            return Ok(());
        };
        // A game caught up from the host starts empty: it must not replace, even for a moment,
        // the record of the same game saved before a crash (`Record::save` refuses that).
        // Chat comes after the orders in a catch-up, so a record with chat has them too.
        if session.record().orders.is_empty() && session.record().chat.is_empty() && path.exists() {
            return Ok(());
        }
        let rev = session.revision();
        if self.saved_revision == Some(rev) {
            return Ok(());
        }
        let writer = self.writer.get_or_insert_with(|| Writer::new(path.clone()));
        writer.write(session.record().clone())?;
        self.saved_revision = Some(rev);
        Ok(())
    }

    /// Wait until the last record handed to the writer is on the disk.
    pub fn flush(&mut self) {
        if let Some(mut w) = self.writer.take() {
            w.flush();
        }
    }

    /// Whether `side` may give `order` now: the side whose move it is, or, for the choice of
    /// who moves first, the side choosing. The rules check everything else.
    pub fn side_may_give(&self, side: usize, order: &Order) -> Result<(), Rejection> {
        let Some(game) = self.game() else {
            return Err(Rejection::new(
                RuleId::NotYourTurn,
                msg!("net-start-dice-not-in"),
            ));
        };
        let name = |s: usize| game.side_name(s).to_string();
        let why = match order {
            Order::MoveFirst { side: id, .. } if game.side_index(id) != Some(side) => Some(msg!(
                "net-cannot-choose-for",
                side = name(side),
                other = id.as_str()
            )),
            Order::MoveFirst { .. } if game.choosing() != Some(side) => {
                Some(msg!("net-does-not-choose-now", side = name(side)))
            }
            Order::MoveFirst { .. } => None,
            _ if game.active() != side => Some(msg!(
                "net-not-its-order",
                side = name(side),
                active = name(game.active().min(1))
            )),
            _ => None,
        };
        match why {
            Some(why) => Err(Rejection::new(RuleId::NotYourTurn, why)),
            None => Ok(()),
        }
    }

    /// Whether `side` may ask to take back its last order now: the game is under way with
    /// nothing waiting, the last order is that side's (the side to act, every order since the
    /// last die being its own) and it rolled no die (`GameSession::undo`'s wall).
    /// Why not is a message: said here in the reader's language, sent in English.
    pub fn may_undo(&self, side: usize) -> Result<(), Msg> {
        let Some(session) = &self.session else {
            return Err(msg!("net-not-begun"));
        };
        if self.waiting() > 0 {
            return Err(msg!("net-undo-dice-waiting"));
        }
        let game = session.game();
        if game.phase() == Phase::GameOver {
            return Err(msg!("net-game-over"));
        }
        match session.record().orders.last() {
            None => return Err(msg!("net-undo-nothing")),
            Some(Order::MoveFirst { .. }) => {
                return Err(msg!("net-undo-move-first"));
            }
            Some(_) => {}
        }
        if session.undoable() == 0 {
            return Err(msg!("net-undo-rolled"));
        }
        if game.active() != side {
            return Err(msg!(
                "net-undo-not-theirs",
                active = game.side_name(game.active().min(1)),
                side = game.side_name(side.min(1))
            ));
        }
        Ok(())
    }

    /// Take back `side`'s last order (both ends do, in the same place of the log): the order
    /// taken back.
    pub fn undo_last(&mut self, side: usize) -> Result<Order, Msg> {
        self.may_undo(side)?;
        let session = self.session.as_mut().ok_or_else(|| msg!("net-not-begun"))?;
        session.undo().map_err(|e| e.message())
    }

    /// A line of chat from `side` when the game had `after` orders, kept in the record; a line
    /// said before the game began has no record to go to and is only shown.
    pub fn chat(&mut self, side: usize, after: u64, text: String) {
        let Some(id) = self.side_id(side) else {
            return;
        };
        if let Some(session) = self.session.as_mut() {
            session.add_chat(crate::record::ChatLine {
                side: id,
                after,
                text,
            });
        }
    }

    /// The host's check of an order before it is fixed: the side may give it now, and the
    /// rules accept it or need only dice to decide.
    pub fn check(&self, side: usize, order: &Order) -> Result<(), Rejection> {
        self.side_may_give(side, order)?;
        let Some(game) = self.game() else {
            return Ok(());
        };
        let mut trial = game.clone();
        match trial.apply(order) {
            Ok(()) => Ok(()),
            Err(e) if e.rule == RuleId::DiceWaitingShare => Ok(()),
            Err(e) => Err(e),
        }
    }
}

/// The shares of ours that `order` needs up to the roll it waits for, made from our secret at
/// the point of the game each is rolled at and kept in the record (`step` hands them out).
fn give_own_shares(session: &mut GameSession, me: Option<usize>, order: &Order) {
    let Some(me) = me else {
        return;
    };
    let Some(trial) = session.game().shared_after_trial(order) else {
        return;
    };
    let have = session.game().dice().shared().map_or(0, |d| d.given(me));
    for (i, share) in trial.shares[me].iter().enumerate().skip(have) {
        let roll = i + 1;
        if session.give_share(me, roll, *share).is_err() {
            return;
        }
    }
}

/// A thread that saves the newest record it is given (older ones still waiting are skipped:
/// each record holds everything before it).
struct Writer {
    tx: Option<std::sync::mpsc::Sender<Record>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Writer {
    fn new(path: PathBuf) -> Writer {
        let (tx, rx) = std::sync::mpsc::channel::<Record>();
        let thread = std::thread::spawn(move || {
            while let Ok(mut record) = rx.recv() {
                while let Ok(newer) = rx.try_recv() {
                    record = newer;
                }
                if let Err(e) = record.save(&path) {
                    eprintln!(
                        "{}",
                        t!(
                            "net-cannot-save",
                            path = path.display().to_string(),
                            error = e.to_string()
                        )
                    );
                }
            }
        });
        Writer {
            tx: Some(tx),
            thread: Some(thread),
        }
    }

    fn write(&mut self, record: Record) -> Result<(), String> {
        self.tx
            .as_ref()
            .and_then(|tx| tx.send(record).ok())
            .ok_or_else(|| t!("net-writer-stopped"))
    }

    fn flush(&mut self) {
        drop(self.tx.take());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// A game dropped (the program ending) waits for its last save.
impl Drop for Writer {
    fn drop(&mut self) {
        self.flush();
    }
}
