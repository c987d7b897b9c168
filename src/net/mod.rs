//! Play over the network (issue 28): two machines keep one game by exchanging orders, never
//! state (lockstep over the order log), with dice neither side can forge or foresee.
//!
//! `wire` (the messages), `join_code` (what a host prints and a joiner types), `transport`
//! (replicon and renet carrying the bytes), `lockstep` (one end's game kept in step), `seat` (a
//! computer at one end), `host` and `join` (the two ends as Bevy plugins), `headless` (both
//! ends run with no window, from the command line).

pub mod headless;
pub mod host;
pub mod join;
pub mod join_code;
pub mod lockstep;
pub mod seat;
pub mod transport;
pub mod wire;
