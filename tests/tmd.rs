//! The L-algorithm kernels on a Vulkan backend (lavapipe in CI) against the CPU code: every
//! remainder, swap and deployment variant fails the same intervals and returns the same
//! candidates, so the GPU inherits the CPU code's equality with the exhaustive search
//! (`fpsig_harness::tmd::search` tests); and a whole run finds the same MPFR-checked cases.

mod common;

use common::vulkan;
use fpsig_harness::tmd::cpu;
use fpsig_harness::tmd::gpu;
use fpsig_harness::tmd::search::{search, Engine, Request};
use fpsig_harness::tmd::{Format, Function, Variant};

fn request(function: Function, format: Format, from: &str, to: &str, pprime: u32) -> Request {
    Request::parse(function, format, from, to, pprime).unwrap()
}

#[test]
fn every_gpu_variant_finds_what_the_cpu_code_finds() {
    let Some(backend) = vulkan() else { return };
    // p' = 20 makes phase 1 fail often enough for phases 2 and 3 to matter.
    for r in [
        request(Function::Exp, Format::Binary64, "1", "1+2^-24", 20),
        request(Function::Log2, Format::Binary64, "1.5", "1.5+2^-24", 20),
        // binary32 (N = 2^5): large curvature terms, so the carry of the 96-bit product in
        // `scaled_term` matters, and about 2000 phase-3 candidates.
        request(Function::Log2, Format::Binary32, "1.5", "2", 12),
    ] {
        let split = r.split().unwrap();
        for model in r.models(&split).unwrap() {
            let co = model.coefficients(0, model.intervals);
            let params = model.params(0);
            let reference = cpu::search(&co, &params, Variant::default());
            assert!(reference.counts.failed_k > 0 && reference.counts.candidates > 0);
            for v in Variant::gpu_variants() {
                let found = gpu::search(&backend, &co, &params, v).expect("kernels run");
                assert_eq!(
                    found.counts,
                    reference.counts,
                    "{} {}",
                    r.function.name(),
                    v.name()
                );
                assert_eq!(found.candidates, reference.candidates, "{}", v.name());
            }
        }
    }
}

#[test]
fn the_kernels_fixed_point_product_equals_the_cpu_codes() {
    let Some(backend) = vulkan() else { return };
    // A fixed-seed xorshift: signed curvatures of every size, multipliers below 2^32, every
    // shift, many 96-bit products whose two partial sums carry out of 64 bits.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let inputs: Vec<(u64, u64, u32)> = (0..1 << 14)
        .map(|i| {
            let c = next() >> (i % 64);
            let c = if i % 2 == 0 { c } else { c.wrapping_neg() };
            (c, next() >> 32, (i as u32 / 2) % 65)
        })
        .collect();
    let carries = inputs
        .iter()
        .filter(|&&(c, m, _)| {
            let magnitude = (c as i64).unsigned_abs();
            let low = (magnitude & 0xffff_ffff) * m;
            low.checked_add(((magnitude >> 32) * m) << 32).is_none()
        })
        .count();
    assert!(carries > 1000, "only {carries} carries");
    let on_gpu = gpu::scaled_terms_on(&backend, &inputs).expect("kernel runs");
    for (&(c, m, shift), got) in inputs.iter().zip(on_gpu) {
        assert_eq!(
            got,
            cpu::scaled_term(c, m, shift),
            "c {c:#x} m {m:#x} shift {shift}"
        );
    }
}

#[test]
fn a_gpu_search_reports_the_cases_of_a_cpu_search() {
    let Some(backend) = vulkan() else { return };
    let r = request(Function::Cos, Format::Binary64, "0.5", "0.5+2^-28", 24);
    let on_gpu = search(&r, Engine::Gpu(&backend), &mut |_| Ok(())).unwrap();
    let on_cpu = search(&r, Engine::Cpu, &mut |_| Ok(())).unwrap();
    let lines = |cases: &[fpsig_harness::tmd::verify::Case]| -> Vec<String> {
        cases.iter().map(|c| c.to_string()).collect()
    };
    assert!(!on_cpu.cases.is_empty());
    assert_eq!(lines(&on_gpu.cases), lines(&on_cpu.cases));
    assert_eq!(on_gpu.counts, on_cpu.counts);
}
