//! `trinchera check FILE...` as an author runs it.

use crate::common::{default_scenario, edit, label_at, position_of, temp_dir, trinchera};

#[test]
fn shipped_scenarios_check_clean_with_exit_0() {
    let out = trinchera(&["check", "scenarios/default.ron", "scenarios/jarama.ron"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("scenarios/default.ron: ok"), "{stdout}");
    assert!(stdout.contains("scenarios/jarama.ron: ok"), "{stdout}");
}

#[test]
fn every_error_in_every_file_then_exit_1() {
    let dir = temp_dir("check");
    let bad = dir.join("bad.ron");
    let src = edit(
        &default_scenario(),
        "type: Rifles, at: (17, 19.5)",
        "type: Rifels, at: (17, 19.5)",
    );
    let src = edit(&src, "faction: Legion", "faction: Legoin");
    std::fs::write(&bad, &src).unwrap();
    let broken = dir.join("broken.ron");
    std::fs::write(&broken, "Scenario(\n    title: \"x\",\n    date: \"1937\"").unwrap();
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
    if let Err(e) = trinchera::scenario::parse("docs/scenario-format.md", &scenario, &rules) {
        panic!("{}", e.render());
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
    std::fs::write(&path, record.to_ron()).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_trinchera"))
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
fn the_five_mistakes_of_issue_9_in_one_run() {
    // A misspelt field, an unknown element type and terrain kind, a base off the table and a
    // facing that is not a number.
    let src = default_scenario();
    let src = edit(&src, "description:", "descripton:");
    let src = edit(
        &src,
        "type: Rifles, at: (17, 19.5)",
        "type: Riflemen, at: (17, 19.5)",
    );
    let src = edit(&src, "kind: Woods", "kind: Wods");
    let src = edit(&src, "at: (15, 6), facing: 10", "at: (60, 6), facing: 10");
    let src = edit(
        &src,
        "at: (21.5, 19.4), facing: 180",
        "at: (21.5, 19.4), facing: \"south\"",
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
