//! The game itself, headless: no rendering, no input. `RulesPlugin` runs on `MinimalPlugins`.

pub mod close_combat;
pub mod dice;
pub mod fire;
pub mod game;
pub mod morale;
pub mod movement;
pub mod order;
pub mod ruleset;
pub mod sight;
pub mod terrain;
pub mod transport;
pub mod turn;

use bevy::prelude::*;

pub use game::{Game, Phase, Status};
pub use order::{Order, Rejection};

use crate::record::Record;

/// The game in progress and the record of every accepted order.
#[derive(Resource, Clone)]
pub struct GameState {
    pub game: Game,
    pub record: Record,
    /// The game after each accepted order, for undo back to the last die.
    pub history: Vec<Game>,
}

impl GameState {
    pub fn new(game: Game, record: Record) -> Self {
        GameState {
            game,
            record,
            history: Vec::new(),
        }
    }

    /// Apply an order; accepted orders join the record.
    pub fn submit(&mut self, order: Order) -> Result<(), Rejection> {
        let before = self.game.clone();
        self.game.apply(&order)?;
        self.history.push(before);
        self.record.orders.push(order);
        Ok(())
    }

    /// Take back the last order if it rolled no dice. Returns what was undone.
    pub fn undo(&mut self) -> Result<Order, String> {
        let Some(before) = self.history.last() else {
            return Err("nothing to undo".into());
        };
        if before.log.len() != self.game.log.len() || before.turn != self.game.turn {
            return Err("the last order rolled dice: it cannot be undone".into());
        }
        if matches!(self.record.orders.last(), Some(Order::EndPhase { .. })) {
            return Err("the phase has ended: it cannot be undone".into());
        }
        self.game = self.history.pop().unwrap_or_else(|| self.game.clone());
        self.record
            .orders
            .pop()
            .ok_or_else(|| "nothing to undo".to_string())
    }
}

/// An order from a player, the window or a script.
#[derive(Message, Clone, Debug)]
pub struct OrderRequest(pub Order);

/// What became of an order.
#[derive(Message, Clone, Debug)]
pub struct OrderOutcome {
    pub order: Order,
    pub result: Result<(), Rejection>,
}

pub struct RulesPlugin;

impl Plugin for RulesPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<OrderRequest>()
            .add_message::<OrderOutcome>()
            .add_systems(Update, apply_orders);
    }
}

/// Orders are applied one at a time, in the order they were sent.
pub fn apply_orders(
    mut requests: MessageReader<OrderRequest>,
    mut outcomes: MessageWriter<OrderOutcome>,
    state: Option<ResMut<GameState>>,
) {
    let Some(mut state) = state else {
        requests.clear();
        return;
    };
    for OrderRequest(order) in requests.read() {
        let result = state.submit(order.clone());
        outcomes.write(OrderOutcome {
            order: order.clone(),
            result,
        });
    }
}
