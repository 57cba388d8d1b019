//! Signatures read from the shader text of every target (`snapshots/static/`), Metal's and
//! DX12's among them: the findings this machine can give for the APIs it cannot run, marked as
//! read from source. A CubeCL or naga change that alters them is a snapshot diff to review.

use crate::harness::Test;
use fpsig_backends::offline::Target;
use fpsig_harness::shaders::static_findings;
use fpsig_harness::{Format, Signature};

fn every_target_has_a_static_signature_matching_its_snapshot() {
    let kernels = crate::common::catalogue();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots/static");
    for target in Target::ALL {
        let signature = static_findings::signature(target, kernels).unwrap();
        assert!(signature.findings.len() >= 11);
        for finding in signature.findings.values() {
            assert!(
                finding.verdict.starts_with("read from source")
                    || finding.verdict.starts_with("not compiled"),
                "{}: {}",
                signature.backend.name,
                finding.verdict
            );
        }
        let yaml = signature.render(Format::Yaml);
        insta::with_settings!({
            snapshot_path => &dir,
            prepend_module_to_snapshot => false,
            omit_expression => true,
        }, {
            insta::assert_snapshot!(static_findings::signature_name(target), yaml);
        });
        let file = dir.join(format!("{}.snap", static_findings::signature_name(target)));
        let text = std::fs::read_to_string(&file).expect("the snapshot exists");
        assert_eq!(Signature::parse(&text).unwrap(), signature);
    }
}

pub const TESTS: &[Test] = &[Test::Host(
    "every_target_has_a_static_signature_matching_its_snapshot",
    every_target_has_a_static_signature_matching_its_snapshot,
)];
