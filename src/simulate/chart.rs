//! The balance chart as a PNG: each side's wins and the draws with their 95% intervals, and
//! how long the games lasted. Text is drawn with the font embedded in the program
//! (assets/fonts/), so no system font is needed.

use std::path::Path;

use plotters::prelude::*;
use plotters::style::FontStyle;

use super::summary::Report;

static FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSansCondensed.ttf");

fn err(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// Draw the report's chart into `path` (PNG), `width` x `height` pixels.
pub fn draw(report: &Report, path: &Path, size: (u32, u32)) -> Result<(), String> {
    plotters::style::register_font("sans-serif", FontStyle::Normal, FONT)
        .map_err(|_| t!("chart-no-font"))?;
    // Drawn into memory and written with `png` (the PNG encoder Bevy already builds), not
    // through plotters' own encoder, which would bring a second `image` and `png` to compile.
    let mut pixels = vec![0u8; size.0 as usize * size.1 as usize * 3];
    {
        let root = BitMapBackend::with_buffer(&mut pixels, size).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let title = t!(
            "chart-title",
            title = &report.title,
            games = report.games_counted,
            a = &report.players[0].player,
            b = &report.players[1].player
        );
        let root = root.titled(&title, ("sans-serif", 22)).map_err(err)?;
        let (left, right) = root.split_horizontally(size.0 / 2);
        outcomes(report, &left)?;
        length(report, &right)?;
        root.present().map_err(err)?;
    }
    write_png(path, size, &pixels)
}

/// Eight-bit RGB pixels, row by row, as a PNG file at `path`.
fn write_png(path: &Path, (width, height): (u32, u32), rgb: &[u8]) -> Result<(), String> {
    let file = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder
        .write_header()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    writer
        .write_image_data(rgb)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    writer
        .finish()
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// Bars of each side's wins and of draws, with the 95% Wilson interval as a whisker.
fn outcomes(
    r: &Report,
    area: &DrawingArea<BitMapBackend, plotters::coord::Shift>,
) -> Result<(), String> {
    let bars = [
        (
            t!("bal-wins", side = &r.sides[0].name),
            &r.sides[0].wins,
            BLUE,
        ),
        (
            t!("chart-draws"),
            &r.sides[0].draws,
            RGBColor(128, 128, 128),
        ),
        (
            t!("bal-wins", side = &r.sides[1].name),
            &r.sides[1].wins,
            RED,
        ),
    ];
    let mut chart = ChartBuilder::on(area)
        .caption(t!("chart-outcomes"), ("sans-serif", 16))
        .margin(12)
        .x_label_area_size(30)
        .y_label_area_size(45)
        .build_cartesian_2d(0f64..3f64, 0f64..100f64)
        .map_err(err)?;
    let labels: Vec<String> = bars.iter().map(|b| b.0.clone()).collect();
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(7)
        .x_label_formatter(&|x| {
            // Only the middle of each bar is named: the ticks at whole numbers are its edges.
            let i = (*x - 0.5).round();
            if (x - 0.5 - i).abs() < 0.05 && (0.0..3.0).contains(&i) {
                labels[i as usize].clone()
            } else {
                String::new()
            }
        })
        .y_label_formatter(&|y| format!("{y:.0}"))
        .y_desc(t!("chart-percent-of-games"))
        .label_style(("sans-serif", 13))
        .draw()
        .map_err(err)?;
    for (i, (_, s, colour)) in bars.iter().enumerate() {
        let x = i as f64;
        chart
            .draw_series(std::iter::once(Rectangle::new(
                [(x + 0.2, 0.0), (x + 0.8, s.share * 100.0)],
                colour.mix(0.6).filled(),
            )))
            .map_err(err)?;
        let (lo, hi) = (s.low * 100.0, s.high * 100.0);
        let whisker = [
            vec![(x + 0.5, lo), (x + 0.5, hi)],
            vec![(x + 0.4, lo), (x + 0.6, lo)],
            vec![(x + 0.4, hi), (x + 0.6, hi)],
        ];
        chart
            .draw_series(
                whisker
                    .into_iter()
                    .map(|p| PathElement::new(p, BLACK.stroke_width(2))),
            )
            .map_err(err)?;
        chart
            .draw_series(std::iter::once(Text::new(
                format!("{:.1}%", s.share * 100.0),
                (x + 0.22, (hi + 3.0).min(96.0)),
                ("sans-serif", 13),
            )))
            .map_err(err)?;
    }
    Ok(())
}

/// How many games ended in each turn.
fn length(
    r: &Report,
    area: &DrawingArea<BitMapBackend, plotters::coord::Shift>,
) -> Result<(), String> {
    let max_turn = r.length.iter().map(|(t, _)| *t).max().unwrap_or(1).max(1);
    let max_games = r.length.iter().map(|(_, n)| *n).max().unwrap_or(1).max(1) as u32;
    let mut chart = ChartBuilder::on(area)
        .caption(t!("chart-length"), ("sans-serif", 16))
        .margin(12)
        .x_label_area_size(30)
        .y_label_area_size(45)
        .build_cartesian_2d(
            0.5f64..f64::from(max_turn) + 0.5,
            0u32..max_games + max_games / 10 + 1,
        )
        .map_err(err)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(max_turn as usize)
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_label_formatter(&|y| format!("{y}"))
        .x_desc(t!("chart-turn"))
        .y_desc(t!("chart-games"))
        .label_style(("sans-serif", 13))
        .draw()
        .map_err(err)?;
    chart
        .draw_series(r.length.iter().map(|(t, n)| {
            let x = f64::from(*t);
            Rectangle::new(
                [(x - 0.35, 0), (x + 0.35, *n as u32)],
                GREEN.mix(0.6).filled(),
            )
        }))
        .map_err(err)?;
    Ok(())
}
