//! Running the probe registry on a backend into a signature.

use crate::probes::{registry, Family};
use crate::shaders;
use crate::signature::{BackendSection, Finding, Kind, Layer, Signature};
use fpsig_backends::{
    catch_driver_panic, Api, Backend, BackendError, BackendSpec, CooperativeMatrix, Identity,
};
use std::collections::BTreeMap;
use std::sync::{Mutex, OnceLock};

#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error(transparent)]
    Backend(#[from] BackendError),
    #[error(
        "unknown probe '{0}': neither a family ({1}) nor a finding id (`fpsig probes` lists them)"
    )]
    UnknownProbe(String, String),
}

/// Opens a backend (the best present one for `None`) with shader capture installed.
pub fn open_backend(spec: Option<&BackendSpec>) -> Result<Backend, BackendError> {
    shaders::install();
    fpsig_backends::open(spec)
}

/// The adapter of `identity`, opened once per process and shared by every caller that asks
/// for it by identity (the judge of a GL map and the test harness's adapter are one client, so
/// a kernel compiles once). An adapter that did not open says why each time.
pub fn shared_backend(identity: &Identity) -> Result<&'static Backend, String> {
    type Opened = BTreeMap<String, Result<&'static Backend, String>>;
    static OPENED: OnceLock<Mutex<Opened>> = OnceLock::new();
    let mut opened = OPENED
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    opened
        .entry(identity.snapshot_name())
        .or_insert_with(|| {
            open_backend(Some(&identity.spec()))
                .map(|b| &*Box::leak(Box::new(b)))
                .map_err(|e| e.to_string())
        })
        .clone()
}

/// Every device of `api`, each opened on its own (only the (`pick` mod count)-th for
/// `Some(pick)`).
pub fn open_all_backends(api: Api, pick: Option<usize>) -> Result<Vec<Backend>, BackendError> {
    shaders::install();
    fpsig_backends::open_all(api, pick)
}

/// Every finding id, in signature order, with the test it answers.
pub fn probe_ids() -> Vec<(&'static str, &'static str)> {
    registry()
        .iter()
        .flat_map(|f| f.findings.iter().copied())
        .collect()
}

fn selected(family: &Family, only: Option<&str>) -> bool {
    only.is_none_or(|o| family.id == o || family.findings.iter().any(|(id, _)| *id == o))
}

/// Checks an `--only` name before any work is done.
pub fn check_only(only: Option<&str>) -> Result<(), RunError> {
    match only {
        Some(o) if !registry().iter().any(|f| selected(f, Some(o))) => {
            let families: Vec<&str> = registry().iter().map(|f| f.id).collect();
            Err(RunError::UnknownProbe(
                fpsig_backends::user_text(o),
                families.join(", "),
            ))
        }
        _ => Ok(()),
    }
}

fn backend_section(backend: &Backend) -> BackendSection {
    let id = &backend.identity;
    let caps = &backend.capabilities;
    let yes_no = |b: bool| if b { "yes" } else { "no" }.to_string();
    let mut capabilities = BTreeMap::from([
        ("f16".to_string(), yes_no(caps.f16)),
        ("f64".to_string(), yes_no(caps.f64)),
        ("i64".to_string(), yes_no(caps.i64)),
        (
            "subgroup_sizes".to_string(),
            caps.subgroup_sizes
                .map_or("none".into(), |(lo, hi)| format!("{lo}..{hi}")),
        ),
    ]);
    for (k, v) in &caps.float_controls {
        capabilities.insert(format!("float_controls.{k}"), v.clone());
    }
    if let Some(context) = &caps.gl_context {
        capabilities.insert("gl_context".into(), context.clone());
    }
    for (types, shapes) in cooperative_matrix_shapes(&caps.cooperative_matrix) {
        capabilities.insert(format!("cooperative_matrix.{types}"), shapes);
    }
    for (k, v) in &caps.webgpu {
        capabilities.insert(format!("webgpu.{k}"), v.clone());
    }
    BackendSection {
        name: id.snapshot_name(),
        kind: match id.api {
            Api::WebGpu => Kind::Browser,
            _ => Kind::Measured,
        },
        api: id.api.name().into(),
        compiler: id.compiler.clone(),
        adapter: id.adapter.clone(),
        driver: id.driver.clone(),
        device_type: id.device_type.clone(),
        capabilities,
    }
}

/// The driver's cooperative-matrix combinations by types, each with its shapes in order
/// (`f16*f16+f32->f32` → `16x8x8 16x8x16 16x16x16`).
fn cooperative_matrix_shapes(listed: &[CooperativeMatrix]) -> BTreeMap<String, String> {
    let mut sorted = listed.to_vec();
    sorted.sort_by_key(|c| (c.m, c.n, c.k));
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    for c in &sorted {
        let shapes = out.entry(c.types()).or_default();
        if !shapes.is_empty() {
            shapes.push(' ');
        }
        shapes.push_str(&c.shape());
    }
    out
}

/// The findings of one family on `backend`: its own, or, where it cannot run (a missing
/// capability) or failed (a driver error, a panic, a kernel that did not run), each of its
/// finding ids with a verdict that says so and no evidence.
pub fn run_family(backend: &Backend, family: &Family) -> Vec<(String, Finding)> {
    let produced = match family.needs.missing(&backend.capabilities) {
        Some(reason) => Err(format!("not run: {reason}")),
        None => catch_driver_panic(family.id, || (family.run)(backend))
            .map_err(|e| e.to_string())
            .and_then(|r| r.map_err(|e| format!("{}: {e}", family.id)))
            .map_err(|e| format!("failed: {e}")),
    };
    match produced {
        Ok(list) => list
            .into_iter()
            .map(|(id, finding)| (id.to_string(), finding))
            .collect(),
        Err(reason) => family
            .findings
            .iter()
            .map(|(id, test)| {
                let finding = Finding::new(test, reason.clone(), Layer::NotRun);
                (id.to_string(), finding)
            })
            .collect(),
    }
}

/// Runs every selected probe on `backend`. A probe that cannot run (missing capability) or that
/// fails (driver error) is a finding that says so; the other probes still run.
pub fn run_signature(backend: &Backend, only: Option<&str>) -> Result<Signature, RunError> {
    let mut findings = BTreeMap::new();
    for family in families(only)? {
        findings.extend(run_family(backend, &family));
    }
    Ok(assemble(backend, findings, only))
}

/// The families `--only` selects (all for `None`), in signature order, for a caller that runs
/// them one at a time ([`run_family`]) and [`assemble`]s what it got.
pub fn families(only: Option<&str>) -> Result<Vec<Family>, RunError> {
    check_only(only)?;
    Ok(registry()
        .into_iter()
        .filter(|f| selected(f, only))
        .collect())
}

/// The signature of `backend` from the findings run so far (of `--only`'s finding alone where
/// it names one finding of a family).
pub fn assemble(
    backend: &Backend,
    mut findings: BTreeMap<String, Finding>,
    only: Option<&str>,
) -> Signature {
    if let Some(o) = only {
        if family_ids().all(|f| f != o) {
            findings.retain(|id, _| id == o);
        }
    }
    Signature {
        backend: backend_section(backend),
        findings,
    }
}

fn family_ids() -> impl Iterator<Item = &'static str> {
    registry().into_iter().map(|f| f.id)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The driver's list is grouped by types, shapes in order, saturating and non-subgroup
    /// entries apart (CubeCL's `cmma` uses neither).
    #[test]
    fn cooperative_matrices_are_listed_by_types() {
        let cm = |(m, n, k), a: &str, c: &str, saturating, scope: &str| CooperativeMatrix {
            m,
            n,
            k,
            a: a.into(),
            b: a.into(),
            c: c.into(),
            result: c.into(),
            saturating,
            scope: scope.into(),
        };
        let listed = [
            cm((16, 16, 16), "f16", "f32", false, "subgroup"),
            cm((16, 8, 16), "f16", "f32", false, "subgroup"),
            cm((16, 8, 32), "s8", "s32", true, "subgroup"),
            cm((16, 8, 32), "s8", "s32", false, "subgroup"),
            cm((16, 16, 16), "f16", "f32", false, "workgroup"),
        ];
        let want: BTreeMap<String, String> = [
            ("f16*f16+f32->f32", "16x8x16 16x16x16"),
            ("f16*f16+f32->f32 workgroup", "16x16x16"),
            ("s8*s8+s32->s32", "16x8x32"),
            ("s8*s8+s32->s32 saturating", "16x8x32"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        assert_eq!(cooperative_matrix_shapes(&listed), want);
    }
}
