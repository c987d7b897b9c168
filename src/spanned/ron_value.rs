//! A RON reader that keeps the byte span of every value.
//!
//! `ron` itself reports only the first error and forgets where a value came from once it is
//! deserialized. Scenario authors need every mistake in a file with its line and column, so
//! files are parsed here into a spanned tree first; `de.rs` then feeds that tree to serde, and
//! validation points at the exact value it complains about.

use std::fmt;

use crate::words::Msg;

use super::resync::{Repair, Repairs};

/// Byte offsets `[start, end)` into the source text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Self {
        Self { start, end }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    pub kind: Kind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    Bool(bool),
    /// Wide enough for every `i64` and `u64`: a record's seed is any `u64`.
    Int(i128),
    Float(f64),
    Str(String),
    Char(char),
    /// A bare identifier: an enum unit variant, `None`, or a name written without quotes.
    Ident(String),
    List(Vec<Value>),
    Map(Vec<(Value, Value)>),
    /// `(a, b)` or `Name(a, b)`; `Some(x)` and newtype variants land here too.
    Tuple {
        name: Option<String>,
        items: Vec<Value>,
    },
    /// `(field: value, ...)` or `Name(field: value, ...)`.
    Struct {
        name: Option<String>,
        fields: Vec<(Field, Value)>,
    },
    /// Never written: a stand-in for a field that `recover` left out (see `hole`).
    Hole,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub name: String,
    pub span: Span,
}

impl Kind {
    /// What a person would call this kind of value in an error message.
    pub fn describe(&self) -> Msg {
        match self {
            Kind::Bool(_) => msg!("check-kind-bool"),
            Kind::Int(_) => msg!("check-kind-int"),
            Kind::Float(_) => msg!("check-kind-float"),
            Kind::Str(_) => msg!("check-kind-str"),
            Kind::Char(_) => msg!("check-kind-char"),
            Kind::Ident(_) => msg!("check-kind-name"),
            Kind::List(_) => msg!("check-kind-list"),
            Kind::Map(_) => msg!("check-kind-map"),
            Kind::Tuple { .. } => msg!("check-kind-tuple"),
            Kind::Struct { .. } => msg!("check-kind-struct"),
            Kind::Hole => msg!("check-kind-nothing"),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct SyntaxError {
    pub message: Msg,
    pub span: Span,
    /// A string opened and never closed: the recovery closes it where it was most likely
    /// meant to end, deciding by this and not by the message.
    pub unclosed_string: bool,
    /// An earlier place that the mistake is about: the first of a field given twice, the
    /// bracket that the end of the file left open.
    pub related: Option<(Span, Msg)>,
}

impl SyntaxError {
    fn related(mut self, span: Span, message: Msg) -> Self {
        self.related = Some((span, message));
        self
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message.text())
    }
}

/// Nesting deeper than this is refused: no scenario needs it and recursion must not overflow.
const MAX_DEPTH: usize = 64;

/// The first mistake of a RON text, or its tree.
pub fn parse(src: &str) -> Result<Value, SyntaxError> {
    let out = parse_with(src, &Repairs::default());
    let first_soft = out.soft.into_iter().next();
    match (out.result, first_soft) {
        (Err(e), Some(soft)) if soft.span.start < e.span.start => Err(soft),
        (Err(e), _) => Err(e),
        (Ok(_), Some(soft)) => Err(soft),
        (Ok(v), None) => Ok(v),
    }
}

/// One reading of a text with `repairs` made to it (see `resync`).
pub(super) struct Parsed {
    pub result: Result<Value, SyntaxError>,
    /// Mistakes read past without a repair: a field given twice.
    pub soft: Vec<SyntaxError>,
    /// What would let reading go past `result`'s error.
    pub suggested: Option<Repair>,
}

pub(super) fn parse_with(src: &str, repairs: &Repairs) -> Parsed {
    let mut p = Parser {
        src,
        pos: 0,
        depth: 0,
        long_strings: Vec::new(),
        repairs,
        closes_left: repairs.closes.clone(),
        open_brackets: Vec::new(),
        soft: Vec::new(),
        suggested: None,
    };
    let result = p.whole().map_err(|e| p.unclosed_string(e));
    Parsed {
        result,
        soft: p.soft,
        suggested: p.suggested,
    }
}

struct Parser<'a> {
    src: &'a str,
    pos: usize,
    depth: usize,
    /// Strings that run over a line end, as (opening quote, closing quote): where a string
    /// whose `"` is missing ends up, taking the next string's opening quote as its end.
    long_strings: Vec<(usize, usize)>,
    repairs: &'a Repairs,
    /// The brackets that `repairs` closes and that are still to be closed in this reading.
    closes_left: Vec<usize>,
    /// The brackets open where reading is: a closing bracket that matches one of them but
    /// not the innermost means that the innermost's closing bracket is missing.
    open_brackets: Vec<char>,
    soft: Vec<SyntaxError>,
    suggested: Option<Repair>,
}

impl<'a> Parser<'a> {
    fn whole(&mut self) -> Result<Value, SyntaxError> {
        self.skip_trivia()?;
        self.skip_attributes()?;
        let v = self.value()?;
        self.skip_trivia()?;
        if self.pos < self.src.len() {
            self.suggest_skip();
            return Err(self.error_here(msg!("check-text-after-end")));
        }
        Ok(v)
    }

    /// What to do about an unexpected character here: a closing bracket of an enclosing
    /// value closes the innermost one, whose own closing bracket is missing; anything else is
    /// read past.
    fn suggest_skip(&mut self) {
        let Some(c) = self.peek() else { return };
        let opener = match c {
            ')' => Some('('),
            ']' => Some('['),
            '}' => Some('{'),
            _ => None,
        };
        let enclosing = self
            .open_brackets
            .split_last()
            .is_some_and(|(_, outer)| opener.is_some_and(|o| outer.contains(&o)));
        self.suggested = Some(if enclosing {
            Repair::Close(self.pos)
        } else {
            let word: usize = self
                .rest()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '.')
                .map(char::len_utf8)
                .sum();
            Repair::Skip(self.pos, self.pos + word.max(c.len_utf8()))
        });
    }

    /// Whether a repair closes the innermost bracket here (used up once read).
    fn virtual_close(&mut self) -> bool {
        match self.closes_left.iter().position(|&p| p == self.pos) {
            Some(i) => {
                self.closes_left.remove(i);
                true
            }
            None => false,
        }
    }

    /// A string missing its closing `"` is closed by the opening quote of the next one, and
    /// reading fails just after, on that line, far from the mistake. When a string ran over a
    /// line end, ended on the line where reading failed and swallowed what looks like the
    /// start of a field, the report is about the string, where it opens.
    fn unclosed_string(&self, e: SyntaxError) -> SyntaxError {
        let line_start = self.src[..e.span.start.min(self.src.len())]
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let Some(&(open, close)) = self
            .long_strings
            .iter()
            .rev()
            .find(|(_, close)| *close >= line_start && *close < e.span.start)
        else {
            return e;
        };
        let swallowed = &self.src[open + 1..close];
        let last_line = swallowed.rsplit('\n').next().unwrap_or("").trim();
        if !(last_line.is_empty() || last_line.ends_with(':') || last_line.ends_with(',')) {
            return e;
        }
        let (line, _) = super::diagnostics::line_col(self.src, open);
        SyntaxError {
            message: msg!("check-string-unclosed-on-line", line = line),
            span: Span::new(open, open + 1),
            unclosed_string: true,
            related: Some((
                Span::new(close, close + 1),
                msg!("check-string-runs-on", then = e.message),
            )),
        }
    }

    fn rest(&self) -> &'a str {
        &self.src[self.pos..]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    fn error_here(&self, message: Msg) -> SyntaxError {
        let end = self.pos + self.peek().map_or(0, char::len_utf8);
        SyntaxError {
            message,
            span: Span::new(self.pos, end),
            unclosed_string: false,
            related: None,
        }
    }

    fn error_at(&self, start: usize, message: Msg) -> SyntaxError {
        SyntaxError {
            message,
            unclosed_string: false,
            span: Span::new(
                start,
                self.pos.max(start + 1).min(self.src.len().max(start)),
            ),
            related: None,
        }
    }

    fn skip_trivia(&mut self) -> Result<(), SyntaxError> {
        loop {
            let rest = self.rest();
            if let Some(c) = rest.chars().next().filter(|c| c.is_whitespace()) {
                self.pos += c.len_utf8();
            } else if let Some(&(_, end)) = self
                .repairs
                .skips
                .iter()
                .find(|(s, e)| *s == self.pos && *e > *s)
            {
                self.pos = end.min(self.src.len());
            } else if rest.starts_with("//") {
                self.pos += rest.find('\n').unwrap_or(rest.len());
            } else if rest.starts_with("/*") {
                let start = self.pos;
                self.pos += 2;
                let mut level = 1;
                while level > 0 {
                    let r = self.rest();
                    if r.is_empty() {
                        return Err(self.error_at(start, msg!("check-comment-unclosed")));
                    } else if r.starts_with("*/") {
                        level -= 1;
                        self.pos += 2;
                    } else if r.starts_with("/*") {
                        level += 1;
                        self.pos += 2;
                    } else {
                        self.bump();
                    }
                }
            } else {
                return Ok(());
            }
        }
    }

    /// `#![enable(...)]` lines that ron files may start with: accepted and ignored.
    fn skip_attributes(&mut self) -> Result<(), SyntaxError> {
        while self.rest().starts_with("#!") {
            let start = self.pos;
            match self.rest().find(']') {
                Some(i) => self.pos += i + 1,
                None => return Err(self.error_at(start, msg!("check-attribute-unclosed"))),
            }
            self.skip_trivia()?;
        }
        Ok(())
    }

    fn expect(&mut self, c: char, context: Msg) -> Result<(), SyntaxError> {
        self.skip_trivia()?;
        if self.peek() == Some(c) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.error_here(msg!(
                "check-expected-char",
                char = c.to_string(),
                context = context,
                found = self.found()
            )))
        }
    }

    fn found(&self) -> Msg {
        match self.peek() {
            None => msg!("check-found-end"),
            Some(c) => msg!("check-found-char", char = c.to_string()),
        }
    }

    fn value(&mut self) -> Result<Value, SyntaxError> {
        self.skip_trivia()?;
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error_here(msg!("check-too-deep", n = MAX_DEPTH)));
        }
        let v = self.value_inner();
        self.depth -= 1;
        v
    }

    fn value_inner(&mut self) -> Result<Value, SyntaxError> {
        let start = self.pos;
        let Some(c) = self.peek() else {
            return Err(self.error_here(msg!(
                "check-expected-value",
                found = msg!("check-found-end")
            )));
        };
        let kind = match c {
            '"' => Kind::Str(self.string()?),
            'r' if self.rest().starts_with("r\"") || self.rest().starts_with("r#") => {
                Kind::Str(self.raw_string()?)
            }
            '\'' => self.char_lit()?,
            '[' => {
                self.pos += 1;
                self.open_brackets.push('[');
                let items = self.sequence(']', start);
                self.open_brackets.pop();
                Kind::List(self.never_closed(start, items)?)
            }
            '{' => {
                self.pos += 1;
                self.open_brackets.push('{');
                let entries = self.map(start);
                self.open_brackets.pop();
                Kind::Map(self.never_closed(start, entries)?)
            }
            '(' => self.parens(None)?,
            c if c == '-' || c == '+' || c == '.' || c.is_ascii_digit() => self.number()?,
            c if c.is_alphabetic() || c == '_' => {
                let name = self.ident();
                match name.as_str() {
                    "true" => Kind::Bool(true),
                    "false" => Kind::Bool(false),
                    _ => {
                        self.skip_trivia()?;
                        if self.peek() == Some('(') {
                            self.parens(Some(name))?
                        } else {
                            Kind::Ident(name)
                        }
                    }
                }
            }
            _ => {
                self.suggest_skip();
                return Err(self.error_here(msg!("check-expected-value", found = self.found())));
            }
        };
        Ok(Value {
            kind,
            span: Span::new(start, self.pos),
        })
    }

    fn ident(&mut self) -> String {
        let start = self.pos;
        while let Some(c) = self.peek() {
            if c.is_alphanumeric() || c == '_' {
                self.pos += c.len_utf8();
            } else {
                break;
            }
        }
        self.src[start..self.pos].to_string()
    }

    /// An error at the end of the file inside a bracket means the bracket was never closed,
    /// and that bracket is what the author has to find.
    fn never_closed<T>(&self, open: usize, r: Result<T, SyntaxError>) -> Result<T, SyntaxError> {
        r.map_err(|e| {
            if e.related.is_some() || e.span.start < self.src.len() {
                return e;
            }
            let c = self.src[open..].chars().next().unwrap_or('(');
            e.related(
                Span::new(open, open + c.len_utf8()),
                msg!("check-bracket-unclosed", bracket = c.to_string()),
            )
        })
    }

    fn parens(&mut self, name: Option<String>) -> Result<Kind, SyntaxError> {
        self.skip_trivia()?;
        let open = self.pos;
        self.open_brackets.push('(');
        let r = self.parens_inner(name);
        self.open_brackets.pop();
        self.never_closed(open, r)
    }

    /// After `(`: a struct if the first item is `name:`, otherwise a tuple.
    fn parens_inner(&mut self, name: Option<String>) -> Result<Kind, SyntaxError> {
        let open = self.pos;
        self.expect('(', msg!("check-to-open-value"))?;
        self.skip_trivia()?;
        if self.is_field_start() {
            let mut fields = Vec::new();
            loop {
                self.skip_trivia()?;
                if self.peek() == Some(')') {
                    self.pos += 1;
                    break;
                }
                if self.virtual_close() {
                    break;
                }
                let fstart = self.pos;
                if !self.is_field_start() {
                    self.suggest_skip();
                    return Err(self.error_here(msg!("check-expected-field", found = self.found())));
                }
                let fname = self.ident();
                let field = Field {
                    name: fname,
                    span: Span::new(fstart, self.pos),
                };
                let twice = fields
                    .iter()
                    .find(|(f, _): &&(Field, Value)| f.name == field.name)
                    .map(|(first, _)| {
                        SyntaxError {
                            message: msg!("check-field-twice", field = &field.name),
                            span: field.span,
                            unclosed_string: false,
                            related: None,
                        }
                        .related(first.span, msg!("check-first-given-here"))
                    });
                self.expect(':', msg!("check-after-field-name", field = &field.name))?;
                let v = self.value()?;
                let prev = v.span;
                // The first stays: reading goes on, and the second is one mistake.
                match twice {
                    Some(e) => self.soft.push(e),
                    None => fields.push((field, v)),
                }
                if !self.comma_or_close(')', open, prev, true)? {
                    break;
                }
            }
            Ok(Kind::Struct { name, fields })
        } else {
            let items = self.sequence(')', open)?;
            Ok(Kind::Tuple { name, items })
        }
    }

    fn is_field_start(&self) -> bool {
        let rest = self.rest();
        let len: usize = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .map(char::len_utf8)
            .sum();
        if len == 0 || !rest.starts_with(|c: char| c.is_alphabetic() || c == '_') {
            return false;
        }
        let after = rest[len..].trim_start();
        after.starts_with(':') && !after.starts_with("::")
    }

    /// Items separated by commas up to `close`, a trailing comma allowed.
    fn sequence(&mut self, close: char, open: usize) -> Result<Vec<Value>, SyntaxError> {
        let mut items = Vec::new();
        loop {
            self.skip_trivia()?;
            if self.peek() == Some(close) {
                self.pos += 1;
                break;
            }
            if self.virtual_close() {
                break;
            }
            let item = self.value()?;
            let prev = item.span;
            items.push(item);
            match self.comma_or_close(close, open, prev, false) {
                Ok(true) => {}
                Ok(false) => break,
                Err(e) => {
                    // `[1, 2, b: 3)`: the last item was the name of a field of the enclosing
                    // struct, and the list should have closed before it.
                    if self.peek() == Some(':')
                        && let Some(last) = items.last()
                        && matches!(last.kind, Kind::Ident(_))
                    {
                        self.suggested = Some(Repair::Close(last.span.start));
                    }
                    return Err(e);
                }
            }
        }
        Ok(items)
    }

    fn map(&mut self, open: usize) -> Result<Vec<(Value, Value)>, SyntaxError> {
        let mut entries = Vec::new();
        loop {
            self.skip_trivia()?;
            if self.peek() == Some('}') {
                self.pos += 1;
                break;
            }
            if self.virtual_close() {
                break;
            }
            let k = self.value()?;
            self.expect(':', msg!("check-between-key-and-value"))?;
            let v = self.value()?;
            let prev = v.span;
            entries.push((k, v));
            if !self.comma_or_close('}', open, prev, false)? {
                break;
            }
        }
        Ok(entries)
    }

    /// Returns true to continue (a comma was read), false when `close` ended the sequence.
    /// `open` is the bracket that `close` would close: when neither comes, it may be the
    /// bracket that was left open, so the error names it; but when what comes is the start of
    /// another item like the one before (`prev`; `fields`: a struct's), it is the comma after that item that is
    /// missing, and the error points there.
    fn comma_or_close(
        &mut self,
        close: char,
        open: usize,
        prev: Span,
        fields: bool,
    ) -> Result<bool, SyntaxError> {
        self.skip_trivia()?;
        match self.peek() {
            Some(',') => {
                self.pos += 1;
                Ok(true)
            }
            Some(c) if c == close => {
                self.pos += 1;
                Ok(false)
            }
            _ if self.repairs.commas.contains(&self.pos) => Ok(true),
            _ if self.virtual_close() => Ok(false),
            // A bracket closed by a repair just before: the comma after it went with it.
            _ if self.repairs.closes.contains(&self.pos) => Ok(true),
            _ => {
                let e = self.error_here(msg!(
                    "check-expected-comma",
                    close = close.to_string(),
                    found = self.found()
                ));
                match self.peek() {
                    Some(')' | ']' | '}') => self.suggest_skip(),
                    Some(_) => self.suggested = Some(Repair::Comma(self.pos)),
                    None => {}
                }
                if self.next_item_starts(fields) && prev.end > prev.start {
                    // The previous item's last character, which the comma should follow.
                    let last = self.src[..prev.end]
                        .chars()
                        .next_back()
                        .map_or(1, char::len_utf8);
                    let at = Span::new(prev.end - last, prev.end);
                    return Err(e.related(at, msg!("check-comma-missing-after")));
                }
                let bracket = self.src[open..].chars().next().unwrap_or('(');
                let label = if self.pos >= self.src.len() {
                    msg!("check-bracket-unclosed", bracket = bracket.to_string())
                } else {
                    msg!(
                        "check-bracket-still-open",
                        bracket = bracket.to_string(),
                        close = close.to_string()
                    )
                };
                Err(e.related(Span::new(open, open + bracket.len_utf8()), label))
            }
        }
    }

    /// Whether what is here begins another item like the previous one: a field (`name:`)
    /// among a struct's `fields`; else a value, but not a field, which belongs to the struct
    /// around a list whose own bracket was left open.
    fn next_item_starts(&self, fields: bool) -> bool {
        let field = self.is_field_start();
        if fields {
            return field;
        }
        let value = self.peek().is_some_and(|c| {
            c.is_alphanumeric() || matches!(c, '(' | '[' | '{' | '"' | '\'' | '-' | '+' | '.' | '_')
        });
        value && !field
    }

    fn string(&mut self) -> Result<String, SyntaxError> {
        let start = self.pos;
        self.pos += 1;
        let mut out = String::new();
        loop {
            if self.repairs.quotes.contains(&self.pos) {
                return Ok(out);
            }
            match self.bump() {
                None => {
                    return Err(SyntaxError {
                        unclosed_string: true,
                        ..self.error_at(start, msg!("check-string-unclosed"))
                    });
                }
                Some('"') => {
                    if out.contains('\n') {
                        self.long_strings.push((start, self.pos - 1));
                    }
                    return Ok(out);
                }
                Some('\\') => out.push(self.escape()?),
                Some(c) => out.push(c),
            }
        }
    }

    fn escape(&mut self) -> Result<char, SyntaxError> {
        let at = self.pos;
        Ok(match self.bump() {
            Some('n') => '\n',
            Some('t') => '\t',
            Some('r') => '\r',
            Some('0') => '\0',
            Some('\\') => '\\',
            Some('"') => '"',
            Some('\'') => '\'',
            Some('u') => {
                self.expect('{', msg!("check-after-unicode-escape"))?;
                let hs = self.pos;
                while self.peek().is_some_and(|c| c.is_ascii_hexdigit()) {
                    self.pos += 1;
                }
                let hex = &self.src[hs..self.pos];
                self.expect('}', msg!("check-to-close-unicode-escape"))?;
                u32::from_str_radix(hex, 16)
                    .ok()
                    .and_then(char::from_u32)
                    .ok_or_else(|| self.error_at(at, msg!("check-bad-unicode-escape")))?
            }
            _ => return Err(self.error_at(at, msg!("check-unknown-escape"))),
        })
    }

    fn raw_string(&mut self) -> Result<String, SyntaxError> {
        let start = self.pos;
        self.pos += 1;
        let hashes = self.rest().chars().take_while(|c| *c == '#').count();
        self.pos += hashes;
        if self.peek() != Some('"') {
            return Err(self.error_here(msg!("check-raw-string-start")));
        }
        self.pos += 1;
        let close = format!("\"{}", "#".repeat(hashes));
        match self.rest().find(&close) {
            Some(i) => {
                let s = self.rest()[..i].to_string();
                self.pos += i + close.len();
                Ok(s)
            }
            None => Err(self.error_at(start, msg!("check-raw-string-unclosed"))),
        }
    }

    fn char_lit(&mut self) -> Result<Kind, SyntaxError> {
        let start = self.pos;
        self.pos += 1;
        let c = match self.bump() {
            Some('\\') => self.escape()?,
            Some(c) => c,
            None => return Err(self.error_at(start, msg!("check-char-unclosed"))),
        };
        if self.bump() != Some('\'') {
            return Err(self.error_at(start, msg!("check-char-literal-unclosed")));
        }
        Ok(Kind::Char(c))
    }

    fn number(&mut self) -> Result<Kind, SyntaxError> {
        let start = self.pos;
        if matches!(self.peek(), Some('-' | '+')) {
            self.pos += 1;
        }
        let mut float = false;
        while let Some(c) = self.peek() {
            match c {
                '0'..='9' | '_' => self.pos += 1,
                '.' => {
                    float = true;
                    self.pos += 1;
                }
                'e' | 'E' => {
                    float = true;
                    self.pos += 1;
                    if matches!(self.peek(), Some('-' | '+')) {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
        let text: String = self.src[start..self.pos]
            .chars()
            .filter(|c| *c != '_')
            .collect();
        if self.peek().is_some_and(|c| c.is_alphabetic()) {
            let word_end = self.pos + self.ident().len();
            self.pos = word_end;
            return Err(self.error_at(
                start,
                msg!("check-not-a-number", text = &self.src[start..word_end]),
            ));
        }
        if !float && let Ok(i) = text.parse::<i128>() {
            return Ok(Kind::Int(i));
        }
        match text.parse::<f64>() {
            Ok(f) if f.is_finite() => Ok(Kind::Float(f)),
            Ok(_) => Err(self.error_at(start, msg!("check-number-too-large", text = text))),
            Err(_) => Err(self.error_at(start, msg!("check-not-a-number", text = text))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Arg;

    #[test]
    fn parses_structs_tuples_and_spans() {
        let src = "Scenario(title: \"A\", at: (1, -2.5), kind: Woods, list: [Some(3), None,],)";
        let v = parse(src).unwrap();
        let Kind::Struct { name, fields } = &v.kind else {
            panic!("not a struct: {v:?}")
        };
        assert_eq!(name.as_deref(), Some("Scenario"));
        assert_eq!(fields.len(), 4);
        assert_eq!(
            &src[fields[1].1.span.start..fields[1].1.span.end],
            "(1, -2.5)"
        );
        assert_eq!(fields[2].1.kind, Kind::Ident("Woods".into()));
    }

    #[test]
    fn comments_and_attributes_are_skipped() {
        let v = parse("#![enable(implicit_some)]\n// hi\n/* a /* nested */ b */ [1, 2]").unwrap();
        assert!(matches!(v.kind, Kind::List(ref l) if l.len() == 2));
    }

    #[test]
    fn errors_point_at_the_problem() {
        let src = "(a: 1, b: [1, 2 3])";
        let e = parse(src).unwrap_err();
        assert_eq!(&src[e.span.start..e.span.end], "3");
        // The message's key and arguments, not its words.
        assert_eq!(e.message.key, "check-expected-comma", "{:?}", e.message);
        assert_eq!(e.message.get("close"), Some(&Arg::Name("]".into())));
        // Another item where the comma should be: the comma after the one before is missing.
        assert_eq!(
            e.related,
            Some((Span::new(14, 15), msg!("check-comma-missing-after")))
        );
        // So in a struct, with a field after a field.
        let src = "(a: (1, 2) b: 3)";
        let e = parse(src).unwrap_err();
        assert_eq!(&src[e.span.start..e.span.end], "b");
        assert_eq!(
            e.related,
            Some((Span::new(9, 10), msg!("check-comma-missing-after")))
        );
        // A field after a list's items belongs to the struct around it: the list's `]` is
        // what is missing.
        let src = "(a: 1, b: [1, 2 c: 3)";
        let e = parse(src).unwrap_err();
        assert_eq!(&src[e.span.start..e.span.end], "c");
        assert_eq!(
            e.related,
            Some((
                Span::new(10, 11),
                msg!("check-bracket-still-open", bracket = "[", close = "]")
            ))
        );
    }

    #[test]
    fn the_end_of_the_file_points_back_at_the_open_bracket() {
        let src = "(a: [1, (2, 3)], b: [4,";
        let e = parse(src).unwrap_err();
        assert_eq!(e.span, Span::new(src.len(), src.len()));
        let (span, label) = e.related.unwrap();
        assert_eq!(span, Span::new(20, 21));
        assert_eq!(label, "this `[` is never closed");
    }

    #[test]
    fn a_missing_bracket_names_the_bracket_left_open() {
        let src = "(a: 1, at: (1, 2, b: 3)";
        let e = parse(src).unwrap_err();
        assert_eq!(&src[e.span.start..e.span.end], ":");
        assert_eq!(
            e.related,
            Some((
                Span::new(11, 12),
                msg!("check-bracket-still-open", bracket = "(", close = ")")
            ))
        );
    }

    #[test]
    fn an_unclosed_string_is_reported_where_it_opens() {
        let src = "(\n  title: \"Farm,\n  date: \"1937-03\",\n)";
        let e = parse(src).unwrap_err();
        assert_eq!(e.span, Span::new(11, 12));
        assert_eq!(e.message, "string is never closed on line 2: missing `\"`");
        let (span, label) = e.related.unwrap();
        assert_eq!(&src[span.start..], "\"1937-03\",\n)");
        assert!(
            label.en().ends_with("expected `,` or `)`, found `1`"),
            "{label}"
        );
        // At the end of the file, it is the string that is never closed.
        let src = "(title: \"Farm)";
        let e = parse(src).unwrap_err();
        assert_eq!(e.span.start, 8);
        assert_eq!(e.message.key, "check-string-unclosed", "{:?}", e.message);
        // A string over two lines that is meant so is not blamed for the next mistake.
        let src = "(d: \"one\ntwo\" t: 1)";
        let e = parse(src).unwrap_err();
        assert_eq!(e.message.key, "check-expected-comma", "{:?}", e.message);
        assert_eq!(e.message.get("close"), Some(&Arg::Name(")".into())));
    }

    #[test]
    fn a_field_given_twice_points_back_at_the_first() {
        let src = "(a: 1, b: 2, a: 3)";
        let e = parse(src).unwrap_err();
        assert_eq!(e.span, Span::new(13, 14));
        assert_eq!(
            e.related,
            Some((Span::new(1, 2), msg!("check-first-given-here")))
        );
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let src = "[".repeat(100_000);
        assert_eq!(parse(&src).unwrap_err().message.key, "check-too-deep");
    }
}
