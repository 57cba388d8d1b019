//! Helpers shared by the integration tests.

use fpsig_harness::shaders::catalog::{self, Kernel};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// `snapshots/` of the checkout: `INSTA_WORKSPACE_ROOT` where the test binary runs away from
/// its build tree (the GPU machine), else the crate's own directory.
pub fn snapshot_dir() -> PathBuf {
    let root = std::env::var("INSTA_WORKSPACE_ROOT")
        .unwrap_or_else(|_| env!("CARGO_MANIFEST_DIR").to_string());
    Path::new(&root).join("snapshots")
}

/// The shader catalogue compiled for every target, once per process: the shader snapshots,
/// the measured runs' hashes and the static signatures all read it.
pub fn catalogue() -> &'static [Kernel] {
    static KERNELS: OnceLock<Vec<Kernel>> = OnceLock::new();
    KERNELS.get_or_init(|| catalog::compile().expect("the catalogue compiles"))
}

/// A fixed-seed xorshift64 generator.
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
pub fn chromium() -> Result<String, String> {
    let present = |cmd: &str| {
        Command::new(cmd)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    for cmd in ["chromium", "chromium-browser"] {
        if present(cmd) {
            return Ok(cmd.to_string());
        }
    }
    let installed = Command::new("apt-get")
        .args(["install", "-y", "-qq", "chromium", "fonts-dejavu-core"])
        .env("DEBIAN_FRONTEND", "noninteractive")
        .output()
        .is_ok_and(|o| o.status.success());
    if installed && present("chromium") {
        return Ok("chromium".to_string());
    }
    Err(
        "no Chromium, and `apt-get install chromium` did not give one (not root, or no network)"
            .into(),
    )
}

/// A folder with Dawn's node binding (`npm install webgpu@0.6.2` into the target folder once),
/// or why there is none.
pub fn node() -> Result<String, String> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("dawn-node");
    let ready = |dir: &Path| dir.to_string_lossy().into_owned();
    if dir.join("node_modules/webgpu/package.json").exists() {
        return Ok(ready(&dir));
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let installed = Command::new("npm")
        .args([
            "install",
            "--no-save",
            "--no-audit",
            "--no-fund",
            "webgpu@0.6.2",
        ])
        .current_dir(&dir)
        .output();
    match installed {
        Ok(out) if out.status.success() => Ok(ready(&dir)),
        Ok(out) => Err(format!(
            "`npm install webgpu@0.6.2` failed: {}",
            String::from_utf8_lossy(&out.stderr)
                .lines()
                .last()
                .unwrap_or("")
        )),
        Err(e) => Err(format!("no npm: {e}")),
    }
}

/// OpenMPI's launcher, where this build has the `mpi` feature and `mpirun` runs.
pub fn mpirun() -> Result<String, String> {
    if !cfg!(feature = "mpi") {
        return Err("this build has no `mpi` feature".into());
    }
    match Command::new("mpirun").arg("--version").output() {
        Ok(out) if out.status.success() => Ok("mpirun".into()),
        Ok(_) => Err("`mpirun --version` fails".into()),
        Err(e) => Err(format!("no mpirun: {e}")),
    }
}
