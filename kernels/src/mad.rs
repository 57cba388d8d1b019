//! TEST 4 of seed 000 §3.2.1 (003 §2.1): does a multiply-add keep the product's low bits?

use cubecl::prelude::*;

/// TEST 4, MAD as written: `out[i] = a[i] * b[i] + c[i]` with `c = -RN(a·b)` from the host.
///
/// A fused evaluation (or a compiler contracting it into an FMA) returns the product's rounding
/// error; an unfused one returns 0. `opaque` multiplies the product by `one` first, which still
/// allows `fma(a*b, one, c)` but never keeps the low bits of `a*b`: the unfused reference.
#[cube(launch)]
pub fn mad_expression(
    a: &Array<f32>,
    b: &Array<f32>,
    c: &Array<f32>,
    one: &Array<f32>,
    out: &mut Array<f32>,
    #[comptime] opaque: bool,
) {
    let i = ABSOLUTE_POS;
    if i < a.len() {
        let mut p = a[i] * b[i];
        if opaque {
            p *= one[0];
        }
        out[i] = p + c[i];
    }
}

/// TEST 4 with the explicit builtin: `out[i] = fma(a[i], b[i], c[i])`.
#[cube(launch)]
pub fn mad_fma(a: &Array<f32>, b: &Array<f32>, c: &Array<f32>, out: &mut Array<f32>) {
    let i = ABSOLUTE_POS;
    if i < a.len() {
        out[i] = fma(a[i], b[i], c[i]);
    }
}
