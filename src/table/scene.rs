//! Builds the table for the game in progress: the cloth with its inch scale, the terrain and
//! objectives of the game's scenario, and a base for each of the game's elements. World units
//! are inches; (0, 0) is the lower-left corner of the table.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::TableSet;
use super::element_style::{self, palette};
use super::labels::{CaptionHome, LabelKind, TableLabel};
use super::shapes::Tris;
use super::terrain_style;
use crate::geom::Base;
use crate::play::TableSession;
use crate::rules::Game;
use crate::ruleset::TerrainDef;
use crate::scenario::Scenario;
use crate::scenario::format::{ObjectiveAt, point_to_vec2};
use crate::session::GameSession;

/// Everything the table spawned for one version of the scenario.
#[derive(Component)]
pub struct TablePart;

/// The base of the game's element with this index in `Game::elements()`. Only an identity:
/// where the base stands and whether it shows are read from the game.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ElementPiece(pub usize);

/// The label under the base of the game's element with this index; it follows the base
/// without turning with it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ElementLabel(pub usize);

/// Each base has its own material, so an awaiting reinforcement can be drawn faded.
#[derive(Component, Clone, Debug)]
pub struct ElementTint(pub Handle<ColorMaterial>);

#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct MeshAssets<'w> {
    pub(crate) meshes: ResMut<'w, Assets<Mesh>>,
    pub(crate) materials: ResMut<'w, Assets<ColorMaterial>>,
}

/// The version of the scenario file (`ScenarioFile::generation`) whose game the table shows;
/// 0 before one is drawn.
#[derive(Resource, Default)]
pub struct DrawnGeneration(pub u64);

pub const Z_GROUND: f32 = 0.0;
pub const Z_OBJECTIVE: f32 = 3.0;
pub const Z_ELEMENT: f32 = 4.0;
pub const Z_LABEL: f32 = 5.0;

/// Text is laid out at this size in pixels and scaled down into inches, so it stays sharp.
pub const TEXT_PX: f32 = 32.0;

/// The label font: DejaVu Sans Condensed, embedded, because Bevy's default font has no
/// accented letters and Spanish place names need them.
#[derive(Resource, Clone)]
pub struct TableFont(pub Handle<Font>);

const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSansCondensed.ttf");

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DrawnGeneration>()
        .add_systems(Startup, load_font)
        .add_systems(
            Update,
            rebuild_table
                .in_set(TableSet::Rebuild)
                .run_if(resource_exists::<TableSession>.and_then(another_game_began)),
        );
}

pub(crate) fn load_font(mut commands: Commands, mut fonts: ResMut<Assets<Font>>) {
    commands.insert_resource(TableFont(fonts.add(Font::from_bytes(FONT.to_vec()))));
}

/// The game in progress was built from another version of the scenario than the table shows.
fn another_game_began(drawn: Res<DrawnGeneration>, table: Res<TableSession>) -> bool {
    drawn.0 != table.game_generation()
}

/// Where a base's label may sit, best first, with the anchor for each: centred under its
/// lowest corner, else over its highest, else beside it, when something more important is in
/// the way.
pub fn label_points(base: &Base) -> [(Vec2, Anchor); 4] {
    let c = base.corners();
    let (lo, hi) = c.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), p| {
        (lo.min(*p), hi.max(*p))
    });
    let gap = 0.08;
    [
        (Vec2::new(base.center.x, lo.y - gap), Anchor::TOP_CENTER),
        (Vec2::new(base.center.x, hi.y + gap), Anchor::BOTTOM_CENTER),
        (Vec2::new(hi.x + gap, base.center.y), Anchor::CENTER_LEFT),
        (Vec2::new(lo.x - gap, base.center.y), Anchor::CENTER_RIGHT),
    ]
}

pub fn piece_transform(base: &Base) -> Transform {
    Transform::from_translation(base.center.extend(Z_ELEMENT))
        .with_rotation(Quat::from_rotation_z(-base.facing.to_radians()))
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
            offset: Vec2::new(1.5, -1.5),
            color: if color.luminance() < 0.3 {
                Color::srgba(0.97, 0.94, 0.85, 0.75)
            } else {
                Color::srgba(0.0, 0.0, 0.0, 0.6)
            },
        },
        anchor,
        Transform::from_translation(at.extend(z)).with_scale(Vec3::splat(inches / TEXT_PX)),
        TablePart,
    )
}

fn rebuild_table(
    mut commands: Commands,
    session: Res<GameSession>,
    table: Res<TableSession>,
    font: Res<TableFont>,
    mut drawn: ResMut<DrawnGeneration>,
    old: Query<Entity, With<TablePart>>,
    mut assets: MeshAssets,
) {
    drawn.0 = table.game_generation();
    for e in &old {
        commands.entity(e).despawn();
    }
    let g = session.game();
    let mut painter = Painter::new(&mut commands, &font, &mut assets);
    let size = g.scenario().size();
    painter.mesh(cloth(size), Transform::from_xyz(0.0, 0.0, Z_GROUND));
    inch_labels(&mut painter, size);
    terrain(&mut painter, g);
    objectives(&mut painter, g.scenario());
    pieces(&mut painter, g);
}

/// Spawns the table's meshes and text (the scenario editor's table too).
pub(crate) struct Painter<'a, 'w, 's, 'm> {
    pub(crate) commands: &'a mut Commands<'w, 's>,
    pub(crate) font: &'a TableFont,
    pub(crate) assets: &'a mut MeshAssets<'m>,
    pub(crate) white: Handle<ColorMaterial>,
}

impl<'a, 'w, 's, 'm> Painter<'a, 'w, 's, 'm> {
    pub(crate) fn new(
        commands: &'a mut Commands<'w, 's>,
        font: &'a TableFont,
        assets: &'a mut MeshAssets<'m>,
    ) -> Self {
        let white = assets.materials.add(ColorMaterial::default());
        Painter {
            commands,
            font,
            assets,
            white,
        }
    }

    pub(crate) fn mesh(&mut self, t: Tris, transform: Transform) -> Entity {
        let mesh = self.assets.meshes.add(t.into_mesh());
        self.commands
            .spawn((
                Mesh2d(mesh),
                MeshMaterial2d(self.white.clone()),
                transform,
                TablePart,
            ))
            .id()
    }

    pub(crate) fn text(
        &mut self,
        s: impl Into<String>,
        inches: f32,
        color: Color,
        at: Vec2,
        z: f32,
        anchor: Anchor,
    ) -> Entity {
        self.commands
            .spawn(text(self.font, s, inches, color, at, z, anchor))
            .id()
    }
}

/// The cloth in a wooden frame, a 6" grid, and inch ticks on the frame.
pub(crate) fn cloth(size: Vec2) -> Tris {
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
    for i in 0..=(size.x.floor() as i32) {
        let x = i as f32;
        let len = if i % 6 == 0 { 0.7 } else { 0.3 };
        t.segment(Vec2::new(x, -0.12), Vec2::new(x, -0.12 - len), 0.05, TICK);
        t.segment(
            Vec2::new(x, size.y + 0.12),
            Vec2::new(x, size.y + 0.12 + len),
            0.05,
            TICK,
        );
    }
    for i in 0..=(size.y.floor() as i32) {
        let y = i as f32;
        let len = if i % 6 == 0 { 0.7 } else { 0.3 };
        t.segment(Vec2::new(-0.12, y), Vec2::new(-0.12 - len, y), 0.05, TICK);
        t.segment(
            Vec2::new(size.x + 0.12, y),
            Vec2::new(size.x + 0.12 + len, y),
            0.05,
            TICK,
        );
    }
    t
}

/// The colour of the inch scale on the frame.
const TICK: Color = Color::srgb(0.93, 0.88, 0.75);

/// Every 6" marked on all four sides of the frame, sized on screen like the other names:
/// when the table is small on screen every other number gives way rather than overlap.
pub(crate) fn inch_labels(p: &mut Painter, size: Vec2) {
    let number = |p: &mut Painter, i: i32, at: Vec2, anchor: Anchor| {
        let label = p.text(format!("{i}\""), 0.7, TICK, at, 0.5, anchor);
        p.commands.entity(label).insert(TableLabel {
            kind: LabelKind::Frame,
            inches: 0.7,
        });
    };
    for i in (0..=(size.x.floor() as i32)).step_by(6) {
        let x = i as f32;
        number(p, i, Vec2::new(x, -1.0), Anchor::TOP_CENTER);
        number(p, i, Vec2::new(x, size.y + 1.0), Anchor::BOTTOM_CENTER);
    }
    for i in (6..=(size.y.floor() as i32)).step_by(6) {
        let y = i as f32;
        number(p, i, Vec2::new(-1.0, y), Anchor::CENTER_RIGHT);
        number(p, i, Vec2::new(size.x + 1.0, y), Anchor::CENTER_LEFT);
    }
}

/// Terrain in layers, so roads lie over hills and walls over roads; named features labelled.
/// Each feature is drawn as the game's terrain has it, its kind resolved when the game began.
fn terrain(p: &mut Painter, g: &Game) {
    let kinds: HashMap<&str, &TerrainDef> = g
        .terrain()
        .features
        .iter()
        .map(|t| (t.id.as_str(), &t.def))
        .collect();
    for (i, f) in g.scenario().terrain.iter().enumerate() {
        let Some(def) = kinds.get(f.id.value.as_str()) else {
            continue;
        };
        let mut t = Tris::default();
        terrain_style::draw(f, def, &mut t);
        let z = terrain_style::layer(def) + i as f32 * 1e-4;
        p.mesh(t, Transform::from_xyz(0.0, 0.0, z));
        if let Some(name) = &f.name {
            let at = f.shape.label_point();
            let ink = Color::srgba(0.12, 0.09, 0.05, 0.85);
            let label = p.text(name.clone(), 0.6, ink, at, Z_LABEL - 0.2, Anchor::CENTER);
            p.commands.entity(label).insert((
                TableLabel {
                    kind: LabelKind::Terrain,
                    inches: 0.6,
                },
                CaptionHome(at),
            ));
        }
    }
}

/// Where an objective's star stands (`Scenario::objective_star`).
pub fn objective_star(s: &Scenario, o: &crate::scenario::format::Objective) -> Option<Vec2> {
    s.objective_star(o)
}

/// Objectives: a feature outlined in gold, or a gold ring on a point, with a star and the
/// name of the side that must hold it.
pub(crate) fn objectives(p: &mut Painter, s: &Scenario) {
    let gold = Color::srgb(0.95, 0.76, 0.15);
    for o in &s.objectives {
        let mut t = Tris::default();
        let Some(star_at) = objective_star(s, o) else {
            continue;
        };
        match &o.at {
            ObjectiveAt::Point(pt) => t.ring(point_to_vec2(pt), 1.5, 0.22, gold),
            ObjectiveAt::Feature(id) => {
                if let Some(f) = s.feature(id) {
                    let outline = f.shape.footprint().into_iter().next().unwrap_or_default();
                    t.outline(&outline, 0.18, gold.with_alpha(0.9));
                }
            }
        }
        star(&mut t, star_at, 0.7, gold);
        p.mesh(t, Transform::from_xyz(0.0, 0.0, Z_OBJECTIVE));
        let holder = s.side(&o.side).map_or("", |d| d.name.as_str());
        let at = star_at + Vec2::new(0.9, 0.0);
        let label = p.text(
            t!("label-objective", name = o.name.as_str(), holder = holder),
            0.55,
            Color::srgb(0.35, 0.22, 0.02),
            at,
            Z_LABEL,
            Anchor::CENTER_LEFT,
        );
        p.commands.entity(label).insert((
            TableLabel {
                kind: LabelKind::Objective,
                inches: 0.55,
            },
            CaptionHome(at),
        ));
    }
}

/// A base and a label for each of the game's elements, in the game's order (the file's), at
/// the place the game has them; `pieces::sync_pieces` keeps them there.
fn pieces(p: &mut Painter, g: &Game) {
    for (i, e) in g.elements().iter().enumerate() {
        let colour = g.scenario().sides.get(e.side).and_then(|d| d.colour);
        let mut t = Tris::default();
        let symbol = g.def(e).symbol;
        element_style::draw_base(
            e.base.width,
            e.base.depth,
            symbol,
            palette(e.side, colour),
            &mut t,
        );
        let tint = p.assets.materials.add(ColorMaterial::default());
        let piece = p.mesh(t, piece_transform(&e.base));
        p.commands.entity(piece).insert((
            ElementPiece(i),
            MeshMaterial2d(tint.clone()),
            ElementTint(tint),
        ));
        let arrives = e.unit.map_or(0, |u| g.units()[u].arrives);
        let label = if arrives > 0 {
            format!("{} (T{arrives})", e.label)
        } else {
            e.label.clone()
        };
        let ink = Color::srgb(0.1, 0.07, 0.04);
        let (at, anchor) = label_points(&e.base)[0];
        let label = p.text(label, 0.42, ink, at, Z_LABEL, anchor);
        p.commands.entity(label).insert((
            ElementLabel(i),
            TableLabel {
                kind: LabelKind::Base,
                inches: 0.42,
            },
        ));
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
