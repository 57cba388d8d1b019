//! The arithmetic of double-word and quad-word numbers: sums, products, quotients, square
//! roots and the helpers of the elementary functions (argument reduction, series), with the
//! operation ids of [`super::multi_words`].

use super::double_word::{add22_accurate, Words};
use crate::eft::{fast_two_sum, two_prod_dekker, two_prod_fma, two_sum, DoubleWord};
use cubecl::prelude::*;

/// How the error-free transforms are written: `form` from `eft::formulation`, and `fused`
/// where Two-Prod may use the backend's `fma` (Dekker's product otherwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Transforms {
    pub form: u32,
    pub fused: bool,
}

/// A double-double number `hi + lo`, `|lo| <= ulp(hi)/2`.
pub type DoubleDouble = DoubleWord<f64>;

/// A quad-word number `x0 + x1 + x2 + x3`, each word at most half an ulp of the one before
/// (seed 001 §3.2).
#[derive(CubeType, Clone, Copy)]
pub struct QuadWord<F: Float> {
    pub x0: F,
    pub x1: F,
    pub x2: F,
    pub x3: F,
}

/// A quad-double number.
pub type QuadDouble = QuadWord<f64>;

/// Three words: a sum and its two error terms.
#[derive(CubeType, Clone, Copy)]
pub struct Triple<F: Float> {
    pub s: F,
    pub e1: F,
    pub e2: F,
}

/// Two-Prod (seed 001 §2.5) with `fma` where `t.fused`, Dekker's otherwise.
#[cube]
pub fn two_prod<F: Float>(a: F, b: F, k: Words<F>, #[comptime] t: Transforms) -> DoubleWord<F> {
    if t.fused {
        two_prod_fma::<F>(a, b, k.one, t.form)
    } else {
        two_prod_dekker::<F>(a, b, k.split, k.one, t.form)
    }
}

/// Three-Sum (seed 001 §2.4): `a + b + c = s + e1 + e2` exactly.
#[cube]
pub fn three_sum<F: Float>(a: F, b: F, c: F, k: Words<F>, #[comptime] t: Transforms) -> Triple<F> {
    let t1 = two_sum::<F>(a, b, k.one, t.form);
    let t3 = two_sum::<F>(c, t1.hi, k.one, t.form);
    let e = two_sum::<F>(t1.lo, t3.lo, k.one, t.form);
    Triple::<F> {
        s: t3.hi,
        e1: e.hi,
        e2: e.lo,
    }
}

/// Three-Sum keeping two words: `s` exact, `e` the rounded sum of the error terms.
#[cube]
pub fn three_sum2<F: Float>(
    a: F,
    b: F,
    c: F,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    let t1 = two_sum::<F>(a, b, k.one, t.form);
    let t3 = two_sum::<F>(c, t1.hi, k.one, t.form);
    DoubleWord::<F> {
        hi: t3.hi,
        lo: t1.lo + t3.lo,
    }
}

/// Double-double sum as QD's sloppy add: one Two-Sum of the high words; wrong under
/// cancellation of the high words (the low words' sum is rounded).
#[cube]
pub fn dd_add_sloppy<F: Float>(
    a: DoubleWord<F>,
    b: DoubleWord<F>,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    let s = two_sum::<F>(a.hi, b.hi, k.one, t.form);
    let e = s.lo + (a.lo + b.lo);
    fast_two_sum::<F>(s.hi, e, k.one, t.form)
}

/// Double-double sum, IEEE style (QD's ieee_add; JMP 2017 Algorithm 6).
#[cube]
pub fn dd_add<F: Float>(
    a: DoubleWord<F>,
    b: DoubleWord<F>,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    add22_accurate::<F>(a, b, k, t.form)
}

/// Double-double plus a word.
#[cube]
pub fn dd_add_word<F: Float>(
    a: DoubleWord<F>,
    b: F,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    let s = two_sum::<F>(a.hi, b, k.one, t.form);
    let e = s.lo + a.lo;
    fast_two_sum::<F>(s.hi, e, k.one, t.form)
}

#[cube]
pub fn dd_neg<F: Float>(a: DoubleWord<F>) -> DoubleWord<F> {
    DoubleWord::<F> {
        hi: -a.hi,
        lo: -a.lo,
    }
}

/// Double-double product (QD's mul): the exact product of the high words, the cross terms.
#[cube]
pub fn dd_mul<F: Float>(
    a: DoubleWord<F>,
    b: DoubleWord<F>,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    let p = two_prod::<F>(a.hi, b.hi, k, t);
    let e = p.lo + (a.hi * b.lo + a.lo * b.hi);
    fast_two_sum::<F>(p.hi, e, k.one, t.form)
}

/// Double-double times a word.
#[cube]
pub fn dd_mul_word<F: Float>(
    a: DoubleWord<F>,
    b: F,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    let p = two_prod::<F>(a.hi, b, k, t);
    let e = p.lo + a.lo * b;
    fast_two_sum::<F>(p.hi, e, k.one, t.form)
}

/// Double-double quotient by long division (QD's accurate_div): three quotient words, each
/// from the remainder left by the ones before.
#[cube]
pub fn dd_div<F: Float>(
    a: DoubleWord<F>,
    b: DoubleWord<F>,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    // One reciprocal for the leading quotient words, each a product by it (the next word
    // corrects what the product misses, as it corrects a quotient's rounding); the last word,
    // which nothing corrects, a quotient.
    let inverse = F::new(1.0) / b.hi;
    let q1 = a.hi * inverse;
    let r = dd_add::<F>(a, dd_neg::<F>(dd_mul_word::<F>(b, q1, k, t)), k, t);
    let q2 = r.hi * inverse;
    let r2 = dd_add::<F>(r, dd_neg::<F>(dd_mul_word::<F>(b, q2, k, t)), k, t);
    let q3 = r2.hi / b.hi;
    let q = fast_two_sum::<F>(q1, q2, k.one, t.form);
    dd_add_word::<F>(q, q3, k, t)
}

/// Double-double square root: Karp's form of one Newton step on `1/x²` (QD's sqrt):
/// `√a ≈ a·x + (a - (a·x)²)·x/2` with `x ≈ 1/√a_hi`. Zero for a zero.
#[cube]
pub fn dd_sqrt<F: Float>(
    a: DoubleWord<F>,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    let zero = F::new(0.0);
    let x = F::new(1.0) / F::sqrt(a.hi);
    let ax = a.hi * x;
    let square = two_prod::<F>(ax, ax, k, t);
    let d = dd_add::<F>(a, dd_neg::<F>(square), k, t);
    let r = two_sum::<F>(ax, d.hi * (x * F::new(0.5)), k.one, t.form);
    let keep = a.hi != zero;
    DoubleWord::<F> {
        hi: select(keep, r.hi, a.hi),
        lo: select(keep, r.lo, zero),
    }
}

/// One step of the compaction that ends Priest's renormalisation: `c` joins the accumulator;
/// where their sum leaves a non-zero error, the sum becomes word `n` and the error the new
/// accumulator. The last word takes the rounded sum. Fast-Two-Sum where `|acc| >= |c|`
/// is known, Two-Sum with `any_order`.
#[cube]
fn renorm_step<F: Float>(
    words: &mut QuadWord<F>,
    acc: &mut F,
    n: &mut u32,
    c: F,
    #[comptime] any_order: bool,
    k: Words<F>,
    #[comptime] t: Transforms,
) {
    let zero = F::new(0.0);
    let s = if any_order {
        two_sum::<F>(*acc, c, k.one, t.form)
    } else {
        fast_two_sum::<F>(*acc, c, k.one, t.form)
    };
    // Branch-free: selects, no run-time branch per word.
    let open = *n < 3;
    let full = open && s.lo != zero;
    words.x0 = select(full && *n == 0, s.hi, words.x0);
    words.x1 = select(full && *n == 1, s.hi, words.x1);
    words.x2 = select(full && *n == 2, s.hi, words.x2);
    *acc = select(open, select(full, s.lo, s.hi), *acc + c);
    *n += u32::cast_from(full);
}

/// Priest's renormalisation of five words into a quad word (seed 001 §3.2): Fast-Two-Sums from
/// the last word up, then the non-zero partial sums compacted from the first word down.
#[cube]
pub fn renorm5<F: Float>(
    c0: F,
    c1: F,
    c2: F,
    c3: F,
    c4: F,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let zero = F::new(0.0);
    let s3 = fast_two_sum::<F>(c3, c4, k.one, t.form);
    let s2 = fast_two_sum::<F>(c2, s3.hi, k.one, t.form);
    let s1 = fast_two_sum::<F>(c1, s2.hi, k.one, t.form);
    let s0 = fast_two_sum::<F>(c0, s1.hi, k.one, t.form);
    let mut words = QuadWord::<F> {
        x0: zero,
        x1: zero,
        x2: zero,
        x3: zero,
    };
    let mut acc = s0.hi;
    let mut n = 0u32;
    renorm_step::<F>(&mut words, &mut acc, &mut n, s0.lo, false, k, t);
    renorm_step::<F>(&mut words, &mut acc, &mut n, s1.lo, false, k, t);
    renorm_step::<F>(&mut words, &mut acc, &mut n, s2.lo, false, k, t);
    renorm_step::<F>(&mut words, &mut acc, &mut n, s3.lo, false, k, t);
    finish::<F>(&mut words, acc, n);
    words
}

/// The accumulator becomes the word after the last one filled.
#[cube]
fn finish<F: Float>(words: &mut QuadWord<F>, acc: F, n: u32) {
    words.x0 = select(n == 0, acc, words.x0);
    words.x1 = select(n == 1, acc, words.x1);
    words.x2 = select(n == 2, acc, words.x2);
    words.x3 = select(n == 3, acc, words.x3);
}

#[cube]
pub fn qd_neg<F: Float>(a: QuadWord<F>) -> QuadWord<F> {
    QuadWord::<F> {
        x0: -a.x0,
        x1: -a.x1,
        x2: -a.x2,
        x3: -a.x3,
    }
}

/// A word as a quad word.
#[cube]
pub fn qd_from<F: Float>(a: F) -> QuadWord<F> {
    let zero = F::new(0.0);
    QuadWord::<F> {
        x0: a,
        x1: zero,
        x2: zero,
        x3: zero,
    }
}

/// Quad-word sum as QD's sloppy add (seed 001 §3.3): Two-Sums of the words in pairs, the
/// errors carried down by Three-Sums, then renormalised. Wrong under cancellation of the
/// leading words; [`qd_add`] is the IEEE-style sum.
#[cube]
pub fn qd_add_sloppy<F: Float>(
    a: QuadWord<F>,
    b: QuadWord<F>,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let s0 = two_sum::<F>(a.x0, b.x0, k.one, t.form);
    let s1 = two_sum::<F>(a.x1, b.x1, k.one, t.form);
    let s2 = two_sum::<F>(a.x2, b.x2, k.one, t.form);
    let s3 = two_sum::<F>(a.x3, b.x3, k.one, t.form);
    let u1 = two_sum::<F>(s1.hi, s0.lo, k.one, t.form);
    let u2 = three_sum::<F>(s2.hi, u1.lo, s1.lo, k, t);
    let u3 = three_sum2::<F>(s3.hi, u2.e1, s2.lo, k, t);
    let last = (u3.lo + u2.e2) + s3.lo;
    renorm5::<F>(s0.hi, u1.hi, u2.s, u3.hi, last, k, t)
}

/// A Two-Sum sweep from the last word up (VecSum; Boldo, Graillat, Muller 2017): exact, and
/// it leaves the rounded sum first and each step's error after it.
#[cube]
fn vec_sum<F: Float>(w: &mut Array<F>, k: Words<F>, #[comptime] t: Transforms) {
    let mut s = w[7];
    #[unroll]
    for j in 0..7usize {
        let i = 6 - j;
        let r = two_sum::<F>(w[i], s, k.one, t.form);
        w[i + 1] = r.lo;
        s = r.hi;
    }
    w[0] = s;
}

/// Quad-word sum, IEEE style: [`qd_add_sloppy`] where the leading words cannot cancel,
/// [`qd_add_swept`] where they may. The sloppy sum's error is bounded relative to `|a| + |b|` (as QD
/// states it; 215 bits of it measured), and `|a0 + b0| >= (|a0| + |b0|)/4` keeps `|a + b|`
/// above a quarter of `|a| + |b|`, so relative to the result it loses at most 2 of those
/// bits, well above the 206-bit claim.
#[cube]
#[allow(unused_assignments)] // the scalars' first values only declare them, for CubeCL
pub fn qd_add<F: Float>(
    a: QuadWord<F>,
    b: QuadWord<F>,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let lead = F::abs(a.x0 + b.x0);
    let apart = lead >= F::new(0.25) * (F::abs(a.x0) + F::abs(b.x0));
    // Scalars declared, then assigned in a statement `if` on each path (CubeCL 0.10 has no
    // value-form `if` and cannot assign a struct there), so that each path does only its sum.
    let mut x0 = a.x0;
    let mut x1 = a.x1;
    let mut x2 = a.x2;
    let mut x3 = a.x3;
    if apart {
        let s = qd_add_sloppy::<F>(a, b, k, t);
        x0 = s.x0;
        x1 = s.x1;
        x2 = s.x2;
        x3 = s.x3;
    } else {
        let s = qd_add_swept::<F>(a, b, k, t);
        x0 = s.x0;
        x1 = s.x1;
        x2 = s.x2;
        x3 = s.x3;
    }
    QuadWord::<F> { x0, x1, x2, x3 }
}

/// Quad-word sum under any cancellation: the eight words in order of rank swept twice by exact
/// Two-Sums, then compacted into four words, so cancellation of the leading words keeps the
/// trailing ones (QD's ieee_add merges by magnitude for the same end).
#[cube]
pub fn qd_add_swept<F: Float>(
    a: QuadWord<F>,
    b: QuadWord<F>,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let mut w = Array::<F>::new(8usize);
    w[0] = a.x0;
    w[1] = b.x0;
    w[2] = a.x1;
    w[3] = b.x1;
    w[4] = a.x2;
    w[5] = b.x2;
    w[6] = a.x3;
    w[7] = b.x3;
    vec_sum::<F>(&mut w, k, t);
    vec_sum::<F>(&mut w, k, t);
    let zero = F::new(0.0);
    let mut words = QuadWord::<F> {
        x0: zero,
        x1: zero,
        x2: zero,
        x3: zero,
    };
    let mut acc = w[0];
    let mut n = 0u32;
    #[unroll]
    for i in 1..8usize {
        renorm_step::<F>(&mut words, &mut acc, &mut n, w[i], true, k, t);
    }
    finish::<F>(&mut words, acc, n);
    words
}

/// Quad word plus a word.
#[cube]
pub fn qd_add_word<F: Float>(
    a: QuadWord<F>,
    b: F,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let c0 = two_sum::<F>(a.x0, b, k.one, t.form);
    let c1 = two_sum::<F>(a.x1, c0.lo, k.one, t.form);
    let c2 = two_sum::<F>(a.x2, c1.lo, k.one, t.form);
    let c3 = two_sum::<F>(a.x3, c2.lo, k.one, t.form);
    renorm5::<F>(c0.hi, c1.hi, c2.hi, c3.hi, c3.lo, k, t)
}

/// Quad word times a word (QD's `qd * double`).
#[cube]
pub fn qd_mul_word<F: Float>(
    a: QuadWord<F>,
    b: F,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let p0 = two_prod::<F>(a.x0, b, k, t);
    let p1 = two_prod::<F>(a.x1, b, k, t);
    let p2 = two_prod::<F>(a.x2, b, k, t);
    let p3 = a.x3 * b;
    let s1 = two_sum::<F>(p0.lo, p1.hi, k.one, t.form);
    let s2 = three_sum::<F>(s1.lo, p1.lo, p2.hi, k, t);
    let s3 = three_sum2::<F>(s2.e1, p2.lo, p3, k, t);
    let s4 = s3.lo + s2.e2;
    renorm5::<F>(p0.hi, s1.hi, s2.s, s3.hi, s4, k, t)
}

/// Quad-word product (seed 001 §3.4, QD's sloppy_mul): Two-Prods of the terms up to
/// `O(ε²)`, the `O(ε³)` terms as plain products, the `O(ε⁴)` terms left out.
#[cube]
pub fn qd_mul<F: Float>(
    a: QuadWord<F>,
    b: QuadWord<F>,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let p0 = two_prod::<F>(a.x0, b.x0, k, t);
    let p1 = two_prod::<F>(a.x0, b.x1, k, t);
    let p2 = two_prod::<F>(a.x1, b.x0, k, t);
    let p3 = two_prod::<F>(a.x0, b.x2, k, t);
    let p4 = two_prod::<F>(a.x1, b.x1, k, t);
    let p5 = two_prod::<F>(a.x2, b.x0, k, t);
    // O(ε): p1, p2, q0.
    let e1 = three_sum::<F>(p1.hi, p2.hi, p0.lo, k, t);
    // O(ε²): the six-three sum of e1's first error, q1, q2, p3, p4, p5.
    let u = three_sum::<F>(e1.e1, p1.lo, p2.lo, k, t);
    let v = three_sum::<F>(p3.hi, p4.hi, p5.hi, k, t);
    let s0 = two_sum::<F>(u.s, v.s, k.one, t.form);
    let s1a = two_sum::<F>(u.e1, v.e1, k.one, t.form);
    let s1 = two_sum::<F>(s1a.hi, s0.lo, k.one, t.form);
    let s2 = (u.e2 + v.e2) + (s1.lo + s1a.lo);
    // O(ε³): the cross products, e1's second error and the product errors of order ε².
    let cross = ((a.x0 * b.x3 + a.x1 * b.x2) + (a.x2 * b.x1 + a.x3 * b.x0))
        + ((e1.e2 + p3.lo) + (p4.lo + p5.lo));
    renorm5::<F>(p0.hi, e1.s, s0.hi, s1.hi + cross, s2, k, t)
}

/// Quad-word quotient by long division (seed 001 §3.5, QD's accurate_div): five quotient
/// words, each from the remainder the ones before leave, renormalised.
#[cube]
pub fn qd_div<F: Float>(
    a: QuadWord<F>,
    b: QuadWord<F>,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    // One reciprocal for the leading quotient words, the last a quotient, as in dd_div.
    let inverse = F::new(1.0) / b.x0;
    let q0 = a.x0 * inverse;
    let r0 = qd_add_swept::<F>(a, qd_neg::<F>(qd_mul_word::<F>(b, q0, k, t)), k, t);
    let q1 = r0.x0 * inverse;
    let r1 = qd_add_swept::<F>(r0, qd_neg::<F>(qd_mul_word::<F>(b, q1, k, t)), k, t);
    let q2 = r1.x0 * inverse;
    let r2 = qd_add_swept::<F>(r1, qd_neg::<F>(qd_mul_word::<F>(b, q2, k, t)), k, t);
    let q3 = r2.x0 * inverse;
    let r3 = qd_add_swept::<F>(r2, qd_neg::<F>(qd_mul_word::<F>(b, q3, k, t)), k, t);
    let q4 = r3.x0 / b.x0;
    renorm5::<F>(q0, q1, q2, q3, q4, k, t)
}

/// One Newton step on `f(x) = 1/x² - a` (seed 001 §5.2): `x + x·(1/2 - (a/2)·x²)`.
#[cube]
fn inverse_sqrt_step<F: Float>(
    x: QuadWord<F>,
    half_a: QuadWord<F>,
    k: Words<F>,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let h = qd_mul::<F>(half_a, qd_mul::<F>(x, x, k, t), k, t);
    let d = qd_add_word::<F>(qd_neg::<F>(h), F::new(0.5), k, t);
    qd_add_swept::<F>(x, qd_mul::<F>(x, d, k, t), k, t)
}

/// Quad-word square root (seed 001 §5.2): three Newton steps on `1/x²` from the word
/// `1/√a0`, then `√a = a·x`. Zero for a zero.
#[cube]
pub fn qd_sqrt<F: Float>(a: QuadWord<F>, k: Words<F>, #[comptime] t: Transforms) -> QuadWord<F> {
    let zero = F::new(0.0);
    let half_a = qd_scaled::<F>(a, F::new(0.5));
    let x0 = qd_from::<F>(F::new(1.0) / F::sqrt(a.x0));
    let x1 = inverse_sqrt_step::<F>(x0, half_a, k, t);
    let x2 = inverse_sqrt_step::<F>(x1, half_a, k, t);
    let x3 = inverse_sqrt_step::<F>(x2, half_a, k, t);
    let r = qd_mul::<F>(a, x3, k, t);
    let keep = a.x0 != zero;
    QuadWord::<F> {
        x0: select(keep, r.x0, a.x0),
        x1: select(keep, r.x1, zero),
        x2: select(keep, r.x2, zero),
        x3: select(keep, r.x3, zero),
    }
}

/// Which operation [`multi_words`] runs.
pub mod operation {
    pub const DD_ADD_SLOPPY: u32 = 0;
    pub const DD_ADD: u32 = 1;
    pub const DD_MUL: u32 = 2;
    pub const DD_DIV: u32 = 3;
    pub const DD_SQRT: u32 = 4;
    pub const QD_ADD_SLOPPY: u32 = 5;
    pub const QD_ADD: u32 = 6;
    pub const QD_MUL: u32 = 7;
    pub const QD_DIV: u32 = 8;
    pub const QD_SQRT: u32 = 9;
    pub const DD_EXP: u32 = 10;
    pub const DD_LOG: u32 = 11;
    pub const QD_EXP: u32 = 12;
    pub const QD_LOG: u32 = 13;
    pub const DD_SIN: u32 = 14;
    pub const DD_COS: u32 = 15;
    pub const QD_SIN: u32 = 16;
    pub const QD_COS: u32 = 17;

    /// Words per number of an operation's operands and result.
    pub const fn words(op: u32) -> u32 {
        if op <= DD_SQRT || op == DD_EXP || op == DD_LOG || op == DD_SIN || op == DD_COS {
            2
        } else {
            4
        }
    }

    /// Where the constants of exp, log, sin and cos start in the kernels' constants, after
    /// Veltkamp's constant and the opaque one (see `functions` and
    /// `trigonometry`).
    pub const FUNCTION_TABLE: usize = 2;
}

/// The double-word number at `c[at..at + 2]`.
#[cube]
pub(crate) fn dd_at<F: Float>(c: &Array<F>, at: usize) -> DoubleWord<F> {
    DoubleWord::<F> {
        hi: c[at],
        lo: c[at + 1],
    }
}

/// `a·s`, exact for a power of two `s` (each word scaled).
#[cube]
pub(crate) fn dd_scaled<F: Float>(a: DoubleWord<F>, s: F) -> DoubleWord<F> {
    DoubleWord::<F> {
        hi: a.hi * s,
        lo: a.lo * s,
    }
}

/// The quad-word number at `c[at..at + 4]`.
#[cube]
pub(crate) fn qd_at<F: Float>(c: &Array<F>, at: usize) -> QuadWord<F> {
    QuadWord::<F> {
        x0: c[at],
        x1: c[at + 1],
        x2: c[at + 2],
        x3: c[at + 3],
    }
}

/// `a·s`, exact for a power of two `s` (each word scaled).
#[cube]
pub(crate) fn qd_scaled<F: Float>(a: QuadWord<F>, s: F) -> QuadWord<F> {
    QuadWord::<F> {
        x0: a.x0 * s,
        x1: a.x1 * s,
        x2: a.x2 * s,
        x3: a.x3 * s,
    }
}

/// `x - m·scale·(c_0 + … + c_(pieces-1))`, the pieces at `c[at..]`, one exact product `m·c_i`
/// at a time (`scale` a power of two): argument reduction by a constant held in pieces.
///
/// Each term is written `(m·scale)·(-c_i)`, the negation on the piece read from `c`: NVIDIA's
/// Vulkan compiler, given `-(m·c_i)` or `(-m)·c_i` with `m` computed in the kernel (a `floor` of
/// the argument over the constant), returns the reduced argument with its low word 2^-54 off,
/// in every formulation of the transforms, while `m·(-c_i)` is exact there, as is any form with
/// `m` read from a buffer (measured on an H100, 2026-11-25).
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn dd_reduce<F: Float>(
    x: DoubleWord<F>,
    m: F,
    scale: F,
    k: Words<F>,
    c: &Array<F>,
    at: usize,
    pieces: usize,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    let multiple = m * scale;
    let mut hi = x.hi;
    let mut lo = x.lo;
    for i in 0..pieces {
        let r = dd_add_word::<F>(DoubleWord::<F> { hi, lo }, multiple * -c[at + i], k, t);
        hi = r.hi;
        lo = r.lo;
    }
    DoubleWord::<F> { hi, lo }
}

/// [`dd_reduce`] in quad-double (its terms written likewise).
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn qd_reduce<F: Float>(
    x: QuadWord<F>,
    m: F,
    scale: F,
    k: Words<F>,
    c: &Array<F>,
    at: usize,
    pieces: usize,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let multiple = m * scale;
    let mut x0 = x.x0;
    let mut x1 = x.x1;
    let mut x2 = x.x2;
    let mut x3 = x.x3;
    for i in 0..pieces {
        let r = qd_add_word::<F>(
            QuadWord::<F> { x0, x1, x2, x3 },
            multiple * -c[at + i],
            k,
            t,
        );
        x0 = r.x0;
        x1 = r.x1;
        x2 = r.x2;
        x3 = r.x3;
    }
    QuadWord::<F> { x0, x1, x2, x3 }
}

/// A polynomial in `u` whose `count` double-word coefficients are at `c[at..]`, highest degree
/// first, Horner's way. Its callers' `|u·p|` stays far below each coefficient (`|u| < 2^-9`
/// against ratios of successive coefficients of at most 1), so no step cancels and QD's sloppy
/// sum, bounded relative to `|a| + |b|`, keeps the result's relative accuracy.
#[cube]
pub(crate) fn dd_series<F: Float>(
    u: DoubleWord<F>,
    count: usize,
    k: Words<F>,
    c: &Array<F>,
    at: usize,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    let mut hi = c[at];
    let mut lo = c[at + 1];
    for i in 1..count {
        let s = dd_add_sloppy::<F>(
            dd_mul::<F>(DoubleWord::<F> { hi, lo }, u, k, t),
            dd_at::<F>(c, at + 2 * i),
            k,
            t,
        );
        hi = s.hi;
        lo = s.lo;
    }
    DoubleWord::<F> { hi, lo }
}

/// [`dd_series`] in quad-double (with QD's sloppy sum likewise).
#[cube]
pub(crate) fn qd_series<F: Float>(
    u: QuadWord<F>,
    count: usize,
    k: Words<F>,
    c: &Array<F>,
    at: usize,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    let first = qd_at::<F>(c, at);
    let mut x0 = first.x0;
    let mut x1 = first.x1;
    let mut x2 = first.x2;
    let mut x3 = first.x3;
    for i in 1..count {
        let s = qd_add_sloppy::<F>(
            qd_mul::<F>(QuadWord::<F> { x0, x1, x2, x3 }, u, k, t),
            qd_at::<F>(c, at + 4 * i),
            k,
            t,
        );
        x0 = s.x0;
        x1 = s.x1;
        x2 = s.x2;
        x3 = s.x3;
    }
    QuadWord::<F> { x0, x1, x2, x3 }
}
