//! The joiner's end (a seat with a computer, or a spectator): it gets the battle's text and the
//! game so far from the host, checks the text by its hash, then keeps its own copy of the game in
//! step, giving its side's orders and shares.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_replicon_renet::RenetClient;
use bevy_replicon_renet::netcode::NetcodeClientTransport;

use super::lockstep::{Lockstep, Start, Step};
use super::seat::Seat;
use super::transport::{HostBound, PeerBound};
use super::wire::{self, MAX_TO_PEER, Role, ToHost, ToPeer};
use crate::rules::dice::DiceSource;
use crate::rules::shared_dice::{Hex32, Secret, SharedDice};
use crate::rules::{Order, Rejection, RuleId};
use crate::ruleset::Ruleset;
use crate::words::Msg;

/// How long a joiner tries to connect before it says the code is wrong or the host is gone.
const CONNECT_WAIT: Duration = Duration::from_secs(15);

#[derive(Resource)]
pub struct JoinState {
    role: Role,
    mine: Option<Secret>,
    seat: Option<Seat>,
    save: Option<PathBuf>,
    rules: Arc<Ruleset>,
    code_secret: Hex32,
    pub ls: Option<Lockstep>,
    hello_sent: bool,
    started: Instant,
    connected_once: bool,
    /// The order proposed and not yet fixed or refused, and when it was sent.
    awaiting: Option<(String, Instant)>,
    /// No proposal before this (the host said it was busy).
    retry_at: Option<Instant>,
    /// Orders numbered before we joined (the catch-up): ours from before a crash among them.
    caught_up: u64,
    /// Each of our orders from its proposal to its number coming back: the order round trip.
    pub round_trips: Vec<Duration>,
    /// Bytes of messages sent and received (what the game costs, without netcode's headers).
    pub bytes: [u64; 2],
    secret_sent: bool,
    done_at: Option<Instant>,
    /// Orders printed so far (a spectator prints each as it comes).
    printed: usize,
    /// Set when this end stops (the game over, the connection lost, the host refused): the
    /// process's exit code.
    pub exit: Option<u8>,
    /// Why this end stopped, for a window to show (in the language of the moment it stopped).
    pub stopped: Option<String>,
    /// The program ends when this end stops (headless); a window stays open for looking.
    pub exit_when_done: bool,
    flushed: bool,
    /// Orders given at this table (the person in the window), proposed one at a time.
    pub person: VecDeque<Order>,
    /// The person's order on its way to the host (given back to `person` if the host was busy).
    proposed: Option<Order>,
    /// The person's orders refused (here, by the same rules as the host's, or by the host).
    pub own_refused: Vec<(Order, Rejection)>,
    /// Lines of chat typed here, sent once the game has begun.
    pub chat_out: Vec<String>,
    /// The person asks to take back their last order.
    pub undo_ask_own: bool,
    /// What became of that: asked (`Ok`), or why it could not be asked, for the table to tell.
    pub undo_own_said: Option<Result<(), Msg>>,
    /// The other side asks to take back its last order: the side, for the person to answer.
    pub undo_asked: Option<usize>,
    /// The person's answer to `undo_asked`.
    pub undo_answer: Option<bool>,
    /// Whether the connection is up now.
    pub connected: bool,
}

impl JoinState {
    /// Whether a computer plays this end's side.
    pub fn has_seat(&self) -> bool {
        self.seat.is_some()
    }

    pub fn new(
        role: Role,
        mine: Option<Secret>,
        seat: Option<Seat>,
        save: Option<PathBuf>,
        rules: Arc<Ruleset>,
        code_secret: Hex32,
    ) -> Self {
        JoinState {
            role,
            mine,
            seat,
            save,
            rules,
            code_secret,
            ls: None,
            hello_sent: false,
            started: Instant::now(),
            connected_once: false,
            awaiting: None,
            caught_up: 0,
            retry_at: None,
            round_trips: Vec::new(),
            bytes: [0, 0],
            secret_sent: false,
            done_at: None,
            printed: 0,
            exit: None,
            stopped: None,
            exit_when_done: true,
            flushed: false,
            person: VecDeque::new(),
            proposed: None,
            own_refused: Vec::new(),
            chat_out: Vec::new(),
            undo_ask_own: false,
            undo_own_said: None,
            undo_asked: None,
            undo_answer: None,
            connected: false,
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, join_frame.run_if(resource_exists::<JoinState>));
}

fn say(msg: &str) {
    super::say(t!("net-join-line", line = msg));
}

pub fn join_frame(
    mut join: ResMut<JoinState>,
    mut incoming: MessageReader<PeerBound>,
    mut outgoing: MessageWriter<HostBound>,
    mut exit: MessageWriter<AppExit>,
    client: Option<Res<RenetClient>>,
    transport: Option<Res<NetcodeClientTransport>>,
) {
    let join = &mut *join;
    let mut out: Vec<ToHost> = Vec::new();
    let connected = client.as_ref().is_some_and(|c| c.is_connected());
    join.connected = connected;
    if connected {
        join.connected_once = true;
    }
    if join.exit.is_none() && !connected {
        let disconnected = client.as_ref().is_none_or(|c| c.is_disconnected());
        if join.connected_once && disconnected {
            let why = transport
                .as_ref()
                .and_then(|t| t.disconnect_reason())
                .map(|r| r.to_string());
            let said = t!(
                "net-connection-lost",
                has_why = u8::from(why.is_some()),
                why = why.unwrap_or_default()
            );
            say(&said);
            join.stopped = Some(said);
            join.exit = Some(2);
        } else if !join.connected_once && (disconnected || join.started.elapsed() > CONNECT_WAIT) {
            let said = t!("net-could-not-connect", seconds = CONNECT_WAIT.as_secs());
            say(&said);
            join.stopped = Some(said);
            join.exit = Some(1);
        }
    }
    if connected && !join.hello_sent {
        join.hello_sent = true;
        out.push(ToHost::Hello {
            role: join.role,
            commitment: join.mine.map(|s| s.commitment()),
            token: join.mine.map(|s| wire::seat_token(&s.0, &join.code_secret)),
        });
    }
    for m in incoming.read() {
        if join.exit.is_some() {
            break;
        }
        join.bytes[1] += m.len as u64;
        match wire::decode::<ToPeer>(&m.bytes, MAX_TO_PEER) {
            Ok(msg) => {
                if let Err(e) = handle(join, msg, &mut out) {
                    say(&e);
                    if join.exit.is_some() && join.stopped.is_none() {
                        join.stopped = Some(e);
                    }
                }
            }
            Err(e) => say(&t!("net-host-sent", what = e.to_string())),
        }
    }
    if join.exit.is_none() {
        own_seat(join, &mut out);
        own_table(join, &mut out);
        own_chat(join, &mut out);
        own_undo(join, &mut out);
        finish(join, &mut out);
        print_progress(join);
    }
    if let Some(ls) = &mut join.ls
        && let Err(e) = ls.save_if_changed()
    {
        say(&e);
    }
    for msg in out {
        let bytes = wire::encode(&msg);
        join.bytes[0] += bytes.len() as u64;
        outgoing.write(HostBound::new(bytes));
    }
    if join
        .done_at
        .is_some_and(|t| t.elapsed() > Duration::from_secs(1))
        && join.exit.is_none()
    {
        join.exit = Some(0);
    }
    if let Some(code) = join.exit
        && !join.flushed
    {
        if let Some(ls) = &mut join.ls {
            ls.flush();
        }
        join.flushed = true;
        if join.exit_when_done {
            exit.write(if code == 0 {
                AppExit::Success
            } else {
                AppExit::from_code(code)
            });
        }
    }
}

fn handle(join: &mut JoinState, msg: ToPeer, out: &mut Vec<ToHost>) -> Result<(), String> {
    match msg {
        ToPeer::Welcome {
            side,
            scenario_path,
            scenario_hash,
            scenario_text,
            game,
            commitments,
            orders,
            queued,
        } => {
            if join.ls.is_some() {
                return Err(t!("net-welcomed-twice"));
            }
            let got = crate::record::content_hash(&scenario_text);
            if got != scenario_hash {
                join.exit = Some(1);
                return Err(t!("net-bad-hash", got = got, said = &scenario_hash));
            }
            let scenario = crate::scenario::parse(&scenario_path, &scenario_text, &join.rules)
                .map_err(|e| {
                    join.exit = Some(1);
                    t!("net-scenario-unreadable", error = e.render())
                })?;
            let mut shared = SharedDice {
                game,
                commitments,
                ..Default::default()
            };
            let me = match (join.role, side, join.mine) {
                (Role::Player, Some(side), Some(mine)) if side < 2 => {
                    if commitments[side] != mine.commitment() {
                        join.exit = Some(1);
                        return Err(t!(
                            "net-not-our-commitment",
                            commitment = commitments[side].to_hex()
                        ));
                    }
                    shared.held[side] = Some(mine);
                    if let Some(seat) = join.seat.as_mut() {
                        seat.side = side;
                    }
                    Some(side)
                }
                (Role::Watch, None, _) => None,
                _ => {
                    join.exit = Some(1);
                    return Err(t!("net-unasked-seat"));
                }
            };
            let dice = DiceSource::Shared(Box::new(shared));
            let title = scenario.title.clone();
            let side_name = me.and_then(|s| scenario.sides.get(s).map(|x| x.id.value.clone()));
            let ls = Lockstep::starting(
                Start {
                    scenario: Arc::new(scenario),
                    rules: Arc::new((*join.rules).clone()),
                    dice,
                    scenario_path,
                },
                scenario_text,
                me,
                join.save.clone(),
            );
            let who = match side_name {
                Some(side) => msg!("net-as-side", side = side),
                None => msg!("net-as-spectator"),
            };
            say(&t!(
                "net-joined-line",
                title = title,
                who = who,
                orders = orders
            ));
            join.caught_up = orders + queued;
            join.ls = Some(ls);
            Ok(())
        }
        ToPeer::Bye { reason } => {
            join.exit = Some(1);
            Err(t!("net-host-bye", reason = reason))
        }
        ToPeer::Refused {
            order,
            rule,
            reason,
        } => {
            join.awaiting = None;
            let proposed = join.proposed.take();
            if rule == "net.stale" || rule == "net.undo_waiting" {
                // The host was still applying an order, or waits for an answer to a request
                // to take one back: ask again in a moment, not at once.
                join.retry_at = Some(Instant::now() + Duration::from_millis(20));
                if let Some(o) = proposed {
                    join.person.push_front(o);
                }
                return Ok(());
            }
            if let Some(o) = proposed {
                join.own_refused.push((
                    o,
                    Rejection::new(
                        RuleId::NoChange,
                        msg!(
                            "net-host-refused",
                            rule = rule.as_str(),
                            reason = reason.as_str()
                        ),
                    ),
                ));
            }
            if let (Some(seat), Ok(o)) = (join.seat.as_mut(), wire::order_from_text(&order)) {
                // The host's words, as the wire carries them.
                let why = msg!("net-host-said", reason = reason.as_str());
                seat.refused(&o, &Rejection::new(RuleId::NoChange, why));
            }
            Err(t!(
                "net-host-refused-ours",
                order = order,
                rule = rule,
                reason = reason
            ))
        }
        msg => {
            let ls = join.ls.as_mut().ok_or_else(|| t!("net-before-welcome"))?;
            match msg {
                ToPeer::Orders { first, orders } => {
                    for (i, text) in orders.iter().enumerate() {
                        let order = wire::order_from_text(text).map_err(|e| e.text())?;
                        ls.fix(first + i as u64, order)?;
                    }
                }
                ToPeer::Shares {
                    side,
                    first,
                    shares,
                } => {
                    for (i, share) in shares.into_iter().enumerate() {
                        ls.give(side.min(1), first + i as u64, share)?;
                    }
                }
                ToPeer::Fixed { n, order: text } => {
                    let order = wire::order_from_text(&text).map_err(|e| e.text())?;
                    let ours = join.awaiting.take().filter(|(o, _)| *o == text);
                    // An order for our side that we did not give is the host playing our
                    // side: the game is not kept in step with it.
                    if let (Some(me), None, 0) = (ls.me, &ours, ls.waiting())
                        && n > join.caught_up
                        && ls.side_may_give(me, &order).is_ok()
                        && ls.game().is_some()
                    {
                        join.exit = Some(1);
                        return Err(t!("net-not-our-order", order = &text, n = n));
                    }
                    if let Some((_, sent)) = ours {
                        join.round_trips.push(sent.elapsed());
                        join.proposed = None;
                    }
                    ls.fix(n, order)?;
                }
                ToPeer::Share { side, roll, share } => {
                    ls.give(side.min(1), roll, share)
                        .map_err(|e| t!("net-host-share", roll = roll, error = e))?;
                }
                ToPeer::Reveal { side, secret } => {
                    ls.reveal(side.min(1), secret)
                        .map_err(|e| t!("net-revealed-refused", side = side, error = e))?;
                }
                ToPeer::Chat { side, after, text } => {
                    say(&t!(
                        "net-chat-from",
                        side = ls.side_id(side.min(1)).unwrap_or_default(),
                        text = &text
                    ));
                    ls.chat(side.min(1), after, text);
                }
                ToPeer::UndoAsked { side } => {
                    let name = ls.side_id(side.min(1)).unwrap_or_default();
                    if Some(side) == ls.me {
                        say(&t!("net-asked-undo", side = &name));
                    } else if ls.me.is_some() && join.seat.is_some() {
                        // A computer in the seat does not bargain over moves.
                        out.push(ToHost::UndoAnswer { accept: false });
                    } else {
                        say(&t!("net-asks-undo", side = &name));
                        if ls.me.is_some() {
                            join.undo_asked = Some(side.min(1));
                        }
                    }
                }
                ToPeer::Undone { side, orders } => {
                    join.undo_asked = None;
                    let order = ls.undo_last(side.min(1)).map_err(|e| {
                        join.exit = Some(1);
                        t!("net-undo-out-of-step", side = side, error = e)
                    })?;
                    if ls.numbered() != orders {
                        join.exit = Some(1);
                        return Err(t!(
                            "net-undo-count-differs",
                            orders = orders,
                            here = ls.numbered()
                        ));
                    }
                    say(&t!(
                        "net-undone",
                        side = ls.side_id(side.min(1)).unwrap_or_default(),
                        order = order.words()
                    ));
                }
                ToPeer::UndoRefused { side: _, reason } => {
                    join.undo_asked = None;
                    // The host's words, as the wire carries them (English).
                    say(&t!("net-nothing-undone", reason = reason));
                }
                _ => {}
            }
            let step = ls.step();
            after_step(step, out);
            Ok(())
        }
    }
}

fn after_step(step: Step, out: &mut Vec<ToHost>) {
    for (_, roll, share) in step.shares {
        out.push(ToHost::Share { roll, share });
    }
    for (order, why) in step.refused {
        say(&t!(
            "net-refused-after-dice",
            order = order.words(),
            rule = why.rule.id(),
            reason = why.reason
        ));
    }
}

/// The person's orders, one at a time: checked here first with the rules the host uses (a
/// refusal is said at once), then proposed; the next waits until the host has numbered it.
fn own_table(join: &mut JoinState, out: &mut Vec<ToHost>) {
    if join.seat.is_some() || join.person.is_empty() {
        return;
    }
    let refuse_all = |join: &mut JoinState, why: Msg| {
        for order in join.person.drain(..) {
            join.own_refused
                .push((order, Rejection::new(RuleId::NotYourTurn, why.clone())));
        }
    };
    let Some(ls) = join.ls.as_ref() else {
        refuse_all(join, msg!("net-battle-on-its-way"));
        return;
    };
    let Some(me) = ls.me else {
        refuse_all(join, msg!("net-spectator-no-orders"));
        return;
    };
    if ls.waiting() > 0
        || join.awaiting.is_some()
        || join.retry_at.is_some_and(|t| Instant::now() < t)
    {
        return;
    }
    while let Some(order) = join.person.pop_front() {
        match ls.check(me, &order) {
            Ok(()) => {
                let text = wire::order_text(&order);
                join.awaiting = Some((text.clone(), Instant::now()));
                join.proposed = Some(order);
                out.push(ToHost::Propose {
                    at: ls.numbered(),
                    order: text,
                });
                break;
            }
            Err(why) => join.own_refused.push((order, why)),
        }
    }
}

/// Lines typed here go once the game has begun (the record to keep them in exists only then);
/// a spectator's stay here.
fn own_chat(join: &mut JoinState, out: &mut Vec<ToHost>) {
    let begun = join.ls.as_ref().is_some_and(|ls| ls.game().is_some());
    if !begun || join.chat_out.is_empty() {
        return;
    }
    if join.role == Role::Watch {
        join.chat_out.clear();
        say(&t!("net-spectator-reads"));
        return;
    }
    for text in std::mem::take(&mut join.chat_out) {
        if let Some(text) = wire::clean_chat(&text) {
            out.push(ToHost::Chat { text });
        }
    }
}

/// The person asks to take back their last order, or answers the other side's request.
fn own_undo(join: &mut JoinState, out: &mut Vec<ToHost>) {
    if std::mem::take(&mut join.undo_ask_own) {
        let why = match join.ls.as_ref().map(|ls| (ls, ls.me)) {
            None => Err(msg!("net-not-begun")),
            Some((_, None)) => Err(msg!("net-spectator-no-undo")),
            Some((ls, Some(me))) => ls.may_undo(me),
        };
        join.undo_own_said = Some(why.clone());
        match why {
            Ok(()) => out.push(ToHost::UndoAsk),
            Err(why) => say(&t!("net-cannot-ask-undo", why = why)),
        }
    }
    if let Some(accept) = join.undo_answer.take() {
        if join.undo_asked.take().is_some() {
            out.push(ToHost::UndoAnswer { accept });
        } else {
            say(&t!("net-no-request"));
        }
    }
}

/// Our computer proposes its order when its side is to act and nothing is on its way. An order
/// our own copy of the rules refuses is refused here with the rule the host would name.
fn own_seat(join: &mut JoinState, out: &mut Vec<ToHost>) {
    let (Some(ls), Some(seat)) = (join.ls.as_mut(), join.seat.as_mut()) else {
        return;
    };
    if ls.waiting() > 0
        || join.awaiting.is_some()
        || join.retry_at.is_some_and(|t| Instant::now() < t)
    {
        return;
    }
    let Some(game) = ls.game() else {
        return;
    };
    let Some(order) = seat.next(game) else {
        return;
    };
    match ls.check(seat.side, &order) {
        Ok(()) => {
            let text = wire::order_text(&order);
            join.awaiting = Some((text.clone(), Instant::now()));
            out.push(ToHost::Propose {
                at: ls.numbered(),
                order: text,
            });
        }
        Err(why) => seat.refused(&order, &why),
    }
}

fn finish(join: &mut JoinState, out: &mut Vec<ToHost>) {
    let Some(ls) = join.ls.as_mut() else {
        return;
    };
    if !ls.over() {
        return;
    }
    if !join.secret_sent
        && let Some((_, secret)) = ls.reveal_mine()
    {
        out.push(ToHost::Reveal { secret });
        join.secret_sent = true;
    }
    if ls.revealed() && join.done_at.is_none() {
        let Some(g) = ls.game() else {
            return;
        };
        let result = g.result().map_or_else(
            || msg!("net-no-result"),
            |r| match r.winner.as_deref().and_then(|w| g.side_index(w)) {
                Some(s) => msg!("net-result-win", side = g.side_name(s), reason = &r.reason),
                None => msg!("net-result-draw", reason = &r.reason),
            },
        );
        say(&t!(
            "net-over-line",
            orders = ls.numbered(),
            dice = g.dice().shared_rolls(),
            result = result
        ));
        let mut rt = join.round_trips.clone();
        rt.sort();
        if !rt.is_empty() {
            let at =
                |q: f64| rt[((rt.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1000.0;
            say(&t!(
                "net-round-trips",
                n = rt.len(),
                median = format!("{:.2}", at(0.5)),
                p99 = format!("{:.2}", at(0.99))
            ));
        }
        say(&t!(
            "net-bytes",
            sent = join.bytes[0].to_string(),
            received = join.bytes[1].to_string()
        ));
        join.done_at = Some(Instant::now());
    }
}

/// A spectator prints each order as it goes through.
fn print_progress(join: &mut JoinState) {
    if join.role != Role::Watch {
        return;
    }
    let Some(ls) = &join.ls else {
        return;
    };
    let Some(session) = &ls.session else {
        return;
    };
    let orders = &session.record().orders;
    // An order taken back is printed again when it is given again.
    join.printed = join.printed.min(orders.len());
    for (i, order) in orders.iter().enumerate().skip(join.printed) {
        println!("{}: {}", i + 1, order.words());
    }
    join.printed = orders.len();
}
