//! An opened backend, and running generic code on its CubeCL runtime.

use crate::identity::{Capabilities, Identity};
use cubecl::prelude::*;

/// The CubeCL client of an opened backend.
pub enum Client {
    #[cfg(feature = "wgpu")]
    Wgpu(ComputeClient<cubecl_wgpu::WgpuRuntime>),
    #[cfg(feature = "cuda")]
    Cuda(ComputeClient<cubecl_cuda::CudaRuntime>),
    Browser(ComputeClient<crate::browser::runtime::BrowserRuntime>),
}

/// Code generic over the runtime, run on whichever one a backend has.
pub trait RuntimeVisitor {
    type Output;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output;
}

/// The sources of the kernels a backend compiled, in the format of CubeCL's compilation log,
/// kept by the backend itself.
pub type OwnLog = std::sync::Arc<std::sync::Mutex<String>>;

/// An opened backend: its CubeCL client, identity and capabilities.
pub struct Backend {
    pub identity: Identity,
    pub capabilities: Capabilities,
    pub client: Client,
    /// Where the backend keeps its kernels' sources itself (a browser page: pages measured at
    /// once in one process would mix their entries in the process's log); `None`: CubeCL's
    /// compilation log.
    pub own_log: Option<OwnLog>,
}

impl Backend {
    /// The code the backend's translator makes of a CubeCL source, where fpsig can reproduce
    /// that step itself: PTX from NVRTC on CUDA. `None` where it cannot (naga runs inside wgpu;
    /// SPIR-V goes to the driver as it is).
    pub fn lower(&self, source: &str) -> Option<Result<String, crate::BackendError>> {
        match &self.client {
            #[cfg(feature = "cuda")]
            Client::Cuda(_) => Some(crate::cuda::ptx(
                source,
                self.identity.selector.parse().unwrap_or(0),
            )),
            #[allow(unreachable_patterns)]
            _ => {
                let _ = source;
                None
            }
        }
    }

    pub fn visit<V: RuntimeVisitor>(&self, visitor: V) -> V::Output {
        match &self.client {
            #[cfg(feature = "wgpu")]
            Client::Wgpu(client) => visitor.visit(client),
            #[cfg(feature = "cuda")]
            Client::Cuda(client) => visitor.visit(client),
            Client::Browser(client) => visitor.visit(client),
        }
    }
}
