//! A triangle list with a colour per vertex, built up in painter's order: the table draws each
//! terrain feature, base and glyph as one mesh of blended triangles, so later shapes sit on top.

use bevy::asset::RenderAssetUsages;
use bevy::math::Vec2;
use bevy::mesh::{Indices, Mesh, PrimitiveTopology};
use bevy::prelude::{Color, ColorToComponents};

#[derive(Default)]
pub struct Tris {
    pos: Vec<[f32; 3]>,
    col: Vec<[f32; 4]>,
    idx: Vec<u32>,
}

fn rgba(c: Color) -> [f32; 4] {
    c.to_linear().to_f32_array()
}

impl Tris {
    pub fn is_empty(&self) -> bool {
        self.idx.is_empty()
    }

    fn vertex(&mut self, p: Vec2, c: [f32; 4]) -> u32 {
        self.pos.push([p.x, p.y, 0.0]);
        self.col.push(c);
        (self.pos.len() - 1) as u32
    }

    pub fn triangle(&mut self, a: Vec2, b: Vec2, c: Vec2, color: Color) {
        let col = rgba(color);
        let i = self.vertex(a, col);
        self.vertex(b, col);
        self.vertex(c, col);
        self.idx.extend([i, i + 1, i + 2]);
    }

    /// Any simple polygon, concave too (ear clipping).
    pub fn polygon(&mut self, pts: &[Vec2], color: Color) {
        if pts.len() < 3 {
            return;
        }
        let flat: Vec<f64> = pts.iter().flat_map(|p| [p.x as f64, p.y as f64]).collect();
        let Ok(tri) = earcutr::earcut(&flat, &[], 2) else {
            return;
        };
        let col = rgba(color);
        let base = self.pos.len() as u32;
        for p in pts {
            self.vertex(*p, col);
        }
        self.idx.extend(tri.into_iter().map(|i| base + i as u32));
    }

    pub fn quad(&mut self, q: [Vec2; 4], color: Color) {
        self.triangle(q[0], q[1], q[2], color);
        self.triangle(q[0], q[2], q[3], color);
    }

    pub fn rect(&mut self, min: Vec2, max: Vec2, color: Color) {
        self.quad(
            [min, Vec2::new(max.x, min.y), max, Vec2::new(min.x, max.y)],
            color,
        );
    }

    pub fn circle(&mut self, c: Vec2, r: f32, color: Color) {
        let n = segments(r);
        for i in 0..n {
            let a = i as f32 / n as f32 * std::f32::consts::TAU;
            let b = (i + 1) as f32 / n as f32 * std::f32::consts::TAU;
            self.triangle(
                c,
                c + Vec2::from_angle(a) * r,
                c + Vec2::from_angle(b) * r,
                color,
            );
        }
    }

    pub fn segment(&mut self, a: Vec2, b: Vec2, width: f32, color: Color) {
        let Some(d) = (b - a).try_normalize() else {
            return;
        };
        let n = Vec2::new(-d.y, d.x) * (width / 2.0);
        self.quad([a - n, b - n, b + n, a + n], color);
    }

    /// A thick line with round joins, so corners of walls and roads stay closed.
    pub fn polyline(&mut self, pts: &[Vec2], width: f32, color: Color) {
        for w in pts.windows(2) {
            self.segment(w[0], w[1], width, color);
        }
        for p in pts {
            self.circle(*p, width / 2.0, color);
        }
    }

    /// The outline of a closed polygon.
    pub fn outline(&mut self, pts: &[Vec2], width: f32, color: Color) {
        let mut closed = pts.to_vec();
        if let Some(first) = pts.first() {
            closed.push(*first);
        }
        self.polyline(&closed, width, color);
    }

    pub fn ring(&mut self, c: Vec2, r: f32, width: f32, color: Color) {
        let n = segments(r);
        let pts: Vec<Vec2> = (0..n)
            .map(|i| c + Vec2::from_angle(i as f32 / n as f32 * std::f32::consts::TAU) * r)
            .collect();
        self.outline(&pts, width, color);
    }

    pub fn into_mesh(self) -> Mesh {
        let normals = vec![[0.0, 0.0, 1.0]; self.pos.len()];
        let uvs = vec![[0.0, 0.0]; self.pos.len()];
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.pos)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, self.col)
        .with_inserted_indices(Indices::U32(self.idx))
    }
}

fn segments(r: f32) -> usize {
    ((r * 24.0) as usize).clamp(10, 48)
}

/// Points along a polyline every `step` inches, with the direction there.
pub fn along(pts: &[Vec2], step: f32, offset: f32) -> Vec<(Vec2, Vec2)> {
    let mut out = Vec::new();
    if step <= 0.0 {
        return out;
    }
    let mut next = offset;
    let mut travelled = 0.0;
    for w in pts.windows(2) {
        let len = w[0].distance(w[1]);
        let Some(dir) = (w[1] - w[0]).try_normalize() else {
            continue;
        };
        while next <= travelled + len && out.len() < 100_000 {
            out.push((w[0] + dir * (next - travelled), dir));
            next += step;
        }
        travelled += len;
    }
    out
}
