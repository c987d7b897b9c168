//! The scenario on the table and the file it came from. The file is polled a few times a
//! second; a good new version replaces the table, a bad one leaves the last good version up and
//! puts its errors in the panel.

use std::hash::{Hash, Hasher};
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
    seen: Option<Seen>,
    poll: Timer,
}

/// What the watcher last read of the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Seen {
    modified: SystemTime,
    len: u64,
    /// A hash of the bytes: a save within one tick of the file system's clock that keeps the
    /// length leaves the time and length as they were.
    content: u64,
}

/// Files whose time stamp is younger than this are read and hashed at every poll even when
/// stamp and length are unchanged: file systems keep time in ticks (ext4 a few milliseconds,
/// HFS+ a second, FAT two), so a second save within one tick shows no new time.
const SAME_TICK: Duration = Duration::from_secs(3);

impl ScenarioFile {
    pub fn new(source: Source, rules: &Ruleset) -> Self {
        let mut file = ScenarioFile {
            source,
            scenario: None,
            text: Arc::from(""),
            generation: 0,
            error: None,
            seen: None,
            poll: Timer::new(Duration::from_millis(250), TimerMode::Repeating),
        };
        let text = match &file.source {
            Source::Embedded => Ok(scenario::DEFAULT_SCENARIO.to_string()),
            Source::File(path) => {
                let stamp = file_stamp(path);
                scenario::read(path).inspect(|text| {
                    file.seen = stamp.map(|(modified, len)| Seen {
                        modified,
                        len,
                        content: hash(text),
                    })
                })
            }
        };
        file.parse(text, rules);
        file
    }

    /// A version of the scenario that came from elsewhere (a network game's, sent by its host
    /// and checked by its hash): drawn as a new version, never read from a file here.
    pub fn adopt(&mut self, scenario: Arc<Scenario>, text: &str) {
        self.scenario = Some(scenario);
        self.text = Arc::from(text);
        self.generation += 1;
        self.error = None;
    }

    /// A file with no version yet: a network game's, before the host has sent its battle.
    pub fn waiting(source: Source) -> Self {
        ScenarioFile {
            source,
            scenario: None,
            text: Arc::from(""),
            generation: 0,
            error: None,
            seen: None,
            poll: Timer::new(Duration::from_millis(250), TimerMode::Repeating),
        }
    }

    pub fn name(&self) -> String {
        match &self.source {
            Source::Embedded => scenario::DEFAULT_SCENARIO_PATH.to_string(),
            Source::File(p) => p.display().to_string(),
        }
    }

    /// Read the file again if it may have changed; `true` when its text differs from the
    /// last text read (which is then loaded, good or bad).
    fn poll_file(&mut self, rules: &Ruleset) -> bool {
        let Source::File(path) = &self.source else {
            return false;
        };
        let Some((modified, len)) = file_stamp(path) else {
            return false;
        };
        let restamped = self
            .seen
            .is_none_or(|s| (s.modified, s.len) != (modified, len));
        let young = SystemTime::now()
            .duration_since(modified)
            .map_or(true, |age| age < SAME_TICK);
        if !restamped && !young {
            return false;
        }
        let text = scenario::read(path);
        let content = text.as_ref().map_or(0, |t| hash(t));
        let changed = self.seen.is_none_or(|s| s.content != content);
        self.seen = Some(Seen {
            modified,
            len,
            content,
        });
        if changed {
            self.parse(text, rules);
        }
        changed
    }

    fn parse(&mut self, text: Result<String, LoadError>, rules: &Ruleset) {
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

fn file_stamp(path: &std::path::Path) -> Option<(SystemTime, u64)> {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.modified().ok()?, meta.len()))
}

fn hash(text: &str) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

/// Watches the scenario file; works headless too.
pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        watch_file
            .run_if(resource_exists::<ScenarioFile>.and_then(resource_exists::<SharedRuleset>)),
    );
}

fn watch_file(mut file: ResMut<ScenarioFile>, rules: Res<SharedRuleset>, time: Res<Time>) {
    if !file.poll.tick(time.delta()).just_finished() {
        return;
    }
    let name = file.name();
    if file.poll_file(&rules.0) {
        info!("{name} changed: reloaded");
    }
}
