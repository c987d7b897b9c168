//! The rulebook's tables as data (`assets/rules/ruleset.ron`): element types, the direct fire
//! chart, terrain, qualities, factions and animosity. Code holds the procedures; every number a
//! referee may want to change lives here. See `../shared/rules/README.md` for the tags.
//!
//! Names are for files and people. When the ruleset loads, every name inside it that refers to
//! another entry (a mount's weapon, the quality peninsular units fall to) is resolved to a typed
//! handle, and a game resolves its scenario's names the same way when it starts: the rules then
//! compare handles, never strings, and a misspelt name is an error at load, not a silent miss.

use serde::Deserialize;

use crate::spanned::{self, Diagnostic, Spanned, did_you_mean};
use crate::words::Arg;

/// The ruleset shipped with the program, embedded so the binary works from any folder.
pub const DEFAULT_RULESET: &str = include_str!("../assets/rules/ruleset.ron");
pub const DEFAULT_RULESET_PATH: &str = "assets/rules/ruleset.ron";

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruleset {
    /// [SRC] 1" = 25 m.
    pub metres_per_inch: f32,
    pub qualities: Vec<QualityDef>,
    pub morale_modifiers: MoraleModifiers,
    pub morale: MoraleRules,
    pub close_combat: CloseCombatRules,
    pub factions: Vec<Spanned<String>>,
    /// Pairs that will not fight together; `"*"` stands for every faction [SRC].
    pub animosity: Vec<(Spanned<String>, Spanned<String>)>,
    /// Which side of the war a faction fights on [INF]; a faction in none may be on either.
    #[serde(default)]
    pub camps: Vec<CampDef>,
    pub unit_kinds: Vec<UnitKindDef>,
    pub weapons: Vec<WeaponDef>,
    pub element_types: Vec<ElementTypeDef>,
    pub terrain: Vec<TerrainDef>,
    pub movement: MovementRules,
    pub sight: SightRules,
    pub fire: FireRules,
    pub victory: VictoryRules,
    pub communist_brigades: CommunistBrigades,
    pub support: SupportRules,
    /// `animosity`, resolved when the ruleset loads.
    #[serde(skip)]
    animosity_resolved: Vec<(FactionMatch, FactionMatch)>,
}

/// [SRC] From 1937 a communist-commanded brigade may not have less equipment than the next best
/// equipped non-communist brigade of its side (a check on the scenario's forces).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommunistBrigades {
    /// The commanders' faction.
    pub commander: Spanned<String>,
    #[serde(skip, default = "FactionId::unresolved")]
    pub commander_id: FactionId,
    /// The rule applies to battles in this year and after.
    pub from_year: i32,
}

/// One side of the war [INF]: the factions that fight only for it, and the words a scenario's
/// side is known by (its id, or the first word of its name), so `check` can refuse a Carlist
/// brigade on the Republic's side and the editor can give a new brigade a faction of its side.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampDef {
    pub name: Spanned<String>,
    /// Lower-case words; a side whose id or first word of name is one of them is of this camp.
    pub sides: Vec<String>,
    /// The first is a new brigade's commander and a new unit's faction on such a side.
    pub factions: Vec<Spanned<String>>,
}

/// Line of sight [INF: the pages assume it; ../shared/rules/README.md "Line of sight"].
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SightRules {
    /// [INF] inches: an element this far into woods or buildings still sees and is seen out.
    pub edge: f32,
    /// [INF] inches: an element on a hill sees over lower blocking terrain beyond this distance.
    pub see_over: f32,
}

/// Direct fire numbers that are not on the chart itself.
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FireRules {
    /// [INF] inches: a linear obstacle covers a target within this distance behind it.
    pub cover_behind: f32,
    /// [INF] inches: a base this near a line that protects those in it (a trench) is in it;
    /// 0 is touching. Bases are drawn on a trench, not centred in a 0.6" strip.
    pub in_line_within: f32,
    /// [SRC] degrees: the frontal arc, where only the lead tank of a column fires.
    pub frontal_arc: f32,
    /// [INF] inches: the radius of the smoke over a wreck.
    pub wreck_smoke_radius: f32,
    /// [INF] the smoke blocks sight until the end of this many turns after the wreck's.
    pub wreck_smoke_turns: u32,
}

/// Artillery and aircraft [INF: ../shared/rules/README.md "Artillery and aircraft"; the pages
/// leave them for later].
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SupportRules {
    /// [INF] the beaten zone, inches across the line of fire x along it.
    pub zone: (f32, f32),
    /// [INF] every element under the zone takes shots on this line of the fire chart.
    pub weapon: Spanned<String>,
    #[serde(skip, default = "WeaponId::unresolved")]
    pub weapon_id: WeaponId,
    /// [INF] added to the score needed to hit an element no spotter of the side can see.
    pub unobserved: u8,
    /// [INF] shots taken by an element in a road column (others take one).
    pub road_column_shots: u8,
    /// [INF] inches: an element on a road with another of its unit on the road this near is
    /// in a road column.
    pub road_column_within: f32,
    /// [INF] a sortie's die: this or less, diverted.
    pub diverted_up_to: u8,
    /// [INF] this score: the sortie comes next turn instead.
    pub late_on: u8,
    /// [INF] an anti-aircraft weapon in range of the aim point drives the aircraft off on this
    /// or more.
    pub anti_aircraft_on: u8,
    /// [INF] on this score (of a second die) the aim point drifts a D6 inches.
    pub drift_on: u8,
}

/// Who wins at the turn limit [INF].
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VictoryRules {
    /// [INF] inches: an objective is held by an unpinned element this near with no enemy as near.
    pub objective_radius: f32,
}

/// Action-point costs and movement numbers [SRC unless the ruleset file tags them INF].
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovementRules {
    /// [SRC] moving one element or one group.
    pub move_cost: u8,
    /// [SRC] changing a group's formation.
    pub formation_cost: u8,
    /// [SRC] a group of tanks, all visible to each other and moving the same way.
    pub tank_group_cost: u8,
    /// [SRC] a column of vehicles moves as one group.
    pub column_cost: u8,
    /// [INF] degrees: vehicles facing within this of each other can form a column.
    pub column_alignment: f32,
    /// [SRC] a unit rolling this for action points sends its tanks full speed straight ahead.
    pub tanks_run_on: u8,
    /// [SRC] mount, dismount, limber, unlimber (as a group if adjacent).
    pub transport_cost: u8,
    /// [INF] extra cost to move an element more than `command_radius` from its HQ.
    pub out_of_command_cost: u8,
    /// [INF] inches, edge to edge, from the unit's HQ (or the brigade's, for units without one).
    pub command_radius: f32,
    /// [INF] elements of one unit within this many inches of each other form a group.
    pub group_radius: f32,
    /// [SRC] vehicles no more than one infantry element width apart are a column.
    pub column_gap: f32,
    /// [INF] a column of tanks: each tank no more than this many inches behind the one ahead
    /// (the page gives a gap for trucks only).
    pub tank_column_gap: f32,
    /// [INF] bad going: infantry and non-wheeled support weapons move at this fraction of speed.
    pub bad_going_speed: f32,
    /// [SRC] walls, hedges, fences, barricades, gullies, streams: this share of the move to cross.
    pub half_obstacle_share: f32,
    /// [INF] crossing barbed wire or a river is the whole move, from a standstill: the path
    /// may be as long as the obstacle is across where it crosses, plus the base's depth, plus
    /// this many inches, so any base that may cross gets wholly to the far side in one turn.
    pub whole_turn_margin: f32,
    /// [INF] within this many inches (edge to edge) counts as adjacent, for mounting and groups.
    pub adjacent: f32,
    /// [INF] elements of the two sides within this many inches of each other (edge to edge)
    /// and in sight of each other are tactically engaged: the side with more higher-quality
    /// troops among them chooses to move first or second [SRC]. 0 turns the rule off.
    pub engaged_within: f32,
    /// [INF] a move only partly on road: each part at its own speed, or all of it off road.
    pub part_on_road: PartOnRoad,
    /// [INF] whether turning in place is a move (1 AP, and the element has moved).
    pub turn_in_place: TurnInPlace,
    /// [INF] whether the side with the initiative may move before the deciding side has chosen
    /// to move first or second, when troops are engaged.
    pub engaged_choice: EngagedChoice,
    /// [INF] how "the side with majority of higher quality troops" is read among engaged troops.
    pub engaged_quality: EngagedQuality,
}

/// [INF] When troops are engaged and the deciding side has not yet said whether it moves first
/// or second: the page says who decides, not what happens while it has not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum EngagedChoice {
    /// The side with the initiative moves first unless the deciding side says otherwise before
    /// anyone moves: the first other order closes the choice.
    FirstOrderCloses,
    /// Nobody moves until the deciding side has chosen (`MoveFirst`).
    Waits,
}

/// [INF] "In this situation the side with majority of higher quality troops decides".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum EngagedQuality {
    /// The side whose engaged troops are of the higher quality on the whole (the lower mean
    /// rank, best quality 0): numbers alone do not make troops better.
    Mean,
    /// The side with more engaged troops of the best quality either side has there; equal,
    /// the next quality down; equal all through, the dice.
    MostOfTheBest,
}

/// [INF] How a move that is only partly on road is paid; the page gives road speed for
/// "wheeled transport on road" and says nothing of a move that leaves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum PartOnRoad {
    /// Each inch on road costs its share of the road move, each inch off it its share of the
    /// off-road move.
    ProRata,
    /// Road speed only for a move wholly on road; otherwise the whole move is off-road speed.
    OffRoad,
}

/// [INF] Whether turning to a new facing without leaving the spot is a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum TurnInPlace {
    /// It costs the move's AP and the element has moved (it fires as a mover, or not at all).
    Move,
    /// It costs nothing and the element has not moved.
    Free,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QualityDef {
    pub name: Spanned<String>,
    /// Lowest D6 score that passes a rout or unpinning test [SRC].
    pub pass: u8,
    /// Scores that may be rolled once more (militia 4 and 5) [SRC].
    #[serde(default)]
    pub reroll_on: Vec<u8>,
    /// Added to its close combat score: elite +1, militia -1 [INF].
    pub close_combat: i8,
    /// The D6 infantry of this quality need to knock out a tank they close with: 6, elite 5
    /// [INF].
    pub knock_out_tank_on: u8,
}

/// Close combat [INF: the pages say only that it happens; ../shared/rules/README.md].
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CloseCombatRules {
    /// Added to a pinned element's score.
    pub pinned: i8,
    /// Added to a defender's score in buildings or trenches.
    pub defending_buildings_or_trenches: i8,
    /// Added to a defender's score in a pillbox.
    pub defending_pillbox: i8,
    /// Added to a tank's score against infantry in the open.
    pub tank_against_infantry_in_open: i8,
    /// Inches the loser falls back.
    pub fall_back: f32,
    /// The loser is knocked out when the winner's score is this many times its own.
    pub knock_out_ratio: u8,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoraleModifiers {
    pub crewed_weapon: i8,
    pub headquarters: i8,
    pub defending_fortifications: i8,
}

/// Rout tests, strength, animosity and the peninsular officers [SRC: the morale page].
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoraleRules {
    /// [SRC] the share of its elements a unit loses in one turn that makes it test.
    pub rout_loss_in_turn: f32,
    /// [SRC] the strength below which a unit tests, will not close, and counts against its
    /// brigade.
    pub half_strength: f32,
    /// [SRC] "the unit with more elements in rifle range is the dominant one": inches.
    pub animosity_range: f32,
    /// [SRC] peninsular officers fail on this score or less, the first time fired on.
    pub peninsular_fails_on: u8,
    /// [SRC] the quality a peninsular unit becomes when its officers fail.
    pub peninsular_becomes: Spanned<String>,
    #[serde(skip, default = "QualityId::unresolved")]
    pub peninsular_becomes_id: QualityId,
    /// [INF] the quality a brigade HQ (which belongs to no unit) tests at.
    pub brigade_hq_quality: Spanned<String>,
    #[serde(skip, default = "QualityId::unresolved")]
    pub brigade_hq_quality_id: QualityId,
    /// [INF] inches: a road end this near the table edge is an exit for routed elements.
    pub road_exit_within: f32,
    /// [INF] inches: a routed element with no refuge stops this far in from its edge.
    pub refuge_from_edge: f32,
    /// [INF] hits by weapons that cannot knock a tank out ("-" in the chart's tanks column)
    /// still count for its fright test. The page counts "all the hits".
    pub small_arms_frighten_tanks: bool,
    /// [INF] a frightened tank that reaches its own table edge still in sight of the enemy
    /// drives off the table and is lost; false: it stops at the edge and is pinned there.
    pub frightened_leave_table: bool,
    /// [INF] an element within `fire.cover_behind` of a fortification drawn as a line that
    /// covers those behind it (a barricade) is defending fortifications.
    pub behind_fortification_defends: bool,
    /// [INF] when the rifle-range test decides between two units that will not fight together.
    pub animosity_dominance: AnimosityDominance,
}

/// [SRC] "If it is indeterminant who is the attacking unit,the unit with more elements in rifle
/// range is dominant"; [INF] when it is indeterminate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum AnimosityDominance {
    /// Only between attacks declared in the same direct fire phase (fire is simultaneous): an
    /// assault already made holds, and a later attack on that target or feature by a unit
    /// that will not fight beside it is refused.
    Indeterminate,
    /// Between any two attacks: a later unit with more elements in rifle range calls off even
    /// an assault already made.
    Always,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitKindDef {
    pub name: Spanned<String>,
    /// Infantry battalions, tank companies and batteries roll for action points [SRC].
    pub rolls_action_points: bool,
    /// Tests when it loses `rout_loss_in_turn` in one turn: battalions and tank companies [SRC].
    pub rout_test_on_turn_loss: bool,
    /// Tests below `half_strength`: "any company or larger unit" [SRC; INF which kinds].
    pub rout_test_below_half: bool,
    /// Counts as one of its brigade's battalions for brigade morale [SRC; INF tank companies].
    pub brigade_battalion: bool,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeaponDef {
    pub name: Spanned<String>,
    pub shots: u8,
    /// Minimum range (mortars) and maximum range in inches.
    pub range: (f32, f32),
    pub to_hit: u8,
    pub knockout: Knockout,
    /// Small arms knock out only behind soft cover [SRC "6*"].
    #[serde(default)]
    pub soft_cover_only: bool,
    /// Fire arc in degrees, centred on the element's facing.
    pub arc: f32,
}

/// D6 score needed to knock out, by the target's protection; `None` = cannot ("–" on the chart).
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Knockout {
    pub open: Option<u8>,
    pub cover: Option<u8>,
    pub trenches: Option<u8>,
    pub pillbox: Option<u8>,
    pub tanks: Option<u8>,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub enum Mobility {
    /// Infantry and non-wheeled support weapons: may enter bad going.
    Foot,
    /// Guns and wagons on wheels: not into bad going.
    Wheeled,
    /// Tanks and other tracked vehicles: not into bad going, no interpenetration.
    Tracked,
    /// Horses: not infantry, so not into bad going [SRC: "Only infantry and non-wheeled
    /// support weapons can enter"].
    Mounted,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ElementTypeDef {
    pub name: Spanned<String>,
    /// What a player calls it: "Rifle platoon".
    pub label: String,
    /// Which glyph the table draws on the base.
    pub symbol: Symbol,
    /// Full move in inches off road [SRC].
    #[serde(rename = "move")]
    pub move_inches: f32,
    /// Move when wholly on road, if faster [SRC].
    #[serde(default)]
    pub road_move: Option<f32>,
    /// Default base width (across the facing) and depth, in inches [INF].
    pub base: (f32, f32),
    pub mobility: Mobility,
    /// A vehicle: no interpenetration, may not overlap another vehicle [SRC].
    #[serde(default)]
    pub vehicle: bool,
    /// Armoured: knocked out on the chart's "tanks" column and never pinned [SRC].
    #[serde(default)]
    pub armoured: bool,
    /// Crewed weapon: +1 on morale tests, 60° arc [SRC].
    #[serde(default)]
    pub crewed: bool,
    #[serde(default)]
    pub headquarters: bool,
    /// Spots for artillery: an HQ or an observer [INF].
    #[serde(default)]
    pub observer: bool,
    /// Fires at aircraft over the table [INF].
    #[serde(default)]
    pub anti_aircraft: bool,
    /// Leaves a smoking wreck when knocked out [SRC: vehicles and heavier guns].
    #[serde(default)]
    pub leaves_wreck: bool,
    #[serde(default)]
    pub weapons: Vec<Mount>,
    /// What this vehicle can carry: one element of each listed kind at a time [INF].
    #[serde(default)]
    pub carries: Vec<Cargo>,
    /// [INF] The D6 this element needs to knock out a tank it closes with, whatever its
    /// quality: dynamiteros 5-6. None: its quality's `knock_out_tank_on`.
    #[serde(default)]
    pub knock_out_tank_on: Option<u8>,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub enum Cargo {
    /// Foot elements: they mount and dismount [SRC].
    Troops,
    /// Wheeled guns: they limber and unlimber [SRC].
    Guns,
}

impl ElementTypeDef {
    /// The type as the table names it: its label, or its words in the reader's language.
    pub fn term(&self) -> crate::words::Term {
        crate::words::Term::element(self.name.as_str(), &self.label)
    }

    /// What kind of cargo this element is, if it can be carried at all.
    pub fn cargo(&self) -> Option<Cargo> {
        match self.mobility {
            Mobility::Foot if !self.vehicle => Some(Cargo::Troops),
            Mobility::Wheeled if !self.vehicle => Some(Cargo::Guns),
            _ => None,
        }
    }

    /// Kept out of bad going (and of the kinds closed to vehicles): everything but infantry
    /// and non-wheeled support weapons, which are the `Foot` elements [SRC: "Only infantry and
    /// non-wheeled support weapons can enter"]. Cavalry is not infantry.
    pub fn restricted_going(&self) -> bool {
        self.vehicle || self.mobility != Mobility::Foot
    }

    pub fn is_tank(&self) -> bool {
        self.vehicle && self.armoured && self.mobility == Mobility::Tracked
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mount {
    pub weapon: Spanned<String>,
    /// `weapon`, resolved when the ruleset loads.
    #[serde(skip, default = "WeaponId::unresolved")]
    pub weapon_id: WeaponId,
    /// Shots from this mount, if not the weapon's own (vehicle guns: one per gun [SRC]).
    #[serde(default)]
    pub shots: Option<u8>,
    /// A turret turns to face: the arc is all round [SRC].
    #[serde(default)]
    pub turret: bool,
}

/// Glyphs the table knows how to draw (after NATO map symbols where one exists).
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub enum Symbol {
    Infantry,
    LightMachineGun,
    HeavyMachineGun,
    Mortar,
    FieldGun,
    AntiTankGun,
    AntiAircraft,
    AntiTankRifle,
    Tank,
    ArmouredTruck,
    Truck,
    Cavalry,
    Headquarters,
    Wagon,
    Bicycle,
    /// An artillery observer: a spotter's eye.
    Observer,
    Flamethrower,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub enum Going {
    Open,
    /// Woods, rocky areas, urban buildings, soft ground, gullies [SRC].
    Bad,
    Road,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub enum Obstacle {
    None,
    /// Walls, gullies, hedges, fences, barricades, streams: half a move to cross [SRC].
    Half,
    /// Barbed wire and rivers: a whole turn [SRC].
    Whole,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq, PartialOrd, Ord)]
pub enum Protection {
    Open,
    SoftCover,
    HardCover,
    Trenches,
    Pillbox,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub enum ShapeClass {
    /// Woods, hills, villages: polygons, rectangles or circles.
    Area,
    /// Walls, hedges, roads, rivers: polylines with a width.
    Linear,
    /// Either (a pillbox may be a circle or a square).
    Any,
}

/// How the table draws a terrain kind, after the conventions of military maps: each shipped
/// kind has its own, and a referee's new kind may borrow one (a vineyard drawn as `Woods`).
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
pub enum TerrainLook {
    Woods,
    Rocky,
    Urban,
    SoftGround,
    Gully,
    Hill,
    Road,
    River,
    Stream,
    Wall,
    Hedge,
    Fence,
    Barricade,
    BarbedWire,
    Trench,
    Pillbox,
    Ditch,
    Embankment,
    Rubble,
    ReedBed,
    /// A flat fill and an edge, coloured from the kind's going, obstacle and protection, so a
    /// kind the table has no drawing for is still told apart by what it does.
    #[default]
    Plain,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainDef {
    pub name: Spanned<String>,
    /// Its own handle: the game's terrain holds copies of the definitions, and a copy still
    /// says which kind it is without comparing names.
    #[serde(skip, default = "TerrainId::unresolved")]
    pub id: TerrainId,
    pub label: String,
    /// How the table draws it; `Plain` when the file does not say.
    #[serde(default)]
    pub look: TerrainLook,
    pub going: Going,
    pub obstacle: Obstacle,
    pub protection: Protection,
    /// Woods, urban buildings (and smoke) block sight through them [INF].
    pub blocks_sight: bool,
    /// Vehicles and wheeled weapons may stand here.
    pub vehicles: bool,
    pub shape: ShapeClass,
    /// Hills carry a height; nothing else does.
    #[serde(default)]
    pub has_height: bool,
    /// Defending it counts as "defending fortifications" for morale [SRC].
    #[serde(default)]
    pub fortification: bool,
    /// An urban area: routed elements make for the nearest [SRC], and its defenders are "in
    /// buildings" for close combat [INF].
    #[serde(default)]
    pub urban: bool,
    /// Drawn as a line, it protects those in it (a trench, a gully), not those behind it (a
    /// wall, a hedge) [INF]: one fights from inside a trench, and a trench is no screen.
    #[serde(default)]
    pub protects_in: bool,
    /// A road over it is a bridge (or a culvert, a ford): crossing it on the road costs
    /// nothing [INF]. Obstacles built across a road (a barricade, wire, a wall) are not
    /// bridged: the page exempts no obstacle for being on a road.
    #[serde(default)]
    pub bridged: bool,
}

impl TerrainDef {
    /// The kind as the table names it: its label, or its words in the reader's language.
    pub fn term(&self) -> crate::words::Term {
        crate::words::Term::terrain(&self.name.value, &self.label)
    }
}

impl Ruleset {
    pub fn default_rules() -> Self {
        match Self::load(DEFAULT_RULESET_PATH, DEFAULT_RULESET) {
            Ok(r) => r,
            // The shipped ruleset is checked by the test suite, so this is a build defect.
            Err(errors) => panic!(
                "the embedded ruleset is invalid:\n{}",
                errors
                    .iter()
                    .map(|d| spanned::render(DEFAULT_RULESET_PATH, DEFAULT_RULESET, d))
                    .collect::<String>()
            ),
        }
    }

    /// Read and check a ruleset: every name unique, every reference resolved.
    pub fn load(_path: &str, src: &str) -> Result<Self, Vec<Diagnostic>> {
        let mut rules: Ruleset = spanned::read(src).map_err(|d| vec![d])?;
        let mut errors = rules.validate();
        errors.extend(rules.resolve());
        if errors.is_empty() {
            Ok(rules)
        } else {
            Err(errors)
        }
    }

    /// Turn the names that refer to other entries into handles; each unknown name is an error.
    fn resolve(&mut self) -> Vec<Diagnostic> {
        let mut errors = Vec::new();
        let quality = |rules: &Ruleset, name: &Spanned<String>, errors: &mut Vec<Diagnostic>| {
            rules.quality_id(name).unwrap_or_else(|| {
                errors.push(unknown(
                    name,
                    "quality",
                    rules.qualities.iter().map(|q| q.name.as_str()),
                ));
                QualityId::unresolved()
            })
        };
        self.morale.peninsular_becomes_id =
            quality(self, &self.morale.peninsular_becomes, &mut errors);
        self.morale.brigade_hq_quality_id =
            quality(self, &self.morale.brigade_hq_quality, &mut errors);
        let faction = |rules: &Ruleset, name: &Spanned<String>, errors: &mut Vec<Diagnostic>| {
            let id = rules.faction_id(name);
            if id.is_none() {
                errors.push(unknown(name, "faction", rules.faction_names()));
            }
            id
        };
        let mut pairs = Vec::new();
        for (a, b) in &self.animosity {
            let side = |f: &Spanned<String>, errors: &mut Vec<Diagnostic>| match f.as_str() {
                "*" => Some(FactionMatch::Any),
                _ => faction(self, f, errors).map(FactionMatch::Faction),
            };
            if let (Some(a), Some(b)) = (side(a, &mut errors), side(b, &mut errors)) {
                pairs.push((a, b));
            }
        }
        self.animosity_resolved = pairs;
        for c in &self.camps {
            for f in &c.factions {
                faction(self, f, &mut errors);
            }
        }
        self.communist_brigades.commander_id =
            faction(self, &self.communist_brigades.commander, &mut errors)
                .unwrap_or(FactionId::unresolved());
        let weapons: Vec<Vec<Option<WeaponId>>> = self
            .element_types
            .iter()
            .map(|t| {
                t.weapons
                    .iter()
                    .map(|m| self.weapon_id(&m.weapon))
                    .collect()
            })
            .collect();
        for (i, t) in self.terrain.iter_mut().enumerate() {
            let Ok(i) = u16::try_from(i) else {
                errors.push(Diagnostic::new(
                    t.name.span,
                    msg!("check-too-many-terrain-kinds", n = 1u32 << 16),
                ));
                break;
            };
            t.id = TerrainId(i);
        }
        match self.weapon_id(&self.support.weapon) {
            Some(id) => self.support.weapon_id = id,
            None => errors.push(unknown(
                &self.support.weapon,
                "weapon",
                self.weapons.iter().map(|w| w.name.as_str()),
            )),
        }
        for (t, ids) in self.element_types.iter_mut().zip(weapons) {
            for (m, id) in t.weapons.iter_mut().zip(ids) {
                match id {
                    Some(id) => m.weapon_id = id,
                    None => errors.push(unknown(
                        &m.weapon,
                        "weapon",
                        self.weapons.iter().map(|w| w.name.as_str()),
                    )),
                }
            }
        }
        errors
    }

    fn validate(&self) -> Vec<Diagnostic> {
        let mut errors = Vec::new();
        let mut unique = |what: &'static str, names: Vec<&Spanned<String>>| {
            let mut seen: Vec<&Spanned<String>> = Vec::new();
            for n in names {
                if seen.iter().any(|s| s.value == n.value) {
                    errors.push(Diagnostic::new(
                        n.span,
                        msg!("check-defined-twice", what = what, name = &n.value),
                    ));
                }
                seen.push(n);
            }
        };
        unique("quality", self.qualities.iter().map(|q| &q.name).collect());
        unique("faction", self.factions.iter().collect());
        unique(
            "unit-kind",
            self.unit_kinds.iter().map(|q| &q.name).collect(),
        );
        unique("weapon", self.weapons.iter().map(|q| &q.name).collect());
        unique(
            "element-type",
            self.element_types.iter().map(|q| &q.name).collect(),
        );
        unique(
            "terrain-kind",
            self.terrain.iter().map(|q| &q.name).collect(),
        );
        for t in &self.element_types {
            if !(t.base.0 > 0.0 && t.base.1 > 0.0) {
                errors.push(Diagnostic::new(
                    t.name.span,
                    msg!("check-empty-base", kind = &t.name.value),
                ));
            }
        }
        for w in &self.weapons {
            for d6 in [Some(w.to_hit), w.knockout.open, w.knockout.cover]
                .into_iter()
                .chain([w.knockout.trenches, w.knockout.pillbox, w.knockout.tanks])
                .flatten()
            {
                if !(1..=6).contains(&d6) {
                    errors.push(Diagnostic::new(
                        w.name.span,
                        msg!("check-weapon-d6", weapon = &w.name.value, roll = d6),
                    ));
                }
            }
        }
        errors
    }

    pub fn element_type(&self, name: &str) -> Option<&ElementTypeDef> {
        self.element_types.iter().find(|t| t.name.value == name)
    }

    pub fn weapon(&self, name: &str) -> Option<&WeaponDef> {
        self.weapons.iter().find(|t| t.name.value == name)
    }

    pub fn terrain(&self, name: &str) -> Option<&TerrainDef> {
        self.terrain.iter().find(|t| t.name.value == name)
    }

    pub fn quality(&self, name: &str) -> Option<&QualityDef> {
        self.qualities.iter().find(|t| t.name.value == name)
    }

    pub fn faction(&self, name: &str) -> Option<&Spanned<String>> {
        self.factions.iter().find(|t| t.value == name)
    }

    pub fn unit_kind(&self, name: &str) -> Option<&UnitKindDef> {
        self.unit_kinds.iter().find(|t| t.name.value == name)
    }

    pub fn faction_names(&self) -> impl Iterator<Item = &str> + Clone {
        self.factions.iter().map(|f| f.as_str())
    }

    /// The camp a scenario's side is of, known by its id or the first word of its name
    /// ("Nationalists (CTV)" is the Nationalists'); `None` if neither names one.
    pub fn camp_of_side(&self, id: &str, name: &str) -> Option<&CampDef> {
        let word = |s: &str| {
            s.split(|c: char| !c.is_alphanumeric())
                .find(|w| !w.is_empty())
                .unwrap_or_default()
                .to_lowercase()
        };
        let (id, name) = (id.to_lowercase(), word(name));
        self.camps
            .iter()
            .find(|c| c.sides.iter().any(|w| *w == id || *w == name))
    }

    /// The camp a faction fights only for; `None` if it may be on either side.
    pub fn camp_of_faction(&self, faction: &str) -> Option<&CampDef> {
        self.camps
            .iter()
            .find(|c| c.factions.iter().any(|f| f.value == faction))
    }

    /// A new brigade's or unit's faction on a side of this camp: the camp's first; with no
    /// camp, the first faction that may be on either side, so it is never the enemy's.
    pub fn default_faction<'a>(&'a self, camp: Option<&'a CampDef>) -> &'a str {
        match camp.and_then(|c| c.factions.first()) {
            Some(f) => f.as_str(),
            None => self
                .faction_names()
                .find(|f| self.camp_of_faction(f).is_none())
                .or_else(|| self.faction_names().next())
                .unwrap_or_default(),
        }
    }

    pub fn element_type_id(&self, name: &str) -> Option<ElementTypeId> {
        position(&self.element_types, |t| t.name.value == name).map(ElementTypeId)
    }

    pub fn weapon_id(&self, name: &str) -> Option<WeaponId> {
        position(&self.weapons, |t| t.name.value == name).map(WeaponId)
    }

    pub fn quality_id(&self, name: &str) -> Option<QualityId> {
        position(&self.qualities, |t| t.name.value == name).map(QualityId)
    }

    pub fn unit_kind_id(&self, name: &str) -> Option<UnitKindId> {
        position(&self.unit_kinds, |t| t.name.value == name).map(UnitKindId)
    }

    pub fn faction_id(&self, name: &str) -> Option<FactionId> {
        position(&self.factions, |f| f.value == name).map(FactionId)
    }

    /// Whether two factions will not fight together [SRC animosity]. A faction has no
    /// animosity toward itself, even where a pair says "everyone".
    pub fn hostile(&self, a: FactionId, b: FactionId) -> bool {
        let m =
            |p: FactionMatch, f: FactionId| p == FactionMatch::Any || p == FactionMatch::Faction(f);
        a != b
            && self
                .animosity_resolved
                .iter()
                .any(|&(x, y)| (m(x, a) && m(y, b)) || (m(x, b) && m(y, a)))
    }
}

/// Where a name is in one of the ruleset's lists, as a handle's number; a list too long for
/// a handle resolves nothing, and the name is reported as unknown.
fn position<T>(list: &[T], is: impl Fn(&T) -> bool) -> Option<u16> {
    list.iter().position(is).and_then(|i| u16::try_from(i).ok())
}

/// Handles to the ruleset's named entries: a place in its list, made only by resolving a name
/// against the ruleset, so a handle indexes the ruleset that made it (`rules[id]`).
macro_rules! handles {
    ($($(#[$doc:meta])* $name:ident => $field:ident: $def:ty;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(u16);

        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }

            /// A placeholder until `Ruleset::resolve` sets it; a ruleset that leaves one
            /// unresolved does not load.
            #[allow(dead_code, reason = "only handles the ruleset's own data refers to")]
            fn unresolved() -> Self {
                $name(0)
            }
        }

        impl std::ops::Index<$name> for Ruleset {
            type Output = $def;
            fn index(&self, id: $name) -> &$def {
                &self.$field[id.index()]
            }
        }
    )*};
}

handles! {
    /// An element type: `Rifles`, `Tank` ...
    ElementTypeId => element_types: ElementTypeDef;
    /// A weapon of the direct fire chart.
    WeaponId => weapons: WeaponDef;
    /// Elite, regular, militia.
    QualityId => qualities: QualityDef;
    /// Battalion, tank company, battery ...
    UnitKindId => unit_kinds: UnitKindDef;
    /// A faction, for animosity and communist brigades.
    FactionId => factions: Spanned<String>;
    /// A terrain kind: `Woods`, `Road` ...
    TerrainId => terrain: TerrainDef;
}

/// One side of an animosity pair: a faction, or `"*"`, everyone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FactionMatch {
    Any,
    Faction(FactionId),
}

/// "unknown X `name`" with a suggestion when one of the known names is close. `what` is a
/// keyword the catalogue's messages select on: `side`, `faction`, `quality`, `weapon`,
/// `element`, `element-type`, `unit-kind`, `terrain-kind`, `terrain-feature`.
pub fn unknown<'a>(
    name: &Spanned<String>,
    what: &'static str,
    known: impl Iterator<Item = &'a str> + Clone,
) -> Diagnostic {
    let d = Diagnostic::new(
        name.span,
        msg!("check-unknown-name", what = what, name = &name.value),
    );
    match did_you_mean(&name.value, known.clone()) {
        Some(m) => d.with_help(msg!("check-did-you-mean", name = m)),
        None => d.with_help(msg!(
            "check-known-names",
            what = what,
            names = Arg::names(known, "join-comma")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(src: &str) -> Result<Ruleset, Vec<Diagnostic>> {
        Ruleset::load(DEFAULT_RULESET_PATH, src)
    }

    /// The shipped ruleset with one piece of text replaced.
    fn edited(from: &str, to: &str) -> String {
        assert!(DEFAULT_RULESET.contains(from), "{from:?}");
        DEFAULT_RULESET.replacen(from, to, 1)
    }

    #[test]
    fn every_reference_resolves_to_the_entry_it_names() {
        let r = Ruleset::default_rules();
        for t in &r.element_types {
            for m in &t.weapons {
                assert_eq!(r[m.weapon_id].name.as_str(), m.weapon.as_str());
            }
        }
        assert_eq!(
            r[r.morale.peninsular_becomes_id].name.as_str(),
            r.morale.peninsular_becomes.as_str()
        );
        assert_eq!(
            r[r.morale.brigade_hq_quality_id].name.as_str(),
            r.morale.brigade_hq_quality.as_str()
        );
        assert_eq!(
            r[r.communist_brigades.commander_id].as_str(),
            r.communist_brigades.commander.as_str()
        );
        let f = |n: &str| r.faction_id(n).unwrap();
        assert!(r.hostile(f("Anarchist"), f("Communist")));
        assert!(r.hostile(f("Communist"), f("POUM")), "either way round");
        assert!(
            r.hostile(f("Legion"), f("Italian")),
            "Italians and everyone"
        );
        assert!(!r.hostile(f("Italian"), f("Italian")));
        assert!(!r.hostile(f("Legion"), f("Carlist")));
    }

    #[test]
    fn each_shipped_terrain_kind_has_its_own_look_and_its_own_handle() {
        let r = Ruleset::default_rules();
        for (i, t) in r.terrain.iter().enumerate() {
            assert_eq!(r[t.id].name, t.name);
            assert_ne!(
                t.look,
                TerrainLook::Plain,
                "{} has no look",
                t.name.as_str()
            );
            assert!(
                r.terrain[..i].iter().all(|o| o.look != t.look),
                "{} looks like another kind",
                t.name.as_str()
            );
        }
    }

    #[test]
    fn a_terrain_kind_without_a_look_is_drawn_plain_and_a_misspelt_look_is_an_error() {
        let plain = load(&edited(
            "label: \"Woods\", look: Woods,",
            "label: \"Woods\",",
        ));
        let woods = plain.unwrap().terrain("Woods").cloned().unwrap();
        assert_eq!(woods.look, TerrainLook::Plain);
        let errors = load(&edited("look: Woods,", "look: Forest,"))
            .err()
            .unwrap_or_default();
        assert!(
            errors
                .iter()
                .any(|d| d.message.key == "check-unknown-variant"
                    && d.message.get("name") == Some(&Arg::Name("Forest".into()))),
            "{:?}",
            errors.iter().map(|d| &d.message).collect::<Vec<_>>()
        );
    }

    #[test]
    fn an_unknown_name_inside_the_ruleset_is_an_error_at_load() {
        for (from, to, message) in [
            (
                "peninsular_becomes: Militia",
                "peninsular_becomes: Milita",
                "unknown quality `Milita`",
            ),
            (
                "(weapon: HeavyMG)",
                "(weapon: HeavyMGG)",
                "unknown weapon `HeavyMGG`",
            ),
            (
                "(POUM, Communist)",
                "(POUM, Comunist)",
                "unknown faction `Comunist`",
            ),
            (
                "commander: Communist,",
                "commander: Commies,",
                "unknown faction `Commies`",
            ),
        ] {
            let errors = load(&edited(from, to)).err().unwrap_or_default();
            assert!(
                errors.iter().any(|d| d.message == message),
                "{message}: {:?}",
                errors.iter().map(|d| &d.message).collect::<Vec<_>>()
            );
        }
    }
}
