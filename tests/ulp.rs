//! ulp maps with the reference on the device: over ranges of bit patterns that hold zeros,
//! subnormals, the neighbourhood of ±1, the largest finite values, infinities and NaNs, the
//! device-reference sweep must give the host-side sweep's statistics bit for bit (counts,
//! histogram, error interval and its examples, envelope tallies), with most inputs decided on the
//! device. lavapipe has f64 arithmetic but no f64 library: the algebraic functions run there, in
//! CI; CUDA, where the build has it, runs every unary function.

mod common;

use common::{cuda, vulkan};
use fpsig_backends::Backend;
use fpsig_harness::probes::ulp::{
    measure, verdict, DeviceVerdicts, Plan, ReferenceChoice, ReferenceSide, UnaryInputs,
};
use fpsig_harness::ulp::envelope::{acceptance, accepts, Acceptance, Api};
use fpsig_harness::ulp::reference::reference;
use fpsig_harness::ulp::{Args, Function};

/// (first bit pattern, count, whether every function's inputs and results there are ordinary:
/// finite, normal, far from overflow; √ and log of negatives are not).
const RANGES: [(u32, u64, bool); 4] = [
    (0, 1 << 18, false),
    (0x3f7c_0000, 1 << 18, true),
    (0x7f7c_0000, 1 << 19, false),
    (0xbf7e_0000, 1 << 18, false),
];

fn plan(first: u32, count: u64, reference: ReferenceChoice) -> Plan {
    Plan {
        unary: UnaryInputs::Range { first, count },
        sets: 1 << 10,
        reference,
    }
}

fn device_and_host_agree(backend: &Backend, functions: &[Function]) {
    for &f in functions {
        for (first, count, ordinary) in RANGES {
            let host = measure(backend, f, plan(first, count, ReferenceChoice::Host)).unwrap();
            let device = measure(backend, f, plan(first, count, ReferenceChoice::Device)).unwrap();
            assert_eq!(device.reference, ReferenceSide::Device);
            assert_eq!(host.stats.inputs, count);
            assert_eq!(
                device.stats, host.stats,
                "{f:?} from {first:#010x}: device-reference sweep differs from the host's"
            );
            let decided = device.on_device.expect("swept on the device").decided;
            println!(
                "{f:?} from {first:#010x}: the device decided {decided} of {count} ({} not \
                 correctly rounded, {} outside some envelope)",
                host.stats.not_rounded,
                host.stats
                    .envelopes
                    .iter()
                    .filter(|(_, t)| t.violations > 0)
                    .count()
            );
            // Only correctly rounded results can be decided; every unit tried rounds most
            // ordinary results correctly.
            assert!(
                !ordinary || decided * 2 > count,
                "{f:?} from {first:#010x}: the device decided only {decided} of {count}"
            );
        }
    }
}

#[test]
fn on_lavapipe_the_device_reference_of_the_algebraic_functions_equals_the_hosts() {
    let Some(backend) = vulkan() else { return };
    if !backend.capabilities.f64 {
        println!("not run: {} has no f64", backend.identity.snapshot_name());
        return;
    }
    device_and_host_agree(
        &backend,
        &[Function::Recip, Function::Sqrt, Function::InverseSqrt],
    );
    let refused = measure(
        &backend,
        Function::Exp,
        plan(0, 1 << 10, ReferenceChoice::Device),
    );
    let why = refused.err().expect("no f64 exp on Vulkan");
    assert!(why.contains("f64 library"), "{why}");
}

#[test]
fn on_cuda_the_device_reference_of_every_unary_function_equals_the_hosts() {
    let Some(backend) = cuda() else { return };
    let unary: Vec<Function> = Function::ALL
        .into_iter()
        .filter(|f| f.arity() == 1)
        .collect();
    device_and_host_agree(&backend, &unary);
}

/// Results of `f` worth judging at `n` inputs drawn from a fixed seed: some binary32 steps from
/// the correctly rounded one, and the binary32 values at and around each end of every API's
/// acceptance interval. The first of each pair says whether the result is a step (not an end).
fn judged_results(f: Function, n: usize) -> Vec<(bool, (f32, f32))> {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut cases = Vec::new();
    while cases.len() < n * 40 {
        let bits = next() as u32;
        let x = f32::from_bits(bits);
        let args = Args::unary(x);
        let r = reference(f, args);
        if !x.is_normal() || !r.rounded.is_normal() || !r.exact.is_finite() {
            continue;
        }
        let step = |v: f32, k: i32| {
            let mut v = v;
            for _ in 0..k.unsigned_abs() {
                v = if k > 0 { v.next_up() } else { v.next_down() };
            }
            v
        };
        for k in [1, -1, 2, -2, 3, -3, 5, -9, 40, -1000] {
            cases.push((true, (x, step(r.rounded, k))));
        }
        for api in Api::ALL {
            let ends = match acceptance(api, f, args, r.exact) {
                Acceptance::Anything => vec![],
                Acceptance::NearRounded(n) => {
                    vec![step(r.rounded, n as i32), step(r.rounded, -(n as i32))]
                }
                Acceptance::Interval(lo, hi) => vec![lo as f32, hi as f32],
            };
            for end in ends {
                for k in -2..=2 {
                    cases.push((false, (x, step(end, k))));
                }
            }
        }
    }
    cases.retain(|(_, (x, got))| {
        let r = reference(f, Args::unary(*x)).rounded;
        got.is_finite() && *got != 0.0 && got.to_bits() != r.to_bits()
    });
    cases
}

/// The device's envelope verdicts on `f`'s results agree with the host's wherever the device
/// is sure, and it is sure of nearly every result that is not at an interval's end.
fn device_verdicts_agree(backend: &Backend, f: Function) {
    let cases = judged_results(f, 2000);
    let verdicts = backend
        .visit(DeviceVerdicts {
            f,
            cases: cases.iter().map(|c| c.1).collect(),
        })
        .unwrap();
    let (mut unsure_steps, mut steps, mut unsure_ends, mut ends) = (0, 0, 0, 0);
    for ((is_step, (x, got)), row) in cases.iter().zip(verdicts) {
        let args = Args::unary(*x);
        let r = reference(f, args);
        for (api, v) in Api::ALL.into_iter().zip(row) {
            let host = accepts(acceptance(api, f, args, r.exact), *got, r.rounded);
            if *is_step {
                steps += 1;
            } else {
                ends += 1;
            }
            if v == verdict::UNSURE {
                if *is_step {
                    unsure_steps += 1;
                } else {
                    unsure_ends += 1;
                }
                continue;
            }
            assert_eq!(
                v == verdict::ACCEPTED,
                host,
                "{f:?}({:#010x}) = {:#010x}: the device says {} for {}, the host {}",
                x.to_bits(),
                got.to_bits(),
                if v == verdict::ACCEPTED {
                    "accepted"
                } else {
                    "violated"
                },
                api.name(),
                if host { "accepted" } else { "violated" },
            );
        }
    }
    println!(
        "{f:?}: unsure of {unsure_steps} of {steps} verdicts on steps from the rounded result, \
         {unsure_ends} of {ends} at interval ends"
    );
    // Unsure where the reference lies within 2^-36 of a power of two (exp and cos near 0: the
    // binade of its ulp could differ from the host's); elsewhere nearly always sure.
    assert!(
        unsure_steps * 4 < steps * 3,
        "{f:?}: unsure of {unsure_steps} of {steps} steps"
    );
}

#[test]
fn on_lavapipe_the_devices_envelope_verdicts_are_the_hosts() {
    let Some(backend) = vulkan() else { return };
    if !backend.capabilities.f64 {
        println!("not run: {} has no f64", backend.identity.snapshot_name());
        return;
    }
    for f in [Function::Recip, Function::Sqrt, Function::InverseSqrt] {
        device_verdicts_agree(&backend, f);
    }
}

#[test]
fn on_cuda_the_devices_envelope_verdicts_are_the_hosts() {
    let Some(backend) = cuda() else { return };
    for f in Function::ALL.into_iter().filter(|f| f.arity() == 1) {
        device_verdicts_agree(&backend, f);
    }
}
