//! The file on disk, watched while it is edited: a change made by hand (in a text editor) is
//! taken in at once when the draft has no unsaved changes, and otherwise offered, so neither
//! the author's typing nor the editor's work is lost.

use std::time::Duration;

use bevy::prelude::*;

use super::Editing;

#[derive(Resource)]
struct Poll(Timer);

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Poll(Timer::new(
        Duration::from_millis(500),
        TimerMode::Repeating,
    )))
    .add_systems(Update, watch.in_set(super::EditSet::Input));
}

fn watch(time: Res<Time>, mut poll: ResMut<Poll>, mut editing: ResMut<Editing>) {
    if !poll.0.tick(time.delta()).just_finished() {
        return;
    }
    let Ok(text) = std::fs::read_to_string(&editing.draft.path) else {
        return;
    };
    if editing.draft.is_saved_text(&text)
        || editing.on_disk.as_deref() == Some(text.as_str())
        || editing.passed_over.as_deref() == Some(text.as_str())
    {
        return;
    }
    if editing.draft.unsaved() {
        editing.on_disk = Some(text);
    } else {
        editing.take_in(&text);
    }
}
