//! Double-word ("float-float", "double-double") operators built on the error-free transforms of
//! [`crate::eft`], generic over the word type and over the transforms' formulation, as `#[cube]`
//! functions users can call from their own kernels.
//!
//! - Add22 as the seed gives it (seed 000 Theorem 4, after Bailey): seven Priest Add12;
//!   `2^-47 (|xh|+|yh|)` for binary32 words.
//! - The accurate double-word sum (Joldes–Muller–Popescu 2017, Algorithm 6, AccurateDWPlusDW):
//!   `3u² + 13u³` relative to the exact sum.
//! - Mul22 as the seed gives it (seed 000 Theorem 5): Dekker's Mul12, the cross products, Add12;
//!   `2^-44` for binary32 words.
//! - The FMA double-word product (JMP 2017 Algorithm 12, DWTimesDW3): `4u²` (Muller–Rideau 2022,
//!   Theorem 2.8; JMP proved 5u²).
//! - Double-word division (JMP 2017 Algorithm 17, DWDivDW2, with DWTimesFP1 at line 2):
//!   `15u² + 56u³`.
//! - Double-word square root (Lefèvre, Louvet, Muller, Picot, Rideau 2022, SQRTDWtoDW): `25/8 u²`.
//!
//! The bounds hold while no intermediate result overflows or underflows, for double-word
//! operands (`xh = RN(xh + xl)`). `constants` of every kernel holds `[split constant, one]`.

use crate::eft::{add12_priest, fast_two_sum, two_prod_dekker, two_prod_fma, two_sum, DoubleWord};
use cubecl::prelude::*;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "multi_word/double_word.rs",
    text: include_str!("double_word.rs"),
};

/// Which operator [`double_words`] and [`chained`] run.
pub mod operator {
    pub const ADD22_SEED: u32 = 0;
    pub const ADD22_ACCURATE: u32 = 1;
    pub const MUL22_SEED: u32 = 2;
    pub const MUL22_FMA: u32 = 3;
    pub const DIV22: u32 = 4;
    pub const SQRT22: u32 = 5;
}

/// The run-time constants every operator takes: Veltkamp's constant and an opaque one.
#[derive(CubeType, Clone, Copy)]
pub struct Words<F: Float> {
    pub split: F,
    pub one: F,
}

/// Seed 000 Theorem 4: Add22 from seven Priest Add12.
#[cube]
pub fn add22_seed<F: Float>(
    x: DoubleWord<F>,
    y: DoubleWord<F>,
    k: Words<F>,
    #[comptime] form: u32,
) -> DoubleWord<F> {
    let a = add12_priest::<F>(x.hi, y.hi, k.one, form);
    let b = add12_priest::<F>(x.lo, y.lo, k.one, form);
    let c = add12_priest::<F>(a.lo, b.hi, k.one, form);
    let d = add12_priest::<F>(b.lo, c.lo, k.one, form);
    let e = add12_priest::<F>(c.hi, d.hi, k.one, form);
    let s = add12_priest::<F>(a.hi, e.hi, k.one, form);
    let t = add12_priest::<F>(e.lo, s.lo, k.one, form);
    DoubleWord::<F> { hi: s.hi, lo: t.hi }
}

/// JMP 2017 Algorithm 6 (AccurateDWPlusDW).
#[cube]
pub fn add22_accurate<F: Float>(
    x: DoubleWord<F>,
    y: DoubleWord<F>,
    k: Words<F>,
    #[comptime] form: u32,
) -> DoubleWord<F> {
    let s = two_sum::<F>(x.hi, y.hi, k.one, form);
    let t = two_sum::<F>(x.lo, y.lo, k.one, form);
    let c = s.lo + t.hi;
    let v = fast_two_sum::<F>(s.hi, c, k.one, form);
    let w = t.lo + v.lo;
    fast_two_sum::<F>(v.hi, w, k.one, form)
}

/// Seed 000 Theorem 5: Mul22 from Dekker's Mul12 and Priest's Add12.
#[cube]
pub fn mul22_seed<F: Float>(
    x: DoubleWord<F>,
    y: DoubleWord<F>,
    k: Words<F>,
    #[comptime] form: u32,
) -> DoubleWord<F> {
    let t = two_prod_dekker::<F>(x.hi, y.hi, k.split, k.one, form);
    let t3 = (x.hi * y.lo + x.lo * y.hi) + t.lo;
    add12_priest::<F>(t.hi, t3, k.one, form)
}

/// JMP 2017 Algorithm 12 (DWTimesDW3): needs a fused `fma`.
#[cube]
pub fn mul22_fma<F: Float>(
    x: DoubleWord<F>,
    y: DoubleWord<F>,
    k: Words<F>,
    #[comptime] form: u32,
) -> DoubleWord<F> {
    let c = two_prod_fma::<F>(x.hi, y.hi, k.one, form);
    let tl0 = x.lo * y.lo;
    let tl1 = fma(x.hi, y.lo, tl0);
    let cl2 = fma(x.lo, y.hi, tl1);
    let cl3 = c.lo + cl2;
    fast_two_sum::<F>(c.hi, cl3, k.one, form)
}

/// JMP 2017 Algorithm 7 (DWTimesFP1): double-word times word, `1.5u² + 4u³`.
#[cube]
pub fn mul21<F: Float>(
    x: DoubleWord<F>,
    y: F,
    k: Words<F>,
    #[comptime] form: u32,
) -> DoubleWord<F> {
    let c = two_prod_dekker::<F>(x.hi, y, k.split, k.one, form);
    let cl2 = x.lo * y;
    let t = fast_two_sum::<F>(c.hi, cl2, k.one, form);
    let tl2 = t.lo + c.lo;
    fast_two_sum::<F>(t.hi, tl2, k.one, form)
}

/// JMP 2017 Algorithm 17 (DWDivDW2).
#[cube]
pub fn div22<F: Float>(
    x: DoubleWord<F>,
    y: DoubleWord<F>,
    k: Words<F>,
    #[comptime] form: u32,
) -> DoubleWord<F> {
    let th = x.hi / y.hi;
    let r = mul21::<F>(y, th, k, form);
    let pi = x.hi - r.hi;
    let delta_l = x.lo - r.lo;
    let delta = pi + delta_l;
    let tl = delta / y.hi;
    fast_two_sum::<F>(th, tl, k.one, form)
}

/// SQRTDWtoDW (Lefèvre et al. 2022), with `xh - sh²` from an exact product: `xh - p` is exact
/// (Sterbenz) and so is the subtraction of `pl`, since `xh - sh²` is a floating-point number.
#[cube]
pub fn sqrt22<F: Float>(x: DoubleWord<F>, k: Words<F>, #[comptime] form: u32) -> DoubleWord<F> {
    let sh = F::sqrt(x.hi);
    let p = two_prod_dekker::<F>(sh, sh, k.split, k.one, form);
    let rho1 = (x.hi - p.hi) - p.lo;
    let rho2 = x.lo + rho1;
    let sl = rho2 / (sh + sh);
    fast_two_sum::<F>(sh, sl, k.one, form)
}

/// One operator on `(x, y)` (`y` unused by the square root).
#[cube]
pub fn apply<F: Float>(
    x: DoubleWord<F>,
    y: DoubleWord<F>,
    k: Words<F>,
    #[comptime] op: u32,
    #[comptime] form: u32,
) -> DoubleWord<F> {
    if op == operator::ADD22_SEED {
        add22_seed::<F>(x, y, k, form)
    } else if op == operator::ADD22_ACCURATE {
        add22_accurate::<F>(x, y, k, form)
    } else if op == operator::MUL22_SEED {
        mul22_seed::<F>(x, y, k, form)
    } else if op == operator::MUL22_FMA {
        mul22_fma::<F>(x, y, k, form)
    } else if op == operator::DIV22 {
        div22::<F>(x, y, k, form)
    } else {
        sqrt22::<F>(x, k, form)
    }
}

/// Double word `i` of `n`: its high word at `i`, its low word at `n + i`.
#[cube]
pub(crate) fn load<F: Float>(words: &Array<F>, i: usize, n: usize) -> DoubleWord<F> {
    DoubleWord::<F> {
        hi: words[i],
        lo: words[n + i],
    }
}

/// `[split constant, one]` as [`Words`].
#[cube]
pub(crate) fn constants<F: Float>(c: &Array<F>) -> Words<F> {
    Words::<F> {
        split: c[0],
        one: c[1],
    }
}

/// Element-wise operator: `x`, `y` and `out` hold the high words of `n` double words, then the
/// low words. `stride` 0: one element per thread; otherwise the threads launched, thread `t`
/// taking elements `t`, `t + stride`, … (the launch the fastest copies use).
#[cube(launch)]
pub fn double_words<F: Float>(
    x: &Array<F>,
    y: &Array<F>,
    c: &Array<F>,
    out: &mut Array<F>,
    #[comptime] op: u32,
    #[comptime] form: u32,
    #[comptime] stride: u32,
) {
    let n = x.len() / 2;
    let k = constants::<F>(c);
    let mut i = ABSOLUTE_POS;
    if stride == 0 {
        if i < n {
            double_word_at::<F>(x, y, k, out, i, n, op, form);
        }
    } else {
        while i < n {
            double_word_at::<F>(x, y, k, out, i, n, op, form);
            i += stride as usize;
        }
    }
}

#[cube]
#[allow(clippy::too_many_arguments)]
fn double_word_at<F: Float>(
    x: &Array<F>,
    y: &Array<F>,
    k: Words<F>,
    out: &mut Array<F>,
    i: usize,
    n: usize,
    #[comptime] op: u32,
    #[comptime] form: u32,
) {
    let z = apply::<F>(load::<F>(x, i, n), load::<F>(y, i, n), k, op, form);
    out[i] = z.hi;
    out[n + i] = z.lo;
}

/// Compute-bound form: four independent accumulators per element, each replaced `repeats`
/// times by `op(accumulator, y)`; the four results' sum is stored.
#[cube(launch)]
pub fn chained<F: Float>(
    x: &Array<F>,
    y: &Array<F>,
    c: &Array<F>,
    out: &mut Array<F>,
    #[comptime] op: u32,
    #[comptime] form: u32,
    #[comptime] repeats: u32,
) {
    let n = x.len() / 2;
    let i = ABSOLUTE_POS;
    if i < n {
        let k = constants::<F>(c);
        let step = load::<F>(y, i, n);
        let start = load::<F>(x, i, n);
        // Accumulators as separate words: CubeCL reassigns scalars, not structs, in a loop.
        let mut h0 = start.hi;
        let mut l0 = start.lo;
        let mut h1 = start.hi * k.split;
        let mut l1 = start.lo * k.split;
        let mut h2 = start.hi + k.one;
        let mut l2 = start.lo;
        let mut h3 = start.hi - k.one;
        let mut l3 = start.lo;
        for _ in 0..repeats {
            let r0 = apply::<F>(DoubleWord::<F> { hi: h0, lo: l0 }, step, k, op, form);
            let r1 = apply::<F>(DoubleWord::<F> { hi: h1, lo: l1 }, step, k, op, form);
            let r2 = apply::<F>(DoubleWord::<F> { hi: h2, lo: l2 }, step, k, op, form);
            let r3 = apply::<F>(DoubleWord::<F> { hi: h3, lo: l3 }, step, k, op, form);
            h0 = r0.hi;
            l0 = r0.lo;
            h1 = r1.hi;
            l1 = r1.lo;
            h2 = r2.hi;
            l2 = r2.lo;
            h3 = r3.hi;
            l3 = r3.lo;
        }
        out[i] = (h0 + h1) + (h2 + h3);
        out[n + i] = (l0 + l1) + (l2 + l3);
    }
}

/// The seed's Annex B baselines: `x+y`, `x·y` and `x·y+z` as written, on the high words.
pub mod basic {
    pub const ADD: u32 = 0;
    pub const MUL: u32 = 1;
    pub const MAD: u32 = 2;
}

/// One basic operation per element (Annex B's Add, Mul, Mad columns).
#[cube(launch)]
pub fn basic_words<F: Float>(
    x: &Array<F>,
    y: &Array<F>,
    z: &Array<F>,
    out: &mut Array<F>,
    #[comptime] op: u32,
) {
    let i = ABSOLUTE_POS;
    if i < out.len() {
        if op == basic::ADD {
            out[i] = x[i] + y[i];
        } else if op == basic::MUL {
            out[i] = x[i] * y[i];
        } else {
            out[i] = x[i] * y[i] + z[i];
        }
    }
}

/// An instruction rate of `F`: eight independent chains per element, `repeats` long, of `fma`
/// (`v·m + a` as one instruction) if `fused`, else of products `v·m`.
#[cube(launch)]
pub fn fma_chains<F: Float>(
    x: &Array<F>,
    c: &Array<F>,
    out: &mut Array<F>,
    #[comptime] repeats: u32,
    #[comptime] fused: bool,
) {
    let i = ABSOLUTE_POS;
    if i < out.len() {
        let m = c[0];
        let a = c[1];
        let mut v0 = x[i];
        let mut v1 = v0 + a;
        let mut v2 = v1 + a;
        let mut v3 = v2 + a;
        let mut v4 = v3 + a;
        let mut v5 = v4 + a;
        let mut v6 = v5 + a;
        let mut v7 = v6 + a;
        for _ in 0..repeats {
            if fused {
                v0 = fma(v0, m, a);
                v1 = fma(v1, m, a);
                v2 = fma(v2, m, a);
                v3 = fma(v3, m, a);
                v4 = fma(v4, m, a);
                v5 = fma(v5, m, a);
                v6 = fma(v6, m, a);
                v7 = fma(v7, m, a);
            } else {
                v0 *= m;
                v1 *= m;
                v2 *= m;
                v3 *= m;
                v4 *= m;
                v5 *= m;
                v6 *= m;
                v7 *= m;
            }
        }
        out[i] = ((v0 + v1) + (v2 + v3)) + ((v4 + v5) + (v6 + v7));
    }
}

/// Device copy, for the bandwidth floor of the element-wise operators: thread `t` copies words
/// `t`, `t + stride`, … (`stride`: the threads launched; one word each when it covers `out`).
#[cube(launch)]
pub fn copy<T: CubePrimitive>(x: &Array<T>, out: &mut Array<T>, #[comptime] stride: u32) {
    let mut i = ABSOLUTE_POS;
    while i < out.len() {
        out[i] = x[i];
        i += stride as usize;
    }
}

/// [`copy`] of vectors of `N` u32 words (`N` given at launch): 16-byte words for `N = 4`.
#[cube(launch)]
pub fn copy_vectors<N: Size>(
    x: &Array<Vector<u32, N>>,
    out: &mut Array<Vector<u32, N>>,
    #[comptime] stride: u32,
) {
    let mut i = ABSOLUTE_POS;
    while i < out.len() {
        out[i] = x[i];
        i += stride as usize;
    }
}
