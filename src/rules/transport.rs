//! Mounting, dismounting, limbering and unlimbering [SRC]: 1 AP, as a group if adjacent.
//! A truck or wagon carries one element of troops and tows one gun; a limber tows one gun [INF].

use super::game::{Game, Status};
use super::movement::ApCost;
use super::order::{OrderResult, Rejection, RuleId};
use crate::geom::{Base, bearing_vector};
use crate::ruleset::Cargo;

impl Game {
    fn cargo_of(&self, transport: usize, kind: Cargo) -> Option<usize> {
        self.elements
            .iter()
            .position(|e| e.carried_by == Some(transport) && self.def(e).cargo() == Some(kind))
    }

    /// Load `cargo` into `transport`, checking side, kind, room and adjacency.
    pub(super) fn load(
        &mut self,
        cargo: usize,
        transport: usize,
        kind: Cargo,
        verb: &str,
    ) -> OrderResult {
        self.check_movable(cargo)?;
        self.check_movable(transport)?;
        let (c, t) = (&self.elements[cargo], &self.elements[transport]);
        if c.side != t.side {
            return Err(Rejection::new(
                RuleId::NotAnEnemy,
                msg!("rej-not-an-enemy-3", who = &t.label),
            ));
        }
        if self.def(c).cargo() != Some(kind) {
            return Err(Rejection::new(
                RuleId::Cargo,
                msg!("rej-cargo", who = &c.label, verb = verb_words(verb)),
            ));
        }
        if !self.def(t).carries.contains(&kind) {
            return Err(Rejection::new(
                RuleId::Cargo,
                msg!(
                    "rej-cargo-2",
                    who = &t.label,
                    cargo = if kind == Cargo::Troops {
                        "troops"
                    } else {
                        "guns"
                    }
                ),
            ));
        }
        if let Some(other) = self.cargo_of(transport, kind) {
            return Err(Rejection::new(
                RuleId::Cargo,
                msg!(
                    "rej-cargo-3",
                    who = &t.label,
                    other = &self.elements[other].label
                ),
            ));
        }
        let gap = c.base.distance(&t.base);
        if gap > self.rules.movement.adjacent + 1e-4 {
            return Err(Rejection::new(
                RuleId::Adjacent,
                msg!(
                    "rej-adjacent",
                    who = &c.label,
                    gap = format!("{:.1}", gap),
                    other = &t.label,
                    adjacent = self.rules.movement.adjacent,
                    verb = verb_words(verb)
                ),
            ));
        }
        let at = self.elements[transport].base;
        let c = &mut self.elements[cargo];
        c.status = Status::Carried;
        c.carried_by = Some(transport);
        c.moved = true;
        c.base = c.base.moved(at.center, at.facing);
        Ok(())
    }

    /// Set the element down just behind its transport, facing the same way.
    pub(super) fn unload(&mut self, cargo: usize) -> OrderResult {
        let place = self.unload_place(cargo)?;
        let c = &mut self.elements[cargo];
        c.base = place;
        c.status = Status::Ready;
        c.carried_by = None;
        c.moved = true;
        Ok(())
    }

    /// Where `unload` would set the element down, or why it cannot: not carried, its transport
    /// not free to act, or no room behind it.
    fn unload_place(&self, cargo: usize) -> Result<Base, Rejection> {
        let c = &self.elements[cargo];
        let Some(transport) = c.carried_by.filter(|_| c.status == Status::Carried) else {
            return Err(Rejection::new(
                RuleId::NotCarried,
                msg!("rej-not-carried", who = &c.label),
            ));
        };
        self.check_movable(transport)?;
        let t = self.elements[transport].base;
        // A small gap so the troops do not stand on their truck (geometry, not a rule).
        let back = -bearing_vector(t.facing) * (t.depth / 2.0 + c.base.depth / 2.0 + 0.05);
        let place: Base = c.base.moved(t.center + back, t.facing);
        if let Some(why) = self.blocked_at(cargo, &place, &[cargo, transport]) {
            return Err(Rejection::new(
                RuleId::NoRoom,
                msg!(
                    "rej-no-room",
                    who = &self.elements[cargo].label,
                    other = &self.elements[transport].label,
                    why = why
                ),
            ));
        }
        Ok(place)
    }

    /// What setting `cargo` down alone would cost its unit (dismounting troops, unlimbering a
    /// gun), or the rule that forbids it now: the checks of `Dismount` and `Unlimber` for one
    /// element, without doing it. The AP left is not checked: the caller compares.
    pub fn unload_cost(&self, cargo: usize) -> Result<ApCost, Rejection> {
        self.unload_place(cargo)?;
        let verb = match self.def(&self.elements[cargo]).cargo() {
            Some(Cargo::Guns) => "unlimber",
            // Only cargo is ever carried: what is not a gun rode as troops.
            _ => "dismount",
        };
        Ok(self.ap_cost(
            &[cargo],
            self.rules.movement.transport_cost,
            msg!("act-transport", verb = verb_words(verb)),
        ))
    }

    /// Phase and side checks without the "is it on the table" check (cargo is not).
    fn check_movable(&self, ei: usize) -> OrderResult {
        let e = &self.elements[ei];
        if self.phase != super::game::Phase::Movement || e.side != self.active {
            let rule = if self.phase == super::game::Phase::Movement {
                RuleId::NotYourTurn
            } else {
                RuleId::WrongPhase
            };
            return Err(Rejection::new(
                rule,
                msg!("rej-transport-movement", who = &e.label),
            ));
        }
        if e.pinned {
            return Err(Rejection::new(
                RuleId::Pinned,
                msg!("rej-pinned-3", who = &e.label),
            ));
        }
        if matches!(e.status, Status::Awaiting | Status::KnockedOut) {
            return Err(Rejection::new(
                RuleId::NotOnTable,
                msg!("rej-not-on-table", who = &e.label),
            ));
        }
        Ok(())
    }

    /// Where an element stands, or its transport if it is carried.
    pub(super) fn anchor(&self, ei: usize) -> Base {
        match self.elements[ei].carried_by {
            Some(t) => self.elements[t].base,
            None => self.elements[ei].base,
        }
    }

    pub(super) fn ids(&self, ids: &[String]) -> Result<Vec<usize>, Rejection> {
        if ids.is_empty() {
            return Err(Rejection::new(
                RuleId::MalformedOrder,
                msg!("rej-malformed-order-4"),
            ));
        }
        ids.iter().map(|id| self.element_index(id)).collect()
    }

    pub(super) fn order_mount(&mut self, ids: &[String], into: &str) -> OrderResult {
        let items = self.ids(ids)?;
        let transport = self.element_index(into)?;
        if items.len() > 1 {
            return Err(Rejection::new(
                RuleId::Cargo,
                msg!("rej-cargo-4", who = &self.elements[transport].label),
            ));
        }
        let cost = self.ap_cost(
            &items,
            self.rules.movement.transport_cost,
            msg!("act-transport", verb = verb_words("mount")),
        );
        self.load(items[0], transport, Cargo::Troops, "mount")?;
        self.pay(&cost, &items)
    }

    pub(super) fn order_dismount(&mut self, ids: &[String]) -> OrderResult {
        let items = self.ids(ids)?;
        let anchors: Vec<Base> = items.iter().map(|e| self.anchor(*e)).collect();
        self.transport_group(&items, &anchors, "dismount")?;
        let cost = self.ap_cost(
            &items,
            self.rules.movement.transport_cost,
            msg!("act-transport", verb = verb_words("dismount")),
        );
        for &ei in &items {
            if self.def(&self.elements[ei]).cargo() != Some(Cargo::Troops) {
                return Err(Rejection::new(
                    RuleId::Cargo,
                    msg!("rej-cargo-5", who = &self.elements[ei].label),
                ));
            }
            self.unload(ei)?;
        }
        self.pay(&cost, &items)
    }

    pub(super) fn order_limber(&mut self, gun: &str, to: &str) -> OrderResult {
        let g = self.element_index(gun)?;
        let t = self.element_index(to)?;
        let cost = self.ap_cost(
            &[g],
            self.rules.movement.transport_cost,
            msg!("act-transport", verb = verb_words("limber")),
        );
        self.load(g, t, Cargo::Guns, "limber")?;
        self.pay(&cost, &[g])
    }

    pub(super) fn order_unlimber(&mut self, gun: &str) -> OrderResult {
        let g = self.element_index(gun)?;
        if self.def(&self.elements[g]).cargo() != Some(Cargo::Guns) {
            return Err(Rejection::new(
                RuleId::Cargo,
                msg!("rej-cargo-6", who = &self.elements[g].label),
            ));
        }
        let cost = self.ap_cost(
            &[g],
            self.rules.movement.transport_cost,
            msg!("act-transport", verb = verb_words("unlimber")),
        );
        self.unload(g)?;
        self.pay(&cost, &[g])
    }
}

/// A transport order's verb ("mount", "limber"...), a keyword of the orders, in words.
pub(super) fn verb_words(verb: &str) -> crate::words::Msg {
    msg!("verb-transport", verb = verb)
}
