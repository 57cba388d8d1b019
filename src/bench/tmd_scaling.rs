//! `fpsig bench tmd-scaling`: one search on the first 1, 2, 4, … of the engines `--backend`
//! names (`cuda:all`: every GPU of the host), side by side in one process: wall time, each
//! engine's busy time, the speed-up and efficiency against one engine, and whether every run
//! found the same sorted list.

use crate::tmd::args::SearchArgs;
use fpsig_harness::tmd::search::{search_on, Alone, Discard, Engine, Report};
use fpsig_harness::tmd::Variant;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

pub struct Options {
    pub search: SearchArgs,
    pub chunk_log2_js: u32,
    /// Engine counts to run, in order; default 1, 2, 4, … and the number of engines.
    pub counts: Option<Vec<usize>>,
}

/// 1, 2, 4, … below `n`, then `n`.
fn default_counts(n: usize) -> Vec<usize> {
    let mut counts: Vec<usize> = (0..).map(|i| 1 << i).take_while(|&k| k < n).collect();
    counts.push(n);
    counts
}

fn secs(d: Duration) -> f64 {
    d.as_secs_f64()
}

pub fn run(o: Options) -> Result<String, String> {
    let mut request = o.search.request(Variant::default())?;
    request.chunk_log2_js = o.chunk_log2_js;
    request.validate()?;
    let backends = o.search.backends(None, false)?;
    let engines = backends
        .iter()
        .map(|b| o.search.engine(b.as_ref()))
        .collect::<Result<Vec<Engine>, _>>()?;
    let counts = o.counts.unwrap_or_else(|| default_counts(engines.len()));
    if let Some(&k) = counts.iter().find(|&&k| k == 0 || k > engines.len()) {
        return Err(format!(
            "--engines {k}: between 1 and the {} engines --backend names",
            engines.len()
        ));
    }
    let mut out = String::new();
    for (i, engine) in engines.iter().enumerate() {
        let _ = writeln!(out, "engine {i}: {}", crate::tmd::summary::name(engine));
    }
    let mut first: Option<(f64, Vec<String>)> = None;
    for k in counts {
        let start = Instant::now();
        let report = search_on(&request, &engines[..k], &mut Discard, &mut Alone)?;
        let wall = start.elapsed();
        // The table's header, once the first run has counted the inputs and pieces.
        if first.is_none() {
            let _ = writeln!(
                out,
                "{}, chunks of 2^{} Js\n\
                 end to end: from the first chunk to the last checked case, less the kernel \
                 compiles of the thread that compiled longest; busy: an engine's time on its chunks (MPFR checks included); \
                 imbalance: the busiest engine's time over the mean\n",
                crate::tmd::summary::searched(&request, &report),
                request.chunk_log2_js
            );
            let _ = writeln!(
                out,
                "| engines | wall s | end to end s | speed-up | efficiency | busy per engine s | imbalance | MPFR check s | cases | same list |\n|---|---|---|---|---|---|---|---|---|---|"
            );
        }
        out += &row(k, wall, &report, &mut first);
    }
    Ok(out)
}

/// One table row; `first` keeps the first run's end-to-end time and list.
fn row(
    k: usize,
    wall: Duration,
    report: &Report,
    first: &mut Option<(f64, Vec<String>)>,
) -> String {
    let lines: Vec<String> = report.cases.iter().map(|c| c.to_string()).collect();
    let end_to_end = secs(report.times.end_to_end);
    let (base, base_lines) = first.get_or_insert_with(|| (end_to_end * k as f64, lines.clone()));
    let busy: Vec<f64> = report.workers.values().map(|l| secs(l.busy)).collect();
    let mean = busy.iter().sum::<f64>() / busy.len().max(1) as f64;
    let max = busy.iter().cloned().fold(0.0, f64::max);
    let speedup = *base / end_to_end;
    format!(
        "| {k} | {:.2} | {:.2} | {speedup:.2} | {:.0}% | {} | {:.2} | {:.2} | {} | {} |\n",
        secs(wall),
        end_to_end,
        100.0 * speedup / k as f64,
        busy.iter()
            .map(|b| format!("{b:.2}"))
            .collect::<Vec<_>>()
            .join(" "),
        max / mean.max(1e-12),
        secs(report.times.verify),
        lines.len(),
        if lines == *base_lines { "yes" } else { "NO" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_double_up_to_the_engines() {
        assert_eq!(default_counts(1), [1]);
        assert_eq!(default_counts(2), [1, 2]);
        assert_eq!(default_counts(4), [1, 2, 4]);
        assert_eq!(default_counts(6), [1, 2, 4, 6]);
    }
}
