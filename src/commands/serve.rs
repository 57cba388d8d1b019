//! `fpsig serve`: a browser's WebGPU measured through a page fpsig serves on this machine. The
//! page shows the run's progress and offers the signature for download at the end; the file is
//! also written here after every probe family, so that a tab closed mid-run loses nothing finished.

use super::listen::Listen;
use fpsig_backends::browser::Session;
use fpsig_harness::probes::Family;
use fpsig_harness::runner::{assemble, families, run_family};
use fpsig_harness::{Format, Signature};
use serde_json::json;
use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// What `fpsig serve` was asked.
#[derive(clap::Args)]
pub struct ServeArgs {
    #[command(flatten)]
    listen: Listen,
    /// The snapshot name, where `webgpu-<browser>-<os>-<adapter>` would collide (two phones of
    /// one model): lower-case letters, digits and `-`.
    #[arg(long)]
    name: Option<String>,
    /// The folder the signature is written to, as `<name>.yaml`.
    #[arg(long, default_value = ".")]
    out: PathBuf,
    /// Run only this probe family or finding id.
    #[arg(long)]
    only: Option<String>,
}

fn check_name(name: &str) -> Result<(), String> {
    let ok = !name.is_empty()
        && name.len() <= 100
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if ok {
        Ok(())
    } else {
        Err(format!(
            "--name '{}': use lower-case letters, digits and '-' (at most 100)",
            fpsig_backends::user_text(name)
        ))
    }
}

/// Writes the signature so far, replacing the file whole (a reader never sees half of it).
fn save(path: &Path, signature: &Signature) -> Result<(), String> {
    let partial = path.with_extension("yaml.tmp");
    let shown = fpsig_backends::user_text(&path.display().to_string());
    std::fs::write(&partial, signature.render(Format::Yaml))
        .and_then(|()| std::fs::rename(&partial, path))
        .map_err(|e| format!("cannot write {shown}: {e}"))
}

/// Each finding's verdict up to its first `;`, for the page's summary.
fn rows(signature: &Signature) -> Vec<(String, String)> {
    signature
        .findings
        .iter()
        .map(|(id, f)| {
            let first = f.verdict.split(';').next().unwrap_or("");
            (id.clone(), first.to_string())
        })
        .collect()
}

/// What a run through a page measured: the signature (the families finished), and why the run
/// stopped early where it did.
pub struct Measured {
    pub signature: Signature,
    pub finished: usize,
    pub stopped: Option<String>,
}

/// Runs `selected` on the page's backend, telling the page which family runs; after each family
/// `saved` gets the signature so far (named `name`, as `assemble` makes it for `only`).
pub fn measure(
    session: &Session,
    backend: &fpsig_backends::Backend,
    selected: &[Family],
    only: Option<&str>,
    name: &str,
    mut saved: impl FnMut(&Signature) -> Result<(), String>,
) -> Result<Measured, String> {
    let named = |findings: BTreeMap<_, _>| {
        let mut signature = assemble(backend, findings, only);
        signature.backend.name = name.to_string();
        signature
    };
    let mut findings = BTreeMap::new();
    let mut stopped = None;
    let mut finished = 0;
    for (done, family) in selected.iter().enumerate() {
        let progress = json!({"progress": {"done": done, "of": selected.len(), "name": family.id}});
        if let Err(why) = session.tell(progress.to_string()) {
            stopped = Some(why);
            break;
        }
        let found = run_family(backend, family);
        if let Some(why) = session.lost() {
            // The family the tab was lost in did not finish: its failures are not findings.
            stopped = Some(why);
            break;
        }
        findings.extend(found);
        finished += 1;
        let so_far = named(findings.clone());
        saved(&so_far)?;
        // The page shows the findings as they come.
        let _ = session.tell(json!({ "findings": rows(&so_far) }).to_string());
    }
    Ok(Measured {
        signature: named(findings),
        finished,
        stopped,
    })
}

/// The page's summary of a finished run: each finding's first words and the signature's text.
pub fn done_message(signature: &Signature) -> String {
    let done = json!({"done": {
        "name": signature.backend.name, "findings": signature.findings.len(),
        "rows": rows(signature), "yaml": signature.render(Format::Yaml),
    }});
    done.to_string()
}

pub fn run(args: &ServeArgs) -> Result<String, String> {
    if let Some(name) = &args.name {
        check_name(name)?;
    }
    let selected = families(args.only.as_deref()).map_err(|e| e.to_string())?;
    fpsig_harness::folder::create(&args.out, "--out")?;
    let (session, backend) = args.listen.accept()?;
    let name = args
        .name
        .clone()
        .unwrap_or_else(|| backend.identity.snapshot_name());
    let path = args.out.join(format!("{name}.yaml"));
    let _ = writeln!(
        std::io::stderr(),
        "fpsig: measuring {name}: {} on {}",
        backend.identity.compiler,
        backend.identity.driver
    );
    let only = args.only.as_deref();
    let measured = measure(&session, &backend, &selected, only, &name, |signature| {
        save(&path, signature)
    })?;
    let Measured {
        signature,
        finished,
        stopped,
    } = measured;
    save(&path, &signature)?;
    let shown = path.display();
    let count = signature.findings.len();
    match stopped {
        None => {
            // A page gone at the very end still leaves the file written here.
            let _ = session.tell(done_message(&signature));
            session.close("the run is complete");
            Ok(format!("{name}: {count} findings written to {shown}\n"))
        }
        Some(why) => {
            session.close(&format!("the run stopped: {why}"));
            Err(format!(
                "the run stopped after {finished} of {} probe families: {why}; the {count} \
                 findings finished are in {shown}",
                selected.len()
            ))
        }
    }
}
