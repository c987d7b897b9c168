//! Builds the table from the document: the cloth with its inch scale, terrain, objectives and
//! bases. World units are inches; (0, 0) is the lower-left corner of the table.

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::element_style::{self, palette};
use super::shapes::Tris;
use super::terrain_style;
use crate::geom::Base;
use crate::scenario::format::{ObjectiveAt, point_to_vec2};
use crate::scenario::watch::{ScenarioFile, SharedRuleset};

/// Everything the table spawned for one version of the scenario.
#[derive(Component)]
pub struct TableItem;

/// A base on the table, for picking and the element card.
#[derive(Component, Clone, Debug)]
pub struct TableElement {
    pub id: String,
    pub base: Base,
    pub side: usize,
    /// On the table (not awaiting, carried or knocked out).
    pub visible: bool,
}

/// The label under a base, which follows it without turning with it.
#[derive(Component, Clone, Debug)]
pub struct ElementLabel(pub String);

/// Each base has its own material, so an awaiting reinforcement can be drawn faded.
#[derive(Component, Clone, Debug)]
pub struct ElementTint(pub Handle<ColorMaterial>);

#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct MeshAssets<'w> {
    meshes: ResMut<'w, Assets<Mesh>>,
    materials: ResMut<'w, Assets<ColorMaterial>>,
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

/// The label font: DejaVu Sans Condensed, embedded, because Bevy's default font has no
/// accented letters and Spanish place names need them.
#[derive(Resource, Clone)]
pub struct TableFont(pub Handle<Font>);

const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSansCondensed.ttf");

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Drawn>()
        .add_systems(Startup, load_font)
        .add_systems(Update, rebuild_table);
}

fn load_font(mut commands: Commands, mut fonts: ResMut<Assets<Font>>) {
    commands.insert_resource(TableFont(fonts.add(Font::from_bytes(FONT.to_vec()))));
}

fn text(
    font: &TableFont,
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
            font: font.0.clone().into(),
            font_size: bevy::text::FontSize::Px(TEXT_PX),
            ..default()
        },
        TextColor(color),
        // A halo in the opposite tone keeps names readable over woods, roofs and roads.
        bevy::sprite::Text2dShadow {
            offset: Vec2::new(2.0, -2.0),
            color: if color.luminance() < 0.3 {
                Color::srgba(0.97, 0.94, 0.85, 0.75)
            } else {
                Color::srgba(0.0, 0.0, 0.0, 0.6)
            },
        },
        anchor,
        Transform::from_translation(at.extend(z)).with_scale(Vec3::splat(inches / TEXT_PX)),
        TableItem,
    )
}

pub(super) fn rebuild_table(
    mut commands: Commands,
    doc: Res<ScenarioFile>,
    rules: Res<SharedRuleset>,
    font: Res<TableFont>,
    mut drawn: ResMut<Drawn>,
    old: Query<Entity, With<TableItem>>,
    mut assets: MeshAssets,
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
    let white = assets.materials.add(ColorMaterial::default());
    let meshes = &mut assets.meshes;
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
    t.rect(
        Vec2::splat(-frame),
        size + frame,
        Color::srgb(0.33, 0.22, 0.13),
    );
    t.rect(
        Vec2::splat(-0.12),
        size + 0.12,
        Color::srgb(0.18, 0.12, 0.07),
    );
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
        t.segment(
            Vec2::new(x, size.y + 0.12),
            Vec2::new(x, size.y + 0.12 + len),
            0.05,
            tick,
        );
    }
    for i in 0..=(size.y.floor() as i32) {
        let y = i as f32;
        let len = if i % 6 == 0 { 0.7 } else { 0.3 };
        t.segment(Vec2::new(-0.12, y), Vec2::new(-0.12 - len, y), 0.05, tick);
        t.segment(
            Vec2::new(size.x + 0.12, y),
            Vec2::new(size.x + 0.12 + len, y),
            0.05,
            tick,
        );
    }
    spawn_mesh(&mut commands, t, Transform::from_xyz(0.0, 0.0, Z_GROUND));
    for i in (0..=(size.x.floor() as i32)).step_by(6) {
        let x = i as f32;
        commands.spawn(text(
            &font,
            format!("{i}\""),
            0.7,
            tick,
            Vec2::new(x, -1.0),
            0.5,
            Anchor::TOP_CENTER,
        ));
        commands.spawn(text(
            &font,
            format!("{i}\""),
            0.7,
            tick,
            Vec2::new(x, size.y + 1.0),
            0.5,
            Anchor::BOTTOM_CENTER,
        ));
    }
    for i in (6..=(size.y.floor() as i32)).step_by(6) {
        let y = i as f32;
        commands.spawn(text(
            &font,
            format!("{i}\""),
            0.7,
            tick,
            Vec2::new(-1.0, y),
            0.5,
            Anchor::CENTER_RIGHT,
        ));
        commands.spawn(text(
            &font,
            format!("{i}\""),
            0.7,
            tick,
            Vec2::new(size.x + 1.0, y),
            0.5,
            Anchor::CENTER_LEFT,
        ));
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
            commands.spawn(text(
                &font,
                name.clone(),
                0.6,
                ink,
                at,
                Z_LABEL - 0.2,
                Anchor::CENTER,
            ));
        }
    }

    // Objectives: a feature outlined in gold, or a gold ring on a point, with a star and the
    // name of the side that must hold it.
    let gold = Color::srgb(0.95, 0.76, 0.15);
    for o in &s.objectives {
        let mut t = Tris::default();
        let star_at = match &o.at {
            ObjectiveAt::Point(p) => {
                t.ring(point_to_vec2(p), 1.5, 0.22, gold);
                point_to_vec2(p)
            }
            ObjectiveAt::Feature(id) => {
                let Some(f) = s.feature(id) else { continue };
                let outline = f.shape.footprint().into_iter().next().unwrap_or_default();
                t.outline(&outline, 0.18, gold.with_alpha(0.9));
                let top = outline.iter().fold(Vec2::new(f32::MAX, f32::MIN), |a, p| {
                    Vec2::new(a.x.min(p.x), a.y.max(p.y))
                });
                top + Vec2::new(0.0, 1.0)
            }
        };
        star(&mut t, star_at, 0.7, gold);
        spawn_mesh(&mut commands, t, Transform::from_xyz(0.0, 0.0, Z_OBJECTIVE));
        let holder = s.side(&o.side).map_or("", |d| d.name.as_str());
        commands.spawn(text(
            &font,
            format!("Objective: {} ({holder})", o.name),
            0.55,
            Color::srgb(0.35, 0.22, 0.02),
            star_at + Vec2::new(0.9, 0.0),
            Z_LABEL,
            Anchor::CENTER_LEFT,
        ));
    }

    // Bases, in file order.
    for e in s.elements() {
        let el = e.element;
        let (Some(base), Some(def)) = (el.base(rules), rules.element_type(&el.kind)) else {
            continue;
        };
        let side = s.side_index(e.side).unwrap_or(0);
        let pal = palette(side, s.sides.get(side).and_then(|d| d.colour));
        let arriving = e.unit.and_then(|u| u.arrives.as_ref()).map(|t| t.value);
        let mut t = Tris::default();
        element_style::draw_base(base.width, base.depth, def.symbol, pal, &mut t);
        let tint = assets.materials.add(ColorMaterial::default());
        let transform = Transform::from_translation(base.center.extend(Z_ELEMENT))
            .with_rotation(Quat::from_rotation_z(-base.facing.to_radians()));
        let id = spawn_mesh(&mut commands, t, transform);
        commands.entity(id).insert((
            TableElement {
                id: el.id.value.clone(),
                base,
                side,
                visible: true,
            },
            MeshMaterial2d(tint.clone()),
            ElementTint(tint),
        ));
        let reach = base.corners().iter().map(|c| c.y).fold(f32::MAX, f32::min);
        let label = match arriving {
            Some(turn) => format!("{} (T{turn})", el.label()),
            None => el.label().to_string(),
        };
        commands
            .spawn(text(
                &font,
                label,
                0.42,
                Color::srgb(0.1, 0.07, 0.04),
                Vec2::new(base.center.x, reach - 0.08),
                Z_LABEL,
                Anchor::TOP_CENTER,
            ))
            .insert(ElementLabel(el.id.value.clone()));
    }
}

fn star(t: &mut Tris, at: Vec2, r: f32, colour: Color) {
    use std::f32::consts::{FRAC_PI_2, TAU};
    // A dark star under a bright one, so it reads on any ground.
    for (r, c) in [(r, colour.darker(0.3)), (r * 0.8, colour)] {
        let outer = |k: f32| at + Vec2::from_angle(FRAC_PI_2 + k * TAU / 5.0) * r;
        let inner = |k: f32| at + Vec2::from_angle(FRAC_PI_2 + (k + 0.5) * TAU / 5.0) * r * 0.4;
        for k in 0..5 {
            let k = k as f32;
            t.triangle(at, outer(k), inner(k), c);
            t.triangle(at, inner(k), outer(k + 1.0), c);
        }
    }
}
