//! Double-double and quad-double arithmetic on the CPU drivers: every operation, in the
//! formulation its self-test chose, keeps its claimed accuracy against rug on a fresh operand
//! set: binary64 words on lavapipe's Vulkan, binary32 words on llvmpipe's GL; its throughput
//! kernel's chains end where rug's do, within the steps' accumulated error; and the tiled matrix
//! product, in the formulation its own self-test chose, keeps its claim on a shape no tile
//! divides; and so does Gauss–Jordan's AX = B on a system no panel divides, solving an integer
//! system to within its conditioning.

use crate::harness::{Test, TestParameters, GL, VULKAN};

use fpsig_backends::Backend;
use fpsig_harness::ff::choice::validation;
use fpsig_harness::ff::Formulation;
use fpsig_harness::ff::Word;
use fpsig_harness::qd::accuracy::measure;
use fpsig_harness::qd::choice::{choose, transforms};
use fpsig_harness::qd::matrix::{self, claimed_bits, matrix_product, Shape};
use fpsig_harness::qd::operands::Operands;
use fpsig_harness::qd::run::evaluate;
use fpsig_harness::qd::solve::{self, integer_bits, Blocking, System};
use fpsig_harness::qd::throughput::{chains, Regime};
use fpsig_harness::qd::Operation;

const INPUTS: usize = 8192;

/// Chains of the throughput test: short, for the CPU drivers.
const CHAINS: Regime = Regime {
    elements: 1024,
    repeats: 20,
};

/// Whether binary32 words cannot keep `op`'s claim: quad-word sin and cos of arguments near a
/// multiple of π/2 need π/2 to about 2·96 bits, below binary32's exponent range (the pieces
/// past 2^-149 are lost), and keep about 40 bits there.
fn beyond_binary32(op: Operation) -> bool {
    matches!(op, Operation::QdSin | Operation::QdCos)
}

fn every_operation_keeps_its_claim<W: Word>(backend: &Backend) {
    let fused = validation::<W>(backend).unwrap().0.fused_fma;
    let mut failures = Vec::new();
    for op in Operation::ALL {
        let c = choose::<W>(backend, op, fused).unwrap();
        if W::PRECISION == 24 && beyond_binary32(op) {
            assert_eq!(c.chosen, None, "{}: {:?}", op.name(), c.tried);
            continue;
        }
        let Some(form) = c.chosen else {
            failures.push(format!(
                "{}: no formulation chosen ({:?})",
                op.name(),
                c.tried
            ));
            continue;
        };
        // The self-test's operands are the first of these; the rest are fresh.
        let operands = Operands::<W>::generate(op, INPUTS);
        let results = evaluate(backend, op, transforms(form, fused), &operands).unwrap();
        let bits = measure(op, &operands, &results).bits(op);
        let claimed = op.claimed_bits::<W>();
        println!("{} {}: {bits:?} bits ({})", op.name(), form.name(), W::NAME);
        if bits.is_some_and(|b| b < claimed) {
            failures.push(format!("{}: {bits:?} < {claimed} bits", op.name()));
        }
        if op.is_function() {
            // (No chain form: a chain of an elementary function leaves any range.)
            continue;
        }
        let rate = chains::<W>(backend, op, transforms(form, fused), CHAINS).unwrap();
        // Each step's error at most 2^-claimed relative, none amplified: 20 steps lose < 5 bits.
        if rate.bits < claimed - 5.0 {
            failures.push(format!("{} chains: {} bits", op.name(), rate.bits));
        }

        // Plain transforms are folded on both CPU drivers: the choice moved away from them.
        assert_ne!(form, Formulation::Plain, "{}", op.name());
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn double_double_and_quad_double_on_vulkan(b: &Backend) {
    every_operation_keeps_its_claim::<f64>(b);
}

fn float_float_pairs_and_quads_on_gl(b: &Backend) {
    every_operation_keeps_its_claim::<f32>(b);
}

/// A product whose dimensions no tile divides.
const RAGGED: Shape = Shape {
    n: 37,
    m: 70,
    p: 21,
};

fn the_matrix_product_keeps_its_claim<W: Word>(backend: &Backend) {
    let fused = validation::<W>(backend).unwrap().0.fused_fma;
    for words in [2, 4] {
        let choice = matrix::choose::<W>(backend, words, fused).unwrap();
        let form = choice
            .chosen
            .unwrap_or_else(|| panic!("{words} words: none chosen ({:?})", choice.tried));
        assert_ne!(form, Formulation::Plain, "{words} words");
        for tile in [8, 16] {
            let r =
                matrix_product::<W>(backend, words, RAGGED, tile, transforms(form, fused)).unwrap();
            let claimed = claimed_bits::<W>(words, RAGGED.m);
            println!(
                "{words} words, tile {tile}, {}: {} bits",
                form.name(),
                r.bits
            );
            assert!(
                r.bits >= claimed,
                "{words} words, tile {tile}: {} < {claimed}",
                r.bits
            );
        }
    }
}

fn the_matrix_product_on_vulkan(b: &Backend) {
    the_matrix_product_keeps_its_claim::<f64>(b);
}

fn the_matrix_product_on_gl(b: &Backend) {
    the_matrix_product_keeps_its_claim::<f32>(b);
}

/// Three panels of 16 columns, the last of 5.
const RAGGED_SYSTEM: System = System { n: 37, p: 5 };

/// Bits the known integer solution may lose to the integer system's conditioning.
const CONDITIONING_ALLOWANCE: f64 = 20.0;

fn the_solve_keeps_its_claim<W: Word>(backend: &Backend) {
    let fused = validation::<W>(backend).unwrap().0.fused_fma;
    for words in [2, 4] {
        let choice = solve::choose::<W>(backend, words, fused).unwrap();
        let form = choice
            .chosen
            .unwrap_or_else(|| panic!("{words} words: none chosen ({:?})", choice.tried));
        let t = transforms(form, fused);
        for blocking in [
            Blocking { panel: 16, tile: 8 },
            Blocking {
                panel: 32,
                tile: 16,
            },
        ] {
            let r = solve::solve::<W>(backend, words, RAGGED_SYSTEM, blocking, t).unwrap();
            let claimed = solve::claimed_bits::<W>(words, RAGGED_SYSTEM.n);
            println!(
                "{words} words, {blocking:?}, {}: {} bits",
                form.name(),
                r.bits
            );
            assert!(
                r.bits >= claimed,
                "{words} words, {blocking:?}: {} < {claimed}",
                r.bits
            );
        }
        let integer = integer_bits::<W>(
            backend,
            words,
            Blocking {
                panel: 16,
                tile: 16,
            },
            t,
        )
        .unwrap();
        let claimed = solve::claimed_bits::<W>(words, solve::INTEGER.n) - CONDITIONING_ALLOWANCE;
        println!("{words} words, integer system: {integer} bits");
        assert!(
            integer >= claimed,
            "{words} words, integer system: {integer} < {claimed}"
        );
    }
}

fn the_solve_on_vulkan(b: &Backend) {
    the_solve_keeps_its_claim::<f64>(b);
}

/// GL's binary32 words keep the solve's claim too (NVIDIA's GL does, 44.7 bits), but for
/// llvmpipe, declared an expected failure: there the trial passes while the solve stays wrong,
/// and fails once a driver fixes it.
fn the_solve_on_gl(b: &Backend) {
    the_solve_keeps_its_claim::<f32>(b);
}

/// The masked transforms (bits exclusive-ored with a run-time zero) keep what lavapipe's
/// compiler takes from the opaque ones in composed operations: the double-double exponential
/// keeps about 54 bits with opaque transforms there, its claim with masked ones.
fn masked_transforms_keep_what_opaque_ones_lose_on_vulkan(b: &Backend) {
    let op = Operation::DdExp;
    let operands = Operands::<f64>::generate(op, INPUTS);
    let bits = |form| {
        let results = evaluate(b, op, transforms(form, false), &operands).unwrap();
        measure(op, &operands, &results).bits(op).unwrap()
    };
    let (opaque, masked) = (bits(Formulation::Opaque), bits(Formulation::Masked));
    println!("dd_exp: opaque {opaque} bits, masked {masked} bits");
    assert!(masked >= op.claimed_bits::<f64>(), "masked: {masked}");
    assert!(
        opaque < 60.0,
        "opaque kept {opaque} bits: the test no longer shows the rewrite"
    );
}

pub const TESTS: &[Test] = &[
    Test::Device(
        "double_double_and_quad_double_on_vulkan",
        TestParameters::on(VULKAN).f64(),
        double_double_and_quad_double_on_vulkan,
    ),
    Test::Device(
        "float_float_pairs_and_quads_on_gl",
        TestParameters::on(GL),
        float_float_pairs_and_quads_on_gl,
    ),
    Test::Device(
        "the_matrix_product_on_vulkan",
        TestParameters::on(VULKAN).f64(),
        the_matrix_product_on_vulkan,
    ),
    Test::Device(
        "the_matrix_product_on_gl",
        TestParameters::on(GL),
        the_matrix_product_on_gl,
    ),
    Test::Device(
        "the_solve_on_vulkan",
        TestParameters::on(VULKAN).f64(),
        the_solve_on_vulkan,
    ),
    Test::Device(
        "the_solve_on_gl",
        TestParameters::on(GL).expect_failure(&[(
            "llvmpipe",
            "llvmpipe's GL gets the solve wrong (about 3 bits kept; compared kernel by kernel \
             with lavapipe on a 20x24 system, the first difference is in a pivot kernel's \
             swapped rows, cause not isolated), so no formulation keeps the claim",
        )]),
        the_solve_on_gl,
    ),
    Test::Device(
        "masked_transforms_keep_what_opaque_ones_lose_on_vulkan",
        TestParameters::on(VULKAN).f64(),
        masked_transforms_keep_what_opaque_ones_lose_on_vulkan,
    ),
];
