//! The command line's own words from the catalogue: every command's and option's help, and the
//! frame clap puts around them (the headings, `Usage:`, its errors), in the reader's language.
//! The flags and the placeholders (`--size`, `FILE`, `SIDE[:LEVEL]`) are the syntax, what is
//! typed, and stay as they are; so does `error:`, which scripts and editors look for.
//!
//! A command's help is `cli-help-COMMAND`, an option's `cli-help-COMMAND-OPTION` (the
//! top level's without COMMAND), or `cli-help-any-OPTION` where every command says the same of
//! it. An option hidden from the help has none.

use std::ffi::OsString;

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, ErrorFormatter, ErrorKind};
use clap::{Arg, ArgAction, Command, CommandFactory, FromArgMatches};

use crate::cli::Cli;
use crate::words::{Arg as Value, Lang, lang, set_lang, try_text};

/// Parse this process's command line, the help and the errors in the language `--lang` asks
/// for (or the system's): a refusal is printed and the process ends, as clap does.
pub fn parse() -> Cli {
    let args: Vec<OsString> = std::env::args_os().collect();
    // The language before clap reads the line, so that `--help --lang es` is in Spanish.
    set_lang(lang_in(&args).unwrap_or_else(Lang::from_env));
    let cli = parse_from(args).unwrap_or_else(|e| e.exit());
    // As clap read it: a `--lang` the scan above took for one may have been another's value.
    set_lang(cli.lang.unwrap_or_else(Lang::from_env));
    cli
}

/// Parse `args` (the program's name first), the help and the errors in the catalogue's words
/// in the language of now (an error is put into words when it is shown): what `parse` does,
/// short of choosing the language, printing and exiting.
pub fn parse_from<I, T>(args: I) -> Result<Cli, clap::error::Error<InCatalogue>>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let mut cmd = command();
    cmd.try_get_matches_from_mut(lang_taken_from_help(
        args.into_iter().map(Into::into).collect(),
    ))
    .and_then(|m| Cli::from_arg_matches(&m).map_err(|e| e.format(&mut cmd)))
    .map_err(|e| e.apply::<InCatalogue>())
}

/// `args` without the `--lang` options after a `help` command. clap's own `help` takes no
/// options, so `trinchera help simulate --lang es` would be refused; the language has been
/// read from the line before clap parses it (`lang_in`), which is all `--lang` is there for.
fn lang_taken_from_help(args: Vec<OsString>) -> Vec<OsString> {
    fn lang(a: &OsString) -> Option<Option<&str>> {
        a.to_str().and_then(lang_option)
    }
    // The command: the first argument after the program's name not part of a `--lang`.
    let mut k = 1;
    while let Some(given) = args.get(k).and_then(lang) {
        k += if given.is_some() { 1 } else { 2 };
    }
    if args.get(k).is_none_or(|a| a != "help") {
        return args;
    }
    let mut kept = args[..=k].to_vec();
    let mut rest = args[k + 1..].iter();
    while let Some(a) = rest.next() {
        match lang(a) {
            Some(None) => {
                rest.next();
            }
            Some(Some(_)) => {}
            None => kept.push(a.clone()),
        }
    }
    kept
}

/// Whether `arg` is a `--lang` option: `Some(None)` when its value is the next argument,
/// `Some(Some(value))` for `--lang=value`.
fn lang_option(arg: &str) -> Option<Option<&str>> {
    match arg.strip_prefix("--lang")? {
        "" => Some(None),
        rest => rest.strip_prefix('=').map(Some),
    }
}

/// The language `--lang` gives in `args`, if it gives one clap would accept.
pub fn lang_in(args: &[OsString]) -> Option<Lang> {
    let args: Vec<&str> = args.iter().filter_map(|a| a.to_str()).collect();
    args.iter()
        .enumerate()
        .find_map(|(k, a)| match lang_option(a)? {
            None => args.get(k + 1).and_then(|v| Lang::parse(v)),
            Some(value) => Lang::parse(value),
        })
}

/// `trinchera`'s command with every help and heading from the catalogue, in the language of now.
pub fn command() -> Command {
    let top = localise(Cli::command(), None)
        .disable_version_flag(true)
        .arg(own_flag(
            'V',
            "version",
            ArgAction::Version,
            "cli-help-version",
        ))
        .subcommand_help_heading(word("cli-frame-commands"));
    let names: Vec<String> = top
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    let mut top = names.iter().fold(top, |top, name| {
        top.mut_subcommand(name, |c| localise(c, Some(name)))
    });
    // Built here so that clap's own `help` command exists to be put into words.
    top.build();
    top.mut_subcommand("help", |h| h.about(word("cli-help-help-command")))
}

/// One of the flags clap would add itself, `-h, --help` or `-V, --version`, with its words from
/// the catalogue, listed last among the options as clap lists it.
fn own_flag(short: char, long: &'static str, action: ArgAction, key: &'static str) -> Arg {
    Arg::new(long)
        .short(short)
        .long(long)
        .action(action)
        .help(word(key))
        .help_heading(word("cli-frame-options"))
        .display_order(usize::MAX)
}

/// `cmd` (the top level when `name` is None) with its help, its options' help and the frame's
/// headings from the catalogue, and its own `--help` saying so.
fn localise(cmd: Command, name: Option<&str>) -> Command {
    let key = key_of(&["cli-help", name.unwrap_or("about")]);
    let cmd = match text(&key_of(&[&key, "long"])) {
        Some(long) => cmd.long_about(long),
        None => cmd.long_about(None::<&'static str>),
    };
    let cmd = cmd
        .about(text_or_marker(&key))
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
            word("cli-frame-usage")
        ))
        .disable_help_flag(true)
        .arg(own_flag('h', "help", ArgAction::Help, "cli-help-help"));
    let args: Vec<(String, bool)> = cmd
        .get_arguments()
        .map(|a| (a.get_id().to_string(), a.is_positional()))
        .collect();
    args.into_iter().fold(cmd, |cmd, (id, positional)| {
        cmd.mut_arg(&id, |a| {
            let heading = if positional {
                "cli-frame-arguments"
            } else {
                "cli-frame-options"
            };
            let a = a.help_heading(word(heading));
            if a.is_hide_set() || id == "help" {
                return a;
            }
            let help = with_values(text_or_marker(&option_key(name, &id)), &a);
            let a = a.help(help);
            if a.get_action().takes_values() {
                a.hide_default_value(true).hide_possible_values(true)
            } else {
                a
            }
        })
    })
}

/// The key of an option's help: its command's own, else the one every command shares, else
/// the top level's (an option of every command, as `--lang`, is the top level's).
pub fn option_key(command: Option<&str>, id: &str) -> String {
    let id = id.replace('_', "-");
    let own = match command {
        Some(c) => key_of(&["cli-help", c, &id]),
        None => key_of(&["cli-help", &id]),
    };
    [key_of(&["cli-help-any", &id]), key_of(&["cli-help", &id])]
        .into_iter()
        .find(|k| text(&own).is_none() && text(k).is_some())
        .unwrap_or(own)
}

/// `help` followed by the option's default and its possible values, as clap would show them,
/// in the catalogue's words.
fn with_values(mut help: String, a: &Arg) -> String {
    if !a.get_action().takes_values() {
        return help;
    }
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() {
        help.push(' ');
        help.push_str(&crate::t!("cli-frame-default", value = defaults.join(" ")));
    }
    let possible: Vec<String> = a
        .get_possible_values()
        .iter()
        .filter(|p| !p.is_hide_set())
        .map(|p| p.get_name().to_string())
        .collect();
    if !possible.is_empty() {
        help.push(' ');
        help.push_str(&crate::t!(
            "cli-frame-possible",
            values = possible.join(", ")
        ));
    }
    help
}

/// A key of the catalogue from its parts (a key is not words, so no `format!` makes one).
fn key_of(parts: &[&str]) -> String {
    parts.join("-")
}

/// A message of the catalogue with no arguments, if it has `key`.
fn text(key: &str) -> Option<String> {
    try_text(lang(), key, &[]).ok()
}

/// `key`'s words, or `⟦key⟧` where the catalogue lacks it (the catalogue test finds those).
fn text_or_marker(key: &str) -> String {
    text(key).unwrap_or_else(|| format!("⟦{key}⟧"))
}

fn word(key: &'static str) -> String {
    crate::words::Msg::new(key).text()
}

/// clap's errors put in the catalogue's words: what went wrong, the tip of a similar name,
/// the usage and where to look for more.
pub struct InCatalogue;

impl ErrorFormatter for InCatalogue {
    fn format_error(error: &clap::error::Error<Self>) -> StyledStr {
        let mut out = crate::t!("cli-error", error = what_went_wrong(error));
        for (kind, key) in [
            (ContextKind::SuggestedArg, "cli-frame-similar-argument"),
            (
                ContextKind::SuggestedSubcommand,
                "cli-frame-similar-command",
            ),
            (ContextKind::SuggestedValue, "cli-frame-similar-value"),
        ] {
            let names = strings(error.get(kind));
            if !names.is_empty() {
                let n = Value::Num(names.len() as f64);
                let names = Value::names(names.iter().map(|n| format!("'{n}'")), "join-comma");
                let tip = try_text(lang(), key, &[("n", n), ("names", names)]);
                out.push_str(&format!(
                    "\n\n  {} {}",
                    word("cli-frame-tip"),
                    tip_text(tip)
                ));
            }
        }
        if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
            let usage = usage.to_string();
            let usage = usage.strip_prefix("Usage:").unwrap_or(&usage).trim_start();
            out.push_str(&format!("\n\n{} {usage}", word("cli-frame-usage")));
        }
        out.push_str("\n\n");
        out.push_str(&crate::t!("cli-frame-more", help = "--help"));
        out.push('\n');
        StyledStr::from(out)
    }
}

/// A tip's words, or the miss's own marker.
fn tip_text(tip: Result<String, String>) -> String {
    tip.unwrap_or_else(|why| format!("⟦{why}⟧"))
}

/// The strings a context value holds: one, or several.
fn strings(v: Option<&ContextValue>) -> Vec<String> {
    match v {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(s)) => s.clone(),
        _ => Vec::new(),
    }
}

fn one(error: &clap::error::Error<InCatalogue>, kind: ContextKind) -> Option<String> {
    match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    }
}

fn number(error: &clap::error::Error<InCatalogue>, kind: ContextKind) -> Option<f64> {
    match error.get(kind) {
        Some(ContextValue::Number(n)) => Some(*n as f64),
        _ => None,
    }
}

/// `key` said of `arg`, which wanted the number of values `wanted` holds and was given fewer
/// or more.
fn counted(
    error: &clap::error::Error<InCatalogue>,
    wanted: ContextKind,
    key: &'static str,
    arg: String,
) -> Option<String> {
    let given = number(error, ContextKind::ActualNumValues)?;
    let wanted = number(error, wanted)?;
    Some(
        crate::words::Msg::new(key)
            .arg("arg", arg)
            .arg("wanted", wanted)
            .arg("given", given)
            .text(),
    )
}

/// The first line of an error: what clap found wrong, from the catalogue.
fn what_went_wrong(error: &clap::error::Error<InCatalogue>) -> String {
    let arg = one(error, ContextKind::InvalidArg);
    let value = one(error, ContextKind::InvalidValue);
    let said = match (error.kind(), arg.clone(), value.clone()) {
        (ErrorKind::ArgumentConflict, Some(arg), _) => {
            let prior = error.get(ContextKind::PriorArg);
            if prior == Some(&ContextValue::String(arg.clone())) {
                Some(crate::t!("cli-frame-error-used-twice", arg = arg))
            } else {
                let with = strings(prior);
                let with = if with.is_empty() {
                    word("cli-frame-error-conflict-others")
                } else {
                    with.iter()
                        .map(|w| format!("'{w}'"))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                Some(crate::t!(
                    "cli-frame-error-conflict",
                    arg = arg,
                    with = with
                ))
            }
        }
        (ErrorKind::NoEquals, Some(arg), _) => {
            Some(crate::t!("cli-frame-error-no-equals", arg = arg))
        }
        (ErrorKind::InvalidValue, Some(arg), Some(value)) => {
            let mut said = if value.is_empty() {
                crate::t!("cli-frame-error-value-missing", arg = arg)
            } else {
                crate::t!("cli-frame-error-invalid-value", arg = arg, value = value)
            };
            let valid = strings(error.get(ContextKind::ValidValue));
            if !valid.is_empty() {
                said.push_str(&format!(
                    "\n  [{}]",
                    crate::t!("cli-frame-error-possible", values = valid.join(", "))
                ));
            }
            Some(said)
        }
        (ErrorKind::InvalidSubcommand, _, _) => one(error, ContextKind::InvalidSubcommand)
            .map(|c| crate::t!("cli-frame-error-unknown-command", command = c)),
        (ErrorKind::MissingRequiredArgument, _, _) => {
            let missing = strings(error.get(ContextKind::InvalidArg));
            (!missing.is_empty())
                .then(|| crate::t!("cli-frame-error-missing", args = missing.join(", ")))
        }
        (ErrorKind::MissingSubcommand, _, _) => {
            one(error, ContextKind::InvalidSubcommand).map(|c| {
                let valid = strings(error.get(ContextKind::ValidSubcommand)).join(", ");
                crate::t!(
                    "cli-frame-error-needs-command",
                    command = c,
                    commands = valid
                )
            })
        }
        (ErrorKind::TooManyValues, Some(arg), Some(value)) => Some(crate::t!(
            "cli-frame-error-too-many",
            arg = arg,
            value = value
        )),
        (ErrorKind::TooFewValues, Some(arg), _) => counted(
            error,
            ContextKind::MinValues,
            "cli-frame-error-too-few",
            arg,
        ),
        (ErrorKind::WrongNumberOfValues, Some(arg), _) => counted(
            error,
            ContextKind::ExpectedNumValues,
            "cli-frame-error-wrong-number",
            arg,
        ),
        (ErrorKind::ValueValidation, Some(arg), Some(value)) => {
            let mut said = crate::t!("cli-frame-error-invalid-value", arg = arg, value = value);
            // Our own value parsers' reasons, already from the catalogue.
            if let Some(why) = std::error::Error::source(error) {
                said.push_str(&format!(": {why}"));
            }
            Some(said)
        }
        (ErrorKind::UnknownArgument, Some(arg), _) => {
            Some(crate::t!("cli-frame-error-unknown-argument", arg = arg))
        }
        _ => None,
    };
    said.unwrap_or_else(|| {
        crate::t!(
            "cli-frame-error-other",
            what = error.kind().as_str().unwrap_or("?")
        )
    })
}
