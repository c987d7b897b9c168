//! Calling in a battery or a sortie in the artillery phase: once the player picks one in the
//! panel, the beaten zone follows the cursor, drawn where it would fall, with every element
//! under it ringed and its odds in a tooltip; a click fires, Esc or a right click puts it back.

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_pointer_input;

use super::TableSet;
use super::picking::Cursor;
use super::scene::Z_LABEL;
use crate::geom::Base;
use crate::rules::support::ZoneOdds;
use crate::rules::{Game, Order, Phase, Rejection};
use crate::session::{GameSession, OrderRequest};

/// What the player is aiming, if anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SupportPick {
    Battery(String),
    /// One of the side's sorties.
    Air(String),
}

#[derive(Resource, Default)]
pub struct SupportAim {
    pub pick: Option<SupportPick>,
    /// Where the cursor aims and what would happen there, or why it cannot.
    pub at: Option<Vec2>,
    pub odds: Option<Result<ZoneOdds, Rejection>>,
}

impl SupportAim {
    pub fn aiming(&self) -> bool {
        self.pick.is_some()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SupportAim>().add_systems(
        Update,
        (
            aim.in_set(TableSet::Input)
                .run_if(resource_exists::<GameSession>.and_then(not(egui_wants_any_pointer_input))),
            draw_aim
                .in_set(TableSet::Draw)
                .run_if(resource_exists::<GameSession>),
        ),
    );
}

/// Whether a battery or sortie is being aimed: the table's other clicks wait.
pub fn aiming_support(aim: Res<SupportAim>) -> bool {
    aim.aiming()
}

/// The order a pick makes at a point.
pub fn order_at(pick: &SupportPick, at: Vec2) -> Order {
    let at = (round(at.x), round(at.y));
    match pick {
        SupportPick::Battery(id) => Order::Bombard {
            battery: id.clone(),
            at,
        },
        SupportPick::Air(side) => Order::AirStrike {
            side: side.clone(),
            at,
        },
    }
}

/// A tenth of an inch is as fine as a player aims, and keeps the record readable.
fn round(v: f32) -> f32 {
    (v * 10.0).round() / 10.0
}

/// What the pick would do at a point, before the dice.
pub fn odds_at(g: &Game, pick: &SupportPick, at: Vec2) -> Result<ZoneOdds, Rejection> {
    let at = (round(at.x), round(at.y));
    match pick {
        SupportPick::Battery(id) => g.bombard_odds(id, at),
        SupportPick::Air(_) => g.air_strike_odds(at),
    }
}

fn aim(
    cursor: Res<Cursor>,
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    session: Res<GameSession>,
    mut aim: ResMut<SupportAim>,
    mut orders: MessageWriter<OrderRequest>,
) {
    let g = session.game();
    if g.phase() != Phase::Artillery {
        if aim.aiming() {
            *aim = SupportAim::default();
        }
        return;
    }
    let Some(pick) = aim.pick.clone() else {
        return;
    };
    if keys.just_pressed(KeyCode::Escape) || buttons.just_pressed(MouseButton::Right) {
        *aim = SupportAim::default();
        return;
    }
    let Some(p) = cursor.world else {
        aim.at = None;
        aim.odds = None;
        return;
    };
    if aim.at != Some(p) || session.is_changed() {
        aim.at = Some(p);
        aim.odds = Some(odds_at(g, &pick, p));
    }
    if buttons.just_released(MouseButton::Left) && !cursor.dragged {
        orders.write(OrderRequest::person(order_at(&pick, p)));
        *aim = SupportAim::default();
    }
}

fn draw_aim(mut gizmos: Gizmos, aim: Res<SupportAim>, session: Res<GameSession>) {
    let (Some(at), Some(odds)) = (aim.at, &aim.odds) else {
        return;
    };
    let g = session.game();
    let lift = |p: Vec2| p.extend(Z_LABEL + 0.4);
    let (zone, colour) = match odds {
        Ok(o) => (
            Base {
                center: Vec2::new(o.center.0, o.center.1),
                width: o.size.0,
                depth: o.size.1,
                facing: o.facing,
            },
            Color::srgb(1.0, 0.55, 0.1),
        ),
        Err(_) => {
            let (w, d) = g.rules().support.zone;
            (
                Base {
                    center: at,
                    width: w,
                    depth: d,
                    facing: 0.0,
                },
                Color::srgb(0.9, 0.15, 0.1),
            )
        }
    };
    let c = zone.corners();
    for k in 0..4 {
        gizmos.line(lift(c[k]), lift(c[(k + 1) % 4]), colour);
    }
    gizmos.line(lift(c[0]), lift(c[2]), colour.with_alpha(0.4));
    gizmos.line(lift(c[1]), lift(c[3]), colour.with_alpha(0.4));
    let Ok(o) = odds else {
        return;
    };
    for t in &o.targets {
        if let Some(e) = g.element(&t.element) {
            let r = e.base.width.max(e.base.depth) / 2.0 + 0.25;
            gizmos.circle_2d(
                Isometry2d::from_translation(e.base.center),
                r,
                Color::srgb(1.0, 0.85, 0.2),
            );
        }
    }
    if let Some(s) = o.spotter.as_deref().and_then(|id| g.element(id)) {
        gizmos.line(
            lift(s.base.center),
            lift(zone.center),
            colour.with_alpha(0.5),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Record;
    use crate::rules::dice::DiceSource;
    use crate::session::{ApplyOrders, SessionPlugin};

    /// The artillery drill in its artillery phase, with the aiming system and the session. The
    /// dice: four action points, the die for who chooses to move first (troops are engaged),
    /// then the shells'.
    fn drill() -> App {
        let rules = crate::ruleset::Ruleset::default_rules();
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/artillery-drill.ron");
        let text = std::fs::read_to_string(path).unwrap();
        let s = crate::scenario::parse("artillery-drill.ron", &text, &rules).unwrap();
        let mut g = Game::new(
            std::sync::Arc::new(s),
            std::sync::Arc::new(rules),
            DiceSource::Scripted([[6; 5].as_slice(), &[4, 5, 3], &[6; 10]].concat()),
        )
        .unwrap();
        for side in ["rep", "nat"] {
            g.apply(&Order::EndPhase { side: side.into() }).unwrap();
        }
        assert_eq!(g.phase(), Phase::Artillery);
        let record = Record::new("artillery-drill.ron".into(), &text, DiceSource::Seeded(0));
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, SessionPlugin))
            .insert_resource(GameSession::new(g, record))
            .init_resource::<SupportAim>()
            .init_resource::<Cursor>()
            .init_resource::<ButtonInput<MouseButton>>()
            .init_resource::<ButtonInput<KeyCode>>()
            .add_systems(Update, aim.before(ApplyOrders));
        app
    }

    #[test]
    fn a_picked_battery_shows_its_odds_under_the_cursor_and_fires_on_a_click() {
        let mut app = drill();
        app.world_mut().resource_mut::<SupportAim>().pick =
            Some(SupportPick::Battery("bty".into()));
        app.world_mut().resource_mut::<Cursor>().world = Some(Vec2::new(30.0, 16.0));
        app.update();
        let aim = app.world().resource::<SupportAim>();
        let odds = aim.odds.clone().unwrap().unwrap();
        let under: Vec<&str> = odds.targets.iter().map(|t| t.element.as_str()).collect();
        assert_eq!(under, ["n1", "n2"]);
        // Where no spotter sees, the reason instead of odds.
        app.world_mut().resource_mut::<Cursor>().world = Some(Vec2::new(37.0, 17.5));
        app.update();
        let why = app.world().resource::<SupportAim>().odds.clone().unwrap();
        assert_eq!(why.unwrap_err().rule, crate::rules::RuleId::NoSpotter);
        // A click fires where the cursor is, and the aim is put away.
        app.world_mut().resource_mut::<Cursor>().world = Some(Vec2::new(30.0, 16.0));
        let mut mouse = app.world_mut().resource_mut::<ButtonInput<MouseButton>>();
        mouse.press(MouseButton::Left);
        mouse.release(MouseButton::Left);
        app.update();
        let g = app.world().resource::<GameSession>().game();
        assert_eq!(g.batteries()[0].fired_turn, 1);
        assert_eq!(
            g.element("n1").unwrap().status,
            crate::rules::Status::KnockedOut,
            "a 4 hits, a 5 knocks out in the open"
        );
        assert!(!app.world().resource::<SupportAim>().aiming());
    }

    #[test]
    fn a_pick_aims_to_a_tenth_of_an_inch() {
        assert_eq!(
            order_at(&SupportPick::Battery("bty".into()), Vec2::new(30.04, 15.96)),
            Order::Bombard {
                battery: "bty".into(),
                at: (30.0, 16.0)
            }
        );
        assert_eq!(
            order_at(&SupportPick::Air("nat".into()), Vec2::new(1.26, 2.0)),
            Order::AirStrike {
                side: "nat".into(),
                at: (1.3, 2.0)
            }
        );
    }
}
