//! ulp maps with the reference on the device: over ranges of bit patterns that hold zeros,
//! subnormals, the neighbourhood of ±1, the largest finite values, infinities and NaNs, the
//! device-reference sweep must give the host-side sweep's statistics bit for bit (counts,
//! histogram, error interval and its examples, envelope tallies), with most inputs decided on the
//! device. lavapipe has f64 arithmetic but no f64 library: the algebraic functions run there, in
//! CI; CUDA, where the build has it, runs every unary function.

mod common;

use common::{cuda, vulkan};
use fpsig_backends::Backend;
use fpsig_harness::probes::ulp::{measure, Plan, ReferenceChoice, ReferenceSide, UnaryInputs};
use fpsig_harness::ulp::Function;

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
