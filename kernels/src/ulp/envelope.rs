//! The API envelopes' verdicts on a result, computed on the device from its f64 reference (the
//! WebGPU CTS primer's acceptance intervals, as the host computes them in
//! `fpsig_harness::ulp::envelope`). The device's reference and its f64 library values differ
//! from the host's by far less than [`SURE`] relative; every step whose outcome such a difference
//! could change (a rounding to binary32, the binade of an ulp, an end of the interval against the
//! result) is checked at ±[`SURE`], and a verdict that could go either way is [`verdict::UNSURE`]:
//! that input is left to the host. So a verdict the device gives is the host's verdict.

// Kernels have no Range::contains.
#![allow(clippy::manual_range_contains)]

use super::reference::{self, TWO_TO_149, TWO_TO_MINUS_149};
use super::{function, summary};
use cubecl::prelude::*;

/// The kind of an API's bound for one function, as the host encodes it in a row of
/// `kinds`/`params` (`params[4a..4a+4]`, constants the host computes, such as π or the binary32
/// neighbours of ln 2, come from the host rather than from literals).
pub mod kind {
    /// The API states no bound.
    pub const ANYTHING: u32 = 0;
    /// At most `p0` binary32 steps from the correctly rounded result.
    pub const NEAR_ROUNDED: u32 = 1;
    /// `exact ± p0·ulp(exact)`.
    pub const ULPS: u32 = 2;
    /// As [`ULPS`] where the divisor (`x` of 1/x if `p1` is 0, `y` of x/y if 1) has magnitude in
    /// [2^-126, 2^126]; else anything.
    pub const DIVISION_ULPS: u32 = 3;
    /// `(p0 + p1·|x|)` ulp.
    pub const ULPS_GROWING: u32 = 4;
    /// `3 + floor(|2x|)` ulp.
    pub const ULPS_PLUS_FLOOR_TWICE_X: u32 = 5;
    /// `exact ± p0` for `|x| ≤ p1`, anything beyond.
    pub const ABSOLUTE_WITHIN: u32 = 6;
    /// `exact ± max(p0·|exact|, ulp(exact)/2)`.
    pub const RELATIVE: u32 = 7;
    /// `exact ± p0` for `x` in [0.5, 2], `p1` ulp elsewhere.
    pub const LOG_LIKE: u32 = 8;
    /// `1 / inversesqrt(x)`: inversesqrt `p0` ulp, division `p1` ulp.
    pub const RECIP_OF_INVERSE_SQRT: u32 = 9;
    /// `x · inversesqrt(x)`, inversesqrt `p0` ulp, rounded outward.
    pub const TIMES_INVERSE_SQRT: u32 = 10;
    /// `sin(x) / cos(x)`, both absolute `p0` for `|x| ≤ p2` (π), division `p1` ulp.
    pub const SIN_OVER_COS: u32 = 11;
    /// `sin(x) · (1 / cos(x))`, both absolute `p0` for `|x| ≤ p2` (π), recip `p1` ulp, rounded.
    pub const SIN_TIMES_RECIP_COS: u32 = 12;
    /// HLSL's exp: 2^m within relative `p0`, `m = x·c` for `c` in [`p1`, `p2`] rounded either way.
    pub const D3D_EXP: u32 = 13;
    /// HLSL's log: log2 within `p0` (absolute on [0.5, 2], relative elsewhere) times `c` in
    /// [`p1`, `p2`], rounded either way.
    pub const D3D_LOG: u32 = 14;
    /// A bound the device does not evaluate: every result but the correctly rounded one is left
    /// to the host.
    pub const ON_THE_HOST: u32 = 15;
    /// `exp2(y·log2(x))` for x > 0 (anything elsewhere): log2 absolute `p0` on [0.5, 2], `p1`
    /// ulp elsewhere; the exponents' hull rounded outward; exp2 `p2 + 2|m|` ulp over it
    /// (`p2 + floor(|2m|)` if `p3` is 1: Metal's).
    pub const EXP2_OF_LOG2: u32 = 16;
    /// HLSL's pow for x > 0 (anything elsewhere): the `log` instruction's log2 within `p0`
    /// (absolute on [0.5, 2], relative elsewhere) rounded outward, times y rounded either way,
    /// then the `exp` instruction's 2^m within relative `p0`.
    pub const D3D_POW: u32 = 17;
}

/// An envelope's verdict on one result.
pub mod verdict {
    pub const ACCEPTED: u32 = 0;
    pub const VIOLATED: u32 = 1;
    pub const UNSURE: u32 = 2;
}

/// Parameters per API row in `params`.
pub const PARAMS: usize = 4;

/// 2^-36: the relative distance within which the device's value of a real quantity and the
/// host's could lie on either side of a decision (both are within a few f64 ulps, 2^-50, of the
/// exact value).
pub const SURE: f64 = 1.4551915228366852e-11;
const MIN_NORMAL32: f64 = 1.1754943508222875e-38;
const LARGEST_F64: f64 = 1.7976931348623157e308;
const LN_2: f64 = std::f64::consts::LN_2;
const F64_EPSILON: f64 = f64::EPSILON;

/// The binary32 ulp of a real value, as the host's `ulp`: the spacing of binary32 numbers in its
/// binade, 2^-149 below the normal range and for non-finite values.
#[cube]
pub fn ulp32(v: f64) -> f64 {
    let a = v.abs();
    // 2^-149 is a binary32 value: the literal is exact.
    let mut u = f64::new(TWO_TO_MINUS_149 as f32);
    if a >= MIN_NORMAL32 && a <= LARGEST_F64 {
        u = f64::reinterpret(((u64::reinterpret(a) >> 52u64) - 23u64) << 52u64);
    }
    u
}

/// Whether [`ulp32`] is the same for every value within `m` of `v`.
#[cube]
fn ulp_is_sure(v: f64, m: f64) -> bool {
    ulp32(v - m) == ulp32(v + m)
}

/// The binary32 value after `r` (from below zero through ±0 to +inf, which stays).
#[cube]
fn next_up32(r: f32) -> f32 {
    let bits = u32::reinterpret(r);
    let mut up = bits + 1u32;
    if (bits & 0x7fff_ffffu32) == 0u32 {
        up = 1u32;
    } else if (bits & 0x8000_0000u32) != 0u32 {
        up = bits - 1u32;
    } else if bits == 0x7f80_0000u32 {
        up = bits;
    }
    f32::reinterpret(up)
}

/// The binary32 value before `r` (signs flipped in the bits: a device that flushes subnormals
/// may flush them in a negation too).
#[cube]
fn next_down32(r: f32) -> f32 {
    let flipped = f32::reinterpret(u32::reinterpret(r) ^ 0x8000_0000u32);
    f32::reinterpret(u32::reinterpret(next_up32(flipped)) ^ 0x8000_0000u32)
}

/// The largest binary32 value ≤ `v`, as f64 (the host's `round_down`); exact below the normal
/// range whatever the device's conversions do with subnormals.
#[cube]
pub fn round_down32(v: f64) -> f64 {
    // Multiples of 2^-149 below the normal range, exact in f64.
    let mut d = (v * TWO_TO_149).floor() * TWO_TO_MINUS_149;
    if v.abs() >= MIN_NORMAL32 {
        let r = f32::cast_from(v);
        d = f64::cast_from(r);
        if d > v {
            d = reference::widen(next_down32(r));
        } else if reference::widen(next_up32(r)) <= v {
            d = reference::widen(next_up32(r));
        }
    }
    d
}

/// The smallest binary32 value ≥ `v`, as f64 (the host's `round_up`).
#[cube]
pub fn round_up32(v: f64) -> f64 {
    -round_down32(-v)
}

/// Whether [`round_down32`] is the same for every value within `m` of `v` (and so
/// [`round_up32`], unless `v` is a binary32 value, which this also refuses).
#[cube]
fn rounding_is_sure(v: f64, m: f64) -> bool {
    round_down32(v - m) == round_down32(v + m)
}

/// The verdict on `g` of the real interval `[lo, hi]`, each end known to within `m_lo`, `m_hi`,
/// rounded outward to binary32 if `outward` (then `g` ≥ the rounded `lo` exactly when
/// `lo` < the binary32 value after `g`).
#[cube]
fn judge(lo: f64, hi: f64, m_lo: f64, m_hi: f64, outward: bool, g: f32) -> u32 {
    // Widened from their bits: a subnormal `g` or neighbour is no zero here.
    let value = reference::widen(g);
    let up = reference::widen(next_up32(g));
    let down = reference::widen(next_down32(g));
    let mut lo_in = lo + m_lo <= value;
    let mut lo_out = lo - m_lo > value;
    let mut hi_in = hi - m_hi >= value;
    let mut hi_out = hi + m_hi < value;
    if outward {
        lo_in = lo + m_lo < up;
        lo_out = lo - m_lo >= up;
        hi_in = hi - m_hi > down;
        hi_out = hi + m_hi <= down;
    }
    let mut v = u32::new(verdict::UNSURE as i64);
    if lo_out || hi_out {
        v = verdict::VIOLATED;
    } else if lo_in && hi_in {
        v = verdict::ACCEPTED;
    }
    // Flush to zero as "either value" (the host's `accepts`): ±0 is accepted also where the
    // interval reaches into the subnormal range, (−2^-126, 2^-126); rounded outward, it does
    // exactly where the unrounded interval does.
    if (u32::reinterpret(g) & 0x7fff_ffffu32) == 0u32 {
        let reaches = lo + m_lo < MIN_NORMAL32 && hi - m_hi > -MIN_NORMAL32;
        let may_reach = lo - m_lo < MIN_NORMAL32 && hi + m_hi > -MIN_NORMAL32;
        if reaches {
            v = verdict::ACCEPTED;
        } else if may_reach && v == verdict::VIOLATED {
            v = verdict::UNSURE;
        }
    }
    v
}

/// `e ± n·ulp(e)`, `e` known to within `m`.
#[cube]
fn around(e: f64, n: f64, m: f64, outward: bool, g: f32) -> u32 {
    let w = n * ulp32(e);
    let mut v = u32::new(verdict::UNSURE as i64);
    if ulp_is_sure(e, m) {
        let margin = m + w * SURE;
        v = judge(e - w, e + w, margin, margin, outward, g);
    }
    v
}

/// `e ± w`, `e` known to within `m`.
#[cube]
fn absolute(e: f64, w: f64, m: f64, outward: bool, g: f32) -> u32 {
    let margin = m + w * SURE;
    judge(e - w, e + w, margin, margin, outward, g)
}

/// `v` rounded outward to binary32 if `outward` (`down` says which way), else `v`; `sure` is
/// cleared where the rounding of `v ± m` could differ.
#[cube]
fn outward_end(v: f64, m: f64, down: bool, outward: bool, sure: &mut Array<u32>) -> f64 {
    let mut r = v;
    if outward {
        if !rounding_is_sure(v, m) {
            sure[0] = 0u32;
        }
        if down {
            r = round_down32(v);
        } else {
            r = round_up32(v);
        }
    }
    r
}

/// The verdict of the API row `(kind, p)` on `got = f(x, y)` (`y` unused by unary functions),
/// whose f64 reference is `e` and whose correctly rounded result is `d` binary32 steps away
/// (`got` not a NaN, zero only where that result is not subnormal, `x` and `y` not subnormal);
/// `one` is an opaque 1.0 ([`reference::opaque_one`]).
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn envelope_verdict(
    kind: u32,
    outward: bool,
    params: &Array<f64>,
    row: usize,
    x: f32,
    y: f32,
    got: f32,
    e: f64,
    d: f64,
    one: f64,
) -> u32 {
    let p0 = params[row * PARAMS];
    let p1 = params[row * PARAMS + 1];
    let p2 = params[row * PARAMS + 2];
    let p3 = params[row * PARAMS + 3];
    let yv = f64::cast_from(y);
    let xv = f64::cast_from(x);
    let ax = xv.abs();
    let m = e.abs() * SURE;
    let mut v = u32::new(verdict::UNSURE as i64);
    if kind == kind::ANYTHING {
        v = verdict::ACCEPTED;
    } else if kind == kind::NEAR_ROUNDED {
        v = verdict::VIOLATED;
        if d.abs() <= p0 {
            v = verdict::ACCEPTED;
        }
    } else if kind == kind::ULPS {
        v = around(e, p0, m, outward, got);
    } else if kind == kind::DIVISION_ULPS {
        let mut divisor = ax;
        if p1 == 1.0f64 {
            divisor = yv.abs();
        }
        v = verdict::ACCEPTED;
        if divisor >= MIN_NORMAL32 && divisor <= 8.507059173023462e37f64 {
            v = around(e, p0, m, outward, got);
        }
    } else if kind == kind::ULPS_GROWING {
        v = around(e, p0 + p1 * ax, m, outward, got);
    } else if kind == kind::ULPS_PLUS_FLOOR_TWICE_X {
        v = around(e, 3.0f64 + (2.0f64 * xv).abs().floor(), m, outward, got);
    } else if kind == kind::ABSOLUTE_WITHIN {
        v = verdict::ACCEPTED;
        if ax <= p1 {
            v = absolute(e, p0, m, outward, got);
        }
    } else if kind == kind::RELATIVE {
        let mut w = p0 * e.abs();
        let half = 0.5f64 * ulp32(e);
        if half > w {
            w = half;
        }
        if ulp_is_sure(e, m) {
            v = absolute(e, w, m + p0 * m, outward, got);
        }
    } else if kind == kind::LOG_LIKE {
        if xv >= 0.5f64 && xv <= 2.0f64 {
            v = absolute(e, p0, m, outward, got);
        } else {
            v = around(e, p1, m, outward, got);
        }
    } else if kind == kind::RECIP_OF_INVERSE_SQRT {
        // The compositions: their sin, cos, exp2 and log are fpsig's own (`reference`), on
        // every backend with f64.
        v = recip_of_inverse_sqrt(xv, p0, p1, outward, got);
    } else if kind == kind::TIMES_INVERSE_SQRT {
        v = times_inverse_sqrt(xv, p0, got);
    } else if kind == kind::SIN_OVER_COS || kind == kind::SIN_TIMES_RECIP_COS {
        v = verdict::ACCEPTED;
        if ax <= p2 && kind == kind::SIN_OVER_COS {
            v = sin_over_cos(xv, p0, p1, outward, one, got);
        } else if ax <= p2 {
            v = sin_times_recip_cos(xv, p0, p1, one, got);
        }
    } else if kind == kind::D3D_EXP {
        v = d3d_exp(xv, p0, p1, p2, one, got);
    } else if kind == kind::D3D_LOG {
        v = verdict::ACCEPTED;
        if xv > 0.0f64 {
            v = d3d_log(xv, p0, p1, p2, got);
        }
    } else if kind == kind::EXP2_OF_LOG2 || kind == kind::D3D_POW {
        v = verdict::ACCEPTED;
        if xv > 0.0f64 {
            v = pow_verdict(kind, xv, yv, p0, p1, p2, p3 == 1.0f64, outward, one, got);
        }
    }
    v
}

/// `1 / inversesqrt(x)` (Vulkan's sqrt): `t = 1/√x ± r ulp`, then `[1/t1, 1/t0] ± div ulp`.
#[cube]
fn recip_of_inverse_sqrt(x: f64, r: f64, div: f64, outward: bool, got: f32) -> u32 {
    let mut sure = Array::<u32>::new(1usize);
    sure[0] = 1u32;
    let t = 1.0f64 / x.sqrt();
    let mt = t * SURE;
    let u = ulp32(t);
    if !ulp_is_sure(t, mt) {
        sure[0] = 0u32;
    }
    let t0 = outward_end(t - r * u, mt, true, outward, &mut sure);
    let t1 = outward_end(t + r * u, mt, false, outward, &mut sure);
    let mut v = u32::new(verdict::ACCEPTED as i64);
    if !(t0 <= 0.0f64 && t1 >= 0.0f64) {
        let a = 1.0f64 / t1;
        let b = 1.0f64 / t0;
        let ma = a.abs() * SURE;
        let mb = b.abs() * SURE;
        if !ulp_is_sure(a, ma) || !ulp_is_sure(b, mb) {
            sure[0] = 0u32;
        }
        let lo = a - div * ulp32(a);
        let hi = b + div * ulp32(b);
        v = judge(lo, hi, ma, mb, outward, got);
    }
    if sure[0] == 0u32 {
        v = verdict::UNSURE;
    }
    v
}

/// `x · inversesqrt(x)` (Metal fast's sqrt), rounded outward.
#[cube]
fn times_inverse_sqrt(x: f64, r: f64, got: f32) -> u32 {
    let t = 1.0f64 / x.sqrt();
    let mt = t * SURE;
    let u = ulp32(t);
    let lo = x * (t - r * u);
    let hi = x * (t + r * u);
    let mut v = u32::new(verdict::UNSURE as i64);
    if ulp_is_sure(t, mt) {
        v = judge(lo, hi, lo.abs() * SURE, hi.abs() * SURE, true, got);
    }
    v
}

#[cube]
fn smaller(a: f64, b: f64) -> f64 {
    let mut r = a;
    if b < a {
        r = b;
    }
    r
}

#[cube]
fn larger(a: f64, b: f64) -> f64 {
    let mut r = a;
    if b > a {
        r = b;
    }
    r
}

/// The least and greatest of four values, into `out[0]`, `out[1]`.
#[cube]
fn hull(a: f64, b: f64, c: f64, d: f64, out: &mut Array<f64>) {
    out[0] = a;
    out[1] = a;
    if b < out[0] {
        out[0] = b;
    }
    if c < out[0] {
        out[0] = c;
    }
    if d < out[0] {
        out[0] = d;
    }
    if b > out[1] {
        out[1] = b;
    }
    if c > out[1] {
        out[1] = c;
    }
    if d > out[1] {
        out[1] = d;
    }
}

/// One of the two binary32 roundings, outward (down if `down`), that the host could give `v`,
/// which the device knows to within `m` before its last f64 rounding (so within `m` and an f64
/// ulp after it): the `inner` one (toward the interval's middle) or the outer one.
#[cube]
fn outward_end_either(v: f64, m: f64, down: bool, inner: bool) -> f64 {
    let within = m + v.abs() * F64_EPSILON;
    // Down: the inner end is the larger; up: the smaller.
    let mut r = round_up32(v + within);
    if down && inner {
        r = round_down32(v + within);
    } else if down {
        r = round_down32(v - within);
    } else if inner {
        r = round_up32(v - within);
    }
    r
}

/// The verdict on `got` of the quotients of `[s0, s1]` by `[c0, c1]` (anything where that holds
/// 0), their hull widened by `div` ulp, rounded outward if `outward`; each quotient known to
/// within `rel`, relative.
#[cube]
#[allow(clippy::too_many_arguments)]
fn quotient_verdict(
    s0: f64,
    s1: f64,
    c0: f64,
    c1: f64,
    div: f64,
    rel: f64,
    outward: bool,
    got: f32,
) -> u32 {
    let mut v = u32::new(verdict::ACCEPTED as i64);
    if !(c0 <= 0.0f64 && c1 >= 0.0f64) {
        let mut q = Array::<f64>::new(2usize);
        hull(s0 / c0, s0 / c1, s1 / c0, s1 / c1, &mut q);
        let mlo = q[0].abs() * rel;
        let mhi = q[1].abs() * rel;
        v = verdict::UNSURE;
        if ulp_is_sure(q[0], mlo) && ulp_is_sure(q[1], mhi) {
            let lo = q[0] - div * ulp32(q[0]);
            let hi = q[1] + div * ulp32(q[1]);
            v = judge(lo, hi, mlo, mhi, outward, got);
        }
    }
    v
}

/// The verdict of an envelope the host computes as one of several nested intervals: accepted if
/// the narrowest accepts, violated if the widest violates, else unsure.
#[cube]
fn by_narrowest_and_widest(narrowest: u32, widest: u32) -> u32 {
    let mut v = u32::new(verdict::UNSURE as i64);
    if narrowest == verdict::ACCEPTED {
        v = verdict::ACCEPTED;
    } else if widest == verdict::VIOLATED {
        v = verdict::VIOLATED;
    }
    v
}

/// `sin(x) / cos(x)` (Vulkan's tan) for |x| ≤ π: each absolute `abs`, rounded outward if
/// `outward`, the hull of the quotients widened by `div` ulp. Rounded outward, each end of the
/// host's intervals is one of two binary32 values: accepted if the narrowest choice accepts,
/// violated if the widest violates (the quotients' hull grows with the intervals).
#[cube]
fn sin_over_cos(x: f64, abs: f64, div: f64, outward: bool, one: f64, got: f32) -> u32 {
    let s = reference::trigonometric_below_4(f32::cast_from(x), one, function::SIN);
    let c = reference::trigonometric_below_4(f32::cast_from(x), one, function::COS);
    let ms = s.abs() * SURE;
    let mc = c.abs() * SURE;
    // 2^-36 is a binary32 value.
    let mut rel = f64::new(SURE as f32);
    let mut v = u32::new(verdict::UNSURE as i64);
    if outward {
        let narrowest = quotient_verdict(
            outward_end_either(s - abs, ms, true, true),
            outward_end_either(s + abs, ms, false, true),
            outward_end_either(c - abs, mc, true, true),
            outward_end_either(c + abs, mc, false, true),
            div,
            rel,
            true,
            got,
        );
        let widest = quotient_verdict(
            outward_end_either(s - abs, ms, true, false),
            outward_end_either(s + abs, ms, false, false),
            outward_end_either(c - abs, mc, true, false),
            outward_end_either(c + abs, mc, false, false),
            div,
            rel,
            true,
            got,
        );
        v = by_narrowest_and_widest(narrowest, widest);
    } else {
        let s0 = s - abs;
        let s1 = s + abs;
        let c0 = c - abs;
        let c1 = c + abs;
        if c0.abs() > mc && c1.abs() > mc {
            // Unrounded ends carry their uncertainty into the quotients.
            rel += (ms + mc) / smaller(c0.abs(), c1.abs()) + ms / smaller(s0.abs(), s1.abs());
            v = quotient_verdict(s0, s1, c0, c1, div, rel, false, got);
        }
    }
    v
}

/// `sin(x) · (1 / cos(x))` (Metal fast's tan) for |x| ≤ π: each absolute `abs`, the reciprocal
/// of the cosine's interval widened by `recip` ulp, the hull of the products rounded outward.
#[cube]
fn sin_times_recip_cos(x: f64, abs: f64, recip: f64, one: f64, got: f32) -> u32 {
    let s = reference::trigonometric_below_4(f32::cast_from(x), one, function::SIN);
    let c = reference::trigonometric_below_4(f32::cast_from(x), one, function::COS);
    let ms = s.abs() * SURE;
    let mc = c.abs() * SURE;
    let s0 = s - abs;
    let s1 = s + abs;
    let c0 = c - abs;
    let c1 = c + abs;
    let mut v = u32::new(verdict::UNSURE as i64);
    let near_zero = c0.abs() <= mc || c1.abs() <= mc;
    if !near_zero {
        v = verdict::ACCEPTED;
        if !(c0 <= 0.0f64 && c1 >= 0.0f64) {
            // Relative uncertainties of the reciprocals, and absolute ones of the sines.
            let rel = mc / smaller(c0.abs(), c1.abs()) + SURE;
            let a = 1.0f64 / c1;
            let b = 1.0f64 / c0;
            let r0 = a - recip * ulp32(a);
            let r1 = b + recip * ulp32(b);
            let mut p = Array::<f64>::new(2usize);
            hull(s0 * r0, s0 * r1, s1 * r0, s1 * r1, &mut p);
            let largest_s = larger(s0.abs(), s1.abs());
            let largest_r = larger(r0.abs(), r1.abs());
            let m = largest_s * largest_r * (rel + SURE) + ms * largest_r;
            v = verdict::UNSURE;
            if ulp_is_sure(a, a.abs() * rel) && ulp_is_sure(b, b.abs() * rel) {
                v = judge(p[0], p[1], m, m, true, got);
            }
        }
    }
    v
}

/// HLSL's exp: `m = x·c` for `c` either binary32 neighbour of log2(e), rounded either way; the
/// `exp` instruction's 2^m within relative `rel` (half an ulp below the normal range).
#[cube]
fn d3d_exp(x: f64, rel: f64, c0: f64, c1: f64, one: f64, got: f32) -> u32 {
    // Exact products of binary32 values: the device's m is the host's.
    let mut m = Array::<f64>::new(2usize);
    hull(x * c0, x * c1, x * c0, x * c1, &mut m);
    d3d_exp2(round_down32(m[0]), round_up32(m[1]), rel, one, got)
}

/// The `exp` instruction of D3D over the binary32 exponents `[m0, m1]`: 2^m within relative
/// `rel` (half an ulp below the normal range).
#[cube]
fn d3d_exp2(m0: f64, m1: f64, rel: f64, one: f64, got: f32) -> u32 {
    let lo = reference::exp2(m0, one);
    let hi = reference::exp2(m1, one);
    let mlo = lo * SURE;
    let mhi = hi * SURE;
    let mut v = u32::new(verdict::UNSURE as i64);
    if ulp_is_sure(lo, mlo) && ulp_is_sure(hi, mhi) {
        let wlo = larger(rel * lo, 0.5f64 * ulp32(lo));
        let whi = larger(rel * hi, 0.5f64 * ulp32(hi));
        v = judge(lo - wlo, hi + whi, mlo, mhi, false, got);
    }
    v
}

/// HLSL's log (x > 0): log2(x) within `rel` (absolute on [0.5, 2], relative elsewhere) times
/// `c` either binary32 neighbour of ln 2, rounded either way.
#[cube]
fn d3d_log(x: f64, rel: f64, c0: f64, c1: f64, got: f32) -> u32 {
    let l = reference::log(f32::cast_from(x)) / LN_2;
    let mut w = rel * l.abs();
    if x >= 0.5f64 && x <= 2.0f64 {
        w = rel;
    }
    let ml = l.abs() * SURE * (1.0f64 + rel);
    let a = l - w;
    let b = l + w;
    let mut p = Array::<f64>::new(2usize);
    hull(a * c0, a * c1, b * c0, b * c1, &mut p);
    let mp = ml * c1;
    let mut v = u32::new(verdict::UNSURE as i64);
    if rounding_is_sure(p[0], mp) && rounding_is_sure(p[1], mp) {
        v = judge(
            round_down32(p[0]),
            round_up32(p[1]),
            0.0f64,
            0.0f64,
            false,
            got,
        );
    }
    v
}

/// pow's inherited envelopes for x > 0: `exp2(y·log2(x))` ([`kind::EXP2_OF_LOG2`], with
/// `(abs, ulps, base, metal)` = `(p0, p1, p2, metal)`) or HLSL's ([`kind::D3D_POW`], `rel` =
/// `p0`). The device's log2 x and the host's differ by far less than [`SURE`]; where the host
/// rounds the ends of log2's interval outward, each end is one of two binary32 values, and the
/// device gives a verdict where the narrowest choice accepts or the widest violates (the
/// envelope grows with that interval). Every step after that is exact or checked as in the
/// other envelopes.
#[cube]
#[allow(clippy::too_many_arguments)]
fn pow_verdict(
    kind: u32,
    x: f64,
    y: f64,
    p0: f64,
    p1: f64,
    p2: f64,
    metal: bool,
    outward: bool,
    one: f64,
    got: f32,
) -> u32 {
    let l = reference::log(f32::cast_from(x)) / LN_2;
    let ml = l.abs() * SURE;
    let near_one = x >= 0.5f64 && x <= 2.0f64;
    // log2's interval is l ± w, each end known to within `mw`.
    let mut w = p0;
    let mut sure = true;
    if kind == kind::D3D_POW {
        if !near_one {
            w = p0 * l.abs();
        }
    } else if !near_one {
        w = p1 * ulp32(l);
        sure = ulp_is_sure(l, ml);
    }
    let mw = ml + w * SURE;
    let mut v = u32::new(verdict::UNSURE as i64);
    if sure {
        if kind == kind::D3D_POW || outward {
            let narrowest = pow_of_rounded_log(
                kind,
                l - w,
                l + w,
                mw,
                true,
                y,
                p0,
                p2,
                metal,
                outward,
                one,
                got,
            );
            let widest = pow_of_rounded_log(
                kind,
                l - w,
                l + w,
                mw,
                false,
                y,
                p0,
                p2,
                metal,
                outward,
                one,
                got,
            );
            v = by_narrowest_and_widest(narrowest, widest);
        } else {
            // Metal fast: log2's ends as they are; their products with y rounded outward.
            let a = (l - w) * y;
            let b = (l + w) * y;
            let mut q = Array::<f64>::new(2usize);
            hull(a, b, a, b, &mut q);
            let spread = y.abs() * (mw + (l.abs() + w) * F64_EPSILON);
            let m0 = 2.0f64 * (spread + q[0].abs() * F64_EPSILON);
            let m1 = 2.0f64 * (spread + q[1].abs() * F64_EPSILON);
            if rounding_is_sure(q[0], m0) && rounding_is_sure(q[1], m1) {
                v = exp2_widened(
                    round_down32(q[0]),
                    round_up32(q[1]),
                    p2,
                    metal,
                    false,
                    one,
                    got,
                );
            }
        }
    }
    v
}

/// [`pow_verdict`] once log2's interval `[l0, l1]` (each end within `m`) is rounded outward to
/// binary32: the narrower of the host's possible roundings if `inner`, else the wider. Its
/// products with `y` are exact (binary32 values), their hull rounded outward.
#[cube]
#[allow(clippy::too_many_arguments)]
fn pow_of_rounded_log(
    kind: u32,
    l0: f64,
    l1: f64,
    m: f64,
    inner: bool,
    y: f64,
    p0: f64,
    p2: f64,
    metal: bool,
    outward: bool,
    one: f64,
    got: f32,
) -> u32 {
    let r0 = outward_end_either(l0, m, true, inner);
    let r1 = outward_end_either(l1, m, false, inner);
    let mut q = Array::<f64>::new(2usize);
    hull(r0 * y, r1 * y, r0 * y, r1 * y, &mut q);
    let m0 = round_down32(q[0]);
    let m1 = round_up32(q[1]);
    let mut v = u32::new(verdict::UNSURE as i64);
    if kind == kind::D3D_POW {
        v = d3d_exp2(m0, m1, p0, one, got);
    }
    if kind == kind::EXP2_OF_LOG2 {
        v = exp2_widened(m0, m1, p2, metal, outward, one, got);
    }
    v
}

/// exp2 over the binary32 exponents `[m0, m1]`, `base + 2|m|` ulp for the widest |m| (`base +
/// floor(|2m|)` if `metal`), rounded outward if `outward`; unsure beyond |m| = 300, where 2^m
/// leaves f64's normal range on the way to fpsig's limits.
#[cube]
fn exp2_widened(
    m0: f64,
    m1: f64,
    base: f64,
    metal: bool,
    outward: bool,
    one: f64,
    got: f32,
) -> u32 {
    let widest = larger(m0.abs(), m1.abs());
    let mut ulps = base + 2.0f64 * widest;
    if metal {
        ulps = base + (2.0f64 * widest).floor();
    }
    let mut v = u32::new(verdict::UNSURE as i64);
    if widest <= 300.0f64 {
        let lo = reference::exp2(m0, one);
        let hi = reference::exp2(m1, one);
        let mlo = lo * SURE;
        let mhi = hi * SURE;
        if ulp_is_sure(lo, mlo) && ulp_is_sure(hi, mhi) {
            v = judge(
                lo - ulps * ulp32(lo),
                hi + ulps * ulp32(hi),
                mlo,
                mhi,
                outward,
                got,
            );
        }
    }
    v
}

/// Every API row's [`envelope_verdict`] on results the host chose (`out[APIS·i + a]`): how the
/// tests hold the device's verdicts to the host's envelopes, near their ends above all.
#[cube(launch)]
#[allow(clippy::too_many_arguments)]
pub fn verdicts(
    x: &Array<f32>,
    y: &Array<f32>,
    got: &Array<f32>,
    e: &Array<f64>,
    d: &Array<f64>,
    apis: &Array<u32>,
    params: &Array<f64>,
    constants: &Array<u32>,
    out: &mut Array<u32>,
) {
    let i = ABSOLUTE_POS;
    if i < x.len() {
        let one = reference::opaque_one(constants);
        for a in 0..summary::APIS {
            out[i * summary::APIS + a] = envelope_verdict(
                apis[2 * a],
                apis[2 * a + 1] != 0u32,
                params,
                a,
                x[i],
                y[i],
                got[i],
                e[i],
                d[i],
                one,
            );
        }
    }
}
