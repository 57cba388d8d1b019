//! Signatures read from shader text, not measured: for each target, whether the rewrite probes'
//! and the error-free transforms' operations are still in the source as written, whether
//! anything protects them, and how `fma` is spelled. Metal and DX12 cannot run here, so for them
//! (`metal-msl-static`, `dx12-hlsl-static`) this is all there is; the other targets' static
//! signatures put them side by side.

use super::catalog::Kernel;
use super::declared::StaticPair;
use super::reading::{read, FmaSpelling, Reading};
use crate::signature::{BackendSection, Finding, Kind, Layer, Signature};
use fpsig_backends::offline::Target;
use std::collections::BTreeMap;

/// The API a target's source is given to, as a signature names it.
fn api(target: Target) -> &'static str {
    match target {
        Target::Wgsl => "webgpu",
        Target::Spirv | Target::SpirvExplicitLayout => "vulkan",
        Target::Glsl => "gl",
        Target::Hlsl => "dx12",
        Target::Msl => "metal",
        Target::Cuda => "cuda",
    }
}

/// `metal-msl-static`, `dx12-hlsl-static`, `vulkan-spirv-static`, …
pub fn signature_name(target: Target) -> String {
    format!("{}-{}-static", api(target), target.name())
}

/// The finding ids the static signatures hold, with their measured probes' test names.
fn tests() -> BTreeMap<&'static str, &'static str> {
    crate::probes::registry()
        .iter()
        .flat_map(|family| family.findings.iter().copied())
        .collect()
}

/// The static signature of `target`, read from the catalogue's sources.
pub fn signature(target: Target, kernels: &[Kernel]) -> Result<Signature, String> {
    let source = |name: &str| -> Result<Result<&str, &str>, String> {
        let kernel = kernels
            .iter()
            .find(|k| k.name == name)
            .ok_or_else(|| format!("{name} is no catalogued kernel"))?;
        Ok(kernel.compiled.sources[&target]
            .as_deref()
            .map_err(String::as_str))
    };
    let tests = tests();
    let mut findings = BTreeMap::new();
    for family in crate::probes::registry() {
        for p in family.kernels.static_reading {
            let test = tests
                .get(p.id)
                .ok_or_else(|| format!("{} is no probe's finding", p.id))?;
            let finding = match (source(p.plain)?, source(p.reference)?) {
                (Ok(plain), Ok(reference)) => {
                    judge(p, read(target, plain), read(target, reference), test)
                }
                (Err(why), _) | (_, Err(why)) => {
                    Finding::new(test, format!("not compiled: {why}"), Layer::NotRun)
                }
            };
            findings.insert(p.id.to_string(), finding);
        }
    }
    Ok(Signature {
        backend: BackendSection {
            name: signature_name(target),
            kind: Kind::Static,
            api: api(target).to_string(),
            compiler: target.made_by().to_string(),
            adapter: "none: read from the source text, not measured".to_string(),
            driver: "none".to_string(),
            device_type: "static".to_string(),
            capabilities: BTreeMap::new(),
        },
        findings,
    })
}

fn judge(p: &StaticPair, plain: Reading, reference: Reading, test: &str) -> Finding {
    let kept = plain.float_ops + p.extra_ops == reference.float_ops;
    let ops = |n: usize| {
        let count = if n == 1 {
            "1 float op".to_string()
        } else {
            format!("{n} float ops")
        };
        match plain.fma {
            FmaSpelling::Separate => count,
            _ => format!("{count} besides the fma"),
        }
    };
    let mut verdict = if kept {
        format!(
            "read from source: kept as written ({})",
            ops(plain.float_ops)
        )
    } else {
        format!(
            "read from source: rewritten before the driver ({}; the reference has {} with {} \
             more)",
            ops(plain.float_ops),
            reference.float_ops,
            p.extra_ops
        )
    };
    verdict += &match plain.protections.as_slice() {
        [] => "; unprotected (no precise, NoContraction or the like)".to_string(),
        marks => format!("; protected by {}", marks.join(", ")),
    };
    if !plain.relaxations.is_empty() {
        verdict += &format!("; relaxed by {}", plain.relaxations.join(", "));
    }
    // The kernels written with the fma builtin say how it came out; the others only where an
    // fma appeared.
    if p.written_with_fma || plain.fma != FmaSpelling::Separate {
        verdict += &format!("; fma spelled as {}", plain.fma.describe());
    }
    Finding::new(test, verdict, Layer::Translator)
        .with("read_from", "source text, not measured")
        .with("kernel", p.plain)
        .with("float_ops", plain.float_ops)
        .with("reference_float_ops", reference.float_ops)
        .with("kept_as_written", kept)
        .with("fma", plain.fma.describe())
        .with("fma_spelling", plain.fma.name())
        .with("written_with_fma", p.written_with_fma)
        .with("protections", plain.protections.join(", "))
        .with("relaxations", plain.relaxations.join(", "))
}
