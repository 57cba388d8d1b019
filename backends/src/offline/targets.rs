//! The sources a kernel definition becomes, each made the way its API's path makes it:
//! CubeCL's WGSL (wgpu on WebGPU, GL, DX12), SPIR-V (wgpu on Vulkan), MSL (wgpu on Metal) and
//! CUDA C++ (NVRTC); naga's GLSL and HLSL from that WGSL, which is what wgpu hands GL and DX12.

use cubecl::ir::StorageType;
use cubecl::prelude::ExecutionMode;
use cubecl::{Compiler, WgpuCompilationOptions};
use cubecl_cpp::shared::{CompilationOptions, CppCompiler, CppSupportedFeatures};
use cubecl_runtime::kernel::KernelDefinition;

/// A language a kernel is given to a driver or translator in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Target {
    Wgsl,
    Spirv,
    SpirvExplicitLayout,
    Glsl,
    Hlsl,
    Msl,
    Cuda,
}

impl Target {
    pub const ALL: [Target; 7] = [
        Target::Wgsl,
        Target::Spirv,
        Target::SpirvExplicitLayout,
        Target::Glsl,
        Target::Hlsl,
        Target::Msl,
        Target::Cuda,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Target::Wgsl => "wgsl",
            Target::Spirv => "spirv",
            Target::SpirvExplicitLayout => "spirv-explicit-layout",
            Target::Glsl => "glsl",
            Target::Hlsl => "hlsl",
            Target::Msl => "msl",
            Target::Cuda => "cuda",
        }
    }

    /// The file extension of a snapshot of this target's source (`spvasm`: disassembled).
    pub fn extension(self) -> &'static str {
        match self {
            Target::Wgsl => "wgsl",
            Target::Spirv | Target::SpirvExplicitLayout => "spvasm",
            Target::Glsl => "comp.glsl",
            Target::Hlsl => "hlsl",
            Target::Msl => "metal",
            Target::Cuda => "cu",
        }
    }

    /// The line comment of this target's language.
    pub fn comment(self) -> &'static str {
        match self {
            Target::Spirv | Target::SpirvExplicitLayout => ";",
            _ => "//",
        }
    }

    /// Who writes this target's source, and for which API.
    pub fn made_by(self) -> &'static str {
        match self {
            Target::Wgsl => {
                "CubeCL's WGSL compiler for an adapter with 64-bit integers (wgpu: WebGPU, \
                 Vulkan through WGSL; DX12 through naga)"
            }
            Target::Spirv => {
                "CubeCL's SPIR-V compiler, disassembled, for a Vulkan driver without explicit \
                 workgroup memory layout (wgpu: Vulkan on lavapipe)"
            }
            Target::SpirvExplicitLayout => {
                "CubeCL's SPIR-V compiler, disassembled, for a Vulkan driver with \
                 VK_KHR_workgroup_memory_explicit_layout (wgpu: Vulkan on NVIDIA)"
            }
            Target::Glsl => {
                "naga from CubeCL's WGSL for an adapter without 64-bit integers (GL's in \
                 wgpu), GLSL 4.50 core as wgpu gives a desktop GL 4.5 context (wgpu: GL)"
            }
            Target::Hlsl => "naga from CubeCL's WGSL, HLSL shader model 6.0 (wgpu: DX12)",
            Target::Msl => "CubeCL's MSL dialect of its C++ compiler (wgpu: Metal)",
            Target::Cuda => "CubeCL's CUDA dialect of its C++ compiler, sm_90 options (NVRTC)",
        }
    }
}

impl std::str::FromStr for Target {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Target::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| {
                let known: Vec<&str> = Target::ALL.iter().map(|t| t.name()).collect();
                format!("unknown target '{s}' (known: {})", known.join(", "))
            })
    }
}

/// One target's source of a kernel definition.
pub(super) fn compile(
    target: Target,
    kernel: KernelDefinition,
    mode: ExecutionMode,
    addr: StorageType,
) -> Result<String, String> {
    // wgpu's GL backend has no 64-bit shader integers, its DX12 backend has them (SM 6).
    let translated = |translate: fn(&str) -> Result<String, String>, kernel, int64| {
        let source =
            wgsl(kernel, mode, addr, int64).map_err(|e| format!("no WGSL to translate: {e}"))?;
        translate(&source)
    };
    match target {
        Target::Wgsl => wgsl(kernel, mode, addr, true),
        Target::Spirv => spirv(kernel, mode, addr, false),
        Target::SpirvExplicitLayout => spirv(kernel, mode, addr, true),
        Target::Glsl => translated(glsl, kernel, false),
        Target::Hlsl => translated(hlsl, kernel, true),
        Target::Msl => msl(kernel, mode, addr),
        Target::Cuda => cuda(kernel, mode, addr),
    }
}

fn text<C: Compiler>(
    mut compiler: C,
    kernel: KernelDefinition,
    options: &C::CompilationOptions,
    mode: ExecutionMode,
    addr: StorageType,
) -> Result<String, String> {
    // A compiler that meets an instruction it cannot express may panic rather than return an
    // error; one kernel's failure must not stop the others.
    crate::panics::quietly(|| compiler.compile(kernel, options, mode, addr))
        .map_err(|p| {
            format!(
                "the compiler panicked: {}",
                crate::panics::message(p.as_ref())
            )
        })?
        .map(|source| super::canonical_order(&source.to_string()))
        .map_err(|e| first_line(&e.to_string()))
}

fn first_line(message: &str) -> String {
    message
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with("An ") && !l.starts_with("Caused by"))
        .unwrap_or(message)
        .to_string()
}

/// The options cubecl-wgpu gives its WGSL compiler on an adapter with or without 64-bit shader
/// integers (without them, `mul_hi` and the like are written in 32-bit words).
fn wgsl(
    kernel: KernelDefinition,
    mode: ExecutionMode,
    addr: StorageType,
    int64: bool,
) -> Result<String, String> {
    let options = WgpuCompilationOptions {
        supports_u64: int64,
        ..Default::default()
    };
    text(
        cubecl_wgpu::WgslCompiler::default(),
        kernel,
        &options,
        mode,
        addr,
    )
}

/// The options CubeCL's Vulkan path derives from a Vulkan 1.3 driver with 64-bit integers and
/// the standard uniform layout (lavapipe and NVIDIA's driver both report these), and with or
/// without `VK_KHR_workgroup_memory_explicit_layout` (NVIDIA's driver has it, lavapipe not).
fn spirv(
    kernel: KernelDefinition,
    mode: ExecutionMode,
    addr: StorageType,
    explicit_layout: bool,
) -> Result<String, String> {
    let mut options = WgpuCompilationOptions {
        supports_u64: true,
        supports_vulkan: true,
        ..Default::default()
    };
    options.vulkan.max_spirv_version = (1, 6);
    options.vulkan.supports_uniform_standard_layout = true;
    options.vulkan.supports_explicit_smem = explicit_layout;
    let compiler = cubecl_spirv::SpirvCompiler::<cubecl_spirv::GLCompute>::default();
    text(compiler, kernel, &options, mode, addr)
}

/// The options cubecl-wgpu's Metal path gives the MSL dialect (its defaults). Where the dialect
/// has no spelling for a type it writes an `#error` line, on which Metal's compiler would stop:
/// that is the kernel's result.
fn msl(kernel: KernelDefinition, mode: ExecutionMode, addr: StorageType) -> Result<String, String> {
    let compiler = cubecl_cpp::MslCompiler::default();
    let source = text(compiler, kernel, &CompilationOptions::default(), mode, addr)?;
    match source
        .lines()
        .find_map(|l| l.trim().strip_prefix("#error "))
    {
        Some(error) => Err(format!("CubeCL's MSL has `#error {error}`")),
        None => Ok(source),
    }
}

/// The options cubecl-cuda gives its compiler on a compute capability 9.0 device (H100/H200).
fn cuda(
    kernel: KernelDefinition,
    mode: ExecutionMode,
    addr: StorageType,
) -> Result<String, String> {
    let options = CompilationOptions {
        warp_size: 32,
        supports_features: CppSupportedFeatures {
            fast_math: true,
            grid_constants: true,
            clusters: true,
            elect_sync: true,
            fast_tanh: true,
        },
    };
    type CudaCompiler =
        CppCompiler<cubecl_cpp::cuda::CudaDialect<cubecl_cpp::cuda::mma::CudaWmmaCompiler>>;
    text(CudaCompiler::default(), kernel, &options, mode, addr)
}

fn naga_module(wgsl: &str) -> Result<(naga::Module, naga::valid::ModuleInfo), String> {
    let module = naga::front::wgsl::parse_str(wgsl).map_err(|e| e.message().to_string())?;
    let info = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::all(),
    )
    .validate(&module)
    .map_err(|e| first_line(&e.as_inner().to_string()))?;
    Ok((module, info))
}

fn entry_point(module: &naga::Module) -> Result<String, String> {
    module
        .entry_points
        .first()
        .map(|e| e.name.clone())
        .ok_or_else(|| "the WGSL has no entry point".to_string())
}

/// Bounds as wgpu leaves them when CubeCL does its own checks (unchecked).
fn unchecked() -> naga::proc::BoundsCheckPolicies {
    naga::proc::BoundsCheckPolicies::default()
}

fn glsl(wgsl: &str) -> Result<String, String> {
    use naga::back::glsl;
    let (module, info) = naga_module(wgsl)?;
    let options = glsl::Options {
        version: glsl::Version::Desktop(450),
        ..Default::default()
    };
    let pipeline = glsl::PipelineOptions {
        shader_stage: naga::ShaderStage::Compute,
        entry_point: entry_point(&module)?,
        multiview: None,
    };
    let mut out = String::new();
    glsl::Writer::new(&mut out, &module, &info, &options, &pipeline, unchecked())
        .and_then(|mut w| w.write().map(|_| ()))
        .map_err(|e| e.to_string())?;
    Ok(out)
}

fn hlsl(wgsl: &str) -> Result<String, String> {
    use naga::back::hlsl;
    let (module, info) = naga_module(wgsl)?;
    let options = hlsl::Options {
        shader_model: hlsl::ShaderModel::V6_0,
        ..Default::default()
    };
    let pipeline = hlsl::PipelineOptions::default();
    let mut out = String::new();
    hlsl::Writer::new(&mut out, &options, &pipeline)
        .write(&module, &info, None)
        .map_err(|e| e.to_string())?;
    Ok(out)
}
