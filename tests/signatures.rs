//! The signature of every backend this machine has, checked against its snapshot under
//! `snapshots/` (`<api>-<compiler>-<adapter slug>.snap`): a new driver is a diff to review, a new
//! chip a new snapshot. Backends the machine lacks are reported as not run, never passed silently;
//! `FPSIG_REQUIRE` (comma-separated snapshot names) turns a missing one into a failure, as CI does;
//! `FPSIG_BACKENDS` (comma-separated parts of snapshot names) checks only the backends it names,
//! so that a GPU machine's backends can be run one command each.

mod common;
mod review;

use fpsig_backends::Listing;
use fpsig_harness::{open_backend, run_signature, Format, Signature};
use std::collections::BTreeSet;

/// `snapshots/` of the checkout: `INSTA_WORKSPACE_ROOT` where the test binary runs away from
/// its build tree (the GPU machine), else the crate's own directory.
fn snapshot_dir() -> std::path::PathBuf {
    let root = std::env::var("INSTA_WORKSPACE_ROOT")
        .unwrap_or_else(|_| env!("CARGO_MANIFEST_DIR").to_string());
    std::path::Path::new(&root).join("snapshots")
}

#[test]
fn every_present_backend_matches_its_snapshot() {
    let names = |var: &str| -> BTreeSet<String> {
        std::env::var(var)
            .unwrap_or_default()
            .split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    };
    let required = names("FPSIG_REQUIRE");
    let selected = names("FPSIG_BACKENDS");
    let mut checked = BTreeSet::new();
    let mut failures = Vec::new();
    for listing in fpsig_backends::list() {
        let identity = match listing {
            Listing::Present { identity, .. } => identity,
            Listing::Absent { api, reason } => {
                common::absent(format!("{api}: {reason}"));
                continue;
            }
        };
        let name = identity.snapshot_name();
        if !selected.is_empty() && !selected.iter().any(|s| name.contains(s.as_str())) {
            common::absent(format!("{name}: not in FPSIG_BACKENDS"));
            continue;
        }
        let backend = match open_backend(Some(&identity.spec())) {
            Ok(b) => b,
            Err(err) => {
                common::absent(format!("{name}: {err}"));
                if required.contains(&name) {
                    failures.push(format!("{name} is required but failed to open: {err}"));
                }
                continue;
            }
        };
        let signature = run_signature(&backend, None).expect("the full registry runs");
        if let Err(changed) = review::check(&snapshot_dir(), &name, &signature) {
            failures.push(changed);
        }
        println!("checked: {name}");
        checked.insert(name);
    }
    // A browser's snapshot is checked by tests/browser.rs, through `fpsig serve`.
    for name in required
        .difference(&checked)
        .filter(|n| !n.starts_with("webgpu-"))
    {
        failures.push(format!(
            "{name} is required but not present on this machine"
        ));
    }
    let snapshots = std::fs::read_dir(snapshot_dir()).expect("snapshots/ exists");
    for entry in snapshots.flatten() {
        let file = entry.file_name().to_string_lossy().to_string();
        if let Some(name) = file.strip_suffix(".snap") {
            if !checked.contains(name) {
                common::absent(format!(
                    "snapshot {name}: its backend is not in this build or not on this machine"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every committed signature file reads, and renders back byte for byte as fpsig writes it
/// (after insta's header): no file is in a layout only an older fpsig wrote.
#[test]
fn every_committed_snapshot_is_as_fpsig_writes_it() {
    let mut files = Vec::new();
    for dir in ["", "seed-2006", "static"] {
        for entry in std::fs::read_dir(snapshot_dir().join(dir))
            .unwrap()
            .flatten()
        {
            if entry.path().extension().is_some_and(|e| e == "snap") {
                files.push(entry.path());
            }
        }
    }
    assert!(files.len() >= 19, "{files:?}");
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let signature = Signature::parse(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        let body = text.splitn(3, "---\n").nth(2).expect("insta's header");
        assert_eq!(signature.render(Format::Yaml), body, "{path:?}");
    }
}
