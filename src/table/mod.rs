//! The table as the window draws it: terrain, bases, the camera, picking and hot reload.
//! Reads the scenario and the rules; never changes them.

pub mod camera;
pub mod element_style;
pub mod orders_input;
pub mod picking;
pub mod pieces;
pub mod referee;
pub mod scene;
pub mod shapes;
pub mod terrain_style;

use bevy::prelude::*;

pub struct TablePlugin;

impl Plugin for TablePlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(ClearColor(Color::srgb(0.13, 0.12, 0.11)))
            .add_plugins((
                scene::plugin,
                camera::plugin,
                picking::plugin,
                pieces::plugin,
                orders_input::plugin,
                referee::plugin,
            ));
    }
}
