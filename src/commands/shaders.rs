//! `fpsig shaders`: every catalogued kernel's source per target, compiled here without a device.

use fpsig_backends::offline::Target;
use fpsig_harness::shaders::catalog;
use std::fmt::Write as _;
use std::path::Path;

/// `fpsig shaders`: every catalogued kernel's source per target, printed or written as files.
pub fn run(
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
    // Only the kernels asked for are compiled (the whole catalogue takes minutes in a debug
    // build): a name that matches none is said at once.
    let kernels = catalog::compile_matching(kernel, || {})?;
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
