//! The probe registry. A probe family is a set of kernels with one measurement and the findings
//! analysed from it; each finding id is what `--only` and the signature key on.

mod convert;
mod eft;
mod ff;
mod guard;
mod mad;
mod minmax;
mod mma;
mod multiplier;
mod paranoia;
mod quotient;
mod register;
mod rewrite;
mod storage;
pub mod ulp;
mod ulp_formats;

pub use crate::rules::api::no_rules;
use crate::rules::api::Judge;
use crate::shaders::declared::Kernels;
use crate::shaders::{self, Shader};
use crate::shown::Shown;
pub use crate::shown::PLAIN;
use crate::signature::Finding;
use fpsig_backends::{Backend, Capabilities};
use std::collections::HashMap;
use std::sync::Mutex;

/// What a probe family needs from a backend beyond f32 arithmetic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    Nothing,
    F16,
    F64,
}

impl Need {
    /// Why a backend with these capabilities cannot run the family, if it cannot.
    pub fn missing(self, caps: &Capabilities) -> Option<&'static str> {
        match self {
            Need::F16 if !caps.f16 => Some("needs f16, which this backend lacks"),
            Need::F64 if !caps.f64 => Some("needs f64, which this backend lacks"),
            _ => None,
        }
    }
}

pub type Findings = Vec<(&'static str, Finding)>;

/// A family of probes run together.
pub struct Family {
    /// Its kernel file, catalogue launches, joined captures and static-reading pairs.
    pub kernels: Kernels,
    pub id: &'static str,
    /// The finding ids it produces, with the paper test each answers.
    pub findings: &'static [(&'static str, &'static str)],
    pub needs: Need,
    pub run: fn(&Backend) -> Result<Findings, String>,
    /// How the API rules judge each of its findings (`fpsig diff --rules`): [`no_rules`] where
    /// no rule speaks to any.
    pub rules: fn(&str) -> Option<Judge>,
    /// Its findings' tokens and its report section, where the shared ones do not serve.
    pub shown: Shown,
}

/// Every probe family, in signature order.
pub fn registry() -> Vec<Family> {
    vec![
        storage::FAMILY,
        convert::FAMILY,
        register::FAMILY,
        mad::FAMILY,
        minmax::FAMILY,
        multiplier::FAMILY,
        paranoia::FAMILY,
        guard::FAMILY_F32,
        guard::FAMILY_F16,
        mma::FAMILY,
        quotient::FAMILY,
        rewrite::FAMILY,
        eft::FAMILY,
        ff::FAMILY_F32,
        ff::FAMILY_F64,
        ulp::FAMILY,
        ulp_formats::FAMILY_F16,
        ulp_formats::FAMILY_F64,
    ]
}

/// The family that produces finding `id`.
pub fn family_of(id: &str) -> Option<Family> {
    registry()
        .into_iter()
        .find(|f| f.findings.iter().any(|(finding, _)| *finding == id))
}

/// How the API rules judge finding `id`, as its family declares; `None` where no rule speaks
/// to it or no family of this build produces it.
pub fn judge_of(id: &str) -> Option<Judge> {
    family_of(id).and_then(|f| (f.rules)(id))
}

/// Shaders already captured, by backend and variant label: a kernel CubeCL has cached is not
/// compiled (nor logged) again.
static SHADERS: Mutex<Option<HashMap<(String, String), Shader>>> = Mutex::new(None);

/// Runs `f` (launches and read-backs) on `backend` and returns its result with the source of the
/// kernels it compiled (and their translation where the backend has one fpsig can reproduce),
/// remembered under `label` for later runs on the same backend.
pub(crate) fn captured<T>(
    backend: &Backend,
    label: &str,
    f: impl FnOnce() -> Result<T, String>,
) -> Result<(T, Shader), String> {
    let mark = shaders::mark(backend);
    let value = f()?;
    shaders::caught_up(backend, &mark)?;
    let fresh: Vec<String> = shaders::since(&mark, backend).into_values().collect();
    let mut cache = SHADERS.lock().unwrap_or_else(|e| e.into_inner());
    let cache = cache.get_or_insert_with(HashMap::new);
    let key = (backend.identity.snapshot_name(), label.to_string());
    let shader = if fresh.is_empty() {
        cache.get(&key).cloned().unwrap_or_default()
    } else {
        let source = fresh.join("\n");
        // Each kernel on its own: two CUDA sources joined redefine their common prelude.
        let lowered = fresh
            .iter()
            .map(|s| backend.lower(s).and_then(Result::ok))
            .collect::<Option<Vec<String>>>()
            .map(|l| l.join("\n"));
        let shader = Shader { source, lowered };
        cache.insert(key, shader.clone());
        shader
    };
    Ok((value, shader))
}

/// Formats `f32` bits the way signatures show them.
pub(crate) fn hex32(x: f32) -> String {
    format!("{:#010x}", x.to_bits())
}

/// The shaders of the variants of one kernel, by variant label.
pub(crate) type VariantSources = std::collections::BTreeMap<&'static str, Shader>;

/// The `shaders` evidence entry: each variant's source hash (and its PTX's, on CUDA).
pub(crate) fn shader_hashes(sources: &VariantSources) -> serde_json::Value {
    sources
        .iter()
        .map(|(k, s)| (k.to_string(), serde_json::Value::from(s.hashes())))
        .collect::<serde_json::Map<_, _>>()
        .into()
}
