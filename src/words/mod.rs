//! Every word the program shows, from one catalogue in English and Spanish (issue 29).
//!
//! The messages are Fluent files, `assets/i18n/LANG/trinchera.ftl`, built into the binary (it
//! needs no files at run time). Code names a message by its key with typed arguments, `t!`
//! for words shown now and `msg!` for a [`Msg`] kept (in the dice log, say) and put into words
//! only when shown, in the language of that moment. A key missing from the catalogue, or a
//! message that fails to format, shows as `⟦key⟧` and is counted in [`misses`] — never a
//! panic; the catalogue test (tests/words.rs) fails on any.

mod catalogue;

use std::cell::Cell;
use std::fmt;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU8, Ordering};

use serde::Serialize;

/// A language the catalogue has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// Its code, as `--lang` takes it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// `en` or `es` (any case, any region after it: `es-ES`, `es_AR.UTF-8`).
    pub fn parse(s: &str) -> Option<Lang> {
        let head = s.get(..2)?.to_ascii_lowercase();
        let rest = &s[2..];
        if !(rest.is_empty() || rest.starts_with(['-', '_', '.', '@'])) {
            return None;
        }
        match head.as_str() {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            _ => None,
        }
    }

    /// The system's language as POSIX finds it (LC_ALL, then LC_MESSAGES, then LANG; the first
    /// set and not empty decides): Spanish for any `es…`, English otherwise.
    pub fn from_env() -> Lang {
        let first = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty());
        Lang::from_locale(first.as_deref())
    }

    /// As [`Lang::from_env`], from the value it found.
    pub fn from_locale(value: Option<&str>) -> Lang {
        match value.and_then(Lang::parse) {
            Some(Lang::Es) => Lang::Es,
            _ => Lang::En,
        }
    }
}

/// The language of the whole program (the panel's EN/ES changes it), unless this thread has
/// its own (below).
static CURRENT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// A thread's own language: tests run in parallel, and one reading a log in Spanish must
    /// not turn the others' English.
    static OVERRIDE: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language words are made in now.
pub fn lang() -> Lang {
    OVERRIDE
        .with(Cell::get)
        .unwrap_or(match CURRENT.load(Ordering::Relaxed) {
            1 => Lang::Es,
            _ => Lang::En,
        })
}

/// Set the program's language (the command line's `--lang`, the locale, the panel).
pub fn set_lang(l: Lang) {
    CURRENT.store(
        match l {
            Lang::En => 0,
            Lang::Es => 1,
        },
        Ordering::Relaxed,
    );
}

/// Run `f` with this thread's words in `l`, whatever the program's language.
pub fn with_lang<R>(l: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            OVERRIDE.with(|o| o.set(self.0));
        }
    }
    let _restore = Restore(OVERRIDE.with(|o| o.replace(Some(l))));
    f()
}

/// One argument of a message: a number (plurals select on it), a name that is the author's
/// (an element's label, a weapon's name: shown as written), or another message put into words
/// in the same language.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Num(f64),
    Name(String),
    Msg(Box<Msg>),
    /// Messages shown one after another, with a comma between.
    List(Vec<Msg>),
    /// Arguments shown one after another with the message `sep` between them (" and ",
    /// "; "): a list whose joint is itself words of the language.
    Join(Vec<Arg>, &'static str),
    /// A word the ruleset gives: a quality, a faction, a weapon, an element type's or a
    /// terrain kind's label. Shown as the ruleset writes it, or in the language's own words
    /// where its catalogue of the ruleset's words has them (`assets/i18n/LANG/ruleset.ftl`,
    /// keyed by `of` and the name, as `weapon-LightMG`; English has words only for the names
    /// run together, "Heavy MG" for `HeavyMG`): a referee's new weapon shows as its file
    /// names it.
    Term(Term),
}

/// A ruleset's word: what it is (`of`), its name in the ruleset, the words the ruleset gives
/// for it when they are not the name (an element type's or a terrain kind's label), and
/// whether it stands mid-sentence in lower case.
#[derive(Clone, Debug, PartialEq)]
pub struct Term {
    pub of: &'static str,
    pub name: String,
    pub label: Option<String>,
    pub lower: bool,
}

impl Term {
    /// The ruleset's name, shown as it is (a quality, a faction, a weapon).
    pub fn named(of: &'static str, name: &str) -> Term {
        Term {
            of,
            name: name.to_string(),
            label: None,
            lower: false,
        }
    }

    /// A name the ruleset gives words for (an element type's or a terrain kind's label).
    pub fn labelled(of: &'static str, name: &str, label: &str) -> Term {
        Term {
            label: Some(label.to_string()),
            ..Term::named(of, name)
        }
    }

    pub fn quality(name: &str) -> Term {
        Term::named("quality", name)
    }

    pub fn faction(name: &str) -> Term {
        Term::named("faction", name)
    }

    pub fn weapon(name: &str) -> Term {
        Term::named("weapon", name)
    }

    /// A kind of unit (battalion, tank company…).
    pub fn unit_kind(name: &str) -> Term {
        Term::named("unit", name)
    }

    /// An element type, shown by its label.
    pub fn element(name: &str, label: &str) -> Term {
        Term::labelled("element", name, label)
    }

    /// A kind of terrain, shown by its label.
    pub fn terrain(name: &str, label: &str) -> Term {
        Term::labelled("terrain", name, label)
    }

    /// What blocks a line of sight, by its terrain kind's name (or `Smoke`), in lower case.
    pub fn blocker(kind: &str) -> Term {
        Term::named("terrain", kind).lower()
    }

    /// The same word in lower case, mid-sentence.
    pub fn lower(self) -> Term {
        Term {
            lower: true,
            ..self
        }
    }

    /// In words, in `l`.
    pub fn text_in(&self, l: Lang) -> String {
        let words = catalogue::term(l, self.of, &self.name)
            .unwrap_or_else(|| self.label.as_ref().unwrap_or(&self.name).clone());
        if self.lower {
            words.to_lowercase()
        } else {
            words
        }
    }

    pub fn text(&self) -> String {
        self.text_in(lang())
    }
}

impl From<Term> for Arg {
    fn from(t: Term) -> Arg {
        Arg::Term(t)
    }
}

impl Arg {
    /// Names joined by the message `sep`: `Arg::names(["XI", "XV"], "join-and")`.
    pub fn names<S: Into<String>>(names: impl IntoIterator<Item = S>, sep: &'static str) -> Arg {
        Arg::Join(
            names.into_iter().map(|n| Arg::Name(n.into())).collect(),
            sep,
        )
    }

    /// Messages joined by the message `sep`.
    pub fn msgs(msgs: impl IntoIterator<Item = Msg>, sep: &'static str) -> Arg {
        Arg::Join(
            msgs.into_iter().map(|m| Arg::Msg(Box::new(m))).collect(),
            sep,
        )
    }
}

macro_rules! arg_from_num {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Arg {
                Arg::Num(v as f64)
            }
        }
        impl From<&$t> for Arg {
            fn from(v: &$t) -> Arg {
                Arg::from(*v)
            }
        }
    )*};
}
arg_from_num!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f64);

/// An `f32` by its shortest decimal, not its binary value widened: 2.1 stays "2.1", never
/// "2.0999999046325684".
impl From<f32> for Arg {
    fn from(v: f32) -> Arg {
        Arg::Num(v.to_string().parse().unwrap_or(f64::from(v)))
    }
}
impl From<&f32> for Arg {
    fn from(v: &f32) -> Arg {
        Arg::from(*v)
    }
}

impl From<&str> for Arg {
    fn from(v: &str) -> Arg {
        Arg::Name(v.to_string())
    }
}
impl From<String> for Arg {
    fn from(v: String) -> Arg {
        Arg::Name(v)
    }
}
impl From<&String> for Arg {
    fn from(v: &String) -> Arg {
        Arg::Name(v.clone())
    }
}
impl From<Vec<Msg>> for Arg {
    fn from(v: Vec<Msg>) -> Arg {
        Arg::List(v)
    }
}
impl From<Msg> for Arg {
    fn from(v: Msg) -> Arg {
        Arg::Msg(Box::new(v))
    }
}
impl From<&Msg> for Arg {
    fn from(v: &Msg) -> Arg {
        Arg::Msg(Box::new(v.clone()))
    }
}

/// A message not yet in words: its key and arguments. Kept where words would be kept (a roll's
/// purpose, an event) so that they are made in the language of the moment they are shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    pub key: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    pub fn new(key: &'static str) -> Msg {
        Msg {
            key,
            args: Vec::new(),
        }
    }

    /// With one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// In words, in the language of now.
    pub fn text(&self) -> String {
        self.text_in(lang())
    }

    /// In words, in `l`.
    pub fn text_in(&self, l: Lang) -> String {
        catalogue::format(l, self)
    }

    /// In English: the words records, `run --json` and the tests keep.
    pub fn en(&self) -> String {
        self.text_in(Lang::En)
    }

    /// The argument given as `name`, if one was: what a test reads instead of the words.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// The number given as `name`, if one was.
    pub fn num(&self, name: &str) -> Option<f64> {
        self.args.iter().find_map(|(n, a)| match a {
            Arg::Num(v) if *n == name => Some(*v),
            _ => None,
        })
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

/// A message equals its words in English (as the tests, written in English, compare it).
impl PartialEq<str> for Msg {
    fn eq(&self, other: &str) -> bool {
        self.en() == other
    }
}

impl PartialEq<&str> for Msg {
    fn eq(&self, other: &&str) -> bool {
        self.en() == *other
    }
}

/// A message is written (in `run --json`, say) as its words in English, as before it was typed.
impl Serialize for Msg {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text_in(Lang::En))
    }
}

/// Keys asked for that the catalogue lacks, or messages that failed to format, with why.
static MISSES: Mutex<Vec<String>> = Mutex::new(Vec::new());

fn missed(what: String) {
    if let Ok(mut m) = MISSES.lock()
        && m.len() < 1000
        && !m.contains(&what)
    {
        m.push(what);
    }
}

/// Every miss so far in this process (the tests fail on any).
pub fn misses() -> Vec<String> {
    MISSES.lock().map(|m| m.clone()).unwrap_or_default()
}

/// Every key of the catalogue in `l`.
pub fn keys(l: Lang) -> Vec<String> {
    catalogue::keys(l)
}

/// Every key of the ruleset's words in `l` (none in English, whose words are the ruleset's).
pub fn term_keys(l: Lang) -> Vec<String> {
    catalogue::term_keys(l)
}

/// Format `key` with `args` in `l`, and the errors Fluent gave (empty when it went well): for
/// the catalogue test.
pub fn try_text(l: Lang, key: &str, args: &[(&str, Arg)]) -> Result<String, String> {
    catalogue::try_format(l, key, args)
}

/// A message in words now: `t!("key")`, `t!("key", name = value, ...)`.
#[macro_export]
macro_rules! t {
    ($key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::msg!($key $(, $name = $value)*).text()
    };
}

/// A message kept to be put into words later: `msg!("key", name = value, ...)`.
#[macro_export]
macro_rules! msg {
    ($key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::Msg::new($key)$(.arg(stringify!($name), $value))*
    };
}
