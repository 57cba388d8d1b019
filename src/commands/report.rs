//! `fpsig report`: the HTML page of signatures side by side.

use super::load::load_or_measure;
use crate::report::Catalogue;
use fpsig_harness::diff::{self as diffs};
use std::path::Path;

/// `fpsig report`: the signatures named (files, folders, backends), or every committed one.
pub fn run(out: &Path, args: &[String]) -> Result<String, String> {
    let snapshots = Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots");
    let mut signatures = Vec::new();
    // The shader texts: a written catalogue beside the first folder of signatures that has
    // one, else the catalogue compiled now.
    let mut catalogue = None;
    if args.is_empty() {
        signatures = crate::report::committed(&snapshots)?;
        catalogue = Catalogue::beside(&snapshots);
    }
    for arg in args {
        let path = Path::new(arg);
        if path.is_dir() {
            signatures.extend(crate::report::committed(path)?);
            catalogue = catalogue.or_else(|| Catalogue::beside(path));
        } else {
            signatures.push(load_or_measure(arg)?);
        }
    }
    let catalogue = match catalogue {
        Some(c) => c,
        None => Catalogue::compile()?,
    };
    let page = crate::report::write(out, &signatures, &catalogue)?;
    Ok(format!(
        "wrote the report of {}: {}\n",
        diffs::count(signatures.len(), "signature"),
        page.display()
    ))
}
