//! `fpsig report`: a static HTML page of signatures side by side, one column per backend, one
//! row per finding grouped by probe family, cells that differ from the row's most common verdict
//! highlighted; the ulp histograms, register and guard-bit staircases and float-float accuracy
//! bars as SVG plots; each row linked to its kernels' Rust source and each cell to the shader
//! text that backend was given. No server, no network: the folder can be opened as files.

mod plots;

use fpsig_backends::offline::Target;
use fpsig_harness::probes::family_of;
use fpsig_harness::shaders::{catalog, static_findings};
use fpsig_harness::Signature;
use plots::Series;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Writes the report of `signatures` into `out`; returns the page's path.
pub fn write(out: &Path, signatures: &[Signature]) -> Result<PathBuf, String> {
    if signatures.is_empty() {
        return Err("no signatures to report".into());
    }
    let io = |what: &Path, e: std::io::Error| format!("cannot write {}: {e}", what.display());
    fpsig_harness::folder::create(out, "--out")?;
    std::fs::create_dir_all(out.join("plots")).map_err(|e| io(out, e))?;
    let kernels = catalog::compile()?;
    let links = ShaderLinks::new(&kernels, signatures);
    links.copy(out, &kernels)?;
    let sources = copy_kernel_sources(out, signatures)?;
    let plots = draw_plots(&out.join("plots"), signatures)?;
    let page = out.join("index.html");
    std::fs::write(&page, html(signatures, &links, &sources, &plots)).map_err(|e| io(&page, e))?;
    Ok(page)
}

/// Every `*.snap` signature of a folder, sorted by name; the 2006 seeds and static ones too
/// when `dir` is the repository's `snapshots/`.
pub fn committed(dir: &Path) -> Result<Vec<Signature>, String> {
    let mut signatures = Vec::new();
    for folder in [dir.to_path_buf(), dir.join("static"), dir.join("seed-2006")] {
        for name in catalog::files(&folder)?
            .into_iter()
            .filter(|f| f.ends_with(".snap"))
        {
            let path = folder.join(&name);
            let text = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            signatures
                .push(Signature::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?);
        }
    }
    if signatures.is_empty() {
        return Err(format!(
            "no signature snapshots (*.snap) in {}",
            dir.display()
        ));
    }
    Ok(signatures)
}

/// Where each (signature, finding) cell's shader text is, relative to the report.
struct ShaderLinks {
    cells: BTreeMap<(String, String), Vec<(String, String)>>,
}

impl ShaderLinks {
    fn new(kernels: &[catalog::Kernel], signatures: &[Signature]) -> Self {
        let static_target = |name: &str| {
            Target::ALL
                .into_iter()
                .find(|&t| static_findings::signature_name(t) == name)
        };
        let captures: BTreeMap<Target, _> = Target::ALL
            .into_iter()
            .map(|t| (t, catalog::capture_hashes(kernels, t)))
            .collect();
        let mut cells = BTreeMap::new();
        for s in signatures {
            let name = &s.backend.name;
            for (id, finding) in &s.findings {
                let mut links = Vec::new();
                if let Some(target) = catalog::measured_target(name) {
                    let captures = &captures[&target];
                    let hashes = finding.evidence.get("shaders").and_then(Value::as_object);
                    for (label, hash) in hashes.into_iter().flatten() {
                        let hash = hash.as_str().unwrap_or_default().split(' ').next();
                        let names = hash.and_then(|h| captures.get(h)).into_iter().flatten();
                        for (k, kernel) in names.enumerate() {
                            let kernel = kernels.iter().find(|c| &c.name == kernel);
                            let label = if k == 0 {
                                label.clone()
                            } else {
                                format!("{label}+{k}")
                            };
                            links.extend(kernel.map(|c| (label, file(target, c))));
                        }
                    }
                }
                if let (Some(target), Some(kernel)) = (
                    static_target(name),
                    finding.evidence.get("kernel").and_then(Value::as_str),
                ) {
                    if let Some(k) = kernels.iter().find(|k| k.name == kernel) {
                        links.push(("source".into(), file(target, k)));
                    }
                }
                if !links.is_empty() {
                    cells.insert((name.clone(), id.clone()), links);
                }
            }
        }
        ShaderLinks { cells }
    }

    /// Copies each linked shader file into the report.
    fn copy(&self, out: &Path, kernels: &[catalog::Kernel]) -> Result<(), String> {
        let linked: BTreeSet<&String> = self.cells.values().flatten().map(|(_, f)| f).collect();
        for target in Target::ALL {
            for k in kernels {
                let relative = file(target, k);
                if linked.contains(&relative) {
                    let path = out.join(&relative);
                    std::fs::create_dir_all(path.parent().unwrap_or(out))
                        .and_then(|_| std::fs::write(&path, k.file_text(target)))
                        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                }
            }
        }
        Ok(())
    }
}

/// A kernel's shader file in the report: `shaders/<target>/<kernel>.<ext>.txt` (a text
/// extension, so that a browser shows it rather than downloads it).
fn file(target: Target, kernel: &catalog::Kernel) -> String {
    format!("shaders/{}/{}.txt", target.name(), kernel.file_name(target))
}

/// Writes the kernel file of each row group's family into `kernels/` (embedded in the binary:
/// the registry names it); returns group → link. A finding no family of this build produces
/// (a file from another version) links none.
fn copy_kernel_sources(
    out: &Path,
    signatures: &[Signature],
) -> Result<BTreeMap<String, String>, String> {
    let mut links = BTreeMap::new();
    for id in signatures.iter().flat_map(|s| s.findings.keys()) {
        if links.contains_key(family(id)) {
            continue;
        }
        let Some(kernel) = family_of(id).map(|f| f.kernels.source) else {
            continue;
        };
        let relative = format!("kernels/{}.txt", kernel.file);
        let path = out.join(&relative);
        std::fs::create_dir_all(path.parent().unwrap_or(out))
            .and_then(|_| std::fs::write(&path, kernel.text))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        links.insert(family(id).to_string(), relative);
    }
    Ok(links)
}

fn family(id: &str) -> &str {
    id.split('.').next().unwrap_or(id)
}

/// The plots drawn, as (title, file relative to the report).
type Plots = Vec<(String, String)>;

fn draw_plots(dir: &Path, signatures: &[Signature]) -> Result<Plots, String> {
    plots::register_font()?;
    let mut drawn = Vec::new();
    let mut draw = |title: String, name: String, result: Result<(), Box<dyn std::error::Error>>| {
        result.map_err(|e| format!("plot {name}: {e}"))?;
        drawn.push((title, format!("plots/{name}")));
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
        draw(title, name, result)?;
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
        draw(title, name, result)?;
    }
    // Float-float accuracy of the chosen formulation, per operator.
    let (labels, series) = float_float_series(signatures);
    if !series.is_empty() {
        let name = "ff.accuracy.svg".to_string();
        let title = "float-float: bits of accuracy of the chosen formulation".to_string();
        let result = plots::bars(&dir.join(&name), &title, &labels, "bits", &series);
        draw(title, name, result)?;
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

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Measured, read from source, or transcribed from the 2006 papers: a cell is compared with
/// the cells of its own kind.
fn kind(signature: &Signature) -> &'static str {
    let name = &signature.backend.name;
    if name.ends_with("-static") {
        "static"
    } else if name.starts_with("seed-2006") {
        "seed"
    } else {
        "measured"
    }
}

/// The most common verdict of a row, among the backends that have the finding.
fn majority<'a>(verdicts: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for v in verdicts {
        *counts.entry(v).or_default() += 1;
    }
    counts.into_iter().max_by_key(|&(_, n)| n).map(|(v, _)| v)
}

const STYLE: &str = "body{font-family:sans-serif;margin:1em}table{border-collapse:collapse;font-size:12px}\
th,td{border:1px solid #ccc;padding:4px;vertical-align:top;max-width:260px}\
th.backend{background:#f3f3f3;position:sticky;top:0}td.differs{background:#ffe7a8}\
td.absent{background:#f8f8f8;color:#999}tr.family th{background:#dde8f5;text-align:left}\
.layer{display:inline-block;font-size:10px;color:#555;border:1px solid #bbb;border-radius:3px;padding:0 3px}\
.plots img{width:480px;border:1px solid #ddd;margin:4px}";

const CHECK: &str = "window.addEventListener('load',()=>{const i=[...document.images];\
const ok=i.filter(x=>x.complete&&x.naturalWidth>0).length;\
document.body.dataset.rendered='columns='+document.querySelectorAll('th.backend').length+\
' plots='+ok+'/'+i.length;if(ok<i.length){console.error((i.length-ok)+' plots did not load')}});";

fn html(
    signatures: &[Signature],
    links: &ShaderLinks,
    sources: &BTreeMap<String, String>,
    plots: &Plots,
) -> String {
    let mut h = String::new();
    let _ = write!(
        h,
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>fpsig report</title>\
         <style>{STYLE}</style></head><body><h1>fpsig: arithmetic signatures side by side</h1>\
         <p>{} signatures. A highlighted cell differs from the most common verdict of its row among \
         signatures of its kind (measured, read from source, 2006). \
         Signatures ending in <code>-static</code> are read from the shader text, not measured; \
         <code>seed-2006-*</code> are the 2006 papers' measurements.</p>",
        signatures.len()
    );
    h.push_str("<h2>Findings</h2><table><thead><tr><th>finding</th>");
    for s in signatures {
        let b = &s.backend;
        let _ = write!(
            h,
            "<th class=\"backend\" title=\"{}\">{}<br><small>{}</small></th>",
            escape(&format!("{} — {} — {}", b.compiler, b.adapter, b.driver)),
            escape(&b.name),
            escape(&b.driver)
        );
    }
    h.push_str("</tr></thead><tbody>");
    let ids: BTreeSet<&String> = signatures.iter().flat_map(|s| s.findings.keys()).collect();
    let mut current = "";
    for id in ids {
        let fam = family(id);
        if fam != current {
            current = fam;
            let source = sources
                .get(fam)
                .map(|f| format!(" — kernels: <a href=\"{f}\">{}</a>", escape(f)))
                .unwrap_or_default();
            let _ = write!(
                h,
                "<tr class=\"family\"><th colspan=\"{}\">{}{source}</th></tr>",
                signatures.len() + 1,
                escape(fam)
            );
        }
        let test = signatures
            .iter()
            .find_map(|s| s.findings.get(id.as_str()))
            .map(|f| f.test.as_str())
            .unwrap_or_default();
        let _ = write!(
            h,
            "<tr><td><b>{}</b><br><small>{}</small></td>",
            escape(id),
            escape(test)
        );
        for s in signatures {
            let common = majority(
                signatures
                    .iter()
                    .filter(|other| kind(other) == kind(s))
                    .filter_map(|other| other.findings.get(id.as_str()))
                    .map(|f| f.verdict.as_str()),
            );
            let Some(f) = s.findings.get(id.as_str()) else {
                h.push_str("<td class=\"absent\">—</td>");
                continue;
            };
            let class = if Some(f.verdict.as_str()) == common {
                ""
            } else {
                " class=\"differs\""
            };
            let _ = write!(
                h,
                "<td{class}>{} <span class=\"layer\">{}</span>",
                escape(&f.verdict),
                f.layer.name()
            );
            if let Some(files) = links.cells.get(&(s.backend.name.clone(), id.clone())) {
                for (label, file) in files {
                    let _ = write!(h, " <a href=\"{}\">{}</a>", escape(file), escape(label));
                }
            }
            h.push_str("</td>");
        }
        h.push_str("</tr>");
    }
    h.push_str("</tbody></table><h2>Plots</h2><div class=\"plots\">");
    for (title, file) in plots {
        let _ = write!(
            h,
            "<img src=\"{}\" alt=\"{}\">",
            escape(file),
            escape(title)
        );
    }
    let _ = write!(h, "</div><script>{CHECK}</script></body></html>");
    h
}
