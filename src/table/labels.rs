//! The names on the table kept readable at any zoom: each is drawn at a size in screen pixels
//! that grows with the zoom but never falls below a legible floor, a base's name is left out
//! when its base is too small on screen to tell apart, and no name is drawn over another.

use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::{FontSize, TextLayoutInfo};

use super::scene::{ElementLabel, TEXT_PX};
use crate::rules::Status;
use crate::session::GameSession;

/// What a label names, most important first: when two would overlap, the first kind keeps
/// its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum LabelKind {
    Objective,
    Terrain,
    Base,
    /// The inch numbers on the frame: outside the table, they give way to each other only.
    Frame,
}

/// A name on the table. `inches` is its height on the cloth, the size it has when zoomed in
/// far enough that this is larger than the floor.
#[derive(Component, Clone, Copy, Debug)]
pub struct TableLabel {
    pub kind: LabelKind,
    pub inches: f32,
}

impl LabelKind {
    /// Font size in screen pixels below which the name is no longer comfortable to read, and
    /// above which growing further only covers the table.
    fn px_range(self) -> (f32, f32) {
        match self {
            LabelKind::Objective => (13.0, 22.0),
            LabelKind::Terrain => (12.0, 22.0),
            LabelKind::Base => (11.0, 18.0),
            LabelKind::Frame => (10.0, 16.0),
        }
    }
}

/// Where a caption (a place's or an objective's name) stands when nothing is in its way, in
/// world inches: each frame's layout starts from here, not from where the last one put it.
#[derive(Component, Clone, Copy, Debug)]
pub struct CaptionHome(pub Vec2);

/// A base narrower than this on screen is a speck; a name beside it would outsize it and
/// crowd its neighbours' names out.
const MIN_BASE_PX: f32 = 8.0;

/// Room kept between two names so their halos do not touch.
const GAP_PX: f32 = 2.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        lay_out_labels
            .run_if(resource_exists::<GameSession>)
            .before(bevy::sprite::update_text2d_layout)
            .before(bevy::transform::TransformSystems::Propagate),
    );
}

/// A label that wants a place on screen: the rectangles it could take, in order of
/// preference, in screen pixels.
#[derive(Clone, Debug)]
pub struct Wanted {
    pub kind: LabelKind,
    pub places: Vec<Rect>,
}

/// Which of its places each label takes, or `None` when every one of them overlaps a label of
/// the same or a higher priority that was placed first. Higher priorities are placed first;
/// within a priority, the order given.
pub fn place(wanted: &[Wanted]) -> Vec<Option<usize>> {
    place_around(wanted, &[])
}

/// Something drawn on the table that a base's name must not cover (another base, a roof), in
/// screen pixels; `owner` is the label that may cover it, its own base's.
#[derive(Clone, Copy, Debug)]
pub struct Blocked {
    pub rect: Rect,
    pub owner: Option<usize>,
}

/// `place`, with base names also kept off what is `blocked`: a name on a neighbour's base or on
/// a village's roofs hides what the player has to see, so it takes its next place or hides.
pub fn place_around(wanted: &[Wanted], blocked: &[Blocked]) -> Vec<Option<usize>> {
    let mut order: Vec<usize> = (0..wanted.len()).collect();
    order.sort_by_key(|&i| wanted[i].kind);
    let mut taken: Vec<Rect> = Vec::new();
    let mut chosen = vec![None; wanted.len()];
    for i in order {
        let base = wanted[i].kind == LabelKind::Base;
        let free = wanted[i].places.iter().position(|r| {
            let r = r.inflate(GAP_PX / 2.0);
            taken.iter().all(|t| t.intersect(r).is_empty())
                && (!base
                    || blocked
                        .iter()
                        .filter(|b| b.owner != Some(i))
                        .all(|b| b.rect.intersect(r).is_empty()))
        });
        if let Some(k) = free {
            taken.push(wanted[i].places[k].inflate(GAP_PX / 2.0));
            chosen[i] = Some(k);
        }
    }
    chosen
}

/// How far to move `rect` so that it lies inside `bounds` (centred on it if too wide): a
/// caption near the table's edge is shifted in rather than run off the cloth.
pub fn shift_inside(rect: Rect, bounds: Rect) -> Vec2 {
    let axis = |lo: f32, hi: f32, min: f32, max: f32| {
        if hi - lo > max - min {
            (min + max - lo - hi) / 2.0
        } else if lo < min {
            min - lo
        } else if hi > max {
            max - hi
        } else {
            0.0
        }
    };
    Vec2::new(
        axis(rect.min.x, rect.max.x, bounds.min.x, bounds.max.x),
        axis(rect.min.y, rect.max.y, bounds.min.y, bounds.max.y),
    )
}

/// Font size in screen pixels for a label `inches` high when one inch is `px_per_inch`.
pub fn label_px(kind: LabelKind, inches: f32, px_per_inch: f32) -> f32 {
    let (floor, cap) = kind.px_range();
    // Whole pixels, so zooming reuses a few sizes of glyphs instead of rasterising new ones.
    (inches * px_per_inch).clamp(floor, cap).round()
}

/// Where a label could stand, in world inches, with the anchor that goes with each place.
pub type Spot = (Vec2, Anchor);

/// Where a caption may stand, best first: at its own point, else a line above it, else a line
/// below (`line`: its height and the gap between names, in the units of `at`). An objective's
/// star sits just under the middle of its feature, where the feature's name is: on a table
/// small on screen the two names met and the place's name, the less important, was hidden.
/// The frame's inch numbers keep their one place.
pub fn caption_spots(kind: LabelKind, at: Vec2, anchor: Anchor, line: f32) -> Vec<Spot> {
    match kind {
        LabelKind::Objective | LabelKind::Terrain => vec![
            (at, anchor),
            (at + Vec2::new(0.0, line), anchor),
            (at - Vec2::new(0.0, line), anchor),
        ],
        LabelKind::Base | LabelKind::Frame => vec![(at, anchor)],
    }
}

/// The screen rectangle, in pixels, of a label `size` pixels big anchored by `anchor` at `at`
/// inches.
pub fn spot_rect((at, anchor): Spot, size: Vec2, px_per_inch: f32) -> Rect {
    Rect::from_center_size(at * px_per_inch - anchor.as_vec() * size, size)
}

#[allow(clippy::type_complexity)]
fn lay_out_labels(
    session: Res<GameSession>,
    camera: Single<&Projection, With<Camera2d>>,
    mut labels: LabelQuery,
) {
    let Projection::Orthographic(o) = *camera else {
        return;
    };
    let g = session.game();
    let on = OnTable {
        bases: g
            .elements()
            .iter()
            .map(|e| {
                // A routed base stands faded where it fled to (`pieces`), unnamed: its name
                // would crowd the living bases' in the town or at the road exit it reached.
                let gone = matches!(
                    e.status,
                    Status::Carried | Status::KnockedOut | Status::Routed
                );
                (!gone).then_some(e.base)
            })
            .collect(),
        size: g.scenario().size(),
        roofs: super::terrain_style::roofs(g.scenario(), g.rules()),
    };
    lay_out(&on, o.scale, &mut labels);
}

/// The names on the table, with what they are placed around.
pub(crate) type LabelQuery<'w, 's> = Query<
    'w,
    's,
    (
        &'static TableLabel,
        Option<&'static ElementLabel>,
        &'static mut Transform,
        &'static mut TextFont,
        &'static mut Anchor,
        &'static mut Visibility,
        &'static TextLayoutInfo,
        Option<&'static CaptionHome>,
    ),
>;

/// What the names are placed around: each `ElementLabel`'s base (`None` when it is off the
/// table), the table's size, and the roofs no name covers.
pub(crate) struct OnTable {
    pub bases: Vec<Option<crate::geom::Base>>,
    pub size: Vec2,
    pub roofs: Vec<(Vec2, Vec2)>,
}

/// Size each name for the zoom and place it where it overlaps nothing more important.
pub(crate) fn lay_out(on: &OnTable, scale: f32, labels: &mut LabelQuery) {
    let px_per_inch = 1.0 / scale;
    let base_of = |e: &ElementLabel| on.bases.get(e.0).copied().flatten();
    let table = Rect::from_corners(Vec2::ZERO, on.size * px_per_inch);

    let mut wanted = Vec::new();
    let mut rows = Vec::new();
    let mut blocked: Vec<Blocked> = on
        .roofs
        .iter()
        .map(|(lo, hi)| Blocked {
            rect: Rect::from_corners(*lo * px_per_inch, *hi * px_per_inch),
            owner: None,
        })
        .collect();
    for (i, (label, element, transform, font, anchor, _, layout, home)) in labels.iter().enumerate()
    {
        if let Some(base) = element.and_then(base_of) {
            let c = base.corners();
            let (lo, hi) = c.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), p| {
                (lo.min(*p), hi.max(*p))
            });
            blocked.push(Blocked {
                rect: Rect::from_corners(lo * px_per_inch, hi * px_per_inch),
                owner: Some(i),
            });
        }
        let px = label_px(label.kind, label.inches, px_per_inch);
        // The layout was made at the font size set last frame; scale it to this frame's.
        let laid_px = match font.font_size {
            FontSize::Px(p) if p > 0.0 => p,
            _ => TEXT_PX,
        };
        let size = layout.size * (px / laid_px);
        let mut places: Vec<Spot> = match element.and_then(base_of) {
            Some(base) => {
                if base.width.min(base.depth) * px_per_inch < MIN_BASE_PX {
                    vec![]
                } else {
                    super::scene::label_points(&base).to_vec()
                }
            }
            None if element.is_some() => vec![],
            None => {
                let at = home.map_or(transform.translation.truncate(), |h| h.0);
                let line = (size.y + GAP_PX) / px_per_inch;
                caption_spots(label.kind, at, *anchor, line)
            }
        };
        let mut rects = Vec::new();
        for spot in &mut places {
            let mut rect = spot_rect(*spot, size, px_per_inch);
            let (at, _) = spot;
            if element.is_none() && label.kind != LabelKind::Frame {
                let shift = shift_inside(rect, table);
                rect = Rect::from_center_size(rect.center() + shift, size);
                *at += shift / px_per_inch;
            }
            rects.push(rect);
        }
        wanted.push(Wanted {
            kind: label.kind,
            places: rects,
        });
        rows.push((places, px));
    }
    let chosen = place_around(&wanted, &blocked);

    for ((row, k), (_, _, mut transform, mut font, mut anchor, mut vis, _, _)) in
        rows.into_iter().zip(chosen).zip(labels.iter_mut())
    {
        let (places, px) = row;
        let Some(k) = k else {
            vis.set_if_neq(Visibility::Hidden);
            continue;
        };
        vis.set_if_neq(Visibility::Inherited);
        let (at, a) = places[k];
        // One text pixel is one screen pixel: the glyphs are rasterised at the size they show.
        let new = Transform {
            translation: at.extend(transform.translation.z),
            scale: Vec3::splat(scale),
            ..*transform
        };
        transform.set_if_neq(new);
        if font.font_size != FontSize::Px(px) {
            font.font_size = FontSize::Px(px);
        }
        anchor.set_if_neq(a);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect::new(x, y, x + w, y + h)
    }

    #[test]
    fn a_label_gives_way_to_a_more_important_one_whatever_the_order() {
        let wanted = [
            Wanted {
                kind: LabelKind::Base,
                places: vec![r(0.0, 0.0, 40.0, 12.0)],
            },
            Wanted {
                kind: LabelKind::Objective,
                places: vec![r(20.0, 5.0, 100.0, 14.0)],
            },
        ];
        assert_eq!(place(&wanted), vec![None, Some(0)]);
    }

    #[test]
    fn a_caption_is_shifted_onto_the_table() {
        let table = r(0.0, 0.0, 100.0, 50.0);
        assert_eq!(shift_inside(r(10.0, 10.0, 20.0, 5.0), table), Vec2::ZERO);
        assert_eq!(
            shift_inside(r(90.0, 10.0, 20.0, 5.0), table),
            Vec2::new(-10.0, 0.0)
        );
        assert_eq!(
            shift_inside(r(-5.0, 48.0, 20.0, 5.0), table),
            Vec2::new(5.0, -3.0)
        );
        // Wider than the table: centred on it.
        assert_eq!(
            shift_inside(r(0.0, 0.0, 120.0, 5.0), table),
            Vec2::new(-10.0, 0.0)
        );
    }

    #[test]
    fn a_base_label_keeps_off_other_bases_and_roofs_but_not_its_own() {
        let base = |places| Wanted {
            kind: LabelKind::Base,
            places,
        };
        let wanted = [
            // Its first place is on a neighbour's base, its second on a roof, its third free.
            base(vec![
                r(0.0, 0.0, 30.0, 10.0),
                r(0.0, 40.0, 30.0, 10.0),
                r(0.0, 80.0, 30.0, 10.0),
            ]),
            // Every place taken: hidden rather than drawn over a base.
            base(vec![r(100.0, 0.0, 30.0, 10.0)]),
        ];
        let blocked = [
            Blocked {
                rect: r(10.0, 5.0, 20.0, 20.0),
                owner: None,
            },
            Blocked {
                rect: r(5.0, 45.0, 5.0, 5.0),
                owner: None,
            },
            // The second label's own base under it does not count, another's does.
            Blocked {
                rect: r(100.0, 0.0, 10.0, 10.0),
                owner: Some(1),
            },
        ];
        assert_eq!(place_around(&wanted, &blocked), [Some(2), Some(0)]);
        let mut more = blocked.to_vec();
        more.push(Blocked {
            rect: r(120.0, 5.0, 10.0, 10.0),
            owner: Some(0),
        });
        assert_eq!(place_around(&wanted, &more), [Some(2), None]);
        // Captions are placed as before: bases and roofs are the base names' concern.
        let caption = Wanted {
            kind: LabelKind::Objective,
            places: vec![r(0.0, 0.0, 30.0, 10.0)],
        };
        assert_eq!(place_around(&[caption], &blocked), [Some(0)]);
    }

    #[test]
    fn a_base_label_moves_to_its_next_place_before_it_is_hidden() {
        let wanted = [
            Wanted {
                kind: LabelKind::Terrain,
                places: vec![r(0.0, 0.0, 80.0, 14.0)],
            },
            Wanted {
                kind: LabelKind::Base,
                places: vec![r(10.0, 4.0, 30.0, 12.0), r(10.0, 40.0, 30.0, 12.0)],
            },
            Wanted {
                kind: LabelKind::Base,
                places: vec![r(12.0, 6.0, 30.0, 12.0), r(12.0, 44.0, 30.0, 12.0)],
            },
        ];
        assert_eq!(place(&wanted), vec![Some(0), Some(1), None]);
    }

    #[test]
    fn labels_apart_all_show_and_touching_halos_count_as_overlap() {
        let apart = [
            Wanted {
                kind: LabelKind::Base,
                places: vec![r(0.0, 0.0, 30.0, 12.0)],
            },
            Wanted {
                kind: LabelKind::Base,
                places: vec![r(40.0, 0.0, 30.0, 12.0)],
            },
        ];
        assert_eq!(place(&apart), vec![Some(0), Some(0)]);
        let close = [
            apart[0].clone(),
            Wanted {
                kind: LabelKind::Base,
                places: vec![r(31.0, 0.0, 30.0, 12.0)],
            },
        ];
        assert_eq!(place(&close), vec![Some(0), None]);
    }

    #[test]
    fn a_places_name_moves_a_line_up_off_the_objective_on_it() {
        // Valdemoro on a small screen, 12 px an inch: the farm's name centred on its middle
        // (24, 22), 100 x 12 px at the floor; the objective's star 1" under it, its caption
        // 230 x 13 px from 0.9" to the star's right. 1" apart, the names meet.
        let ppi = 12.0;
        let line = |h: f32| (h + GAP_PX) / ppi;
        let objective = caption_spots(
            LabelKind::Objective,
            Vec2::new(24.9, 21.0),
            Anchor::CENTER_LEFT,
            line(13.0),
        );
        let farm = caption_spots(
            LabelKind::Terrain,
            Vec2::new(24.0, 22.0),
            Anchor::CENTER,
            line(12.0),
        );
        let wanted = |objective: &[Spot], farm: &[Spot]| {
            [
                Wanted {
                    kind: LabelKind::Objective,
                    places: (objective.iter())
                        .map(|s| spot_rect(*s, Vec2::new(230.0, 13.0), ppi))
                        .collect(),
                },
                Wanted {
                    kind: LabelKind::Terrain,
                    places: (farm.iter())
                        .map(|s| spot_rect(*s, Vec2::new(100.0, 12.0), ppi))
                        .collect(),
                },
            ]
        };
        // At their own points alone, the farm's name would be hidden under the objective's.
        let alone = wanted(&objective[..1], &farm[..1]);
        assert_eq!(place(&alone), [Some(0), None]);
        // A line up, it shows, clear of the objective's caption, which keeps its place.
        let both = wanted(&objective, &farm);
        assert_eq!(place(&both), [Some(0), Some(1)]);
        assert_eq!(
            farm[1],
            (Vec2::new(24.0, 22.0 + 14.0 / 12.0), Anchor::CENTER)
        );
        let (o, f) = (both[0].places[0], both[1].places[1]);
        assert!(o.intersect(f).is_empty(), "{o:?} {f:?}");
        // The frame's numbers and the bases' names keep to the places they had.
        assert_eq!(
            caption_spots(LabelKind::Frame, Vec2::ZERO, Anchor::CENTER, 1.0).len(),
            1
        );
    }

    #[test]
    fn labels_keep_a_floor_and_a_cap_on_screen() {
        assert_eq!(label_px(LabelKind::Base, 0.42, 16.0), 11.0);
        assert_eq!(label_px(LabelKind::Base, 0.42, 40.0), 17.0);
        assert_eq!(label_px(LabelKind::Base, 0.42, 400.0), 18.0);
    }
}
