//! trinchera: a tabletop for Spanish Civil War miniatures battles.
//!
//! `rules` and `scenario` are headless; `table` and `ui` draw and take input.

pub mod cli;
pub mod geom;
pub mod play;
pub mod record;
pub mod report;
pub mod rules;
pub mod scenario;
pub mod spanned;
pub mod table;
pub mod ui;
pub mod window;
