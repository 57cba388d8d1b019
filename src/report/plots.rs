//! The report's SVG plots, drawn with plotters: per-function ulp-error histograms, the
//! register/guard-bit staircases (TEST 3, 5, 6) and the float-float accuracy bars.

use plotters::prelude::*;
use std::path::Path;

/// One backend's values in a plot.
pub struct Series {
    pub backend: String,
    pub points: Vec<(usize, f64)>,
    /// Index into the palette (the backend's column).
    pub color: usize,
}

/// Labels on plots need a TrueType font; plotters' pure-Rust text layout is given the first
/// of the usual system fonts found.
const FONTS: [&str; 3] = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/System/Library/Fonts/Supplemental/Arial.ttf",
];

/// Registers a font for the plots' labels, once.
pub fn register_font() -> Result<(), String> {
    static REGISTERED: std::sync::OnceLock<Result<(), String>> = std::sync::OnceLock::new();
    REGISTERED
        .get_or_init(|| {
            let bytes = FONTS
                .iter()
                .find_map(|path| std::fs::read(path).ok())
                .ok_or_else(|| {
                    format!(
                        "no TrueType font for the plots' labels (looked for {}; install \
                         fonts-dejavu-core)",
                        FONTS.join(", ")
                    )
                })?;
            plotters::style::register_font("sans-serif", FontStyle::Normal, Box::leak(bytes.into()))
                .map_err(|_| "the font for the plots' labels could not be read".to_string())
        })
        .clone()
}

const SIZE: (u32, u32) = (720, 360);

fn color(k: usize) -> RGBColor {
    const PALETTE: [RGBColor; 16] = [
        RGBColor(31, 119, 180),
        RGBColor(255, 127, 14),
        RGBColor(44, 160, 44),
        RGBColor(214, 39, 40),
        RGBColor(148, 103, 189),
        RGBColor(140, 86, 75),
        RGBColor(227, 119, 194),
        RGBColor(127, 127, 127),
        RGBColor(188, 189, 34),
        RGBColor(23, 190, 207),
        RGBColor(0, 0, 0),
        RGBColor(174, 199, 232),
        RGBColor(255, 187, 120),
        RGBColor(152, 223, 138),
        RGBColor(255, 152, 150),
        RGBColor(197, 176, 213),
    ];
    PALETTE[k % PALETTE.len()]
}

type DrawResult = Result<(), Box<dyn std::error::Error>>;

/// The largest value of any series, at least 1.
fn y_max(series: &[Series]) -> f64 {
    series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p.1))
        .fold(1.0, f64::max)
}

/// Lines with points, one per backend, over categorical x labels.
pub fn lines(
    path: &Path,
    title: &str,
    x_labels: &[String],
    y_desc: &str,
    series: &[Series],
) -> DrawResult {
    let root = SVGBackend::new(path, SIZE).into_drawing_area();
    root.fill(&WHITE)?;
    let y_max = y_max(series);
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 18))
        .margin(10)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .build_cartesian_2d(0usize..x_labels.len().max(1), 0f64..y_max * 1.1)?;
    let label_step = x_labels.len().div_ceil(12).max(1);
    chart
        .configure_mesh()
        .x_labels(x_labels.len().min(12))
        .x_label_formatter(&|i| {
            if i % label_step == 0 {
                x_labels.get(*i).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        .y_desc(y_desc)
        .draw()?;
    for s in series {
        let c = color(s.color);
        chart
            .draw_series(LineSeries::new(s.points.iter().copied(), c.stroke_width(2)))?
            .label(s.backend.as_str())
            .legend(move |(x, y)| PathElement::new([(x, y), (x + 16, y)], c.stroke_width(2)));
        chart.draw_series(s.points.iter().map(|&p| Circle::new(p, 3, c.filled())))?;
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .label_font(("sans-serif", 11))
        .draw()?;
    root.present()?;
    Ok(())
}

/// Grouped bars: one group per x label, one bar per backend.
pub fn bars(
    path: &Path,
    title: &str,
    x_labels: &[String],
    y_desc: &str,
    series: &[Series],
) -> DrawResult {
    let root = SVGBackend::new(path, (SIZE.0 + 240, SIZE.1 + 40)).into_drawing_area();
    root.fill(&WHITE)?;
    let y_max = y_max(series);
    let groups = x_labels.len().max(1);
    let width = series.len().max(1) + 1;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 18))
        .margin(10)
        .x_label_area_size(60)
        .y_label_area_size(50)
        .build_cartesian_2d(0usize..groups * width, 0f64..y_max * 1.1)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(groups * width)
        .x_label_formatter(&|i| {
            if i % width == width / 2 {
                x_labels.get(i / width).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        .x_label_style(("sans-serif", 10))
        .y_desc(y_desc)
        .draw()?;
    for (k, s) in series.iter().enumerate() {
        let c = color(s.color);
        chart
            .draw_series(s.points.iter().map(|&(group, value)| {
                let x = group * width + k;
                Rectangle::new([(x, 0.0), (x + 1, value)], c.filled())
            }))?
            .label(s.backend.as_str())
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], c.filled()));
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::LowerRight)
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .label_font(("sans-serif", 11))
        .draw()?;
    root.present()?;
    Ok(())
}
