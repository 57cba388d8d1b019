//! The shader snapshots under `snapshots/shaders/<target>/`: the source every catalogued kernel
//! becomes for each of the six targets, compiled here with no device. A CubeCL, naga or kernel
//! change that alters what a driver is given fails here until the files are regenerated
//! (`cargo run -- shaders --out snapshots/shaders`) and the diff reviewed.

use crate::harness::Test;
use fpsig_backends::offline::Target;
use fpsig_harness::shaders::catalog;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn snapshots() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots")
}

fn every_shader_snapshot_is_what_the_catalogue_compiles_to() {
    let kernels = crate::common::catalogue();
    let mut drifted = Vec::new();
    for target in Target::ALL {
        let folder = snapshots().join("shaders").join(target.name());
        let mut present = catalog::files(&folder).unwrap();
        for k in kernels {
            let name = k.file_name(target);
            let committed = std::fs::read_to_string(folder.join(&name)).ok();
            if committed.as_deref() != Some(k.file_text(target).as_str()) {
                // What this process compiled, beside the committed file, for the review.
                let drift = Path::new(env!("CARGO_TARGET_TMPDIR"))
                    .join("shader-drift")
                    .join(target.name());
                let _ = std::fs::create_dir_all(&drift);
                let _ = std::fs::write(drift.join(&name), k.file_text(target));
                let why = if committed.is_some() {
                    "differs"
                } else {
                    "missing"
                };
                drifted.push(format!("{}/{name} {why}", target.name()));
            }
            present.remove(&name);
        }
        let hashes = std::fs::read_to_string(folder.join(catalog::HASHES)).ok();
        if hashes.as_deref() != Some(catalog::hashes_text(kernels, target).as_str()) {
            drifted.push(format!(
                "{}/{} differs or is missing",
                target.name(),
                catalog::HASHES
            ));
        }
        present.remove(catalog::HASHES);
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
fn measured_signatures_were_given_the_catalogued_sources() {
    let kernels = crate::common::catalogue();
    let offline: BTreeMap<Target, BTreeMap<String, Vec<String>>> = Target::ALL
        .into_iter()
        .map(|t| (t, catalog::capture_hashes(kernels, t)))
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

/// The catalogued kernels only CUDA runs: its f64 library's exp, log, sin, cos, tan and pow
/// (the f64 ulp maps, and the judging kernel with the library's reference).
const CUDA_ONLY: [&str; 7] = [
    "ulp.listed.f64.cos",
    "ulp.listed.f64.exp",
    "ulp.listed.f64.log",
    "ulp.listed.f64.pow",
    "ulp.listed.f64.sin",
    "ulp.listed.f64.tan",
    "ulp.reference_range",
];

/// The GLSL.std.450 instructions defined for 16- and 32-bit floats only.
const NARROW_ONLY: [&str; 15] = [
    "Sin", "Cos", "Tan", "Asin", "Acos", "Atan", "Sinh", "Cosh", "Tanh", "Atan2", "Pow", "Exp",
    "Log", "Exp2", "Log2",
];

/// The 64-bit GLSL.std.450 transcendentals a SPIR-V disassembly calls, as `instruction %id`.
fn wide_transcendentals(spvasm: &str) -> Vec<String> {
    let f64_types: BTreeSet<&str> = spvasm
        .lines()
        .filter_map(|l| l.strip_suffix(" = OpTypeFloat 64"))
        .collect();
    spvasm
        .lines()
        .filter_map(|l| {
            let (result, rest) = l.split_once(" = OpExtInst ")?;
            let words: Vec<&str> = rest.split_whitespace().collect();
            let (ty, instruction) = (*words.first()?, *words.get(2)?);
            (f64_types.contains(ty) && NARROW_ONLY.contains(&instruction))
                .then(|| format!("{instruction} {result}"))
        })
        .collect()
}

/// No kernel a Vulkan backend runs asks GLSL.std.450 for a 64-bit exp, log, sin, …: the spec
/// defines them for 16- and 32-bit floats, and NVIDIA's compiler rejects such a kernel ("NVVM
/// compilation failed") even where the call sits on a branch never taken, as the judging kernel's
/// did once (lavapipe accepted it). The CUDA-only kernels do call them: the check sees them.
fn no_vulkan_kernel_calls_a_64_bit_transcendental() {
    let folder = snapshots().join("shaders").join(Target::Spirv.name());
    let mut calling = Vec::new();
    for file in catalog::files(&folder).unwrap() {
        let text = std::fs::read_to_string(folder.join(&file)).unwrap();
        let kernel = file.trim_end_matches(".spvasm");
        let calls = wide_transcendentals(&text);
        if calls.is_empty() == CUDA_ONLY.contains(&kernel) {
            calling.push(format!("{kernel}: {calls:?}"));
        }
    }
    assert!(
        calling.is_empty(),
        "kernels calling a 64-bit transcendental though Vulkan runs them, or CUDA-only ones \
         calling none:\n{}",
        calling.join("\n")
    );
}

pub const TESTS: &[Test] = &[
    Test::Host(
        "every_shader_snapshot_is_what_the_catalogue_compiles_to",
        every_shader_snapshot_is_what_the_catalogue_compiles_to,
    ),
    Test::Host(
        "measured_signatures_were_given_the_catalogued_sources",
        measured_signatures_were_given_the_catalogued_sources,
    ),
    Test::Host(
        "no_vulkan_kernel_calls_a_64_bit_transcendental",
        no_vulkan_kernel_calls_a_64_bit_transcendental,
    ),
];
