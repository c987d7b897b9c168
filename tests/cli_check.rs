//! `trinchera check FILE...` as an author runs it.

use std::path::PathBuf;

use crate::common::{
    default_scenario, edit, label_at, numbers, position_of, temp_dir, trinchera, trinchera_es,
};

#[test]
fn shipped_scenarios_check_clean_with_exit_0() {
    let out = trinchera(&["check", "scenarios/default.ron", "scenarios/jarama.ron"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("scenarios/default.ron: ok"), "{stdout}");
    assert!(stdout.contains("scenarios/jarama.ron: ok"), "{stdout}");
}

/// Two files an author got wrong, in a fresh folder named `folder`: Valdemoro with a misspelt
/// element type (`Rifels`) and faction (`Legoin`), and its text; and a file cut off before its
/// `)`.
fn two_wrong_files(folder: &str) -> (PathBuf, String, PathBuf) {
    let dir = temp_dir(folder);
    let bad = dir.join("bad.ron");
    let src = edit(
        &default_scenario(),
        "type: Rifles, at: (17, 18.9)",
        "type: Rifels, at: (17, 18.9)",
    );
    let src = edit(&src, "faction: Legion", "faction: Legoin");
    std::fs::write(&bad, &src).unwrap();
    let broken = dir.join("broken.ron");
    std::fs::write(&broken, "Scenario(\n    title: \"x\",\n    date: \"1937\"").unwrap();
    (bad, src, broken)
}

#[test]
fn every_error_in_every_file_then_exit_1() {
    let (bad, src, broken) = two_wrong_files("check");
    let good = crate::common::repo().join("scenarios/default.ron");
    let out = trinchera(&[
        "check",
        bad.to_str().unwrap(),
        good.to_str().unwrap(),
        broken.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let (l, c) = position_of(&src, "Rifels");
    assert!(
        stdout.contains(&format!(
            "{}:{l}:{c}: error: unknown element type `Rifels`\n",
            bad.display()
        )),
        "{stdout}"
    );
    // The source line, with a caret under exactly the misspelt name.
    assert_eq!(label_at(&stdout, l, c, "Rifels".len(), '^'), "", "{stdout}");
    let (l, c) = position_of(&src, "Legoin");
    assert!(
        stdout.contains(&format!(
            "{}:{l}:{c}: error: unknown faction `Legoin`",
            bad.display()
        )),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("{}: 2 errors", bad.display())),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("{}: ok", good.display())),
        "{stdout}"
    );
    // The truncated file: the end of the file is where the `)` is missing, and the `(` that it
    // does not close is labelled.
    assert!(
        stdout.contains(&format!(
            "{}:3:17: error: expected `,` or `)`, found the end of the file\n",
            broken.display()
        )),
        "{stdout}"
    );
    assert_eq!(label_at(&stdout, 3, 17, 1, '^'), "", "{stdout}");
    assert_eq!(
        label_at(&stdout, 1, 9, 1, '-'),
        "this `(` is never closed",
        "{stdout}"
    );
    // Captured output has no colours.
    assert!(!stdout.contains('\u{1b}'), "{stdout:?}");
}

/// `check --lang es`: the same problems at the same places, in Spanish; the format's names
/// (`Rifels`, `Legoin`, the brackets) as written.
#[test]
fn check_speaks_spanish_with_lang_es_at_the_same_places() {
    let (bad, src, broken) = two_wrong_files("check-es");
    let files = [bad.to_str().unwrap(), broken.to_str().unwrap()];
    let en = trinchera(&[&["check"][..], &files[..]].concat());
    let es = trinchera(&[&["check", "--lang", "es"][..], &files[..]].concat());
    let (en, es) = (
        String::from_utf8_lossy(&en.stdout),
        String::from_utf8_lossy(&es.stdout),
    );
    assert_eq!(en.lines().count(), es.lines().count(), "{en}\n{es}");
    let (l, c) = position_of(&src, "Rifels");
    assert!(
        es.contains(&format!(
            "{}:{l}:{c}: error: tipo de elemento desconocido `Rifels`\n",
            bad.display()
        )),
        "{es}"
    );
    assert_eq!(label_at(&es, l, c, "Rifels".len(), '^'), "", "{es}");
    assert!(es.contains("= ayuda: ¿querías decir `Rifles`?"), "{es}");
    let (l, c) = position_of(&src, "Legoin");
    assert!(
        es.contains(&format!(
            "{}:{l}:{c}: error: facción desconocida `Legoin`",
            bad.display()
        )),
        "{es}"
    );
    assert!(
        es.contains(&format!("{}: 2 errores", bad.display())),
        "{es}"
    );
    assert!(
        es.contains(&format!(
            "{}:3:17: error: se esperaba `,` o `)`, pero hay el final del archivo\n",
            broken.display()
        )),
        "{es}"
    );
    assert_eq!(
        label_at(&es, 1, 9, 1, '-'),
        "este `(` no se cierra nunca",
        "{es}"
    );
    // Every English place is a Spanish place: only the words differ.
    let places = |out: &str| -> Vec<String> {
        out.lines()
            .filter_map(|l| l.split_once(": error: ").map(|(p, _)| p.to_string()))
            .collect()
    };
    assert_eq!(places(&en), places(&es));
    assert!(!es.contains("unknown"), "{es}");
}

#[test]
fn a_missing_file_is_an_error_not_a_crash() {
    let out = trinchera(&["check", "no/such/file.ron"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout.contains("no/such/file.ron:1:1: error: cannot read the file"),
        "{stdout}"
    );
    // No empty source line under it: there is no text to show.
    assert!(!stdout.contains('│'), "{stdout}");
}

#[test]
fn a_file_that_is_not_utf8_points_at_the_first_bad_byte() {
    let dir = temp_dir("check-utf8");
    let file = dir.join("latin1.ron");
    std::fs::write(&file, b"Scenario(\n    title: \"caf\xe9\",\n)").unwrap();
    let out = trinchera(&["check", file.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains(&format!(
            "{}:2:16: error: the file is not UTF-8 text\n",
            file.display()
        )),
        "{stdout}"
    );
    assert_eq!(label_at(&stdout, 2, 16, 1, '^'), "", "{stdout}");
}

#[test]
fn check_needs_a_file() {
    let out = trinchera(&["check"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("FILES"));
}

/// The first RON block of a document.
fn first_ron_block(doc: &str) -> String {
    let text = std::fs::read_to_string(crate::common::repo().join(doc)).unwrap();
    let start = text.find("```ron\n").unwrap() + "```ron\n".len();
    let end = start + text[start..].find("```").unwrap();
    text[start..end].to_string()
}

#[test]
fn the_examples_in_the_docs_are_valid() {
    let rules = crate::common::rules();
    let scenario = first_ron_block("docs/scenario-format.md");
    // The outline leaves the forces to a comment (`/* one per side */`); all else must pass.
    if let Err(e) = trinchera::scenario::parse("docs/scenario-format.md", &scenario, &rules) {
        let others = e
            .diagnostics
            .iter()
            .filter(|d| d.message.key != "check-side-no-forces")
            .count();
        assert!(e.diagnostics.len() == 2 && others == 0, "{}", e.render());
    }
    let record = first_ron_block("docs/record-format.md");
    let r: trinchera::record::Record = trinchera::spanned::read(&record)
        .unwrap_or_else(|d| panic!("docs/record-format.md: {}", d.message));
    assert_eq!(r.orders.len(), 6);
}

#[test]
fn a_reader_that_goes_away_is_not_a_panic() {
    // `trinchera run RECORD | head -1`: the pipe closes after the first line. The record's
    // report must be far larger than a pipe's buffer (64 KiB), or the write would never fail.
    use std::io::Read;
    use std::process::{Command, Stdio};
    let mut record = trinchera::record::Record::new(
        trinchera::record::BUILTIN_DEFAULT.into(),
        trinchera::scenario::DEFAULT_SCENARIO,
        trinchera::rules::dice::DiceSource::Seeded(1),
    );
    record.orders = (0..5000)
        .map(|_| trinchera::rules::Order::EndPhase {
            side: "nobody".into(),
        })
        .collect();
    let dir = std::env::temp_dir().join(format!("trinchera-pipe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("long.game.ron");
    std::fs::write(&path, record.to_ron().unwrap()).unwrap();
    let mut child = crate::common::in_english(&mut Command::new(env!("CARGO_BIN_EXE_trinchera")))
        .arg("run")
        .arg(&path)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 16];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    let out = child.wait_with_output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(out.status.success(), "{err}");
}

#[test]
fn play_on_a_missing_file_or_a_folder_is_an_error_before_any_window() {
    let out = trinchera(&["play", "no/such/battle.ron"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("no/such/battle.ron: error: cannot read the file"),
        "{err}"
    );
    let dir = temp_dir("play-folder");
    let out = trinchera(&["play", dir.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains(&format!(
            "{}: error: this is a folder: give a scenario or a game record file",
            dir.display()
        )),
        "{err}"
    );
}

#[test]
fn run_on_a_scenario_says_it_is_one() {
    let out = trinchera(&["run", "scenarios/default.ron"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains(
            "scenarios/default.ron: error: this is a scenario, not a game record: use `trinchera play scenarios/default.ron` to play it"
        ),
        "{err}"
    );
    assert!(!err.contains("unknown field"), "{err}");
}

#[test]
fn measure_refuses_a_point_off_the_table() {
    for (a, b) in [("90,1", "bn1-2"), ("bn1-2", "5,-1"), ("48,32", "49,3")] {
        let out = trinchera(&["measure", "scenarios/default.ron", a, b]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{a} {b}: {err}");
        assert!(err.contains("is off the 48\" x 32\" table"), "{err}");
        assert!(out.stdout.is_empty(), "nothing measured");
    }
    let out = trinchera(&["measure", "scenarios/default.ron", "90,1", "bn1-2"]);
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("error: the point (90, 1) is off the 48\" x 32\" table"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The table's own edge is on it.
    let out = trinchera(&["measure", "scenarios/default.ron", "0,0", "48,32"]);
    assert_eq!(out.status.code(), Some(0));
}

/// `measure --lang es`: the referee's measure and a zone's odds in Spanish, line for line the
/// English one with the same numbers, and the numbers those of `--json`.
#[test]
fn measure_speaks_spanish_with_lang_es() {
    let args = ["measure", "scenarios/default.ron", "pz1-1", "bn1-2"];
    let en = trinchera(&args);
    let (es, es_out, _) = trinchera_es(&args);
    assert_eq!(es.status.code(), Some(0));
    let en_out = String::from_utf8_lossy(&en.stdout);
    assert!(en_out.starts_with("From pz1-1 "), "{en_out}");
    let lines: Vec<&str> = es_out.lines().collect();
    assert!(lines[0].starts_with("Desde pz1-1 ("), "{es_out}");
    assert!(lines[1].starts_with("Hasta bn1-2 ("), "{es_out}");
    assert!(lines[3].starts_with("Línea de visión: "), "{es_out}");
    assert!(lines[4].starts_with("Protección: "), "{es_out}");
    assert!(
        lines[5..]
            .iter()
            .all(|l| l.contains(" disparo") && l.contains("por disparo: impacto ")),
        "{es_out}"
    );
    assert!(!es_out.contains("shot"), "{es_out}");
    assert_eq!(en_out.lines().count(), lines.len(), "{en_out}\n{es_out}");
    for (e, s) in en_out.lines().zip(&lines) {
        assert_eq!(numbers(e), numbers(s), "{e}\n{s}");
    }
    // The range said is the measure's, and the JSON is the program's whatever the language.
    let json = trinchera(&[&args[..], &["--json"]].concat());
    let (_, json_es, _) = trinchera_es(&[&args[..], &["--json"]].concat());
    assert_eq!(String::from_utf8_lossy(&json.stdout), json_es);
    let m: serde_json::Value = serde_json::from_str(&json_es).unwrap();
    let range = m["range"].as_f64().unwrap();
    assert_eq!(
        lines[2],
        format!("Alcance: {range:.1}\" (de borde a borde)")
    );
    assert_eq!(
        lines.len() - 5,
        m["weapons"].as_array().unwrap().len(),
        "a line a weapon"
    );
    // A battery's beaten zone over an element, with its odds.
    let zone = ["measure", "scenarios/artillery-drill.ron", "air:nat", "4,4"];
    let (_, z, _) = trinchera_es(&zone);
    let en_zone = String::from_utf8_lossy(&trinchera(&zone).stdout).to_string();
    assert!(z.starts_with("Zona batida: 4\" x 2\" en (4.0, 4.0)"), "{z}");
    assert!(z.contains(" 1 disparo, impacta con "), "{z}");
    assert!(z.contains("; destrucción con "), "{z}");
    for (e, s) in en_zone.lines().zip(z.lines()) {
        assert_eq!(numbers(e), numbers(s), "{e}\n{s}");
    }
    // Its refusals.
    let (out, _, err) = trinchera_es(&["measure", "scenarios/default.ron", "bn1-11", "1,1"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        err.contains("`bn1-11` no es ni un elemento de esta batalla ni un punto \"x,y\" (¿querías decir `bn1-1`?)"),
        "{err}"
    );
    let (_, _, err) = trinchera_es(&["measure", "scenarios/default.ron", "90,1", "bn1-2"]);
    assert!(
        err.contains("el punto (90, 1) está fuera de la mesa de 48\" x 32\""),
        "{err}"
    );
}

/// The errors and notices of the other commands, in Spanish with `--lang es` or the system's
/// language.
#[test]
fn the_command_line_s_errors_speak_spanish() {
    let (out, _, err) = trinchera_es(&["run", "scenarios/default.ron"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        err.contains("scenarios/default.ron: error: esto es un escenario, no una partida guardada: usa `trinchera play scenarios/default.ron` para jugarlo"),
        "{err}"
    );
    let (_, _, err) = trinchera_es(&["verify", "scenarios/default.ron"]);
    assert!(err.ends_with("no hay dados que verificar\n"), "{err}");
    let (_, _, err) = trinchera_es(&["replay", "scenarios/default.ron"]);
    assert!(err.contains("se repite una partida jugada"), "{err}");
    let (_, _, err) = trinchera_es(&["simulate", "records/example.ron", "--games", "1"]);
    assert!(err.contains("simulate juega un escenario"), "{err}");
    let (_, _, err) = trinchera_es(&["simulate", "no/such.ron", "--games", "1"]);
    assert!(
        err.starts_with("no/such.ron:1:1: error: no se puede leer el archivo: "),
        "{err}"
    );
    let (out, stdout, _) = trinchera_es(&["format", "no/such.ron"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout, "no/such.ron: error: no existe el archivo\n");
    let dir = temp_dir("format-es");
    let file = dir.join("battle.ron");
    let text = default_scenario().replace("\n    ", "\n        ");
    std::fs::write(&file, text).unwrap();
    let f = file.to_str().unwrap();
    let (out, stdout, _) = trinchera_es(&["format", "--check", f]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout.contains(": no está dispuesto como lo guarda el editor"),
        "{stdout}"
    );
    let (out, stdout, _) = trinchera_es(&["format", f]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout.contains(": dispuesto ("), "{stdout}");
    // A value clap refuses is said in the locale's language, or the one `--lang` gives.
    let out = crate::common::in_locale(
        &mut std::process::Command::new(env!("CARGO_BIN_EXE_trinchera")),
        "es_ES.UTF-8",
    )
    .args(["--size", "big"])
    .output()
    .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("`big` no es ANCHOxALTO, p. ej. 1600x1000"),
        "{err}"
    );
    let (out, _, err) = trinchera_es(&["--size", "big"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(err.contains("`big` no es ANCHOxALTO"), "{err}");
    assert!(
        err.ends_with("Para más información, prueba '--help'.\n"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--help` in the language asked for, and clap's usual exit codes: 0 for the help, 2 for a
/// line it refuses.
#[test]
fn the_help_speaks_the_language_asked_for() {
    let (out, stdout, _) = trinchera_es(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout.starts_with("Una mesa de juego"), "{stdout}");
    assert!(
        stdout.contains("Comandos:") && stdout.contains("Opciones:"),
        "{stdout}"
    );
    let (out, stdout, _) = trinchera_es(&["help", "simulate"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout.contains("Cuántas partidas"), "{stdout}");
    let out = trinchera(&["simulate", "--help"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("Usage: trinchera simulate"), "{stdout}");
    assert!(stdout.contains("How many games [default: 100]"), "{stdout}");
    let (out, _, err) = trinchera_es(&["simulate", "x.ron", "--gmaes", "3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(err.contains("'--games'"), "{err}");
}

/// `play` on a scenario, decided as the command line decides it (no window).
mod what_play_opens {
    use std::path::{Path, PathBuf};

    use crate::common::{default_scenario, edit, order, rules, temp_dir};
    use trinchera::opening::{Opening, PlayArgs, decide};
    use trinchera::record::Record;
    use trinchera::rules::dice::DiceSource;

    fn battle(dir: &Path) -> PathBuf {
        let file = dir.join("battle.ron");
        std::fs::write(&file, default_scenario()).unwrap();
        file
    }

    /// A game of `scenario` (relative to `dir`) with one phase ended, saved at `path`.
    fn saved_game(path: &Path, scenario: &str, text: &str) -> String {
        let mut r = Record::new(scenario.into(), text, DiceSource::Seeded(5));
        r.orders = vec![order(r#"EndPhase(side: "nationalist")"#)];
        r.save(path).unwrap();
        std::fs::read_to_string(path).unwrap()
    }

    fn open(file: &Path, new: bool, anyway: bool) -> Opening {
        let args = PlayArgs {
            new,
            anyway,
            save: None,
        };
        decide(file, &args, &rules()).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn the_first_game_is_saved_beside_the_scenario() {
        let dir = temp_dir("open-first");
        let file = battle(&dir);
        let o = open(&file, false, false);
        assert!(o.carry_on.is_none());
        assert_eq!(o.save_path, dir.join("battle.game.ron"));
        assert_eq!(o.note, None, "nothing to tell");
    }

    #[test]
    fn a_saved_game_of_the_scenario_is_carried_on_and_new_keeps_it() {
        let dir = temp_dir("open-saved");
        let file = battle(&dir);
        let saved = dir.join("battle.game.ron");
        let before = saved_game(&saved, "battle.ron", &default_scenario());
        let o = open(&file, false, false);
        assert_eq!(o.save_path, saved);
        assert_eq!(o.carry_on.as_ref().map(|r| r.orders.len()), Some(1));
        let note = o.note.unwrap();
        assert_eq!(
            note,
            format!(
                "Carrying on the saved game {} (turn 1); `--new` starts a new game saved as {}.",
                saved.display(),
                dir.join("battle.game-2.ron").display()
            )
        );
        // --new: a game of its own beside the saved one, and where each is.
        let o = open(&file, true, false);
        assert!(o.carry_on.is_none());
        assert_eq!(o.save_path, dir.join("battle.game-2.ron"));
        let note = o.note.unwrap();
        assert!(note.contains("battle.game-2.ron"), "{note}");
        assert!(
            note.contains(&format!("the saved game in {} is kept", saved.display())),
            "{note}"
        );
        // A comment in the scenario is not a different game.
        std::fs::write(&file, format!("// a note\n{}", default_scenario())).unwrap();
        assert!(open(&file, false, false).carry_on.is_some());
        assert_eq!(
            std::fs::read_to_string(&saved).unwrap(),
            before,
            "untouched"
        );
    }

    #[test]
    fn a_file_holding_another_game_or_no_game_is_never_touched() {
        let dir = temp_dir("open-other");
        let file = battle(&dir);
        let saved = dir.join("battle.game.ron");
        std::fs::write(dir.join("other.ron"), default_scenario()).unwrap();
        let before = saved_game(&saved, "other.ron", &default_scenario());
        let o = open(&file, false, false);
        assert!(o.carry_on.is_none());
        assert_eq!(o.save_path, dir.join("battle.game-2.ron"));
        let note = o.note.unwrap();
        assert!(
            note.contains("left as it is (it is a game of other.ron)"),
            "{note}"
        );
        assert_eq!(std::fs::read_to_string(&saved).unwrap(), before);
        // Something that is not a record at all.
        std::fs::write(&saved, "my notes on the battle").unwrap();
        let o = open(&file, false, false);
        assert_eq!(o.save_path, dir.join("battle.game-2.ron"));
        assert!(o.note.unwrap().contains("it is not a game record"));
    }

    #[test]
    fn a_saved_game_of_a_changed_scenario_is_kept_and_anyway_plays_it_on() {
        let dir = temp_dir("open-changed");
        let file = battle(&dir);
        let saved = dir.join("battle.game.ron");
        let before = saved_game(&saved, "battle.ron", &default_scenario());
        std::fs::write(&file, edit(&default_scenario(), "turns: 8", "turns: 6")).unwrap();
        let o = open(&file, false, false);
        assert!(o.carry_on.is_none());
        assert_eq!(o.save_path, dir.join("battle.game-2.ron"));
        let note = o.note.unwrap();
        assert!(note.contains("turns 8 to 6"), "{note}");
        assert!(note.contains("--anyway"), "{note}");
        assert_eq!(std::fs::read_to_string(&saved).unwrap(), before);
        let o = open(&file, false, true);
        assert_eq!(o.save_path, saved);
        let record = o.carry_on.unwrap();
        assert_eq!(
            record.warnings,
            ["after 1 order, the game went on with a changed scenario: turns 8 to 6"]
        );
        assert!(o.note.unwrap().contains("Warning: after 1 order"));
    }
}

#[test]
fn the_five_mistakes_of_issue_9_in_one_run() {
    // A misspelt field, an unknown element type and terrain kind, a base off the table and a
    // facing that is not a number.
    let src = default_scenario();
    let src = edit(&src, "description:", "descripton:");
    let src = edit(
        &src,
        "type: Rifles, at: (17, 18.9)",
        "type: Riflemen, at: (17, 18.9)",
    );
    let src = edit(&src, "kind: Woods", "kind: Wods");
    let src = edit(&src, "at: (15, 6), facing: 10", "at: (60, 6), facing: 10");
    let src = edit(
        &src,
        "at: (21.5, 18.65), facing: 180",
        "at: (21.5, 18.65), facing: \"south\"",
    );
    let dir = temp_dir("check-five");
    let file = dir.join("five.ron");
    std::fs::write(&file, &src).unwrap();
    let out = trinchera(&["check", file.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let f = file.display();
    for (at, message) in [
        ("descripton", "unknown field `descripton`"),
        ("Riflemen", "unknown element type `Riflemen`"),
        ("Wods", "unknown terrain kind `Wods`"),
        ("(60, 6)", "element `ban6-1` is off the table"),
        ("\"south\"", "expected a number, found a string"),
    ] {
        let (l, c) = position_of(&src, at);
        assert!(
            stdout.contains(&format!("{f}:{l}:{c}: error: {message}")),
            "{message}:\n{stdout}"
        );
    }
    assert!(stdout.contains("did you mean `Rifles`?"), "{stdout}");
    assert!(stdout.contains(&format!("{f}: 5 errors")), "{stdout}");
}

#[test]
fn an_unclosed_string_and_a_missing_bracket_point_where_they_open() {
    let dir = temp_dir("check-syntax");
    let src = edit(
        &default_scenario(),
        "title: \"The farm at Valdemoro\",",
        "title: \"The farm at Valdemoro,",
    );
    let file = dir.join("string.ron");
    std::fs::write(&file, &src).unwrap();
    let out = trinchera(&["check", file.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let (l, c) = position_of(&src, "\"The farm");
    assert!(
        stdout.contains(&format!(
            "{}:{l}:{c}: error: string is never closed on line {l}: missing `\"`\n",
            file.display()
        )),
        "{stdout}"
    );
    let src = edit(
        &default_scenario(),
        "at: (15, 6), facing: 10",
        "at: (15, 6, facing: 10",
    );
    let file = dir.join("bracket.ron");
    std::fs::write(&file, &src).unwrap();
    let out = trinchera(&["check", file.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let (l, c) = position_of(&src, ": 10, label: \"1/VI\"");
    assert!(
        stdout.contains(&format!(
            "{}:{l}:{c}: error: expected `,` or `)`, found `:`\n",
            file.display()
        )),
        "{stdout}"
    );
    // The bracket is marked on the same line as the error, so its label hangs below it.
    assert!(
        stdout.contains("\n   │                                                              this `(` is still open: is its `)` missing?\n"),
        "{stdout}"
    );
}

/// The lines of the `path:line:col: error: message` lines of a `check` run.
fn error_lines(stdout: &str) -> Vec<&str> {
    stdout.lines().filter(|l| l.contains(": error: ")).collect()
}

#[test]
fn a_syntax_error_does_not_hide_the_mistakes_after_it() {
    let dir = temp_dir("check-syntax-after");
    let later = |src: &str| {
        edit(
            src,
            "type: Rifles, at: (17, 18.9)",
            "type: Rifels, at: (17, 18.9)",
        )
    };
    // A missing comma, a stray `}` and a string left open, each early in the file.
    let cases = [
        (
            "title: \"The farm at Valdemoro\",",
            "title: \"The farm at Valdemoro\"",
            "date:",
            "expected `,` or `)`, found `d`",
        ),
        (
            "turns: 8,",
            "turns: 8, },",
            "},",
            "expected a field `name: value` or `)`, found `}`",
        ),
        (
            "title: \"The farm at Valdemoro\",",
            "title: \"The farm at Valdemoro,",
            "\"The farm",
            "string is never closed on line",
        ),
    ];
    for (i, (from, to, at, message)) in cases.into_iter().enumerate() {
        let src = later(&edit(&default_scenario(), from, to));
        let file = dir.join(format!("s{i}.ron"));
        std::fs::write(&file, &src).unwrap();
        let out = trinchera(&["check", file.to_str().unwrap()]);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{stdout}");
        let (l, c) = position_of(&src, at);
        let (lt, ct) = position_of(&src, "Rifels");
        let f = file.display();
        let errors = error_lines(&stdout);
        assert_eq!(errors.len(), 2, "{stdout}");
        assert!(
            errors[0].starts_with(&format!("{f}:{l}:{c}: error: {message}")),
            "{stdout}"
        );
        assert_eq!(
            errors[1],
            format!("{f}:{lt}:{ct}: error: unknown element type `Rifels`"),
            "{stdout}"
        );
        assert!(stdout.contains(&format!("{f}: 2 errors")), "{stdout}");
    }
}

#[test]
fn a_computer_side_or_level_the_battle_or_program_lacks_is_an_error_before_any_window() {
    // A side the battle does not have: its sides are named, by id and index.
    let out = trinchera(&[
        "play",
        "scenarios/default.ron",
        "--computer",
        "moors:scripted",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no side `moors`"), "{err}");
    assert!(err.contains("`nationalist` (1)"), "{err}");
    assert!(err.contains("`republic` (0)"), "{err}");
    // A level no player has: the players are named.
    let out = trinchera(&[
        "play",
        "scenarios/default.ron",
        "--computer",
        "nationalist:grandmaster",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no computer player `grandmaster`"), "{err}");
    for name in trinchera::players::NAMES {
        assert!(err.contains(name), "{err}");
    }
    // A side given twice.
    let out = trinchera(&[
        "play",
        "scenarios/default.ron",
        "--computer",
        "1:scripted",
        "--computer",
        "nationalist:naive",
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("twice"));
}

#[test]
fn replay_of_a_scenario_a_missing_or_a_cut_record_is_an_error_before_any_window() {
    let out = trinchera(&["replay", "scenarios/default.ron"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("scenarios/default.ron: error: this is a scenario, not a game record"),
        "{err}"
    );
    let out = trinchera(&["replay", "no/such/game.ron"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("no/such/game.ron"), "{err}");
    let dir = temp_dir("replay-cut");
    let text = std::fs::read_to_string("records/example.ron").unwrap();
    let cut = dir.join("cut.ron");
    std::fs::write(&cut, &text[..text.len() * 2 / 3]).unwrap();
    for args in [
        vec!["replay", cut.to_str().unwrap()],
        vec![
            "screenshot",
            cut.to_str().unwrap(),
            "x.png",
            "--replay-at",
            "3",
        ],
    ] {
        let out = trinchera(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(
            err.contains("cut.ron:") && !err.contains("panicked"),
            "{err}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_reads_a_game_record_as_a_record_not_as_a_broken_scenario() {
    // Played beside its scenario, `NAME.game.ron` is caught by `check scenarios/*.ron`.
    let out = trinchera(&["check", "records/example.ron", "scenarios/default.ron"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("records/example.ron: ok: a game record, not a scenario: a game of "),
        "{stdout}"
    );
    assert!(!stdout.contains("unknown field"), "{stdout}");
    // A record that is broken is a record's error, said as such.
    let dir = temp_dir("check-record");
    let bad = dir.join("bad.game.ron");
    let text = std::fs::read_to_string(crate::common::repo().join("records/example.ron")).unwrap();
    std::fs::write(&bad, text.replacen("orders:", "orderz:", 1)).unwrap();
    let out = trinchera(&["check", bad.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("this is a game record, not a scenario"),
        "{stdout}"
    );
}

#[test]
fn a_mistake_on_a_very_long_line_is_shown_cut_around_it_at_its_true_place() {
    // The whole battle on one line: its report shows the part around the mistake, not
    // thousands of characters, and names the true column.
    let dir = temp_dir("check-long-line");
    let one_line: String = edit(
        &default_scenario(),
        "type: Rifles, at: (17, 18.9)",
        "type: Rifels, at: (17, 18.9)",
    )
    .lines()
    .filter(|l| !l.trim_start().starts_with("//"))
    .map(str::trim)
    .collect::<Vec<_>>()
    .join(" ");
    assert!(one_line.len() > 2000);
    let file = dir.join("one-line.ron");
    std::fs::write(&file, &one_line).unwrap();
    let out = trinchera(&["check", file.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let col = one_line.find("Rifels").unwrap() + 1;
    assert!(
        stdout.contains(&format!(
            "{}:1:{col}: error: unknown element type `Rifels`",
            file.display()
        )),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("┌─ {}:1:{col}", file.display())),
        "{stdout}"
    );
    assert!(
        stdout.contains("…type: Rifels") || stdout.contains("type: Rifels"),
        "{stdout}"
    );
    let longest = stdout.lines().map(|l| l.chars().count()).max().unwrap();
    assert!(longest < 260, "a line of {longest} characters:\n{stdout}");
}

#[test]
fn measure_says_when_an_end_is_out_of_the_fight_or_unseen_and_refuses_one_end_twice() {
    // The artillery drill's record: n1 was knocked out by the guns in turn 1. A referee
    // measuring to it is told it is out of the fight, not only the geometry of a shot.
    let out = trinchera(&["measure", "records/artillery-drill.ron", "gun", "n1"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(
        said.contains("`n1` is knocked out: it neither fires nor is fired at now"),
        "{said}"
    );
    assert!(!said.contains("`gun` is"), "{said}");
    // Valdemoro's cortijo stands between the Republican HQ and a Panzer: the weapons' odds
    // are said with the word that none may fire [INF].
    let out = trinchera(&["measure", "scenarios/default.ron", "bn1-hq", "pz1-2"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("Line of sight: blocked by urban `cortijo`"),
        "{said}"
    );
    assert!(
        said.contains("None of these may fire: there is no line of sight [INF]"),
        "{said}"
    );
    // From Suicide Hill into the olive grove to the north: seen over, not into [INF]; the
    // referee is told how deep the point stands beside the edge within which it would be seen.
    let out = trinchera(&["measure", "scenarios/jarama.ron", "brit-3b", "31,39"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("blocked by woods `olives-north`"), "{said}");
    assert!(
        said.contains(
            "`(31.0, 39.0)` stands 3.0\" inside `olives-north`, deeper than its 1\" edge"
        ),
        "{said}"
    );
    let clear = trinchera(&["measure", "scenarios/default.ron", "pz1-1", "bn1-2"]);
    assert!(!String::from_utf8_lossy(&clear.stdout).contains("None of these"));
    // One element at both ends is refused, with nothing measured.
    let out = trinchera(&["measure", "scenarios/default.ron", "pz1-1", "pz1-1"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("error: `pz1-1` is both ends: measure between two elements or points"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn check_warns_of_bases_set_on_one_another_and_passes() {
    // Valdemoro with a rifle base set on another: allowed [SRC], most likely a slip. Hostile
    // factions in one brigade are not warned of (Belchite's garrison is so on purpose).
    let src = edit(
        &edit(
            &edit(
                &default_scenario(),
                "(id: \"bn1-2\", type: Rifles, at: (21.5, 18.65)",
                "(id: \"bn1-2\", type: Rifles, at: (17.5, 18.9)",
            ),
            "kind: Battalion, quality: Militia, faction: PopularArmy",
            "kind: Battalion, quality: Militia, faction: Anarchist",
        ),
        "kind: Section, quality: Regular, faction: PopularArmy",
        "kind: Section, quality: Regular, faction: Communist",
    );
    let dir = std::env::temp_dir().join(format!("trinchera-warn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("warned.ron");
    std::fs::write(&file, &src).unwrap();
    let out = trinchera(&["check", file.to_str().unwrap()]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(
        said.contains("warning: `bn1-2` overlaps `bn1-1`: troops may pass through troops [SRC], but one base set on another hides it on the table; is one misplaced?"),
        "{said}"
    );
    assert!(said.contains(": ok: \"The farm at Valdemoro\""), "{said}");
    assert!(
        said.contains("1 warning: allowed by the rules, but look again"),
        "{said}"
    );
    assert!(!said.contains("error"), "{said}");
    // The shipped battles have none.
    let out = trinchera(&["check", "scenarios/default.ron", "scenarios/belchite.ron"]);
    assert!(!String::from_utf8_lossy(&out.stdout).contains("warning"));
    std::fs::remove_dir_all(&dir).ok();
}
