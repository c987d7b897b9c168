//! The side panel: the battle, file errors, the selected element's card, the forces and a
//! terrain legend; and the hover tooltip that names a base.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::play::mode::TableMode;
use crate::play::{NewGameOnChangedFile, TableSession};
use crate::rules::Game;
use crate::rules::fire::protection_msg;
use crate::rules::game::ElementState;
use crate::ruleset::{Going, Ruleset, TerrainDef};
use crate::scenario::Scenario;
use crate::scenario::watch::{ScenarioFile, SharedRuleset};
use crate::session::{GameSession, OrderRequest};
use crate::table::camera::{Focus, PanelWidth};
use crate::table::element_style::palette;
use crate::table::orders_input::Drag;
use crate::table::picking::{Hovered, Selected};
use crate::table::referee::{FireTargets, Ruler};
use crate::table::terrain_style;
use crate::words::Term;

const WIDTH: f32 = 340.0;

pub(super) fn plugin(app: &mut App) {
    let game_on = || resource_exists::<GameSession>.and_then(resource_exists::<TableSession>);
    let no_game_yet =
        || not(resource_exists::<GameSession>).and_then(resource_exists::<TableSession>);
    app.add_systems(
        EguiPrimaryContextPass,
        (
            style_once,
            side_panel.run_if(game_on()),
            super::timeline::timeline,
            side_panel_before_the_game.run_if(no_game_yet()),
            tooltip.run_if(resource_exists::<GameSession>),
            super::aftermath::summary_window.run_if(game_on()),
            super::game_panel::overlays.run_if(game_on()),
            super::support_panel::support_tooltip.run_if(game_on()),
            super::game_panel::referee_overlays.run_if(resource_exists::<GameSession>),
            super::game_panel::end_screen.run_if(game_on()),
            super::computer_panel::seats_dialog.run_if(game_on()),
            super::first_screen::first_screen
                .run_if(resource_exists::<crate::play::first_screen::FirstScreen>),
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

/// Brighter, slightly larger text than egui's default: the panel is read at arm's length
/// beside a table full of colour.
fn style_once(mut contexts: EguiContexts, mut styled: Local<bool>) -> Result {
    if *styled {
        return Ok(());
    }
    contexts.ctx_mut()?.global_style_mut(|s| {
        s.visuals.override_text_color = Some(egui::Color32::from_gray(222));
        for font in s.text_styles.values_mut() {
            font.size *= 1.08;
        }
    });
    *styled = true;
    Ok(())
}

/// The panel on the left, whose width the table keeps clear.
fn show_panel(
    contexts: &mut EguiContexts,
    width: &mut PanelWidth,
    add_contents: impl FnOnce(&mut egui::Ui),
) -> Result {
    left_panel(contexts.ctx_mut()?, "side", WIDTH, width, add_contents);
    Ok(())
}

/// A panel `px` wide down the left of the window, scrolling, its width told to the table so
/// the view is fitted beside it (the game's panel and the editor's).
pub(crate) fn left_panel(
    ctx: &egui::Context,
    id: &'static str,
    px: f32,
    width: &mut PanelWidth,
    add_contents: impl FnOnce(&mut egui::Ui),
) {
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let response = egui::Panel::left(id)
        .exact_size(px)
        .resizable(false)
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, add_contents);
        });
    width.0 = response.response.rect.width();
}

/// The game at the table and what the panel changes in it.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct PanelGame<'w> {
    session: Res<'w, GameSession>,
    table: ResMut<'w, TableSession>,
    orders: MessageWriter<'w, OrderRequest>,
    undos: MessageWriter<'w, crate::session::UndoRequest>,
    new_game: MessageWriter<'w, NewGameOnChangedFile>,
    ruler: ResMut<'w, Ruler>,
    focus: ResMut<'w, Focus>,
    selected: ResMut<'w, Selected>,
    aim: ResMut<'w, crate::table::support_aim::SupportAim>,
    balance: ResMut<'w, super::balance_panel::Balance>,
    rules: Res<'w, SharedRuleset>,
    computer: ResMut<'w, crate::play::computer::Computer>,
    after: Res<'w, crate::play::aftermath::Aftermath>,
    replay: MessageWriter<'w, crate::play::replaying::ReplayControl>,
    first_screen: MessageWriter<'w, crate::play::first_screen::OpenFirstScreen>,
    mode: crate::play::mode::Mode<'w>,
}

/// The panel while a game is on: everything in it is the game's, whatever the file on disk
/// has become since.
fn side_panel(
    mut contexts: EguiContexts,
    file: Res<ScenarioFile>,
    mut width: ResMut<PanelWidth>,
    mut game: PanelGame,
) -> Result {
    show_panel(&mut contexts, &mut width, |ui| {
        ui.add_space(4.0);
        file_errors(ui, &file, true);
        changed_file(ui, &file, &game.table, &mut game.new_game);
        // The game's own scenario, which the table draws.
        let scenario = game.session.game().scenario().clone();
        battle_heading(ui, &scenario);
        language_switch(ui);
        let mode = game.mode.now();
        if mode != TableMode::Watching
            && !game.table.network()
            && ui
                .small_button(t!("panel-new-game"))
                .on_hover_text(t!("panel-new-game-tip"))
                .clicked()
        {
            game.first_screen
                .write(crate::play::first_screen::OpenFirstScreen);
        }
        ui.separator();
        let ask_seats = super::computer_panel::status(
            ui,
            &mut game.computer,
            &mut game.table,
            mode,
            game.session.game(),
            match (game.after.is_empty(), game.after.current_passes()) {
                (true, _) => super::computer_panel::Summary::None,
                (false, true) => super::computer_panel::Summary::Passes,
                (false, false) => super::computer_panel::Summary::Waits,
            },
        );
        if ask_seats {
            game.mode.set(TableMode::AskingSeats);
        }
        ui.add_space(4.0);
        let asked = super::game_panel::show(
            ui,
            &game.session,
            &mut game.table,
            mode,
            &mut game.orders,
            &mut game.ruler,
            &mut game.aim,
        );
        if asked.undo {
            crate::play::undo(mode, &mut game.undos);
        }
        if asked.save {
            crate::play::save_now(&mut game.table, mode, &game.session);
        }
        if asked.replay {
            game.replay
                .write(crate::play::replaying::ReplayControl::Open);
        }
        ui.separator();
        let g = game.session.game();
        card(ui, g, &mut game.selected);
        let may = game.table.may_order(mode, g.active());
        group_line(ui, g, &game.selected, may, &mut game.orders);
        super::transport_panel::buttons(ui, g, &game.selected, may, &mut game.orders);
        ui.separator();
        egui::CollapsingHeader::new(t!("panel-forces"))
            .id_salt("forces")
            .default_open(game.selected.0.is_empty())
            .show(ui, |ui| forces(ui, g, &mut game.selected, &mut game.focus));
        battle_notes(ui, g);
        let colours = [0, 1].map(|i| {
            g.scenario()
                .sides
                .get(i)
                .map_or(egui::Color32::GRAY, |s| colour32(palette(i, s.colour).fill))
        });
        super::balance_panel::section(ui, &mut game.balance, &file, &game.rules, colours);
        // A network game's battle is the host's: no file here to name or edit.
        help(ui, (!game.table.network()).then_some(&*file));
        if !game.table.network() {
            edit_button(ui, &file, &game.rules.0, &mut game.table);
        }
    })
}

/// The panel before a game is on: the file's errors, or why the game cannot start.
fn side_panel_before_the_game(
    mut contexts: EguiContexts,
    file: Res<ScenarioFile>,
    rules: Res<SharedRuleset>,
    mut table: ResMut<TableSession>,
    mut width: ResMut<PanelWidth>,
) -> Result {
    show_panel(&mut contexts, &mut width, |ui| {
        ui.add_space(4.0);
        file_errors(ui, &file, false);
        match file.scenario.as_deref() {
            Some(s) => battle_heading(ui, s),
            None => {
                ui.label(t!("panel-watching", file = file.name()));
            }
        }
        if let Some(n) = table.message() {
            super::game_panel::notice(ui, n);
        }
        ui.separator();
        ui.weak(file_line(&file));
        edit_button(ui, &file, &rules.0, &mut table);
    })
}

/// Which file the battle comes from: the built-in one has none (its record says
/// `builtin:default`), though a copy of it ships to be edited.
fn file_line(file: &ScenarioFile) -> String {
    match &file.source {
        crate::scenario::watch::Source::File(p) => {
            t!("panel-file", path = p.display().to_string())
        }
        crate::scenario::watch::Source::Embedded => t!(
            "panel-built-in-file",
            path = crate::scenario::DEFAULT_SCENARIO_PATH
        ),
    }
}

/// *Edit*: the scenario editor on the file, in a window of its own, so the game here goes on;
/// when the editor saves, this table offers the changed file as it does any saved change.
fn edit_button(ui: &mut egui::Ui, file: &ScenarioFile, rules: &Ruleset, table: &mut TableSession) {
    let path = match &file.source {
        crate::scenario::watch::Source::File(p) => Some(p.clone()),
        crate::scenario::watch::Source::Embedded => None,
    };
    let tip = match &path {
        Some(p) => t!("panel-edit-tip", path = p.display().to_string()),
        None => t!("panel-edit-built-in"),
    };
    let clicked = ui
        .add_enabled(path.is_some(), egui::Button::new(t!("panel-edit")))
        .on_hover_text(tip)
        .on_disabled_hover_text(t!("panel-edit-no-file"))
        .clicked();
    if let (true, Some(path)) = (clicked, path) {
        // A file the editor would refuse is said here, where the player is looking, and not
        // on the terminal of a window that never opens.
        if let Err(e) = crate::editor::Draft::open(&path, rules) {
            let first = e.short_lines().into_iter().next().unwrap_or_default();
            table.tell(t!("panel-edit-refused", first = first), true);
            return;
        }
        let started = std::env::current_exe().and_then(|exe| {
            // The editor speaks the language the table speaks now, not the system's.
            std::process::Command::new(exe)
                .args(["--lang", crate::words::lang().code(), "edit"])
                .arg(&path)
                .spawn()
        });
        match started {
            Ok(_) => table.tell(
                t!("panel-edit-opened", path = path.display().to_string()),
                false,
            ),
            Err(e) => table.tell(t!("panel-edit-failed", error = e.to_string()), true),
        }
    }
}

/// The newest version of the file is wrong: where, and what the table shows meanwhile.
fn file_errors(ui: &mut egui::Ui, file: &ScenarioFile, game_on: bool) {
    let Some(err) = &file.error else {
        return;
    };
    let meanwhile = if game_on {
        t!("panel-file-errors-game")
    } else if file.scenario.is_some() {
        t!("panel-file-errors-last-good")
    } else {
        t!("panel-file-errors-none")
    };
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(90, 20, 20))
        .inner_margin(6.0)
        .corner_radius(4.0)
        .show(ui, |ui| {
            ui.colored_label(egui::Color32::from_rgb(255, 200, 190), meanwhile);
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

/// The file has a good version newer than the game's: the game keeps its own, and the player
/// may start a new game on the new one.
fn changed_file(
    ui: &mut egui::Ui,
    file: &ScenarioFile,
    table: &TableSession,
    new_game: &mut MessageWriter<NewGameOnChangedFile>,
) {
    if !table.file_changed_since_game_began(file) {
        return;
    }
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(70, 55, 20))
        .inner_margin(6.0)
        .corner_radius(4.0)
        .show(ui, |ui| {
            ui.label(t!("panel-file-changed"));
            if ui
                .button(t!("panel-new-game-changed"))
                .on_hover_text(t!("panel-new-game-changed-tip"))
                .clicked()
            {
                new_game.write(NewGameOnChangedFile);
            }
        });
    ui.add_space(6.0);
}

/// Title, date, table size, length, and the sides.
fn battle_heading(ui: &mut egui::Ui, s: &Scenario) {
    ui.heading(&s.title);
    ui.label(t!(
        "panel-battle-line",
        date = s.date.value.as_str(),
        width = s.table.value.0,
        depth = s.table.value.1,
        turns = s.turns.value
    ));
    for (i, side) in s.sides.iter().enumerate() {
        ui.horizontal(|ui| {
            swatch(ui, palette(i, side.colour).fill);
            ui.label(&side.name);
            if side.initiative {
                ui.weak(t!("panel-has-initiative"));
            }
        });
    }
}

fn battle_notes(ui: &mut egui::Ui, g: &Game) {
    egui::CollapsingHeader::new(t!("panel-terrain-legend"))
        .id_salt("legend")
        .show(ui, |ui| legend(ui, g));
    egui::CollapsingHeader::new(t!("panel-about-battle"))
        .id_salt("about")
        .show(ui, |ui| {
            ui.label(&g.scenario().description);
        });
}

fn help(ui: &mut egui::Ui, file: Option<&ScenarioFile>) {
    ui.separator();
    ui.weak(t!("panel-help-view"));
    ui.weak(t!("panel-help-select"));
    ui.weak(t!("panel-help-move"));
    if let Some(file) = file {
        ui.weak(file_line(file));
    }
}

/// Several bases selected: whether they move as one group and for what, before any drag;
/// if they are not a group, that a drag moves each on its own, and a button to close them up.
fn group_line(
    ui: &mut egui::Ui,
    g: &Game,
    selected: &Selected,
    may: bool,
    orders: &mut MessageWriter<OrderRequest>,
) {
    if selected.0.len() < 2 {
        return;
    }
    let n = selected.0.len();
    match g.group_verdict(&selected.0) {
        Ok((ap, what)) => {
            ui.label(t!("panel-group", n = n, ap = ap, what = what.words()));
        }
        Err(r) if r.rule == crate::rules::RuleId::Group => {
            ui.colored_label(
                egui::Color32::from_rgb(240, 200, 120),
                t!("panel-not-group", n = n, reason = r.reason.clone()),
            );
            let close = crate::table::orders_input::close_up(g, &selected.0);
            // Tried on a copy without the dice log, as the panel draws this every frame.
            let mut trial = g.scratch();
            let tried = close.iter().try_for_each(|o| trial.apply(o));
            let lead = selected
                .primary()
                .and_then(|id| g.element(id))
                .map_or("", |e| e.label.as_str());
            let unit = g.element(&selected.0[0]).and_then(|e| e.unit);
            let spent = unit.map_or(0, |u| g.units()[u].ap_left - trial.units()[u].ap_left);
            let button = egui::Button::new(t!("panel-close-up", lead = lead, ap = spent));
            let response = ui
                .add_enabled(may && tried.is_ok(), button)
                .on_hover_text(t!("panel-close-up-tip"));
            let response = match &tried {
                Err(r) => response
                    .on_disabled_hover_text(t!("panel-cannot-close-up", reason = r.reason.clone())),
                Ok(()) => response.on_disabled_hover_text(t!("panel-not-your-move")),
            };
            if response.clicked() {
                for o in close {
                    orders.write(OrderRequest::person(o));
                }
            }
        }
        Err(r) => {
            ui.colored_label(
                egui::Color32::from_rgb(240, 200, 120),
                t!("panel-selected-reason", n = n, reason = r.reason.clone()),
            );
        }
    }
}

/// The selected element's card: who it is, its state in the game, its weapons.
fn card(ui: &mut egui::Ui, g: &Game, selected: &mut Selected) {
    let Some(id) = selected.primary().map(str::to_string) else {
        ui.weak(t!("panel-click-for-card"));
        return;
    };
    let Some(ge) = g.element(&id) else {
        selected.0.clear();
        return;
    };
    let def = g.def(ge);
    ui.horizontal(|ui| {
        ui.heading(&ge.label);
        if ui
            .small_button("✖")
            .on_hover_text(t!("panel-clear-selection"))
            .clicked()
        {
            selected.0.clear();
        }
    });
    egui::Grid::new("card")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            let mut row = |k: &str, v: String| {
                ui.strong(k);
                ui.label(v);
                ui.end_row();
            };
            who_rows(&mut row, g, ge, def);
            game_rows(&mut row, g, ge, def);
        });
    weapons(ui, g.rules(), def);
}

/// Who the element is as the game has it now: type, unit (a rallied element's new one),
/// brigade, quality (peninsular units can fall to militia), side, how far it moves.
fn who_rows(
    row: &mut impl FnMut(&str, String),
    g: &Game,
    ge: &ElementState,
    def: &crate::ruleset::ElementTypeDef,
) {
    let rules = g.rules();
    row(&t!("card-id"), ge.id.clone());
    row(
        &t!("card-type"),
        format!("{} ({})", def.term().text(), def.name.as_str()),
    );
    let brigade = g.brigades().get(ge.brigade).map_or("", |b| b.name.as_str());
    match ge.unit.and_then(|u| g.units().get(u)) {
        Some(u) => {
            row(
                &t!("card-unit"),
                format!(
                    "{} ({})",
                    u.name,
                    Term::unit_kind(rules[u.kind].name.as_str()).text()
                ),
            );
            row(&t!("card-brigade"), brigade.to_string());
            row(
                &t!("card-quality"),
                Term::quality(rules[u.quality].name.as_str()).text(),
            );
            let faction = Term::faction(rules[u.faction].as_str()).text();
            row(
                &t!("card-faction"),
                if u.peninsular {
                    t!("card-peninsular", faction = faction)
                } else {
                    faction
                },
            );
        }
        None => {
            row(&t!("card-unit"), t!("card-brigade-hq"));
            row(&t!("card-brigade"), brigade.to_string());
            // The game keeps only whether the commander is a communist; the file names them.
            if let Some(e) = g
                .scenario()
                .elements()
                .find(|e| e.element.id.value == ge.id)
            {
                row(&t!("card-commander"), e.brigade.commander.value.clone());
            }
        }
    }
    row(&t!("card-side"), g.side_name(ge.side).to_string());
    let movement = match def.road_move {
        Some(r) => t!("card-move-road", inches = def.move_inches, road = r),
        None => t!("card-move", inches = def.move_inches),
    };
    row(&t!("card-move-title"), movement);
}

/// The direct fire chart's lines for the element's weapons [SRC].
fn weapons(ui: &mut egui::Ui, rules: &Ruleset, def: &crate::ruleset::ElementTypeDef) {
    if def.weapons.is_empty() {
        ui.weak(t!("card-no-weapons"));
        return;
    }
    ui.add_space(4.0);
    ui.strong(t!("card-weapons"));
    egui::Grid::new("weapons")
        .num_columns(5)
        .striped(true)
        .show(ui, |ui| {
            for h in [
                "card-weapon",
                "card-range",
                "card-shots",
                "card-to-hit",
                "card-arc",
            ] {
                ui.weak(crate::words::Msg::new(h).text());
            }
            ui.end_row();
            for m in &def.weapons {
                let w = &rules[m.weapon_id];
                ui.label(Term::weapon(w.name.as_str()).text());
                ui.label(if w.range.0 > 0.0 {
                    format!("{}-{}\"", w.range.0, w.range.1)
                } else {
                    format!("{}\"", w.range.1)
                });
                ui.label(format!("{}", m.shots.unwrap_or(w.shots)));
                ui.label(format!("{}+", w.to_hit));
                ui.label(if m.turret {
                    t!("card-turret")
                } else {
                    format!("{}°", w.arc)
                });
                ui.end_row();
            }
        });
}

/// The game's forces as they stand: each brigade, its HQ, and its units with their quality now
/// and their elements (a rallied element under the unit it joined).
fn forces(ui: &mut egui::Ui, g: &Game, selected: &mut Selected, focus: &mut Focus) {
    let rules = g.rules();
    for (bi, b) in g.brigades().iter().enumerate() {
        egui::CollapsingHeader::new(format!("{}: {}", g.side_name(b.side), b.name))
            .id_salt(("brigade", bi))
            .show(ui, |ui| {
                let hq = g.brigade_hqs().get(bi).copied().flatten();
                if let Some(hq) = hq.and_then(|i| g.elements().get(i)) {
                    element_link(ui, &hq.label, &hq.id, &t!("card-hq"), selected, focus);
                }
                for (ui_index, u) in g.units().iter().enumerate() {
                    if u.brigade != bi {
                        continue;
                    }
                    ui.label(
                        egui::RichText::new(format!(
                            "{} · {} · {}",
                            u.name,
                            Term::quality(rules[u.quality].name.as_str()).text(),
                            Term::faction(rules[u.faction].as_str()).text()
                        ))
                        .strong(),
                    );
                    ui.horizontal_wrapped(|ui| {
                        for e in g.elements().iter().filter(|e| e.unit == Some(ui_index)) {
                            let def = g.def(e);
                            let kind = def.term().text();
                            element_link(ui, &e.label, &e.id, &kind, selected, focus);
                        }
                    });
                }
            });
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
        .on_hover_text(t!("panel-element-link", kind = kind))
        .clicked()
    {
        selected.only(id);
        focus.0 = Some(id.to_string());
    }
}

/// Every kind of the game's ruleset, those on this table in full and the rest faded.
fn legend(ui: &mut egui::Ui, g: &Game) {
    let on_table = |def: &TerrainDef| g.terrain().features.iter().any(|f| f.def.id == def.id);
    for def in &g.rules().terrain {
        ui.horizontal(|ui| {
            swatch(ui, terrain_style::swatch(def));
            let text = t!(
                "panel-legend-line",
                label = def.term(),
                going = crate::words::Msg::new(match def.going {
                    Going::Open => "going-open",
                    Going::Bad => "going-bad",
                    Going::Road => "going-road",
                }),
                protection = protection_msg(def.protection, false),
                blocks = u8::from(def.blocks_sight)
            );
            if on_table(def) {
                ui.label(text);
            } else {
                ui.weak(text);
            }
        });
    }
}

/// EN/ES: the language of the whole window, changed at once (egui draws every frame anew, and
/// the table's words are drawn from the catalogue as they are shown).
pub(crate) fn language_switch(ui: &mut egui::Ui) {
    use crate::words::{Lang, lang, set_lang};
    ui.horizontal(|ui| {
        let now = lang();
        for (l, name) in [(Lang::En, "EN"), (Lang::Es, "ES")] {
            if ui
                .selectable_label(now == l, name)
                .on_hover_text(t!("panel-language-tip"))
                .clicked()
            {
                set_lang(l);
            }
        }
    });
}

/// The name, type and unit of the base under the cursor, from the game.
fn tooltip(
    mut contexts: EguiContexts,
    hovered: Res<Hovered>,
    session: Res<GameSession>,
    targets: Res<FireTargets>,
    ruler: Res<Ruler>,
    drag: Res<Drag>,
    aim: Res<crate::table::support_aim::SupportAim>,
) -> Result {
    let g = session.game();
    // While a battery is aimed its odds box names every base under the zone.
    if aim.aiming() {
        return Ok(());
    }
    // One tooltip at a time: the odds box and the move preview say what the base is.
    let shown = super::game_panel::tip(
        g,
        hovered.0.as_deref(),
        &targets,
        ruler.on,
        drag.preview.is_some(),
    );
    if shown != super::game_panel::Tip::Name {
        return Ok(());
    }
    let Some(e) = hovered.0.as_deref().and_then(|id| g.element(id)) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let Some(pos) = ctx.pointer_hover_pos() else {
        return Ok(());
    };
    let def = g.def(e);
    let kind = def.term().text();
    let unit = match e.unit {
        Some(u) => g.units()[u].name.as_str(),
        None => g.brigades().get(e.brigade).map_or("", |b| b.name.as_str()),
    };
    super::cursor_tip(ctx, "hover", pos, 12.0).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).show(ui, |ui| {
            ui.strong(&e.label);
            ui.label(format!("{kind} · {unit}"));
        });
    });
    Ok(())
}

/// The element's state in the game in progress.
fn game_rows(
    row: &mut impl FnMut(&str, String),
    g: &Game,
    ge: &ElementState,
    def: &crate::ruleset::ElementTypeDef,
) {
    use crate::rules::Status;
    let status = match ge.status {
        Status::Ready if ge.pinned => t!("status-pinned"),
        Status::Ready => t!("status-good-order"),
        Status::Awaiting => match ge.unit.and_then(|u| g.units().get(u)) {
            Some(u) if u.arrives > 0 => t!("status-arrives", turn = u.arrives),
            _ => t!("status-good-order"),
        },
        Status::Carried => t!("status-carried"),
        Status::KnockedOut => t!("status-knocked-out"),
        Status::Routed => t!("status-routed"),
    };
    row(&t!("card-status"), status);
    row(
        &t!("card-position"),
        t!(
            "card-position-value",
            x = format!("{:.1}", ge.base.center.x),
            y = format!("{:.1}", ge.base.center.y),
            facing = format!("{:.0}", ge.base.facing)
        ),
    );
    row(
        &t!("card-move-left"),
        t!(
            "card-move-left-value",
            left = format!("{:.1}", (1.0 - ge.move_used).max(0.0) * def.move_inches),
            of = def.move_inches
        ),
    );
    if g.element_index(&ge.id).is_ok_and(|i| g.out_of_command(i)) {
        row(&t!("card-command"), t!("card-out-of-command"));
    }
    if let Some(u) = ge.unit.map(|u| &g.units()[u]) {
        row(
            &t!("card-unit-ap"),
            t!("card-unit-ap-value", left = u.ap_left, ap = u.ap),
        );
    }
}
