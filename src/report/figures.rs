//! The report's plots: every figure the families draw from the signatures
//! ([`fpsig_harness::shown::Figure`]), one colour per backend in every plot. No family is named
//! here.

use super::plots::{self, Series};
use fpsig_harness::probes::registry;
use fpsig_harness::shown::{Chart, Figure};
use fpsig_harness::Signature;
use std::collections::BTreeSet;
use std::path::Path;

/// A plot drawn.
pub struct Plot {
    pub title: String,
    /// Relative to the report.
    pub file: String,
    /// The backends it has a series of.
    pub backends: BTreeSet<String>,
}

/// Draws every plot the signatures have data for into `dir` (the report's `plots/`), in
/// registry order.
pub fn draw(dir: &Path, signatures: &[Signature]) -> Result<Vec<Plot>, String> {
    plots::register_font()?;
    let figures: Vec<Figure> = registry()
        .iter()
        .flat_map(|family| (family.shown.figures)(signatures))
        .collect();
    figures.iter().map(|f| one(dir, signatures, f)).collect()
}

fn one(dir: &Path, signatures: &[Signature], figure: &Figure) -> Result<Plot, String> {
    let series: Vec<Series> = figure
        .series
        .iter()
        .map(|p| Series {
            color: color_of(signatures, &p.backend),
            backend: p.backend.clone(),
            points: p.points.clone(),
        })
        .collect();
    let path = dir.join(&figure.name);
    let (title, labels, y) = (&figure.title, &figure.labels, &figure.y_label);
    match figure.chart {
        Chart::Lines => plots::lines(&path, title, labels, y, &series),
        Chart::Bars => plots::bars(&path, title, labels, y, &series),
    }
    .map_err(|e| format!("plot {}: {e}", figure.name))?;
    Ok(Plot {
        title: figure.title.clone(),
        file: format!("plots/{}", figure.name),
        backends: series.iter().map(|s| s.backend.clone()).collect(),
    })
}

/// A backend's color index: its column, so that it keeps one color in every plot.
fn color_of(signatures: &[Signature], backend: &str) -> usize {
    signatures
        .iter()
        .position(|s| s.backend.name == backend)
        .unwrap_or(0)
}
