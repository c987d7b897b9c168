//! A game in progress: the game, its record, and undo back to the last die. Headless: the
//! window, the tests and the command line drive it the same way, through orders.
//!
//! It sits above `rules` and `record` so that neither needs the other: the rules know nothing of
//! records, and a record is replayed by calling the rules.

use bevy::prelude::*;

use crate::record::Record;
use crate::rules::{Game, Order, Rejection};

/// The game being played and the record of every accepted order.
///
/// Undo keeps one copy of the game, taken after the last order that rolled a die (or ended a
/// phase, or typed dice in), and the orders accepted since. Taking back an order rebuilds the game
/// from that copy; those orders rolled nothing, so they replay to the same state. A long game
/// therefore holds at most twice the memory of the game itself.
///
/// A computer's order is a wall too (`seal`): undo is the person's, and taking back the
/// opponent's move would let them replay its turn.
#[derive(Resource, Clone)]
pub struct GameSession {
    game: Game,
    record: Record,
    checkpoint: Game,
    since_checkpoint: Vec<Order>,
    /// The checkpoint was taken after a computer's order, not after dice.
    sealed_by_computer: bool,
    /// Counts every change to the record (an order accepted, one undone, who plays): the
    /// autosave writes the record whenever this moves, so a kill loses at most the order
    /// being given.
    revision: u64,
}

/// Why an order cannot be taken back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UndoError {
    NothingToUndo,
    /// The dice have been seen: taking the order back would let a player roll again.
    DiceRolled,
    /// The last order was the computer's: undo takes back only the person's own orders.
    ComputersOrder,
}

impl UndoError {
    /// Why, in the language of the moment (the panel's EN/ES), as the table tells it.
    pub fn words(&self) -> String {
        self.message().text()
    }

    /// Why, as a message: put into words where shown, in English where it is sent.
    pub fn message(&self) -> crate::words::Msg {
        crate::words::Msg::new(match self {
            UndoError::NothingToUndo => "undo-nothing",
            UndoError::DiceRolled => "undo-dice-rolled",
            UndoError::ComputersOrder => "undo-computers-order",
        })
    }
}

impl std::fmt::Display for UndoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // English whatever the panel shows: it travels over the network, whose messages
        // are English; the table says `words()`.
        f.write_str(&crate::words::with_lang(crate::words::Lang::En, || {
            self.words()
        }))
    }
}

impl GameSession {
    /// A session on a game and the record that produced it (its orders already applied).
    pub fn new(game: Game, mut record: Record) -> Self {
        sync_dice(&mut record, &game);
        GameSession {
            checkpoint: game.clone(),
            game,
            record,
            since_checkpoint: Vec::new(),
            sealed_by_computer: false,
            revision: 0,
        }
    }

    /// A session on a saved game carried on: `start` is the game before the record's first
    /// order, and the record's orders are given to it again one by one, as they were at the
    /// table, so that those given since the last die or end of a phase can still be taken
    /// back, as before the game was closed. Orders the rules refuse are dropped. A game of
    /// shared dice (over the network) is built as `new` builds it: its dice are the host's
    /// to deal, and its undo is asked of the other player.
    pub fn carried_on(start: Game, mut record: Record) -> GameSession {
        if start.dice().shared().is_some() {
            let orders = record.orders.clone();
            let mut game = start;
            record.orders = orders
                .into_iter()
                .filter(|o| game.apply(o).is_ok())
                .collect();
            return GameSession::new(game, record);
        }
        let orders = std::mem::take(&mut record.orders);
        let mut session = GameSession::new(start, record);
        for order in orders {
            // A refused order changes nothing and is not kept.
            let _ = session.submit(order);
        }
        session.revision = 0;
        session
    }

    /// Moves whenever the record changes; equal revisions hold equal records.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Apply an order; accepted orders join the record. A rejected order changes nothing.
    pub fn submit(&mut self, order: Order) -> Result<(), Rejection> {
        let rolls = self.game.log().len();
        let turn = self.game.turn();
        self.game.apply(&order)?;
        let final_order = self.game.log().len() != rolls
            || self.game.turn() != turn
            || matches!(
                order,
                Order::EndPhase { .. } | Order::Roll(_) | Order::RollByHand(_)
            );
        self.record.orders.push(order.clone());
        sync_dice(&mut self.record, &self.game);
        self.revision += 1;
        if final_order {
            self.checkpoint = self.game.clone();
            self.since_checkpoint.clear();
            self.sealed_by_computer = false;
        } else {
            self.since_checkpoint.push(order);
        }
        Ok(())
    }

    /// Take back the last order if it rolled no dice. Returns what was undone.
    pub fn undo(&mut self) -> Result<Order, UndoError> {
        let Some(last) = self.since_checkpoint.pop() else {
            return Err(if self.record.orders.is_empty() {
                UndoError::NothingToUndo
            } else if self.sealed_by_computer {
                UndoError::ComputersOrder
            } else {
                UndoError::DiceRolled
            });
        };
        let mut game = self.checkpoint.clone();
        for order in &self.since_checkpoint {
            // These orders were accepted on this very state before; they roll no dice.
            if game.apply(order).is_err() {
                self.since_checkpoint.push(last);
                return Err(UndoError::DiceRolled);
            }
        }
        game.keep_dice_given(&self.game);
        self.game = game;
        self.record.orders.pop();
        self.revision += 1;
        Ok(last)
    }

    /// Shared dice: the other machine's share of roll `roll` for side `side` (see
    /// `Game::give_share`); the record keeps it.
    pub fn give_share(
        &mut self,
        side: usize,
        roll: usize,
        share: crate::rules::shared_dice::Hex32,
    ) -> Result<(), crate::rules::shared_dice::GiveError> {
        self.game.give_share(side, roll, share)?;
        self.checkpoint.keep_dice_given(&self.game);
        self.shared_dice_changed();
        Ok(())
    }

    /// Shared dice: a side reveals its secret (see `Game::reveal_secret`); the record keeps it.
    pub fn reveal_secret(
        &mut self,
        side: usize,
        secret: crate::rules::shared_dice::Hex32,
    ) -> Result<(), crate::rules::shared_dice::GiveError> {
        self.game.reveal_secret(side, secret)?;
        self.checkpoint.keep_dice_given(&self.game);
        self.shared_dice_changed();
        Ok(())
    }

    /// Shared dice: reveal the secrets this process holds, at the end of the game or on
    /// leaving it; the record keeps them.
    pub fn reveal_held_secrets(&mut self) {
        self.game.reveal_held_secrets();
        self.checkpoint.keep_dice_given(&self.game);
        self.shared_dice_changed();
    }

    fn shared_dice_changed(&mut self) {
        let before = self.record.dice.clone();
        sync_dice(&mut self.record, &self.game);
        if self.record.dice != before {
            self.revision += 1;
        }
    }

    /// How many orders undo can still take back.
    pub fn undoable(&self) -> usize {
        self.since_checkpoint.len()
    }

    /// Nothing given so far can be undone: the computer's order just applied is a wall for
    /// undo, as a die is.
    pub fn seal_after_computer(&mut self) {
        self.checkpoint = self.game.clone();
        self.since_checkpoint.clear();
        self.sealed_by_computer = true;
    }

    /// The orders that may be undone up to the last for which `computers` holds (given the
    /// game as it stood before it) are sealed, as the computer's orders are at the table;
    /// those after it stay the person's to take back.
    pub fn seal_through(&mut self, computers: impl Fn(&Game, &Order) -> bool) {
        let mut game = self.checkpoint.clone();
        // The last of the computer's orders, and the game just after it: the new checkpoint.
        let mut last = None;
        for (k, order) in self.since_checkpoint.iter().enumerate() {
            let computers_order = computers(&game, order);
            // Accepted on this very state before, and rolling no dice.
            if game.apply(order).is_err() {
                return;
            }
            if computers_order {
                last = Some((k, game.clone()));
            }
        }
        let Some((k, mut checkpoint)) = last else {
            return;
        };
        checkpoint.keep_dice_given(&self.game);
        self.checkpoint = checkpoint;
        self.since_checkpoint.drain(..=k);
        self.sealed_by_computer = true;
    }

    /// A line of network chat, kept in the record (it changes nothing of the game).
    pub fn add_chat(&mut self, line: crate::record::ChatLine) {
        self.record.chat.push(line);
        self.revision += 1;
    }

    /// Who the computer plays, kept in the record so that carrying the game on keeps it.
    pub fn set_computer_sides(&mut self, sides: std::collections::BTreeMap<String, String>) {
        if self.record.computer != sides {
            self.revision += 1;
        }
        self.record.computer = sides;
    }
}

/// Shared dice grow as the game goes (shares, dice, secrets): the record follows the game's.
fn sync_dice(record: &mut Record, game: &Game) {
    if game.dice().shared().is_some() {
        record.dice = game.dice().source().clone();
    }
}

/// Who gave an order, so that what follows it (the computer's pause, a refusal told to the
/// person, a wall for undo) is decided by who gave it and never by comparing orders' values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum By {
    /// The person at this table: a click, a key, a die typed in.
    #[default]
    Person,
    /// The computer playing a seat at this table.
    Computer,
    /// The network's end: an order numbered by the host and applied there, told here.
    Network,
}

/// An order from a player, the window or a script.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct OrderRequest {
    pub order: Order,
    pub by: By,
}

impl OrderRequest {
    /// An order the person at this table gave.
    pub fn person(order: Order) -> Self {
        OrderRequest {
            order,
            by: By::Person,
        }
    }

    /// An order the computer gave.
    pub fn computer(order: Order) -> Self {
        OrderRequest {
            order,
            by: By::Computer,
        }
    }
}

/// What became of an order.
#[derive(Message, Clone, Debug)]
pub struct OrderOutcome {
    pub order: Order,
    pub by: By,
    pub result: Result<(), Rejection>,
}

/// A request to take back the last order, handled where orders are: at this table the
/// session takes it back (or says why not); in a network game the other player is asked.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct UndoRequest {
    pub by: By,
}

/// What became of a request to take back an order at this table: the order taken back, or
/// why none was.
#[derive(Message, Clone, Debug)]
pub struct UndoOutcome {
    pub by: By,
    pub result: Result<Order, UndoError>,
}

/// While it exists orders are not applied here but carried elsewhere (a network game: the host
/// numbers them and the network's end applies them; `play::network` routes them).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct OrdersRouted;

/// Systems that change the game: every other system that reads it runs after these.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApplyOrders;

/// Carries orders to the game session, headless or in the window.
pub struct SessionPlugin;

impl Plugin for SessionPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<OrderRequest>()
            .add_message::<OrderOutcome>()
            .add_message::<UndoRequest>()
            .add_message::<UndoOutcome>()
            .add_systems(
                Update,
                // The window holds orders while a replay is watched: its mode's condition
                // on the whole set (`play::mode::orders_flow`).
                apply_orders.in_set(ApplyOrders).run_if(
                    resource_exists::<GameSession>.and_then(not(resource_exists::<OrdersRouted>)),
                ),
            );
    }
}

/// Orders are applied one at a time, in the order they were sent. A request to take one back
/// is handled first: the person asked about the game they saw, not about an order the
/// computer gave in the same frame. The computer's accepted orders are a wall for undo at
/// once, here, so no later system is needed to keep them.
fn apply_orders(
    mut requests: MessageReader<OrderRequest>,
    mut outcomes: MessageWriter<OrderOutcome>,
    mut undos: MessageReader<UndoRequest>,
    mut undone: MessageWriter<UndoOutcome>,
    mut session: ResMut<GameSession>,
) {
    for &UndoRequest { by } in undos.read() {
        undone.write(UndoOutcome {
            by,
            result: session.undo(),
        });
    }
    for OrderRequest { order, by } in requests.read() {
        let result = session.submit(order.clone());
        if result.is_ok() && *by == By::Computer {
            session.seal_after_computer();
        }
        if result.is_ok() {
            debug!(
                "order {} accepted: {}",
                session.record().orders.len(),
                order.describe()
            );
        }
        outcomes.write(OrderOutcome {
            order: order.clone(),
            by: *by,
            result,
        });
    }
}
