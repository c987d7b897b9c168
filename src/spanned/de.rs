//! serde over the spanned RON tree, so scenario and ruleset types keep `#[derive(Deserialize)]`
//! while every type error still knows where in the file it happened.
//!
//! `Spanned<T>` uses the same trick as `serde_spanned` (a struct with a reserved name) so that a
//! field can carry its own source span into validation.

use std::fmt;

use serde::de::{
    self, DeserializeOwned, DeserializeSeed, EnumAccess, IntoDeserializer, MapAccess, SeqAccess,
    VariantAccess, Visitor,
};
use serde::{Deserialize, Deserializer};

use super::hole::Hole;
use super::ron_value::{Kind, Span, Value};
use crate::words::{Arg, Msg};

/// A value together with where it was written.
#[derive(Clone, Debug, PartialEq)]
pub struct Spanned<T> {
    pub value: T,
    pub span: Span,
}

impl<T> Spanned<T> {
    pub fn new(value: T, span: Span) -> Self {
        Self { value, span }
    }
}

impl<T> std::ops::Deref for Spanned<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.value
    }
}

pub(super) const SPANNED: &str = "$__trinchera_Spanned";
pub(super) const SPANNED_FIELDS: &[&str] = &["$__start", "$__end", "$__value"];

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Spanned<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for V<T> {
            type Value = Spanned<T>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a spanned value")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut start = None;
                let mut end = None;
                let mut value = None;
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "$__start" => start = Some(map.next_value::<usize>()?),
                        "$__end" => end = Some(map.next_value::<usize>()?),
                        _ => value = Some(map.next_value::<T>()?),
                    }
                }
                match (start, end, value) {
                    (Some(s), Some(e), Some(v)) => Ok(Spanned::new(v, Span::new(s, e))),
                    _ => Err(de::Error::custom("spanned values need the scenario reader")),
                }
            }
        }
        d.deserialize_struct(SPANNED, SPANNED_FIELDS, V(std::marker::PhantomData))
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct DeError {
    pub message: Msg,
    pub span: Option<Span>,
    /// A name serde did not find or did not know, kept as data so the recovery and the
    /// suggestions never read it back out of the message.
    pub name: Option<NameError>,
    /// A number too large or small for what the file's type holds, kept as data so that the
    /// reader of a file can say the range the field allows (boxed: an error value, kept small).
    pub range: Option<Box<OutOfRange>>,
}

/// A number that does not fit: as written, the type's own bounds, and the fields it is in.
#[derive(Debug, Clone, PartialEq)]
pub struct OutOfRange {
    pub value: String,
    /// A whole number was asked for.
    pub whole: bool,
    pub min: String,
    pub max: String,
    /// The struct fields the number is inside, innermost first: `["height", "shape"]` for a
    /// rectangle's height, `["height"]` for a hill's; empty when it is in none.
    pub fields: Vec<String>,
}

impl OutOfRange {
    /// What the type holds: a whole number from its minimum to its maximum, or a number.
    pub fn allowed(&self) -> Msg {
        let (min, max) = (self.min.as_str(), self.max.as_str());
        if self.whole {
            msg!("check-allowed-whole", min = min, max = max)
        } else {
            msg!("check-allowed-number", min = min, max = max)
        }
    }

    /// The message, with what the field allows (`allowed`, or the type's range).
    pub fn message(&self, allowed: Option<Msg>) -> Msg {
        let allowed = allowed.unwrap_or_else(|| self.allowed());
        match self.fields.first() {
            Some(field) => msg!(
                "check-field-out-of-range",
                field = field.as_str(),
                allowed = allowed,
                value = self.value.as_str()
            ),
            None => msg!(
                "check-out-of-range",
                value = self.value.as_str(),
                allowed = allowed
            ),
        }
    }

    fn error(self, span: Span) -> DeError {
        DeError {
            message: self.message(None),
            span: Some(span),
            name: None,
            range: Some(Box::new(self)),
        }
    }
}

/// A number as an author would write it: huge and tiny ones with an exponent.
fn number_text(n: f64) -> String {
    if n != 0.0 && !(1e-6..1e16).contains(&n.abs()) {
        format!("{n:e}")
    } else {
        n.to_string()
    }
}

/// What serde says about a name, apart from its words.
#[derive(Debug, Clone, PartialEq)]
pub enum NameError {
    /// A field or variant not in the type, with the names it has.
    Unknown {
        name: String,
        expected: &'static [&'static str],
    },
    /// A field the type needs that is not given.
    Missing(&'static str),
}

impl fmt::Display for DeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message.text())
    }
}

impl std::error::Error for DeError {}

/// The names a type has, as serde lists them after an unknown one: none, `a`, `a` or `b`, one
/// of `a`, `b`, `c`.
fn expected_names(expected: &[&str]) -> Msg {
    let quoted = |n: &&str| format!("`{n}`");
    match expected {
        [] => msg!("check-expected-none"),
        [a] => msg!("check-expected-one", name = quoted(a)),
        [a, b] => msg!("check-expected-two", first = quoted(a), second = quoted(b)),
        many => msg!(
            "check-expected-many",
            names = Arg::names(many.iter().map(quoted), "join-comma")
        ),
    }
}

impl de::Error for DeError {
    /// Serde's own words for what its derived code finds wrong (rare in a scenario: the reader
    /// says most itself), kept as serde wrote them.
    fn custom<T: fmt::Display>(text: T) -> Self {
        DeError {
            message: msg!("check-serde-says", text = text.to_string()),
            span: None,
            name: None,
            range: None,
        }
    }

    // The ones below say what serde says, in the catalogue's words, and keep the name as data.
    fn unknown_field(field: &str, expected: &'static [&'static str]) -> Self {
        DeError {
            message: msg!(
                "check-unknown-field",
                name = field,
                expected = expected_names(expected)
            ),
            span: None,
            name: Some(NameError::Unknown {
                name: field.to_string(),
                expected,
            }),
            range: None,
        }
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Self {
        DeError {
            message: msg!(
                "check-unknown-variant",
                name = variant,
                expected = expected_names(expected)
            ),
            span: None,
            name: Some(NameError::Unknown {
                name: variant.to_string(),
                expected,
            }),
            range: None,
        }
    }

    fn missing_field(field: &'static str) -> Self {
        DeError {
            message: msg!("check-missing-field", name = field),
            span: None,
            name: Some(NameError::Missing(field)),
            range: None,
        }
    }

    fn duplicate_field(field: &'static str) -> Self {
        DeError {
            message: msg!("check-duplicate-field", name = field),
            span: None,
            name: None,
            range: None,
        }
    }
}

/// Deserialize a whole parsed tree into `T`.
pub fn from_value<T: DeserializeOwned>(v: &Value) -> Result<T, DeError> {
    T::deserialize(ValueDe(v))
}

struct ValueDe<'a>(&'a Value);

impl<'a> ValueDe<'a> {
    fn locate<T>(&self, r: Result<T, DeError>) -> Result<T, DeError> {
        r.map_err(|mut e| {
            e.span.get_or_insert(self.0.span);
            e
        })
    }

    fn mismatch(&self, expected: Msg) -> DeError {
        DeError {
            message: msg!(
                "check-expected-found",
                expected = expected,
                found = self.0.kind.describe()
            ),
            span: Some(self.0.span),
            name: None,
            range: None,
        }
    }

    fn number(&self) -> Option<f64> {
        match self.0.kind {
            Kind::Int(i) => Some(i as f64),
            Kind::Float(f) => Some(f),
            _ => None,
        }
    }
}

/// A hole left by `recover` reads as a stand-in value of whatever type is asked for.
macro_rules! or_hole {
    ($self:ident, $method:ident($($arg:expr),*)) => {
        if let Kind::Hole = $self.0.kind {
            return Hole($self.0.span).$method($($arg),*);
        }
    };
}

macro_rules! int_method {
    ($method:ident, $visit:ident, $ty:ty) => {
        fn $method<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
            or_hole!(self, $method(v));
            match self.0.kind {
                Kind::Int(i) => match <$ty>::try_from(i) {
                    Ok(n) => self.locate(v.$visit(n)),
                    Err(_) => Err(OutOfRange {
                        value: i.to_string(),
                        whole: true,
                        min: <$ty>::MIN.to_string(),
                        max: <$ty>::MAX.to_string(),
                        fields: Vec::new(),
                    }
                    .error(self.0.span)),
                },
                _ => Err(self.mismatch(msg!("check-want-whole-number"))),
            }
        }
    };
}

impl<'de, 'a> Deserializer<'de> for ValueDe<'a> {
    type Error = DeError;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_any(v));
        let r = match &self.0.kind {
            Kind::Bool(b) => v.visit_bool(*b),
            Kind::Int(i) => match i64::try_from(*i) {
                Ok(n) => v.visit_i64(n),
                Err(_) => match u64::try_from(*i) {
                    Ok(n) => v.visit_u64(n),
                    Err(_) => v.visit_i128(*i),
                },
            },
            Kind::Float(f) => v.visit_f64(*f),
            Kind::Str(s) | Kind::Ident(s) => v.visit_str(s),
            Kind::Char(c) => v.visit_char(*c),
            Kind::List(items) => v.visit_seq(Seq(items.iter())),
            Kind::Tuple { items, .. } if items.is_empty() => v.visit_unit(),
            Kind::Tuple { items, .. } => v.visit_seq(Seq(items.iter())),
            Kind::Map(entries) => v.visit_map(Map::entries(entries)),
            Kind::Struct { fields, .. } => v.visit_map(Map::fields(fields)),
            // Answered above by `or_hole!`.
            Kind::Hole => v.visit_unit(),
        };
        self.locate(r)
    }

    fn deserialize_bool<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_bool(v));
        match self.0.kind {
            Kind::Bool(b) => self.locate(v.visit_bool(b)),
            _ => Err(self.mismatch(msg!("check-want-bool"))),
        }
    }

    int_method!(deserialize_i8, visit_i8, i8);
    int_method!(deserialize_i16, visit_i16, i16);
    int_method!(deserialize_i32, visit_i32, i32);
    int_method!(deserialize_i64, visit_i64, i64);
    int_method!(deserialize_u8, visit_u8, u8);
    int_method!(deserialize_u16, visit_u16, u16);
    int_method!(deserialize_u32, visit_u32, u32);
    int_method!(deserialize_u64, visit_u64, u64);

    fn deserialize_f32<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_f32(v));
        match self.number() {
            Some(n) if (n as f32).is_finite() => self.locate(v.visit_f32(n as f32)),
            Some(n) => Err(OutOfRange {
                value: number_text(n),
                whole: false,
                min: format!("{:.1e}", f32::MIN),
                max: format!("{:.1e}", f32::MAX),
                fields: Vec::new(),
            }
            .error(self.0.span)),
            None => Err(self.mismatch(msg!("check-kind-float"))),
        }
    }

    fn deserialize_f64<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_f64(v));
        match self.number() {
            Some(n) => self.locate(v.visit_f64(n)),
            None => Err(self.mismatch(msg!("check-kind-float"))),
        }
    }

    fn deserialize_char<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_char(v));
        match self.0.kind {
            Kind::Char(c) => self.locate(v.visit_char(c)),
            _ => Err(self.mismatch(msg!("check-kind-char"))),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_str(v));
        match &self.0.kind {
            // A bare name is accepted where a string is expected: `type: Rifles` reads better
            // than `type: "Rifles"`, and both mean the same to an author.
            Kind::Str(s) | Kind::Ident(s) => self.locate(v.visit_str(s)),
            _ => Err(self.mismatch(msg!("check-kind-str"))),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_string(v));
        self.deserialize_str(v)
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_bytes(v));
        Err(self.mismatch(msg!("check-want-bytes")))
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_byte_buf(v));
        Err(self.mismatch(msg!("check-want-bytes")))
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_option(v));
        match &self.0.kind {
            Kind::Ident(s) if s == "None" => self.locate(v.visit_none()),
            Kind::Tuple {
                name: Some(n),
                items,
            } if n == "Some" && items.len() == 1 => self.locate(v.visit_some(ValueDe(&items[0]))),
            // `Some(...)` may be left out: `height: 2` means `height: Some(2)`.
            _ => {
                let span = self.0.span;
                v.visit_some(self).map_err(|mut e| {
                    e.span.get_or_insert(span);
                    e
                })
            }
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_unit(v));
        match &self.0.kind {
            Kind::Tuple { items, .. } if items.is_empty() => self.locate(v.visit_unit()),
            _ => Err(self.mismatch(msg!("check-want-unit"))),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        v: V,
    ) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_unit_struct(name, v));
        match &self.0.kind {
            Kind::Ident(_) => self.locate(v.visit_unit()),
            _ => self.deserialize_unit(v),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        v: V,
    ) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_newtype_struct(name, v));
        match &self.0.kind {
            Kind::Tuple { items, .. } if items.len() == 1 => {
                self.locate(v.visit_newtype_struct(ValueDe(&items[0])))
            }
            _ => {
                let span = self.0.span;
                v.visit_newtype_struct(self).map_err(|mut e| {
                    e.span.get_or_insert(span);
                    e
                })
            }
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_seq(v));
        match &self.0.kind {
            Kind::List(items) | Kind::Tuple { items, .. } => {
                self.locate(v.visit_seq(Seq(items.iter())))
            }
            _ => Err(self.mismatch(msg!("check-kind-list"))),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_tuple(len, v));
        match &self.0.kind {
            Kind::List(items) | Kind::Tuple { items, .. } if items.len() == len => {
                self.locate(v.visit_seq(Seq(items.iter())))
            }
            Kind::List(items) | Kind::Tuple { items, .. } => Err(DeError {
                message: msg!("check-values-count", n = len, found = items.len()),
                span: Some(self.0.span),
                name: None,
                range: None,
            }),
            _ => Err(self.mismatch(msg!("check-want-tuple", n = len))),
        }
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        v: V,
    ) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_tuple_struct(name, len, v));
        self.deserialize_tuple(len, v)
    }

    fn deserialize_map<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_map(v));
        match &self.0.kind {
            Kind::Map(entries) => self.locate(v.visit_map(Map::entries(entries))),
            Kind::Struct { fields, .. } => self.locate(v.visit_map(Map::fields(fields))),
            _ => Err(self.mismatch(msg!("check-kind-map"))),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_struct(name, fields, v));
        if name == SPANNED {
            return v.visit_map(SpanMap {
                value: self.0,
                step: 0,
            });
        }
        match &self.0.kind {
            Kind::Struct { fields, .. } => self.locate(v.visit_map(Map::fields(fields))),
            Kind::Tuple { items, .. } if items.is_empty() => {
                self.locate(v.visit_map(Map::fields(&[])))
            }
            _ => Err(self.mismatch(msg!("check-want-struct", name = name))),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_enum(name, variants, v));
        let variant = match &self.0.kind {
            Kind::Ident(n) | Kind::Str(n) => n.as_str(),
            Kind::Tuple { name: Some(n), .. } | Kind::Struct { name: Some(n), .. } => n.as_str(),
            _ => return Err(self.mismatch(msg!("check-want-variant"))),
        };
        self.locate(v.visit_enum(Enum {
            value: self.0,
            variant,
        }))
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_identifier(v));
        self.deserialize_str(v)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        or_hole!(self, deserialize_ignored_any(v));
        v.visit_unit()
    }
}

struct Seq<'a>(std::slice::Iter<'a, Value>);

impl<'de, 'a> SeqAccess<'de> for Seq<'a> {
    type Error = DeError;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, DeError> {
        match self.0.next() {
            Some(item) => seed.deserialize(ValueDe(item)).map(Some),
            None => Ok(None),
        }
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

/// Struct fields and map entries, read as key/value pairs.
struct Map<'a> {
    keys: Vec<Key<'a>>,
    values: Vec<&'a Value>,
    next: usize,
}

enum Key<'a> {
    Field(&'a str, Span),
    Value(&'a Value),
}

impl<'a> Map<'a> {
    fn fields(fields: &'a [(super::ron_value::Field, Value)]) -> Self {
        Map {
            keys: fields
                .iter()
                .map(|(f, _)| Key::Field(&f.name, f.span))
                .collect(),
            values: fields.iter().map(|(_, v)| v).collect(),
            next: 0,
        }
    }
    fn entries(entries: &'a [(Value, Value)]) -> Self {
        Map {
            keys: entries.iter().map(|(k, _)| Key::Value(k)).collect(),
            values: entries.iter().map(|(_, v)| v).collect(),
            next: 0,
        }
    }
}

impl<'de, 'a> MapAccess<'de> for Map<'a> {
    type Error = DeError;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, DeError> {
        let Some(key) = self.keys.get(self.next) else {
            return Ok(None);
        };
        let r = match key {
            Key::Field(name, span) => {
                let d: de::value::StrDeserializer<'_, DeError> = name.into_deserializer();
                seed.deserialize(d).map_err(|mut e| {
                    e.span.get_or_insert(*span);
                    e
                })
            }
            Key::Value(v) => seed.deserialize(ValueDe(v)),
        };
        r.map(Some)
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, DeError> {
        let v = self.values[self.next];
        let key = self.keys.get(self.next);
        self.next += 1;
        seed.deserialize(ValueDe(v)).map_err(|mut e| {
            // A number out of range is said with the fields it is in.
            if let (Some(r), Some(Key::Field(name, _))) = (&mut e.range, key) {
                r.fields.push(name.to_string());
                e.message = r.message(None);
            }
            e
        })
    }
}

struct SpanMap<'a> {
    value: &'a Value,
    step: usize,
}

impl<'de, 'a> MapAccess<'de> for SpanMap<'a> {
    type Error = DeError;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, DeError> {
        let Some(key) = SPANNED_FIELDS.get(self.step) else {
            return Ok(None);
        };
        let d: de::value::StrDeserializer<'_, DeError> = key.into_deserializer();
        seed.deserialize(d).map(Some)
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, DeError> {
        self.step += 1;
        match self.step {
            1 => seed.deserialize(self.value.span.start.into_deserializer()),
            2 => seed.deserialize(self.value.span.end.into_deserializer()),
            _ => seed.deserialize(ValueDe(self.value)),
        }
    }
}

struct Enum<'a> {
    value: &'a Value,
    variant: &'a str,
}

impl<'de, 'a> EnumAccess<'de> for Enum<'a> {
    type Error = DeError;
    type Variant = Self;
    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), DeError> {
        let d: de::value::StrDeserializer<'_, DeError> = self.variant.into_deserializer();
        let v = seed.deserialize(d)?;
        Ok((v, self))
    }
}

impl<'de, 'a> VariantAccess<'de> for Enum<'a> {
    type Error = DeError;
    fn unit_variant(self) -> Result<(), DeError> {
        match &self.value.kind {
            Kind::Ident(_) | Kind::Str(_) => Ok(()),
            Kind::Tuple { items, .. } if items.is_empty() => Ok(()),
            _ => Err(DeError {
                message: msg!("check-variant-takes-nothing", name = self.variant),
                span: Some(self.value.span),
                name: None,
                range: None,
            }),
        }
    }
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, DeError> {
        match &self.value.kind {
            Kind::Tuple { items, .. } if items.len() == 1 => seed.deserialize(ValueDe(&items[0])),
            _ => Err(DeError {
                message: msg!("check-variant-wants-value", name = self.variant),
                span: Some(self.value.span),
                name: None,
                range: None,
            }),
        }
    }
    fn tuple_variant<V: Visitor<'de>>(self, len: usize, v: V) -> Result<V::Value, DeError> {
        match &self.value.kind {
            Kind::Tuple { items, .. } if items.len() == len => v.visit_seq(Seq(items.iter())),
            _ => Err(DeError {
                message: msg!("check-variant-wants-values", name = self.variant, n = len),
                span: Some(self.value.span),
                name: None,
                range: None,
            }),
        }
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, DeError> {
        match &self.value.kind {
            Kind::Struct { fields, .. } => v.visit_map(Map::fields(fields)),
            _ => Err(DeError {
                message: msg!("check-variant-wants-fields", name = self.variant),
                span: Some(self.value.span),
                name: None,
                range: None,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::ron_value::parse;
    use super::*;

    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    struct Thing {
        name: Spanned<String>,
        at: (f32, f32),
        height: Option<f32>,
        shape: Shape,
    }

    #[derive(Deserialize, Debug, PartialEq)]
    enum Shape {
        Polygon(Vec<(f32, f32)>),
        Circle { center: (f32, f32), radius: f32 },
        Dot,
    }

    #[test]
    fn spans_reach_the_typed_value() {
        let src = r#"Thing(name: Woods, at: (1, 2.5), shape: Circle(center: (0, 0), radius: 2))"#;
        let t: Thing = from_value(&parse(src).unwrap()).unwrap();
        assert_eq!(&src[t.name.span.start..t.name.span.end], "Woods");
        assert_eq!(t.at, (1.0, 2.5));
        assert_eq!(t.height, None);
        assert_eq!(
            t.shape,
            Shape::Circle {
                center: (0.0, 0.0),
                radius: 2.0
            }
        );
    }

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Side {
        kind: String,
        name: String,
        height: Option<f32>,
        label: Option<String>,
        table: (f32, f32),
        turns: Vec<u32>,
    }

    fn side(src: &str) -> Result<Side, DeError> {
        let v = parse(src).map_err(|e| DeError {
            message: e.message,
            span: Some(e.span),
            name: None,
            range: None,
        })?;
        from_value(&v)
    }

    /// What docs/scenario-format.md says scenario files accept beyond plain RON: each is read
    /// here and refused by the `ron` crate.
    #[test]
    fn what_the_reader_accepts_beyond_plain_ron() {
        let plain = r#"Side(kind: "Woods", name: "None", height: Some(2), label: None,
            table: (48, 32), turns: [1, 2])"#;
        let expected = side(plain).unwrap();
        assert_eq!(ron::from_str::<Side>(plain).unwrap(), expected);
        let extended = [
            // A bare name where a string is expected.
            r#"Side(kind: Woods, name: "None", height: Some(2), label: None, table: (48, 32), turns: [1, 2])"#,
            // An optional value without `Some`.
            r#"Side(kind: "Woods", name: "None", height: 2, label: None, table: (48, 32), turns: [1, 2])"#,
            // A list for a tuple, and a tuple for a list.
            r#"Side(kind: "Woods", name: "None", height: Some(2), label: None, table: [48, 32], turns: [1, 2])"#,
            r#"Side(kind: "Woods", name: "None", height: Some(2), label: None, table: (48, 32), turns: (1, 2))"#,
            // Any struct name, or none.
            r#"Other(kind: "Woods", name: "None", height: Some(2), label: None, table: (48, 32), turns: [1, 2])"#,
        ];
        for src in extended {
            assert_eq!(side(src).unwrap(), expected, "{src}");
            assert!(ron::from_str::<Side>(src).is_err(), "plain RON reads {src}");
        }
        // `None` is no value where a value is optional, and a name where a string is expected.
        let src = r#"(kind: Woods, name: None, label: None, table: (48, 32), turns: [])"#;
        let s = side(src).unwrap();
        assert_eq!((s.name.as_str(), s.label, s.height), ("None", None, None));
        // `true` and `false` stay booleans.
        let src = r#"(kind: true, name: "x", table: (48, 32), turns: [])"#;
        assert_eq!(
            side(src).unwrap_err().message,
            "expected a string, found a boolean"
        );
        // Decimal numbers only.
        let src = r#"(kind: x, name: x, table: (0x30, 32), turns: [])"#;
        assert_eq!(side(src).unwrap_err().message, "`0x30` is not a number");
    }

    #[test]
    fn type_errors_carry_the_span_of_the_bad_value() {
        let src = r#"Thing(name: "x", at: (1, "two"), shape: Dot)"#;
        let e = from_value::<Thing>(&parse(src).unwrap()).unwrap_err();
        let s = e.span.unwrap();
        assert_eq!(&src[s.start..s.end], "\"two\"");
        let src = r#"Thing(name: "x", at: (1, 2), shape: Dot, colour: red)"#;
        let e = from_value::<Thing>(&parse(src).unwrap()).unwrap_err();
        let s = e.span.unwrap();
        assert_eq!(&src[s.start..s.end], "colour");
    }
}
