//! The network's window over the table (a network game only): the join code with a Copy
//! button, who is connected and the latency, whose move it is, a request to take back an
//! order to answer, what the network said, and a line of chat.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use bevy_replicon::prelude::{ClientStats, ConnectedClientStats};

use crate::net::host::HostState;
use crate::net::join::JoinState;
use crate::net::lockstep::Lockstep;
use crate::net::wire::MAX_CHAT_CHARS;
use crate::play::network::{End, NetTable};
use crate::rules::Phase;

/// Lines of chat and network notes shown; the record keeps every line of chat.
const CHAT_SHOWN: usize = 8;
const NOTES_SHOWN: usize = 5;

const BAD: egui::Color32 = egui::Color32::from_rgb(240, 110, 100);
const GOOD: egui::Color32 = egui::Color32::from_rgb(130, 210, 130);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        net_window.run_if(resource_exists::<NetTable>),
    );
}

/// What the window needs of the network's end, whichever it is.
struct Seen<'a> {
    ls: Option<&'a Lockstep>,
    me: Option<usize>,
    /// The other player is connected (at the joiner: the host is).
    other_here: bool,
    rtt_ms: Option<f64>,
    spectators: Option<usize>,
    /// The other side asks to take back its last order.
    asked_by_other: Option<usize>,
    stopped: Option<String>,
    connecting: bool,
}

fn net_window(
    mut contexts: EguiContexts,
    mut net: ResMut<NetTable>,
    mut host: Option<ResMut<HostState>>,
    mut join: Option<ResMut<JoinState>>,
    client_stats: Option<Res<ClientStats>>,
    clients: Query<&ConnectedClientStats>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let seen = match (host.as_deref(), join.as_deref()) {
        (Some(h), _) => {
            let joiner = h.joiner();
            Seen {
                ls: h.ls.as_ref(),
                me: Some(h.host_side),
                other_here: joiner.is_some(),
                rtt_ms: joiner
                    .and_then(|j| clients.get(j).ok())
                    .map(|s| s.rtt * 1000.0),
                spectators: Some(h.spectators()),
                asked_by_other: h
                    .undo_asked
                    .map(|(side, _)| side)
                    .filter(|&s| s != h.host_side),
                stopped: None,
                connecting: false,
            }
        }
        (None, Some(j)) => Seen {
            ls: j.ls.as_ref(),
            me: j.ls.as_ref().and_then(|ls| ls.me),
            other_here: j.connected,
            rtt_ms: client_stats
                .as_deref()
                .filter(|_| j.connected)
                .map(|s| s.rtt * 1000.0),
            spectators: None,
            asked_by_other: j.undo_asked,
            stopped: j.stopped.clone(),
            connecting: !j.connected && j.exit.is_none(),
        },
        (None, None) => return Ok(()),
    };
    let mut answer: Option<bool> = None;
    let mut send: Option<String> = None;
    egui::Window::new(t!("net-window"))
        .id("network".into())
        .collapsible(true)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-12.0, 12.0))
        .default_width(340.0)
        .show(ctx, |ui| {
            ui.set_max_width(340.0);
            connection(ui, &net, &seen);
            ui.separator();
            whose_move(ui, &seen);
            if let Some(side) = seen.asked_by_other {
                let name = seen.ls.and_then(|ls| ls.game()).map_or_else(
                    || t!("net-side", n = side),
                    |g| g.side_name(side).to_string(),
                );
                let last = seen
                    .ls
                    .and_then(|ls| ls.session.as_ref())
                    .and_then(|s| {
                        s.record()
                            .orders
                            .last()
                            .map(|o| crate::play::words::in_words(o, s.game()))
                    })
                    .unwrap_or_default();
                ui.separator();
                ui.colored_label(
                    egui::Color32::YELLOW,
                    t!("net-undo-asked", side = name, order = last),
                );
                ui.horizontal(|ui| {
                    if ui.button(t!("net-accept")).clicked() {
                        answer = Some(true);
                    }
                    if ui.button(t!("net-refuse")).clicked() {
                        answer = Some(false);
                    }
                });
            }
            ui.separator();
            chat(ui, &mut net, &seen, &mut send);
            if !net.notes.is_empty() {
                ui.separator();
                for line in net.notes.iter().rev().take(NOTES_SHOWN).rev() {
                    ui.small(line);
                }
            }
        });
    if let Some(accept) = answer {
        if let Some(h) = host.as_deref_mut() {
            h.undo_answer = Some(accept);
        } else if let Some(j) = join.as_deref_mut() {
            j.undo_answer = Some(accept);
        }
    }
    if let Some(line) = send {
        if let Some(h) = host.as_deref_mut() {
            h.chat_out.push(line);
        } else if let Some(j) = join.as_deref_mut() {
            j.chat_out.push(line);
        }
    }
    Ok(())
}

/// The join code and who is connected.
fn connection(ui: &mut egui::Ui, net: &NetTable, seen: &Seen) {
    let side_name = |s: usize| {
        seen.ls
            .and_then(|ls| ls.side_id(s))
            .map(|id| {
                seen.ls
                    .and_then(|ls| ls.game())
                    .map_or(id, |g| g.side_name(s).to_string())
            })
            .unwrap_or_else(|| t!("net-side", n = s))
    };
    match net.end {
        End::Host => {
            ui.label(t!("net-hosting"));
            // Break anywhere: the code is one long word.
            let mut job = egui::text::LayoutJob::single_section(
                net.code.clone(),
                egui::TextFormat::simple(
                    egui::FontId::monospace(11.0),
                    egui::Color32::from_gray(222),
                ),
            );
            job.wrap.max_width = ui.available_width();
            job.wrap.break_anywhere = true;
            ui.label(job);
            if ui
                .button(t!("net-copy-code"))
                .on_hover_text(t!("net-copy-code-tip"))
                .clicked()
            {
                ui.ctx().copy_text(net.code.clone());
            }
            let other = seen.me.map_or(1, |m| 1 - m.min(1));
            if seen.other_here {
                ui.colored_label(GOOD, t!("net-other-here", side = side_name(other)));
            } else if seen.ls.is_some() {
                ui.colored_label(BAD, t!("net-other-gone", side = side_name(other)));
            } else {
                ui.label(t!("net-waiting-other", side = side_name(other)));
            }
            if let Some(n) = seen.spectators {
                ui.label(t!("net-spectators", n = n));
            }
        }
        End::Join => {
            match seen.me {
                Some(m) => ui.label(t!("net-joined", side = side_name(m))),
                None if seen.ls.is_some() => ui.label(t!("net-joined-spectator")),
                None => ui.label(t!("net-joining")),
            };
            ui.small(&net.code);
            if let Some(why) = &seen.stopped {
                ui.colored_label(BAD, why);
                ui.small(t!("net-table-stays-open"));
            } else if seen.connecting {
                ui.label(t!("net-connecting"));
            } else if seen.other_here {
                ui.colored_label(GOOD, t!("net-connected"));
            }
        }
    }
    match seen.rtt_ms {
        Some(ms) if seen.other_here => {
            ui.label(t!("net-latency", ms = format!("{ms:.0}")));
        }
        _ => {}
    }
}

/// Whose move it is, in the person's words.
fn whose_move(ui: &mut egui::Ui, seen: &Seen) {
    let Some(ls) = seen.ls else {
        ui.label(t!("net-begins-when-joined"));
        return;
    };
    let Some(g) = ls.game() else {
        ui.label(t!("net-first-dice"));
        return;
    };
    let text = if g.phase() == Phase::GameOver {
        t!("net-over")
    } else if ls.waiting() > 0 {
        t!("net-waiting-share")
    } else {
        let to_act = g.choosing().unwrap_or_else(|| g.active().min(1));
        match seen.me {
            Some(m) if m == to_act => t!("net-your-move", side = g.side_name(to_act)),
            Some(_) if !seen.other_here => t!("net-move-away", side = g.side_name(to_act)),
            Some(_) => t!("net-other-move", side = g.side_name(to_act)),
            None => t!("net-move-of", side = g.side_name(to_act)),
        }
    };
    ui.strong(text);
}

/// The last lines of chat, and a line to send.
fn chat(ui: &mut egui::Ui, net: &mut NetTable, seen: &Seen, send: &mut Option<String>) {
    ui.label(t!("net-chat"));
    if let Some(session) = seen.ls.and_then(|ls| ls.session.as_ref()) {
        let g = session.game();
        let lines = &session.record().chat;
        for line in lines.iter().skip(lines.len().saturating_sub(CHAT_SHOWN)) {
            let who = g
                .side_index(&line.side)
                .map_or(line.side.clone(), |s| g.side_name(s).to_string());
            ui.label(format!("{who}: {}", line.text));
        }
    }
    if seen.me.is_none() {
        ui.weak(t!("net-spectators-read"));
        return;
    }
    ui.horizontal(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(&mut net.draft)
                .char_limit(MAX_CHAT_CHARS)
                .desired_width(240.0)
                .hint_text(t!("net-say-something")),
        );
        let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button(t!("net-send")).clicked() || enter) && !net.draft.trim().is_empty() {
            *send = Some(std::mem::take(&mut net.draft));
        }
    });
}
