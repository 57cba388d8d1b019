//! Opening a compute backend — an API reached through a compiler path on an adapter with a
//! driver — with its identity and capabilities, without panicking on a broken driver.

mod bookkeeping;
pub mod browser;
mod identity;
pub mod offline;
mod panics;
mod spec;
mod upload;
mod visit;

#[cfg(feature = "vulkan")]
mod cooperative_matrix;
#[cfg(feature = "vulkan")]
mod float_controls;
#[cfg(feature = "gl")]
mod gl_context;

#[cfg(feature = "cuda")]
mod cuda;
#[cfg(all(unix, feature = "wgpu"))]
mod runtime_dir;
#[cfg(feature = "wgpu")]
mod wgpu_backend;

pub use identity::{Capabilities, CooperativeMatrix, Identity};
pub use panics::catch_driver_panic;
pub use spec::{user_text, Api, BackendSpec};
pub use upload::FastUpload;
pub use visit::{Backend, Client, RuntimeVisitor};

/// Why a backend could not be opened or listed.
#[derive(Debug, thiserror::Error)]
pub enum BackendError {
    #[error("{0}")]
    BadSpec(String),
    #[error("{api}: {reason}")]
    Unavailable { api: Api, reason: String },
    #[error(
        "no adapter of {api} matches '{}' (present: {present})",
        user_text(wanted)
    )]
    NoMatch {
        api: Api,
        wanted: String,
        present: String,
    },
    #[error("{0}")]
    Driver(String),
}

/// One line of `fpsig backends`: a backend of this build, present or not.
#[derive(Debug, Clone)]
pub enum Listing {
    /// An adapter this API reaches, with what it can do.
    Present {
        identity: Identity,
        capabilities: Box<Capabilities>,
    },
    /// An API of this build (or of fpsig on another OS) with no usable adapter, and why.
    Absent { api: Api, reason: String },
}

/// Every backend this build can reach on this machine, and the reason for each it cannot.
pub fn list() -> Vec<Listing> {
    Api::ALL.iter().flat_map(|&api| list_api(api)).collect()
}

fn list_api(api: Api) -> Vec<Listing> {
    let absent = |reason: String| vec![Listing::Absent { api, reason }];
    if let Some(reason) = api.unbuilt_reason() {
        return absent(reason);
    }
    let found: Result<Vec<(Identity, Capabilities)>, BackendError> = match api {
        #[cfg(feature = "cuda")]
        Api::Cuda => cuda::probe_all(),
        #[cfg(feature = "wgpu")]
        Api::Vulkan | Api::Wgsl | Api::Gl | Api::Metal | Api::Dx12 => wgpu_backend::probe_all(api),
        #[allow(unreachable_patterns)]
        _ => Err(BackendError::Unavailable {
            api,
            reason: "not built".into(),
        }),
    };
    match found {
        Ok(list) if list.is_empty() => absent("no adapter found".into()),
        Ok(list) => list
            .into_iter()
            .map(|(identity, capabilities)| Listing::Present {
                identity,
                capabilities: Box::new(capabilities),
            })
            .collect(),
        Err(err) => absent(err.to_string()),
    }
}

/// Opens the backend a spec names, or the best present one: CUDA, then a discrete Vulkan GPU,
/// then GL on a GPU, then lavapipe, then llvmpipe's GL.
pub fn open(spec: Option<&BackendSpec>) -> Result<Backend, BackendError> {
    match spec {
        Some(spec) => open_spec(spec),
        None => open_default(),
    }
}

/// Every device of one API (each GPU of the host; the CPU adapters where it has none), each
/// opened on its own: `api:all` on the command line; only the (`pick` mod count)-th of them
/// for `Some(pick)`.
#[cfg_attr(not(any(feature = "cuda", feature = "wgpu")), allow(unused_variables))]
pub fn open_all(api: Api, pick: Option<usize>) -> Result<Vec<Backend>, BackendError> {
    if let Some(reason) = api.unbuilt_reason() {
        return Err(BackendError::Unavailable { api, reason });
    }
    let opened: Vec<Backend> = match api {
        #[cfg(feature = "cuda")]
        Api::Cuda => cuda::open_all(pick),
        #[cfg(feature = "wgpu")]
        Api::Vulkan | Api::Wgsl | Api::Gl | Api::Metal | Api::Dx12 => {
            wgpu_backend::open_all(api, pick)
        }
        #[allow(unreachable_patterns)]
        api => Err(BackendError::Unavailable {
            api,
            reason: "not built".into(),
        }),
    }?;
    if opened.is_empty() {
        return Err(BackendError::Unavailable {
            api,
            reason: "no adapter found".into(),
        });
    }
    Ok(opened)
}

fn open_spec(spec: &BackendSpec) -> Result<Backend, BackendError> {
    if let Some(reason) = spec.api.unbuilt_reason() {
        return Err(BackendError::Unavailable {
            api: spec.api,
            reason,
        });
    }
    match spec.api {
        #[cfg(feature = "cuda")]
        Api::Cuda => cuda::open(spec),
        #[cfg(feature = "wgpu")]
        Api::Vulkan | Api::Wgsl | Api::Gl | Api::Metal | Api::Dx12 => wgpu_backend::open(spec),
        #[allow(unreachable_patterns)]
        api => Err(BackendError::Unavailable {
            api,
            reason: "not built".into(),
        }),
    }
}

fn open_default() -> Result<Backend, BackendError> {
    let listings = list();
    let present: Vec<&Identity> = listings
        .iter()
        .filter_map(|l| match l {
            Listing::Present { identity, .. } => Some(identity),
            Listing::Absent { .. } => None,
        })
        .collect();
    let best = present
        .iter()
        .min_by_key(|id| id.default_rank())
        .ok_or_else(|| {
            BackendError::Driver(
                "no backend present (see `fpsig backends` for the reason of each)".into(),
            )
        })?;
    open_spec(&best.spec())
}
