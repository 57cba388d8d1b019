//! ulp maps of ÷, 1/x, √, rsqrt, exp, log, sin, cos, tan, pow and fma in binary32 (issue: ulp
//! maps of operations and builtins; seed 003's error measurement carried to the builtins): the
//! signed error interval against the exact value, the histogram of distances from the correctly
//! rounded result, the worst input, and the violations of every API's envelope. On GPUs the
//! unary functions are swept over all 2^32 bit patterns and the others over 2^28 operand sets
//! made on the device; CPU drivers get fixed-seed samples. The reference is the host's, except in
//! the sweeps of a GPU with f64 in its shaders (CUDA with its f64 library, SPIR-V Vulkan with
//! fpsig's own functions), where the device decides what it can ([`device_reference`]), and of a
//! GPU without (GL), whose results another backend of the machine with f64 judges so.

mod device_reference;

use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use crate::device::{arg, cubes, download, uninit, upload, Element};
use crate::evidence::{at_resolution, EnvelopeVerdict, Ulps, ENVELOPE_VERDICTS, ERROR_ULPS};
use crate::rules::api::Judge;
use crate::shaders::declared::{buffer, entry, f32s, u32s, Entry, Kernels, N, R};
use crate::shaders::Shader;
use crate::shown::{histograms, Shown, PLAIN};
use crate::signature::{Finding, Layer};
use crate::simulated::BINARY32;
use crate::ulp::envelope::{bound, Api as EnvelopeApi, Bound};
use crate::ulp::operands::{self, SALT};
use crate::ulp::stats::{tally, Counting, Example, MapExample, MapStats, Stats};
use crate::ulp::{Args, Function};
use cubecl::prelude::*;
pub use device_reference::{judge_for, DeviceVerdicts, OnDevice, OwnReference};
use device_reference::{prepare_judge, DeviceReferenceSweep, Inputs};
use fpsig_backends::{Api, Backend, RuntimeVisitor};
use fpsig_kernels::ulp as kernels;
pub use fpsig_kernels::ulp::envelope::verdict;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

pub const FAMILY: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::ulp::SOURCE,
        catalogue,
        joined,
        static_reading: &[],
    },
    id: "ulp",
    findings: &[
        ("ulp.div", "ulp map of x / y, binary32"),
        ("ulp.recip", "ulp map of 1/x (recip), binary32"),
        ("ulp.sqrt", "ulp map of sqrt(x), binary32"),
        ("ulp.inverse_sqrt", "ulp map of inverseSqrt(x), binary32"),
        ("ulp.exp", "ulp map of exp(x), binary32"),
        ("ulp.exp2", "ulp map of exp2(x), binary32"),
        ("ulp.log", "ulp map of log(x), binary32"),
        ("ulp.log2", "ulp map of log2(x), binary32"),
        ("ulp.sin", "ulp map of sin(x), binary32"),
        ("ulp.cos", "ulp map of cos(x), binary32"),
        ("ulp.tan", "ulp map of tan(x), binary32"),
        ("ulp.pow", "ulp map of pow(x, y), binary32"),
        ("ulp.fma", "ulp map of fma(x, y, z), binary32"),
    ],
    needs: Need::Nothing,
    run,
    rules,
    shown: SHOWN,
};

/// One histogram per map.
const SHOWN: Shown = Shown {
    figures: |signatures| histograms(signatures, FAMILY.findings.iter().map(|(id, _)| *id)),
    ..PLAIN
};

/// Every map is judged by each API's envelope.
fn rules(_: &str) -> Option<Judge> {
    Some(Judge::Envelope)
}

/// Functions the issue lists that CubeCL 0.10's IR cannot express.
const NOT_EXPRESSIBLE: [&str; 2] = ["ulp.exp2", "ulp.log2"];

/// Which inputs a unary function's map takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryInputs {
    /// Every bit pattern of `[first, first + count)`.
    Range { first: u32, count: u64 },
    /// This many fixed-seed bit patterns, and the hard cases.
    Sample(usize),
}

/// All 2^32 bit patterns.
pub const ALL_BIT_PATTERNS: UnaryInputs = UnaryInputs::Range {
    first: 0,
    count: 1 << 32,
};

/// Where the correctly rounded reference of a function swept over a range of bit patterns or
/// over generated operand sets is evaluated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReferenceSide {
    /// The host's f64 libm on every core, MPFR near binary32 midpoints.
    Host,
    /// The device's f64 library (CUDA's; f64 arithmetic for ÷ and fma) for every input it can
    /// decide; the host for the rest.
    DeviceLibrary,
    /// fpsig's own f64 functions on the device ([`fpsig_kernels::ulp::reference`]; f64 arithmetic
    /// for ÷ and fma) for every input it can decide; the host for the rest.
    DeviceOwn,
}

/// Where a plan asks for the reference of the functions it sweeps (a unary function's sample
/// always has the host's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReferenceChoice {
    Host,
    /// On the device; an error where the backend cannot evaluate it.
    Device,
    /// On the device where the backend can evaluate it, on the host elsewhere.
    DeviceWherePossible,
}

impl ReferenceSide {
    /// The side of `f`'s reference on `backend` under `plan`, with the backend that judges
    /// `backend`'s results where that is another one, or why the device cannot be it. The judge
    /// needs f64 in its shaders: CUDA's f64 library evaluates every function, fpsig's own
    /// functions (u64 and f64 arithmetic) do on the other backends; a backend without f64 has
    /// its results judged by [`judge_for`]'s.
    fn of(
        plan: Plan,
        f: Function,
        backend: &Backend,
    ) -> Result<(ReferenceSide, Option<&'static Backend>), String> {
        let sampled = f.arity() == 1 && matches!(plan.unary, UnaryInputs::Sample(_));
        if plan.reference == ReferenceChoice::Host || sampled {
            return Ok((ReferenceSide::Host, None));
        }
        let judge = if backend.capabilities.f64 {
            None
        } else {
            judge_for(backend)
        };
        let side = |b: &Backend| {
            if b.identity.api == Api::Cuda {
                ReferenceSide::DeviceLibrary
            } else {
                ReferenceSide::DeviceOwn
            }
        };
        match (backend.capabilities.f64, judge, plan.reference) {
            (true, _, _) => Ok((side(backend), None)),
            (false, Some(j), _) => Ok((side(j), Some(j))),
            (false, None, ReferenceChoice::DeviceWherePossible) => Ok((ReferenceSide::Host, None)),
            (false, None, _) => Err(format!(
                "{} cannot evaluate the reference of {} on the device: that needs f64 in shaders, \
                 here or on another backend of this machine",
                backend.identity.snapshot_name(),
                f.name(),
            )),
        }
    }

    /// How the signature names it, for `f`, judged on the device measured or on `judge`.
    fn describe(self, f: Function, judge: Option<&str>) -> String {
        const DECIDES: &str = concat!(
            " for every input it decides (reference farther than 2^-40 from a binary32 midpoint, ",
            "every envelope's verdict sure); the host's f64 libm and MPFR for the others"
        );
        let on = match judge {
            None => "on the device".to_string(),
            Some(j) => format!("on {j}, which judges this backend's results"),
        };
        let evaluated = match (self, f) {
            (ReferenceSide::Host, _) => {
                return "f64 on the host (libm), MPFR within 2^-45 of a binary32 midpoint".into()
            }
            (_, Function::Div | Function::Fma) => format!(
                "f64 arithmetic {on} (x / y correctly rounded; x·y exact, so x·y + z rounded once)"
            ),
            (ReferenceSide::DeviceLibrary, _) => format!("f64 {on} (the API's f64 library)"),
            (ReferenceSide::DeviceOwn, Function::Pow) => {
                format!("f64 {on} (fpsig's pow within 2^-43)")
            }
            (ReferenceSide::DeviceOwn, _) => format!(
                "f64 {on} (fpsig's exp, log, sin, cos, tan within 2^-48, f64 arithmetic otherwise)"
            ),
        };
        format!("{evaluated}{DECIDES}")
    }
}

/// How many inputs each function gets on a backend, and where their reference is evaluated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    pub unary: UnaryInputs,
    /// Generated operand sets of the binary and ternary functions.
    pub sets: u32,
    pub reference: ReferenceChoice,
}

/// GPUs: exhaustive unary sweeps and 2^28 operand sets, the reference on the device wherever the
/// backend can evaluate it; CPU drivers and browsers (whose results cross a socket): 2^16 and
/// 2^14 samples, the reference on the host.
pub fn plan(backend: &Backend) -> Plan {
    if backend.identity.sampled() {
        Plan {
            unary: UnaryInputs::Sample(1 << 16),
            sets: 1 << 14,
            reference: ReferenceChoice::Host,
        }
    } else {
        Plan {
            unary: ALL_BIT_PATTERNS,
            sets: 1 << 28,
            reference: ReferenceChoice::DeviceWherePossible,
        }
    }
}

/// Results come back in blocks of this many (64 MiB).
const BLOCK: u32 = 1 << 24;

/// One function's map on one backend.
pub struct UlpMap {
    pub stats: Stats,
    /// The input set, as the signature names it.
    pub inputs: String,
    /// Where its reference was evaluated, and what the device did where it was there.
    pub reference: ReferenceSide,
    /// The backend that judged the results where that is not the one measured.
    pub judge: Option<String>,
    pub on_device: Option<OnDevice>,
    pub shader: Shader,
}

struct Sweep {
    f: Function,
    plan: Plan,
}

/// What a block of results was computed from.
#[derive(Clone, Copy)]
enum Block {
    Range(u32),
    Generated(u32),
}

impl Block {
    fn args(self, f: Function, i: usize) -> Args {
        let (generated, base) = match self {
            Block::Range(base) => (false, base),
            Block::Generated(base) => (true, base),
        };
        Inputs { f, generated }.args(base + i as u32)
    }
}

impl Sweep {
    fn blocks(&self) -> Vec<(Block, u32)> {
        let f = self.f;
        match (f.arity(), self.plan.unary) {
            (1, UnaryInputs::Range { first, count }) => (0..count.div_ceil(BLOCK as u64))
                .map(|k| {
                    let start = k * BLOCK as u64;
                    let len = (BLOCK as u64).min(count - start) as u32;
                    (Block::Range(first + start as u32), len)
                })
                .collect(),
            (1, UnaryInputs::Sample(_)) => Vec::new(),
            _ => (0..self.plan.sets.div_ceil(BLOCK))
                .map(|k| {
                    let start = k * BLOCK;
                    (Block::Generated(start), BLOCK.min(self.plan.sets - start))
                })
                .collect(),
        }
    }

    /// Operands sent from the host: hard cases, and the fixed-seed sample of a unary function
    /// that is not swept over a range (a range of its own choosing needs no hard cases).
    fn listed(&self) -> Vec<Args> {
        let f = self.f;
        match (f.arity(), self.plan.unary) {
            (1, UnaryInputs::Range { .. }) => Vec::new(),
            (1, UnaryInputs::Sample(n)) => operands::sampled_bits(n)
                .into_iter()
                .map(Args::unary)
                .chain(operands::hard_cases(f))
                .collect(),
            _ => operands::hard_cases(f),
        }
    }
}

impl RuntimeVisitor for Sweep {
    type Output = Result<Stats, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let f = self.f;
        let id = f.kernel_id();
        let ranges = upload(client, &operands::ranges(f));
        if self.f.arity() > 1 {
            check_generator::<R>(client, self.f, &ranges)?;
        }
        let mut total = std::thread::scope(|s| -> Result<Stats, String> {
            let mut counting = Counting::new(s);
            for (block, len) in self.blocks() {
                let n = len as usize;
                let out = uninit::<R, f32>(client, n);
                let (count, dim) = cubes(n);
                match block {
                    Block::Range(base) => {
                        let base = upload(client, &[base]);
                        kernels::unary_range::launch::<R>(
                            client,
                            count,
                            dim,
                            arg(&base, 1),
                            arg(&out, n),
                            id,
                        );
                    }
                    Block::Generated(base) => {
                        let base = upload(client, &[base, SALT]);
                        kernels::generated::launch::<R>(
                            client,
                            count,
                            dim,
                            arg(&base, 2),
                            arg(&ranges, 9),
                            arg(&out, n),
                            id,
                        );
                    }
                }
                let got = download::<R, f32>(client, out)?;
                counting.push(move || tally(f, &got, |i| block.args(f, i)))?;
            }
            Ok(counting.finish()?.0)
        })?;
        total.merge(tally_listed(client, f, &self.listed())?);
        Ok(total)
    }
}

/// The statistics of `f` at operand sets sent from the host.
fn tally_listed<R: Runtime>(
    client: &ComputeClient<R>,
    f: Function,
    list: &[Args],
) -> Result<Stats, String> {
    if list.is_empty() {
        return Ok(Stats::default());
    }
    let sets: Vec<[f32; 3]> = list.iter().map(|a| [a.x, a.y, a.z]).collect();
    let got = evaluate_listed::<R, f32>(client, f, &sets)?;
    Ok(tally(f, &got, |i| list[i]))
}

/// `f` evaluated by the `listed` kernel in `E` on operand sets sent from the host.
pub(crate) fn evaluate_listed<R: Runtime, E: Element>(
    client: &ComputeClient<R>,
    f: Function,
    sets: &[[E; 3]],
) -> Result<Vec<E>, String> {
    let n = sets.len();
    let column = |k: usize| -> Vec<E> { sets.iter().map(|a| a[k]).collect() };
    let (x, y, z) = (
        upload(client, &column(0)),
        upload(client, &column(1)),
        upload(client, &column(2)),
    );
    let out = uninit::<R, E>(client, n);
    let (count, dim) = cubes(n);
    kernels::listed::launch::<E, R>(
        client,
        count,
        dim,
        arg(&x, n),
        arg(&y, n),
        arg(&z, n),
        arg(&out, n),
        f.kernel_id(),
    );
    download::<R, E>(client, out)
}

/// Checks that the host regenerates the first 4096 operand sets of `f` bit for bit.
fn check_generator<R: Runtime>(
    client: &ComputeClient<R>,
    f: Function,
    ranges: &cubecl::server::Handle,
) -> Result<(), String> {
    const N: usize = 4096;
    let base = upload(client, &[0u32, SALT]);
    let operand = [
        kernels::function::OPERAND_X,
        kernels::function::OPERAND_Y,
        kernels::function::OPERAND_Z,
    ];
    for (k, id) in operand.into_iter().enumerate() {
        let out = uninit::<R, f32>(client, N);
        let (count, dim) = cubes(N);
        kernels::generated::launch::<R>(
            client,
            count,
            dim,
            arg(&base, 2),
            arg(ranges, 9),
            arg(&out, N),
            id,
        );
        let device = download::<R, f32>(client, out)?;
        let differs = device.iter().enumerate().find(|&(n, v)| {
            let a = operands::generated(f, n as u32);
            v.to_bits() != [a.x, a.y, a.z][k].to_bits()
        });
        if let Some((n, v)) = differs {
            return Err(format!(
                "operand {k} of set {n}: the device made {:#010x}, the host expects another value",
                v.to_bits()
            ));
        }
    }
    Ok(())
}

fn describe_inputs(f: Function, plan: Plan, hard: usize) -> String {
    let power = |n: u64| {
        if n.is_power_of_two() {
            format!("2^{}", n.trailing_zeros())
        } else {
            n.to_string()
        }
    };
    match (f.arity(), plan.unary) {
        (1, ALL_BIT_PATTERNS) => "all 2^32 bit patterns".to_string(),
        (1, UnaryInputs::Range { first, count }) => {
            format!("{} bit patterns from {first:#010x}", power(count))
        }
        (1, UnaryInputs::Sample(n)) => format!(
            "{} fixed-seed bit patterns + {hard} hard cases",
            power(n as u64)
        ),
        _ => format!(
            "{} operand sets generated from index (salt {SALT:#010x}) + {hard} hard cases",
            power(plan.sets as u64)
        ),
    }
}

/// Measures the ulp map of `f` on `backend` with `plan`.
pub fn measure(backend: &Backend, f: Function, plan: Plan) -> Result<UlpMap, String> {
    let label = format!("ulp.{}", f.name());
    let (reference, judge) = ReferenceSide::of(plan, f, backend)?;
    let library = reference == ReferenceSide::DeviceLibrary;
    if let Some(judge) = judge {
        prepare_judge(judge, f, library)?;
    }
    let swept = match (f.arity(), plan.unary) {
        (1, UnaryInputs::Range { first, count }) => Some((false, first, count)),
        (1, UnaryInputs::Sample(_)) => None,
        _ => Some((true, 0, plan.sets as u64)),
    };
    let ((stats, on_device), shader) = captured(backend, &label, || match (reference, swept) {
        (
            ReferenceSide::DeviceLibrary | ReferenceSide::DeviceOwn,
            Some((generated, first, count)),
        ) => {
            let sweep = DeviceReferenceSweep {
                inputs: Inputs { f, generated },
                first,
                count,
                library,
                evaluator: judge.map(|_| backend),
            };
            judge
                .unwrap_or(backend)
                .visit(sweep)
                .map(|(s, d)| (s, Some(d)))
        }
        _ => backend.visit(Sweep { f, plan }).map(|s| (s, None)),
    })?;
    let hard = operands::hard_cases(f).len();
    Ok(UlpMap {
        stats,
        inputs: describe_inputs(f, plan, hard),
        reference,
        judge: judge.map(|j| j.identity.snapshot_name()),
        on_device,
        shader,
    })
}

fn example(f: Function, e: &Example) -> String {
    format!(
        "{}({}) = {:#010x}, exact {:e} ({:+.3} ulp)",
        f.name(),
        e.args.hex(f.arity()),
        e.got.to_bits(),
        e.exact,
        e.error
    )
}

/// The finding of one binary32 map.
pub fn finding(test: &str, f: Function, map: &UlpMap) -> Finding {
    map_finding(
        test,
        f,
        &map.stats,
        (
            map.inputs.clone(),
            &map.reference.describe(f, map.judge.as_deref()),
        ),
        |api| bound(api, BINARY32, f),
        |e| example(f, e),
    )
    .with("mpfr_rechecked", map.stats.rechecked)
    .with(
        "shaders",
        shader_hashes(&VariantSources::from([("map", map.shader.clone())])),
    )
}

/// What every map's finding shows, whatever the format: the verdict (error interval, results
/// not correctly rounded, subnormal inputs and outputs read as zero, and the envelopes left),
/// the inputs and the reference, the histogram as one line per bin (a list, not a map: bins
/// stay in numeric order), each API envelope's line, the special values, and the worst
/// example if it is more than half an ulp off. `example` writes an evaluation as its format
/// shows it.
pub fn map_finding<E: MapExample>(
    test: &str,
    f: Function,
    s: &MapStats<E>,
    (inputs, reference): (String, &str),
    bound: impl Fn(EnvelopeApi) -> Bound,
    example: impl Fn(&E) -> String,
) -> Finding {
    let error = |e: &Option<E>| e.map_or(0.0, |e| e.error());
    let interval = format!("[{:.3}, {:.3}]", error(&s.min), error(&s.max));
    let error_ulps = [error(&s.min), error(&s.max)].map(|e| Ulps(at_resolution(e, 3)));
    let mut verdict = format!(
        "error in {interval} ulp, {} of {} not correctly rounded",
        s.not_rounded, s.compared
    );
    if s.flushed_inputs + s.flushed_outputs > 0 {
        verdict += &format!(
            " (+{} subnormal inputs and {} outputs read as zero)",
            s.flushed_inputs, s.flushed_outputs
        );
    }
    let histogram: Vec<Value> = s
        .histogram_bins()
        .into_iter()
        .map(|(k, n)| Value::from(format!("{k}: {n}")))
        .collect();
    let mut outside = Vec::new();
    let mut envelopes = Map::new();
    let mut envelope_verdicts = BTreeMap::new();
    for (api, t) in &s.envelopes {
        let (mut text, typed) = match bound(*api) {
            Bound::Unstated => ("no bound stated".to_string(), EnvelopeVerdict::Unstated),
            Bound::Absent(why) => (
                format!("no such function: {why}"),
                EnvelopeVerdict::NoSuchFunction,
            ),
            Bound::NotTranscribed => (
                "not transcribed".to_string(),
                EnvelopeVerdict::NotTranscribed,
            ),
            _ if t.violations == 0 => ("within".to_string(), EnvelopeVerdict::Within),
            _ => {
                outside.push(format!("{} ({})", api.name(), t.violations));
                (
                    format!("{} violations", t.violations),
                    EnvelopeVerdict::Violated,
                )
            }
        };
        envelope_verdicts.insert(api.name().to_string(), typed);
        if t.accepted_flushed > 0 {
            text += &format!(", {} only with flushed inputs", t.accepted_flushed);
        }
        if let Some(w) = &t.worst {
            text += &format!("; worst {}", example(w));
        }
        envelopes.insert(api.name().to_string(), Value::from(text));
    }
    verdict += &if outside.is_empty() {
        "; within every envelope".to_string()
    } else {
        format!("; outside {}", outside.join(", "))
    };
    let mut special = json!({"inputs": s.special, "mismatches": s.special_mismatches});
    if s.special_flushed > 0 {
        special["matched_with_flushed_inputs"] = s.special_flushed.into();
    }
    let worst = [&s.min, &s.max]
        .into_iter()
        .flatten()
        .max_by(|a, b| a.error().abs().total_cmp(&b.error().abs()))
        .filter(|w| w.error().abs() > 0.5);
    let finding = Finding::new(test, verdict, Layer::Execution);
    let finding = ERROR_ULPS.put(finding, error_ulps);
    ENVELOPE_VERDICTS
        .put(finding, envelope_verdicts)
        .with("function", f.written())
        .with("inputs", inputs)
        .with("reference", reference)
        .with("compared", s.compared)
        .with("not_correctly_rounded", s.not_rounded)
        .with("ulp_interval", interval)
        .with("histogram", histogram)
        .with("envelopes", envelopes)
        .with("special", special)
        .with_some("worst", worst.map(&example))
        .with_some("special_example", s.special_example.as_ref().map(&example))
}

fn run(backend: &Backend) -> Result<Findings, String> {
    let plan = plan(backend);
    let mut findings = Findings::new();
    for (id, test) in FAMILY.findings {
        let finding = match id.strip_prefix("ulp.").and_then(Function::from_name) {
            Some(f) => finding(test, f, &measure(backend, f, plan)?),
            None => {
                debug_assert!(NOT_EXPRESSIBLE.contains(id));
                Finding::new(
                    test,
                    "not measurable through CubeCL 0.10: its IR has exp and ln but no exp2 or log2",
                    Layer::NotRun,
                )
            }
        };
        findings.push((id, finding));
    }
    Ok(findings)
}

/// The ulp maps' kernels: every function's generated or ranged inputs, its listed (hard-case)
/// evaluation in binary32 (the other formats' are their families'), and the device reference
/// sweep of the unary ones.
fn catalogue() -> Vec<Entry> {
    let mut entries = Vec::new();
    for f in Function::ALL {
        let id = f.kernel_id();
        let name = f.name();
        if f.arity() == 1 {
            entries.push(entry(format!("ulp.unary_range.{name}"), move |c| {
                let (count, dim) = cubes(N);
                kernels::unary_range::launch::<R>(c, count, dim, u32s(c, 1), f32s(c, N), id)
            }));
        } else {
            entries.push(entry(format!("ulp.generated.{name}"), move |c| {
                let (count, dim) = cubes(N);
                let args = (u32s(c, 2), u32s(c, 9), f32s(c, N));
                kernels::generated::launch::<R>(c, count, dim, args.0, args.1, args.2, id)
            }));
        }
        entries.push(listed::<f32>(f, "f32"));
    }
    for (label, id) in [
        ("x", kernels::function::OPERAND_X),
        ("y", kernels::function::OPERAND_Y),
        ("z", kernels::function::OPERAND_Z),
    ] {
        entries.push(entry(format!("ulp.generated.operand_{label}"), move |c| {
            let (count, dim) = cubes(N);
            let args = (u32s(c, 2), u32s(c, 9), f32s(c, N));
            kernels::generated::launch::<R>(c, count, dim, args.0, args.1, args.2, id)
        }));
    }
    // The device reference sweep's judging kernel, one for every unary function (with the
    // backend's f64 library or fpsig's own functions), and the device's envelope verdicts.
    for (variant, library) in [("", true), ("_own", false)] {
        entries.push(entry(format!("ulp.reference_range{variant}"), move |c| {
            let (count, dim) = cubes(N);
            let summary = u32s(c, N * kernels::summary::LEN);
            let examples = N * kernels::summary::EXAMPLE_COUNT;
            let (base, got, extremes) = (u32s(c, 4), f32s(c, N), buffer::<f64>(c, examples));
            let apis = kernels::summary::APIS;
            let (rows, params) = (u32s(c, 2 * apis), buffer::<f64>(c, 4 * apis));
            let constants = u32s(c, fpsig_kernels::ulp::reference::ONE_AT + 1);
            let (left, ran) = (u32s(c, 2 * N), u32s(c, 1));
            kernels::reference_range::launch::<R>(
                c, count, dim, base, got, rows, params, constants, summary, extremes, left, ran,
                library,
            )
        }));
    }
    entries.push(entry("ulp.verdicts", |c| {
        let (count, dim) = cubes(N);
        let apis = kernels::summary::APIS;
        let (x, y, got) = (f32s(c, N), f32s(c, N), f32s(c, N));
        let (e, d) = (buffer::<f64>(c, N), buffer::<f64>(c, N));
        let (rows, params) = (u32s(c, 2 * apis), buffer::<f64>(c, 4 * apis));
        let constants = u32s(c, fpsig_kernels::ulp::reference::ONE_AT + 1);
        fpsig_kernels::ulp::envelope::verdicts::launch::<R>(
            c,
            count,
            dim,
            x,
            y,
            got,
            e,
            d,
            rows,
            params,
            constants,
            u32s(c, N * apis),
        )
    }));
    entries.push(entry("ulp.merge_summaries", |c| {
        let (count, dim) = cubes(N);
        let (len, examples) = (kernels::summary::LEN, kernels::summary::EXAMPLE_COUNT);
        let (summary, extremes) = (u32s(c, N * len), buffer::<f64>(c, N * examples));
        let (merged, merged_extremes) = (u32s(c, N * len), buffer::<f64>(c, N * examples));
        kernels::merge_summaries::launch::<R>(
            c,
            count,
            dim,
            summary,
            extremes,
            merged,
            merged_extremes,
            u32s(c, N),
        )
    }));
    entries.push(entry("ulp.gather_left", |c| {
        let (count, dim) = cubes(N);
        let (base, counts, offsets) = (u32s(c, 3), u32s(c, N), u32s(c, N));
        let (left, list) = (u32s(c, 2 * N), u32s(c, 2 * N));
        kernels::gather_left::launch::<R>(c, count, dim, base, counts, offsets, left, list)
    }));
    entries
}

/// `f`'s listed (hard-case) evaluation in format `E`, for the catalogue.
pub(crate) fn listed<E: Element>(f: Function, format: &'static str) -> Entry {
    entry(format!("ulp.listed.{format}.{}", f.name()), move |c| {
        let (count, dim) = cubes(N);
        let e = |n| buffer::<E>(c, n);
        kernels::listed::launch::<E, R>(c, count, dim, e(N), e(N), e(N), e(N), f.kernel_id())
    })
}

/// The maps' captures: each map's kernels, with the judging kernels compiled within the first
/// map that needs them, are one shader.
fn joined() -> Vec<Vec<String>> {
    let mut joined = Vec::new();
    let gather = "ulp.gather_left".to_string();
    for f in ["div", "fma", "pow"] {
        // The map, after the operand generator's self-check where the run compiled it first
        // (div; later maps reuse those kernels), then its listed hard cases; with the reference
        // on the device, the first map also compiles the judging kernel (the backend's f64
        // library or fpsig's own functions) and the merging of its summaries, and the first
        // map that leaves inputs to the host the gathering of them.
        let map = format!("ulp.generated.{f}");
        let listed = format!("ulp.listed.f32.{f}");
        let check = ["x", "y", "z"].map(|o| format!("ulp.generated.operand_{o}"));
        let first = [check.as_slice(), &[map.clone(), listed.clone()]].concat();
        for variant in ["", "_own"] {
            let judging = [
                "ulp.merge_summaries".to_string(),
                format!("ulp.reference_range{variant}"),
            ];
            joined.push([first.as_slice(), &judging].concat());
            joined.push([std::slice::from_ref(&gather), &first, &judging].concat());
        }
        joined.push(first);
        joined.push(vec![gather.clone(), map.clone(), listed.clone()]);
        joined.push(vec![map, listed]);
    }
    for f in [
        "recip",
        "sqrt",
        "inverse_sqrt",
        "exp",
        "log",
        "sin",
        "cos",
        "tan",
    ] {
        // The first device reference sweep of a run: its kernels, shared by every unary function
        // (the judging kernel with the backend's f64 library or fpsig's own functions, the
        // merging of its summaries and the gathering of the inputs it left to MPFR), and the
        // function's results.
        for variant in ["", "_own"] {
            joined.push(vec![
                "ulp.gather_left".to_string(),
                "ulp.merge_summaries".to_string(),
                format!("ulp.reference_range{variant}"),
                format!("ulp.unary_range.{f}"),
            ]);
        }
    }
    joined
}
