//! The CLI's commands, each returning the text to print or a one-line error.

use fpsig_backends::{BackendSpec, Listing};
use fpsig_harness::signature::{diff as diff_signatures, render_diff};
use fpsig_harness::{open_backend, run_signature, Format, Signature};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

pub fn parse_spec(spec: Option<&str>) -> Result<Option<BackendSpec>, String> {
    spec.map(|s| {
        s.parse()
            .map_err(|e: fpsig_backends::BackendError| e.to_string())
    })
    .transpose()
}

pub fn backends() -> Result<String, String> {
    let mut out = String::new();
    for listing in fpsig_backends::list() {
        match listing {
            Listing::Present {
                identity,
                capabilities: c,
            } => {
                let _ = writeln!(
                    out,
                    "{} (--backend '{}')",
                    identity.snapshot_name(),
                    identity.spec()
                );
                let _ = writeln!(out, "  api:      {}", identity.api);
                let _ = writeln!(out, "  compiler: {}", identity.compiler);
                let _ = writeln!(
                    out,
                    "  adapter:  {} ({})",
                    identity.adapter, identity.device_type
                );
                let _ = writeln!(out, "  driver:   {}", identity.driver);
                let yn = |b: bool| if b { "yes" } else { "no" };
                let groups = c
                    .subgroup_sizes
                    .map_or("none".to_string(), |(lo, hi)| format!("{lo}..{hi}"));
                let _ = writeln!(
                    out,
                    "  types:    f16 {}, f64 {}, i64 {}; subgroup sizes {groups}",
                    yn(c.f16),
                    yn(c.f64),
                    yn(c.i64)
                );
                for (k, v) in &c.float_controls {
                    let _ = writeln!(out, "  float controls: {k} = {v}");
                }
            }
            Listing::Absent { api, reason } => {
                let _ = writeln!(out, "{api}: absent: {reason}");
            }
        }
    }
    Ok(out)
}

pub fn probes() -> Result<String, String> {
    Ok(fpsig_harness::runner::probe_ids()
        .iter()
        .map(|(id, test)| format!("{id:22} {test}\n"))
        .collect())
}

/// Measures the signature of a backend spec (`None`: the best present).
pub fn measure(spec: Option<&str>, only: Option<&str>) -> Result<Signature, String> {
    fpsig_harness::runner::check_only(only).map_err(|e| e.to_string())?;
    let spec = parse_spec(spec)?;
    let backend = open_backend(spec.as_ref()).map_err(|e| e.to_string())?;
    run_signature(&backend, only).map_err(|e| e.to_string())
}

pub fn signature(
    spec: Option<&str>,
    only: Option<&str>,
    format: Format,
    shaders: Option<PathBuf>,
) -> Result<String, String> {
    let mark = fpsig_harness::shaders::mark();
    let sig = measure(spec, only)?;
    if let Some(dir) = shaders {
        write_shaders(&dir, &fpsig_harness::shaders::since(&mark))?;
    }
    Ok(sig.render(format))
}

fn write_shaders(dir: &Path, sources: &fpsig_harness::shaders::Sources) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    for (name, source) in sources {
        let path = dir.join(format!("{}.txt", name.replace('#', "-")));
        std::fs::write(&path, source)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}

/// A signature from a file if `arg` names one, else measured on the backend `arg` names.
fn load_or_measure(arg: &str) -> Result<Signature, String> {
    let path = Path::new(arg);
    if path.is_file() {
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {arg}: {e}"))?;
        return Signature::parse(&text).map_err(|e| format!("{arg}: {e}"));
    }
    measure(Some(arg), None)
}

pub fn diff(a: &str, b: &str) -> Result<String, String> {
    let (a, b) = (load_or_measure(a)?, load_or_measure(b)?);
    Ok(render_diff(&a, &b, &diff_signatures(&a, &b)))
}
