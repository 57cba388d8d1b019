//! `fpsig bench signature`: backend start, the first run (kernels compiled) and warm runs.

use crate::commands::load::parse_spec;
use fpsig_harness::{open_backend, run_signature};
use std::fmt::Write as _;
use std::time::Instant;

pub fn run(spec: Option<&str>, runs: u32) -> Result<String, String> {
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
