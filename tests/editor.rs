//! The scenario editor's core: what Save writes (the shipped layout, read back the same, a
//! moved base one line of diff, the author's comments kept), undo and redo, and `check`'s
//! problems placed at the thing they concern.

use std::path::Path;

use bevy::math::Vec2;
use trinchera::editor::ops::{self, ShapeKind};
use trinchera::editor::{Draft, ElementAt, Place};
use trinchera::msg;
use trinchera::scenario::compare::canonical;
use trinchera::scenario::format::{ObjectiveAt, Shape};
use trinchera::scenario::{self};
use trinchera::words::{Arg, Msg};

use crate::common::{repo, rules};

fn shipped() -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(repo().join("scenarios"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    v.sort();
    v
}

fn draft_of(text: &str) -> Draft {
    Draft::from_text(Path::new("test.ron"), text, &rules()).unwrap()
}

/// Lines of `b` that are not the same line of `a` (the texts have as many lines).
fn changed_lines(a: &str, b: &str) -> Vec<(String, String)> {
    assert_eq!(
        a.lines().count(),
        b.lines().count(),
        "a line was added or lost"
    );
    a.lines()
        .zip(b.lines())
        .filter(|(x, y)| x != y)
        .map(|(x, y)| (x.to_string(), y.to_string()))
        .collect()
}

#[test]
fn every_shipped_battle_is_laid_out_as_the_editor_saves_it_and_reads_back_the_same() {
    let rules = rules();
    for path in shipped() {
        let text = std::fs::read_to_string(&path).unwrap();
        let d = Draft::open(&path, &rules).unwrap();
        assert!(
            d.is_saved_text(d.text()) && d.text() == text,
            "{}: `trinchera format` would change it",
            path.display()
        );
        let again = scenario::parse("again.ron", d.text(), &rules).unwrap();
        let before = scenario::parse("before.ron", &text, &rules).unwrap();
        assert_eq!(canonical(&again), canonical(&before), "{}", path.display());
        assert!(
            d.problems().is_empty(),
            "{}: {:?}",
            path.display(),
            d.problems()
        );
    }
}

#[test]
fn a_moved_base_is_one_line_of_diff_and_the_rest_of_the_file_is_untouched() {
    let rules = rules();
    let path = repo().join("scenarios/jarama.ron");
    let mut d = Draft::open(&path, &rules).unwrap();
    let before = d.text().to_string();
    let brit = ElementAt {
        force: 0,
        brigade: 0,
        unit: Some(0),
        index: 1,
    };
    d.change(&rules, msg!("editor-step-move-base"), Some(1), |s| {
        ops::move_element(s, brit, Vec2::new(37.34, 16.0))
    });
    let lines = changed_lines(&before, d.text());
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].1.contains("at: (37.3, 16)"), "{lines:?}");
    assert!(d.text().starts_with("// Jarama, 12 February 1937"));
    assert!(d.unsaved());
    assert!(d.problems().is_empty(), "{:?}", d.problems());
}

#[test]
fn comments_inside_a_file_stay_above_their_items_through_a_save() {
    let rules = rules();
    let text = std::fs::read_to_string(repo().join("scenarios/default.ron"))
        .unwrap()
        .replace(
            "        (id: \"olivar\"",
            "        // The olives are older than the war.\n        (id: \"olivar\"",
        )
        .replace("    turns: 8,", "    turns: 8, // a short afternoon");
    let mut d = draft_of(&text);
    assert_eq!(
        d.text(),
        text.replace(
            "    turns: 8, // a short afternoon",
            "    // a short afternoon\n    turns: 8,"
        )
    );
    // Deleting the feature a comment stood above keeps the comment, at the end.
    let olivar = d
        .scenario()
        .terrain
        .iter()
        .position(|f| f.id.value == "olivar")
        .unwrap();
    d.change(&rules, msg!("editor-step-delete"), None, |s| {
        ops::delete(s, Place::Feature(olivar))
    })
    .unwrap();
    assert!(
        d.text()
            .contains("    // The olives are older than the war.\n)")
    );
    let back = scenario::parse("x.ron", d.text(), &rules);
    assert!(back.is_ok(), "{:?}", back.err().map(|e| e.render()));
}

#[test]
fn undo_and_redo_walk_the_history_and_one_drag_is_one_step() {
    let rules = rules();
    let mut d = Draft::open(&repo().join("scenarios/default.ron"), &rules).unwrap();
    let start = d.text().to_string();
    let at = ElementAt {
        force: 0,
        brigade: 0,
        unit: Some(0),
        index: 0,
    };
    for x in [10.0, 11.0, 12.0] {
        d.change(&rules, msg!("editor-step-move-base"), Some(7), |s| {
            ops::move_element(s, at, Vec2::new(x, 5.0))
        });
    }
    let moved = d.text().to_string();
    d.change(&rules, msg!("editor-step-turn-base"), Some(8), |s| {
        ops::face_towards(s, at, Vec2::new(12.0, 20.0))
    });
    let turned = d.text().to_string();
    assert_eq!(d.undo_name().map(|m| m.key), Some("editor-step-turn-base"));
    assert!(d.undo(&rules));
    assert_eq!(d.text(), moved);
    assert!(d.undo(&rules));
    assert_eq!(d.text(), start, "the three frames of the drag are one step");
    assert!(!d.undo(&rules));
    assert!(!d.unsaved());
    assert!(d.redo(&rules) && d.redo(&rules));
    assert_eq!(d.text(), turned);
    assert!(!d.redo(&rules));
    // A new change after an undo forgets the redo.
    d.undo(&rules);
    d.change(&rules, msg!("editor-step-set", field = "id"), None, |s| {
        s.title = "Other".into()
    });
    assert_eq!(d.redo_name(), None);
}

#[test]
fn a_base_moved_off_the_table_is_a_problem_marked_where_the_base_is() {
    let rules = rules();
    let mut d = Draft::open(&repo().join("scenarios/default.ron"), &rules).unwrap();
    let at = ElementAt {
        force: 1,
        brigade: 0,
        unit: Some(0),
        index: 2,
    };
    d.change(&rules, msg!("editor-step-move-base"), None, |s| {
        ops::move_element(s, at, Vec2::new(60.0, 10.0))
    });
    let p = d
        .problems()
        .iter()
        .find(|p| p.place == Some(Place::Element(at)))
        .unwrap_or_else(|| panic!("{:?}", d.problems()));
    assert_eq!(p.at, Some(Vec2::new(60.0, 10.0)));
    // The same words `check` gives for the text Save would write.
    let checked = scenario::parse("x.ron", d.text(), &rules).unwrap_err();
    assert!(checked.diagnostics.iter().any(|c| c.message == p.message));
    assert_eq!(
        p.line,
        d.text()
            .lines()
            .position(|l| l.contains("at: (60, 10)"))
            .unwrap()
            + 1
    );
    d.undo(&rules);
    assert!(d.problems().is_empty());
}

#[test]
fn a_polygon_keeps_three_points_and_a_self_crossing_one_is_marked_at_its_feature() {
    let rules = rules();
    let mut d = draft_of(&std::fs::read_to_string(repo().join("scenarios/default.ron")).unwrap());
    let fi = d.change(&rules, msg!("editor-step-add", kind = "Woods"), None, |s| {
        ops::add_feature(s, &rules, "Woods", ShapeKind::Polygon, Vec2::new(30.0, 5.0))
    });
    assert!(d.problems().is_empty(), "{:?}", d.problems());
    let f = &d.scenario().terrain[fi];
    assert_eq!(f.id.value, "woods");
    let Shape::Polygon(points) = &f.shape.value else {
        panic!("not a polygon")
    };
    assert_eq!(points.len(), 4);
    // Crossing it: swap two corners into a bow tie.
    d.change(&rules, msg!("editor-step-reshape-feature"), None, |s| {
        ops::move_handle(&mut s.terrain[fi].shape.value, 1, Vec2::new(28.0, 7.0));
        ops::move_handle(&mut s.terrain[fi].shape.value, 2, Vec2::new(32.0, 3.0));
    });
    let p = d
        .problems()
        .first()
        .expect("a crossing outline is a problem");
    assert!(
        matches!(p.place, Some(Place::Feature(i) | Place::Corner { feature: i, .. }) if i == fi),
        "{p:?}"
    );
    d.undo(&rules);
    d.change(&rules, msg!("editor-step-delete"), None, |s| {
        ops::delete(
            s,
            Place::Corner {
                feature: fi,
                index: 0,
            },
        )
    })
    .unwrap();
    let refused = d.change(&rules, msg!("editor-step-delete"), None, |s| {
        ops::delete(
            s,
            Place::Corner {
                feature: fi,
                index: 0,
            },
        )
    });
    assert_eq!(
        refused.map_err(|m| m.key),
        Err("editor-delete-polygon-needs")
    );
    assert_eq!(
        d.undo_name().map(|m| m.key),
        Some("editor-step-delete"),
        "a refused delete is no step"
    );
}

#[test]
fn a_new_file_is_a_blank_battle_that_is_built_up_and_saved_to_pass_check() {
    let rules = rules();
    let dir = std::env::temp_dir().join(format!("trinchera-edit-{}", std::process::id()));
    let path = dir.join("new-battle.ron");
    let _ = std::fs::remove_file(&path);
    let mut d = Draft::open(&path, &rules).unwrap();
    assert!(d.scenario().forces.is_empty());
    for side in ["republic", "nationalist"] {
        d.change(&rules, msg!("editor-step-add-brigade"), None, |s| {
            let (fi, bi) = ops::add_brigade(s, &rules, side);
            let ui = ops::add_unit(s, &rules, fi, bi).unwrap();
            let y = if side == "republic" { 6.0 } else { 26.0 };
            ops::add_element(
                s,
                &rules,
                "HQ",
                fi,
                bi,
                None,
                Vec2::new(24.0, y + 3.0f32.copysign(y - 16.0)),
            );
            for x in [18.0, 24.0, 30.0] {
                ops::add_element(s, &rules, "Rifles", fi, bi, Some(ui), Vec2::new(x, y)).unwrap();
            }
        });
    }
    d.change(&rules, msg!("editor-step-add-objective"), None, |s| {
        ops::add_objective(s, "nationalist", ObjectiveAt::Point(ops::sp((24.0, 16.0))))
    });
    assert!(d.problems().is_empty(), "{:#?}", d.problems());
    // A new base faces the nearest enemy, or the middle of the table before there is one.
    let rep = &d.scenario().forces[0].brigades[0].units[0].elements.value[0];
    // No enemy yet: it faces the middle of the table, (24, 16). From (18, 6) that is the
    // bearing atan2(6, 10) = 31.0°, which the editor rounds to its 5° step: 30°.
    let bearing = 6f32.atan2(10.0).to_degrees();
    assert_eq!(
        rep.facing.value,
        (bearing / 5.0).round() * 5.0,
        "(18, 6) towards (24, 16)"
    );
    let nat = &d.scenario().forces[1].brigades[0].units[0].elements.value[0];
    assert_eq!(
        nat.facing.value, 180.0,
        "(18, 26) towards the rifles at (18, 6)"
    );
    d.save().unwrap();
    assert!(!d.unsaved());
    let loaded = scenario::load(&path, &rules).unwrap();
    assert_eq!(loaded.elements().count(), 8);
    assert_eq!(
        loaded
            .elements()
            .map(|e| e.element.id.value.clone())
            .collect::<Vec<_>>()[..3],
        ["hq".to_string(), "rifles".into(), "rifles-2".into()]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_file_that_cannot_be_read_whole_is_refused_with_its_place_and_a_rule_break_opens() {
    let rules = rules();
    let text = std::fs::read_to_string(repo().join("scenarios/default.ron")).unwrap();
    let broken = text.replacen("turns: 8,", "turns: eight,", 1);
    let err = Draft::from_text(Path::new("broken.ron"), &broken, &rules)
        .err()
        .unwrap();
    let shown = err.render();
    let line = broken.lines().position(|l| l.contains("eight")).unwrap() + 1;
    assert!(shown.contains(&format!("broken.ron:{line}:")), "{shown}");
    assert!(shown.contains("mend this in the text first"), "{shown}");
    // A file that reads but breaks a rule opens with the problem listed.
    let bad = text.replacen("turns: 8,", "turns: 0,", 1);
    let d = Draft::from_text(Path::new("bad.ron"), &bad, &rules).unwrap();
    assert_eq!(d.problems().len(), 1, "{:?}", d.problems());
    assert_eq!(d.problems()[0].place, Some(Place::Meta));
}

#[test]
fn a_hand_edit_taken_in_is_one_step_the_editor_can_undo() {
    let rules = rules();
    let text = std::fs::read_to_string(repo().join("scenarios/default.ron")).unwrap();
    let mut d = draft_of(&text);
    let by_hand = text.replacen("turns: 8,", "turns: 9,", 1);
    d.take_in(&by_hand, &rules).unwrap();
    assert_eq!(d.scenario().turns.value, 9);
    assert!(!d.unsaved());
    d.undo(&rules);
    assert_eq!(d.scenario().turns.value, 8);
    assert!(d.unsaved());
}

#[test]
fn format_check_passes_the_shipped_battles_and_names_a_file_out_of_layout() {
    let dir = std::env::temp_dir().join(format!("trinchera-format-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("wrapped.ron");
    let text = std::fs::read_to_string(repo().join("scenarios/default.ron")).unwrap();
    std::fs::write(
        &file,
        text.replacen(
            "(id: \"cerro\", kind: Hill,",
            "(id: \"cerro\", kind: Hill,\n           ",
            1,
        ),
    )
    .unwrap();
    let out = crate::common::trinchera(&["format", "--check", file.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("wrapped.ron: not laid out"));
    let out = crate::common::trinchera(&["format", file.to_str().unwrap()]);
    assert!(out.status.success());
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    let shipped: Vec<String> = shipped().iter().map(|p| p.display().to_string()).collect();
    let mut args = vec!["format", "--check"];
    args.extend(shipped.iter().map(String::as_str));
    assert!(crate::common::trinchera(&args).status.success());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The reviewer's truncated file given to `format`: refused with its errors, each with a help
/// that names `format` (not the editor, which was not asked), and left as it was.
#[test]
fn format_refuses_a_truncated_file_naming_format() {
    let dir = crate::common::temp_dir("format-truncated");
    let file = dir.join("cut.ron");
    let text = std::fs::read_to_string(repo().join("scenarios/default.ron")).unwrap();
    let cut = &text[..text.find("label: \"MG/1\"").unwrap() + "label: \"M".len()];
    std::fs::write(&file, cut).unwrap();
    for args in [vec!["format"], vec!["format", "--check"]] {
        let out = crate::common::trinchera(&[&args[..], &[file.to_str().unwrap()]].concat());
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{stdout}");
        assert!(stdout.contains("string is never closed"), "{stdout}");
        let help = "= help: `trinchera format` lays out a file it can read whole: mend this in the text first";
        assert_eq!(
            stdout.matches(help).count(),
            stdout.matches(": error: ").count(),
            "{stdout}"
        );
        assert!(!stdout.contains("editor"), "{stdout}");
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            cut,
            "nothing written"
        );
    }
}

#[cfg(feature = "window")]
#[test]
fn edit_refuses_a_record_and_a_file_it_cannot_read_whole_before_any_window() {
    let out = crate::common::trinchera(&["edit", "records/example.ron"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("this is a game record, not a scenario"),
        "{err}"
    );
    let dir = std::env::temp_dir().join(format!("trinchera-edit-broken-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("broken.ron");
    let text = std::fs::read_to_string(repo().join("scenarios/default.ron"))
        .unwrap()
        .replacen("turns: 8,", "turns: 8,,", 1);
    std::fs::write(&file, &text).unwrap();
    let out = crate::common::trinchera(&["edit", file.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let line = text.lines().position(|l| l.contains("8,,")).unwrap() + 1;
    assert!(err.contains(&format!("broken.ron:{line}:")), "{err}");
    assert!(err.contains("mend this in the text first"), "{err}");
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        text,
        "nothing written"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

mod any_edits {
    //! Whatever an author does, in any order: what Save would write always reads back as the
    //! same scenario and is written the same again, no edit panics, and undoing every step
    //! gives back the file as it was.
    use proptest::prelude::*;

    use super::*;

    #[derive(Debug, Clone)]
    enum Step {
        Copy {
            nth: usize,
            feature: bool,
        },
        MoveBase {
            nth: usize,
            x: f32,
            y: f32,
        },
        TurnBase {
            nth: usize,
            x: f32,
            y: f32,
        },
        MoveHandle {
            feature: usize,
            index: usize,
            x: f32,
            y: f32,
        },
        AddPoint {
            feature: usize,
            after: usize,
        },
        DeletePlace {
            pick: usize,
        },
        AddFeature {
            kind: usize,
            shape: usize,
            x: f32,
            y: f32,
        },
        AddBase {
            kind: usize,
            x: f32,
            y: f32,
        },
        AddObjective {
            x: f32,
            y: f32,
            on_feature: bool,
        },
        Rename {
            text: String,
        },
        Undo,
        Redo,
    }

    fn coord() -> impl Strategy<Value = f32> {
        prop_oneof![-5.0f32..80.0, Just(0.0), Just(-0.04), Just(1e-3)]
    }

    fn step() -> impl Strategy<Value = Step> {
        prop_oneof![
            (0..60usize, coord(), coord()).prop_map(|(nth, x, y)| Step::MoveBase { nth, x, y }),
            (0..60usize, coord(), coord()).prop_map(|(nth, x, y)| Step::TurnBase { nth, x, y }),
            (0..20usize, 0..8usize, coord(), coord()).prop_map(|(feature, index, x, y)| {
                Step::MoveHandle {
                    feature,
                    index,
                    x,
                    y,
                }
            }),
            (0..20usize, 0..8usize).prop_map(|(feature, after)| Step::AddPoint { feature, after }),
            (0..200usize).prop_map(|pick| Step::DeletePlace { pick }),
            (0..30usize, 0..4usize, coord(), coord())
                .prop_map(|(kind, shape, x, y)| Step::AddFeature { kind, shape, x, y }),
            (0..30usize, coord(), coord()).prop_map(|(kind, x, y)| Step::AddBase { kind, x, y }),
            (coord(), coord(), any::<bool>()).prop_map(|(x, y, on_feature)| Step::AddObjective {
                x,
                y,
                on_feature
            }),
            "[ -~\"\\\\\\náé]{0,12}".prop_map(|text| Step::Rename { text }),
            (0..60usize, any::<bool>()).prop_map(|(nth, feature)| Step::Copy { nth, feature }),
            Just(Step::Undo),
            Just(Step::Redo),
        ]
    }

    fn apply(d: &mut Draft, rules: &trinchera::ruleset::Ruleset, step: &Step) {
        let bases: Vec<ElementAt> = trinchera::editor::place::elements(d.scenario())
            .into_iter()
            .map(|(at, _)| at)
            .collect();
        let nf = d.scenario().terrain.len();
        match step.clone() {
            Step::MoveBase { nth, x, y } if !bases.is_empty() => {
                let at = bases[nth % bases.len()];
                d.change(
                    rules,
                    msg!("editor-step-move-base"),
                    Some(nth as u64),
                    |s| ops::move_element(s, at, Vec2::new(x, y)),
                );
            }
            Step::TurnBase { nth, x, y } if !bases.is_empty() => {
                let at = bases[nth % bases.len()];
                d.change(rules, msg!("editor-step-turn-base"), None, |s| {
                    ops::face_towards(s, at, Vec2::new(x, y))
                });
            }
            Step::MoveHandle {
                feature,
                index,
                x,
                y,
            } if nf > 0 => {
                d.change(rules, msg!("editor-step-reshape-feature"), None, |s| {
                    ops::move_handle(
                        &mut s.terrain[feature % nf].shape.value,
                        index,
                        Vec2::new(x, y),
                    )
                });
            }
            Step::AddPoint { feature, after } if nf > 0 => {
                d.change(rules, msg!("editor-step-add-point"), None, |s| {
                    ops::insert_corner(&mut s.terrain[feature % nf].shape.value, after)
                });
            }
            Step::DeletePlace { pick } => {
                let mut places: Vec<Place> = bases.iter().map(|a| Place::Element(*a)).collect();
                places.extend((0..nf).map(Place::Feature));
                places.extend((0..nf).map(|f| Place::Corner {
                    feature: f,
                    index: 0,
                }));
                places.extend((0..d.scenario().objectives.len()).map(Place::Objective));
                if !places.is_empty() {
                    let p = places[pick % places.len()];
                    let _ = d.change(rules, msg!("editor-step-delete"), None, |s| {
                        ops::delete(s, p)
                    });
                }
            }
            Step::AddFeature { kind, shape, x, y } => {
                let k = rules.terrain[kind % rules.terrain.len()].name.value.clone();
                d.change(rules, msg!("editor-step-add", kind = "Woods"), None, |s| {
                    ops::add_feature(s, rules, &k, ShapeKind::ALL[shape], Vec2::new(x, y))
                });
            }
            Step::AddBase { kind, x, y } if !d.scenario().forces.is_empty() => {
                let k = rules.element_types[kind % rules.element_types.len()]
                    .name
                    .value
                    .clone();
                let has_unit = !d.scenario().forces[0].brigades.is_empty()
                    && !d.scenario().forces[0].brigades[0].units.is_empty();
                d.change(rules, msg!("editor-step-add", kind = "Woods"), None, |s| {
                    ops::add_element(s, rules, &k, 0, 0, has_unit.then_some(0), Vec2::new(x, y))
                });
            }
            Step::AddObjective { x, y, on_feature } => {
                let at = match d.scenario().terrain.first() {
                    Some(f) if on_feature => ObjectiveAt::Feature(ops::sp(f.id.value.clone())),
                    _ => ObjectiveAt::Point(ops::sp((x, y))),
                };
                d.change(rules, msg!("editor-step-add-objective"), None, |s| {
                    ops::add_objective(s, "republic", at)
                });
            }
            Step::Rename { text } => {
                d.change(rules, msg!("editor-step-set", field = "id"), None, |s| {
                    s.title = text.clone();
                    if let Some(f) = s.terrain.first_mut() {
                        f.name = Some(text);
                    }
                });
            }
            Step::Copy { nth, feature: true } if nf > 0 => {
                d.change(rules, msg!("editor-step-copy-feature"), None, |s| {
                    ops::duplicate_feature(s, nth % nf)
                });
            }
            Step::Copy {
                nth,
                feature: false,
            } if !bases.is_empty() => {
                let at = bases[nth % bases.len()];
                d.change(rules, msg!("editor-step-copy-feature"), None, |s| {
                    ops::duplicate_element(s, rules, at)
                });
            }
            Step::Undo => {
                d.undo(rules);
            }
            Step::Redo => {
                d.redo(rules);
            }
            _ => {}
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
        #[test]
        fn any_edits_write_a_file_that_reads_back_and_undo_gives_back_the_original(
            battle in 0..8usize,
            steps in prop::collection::vec(step(), 1..24),
        ) {
            let rules = rules();
            let files = shipped();
            let path = &files[battle % files.len()];
            let original = std::fs::read_to_string(path).unwrap();
            let mut d = Draft::from_text(path, &original, &rules).unwrap();
            for s in &steps {
                apply(&mut d, &rules, s);
                let again = Draft::from_text(path, d.text(), &rules);
                prop_assert!(again.is_ok(), "{s:?} wrote a text that cannot be read:\n{}", d.text());
                let again = again.unwrap();
                prop_assert_eq!(again.text(), d.text(), "written twice, differently after {:?}", s);
                prop_assert_eq!(canonical(again.scenario()), canonical(d.scenario()));
            }
            while d.undo(&rules) {}
            prop_assert_eq!(d.text(), original.as_str());
        }
    }
}

#[test]
fn a_battery_and_sorties_added_pass_check_and_are_a_line_each() {
    let rules = rules();
    let mut d = Draft::open(&repo().join("scenarios/jarama.ron"), &rules).unwrap();
    let before = d.text().lines().count();
    d.change(&rules, msg!("editor-step-add-battery"), None, |s| {
        ops::add_battery(s, "republic", "PopularArmy");
        ops::add_sorties(s, "nationalist");
    });
    assert!(d.problems().is_empty(), "{:?}", d.problems());
    // Jarama had neither: each list is opened, closed and holds one line.
    assert_eq!(d.text().lines().count(), before + 6);
    assert!(d.text().contains(
        "        (id: \"republic-battery\", side: \"republic\", name: \"New battery\", faction: PopularArmy),\n"
    ));
    assert!(
        d.text()
            .contains("        (side: \"nationalist\", name: \"Aircraft\", sorties: 1),\n")
    );
}

#[test]
fn a_file_laid_out_by_hand_is_not_unsaved_on_opening_and_a_change_to_nothing_keeps_redo() {
    let rules = rules();
    let text = std::fs::read_to_string(repo().join("scenarios/default.ron"))
        .unwrap()
        .replacen(
            "(id: \"cerro\", kind: Hill,",
            "(id: \"cerro\", kind: Hill,\n           ",
            1,
        );
    let mut d = draft_of(&text);
    assert!(!d.unsaved(), "laid out otherwise, it says the same");
    assert!(!d.is_saved_text(d.text()), "and Save would lay it out");
    d.change(
        &rules,
        msg!("editor-step-set", field = "title"),
        None,
        |s| s.title = "X".into(),
    );
    d.undo(&rules);
    assert_eq!(
        d.redo_name(),
        Some(&msg!("editor-step-set", field = "title"))
    );
    // A press that moves a base to where it stands changes nothing: no step, redo kept.
    let at = ElementAt {
        force: 0,
        brigade: 0,
        unit: Some(0),
        index: 0,
    };
    let here = trinchera::editor::place::element(d.scenario(), at)
        .unwrap()
        .at
        .value;
    d.change(&rules, msg!("editor-step-move-base"), Some(3), |s| {
        ops::move_element(s, at, Vec2::new(here.0, here.1))
    });
    assert_eq!(d.undo_name(), None);
    assert_eq!(
        d.redo_name(),
        Some(&msg!("editor-step-set", field = "title"))
    );
}

#[test]
fn renaming_a_feature_or_a_base_carries_the_objective_and_the_battery_that_name_it() {
    let rules = rules();
    let mut d = Draft::open(&repo().join("scenarios/artillery-drill.ron"), &rules).unwrap();
    let gun = trinchera::editor::place::elements(d.scenario())
        .into_iter()
        .find(|(_, e)| e.id.value == "gun")
        .unwrap()
        .0;
    d.change(&rules, msg!("editor-step-set", field = "id"), None, |s| {
        ops::rename_element(s, gun, "canon")
    });
    assert!(d.problems().is_empty(), "{:?}", d.problems());
    assert!(d.text().contains("element: Some(\"canon\")"));
    let mut d = Draft::open(&repo().join("scenarios/default.ron"), &rules).unwrap();
    let farm = d
        .scenario()
        .terrain
        .iter()
        .position(|f| f.id.value == "cortijo")
        .unwrap();
    d.change(&rules, msg!("editor-step-set", field = "id"), None, |s| {
        ops::rename_feature(s, farm, "granja")
    });
    assert!(d.problems().is_empty(), "{:?}", d.problems());
    assert!(d.text().contains("at: Feature(\"granja\")"));
}

#[test]
fn a_comment_above_a_field_that_goes_is_kept_at_the_end_and_never_doubled() {
    let rules = rules();
    let text = std::fs::read_to_string(repo().join("scenarios/default.ron"))
        .unwrap()
        .replacen(
            "    description:",
            "    // Written from the regiment's diary.\n    description:",
            1,
        );
    let mut d = draft_of(&text);
    assert_eq!(d.text(), text);
    d.change(
        &rules,
        msg!("editor-step-set", field = "description"),
        None,
        |s| s.description.clear(),
    );
    assert!(
        d.text()
            .ends_with("    // Written from the regiment's diary.\n)\n"),
        "{}",
        d.text()
    );
    // Read back and written again, it is still there once.
    let again = draft_of(d.text());
    assert_eq!(again.text().matches("regiment's diary").count(), 1);
}

#[test]
fn a_base_moves_into_another_unit_and_not_into_an_hq_place_that_is_taken() {
    let rules = rules();
    let mut d = Draft::open(&repo().join("scenarios/default.ron"), &rules).unwrap();
    let (at, _) = trinchera::editor::place::elements(d.scenario())
        .into_iter()
        .find(|(_, e)| e.id.value == "ban6-2")
        .unwrap();
    let pz = d.scenario().forces[at.force].brigades[at.brigade]
        .units
        .iter()
        .position(|u| u.id.value == "pz-1")
        .unwrap();
    let now = d
        .change(&rules, msg!("editor-step-move-base"), None, |s| {
            ops::move_to_unit(s, at, at.force, at.brigade, Some(pz))
        })
        .unwrap();
    let unit = &d.scenario().forces[at.force].brigades[at.brigade].units[pz];
    assert_eq!(unit.elements.value[now.index].id.value, "ban6-2");
    let refused = d.change(&rules, msg!("editor-step-move-base"), None, |s| {
        ops::move_to_unit(s, now, at.force, at.brigade, None)
    });
    assert_eq!(refused, None, "the Agrupación has its HQ");
    assert_eq!(
        d.undo_name().map(|m| m.key),
        Some("editor-step-move-base"),
        "and it was no step"
    );
    d.undo(&rules);
    assert!(!d.unsaved());
}

/// A draft of a new file (nothing on disk), as `trinchera edit NEW.ron` opens it.
fn blank_draft(name: &str) -> Draft {
    let path = std::env::temp_dir().join(format!("trinchera-{name}-{}.ron", std::process::id()));
    let _ = std::fs::remove_file(&path);
    Draft::open(&path, &rules()).unwrap()
}

#[test]
fn a_new_brigade_and_unit_get_a_faction_of_their_own_side() {
    let rules = rules();
    let mut d = blank_draft("factions");
    for side in ["republic", "nationalist"] {
        d.change(&rules, msg!("editor-step-add-brigade"), None, |s| {
            let (fi, bi) = ops::add_brigade(s, &rules, side);
            ops::add_unit(s, &rules, fi, bi).unwrap();
        });
    }
    let s = d.scenario();
    let rep = &s.forces[0].brigades[0];
    let nat = &s.forces[1].brigades[0];
    assert_eq!(
        (
            rep.commander.value.as_str(),
            rep.units[0].faction.value.as_str()
        ),
        ("Republican", "Republican")
    );
    assert_eq!(
        (
            nat.commander.value.as_str(),
            nat.units[0].faction.value.as_str()
        ),
        ("Nationalist", "Nationalist")
    );
    assert!(
        !d.problems()
            .iter()
            .any(|p| p.message.key == "check-wrong-camp"),
        "{:#?}",
        d.problems()
    );
}

#[test]
fn a_carlist_brigade_on_the_republics_side_does_not_pass_check() {
    let rules = rules();
    let text = std::fs::read_to_string(repo().join("scenarios/default.ron")).unwrap();
    let text = text.replacen("commander: Republican", "commander: Carlist", 1);
    let err = scenario::parse("carlist.ron", &text, &rules).unwrap_err();
    assert_eq!(err.diagnostics.len(), 1, "{:#?}", err.diagnostics);
    // What the problem is and about whom, as data: the words may change, these may not.
    let m = &err.diagnostics[0].message;
    assert_eq!(m.key, "check-wrong-camp", "{m:?}");
    let name = |a: &str| match m.get(a) {
        Some(Arg::Name(n)) => n.clone(),
        other => panic!("{a}: {other:?}"),
    };
    assert_eq!(
        (name("faction"), name("camp"), name("side_name")),
        ("Carlist".into(), "Nationalists".into(), "Republic".into())
    );
    // A faction either side may have (the old army) is refused on neither.
    let text = text.replacen("commander: Carlist", "commander: RegularArmy", 1);
    assert!(scenario::parse("regular.ron", &text, &rules).is_ok());
}

#[test]
fn the_places_a_base_can_go_say_their_side_and_the_brigades_hq() {
    let rules = rules();
    let mut d = blank_draft("into");
    for side in ["republic", "nationalist"] {
        d.change(&rules, msg!("editor-step-add-brigade"), None, |s| {
            let (fi, bi) = ops::add_brigade(s, &rules, side);
            ops::add_unit(s, &rules, fi, bi).unwrap();
        });
    }
    let s = d.scenario();
    let names = [
        trinchera::editor::place::into_name(s, 0, 0, None),
        trinchera::editor::place::into_name(s, 0, 0, Some(0)),
        trinchera::editor::place::into_name(s, 1, 0, None),
        trinchera::editor::place::into_name(s, 1, 0, Some(0)),
    ];
    assert_eq!(
        names,
        [
            "Republic: New brigade / brigade HQ",
            "Republic: New brigade / New unit",
            "Nationalists: New brigade / brigade HQ",
            "Nationalists: New brigade / New unit",
        ]
    );
}

#[test]
fn an_hq_put_into_the_unit_of_a_brigade_without_one_is_the_brigades_hq() {
    let rules = rules();
    let mut d = blank_draft("hq");
    d.change(&rules, msg!("editor-step-add-brigade"), None, |s| {
        let (fi, bi) = ops::add_brigade(s, &rules, "republic");
        let ui = ops::add_unit(s, &rules, fi, bi).unwrap();
        ops::add_element(s, &rules, "Rifles", fi, bi, Some(ui), Vec2::new(20.0, 6.0)).unwrap();
    });
    let no_hq = |d: &Draft| {
        d.problems()
            .iter()
            .find(|p| p.message.key == "check-brigade-no-hq")
            .cloned()
    };
    // The problem says how to do it in the editor, not only in the file.
    let help = no_hq(&d).expect("a brigade without an HQ").help.unwrap();
    let help = help.en();
    assert!(
        help.contains("in the editor") && help.contains("brigade HQ") && help.contains("hq:"),
        "{help}"
    );
    // Doing what it says: an HQ put down with the unit chosen, as a new author does.
    let at = d.change(&rules, msg!("editor-step-add", kind = "HQ"), None, |s| {
        ops::add_element(s, &rules, "HQ", 0, 0, Some(0), Vec2::new(20.0, 3.0))
    });
    assert_eq!(
        at.map(|a| a.unit),
        Some(None),
        "it went to the brigade's HQ"
    );
    assert_eq!(no_hq(&d), None, "{:#?}", d.problems());
    // The next HQ is a battalion's own, in the unit.
    let at = d.change(&rules, msg!("editor-step-add", kind = "HQ"), None, |s| {
        ops::add_element(s, &rules, "HQ", 0, 0, Some(0), Vec2::new(24.0, 3.0))
    });
    assert_eq!(at.map(|a| a.unit), Some(Some(0)));
}

#[test]
fn an_empty_battle_does_not_pass_check_and_says_what_is_missing() {
    let rules = rules();
    let mut d = blank_draft("empty");
    let missing: Vec<&Msg> = d
        .problems()
        .iter()
        .map(|p| &p.message)
        .filter(|m| m.key == "check-side-no-forces")
        .collect();
    assert_eq!(missing.len(), 2, "{:#?}", d.problems());
    assert_eq!(
        missing[0].get("id"),
        Some(&Arg::Name("republic".into())),
        "{missing:?}"
    );
    // The editor and `check` on the saved file agree.
    d.save().unwrap();
    let err = scenario::load(&d.path, &rules).unwrap_err();
    let checked: Vec<Msg> = err.diagnostics.iter().map(|e| e.message.clone()).collect();
    let listed: Vec<Msg> = d.problems().iter().map(|p| p.message.clone()).collect();
    assert_eq!(checked, listed);
    let _ = std::fs::remove_file(&d.path);
}

#[test]
fn an_objectives_star_stands_on_its_feature_not_beside_it() {
    let rules = rules();
    let text = std::fs::read_to_string(repo().join("scenarios/default.ron")).unwrap();
    let text = text.replacen(
        "objectives: [",
        "objectives: [\n        (id: \"obj-olivar\", name: \"Olive grove\", at: Feature(\"olivar\"), side: \"republic\"),",
        1,
    );
    let s = scenario::parse("olivar.ron", &text, &rules).unwrap();
    for o in &s.objectives {
        let ObjectiveAt::Feature(id) = &o.at else {
            continue;
        };
        let star = s.objective_star(o).unwrap();
        let on = s
            .feature(id)
            .unwrap()
            .shape
            .footprint()
            .iter()
            .any(|p| trinchera::geom::point_in_polygon(star, p));
        assert!(on, "{}'s star at {star} is off its feature", o.id.value);
    }
}

#[test]
fn format_states_a_fields_range_as_check_does() {
    // The editor and `format` read a file as `check` does: a number out of its field's range
    // is told with that field's range, not its type's (turns from 1, not from 0).
    let dir = crate::common::temp_dir("format-range");
    let file = dir.join("turns.ron");
    let text = std::fs::read_to_string(repo().join("scenarios/default.ron")).unwrap();
    let turns = text.find("turns: ").unwrap();
    let end = turns + text[turns..].find(',').unwrap();
    let bad = format!(
        "{}turns: 99999999999999999999{}",
        &text[..turns],
        &text[end..]
    );
    std::fs::write(&file, &bad).unwrap();
    let out = crate::common::trinchera(&["format", file.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains(
            "`turns` must be a whole number from 1 to 4294967295, not 99999999999999999999"
        ),
        "{stdout}"
    );
}
