//! Helpers shared by the integration tests.

use fpsig_backends::{Backend, Listing};
use fpsig_harness::open_backend;
use std::process::Command;

/// Where a test records what it could not run: one line a skipped test (`skipped`) or a
/// device it asked for and went on without (`absent`), appended to the file `FPSIG_SKIP_LOG`
/// names. The standard test runner has no run-time skip (a test that returns early is counted
/// as passed), so `.ci/run` sets the variable, counts these lines beside the runner's
/// counts, and prints `ci: P passed, F failed, S skipped` with each skipped test taken out of
/// the passed ones.
fn record(kind: &str, reason: &str) {
    let binary = std::env::current_exe()
        .ok()
        .and_then(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .map(|s| {
            s.rsplit_once('-')
                .map_or(s.clone(), |(name, _hash)| name.to_string())
        })
        .unwrap_or_default();
    let thread = std::thread::current();
    let test = thread.name().unwrap_or("?");
    let line = format!("{kind} {binary}::{test}: {}\n", reason.replace('\n', " "));
    if let Ok(path) = std::env::var("FPSIG_SKIP_LOG") {
        use std::io::Write as _;
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path);
        file.and_then(|mut f| f.write_all(line.as_bytes()))
            .unwrap_or_else(|e| panic!("FPSIG_SKIP_LOG {path}: {e}"));
    }
    print!("{line}");
}

/// Records a device or backend the calling test goes on without, and why.
#[allow(dead_code)] // not every test binary uses it
pub fn absent(reason: impl std::fmt::Display) {
    record("absent", &reason.to_string());
}

/// Records that the calling test did not run, and why; the test returns right after.
#[allow(dead_code)] // not every test binary uses it
pub fn skip(reason: impl std::fmt::Display) {
    record("skipped", &reason.to_string());
}

/// The backend, or the calling test returns as skipped with the reason it is absent.
#[allow(unused_macros)] // not every test binary uses it
macro_rules! or_skip {
    ($absent:expr) => {
        match $absent {
            Ok(backend) => backend,
            Err(why) => return common::skip(why),
        }
    };
}
#[allow(unused_imports)] // not every test binary uses it
pub(crate) use or_skip;

/// The first backend of this machine whose snapshot name starts with `prefix`, or why there
/// is none (recorded as absent) where `FPSIG_REQUIRE` does not ask for one.
#[allow(dead_code)] // not every test binary uses it
fn first_backend(prefix: &str) -> Result<Backend, String> {
    let required = std::env::var("FPSIG_REQUIRE").unwrap_or_default();
    let mut why = format!("no {prefix} backend on this machine");
    for listing in fpsig_backends::list() {
        if let Listing::Present { identity, .. } = listing {
            if identity.snapshot_name().starts_with(prefix) {
                match open_backend(Some(&identity.spec())) {
                    Ok(backend) => return Ok(backend),
                    Err(e) => why = format!("{} does not open: {e}", identity.snapshot_name()),
                }
            }
        }
    }
    assert!(
        !required.contains(prefix),
        "FPSIG_REQUIRE asks for a {prefix} backend: {why}"
    );
    absent(&why);
    Err(why)
}

/// The first Vulkan (SPIR-V) backend.
#[allow(dead_code)] // not every test binary uses it
pub fn vulkan() -> Result<Backend, String> {
    first_backend("vulkan-spirv")
}

/// The first GL backend (no 64-bit integers: the 32-bit-limb kernels).
#[allow(dead_code)] // not every test binary uses it
pub fn gl() -> Result<Backend, String> {
    first_backend("gl-glsl")
}

/// The first CUDA backend.
#[allow(dead_code)] // not every test binary uses it
pub fn cuda() -> Result<Backend, String> {
    first_backend("cuda-nvrtc")
}

/// The first Vulkan backend reached through WGSL (a build with `wgsl` and without `vulkan`).
#[allow(dead_code)] // not every test binary uses it
pub fn wgsl() -> Result<Backend, String> {
    first_backend("vulkan-wgsl")
}

/// A fixed-seed xorshift64 generator.
#[allow(dead_code)] // not every test binary uses it
pub fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed;
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    }
}

/// Chromium's command, installing Debian's package where it is absent and this runs as root;
/// the reason where neither works.
#[allow(dead_code)] // not every test binary uses it
pub fn chromium() -> Result<&'static str, String> {
    let present = |cmd: &str| {
        Command::new(cmd)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    for cmd in ["chromium", "chromium-browser"] {
        if present(cmd) {
            return Ok(cmd);
        }
    }
    let installed = Command::new("apt-get")
        .args(["install", "-y", "-qq", "chromium", "fonts-dejavu-core"])
        .env("DEBIAN_FRONTEND", "noninteractive")
        .output()
        .is_ok_and(|o| o.status.success());
    if installed && present("chromium") {
        return Ok("chromium");
    }
    Err(
        "no Chromium, and `apt-get install chromium` did not give one (not root, or no network)"
            .into(),
    )
}
