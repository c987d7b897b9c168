//! No two top-level modules import each other, directly or round a circle: each layer of the
//! program (ruleset → scenario → rules → record → session → play → table/ui → window) may use
//! only those below it. The compiler allows circles inside one crate; this test does not.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The top-level module a source file belongs to.
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap();
    let first = rel
        .components()
        .next()
        .unwrap()
        .as_os_str()
        .to_string_lossy();
    first.trim_end_matches(".rs").to_string()
}

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

/// Which top-level modules each one names as `crate::NAME`, comments included (a doc link is
/// a dependency of the reader's mind too).
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    let modules: BTreeSet<String> = all.iter().map(|f| module_of(&src, f)).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for f in &all {
        let from = module_of(&src, f);
        let text = std::fs::read_to_string(f).unwrap();
        for (i, _) in text.match_indices("crate::") {
            let name: String = text[i + 7..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if name != from && modules.contains(&name) {
                graph.entry(from.clone()).or_default().insert(name);
            }
        }
    }
    graph
}

/// A circle through `start`, if there is one.
fn circle(graph: &BTreeMap<String, BTreeSet<String>>, start: &str) -> Option<Vec<String>> {
    let mut stack = vec![(start.to_string(), vec![start.to_string()])];
    let mut seen = BTreeSet::new();
    while let Some((at, path)) = stack.pop() {
        for next in graph.get(&at).into_iter().flatten() {
            if next == start {
                let mut p = path.clone();
                p.push(start.to_string());
                return Some(p);
            }
            if seen.insert(next.clone()) {
                let mut p = path.clone();
                p.push(next.clone());
                stack.push((next.clone(), p));
            }
        }
    }
    None
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let graph = imports();
    let circles: Vec<String> = graph
        .keys()
        .filter_map(|m| circle(&graph, m))
        .map(|p| p.join(" → "))
        .collect();
    assert!(circles.is_empty(), "module circles: {circles:#?}");
}

#[test]
fn the_core_does_not_reach_the_window() {
    // The core builds without the `window` feature: it must not name the window's modules.
    let graph = imports();
    let window = ["play", "table", "ui", "window"];
    for core in [
        "aftermath",
        "geom",
        "ruleset",
        "scenario",
        "rules",
        "record",
        "session",
        "spanned",
    ] {
        for used in graph.get(core).into_iter().flatten() {
            assert!(
                !window.contains(&used.as_str()),
                "{core} uses {used}, which is behind the window feature"
            );
        }
    }
}

#[test]
fn the_circle_finder_finds_a_circle() {
    // The test above is only as good as this search.
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    g.entry("a".into()).or_default().insert("b".into());
    g.entry("b".into()).or_default().insert("c".into());
    g.entry("c".into()).or_default().insert("a".into());
    assert_eq!(
        circle(&g, "a"),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
    g.get_mut("c").unwrap().clear();
    assert_eq!(circle(&g, "a"), None);
}
