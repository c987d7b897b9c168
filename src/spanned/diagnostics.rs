//! Errors for people, rendered by codespan-reporting: a `path:line:col: error: message` line that
//! editors can jump to, then the source with the mistake underlined, other places that matter
//! labelled, and a hint.

use std::io::IsTerminal;
use std::ops::Range;

use codespan_reporting::diagnostic::{self as cs, LabelStyle};
use codespan_reporting::files::{Files, SimpleFile};
use codespan_reporting::term::{self, Config, DisplayStyle, termcolor};

use super::ron_value::Span;
use crate::words::Msg;

#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    /// Put into words when shown (`check --lang es` prints it in Spanish); tests read its key
    /// and arguments.
    pub message: Msg,
    /// What the message is about; the location every report starts with.
    pub span: Span,
    /// Written under `span`, when the message alone does not say what is there (boxed: a
    /// diagnostic is an error value, kept small).
    pub primary_label: Option<Box<Msg>>,
    /// Other places the message is about, such as where a duplicated id was first used.
    pub secondary: Vec<Label>,
    /// Shown after the source: how to fix it, or why it is a mistake.
    pub notes: Vec<Note>,
    /// A warning rather than an error: allowed by the rules, but likely a slip (`check`
    /// says it and still passes the file).
    pub warning: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub span: Span,
    pub message: Msg,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    /// "did you mean ..." or how to fix it.
    Help(Msg),
}

impl Diagnostic {
    pub fn new(span: Span, message: Msg) -> Self {
        Self {
            message,
            span,
            primary_label: None,
            secondary: Vec::new(),
            notes: Vec::new(),
            warning: false,
        }
    }

    /// The same as a warning: allowed, but likely a slip.
    pub fn as_warning(mut self) -> Self {
        self.warning = true;
        self
    }

    pub fn with_primary_label(mut self, message: Msg) -> Self {
        self.primary_label = Some(Box::new(message));
        self
    }

    /// Points at a second place, e.g. `with_label(first.span, "first defined here")`.
    pub fn with_label(mut self, span: Span, message: Msg) -> Self {
        self.secondary.push(Label { span, message });
        self
    }

    pub fn with_help(mut self, help: Msg) -> Self {
        self.notes.push(Note::Help(help));
        self
    }

    /// The "did you mean" help for a misspelt `name`, if a candidate is close enough.
    pub fn with_suggestion<'a>(
        self,
        name: &str,
        candidates: impl IntoIterator<Item = &'a str>,
    ) -> Self {
        match did_you_mean(name, candidates) {
            Some(c) => self.with_help(msg!("check-did-you-mean", name = c)),
            None => self,
        }
    }

    /// Where the primary label of a shortened report points.
    fn span_in(&self, short: &cs::Diagnostic<()>) -> Span {
        short.labels.first().map_or(self.span, |l| Span {
            start: l.range.start,
            end: l.range.end,
        })
    }

    /// The help messages, in order.
    pub fn help(&self) -> impl Iterator<Item = &Msg> {
        self.notes.iter().map(|n| match n {
            Note::Help(h) => h,
        })
    }
}

/// Whether a report may use terminal colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    Plain,
    Ansi,
}

impl Colour {
    /// Colours only for a terminal, and never when `NO_COLOR` is set (<https://no-color.org>):
    /// captured output and logs must stay free of escape codes.
    pub fn for_stream(stream: &impl IsTerminal) -> Self {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        if stream.is_terminal() && !no_color {
            Colour::Ansi
        } else {
            Colour::Plain
        }
    }
}

/// 1-based line and column (in characters) of a byte offset; past the end is the end.
pub fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let file = SimpleFile::new("", src);
    let offset = clamp(src, offset);
    match file.location((), offset) {
        Ok(l) => (l.line_number, l.column_number),
        // `clamp` keeps the offset inside the text, so this is not reached.
        Err(_) => (1, 1),
    }
}

/// Where a diagnostic points, as `path:line:col`.
pub fn location(path: &str, src: &str, span: Span) -> String {
    let (line, col) = line_col(src, span.start);
    format!("{path}:{line}:{col}")
}

/// The full report for one diagnostic, without colours.
pub fn render(path: &str, src: &str, d: &Diagnostic) -> String {
    render_in(path, src, d, Colour::Plain)
}

/// The full report for one diagnostic: a `path:line:col: error: message` line, then the source
/// with the mistake underlined and every label, then the notes.
pub fn render_in(path: &str, src: &str, d: &Diagnostic, colour: Colour) -> String {
    let file = SimpleFile::new(path, src);
    let diagnostic = to_codespan(src, d);
    // codespan's rich style opens with `error: message` and puts the location on the next line;
    // editors and people grep for `path:line:col: error:`, which its short style writes. So the
    // report is the short header followed by the rich body.
    let header = emit(&file, &diagnostic, DisplayStyle::Short, colour);
    // The body shows the source with its very long lines cut to the part the labels point at
    // (a record keeps its scenario as one line of thousands of characters); the location it
    // names is the true one.
    let (short_src, short) = shorten(src, &diagnostic);
    let short_file = SimpleFile::new(path, short_src.as_str());
    let body = if src.is_empty() {
        // Nothing to show under the header (the file could not be read): only the notes.
        let mut notes_only = diagnostic.clone();
        notes_only.labels.clear();
        emit(&file, &notes_only, DisplayStyle::Rich, colour)
    } else {
        emit(&short_file, &short, DisplayStyle::Rich, colour).map(|b| {
            let true_place = location(path, src, d.span);
            let said_place = location(path, &short_src, d.span_in(&short));
            b.replacen(&said_place, &true_place, 1)
        })
    };
    let (Some(header), Some(body)) = (header, body) else {
        return plain_fallback(path, src, d);
    };
    let rich_header_lines = d.message.text().matches('\n').count() + 1;
    // Without codespan's closing blank line and the spaces it leaves at line ends, reports join
    // with one blank line between them and compare cleanly in tests.
    let mut out = String::new();
    for line in header.lines().chain(body.lines().skip(rich_header_lines)) {
        out.push_str(line.trim_end());
        out.push('\n');
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

fn emit(
    file: &SimpleFile<&str, &str>,
    diagnostic: &cs::Diagnostic<()>,
    display_style: DisplayStyle,
    colour: Colour,
) -> Option<String> {
    let config = Config {
        display_style,
        ..Config::default()
    };
    match colour {
        Colour::Plain => term::emit_into_string(&config, file, diagnostic).ok(),
        Colour::Ansi => {
            let mut out = termcolor::Ansi::new(Vec::new());
            term::emit_to_write_style(&mut out, &config, file, diagnostic).ok()?;
            String::from_utf8(out.into_inner()).ok()
        }
    }
}

/// Never reached with spans clamped into the text, but a report must not be lost to a bug in
/// a span.
fn plain_fallback(path: &str, src: &str, d: &Diagnostic) -> String {
    // `error:` is codespan's word in every report, and what editors look for: kept as it is.
    let mut out = format!(
        "{}: {}: {}\n",
        location(path, src, d.span),
        if d.warning { "warning" } else { "error" },
        d.message.text()
    );
    for n in &d.notes {
        out += &format!(" = {}\n", note_text(n));
    }
    out
}

fn to_codespan(src: &str, d: &Diagnostic) -> cs::Diagnostic<()> {
    let mut primary = cs::Label::new(LabelStyle::Primary, (), range(src, d.span));
    if let Some(m) = &d.primary_label {
        primary = primary.with_message(m.text());
    }
    let labels = std::iter::once(primary).chain(
        d.secondary
            .iter()
            .map(|l| cs::Label::secondary((), range(src, l.span)).with_message(l.message.text())),
    );
    let kind = if d.warning {
        cs::Diagnostic::warning()
    } else {
        cs::Diagnostic::error()
    };
    kind.with_message(cut(&d.message.text()))
        .with_labels_iter(labels)
        .with_notes_iter(d.notes.iter().map(note_text))
}

/// A message that quotes a value thousands of characters long (a record's scenario read as a
/// scenario field) says its beginning and how much was left out.
fn cut(text: &str) -> String {
    const MOST: usize = 240;
    if text.len() <= MOST {
        return text.to_string();
    }
    let end = clamp(text, MOST);
    msg!("check-cut", start = &text[..end], more = text.len() - end).text()
}

/// Lines longer than this are cut around what the labels point at.
const LONGEST_LINE: usize = 160;

/// The source with every line longer than `LONGEST_LINE` cut to a window around the first
/// label on it (or its start), `…` marking what was left out, and the labels moved to match.
fn shorten(src: &str, d: &cs::Diagnostic<()>) -> (String, cs::Diagnostic<()>) {
    if src.lines().all(|l| l.len() <= LONGEST_LINE) {
        return (src.to_string(), d.clone());
    }
    // Each kept piece of the source: (start in src, end in src, start in the new text).
    let mut pieces: Vec<(usize, usize, usize)> = Vec::new();
    let mut out = String::new();
    let mut at = 0;
    for line in src.split_inclusive('\n') {
        let (start, end) = (at, at + line.len());
        at = end;
        if line.len() <= LONGEST_LINE {
            pieces.push((start, end, out.len()));
            out.push_str(line);
            continue;
        }
        let first = d
            .labels
            .iter()
            .map(|l| l.range.start)
            .filter(|o| (start..end).contains(o))
            .min()
            .unwrap_or(start);
        let from = clamp(src, first.saturating_sub(40).max(start));
        let to = clamp(src, (from + LONGEST_LINE - 40).min(end));
        if from > start {
            out.push('…');
        }
        pieces.push((from, to, out.len()));
        out.push_str(&src[from..to]);
        if to < end {
            out.push('…');
            if line.ends_with('\n') {
                out.push('\n');
            }
        }
    }
    let moved = |o: usize| {
        let Some(&(s, e, n)) = pieces.iter().find(|(s, e, _)| (*s..=*e).contains(&o)) else {
            // In a part cut out: the nearest kept place before it.
            return pieces
                .iter()
                .rfind(|(_, e, _)| *e <= o)
                .map_or(0, |&(s, e, n)| n + (e - s));
        };
        n + (o.min(e) - s)
    };
    let mut short = d.clone();
    for l in &mut short.labels {
        let (a, b) = (moved(l.range.start), moved(l.range.end));
        l.range = a..b.max(a);
    }
    (out, short)
}

fn note_text(n: &Note) -> String {
    match n {
        Note::Help(h) => msg!("check-help", help = h).text(),
    }
}

/// A span as a byte range that is inside `src` and on character boundaries, so that codespan
/// can always slice the text.
fn range(src: &str, span: Span) -> Range<usize> {
    let start = clamp(src, span.start);
    let end = clamp(src, span.end).max(start);
    start..end
}

fn clamp(src: &str, offset: usize) -> usize {
    let mut i = offset.min(src.len());
    while !src.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The closest candidate to a misspelt name, if one is close enough to be what was meant.
/// Case is ignored, and a swap of two letters counts as one mistake (`Rifels`). A name with
/// another ending on the same stem is close too (`Riflemen` for `Rifles`), though it takes
/// more than a few edits. A name that is the initials of exactly one candidate's words is that
/// candidate (`HMG` or `h.m.g.` for `HeavyMG`, `ATG` for `AntiTankGun`): an abbreviation is
/// few letters, so by edit distance it is nearer any short name (`HMG` is 2 from `HQ`).
pub fn did_you_mean<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let lower = name.to_lowercase();
    let candidates: Vec<&'a str> = candidates.into_iter().collect();
    let written: String = lower.chars().filter(|c| c.is_alphanumeric()).collect();
    let mut abbreviated = candidates
        .iter()
        .filter(|c| initials(c).is_some_and(|i| i == written));
    if let (Some(c), None) = (abbreviated.next(), abbreviated.next()) {
        return Some(c);
    }
    candidates
        .into_iter()
        .map(|c| {
            let known = c.to_lowercase();
            (
                strsim::damerau_levenshtein(&lower, &known),
                c,
                same_stem(&lower, &known),
            )
        })
        .filter(|(d, c, stem)| *stem || *d <= (c.chars().count() / 3).max(2))
        .min_by_key(|(d, _, _)| *d)
        .map(|(_, c, _)| c)
}

/// The initials of a name of two words or more, lower case: a word's first letter, or the
/// whole word when it is itself capitals (`HeavyMG` → `hmg`, `AntiTankGun` → `atg`,
/// `light_mg` → `lm`). Words are split at capitals after small letters, before a capital
/// followed by a small letter (`MGTeam` → `MG`, `Team`), and at anything not a letter or digit.
fn initials(name: &str) -> Option<String> {
    let chars: Vec<char> = name.chars().collect();
    let mut words: Vec<String> = Vec::new();
    let mut word = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_alphanumeric() {
            words.extend((!word.is_empty()).then(|| std::mem::take(&mut word)));
            continue;
        }
        let prev = i.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(i + 1);
        let starts = c.is_uppercase()
            && (prev.is_some_and(|p| p.is_lowercase() || p.is_ascii_digit())
                || prev.is_some_and(char::is_uppercase) && next.is_some_and(|n| n.is_lowercase()));
        if starts && !word.is_empty() {
            words.push(std::mem::take(&mut word));
        }
        word.push(c);
    }
    words.extend((!word.is_empty()).then_some(word));
    if words.len() < 2 {
        return None;
    }
    let initials = words
        .iter()
        .flat_map(|w| {
            let capitals = w.chars().all(|c| !c.is_lowercase());
            let take = if capitals { w.chars().count() } else { 1 };
            w.chars().take(take)
        })
        .collect::<String>();
    Some(initials.to_lowercase())
}

/// A shared start of at least 4 letters and two thirds of the shorter name.
fn same_stem(a: &str, b: &str) -> bool {
    let common = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    let shorter = a.chars().count().min(b.chars().count());
    common >= 4 && common * 3 >= shorter * 2
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
        assert_eq!(line_col(src, src.len() + 10), (2, 6));
    }

    #[test]
    fn render_shows_the_line_and_a_caret() {
        let src = "(\n  type: Rifels,\n)";
        let start = src.find("Rifels").unwrap();
        let d = rifels(start);
        let r = render("a.ron", src, &d);
        assert_eq!(
            r,
            "a.ron:2:9: error: unknown element type `Rifels`\n  \
             ┌─ a.ron:2:9\n  \
             │\n\
             2 │   type: Rifels,\n  \
             │         ^^^^^^\n  \
             │\n  \
             = help: did you mean `Rifles`?\n"
        );
    }

    #[test]
    fn initials_of_camel_case_and_snake_case_words() {
        assert_eq!(initials("HeavyMG").as_deref(), Some("hmg"));
        assert_eq!(initials("AntiTankGun").as_deref(), Some("atg"));
        assert_eq!(initials("MGTeam").as_deref(), Some("mgt"));
        assert_eq!(initials("light_mg").as_deref(), Some("lm"));
        // One word has no initials to go by.
        assert_eq!(initials("HQ"), None);
        assert_eq!(initials("Rifles"), None);
        // Initials shared by two names suggest neither by them.
        let names = ["FastTank", "FlamethrowerTank", "HQ"];
        assert_ne!(did_you_mean("FT", names), Some("FastTank"));
        assert_ne!(did_you_mean("FT", names), Some("FlamethrowerTank"));
    }

    fn rifels(start: usize) -> Diagnostic {
        Diagnostic::new(
            Span::new(start, start + 6),
            msg!("check-unknown-name", what = "element-type", name = "Rifels"),
        )
        .with_help(msg!("check-did-you-mean", name = "Rifles"))
    }

    /// `check --lang es`: the same report, the same place, in Spanish.
    #[test]
    fn a_report_is_in_the_language_of_the_moment_it_is_rendered() {
        let src = "(\n  type: Rifels,\n)";
        let d = rifels(src.find("Rifels").unwrap());
        let es = crate::words::with_lang(crate::words::Lang::Es, || render("a.ron", src, &d));
        assert_eq!(
            es,
            "a.ron:2:9: error: tipo de elemento desconocido `Rifels`\n  \
             ┌─ a.ron:2:9\n  \
             │\n\
             2 │   type: Rifels,\n  \
             │         ^^^^^^\n  \
             │\n  \
             = ayuda: ¿querías decir `Rifles`?\n"
        );
        // The diagnostic itself is the same in either language.
        assert!(render("a.ron", src, &d).starts_with("a.ron:2:9: error: unknown element type"));
    }

    #[test]
    fn a_second_label_points_at_the_other_place() {
        let src = "[\n  (id: \"a\"),\n  (id: \"a\"),\n]";
        let first = src.find("\"a\"").unwrap();
        let second = src.rfind("\"a\"").unwrap();
        let d = Diagnostic::new(
            Span::new(second, second + 3),
            msg!(
                "check-duplicate-id",
                id = "a",
                what = "unit",
                first = "unit"
            ),
        )
        .with_label(
            Span::new(first, first + 3),
            msg!("check-first-defined-here"),
        );
        let r = render("a.ron", src, &d);
        assert!(
            r.starts_with(
                "a.ron:3:8: error: duplicate id `a`: this unit has the id of an earlier unit\n"
            ),
            "{r}"
        );
        assert!(
            r.contains("2 │   (id: \"a\"),\n  │        --- first defined here\n"),
            "{r}"
        );
        assert!(r.contains("3 │   (id: \"a\"),\n  │        ^^^\n"), "{r}");
    }

    #[test]
    fn spans_outside_the_text_do_not_break_the_report() {
        let d = Diagnostic::new(
            Span::new(5, 50),
            msg!("check-cannot-read-file", error = "gone"),
        )
        .with_help(msg!("check-not-utf8-help"));
        let r = render("a.ron", "", &d);
        assert_eq!(
            r,
            "a.ron:1:1: error: cannot read the file: gone\n = help: save it as UTF-8\n"
        );
        let src = "é";
        let d = Diagnostic::new(Span::new(1, 1), msg!("check-char-unclosed"));
        assert!(
            render("a.ron", src, &d).starts_with("a.ron:1:1: error: character is never closed\n")
        );
    }

    #[test]
    fn colour_only_when_asked() {
        let src = "x";
        let d = Diagnostic::new(Span::new(0, 1), msg!("check-kind-nothing"));
        assert!(!render("a.ron", src, &d).contains('\u{1b}'));
        let coloured = render_in("a.ron", src, &d, Colour::Ansi);
        assert!(coloured.contains('\u{1b}'), "{coloured:?}");
        assert!(coloured.starts_with("a.ron:1:1: "), "{coloured:?}");
    }

    #[test]
    fn suggestions_are_close_names_only() {
        let names = ["Rifles", "HeavyMG", "LightMG", "Tank"];
        assert_eq!(did_you_mean("Rifels", names), Some("Rifles"));
        assert_eq!(did_you_mean("heavymg", names), Some("HeavyMG"));
        assert_eq!(did_you_mean("Zeppelin", names), None);
        assert_eq!(did_you_mean("Riflemen", names), Some("Rifles"));
        assert_eq!(did_you_mean("Tankette", names), Some("Tank"));
    }
}
