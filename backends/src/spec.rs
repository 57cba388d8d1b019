//! Backend specs as written on the command line: `api[:adapter-substring]`.

use crate::BackendError;
use std::fmt;
use std::str::FromStr;

/// A user's text as an error message shows it: at most 40 characters (the cut marked `…`),
/// control characters as `?`, so that a pasted file or a 100 KB argument is not echoed whole.
pub fn user_text(text: &str) -> String {
    shown_cut(text, 40)
}

/// `text` with control characters as `?`, whole if at most `limit` characters, else its first
/// `limit - 1` and `…`: what fpsig shows of text it did not write.
pub fn shown_cut(text: &str, limit: usize) -> String {
    let clean = |c: char| if c.is_control() { '?' } else { c };
    if text.chars().count() <= limit {
        return text.chars().map(clean).collect();
    }
    let mut shown: String = text.chars().take(limit - 1).map(clean).collect();
    shown.push('…');
    shown
}

/// A graphics/compute API, with the compiler path this build of fpsig takes to reach it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Api {
    /// CUDA: CubeCL's CUDA C, compiled by NVRTC.
    Cuda,
    /// Vulkan with CubeCL's SPIR-V compiler, passed through wgpu untouched.
    Vulkan,
    /// Vulkan with CubeCL's WGSL, translated to SPIR-V by naga.
    Wgsl,
    /// OpenGL (ES) compute with CubeCL's WGSL, translated to GLSL by naga.
    Gl,
    /// Metal with CubeCL's MSL compiler.
    Metal,
    /// Direct3D 12 with CubeCL's WGSL, translated to HLSL by naga.
    Dx12,
    /// A browser's WebGPU, given CubeCL's WGSL over a WebSocket (`fpsig serve`); the API
    /// underneath (D3D12, Metal, Vulkan) is the browser's choice, inferred from browser and OS.
    WebGpu,
}

impl Api {
    pub const ALL: [Api; 7] = [
        Api::Cuda,
        Api::Vulkan,
        Api::Wgsl,
        Api::Gl,
        Api::Metal,
        Api::Dx12,
        Api::WebGpu,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Api::Cuda => "cuda",
            Api::Vulkan => "vulkan",
            Api::Wgsl => "wgsl",
            Api::Gl => "gl",
            Api::Metal => "metal",
            Api::Dx12 => "dx12",
            Api::WebGpu => "webgpu",
        }
    }

    /// The API name and the compiler path, as used in snapshot names.
    pub fn snapshot_prefix(self) -> &'static str {
        match self {
            Api::Cuda => "cuda-nvrtc",
            Api::Vulkan => "vulkan-spirv",
            Api::Wgsl => "vulkan-wgsl",
            Api::Gl => "gl-glsl",
            Api::Metal => "metal-msl",
            Api::Dx12 => "dx12-hlsl",
            Api::WebGpu => "webgpu",
        }
    }

    /// The compiler path from CubeCL's IR to the driver, in words.
    pub fn compiler_path(self) -> &'static str {
        match self {
            Api::Cuda => "CubeCL CUDA C -> NVRTC -> driver",
            Api::Vulkan => "CubeCL SPIR-V -> driver (passed through wgpu)",
            Api::Wgsl => "CubeCL WGSL -> naga SPIR-V -> driver",
            Api::Gl => "CubeCL WGSL -> naga GLSL -> driver",
            Api::Metal => "CubeCL MSL -> driver",
            Api::Dx12 => "CubeCL WGSL -> naga HLSL -> DXC/FXC -> driver",
            Api::WebGpu => "CubeCL WGSL -> the browser's WGSL compiler -> its API",
        }
    }

    /// Whether the source CubeCL hands over still passes a translator (naga, NVRTC) before the
    /// driver's compiler: then a rewrite seen past the source is told as "translator or driver".
    pub fn has_translator(self) -> bool {
        !matches!(self, Api::Vulkan | Api::Metal)
    }

    /// Why this build cannot reach the API at all, or `None` where it is built in.
    pub fn unbuilt_reason(self) -> Option<String> {
        if self == Api::WebGpu {
            return Some(
                "a browser's WebGPU is measured with `fpsig serve`: open the URL it prints in \
                 the browser"
                    .into(),
            );
        }
        let (built, os_ok, os) = match self {
            Api::Cuda => (cfg!(feature = "cuda"), true, ""),
            Api::Vulkan => (cfg!(feature = "vulkan"), true, ""),
            Api::Wgsl => (cfg!(feature = "wgsl"), true, ""),
            Api::Gl => (cfg!(feature = "gl"), true, ""),
            Api::Metal => (cfg!(feature = "metal"), cfg!(target_os = "macos"), "macOS"),
            Api::Dx12 => (
                cfg!(feature = "dx12"),
                cfg!(target_os = "windows"),
                "Windows",
            ),
            Api::WebGpu => (true, true, ""),
        };
        if self == Api::Wgsl && cfg!(feature = "vulkan") {
            return Some(
                "needs a build without the `vulkan` feature: once it is built, cubecl 0.10 \
                 compiles SPIR-V for every Vulkan adapter (build with --no-default-features \
                 --features wgsl)"
                    .into(),
            );
        }
        if !os_ok {
            return Some(format!(
                "needs {os} (build there with --features {})",
                self.name()
            ));
        }
        (!built).then(|| format!("not in this build (cargo feature `{}`)", self.name()))
    }
}

impl fmt::Display for Api {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Api {
    type Err = BackendError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Api::ALL
            .into_iter()
            .find(|api| api.name() == s.to_ascii_lowercase())
            .ok_or_else(|| {
                let known: Vec<_> = Api::ALL.iter().map(|a| a.name()).collect();
                BackendError::BadSpec(format!(
                    "unknown backend '{}' (known: {})",
                    user_text(s),
                    known.join(", ")
                ))
            })
    }
}

/// `api[:adapter-substring]`, e.g. `vulkan:llvmpipe` or `cuda:0` (an index for CUDA).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackendSpec {
    pub api: Api,
    pub adapter: Option<String>,
}

impl FromStr for BackendSpec {
    type Err = BackendError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (api, adapter) = match s.split_once(':') {
            Some((api, adapter)) => (api, Some(adapter)),
            None => (s, None),
        };
        if adapter == Some("") {
            return Err(BackendError::BadSpec(format!(
                "empty adapter in backend spec '{}' (write api or api:adapter)",
                user_text(s)
            )));
        }
        Ok(BackendSpec {
            api: api.parse()?,
            adapter: adapter.map(str::to_string),
        })
    }
}

impl fmt::Display for BackendSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.adapter {
            Some(a) => write!(f, "{}:{a}", self.api),
            None => write!(f, "{}", self.api),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_api_and_adapter() {
        let spec: BackendSpec = "vulkan:llvmpipe".parse().unwrap();
        assert_eq!(spec.api, Api::Vulkan);
        assert_eq!(spec.adapter.as_deref(), Some("llvmpipe"));
        let spec: BackendSpec = "CUDA".parse().unwrap();
        assert_eq!((spec.api, spec.adapter), (Api::Cuda, None));
    }

    #[test]
    fn rejects_unknown_api_and_empty_adapter() {
        let err = "opencl".parse::<BackendSpec>().unwrap_err().to_string();
        assert!(err.starts_with("unknown backend 'opencl'"), "{err}");
        assert!("gl:".parse::<BackendSpec>().is_err());
    }

    #[test]
    fn a_long_or_binary_text_is_shown_cut() {
        let long = "x".repeat(100_000);
        let err = long.parse::<BackendSpec>().unwrap_err().to_string();
        assert!(err.len() < 200, "{} bytes", err.len());
        assert!(
            err.starts_with(&format!("unknown backend '{}…'", "x".repeat(39))),
            "{err}"
        );
        assert_eq!(user_text("a\nb\u{1b}[2J"), "a?b?[2J");
        assert_eq!(user_text("vulkan"), "vulkan");
    }

    #[test]
    fn wgsl_and_foreign_os_apis_say_why_they_are_absent() {
        if cfg!(feature = "vulkan") {
            assert!(Api::Wgsl
                .unbuilt_reason()
                .unwrap()
                .contains("without the `vulkan`"));
        }
        if cfg!(target_os = "linux") {
            assert!(Api::Metal.unbuilt_reason().unwrap().contains("macOS"));
            assert!(Api::Dx12.unbuilt_reason().unwrap().contains("Windows"));
        }
    }
}
