//! Running a trial: its time counted by area, its adapters held, an expected failure turned
//! around, a body run in a process of its own.

use super::adapters::{held, Adapter};
use super::cores::{self, Core, Rank};
use super::TestParameters;
use fpsig_backends::Backend;
use libtest_mimic::{Failed, Trial};
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Mutex;
use std::time::Instant;

thread_local! {
    /// Seconds the trial running on this thread waited for its adapters: not counted as its
    /// time.
    static WAITED: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) };
}

/// Seconds spent in each area's trials (summed over trials run side by side).
pub(super) static SECONDS: Mutex<BTreeMap<&'static str, f64>> = Mutex::new(BTreeMap::new());
/// Each trial run: its name, its seconds, and when it started (after its waits) and ended, in
/// seconds since the runner started the first trial.
static TRIALS: Mutex<Vec<(String, f64, f64, f64)>> = Mutex::new(Vec::new());

/// When the first trial started.
static FIRST: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

/// The slowest trials the summary names.
const SLOWEST: usize = 10;

pub(super) fn timed(
    area: &'static str,
    trial: String,
    run: impl FnOnce() -> Result<(), Failed>,
) -> Result<(), Failed> {
    let start = Instant::now();
    let first = *FIRST.get_or_init(|| start);
    let result = run();
    let waited = WAITED.take();
    let seconds = start.elapsed().as_secs_f64() - waited;
    let span = |t: Instant| t.duration_since(first).as_secs_f64();
    *SECONDS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .entry(area)
        .or_default() += seconds;
    TRIALS.lock().unwrap_or_else(|e| e.into_inner()).push((
        trial,
        seconds,
        span(start) + waited,
        span(Instant::now()),
    ));
    result
}

/// The areas' seconds, longest first, then the slowest trials'.
pub fn seconds_by_area() -> String {
    let seconds = SECONDS.lock().unwrap_or_else(|e| e.into_inner());
    let mut rows: Vec<(&&str, &f64)> = seconds.iter().collect();
    rows.sort_by(|a, b| b.1.total_cmp(a.1));
    let mut out: String = rows
        .iter()
        .map(|(area, s)| format!("time: {area:<20} {s:8.1} s\n"))
        .collect();
    let mut trials = TRIALS.lock().unwrap_or_else(|e| e.into_inner()).clone();
    trials.sort_by(|a, b| b.1.total_cmp(&a.1));
    for (trial, s, ..) in trials.iter().take(SLOWEST) {
        out += &format!("slowest: {s:7.1} s  {trial}\n");
    }
    // Every trial's seconds, start and end, for whoever looks for where the time goes.
    let every: String = trials
        .iter()
        .map(|(t, s, from, to)| format!("{s:.2}\t{from:.2}\t{to:.2}\t{t}\n"))
        .collect();
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("trial-seconds.tsv");
    if std::fs::write(&file, every).is_ok() {
        out += &format!("every trial's seconds: {}\n", file.display());
    }
    out
}

/// Runs `wait` (a wait for what the trial needs), its time not counted as the trial's.
pub(super) fn waiting<T>(wait: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = wait();
    WAITED.set(WAITED.get() + start.elapsed().as_secs_f64());
    out
}

/// Waits for one of the trials' cores ([`cores`]), the wait not counted as the trial's time.
pub(super) fn core(rank: Rank) -> Core<'static> {
    waiting(|| cores::take(rank, Vec::new()))
}

/// An ignored trial, its reason kept for the list printed before the run.
pub(super) fn skipped(name: String, reason: String, reasons: &mut Vec<String>) -> Trial {
    reasons.push(format!("not run: {name}: {reason}"));
    let why = reason.clone();
    Trial::test(name, move || Err(format!("not run here: {why}").into())).with_ignored_flag(true)
}

/// A device test's body on one adapter, its expected failure turned around.
pub(super) fn on_adapter(
    adapter: &'static Adapter,
    backend: &'static Backend,
    params: TestParameters,
    run: fn(&'static Backend),
) -> Result<(), Failed> {
    let core = waiting(|| cores::take(Rank::Adapter, held(adapter, backend, &params)));
    let outcome = catch_unwind(AssertUnwindSafe(|| run(backend)));
    drop(core);
    let expected = params
        .failures
        .iter()
        .find(|(part, _)| adapter.name.contains(part));
    match (outcome, expected) {
        (Ok(()), None) => Ok(()),
        (Err(_), Some((_, why))) => {
            println!("expected failure on {}: {why}", adapter.name);
            Ok(())
        }
        (Ok(()), Some((_, why))) => Err(format!(
            "passed on {}, where it is expected to fail ({why}): remove the expectation",
            adapter.name
        )
        .into()),
        (Err(panic), None) => std::panic::resume_unwind(panic),
    }
}

/// The variable that makes this binary run one child body instead of the trials.
pub const CHILD: &str = "FPSIG_IT_CHILD";

/// Runs the body `name` in a new process of this binary with `env` set (a test that needs a
/// process of its own), failing with its output where it fails.
pub fn in_child(name: &str, env: &[(&str, &str)]) {
    let exe = std::env::current_exe().expect("the test binary's path");
    let out = std::process::Command::new(exe)
        .env(CHILD, name)
        .envs(env.iter().copied())
        .output()
        .expect("the test binary runs again");
    assert!(
        out.status.success(),
        "{name} failed in its own process:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
