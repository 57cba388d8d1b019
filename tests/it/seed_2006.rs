//! The seeds' 2006 signatures (`snapshots/seed-2006/`), regenerated from their transcription in
//! `harness/src/seed2006.rs`: a drift fails, and their diffs say exactly what the seeds say
//! differs between OpenGL and DirectX and between the NVIDIA and the ATI card.

use crate::harness::Test;
use fpsig_harness::diff::diff;
use fpsig_harness::seed2006::Seed2006;
use fpsig_harness::signature::Signature;
use fpsig_harness::{Format, Layer};

fn snapshot_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots/seed-2006")
}

fn the_2006_signatures_match_their_files() {
    for seed in Seed2006::ALL {
        let yaml = seed.signature().render(Format::Yaml);
        insta::with_settings!({
            snapshot_path => snapshot_dir(),
            prepend_module_to_snapshot => false,
            omit_expression => true,
        }, {
            insta::assert_snapshot!(seed.name(), yaml);
        });
        let file = snapshot_dir().join(format!("{}.snap", seed.name()));
        let text = std::fs::read_to_string(&file).expect("the snapshot exists");
        assert_eq!(Signature::parse(&text).unwrap(), seed.signature());
    }
}

/// The ids of the findings that differ, sorted (the diff lists them by what differs).
fn differing(a: Seed2006, b: Seed2006) -> Vec<String> {
    let (a, b) = (a.signature(), b.signature());
    let mut ids: Vec<String> = diff(&[&a, &b]).into_iter().map(|d| d.id).collect();
    ids.sort_unstable();
    ids
}

fn opengl_and_directx_differ_only_in_the_fold_of_a_plus_b_minus_a() {
    assert_eq!(
        differing(Seed2006::GeForceOpenGl, Seed2006::GeForceDirectX),
        ["rewrite.two_sum"]
    );
    let dx = Seed2006::GeForceDirectX.signature();
    let fold = &dx.findings["rewrite.two_sum"];
    assert_eq!(fold.layer, Layer::Translator);
    assert!(fold.verdict.contains("replaced by b"), "{}", fold.verdict);
}

fn the_nvidia_and_ati_cards_differ_where_the_seeds_say() {
    let mut expected = vec![
        "guard.f16",
        "guard.f32",
        "multiplier.truncation",
        "storage.specials",
    ];
    expected.extend([
        "paranoia.commutativity",
        "paranoia.division",
        "paranoia.error_bounds",
        "paranoia.extra_multiplication",
        "paranoia.extra_subtraction",
        "paranoia.fuzzy",
        "paranoia.guard_bits",
        "paranoia.multiplication",
        "paranoia.subtraction",
        "paranoia.subtraction_comparison",
        "paranoia.verification",
    ]);
    expected.sort_unstable();
    assert_eq!(
        differing(Seed2006::GeForceDirectX, Seed2006::RadeonDirectX),
        expected
    );
    let ati = Seed2006::RadeonDirectX.signature();
    assert!(ati.findings["guard.f32"]
        .verdict
        .contains("first at i = 25 (TEST 6)"));
    assert!(ati.findings["storage.specials"]
        .verdict
        .contains("quiets sNaN"));
    assert!(ati.findings["multiplier.truncation"]
        .verdict
        .contains("9th column"));
    assert_eq!(ati.findings["paranoia.division"].layer, Layer::NotRun);
}

pub const TESTS: &[Test] = &[
    Test::Host(
        "the_2006_signatures_match_their_files",
        the_2006_signatures_match_their_files,
    ),
    Test::Host(
        "opengl_and_directx_differ_only_in_the_fold_of_a_plus_b_minus_a",
        opengl_and_directx_differ_only_in_the_fold_of_a_plus_b_minus_a,
    ),
    Test::Host(
        "the_nvidia_and_ati_cards_differ_where_the_seeds_say",
        the_nvidia_and_ati_cards_differ_where_the_seeds_say,
    ),
];
