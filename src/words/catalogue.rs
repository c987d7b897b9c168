//! The Fluent bundles, one a language, built once from the files compiled in.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::{Arg, Lang, Msg, missed};

const EN: &str = include_str!("../../assets/i18n/en/trinchera.ftl");
const ES: &str = include_str!("../../assets/i18n/es/trinchera.ftl");
/// The shipped ruleset's words in Spanish (qualities, factions, weapons, element types,
/// terrain).
const ES_RULESET: &str = include_str!("../../assets/i18n/es/ruleset.ftl");
/// In English only the names the ruleset runs together (`HeavyMG`, `InternationalBrigades`):
/// the rest of its names are already words, and its labels are English.
const EN_RULESET: &str = include_str!("../../assets/i18n/en/ruleset.ftl");

/// A bundle of the concurrent kind: the computer thinks and `simulate` plays on other threads,
/// and they put their dice into words too.
type Bundle = FluentBundle<FluentResource>;

fn bundle(l: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<[Bundle; 2]> = OnceLock::new();
    let all = BUNDLES.get_or_init(|| [build(Lang::En, EN), build(Lang::Es, ES)]);
    match l {
        Lang::En => &all[0],
        Lang::Es => &all[1],
    }
}

fn build(l: Lang, source: &str) -> Bundle {
    let id: LanguageIdentifier = l.code().parse().unwrap_or_default();
    let mut b = Bundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the table's font would draw them as boxes,
    // and every label is in the same direction anyway.
    b.set_use_isolating(false);
    // A file that does not parse keeps the messages that do (the catalogue test fails on the
    // rest); one message over another is the file's own mistake, kept the first.
    let res = match FluentResource::try_new(source.to_string()) {
        Ok(r) => r,
        Err((r, errors)) => {
            for e in errors {
                missed(format!("{}: the catalogue does not parse: {e:?}", l.code()));
            }
            r
        }
    };
    if let Err(errors) = b.add_resource(res) {
        for e in errors {
            missed(format!("{}: {e:?}", l.code()));
        }
    }
    b
}

fn ruleset_words(l: Lang) -> &'static Bundle {
    static WORDS: OnceLock<[Bundle; 2]> = OnceLock::new();
    let all = WORDS.get_or_init(|| [build(Lang::En, EN_RULESET), build(Lang::Es, ES_RULESET)]);
    match l {
        Lang::En => &all[0],
        Lang::Es => &all[1],
    }
}

/// A ruleset's word in `l`, if its catalogue has one (`{of}-{name}`); none is no miss, since a
/// ruleset a referee changed may name what no catalogue knows.
pub(super) fn term(l: Lang, of: &str, name: &str) -> Option<String> {
    let b = ruleset_words(l);
    let pattern = b.get_message(&format!("{of}-{name}"))?.value()?;
    let mut errors = Vec::new();
    let text = b.format_pattern(pattern, None, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Every key of the ruleset's words in `l`.
pub(super) fn term_keys(l: Lang) -> Vec<String> {
    match l {
        Lang::En => message_keys(EN_RULESET),
        Lang::Es => message_keys(ES_RULESET),
    }
}

/// An argument in words, for a list or a joint.
fn arg_text(l: Lang, a: &Arg) -> String {
    match a {
        Arg::Num(n) => n.to_string(),
        Arg::Name(s) => s.clone(),
        Arg::Term(t) => t.text_in(l),
        Arg::Msg(m) => format(l, m),
        Arg::List(ms) => ms
            .iter()
            .map(|m| format(l, m))
            .collect::<Vec<_>>()
            .join(", "),
        Arg::Join(parts, sep) => parts
            .iter()
            .map(|p| arg_text(l, p))
            .collect::<Vec<_>>()
            .join(&format(l, &Msg::new(sep))),
    }
}

fn fluent_args<'a>(l: Lang, args: &'a [(&'a str, Arg)]) -> FluentArgs<'a> {
    let mut fa = FluentArgs::with_capacity(args.len());
    for (name, a) in args {
        let v: FluentValue = match a {
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Name(s) => FluentValue::from(s.as_str()),
            other => FluentValue::from(arg_text(l, other)),
        };
        fa.set(*name, v);
    }
    fa
}

/// `key` with `args` in `l`, or why not.
pub(super) fn try_format(l: Lang, key: &str, args: &[(&str, Arg)]) -> Result<String, String> {
    let b = bundle(l);
    let pattern = b
        .get_message(key)
        .and_then(|m| m.value())
        .ok_or_else(|| format!("{}: no message {key}", l.code()))?;
    let fa = fluent_args(l, args);
    let mut errors = Vec::new();
    let text: Cow<str> = b.format_pattern(pattern, Some(&fa), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(format!("{}: {key}: {errors:?}", l.code()))
    }
}

/// A message in words; a key missing in `l` falls back to English, and one missing there too
/// (or failing to format) shows as `⟦key⟧`, counted as a miss.
pub(super) fn format(l: Lang, m: &Msg) -> String {
    match try_format(l, m.key, &m.args) {
        Ok(t) => t,
        Err(why) => {
            missed(why);
            match (l, try_format(Lang::En, m.key, &m.args)) {
                (Lang::Es, Ok(t)) => t,
                _ => format!("⟦{}⟧", m.key),
            }
        }
    }
}

pub(super) fn keys(l: Lang) -> Vec<String> {
    message_keys(match l {
        Lang::En => EN,
        Lang::Es => ES,
    })
}

fn message_keys(source: &str) -> Vec<String> {
    // A message begins at the start of a line with its identifier and `=` (a term with `-`,
    // a comment with `#`, a continuation with spaces).
    source
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|line| line.split_once('=').map(|(k, _)| k.trim().to_string()))
        .collect()
}
