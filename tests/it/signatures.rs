//! The signature of every backend this machine has, checked against its snapshot under
//! `snapshots/` (`<api>-<compiler>-<adapter slug>.snap`): a new driver is a diff to review, a new
//! chip a new snapshot. One trial per adapter ([`crate::harness`]): an API without one here is an
//! ignored trial, `FPSIG_REQUIRE` makes a missing device a failure, `FPSIG_BACKENDS` keeps only
//! the adapters it names (a GPU machine's backends one command each).

use crate::common::snapshot_dir;
use crate::harness::{Test, TestParameters, EVERY_API};
use fpsig_backends::Backend;
use fpsig_harness::{run_signature, Format, Signature};

/// The signature of the adapter, measured with the full registry, against its snapshot; in a
/// process of its own, as `fpsig signature` measures it: CubeCL compiles a kernel once per
/// device and process, and the signature records the shaders its run compiled, so a kernel an
/// earlier test compiled would be missing from them.
fn matches_its_snapshot(backend: &Backend) {
    let name = backend.identity.snapshot_name();
    crate::harness::in_child("signature", &[(ADAPTER, &name)]);
}

/// The variable naming the adapter whose signature [`child`] measures.
const ADAPTER: &str = "FPSIG_IT_ADAPTER";

/// [`matches_its_snapshot`]'s body, in the child process.
pub fn child() {
    let name = std::env::var(ADAPTER).expect("the adapter is named");
    let listing = fpsig_backends::list();
    let identity = listing
        .iter()
        .find_map(|l| match l {
            fpsig_backends::Listing::Present { identity, .. }
                if identity.snapshot_name() == name =>
            {
                Some(identity)
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("{name} is not here"));
    let backend = fpsig_harness::open_backend(Some(&identity.spec())).expect("it opens");
    let signature = run_signature(&backend, None).expect("the full registry runs");
    if let Err(changed) = crate::review::check(&snapshot_dir(), &name, &signature) {
        panic!("{changed}");
    }
}

/// Every committed signature file reads, and renders back byte for byte as fpsig writes it
/// (after insta's header): no file is in a layout only an older fpsig wrote.
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

/// Every committed measured or browser signature's layers agree with the static reading of the
/// target its backend was given (`snapshots/static/`, read from the same kernels): no fma the
/// text lacks blamed on execution, no rewrite the text shows blamed past it, nothing the text
/// holds blamed on CubeCL.
fn every_committed_layer_agrees_with_the_text_its_backend_was_given() {
    use fpsig_harness::shaders::{catalog, layers, static_findings};
    let read = |path: &std::path::Path| {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        Signature::parse(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"))
    };
    let mut checked = Vec::new();
    let mut wrong = Vec::new();
    for file in catalog::files(&snapshot_dir()).unwrap() {
        let Some(target) = catalog::measured_target(&file) else {
            continue;
        };
        let measured = read(&snapshot_dir().join(&file));
        let name = static_findings::signature_name(target);
        let text = read(&snapshot_dir().join("static").join(format!("{name}.snap")));
        let found = layers::contradictions(&measured, &text);
        wrong.extend(
            found
                .iter()
                .map(|why| format!("{file} (against {name}): {why}")),
        );
        checked.push(file);
    }
    assert!(checked.len() >= 10, "only {checked:?}");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

pub const TESTS: &[Test] = &[
    Test::Device(
        "matches_its_snapshot",
        TestParameters::on(EVERY_API),
        matches_its_snapshot,
    ),
    Test::Host(
        "every_committed_snapshot_is_as_fpsig_writes_it",
        every_committed_snapshot_is_as_fpsig_writes_it,
    ),
    Test::Host(
        "every_committed_layer_agrees_with_the_text_its_backend_was_given",
        every_committed_layer_agrees_with_the_text_its_backend_was_given,
    ),
];
