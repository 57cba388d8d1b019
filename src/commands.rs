//! The CLI's commands, each returning the text to print or a one-line error.

use crate::report::Catalogue;
use crate::table::{Align, Table};
use fpsig_backends::offline::Target;
use fpsig_backends::{BackendSpec, Listing};
use fpsig_harness::diff::{self as diffs, Layout, Side};
use fpsig_harness::rules::{self, RuleSet};
use fpsig_harness::shaders::catalog;
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
                if let Some(context) = &c.gl_context {
                    let _ = writeln!(out, "  context:  {context}");
                }
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

/// Every finding id and the test it answers, in two columns sized to the longest id.
pub fn probes() -> Result<String, String> {
    let mut table = Table::new(&[("probe", Align::Left), ("test", Align::Left)]);
    for (id, test) in fpsig_harness::runner::probe_ids() {
        table.row(vec![id.to_string(), test.to_string()]);
    }
    Ok(table.render())
}

/// Opens the backend a spec names (`None`: the best present), checking `--only` first.
fn open(spec: Option<&str>, only: Option<&str>) -> Result<fpsig_backends::Backend, String> {
    fpsig_harness::runner::check_only(only).map_err(|e| e.to_string())?;
    let spec = parse_spec(spec)?;
    open_backend(spec.as_ref()).map_err(|e| e.to_string())
}

pub fn signature(
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
    let mark = fpsig_harness::shaders::mark();
    let sig = run_signature(&backend, only).map_err(|e| e.to_string())?;
    if let Some(dir) = shaders {
        write_shaders(&dir, &backend, &fpsig_harness::shaders::since(&mark))?;
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

/// `fpsig report`: the signatures named (files, folders, backends), or every committed one.
pub fn report(out: &Path, args: &[String]) -> Result<String, String> {
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

/// `fpsig shaders`: every catalogued kernel's source per target, printed or written as files.
pub fn shaders(
    target: Option<&str>,
    kernel: Option<&str>,
    out: Option<&Path>,
) -> Result<String, String> {
    let targets = match target {
        Some(name) => vec![name.parse::<Target>()?],
        None => Target::ALL.to_vec(),
    };
    if let Some(dir) = out {
        // Before compiling the catalogue (minutes in a debug build): a bad folder is said at once.
        fpsig_harness::folder::create(dir, "--out")?;
    }
    let kernels: Vec<_> = catalog::compile()?
        .into_iter()
        .filter(|k| kernel.is_none_or(|part| k.name.contains(part)))
        .collect();
    if kernels.is_empty() {
        return Err(format!(
            "no kernel of the catalogue matches '{}' (`fpsig shaders --target wgsl` lists them)",
            kernel.unwrap_or_default()
        ));
    }
    let Some(dir) = out else {
        let mut text = String::new();
        for k in &kernels {
            for &t in &targets {
                let _ = writeln!(text, "{} == {} ({}) ==", t.comment(), k.name, t.made_by());
                text.push_str(&k.file_text(t));
            }
        }
        return Ok(text);
    };
    let written = catalog::write(dir, &kernels, &targets, kernel.is_none())?;
    Ok(format!(
        "wrote {written} files for {} kernels and {} targets under {}\n",
        kernels.len(),
        targets.len(),
        dir.display()
    ))
}

/// A signature from a file if `arg` names one, else measured on the backend `arg` names; a
/// folder, or a missing file that is no backend spec either, is said to be that.
fn load_or_measure(arg: &str) -> Result<Signature, String> {
    let path = Path::new(arg);
    let shown = fpsig_backends::user_text(arg);
    if path.is_dir() {
        return Err(format!("{shown} is a folder, not a signature file"));
    }
    if path.exists() {
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
        return Signature::parse(&text).map_err(|e| format!("{shown}: {e}"));
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

pub fn diff(
    args: &[String],
    rule_names: Option<&str>,
    all: bool,
    json: bool,
) -> Result<String, String> {
    if let Some(names) = rule_names {
        let sets = RuleSet::parse_list(names)?;
        let [arg] = args else {
            return Err(format!(
                "--rules judges one signature; {} were given",
                args.len()
            ));
        };
        let signature = load_or_measure(arg)?;
        let rows = rules::judge_signature(&signature, &sets)?;
        return Ok(rules::render(&signature, &sets, &rows));
    }
    if args.len() < 2 {
        return Err("diff needs two or more signatures (or one with --rules API,...)".into());
    }
    let signatures = args
        .iter()
        .map(|a| load_or_measure(a))
        .collect::<Result<Vec<_>, _>>()?;
    let sides: Vec<Side> = signatures
        .iter()
        .zip(args)
        .map(|(signature, argument)| Side {
            signature,
            argument,
        })
        .collect();
    let refs: Vec<&Signature> = signatures.iter().collect();
    let differences = diffs::diff(&refs);
    if json {
        let value = diffs::to_json(&sides, &differences);
        return Ok(serde_json::to_string_pretty(&value).expect("plain data") + "\n");
    }
    let layout = Layout {
        all,
        width: crate::output::width(),
    };
    Ok(diffs::render(&sides, &differences, layout))
}
