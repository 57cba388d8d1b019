//! The L-algorithm kernels on a Vulkan backend (lavapipe in CI) against the CPU code: every
//! remainder and swap variant fails the same intervals and return the same
//! candidates, so the GPU inherits the CPU code's equality with the exhaustive search
//! (`fpsig_harness::tmd::search` tests); and a whole run finds the same MPFR-checked cases.

mod common;

use common::vulkan;
use fpsig_harness::tmd::cpu;
use fpsig_harness::tmd::gpu;
use fpsig_harness::tmd::search::{search, Engine, Request};
use fpsig_harness::tmd::{Deploy, Format, Function, Variant};

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
    ] {
        let split = r.split().unwrap();
        for model in r.models(&split).unwrap() {
            let co = model.coefficients(0, model.intervals);
            let params = model.params(0);
            let reference = cpu::search(&co, &params, Variant::default());
            assert!(reference.counts.failed_k > 0 && reference.counts.candidates > 0);
            for v in Variant::three_kernel_variants() {
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

#[test]
fn binary32_searches_are_refused_on_gpus() {
    let Some(backend) = vulkan() else { return };
    let r = request(Function::Log2, Format::Binary32, "1.5", "2", 12);
    let e = search(&r, Engine::Gpu(&backend), &mut |_| Ok(())).unwrap_err();
    assert!(e.contains("--backend cpu"), "{e}");
}

#[test]
fn the_one_kernel_deployment_is_refused_on_gpus() {
    let Some(backend) = vulkan() else { return };
    let r = request(Function::Exp, Format::Binary64, "1", "1+2^-30", 20);
    let model = &r.models(&r.split().unwrap()).unwrap()[0];
    let co = model.coefficients(0, model.intervals);
    let one = Variant {
        deploy: Deploy::One,
        ..Variant::default()
    };
    let e = gpu::search(&backend, &co, &model.params(0), one).unwrap_err();
    assert!(e.contains("--deploy three"), "{e}");
}
