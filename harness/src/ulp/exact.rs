//! The ground every map and envelope stands on: the exact value of a function at its operands
//! (MPFR), and the position of a value among a format's values, so that neighbours differ by
//! one. Nothing here depends on the rest of the module.

use super::Function;
use crate::simulated::Format;
use rug::ops::Pow;
use rug::Float;

/// MPFR's working precision: the exact value to far beyond binary64's 53 bits.
pub(super) const WORKING_BITS: u32 = 256;
/// fma's: the exact value of `x·y + z` for any binary64 operands.
pub(super) const FMA_BITS: u32 = 2200;

/// 2^e, subnormal powers included (`powi` underflows below 2^-1022).
pub(super) fn pow2(e: i32) -> f64 {
    2f64.powi(e / 2) * 2f64.powi(e - e / 2)
}

/// The value of `f` at the operands, from MPFR (NaN where undefined).
pub fn exact(f: Function, a: [f64; 3]) -> Float {
    let bits = if f == Function::Fma {
        FMA_BITS
    } else {
        WORKING_BITS
    };
    let [x, y, z] = a.map(|v| Float::with_val(bits, v));
    match f {
        Function::Div => Float::with_val(bits, &x / &y),
        Function::Recip => Float::with_val(bits, 1 / &x),
        Function::Sqrt => x.sqrt(),
        // 1/√x, not MPFR's rec_sqrt, which gives +inf at -0 where 1/√-0 is -inf.
        Function::InverseSqrt => Float::with_val(bits, 1 / x.sqrt()),
        Function::Exp => x.exp(),
        Function::Log => x.ln(),
        Function::Sin => x.sin(),
        Function::Cos => x.cos(),
        Function::Tan => x.tan(),
        Function::Pow => x.pow(&y),
        Function::Fma => x.mul_add(&y, &z),
    }
}

/// The position of `v` among the format's values in increasing order (0 for both zeros, one
/// past the largest finite value for infinity), so that neighbours differ by one.
pub fn ordinal(format: Format, v: f64) -> i64 {
    let p = format.precision as i32;
    let per_binade = 1i64 << (p - 1);
    let magnitude = v.abs();
    let steps = if magnitude.is_infinite() {
        (format.emax - format.emin + 2) as i64 * per_binade
    } else if magnitude < pow2(format.emin) {
        (magnitude / pow2(format.emin - p + 1)) as i64
    } else {
        let e = magnitude.log2().floor() as i32;
        // log2 may round up just below a power of two.
        let e = if pow2(e) > magnitude { e - 1 } else { e };
        (e - format.emin + 1) as i64 * per_binade + (magnitude / pow2(e - p + 1)) as i64
            - per_binade
    };
    if v < 0.0 {
        -steps
    } else {
        steps
    }
}

/// The format's value at position `n` of [`ordinal`].
pub fn from_ordinal(format: Format, n: i64) -> f64 {
    let p = format.precision as i32;
    let per_binade = 1i64 << (p - 1);
    let steps = n.abs();
    let binade = steps / per_binade;
    let magnitude = if binade > (format.emax - format.emin + 1) as i64 {
        f64::INFINITY
    } else if binade == 0 {
        steps as f64 * pow2(format.emin - p + 1)
    } else {
        let e = format.emin + binade as i32 - 1;
        (per_binade + steps % per_binade) as f64 * pow2(e - p + 1)
    };
    if n < 0 {
        -magnitude
    } else {
        magnitude
    }
}
