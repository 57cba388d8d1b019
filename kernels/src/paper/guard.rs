//! TEST 5 and TEST 6 of seed 000 §3.2.2 (003 §2.3): guard bits of the adder, and the rounding
//! class of addition the guard-bit count depends on.

use cubecl::prelude::*;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "paper/guard.rs",
    text: include_str!("guard.rs"),
};

/// TEST 5 and TEST 6: for each `t = 2^-i`, row 0 of `out` holds `1.5 - t` (TEST 5, first adder),
/// row 1 `(1.5 - t) - 1.5` (TEST 6, second adder; an `(a-b)-a` shape, so `opaque` multiplies the
/// inner difference by `one`).
#[cube(launch)]
pub fn guard_subtraction<F: Float>(
    base: &Array<F>,
    t: &Array<F>,
    one: &Array<F>,
    out: &mut Array<F>,
    #[comptime] opaque: bool,
) {
    let n = t.len();
    let i = ABSOLUTE_POS;
    if i < n {
        let x = base[0];
        let mut diff = x - t[i];
        out[i] = diff;
        if opaque {
            diff *= one[0];
        }
        out[n + i] = diff - x;
    }
}

/// Rounding class of addition: `out[i] = a[i] + b[i]` on operand pairs whose exact sums lie a
/// quarter, a half (ties) and three quarters of an ulp above a float, of both signs.
#[cube(launch)]
pub fn rounding_sum<F: Float>(a: &Array<F>, b: &Array<F>, out: &mut Array<F>) {
    let i = ABSOLUTE_POS;
    if i < a.len() {
        out[i] = a[i] + b[i];
    }
}
