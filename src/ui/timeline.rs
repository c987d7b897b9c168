//! The replay's timeline under the table: steps by order, phase and turn, a slider to jump,
//! Play/Pause at a speed, and a line saying where the game shown stands and what the last
//! order did (a refusal in red, with its reason). It only asks; `play::replaying` does.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::play::replaying::{ReplayControl, SPEEDS, Watching};
use crate::table::camera::{BottomInset, PanelWidth};

/// The timeline's height: the table is fitted above it.
const HEIGHT: f32 = 112.0;

pub(super) fn timeline(
    mut contexts: EguiContexts,
    watching: Option<Res<Watching>>,
    panel: Res<PanelWidth>,
    mut inset: ResMut<BottomInset>,
    mut asks: MessageWriter<ReplayControl>,
) -> Result {
    let Some(w) = watching else {
        if inset.0 != 0.0 {
            inset.0 = 0.0;
        }
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // Beside the side panel, not under it: the panel keeps its whole height.
    let mut area = ctx.viewport_rect();
    area.min.x += panel.0;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "timeline-root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(area),
    );
    let response = egui::Panel::bottom("timeline")
        .exact_size(HEIGHT)
        .resizable(false)
        .show(&mut root, |ui| bar(ui, &w, &mut asks));
    let h = response.response.rect.height();
    if inset.0 != h {
        inset.0 = h;
    }
    Ok(())
}

fn bar(ui: &mut egui::Ui, w: &Watching, asks: &mut MessageWriter<ReplayControl>) {
    let r = &w.replay;
    let (line, refused) = r.where_line();
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        let at_start = r.position() == 0;
        let at_end = r.position() == r.len();
        // `label` and `hover` are the catalogue's keys.
        let mut step =
            |ui: &mut egui::Ui, label: &'static str, hover: &'static str, ok: bool, ask| {
                if ui
                    .add_enabled(ok, egui::Button::new(crate::words::Msg::new(label).text()))
                    .on_hover_text(crate::words::Msg::new(hover).text())
                    .clicked()
                {
                    asks.write(ask);
                }
            };
        step(
            ui,
            "replay-to-start",
            "replay-to-start-tip",
            !at_start,
            ReplayControl::ToStart,
        );
        step(
            ui,
            "replay-turn-back",
            "replay-turn-back-tip",
            !at_start,
            ReplayControl::TurnBack,
        );
        step(
            ui,
            "replay-phase-back",
            "replay-phase-back-tip",
            !at_start,
            ReplayControl::PhaseBack,
        );
        step(
            ui,
            "replay-order-back",
            "replay-order-back-tip",
            !at_start,
            ReplayControl::OrderBack,
        );
        step(
            ui,
            "replay-order-forward",
            "replay-order-forward-tip",
            !at_end,
            ReplayControl::OrderForward,
        );
        step(
            ui,
            "replay-phase-forward",
            "replay-phase-forward-tip",
            !at_end,
            ReplayControl::PhaseForward,
        );
        step(
            ui,
            "replay-turn-forward",
            "replay-turn-forward-tip",
            !at_end,
            ReplayControl::TurnForward,
        );
        step(
            ui,
            "replay-to-end",
            "replay-to-end-tip",
            !at_end,
            ReplayControl::ToEnd,
        );
        ui.separator();
        let play = if w.playing {
            t!("replay-pause")
        } else {
            t!("replay-play")
        };
        if ui.button(play).on_hover_text(t!("replay-space")).clicked() {
            asks.write(ReplayControl::Play(!w.playing));
        }
        egui::ComboBox::from_id_salt("replay-speed")
            .selected_text(t!("replay-speed", n = w.speed))
            .width(110.0)
            .show_ui(ui, |ui| {
                for s in SPEEDS {
                    if ui
                        .selectable_label(w.speed == s, t!("replay-speed", n = s))
                        .clicked()
                    {
                        asks.write(ReplayControl::Speed(s));
                    }
                }
            });
        ui.separator();
        if ui
            .button(t!("replay-play-from-here"))
            .on_hover_text(t!("replay-play-from-here-tip"))
            .clicked()
        {
            asks.write(ReplayControl::PlayFromHere);
        }
        if w.game_aside.is_some()
            && ui
                .button(t!("first-back"))
                .on_hover_text(t!("replay-back-tip"))
                .clicked()
        {
            asks.write(ReplayControl::BackToGame);
        }
    });
    ui.horizontal(|ui| {
        let mut at = r.position();
        ui.spacing_mut().slider_width = (ui.available_width() - 160.0).max(100.0);
        let slider = egui::Slider::new(&mut at, 0..=r.len()).text(t!("replay-orders"));
        if ui.add(slider).changed() && at != r.position() {
            asks.write(ReplayControl::Seek(at));
        }
    });
    let colour = if refused {
        egui::Color32::from_rgb(255, 140, 120)
    } else {
        egui::Color32::from_gray(230)
    };
    // Wrapped, not cut: a refusal's reason is the point of showing it.
    ui.add(egui::Label::new(egui::RichText::new(line).color(colour)).wrap());
}

/// The timeline's keys, for a referee going back and forth without the mouse: `,` and `.` an
/// order, `[` and `]` a phase, Page Up and Page Down a turn, Space plays and pauses. Not the
/// arrows, which pan the table, nor Home, which fits it.
pub(super) fn replay_keys(
    keys: Res<ButtonInput<KeyCode>>,
    watching: Res<Watching>,
    mut asks: MessageWriter<ReplayControl>,
) {
    for (key, ask) in [
        (KeyCode::Comma, ReplayControl::OrderBack),
        (KeyCode::Period, ReplayControl::OrderForward),
        (KeyCode::BracketLeft, ReplayControl::PhaseBack),
        (KeyCode::BracketRight, ReplayControl::PhaseForward),
        (KeyCode::PageUp, ReplayControl::TurnBack),
        (KeyCode::PageDown, ReplayControl::TurnForward),
        (KeyCode::Space, ReplayControl::Play(!watching.playing)),
    ] {
        if keys.just_pressed(key) {
            asks.write(ask);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::Ruleset;

    #[test]
    fn the_timeline_keys_step_and_play() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("records/example.ron");
        let replay = crate::replay::Replay::open(&path, Ruleset::default_rules()).unwrap();
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<ButtonInput<KeyCode>>()
            .add_message::<ReplayControl>()
            .insert_resource(Watching::of_record(replay, path))
            .add_systems(Update, replay_keys);
        let mut cursor = app
            .world()
            .resource::<Messages<ReplayControl>>()
            .get_cursor();
        let mut asked = |key: KeyCode| {
            let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            keys.reset_all();
            keys.press(key);
            app.update();
            let messages = app.world().resource::<Messages<ReplayControl>>();
            let seen: Vec<_> = cursor.read(messages).cloned().collect();
            app.world_mut()
                .resource_mut::<ButtonInput<KeyCode>>()
                .release(key);
            seen
        };
        assert_eq!(asked(KeyCode::Period), [ReplayControl::OrderForward]);
        assert_eq!(asked(KeyCode::BracketLeft), [ReplayControl::PhaseBack]);
        assert_eq!(asked(KeyCode::PageDown), [ReplayControl::TurnForward]);
        assert_eq!(asked(KeyCode::Space), [ReplayControl::Play(true)]);
        assert_eq!(asked(KeyCode::ArrowLeft), [], "the arrows pan the table");
    }
}
