//! Compiler-rewrite detectors: expressions whose IEEE value differs from what an algebraic
//! simplification gives, each with variants that tell at which layer a rewrite happened.

use cubecl::prelude::*;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "paper/rewrite.rs",
    text: include_str!("rewrite.rs"),
};

/// How an expression is written in a variant kernel.
pub mod variant {
    /// As written.
    pub const PLAIN: u32 = 0;
    /// Intermediates multiplied by `one` read at run time.
    pub const OPAQUE: u32 = 1;
    /// Intermediates sent through a bitcast to `u32` and back.
    pub const BITCAST: u32 = 2;
}

#[cube]
fn hide(x: f32, one: f32, #[comptime] variant: u32) -> f32 {
    if variant == variant::OPAQUE {
        x * one
    } else if variant == variant::BITCAST {
        f32::reinterpret(u32::reinterpret(x))
    } else {
        x
    }
}

/// TwoSum error term (Knuth): `s = a+b; v = s-a; e = (a-(s-v)) + (b-v)`; row 0 of `out` holds
/// `s`, row 1 holds `e`, which is exact in IEEE arithmetic and folds to 0 under `(a+b)-a = b`.
#[cube(launch)]
pub fn two_sum(
    a: &Array<f32>,
    b: &Array<f32>,
    one: &Array<f32>,
    out: &mut Array<f32>,
    #[comptime] variant: u32,
) {
    let n = a.len();
    let i = ABSOLUTE_POS;
    if i < n {
        let x = a[i];
        let y = b[i];
        let s = hide(x + y, one[0], variant);
        let v = hide(s - x, one[0], variant);
        let e = (x - hide(s - v, one[0], variant)) + (y - v);
        out[i] = s;
        out[n + i] = e;
    }
}

/// `(a*b)/a`, which folds to `b`; the operands are chosen so that IEEE gives another value.
#[cube(launch)]
pub fn mul_div(
    a: &Array<f32>,
    b: &Array<f32>,
    one: &Array<f32>,
    out: &mut Array<f32>,
    #[comptime] variant: u32,
) {
    let i = ABSOLUTE_POS;
    if i < a.len() {
        out[i] = hide(a[i] * b[i], one[0], variant) / a[i];
    }
}

/// `x*0`, which folds to `+0`; IEEE gives `-0` for negative x and NaN for infinities and NaN.
/// `literal` multiplies by the literal `0.0` (exposed to CubeCL's own folding), otherwise by
/// `zero[0]` read at run time.
#[cube(launch)]
pub fn mul_zero(
    x: &Array<f32>,
    zero: &Array<f32>,
    out: &mut Array<f32>,
    #[comptime] literal: bool,
) {
    let i = ABSOLUTE_POS;
    if i < x.len() {
        if literal {
            out[i] = x[i] * 0.0;
        } else {
            out[i] = x[i] * zero[0];
        }
    }
}

/// `x-x`, which folds to `+0`; IEEE gives NaN for infinities and NaN.
#[cube(launch)]
pub fn sub_self(x: &Array<f32>, one: &Array<f32>, out: &mut Array<f32>, #[comptime] variant: u32) {
    let i = ABSOLUTE_POS;
    if i < x.len() {
        out[i] = hide(x[i], one[0], variant) - x[i];
    }
}
