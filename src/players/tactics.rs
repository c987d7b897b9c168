//! How the `scripted` player carries out what a unit is told: the thresholds and weights its
//! rules turn on (when a shot is worth holding ground for, when the odds favour closing, how
//! much cover weighs against ground gained). The script's own are set by hand; the player
//! `tactics` carries out the script by a set read from `TRINCHERA_TACTICS`, to measure it
//! against them (README, "What was tried").

/// The numbers the script's rules turn on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tactics {
    /// A shot at least this likely to hit is worth holding ground for [the issue: "fire
    /// whenever a shot with at least 1/3 to hit exists"].
    pub good_shot: f64,
    /// Turns in hand, beyond those an attacker needs to reach its goal, at or below which it
    /// moves flat out, and at or below which it hurries half as much.
    pub slack_flat_out: f32,
    pub slack_hurried: f32,
    /// A close combat is favourable when the attacker wins at least `assault_wins` of the
    /// time and `assault_edge` more often than the defender.
    pub assault_wins: f64,
    pub assault_edge: f64,
    /// A unit told to close assaults when it wins at least this often, and no less often than
    /// the defender.
    pub told_assault: f64,
    /// A bound's weights: cover, each enemy machine gun watching the place (with time in
    /// hand, falling to `machine_gun_floor` when it must get there now), leaving the HQ's
    /// command, and how much better than staying a place must be to move.
    pub cover: f32,
    pub machine_gun: f32,
    pub machine_gun_floor: f32,
    pub out_of_command: f32,
    pub better_than_staying: f32,
    /// How near its unit's middle an HQ keeps, as a share of the command radius.
    pub hq_near: f32,
    /// How near an objective a defender stands to hold it, in inches.
    pub sit: f32,
    /// What a point of chance to hit adds to a target, beside what knocking it out is worth.
    pub hit: f64,
    /// Whether a brigade HQ keeps to the middle of its brigade's bases, as a unit's HQ keeps
    /// to its unit's, rather than making for the objectives with the troops (1 or 0).
    pub brigade_hq_behind: f32,
}

impl Default for Tactics {
    fn default() -> Self {
        Tactics::SCRIPT
    }
}

impl Tactics {
    /// The script's, set by hand.
    pub const SCRIPT: Tactics = Tactics {
        good_shot: 1.0 / 3.0,
        slack_flat_out: 1.5,
        slack_hurried: 3.0,
        assault_wins: 0.5,
        assault_edge: 0.15,
        told_assault: 0.35,
        cover: 1.5,
        machine_gun: 6.0,
        machine_gun_floor: 0.5,
        out_of_command: 2.0,
        better_than_staying: 0.3,
        hq_near: 0.6,
        sit: 3.0,
        hit: 0.1,
        brigade_hq_behind: 0.0,
    };

    /// `self` with the settings `text` names changed (`good_shot=0.5,cover=2`): for measuring
    /// a set against the script. An unknown name or a number that does not read is an error
    /// that names it.
    pub fn with_settings(mut self, text: &str) -> Result<Tactics, String> {
        for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (name, value) = pair
                .split_once('=')
                .ok_or_else(|| format!("`{pair}`: a setting is name=number"))?;
            let v: f64 = value
                .trim()
                .parse()
                .map_err(|_| format!("`{pair}`: `{value}` is not a number"))?;
            let f = v as f32;
            // A NaN or an infinite weight would silently turn a rule off.
            if !f.is_finite() {
                return Err(format!("`{pair}`: `{value}` is not a finite number"));
            }
            match name.trim() {
                "good_shot" => self.good_shot = v,
                "slack_flat_out" => self.slack_flat_out = f,
                "slack_hurried" => self.slack_hurried = f,
                "assault_wins" => self.assault_wins = v,
                "assault_edge" => self.assault_edge = v,
                "told_assault" => self.told_assault = v,
                "cover" => self.cover = f,
                "machine_gun" => self.machine_gun = f,
                "machine_gun_floor" => self.machine_gun_floor = f,
                "out_of_command" => self.out_of_command = f,
                "better_than_staying" => self.better_than_staying = f,
                "hq_near" => self.hq_near = f,
                "sit" => self.sit = f,
                "hit" => self.hit = v,
                "brigade_hq_behind" => self.brigade_hq_behind = f,
                other => return Err(format!("`{other}` is not a setting of the tactics")),
            }
        }
        Ok(self)
    }
}

/// The tactics `TRINCHERA_TACTICS` names, read once, or what in it does not read; the
/// script's when it names none.
pub fn measured() -> Result<Tactics, String> {
    static MEASURED: std::sync::OnceLock<Result<Tactics, String>> = std::sync::OnceLock::new();
    MEASURED
        .get_or_init(|| {
            let text = std::env::var("TRINCHERA_TACTICS").unwrap_or_default();
            Tactics::SCRIPT
                .with_settings(&text)
                .map_err(|e| format!("TRINCHERA_TACTICS: {e}"))
        })
        .clone()
}

#[cfg(test)]
mod tests {
    use super::Tactics;

    #[test]
    fn settings_change_what_they_name_and_refuse_what_they_do_not() {
        let t = Tactics::SCRIPT
            .with_settings("good_shot=0.5, cover=2")
            .unwrap();
        assert_eq!(t.good_shot, 0.5);
        assert_eq!(t.cover, 2.0);
        assert_eq!(t.sit, Tactics::SCRIPT.sit);
        assert_eq!(Tactics::SCRIPT.with_settings(""), Ok(Tactics::SCRIPT));
        let e = Tactics::SCRIPT.with_settings("courage=3").unwrap_err();
        assert!(e.contains("courage"), "{e}");
        assert!(Tactics::SCRIPT.with_settings("cover=lots").is_err());
        assert!(Tactics::SCRIPT.with_settings("cover").is_err());
        assert!(Tactics::SCRIPT.with_settings("cover=NaN").is_err());
        assert!(Tactics::SCRIPT.with_settings("cover=1e40").is_err());
    }
}
