//! The 64-bit fixed-point word of the L-algorithm kernels, in the two forms a backend can run:
//! native `u64`, and [`LimbPair`], two `u32` halves for shaders without 64-bit integers (GL,
//! WGSL). The algorithm is written once over [`Fixed`]; the host picks the form at kernel
//! compile time from the backend's capabilities.
//!
//! Buffers hold every value as two `u32` words, low word first (the little-endian bytes of a
//! `u64`), so both forms read the same upload.
//!
//! No shift amount is written `s − 32` (it is `s & 31` where `s ≥ 32`): with a constant `s` (the
//! hybrid threshold) CubeCL 0.10 folds `3 − 32` on the host, which overflows and aborts the
//! kernel's compilation in a debug build, and the launch then silently does nothing.

use cubecl::prelude::*;

/// Quotient bits [`Fixed::capped_quotient`] finds: enough for every cap the kernels use (below
/// the points of an interval, at most `2^MAX_LOG2_POINTS`).
pub const QUOTIENT_BITS: u32 = super::MAX_LOG2_POINTS;

/// Arithmetic modulo 2^64 on one fixed-point word.
#[cube]
pub trait Fixed: CubeType<ExpandType: Assign> + Copy + Clone + Send + Sync + 'static {
    /// Value `i` of `words` (words `2i` and `2i + 1`).
    fn load(words: &Array<u32>, i: usize) -> Self;
    /// Writes `x` as value `i` of `words`.
    fn store(words: &mut Array<u32>, i: usize, x: Self);
    fn from_u32(v: u32) -> Self;
    /// The low 32 bits.
    fn low(x: Self) -> u32;
    fn add(x: Self, y: Self) -> Self;
    fn sub(x: Self, y: Self) -> Self;
    /// `x · m mod 2^64`.
    fn mul_u32(x: Self, m: u32) -> Self;
    fn less(x: Self, y: Self) -> bool;
    fn is_zero(x: Self) -> bool;
    /// Bit 63 (the sign in two's complement).
    fn is_negative(x: Self) -> bool;
    /// `⌊x / 2^s⌋`, `s < 64`.
    fn shr(x: Self, s: u32) -> Self;
    /// `x · 2^s mod 2^64`, `s < 64`.
    fn shl(x: Self, s: u32) -> Self;
    /// `min(⌊(big − 1) / small⌋, cap)` for `0 < small < big` and `cap < 2^QUOTIENT_BITS`.
    fn capped_quotient(big: Self, small: Self, cap: u32) -> u32;
    /// `⌊x · m / 2^shift⌋ mod 2^64` of the 96-bit product, `shift ≤ 64`.
    fn wide_product_shifted(x: Self, m: u32, shift: u32) -> Self;
}

/// `2^64 − x`.
#[cube]
pub fn negate<F: Fixed>(x: F) -> F {
    F::sub(F::from_u32(0u32), x)
}

/// `x ≥ y`.
#[cube]
pub fn at_least<F: Fixed>(x: F, y: F) -> bool {
    !F::less(x, y)
}

#[cube]
impl Fixed for u64 {
    fn load(words: &Array<u32>, i: usize) -> u64 {
        u64::cast_from(words[2 * i]) | (u64::cast_from(words[2 * i + 1]) << 32u64)
    }

    fn store(words: &mut Array<u32>, i: usize, x: u64) {
        words[2 * i] = u32::cast_from(x & 0xffff_ffffu64);
        words[2 * i + 1] = u32::cast_from(x >> 32u64);
    }

    fn from_u32(v: u32) -> u64 {
        u64::cast_from(v)
    }

    fn low(x: u64) -> u32 {
        u32::cast_from(x & 0xffff_ffffu64)
    }

    fn add(x: u64, y: u64) -> u64 {
        x + y
    }

    fn sub(x: u64, y: u64) -> u64 {
        x - y
    }

    fn mul_u32(x: u64, m: u32) -> u64 {
        x * u64::cast_from(m)
    }

    fn less(x: u64, y: u64) -> bool {
        x < y
    }

    fn is_zero(x: u64) -> bool {
        x == 0
    }

    fn is_negative(x: u64) -> bool {
        (x >> 63u64) == 1
    }

    fn shr(x: u64, s: u32) -> u64 {
        x >> u64::cast_from(s)
    }

    fn shl(x: u64, s: u32) -> u64 {
        x << u64::cast_from(s)
    }

    fn capped_quotient(big: u64, small: u64, cap: u32) -> u32 {
        let q = (big - 1) / small;
        u32::cast_from(select(q < u64::cast_from(cap), q, u64::cast_from(cap)))
    }

    fn wide_product_shifted(x: u64, m: u32, shift: u32) -> u64 {
        let m = u64::cast_from(m);
        let low = (x & 0xffff_ffffu64) * m;
        let high = (x >> 32u64) * m;
        let sum = low + (high << 32u64);
        // Not `if sum < low { 1 } else { 0 }`: CubeCL 0.10 compiles a value-form if/else with
        // literal arms to its else arm (tracel-ai/cubecl#1351), which dropped this carry.
        let top = (high >> 32u64) + u64::cast_from(sum < low);
        let mut result = sum;
        if shift == 64 {
            result = top;
        } else if shift > 0 {
            result = (top << u64::cast_from(64 - shift)) | (sum >> u64::cast_from(shift));
        }
        result
    }
}

/// A 64-bit word as two 32-bit limbs, for backends without 64-bit integers.
#[derive(CubeType, CubeTypeMut, Clone, Copy)]
pub struct LimbPair {
    pub low: u32,
    pub high: u32,
}

/// The 32 bits of `(high·2^32 + low) / 2^s` that start at bit `s` of `low`, `s < 32`.
#[cube]
pub(super) fn funnel(low: u32, high: u32, s: u32) -> u32 {
    let mut out = low;
    if s > 0 {
        out = (low >> s) | (high << (32 - s));
    }
    out
}

/// `x · 2^s mod 2^64`, `s < 64`.
#[cube]
fn shift_left(x: LimbPair, s: u32) -> LimbPair {
    let mut out = x;
    if s >= 32 {
        out = LimbPair {
            low: 0u32,
            high: x.low << (s & 31),
        };
    } else if s > 0 {
        out = LimbPair {
            low: x.low << s,
            high: (x.high << s) | (x.low >> (32 - s)),
        };
    }
    out
}

#[cube]
impl Fixed for LimbPair {
    fn load(words: &Array<u32>, i: usize) -> LimbPair {
        LimbPair {
            low: words[2 * i],
            high: words[2 * i + 1],
        }
    }

    fn store(words: &mut Array<u32>, i: usize, x: LimbPair) {
        words[2 * i] = x.low;
        words[2 * i + 1] = x.high;
    }

    fn from_u32(v: u32) -> LimbPair {
        LimbPair { low: v, high: 0u32 }
    }

    fn low(x: LimbPair) -> u32 {
        x.low
    }

    fn add(x: LimbPair, y: LimbPair) -> LimbPair {
        let low = x.low + y.low;
        LimbPair {
            low,
            high: x.high + y.high + u32::cast_from(low < x.low),
        }
    }

    fn sub(x: LimbPair, y: LimbPair) -> LimbPair {
        LimbPair {
            low: x.low - y.low,
            high: x.high - y.high - u32::cast_from(x.low < y.low),
        }
    }

    fn mul_u32(x: LimbPair, m: u32) -> LimbPair {
        LimbPair {
            low: x.low * m,
            high: x.low.mul_hi(m) + x.high * m,
        }
    }

    fn less(x: LimbPair, y: LimbPair) -> bool {
        x.high < y.high || (x.high == y.high && x.low < y.low)
    }

    fn is_zero(x: LimbPair) -> bool {
        (x.low | x.high) == 0
    }

    fn is_negative(x: LimbPair) -> bool {
        (x.high >> 31) == 1
    }

    fn shr(x: LimbPair, s: u32) -> LimbPair {
        let mut out = x;
        if s >= 32 {
            out = LimbPair {
                low: x.high >> (s & 31),
                high: 0u32,
            };
        } else if s > 0 {
            out = LimbPair {
                low: funnel(x.low, x.high, s),
                high: x.high >> s,
            };
        }
        out
    }

    fn shl(x: LimbPair, s: u32) -> LimbPair {
        shift_left(x, s)
    }

    fn capped_quotient(big: LimbPair, small: LimbPair, cap: u32) -> u32 {
        // Restoring division, one quotient bit at a time from the highest the cap needs:
        // `small·2^bit ≤ rest` exactly when `small ≤ ⌊rest / 2^bit⌋`, which cannot overflow.
        let mut rest = LimbPair::sub(big, LimbPair::from_u32(1u32));
        let mut q = 0u32;
        for step in 0..QUOTIENT_BITS {
            let bit = QUOTIENT_BITS - 1 - step;
            if !LimbPair::less(LimbPair::shr(rest, bit), small) {
                rest = LimbPair::sub(rest, shift_left(small, bit));
                q |= 1u32 << bit;
            }
        }
        // A remainder still ≥ small: the quotient has more bits than the cap.
        let mut out = min(q, cap);
        if !LimbPair::less(rest, small) {
            out = cap;
        }
        out
    }

    fn wide_product_shifted(x: LimbPair, m: u32, shift: u32) -> LimbPair {
        // The 96-bit product as three words w0 + w1·2^32 + w2·2^64.
        let w0 = x.low * m;
        let cross = x.high * m;
        let w1 = x.low.mul_hi(m) + cross;
        let w2 = x.high.mul_hi(m) + u32::cast_from(w1 < cross);
        let s = shift % 32;
        let mut out = LimbPair {
            low: funnel(w0, w1, s),
            high: funnel(w1, w2, s),
        };
        if shift >= 64 {
            out = LimbPair {
                low: w2,
                high: 0u32,
            };
        } else if shift >= 32 {
            out = LimbPair {
                low: funnel(w1, w2, s),
                high: w2 >> s,
            };
        }
        out
    }
}
