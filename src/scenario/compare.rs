//! What a scenario says, apart from how it is written: a saved game replays on any version of
//! its file that says the same (a comment added, lines re-wrapped, fields reordered), and when
//! the file says something else, the player is told what.

use std::collections::BTreeMap;
use std::fmt::Debug;

use super::format::{ElementDef, Scenario};
use crate::words::{Arg, Msg};

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
/// Messages: the numbers and names of the file as written, the words from the catalogue.
pub fn changes(old: &Scenario, new: &Scenario) -> Vec<Msg> {
    let mut out = Vec::new();
    if old.turns.value != new.turns.value {
        out.push(msg!(
            "change-turns",
            from = old.turns.value,
            to = new.turns.value
        ));
    }
    if old.table.value != new.table.value {
        let (a, b) = (old.table.value, new.table.value);
        out.push(msg!(
            "change-table",
            old = format!("{}\" x {}\"", a.0, a.1),
            new = format!("{}\" x {}\"", b.0, b.1)
        ));
    }
    if old.date.value != new.date.value {
        out.push(msg!(
            "change-date",
            old = &old.date.value,
            new = &new.date.value
        ));
    }
    if old.title != new.title {
        out.push(msg!("change-title", old = &old.title, new = &new.title));
    }
    if old.description != new.description {
        out.push(msg!("change-description"));
    }
    by_id(
        &mut out,
        "side",
        old.sides.iter().map(|s| (s.id.value.as_str(), s)),
        new.sides.iter().map(|s| (s.id.value.as_str(), s)),
        |_, _| msg!("change-changed"),
    );
    by_id(
        &mut out,
        "terrain",
        old.terrain.iter().map(|f| (f.id.value.as_str(), f)),
        new.terrain.iter().map(|f| (f.id.value.as_str(), f)),
        |a, b| {
            if a.kind.value != b.kind.value {
                msg!("change-kind", now = &b.kind.value, was = &a.kind.value)
            } else if !same(&a.shape, &b.shape) {
                msg!("change-shape")
            } else {
                msg!("change-changed")
            }
        },
    );
    by_id(
        &mut out,
        "brigade",
        brigades(old).into_iter(),
        brigades(new).into_iter(),
        |_, _| msg!("change-changed"),
    );
    by_id(
        &mut out,
        "unit",
        units(old).into_iter(),
        units(new).into_iter(),
        |_, _| msg!("change-changed"),
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
        |_, _| msg!("change-changed"),
    );
    if out.is_empty() && !same(old, new) {
        // Something the lines above do not name, such as which unit an element belongs to.
        out.push(msg!("change-arranged"));
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

fn element_change(a: &&ElementDef, b: &&ElementDef) -> Msg {
    let mut what = Vec::new();
    if a.kind.value != b.kind.value {
        what.push(msg!(
            "change-type",
            now = &b.kind.value,
            was = &a.kind.value
        ));
    }
    if a.at.value != b.at.value {
        let (p, q) = (a.at.value, b.at.value);
        what.push(msg!(
            "change-moved",
            from = format!("({}, {})", p.0, p.1),
            to = format!("({}, {})", q.0, q.1)
        ));
    }
    if a.facing.value != b.facing.value {
        what.push(msg!(
            "change-facing",
            now = b.facing.value.to_string(),
            was = a.facing.value.to_string()
        ));
    }
    match what.len() {
        0 => msg!("change-changed"),
        1 => what.remove(0),
        _ => msg!("change-several", parts = Arg::msgs(what, "join-comma")),
    }
}

/// Lines for the items of one kind: removed, added, and changed (told by `change`), by id.
/// `noun` is a keyword the catalogue's messages select on: side, terrain, brigade, unit,
/// element, objective.
fn by_id<'a, T: Debug + 'a>(
    out: &mut Vec<Msg>,
    noun: &'static str,
    old: impl Iterator<Item = (&'a str, T)>,
    new: impl Iterator<Item = (&'a str, T)>,
    change: impl Fn(&T, &T) -> Msg,
) {
    let old: Vec<(&str, T)> = old.collect();
    let new: Vec<(&str, T)> = new.collect();
    let new_by_id: BTreeMap<&str, &T> = new.iter().map(|(id, t)| (*id, t)).collect();
    let old_by_id: BTreeMap<&str, &T> = old.iter().map(|(id, t)| (*id, t)).collect();
    for (id, a) in &old {
        match new_by_id.get(id) {
            None => out.push(msg!("change-removed", what = noun, id = *id)),
            Some(b) if !same(a, *b) => out.push(msg!(
                "change-item",
                what = noun,
                id = *id,
                change = change(a, b)
            )),
            Some(_) => {}
        }
    }
    for (id, _) in &new {
        if !old_by_id.contains_key(id) {
            out.push(msg!("change-added", what = noun, id = *id));
        }
    }
}

/// The changes as one line for a message, the first few named and the rest counted.
pub fn summary(changes: &[Msg]) -> Msg {
    const SHOWN: usize = 6;
    msg!(
        "change-summary",
        changes = Arg::msgs(changes.iter().take(SHOWN).cloned(), "join-semicolon"),
        more = changes.len().saturating_sub(SHOWN)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{Lang, with_lang};

    /// A change is a message with the file's numbers and ids as arguments, told in either
    /// language.
    #[test]
    fn changes_are_typed_and_read_in_spanish() {
        let old = read_unchecked(super::super::DEFAULT_SCENARIO).unwrap();
        let mut new = old.clone();
        new.turns.value = 6;
        new.objectives.clear();
        let c = changes(&old, &new);
        assert_eq!(c[0].key, "change-turns");
        assert_eq!((c[0].num("from"), c[0].num("to")), (Some(8.0), Some(6.0)));
        assert!(
            c[1..].iter().all(|m| m.key == "change-removed"
                && m.get("what") == Some(&Arg::Name("objective".into())))
        );
        let s = summary(&c);
        assert!(
            s.en().starts_with("turns 8 to 6; objective `"),
            "{}",
            s.en()
        );
        let es = with_lang(Lang::Es, || s.text());
        assert!(
            es.starts_with("turnos de 8 a 6; se ha quitado el objetivo `"),
            "{es}"
        );
    }

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
