//! TEST 2 and TEST 3 of seed 000 §3.2.1 (003 §2.1): exponent range and precision of registers.

use cubecl::prelude::*;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "paper/register.rs",
    text: include_str!("register.rs"),
};

/// TEST 2, register exponent range: `(MAX + MAX) - MAX` with `MAX` read from `max[0]`.
///
/// IEEE binary32 gives `+inf` (the sum overflows); a register with a wider exponent range gives
/// `MAX`. The expression is an `(a+b)-a` shape a compiler may fold to `MAX` as well, hence the
/// opaque variant `((MAX + MAX) * one) - MAX`.
#[cube(launch)]
pub fn register_range<F: Float>(
    max: &Array<F>,
    one: &Array<F>,
    out: &mut Array<F>,
    #[comptime] opaque: bool,
) {
    if ABSOLUTE_POS == 0 {
        let m = max[0];
        let mut sum = m + m;
        if opaque {
            sum *= one[0];
        }
        out[0] = sum - m;
    }
}

/// TEST 3, register precision: for each `t = 2^-i` of `t`, row 0 of `out` holds `1.5 + t` as
/// stored, row 1 the in-register difference `(1.5 + t) - 1.5` (zero from the first `i` the sum
/// rounds to 1.5: the number of significand bits in registers), row 2 `(1.5 - t) + t`.
///
/// Rows 1 and 2 are `(a+b)-a` shapes; `opaque` multiplies the inner result by `one`.
#[cube(launch)]
pub fn register_precision<F: Float>(
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
        let mut sum = x + t[i];
        let mut diff = x - t[i];
        if opaque {
            sum *= one[0];
            diff *= one[0];
        }
        out[i] = sum;
        out[n + i] = sum - x;
        out[2 * n + i] = diff + t[i];
    }
}
