//! Error-free transforms of binary32 words computed in 64-bit integers: the operands are
//! bitcast to integers, their exact sum or product formed as an integer times a power of two,
//! rounded to nearest even by integer shifts, and the rounding error is the integer remainder.
//! No floating-point expression is left for a compiler to simplify, so these stay exact where
//! fast-math rewriting breaks every float formulation. They need 64-bit integers in shaders and
//! binary32 words (a binary64 product needs 106-bit integers): the host never launches them
//! otherwise.

use super::word::DoubleWord;
use cubecl::prelude::*;

const SIGN: u32 = 0x8000_0000;

/// A binary32 value as `(-1)^sign · m · 2^e` (`m` includes the implicit bit).
#[derive(CubeType, Clone, Copy)]
struct Unpacked {
    sign: u32,
    m: u64,
    e: i32,
    /// Infinity or NaN.
    special: bool,
}

#[cube]
fn unpack(bits: u32) -> Unpacked {
    let field = (bits >> 23) & 0xff;
    let fraction = bits & 0x7f_ffff;
    let normal = field != 0;
    let m = if normal {
        u64::cast_from(fraction | 0x80_0000)
    } else {
        u64::cast_from(fraction)
    };
    // Subnormals share the exponent of the smallest normal binade.
    let e = if normal {
        i32::cast_from(field) - 150
    } else {
        i32::cast_from(1u32) - 150
    };
    Unpacked {
        sign: bits & SIGN,
        m,
        e,
        special: field == 0xff,
    }
}

#[cube]
fn bit_length(m: u64) -> i32 {
    64 - i32::cast_from(m.leading_zeros())
}

/// The binary32 magnitude bits of `q · 2^f`, which must be representable (or overflow to
/// infinity).
#[cube]
fn encode(q: u64, f: i32) -> u32 {
    let mut bits = 0u32;
    if q != 0 {
        let length = bit_length(q);
        let biased = length - 1 + f + 127;
        if biased >= 255 {
            bits = 0x7f80_0000u32;
        } else if biased >= 1 {
            let significand = if length > 24 {
                q >> u64::cast_from(length - 24)
            } else {
                q << u64::cast_from(24 - length)
            };
            bits = (u32::cast_from(biased) << 23) | (u32::cast_from(significand) & 0x7f_ffff);
        } else {
            let s = f + 149;
            let fraction = if s >= 0 {
                q << u64::cast_from(s)
            } else {
                q >> u64::cast_from(0 - s)
            };
            bits = u32::cast_from(fraction);
        }
    }
    bits
}

/// `m · 2^e` rounded to nearest even in binary32: its magnitude bits, and the rounded value as
/// a multiple of `2^e` (0 when it underflows to zero).
#[derive(CubeType, Clone, Copy)]
struct Rounded {
    bits: u32,
    units: u64,
}

#[cube]
fn round(m: u64, e: i32) -> Rounded {
    let mut bits = 0u32;
    let mut units = 0u64;
    if m != 0 {
        let length = bit_length(m);
        let biased = length - 1 + e + 127;
        // Bits below the binary32 quantum: 24 significant bits, or the subnormal quantum 2^-149.
        let mut shift = 0 - 149 - e;
        if biased >= 1 {
            shift = length - 24;
        }
        if shift <= 0 {
            bits = encode(m, e);
            units = m;
        } else if shift <= length {
            let s = u64::cast_from(shift);
            let mut q = m >> s;
            let rest = m - (q << s);
            let half = 1u64 << (s - 1);
            if rest > half || (rest == half && (q & 1) == 1) {
                q += 1;
            }
            units = q << s;
            bits = encode(q, e + shift);
        }
    }
    Rounded { bits, units }
}

/// `sign · |exact - rounded|`, as binary32 (exact for sums; rounded when a product underflows).
#[cube]
fn remainder<F: Float>(exact: u64, rounded: u64, e: i32, sign: u32) -> F {
    let mut lo = F::from_int(0);
    if exact > rounded {
        lo = F::reinterpret(round(exact - rounded, e).bits | sign);
    } else if rounded > exact {
        lo = F::reinterpret(round(rounded - exact, e).bits | (sign ^ SIGN));
    }
    lo
}

/// TwoSum: `hi = RN(a+b)`, `lo = a + b - hi`, for binary32 `a`, `b`.
#[cube]
pub fn two_sum<F: Float>(a: F, b: F) -> DoubleWord<F> {
    let ua = u32::reinterpret(a);
    let ub = u32::reinterpret(b);
    let mut big = ua;
    let mut small = ub;
    if (ub & !SIGN) > (ua & !SIGN) {
        big = ub;
        small = ua;
    }
    let x = unpack(big);
    let y = unpack(small);
    // Zeros, infinities and NaN: the sum is exact or special, one IEEE addition gives it.
    let mut hi = a + b;
    let mut lo = F::from_int(0);
    if !x.special && y.m != 0 {
        let d = x.e - y.e;
        if d >= 26 {
            // |small| < ulp(big)/4: RN(a+b) = big, exactly.
            hi = F::reinterpret(big);
            lo = F::reinterpret(small);
        } else {
            let aligned = x.m << u64::cast_from(d);
            let mut s = aligned - y.m;
            if x.sign == y.sign {
                s = aligned + y.m;
            }
            if s == 0 {
                hi = F::from_int(0);
            } else {
                let r = round(s, y.e);
                hi = F::reinterpret(r.bits | x.sign);
                lo = remainder::<F>(s, r.units, y.e, x.sign);
            }
        }
    }
    DoubleWord::<F> { hi, lo }
}

/// TwoProd: `hi = RN(a·b)`, `lo = a·b - hi` (exact unless the product underflows), for binary32
/// `a`, `b`.
#[cube]
pub fn two_prod<F: Float>(a: F, b: F) -> DoubleWord<F> {
    let ua = u32::reinterpret(a);
    let ub = u32::reinterpret(b);
    let x = unpack(ua);
    let y = unpack(ub);
    let mut hi = a * b;
    let mut lo = F::from_int(0);
    if !x.special && !y.special && x.m != 0 && y.m != 0 {
        let p = x.m * y.m;
        let e = x.e + y.e;
        let sign = (ua ^ ub) & SIGN;
        let r = round(p, e);
        hi = F::reinterpret(r.bits | sign);
        lo = remainder::<F>(p, r.units, e, sign);
    }
    DoubleWord::<F> { hi, lo }
}

/// Split into the upper 12 significant bits (the low 12 fraction bits cleared) and the rest.
#[cube]
pub fn split<F: Float>(a: F) -> DoubleWord<F> {
    let hi = F::reinterpret(u32::reinterpret(a) & 0xffff_f000u32);
    DoubleWord::<F> { hi, lo: a - hi }
}
