//! The generator's dice: ChaCha8 from the seed, drawn only as integers and turned into numbers
//! with exact arithmetic, so a seed gives the same battle on every machine.

use rand::{Rng as _, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub struct Rng(ChaCha8Rng);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// 0 to `n - 1` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        // 64 bits modulo a small number: the bias is below one part in 10^15.
        (self.0.next_u64() % n as u64) as usize
    }

    /// `lo` to `hi` inclusive.
    pub fn int(&mut self, lo: i32, hi: i32) -> i32 {
        if hi <= lo {
            return lo;
        }
        lo + self.below((hi - lo + 1) as usize) as i32
    }

    /// A number in [0, 1): 24 random bits over 2^24, exact in an `f32`.
    pub fn unit(&mut self) -> f32 {
        (self.0.next_u32() >> 8) as f32 / 16_777_216.0
    }

    /// A number from `lo` to `hi`.
    pub fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.unit()
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f32) -> bool {
        self.unit() < p
    }

    /// One of `items` (the first of an empty list is never asked for: `None`).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.below(items.len()))
        }
    }

    /// The list shuffled (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// `x` to the nearest tenth, as the files write coordinates.
pub fn tenth(x: f32) -> f32 {
    (x * 10.0).round() / 10.0
}

/// `x` to the nearest half.
pub fn half(x: f32) -> f32 {
    (x * 2.0).round() / 2.0
}
