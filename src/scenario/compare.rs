//! What a scenario says, apart from how it is written: a saved game replays on any version of
//! its file that says the same (a comment added, lines re-wrapped, fields reordered), and when
//! the file says something else, the player is told what.

use std::collections::BTreeMap;
use std::fmt::Debug;

use super::format::{ElementDef, Scenario};

/// The scenario's content with every source position left out, as text: two files that parse to
/// the same scenario give the same canonical form, whatever their comments and layout.
///
/// Built from `Debug` so that a field added to the format is part of the meaning without anyone
/// remembering to add it here; the spans `Spanned` carries are byte offsets and are cut out.
pub fn canonical<T: Debug>(value: &T) -> String {
    strip_spans(&format!("{value:?}"))
}

/// `fnv1a64:` hash of the canonical form: what the record keeps as the scenario's meaning.
pub fn meaning_hash(scenario: &Scenario) -> String {
    super::content_hash(&canonical(scenario))
}

/// The scenario a text says, without the ruleset's checks: enough to compare two versions, even
/// one the current rules would no longer accept.
pub fn read_unchecked(text: &str) -> Option<Scenario> {
    crate::spanned::read::<Scenario>(text).ok()
}

const SPAN: &str = ", span: Span { start: ";

/// Remove `, span: Span { start: N, end: M }` outside quoted strings: a title that happens to
/// contain those words is content and stays.
fn strip_spans(debug: &str) -> String {
    let mut out = String::with_capacity(debug.len());
    let mut rest = debug;
    let mut in_string = false;
    while let Some(c) = rest.chars().next() {
        if in_string {
            if c == '\\' {
                let escaped: String = rest.chars().take(2).collect();
                out.push_str(&escaped);
                rest = &rest[escaped.len()..];
                continue;
            }
            if c == '"' {
                in_string = false;
            }
        } else if c == '"' {
            in_string = true;
        } else if rest.starts_with(SPAN)
            && let Some(close) = rest.find('}')
            && rest[SPAN.len()..close]
                .chars()
                .all(|c| c.is_ascii_digit() || " ,end:".contains(c))
        {
            rest = &rest[close + 1..];
            continue;
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

fn same<T: Debug>(a: &T, b: &T) -> bool {
    canonical(a) == canonical(b)
}

/// What changed from `old` to `new`, a short line each, in the file's order: the turn limit, the
/// table, sides, terrain, units, elements and objectives by id. Empty when they say the same.
pub fn changes(old: &Scenario, new: &Scenario) -> Vec<String> {
    let mut out = Vec::new();
    if old.turns.value != new.turns.value {
        out.push(format!("turns {} to {}", old.turns.value, new.turns.value));
    }
    if old.table.value != new.table.value {
        let (a, b) = (old.table.value, new.table.value);
        out.push(format!(
            "table {}\" x {}\" to {}\" x {}\"",
            a.0, a.1, b.0, b.1
        ));
    }
    if old.date.value != new.date.value {
        out.push(format!("date {} to {}", old.date.value, new.date.value));
    }
    if old.title != new.title {
        out.push(format!("title \"{}\" to \"{}\"", old.title, new.title));
    }
    if old.description != new.description {
        out.push("description changed".to_string());
    }
    by_id(
        &mut out,
        "side",
        old.sides.iter().map(|s| (s.id.value.as_str(), s)),
        new.sides.iter().map(|s| (s.id.value.as_str(), s)),
        |_, _| "changed".to_string(),
    );
    by_id(
        &mut out,
        "terrain",
        old.terrain.iter().map(|f| (f.id.value.as_str(), f)),
        new.terrain.iter().map(|f| (f.id.value.as_str(), f)),
        |a, b| {
            if a.kind.value != b.kind.value {
                format!("is now `{}` (was `{}`)", b.kind.value, a.kind.value)
            } else if !same(&a.shape, &b.shape) {
                "changed shape".to_string()
            } else {
                "changed".to_string()
            }
        },
    );
    by_id(
        &mut out,
        "brigade",
        brigades(old).into_iter(),
        brigades(new).into_iter(),
        |_, _| "changed".to_string(),
    );
    by_id(
        &mut out,
        "unit",
        units(old).into_iter(),
        units(new).into_iter(),
        |_, _| "changed".to_string(),
    );
    by_id(
        &mut out,
        "element",
        elements(old).into_iter(),
        elements(new).into_iter(),
        element_change,
    );
    by_id(
        &mut out,
        "objective",
        old.objectives.iter().map(|o| (o.id.value.as_str(), o)),
        new.objectives.iter().map(|o| (o.id.value.as_str(), o)),
        |_, _| "changed".to_string(),
    );
    if out.is_empty() && !same(old, new) {
        // Something the lines above do not name, such as which unit an element belongs to.
        out.push("the forces are arranged differently".to_string());
    }
    out
}

/// Each brigade's own fields and its side, without the units and HQ told apart below.
fn brigades(s: &Scenario) -> Vec<(&str, String)> {
    s.forces
        .iter()
        .flat_map(|f| f.brigades.iter().map(move |b| (f.side.value.as_str(), b)))
        .map(|(side, b)| {
            (
                b.id.value.as_str(),
                canonical(&(side, &b.name, &b.commander)),
            )
        })
        .collect()
}

/// Each unit's own fields, without its elements.
fn units(s: &Scenario) -> Vec<(&str, String)> {
    s.forces
        .iter()
        .flat_map(|f| f.brigades.iter())
        .flat_map(|b| b.units.iter())
        .map(|u| {
            let own = (
                &u.name,
                &u.kind,
                &u.quality,
                &u.faction,
                u.peninsular,
                &u.arrives,
            );
            (u.id.value.as_str(), canonical(&own))
        })
        .collect()
}

fn elements(s: &Scenario) -> Vec<(&str, &ElementDef)> {
    s.elements()
        .map(|r| (r.element.id.value.as_str(), r.element))
        .collect()
}

fn element_change(a: &&ElementDef, b: &&ElementDef) -> String {
    let mut what = Vec::new();
    if a.kind.value != b.kind.value {
        what.push(format!("is now {} (was {})", b.kind.value, a.kind.value));
    }
    if a.at.value != b.at.value {
        let (p, q) = (a.at.value, b.at.value);
        what.push(format!("moved ({}, {}) to ({}, {})", p.0, p.1, q.0, q.1));
    }
    if a.facing.value != b.facing.value {
        what.push(format!("faces {} (was {})", b.facing.value, a.facing.value));
    }
    if what.is_empty() {
        what.push("changed".to_string());
    }
    what.join(", ")
}

/// Lines for the items of one kind: removed, added, and changed (told by `change`), by id.
fn by_id<'a, T: Debug + 'a>(
    out: &mut Vec<String>,
    noun: &str,
    old: impl Iterator<Item = (&'a str, T)>,
    new: impl Iterator<Item = (&'a str, T)>,
    change: impl Fn(&T, &T) -> String,
) {
    let old: Vec<(&str, T)> = old.collect();
    let new: Vec<(&str, T)> = new.collect();
    let new_by_id: BTreeMap<&str, &T> = new.iter().map(|(id, t)| (*id, t)).collect();
    let old_by_id: BTreeMap<&str, &T> = old.iter().map(|(id, t)| (*id, t)).collect();
    for (id, a) in &old {
        match new_by_id.get(id) {
            None => out.push(format!("{noun} `{id}` removed")),
            Some(b) if !same(a, *b) => out.push(format!("{noun} `{id}` {}", change(a, b))),
            Some(_) => {}
        }
    }
    for (id, _) in &new {
        if !old_by_id.contains_key(id) {
            out.push(format!("{noun} `{id}` added"));
        }
    }
}

/// The changes as one line for a message, the first few named and the rest counted.
pub fn summary(changes: &[String]) -> String {
    const SHOWN: usize = 6;
    let mut text = changes
        .iter()
        .take(SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join("; ");
    if changes.len() > SHOWN {
        text.push_str(&format!("; and {} more", changes.len() - SHOWN));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_are_cut_but_strings_are_content() {
        let d = r#"X { value: "a, span: Span { start: 1, end: 2 }", span: Span { start: 10, end: 20 } }"#;
        assert_eq!(
            strip_spans(d),
            r#"X { value: "a, span: Span { start: 1, end: 2 }" }"#
        );
        assert_eq!(
            strip_spans(r#""a\"b", span: Span { start: 1, end: 2 }"#),
            r#""a\"b""#
        );
    }
}
