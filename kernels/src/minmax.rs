//! `min`, `max` and `clamp` as each API's builtin computes them: with a NaN operand on either
//! side, with −0 and +0 in both orders, with subnormals. IEEE 754-2019's minimum/maximum
//! propagate a NaN and order −0 below +0; 754-2008's minNum/maxNum return the number and may
//! return either zero; the APIs word their builtins differently again.

use cubecl::prelude::*;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "minmax.rs",
    text: include_str!("minmax.rs"),
};

/// For each `i`: `out[3i] = min(a[i], b[i])`, `out[3i + 1] = max(a[i], b[i])` and
/// `out[3i + 2] = clamp(a[i], b[i], c[i])`, every operand read from a buffer.
#[cube(launch)]
pub fn min_max_clamp<F: Float>(a: &Array<F>, b: &Array<F>, c: &Array<F>, out: &mut Array<F>) {
    let i = ABSOLUTE_POS;
    if i < a.len() {
        out[3 * i] = F::min(a[i], b[i]);
        out[3 * i + 1] = F::max(a[i], b[i]);
        out[3 * i + 2] = F::clamp(a[i], b[i], c[i]);
    }
}
