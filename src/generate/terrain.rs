//! The table: a river or stream with its crossings, roads, a village, the defender's works,
//! hills, woods and the odd rocky knoll, gully or reed bed, and field boundaries, each on
//! ground of its own.

use bevy::math::Vec2;

use super::rng::{Rng, half, tenth};
use super::shapes::{Ground, Taken, blob, pt};
use super::{Frame, Kind};
use crate::scenario::format::{Feature, Shape};
use crate::spanned::{Span, Spanned};

/// A feature an objective may be on.
#[derive(Clone, Debug)]
pub struct Landmark {
    pub id: String,
    pub name: String,
    pub at: Vec2,
    /// A point, not a feature (a crossroads, a bridge).
    pub point: bool,
}

pub struct Table {
    pub features: Vec<Feature>,
    pub landmarks: Vec<Landmark>,
    /// The village's name, for the title.
    pub place: String,
}

const VILLAGES: [&str; 16] = [
    "Torremocha",
    "Valdelapeña",
    "Villar del Olmo",
    "Casas de San Roque",
    "La Aldehuela",
    "Fuentelsaz",
    "Navalperal",
    "Cerrillos",
    "Villafranca del Campo",
    "Los Yesares",
    "Castejón de Monte",
    "Almonacid",
    "Robledillo",
    "Matarrubia",
    "Quintanar",
    "Valdecañas",
];
const HILLS: [&str; 8] = [
    "Cerro Gordo",
    "Loma Pelada",
    "El Calvario",
    "Cerro del Moro",
    "La Atalaya",
    "Cerro Blanco",
    "Los Altos",
    "El Pingarrón",
];
const WOODS: [&str; 6] = [
    "Olive grove",
    "Pine wood",
    "Holm oaks",
    "Vineyard",
    "Olive grove",
    "Almond orchard",
];
const RIVERS: [&str; 6] = [
    "Río Tajuña",
    "Río Henares",
    "Río Alfambra",
    "Río Guadarrama",
    "Río Perales",
    "Río Aguas Vivas",
];

fn feature(
    id: &str,
    kind: &str,
    name: Option<String>,
    shape: Shape,
    height: Option<f32>,
) -> Feature {
    Feature {
        id: sp(id.to_string()),
        kind: sp(kind.to_string()),
        name,
        shape: sp(shape),
        height: height.map(sp),
    }
}

pub fn sp<T>(value: T) -> Spanned<T> {
    Spanned::new(value, Span::default())
}

fn polygon(points: Vec<(f32, f32)>) -> Shape {
    Shape::Polygon(points.into_iter().map(sp).collect())
}

fn polyline(points: &[(f32, f32)], width: f32) -> Shape {
    Shape::Polyline {
        points: points.iter().copied().map(sp).collect(),
        width,
    }
}

/// A line across the table from the left edge to the right at about `y`, wandering `wander`.
fn across(rng: &mut Rng, w: f32, y: f32, wander: f32, pieces: usize) -> Vec<(f32, f32)> {
    (0..=pieces)
        .map(|i| {
            let x = w * i as f32 / pieces as f32;
            (tenth(x), tenth(y + rng.range(-wander, wander)))
        })
        .collect()
}

struct Builder<'a> {
    rng: &'a mut Rng,
    frame: &'a Frame,
    ground: Ground,
    features: Vec<Feature>,
    landmarks: Vec<Landmark>,
    count: usize,
}

impl Builder<'_> {
    fn id(&mut self, stem: &str) -> String {
        self.count += 1;
        format!("{stem}-{}", self.count)
    }

    /// A spot for something `r` round, clear of `except`-less ground, with its centre in
    /// `[x0, x1] x [y0, y1]` and wholly on the table; `None` after some tries.
    fn spot(&mut self, r: f32, (y0, y1): (f32, f32), except: &[Taken]) -> Option<Vec2> {
        let (w, h) = (self.frame.w, self.frame.h);
        for _ in 0..40 {
            let c = Vec2::new(
                self.rng.range(r + 0.5, w - r - 0.5),
                self.rng.range(y0.max(r + 0.5), y1.min(h - r - 0.5)),
            );
            if self.ground.clear(c, r, 1.0, except) {
                return Some(c);
            }
        }
        None
    }

    fn area(
        &mut self,
        kind: &str,
        stem: &str,
        name: Option<String>,
        r: f32,
        stretch: f32,
        band: (f32, f32),
    ) -> Option<(String, Vec2)> {
        let reach = r * 1.1 * stretch;
        let except: &[Taken] = if kind == "Hill" {
            &[Taken::Road, Taken::Line]
        } else {
            &[]
        };
        let c = self.spot(reach, band, except)?;
        let outline = blob(self.rng, c, r, stretch);
        let what = if kind == "Hill" {
            Taken::Hill
        } else {
            Taken::Area
        };
        self.ground.take(c, reach, what);
        let id = self.id(stem);
        let height = (kind == "Hill").then(|| if self.rng.chance(0.7) { 1.0 } else { 2.0 });
        self.features
            .push(feature(&id, kind, name, polygon(outline), height));
        Some((id, c))
    }
}

/// The terrain of a battle of `kind` on the frame's table.
pub fn generate(rng: &mut Rng, frame: &Frame, kind: Kind, year: i32) -> Table {
    let (w, h) = (frame.w, frame.h);
    let place = rng
        .pick(&VILLAGES)
        .copied()
        .unwrap_or("Torremocha")
        .to_string();
    let mut b = Builder {
        rng,
        frame,
        ground: Ground::default(),
        features: Vec::new(),
        landmarks: Vec::new(),
        count: 0,
    };
    // No man's land, in table y: between the bottom side's front and the top side's.
    let (lo, hi) = (frame.front[frame.bottom], h - frame.front[1 - frame.bottom]);
    let mid = (lo + hi) / 2.0;
    // The village: the defender's, a little behind its front; in the middle in a meeting.
    let village = match kind {
        Kind::Attack { attacker } => {
            let d = frame.front[1 - attacker] - b.rng.range(3.5, 5.0);
            Vec2::new(b.rng.range(w * 0.3, w * 0.7), frame.y(1 - attacker, d))
        }
        Kind::Meeting => Vec2::new(
            b.rng.range(w * 0.35, w * 0.65),
            mid + b.rng.range(-1.5, 1.5),
        ),
    };
    let village = Vec2::new(half(village.x), half(village.y));

    // The main road, edge to edge through the village, and maybe a lateral one.
    let xb = half(b.rng.range(w * 0.25, w * 0.75));
    let xt = half(b.rng.range(w * 0.25, w * 0.75));
    let road = vec![(xb, 0.0), pt(village), (xt, h)];
    b.ground.take_line(&road, 1.2, Taken::Road);
    let road_id = b.id("road");
    b.features.push(feature(
        &road_id,
        "Road",
        Some(format!("Road to {place}")),
        polyline(&road, 1.2),
        None,
    ));
    if b.rng.chance(0.5) {
        let yl = half(village.y + b.rng.range(-4.0, 4.0));
        let yr = half(village.y + b.rng.range(-4.0, 4.0));
        let lateral = vec![
            (0.0, yl.clamp(1.0, h - 1.0)),
            pt(village),
            (w, yr.clamp(1.0, h - 1.0)),
        ];
        b.ground.take_line(&lateral, 1.0, Taken::Road);
        let id = b.id("track");
        b.features
            .push(feature(&id, "Road", None, polyline(&lateral, 1.0), None));
        b.landmarks.push(Landmark {
            id: "crossroads".into(),
            name: format!("The crossroads at {place}"),
            at: village,
            point: true,
        });
    }

    // A river or stream across no man's land, with a bridge where the road crosses and
    // maybe a ford; only where there is room for it clear of the village.
    let water = b.rng.below(10);
    if hi - lo >= 7.0 && water < 6 && (village.y - mid).abs() > 4.5 {
        let river = water < 3;
        let width = if river {
            tenth(b.rng.range(1.6, 2.2))
        } else {
            0.8
        };
        let y = mid + b.rng.range(-1.0, 1.0);
        let line = across(b.rng, w, y, 1.2, 6);
        let name = if river {
            b.rng
                .pick(&RIVERS)
                .copied()
                .unwrap_or("Río Tajuña")
                .to_string()
        } else {
            "Arroyo".to_string()
        };
        // The bridge: where the road meets the water.
        let crossing = Vec2::new((xb + village.x) / 2.0, y);
        if river && b.rng.chance(0.6) {
            // A ford, 3" wide, on a piece away from the road: the river stops either side of
            // it and a stream runs there.
            let k = if crossing.x < w / 2.0 { 4 } else { 1 };
            let (p, q) = (Vec2::from(line[k]), Vec2::from(line[k + 1]));
            let len = p.distance(q).max(1.0);
            let m = p.lerp(q, 0.5);
            let dir = (q - p) / len;
            let (a, c) = (pt(m - dir * 1.5), pt(m + dir * 1.5));
            let mut west: Vec<(f32, f32)> = line[..=k].to_vec();
            west.push(a);
            let mut east = vec![c];
            east.extend_from_slice(&line[k + 1..]);
            for part in [west, east] {
                let id = b.id("river");
                b.features.push(feature(
                    &id,
                    "River",
                    Some(name.clone()),
                    polyline(&part, width),
                    None,
                ));
            }
            let ford = [pt(m - dir * 1.8), pt(m + dir * 1.8)];
            let id = b.id("ford");
            b.features.push(feature(
                &id,
                "Stream",
                Some("Ford".into()),
                polyline(&ford, 1.0),
                None,
            ));
        } else {
            let id = b.id(if river { "river" } else { "stream" });
            let kind = if river { "River" } else { "Stream" };
            b.features.push(feature(
                &id,
                kind,
                Some(name.clone()),
                polyline(&line, width),
                None,
            ));
        }
        b.ground.take_line(&line, width + 1.0, Taken::Water);
        if river {
            b.landmarks.push(Landmark {
                id: "bridge".into(),
                name: format!("The bridge over the {}", name.trim_start_matches("Río ")),
                at: Vec2::new(half(crossing.x), half(crossing.y)),
                point: true,
            });
            // Reeds along the bank.
            if b.rng.chance(0.5) {
                let band = (y - 4.0, y + 4.0);
                b.area("ReedBed", "reeds", Some("Reed beds".into()), 1.6, 1.8, band);
            }
        }
    }

    // The village: a few buildings beside the road, the first named for the place.
    let mut buildings = 0;
    for k in 0..30 {
        if buildings >= 4 {
            break;
        }
        let dir = super::shapes::SIXTEEN[(k * 5 + b.rng.below(3)) % 16];
        let dist = b.rng.range(2.0, 5.0);
        let (bw, bh) = (half(b.rng.range(2.0, 4.0)), half(b.rng.range(1.5, 3.0)));
        let c = village + Vec2::new(dir.0, dir.1) * dist;
        let (x, y) = (half(c.x - bw / 2.0), half(c.y - bh / 2.0));
        let centre = Vec2::new(x + bw / 2.0, y + bh / 2.0);
        let reach = (bw * bw + bh * bh).sqrt() / 2.0;
        if x < 0.5 || y < 0.5 || x + bw > w - 0.5 || y + bh > h - 0.5 {
            continue;
        }
        if !b.ground.clear(centre, reach, 0.3, &[]) {
            continue;
        }
        b.ground.take(centre, reach, Taken::Area);
        let id = b.id("house");
        let name = if buildings == 0 {
            Some(place.clone())
        } else if buildings == 1 && b.rng.chance(0.5) {
            Some("The church".to_string())
        } else {
            None
        };
        if let Some(n) = &name {
            b.landmarks.push(Landmark {
                id: id.clone(),
                name: n.clone(),
                at: centre,
                point: false,
            });
        }
        let shape = Shape::Rect {
            x,
            y,
            width: bw,
            height: bh,
        };
        b.features.push(feature(&id, "Urban", name, shape, None));
        buildings += 1;
        // A walled yard behind the first house, open on the road side.
        if buildings == 1 && b.rng.chance(0.5) {
            let (x0, y0, x1, y1) = (x - 0.7, y - 0.7, x + bw + 0.7, y + bh + 0.7);
            let wall = [
                (tenth(x0), tenth(y1)),
                (tenth(x0), tenth(y0)),
                (tenth(x1), tenth(y0)),
                (tenth(x1), tenth(y1)),
            ];
            if wall
                .iter()
                .all(|&(px, py)| px > 0.2 && py > 0.2 && px < w - 0.2 && py < h - 0.2)
            {
                let id = b.id("wall");
                b.features
                    .push(feature(&id, "Wall", None, polyline(&wall, 0.3), None));
            }
        }
    }
    if year >= 1937 && b.rng.chance(0.3) {
        let band = (village.y - 7.0, village.y + 7.0);
        b.area("Rubble", "ruins", Some("Ruins".into()), 1.5, 1.2, band);
    }

    // The defender's works: a trench along its front, wire before it, maybe a pillbox.
    if let Kind::Attack { attacker } = kind {
        let def = 1 - attacker;
        let d = frame.front[def] - 0.6;
        let y = frame.y(def, d);
        let (x0, x1) = (w * b.rng.range(0.15, 0.3), w * b.rng.range(0.7, 0.85));
        let pieces = ((x1 - x0) / 4.0).ceil().max(2.0) as usize;
        let trench: Vec<(f32, f32)> = (0..=pieces)
            .map(|i| {
                let x = x0 + (x1 - x0) * i as f32 / pieces as f32;
                (tenth(x), tenth(y + b.rng.range(-0.4, 0.4)))
            })
            .collect();
        b.ground.take_line(&trench, 1.2, Taken::Line);
        let id = b.id("trench");
        b.features
            .push(feature(&id, "Trench", None, polyline(&trench, 0.6), None));
        let wire_p = match year {
            1936 => 0.25,
            1937 => 0.6,
            _ => 0.8,
        };
        if b.rng.chance(wire_p) {
            // 2.5" in front, in two lengths with a gap to go out by.
            let ahead = frame.y(def, d + 2.5);
            let gap = x0 + (x1 - x0) * b.rng.range(0.35, 0.65);
            for (a, z) in [(x0, gap - 1.0), (gap + 1.0, x1)] {
                let wire = [(tenth(a), tenth(ahead)), (tenth(z), tenth(ahead))];
                b.ground.take_line(&wire, 0.8, Taken::Line);
                let id = b.id("wire");
                b.features
                    .push(feature(&id, "BarbedWire", None, polyline(&wire, 0.4), None));
            }
        }
        let pillbox_p = match year {
            1936 => 0.0,
            1937 => 0.2,
            _ => 0.4,
        };
        if b.rng.chance(pillbox_p) {
            let x = tenth(b.rng.range(x0 + 2.0, x1 - 2.0));
            let c = Vec2::new(x, frame.y(def, d - 1.8));
            if b.ground.clear(c, 0.8, 0.3, &[Taken::Line]) {
                b.ground.take(c, 0.8, Taken::Area);
                let id = b.id("pillbox");
                let shape = Shape::Circle {
                    center: sp(pt(c)),
                    radius: 0.8,
                };
                b.features.push(feature(&id, "Pillbox", None, shape, None));
            }
        }
    }

    // Hills, woods and rough ground, anywhere on the table.
    let scale = w / 48.0;
    let hills = 1 + b.rng.below(2) + usize::from(scale > 1.2);
    let mut names = HILLS.to_vec();
    b.rng.shuffle(&mut names);
    for name in names.into_iter().take(hills) {
        let r = b.rng.range(3.0, 5.0) * scale.min(1.3);
        let stretch = b.rng.range(1.0, 1.6);
        if let Some((id, at)) = b.area("Hill", "hill", Some(name.to_string()), r, stretch, (0.0, h))
        {
            b.landmarks.push(Landmark {
                id,
                name: name.to_string(),
                at,
                point: false,
            });
        }
    }
    let woods = 2 + b.rng.below(2) + usize::from(scale > 1.2);
    for _ in 0..woods {
        let name = b.rng.pick(&WOODS).copied().unwrap_or("Woods").to_string();
        let r = b.rng.range(2.2, 3.6) * scale.min(1.3);
        let stretch = b.rng.range(1.0, 1.5);
        b.area("Woods", "wood", Some(name), r, stretch, (0.0, h));
    }
    if b.rng.chance(0.4) {
        b.area(
            "Rocky",
            "rocks",
            Some("Rocky ground".into()),
            1.8,
            1.3,
            (0.0, h),
        );
    }
    if b.rng.chance(0.35) {
        let r = b.rng.range(1.0, 1.4);
        b.area("Gully", "gully", Some("Barranco".into()), r, 3.0, (lo, hi));
    }
    if b.rng.chance(0.25) {
        b.area(
            "SoftGround",
            "mud",
            Some("Ploughed mud".into()),
            2.0,
            1.4,
            (lo, hi),
        );
    }

    // Field boundaries: walls, hedges and fences across the line of advance.
    let boundaries = 2 + b.rng.below(3) + usize::from(scale > 1.2);
    for _ in 0..boundaries {
        let kind = *b
            .rng
            .pick(&["Wall", "Hedge", "Fence", "Wall"])
            .unwrap_or(&"Wall");
        let len = b.rng.range(4.0, 8.0);
        for _ in 0..20 {
            let x = b.rng.range(1.0, w - len - 1.0);
            let y = b.rng.range(2.0, h - 2.0);
            let bend = b.rng.range(-1.5, 1.5);
            let line = [
                (tenth(x), tenth(y)),
                (tenth(x + len * 0.6), tenth(y + bend)),
                (tenth(x + len), tenth(y + bend)),
            ];
            if b.ground.line_clear(&line, 0.4, 1.0, &[Taken::Hill]) {
                b.ground.take_line(&line, 0.4, Taken::Line);
                let id = b.id(&kind.to_lowercase());
                let width = if kind == "Wall" { 0.3 } else { 0.4 };
                b.features
                    .push(feature(&id, kind, None, polyline(&line, width), None));
                break;
            }
        }
    }
    let Builder {
        features,
        landmarks,
        ..
    } = b;
    Table {
        features,
        landmarks,
        place,
    }
}
