//! Reading RON data files (scenarios, the ruleset, game records) with the source span of every
//! value kept, and reporting problems as `path:line:col` diagnostics.

pub mod de;
pub mod diagnostics;
mod hole;
pub mod recover;
mod resync;
pub mod ron_value;

pub use de::{OutOfRange, Spanned};
pub use diagnostics::{Colour, Diagnostic, did_you_mean, render, render_in};
pub use recover::Pruned;
pub use ron_value::Span;

use serde::de::DeserializeOwned;

use crate::words::Msg;

/// Parse and deserialize a RON text. Syntax and type errors come back as one diagnostic each;
/// the caller's own validation adds the rest.
pub fn read<T: DeserializeOwned>(src: &str) -> Result<T, Diagnostic> {
    let value = ron_value::parse(src).map_err(syntax_diagnostic)?;
    de::from_value(&value).map_err(|e| type_diagnostic(&value, e))
}

/// A text read as far as it can be: every type error, not only the first.
#[derive(Debug)]
pub struct Recovered<T> {
    /// `None` when the text cannot be read even with its bad parts left out.
    pub value: Option<T>,
    pub diagnostics: Vec<Diagnostic>,
    /// What was left out of `value`, so that validation does not report its absence.
    pub pruned: Pruned,
}

/// Parse and deserialize a RON text, reporting every type error and misspelt field, and
/// reading what is left without the parts they are in (see `recover`).
/// Syntax errors too are read past (see `resync`), and what follows them is still checked.
pub fn read_recovering<T: DeserializeOwned>(src: &str) -> Recovered<T> {
    read_recovering_ranged(src, |_| None)
}

/// `read_recovering`, with the message for a number out of range from `range` when it has one:
/// the reader of a file knows what each field allows, not only what its type holds.
pub fn read_recovering_ranged<T: DeserializeOwned>(
    src: &str,
    range: impl Fn(&OutOfRange) -> Option<Msg>,
) -> Recovered<T> {
    let (value, syntax) = resync::parse_recovering(src);
    let mut diagnostics: Vec<Diagnostic> = syntax.into_iter().map(syntax_diagnostic).collect();
    let Some(value) = value else {
        return Recovered {
            value: None,
            diagnostics,
            pruned: Pruned::default(),
        };
    };
    let (read, errors, pruned) = recover::from_value_recovering::<T>(&value);
    diagnostics.extend(errors.into_iter().map(|mut e| {
        if let Some(m) = e.range.as_deref().and_then(&range) {
            e.message = m;
        }
        type_diagnostic(&value, e)
    }));
    Recovered {
        // A tree read with repairs is checked, never used.
        value: read,
        diagnostics,
        pruned,
    }
}

fn syntax_diagnostic(e: ron_value::SyntaxError) -> Diagnostic {
    let d = Diagnostic::new(e.span, e.message);
    match e.related {
        Some((span, label)) => d.with_label(span, label),
        None => d,
    }
}

fn type_diagnostic(value: &ron_value::Value, e: de::DeError) -> Diagnostic {
    let span = e.span.unwrap_or(value.span);
    let d = Diagnostic::new(span, e.message.clone());
    match &e.name {
        Some(de::NameError::Unknown { name, expected }) => {
            d.with_suggestion(name, expected.to_vec())
        }
        _ => d,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    struct Base {
        facing: f32,
    }

    #[test]
    fn a_misspelt_field_gets_a_suggestion() {
        assert_eq!(read::<Base>("(facing: 3)").unwrap().facing, 3.0);
        let d = read::<Base>("(facin: 3)").unwrap_err();
        assert_eq!(d.message, "unknown field `facin`, expected `facing`");
        assert_eq!(d.help().collect::<Vec<_>>(), ["did you mean `facing`?"]);
    }

    #[test]
    fn syntax_errors_keep_their_second_place() {
        let d = read::<Base>("(facing: 1, facing: 2)").unwrap_err();
        assert_eq!(d.span, Span::new(12, 18));
        assert_eq!(d.secondary.len(), 1);
        assert_eq!(d.secondary[0].span, Span::new(1, 7));
        assert_eq!(d.secondary[0].message, "first given here");
    }
}
