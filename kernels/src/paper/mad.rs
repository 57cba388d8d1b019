//! TEST 4 of seed 000 §3.2.1 (003 §2.1): does a multiply-add keep the product's low bits?

use cubecl::prelude::*;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "paper/mad.rs",
    text: include_str!("mad.rs"),
};

/// How the multiply-add is written.
pub mod form {
    /// `a*b + c` as written: a compiler may contract it into an FMA.
    pub const EXPRESSION: u32 = 0;
    /// `(a*b)*one + c`: may still become `fma(a*b, one, c)`, which never keeps the low bits of
    /// `a*b`: the unfused reference.
    pub const OPAQUE: u32 = 1;
    /// The explicit `fma(a, b, c)` builtin.
    pub const BUILTIN: u32 = 2;
}

/// TEST 4, MAD/FMA: `out[i] = a[i]*b[i] + c[i]` in the given [`form`], with `c = -RN(a·b)` from
/// the host. A fused evaluation returns the product's rounding error; an unfused one returns 0.
#[cube(launch)]
pub fn mad(
    a: &Array<f32>,
    b: &Array<f32>,
    c: &Array<f32>,
    one: &Array<f32>,
    out: &mut Array<f32>,
    #[comptime] written: u32,
) {
    let i = ABSOLUTE_POS;
    if i < a.len() {
        if written == form::BUILTIN {
            out[i] = fma(a[i], b[i], c[i]);
        } else {
            let mut p = a[i] * b[i];
            if written == form::OPAQUE {
                p *= one[0];
            }
            out[i] = p + c[i];
        }
    }
}
