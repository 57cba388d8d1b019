//! Sine and cosine in double-double and quad-double (seed 001 §5.2, after QD): `x = j·π/2 + r`,
//! `r = k·π/1024 + t` (`|k| <= 256`, `|t| <= π/2048`), Taylor series of `sin t` and `cos t` in
//! `t²`, and the table of `sin(kπ/1024)`, `cos(kπ/1024)`:
//! `sin r = S_k cos t + C_k sin t`, `cos r = C_k cos t - S_k sin t`, then the quadrant `j mod 4`.
//!
//! The constants come from the host, exact in the word type, in one table (`c`, from
//! `offset`): `[horner, pieces, c_0 … c_(pieces-1), sine coefficients, cosine coefficients,
//! (S_k, C_k) for k = 0 … 256]`: `horner + 1` coefficients of each series in `t²` from the
//! highest (`(-1)^i/(2i+1)!` and `(-1)^i/(2i)!`), π/2 as `pieces` words of at most `p - 11` bits
//! (`m·c_i` exact for `|m| < 2^11`; `π/1024` is `π/2 · 2^-9`), every number as many words as the
//! arguments have. `fpsig_harness::qd::functions` builds it.
//!
//! Domain: `|x| < 2^10·π` (the quadrant count below 2^11).

use super::arithmetic::{
    dd_add, dd_at, dd_mul, dd_neg, dd_reduce, dd_scaled, dd_series, qd_add_swept, qd_at, qd_mul,
    qd_neg, qd_reduce, qd_scaled, qd_series, QuadWord, Transforms,
};
use super::double_word::Words;
use crate::eft::DoubleWord;
use cubecl::prelude::*;

/// Offsets in the constants table, after its start.
pub mod table {
    pub const HORNER: usize = 0;
    pub const PIECES: usize = 1;
    pub const HALF_PI: usize = 2;
    /// Entries `k = 0 … ENTRIES - 1` of the table of `sin(kπ/1024)`, `cos(kπ/1024)`.
    pub const ENTRIES: usize = 257;
}

/// π/2 in one word (its first two pieces' sum): the quadrant from it is off by one only where
/// `x` lies within a few of its ulps of an odd multiple of π/4.
#[cube]
fn nearest_half_pi<F: Float>(c: &Array<F>, offset: usize) -> F {
    c[offset + table::HALF_PI] + c[offset + table::HALF_PI + 1]
}

/// The nearest `k` to `r / (π/1024)`, within the table (`|r|` may pass π/4 by as much as the
/// quadrant's rounding left).
#[cube]
fn table_index<F: Float>(r: F, half_pi: F) -> F {
    let last = F::new((table::ENTRIES - 1) as f32);
    F::clamp(
        F::floor(r / (half_pi * F::new(1.0 / 512.0)) + F::new(0.5)),
        -last,
        last,
    )
}

/// `sin x` (or `cos x` if `cosine`) in double-double.
#[cube]
pub fn dd_sin_cos<F: Float>(
    x: DoubleWord<F>,
    k: Words<F>,
    c: &Array<F>,
    offset: usize,
    #[comptime] cosine: bool,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    let one = F::new(1.0);
    let terms = usize::cast_from(c[offset + table::HORNER]) + 1;
    let pieces = usize::cast_from(c[offset + table::PIECES]);
    let half_pi = nearest_half_pi::<F>(c, offset);
    let j = F::floor(x.hi / half_pi + F::new(0.5));
    let r = dd_reduce::<F>(x, j, one, k, c, offset + table::HALF_PI, pieces, t);
    let m = table_index::<F>(r.hi, half_pi);
    let tt = dd_reduce::<F>(
        r,
        m,
        F::new(1.0 / 512.0),
        k,
        c,
        offset + table::HALF_PI,
        pieces,
        t,
    );
    let u = dd_mul::<F>(tt, tt, k, t);
    let sines = offset + table::HALF_PI + pieces;
    let cosines = sines + 2 * terms;
    let entries = cosines + 2 * terms;
    let sin_t = dd_mul::<F>(dd_series::<F>(u, terms, k, c, sines, t), tt, k, t);
    let cos_t = dd_series::<F>(u, terms, k, c, cosines, t);
    let index = usize::cast_from(F::abs(m));
    let sign = select(m < F::new(0.0), -one, one);
    let s_k = dd_scaled::<F>(dd_at::<F>(c, entries + 4 * index), sign);
    let c_k = dd_at::<F>(c, entries + 4 * index + 2);
    let sin_r = dd_add::<F>(
        dd_mul::<F>(s_k, cos_t, k, t),
        dd_mul::<F>(c_k, sin_t, k, t),
        k,
        t,
    );
    let cos_r = dd_add::<F>(
        dd_mul::<F>(c_k, cos_t, k, t),
        dd_neg::<F>(dd_mul::<F>(s_k, sin_t, k, t)),
        k,
        t,
    );
    // Quadrant j mod 4 (cos x = sin(x + π/2): one quadrant on).
    let mut quadrant = i32::cast_from(j) & 3i32;
    if cosine {
        quadrant = (quadrant + 1i32) & 3i32;
    }
    let odd = (quadrant & 1i32) == 1i32;
    let negative = quadrant >= 2i32;
    let s = select(negative, -one, one);
    DoubleWord::<F> {
        hi: select(odd, cos_r.hi, sin_r.hi) * s,
        lo: select(odd, cos_r.lo, sin_r.lo) * s,
    }
}

/// `sin x` (or `cos x` if `cosine`) in quad-double, as [`dd_sin_cos`].
#[cube]
pub fn qd_sin_cos<F: Float>(
    x: QuadWord<F>,
    k: Words<F>,
    c: &Array<F>,
    offset: usize,
    #[comptime] cosine: bool,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let one = F::new(1.0);
    let terms = usize::cast_from(c[offset + table::HORNER]) + 1;
    let pieces = usize::cast_from(c[offset + table::PIECES]);
    let half_pi = nearest_half_pi::<F>(c, offset);
    let j = F::floor(x.x0 / half_pi + F::new(0.5));
    let r = qd_reduce::<F>(x, j, one, k, c, offset + table::HALF_PI, pieces, t);
    let m = table_index::<F>(r.x0, half_pi);
    let tt = qd_reduce::<F>(
        r,
        m,
        F::new(1.0 / 512.0),
        k,
        c,
        offset + table::HALF_PI,
        pieces,
        t,
    );
    let u = qd_mul::<F>(tt, tt, k, t);
    let sines = offset + table::HALF_PI + pieces;
    let cosines = sines + 4 * terms;
    let entries = cosines + 4 * terms;
    let sin_t = qd_mul::<F>(qd_series::<F>(u, terms, k, c, sines, t), tt, k, t);
    let cos_t = qd_series::<F>(u, terms, k, c, cosines, t);
    let index = usize::cast_from(F::abs(m));
    let sign = select(m < F::new(0.0), -one, one);
    let s_k = qd_scaled::<F>(qd_at::<F>(c, entries + 8 * index), sign);
    let c_k = qd_at::<F>(c, entries + 8 * index + 4);
    let sin_r = qd_add_swept::<F>(
        qd_mul::<F>(s_k, cos_t, k, t),
        qd_mul::<F>(c_k, sin_t, k, t),
        k,
        t,
    );
    let cos_r = qd_add_swept::<F>(
        qd_mul::<F>(c_k, cos_t, k, t),
        qd_neg::<F>(qd_mul::<F>(s_k, sin_t, k, t)),
        k,
        t,
    );
    let mut quadrant = i32::cast_from(j) & 3i32;
    if cosine {
        quadrant = (quadrant + 1i32) & 3i32;
    }
    let odd = (quadrant & 1i32) == 1i32;
    let negative = quadrant >= 2i32;
    let s = select(negative, -one, one);
    QuadWord::<F> {
        x0: select(odd, cos_r.x0, sin_r.x0) * s,
        x1: select(odd, cos_r.x1, sin_r.x1) * s,
        x2: select(odd, cos_r.x2, sin_r.x2) * s,
        x3: select(odd, cos_r.x3, sin_r.x3) * s,
    }
}
