//! `fpsig bench report`: the default report against its budget, with the written catalogue and
//! with one compiled here.

use std::fmt::Write as _;
use std::time::Instant;

/// The report's budget on 2 cores.
const REPORT_TARGET_S: f64 = 5.0;

pub fn run(runs: u32, compiled: bool) -> Result<String, String> {
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
    for run in 1..=runs {
        let (secs, n) = timed(&written)?;
        best = best.min(secs);
        let _ = writeln!(
            out_text,
            "run {run}, shader texts from the written catalogue: {secs:.2} s ({n} signatures)"
        );
        crate::terminal::output::print(&out_text)?;
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
