//! The API rules view on committed signatures: each verdict shown on a chip that exhibits it.
//! The H100 flushes subnormals and folds (a+b)-a through Vulkan, llvmpipe keeps subnormals, and
//! the 2006 GeForce chops its additions, so D3D11, CUDA and OpenCL rule differently on them.

use crate::harness::Test;
use fpsig_harness::rules::{judge_signature, Legality, RuleSet};
use fpsig_harness::seed2006::Seed2006;
use fpsig_harness::Signature;

fn snapshot(name: &str) -> Signature {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("snapshots")
        .join(name);
    Signature::parse(&std::fs::read_to_string(&path).expect("the snapshot exists")).unwrap()
}

/// Each rule set's legality of finding `id`, in the order of `sets`.
fn rulings(sig: &Signature, id: &str, sets: &[RuleSet]) -> Vec<Legality> {
    let rows = judge_signature(sig, sets).expect("every finding readable");
    let row = rows
        .iter()
        .find(|r| r.id == id)
        .expect("the finding is judged");
    row.rulings.iter().map(|r| r.legality).collect()
}

use Legality::{Allowed, Forbidden};

fn flushed_subnormals_are_d3d11_s_rule_and_against_cuda_s() {
    let h100 = snapshot("vulkan-spirv-nvidia-h100-80gb-hbm3.snap");
    let llvmpipe = snapshot("gl-glsl-llvmpipe.snap");
    let sets = [
        RuleSet::D3d11,
        RuleSet::D3d12,
        RuleSet::Cuda,
        RuleSet::Vulkan,
    ];
    assert_eq!(
        rulings(&h100, "storage.specials", &sets),
        [Allowed, Allowed, Forbidden, Allowed]
    );
    assert_eq!(
        rulings(&llvmpipe, "storage.specials", &sets),
        [Forbidden, Allowed, Allowed, Allowed]
    );
}

fn folding_a_plus_b_minus_a_is_legal_for_the_graphics_apis_only() {
    let h100 = snapshot("vulkan-spirv-nvidia-h100-80gb-hbm3.snap");
    let cuda = snapshot("cuda-nvrtc-nvidia-h100-80gb-hbm3.snap");
    let sets = [
        RuleSet::Vulkan,
        RuleSet::Gl,
        RuleSet::Wgsl,
        RuleSet::D3d12,
        RuleSet::MetalFast,
        RuleSet::MetalPrecise,
        RuleSet::Cuda,
        RuleSet::OpenCl,
    ];
    let graphics = [Allowed, Allowed, Allowed, Allowed, Allowed];
    let strict = [Forbidden, Forbidden, Forbidden];
    assert_eq!(
        rulings(&h100, "rewrite.two_sum", &sets),
        [&graphics[..], &strict[..]].concat()
    );
    // CUDA keeps TwoSum, which every rule set allows.
    assert_eq!(rulings(&cuda, "rewrite.two_sum", &sets), [Allowed; 8]);
}

fn the_2006_geforce_s_chopped_addition_is_legal_except_for_cuda_and_opencl() {
    let geforce = Seed2006::GeForceDirectX.signature();
    let sets = [RuleSet::D3d11, RuleSet::Gl, RuleSet::Cuda, RuleSet::OpenCl];
    assert_eq!(
        rulings(&geforce, "paranoia.error_bounds", &sets),
        [Allowed, Allowed, Forbidden, Forbidden]
    );
}

fn each_h100_signature_is_judged_by_its_own_api_and_keeps_its_rules() {
    for (file, set) in [
        ("vulkan-spirv-nvidia-h100-80gb-hbm3.snap", RuleSet::Vulkan),
        ("gl-glsl-nvidia-h100-80gb-hbm3.snap", RuleSet::Gl),
    ] {
        let forbidden: Vec<String> = judge_signature(&snapshot(file), &[set])
            .expect("every finding readable")
            .into_iter()
            .filter(|r| r.rulings[0].legality == Forbidden)
            .map(|r| r.id)
            .collect();
        assert!(forbidden.is_empty(), "{file}: {forbidden:?}");
    }
}

/// Every committed signature, the 2006 ones among them, is read by every rule set: a finding
/// the rules speak to whose typed evidence is missing or misshapen fails here, and the
/// lavapipe and llvmpipe files are what today's probes write (tests/it/signatures.rs).
fn every_committed_signature_is_read_by_every_rule_set() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots");
    let mut judged = 0;
    for entry in std::fs::read_dir(&dir).expect("snapshots/ exists") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_some_and(|e| e == "snap") {
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let rows = judge_signature(&snapshot(&name), &RuleSet::ALL)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(!rows.is_empty(), "{name}: no finding judged");
            judged += 1;
        }
    }
    assert!(judged >= 6, "{judged} signatures");
    for seed in Seed2006::ALL {
        let rows = judge_signature(&seed.signature(), &RuleSet::ALL).expect("readable");
        assert!(
            rows.iter().any(|r| r.id == "rewrite.two_sum"),
            "{}",
            seed.name()
        );
    }
}

pub const TESTS: &[Test] = &[
    Test::Host(
        "flushed_subnormals_are_d3d11_s_rule_and_against_cuda_s",
        flushed_subnormals_are_d3d11_s_rule_and_against_cuda_s,
    ),
    Test::Host(
        "folding_a_plus_b_minus_a_is_legal_for_the_graphics_apis_only",
        folding_a_plus_b_minus_a_is_legal_for_the_graphics_apis_only,
    ),
    Test::Host(
        "the_2006_geforce_s_chopped_addition_is_legal_except_for_cuda_and_opencl",
        the_2006_geforce_s_chopped_addition_is_legal_except_for_cuda_and_opencl,
    ),
    Test::Host(
        "each_h100_signature_is_judged_by_its_own_api_and_keeps_its_rules",
        each_h100_signature_is_judged_by_its_own_api_and_keeps_its_rules,
    ),
    Test::Host(
        "every_committed_signature_is_read_by_every_rule_set",
        every_committed_signature_is_read_by_every_rule_set,
    ),
];
