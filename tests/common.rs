use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use trinchera::rules::ruleset::Ruleset;

pub fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

pub fn rules() -> Ruleset {
    Ruleset::default_rules()
}

pub fn default_scenario() -> String {
    std::fs::read_to_string(repo().join("scenarios/default.ron")).unwrap()
}

/// Run the built `trinchera` binary.
pub fn trinchera(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_trinchera"))
        .args(args)
        .current_dir(repo())
        .output()
        .expect("the trinchera binary runs")
}

/// A fresh folder for files a test writes.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trinchera-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `src` with the first `from` replaced by `to`; the test fails if `from` is not there.
pub fn edit(src: &str, from: &str, to: &str) -> String {
    assert!(
        src.contains(from),
        "the scenario no longer contains {from:?}"
    );
    src.replacen(from, to, 1)
}

/// 1-based line and column of the first occurrence of `needle`.
pub fn position_of(src: &str, needle: &str) -> (usize, usize) {
    let at = src
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} not in source"));
    line_col_at(src, at)
}

/// 1-based line and column of a byte offset, counted independently of the program's own code.
pub fn line_col_at(src: &str, at: usize) -> (usize, usize) {
    let before = &src[..at];
    let line = before.matches('\n').count() + 1;
    let col = before[before.rfind('\n').map_or(0, |i| i + 1)..]
        .chars()
        .count()
        + 1;
    (line, col)
}
