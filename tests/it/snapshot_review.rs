//! The review of a changed snapshot, as a user meets it when a new driver or chip changes a
//! finding: the test fails naming the changed finding and how to review it, insta writes the
//! `.snap.new` to review, and accepting it (what `cargo insta accept` does: the `.snap.new`
//! replaces the `.snap`) makes the check pass. The check runs in a process of its own (this
//! binary again, [`crate::harness::in_child`]): insta reads `INSTA_UPDATE` once per process, so
//! it is set there before insta's first assertion.

use crate::harness::Test;
use fpsig_harness::{Layer, Signature};

fn a_changed_finding_is_named_in_the_failure_and_can_be_reviewed_and_accepted() {
    // `new` rather than insta's default, which writes no `.snap.new` under CI.
    crate::harness::in_child("snapshot_review", &[("INSTA_UPDATE", "new")]);
}

/// The test's body, in the child process.
pub fn child() {
    assert_eq!(std::env::var("INSTA_UPDATE").as_deref(), Ok("new"));
    let committed = format!(
        "{}/snapshots/gl-glsl-llvmpipe.snap",
        env!("CARGO_MANIFEST_DIR")
    );
    let dir = tempfile::tempdir().unwrap();
    let name = "gl-glsl-llvmpipe";
    std::fs::copy(&committed, dir.path().join(format!("{name}.snap"))).unwrap();
    let mut signature = Signature::parse(&std::fs::read_to_string(&committed).unwrap()).unwrap();
    crate::review::check(dir.path(), name, &signature).expect("unchanged: it passes");

    let finding = signature.findings.get_mut("rewrite.two_sum").unwrap();
    finding.verdict = "folded: (a+b)-a replaced by b".into();
    finding.layer = Layer::Driver;
    let err = crate::review::check(dir.path(), name, &signature).unwrap_err();
    assert!(err.contains("1 finding changed"), "{err}");
    assert!(
        err.contains("\nrewrite.two_sum\n")
            && err.contains("[driver] folded: (a+b)-a replaced by b"),
        "{err}"
    );
    assert!(err.contains("cargo insta review"), "{err}");
    let new = dir.path().join(format!("{name}.snap.new"));
    let written = std::fs::read_to_string(&new).expect("insta wrote the file to review");
    assert_eq!(Signature::parse(&written).unwrap(), signature);

    let snap = dir.path().join(format!("{name}.snap"));
    std::fs::rename(&new, &snap).unwrap();
    crate::review::check(dir.path(), name, &signature).expect("accepted: the check passes");
    assert!(!new.exists(), "nothing more to review");
    let accepted = std::fs::read_to_string(&snap).unwrap();
    assert_eq!(Signature::parse(&accepted).unwrap(), signature);
}

pub const TESTS: &[Test] = &[Test::Host(
    "a_changed_finding_is_named_in_the_failure_and_can_be_reviewed_and_accepted",
    a_changed_finding_is_named_in_the_failure_and_can_be_reviewed_and_accepted,
)];
