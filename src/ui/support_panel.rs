//! The artillery phase in the panel: the side's batteries and sorties, each with a button that
//! starts aiming it, and by the cursor the odds for every element under the beaten zone.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::rules::Game;
use crate::table::support_aim::{SupportAim, SupportPick};

/// The active side's batteries and sorties, and the one being aimed.
pub fn support_section(ui: &mut egui::Ui, g: &Game, aim: &mut SupportAim, may_order: bool) {
    let side = g.active();
    ui.label(egui::RichText::new(t!("support-heading")).strong());
    for bat in g.batteries() {
        if bat.side != side {
            continue;
        }
        let pick = SupportPick::Battery(bat.id.clone());
        let fired = bat.fired_turn == g.turn();
        let where_ = match bat.element {
            Some(e) => t!("support-on-table", element = g.elements()[e].label.as_str()),
            None => t!("support-off-table"),
        };
        ui.horizontal(|ui| {
            let aiming = aim.pick.as_ref() == Some(&pick);
            let text = t!(
                "support-battery",
                battery = bat.name.as_str(),
                place = where_.as_str(),
                fired = u8::from(fired)
            );
            let button = ui
                .add_enabled(may_order && !fired, egui::Button::selectable(aiming, text))
                .on_hover_text(t!("support-battery-tip"));
            if button.clicked() {
                aim.pick = if aiming { None } else { Some(pick) };
            }
        });
    }
    let left = g.sorties()[side].left;
    if left > 0 || g.sorties()[side].next_turn > 0 {
        let pick = SupportPick::Air(g.scenario().sides[side].id.value.clone());
        let aiming = aim.pick.as_ref() == Some(&pick);
        let text = t!("support-air-strike", left = left);
        if ui
            .add_enabled(
                may_order && left > 0,
                egui::Button::selectable(aiming, text),
            )
            .on_hover_text(t!("support-air-strike-tip"))
            .clicked()
        {
            aim.pick = if aiming { None } else { Some(pick) };
        }
    }
    if aim.aiming() {
        ui.weak(t!("support-aiming"));
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
                    ui.colored_label(egui::Color32::from_rgb(255, 150, 130), r.reason.text());
                }
                Ok(o) => {
                    if let Some(s) = o.spotter.as_deref().and_then(|id| g.element(id)) {
                        ui.label(t!("support-spotted-by", spotter = s.label.as_str()));
                    }
                    if o.targets.is_empty() {
                        ui.weak(t!("support-nothing-under"));
                    }
                    for t in &o.targets {
                        let label = g
                            .element(&t.element)
                            .map_or(t.element.as_str(), |e| e.label.as_str());
                        let mut why = Vec::new();
                        if t.shots > 1 {
                            why.push(msg!("support-road-column", shots = t.shots));
                        }
                        if !t.observed {
                            why.push(msg!("support-unobserved"));
                        }
                        ui.label(t!(
                            "support-target",
                            label = label,
                            side = t.side.as_str(),
                            to_hit = t.to_hit,
                            hit = format!("{:.0}", t.p_hit * 100.0),
                            needs = t.knockout_needs.map_or(0, u32::from),
                            knock_out = format!("{:.0}", t.p_knockout * 100.0),
                            problems = why.len(),
                            why = why
                        ));
                    }
                }
            }
        });
    });
}
