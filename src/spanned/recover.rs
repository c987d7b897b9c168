//! Reading past type errors, so that `check` reports every mistake of a file in one run.
//!
//! serde stops at the first error. Instead of writing the schema a second time, the spanned tree
//! is deserialized again and again: each error is kept, the part of the tree it is about is cut
//! out (a misspelt field, a field of the wrong kind), a required field that is then missing gets
//! a hole (see `hole`) so that the rest of its entry is still read and checked, and the next try
//! goes further. What was cut is remembered, so that validation does not then complain about
//! what is missing because of it ("unit has no elements" when its only element was cut), nor
//! about the stand-in values of the holes.

use serde::de::DeserializeOwned;

use super::de::{DeError, NameError, from_value};
use super::ron_value::{Field, Kind, Span, Value};

/// More mistakes than this in one file and the rest are not looked for.
const MAX_ERRORS: usize = 1000;

/// What had to be cut out of the tree before it could be read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pruned {
    /// The `id` spans of every struct that lost a part, or contains one that did.
    pub owners: Vec<Span>,
    /// The top-level fields that lost a part somewhere inside them, e.g. `terrain`.
    pub sections: Vec<String>,
    /// Where the holes are: what validation says about these places is about a stand-in value,
    /// not the author's.
    pub holes: Vec<Span>,
}

impl Pruned {
    pub fn is_empty(&self) -> bool {
        self.owners.is_empty() && self.sections.is_empty() && self.holes.is_empty()
    }

    /// Whether `span` is where a hole stands in for a field left out.
    pub fn is_hole(&self, span: Span) -> bool {
        self.holes.contains(&span)
    }

    /// Whether `span` is or holds a hole: a value made with a stand-in part, such as a
    /// rectangle whose height was left out.
    pub fn has_hole(&self, span: Span) -> bool {
        self.holes.iter().any(|h| contains(span, *h))
    }

    /// Whether something inside the struct with this `id` span was cut out.
    pub fn owns(&self, id: Span) -> bool {
        self.owners.contains(&id)
    }

    /// Whether something inside this top-level field was cut out.
    pub fn touched(&self, section: &str) -> bool {
        self.sections.iter().any(|s| s == section)
    }
}

/// Every type error of the tree (with its span, or `None` for the whole value), and the value
/// if what is left once the bad parts are cut out can be read.
pub fn from_value_recovering<T: DeserializeOwned>(
    value: &Value,
) -> (Option<T>, Vec<DeError>, Pruned) {
    let mut tree = value.clone();
    let mut errors: Vec<DeError> = Vec::new();
    let mut pruned = Pruned::default();
    // The fields cut out so far, by the span of their struct: a "missing field" about one of
    // them is a consequence, not a mistake of the author's. So is one in a struct that had a
    // misspelt field cut (`None`): `facin: 90` already says that `facing` is wanted.
    let mut cut_fields: Vec<(Span, Option<String>)> = Vec::new();
    // Each try cuts a node out of a finite tree, so the loop ends; the bound keeps a file
    // of thousands of mistakes from taking a try per mistake over the whole tree.
    for _ in 0..MAX_ERRORS {
        let e = match from_value::<T>(&tree) {
            Ok(v) => return (Some(v), errors, pruned),
            Err(e) => e,
        };
        let span = e.span.unwrap_or(tree.span);
        let missing = match e.name {
            Some(NameError::Missing(f)) => Some(f),
            _ => None,
        };
        let ours = missing.is_some_and(|f| {
            cut_fields
                .iter()
                .any(|(s, name)| *s == span && name.as_deref().is_none_or(|n| n == f))
        });
        if !ours {
            errors.push(e.clone());
        }
        let unknown = matches!(e.name, Some(NameError::Unknown { .. }));
        let cut = if pruned.is_hole(span) {
            // A stand-in that did not do (a type with a rule of its own): its entry goes.
            errors.pop_if(|last| last == &e);
            let mut path = path_to(&tree, span);
            path.pop();
            cut_entry_at(&mut tree, &path)
        } else if let Some(field) = missing
            && !pruned.is_hole(span)
            && let Some(cut) = fill_hole(&mut tree, span, field)
        {
            pruned.holes.push(cut.hole);
            Some(cut.cut)
        } else if missing.is_some() {
            cut_entry(&mut tree, span)
        } else {
            cut_field(&mut tree, span, unknown)
        };
        let Some(cut) = cut else {
            return (None, errors, pruned);
        };
        if let Some((at, name)) = cut.field {
            cut_fields.push((at, (!unknown).then_some(name)));
        }
        for owner in cut.owners {
            if !pruned.owners.contains(&owner) {
                pruned.owners.push(owner);
            }
        }
        if let Some(s) = cut.section
            && !pruned.touched(&s)
        {
            pruned.sections.push(s);
        }
    }
    (None, errors, pruned)
}

struct Cut {
    /// The struct's span and the field's name, when a field was cut.
    field: Option<(Span, String)>,
    owners: Vec<Span>,
    section: Option<String>,
}

fn contains(outer: Span, inner: Span) -> bool {
    outer.start <= inner.start && inner.end <= outer.end
}

/// One step down from a node towards `span`: a struct field, or an item of a list, tuple or map.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Step {
    Field(usize),
    Item(usize),
    MapValue(usize),
}

/// The steps from the root to the innermost node whose span (or field name) holds `span`.
fn path_to(root: &Value, span: Span) -> Vec<Step> {
    let mut path = Vec::new();
    let mut node = root;
    loop {
        let next = match &node.kind {
            Kind::Struct { fields, .. } => fields
                .iter()
                .position(|(f, v)| contains(f.span, span) || contains(v.span, span))
                .map(|i| (Step::Field(i), &fields[i].1)),
            Kind::List(items) | Kind::Tuple { items, .. } => items
                .iter()
                .position(|v| contains(v.span, span))
                .map(|i| (Step::Item(i), &items[i])),
            Kind::Map(entries) => entries
                .iter()
                .position(|(k, v)| contains(k.span, span) || contains(v.span, span))
                .map(|i| (Step::MapValue(i), &entries[i].1)),
            _ => None,
        };
        match next {
            // A field's name is not a node: an error on it stops at its struct.
            Some((Step::Field(i), _)) if matches!(&node.kind, Kind::Struct { fields, .. } if contains(fields[i].0.span, span)) =>
            {
                path.push(Step::Field(i));
                return path;
            }
            Some((step, child)) => {
                path.push(step);
                node = child;
            }
            None => return path,
        }
    }
}

/// The node at the end of `path`, and the structs passed on the way.
fn walk<'a>(root: &'a Value, path: &[Step]) -> Vec<&'a Value> {
    let mut nodes = vec![root];
    let mut node = root;
    for step in path {
        let child = match (&node.kind, *step) {
            (Kind::Struct { fields, .. }, Step::Field(i)) => fields.get(i).map(|(_, v)| v),
            (Kind::List(items) | Kind::Tuple { items, .. }, Step::Item(i)) => items.get(i),
            (Kind::Map(entries), Step::MapValue(i)) => entries.get(i).map(|(_, v)| v),
            _ => None,
        };
        let Some(child) = child else { break };
        nodes.push(child);
        node = child;
    }
    nodes
}

fn node_mut<'a>(root: &'a mut Value, path: &[Step]) -> Option<&'a mut Value> {
    let mut node = root;
    for step in path {
        node = match (&mut node.kind, *step) {
            (Kind::Struct { fields, .. }, Step::Field(i)) => &mut fields.get_mut(i)?.1,
            (Kind::List(items) | Kind::Tuple { items, .. }, Step::Item(i)) => items.get_mut(i)?,
            (Kind::Map(entries), Step::MapValue(i)) => &mut entries.get_mut(i)?.1,
            _ => return None,
        };
    }
    Some(node)
}

/// Who lost a part when the node at `path[..=at]` is cut: the ids of the structs around it
/// and the top-level field it is in.
fn record(root: &Value, path: &[Step], at: usize) -> (Vec<Span>, Option<String>) {
    let owners = walk(root, &path[..at])
        .into_iter()
        .filter_map(|v| match &v.kind {
            Kind::Struct { fields, .. } => fields
                .iter()
                .find(|(f, _)| f.name == "id")
                .map(|(_, v)| v.span),
            _ => None,
        })
        .collect();
    let section = match (&root.kind, path.first()) {
        (Kind::Struct { fields, .. }, Some(Step::Field(i))) => {
            fields.get(*i).map(|(f, _)| f.name.clone())
        }
        _ => None,
    };
    (owners, section)
}

/// Removes the step `path[at]` from its parent.
fn remove(root: &mut Value, path: &[Step], at: usize) -> bool {
    let Some(parent) = node_mut(root, &path[..at]) else {
        return false;
    };
    match (&mut parent.kind, path[at]) {
        (Kind::Struct { fields, .. }, Step::Field(i)) if i < fields.len() => {
            fields.remove(i);
            true
        }
        (Kind::List(items), Step::Item(i)) if i < items.len() => {
            items.remove(i);
            true
        }
        (Kind::Map(entries), Step::MapValue(i)) if i < entries.len() => {
            entries.remove(i);
            true
        }
        _ => false,
    }
}

/// Cuts the innermost struct field around `span`: a misspelt field, or a field whose value (or
/// something inside it) is of the wrong kind. A list item that is itself the wrong kind of
/// thing goes alone, and the rest of its list stays.
fn cut_field(root: &mut Value, span: Span, unknown: bool) -> Option<Cut> {
    let path = path_to(root, span);
    let nodes = walk(root, &path);
    let at = (0..path.len()).rev().find(|&i| match path[i] {
        Step::Field(_) => true,
        Step::Item(_) => !unknown && nodes[i + 1].span == span && is_list(nodes[i]),
        Step::MapValue(_) => !unknown,
    })?;
    cut_at(root, &path, at)
}

/// Removes the node at `path[..=at]` and says what was cut: the field's name if it was one, and
/// the entries that held it.
fn cut_at(root: &mut Value, path: &[Step], at: usize) -> Option<Cut> {
    let node = walk(root, path)[at];
    let field = match (&node.kind, path[at]) {
        (Kind::Struct { fields, .. }, Step::Field(i)) => {
            Some((node.span, fields[i].0.name.clone()))
        }
        _ => None,
    };
    let (owners, section) = record(root, path, at);
    remove(root, path, at).then_some(Cut {
        field,
        owners,
        section,
    })
}

fn is_list(v: &Value) -> bool {
    matches!(v.kind, Kind::List(_))
}

struct Filled {
    cut: Cut,
    hole: Span,
}

/// Gives the struct at `span` (not the root: a file without its title is not worth reading on)
/// a hole for its missing `field`, just after its closing bracket where no value of the file is.
fn fill_hole(root: &mut Value, span: Span, field: &str) -> Option<Filled> {
    let path = path_to(root, span);
    if path.is_empty() {
        return None;
    }
    let (owners, section) = record(root, &path, path.len());
    let node = node_mut(root, &path)?;
    if node.span != span {
        return None;
    }
    let hole = Span::new(span.end, span.end);
    let Kind::Struct { fields, .. } = &mut node.kind else {
        return None;
    };
    // Already filled once: leave the entry out instead of going round again.
    if fields.iter().any(|(f, _)| f.name == field) {
        return None;
    }
    fields.push((
        Field {
            name: field.to_string(),
            span: hole,
        },
        Value {
            kind: Kind::Hole,
            span: hole,
        },
    ));
    Some(Filled {
        cut: Cut {
            field: None,
            owners,
            section,
        },
        hole,
    })
}

/// Cuts the entry that a required field is missing from: the innermost list item, map value or
/// optional field that holds the struct at `span`.
fn cut_entry(root: &mut Value, span: Span) -> Option<Cut> {
    let path = path_to(root, span);
    cut_entry_at(root, &path)
}

fn cut_entry_at(root: &mut Value, path: &[Step]) -> Option<Cut> {
    let nodes = walk(root, path);
    let at = (0..path.len())
        .rev()
        .find(|&i| !matches!(path[i], Step::Item(_)) || is_list(nodes[i]))?;
    cut_at(root, path, at)
}

#[cfg(test)]
mod tests {
    use super::super::ron_value::parse;
    use super::*;

    #[derive(serde::Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Unit {
        id: String,
        #[serde(default)]
        label: Option<String>,
        elements: Vec<Element>,
    }

    #[derive(serde::Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Element {
        id: String,
        facing: f32,
    }

    fn read(src: &str) -> (Option<Unit>, Vec<String>, Pruned) {
        let (v, e, p) = from_value_recovering::<Unit>(&parse(src).unwrap());
        (v, e.into_iter().map(|e| e.message.en()).collect(), p)
    }

    #[test]
    fn every_error_is_kept_and_the_rest_is_read() {
        let src = r#"(id: "u", labl: "x", elements: [
            (id: "a", facing: "south"),
            (id: "b", facing: 90, colour: red),
            (id: "c", facing: 180),
        ])"#;
        let (u, errors, pruned) = read(src);
        assert_eq!(
            errors,
            [
                "unknown field `labl`, expected one of `id`, `label`, `elements`",
                "expected a number, found a string",
                "unknown field `colour`, expected `id` or `facing`",
            ]
        );
        // `a` lost its facing, which a hole stands in for: the rest of it is still there.
        let u = u.unwrap();
        let ids: Vec<&str> = u.elements.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, ["a", "b", "c"]);
        assert_eq!(pruned.holes.len(), 1);
        let unit_id = Span::new(5, 8);
        assert_eq!(&src[unit_id.start..unit_id.end], "\"u\"");
        assert!(pruned.owns(unit_id));
    }

    #[test]
    fn a_misspelt_required_field_is_one_error() {
        let src = r#"(id: "u", elements: [(id: "a", facin: 90)])"#;
        let (u, errors, pruned) = read(src);
        assert_eq!(errors, ["unknown field `facin`, expected `id` or `facing`"]);
        let hole = Span::new(src.len() - 2, src.len() - 2);
        assert_eq!(pruned.holes, [hole]);
        assert_eq!(
            u.unwrap().elements,
            [Element {
                id: "a".into(),
                facing: 0.0
            }]
        );
    }

    #[test]
    fn a_field_really_missing_is_reported_and_its_entry_kept() {
        let (u, errors, pruned) =
            read(r#"(id: "u", elements: [(facing: 90), (id: "b", facing: 0)])"#);
        assert_eq!(errors, ["missing field `id`"]);
        let ids: Vec<String> = u.unwrap().elements.into_iter().map(|e| e.id).collect();
        assert_eq!(ids, ["", "b"]);
        assert_eq!(pruned.holes.len(), 1);
    }

    #[test]
    fn an_optional_field_of_the_wrong_kind_goes_alone() {
        let (u, errors, _) = read(r#"(id: "u", label: 5, elements: [])"#);
        assert_eq!(errors, ["expected a string, found an integer"]);
        assert_eq!(u.unwrap().label, None);
    }

    #[test]
    fn a_missing_field_of_the_root_is_the_end() {
        let (u, errors, _) = read(r#"(id: 5, elements: [(facing: 0)])"#);
        assert_eq!(u, None);
        assert_eq!(
            errors,
            ["expected a string, found an integer", "missing field `id`"]
        );
    }
}
