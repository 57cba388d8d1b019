//! `fpsig`: measures what a GPU's floating-point arithmetic really does, through each API, and
//! prints it as an arithmetic signature.

mod bench;
mod commands;
mod hub;
mod relay;
mod report;
mod terminal;
mod tmd;

use clap::{Parser, Subcommand, ValueEnum};
use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "fpsig", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum OutputFormat {
    Table,
    Yaml,
    Json,
}

#[derive(Clone, Copy, ValueEnum)]
enum DiffFormat {
    Text,
    Json,
}

#[derive(Subcommand)]
enum Command {
    /// Every backend of this build: adapter, driver, compiler path, capabilities, or why absent.
    Backends,
    /// Every probe id with the paper test it answers.
    Probes,
    /// Measure the arithmetic signature of a backend.
    Signature {
        /// `api[:adapter-substring]` (vulkan, wgsl, gl, cuda, metal, dx12); default: the best present.
        #[arg(long)]
        backend: Option<String>,
        /// Run only this probe family or finding id.
        #[arg(long)]
        only: Option<String>,
        #[arg(long, value_enum, default_value = "table")]
        format: OutputFormat,
        /// Also write the shader source each kernel was given into this folder.
        #[arg(long)]
        shaders: Option<PathBuf>,
    },
    /// A static HTML page of signatures side by side, with plots and links to shader text.
    Report {
        /// The folder to write `index.html`, its plots and linked sources into.
        #[arg(long)]
        out: PathBuf,
        /// Signature files, folders of them, or backends to measure now; default: every
        /// committed snapshot under `snapshots/`.
        signatures: Vec<String>,
    },
    /// The source each API's compiler is given for every kernel, compiled here with no device:
    /// CubeCL's WGSL, SPIR-V, MSL and CUDA C++, naga's GLSL and HLSL from that WGSL.
    Shaders {
        /// Only this target (wgsl, spirv, spirv-explicit-layout, glsl, hlsl, msl, cuda).
        #[arg(long)]
        target: Option<String>,
        /// Only kernels whose name contains this (e.g. rewrite.two_sum).
        #[arg(long)]
        kernel: Option<String>,
        /// Write `DIR/<target>/<kernel>.<ext>` instead of printing; a full run also removes the
        /// files of kernels no longer in the catalogue.
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Two or more signatures side by side, listing only the findings that differ. Each argument
    /// is a signature file (JSON, YAML or insta snapshot) if it exists, otherwise a backend spec
    /// measured now. With --rules, one signature judged by the named APIs' floating-point rules.
    Diff {
        #[arg(num_args = 1.., required = true)]
        signatures: Vec<String>,
        /// Also list the findings some side did not measure (absent from it, or not run).
        #[arg(long)]
        all: bool,
        /// `text` for people (evidence cut to the terminal's width), `json` for programs (every
        /// difference whole).
        #[arg(long, value_enum, default_value = "text")]
        format: DiffFormat,
        /// APIs whose rules judge one signature, e.g. gl,d3d12 (vulkan, gl, wgsl, metal-fast,
        /// metal-precise, d3d11, d3d12, cuda, opencl): which findings each allows or forbids.
        #[arg(long)]
        rules: Option<String>,
    },
    /// Writes docs/results.md and the README's generated blocks from the committed signatures
    /// (`snapshots/`) and `results/`.
    Results {
        /// Write nothing: fail where a file differs from what would be written.
        #[arg(long)]
        check: bool,
    },
    /// Hard-to-round cases of an elementary function on [from, to) with Lefèvre's L-algorithm
    /// (seed 002), every case checked with MPFR; one line per case, sorted.
    Tmd {
        #[command(flatten)]
        search: tmd::args::SearchArgs,
        #[command(flatten)]
        variant: tmd::args::VariantArgs,
        /// Write the cases here (finished batches go to FILE.partial as the run goes).
        #[arg(long)]
        out: Option<PathBuf>,
        #[command(flatten)]
        state: tmd::args::StateArgs,
        /// Run as one rank of an MPI job (`mpirun -np K fpsig tmd --mpi ...`, a build with the
        /// `mpi` feature): the chunks are shared among the ranks and rank 0 gathers them,
        /// keeps --state and --out, and prints the list.
        #[arg(long)]
        mpi: bool,
    },
    /// The L-algorithm of `fpsig tmd` held to the exhaustive search, line for line, on slices of
    /// an interval (at random, around zeros of sin and cos, around given inputs): on the CPU,
    /// and on the device --backend names.
    TmdCheck(tmd::check::CheckArgs),
    /// A state of `fpsig tmd --all` as a Markdown table: each finished slice that took search
    /// or kept a line with a run (lines, kept lines, longest run and where, engine-seconds),
    /// the rest summed up, the slices in progress.
    TmdTable(tmd::table::TableArgs),
    /// Measure a browser's WebGPU: serves a page on 127.0.0.1, prints its URL, runs every
    /// probe in the first browser that opens it, and writes its signature (also offered for
    /// download on the page).
    Serve(commands::serve::ServeArgs),
    /// Serve the public table of signatures (docs/hub.md), or moderate one (`fpsig hub hide`).
    Hub(hub::HubArgs),
    /// Upload a signature measured here (`fpsig signature --format yaml > FILE`) to a hub: it is
    /// listed as submitted, not as measured by the hub.
    Submit {
        /// The signature file (any format `fpsig diff` reads).
        file: PathBuf,
        /// The hub, as http://host:port or https://host.
        #[arg(long)]
        to: String,
    },
    /// Timings, measured side by side in one run.
    Bench {
        #[command(subcommand)]
        what: bench::BenchCommand,
    },
}

/// Keeps large freed buffers in the process instead of unmapping them: CubeCL 0.10 copies every
/// uploaded buffer into a fresh `Vec` (a ulp map judged on another backend uploads 128 MiB per
/// launch, 128 launches per function), and a fresh mapping costs a page fault per 4 KiB.
fn keep_large_buffers() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets glibc's allocator parameters, before any other thread starts.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 30);
        libc::mallopt(libc::M_TRIM_THRESHOLD, i32::MAX);
    }
}

/// A command's result, or an error where a kernel it launched did not run (a panic on CubeCL's
/// device thread, after which buffers read back hold what they held before): the probes get
/// this per family from the runner, the searches and benches here.
fn proven(what: &str, f: impl FnOnce() -> Result<String, String>) -> Result<String, String> {
    fpsig_backends::catch_driver_panic(what, f).map_err(|e| e.to_string())?
}

fn main() -> ExitCode {
    keep_large_buffers();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return refused(&e),
    };
    let result = match cli.command {
        Command::Backends => commands::list::backends(),
        Command::Probes => commands::list::probes(),
        Command::Signature {
            backend,
            only,
            format,
            shaders,
        } => commands::signature::run(backend.as_deref(), only.as_deref(), format.into(), shaders),
        Command::Report { out, signatures } => commands::report::run(&out, &signatures),
        Command::Shaders {
            target,
            kernel,
            out,
        } => commands::shaders::run(target.as_deref(), kernel.as_deref(), out.as_deref()),
        Command::Diff {
            signatures,
            all,
            format,
            rules,
        } => commands::diff::run(
            &signatures,
            rules.as_deref(),
            all,
            matches!(format, DiffFormat::Json),
        ),
        Command::Tmd {
            search,
            variant,
            out,
            state,
            mpi,
        } => proven("tmd", || tmd::run(&search, &variant, out, &state, mpi)),
        Command::TmdCheck(args) => proven("tmd-check", || tmd::check::run(&args)),
        Command::TmdTable(args) => tmd::table::run(&args),
        Command::Results { check } => commands::results::run(check),
        Command::Bench { what } => proven("bench", || bench::run(what)),
        Command::Serve(args) => commands::serve::run(&args),
        Command::Hub(args) => hub::run(&args),
        Command::Submit { file, to } => hub::client::submit(&file, &to),
    };
    match result.and_then(|text| terminal::output::print(&text)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            // A closed stderr leaves nothing to say it on: the exit status still says it.
            let _ = writeln!(std::io::stderr(), "fpsig: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// `--help` and `--version` written out (exit 0, or 1 where they cannot be), any other
/// refusal of the command line as one line (exit 2, as clap's own).
fn refused(e: &clap::Error) -> ExitCode {
    use terminal::arguments::{refusal, Refusal};
    let (message, code) = match refusal(e) {
        Refusal::Text(text) => match terminal::output::print(&text) {
            Ok(()) => return ExitCode::SUCCESS,
            Err(message) => (message, 1),
        },
        Refusal::Line(line) => (line, 2),
        Refusal::Usage(text) => {
            let _ = write!(std::io::stderr(), "{text}");
            return ExitCode::from(2);
        }
    };
    let _ = writeln!(std::io::stderr(), "fpsig: error: {message}");
    ExitCode::from(code)
}

impl From<OutputFormat> for fpsig_harness::Format {
    fn from(f: OutputFormat) -> Self {
        match f {
            OutputFormat::Table => fpsig_harness::Format::Table,
            OutputFormat::Yaml => fpsig_harness::Format::Yaml,
            OutputFormat::Json => fpsig_harness::Format::Json,
        }
    }
}
