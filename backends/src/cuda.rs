//! CUDA through CubeCL's CUDA runtime (CUDA C compiled by NVRTC).

use crate::identity::{Capabilities, Identity};
use crate::{catch_driver_panic, Api, Backend, BackendError, BackendSpec, Client};
use cubecl::prelude::*;
use cubecl_cuda::{CudaDevice, CudaRuntime};
use cudarc::driver::{result, sys};

fn unavailable(reason: impl Into<String>) -> BackendError {
    BackendError::Unavailable {
        api: Api::Cuda,
        reason: reason.into(),
    }
}

/// Loads the CUDA driver (dynamically: a missing `libcuda.so` is an error, not a panic).
fn init() -> Result<(), BackendError> {
    catch_driver_panic("loading the CUDA driver", result::init)
        .map_err(|_| unavailable("no CUDA driver (libcuda.so not found)"))?
        .map_err(|err| unavailable(format!("CUDA driver failed to initialise: {err:?}")))
}

fn driver_version() -> String {
    let mut version = 0;
    // SAFETY: cuDriverGetVersion only writes the int it is given; the driver is initialised.
    let status = unsafe { sys::cuDriverGetVersion(&mut version) };
    if status == sys::CUresult::CUDA_SUCCESS {
        format!(
            "CUDA driver API {}.{}",
            version / 1000,
            (version % 1000) / 10
        )
    } else {
        "unknown".into()
    }
}

fn identity(ordinal: usize) -> Result<Identity, BackendError> {
    let device = result::device::get(ordinal as i32)
        .map_err(|err| unavailable(format!("device {ordinal}: {err:?}")))?;
    let name = result::device::get_name(device)
        .map_err(|err| unavailable(format!("device {ordinal}: {err:?}")))?;
    Ok(Identity {
        api: Api::Cuda,
        compiler: Api::Cuda.compiler_path().into(),
        adapter: name,
        driver: driver_version(),
        device_type: "discrete-gpu".into(),
        selector: ordinal.to_string(),
    })
}

fn capabilities<R: Runtime>(client: Option<&ComputeClient<R>>) -> Capabilities {
    Capabilities {
        f16: true,
        f64: true,
        i64: true,
        subgroup_sizes: client.map(|c| {
            let hw = &c.properties().hardware;
            (hw.plane_size_min, hw.plane_size_max)
        }),
        float_controls: Default::default(),
        gl_context: None,
        webgpu: Default::default(),
        cooperative_matrix: Vec::new(),
    }
}

fn count() -> Result<usize, BackendError> {
    init()?;
    result::device::get_count()
        .map(|n| n as usize)
        .map_err(|err| unavailable(format!("{err:?}")))
}

pub fn probe_all() -> Result<Vec<(Identity, Capabilities)>, BackendError> {
    (0..count()?)
        .map(|i| Ok((identity(i)?, capabilities::<CudaRuntime>(None))))
        .collect()
}

pub fn open(spec: &BackendSpec) -> Result<Backend, BackendError> {
    let n = count()?;
    let ordinal = match &spec.adapter {
        None => 0,
        Some(text) => match text.parse::<usize>() {
            Ok(index) => index,
            Err(_) => (0..n)
                .find(|&i| {
                    identity(i)
                        .map(|id| id.adapter.to_lowercase().contains(&text.to_lowercase()))
                        .unwrap_or(false)
                })
                .ok_or_else(|| BackendError::NoMatch {
                    api: Api::Cuda,
                    wanted: text.clone(),
                    present: (0..n)
                        .filter_map(|i| identity(i).ok().map(|id| id.adapter))
                        .collect::<Vec<_>>()
                        .join(", "),
                })?,
        },
    };
    if ordinal >= n {
        return Err(unavailable(format!(
            "no CUDA device {ordinal} ({n} present)"
        )));
    }
    let identity = identity(ordinal)?;
    let client = catch_driver_panic("starting the CubeCL CUDA runtime", || {
        CudaRuntime::client(&CudaDevice::new(ordinal))
    })?;
    Ok(Backend {
        capabilities: capabilities(Some(&client)),
        identity,
        client: Client::Cuda(client),
        own_log: None,
    })
}

/// Every CUDA device opened; only the (`pick` mod count)-th for `Some(pick)`.
pub fn open_all(pick: Option<usize>) -> Result<Vec<Backend>, BackendError> {
    let n = count()?;
    let ordinals: Vec<usize> = match pick {
        Some(pick) if n > 0 => vec![pick % n],
        _ => (0..n).collect(),
    };
    ordinals
        .into_iter()
        .map(|i| {
            open(&BackendSpec {
                api: Api::Cuda,
                adapter: Some(i.to_string()),
            })
        })
        .collect()
}

/// The PTX NVRTC makes of a CubeCL CUDA source, with the options CubeCL passes (architecture of
/// the device, CUDA include paths, default `--fmad=true`): what the driver's PTX compiler gets.
pub fn ptx(source: &str, ordinal: usize) -> Result<String, BackendError> {
    use cudarc::nvrtc::result as nvrtc;
    let fail = |what: &str, err: &dyn std::fmt::Debug| {
        BackendError::Driver(format!("NVRTC {what}: {err:?}"))
    };
    let device = result::device::get(ordinal as i32).map_err(|e| fail("device", &e))?;
    let attribute = |a| {
        // SAFETY: `device` was returned by `get`.
        unsafe { result::device::get_attribute(device, a) }.map_err(|e| fail("attribute", &e))
    };
    let major = attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
    let minor = attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
    let arch = major * 10 + minor;
    let suffix = if arch >= 90 { "a" } else { "" };
    let include =
        std::path::PathBuf::from(std::env::var("CUDA_PATH").unwrap_or("/usr/local/cuda".into()))
            .join("include");
    let mut options = vec![
        format!("--gpu-architecture=sm_{arch}{suffix}"),
        format!("--include-path={}", include.display()),
        "-lineinfo".to_string(),
    ];
    if include.join("cccl").exists() {
        options.push(format!("--include-path={}", include.join("cccl").display()));
    }
    let source = std::ffi::CString::new(source).map_err(|e| fail("source", &e))?;
    // SAFETY: the program is created from a valid C string, compiled, read and destroyed here.
    unsafe {
        let program =
            nvrtc::create_program(source.as_c_str(), None).map_err(|e| fail("create", &e))?;
        let compiled = nvrtc::compile_program(program, &options).map_err(|e| fail("compile", &e));
        let ptx = compiled.and_then(|_| nvrtc::get_ptx(program).map_err(|e| fail("get_ptx", &e)));
        let _ = nvrtc::destroy_program(program);
        let bytes: Vec<u8> = ptx?
            .into_iter()
            .take_while(|&c| c != 0)
            .map(|c| c as u8)
            .collect();
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    }
}

/// A CUDA device buffer written from page-locked host memory, which the driver copies by DMA:
/// 49 GB/s for 128 MiB on an H100's host, where CubeCL 0.10's `create` copies the data into a
/// fresh pageable `Vec` first and has the driver copy from that (0.27 GB/s there, 2–2.7 GB/s
/// with fpsig's allocator settings); 16 threads fill the page-locked memory at 41 GB/s.
pub struct PinnedUpload {
    host: *mut u8,
    capacity: usize,
    device: cubecl::server::Handle,
    device_ptr: sys::CUdeviceptr,
    /// The device's primary context (CubeCL's), retained while the value lives.
    ordinal: sys::CUdevice,
    context: sys::CUcontext,
}

// SAFETY: the page-locked memory is owned by the value alone and only touched through `&mut
// self`; the device buffer's handle is Send.
unsafe impl Send for PinnedUpload {}

impl PinnedUpload {
    /// A buffer of `capacity` bytes on `client`'s device and as much page-locked host memory;
    /// `None` where `client` is not CUDA's, an error where the driver refuses either.
    pub fn new<R: Runtime>(
        client: &ComputeClient<R>,
        capacity: usize,
    ) -> Result<Option<PinnedUpload>, String> {
        let Some(client) =
            (client as &dyn std::any::Any).downcast_ref::<ComputeClient<CudaRuntime>>()
        else {
            return Ok(None);
        };
        let device = client.empty(capacity);
        cubecl::future::block_on(client.sync())
            .map_err(|e| format!("device sync failed: {e:?}"))?;
        let device_ptr = client
            .get_resource(device.clone())
            .map_err(|e| format!("no CUDA buffer for a fast upload: {e:?}"))?
            .resource()
            .ptr;
        // SAFETY: the device of memory CubeCL allocated; its primary context, retained here and
        // released on drop, is current while cuMemHostAlloc gives `capacity` bytes owned by the
        // value, freed on drop.
        unsafe {
            let mut ordinal: i32 = 0;
            sys::cuPointerGetAttribute(
                &mut ordinal as *mut i32 as *mut std::ffi::c_void,
                sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                device_ptr,
            )
            .result()
            .and_then(|()| result::device::get(ordinal))
            .and_then(|ordinal| {
                let context = result::primary_ctx::retain(ordinal)?;
                result::ctx::set_current(context)?;
                let host = result::malloc_host(capacity, 0).inspect_err(|_| {
                    let _ = result::primary_ctx::release(ordinal);
                })?;
                Ok(PinnedUpload {
                    host: host as *mut u8,
                    capacity,
                    device,
                    device_ptr,
                    ordinal,
                    context,
                })
            })
        }
        .map(Some)
        .map_err(|e| format!("no page-locked memory for a fast upload: {e:?}"))
    }

    /// `data` in the device buffer (the handle returned, its first `data.len()` bytes written),
    /// once every kernel launched before on `client` has finished reading it.
    pub fn upload<R: Runtime>(
        &mut self,
        client: &ComputeClient<R>,
        data: &[u8],
    ) -> Result<cubecl::server::Handle, String> {
        if data.len() > self.capacity {
            return Err(format!(
                "{} bytes do not fit a {}-byte upload buffer",
                data.len(),
                self.capacity
            ));
        }
        // SAFETY: `host` holds `capacity` bytes owned by `self`, borrowed mutably here only.
        let staging = unsafe { std::slice::from_raw_parts_mut(self.host, data.len()) };
        copy_in_parallel(staging, data);
        cubecl::future::block_on(client.sync())
            .map_err(|e| format!("device sync failed: {e:?}"))?;
        // SAFETY: the device buffer holds `capacity` bytes; a copy from page-locked memory has
        // finished when cuMemcpyHtoD returns.
        unsafe {
            result::ctx::set_current(self.context)
                .and_then(|()| result::memcpy_htod_sync(self.device_ptr, staging))
        }
        .map_err(|e| {
            format!(
                "copying {} bytes to the CUDA device failed: {e:?}",
                data.len()
            )
        })?;
        Ok(self.device.clone())
    }
}

impl Drop for PinnedUpload {
    fn drop(&mut self) {
        // SAFETY: `host` came from cuMemHostAlloc in this context and is freed once; the context
        // was retained once.
        unsafe {
            let _ = result::ctx::set_current(self.context)
                .and_then(|()| result::free_host(self.host as *mut std::ffi::c_void));
            let _ = result::primary_ctx::release(self.ordinal);
        }
    }
}

/// `dst.copy_from_slice(src)`, by as many threads as the machine has (a single thread copies at
/// a tenth of the memory's bandwidth).
fn copy_in_parallel(dst: &mut [u8], src: &[u8]) {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = src.len().div_ceil(threads).max(1 << 20);
    std::thread::scope(|s| {
        for (d, c) in dst.chunks_mut(chunk).zip(src.chunks(chunk)) {
            s.spawn(move || d.copy_from_slice(c));
        }
    });
}
