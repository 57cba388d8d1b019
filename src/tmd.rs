//! `fpsig tmd`: hard-to-round cases of an elementary function over an interval.

use crate::commands::parse_spec;
use clap::Args;
use fpsig_backends::Backend;
use fpsig_harness::kernel_cache::{Found, KernelCache};
use fpsig_harness::tmd::interval::{parse_endpoint, TURN_LOG2};
use fpsig_harness::tmd::search::{search_on, Alone, Cluster, Engine, Report, Request, Sink};
use fpsig_harness::tmd::state::StateDir;
use fpsig_harness::tmd::verify::{hex, Case};
use fpsig_harness::tmd::{Deploy, Format, Function, Limbs, Remainder, Variant};
use fpsig_harness::{open_all_backends, open_backend};
use indicatif::{ProgressBar, ProgressStyle};
use std::fmt::Write as _;
use std::io::{IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What to search and how: shared by `fpsig tmd` and `fpsig bench tmd`.
#[derive(Args, Clone)]
pub struct SearchArgs {
    /// exp, exp2, log, log2, sin or cos.
    #[arg(long, default_value = "exp")]
    pub function: String,
    /// Start of [from, to): decimal, hexadecimal float (0x1.8p-3) or a sum like 1+2^-13.
    #[arg(long, default_value = "1", allow_hyphen_values = true)]
    pub from: String,
    /// End of [from, to), excluded.
    #[arg(long, default_value = "1+2^-13", allow_hyphen_values = true)]
    pub to: String,
    /// The whole binade of this value instead of --from/--to: 1 means [1, 2), -0.3 [-0.5, -0.25).
    #[arg(long, conflicts_with_all = ["from", "to"], allow_hyphen_values = true)]
    pub binade: Option<String>,
    /// Every finite input in the function's domain instead of --from/--to (2^32 − 2^24 − 1
    /// binary32 inputs, the two zeros counted once).
    #[arg(long, conflicts_with_all = ["from", "to", "binade"])]
    pub all: bool,
    /// Search --all slice by slice (each binade of each sign, the subnormals of each sign),
    /// keeping a compact state in --state: always so for binary64.
    #[arg(long, requires = "all")]
    pub by_slice: bool,
    /// Report inputs with at least p' identical bits after the rounding bit.
    #[arg(long, default_value_t = 32)]
    pub pprime: u32,
    /// binary64 or binary32.
    #[arg(long, default_value = "binary64")]
    pub format: String,
    /// log2 of the most points per interval J, 3 to 20 (default 20 for binary64, 5 for
    /// binary32): each piece takes the N up to it of least expected work (`fpsig bench tmd`:
    /// every piece at this N, by default the seed's 15).
    #[arg(long)]
    pub log2_n: Option<u32>,
    /// `api[:adapter]` of a GPU backend, or `cpu` for the multi-threaded CPU code; default: the
    /// best GPU backend present. `fpsig tmd` takes several, comma-separated, that search side by
    /// side (`cuda:0,cuda:1`; `cuda:all` is every CUDA device); under `--mpi` each rank takes
    /// one: the (local rank mod count)-th of them.
    #[arg(long)]
    pub backend: Option<String>,
    /// Evaluate every input (the exhaustive search the L-algorithm is checked against, on the
    /// CPU) instead of the L-algorithm: binary32 through the C library and MPFR, also testing
    /// the zones and overflows; binary64 by block Taylor polynomials.
    #[arg(long)]
    pub exhaustive: bool,
    /// Limb width of the GPU kernels' fixed point: 64 or 32 (default: 64 where the backend's
    /// shaders have 64-bit integers, 32 on GL and WGSL).
    #[arg(long)]
    pub limbs: Option<String>,
    /// Threads that feed each GPU, each on a stream of its own: one chunk's kernels, another's
    /// read-backs and MPFR check, run side by side (1: one chunk at a time). Three by default:
    /// on one H200, exp's [1, 2) took 0.93 to 0.99 of two threads' time in four runs
    /// (`results/nvidia-h200/`); four gained nothing over two on two H200s.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=8))]
    pub streams: u32,
}

impl SearchArgs {
    pub fn request(&self, variant: Variant) -> Result<Request, String> {
        let function = Function::from_name(&self.function).ok_or_else(|| {
            format!(
                "unknown function '{}' (known: exp, exp2, log, log2, sin, cos)",
                self.function
            )
        })?;
        let format = Format::from_name(&self.format).ok_or_else(|| {
            format!(
                "unknown format '{}' (known: binary32, binary64)",
                self.format
            )
        })?;
        let (from, to) = match &self.binade {
            Some(value) => binade(value)?,
            None if self.all => every_input(function, format),
            None => (self.from.clone(), self.to.clone()),
        };
        let mut request = Request::parse(function, format, &from, &to, self.pprime)?;
        request.log2_n = self.log2_n.unwrap_or(format.default_log2_points());
        request.variant = variant;
        request.exhaustive = self.exhaustive;
        request.streams = self.streams;
        request.validate()?;
        Ok(request)
    }

    /// The one GPU backend to run on, `None` for the CPU.
    pub fn backend(&self) -> Result<Option<Backend>, String> {
        match self.backend.as_deref() {
            Some(list) if list.contains(',') => Err(format!(
                "--backend {list}: this command measures one backend"
            )),
            Some("cpu") => Ok(None),
            _ => open_backend(parse_spec(self.backend.as_deref())?.as_ref())
                .map(Some)
                .map_err(|e| e.to_string()),
        }
    }

    /// The backends `--backend` names, in order (`None` for the CPU, `api:all` expanded), or
    /// only the (`rank` mod count)-th of them for `Some(rank)`; opened without the shader
    /// capture where a kernel cache is in use (`cached`), which CubeCL's cache hits would leave
    /// blank.
    pub fn backends(
        &self,
        rank: Option<usize>,
        cached: bool,
    ) -> Result<Vec<Option<Backend>>, String> {
        let open_one = |spec: Option<&fpsig_backends::BackendSpec>| {
            if cached {
                fpsig_backends::open(spec)
            } else {
                open_backend(spec)
            }
        };
        let open_every = |api, rank| {
            if cached {
                fpsig_backends::open_all(api, rank)
            } else {
                open_all_backends(api, rank)
            }
        };
        let Some(list) = self.backend.as_deref() else {
            let spec = parse_spec(None)?;
            return Ok(vec![Some(
                open_one(spec.as_ref()).map_err(|e| e.to_string())?,
            )]);
        };
        let items: Vec<&str> = list.split(',').collect();
        let items = match rank {
            Some(r) => vec![items[r % items.len()]],
            None => items,
        };
        let mut opened = Vec::new();
        for item in items {
            if item == "cpu" {
                opened.push(None);
                continue;
            }
            let spec = parse_spec(Some(item))?.expect("a spec was given");
            let backends = match spec.adapter.as_deref() {
                Some("all") => open_every(spec.api, rank),
                _ => open_one(Some(&spec)).map(|b| vec![b]),
            };
            opened.extend(backends.map_err(|e| e.to_string())?.into_iter().map(Some));
        }
        Ok(opened)
    }

    /// `--limbs` as asked, if it was.
    fn asked_limbs(&self) -> Result<Option<Limbs>, String> {
        self.limbs.as_deref().map(Limbs::parse).transpose()
    }

    /// The limbs to compute with on `backend`: as asked, or the backend's own choice.
    pub fn limbs(&self, backend: &Backend) -> Result<Limbs, String> {
        Ok(self
            .asked_limbs()?
            .unwrap_or_else(|| Limbs::for_backend(&backend.capabilities)))
    }

    /// Where the phases run: the CPU code, or `backend` with its limbs (`--limbs` is checked
    /// either way).
    pub fn engine<'a>(&self, backend: Option<&'a Backend>) -> Result<Engine<'a>, String> {
        Ok(match backend {
            Some(b) => Engine::Gpu(b, self.limbs(b)?),
            None => {
                self.asked_limbs()?;
                Engine::Cpu
            }
        })
    }
}

/// The endpoint texts of every finite input in `function`'s domain: from the smallest
/// subnormal for the logarithms, from the start of the lowest binade otherwise.
fn every_input(function: Function, format: Format) -> (String, String) {
    let past = format.max_exponent() + 1;
    let from = match function {
        Function::Log | Function::Log2 => {
            format!(
                "2^{}",
                format.min_exponent() + 1 - format.precision() as i32
            )
        }
        _ => format!("-2^{past}"),
    };
    (from, format!("2^{past}"))
}

/// `FILE.partial` beside `FILE` (`cases.txt.partial`, not `cases.partial`).
fn partial_path(out: &Path) -> PathBuf {
    let mut name = out.as_os_str().to_os_string();
    name.push(".partial");
    PathBuf::from(name)
}

/// `[2^e, 2^(e+1))` holding `value` (negated for a negative value), as endpoint texts.
fn binade(value: &str) -> Result<(String, String), String> {
    let shown = fpsig_backends::user_text(value);
    let v = parse_endpoint(value).map_err(|_| {
        format!("--binade {shown}: not a number fpsig reads (write e.g. 1, -0.3, 0x1p-10, 2^-1000)")
    })?;
    let e = match v.get_exp() {
        Some(e) if v.is_finite() => e - 1,
        _ => return Err(format!("--binade {shown}: zero has no binade")),
    };
    Ok(if v.is_sign_negative() {
        (format!("-2^{}", e + 1), format!("-2^{e}"))
    } else {
        (format!("2^{e}"), format!("2^{}", e + 1))
    })
}

/// Where a long search keeps its finished chunks.
#[derive(Args, Clone)]
pub struct StateArgs {
    /// Keep each finished chunk in this folder and skip the chunks it already holds: a killed
    /// run resumes with the same command. Shows progress on stderr.
    #[arg(long)]
    pub state: Option<PathBuf>,
    /// log2 of the intervals J per chunk (at most 24).
    #[arg(long, default_value_t = fpsig_harness::tmd::search::CHUNK_LOG2_JS)]
    pub chunk_log2_js: u32,
    /// Keep the compiled kernels in this folder for the next run (default:
    /// $XDG_CACHE_HOME/fpsig/kernels or ~/.cache/fpsig/kernels); a folder that does not match
    /// the seal its last run left is emptied first. Not under --mpi.
    #[arg(long, conflicts_with = "no_kernel_cache")]
    pub kernel_cache: Option<PathBuf>,
    /// Compile every kernel this run and keep none.
    #[arg(long)]
    pub no_kernel_cache: bool,
    /// With --all slice by slice (always binary64's): keep the lines of a run of at least this many bits (and
    /// every exact case and zone) in --state; the rest of each slice is kept as its count and
    /// sha256.
    #[arg(long, default_value_t = 40)]
    pub keep_run: u32,
    /// With --all slice by slice: start no slice after this many seconds (the finished
    /// ones stay in --state).
    #[arg(long)]
    pub stop_after: Option<f64>,
    /// With --all slice by slice: write every finished slice's whole list here, as
    /// SLICE.txt.xz.
    #[arg(long)]
    pub lists: Option<PathBuf>,
    /// With --all slice by slice: search only these slices (comma-separated names as the
    /// state's table writes them: +2^0 is [1, 2), -2^3 is [-16, -8), +sub the zero and the
    /// positive subnormals), in their order in the domain.
    #[arg(long, allow_hyphen_values = true)]
    pub slice: Option<String>,
}

impl StateArgs {
    /// The kernel cache folder to use, if any.
    fn kernel_cache_dir(&self, mpi: bool) -> Option<PathBuf> {
        if self.no_kernel_cache || mpi {
            return None;
        }
        self.kernel_cache.clone().or_else(|| {
            let base = std::env::var_os("XDG_CACHE_HOME")
                .map(PathBuf::from)
                .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
            Some(base.join("fpsig").join("kernels"))
        })
    }
}

/// The header line that says where the kernels came from.
fn kernels_line(cache: Option<&KernelCache>) -> String {
    match cache {
        None => "# kernels: compiled this run, none kept".into(),
        Some(c) => match &c.found {
            Found::Empty => format!(
                "# kernels: compiled this run, kept in {}",
                c.dir().display()
            ),
            Found::Sealed { files } => format!(
                "# kernels: from {} ({files} sealed files), new ones kept there",
                c.dir().display()
            ),
            Found::Discarded(why) => format!(
                "# kernels: {} emptied ({why}), compiled this run, kept there",
                c.dir().display()
            ),
            Found::Busy => format!(
                "# kernels: compiled this run, none kept ({} in use by another run)",
                c.dir().display()
            ),
        },
    }
}

/// The L-algorithm variant options.
#[derive(Args, Clone)]
pub struct VariantArgs {
    /// Remainders: sub, div or hybrid:K.
    #[arg(long, default_value = "hybrid:3")]
    pub remainder: String,
    /// Use the swap form of the main loop (seed 002 Algorithm 2).
    #[arg(long)]
    pub swap: bool,
    /// one or three kernels.
    #[arg(long, default_value = "three")]
    pub deploy: String,
}

impl VariantArgs {
    pub fn variant(&self) -> Result<Variant, String> {
        Ok(Variant {
            remainder: Remainder::parse(&self.remainder)?,
            swap: self.swap,
            deploy: Deploy::parse(&self.deploy)?,
        })
    }
}

pub fn run(
    search_args: &SearchArgs,
    variant: &VariantArgs,
    out: Option<PathBuf>,
    state_args: &StateArgs,
    mpi: bool,
) -> Result<String, String> {
    let started = Instant::now();
    let domain =
        search_args.all && (search_args.by_slice || search_args.format == Format::Binary64.name());
    if domain && (mpi || out.is_some()) {
        return Err(
            "--all slice by slice keeps its results in --state (and --lists): no --out, no --mpi"
                .into(),
        );
    }
    let request = match domain {
        true => None,
        false => Some(search_args.request(variant.variant()?)?),
    };
    // The default folder is a convenience: where it cannot be used the search goes on without.
    let kernel_cache = match state_args
        .kernel_cache_dir(mpi)
        .map(|d| KernelCache::open(&d))
    {
        Some(Err(e)) if state_args.kernel_cache.is_none() => {
            let _ = writeln!(std::io::stderr(), "fpsig: no kernel cache: {e}");
            None
        }
        opened => opened.transpose()?,
    };
    let Some(mut request) = request else {
        return crate::tmd_domain::run(crate::tmd_domain::DomainArgs {
            search: search_args,
            variant,
            state: state_args,
            kernel_cache,
        });
    };
    request.chunk_log2_js = state_args.chunk_log2_js;
    request.validate()?;
    let (mut cluster, local_rank) = join(mpi, &request)?;
    // Rank 0 keeps the state, the lists and the progress; the others only search.
    let rank0 = cluster.rank() == 0;
    let state = match &state_args.state {
        Some(dir) if rank0 => Some(StateDir::open(dir, &request)?),
        _ => None,
    };
    let opening = Instant::now();
    let backends = search_args.backends(local_rank, kernel_cache.is_some())?;
    let opened = opening.elapsed();
    let engines = backends
        .iter()
        .map(|b| search_args.engine(b.as_ref()))
        .collect::<Result<Vec<_>, _>>()?;
    let mut engine_name = engines.iter().map(name).collect::<Vec<_>>().join(" + ");
    if cluster.size() > 1 {
        engine_name += &format!(" on rank 0 of {} MPI ranks", cluster.size());
    }
    // Finished chunks go to FILE.partial as they are checked; the sorted list replaces it.
    let partial = out.as_ref().filter(|_| rank0).map(|p| partial_path(p));
    let mut sink = CliSink {
        partial: match &partial {
            Some(p) => Some(
                std::fs::File::create(p)
                    .map_err(|e| format!("cannot write {}: {e}", p.display()))?,
            ),
            None => None,
        },
        progress: state.as_ref().map(|_| Progress::new()),
        state,
        resumed: Vec::new(),
    };
    let mut report = search_on(&request, &engines, &mut sink, cluster.as_mut())?;
    if !rank0 {
        return Ok(String::new());
    }
    if let Some(p) = &sink.progress {
        p.finish();
    }
    if let Some(cache) = &kernel_cache {
        cache.seal()?;
    }
    let mut text = header(&request, &engine_name, &report);
    let _ = writeln!(text, "{}", kernels_line(kernel_cache.as_ref()));
    let _ = writeln!(
        text,
        "# wall time of the command {:.3} s, of which device open {:.3} s",
        started.elapsed().as_secs_f64(),
        opened.as_secs_f64()
    );
    if let (Some(dir), Some(progress)) = (&state_args.state, &sink.progress) {
        let _ = writeln!(
            text,
            "# state {}: {} of {} chunks finished by earlier runs, their {} cases merged",
            dir.display(),
            progress.skipped,
            progress.total,
            sink.resumed.len()
        );
        report.cases.append(&mut sink.resumed);
        report
            .cases
            .sort_by(|a, b| a.x.partial_cmp(&b.x).expect("finite inputs"));
    }
    let lines = report.lines();
    match (&out, &partial) {
        (Some(path), Some(partial)) => {
            write_lines(path, &text, &lines)?;
            let _ = std::fs::remove_file(partial);
            let _ = writeln!(
                text,
                "# {} cases and {} zones written to {}",
                report.cases.len(),
                report.zones.len(),
                path.display()
            );
        }
        _ => {
            for line in &lines {
                let _ = writeln!(text, "{line}");
            }
        }
    }
    Ok(text)
}

/// The MPI job this process is a rank of, with its rank among its host's, for `--mpi`; this
/// process alone otherwise.
#[cfg(feature = "mpi")]
fn join(mpi: bool, request: &Request) -> Result<(Box<dyn Cluster>, Option<usize>), String> {
    if !mpi {
        return Ok((Box::new(Alone), None));
    }
    let cluster = crate::mpi_cluster::MpiCluster::join(request)?;
    let local = cluster.local_rank();
    Ok((Box::new(cluster), Some(local)))
}

#[cfg(not(feature = "mpi"))]
fn join(mpi: bool, _: &Request) -> Result<(Box<dyn Cluster>, Option<usize>), String> {
    if mpi {
        return Err("--mpi: this fpsig was built without MPI (cargo build --features mpi)".into());
    }
    Ok((Box::new(Alone), None))
}

/// Where `fpsig tmd` puts each finished chunk: the partial list, the state folder, the
/// progress display; chunks the state folder holds are skipped and their cases kept.
struct CliSink {
    partial: Option<std::fs::File>,
    state: Option<StateDir>,
    progress: Option<Progress>,
    resumed: Vec<Case>,
}

impl Sink for CliSink {
    fn done(&mut self, index: usize, total: usize) -> Result<bool, String> {
        let Some(state) = &self.state else {
            return Ok(false);
        };
        let Some(mut cases) = state.finished(index)? else {
            return Ok(false);
        };
        self.write_partial(&cases)?;
        self.resumed.append(&mut cases);
        if let Some(p) = self.progress.as_mut() {
            p.tick(total, None);
        }
        Ok(true)
    }

    fn finished(
        &mut self,
        index: usize,
        total: usize,
        points: u64,
        cases: &[Case],
    ) -> Result<(), String> {
        self.write_partial(cases)?;
        if let Some(state) = &mut self.state {
            state.commit(index, cases)?;
        }
        if let Some(p) = self.progress.as_mut() {
            p.tick(total, Some(points));
        }
        Ok(())
    }
}

impl CliSink {
    fn write_partial(&mut self, cases: &[Case]) -> Result<(), String> {
        let Some(file) = self.partial.as_mut() else {
            return Ok(());
        };
        for c in cases {
            writeln!(file, "{c}").map_err(|e| format!("writing the partial list failed: {e}"))?;
        }
        file.flush()
            .map_err(|e| format!("writing the partial list failed: {e}"))
    }
}

/// Chunks done, with rate and ETA: a bar on a terminal, otherwise a plain line on stderr every
/// 10 seconds and at the end.
pub(crate) struct Progress {
    bar: Option<ProgressBar>,
    start: Instant,
    last_line: Instant,
    total: usize,
    done: usize,
    skipped: usize,
    points: u64,
}

impl Progress {
    pub(crate) fn new() -> Progress {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::new(0);
            bar.set_style(
                ProgressStyle::with_template(
                    "{bar:40} {pos}/{len} chunks, {msg}, elapsed {elapsed}, ETA {eta}",
                )
                .expect("a valid template"),
            );
            bar.set_message(rate(0, 0.0));
            bar
        });
        Progress {
            bar,
            start: Instant::now(),
            last_line: Instant::now(),
            total: 0,
            done: 0,
            skipped: 0,
            points: 0,
        }
    }

    /// One more chunk of `total`: searched now (`Some(points)`) or found done by an earlier run.
    pub(crate) fn tick(&mut self, total: usize, searched: Option<u64>) {
        self.total = total;
        if searched.is_none() {
            self.skipped += 1;
        }
        self.advance(searched);
    }

    /// One more chunk: searched now (`Some(points)`) or found done.
    fn advance(&mut self, searched: Option<u64>) {
        self.done += 1;
        self.points += searched.unwrap_or(0);
        let rate = rate(self.points, self.start.elapsed().as_secs_f64());
        match &self.bar {
            Some(bar) => {
                bar.set_length(self.total as u64);
                bar.set_position(self.done as u64);
                bar.set_message(rate);
            }
            None if self.last_line.elapsed().as_secs() >= 10 || self.done == self.total => {
                self.last_line = Instant::now();
                let searched = self.done - self.skipped;
                let left = self.total.saturating_sub(self.done);
                let eta = self.start.elapsed().as_secs_f64() / searched.max(1) as f64 * left as f64;
                let _ = writeln!(
                    std::io::stderr(),
                    "progress: {}/{} chunks ({} from earlier runs), {rate}, ETA {eta:.0} s",
                    self.done,
                    self.total,
                    self.skipped
                );
            }
            None => {}
        }
    }

    pub(crate) fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish();
        }
    }
}

/// The search's rate so far, or that none is known yet (no input searched in this run: the
/// chunks so far came from an earlier run's state).
fn rate(points: u64, seconds: f64) -> String {
    if points == 0 || seconds <= 0.0 {
        return "rate: no input searched yet".into();
    }
    format!("{:.3e} inputs/s", points as f64 / seconds)
}

/// An engine as the headers name it: the backend and its limbs, or the CPU and its threads.
pub fn name(engine: &Engine) -> String {
    match engine {
        Engine::Gpu(b, limbs) => format!("{} ({})", b.identity.snapshot_name(), limbs.name()),
        Engine::Cpu => format!("cpu ({} threads)", cpu_threads()),
    }
}

pub fn cpu_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The search's summary as `#` lines: what was searched, where, the phase counts and times.
pub fn header(r: &Request, engine: &str, report: &Report) -> String {
    let mut s = String::new();
    let from = hex(&r.from, r.format);
    let to = hex(&r.to, r.format);
    let n = match report.smallest_log2_n {
        least if least < r.log2_n => format!("N = 2^{least}..2^{} per piece", r.log2_n),
        _ => format!("N = 2^{}", r.log2_n),
    };
    let points = match report.point_pieces {
        (0, _) => String::new(),
        (pieces, points) => format!("; {pieces} piece(s), {points} inputs, point by point"),
    };
    let _ = writeln!(
        s,
        "# {} on [{from}, {to}) {}, p' = {}: {} inputs in {} piece(s), {n}{points}",
        r.function.name(),
        r.format.name(),
        r.pprime,
        report.points,
        report.pieces,
    );
    let mut besides = Vec::new();
    if !report.zones.is_empty() {
        besides.push(format!(
            "{} inputs in {} zone(s), all hard-to-round cases (listed as ranges)",
            report.zone_points(),
            report.zones.len()
        ));
    }
    if report.overflow_points > 0 {
        besides.push(format!(
            "{} inputs whose values overflow (no breakpoint, no case)",
            report.overflow_points
        ));
    }
    if report.pointwise_points > 0 {
        besides.push(format!(
            "{} inputs point by point, where {} turns within 2^{TURN_LOG2} inputs",
            report.pointwise_points,
            r.function.name()
        ));
    }
    if !besides.is_empty() {
        let _ = writeln!(s, "# besides the pieces: {}", besides.join("; "));
    }
    let _ = writeln!(s, "# engine {engine}, {}", r.variant.name());
    let c = report.counts;
    let _ = writeln!(
        s,
        "# phase 1: {} intervals J; phase 2: {} J failed; phase 3: {} K failed; {} candidates; \
         {} hard-to-round cases{} ({} candidates in the error margin not confirmed by MPFR)",
        c.intervals,
        c.failed_j,
        c.failed_k,
        c.candidates,
        report.cases.len(),
        match report.zones.len() {
            0 => String::new(),
            z => format!(" besides {z} zone(s)"),
        },
        report.rejected
    );
    let t = report.times;
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    let generated = match report.generated_on_device {
        0 => "on the host".to_string(),
        g => format!(
            "generated on the device for {g} of {} models",
            report.models
        ),
    };
    if report.workers.len() > 1 {
        let _ = writeln!(
            s,
            "# {} engines searched side by side: each step's time below is their sum",
            report.workers.len()
        );
        for ((rank, engine), load) in &report.workers {
            let _ = writeln!(
                s,
                "#   rank {rank} engine {engine}: {} chunks, busy {:.1} ms (kernel compile {:.1} ms)",
                load.chunks,
                ms(load.busy),
                ms(load.compile)
            );
        }
    }
    let _ = writeln!(
        s,
        "# time: end to end {:.1} ms = approximations {:.1} ms ({generated}) + coefficients to the device {:.1} ms + phases {:.1} ms ({:.1} + {:.1} + {:.1}) + MPFR check {:.1} ms + the rest; before it: split and models {:.1} ms; besides: kernel compile {:.1} ms",
        ms(t.end_to_end),
        ms(t.approximations),
        ms(t.upload),
        ms(t.phases.total()),
        ms(t.phases.0[0]),
        ms(t.phases.0[1]),
        ms(t.phases.0[2]),
        ms(t.verify),
        ms(t.split),
        ms(t.compile),
    );
    s
}

fn write_lines(path: &Path, header: &str, lines: &[String]) -> Result<(), String> {
    let mut text = header.to_string();
    for line in lines {
        let _ = writeln!(text, "{line}");
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Command {
        #[command(flatten)]
        search: SearchArgs,
    }

    fn inputs(args: &[&str]) -> Result<u64, String> {
        let command = Command::try_parse_from(std::iter::once("tmd").chain(args.iter().copied()))
            .map_err(|e| e.kind().to_string())?;
        let request = command.search.request(Variant::default())?;
        Ok(request.split()?.points())
    }

    /// `--all` is every finite input of the domain: the two zeros once, the logarithms'
    /// positive inputs only; it takes no endpoints besides.
    #[test]
    fn all_is_every_finite_input_of_the_domain() {
        let b32 = ["--format", "binary32", "--pprime", "24", "--all"];
        let with = |f: &'static str| [&b32[..], &["--function", f]].concat();
        assert_eq!(inputs(&with("exp")), Ok(2 * 0x7f7f_ffff + 1));
        assert_eq!(inputs(&with("log")), Ok(0x7f7f_ffff));
        let conflict = inputs(&[&b32[..], &["--from", "1"]].concat()).unwrap_err();
        assert!(conflict.contains("cannot be used"), "{conflict}");
    }

    #[test]
    fn the_rate_is_said_only_once_inputs_were_searched() {
        assert_eq!(rate(0, 3.0), "rate: no input searched yet");
        assert_eq!(rate(5, 0.0), "rate: no input searched yet");
        assert_eq!(rate(3_000_000, 2.0), "1.500e6 inputs/s");
    }

    #[test]
    fn the_partial_list_is_named_after_the_whole_file_name() {
        assert_eq!(
            partial_path(Path::new("out/cases.txt")),
            Path::new("out/cases.txt.partial")
        );
        assert_eq!(partial_path(Path::new("cases")), Path::new("cases.partial"));
    }

    #[test]
    fn a_binade_of_no_number_is_said_to_be_that() {
        let err = binade("nan").unwrap_err();
        assert!(
            err.starts_with("--binade nan: not a number fpsig reads"),
            "{err}"
        );
        assert!(!err.contains("interval endpoint"), "{err}");
        assert_eq!(binade("0").unwrap_err(), "--binade 0: zero has no binade");
        assert_eq!(binade("-0.3").unwrap(), ("-2^-1".into(), "-2^-2".into()));
    }
}
