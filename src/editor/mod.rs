//! The scenario editor's core, without a window: a draft of a scenario file with undo and
//! redo, the edits an author makes, `check`'s problems placed on the table, and the file
//! written in the shipped battles' layout with the author's comments kept. The window's
//! editor (`play::editing`, `table::editor_input`, `ui::editor_panel`) only calls these.

pub mod comments;
pub mod draft;
pub mod ops;
pub mod place;
pub mod write;

pub use draft::{Draft, Problem};
pub use place::{ElementAt, Place};
