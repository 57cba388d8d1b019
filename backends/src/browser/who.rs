//! Who the page runs in: the browser, its OS, its WebGPU adapter, and the API underneath,
//! inferred from the browser and the OS (a page cannot ask which one its browser uses).

use crate::identity::{stable_adapter_name, Capabilities, Identity};
use crate::spec::Api;
use serde::Deserialize;
use std::collections::BTreeMap;

/// The page's first message.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Hello {
    pub user_agent: String,
    /// `navigator.userAgentData`'s brands with full versions (Chromium-based browsers only).
    pub brands: Vec<String>,
    pub platform: Option<String>,
    /// The API underneath, where the runner chose it (Dawn's node binding: `vulkan`,
    /// `opengles`, …); a browser's is inferred.
    pub api: Option<String>,
    pub webgpu: bool,
    /// Whether the adapter came from WebGPU's compatibility mode only.
    pub compatibility: bool,
    /// Why there is no WebGPU, in the page's words.
    pub reason: Option<String>,
    pub adapter: Adapter,
    pub features: Vec<String>,
    /// The features the page enabled on its device (`shader-f16` where there is one).
    pub enabled: Vec<String>,
    pub limits: BTreeMap<String, f64>,
}

/// `GPUAdapterInfo`, which Chrome often leaves partly empty.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Adapter {
    pub vendor: String,
    pub architecture: String,
    pub device: String,
    pub description: String,
    pub is_fallback_adapter: bool,
}

/// A browser and its OS as read from the user agent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Browser {
    /// `chrome`, `edge`, `chromium`, `firefox`, `safari`, …
    pub name: String,
    pub version: String,
    /// `windows`, `macos`, `ios`, `android`, `linux`, `chromeos`, or `unknown`.
    pub os: String,
}

impl Hello {
    /// The browser's short name (`chromium`, `firefox`, …) and its OS (`linux`, `windows`, …), as
    /// read from the page's user agent.
    pub fn browser_and_os(&self) -> (String, String) {
        let browser = Browser::read(self);
        (browser.name, browser.os)
    }
}

impl Browser {
    pub fn read(hello: &Hello) -> Browser {
        let ua = hello.user_agent.as_str();
        let os = os(ua, hello.platform.as_deref());
        let branded = |brand: &str| {
            hello
                .brands
                .iter()
                .find_map(|b| b.strip_prefix(brand)?.strip_prefix(' '))
                .map(str::to_string)
        };
        let after = |marker: &str| {
            ua.split(marker)
                .nth(1)
                .map(|rest| rest.split([' ', ';', ')']).next().unwrap_or("").to_string())
        };
        let named = [
            ("dawn-node", branded("Dawn.node")),
            ("edge", branded("Microsoft Edge").or_else(|| after("Edg/"))),
            ("opera", branded("Opera").or_else(|| after("OPR/"))),
            ("chrome", branded("Google Chrome")),
            ("chromium", branded("Chromium")),
            ("firefox", after("Firefox/").or_else(|| after("FxiOS/"))),
            ("chrome", after("CriOS/")),
            ("chrome", after("Chrome/")),
            (
                "safari",
                after("Version/").filter(|_| ua.contains("Safari/")),
            ),
        ];
        let (name, version) = named
            .into_iter()
            .find_map(|(name, version)| version.map(|v| (name, v)))
            .unwrap_or(("unknown", String::new()));
        // The page's words: at most 40 characters, no control characters.
        let version = version
            .chars()
            .filter(|c| !c.is_control())
            .take(40)
            .collect();
        Browser {
            name: name.into(),
            version,
            os: os.into(),
        }
    }

    fn display_name(&self) -> &'static str {
        match self.name.as_str() {
            "edge" => "Edge",
            "opera" => "Opera",
            "chrome" => "Chrome",
            "chromium" => "Chromium",
            "firefox" => "Firefox",
            "safari" => "Safari",
            "dawn-node" => "Dawn's node binding",
            _ => "an unknown browser",
        }
    }

    fn display_os(&self) -> &'static str {
        match self.os.as_str() {
            "windows" => "Windows",
            "macos" => "macOS",
            "ios" => "iOS",
            "android" => "Android",
            "linux" => "Linux",
            "chromeos" => "ChromeOS",
            _ => "an unknown OS",
        }
    }
}

fn os(ua: &str, platform: Option<&str>) -> &'static str {
    let platform = platform.unwrap_or("").to_ascii_lowercase();
    let has = |needle: &str| ua.contains(needle);
    if platform == "android" || has("Android") {
        "android"
    } else if has("iPhone") || has("iPad") || has("iPod") {
        "ios"
    } else if platform == "windows" || has("Windows NT") {
        "windows"
    } else if platform == "macos" || has("Macintosh") || has("Mac OS X") {
        "macos"
    } else if platform == "chrome os" || has("CrOS") {
        "chromeos"
    } else if platform == "linux" || has("Linux") {
        "linux"
    } else {
        "unknown"
    }
}

/// The APIs a runner may state (Dawn's backend names).
const STATED_APIS: [&str; 6] = ["vulkan", "opengles", "opengl", "d3d12", "d3d11", "metal"];

/// The API and the compiler path under a browser's WebGPU, as its engine is built for an OS
/// (Chromium's Dawn and Tint, Firefox's wgpu and naga, Safari's WebKit), and whether it is a
/// CPU rasterizer (SwiftShader, WARP); where the runner states the API (Dawn's node binding),
/// that one with Tint's path to it.
pub fn path(browser: &Browser, hello: &Hello) -> (String, String) {
    if let Some(stated) = &hello.api {
        let (api, compiler) = match stated.as_str() {
            "vulkan" => ("Vulkan", "Tint -> SPIR-V"),
            "opengles" => ("OpenGL ES", "Tint -> GLSL ES"),
            "opengl" => ("OpenGL", "Tint -> GLSL"),
            "d3d12" => ("D3D12", "Tint -> HLSL -> DXC or FXC"),
            "d3d11" => ("D3D11", "Tint -> HLSL -> FXC"),
            "metal" => ("Metal", "Tint -> MSL"),
            _ => ("unknown", "Tint"),
        };
        let words = format!(
            "CubeCL WGSL -> {compiler} -> {api} (stated by {} on {})",
            browser.display_name(),
            browser.display_os()
        );
        return (api.to_string(), words);
    }
    let adapter = &hello.adapter;
    let chromium = matches!(
        browser.name.as_str(),
        "chrome" | "chromium" | "edge" | "opera"
    );
    let firefox = browser.name == "firefox";
    let swiftshader = adapter.architecture.eq_ignore_ascii_case("swiftshader");
    let (api, compiler) = match (browser.os.as_str(), chromium, firefox) {
        (_, true, _) if swiftshader => ("Vulkan (SwiftShader, on the CPU)", "Tint -> SPIR-V"),
        ("ios", _, _) => ("Metal", "WebKit's WGSL compiler -> MSL"),
        ("macos", true, _) => ("Metal", "Tint -> MSL"),
        ("macos", _, true) => ("Metal", "naga -> MSL"),
        ("macos", _, _) => ("Metal", "WebKit's WGSL compiler -> MSL"),
        ("windows", true, _) => ("D3D12", "Tint -> HLSL -> DXC or FXC"),
        ("windows", _, true) => ("D3D12", "naga -> HLSL -> DXC or FXC"),
        ("android" | "linux" | "chromeos", true, _) => ("Vulkan", "Tint -> SPIR-V"),
        ("linux", _, true) => ("Vulkan", "naga -> SPIR-V"),
        _ => ("unknown", "the browser's WGSL compiler"),
    };
    let words = format!(
        "CubeCL WGSL -> {compiler} -> {api} (inferred from {} on {})",
        browser.display_name(),
        browser.display_os()
    );
    (format!("{api} (inferred)"), words)
}

/// The adapter's name from the parts `GPUAdapterInfo` gave, each cut to 100 characters (it
/// names a file) and without what follows the host (`256 bits`, Dawn's `256-bits-`); the
/// description only where the other three are empty (Dawn puts the GL version string there).
fn adapter_name(adapter: &Adapter) -> String {
    let clean = |part: &str| {
        let part: String = part.trim().chars().take(100).collect();
        let part = stable_adapter_name(&part);
        match part.find("-bits") {
            // Dawn's slugged `llvmpipe-llvm-15-0-6-256-bits-`: the width and what follows go.
            Some(end) => {
                let start = part[..end]
                    .rfind(|c: char| !c.is_ascii_digit())
                    .map_or(0, |i| i + 1);
                part[..start].trim_end_matches('-').to_string()
            }
            None => part,
        }
    };
    let mut name: Vec<String> = Vec::new();
    for part in [&adapter.vendor, &adapter.architecture, &adapter.device] {
        let part = clean(part);
        if !part.is_empty() && !name.contains(&part) {
            name.push(part);
        }
    }
    if name.is_empty() {
        name.push(clean(&adapter.description));
    }
    match name.join(" ") {
        joined if joined.is_empty() => "unnamed adapter".into(),
        joined => joined,
    }
}

/// The features that bear on fpsig's kernels, kept in the signature (the others come and go
/// with browser versions).
const KEPT_FEATURES: [&str; 2] = ["shader-f16", "subgroups"];

/// The limits fpsig's kernels depend on, kept in the signature.
const KEPT_LIMITS: [&str; 5] = [
    "maxStorageBufferBindingSize",
    "maxStorageBuffersPerShaderStage",
    "maxComputeInvocationsPerWorkgroup",
    "maxComputeWorkgroupStorageSize",
    "maxComputeWorkgroupsPerDimension",
];

/// The identity, capabilities and limits of the page's adapter; `name` replaces the snapshot
/// name's browser-OS part where two devices would collide.
pub fn identify(hello: &Hello) -> (Identity, Capabilities) {
    let browser = Browser::read(hello);
    let (api, compiler) = path(&browser, hello);
    let adapter = adapter_name(&hello.adapter);
    let software = |part: &str| {
        let part = part.to_ascii_lowercase();
        ["swiftshader", "llvmpipe", "lavapipe", "warp"]
            .iter()
            .any(|name| part.contains(name))
    };
    let a = &hello.adapter;
    let cpu = a.is_fallback_adapter
        || [&a.vendor, &a.architecture, &a.device, &a.description]
            .iter()
            .any(|part| software(part));
    let identity = Identity {
        api: Api::WebGpu,
        compiler,
        adapter,
        driver: format!("{} {}", browser.display_name(), browser.version)
            .trim()
            .to_string(),
        device_type: if cpu { "cpu" } else { "gpu" }.into(),
        selector: match hello.api.as_deref() {
            Some(stated) => {
                let known = STATED_APIS.contains(&stated);
                let stated = if known { stated } else { "unknown" };
                format!("{}-{stated}-{}", browser.name, browser.os)
            }
            None => format!("{}-{}", browser.name, browser.os),
        },
    };
    let mut webgpu = BTreeMap::from([
        ("api".to_string(), api),
        (
            "features".to_string(),
            KEPT_FEATURES
                .iter()
                .map(|&f| match hello.features.iter().any(|g| g == f) {
                    true => format!("{f} yes"),
                    false => format!("{f} no"),
                })
                .collect::<Vec<_>>()
                .join(", "),
        ),
    ]);
    if hello.compatibility {
        webgpu.insert("feature_level".into(), "compatibility".into());
    }
    for limit in KEPT_LIMITS {
        if let Some(value) = hello.limits.get(limit) {
            webgpu.insert(format!("limits.{limit}"), format!("{value}"));
        }
    }
    let capabilities = Capabilities {
        f16: hello.enabled.iter().any(|f| f == "shader-f16"),
        webgpu,
        ..Capabilities::default()
    };
    (identity, capabilities)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hello(ua: &str, vendor: &str, architecture: &str) -> Hello {
        Hello {
            user_agent: ua.into(),
            webgpu: true,
            adapter: Adapter {
                vendor: vendor.into(),
                architecture: architecture.into(),
                ..Adapter::default()
            },
            ..Hello::default()
        }
    }

    #[test]
    fn browsers_and_oses_are_read_from_the_user_agent() {
        let cases = [
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) \
                 Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
                "edge",
                "131.0.2903.86",
                "windows",
            ),
            (
                "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, \
                 like Gecko) Version/26.0 Safari/605.1.15",
                "safari",
                "26.0",
                "macos",
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 \
                 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
                "chrome",
                "131.0.6778.73",
                "ios",
            ),
            (
                "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) \
                 Chrome/131.0.0.0 Mobile Safari/537.36",
                "chrome",
                "131.0.0.0",
                "android",
            ),
            (
                "Mozilla/5.0 (X11; Linux x86_64; rv:141.0) Gecko/20100101 Firefox/141.0",
                "firefox",
                "141.0",
                "linux",
            ),
        ];
        for (ua, name, version, os) in cases {
            let b = Browser::read(&hello(ua, "", ""));
            assert_eq!(
                (b.name.as_str(), b.version.as_str(), b.os.as_str()),
                (name, version, os)
            );
        }
    }

    #[test]
    fn brands_name_chromium_builds_with_their_full_version() {
        let mut h = hello(
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) \
             HeadlessChrome/156.0.0.0 Safari/537.36",
            "google",
            "swiftshader",
        );
        h.brands = vec![
            "Not=A?Brand 24.0.0.0".into(),
            "Chromium 156.0.8078.73".into(),
        ];
        let b = Browser::read(&h);
        assert_eq!(
            (b.name.as_str(), b.version.as_str()),
            ("chromium", "156.0.8078.73")
        );
    }

    #[test]
    fn the_api_is_inferred_and_says_so() {
        let windows = hello(
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) \
             Chrome/131.0.0.0 Safari/537.36",
            "nvidia",
            "lovelace",
        );
        let (identity, _) = identify(&windows);
        assert_eq!(
            identity.compiler,
            "CubeCL WGSL -> Tint -> HLSL -> DXC or FXC -> D3D12 (inferred from Chrome on Windows)"
        );
        assert_eq!(
            identity.snapshot_name(),
            "webgpu-chrome-windows-nvidia-lovelace"
        );
        assert_eq!(identity.device_type, "gpu");
        let mac = hello(
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like \
             Gecko) Version/26.0 Safari/605.1.15",
            "apple",
            "metal-3",
        );
        assert!(identify(&mac)
            .0
            .compiler
            .contains("-> Metal (inferred from Safari on macOS)"));
        let swiftshader = hello(
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) \
             Chrome/156.0.0.0 Safari/537.36",
            "google",
            "swiftshader",
        );
        let (identity, capabilities) = identify(&swiftshader);
        assert_eq!(identity.device_type, "cpu");
        assert_eq!(
            capabilities.webgpu["api"],
            "Vulkan (SwiftShader, on the CPU) (inferred)"
        );
    }

    #[test]
    fn adapter_names_leave_out_the_host_and_dawns_gl_version() {
        let dawn_gl = Adapter {
            architecture: "llvmpipe-llvm-15-0-6-256-bits-".into(),
            description: "OpenGL version OpenGL ES 3.2 Mesa 22.3.6".into(),
            ..Adapter::default()
        };
        assert_eq!(adapter_name(&dawn_gl), "llvmpipe-llvm-15-0-6");
        let lavapipe = Adapter {
            vendor: "mesa".into(),
            device: "llvmpipe (LLVM 15.0.6, 256 bits)".into(),
            ..Adapter::default()
        };
        assert_eq!(adapter_name(&lavapipe), "mesa llvmpipe (LLVM 15.0.6)");
        let windows = Adapter {
            description: "Microsoft Basic Render Driver".into(),
            ..Adapter::default()
        };
        assert_eq!(adapter_name(&windows), "Microsoft Basic Render Driver");
        assert_eq!(adapter_name(&Adapter::default()), "unnamed adapter");
    }

    #[test]
    fn f16_is_what_the_page_enabled() {
        let mut h = hello("Chrome/1", "", "");
        h.features = vec!["shader-f16".into()];
        assert!(!identify(&h).1.f16);
        h.enabled = vec!["shader-f16".into()];
        assert!(identify(&h).1.f16);
    }
}
