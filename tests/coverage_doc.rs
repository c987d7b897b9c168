//! docs/rules/coverage.md traces every rule sentence of the two pages to the test that proves
//! it. A table that names a test nobody wrote, or that was renamed, would claim a proof that is
//! not there: these tests hold the table to the code.

use crate::common::repo;

/// One table row: the page's words, and what its test column says.
struct Row {
    line: usize,
    page: String,
    tests: Vec<String>,
    not_built: bool,
}

/// The rows of every table in `doc` whose header is `| page says | applied by | test |`.
fn rows(doc: &str) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut in_table = false;
    for (i, line) in doc.lines().enumerate() {
        if line.starts_with("| page says |") {
            in_table = true;
            continue;
        }
        if !line.starts_with('|') {
            in_table = false;
            continue;
        }
        if !in_table || line.starts_with("|---") {
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        assert_eq!(cells.len(), 3, "coverage.md:{}: three cells: {line}", i + 1);
        // A test is named in backticks as FILE.rs::name; other code in backticks (a feature,
        // a file) is a note.
        let tests = cells[2]
            .split('`')
            .skip(1)
            .step_by(2)
            .filter(|s| s.contains(".rs::"))
            .map(str::to_string)
            .collect();
        rows.push(Row {
            line: i + 1,
            page: cells[0].to_string(),
            tests,
            not_built: cells[2].starts_with("not built"),
        });
    }
    rows
}

/// Whether `file` (relative to the repository) has `#[test] fn name(`, with only other
/// attributes or comments between the two.
fn test_exists(file: &str, name: &str) -> bool {
    let Ok(src) = std::fs::read_to_string(repo().join(file)) else {
        return false;
    };
    let lines: Vec<&str> = src.lines().collect();
    let head = format!("fn {name}(");
    lines.iter().enumerate().any(|(i, l)| {
        let l = l.trim_start();
        (l.starts_with(&head) || l.starts_with(&format!("pub {head}")))
            && lines[..i]
                .iter()
                .rev()
                .map(|l| l.trim())
                .take_while(|l| l.starts_with("#[") || l.starts_with("//"))
                .any(|l| l == "#[test]")
    })
}

/// Everything wrong with the table in `doc`, one line each.
fn problems(doc: &str) -> Vec<String> {
    let rows = rows(doc);
    let mut wrong = Vec::new();
    for r in &rows {
        let at = format!("coverage.md:{} {}", r.line, r.page);
        match (r.tests.is_empty(), r.not_built) {
            (true, false) => wrong.push(format!("{at}: neither a test nor `not built`")),
            (false, true) => wrong.push(format!("{at}: `not built` but names a test")),
            _ => {}
        }
        for t in &r.tests {
            let Some((file, path)) = t.split_once("::") else {
                continue;
            };
            // src/...::tests::name names the test by its last segment.
            let name = path.rsplit("::").next().unwrap();
            if !test_exists(file, name) {
                wrong.push(format!("{at}: no #[test] fn {name} in {file}"));
            }
        }
    }
    // A row written twice would count one rule twice.
    for (k, r) in rows.iter().enumerate() {
        if let Some(first) = rows[..k].iter().find(|o| o.page == r.page) {
            wrong.push(format!(
                "coverage.md:{} {}: the same words as line {}: one rule counted twice",
                r.line, r.page, first.line
            ));
        }
    }
    // The counts stated at the top must be the table's.
    let total = rows.len();
    let tested = rows.iter().filter(|r| !r.tests.is_empty()).count();
    let not_built = rows.iter().filter(|r| r.not_built).count();
    let stated = format!(
        "Rules on the pages: **{total}**. With a test: **{tested}**. Not built: **{not_built}**."
    );
    if !doc.contains(&stated) {
        wrong.push(format!("the counts at the top should read: {stated}"));
    }
    wrong
}

#[test]
fn every_test_named_in_the_coverage_table_exists() {
    let doc = std::fs::read_to_string(repo().join("docs/rules/coverage.md")).unwrap();
    assert!(rows(&doc).len() > 50, "the tables were not found");
    let wrong = problems(&doc);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_wrong_name_a_row_without_a_test_and_a_wrong_count_are_caught() {
    // The check above passes only if it can fail: one row naming a test that is not there,
    // one with no test and no `not built`, one good row and one not built, counted wrong.
    let doc = "Rules on the pages: **4**. With a test: **3**. Not built: **1**.\n\
        \n\
        | page says | applied by | test |\n\
        |---|---|---|\n\
        | \"a\" | x | `tests/coverage_doc.rs::no_such_test` |\n\
        | \"b\" | x | (none) |\n\
        | \"c\" | x | `tests/coverage_doc.rs::every_test_named_in_the_coverage_table_exists` |\n\
        | \"d\" | x | not built: why |\n";
    let wrong = problems(doc);
    assert_eq!(wrong.len(), 3, "{wrong:#?}");
    // One rule written in two rows is counted twice.
    let twice = format!(
        "{}| \"d\" | x | not built: why |\n",
        doc.replace("**4**", "**5**").replace("**1**.", "**2**.")
    );
    let wrong_twice = problems(&twice);
    assert!(
        wrong_twice
            .iter()
            .any(|w| w.contains("one rule counted twice")),
        "{wrong_twice:#?}"
    );
    assert!(
        wrong[0].contains("no #[test] fn no_such_test"),
        "{}",
        wrong[0]
    );
    assert!(wrong[1].contains("\"b\": neither a test"), "{}", wrong[1]);
    assert!(
        wrong[2].contains("With a test: **2**. Not built: **1**"),
        "{}",
        wrong[2]
    );
    // A function that is not a test does not count as one.
    assert!(!test_exists("tests/coverage_doc.rs", "rows"));
    assert!(test_exists(
        "tests/coverage_doc.rs",
        "every_test_named_in_the_coverage_table_exists"
    ));
}
