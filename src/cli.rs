//! The command line: `trinchera [play FILE | check FILE... | screenshot FILE OUT.png]`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::rules::ruleset::Ruleset;
use crate::scenario;
use crate::table::document::Source;
use crate::window::{WindowOptions, build_app};

#[derive(Parser, Debug)]
#[command(
    name = "trinchera",
    version,
    about = "A tabletop for Spanish Civil War miniatures battles",
    long_about = "A tabletop for Spanish Civil War miniatures battles.\n\nWith no command, opens the window on the default battle."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Open the table on a scenario file; saving the file redraws the table.
    Play {
        file: PathBuf,
        /// Window size in pixels, WIDTHxHEIGHT.
        #[arg(long, default_value = "1600x1000", value_parser = parse_size)]
        size: (u32, u32),
    },
    /// Check scenario files: print every problem as path:line:col, exit 1 if any.
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Play a game record headless and print each order's outcome, every die and the state.
    Run {
        record: PathBuf,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Draw a scenario's table, save it as a PNG and exit.
    Screenshot {
        file: PathBuf,
        out: PathBuf,
        /// Image size in pixels, WIDTHxHEIGHT.
        #[arg(long, default_value = "1600x1000", value_parser = parse_size)]
        size: (u32, u32),
        /// Select this element first, so its card shows in the panel.
        #[arg(long)]
        select: Option<String>,
    },
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("`{s}` is not WIDTHxHEIGHT, e.g. 1600x1000"))?;
    let num = |t: &str| {
        t.trim()
            .parse::<u32>()
            .ok()
            .filter(|n| (64..=8192).contains(n))
            .ok_or_else(|| format!("`{t}` is not a size between 64 and 8192 pixels"))
    };
    Ok((num(w)?, num(h)?))
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let rules = Ruleset::default_rules();
    match cli.command {
        None => window(Source::Embedded, (1600, 1000), None, None, rules),
        Some(Command::Play { file, size }) => window(Source::File(file), size, None, None, rules),
        Some(Command::Check { files }) => check(&files, &rules),
        Some(Command::Run { record, json }) => run(&record, json, rules),
        Some(Command::Screenshot {
            file,
            out,
            size,
            select,
        }) => window(Source::File(file), size, Some(out), select, rules),
    }
}

/// Prints every problem of every file; the exit code says whether all were good.
pub fn check(files: &[PathBuf], rules: &Ruleset) -> ExitCode {
    let mut bad = 0;
    for f in files {
        match scenario::load(f, rules) {
            Ok(s) => println!(
                "{}: ok: \"{}\", {} terrain features, {} elements",
                f.display(),
                s.title,
                s.terrain.len(),
                s.elements().count()
            ),
            Err(e) => {
                bad += 1;
                println!("{}", e.render());
                println!(
                    "{}: {} error{}",
                    f.display(),
                    e.diagnostics.len(),
                    if e.diagnostics.len() == 1 { "" } else { "s" }
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

/// Replay a record; a malformed one exits 1 with `path:line:col`, a rejected order is normal.
pub fn run(path: &std::path::Path, json: bool, rules: Ruleset) -> ExitCode {
    let loaded = match crate::record::Record::load(path, &rules) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("{}", e.render());
            return ExitCode::FAILURE;
        }
    };
    match crate::record::replay(&loaded.record, loaded.scenario, std::sync::Arc::new(rules)) {
        Ok((game, reports)) => {
            if json {
                println!("{}", crate::report::to_json(&game, &reports));
            } else {
                print!("{}", crate::report::to_text(&game, &reports));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}: error: the game cannot start: {e}", path.display());
            ExitCode::FAILURE
        }
    }
}

fn window(
    source: Source,
    size: (u32, u32),
    screenshot: Option<PathBuf>,
    select: Option<String>,
    rules: Ruleset,
) -> ExitCode {
    if let Source::File(path) = &source
        && let Err(e) = scenario::load(path, &rules)
    {
        eprintln!("{}", e.render());
        if screenshot.is_some() {
            return ExitCode::FAILURE;
        }
        eprintln!("opening the window anyway: fix the file and save it to see the table");
    }
    let shot = screenshot.clone();
    let (mut app, result) = build_app(
        WindowOptions {
            source,
            size,
            screenshot,
            select,
        },
        rules,
    );
    let exit = app.run();
    if let Some(path) = shot {
        let outcome = result.0.lock().ok().and_then(|r| r.clone());
        match outcome {
            Some(Ok(())) => {
                println!("saved {}", path.display());
                ExitCode::SUCCESS
            }
            Some(Err(e)) => {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            }
            None => {
                eprintln!("error: the window closed before the screenshot was taken");
                ExitCode::FAILURE
            }
        }
    } else if exit.is_success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
