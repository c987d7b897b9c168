//! The scenario on the table and the file it came from. The file is polled a few times a
//! second; a good new version replaces the table, a bad one leaves the last good version up and
//! puts its errors in the panel.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use bevy::prelude::*;

use crate::ruleset::Ruleset;
use crate::scenario::{self, LoadError, Scenario};

#[derive(Resource, Clone)]
pub struct SharedRuleset(pub Arc<Ruleset>);

/// Where the scenario comes from.
#[derive(Clone, Debug)]
pub enum Source {
    /// The default battle embedded in the binary.
    Embedded,
    File(PathBuf),
}

#[derive(Resource)]
pub struct ScenarioFile {
    pub source: Source,
    /// The last version that loaded without errors; `None` until one does.
    pub scenario: Option<Arc<Scenario>>,
    /// The text `scenario` was parsed from: a record's hash is taken from it, never from a
    /// second read of the file, which may have been saved again in between.
    pub text: Arc<str>,
    /// Bumped each time `scenario` is replaced, so the table knows to redraw.
    pub generation: u64,
    /// Errors of the newest version of the file, if it is wrong.
    pub error: Option<LoadError>,
    stamp: Option<(SystemTime, u64)>,
    poll: Timer,
}

impl ScenarioFile {
    pub fn new(source: Source, rules: &Ruleset) -> Self {
        let mut doc = ScenarioFile {
            source,
            scenario: None,
            text: Arc::from(""),
            generation: 0,
            error: None,
            stamp: None,
            poll: Timer::new(Duration::from_millis(250), TimerMode::Repeating),
        };
        doc.reload(rules);
        doc
    }

    pub fn name(&self) -> String {
        match &self.source {
            Source::Embedded => scenario::DEFAULT_SCENARIO_PATH.to_string(),
            Source::File(p) => p.display().to_string(),
        }
    }

    fn file_stamp(&self) -> Option<(SystemTime, u64)> {
        let Source::File(path) = &self.source else {
            return None;
        };
        let meta = std::fs::metadata(path).ok()?;
        Some((meta.modified().ok()?, meta.len()))
    }

    fn reload(&mut self, rules: &Ruleset) {
        self.stamp = self.file_stamp();
        let text = match &self.source {
            Source::Embedded => Ok(scenario::DEFAULT_SCENARIO.to_string()),
            Source::File(path) => scenario::read(path),
        };
        let result =
            text.and_then(|text| scenario::parse(&self.name(), &text, rules).map(|s| (text, s)));
        match result {
            Ok((text, s)) => {
                self.scenario = Some(Arc::new(s));
                self.text = Arc::from(text);
                self.generation += 1;
                self.error = None;
            }
            Err(e) => {
                warn!("{}", e.render());
                self.error = Some(e);
            }
        }
    }
}

/// Watches the scenario file; works headless too.
pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        watch_file
            .run_if(resource_exists::<ScenarioFile>.and_then(resource_exists::<SharedRuleset>)),
    );
}

fn watch_file(mut doc: ResMut<ScenarioFile>, rules: Res<SharedRuleset>, time: Res<Time>) {
    if !doc.poll.tick(time.delta()).just_finished() {
        return;
    }
    let stamp = doc.file_stamp();
    if stamp.is_some() && stamp != doc.stamp {
        info!("{} changed: reloading", doc.name());
        doc.reload(&rules.0);
    }
}
