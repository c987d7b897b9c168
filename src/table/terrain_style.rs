//! How each kind of terrain looks, after the conventions of military maps and wargame tables:
//! each kind has its own fill, edge and texture so it is told apart at a glance.

use bevy::math::Vec2;
use bevy::prelude::{Alpha, Color, Luminance};

use super::shapes::{Tris, along};
use crate::geom::{self, point_in_polygon};
use crate::ruleset::{Going, Obstacle, Protection, Ruleset, TerrainDef, TerrainLook as Look};
use crate::scenario::format::{Feature, Scenario, Shape, point_to_vec2};

pub const GROUND: Color = Color::srgb(0.80, 0.75, 0.58);

fn c(r: f32, g: f32, b: f32) -> Color {
    Color::srgb(r, g, b)
}

/// Drawing order: areas under linear features, hills under everything.
pub fn layer(def: &TerrainDef) -> f32 {
    match def.look {
        Look::Hill => 1.0,
        Look::SoftGround | Look::Rocky | Look::Gully | Look::Rubble | Look::ReedBed => 1.2,
        Look::River | Look::Stream => 1.4,
        Look::Road => 1.6,
        Look::Woods | Look::Urban => 1.8,
        Look::Pillbox => 2.4,
        Look::Wall
        | Look::Hedge
        | Look::Fence
        | Look::Barricade
        | Look::BarbedWire
        | Look::Trench
        | Look::Ditch
        | Look::Embankment
        | Look::Plain => 2.2,
    }
}

/// The colour a legend swatch shows for a kind.
pub fn swatch(def: &TerrainDef) -> Color {
    match def.look {
        Look::Woods => c(0.28, 0.42, 0.20),
        Look::Rocky => c(0.58, 0.55, 0.50),
        Look::Urban => c(0.72, 0.36, 0.25),
        Look::SoftGround => c(0.52, 0.52, 0.38),
        Look::Gully => c(0.55, 0.42, 0.28),
        Look::Hill => c(0.71, 0.61, 0.40),
        Look::Road => c(0.92, 0.88, 0.76),
        Look::River => c(0.27, 0.48, 0.70),
        Look::Stream => c(0.45, 0.66, 0.82),
        Look::Wall => c(0.55, 0.55, 0.55),
        Look::Hedge => c(0.18, 0.36, 0.14),
        Look::Fence => c(0.45, 0.32, 0.18),
        Look::Barricade => c(0.45, 0.22, 0.14),
        Look::BarbedWire => c(0.22, 0.22, 0.22),
        Look::Trench => c(0.36, 0.26, 0.16),
        Look::Pillbox => c(0.62, 0.62, 0.60),
        Look::Ditch => c(0.42, 0.33, 0.22),
        Look::Embankment => c(0.66, 0.58, 0.42),
        Look::Rubble => c(0.66, 0.52, 0.44),
        Look::ReedBed => c(0.55, 0.60, 0.36),
        Look::Plain => plain(def),
    }
}

/// A kind with no drawing of its own is coloured by what it does to movement and fire.
fn plain(def: &TerrainDef) -> Color {
    match (def.going, def.obstacle, def.protection) {
        (Going::Road, _, _) => c(0.92, 0.88, 0.76),
        (_, Obstacle::Whole, _) => c(0.30, 0.30, 0.30),
        (Going::Bad, _, _) => c(0.50, 0.45, 0.35),
        (_, _, Protection::HardCover) => c(0.50, 0.50, 0.50),
        _ => c(0.60, 0.62, 0.45),
    }
}

/// Deterministic scatter so a feature looks the same every time it is drawn.
fn hash(i: u32, salt: u32) -> f32 {
    let mut x = i.wrapping_mul(0x9E37_79B9) ^ salt.wrapping_mul(0x85EB_CA6B);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    (x & 0xFFFF) as f32 / 65535.0
}

fn salt(id: &str) -> u32 {
    id.bytes()
        .fold(2166136261u32, |h, b| (h ^ b as u32).wrapping_mul(16777619))
}

/// Jittered grid points inside a polygon.
fn scatter(poly: &[Vec2], spacing: f32, id: &str) -> Vec<Vec2> {
    let (min, max) = poly.iter().fold(
        (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)),
        |(a, b), p| (a.min(*p), b.max(*p)),
    );
    let s = salt(id);
    let mut out = Vec::new();
    let nx = (((max.x - min.x) / spacing).ceil() as u32).min(400);
    let ny = (((max.y - min.y) / spacing).ceil() as u32).min(400);
    for gx in 0..=nx {
        for gy in 0..=ny {
            let i = gx * 1000 + gy;
            let p = min
                + Vec2::new(
                    (gx as f32 + 0.15 + 0.7 * hash(i, s)) * spacing,
                    (gy as f32 + 0.15 + 0.7 * hash(i, s ^ 0xABCD)) * spacing,
                );
            if point_in_polygon(p, poly) {
                out.push(p);
            }
        }
    }
    out
}

/// Roofs: terracotta blocks on a grid, clipped to the outline by their centres, as (lower
/// left, upper right) corners.
fn roof_blocks(poly: &[Vec2], id: &str) -> Vec<(Vec2, Vec2)> {
    let half = Vec2::new(0.55, 0.45);
    scatter(poly, 1.5, id)
        .into_iter()
        .filter(|p| {
            [-1.0f32, 1.0]
                .iter()
                .all(|sx| point_in_polygon(*p + Vec2::new(sx * half.x, 0.0), poly))
        })
        .map(|p| (p - half, p + half))
        .collect()
}

/// Every roof drawn on the table, in inches: base names keep off them.
pub fn roofs(scenario: &Scenario, rules: &Ruleset) -> Vec<(Vec2, Vec2)> {
    scenario
        .terrain
        .iter()
        .filter(|f| {
            rules
                .terrain(&f.kind)
                .is_some_and(|d| d.look == Look::Urban)
        })
        .filter(|f| !f.shape.is_linear())
        .flat_map(|f| {
            let outline = f.shape.footprint().into_iter().next().unwrap_or_default();
            roof_blocks(&outline, &f.id)
        })
        .collect()
}

/// Append the drawing of one feature.
pub fn draw(f: &Feature, def: &TerrainDef, t: &mut Tris) {
    let base = swatch(def);
    match &f.shape.value {
        Shape::Polyline { points, width } => {
            let pts: Vec<Vec2> = points.iter().map(point_to_vec2).collect();
            draw_linear(def, &pts, *width, base, &f.id, t);
        }
        shape => {
            let outline = shape.footprint().into_iter().next().unwrap_or_default();
            draw_area(def, &outline, base, f, t);
        }
    }
}

fn draw_area(def: &TerrainDef, poly: &[Vec2], base: Color, f: &Feature, t: &mut Tris) {
    let id = f.id.as_str();
    let dark = base.darker(0.12);
    match def.look {
        Look::Woods => {
            t.polygon(poly, base.lighter(0.04));
            t.outline(poly, 0.12, dark);
            for (i, p) in scatter(poly, 1.1, id).into_iter().enumerate() {
                let r = 0.38 + 0.2 * hash(i as u32, 7);
                t.circle(p + Vec2::new(0.05, -0.06), r, dark.with_alpha(0.7));
                t.circle(p, r, c(0.22, 0.36, 0.15));
                t.circle(
                    p + Vec2::new(-r * 0.3, r * 0.3),
                    r * 0.45,
                    c(0.30, 0.46, 0.22),
                );
            }
        }
        Look::Rocky => {
            t.polygon(poly, base);
            t.outline(poly, 0.08, dark);
            for (i, p) in scatter(poly, 0.9, id).into_iter().enumerate() {
                let r = 0.18 + 0.15 * hash(i as u32, 3);
                let a = hash(i as u32, 5) * 6.0;
                let tri = [0.0f32, 2.2, 4.1].map(|k| p + Vec2::from_angle(a + k) * r);
                t.triangle(tri[0], tri[1], tri[2], c(0.40, 0.38, 0.36));
            }
        }
        Look::Urban => {
            t.polygon(poly, c(0.83, 0.74, 0.60));
            for (lo, hi) in roof_blocks(poly, id) {
                let mid = (lo.y + hi.y) / 2.0;
                t.rect(lo, hi, base);
                t.segment(
                    Vec2::new(lo.x, mid),
                    Vec2::new(hi.x, mid),
                    0.06,
                    base.darker(0.15),
                );
            }
            t.outline(poly, 0.12, c(0.42, 0.26, 0.18));
        }
        Look::SoftGround => {
            t.polygon(poly, base);
            for p in scatter(poly, 0.8, id) {
                t.segment(
                    p - Vec2::X * 0.25,
                    p + Vec2::X * 0.25,
                    0.07,
                    c(0.30, 0.44, 0.45),
                );
            }
            t.outline(poly, 0.06, dark);
        }
        Look::Gully => {
            t.polygon(poly, base);
            hachures(poly, 0.35, c(0.38, 0.28, 0.18), t);
        }
        Look::Rubble => {
            // Broken masonry: small tilted blocks in brick and stone, after the rocky fill.
            t.polygon(poly, base);
            t.outline(poly, 0.08, dark);
            for (i, p) in scatter(poly, 0.8, id).into_iter().enumerate() {
                let a = Vec2::from_angle(hash(i as u32, 11) * 3.0) * 0.2;
                let b = a.perp() * 0.6;
                let shade = if i % 2 == 0 {
                    c(0.55, 0.30, 0.22)
                } else {
                    c(0.50, 0.48, 0.45)
                };
                t.triangle(p - a - b, p + a - b, p + a + b, shade);
                t.triangle(p - a - b, p + a + b, p - a + b, shade);
            }
        }
        Look::ReedBed => {
            // Tufts of three stems, the map sign for marsh vegetation.
            t.polygon(poly, base);
            for p in scatter(poly, 0.8, id) {
                for dx in [-0.12f32, 0.0, 0.12] {
                    let top = p + Vec2::new(dx * 1.8, 0.3 - dx.abs());
                    t.segment(p, top, 0.05, c(0.28, 0.40, 0.18));
                }
            }
            t.outline(poly, 0.06, dark);
        }
        Look::Ditch => {
            t.polygon(poly, base);
            hachures(poly, 0.25, c(0.26, 0.20, 0.13), t);
        }
        Look::Hill => {
            let height = f.height.as_ref().map_or(1.0, |h| h.value).clamp(1.0, 5.0);
            t.polygon(poly, base);
            hachures(poly, 0.3, c(0.55, 0.42, 0.25), t);
            // One inner contour per level above the first.
            let centre = poly.iter().copied().sum::<Vec2>() / poly.len().max(1) as f32;
            let levels = height.round() as usize;
            for k in 1..levels {
                let s = 1.0 - k as f32 / (levels as f32 + 0.5);
                let inner: Vec<Vec2> = poly.iter().map(|p| centre + (*p - centre) * s).collect();
                t.polygon(&inner, base.lighter(0.035 * k as f32));
                t.outline(&inner, 0.06, c(0.55, 0.42, 0.25));
            }
        }
        Look::Pillbox => {
            t.polygon(poly, base);
            t.outline(poly, 0.14, c(0.15, 0.15, 0.15));
            let centre = poly.iter().copied().sum::<Vec2>() / poly.len().max(1) as f32;
            t.rect(
                centre - Vec2::new(0.35, 0.06),
                centre + Vec2::new(0.35, 0.06),
                c(0.1, 0.1, 0.1),
            );
        }
        // Trenches and rivers as areas, plain kinds, and the linear looks should a ruleset
        // let their kinds be areas.
        Look::Trench
        | Look::River
        | Look::Stream
        | Look::Road
        | Look::Wall
        | Look::Hedge
        | Look::Fence
        | Look::Barricade
        | Look::BarbedWire
        | Look::Embankment
        | Look::Plain => {
            t.polygon(poly, base);
            t.outline(poly, 0.1, dark);
        }
    }
}

/// Short ticks inward from the outline, the map sign for a slope or a bank.
fn hachures(poly: &[Vec2], step: f32, color: Color, t: &mut Tris) {
    let ccw = geom::signed_area(poly) > 0.0;
    let mut closed = poly.to_vec();
    if let Some(f) = poly.first() {
        closed.push(*f);
    }
    for (p, dir) in along(&closed, step, step / 2.0) {
        let inward = if ccw { dir.perp() } else { -dir.perp() };
        t.segment(p, p + inward * 0.3, 0.05, color);
    }
    t.outline(poly, 0.07, color);
}

fn draw_linear(def: &TerrainDef, pts: &[Vec2], width: f32, base: Color, id: &str, t: &mut Tris) {
    let w = width;
    match def.look {
        Look::Road => {
            t.polyline(pts, w + 0.16, c(0.62, 0.55, 0.42));
            t.polyline(pts, w, base);
        }
        Look::River | Look::Stream => {
            t.polyline(pts, w + 0.2, c(0.40, 0.50, 0.42));
            t.polyline(pts, w, base);
            t.polyline(pts, w * 0.35, base.lighter(0.06));
        }
        Look::Wall => {
            t.polyline(pts, w + 0.08, c(0.25, 0.25, 0.25));
            t.polyline(pts, w, base);
            for (p, d) in along(pts, 0.5, 0.25) {
                let n = d.perp() * (w / 2.0);
                t.segment(p - n, p + n, 0.04, c(0.35, 0.35, 0.35));
            }
        }
        Look::Hedge => {
            t.polyline(pts, w * 0.7, base);
            for (i, (p, d)) in along(pts, 0.32, 0.0).into_iter().enumerate() {
                let off = d.perp() * (w * 0.15 * (hash(i as u32, salt(id)) - 0.5));
                t.circle(p + off, w * 0.45, c(0.22, 0.42, 0.16));
            }
        }
        Look::Fence => {
            t.polyline(pts, w.min(0.1), base);
            for (p, _) in along(pts, 0.5, 0.0) {
                t.rect(
                    p - Vec2::splat(0.08),
                    p + Vec2::splat(0.08),
                    base.darker(0.1),
                );
            }
        }
        Look::Barricade => {
            t.polyline(pts, w, base);
            for (p, d) in along(pts, 0.45, 0.22) {
                let a = (d + d.perp()) * (w * 0.45);
                let b = (d - d.perp()) * (w * 0.45);
                t.segment(p - a, p + a, 0.06, c(0.2, 0.1, 0.06));
                t.segment(p - b, p + b, 0.06, c(0.2, 0.1, 0.06));
            }
        }
        Look::BarbedWire => {
            t.polyline(pts, 0.05, base);
            for (p, d) in along(pts, 0.35, 0.17) {
                let a = (d + d.perp()) * (w * 0.5);
                let b = (d - d.perp()) * (w * 0.5);
                t.segment(p - a, p + a, 0.04, base);
                t.segment(p - b, p + b, 0.04, base);
            }
        }
        Look::Trench => {
            // A zig-zag fire trench with a parapet of spoil on its forward side.
            let mut zig = Vec::new();
            for (i, (p, d)) in along(pts, 0.6, 0.0).into_iter().enumerate() {
                let side = if i % 2 == 0 { 1.0 } else { -1.0 };
                zig.push(p + d.perp() * side * w * 0.35);
            }
            if zig.len() < 2 {
                zig = pts.to_vec();
            }
            t.polyline(&zig, w * 0.8, c(0.62, 0.50, 0.34));
            t.polyline(&zig, w * 0.45, base);
        }
        Look::Ditch => {
            // A dug channel: dark banks with ticks down into it from both sides.
            t.polyline(pts, w + 0.1, base.darker(0.15));
            t.polyline(pts, w, base);
            for (p, d) in along(pts, 0.3, 0.15) {
                let n = d.perp() * (w / 2.0);
                t.segment(p + n, p + n * 0.4, 0.04, c(0.26, 0.20, 0.13));
                t.segment(p - n, p - n * 0.4, 0.04, c(0.26, 0.20, 0.13));
            }
        }
        Look::Embankment => {
            // A raised bank: a light crest with ticks falling away on both sides.
            t.polyline(pts, w * 0.5, base.lighter(0.08));
            for (p, d) in along(pts, 0.3, 0.15) {
                let n = d.perp();
                let crest = w * 0.25;
                t.segment(
                    p + n * crest,
                    p + n * (w / 2.0 + 0.15),
                    0.05,
                    base.darker(0.25),
                );
                t.segment(
                    p - n * crest,
                    p - n * (w / 2.0 + 0.15),
                    0.05,
                    base.darker(0.25),
                );
            }
        }
        // Gullies along a line, plain kinds, and the area looks should a ruleset let their
        // kinds be lines.
        Look::Woods
        | Look::Rocky
        | Look::Urban
        | Look::SoftGround
        | Look::Gully
        | Look::Hill
        | Look::Pillbox
        | Look::Rubble
        | Look::ReedBed
        | Look::Plain => {
            t.polyline(pts, w, base);
        }
    }
}
