//! The game itself, headless: no rendering, no input. Runs on `MinimalPlugins`.

pub mod ruleset;
