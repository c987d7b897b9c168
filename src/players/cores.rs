//! Whether a computer player thinks on every core. A person waiting at the table wants its
//! look-aheads spread over the machine; `simulate`, `ladder` and `fit-worth` already play
//! games side by side, one a thread, and report each turn's thinking as one core's, so
//! there it stays on the thread that plays the game. The choice is the thread's own, for as
//! long as a window's computer worker or a network seat thinks (`on_every_core`), never the
//! process's: the window's balance panel runs `simulate` beside it.
//!
//! The look-aheads go to rayon's pool of a thread a core, beside the window's own threads:
//! the table is still drawn while they run (the operating system shares the cores), a little
//! less smoothly on a machine of two, and the person waits half as long.
//!
//! Either way the look-aheads' results come back in the order they were asked for, and are
//! summed in that order, so a player makes the same choices on one core or many.

use std::cell::Cell;

use rayon::prelude::*;

thread_local! {
    static EVERY_CORE: Cell<bool> = const { Cell::new(false) };
}

/// `f()` with this thread's computer players spreading their look-aheads over every core,
/// the thread as it was afterwards: a network seat thinks on a thread of Bevy's, which must
/// not keep the switch.
pub fn on_every_core<T>(f: impl FnOnce() -> T) -> T {
    let was = EVERY_CORE.with(|c| c.replace(true));
    let out = f();
    EVERY_CORE.with(|c| c.set(was));
    out
}

/// `f(0)`, …, `f(n - 1)` in order: in parallel when this thread thinks on every core.
pub fn in_order<F>(n: usize, f: F) -> Vec<f64>
where
    F: Fn(usize) -> f64 + Sync + Send,
{
    if EVERY_CORE.with(Cell::get) {
        (0..n).into_par_iter().map(f).collect()
    } else {
        (0..n).map(f).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_order_gives_the_same_values_in_the_same_order_on_one_core_or_many() {
        let f = |i: usize| (i as f64).sqrt() * 1e-3 + i as f64;
        let one = in_order(1000, f);
        let many = on_every_core(|| {
            assert!(EVERY_CORE.with(Cell::get));
            in_order(1000, f)
        });
        assert_eq!(one, many);
        assert_eq!(one[999], 999.0 + (999f64).sqrt() * 1e-3);
        // The switch is put back as it was.
        assert!(!EVERY_CORE.with(Cell::get));
    }
}
