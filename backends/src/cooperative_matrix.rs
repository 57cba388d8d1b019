//! Vulkan's cooperative-matrix properties (`vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR`):
//! every matrix shape and component-type combination the driver lists, before CubeCL keeps the
//! ones it can express.

use crate::identity::CooperativeMatrix;
use ash::vk;

/// The combinations a Vulkan adapter's driver lists; empty where the adapter is not Vulkan or
/// lacks `VK_KHR_cooperative_matrix`.
pub fn query(adapter: &wgpu::Adapter) -> Vec<CooperativeMatrix> {
    // SAFETY: the raw handles are used only for this query, while the adapter is alive.
    let Some(hal) = (unsafe { adapter.as_hal::<wgpu::hal::api::Vulkan>() }) else {
        return Vec::new();
    };
    let shared = hal.shared_instance();
    let (entry, instance) = (shared.entry(), shared.raw_instance());
    let device = hal.raw_physical_device();
    // SAFETY: a physical device of this instance.
    let extensions = unsafe { instance.enumerate_device_extension_properties(device) };
    let listed = extensions
        .unwrap_or_default()
        .iter()
        .any(|e| e.extension_name_as_c_str() == Ok(ash::khr::cooperative_matrix::NAME));
    if !listed {
        return Vec::new();
    }
    let cmma = ash::khr::cooperative_matrix::Instance::new(entry, instance);
    // SAFETY: the extension is listed for this physical device, so its entry point exists.
    let properties = unsafe { cmma.get_physical_device_cooperative_matrix_properties(device) };
    properties
        .unwrap_or_default()
        .iter()
        .map(describe)
        .collect()
}

fn describe(p: &vk::CooperativeMatrixPropertiesKHR) -> CooperativeMatrix {
    CooperativeMatrix {
        m: p.m_size,
        n: p.n_size,
        k: p.k_size,
        a: component(p.a_type),
        b: component(p.b_type),
        c: component(p.c_type),
        result: component(p.result_type),
        saturating: p.saturating_accumulation == vk::TRUE,
        scope: scope(p.scope),
    }
}

/// A component type by the name fpsig's findings use (`f16`, `s8`); extension types ash 0.38
/// does not name by their registry values.
fn component(t: vk::ComponentTypeKHR) -> String {
    let name = match t {
        vk::ComponentTypeKHR::FLOAT16 => "f16",
        vk::ComponentTypeKHR::FLOAT32 => "f32",
        vk::ComponentTypeKHR::FLOAT64 => "f64",
        vk::ComponentTypeKHR::SINT8 => "s8",
        vk::ComponentTypeKHR::SINT16 => "s16",
        vk::ComponentTypeKHR::SINT32 => "s32",
        vk::ComponentTypeKHR::SINT64 => "s64",
        vk::ComponentTypeKHR::UINT8 => "u8",
        vk::ComponentTypeKHR::UINT16 => "u16",
        vk::ComponentTypeKHR::UINT32 => "u32",
        vk::ComponentTypeKHR::UINT64 => "u64",
        // VK_KHR_shader_bfloat16, VK_NV_cooperative_matrix2, VK_EXT_shader_float8.
        other => match other.as_raw() {
            1_000_141_000 => "bf16",
            1_000_491_000 => "s8 packed",
            1_000_491_001 => "u8 packed",
            1_000_491_002 => "e4m3",
            1_000_491_003 => "e5m2",
            raw => return format!("component type {raw}"),
        },
    };
    name.to_string()
}

fn scope(s: vk::ScopeKHR) -> String {
    match s {
        vk::ScopeKHR::DEVICE => "device".into(),
        vk::ScopeKHR::WORKGROUP => "workgroup".into(),
        vk::ScopeKHR::SUBGROUP => "subgroup".into(),
        vk::ScopeKHR::QUEUE_FAMILY => "queue family".into(),
        other => format!("scope {}", other.as_raw()),
    }
}
