//! Which shader text each cell links to. A written catalogue (`fpsig shaders --out DIR`, the
//! committed one is `snapshots/shaders/`) gives it without compiling: each target's
//! [`catalog::HASHES`] maps a recorded hash to its kernels, whose files are copied. Without one,
//! the catalogue is compiled here (minutes on 2 cores, with progress on a terminal).

use fpsig_backends::offline::Target;
use fpsig_harness::shaders::{catalog, static_findings};
use fpsig_harness::Signature;
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Where the shader texts come from.
pub enum Catalogue {
    /// A written catalogue's folder.
    Files(PathBuf),
    /// Compiled by this run.
    Compiled(Vec<catalog::Kernel>),
}

impl Catalogue {
    /// The written catalogue beside `snapshots` (its `shaders/` folder, with every target's
    /// hashes), if there is one.
    pub fn beside(snapshots: &Path) -> Option<Catalogue> {
        let dir = snapshots.join("shaders");
        Target::ALL
            .iter()
            .all(|t| dir.join(t.name()).join(catalog::HASHES).is_file())
            .then_some(Catalogue::Files(dir))
    }

    /// The catalogue compiled now, with a progress bar where stderr is a terminal.
    pub fn compile() -> Result<Catalogue, String> {
        let bar = ProgressBar::new(catalog::size() as u64).with_style(
            ProgressStyle::with_template("compiling the shader catalogue {pos}/{len} {wide_bar}")
                .expect("a valid template"),
        );
        let kernels = catalog::compile_each(|| bar.inc(1))?;
        bar.finish_and_clear();
        Ok(Catalogue::Compiled(kernels))
    }

    /// Every hash a measured run of `target` can record, with its kernels.
    fn hashes(&self, target: Target) -> Result<BTreeMap<String, Vec<String>>, String> {
        match self {
            Catalogue::Files(dir) => {
                let path = dir.join(target.name()).join(catalog::HASHES);
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                catalog::read_hashes(&text).map_err(|e| format!("{}: {e}", path.display()))
            }
            Catalogue::Compiled(kernels) => Ok(catalog::capture_hashes(kernels, target)),
        }
    }

    fn has(&self, target: Target, kernel: &str) -> bool {
        match self {
            Catalogue::Files(dir) => dir
                .join(target.name())
                .join(catalog::file_name(kernel, target))
                .is_file(),
            Catalogue::Compiled(kernels) => kernels.iter().any(|k| k.name == kernel),
        }
    }

    /// The catalogue's file of `kernel` for `target`, if it has that kernel.
    fn text(&self, target: Target, kernel: &str) -> Option<String> {
        match self {
            Catalogue::Files(dir) => std::fs::read_to_string(
                dir.join(target.name())
                    .join(catalog::file_name(kernel, target)),
            )
            .ok(),
            Catalogue::Compiled(kernels) => kernels
                .iter()
                .find(|k| k.name == kernel)
                .map(|k| k.file_text(target)),
        }
    }
}

/// Where each (backend, finding) cell's shader text is, relative to the report.
pub struct ShaderLinks {
    pub cells: BTreeMap<(String, String), Vec<(String, String)>>,
    /// (target, kernel) of every linked file.
    files: BTreeSet<(Target, String)>,
}

/// A kernel's shader file in the report: `shaders/<target>/<kernel>.<ext>.txt` (a text
/// extension, so that a browser shows it rather than downloads it).
fn file(target: Target, kernel: &str) -> String {
    format!(
        "shaders/{}/{}.txt",
        target.name(),
        catalog::file_name(kernel, target)
    )
}

impl ShaderLinks {
    pub fn new(catalogue: &Catalogue, signatures: &[Signature]) -> Result<Self, String> {
        let static_target = |name: &str| {
            Target::ALL
                .into_iter()
                .find(|&t| static_findings::signature_name(t) == name)
        };
        let mut captures = BTreeMap::new();
        let mut links = ShaderLinks {
            cells: BTreeMap::new(),
            files: BTreeSet::new(),
        };
        for s in signatures {
            let name = &s.backend.name;
            let measured = catalog::measured_target(name);
            if let Some(target) = measured.filter(|t| !captures.contains_key(t)) {
                captures.insert(target, catalogue.hashes(target)?);
            }
            for (id, finding) in &s.findings {
                let mut cell = Vec::new();
                if let Some(target) = measured {
                    let hashes = finding.evidence.get("shaders").and_then(Value::as_object);
                    for (label, hash) in hashes.into_iter().flatten() {
                        let hash = hash.as_str().unwrap_or_default().split(' ').next();
                        let names = hash.and_then(|h| captures[&target].get(h));
                        for (k, kernel) in names.into_iter().flatten().enumerate() {
                            let label = if k == 0 {
                                label.clone()
                            } else {
                                format!("{label}+{k}")
                            };
                            cell.push((label, target, kernel.clone()));
                        }
                    }
                }
                let written = finding.evidence.get("kernel").and_then(Value::as_str);
                if let (Some(target), Some(kernel)) = (static_target(name), written) {
                    cell.push(("source".into(), target, kernel.to_string()));
                }
                let cell: Vec<_> = cell
                    .into_iter()
                    .filter(|(_, t, k)| catalogue.has(*t, k))
                    .collect();
                if cell.is_empty() {
                    continue;
                }
                links
                    .files
                    .extend(cell.iter().map(|(_, t, k)| (*t, k.clone())));
                let cell = cell
                    .into_iter()
                    .map(|(label, t, k)| (label, file(t, &k)))
                    .collect();
                links.cells.insert((name.clone(), id.clone()), cell);
            }
        }
        Ok(links)
    }

    /// Copies each linked shader file into the report.
    pub fn copy(&self, catalogue: &Catalogue, out: &Path) -> Result<(), String> {
        for (target, kernel) in &self.files {
            let path = out.join(file(*target, kernel));
            let text = catalogue.text(*target, kernel).unwrap_or_default();
            std::fs::create_dir_all(path.parent().unwrap_or(out))
                .and_then(|_| std::fs::write(&path, text))
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        Ok(())
    }
}
