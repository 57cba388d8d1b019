//! The report's plots: ulp histograms, register and guard-bit staircases, float-float accuracy
//! bars, one colour per backend in every plot.

use super::plots::{self, Series};
use fpsig_harness::Signature;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A plot drawn.
pub struct Plot {
    pub title: String,
    /// Relative to the report.
    pub file: String,
    /// The backends it has a series of.
    pub backends: BTreeSet<String>,
}

/// Draws every plot the signatures have data for into `dir` (the report's `plots/`).
pub fn draw(dir: &Path, signatures: &[Signature]) -> Result<Vec<Plot>, String> {
    plots::register_font()?;
    let mut drawn = Vec::new();
    let mut draw = |title: String,
                    name: String,
                    series: &[Series],
                    result: Result<(), Box<dyn std::error::Error>>| {
        result.map_err(|e| format!("plot {name}: {e}"))?;
        let backends = series.iter().map(|s| s.backend.clone()).collect();
        drawn.push(Plot {
            title,
            file: format!("plots/{name}"),
            backends,
        });
        Ok::<(), String>(())
    };
    // ulp histograms, one plot per function.
    let ulp_ids: BTreeSet<&String> = signatures
        .iter()
        .flat_map(|s| s.findings.iter())
        .filter(|(_, f)| f.evidence.contains_key("histogram"))
        .map(|(id, _)| id)
        .collect();
    for id in ulp_ids {
        let (labels, series) = histogram_series(signatures, id);
        let name = format!("{id}.svg");
        let title = format!("{id}: signed ulp error, log10(1 + inputs)");
        let result = plots::lines(
            &dir.join(&name),
            &title,
            &labels,
            "log10(1 + inputs)",
            &series,
        );
        draw(title, name, &series, result)?;
    }
    // Staircases: how many bits each backend keeps as i grows.
    for (id, key, what) in [
        (
            "register.precision",
            "first_i_register_equal_opaque",
            "TEST 3: register precision",
        ),
        (
            "guard.f32",
            "test5_first_i",
            "TEST 5: first adder, binary32",
        ),
        (
            "guard.f32",
            "test6_first_i_opaque",
            "TEST 6: second adder, binary32",
        ),
    ] {
        let series = staircase_series(signatures, id, key);
        if series.is_empty() {
            continue;
        }
        let labels: Vec<String> = (0..=64).map(|i| i.to_string()).collect();
        let name = format!("{id}.{key}.svg");
        let title = format!("{what}: bits kept up to 2^-i");
        let result = plots::lines(&dir.join(&name), &title, &labels, "bits kept", &series);
        draw(title, name, &series, result)?;
    }
    // Float-float accuracy of the chosen formulation, per operator.
    let (labels, series) = float_float_series(signatures);
    if !series.is_empty() {
        let name = "ff.accuracy.svg".to_string();
        let title = "float-float: bits of accuracy of the chosen formulation".to_string();
        let result = plots::bars(&dir.join(&name), &title, &labels, "bits", &series);
        draw(title, name, &series, result)?;
    }
    Ok(drawn)
}

/// A histogram bucket label (`'-3: 48'`, `'<-16: 75'`) as its position on the axis.
fn bucket_order(label: &str) -> f64 {
    if let Some(rest) = label.strip_prefix('<') {
        rest.parse::<f64>().unwrap_or(0.0) - 1.0
    } else if let Some(rest) = label.strip_prefix('>') {
        rest.parse::<f64>().unwrap_or(0.0) + 1.0
    } else {
        label.parse().unwrap_or(0.0)
    }
}

/// A backend's color index: its column, so that it keeps one color in every plot.
fn color_of(signatures: &[Signature], backend: &str) -> usize {
    signatures
        .iter()
        .position(|s| s.backend.name == backend)
        .unwrap_or(0)
}

fn histogram_series(signatures: &[Signature], id: &str) -> (Vec<String>, Vec<Series>) {
    let mut per_backend = Vec::new();
    let mut buckets = BTreeSet::new();
    for s in signatures {
        let Some(list) = s.findings.get(id).and_then(|f| f.evidence.get("histogram")) else {
            continue;
        };
        let counts: BTreeMap<String, f64> = list
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|entry| {
                let (bucket, count) = entry.as_str()?.split_once(": ")?;
                Some((bucket.to_string(), count.parse().ok()?))
            })
            .collect();
        buckets.extend(counts.keys().cloned());
        per_backend.push((s.backend.name.clone(), counts));
    }
    let mut labels: Vec<String> = buckets.into_iter().collect();
    labels.sort_by(|a, b| bucket_order(a).total_cmp(&bucket_order(b)));
    let series = per_backend
        .into_iter()
        .map(|(backend, counts)| Series {
            color: color_of(signatures, &backend),
            backend,
            points: labels
                .iter()
                .enumerate()
                .map(|(i, l)| (i, (1.0 + counts.get(l).copied().unwrap_or(0.0)).log10()))
                .collect(),
        })
        .collect();
    (labels, series)
}

/// Bits kept at each i: i until the first i where the test says "equal", then flat.
fn staircase_series(signatures: &[Signature], id: &str, key: &str) -> Vec<Series> {
    signatures
        .iter()
        .filter_map(|s| {
            let first: usize = s
                .findings
                .get(id)?
                .evidence
                .get(key)?
                .as_str()?
                .parse()
                .ok()?;
            Some(Series {
                color: color_of(signatures, &s.backend.name),
                backend: s.backend.name.clone(),
                points: (0..=64).map(|i| (i, i.min(first - 1) as f64)).collect(),
            })
        })
        .collect()
}

/// `chosen: opaque (validated: …)` → the chosen formulation's `bits`.
fn chosen_bits(finding: &fpsig_harness::signature::Finding) -> Option<f64> {
    let chosen = finding
        .verdict
        .strip_prefix("chosen: ")?
        .split_whitespace()
        .next()?;
    let bits = finding
        .evidence
        .get("formulations")?
        .get(chosen)?
        .get("bits")?;
    match bits {
        Value::String(s) if s == "exact" => Some(f64::from(u8::MAX)),
        Value::String(s) => s.parse().ok(),
        other => other.as_f64(),
    }
}

fn float_float_series(signatures: &[Signature]) -> (Vec<String>, Vec<Series>) {
    let ids: BTreeSet<&String> = signatures
        .iter()
        .flat_map(|s| s.findings.iter())
        .filter(|(id, f)| id.starts_with("ff.") && chosen_bits(f).is_some_and(|b| b < 255.0))
        .map(|(id, _)| id)
        .collect();
    let labels: Vec<String> = ids
        .iter()
        .map(|id| id.trim_start_matches("ff.").to_string())
        .collect();
    let series = signatures
        .iter()
        .filter_map(|s| {
            let points: Vec<(usize, f64)> = ids
                .iter()
                .enumerate()
                .filter_map(|(k, id)| Some((k, chosen_bits(s.findings.get(*id)?)?)))
                .filter(|&(_, bits)| bits < 255.0)
                .collect();
            (!points.is_empty()).then(|| Series {
                color: color_of(signatures, &s.backend.name),
                backend: s.backend.name.clone(),
                points,
            })
        })
        .collect();
    (labels, series)
}
