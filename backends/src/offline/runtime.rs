//! A CubeCL runtime with no device: buffers live in host memory, and launching a kernel compiles
//! it for every target instead of running it. The kernels' own `launch` functions drive it, so
//! each target is given the definition CubeCL builds on a real launch.

use super::targets::{self, Target};
use cubecl::ir::{DeviceProperties, HardwareProperties, MemoryDeviceProperties, StorageType};
use cubecl::prelude::*;
use cubecl::server::{
    Binding, ComputeServer, CopyDescriptor, ExecutionMode, KernelArguments, ServerCommunication,
    ServerError, ServerUtilities,
};
use cubecl::{CompilationError, Compiler, CubeTask};
use cubecl_common::bytes::Bytes;
use cubecl_common::device::{Device, DeviceId, DeviceService};
use cubecl_common::future::DynFut;
use cubecl_common::profile::TimingMethod;
use cubecl_common::stream_id::StreamId;
use cubecl_runtime::allocator::ContiguousMemoryLayoutPolicy;
use cubecl_runtime::kernel::KernelDefinition;
use cubecl_runtime::logging::ServerLogger;
use cubecl_runtime::memory_management::{
    MemoryConfiguration, MemoryManagement, MemoryManagementOptions,
};
use cubecl_runtime::storage::{BytesResource, BytesStorage, ComputeStorage, ManagedResource};
use cubecl_runtime::timestamp_profiler::TimestampProfiler;
use cubecl_zspace::{Shape, Strides};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// One launched kernel, compiled for every target.
#[derive(Debug, Clone)]
pub struct Compiled {
    /// Per target, the source it is given or why it could not be made.
    pub sources: BTreeMap<Target, Result<String, String>>,
}

/// Kernels compiled since the last [`take_compiled`], in launch order.
static COMPILED: Mutex<Vec<Compiled>> = Mutex::new(Vec::new());

/// Takes the kernels the offline runtime compiled so far.
pub fn take_compiled() -> Vec<Compiled> {
    std::mem::take(&mut *COMPILED.lock().unwrap_or_else(|e| e.into_inner()))
}

/// The offline runtime's only device.
#[derive(Clone, Debug, Hash, PartialEq, Eq, Default)]
pub struct OfflineDevice;

impl Device for OfflineDevice {
    fn from_id(_device_id: DeviceId) -> Self {
        Self
    }

    fn to_id(&self) -> DeviceId {
        DeviceId {
            type_id: 0,
            index_id: 0,
        }
    }
}

/// A runtime that compiles what is launched on it for every [`Target`] and runs nothing.
#[derive(Debug, Clone)]
pub struct OfflineRuntime;

impl Runtime for OfflineRuntime {
    type Compiler = TargetCompiler;
    type Server = OfflineServer;
    type Device = OfflineDevice;

    fn client(device: &Self::Device) -> ComputeClient<Self> {
        ComputeClient::load(device)
    }

    fn name(_client: &ComputeClient<Self>) -> &'static str {
        "offline"
    }

    fn max_cube_count() -> (u32, u32, u32) {
        (u32::MAX, u32::MAX, u32::MAX)
    }

    fn can_read_tensor(_shape: &Shape, _strides: &Strides) -> bool {
        true
    }

    /// CUDA's matrix-register properties (cubecl-cuda's own): manual MMA compiles for CUDA
    /// only, and a kernel's register vectors (`MmaDefinition::vector_size`) follow them, so the
    /// offline CUDA text of a manual-MMA kernel is the device's (with the defaults, tf32's A and
    /// B registers came out as pairs where the H200's kernel holds single floats).
    fn target_properties() -> cubecl::ir::TargetProperties {
        use cubecl::ir::{ContiguousElements, MatrixLayout, MmaProperties};
        cubecl::ir::TargetProperties {
            mma: MmaProperties {
                register_size_bits: 32,
                const_plane_size: 32,
                register_layout_a: MatrixLayout::RowMajor,
                register_layout_b: MatrixLayout::ColMajor,
                register_layout_acc: MatrixLayout::RowMajor,
                register_duplication_a: 1,
                register_duplication_b: 1,
                register_duplication_acc: 1,
                contiguous_elements: ContiguousElements::new(
                    cubecl_cpp::cuda::mma::contiguous_elements_cuda,
                ),
            },
        }
    }

    fn enumerate_devices(_type_id: u16, _info: &()) -> Vec<DeviceId> {
        vec![OfflineDevice.to_id()]
    }
}

/// The compiler of [`OfflineRuntime`]: one target's compiler, given a fresh definition of the
/// kernel each time (a definition's variables share one id allocator, so a definition compiled
/// twice would number its variables differently the second time).
#[derive(Debug, Clone)]
pub struct TargetCompiler(Target);

impl Compiler for TargetCompiler {
    type Representation = String;
    type CompilationOptions = ();

    fn compile(
        &mut self,
        kernel: KernelDefinition,
        _options: &(),
        mode: ExecutionMode,
        addr_type: StorageType,
    ) -> Result<String, CompilationError> {
        targets::compile(self.0, kernel, mode, addr_type).map_err(|reason| {
            CompilationError::Generic {
                reason,
                backtrace: Default::default(),
            }
        })
    }

    fn elem_size(&self, elem: cubecl::ir::ElemType) -> usize {
        elem.size()
    }

    fn extension(&self) -> &'static str {
        self.0.extension()
    }
}

/// Host-memory buffers; a launch compiles the kernel and leaves the buffers as they are.
#[derive(Debug)]
pub struct OfflineServer {
    memory: MemoryManagement<BytesStorage>,
    timestamps: TimestampProfiler,
    utilities: Arc<ServerUtilities<Self>>,
}

impl DeviceService for OfflineServer {
    fn init(_device_id: DeviceId) -> Self {
        let memory_properties = MemoryDeviceProperties {
            max_page_size: 1 << 28,
            alignment: 32,
        };
        let logger = Arc::new(ServerLogger::default());
        let memory = MemoryManagement::from_configuration(
            BytesStorage::default(),
            &memory_properties,
            MemoryConfiguration::default(),
            logger.clone(),
            MemoryManagementOptions::new("offline host memory"),
        );
        let hardware = HardwareProperties {
            load_width: 128,
            plane_size_min: 32,
            plane_size_max: 32,
            max_bindings: 32,
            max_shared_memory_size: 48 * 1024,
            max_cube_count: (u32::MAX, u32::MAX, u32::MAX),
            max_units_per_cube: 1024,
            max_cube_dim: (1024, 1024, 64),
            num_streaming_multiprocessors: None,
            num_tensor_cores: None,
            min_tensor_cores_dim: None,
            num_cpu_cores: None,
            max_vector_size: cubecl::ir::VectorSize::MAX,
        };
        let mut properties = DeviceProperties::new(
            Default::default(),
            memory_properties,
            hardware,
            TimingMethod::System,
        );
        cubecl_cpp::register_supported_types(&mut properties);
        let utilities = Arc::new(ServerUtilities::new(
            properties,
            logger,
            (),
            ContiguousMemoryLayoutPolicy::new(4),
        ));
        Self {
            memory,
            timestamps: TimestampProfiler::default(),
            utilities,
        }
    }

    fn utilities(&self) -> Arc<dyn std::any::Any + Send + Sync> {
        ComputeServer::utilities(self) as Arc<dyn std::any::Any + Send + Sync>
    }
}

impl ServerCommunication for OfflineServer {
    const SERVER_COMM_ENABLED: bool = false;
}

impl ComputeServer for OfflineServer {
    type Kernel = Box<dyn CubeTask<TargetCompiler>>;
    type Storage = BytesStorage;
    type MemoryLayoutPolicy = ContiguousMemoryLayoutPolicy;
    type Info = ();

    crate::bookkeeping::bookkeeping!();

    fn read(
        &mut self,
        descriptors: Vec<CopyDescriptor>,
        _stream: StreamId,
    ) -> DynFut<Result<Vec<Bytes>, ServerError>> {
        let read: Result<Vec<Bytes>, ServerError> = descriptors
            .into_iter()
            .map(|d| {
                let size = d.handle.size_in_used() as usize;
                let resource = self.memory.get_resource(
                    d.handle.memory.clone(),
                    d.handle.offset_start,
                    d.handle.offset_end,
                )?;
                Ok(Bytes::from_bytes_vec(resource.read()[..size].to_vec()))
            })
            .collect();
        Box::pin(async move { read })
    }

    fn write(&mut self, descriptors: Vec<(CopyDescriptor, Bytes)>, _stream: StreamId) {
        for (descriptor, data) in descriptors {
            if let Ok(storage) = self.memory.get_storage(descriptor.handle.memory) {
                let mut bytes = self.memory.storage().get(&storage);
                bytes.write()[..data.len()].copy_from_slice(&data);
            }
        }
    }

    fn sync(&mut self, _stream: StreamId) -> DynFut<Result<(), ServerError>> {
        Box::pin(async move { Ok(()) })
    }

    fn get_resource(
        &mut self,
        binding: Binding,
        _stream: StreamId,
    ) -> Result<ManagedResource<BytesResource>, ServerError> {
        let resource = self.memory.get_resource(
            binding.memory.clone(),
            binding.offset_start,
            binding.offset_end,
        )?;
        Ok(ManagedResource::new(binding.memory, resource))
    }

    unsafe fn launch(
        &mut self,
        kernel: Self::Kernel,
        _count: CubeCount,
        _bindings: KernelArguments,
        mode: ExecutionMode,
        _stream: StreamId,
    ) {
        let mut sources = BTreeMap::new();
        for target in Target::ALL {
            // A kernel CubeCL's frontend cannot expand panics; that is this kernel's result, not
            // a launch that failed to run (the panic is neither printed nor recorded).
            let compiled = crate::panics::quietly(|| {
                let compiler = &mut TargetCompiler(target);
                kernel.compile(compiler, &(), mode, kernel.address_type())
            });
            let source = match compiled {
                Ok(Ok(compiled)) => Ok(compiled.source),
                Ok(Err(CompilationError::Generic { reason, .. })) => Err(reason),
                Ok(Err(e)) => Err(e.to_string()),
                Err(_) => Err("CubeCL's kernel expansion panicked".to_string()),
            };
            sources.insert(target, source);
        }
        COMPILED
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(Compiled { sources });
    }

    fn flush(&mut self, _stream: StreamId) -> Result<(), ServerError> {
        Ok(())
    }
}
