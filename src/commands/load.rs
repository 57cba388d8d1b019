//! Reading the CLI's arguments: a backend spec, or a signature from a file or measured now.

use fpsig_backends::BackendSpec;
use fpsig_harness::{open_backend, run_signature, Signature};
use std::io::Write as _;
use std::path::Path;

pub fn parse_spec(spec: Option<&str>) -> Result<Option<BackendSpec>, String> {
    spec.map(|s| {
        s.parse()
            .map_err(|e: fpsig_backends::BackendError| e.to_string())
    })
    .transpose()
}

/// A signature from a file if `arg` names one, else measured on the backend `arg` names; a
/// folder, or a missing file that is no backend spec either, is said to be that.
pub fn load_or_measure(arg: &str) -> Result<Signature, String> {
    let path = Path::new(arg);
    let shown = fpsig_backends::user_text(arg);
    if path.is_dir() {
        return Err(format!("{shown} is a folder, not a signature file"));
    }
    if path.exists() {
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
        let (signature, marked) =
            Signature::parse_marked(&text).map_err(|e| format!("{shown}: {e}"))?;
        if !marked {
            let _ = writeln!(
                std::io::stderr(),
                "fpsig: note: {}",
                older_file(&shown, &signature)
            );
        }
        return Ok(signature);
    }
    let spec = parse_spec(Some(arg)).map_err(|e| {
        if looks_like_a_file(arg) {
            format!("{shown}: no such file")
        } else {
            format!("{shown}: no such file, nor a backend ({e})")
        }
    })?;
    let backend = open_backend(spec.as_ref()).map_err(|e| e.to_string())?;
    run_signature(&backend, None).map_err(|e| e.to_string())
}

/// Whether a text that names no file was meant as one: a path or a signature file's name.
fn looks_like_a_file(arg: &str) -> bool {
    arg.contains('/')
        || [".snap", ".yaml", ".yml", ".json"]
            .iter()
            .any(|ext| arg.ends_with(ext))
}

/// What a file without the format mark may lack: it is of an older fpsig, and a cut at a line
/// boundary would not show; the findings this fpsig measures that it does not hold are counted.
fn older_file(shown: &str, signature: &Signature) -> String {
    let ids = fpsig_harness::runner::probe_ids();
    let missing = ids
        .iter()
        .filter(|(id, _)| !signature.findings.contains_key(*id))
        .count();
    format!(
        "{shown} is an older signature file (no format mark: a cut at a line boundary would not \
         show); it lacks {missing} of the {} findings this fpsig measures",
        ids.len()
    )
}
