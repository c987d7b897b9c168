//! The artillery phase in the panel: the side's batteries and sorties, each with a button that
//! starts aiming it, and by the cursor the odds for every element under the beaten zone.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::rules::Game;
use crate::table::support_aim::{SupportAim, SupportPick};

/// The active side's batteries and sorties, and the one being aimed.
pub fn support_section(ui: &mut egui::Ui, g: &Game, aim: &mut SupportAim, may_order: bool) {
    let side = g.active();
    ui.label(egui::RichText::new("Artillery and aircraft [INF]").strong());
    for bat in g.batteries() {
        if bat.side != side {
            continue;
        }
        let pick = SupportPick::Battery(bat.id.clone());
        let fired = bat.fired_turn == g.turn();
        let where_ = match bat.element {
            Some(e) => format!("on the table: {}", g.elements()[e].label),
            None => "off table".to_string(),
        };
        ui.horizontal(|ui| {
            let aiming = aim.pick.as_ref() == Some(&pick);
            let text = if fired {
                format!("{} ({where_}): fired", bat.name)
            } else {
                format!("{} ({where_})", bat.name)
            };
            let button = ui
                .add_enabled(
                    may_order && !fired,
                    egui::Button::selectable(aiming, text),
                )
                .on_hover_text(
                    "Fire once this turn at a point an HQ or observer of your side sees: a 4\" x 2\" \
                     zone, one shot on the field-gun line at every element under it [INF]",
                );
            if button.clicked() {
                aim.pick = if aiming { None } else { Some(pick) };
            }
        });
    }
    let left = g.sorties()[side].left;
    if left > 0 || g.sorties()[side].next_turn > 0 {
        let pick = SupportPick::Air(g.scenario().sides[side].id.value.clone());
        let aiming = aim.pick.as_ref() == Some(&pick);
        let text = format!(
            "Air strike ({left} sortie{} left)",
            if left == 1 { "" } else { "s" }
        );
        if ui
            .add_enabled(
                may_order && left > 0,
                egui::Button::selectable(aiming, text),
            )
            .on_hover_text(
                "A D6: 1-2 diverted, 3 comes next turn, 4-6 attacks; enemy AA in range drives it \
                 off on 5+; on a 1 the bombs drift D6\" [INF]",
            )
            .clicked()
        {
            aim.pick = if aiming { None } else { Some(pick) };
        }
    }
    if aim.aiming() {
        ui.weak("Click the table to fire there; Esc or a right click to stop aiming.");
    }
}

/// While a battery or sortie is aimed, its odds by the cursor.
pub(super) fn support_tooltip(
    mut contexts: EguiContexts,
    aim: Res<SupportAim>,
    session: Res<crate::session::GameSession>,
) -> Result {
    if aim.aiming() {
        odds_tooltip(contexts.ctx_mut()?, &aim, session.game());
    }
    Ok(())
}

/// By the cursor: each element under the zone and its chances, or why it cannot fire there.
pub fn odds_tooltip(ctx: &egui::Context, aim: &SupportAim, g: &Game) {
    let (Some(odds), Some(pos)) = (&aim.odds, ctx.pointer_hover_pos()) else {
        return;
    };
    super::cursor_tip(ctx, "support-odds", pos, 18.0).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).show(ui, |ui| {
            ui.set_max_width(380.0);
            match odds {
                Err(r) => {
                    ui.colored_label(egui::Color32::from_rgb(255, 150, 130), &r.reason);
                }
                Ok(o) => {
                    if let Some(s) = o.spotter.as_deref().and_then(|id| g.element(id)) {
                        ui.label(format!("Spotted by {}", s.label));
                    }
                    if o.targets.is_empty() {
                        ui.weak("Nothing under the zone");
                    }
                    for t in &o.targets {
                        let label = g
                            .element(&t.element)
                            .map_or(t.element.as_str(), |e| e.label.as_str());
                        let mut why = Vec::new();
                        if t.shots > 1 {
                            why.push(format!("{} shots, road column", t.shots));
                        }
                        if !t.observed {
                            why.push("unobserved".to_string());
                        }
                        let ko = t
                            .knockout_needs
                            .map_or("cannot knock out".to_string(), |n| format!("KO {n}+"));
                        ui.label(format!(
                            "{label} ({}): hit {}+ ({:.0}%), {ko} ({:.0}%){}",
                            t.side,
                            t.to_hit,
                            t.p_hit * 100.0,
                            t.p_knockout * 100.0,
                            if why.is_empty() {
                                String::new()
                            } else {
                                format!(" · {}", why.join(", "))
                            }
                        ));
                    }
                }
            }
        });
    });
}
