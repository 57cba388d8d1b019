//! Error-free transforms of seed 000 ch. 4 (Add12, Split, Mul12) and their classic variants, as
//! `#[cube]` functions users can call from their own kernels, generic over the word type.
//!
//! Each takes `one` (1.0 read at run time) and a comptime formulation: as written; opaque, where
//! every intermediate whose value a compiler could simplify algebraically is multiplied by `one`
//! (what the compiler-rewrite probes found to survive every driver tried); selected, where each
//! such intermediate passes through a select on a run-time condition instead (a compiler that
//! may reassociate factors `x·one - y·one` into `(x - y)·one` and cancels `x - y`: lavapipe did,
//! in quad-double sums whose transforms take the opaque results of others); masked, where each
//! such intermediate's bits are exclusive-ored with a run-time zero; or integer, where the
//! transform is computed in 64-bit integers ([`integer`], binary32 words only).

use cubecl::prelude::*;

pub mod integer;
mod word;

pub use word::DoubleWord;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "eft/mod.rs",
    text: include_str!("mod.rs"),
};

/// How a transform is written.
pub mod formulation {
    /// As written.
    pub const PLAIN: u32 = 0;
    /// Intermediates multiplied by `one` read at run time.
    pub const OPAQUE: u32 = 1;
    /// Exact transforms in 64-bit integer arithmetic.
    pub const INTEGER: u32 = 2;
    /// Intermediates passed through `select(one != 0, x, one)`.
    pub const SELECTED: u32 = 3;
    /// Intermediates' bits exclusive-ored with a run-time zero (`bits(one) ^ bits(1.0)`).
    pub const MASKED: u32 = 4;
}

#[cube]
fn keep<F: Float>(x: F, one: F, #[comptime] form: u32) -> F {
    if form == formulation::OPAQUE {
        x * one
    } else if form == formulation::SELECTED {
        select(one != F::new(0.0), x, one)
    } else if form == formulation::MASKED {
        masked::<F>(x, one)
    } else {
        x
    }
}

/// `x` with its bits exclusive-ored with `bits(one) ^ bits(1.0)`, zero at run time: no float
/// algebra sees through a bit operation with an unknown integer, so a compiler that
/// reassociates across products by `one` (lavapipe, in the elementary functions' composed
/// transforms: 52 bits opaque, 105 masked) still computes each transform as written. Binary64
/// words need 64-bit integers.
#[cube]
fn masked<F: Float>(x: F, one: F) -> F {
    let size = F::type_size();
    if comptime![size == 8] {
        let zero = u64::reinterpret(one) ^ 0x3ff0_0000_0000_0000u64;
        F::reinterpret(u64::reinterpret(x) ^ zero)
    } else {
        let zero = u32::reinterpret(one) ^ 0x3f80_0000u32;
        F::reinterpret(u32::reinterpret(x) ^ zero)
    }
}

/// Knuth's branch-free TwoSum: `hi = RN(a+b)`, `lo = a + b - hi` exactly, for any `a`, `b`.
#[cube]
pub fn two_sum<F: Float>(a: F, b: F, one: F, #[comptime] form: u32) -> DoubleWord<F> {
    if form == formulation::INTEGER {
        integer::two_sum::<F>(a, b)
    } else {
        let s = keep::<F>(a + b, one, form);
        let bv = keep::<F>(s - a, one, form);
        let av = keep::<F>(s - bv, one, form);
        DoubleWord::<F> {
            hi: s,
            lo: (a - av) + (b - bv),
        }
    }
}

/// Priest's Add12 as the seed gives it (seed 000 Theorem 1): operands ordered by magnitude, and
/// a final test that falls back to `(a, b)` when the error term is not representable, so that
/// it holds under faithful rounding too.
#[cube]
pub fn add12_priest<F: Float>(a: F, b: F, one: F, #[comptime] form: u32) -> DoubleWord<F> {
    if form == formulation::INTEGER {
        integer::two_sum::<F>(a, b)
    } else {
        let mut x = a;
        let mut y = b;
        if F::abs(b) >= F::abs(a) {
            x = b;
            y = a;
        }
        let mut s = keep::<F>(x + y, one, form);
        let d = keep::<F>(s - x, one, form);
        let g = keep::<F>(s - d, one, form);
        let h = keep::<F>(g - x, one, form);
        let f = keep::<F>(y - h, one, form);
        let mut e = keep::<F>(f - d, one, form);
        if e + d != f {
            s = x;
            e = y;
        }
        DoubleWord::<F> { hi: s, lo: e }
    }
}

/// Dekker's Fast2Sum: as [`two_sum`], provided `|a| >= |b|`.
#[cube]
pub fn fast_two_sum<F: Float>(a: F, b: F, one: F, #[comptime] form: u32) -> DoubleWord<F> {
    if form == formulation::INTEGER {
        integer::two_sum::<F>(a, b)
    } else {
        let s = keep::<F>(a + b, one, form);
        let z = keep::<F>(s - a, one, form);
        DoubleWord::<F> { hi: s, lo: b - z }
    }
}

/// Veltkamp's Split with `c = 2^s + 1` (2^12+1 for binary32, 2^27+1 for binary64): `hi` holds
/// the upper `p - s` bits, `lo = a - hi` the rest, both exact.
#[cube]
pub fn split<F: Float>(a: F, c: F, one: F, #[comptime] form: u32) -> DoubleWord<F> {
    if form == formulation::INTEGER {
        integer::split::<F>(a)
    } else {
        let t = keep::<F>(c * a, one, form);
        let hi = t - keep::<F>(t - a, one, form);
        DoubleWord::<F> { hi, lo: a - hi }
    }
}

/// Dekker's Mul12 (TwoProd without FMA): `hi = RN(a·b)`, `lo = a·b - hi` exactly.
#[cube]
pub fn two_prod_dekker<F: Float>(a: F, b: F, c: F, one: F, #[comptime] form: u32) -> DoubleWord<F> {
    if form == formulation::INTEGER {
        integer::two_prod::<F>(a, b)
    } else {
        let p = keep::<F>(a * b, one, form);
        let x = split::<F>(a, c, one, form);
        let y = split::<F>(b, c, one, form);
        let e = ((x.hi * y.hi - p) + x.hi * y.lo + x.lo * y.hi) + x.lo * y.lo;
        DoubleWord::<F> { hi: p, lo: e }
    }
}

/// Mul12 with a fused multiply-add: exact where the backend's `fma` is fused (see `mad.fma`)
/// and no compiler folds `fma(a, b, -(a*b))` to 0, which the opaque form prevents.
#[cube]
pub fn two_prod_fma<F: Float>(a: F, b: F, one: F, #[comptime] form: u32) -> DoubleWord<F> {
    if form == formulation::INTEGER {
        integer::two_prod::<F>(a, b)
    } else {
        let p = keep::<F>(a * b, one, form);
        DoubleWord::<F> {
            hi: p,
            lo: fma(a, b, -p),
        }
    }
}

/// Which transform [`transforms`] runs.
pub mod transform {
    pub const TWO_SUM: u32 = 0;
    pub const FAST_TWO_SUM: u32 = 1;
    pub const SPLIT: u32 = 2;
    pub const TWO_PROD_DEKKER: u32 = 3;
    pub const TWO_PROD_FMA: u32 = 4;
    pub const ADD12_PRIEST: u32 = 5;
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
    #[comptime] form: u32,
) {
    let n = a.len();
    let i = ABSOLUTE_POS;
    if i < n {
        let c = constants[0];
        let one = constants[1];
        let r = if which == transform::TWO_SUM {
            two_sum::<F>(a[i], b[i], one, form)
        } else if which == transform::FAST_TWO_SUM {
            fast_two_sum::<F>(a[i], b[i], one, form)
        } else if which == transform::SPLIT {
            split::<F>(a[i], c, one, form)
        } else if which == transform::TWO_PROD_DEKKER {
            two_prod_dekker::<F>(a[i], b[i], c, one, form)
        } else if which == transform::ADD12_PRIEST {
            add12_priest::<F>(a[i], b[i], one, form)
        } else {
            two_prod_fma::<F>(a[i], b[i], one, form)
        };
        out[i] = r.hi;
        out[n + i] = r.lo;
    }
}
