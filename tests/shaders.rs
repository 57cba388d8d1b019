//! The shader snapshots under `snapshots/shaders/<target>/`: the source every catalogued kernel
//! becomes for each of the six targets, compiled here with no device. A CubeCL, naga or kernel
//! change that alters what a driver is given fails here until the files are regenerated
//! (`cargo run -- shaders --out snapshots/shaders`) and the diff reviewed.

use fpsig_backends::offline::Target;
use fpsig_harness::shaders::catalog;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn snapshots() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots")
}

#[test]
fn every_shader_snapshot_is_what_the_catalogue_compiles_to() {
    let kernels = catalog::compile().unwrap();
    let mut drifted = Vec::new();
    for target in Target::ALL {
        let folder = snapshots().join("shaders").join(target.name());
        let mut present = catalog::files(&folder).unwrap();
        for k in &kernels {
            let name = k.file_name(target);
            let committed = std::fs::read_to_string(folder.join(&name)).ok();
            if committed.as_deref() != Some(k.file_text(target).as_str()) {
                let why = if committed.is_some() {
                    "differs"
                } else {
                    "missing"
                };
                drifted.push(format!("{}/{name} {why}", target.name()));
            }
            present.remove(&name);
        }
        drifted.extend(
            present
                .iter()
                .map(|f| format!("{}/{f} is no kernel's", target.name())),
        );
    }
    assert!(
        drifted.is_empty(),
        "{} shader snapshots drifted; run `cargo run -- shaders --out snapshots/shaders` and \
         review the diff:\n{}",
        drifted.len(),
        drifted.join("\n")
    );
}

/// `finding id/label → source hash` of every shader a signature snapshot records.
fn recorded_hashes(text: &str) -> BTreeMap<String, String> {
    let mut hashes = BTreeMap::new();
    let (mut finding, mut shaders_indent) = (String::new(), None);
    for line in text.lines() {
        let indent = line.len() - line.trim_start().len();
        let trimmed = line.trim();
        if indent == 2 && trimmed.ends_with(':') {
            finding = trimmed.trim_end_matches(':').to_string();
        }
        match shaders_indent {
            Some(s) if indent > s => {
                if let Some((label, value)) = trimmed.split_once(": ") {
                    let hash = value.split_whitespace().next().unwrap_or_default();
                    // YAML quotes a hash of digits only.
                    let hash = hash.trim_matches('\'');
                    hashes.insert(format!("{finding}/{label}"), hash.to_string());
                }
            }
            _ => shaders_indent = (trimmed == "shaders:").then_some(indent),
        }
    }
    hashes
}

/// `snapshots/awaiting-remeasure.txt`: the recorded shaders (`file: finding/label`) whose source
/// changed after the device run that measured them.
fn awaiting_remeasure() -> BTreeSet<String> {
    let text = std::fs::read_to_string(snapshots().join("awaiting-remeasure.txt")).unwrap();
    text.lines()
        .map(|line| line.split('#').next().unwrap_or_default().trim())
        .filter(|line| !line.is_empty())
        .map(str::to_string)
        .collect()
}

/// The offline sources are the ones a measured run gave its backend: every shader hash in the
/// committed signatures of lavapipe (SPIR-V, WGSL), llvmpipe (GL's WGSL) and the NVIDIA GPU
/// (SPIR-V, GL's WGSL, CUDA C++) is the hash of a catalogued kernel's source for that target,
/// but for the shaders `awaiting-remeasure.txt` lists, which must all still be stale.
#[test]
fn measured_signatures_were_given_the_catalogued_sources() {
    let kernels = catalog::compile().unwrap();
    let offline: BTreeMap<Target, BTreeMap<String, Vec<String>>> = Target::ALL
        .into_iter()
        .map(|t| (t, catalog::capture_hashes(&kernels, t)))
        .collect();
    let mut awaiting = awaiting_remeasure();
    let mut checked = 0;
    let mut missing = Vec::new();
    for file in catalog::files(&snapshots()).unwrap() {
        let Some(target) = catalog::measured_target(&file) else {
            continue;
        };
        let text = std::fs::read_to_string(snapshots().join(&file)).unwrap();
        let recorded = recorded_hashes(&text);
        assert!(!recorded.is_empty(), "{file} records no shader hashes");
        for (label, hash) in recorded {
            checked += 1;
            let shader = format!("{file}: {label}");
            let listed = awaiting.remove(&shader);
            match (offline[&target].contains_key(&hash), listed) {
                (false, false) => missing.push(format!("{shader} {hash}")),
                (true, true) => missing.push(format!(
                    "{shader} is listed in awaiting-remeasure.txt but matches its source again"
                )),
                _ => {}
            }
        }
    }
    missing.extend(
        awaiting
            .iter()
            .map(|s| format!("{s} is listed in awaiting-remeasure.txt but recorded nowhere")),
    );
    assert!(checked > 300, "only {checked} recorded shaders were found");
    assert!(
        missing.is_empty(),
        "{} measured shaders are no catalogued kernel's offline source (or \
         awaiting-remeasure.txt is out of date):\n{}",
        missing.len(),
        missing.join("\n")
    );
}
