//! Where each base stands: every side in its zone along its own table edge, facing the enemy,
//! battalions side by side with their rifles in front, machine guns and HQs behind, support in
//! the second line, tanks and guns at the back, the brigade HQ by the edge. No base on another,
//! none in water or wire, and no vehicle or wheeled gun where it may not go.

use bevy::math::Vec2;

use super::Frame;
use super::forces::{Role, SidePlan, UnitPlan};
use super::rng::tenth;
use super::shapes::SIXTEEN;
use super::terrain::sp;
use crate::geom::{self, Base};
use crate::ruleset::Ruleset;
use crate::scenario::format::{Brigade, ElementDef, Feature, Force, UnitDef};

/// Terrain kinds nothing is set down in: water and wire.
const KEEP_OUT: [&str; 4] = ["River", "Stream", "BarbedWire", "Pillbox"];

struct Placer<'a> {
    rules: &'a Ruleset,
    frame: &'a Frame,
    /// Footprints of the terrain, and whether vehicles may go there.
    terrain: Vec<(bool, bool, Vec<Vec<Vec2>>)>,
    bases: Vec<Base>,
}

impl Placer<'_> {
    /// A free spot for a base of `kind` near `want` in side `side`'s zone, or `None`.
    fn spot(&mut self, side: usize, kind: &str, want: Vec2) -> Option<Vec2> {
        let def = self.rules.element_type(kind)?;
        let (bw, bd) = def.base;
        let restricted = def.restricted_going();
        let facing = self.frame.facing(side);
        let (w, front) = (self.frame.w, self.frame.front[side]);
        for ring in 0..=16 {
            let r = ring as f32 * 0.5;
            let dirs: &[(f32, f32)] = if ring == 0 { &SIXTEEN[..1] } else { &SIXTEEN };
            for &(dx, dy) in dirs {
                let c = want + Vec2::new(dx, dy) * r;
                let c = Vec2::new(tenth(c.x), tenth(c.y));
                // In the zone: the base wholly between its edge and its front.
                let d = self.frame.depth(side, c.y);
                if c.x - bw / 2.0 < 0.3
                    || c.x + bw / 2.0 > w - 0.3
                    || d - bd / 2.0 < 0.3
                    || d + bd / 2.0 > front
                {
                    continue;
                }
                let base = Base {
                    center: c,
                    width: bw,
                    depth: bd,
                    facing,
                };
                let room = Base {
                    width: bw + 0.5,
                    depth: bd + 0.5,
                    ..base
                };
                if self.bases.iter().any(|b| b.overlaps(&room)) {
                    continue;
                }
                let corners = room.corners();
                let blocked = self.terrain.iter().any(|(keep_out, no_vehicles, polys)| {
                    (*keep_out || (restricted && *no_vehicles))
                        && polys.iter().any(|p| {
                            // Corners and centre too: a corner lying just on an edge can
                            // slip past the edge test.
                            geom::polygons_intersect(&corners, p)
                                || std::iter::once(c)
                                    .chain(corners)
                                    .any(|q| geom::point_in_polygon(q, p))
                        })
                });
                if blocked {
                    continue;
                }
                self.bases.push(base);
                return Some(c);
            }
        }
        None
    }
}

/// How a side numbers the bases of its companies, batteries and sections, which are labelled
/// by the unit's short name and a number ("T-26 1"): through the side, so that two companies
/// of T-26s make "T-26 1" to "T-26 6", not two "T-26 1"s.
struct Numbering {
    /// Bases so far, and in all, of each short name and sort (tanks or guns, limbers,
    /// observers) on the side.
    seen: Vec<((String, &'static str), usize)>,
    total: Vec<((String, &'static str), usize)>,
}

impl Numbering {
    fn of_side(plan: &SidePlan) -> Numbering {
        let mut total: Vec<((String, &'static str), usize)> = Vec::new();
        for u in plan.brigades.iter().flat_map(|b| &b.units) {
            if u.role == Role::Line {
                continue;
            }
            for kind in &u.elements {
                let key = (u.short.clone(), sort_of(kind));
                match total.iter_mut().find(|(k, _)| *k == key) {
                    Some((_, n)) => *n += 1,
                    None => total.push((key, 1)),
                }
            }
        }
        Numbering {
            seen: Vec::new(),
            total,
        }
    }

    /// The next base of `short`'s `kind`: its number on the side, and whether it is the
    /// only one.
    fn next(&mut self, short: &str, kind: &str) -> (usize, bool) {
        let key = (short.to_string(), sort_of(kind));
        let all = self
            .total
            .iter()
            .find(|(k, _)| *k == key)
            .map_or(1, |(_, n)| *n);
        let n = match self.seen.iter_mut().find(|(k, _)| *k == key) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                self.seen.push((key, 1));
                1
            }
        };
        (n, all == 1)
    }
}

/// `plan` with no two battalions, nor two brigades, of the side under one short name: two
/// tercios drawn as Montejurra and de Montserrat are both "Mont", two brigades may each have
/// a 1st Battalion ("1") or be a "Division". The second is "Mont2" ("1b"), so its bases'
/// labels ("1 Mont2") are its own.
fn shorts_apart(plan: &SidePlan) -> SidePlan {
    let mut plan = plan.clone();
    let mut used: Vec<String> = Vec::new();
    for b in &mut plan.brigades {
        b.short = apart(&b.short, &mut used);
    }
    let mut used: Vec<String> = Vec::new();
    for u in plan.brigades.iter_mut().flat_map(|b| &mut b.units) {
        if u.role == Role::Line {
            u.short = apart(&u.short, &mut used);
        }
    }
    plan
}

/// Whether a battalion's short name is its number ("1", or "1b" for a second 1st Battalion
/// of the side), labelled as the shipped battles number them: "2/1", "HQ/1b".
fn numbered(short: &str) -> bool {
    let digits = short.trim_end_matches(|c: char| c.is_ascii_lowercase());
    !digits.is_empty()
        && digits.chars().all(|c| c.is_ascii_digit())
        && short.len() - digits.len() <= 1
}

/// `short`, or the first of "short2", "short3" … ("1b", "CNT1b" … for one that ends in a
/// number, which another number would change: "CNT12") not in `used`; noted as used.
fn apart(short: &str, used: &mut Vec<String>) -> String {
    let numeric = short.ends_with(|c: char| c.is_ascii_digit());
    let mut k = 1u32;
    let mut name = short.to_string();
    while used.contains(&name) {
        k += 1;
        name = match char::from_u32(u32::from(b'a') + k - 1) {
            Some(c) if numeric && k <= 26 => format!("{short}{c}"),
            _ => format!("{short}{k}"),
        };
    }
    used.push(name.clone());
    name
}

/// The sort a base of a company, battery or section is numbered among.
fn sort_of(kind: &str) -> &'static str {
    match kind {
        "Limber" => "Limber",
        "Observer" => "Obs",
        _ => "",
    }
}

/// A short label for an element of a unit: "2 Dim", "MG Dim", "T-26 1". `n` counts the
/// unit's elements of this kind; companies, batteries and sections are numbered through the
/// side (`Numbering`).
fn label(u: &UnitPlan, kind: &str, n: usize, side: &mut Numbering) -> String {
    if u.role != Role::Line {
        let (nth, alone) = side.next(&u.short, kind);
        let stem = sort_of(kind);
        return match (stem, alone, u.short == stem) {
            ("", ..) => format!("{} {nth}", u.short),
            (_, true, true) => stem.to_string(),
            (_, true, false) => format!("{} {stem}", u.short),
            (_, false, true) => format!("{stem} {nth}"),
            (_, false, false) => format!("{} {stem} {nth}", u.short),
        };
    }
    let stem = match kind {
        "HQ" if numbered(&u.short) => return format!("HQ/{}", u.short),
        "HQ" => return format!("{} HQ", u.short),
        "LightMG" => "LMG",
        "HeavyMG" => "MG",
        "LightMortar" | "MediumMortar" => "Mor",
        "AntiTankRifle" => "ATR",
        "Dynamiteros" => "Dyn",
        // "2/1", as the shipped battles number the platoons of a numbered battalion.
        _ if numbered(&u.short) => return format!("{n}/{}", u.short),
        _ => return format!("{n} {}", u.short),
    };
    let sep = if numbered(&u.short) { "/" } else { " " };
    if n > 1 {
        format!("{stem}{n}{sep}{}", u.short)
    } else {
        format!("{stem}{sep}{}", u.short)
    }
}

/// Both sides' forces on the table.
pub fn deploy(
    rules: &Ruleset,
    frame: &Frame,
    features: &[Feature],
    plans: &[SidePlan; 2],
    sides: [&str; 2],
) -> Vec<Force> {
    let terrain = features
        .iter()
        .filter_map(|f| {
            let def = rules.terrain(&f.kind)?;
            let keep_out = KEEP_OUT.contains(&f.kind.value.as_str());
            Some((keep_out, !def.vehicles, f.shape.footprint()))
        })
        .collect();
    let mut placer = Placer {
        rules,
        frame,
        terrain,
        bases: Vec::new(),
    };
    let mut forces = Vec::new();
    for (side, plan) in plans.iter().enumerate() {
        forces.push(Force {
            side: sp(sides[side].to_string()),
            brigades: side_forces(&mut placer, side, plan),
        });
    }
    forces
}

fn side_forces(p: &mut Placer, side: usize, plan: &SidePlan) -> Vec<Brigade> {
    let (w, front) = (p.frame.w, p.frame.front[side]);
    let facing = p.frame.facing(side);
    let plan = &shorts_apart(plan);
    let mut numbering = Numbering::of_side(plan);
    let at = |p: &Placer, x: f32, d: f32| Vec2::new(x, p.frame.y(side, d));
    let lines: usize = plan
        .brigades
        .iter()
        .map(|b| b.units.iter().filter(|u| u.role == Role::Line).count())
        .sum();
    let sector = (w - 4.0) / lines.max(1) as f32;
    let mut line_no = 0usize;
    let mut support_no = 0usize;
    // Tanks on a flank chosen by the side, guns in the middle.
    let armour_x = if side == 0 { w * 0.22 } else { w * 0.78 };
    let mut armour_no = 0usize;
    let mut gun_no = 0usize;
    let mut out = Vec::new();
    for b in &plan.brigades {
        let first_sector = line_no;
        let mut units = Vec::new();
        for u in &b.units {
            let mut elements = Vec::new();
            let mut counts: Vec<(&str, usize)> = Vec::new();
            let mut rank = [0usize; 3];
            let rifles = u.elements.iter().filter(|e| front_rank(e)).count().max(1);
            let cx = 2.0 + sector * (line_no as f32 + 0.5);
            for kind in &u.elements {
                let n = match counts.iter_mut().find(|(k, _)| k == kind) {
                    Some((_, n)) => {
                        *n += 1;
                        *n
                    }
                    None => {
                        counts.push((kind, 1));
                        1
                    }
                };
                let want = match u.role {
                    Role::Line => {
                        let row = if front_rank(kind) {
                            0
                        } else if second_rank(kind) {
                            1
                        } else {
                            2
                        };
                        let count = if row == 0 { rifles } else { 2 };
                        let i = rank[row];
                        rank[row] += 1;
                        let spacing = (sector / rifles as f32).clamp(2.0, 2.8);
                        let x = cx + (i as f32 - (count as f32 - 1.0) / 2.0) * spacing;
                        at(p, x, front - 0.6 - 1.8 * row as f32)
                    }
                    Role::Support => {
                        let x = 2.0 + sector * (support_no % (lines + 1)) as f32;
                        at(p, x + 2.2 * (n as f32 - 1.0), front - 3.0)
                    }
                    Role::Armour => {
                        let d = if u.arrives.is_some() {
                            1.3
                        } else {
                            (front - 5.0).max(1.6)
                        };
                        at(p, armour_x + 2.8 * armour_no as f32, d)
                    }
                    Role::Guns => {
                        let d = if *kind == "Limber" {
                            1.4
                        } else {
                            (front - 5.5).max(1.2)
                        };
                        at(p, w / 2.0 + 3.0 * gun_no as f32 - 3.0, d)
                    }
                };
                if u.role == Role::Armour {
                    armour_no += 1;
                }
                if u.role == Role::Guns {
                    gun_no += 1;
                }
                let Some(c) = p.spot(side, kind, want) else {
                    continue;
                };
                let id = if *kind == "HQ" {
                    format!("{}-hq", u.id)
                } else {
                    format!("{}-{}", u.id, elements.len() + 1)
                };
                elements.push(ElementDef {
                    id: sp(id),
                    kind: sp(kind.to_string()),
                    at: sp((c.x, c.y)),
                    facing: sp(facing),
                    label: Some(label(u, kind, n, &mut numbering)),
                    base: None,
                });
            }
            match u.role {
                Role::Line => line_no += 1,
                Role::Support => support_no += 1,
                _ => {}
            }
            if elements.is_empty() {
                continue;
            }
            units.push(UnitDef {
                id: sp(u.id.clone()),
                name: u.name.clone(),
                kind: sp(u.kind.to_string()),
                quality: sp(u.quality.to_string()),
                faction: sp(u.faction.to_string()),
                peninsular: u.peninsular,
                arrives: u.arrives.map(sp),
                elements: sp(elements),
            });
        }
        // The brigade HQ behind the middle of its battalions, by the edge.
        let middle = 2.0 + sector * (first_sector + line_no) as f32 / 2.0;
        let hq = p
            .spot(side, "HQ", at(p, middle, 1.0))
            .or_else(|| p.spot(side, "HQ", at(p, w / 2.0, front / 2.0)));
        let hq = hq.map(|c| ElementDef {
            id: sp(format!("{}-hq", b.id)),
            kind: sp("HQ".to_string()),
            at: sp((c.x, c.y)),
            facing: sp(facing),
            label: Some(format!("{} HQ", b.short)),
            base: None,
        });
        out.push(Brigade {
            id: sp(b.id.clone()),
            name: b.name.clone(),
            commander: sp(b.commander.to_string()),
            hq,
            units,
        });
    }
    out
}

fn front_rank(kind: &str) -> bool {
    matches!(kind, "Rifles" | "ItalianRifles" | "Cavalry" | "Bicycles")
}

fn second_rank(kind: &str) -> bool {
    matches!(
        kind,
        "LightMG" | "HeavyMG" | "AntiTankRifle" | "Dynamiteros"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_short_name_is_told_apart_without_changing_its_number() {
        let mut used = Vec::new();
        let names: Vec<String> = ["1", "1", "1", "Mont", "Mont", "CNT1", "CNT1", "2"]
            .iter()
            .map(|s| apart(s, &mut used))
            .collect();
        assert_eq!(
            names,
            ["1", "1b", "1c", "Mont", "Mont2", "CNT1", "CNT1b", "2"]
        );
        assert!(numbered("1b") && numbered("12") && !numbered("CNT1b") && !numbered("1bc"));
    }
}
