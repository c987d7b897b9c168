//! Play over the network (issue 28): two machines keep one game by exchanging orders, never
//! state (lockstep over the order log), with dice neither side can forge or foresee.
//!
//! `wire` (the messages), `join_code` (what a host prints and a joiner types), `transport`
//! (replicon and renet carrying the bytes), `lockstep` (one end's game kept in step), `seat` (a
//! computer at one end), `host` and `join` (the two ends as Bevy plugins), `headless` (both
//! ends run with no window, from the command line).

pub mod args;
pub mod headless;
pub mod host;
pub mod join;
pub mod join_code;
pub mod lockstep;
pub mod seat;
pub mod transport;
pub mod wire;

use std::collections::VecDeque;
use std::sync::Mutex;

/// Lines kept for a window to show, newest last.
const SAID_KEPT: usize = 40;

/// What the network ends said, kept for the window's panel as well as written on stderr: the
/// messages are made deep in the handlers, and one process plays one network game, so one
/// list serves (a window takes them each frame; headless, they are only kept, a few at most).
static SAID: Mutex<VecDeque<String>> = Mutex::new(VecDeque::new());

/// Say `line` on stderr, and keep it for a window.
pub fn say(line: String) {
    eprintln!("{line}");
    let mut said = SAID.lock().unwrap_or_else(|p| p.into_inner());
    if said.len() >= SAID_KEPT {
        said.pop_front();
    }
    said.push_back(line);
}

/// The lines said since the last call.
pub fn take_said() -> Vec<String> {
    SAID.lock()
        .unwrap_or_else(|p| p.into_inner())
        .drain(..)
        .collect()
}
