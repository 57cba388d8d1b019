//! Every kernel of the project in every comptime variant fpsig launches, launched once on the
//! offline runtime so that each target's compiler is given it (`fpsig shaders`). What is
//! catalogued is what each kernel set declares where it launches its kernels
//! ([`super::declared::Kernels`]): a probe family's in its probe file, the benches' and the
//! search's in theirs.

use super::declared::{Client, Entry, Kernels};
use crate::probes::registry;
use cubecl::prelude::*;
use fpsig_backends::offline::{take_compiled, Compiled, OfflineDevice, OfflineRuntime, Target};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every kernel set the catalogue holds: each probe family's, in registry order, then those no
/// signature runs (the benches' and the search's).
fn kernel_sets() -> Vec<Kernels> {
    let mut sets: Vec<Kernels> = registry().into_iter().map(|f| f.kernels).collect();
    sets.extend([
        crate::ff::timing::KERNELS,
        crate::qd::catalogue::KERNELS,
        crate::tmd::catalogue::KERNELS,
    ]);
    sets
}

/// Every catalogued launch, in catalogue order.
fn entries() -> Vec<Entry> {
    kernel_sets().iter().flat_map(|k| (k.catalogue)()).collect()
}

/// One catalogued kernel, compiled for every target.
pub struct Kernel {
    /// `<probe family>.<kernel>.<variant>`, the snapshot's file stem.
    pub name: String,
    pub compiled: Compiled,
}

/// One catalogue at a time: the offline runtime collects what is launched on it.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// The one kernel `launch` compiles on the offline runtime, as `name`.
fn compile_entry(
    client: &Client,
    name: String,
    launch: &dyn Fn(&Client),
) -> Result<Kernel, String> {
    launch(client);
    crate::device::sync(client).map_err(|e| format!("{name}: {e}"))?;
    let mut compiled = take_compiled();
    if compiled.len() != 1 {
        return Err(format!(
            "{name}: {} kernels were compiled for one launch",
            compiled.len()
        ));
    }
    Ok(Kernel {
        name,
        compiled: compiled.remove(0),
    })
}

/// The number of kernels in the catalogue.
pub fn size() -> usize {
    entries().len()
}

/// Every catalogued kernel, compiled for every target, in catalogue order.
pub fn compile() -> Result<Vec<Kernel>, String> {
    compile_each(|| {})
}

/// [`compile`], calling `each` after each kernel.
pub fn compile_each(each: impl FnMut()) -> Result<Vec<Kernel>, String> {
    compile_matching(None, each)
}

/// The catalogued kernels whose name contains `part` (every one where `None`), compiled for
/// every target, calling `each` after each: a name is matched before anything compiles.
pub fn compile_matching(part: Option<&str>, mut each: impl FnMut()) -> Result<Vec<Kernel>, String> {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    // The same configuration as a measured run, whose log at full level also turns on the
    // SPIR-V compiler's debug information: the offline sources are what a signature run gives.
    super::install();
    let client = OfflineRuntime::client(&OfflineDevice);
    take_compiled();
    entries()
        .into_iter()
        .filter(|e| part.is_none_or(|p| e.name.contains(p)))
        .map(|Entry { name, launch }| {
            let kernel = compile_entry(&client, name, &launch);
            each();
            kernel
        })
        .collect()
}

/// The kernel one launch on the offline runtime compiles, for every target: what a kernel
/// outside the catalogue becomes, with no device.
pub fn compile_launch(name: &str, launch: impl Fn(&Client)) -> Result<Kernel, String> {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    super::install();
    let client = OfflineRuntime::client(&OfflineDevice);
    take_compiled();
    compile_entry(&client, name.to_string(), &launch)
}

impl Kernel {
    /// The file this kernel's source for `target` is kept in, under the target's folder.
    pub fn file_name(&self, target: Target) -> String {
        file_name(&self.name, target)
    }

    /// The text of that file: the source, or one comment line saying why there is none. In
    /// SPIR-V the debug names of unrolled locals (`OpName %821 "binding(842)"`) carry an IR id
    /// that CubeCL's unrolling allocates in hash-map order; the file keeps the name without it.
    pub fn file_text(&self, target: Target) -> String {
        match &self.compiled.sources[&target] {
            Ok(source) if matches!(target, Target::Spirv | Target::SpirvExplicitLayout) => {
                let lines: Vec<String> = source.lines().map(super::without_binding_id).collect();
                format!("{}\n", lines.join("\n").trim_end())
            }
            Ok(source) => format!("{}\n", source.trim_end()),
            Err(why) => format!(
                "{} not compiled for {}: {why}\n",
                target.comment(),
                target.name()
            ),
        }
    }
}

/// The kernels a run captures as one shader, as every kernel set declares them.
fn joined_captures() -> Vec<Vec<String>> {
    kernel_sets().iter().flat_map(|k| (k.joined)()).collect()
}

/// Every shader hash a measured run of `target` can record (a kernel's source, or the sources
/// a probe captured together, joined), with the catalogue's kernels it is made of.
pub fn capture_hashes(kernels: &[Kernel], target: Target) -> BTreeMap<String, Vec<String>> {
    let source = |name: &str| {
        let kernel = kernels.iter().find(|k| k.name == name)?;
        kernel.compiled.sources[&target].as_deref().ok()
    };
    let singles = kernels.iter().map(|k| vec![k.name.clone()]);
    singles
        .chain(joined_captures())
        .filter_map(|names| {
            let sources: Option<Vec<&str>> = names.iter().map(|n| source(n)).collect();
            Some((super::hash(&sources?.join("\n")), names))
        })
        .collect()
}

/// The file kernel `name`'s source for `target` is kept in, under the target's folder.
pub fn file_name(name: &str, target: Target) -> String {
    format!("{name}.{}", target.extension())
}

/// The file in each target's folder of a written catalogue that lists every shader hash a
/// measured run can record, one per line with the kernels it is made of: `<hash>\t<kernel>
/// <kernel>...`. A report reads it instead of compiling the catalogue.
pub const HASHES: &str = "hashes.tsv";

/// The text of [`HASHES`] for `target`.
pub fn hashes_text(kernels: &[Kernel], target: Target) -> String {
    capture_hashes(kernels, target)
        .into_iter()
        .map(|(hash, names)| format!("{hash}\t{}\n", names.join(" ")))
        .collect()
}

/// A [`HASHES`] file read back: hash → kernels; a line of another shape is refused.
pub fn read_hashes(text: &str) -> Result<BTreeMap<String, Vec<String>>, String> {
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            let (hash, names) = line
                .split_once('\t')
                .filter(|(h, n)| !h.is_empty() && !n.is_empty())
                .ok_or_else(|| format!("line {} is not `<hash>\\t<kernels>`", i + 1))?;
            let names = names.split(' ').map(str::to_string).collect();
            Ok((hash.to_string(), names))
        })
        .collect()
}

/// The target whose source a measured signature's shader hashes are of, from the signature's
/// name (GL is given WGSL, which naga translates inside wgpu; a browser is given WGSL).
pub fn measured_target(signature: &str) -> Option<Target> {
    [
        ("vulkan-spirv-nvidia-", Target::SpirvExplicitLayout),
        ("vulkan-spirv-", Target::Spirv),
        ("vulkan-wgsl-", Target::Wgsl),
        ("gl-glsl-", Target::Wgsl),
        ("cuda-nvrtc-", Target::Cuda),
        ("webgpu-", Target::Wgsl),
    ]
    .into_iter()
    .find(|(prefix, _)| signature.starts_with(prefix))
    .map(|(_, t)| t)
}

/// Writes each kernel's file for each target under `dir/<target>/`; with `prune` (`kernels` is
/// the whole catalogue), also its [`HASHES`] and removes the files there that no kernel of
/// `kernels` has (a kernel renamed or dropped). Returns the number of files written.
pub fn write(
    dir: &Path,
    kernels: &[Kernel],
    targets: &[Target],
    prune: bool,
) -> Result<usize, String> {
    let mut written = 0;
    for &target in targets {
        let folder = dir.join(target.name());
        std::fs::create_dir_all(&folder)
            .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
        let mut kept = BTreeSet::new();
        for k in kernels {
            let path = folder.join(k.file_name(target));
            std::fs::write(&path, k.file_text(target))
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            kept.insert(k.file_name(target));
            written += 1;
        }
        if prune {
            // The whole catalogue: its hashes too.
            let path = folder.join(HASHES);
            std::fs::write(&path, hashes_text(kernels, target))
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            kept.insert(HASHES.to_string());
            written += 1;
            for stale in files(&folder)?.into_iter().filter(|f| !kept.contains(f)) {
                let path = folder.join(stale);
                std::fs::remove_file(&path)
                    .map_err(|e| format!("cannot remove {}: {e}", path.display()))?;
            }
        }
    }
    Ok(written)
}

/// The names of the files in `folder`, sorted; none where it does not exist.
pub fn files(folder: &Path) -> Result<BTreeSet<String>, String> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Ok(BTreeSet::new());
    };
    entries
        .map(|e| {
            e.map(|e| e.file_name().to_string_lossy().into_owned())
                .map_err(|e| format!("cannot list {}: {e}", folder.display()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hashes_file_reads_back_and_a_bad_line_is_refused() {
        let text = "0a1b2c3d4e5f\tff.two_sum.f32.plain\n9f8e7d6c5b4a\tulp.map.exp ulp.judge.exp\n";
        let read = read_hashes(text).unwrap();
        assert_eq!(read["0a1b2c3d4e5f"], ["ff.two_sum.f32.plain"]);
        assert_eq!(read["9f8e7d6c5b4a"], ["ulp.map.exp", "ulp.judge.exp"]);
        let err = read_hashes("0a1b2c3d4e5f\tok\nno tab here\n").unwrap_err();
        assert_eq!(err, "line 2 is not `<hash>\\t<kernels>`");
    }
}
