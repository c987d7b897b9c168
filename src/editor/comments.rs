//! The comments an author wrote in a scenario file, kept through a save from the editor: the
//! file's opening comment as it was, and each comment inside it above the item (by id) or the
//! section it stood before. An end-of-line comment goes above its line's item. Text and editor
//! can then be used in turn on one file without the notes in it being lost.

use std::collections::BTreeMap;

/// The comments inside a file, by the item they belong to.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Comments {
    by_key: BTreeMap<String, Vec<String>>,
}

impl Comments {
    pub fn section_key(name: &str) -> String {
        format!("section {name}")
    }

    pub fn force_key(side: &str) -> String {
        format!("force {side}")
    }

    /// Sorties have no id: they are known by their name.
    pub fn sortie_key(name: &str) -> String {
        format!("sortie {name}")
    }

    /// The scenario's own fields and lists, whose lines a comment may stand above.
    pub const SECTIONS: [&'static str; 11] = [
        "title",
        "date",
        "description",
        "sides",
        "turns",
        "table",
        "terrain",
        "forces",
        "objectives",
        "batteries",
        "aircraft",
    ];

    pub fn before(&self, key: &str) -> &[String] {
        self.by_key.get(key).map_or(&[], Vec::as_slice)
    }

    /// Every key and its comments, in a fixed order.
    pub fn all(&self) -> impl Iterator<Item = (&str, &[String])> {
        self.by_key.iter().map(|(k, v)| (k.as_str(), v.as_slice()))
    }

    pub fn is_empty(&self) -> bool {
        self.by_key.is_empty()
    }
}

/// The file's opening comment (every comment and blank line before the first token), and the
/// comments after it keyed to their items.
pub fn split(text: &str) -> (String, Comments) {
    let start = first_token(text);
    let leading = text[..start].trim_end().to_string();
    let leading = if leading.is_empty() {
        leading
    } else {
        leading + "\n"
    };
    (leading, body_comments(&text[start..]))
}

/// Byte offset of the first character that is neither blank nor in a comment.
fn first_token(text: &str) -> usize {
    let mut i = 0;
    let b = text.as_bytes();
    while i < b.len() {
        if b[i].is_ascii_whitespace() {
            i += 1;
        } else if text[i..].starts_with("//") {
            i = text[i..].find('\n').map_or(b.len(), |n| i + n + 1);
        } else if text[i..].starts_with("/*") {
            i = text[i + 2..].find("*/").map_or(b.len(), |n| i + 2 + n + 2);
        } else {
            break;
        }
    }
    // Back to the start of the token's line: its indentation is not part of the comment.
    text[..i].rfind('\n').map_or(0, |n| n + 1).min(i)
}

/// A line split into its code and its comment, outside strings. A `/* ... */` closed on the
/// line is cut out with the code either side of it kept; one left open runs to the line's end.
fn split_line(line: &str) -> (String, Option<String>) {
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in line.char_indices() {
        if in_string {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
        } else if c == '"' {
            in_string = true;
        } else if line[i..].starts_with("//") {
            return (
                line[..i].to_string(),
                Some(line[i..].trim_end().to_string()),
            );
        } else if line[i..].starts_with("/*") {
            return match line[i + 2..].find("*/") {
                Some(end) => {
                    let close = i + 2 + end + 2;
                    let (code, rest) = split_line(&line[close..]);
                    let mut comment = line[i..close].to_string();
                    if let Some(r) = rest {
                        comment = format!("{comment} {r}");
                    }
                    (format!("{}{code}", &line[..i]), Some(comment))
                }
                None => (
                    line[..i].to_string(),
                    Some(line[i..].trim_end().to_string()),
                ),
            };
        }
    }
    (line.to_string(), None)
}

/// What a line of code belongs to: the first `id: "..."` on it, a force's side, a sortie's
/// name, or the scenario field or list it opens (`terrain: [`); `None` for lines such as
/// `]),` or `units: [`, which pass their comments on to the next item.
fn key_of(code: &str) -> Option<String> {
    if let Some(at) = code.find("id: \"") {
        let rest = &code[at + 5..];
        return rest.find('"').map(|end| rest[..end].to_string());
    }
    if let Some(at) = code.find("(side: \"") {
        if code.contains("brigades") {
            let rest = &code[at + 8..];
            return rest.find('"').map(|end| Comments::force_key(&rest[..end]));
        }
        if let Some(n) = code.find("name: \"") {
            let rest = &code[n + 7..];
            return rest.find('"').map(|end| Comments::sortie_key(&rest[..end]));
        }
    }
    let t = code.trim_start();
    let word: String = t
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    (Comments::SECTIONS.contains(&word.as_str()) && t[word.len()..].trim_start().starts_with(':'))
        .then(|| Comments::section_key(&word))
}

fn body_comments(body: &str) -> Comments {
    let mut out = Comments::default();
    let mut waiting: Vec<String> = Vec::new();
    let mut in_block = false;
    for line in body.lines() {
        let t = line.trim();
        if in_block {
            waiting.push(t.to_string());
            in_block = !t.contains("*/");
            continue;
        }
        let (code, comment) = split_line(line);
        if let Some(c) = comment {
            in_block = c.starts_with("/*") && !c.contains("*/");
            waiting.push(c);
        }
        if !code.trim().is_empty() {
            attach(&mut out, &mut waiting, &code);
        }
    }
    if !waiting.is_empty() {
        out.by_key
            .entry(Comments::section_key("end"))
            .or_default()
            .append(&mut waiting);
    }
    out
}

/// Comments waiting for an item go to this line's item; a line that is no item (`]),`) passes
/// them on to the next one.
fn attach(out: &mut Comments, waiting: &mut Vec<String>, code: &str) {
    if waiting.is_empty() {
        return;
    }
    if let Some(key) = key_of(code) {
        out.by_key.entry(key).or_default().append(waiting);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opening_comment_is_kept_as_written_and_others_go_with_their_items() {
        let text = "// A battle.\n// Two lines.\n\nScenario(\n    // the sides\n    sides: [\n        (id: \"a\", name: \"A\"), // first\n    ],\n)\n";
        let (leading, c) = split(text);
        assert_eq!(leading, "// A battle.\n// Two lines.\n");
        assert_eq!(c.before(&Comments::section_key("sides")), ["// the sides"]);
        assert_eq!(c.before("a"), ["// first"]);
    }

    #[test]
    fn a_block_comment_before_code_on_its_line_keeps_the_code_out_of_the_comment() {
        let text = "Scenario(\n    terrain: [\n        /* the farm */ (id: \"f\", kind: Urban),\n    ],\n    units: [\n        // first unit\n        (id: \"u\", name: \"U\"),\n    ],\n)\n";
        let (_, c) = split(text);
        assert_eq!(c.before("f"), ["/* the farm */"]);
        // `units: [` is no item of its own: its comment goes on to the unit.
        assert_eq!(c.before("u"), ["// first unit"]);
    }

    #[test]
    fn a_comment_marker_inside_a_string_is_text() {
        let text = "Scenario(\n    title: \"http://x\",\n)\n";
        let (_, c) = split(text);
        assert!(c.is_empty());
    }
}
