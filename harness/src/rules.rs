//! Which of one signature's measured behaviours each API's floating-point rules allow, so that
//! "would this chip's arithmetic be legal under DirectX's rules?" has an answer from a
//! measurement. The rules read a finding's typed evidence ([`crate::evidence`]), never its
//! verdict sentence. Function accuracy is each ulp map's envelope verdicts
//! ([`crate::ulp::envelope`]); the rest is judged here, each ruling quoting its rule:
//!
//! - Vulkan: Vulkan specification, appendix "Vulkan Environment for SPIR-V", Precision and
//!   Operation of SPIR-V Instructions and Evaluation of Expressions.
//! - GL: GLSL 4.60 §4.7.1 Range and Precision and §4.8 The Precise Qualifier.
//! - WGSL: WGSL §15.7 Floating Point Evaluation (differences from IEEE-754, reassociation and
//!   fusion, the finite math assumption).
//! - Metal: MSL specification, Numerical Compliance (denormals, rounding mode, the fast-math
//!   note on re-association); `MTLMathMode` (fast is the default, safe prevents "any
//!   transformations that could affect the results").
//! - D3D: "Floating-point rules (Direct3D 11)", 32-bit deviations from IEEE-754; HLSL's
//!   `precise` (variable syntax), without which mul+add may fuse, order may change and NaN/INF
//!   may be ignored; shader model 6.2's denorm mode for D3D12.
//! - CUDA: NVRTC's defaults as CubeCL 0.10 calls it (no -ftz, --fmad=true, -prec-div and
//!   -prec-sqrt true); C++ evaluates as written otherwise.
//! - OpenCL: OpenCL C 3.0 full profile (round to nearest required, denormals optional) and the
//!   build options -cl-unsafe-math-optimizations, -cl-finite-math-only and -cl-no-signed-zeros,
//!   all off by default.
//!
//! Findings no rule speaks to (exactness of the error-free transforms, guard bits, register
//! precision) are left out; so is anything the DSL folded before any API saw it.

use crate::evidence::{
    EnvelopeVerdict, Outcome, Ulps, ENVELOPE_VERDICTS, ERROR_ULPS, OPERATION_ERROR_ULPS,
    REWRITE_OUTCOME, SUBNORMALS_FLUSHED,
};
use crate::signature::{Finding, Layer, Signature};
use crate::ulp::envelope::Api;
use std::fmt::Write as _;

/// A set of rules a signature can be judged by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleSet {
    Vulkan,
    Gl,
    Wgsl,
    MetalFast,
    MetalPrecise,
    D3d11,
    D3d12,
    Cuda,
    OpenCl,
}

impl RuleSet {
    pub const ALL: [RuleSet; 9] = [
        RuleSet::Vulkan,
        RuleSet::Gl,
        RuleSet::Wgsl,
        RuleSet::MetalFast,
        RuleSet::MetalPrecise,
        RuleSet::D3d11,
        RuleSet::D3d12,
        RuleSet::Cuda,
        RuleSet::OpenCl,
    ];

    pub fn name(self) -> &'static str {
        match self {
            RuleSet::Vulkan => "vulkan",
            RuleSet::Gl => "gl",
            RuleSet::Wgsl => "wgsl",
            RuleSet::MetalFast => "metal-fast",
            RuleSet::MetalPrecise => "metal-precise",
            RuleSet::D3d11 => "d3d11",
            RuleSet::D3d12 => "d3d12",
            RuleSet::Cuda => "cuda",
            RuleSet::OpenCl => "opencl",
        }
    }

    /// The rule set a user names: its own name, or `opengl`, `webgpu`, `metal` (fast math,
    /// Metal's default), `d3d` (D3D11's rules) and `dx12`.
    pub fn parse(name: &str) -> Result<RuleSet, String> {
        let name = name.trim().to_ascii_lowercase();
        let alias = match name.as_str() {
            "opengl" => "gl",
            "webgpu" => "wgsl",
            "metal" => "metal-fast",
            "d3d" => "d3d11",
            "dx12" => "d3d12",
            other => other,
        };
        RuleSet::ALL
            .into_iter()
            .find(|r| r.name() == alias)
            .ok_or_else(|| {
                let known: Vec<&str> = RuleSet::ALL.iter().map(|r| r.name()).collect();
                format!(
                    "unknown API rules '{name}' (known: {}, and opengl, webgpu, metal, d3d, dx12)",
                    known.join(", ")
                )
            })
    }

    /// A `gl,d3d12`-style list, each set once, in the order given.
    pub fn parse_list(list: &str) -> Result<Vec<RuleSet>, String> {
        let mut sets = Vec::new();
        for name in list.split(',') {
            let set = RuleSet::parse(name)?;
            if !sets.contains(&set) {
                sets.push(set);
            }
        }
        Ok(sets)
    }

    /// The accuracy envelope of the ulp maps this rule set goes with.
    pub fn envelope(self) -> Api {
        match self {
            RuleSet::Vulkan => Api::Vulkan,
            RuleSet::Gl => Api::Gl,
            RuleSet::Wgsl => Api::Wgsl,
            RuleSet::MetalFast => Api::MetalFast,
            RuleSet::MetalPrecise => Api::MetalPrecise,
            RuleSet::D3d11 | RuleSet::D3d12 => Api::D3d,
            RuleSet::Cuda => Api::Cuda,
            RuleSet::OpenCl => Api::OpenCl,
        }
    }
}

/// What a rule set says of one measured behaviour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Legality {
    Allowed,
    Forbidden,
    /// The rules say nothing that decides it (or fpsig has not transcribed what they say).
    Unstated,
    /// The API has no such function in that format.
    NoSuchFunction,
    /// Not the API's doing: the DSL folded it before any API saw the shader.
    NotJudged,
}

impl Legality {
    pub fn word(self) -> &'static str {
        match self {
            Legality::Allowed => "allowed",
            Legality::Forbidden => "FORBIDDEN",
            Legality::Unstated => "unstated",
            Legality::NoSuchFunction => "no such fn",
            Legality::NotJudged => "-",
        }
    }
}

/// One rule set's ruling, with the rule it applied.
#[derive(Debug, Clone, PartialEq)]
pub struct Ruling {
    pub legality: Legality,
    pub rule: String,
}

fn ruling(legality: Legality, rule: &str) -> Ruling {
    Ruling {
        legality,
        rule: rule.to_string(),
    }
}

/// One judged finding.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub id: String,
    pub measured: String,
    pub rulings: Vec<Ruling>,
}

/// Subnormal handling of the arithmetic identities x + (-0) and x * 1 (TEST 1's operations
/// that D3D's rules name).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Subnormals {
    Flushed,
    Kept,
    /// Flushed by one of the two operations only.
    Mixed,
}

/// The two operations' flush from TEST 1's typed evidence; `None` where the finding measured
/// neither (the 2006 signatures record a transfer only).
fn subnormals(f: &Finding) -> Result<Option<Subnormals>, String> {
    let flushed = SUBNORMALS_FLUSHED.get(f)?;
    let (Some(&add), Some(&mul)) = (flushed.get("add_neg_zero"), flushed.get("mul_one")) else {
        return Ok(None);
    };
    Ok(Some(match (add, mul) {
        (true, true) => Subnormals::Flushed,
        (false, false) => Subnormals::Kept,
        _ => Subnormals::Mixed,
    }))
}

/// The signed-ulp interval of + − × in Paranoia's error measurement, over the three
/// operations; `None` where none of them was measured.
fn basic_error(f: &Finding) -> Result<Option<(f64, f64)>, String> {
    let by_operation = OPERATION_ERROR_ULPS.get(f)?;
    Ok(["add", "sub", "mult"]
        .iter()
        .filter_map(|op| by_operation.get(*op))
        .fold(None, |hull, &[Ulps(lo), Ulps(hi)]| {
            Some(hull.map_or((lo, hi), |(a, b): (f64, f64)| (a.min(lo), b.max(hi))))
        }))
}

/// Whether the detector saw the shape rewritten (`Some(true)`) or kept (`Some(false)`);
/// `None` where its variants decide neither.
fn rewritten(f: &Finding) -> Result<Option<bool>, String> {
    Ok(match REWRITE_OUTCOME.get(f)? {
        Outcome::Rewritten => Some(true),
        Outcome::Preserved => Some(false),
        Outcome::NotIeee | Outcome::Inconsistent => None,
    })
}

/// Metal's safe math mode, which forbids every licence below.
const METAL_SAFE: &str =
    "safe math prevents \"any transformations that could affect the results\" (MTLMathMode.safe)";

const FLUSH_MAY: &str = "subnormal inputs and results may be flushed to zero";

fn judge_subnormals(set: RuleSet, s: Subnormals) -> Ruling {
    use Legality::*;
    let flushed = s == Subnormals::Flushed;
    let kept = s == Subnormals::Kept;
    match set {
        RuleSet::D3d11 => ruling(
            if flushed { Allowed } else { Forbidden },
            "32-bit: \"Denorms are flushed to sign-preserved zero on input and output of any floating-point mathematical operation\" (Floating-point rules (Direct3D 11); D3D12 before shader model 6.2)",
        ),
        RuleSet::D3d12 => ruling(
            Allowed,
            "shader model 6.2's denorm mode lets a shader preserve, flush, or take the platform's choice (DXC -denorm any, the default)",
        ),
        RuleSet::Cuda => ruling(
            if kept { Allowed } else { Forbidden },
            "subnormals are kept unless compiled with -ftz=true (NVRTC's default, as CubeCL calls it, is false)",
        ),
        RuleSet::Vulkan => ruling(Allowed, &format!("by default {FLUSH_MAY} (Vulkan, Precision and Operation of SPIR-V Instructions)")),
        RuleSet::Gl => ruling(Allowed, "any subnormal value input into or generated by an operation can be flushed to 0 (GLSL 4.60 §4.7.1)"),
        RuleSet::Wgsl => ruling(Allowed, "inputs or outputs of the §15.7.4 operations may be flushed to zero (WGSL §15.7.2)"),
        RuleSet::MetalFast | RuleSet::MetalPrecise => ruling(Allowed, &format!("{FLUSH_MAY} (MSL, Numerical Compliance: INF, NaN and denormals)")),
        RuleSet::OpenCl => ruling(Allowed, "single-precision denormals are optional: the full profile's minimum is CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN"),
    }
}

fn judge_basic_error(set: RuleSet, (lo, hi): (f64, f64)) -> Ruling {
    let worst = lo.abs().max(hi.abs());
    // Either neighbour of the exact value is at most one ulp away (Paranoia measures the ulp
    // of the result, so one neighbour can reach exactly 1 at a binade edge).
    let (limit, rule) = match set {
        RuleSet::Cuda => (0.5, "+ − × round to nearest even (IEEE 754's default; __fadd_rn and __fmul_rn are what x+y and x*y compile to)"),
        RuleSet::OpenCl => (0.5, "round to nearest even is the rounding mode the full profile requires (CL_FP_ROUND_TO_NEAREST)"),
        RuleSet::Vulkan => (1.0, "OpFAdd, OpFSub, OpFMul are correctly rounded, and with no rounding mode declared that is either neighbour of the exact result (Vulkan, Correctly Rounded)"),
        RuleSet::Gl => (1.0, "a+b, a−b, a*b correctly rounded; the rounding mode is undefined but must not affect the result by more than 1 ULP (GLSL 4.60 §4.7.1)"),
        RuleSet::Wgsl => (1.0, "no rounding mode is specified: an intermediate result may round up or down (WGSL §15.7.2)"),
        RuleSet::MetalFast | RuleSet::MetalPrecise => (1.0, "round to zero or to nearest, as the hardware supports (MSL, Numerical Compliance: rounding mode)"),
        RuleSet::D3d11 | RuleSet::D3d12 => (1.0, "+ − × within 0.5 ULP, \"hardware is allowed to truncate results\" (Floating-point rules (Direct3D 11))"),
    };
    let legality = if worst <= limit {
        Legality::Allowed
    } else {
        Legality::Forbidden
    };
    ruling(legality, rule)
}

fn judge_contraction(set: RuleSet) -> Ruling {
    use Legality::*;
    match set {
        RuleSet::Vulkan => ruling(Allowed, "without NoContraction operations may be combined (Vulkan, Evaluation of Expressions); CubeCL's SPIR-V carries no NoContraction"),
        RuleSet::Gl => ruling(Allowed, "a*b+c: \"correctly rounded single operation or sequence of two correctly rounded operations\" (GLSL 4.60 §4.7.1); only `precise` forbids the fusion (§4.8)"),
        RuleSet::Wgsl => ruling(Allowed, "an implementation may fuse operations if the result is at least as accurate (WGSL §15.7.5)"),
        RuleSet::D3d11 | RuleSet::D3d12 => ruling(Allowed, "without `precise`, a mul and an add may be fused into a mad (HLSL variable syntax, precise)"),
        RuleSet::Cuda => ruling(Allowed, "--fmad=true, NVRTC's default, contracts multiplies and adds into FFMA"),
        RuleSet::MetalFast => ruling(Allowed, "fast math makes \"aggressive, potentially lossy assumptions about floating-point math\" (MTLMathMode.fast)"),
        RuleSet::MetalPrecise => ruling(Forbidden, METAL_SAFE),
        RuleSet::OpenCl => ruling(Unstated, "the FP_CONTRACT pragma decides; its default state is not transcribed"),
    }
}

fn judge_reassociation(set: RuleSet) -> Ruling {
    use Legality::*;
    match set {
        RuleSet::Vulkan => ruling(Allowed, "\"in the absence of the NoContraction decoration implementations are allowed to implement a + b - a and (a×b)/a as b\" (Vulkan, Evaluation of Expressions)"),
        RuleSet::Gl => ruling(Allowed, "without `precise`, optimizations may \"modify the order or number of operations used to evaluate an expression\" (GLSL 4.60 §4.8)"),
        RuleSet::Wgsl => ruling(Allowed, "\"An implementation may reassociate operations\" (WGSL §15.7.5)"),
        RuleSet::D3d11 | RuleSet::D3d12 => ruling(Allowed, "without `precise` the order of operations is not maintained (HLSL variable syntax, precise)"),
        RuleSet::MetalFast => ruling(Allowed, "in fast math mode the compiler \"may re-associate floating-point operations\", so code relying on (x + 2^52) - 2^52 breaks (MSL, Numerical Compliance)"),
        RuleSet::MetalPrecise => ruling(Forbidden, METAL_SAFE),
        RuleSet::Cuda => ruling(Forbidden, "CUDA C++ evaluates as written: NVRTC's value-changing options are --fmad, --ftz, --prec-div and --prec-sqrt, none of which reassociates"),
        RuleSet::OpenCl => ruling(Forbidden, "optimizations that \"may violate IEEE 754\" need -cl-unsafe-math-optimizations, off by default"),
    }
}

/// x − x → 0 for ±inf and NaN: the licence to assume no NaN or infinity.
fn judge_finite_math(set: RuleSet) -> Ruling {
    use Legality::*;
    match set {
        RuleSet::Vulkan => ruling(Allowed, "by default optimizations may \"assume that arguments and results are not NaNs or infinities\" (Vulkan, Precision and Operation of SPIR-V Instructions)"),
        RuleSet::Gl => ruling(Allowed, "NaNs are not required to be generated (GLSL 4.60 §4.7.1)"),
        RuleSet::Wgsl => ruling(Allowed, "implementations may assume that overflow, infinities and NaNs are not present (WGSL §15.7.2, finite math assumption)"),
        RuleSet::D3d11 | RuleSet::D3d12 => ruling(Allowed, "without `precise` the compiler may use optimizations that do not account for NaN and INF (HLSL variable syntax, precise)"),
        RuleSet::MetalFast => ruling(Allowed, "fast math may \"assume the arguments and result are not NaN or +/-INF\" (MSL, Numerical Compliance)"),
        RuleSet::MetalPrecise => ruling(Forbidden, METAL_SAFE),
        RuleSet::Cuda => ruling(Forbidden, "CUDA C++ evaluates as written: NVRTC has no finite-math option"),
        RuleSet::OpenCl => ruling(Forbidden, "needs -cl-finite-math-only, off by default"),
    }
}

/// x * 0 → +0 for -1, ±inf and NaN: no NaN or infinity, and the sign of zero ignored.
fn judge_finite_math_signed_zero(set: RuleSet) -> Ruling {
    use Legality::*;
    match set {
        RuleSet::Vulkan => ruling(Allowed, "by default optimizations may \"ignore sign of a zero, or assume that arguments and results are not NaNs or infinities\" (Vulkan, Precision and Operation of SPIR-V Instructions)"),
        RuleSet::Wgsl => ruling(Allowed, "implementations may ignore the sign of a zero and assume no infinities or NaNs (WGSL §15.7.2)"),
        RuleSet::MetalFast => ruling(Allowed, "fast math \"may change or ignore the sign of zero\" and assume no NaN or INF (MSL, Numerical Compliance)"),
        RuleSet::Gl => ruling(Unstated, "NaNs need not be generated, but zeros are signed \"as dictated by IEEE\" (GLSL 4.60 §4.7.1); whether §4.8 lets -1*0 become +0 is not said"),
        RuleSet::D3d11 | RuleSet::D3d12 => ruling(Unstated, "NaN and INF may be ignored without `precise`; the sign of a zero result is not addressed"),
        RuleSet::MetalPrecise => ruling(Forbidden, METAL_SAFE),
        RuleSet::Cuda => ruling(Forbidden, "CUDA C++ evaluates as written: NVRTC has no finite-math or signed-zero option"),
        RuleSet::OpenCl => ruling(Forbidden, "needs -cl-finite-math-only and -cl-no-signed-zeros, both off by default"),
    }
}

/// An ulp map's envelope verdict for `set`, with the envelope's line for people as the rule.
fn judge_envelope(f: &Finding, set: RuleSet) -> Result<Ruling, String> {
    let api = set.envelope().name();
    let Some(verdict) = ENVELOPE_VERDICTS.get(f)?.get(api).copied() else {
        return Ok(ruling(Legality::Unstated, "no envelope line for this API"));
    };
    let line = f
        .evidence
        .get("envelopes")
        .and_then(|e| e.get(api))
        .and_then(|l| l.as_str())
        .unwrap_or("");
    let legality = match verdict {
        EnvelopeVerdict::Within => Legality::Allowed,
        EnvelopeVerdict::Violated => Legality::Forbidden,
        EnvelopeVerdict::NoSuchFunction => Legality::NoSuchFunction,
        EnvelopeVerdict::Unstated | EnvelopeVerdict::NotTranscribed => Legality::Unstated,
    };
    Ok(ruling(legality, &format!("{api} envelope: {line}")))
}

/// The finding judged by every rule set in `sets`; `Ok(None)` where no rule speaks to it, the
/// probe did not run, or its measurement decides nothing the rules name; an error where a
/// finding the rules speak to lacks the typed evidence they read.
fn judge(id: &str, f: &Finding, sets: &[RuleSet]) -> Result<Option<Row>, String> {
    if f.layer == Layer::NotRun {
        return Ok(None);
    }
    let row = |measured: String, rule: &dyn Fn(RuleSet) -> Ruling| Row {
        id: id.to_string(),
        measured,
        rulings: sets.iter().map(|&s| rule(s)).collect(),
    };
    if f.layer == Layer::Dsl {
        return Ok(Some(row(
            "folded by CubeCL before any API saw it".into(),
            &|_| ruling(Legality::NotJudged, "not the API's doing"),
        )));
    }
    let kept = |m: &str| ruling(Legality::Allowed, m);
    Ok(match id {
        "storage.specials" => subnormals(f)?.map(|s| {
            let measured = match s {
                Subnormals::Flushed => "subnormals flushed by x+(-0) and x*1",
                Subnormals::Kept => "subnormals kept by x+(-0) and x*1",
                Subnormals::Mixed => "subnormals flushed by one of x+(-0), x*1",
            };
            row(measured.into(), &|set| judge_subnormals(set, s))
        }),
        "paranoia.error_bounds" => basic_error(f)?.map(|e| {
            let measured = format!("+ − × error in [{:.5}, {:.5}] ulp", e.0, e.1);
            row(measured, &|set| judge_basic_error(set, e))
        }),
        "rewrite.contraction" => rewritten(f)?.map(|yes| {
            let measured = if yes {
                "a*b+c contracted"
            } else {
                "a*b+c rounds twice"
            };
            row(measured.into(), &|set| {
                if yes {
                    judge_contraction(set)
                } else {
                    kept("not contracting is always allowed")
                }
            })
        }),
        "rewrite.two_sum" | "rewrite.mul_div" | "rewrite.sub_self" | "rewrite.mul_zero" => {
            let licence: fn(RuleSet) -> Ruling = match id {
                "rewrite.sub_self" => judge_finite_math,
                "rewrite.mul_zero" => judge_finite_math_signed_zero,
                _ => judge_reassociation,
            };
            rewritten(f)?.map(|yes| {
                let measured = format!(
                    "{} ({})",
                    if yes { "rewritten" } else { "kept" },
                    f.layer.name()
                );
                row(measured, &|set| {
                    if yes {
                        licence(set)
                    } else {
                        kept("evaluating as written is always allowed")
                    }
                })
            })
        }
        _ if id.starts_with("ulp.") => {
            let [Ulps(lo), Ulps(hi)] = ERROR_ULPS.get(f)?;
            let mut rulings = Vec::new();
            for &set in sets {
                rulings.push(judge_envelope(f, set)?);
            }
            Some(Row {
                id: id.to_string(),
                measured: format!("error in [{lo:.3}, {hi:.3}] ulp"),
                rulings,
            })
        }
        _ => None,
    })
}

/// Every finding of `sig` some rule speaks to, judged by `sets`; an error names the first
/// finding whose typed evidence the rules cannot read (a signature written before fpsig
/// recorded it, or a probe that no longer does).
pub fn judge_signature(sig: &Signature, sets: &[RuleSet]) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for (id, f) in &sig.findings {
        let row = judge(id, f, sets).map_err(|e| {
            format!(
                "the API rules cannot read finding {id} of {}: {e}",
                sig.backend.name
            )
        })?;
        rows.extend(row);
    }
    Ok(rows)
}

/// The table of rulings, then each forbidden and unstated finding with the rule it was judged by.
pub fn render(sig: &Signature, sets: &[RuleSet], rows: &[Row]) -> String {
    let names: Vec<&str> = sets.iter().map(|s| s.name()).collect();
    let mut out = format!(
        "{} judged by the rules of {}\n",
        sig.backend.name,
        names.join(", ")
    );
    let id_w = rows.iter().map(|r| r.id.len()).max().unwrap_or(7).max(7);
    let m_w = rows
        .iter()
        .map(|r| r.measured.chars().count())
        .max()
        .unwrap_or(8)
        .max(8);
    let col = |s: &str, w: usize| format!("{s}{}", " ".repeat(w.saturating_sub(s.chars().count())));
    let widths: Vec<usize> = names.iter().map(|n| n.len().max(10)).collect();
    let mut header = format!("{}  {}", col("finding", id_w), col("measured", m_w));
    for (n, w) in names.iter().zip(&widths) {
        header += &format!("  {}", col(n, *w));
    }
    let _ = writeln!(out, "{}", header.trim_end());
    for r in rows {
        let mut line = format!("{}  {}", col(&r.id, id_w), col(&r.measured, m_w));
        for (ruling, w) in r.rulings.iter().zip(&widths) {
            line += &format!("  {}", col(ruling.legality.word(), *w));
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    for (i, name) in names.iter().enumerate() {
        if rows
            .iter()
            .all(|r| r.rulings[i].legality != Legality::Forbidden)
        {
            let _ = writeln!(out, "\n{name} forbids none of these findings");
        }
        for (word, legality) in [
            ("forbids", Legality::Forbidden),
            ("leaves open", Legality::Unstated),
        ] {
            let hits: Vec<&Row> = rows
                .iter()
                .filter(|r| r.rulings[i].legality == legality)
                .collect();
            if hits.is_empty() {
                continue;
            }
            let _ = writeln!(out, "\n{name} {word}:");
            for r in hits {
                let _ = writeln!(out, "  {}: {}", r.id, r.rulings[i].rule);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signature::BackendSection;
    use serde_json::json;

    fn signature(findings: Vec<(&str, Finding)>) -> Signature {
        Signature {
            backend: BackendSection {
                name: "test".into(),
                api: "test".into(),
                compiler: "test".into(),
                adapter: "test".into(),
                driver: "test".into(),
                device_type: "cpu".into(),
                capabilities: Default::default(),
            },
            findings: findings
                .into_iter()
                .map(|(id, f)| (id.to_string(), f))
                .collect(),
        }
    }

    fn legality(sig: &Signature, id: &str, set: RuleSet) -> Option<Legality> {
        judge_signature(sig, &[set])
            .expect("every finding readable")
            .into_iter()
            .find(|r| r.id == id)
            .map(|r| r.rulings[0].legality)
    }

    fn specials(flush: bool) -> Finding {
        let flushed = ["add_neg_zero", "mul_one", "copy"]
            .map(|op| (op.to_string(), flush && op != "copy"))
            .into();
        SUBNORMALS_FLUSHED.put(Finding::new("TEST 1", "v", Layer::Execution), flushed)
    }

    #[test]
    fn d3d11_requires_the_flush_cuda_forbids_it_the_others_allow_both() {
        for flush in [true, false] {
            let sig = signature(vec![("storage.specials", specials(flush))]);
            let at = |set| legality(&sig, "storage.specials", set);
            let (yes, no) = if flush {
                (Legality::Allowed, Legality::Forbidden)
            } else {
                (Legality::Forbidden, Legality::Allowed)
            };
            assert_eq!(at(RuleSet::D3d11), Some(yes));
            assert_eq!(at(RuleSet::Cuda), Some(no));
            for set in [
                RuleSet::D3d12,
                RuleSet::Vulkan,
                RuleSet::Gl,
                RuleSet::Wgsl,
                RuleSet::OpenCl,
            ] {
                assert_eq!(at(set), Some(Legality::Allowed), "{set:?}");
            }
        }
    }

    fn bounds(add: (f64, f64), mult: (f64, f64)) -> Finding {
        let by_operation = [
            ("mult", [mult.0, mult.1]),
            ("div", [-9.0, 9.0]),
            ("sub", [-0.5, 0.5]),
            ("add", [add.0, add.1]),
        ]
        .map(|(op, interval)| (op.to_string(), interval.map(Ulps)))
        .into();
        let f = Finding::new("Paranoia", "v", Layer::Execution);
        OPERATION_ERROR_ULPS.put(f, by_operation)
    }

    #[test]
    fn rounding_to_nearest_is_required_only_by_cuda_and_opencl_and_division_is_not_counted() {
        let nearest = signature(vec![(
            "paranoia.error_bounds",
            bounds((-0.5, 0.5), (-0.5, 0.5)),
        )]);
        let chopped = signature(vec![(
            "paranoia.error_bounds",
            bounds((-1.0, 0.0), (-0.5, 0.5)),
        )]);
        let wild = signature(vec![(
            "paranoia.error_bounds",
            bounds((-0.5, 0.5), (-1.5, 0.5)),
        )]);
        for set in RuleSet::ALL {
            let at = |s: &Signature| legality(s, "paranoia.error_bounds", set);
            assert_eq!(at(&nearest), Some(Legality::Allowed), "{set:?}");
            assert_eq!(at(&wild), Some(Legality::Forbidden), "{set:?}");
            let strict = matches!(set, RuleSet::Cuda | RuleSet::OpenCl);
            let want = if strict {
                Legality::Forbidden
            } else {
                Legality::Allowed
            };
            assert_eq!(at(&chopped), Some(want), "{set:?}");
        }
    }

    #[test]
    fn a_rewrite_needs_a_licence_and_keeping_the_shape_never_does() {
        // The verdict sentences say the opposite of the typed outcome: only the outcome counts.
        let finding = |outcome, layer| {
            let f = Finding::new("rewrite", "preserved, or not contracted", layer);
            REWRITE_OUTCOME.put(f, outcome)
        };
        let rewritten = signature(vec![
            (
                "rewrite.two_sum",
                finding(Outcome::Rewritten, Layer::Driver),
            ),
            (
                "rewrite.sub_self",
                finding(Outcome::Rewritten, Layer::Driver),
            ),
            (
                "rewrite.mul_zero",
                finding(Outcome::Rewritten, Layer::TranslatorOrDriver),
            ),
            (
                "rewrite.contraction",
                finding(Outcome::Rewritten, Layer::Driver),
            ),
            (
                "rewrite.mul_div",
                finding(Outcome::NotIeee, Layer::Execution),
            ),
        ]);
        let kept = signature(vec![
            (
                "rewrite.two_sum",
                finding(Outcome::Preserved, Layer::Execution),
            ),
            (
                "rewrite.contraction",
                finding(Outcome::Preserved, Layer::Execution),
            ),
        ]);
        let at = |s: &Signature, id, set| legality(s, id, set);
        assert_eq!(
            at(&rewritten, "rewrite.two_sum", RuleSet::Vulkan),
            Some(Legality::Allowed)
        );
        assert_eq!(
            at(&rewritten, "rewrite.two_sum", RuleSet::D3d12),
            Some(Legality::Allowed)
        );
        assert_eq!(
            at(&rewritten, "rewrite.two_sum", RuleSet::Cuda),
            Some(Legality::Forbidden)
        );
        assert_eq!(
            at(&rewritten, "rewrite.two_sum", RuleSet::MetalPrecise),
            Some(Legality::Forbidden)
        );
        assert_eq!(
            at(&rewritten, "rewrite.sub_self", RuleSet::OpenCl),
            Some(Legality::Forbidden)
        );
        assert_eq!(
            at(&rewritten, "rewrite.sub_self", RuleSet::Gl),
            Some(Legality::Allowed)
        );
        assert_eq!(
            at(&rewritten, "rewrite.mul_zero", RuleSet::Gl),
            Some(Legality::Unstated)
        );
        assert_eq!(
            at(&rewritten, "rewrite.mul_zero", RuleSet::Wgsl),
            Some(Legality::Allowed)
        );
        assert_eq!(
            at(&rewritten, "rewrite.contraction", RuleSet::Cuda),
            Some(Legality::Allowed)
        );
        assert_eq!(
            at(&rewritten, "rewrite.contraction", RuleSet::MetalPrecise),
            Some(Legality::Forbidden)
        );
        assert_eq!(at(&rewritten, "rewrite.mul_div", RuleSet::Cuda), None);
        for set in RuleSet::ALL {
            assert_eq!(at(&kept, "rewrite.two_sum", set), Some(Legality::Allowed));
            assert_eq!(
                at(&kept, "rewrite.contraction", set),
                Some(Legality::Allowed)
            );
        }
    }

    #[test]
    fn the_dsl_s_own_folding_and_probes_that_did_not_run_are_not_judged() {
        let sig = signature(vec![
            (
                "rewrite.mul_zero",
                Finding::new("r", "rewritten as written", Layer::Dsl),
            ),
            (
                "rewrite.two_sum",
                Finding::new("r", "not run: no backend", Layer::NotRun),
            ),
            ("guard.f32", Finding::new("g", "24 bits", Layer::Execution)),
        ]);
        let rows = judge_signature(&sig, &RuleSet::ALL).unwrap();
        assert_eq!(rows.len(), 1);
        assert!(rows[0]
            .rulings
            .iter()
            .all(|r| r.legality == Legality::NotJudged));
    }

    #[test]
    fn ulp_maps_take_each_api_s_envelope_verdict() {
        use EnvelopeVerdict::*;
        let f = Finding::new("ulp", "v", Layer::Execution).with(
            "envelopes",
            json!({"cuda": "7 violations; worst exp(0x1)", "d3d": "no bound stated"}),
        );
        let verdicts = [
            ("cuda", Violated),
            ("d3d", Unstated),
            ("gl", Within),
            ("wgsl", NoSuchFunction),
            ("metal-fast", NotTranscribed),
        ]
        .map(|(api, v)| (api.to_string(), v))
        .into();
        let f = ENVELOPE_VERDICTS.put(ERROR_ULPS.put(f, [Ulps(-3.0), Ulps(2.9996)]), verdicts);
        let sig = signature(vec![("ulp.exp", f)]);
        let at = |set| legality(&sig, "ulp.exp", set);
        assert_eq!(at(RuleSet::Cuda), Some(Legality::Forbidden));
        assert_eq!(at(RuleSet::D3d11), Some(Legality::Unstated));
        assert_eq!(at(RuleSet::Gl), Some(Legality::Allowed));
        assert_eq!(at(RuleSet::Wgsl), Some(Legality::NoSuchFunction));
        assert_eq!(at(RuleSet::MetalFast), Some(Legality::Unstated));
        assert_eq!(at(RuleSet::Vulkan), Some(Legality::Unstated));
        let rows = judge_signature(&sig, &[RuleSet::Cuda]).unwrap();
        assert_eq!(rows[0].measured, "error in [-3.000, 3.000] ulp");
        let text = render(&sig, &[RuleSet::Cuda], &rows);
        assert!(
            text.contains("cuda forbids:\n  ulp.exp: cuda envelope: 7 violations"),
            "{text}"
        );
    }

    /// A finding the rules speak to without the typed evidence they read (a signature from
    /// before it was recorded, or a probe that stopped writing it) is an error naming it,
    /// never a silent "not judged".
    #[test]
    fn a_finding_without_its_typed_evidence_is_an_error_not_a_silence() {
        for id in [
            "storage.specials",
            "paranoia.error_bounds",
            "rewrite.two_sum",
            "rewrite.contraction",
            "ulp.sin",
        ] {
            let f = Finding::new(
                "t",
                "rewritten; error in [-1.000, 1.000] ulp",
                Layer::Driver,
            )
            .with("envelopes", json!({"cuda": "within"}));
            let err = judge_signature(&signature(vec![(id, f)]), &RuleSet::ALL).unwrap_err();
            assert!(
                err.starts_with(&format!(
                    "the API rules cannot read finding {id} of test: no `"
                )),
                "{err}"
            );
        }
    }

    #[test]
    fn names_and_aliases_parse_and_unknown_ones_are_refused_in_one_line() {
        let list = RuleSet::parse_list("gl,d3d12,metal,dx12");
        assert_eq!(
            list,
            Ok(vec![RuleSet::Gl, RuleSet::D3d12, RuleSet::MetalFast])
        );
        for set in RuleSet::ALL {
            assert_eq!(RuleSet::parse(set.name()), Ok(set));
        }
        let err = RuleSet::parse("glide").unwrap_err();
        assert!(
            err.starts_with("unknown API rules 'glide'") && !err.contains('\n'),
            "{err}"
        );
        assert!(RuleSet::parse_list(",").is_err());
    }
}
