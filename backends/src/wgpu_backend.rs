//! Backends reached through wgpu: Vulkan (SPIR-V or WGSL), GL, Metal, DX12.
//!
//! Adapter and device are created here, with errors returned, and handed to CubeCL with
//! `init_device`: CubeCL's own device creation unwraps, so a broken driver would panic.

use crate::identity::{stable_adapter_name, Capabilities, Identity};
use crate::{catch_driver_panic, Api, Backend, BackendError, BackendSpec, Client};
use cubecl::prelude::*;
use cubecl_wgpu::{init_device, RuntimeOptions, WgpuRuntime, WgpuSetup};

fn wgpu_backend(api: Api) -> wgpu::Backend {
    match api {
        Api::Vulkan | Api::Wgsl => wgpu::Backend::Vulkan,
        Api::Gl => wgpu::Backend::Gl,
        Api::Metal => wgpu::Backend::Metal,
        Api::Dx12 => wgpu::Backend::Dx12,
        Api::Cuda | Api::WebGpu => unreachable!("{api} is not reached through wgpu"),
    }
}

fn instance(api: Api) -> wgpu::Instance {
    #[cfg(unix)]
    crate::runtime_dir::ensure();
    wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu_backend(api).into(),
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    })
}

fn adapters(api: Api) -> Result<(wgpu::Instance, Vec<wgpu::Adapter>), BackendError> {
    catch_driver_panic("enumerating adapters", || {
        let instance = instance(api);
        let adapters =
            cubecl::future::block_on(instance.enumerate_adapters(wgpu_backend(api).into()));
        (instance, adapters)
    })
}

fn device_type(t: wgpu::DeviceType) -> &'static str {
    match t {
        wgpu::DeviceType::Cpu => "cpu",
        wgpu::DeviceType::DiscreteGpu => "discrete-gpu",
        wgpu::DeviceType::IntegratedGpu => "integrated-gpu",
        wgpu::DeviceType::VirtualGpu => "virtual-gpu",
        wgpu::DeviceType::Other => "other",
    }
}

fn identity(api: Api, adapter: &wgpu::Adapter) -> Identity {
    let info = adapter.get_info();
    let driver = [info.driver.as_str(), info.driver_info.as_str()]
        .iter()
        .filter(|s| !s.is_empty())
        .cloned()
        .collect::<Vec<_>>()
        .join(" ");
    Identity {
        api,
        compiler: api.compiler_path().into(),
        adapter: stable_adapter_name(&info.name),
        driver,
        device_type: device_type(info.device_type).into(),
        selector: info
            .name
            .split('(')
            .next()
            .unwrap_or(&info.name)
            .trim()
            .to_string(),
    }
}

fn capabilities(adapter: &wgpu::Adapter) -> Capabilities {
    let features = adapter.features();
    let info = adapter.get_info();
    Capabilities {
        f16: features.contains(wgpu::Features::SHADER_F16),
        f64: features.contains(wgpu::Features::SHADER_F64),
        i64: features.contains(wgpu::Features::SHADER_INT64),
        subgroup_sizes: features
            .contains(wgpu::Features::SUBGROUP)
            .then_some((info.subgroup_min_size, info.subgroup_max_size)),
        float_controls: float_controls(adapter),
        gl_context: gl_context(adapter),
        webgpu: Default::default(),
        cooperative_matrix: cooperative_matrix(adapter),
    }
}

#[cfg(feature = "gl")]
fn gl_context(adapter: &wgpu::Adapter) -> Option<String> {
    crate::gl_context::describe(adapter)
}

#[cfg(not(feature = "gl"))]
fn gl_context(_adapter: &wgpu::Adapter) -> Option<String> {
    None
}

#[cfg(feature = "vulkan")]
fn float_controls(adapter: &wgpu::Adapter) -> std::collections::BTreeMap<String, String> {
    crate::float_controls::query(adapter)
}

#[cfg(not(feature = "vulkan"))]
fn float_controls(_adapter: &wgpu::Adapter) -> std::collections::BTreeMap<String, String> {
    Default::default()
}

#[cfg(feature = "vulkan")]
fn cooperative_matrix(adapter: &wgpu::Adapter) -> Vec<crate::identity::CooperativeMatrix> {
    crate::cooperative_matrix::query(adapter)
}

#[cfg(not(feature = "vulkan"))]
fn cooperative_matrix(_adapter: &wgpu::Adapter) -> Vec<crate::identity::CooperativeMatrix> {
    Vec::new()
}

pub fn probe_all(api: Api) -> Result<Vec<(Identity, Capabilities)>, BackendError> {
    let (_instance, adapters) = adapters(api)?;
    Ok(adapters
        .iter()
        .map(|a| (identity(api, a), capabilities(a)))
        .collect())
}

pub fn open(spec: &BackendSpec) -> Result<Backend, BackendError> {
    let api = spec.api;
    let (instance, adapters) = adapters(api)?;
    let wanted = spec.adapter.clone().unwrap_or_default().to_lowercase();
    let mut matching: Vec<wgpu::Adapter> = adapters
        .iter()
        .filter(|a| a.get_info().name.to_lowercase().contains(&wanted))
        .cloned()
        .collect();
    matching.sort_by_key(|a| identity(api, a).default_rank());
    let Some(adapter) = matching.into_iter().next() else {
        let present: Vec<String> = adapters.iter().map(|a| a.get_info().name).collect();
        if present.is_empty() {
            return Err(BackendError::Unavailable {
                api,
                reason: "no adapter found".into(),
            });
        }
        return Err(BackendError::NoMatch {
            api,
            wanted,
            present: present.join(", "),
        });
    };
    open_adapter(api, instance, adapter)
}

/// Every GPU adapter of `api` opened (every adapter where it has no GPU), even several of the
/// same name; only the (`pick` mod count)-th of them for `Some(pick)`.
pub fn open_all(api: Api, pick: Option<usize>) -> Result<Vec<Backend>, BackendError> {
    let (instance, adapters) = adapters(api)?;
    let gpus: Vec<&wgpu::Adapter> = adapters
        .iter()
        .filter(|a| !identity(api, a).is_cpu())
        .collect();
    let mut chosen = if gpus.is_empty() {
        adapters.iter().collect()
    } else {
        gpus
    };
    if let Some(pick) = pick.filter(|_| !chosen.is_empty()) {
        chosen = vec![chosen[pick % chosen.len()]];
    }
    chosen
        .into_iter()
        .map(|a| open_adapter(api, instance.clone(), a.clone()))
        .collect()
}

fn open_adapter(
    api: Api,
    instance: wgpu::Instance,
    adapter: wgpu::Adapter,
) -> Result<Backend, BackendError> {
    let (device, queue) = request_device(api, &adapter)?;
    let identity = identity(api, &adapter);
    let capabilities = capabilities(&adapter);
    let setup = WgpuSetup {
        instance,
        adapter,
        device,
        queue,
        backend: wgpu_backend(api),
    };
    let client = catch_driver_panic("starting the CubeCL runtime", || {
        let device = init_device(setup, RuntimeOptions::default());
        WgpuRuntime::client(&device)
    })?;
    Ok(Backend {
        identity,
        capabilities,
        client: Client::Wgpu(client),
        own_log: None,
    })
}

fn request_device(
    api: Api,
    adapter: &wgpu::Adapter,
) -> Result<(wgpu::Device, wgpu::Queue), BackendError> {
    #[cfg(feature = "vulkan")]
    if api == Api::Vulkan {
        return catch_driver_panic("creating the Vulkan device", || {
            cubecl::future::block_on(cubecl_wgpu::vulkan::request_vulkan_device(adapter))
        })?
        .ok_or_else(|| {
            BackendError::Driver(
                "the Vulkan adapter lacks features CubeCL's SPIR-V compiler needs".into(),
            )
        });
    }
    let _ = api;
    let descriptor = wgpu::DeviceDescriptor {
        label: Some("fpsig"),
        required_features: adapter
            .features()
            .difference(wgpu::Features::MAPPABLE_PRIMARY_BUFFERS),
        required_limits: adapter.limits(),
        memory_hints: wgpu::MemoryHints::MemoryUsage,
        trace: wgpu::Trace::Off,
        // SAFETY: CubeCL's WGSL runtime relies on passthrough shaders being allowed.
        experimental_features: unsafe { wgpu::ExperimentalFeatures::enabled() },
    };
    catch_driver_panic("creating the device", || {
        cubecl::future::block_on(adapter.request_device(&descriptor))
    })?
    .map_err(|err| BackendError::Driver(format!("creating the device failed: {err}")))
}
