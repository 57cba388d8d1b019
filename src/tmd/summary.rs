//! The search's summary as `#` lines, and the names its engines go by.

use fpsig_harness::kernel_cache::{Found, KernelCache};
use fpsig_harness::tmd::interval::TURN_LOG2;
use fpsig_harness::tmd::search::{Engine, Report, Request};
use fpsig_harness::tmd::verify::hex;
use fpsig_harness::tmd::zone::CLEAR_LOG2;
use std::fmt::Write as _;

/// The header line that says where the kernels came from.
pub fn kernels_line(cache: Option<&KernelCache>) -> String {
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

/// What a search covered, as its summary and the benches name it: the function, the interval,
/// the format, p', the inputs and the pieces.
pub fn searched(r: &Request, report: &Report) -> String {
    format!(
        "{} on [{}, {}) {}, p' = {}: {} inputs in {} piece(s)",
        r.function.name(),
        hex(&r.from, r.format),
        hex(&r.to, r.format),
        r.format.name(),
        r.pprime,
        report.points,
        report.pieces,
    )
}

/// The search's summary as `#` lines: what was searched, where, the phase counts and times.
pub fn header(r: &Request, engine: &str, report: &Report) -> String {
    let mut s = String::new();
    let n = match report.smallest_log2_n {
        least if least < r.log2_n => format!("N = 2^{least}..2^{} per piece", r.log2_n),
        _ => format!("N = 2^{}", r.log2_n),
    };
    let points = match report.point_pieces {
        (0, _) => String::new(),
        (pieces, points) => format!("; {pieces} piece(s), {points} inputs, point by point"),
    };
    let _ = writeln!(s, "# {}, {n}{points}", searched(r, report));
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
    if report.clear_points > 0 {
        besides.push(format!(
            "{} inputs within 2^-{CLEAR_LOG2} of one breakpoint, proved at their ends to hold \
             no case",
            report.clear_points
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
        "# time: end to end {:.1} ms = approximations {:.1} ms ({generated}) + coefficients to the device {:.1} ms + phases {:.1} ms ({:.1} + {:.1} + {:.1}) + MPFR check {:.1} ms + the rest; on the thread that takes the chunks, alone: writing them down (log, digest, lists) {:.1} ms; before it: split and models {:.1} ms; besides: kernel compile {:.1} ms",
        ms(t.end_to_end),
        ms(t.approximations),
        ms(t.upload),
        ms(t.phases.total()),
        ms(t.phases.0[0]),
        ms(t.phases.0[1]),
        ms(t.phases.0[2]),
        ms(t.verify),
        ms(t.sink),
        ms(t.split),
        ms(t.compile),
    );
    s
}
