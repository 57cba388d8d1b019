//! The shader text each backend was given: captured from CubeCL's compilation log, kept as
//! evidence (hashed in the signature, written out by `fpsig shaders`), and read by the rewrite
//! decision table (does the source still hold the operation?).

pub mod catalog;
pub mod declared;
pub mod layers;
pub mod reading;
pub mod static_findings;

use cubecl::config::{compilation::CompilationLogLevel, CubeClRuntimeConfig, RuntimeConfig};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

static LOG_PATH: OnceLock<PathBuf> = OnceLock::new();

/// Removes the compilation log when the process exits (an `atexit` handler).
extern "C" fn remove_log() {
    if let Some(path) = LOG_PATH.get() {
        let _ = std::fs::remove_file(path);
    }
}

/// Points CubeCL's compilation log, with full sources, at a file of this process, removed when
/// the process exits. Must run before the first CubeCL client is created; later calls return
/// the same path.
pub fn install() -> &'static PathBuf {
    LOG_PATH.get_or_init(|| {
        let path = std::env::temp_dir().join(format!("fpsig-shaders-{}.log", std::process::id()));
        let _ = std::fs::remove_file(&path);
        // SAFETY: `remove_log` is a plain `extern "C"` function that touches only a static.
        unsafe { libc::atexit(remove_log) };
        let mut config = CubeClRuntimeConfig::default();
        config.compilation.logger.level = CompilationLogLevel::Full;
        config.compilation.logger.file = Some(path.clone());
        config.compilation.logger.append = true;
        CubeClRuntimeConfig::set(config);
        path
    })
}

/// The source CubeCL handed to a backend for one kernel, and the translator's output of it where
/// fpsig can reproduce that step (PTX on CUDA).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Shader {
    pub source: String,
    pub lowered: Option<String>,
}

impl Shader {
    /// `source-hash`, or `source-hash ptx:lowered-hash`, the PTX hashed without the folder
    /// NVRTC ran in ([`placeless`]).
    pub fn hashes(&self) -> String {
        match &self.lowered {
            Some(lowered) => format!("{} ptx:{}", hash(&self.source), hash(&placeless(lowered))),
            None => hash(&self.source),
        }
    }
}

/// PTX without the host's paths: NVRTC names the program in a `.file` directive after the
/// folder the process runs in (`.file 1 "/home/me/fpsig/default_program"`), which is not what
/// the driver computes with; each `.file` keeps its file name alone.
pub fn placeless(ptx: &str) -> String {
    let mut out = String::with_capacity(ptx.len());
    for line in ptx.split_inclusive('\n') {
        let directive = line.trim_start().starts_with(".file");
        match (directive, line.find('"'), line.rfind('"')) {
            (true, Some(open), Some(close)) if close > open => {
                let path = &line[open + 1..close];
                let name = path.rsplit(['/', '\\']).next().unwrap_or(path);
                out.push_str(&line[..=open]);
                out.push_str(name);
                out.push_str(&line[close..]);
            }
            _ => out.push_str(line),
        }
    }
    out
}

/// A position in the compilation log of a backend, to collect what the kernels run after it
/// compiled.
pub struct Mark(u64);

pub fn mark(backend: &fpsig_backends::Backend) -> Mark {
    match &backend.own_log {
        Some(log) => Mark(log.lock().unwrap_or_else(|e| e.into_inner()).len() as u64),
        None => Mark(std::fs::metadata(install()).map(|m| m.len()).unwrap_or(0)),
    }
}

/// Kernel name (without crate path and generics) → the source its backend was given.
pub type Sources = BTreeMap<String, String>;

/// Waits until CubeCL's compilation log holds every kernel `backend` compiled so far: its
/// writer is a task that trails the compilations, so a log read right after a launch can lack
/// the last kernels. Compiles [`fpsig_kernels::log_mark`] with a value of its own and waits
/// for that entry, written after every earlier one of the device; an error after 60 s.
pub fn caught_up(backend: &fpsig_backends::Backend, mark: &Mark) -> Result<(), String> {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let value = MARK_BASE + NEXT.fetch_add(1, Ordering::Relaxed);
    backend.visit(LogMark(value))?;
    let language = log_language(backend.identity.api);
    let wanted = value.to_string();
    let start = Instant::now();
    loop {
        let log = log_since(mark, backend);
        if entries(&log, language)
            .any(|(name, source)| name == MARK_KERNEL && source.contains(&wanted))
        {
            return Ok(());
        }
        if start.elapsed() > Duration::from_secs(60) {
            return Err("CubeCL's compilation log did not record the mark kernel in 60 s".into());
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The backend's compilation log from `mark` on (the process's log grows to tens of megabytes:
/// only its end is read).
fn log_since(mark: &Mark, backend: &fpsig_backends::Backend) -> String {
    use std::io::{Read, Seek, SeekFrom};
    if let Some(log) = &backend.own_log {
        let log = log.lock().unwrap_or_else(|e| e.into_inner());
        return log.get(mark.0 as usize..).unwrap_or("").to_string();
    }
    let mut text = Vec::new();
    if let Ok(mut file) = std::fs::File::open(install()) {
        if file.seek(SeekFrom::Start(mark.0)).is_ok() {
            let _ = file.read_to_end(&mut text);
        }
    }
    String::from_utf8_lossy(&text).into_owned()
}

/// The first mark value: far from any small constant a kernel holds.
const MARK_BASE: u32 = 0x5eed_0000;
/// [`fpsig_kernels::log_mark`]'s name in the log.
const MARK_KERNEL: &str = "log_mark";

struct LogMark(u32);

impl fpsig_backends::RuntimeVisitor for LogMark {
    type Output = Result<(), String>;
    fn visit<R: cubecl::Runtime>(self, client: &cubecl::prelude::ComputeClient<R>) -> Self::Output {
        use cubecl::prelude::*;
        let out = crate::device::uninit::<R, u32>(client, 1);
        fpsig_kernels::log_mark::log_mark::launch::<R>(
            client,
            CubeCount::Static(1, 1, 1),
            CubeDim::new_1d(1),
            crate::device::arg(&out, 1),
            self.0,
        );
        crate::device::sync(client)
    }
}

/// The kernels `backend` compiled since `mark`, by name; a kernel compiled more than once
/// (comptime variants) is keyed `name#k` in compilation order. The log is the process's: only
/// the entries in the language CubeCL gives this backend's API are kept, so a kernel another
/// backend compiled meanwhile (a SPIR-V or CUDA kernel beside a GL map) is not taken for this
/// one's.
pub fn since(mark: &Mark, backend: &fpsig_backends::Backend) -> Sources {
    parse_log(
        &log_since(mark, backend),
        log_language(backend.identity.api),
    )
}

/// The tag CubeCL 0.10 gives a compiled source of `api` in its compilation log (`cpp` from
/// cubecl-cuda; `wgsl`, `spirv`, `msl` from cubecl-wgpu's `AutoCompiler::lang_tag`).
pub fn log_language(api: fpsig_backends::Api) -> &'static str {
    use fpsig_backends::Api;
    match api {
        Api::Cuda => "cpp",
        Api::Vulkan => "spirv",
        Api::Metal => "msl",
        Api::Wgsl | Api::Gl | Api::Dx12 | Api::WebGpu => "wgsl",
    }
}

/// Each entry of `log` tagged `language`: its short kernel name and its source.
fn entries<'a>(log: &'a str, language: &'a str) -> impl Iterator<Item = (String, String)> + 'a {
    log.split("[START_KERNEL_COMPILATION]")
        .skip(1)
        .filter_map(move |entry| {
            let entry = entry.split("[END_KERNEL_COMPILATION]").next().unwrap_or("");
            let name = entry
                .lines()
                .find_map(|l| l.strip_prefix("name: "))
                .map(short_kernel_name)
                .unwrap_or_else(|| "kernel".into());
            let body = entry.split_once("source:\n```").map(|(_, b)| b)?;
            let (tag, source) = body.split_once('\n').unwrap_or((body, ""));
            (tag.trim() == language).then(|| {
                let source = source.trim_end().trim_end_matches("```").trim_end();
                (name, source.to_string())
            })
        })
}

/// The entries of `log` in `language`, the log marks left out.
fn parse_log(log: &str, language: &str) -> Sources {
    let mut sources = Sources::new();
    for (name, source) in entries(log, language).filter(|(n, _)| n != MARK_KERNEL) {
        let mut key = name.clone();
        let mut k = 1;
        while sources.contains_key(&key) {
            k += 1;
            key = format!("{name}#{k}");
        }
        sources.insert(key, source);
    }
    sources
}

/// `fpsig_kernels::paper::guard::GuardSubtraction<f32, ...>` → `guard_subtraction`.
fn short_kernel_name(full: &str) -> String {
    let base = full.split('<').next().unwrap_or(full);
    let last = base.rsplit("::").next().unwrap_or(base).trim();
    let mut out = String::new();
    for (i, c) in last.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// `OpName %821 "binding(842)"` → `OpName %821 "binding"`; any other line as it is.
pub(crate) fn without_binding_id(line: &str) -> String {
    match line.split_once(" \"binding(") {
        Some((head, rest)) if line.starts_with("OpName ") && rest.ends_with(")\"") => {
            format!("{head} \"binding\"")
        }
        _ => line.to_string(),
    }
}

/// A short hash of a source, insensitive to whitespace (formatters differ between machines), to
/// the order within a run of mutable-local declarations of CubeCL's CUDA C, and, for SPIR-V, to
/// the order of its lines and of the operands of each (CubeCL emits declarations and
/// entry-point interfaces in an order that changes from run to run) and to the IR ids in the
/// debug names of unrolled locals (allocated in hash-map order: the judging kernel's 4952 of
/// them came out numbered otherwise on the H100 than here, the code the same).
pub fn hash(source: &str) -> String {
    let canonical: String = if is_spirv(source) {
        let mut lines: Vec<String> = source
            .lines()
            .map(|l| {
                let l = without_binding_id(l);
                let mut tokens: Vec<&str> = l.split_whitespace().collect();
                tokens.sort_unstable();
                tokens.concat()
            })
            .collect();
        lines.sort_unstable();
        lines.concat()
    } else {
        fpsig_backends::offline::canonical_order(source)
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect()
    };
    let digest = Sha256::digest(canonical.as_bytes());
    format!("{digest:x}")[..12].to_string()
}

/// How many fused multiply-adds a source holds (`fma(` in the text languages, `fma.` in PTX,
/// `Fma` in SPIR-V).
pub fn fma_count(source: &str) -> usize {
    source
        .lines()
        .filter(|l| {
            let first = l.split_whitespace().next().unwrap_or("");
            l.contains("fma(") || first.starts_with("fma.") || l.contains(" Fma ")
        })
        .count()
}

fn is_ptx(source: &str) -> bool {
    source.contains(".version") && source.contains(".target")
}

fn is_spirv(source: &str) -> bool {
    source.contains("OpCapability") || source.contains("OpEntryPoint")
}

/// How many floating-point arithmetic operations (add, sub, mul, div, fma) a source holds.
/// SPIR-V is counted by opcode; the text languages (WGSL, CUDA C, MSL) by the arithmetic
/// operators of assignments whose target is a float, the float names being found from their
/// declarations and from what they are assigned (CubeCL's WGSL leaves `let` untyped).
pub fn float_op_count(source: &str) -> usize {
    if is_ptx(source) {
        return source
            .lines()
            .filter(|l| {
                let op = l.split_whitespace().next().unwrap_or("");
                ["add.", "sub.", "mul.", "div.", "fma."]
                    .iter()
                    .any(|p| op.starts_with(p))
                    && [".f16", ".f32", ".f64"].iter().any(|t| op.ends_with(t))
            })
            .count();
    }
    if is_spirv(source) {
        return source
            .lines()
            .filter(|l| {
                ["OpFAdd", "OpFSub", "OpFMul", "OpFDiv"]
                    .iter()
                    .any(|op| l.contains(&format!(" {op} ")))
                    || l.contains(" Fma ")
            })
            .count();
    }
    text_float_op_count(source)
}

fn text_float_op_count(source: &str) -> usize {
    let mut floats = std::collections::BTreeSet::new();
    let mut count = 0;
    for line in source.lines() {
        let line = line.trim().trim_end_matches(';');
        if let Some(name) = typed_float_declaration(line) {
            floats.insert(name);
        }
        let Some((lhs, rhs)) = line.split_once(" = ") else {
            continue;
        };
        let target = lhs.split_whitespace().last().unwrap_or("");
        let target = target.split(':').next().unwrap_or(target).to_string();
        let words: Vec<&str> = rhs
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .collect();
        let float_rhs = words
            .iter()
            .any(|w| matches!(*w, "f32" | "f16" | "f64") || floats.contains(*w));
        if float_rhs && (lhs.starts_with("let ") || lhs.starts_with("var ")) {
            floats.insert(target.clone());
        }
        if floats.contains(&target) {
            let ops = rhs
                .split_whitespace()
                .filter(|t| matches!(*t, "+" | "-" | "*" | "/"))
                .count();
            count += ops + usize::from(rhs.contains("fma("));
        }
    }
    count
}

/// The name a line declares with a float type: `float x`, `const half x`, `x: f32`,
/// `buffer: array<f32>`.
fn typed_float_declaration(line: &str) -> Option<String> {
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == '=' || c == ',' || c == '(')
        .filter(|w| !w.is_empty())
        .collect();
    for (i, w) in words.iter().enumerate() {
        if matches!(*w, "float" | "half" | "__half" | "double") {
            if let Some(name) = words.get(i + 1) {
                return Some(name.trim_start_matches('*').to_string());
            }
        }
        if let Some(name) = w.strip_suffix(':') {
            let ty = words.get(i + 1).copied().unwrap_or("");
            if ["f32", "f16", "f64"]
                .iter()
                .any(|t| ty == *t || ty.starts_with(&format!("array<{t}>")))
            {
                return Some(name.to_string());
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ptx_hashes_do_not_depend_on_the_folder_nvrtc_ran_in() {
        let ptx = |dir: &str| {
            format!(
                "//\n.version 8.8\n.target sm_90\n\t.file\t1 \"{dir}/default_program\"\n\
                 .visible .entry k(\n)\n{{\n\tadd.f32 %f1, %f2, %f3;\n}}\n"
            )
        };
        let at = |dir: &str| Shader {
            source: "k".into(),
            lowered: Some(ptx(dir)),
        };
        assert_eq!(at("/work/main").hashes(), at("/tmp/elsewhere").hashes());
        assert!(placeless(&ptx("/work/main")).contains("\t.file\t1 \"default_program\"\n"));
        let other = Shader {
            source: "k".into(),
            lowered: Some(ptx("/work/main").replace("add.f32", "sub.f32")),
        };
        assert_ne!(
            at("/work/main").hashes(),
            other.hashes(),
            "the code still counts"
        );
    }

    #[test]
    fn parses_the_compilation_log() {
        let log = "[START_KERNEL_COMPILATION]\nname: fpsig_kernels::paper::rewrite::TwoSum<R>\nsource:\n```wgsl\nlet a = 1;\n```\n[END_KERNEL_COMPILATION]\n\
                   [START_KERNEL_COMPILATION]\nname: fpsig_kernels::paper::rewrite::TwoSum<R>\nsource:\n```wgsl\nB\n```\n[END_KERNEL_COMPILATION]\n";
        let s = parse_log(log, "wgsl");
        assert_eq!(s["two_sum"], "let a = 1;");
        assert_eq!(s["two_sum#2"], "B");
    }

    /// The GL map's flake (issue 55): another backend compiled a kernel while the GL map's
    /// capture was open, and its SPIR-V or CUDA text was read as the GL shader. Each API keeps
    /// only the entries in its own language.
    #[test]
    fn a_capture_keeps_only_its_own_apis_language() {
        use fpsig_backends::Api;
        let entry = |name: &str, tag: &str, body: &str| {
            format!(
                "[START_KERNEL_COMPILATION]\nname: fpsig_kernels::{name}\nsource:\n```{tag}\n{body}\n```\n[END_KERNEL_COMPILATION]\n"
            )
        };
        let log = [
            entry("ulp::UlpJudge", "spirv", "OpCapability Shader"),
            entry("ulp::UlpEvaluate", "wgsl", "fn main() {}"),
            entry(
                "tmd::Phase1",
                "cpp",
                "extern \"C\" __global__ void phase1() {}",
            ),
        ]
        .concat();
        let gl = parse_log(&log, log_language(Api::Gl));
        assert_eq!(gl.len(), 1, "{gl:?}");
        assert_eq!(gl["ulp_evaluate"], "fn main() {}");
        let vulkan = parse_log(&log, log_language(Api::Vulkan));
        assert_eq!(vulkan.keys().collect::<Vec<_>>(), ["ulp_judge"]);
        let cuda = parse_log(&log, log_language(Api::Cuda));
        assert_eq!(cuda.keys().collect::<Vec<_>>(), ["phase1"]);
    }

    #[test]
    fn counts_float_operations_per_language() {
        let spirv =
            "OpCapability Shader\n%1 = OpFAdd %f %a %b\n%2 = OpFSub %f %1 %a\n%3 = OpIAdd %u %x %y";
        assert_eq!(float_op_count(spirv), 2);
        let wgsl = "var<storage, read_write> buffer_0_global: array<f32>;\n\
                    let l_0 = buffer_0_global[l_9];\nlet l_1 = id + u32(1);\n\
                    let l_2 = l_0 + l_0;\nlet l_3 = l_2 - l_0;\nlet l_4 = select(f32(0.0), l_3, c);\n\
                    let l_5 = l_1 * l_1;\nlet l_6 = l_4 * l_4;";
        assert_eq!(float_op_count(wgsl), 3);
        let cuda = "float l_0 = a[0];\nuint l_1 = i + 1;\nfloat l_2 = l_0 * l_0;\nl_0 = fma(l_2, l_0, l_0);";
        assert_eq!(float_op_count(cuda), 2);
        let ptx = ".version 9.0\n.target sm_90a\n\tadd.f32 \t%f3, %f1, %f2;\n\tfma.rn.f32 \t%f4, %f3, %f1, %f2;\n\tadd.s32 \t%r1, %r2, 1;";
        assert_eq!(float_op_count(ptx), 2);
    }

    #[test]
    fn hash_ignores_whitespace() {
        assert_eq!(hash("a + b"), hash("a+b\n"));
        assert_ne!(hash("a + b"), hash("a - b"));
        let spirv =
            "OpCapability Shader\nOpEntryPoint GLCompute %1 \"k\" %2 %3\n%2 = OpVariable %4 Input";
        let reordered =
            "OpCapability Shader\n%2 = OpVariable %4 Input\nOpEntryPoint GLCompute %1 \"k\" %3 %2";
        assert_eq!(hash(spirv), hash(reordered));
        let cuda = "float l_mut_14;\nuint32 l_mut_2;\nl_mut_2 = 1;\nl_mut_14 = 2.0;";
        let reordered = "uint32 l_mut_2;\nfloat l_mut_14;\nl_mut_2 = 1;\nl_mut_14 = 2.0;";
        let statements_swapped = "float l_mut_14;\nuint32 l_mut_2;\nl_mut_14 = 2.0;\nl_mut_2 = 1;";
        assert_eq!(hash(cuda), hash(reordered));
        assert_ne!(hash(cuda), hash(statements_swapped));
        let named =
            "OpCapability Shader\nOpName %69 \"binding(6968)\"\n%69 = OpVariable %4 Function";
        let renumbered = named.replace("binding(6968)", "binding(842)");
        let renamed = named.replace("binding(6968)", "carry(6968)");
        assert_eq!(hash(named), hash(&renumbered));
        assert_ne!(hash(named), hash(&renamed));
    }
}
