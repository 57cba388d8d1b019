//! The integration tests, one binary (`harness = false`): each area a module with its tests
//! declared once in `TESTS` ([`harness::Test`]), run by [`harness`] as one trial per adapter
//! they need. `cargo test --test it -- FILTER` selects by name as the standard runner does
//! (`[vulkan-spirv-llvmpipe]`, `ulp::`, a test's name).

mod common;
mod harness;
mod review;

mod browser;
mod cli;
mod float_float;
mod hub;
mod hub_visit;
mod launch;
mod page;
mod qd;
mod report;
mod rules;
mod seed_2006;
mod shaders;
mod signatures;
mod snapshot_review;
mod static_signatures;
mod tmd;
mod tmd_domain;
mod tmd_mpi;
mod tmd_state;
mod ulp;

use std::process::ExitCode;

/// Every area, the slowest first.
const AREAS: &[(&str, &[harness::Test])] = &[
    ("cli", cli::TESTS),
    ("ulp", ulp::TESTS),
    ("tmd", tmd::TESTS),
    ("qd", qd::TESTS),
    ("tmd_domain", tmd_domain::TESTS),
    ("browser", browser::TESTS),
    ("hub", hub::TESTS),
    ("hub_visit", hub_visit::TESTS),
    ("report", report::TESTS),
    ("signatures", signatures::TESTS),
    ("float_float", float_float::TESTS),
    ("tmd_state", tmd_state::TESTS),
    ("tmd_mpi", tmd_mpi::TESTS),
    ("launch", launch::TESTS),
    ("rules", rules::TESTS),
    ("seed_2006", seed_2006::TESTS),
    ("snapshot_review", snapshot_review::TESTS),
    ("shaders", shaders::TESTS),
    ("harness", harness::cores::TESTS),
    ("static_signatures", static_signatures::TESTS),
];

/// The areas that read the shader catalogue: last, so that the warm-up compiles it meanwhile.
const LATE: &[&str] = &["shaders", "static_signatures"];

/// The bodies run in a process of their own ([`harness::in_child`]).
const CHILDREN: &[(&str, fn())] = &[
    ("snapshot_review", snapshot_review::child),
    ("signature", signatures::child),
];

fn main() -> ExitCode {
    if let Ok(name) = std::env::var(harness::CHILD) {
        let Some((_, body)) = CHILDREN.iter().find(|(n, _)| *n == name) else {
            eprintln!("no child body {name}");
            return ExitCode::FAILURE;
        };
        body();
        return ExitCode::SUCCESS;
    }
    let mut args = libtest_mimic::Arguments::from_args();
    let listing = args.list;
    let (trials, not_run) = harness::trials(AREAS, LATE, || {
        common::catalogue();
    });
    // As many trials run at once as the runner's threads (`--test-threads`, or the cores), each
    // once it holds its adapters: the runner starts every trial, whose threads only wait.
    let cores = args
        .test_threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    harness::cores::set(cores);
    if cores > 1 {
        args.test_threads = Some(trials.len().max(cores));
    }
    if !listing && args.filter.is_none() && args.skip.is_empty() {
        // The whole suite: the catalogue compiles beside the first trials (a thread more than
        // the runner's; the late areas wait for it where it is not done).
        std::thread::spawn(common::catalogue);
    }
    if !listing {
        for line in &not_run {
            println!("{line}");
        }
    }
    let conclusion = libtest_mimic::run(&args, trials);
    if !listing {
        print!("{}", harness::seconds_by_area());
    }
    conclusion.exit_code()
}
