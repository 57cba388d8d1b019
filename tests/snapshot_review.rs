//! The review of a changed snapshot, as a user meets it when a new driver or chip changes a
//! finding: the test fails naming the changed finding and how to review it, insta writes the
//! `.snap.new` to review, and `INSTA_UPDATE=always` accepts it. One test in its own binary: it
//! sets insta's variable, which is read process-wide.

mod review;

use fpsig_harness::{Layer, Signature};

#[test]
fn a_changed_finding_is_named_in_the_failure_and_can_be_reviewed_and_accepted() {
    let committed = format!(
        "{}/snapshots/gl-glsl-llvmpipe.snap",
        env!("CARGO_MANIFEST_DIR")
    );
    let dir = tempfile::tempdir().unwrap();
    let name = "gl-glsl-llvmpipe";
    std::fs::copy(&committed, dir.path().join(format!("{name}.snap"))).unwrap();
    let mut signature = Signature::parse(&std::fs::read_to_string(&committed).unwrap()).unwrap();
    review::check(dir.path(), name, &signature).expect("unchanged: it passes");

    let finding = signature.findings.get_mut("rewrite.two_sum").unwrap();
    finding.verdict = "folded: (a+b)-a replaced by b".into();
    finding.layer = Layer::Driver;
    std::env::set_var("INSTA_UPDATE", "new");
    let err = review::check(dir.path(), name, &signature).unwrap_err();
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

    std::fs::remove_file(&new).unwrap();
    std::env::set_var("INSTA_UPDATE", "always");
    review::check(dir.path(), name, &signature).expect("accepted");
    let accepted = std::fs::read_to_string(dir.path().join(format!("{name}.snap"))).unwrap();
    assert_eq!(Signature::parse(&accepted).unwrap(), signature);
}
