//! Errors for people: `path:line:col: error: message`, the source line under it, and a hint.

use std::fmt::Write as _;

use super::ron_value::Span;

#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub message: String,
    pub span: Span,
    /// "did you mean ..." or how to fix it.
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn new(span: Span, message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
            span,
            help: None,
        }
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
}

/// 1-based line and column (in characters) of a byte offset.
pub fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let offset = floor_char_boundary(src, offset.min(src.len()));
    let before = &src[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = src[line_start..offset].chars().count() + 1;
    (line, col)
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Where a diagnostic points, as `path:line:col`.
pub fn location(path: &str, src: &str, span: Span) -> String {
    let (line, col) = line_col(src, span.start);
    format!("{path}:{line}:{col}")
}

/// The full report for one diagnostic, with the offending line and a caret underline.
pub fn render(path: &str, src: &str, d: &Diagnostic) -> String {
    let (line, col) = line_col(src, d.span.start);
    let mut out = format!("{path}:{line}:{col}: error: {}\n", d.message);
    if let Some(text) = src.lines().nth(line - 1) {
        let gutter = line.to_string().len();
        let line_end = text.chars().count() + 1;
        let (end_line, end_col) = line_col(src, d.span.end);
        let last = if end_line == line { end_col } else { line_end };
        let width = last.saturating_sub(col).max(1);
        let _ = writeln!(out, "{:gutter$} |", "");
        let _ = writeln!(out, "{line} | {text}");
        let _ = writeln!(
            out,
            "{:gutter$} | {}{}",
            "",
            " ".repeat(col - 1),
            "^".repeat(width.min(80))
        );
    }
    if let Some(help) = &d.help {
        let _ = writeln!(out, "  = help: {help}");
    }
    out
}

/// The closest candidate to a misspelt name, if one is close enough to be what was meant.
pub fn did_you_mean<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let lower = name.to_lowercase();
    candidates
        .into_iter()
        .map(|c| (edit_distance(&lower, &c.to_lowercase()), c))
        .filter(|(d, c)| *d <= (c.chars().count() / 3).max(2))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column_are_one_based() {
        let src = "ab\ncdé f";
        assert_eq!(line_col(src, 0), (1, 1));
        assert_eq!(line_col(src, 3), (2, 1));
        assert_eq!(line_col(src, src.find('f').unwrap()), (2, 5));
    }

    #[test]
    fn render_shows_the_line_and_a_caret() {
        let src = "(\n  type: Rifels,\n)";
        let start = src.find("Rifels").unwrap();
        let d = Diagnostic::new(Span::new(start, start + 6), "unknown element type `Rifels`")
            .with_help("did you mean `Rifles`?");
        let r = render("a.ron", src, &d);
        assert!(
            r.starts_with("a.ron:2:9: error: unknown element type `Rifels`"),
            "{r}"
        );
        assert!(r.contains("2 |   type: Rifels,"), "{r}");
        assert!(r.contains("        ^^^^^^"), "{r}");
        assert!(r.contains("did you mean `Rifles`?"), "{r}");
    }

    #[test]
    fn suggestions_are_close_names_only() {
        let names = ["Rifles", "HeavyMG", "LightMG", "Tank"];
        assert_eq!(did_you_mean("Rifels", names), Some("Rifles"));
        assert_eq!(did_you_mean("heavymg", names), Some("HeavyMG"));
        assert_eq!(did_you_mean("Zeppelin", names), None);
    }
}
