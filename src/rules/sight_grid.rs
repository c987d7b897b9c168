//! A uniform grid over the terrain that matters to sight: each cell lists the features whose
//! bounding box touches it. A sight line visits the cells it crosses in order from its start
//! (Amanatides and Woo's walk), so it meets only the features near it, nearest cells first, and
//! stops once nothing farther can change the verdict. Built once per game; a query allocates
//! nothing on a table of up to 512 features.

use bevy::math::Vec2;

/// Inches a side: on a crowded 72" x 48" table a cell holds a few features, and a sight line
/// crosses a few dozen cells.
const CELL: f32 = 2.0;
/// A table far larger than any real one gets wider cells rather than a grid that fills memory.
const MAX_CELLS: f32 = 16384.0;
/// Inches each box is widened by before anything is tested against it, at least. Float rounding
/// can put a point on a line a hair across a cell's or a box's edge; with the slack, the feature
/// is still met. It only adds candidates, each of which the caller measures exactly.
const SLACK: f32 = 1e-3;
/// The slack as a share of the farthest coordinate: rounding grows with the numbers rounded, so
/// on a table of hundreds of yards the slack grows to stay a hundred times the rounding.
const SLACK_SHARE: f32 = 1e-5;

#[derive(Default)]
pub struct SightGrid {
    origin: Vec2,
    cell: f32,
    slack: f32,
    cols: usize,
    rows: usize,
    /// Cell `i` (row by row) lists `items[starts[i]..starts[i + 1]]`, in feature order.
    starts: Vec<u32>,
    items: Vec<u32>,
    /// Each feature's widened box, by feature index; empty (min above max) for one left out.
    boxes: Vec<(Vec2, Vec2)>,
}

impl std::fmt::Debug for SightGrid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "SightGrid({} x {} cells of {}\", {} entries)",
            self.cols,
            self.rows,
            self.cell,
            self.items.len()
        )
    }
}

impl SightGrid {
    /// A grid of the features given a box (min, max corners), by feature index; `None` leaves
    /// a feature out.
    pub fn new(boxes: impl IntoIterator<Item = Option<(Vec2, Vec2)>>) -> Self {
        let boxes: Vec<Option<(Vec2, Vec2)>> = boxes.into_iter().collect();
        let farthest = boxes
            .iter()
            .flatten()
            .flat_map(|(lo, hi)| [lo.abs().max_element(), hi.abs().max_element()])
            .filter(|x| x.is_finite())
            .fold(0.0, f32::max);
        let slack = SLACK.max(farthest * SLACK_SHARE);
        let boxes: Vec<(Vec2, Vec2)> = boxes
            .into_iter()
            .map(|b| match b {
                Some((lo, hi)) => (lo - slack, hi + slack),
                None => (Vec2::INFINITY, Vec2::NEG_INFINITY),
            })
            .collect();
        let (lo, hi) = boxes
            .iter()
            .fold((Vec2::INFINITY, Vec2::NEG_INFINITY), |(l, h), b| {
                (l.min(b.0), h.max(b.1))
            });
        if !lo.cmple(hi).all() || !(hi - lo).is_finite() {
            return SightGrid {
                boxes,
                slack,
                ..Default::default()
            };
        }
        let size = hi - lo;
        let cell = CELL.max((size.x * size.y / MAX_CELLS).sqrt());
        let mut grid = SightGrid {
            origin: lo,
            cell,
            slack,
            cols: (size.x / cell) as usize + 1,
            rows: (size.y / cell) as usize + 1,
            starts: Vec::new(),
            items: Vec::new(),
            boxes,
        };
        // Counted first, then filled: one flat list rather than a vector per cell.
        let mut counts = vec![0u32; grid.cols * grid.rows + 1];
        grid.each_cell_of_box(|i, _| counts[i + 1] += 1);
        for i in 1..counts.len() {
            counts[i] += counts[i - 1];
        }
        let mut next = counts.clone();
        let mut items = vec![0u32; counts[counts.len() - 1] as usize];
        grid.each_cell_of_box(|i, fi| {
            items[next[i] as usize] = fi as u32;
            next[i] += 1;
        });
        grid.starts = counts;
        grid.items = items;
        grid
    }

    /// Calls `f(cell, feature)` for every cell each feature's box touches, features in order.
    fn each_cell_of_box(&self, mut f: impl FnMut(usize, usize)) {
        for (fi, (lo, hi)) in self.boxes.iter().enumerate() {
            if !lo.cmple(*hi).all() {
                continue;
            }
            for row in self.row(lo.y)..=self.row(hi.y) {
                for col in self.col(lo.x)..=self.col(hi.x) {
                    f(row * self.cols + col, fi);
                }
            }
        }
    }

    // Monotone in the coordinate (clamped at the edges), so a point inside a box always falls
    // in a cell the box was put in.
    fn col(&self, x: f32) -> usize {
        (((x - self.origin.x) / self.cell) as usize).min(self.cols - 1)
    }

    fn row(&self, y: f32) -> usize {
        (((y - self.origin.y) / self.cell) as usize).min(self.rows - 1)
    }

    fn cell_items(&self, col: usize, row: usize) -> &[u32] {
        let i = row * self.cols + col;
        &self.items[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    /// A feature's box as the grid holds it: widened all round by the slack, at least a
    /// thousandth of an inch and a hundred times the rounding of its coordinates.
    pub fn bounds(&self, feature: usize) -> (Vec2, Vec2) {
        self.boxes[feature]
    }

    /// The features whose box may hold `p` (a superset: the caller tests each).
    pub fn near(&self, p: Vec2) -> impl Iterator<Item = usize> + '_ {
        let cell = if self.cols == 0 {
            &[][..]
        } else {
            self.cell_items(self.col(p.x), self.row(p.y))
        };
        cell.iter().map(|fi| *fi as usize)
    }

    /// Calls `visit(feature)` once for each feature whose box the segment `ab` passes through,
    /// cell by cell from `a`. `visit` answers how far from `a` (inches) anything still matters
    /// to it, never farther than it answered before; features whose box the segment enters
    /// beyond that are skipped, and the walk ends at the first cell that begins beyond it.
    pub fn walk(&self, a: Vec2, b: Vec2, mut visit: impl FnMut(usize) -> f32) {
        if self.cols == 0 {
            return;
        }
        let d = b - a;
        // Multiplying by it is cheaper than dividing by `d`, and these only order and prune.
        let inv = d.recip();
        let len = a.distance(b);
        let far = self.origin + Vec2::new(self.cols as f32, self.rows as f32) * self.cell;
        let Some((t0, t1)) = clip(a, d, inv, self.origin, far) else {
            return;
        };
        let (mut col, mut row) = (self.col(a.x + d.x * t0), self.row(a.y + d.y * t0));
        let (end_col, end_row) = (self.col(a.x + d.x * t1), self.row(a.y + d.y * t1));
        let step_x = if end_col >= col { 1 } else { usize::MAX };
        let step_y = if end_row >= row { 1 } else { usize::MAX };
        // One bit a feature; on the stack for up to 512 features.
        let words = self.boxes.len().div_ceil(64);
        let (mut stack, mut heap) = ([0u64; 8], Vec::new());
        let seen: &mut [u64] = if words <= stack.len() {
            &mut stack[..words]
        } else {
            heap.resize(words, 0);
            &mut heap
        };
        let mut horizon = f32::INFINITY;
        let mut entry = t0;
        loop {
            if entry * len > horizon + self.slack {
                return;
            }
            for &fi in self.cell_items(col, row) {
                let fi = fi as usize;
                let (word, bit) = (fi / 64, 1u64 << (fi % 64));
                if seen[word] & bit != 0 {
                    continue;
                }
                seen[word] |= bit;
                let (lo, hi) = self.boxes[fi];
                if let Some((te, _)) = clip(a, d, inv, lo, hi)
                    && te * len <= horizon + self.slack
                {
                    horizon = visit(fi);
                }
            }
            // The next cell is across whichever edge the line reaches first; the walk goes
            // from the start's cell to the end's, one edge at a time, so it cannot overshoot
            // or run on whatever the rounding.
            let x_left = col != end_col;
            let y_left = row != end_row;
            let edge = |i: usize, step: usize, o: f32, p: f32, inv: f32| {
                let k = if step == 1 { i + 1 } else { i };
                (o + k as f32 * self.cell - p) * inv
            };
            let tx = if x_left {
                edge(col, step_x, self.origin.x, a.x, inv.x)
            } else {
                f32::INFINITY
            };
            let ty = if y_left {
                edge(row, step_y, self.origin.y, a.y, inv.y)
            } else {
                f32::INFINITY
            };
            match (x_left, y_left) {
                (false, false) => return,
                (true, false) => col = col.wrapping_add(step_x),
                (false, true) => row = row.wrapping_add(step_y),
                (true, true) if tx <= ty => col = col.wrapping_add(step_x),
                (true, true) => row = row.wrapping_add(step_y),
            }
            entry = entry.max(tx.min(ty).min(t1));
        }
    }
}

/// The part of the segment `a + t d`, `t` in 0..=1, inside the box `lo..hi`, as (enter, leave);
/// `inv` is `1 / d`.
fn clip(a: Vec2, d: Vec2, inv: Vec2, lo: Vec2, hi: Vec2) -> Option<(f32, f32)> {
    let (mut t0, mut t1) = (0.0f32, 1.0f32);
    for (p, v, iv, l, h) in [(a.x, d.x, inv.x, lo.x, hi.x), (a.y, d.y, inv.y, lo.y, hi.y)] {
        if v == 0.0 {
            if p < l || p > h {
                return None;
            }
        } else {
            let (e, x) = ((l - p) * iv, (h - p) * iv);
            let (e, x) = if v > 0.0 { (e, x) } else { (x, e) };
            t0 = t0.max(e);
            t1 = t1.min(x);
        }
    }
    (t0 <= t1).then_some((t0, t1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every feature whose box the segment meets is visited, once, whatever the segment, on or
    /// off the grid.
    #[test]
    fn a_walk_meets_every_box_the_segment_crosses() {
        let boxes: Vec<Option<(Vec2, Vec2)>> = (0..60)
            .map(|i| {
                let c = Vec2::new((i * 37 % 71) as f32, (i * 23 % 47) as f32);
                let r = 0.3 + (i % 5) as f32 * 0.7;
                (i % 7 != 3).then_some((c - r, c + r))
            })
            .collect();
        let grid = SightGrid::new(boxes.clone());
        for k in 0..500 {
            let a = Vec2::new((k * 13 % 80) as f32 - 4.0, (k * 29 % 56) as f32 - 4.0);
            let b = Vec2::new((k * 31 % 80) as f32 - 4.0, (k * 7 % 56) as f32 - 4.0) + 0.37;
            // Straight up, straight across, and a point, besides slanting lines.
            let b = match k % 5 {
                0 => Vec2::new(a.x, b.y),
                1 => Vec2::new(b.x, a.y),
                2 => a,
                _ => b,
            };
            let mut met = Vec::new();
            grid.walk(a, b, |fi| {
                met.push(fi);
                f32::INFINITY
            });
            let mut sorted = met.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), met.len(), "a feature visited twice");
            let want: Vec<usize> = (0..boxes.len())
                .filter(|&fi| {
                    boxes[fi]
                        .is_some_and(|(lo, hi)| clip(a, b - a, (b - a).recip(), lo, hi).is_some())
                })
                .collect();
            for fi in want {
                assert!(met.contains(&fi), "{a} to {b} missed feature {fi}");
            }
        }
    }

    /// A walk told nothing beyond a distance matters visits no box that begins past it.
    #[test]
    fn a_walk_stops_at_the_horizon() {
        let boxes = (0..30).map(|i| {
            let c = Vec2::new(2.0 + i as f32 * 2.0, 10.0);
            Some((c - 0.5, c + 0.5))
        });
        let grid = SightGrid::new(boxes);
        let mut met = Vec::new();
        grid.walk(Vec2::new(0.0, 10.0), Vec2::new(70.0, 10.0), |fi| {
            met.push(fi);
            6.0
        });
        assert_eq!(met, vec![0, 1, 2]);
    }
}
