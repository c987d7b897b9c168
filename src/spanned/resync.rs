//! Reading past syntax errors, so that a missing comma early in a file does not hide the
//! mistakes after it.
//!
//! The text is read again and again. Each time reading stops, the error is kept and the parser
//! says what would let it go on: a comma put where one is missing, a bracket closed where the
//! closing bracket of an enclosing one comes, a stray character or word read past, a string
//! closed at the end of its line. The repairs are made in the reading, not in the text, so every
//! span stays the author's. An error just after a repair is that repair not fitting, not a
//! second mistake: it is mended too but not reported.

use super::ron_value::{SyntaxError, Value, parse_with};

/// More syntax errors than this in one file and the rest are not looked for.
const MAX_REPAIRS: usize = 50;

/// One way to read on, by byte offset into the text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Repair {
    /// A `,` is read here.
    Comma(usize),
    /// The innermost open bracket is closed here.
    Close(usize),
    /// `[start, end)` is read as if it were a comment.
    Skip(usize, usize),
    /// A string still open here ends here.
    Quote(usize),
}

impl Repair {
    /// Where reading goes on after it.
    fn end(self) -> usize {
        match self {
            Repair::Comma(p) | Repair::Close(p) | Repair::Quote(p) => p,
            Repair::Skip(_, e) => e,
        }
    }
}

#[derive(Clone, Debug, Default)]
pub(super) struct Repairs {
    pub commas: Vec<usize>,
    pub closes: Vec<usize>,
    pub skips: Vec<(usize, usize)>,
    pub quotes: Vec<usize>,
    made: Vec<Repair>,
}

impl Repairs {
    fn add(&mut self, r: Repair) {
        match r {
            Repair::Comma(p) => self.commas.push(p),
            Repair::Close(p) => self.closes.push(p),
            Repair::Skip(s, e) => self.skips.push((s, e)),
            Repair::Quote(p) => self.quotes.push(p),
        }
        self.made.push(r);
    }

    /// Whether only blanks stand between a repair and `at`.
    fn just_after_one(&self, src: &str, at: usize) -> bool {
        self.made.iter().any(|r| {
            let end = r.end();
            end <= at && src.get(end..at).is_some_and(|gap| gap.trim().is_empty())
        })
    }
}

/// Every syntax error of `src`, in file order, and its tree if the repairs let it be read to
/// the end.
pub fn parse_recovering(src: &str) -> (Option<Value>, Vec<SyntaxError>) {
    let mut repairs = Repairs::default();
    let mut errors: Vec<SyntaxError> = Vec::new();
    for _ in 0..MAX_REPAIRS {
        let out = parse_with(src, &repairs);
        let e = match out.result {
            Ok(v) => return (Some(v), in_order(errors, out.soft)),
            Err(e) => e,
        };
        let repair = if e.unclosed_string {
            Some(Repair::Quote(string_end(src, e.span.start)))
        } else {
            out.suggested
        };
        let Some(repair) = repair.filter(|r| !repairs.made.contains(r)) else {
            errors.push(e);
            return (None, in_order(errors, out.soft));
        };
        if !repairs.just_after_one(src, e.span.start) {
            errors.push(e);
        }
        repairs.add(repair);
    }
    (None, in_order(errors, Vec::new()))
}

fn in_order(mut errors: Vec<SyntaxError>, soft: Vec<SyntaxError>) -> Vec<SyntaxError> {
    errors.extend(soft);
    errors.sort_by_key(|e| e.span.start);
    errors.dedup_by_key(|e| e.span);
    errors
}

/// Where a string opened at `open` and never closed was most likely meant to end: before the
/// first comma on its line that a field follows (`name: "Farm, shape: ...`), or else at the
/// end of the line, before the brackets and comma that close it.
fn string_end(src: &str, open: usize) -> usize {
    let from = (open + 1).min(src.len());
    let line_end = src[from..].find('\n').map_or(src.len(), |i| from + i);
    let line = &src[from..line_end];
    for (i, _) in line.match_indices(',') {
        let after = line[i + 1..].trim_start();
        let word = after
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(after.len());
        if word > 0 && after[word..].trim_start().starts_with(':') {
            return from + i;
        }
    }
    from + line
        .trim_end_matches(|c: char| c.is_whitespace() || ",)]}".contains(c))
        .len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn messages(src: &str) -> Vec<(String, String)> {
        let (_, errors) = parse_recovering(src);
        errors
            .into_iter()
            .map(|e| (src[e.span.start..e.span.end].to_string(), e.message.en()))
            .collect()
    }

    #[test]
    fn a_missing_comma_is_one_error_and_the_rest_is_read() {
        let src = "(a: 1 b: 2, c: [1, 2 3], d: 4)";
        let (v, errors) = parse_recovering(src);
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert_eq!(errors[0].message, "expected `,` or `)`, found `b`");
        assert_eq!(errors[1].message, "expected `,` or `]`, found `3`");
        assert!(v.is_some());
    }

    #[test]
    fn a_stray_bracket_or_word_is_read_past() {
        assert_eq!(
            messages("(a: 1, }, b: 2)"),
            [(
                "}".into(),
                "expected a field `name: value` or `)`, found `}`".into()
            )]
        );
        assert_eq!(
            messages("[(a: 1), oops oops (a: 2)]"),
            [("o".into(), "expected `,` or `]`, found `o`".into())]
        );
    }

    #[test]
    fn a_missing_closing_bracket_is_closed_where_the_outer_one_closes() {
        let src = "(a: [1, 2, b: 3)";
        let errors = messages(src);
        assert_eq!(errors.len(), 1, "{errors:?}");
        let src = "(a: [(x: 1, y: 2], b: 3)";
        assert_eq!(messages(src).len(), 1, "{:?}", messages(src));
    }

    #[test]
    fn an_unclosed_string_ends_with_its_line() {
        let src = "(\n  title: \"Farm,\n  date: \"1937-03\",\n  n: 1 2,\n)";
        let errors = messages(src);
        assert_eq!(
            errors,
            [
                (
                    "\"".into(),
                    "string is never closed on line 2: missing `\"`".into()
                ),
                ("2".into(), "expected `,` or `)`, found `2`".into()),
            ]
        );
        assert_eq!(string_end("name: \"Farm, shape: X),", 6), 11);
        assert_eq!(string_end("t: \"Farm\n", 3), 8);
        assert_eq!(string_end("t: (\"Farm),\n", 4), 9);
    }

    #[test]
    fn a_field_given_twice_does_not_stop_reading() {
        let (v, errors) = parse_recovering("(a: 1, a: 2, b: [1 2])");
        let m: Vec<String> = errors.iter().map(|e| e.message.en()).collect();
        assert_eq!(
            m,
            ["field `a` is given twice", "expected `,` or `]`, found `2`"]
        );
        assert!(v.is_some());
    }

    #[test]
    fn the_end_of_the_file_is_one_error() {
        let (v, errors) = parse_recovering("(a: [1, 2");
        assert_eq!(v, None);
        assert_eq!(errors.len(), 1, "{errors:?}");
    }
}
