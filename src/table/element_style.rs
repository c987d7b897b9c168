//! A base as the table shows it: true size in its side's colours, a bright front edge for its
//! facing, and a glyph for its type after the NATO map symbols (X infantry, oval armour, dot
//! artillery, inverted V anti-tank ...). Drawn in the base's own frame: +y is its front.

use bevy::math::Vec2;
use bevy::prelude::*;

use super::shapes::Tris;
use crate::ruleset::Symbol;

#[derive(Clone, Copy, Debug)]
pub struct SidePalette {
    pub fill: Color,
    pub edge: Color,
    pub ink: Color,
}

/// Republican red and Nationalist blue unless the scenario says otherwise.
pub fn palette(side_index: usize, custom: Option<(u8, u8, u8)>) -> SidePalette {
    let fill = match custom {
        Some((r, g, b)) => Color::srgb_u8(r, g, b),
        None if side_index == 0 => Color::srgb(0.66, 0.13, 0.12),
        None => Color::srgb(0.16, 0.28, 0.55),
    };
    SidePalette {
        fill,
        edge: fill.darker(0.2),
        ink: Color::srgb(0.97, 0.95, 0.88),
    }
}

/// The base and its glyph, centred on the origin, front towards +y.
pub fn draw_base(width: f32, depth: f32, symbol: Symbol, p: SidePalette, t: &mut Tris) {
    let (hw, hd) = (width / 2.0, depth / 2.0);
    t.rect(Vec2::new(-hw, -hd), Vec2::new(hw, hd), p.edge);
    let inset = 0.06;
    t.rect(
        Vec2::new(-hw + inset, -hd + inset),
        Vec2::new(hw - inset, hd - inset),
        p.fill,
    );
    // The front edge, so facing reads at any zoom.
    t.rect(
        Vec2::new(-hw, hd - 0.09),
        Vec2::new(hw, hd),
        Color::srgb(0.98, 0.86, 0.35),
    );
    // The glyph lives in a box the shape of a map symbol (3:2), inside the base.
    let bw = (width - 0.35).min((depth - 0.25) * 1.5).max(0.2);
    let bh = bw / 1.5;
    glyph(symbol, Vec2::new(bw / 2.0, bh / 2.0), p.ink, t);
}

fn glyph(symbol: Symbol, h: Vec2, ink: Color, t: &mut Tris) {
    let lw = (h.y * 0.16).clamp(0.035, 0.08);
    let frame = |t: &mut Tris| {
        t.outline(
            &[
                Vec2::new(-h.x, -h.y),
                Vec2::new(h.x, -h.y),
                Vec2::new(h.x, h.y),
                Vec2::new(-h.x, h.y),
            ],
            lw,
            ink,
        )
    };
    let x = |t: &mut Tris| {
        t.segment(Vec2::new(-h.x, -h.y), Vec2::new(h.x, h.y), lw, ink);
        t.segment(Vec2::new(-h.x, h.y), Vec2::new(h.x, -h.y), lw, ink);
    };
    let arrow = |t: &mut Tris, x0: f32, heads: usize| {
        t.segment(Vec2::new(x0, -h.y * 0.8), Vec2::new(x0, h.y * 0.8), lw, ink);
        for k in 0..heads {
            let tip = Vec2::new(x0, h.y * 0.8 - k as f32 * h.y * 0.4);
            t.segment(tip, tip + Vec2::new(-h.y * 0.35, -h.y * 0.35), lw, ink);
            t.segment(tip, tip + Vec2::new(h.y * 0.35, -h.y * 0.35), lw, ink);
        }
    };
    let oval = |t: &mut Tris| {
        let pts: Vec<Vec2> = (0..32)
            .map(|i| {
                let a = i as f32 / 32.0 * std::f32::consts::TAU;
                Vec2::new(a.cos() * h.x * 0.75, a.sin() * h.y * 0.6)
            })
            .collect();
        t.outline(&pts, lw, ink);
    };
    let wheels = |t: &mut Tris, y: f32| {
        t.ring(Vec2::new(-h.x * 0.45, y), h.y * 0.2, lw * 0.8, ink);
        t.ring(Vec2::new(h.x * 0.45, y), h.y * 0.2, lw * 0.8, ink);
    };
    let inverted_v = |t: &mut Tris| {
        t.segment(
            Vec2::new(-h.x * 0.8, -h.y * 0.8),
            Vec2::new(0.0, h.y * 0.8),
            lw,
            ink,
        );
        t.segment(
            Vec2::new(h.x * 0.8, -h.y * 0.8),
            Vec2::new(0.0, h.y * 0.8),
            lw,
            ink,
        );
    };
    match symbol {
        Symbol::Infantry => {
            frame(t);
            x(t);
        }
        Symbol::LightMachineGun => {
            frame(t);
            arrow(t, 0.0, 1);
        }
        Symbol::HeavyMachineGun => {
            frame(t);
            arrow(t, -h.x * 0.3, 1);
            arrow(t, h.x * 0.3, 1);
        }
        Symbol::Mortar => {
            frame(t);
            t.ring(Vec2::new(0.0, -h.y * 0.45), h.y * 0.25, lw, ink);
            t.segment(
                Vec2::new(0.0, -h.y * 0.2),
                Vec2::new(0.0, h.y * 0.8),
                lw,
                ink,
            );
            let tip = Vec2::new(0.0, h.y * 0.8);
            t.segment(tip, tip + Vec2::new(-h.y * 0.3, -h.y * 0.3), lw, ink);
            t.segment(tip, tip + Vec2::new(h.y * 0.3, -h.y * 0.3), lw, ink);
        }
        Symbol::FieldGun => {
            frame(t);
            t.circle(Vec2::ZERO, h.y * 0.35, ink);
        }
        Symbol::AntiTankGun => {
            frame(t);
            inverted_v(t);
        }
        Symbol::AntiTankRifle => {
            frame(t);
            inverted_v(t);
            t.segment(
                Vec2::new(-h.x * 0.8, 0.0),
                Vec2::new(h.x * 0.8, 0.0),
                lw,
                ink,
            );
        }
        Symbol::AntiAircraft => {
            frame(t);
            let pts: Vec<Vec2> = (0..=16)
                .map(|i| {
                    let a = i as f32 / 16.0 * std::f32::consts::PI;
                    Vec2::new(a.cos() * h.x * 0.7, -h.y * 0.5 + a.sin() * h.y * 1.1)
                })
                .collect();
            t.polyline(&pts, lw, ink);
        }
        Symbol::Tank => {
            frame(t);
            oval(t);
        }
        Symbol::Flamethrower => {
            frame(t);
            oval(t);
            t.triangle(
                Vec2::new(-h.y * 0.2, h.y * 0.25),
                Vec2::new(h.y * 0.2, h.y * 0.25),
                Vec2::new(0.0, h.y * 0.85),
                ink,
            );
        }
        Symbol::ArmouredTruck => {
            frame(t);
            oval(t);
            wheels(t, -h.y * 0.62);
        }
        Symbol::Truck => {
            frame(t);
            t.segment(
                Vec2::new(-h.x * 0.7, 0.0),
                Vec2::new(h.x * 0.7, 0.0),
                lw,
                ink,
            );
            wheels(t, -h.y * 0.45);
        }
        Symbol::Wagon => {
            frame(t);
            t.segment(
                Vec2::new(-h.x * 0.7, h.y * 0.1),
                Vec2::new(h.x * 0.7, h.y * 0.1),
                lw,
                ink,
            );
            t.segment(
                Vec2::new(0.0, h.y * 0.1),
                Vec2::new(0.0, h.y * 0.8),
                lw,
                ink,
            );
            wheels(t, -h.y * 0.4);
        }
        Symbol::Bicycle => {
            frame(t);
            t.ring(Vec2::new(-h.x * 0.4, 0.0), h.y * 0.35, lw, ink);
            t.ring(Vec2::new(h.x * 0.4, 0.0), h.y * 0.35, lw, ink);
        }
        Symbol::Cavalry => {
            frame(t);
            t.segment(Vec2::new(-h.x, -h.y), Vec2::new(h.x, h.y), lw, ink);
        }
        Symbol::Headquarters => {
            // A flag on a staff.
            t.segment(
                Vec2::new(-h.x * 0.5, -h.y),
                Vec2::new(-h.x * 0.5, h.y),
                lw,
                ink,
            );
            t.rect(
                Vec2::new(-h.x * 0.5, h.y * 0.1),
                Vec2::new(h.x * 0.6, h.y),
                ink,
            );
        }
    }
}
