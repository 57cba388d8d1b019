//! Who a backend is (API, compiler path, adapter, driver) and what it can do.

use crate::spec::{Api, BackendSpec};
use std::collections::BTreeMap;

/// The stable identity of a backend: what a signature is keyed by. No timings, dates or host
/// names: a driver update is a diff of the same snapshot, a new chip a new snapshot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    pub api: Api,
    pub compiler: String,
    /// The adapter's name without the parts that follow the host (lavapipe's vector width).
    pub adapter: String,
    pub driver: String,
    /// CPU, discrete GPU, integrated GPU, ...
    pub device_type: String,
    /// What `--backend` takes to open this very adapter.
    pub selector: String,
}

impl Identity {
    /// `<api>-<compiler>-<adapter slug>`, e.g. `vulkan-spirv-llvmpipe`; a browser's
    /// `webgpu-<browser>-<os>-<adapter>` (its selector names the browser and the OS), e.g.
    /// `webgpu-chrome-windows-nvidia-lovelace`.
    pub fn snapshot_name(&self) -> String {
        if self.api == Api::WebGpu {
            return format!("webgpu-{}-{}", self.selector, adapter_slug(&self.adapter));
        }
        format!(
            "{}-{}",
            self.api.snapshot_prefix(),
            adapter_slug(&self.adapter)
        )
    }

    pub fn spec(&self) -> BackendSpec {
        BackendSpec {
            api: self.api,
            adapter: Some(self.selector.clone()),
        }
    }

    pub fn is_cpu(&self) -> bool {
        self.device_type == "cpu"
    }

    /// Whether probes take samples rather than sweeps here: on a CPU driver (time) and over a
    /// socket (2^32 results per function cannot cross one).
    pub fn sampled(&self) -> bool {
        self.is_cpu() || self.api == Api::WebGpu
    }

    /// Order of preference for the default backend (lowest first).
    pub fn default_rank(&self) -> u8 {
        match (self.api, self.is_cpu(), self.device_type.as_str()) {
            (Api::Cuda, _, _) => 0,
            (Api::Vulkan | Api::Metal | Api::Dx12, false, "discrete-gpu") => 1,
            (Api::Vulkan | Api::Metal | Api::Dx12, false, _) => 2,
            (Api::Gl | Api::Wgsl, false, _) => 3,
            (Api::Vulkan, true, _) => 4,
            _ => 5,
        }
    }
}

/// Drops `", 256 bits"`-like host-dependent parts from an adapter name.
pub fn stable_adapter_name(name: &str) -> String {
    let mut out = name.to_string();
    if let (Some(open), Some(close)) = (out.find('('), out.rfind(')')) {
        let inner: Vec<&str> = out[open + 1..close]
            .split(',')
            .map(str::trim)
            .filter(|part| !part.ends_with(" bits"))
            .collect();
        out = format!(
            "{}({}){}",
            &out[..open],
            inner.join(", "),
            &out[close + 1..]
        );
    }
    out.trim().to_string()
}

/// The stable part of an adapter name as a slug: `llvmpipe (LLVM 15.0.6, 256 bits)` →
/// `llvmpipe`, `NVIDIA H200/PCIe/SSE2` → `nvidia-h200`.
pub fn adapter_slug(name: &str) -> String {
    let stable = name.split(['(', '/']).next().unwrap_or(name);
    let mut slug = String::new();
    for c in stable.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    slug.trim_end_matches('-').to_string()
}

/// What a backend can do, as the probes need to know it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Capabilities {
    pub f16: bool,
    pub f64: bool,
    pub i64: bool,
    /// Smallest and largest subgroup (plane, warp) size.
    pub subgroup_sizes: Option<(u32, u32)>,
    /// Float-controls properties where the API exposes them (Vulkan's
    /// `VkPhysicalDeviceFloatControlsProperties`), by name.
    pub float_controls: BTreeMap<String, String>,
    /// The GL context the driver gave (`desktop OpenGL 4.6, core profile`, `OpenGL ES 3.2`).
    pub gl_context: Option<String>,
    /// A browser's WebGPU: the API inferred underneath, its features and the limits kept.
    pub webgpu: BTreeMap<String, String>,
    /// Vulkan's cooperative-matrix properties, as the driver lists them (empty elsewhere).
    pub cooperative_matrix: Vec<CooperativeMatrix>,
}

/// One `VkCooperativeMatrixPropertiesKHR`: `D (result) = A·B + C` at `m×n×k`, component types
/// by the names the findings use (`f16`, `bf16`, `e4m3`, `s8`, `u8`, `s32`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct CooperativeMatrix {
    pub m: u32,
    pub n: u32,
    pub k: u32,
    pub a: String,
    pub b: String,
    pub c: String,
    pub result: String,
    /// Integer accumulation clamped instead of wrapped.
    pub saturating: bool,
    /// `subgroup` (what CubeCL's `cmma` uses), `workgroup`, ...
    pub scope: String,
}

impl CooperativeMatrix {
    /// `f16*f16+f32->f32`, with ` saturating` and a scope other than `subgroup` after it.
    pub fn types(&self) -> String {
        let mut s = format!("{}*{}+{}->{}", self.a, self.b, self.c, self.result);
        if self.saturating {
            s.push_str(" saturating");
        }
        if self.scope != "subgroup" {
            s.push_str(&format!(" {}", self.scope));
        }
        s
    }

    /// `16x16x16`.
    pub fn shape(&self) -> String {
        format!("{}x{}x{}", self.m, self.n, self.k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_keep_the_stable_part_of_adapter_names() {
        assert_eq!(adapter_slug("llvmpipe (LLVM 15.0.6, 256 bits)"), "llvmpipe");
        assert_eq!(adapter_slug("NVIDIA H200/PCIe/SSE2"), "nvidia-h200");
        assert_eq!(
            adapter_slug("NVIDIA H100 80GB HBM3"),
            "nvidia-h100-80gb-hbm3"
        );
    }

    #[test]
    fn metal_and_dx12_adapters_get_their_own_snapshot_names() {
        let identity = |api, adapter: &str, device_type: &str| Identity {
            api,
            compiler: api.compiler_path().into(),
            adapter: stable_adapter_name(adapter),
            driver: String::new(),
            device_type: device_type.into(),
            selector: adapter.into(),
        };
        let warp = identity(Api::Dx12, "Microsoft Basic Render Driver", "cpu");
        assert_eq!(
            warp.snapshot_name(),
            "dx12-hlsl-microsoft-basic-render-driver"
        );
        let m2 = identity(Api::Metal, "Apple M2 Pro", "integrated-gpu");
        assert_eq!(m2.snapshot_name(), "metal-msl-apple-m2-pro");
        assert!(m2.default_rank() < warp.default_rank(), "a GPU before WARP");
        let h100_gl = identity(Api::Gl, "NVIDIA H100 80GB HBM3/PCIe/SSE2", "other");
        assert_eq!(h100_gl.snapshot_name(), "gl-glsl-nvidia-h100-80gb-hbm3");
    }

    #[test]
    fn stable_names_drop_the_vector_width() {
        assert_eq!(
            stable_adapter_name("llvmpipe (LLVM 15.0.6, 256 bits)"),
            "llvmpipe (LLVM 15.0.6)"
        );
        assert_eq!(stable_adapter_name("NVIDIA H200"), "NVIDIA H200");
    }
}
