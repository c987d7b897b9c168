//! The catalogue of words (src/words/, assets/i18n/): every key in both languages, every key
//! the code names in the catalogue, every message formatting with the arguments the code gives
//! it, and a game's dice log read in Spanish.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::common::{fire_game, ok, order, to_fire_phase};
use trinchera::aftermath::summarise;
use trinchera::rules::dice::{RollKind, Roller};
use trinchera::rules::{EventKind, Phase, RuleId};
use trinchera::words::{Arg, Lang, Term, keys, term_keys, try_text, with_lang};

fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// Every key the code names with `t!("…"`, `msg!("…"` or `Msg::new("…"`, with the names of
/// the arguments it gives there (when they are on the same lines), and where.
fn keys_in_code() -> BTreeMap<String, (String, BTreeSet<String>)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    let mut found = BTreeMap::new();
    for f in all {
        let text = std::fs::read_to_string(&f).unwrap();
        for opener in ["t!(", "msg!(", "Msg::new("] {
            for (i, _) in text.match_indices(opener) {
                // A comment's example names no key.
                let line_start = text[..i].rfind('\n').map_or(0, |n| n + 1);
                if text[line_start..i].trim_start().starts_with("//") {
                    continue;
                }
                // `t!(` inside `assert!(` or `print!(` is not ours.
                let before = text[..i].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                // rustfmt may put the key on the next line.
                let Some(rest) = text[i + opener.len()..].trim_start().strip_prefix('"') else {
                    continue;
                };
                let Some(end) = rest.find('"') else { continue };
                let key = &rest[..end];
                // The macros' own definitions name no key.
                if key.is_empty() || key.contains('$') {
                    continue;
                }
                // The arguments: `name = ` up to the call's closing bracket.
                let mut depth = 1;
                let mut close = rest.len();
                for (j, c) in rest.char_indices() {
                    match c {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                close = j;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                let call = &rest[end..close];
                let mut args = BTreeSet::new();
                if opener != "Msg::new(" {
                    for (k, _) in call.match_indices(" = ") {
                        let name: String = call[..k]
                            .chars()
                            .rev()
                            .take_while(|c| c.is_alphanumeric() || *c == '_')
                            .collect::<Vec<_>>()
                            .into_iter()
                            .rev()
                            .collect();
                        if !name.is_empty() {
                            args.insert(name);
                        }
                    }
                }
                let line = text[..i].lines().count();
                found
                    .entry(key.to_string())
                    .or_insert_with(|| (format!("{}:{line}", f.display()), args));
            }
        }
    }
    found
}

#[test]
fn every_key_is_in_both_languages_once() {
    let en = keys(Lang::En);
    let es = keys(Lang::Es);
    for (l, ks) in [("en", &en), ("es", &es)] {
        let mut seen = BTreeSet::new();
        let twice: Vec<&String> = ks.iter().filter(|k| !seen.insert(*k)).collect();
        assert!(twice.is_empty(), "{l}: keys given twice: {twice:?}");
    }
    let (en, es): (BTreeSet<_>, BTreeSet<_>) = (en.into_iter().collect(), es.into_iter().collect());
    let only_en: Vec<_> = en.difference(&es).collect();
    let only_es: Vec<_> = es.difference(&en).collect();
    assert!(only_en.is_empty(), "missing in Spanish: {only_en:?}");
    assert!(only_es.is_empty(), "missing in English: {only_es:?}");
    assert!(en.len() > 300, "the catalogue has only {} keys", en.len());
}

#[test]
fn every_key_the_code_names_is_in_the_catalogue() {
    let en: BTreeSet<String> = keys(Lang::En).into_iter().collect();
    let missing: Vec<String> = keys_in_code()
        .into_iter()
        .filter(|(k, _)| !en.contains(k))
        .map(|(k, (at, _))| format!("{k} ({at})"))
        .collect();
    assert!(
        missing.is_empty(),
        "keys not in the catalogue: {missing:#?}"
    );
}

/// A value for an argument: numbers where a message selects on one (0, 1 and 2 are all tried,
/// so every plural and every variant is formatted), words elsewhere.
fn sample(n: f64, name: &str) -> Arg {
    let numeric = [
        "n",
        "turn",
        "turns",
        "ap",
        "left",
        "of",
        "shots",
        "hits",
        "attacks",
        "used",
        "roll",
        "recorded",
        "made",
        "value",
        "score",
        "mods",
        "again",
        "road",
        "observed",
        "blocks",
        "fired",
        "problems",
        "needs",
        "has_needs",
        "typed",
        "free",
        "to_hit",
        "orders",
        "width",
        "depth",
        "inches",
        "x",
        "y",
        "facing",
        "times",
        "dice",
        "ratio",
        "batteries",
        "air",
        "least",
        "line",
        // `check`'s problems.
        "features",
        "elements",
        "refused",
        "most",
        "from",
        "to",
        "other_from",
        "other_to",
        "height",
        "more",
        // The command line's reports.
        "played",
        "counted",
        "games",
        "battles",
        "positions",
        "round",
        "rounds",
        "in_range",
        "in_arc",
        "past_min",
        "balanced",
        "lines",
        "was",
        "by_defeat",
        "stalls",
        "accepted",
        "idle",
        "phases",
        "number",
        "least",
        // What `play` says on opening, `--computer`'s refusals, `verify`, the network's ends
        // and why a simulated game failed.
        "has_turn",
        "defaulted",
        "has_why",
        "rolls",
        "values",
        "listed",
        "last",
        "seconds",
        "here",
        "rate",
        "len",
        "max",
        "theirs",
        "ours",
        "next",
    ];
    if numeric.contains(&name) {
        Arg::Num(n)
    } else {
        Arg::Name(format!("<{name}>"))
    }
}

#[test]
fn every_message_formats_in_both_languages_with_the_code_s_arguments() {
    let mut failed = Vec::new();
    for (key, (at, args)) in keys_in_code() {
        for l in Lang::ALL {
            for n in [0.0, 1.0, 2.0] {
                let given: Vec<(&str, Arg)> =
                    args.iter().map(|a| (a.as_str(), sample(n, a))).collect();
                if let Err(e) = try_text(l, &key, &given) {
                    failed.push(format!("{at}: {e}"));
                }
            }
        }
    }
    // Messages the code names by key in a list (the card's headings, the timeline's buttons)
    // take no arguments: each formats bare.
    for key in keys(Lang::En) {
        for l in Lang::ALL {
            let bare = try_text(l, &key, &[]);
            if bare.as_deref().is_ok_and(|t| t.trim().is_empty()) {
                failed.push(format!("{}: {key} is empty", l.code()));
            }
        }
    }
    assert!(failed.is_empty(), "{failed:#?}");
}

/// The first string literal of each call of `macro` in `code`, with its line.
fn format_strings<'a>(code: &'a str, opener: &str) -> Vec<(usize, &'a str)> {
    let mut found = Vec::new();
    for (i, _) in code.match_indices(opener) {
        // `say!(` is not `essay!(`; a comment's example is not a call.
        if code[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let line_start = code[..i].rfind('\n').map_or(0, |n| n + 1);
        if code[line_start..i].trim_start().starts_with("//") {
            continue;
        }
        let rest = &code[i + opener.len()..];
        // The format string is the first literal, before the call's first `;` or `{` block.
        let Some(q) = rest.find('"') else { continue };
        // A literal after `;` is another statement's; one in `t!(`/`msg!(` is a key.
        if rest[..q].contains(';') || rest[..q].contains("t!(") || rest[..q].contains("msg!(") {
            continue;
        }
        let mut end = q + 1;
        let bytes = rest.as_bytes();
        while end < bytes.len() && bytes[end] != b'"' {
            end += if bytes[end] == b'\\' { 2 } else { 1 };
        }
        let line = code[..i].lines().count();
        found.push((line, &rest[q + 1..end.min(rest.len())]));
    }
    found
}

/// A format string's own words: what is left out of its `{...}` places, escapes and the
/// command line's flags (`--computer`: a name, the same in every language).
fn own_words(format: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            '\\' => {
                chars.next();
            }
            '-' if chars.peek() == Some(&'-') => {
                while chars
                    .next_if(|c| *c == '-' || c.is_alphanumeric())
                    .is_some()
                {}
            }
            c if depth == 0 && c.is_alphabetic() => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn the_command_line_s_reports_print_no_words_of_their_own() {
    // Every word these print, to the terminal or in an error, comes from the catalogue: what
    // they format themselves is figures, padding and punctuation around the catalogue's words.
    let files = [
        "src/cli.rs",
        "src/cli/help.rs",
        "src/report.rs",
        "src/simulate/mod.rs",
        "src/simulate/summary.rs",
        "src/simulate/ladder.rs",
        "src/simulate/chart.rs",
        "src/generate/mod.rs",
        "src/generate/balance.rs",
        "src/players/worth_fit.rs",
        "src/opening.rs",
        "src/seats.rs",
        "src/verify.rs",
        "src/simulate/one_game.rs",
        "src/players/driver.rs",
        "src/net/mod.rs",
        "src/net/headless.rs",
        "src/net/host.rs",
        "src/net/join.rs",
        "src/net/join_code.rs",
        "src/net/lockstep.rs",
        "src/net/seat.rs",
        "src/net/transport.rs",
        "src/net/wire.rs",
    ];
    let openers = [
        "say!(",
        "say_raw!(",
        "println!(",
        "eprintln!(",
        "print!(",
        "eprint!(",
        "writeln!(",
        "write!(",
        "format!(",
        "Err(",
        "ok_or(",
    ];
    // Words that are data, not shown as the program's: a generated scenario's own words (its
    // title, description, ids and opening comment: a file's words stay as written, English),
    // and the name of the file balancing plays on.
    let data = [
        "Balanced with `--balanced` by scripted players against each other",
        "trinchera-generate-",
        "trinchera generate --seed",
        "The attack on ",
        "Encounter at ",
        "{what}, {} (generated, seed ",
        "The {} ({}) attack the ",
        "The {} ({}) and the {} ({}) meet at ",
        "A generated battle, not a historical one",
        "{}-bty{}",
        "// Generated by `{}`",
        // Files' names: a saved game beside its scenario, a simulated game's record, a kept
        // secret in the temporary folder.
        "{stem}.game.ron",
        "game-{number:04}.ron",
        "trinchera-{}.secret",
        // A rule's id, sent over the network as the wire's data.
        "order.malformed",
    ];
    let mut own = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(f)).unwrap();
        // The unit tests at the end may say what they like.
        let code = text.split("#[cfg(test)]\nmod tests").next().unwrap();
        for opener in openers {
            for (line, format) in format_strings(code, opener) {
                if !own_words(format).is_empty() && !data.iter().any(|d| format.starts_with(d)) {
                    own.push(format!("{f}:{line}: {opener}\"{format}\""));
                }
            }
        }
    }
    assert!(own.is_empty(), "words not from the catalogue: {own:#?}");
}

#[test]
fn spanish_is_not_english_where_it_should_differ() {
    // A message left in English in the Spanish file is a missing translation in disguise;
    // these are the ones the same in both by right (symbols, numbers, names).
    let same_by_right = [
        "replay-to-start",
        "replay-to-end",
        "card-id",
        "card-move",
        "need-at-least",
        "morale-modifier",
        "out-inches",
        "out-degrees",
        "out-score",
        "out-no",
        "computer-thought",
        // A list's joints are punctuation in both.
        "join-comma",
        "join-semicolon",
        // The word Spanish players use.
        "net-chat",
        // The editor's field of an id, and a unit of the old army: the same word in both.
        "editor-id",
        "editor-peninsular",
    ];
    let mut same = Vec::new();
    for key in keys(Lang::En) {
        if same_by_right.contains(&key.as_str()) {
            continue;
        }
        let (en, es) = (try_text(Lang::En, &key, &[]), try_text(Lang::Es, &key, &[]));
        if let (Ok(en), Ok(es)) = (en, es)
            && en == es
        {
            same.push(key);
        }
    }
    assert!(same.is_empty(), "the same in English and Spanish: {same:?}");
}

#[test]
fn the_language_comes_from_the_flag_or_the_locale() {
    assert_eq!(Lang::parse("es"), Some(Lang::Es));
    assert_eq!(Lang::parse("ES_es.UTF-8"), Some(Lang::Es));
    assert_eq!(Lang::parse("en-GB"), Some(Lang::En));
    assert_eq!(Lang::parse("fr"), None);
    assert_eq!(Lang::parse("espanol"), None);
    assert_eq!(Lang::parse(""), None);
    assert_eq!(Lang::from_locale(Some("es_ES.UTF-8")), Lang::Es);
    assert_eq!(Lang::from_locale(Some("C.UTF-8")), Lang::En);
    assert_eq!(Lang::from_locale(Some("de_DE")), Lang::En);
    assert_eq!(Lang::from_locale(None), Lang::En);
}

#[test]
fn a_missing_key_shows_as_itself_and_is_counted_never_a_panic() {
    let m = trinchera::words::Msg::new("no-such-key-here");
    assert_eq!(m.text_in(Lang::Es), "⟦no-such-key-here⟧");
    assert!(
        trinchera::words::misses()
            .iter()
            .any(|w| w.contains("no-such-key-here"))
    );
}

#[test]
fn a_scripted_game_s_dice_log_reads_in_spanish() {
    // The heavy MG of the fire tests: three shots (5 hit, 3 miss, 4 hit), a knockout test of 3
    // in the open (4+: pinned), then the end-of-turn unpinning of 2 (elite need 4+).
    let mut g = fire_game(
        [6, 6, 6, 6, 5, 3, 4, 3, 2]
            .into_iter()
            .chain([6; 16])
            .collect(),
    );
    to_fire_phase(&mut g);
    ok(&mut g, r#"Fire(element: "hmg", target: "t-open")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let log = &g.log()[4..];
    // The typed facts first: what each die was for, who rolled it, what it scored.
    let kinds: Vec<(RollKind, u8)> = log.iter().take(5).map(|r| (r.kind, r.value)).collect();
    assert_eq!(
        kinds,
        [
            (RollKind::ToHit, 5),
            (RollKind::ToHit, 3),
            (RollKind::ToHit, 4),
            (RollKind::KnockOut, 3),
            (RollKind::Unpinning, 2),
        ]
    );
    let hmg = g.element_index("hmg").unwrap();
    assert_eq!(log[0].by, Roller::Element(hmg));
    assert_eq!(log[0].phase, Phase::DirectFire);
    // The same log in both languages, made from the same values when shown.
    let es: Vec<String> = with_lang(Lang::Es, || log.iter().map(|r| r.line()).collect());
    let en: Vec<String> = with_lang(Lang::En, || log.iter().map(|r| r.line()).collect());
    assert!(
        es[0].starts_with("T1 fuego directo: ")
            && es[0].contains(" sacó 5 en ")
            && es[0].ends_with(": impacto"),
        "{}",
        es[0]
    );
    assert!(es[1].ends_with(": fallo"), "{}", es[1]);
    // The ruleset's weapon in Spanish words, in English as the ruleset names it.
    assert!(es[0].contains("Ametralladora"), "{}", es[0]);
    assert!(en[0].contains("Heavy MG"), "{}", en[0]);
    assert!(
        es[3].contains(
            "destrucción (2 impactos, mejor Ametralladora) (necesita 4+ al descubierto): no — clavado"
        ),
        "{}",
        es[3]
    );
    assert!(es[4].contains("sigue clavado"), "{}", es[4]);
    assert!(
        en[3].contains("knock out (2 hits, best Heavy MG) (needs 4+ in the open): no — pinned"),
        "{}",
        en[3]
    );
    // And nothing fell back to a key: every message was found in both.
    assert!(es.iter().chain(&en).all(|l| !l.contains('⟦')), "{es:#?}");
}

#[test]
fn a_scripted_game_s_events_and_summary_read_in_spanish() {
    // The dice-log game above: the heavy MG hits the target in the open twice (5 and 4), its
    // knockout test of 3 fails (4+ needed), so it is pinned; fire resolves when both sides
    // have ended the phase, and the turn runs on to its unpinning (2: still pinned).
    let mut g = fire_game(
        [6, 6, 6, 6, 5, 3, 4, 3, 2]
            .into_iter()
            .chain([6; 16])
            .collect(),
    );
    to_fire_phase(&mut g);
    let (log_at, events_at) = (g.log().len(), g.events().len());
    ok(&mut g, r#"Fire(element: "hmg", target: "t-open")"#);
    ok(&mut g, r#"EndPhase(side: "rep")"#);
    ok(&mut g, r#"EndPhase(side: "nat")"#);
    let events = &g.events()[events_at..];
    // What happened, by kind, whatever the words.
    let kinds: Vec<EventKind> = events.iter().map(|e| e.kind).collect();
    assert!(kinds.contains(&EventKind::Hit), "{kinds:?}");
    assert!(kinds.contains(&EventKind::Pinned), "{kinds:?}");
    let es: Vec<String> = with_lang(Lang::Es, || events.iter().map(|e| e.text.text()).collect());
    let en: Vec<String> = with_lang(Lang::En, || events.iter().map(|e| e.text.text()).collect());
    let hit = kinds.iter().position(|k| *k == EventKind::Hit).unwrap();
    let pinned = kinds.iter().position(|k| *k == EventKind::Pinned).unwrap();
    assert!(en[hit].ends_with(" twice with Heavy MG [SRC]"), "{en:#?}");
    assert_eq!(
        es[hit],
        "hmg impacta a t-open 2 veces con Ametralladora [SRC]"
    );
    assert_eq!(
        es[pinned],
        "t-open no es destruido, pero queda clavado [SRC]"
    );
    assert!(
        es.iter()
            .any(|l| l.contains("fin de la fase de fuego directo de")),
        "{es:#?}"
    );
    // The summary the window shows of the same order, in Spanish.
    let steps = summarise(&g, &g.log()[log_at..], events);
    let fire = steps.iter().find(|s| s.phase == Phase::DirectFire).unwrap();
    let lines = with_lang(Lang::Es, || fire.texts());
    assert_eq!(lines[0], "2 impactos", "{lines:#?}");
    assert!(
        lines.iter().any(|l| l.starts_with("Clavados: ")),
        "{lines:#?}"
    );
    assert!(with_lang(Lang::Es, || fire.title()).starts_with("Turno 1: fuego directo"));
    assert!(es.iter().chain(&en).chain(&lines).all(|l| !l.contains('⟦')));
}

#[test]
fn a_refusal_reads_in_spanish_and_its_rule_is_typed() {
    let mut g = fire_game([6; 16].to_vec());
    // Fire declared in the movement phase: refused by the phase rule, whatever the words.
    let r = g
        .apply(&order(r#"Fire(element: "hmg", target: "t-open")"#))
        .unwrap_err();
    assert_eq!(r.rule, RuleId::WrongPhase);
    assert_eq!(r.reason.key, "rej-wrong-phase-3");
    assert_eq!(
        with_lang(Lang::Es, || r.reason.text()),
        "el fuego se declara en la fase de fuego directo; esta es la fase de movimiento [SRC]"
    );
    assert_eq!(
        r.reason.en(),
        "fire is declared in the direct fire phase; this is the movement phase [SRC]"
    );
    // A refusal whose words hold others (the path too long, and what made it so) and a
    // plural: each put into words in Spanish, nothing left as a key.
    to_fire_phase(&mut g);
    let r = g
        .apply(&order(
            r#"Fire(element: "hmg", target: "t-open", shots: 9)"#,
        ))
        .unwrap_err();
    assert_eq!(r.rule, RuleId::Shots);
    let es = with_lang(Lang::Es, || r.reason.text());
    assert!(
        es.starts_with("a hmg le quedan ") && es.contains(" disparos con "),
        "{es}"
    );
    assert!(!es.contains('⟦'), "{es}");
}

/// The command line's last English prose, now in Spanish too: what `play` says on opening,
/// `--computer`'s refusals, a join code typed wrong and a bad message from the network.
#[test]
fn play_s_notes_seats_and_the_network_s_errors_read_in_spanish() {
    use trinchera::net::join_code::JoinCode;
    use trinchera::net::wire::WireError;
    use trinchera::opening::{PlayArgs, decide};
    use trinchera::ruleset::Ruleset;
    use trinchera::seats::{parse_computer, resolve};

    let rules = Ruleset::default_rules();
    let battle =
        trinchera::scenario::parse("default.ron", trinchera::scenario::DEFAULT_SCENARIO, &rules)
            .unwrap();
    let es = |f: &dyn Fn() -> String| with_lang(Lang::Es, f);
    let mut said = Vec::new();

    // `--computer`: a player it does not know, the default level named as such; a side the
    // battle has not, its sides listed; a side twice.
    let bad_level = es(&|| parse_computer("0:grandmaster").unwrap_err());
    assert!(
        bad_level
            .starts_with("no hay ningún jugador del ordenador `grandmaster`: los jugadores son "),
        "{bad_level}"
    );
    let bad_default = es(&|| parse_computer("0").map_or_else(|e| e, |_| String::new()));
    assert!(
        bad_default.is_empty() || bad_default.contains("(el nivel cuando no se da ninguno)"),
        "{bad_default}"
    );
    let ids: Vec<&str> = battle.sides.iter().map(|s| s.id.value.as_str()).collect();
    let no_side = es(&|| resolve(&[parse_computer("moors:naive").unwrap()], &battle).unwrap_err());
    assert_eq!(
        no_side,
        format!(
            "--computer moors: esta batalla no tiene el bando `moors`; sus bandos son `{}` (0) y `{}` (1)",
            ids[0], ids[1]
        )
    );
    let twice = es(&|| {
        resolve(
            &[
                parse_computer("0:naive").unwrap(),
                parse_computer("0:naive").unwrap(),
            ],
            &battle,
        )
        .unwrap_err()
    });
    assert_eq!(twice, format!("--computer nombra {} dos veces", ids[0]));
    assert!(es(&|| parse_computer(":naive").unwrap_err()).contains("no nombra ningún bando"));
    said.extend([bad_level, no_side, twice]);

    // `play FILE`: a file in the way of the game's save is left as it is, and said so.
    let dir = std::env::temp_dir().join(format!("trinchera-words-opening-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let scenario = dir.join("battle.ron");
    std::fs::write(&scenario, trinchera::scenario::DEFAULT_SCENARIO).unwrap();
    std::fs::write(dir.join("battle.game.ron"), "not a game").unwrap();
    let opened = with_lang(Lang::Es, || decide(&scenario, &PlayArgs::default(), &rules)).unwrap();
    let note = opened.note.unwrap();
    assert_eq!(
        note,
        format!(
            "{} se deja como está (no es una partida guardada); esta partida se guarda como {}.",
            dir.join("battle.game.ron").display(),
            opened.save_path.display()
        )
    );
    assert_ne!(opened.save_path, dir.join("battle.game.ron"));
    let folder = es(&|| decide(&dir, &PlayArgs::default(), &rules).unwrap_err());
    assert!(
        folder.ends_with(": error: esto es una carpeta: da un escenario o una partida guardada")
    );
    said.extend([note, folder]);
    let _ = std::fs::remove_dir_all(&dir);

    // A join code typed wrong, and a message from the network that is not one.
    for (code, want) in [
        (
            "192.168.1.20:5000",
            "un código para unirse empieza por `trinchera://`",
        ),
        ("trinchera://127.0.0.1/ab", "no es DIRECCIÓN:PUERTO"),
        (
            "trinchera://127.0.0.1:5000/abc",
            "no son 64 cifras hexadecimales (3 caracteres)",
        ),
    ] {
        let e = es(&|| code.parse::<JoinCode>().unwrap_err());
        assert!(e.contains(want), "{e}");
        said.push(e);
    }
    let big = es(&|| {
        WireError::TooBig {
            len: 9000,
            max: 4096,
        }
        .to_string()
    });
    assert_eq!(
        big,
        "un mensaje de 9000 bytes, por encima del límite de 4096"
    );
    // In English, as it read before.
    assert_eq!(
        WireError::TooBig {
            len: 9000,
            max: 4096
        }
        .to_string(),
        "a message of 9000 bytes, over the limit of 4096"
    );
    said.push(big);
    assert!(said.iter().all(|l| !l.contains('⟦')), "{said:#?}");
}

/// An order in words: in English as records have always written it (elements by id, numbers as
/// the order holds them), in Spanish where `verify` and the network's lines show it.
#[test]
fn orders_read_as_records_write_them_and_in_spanish() {
    use trinchera::rules::Order;
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let pairs = vec![
        ("r1".to_string(), "t1".to_string()),
        ("r2".to_string(), "t2".to_string()),
    ];
    let cases: Vec<(Order, &str, &str)> = vec![
        (
            Order::Move {
                element: "r1".into(),
                to: (10.0, 12.5),
                facing: None,
                via: Vec::new(),
            },
            "move r1 to (10, 12.5)",
            "mover r1 a (10, 12.5)",
        ),
        (
            Order::Mount {
                elements: s(&["r1", "r2"]),
                into: "t1".into(),
            },
            "mount r1, r2 into t1",
            "montar r1, r2 en t1",
        ),
        (
            Order::MountGroup { pairs },
            "mount r1 into t1, r2 into t2",
            "montar r1 en t1, r2 en t2",
        ),
        (
            Order::Limber {
                gun: "g1".into(),
                to: "tr1".into(),
            },
            "limber g1 to tr1",
            "enganchar g1 a tr1",
        ),
        (
            Order::MoveFirst {
                side: "nat".into(),
                first: false,
            },
            "nat to move second",
            "segundo movimiento para nat",
        ),
        (
            Order::Bombard {
                battery: "bat".into(),
                at: (30.0, 14.25),
            },
            "bat fires at (30, 14.25)",
            "bat dispara sobre (30, 14.25)",
        ),
        (
            Order::EndPhase { side: "rep".into() },
            "end the phase of rep",
            "terminar la fase de rep",
        ),
        (
            Order::Roll(vec![3, 6]),
            "dice typed in: [3, 6]",
            "dados tecleados: [3, 6]",
        ),
        (
            Order::RollByHand(true),
            "the players roll their own dice",
            "los jugadores tiran sus propios dados",
        ),
    ];
    for (o, en, es) in cases {
        assert_eq!(o.describe(), en);
        assert_eq!(with_lang(Lang::Es, || o.words().text()), es);
    }
}

#[test]
fn the_replay_speed_says_one_order_and_many_orders() {
    // The speed is an f32: one order a second must read in the singular in both languages.
    let one = trinchera::msg!("replay-speed", n = 1.0f32);
    let two = trinchera::msg!("replay-speed", n = 2.0f32);
    assert_eq!(one.en(), "1 order/s");
    assert_eq!(two.en(), "2 orders/s");
    assert_eq!(one.text_in(Lang::Es), "1 orden/s");
    assert_eq!(two.text_in(Lang::Es), "2 órdenes/s");
}

/// The command line's help, every command and option of it, from the catalogue in both
/// languages, and clap's frame around it too in Spanish.
#[test]
fn every_command_and_option_has_its_help_in_both_languages() {
    use trinchera::cli::help::{command, option_key};
    let mut missing = Vec::new();
    for l in Lang::ALL {
        let mut cmd = with_lang(l, command);
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|c| c.get_name().to_string())
            .filter(|n| n != "help")
            .collect();
        assert!(names.len() >= 14, "{names:?}");
        let mut helps = vec![(None, with_lang(l, || cmd.render_long_help().to_string()))];
        for name in &names {
            let sub = cmd.find_subcommand_mut(name).unwrap();
            for a in sub.get_arguments() {
                let id = a.get_id().as_str();
                if a.is_hide_set() || id == "help" {
                    continue;
                }
                let key = option_key(Some(name), id);
                if let Err(e) = try_text(l, &key, &[]) {
                    missing.push(format!("{name} --{id}: {e}"));
                }
            }
            helps.push((
                Some(name.clone()),
                with_lang(l, || sub.render_long_help().to_string()),
            ));
        }
        for (name, help) in helps {
            let name = name.as_deref().unwrap_or("trinchera");
            if help.contains('⟦') {
                missing.push(format!("{}: {name}: {help}", l.code()));
            }
            let english_frame = [
                "Usage:",
                "Options:",
                "Arguments:",
                "Print help",
                "[default:",
            ];
            if l == Lang::Es
                && let Some(w) = english_frame.iter().find(|w| help.contains(*w))
            {
                missing.push(format!("es: {name} says `{w}`: {help}"));
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
    // The words themselves, once: the heading and a default as the Spanish reader sees them.
    let mut cmd = with_lang(Lang::Es, command);
    let help = cmd.render_long_help().to_string();
    assert!(help.contains("Uso: trinchera"), "{help}");
    assert!(help.contains("[por defecto: 1600x1000]"), "{help}");
}

/// What clap refuses, put into the catalogue's words: the error's kind kept, the reason and
/// the tip in the reader's language, a value parser's own reason after it.
#[test]
fn clap_s_refusals_read_in_the_catalogue_s_words() {
    use trinchera::cli::help::parse_from;
    let refusal = |l: Lang, args: &[&str]| {
        with_lang(l, || {
            let e = parse_from(std::iter::once("trinchera").chain(args.iter().copied()))
                .expect_err("refused");
            (e.kind(), e.to_string())
        })
    };
    // A message of the Spanish catalogue with one argument, a name.
    let es_with = |key: &str, name: &str, value: &str| {
        try_text(Lang::Es, key, &[(name, Arg::Name(value.into()))]).unwrap()
    };
    let (kind, es) = refusal(Lang::Es, &["plya", "x.ron"]);
    assert_eq!(kind, clap::error::ErrorKind::InvalidSubcommand);
    let said = es_with("cli-frame-error-unknown-command", "command", "plya");
    assert!(es.starts_with(&format!("error: {said}\n")), "{es}");
    assert!(
        es.contains("'play'") && es.contains("\nUso: trinchera"),
        "{es}"
    );
    let (kind, en) = refusal(Lang::En, &["plya", "x.ron"]);
    assert_eq!(kind, clap::error::ErrorKind::InvalidSubcommand);
    assert!(
        en.starts_with("error: unrecognized command 'plya'\n"),
        "{en}"
    );
    assert!(
        en.ends_with("For more information, try '--help'.\n"),
        "{en}"
    );

    let (kind, es) = refusal(Lang::Es, &["generate", "--year", "1950"]);
    assert_eq!(kind, clap::error::ErrorKind::ValueValidation);
    let why = es_with("cli-not-a-year", "value", "1950");
    assert!(es.contains(&format!("'--year <YEAR>': {why}")), "{es}");

    let (kind, es) = refusal(Lang::Es, &["play"]);
    assert_eq!(kind, clap::error::ErrorKind::MissingRequiredArgument);
    assert!(es.contains("<FILE>") && !es.contains("Usage:"), "{es}");
    let (kind, es) = refusal(Lang::Es, &["generate", "--size", "huge"]);
    assert_eq!(kind, clap::error::ErrorKind::InvalidValue);
    assert!(es.contains("small, medium, large"), "{es}");
    let (kind, es) = refusal(Lang::Es, &["join", "x", "--computer", "normal", "--watch"]);
    assert_eq!(kind, clap::error::ErrorKind::ArgumentConflict);
    assert!(es.contains("'--watch'"), "{es}");
    for (_, text) in [
        refusal(Lang::Es, &["play"]),
        refusal(Lang::Es, &["simulate", "x", "--gmaes", "3"]),
    ] {
        assert!(!text.contains('⟦'), "{text}");
    }
    assert!(parse_from(["trinchera", "--lang", "es", "play", "x.ron"]).is_ok());
    // clap's `help` command takes no options: a `--lang` after it has chosen the language
    // already, and is not refused.
    for line in [
        &["help", "simulate", "--lang", "es"][..],
        &["--lang", "es", "help", "simulate"],
        &["help", "--lang=es", "simulate"],
    ] {
        let args = std::iter::once("trinchera").chain(line.iter().copied());
        let kind = parse_from(args).map(|_| ()).unwrap_err().kind();
        assert_eq!(kind, clap::error::ErrorKind::DisplayHelp, "{line:?}");
    }
    assert_eq!(
        trinchera::cli::help::lang_in(&["trinchera".into(), "--lang=es".into()]),
        Some(Lang::Es)
    );
    assert_eq!(
        trinchera::cli::help::lang_in(&["trinchera".into(), "--lang".into()]),
        None
    );
}

/// Every name the shipped ruleset gives (qualities, factions, kinds of unit, weapons, element
/// types, terrain) has its Spanish words, and every Spanish word names something the ruleset
/// has: a name renamed in the ruleset and not here would show in English, a word here for a
/// name the ruleset lost would be a leftover.
#[test]
fn every_name_of_the_ruleset_has_its_spanish_words() {
    let rules = trinchera::ruleset::Ruleset::default_rules();
    let mut names: BTreeSet<String> = BTreeSet::new();
    let mut add = |of: &str, list: Vec<&String>| {
        names.extend(list.into_iter().map(|n| format!("{of}-{n}")));
    };
    add(
        "quality",
        rules.qualities.iter().map(|q| &q.name.value).collect(),
    );
    add("faction", rules.factions.iter().map(|f| &f.value).collect());
    add(
        "unit",
        rules.unit_kinds.iter().map(|k| &k.name.value).collect(),
    );
    add(
        "weapon",
        rules.weapons.iter().map(|w| &w.name.value).collect(),
    );
    add(
        "element",
        rules.element_types.iter().map(|t| &t.name.value).collect(),
    );
    add(
        "terrain",
        rules.terrain.iter().map(|t| &t.name.value).collect(),
    );
    // A burning wreck's smoke blocks sight as terrain does [INF], by the name `Smoke`.
    names.insert("terrain-Smoke".into());
    assert!(names.len() > 70, "{} names", names.len());
    let words: BTreeSet<String> = term_keys(Lang::Es).into_iter().collect();
    let missing: Vec<_> = names.difference(&words).collect();
    let leftover: Vec<_> = words.difference(&names).collect();
    assert!(missing.is_empty(), "no Spanish words for {missing:?}");
    assert!(
        leftover.is_empty(),
        "Spanish words for no name: {leftover:?}"
    );
    // English has words for the names the ruleset runs together, which a player would read
    // as "HeavyMG ×3" or "Faction InternationalBrigades", and only for those: the others are
    // words already, and element types and terrain are shown by their labels.
    let run_together = |n: &str| {
        n.as_bytes()
            .windows(2)
            .any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase())
    };
    let english: BTreeSet<String> = term_keys(Lang::En).into_iter().collect();
    let wanted: BTreeSet<String> = names
        .iter()
        .filter(|k| {
            ["faction-", "unit-", "weapon-"]
                .iter()
                .any(|of| k.starts_with(of))
        })
        .filter(|k| run_together(k.split_once('-').unwrap().1))
        .cloned()
        .collect();
    assert_eq!(english, wanted, "English words for the names run together");
    assert_eq!(Term::weapon("HeavyMG").text_in(Lang::En), "Heavy MG");
    assert_eq!(
        Term::weapon("AntiTankGun").text_in(Lang::En),
        "Anti-tank gun"
    );
    assert_eq!(
        Term::faction("InternationalBrigades").text_in(Lang::En),
        "International Brigades"
    );
    assert_eq!(Term::weapon("Rifles").text_in(Lang::En), "Rifles");
    // Each is shown: in Spanish from the catalogue, in English as the ruleset writes it or in
    // the English words above, and a name no catalogue knows (a referee's new weapon) as
    // written in both.
    let mg = Term::element("HeavyMG", "Heavy MG section");
    assert_eq!(mg.text_in(Lang::Es), "Sección de ametralladoras");
    assert_eq!(mg.text_in(Lang::En), "Heavy MG section");
    assert_eq!(Term::blocker("Woods").text_in(Lang::Es), "bosque");
    assert_eq!(Term::blocker("Woods").text_in(Lang::En), "woods");
    let new = Term::weapon("Bazooka");
    assert_eq!(
        (new.text_in(Lang::Es), new.text_in(Lang::En)),
        ("Bazooka".into(), "Bazooka".into())
    );
}
