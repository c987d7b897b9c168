//! One integration-test binary (linking Bevy is slow): modules by what they check.

mod aftermath;
mod armour;
mod battles;
mod cli_check;
mod command;
mod common;
mod computer;
mod coverage_doc;
#[cfg(feature = "window")]
mod drag;
mod editor;
mod engaged;
mod fire;
#[cfg(feature = "window")]
mod first_screen;
mod fuzz_scenarios;
mod generate;
mod geom_props;
mod hot_reload;
mod ladder;
mod module_layers;
mod morale;
mod movement;
mod network;
mod network_play;
mod page_rules;
#[cfg(feature = "window")]
mod play_computer;
#[cfg(feature = "window")]
mod play_replay;
#[cfg(feature = "window")]
mod play_session;
mod players;
mod portable_maths;
mod record_props;
mod records;
mod replay;
mod rulebook;
mod scenario_errors;
mod session;
mod shared_dice;
mod sight_props;
mod support;
mod tank_retreat;
mod transport_groups;
mod turns;
#[cfg(feature = "window")]
mod window;
#[cfg(feature = "window")]
mod window_process;
mod words;
mod words_as_data;
mod worth_fit;
