//! Vulkan's float-controls properties (`VkPhysicalDeviceFloatControlsProperties`): what the driver
//! promises about denormals, rounding modes and signed zero/Inf/NaN, per float width.

use ash::vk;
use std::collections::BTreeMap;

/// The float-controls properties of a Vulkan adapter, as `property -> widths that have it`.
/// Empty where the adapter is not Vulkan.
pub fn query(adapter: &wgpu::Adapter) -> BTreeMap<String, String> {
    // SAFETY: the raw handles are used only for this query, while the adapter is alive.
    let Some(hal) = (unsafe { adapter.as_hal::<wgpu::hal::api::Vulkan>() }) else {
        return BTreeMap::new();
    };
    let instance = hal.shared_instance().raw_instance();
    let mut fc = vk::PhysicalDeviceFloatControlsProperties::default();
    let mut props = vk::PhysicalDeviceProperties2::default().push_next(&mut fc);
    // SAFETY: a valid physical device of this instance, and a well-formed pNext chain.
    unsafe { instance.get_physical_device_properties2(hal.raw_physical_device(), &mut props) };
    let widths = |flags: [vk::Bool32; 3]| {
        let names: Vec<&str> = ["f16", "f32", "f64"]
            .into_iter()
            .zip(flags)
            .filter(|(_, f)| *f == vk::TRUE)
            .map(|(n, _)| n)
            .collect();
        if names.is_empty() {
            "none".to_string()
        } else {
            names.join(" ")
        }
    };
    let independence = |i: vk::ShaderFloatControlsIndependence| match i {
        vk::ShaderFloatControlsIndependence::TYPE_32_ONLY => "32-bit only".to_string(),
        vk::ShaderFloatControlsIndependence::ALL => "all".to_string(),
        vk::ShaderFloatControlsIndependence::NONE => "none".to_string(),
        other => format!("{other:?}"),
    };
    BTreeMap::from([
        (
            "denorm_behavior_independence".into(),
            independence(fc.denorm_behavior_independence),
        ),
        (
            "rounding_mode_independence".into(),
            independence(fc.rounding_mode_independence),
        ),
        (
            "signed_zero_inf_nan_preserve".into(),
            widths([
                fc.shader_signed_zero_inf_nan_preserve_float16,
                fc.shader_signed_zero_inf_nan_preserve_float32,
                fc.shader_signed_zero_inf_nan_preserve_float64,
            ]),
        ),
        (
            "denorm_preserve".into(),
            widths([
                fc.shader_denorm_preserve_float16,
                fc.shader_denorm_preserve_float32,
                fc.shader_denorm_preserve_float64,
            ]),
        ),
        (
            "denorm_flush_to_zero".into(),
            widths([
                fc.shader_denorm_flush_to_zero_float16,
                fc.shader_denorm_flush_to_zero_float32,
                fc.shader_denorm_flush_to_zero_float64,
            ]),
        ),
        (
            "rounding_mode_rte".into(),
            widths([
                fc.shader_rounding_mode_rte_float16,
                fc.shader_rounding_mode_rte_float32,
                fc.shader_rounding_mode_rte_float64,
            ]),
        ),
        (
            "rounding_mode_rtz".into(),
            widths([
                fc.shader_rounding_mode_rtz_float16,
                fc.shader_rounding_mode_rtz_float32,
                fc.shader_rounding_mode_rtz_float64,
            ]),
        ),
    ])
}
