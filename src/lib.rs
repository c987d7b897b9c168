//! trinchera: a tabletop for Spanish Civil War miniatures battles.
//!
//! The core is headless and builds without the renderer: `words` (every word shown, in English
//! and Spanish), `ruleset` (the rules as data),
//! `scenario` (the format, validation, the file watcher), `rules` (the game as a value),
//! `record` (a game as scenario + dice + orders), `replay` (a record watched, stepped back and
//! forth), `editor` (a scenario edited: undo, checks, the file written), `opening` (what `play FILE` opens), `seats`
//! (who plays each side), `session` (a game in progress, undo), `verify` (a record's shared
//! dice checked), `net` (a game kept on two machines, headless ends).
//! Behind the default `window` feature: `play` (a game at the table), `table` and `ui` (drawing
//! and input), `window`. Each layer imports only the ones listed before it.

// First, so that its `t!` and `msg!` are in scope in every module after it.
#[macro_use]
pub mod words;
pub mod aftermath;
pub mod cli;
pub mod editor;
#[cfg(feature = "window")]
pub mod editor_window;
pub mod generate;
pub mod geom;
pub mod net;
pub mod opening;
#[cfg(feature = "window")]
pub mod play;
pub mod players;
pub mod record;
pub mod replay;
pub mod report;
pub mod rules;
pub mod ruleset;
pub mod scenario;
pub mod seats;
pub mod session;
pub mod simulate;
pub mod spanned;
#[cfg(feature = "window")]
pub mod table;
#[cfg(feature = "window")]
pub mod ui;
pub mod verify;
#[cfg(feature = "window")]
pub mod window;
