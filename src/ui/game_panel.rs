//! The game in the panel: turn, phase and whose move it is, each unit's action points, End Phase,
//! undo and save, the dice log; the hotseat handover and the prompt for dice rolled by hand.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::play::aftermath::Aftermath;
use crate::play::mode::{Mode, TableMode};
use crate::play::{self, Notice, TableSession};
use crate::rules::dice::Roll;
use crate::rules::{Game, Order, Phase, RuleId};
use crate::session::{GameSession, OrderRequest};
use crate::table::element_style::palette;
use crate::table::orders_input::Drag;
use crate::table::picking::Hovered;
use crate::table::referee::{FireTargets, Ruler};
use crate::table::support_aim::SupportAim;

/// What the player asked of the session from the panel; the caller does it, so the panel
/// itself only reads the game.
#[derive(Default)]
pub struct PanelAsks {
    pub undo: bool,
    pub save: bool,
    /// Watch the game so far.
    pub replay: bool,
}

pub fn show(
    ui: &mut egui::Ui,
    session: &GameSession,
    table: &mut TableSession,
    mode: TableMode,
    orders: &mut MessageWriter<OrderRequest>,
    ruler: &mut Ruler,
    aim: &mut SupportAim,
) -> PanelAsks {
    let g = session.game();
    let mut asks = PanelAsks::default();
    let mut by_hand = g.dice().by_hand();
    egui::Frame::new()
        .fill(egui::Color32::from_gray(38))
        .inner_margin(6.0)
        .corner_radius(4.0)
        .show(ui, |ui| {
            turn_and_phase(ui, g);
            ui.add_space(4.0);
            action_points(ui, g);
            ui.add_space(4.0);
            asks = buttons(ui, session, table, mode, orders);
            if g.phase() == Phase::Artillery {
                let may = table.may_order(mode, g.active());
                super::support_panel::support_section(ui, g, aim, may);
            }
            // A network game's dice are made by both machines, and each keeps its own seat.
            if !table.network() {
                ui.horizontal(|ui| {
                    ui.checkbox(&mut by_hand, t!("panel-by-hand"))
                        .on_hover_text(t!("panel-by-hand-tip"));
                    // Against the computer the person keeps the seat: there is nobody to hand it to.
                    if !table.seats().any_computer() {
                        ui.checkbox(table.hotseat_mut(), t!("panel-hotseat"))
                            .on_hover_text(t!("panel-hotseat-tip"));
                    }
                });
            }
            if g.phase() == Phase::DirectFire {
                declared_fire(ui, g, mode != TableMode::Watching);
            }
            ui.horizontal(|ui| {
                ui.toggle_value(&mut ruler.on, t!("panel-ruler"))
                    .on_hover_text(t!("panel-ruler-tip"));
            });
            // The ruler's readout stays here while the ruler is on, wherever the cursor goes.
            if ruler.on {
                match &ruler.result {
                    Some(m) => {
                        for text in ruler_lines(m) {
                            ui.label(text);
                        }
                    }
                    None => {
                        ui.weak(t!("panel-ruler-drag"));
                    }
                }
            }
            if let Some(n) = table.message() {
                notice(ui, n);
            }
        });
    if g.dice().by_hand() != by_hand {
        play::send(orders, Order::RollByHand(by_hand));
    }
    ui.add_space(4.0);
    egui::CollapsingHeader::new(t!("panel-units"))
        .id_salt("units")
        .default_open(false)
        .show(ui, |ui| units(ui, g));
    egui::CollapsingHeader::new(t!(
        "panel-dice-log",
        n = g.log().len() + table.dice_in().len()
    ))
    .id_salt("dice-log")
    .default_open(true)
    .show(ui, |ui| dice_log(ui, g, table.dice_in()));
    asks
}

/// What the table last told the player; under a refusal, smaller, the rule that refused it.
pub(super) fn notice(ui: &mut egui::Ui, n: &Notice) {
    let colour = if n.bad {
        egui::Color32::from_rgb(255, 140, 120)
    } else {
        egui::Color32::from_rgb(160, 230, 160)
    };
    ui.colored_label(colour, &n.text);
    if let Some(rule) = n.rule {
        ui.label(rule_text(rule))
            .on_hover_text(t!("panel-refusing-rule-tip"));
    }
}

/// "movement.bad-going [SRC]": the id a referee looks a rule up by, and whether the rule is
/// the original pages' or our reading of them.
pub fn rule_note(rule: RuleId) -> String {
    match rule.tag() {
        Some(tag) => format!("{rule} {tag}"),
        None => rule.to_string(),
    }
}

/// A rule's id set small and dim under the reason it gave.
fn rule_text(rule: RuleId) -> egui::RichText {
    egui::RichText::new(rule_note(rule)).small().weak()
}

/// "Turn 2 of 6" and whose phase it is, in the side's colour.
fn turn_and_phase(ui: &mut egui::Ui, g: &Game) {
    let side = g.active();
    ui.horizontal(|ui| {
        ui.heading(t!(
            "panel-turn-of",
            turn = g.turn(),
            turns = g.scenario().turns.value
        ));
    });
    if g.phase() == Phase::GameOver {
        ui.strong(t!("panel-battle-over"));
        return;
    }
    let colour = palette(side, g.scenario().sides.get(side).and_then(|s| s.colour)).fill;
    ui.horizontal(|ui| {
        let s = colour.to_srgba();
        let c = egui::Color32::from_rgb(
            (s.red * 255.0) as u8,
            (s.green * 255.0) as u8,
            (s.blue * 255.0) as u8,
        );
        let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
        ui.painter().rect_filled(rect, 2.0, c);
        ui.strong(t!(
            "panel-side-phase",
            side = g.side_name(side),
            phase = g.phase().words()
        ));
    });
}

/// The active side's units: action points rolled and left.
fn action_points(ui: &mut egui::Ui, g: &Game) {
    let side = g.active();
    let movement = g.phase() == Phase::Movement;
    egui::Grid::new("ap")
        .num_columns(if movement { 3 } else { 2 })
        .striped(true)
        .show(ui, |ui| {
            ui.weak(t!("card-unit"));
            ui.weak(t!("panel-ap-left"))
                .on_hover_text(t!("panel-ap-left-tip"));
            if movement {
                ui.weak(t!("panel-can-move"))
                    .on_hover_text(t!("panel-can-move-tip"));
            }
            ui.end_row();
            for (i, u) in g
                .units()
                .iter()
                .enumerate()
                .filter(|(_, u)| u.side == side && u.rolls_action_points)
            {
                // A long name is cut so the columns beside it stay in the panel.
                ui.label(short_name(&u.name, 26)).on_hover_text(&u.name);
                ui.horizontal(|ui| {
                    ui.strong(u.ap_left.to_string());
                    ui.weak(t!("panel-ap-of", ap = u.ap));
                });
                if movement {
                    ui.label(can_move(g, i));
                }
                ui.end_row();
            }
        });
}

/// `name` cut to `most` characters with an ellipsis.
fn short_name(name: &str, most: usize) -> String {
    if name.chars().count() <= most {
        return name.to_string();
    }
    let cut: String = name.chars().take(most - 1).collect();
    format!("{}…", cut.trim_end())
}

/// "2 of 3 bases", or "none" when every base of the unit has used its move this turn: the
/// AP left and the inches left on the bases tell the same story.
pub fn can_move(g: &Game, unit: usize) -> String {
    // No AP left: no base of it moves this phase, whatever inches they have left.
    if g.units()[unit].ap_left == 0 {
        return t!("panel-can-move-no-ap");
    }
    let bases: Vec<f32> = g
        .on_table()
        .filter(|(_, e)| e.unit == Some(unit))
        .map(|(_, e)| e.move_used)
        .collect();
    let free = bases.iter().filter(|used| has_move_left(**used)).count();
    // What the End-phase question counts too, so the row does not say "none" while the
    // question says there is AP to use.
    let riding = riding_that_can_get_down(g, unit);
    match (free, bases.len()) {
        (0, _) if riding > 0 => t!("panel-can-move-riding", n = riding),
        (0, _) => t!("panel-can-move-none"),
        (f, n) if f == n => t!("panel-can-move-all", n = n),
        (f, n) => t!("panel-can-move-some", free = f, n = n),
    }
}

/// Bases of `unit` riding in a transport that the rules would let it set down for the AP it
/// has left (dismount or unlimber, 1 AP [SRC]).
fn riding_that_can_get_down(g: &Game, unit: usize) -> usize {
    let ap = g.units()[unit].ap_left;
    (g.elements().iter().enumerate())
        .filter(|(i, e)| {
            e.unit == Some(unit)
                && e.status == crate::rules::Status::Carried
                && g.unload_cost(*i).is_ok_and(|c| c.points <= ap)
        })
        .count()
}

/// Whether a base that has used `used` of its move this turn has any of it left.
fn has_move_left(used: f32) -> bool {
    used < 1.0 - 1e-3
}

/// Action points `side` would leave unspent by ending its movement now: those of its units
/// with a base that could still move (on the table, not pinned, its move not used up, and a
/// move of it costing no more than the AP left: 2 out of its HQ's command [INF]), or a base
/// carried that the rules would let it set down for the AP left (dismount or unlimber, 1 AP
/// [SRC]). 0 outside movement.
pub fn unused_ap(g: &Game, side: usize) -> u32 {
    if g.phase() != Phase::Movement {
        return 0;
    }
    let one = || crate::words::Msg::new("act-move-one");
    (0..g.units().len())
        .filter(|&u| g.units()[u].side == side && g.units()[u].ap_left > 0)
        .filter(|&u| {
            let ap = g.units()[u].ap_left;
            let moves = g.on_table().any(|(i, e)| {
                e.unit == Some(u)
                    && !e.pinned
                    && has_move_left(e.move_used)
                    && g.ap_cost(&[i], 1, one()).points <= ap
            });
            // A battalion riding in trucks has no base on the table, yet its AP would get it
            // out of them.
            moves || riding_that_can_get_down(g, u) > 0
        })
        .map(|u| u32::from(g.units()[u].ap_left))
        .sum()
}

/// End phase (an order), undo and save (asked of the caller).
fn buttons(
    ui: &mut egui::Ui,
    session: &GameSession,
    table: &TableSession,
    mode: TableMode,
    orders: &mut MessageWriter<OrderRequest>,
) -> PanelAsks {
    let g = session.game();
    let side = g.active();
    let mut asks = PanelAsks::default();
    ui.horizontal_wrapped(|ui| {
        let can_end = g.phase() != Phase::GameOver && table.may_order(mode, side);
        let side_id = g.scenario().sides[side].id.value.clone();
        // A movement ended with action points and bases to spend them on is asked about
        // first: the button sits by Undo, and once the other side has rolled a die the end
        // cannot be taken back. The question belongs to this game at this order: a new game,
        // or any order given meanwhile, drops it.
        let step = (table.games_begun(), session.record().orders.len(), side);
        let asking_id = egui::Id::new("end-phase-asked");
        let asking = ui.data(|d| d.get_temp::<(u64, usize, usize)>(asking_id)) == Some(step);
        // Reckoned only while asking, or when End phase is pressed: not every frame.
        let unused = if asking { unused_ap(g, side) } else { 0 };
        if asking && can_end && unused > 0 {
            ui.colored_label(
                egui::Color32::from_rgb(250, 225, 140),
                t!(
                    "panel-end-phase-unused",
                    side = g.side_name(side),
                    ap = unused
                ),
            );
            if ui.button(t!("panel-end-phase-yes")).clicked() {
                ui.data_mut(|d| d.remove::<(u64, usize, usize)>(asking_id));
                play::send(orders, Order::EndPhase { side: side_id });
            }
            if ui.button(t!("panel-end-phase-no")).clicked() {
                ui.data_mut(|d| d.remove::<(u64, usize, usize)>(asking_id));
            }
        } else if ui
            .add_enabled(
                can_end,
                egui::Button::new(t!("panel-end-phase", side = g.side_name(side))),
            )
            .on_hover_text(t!("panel-end-phase-tip"))
            .clicked()
        {
            if unused_ap(g, side) > 0 {
                ui.data_mut(|d| d.insert_temp(asking_id, step));
            } else {
                play::send(orders, Order::EndPhase { side: side_id });
            }
        }
        // A replay is watched, not played: nothing to take back or save.
        if mode == TableMode::Watching {
            return;
        }
        asks.undo = undo_button(ui, session).clicked();
        asks.save = ui
            .button(t!("panel-save"))
            .on_hover_text(t!("panel-save-tip"))
            .clicked();
        asks.replay = ui
            .button(t!("panel-replay"))
            .on_hover_text(t!("panel-replay-tip"))
            .clicked();
    });
    asks
}

/// Undo, greyed out when nothing can be taken back (the last die roll is a wall).
fn undo_button(ui: &mut egui::Ui, session: &GameSession) -> egui::Response {
    ui.add_enabled(session.undoable() > 0, egui::Button::new(t!("panel-undo")))
        .on_hover_text(t!("panel-undo-tip"))
        .on_disabled_hover_text(t!("panel-undo-nothing"))
}

/// How to fire, and the fire declared so far this phase.
fn declared_fire(ui: &mut egui::Ui, g: &Game, how: bool) {
    // A replay is watched: how to fire would be a hint nobody can follow.
    if how {
        ui.label(t!("panel-how-to-fire", side = g.side_name(g.active())));
    }
    for d in g.declarations() {
        ui.small(t!(
            "panel-declared",
            shooter = g.elements()[d.shooter].label.as_str(),
            target = g.elements()[d.target].label.as_str(),
            shots = d.shots
        ));
    }
}

/// The dice log, newest first. Dice typed in for an order that waits for more come first,
/// marked as in: the rules settle the order when its last die is in, but the player sees each
/// die and what it did as soon as it is typed.
fn dice_log(ui: &mut egui::Ui, g: &Game, dice_in: &[Roll]) {
    egui::ScrollArea::vertical()
        .max_height(220.0)
        .id_salt("dice")
        .show(ui, |ui| {
            if g.log().is_empty() && dice_in.is_empty() {
                ui.weak(t!("panel-no-dice"));
            }
            for r in dice_in.iter().rev() {
                ui.label(
                    egui::RichText::new(t!("panel-die-in", line = roll_line(r)))
                        .color(egui::Color32::from_rgb(240, 220, 150)),
                )
                .on_hover_text(r.rule.text());
            }
            for r in g.log().iter().rev() {
                ui.label(roll_line(r)).on_hover_text(r.rule.text());
            }
        });
}

/// "T1 direct fire: MG 1 rolled 5 for HeavyMG at ...: to hit (needs 4+): hit"
pub fn roll_line(r: &Roll) -> String {
    r.line()
}

/// The handover between sides, the die prompt, and the cost of the move being dragged.
// A Bevy system: its parameters are the resources it reads and writes.
#[allow(clippy::too_many_arguments)]
pub(super) fn overlays(
    mut contexts: EguiContexts,
    session: Res<GameSession>,
    mut table: ResMut<TableSession>,
    drag: Res<Drag>,
    mut orders: MessageWriter<OrderRequest>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    after: Res<Aftermath>,
    mode: Mode,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let g = session.game();
    let mode = mode.now();
    if let Some(pv) = &drag.preview
        && let Some(pos) = ctx.pointer_hover_pos()
    {
        super::cursor_tip(ctx, "move-cost", pos, -12.0).show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                let c = if pv.legal {
                    egui::Color32::from_rgb(150, 235, 150)
                } else {
                    egui::Color32::from_rgb(255, 150, 130)
                };
                ui.set_max_width(360.0);
                ui.colored_label(c, &pv.text);
                if let Some(w) = &pv.warning {
                    ui.colored_label(egui::Color32::from_rgb(240, 200, 120), w);
                }
                if let Some(rule) = pv.rule {
                    ui.label(rule_text(rule));
                }
            });
        });
    }
    if let Some(prompt) = table.die_prompt().map(str::to_string) {
        // A number key types the die, unless the player is writing in a text field.
        let mut typed = keys
            .as_deref()
            .filter(|_| !ctx.text_edit_focused())
            .and_then(play::die_key);
        egui::Modal::new("die".into()).show(ctx, |ui| {
            ui.heading(t!("panel-your-die"));
            if !table.dice_in().is_empty() {
                ui.label(t!("panel-dice-in-so-far"));
                for r in table.dice_in() {
                    ui.label(
                        egui::RichText::new(t!(
                            "panel-die-so-far",
                            who = r.who_words(),
                            value = r.value,
                            purpose = r.purpose.clone(),
                            outcome = r.outcome.clone()
                        ))
                        .small(),
                    );
                }
            }
            ui.label(prompt);
            ui.horizontal(|ui| {
                for v in 1..=6u8 {
                    if ui
                        .button(egui::RichText::new(v.to_string()).heading())
                        .clicked()
                    {
                        typed = Some(v);
                    }
                }
            });
            ui.weak(t!("panel-type-die"));
        });
        if let Some(v) = typed {
            play::type_die(&mut table, &mut orders, v);
        }
        return Ok(());
    }
    // [SRC] engaged troops: the deciding side is asked, as a question, before anyone moves.
    // Asked of its player whoever holds the seat: at a shared screen the choice is open.
    if let Some(chooser) = asks_move_first(g, &table, mode, after.current().is_some()) {
        let name = g.side_name(chooser).to_string();
        let other = g.side_name(1 - chooser).to_string();
        let first_now = g.side_name(g.active()).to_string();
        egui::Modal::new("move-first".into()).show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.heading(t!("panel-move-first-title", side = name.as_str()));
            ui.label(t!(
                "panel-move-first",
                side = name.as_str(),
                first = first_now.as_str()
            ));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let id = g.scenario().sides[chooser].id.value.clone();
                for (first, label) in [
                    (true, t!("panel-moves-first", side = name.as_str())),
                    (
                        false,
                        t!(
                            "panel-moves-second",
                            side = name.as_str(),
                            other = other.as_str()
                        ),
                    ),
                ] {
                    if ui.button(egui::RichText::new(label).strong()).clicked() {
                        play::send(
                            &mut orders,
                            Order::MoveFirst {
                                side: id.clone(),
                                first,
                            },
                        );
                    }
                }
            });
        });
        return Ok(());
    }
    // Both players read what the dice did before the seat changes hands.
    if table.handover()
        && mode != TableMode::AskingSeats
        && table.seated() != Some(g.active())
        && g.phase() != Phase::GameOver
        && after.current().is_none()
    {
        let name = g.side_name(g.active()).to_string();
        egui::Modal::new("seat".into()).show(ctx, |ui| {
            ui.heading(t!("panel-take-seat", side = name.as_str()));
            ui.label(t!(
                "panel-look-away",
                turn = g.turn(),
                phase = g.phase().words()
            ));
            if ui
                .button(t!("panel-i-play", side = name.as_str()))
                .clicked()
            {
                table.take_seat(g.active());
            }
        });
    }
    Ok(())
}

/// The side whose person is to be asked, now, whether to move first or second [SRC engaged
/// troops]: only while a game is played (not while who plays is asked, a replay is watched or
/// the first screen is open), not while a summary is being read, and never the computer's
/// side (it chooses for itself); a one-shot picture asks only with `--ask`.
pub fn asks_move_first(
    g: &Game,
    table: &TableSession,
    mode: TableMode,
    summary_open: bool,
) -> Option<usize> {
    g.choosing().filter(|c| {
        table.seats().is_person(*c)
            && table.asks_seats()
            && mode == TableMode::Playing
            && !summary_open
    })
}

/// What the ruler found: range, sight, protection and each weapon's odds.
fn ruler_lines(m: &crate::rules::fire::Measure) -> Vec<egui::RichText> {
    let green = egui::Color32::from_rgb(150, 235, 150);
    let red = egui::Color32::from_rgb(255, 150, 130);
    let mut lines = Vec::new();
    let mut line = |text: String, colour: egui::Color32| {
        lines.push(egui::RichText::new(text).color(colour));
    };
    line(
        t!("ruler-range", range = format!("{:.1}", m.range)),
        egui::Color32::WHITE,
    );
    match &m.los.blocked_by {
        None => line(t!("ruler-sight-clear"), green),
        Some(b) => line(t!("ruler-blocked", what = b.words(), rule = &b.rule), red),
    }
    line(
        t!("ruler-protection", protection = m.protection.words()),
        egui::Color32::WHITE,
    );
    for w in &m.weapons {
        line(
            odds_line(w),
            if w.in_range && w.in_arc && w.past_min_range {
                green
            } else {
                red
            },
        );
    }
    lines
}

/// Which tooltip shows by the cursor: one at a time.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub enum Tip {
    None,
    /// The base's name and kind.
    Name,
    /// The odds of firing at the enemy under the cursor (it names the base too).
    Odds,
    /// The move being dragged (drawn by `overlays`).
    Move,
}

pub fn tip(
    g: &Game,
    hovered: Option<&str>,
    targets: &FireTargets,
    ruler_on: bool,
    dragging: bool,
) -> Tip {
    if dragging {
        return Tip::Move;
    }
    let Some(t) = hovered.and_then(|id| g.element_index(id).ok()) else {
        return Tip::None;
    };
    if !ruler_on && targets.shooter.is_some() && targets.verdicts.iter().any(|(i, _)| *i == t) {
        Tip::Odds
    } else {
        Tip::Name
    }
}

/// The odds when hovering a target in the fire phase.
pub(super) fn referee_overlays(
    mut contexts: EguiContexts,
    session: Res<GameSession>,
    ruler: Res<Ruler>,
    targets: Res<FireTargets>,
    hovered: Res<Hovered>,
    drag: Res<Drag>,
    aim: Res<crate::table::support_aim::SupportAim>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let g = session.game();
    let Some(pos) = ctx.pointer_hover_pos() else {
        return Ok(());
    };
    // While a battery is aimed, its odds box is the one by the cursor.
    if aim.aiming() {
        return Ok(());
    }
    let mut lines: Vec<egui::RichText> = Vec::new();
    let mut line = |text: String, colour: egui::Color32| {
        lines.push(egui::RichText::new(text).color(colour));
    };
    let green = egui::Color32::from_rgb(150, 235, 150);
    let red = egui::Color32::from_rgb(255, 150, 130);
    // The ruler's readout is in the panel; the odds box names the base it is about.
    let dragging = drag.preview.is_some();
    if tip(g, hovered.0.as_deref(), &targets, ruler.on, dragging) == Tip::Odds
        && let (Some(s), Some(t)) = (
            targets.shooter,
            hovered.0.as_deref().and_then(|id| g.element_index(id).ok()),
        )
        && let Some((_, verdict)) = targets.verdicts.iter().find(|(i, _)| *i == t)
    {
        let m = g.measure(s, t);
        line(
            t!(
                "odds-heading",
                shooter = g.elements()[s].label.as_str(),
                target = g.elements()[t].label.as_str(),
                range = format!("{:.1}", m.range),
                protection = m.protection.words()
            ),
            egui::Color32::WHITE,
        );
        for w in &m.weapons {
            line(odds_line(w), egui::Color32::LIGHT_GRAY);
        }
        match verdict {
            Ok(()) => {
                let shooter = &g.elements()[s].id;
                let target = &g.elements()[t].id;
                let v = crate::table::orders_input::volley(g, shooter, target);
                let named: Vec<String> = v
                    .iter()
                    .map(|(o, shots)| match o {
                        Order::Fire {
                            weapon: Some(w), ..
                        } => t!(
                            "odds-weapon-shots",
                            weapon = crate::words::Term::weapon(w),
                            shots = *shots
                        ),
                        _ => String::new(),
                    })
                    .collect();
                let text = match named.len() {
                    0 | 1 => t!("odds-click-to-fire", weapons = named.join("")),
                    n => t!("odds-click-to-fire-all", n = n, weapons = named.join(", ")),
                };
                line(text.trim_end().to_string(), green);
            }
            Err(r) => {
                line(r.reason.text(), red);
                lines.push(rule_text(r.rule));
            }
        }
    }
    if lines.is_empty() {
        return Ok(());
    }
    super::cursor_tip(ctx, "referee", pos, 18.0).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).show(ui, |ui| {
            ui.set_max_width(420.0);
            for text in lines {
                ui.label(text);
            }
        });
    });
    Ok(())
}

fn odds_line(w: &crate::rules::fire::WeaponOdds) -> String {
    let mut why = Vec::new();
    if !w.in_range {
        why.push(msg!("odds-out-of-range"));
    }
    if !w.past_min_range {
        why.push(msg!("odds-inside-minimum"));
    }
    if !w.in_arc {
        why.push(msg!("odds-out-of-arc"));
    }
    t!(
        "odds-line",
        weapon = crate::words::Term::weapon(&w.weapon),
        shots = w.shots,
        hit = format!("{:.0}", w.p_hit * 100.0),
        knock_out = format!("{:.0}", w.p_knockout * 100.0),
        needs = w.knockout_needs.map_or(0, u32::from),
        pin = format!("{:.0}", w.p_pin * 100.0),
        problems = why.len(),
        why = why
    )
}

/// Every unit's strength against its start, its state, and its routed elements [SRC]: each
/// side under its name, each unit's name on a line of its own (wrapped if long) and its
/// numbers under it, so that nothing is cut at the panel's edge.
fn units(ui: &mut egui::Ui, g: &Game) {
    use crate::rules::morale::UnitCondition;
    for side in 0..g.scenario().sides.len() {
        ui.strong(g.side_name(side));
        for (i, u) in g.units().iter().enumerate().filter(|(_, u)| u.side == side) {
            let state = g.unit_state(i);
            let colour = match state {
                UnitCondition::Fresh => egui::Color32::from_rgb(170, 220, 170),
                UnitCondition::BelowHalf | UnitCondition::Exhausted => {
                    egui::Color32::from_rgb(240, 200, 120)
                }
                UnitCondition::Defeated | UnitCondition::Destroyed => {
                    egui::Color32::from_rgb(255, 140, 120)
                }
            };
            let routed = g
                .elements()
                .iter()
                .filter(|e| e.unit == Some(i) && e.status == crate::rules::Status::Routed)
                .count();
            ui.add(egui::Label::new(&u.name).wrap());
            ui.horizontal_wrapped(|ui| {
                ui.add_space(12.0);
                ui.label(
                    egui::RichText::new(t!(
                        "units-strength",
                        percent = format!("{:.0}", g.strength(i) * 100.0),
                        left = u.start_elements - g.unit_lost(i).min(u.start_elements),
                        of = u.start_elements
                    ))
                    .small(),
                )
                .on_hover_text(t!("units-strength-tip"));
                ui.label(
                    egui::RichText::new(state.words().text())
                        .small()
                        .color(colour),
                );
                if routed > 0 {
                    ui.label(egui::RichText::new(t!("units-to-the-rear", n = routed)).small());
                }
            });
        }
        ui.add_space(4.0);
    }
}

/// The end of the battle: who won and why, losses per side, objectives held.
pub(super) fn end_screen(
    mut contexts: EguiContexts,
    session: Res<GameSession>,
    table: Res<TableSession>,
    mut dismissed_for: Local<Option<u64>>,
) -> Result {
    // Dismissed for this game; a new game on a changed file ends with its own screen.
    if *dismissed_for == Some(table.game_generation()) {
        return Ok(());
    }
    let g = session.game();
    let (Phase::GameOver, Some(result)) = (g.phase(), &g.result()) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Modal::new("end".into()).show(ctx, |ui| {
        ui.set_max_width(520.0);
        let headline = match &result.winner {
            Some(id) => {
                let side = g.side_index(id).unwrap_or(0);
                t!("end-win", side = g.side_name(side))
            }
            None => t!("end-draw"),
        };
        ui.heading(headline);
        ui.label(result.reason.text());
        ui.separator();
        egui::Grid::new("losses").num_columns(3).show(ui, |ui| {
            ui.weak(t!("card-side"));
            ui.weak(t!("end-knocked-out"));
            ui.weak(t!("end-routed"));
            ui.end_row();
            for side in 0..g.scenario().sides.len() {
                let count = |s: crate::rules::Status| {
                    g.elements()
                        .iter()
                        .filter(|e| e.side == side && e.status == s)
                        .count()
                };
                ui.label(g.side_name(side));
                ui.label(count(crate::rules::Status::KnockedOut).to_string());
                ui.label(count(crate::rules::Status::Routed).to_string());
                ui.end_row();
            }
        });
        ui.separator();
        for o in &g.scenario().objectives {
            let holder = g.objective_holder(&o.at);
            ui.label(t!(
                "end-objective",
                objective = o.name.as_str(),
                side = g.scenario().side(&o.side).map_or("?", |s| s.name.as_str()),
                held = holder.map_or_else(
                    || msg!("end-held-by-nobody"),
                    |h| msg!("end-held-by", side = g.side_name(h))
                )
            ));
        }
        ui.weak(t!("end-record-saved"));
        if ui.button(t!("end-look-at-table")).clicked() {
            *dismissed_for = Some(table.game_generation());
        }
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::rules::dice::DiceSource;
    use crate::ruleset::Ruleset;

    /// Jarama on the dice of records/jarama-fire.ron.
    fn jarama() -> Game {
        let rules = Ruleset::default_rules();
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/jarama.ron");
        let src = std::fs::read_to_string(path).unwrap();
        let s = crate::scenario::parse("jarama.ron", &src, &rules).unwrap();
        Game::new(Arc::new(s), Arc::new(rules), DiceSource::Seeded(12)).unwrap()
    }

    #[test]
    fn the_panel_says_which_bases_can_still_move_beside_the_ap_left() {
        // The Panzer had 0" left while the panel said "1 left": the AP column now stands beside
        // how many of the unit's bases have any of their move left.
        let mut g = jarama();
        let reg = g.element_index("reg-1").unwrap();
        let unit = g.elements()[reg].unit.unwrap();
        let n = g.on_table().filter(|(_, e)| e.unit == Some(unit)).count();
        assert_eq!(can_move(&g, unit), format!("all {n}"));
        // A whole move, in rifle moves of the ruleset: straight on, as far as it may go.
        let full = g.def(&g.elements()[reg]).move_inches;
        let at = g.elements()[reg].base.center;
        g.apply(&Order::Move {
            element: "reg-1".into(),
            to: (at.x + full, at.y),
            facing: None,
            via: Vec::new(),
        })
        .unwrap();
        assert_eq!(can_move(&g, unit), format!("{} of {n}", n - 1));
        // Every AP spent, a step of a tenth of an inch at a time (1 AP each [SRC]): bases with
        // inches left still cannot move, and the panel says so.
        let other = g
            .on_table()
            .find(|(_, e)| e.unit == Some(unit) && e.id != "reg-1")
            .map(|(_, e)| e.id.clone())
            .unwrap();
        while g.units()[unit].ap_left > 0 {
            let at = g.element(&other).unwrap().base.center;
            g.apply(&Order::Move {
                element: other.clone(),
                to: (at.x, at.y + 0.1),
                facing: None,
                via: Vec::new(),
            })
            .unwrap();
        }
        assert_eq!(can_move(&g, unit), "none (no AP)");
    }

    #[test]
    fn ending_a_movement_with_ap_left_to_spend_is_asked_about() {
        // Jarama, movement of turn 1: the AP the side has rolled [SRC] and bases to spend them
        // on. Spending every AP of one unit takes its AP out of what would be left unused.
        let mut g = jarama();
        assert_eq!(g.phase(), Phase::Movement);
        let side = g.active();
        let reg = g.element_index("reg-1").unwrap();
        let unit = g.elements()[reg].unit.unwrap();
        let rolled: u32 = (g.units().iter())
            .filter(|u| u.side == side)
            .map(|u| u32::from(u.ap_left))
            .sum();
        let all = unused_ap(&g, side);
        assert!(all > 0 && all <= rolled, "{all} of {rolled}");
        let theirs = u32::from(g.units()[unit].ap_left);
        assert_eq!(g.units()[unit].side, side, "reg-1 moves now");
        // Steps of a tenth of an inch, each base in turn, while any base may take one.
        let bases: Vec<String> = (g.on_table())
            .filter(|(_, e)| e.unit == Some(unit))
            .map(|(_, e)| e.id.clone())
            .collect();
        let mut moved = true;
        while moved {
            moved = false;
            for id in &bases {
                let at = g.element(id).unwrap().base.center;
                let step = Order::Move {
                    element: id.clone(),
                    to: (at.x, at.y + 0.1),
                    facing: None,
                    via: Vec::new(),
                };
                moved |= g.apply(&step).is_ok();
            }
        }
        let spent = theirs - u32::from(g.units()[unit].ap_left);
        assert!(spent > 0);
        assert_eq!(unused_ap(&g, side), all - spent);
        // Outside movement nothing is left unused to ask about.
        g.apply(&Order::EndPhase {
            side: g.scenario().sides[side].id.value.clone(),
        })
        .unwrap();
        while g.phase() == Phase::Movement {
            let s = g.scenario().sides[g.active()].id.value.clone();
            g.apply(&Order::EndPhase { side: s }).unwrap();
        }
        assert_eq!(unused_ap(&g, side), 0);
    }

    #[test]
    fn a_battalion_riding_in_trucks_has_ap_to_dismount_that_ending_would_leave_unspent() {
        // [SRC] dismounting costs 1 AP. The battalion's rifles ride in the trucks of another
        // unit, which has spent its AP: no base of the battalion stands on the table, yet its
        // 2 AP would get them out, so ending the movement now leaves those 2 unspent.
        // AP: the battalion 4, the trucks 1, the guns 6; then 6s.
        let mut g = crate::ui::transport_panel::republic_with(
            r#"
            (id: "bn", name: "Battalion", kind: Battalion, quality: Regular, faction: PopularArmy,
                elements: [
                    (id: "r1", type: Rifles, at: (12.3, 14), facing: 0),
                    (id: "r2", type: Rifles, at: (12.3, 16), facing: 0),
                ]),
            (id: "trk", name: "Trucks", kind: Company, quality: Regular, faction: PopularArmy,
                elements: [
                    (id: "ta", type: Truck, at: (10, 14), facing: 90),
                    (id: "tb", type: Truck, at: (10, 16), facing: 90),
                ]),"#,
            &[4, 1, 6],
        );
        let apply = |g: &mut Game, ron: &str| g.apply(&ron::from_str::<Order>(ron).unwrap());
        apply(&mut g, r#"Mount(elements: ["r1"], into: "ta")"#).unwrap();
        apply(&mut g, r#"Mount(elements: ["r2"], into: "tb")"#).unwrap();
        // The trucks' one AP spent on a move: they can do no more this phase.
        apply(&mut g, r#"Move(element: "ta", to: (4, 14))"#).unwrap();
        let ap = |g: &Game, id: &str| g.units().iter().find(|u| u.id == id).unwrap().ap_left;
        assert_eq!((ap(&g, "bn"), ap(&g, "trk")), (2, 0));
        assert!(g.on_table().all(|(_, e)| e.id != "r1" && e.id != "r2"));
        let side = g.active();
        assert_eq!(unused_ap(&g, side), 2);
        // The panel's row says the same as the question: two riding that can get down.
        let bn = g.units().iter().position(|u| u.id == "bn").unwrap();
        assert_eq!(can_move(&g, bn), "2 riding, can get down");
        // The rules' own say on whether it may: with both trucks pinned the troops cannot get
        // down [INF: a pinned transport does not act], and nothing is left to spend.
        g.setup().pin("ta").unwrap().pin("tb").unwrap();
        assert_eq!(unused_ap(&g, side), 0);
        assert_eq!(can_move(&g, bn), "none");
    }

    #[test]
    fn the_odds_name_each_weapon_in_words_not_by_its_name_in_the_ruleset() {
        // "HeavyMG ×3" was the ruleset's keyword; a player reads the chart's "Heavy MG".
        let w = crate::rules::fire::WeaponOdds {
            weapon: "HeavyMG".into(),
            shots: 3,
            in_range: true,
            in_arc: true,
            past_min_range: true,
            p_hit: 0.5,
            p_knockout: 0.25,
            p_pin: 0.25,
            knockout_needs: Some(4),
        };
        assert_eq!(
            odds_line(&w),
            "Heavy MG ×3: hit 50%, knock out 25% (4+), pin 25% per shot"
        );
        let at = crate::rules::fire::WeaponOdds {
            weapon: "AntiTankGun".into(),
            shots: 1,
            ..w
        };
        assert!(odds_line(&at).starts_with("Anti-tank gun ×1: "));
        let es = crate::words::with_lang(crate::words::Lang::Es, || odds_line(&at));
        assert!(es.starts_with("Cañón antitanque ×1: "), "{es}");
    }

    #[test]
    fn engaged_troops_ask_the_deciding_person_until_they_choose() {
        // Jarama, turn 1: troops are tactically engaged and the Nationalists decide [SRC].
        let g = jarama();
        let nat = g
            .scenario()
            .sides
            .iter()
            .position(|s| s.id.value == "nationalist")
            .unwrap();
        assert_eq!(g.choosing(), Some(nat));
        let table = TableSession::new(
            crate::play::Start::New(crate::rules::dice::DiceSource::Seeded(1)),
            "x.game.ron".into(),
        );
        let playing = TableMode::Playing;
        assert_eq!(asks_move_first(&g, &table, playing, false), Some(nat));
        assert_eq!(
            asks_move_first(&g, &table, playing, true),
            None,
            "after the summary"
        );
        for mode in [
            TableMode::AskingSeats,
            TableMode::Watching,
            TableMode::ChoosingGame,
        ] {
            assert_eq!(asks_move_first(&g, &table, mode, false), None, "{mode:?}");
        }
        let mut computer = TableSession::new(
            crate::play::Start::New(crate::rules::dice::DiceSource::Seeded(1)),
            "x.game.ron".into(),
        );
        let mut seats = computer.seats().clone();
        seats.computer[nat] = Some("normal".into());
        computer.set_seats(seats);
        assert_eq!(asks_move_first(&g, &computer, playing, false), None);
        let mut chose = g.clone();
        chose
            .apply(&Order::MoveFirst {
                side: "nationalist".into(),
                first: false,
            })
            .unwrap();
        assert_eq!(
            asks_move_first(&chose, &table, playing, false),
            None,
            "asked once"
        );
    }

    /// Whether the Undo button is enabled for a session.
    fn undo_enabled(session: &GameSession) -> bool {
        let ctx = egui::Context::default();
        let mut enabled = None;
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            enabled = Some(undo_button(ui, session).enabled());
        });
        out.textures_delta.clear();
        enabled.unwrap()
    }

    #[test]
    fn undo_is_greyed_out_when_nothing_can_be_undone() {
        let g = jarama();
        let record = crate::record::Record::new("jarama.ron".into(), "", DiceSource::Seeded(1));
        let mut session = GameSession::new(g, record);
        assert_eq!(session.undoable(), 0);
        assert!(!undo_enabled(&session), "Undo is live on a fresh game");
        // The Regulares' first move (as records/jarama-fire.ron begins) can be taken back.
        session
            .submit(Order::Move {
                element: "reg-1".into(),
                to: (24.0, 11.0),
                facing: None,
                via: Vec::new(),
            })
            .unwrap();
        assert_eq!(session.undoable(), 1);
        assert!(undo_enabled(&session), "Undo is greyed with a move to undo");
    }

    /// How wide `add` draws when given `width` points: wider means cut at the panel's edge.
    fn drawn_width(width: f32, add: impl Fn(&mut egui::Ui)) -> f32 {
        let ctx = egui::Context::default();
        let mut used = 0.0;
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1600.0, 1000.0),
            )),
            ..Default::default()
        };
        let mut out = ctx.run_ui(input, |ui| {
            let r = ui
                .scope_builder(
                    egui::UiBuilder::new().max_rect(egui::Rect::from_min_size(
                        egui::Pos2::ZERO,
                        egui::vec2(width, 4000.0),
                    )),
                    |ui| {
                        ui.set_max_width(width);
                        add(ui);
                    },
                )
                .response;
            used = r.rect.width();
        });
        out.textures_delta.clear();
        used
    }

    #[test]
    fn one_tooltip_at_a_time() {
        let g = jarama();
        let shooter = g.element_index("cmg-2").unwrap();
        let target = g.element_index("brit-3a").unwrap();
        let mut targets = FireTargets::default();
        targets.shooter = Some(shooter);
        targets.verdicts = vec![(target, Ok(()))];
        // Over a target in the fire phase: the odds box alone (it names the base).
        assert_eq!(tip(&g, Some("brit-3a"), &targets, false, false), Tip::Odds);
        // Over a friend, or with no shooter: the base's name.
        assert_eq!(tip(&g, Some("cmg-1"), &targets, false, false), Tip::Name);
        let none = FireTargets::default();
        assert_eq!(tip(&g, Some("brit-3a"), &none, false, false), Tip::Name);
        // The ruler on: its readout is in the panel, the cursor shows only the name.
        assert_eq!(tip(&g, Some("brit-3a"), &targets, true, false), Tip::Name);
        // A move being dragged: its preview alone.
        assert_eq!(tip(&g, Some("brit-3a"), &targets, false, true), Tip::Move);
        assert_eq!(tip(&g, None, &targets, false, false), Tip::None);
    }

    #[test]
    fn the_units_list_fits_in_the_panel() {
        // Jarama's long unit names ("Franco-Belge Battalion (6 Février)") and all four
        // numbers of each unit fit in the panel's inner width.
        let g = jarama();
        let inner = 300.0;
        let used = drawn_width(inner, |ui| units(ui, &g));
        assert!(
            used <= inner + 0.5,
            "the units list is {used} wide in {inner}"
        );
    }

    #[test]
    fn a_rule_shows_its_id_and_its_tag_where_it_has_one() {
        assert_eq!(rule_note(RuleId::BadGoing), "movement.bad-going [SRC]");
        assert_eq!(rule_note(RuleId::NoLineOfSight), "sight.blocked [INF]");
        assert_eq!(rule_note(RuleId::MalformedOrder), "order.malformed");
    }
}
