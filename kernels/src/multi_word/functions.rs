//! Exponential and logarithm in double-double and quad-double (seed 001 §5.2, after QD): exp by
//! argument reduction `x = m·ln 2 + 256·r`, a Taylor series of `e^r - 1` and eight squarings
//! `s ← 2s + s²`; log by Newton's iteration `y ← y + x·e^(-y) - 1` from binary32's logarithm.
//!
//! The constants come from the host, exact in the word type, in one table (`table`, from
//! `offset`), since a literal would be rounded to one word:
//! `[terms, ln2 pieces, Newton steps, c_0 … c_(pieces-1), 1/terms! … 1/2!]`: `terms` the degree of
//! the Taylor polynomial, ln 2 as `pieces` words of at most `p - 11` bits (so that `m·c_i` is exact
//! for `|m| < 2^11`), the Newton steps the logarithm takes from its 24-bit start, then the
//! Taylor coefficients `1/n!` from the highest down, each as many words as the numbers have.
//! `fpsig_harness::qd::functions` builds it.
//!
//! The ±1 added to a result is the opaque `k.one`, not a literal, so that a compiler cannot fold
//! the Two-Sum that adds it.
//!
//! Domain: `|x| <= 700` for exp on binary64 words (87 on binary32), `x` positive and within
//! binary32's normal range for log.

use super::arithmetic::{
    dd_add, dd_add_sloppy, dd_add_word, dd_mul, dd_neg, dd_reduce, dd_scaled, dd_series,
    qd_add_sloppy, qd_add_swept, qd_add_word, qd_mul, qd_neg, qd_reduce, qd_scaled, qd_series,
    two_prod, QuadWord, Transforms,
};
use super::double_word::Words;
use crate::eft::{fast_two_sum, two_sum, DoubleWord};
use cubecl::prelude::*;

/// Offsets in the constants table, after its start.
pub mod table {
    pub const TERMS: usize = 0;
    pub const PIECES: usize = 1;
    pub const NEWTON_STEPS: usize = 2;
    pub const ATANH_TERMS: usize = 3;
    pub const LN2: usize = 4;
}

/// `2^m` for an integral `m`, `|m| < 2^11`, exactly (0 or ∞ past the word's range): the
/// product of the powers `2^(±2^j)` of `|m|`'s bits.
#[cube]
pub fn power_of_two<F: Float>(m: F) -> F {
    let mut bits = u32::cast_from(F::abs(m));
    let mut p = select(m < F::new(0.0), F::new(0.5), F::new(2.0));
    let mut s = F::new(1.0);
    for _ in 0..11u32 {
        s = select((bits & 1u32) == 1u32, s * p, s);
        p *= p;
        bits >>= 1u32;
    }
    s
}

/// The nearest integer to `x / ln 2`, from the first piece of ln 2.
#[cube]
fn multiple_of_ln2<F: Float>(x: F, c: &Array<F>, offset: usize) -> F {
    F::floor(x / c[offset + table::LN2] + F::new(0.5))
}

/// `e^x` in double-double.
#[cube]
pub fn dd_exp<F: Float>(
    x: DoubleWord<F>,
    k: Words<F>,
    c: &Array<F>,
    offset: usize,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    let terms = usize::cast_from(c[offset + table::TERMS]);
    let pieces = usize::cast_from(c[offset + table::PIECES]);
    let m = multiple_of_ln2::<F>(x.hi, c, offset);
    let ln2 = offset + table::LN2;
    let r = dd_scaled::<F>(
        dd_reduce::<F>(x, m, F::new(1.0), k, c, ln2, pieces, t),
        F::new(1.0 / 256.0),
    );
    // e^r - 1 = r·(1 + r·(1/2! + r·(1/3! + …))), Horner from 1/terms!.
    let series = dd_series::<F>(r, terms - 1, k, c, ln2 + pieces, t);
    let s = dd_add_word::<F>(dd_mul::<F>(series, r, k, t), k.one, k, t);
    let e = dd_mul::<F>(s, r, k, t);
    // (1 + s)² - 1 = 2s + s², eight times: e^(256 r) - 1. Before each, |s| <= e^(ln 2 / 4) - 1
    // < 0.19 leaves s² below a tenth of |2s|: the sum never cancels, and QD's sloppy one keeps
    // its relative accuracy.
    let mut e_hi = e.hi;
    let mut e_lo = e.lo;
    for _ in 0..8u32 {
        let s = DoubleWord::<F> { hi: e_hi, lo: e_lo };
        let next = dd_add_sloppy::<F>(
            dd_scaled::<F>(s, F::new(2.0)),
            dd_mul::<F>(s, s, k, t),
            k,
            t,
        );
        e_hi = next.hi;
        e_lo = next.lo;
    }
    let one_plus = dd_add_word::<F>(DoubleWord::<F> { hi: e_hi, lo: e_lo }, k.one, k, t);
    dd_scaled::<F>(one_plus, power_of_two::<F>(m))
}

/// The start of Newton's logarithm: `ln x` as two words, within `2^-(p+3)` absolute for `x`
/// a positive normal binary32, `p` the word's precision. With `e` the exponent of binary32's
/// `x`, one more where its significand is at least √2, and `m = x·2^-e` (so `|m - 1| <= 0.42`,
/// `f = m - 1` exact), `ln x = e·ln 2 + 2·atanh(s)`, `s = f / (2 + f)`, `|s| <= 0.172`: `s`
/// to about `2^-2p` relative as `s_hi + s_lo` (the sum `2 + f` exact in two words, one
/// reciprocal, the quotient's residual by Two-Prod), `2·atanh(s) = 2s + 2s³·(1/3 + s²/5 + …)`,
/// the series' coefficients as many as leave the first one left out below `2^-(p+6)` (the
/// host's `atanh_terms`), its rounding errors below `2^-(p+6)` too, as the sum's terms are
/// below `2^-8`; `e·c_i` is exact and the words' sum keeps `2^-2p` relative.
#[cube]
pub fn log_start<F: Float>(
    x: F,
    k: Words<F>,
    c: &Array<F>,
    offset: usize,
    series: usize,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    let bits = u32::reinterpret(f32::cast_from(x));
    let above = i32::cast_from((bits & 0x7f_ffffu32) >= 0x35_04f3u32);
    let e = i32::cast_from(bits >> 23u32) - 127i32 + above;
    // 2^-e as two binary32 factors, each within binary32's normal range.
    let half = e / 2i32;
    let first = f32::reinterpret(u32::cast_from(127i32 - half) << 23u32);
    let second = f32::reinterpret(u32::cast_from(127i32 - (e - half)) << 23u32);
    let f = x * F::cast_from(first) * F::cast_from(second) - k.one;
    let two = fast_two_sum::<F>(k.one + k.one, f, k.one, t.form);
    let inverse = k.one / two.hi;
    let s = f * inverse;
    let p = two_prod::<F>(s, two.hi, k, t);
    let s_lo = (((f - p.hi) - p.lo) - s * two.lo) * inverse;
    let z = s * s;
    let terms = usize::cast_from(c[offset + table::ATANH_TERMS]);
    let mut q = c[series];
    for i in 1..terms {
        q = q * z + c[series + i];
    }
    let atanh = fast_two_sum::<F>(s + s, F::new(2.0) * (s_lo + s * z * q), k.one, t.form);
    let pieces = usize::cast_from(c[offset + table::PIECES]);
    let ln2 = offset + table::LN2;
    let e = F::cast_from(e);
    let head = two_sum::<F>(e * c[ln2], atanh.hi, k.one, t.form);
    let mut tail = atanh.lo;
    for i in 1..pieces {
        tail += e * c[ln2 + i];
    }
    fast_two_sum::<F>(head.hi, head.lo + tail, k.one, t.form)
}

/// Where the start's coefficients lie in the table of `words`-word numbers.
#[cube]
fn atanh_series<F: Float>(c: &Array<F>, offset: usize, #[comptime] words: usize) -> usize {
    let terms = usize::cast_from(c[offset + table::TERMS]);
    let pieces = usize::cast_from(c[offset + table::PIECES]);
    offset + table::LN2 + pieces + words * (terms - 1)
}

/// `ln x` in double-double: Newton's iteration on [`dd_exp`] from [`log_start`].
#[cube]
pub fn dd_log<F: Float>(
    x: DoubleWord<F>,
    k: Words<F>,
    c: &Array<F>,
    offset: usize,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    let steps = u32::cast_from(c[offset + table::NEWTON_STEPS]);
    let start = log_start::<F>(x.hi, k, c, offset, atanh_series::<F>(c, offset, 2usize), t);
    let mut y_hi = start.hi;
    let mut y_lo = start.lo;
    for _ in 0..steps {
        let minus = dd_neg::<F>(DoubleWord::<F> { hi: y_hi, lo: y_lo });
        let e = dd_mul::<F>(x, dd_exp::<F>(minus, k, c, offset, t), k, t);
        let y = dd_add::<F>(
            DoubleWord::<F> { hi: y_hi, lo: y_lo },
            dd_add_word::<F>(e, -k.one, k, t),
            k,
            t,
        );
        y_hi = y.hi;
        y_lo = y.lo;
    }
    DoubleWord::<F> { hi: y_hi, lo: y_lo }
}

/// `e^x` in quad-double, as [`dd_exp`].
#[cube]
pub fn qd_exp<F: Float>(
    x: QuadWord<F>,
    k: Words<F>,
    c: &Array<F>,
    offset: usize,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let terms = usize::cast_from(c[offset + table::TERMS]);
    let pieces = usize::cast_from(c[offset + table::PIECES]);
    let m = multiple_of_ln2::<F>(x.x0, c, offset);
    let ln2 = offset + table::LN2;
    let r = qd_scaled::<F>(
        qd_reduce::<F>(x, m, F::new(1.0), k, c, ln2, pieces, t),
        F::new(1.0 / 256.0),
    );
    let series = qd_series::<F>(r, terms - 1, k, c, ln2 + pieces, t);
    let s = qd_add_word::<F>(qd_mul::<F>(series, r, k, t), k.one, k, t);
    let e = qd_mul::<F>(s, r, k, t);
    let mut e0 = e.x0;
    let mut e1 = e.x1;
    let mut e2 = e.x2;
    let mut e3 = e.x3;
    for _ in 0..8u32 {
        let s = QuadWord::<F> {
            x0: e0,
            x1: e1,
            x2: e2,
            x3: e3,
        };
        // As in dd_exp, the sum never cancels.
        let next = qd_add_sloppy::<F>(
            qd_scaled::<F>(s, F::new(2.0)),
            qd_mul::<F>(s, s, k, t),
            k,
            t,
        );
        e0 = next.x0;
        e1 = next.x1;
        e2 = next.x2;
        e3 = next.x3;
    }
    let one_plus = qd_add_word::<F>(
        QuadWord::<F> {
            x0: e0,
            x1: e1,
            x2: e2,
            x3: e3,
        },
        k.one,
        k,
        t,
    );
    qd_scaled::<F>(one_plus, power_of_two::<F>(m))
}

/// `ln x` in quad-double, as [`dd_log`].
#[cube]
pub fn qd_log<F: Float>(
    x: QuadWord<F>,
    k: Words<F>,
    c: &Array<F>,
    offset: usize,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let steps = u32::cast_from(c[offset + table::NEWTON_STEPS]);
    let start = log_start::<F>(x.x0, k, c, offset, atanh_series::<F>(c, offset, 4usize), t);
    let mut y0 = start.hi;
    let mut y1 = start.lo;
    let mut y2 = F::new(0.0);
    let mut y3 = F::new(0.0);
    for _ in 0..steps {
        let y = QuadWord::<F> {
            x0: y0,
            x1: y1,
            x2: y2,
            x3: y3,
        };
        let minus = qd_neg::<F>(y);
        let e = qd_mul::<F>(x, qd_exp::<F>(minus, k, c, offset, t), k, t);
        let next = qd_add_swept::<F>(y, qd_add_word::<F>(e, -k.one, k, t), k, t);
        y0 = next.x0;
        y1 = next.x1;
        y2 = next.x2;
        y3 = next.x3;
    }
    QuadWord::<F> {
        x0: y0,
        x1: y1,
        x2: y2,
        x3: y3,
    }
}
