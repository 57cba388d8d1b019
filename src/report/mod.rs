//! `fpsig report`: a static HTML page of signatures side by side ([`page`]), one column per
//! backend and one row per finding, each cell a short token ([`token`]); a page per backend;
//! the ulp histograms, staircases and float-float bars as SVG plots ([`figures`]); each row
//! group linked to its kernels' Rust source (embedded in the binary) and each cell to the
//! shader text its backend was given ([`shaders`]). No server, no network: the folder can be
//! opened as files.

mod figures;
mod glance;
mod page;
mod plots;
pub mod results;
mod sections;
mod shaders;
mod token;

use fpsig_harness::probes::family_of;
use fpsig_harness::shaders::catalog;
use fpsig_harness::Signature;
use indicatif::{ProgressBar, ProgressStyle};
pub use shaders::Catalogue;
use shaders::ShaderLinks;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Writes the report of `signatures` into `out`, shader texts from `catalogue`; returns the
/// page's path.
pub fn write(
    out: &Path,
    signatures: &[Signature],
    catalogue: &Catalogue,
) -> Result<PathBuf, String> {
    if signatures.is_empty() {
        return Err("no signatures to report".into());
    }
    let io = |what: &Path, e: std::io::Error| format!("cannot write {}: {e}", what.display());
    fpsig_harness::folder::create(out, "--out")?;
    for sub in ["plots", "backend"] {
        std::fs::create_dir_all(out.join(sub)).map_err(|e| io(out, e))?;
    }
    let bar = ProgressBar::new(4 + signatures.len() as u64).with_style(
        ProgressStyle::with_template("writing the report: {msg} {pos}/{len} {wide_bar}")
            .expect("a valid template"),
    );
    bar.set_message("shader links");
    let links = ShaderLinks::new(catalogue, signatures)?;
    links.copy(catalogue, out)?;
    bar.inc(1);
    bar.set_message("kernel sources");
    let sources = copy_kernel_sources(out, signatures)?;
    bar.inc(1);
    bar.set_message("plots");
    let plots = figures::draw(&out.join("plots"), signatures)?;
    bar.inc(1);
    bar.set_message("pages");
    let pages = page::backend_pages(signatures);
    for (s, relative) in signatures.iter().zip(&pages) {
        let path = out.join(relative);
        std::fs::write(&path, page::backend(s, &links, &plots)).map_err(|e| io(&path, e))?;
        bar.inc(1);
    }
    let index = out.join("index.html");
    std::fs::write(
        &index,
        page::index(signatures, &pages, &links, &sources, &plots),
    )
    .map_err(|e| io(&index, e))?;
    bar.finish_and_clear();
    Ok(index)
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
