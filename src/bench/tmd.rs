//! `fpsig bench tmd`: the seed's Tables I and II for one interval, every L-algorithm variant on
//! the GPU and the CPU (one core and all cores) in one run, on the same coefficients.

use crate::terminal::table::{Align, Table};
use crate::tmd::args::SearchArgs;
use crate::tmd::summary::cpu_threads;
use fpsig_backends::Backend;
use fpsig_harness::tmd::approx::{Coefficients, Model};
use fpsig_harness::tmd::cpu::{self, Counts, PhaseTimes};
use fpsig_harness::tmd::generator::{DevicePolynomials, STRIDE};
use fpsig_harness::tmd::gpu::{self, Source};
use fpsig_harness::tmd::interval::Split;
use fpsig_harness::tmd::search::{run_batch, Engine, Request, BATCH, CHUNK_LOG2_JS};
use fpsig_harness::tmd::verify::{check, Case};
use fpsig_harness::tmd::{Deploy, Limbs, Remainder, Variant, SEED_LOG2_POINTS};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::{Duration, Instant};

pub struct Options {
    pub search: SearchArgs,
    pub out: Option<PathBuf>,
    /// Leave out the single-core CPU runs (minutes on long intervals).
    pub single_core: bool,
    /// A binade to time end to end as `fpsig tmd --binade` (on a device).
    pub whole_binade: Option<String>,
    /// The threads per GPU to time the binade with (empty: 1 and `--streams`).
    pub stream_counts: Vec<u32>,
}

/// The seed's figures (002 Table II, 004 slides 16 and 21), C2070 and one X5650 core, seconds.
fn paper(variant: Variant, cpu: bool) -> Option<f64> {
    use Remainder::*;
    match (cpu, variant.deploy, variant.remainder, variant.swap) {
        (true, _, Subtractive, false) => Some(4.34),
        (true, _, Hybrid(3), false) => Some(5.1),
        (true, _, Division, false) => Some(13.54),
        (false, Deploy::Three, Subtractive, false) => Some(0.35),
        (false, Deploy::Three, Hybrid(3), false) => Some(0.265),
        (false, Deploy::Three, Division, false) => Some(0.71),
        (false, Deploy::Three, Subtractive, true) => Some(0.37),
        (false, Deploy::Three, Hybrid(3), true) => Some(0.249),
        (false, Deploy::Three, Division, true) => Some(0.63),
        // Table II's "one kernel" row, beside the hybrid three-kernel total of 0.265 s.
        (false, Deploy::One, Hybrid(3), false) => Some(0.348),
        _ => None,
    }
}

struct Batches {
    models: Vec<Model>,
    /// Each model's polynomials for generation on the device, where it allows it.
    polynomials: Vec<Option<DevicePolynomials>>,
    /// (model index, first J, coefficients).
    batches: Vec<(usize, u64, Coefficients)>,
    /// Polynomials re-centred on each batch (`DevicePolynomials::for_chunk`, as `fpsig tmd`
    /// generates) instead of the piece's.
    per_chunk: bool,
}

struct Measured {
    counts: Counts,
    candidates: Vec<(usize, u64, u32, u32)>,
    times: PhaseTimes,
    upload: Duration,
    generation: Duration,
    /// Total of the first run of each batch, right after its upload (on the GPU each batch
    /// runs twice on the same resident coefficients and the second run is the one in `times`).
    first: Duration,
}

/// One line of Table II.
struct Row {
    engine: String,
    variant: Variant,
    cpu: bool,
    times: PhaseTimes,
    upload: Duration,
    first: Duration,
}

impl Row {
    fn new(engine: &str, variant: Variant, cpu: bool, m: &Measured) -> Row {
        Row {
            engine: engine.into(),
            variant,
            cpu,
            times: m.times,
            upload: m.upload,
            first: m.first,
        }
    }
}

/// Every batch's phases on `engine`; on a device, with the coefficients generated there when
/// `generate` is set (and the piece allows it), uploaded otherwise.
fn measure(
    b: &Batches,
    engine: Engine,
    variant: Variant,
    generate: bool,
) -> Result<Measured, String> {
    let mut m = Measured {
        counts: Counts::default(),
        candidates: Vec::new(),
        times: PhaseTimes::default(),
        upload: Duration::ZERO,
        generation: Duration::ZERO,
        first: Duration::ZERO,
    };
    for (piece, first, co) in &b.batches {
        let params = b.models[*piece].params(*first);
        let chunk;
        let source = match &b.polynomials[*piece] {
            Some(polynomials) if generate => Source::Device {
                polynomials: if b.per_chunk {
                    chunk = polynomials.for_chunk(&b.models[*piece], *first, co.len() as u64);
                    &chunk
                } else {
                    polynomials
                },
                first: *first,
                count: co.len() as u64,
            },
            _ => Source::Host(co),
        };
        let found = match engine {
            Engine::Cpu => run_batch(engine, source, &params, variant)?,
            Engine::Gpu(backend, limbs) => {
                let (found, first_run) =
                    gpu::search_twice(backend, limbs, source, &params, variant)?;
                m.first += first_run;
                found
            }
        };
        m.counts.add(found.counts);
        m.times.add(found.times);
        m.upload += found.upload;
        m.generation += found.generation;
        m.candidates.extend(
            found
                .candidates
                .iter()
                .map(|&(j, k)| (*piece, *first, j, k)),
        );
    }
    Ok(m)
}

/// Phase 1 with subtractive remainders and no swap as one plain loop on one thread, with no
/// variant dispatch and no thread pool: the yardstick of the CPU engine's one-core phase 1.
/// Returns the Js that fail (every J taken as full).
fn plain_phase1(co: &Coefficients, n: u64, sigma: u32, base: u64) -> u64 {
    let mut failed = 0;
    for j in 0..co.len() {
        // The search's chord and half-width, so that the count is the search's.
        let (a, b, d0) = cpu::chord((co.a[j], co.b[j], co.c[j]), n, sigma, base);
        failed += !plain_lower_bound(a, b, d0, n) as u64;
    }
    failed
}

/// Seed 002's Algorithm 1 with its remainders by repeated subtraction, as written: `true` only
/// when every `{b − a·k}`, `0 ≤ k < n`, is at least `d0`; `false` only when one with
/// `0 ≤ k < 2n` is below it (its last step may look past `n`: a failure is conservative, as the
/// search's phases 2 and 3 expect).
fn plain_lower_bound(a: u64, b: u64, d0: u64, n: u64) -> bool {
    let (mut x, mut y, mut d, mut u, mut v) = (a, a.wrapping_neg(), b, 1u64, 1u64);
    if d < d0 {
        return false;
    }
    if a == 0 {
        return true;
    }
    loop {
        if d < x {
            while x < y && u + v < n {
                y -= x;
                u += v;
            }
            if u + v >= n {
                return true;
            }
            x -= y;
            v += u;
        } else {
            d -= x;
            if d < d0 {
                return false;
            }
            while y < x && u + v < n {
                x -= y;
                v += u;
            }
            if u + v >= n {
                return true;
            }
            y -= x;
            u += v;
        }
    }
}

/// Runs `f` on a one-thread rayon pool.
fn single_core<T: Send>(f: impl FnOnce() -> T + Send) -> Result<T, String> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .map_err(|e| format!("cannot start a thread pool: {e}"))?;
    Ok(pool.install(f))
}

/// Notes in `out` where a run found other counts or candidates than the first run.
fn agree(reference: &Option<Measured>, m: &Measured, what: &str, out: &mut String) {
    if let Some(r) = reference {
        if r.counts != m.counts || r.candidates != m.candidates {
            let _ = writeln!(
                out,
                "MISMATCH: {what} found {:?} where the first run found {:?}",
                m.counts, r.counts
            );
        }
    }
}

fn ms(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64() * 1e3)
}

/// Every run of the bench, and the first one's counts and candidates, which every other run
/// must find (a run that does not is named in the output).
#[derive(Default)]
struct Runs {
    rows: Vec<Row>,
    reference: Option<Measured>,
}

impl Runs {
    fn add(&mut self, engine: &str, v: Variant, cpu: bool, m: Measured, out: &mut String) {
        agree(&self.reference, &m, &format!("{engine} {}", v.name()), out);
        self.rows.push(Row::new(engine, v, cpu, &m));
        self.reference.get_or_insert(m);
    }
}

/// The request the options name, every piece at one N (by default the seed's, whose tables the
/// bench's stand beside).
fn request(o: &Options) -> Result<Request, String> {
    let mut request = o.search.request(Variant::default())?;
    if o.search.log2_n.is_none() {
        request.log2_n = SEED_LOG2_POINTS;
    }
    if request.exhaustive {
        return Err("fpsig bench tmd times the L-algorithm: --exhaustive is for fpsig tmd".into());
    }
    Ok(request)
}

/// The pieces' models and coefficient batches, and the host's time for them.
fn approximations(request: &Request) -> Result<(Split, Batches, Duration), String> {
    let start = Instant::now();
    let split = request.split()?;
    let models = request.models(&split)?;
    let mut batches = Vec::new();
    for (i, m) in models.iter().enumerate() {
        for (first, last) in m.batches(BATCH) {
            batches.push((i, first, m.coefficients(first, last)));
        }
    }
    let approximations = start.elapsed();
    let polynomials = models
        .iter()
        .map(|m| DevicePolynomials::new(m).ok())
        .collect();
    let b = Batches {
        models,
        polynomials,
        batches,
        per_chunk: false,
    };
    Ok((split, b, approximations))
}

fn count_js(b: &Batches) -> u64 {
    b.models.iter().map(|m| m.intervals).sum()
}

/// What is searched, the phases' half-widths, the host's time for the approximations.
fn describe(
    o: &Options,
    request: &Request,
    split: &Split,
    b: &Batches,
    approximations: Duration,
) -> String {
    let mut out = String::new();
    let intervals = count_js(b);
    let _ = writeln!(
        out,
        "{} on [{}, {}) {}, p' = {}, N = 2^{}: {} inputs, {} intervals J in {} piece(s)",
        request.function.name(),
        o.search.from,
        o.search.to,
        request.format.name(),
        request.pprime,
        request.log2_n,
        split.points(),
        intervals,
        b.models.len()
    );
    if let Some(m) = b.models.first() {
        let e = m.budget.eps.map(|e| format!("2^{:.2}", e.log2()));
        let _ = writeln!(
            out,
            "half-widths (grid units; phases 1 and 2 at most these, the window plus each J's own \
             curvature): phase 1 {}, phase 2 {}, phase 3 window {}; model error 2^{:.1}",
            e[0],
            e[1],
            e[2],
            m.budget.model.log2()
        );
    }
    let _ = writeln!(
        out,
        "approximations (rug Taylor polynomial + difference tables, {} threads): {:.3} s = {:.1} ns per J (paper: 9.3 s on the CPU)\n",
        cpu_threads(),
        approximations.as_secs_f64(),
        approximations.as_secs_f64() * 1e9 / intervals.max(1) as f64
    );
    out
}

/// Every GPU variant on uploaded coefficients (and the 32-bit-limb form of the best).
fn gpu_uploaded(
    b: &Batches,
    backend: &Backend,
    limbs: Limbs,
    runs: &mut Runs,
    out: &mut String,
) -> Result<(), String> {
    let name = backend.identity.snapshot_name();
    let mut variants: Vec<(Limbs, Variant)> = Variant::gpu_variants()
        .into_iter()
        .map(|v| (limbs, v))
        .collect();
    // The cost of the 32-bit-limb form, on the best variant, where 64-bit words run.
    if limbs == Limbs::U64 {
        variants.push((Limbs::U32Pair, Variant::default()));
    }
    for (limbs, v) in variants {
        let m = measure(b, Engine::Gpu(backend, limbs), v, false)?;
        let engine = format!("GPU {name} {}", limbs.name());
        runs.add(&engine, v, false, m, out);
    }
    Ok(())
}

/// The best variant with the coefficients generated on the device instead of uploaded: stepped
/// by difference table where the plan allows it (per chunk, then per piece), then every J
/// translated on its own.
fn gpu_generated(
    b: &mut Batches,
    backend: &Backend,
    limbs: Limbs,
    approximations: Duration,
    runs: &mut Runs,
    out: &mut String,
) -> Result<(), String> {
    let name = backend.identity.snapshot_name();
    let intervals = count_js(b);
    let v = Variant::default();
    let stepped = b.polynomials.clone();
    let translated = stepped.iter().map(|p| p.as_ref().map(|p| p.translated()));
    let per_chunk = format!(
        "stepped by difference table where planned, the polynomials re-centred on each batch \
         of 2^{} Js (as fpsig tmd re-centres on each chunk, of 2^{CHUNK_LOG2_JS} Js by default)",
        BATCH.ilog2()
    );
    let forms = [
        (
            "stepped, per chunk",
            per_chunk.as_str(),
            stepped.clone(),
            true,
        ),
        (
            "stepped",
            "stepped by difference table where planned, the piece's polynomials",
            stepped.clone(),
            false,
        ),
        (
            "per J",
            "translated per thread",
            translated.collect(),
            false,
        ),
    ];
    for (short, form, polynomials, per_chunk) in forms {
        b.polynomials = polynomials;
        b.per_chunk = per_chunk;
        let m = measure(b, Engine::Gpu(backend, limbs), v, true)?;
        let engine = format!("GPU {name} {}, generated {short}", limbs.name());
        let mut plans: Vec<String> = (b.polynomials.iter().flatten())
            .map(|p| match p.stepping {
                Some(s) => {
                    let [v, sl, c] = s.orders;
                    format!(
                        "degree {}, {} steps of {STRIDE} Js, value to Δ^{v}, slope to \
                         Δ^{sl}, curvature to Δ^{c}",
                        p.degree, s.steps
                    )
                }
                None => format!("degree {}, each J", p.degree),
            })
            .collect();
        if per_chunk {
            let degrees: Vec<u32> = (b.batches.iter())
                .filter_map(|(piece, first, co)| {
                    let p = b.polynomials[*piece].as_ref()?;
                    Some(
                        p.for_chunk(&b.models[*piece], *first, co.len() as u64)
                            .degree,
                    )
                })
                .collect();
            let (lo, hi) = (degrees.iter().min(), degrees.iter().max());
            if let (Some(lo), Some(hi)) = (lo, hi) {
                plans.push(format!("degree {lo} to {hi} per batch"));
            }
        }
        let _ = writeln!(
            out,
            "approximations generated on the device, {form} ({} of {} pieces: {}): {:.3} ms = {:.3} ns per J, {:.0}× faster than the host's",
            b.polynomials.iter().flatten().count(),
            b.models.len(),
            plans.join(", "),
            m.generation.as_secs_f64() * 1e3,
            m.generation.as_secs_f64() * 1e9 / intervals.max(1) as f64,
            approximations.as_secs_f64() / m.generation.as_secs_f64()
        );
        runs.add(&engine, v, false, m, out);
    }
    b.polynomials = stepped;
    b.per_chunk = false;
    Ok(())
}

/// The three-kernel variants on every core, and on one where asked (`single`).
fn cpu_runs(b: &Batches, single: bool, runs: &mut Runs, out: &mut String) -> Result<(), String> {
    let all_cores = format!("CPU {} cores", cpu_threads());
    for v in Variant::three_kernel_variants() {
        let m = measure(b, Engine::Cpu, v, false)?;
        runs.add(&all_cores, v, true, m, out);
        if single {
            let m = single_core(|| measure(b, Engine::Cpu, v, false))??;
            runs.add("CPU 1 core", v, true, m, out);
        }
    }
    Ok(())
}

/// Table I: the intervals left after each phase; returns the MPFR-checked cases.
fn table_one(
    request: &Request,
    split: &Split,
    b: &Batches,
    reference: &Measured,
    out: &mut String,
) -> Vec<Case> {
    let c = reference.counts;
    let t = Instant::now();
    let mut cases: Vec<Case> = reference
        .candidates
        .iter()
        .map(|&(piece, first, j, k)| {
            check(
                request.function,
                request.format,
                &b.models[piece].input(first, j, k),
            )
        })
        .collect();
    let rejected = cases.iter().filter(|c| !c.is_hard(request.pprime)).count();
    cases.retain(|c| c.is_hard(request.pprime));
    cases.extend(
        split
            .zeros
            .iter()
            .map(|x| check(request.function, request.format, x)),
    );
    cases.sort_by(|a, b| a.x.partial_cmp(&b.x).expect("finite inputs"));
    let verify = t.elapsed();
    let per_mille = |n: u64| n as f64 * 1000.0 / c.intervals.max(1) as f64;
    let _ = writeln!(
        out,
        "Table I: intervals per phase (paper, exp in [1, 1+2^-13]: 2^25, 109048, 2182, 243)"
    );
    let _ = writeln!(out, "  phase 1 (J)    {:>10}  1000‰", c.intervals);
    let _ = writeln!(
        out,
        "  phase 2 (J)    {:>10}  {:.3}‰",
        c.failed_j,
        per_mille(c.failed_j)
    );
    let _ = writeln!(
        out,
        "  phase 3 (K)    {:>10}  {:.3}‰",
        c.failed_k,
        per_mille(c.failed_k)
    );
    let _ = writeln!(
        out,
        "  HR-cases       {:>10}  ({} candidates, {} inside the error margin rejected by MPFR; check {:.3} s)\n",
        cases.len(),
        c.candidates,
        rejected,
        verify.as_secs_f64()
    );
    cases
}

/// Table II: each run's phases, beside the seed's.
fn table_two(rows: &[Row], out: &mut String) {
    let _ = writeln!(
        out,
        "Table II: time of the HR-case search, coefficients already on the device (ms). GPU: each batch runs twice on the same resident \
         coefficients and the second run is timed; upload: the coefficients' transfer; 1st run: the total of the first runs, right after the uploads"
    );
    let mut table = Table::new(&[
        ("engine", Align::Left),
        ("variant", Align::Left),
        ("phase 1", Align::Right),
        ("phase 2", Align::Right),
        ("phase 3", Align::Right),
        ("total", Align::Right),
        ("paper s", Align::Right),
        ("upload", Align::Right),
        ("1st run", Align::Right),
    ]);
    for Row {
        engine,
        variant: v,
        cpu,
        times,
        upload,
        first,
    } in rows
    {
        let paper = paper(*v, *cpu && engine.contains("1 core"))
            .filter(|_| !*cpu || engine.contains("1 core"))
            .map_or(String::new(), |p| format!("{p:.3}"));
        // One launch runs every phase: only its total is known.
        let phase = |i: usize| match v.deploy {
            Deploy::One => "-".to_string(),
            Deploy::Three => ms(times.0[i]),
        };
        table.row(vec![
            engine.clone(),
            v.name(),
            phase(0),
            phase(1),
            phase(2),
            ms(times.total()),
            paper,
            if *cpu { String::new() } else { ms(*upload) },
            if *cpu { String::new() } else { ms(*first) },
        ]);
    }
    for line in table.render().lines() {
        let _ = writeln!(out, "  {line}");
    }
}

const SUBTRACTIVE: Variant = Variant {
    remainder: Remainder::Subtractive,
    swap: false,
    deploy: Deploy::Three,
};

/// One core per J, and its phase 1 against a plain loop of the same algorithm on one core.
fn cpu_baseline(b: &Batches, rows: &[Row], c: Counts, out: &mut String) {
    let intervals = count_js(b);
    let single: Vec<_> = rows.iter().filter(|r| r.engine == "CPU 1 core").collect();
    if !single.is_empty() {
        let _ = writeln!(out, "\nCPU baseline: per J on one core (paper: 4.52 s for the interval = {:.0} ns per J of its 2^24, or {:.0} ns per its \"2^25\")",
            4.52e9 / 2f64.powi(24), 4.52e9 / 2f64.powi(25));
        for r in &single {
            let _ = writeln!(
                out,
                "  {:<28} {:.3} s = {:.1} ns per J",
                r.variant.name(),
                r.times.total().as_secs_f64(),
                r.times.total().as_secs_f64() * 1e9 / intervals.max(1) as f64
            );
        }
    }
    let subtractive = SUBTRACTIVE;
    if let Some(engine) = single.iter().find(|r| r.variant == subtractive) {
        let start = Instant::now();
        let failed: u64 = b
            .batches
            .iter()
            .map(|(piece, _, co)| {
                let m = &b.models[*piece];
                plain_phase1(co, m.points_per_interval(), m.sigma, m.window_fixed)
            })
            .sum();
        let plain = start.elapsed().as_secs_f64();
        let engine = engine.times.0[0].as_secs_f64();
        let per_j = |t: f64| t * 1e9 / intervals.max(1) as f64;
        let _ = writeln!(
            out,
            "  phase 1 ({}) against a plain loop of the same algorithm on one core: {:.1} ns per J against {:.1} ns per J ({} Js fail in both: {}): {:.2}×",
            subtractive.name(),
            per_j(engine),
            per_j(plain),
            failed,
            if failed == c.failed_j { "yes" } else { "NO" },
            engine / plain
        );
    }
}

/// The GPU's phase 1 against a plain loop of Algorithm 1 on the GPU (native u64 words).
fn gpu_baseline(
    b: &Batches,
    rows: &[Row],
    c: Counts,
    backend: &Backend,
    out: &mut String,
) -> Result<(), String> {
    let subtractive = SUBTRACTIVE;
    let engine = format!(
        "GPU {} {}",
        backend.identity.snapshot_name(),
        Limbs::U64.name()
    );
    let mut plain = Duration::ZERO;
    let mut failed = 0;
    for (piece, first, co) in &b.batches {
        let (f, t) = gpu::plain_phase1_on(backend, co, &b.models[*piece].params(*first))?;
        failed += f;
        plain += t;
    }
    let _ = writeln!(
        out,
        "\nGPU phase 1 against a plain loop of Algorithm 1 (native u64, subtractive, counting only: {:.3} ms, {failed} Js fail; {}):",
        plain.as_secs_f64() * 1e3,
        if failed == c.failed_j { "the same Js as the search" } else { "NOT the search's count" }
    );
    for variant in [subtractive, Variant::default()] {
        if let Some(row) = rows
            .iter()
            .find(|r| r.engine == engine && r.variant == variant)
        {
            let _ = writeln!(
                out,
                "  {engine} {:<28} phase 1 {:.3} ms: {:.2}× the plain loop",
                variant.name(),
                row.times.0[0].as_secs_f64() * 1e3,
                row.times.0[0].as_secs_f64() / plain.as_secs_f64()
            );
        }
    }
    Ok(())
}

/// Each GPU run against one CPU core on the same variant.
fn speedups(rows: &[Row], out: &mut String) {
    let single: Vec<_> = rows.iter().filter(|r| r.engine == "CPU 1 core").collect();
    let _ = writeln!(
        out,
        "\nGPU speedup over one CPU core, same variant (bars: kernels ≤ 10 ms, ≥ 300×):"
    );
    for gpu in rows.iter().filter(|r| !r.cpu) {
        let cpu = single.iter().find(|r| {
            r.variant.remainder == gpu.variant.remainder && r.variant.swap == gpu.variant.swap
        });
        if let Some(cpu) = cpu {
            let _ = writeln!(
                out,
                "  {:<48} {:<28} {:>9.3} ms vs {:>9.1} ms: {:.0}×",
                gpu.engine,
                gpu.variant.name(),
                gpu.times.total().as_secs_f64() * 1e3,
                cpu.times.total().as_secs_f64() * 1e3,
                cpu.times.total().as_secs_f64() / gpu.times.total().as_secs_f64()
            );
        }
    }
}

/// How unevenly phase 1's loop runs across a warp of 32 Js, per remainder method.
fn divergence(request: &Request, b: &Batches, out: &mut String) {
    let intervals = count_js(b);
    // The swap changes the cost of an iteration, not their number; a dividing remainder method
    // takes a run of zero quotients as one iteration, so Algorithm 1 as written is counted too.
    let _ = write!(
        out,
        "\nDivergence in phase 1 (counted by the CPU code; the swap changes the cost of an \
         iteration, not their number), iterations of the lower-bound loop per J, for the longest \
         J of each warp of 32 consecutive Js, and the share of the lanes busy:"
    );
    let mut remainders = vec![Remainder::Subtractive, request.variant.remainder];
    remainders.dedup();
    for remainder in remainders {
        let variant = Variant {
            remainder,
            ..request.variant
        };
        let (mut mean, mut group_max) = (0.0, 0.0);
        for (piece, first, co) in &b.batches {
            let d = cpu::phase1_divergence(co, &b.models[*piece].params(*first), variant, 32);
            mean += d.mean * co.len() as f64;
            group_max += d.group_max * co.len() as f64;
        }
        let d = cpu::Divergence {
            mean: mean / intervals.max(1) as f64,
            group_max: group_max / intervals.max(1) as f64,
        };
        let _ = write!(
            out,
            " {}: {:.2}, {:.2}, {:.0}%;",
            remainder.name(),
            d.mean,
            d.group_max,
            100.0 * d.efficiency()
        );
    }
    out.pop();
    out.push('\n');
}

/// The MPFR-checked cases, to the file `--out` names.
fn write_cases(
    o: &Options,
    request: &Request,
    cases: &[Case],
    out: &mut String,
) -> Result<(), String> {
    if let Some(path) = &o.out {
        let mut text = format!(
            "# {} on [{}, {}) {}, p' = {}: {} hard-to-round cases, MPFR-checked\n",
            request.function.name(),
            o.search.from,
            o.search.to,
            request.format.name(),
            request.pprime,
            cases.len()
        );
        for c in cases {
            let _ = writeln!(text, "{c}");
        }
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let _ = writeln!(out, "\n{} cases written to {}", cases.len(), path.display());
    }
    Ok(())
}

pub fn run(o: Options) -> Result<String, String> {
    let request = request(&o)?;
    let backend = o.search.backend()?;
    let (split, mut b, approximations) = approximations(&request)?;
    let mut out = describe(&o, &request, &split, &b, approximations);
    // Every variant on every engine: the same counts and candidates are required.
    let mut runs = Runs::default();
    if let Some(backend) = &backend {
        let limbs = o.search.limbs(backend)?;
        gpu_uploaded(&b, backend, limbs, &mut runs, &mut out)?;
        gpu_generated(&mut b, backend, limbs, approximations, &mut runs, &mut out)?;
    }
    cpu_runs(&b, o.single_core, &mut runs, &mut out)?;
    let reference = runs.reference.expect("the CPU always runs");
    let cases = table_one(&request, &split, &b, &reference, &mut out);
    table_two(&runs.rows, &mut out);
    cpu_baseline(&b, &runs.rows, reference.counts, &mut out);
    if let Some(backend) = backend.as_ref().filter(|b| b.capabilities.i64) {
        gpu_baseline(&b, &runs.rows, reference.counts, backend, &mut out)?;
    }
    if backend.is_some() {
        speedups(&runs.rows, &mut out);
    }
    divergence(&request, &b, &mut out);
    write_cases(&o, &request, &cases, &mut out)?;
    if backend.is_some() {
        out += &super::tmd_process::twice(&o.search)?;
        if let Some(binade) = &o.whole_binade {
            out += &super::tmd_process::binade(&o.search, binade, &o.stream_counts)?;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::plain_lower_bound;

    /// Algorithm 1 as written against the brute force, on random operands and at the
    /// threshold itself: it never claims a bound the first `n` values break, and it fails only
    /// where one of the first `2n` does.
    #[test]
    fn the_plain_lower_bound_is_sound_and_fails_only_within_twice_its_range() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut held, mut failed) = (0, 0);
        for _ in 0..3000 {
            let (a, b) = (next(), next());
            let n = 1 + next() % 300;
            let least = |count: u64| {
                (0..count)
                    .map(|k| b.wrapping_sub(a.wrapping_mul(k)))
                    .min()
                    .expect("count >= 1")
            };
            let (within, twice) = (least(n), least(2 * n));
            for d0 in [within, within.saturating_add(1), within / 2, 0] {
                let case = format!("a {a:#x} b {b:#x} n {n} d0 {d0:#x}");
                if plain_lower_bound(a, b, d0, n) {
                    assert!(within >= d0, "{case}: claimed, least {within:#x}");
                    held += 1;
                } else {
                    assert!(twice < d0, "{case}: failed, least of 2n {twice:#x}");
                    failed += 1;
                }
            }
        }
        assert!(held > 1000 && failed > 1000, "{held} held, {failed} failed");
    }
}
