//! ulp maps with the reference on the device: over ranges of bit patterns that hold zeros,
//! subnormals, the neighbourhood of ±1, the largest finite values, infinities and NaNs, the
//! device-reference sweep must give the host-side sweep's statistics bit for bit (counts,
//! histogram, error interval and its examples, envelope tallies), with most inputs decided on the
//! device. Every unary function runs through the first Vulkan adapter (lavapipe in CI: f64
//! arithmetic but no f64 library, so fpsig's own f64 functions are the reference) and through
//! CUDA (its f64 library), where the build has them, and through GL, whose results another
//! backend with f64 judges.

use crate::common::xorshift;
use crate::harness::{Test, TestParameters, GL, VULKAN_AND_CUDA};
use cubecl::prelude::*;
use fpsig_backends::{Backend, FastUpload, RuntimeVisitor};
use fpsig_harness::probes::ulp::{
    judge_for, measure, verdict, DeviceVerdicts, OwnReference, Plan, ReferenceChoice,
    ReferenceSide, UnaryInputs,
};
use fpsig_harness::ulp::envelope::{acceptance, accepts, Acceptance, Api, Binary32};
use fpsig_harness::ulp::exact::exact;
use fpsig_harness::ulp::operands;
use fpsig_harness::ulp::reference::reference;
use fpsig_harness::ulp::{Args, Function};
use fpsig_kernels::ulp::reference::{BOUND, POW_BOUND};
use rug::Float;
use std::f64::consts::{FRAC_PI_2, LN_2};

/// (first bit pattern, count, whether every function's inputs and results there are ordinary:
/// finite, normal, far from overflow; √ and log of negatives are not).
const RANGES: [(u32, u64, bool); 5] = [
    (0, 1 << 18, false),
    // The largest subnormals and smallest normals: results that flush to zero.
    (0x007e_0000, 1 << 18, false),
    (0x3f7c_0000, 1 << 18, true),
    (0x7f7c_0000, 1 << 19, false),
    (0xbf7e_0000, 1 << 18, false),
];

/// [`RANGES`]' places for a sweep whose results cross to another backend (GL judged on
/// lavapipe): 2^16 bit patterns each, across the same boundaries (the smallest normal, ±1, the
/// largest finite value into the infinities and NaNs), a quarter of the device work.
const JUDGED_RANGES: [(u32, u64, bool); 5] = [
    (0, 1 << 16, false),
    (0x007f_8000, 1 << 16, false),
    (0x3f7f_8000, 1 << 16, true),
    (0x7f7f_8000, 1 << 16, false),
    (0xbf7f_8000, 1 << 16, false),
];

fn plan(first: u32, count: u64, reference: ReferenceChoice) -> Plan {
    Plan {
        unary: UnaryInputs::Range { first, count },
        sets: 1 << 10,
        reference,
    }
}

fn device_and_host_agree(backend: &Backend, functions: &[Function], ranges: &[(u32, u64, bool)]) {
    for &f in functions {
        for &(first, count, ordinary) in ranges {
            let host = measure(backend, f, plan(first, count, ReferenceChoice::Host)).unwrap();
            let device = measure(backend, f, plan(first, count, ReferenceChoice::Device)).unwrap();
            assert_ne!(device.reference, ReferenceSide::Host);
            assert_eq!(host.stats.inputs, count);
            // Compared as printed: a NaN example's error is unequal to itself under ==.
            assert_eq!(
                format!("{:?}", device.stats),
                format!("{:?}", host.stats),
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

/// ÷, pow and fma over 2^16 generated operand sets (products and quotients that overflow and
/// underflow included): the device-reference sweep gives the host-side sweep's statistics bit
/// for bit, hard cases included, and decides most sets.
fn generated_sets_agree(backend: &Backend) {
    for f in Function::ALL.into_iter().filter(|f| f.arity() > 1) {
        let plan = |reference| Plan {
            unary: UnaryInputs::Sample(0),
            sets: 1 << 16,
            reference,
        };
        let host = measure(backend, f, plan(ReferenceChoice::Host)).unwrap();
        let device = measure(backend, f, plan(ReferenceChoice::Device)).unwrap();
        assert_ne!(device.reference, ReferenceSide::Host);
        assert_eq!(
            host.stats.inputs,
            (1 << 16) + operands::hard_cases(f).len() as u64
        );
        assert_eq!(
            format!("{:?}", device.stats),
            format!("{:?}", host.stats),
            "{f:?}: device-reference sweep of generated sets differs from the host's"
        );
        let decided = device.on_device.expect("swept on the device").decided;
        println!(
            "{f:?}: the device decided {decided} of {} sets ({} not correctly rounded)",
            1 << 16,
            host.stats.not_rounded
        );
        assert!(
            decided > host.stats.compared - host.stats.not_rounded - (1 << 12),
            "{f:?}: the device decided only {decided} of 2^16 sets"
        );
    }
}

fn the_device_reference_of_div_pow_and_fma_equals_the_hosts(backend: &Backend) {
    generated_sets_agree(backend);
}

/// The unary functions, every one swept with a device reference.
fn unary() -> Vec<Function> {
    Function::ALL
        .into_iter()
        .filter(|f| f.arity() == 1)
        .collect()
}

/// The variable that gives a CPU adapter [`RANGES`] whole.
const FULL_RANGES: &str = "FPSIG_FULL_RANGES";

/// On a GPU, [`RANGES`]; on a CPU adapter (lavapipe in CI, where fpsig's own f64 functions on
/// the device are three quarters of the suite's longest trial), the same places at
/// [`JUDGED_RANGES`]' 2^16 bit patterns each unless `FPSIG_FULL_RANGES` is set
/// (docs/testing.md says where the whole ranges run).
fn ranges_for(backend: &Backend) -> &'static [(u32, u64, bool)] {
    match backend.identity.is_cpu() && std::env::var_os(FULL_RANGES).is_none() {
        true => {
            println!("a CPU adapter: 2^16 bit patterns at each place ({FULL_RANGES}=1 for 2^18)");
            &JUDGED_RANGES
        }
        false => &RANGES,
    }
}

fn the_device_reference_of_every_unary_function_equals_the_hosts(backend: &Backend) {
    device_and_host_agree(backend, &unary(), ranges_for(backend));
}

/// GL has no f64: another backend of the machine with f64 (lavapipe's Vulkan in CI) judges its
/// results, which cross the bus to it; the maps must still be the host-reference maps (over
/// [`JUDGED_RANGES`]: the judging kernels are the ones the Vulkan test runs over [`RANGES`]).
fn the_reference_judged_on_another_backend_equals_the_hosts(backend: &Backend) {
    assert!(!backend.capabilities.f64, "GL has no f64");
    assert!(
        judge_for(backend).is_some(),
        "no backend with f64 here to judge {}",
        backend.identity.snapshot_name()
    );
    // The map records the kernels GL ran, none of the judge's (SPIR-V or CUDA C): the judge's
    // are compiled before the map starts.
    let first = measure(
        backend,
        Function::Exp,
        plan(0, 1 << 10, ReferenceChoice::Device),
    );
    let source = first.unwrap().shader.source;
    assert!(!source.is_empty());
    assert!(!source.contains("OpCapability") && !source.contains("__global__"));
    device_and_host_agree(backend, &unary(), &JUDGED_RANGES);
    generated_sets_agree(backend);
}

/// Results of `f` worth judging at `n` inputs drawn from a fixed seed: some binary32 steps from
/// the correctly rounded one, ±0, ±inf, and the binary32 values at and around each end of every API's
/// acceptance interval. The first of each pair says whether the result is a step (not an end).
/// A unary function's operands are random bit patterns, ÷'s and pow's the sweep's generated
/// sets.
fn judged_results(f: Function, n: usize) -> Vec<(bool, (Args, f32))> {
    let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
    let mut random = |k: u32| match f.arity() {
        1 => Args::unary(f32::from_bits(next() as u32)),
        _ => operands::generated(f, k),
    };
    let around_each = |values: &[f32]| -> Vec<f32> {
        values
            .iter()
            .flat_map(|&v| {
                std::iter::successors(Some(v.next_down().next_down()), |w| Some(w.next_up()))
                    .take(5)
            })
            .collect()
    };
    // First the smallest normals and where exp approaches them, whose intervals reach into the
    // subnormal range (where ±0 is accepted too: flush to zero as "either value"); for pow, x
    // at the ends of [0.5, 2] (where log2's bound changes kind) and at 1; then random operands.
    let edges: Vec<Args> = match f.arity() {
        1 => [f32::MIN_POSITIVE, -f32::MIN_POSITIVE, -87.33655]
            .into_iter()
            .flat_map(|v| std::iter::successors(Some(v), |w| Some(w.next_up())).take(4))
            .map(Args::unary)
            .collect(),
        _ => around_each(&[0.5, 1.0, 2.0])
            .into_iter()
            .enumerate()
            .map(|(k, x)| Args {
                x,
                ..operands::generated(f, k as u32)
            })
            .collect(),
    };
    let mut edges = edges.into_iter();
    let mut cases = Vec::new();
    let mut drawn = 0;
    while cases.len() < n * 40 {
        drawn += 1;
        let args = edges.next().unwrap_or_else(|| random(drawn));
        let r = reference(f, args);
        if args.operands(f.arity()).any(|v| !v.is_normal())
            || !r.rounded.is_normal()
            || !r.exact.is_finite()
        {
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
            cases.push((true, (args, step(r.rounded, k))));
        }
        // Zeros and infinities for a normal result: a device that flushes, loses the value
        // entirely or divides by a vanished cosine.
        cases.extend([0.0, -0.0, f32::INFINITY, f32::NEG_INFINITY].map(|g| (true, (args, g))));
        for api in Api::ALL {
            let ends = match acceptance(&Binary32, api, f, args.wide(), &r.exact) {
                Acceptance::Anything => vec![],
                Acceptance::NearRounded(n) => {
                    vec![step(r.rounded, n as i32), step(r.rounded, -(n as i32))]
                }
                Acceptance::Within(lo, hi) => vec![lo as f32, hi as f32],
            };
            for end in ends {
                for k in -2..=2 {
                    cases.push((false, (args, step(end, k))));
                }
            }
        }
    }
    // (Every correctly rounded result here is normal: zeros are ordinary results.)
    cases.retain(|(_, (args, got))| {
        let r = reference(f, *args).rounded;
        !got.is_nan() && got.to_bits() != r.to_bits()
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
    for ((is_step, (args, got)), row) in cases.iter().zip(verdicts) {
        let args = *args;
        let r = reference(f, args);
        for (api, v) in Api::ALL.into_iter().zip(row) {
            let acc = acceptance(&Binary32, api, f, args.wide(), &r.exact);
            let host = accepts(&Binary32, &acc, *got as f64, r.rounded as f64);
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
                "{f:?}({}) = {:#010x}: the device says {} for {}, the host {}",
                args.hex(f.arity()),
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

fn the_devices_envelope_verdicts_are_the_hosts(backend: &Backend) {
    for f in judged_functions() {
        device_verdicts_agree(backend, f);
    }
}

/// The functions whose every envelope the device judges: all but fma (whose unfused rows are
/// left to the host).
fn judged_functions() -> Vec<Function> {
    let mut functions = unary();
    functions.extend([Function::Div, Function::Pow]);
    functions
}

/// A fixed-seed stream of bit patterns.
fn bit_patterns(seed: u64) -> impl FnMut() -> u32 {
    let mut next = xorshift(seed);
    move || (next() >> 16) as u32
}

/// `v` and its `k` binary32 neighbours on each side.
fn around(v: f32, k: u32) -> impl Iterator<Item = f32> {
    let (mut up, mut down) = (v, v);
    std::iter::once(v).chain((0..k).flat_map(move |_| {
        up = up.next_up();
        down = down.next_down();
        [up, down]
    }))
}

/// Where fpsig's own f64 functions are measured: bit patterns of every binade, and each
/// function's hard places: arguments near multiples of π/2 (small, large and binary32's
/// hardest, 16367173·2^72), near multiples of ln 2 (exp), near 1 and the powers of two (log);
/// pow at its generated operand sets and where y·log x nears ±88.
fn own_reference_operands(f: Function) -> Vec<(f32, f32)> {
    let mut next = bit_patterns(0x2545_f491_4f6c_dd1d);
    let mut xs: Vec<f32> = (0..1 << 15).map(|_| f32::from_bits(next())).collect();
    let mut near = |values: Vec<f64>| {
        for v in values {
            xs.extend(around(v as f32, 3));
        }
    };
    match f {
        Function::Sin | Function::Cos | Function::Tan => {
            near((1..5000).map(|k| k as f64 * FRAC_PI_2).collect());
            near(
                (0..127)
                    .map(|e| (1u64 << 40) as f64 * FRAC_PI_2 * 2f64.powi(e - 40))
                    .collect(),
            );
            near(vec![
                16367173.0 * 2f64.powi(72),
                3.0 * FRAC_PI_2 * 2f64.powi(100),
            ]);
        }
        Function::Exp => near((-160..=130).map(|k| k as f64 * LN_2).collect()),
        Function::Log => near(
            (-149..=128)
                .map(|e| 2f64.powi(e))
                .chain([0.5, 1.0, 2.0])
                .collect(),
        ),
        _ => {}
    }
    if f != Function::Pow {
        return xs.into_iter().map(|x| (x, 0.0)).collect();
    }
    let mut sets: Vec<(f32, f32)> = (0..1u32 << 14)
        .map(|n| {
            let a = operands::generated(f, n);
            (a.x, a.y)
        })
        .collect();
    for x in [1.0001f32, 1.5, 2.0, 0.75, 1.0e-6, 3.0e5] {
        for target in [-103.0, -88.0, 88.5, 88.72] {
            sets.push((x, (target / (x as f64).ln()) as f32));
        }
    }
    sets
}

/// The largest relative error of fpsig's own f64 reference of `f` on `backend` against MPFR,
/// with its operands; every non-finite, zero or out-of-binary32-range value must be the same as
/// the exact one would give.
fn own_reference_error(backend: &Backend, f: Function) -> (f64, (f32, f32)) {
    let operands = own_reference_operands(f);
    let values = backend
        .visit(OwnReference {
            f,
            operands: operands.clone(),
        })
        .unwrap();
    // Beyond these the exact value rounds to 0 or ∞ in binary32 from far away, and so must the
    // reference.
    let (tiny, huge) = (2f64.powi(-1000), 2f64.powi(1000));
    let mut worst = (0.0, operands[0]);
    for (&(x, y), &v) in operands.iter().zip(&values) {
        let exact = exact(f, [x as f64, y as f64, 0.0]);
        let e = exact.to_f64();
        let same = |ok: bool| {
            assert!(
                ok,
                "{f:?}({:#010x}, {:#010x}): fpsig's reference {v:e}, exact {e:e}",
                x.to_bits(),
                y.to_bits()
            )
        };
        if exact.is_nan() {
            same(v.is_nan());
        } else if e.abs() < tiny || e.abs() > huge {
            same((v.abs() < tiny || v.abs() > huge) && (v.abs() < tiny) == (e.abs() < tiny));
        } else {
            let relative = ((Float::with_val(256, v) - &exact) / &exact).abs().to_f64();
            if relative > worst.0 {
                worst = (relative, (x, y));
            }
        }
    }
    worst
}

fn own_reference_within_its_bound(backend: &Backend) {
    for f in Function::ALL {
        if !matches!(
            f,
            Function::Exp
                | Function::Log
                | Function::Sin
                | Function::Cos
                | Function::Tan
                | Function::Pow
        ) {
            continue;
        }
        let (relative, (x, y)) = own_reference_error(backend, f);
        let bound = if f == Function::Pow { POW_BOUND } else { BOUND };
        println!(
            "{f:?}: fpsig's f64 reference within 2^{:.1} relative (bound 2^{}), worst at ({:#010x}, {:#010x})",
            relative.log2(),
            bound.log2(),
            x.to_bits(),
            y.to_bits()
        );
        assert!(relative <= bound, "{f:?}: {relative:e} > {bound:e}");
    }
}

fn fpsigs_own_f64_functions_are_within_their_bounds(backend: &Backend) {
    own_reference_within_its_bound(backend);
}

/// Where the judge is CUDA, the results another backend evaluated reach it through a fast
/// upload: page-locked memory copied into one device buffer launch after launch.
struct FastUploads;

impl RuntimeVisitor for FastUploads {
    /// Whether the client has a fast upload (checked where it has).
    type Output = bool;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> bool {
        const CAPACITY: usize = 3 << 20;
        let Some(mut fast) = FastUpload::new(client, CAPACITY).unwrap() else {
            return false;
        };
        let mut next = xorshift(0x5eed);
        let mut read = |data: &[u8]| {
            let handle = fast.upload(client, data).unwrap();
            client.read_one(handle).unwrap()[..CAPACITY].to_vec()
        };
        let first: Vec<u8> = (0..CAPACITY).map(|_| next() as u8).collect();
        let second: Vec<u8> = (0..CAPACITY / 3).map(|_| next() as u8).collect();
        let after_first = read(&first);
        let after_second = read(&second);
        assert_eq!(after_first, first);
        assert_eq!(after_second[..second.len()], second[..]);
        assert_eq!(after_second[second.len()..], first[second.len()..]);
        assert!(fast.upload(client, &vec![0; CAPACITY + 1]).is_err());
        true
    }
}

/// CUDA has a fast upload that writes what it is given and nothing else; Vulkan has none.
fn a_fast_upload_is_cudas_and_writes_what_it_is_given(backend: &Backend) {
    assert_eq!(
        backend.visit(FastUploads),
        backend.identity.api == fpsig_backends::Api::Cuda
    );
}

pub const TESTS: &[Test] = &[
    Test::Device(
        "the_device_reference_of_div_pow_and_fma_equals_the_hosts",
        TestParameters::on(VULKAN_AND_CUDA).f64(),
        the_device_reference_of_div_pow_and_fma_equals_the_hosts,
    ),
    Test::Device(
        "the_device_reference_of_every_unary_function_equals_the_hosts",
        TestParameters::on(VULKAN_AND_CUDA).f64(),
        the_device_reference_of_every_unary_function_equals_the_hosts,
    ),
    Test::Device(
        "the_reference_judged_on_another_backend_equals_the_hosts",
        TestParameters::on(GL).judged(),
        the_reference_judged_on_another_backend_equals_the_hosts,
    ),
    Test::Device(
        "the_devices_envelope_verdicts_are_the_hosts",
        TestParameters::on(VULKAN_AND_CUDA).f64(),
        the_devices_envelope_verdicts_are_the_hosts,
    ),
    Test::Device(
        "fpsigs_own_f64_functions_are_within_their_bounds",
        TestParameters::on(VULKAN_AND_CUDA).f64(),
        fpsigs_own_f64_functions_are_within_their_bounds,
    ),
    Test::Device(
        "a_fast_upload_is_cudas_and_writes_what_it_is_given",
        TestParameters::on(VULKAN_AND_CUDA),
        a_fast_upload_is_cudas_and_writes_what_it_is_given,
    ),
];
