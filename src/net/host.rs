//! The host's end: it holds one side's secret, numbers the orders, checks every proposal
//! before it is fixed, hands each peer the game so far and everything that happens after.
//! A bad peer is named on stderr with what was wrong, and the game goes on.

use std::collections::{BTreeMap, VecDeque};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_replicon::prelude::*;

use super::join_code::JoinCode;
use super::lockstep::{Lockstep, Start, Step};
use super::seat::Seat;
use super::transport::{HostBound, PeerBound};
use super::wire::{self, CATCH_UP_BATCH, MAX_TO_HOST, RateLimit, Role, ToHost, ToPeer};
use crate::rules::dice::DiceSource;
use crate::rules::shared_dice::{Hex32, Secret, SharedDice};
use crate::rules::{Order, Rejection};
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::session::GameSession;
use crate::words::Msg;

/// Messages a peer may send a second on average, and in a burst; more is a flood. A fast game
/// (a release build, computer against computer) sends a few hundred a second at its busiest:
/// a message of a player dropped would stall the game, so the line is well above that.
const RATE: (f64, f64) = (1000.0, 2000.0);
/// Messages dropped, or unreadable, before a peer is sent away.
const BAD_BEFORE_BYE: u64 = 50;
/// How long a peer sent away keeps its connection after its goodbye: a disconnection right
/// away may drop the goodbye unsent (replicon does not promise its delivery), and the peer
/// would never learn why.
const LINGER: Duration = Duration::from_millis(500);

/// The battle a new game is played on, until the joiner commits and it can begin.
pub struct NewGame {
    pub scenario: Arc<Scenario>,
    pub rules: Arc<Ruleset>,
    pub scenario_path: String,
    pub scenario_text: String,
    /// What the shares are bound to: the scenario's hash and a nonce of this hosting.
    pub game: String,
}

struct Peer {
    role: Option<Role>,
    rate: RateLimit,
    bad: u64,
    flood_said: bool,
}

#[derive(Resource)]
pub struct HostState {
    pub ls: Option<Lockstep>,
    new_game: Option<NewGame>,
    mine: Secret,
    pub host_side: usize,
    seat: Option<Seat>,
    joiner: Option<Entity>,
    /// The joiner's seat token, from its first hello (`wire::seat_token`).
    joiner_token: Option<Hex32>,
    /// Connections to close at the end of this frame.
    closing: Vec<Entity>,
    /// Peers sent away, their messages ignored, and when their connection is closed.
    leaving: Vec<(Entity, Instant)>,
    peers: BTreeMap<Entity, Peer>,
    save: Option<PathBuf>,
    secret_sent: bool,
    finished_at: Option<Instant>,
    pub code: JoinCode,
    /// The program ends once the game is over and both secrets are revealed (headless); a
    /// window stays open on the finished game.
    pub exit_when_done: bool,
    /// Orders given at the host's table (the person there, or the window's computer), checked
    /// and numbered one at a time, each once the one before is through.
    pub own_orders: VecDeque<Order>,
    /// Orders of the host's table that were refused, and why, for the window to say.
    pub own_refused: Vec<(Order, Rejection)>,
    /// Lines of chat typed at the host's table, to send.
    pub chat_out: Vec<String>,
    /// A request to take back an order, waiting for an answer: the side that asked, and the
    /// number of orders then (an answer to a game that has moved on undoes nothing).
    pub undo_asked: Option<(usize, u64)>,
    /// The host's player asks to take back its own last order.
    pub undo_ask_own: bool,
    /// What became of that: asked (`Ok`), or why it could not be asked, for the table to tell.
    pub undo_own_said: Option<Result<(), Msg>>,
    /// The host's player answers the joiner's request: accept (true) or refuse.
    pub undo_answer: Option<bool>,
}

impl HostState {
    /// A host of a new game: it begins when the joiner's commitment comes.
    pub fn new_game(
        new_game: NewGame,
        mine: Secret,
        host_side: usize,
        seat: Option<Seat>,
        save: Option<PathBuf>,
        code: JoinCode,
    ) -> Self {
        HostState {
            new_game: Some(new_game),
            ..Self::new_game_empty(mine, host_side, seat, save, code)
        }
    }

    /// A host carrying on a saved game (its shares and commitments in `session`).
    pub fn carry_on(
        session: GameSession,
        host_side: usize,
        seat: Option<Seat>,
        save: Option<PathBuf>,
        code: JoinCode,
        mine: Secret,
    ) -> Self {
        let mut s = Self::new_game_empty(mine, host_side, seat, save.clone(), code);
        s.ls = Some(Lockstep::new(session, Some(host_side), save));
        s
    }

    fn new_game_empty(
        mine: Secret,
        host_side: usize,
        seat: Option<Seat>,
        save: Option<PathBuf>,
        code: JoinCode,
    ) -> Self {
        HostState {
            ls: None,
            new_game: None,
            mine,
            host_side,
            seat,
            joiner: None,
            joiner_token: None,
            closing: Vec::new(),
            leaving: Vec::new(),
            peers: BTreeMap::new(),
            save,
            secret_sent: false,
            finished_at: None,
            code,
            exit_when_done: true,
            own_orders: VecDeque::new(),
            own_refused: Vec::new(),
            chat_out: Vec::new(),
            undo_asked: None,
            undo_ask_own: false,
            undo_own_said: None,
            undo_answer: None,
        }
    }

    pub fn joiner_side(&self) -> usize {
        1 - self.host_side.min(1)
    }

    /// The joiner's connection, while it has one.
    pub fn joiner(&self) -> Option<Entity> {
        self.joiner
    }

    /// Spectators connected and welcomed.
    pub fn spectators(&self) -> usize {
        self.peers
            .values()
            .filter(|p| p.role == Some(Role::Watch))
            .count()
    }

    /// Whether a computer plays the host's side (it answers no request to take back orders).
    pub fn computer_seat(&self) -> bool {
        self.seat.is_some()
    }
}

/// Problems said on stderr for one peer before the rest are only counted: a bad peer must
/// not flood the log either.
const SAID_PER_PEER: u64 = 20;

impl Peer {
    /// A bad message: said (the first few), counted, and too many send the peer away.
    fn bad(&mut self, peer: Entity, what: &str, send_away: &mut Vec<Entity>) {
        self.bad += 1;
        if self.bad <= SAID_PER_PEER {
            say(what);
        } else if self.bad == SAID_PER_PEER + 1 {
            say(&t!("net-peer-more-bad", peer = peer.to_string()));
        }
        if self.bad >= BAD_BEFORE_BYE {
            send_away.push(peer);
        }
    }
}

/// What to send, and to whom.
#[derive(Default)]
struct Outbox(Vec<(Option<Entity>, ToPeer)>);

impl Outbox {
    fn to(&mut self, peer: Entity, msg: ToPeer) {
        self.0.push((Some(peer), msg));
    }
    /// To every peer that has been welcomed.
    fn all(&mut self, msg: ToPeer) {
        self.0.push((None, msg));
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, host_frame.run_if(resource_exists::<HostState>));
}

fn say(msg: &str) {
    super::say(t!("net-host-line", line = msg));
}

#[allow(clippy::too_many_arguments)]
pub fn host_frame(
    mut host: ResMut<HostState>,
    mut incoming: MessageReader<FromClient<HostBound>>,
    mut outgoing: MessageWriter<ToClients<PeerBound>>,
    mut disconnect: MessageWriter<DisconnectRequest>,
    mut exit: MessageWriter<AppExit>,
    clients: Query<Entity, With<ConnectedClient>>,
) {
    let host = &mut *host;
    let mut out = Outbox::default();
    let mut send_away: Vec<Entity> = Vec::new();
    // Peers that left.
    let present: Vec<Entity> = clients.iter().collect();
    host.peers.retain(|e, p| {
        let here = present.contains(e);
        if !here && p.role.is_some() {
            say(&t!("net-peer-left", peer = e.to_string()));
        }
        here
    });
    if host.joiner.is_some_and(|j| !present.contains(&j)) {
        say(&t!("net-joiner-gone"));
        host.joiner = None;
        if host.undo_asked.take().is_some() {
            say(&t!("net-undo-dropped"));
        }
    }
    let now = Instant::now();
    for FromClient { client_id, message } in incoming.read() {
        let ClientId::Client(peer) = *client_id else {
            continue;
        };
        if send_away.contains(&peer) || host.leaving.iter().any(|(e, _)| *e == peer) {
            continue;
        }
        let p = host.peers.entry(peer).or_insert_with(|| Peer {
            role: None,
            rate: RateLimit::new(RATE.0, RATE.1),
            bad: 0,
            flood_said: false,
        });
        if !p.rate.take(now) {
            if !p.flood_said {
                say(&t!(
                    "net-peer-flooding",
                    peer = peer.to_string(),
                    rate = RATE.0
                ));
                p.flood_said = true;
            }
            if p.rate.dropped >= BAD_BEFORE_BYE {
                send_away.push(peer);
            }
            continue;
        }
        let msg = if message.len > MAX_TO_HOST {
            Err(wire::WireError::TooBig {
                len: message.len,
                max: MAX_TO_HOST,
            })
        } else {
            wire::decode::<ToHost>(&message.bytes, MAX_TO_HOST)
        };
        match msg {
            Ok(msg) => {
                if let Err(why) = handle(host, peer, msg, &mut out)
                    && let Some(p) = host.peers.get_mut(&peer)
                {
                    p.bad(
                        peer,
                        &t!("net-peer-bad", peer = peer.to_string(), why = why),
                        &mut send_away,
                    );
                }
            }
            Err(e) => p.bad(
                peer,
                &t!(
                    "net-peer-sent",
                    peer = peer.to_string(),
                    what = e.to_string()
                ),
                &mut send_away,
            ),
        }
    }
    own_seat(host, &mut out);
    own_table(host, &mut out);
    own_chat(host, &mut out);
    own_undo(host, &mut out);
    finish(host, &mut out);
    if let Some(ls) = &mut host.ls
        && let Err(e) = ls.save_if_changed()
    {
        say(&e);
    }
    // Only connections still there: a request for one gone would despawn nothing.
    let mut closing = std::mem::take(&mut host.closing);
    closing.retain(|e| present.contains(e) && !send_away.contains(e));
    for old in closing {
        disconnect.write(DisconnectRequest { client: old });
    }
    send_away.sort();
    send_away.dedup();
    send_away.retain(|e| present.contains(e));
    for peer in send_away {
        let why = msg!("net-bye-too-many");
        say(&t!(
            "net-peer-sent-away",
            peer = peer.to_string(),
            why = &why
        ));
        // The wire carries the reason in English, whatever the host's language.
        out.to(peer, ToPeer::Bye { reason: why.en() });
        host.peers.remove(&peer);
        if host.joiner == Some(peer) {
            host.joiner = None;
        }
        host.leaving.push((peer, now + LINGER));
    }
    host.leaving.retain(|&(peer, at)| {
        if !present.contains(&peer) {
            return false;
        }
        if now < at {
            return true;
        }
        disconnect.write(DisconnectRequest { client: peer });
        false
    });
    let welcomed: Vec<Entity> = host
        .peers
        .iter()
        .filter(|(_, p)| p.role.is_some())
        .map(|(e, _)| *e)
        .collect();
    for (to, msg) in out.0 {
        let bytes = wire::encode(&msg);
        let targets: Vec<Entity> = match to {
            Some(e) => vec![e],
            None => welcomed.clone(),
        };
        for e in targets {
            outgoing.write(ToClients {
                targets: SendTargets::Single(ClientId::Client(e)),
                message: PeerBound::new(bytes.clone()),
            });
        }
    }
    if host.exit_when_done
        && host
            .finished_at
            .is_some_and(|t| t.elapsed() > Duration::from_secs(2))
    {
        say(&t!("net-host-done"));
        if let Some(ls) = &mut host.ls {
            ls.flush();
        }
        exit.write(AppExit::Success);
    }
}

/// One message from a peer; an error says what was wrong with it.
fn handle(host: &mut HostState, peer: Entity, msg: ToHost, out: &mut Outbox) -> Result<(), String> {
    let role = host.peers.get(&peer).and_then(|p| p.role);
    match msg {
        ToHost::Hello {
            role: want,
            commitment,
            token,
        } => {
            if role.is_some() {
                return Err(t!("net-hello-twice"));
            }
            if want == Role::Player {
                let (Some(c), Some(token)) = (commitment, token) else {
                    return Err(t!("net-hello-no-commitment"));
                };
                match host.joiner_token {
                    Some(t) if t != token => {
                        out.to(
                            peer,
                            ToPeer::Bye {
                                reason: msg!("net-bye-seat-taken").en(),
                            },
                        );
                        return Err(t!("net-seat-without-token"));
                    }
                    _ => {}
                }
                if let Some(old) = host.joiner.take() {
                    // The joiner is back (it crashed, or its line dropped and netcode has not
                    // noticed yet): the new connection takes the seat, the old one goes.
                    say(&t!(
                        "net-joiner-back",
                        peer = peer.to_string(),
                        old = old.to_string()
                    ));
                    host.peers.remove(&old);
                    host.closing.push(old);
                }
                let began = host.ls.is_none();
                // What the start sends (the host's shares of its dice) is in every welcome.
                begin(host, c, &mut Outbox::default()).map_err(|e| {
                    out.to(peer, ToPeer::Bye { reason: e.en() });
                    e.text()
                })?;
                host.joiner = Some(peer);
                host.joiner_token = Some(token);
                say(&t!(
                    "net-peer-joined",
                    peer = peer.to_string(),
                    side = side_name(host, host.joiner_side())
                ));
                if began {
                    // Spectators who came before the game began are welcomed now.
                    let waiting: Vec<Entity> = host
                        .peers
                        .iter()
                        .filter(|(_, p)| p.role == Some(Role::Watch))
                        .map(|(e, _)| *e)
                        .collect();
                    for w in waiting {
                        welcome(host, w, Role::Watch, out);
                    }
                }
            } else {
                say(&t!("net-peer-watches", peer = peer.to_string()));
            }
            if let Some(p) = host.peers.get_mut(&peer) {
                p.role = Some(want);
            }
            welcome(host, peer, want, out);
            Ok(())
        }
        _ if role.is_none() => Err(t!("net-before-hello")),
        _ if role == Some(Role::Watch) => Err(t!("net-spectator-gave")),
        ToHost::Propose { at, order } => {
            let side = host.joiner_side();
            let Some(ls) = host.ls.as_mut() else {
                return Err(t!("net-proposed-too-early"));
            };
            let refuse = |out: &mut Outbox, rule: &str, reason: String| {
                out.to(
                    peer,
                    ToPeer::Refused {
                        order: order.clone(),
                        rule: rule.to_string(),
                        reason,
                    },
                );
            };
            let parsed = match wire::order_from_text(&order) {
                Ok(o) => o,
                Err(e) => {
                    refuse(out, "order.malformed", e.en());
                    return Err(t!("net-proposed-bad", why = e));
                }
            };
            if at != ls.numbered() || ls.waiting() > 0 {
                refuse(out, "net.stale", msg!("net-stale").en());
                return Ok(());
            }
            if host.undo_asked.is_some() {
                // The order to take back must stay the last one until the answer.
                refuse(out, "net.undo_waiting", msg!("net-undo-waits").en());
                return Ok(());
            }
            match ls.check(side, &parsed) {
                Err(e) => {
                    // The wire carries the refusal in English, whatever the host's language.
                    refuse(out, e.rule.id(), e.reason.en());
                    Err(t!(
                        "net-proposed-refused",
                        order = &order,
                        rule = e.rule.id(),
                        reason = e.reason
                    ))
                }
                Ok(()) => {
                    fix(ls, parsed, out);
                    Ok(())
                }
            }
        }
        ToHost::Share { roll, share } => {
            let side = host.joiner_side();
            let ls = host.ls.as_mut().ok_or_else(|| t!("net-share-too-early"))?;
            if roll as usize > ls.shared().map_or(0, |d| d.given(side)) + 64 {
                return Err(t!("net-share-too-far", roll = roll));
            }
            ls.give(side, roll, share)
                .map_err(|e| t!("net-share-refused", roll = roll, error = e))?;
            out.all(ToPeer::Share { side, roll, share });
            let step = ls.step();
            after_step(step, out);
            Ok(())
        }
        ToHost::Reveal { secret } => {
            let side = host.joiner_side();
            let ls = host.ls.as_mut().ok_or_else(|| t!("net-secret-too-early"))?;
            ls.reveal(side, secret)
                .map_err(|e| t!("net-secret-refused", error = e))?;
            out.all(ToPeer::Reveal { side, secret });
            Ok(())
        }
        ToHost::Chat { text } => {
            if text.chars().count() > wire::MAX_CHAT_CHARS {
                return Err(t!("net-chat-too-long", most = wire::MAX_CHAT_CHARS));
            }
            let Some(text) = wire::clean_chat(&text) else {
                return Ok(());
            };
            let side = host.joiner_side();
            chat(host, side, text, out)
        }
        ToHost::UndoAsk => {
            let side = host.joiner_side();
            let ls = host.ls.as_ref().ok_or_else(|| t!("net-undo-too-early"))?;
            let refused = if host.undo_asked.is_some() {
                Some(msg!("net-undo-another-waits"))
            } else if host.seat.is_some() {
                Some(msg!("net-undo-computer-host"))
            } else {
                ls.may_undo(side).err()
            };
            match refused {
                Some(reason) => out.to(
                    peer,
                    ToPeer::UndoRefused {
                        side,
                        reason: reason.en(),
                    },
                ),
                None => {
                    host.undo_asked = Some((side, ls.numbered()));
                    say(&t!("net-asks-undo", side = side_name(host, side)));
                    out.all(ToPeer::UndoAsked { side });
                }
            }
            Ok(())
        }
        ToHost::UndoAnswer { accept } => match host.undo_asked {
            Some((side, _)) if side == host.host_side => {
                answer_undo(host, accept, out);
                Ok(())
            }
            _ => Err(t!("net-answer-nobody-asked")),
        },
    }
}

/// A line of chat from `side`: into the host's record and to every peer, which keep it too.
fn chat(host: &mut HostState, side: usize, text: String, out: &mut Outbox) -> Result<(), String> {
    let ls = host
        .ls
        .as_mut()
        .filter(|ls| ls.game().is_some())
        .ok_or_else(|| t!("net-chat-too-early"))?;
    let after = ls.numbered();
    say(&t!(
        "net-chat-from",
        side = ls.side_id(side).unwrap_or_default(),
        text = &text
    ));
    ls.chat(side, after, text.clone());
    out.all(ToPeer::Chat { side, after, text });
    Ok(())
}

/// The answer to the request waiting: accepted, the asker's last order is taken back here
/// and everywhere (if the game is still where it was asked); refused, everyone is told.
fn answer_undo(host: &mut HostState, accept: bool, out: &mut Outbox) {
    let Some((side, at)) = host.undo_asked.take() else {
        return;
    };
    let name = side_name(host, side);
    let other = side_name(host, 1 - side.min(1));
    let Some(ls) = host.ls.as_mut() else {
        return;
    };
    let result = if !accept {
        Err(msg!("net-undo-refused-by", other = &other, side = &name))
    } else if ls.numbered() != at {
        Err(msg!("net-undo-moved-on"))
    } else {
        ls.undo_last(side)
    };
    match result {
        Ok(order) => {
            say(&t!(
                "net-undone-host",
                side = &name,
                other = &other,
                order = order.words()
            ));
            out.all(ToPeer::Undone {
                side,
                orders: ls.numbered(),
            });
        }
        Err(reason) => {
            say(&reason.text());
            out.all(ToPeer::UndoRefused {
                side,
                reason: reason.en(),
            });
        }
    }
}

/// The host's table's orders, one at a time: checked as a joiner's are, numbered, applied.
fn own_table(host: &mut HostState, out: &mut Outbox) {
    if host.own_orders.is_empty() {
        return;
    }
    let Some(ls) = host.ls.as_mut() else {
        for order in host.own_orders.drain(..) {
            host.own_refused.push((
                order,
                Rejection::new(
                    crate::rules::RuleId::NotYourTurn,
                    msg!("net-begins-on-join"),
                ),
            ));
        }
        return;
    };
    // Held while an order waits for dice, or while a request to take one back waits.
    while ls.waiting() == 0 && host.undo_asked.is_none() {
        let Some(order) = host.own_orders.pop_front() else {
            break;
        };
        match ls.check(host.host_side, &order) {
            Ok(()) => fix(ls, order, out),
            Err(why) => host.own_refused.push((order, why)),
        }
    }
}

/// Lines typed at the host's table go once the game has begun (the record to keep them in
/// exists only then).
fn own_chat(host: &mut HostState, out: &mut Outbox) {
    if host.ls.as_ref().and_then(Lockstep::game).is_none() {
        return;
    }
    for text in std::mem::take(&mut host.chat_out) {
        let Some(text) = wire::clean_chat(&text) else {
            continue;
        };
        if let Err(e) = chat(host, host.host_side, text, out) {
            say(&e);
        }
    }
}

/// The host's player asks to take back its last order, or answers the joiner's request.
fn own_undo(host: &mut HostState, out: &mut Outbox) {
    if std::mem::take(&mut host.undo_ask_own) {
        let side = host.host_side;
        let refused = match (&host.ls, host.undo_asked) {
            (None, _) => Some(msg!("net-not-begun")),
            (Some(_), Some(_)) => Some(msg!("net-undo-already-waits")),
            (Some(_), None) if host.joiner.is_none() => Some(msg!("net-undo-nobody-to-ask")),
            (Some(ls), None) => ls.may_undo(side).err(),
        };
        host.undo_own_said = Some(refused.clone().map_or(Ok(()), Err));
        match refused {
            Some(why) => say(&t!("net-cannot-ask-undo", why = why)),
            None => {
                let at = host.ls.as_ref().map_or(0, Lockstep::numbered);
                host.undo_asked = Some((side, at));
                say(&t!("net-asks-undo", side = side_name(host, side)));
                out.all(ToPeer::UndoAsked { side });
            }
        }
    }
    if let Some(accept) = host.undo_answer.take() {
        match host.undo_asked {
            Some((side, _)) if side != host.host_side => answer_undo(host, accept, out),
            _ => say(&t!("net-no-request")),
        }
    }
}

fn side_name(host: &HostState, side: usize) -> String {
    host.ls
        .as_ref()
        .and_then(|ls| ls.side_id(side))
        .or_else(|| {
            host.new_game
                .as_ref()
                .and_then(|g| g.scenario.sides.get(side).map(|s| s.id.value.clone()))
        })
        .unwrap_or_else(|| t!("net-side-n", n = side))
}

/// The joiner committed: a new game begins now (both commitments known), or a game under way
/// takes back the joiner who committed at its start, and no one else.
/// Why not is a message: the host says it, and sends it to the peer in English.
fn begin(host: &mut HostState, theirs: Hex32, out: &mut Outbox) -> Result<(), Msg> {
    let joiner_side = host.joiner_side();
    if let Some(ls) = &host.ls {
        let known = ls.shared().map(|d| d.commitments[joiner_side]);
        return if known == Some(theirs) {
            Ok(())
        } else {
            Err(match known {
                Some(c) => msg!("net-joiner-other-secret", commitment = c.to_hex()),
                None => msg!("net-joiner-no-secret"),
            })
        };
    }
    if theirs == host.mine.commitment() {
        return Err(msg!("net-joiner-host-commitment"));
    }
    let g = host.new_game.take().ok_or_else(|| msg!("net-no-battle"))?;
    let dice = DiceSource::Shared(Box::new(SharedDice::one_side(
        &g.game,
        host.host_side,
        host.mine,
        theirs,
    )));
    let mut ls = Lockstep::starting(
        Start {
            scenario: g.scenario.clone(),
            rules: g.rules.clone(),
            dice,
            scenario_path: g.scenario_path.clone(),
        },
        g.scenario_text,
        Some(host.host_side),
        host.save.clone(),
    );
    let step = ls.step();
    after_step(step, out);
    host.ls = Some(ls);
    Ok(())
}

/// The game so far, to a peer that just said hello.
fn welcome(host: &HostState, peer: Entity, role: Role, out: &mut Outbox) {
    let Some(ls) = &host.ls else {
        return;
    };
    let Some(shared) = ls.shared() else {
        return;
    };
    let no_orders = Vec::new();
    let orders = ls
        .session
        .as_ref()
        .map_or(&no_orders, |s| &s.record().orders);
    out.to(
        peer,
        ToPeer::Welcome {
            side: (role == Role::Player).then_some(host.joiner_side()),
            scenario_path: ls.scenario_path(),
            scenario_hash: crate::record::content_hash(&ls.scenario_text),
            scenario_text: ls.scenario_text.clone(),
            game: shared.game.clone(),
            commitments: shared.commitments,
            orders: orders.len() as u64,
            queued: ls.waiting() as u64,
        },
    );
    // Shares first: the orders that follow find their dice in.
    for side in 0..2 {
        for (i, chunk) in shared.shares[side].chunks(CATCH_UP_BATCH).enumerate() {
            out.to(
                peer,
                ToPeer::Shares {
                    side,
                    first: (i * CATCH_UP_BATCH) as u64 + 1,
                    shares: chunk.to_vec(),
                },
            );
        }
    }
    for (i, chunk) in orders.chunks(CATCH_UP_BATCH).enumerate() {
        out.to(
            peer,
            ToPeer::Orders {
                first: (i * CATCH_UP_BATCH) as u64 + 1,
                orders: chunk.iter().map(wire::order_text).collect(),
            },
        );
    }
    // The chat so far, after the orders it came between: each line says where it was said.
    if let Some(session) = &ls.session {
        let g = session.game();
        for line in &session.record().chat {
            if let Some(side) = g.side_index(&line.side) {
                out.to(
                    peer,
                    ToPeer::Chat {
                        side,
                        after: line.after,
                        text: line.text.clone(),
                    },
                );
            }
        }
    }
    for (i, order) in ls.queued().enumerate() {
        out.to(
            peer,
            ToPeer::Fixed {
                n: ls.numbered() + i as u64 + 1,
                order: wire::order_text(order),
            },
        );
    }
    for side in 0..2 {
        if let Some(secret) = shared.secrets[side] {
            out.to(peer, ToPeer::Reveal { side, secret });
        }
    }
}

/// Number an order checked here and tell everyone; then apply what can be.
fn fix(ls: &mut Lockstep, order: crate::rules::Order, out: &mut Outbox) {
    let n = ls.numbered() + ls.waiting() as u64 + 1;
    let text = wire::order_text(&order);
    if ls.fix(n, order).is_ok() {
        out.all(ToPeer::Fixed { n, order: text });
    }
    let step = ls.step();
    after_step(step, out);
}

fn after_step(step: Step, out: &mut Outbox) {
    for (side, roll, share) in step.shares {
        out.all(ToPeer::Share { side, roll, share });
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

/// The host's computer gives its order when its side is to act and nothing is waiting.
fn own_seat(host: &mut HostState, out: &mut Outbox) {
    let (Some(ls), Some(seat)) = (host.ls.as_mut(), host.seat.as_mut()) else {
        return;
    };
    if ls.waiting() > 0 || host.joiner.is_none() || host.undo_asked.is_some() {
        return;
    }
    let Some(game) = ls.game() else {
        return;
    };
    let Some(order) = seat.next(game) else {
        return;
    };
    match ls.check(seat.side, &order) {
        Ok(()) => fix(ls, order, out),
        Err(why) => seat.refused(&order, &why),
    }
}

/// At the end: our secret revealed, and once the joiner's is in too, the host is done.
fn finish(host: &mut HostState, out: &mut Outbox) {
    let Some(ls) = host.ls.as_mut() else {
        return;
    };
    if !ls.over() {
        return;
    }
    if !host.secret_sent
        && let Some((side, secret)) = ls.reveal_mine()
    {
        out.all(ToPeer::Reveal { side, secret });
        host.secret_sent = true;
    }
    if ls.revealed() && host.finished_at.is_none() {
        host.finished_at = Some(Instant::now());
    }
}
