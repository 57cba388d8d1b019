//! The L-algorithm kernels against the CPU code, on Vulkan in native u64 words and in 2×u32
//! limbs, and on GL in limbs (lavapipe and llvmpipe in CI): every fixed-point operation equals
//! the host's; every remainder, swap and deployment variant fails the same intervals and returns
//! the same candidates, so the GPU inherits the CPU code's equality with the exhaustive search
//! (`fpsig_harness::tmd::search` tests); and a whole run finds the same MPFR-checked cases.

mod common;

use common::{gl, vulkan};
use fpsig_backends::Backend;
use fpsig_harness::tmd::cpu;
use fpsig_harness::tmd::gpu::{self, FixedOpsInput};
use fpsig_harness::tmd::search::{search, Engine, Request};
use fpsig_harness::tmd::{Format, Function, Limbs, Variant};
use std::rc::Rc;

fn request(function: Function, format: Format, from: &str, to: &str, pprime: u32) -> Request {
    Request::parse(function, format, from, to, pprime).unwrap()
}

/// The GPU engines of this machine: Vulkan with native 64-bit words and with 32-bit limbs, and
/// GL, whose shaders have no 64-bit integers (32-bit limbs, through WGSL and naga's GLSL).
fn engines() -> Vec<(Rc<Backend>, Limbs)> {
    let mut engines = Vec::new();
    if let Some(b) = vulkan().map(Rc::new) {
        assert_eq!(Limbs::for_backend(&b.capabilities), Limbs::U64);
        engines.push((b.clone(), Limbs::U64));
        engines.push((b, Limbs::U32Pair));
    }
    if let Some(b) = gl().map(Rc::new) {
        assert_eq!(Limbs::for_backend(&b.capabilities), Limbs::U32Pair);
        engines.push((b, Limbs::U32Pair));
    }
    engines
}

fn label(backend: &Backend, limbs: Limbs) -> String {
    format!("{} {}", backend.identity.snapshot_name(), limbs.name())
}

#[test]
fn every_gpu_variant_finds_what_the_cpu_code_finds() {
    let engines = engines();
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
            for (backend, limbs) in &engines {
                for v in Variant::gpu_variants() {
                    let found = gpu::search(backend, *limbs, &co, &params, v).expect("kernels run");
                    let what = format!(
                        "{} {} on {}",
                        r.function.name(),
                        v.name(),
                        label(backend, *limbs)
                    );
                    assert_eq!(found.counts, reference.counts, "{what}");
                    assert_eq!(found.candidates, reference.candidates, "{what}");
                }
            }
        }
    }
}

#[test]
fn every_fixed_point_operation_equals_the_hosts() {
    let engines = engines();
    // A fixed-seed xorshift.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    // Words of every size, equal high limbs, carries and borrows across the limbs; then signed
    // curvatures of every size for the 96-bit product, with every shift and many products
    // whose two partial sums carry out of 64 bits.
    let mut inputs: Vec<FixedOpsInput> = (0..1 << 12)
        .map(|i| {
            let x = next() >> (i % 64);
            let y = match i % 4 {
                0 => next() >> (i / 4 % 64),
                1 => (x & !0xffff_ffff) | (next() & 0xffff_ffff),
                2 => x / ((i as u64 % 5000) + 1),
                _ => 0u64.wrapping_sub(x & 0xffff_ffff),
            };
            let m = (next() >> 32) as u32;
            FixedOpsInput {
                x,
                y,
                m,
                shift: m % 65,
            }
        })
        .collect();
    inputs.extend((0..1 << 14).map(|i| {
        let c = next() >> (i % 64);
        FixedOpsInput {
            x: if i % 2 == 0 { c } else { c.wrapping_neg() },
            y: next(),
            m: (next() >> 32) as u32,
            shift: (i as u32 / 2) % 65,
        }
    }));
    let carries = inputs
        .iter()
        .filter(|i| {
            let magnitude = (i.x as i64).unsigned_abs();
            let low = (magnitude & 0xffff_ffff) * i.m as u64;
            low.checked_add(((magnitude >> 32) * i.m as u64) << 32)
                .is_none()
        })
        .count();
    assert!(carries > 1000, "only {carries} carries");
    let expected = |i: &FixedOpsInput| -> [u64; 6] {
        let (x, y, m) = (i.x, i.y, i.m);
        let (big, small) = (x.max(y), x.min(y));
        let cap = (m % 32768) as u64;
        let quotient = if small != 0 && small < big {
            ((big - 1) / small).min(cap)
        } else {
            0
        };
        let flags = quotient | ((x < y) as u64) << 16 | ((x >> 63) << 17);
        [
            x.wrapping_add(y),
            x.wrapping_sub(y),
            x.wrapping_mul(m as u64),
            x >> (m % 64),
            flags,
            cpu::scaled_term(x, m as u64, i.shift),
        ]
    };
    for (backend, limbs) in &engines {
        let got = gpu::fixed_ops_on(backend, *limbs, &inputs).expect("kernel runs");
        for (input, got) in inputs.iter().zip(got) {
            assert_eq!(
                got,
                expected(input),
                "{input:x?} on {}",
                label(backend, *limbs)
            );
        }
    }
}

#[test]
fn a_gpu_search_reports_the_cases_of_a_cpu_search() {
    let r = request(Function::Cos, Format::Binary64, "0.5", "0.5+2^-28", 24);
    let on_cpu = search(&r, Engine::Cpu, &mut |_| Ok(())).unwrap();
    assert!(!on_cpu.cases.is_empty());
    let lines = |cases: &[fpsig_harness::tmd::verify::Case]| -> Vec<String> {
        cases.iter().map(|c| c.to_string()).collect()
    };
    for (backend, limbs) in &engines() {
        let on_gpu = search(&r, Engine::Gpu(backend, *limbs), &mut |_| Ok(())).unwrap();
        assert_eq!(
            lines(&on_gpu.cases),
            lines(&on_cpu.cases),
            "{}",
            label(backend, *limbs)
        );
        assert_eq!(on_gpu.counts, on_cpu.counts, "{}", label(backend, *limbs));
    }
}
