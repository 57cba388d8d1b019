//! Large host-to-device copies at the bus's speed, where the runtime lets fpsig make them:
//! [`FastUpload::new`] gives one for a CUDA client only.

#[cfg(feature = "cuda")]
pub use crate::cuda::PinnedUpload as FastUpload;

#[cfg(not(feature = "cuda"))]
pub use without_cuda::FastUpload;

#[cfg(not(feature = "cuda"))]
mod without_cuda {
    use cubecl::prelude::*;
    use cubecl::server::Handle;

    /// No value of it exists in a build without CUDA: [`FastUpload::new`] is always `Ok(None)`.
    pub enum FastUpload {}

    impl FastUpload {
        pub fn new<R: Runtime>(
            _: &ComputeClient<R>,
            _: usize,
        ) -> Result<Option<FastUpload>, String> {
            Ok(None)
        }

        pub fn upload<R: Runtime>(
            &mut self,
            _: &ComputeClient<R>,
            _: &[u8],
        ) -> Result<Handle, String> {
            match *self {}
        }
    }
}
