//! Game records: written by hand or by the window, replayed by `trinchera run`, identical on
//! every replay.

use std::sync::Arc;

use crate::common::{repo, rules, temp_dir, trinchera};
use trinchera::record::{self, Record};
use trinchera::rules::dice::DiceSource;
use trinchera::rules::{Game, Order, Phase};

fn write_record(dir: &std::path::Path, dice: &str, orders: &str) -> std::path::PathBuf {
    let scenario = std::fs::read_to_string(repo().join("scenarios/default.ron")).unwrap();
    std::fs::copy(repo().join("scenarios/default.ron"), dir.join("battle.ron")).unwrap();
    let text = format!(
        "Record(\n    scenario: \"battle.ron\",\n    scenario_hash: \"{}\",\n    dice: {dice},\n    orders: [\n{orders}\n    ],\n)\n",
        record::content_hash(&scenario)
    );
    let path = dir.join("game.ron");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn run_json_reports_orders_dice_units_and_elements() {
    let dir = temp_dir("run-json");
    let path = write_record(
        &dir,
        "Scripted([4, 2, 5, 3, 6, 1, 2, 4])",
        r#"        Move(element: "ban6-2", to: (20, 11)),
        Move(element: "bn1-2", to: (21.5, 20)),
        EndPhase(side: "nationalist"),"#,
    );
    let out = trinchera(&["run", path.to_str().unwrap(), "--json"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["turn"], 1);
    assert_eq!(v["phase"], "movement");
    assert_eq!(v["active_side"], "republic");
    let orders = v["orders"].as_array().unwrap();
    assert_eq!(orders.len(), 3);
    assert_eq!(
        (orders[0]["index"].as_u64(), orders[0]["accepted"].as_bool()),
        (Some(0), Some(true))
    );
    assert_eq!(orders[1]["accepted"], false);
    assert_eq!(orders[1]["rule"], "turn.not-your-turn");
    assert!(!orders[1]["reason"].as_str().unwrap().is_empty());
    assert_eq!(
        (&orders[0]["rule"], &orders[0]["reason"]),
        (&serde_json::Value::Null, &serde_json::Value::Null)
    );
    let dice = v["dice"].as_array().unwrap();
    assert_eq!(dice.len(), 4);
    for key in [
        "turn", "phase", "who", "purpose", "value", "needed", "outcome", "rule",
    ] {
        assert!(dice[0].get(key).is_some(), "dice entries have `{key}`");
    }
    assert_eq!(dice[0]["value"], 4);
    let units = v["units"].as_array().unwrap();
    let bandera = units.iter().find(|u| u["id"] == "ban-6").unwrap();
    assert_eq!(
        (bandera["ap"].as_u64(), bandera["ap_left"].as_u64()),
        (Some(5), Some(4))
    );
    let el = v["elements"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == "ban6-2")
        .unwrap();
    for key in [
        "id", "side", "unit", "type", "x", "y", "facing", "status", "pinned",
    ] {
        assert!(el.get(key).is_some(), "elements have `{key}`");
    }
    assert_eq!(
        (el["x"].as_f64(), el["y"].as_f64()),
        (Some(20.0), Some(11.0))
    );
    assert_eq!(el["side"], "nationalist");
}

#[test]
fn a_malformed_record_exits_non_zero_with_its_position() {
    let dir = temp_dir("run-bad");
    let path = write_record(
        &dir,
        "Seeded(1)",
        r#"        Move(element: "ban6-2", too: (20, 11)),"#,
    );
    let out = trinchera(&["run", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!(
            "{}:6:33: error: unknown field `too`",
            path.display()
        )),
        "{err}"
    );
    // A changed scenario is refused: the replay would not be the same game.
    let path = write_record(&dir, "Seeded(1)", "");
    std::fs::write(
        dir.join("battle.ron"),
        "// changed\n".to_string() + &std::fs::read_to_string(dir.join("battle.ron")).unwrap(),
    )
    .unwrap();
    let out = trinchera(&["run", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("the scenario has changed since this game was recorded")
    );
}

#[test]
fn the_example_record_runs() {
    let out = trinchera(&["run", "records/example.ron"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("REJECTED"),
        "the example shows a rejected order too"
    );
}

/// A long seeded game: every element of the side to move tries a move toward the enemy each
/// turn, then fires at the nearest enemy it can; every few turns the first element in contact
/// range tries to close with the enemy.
fn long_game_orders(seed: u64) -> Vec<Order> {
    let rules = Arc::new(rules());
    let scenario = Arc::new(
        trinchera::scenario::parse(
            "j",
            &std::fs::read_to_string(repo().join("scenarios/jarama.ron")).unwrap(),
            &rules,
        )
        .unwrap(),
    );
    let mut g = Game::new(scenario, rules, DiceSource::Seeded(seed)).unwrap();
    let mut orders = Vec::new();
    let mut k = 0u32;
    while g.phase() != Phase::GameOver {
        let side = g.active();
        if g.phase() == Phase::DirectFire {
            let shooters: Vec<String> = g
                .on_table()
                .filter(|(_, e)| e.side == side)
                .map(|(_, e)| e.id.clone())
                .collect();
            for id in shooters {
                let me = g.element(&id).unwrap().base.center;
                let mut targets: Vec<(f32, String)> = g
                    .on_table()
                    .filter(|(_, e)| e.side != side)
                    .map(|(_, e)| (e.base.center.distance(me), e.id.clone()))
                    .collect();
                targets.sort_by(|a, b| a.0.total_cmp(&b.0));
                for (_, t) in targets.into_iter().take(3) {
                    let o = Order::Fire {
                        element: id.clone(),
                        target: t,
                        weapon: None,
                        shots: None,
                    };
                    let accepted = g.apply(&o).is_ok();
                    orders.push(o);
                    if accepted {
                        break;
                    }
                }
            }
            let side_id = g.scenario().sides[g.active()].id.value.clone();
            let o = Order::EndPhase { side: side_id };
            g.apply(&o).unwrap();
            orders.push(o);
            continue;
        }
        let ids: Vec<(String, f32, f32)> = g
            .on_table()
            .filter(|(_, e)| e.side == side)
            .map(|(_, e)| (e.id.clone(), e.base.center.x, e.base.center.y))
            .collect();
        for (id, x, y) in ids {
            k = k.wrapping_mul(1103515245).wrapping_add(12345);
            let dx = if side == 1 { 3.0 } else { -3.0 } + (k % 7) as f32 * 0.5 - 1.5;
            let dy = ((k >> 8) % 5) as f32 - 2.0;
            let near = g
                .on_table()
                .filter(|(_, e)| e.side != side)
                .map(|(_, e)| {
                    (
                        e.base.center.distance(bevy::math::Vec2::new(x, y)),
                        e.id.clone(),
                    )
                })
                .min_by(|a, b| a.0.total_cmp(&b.0));
            let o = match near {
                Some((d, target)) if d < 5.0 && k.is_multiple_of(3) => Order::Assault {
                    element: id,
                    target,
                },
                _ => Order::Move {
                    element: id,
                    to: (x + dx, y + dy),
                    facing: None,
                    via: vec![],
                },
            };
            let _ = g.apply(&o);
            orders.push(o);
        }
        let side_id = g.scenario().sides[g.active()].id.value.clone();
        let o = Order::EndPhase { side: side_id };
        g.apply(&o).unwrap();
        orders.push(o);
    }
    orders
}

#[test]
fn replaying_a_long_seeded_game_twice_gives_the_identical_state() {
    let dir = temp_dir("replay");
    std::fs::copy(repo().join("scenarios/jarama.ron"), dir.join("jarama.ron")).unwrap();
    let text = std::fs::read_to_string(dir.join("jarama.ron")).unwrap();
    let mut rec = Record::new("jarama.ron".into(), &text, DiceSource::Seeded(1937));
    rec.orders = long_game_orders(1937);
    assert!(rec.orders.len() > 500, "{}", rec.orders.len());
    let path = dir.join("long.ron");
    rec.save(&path).unwrap();
    let a = trinchera(&["run", path.to_str().unwrap(), "--json"]);
    let b = trinchera(&["run", path.to_str().unwrap(), "--json"]);
    assert_eq!(
        a.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&a.stderr)
    );
    assert_eq!(a.stdout, b.stdout);
    let v: serde_json::Value = serde_json::from_slice(&a.stdout).unwrap();
    assert_eq!(v["phase"], "game over");
    // The battle has a result, and it was fought: dice of fire and morale, losses.
    assert!(
        v["result"]["reason"]
            .as_str()
            .is_some_and(|r| !r.is_empty()),
        "{}",
        v["result"]
    );
    let dice = v["dice"].as_array().unwrap();
    assert!(
        dice.iter()
            .any(|d| d["purpose"].as_str().unwrap().contains("to hit"))
    );
    assert!(dice.iter().any(|d| d["purpose"] == "unpinning"));
    assert!(
        v["units"]
            .as_array()
            .unwrap()
            .iter()
            .any(|u| u["strength"].as_f64().unwrap() < 1.0)
    );
    eprintln!("{}: {}", v["result"]["winner"], v["result"]["reason"]);
    let accepted = v["orders"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|o| o["accepted"] == true)
        .count();
    assert!(accepted > 100, "a real game: {accepted} orders accepted");
    // The record survives a save and load unchanged.
    let loaded = Record::load(&path, &rules()).unwrap();
    assert_eq!(loaded.record, rec);
}

#[test]
fn the_shipped_records_replay() {
    for r in ["records/example.ron", "records/jarama-fire.ron"] {
        let out = trinchera(&["run", r, "--json"]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{r}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(v["orders"].as_array().unwrap().len() > 3);
    }
}
