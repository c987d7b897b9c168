//! Troops tactically engaged on both sides [SRC]: "the side with majority of higher quality
//! troops decides whether to move first or second. If both sides are the same dice for the
//! choice." What "engaged" is, and how the qualities are weighed, are ours [INF]
//! (docs/rules/inferred.md "Tactically engaged").

use super::dice::{DiceError, Die, RollKind, Roller};
use super::game::{EventKind, Game, Phase, Status};
use super::order::{OrderResult, Rejection, RuleId};
use crate::ruleset::{EngagedChoice, EngagedQuality};

/// Who is engaged at the start of a turn's movement, and which side chooses.
#[derive(Clone, Debug, PartialEq)]
pub struct Engagement {
    /// Engaged elements of each side, by index.
    pub engaged: [Vec<usize>; 2],
    /// Engaged elements of each side by quality, best quality first (the ruleset's order).
    pub by_quality: [Vec<u32>; 2],
    /// The side whose engaged troops are of the higher quality on the whole; `None` when both
    /// sides' are the same.
    pub better: Option<usize>,
}

impl Game {
    /// [INF] Elements of the two sides standing on the table, within `movement.engaged_within`
    /// inches of each other (edge to edge) and in sight of each other, are engaged. `None` when
    /// no pair is, or the ruleset turns the rule off (0).
    pub fn engagement(&self) -> Option<Engagement> {
        let within = self.rules.movement.engaged_within;
        if within <= 0.0 {
            return None;
        }
        let mut engaged: [Vec<usize>; 2] = Default::default();
        let standing: Vec<usize> = self
            .on_table()
            .filter(|(_, e)| e.status == Status::Ready)
            .map(|(i, _)| i)
            .collect();
        for (k, &a) in standing.iter().enumerate() {
            for &b in &standing[k + 1..] {
                let (ea, eb) = (&self.elements[a], &self.elements[b]);
                if ea.side == eb.side
                    || !ea.base.within(&eb.base, within + 1e-4)
                    || self.sight_between(a, b).blocked_by.is_some()
                {
                    continue;
                }
                for (side, i) in [(ea.side, a), (eb.side, b)] {
                    if let Some(list) = engaged.get_mut(side)
                        && !list.contains(&i)
                    {
                        list.push(i);
                    }
                }
            }
        }
        if engaged.iter().any(Vec::is_empty) {
            return None;
        }
        let by_quality = [0, 1].map(|side| {
            let mut counts = vec![0u32; self.rules.qualities.len()];
            for &i in &engaged[side] {
                let quality = self.quality_of(i);
                if let Some(q) = self
                    .rules
                    .qualities
                    .iter()
                    .position(|q| std::ptr::eq(q, quality))
                {
                    counts[q] += 1;
                }
            }
            counts
        });
        let better = match self.rules.movement.engaged_quality {
            EngagedQuality::Mean => better_on_the_whole(&by_quality),
            EngagedQuality::MostOfTheBest => more_of_the_best(&by_quality),
        };
        Some(Engagement {
            engaged,
            better,
            by_quality,
        })
    }

    /// At the start of a turn's movement, before anyone moves: if troops are engaged, the side
    /// with more higher-quality troops among them, or the die, chooses to move first or second.
    /// Until it gives `MoveFirst`, the side with the initiative moves first [INF].
    pub(super) fn open_engaged_choice(&mut self) -> Result<(), DiceError> {
        self.move_order = self.order_of_play;
        self.choosing = None;
        self.before_choice = None;
        let Some(e) = self.engagement() else {
            return Ok(());
        };
        let counts = |side: usize| {
            self.rules
                .qualities
                .iter()
                .zip(&e.by_quality[side])
                .filter(|(_, n)| **n > 0)
                .map(|(q, n)| format!("{n} {}", q.name.value.to_lowercase()))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let first = self.order_of_play[0];
        let names = [self.side_name(0).to_string(), self.side_name(1).to_string()];
        let line = msg!(
            "ev-engaged",
            within = self.rules.movement.engaged_within,
            first = names[0].as_str(),
            first_troops = counts(0),
            second = names[1].as_str(),
            second_troops = counts(1)
        );
        let decider = match e.better {
            Some(side) => {
                let text = msg!(
                    "ev-engaged-better",
                    engaged = line,
                    side = names[side].as_str()
                );
                self.event(EventKind::Initiative, text);
                side
            }
            None => {
                let (a, b) = (names[first].clone(), names[1 - first].clone());
                let die = Die {
                    kind: RollKind::MoveFirst,
                    by: Roller::Table,
                    who: "engaged troops",
                    purpose: &msg!("roll-move-first"),
                    needed: Some(&msg!("need-move-first")),
                    rule: &msg!("rule-move-first"),
                    again: false,
                };
                let value = self.roll(die, |v| {
                    if v <= 3 {
                        msg!("out-chooses", side = a.as_str())
                    } else {
                        msg!("out-chooses", side = b.as_str())
                    }
                })?;
                let side = if value <= 3 { first } else { 1 - first };
                let text = msg!(
                    "ev-engaged-same",
                    engaged = line,
                    side = names[side].as_str()
                );
                self.event(EventKind::Initiative, text);
                side
            }
        };
        self.event(
            EventKind::Initiative,
            msg!(
                "ev-moves-first-unless",
                first = names[first].as_str(),
                decider = names[decider].as_str()
            ),
        );
        self.choosing = Some(decider);
        // What the turn looks like before the first side's forced moves, so a choice to move
        // second can give them back and make them at the start of that side's movement instead.
        self.before_choice = Some(Box::new(self.clone()));
        Ok(())
    }

    /// With `movement.engaged_choice: Waits` [INF], while the deciding side has not chosen
    /// to move first or second, the other side gives no order: the page lets the deciding side
    /// decide, so nobody moves before it has.
    pub(super) fn check_choice_made(&self) -> OrderResult {
        if self.rules.movement.engaged_choice != EngagedChoice::Waits {
            return Ok(());
        }
        match self.choosing {
            Some(decider) if decider != self.active => Err(Rejection::new(
                RuleId::EngagedChoice,
                msg!("rej-engaged-choice", side = self.side_name(decider)),
            )),
            _ => Ok(()),
        }
    }

    /// Any order but a die or the choice itself closes the choice: someone has begun to move
    /// (or has ended a movement), so the order of moving is settled.
    pub(super) fn close_engaged_choice(&mut self) {
        self.choosing = None;
        self.before_choice = None;
    }

    /// `MoveFirst`: the deciding side moves first (`true`) or second (`false`) this turn.
    pub(super) fn order_move_first(&mut self, side_id: &str, first: bool) -> OrderResult {
        let side = self.side_index(side_id).ok_or_else(|| {
            Rejection::new(
                RuleId::UnknownSide,
                msg!("rej-unknown-side", side_id = side_id),
            )
        })?;
        if self.phase != Phase::Movement {
            return Err(Rejection::new(
                RuleId::WrongPhase,
                msg!("rej-wrong-phase-2"),
            ));
        }
        let Some(decider) = self.choosing else {
            return Err(Rejection::new(
                RuleId::EngagedChoice,
                msg!("rej-engaged-choice-2"),
            ));
        };
        if decider != side {
            return Err(Rejection::new(
                RuleId::EngagedChoice,
                msg!(
                    "rej-engaged-choice-3",
                    side = self.side_name(decider),
                    side2 = self.side_name(side)
                ),
            ));
        }
        let mover = if first { side } else { 1 - side };
        let text = msg!(
            "ev-chooses-order",
            side = self.side_name(side),
            order = if first { "first" } else { "second" },
            mover = self.side_name(mover)
        );
        if mover != self.move_order[0]
            && let Some(before) = self.before_choice.take()
        {
            // Back to before the forced moves of the side that now moves second (no die is
            // rolled in between), keeping the orders counted and any shares given since.
            self.go_back_to(*before);
            self.move_order = [mover, 1 - mover];
            self.active = mover;
            self.close_engaged_choice();
            self.event(EventKind::Initiative, text);
            self.start_side_movement();
            return Ok(());
        }
        self.close_engaged_choice();
        self.event(EventKind::Initiative, text);
        Ok(())
    }
}

/// [INF `Mean`] The side whose engaged troops are of the higher quality on the whole (the lower
/// mean rank, best quality 0): numbers alone do not make troops better. Mean ranks compared as
/// cross products, in whole numbers. `None` when they are the same.
fn better_on_the_whole(by_quality: &[Vec<u32>; 2]) -> Option<usize> {
    let weigh = |counts: &[u32]| -> (u64, u64) {
        let n: u64 = counts.iter().map(|c| u64::from(*c)).sum();
        let ranks: u64 = (0u64..).zip(counts).map(|(r, c)| r * u64::from(*c)).sum();
        (ranks, n)
    };
    let ((r0, n0), (r1, n1)) = (weigh(&by_quality[0]), weigh(&by_quality[1]));
    match (r0 * n1).cmp(&(r1 * n0)) {
        std::cmp::Ordering::Less => Some(0),
        std::cmp::Ordering::Greater => Some(1),
        std::cmp::Ordering::Equal => None,
    }
}

/// [INF `MostOfTheBest`] The side with more engaged troops of the best quality either side has
/// there; the same number, the next quality down. `None` when every count is the same.
fn more_of_the_best(by_quality: &[Vec<u32>; 2]) -> Option<usize> {
    by_quality[0]
        .iter()
        .zip(&by_quality[1])
        .find_map(|(a, b)| match a.cmp(b) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        })
}
