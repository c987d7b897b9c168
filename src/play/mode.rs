//! What the table is for at the moment, as one Bevy `States`: the first screen's choice of a
//! game, the question of who plays, a game being played, or a replay being watched. It takes
//! the place of three flags and a marker resource that were set in two places and could
//! disagree (issue 29, item 3).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TableMode {
    /// The first screen asks which game to play: the game on the table is only its backdrop,
    /// nobody orders, nobody is asked who plays and nothing is saved.
    ChoosingGame,
    /// The window asks who plays each side before anything is played; nobody acts meanwhile.
    AskingSeats,
    /// A game is being played.
    #[default]
    Playing,
    /// A replay is on the table: orders are held (nobody gives any, the computer waits), and
    /// nothing is saved but a game played on from it.
    Watching,
}

/// The mode as of now. A state changes only at the next transition (between frames), but a
/// game put on the table asks who plays in the same frame that the computer looks whether it
/// may move: both must see the question, so what a system has asked for this frame counts.
fn now(state: &State<TableMode>, next: &NextState<TableMode>) -> TableMode {
    match next {
        NextState::Pending(m) | NextState::PendingIfNeq(m) => *m,
        NextState::Unchanged => *state.get(),
    }
}

/// The mode, read and changed by the table's systems.
#[derive(SystemParam)]
pub struct Mode<'w> {
    state: Res<'w, State<TableMode>>,
    next: ResMut<'w, NextState<TableMode>>,
}

impl Mode<'_> {
    pub fn now(&self) -> TableMode {
        now(&self.state, &self.next)
    }

    pub fn is(&self, mode: TableMode) -> bool {
        self.now() == mode
    }

    /// Change the mode; leaving and entering happen before the next frame's systems.
    pub fn set(&mut self, mode: TableMode) {
        if self.now() != mode {
            self.next.set(mode);
        }
    }
}

/// The mode of an app's world as of now (for tests and one-shot readers); `None` without one.
pub fn of_world(world: &World) -> Option<TableMode> {
    Some(now(
        world.get_resource::<State<TableMode>>()?,
        world.get_resource::<NextState<TableMode>>()?,
    ))
}

/// Run condition: orders are applied, and the computer plays, unless a replay is watched.
/// Without the mode (a headless session) orders always go.
pub fn orders_flow(
    state: Option<Res<State<TableMode>>>,
    next: Option<Res<NextState<TableMode>>>,
) -> bool {
    match (state, next) {
        (Some(s), Some(n)) => now(&s, &n) != TableMode::Watching,
        _ => true,
    }
}

/// Start the app in `mode` (before its first frame), as the command line asks: a replay
/// watched, or the first screen.
pub fn begin_in(app: &mut App, mode: TableMode) {
    app.world_mut().insert_resource(State::new(mode));
}

pub(super) fn plugin(app: &mut App) {
    if !app.is_plugin_added::<StatesPlugin>() {
        app.add_plugins(StatesPlugin);
    }
    app.init_state::<TableMode>();
}
