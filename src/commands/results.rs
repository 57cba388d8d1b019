//! `fpsig results`: writes `docs/results.md` and the README's generated blocks from the
//! committed signatures and `results/`, or with `--check` says whether they are current.

use std::path::Path;

pub fn run(check: bool) -> Result<String, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let signatures = crate::report::committed(&root.join("snapshots"))?;
    let read = |p: &Path| {
        std::fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()))
    };
    let results_path = root.join("docs/results.md");
    let readme_path = root.join("README.md");
    let results = crate::report::results::results_md(&signatures, &root.join("results"))?;
    let readme_now = read(&readme_path)?;
    let readme = crate::report::results::readme(&readme_now, &signatures)?;
    let results_now = std::fs::read_to_string(&results_path).ok();
    let stale: Vec<&Path> = [
        (
            results_path.as_path(),
            results_now.as_ref() != Some(&results),
        ),
        (readme_path.as_path(), readme_now != readme),
    ]
    .into_iter()
    .filter(|(_, differs)| *differs)
    .map(|(path, _)| path)
    .collect();
    if check {
        return match stale.as_slice() {
            [] => Ok("docs/results.md and README.md are current\n".into()),
            _ => Err(format!(
                "stale, run `fpsig results`: {}",
                stale
                    .iter()
                    .map(|p| p.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        };
    }
    for (path, text) in [(&results_path, &results), (&readme_path, &readme)] {
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(format!(
        "wrote {} and README.md's generated blocks from {} signatures\n",
        results_path.display(),
        signatures.len()
    ))
}
