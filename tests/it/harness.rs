//! The harness of the integration tests, after wgpu's `#[gpu_test]`: a test declares what it
//! needs ([`TestParameters`]: the APIs it runs through, f16, f64, a program such as Chromium)
//! and where it is expected to fail, once; it becomes one trial per adapter of those APIs,
//! named `[adapter] area::test`. An adapter (or program) this machine lacks, or one without
//! what the test needs, is an ignored trial whose reason is printed before the run: absence is
//! a skip, never a pass. `FPSIG_REQUIRE` (snapshot names) adds one trial per name that fails
//! where that device is absent; `FPSIG_BACKENDS` (parts of snapshot names) keeps only the
//! adapters it names.
//!
//! Trials run through `libtest-mimic` (the standard runner's arguments, output and summary);
//! trials on one adapter run one at a time (CubeCL's compilation log is the process's, and a
//! device's memory is shared), trials on different adapters and host trials side by side.

use fpsig_backends::{Api, Backend, Listing};
use fpsig_harness::open_backend;
use libtest_mimic::{Failed, Trial};
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

/// A program a test needs besides an adapter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Program {
    /// Chromium, headless (its WebGPU on SwiftShader, or its page renderer).
    Chromium,
    /// Node with npm (Dawn's `webgpu` package).
    Node,
    /// An MPI launcher, for a build with the `mpi` feature.
    Mpi,
}

impl Program {
    fn name(self) -> &'static str {
        match self {
            Program::Chromium => "chromium",
            Program::Node => "node",
            Program::Mpi => "mpi",
        }
    }

    /// The program's command, or why there is none; looked for once per process.
    pub fn find(self) -> Result<String, String> {
        static FOUND: OnceLock<Mutex<BTreeMap<&'static str, Result<String, String>>>> =
            OnceLock::new();
        let mut found = FOUND
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        found
            .entry(self.name())
            .or_insert_with(|| match self {
                Program::Chromium => crate::common::chromium(),
                Program::Node => crate::common::node(),
                Program::Mpi => crate::common::mpirun(),
            })
            .clone()
    }
}

/// What a device test needs, and where it is known to fail.
#[derive(Clone, Copy)]
pub struct TestParameters {
    /// The APIs whose adapters it runs on (one trial each).
    pub apis: &'static [Api],
    pub f16: bool,
    pub f64: bool,
    /// Another adapter of the machine with f64 to judge its results (a GL ulp map).
    pub judge: bool,
    /// The APIs whose first adapter it also uses: those adapters are held too while it runs.
    pub also: &'static [Api],
    /// Adapters (a part of the snapshot name) on which the test is expected to fail, and why:
    /// there a failure passes and a pass fails, so a driver that fixes it is noticed.
    pub failures: &'static [(&'static str, &'static str)],
}

impl TestParameters {
    pub const fn on(apis: &'static [Api]) -> Self {
        TestParameters {
            apis,
            f16: false,
            f64: false,
            judge: false,
            also: &[],
            failures: &[],
        }
    }

    pub const fn f64(self) -> Self {
        TestParameters { f64: true, ..self }
    }

    pub const fn judged(self) -> Self {
        TestParameters {
            judge: true,
            ..self
        }
    }

    pub const fn also(self, also: &'static [Api]) -> Self {
        TestParameters { also, ..self }
    }

    pub const fn expect_failure(self, failures: &'static [(&'static str, &'static str)]) -> Self {
        TestParameters { failures, ..self }
    }
}

pub const VULKAN: &[Api] = &[Api::Vulkan];
pub const GL: &[Api] = &[Api::Gl];
pub const VULKAN_AND_CUDA: &[Api] = &[Api::Vulkan, Api::Cuda];
/// Every API a device of this build can be reached through (a browser's WebGPU is reached
/// through `fpsig serve`, in the browser tests).
pub const EVERY_API: &[Api] = &[
    Api::Cuda,
    Api::Vulkan,
    Api::Wgsl,
    Api::Gl,
    Api::Metal,
    Api::Dx12,
];
/// The APIs the TMD kernels run on.
pub const TMD_ENGINES: &[Api] = &[Api::Vulkan, Api::Wgsl, Api::Cuda, Api::Gl];

/// One test, declared once.
pub enum Test {
    /// Needs no device (it may run fpsig on the CPU engine or read committed files).
    Host(&'static str, fn()),
    /// Runs on every adapter of its parameters' APIs.
    Device(&'static str, TestParameters, fn(&'static Backend)),
    /// Needs a program; given its command.
    With(&'static str, Program, fn(&str)),
}

/// An adapter of this machine: its backend opened once for the whole process, or why not.
struct Adapter {
    name: String,
    api: Api,
    opened: Result<&'static Backend, String>,
    one_at_a_time: Mutex<()>,
}

/// The APIs with no adapter here, and why.
type Missing = Vec<(Api, String)>;

fn names(var: &str) -> Vec<String> {
    std::env::var(var)
        .unwrap_or_default()
        .split(',')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

/// Every adapter of the build on this machine, opened, and the APIs without one.
fn adapters() -> &'static (Vec<Adapter>, Missing) {
    static ADAPTERS: OnceLock<(Vec<Adapter>, Missing)> = OnceLock::new();
    ADAPTERS.get_or_init(|| {
        let selected = names("FPSIG_BACKENDS");
        let mut present = Vec::new();
        let mut missing = Vec::new();
        for listing in fpsig_backends::list() {
            match listing {
                Listing::Absent { api, reason } => missing.push((api, reason)),
                Listing::Present { identity, .. } => {
                    let name = identity.snapshot_name();
                    let opened = if !selected.is_empty()
                        && !selected.iter().any(|s| name.contains(s.as_str()))
                    {
                        Err("not in FPSIG_BACKENDS".to_string())
                    } else {
                        open_backend(Some(&identity.spec()))
                            .map(|b| &*Box::leak(Box::new(b)))
                            .map_err(|e| format!("does not open: {e}"))
                    };
                    present.push(Adapter {
                        name,
                        api: identity.api,
                        opened,
                        one_at_a_time: Mutex::new(()),
                    });
                }
            }
        }
        (present, missing)
    })
}

/// The first opened adapter of `api`, for a test that takes one where present.
pub fn first_of(api: Api) -> Option<&'static Backend> {
    adapters()
        .0
        .iter()
        .filter(|a| a.api == api)
        .find_map(|a| a.opened.clone().ok())
}

/// Seconds spent in each area's trials (summed over trials run side by side).
static SECONDS: Mutex<BTreeMap<&'static str, f64>> = Mutex::new(BTreeMap::new());

fn timed(area: &'static str, run: impl FnOnce() -> Result<(), Failed>) -> Result<(), Failed> {
    let start = Instant::now();
    let result = run();
    *SECONDS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .entry(area)
        .or_default() += start.elapsed().as_secs_f64();
    result
}

/// The areas' seconds, longest first.
pub fn seconds_by_area() -> String {
    let seconds = SECONDS.lock().unwrap_or_else(|e| e.into_inner());
    let mut rows: Vec<(&&str, &f64)> = seconds.iter().collect();
    rows.sort_by(|a, b| b.1.total_cmp(a.1));
    rows.iter()
        .map(|(area, s)| format!("time: {area:<20} {s:8.1} s\n"))
        .collect()
}

/// An ignored trial, its reason kept for the list printed before the run.
fn skipped(name: String, reason: String, reasons: &mut Vec<String>) -> Trial {
    reasons.push(format!("not run: {name}: {reason}"));
    let why = reason.clone();
    Trial::test(name, move || Err(format!("not run here: {why}").into())).with_ignored_flag(true)
}

/// The adapters a trial holds while it runs, in one order for every trial (no deadlock): its
/// own, the judge of its results where it has one, the first of each API it also uses. The
/// compilation log is the process's: a kernel compiled for one adapter while another's run
/// captures its shaders in the same language would be read as that run's.
fn held(adapter: &'static Adapter, backend: &Backend, params: &TestParameters) -> Vec<usize> {
    let all = &adapters().0;
    let index = |name: &str| all.iter().position(|a| a.name == name);
    let mut held: Vec<usize> = index(&adapter.name).into_iter().collect();
    if params.judge {
        let judge = fpsig_harness::probes::ulp::judge_for(backend);
        held.extend(judge.and_then(|j| index(&j.identity.snapshot_name())));
    }
    for api in params.also {
        held.extend(all.iter().position(|a| a.api == *api && a.opened.is_ok()));
    }
    held.sort_unstable();
    held.dedup();
    held
}

/// A device test's body on one adapter, its expected failure turned around.
fn on_adapter(
    adapter: &'static Adapter,
    backend: &'static Backend,
    params: TestParameters,
    run: fn(&'static Backend),
) -> Result<(), Failed> {
    let all = &adapters().0;
    let _held: Vec<_> = held(adapter, backend, &params)
        .into_iter()
        .map(|i| {
            all[i]
                .one_at_a_time
                .lock()
                .unwrap_or_else(|e| e.into_inner())
        })
        .collect();
    let outcome = catch_unwind(AssertUnwindSafe(|| run(backend)));
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

/// What an adapter lacks of `params`, if anything.
fn lacks(backend: &Backend, params: &TestParameters) -> Option<String> {
    let c = &backend.capabilities;
    let wanted = [("f64", params.f64, c.f64), ("f16", params.f16, c.f16)];
    let mut missing: Vec<&str> = wanted
        .iter()
        .filter(|(_, want, has)| *want && !*has)
        .map(|(name, ..)| *name)
        .collect();
    if params.judge && fpsig_harness::probes::ulp::judge_for(backend).is_none() {
        missing.push("other adapter with f64 to judge it");
    }
    (!missing.is_empty()).then(|| format!("has no {}", missing.join(", ")))
}

fn device_trials(
    area: &'static str,
    test: &'static str,
    params: TestParameters,
    run: fn(&'static Backend),
    reasons: &mut Vec<String>,
) -> Vec<(String, Trial)> {
    let (present, missing) = adapters();
    let mut trials = Vec::new();
    for api in params.apis {
        let mut any = false;
        for adapter in present.iter().filter(|a| a.api == *api) {
            any = true;
            let name = format!("[{}] {area}::{test}", adapter.name);
            let backend = match &adapter.opened {
                Ok(b) => *b,
                Err(why) => {
                    trials.push((String::new(), skipped(name, why.clone(), reasons)));
                    continue;
                }
            };
            if let Some(why) = lacks(backend, &params) {
                trials.push((String::new(), skipped(name, why, reasons)));
                continue;
            }
            trials.push((
                adapter.name.clone(),
                Trial::test(name, move || {
                    timed(area, || on_adapter(adapter, backend, params, run))
                }),
            ));
        }
        if !any {
            let why = missing
                .iter()
                .find(|(a, _)| a == api)
                .map_or("no adapter".to_string(), |(_, r)| r.clone());
            let name = format!("[{}] {area}::{test}", api.name());
            trials.push((String::new(), skipped(name, why, reasons)));
        }
    }
    trials
}

/// The trials of every area's tests, and the reasons of those not run here. `late` areas
/// (those that read what a warm-up computes meanwhile) come last.
pub fn trials(
    areas: &[(&'static str, &'static [Test])],
    late: &[&str],
) -> (Vec<Trial>, Vec<String>) {
    let mut reasons = Vec::new();
    // (lane, trial): a lane is what a trial occupies (an adapter, a program, the host).
    let mut lanes: Vec<(String, Trial)> = Vec::new();
    for &(area, tests) in areas {
        let host = if late.contains(&area) { "late" } else { "host" };
        for test in tests {
            match *test {
                Test::Host(name, run) => lanes.push((
                    host.into(),
                    Trial::test(format!("{area}::{name}"), move || {
                        timed(area, || {
                            run();
                            Ok(())
                        })
                    }),
                )),
                Test::Device(name, params, run) => {
                    lanes.extend(device_trials(area, name, params, run, &mut reasons))
                }
                Test::With(name, program, run) => {
                    let trial = format!("[{}] {area}::{name}", program.name());
                    lanes.push(match program.find() {
                        Ok(cmd) => (
                            program.name().into(),
                            Trial::test(trial, move || {
                                timed(area, || {
                                    run(&cmd);
                                    Ok(())
                                })
                            }),
                        ),
                        Err(why) => (String::new(), skipped(trial, why, &mut reasons)),
                    });
                }
            }
        }
    }
    let mut trials = required();
    trials.extend(interleaved(lanes));
    (trials, reasons)
}

/// The trials in an order that keeps the test threads busy: ignored ones first, then one of
/// each lane in turn (trials on one adapter wait for each other; the host's do not), the late
/// ones last.
fn interleaved(lanes: Vec<(String, Trial)>) -> Vec<Trial> {
    let mut queues: BTreeMap<String, std::collections::VecDeque<Trial>> = BTreeMap::new();
    let mut out = Vec::new();
    let mut late = Vec::new();
    for (lane, trial) in lanes {
        match lane.as_str() {
            "" => out.push(trial),
            "late" => late.push(trial),
            _ => queues.entry(lane).or_default().push_back(trial),
        }
    }
    while !queues.is_empty() {
        for queue in queues.values_mut() {
            out.extend(queue.pop_front());
        }
        queues.retain(|_, q| !q.is_empty());
    }
    out.extend(late);
    out
}

/// One trial per `FPSIG_REQUIRE` name: it fails where that device is not here. A browser's
/// snapshot (`webgpu-chromium-...`) needs Chromium, Dawn's (`webgpu-dawn-node-...`) Node.
fn required() -> Vec<Trial> {
    names("FPSIG_REQUIRE")
        .into_iter()
        .map(|name| {
            let trial = format!("required::{name}");
            Trial::test(trial, move || {
                let program = if name.starts_with("webgpu-chromium") {
                    Some(Program::Chromium)
                } else if name.starts_with("webgpu-dawn") {
                    Some(Program::Node)
                } else {
                    None
                };
                if let Some(p) = program {
                    return p
                        .find()
                        .map(|_| ())
                        .map_err(|why| format!("FPSIG_REQUIRE asks for {name}: {why}").into());
                }
                match adapters().0.iter().find(|a| a.name == name) {
                    Some(a) => a.opened.as_ref().map(|_| ()).map_err(|why| {
                        format!("FPSIG_REQUIRE asks for {name}, which {why}").into()
                    }),
                    None => Err(format!(
                        "FPSIG_REQUIRE asks for {name}, which is not on this machine or not in \
                         this build"
                    )
                    .into()),
                }
            })
        })
        .collect()
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
