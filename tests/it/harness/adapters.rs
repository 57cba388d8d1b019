//! The adapters of this machine, each opened once per process, and what a trial holds of them.

use super::TestParameters;
use fpsig_backends::{Api, Backend, Listing};
use fpsig_harness::shared_backend;
use std::sync::OnceLock;

/// An adapter of this machine: its backend opened once for the whole process, or why not.
pub(super) struct Adapter {
    pub(super) name: String,
    pub(super) api: Api,
    pub(super) opened: Result<&'static Backend, String>,
}

/// The APIs with no adapter here, and why.
pub(super) type Missing = Vec<(Api, String)>;

pub(super) fn names(var: &str) -> Vec<String> {
    std::env::var(var)
        .unwrap_or_default()
        .split(',')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

/// Every adapter of the build on this machine, opened ([`shared_backend`]: the judge of a GL
/// map is the same client), and the APIs without one.
pub(super) fn adapters() -> &'static (Vec<Adapter>, Missing) {
    static ADAPTERS: OnceLock<(Vec<Adapter>, Missing)> = OnceLock::new();
    ADAPTERS.get_or_init(|| {
        let selected = names("FPSIG_BACKENDS");
        let mut present = Vec::new();
        let mut missing = Vec::new();
        for listing in fpsig_backends::list() {
            match listing {
                Listing::Absent { api, reason } => missing.push((api, reason)),
                Listing::Present { identity, .. } => {
                    let name = identity.snapshot_name();
                    // Two adapters of one name (two GPUs of a kind) are one adapter here: a
                    // trial is named by its adapter, and the process opens each name once.
                    if present.iter().any(|a: &Adapter| a.name == name) {
                        continue;
                    }
                    let opened = if !selected.is_empty()
                        && !selected.iter().any(|s| name.contains(s.as_str()))
                    {
                        Err("not in FPSIG_BACKENDS".to_string())
                    } else {
                        shared_backend(&identity).map_err(|e| format!("does not open: {e}"))
                    };
                    present.push(Adapter {
                        name,
                        api: identity.api,
                        opened,
                    });
                }
            }
        }
        (present, missing)
    })
}

/// The first opened adapter of `api`, for a test that takes one where present.
pub fn first_of(api: Api) -> Option<&'static Backend> {
    adapters()
        .0
        .iter()
        .filter(|a| a.api == api)
        .find_map(|a| a.opened.clone().ok())
}

/// The adapters a trial holds while it runs, in one order for every trial (no deadlock): its
/// own, the judge of its results where it has one, the first of each API it also uses. The
/// compilation log is the process's: a kernel compiled for one adapter while another's run
/// captures its shaders in the same language would be read as that run's.
pub(super) fn held(
    adapter: &'static Adapter,
    backend: &Backend,
    params: &TestParameters,
) -> Vec<usize> {
    let all = &adapters().0;
    let index = |name: &str| all.iter().position(|a| a.name == name);
    let mut held: Vec<usize> = index(&adapter.name).into_iter().collect();
    if params.judge {
        let judge = fpsig_harness::probes::ulp::judge_for(backend);
        held.extend(judge.and_then(|j| index(&j.identity.snapshot_name())));
    }
    for api in params.also {
        held.extend(all.iter().position(|a| a.api == *api && a.opened.is_ok()));
    }
    held.sort_unstable();
    held.dedup();
    held
}

/// What an adapter lacks of `params`, if anything.
pub(super) fn lacks(backend: &Backend, params: &TestParameters) -> Option<String> {
    let c = &backend.capabilities;
    let wanted = [("f64", params.f64, c.f64), ("f16", params.f16, c.f16)];
    let mut missing: Vec<&str> = wanted
        .iter()
        .filter(|(_, want, has)| *want && !*has)
        .map(|(name, ..)| *name)
        .collect();
    if params.judge && fpsig_harness::probes::ulp::judge_for(backend).is_none() {
        missing.push("other adapter with f64 to judge it");
    }
    (!missing.is_empty()).then(|| format!("has no {}", missing.join(", ")))
}
