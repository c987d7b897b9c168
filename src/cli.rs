//! The command line: `trinchera [play FILE | replay RECORD | edit FILE | check FILE... | format FILE... | run RECORD | verify RECORD | generate | screenshot FILE OUT.png]`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub mod help;

#[cfg(feature = "window")]
use crate::play::Start;
use crate::rules::dice::{DiceSource, clock_seed};
use crate::ruleset::Ruleset;
use crate::scenario;
#[cfg(feature = "window")]
use crate::scenario::watch::Source;
use crate::seats::{ComputerArg, Seats};
use crate::spanned::Colour;
#[cfg(feature = "window")]
use crate::window::{WindowOptions, build_app};

/// `println!` that stops quietly when the reader has gone (`trinchera run x | head`): the
/// output is no longer wanted, and a panic over it would be noise.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if writeln!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    }};
}

/// `print!` that stops quietly like `say!`.
macro_rules! say_raw {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if write!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    }};
}

#[derive(Parser, Debug)]
// Every command's and option's help is in the catalogue (`cli-help-…` in assets/i18n/), put
// in by `help::command`; an option hidden from the help keeps its note here.
#[command(name = "trinchera", version)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[arg(long, default_value = "1600x1000", value_parser = parse_size)]
    pub size: (u32, u32),
    #[arg(long, global = true, value_name = "en|es", value_parser = parse_lang)]
    pub lang: Option<crate::words::Lang>,
}

fn parse_lang(s: &str) -> Result<crate::words::Lang, String> {
    crate::words::Lang::parse(s).ok_or_else(|| crate::t!("cli-not-a-language", value = s))
}

#[derive(Subcommand, Debug)]
pub enum Command {
    Play {
        file: PathBuf,
        #[arg(long)]
        seed: Option<u64>,
        #[arg(long)]
        save: Option<PathBuf>,
        #[arg(long)]
        new: bool,
        #[arg(long)]
        anyway: bool,
        #[arg(long, default_value = "1600x1000", value_parser = parse_size)]
        size: (u32, u32),
        #[arg(long, value_name = "SIDE[:LEVEL]", value_parser = parse_computer)]
        computer: Vec<ComputerArg>,
        #[arg(long, value_name = "ADDR:PORT", num_args = 0..=1, default_missing_value = "0.0.0.0:0")]
        host: Option<std::net::SocketAddr>,
        #[arg(long, requires = "host")]
        headless: bool,
        #[arg(
            long,
            value_name = "SIDE",
            requires = "host",
            conflicts_with = "computer"
        )]
        side: Option<String>,
        // With --host: a line of chat sent once the game has begun (demonstrations, tests).
        #[arg(long, value_name = "TEXT", requires = "host", hide = true)]
        say: Option<String>,
        // With --host in the window: save a PNG of the window after --wait seconds and exit.
        #[arg(
            long,
            value_name = "OUT.png",
            requires = "host",
            conflicts_with = "headless",
            hide = true
        )]
        screenshot: Option<PathBuf>,
        // Seconds before --screenshot.
        #[arg(long, value_name = "SECONDS", default_value_t = 0.0, value_parser = parse_wait, hide = true)]
        wait: f32,
    },
    Join {
        code: String,
        #[arg(long, value_name = "LEVEL", conflicts_with = "watch")]
        computer: Option<String>,
        #[arg(long)]
        watch: bool,
        #[arg(long)]
        save: Option<PathBuf>,
        #[arg(long)]
        headless: bool,
        #[arg(long, default_value = "1600x1000", value_parser = parse_size)]
        size: (u32, u32),
        // A line of chat sent once the game has begun (demonstrations, tests).
        #[arg(long, value_name = "TEXT", hide = true)]
        say: Option<String>,
        // Save a PNG of the window after --wait seconds and exit.
        #[arg(long, value_name = "OUT.png", conflicts_with_all = ["computer", "headless"], hide = true)]
        screenshot: Option<PathBuf>,
        // Seconds before --screenshot.
        #[arg(long, value_name = "SECONDS", default_value_t = 0.0, value_parser = parse_wait, hide = true)]
        wait: f32,
    },
    Replay {
        record: PathBuf,
        #[arg(long, value_name = "N")]
        at: Option<usize>,
        #[arg(long, default_value = "1600x1000", value_parser = parse_size)]
        size: (u32, u32),
    },
    Edit {
        file: PathBuf,
        #[arg(long, default_value = "1600x1000", value_parser = parse_size)]
        size: (u32, u32),
    },
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    Format {
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[arg(long)]
        check: bool,
    },
    Run {
        record: PathBuf,
        #[arg(long)]
        json: bool,
    },
    Verify {
        record: PathBuf,
    },
    Measure {
        file: PathBuf,
        a: String,
        b: String,
        #[arg(long)]
        json: bool,
    },
    Simulate {
        scenario: PathBuf,
        #[arg(long, default_value_t = 100)]
        games: usize,
        #[arg(long, default_value = "scripted,scripted", value_parser = parse_players)]
        players: (String, String),
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        jobs: Option<usize>,
        #[arg(long)]
        out: Option<PathBuf>,
        #[arg(long)]
        json: bool,
    },
    Ladder {
        battles: Vec<PathBuf>,
        #[arg(long, value_name = "N")]
        generated: Option<usize>,
        #[arg(long, default_value_t = 1)]
        from_seed: u64,
        #[arg(long, value_enum, default_value = "medium")]
        generated_size: crate::generate::Size,
        #[arg(long, requires = "generated")]
        balanced: bool,
        #[arg(
            long,
            default_value = "naive,scripted,easy,normal,hard",
            value_delimiter = ','
        )]
        players: Vec<String>,
        #[arg(long, default_value_t = 2)]
        games: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        jobs: Option<usize>,
        #[arg(long)]
        json: bool,
    },
    Generate {
        #[arg(long)]
        seed: Option<u64>,
        #[arg(long, value_enum, default_value = "medium")]
        size: crate::generate::Size,
        #[arg(long, value_parser = parse_year)]
        year: Option<i32>,
        #[arg(long, value_name = "FACTION,FACTION")]
        sides: Option<String>,
        #[arg(long)]
        balanced: bool,
        #[arg(long, default_value_t = 40, requires = "balanced", value_parser = parse_games)]
        games: usize,
        #[arg(short = 'o', long = "out", value_name = "FILE")]
        out: Option<PathBuf>,
        #[arg(long, requires = "out")]
        force: bool,
    },
    FitWorth {
        #[arg(long, value_name = "N", default_value_t = 100, value_parser = parse_battles_to_fit)]
        generated: usize,
        #[arg(long, default_value_t = 1000)]
        from_seed: u64,
        #[arg(long, value_enum, default_value = "small")]
        generated_size: crate::generate::Size,
        #[arg(long, default_value_t = 4, value_parser = parse_games)]
        games: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        jobs: Option<usize>,
        #[arg(long)]
        choices: bool,
    },
    Screenshot {
        file: PathBuf,
        out: PathBuf,
        #[arg(long, default_value = "1600x1000", value_parser = parse_size)]
        size: (u32, u32),
        #[arg(long)]
        select: Option<String>,
        #[arg(long, value_name = "SIDE[:LEVEL]", value_parser = parse_computer)]
        computer: Vec<ComputerArg>,
        #[arg(long, value_name = "SECONDS", default_value_t = 0.0, value_parser = parse_wait)]
        wait: f32,
        #[arg(long)]
        why: bool,
        #[arg(long, value_name = "N", value_parser = parse_games)]
        balance: Option<usize>,
        #[arg(long, value_name = "A,B", requires = "balance", value_parser = parse_players)]
        balance_players: Option<(String, String)>,
        #[arg(long, value_name = "N")]
        replay_at: Option<usize>,
        // Show the question of who plays each side, as a new game asks it.
        #[arg(long, hide = true)]
        ask: bool,
        // Press the panel's Replay as the game opens (the game in progress watched).
        #[arg(long, hide = true, conflicts_with = "replay_at")]
        open_replay: bool,
        #[arg(long, conflicts_with_all = ["replay_at", "computer", "balance", "why", "ask", "open_replay"])]
        edit: bool,
    },
}

fn parse_computer(s: &str) -> Result<ComputerArg, String> {
    crate::seats::parse_computer(s)
}

fn parse_wait(s: &str) -> Result<f32, String> {
    s.trim()
        .parse::<f32>()
        .ok()
        .filter(|w| (0.0..=600.0).contains(w))
        .ok_or_else(|| crate::t!("cli-not-seconds", value = s))
}

/// A count of `what` (`games` or `battles`, as the message says them) from `least` to 100000.
fn parse_count(s: &str, least: usize, what: &str) -> Result<usize, String> {
    s.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (least..=100_000).contains(n))
        .ok_or_else(|| crate::t!("cli-not-a-count", value = s, what = what, least = least))
}

fn parse_games(s: &str) -> Result<usize, String> {
    parse_count(s, 1, "games")
}

fn parse_battles_to_fit(s: &str) -> Result<usize, String> {
    parse_count(s, 2, "battles")
}

fn parse_year(s: &str) -> Result<i32, String> {
    s.trim()
        .parse::<i32>()
        .ok()
        .filter(|y| (1936..=1938).contains(y))
        .ok_or_else(|| crate::t!("cli-not-a-year", value = s))
}

fn parse_players(s: &str) -> Result<(String, String), String> {
    let (a, b) = s
        .split_once(',')
        .ok_or_else(|| crate::t!("cli-not-two-players", value = s))?;
    let known = |p: &str| {
        let p = p.trim();
        crate::players::by_name(p)
            .map(|_| p.to_string())
            .ok_or_else(|| {
                crate::t!(
                    "cli-no-such-player",
                    name = p,
                    known = crate::seats::known_players()
                )
            })
    };
    Ok((known(a)?, known(b)?))
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| crate::t!("cli-not-a-size-pair", value = s))?;
    let num = |t: &str| {
        t.trim()
            .parse::<u32>()
            .ok()
            .filter(|n| (64..=8192).contains(n))
            .ok_or_else(|| crate::t!("cli-not-a-size", value = t))
    };
    Ok((num(w)?, num(h)?))
}

pub fn main() -> ExitCode {
    // The help and clap's refusals in the language `--lang` (or the system) asks for.
    let cli = help::parse();
    let rules = Ruleset::default_rules();
    match cli.command {
        None => default_window(rules, cli.size),
        Some(Command::Play {
            file,
            size,
            seed,
            save,
            new,
            anyway,
            computer,
            host,
            headless,
            side,
            say,
            screenshot,
            wait,
        }) => {
            if let Some(bind) = host {
                // A network game's dice are shared and its record is the network's.
                let _ = (seed, new, anyway);
                if headless {
                    return crate::net::headless::host(&file, bind, &computer, save, rules, say);
                }
                return net_window(
                    crate::net::args::NetWindowArgs {
                        end: crate::net::args::NetEndArg::Host {
                            file,
                            bind,
                            computer,
                            side,
                        },
                        save,
                        size,
                        say,
                        screenshot,
                        wait,
                    },
                    rules,
                );
            }
            let args = crate::opening::PlayArgs { new, anyway, save };
            // Decided before any window: a file that cannot be played, or a side the battle
            // does not have, is an error on the command line, not an empty window.
            let opened = crate::opening::decide(&file, &args, &rules).and_then(|opening| {
                let seats = seats_on(&opening, &computer, &rules)?;
                Ok((opening, seats))
            });
            match opened {
                Ok((opening, seats)) => {
                    if let Some(note) = &opening.note {
                        eprintln!("{note}");
                    }
                    open_window(
                        opening,
                        seed.unwrap_or_else(clock_seed),
                        size,
                        seats,
                        None,
                        None,
                        rules,
                    )
                }
                Err(e) => {
                    eprintln!("{e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some(Command::Replay { record, at, size }) => match watch_of(&record, at, &rules) {
            Ok((opening, watch)) => open_window(opening, 1, size, None, None, Some(watch), rules),
            Err(e) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Edit { file, size }) => editor(&file, size, None, rules),
        Some(Command::Check { files }) => check(&files, &rules),
        Some(Command::Format { files, check }) => format(&files, check, &rules),
        Some(Command::Run { record, json }) => run(&record, json, rules),
        Some(Command::Verify { record }) => verify(&record, rules),
        Some(Command::Join {
            code,
            computer,
            watch,
            save,
            headless,
            size,
            say,
            screenshot,
            wait,
        }) => {
            if let Some(level) = &computer
                && crate::players::by_name(level).is_none()
            {
                eprintln!("--computer {level}: {}", crate::seats::known_players());
                return ExitCode::FAILURE;
            }
            // A code that is not one is said before anything opens.
            if let Err(e) = code.parse::<crate::net::join_code::JoinCode>() {
                eprintln!("{}", crate::t!("cli-error", error = e.to_string()));
                return ExitCode::FAILURE;
            }
            if computer.is_some() || (watch && headless) {
                return crate::net::headless::join(&code, computer.as_deref(), save, rules, say);
            }
            if headless {
                eprintln!("{}", crate::t!("cli-join-headless"));
                return ExitCode::FAILURE;
            }
            net_window(
                crate::net::args::NetWindowArgs {
                    end: crate::net::args::NetEndArg::Join { code, watch },
                    save,
                    size,
                    say,
                    screenshot,
                    wait,
                },
                rules,
            )
        }
        Some(Command::Measure { file, a, b, json }) => measure(&file, &a, &b, json, rules),
        Some(Command::Simulate {
            scenario,
            games,
            players,
            seed,
            jobs,
            out,
            json,
        }) => {
            let opts = crate::simulate::Options {
                scenario,
                games,
                players: [players.0, players.1],
                seed,
                jobs: jobs.unwrap_or_else(|| {
                    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
                }),
                out,
                progress: crate::simulate::progress_wanted(),
                watch: None,
            };
            crate::simulate::command(&opts, json, rules)
        }
        Some(Command::Ladder {
            battles,
            generated,
            from_seed,
            generated_size,
            balanced,
            players,
            games,
            seed,
            jobs,
            json,
        }) => {
            let generated = generated.map(|n| Generated {
                n,
                from: from_seed,
                size: generated_size,
                balanced,
                jobs: jobs.unwrap_or_else(cores),
            });
            ladder(&battles, generated, players, games, seed, jobs, json, rules)
        }
        Some(Command::FitWorth {
            generated,
            from_seed,
            generated_size,
            games,
            seed,
            jobs,
            choices,
        }) => {
            let jobs = jobs.unwrap_or_else(cores);
            let asked = Generated {
                n: generated,
                from: from_seed,
                size: generated_size,
                balanced: false,
                jobs,
            };
            let battles = match generated_battles(&asked, &rules) {
                Ok(b) => b,
                Err(e) => {
                    eprintln!("{e}");
                    return ExitCode::FAILURE;
                }
            };
            let battles: Vec<_> = battles.into_iter().map(|b| (b.scenario, b.text)).collect();
            let report = if choices {
                crate::players::choice_fit::report(&battles, &rules, games, seed, jobs)
            } else {
                crate::players::worth_fit::report(&battles, &rules, games, seed, jobs)
            };
            match report {
                Ok(text) => {
                    say_raw!("{text}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("{}", crate::t!("cli-error", error = e));
                    ExitCode::FAILURE
                }
            }
        }
        Some(Command::Generate {
            seed,
            size,
            year,
            sides,
            balanced,
            games,
            out,
            force,
        }) => {
            let seed = seed.unwrap_or_else(|| {
                let s = clock_seed() % 1_000_000;
                eprintln!("{}", crate::t!("cli-seed-drawn", seed = s));
                s
            });
            let options = crate::generate::Options {
                seed,
                size,
                year,
                sides,
            };
            let output = crate::generate::Output {
                out,
                force,
                balanced,
                games,
                jobs: std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
            };
            crate::generate::command(&options, &output, rules)
        }
        Some(Command::Screenshot {
            file,
            out,
            size,
            select,
            edit: true,
            ..
        }) => editor(&file, size, Some((out, select)), rules),
        Some(Command::Screenshot {
            file,
            out,
            size,
            select,
            computer,
            wait,
            why,
            balance,
            balance_players,
            replay_at,
            ask,
            open_replay,
            edit: false,
        }) => {
            let opened = match replay_at {
                Some(n) => watch_of(&file, Some(n), &rules).map(|(o, w)| (o, Some(w))),
                None => crate::opening::for_screenshot(&file, &rules).map(|o| (o, None)),
            }
            .and_then(|(opening, watch)| {
                let seats = seats_on(&opening, &computer, &rules)?;
                Ok((opening, seats, watch))
            });
            match opened {
                Ok((opening, seats, watch)) => {
                    let shot = Shot {
                        out,
                        select,
                        after_seconds: wait,
                        why,
                        ask_seats: ask,
                        open_replay,
                        balance: balance.map(|n| {
                            let (a, b) = balance_players.unwrap_or_else(|| {
                                ("scripted".to_string(), "scripted".to_string())
                            });
                            (n, [a, b])
                        }),
                    };
                    open_window(opening, 1, size, seats, Some(shot), watch, rules)
                }
                Err(e) => {
                    eprintln!("{e}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

/// A record to watch, opened at `at` orders (past its end: its end); a scenario, or a record
/// that cannot be read or replayed, is an error before any window.
fn watch_of(
    file: &std::path::Path,
    at: Option<usize>,
    rules: &Ruleset,
) -> Result<(crate::opening::Opening, (crate::replay::Replay, PathBuf)), String> {
    if let Ok(text) = std::fs::read_to_string(file)
        && crate::record::is_scenario(&text)
    {
        return Err(crate::t!(
            "cli-replay-of-scenario",
            path = file.display().to_string()
        ));
    }
    let opening = crate::opening::for_screenshot(file, rules)?;
    let mut replay = crate::replay::Replay::open(file, rules.clone()).map_err(|e| e.to_string())?;
    replay.seek(at.unwrap_or(0));
    Ok((opening, (replay, file.to_path_buf())))
}

/// The seats `--computer` gives on the battle `play` or `screenshot` opens; `None` when it was
/// not given. A side is checked against the battle; a battle whose file has errors (the window
/// opens on it anyway, to show them) can only be given sides by index.
fn seats_on(
    opening: &crate::opening::Opening,
    args: &[ComputerArg],
    rules: &Ruleset,
) -> Result<Option<Seats>, String> {
    if args.is_empty() {
        return Ok(None);
    }
    let loaded = match &opening.scenario {
        Some(path) => scenario::load(path, rules).map_err(|_| path.display().to_string()),
        None => scenario::parse(
            scenario::DEFAULT_SCENARIO_PATH,
            scenario::DEFAULT_SCENARIO,
            rules,
        )
        .map_err(|_| scenario::DEFAULT_SCENARIO_PATH.to_string()),
    };
    match loaded {
        Ok(s) => crate::seats::resolve(args, &s).map(Some),
        Err(path) => {
            let mut seats = Seats::default();
            for a in args {
                match a.side.as_str() {
                    "0" => seats.computer[0] = Some(a.level.clone()),
                    "1" => seats.computer[1] = Some(a.level.clone()),
                    side => {
                        return Err(crate::t!("cli-sides-by-index", side = side, path = path));
                    }
                }
            }
            Ok(Some(seats))
        }
    }
}

/// A one-shot screenshot: where it goes and what it shows.
// Built without the window, `screenshot` is refused before any of this is read.
#[cfg_attr(not(feature = "window"), allow(dead_code))]
struct Shot {
    out: PathBuf,
    select: Option<String>,
    after_seconds: f32,
    why: bool,
    ask_seats: bool,
    open_replay: bool,
    balance: Option<(usize, [String; 2])>,
}

/// The machine's cores, the default of `--jobs`.
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// Battles to generate for the ladder or `fit-worth`.
#[derive(Clone, Copy, Debug)]
struct Generated {
    n: usize,
    /// The first seed; the others follow it.
    from: u64,
    size: crate::generate::Size,
    /// Balanced as `generate --balanced` balances (its default games a round).
    balanced: bool,
    /// Games played at once while balancing.
    jobs: usize,
}

/// Games a round of balancing plays, as `generate --balanced` does by default.
const BALANCING_GAMES: usize = 40;

/// Battles generated from seeds `from`, `from + 1` ... (`n` of them), as the ladder and
/// `fit-worth` play them.
fn generated_battles(
    asked: &Generated,
    rules: &Ruleset,
) -> Result<Vec<crate::simulate::ladder::Battle>, String> {
    let size = asked.size;
    let end = asked
        .from
        .checked_add(asked.n as u64)
        .ok_or_else(|| crate::t!("cli-seeds-run-past", from = asked.from, n = asked.n))?;
    (asked.from..end)
        .map(|seed| {
            let options = crate::generate::Options {
                seed,
                size,
                year: None,
                sides: None,
            };
            crate::generate::generate(&options, rules)
                .and_then(|mut b| {
                    if asked.balanced {
                        crate::generate::balance::balance(
                            &mut b,
                            rules,
                            BALANCING_GAMES,
                            asked.jobs,
                        )?;
                    }
                    b.text(rules)
                })
                .and_then(|(_, text)| {
                    // Named in English where the name is data (the records, `--json`), in
                    // the reader's language where it is shown.
                    let label = crate::msg!(
                        "ladder-generated",
                        seed = seed,
                        size = size.name(),
                        balanced = u8::from(asked.balanced)
                    );
                    crate::simulate::ladder::Battle::parse(&label.en(), text, rules)
                        .map(|b| b.labelled(label))
                })
                .map_err(|e| {
                    let e = e.strip_prefix("error: ").unwrap_or(&e);
                    crate::t!("cli-battle-not-made", seed = seed, error = e)
                })
        })
        .collect()
}

/// `trinchera ladder`: the battles read (every scenario in scenarios/ when none is given),
/// the pairings played, the report printed.
#[allow(clippy::too_many_arguments)]
fn ladder(
    files: &[PathBuf],
    generated: Option<Generated>,
    players: Vec<String>,
    games: usize,
    seed: u64,
    jobs: Option<usize>,
    json: bool,
    rules: Ruleset,
) -> ExitCode {
    let files: Vec<PathBuf> = if files.is_empty() && generated.is_some() {
        Vec::new()
    } else if files.is_empty() {
        let mut found: Vec<PathBuf> = std::fs::read_dir("scenarios")
            .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        found.retain(|p| {
            p.extension().is_some_and(|e| e == "ron")
                && std::fs::read_to_string(p).is_ok_and(|t| crate::record::is_scenario(&t))
        });
        found.sort();
        found
    } else {
        files.to_vec()
    };
    let mut battles = Vec::new();
    for f in &files {
        let text = match crate::record::read_text(f) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        };
        match crate::simulate::ladder::Battle::parse(&f.display().to_string(), text, &rules) {
            Ok(b) => battles.push(b),
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        }
    }
    if let Some(asked) = generated {
        match generated_battles(&asked, &rules) {
            Ok(made) => battles.extend(made),
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        }
    }
    let opts = crate::simulate::ladder::Options {
        players,
        battles,
        games: games.max(1),
        seed,
        jobs: jobs.unwrap_or_else(|| {
            std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
        }),
        progress: crate::simulate::progress_wanted(),
    };
    match crate::simulate::ladder::run(&opts, rules) {
        Ok(report) => {
            if json {
                say!(
                    "{}",
                    serde_json::to_string_pretty(&report).unwrap_or_default()
                );
            } else {
                say_raw!("{}", crate::simulate::ladder::to_text(&report));
            }
            let failed: usize = report.pairings.iter().map(|p| p.pooled.failed).sum();
            if failed == 0 {
                ExitCode::SUCCESS
            } else {
                eprintln!("{}", crate::t!("cli-games-failed", n = failed));
                ExitCode::FAILURE
            }
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// Prints every problem of every file; the exit code says whether all were good.
pub fn check(files: &[PathBuf], rules: &Ruleset) -> ExitCode {
    let mut bad = 0;
    for f in files {
        // A game record beside its scenario (`NAME.game.ron`) is checked as a record: read,
        // its scenario found and its orders replayed, never misread as a scenario.
        if let Ok(text) = std::fs::read_to_string(f)
            && crate::record::is_record(&text)
        {
            if !check_record(f, rules) {
                bad += 1;
            }
            continue;
        }
        match scenario::load(f, rules) {
            Ok(s) => {
                // Allowed, but likely slips: said, and the file still passes.
                let warnings = scenario::validate::warnings(&s, rules);
                if let (false, Ok(src)) = (warnings.is_empty(), scenario::read(f)) {
                    let path = f.display().to_string();
                    for w in &warnings {
                        say!(
                            "{}",
                            crate::spanned::diagnostics::render_in(
                                &path,
                                &src,
                                w,
                                Colour::for_stream(&std::io::stdout())
                            )
                        );
                    }
                }
                say!(
                    "{}",
                    crate::t!(
                        "check-file-ok",
                        path = f.display().to_string(),
                        title = &s.title,
                        features = s.terrain.len(),
                        elements = s.elements().count()
                    )
                );
                if !warnings.is_empty() {
                    say!(
                        "{}",
                        crate::t!(
                            "check-file-warnings",
                            path = f.display().to_string(),
                            n = warnings.len()
                        )
                    );
                }
            }
            Err(e) => {
                bad += 1;
                say!("{}", e.render_in(Colour::for_stream(&std::io::stdout())));
                say!(
                    "{}",
                    crate::t!(
                        "check-file-errors",
                        path = f.display().to_string(),
                        n = e.diagnostics.len()
                    )
                );
            }
        }
    }
    if bad > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// `check` on a game record: whether it loads and how far its orders replay. `false` when it
/// has errors (printed as `path:line:col`).
fn check_record(f: &std::path::Path, rules: &Ruleset) -> bool {
    let loaded = match crate::record::Record::load(f, rules) {
        Ok(l) => l,
        Err(e) => {
            say!("{}", e.render_in(Colour::for_stream(&std::io::stdout())));
            say!(
                "{}",
                crate::t!(
                    "check-record-errors",
                    path = f.display().to_string(),
                    n = e.diagnostics.len()
                )
            );
            return false;
        }
    };
    let orders = loaded.record.orders.len();
    let rules = std::sync::Arc::new(rules.clone());
    match crate::record::replay(&loaded.record, loaded.scenario, rules) {
        Ok((g, reports)) => {
            let refused = reports.iter().filter(|r| !r.accepted).count();
            say!(
                "{}",
                crate::t!(
                    "check-record-ok",
                    path = f.display().to_string(),
                    scenario = &loaded.record.scenario,
                    orders = orders,
                    refused = refused,
                    turn = g.turn(),
                    phase = g.phase().words()
                )
            );
            true
        }
        Err(e) => {
            say!(
                "{}",
                crate::t!(
                    "check-record-cannot-start",
                    path = f.display().to_string(),
                    error = e.to_string()
                )
            );
            false
        }
    }
}

/// Lay scenario files out as the editor saves them. A file that cannot be read whole is left
/// as it is and its errors printed; one that reads but breaks a rule is laid out all the same
/// (its problems are `check`'s business).
pub fn format(files: &[PathBuf], check_only: bool, rules: &Ruleset) -> ExitCode {
    let mut bad = 0;
    for f in files {
        let refused = crate::msg!("check-format-lays-out-whole-files");
        let draft = match crate::editor::Draft::open_for(f, rules, refused) {
            Ok(d) if f.exists() => d,
            Ok(_) => {
                bad += 1;
                say!(
                    "{}",
                    crate::t!("cli-format-no-file", path = f.display().to_string())
                );
                continue;
            }
            Err(e) => {
                bad += 1;
                say!("{}", e.render_in(Colour::for_stream(&std::io::stdout())));
                continue;
            }
        };
        if draft.is_saved_text(draft.text()) {
            continue;
        }
        if check_only {
            bad += 1;
            say!(
                "{}",
                crate::t!("cli-format-not-laid-out", path = f.display().to_string())
            );
            continue;
        }
        let was = draft.saved_text().lines().count();
        let mut draft = draft;
        match draft.save() {
            Ok(()) => say!(
                "{}",
                crate::t!(
                    "cli-format-laid-out",
                    path = f.display().to_string(),
                    lines = draft.text().lines().count(),
                    was = was
                )
            ),
            Err(e) => {
                bad += 1;
                say!(
                    "{}",
                    crate::t!(
                        "cli-format-cannot-write",
                        path = f.display().to_string(),
                        error = e.to_string()
                    )
                );
            }
        }
    }
    if bad > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// A game record for `run` and `verify`, or the exit after saying why not. A scenario given
/// where its game was wanted is named as such, with `advice` (serde alone would say "unknown
/// field `title`": true, and no help).
fn load_record(
    path: &std::path::Path,
    rules: &Ruleset,
    advice: crate::words::Msg,
) -> Result<crate::record::Loaded, ExitCode> {
    if let Ok(text) = std::fs::read_to_string(path)
        && crate::record::is_scenario(&text)
    {
        eprintln!(
            "{}",
            crate::t!(
                "cli-scenario-not-record",
                path = path.display().to_string(),
                advice = advice
            )
        );
        return Err(ExitCode::FAILURE);
    }
    crate::record::Record::load(path, rules).map_err(|e| {
        eprintln!("{}", e.render_in(Colour::for_stream(&std::io::stderr())));
        ExitCode::FAILURE
    })
}

/// Replay a record; a malformed one exits 1 with `path:line:col`, a rejected order is normal.
pub fn run(path: &std::path::Path, json: bool, rules: Ruleset) -> ExitCode {
    let advice = crate::msg!("cli-advice-play", path = path.display().to_string());
    let loaded = match load_record(path, &rules, advice) {
        Ok(l) => l,
        Err(code) => return code,
    };
    match crate::record::replay(&loaded.record, loaded.scenario, std::sync::Arc::new(rules)) {
        Ok((game, reports)) => {
            if json {
                say!("{}", crate::report::to_json(&game, &reports));
            } else {
                say_raw!("{}", crate::report::to_text(&game, &reports));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!(
                "{}",
                crate::t!(
                    "cli-cannot-start",
                    path = path.display().to_string(),
                    error = e.to_string()
                )
            );
            ExitCode::FAILURE
        }
    }
}

/// `trinchera verify RECORD`: one line, on stdout when it passed or there is nothing to
/// verify, else `PATH: error: ...` on stderr.
pub fn verify(path: &std::path::Path, rules: Ruleset) -> ExitCode {
    let loaded = match load_record(path, &rules, crate::msg!("cli-advice-no-dice")) {
        Ok(l) => l,
        Err(code) => return code,
    };
    let verdict =
        crate::verify::verify(&loaded.record, loaded.scenario, std::sync::Arc::new(rules));
    let line = format!("{}: {}", path.display(), verdict.summary());
    match verdict {
        crate::verify::Verdict::Verified { .. } => {
            say!("{line}");
            ExitCode::SUCCESS
        }
        crate::verify::Verdict::NotShared(_) => {
            say!("{line}");
            ExitCode::from(3)
        }
        _ => {
            eprintln!("{line}");
            ExitCode::FAILURE
        }
    }
}

/// The game a FILE stands for: a scenario at its start, or a record where its orders left it.
fn game_of(file: &std::path::Path, rules: Ruleset) -> Result<crate::rules::Game, String> {
    let rules = std::sync::Arc::new(rules);
    let text = crate::record::read_text(file)?;
    if crate::record::is_record(&text) {
        let loaded = crate::record::Record::load(file, &rules).map_err(|e| e.render())?;
        let (g, _) = crate::record::replay(&loaded.record, loaded.scenario, rules)
            .map_err(|e| e.to_string())?;
        return Ok(g);
    }
    let s = scenario::parse(&file.display().to_string(), &text, &rules).map_err(|e| e.render())?;
    crate::rules::Game::new(std::sync::Arc::new(s), rules, DiceSource::Seeded(0))
        .map_err(|e| e.to_string())
}

/// An element id, or a point written "x,y".
fn end_of(g: &crate::rules::Game, s: &str) -> Result<crate::rules::fire::End, String> {
    use crate::rules::fire::End;
    if let Ok(i) = g.element_index(s) {
        return Ok(End::Element(i));
    }
    let point = s.split_once(',').and_then(|(x, y)| {
        Some(bevy::math::Vec2::new(
            x.trim().parse().ok()?,
            y.trim().parse().ok()?,
        ))
    });
    match point {
        Some(p) if p.is_finite() => {
            let size = g.scenario().size();
            if p.x < 0.0 || p.y < 0.0 || p.x > size.x || p.y > size.y {
                return Err(crate::t!(
                    "measure-off-table",
                    x = p.x.to_string(),
                    y = p.y.to_string(),
                    width = size.x.to_string(),
                    height = size.y.to_string()
                ));
            }
            Ok(End::Point(p))
        }
        _ => {
            let ids: Vec<&str> = g.elements().iter().map(|e| e.id.as_str()).collect();
            Err(match crate::spanned::did_you_mean(s, ids) {
                Some(like) => crate::t!("measure-not-an-end-did-you-mean", name = s, like = like),
                None => crate::t!("measure-not-an-end", name = s),
            })
        }
    }
}

/// `measure BATTERY x,y` or `measure air:SIDE x,y`: what shells or bombs there would do.
fn measure_support(g: &crate::rules::Game, a: &str, b: &str, json: bool) -> Option<ExitCode> {
    let air = a.strip_prefix("air:");
    if air.is_none() && !g.batteries().iter().any(|x| x.id == a) {
        return None;
    }
    let at = match end_of(g, b) {
        Ok(crate::rules::fire::End::Point(p)) => (p.x, p.y),
        Ok(_) => {
            eprintln!("{}", crate::t!("measure-aim-at-point", name = b));
            return Some(ExitCode::FAILURE);
        }
        Err(e) => {
            eprintln!("{e}");
            return Some(ExitCode::FAILURE);
        }
    };
    let odds = match air {
        Some(side) if g.side_index(side).is_none() => {
            eprintln!("{}", crate::t!("measure-no-side", side = side));
            return Some(ExitCode::FAILURE);
        }
        Some(_) => g.air_strike_odds(at),
        None => g.bombard_odds(a, at),
    };
    let o = match odds {
        Ok(o) => o,
        Err(r) => {
            let why = format!("{} [{}]", r.reason, r.rule.id());
            eprintln!("{}", crate::t!("cli-error", error = why));
            return Some(ExitCode::FAILURE);
        }
    };
    if json {
        say!("{}", serde_json::to_string_pretty(&o).unwrap_or_default());
        return Some(ExitCode::SUCCESS);
    }
    say!(
        "{}",
        crate::t!(
            "measure-zone",
            across = o.size.0.to_string(),
            along = o.size.1.to_string(),
            x = format!("{:.1}", o.center.0),
            y = format!("{:.1}", o.center.1),
            facing = format!("{:.0}", o.facing)
        )
    );
    if let Some(s) = &o.spotter {
        say!("{}", crate::t!("measure-spotted-by", spotter = s));
    }
    if o.targets.is_empty() {
        say!("{}", crate::t!("measure-nothing-under"));
    }
    for t in &o.targets {
        let line = crate::t!(
            "measure-zone-target",
            shots = t.shots,
            to_hit = t.to_hit,
            observed = u8::from(t.observed),
            road = u8::from(t.road_column),
            hit = format!("{:.0}", t.p_hit * 100.0),
            needs = t.knockout_needs.unwrap_or(0),
            knock_out = format!("{:.0}", t.p_knockout * 100.0)
        );
        say!("  {:<12} {:<14} {line}", t.element, t.side);
    }
    Some(ExitCode::SUCCESS)
}

pub fn measure(file: &std::path::Path, a: &str, b: &str, json: bool, rules: Ruleset) -> ExitCode {
    let game = match game_of(file, rules) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(code) = measure_support(&game, a, b, json) {
        return code;
    }
    let result = Ok::<_, String>(game).and_then(|g| {
        let (ea, eb) = (end_of(&g, a)?, end_of(&g, b)?);
        if ea == eb {
            return Err(crate::t!("measure-same-end", name = a));
        }
        Ok((g.measure_ends(ea, eb), g, ea, eb))
    });
    let (m, g, ea, eb) = match result {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    if json {
        say!("{}", serde_json::to_string_pretty(&m).unwrap_or_default());
        return ExitCode::SUCCESS;
    }
    let name = |e: crate::rules::fire::End| match e {
        crate::rules::fire::End::Element(i) => {
            let el = &g.elements()[i];
            crate::msg!(
                "measure-end-element",
                id = &el.id,
                kind = g.def(el).name.as_str(),
                side = g.side_name(el.side),
                x = format!("{:.1}", el.base.center.x),
                y = format!("{:.1}", el.base.center.y),
                facing = format!("{:.0}", el.base.facing)
            )
        }
        crate::rules::fire::End::Point(p) => crate::msg!(
            "measure-end-point",
            x = format!("{:.1}", p.x),
            y = format!("{:.1}", p.y)
        ),
    };
    say!("{}", crate::t!("measure-from", end = name(ea)));
    say!("{}", crate::t!("measure-to", end = name(eb)));
    // A base knocked out, routed, carried or not yet arrived neither fires nor is fired at:
    // the geometry below is where it stands, not a shot the rules allow.
    for end in [ea, eb] {
        if let crate::rules::fire::End::Element(i) = end {
            let el = &g.elements()[i];
            if el.status != crate::rules::Status::Ready {
                say!(
                    "{}",
                    crate::t!(
                        "measure-not-in-the-fight",
                        id = &el.id,
                        state = crate::report::status_words(el.status)
                    )
                );
            }
        }
    }
    say!(
        "{}",
        crate::t!("measure-range", range = format!("{:.1}", m.range))
    );
    match &m.los.blocked_by {
        None => say!("{}", crate::t!("measure-sight-clear")),
        Some(b) => say!(
            "{}",
            crate::t!(
                "measure-sight-blocked",
                kind = crate::words::Term::blocker(&b.kind),
                id = &b.id,
                rule = &b.rule
            )
        ),
    }
    // Why an end in the woods or buildings that block is unseen: how deep it stands, beside
    // the edge within which it would see and be seen [INF rules of sight].
    if let Some(b) = &m.los.blocked_by
        && b.kind != "Smoke"
        && let Some(f) = g.terrain().features.iter().find(|f| f.id == b.id)
        && !f.def.has_height
    {
        for end in [ea, eb] {
            let (who, at) = match end {
                crate::rules::fire::End::Element(i) => {
                    (g.elements()[i].id.clone(), g.elements()[i].base.center)
                }
                crate::rules::fire::End::Point(p) => (format!("({:.1}, {:.1})", p.x, p.y), p),
            };
            let edge = g.rules().sight.edge;
            if let Some(depth) = f.depth_inside(at).filter(|d| *d > edge) {
                say!(
                    "{}",
                    crate::t!(
                        "measure-inside",
                        end = who,
                        depth = format!("{depth:.1}"),
                        id = &b.id,
                        edge = edge
                    )
                );
            }
        }
    }
    match &m.protection_from {
        Some(f) => say!(
            "{}",
            crate::t!(
                "measure-protection-from",
                protection = m.protection.words(),
                feature = f
            )
        ),
        None => say!(
            "{}",
            crate::t!("measure-protection", protection = m.protection.words())
        ),
    }
    if !m.los.clear && !m.weapons.is_empty() {
        say!("{}", crate::t!("measure-no-sight-no-fire"));
    }
    for w in &m.weapons {
        let line = crate::t!(
            "measure-weapon",
            shots = w.shots,
            in_range = u8::from(w.in_range),
            in_arc = u8::from(w.in_arc),
            past_min = u8::from(w.past_min_range),
            hit = format!("{:.1}", w.p_hit * 100.0),
            knock_out = format!("{:.1}", w.p_knockout * 100.0),
            needs = w.knockout_needs.unwrap_or(0),
            pin = format!("{:.1}", w.p_pin * 100.0)
        );
        say!("  {:<14} {line}", w.weapon);
    }
    ExitCode::SUCCESS
}

/// Built without the `window` feature: every command that needs the window says so.
#[cfg(not(feature = "window"))]
fn no_window() -> ExitCode {
    eprintln!("{}", crate::t!("cli-no-window"));
    ExitCode::FAILURE
}

#[cfg(not(feature = "window"))]
fn editor(
    _file: &std::path::Path,
    _size: (u32, u32),
    _shot: Option<(PathBuf, Option<String>)>,
    _rules: Ruleset,
) -> ExitCode {
    no_window()
}

#[cfg(not(feature = "window"))]
fn net_window(_args: crate::net::args::NetWindowArgs, _rules: Ruleset) -> ExitCode {
    eprintln!("{}", crate::t!("cli-no-window-net"));
    ExitCode::FAILURE
}

/// A network game in the window: the host's or the joiner's end running in it.
#[cfg(feature = "window")]
fn net_window(args: crate::net::args::NetWindowArgs, rules: Ruleset) -> ExitCode {
    let screenshot = args.screenshot.clone();
    match crate::window::build_net_app(args, rules) {
        Ok((mut app, result)) => {
            let exit = app.run();
            finish_shot(screenshot, &result, exit)
        }
        Err(e) => {
            eprintln!("{}", crate::t!("cli-error", error = e.to_string()));
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(feature = "window"))]
fn default_window(_rules: Ruleset, _size: (u32, u32)) -> ExitCode {
    no_window()
}

#[cfg(not(feature = "window"))]
fn open_window(
    _opening: crate::opening::Opening,
    _seed: u64,
    _size: (u32, u32),
    _seats: Option<Seats>,
    _shot: Option<Shot>,
    _watch: Option<(crate::replay::Replay, PathBuf)>,
    _rules: Ruleset,
) -> ExitCode {
    no_window()
}

/// The window on the built-in battle, a new game.
#[cfg(feature = "window")]
fn default_window(rules: Ruleset, size: (u32, u32)) -> ExitCode {
    let opts = WindowOptions {
        source: Source::Embedded,
        start: Start::New(DiceSource::Seeded(clock_seed())),
        save_path: PathBuf::from(crate::play::first_screen::BUILTIN_SAVE),
        size,
        screenshot: None,
        select: None,
        note: None,
        seats: None,
        shot: Default::default(),
        watch: None,
        // Nothing is played (or saved) until the player has chosen a game.
        first_screen: Some(crate::play::first_screen::FirstScreen::look(
            std::path::Path::new("."),
            &rules,
        )),
    };
    window(opts, rules)
}

/// The window on what `play` or `screenshot` decided to open.
#[cfg(feature = "window")]
fn open_window(
    opening: crate::opening::Opening,
    seed: u64,
    size: (u32, u32),
    seats: Option<Seats>,
    shot: Option<Shot>,
    watch: Option<(crate::replay::Replay, PathBuf)>,
    rules: Ruleset,
) -> ExitCode {
    let source = opening.scenario.map_or(Source::Embedded, Source::File);
    let start = match opening.carry_on {
        Some(record) => Start::Continue(record),
        None => Start::New(DiceSource::Seeded(seed)),
    };
    let (screenshot, select, shot) = match shot {
        Some(s) => (
            Some(s.out),
            s.select,
            crate::window::ShotOptions {
                after_seconds: s.after_seconds,
                why: s.why,
                ask_seats: s.ask_seats,
                open_replay: s.open_replay,
                balance: s.balance,
            },
        ),
        None => (None, None, Default::default()),
    };
    window(
        WindowOptions {
            source,
            start,
            save_path: opening.save_path,
            size,
            screenshot,
            select,
            note: opening.note,
            seats,
            shot,
            watch,
            first_screen: None,
        },
        rules,
    )
}

/// The editor's window on a scenario file, or a picture of it. A file that cannot be read
/// whole is an error before any window: what could be read of it would lose the rest.
#[cfg(feature = "window")]
fn editor(
    file: &std::path::Path,
    size: (u32, u32),
    shot: Option<(PathBuf, Option<String>)>,
    rules: Ruleset,
) -> ExitCode {
    if let Ok(text) = std::fs::read_to_string(file)
        && crate::record::is_record(&text)
    {
        eprintln!(
            "{}",
            crate::t!("cli-record-not-scenario", path = file.display().to_string())
        );
        return ExitCode::FAILURE;
    }
    let (screenshot, select) = match shot {
        Some((out, select)) => (Some(out), select),
        None => (None, None),
    };
    let opts = crate::editor_window::EditorOptions {
        path: file.to_path_buf(),
        size,
        screenshot: screenshot.clone(),
        select,
    };
    let (mut app, result) = match crate::editor_window::build_editor_app(opts, rules) {
        Ok(built) => built,
        Err(e) => {
            eprintln!("{}", e.render_in(Colour::for_stream(&std::io::stderr())));
            return ExitCode::FAILURE;
        }
    };
    let exit = app.run();
    finish_shot(screenshot, &result, exit)
}

/// The exit code of a window: for a screenshot, whether the picture was written.
#[cfg(feature = "window")]
fn finish_shot(
    shot: Option<PathBuf>,
    result: &crate::window::ScreenshotResult,
    exit: bevy::app::AppExit,
) -> ExitCode {
    if let Some(path) = shot {
        let outcome = result.0.lock().ok().and_then(|r| r.clone());
        match outcome {
            Some(Ok(())) => {
                say!(
                    "{}",
                    crate::t!("cli-saved", path = path.display().to_string())
                );
                ExitCode::SUCCESS
            }
            Some(Err(e)) => {
                eprintln!("{}", crate::t!("cli-error", error = e.to_string()));
                ExitCode::FAILURE
            }
            None => {
                eprintln!("{}", crate::t!("cli-window-closed"));
                ExitCode::FAILURE
            }
        }
    } else if exit.is_success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

#[cfg(feature = "window")]
fn window(opts: WindowOptions, rules: Ruleset) -> ExitCode {
    let screenshot = opts.screenshot.clone();
    if let Source::File(path) = &opts.source
        && let Err(e) = scenario::load(path, &rules)
    {
        eprintln!("{}", e.render_in(Colour::for_stream(&std::io::stderr())));
        if screenshot.is_some() {
            return ExitCode::FAILURE;
        }
        eprintln!("{}", crate::t!("cli-window-anyway"));
    }
    let (mut app, result) = build_app(opts, rules);
    let exit = app.run();
    finish_shot(screenshot, &result, exit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_takes_the_computer_for_one_side_or_both() {
        let cli = Cli::try_parse_from([
            "trinchera",
            "play",
            "scenarios/jarama.ron",
            "--computer",
            "nationalist:scripted",
            "--computer",
            "1:naive",
        ])
        .unwrap();
        let Some(Command::Play { computer, .. }) = cli.command else {
            panic!("not play");
        };
        let side_level: Vec<(&str, &str)> = computer
            .iter()
            .map(|c| (c.side.as_str(), c.level.as_str()))
            .collect();
        assert_eq!(side_level, [("nationalist", "scripted"), ("1", "naive")]);
        // Without it, hotseat as before: nobody is the computer.
        let cli = Cli::try_parse_from(["trinchera", "play", "x.ron"]).unwrap();
        let Some(Command::Play { computer, .. }) = cli.command else {
            panic!("not play");
        };
        assert!(computer.is_empty());
        // A level no player has is refused by the parser, naming the players.
        let err = Cli::try_parse_from(["trinchera", "play", "x.ron", "--computer", "0:nobody"])
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("`nobody`") && err.contains("scripted"),
            "{err}"
        );
    }

    #[test]
    fn the_window_alone_takes_a_size() {
        let cli = Cli::try_parse_from(["trinchera", "--size", "1280x720"]).unwrap();
        assert!(cli.command.is_none());
        assert_eq!(cli.size, (1280, 720));
        assert!(Cli::try_parse_from(["trinchera", "--size", "big"]).is_err());
        let cli = Cli::try_parse_from(["trinchera", "play", "x.ron", "--size", "800x600"]).unwrap();
        assert!(matches!(
            cli.command,
            Some(Command::Play {
                size: (800, 600),
                ..
            })
        ));
    }

    #[test]
    fn screenshot_takes_the_computer_a_wait_and_why() {
        let cli = Cli::try_parse_from([
            "trinchera",
            "screenshot",
            "x.ron",
            "out.png",
            "--computer",
            "0:scripted",
            "--wait",
            "2.5",
            "--why",
        ])
        .unwrap();
        let Some(Command::Screenshot {
            computer,
            wait,
            why,
            ..
        }) = cli.command
        else {
            panic!("not screenshot");
        };
        assert_eq!(computer.len(), 1);
        assert_eq!((wait, why), (2.5, true));
        for bad in ["-1", "nan", "1e9", "soon"] {
            assert!(
                Cli::try_parse_from(["trinchera", "screenshot", "x", "y", "--wait", bad]).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn screenshot_takes_balance_games_and_their_players() {
        let parse = |extra: &[&str]| {
            let mut args = vec!["trinchera", "screenshot", "x.ron", "out.png"];
            args.extend_from_slice(extra);
            Cli::try_parse_from(args).map(|cli| match cli.command {
                Some(Command::Screenshot {
                    balance,
                    balance_players,
                    wait,
                    ..
                }) => (balance, balance_players, wait),
                other => panic!("not screenshot: {other:?}"),
            })
        };
        assert_eq!(parse(&[]).unwrap(), (None, None, 0.0));
        assert_eq!(
            parse(&["--balance", "40", "--wait", "60"]).unwrap(),
            (Some(40), None, 60.0)
        );
        assert_eq!(
            parse(&["--balance", "40", "--balance-players", "normal, scripted"]).unwrap(),
            (
                Some(40),
                Some(("normal".to_string(), "scripted".to_string())),
                0.0
            )
        );
        for bad in [
            &["--balance", "0"][..],
            &["--balance", "-3"],
            &["--balance", "many"],
            &["--balance", "1000000"],
            // Players with no games to play are a mistake, not a no-op.
            &["--balance-players", "naive,scripted"],
            &["--balance", "10", "--balance-players", "nobody,scripted"],
            &["--balance", "10", "--balance-players", "scripted"],
        ] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
    }
}
