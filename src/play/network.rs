//! A network game at the table (issue 28): the host's or the joiner's end of `net` runs in the
//! window. The person's orders (and a request to take one back) are not applied here but
//! routed to that end, which checks them with the rules, has the host number them and applies
//! them when their dice are in; the table shows that end's game, copied each time it changes,
//! so it never runs ahead of the host. Orders that arrive from the other machine are told to
//! the rest of the window as orders applied, like a person's.

use std::collections::VecDeque;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::TableSession;
use crate::net::host::{HostState, host_frame};
use crate::net::join::{JoinState, join_frame};
use crate::net::lockstep::Lockstep;
use crate::rules::{Rejection, RuleId};
use crate::scenario::watch::ScenarioFile;
use crate::session::{
    ApplyOrders, By, GameSession, OrderOutcome, OrderRequest, OrdersRouted, UndoRequest,
};

/// Network notes kept for the panel, newest last.
const NOTES_KEPT: usize = 30;

/// Orders that arrive at once (a catch-up) are applied silently beyond this many: the window
/// is told of the last few, not of a whole game.
const TOLD_AT_ONCE: usize = 8;

/// Which end of a network game this window is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Host,
    Join,
}

/// The window's side of a network game.
#[derive(Resource)]
pub struct NetTable {
    pub end: End,
    /// The join code: the host's to give, or the one joined with.
    pub code: String,
    /// What the network said (joins, leaves, refusals, requests), newest last.
    pub notes: VecDeque<String>,
    /// The line of chat being typed.
    pub draft: String,
    /// The end's game last copied to the table: its revision and number of orders.
    mirrored: Option<(u64, usize)>,
    titled: bool,
}

impl NetTable {
    pub fn new(end: End, code: String) -> Self {
        NetTable {
            end,
            code,
            notes: VecDeque::new(),
            draft: String::new(),
            mirrored: None,
            titled: false,
        }
    }

    fn note(&mut self, line: String) {
        if self.notes.len() >= NOTES_KEPT {
            self.notes.pop_front();
        }
        self.notes.push_back(line);
    }
}

/// The network's end in the window: `HostState` or `JoinState` and `NetTable` must be there.
pub fn plugin(app: &mut App) {
    app.insert_resource(OrdersRouted)
        .add_systems(
            Update,
            (
                route_orders,
                host_frame.run_if(resource_exists::<HostState>),
                join_frame.run_if(resource_exists::<JoinState>),
                show_the_game,
            )
                .chain()
                .in_set(ApplyOrders)
                .run_if(resource_exists::<NetTable>.and_then(resource_exists::<TableSession>)),
        )
        .add_systems(Last, save_on_exit);
}

/// The window closing (or a screenshot done) ends the program: the record's last version,
/// still with the writer's thread, is written before it goes.
fn save_on_exit(
    mut exits: MessageReader<AppExit>,
    host: Option<ResMut<HostState>>,
    join: Option<ResMut<JoinState>>,
) {
    if exits.read().next().is_none() {
        return;
    }
    let ls = match (host, join) {
        (Some(h), _) => h.into_inner().ls.as_mut(),
        (None, Some(j)) => j.into_inner().ls.as_mut(),
        (None, None) => None,
    };
    if let Some(ls) = ls {
        if let Err(e) = ls.save_if_changed() {
            crate::net::say(e);
        }
        ls.flush();
    }
}

/// The person's orders and request to take one back go to the network's end.
fn route_orders(
    mut requests: MessageReader<OrderRequest>,
    mut outcomes: MessageWriter<OrderOutcome>,
    mut undos: MessageReader<UndoRequest>,
    mut table: ResMut<TableSession>,
    host: Option<ResMut<HostState>>,
    join: Option<ResMut<JoinState>>,
) {
    // Over the network the other player decides whether an order is taken back; a
    // spectator has no orders to take back, nor has a person whose side the computer plays
    // (undo takes back only the person's own orders).
    let asked = undos.read().count() > 0;
    let watching = join
        .as_ref()
        .is_some_and(|j| j.ls.as_ref().is_none_or(|ls| ls.me.is_none()) || j.has_seat())
        || host.as_ref().is_some_and(|h| h.computer_seat());
    // Whether it was asked is told once the network's end has tried (`show_the_game`): it
    // may find nothing to ask about.
    let undo = asked && !watching;
    if asked && watching {
        table.tell(crate::t!("note-undo-watching"), true);
    }
    if let Some(mut host) = host {
        for OrderRequest { order, .. } in requests.read() {
            host.own_orders.push_back(order.clone());
        }
        host.undo_ask_own |= undo;
    } else if let Some(mut join) = join {
        for OrderRequest { order, by } in requests.read() {
            match (&join.exit, &join.stopped) {
                (Some(_), why) => {
                    let why = match why {
                        Some(w) => msg!("net-no-more-orders", why = w.as_str()),
                        None => msg!("net-no-more-orders", why = msg!("net-game-over")),
                    };
                    outcomes.write(OrderOutcome {
                        order: order.clone(),
                        by: *by,
                        result: Err(Rejection::new(RuleId::NotYourTurn, why)),
                    });
                }
                (None, _) => join.person.push_back(order.clone()),
            }
        }
        join.undo_ask_own |= undo;
    }
}

/// What came of the person's request to take back an order over the network.
fn tell_undo_asked(table: &mut TableSession, said: Option<Result<(), crate::words::Msg>>) {
    match said {
        Some(Ok(())) => table.tell(crate::t!("note-undo-asked"), false),
        Some(Err(why)) => table.tell(crate::t!("note-undo-not-asked", why = why), true),
        None => {}
    }
}

/// The end's game on the table (the joiner's first: the battle the host sent), the orders it
/// applied told as orders applied, and what the network said kept for the panel.
#[allow(clippy::too_many_arguments)]
fn show_the_game(
    mut commands: Commands,
    host: Option<ResMut<HostState>>,
    join: Option<ResMut<JoinState>>,
    session: Option<ResMut<GameSession>>,
    mut table: ResMut<TableSession>,
    mut file: ResMut<ScenarioFile>,
    mut net: ResMut<NetTable>,
    mut outcomes: MessageWriter<OrderOutcome>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    for line in crate::net::take_said() {
        net.note(line);
    }
    let (ls, refused, me, here_why): (Option<&Lockstep>, _, Option<usize>, _) = match (host, join) {
        (Some(h), _) => {
            let h = h.into_inner();
            tell_undo_asked(&mut table, h.undo_own_said.take());
            let computer = h.computer_seat();
            (
                h.ls.as_ref(),
                std::mem::take(&mut h.own_refused),
                Some(h.host_side),
                computer,
            )
        }
        (None, Some(j)) => {
            let j = j.into_inner();
            tell_undo_asked(&mut table, j.undo_own_said.take());
            let me = j.ls.as_ref().and_then(|ls| ls.me);
            (j.ls.as_ref(), std::mem::take(&mut j.own_refused), me, false)
        }
        (None, None) => return,
    };
    for (order, why) in refused {
        outcomes.write(OrderOutcome {
            order,
            by: By::Person,
            result: Err(why),
        });
    }
    let Some(ls) = ls else {
        return;
    };
    let Some(src) = ls.session.as_ref() else {
        return;
    };
    let g = src.game();
    for side in 0..2 {
        let name = g.side_name(side);
        table.not_here[side] = match me {
            None => Some(t!("not-yours-watching")),
            Some(m) if m == side && here_why => Some(t!("not-yours-computer-here", side = name)),
            Some(m) if m == side => None,
            Some(_) => Some(t!("not-yours-over-network", side = name)),
        };
    }
    let key = (src.revision(), src.record().orders.len());
    if net.mirrored == Some(key) {
        return;
    }
    let before = net.mirrored.map_or(0, |(_, n)| n);
    net.mirrored = Some(key);
    match session {
        None => {
            // The first sight of the game: the table draws the network game's battle (the one
            // the host sent, at the joiner), not a file watched here.
            file.adopt(g.scenario().clone(), &ls.scenario_text);
            table.file_generation_seen = file.generation;
            table.game_generation = file.generation;
            table.games_begun += 1;
            table.saved_at = Some(src.revision());
            table.recap_from = None;
            if !net.titled
                && let Ok(mut w) = windows.single_mut()
            {
                let title = g.scenario().title.as_str();
                w.title = match me {
                    Some(s) => t!("net-title-playing", title = title, side = g.side_name(s)),
                    None => t!("net-title-watching", title = title),
                };
                net.titled = true;
            }
            commands.insert_resource(src.clone());
        }
        Some(mut shown) => {
            let orders = &src.record().orders;
            if orders.len() > before {
                let new = &orders[before..];
                for order in &new[new.len().saturating_sub(TOLD_AT_ONCE)..] {
                    outcomes.write(OrderOutcome {
                        order: order.clone(),
                        by: By::Network,
                        result: Ok(()),
                    });
                }
            } else if orders.len() < before {
                table.tell(t!("note-undone-both"), false);
            }
            *shown = src.clone();
            // Copied, not played here: nothing for the table's own autosave to write.
            table.saved_at = Some(shown.revision());
        }
    }
}
