//! Error-free transforms of seed 000 ch. 4 (Add12, Split, Mul12) and their classic variants, as
//! `#[cube]` functions users can call from their own kernels, generic over the word type.
//!
//! Each takes `one` (1.0 read at run time) and a comptime `opaque`: with `opaque`, every
//! intermediate whose value a compiler could simplify algebraically is multiplied by `one`, the
//! formulation the compiler-rewrite probes found to survive every driver tried.

use cubecl::prelude::*;

/// A double-word number `hi + lo`, or the result and rounding error of an operation.
#[derive(CubeType, Clone, Copy)]
pub struct DoubleWord<F: Float> {
    pub hi: F,
    pub lo: F,
}

#[cube]
fn keep<F: Float>(x: F, one: F, #[comptime] opaque: bool) -> F {
    if opaque {
        x * one
    } else {
        x
    }
}

/// Knuth's branch-free TwoSum: `hi = RN(a+b)`, `lo = a + b - hi` exactly, for any `a`, `b`.
#[cube]
pub fn two_sum<F: Float>(a: F, b: F, one: F, #[comptime] opaque: bool) -> DoubleWord<F> {
    let s = keep::<F>(a + b, one, opaque);
    let bv = keep::<F>(s - a, one, opaque);
    let av = keep::<F>(s - bv, one, opaque);
    DoubleWord::<F> {
        hi: s,
        lo: (a - av) + (b - bv),
    }
}

/// Dekker's Fast2Sum: as [`two_sum`], provided `|a| >= |b|`.
#[cube]
pub fn fast_two_sum<F: Float>(a: F, b: F, one: F, #[comptime] opaque: bool) -> DoubleWord<F> {
    let s = keep::<F>(a + b, one, opaque);
    let z = keep::<F>(s - a, one, opaque);
    DoubleWord::<F> { hi: s, lo: b - z }
}

/// Veltkamp's Split with `c = 2^s + 1` (2^12+1 for binary32, 2^27+1 for binary64): `hi` holds
/// the upper `p - s` bits, `lo = a - hi` the rest, both exact.
#[cube]
pub fn split<F: Float>(a: F, c: F, one: F, #[comptime] opaque: bool) -> DoubleWord<F> {
    let t = keep::<F>(c * a, one, opaque);
    let hi = t - keep::<F>(t - a, one, opaque);
    DoubleWord::<F> { hi, lo: a - hi }
}

/// Dekker's Mul12 (TwoProd without FMA): `hi = RN(a·b)`, `lo = a·b - hi` exactly.
#[cube]
pub fn two_prod_dekker<F: Float>(
    a: F,
    b: F,
    c: F,
    one: F,
    #[comptime] opaque: bool,
) -> DoubleWord<F> {
    let p = keep::<F>(a * b, one, opaque);
    let x = split::<F>(a, c, one, opaque);
    let y = split::<F>(b, c, one, opaque);
    let e = ((x.hi * y.hi - p) + x.hi * y.lo + x.lo * y.hi) + x.lo * y.lo;
    DoubleWord::<F> { hi: p, lo: e }
}

/// Mul12 with a fused multiply-add: exact where the backend's `fma` is fused (see `mad.fma`)
/// and no compiler folds `fma(a, b, -(a*b))` to 0, which the opaque form prevents.
#[cube]
pub fn two_prod_fma<F: Float>(a: F, b: F, one: F, #[comptime] opaque: bool) -> DoubleWord<F> {
    let p = keep::<F>(a * b, one, opaque);
    DoubleWord::<F> {
        hi: p,
        lo: fma(a, b, -p),
    }
}

/// Which transform [`transforms`] runs.
pub mod transform {
    pub const TWO_SUM: u32 = 0;
    pub const FAST_TWO_SUM: u32 = 1;
    pub const SPLIT: u32 = 2;
    pub const TWO_PROD_DEKKER: u32 = 3;
    pub const TWO_PROD_FMA: u32 = 4;
}

/// Self-test of one transform: row 0 of `out` holds `hi`, row 1 `lo`, for each pair `(a, b)`
/// (`b` unused by Split); `constants` holds `[split constant, one]`.
#[cube(launch)]
pub fn transforms<F: Float>(
    a: &Array<F>,
    b: &Array<F>,
    constants: &Array<F>,
    out: &mut Array<F>,
    #[comptime] which: u32,
    #[comptime] opaque: bool,
) {
    let n = a.len();
    let i = ABSOLUTE_POS;
    if i < n {
        let c = constants[0];
        let one = constants[1];
        let r = if which == transform::TWO_SUM {
            two_sum::<F>(a[i], b[i], one, opaque)
        } else if which == transform::FAST_TWO_SUM {
            fast_two_sum::<F>(a[i], b[i], one, opaque)
        } else if which == transform::SPLIT {
            split::<F>(a[i], c, one, opaque)
        } else if which == transform::TWO_PROD_DEKKER {
            two_prod_dekker::<F>(a[i], b[i], c, one, opaque)
        } else {
            two_prod_fma::<F>(a[i], b[i], one, opaque)
        };
        out[i] = r.hi;
        out[n + i] = r.lo;
    }
}
