//! What each API's rules say of `min`/`max` with a NaN operand, judged on the measured
//! [`NanRule`]. Every API allows the number; a NaN coming back is allowed where the API lets a
//! shader assume no NaN, and forbidden where its `fmin`/`fmax` must return the other operand.

use super::evidence::{NanRule, NAN_RULE};
use crate::rules::api::{ruling, Judge, Legality, RuleSet, Ruling};
use crate::signature::Finding;

/// The API rules that speak to this family's findings.
pub fn rules(id: &str) -> Option<Judge> {
    (id == "minmax.nan").then_some(Judge::Own(judge_nan))
}

fn judge_nan(f: &Finding, sets: &[RuleSet]) -> Result<Option<(String, Vec<Ruling>)>, String> {
    let rule = NAN_RULE.get(f)?;
    let measured = match rule {
        NanRule::Number => "min/max(NaN, x) = x",
        NanRule::Propagates => "min/max(NaN, x) = NaN",
        NanRule::BySide => "min/max with a NaN: NaN or x by its place",
        NanRule::Mixed => "min/max with a NaN: neither rule",
    };
    let rulings = sets
        .iter()
        .map(|&set| match rule {
            NanRule::Number => number(set),
            _ => nan_returned(set),
        })
        .collect();
    Ok(Some((measured.into(), rulings)))
}

/// The other operand returned: what every API allows, most require.
fn number(set: RuleSet) -> Ruling {
    let rule = match set {
        RuleSet::Wgsl => "min/max: \"If one operand is a NaN, the other is returned\" (WGSL, float built-in functions)",
        RuleSet::Vulkan => "FMin/FMax: which operand is the result is undefined if one is a NaN (GLSL.std.450)",
        RuleSet::Gl => "built-in functions that operate on a NaN are not required to return a NaN (GLSL 4.60 §4.7.1)",
        RuleSet::D3d11 | RuleSet::D3d12 => "min/max (sm4): \"If one source operand is NaN, then the other source operand is returned\"",
        RuleSet::Cuda => "fminf/fmaxf: if one argument is NaN, the numeric argument is returned (CUDA Math API)",
        RuleSet::OpenCl => "fmin/fmax: \"If one argument is a NaN, fmin() returns the other argument\" (OpenCL C 3.0)",
        RuleSet::MetalFast | RuleSet::MetalPrecise => "returning the number is what C's fmin/fmax do; MSL's wording is not transcribed",
    };
    ruling(Legality::Allowed, rule)
}

/// A NaN returned for one NaN operand, on some side.
fn nan_returned(set: RuleSet) -> Ruling {
    use Legality::*;
    match set {
        RuleSet::Vulkan => ruling(Allowed, "FMin/FMax: which operand is the result is undefined if one is a NaN (GLSL.std.450), and by default optimizations may assume no NaN (Vulkan, Precision and Operation of SPIR-V Instructions)"),
        RuleSet::Gl => ruling(Allowed, "NaNs are not required to be generated, and operations on them need not return one (GLSL 4.60 §4.7.1): the result is not specified"),
        RuleSet::Wgsl => ruling(Allowed, "implementations may assume that NaNs are not present (WGSL §15.7.2, finite math assumption); min/max themselves return the other operand"),
        RuleSet::D3d11 | RuleSet::D3d12 => ruling(Allowed, "without `precise` the compiler may use optimizations that do not account for NaN (HLSL variable syntax, precise); the sm4 min/max return the other operand"),
        RuleSet::MetalFast => ruling(Allowed, "fast math may \"assume the arguments and result are not NaN or +/-INF\" (MSL, Numerical Compliance)"),
        RuleSet::MetalPrecise => ruling(Unstated, "MSL's min/max wording for a NaN operand is not transcribed"),
        RuleSet::Cuda => ruling(Forbidden, "fminf/fmaxf return the numeric argument where one is NaN (CUDA Math API), and NVRTC has no finite-math option"),
        RuleSet::OpenCl => ruling(Forbidden, "fmin/fmax: \"If one argument is a NaN, fmin() returns the other argument\" (OpenCL C 3.0); -cl-finite-math-only is off by default"),
    }
}
