//! The part of a CubeCL `ComputeServer` that only keeps books, written once for fpsig's own
//! servers (the offline compiler, the browser tab): each has `memory` (a `MemoryManagement`),
//! `timestamps` (a `TimestampProfiler`) and `utilities`, and none has streams.

/// Expands, inside `impl ComputeServer for …`, to its logger, utilities, memory reservation,
/// usage and cleanup, allocation mode and system-clock profiling.
macro_rules! bookkeeping {
    () => {
        fn logger(&self) -> std::sync::Arc<cubecl_runtime::logging::ServerLogger> {
            self.utilities.logger.clone()
        }

        fn utilities(&self) -> std::sync::Arc<cubecl::server::ServerUtilities<Self>> {
            self.utilities.clone()
        }

        fn initialize_memory(
            &mut self,
            memory: cubecl_runtime::memory_management::ManagedMemoryHandle,
            size: u64,
            _stream: cubecl_common::stream_id::StreamId,
        ) {
            if let Ok(reserved) = self.memory.reserve(size) {
                let _ = self.memory.bind(reserved, memory, 0);
            }
        }

        fn memory_usage(
            &mut self,
            _stream: cubecl_common::stream_id::StreamId,
        ) -> Result<cubecl_runtime::memory_management::MemoryUsage, cubecl::server::ServerError> {
            Ok(self.memory.memory_usage())
        }

        fn memory_cleanup(&mut self, _stream: cubecl_common::stream_id::StreamId) {
            self.memory.cleanup(true);
        }

        fn start_profile(
            &mut self,
            _stream: cubecl_common::stream_id::StreamId,
        ) -> Result<cubecl::server::ProfilingToken, cubecl::server::ServerError> {
            Ok(self.timestamps.start())
        }

        fn end_profile(
            &mut self,
            _stream: cubecl_common::stream_id::StreamId,
            token: cubecl::server::ProfilingToken,
        ) -> Result<cubecl_common::profile::ProfileDuration, cubecl::server::ProfileError> {
            self.timestamps.stop(token)
        }

        fn allocation_mode(
            &mut self,
            mode: cubecl_runtime::memory_management::MemoryAllocationMode,
            _stream: cubecl_common::stream_id::StreamId,
        ) {
            self.memory.mode(mode)
        }
    };
}

pub(crate) use bookkeeping;
