//! The computer in the panel: who plays each side (asked at the start of a new game, and again
//! whenever the person asks), what the computer is doing (thinking, or the order it just gave),
//! the button that skips to the end of its phase, and Why: what it weighed for its recent
//! decisions, newest first.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::play::TableSession;
use crate::play::computer::{Computer, Doing, LastOrder};
use crate::play::mode::{Mode, TableMode};
use crate::players::{self, Thought};
use crate::rules::{Game, Order, Phase};
use crate::seats::{DEFAULT_COMPUTER, Seats};
use crate::session::GameSession;
use crate::table::element_style::palette;

/// Thoughts Why lists; older ones are still kept, but nobody reads that far back.
const WHY_SHOWN: usize = 30;
/// Candidates shown under each thought: the best few.
const CANDIDATES_SHOWN: usize = 3;

/// The level a side handed to the computer starts at: the default level where this program
/// has it, else the last (strongest) player it knows.
pub fn first_level() -> &'static str {
    players::NAMES
        .iter()
        .copied()
        .find(|n| *n == DEFAULT_COMPUTER)
        .or_else(|| players::NAMES.last().copied())
        .unwrap_or(DEFAULT_COMPUTER)
}

fn side_colour(g: &Game, side: usize) -> egui::Color32 {
    let c = palette(side, g.scenario().sides.get(side).and_then(|s| s.colour))
        .fill
        .to_srgba();
    egui::Color32::from_rgb(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
    )
}

/// Height kept in the question of who plays for what the computer's levels are: both sides'
/// words at the widest the question grows, in either language.
const SEAT_WORDS_HEIGHT: f32 = 190.0;

/// Who plays each side: a person or the computer at a level. Nothing is played while it is
/// open; its first answer is kept with the game.
pub(super) fn seats_dialog(
    mut contexts: EguiContexts,
    mut table: ResMut<TableSession>,
    mut session: ResMut<GameSession>,
    mut draft: Local<Option<Seats>>,
    mut mode: Mode,
) -> Result {
    if !mode.is(TableMode::AskingSeats) {
        *draft = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let seats = draft.get_or_insert_with(|| table.seats().clone());
    let g = session.game();
    let mut done = false;
    egui::Modal::new("seats".into()).show(ctx, |ui| {
        // One width and room kept below for the levels' words: the question keeps its place
        // and size whatever is chosen, so the next press lands where the player aimed.
        ui.set_width(520.0);
        ui.heading(t!("seats-title"));
        ui.label(&g.scenario().title);
        ui.add_space(6.0);
        egui::Grid::new("seats-grid")
            .num_columns(3)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                for side in 0..g.scenario().sides.len().min(2) {
                    seat_row(ui, g, side, seats);
                    ui.end_row();
                }
            });
        // What each computer side's level weighs and how strong it measured, in view
        // before Play: a level's name should promise no more than was measured. Room for
        // both is kept whoever plays, so that the question does not grow and move under the
        // pointer when a side is given to the computer.
        ui.vertical(|ui| {
            ui.set_min_height(SEAT_WORDS_HEIGHT);
            if !seats.is_computer(0) && !seats.is_computer(1) {
                ui.add_space(4.0);
                ui.weak(t!("seats-levels-hint"));
            }
            for side in 0..g.scenario().sides.len().min(2) {
                let words = seats.level(side).map(players::strength::in_words);
                if let Some(words) = words.filter(|w| !w.is_empty()) {
                    ui.add_space(4.0);
                    ui.label(
                        egui::RichText::new(format!("{} — {words}", g.side_name(side)))
                            .color(egui::Color32::from_gray(175)),
                    );
                }
            }
        });
        ui.add_space(6.0);
        ui.weak(match (seats.is_computer(0), seats.is_computer(1)) {
            (false, false) => t!("seats-people"),
            (true, true) => t!("seats-computer-both"),
            _ => t!("seats-against-computer"),
        });
        ui.add_space(6.0);
        done = ui
            .button(egui::RichText::new(t!("seats-play")).strong())
            .on_hover_text(t!("seats-play-tip"))
            .clicked();
    });
    if done {
        table.set_seats(seats.clone());
        mode.set(TableMode::Playing);
        let kept = table.seats().to_record(session.game().scenario());
        session.set_computer_sides(kept);
        *draft = None;
    }
    Ok(())
}

/// One side: its colour and name, a person or the computer, and the computer's level.
fn seat_row(ui: &mut egui::Ui, g: &Game, side: usize, seats: &mut Seats) {
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
        ui.painter().rect_filled(rect, 2.0, side_colour(g, side));
        ui.strong(g.side_name(side));
    });
    let mut computer = seats.is_computer(side);
    ui.horizontal(|ui| {
        ui.radio_value(&mut computer, false, t!("seats-a-person"));
        ui.radio_value(&mut computer, true, t!("seats-the-computer"));
    });
    if computer && !seats.is_computer(side) {
        seats.computer[side] = Some(first_level().to_string());
    } else if !computer {
        seats.computer[side] = None;
    }
    let mut level = seats.level(side).unwrap_or(first_level()).to_string();
    ui.add_enabled_ui(computer, |ui| {
        // Each level says what it weighs and how strong it measured, so that its name
        // promises no more than was measured.
        egui::ComboBox::from_id_salt(("level", side))
            .selected_text(&level)
            .show_ui(ui, |ui| {
                for name in players::NAMES {
                    // Put into words only when the pointer rests on it, not every frame.
                    ui.selectable_value(&mut level, name.to_string(), name)
                        .on_hover_ui(|ui| {
                            ui.label(players::strength::in_words(name));
                        });
                }
            })
            .response
            .on_hover_ui(|ui| {
                ui.label(players::strength::in_words(&level));
            });
    });
    if computer {
        seats.computer[side] = Some(level);
    }
}

/// Who plays, and what the computer is doing: thinking, or the order it just gave; the skip
/// button; Who plays… and Why? Nothing when people play both sides, apart from the button
/// that hands a side to the computer. `true` when the person asks who plays.
pub fn status(
    ui: &mut egui::Ui,
    computer: &mut Computer,
    table: &mut TableSession,
    mode: TableMode,
    g: &Game,
    summary: Summary,
) -> bool {
    let mut ask_seats = false;
    if mode == TableMode::Watching {
        ui.colored_label(
            egui::Color32::from_rgb(150, 200, 255),
            t!("computer-replay"),
        );
        return false;
    }
    // A network game's seats are the network's (its window says who plays).
    if table.network() {
        return false;
    }
    if !table.seats().any_computer() {
        if ui
            .button(t!("computer-play-against"))
            .on_hover_text(t!("computer-play-against-tip"))
            .clicked()
        {
            ask_seats = true;
        }
        return ask_seats;
    }
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(34, 44, 58))
        .inner_margin(6.0)
        .corner_radius(4.0)
        .show(ui, |ui| {
            ui.label(who_plays(table.seats(), g));
            let side = g.active();
            let its_turn = g.phase() != Phase::GameOver && table.seats().is_computer(side);
            if its_turn {
                doing(ui, computer, table, g, summary);
                let skipping = computer.skipping(g);
                let label = if skipping {
                    t!("computer-skipping")
                } else {
                    t!("computer-skip")
                };
                if ui
                    .add_enabled(!skipping, egui::Button::new(label))
                    .on_hover_text(t!("computer-skip-tip"))
                    .clicked()
                {
                    computer.skip_phase(g);
                }
            } else if let Some(last) = &computer.last {
                ui.weak(t!(
                    "computer-its-last-order",
                    side = g.side_name(last.side),
                    order = last_in_words(last, g)
                ));
            }
            ui.horizontal(|ui| {
                ui.toggle_value(&mut computer.why_open, t!("computer-why"))
                    .on_hover_text(t!("computer-why-tip"));
                if ui
                    .button(t!("computer-who-plays"))
                    .on_hover_text(t!("computer-who-plays-tip"))
                    .clicked()
                {
                    ask_seats = true;
                }
            });
            if computer.why_open {
                why(ui, computer, g);
            }
        });
    ask_seats
}

/// "You play the Republic; the computer (normal) plays the Nationalists."
pub fn who_plays(seats: &Seats, g: &Game) -> String {
    let name = |s: usize| g.side_name(s).to_string();
    match (seats.level(0), seats.level(1)) {
        (Some(a), Some(b)) => t!(
            "computer-plays-both",
            first = name(0),
            a = a,
            second = name(1),
            b = b
        ),
        (Some(level), None) => t!(
            "computer-you-play",
            you = name(1),
            level = level,
            it = name(0)
        ),
        (None, Some(level)) => t!(
            "computer-you-play",
            you = name(0),
            level = level,
            it = name(1)
        ),
        (None, None) => t!("computer-people-both"),
    }
}

/// Seconds the computer thinks before the panel says so.
const THINKING_SAID_AFTER: f32 = 0.3;

/// How long the panel says the computer has been thinking, if it says so. Most of its orders
/// take it a few milliseconds: said as thinking, each would flash "thinking… 0.0 s" between
/// its orders like a stuck clock.
fn thinking_said(doing: Doing) -> Option<f32> {
    match doing {
        Doing::Thinking { seconds, .. } if seconds >= THINKING_SAID_AFTER => Some(seconds),
        _ => None,
    }
}

/// Thinking (with how long), or what it waits for; and the order it gave last.
fn doing(ui: &mut egui::Ui, computer: &Computer, table: &TableSession, g: &Game, summary: Summary) {
    let side = g.active();
    let name = g.side_name(side);
    if let Some(seconds) = thinking_said(computer.doing()) {
        ui.horizontal(|ui| {
            ui.add(egui::Spinner::new());
            ui.colored_label(
                egui::Color32::from_rgb(250, 225, 140),
                t!(
                    "computer-thinking",
                    side = name,
                    seconds = format!("{seconds:.1}")
                ),
            );
        });
    } else if crate::play::computer::person_chooses(g, table) {
        ui.colored_label(
            egui::Color32::from_rgb(250, 225, 140),
            t!("computer-waits-move-first", side = name),
        );
    } else if summary == Summary::Waits && !computer.skipping(g) {
        ui.colored_label(
            egui::Color32::from_rgb(250, 225, 140),
            t!("computer-waits-summary", side = name),
        );
    } else {
        // The side's colour is too dark to write in on the panel: a swatch beside the words.
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
            ui.painter()
                .circle_filled(rect.center(), 5.0, side_colour(g, side));
            ui.label(t!("computer-to-play", side = name));
        });
    }
    if let Some(last) = computer.last.as_ref().filter(|l| l.side == side) {
        ui.weak(t!("computer-last", order = last_in_words(last, g)));
    }
}

/// The summary over the table, as the computer's pace sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Summary {
    None,
    /// It closes by itself.
    Passes,
    /// It waits for the person.
    Waits,
}

pub use crate::play::words::in_words;

/// The computer's last order in words, and for an air strike what came of it: the point it
/// was aimed at is not where its bombs fell when it was diverted, late or driven off.
pub fn last_in_words(last: &LastOrder, g: &Game) -> String {
    match &last.order {
        Order::AirStrike { at, .. } => crate::play::words::air_strike_in_words(*at, last.sortie),
        order => in_words(order, g),
    }
}

/// One thought as the panel shows it: the decision, then its best candidates with scores, the
/// behaviour chosen marked as such (it may score below another: a change of plan needs a lead).
pub fn thought_lines(t: &Thought, g: &Game) -> (String, Vec<String>) {
    let chosen = match t.choice.get("behaviour") {
        Some(crate::words::Arg::Msg(b)) => Some(&**b),
        _ => None,
    };
    let head = t!(
        "computer-thought",
        turn = t.turn,
        phase = t.phase.words(),
        side = g.side_name(t.side),
        choice = t.choice.clone()
    );
    let candidates = t
        .candidates
        .iter()
        .take(CANDIDATES_SHOWN)
        .map(|(what, score)| {
            let what = if Some(what) == chosen {
                t!("computer-candidate-chosen", candidate = what.clone())
            } else {
                what.text()
            };
            format!("{score:>7.2}  {what}")
        })
        .collect();
    (head, candidates)
}

/// Why: the computer's recent thoughts, newest first.
fn why(ui: &mut egui::Ui, computer: &Computer, g: &Game) {
    let mut any = false;
    egui::ScrollArea::vertical()
        .max_height(240.0)
        .id_salt("why")
        .show(ui, |ui| {
            for t in computer.thoughts().take(WHY_SHOWN) {
                any = true;
                let (head, candidates) = thought_lines(t, g);
                ui.add(egui::Label::new(egui::RichText::new(head).strong()).wrap());
                ui.label(
                    egui::RichText::new(t!("computer-scores", measure = t.measure.clone()))
                        .small()
                        .weak(),
                );
                for c in candidates {
                    ui.label(egui::RichText::new(c).small().monospace());
                }
                ui.add_space(3.0);
            }
        });
    if !any {
        ui.weak(if computer.orders_given() == 0 {
            t!("computer-nothing-yet")
        } else {
            t!("computer-no-reasons")
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::players::behaviour::Behaviour;
    use crate::rules::Order;

    #[test]
    fn thinking_is_said_only_once_it_lasts() {
        let after = |seconds| thinking_said(Doing::Thinking { side: 1, seconds });
        assert_eq!(
            after(0.0),
            None,
            "an order found at once is no thinking to tell"
        );
        assert_eq!(after(0.29), None);
        assert_eq!(after(0.3), Some(0.3));
        assert_eq!(after(2.5), Some(2.5));
        assert_eq!(thinking_said(Doing::Waiting { side: 1 }), None);
    }

    #[test]
    fn a_thought_shows_its_choice_and_its_best_few_candidates_with_scores() {
        let g = crate::table::testing::default_game();
        let t = Thought {
            turn: 2,
            phase: Phase::DirectFire,
            side: 0,
            choice: crate::msg!(
                "why-fire",
                element = "1/XI",
                target = "2/XV",
                knock_out = 42
            ),
            candidates: vec![
                (Behaviour::Steady.msg(), 0.42),
                (Behaviour::Advance.msg(), 0.31),
                (Behaviour::Hold.msg(), 0.1),
                (Behaviour::FallBack.msg(), -0.5),
            ],
            measure: crate::msg!("why-fire-measure"),
        };
        let (head, candidates) = thought_lines(&t, &g);
        assert_eq!(
            head,
            format!(
                "T2 direct fire · {}: 1/XI fires at 2/XV: 42% to knock out",
                g.side_name(0)
            )
        );
        assert_eq!(
            candidates,
            [
                "   0.42  advance by bounds from cover to cover, holding where it has a good shot",
                "   0.31  press on flat out",
                "   0.10  hold its ground and fire"
            ]
        );
        // The same thought in Spanish, made into words when shown.
        let (head, candidates) =
            crate::words::with_lang(crate::words::Lang::Es, || thought_lines(&t, &g));
        assert!(
            head.ends_with("1/XI hace fuego sobre 2/XV: 42% de destruirlo"),
            "{head}"
        );
        assert_eq!(candidates[2], "   0.10  mantener la posición y hacer fuego");
    }

    #[test]
    fn a_units_chosen_behaviour_reads_as_the_choice_though_another_scored_higher() {
        // Winning, the computer keeps its plan unless another leads by a margin: holding
        // (1.00) kept against pressing on (1.20) comes first and says it was chosen.
        let g = crate::table::testing::default_game();
        let t = Thought {
            turn: 2,
            phase: Phase::Movement,
            side: 0,
            choice: crate::msg!(
                "why-unit-behaviour",
                unit = "1/XI",
                behaviour = Behaviour::Hold.msg()
            ),
            candidates: vec![
                (Behaviour::Hold.msg(), 1.0),
                (Behaviour::Advance.msg(), 1.2),
                (Behaviour::Steady.msg(), 0.9),
            ],
            measure: crate::msg!("why-behaviour-measure", lead = 0.5),
        };
        let (_, lines) = thought_lines(&t, &g);
        assert_eq!(
            lines,
            [
                "   1.00  hold its ground and fire (chosen)",
                "   1.20  press on flat out",
                "   0.90  advance by bounds from cover to cover, holding where it has a good shot"
            ]
        );
        let (_, es) = crate::words::with_lang(crate::words::Lang::Es, || thought_lines(&t, &g));
        assert_eq!(
            es[0],
            "   1.00  mantener la posición y hacer fuego (elegido)"
        );
        assert_eq!(es[1], "   1.20  avanzar a toda marcha");
    }

    #[test]
    fn what_it_waits_for_reads_right_whatever_the_sides_name() {
        // A side's name is the scenario's, "Nationalists" or "Republic": the subject of the verb
        // is the computer, not the side ("Nationalists waits while you read…" was wrong).
        for (lang, summary, choose) in [
            (
                crate::words::Lang::En,
                "The computer (Nationalists) waits while you read what happened (Enter)",
                "The computer (Nationalists) waits for you to choose who moves first",
            ),
            (
                crate::words::Lang::Es,
                "El ordenador (Nationalists) espera mientras lees lo que ha pasado (Intro)",
                "El ordenador (Nationalists) espera a que elijas quién mueve primero",
            ),
        ] {
            crate::words::with_lang(lang, || {
                assert_eq!(t!("computer-waits-summary", side = "Nationalists"), summary);
                assert_eq!(
                    t!("computer-waits-move-first", side = "Nationalists"),
                    choose
                );
            });
        }
        // Its choice of who moves first, as its last order: the side by its name, not its id.
        let g = crate::table::testing::default_game();
        let first = Order::MoveFirst {
            side: "nationalist".into(),
            first: true,
        };
        assert_eq!(in_words(&first, &g), "Nationalists to move first");
    }

    #[test]
    fn its_orders_are_told_with_the_labels_on_the_table() {
        let g = crate::table::testing::default_game();
        let order = Order::Move {
            element: "ban6-2".into(),
            to: (18.196152, 20.0),
            facing: None,
            via: Vec::new(),
        };
        assert_eq!(in_words(&order, &g), "2/VI moves to (18.2, 20.0)");
        let fire = Order::Fire {
            element: "ban6-mg".into(),
            target: "bn1-3".into(),
            weapon: None,
            shots: None,
        };
        assert_eq!(in_words(&fire, &g), "LMG/VI fires at 3/1");
        // A battery by its name, as the dice log names it, not by its id (`bty-tercio`).
        let bombard = Order::Bombard {
            battery: "bty-tercio".into(),
            at: (20.0, 12.5),
        };
        assert_eq!(
            in_words(&bombard, &g),
            "Batería del Tercio fires at (20.0, 12.5)"
        );
        let es = crate::words::with_lang(crate::words::Lang::Es, || in_words(&bombard, &g));
        assert_eq!(es, "Batería del Tercio dispara sobre (20.0, 12.5)");
    }

    #[test]
    fn who_plays_names_the_persons_side_and_the_computers_level() {
        let g = crate::table::testing::default_game();
        let seats = Seats {
            computer: [Some("scripted".into()), None],
        };
        assert_eq!(
            who_plays(&seats, &g),
            format!(
                "You play {}; the computer (scripted) plays {}.",
                g.side_name(1),
                g.side_name(0)
            )
        );
    }

    /// Every text the status section draws, as the person would read it.
    fn drawn_text(computer: &mut Computer, table: &mut TableSession, g: &Game) -> String {
        fn collect(shape: &egui::Shape, out: &mut String) {
            match shape {
                egui::Shape::Text(t) => {
                    out.push_str(t.galley.text());
                    out.push('\n');
                }
                egui::Shape::Vec(v) => v.iter().for_each(|s| collect(s, out)),
                _ => {}
            }
        }
        let ctx = egui::Context::default();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            status(ui, computer, table, TableMode::Playing, g, Summary::None);
        });
        output.textures_delta.clear();
        let mut text = String::new();
        for s in &output.shapes {
            collect(&s.shape, &mut text);
        }
        text
    }

    #[test]
    fn why_lists_what_the_computer_weighed_newest_first() {
        let g = crate::table::testing::default_game();
        let mut table = TableSession::new(
            crate::play::Start::New(crate::rules::dice::DiceSource::Seeded(1)),
            "x.ron".into(),
        );
        let mut seats = table.seats().clone();
        seats.computer[1] = Some("scripted".into());
        table.set_seats(seats);
        let mut computer = Computer::default();
        computer.why_open = true;
        assert!(
            drawn_text(&mut computer, &mut table, &g).contains("Nothing decided yet."),
            "before any decision"
        );
        let thought = |unit: &str, best: Behaviour| Thought {
            turn: 1,
            phase: Phase::Movement,
            side: 1,
            choice: crate::msg!("why-unit-behaviour", unit = unit, behaviour = best.msg()),
            candidates: vec![(best.msg(), 1.5), (Behaviour::FallBack.msg(), 0.25)],
            measure: crate::msg!("why-behaviour-measure", lead = 0.5),
        };
        computer.heard(vec![
            thought("2/VI", Behaviour::Advance),
            thought("Pz 1", Behaviour::Hold),
        ]);
        let text = drawn_text(&mut computer, &mut table, &g);
        let newest = text.find("Pz 1: hold its ground and fire").expect(&text);
        let older = text.find("2/VI: press on flat out").expect(&text);
        assert!(newest < older, "newest first:\n{text}");
        assert!(text.contains("   1.50  hold its ground and fire"), "{text}");
        assert!(text.contains("   0.25  fall back into cover"), "{text}");
        // Closed, it shows none of it.
        computer.why_open = false;
        assert!(!drawn_text(&mut computer, &mut table, &g).contains("hold its ground"));
    }

    #[test]
    fn the_last_line_says_what_came_of_an_air_strike_not_only_where_it_was_aimed() {
        use crate::rules::support::SortieFate;
        // [INF] a sortie's D6: 1-2 diverted, 3 next turn, 4-6 attacks (an AA gun may drive it
        // off, the aim point may drift). Only a strike that bombed where it was aimed reads as
        // "an air strike at (x, y)".
        let g = crate::table::testing::default_game();
        let side = g.active();
        let mut table = TableSession::new(
            crate::play::Start::New(crate::rules::dice::DiceSource::Seeded(1)),
            "x.ron".into(),
        );
        let mut seats = table.seats().clone();
        seats.computer[side] = Some("scripted".into());
        table.set_seats(seats);
        let strike = |sortie| LastOrder {
            side,
            order: Order::AirStrike {
                side: g.scenario().sides[side].id.value.clone(),
                at: (20.0, 12.5),
            },
            moved: Vec::new(),
            fire: None,
            sortie,
            age: 0.0,
        };
        let mut computer = Computer::default();
        computer.last = Some(strike(Some(SortieFate::Diverted)));
        let text = drawn_text(&mut computer, &mut table, &g);
        assert!(
            text.contains(
                "Last: an air strike aimed at (20.0, 12.5): diverted, it dropped nothing [INF]"
            ),
            "{text}"
        );
        let said = |fate| last_in_words(&strike(fate), &g);
        let es = |fate| {
            crate::words::with_lang(crate::words::Lang::Es, || last_in_words(&strike(fate), &g))
        };
        assert_eq!(
            said(Some(SortieFate::NextTurn)),
            "an air strike aimed at (20.0, 12.5): late, it comes next turn [INF]"
        );
        assert_eq!(
            said(Some(SortieFate::DrivenOff)),
            "an air strike aimed at (20.0, 12.5): driven off by anti-aircraft fire [INF]"
        );
        let drifted = SortieFate::Bombed {
            at: (25.196, 15.5),
            drifted: true,
        };
        assert_eq!(
            said(Some(drifted)),
            "an air strike aimed at (20.0, 12.5): it drifted and bombed (25.2, 15.5) [INF]"
        );
        let on_target = SortieFate::Bombed {
            at: (20.0, 12.5),
            drifted: false,
        };
        assert_eq!(said(Some(on_target)), "an air strike at (20.0, 12.5)");
        assert_eq!(
            es(Some(SortieFate::Diverted)),
            "un ataque aéreo dirigido a (20.0, 12.5): desviado a otro objetivo, no lanzó nada [INF]"
        );
        assert_eq!(
            es(Some(SortieFate::NextTurn)),
            "un ataque aéreo dirigido a (20.0, 12.5): con retraso, llega el turno que viene [INF]"
        );
        assert_eq!(
            es(Some(SortieFate::DrivenOff)),
            "un ataque aéreo dirigido a (20.0, 12.5): rechazado por el fuego antiaéreo [INF]"
        );
        assert_eq!(
            es(Some(drifted)),
            "un ataque aéreo dirigido a (20.0, 12.5): se desvió y bombardeó (25.2, 15.5) [INF]"
        );
        assert_eq!(es(Some(on_target)), "un ataque aéreo sobre (20.0, 12.5)");
    }

    #[test]
    fn a_side_handed_to_the_computer_starts_at_a_level_there_is() {
        assert!(players::by_name(first_level()).is_some());
    }
}
