//! Builds the table from the document: the cloth with its inch scale, terrain, objectives and
//! bases. World units are inches; (0, 0) is the lower-left corner of the table.

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::document::{Document, Rules};
use super::element_style::{self, palette};
use super::shapes::Tris;
use super::terrain_style;
use crate::geom::Base;
use crate::scenario::format::{ObjectiveAt, v};

/// Everything the table spawned for one version of the scenario.
#[derive(Component)]
pub struct TableItem;

/// A base on the table, for picking and the element card.
#[derive(Component, Clone, Debug)]
pub struct TableElement {
    pub id: String,
    pub base: Base,
    pub side: usize,
}

/// Which document generation is on the table.
#[derive(Resource, Default)]
pub struct Drawn(pub u64);

pub const Z_GROUND: f32 = 0.0;
pub const Z_OBJECTIVE: f32 = 3.0;
pub const Z_ELEMENT: f32 = 4.0;
pub const Z_LABEL: f32 = 5.0;

/// Text is laid out at this size in pixels and scaled down into inches, so it stays sharp.
const TEXT_PX: f32 = 32.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Drawn>()
        .add_systems(Update, rebuild_table);
}

fn text(
    s: impl Into<String>,
    inches: f32,
    color: Color,
    at: Vec2,
    z: f32,
    anchor: Anchor,
) -> impl Bundle {
    (
        Text2d::new(s),
        TextFont {
            font_size: bevy::text::FontSize::Px(TEXT_PX),
            ..default()
        },
        TextColor(color),
        anchor,
        Transform::from_translation(at.extend(z)).with_scale(Vec3::splat(inches / TEXT_PX)),
        TableItem,
    )
}

pub(super) fn rebuild_table(
    mut commands: Commands,
    doc: Res<Document>,
    rules: Res<Rules>,
    mut drawn: ResMut<Drawn>,
    old: Query<Entity, With<TableItem>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if drawn.0 == doc.generation {
        return;
    }
    let Some(s) = doc.scenario.clone() else {
        return;
    };
    drawn.0 = doc.generation;
    for e in &old {
        commands.entity(e).despawn();
    }
    let rules = &rules.0;
    let white = materials.add(ColorMaterial::default());
    let mut spawn_mesh = |commands: &mut Commands, t: Tris, transform: Transform| {
        commands
            .spawn((
                Mesh2d(meshes.add(t.into_mesh())),
                MeshMaterial2d(white.clone()),
                transform,
                TableItem,
            ))
            .id()
    };

    // The cloth, a wooden frame, and the inch scale on the frame.
    let size = s.size();
    let frame = 2.2;
    let mut t = Tris::default();
    t.rect(Vec2::splat(-frame), size + frame, Color::srgb(0.33, 0.22, 0.13));
    t.rect(Vec2::splat(-0.12), size + 0.12, Color::srgb(0.18, 0.12, 0.07));
    t.rect(Vec2::ZERO, size, terrain_style::GROUND);
    let grid = terrain_style::GROUND.darker(0.035);
    for x in (6..).map(|i| i as f32 * 6.0).take_while(|x| *x < size.x) {
        t.segment(Vec2::new(x, 0.0), Vec2::new(x, size.y), 0.05, grid);
    }
    for y in (6..).map(|i| i as f32 * 6.0).take_while(|y| *y < size.y) {
        t.segment(Vec2::new(0.0, y), Vec2::new(size.x, y), 0.05, grid);
    }
    let tick = Color::srgb(0.93, 0.88, 0.75);
    for i in 0..=(size.x.floor() as i32) {
        let x = i as f32;
        let len = if i % 6 == 0 { 0.7 } else { 0.3 };
        t.segment(Vec2::new(x, -0.12), Vec2::new(x, -0.12 - len), 0.05, tick);
        t.segment(Vec2::new(x, size.y + 0.12), Vec2::new(x, size.y + 0.12 + len), 0.05, tick);
    }
    for i in 0..=(size.y.floor() as i32) {
        let y = i as f32;
        let len = if i % 6 == 0 { 0.7 } else { 0.3 };
        t.segment(Vec2::new(-0.12, y), Vec2::new(-0.12 - len, y), 0.05, tick);
        t.segment(Vec2::new(size.x + 0.12, y), Vec2::new(size.x + 0.12 + len, y), 0.05, tick);
    }
    spawn_mesh(&mut commands, t, Transform::from_xyz(0.0, 0.0, Z_GROUND));
    for i in (0..=(size.x.floor() as i32)).step_by(6) {
        let x = i as f32;
        commands.spawn(text(format!("{i}\""), 0.7, tick, Vec2::new(x, -1.0), 0.5, Anchor::TOP_CENTER));
        commands.spawn(text(format!("{i}\""), 0.7, tick, Vec2::new(x, size.y + 1.0), 0.5, Anchor::BOTTOM_CENTER));
    }
    for i in (6..=(size.y.floor() as i32)).step_by(6) {
        let y = i as f32;
        commands.spawn(text(format!("{i}\""), 0.7, tick, Vec2::new(-1.0, y), 0.5, Anchor::CENTER_RIGHT));
        commands.spawn(text(format!("{i}\""), 0.7, tick, Vec2::new(size.x + 1.0, y), 0.5, Anchor::CENTER_LEFT));
    }

    // Terrain, in layers so roads lie over hills and walls over roads.
    for (i, f) in s.terrain.iter().enumerate() {
        let Some(def) = rules.terrain(&f.kind) else {
            continue;
        };
        let mut t = Tris::default();
        terrain_style::draw(f, def, &mut t);
        let z = terrain_style::layer(def) + i as f32 * 1e-4;
        spawn_mesh(&mut commands, t, Transform::from_xyz(0.0, 0.0, z));
        if let Some(name) = &f.name {
            let at = f.shape.label_point();
            let ink = Color::srgba(0.12, 0.09, 0.05, 0.85);
            commands.spawn(text(name.clone(), 0.6, ink, at, Z_LABEL - 0.2, Anchor::CENTER));
        }
    }

    // Objectives: a gold ring in the colour of the side that must hold it.
    for o in &s.objectives {
        let at = match &o.at {
            ObjectiveAt::Point(p) => v(p),
            ObjectiveAt::Feature(id) => s.feature(id).map_or(Vec2::ZERO, |f| f.shape.label_point()),
        };
        let side = s.side_index(&o.side).unwrap_or(0);
        let pal = palette(side, s.sides.get(side).and_then(|d| d.colour));
        let mut t = Tris::default();
        t.ring(at, 1.5, 0.22, Color::srgb(0.95, 0.78, 0.2));
        t.ring(at, 1.5, 0.08, pal.fill);
        for k in 0..5 {
            let a = std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::TAU / 5.0;
            let b = a + std::f32::consts::TAU / 10.0;
            t.triangle(at, at + Vec2::from_angle(a) * 0.55, at + Vec2::from_angle(b) * 0.22, Color::srgb(0.95, 0.78, 0.2));
            t.triangle(at, at + Vec2::from_angle(b) * 0.22, at + Vec2::from_angle(a + std::f32::consts::TAU / 5.0) * 0.55, Color::srgb(0.95, 0.78, 0.2));
        }
        spawn_mesh(&mut commands, t, Transform::from_xyz(0.0, 0.0, Z_OBJECTIVE));
        let holder = s.side(&o.side).map_or("", |d| d.name.as_str());
        commands.spawn(text(
            format!("{} ({holder})", o.name),
            0.6,
            Color::srgb(0.35, 0.22, 0.02),
            at + Vec2::new(0.0, -1.9),
            Z_LABEL,
            Anchor::TOP_CENTER,
        ));
    }

    // Bases, in file order.
    for e in s.elements() {
        let el = e.element;
        let (Some(base), Some(def)) = (el.base(rules), rules.element_type(&el.kind)) else {
            continue;
        };
        let side = s.side_index(e.side).unwrap_or(0);
        let mut pal = palette(side, s.sides.get(side).and_then(|d| d.colour));
        let arriving = e.unit.and_then(|u| u.arrives.as_ref()).map(|t| t.value);
        if arriving.is_some() {
            // Reinforcements stand at their entry point, faded until they arrive.
            pal.fill = pal.fill.with_alpha(0.45);
            pal.edge = pal.edge.with_alpha(0.6);
        }
        let mut t = Tris::default();
        element_style::draw_base(base.width, base.depth, def.symbol, pal, &mut t);
        let transform = Transform::from_translation(base.center.extend(Z_ELEMENT))
            .with_rotation(Quat::from_rotation_z(-base.facing.to_radians()));
        let id = spawn_mesh(&mut commands, t, transform);
        commands.entity(id).insert(TableElement {
            id: el.id.value.clone(),
            base,
            side,
        });
        let reach = base.corners().iter().map(|c| c.y).fold(f32::MAX, f32::min);
        let label = match arriving {
            Some(turn) => format!("{} (T{turn})", el.label()),
            None => el.label().to_string(),
        };
        commands.spawn(text(
            label,
            0.42,
            Color::srgb(0.1, 0.07, 0.04),
            Vec2::new(base.center.x, reach - 0.08),
            Z_LABEL,
            Anchor::TOP_CENTER,
        ));
    }
}
