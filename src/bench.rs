//! `fpsig bench`: timings, never in tests and never in signatures.

use crate::commands::parse_spec;
use clap::Subcommand;
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
}

pub fn run(what: BenchCommand) -> Result<String, String> {
    match what {
        BenchCommand::Signature { backend, runs } => signature(backend.as_deref(), runs),
    }
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
