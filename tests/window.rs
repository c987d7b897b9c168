//! The window, as a player sees it: under Xvfb the program draws the table and saves a
//! screenshot; the picture must show the table, its terrain and both sides' bases.

use std::process::Command;

use crate::common::{repo, temp_dir};

/// Run `trinchera screenshot` under xvfb-run unless a display is already there.
fn screenshot(scenario: &str, out: &std::path::Path, extra: &[&str]) -> std::process::Output {
    let bin = env!("CARGO_BIN_EXE_trinchera");
    let mut args = vec![
        "screenshot",
        scenario,
        out.to_str().unwrap(),
        "--size",
        "1280x800",
    ];
    args.extend_from_slice(extra);
    let mut cmd = if std::env::var_os("DISPLAY").is_some() {
        Command::new(bin)
    } else {
        let mut c = Command::new("xvfb-run");
        c.args(["-a", "-s", "-screen 0 1920x1200x24", bin]);
        c
    };
    crate::common::in_english(&mut cmd)
        .args(&args)
        .current_dir(repo())
        .output()
        .expect("xvfb-run is installed (scripts/install-system-deps installs it)")
}

/// Share of pixels within `tol` of an sRGB colour.
fn share_near(img: &image::RgbImage, rgb: [u8; 3], tol: i32) -> f64 {
    let n = img
        .pixels()
        .filter(|p| (0..3).all(|i| (p.0[i] as i32 - rgb[i] as i32).abs() <= tol))
        .count();
    n as f64 / (img.width() * img.height()) as f64
}

#[test]
fn the_window_draws_the_default_battle() {
    let dir = temp_dir("window");
    let out = dir.join("default.png");
    let run = screenshot("scenarios/default.ron", &out, &["--select", "pz1-1"]);
    assert!(
        run.status.success(),
        "screenshot failed:\n{}\n{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    let img = image::open(&out).unwrap().to_rgb8();
    assert_eq!((img.width(), img.height()), (1280, 800));
    // Not blank: many distinct colours.
    let mut colours: Vec<[u8; 3]> = img.pixels().map(|p| p.0).collect();
    colours.sort();
    colours.dedup();
    assert!(colours.len() > 500, "only {} colours", colours.len());
    // The cloth of the table (terrain_style::GROUND, sRGB 204,191,148) covers much of it.
    let ground = share_near(&img, [204, 191, 148], 6);
    assert!(ground > 0.15, "table ground covers {ground:.3}");
    // Woods green, road and river are there.
    assert!(share_near(&img, [56, 92, 38], 14) > 0.002, "no woods");
    assert!(share_near(&img, [115, 168, 209], 16) > 0.001, "no stream");
    // Republican red and Nationalist blue bases.
    assert!(share_near(&img, [168, 33, 31], 14) > 0.0005, "no red bases");
    assert!(
        share_near(&img, [41, 71, 140], 14) > 0.0005,
        "no blue bases"
    );
    // The panel (egui's dark grey) is on the left.
    let panel = image::imageops::crop_imm(&img, 0, 0, 300, 800).to_image();
    assert!(share_near(&panel, [27, 27, 27], 6) > 0.5, "no side panel");
}

#[test]
fn a_broken_scenario_is_reported_and_no_picture_is_written() {
    let dir = temp_dir("window-broken");
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "Scenario(title: 1)").unwrap();
    let out = dir.join("bad.png");
    let run = screenshot(bad.to_str().unwrap(), &out, &[]);
    assert!(!run.status.success());
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.contains("bad.ron:1:17: error: expected a string, found an integer"),
        "{stderr}"
    );
    assert!(!out.exists());
}

#[test]
fn the_window_draws_a_game_record_where_its_orders_left_the_pieces() {
    let dir = temp_dir("window-record");
    let out = dir.join("record.png");
    let run = screenshot("records/example.ron", &out, &["--select", "ban6-2"]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let img = image::open(&out).unwrap().to_rgb8();
    // ban6-2 moved from (20, 6.5) to (20, 11). Where the view puts a point of the table:
    let (scale, centre) = trinchera::table::camera::fit(
        bevy::math::Vec2::new(48.0, 32.0),
        bevy::math::Vec2::new(1280.0, 800.0),
        340.0,
    );
    let to_px = |x: f32, y: f32| {
        (
            (640.0 + (x - centre.x) / scale) as i32,
            (400.0 - (y - centre.y) / scale) as i32,
        )
    };
    // Any pixel of the Nationalist blue within 0.3" of a point.
    let blue = |(px, py): (i32, i32)| {
        let r = (0.3 / scale) as i32;
        (-r..=r).any(|dx| {
            (-r..=r).any(|dy| {
                let p = img.get_pixel((px + dx) as u32, (py + dy) as u32).0;
                (p[0] as i32 - 41).abs() < 16
                    && (p[1] as i32 - 71).abs() < 16
                    && (p[2] as i32 - 140).abs() < 16
            })
        })
    };
    // The base's fill shows at its new place, around its glyph (0.6" left of centre).
    assert!(blue(to_px(19.4, 11.0)), "ban6-2 is not drawn at (20, 11)");
    assert!(
        !blue(to_px(19.4, 6.5)),
        "ban6-2 is still drawn where it started"
    );
}

#[test]
fn in_the_fire_phase_the_targets_of_the_selected_element_are_ringed() {
    // Jarama, the Nationalists' fire phase, a Condor Legion HMG selected: British within its
    // 20" and 60° are ringed green (sRGB 51, 230, 77), the others crossed in light red
    // (255, 158, 140), each mark over a dark halo so that it reads on the Republic's red bases.
    let dir = temp_dir("window-fire");
    let out = dir.join("fire.png");
    let run = screenshot("records/jarama-fire.ron", &out, &["--select", "cmg-2"]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let img = image::open(&out).unwrap().to_rgb8();
    let green = share_near(&img, [51, 230, 77], 30);
    let cross = share_near(&img, [255, 158, 140], 24);
    assert!(green > 0.0005, "green rings cover {green}");
    assert!(cross > 0.0001, "light red crosses cover {cross}");
    // The XV Brigade's HQ at (60, 24) is out of the gun's arc: on its red base the cross shows
    // light, next to near-black halo pixels.
    let (scale, centre) = trinchera::table::camera::fit(
        bevy::math::Vec2::new(72.0, 48.0),
        bevy::math::Vec2::new(1280.0, 800.0),
        340.0,
    );
    let (px, py) = (
        (640.0 + (60.0 - centre.x) / scale) as i32,
        (400.0 - (24.0 - centre.y) / scale) as i32,
    );
    let r = (0.6 / scale) as i32;
    let around: Vec<[u8; 3]> = (-r..=r)
        .flat_map(|dx| (-r..=r).map(move |dy| (dx, dy)))
        .map(|(dx, dy)| img.get_pixel((px + dx) as u32, (py + dy) as u32).0)
        .collect();
    let near = |c: [u8; 3], rgb: [u8; 3], tol: i32| {
        (0..3).all(|i| (c[i] as i32 - rgb[i] as i32).abs() <= tol)
    };
    let light = around
        .iter()
        .filter(|c| near(**c, [255, 158, 140], 24))
        .count();
    let dark = around.iter().filter(|c| c.iter().all(|v| *v < 40)).count();
    assert!(light >= 6, "{light} light cross pixels on XV HQ");
    assert!(dark >= 6, "{dark} halo pixels on XV HQ");
}

#[test]
fn what_the_fire_did_is_marked_where_it_happened() {
    // records/jarama-after-fire.ron is carried on just after the Condor Legion's fire pinned
    // 1/4 Brit at (31, 12): while the summary is up, a red ring (sRGB 242, 38, 26) stands
    // round the base, outside its own fill.
    let dir = temp_dir("window-aftermath");
    let out = dir.join("aftermath.png");
    let run = screenshot("records/jarama-after-fire.ron", &out, &[]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let img = image::open(&out).unwrap().to_rgb8();
    let (scale, centre) = trinchera::table::camera::fit(
        bevy::math::Vec2::new(72.0, 48.0),
        bevy::math::Vec2::new(1280.0, 800.0),
        340.0,
    );
    let (cx, cy) = (
        640.0 + (31.0 - centre.x) / scale,
        400.0 - (12.0 - centre.y) / scale,
    );
    let (inner, outer) = (1.0 / scale, 1.7 / scale);
    let mut ring = 0;
    for y in (cy - outer) as u32..=(cy + outer) as u32 {
        for x in (cx - outer) as u32..=(cx + outer) as u32 {
            let d = ((x as f32 - cx).powi(2) + (y as f32 - cy).powi(2)).sqrt();
            let p = img.get_pixel(x, y).0;
            let red = (p[0] as i32 - 242).abs() < 30
                && (p[1] as i32 - 38).abs() < 30
                && (p[2] as i32 - 26).abs() < 30;
            if d >= inner && d <= outer && red {
                ring += 1;
            }
        }
    }
    assert!(ring >= 20, "{ring} ring pixels round 1/4 Brit");
}

#[test]
fn against_the_computer_the_panel_says_who_plays_and_why() {
    // Jarama with the scripted computer playing the Nationalists, who move first: the panel's
    // computer section (its blue-grey frame, sRGB 34, 44, 58) stands at the top of the panel,
    // Why open under it, while the computer plays its first phase.
    let dir = temp_dir("window-computer");
    let out = dir.join("computer.png");
    let run = screenshot(
        "scenarios/jarama.ron",
        &out,
        &["--computer", "nationalist:scripted", "--why", "--wait", "1"],
    );
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let img = image::open(&out).unwrap().to_rgb8();
    let top = image::imageops::crop_imm(&img, 0, 60, 330, 200).to_image();
    let frame = share_near(&top, [34, 44, 58], 4);
    assert!(
        frame > 0.2,
        "the computer's section covers {frame:.3} of the panel's top"
    );
}

#[test]
fn the_question_of_who_plays_says_what_the_level_is_and_how_strong_it_measured() {
    // The question a new game asks, once with people on both sides and once with `hard`
    // playing the Nationalists: under the seats, in grey (sRGB 175), what `hard` weighs and
    // its measured score against `normal`, some five lines of words the first has not.
    // The question keeps its place and size (its fill, sRGB 27, right of the side panel)
    // either way, so a press aimed at the level list after choosing the computer lands there.
    let dir = temp_dir("window-seats");
    let shot = |name: &str, extra: &[&str]| {
        let out = dir.join(name);
        let run = screenshot("scenarios/default.ron", &out, extra);
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let img = image::open(&out).unwrap().to_rgb8();
        let words = share_near(&img, [175, 175, 175], 3);
        let (mut lo, mut hi) = ((u32::MAX, u32::MAX), (0, 0));
        for (x, y, p) in img.enumerate_pixels() {
            if x > 400 && p.0 == [27, 27, 27] {
                lo = (lo.0.min(x), lo.1.min(y));
                hi = (hi.0.max(x), hi.1.max(y));
            }
        }
        (words, (lo, hi))
    };
    let (people, asked) = shot("people.png", &["--ask"]);
    let (hard, asked_hard) = shot("hard.png", &["--ask", "--computer", "nationalist:hard"]);
    assert!(
        hard > people + 0.0008,
        "grey words cover {hard:.5} of the picture with hard, {people:.5} without"
    );
    assert!(
        asked.1.1 > asked.0.1 + 200,
        "the question is drawn: {asked:?}"
    );
    assert_eq!(asked, asked_hard, "the question's corners");
}

#[test]
fn the_balance_section_plays_its_games_and_draws_their_bars() {
    // Valdemoro between two scripted players: the picture waits for the games' report, so
    // the two sides' bars (their fills, sRGB 168, 33, 30 and 40, 71, 140) stand in the panel,
    // which has scrolled to show them. Wins and draws share the games, so the two bars
    // together are as tall as one bar of every game that was not drawn, however they split.
    let dir = temp_dir("window-balance");
    let out = dir.join("balance.png");
    let run = screenshot(
        "scenarios/default.ron",
        &out,
        &["--balance", "10", "--balance-players", "scripted,scripted"],
    );
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let img = image::open(&out).unwrap().to_rgb8();
    let panel = image::imageops::crop_imm(&img, 0, 0, 330, img.height()).to_image();
    let republic = share_near(&panel, [168, 33, 30], 6);
    let nationalists = share_near(&panel, [40, 71, 140], 6);
    assert!(
        republic + nationalists > 0.015,
        "the sides' bars cover {republic:.4} and {nationalists:.4} of the panel"
    );
}

#[test]
fn a_replay_shows_the_table_at_its_point_and_a_refusal_under_it_in_red() {
    let dir = temp_dir("window-replay");
    let out = dir.join("replay.png");
    let run = screenshot("records/example.ron", &out, &["--replay-at", "2"]);
    assert!(
        run.status.success(),
        "screenshot failed:\n{}\n{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    let img = image::open(&out).unwrap().to_rgb8();
    // The table is drawn above the timeline.
    let table = image::imageops::crop_imm(&img, 340, 0, 940, 600).to_image();
    assert!(share_near(&table, [204, 191, 148], 6) > 0.15, "no table");
    // The timeline's last line: order 2 of the example was refused, in red.
    let timeline = image::imageops::crop_imm(&img, 340, 680, 940, 120).to_image();
    assert!(
        share_near(&timeline, [255, 140, 120], 40) > 0.002,
        "no refusal in red under the table"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_editor_draws_the_battle_and_rings_a_problem_where_it_is() {
    // A Panzer put in the olive grove breaks the going rule [SRC: bad going]: the editor still
    // opens the file, draws it, and rings the tank in red (sRGB 242, 38, 25).
    let dir = temp_dir("window-edit");
    let file = dir.join("battle.ron");
    let src = crate::common::edit(
        &crate::common::default_scenario(),
        "(id: \"pz1-1\", type: LightTank, at: (39, 5)",
        "(id: \"pz1-1\", type: LightTank, at: (8, 21)",
    );
    std::fs::write(&file, &src).unwrap();
    let red = |name: &str, file: &std::path::Path| {
        let out = dir.join(name);
        let run = screenshot(
            file.to_str().unwrap(),
            &out,
            &["--edit", "--select", "pz1-1"],
        );
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let img = image::open(&out).unwrap().to_rgb8();
        assert_eq!((img.width(), img.height()), (1280, 800));
        // The table's cloth is drawn as in a game.
        assert!(share_near(&img, [204, 191, 148], 6) > 0.2);
        share_near(&img, [242, 38, 25], 30)
    };
    let with_problem = red("problem.png", &file);
    let clean = red(
        "clean.png",
        &crate::common::repo().join("scenarios/default.ron"),
    );
    assert!(
        with_problem > 0.0002,
        "the problem's ring covers {with_problem}"
    );
    assert!(clean < with_problem / 4.0, "{clean} red in a clean battle");
    // The editor wrote nothing: a picture is not a save.
    assert_eq!(std::fs::read_to_string(&file).unwrap(), src);
}
