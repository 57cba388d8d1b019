//! A CubeCL runtime whose device is a browser tab: buffers, writes, launches and reads are
//! frames on the page's WebSocket; kernels are CubeCL's WGSL for what the page enabled.

use super::link::Link;
use super::who::Hello;
use super::wire::{self, Frame, PIECE};
use cubecl::ir::features::{AtomicUsage, TypeUsage};
use cubecl::ir::{
    AddressType, DeviceProperties, ElemType, FloatKind, HardwareProperties, IntKind,
    MemoryDeviceProperties, StorageType, Type, UIntKind,
};
use cubecl::prelude::*;
use cubecl::server::{
    Binding, ComputeServer, CopyDescriptor, ExecutionMode, KernelArguments, ServerCommunication,
    ServerError, ServerUtilities,
};
use cubecl::{CubeTask, WgpuCompilationOptions};
use cubecl_common::bytes::Bytes;
use cubecl_common::device::{Device, DeviceId, DeviceService};
use cubecl_common::future::DynFut;
use cubecl_common::profile::TimingMethod;
use cubecl_common::stream_id::StreamId;
use cubecl_runtime::allocator::ContiguousMemoryLayoutPolicy;
use cubecl_runtime::id::KernelId;
use cubecl_runtime::kernel::DebugInformation;
use cubecl_runtime::logging::ServerLogger;
use cubecl_runtime::memory_management::{
    MemoryConfiguration, MemoryManagement, MemoryManagementOptions,
};
use cubecl_runtime::server::IoError;
use cubecl_runtime::storage::{
    ComputeStorage, ManagedResource, StorageHandle, StorageId, StorageUtilization,
};
use cubecl_runtime::timestamp_profiler::TimestampProfiler;
use cubecl_wgpu::WgslCompiler;
use cubecl_zspace::{Shape, Strides};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

/// The page's connection, shared by the runtime's device thread and whoever reports progress.
pub type Shared = Arc<Mutex<Link>>;

pub fn lock<T>(shared: &Mutex<T>) -> MutexGuard<'_, T> {
    shared.lock().unwrap_or_else(|e| e.into_inner())
}

/// A browser tab, numbered in the order fpsig accepted it.
#[derive(Clone, Debug, Hash, PartialEq, Eq, Default)]
pub struct BrowserDevice(pub u16);

impl Device for BrowserDevice {
    fn from_id(device_id: DeviceId) -> Self {
        Self(device_id.index_id)
    }

    fn to_id(&self) -> DeviceId {
        DeviceId {
            type_id: 0,
            index_id: self.0,
        }
    }
}

/// The runtime of a page fpsig serves.
#[derive(Debug, Clone)]
pub struct BrowserRuntime;

impl Runtime for BrowserRuntime {
    type Compiler = WgslCompiler;
    type Server = BrowserServer;
    type Device = BrowserDevice;

    fn client(device: &Self::Device) -> ComputeClient<Self> {
        ComputeClient::load(device)
    }

    fn name(_client: &ComputeClient<Self>) -> &'static str {
        "browser<wgsl>"
    }

    fn max_cube_count() -> (u32, u32, u32) {
        (u16::MAX as u32, u16::MAX as u32, u16::MAX as u32)
    }

    fn can_read_tensor(shape: &Shape, strides: &Strides) -> bool {
        let mut expected = 1;
        for (&dim, &stride) in shape.iter().zip(strides.iter()).rev() {
            if stride != expected {
                return false;
            }
            expected *= dim;
        }
        true
    }

    fn target_properties() -> cubecl::ir::TargetProperties {
        Default::default()
    }

    fn enumerate_devices(_type_id: u16, _info: &()) -> Vec<DeviceId> {
        Vec::new()
    }
}

/// A buffer of the page, as far as a binding sees it.
#[derive(Debug, Clone, Copy)]
pub struct Remote {
    pub buffer: u32,
    pub offset: u64,
    pub size: u64,
}

/// Buffers of the page: ids handed out here, their creation and release queued until the next
/// frame goes out, so that the page sees them in order.
#[derive(Debug, Default)]
pub struct RemoteStorage {
    ids: HashMap<StorageId, u32>,
    next: u32,
    pending: Vec<Vec<u8>>,
}

impl RemoteStorage {
    fn take_pending(&mut self) -> Vec<Vec<u8>> {
        std::mem::take(&mut self.pending)
    }
}

impl ComputeStorage for RemoteStorage {
    type Resource = Remote;

    fn alignment(&self) -> usize {
        ALIGNMENT as usize
    }

    fn get(&mut self, handle: &StorageHandle) -> Remote {
        Remote {
            buffer: self.ids.get(&handle.id).copied().unwrap_or(wire::NO_BUFFER),
            offset: handle.offset(),
            size: handle.size(),
        }
    }

    fn alloc(&mut self, size: u64) -> Result<StorageHandle, IoError> {
        let size32 = u32::try_from(size).map_err(|_| IoError::BufferTooBig {
            size,
            backtrace: Default::default(),
        })?;
        let id = StorageId::new();
        self.next += 1;
        self.ids.insert(id, self.next);
        self.pending.push(
            Frame::new(wire::CREATE)
                .u32(self.next)
                .u32(size32)
                .into_bytes(),
        );
        Ok(StorageHandle::new(
            id,
            StorageUtilization { offset: 0, size },
        ))
    }

    fn dealloc(&mut self, id: StorageId) {
        if let Some(remote) = self.ids.remove(&id) {
            self.pending
                .push(Frame::new(wire::FREE).u32(remote).into_bytes());
        }
    }

    fn flush(&mut self) {}
}

/// WebGPU's offset alignment of storage bindings.
const ALIGNMENT: u64 = 256;

/// The pipelines made on a page, shared with its [`super::Session`], which empties them when it
/// ends (CubeCL keeps the server for the process's life).
#[derive(Debug, Default)]
pub struct Pipelines {
    by_kernel: HashMap<KernelId, Result<u32, String>>,
    /// The page's pipelines by shader text and layout: two kernels CubeCL names apart but
    /// compiles alike share one.
    by_source: HashMap<(String, usize, bool), u32>,
}

/// The server of one page.
#[derive(Debug)]
pub struct BrowserServer {
    link: Shared,
    memory: MemoryManagement<RemoteStorage>,
    pipelines: Arc<Mutex<Pipelines>>,
    /// The last pipeline number given to the page.
    next_pipeline: u32,
    timestamps: TimestampProfiler,
    utilities: Arc<ServerUtilities<Self>>,
    /// Every kernel compiled for the page, as CubeCL's compilation log would hold it.
    log: Arc<Mutex<String>>,
}

fn generic(reason: String) -> ServerError {
    ServerError::Generic {
        reason,
        backtrace: Default::default(),
    }
}

impl BrowserServer {
    /// A server for the page behind `link`, with the types and limits it reported.
    pub fn new(
        link: Shared,
        hello: &Hello,
        f16: bool,
        log: Arc<Mutex<String>>,
        pipelines: Arc<Mutex<Pipelines>>,
    ) -> Self {
        let limit = |name: &str, default: u32| {
            hello
                .limits
                .get(name)
                .map_or(default, |&v| v.min(u32::MAX as f64) as u32)
        };
        let memory_properties = MemoryDeviceProperties {
            max_page_size: u64::from(limit("maxStorageBufferBindingSize", 1 << 27)).min(1 << 28),
            alignment: ALIGNMENT.max(u64::from(limit("minStorageBufferOffsetAlignment", 256))),
        };
        let logger = Arc::new(ServerLogger::default());
        let memory = MemoryManagement::from_configuration(
            RemoteStorage::default(),
            &memory_properties,
            MemoryConfiguration::default(),
            logger.clone(),
            MemoryManagementOptions::new("browser buffers"),
        );
        let count = limit("maxComputeWorkgroupsPerDimension", 65535);
        let hardware = HardwareProperties {
            load_width: 128,
            plane_size_min: 8,
            plane_size_max: 128,
            max_bindings: limit("maxStorageBuffersPerShaderStage", 8).saturating_sub(1),
            max_shared_memory_size: limit("maxComputeWorkgroupStorageSize", 16384) as usize,
            max_cube_count: (count, count, count),
            max_units_per_cube: limit("maxComputeInvocationsPerWorkgroup", 256),
            max_cube_dim: (
                limit("maxComputeWorkgroupSizeX", 256),
                limit("maxComputeWorkgroupSizeY", 256),
                limit("maxComputeWorkgroupSizeZ", 64),
            ),
            num_streaming_multiprocessors: None,
            num_tensor_cores: None,
            min_tensor_cores_dim: None,
            num_cpu_cores: None,
            max_vector_size: 4,
        };
        let mut properties = DeviceProperties::new(
            Default::default(),
            memory_properties.clone(),
            hardware,
            TimingMethod::System,
        );
        register_types(&mut properties, f16);
        let utilities = Arc::new(ServerUtilities::new(
            properties,
            logger,
            (),
            ContiguousMemoryLayoutPolicy::new(memory_properties.alignment as usize),
        ));
        Self {
            link,
            memory,
            pipelines,
            next_pipeline: 0,
            timestamps: TimestampProfiler::default(),
            utilities,
            log,
        }
    }

    /// The link, once the buffers created and freed since the last frame are sent on it (the
    /// page must see them before a frame that names them).
    fn link(&mut self) -> Result<MutexGuard<'_, Link>, String> {
        let pending = self.memory.storage().take_pending();
        let mut link = lock(&self.link);
        for frame in pending {
            link.send(frame)?;
        }
        Ok(link)
    }

    fn send(&mut self, frame: Vec<u8>) -> Result<(), String> {
        self.link()?.send(frame)
    }

    /// Sends `frame` and waits for its answer; a fault the page reported meanwhile (a dispatch
    /// it refused) is this request's error.
    fn request(&mut self, frame: Vec<u8>) -> Result<Vec<u8>, String> {
        let mut link = self.link()?;
        let reply = link.request(frame)?;
        match link.take_faults().first() {
            Some(fault) => Err(format!("the page reported: {fault}")),
            None => Ok(reply),
        }
    }

    fn resource(&mut self, binding: Binding) -> Result<Remote, IoError> {
        self.memory
            .get_resource(binding.memory, binding.offset_start, binding.offset_end)
    }

    fn read_one(&mut self, descriptor: CopyDescriptor) -> Result<Bytes, String> {
        let size = descriptor.handle.size_in_used() as usize;
        let remote = self
            .resource(descriptor.handle)
            .map_err(|e| format!("a buffer to read is gone: {e}"))?;
        let mut bytes = Vec::with_capacity(size);
        while bytes.len() < size {
            let piece = (size - bytes.len()).min(PIECE);
            let frame = Frame::new(wire::READ)
                .u32(remote.buffer)
                .u32((remote.offset as usize + bytes.len()) as u32)
                .u32(piece as u32)
                .into_bytes();
            let reply = self.request(frame)?;
            if reply.len() != piece {
                return Err(format!(
                    "the page read {} bytes where {piece} were asked",
                    reply.len()
                ));
            }
            bytes.extend_from_slice(&reply);
        }
        Ok(Bytes::from_bytes_vec(bytes))
    }

    /// The page's pipeline for a kernel, compiled and logged on first use.
    fn pipeline(
        &mut self,
        kernel: Box<dyn CubeTask<WgslCompiler>>,
        args: &KernelArguments,
        mode: ExecutionMode,
    ) -> Result<u32, String> {
        let mut id = kernel.id();
        id.mode(mode);
        if let Some(known) = lock(&self.pipelines).by_kernel.get(&id) {
            return known.clone();
        }
        let options = WgpuCompilationOptions::default();
        let address = kernel.address_type();
        let mut compiler = WgslCompiler::default();
        let made = kernel
            .compile(&mut compiler, &options, mode, address)
            .map_err(|e| format!("CubeCL could not write WGSL: {e}"))
            .and_then(|mut compiled| {
                compiled.debug_info = Some(DebugInformation::new("wgsl", id.clone()));
                let entry = format!("{compiled}\n");
                self.log
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push_str(&entry);
                let has_info = !args.info.data.is_empty();
                let key = (compiled.source.clone(), args.buffers.len(), has_info);
                if let Some(&number) = lock(&self.pipelines).by_source.get(&key) {
                    return Ok(number);
                }
                // Numbers are never reused on a page: a session's end empties the maps only.
                self.next_pipeline += 1;
                let number = self.next_pipeline;
                let entry = compiled.entrypoint_name.as_bytes();
                let code = compiled.source.as_bytes();
                let frame = Frame::new(wire::PIPELINE)
                    .u32(number)
                    .u32(args.buffers.len() as u32)
                    .u32(u32::from(has_info))
                    .u32(entry.len() as u32)
                    .u32(code.len() as u32)
                    .bytes(entry)
                    .bytes(code)
                    .into_bytes();
                let reply = self.request(frame)?;
                match wire::pipeline_result(&reply)? {
                    Ok(()) => {
                        lock(&self.pipelines).by_source.insert(key, number);
                        Ok(number)
                    }
                    Err(messages) => Err(format!(
                        "the browser's WGSL compiler rejected {}: {}",
                        compiled.entrypoint_name, messages
                    )),
                }
            });
        if lock(&self.link).lost().is_none() {
            lock(&self.pipelines).by_kernel.insert(id, made.clone());
        }
        made
    }

    fn dispatch(
        &mut self,
        pipeline: u32,
        count: CubeCount,
        args: KernelArguments,
    ) -> Result<(), String> {
        let (direct, indirect) = match count {
            CubeCount::Static(x, y, z) => ((x, y, z), None),
            CubeCount::Dynamic(binding) => {
                let remote = self
                    .resource(binding)
                    .map_err(|e| format!("the dispatch-size buffer is gone: {e}"))?;
                ((0, 0, 0), Some(remote))
            }
        };
        let mut frame = Frame::new(wire::DISPATCH)
            .u32(pipeline)
            .u32(direct.0)
            .u32(direct.1)
            .u32(direct.2)
            .u32(indirect.map_or(wire::NO_BUFFER, |r| r.buffer))
            .u32(args.buffers.len() as u32);
        for binding in args.buffers {
            let remote = self
                .resource(binding)
                .map_err(|e| format!("a bound buffer is gone: {e}"))?;
            frame = frame
                .u32(remote.buffer)
                .u32(remote.offset as u32)
                .u32(remote.size as u32);
        }
        let info: Vec<u8> = args
            .info
            .data
            .iter()
            .flat_map(|word| word.to_le_bytes())
            .collect();
        let frame = frame
            .u32(indirect.map_or(0, |r| r.offset as u32))
            .bytes(&info);
        self.send(frame.into_bytes())
    }
}

/// The types WebGPU's WGSL has (cubecl-wgpu's list for an adapter without 64-bit types), with
/// f16 where the page enabled `shader-f16`.
fn register_types(properties: &mut DeviceProperties, f16: bool) {
    properties.register_address_type(AddressType::U32);
    let mut types = vec![
        ElemType::UInt(UIntKind::U32),
        ElemType::Int(IntKind::I32),
        ElemType::Float(FloatKind::F32),
        ElemType::Float(FloatKind::Flex32),
        ElemType::Bool,
    ];
    if f16 {
        types.push(ElemType::Float(FloatKind::F16));
    }
    for ty in types {
        properties.register_type_usage(ty, TypeUsage::all());
    }
    for ty in [ElemType::Int(IntKind::I32), ElemType::UInt(UIntKind::U32)] {
        properties.register_atomic_type_usage(
            Type::new(StorageType::Atomic(ty)),
            AtomicUsage::LoadStore | AtomicUsage::Add,
        );
    }
}

impl DeviceService for BrowserServer {
    fn init(_device_id: DeviceId) -> Self {
        panic!("a browser device exists only once fpsig has accepted its page")
    }

    fn utilities(&self) -> Arc<dyn std::any::Any + Send + Sync> {
        ComputeServer::utilities(self) as Arc<dyn std::any::Any + Send + Sync>
    }
}

impl ServerCommunication for BrowserServer {
    const SERVER_COMM_ENABLED: bool = false;
}

impl ComputeServer for BrowserServer {
    type Kernel = Box<dyn CubeTask<WgslCompiler>>;
    type Storage = RemoteStorage;
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
            .map(|d| self.read_one(d).map_err(generic))
            .collect();
        Box::pin(async move { read })
    }

    fn write(&mut self, descriptors: Vec<(CopyDescriptor, Bytes)>, _stream: StreamId) {
        for (descriptor, data) in descriptors {
            let Ok(remote) = self.resource(descriptor.handle) else {
                continue;
            };
            for (i, piece) in data.chunks(PIECE).enumerate() {
                let frame = Frame::new(wire::WRITE)
                    .u32(remote.buffer)
                    .u32((remote.offset as usize + i * PIECE) as u32)
                    .bytes(piece)
                    .into_bytes();
                // A broken connection is the next read's error.
                if self.send(frame).is_err() {
                    return;
                }
            }
        }
    }

    fn sync(&mut self, _stream: StreamId) -> DynFut<Result<(), ServerError>> {
        let done = self
            .request(Frame::new(wire::SYNC).into_bytes())
            .map(|_| ())
            .map_err(generic);
        Box::pin(async move { done })
    }

    fn get_resource(
        &mut self,
        binding: Binding,
        _stream: StreamId,
    ) -> Result<ManagedResource<Remote>, ServerError> {
        let memory = binding.memory.clone();
        let resource = self.resource(binding)?;
        Ok(ManagedResource::new(memory, resource))
    }

    unsafe fn launch(
        &mut self,
        kernel: Self::Kernel,
        count: CubeCount,
        args: KernelArguments,
        mode: ExecutionMode,
        _stream: StreamId,
    ) {
        // A kernel that cannot run here panics on this device thread, where fpsig's hook records
        // it as a kernel that did not run, with the reason.
        let ran = self
            .pipeline(kernel, &args, mode)
            .and_then(|pipeline| self.dispatch(pipeline, count, args));
        if let Err(reason) = ran {
            panic!("{reason}");
        }
    }

    fn flush(&mut self, _stream: StreamId) -> Result<(), ServerError> {
        match lock(&self.link).lost() {
            Some(why) => Err(generic(why.to_string())),
            None => Ok(()),
        }
    }
}
