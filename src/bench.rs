//! `fpsig bench`: timings, never in tests and never in signatures.

use crate::commands::parse_spec;
use clap::Subcommand;
use fpsig_backends::catch_driver_panic;
use fpsig_harness::probes::ulp::{
    measure, plan, Plan, ReferenceChoice, UnaryInputs, ALL_BIT_PATTERNS,
};
use fpsig_harness::ulp::Function;
use fpsig_harness::{open_backend, run_signature};
use std::fmt::Write as _;
use std::time::Instant;

#[derive(Subcommand)]
pub enum BenchCommand {
    /// Time a full signature: backend start, first run (kernels compiled), and warm runs.
    Signature {
        #[arg(long)]
        backend: Option<String>,
        /// Warm runs after the first.
        #[arg(long, default_value_t = 2)]
        runs: u32,
    },
    /// Time the ulp map of every function (exhaustive 2^32 sweeps of the unary ones on GPUs),
    /// device work and host-side counting overlapped as in a signature run.
    Ulp {
        #[arg(long)]
        backend: Option<String>,
        /// Only this function (div, recip, sqrt, inverse_sqrt, exp, log, sin, cos, tan, pow, fma).
        #[arg(long)]
        function: Option<String>,
        /// Sample 2^N inputs of the unary functions instead of the backend's default (all 2^32
        /// on GPUs), and 2^N operand sets of the others: for CPU drivers or quick runs.
        #[arg(long, value_parser = clap::value_parser!(u32).range(4..=32))]
        log2_inputs: Option<u32>,
        /// Where the reference of a unary function swept over all bit patterns is evaluated:
        /// host (f64 libm on every core), device (CUDA's f64 library; fpsig's own f64 functions
        /// on other backends with f64), or both: each function's map with the host's reference
        /// and then the device's, side by side, with the speed-up and whether the maps are
        /// identical. Samples and the binary and ternary functions always use the host's.
        /// Default: the backend's signature plan (the device wherever it can).
        #[arg(long, value_parser = ["host", "device", "both"])]
        reference: Option<String>,
    },
    /// Float-float operators: the formulation chosen for each, accuracy in bits against rug for
    /// every formulation, the seed's Annex B timings and, on GPUs, the bandwidth and compute
    /// ratios.
    Ff {
        #[arg(long)]
        backend: Option<String>,
        /// Word type: f32 (float-float) or f64 (double-double).
        #[arg(long, default_value = "f32")]
        word: String,
        /// Only this operator (add12_priest, two_sum, fast_two_sum, split, mul12_dekker,
        /// mul12_fma, add22_seed, add22_accurate, mul22_seed, mul22_fma, div22, sqrt22).
        #[arg(long)]
        operator: Option<String>,
        /// Force this formulation (plain, opaque, integer) instead of the validated one.
        #[arg(long)]
        formulation: Option<String>,
        /// Random operand sets per operator in the accuracy table.
        #[arg(long, default_value_t = 10_000_000,
              value_parser = clap::value_parser!(u64).range(64..=100_000_000))]
        inputs: u64,
        /// Leave out the timings (accuracy only).
        #[arg(long)]
        no_timing: bool,
    },
    /// Double-double and quad-double arithmetic (seed 001): the formulation of the error-free
    /// transforms each operation keeps its accuracy in on the backend, and each operation's
    /// accuracy in bits against rug.
    Qd {
        #[arg(long)]
        backend: Option<String>,
        /// Word type: f64 (double-double, quad-double; the default where the backend has
        /// binary64) or f32 (the same algorithms on binary32 words).
        #[arg(long)]
        word: Option<String>,
        /// Only this operation (dd_add_sloppy, dd_add, dd_mul, dd_div, dd_sqrt, dd_exp, dd_log,
        /// dd_sin, dd_cos, and the same with qd_).
        #[arg(long)]
        operation: Option<String>,
        /// Force this formulation of the transforms (plain, opaque, selected, masked) instead of the
        /// one each operation's self-test chose.
        #[arg(long)]
        formulation: Option<String>,
        /// Random operand pairs per operation.
        #[arg(long, default_value_t = 1 << 16,
              value_parser = clap::value_parser!(u64).range(16..=16_777_216))]
        inputs: u64,
        /// Elements the throughput table times each elementary function over, once each
        /// (default 2^20 on a GPU, 2^14 on a CPU driver).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1024..=16_777_216))]
        function_elements: Option<u64>,
        /// Only one part: `accuracy` (bits against rug), `throughput` (operations per
        /// millisecond, beside the seed's Tesla C2050), `vectors` (one operation per element
        /// of long vectors, memory-bound), `matrix` (the seed's matrix product, timed for each
        /// tile and checked against rug) or `solve` (the seed's AX = B by Gauss–Jordan, timed
        /// for each blocking, its residuals checked against rug).
        #[arg(long, value_parser = ["accuracy", "throughput", "vectors", "matrix", "solve"])]
        only: Option<String>,
    },
    /// Lefèvre's L-algorithm: the seed's Tables I and II for one interval (default exp on
    /// [1, 1+2^-13], p' = 32), every variant on the GPU and the CPU in one run.
    Tmd {
        #[command(flatten)]
        search: crate::tmd::SearchArgs,
        /// Write the MPFR-checked hard-to-round cases here.
        #[arg(long)]
        out: Option<std::path::PathBuf>,
        /// Leave out the single-core CPU runs.
        #[arg(long)]
        no_single_core: bool,
        /// Also time this binade end to end (`fpsig tmd --binade B` as a process, one thread
        /// per GPU and --streams threads), on a device: e.g. 1 for [1, 2).
        #[arg(long, allow_hyphen_values = true)]
        whole_binade: Option<String>,
        /// With --whole-binade: the threads per GPU to time it with, side by side (default:
        /// 1 and --streams), e.g. 1,2,4.
        #[arg(long, value_delimiter = ',', requires = "whole_binade",
              value_parser = clap::value_parser!(u32).range(1..=8))]
        stream_counts: Vec<u32>,
    },
    /// `fpsig report` of every committed snapshot (the default report), with the shader texts
    /// of the committed catalogue, against the target of 5 s; then once with the catalogue
    /// compiled here, as a report without a written catalogue does, side by side.
    Report {
        /// Runs with the written catalogue.
        #[arg(long, default_value_t = 3)]
        runs: u32,
        /// Leave out the run that compiles the catalogue (minutes on 2 cores).
        #[arg(long)]
        no_compiled: bool,
    },
    /// A browser's transport (`fpsig serve`'s WebSocket): round trips, upload and read-back
    /// rates, beside the same on this machine's default backend.
    Serve {
        #[command(flatten)]
        listen: crate::serve::Listen,
        /// MiB per upload and read-back.
        #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u32).range(1..=256))]
        mib: u32,
        /// Uploads and read-backs timed, the best kept.
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=100))]
        runs: u32,
    },
    /// One L-algorithm search on the first 1, 2, 4, … of the engines `--backend` names
    /// (`cuda:all`: every GPU of the host) side by side: wall time, busy time per engine,
    /// speed-up, efficiency and whether every run found the same list.
    TmdScaling {
        #[command(flatten)]
        search: crate::tmd::SearchArgs,
        /// log2 of the intervals J per chunk (at most 24).
        #[arg(long, default_value_t = fpsig_harness::tmd::search::CHUNK_LOG2_JS)]
        chunk_log2_js: u32,
        /// Engine counts to run, comma-separated (default 1, 2, 4, … and all).
        #[arg(long, value_delimiter = ',')]
        engines: Option<Vec<usize>>,
    },
}

pub fn run(what: BenchCommand) -> Result<String, String> {
    match what {
        BenchCommand::Signature { backend, runs } => signature(backend.as_deref(), runs),
        BenchCommand::Ulp {
            backend,
            function,
            log2_inputs,
            reference,
        } => ulp(
            backend.as_deref(),
            function.as_deref(),
            log2_inputs,
            reference.as_deref(),
        ),
        BenchCommand::Ff {
            backend,
            word,
            operator,
            formulation,
            inputs,
            no_timing,
        } => crate::bench_ff::run(crate::bench_ff::Options {
            backend,
            word,
            operator,
            formulation,
            inputs: inputs as usize,
            timing: !no_timing,
        }),
        BenchCommand::Qd {
            backend,
            word,
            operation,
            formulation,
            inputs,
            function_elements,
            only,
        } => crate::bench_qd::run(crate::bench_qd::Options {
            backend,
            word,
            operation,
            formulation,
            inputs: inputs as usize,
            function_elements: function_elements.map(|n| n as usize),
            accuracy: only.is_none() || only.as_deref() == Some("accuracy"),
            throughput: only.is_none() || only.as_deref() == Some("throughput"),
            vectors: only.is_none() || only.as_deref() == Some("vectors"),
            matrix: only.is_none() || only.as_deref() == Some("matrix"),
            solve: only.is_none() || only.as_deref() == Some("solve"),
        }),
        BenchCommand::Tmd {
            search,
            out,
            no_single_core,
            whole_binade,
            stream_counts,
        } => crate::bench_tmd::run(crate::bench_tmd::Options {
            search,
            out,
            single_core: !no_single_core,
            whole_binade,
            stream_counts,
        }),
        BenchCommand::Report { runs, no_compiled } => report(runs, !no_compiled),
        BenchCommand::Serve { listen, mib, runs } => crate::bench_serve::run(&listen, mib, runs),
        BenchCommand::TmdScaling {
            search,
            chunk_log2_js,
            engines,
        } => crate::bench_scaling::run(crate::bench_scaling::Options {
            search,
            chunk_log2_js,
            counts: engines,
        }),
    }
}

/// The report's budget on 2 cores.
const REPORT_TARGET_S: f64 = 5.0;

fn report(runs: u32, compiled: bool) -> Result<String, String> {
    let out = std::env::temp_dir().join(format!("fpsig-bench-report-{}", std::process::id()));
    let result = report_into(&out, runs, compiled);
    // The reports written are not kept, whether the bench ended or failed.
    let _ = std::fs::remove_dir_all(&out);
    result
}

fn report_into(out: &std::path::Path, runs: u32, compiled: bool) -> Result<String, String> {
    let snapshots = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots");
    let timed = |catalogue: &crate::report::Catalogue| -> Result<(f64, usize), String> {
        let t = Instant::now();
        let signatures = crate::report::committed(&snapshots)?;
        crate::report::write(out, &signatures, catalogue)?;
        Ok((t.elapsed().as_secs_f64(), signatures.len()))
    };
    let written = crate::report::Catalogue::beside(&snapshots)
        .ok_or_else(|| format!("no written catalogue in {}/shaders", snapshots.display()))?;
    let mut out_text = String::new();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let _ = writeln!(
        out_text,
        "report of the committed snapshots ({cores} cores), target {REPORT_TARGET_S:.1} s"
    );
    let mut best = f64::INFINITY;
    for run in 1..=runs.max(1) {
        let (secs, n) = timed(&written)?;
        best = best.min(secs);
        let _ = writeln!(
            out_text,
            "run {run}, shader texts from the written catalogue: {secs:.2} s ({n} signatures)"
        );
        crate::output::print(&out_text)?;
        out_text.clear();
    }
    let verdict = if best <= REPORT_TARGET_S {
        "meets"
    } else {
        "misses"
    };
    let _ = writeln!(
        out_text,
        "best {best:.2} s: {verdict} the {REPORT_TARGET_S:.1} s target"
    );
    if compiled {
        let t = Instant::now();
        let catalogue = crate::report::Catalogue::compile()?;
        let (secs, _) = timed(&catalogue)?;
        let total = t.elapsed().as_secs_f64();
        let _ = writeln!(
            out_text,
            "with the catalogue compiled here: {total:.2} s (report {secs:.2} s), {:.1}x the \
             written catalogue's best",
            total / best
        );
    }
    Ok(out_text)
}

fn signature(spec: Option<&str>, runs: u32) -> Result<String, String> {
    let spec = parse_spec(spec)?;
    let start = Instant::now();
    let backend = open_backend(spec.as_ref()).map_err(|e| e.to_string())?;
    let opened = start.elapsed();
    let mut out = format!(
        "backend {}: opened in {:.2} s\n",
        backend.identity.snapshot_name(),
        opened.as_secs_f64()
    );
    let mut first = None;
    for run in 0..=runs {
        let t = Instant::now();
        let sig = run_signature(&backend, None).map_err(|e| e.to_string())?;
        let secs = t.elapsed().as_secs_f64();
        let label = if run == 0 {
            "first (compiles kernels)"
        } else {
            "warm"
        };
        let _ = writeln!(
            out,
            "signature run {run} ({label}): {secs:.2} s, {} findings",
            sig.findings.len()
        );
        first.get_or_insert(secs);
    }
    let total = opened.as_secs_f64() + first.unwrap_or(0.0);
    let _ = writeln!(out, "full signature from a cold start: {total:.2} s");
    Ok(out)
}

fn ulp(
    spec: Option<&str>,
    function: Option<&str>,
    log2_inputs: Option<u32>,
    reference: Option<&str>,
) -> Result<String, String> {
    let functions: Vec<Function> = match function {
        None => Function::ALL.to_vec(),
        Some(name) => vec![Function::from_name(name).ok_or_else(|| {
            let known: Vec<&str> = Function::ALL.iter().map(|f| f.name()).collect();
            format!("unknown function '{name}' (known: {})", known.join(", "))
        })?],
    };
    let spec = parse_spec(spec)?;
    let backend = open_backend(spec.as_ref()).map_err(|e| e.to_string())?;
    let mut plan = plan(&backend);
    match log2_inputs {
        None => {}
        Some(32) => {
            plan.unary = ALL_BIT_PATTERNS;
            plan.sets = 1 << 31;
        }
        Some(n) => {
            plan.unary = UnaryInputs::Sample(1 << n);
            plan.sets = 1 << n;
        }
    }
    let choices = match reference {
        Some("host") => vec![ReferenceChoice::Host],
        Some("device") => vec![ReferenceChoice::Device],
        Some(_) => vec![ReferenceChoice::Host, plan.reference],
        None => vec![plan.reference],
    };
    let mut out = format!("backend {}\n", backend.identity.snapshot_name());
    let mut totals = vec![0.0; choices.len()];
    for f in functions {
        let mut maps = Vec::new();
        for (choice, total) in choices.iter().zip(&mut totals) {
            let t = Instant::now();
            let plan = Plan {
                reference: *choice,
                ..plan
            };
            let map =
                catch_driver_panic(&format!("ulp {}", f.name()), || measure(&backend, f, plan))
                    .map_err(|e| e.to_string())??;
            let secs = t.elapsed().as_secs_f64();
            *total += secs;
            let s = &map.stats;
            let _ = writeln!(
                out,
                "ulp {:<13} {:>8.2} s  {:>12} inputs ({:.1} M/s)  {} not correctly rounded  [{}; reference on the {}]",
                f.name(),
                secs,
                s.inputs,
                s.inputs as f64 / secs / 1e6,
                s.not_rounded,
                map.inputs,
                match map.on_device {
                    None => "host".to_string(),
                    Some(d) => format!(
                        "{}, which decided {:.1}%; device and bus {:.2} s (first launch, compilation included, {:.2} s){}, waiting for the host's counting {:.2} s",
                        match &map.judge {
                            None => "device".to_string(),
                            Some(j) => format!("device, judged on {j}"),
                        },
                        100.0 * d.decided as f64 / s.inputs as f64,
                        d.device_and_bus.as_secs_f64(),
                        d.first_launch.as_secs_f64(),
                        match d.evaluating {
                            None => String::new(),
                            Some(e) => format!(
                                " (evaluated and read back here in {:.2} s, alongside)",
                                e.as_secs_f64()
                            ),
                        },
                        d.waiting_for_host.as_secs_f64()
                    ),
                }
            );
            maps.push((secs, map.stats));
        }
        if let [(host, host_map), (device, device_map)] = &maps[..] {
            let _ = writeln!(
                out,
                "    {} side by side: {:.1}x, maps {}",
                f.name(),
                host / device,
                // (Compared as printed: a NaN example's error is unequal to itself under ==.)
                if format!("{host_map:?}") == format!("{device_map:?}") {
                    "identical"
                } else {
                    "DIFFERENT"
                }
            );
        }
        // Each function's lines as it ends: a failure later loses none of them.
        crate::output::print(&out)?;
        out.clear();
    }
    for (choice, total) in choices.iter().zip(&totals) {
        let side = match choice {
            ReferenceChoice::Host => "the host's reference",
            _ => "the device's reference where the backend has one",
        };
        let _ = writeln!(out, "ulp all functions with {side}: {total:.2} s");
    }
    Ok(out)
}
