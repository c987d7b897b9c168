//! A stand-in for a value that `recover` had to leave out of an entry.
//!
//! Cutting a whole element because one of its fields was misspelt would hide every other
//! mistake in it (an unknown `type` as well, say). Instead the missing field gets a hole, which
//! reads as the plainest value of whatever type is asked for (0, "", an empty list, `None`, the
//! first variant), and validation drops whatever it then says about the hole's span.

use serde::de::{
    self, DeserializeSeed, EnumAccess, IntoDeserializer, MapAccess, SeqAccess, VariantAccess,
    Visitor,
};
use serde::{Deserializer, forward_to_deserialize_any};

use super::de::{DeError, SPANNED, SPANNED_FIELDS};
use super::ron_value::Span;

/// Deserializes a hole whose stand-in value claims the span `0`.
pub(super) struct Hole(pub(super) Span);

impl<'de> Deserializer<'de> for Hole {
    type Error = DeError;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_unit()
    }

    fn deserialize_bool<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_bool(false)
    }

    fn deserialize_i8<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_i8(0)
    }
    fn deserialize_i16<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_i16(0)
    }
    fn deserialize_i32<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_i32(0)
    }
    fn deserialize_i64<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_i64(0)
    }
    fn deserialize_u8<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_u8(0)
    }
    fn deserialize_u16<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_u16(0)
    }
    fn deserialize_u32<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_u32(0)
    }
    fn deserialize_u64<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_u64(0)
    }
    fn deserialize_f32<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_f32(0.0)
    }
    fn deserialize_f64<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_f64(0.0)
    }
    fn deserialize_char<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_char(' ')
    }
    fn deserialize_str<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_str("")
    }
    fn deserialize_string<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_str("")
    }
    fn deserialize_identifier<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_str("")
    }
    fn deserialize_bytes<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_bytes(&[])
    }
    fn deserialize_byte_buf<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_bytes(&[])
    }
    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_none()
    }
    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        v: V,
    ) -> Result<V::Value, DeError> {
        v.visit_newtype_struct(self)
    }
    fn deserialize_seq<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_seq(Holes(self.0, 0))
    }
    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, v: V) -> Result<V::Value, DeError> {
        v.visit_seq(Holes(self.0, len))
    }
    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        len: usize,
        v: V,
    ) -> Result<V::Value, DeError> {
        v.visit_seq(Holes(self.0, len))
    }
    fn deserialize_map<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_map(HoleFields::new(self.0, &[]))
    }
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, DeError> {
        if name == SPANNED {
            return v.visit_map(HoleFields::spanned(self.0));
        }
        v.visit_map(HoleFields::new(self.0, fields))
    }
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, DeError> {
        v.visit_enum(HoleVariant {
            span: self.0,
            name: variants.first().copied().unwrap_or(""),
        })
    }

    forward_to_deserialize_any! { i128 u128 unit unit_struct ignored_any }
}

/// `len` holes in a row.
struct Holes(Span, usize);

impl<'de> SeqAccess<'de> for Holes {
    type Error = DeError;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, DeError> {
        if self.1 == 0 {
            return Ok(None);
        }
        self.1 -= 1;
        seed.deserialize(Hole(self.0)).map(Some)
    }
}

/// A struct whose every field is a hole; for `Spanned`, its span and then a hole.
struct HoleFields {
    span: Span,
    fields: &'static [&'static str],
    next: usize,
    spanned: bool,
}

impl HoleFields {
    fn new(span: Span, fields: &'static [&'static str]) -> Self {
        HoleFields {
            span,
            fields,
            next: 0,
            spanned: false,
        }
    }

    fn spanned(span: Span) -> Self {
        HoleFields {
            spanned: true,
            ..HoleFields::new(span, SPANNED_FIELDS)
        }
    }
}

impl<'de> MapAccess<'de> for HoleFields {
    type Error = DeError;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, DeError> {
        let Some(key) = self.fields.get(self.next) else {
            return Ok(None);
        };
        let d: de::value::StrDeserializer<'_, DeError> = key.into_deserializer();
        seed.deserialize(d).map(Some)
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, DeError> {
        self.next += 1;
        match (self.spanned, self.next) {
            (true, 1) => seed.deserialize(self.span.start.into_deserializer()),
            (true, 2) => seed.deserialize(self.span.end.into_deserializer()),
            _ => seed.deserialize(Hole(self.span)),
        }
    }
}

/// The first variant of an enum, its values holes.
struct HoleVariant {
    span: Span,
    name: &'static str,
}

impl<'de> EnumAccess<'de> for HoleVariant {
    type Error = DeError;
    type Variant = Self;
    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), DeError> {
        let d: de::value::StrDeserializer<'_, DeError> = self.name.into_deserializer();
        Ok((seed.deserialize(d)?, self))
    }
}

impl<'de> VariantAccess<'de> for HoleVariant {
    type Error = DeError;
    fn unit_variant(self) -> Result<(), DeError> {
        Ok(())
    }
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, DeError> {
        seed.deserialize(Hole(self.span))
    }
    fn tuple_variant<V: Visitor<'de>>(self, len: usize, v: V) -> Result<V::Value, DeError> {
        v.visit_seq(Holes(self.span, len))
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, DeError> {
        v.visit_map(HoleFields::new(self.span, fields))
    }
}

#[cfg(test)]
mod tests {
    use super::super::de::{Spanned, from_value};
    use super::super::ron_value::{Kind, Value};
    use super::*;

    #[derive(serde::Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Thing {
        name: Spanned<String>,
        at: (f32, f32),
        height: Option<f32>,
        shape: Shape,
        parts: Vec<u8>,
    }

    #[derive(serde::Deserialize, Debug, PartialEq)]
    enum Shape {
        Circle { center: (f32, f32), radius: f32 },
        Dot,
    }

    #[test]
    fn a_hole_reads_as_the_plainest_value_with_its_span() {
        let hole = Value {
            kind: Kind::Hole,
            span: Span::new(4, 9),
        };
        let t: Thing = from_value(&hole).unwrap();
        assert_eq!(t.name, Spanned::new(String::new(), Span::new(4, 9)));
        assert_eq!(t.at, (0.0, 0.0));
        assert_eq!(t.height, None);
        assert_eq!(
            t.shape,
            Shape::Circle {
                center: (0.0, 0.0),
                radius: 0.0
            }
        );
        assert_eq!(t.parts, Vec::<u8>::new());
    }
}
