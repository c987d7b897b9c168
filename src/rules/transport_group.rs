//! Mounting, dismounting, limbering and unlimbering as a group [SRC]: "this may be done as a
//! group if elements are adjacent". One order for several elements of one unit costs what one
//! costs (`movement.transport_cost`, 1 AP), when every base in it (the elements and their
//! transports) reaches every other through bases within `movement.adjacent` of each other [INF:
//! adjacent is within 1", edge to edge, as for mounting].

use super::game::Game;
use super::order::{OrderResult, Rejection, RuleId};
use crate::geom::Base;
use crate::ruleset::Cargo;

impl Game {
    /// The elements of a transport group are distinct, of one unit, and stand together: each
    /// base in `bases` within `adjacent` of another, all linked.
    pub(super) fn transport_group(
        &self,
        items: &[usize],
        bases: &[Base],
        verb: &str,
    ) -> OrderResult {
        for (k, a) in items.iter().enumerate() {
            if items[k + 1..].contains(a) {
                return Err(Rejection::new(
                    RuleId::MalformedOrder,
                    msg!("rej-malformed-order-5", who = &self.elements[*a].label),
                ));
            }
        }
        let unit = items.first().and_then(|e| self.elements[*e].unit);
        if let Some(other) = items.iter().find(|e| self.elements[**e].unit != unit) {
            return Err(Rejection::new(
                RuleId::Group,
                msg!(
                    "rej-group",
                    who = &self.elements[*other].label,
                    other = &self.elements[items[0]].label
                ),
            ));
        }
        let adj = self.rules.movement.adjacent;
        let mut reached = vec![0];
        let mut frontier = vec![0];
        while let Some(a) = frontier.pop() {
            for b in 0..bases.len() {
                if !reached.contains(&b) && bases[a].within(&bases[b], adj + 1e-4) {
                    reached.push(b);
                    frontier.push(b);
                }
            }
        }
        if reached.len() < bases.len() {
            return Err(Rejection::new(
                RuleId::Adjacent,
                msg!(
                    "rej-adjacent-2",
                    adj = adj,
                    verb = super::transport::verb_words(verb)
                ),
            ));
        }
        Ok(())
    }

    /// Pairs of (element, transport) named in a group order, resolved, transports distinct.
    fn pairs(&self, pairs: &[(String, String)]) -> Result<Vec<(usize, usize)>, Rejection> {
        if pairs.is_empty() {
            return Err(Rejection::new(
                RuleId::MalformedOrder,
                msg!("rej-malformed-order-6"),
            ));
        }
        let mut out: Vec<(usize, usize)> = Vec::new();
        for (c, t) in pairs {
            let pair = (self.element_index(c)?, self.element_index(t)?);
            if out.iter().any(|p| p.1 == pair.1) {
                return Err(Rejection::new(
                    RuleId::Cargo,
                    msg!("rej-cargo-7", who = &self.elements[pair.1].label),
                ));
            }
            out.push(pair);
        }
        Ok(out)
    }

    /// Load every pair for the one cost of a group.
    fn load_group(&mut self, pairs: &[(String, String)], kind: Cargo, verb: &str) -> OrderResult {
        let pairs = self.pairs(pairs)?;
        let items: Vec<usize> = pairs.iter().map(|p| p.0).collect();
        let bases: Vec<Base> = pairs
            .iter()
            .flat_map(|&(c, t)| [self.elements[c].base, self.elements[t].base])
            .collect();
        self.transport_group(&items, &bases, verb)?;
        let what = msg!(
            "act-transport-group",
            verb = super::transport::verb_words(verb)
        );
        let cost = self.ap_cost(&items, self.rules.movement.transport_cost, what);
        for &(c, t) in &pairs {
            self.load(c, t, kind, verb)?;
        }
        self.pay(&cost, &items)
    }

    /// `MountGroup`: troops climb into the trucks or wagons beside them, one element each.
    pub(super) fn order_mount_group(&mut self, pairs: &[(String, String)]) -> OrderResult {
        self.load_group(pairs, Cargo::Troops, "mount")
    }

    /// `LimberGroup`: guns are hooked to the limbers or trucks beside them, one gun each.
    pub(super) fn order_limber_group(&mut self, pairs: &[(String, String)]) -> OrderResult {
        self.load_group(pairs, Cargo::Guns, "limber")
    }

    /// `UnlimberGroup`: towed guns whose tows stand together are unhooked in one order.
    pub(super) fn order_unlimber_group(&mut self, guns: &[String]) -> OrderResult {
        let items = self.ids(guns)?;
        let anchors: Vec<Base> = items.iter().map(|e| self.anchor(*e)).collect();
        self.transport_group(&items, &anchors, "unlimber")?;
        let cost = self.ap_cost(
            &items,
            self.rules.movement.transport_cost,
            msg!(
                "act-transport-group",
                verb = super::transport::verb_words("unlimber")
            ),
        );
        for &g in &items {
            if self.def(&self.elements[g]).cargo() != Some(Cargo::Guns) {
                return Err(Rejection::new(
                    RuleId::Cargo,
                    msg!("rej-cargo-6", who = &self.elements[g].label),
                ));
            }
            self.unload(g)?;
        }
        self.pay(&cost, &items)
    }
}
