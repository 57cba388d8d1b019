//! `fpsig signature`: one backend's arithmetic signature, and the shader text it was given.

use super::load::parse_spec;
use fpsig_harness::{open_backend, run_signature, Format};
use std::path::{Path, PathBuf};

/// Opens the backend a spec names (`None`: the best present), checking `--only` first.
fn open(spec: Option<&str>, only: Option<&str>) -> Result<fpsig_backends::Backend, String> {
    fpsig_harness::runner::check_only(only).map_err(|e| e.to_string())?;
    let spec = parse_spec(spec)?;
    open_backend(spec.as_ref()).map_err(|e| e.to_string())
}

pub fn run(
    spec: Option<&str>,
    only: Option<&str>,
    format: Format,
    shaders: Option<PathBuf>,
) -> Result<String, String> {
    if let Some(dir) = &shaders {
        // Before the run: a folder that cannot be made is not found out after it.
        fpsig_harness::folder::create(dir, "--shaders")?;
    }
    let backend = open(spec, only)?;
    let mark = fpsig_harness::shaders::mark(&backend);
    let sig = run_signature(&backend, only).map_err(|e| e.to_string())?;
    if let Some(dir) = shaders {
        fpsig_harness::shaders::caught_up(&backend, &mark)?;
        write_shaders(
            &dir,
            &backend,
            &fpsig_harness::shaders::since(&mark, &backend),
        )?;
    }
    Ok(sig.render(format))
}

/// Each kernel's source as `NAME.txt`, and where the backend's translation can be reproduced
/// (PTX on CUDA) that too, as `NAME.ptx`.
fn write_shaders(
    dir: &Path,
    backend: &fpsig_backends::Backend,
    sources: &fpsig_harness::shaders::Sources,
) -> Result<(), String> {
    let write = |path: PathBuf, text: &str| {
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    for (name, source) in sources {
        let stem = name.replace('#', "-");
        write(dir.join(format!("{stem}.txt")), source)?;
        if let Some(Ok(lowered)) = backend.lower(source) {
            let lowered = fpsig_harness::shaders::placeless(&lowered);
            write(dir.join(format!("{stem}.ptx")), &lowered)?;
        }
    }
    Ok(())
}
