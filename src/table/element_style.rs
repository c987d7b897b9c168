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
    let pen = Pen {
        h,
        lw: (h.y * 0.16).clamp(0.035, 0.08),
        ink,
    };
    // Every glyph but the HQ's flag sits in the symbol's frame.
    if symbol != Symbol::Headquarters {
        pen.frame(t);
    }
    match symbol {
        Symbol::Infantry => pen.cross(t),
        Symbol::LightMachineGun => pen.arrow(t, 0.0),
        Symbol::HeavyMachineGun => {
            pen.arrow(t, -h.x * 0.3);
            pen.arrow(t, h.x * 0.3);
        }
        Symbol::Mortar => mortar(&pen, t),
        Symbol::FieldGun => t.circle(Vec2::ZERO, h.y * 0.35, ink),
        Symbol::AntiTankGun => pen.inverted_v(t),
        Symbol::AntiTankRifle => {
            pen.inverted_v(t);
            pen.line(t, Vec2::new(-h.x * 0.8, 0.0), Vec2::new(h.x * 0.8, 0.0));
        }
        Symbol::AntiAircraft => anti_aircraft(&pen, t),
        // Filled, so at a few pixels a tank is one dark track and a truck two dots.
        Symbol::Tank => pen.track(t),
        Symbol::Flamethrower => {
            pen.oval(t);
            t.triangle(
                Vec2::new(-h.y * 0.2, h.y * 0.25),
                Vec2::new(h.y * 0.2, h.y * 0.25),
                Vec2::new(0.0, h.y * 0.85),
                ink,
            );
        }
        Symbol::ArmouredTruck => {
            pen.oval(t);
            pen.wheels(t, -h.y * 0.62);
        }
        Symbol::Truck => {
            pen.line(
                t,
                Vec2::new(-h.x * 0.7, h.y * 0.15),
                Vec2::new(h.x * 0.7, h.y * 0.15),
            );
            for x in [-h.x * 0.45, h.x * 0.45] {
                t.circle(Vec2::new(x, -h.y * 0.4), h.y * 0.3, ink);
            }
        }
        Symbol::Wagon => {
            let bed = h.y * 0.1;
            pen.line(t, Vec2::new(-h.x * 0.7, bed), Vec2::new(h.x * 0.7, bed));
            pen.line(t, Vec2::new(0.0, bed), Vec2::new(0.0, h.y * 0.8));
            pen.wheels(t, -h.y * 0.4);
        }
        Symbol::Bicycle => {
            t.ring(Vec2::new(-h.x * 0.4, 0.0), h.y * 0.35, pen.lw, ink);
            t.ring(Vec2::new(h.x * 0.4, 0.0), h.y * 0.35, pen.lw, ink);
        }
        Symbol::Cavalry => pen.line(t, Vec2::new(-h.x, -h.y), Vec2::new(h.x, h.y)),
        // An eye: the observer's ring with a filled pupil.
        Symbol::Observer => {
            t.ring(Vec2::ZERO, h.y * 0.55, pen.lw, ink);
            t.circle(Vec2::ZERO, h.y * 0.22, ink);
        }
        Symbol::Headquarters => {
            // A flag on a staff.
            let staff = -h.x * 0.5;
            pen.line(t, Vec2::new(staff, -h.y), Vec2::new(staff, h.y));
            t.rect(Vec2::new(staff, h.y * 0.1), Vec2::new(h.x * 0.6, h.y), ink);
        }
    }
}

/// The strokes glyphs are made of, in a symbol box of half-size `h`.
struct Pen {
    h: Vec2,
    /// Line width.
    lw: f32,
    ink: Color,
}

impl Pen {
    fn line(&self, t: &mut Tris, a: Vec2, b: Vec2) {
        t.segment(a, b, self.lw, self.ink);
    }

    fn frame(&self, t: &mut Tris) {
        let h = self.h;
        let corners = [
            Vec2::new(-h.x, -h.y),
            Vec2::new(h.x, -h.y),
            Vec2::new(h.x, h.y),
            Vec2::new(-h.x, h.y),
        ];
        t.outline(&corners, self.lw, self.ink);
    }

    /// Infantry's X, corner to corner.
    fn cross(&self, t: &mut Tris) {
        let h = self.h;
        self.line(t, Vec2::new(-h.x, -h.y), Vec2::new(h.x, h.y));
        self.line(t, Vec2::new(-h.x, h.y), Vec2::new(h.x, -h.y));
    }

    /// A machine gun's upward arrow at `x0`.
    fn arrow(&self, t: &mut Tris, x0: f32) {
        let h = self.h;
        let tip = Vec2::new(x0, h.y * 0.8);
        self.line(t, Vec2::new(x0, -h.y * 0.8), tip);
        self.line(t, tip, tip + Vec2::new(-h.y * 0.35, -h.y * 0.35));
        self.line(t, tip, tip + Vec2::new(h.y * 0.35, -h.y * 0.35));
    }

    /// Armour's track.
    fn oval(&self, t: &mut Tris) {
        let h = self.h;
        let pts: Vec<Vec2> = (0..32)
            .map(|i| {
                let a = i as f32 / 32.0 * std::f32::consts::TAU;
                Vec2::new(a.cos() * h.x * 0.75, a.sin() * h.y * 0.6)
            })
            .collect();
        t.outline(&pts, self.lw, self.ink);
    }

    /// A tank's track, solid.
    fn track(&self, t: &mut Tris) {
        let h = self.h;
        let at = |i: usize| {
            let a = i as f32 / 32.0 * std::f32::consts::TAU;
            Vec2::new(a.cos() * h.x * 0.75, a.sin() * h.y * 0.6)
        };
        for i in 0..32 {
            t.triangle(Vec2::ZERO, at(i), at(i + 1), self.ink);
        }
    }

    fn wheels(&self, t: &mut Tris, y: f32) {
        let h = self.h;
        t.ring(
            Vec2::new(-h.x * 0.45, y),
            h.y * 0.2,
            self.lw * 0.8,
            self.ink,
        );
        t.ring(Vec2::new(h.x * 0.45, y), h.y * 0.2, self.lw * 0.8, self.ink);
    }

    /// Anti-tank's inverted V.
    fn inverted_v(&self, t: &mut Tris) {
        let h = self.h;
        let top = Vec2::new(0.0, h.y * 0.8);
        self.line(t, Vec2::new(-h.x * 0.8, -h.y * 0.8), top);
        self.line(t, Vec2::new(h.x * 0.8, -h.y * 0.8), top);
    }
}

/// A tube on its base plate, firing upwards.
fn mortar(pen: &Pen, t: &mut Tris) {
    let h = pen.h;
    t.ring(Vec2::new(0.0, -h.y * 0.45), h.y * 0.25, pen.lw, pen.ink);
    let tip = Vec2::new(0.0, h.y * 0.8);
    pen.line(t, Vec2::new(0.0, -h.y * 0.2), tip);
    pen.line(t, tip, tip + Vec2::new(-h.y * 0.3, -h.y * 0.3));
    pen.line(t, tip, tip + Vec2::new(h.y * 0.3, -h.y * 0.3));
}

/// Anti-aircraft's arch.
fn anti_aircraft(pen: &Pen, t: &mut Tris) {
    let h = pen.h;
    let pts: Vec<Vec2> = (0..=16)
        .map(|i| {
            let a = i as f32 / 16.0 * std::f32::consts::PI;
            Vec2::new(a.cos() * h.x * 0.7, -h.y * 0.5 + a.sin() * h.y * 1.1)
        })
        .collect();
    t.polyline(&pts, pen.lw, pen.ink);
}
