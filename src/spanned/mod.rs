//! Reading RON data files (scenarios, the ruleset, game records) with the source span of every
//! value kept, and reporting problems as `path:line:col` diagnostics.

pub mod de;
pub mod diagnostics;
pub mod ron_value;

pub use de::Spanned;
pub use diagnostics::{Diagnostic, did_you_mean, render};
pub use ron_value::Span;

use serde::de::DeserializeOwned;

/// Parse and deserialize a RON text. Syntax and type errors come back as one diagnostic each;
/// the caller's own validation adds the rest.
pub fn read<T: DeserializeOwned>(src: &str) -> Result<T, Diagnostic> {
    let value = ron_value::parse(src).map_err(|e| Diagnostic::new(e.span, e.message))?;
    de::from_value(&value).map_err(|e| {
        let span = e.span.unwrap_or(value.span);
        let d = Diagnostic::new(span, e.message.clone());
        match unknown_name_hint(&e.message) {
            Some(help) => d.with_help(help),
            None => d,
        }
    })
}

/// serde says "unknown field `x`, expected one of `a`, `b`": turn that into a suggestion.
fn unknown_name_hint(message: &str) -> Option<String> {
    let rest = message
        .strip_prefix("unknown field `")
        .or_else(|| message.strip_prefix("unknown variant `"))?;
    let (name, rest) = rest.split_once('`')?;
    let candidates: Vec<&str> = rest.split('`').skip(1).step_by(2).collect();
    did_you_mean(name, candidates.iter().copied()).map(|c| format!("did you mean `{c}`?"))
}
