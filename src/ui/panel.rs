//! The side panel: the battle, file errors, the selected element's card, the forces and a
//! terrain legend; and the hover tooltip that names a base.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::play::TableSession;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::scenario::watch::{ScenarioFile, SharedRuleset};
use crate::session::{GameSession, OrderRequest};
use crate::table::camera::{Focus, PanelWidth};
use crate::table::element_style::palette;
use crate::table::picking::{Hovered, Selected};
use crate::table::terrain_style;

const WIDTH: f32 = 340.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            side_panel,
            tooltip,
            super::game_panel::overlays,
            super::game_panel::referee_overlays,
            super::game_panel::end_screen,
        )
            .chain(),
    );
}

fn colour32(c: Color) -> egui::Color32 {
    let s = c.to_srgba();
    egui::Color32::from_rgba_unmultiplied(
        (s.red * 255.0) as u8,
        (s.green * 255.0) as u8,
        (s.blue * 255.0) as u8,
        (s.alpha * 255.0) as u8,
    )
}

fn swatch(ui: &mut egui::Ui, c: Color) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
    ui.painter().rect_filled(rect, 2.0, colour32(c));
}

fn side_panel(
    mut contexts: EguiContexts,
    doc: Res<ScenarioFile>,
    rules: Res<SharedRuleset>,
    mut selected: ResMut<Selected>,
    mut width: ResMut<PanelWidth>,
    mut styled: Local<bool>,
    mut game: GameParams,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !*styled {
        // Brighter, slightly larger text than egui's default: the panel is read at arm's length
        // beside a table full of colour.
        ctx.global_style_mut(|s| {
            s.visuals.override_text_color = Some(egui::Color32::from_gray(222));
            for font in s.text_styles.values_mut() {
                font.size *= 1.08;
            }
        });
        *styled = true;
    }
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let response = egui::Panel::left("side")
        .exact_size(WIDTH)
        .resizable(false)
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                contents(ui, &doc, &rules.0, &mut selected, &mut game);
            });
        });
    width.0 = response.response.rect.width();
    Ok(())
}

/// The game, when one is being played at the table.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct GameParams<'w> {
    state: Option<ResMut<'w, GameSession>>,
    session: Option<ResMut<'w, TableSession>>,
    orders: MessageWriter<'w, OrderRequest>,
    ruler: ResMut<'w, crate::table::referee::Ruler>,
    focus: ResMut<'w, Focus>,
}

fn contents(
    ui: &mut egui::Ui,
    doc: &ScenarioFile,
    rules: &Ruleset,
    selected: &mut Selected,
    game: &mut GameParams,
) {
    ui.add_space(4.0);
    if let Some(err) = &doc.error {
        egui::Frame::new()
            .fill(egui::Color32::from_rgb(90, 20, 20))
            .inner_margin(6.0)
            .corner_radius(4.0)
            .show(ui, |ui| {
                ui.colored_label(
                    egui::Color32::from_rgb(255, 200, 190),
                    if doc.scenario.is_some() {
                        "The file has errors; the table shows the last good version."
                    } else {
                        "The file has errors; fix and save it to see the table."
                    },
                );
                for line in err.short_lines() {
                    ui.label(
                        egui::RichText::new(line)
                            .monospace()
                            .color(egui::Color32::WHITE),
                    );
                }
            });
        ui.add_space(6.0);
    }
    let Some(s) = doc.scenario.as_deref() else {
        ui.label(format!("Watching {}", doc.name()));
        return;
    };
    ui.heading(&s.title);
    ui.label(format!(
        "{}  ·  {}\" x {}\" table  ·  {} turn{}",
        s.date.value,
        s.table.value.0,
        s.table.value.1,
        s.turns.value,
        if s.turns.value == 1 { "" } else { "s" }
    ));
    for (i, side) in s.sides.iter().enumerate() {
        ui.horizontal(|ui| {
            swatch(ui, palette(i, side.colour).fill);
            ui.label(&side.name);
            if side.initiative {
                ui.weak("(has the initiative)");
            }
        });
    }
    ui.separator();
    if let (Some(state), Some(session)) = (game.state.as_deref_mut(), game.session.as_deref_mut()) {
        super::game_panel::show(ui, state, session, &mut game.orders, &mut game.ruler.on);
        ui.separator();
    }
    card(ui, s, rules, selected, game.state.as_deref());
    ui.separator();
    egui::CollapsingHeader::new("Forces")
        .default_open(selected.0.is_empty())
        .show(ui, |ui| forces(ui, s, rules, selected, &mut game.focus));
    egui::CollapsingHeader::new("Terrain legend").show(ui, |ui| legend(ui, s, rules));
    egui::CollapsingHeader::new("About this battle").show(ui, |ui| {
        ui.label(&s.description);
    });
    ui.separator();
    ui.weak("Drag open table or WASD/arrows to pan · wheel or +/- to zoom · Home to fit");
    ui.weak(
        "Click a base for its card · shift-click or shift-drag to add · double-click for its unit",
    );
    ui.weak("Drag a base to move it · Space adds a waypoint · Q/E turn · F faces the cursor");
    ui.weak(format!("File: {}", doc.name()));
}

fn card(
    ui: &mut egui::Ui,
    s: &Scenario,
    rules: &Ruleset,
    selected: &mut Selected,
    state: Option<&GameSession>,
) {
    let Some(id) = selected.primary().map(str::to_string) else {
        ui.weak("Click a base to see its card.");
        return;
    };
    let Some(e) = s.elements().find(|e| e.element.id.value == id) else {
        selected.0.clear();
        return;
    };
    let el = e.element;
    let Some(def) = rules.element_type(&el.kind) else {
        return;
    };
    ui.horizontal(|ui| {
        ui.heading(el.label());
        if ui
            .small_button("✖")
            .on_hover_text("Clear the selection")
            .clicked()
        {
            selected.0.clear();
        }
    });
    let side = s.side(e.side).map_or(e.side, |d| d.name.as_str());
    egui::Grid::new("card")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            let mut row = |k: &str, v: String| {
                ui.strong(k);
                ui.label(v);
                ui.end_row();
            };
            row("Id", el.id.value.clone());
            row("Type", format!("{} ({})", def.label, def.name.value));
            match e.unit {
                Some(u) => {
                    row("Unit", format!("{} ({})", u.name, u.kind.value));
                    row("Brigade", e.brigade.name.clone());
                    row("Quality", u.quality.value.clone());
                    row(
                        "Faction",
                        if u.peninsular {
                            format!("{} (peninsular army)", u.faction.value)
                        } else {
                            u.faction.value.clone()
                        },
                    );
                }
                None => {
                    row("Unit", "brigade headquarters".into());
                    row("Brigade", e.brigade.name.clone());
                    row("Commander", e.brigade.commander.value.clone());
                }
            }
            row("Side", side.to_string());
            let mut movement = format!("{}\"", def.move_inches);
            if let Some(r) = def.road_move {
                movement.push_str(&format!(", {r}\" on road"));
            }
            row("Move", movement);
            game_rows(&mut row, e.unit, el, def, state);
        });
    if def.weapons.is_empty() {
        ui.weak("No weapons.");
        return;
    }
    ui.add_space(4.0);
    ui.strong("Weapons (direct fire chart [SRC])");
    egui::Grid::new("weapons")
        .num_columns(5)
        .striped(true)
        .show(ui, |ui| {
            for h in ["Weapon", "Range", "Shots", "To hit", "Arc"] {
                ui.weak(h);
            }
            ui.end_row();
            for m in &def.weapons {
                let Some(w) = rules.weapon(&m.weapon) else {
                    continue;
                };
                ui.label(w.name.as_str());
                ui.label(if w.range.0 > 0.0 {
                    format!("{}-{}\"", w.range.0, w.range.1)
                } else {
                    format!("{}\"", w.range.1)
                });
                ui.label(format!("{}", m.shots.unwrap_or(w.shots)));
                ui.label(format!("{}+", w.to_hit));
                ui.label(if m.turret {
                    "360° (turret)".to_string()
                } else {
                    format!("{}°", w.arc)
                });
                ui.end_row();
            }
        });
}

fn forces(
    ui: &mut egui::Ui,
    s: &Scenario,
    rules: &Ruleset,
    selected: &mut Selected,
    focus: &mut Focus,
) {
    for force in &s.forces {
        let side = s.side(&force.side).map_or("?", |d| d.name.as_str());
        for b in &force.brigades {
            egui::CollapsingHeader::new(format!("{side}: {}", b.name))
                .id_salt(&b.id.value)
                .show(ui, |ui| {
                    if let Some(hq) = &b.hq {
                        element_link(ui, hq.label(), &hq.id.value, "HQ", selected, focus);
                    }
                    for u in &b.units {
                        ui.label(
                            egui::RichText::new(format!(
                                "{} · {} · {}",
                                u.name, u.quality.value, u.faction.value
                            ))
                            .strong(),
                        );
                        ui.horizontal_wrapped(|ui| {
                            for e in u.elements.iter() {
                                let kind = rules
                                    .element_type(&e.kind)
                                    .map_or(e.kind.as_str(), |d| d.label.as_str());
                                element_link(ui, e.label(), &e.id.value, kind, selected, focus);
                            }
                        });
                    }
                });
        }
    }
}

fn element_link(
    ui: &mut egui::Ui,
    label: &str,
    id: &str,
    kind: &str,
    selected: &mut Selected,
    focus: &mut Focus,
) {
    let on = selected.contains(id);
    if ui
        .selectable_label(on, label)
        .on_hover_text(format!("{kind} — click to select and look at it"))
        .clicked()
    {
        selected.only(id);
        focus.0 = Some(id.to_string());
    }
}

fn legend(ui: &mut egui::Ui, s: &Scenario, rules: &Ruleset) {
    for def in &rules.terrain {
        let used = s.terrain.iter().any(|f| f.kind.value == def.name.value);
        ui.horizontal(|ui| {
            swatch(ui, terrain_style::swatch(def));
            let text = format!(
                "{}: {:?} going, {:?}{}",
                def.label,
                def.going,
                def.protection,
                if def.blocks_sight {
                    ", blocks sight"
                } else {
                    ""
                }
            );
            if used {
                ui.label(text);
            } else {
                ui.weak(text);
            }
        });
    }
}

fn tooltip(
    mut contexts: EguiContexts,
    hovered: Res<Hovered>,
    doc: Res<ScenarioFile>,
    rules: Res<SharedRuleset>,
) -> Result {
    let (Some(id), Some(s)) = (hovered.0.as_deref(), doc.scenario.as_deref()) else {
        return Ok(());
    };
    let Some(e) = s.elements().find(|e| e.element.id.value == id) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let Some(pos) = ctx.pointer_hover_pos() else {
        return Ok(());
    };
    let kind = rules
        .0
        .element_type(&e.element.kind)
        .map_or(e.element.kind.as_str(), |d| d.label.as_str());
    let unit = e.unit.map_or(e.brigade.name.as_str(), |u| u.name.as_str());
    egui::Area::new("hover".into())
        .fixed_pos(pos + egui::vec2(16.0, 12.0))
        .order(egui::Order::Tooltip)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.strong(e.element.label());
                ui.label(format!("{kind} · {unit}"));
            });
        });
    Ok(())
}

/// The element's state in the game in progress, or as the scenario sets it out.
fn game_rows(
    row: &mut impl FnMut(&str, String),
    unit: Option<&crate::scenario::format::UnitDef>,
    el: &crate::scenario::format::ElementDef,
    def: &crate::ruleset::ElementTypeDef,
    state: Option<&GameSession>,
) {
    use crate::rules::Status;
    let arrives = || match unit.and_then(|u| u.arrives.as_ref()) {
        Some(t) => format!("arrives on turn {}", t.value),
        None => "in good order".to_string(),
    };
    let Some((g, ge)) =
        state.and_then(|st| st.game().element(&el.id.value).map(|ge| (st.game(), ge)))
    else {
        row(
            "Position",
            format!(
                "({:.1}, {:.1}) facing {:.0}°",
                el.at.value.0, el.at.value.1, el.facing.value
            ),
        );
        row("Status", arrives());
        return;
    };
    let status = match ge.status {
        Status::Ready if ge.pinned => "pinned".to_string(),
        Status::Ready => "in good order".to_string(),
        Status::Awaiting => arrives(),
        Status::Carried => "carried".to_string(),
        Status::KnockedOut => "knocked out".to_string(),
        Status::Routed => "routed to the rear".to_string(),
    };
    row("Status", status);
    let ooc = g.element_index(&ge.id).is_ok_and(|i| g.out_of_command(i));
    row(
        "Position",
        format!(
            "({:.1}, {:.1}) facing {:.0}°",
            ge.base.center.x, ge.base.center.y, ge.base.facing
        ),
    );
    row(
        "Move left",
        format!(
            "{:.1}\" of {}\"",
            (1.0 - ge.move_used).max(0.0) * def.move_inches,
            def.move_inches
        ),
    );
    if ooc {
        row("Command", "out of command: +1 AP [INF]".to_string());
    }
    if let Some(u) = ge.unit.map(|u| &g.units()[u]) {
        row("Unit AP", format!("{} of {} left", u.ap_left, u.ap));
    }
}
