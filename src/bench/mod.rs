//! `fpsig bench`: timings, never in tests and never in signatures; one file per bench, named for
//! what it times.

mod ff;
mod hub;
mod qd;
mod report;
mod serve;
mod signature;
mod tmd;
mod tmd_cost;
mod tmd_process;
mod tmd_scaling;
mod ulp;

use clap::Subcommand;

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
        search: crate::tmd::args::SearchArgs,
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
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=100))]
        runs: u32,
        /// Leave out the run that compiles the catalogue (minutes on 2 cores).
        #[arg(long)]
        no_compiled: bool,
    },
    /// `fpsig hub` under load on this machine: uploads, the table page and a device page, each
    /// from --clients threads for --seconds: rate, p50 and p99 latency, side by side.
    Hub {
        /// Seconds per row.
        #[arg(long, default_value_t = 10.0)]
        seconds: f64,
        /// Client threads.
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=256))]
        clients: u32,
        /// A Chromium to add a row of visitors' tabs (headless, WebGPU on SwiftShader) opened
        /// at once on the probe page, and the table page's latency meanwhile.
        #[arg(long)]
        browser: Option<std::path::PathBuf>,
        /// Tabs opened at once with --browser.
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=64))]
        tabs: u32,
        /// The hub's --sessions (visits measured at once).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=64))]
        sessions: u32,
    },
    /// A browser's transport (`fpsig serve`'s WebSocket): round trips, upload and read-back
    /// rates, beside the same on this machine's default backend.
    Serve {
        #[command(flatten)]
        listen: crate::commands::listen::Listen,
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
        search: crate::tmd::args::SearchArgs,
        /// log2 of the intervals J per chunk (at most 24).
        #[arg(long, default_value_t = fpsig_harness::tmd::search::CHUNK_LOG2_JS)]
        chunk_log2_js: u32,
        /// Engine counts to run, comma-separated (default 1, 2, 4, … and all).
        #[arg(long, value_delimiter = ',')]
        engines: Option<Vec<usize>>,
    },
    /// What one device pays for each step of the L-algorithm: one interval searched with each
    /// cap on N in turn, side by side after a warm-up run: Js, failures, time end to end and
    /// per step, and the prices the expected work takes (a failing J, a point of phase 3)
    /// beside the ones measured.
    TmdCost {
        #[command(flatten)]
        search: crate::tmd::args::SearchArgs,
        /// Caps on log2 N to compare, comma-separated, each 3 to 20 (default: the format's
        /// own, then one and two below the mean N of its Js).
        #[arg(long, value_delimiter = ',')]
        log2_ns: Vec<u32>,
        /// Prices of a failing J, in Js, that choose each piece's N, comma-separated, each
        /// searched with every cap (default: the expected work's own, 8).
        #[arg(long, value_delimiter = ',', allow_hyphen_values = true)]
        failing_j_prices: Vec<f64>,
        /// Prices of a point of phase 3, in Js, likewise (default: the expected work's own,
        /// 1/32).
        #[arg(long, value_delimiter = ',', allow_hyphen_values = true)]
        point_prices: Vec<f64>,
        /// Every setting's expected work counts a failing J's Ks failing phase 2 conditionally:
        /// the K of its near point with about eps2/eps1, beside the independent 2 eps2 N/8 each.
        #[arg(long)]
        conditional_phase_2: bool,
        /// Runs of each cap and prices, in turn.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=20))]
        runs: u32,
    },
}

pub fn run(what: BenchCommand) -> Result<String, String> {
    match what {
        BenchCommand::Signature { backend, runs } => signature::run(backend.as_deref(), runs),
        BenchCommand::Ulp {
            backend,
            function,
            log2_inputs,
            reference,
        } => ulp::run(
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
        } => ff::run(ff::Options {
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
        } => qd::run(qd::Options {
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
        } => tmd::run(tmd::Options {
            search,
            out,
            single_core: !no_single_core,
            whole_binade,
            stream_counts,
        }),
        BenchCommand::Report { runs, no_compiled } => report::run(runs, !no_compiled),
        BenchCommand::Serve { listen, mib, runs } => serve::run(&listen, mib, runs),
        BenchCommand::Hub {
            seconds,
            clients,
            browser,
            tabs,
            sessions,
        } => {
            if !(seconds > 0.0 && seconds <= 3600.0) {
                return Err("--seconds must be in (0, 3600]".into());
            }
            hub::run(hub::Options {
                seconds,
                clients: clients as usize,
                browser,
                tabs: tabs as usize,
                sessions: sessions as usize,
            })
        }
        BenchCommand::TmdScaling {
            search,
            chunk_log2_js,
            engines,
        } => tmd_scaling::run(tmd_scaling::Options {
            search,
            chunk_log2_js,
            counts: engines,
        }),
        BenchCommand::TmdCost {
            search,
            log2_ns,
            failing_j_prices,
            point_prices,
            conditional_phase_2,
            runs,
        } => tmd_cost::run(tmd_cost::Options {
            search,
            caps: log2_ns,
            failing_j_prices,
            point_prices,
            conditional: conditional_phase_2,
            runs,
        }),
    }
}
