//! The computer opponent: the `scripted` player's rules for every order, with each unit's
//! behaviour for the turn chosen by looking ahead (portfolio greedy search, after Churchill and
//! Buro). At the start of its movement each turn it tries, unit by unit, every behaviour
//! (advance by bounds, press on, hold and fire, close with the enemy, fall back), plays the rest
//! of the turn and the enemy's reply out in imagination under a few dice streams that every
//! candidate shares, and keeps a change when it is worth more on average. Its budget is counted
//! in look-aheads, never in seconds, so the same game gives the same choices anywhere; it sees
//! what a person sees and never the dice to come (`Game::imagined`).

use crate::rules::{Game, Order, Phase};
use crate::words::{Arg, Msg};

use super::behaviour::{Behaviour, Plan};
use super::cores;
use super::driver::move_first;
use super::end_check::{Course, EndCheck, first_best, guarding_courses};
use super::evaluate::{Temper, support_assaults, target_worth};
use super::look::{on_table_of, targets_in_reach, usable};
use super::lookahead::{Stream, playout, playout_against, playout_to_end, playout_two_turns};
use super::observed::{Sighting, reply_seen};
use super::scripted::Scripted;
use super::standing::standing;
use super::{Player, Thought};

/// How much better a change of plan must look before a side that is winning makes it: the
/// look-ahead's dice are few, so a small lead is as likely luck as judgement, and a plan that
/// is winning is one to keep when in doubt. A side that is losing takes any better plan.
const SURE: f64 = 0.5;

/// Points of the battles' mean (a battle won 100, lost −100) a point of one-turn worth counts
/// for when the end check weighs both: the best sum of the two for following the plans' true
/// difference, as `fit-worth --choices` read it from 23,548 choices on the tuning battles
/// (the battles' mean weighed 0.851 times the worth's for 24 battles, so a point of worth
/// counts 1/0.851, about 1.2, points of their mean).
const BLEND: f64 = 1.2;

/// The first dice stream of the worths the end check weighs beside its battles: beyond the
/// search's (from 0) and before the battles' (from 1000).
const FRESH: u64 = 500;

/// The first dice stream of the battles the search plays to the end, beyond the end check's
/// (from 1000).
const IN_SEARCH: u64 = 2000;

/// The weight of the mean of 8 battles to the end beside a point of one-turn worth, when the
/// search weighs both: the best sum for following the plans' true difference, as
/// `fit-worth --choices` read it from 23,548 choices on the tuning battles (0.284).
const ENDS_IN_SEARCH: f64 = 0.284;

/// Standard deviations of a plan's worth over the streams that a side behind adds to its
/// mean and a side ahead takes from it, in the variant weighing risk: a quarter, as much as
/// the mean's own error with 16 streams, so that the lean decides between plans the mean
/// cannot tell apart and seldom overrules a clear difference.
const RISK: f64 = 0.25;

/// How hard it thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Easy,
    Normal,
    Hard,
}

impl Level {
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// Dice streams each candidate is played under. One look-ahead's worth swings by tens of
    /// points on its dice while behaviours differ by a few, so with 3 streams the choice was
    /// mostly the dice's: 8 made `normal` win 62% at Valdemoro where 3 won 58% (400 games
    /// against `scripted`), and the faster look-ahead pays for it.
    fn streams(self) -> u64 {
        match self {
            Level::Easy => 1,
            Level::Normal => 8,
            Level::Hard => 16,
        }
    }

    /// Times it goes round the units improving the plan.
    fn passes(self) -> usize {
        match self {
            Level::Easy => 1,
            Level::Normal => 1,
            Level::Hard => 2,
        }
    }

    /// Battles played to the end, for the plan chosen, for the `scripted` player's and, for a
    /// side ahead on a brigade defeated, for its standing orders, before a plan is followed
    /// (see `end_check`). With 6, the means of the few plans could not tell Guadalajara's CTV
    /// plans apart (it won 43.5%, as the `scripted` CTV does); 12 lifted it to 51.5% and the
    /// battle from 55.8% to 61.0% (README, "The computer opponent").
    pub fn checks(self) -> u64 {
        match self {
            Level::Easy => 0,
            Level::Normal => 12,
            Level::Hard => 24,
        }
    }

    /// The behaviours it considers. `easy` weighs only keeping to the script or holding and
    /// firing, never pressing on beyond the script: pressing on was most of what its
    /// look-ahead gained over the script (61.8% against `scripted` with it, 52.8% without, 400
    /// games on the balanced tuning battles), and with it `easy` stood too near `normal`
    /// (59.1% of 400 on the measuring battles; 64.9% without; README, "The ladder").
    fn behaviours(self) -> &'static [Behaviour] {
        match self {
            Level::Easy => &[Behaviour::Steady, Behaviour::Hold],
            Level::Normal | Level::Hard => &Behaviour::ALL,
        }
    }
}

/// How much it searches: dice streams a candidate is played under, rounds over its units, and
/// rounds of foreseeing the enemy's reply.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Search {
    streams: u64,
    /// Battles each course is played to the end in the end check (`Level::checks`).
    checks: u64,
    passes: usize,
    /// Rounds in which the enemy's units' behaviours are chosen by the same search, from the
    /// enemy's side, against the plan found so far, and the plan then improved against that
    /// reply (portfolio greedy search's response iterations, after Churchill and Buro).
    /// Measured at `hard` and not kept (README, "What was tried"): 55.0% against `normal`
    /// where two rounds over the units against the script gave 60.5%.
    replies: usize,
    /// Whether it first weighs sending every unit for one objective (each objective in
    /// turn) against each making for the objective nearest it. Measured at `hard` and not
    /// kept (README, "What was tried"): 55.0% against `normal` where `hard` gave 60.5%.
    focus: bool,
    /// The behaviours it weighs for each unit.
    behaviours: &'static [Behaviour],
    /// Whether it changes one unit's behaviour a turn at most (the change worth most), rather
    /// than each unit's in turn.
    one_change: bool,
    /// Whether each round over the units after the first plays under dice streams of its own,
    /// the plan so far weighed again under them: a plan kept for being best under one set of
    /// streams is more often lucky there than good, and the same streams cannot show it.
    /// Measured at `hard` and not kept (README, "What was tried"): 49.0% against `normal`
    /// where the same streams in both rounds gave 60.5%.
    fresh_rounds: bool,
    /// The tempers it searches under, each giving a plan of its own, the battles to the end
    /// then choosing among them: empty for one search under the player's own temper. The
    /// one-turn worth's weights are the search's likeliest error, and which lean suits a
    /// battle differs from battle to battle; only the battles played to the end can say.
    tempers: &'static [(Temper, &'static str)],
    /// Whether its look-aheads roll dice keyed to what each die is for (`Game::imagined_keyed`),
    /// so that candidates share the dice of every roll they have in common, rather than dice
    /// drawn in turn, which fall out of step once a candidate rolls one die more or less.
    keyed_dice: bool,
    /// Whether the battles to the end choose among the plan found and its neighbours (each
    /// unit with the behaviour it weighed second best) rather than between the plan and the
    /// script's alone.
    neighbours_to_the_end: bool,
    /// Whether the end check also plays the plan found kept to the end, every turn, beside it
    /// followed this turn only: a plan whose worth shows only when it is carried on.
    plan_kept: bool,
    /// Whether it aims fire by what a knockout or a pin is worth (`target_worth`), rather than
    /// as the `scripted` player does, by each weapon's own odds.
    aims_by_worth: bool,
    /// Whether its look-aheads play two turns, and a second round weighs each unit's
    /// behaviour the turn after. Measured at `hard` and not kept (README, "What was tried").
    two_turns: bool,
    /// Whether a last round weighs holding or pressing on for each element on its own.
    /// Measured at `hard` and not kept (README, "What was tried").
    by_element: bool,
    /// Against what enemy replies it weighs a plan, the mean over them: a player that models
    /// its enemy as the script plans against a reply `normal` seldom gives. Measured at
    /// `hard` and not kept (README, "What was tried").
    mixture: Mixture,
    /// Whether the rounds over the units start from the best of whole-side plans (every unit
    /// with one behaviour, and last turn's plan kept) rather than from the script's alone:
    /// the seed of Churchill and Buro's portfolio greedy search, and a commander's wish to
    /// carry on with what it began.
    seeded: bool,
    /// Whether, after the first round over the units' behaviours, a round weighs sending each
    /// unit for each objective rather than the one nearest it.
    aims: bool,
    /// Whether, after the first round over the units' behaviours, a round weighs drawing the
    /// side's fire to each enemy unit.
    fire_focus: bool,
    /// Whether its side moves bases standing together as one group, for one action point
    /// [SRC], in the look-ahead and on the table.
    groups: bool,
    /// How much each plan's one-turn worth counts beside its battles to the end in the end
    /// check, per point of worth; `None` for the battles alone.
    blend: Option<f64>,
    /// Battles each candidate plan is played to the end in the search itself, their mean
    /// weighed beside its one-turn worth (`ENDS_IN_SEARCH` a point of worth); 0 for the worth
    /// alone.
    ends_in_search: u64,
    /// How many standard deviations of a plan's worth over the dice streams a side behind
    /// adds to its mean, and a side ahead takes from it: the one-turn worth's mean is a
    /// guess at a battle decided by dice, where a side behind wins only by the plans that
    /// can go well and a side ahead loses only by those that can go badly. 0 for the mean.
    risk: f64,
    /// In the battle's last turns this many times the dice streams and battles to the end,
    /// and each unit's second choice checked to the end too; 1 for the same every turn. The
    /// last turns decide who holds the objectives, and their battles to the end are short.
    endgame: u64,
    /// Whether its fire values pinning each side of a close combat begun this turn more: a
    /// pinned base fights at −1 [INF close combat], so a defender its troops have assaulted,
    /// or an attacker that assaulted them, is worth pinning before the combat is fought.
    supports_assaults: bool,
}

/// The enemy replies a plan is weighed against.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Mixture {
    /// The script's alone.
    Script,
    /// The script's, and from the second round the reply the same search foresees.
    Foreseen,
    /// The script's, and every enemy unit pressing on.
    Advancing,
    /// The script's, and each enemy unit doing what it was seen to do last turn
    /// (`observed`).
    Observed,
    /// Instead of the script's, the reply `normal` would choose from the enemy's side as
    /// the table stands (`predicted`): the opponent modelled as a level that models its own
    /// enemy as the script.
    Predicted,
}

/// The last turns in which a player sharper at the end thinks harder: this turn and the next
/// are the battle's last two.
const ENDGAME_TURNS: u32 = 2;

/// The three tempers a search under every temper goes through, with the words Why? names
/// each plan by.
const EVERY_TEMPER: [(Temper, &str); 3] = [
    (Temper::BALANCED, "course-temper-balanced"),
    (Temper::BOLD, "course-temper-bold"),
    (Temper::CAUTIOUS, "course-temper-cautious"),
];

/// A computer opponent of some level and temper.
pub struct Computer {
    search: Search,
    temper: Temper,
    /// The round over the units being played, which picks its dice streams when each round
    /// has its own.
    round: u64,
    name: &'static str,
    inner: Scripted,
    /// The turn and side it last chose a plan for.
    planned: Option<(u32, usize)>,
    thoughts: Vec<Thought>,
    /// Where the enemy's bases stood when it last planned, for a player weighing the reply
    /// the enemy was seen to give.
    sighting: Option<Sighting>,
    /// Look-aheads played so far, for the budget's tests and reports.
    pub playouts: u64,
}

impl Computer {
    pub fn new(level: Level, temper: Temper, name: &'static str) -> Computer {
        Computer {
            search: Search {
                streams: level.streams(),
                checks: level.checks(),
                passes: level.passes(),
                replies: 0,
                focus: false,
                behaviours: level.behaviours(),
                one_change: false,
                fresh_rounds: false,
                tempers: &[],
                keyed_dice: false,
                neighbours_to_the_end: false,
                plan_kept: false,
                aims_by_worth: true,
                mixture: Mixture::Script,
                by_element: false,
                two_turns: false,
                seeded: false,
                aims: false,
                fire_focus: false,
                groups: false,
                blend: None,
                ends_in_search: 0,
                risk: 0.0,
                endgame: 1,
                supports_assaults: false,
            },
            temper,
            round: 0,
            name,
            inner: Scripted::default(),
            planned: None,
            thoughts: Vec::new(),
            sighting: None,
            playouts: 0,
        }
    }

    /// The same player foreseeing the enemy's reply once, with 12 dice streams and one round
    /// over its units before it (a look-ahead budget near the level's own at `hard`): the
    /// variant `TRINCHERA_HARD=reply` measures, kept for measuring only.
    pub fn foreseeing_replies(mut self) -> Computer {
        self.search.streams = 12;
        self.search.passes = 1;
        self.search.replies = 1;
        self
    }

    /// The same player drawing its fire to one enemy unit when that is worth more, and after
    /// its rounds over the units telling each element on its own: the variant
    /// `TRINCHERA_HARD=fire-elements` measures, for measuring only (55.0% of 200 against
    /// `normal` on the tuning battles).
    pub fn focusing_fire_by_elements(mut self) -> Computer {
        self.search.fire_focus = true;
        self.search.by_element = true;
        self
    }

    /// The same player judging its plan against the script's, in the end check, by the
    /// battles to the end and the one-turn worth together, `BLEND` points of battles'
    /// mean to a point of worth: the variant `TRINCHERA_HARD=blend` measures, for measuring only
    /// (51.7% of 200 against `normal` on the tuning battles).
    pub fn blending_worth(mut self) -> Computer {
        self.search.blend = Some(BLEND);
        self
    }

    /// The same player weighing each candidate plan, in one round over its units, by its
    /// one-turn worth and 8 battles to the end together: the variant
    /// `TRINCHERA_HARD=search-ends` measures, for measuring only (56.0% of 200 against `normal`
    /// on the tuning battles).
    pub fn ends_in_the_search(mut self) -> Computer {
        self.search.passes = 1;
        self.search.ends_in_search = 8;
        self
    }

    /// `ends-blend` with battles to the end in the search too: the variant
    /// `TRINCHERA_HARD=all-blend` measures, for measuring only (55.5% of 200 against `normal`
    /// on the tuning battles).
    pub fn blended_throughout(self) -> Computer {
        self.neighbours_blended().ends_in_the_search()
    }

    /// `ends` with the one-turn worth weighed beside the battles to the end: the variant
    /// `TRINCHERA_HARD=ends-blend` measures, for measuring only (60.2% of 200 against `normal`
    /// on the tuning battles, then 54.1% of 600 on the measuring ones where `hard` gave 53.4%).
    pub fn neighbours_blended(self) -> Computer {
        self.neighbours_checked_to_the_end().blending_worth()
    }

    /// `ends-blend` with four times the thinking: 64 dice streams for every candidate and
    /// 96 battles to the end for every course. Whether the search is held back by how
    /// sharply it sees, or by what it looks at: the variant `TRINCHERA_HARD=ends-blend-4x`
    /// measures, for measuring only (57.0% of 200 against `normal` on the tuning battles,
    /// where `ends-blend` gave 60.2%).
    pub fn neighbours_blended_four_times(mut self) -> Computer {
        self = self.neighbours_blended();
        self.search.streams *= 4;
        self.search.checks *= 4;
        self
    }

    /// `ends-blend` with the plan found also played kept to the end, every turn, among the
    /// courses the battles to the end choose from: the variant `TRINCHERA_HARD=ends-kept`
    /// measures, for measuring only (57.2% of 200 against `normal` on the tuning battles,
    /// where `ends-blend` gave 60.2%).
    pub fn neighbours_blended_and_kept(mut self) -> Computer {
        self = self.neighbours_blended();
        self.search.plan_kept = true;
        self
    }

    /// The same player seeking the plans that can go well when behind, and shunning those
    /// that can go badly when ahead (`RISK` standard deviations of the worth over the
    /// streams): the variant `TRINCHERA_HARD=risk` measures, for measuring only (51.8% of 200
    /// against `normal` on the tuning battles, where `hard` gave 52.5%).
    pub fn weighing_risk(mut self) -> Computer {
        self.search.risk = RISK;
        self
    }

    /// The same player aiming its batteries between two enemy bases near each other as well as
    /// at each (one beaten zone may catch both): the variant `TRINCHERA_HARD=guns` measures,
    /// for measuring only (58.5% of 200 against `normal` on the tuning battles, then 55.0% of
    /// 200 on the measuring ones, where `hard` gave 54.8% with the same command).
    pub fn aiming_guns_between(mut self) -> Computer {
        self.inner.aim_between();
        self
    }

    /// The same player moving bases that stand together as one group: the variant
    /// `TRINCHERA_HARD=groups` measures, for measuring only (49.5% of 200 against `normal` on
    /// the tuning battles).
    pub fn moving_in_groups(mut self) -> Computer {
        self.search.groups = true;
        self
    }

    /// The script's plan for every unit, moving as this player moves its bases.
    fn steady(&self, game: &Game) -> Plan {
        Plan::steady(game.units().len()).grouped(self.search.groups)
    }

    /// The same player weighing, after its first round over the units, its fire drawn to
    /// each enemy unit: the variant `TRINCHERA_HARD=fire-focus` measures, for measuring only
    /// (56.5% of 200 against `normal` on the tuning battles, 50.2% of 200 on the measuring
    /// ones; README, "What was tried").
    pub fn focusing_fire(mut self) -> Computer {
        self.search.fire_focus = true;
        self
    }

    /// The same player weighing, after its first round over the units, each unit making for
    /// each objective: the variant `TRINCHERA_HARD=aims` measures, for measuring only (53.0% of
    /// 200 against `normal` on the tuning battles).
    pub fn aiming_units(mut self) -> Computer {
        self.search.aims = true;
        self
    }

    /// The same player starting its rounds over the units from the best whole-side plan
    /// (each behaviour for every unit, and last turn's plan), not from the script's: the
    /// variant `TRINCHERA_HARD=seeded` measures, for measuring only (49.5% of 200 against
    /// `normal` on the tuning battles).
    pub fn seeded_start(mut self) -> Computer {
        self.search.seeded = true;
        self
    }

    /// The same player looking two turns ahead, with a round over its units' behaviours
    /// this turn and then one over their behaviours the turn after (8 dice streams, near
    /// `hard`'s budget): the variant `TRINCHERA_HARD=two-turns` measures, for measuring only
    /// (53.2% of 200 against `normal` on the tuning battles, 46.5% of 100 on the measuring
    /// ones; README, "What was tried").
    pub fn two_turn_plans(mut self) -> Computer {
        self.search.streams = 8;
        self.search.passes = 1;
        self.search.two_turns = true;
        self
    }

    /// The same player with one round over its units and then one over their elements, each
    /// told on its own to hold, press on or keep to the script (a company's fire and
    /// movement split among its bases): the variant `TRINCHERA_HARD=elements` measures, for
    /// measuring only (58.0% against `normal` on the tuning battles, 54.5% on the measuring
    /// ones, 100 games each).
    pub fn by_elements(mut self) -> Computer {
        self.search.passes = 1;
        self.search.by_element = true;
        self
    }

    /// The same player weighing its second round over the units against a mixture of
    /// enemies: the script's reply and the reply the same search foresees from the enemy's
    /// side (12 dice streams each): the variant `TRINCHERA_HARD=mixed-reply` measures, for
    /// measuring only (61.0% of 100 against `normal` on the tuning battles, 53.8% of 200 on
    /// the measuring ones).
    pub fn mixed_foreseen(mut self) -> Computer {
        self.search.streams = 12;
        self.search.mixture = Mixture::Foreseen;
        self
    }

    /// The same player weighing every plan against the script's reply and against every
    /// enemy unit pressing on flat out (8 dice streams each), what `normal` most often
    /// chooses over the script: the variant `TRINCHERA_HARD=mixed-advance` measures, for
    /// measuring only (55.0% against `normal` on the tuning battles).
    pub fn mixed_advancing(mut self) -> Computer {
        self.search.streams = 8;
        self.search.mixture = Mixture::Advancing;
        self
    }

    /// The same player aiming its fire and its guns, in a turn with close combats begun, to
    /// pin the bases they will be fought against: the variant `TRINCHERA_HARD=support`
    /// measures, for measuring only (52.0% of 200 against `normal` on the tuning battles,
    /// where `hard` gave 52.5%).
    pub fn supporting_assaults(mut self) -> Computer {
        self.search.supports_assaults = true;
        self
    }

    /// The same player thinking four times as hard in the battle's last two turns (streams
    /// and battles to the end, and each unit's second choice checked to the end), when who
    /// holds the objectives is decided and battles to the end are short: the variant
    /// `TRINCHERA_HARD=endgame` measures, for measuring only (51.5% of 200 against `normal` on
    /// the tuning battles, where `hard` gave 52.5%).
    pub fn sharper_at_the_end(mut self) -> Computer {
        self.search.endgame = 4;
        self
    }

    /// The same player weighing every plan against the reply `normal` would choose for the
    /// enemy, rather than the script's: an opponent that plans as the level below does,
    /// foreseen one level deeper (level-k thinking). The variant `TRINCHERA_HARD=predicted`
    /// measures, for measuring only (51.5% of 200 against `normal` on the tuning battles,
    /// where `hard` gave 52.5%).
    pub fn predicting_normal(mut self) -> Computer {
        self.search.mixture = Mixture::Predicted;
        self
    }

    /// The same player weighing every plan by its mean against the script's reply and the
    /// reply the enemy was seen to give last turn, each enemy unit doing what its bases were
    /// seen to do (`observed`; half the level's dice streams for each when a reply was seen,
    /// all of them for the script's alone when none was, two rounds over the units: `hard`'s
    /// budget): a person across the table plans against what the enemy has been doing, not
    /// against what a script would do. The variant `TRINCHERA_HARD=observed` measures, for
    /// measuring only (52.0% of 200 against `normal` on the tuning battles, as `hard`).
    pub fn mixed_observed(mut self) -> Computer {
        self.search.mixture = Mixture::Observed;
        self
    }

    /// The same player aiming each weapon by what it adds to the shots its side has declared
    /// at a target (`fire_share`): the variant `TRINCHERA_HARD=share` measures, for measuring
    /// only (56.5% against `normal` where `hard` as shipped gave 60.5%).
    pub fn sharing_fire(mut self) -> Computer {
        self.inner.share_fire();
        self
    }

    /// The same player weighing for each unit going round by either flank as well as the
    /// five behaviours: the variant `TRINCHERA_HARD=flank` measures, for measuring only (53.5%
    /// against `normal` where `hard` as shipped gave 60.5%).
    pub fn weighing_flanks(mut self) -> Computer {
        self.search.behaviours = &Behaviour::WITH_FLANKS;
        self
    }

    /// The same player weighing for each unit taking up a firing position as well as the
    /// five behaviours: the variant `TRINCHERA_HARD=positions` measures, for measuring only
    /// (52.5% of 200 against `normal` on the tuning battles, as `hard` as shipped).
    pub fn weighing_positions(mut self) -> Computer {
        self.search.behaviours = &Behaviour::WITH_POSITION;
        self
    }

    /// The same player going round its units under fresh dice streams each round: the
    /// variant `TRINCHERA_HARD=fresh` measures, for measuring only.
    pub fn fresh_rounds(mut self) -> Computer {
        self.search.fresh_rounds = true;
        self
    }

    /// The same player weighing, before its units' behaviours, a focus on one objective for
    /// all its troops: the variant `TRINCHERA_HARD=focus` measures, kept for measuring only.
    pub fn focusing(mut self) -> Computer {
        self.search.focus = true;
        self
    }

    /// The same player weighing for each unit only whether it presses on or keeps to the
    /// script: the variant `TRINCHERA_EASY=press` measures, for measuring only.
    pub fn pressing_only(mut self) -> Computer {
        self.search.behaviours = &[Behaviour::Steady, Behaviour::Advance];
        self
    }

    /// The same player changing one unit's behaviour a turn at most, the change worth most,
    /// among the three behaviours `easy` weighed before 4 December: the variant
    /// `TRINCHERA_EASY=one` measures, for measuring only.
    pub fn one_change_a_turn(mut self) -> Computer {
        self.search.one_change = true;
        self.advancing_too()
    }

    /// The same player weighing pressing on as well as keeping to the script and holding:
    /// `easy` as it was before 4 December, the variant `TRINCHERA_EASY=advance` measures, for
    /// measuring only (61.8% against `scripted` on the tuning battles, `normal` 59.1% against
    /// it on the measuring ones).
    pub fn advancing_too(mut self) -> Computer {
        self.search.behaviours = &[Behaviour::Steady, Behaviour::Advance, Behaviour::Hold];
        self
    }

    /// The same player searching once under each temper, with 12 dice streams and one round
    /// over its units each (a look-ahead budget near the level's own at `hard`), and the
    /// battles to the end choosing among the plans: the variant `TRINCHERA_HARD=tempers`
    /// measures, for measuring only (55.0% against `normal` on the tuning battles where `hard`
    /// as shipped gave 53.5% with the same build).
    pub fn under_every_temper(mut self) -> Computer {
        self.search.streams = 12;
        self.search.passes = 1;
        self.search.tempers = &EVERY_TEMPER;
        self
    }

    /// The same player looking ahead with dice keyed to what each die is for: the variant
    /// `TRINCHERA_HARD=keyed` measures, for measuring only (55.0% against `normal` on the
    /// tuning battles where `hard` gave 53.5%, though the keys narrow the spread of a paired
    /// difference by up to half).
    pub fn keying_dice(mut self) -> Computer {
        self.search.keyed_dice = true;
        self
    }

    /// The same player with one round over its units and keyed dice, the battles to the end
    /// then choosing among the plan found and each unit's second-best behaviour in it: the
    /// variant `TRINCHERA_HARD=ends` measures, for measuring only (59.0% against `normal` on
    /// the tuning battles, then 55.8% of 300 games on the measuring ones where `hard` gave
    /// 54.5%, thinking longer).
    pub fn neighbours_checked_to_the_end(mut self) -> Computer {
        self.search.passes = 1;
        self.search.keyed_dice = true;
        self.search.neighbours_to_the_end = true;
        self
    }

    /// The same player aiming fire as the `scripted` player does, by each weapon's odds, among
    /// the three behaviours `easy` weighed before 4 December: the variant `TRINCHERA_EASY=aim`
    /// measures, for measuring only (as strong as the script, 50.8% of 200, and `normal` 60.4%
    /// of 400 against it where it scored 59.1% against the `easy` of then).
    pub fn aiming_by_odds(mut self) -> Computer {
        self.search.aims_by_worth = false;
        self.advancing_too()
    }

    /// How it searches and aims, in words for a test to compare.
    #[cfg(test)]
    pub(crate) fn settings(&self) -> String {
        format!(
            "{:?} {} {}",
            self.search,
            self.inner.shares_fire(),
            self.inner.aims_between()
        )
    }

    /// The average worth of a plan over the shared dice streams.
    fn score(&mut self, game: &Game, side: usize, plan: &Plan) -> f64 {
        self.score_seeded(game, game, side, plan)
    }

    /// The average worths, to `side` and to the enemy, of `plan` against the enemy's `reply`
    /// over the shared dice streams.
    fn score_against(&mut self, game: &Game, side: usize, plan: &Plan, reply: &Plan) -> (f64, f64) {
        let streams = self.search.streams;
        let first = self.first_stream();
        let (ours, theirs) = (first..first + streams)
            .map(|k| {
                playout_against(
                    game,
                    side,
                    plan,
                    reply,
                    self.stream(game, side, k),
                    self.temper,
                )
            })
            .fold((0.0, 0.0), |(a, b), (x, y)| (a + x, b + y));
        self.playouts += streams;
        (ours / streams as f64, theirs / streams as f64)
    }

    /// Each of `tried` in turn, kept when it is worth more than the best so far (by a margin
    /// when the side is winning): the plan kept and its worth.
    fn keep_better(
        &mut self,
        game: &Game,
        side: usize,
        mut plan: Plan,
        mut best: f64,
        tried: Vec<Plan>,
    ) -> (Plan, f64) {
        let sure = margin(game, side);
        for candidate in tried {
            let v = self.score(game, side, &candidate);
            if v > best + sure {
                best = v;
                plan = candidate;
            }
        }
        (plan, best)
    }

    /// The mean worth of `plan` against each of `replies` (the script's alone scored as
    /// `score` does).
    fn score_mix(&mut self, game: &Game, side: usize, plan: &Plan, replies: &[Plan]) -> f64 {
        if replies.len() == 1 && replies[0] == Plan::default() {
            return self.score(game, side, plan);
        }
        let mut total = 0.0;
        for r in replies {
            total += self.score_against(game, side, plan, r).0;
        }
        total / replies.len() as f64
    }

    /// The first dice stream of this round: the same for every round unless each has its
    /// own. The end check's streams (from 1000) are never reached.
    fn first_stream(&self) -> u64 {
        if self.search.fresh_rounds {
            self.round * self.search.streams
        } else {
            0
        }
    }

    /// Look-ahead stream `k` from where `game` stands, keyed or not as it searches.
    fn stream(&self, game: &Game, side: usize, k: u64) -> Stream {
        Stream {
            seed: stream_seed(game, side, k),
            keyed: self.search.keyed_dice,
        }
    }

    /// `score` from `game`, with the dice streams of `seeds` (the game before a choice, so that
    /// every candidate choice is played under the same dice).
    fn score_seeded(&mut self, game: &Game, seeds: &Game, side: usize, plan: &Plan) -> f64 {
        let worth = self.mean_worth(game, seeds, side, plan, self.first_stream());
        let ends = self.search.ends_in_search;
        if ends == 0 {
            return worth;
        }
        let battles: f64 = (0..ends)
            .map(|k| {
                let stream = self.stream(seeds, side, IN_SEARCH + k);
                playout_to_end(game, side, plan, stream, self.temper)
            })
            .sum();
        self.playouts += ends;
        worth + ENDS_IN_SEARCH * battles / ends as f64
    }

    /// The mean worth of `plan` a look-ahead on (two turns when it plans two), over the
    /// search's number of dice streams from stream `first` of `seeds`.
    fn mean_worth(
        &mut self,
        game: &Game,
        seeds: &Game,
        side: usize,
        plan: &Plan,
        first: u64,
    ) -> f64 {
        let streams = self.search.streams;
        let dice: Vec<Stream> = (first..first + streams)
            .map(|k| self.stream(seeds, side, k))
            .collect();
        let (two_turns, temper) = (self.search.two_turns, self.temper);
        let worths = cores::in_order(dice.len(), |k| {
            let stream = dice[k];
            if two_turns {
                playout_two_turns(game, side, plan, stream, temper)
            } else {
                playout(game, side, plan, stream, temper)
            }
        });
        self.playouts += streams;
        let risk = self.search.risk;
        let lean = match (risk != 0.0).then(|| standing(seeds).leader).flatten() {
            Some(leader) if leader == side => -risk,
            Some(_) => risk,
            None => 0.0,
        };
        leaned_mean(&worths, lean)
    }

    /// Choose each unit's behaviour for this turn: search the behaviours unit by unit, verify
    /// the plan found by playing battles to the end, and explain both in Why?.
    fn choose_plan(&mut self, game: &Game, side: usize) -> Plan {
        if self.search.endgame > 1
            && game.scenario().turns.value.saturating_sub(game.turn()) < ENDGAME_TURNS
        {
            let kept = self.search;
            self.search.streams *= kept.endgame;
            self.search.checks *= kept.endgame;
            self.search.neighbours_to_the_end = true;
            self.search.endgame = 1;
            let plan = self.choose_plan(game, side);
            self.search = kept;
            return plan;
        }
        let units = acting_units(game, side);
        if !self.search.tempers.is_empty() {
            return self.choose_among_tempers(game, side, &units);
        }
        let (found, weighed) = self.search(game, side, &units);
        let next_to_it = if self.search.neighbours_to_the_end {
            neighbours(game, &units, &weighed, &found)
        } else {
            Vec::new()
        };
        let mut plans = vec![(msg!("course-look-ahead"), found)];
        plans.extend(next_to_it);
        let (plan, verdict) = self.verify(game, side, plans);
        self.explain(game, side, &units, &weighed, &plan);
        // Pushed after the units' thoughts, so that Why? (newest first) shows it above them.
        self.thoughts.extend(verdict);
        plan
    }

    /// A plan searched for under each temper in turn, and the battles to the end choosing
    /// among them, the `scripted` player's plan and any standing orders; Why? shows the units'
    /// choices as the search that found the plan followed weighed them.
    fn choose_among_tempers(&mut self, game: &Game, side: usize, units: &[usize]) -> Plan {
        let own = self.temper;
        let mut found: Vec<(Msg, Plan)> = Vec::new();
        let mut weighings = Vec::new();
        for &(temper, words) in self.search.tempers {
            self.temper = temper;
            let (plan, weighed) = self.search(game, side, units);
            if !found.iter().any(|(_, p)| *p == plan) {
                found.push((Msg::new(words), plan.clone()));
            }
            weighings.push((plan, weighed));
        }
        self.temper = own;
        let (plan, verdict) = self.verify(game, side, found);
        let weighed = weighings
            .iter()
            .find(|(p, _)| *p == plan)
            .or(weighings.first())
            .map(|(_, w)| w.clone())
            .unwrap_or_default();
        self.explain(game, side, units, &weighed, &plan);
        self.thoughts.extend(verdict);
        plan
    }

    /// One unit at a time, keeping a change of behaviour only when it is worth more in the
    /// look-ahead; then, for a player foreseeing replies (a variant measured and not kept), the
    /// enemy's reply foreseen and the plan improved against it: the plan found, and for each
    /// unit every behaviour tried (last time round) with its worth.
    fn search(
        &mut self,
        game: &Game,
        side: usize,
        units: &[usize],
    ) -> (Plan, Vec<Vec<(Behaviour, f64)>>) {
        let mut weighed: Vec<Vec<(Behaviour, f64)>> = vec![Vec::new(); units.len()];
        let mut plan = self.steady(game);
        let mut best = self.score(game, side, &plan);
        if self.search.focus {
            (plan, best) = self.choose_focus(game, side, plan, best);
        }
        if self.search.seeded {
            let n = game.units().len();
            let mut tried: Vec<Plan> = (self.search.behaviours.iter())
                .filter(|&&b| b != Behaviour::Steady)
                .map(|&b| Plan::every(n, b).grouped(self.search.groups))
                .collect();
            // The script still holds the plan followed last turn (none before the first).
            let last = self.inner.plan();
            if *last != Plan::default() && !tried.contains(last) && *last != plan {
                tried.push(last.clone());
            }
            (plan, best) = self.keep_better(game, side, plan, best, tried);
        }
        let mut replies = vec![Plan::default()];
        if self.search.mixture == Mixture::Advancing {
            replies.push(Plan::every(game.units().len(), Behaviour::Advance));
            best = self.score_mix(game, side, &plan, &replies);
        }
        let streams = self.search.streams;
        if self.search.mixture == Mixture::Observed {
            let enemy = 1 - side.min(1);
            let seen = (self.sighting.take()).and_then(|s| reply_seen(game, enemy, &s));
            self.sighting = Some(Sighting::of(game, enemy));
            if let Some(reply) = seen {
                replies.push(reply);
                // Half the streams against each of the two replies: the level's budget.
                self.search.streams = (streams / 2).max(1);
                best = self.score_mix(game, side, &plan, &replies);
            }
        }
        if self.search.mixture == Mixture::Predicted
            && let Some(reply) = self.predict_reply(game, side)
        {
            replies = vec![reply];
            best = self.score_mix(game, side, &plan, &replies);
        }
        for pass in 0..self.search.passes {
            self.round = pass as u64;
            if pass > 0 && self.search.fresh_rounds {
                best = self.score(game, side, &plan);
            }
            if pass > 0 && self.search.mixture == Mixture::Foreseen {
                let reply = self.foresee_reply(game, side, &plan);
                if reply != Plan::steady(game.units().len()) {
                    replies = vec![Plan::default(), reply];
                    best = self.score_mix(game, side, &plan, &replies);
                }
            }
            (plan, best) = self.improve(game, side, units, &replies, plan, best, &mut weighed);
            if pass == 0 && self.search.aims {
                (plan, best) = self.aim_units(game, side, units, plan, best);
            }
            if pass == 0 && self.search.fire_focus {
                let tried: Vec<Plan> = acting_units(game, 1 - side.min(1))
                    .into_iter()
                    .map(|u| plan.firing_at(u))
                    .collect();
                (plan, best) = self.keep_better(game, side, plan, best, tried);
            }
        }
        self.round = 0;
        if self.search.two_turns {
            // The turn after's behaviours, unit by unit, with this turn's as found.
            for &u in units {
                let now = plan.then_of(u);
                let tried: Vec<Plan> = (self.search.behaviours.iter())
                    .filter(|&&b| b != now)
                    .map(|&b| plan.with_then(u, b))
                    .collect();
                (plan, best) = self.keep_better(game, side, plan, best, tried);
            }
        }
        if self.search.by_element {
            // Each element on its own holding, pressing on or keeping to the script, whatever
            // its unit was told: a company's fire and movement split between its bases.
            for i in on_table_of(game, side) {
                let Some(u) = game.elements()[i].unit else {
                    continue;
                };
                let now = plan.of_element(i, Some(u));
                let tried: Vec<Plan> = [Behaviour::Steady, Behaviour::Hold, Behaviour::Advance]
                    .into_iter()
                    .filter(|&b| b != now)
                    .map(|b| plan.with_element(i, b))
                    .collect();
                (plan, best) = self.keep_better(game, side, plan, best, tried);
            }
        }
        for _ in 0..self.search.replies {
            let reply = self.foresee_reply(game, side, &plan);
            let start = self.score_against(game, side, &plan, &reply).0;
            plan = self
                .improve(game, side, units, &[reply], plan, start, &mut weighed)
                .0;
        }
        self.search.streams = streams;
        (plan, weighed)
    }

    /// Each unit in turn sent for each objective other than the one it makes for, a change
    /// kept when it is worth more.
    fn aim_units(
        &mut self,
        game: &Game,
        side: usize,
        units: &[usize],
        mut plan: Plan,
        mut best: f64,
    ) -> (Plan, f64) {
        let objectives = game.scenario().objectives.len();
        if objectives < 2 {
            return (plan, best);
        }
        for &u in units {
            let now = plan.aim_of(Some(u));
            let tried: Vec<Plan> = (0..objectives)
                .filter(|&k| Some(k) != now)
                .map(|k| plan.with_aim(u, k))
                .collect();
            (plan, best) = self.keep_better(game, side, plan, best, tried);
        }
        (plan, best)
    }

    /// Every unit making for one objective, each objective in turn, against each making for
    /// the nearest: the focus kept when it is worth more than `best` (by a margin when the
    /// side is winning), and told in Why?.
    fn choose_focus(&mut self, game: &Game, side: usize, plan: Plan, best: f64) -> (Plan, f64) {
        let objectives: Vec<String> = game
            .scenario()
            .objectives
            .iter()
            .map(|o| o.name.clone())
            .collect();
        if objectives.len() < 2 {
            return (plan, best);
        }
        let sure = margin(game, side);
        let mut weighed = vec![(msg!("why-focus-nearest"), best)];
        let (mut plan, mut best) = (plan, best);
        for (k, name) in objectives.iter().enumerate() {
            let candidate = plan.focused(Some(k));
            let v = self.score(game, side, &candidate);
            weighed.push((msg!("why-focus-on", objective = name), v));
            if v > best + sure {
                best = v;
                plan = candidate;
            }
        }
        weighed.sort_by(|a, b| b.1.total_cmp(&a.1));
        weighed.truncate(3);
        self.thoughts.push(Thought {
            turn: game.turn(),
            phase: Phase::Movement,
            side,
            choice: match plan.focus() {
                Some(k) => msg!("why-focus", objective = &objectives[k]),
                None => msg!("why-focus-nearest"),
            },
            candidates: weighed,
            measure: msg!("why-behaviour-measure", lead = SURE),
        });
        (plan, best)
    }

    /// One round over `units`, each behaviour tried against the enemy's `reply` (the
    /// `scripted` player's own when it is the default plan); a change is kept when it is worth
    /// more than `best`, by a margin when the side is winning.
    #[allow(clippy::too_many_arguments)]
    fn improve(
        &mut self,
        game: &Game,
        side: usize,
        units: &[usize],
        replies: &[Plan],
        mut plan: Plan,
        mut best: f64,
        weighed: &mut [Vec<(Behaviour, f64)>],
    ) -> (Plan, f64) {
        let sure = margin(game, side);
        // With one change a turn every candidate changes the plan as it came, and the best of
        // them all is kept.
        let base = plan.clone();
        for (k, &u) in units.iter().enumerate() {
            let mut here = vec![(plan.of(Some(u)), best)];
            for &b in self.search.behaviours {
                if b == plan.of(Some(u)) {
                    continue;
                }
                let candidate = if self.search.one_change {
                    base.with(u, b)
                } else {
                    plan.with(u, b)
                };
                let v = self.score_mix(game, side, &candidate, replies);
                here.push((b, v));
                if v > best + sure {
                    best = v;
                    plan = candidate;
                }
            }
            weighed[k] = here;
        }
        (plan, best)
    }

    /// The plan `normal` would choose for the enemy from the table as it stands (its units'
    /// behaviours weighed against this side keeping to the script), told in Why?; `None` when
    /// it would keep every unit to the script, whose reply the look-ahead plays anyway.
    fn predict_reply(&mut self, game: &Game, side: usize) -> Option<Plan> {
        let enemy = 1 - side.min(1);
        let units = acting_units(game, enemy);
        if units.is_empty() {
            return None;
        }
        let mut model = Computer::new(Level::Normal, Temper::BALANCED, "normal");
        model.search.groups = self.search.groups;
        let (reply, _) = model.search(game, enemy, &units);
        self.playouts += model.playouts;
        if reply == model.steady(game) {
            return None;
        }
        self.tell_reply(game, side, &reply, Vec::new());
        Some(reply)
    }

    /// Why? says the enemy's reply foreseen: each enemy unit not keeping to the script, and
    /// the scores weighed, if any. Nothing when every unit keeps to it.
    fn tell_reply(&mut self, game: &Game, side: usize, reply: &Plan, candidates: Vec<(Msg, f64)>) {
        let foreseen: Vec<Msg> = acting_units(game, 1 - side.min(1))
            .into_iter()
            .filter(|&u| reply.of(Some(u)) != Behaviour::Steady)
            .map(|u| unit_behaviour(game, u, reply.of(Some(u))))
            .collect();
        if foreseen.is_empty() {
            return;
        }
        self.thoughts.push(Thought {
            turn: game.turn(),
            phase: Phase::Movement,
            side,
            choice: msg!(
                "why-enemy-reply",
                units = Arg::msgs(foreseen, "join-semicolon")
            ),
            candidates,
            measure: msg!("why-enemy-reply-measure"),
        });
    }

    /// The enemy's reply to `plan`: its units' behaviours chosen by the same search from its
    /// side, each change kept when it is worth more to the enemy, under the same dice streams.
    fn foresee_reply(&mut self, game: &Game, side: usize, plan: &Plan) -> Plan {
        let enemy = 1 - side.min(1);
        let mut reply = Plan::steady(game.units().len());
        let mut best = self.score_against(game, side, plan, &reply).1;
        for u in acting_units(game, enemy) {
            for &b in self.search.behaviours {
                if b == reply.of(Some(u)) {
                    continue;
                }
                let candidate = reply.with(u, b);
                let v = self.score_against(game, side, plan, &candidate).1;
                if v > best + 1e-9 {
                    best = v;
                    reply = candidate;
                }
            }
        }
        self.tell_reply(
            game,
            side,
            &reply,
            vec![(msg!("why-enemy-reply-worth"), best)],
        );
        reply
    }

    /// Play the plans found (the search's, and for the variants that weigh more, its
    /// neighbours or a plan for each temper), the `scripted` plan and, for a side ahead on a
    /// brigade defeated, its standing orders to the battle's end under the same dice, and
    /// follow whichever did best (see `end_check`): the plan to follow, and the thought that
    /// says why.
    fn verify(
        &mut self,
        game: &Game,
        side: usize,
        found: Vec<(Msg, Plan)>,
    ) -> (Plan, Option<Thought>) {
        let steady = self.steady(game);
        let checks = self.search.checks;
        let mut courses = Vec::new();
        for (words, p) in found {
            if p != steady && !courses.iter().any(|c: &Course| c.plan == p) {
                courses.push(Course::this_turn(words, p));
            }
        }
        let searched_otherwise = !courses.is_empty();
        let plan = courses
            .first()
            .map_or_else(|| steady.clone(), |c| c.plan.clone());
        if self.search.plan_kept && searched_otherwise {
            courses.push(Course {
                words: msg!("course-plan-kept-to-the-end"),
                plan: plan.clone(),
                kept: true,
            });
        }
        courses.push(Course::this_turn(msg!("course-all-steady"), steady.clone()));
        courses.extend(guarding_courses(game, side).into_iter().map(|mut c| {
            c.plan = c.plan.grouped(self.search.groups);
            c
        }));
        if courses.len() <= 1 || checks == 0 {
            return (plan, None);
        }
        let seeds: Vec<Stream> = (0..checks)
            .map(|k| self.stream(game, side, 1000 + k))
            .collect();
        let check = EndCheck::run(game, side, &courses, &seeds, self.temper);
        self.playouts += courses.len() as u64 * checks;
        let (scores, measure) = match self.search.blend {
            Some(per_worth) => {
                // Under dice streams of their own: the plan found is the best of many under
                // the search's streams, and its worth there is higher by their luck.
                let worths: Vec<f64> = courses
                    .iter()
                    .map(|c| self.mean_worth(game, game, side, &c.plan, FRESH))
                    .collect();
                (
                    check.blended(&worths, per_worth),
                    msg!(
                        "why-check-blend-measure",
                        checks = checks,
                        per_worth = per_worth
                    ),
                )
            }
            None => (check.means(), msg!("why-check-measure", checks = checks)),
        };
        let course = &courses[first_best(&scores)];
        let choice = if course.kept {
            msg!("why-check-standing-orders", course = course.words.clone())
        } else if course.plan == steady && searched_otherwise {
            msg!("why-check-steady-did-better")
        } else {
            msg!("why-check-plan-holds-up")
        };
        let verdict = Thought {
            turn: game.turn(),
            phase: Phase::Movement,
            side,
            choice,
            candidates: courses
                .iter()
                .map(|c| c.words.clone())
                .zip(scores)
                .collect(),
            measure,
        };
        (course.plan.clone(), Some(verdict))
    }

    /// Each unit's behaviour as Why? shows it: the one chosen first, then the best others
    /// tried, three in all, each behaviour once with its best score.
    fn explain(
        &mut self,
        game: &Game,
        side: usize,
        units: &[usize],
        weighed: &[Vec<(Behaviour, f64)>],
        plan: &Plan,
    ) {
        for (k, &u) in units.iter().enumerate() {
            let mut shown = weighed[k].clone();
            shown.sort_by(|a, b| b.1.total_cmp(&a.1));
            let mut seen = Vec::new();
            shown.retain(|c| {
                let first = !seen.contains(&c.0);
                seen.push(c.0);
                first
            });
            // The choice may score below another: kept for want of a clear lead (`margin`), or
            // by the battles played to the end. Listed best first it read as the lower one
            // chosen over the higher; first, it reads as the choice, the others after it.
            let chosen = plan.of(Some(u));
            if let Some(at) = shown.iter().position(|c| c.0 == chosen) {
                let c = shown.remove(at);
                shown.insert(0, c);
            }
            shown.truncate(3);
            self.thoughts.push(Thought {
                turn: game.turn(),
                phase: Phase::Movement,
                side,
                choice: unit_behaviour(game, u, chosen),
                candidates: shown.into_iter().map(|(b, v)| (b.msg(), v)).collect(),
                measure: msg!("why-behaviour-measure", lead = SURE),
            });
        }
    }

    /// Say why a fire order aims where it does: its odds, and the other targets it had.
    fn explain_fire(&mut self, game: &Game, side: usize, order: &Order) {
        let Order::Fire {
            element,
            target,
            weapon,
            ..
        } = order
        else {
            return;
        };
        let Ok(i) = game.element_index(element) else {
            return;
        };
        let def = game.def(&game.elements()[i]);
        let mount = def
            .weapons
            .iter()
            .position(|m| Some(&m.weapon.value) == weapon.as_ref())
            .unwrap_or(0);
        // The targets as the choice weighed them: each knockout by what it is worth (a tank, a
        // base on an objective, one that brings a brigade nearer defeat), each pin likewise.
        let mut options: Vec<(String, f64, f64, f64)> = targets_in_reach(game, i)
            .iter()
            .filter_map(|(t, m)| {
                usable(game, i, mount, m).map(|w| {
                    let label = game.elements()[*t].label.clone();
                    let value = self.inner.target_worth().of_shot(*t, w.p_knockout, w.p_pin);
                    (label, w.p_knockout, w.p_pin, value)
                })
            })
            .collect();
        options.sort_by(|a, b| b.3.total_cmp(&a.3));
        let aimed = game
            .element_index(target)
            .map_or(target.clone(), |t| game.elements()[t].label.clone());
        let odds = options.iter().find(|o| o.0 == aimed).map_or(0.0, |o| o.1);
        self.thoughts.push(Thought {
            turn: game.turn(),
            phase: Phase::DirectFire,
            side,
            choice: msg!(
                "why-fire",
                element = &game.elements()[i].label,
                target = aimed,
                knock_out = percent(odds)
            ),
            candidates: options
                .into_iter()
                .take(3)
                .map(|(l, ko, pin, value)| {
                    (
                        msg!(
                            "why-fire-target",
                            target = l,
                            knock_out = percent(ko),
                            pin = percent(pin)
                        ),
                        value,
                    )
                })
                .collect(),
            measure: msg!("why-fire-measure"),
        });
    }
}

/// The mean of `worths` and `lean` times their standard deviation: the mean alone, to the
/// bit, when `lean` is 0.
fn leaned_mean(worths: &[f64], lean: f64) -> f64 {
    let n = worths.len().max(1) as f64;
    let mean = worths.iter().sum::<f64>() / n;
    if lean == 0.0 {
        return mean;
    }
    let spread = worths.iter().map(|w| (w - mean).powi(2)).sum::<f64>() / n;
    mean + lean * spread.sqrt()
}

/// The lead a change of plan needs: `SURE` for a side that is winning, any for one that is not.
fn margin(game: &Game, side: usize) -> f64 {
    if standing(game).leader == Some(side) {
        SURE
    } else {
        1e-9
    }
}

/// The plans next to `plan`: for each unit, the plan with the unit's second-best behaviour
/// as the search weighed it (its best when the plan kept another), named for the change.
fn neighbours(
    game: &Game,
    units: &[usize],
    weighed: &[Vec<(Behaviour, f64)>],
    plan: &Plan,
) -> Vec<(Msg, Plan)> {
    units
        .iter()
        .zip(weighed)
        .filter_map(|(&u, tried)| {
            let now = plan.of(Some(u));
            let other = tried
                .iter()
                .filter(|(b, _)| *b != now)
                .max_by(|a, b| a.1.total_cmp(&b.1))?
                .0;
            Some((unit_behaviour(game, u, other), plan.with(u, other)))
        })
        .collect()
}

/// A chance as a whole percentage, as Why? shows it.
fn percent(p: f64) -> f64 {
    (p * 100.0).round()
}

/// "unit: behaviour", as Why? says a unit's behaviour for the turn.
fn unit_behaviour(game: &Game, u: usize, b: Behaviour) -> Msg {
    msg!(
        "why-unit-behaviour",
        unit = &game.units()[u].name,
        behaviour = b.msg()
    )
}

/// Units of `side` with an element on the table: the ones a behaviour can matter to.
pub(crate) fn acting_units(game: &Game, side: usize) -> Vec<usize> {
    let mut units: Vec<usize> = on_table_of(game, side)
        .into_iter()
        .filter_map(|i| game.elements()[i].unit)
        .collect();
    units.sort_unstable();
    units.dedup();
    units
}

/// The seed of look-ahead stream `k`: drawn from where the game stands (its turn, the side,
/// how many dice have been rolled), never from the game's own dice, so the same game gives the
/// same choices and the choices say nothing of the dice to come.
fn stream_seed(game: &Game, side: usize, k: u64) -> u64 {
    crate::rules::dice::mix(
        0x9e37_79b9_7f4a_7c15u64
            ^ (u64::from(game.turn()) << 40)
            ^ ((side as u64) << 32)
            ^ (game.log().len() as u64)
            ^ (k << 48),
    )
}

impl Player for Computer {
    fn name(&self) -> &'static str {
        self.name
    }

    fn next_order(&mut self, game: &Game, side: usize) -> Order {
        if game.phase() == Phase::Movement
            && game.active() == side
            && self.planned != Some((game.turn(), side))
        {
            self.planned = Some((game.turn(), side));
            let plan = self.choose_plan(game, side);
            self.inner.set_plan(plan);
        }
        if self.search.aims_by_worth && matches!(game.phase(), Phase::DirectFire | Phase::Artillery)
        {
            let mut worth = target_worth(game);
            if self.search.supports_assaults {
                support_assaults(game, side, &mut worth);
            }
            self.inner.set_target_worth(worth);
        }
        let order = self.inner.next_order(game, side);
        self.explain_fire(game, side, &order);
        order
    }

    fn refused(&mut self, order: &Order, why: &crate::rules::Rejection) {
        self.inner.refused(order, why);
    }

    fn thoughts(&mut self) -> Vec<Thought> {
        std::mem::take(&mut self.thoughts)
    }

    /// Both orders of play looked ahead under the same dice streams; the initiative's order is
    /// kept unless the other is worth more.
    fn choose_move_first(&mut self, game: &Game, side: usize) -> Option<bool> {
        if game.choosing() != Some(side) {
            return None;
        }
        let as_now = game.move_order()[0] == side;
        let mut weighed = Vec::new();
        for first in [as_now, !as_now] {
            let mut g = game.imagined(0);
            if g.apply(&move_first(game, side, first)).is_err() {
                continue;
            }
            let v = self.score_seeded(&g, game, side, &self.steady(game));
            weighed.push((first, v));
        }
        let &(first, _) =
            weighed
                .iter()
                .fold(None, |best: Option<&(bool, f64)>, c| match best {
                    Some(b) if b.1 >= c.1 => Some(b),
                    _ => Some(c),
                })?;
        let words = |f: bool| {
            if f {
                msg!("why-move-first")
            } else {
                msg!("why-move-second")
            }
        };
        self.thoughts.push(Thought {
            turn: game.turn(),
            phase: Phase::Movement,
            side,
            choice: msg!(
                "why-who-moves-first",
                side = game.side_name(side),
                order = words(first)
            ),
            candidates: weighed.iter().map(|&(f, v)| (words(f), v)).collect(),
            measure: msg!("why-who-moves-first-measure"),
        });
        Some(first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn why_lists_a_units_chosen_behaviour_first_even_below_a_higher_score() {
        // Winning, a change of plan needs a lead of `SURE`: holding (1.0) is kept against
        // pressing on (1.2). Why? lists the choice first, then the best others, three in all.
        let g = crate::rules::Game::new(
            std::sync::Arc::new(
                crate::scenario::parse(
                    "default.ron",
                    crate::scenario::DEFAULT_SCENARIO,
                    &crate::ruleset::Ruleset::default_rules(),
                )
                .unwrap(),
            ),
            std::sync::Arc::new(crate::ruleset::Ruleset::default_rules()),
            crate::rules::dice::DiceSource::Seeded(1),
        )
        .unwrap();
        let mut c = Computer::new(Level::Easy, Temper::BALANCED, "easy");
        let weighed = vec![vec![
            (Behaviour::Advance, 1.2),
            (Behaviour::Hold, 1.0),
            (Behaviour::FallBack, 0.3),
            (Behaviour::Steady, 0.9),
            (Behaviour::Advance, 0.7),
        ]];
        let plan = Plan::steady(g.units().len()).with(0, Behaviour::Hold);
        c.explain(&g, 0, &[0], &weighed, &plan);
        let shown: Vec<(Msg, f64)> = c.thoughts.last().unwrap().candidates.clone();
        assert_eq!(
            shown,
            [
                (Behaviour::Hold.msg(), 1.0),
                (Behaviour::Advance.msg(), 1.2),
                (Behaviour::Steady.msg(), 0.9),
            ]
        );
    }

    #[test]
    fn a_side_behind_adds_a_quarter_of_the_spread_and_one_ahead_takes_it() {
        // The variant `risk` (measured, not kept): worths 10, 20, 30 and 40 over four
        // streams have a mean of 25 and a standard deviation of √125.
        let worths = [10.0, 20.0, 30.0, 40.0];
        assert_eq!(leaned_mean(&worths, 0.0), 25.0);
        assert!((leaned_mean(&worths, RISK) - (25.0 + 0.25 * 125f64.sqrt())).abs() < 1e-12);
        assert!((leaned_mean(&worths, -RISK) - (25.0 - 0.25 * 125f64.sqrt())).abs() < 1e-12);
        assert_eq!(leaned_mean(&[7.0; 16], RISK), 7.0);
    }
}
