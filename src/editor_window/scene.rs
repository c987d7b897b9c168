//! The draft on the table, drawn as the game draws a battle (the same cloth, terrain styles,
//! objectives and bases) and redrawn at every change; over it, each frame, the selection with
//! its handles and the problems `check` finds, ringed in red where they are.

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::hit::{facing_knob, midpoints};
use super::input::Pointer;
use super::{EditSet, Editing};
use crate::editor::Place;
use crate::editor::ops::handles;
use crate::editor::place;
use crate::scenario::Scenario;
use crate::scenario::format::point_to_vec2;
use crate::table::element_style::{self, palette};
use crate::table::labels::{CaptionHome, LabelKind, LabelQuery, OnTable, TableLabel, lay_out};
use crate::table::scene::{
    ElementLabel, MeshAssets, Painter, TableFont, TablePart, Z_LABEL, cloth, inch_labels,
    label_points, objective_star, objectives, piece_transform,
};
use crate::table::shapes::Tris;
use crate::table::terrain_style;

/// The draft's generation the table shows.
#[derive(Resource, Default)]
struct Drawn(u64);

/// Lines of the selection and problems: thick enough to read over any terrain.
#[derive(Default, Reflect, GizmoConfigGroup)]
pub struct EditGizmos;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Drawn>()
        .insert_gizmo_config(
            EditGizmos,
            GizmoConfig {
                line: GizmoLineConfig {
                    width: 3.0,
                    ..default()
                },
                ..default()
            },
        )
        .add_systems(
            Update,
            (redraw.run_if(changed_draft), overlays)
                .chain()
                .in_set(EditSet::Draw),
        )
        .add_systems(
            PostUpdate,
            names
                .before(bevy::sprite::update_text2d_layout)
                .before(bevy::transform::TransformSystems::Propagate),
        );
}

/// The names kept readable at any zoom and off each other, as on the game's table.
fn names(
    editing: Res<Editing>,
    camera: Single<&Projection, With<Camera2d>>,
    mut labels: LabelQuery,
) {
    let Projection::Orthographic(o) = *camera else {
        return;
    };
    let s = editing.draft.scenario();
    let on = OnTable {
        bases: place::elements(s)
            .into_iter()
            .map(|(_, e)| e.base(&editing.rules))
            .collect(),
        size: sane_size(s),
        roofs: terrain_style::roofs(s, &editing.rules),
    };
    lay_out(&on, o.scale, &mut labels);
}

fn changed_draft(drawn: Res<Drawn>, editing: Res<Editing>) -> bool {
    drawn.0 != editing.generation
}

fn redraw(
    mut commands: Commands,
    editing: Res<Editing>,
    font: Option<Res<TableFont>>,
    mut drawn: ResMut<Drawn>,
    old: Query<Entity, With<TablePart>>,
    mut assets: MeshAssets,
) {
    // The font is loaded at start-up; the first frame may come before it.
    let Some(font) = font else { return };
    drawn.0 = editing.generation;
    for e in &old {
        commands.entity(e).despawn();
    }
    let s = editing.draft.scenario();
    let size = sane_size(s);
    let mut p = Painter::new(&mut commands, &font, &mut assets);
    p.mesh(cloth(size), Transform::from_xyz(0.0, 0.0, 0.0));
    inch_labels(&mut p, size);
    terrain(&mut p, s, &editing.rules);
    objectives(&mut p, s);
    bases(&mut p, s, &editing.rules);
}

/// The table as the author set it, kept drawable while a width is being typed.
fn sane_size(s: &Scenario) -> Vec2 {
    s.size().clamp(Vec2::splat(1.0), Vec2::splat(400.0))
}

fn terrain(p: &mut Painter, s: &Scenario, rules: &crate::ruleset::Ruleset) {
    for (i, f) in s.terrain.iter().enumerate() {
        let mut t = Tris::default();
        let z = match rules.terrain(&f.kind) {
            Some(def) => {
                terrain_style::draw(f, def, &mut t);
                terrain_style::layer(def) + i as f32 * 1e-4
            }
            // A kind the ruleset does not know: drawn plain, and listed as a problem.
            None => {
                for poly in f.shape.value.footprint() {
                    t.outline(&poly, 0.15, Color::srgb(0.5, 0.5, 0.5));
                }
                1.0 + i as f32 * 1e-4
            }
        };
        p.mesh(t, Transform::from_xyz(0.0, 0.0, z));
        if let Some(name) = &f.name {
            let ink = Color::srgba(0.12, 0.09, 0.05, 0.85);
            let at = f.shape.value.label_point();
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

fn bases(p: &mut Painter, s: &Scenario, rules: &crate::ruleset::Ruleset) {
    for (i, (at, e)) in place::elements(s).into_iter().enumerate() {
        let side = s
            .forces
            .get(at.force)
            .and_then(|f| s.side_index(&f.side.value))
            .unwrap_or(at.force);
        let colour = s.sides.get(side).and_then(|d| d.colour);
        let typed = e
            .base(rules)
            .zip(rules.element_type(&e.kind).map(|t| t.symbol));
        let Some((base, symbol)) = typed else {
            // An unknown type: a plain grey square where it stands.
            let mut t = Tris::default();
            t.rect(
                Vec2::splat(-0.5),
                Vec2::splat(0.5),
                Color::srgb(0.5, 0.5, 0.5),
            );
            p.mesh(
                t,
                Transform::from_translation(point_to_vec2(&e.at).extend(4.0)),
            );
            continue;
        };
        let mut t = Tris::default();
        element_style::draw_base(
            base.width,
            base.depth,
            symbol,
            palette(side, colour),
            &mut t,
        );
        p.mesh(t, piece_transform(&base));
        let arrives = at
            .unit
            .and_then(|u| s.forces[at.force].brigades[at.brigade].units.get(u))
            .and_then(|u| u.arrives.as_ref())
            .map(|a| a.value);
        let label = match arrives {
            Some(t) => format!("{} (T{t})", e.label()),
            None => e.label().to_string(),
        };
        let (lat, anchor) = label_points(&base)[0];
        let label = p.text(
            label,
            0.42,
            Color::srgb(0.1, 0.07, 0.04),
            lat,
            Z_LABEL,
            anchor,
        );
        p.commands.entity(label).insert((
            ElementLabel(i),
            TableLabel {
                kind: LabelKind::Base,
                inches: 0.42,
            },
        ));
    }
}

fn lift(p: Vec2) -> Vec3 {
    p.extend(Z_LABEL + 0.5)
}

const SELECTED: Color = Color::srgb(1.0, 0.85, 0.2);
const HANDLE: Color = Color::srgb(0.98, 0.98, 0.95);
const PROBLEM: Color = Color::srgb(0.95, 0.15, 0.1);

fn overlays(editing: Res<Editing>, pointer: Res<Pointer>, mut gizmos: Gizmos<EditGizmos>) {
    let s = editing.draft.scenario();
    let r = pointer.reach;
    let hover = pointer.hover;
    match editing.selected {
        Some(Place::Element(at)) => {
            if let Some(b) = place::element(s, at).and_then(|e| e.base(&editing.rules)) {
                outline(&mut gizmos, &b.corners(), SELECTED);
                if let Some(knob) = facing_knob(s, &editing.rules, at) {
                    gizmos.line(lift(b.center), lift(knob), SELECTED);
                    gizmos.circle_2d(Isometry2d::from_translation(knob), r * 0.8, HANDLE);
                }
            }
        }
        Some(Place::Feature(fi) | Place::Corner { feature: fi, .. }) => {
            if let Some(f) = s.terrain.get(fi) {
                for poly in f.shape.value.footprint() {
                    outline(&mut gizmos, &poly, SELECTED);
                }
                for (i, h) in handles(&f.shape.value).into_iter().enumerate() {
                    let picked = editing.selected
                        == Some(Place::Corner {
                            feature: fi,
                            index: i,
                        });
                    let colour = if picked { SELECTED } else { HANDLE };
                    gizmos.rect_2d(
                        Isometry2d::from_translation(h),
                        Vec2::splat(r * 1.4),
                        colour,
                    );
                }
                for (_, m) in midpoints(&f.shape.value) {
                    gizmos.circle_2d(
                        Isometry2d::from_translation(m),
                        r * 0.5,
                        HANDLE.with_alpha(0.7),
                    );
                }
            }
        }
        Some(Place::Objective(i)) => {
            let star = s.objectives.get(i).and_then(|o| objective_star(s, o));
            if let Some(at) = star {
                gizmos.circle_2d(Isometry2d::from_translation(at), 1.9, SELECTED);
            }
        }
        Some(p @ (Place::Unit { .. } | Place::Brigade { .. })) => {
            // Every base of the unit or brigade.
            for (at, e) in place::elements(s) {
                let inside = match p {
                    Place::Unit {
                        force,
                        brigade,
                        unit,
                    } => at.force == force && at.brigade == brigade && at.unit == Some(unit),
                    Place::Brigade { force, brigade } => at.force == force && at.brigade == brigade,
                    _ => false,
                };
                if let Some(b) = e.base(&editing.rules).filter(|_| inside) {
                    outline(&mut gizmos, &b.corners(), SELECTED.with_alpha(0.8));
                }
            }
        }
        _ => {}
    }
    if let Some(points) = &editing.drawing {
        // The outline so far, and where the next point would go.
        let mut line: Vec<Vec2> = points.clone();
        line.extend(pointer.world);
        for w in line.windows(2) {
            gizmos.line(lift(w[0]), lift(w[1]), SELECTED);
        }
        for (i, p) in points.iter().enumerate() {
            let size = if i == 0 { r * 1.8 } else { r * 1.2 };
            gizmos.rect_2d(Isometry2d::from_translation(*p), Vec2::splat(size), HANDLE);
        }
    }
    if let Some(at) = hover {
        gizmos.circle_2d(
            Isometry2d::from_translation(at),
            r * 0.35,
            HANDLE.with_alpha(0.5),
        );
    }
    for p in editing.draft.problems() {
        if let Some(at) = p.at {
            gizmos.circle_2d(Isometry2d::from_translation(at), 1.2, PROBLEM);
            let d = Vec2::splat(0.6);
            gizmos.line(lift(at - d), lift(at + d), PROBLEM);
            gizmos.line(
                lift(at + Vec2::new(-0.6, 0.6)),
                lift(at + Vec2::new(0.6, -0.6)),
                PROBLEM,
            );
        }
    }
}

fn outline(gizmos: &mut Gizmos<EditGizmos>, pts: &[Vec2], colour: Color) {
    for k in 0..pts.len() {
        gizmos.line(lift(pts[k]), lift(pts[(k + 1) % pts.len()]), colour);
    }
}
