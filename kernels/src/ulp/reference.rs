//! The project's own f64 references of exp, log, sin, cos, tan and pow at binary32 arguments,
//! from f64 and u64 arithmetic alone: for backends whose shaders have f64 but no f64 library
//! (SPIR-V Vulkan: GLSL.std.450's exp, log, sin, cos, tan and pow take 16- and 32-bit floats
//! only), so that their ulp maps too are counted on the device.
//!
//! Each value is within [`BOUND`] of the exact one, relative (pow: [`POW_BOUND`]), for every
//! binary32 argument whose exact value is finite and nonzero in f64; the map kernel leaves to
//! the host every input whose reference lies within 2^-40 relative of a binary32 rounding
//! midpoint, far above both bounds. The harness's tests measure the error against MPFR on
//! random arguments of every binade, near the multiples of π/2 and of log 2, and at binary32's
//! hardest argument reduction (`16367173·2^72`, 2^-29.3 from a multiple of π/2).
//!
//! - exp: `x = k·ln 2 + r`, `|r| ≤ ln 2 / 2`, with a 21-bit `ln 2` head so that `k·head` and
//!   `x − k·head` are exact; Taylor series of `exp(r)` to degree 15 (remainder below 2^-60).
//! - log: `x = 2^k·m`, `m` in [√½, √2); `log m = 2·atanh(s)`, `s = (m − 1)/(m + 1)`, odd series
//!   to `s^25` (remainder below 2^-62); `k·ln 2` added from the same exact head.
//! - sin, cos, tan: below 4, Cody–Waite reduction with a two-part π/2; above, Payne–Hanek
//!   reduction in integers: the 24-bit significand times a 128-bit window of 2/π chosen for the
//!   argument's exponent (`constants`, four u32 per biased exponent, from the host), the
//!   quadrant from the integer part, the fraction normalized to 64 bits and multiplied by a
//!   64-bit π/4; then Taylor series on |r| ≤ π/4 of degree 21 (sin) and 20 (cos), remainders
//!   below 2^-62, the low part of `r` carried to first order.
//! - exp2 (of binary32 values, for the envelopes' compositions): `2^k·exp((m − k)·ln 2)`.
//! - pow (`x > 0` normal, `y` finite): `log x = k·head + t` with `y·k·head` exact, then exp of
//!   the two parts: the error of `t`, relative, is multiplied by `|y·log x| ≤ 104` where the
//!   result is a binary32 number.

use super::function;
use cubecl::prelude::*;

/// The relative error bound of exp, log, sin, cos and tan (2^-48).
pub const BOUND: f64 = 3.552713678800501e-15;
/// The relative error bound of pow (2^-43).
pub const POW_BOUND: f64 = 1.1368683772161603e-13;

/// `ln 2` to 21 bits, and the rest rounded to f64 (not `LN_2 − LN2_HEAD`: `LN_2`'s own error
/// times k = 999 would be 2^-45): `k·LN2_HEAD` is exact for |k| < 2^32.
const LN2_HEAD: f64 = 0.693_147_182_464_599_6;
const LN2_TAIL: f64 = -1.904_654_299_957_768e-9;
const LOG2_E: f64 = std::f64::consts::LOG2_E;
const SQRT_2: f64 = std::f64::consts::SQRT_2;
/// Below π/4: arguments of sin, cos and tan that need no reduction.
const NO_REDUCTION_BELOW: f64 = 0.785;
/// Below 4, sin, cos and tan reduce by at most 3·π/2 with a two-part π/2 (Cody–Waite): a 30-bit
/// head, so that `x − k·head` is exact, and the rest rounded to f64.
const CODY_WAITE_BELOW: f32 = 4.0;
const PI_OVER_2_HEAD: f64 = 1.570_796_325_802_803;
const PI_OVER_2_TAIL: f64 = 9.920_935_796_805_404e-10;
const TWO_OVER_PI: f64 = std::f64::consts::FRAC_2_PI;
/// π/4 to 64 bits, as an integer: `⌊π/4 · 2^64⌋`.
const PI_OVER_4_FIXED: u64 = 0xc90f_daa2_2168_c234;
/// exp of anything beyond is infinite in binary32 (and above f64's 2^k construction); exp of
/// anything below it zero.
const EXP_OVERFLOWS: f64 = 700.0;

const LOW_32: u64 = 0xffff_ffff;
/// 2^-149, binary32's least subnormal, and its inverse.
pub(crate) const TWO_TO_MINUS_149: f64 = 1.401_298_464_324_817e-45;
pub(crate) const TWO_TO_149: f64 = 7.136_238_463_529_8e44;

/// A value as an unevaluated sum `hi + lo`.
#[derive(CubeType, Clone, Copy)]
pub struct Parts {
    pub hi: f64,
    pub lo: f64,
}

/// `x` in f64, exact also where the device flushes binary32 subnormals (NVIDIA's Vulkan
/// compiler does, in conversions and comparisons alike): from its bits.
#[cube]
pub fn widen(x: f32) -> f64 {
    let bits = u32::reinterpret(x);
    let magnitude = bits & 0x7fff_ffffu32;
    let mut a = f64::cast_from(f32::reinterpret(magnitude));
    if magnitude < 0x0080_0000u32 {
        a = f64::cast_from(magnitude) * TWO_TO_MINUS_149;
    }
    // The sign from the bits.
    f64::reinterpret(u64::reinterpret(a) | (u64::cast_from(bits >> 31u32) << 63u64))
}

/// 2^k for `k` in f64's normal exponent range.
#[cube]
fn pow2(k: i32) -> f64 {
    f64::reinterpret(u64::cast_from(k + 1023) << 52u64)
}

/// A quiet NaN, from the bits of any `v` (CUDA's compiler refuses a reinterpreted literal).
#[cube]
fn nan_from(v: f64) -> f64 {
    f64::reinterpret(u64::reinterpret(v) | 0x7ff8_0000_0000_0000u64)
}

/// ∞ with the sign of `s`, from its bits.
#[cube]
fn infinity(s: f64) -> f64 {
    f64::reinterpret((u64::reinterpret(s) | 0x7ff0_0000_0000_0000u64) & 0xfff0_0000_0000_0000u64)
}

/// exp(hi + lo) for |lo| at most a few ulps of a value near |hi + lo| ≤ 700, or any value
/// when `lo` is zero and `hi` a binary32 number. `one` is an opaque 1.0 ([`opaque_one`]).
#[cube]
fn exp_of_parts(hi: f64, lo: f64, one: f64) -> f64 {
    let t = hi + lo;
    let mut v = t;
    if t.is_nan() {
        // NaN.
    } else if t < -EXP_OVERFLOWS {
        v = f64::new(0.0);
    } else if t > EXP_OVERFLOWS {
        v = infinity(t);
    } else {
        let k = (t * LOG2_E + 0.5f64).floor();
        // hi − k·head is exact: both are multiples of head's last bit (or of hi's, which is
        // finer), and the difference is below 1. Times the opaque one, so that no compiler
        // turns k·head + k·tail into k·ln 2 (NVIDIA's Vulkan compiler did: 2^-45).
        let r = (hi - k * LN2_HEAD) * one + (lo - k * LN2_TAIL);
        // exp(r) = 1 + r + r²·(1/2! + r/3! + … + r^13/15!).
        let mut p = r * INVERSE_FACTORIAL_15 + INVERSE_FACTORIAL_14;
        p = p * r + INVERSE_FACTORIAL_13;
        p = p * r + INVERSE_FACTORIAL_12;
        p = p * r + INVERSE_FACTORIAL_11;
        p = p * r + INVERSE_FACTORIAL_10;
        p = p * r + INVERSE_FACTORIAL_9;
        p = p * r + INVERSE_FACTORIAL_8;
        p = p * r + INVERSE_FACTORIAL_7;
        p = p * r + INVERSE_FACTORIAL_6;
        p = p * r + INVERSE_FACTORIAL_5;
        p = p * r + INVERSE_FACTORIAL_4;
        p = p * r + INVERSE_FACTORIAL_3;
        p = p * r + 0.5f64;
        v = (1.0f64 + (r + r * r * p)) * pow2(i32::cast_from(k));
    }
    v
}

/// exp(x).
#[cube]
pub fn exp(x: f32, one: f64) -> f64 {
    exp_of_parts(widen(x), 0.0f64, one)
}

/// 2^m for a binary32 value `m`: 2^k·exp((m − k)·ln 2), `m − k` exact.
#[cube]
pub fn exp2(m: f64, one: f64) -> f64 {
    let mut v = m;
    if m > 1000.0f64 {
        v = infinity(m);
    } else if m < -1000.0f64 {
        v = f64::new(0.0);
    } else if !m.is_nan() {
        let k = (m + 0.5f64).floor();
        let f = m - k;
        // f·LN2_HEAD is exact: 24 bits times 21.
        v = exp_of_parts(f * LN2_HEAD, f * LN2_TAIL, one) * pow2(i32::cast_from(k));
    }
    v
}

/// log(x) for finite `x > 0` as `k·LN2_HEAD + rest`: the head exact, `rest` within 2^-51 of
/// `|log x|` (absolute) when k ≠ 0 and within 2^-51 relative when k = 0.
#[cube]
fn log_parts(x: f64) -> Parts {
    let bits = u64::reinterpret(x);
    let mut k = i32::cast_from((bits >> 52u64) & 0x7ffu64) - 1023i32;
    let mut m = f64::reinterpret((bits & 0x000f_ffff_ffff_ffffu64) | 0x3ff0_0000_0000_0000u64);
    if m > SQRT_2 {
        m *= 0.5f64;
        k += 1i32;
    }
    // f exact (m has 24 bits), 2 + f exact, s within half an ulp.
    let f = m - 1.0f64;
    let s = f / (2.0f64 + f);
    let z = s * s;
    // log m = 2s + 2s·z·(1/3 + z/5 + … + z^11/25).
    let mut p = z * (1.0f64 / 25.0f64) + 1.0f64 / 23.0f64;
    p = p * z + 1.0f64 / 21.0f64;
    p = p * z + 1.0f64 / 19.0f64;
    p = p * z + 1.0f64 / 17.0f64;
    p = p * z + 1.0f64 / 15.0f64;
    p = p * z + 1.0f64 / 13.0f64;
    p = p * z + 1.0f64 / 11.0f64;
    p = p * z + 1.0f64 / 9.0f64;
    p = p * z + 1.0f64 / 7.0f64;
    p = p * z + 1.0f64 / 5.0f64;
    p = p * z + 1.0f64 / 3.0f64;
    let log_m = 2.0f64 * s + 2.0f64 * s * z * p;
    let kf = f64::cast_from(k);
    Parts {
        hi: kf * LN2_HEAD,
        lo: kf * LN2_TAIL + log_m,
    }
}

/// log(x): NaN below zero, −∞ at ±0.
#[cube]
pub fn log(x: f32) -> f64 {
    let w = widen(x);
    let mut v = w;
    if w < 0.0f64 {
        v = nan_from(w);
    } else if w == 0.0f64 {
        v = -infinity(w.abs());
    } else if u32::reinterpret(x) < 0x7f80_0000u32 {
        let p = log_parts(w);
        v = p.hi + p.lo;
    }
    v
}

/// pow(x, y) for normal `x > 0` and finite `y`.
#[cube]
pub fn pow(x: f32, y: f32, one: f64) -> f64 {
    let p = log_parts(widen(x));
    let w = widen(y);
    // y·hi is exact: 24 bits of y times 8 of k times 21 of the head.
    exp_of_parts(w * p.hi, w * p.lo, one)
}

/// A reduced trigonometric argument: `|x| = (4n + quadrant)·π/2 + hi + lo`, |hi + lo| ≤ π/4.
#[derive(CubeType, Clone, Copy)]
struct Reduced {
    hi: f64,
    lo: f64,
    quadrant: u32,
}

/// Payne–Hanek reduction of a finite binary32 magnitude `a ≥ CODY_WAITE_BELOW`. With
/// `a = m·2^e` (`m` the 24-bit significand), the table's window for the biased exponent holds
/// the bits `e − 2 .. e + 125` of 2/π (bit `i` of weight 2^-i), so that `m·window·2^-125` is
/// `a·2/π` less a multiple of 8, to within `m·2^-125`.
#[cube]
fn reduce(bits: u32, two_over_pi: &Array<u32>) -> Reduced {
    let m = u64::cast_from((bits & 0x007f_ffffu32) | 0x0080_0000u32);
    let at = usize::cast_from(bits >> 23u32) * 4;
    // m · window, as 32-bit words r0 (most significant, up to 57 bits) .. r3.
    let mut acc = m * u64::cast_from(two_over_pi[at + 3]);
    let r3 = acc & LOW_32;
    acc = (acc >> 32u64) + m * u64::cast_from(two_over_pi[at + 2]);
    let r2 = acc & LOW_32;
    acc = (acc >> 32u64) + m * u64::cast_from(two_over_pi[at + 1]);
    let r1 = acc & LOW_32;
    acc = (acc >> 32u64) + m * u64::cast_from(two_over_pi[at]);
    // Integer part: bits 125 and up; fraction: the 125 bits below, as a 61-bit head and a
    // 64-bit tail.
    let mut quadrant = u32::cast_from((acc >> 29u64) & 3u64);
    let mut head = ((acc & 0x1fff_ffffu64) << 32u64) | r1;
    let mut tail = (r2 << 32u64) | r3;
    // Round to the nearest quadrant: a fraction of at least one half is negated, 2^125 − F.
    let negative = head >= 0x1000_0000_0000_0000u64;
    if negative {
        quadrant = (quadrant + 1u32) & 3u32;
        let borrow = u64::cast_from(tail != 0u64);
        tail = 0u64 - tail;
        head = (0x2000_0000_0000_0000u64 - head) - borrow;
    }
    // The fraction's leading 64 bits, `top·2^shift` in units of 2^-125.
    // (A zero head leaves the tail's leading zeros below 64: F is no multiple of 2^64.)
    let tail_zeros = tail.leading_zeros();
    let mut top = tail << u64::cast_from(tail_zeros);
    let mut shift = 0i32 - i32::cast_from(tail_zeros);
    if head != 0u64 {
        let z = head.leading_zeros();
        top = (head << u64::cast_from(z)) | (tail >> u64::cast_from(64u32 - z));
        shift = 64i32 - i32::cast_from(z);
    }
    // r = fraction·π/2 = top·PI_OVER_4_FIXED·2^(shift − 188): the product's upper 64 bits.
    let a1 = top >> 32u64;
    let a0 = top & LOW_32;
    let b1 = PI_OVER_4_FIXED >> 32u64;
    let b0 = PI_OVER_4_FIXED & LOW_32;
    let cross1 = a1 * b0;
    let cross2 = a0 * b1;
    let middle = ((a0 * b0) >> 32u64) + (cross1 & LOW_32) + (cross2 & LOW_32);
    let mut upper = a1 * b1 + (cross1 >> 32u64) + (cross2 >> 32u64) + (middle >> 32u64);
    let mut scale = shift - 124i32;
    if upper < 0x8000_0000_0000_0000u64 {
        upper = (upper << 1u64) | ((middle >> 31u64) & 1u64);
        scale -= 1i32;
    }
    let mut hi = f64::cast_from(upper >> 11u64) * pow2(scale + 11i32);
    let mut lo = f64::cast_from(upper & 0x7ffu64) * pow2(scale);
    if negative {
        hi = -hi;
        lo = -lo;
    }
    Reduced { hi, lo, quadrant }
}

/// sin(hi + lo) for |hi| ≤ π/4, |lo| ≤ 2^-50·|hi|.
#[cube]
fn sin_near_zero(hi: f64, lo: f64) -> f64 {
    let z = hi * hi;
    let mut p = INVERSE_FACTORIAL_19 - z * INVERSE_FACTORIAL_21;
    p = p * z - INVERSE_FACTORIAL_17;
    p = p * z + INVERSE_FACTORIAL_15;
    p = p * z - INVERSE_FACTORIAL_13;
    p = p * z + INVERSE_FACTORIAL_11;
    p = p * z - INVERSE_FACTORIAL_9;
    p = p * z + INVERSE_FACTORIAL_7;
    p = p * z - INVERSE_FACTORIAL_5;
    p = p * z + INVERSE_FACTORIAL_3;
    hi + (lo * (1.0f64 - 0.5f64 * z) - hi * z * p)
}

/// cos(hi + lo) for |hi| ≤ π/4, |lo| ≤ 2^-50·|hi|.
#[cube]
fn cos_near_zero(hi: f64, lo: f64) -> f64 {
    let z = hi * hi;
    let mut p = z * INVERSE_FACTORIAL_20 - INVERSE_FACTORIAL_18;
    p = p * z + INVERSE_FACTORIAL_16;
    p = p * z - INVERSE_FACTORIAL_14;
    p = p * z + INVERSE_FACTORIAL_12;
    p = p * z - INVERSE_FACTORIAL_10;
    p = p * z + INVERSE_FACTORIAL_8;
    p = p * z - INVERSE_FACTORIAL_6;
    p = p * z + INVERSE_FACTORIAL_4;
    (1.0f64 - 0.5f64 * z) + (z * z * p - lo * hi)
}

/// sin, cos or tan ([`super::function`]) of `±(q·π/2 + hi + lo)`, `-` if `negative`.
#[cube]
fn of_reduced(hi: f64, lo: f64, quadrant: u32, negative: bool, f: u32) -> f64 {
    let s = sin_near_zero(hi, lo);
    let c = cos_near_zero(hi, lo);
    let odd = (quadrant & 1u32) == 1u32;
    // sin(r + q·π/2) is ±sin r or ±cos r, and so on.
    let mut v = s;
    let mut negate = (quadrant & 2u32) != 0u32;
    if f == function::SIN {
        if odd {
            v = c;
        }
    } else if f == function::COS {
        v = c;
        if odd {
            v = s;
        }
        negate = ((quadrant + 1u32) & 2u32) != 0u32;
    } else {
        v = s / c;
        if odd {
            v = c / s;
        }
        negate = odd;
    }
    // sin and tan are odd, cos even.
    if f != function::COS && negative {
        negate = !negate;
    }
    if negate {
        v = -v;
    }
    v
}

/// sin, cos or tan of a binary32 `x` with |x| < 4, without the table: Cody–Waite reduction,
/// `(|x| − k·head) − k·tail`, the first difference exact (Sterbenz), the second within half an
/// ulp of the reduced argument, which is at least 2^-25 (binary32's nearest approach to π/2, π
/// and 3π/2 below 4).
#[cube]
pub fn trigonometric_below_4(x: f32, one: f64, f: u32) -> f64 {
    let a = widen(x).abs();
    let mut hi = a;
    let mut quadrant = 0u32;
    if a >= NO_REDUCTION_BELOW {
        let k = (a * TWO_OVER_PI + 0.5f64).floor();
        hi = (a - k * PI_OVER_2_HEAD) * one - k * PI_OVER_2_TAIL;
        quadrant = u32::cast_from(k);
    }
    of_reduced(
        hi,
        0.0f64,
        quadrant,
        u32::reinterpret(x) >= 0x8000_0000u32,
        f,
    )
}

/// sin, cos or tan of `x` ([`super::function`]), NaN at ±∞ and NaN.
#[cube]
pub fn trigonometric(x: f32, constants: &Array<u32>, f: u32) -> f64 {
    let bits = u32::reinterpret(x);
    let magnitude = bits & 0x7fff_ffffu32;
    let mut v = nan_from(f64::cast_from(x));
    if f32::reinterpret(magnitude) < CODY_WAITE_BELOW {
        v = trigonometric_below_4(x, opaque_one(constants), f);
    } else if magnitude < 0x7f80_0000u32 {
        let r = reduce(magnitude, constants);
        v = of_reduced(r.hi, r.lo, r.quadrant, bits >= 0x8000_0000u32, f);
    }
    v
}

/// `f(x, y, z)` in f64 for the [`super::function`] `f`, known at run time: x / y and
/// fma in f64 arithmetic (the quotient correctly rounded; the product of two binary32 values
/// exact, so `x·y + z` is rounded once, fused or not); the others from the backend's f64 library
/// if `library` (CUDA's), else from this module's functions for exp, log, sin, cos, tan and pow
/// ([`within_domain`]) and f64 arithmetic for the others (1/x and √ are correctly rounded
/// there; rsqrt within the backend's f64 square root and division).
#[cube]
// The `if library` selects the library at compile time, the others the function at run time.
#[allow(clippy::collapsible_else_if)]
pub fn reference(
    x: f32,
    y: f32,
    z: f32,
    constants: &Array<u32>,
    f: u32,
    #[comptime] library: bool,
) -> f64 {
    let mut v = widen(x);
    if f == function::DIV {
        v /= widen(y);
    } else if f == function::FMA {
        v = v * widen(y) + widen(z);
    } else if library {
        if f == function::POW {
            v = v.powf(widen(y));
        } else {
            v = super::function::evaluate_unary::<f64>(v, f, true);
        }
    } else {
        if f == function::EXP {
            v = exp(x, opaque_one(constants));
        } else if f == function::LOG {
            v = log(x);
        } else if f == function::SIN || f == function::COS || f == function::TAN {
            v = trigonometric(x, constants, f);
        } else if f == function::POW {
            v = pow(x, y, opaque_one(constants));
        } else {
            v = super::function::evaluate_unary::<f64>(v, f, false);
        }
    }
    v
}

/// Whether [`reference`] holds at `(x, y)` for `f`: everywhere but pow, only for normal `x > 0`
/// and finite `y` ([`pow`]'s domain; the library's too, where its special cases are the host's
/// to count).
#[cube]
#[allow(clippy::manual_range_contains)] // kernels have no Range::contains
pub fn within_domain(x: f32, y: f32, f: u32) -> bool {
    let xb = u32::reinterpret(x);
    let yb = u32::reinterpret(y);
    let normal_positive = xb >= 0x0080_0000u32 && xb < 0x7f80_0000u32;
    f != function::POW || (normal_positive && (yb & 0x7f80_0000u32) != 0x7f80_0000u32)
}

/// [`reference`] (fpsig's own functions) at operand pairs from the host (`z = y`), for the tests
/// that measure its error.
#[cube(launch)]
pub fn reference_values(
    x: &Array<f32>,
    y: &Array<f32>,
    constants: &Array<u32>,
    out: &mut Array<f64>,
    #[comptime] f: u32,
) {
    let i = ABSOLUTE_POS;
    if i < out.len() {
        out[i] = reference(x[i], y[i], y[i], constants, u32::new(f as i64), false);
    }
}

/// Where [`constants`] keeps the opaque one.
pub const ONE_AT: usize = 256 * 4;

/// The opaque 1.0 in `constants`: a factor no compiler can see through, which keeps the
/// exact steps of an argument reduction from being reassociated.
#[cube]
pub fn opaque_one(constants: &Array<u32>) -> f64 {
    f64::cast_from(f32::reinterpret(constants[ONE_AT]))
}

/// The constants the reference reads: for each biased binary32 exponent `b`, the bits
/// `b − 152 .. b − 25` of 2/π (bit `i` of weight 2^-i, zero for `i ≤ 0`) as four u32, most
/// significant first, from `bits(i)`, the host's bits of 2/π ([`trigonometric`]'s table); then,
/// at [`ONE_AT`], binary32 1.0.
pub fn constants(bit: impl Fn(i64) -> bool) -> Vec<u32> {
    let mut table = Vec::with_capacity(256 * 4);
    for biased in 0..256i64 {
        let first = biased - 152;
        for word in 0..4 {
            let mut w = 0u32;
            for j in 0..32 {
                let i = first + word * 32 + j;
                w = (w << 1) | u32::from(i > 0 && bit(i));
            }
            table.push(w);
        }
    }
    table.push(1.0f32.to_bits());
    table
}

const FACTORIAL_20: f64 = 2_432_902_008_176_640_000.0;
const INVERSE_FACTORIAL_3: f64 = 1.0 / 6.0;
const INVERSE_FACTORIAL_4: f64 = 1.0 / 24.0;
const INVERSE_FACTORIAL_5: f64 = 1.0 / 120.0;
const INVERSE_FACTORIAL_6: f64 = 1.0 / 720.0;
const INVERSE_FACTORIAL_7: f64 = 1.0 / 5040.0;
const INVERSE_FACTORIAL_8: f64 = 1.0 / 40_320.0;
const INVERSE_FACTORIAL_9: f64 = 1.0 / 362_880.0;
const INVERSE_FACTORIAL_10: f64 = 1.0 / 3_628_800.0;
const INVERSE_FACTORIAL_11: f64 = 1.0 / 39_916_800.0;
const INVERSE_FACTORIAL_12: f64 = 1.0 / 479_001_600.0;
const INVERSE_FACTORIAL_13: f64 = 1.0 / 6_227_020_800.0;
const INVERSE_FACTORIAL_14: f64 = 1.0 / 87_178_291_200.0;
const INVERSE_FACTORIAL_15: f64 = 1.0 / 1_307_674_368_000.0;
const INVERSE_FACTORIAL_16: f64 = 1.0 / 20_922_789_888_000.0;
const INVERSE_FACTORIAL_17: f64 = 1.0 / 355_687_428_096_000.0;
const INVERSE_FACTORIAL_18: f64 = 1.0 / 6_402_373_705_728_000.0;
const INVERSE_FACTORIAL_19: f64 = 1.0 / 121_645_100_408_832_000.0;
const INVERSE_FACTORIAL_20: f64 = 1.0 / FACTORIAL_20;
const INVERSE_FACTORIAL_21: f64 = 1.0 / (FACTORIAL_20 * 21.0);
