//! What a unit is told to do this turn: the few behaviours the `scripted` player's rules can
//! follow, one per unit, which the computer opponent chooses among by looking ahead. A `Plan`
//! holds one behaviour for each unit; the `scripted` player's own is `Steady` for all.

use std::fmt;

use crate::words::Msg;

/// One unit's behaviour for a turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Behaviour {
    /// The `scripted` player's rules: advance by bounds from cover to cover when attacking,
    /// sit on the objectives when defending, hold ground with a good shot.
    #[default]
    Steady,
    /// Press on to the objectives (or at the nearest enemy) flat out, fearing the guns less and
    /// not stopping for a shot.
    Advance,
    /// Stay where it stands and shoot; close only when the odds clearly favour it.
    Hold,
    /// Close with the enemy: assault at even odds or better, and head for the nearest enemy.
    Assault,
    /// Draw back out of the enemy's reach into cover, to unpin, rally and live.
    FallBack,
    /// Press on to the objective by a point beside it, to the left of the way straight there,
    /// and from there onto it: round a defence facing the straight way in.
    FlankLeft,
    /// The same by the right.
    FlankRight,
    /// Take up a firing position: hold where it has a good shot, else make from cover to
    /// cover for a place within its weapons' reach of the nearest enemy, and stop there.
    Position,
}

impl Behaviour {
    pub const ALL: [Behaviour; 5] = [
        Behaviour::Steady,
        Behaviour::Advance,
        Behaviour::Hold,
        Behaviour::Assault,
        Behaviour::FallBack,
    ];

    /// The five, and going round by either flank: what a player weighing flanks considers.
    pub const WITH_FLANKS: [Behaviour; 7] = [
        Behaviour::Steady,
        Behaviour::Advance,
        Behaviour::Hold,
        Behaviour::Assault,
        Behaviour::FallBack,
        Behaviour::FlankLeft,
        Behaviour::FlankRight,
    ];

    /// The five, and taking up a firing position: what a player weighing positions
    /// considers.
    pub const WITH_POSITION: [Behaviour; 6] = [
        Behaviour::Steady,
        Behaviour::Advance,
        Behaviour::Hold,
        Behaviour::Assault,
        Behaviour::FallBack,
        Behaviour::Position,
    ];

    /// What it is, as the computer's reasons say it.
    pub fn msg(self) -> Msg {
        Msg::new(match self {
            Behaviour::Steady => "behaviour-steady",
            Behaviour::Advance => "behaviour-advance",
            Behaviour::Hold => "behaviour-hold",
            Behaviour::Assault => "behaviour-assault",
            Behaviour::FallBack => "behaviour-fall-back",
            Behaviour::FlankLeft => "behaviour-flank-left",
            Behaviour::FlankRight => "behaviour-flank-right",
            Behaviour::Position => "behaviour-position",
        })
    }
}

impl fmt::Display for Behaviour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.msg().text())
    }
}

/// A behaviour for each unit, by the unit's index in the game; units it does not name are
/// `Steady`, as are elements in no unit (brigade HQs). With a focus, the side's troops make for
/// that one objective (its index in the scenario) rather than each for the objective nearest it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Plan {
    units: Vec<Behaviour>,
    focus: Option<usize>,
    /// Behaviours told to single elements, over their unit's.
    elements: Vec<Option<Behaviour>>,
    /// Each unit's behaviour the turn after (empty: `Steady` for all), for a look-ahead of
    /// two turns.
    then: Vec<Behaviour>,
    /// The objective each unit makes for (its index in the scenario), over the focus.
    aims: Vec<Option<usize>>,
    /// The enemy unit (by index) the side's fire is drawn to, if one.
    fire_at: Option<usize>,
    /// Whether the side moves bases standing together as one group, for one action point
    /// [SRC], rather than base by base.
    in_groups: bool,
}

impl Plan {
    /// Everyone `Steady`.
    pub fn steady(units: usize) -> Plan {
        Plan::every(units, Behaviour::Steady)
    }

    /// Every unit told to do `b`.
    pub fn every(units: usize, b: Behaviour) -> Plan {
        Plan {
            units: vec![b; units],
            focus: None,
            elements: Vec::new(),
            then: Vec::new(),
            aims: Vec::new(),
            fire_at: None,
            in_groups: false,
        }
    }

    /// The objective an element of `unit` makes for, if it is told one: its unit's, else the
    /// side's focus.
    pub fn aim_of(&self, unit: Option<usize>) -> Option<usize> {
        unit.and_then(|u| self.aims.get(u).copied().flatten())
            .or(self.focus)
    }

    /// The same plan with unit `u` making for objective `k`.
    pub fn with_aim(&self, u: usize, k: usize) -> Plan {
        let mut next = self.clone();
        put(&mut next.aims, u, Some(k), None);
        next
    }

    /// Whether the side moves bases standing together as one group.
    pub fn in_groups(&self) -> bool {
        self.in_groups
    }

    /// The same plan, its bases moved in groups or not.
    pub fn grouped(self, in_groups: bool) -> Plan {
        Plan { in_groups, ..self }
    }

    /// The script's own plan, moving in groups as this one does: what a side follows after
    /// the turn a look-ahead weighs.
    pub fn script_after(&self) -> Plan {
        Plan::default().grouped(self.in_groups)
    }

    /// The enemy unit the side's fire is drawn to, if one.
    pub fn fire_at(&self) -> Option<usize> {
        self.fire_at
    }

    /// The same plan with the side's fire drawn to enemy unit `u`.
    pub fn firing_at(&self, u: usize) -> Plan {
        Plan {
            fire_at: Some(u),
            ..self.clone()
        }
    }

    /// The behaviour of an element's unit.
    pub fn of(&self, unit: Option<usize>) -> Behaviour {
        unit.and_then(|u| self.units.get(u).copied())
            .unwrap_or_default()
    }

    /// The behaviour of element `i`, of `unit`: its own if told one, else its unit's.
    pub fn of_element(&self, i: usize, unit: Option<usize>) -> Behaviour {
        self.elements
            .get(i)
            .copied()
            .flatten()
            .unwrap_or_else(|| self.of(unit))
    }

    /// The same plan with element `i` told to do `b`.
    pub fn with_element(&self, i: usize, b: Behaviour) -> Plan {
        let mut next = self.clone();
        put(&mut next.elements, i, Some(b), None);
        next
    }

    /// The plan for the turn after: its units' behaviours then, the same focus.
    pub fn next_turn(&self) -> Plan {
        Plan {
            units: self.then.clone(),
            focus: self.focus,
            elements: Vec::new(),
            then: Vec::new(),
            aims: self.aims.clone(),
            fire_at: self.fire_at,
            in_groups: self.in_groups,
        }
    }

    /// Unit `u`'s behaviour the turn after.
    pub fn then_of(&self, u: usize) -> Behaviour {
        self.then.get(u).copied().unwrap_or_default()
    }

    /// The same plan with unit `u` told to do `b` the turn after.
    pub fn with_then(&self, u: usize, b: Behaviour) -> Plan {
        let mut next = self.clone();
        put(&mut next.then, u, b, Behaviour::Steady);
        next
    }

    /// The same plan with unit `u` told to do `b`.
    pub fn with(&self, u: usize, b: Behaviour) -> Plan {
        let mut next = self.clone();
        put(&mut next.units, u, b, Behaviour::Steady);
        next
    }

    /// The objective (its index in the scenario) the side makes for, if one.
    pub fn focus(&self) -> Option<usize> {
        self.focus
    }

    /// The same plan making for objective `k` (or, with `None`, each for the nearest).
    pub fn focused(&self, k: Option<usize>) -> Plan {
        Plan {
            focus: k,
            ..self.clone()
        }
    }
}

/// `list[k] = v`, the list first grown to reach `k` with `untold` for the places not yet
/// named (a unit or element told nothing keeps to the script).
fn put<T: Clone>(list: &mut Vec<T>, k: usize, v: T, untold: T) {
    if list.len() <= k {
        list.resize(k + 1, untold);
    }
    list[k] = v;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plan_changes_one_unit_at_a_time_and_everyone_else_is_steady() {
        let p = Plan::steady(3).with(1, Behaviour::Assault);
        assert_eq!(p.of(Some(1)), Behaviour::Assault);
        assert_eq!(p.of(Some(0)), Behaviour::Steady);
        assert_eq!(p.of(None), Behaviour::Steady);
        assert_eq!(p.of(Some(9)), Behaviour::Steady);
        assert_eq!(
            Plan::default().with(4, Behaviour::Hold).of(Some(4)),
            Behaviour::Hold
        );
        let f = Plan::steady(3).focused(Some(2));
        assert_eq!(f.focus(), Some(2));
        assert_eq!(f.with(1, Behaviour::Advance).focus(), Some(2));
        assert_ne!(f, Plan::steady(3));
    }
}
