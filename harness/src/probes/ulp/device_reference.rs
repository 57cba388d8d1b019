//! A sweep with its reference evaluated on the device in f64 (CUDA's f64 library, or fpsig's
//! own functions where the backend has f64 but no f64 library), over a range of bit patterns of
//! a unary function or over the generated operand sets of ÷, pow and fma: the device counts
//! every input whose result it can decide correctly rounded, far from a binary32 rounding
//! midpoint, and keeps the extremes of their errors, merged per 64 threads; the host counts every
//! other input with its own reference, in input order, exactly as a host-side sweep would. Only
//! the merged summaries and the undecided inputs cross the bus. A backend with no f64 in its
//! shaders (GL, WGSL, Metal) has its results judged so by another backend of the machine that has
//! ([`judge_for`]): its results cross the bus to it, launch by launch.

use super::{check_generator, tally_listed};
use crate::device::{arg, cubes, download, uninit, upload};
use crate::simulated::BINARY32;
use crate::ulp::envelope::binary32::{neighbours, ordered_distance};
use crate::ulp::envelope::{bound, Api, Bound, Composition};
use crate::ulp::operands::{self, SALT};
use crate::ulp::reference::reference;
use crate::ulp::stats::{tally, Counting, Stats, NAN, SPAN};
use crate::ulp::{Args, Function};
use cubecl::bytes::Bytes;
use cubecl::prelude::*;
use cubecl::server::Handle;
use fpsig_backends::{Api as BackendApi, Backend, FastUpload, Listing, RuntimeVisitor};
use fpsig_kernels::ulp::{self as kernels, summary, sweep_base};
use fpsig_kernels::ulp::{envelope as ulp_envelope, reference as ulp_reference};
use rayon::prelude::*;
use rug::float::{Constant, Round};
use rug::Float;
use std::f64::consts::PI;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Inputs per launch (2^17 threads: enough to fill a GPU; the list of undecided inputs stays
/// within CUDA's 100 MB pinned read-back while at most 37% are left to the host), and per thread.
const LAUNCH: u64 = 1 << 25;
const PER_THREAD: u32 = 256;

/// Inputs per launch on a device whose largest allocation is `max_allocation` bytes: at most
/// [`LAUNCH`], a power of two, and few enough that the largest buffer of a launch, the inputs
/// left to the host (8 bytes each), fits (lavapipe allocates less than 2^28 bytes at once).
fn launch_size(max_allocation: u64) -> u64 {
    let fitting = (max_allocation / 8).max(PER_THREAD as u64);
    LAUNCH.min(1 << fitting.ilog2())
}

/// What the device did in a device-reference sweep.
#[derive(Debug, Clone, Copy, Default)]
pub struct OnDevice {
    /// Inputs it decided.
    pub decided: u64,
    /// Time spent launching, reading back and gathering (device and bus), of it the first
    /// launch's (the kernels' compilation included), and waiting for the host's counting of
    /// undecided inputs to catch up.
    pub device_and_bus: Duration,
    pub first_launch: Duration,
    pub waiting_for_host: Duration,
    /// Where another backend evaluated the results: its time evaluating them and reading them
    /// back (alongside the judging, not waiting for it).
    pub evaluating: Option<Duration>,
}

pub struct DeviceReferenceSweep<'a> {
    pub inputs: Inputs,
    pub first: u32,
    pub count: u64,
    /// Whether the reference is the backend's f64 library (CUDA's) rather than
    /// [`ulp_reference`]'s functions.
    pub library: bool,
    /// The backend whose results are judged, where it is not the judging one.
    pub evaluator: Option<&'a Backend>,
}

/// The backend that judges, in device-reference sweeps, the results of `backend` where it has
/// no f64 in its shaders: the first backend of the machine with f64, CUDA before the others, and
/// a GPU for a GPU (a CPU driver would judge a GPU's 2^32 results slower than the host's cores);
/// opened once per process ([`crate::runner::shared_backend`]). `None` where there is none.
pub fn judge_for(backend: &Backend) -> Option<&'static Backend> {
    static FOR_GPU: OnceLock<Option<&'static Backend>> = OnceLock::new();
    static FOR_CPU: OnceLock<Option<&'static Backend>> = OnceLock::new();
    let cpu = backend.identity.is_cpu();
    let cell = if cpu { &FOR_CPU } else { &FOR_GPU };
    *cell.get_or_init(|| {
        let mut present: Vec<_> = fpsig_backends::list()
            .into_iter()
            .filter_map(|l| match l {
                Listing::Present {
                    identity,
                    capabilities,
                } if capabilities.f64 && (cpu || !identity.is_cpu()) => Some(identity),
                _ => None,
            })
            .collect();
        present.sort_by_key(|i| i.api != BackendApi::Cuda);
        present
            .into_iter()
            .find_map(|i| crate::runner::shared_backend(&i).ok())
    })
}

/// Compiles, on `judge`, every kernel a sweep of `f` judged there launches (the judging kernels,
/// the merging and gathering, and the generated operands' check) by judging a few subnormal
/// inputs, all left to the host: so that the evaluating backend's map records only its own
/// kernels (the compilation log is the process's).
pub fn prepare_judge(judge: &Backend, f: Function, library: bool) -> Result<(), String> {
    judge.visit(DeviceReferenceSweep {
        inputs: Inputs {
            f: Function::Recip,
            generated: false,
        },
        first: 1,
        count: PER_THREAD as u64,
        library,
        evaluator: None,
    })?;
    if f.arity() > 1 {
        judge.visit(GeneratorCheck(f))?;
    }
    Ok(())
}

/// [`check_generator`] on a backend.
struct GeneratorCheck(Function);

impl RuntimeVisitor for GeneratorCheck {
    type Output = Result<(), String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        check_generator::<R>(client, self.0, &upload(client, &operands::ranges(self.0)))
    }
}

/// The results of `n` inputs of a sweep from `first`, evaluated on a backend and read back as
/// bytes (uploaded to the judge as they are: a 2^25-input launch is 128 MiB, copied at the bus's
/// speed where the judge is CUDA's, [`FastUpload`]).
struct Evaluated {
    inputs: Inputs,
    first: u32,
    n: u32,
}

impl RuntimeVisitor for Evaluated {
    type Output = Result<Bytes, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let ranges = upload(client, &operands::ranges(self.inputs.f));
        let got = evaluate_range(client, self.inputs, (self.first, self.n), &ranges);
        client
            .read_one(got)
            .map_err(|e| format!("reading back a buffer failed: {e:?}"))
    }
}

/// A backend's largest allocation in bytes.
struct MaxAllocation;

impl RuntimeVisitor for MaxAllocation {
    type Output = u64;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> u64 {
        client.properties().memory.max_page_size
    }
}

/// [`super::tally_listed`] on a backend.
struct ListedTally(Function, Vec<Args>);

impl RuntimeVisitor for ListedTally {
    type Output = Result<Stats, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        tally_listed(client, self.0, &self.1)
    }
}

/// The results of `f` at the `n` inputs from `first` of a sweep, evaluated on `client` as the
/// host-reference sweep evaluates them, left on the device.
fn evaluate_range<R: Runtime>(
    client: &ComputeClient<R>,
    inputs: Inputs,
    (first, n): (u32, u32),
    ranges: &Handle,
) -> Handle {
    let f = inputs.f;
    let got = uninit::<R, f32>(client, n as usize);
    let (count, dim) = cubes(n as usize);
    if inputs.generated {
        kernels::generated::launch::<R>(
            client,
            count,
            dim,
            arg(&upload(client, &[first, SALT]), 2),
            arg(ranges, 9),
            arg(&got, n as usize),
            f.kernel_id(),
        );
    } else {
        kernels::unary_range::launch::<R>(
            client,
            count,
            dim,
            arg(&upload(client, &[first]), 1),
            arg(&got, n as usize),
            f.kernel_id(),
        );
    }
    got
}

/// The inputs of a sweep: `f` at consecutive bit patterns (a unary function), or at the
/// operand sets the `generated` kernel makes from their index.
#[derive(Debug, Clone, Copy)]
pub struct Inputs {
    pub f: Function,
    pub generated: bool,
}

impl Inputs {
    /// The operands of input `index` (a bit pattern, or a set's index).
    pub(super) fn args(self, index: u32) -> Args {
        if self.generated {
            operands::generated(self.f, index)
        } else {
            Args::unary(f32::from_bits(index))
        }
    }

    /// The position in the sweep's order of the input whose operands are `args`, among the
    /// first `count` (an example's, to break a tie between equal errors): the bit pattern, or
    /// the first set that has these operands.
    fn order(self, count: u64, args: &Args) -> u64 {
        if !self.generated {
            return args.x.to_bits() as u64;
        }
        let bits = |a: &Args| [a.x, a.y, a.z].map(f32::to_bits);
        (0..count)
            .into_par_iter()
            .find_first(|&n| bits(&operands::generated(self.f, n as u32)) == bits(args))
            .unwrap_or(count)
    }
}

// The kernel's summary has the host's histogram bins and one row per API.
const _: () = assert!(summary::APIS == Api::ALL.len() && summary::SPAN as i64 == SPAN);

/// An example the device kept: its input and result bits, and its error as the device
/// measured it.
#[derive(Clone, Copy)]
struct Extreme {
    error: f64,
    bits: u32,
    got: u32,
}

/// What the device decided over the launches so far.
struct Decided {
    /// Histogram bins (below, −SPAN..=SPAN, above) and violations per API, as the host's.
    histogram: [u64; summary::BINS],
    violations: [u64; summary::APIS],
    special: u64,
    /// Least and greatest error, and each API's violation of largest |error|.
    examples: [Option<Extreme>; summary::EXAMPLE_COUNT],
}

impl Default for Decided {
    fn default() -> Self {
        Decided {
            histogram: [0; summary::BINS],
            violations: [0; summary::APIS],
            special: 0,
            examples: [None; summary::EXAMPLE_COUNT],
        }
    }
}

impl Decided {
    fn count(&self) -> u64 {
        self.histogram.iter().sum::<u64>() + self.special
    }

    /// Takes in one launch's per-thread summaries and example errors, threads in input order (a
    /// later input replaces an example only with a strictly better error, as in the kernel).
    fn absorb(&mut self, summaries: &[u32], errors: &[f64]) {
        for (s, e) in summaries
            .chunks_exact(summary::LEN)
            .zip(errors.chunks_exact(summary::EXAMPLE_COUNT))
        {
            self.special += s[summary::SPECIAL] as u64;
            let bins = &s[summary::HISTOGRAM..summary::HISTOGRAM + summary::BINS];
            for (mine, &n) in self.histogram.iter_mut().zip(bins) {
                *mine += n as u64;
            }
            let violations = &s[summary::VIOLATIONS..summary::VIOLATIONS + summary::APIS];
            for (mine, &n) in self.violations.iter_mut().zip(violations) {
                *mine += n as u64;
            }
            for (k, kept) in self.examples.iter_mut().enumerate() {
                let at = summary::EXAMPLES + 2 * k;
                if s[at] == summary::NONE {
                    continue;
                }
                let candidate = Extreme {
                    error: e[k],
                    bits: s[at],
                    got: s[at + 1],
                };
                let better = match k {
                    summary::LOW => candidate.error < kept.map_or(f64::INFINITY, |c| c.error),
                    summary::HIGH => candidate.error > kept.map_or(f64::NEG_INFINITY, |c| c.error),
                    _ => kept.is_none_or(|c| candidate.error.abs() > c.error.abs()),
                };
                if kept.is_none() || better {
                    *kept = Some(candidate);
                }
            }
        }
    }

    /// Adds the decided inputs of a sweep over the first `count` of `inputs` to `stats`, their
    /// examples measured again against the host's reference; refuses an example the host does
    /// not count as the device did.
    fn into_stats(self, inputs: Inputs, count: u64, stats: &mut Stats) -> Result<(), String> {
        let f = inputs.f;
        stats.add_decided(&self.histogram, &self.violations);
        stats.add_special_matched(self.special);
        let order = |args: &Args| inputs.order(count, args);
        for (k, e) in self.examples.iter().enumerate() {
            let Some(e) = e else { continue };
            let args = inputs.args(e.bits);
            let mut host = Stats::default();
            host.observe(f, args, f32::from_bits(e.got));
            let refused = |why: &str| {
                format!(
                    "the device decided {}({}) = {:#010x}; the host {why}",
                    f.name(),
                    args.hex(f.arity()),
                    e.got
                )
            };
            let counted = host.compared == 1
                && host.flushed_inputs + host.flushed_outputs == 0
                && host.histogram[NAN] == 0;
            let example = match host.min {
                Some(example) if counted => example,
                _ => return Err(refused("does not count it as a compared result")),
            };
            if k < summary::WORST {
                stats.record_in_order(example, order);
            } else {
                let api = k - summary::WORST;
                if host.envelopes[api].1.violations != 1 {
                    return Err(refused(&format!(
                        "finds it within the {} envelope",
                        host.envelopes[api].0.name()
                    )));
                }
                stats.record_worst_in_order(api, example, order);
            }
        }
        Ok(())
    }
}

/// The kernel's rows of the API envelopes of `f` ([`Api::ALL`] order): `(kind, outward)` pairs
/// and [`ulp_envelope::PARAMS`] parameters each.
fn envelope_rows(f: Function) -> (Vec<u32>, Vec<f64>) {
    use ulp_envelope::kind;
    let mut apis = Vec::new();
    let mut params = Vec::new();
    for api in Api::ALL {
        let (k, p) = match bound(api, BINARY32, f) {
            Bound::Unstated | Bound::Absent(_) | Bound::NotTranscribed => {
                (kind::ANYTHING, vec![0.0])
            }
            Bound::CorrectlyRounded => (kind::NEAR_ROUNDED, vec![0.0]),
            Bound::FromRounded(n) => (kind::NEAR_ROUNDED, vec![n as f64]),
            Bound::Ulps(n) => (kind::ULPS, vec![n]),
            // The divisor: x of 1/x, y of x/y.
            Bound::DivisionUlps(n) => (
                kind::DIVISION_ULPS,
                vec![n, (f != Function::Recip) as u8 as f64],
            ),
            Bound::UlpsGrowing { base, slope } => (kind::ULPS_GROWING, vec![base, slope]),
            Bound::UlpsPlusFloorTwiceX => (kind::ULPS_PLUS_FLOOR_TWICE_X, vec![0.0]),
            Bound::AbsoluteInsidePi(eps) => (kind::ABSOLUTE_WITHIN, vec![eps, PI]),
            Bound::AbsoluteWithin { abs, limit } => (kind::ABSOLUTE_WITHIN, vec![abs, limit]),
            Bound::Relative(rel) => (kind::RELATIVE, vec![rel]),
            Bound::LogLike { abs, ulps } => (kind::LOG_LIKE, vec![abs, ulps]),
            Bound::Inherited(c) => match c {
                Composition::RecipOfInverseSqrt { rsqrt, div } => {
                    (kind::RECIP_OF_INVERSE_SQRT, vec![rsqrt, div])
                }
                Composition::TimesInverseSqrt { rsqrt } => (kind::TIMES_INVERSE_SQRT, vec![rsqrt]),
                Composition::SinOverCos { abs, div } => (kind::SIN_OVER_COS, vec![abs, div, PI]),
                Composition::SinTimesRecipCos { abs, recip } => {
                    (kind::SIN_TIMES_RECIP_COS, vec![abs, recip, PI])
                }
                Composition::D3dExp { rel } => {
                    let [lo, hi] = neighbours(std::f64::consts::LOG2_E);
                    (kind::D3D_EXP, vec![rel, lo, hi])
                }
                Composition::D3dLog { rel } => {
                    let [lo, hi] = neighbours(std::f64::consts::LN_2);
                    (kind::D3D_LOG, vec![rel, lo, hi])
                }
                Composition::Exp2OfLog2 {
                    log_abs,
                    log_ulps,
                    exp_base,
                    metal_exp,
                } => (
                    kind::EXP2_OF_LOG2,
                    vec![log_abs, log_ulps, exp_base, metal_exp as u8 as f64],
                ),
                Composition::D3dPow { rel } => (kind::D3D_POW, vec![rel]),
                Composition::MulThenAdd | Composition::D3dMad => (kind::ON_THE_HOST, vec![0.0]),
            },
        };
        apis.extend([k, api.outward() as u32]);
        let mut row = [0.0; ulp_envelope::PARAMS];
        row[..p.len()].copy_from_slice(&p);
        params.extend(row);
    }
    (apis, params)
}

/// What every launch of a sweep reads: the envelope rows, the reference's constants and the
/// generated operands' ranges.
struct Constants {
    apis: (Handle, usize),
    params: (Handle, usize),
    reference: (Handle, usize),
    ranges: Handle,
}

impl Constants {
    fn new<R: Runtime>(client: &ComputeClient<R>, f: Function) -> Constants {
        let (apis, params) = envelope_rows(f);
        let table = reference_constants();
        Constants {
            apis: (upload(client, &apis), apis.len()),
            params: (upload(client, &params), params.len()),
            reference: (upload(client, &table), table.len()),
            ranges: upload(client, &operands::ranges(f)),
        }
    }
}

/// [`ulp_reference::constants`], from MPFR's 2/π to 320 bits (the table reaches bit 230).
pub(crate) fn reference_constants() -> Vec<u32> {
    const BITS: u32 = 320;
    let scaled = (Float::with_val(BITS + 64, Constant::Pi).recip() * 2u32) << BITS;
    let (integer, _) = scaled
        .to_integer_round(Round::Down)
        .expect("2/π·2^320 is finite");
    ulp_reference::constants(|i| integer.get_bit(BITS - i as u32))
}

/// One launch's undecided inputs, as (bits, result bits) pairs in input order; `evaluated`: the
/// results, where another backend evaluated them (else this one does), uploaded through
/// `uploads` where the judge has a fast path.
fn launch_range<R: Runtime>(
    client: &ComputeClient<R>,
    sweep: &DeviceReferenceSweep<'_>,
    constants: &Constants,
    ((first, n), evaluated): ((u32, u32), Option<Bytes>),
    uploads: &mut Option<FastUpload>,
    decided: &mut Decided,
) -> Result<Vec<u32>, String> {
    let f = sweep.inputs.f;
    let threads = n.div_ceil(PER_THREAD) as usize;
    let groups = threads.div_ceil(kernels::MERGED);
    let generated = sweep.inputs.generated;
    let mut parameters = [0u32; sweep_base::LEN];
    parameters[sweep_base::FIRST] = first;
    parameters[sweep_base::PER_THREAD] = PER_THREAD;
    parameters[sweep_base::COUNT] = n;
    parameters[sweep_base::FUNCTION] = f.kernel_id();
    parameters[sweep_base::GENERATED] = generated as u32;
    parameters[sweep_base::SALT] = SALT;
    parameters[sweep_base::RANGES..].copy_from_slice(&operands::ranges(f));
    let base = upload(client, &parameters);
    let got = match (evaluated, uploads) {
        (Some(bytes), Some(fast)) => fast.upload(client, &bytes)?,
        (Some(bytes), None) => client.create(bytes),
        (None, _) => evaluate_range(client, sweep.inputs, (first, n), &constants.ranges),
    };
    let summaries = uninit::<R, u32>(client, threads * summary::LEN);
    let extremes = uninit::<R, f64>(client, threads * summary::EXAMPLE_COUNT);
    let left = uninit::<R, u32>(client, n as usize * 2);
    let ran = upload(client, &[0u32]);
    let (count, dim) = cubes(threads);
    kernels::reference_range::launch::<R>(
        client,
        count,
        dim,
        arg(&base, sweep_base::LEN),
        arg(&got, n as usize),
        arg(&constants.apis.0, constants.apis.1),
        arg(&constants.params.0, constants.params.1),
        arg(&constants.reference.0, constants.reference.1),
        arg(&summaries, threads * summary::LEN),
        arg(&extremes, threads * summary::EXAMPLE_COUNT),
        arg(&left, n as usize * 2),
        arg(&ran, 1),
        sweep.library,
    );
    let merged = uninit::<R, u32>(client, groups * summary::LEN);
    let merged_extremes = uninit::<R, f64>(client, groups * summary::EXAMPLE_COUNT);
    let left_counts = uninit::<R, u32>(client, threads);
    let (count, dim) = cubes(groups);
    kernels::merge_summaries::launch::<R>(
        client,
        count,
        dim,
        arg(&summaries, threads * summary::LEN),
        arg(&extremes, threads * summary::EXAMPLE_COUNT),
        arg(&merged, groups * summary::LEN),
        arg(&merged_extremes, groups * summary::EXAMPLE_COUNT),
        arg(&left_counts, threads),
    );
    if download::<R, u32>(client, ran)? != [1] {
        return Err(format!(
            "the {} reference-sweep kernel did not run (its compilation failed; CubeCL's log says why)",
            f.name()
        ));
    }
    let s = download::<R, u32>(client, merged)?;
    decided.absorb(&s, &download::<R, f64>(client, merged_extremes)?);
    let accounted: u64 = s
        .chunks_exact(summary::LEN)
        .map(|t| {
            let bins = &t[summary::HISTOGRAM..summary::HISTOGRAM + summary::BINS];
            (bins.iter().sum::<u32>() + t[summary::SPECIAL] + t[summary::LEFT]) as u64
        })
        .sum();
    if accounted != n as u64 {
        return Err(format!(
            "the {} reference sweep accounted for {accounted} of {n} inputs",
            f.name()
        ));
    }
    let counts = download::<R, u32>(client, left_counts.clone())?;
    let mut offsets = Vec::with_capacity(threads);
    let mut total = 0u32;
    for c in counts {
        offsets.push(total);
        total += c;
    }
    if total == 0 {
        return Ok(Vec::new());
    }
    let offsets_on_device = upload(client, &offsets);
    let list = uninit::<R, u32>(client, total as usize * 2);
    let (count, dim) = cubes(threads);
    kernels::gather_left::launch::<R>(
        client,
        count,
        dim,
        arg(&base, sweep_base::LEN),
        arg(&left_counts, threads),
        arg(&offsets_on_device, threads),
        arg(&left, n as usize * 2),
        arg(&list, total as usize * 2),
    );
    download::<R, u32>(client, list)
}

/// Counts undecided (input, result bits) pairs with the host's reference.
fn count_left(inputs: Inputs, pairs: &[u32]) -> Stats {
    let got: Vec<f32> = pairs
        .chunks_exact(2)
        .map(|p| f32::from_bits(p[1]))
        .collect();
    tally(inputs.f, &got, |i| inputs.args(pairs[2 * i]))
}

impl RuntimeVisitor for DeviceReferenceSweep<'_> {
    type Output = Result<(Stats, OnDevice), String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let inputs = self.inputs;
        let f = inputs.f;
        let constants = Constants::new(client, f);
        if inputs.generated {
            check_generator::<R>(client, f, &constants.ranges)?;
            if let Some(evaluator) = self.evaluator {
                evaluator.visit(GeneratorCheck(f))?;
            }
        }
        let mut decided = Decided::default();
        let mut on_device = OnDevice::default();
        let mut max_allocation = client.properties().memory.max_page_size;
        if let Some(evaluator) = self.evaluator {
            max_allocation = max_allocation.min(evaluator.visit(MaxAllocation));
        }
        let launch = launch_size(max_allocation);
        // Where the judge's driver refuses the page-locked memory, `create` takes the results,
        // slower but to the same map.
        let mut uploads = match self.evaluator {
            Some(_) => FastUpload::new(client, launch as usize * size_of::<f32>())
                .ok()
                .flatten(),
            None => None,
        };
        let ranges: Vec<(u32, u32)> = (0..self.count)
            .step_by(launch as usize)
            .map(|start| {
                let n = launch.min(self.count - start) as u32;
                (self.first + start as u32, n)
            })
            .collect();
        let mut total = std::thread::scope(|s| -> Result<Stats, String> {
            let mut counting = Counting::new(s);
            // Another backend's results come from a thread that evaluates and reads back the
            // next launch's while this one is judged.
            let (send, receive) = std::sync::mpsc::sync_channel(1);
            let evaluating = self.evaluator.map(|evaluator| {
                let ranges = ranges.clone();
                s.spawn(move || -> Duration {
                    let mut busy = Duration::ZERO;
                    for (first, n) in ranges {
                        let t = Instant::now();
                        let bytes = evaluator.visit(Evaluated { inputs, first, n });
                        busy += t.elapsed();
                        let failed = bytes.is_err();
                        if send.send(bytes).is_err() || failed {
                            break;
                        }
                    }
                    busy
                })
            });
            for (k, &range) in ranges.iter().enumerate() {
                let t = Instant::now();
                let evaluated = match evaluating {
                    Some(_) => Some(receive.recv().map_err(|_| {
                        format!(
                            "the evaluating backend stopped before {}'s launch {k}",
                            f.name()
                        )
                    })??),
                    None => None,
                };
                let pairs = launch_range(
                    client,
                    &self,
                    &constants,
                    (range, evaluated),
                    &mut uploads,
                    &mut decided,
                )?;
                if k == 0 {
                    on_device.first_launch = t.elapsed();
                }
                on_device.device_and_bus += t.elapsed();
                counting.push(move || count_left(inputs, &pairs))?;
            }
            if let Some(thread) = evaluating {
                on_device.evaluating = Some(thread.join().map_err(|_| {
                    format!("the evaluating backend's thread panicked in {}", f.name())
                })?);
            }
            let (stats, waited) = counting.finish()?;
            on_device.waiting_for_host = waited;
            Ok(stats)
        })?;
        on_device.decided = decided.count();
        decided.into_stats(inputs, self.count, &mut total)?;
        // The hard cases of generated sets come last, as in the host-reference sweep.
        if inputs.generated {
            let hard = operands::hard_cases(f);
            total.merge(match self.evaluator {
                Some(evaluator) => evaluator.visit(ListedTally(f, hard))?,
                None => tally_listed(client, f, &hard)?,
            });
        }
        Ok((total, on_device))
    }
}

/// Results chosen by the host, judged by the device's envelope verdicts: `(operands, got)`
/// pairs of `f` with the host's f64 reference.
pub struct DeviceVerdicts {
    pub f: Function,
    pub cases: Vec<(Args, f32)>,
}

impl RuntimeVisitor for DeviceVerdicts {
    /// Per case, per API in [`Api::ALL`] order, a [`ulp_envelope::verdict`].
    type Output = Result<Vec<[u32; summary::APIS]>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let n = self.cases.len();
        let x: Vec<f32> = self.cases.iter().map(|c| c.0.x).collect();
        let y: Vec<f32> = self.cases.iter().map(|c| c.0.y).collect();
        let got: Vec<f32> = self.cases.iter().map(|c| c.1).collect();
        let (e, d): (Vec<f64>, Vec<f64>) = self
            .cases
            .iter()
            .map(|&(args, got)| {
                let r = reference(self.f, args);
                (r.exact, ordered_distance(got, r.rounded) as f64)
            })
            .unzip();
        let (apis, params) = envelope_rows(self.f);
        let constants = reference_constants();
        let out = uninit::<R, u32>(client, n * summary::APIS);
        let (count, dim) = cubes(n);
        ulp_envelope::verdicts::launch::<R>(
            client,
            count,
            dim,
            arg(&upload(client, &x), n),
            arg(&upload(client, &y), n),
            arg(&upload(client, &got), n),
            arg(&upload(client, &e), n),
            arg(&upload(client, &d), n),
            arg(&upload(client, &apis), apis.len()),
            arg(&upload(client, &params), params.len()),
            arg(&upload(client, &constants), constants.len()),
            arg(&out, n * summary::APIS),
        );
        let v = download::<R, u32>(client, out)?;
        Ok(v.chunks_exact(summary::APIS)
            .map(|c| c.try_into().expect("APIS verdicts"))
            .collect())
    }
}

/// [`ulp_reference::reference`] (fpsig's own f64 functions) of `f` at `(x, y)` pairs, evaluated
/// on the device: what the tests measure against MPFR.
pub struct OwnReference {
    pub f: Function,
    pub operands: Vec<(f32, f32)>,
}

impl RuntimeVisitor for OwnReference {
    type Output = Result<Vec<f64>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let n = self.operands.len();
        let x: Vec<f32> = self.operands.iter().map(|o| o.0).collect();
        let y: Vec<f32> = self.operands.iter().map(|o| o.1).collect();
        let table = reference_constants();
        let out = uninit::<R, f64>(client, n);
        let (count, dim) = cubes(n);
        ulp_reference::reference_values::launch::<R>(
            client,
            count,
            dim,
            arg(&upload(client, &x), n),
            arg(&upload(client, &y), n),
            arg(&upload(client, &table), table.len()),
            arg(&out, n),
            self.f.kernel_id(),
        );
        download::<R, f64>(client, out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The position of a generated set found back from its operands (to break ties between
    /// examples), and of a bit pattern.
    #[test]
    fn inputs_are_ordered_as_the_sweep_takes_them() {
        for f in [Function::Div, Function::Pow, Function::Fma] {
            let inputs = Inputs { f, generated: true };
            for n in [0u32, 1, 4095, 70_000] {
                assert_eq!(inputs.order(1 << 17, &inputs.args(n)), n as u64);
            }
            // Operands no set among the first 2^10 has come after all of them.
            assert_eq!(inputs.order(1 << 10, &inputs.args(70_000)), 1 << 10);
        }
        let unary = Inputs {
            f: Function::Exp,
            generated: false,
        };
        assert_eq!(unary.order(1 << 32, &unary.args(0x3f80_0000)), 0x3f80_0000);
    }

    #[test]
    fn launches_fit_the_largest_allocation() {
        assert_eq!(launch_size(1 << 40), LAUNCH);
        assert_eq!(launch_size(1 << 28), 1 << 25);
        assert_eq!(launch_size((1 << 28) - 1), 1 << 24);
        assert_eq!(launch_size(3 << 26), 1 << 24);
        assert_eq!(launch_size(0), PER_THREAD as u64);
    }
}
