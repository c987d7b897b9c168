//! No rule, player, aftermath or panel decides by reading words meant for people (issue 29):
//! reword a message and nothing may change but the message. The checks below look through
//! `src/` (test modules aside: those may check the words themselves) for the shapes such a
//! decision took before it was made typed, and the fixture proves they still catch every one.

use std::path::{Path, PathBuf};

/// Names that hold words for people in this code base: a log line's parts, a summary line,
/// an error's message. A string literal tested against one of them is a decision on prose.
const PROSE: &[&str] = &[
    "text", "what", "purpose", "outcome", "reason", "message", "line", "needed", "why", "words",
    "title", "label", "details", "state",
];

/// Ways of testing a string against a literal.
const TESTS: &[&str] = &[
    ".contains(",
    ".starts_with(",
    ".ends_with(",
    ".strip_prefix(",
    ".strip_suffix(",
    ".find(",
];

/// The identifier just before `end` in `line`, after any `.as_str()`, `.trim()` or
/// `.to_lowercase()` the code put between it and the test (and a getter's `()`).
fn receiver(line: &str, end: usize) -> &str {
    let mut head = &line[..end];
    for tail in [".as_str()", ".trim()", ".to_lowercase()", ".as_ref()", "()"] {
        head = head.strip_suffix(tail).unwrap_or(head);
    }
    let start = head
        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    &head[start..]
}

/// The string literal starting at `at` (after spaces and a `&`), if one does.
fn literal_at(line: &str, at: usize) -> Option<&str> {
    let rest = line[at..].trim_start().trim_start_matches('&');
    let body = rest.strip_prefix('"')?;
    Some(&body[..body.find('"').unwrap_or(body.len())])
}

/// Words, not a keyword: prose has a space between two words ("Knocked out", "below 50%"); a
/// keyword of the formats has none, and a piece of RON (`id: "`) has none between words.
fn is_prose(lit: &str) -> bool {
    let c: Vec<char> = lit.chars().collect();
    c.windows(3)
        .any(|w| w[0].is_alphabetic() && w[1] == ' ' && w[2].is_alphanumeric())
}

/// Why this line of code decides by display text, if it does.
fn decision(line: &str) -> Option<&'static str> {
    let code = line.trim_start();
    if code.starts_with("//") {
        return None;
    }
    for t in TESTS {
        for (i, _) in line.match_indices(t) {
            if let Some(lit) = literal_at(line, i + t.len())
                && (PROSE.contains(&receiver(line, i)) || is_prose(lit))
            {
                return Some("tests words for people with a string method");
            }
        }
    }
    for op in ["==", "!="] {
        for (i, _) in line.match_indices(op) {
            let rhs = literal_at(line, i + op.len());
            let lhs = receiver(line.trim_end(), line[..i].trim_end().len());
            if let Some(lit) = rhs
                && (PROSE.contains(&lhs) || is_prose(lit))
            {
                return Some("compares words for people");
            }
        }
        // A phase's name (or a variant's) compared is the same thing again.
        if line.contains(op) {
            for (i, _) in line.match_indices(".name()") {
                let of = receiver(line, i);
                if of == "phase" || of.starts_with(char::is_uppercase) {
                    return Some("compares a name made for showing");
                }
            }
        }
    }
    // `"below 50%" | "exhausted" => ...`: a match on words.
    if let Some(lit) = literal_at(code, 0)
        && code.contains("=>")
        && is_prose(lit)
    {
        return Some("matches on words for people");
    }
    None
}

/// Every line of `text` that decides by display text, with its number, test modules aside.
fn decisions(text: &str) -> Vec<(usize, &'static str, String)> {
    let mut found = Vec::new();
    let mut previous = "";
    for (n, line) in text.lines().enumerate() {
        // The tests sit at the end of their file, in a `#[cfg(test)] mod`.
        if previous.trim() == "#[cfg(test)]" && line.trim_start().starts_with("mod ") {
            break;
        }
        if let Some(why) = decision(line) {
            found.push((n + 1, why, line.trim().to_string()));
        }
        previous = line;
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn nothing_in_src_decides_by_words_for_people() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 100, "src/ has {} files?", files.len());
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for (n, why, line) in decisions(&text) {
            found.push(format!("{}:{n}: {why}: {line}", f.display()));
        }
    }
    assert!(
        found.is_empty(),
        "decide by typed data (a kind, a phase, an id), not by the words shown:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_catches_each_decision_on_words_there_was() {
    // The lines as they were before issue 29, one per kind of mistake.
    let before = [
        r#"        if points == self.rules.movement.column_cost && what.contains("column") {"#,
        r#"        let (ok_word, bad_word) = if what == "unpinning" {"#,
        r#"        if e.marks.is_empty() && !e.text.contains(" ends its ") {"#,
        r#"    if s.phase == Phase::DirectFire.name() || s.phase == Phase::Artillery.name() {"#,
        r#"                if line.starts_with("Knocked out") || line.starts_with("Routed") {"#,
        r#"                "below 50%" | "exhausted" => egui::Color32::from_rgb(240, 200, 120),"#,
        r#"        let repair = if e.message.starts_with("string is never closed") {"#,
        r#"        let unknown = e.message.starts_with("unknown field `");"#,
        r#"                            o.at = if at == "a point" {"#,
    ];
    for line in before {
        assert!(decision(line).is_some(), "not caught: {line}");
    }
    let text = before.join("\n");
    assert_eq!(decisions(&text).len(), before.len());
    // Keywords of the file formats and code are no words for people.
    let keywords = [
        r#"            p.extension().is_some_and(|e| e == "ron")"#,
        r#"        }) if n == "Record""#,
        r#"        } else if text[i..].starts_with("//") {"#,
        r#"        let except: &[Taken] = if kind == "Hill" {"#,
        r#"    while out.ends_with("\n\n") {"#,
        r#"        if let Some(at) = code.find("(side: \"") {"#,
        r#"        if self.phase == Phase::Artillery {"#,
        r#"            // what.contains("column") was how it was done"#,
        r#"        && seat.name == answer.player.name()"#,
    ];
    for line in keywords {
        assert_eq!(decision(line), None, "{line}");
    }
    // What a test module checks is its own business.
    let with_tests = format!(
        "fn a() {{}}\n#[cfg(test)]\nmod tests {{\n{}\n}}\n",
        before[0]
    );
    assert!(decisions(&with_tests).is_empty());
}
