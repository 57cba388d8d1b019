//! The accuracy each API promises for each function, as acceptance intervals in the manner of
//! the WebGPU CTS floating-point primer: an interval of real values around the exact result,
//! inherited bounds composed from their parts' intervals, flush-to-zero as "either value".
//!
//! Sources, as transcribed here:
//! - Vulkan: Vulkan specification, "Precision and Operation of SPIR-V Instructions" (OpFDiv 2.5
//!   ULP for |y| in [2^-126, 2^126]; exp/exp2 3 + 2|x| ULP; log/log2 3 ULP outside [0.5, 2],
//!   absolute 2^-21 inside; inversesqrt 2 ULP; sqrt inherited from 1.0/inversesqrt; pow
//!   inherited from exp2(y·log2 x); sin/cos absolute 2^-11 inside [-π, π]; tan inherited from
//!   sin/cos; fma inherited from OpFMul followed by OpFAdd).
//! - GL: GLSL 4.60 §4.7.1, the same table without the trigonometric rows ("undefined
//!   precision").
//! - WGSL: WGSL "Floating Point Accuracy", f32 rows (as Vulkan; fma inherited from x*y+z).
//! - Metal: MSL specification §8.4, Table 8.1 (precise) and Table 8.2 (fast math, the default).
//! - CUDA: CUDA C++ Programming Guide, Mathematical Functions, single-precision table (maximum
//!   ulp distance from the correctly rounded result; -prec-div/-prec-sqrt default true).
//! - OpenCL: OpenCL C 3.0 §7.4, single-precision full-profile ULP table.
//! - D3D: the Direct3D 11 floating-point rules state 0.5 ULP for + − × only (truncation
//!   allowed: either neighbour here) and flush subnormals on input and output; the shader-model
//!   4/5 assembly reference (learn.microsoft.com, direct3dhlsl `rcp`, `rsq`, `sqrt`, `sincos`,
//!   `exp`, `log`, `div` pages) bounds the instructions: rcp, rsq and exp (2^x) relative error
//!   2^-21, log (log2) absolute 2^-21 on [0.5, 2] and relative 2^-21 elsewhere, sqrt 1 ulp,
//!   sincos absolute 0.0008 on [-100π, 100π]; `div` has no bound (a/b or a·(1/b)). HLSL's exp,
//!   log and pow are inherited from the instructions they compile to (exp2(x·log2 e),
//!   log2(x)·ln 2, exp2(y·log2 x)), its mad is fused or not; tan (sin/cos through the unbounded
//!   `div`) stays unstated.
//!
//! Graphics APIs' intervals are rounded outward to binary32 at every step as the CTS does;
//! OpenCL, Metal and CUDA bounds are checked as written. The binary16 and binary64 tables, and
//! their exact evaluation, are in [`super::format_envelope`].

use super::{Args, Function};
use std::f64::consts::PI;

/// An API whose accuracy envelope fpsig checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Api {
    Vulkan,
    Gl,
    Wgsl,
    MetalPrecise,
    MetalFast,
    D3d,
    Cuda,
    OpenCl,
}

impl Api {
    pub const ALL: [Api; 8] = [
        Api::Vulkan,
        Api::Gl,
        Api::Wgsl,
        Api::MetalPrecise,
        Api::MetalFast,
        Api::D3d,
        Api::Cuda,
        Api::OpenCl,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Api::Vulkan => "vulkan",
            Api::Gl => "gl",
            Api::Wgsl => "wgsl",
            Api::MetalPrecise => "metal-precise",
            Api::MetalFast => "metal-fast",
            Api::D3d => "d3d",
            Api::Cuda => "cuda",
            Api::OpenCl => "opencl",
        }
    }

    /// Whether intervals are rounded outward to the format (the graphics APIs' conformance
    /// suites) or checked as written.
    pub fn outward(self) -> bool {
        matches!(self, Api::Vulkan | Api::Gl | Api::Wgsl)
    }
}

/// One API's promise for one function.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Bound {
    /// The correctly rounded result.
    CorrectlyRounded,
    /// At most `n` ulp from the correctly rounded result (CUDA's measure).
    FromRounded(u32),
    /// `|r − exact| ≤ n·ulp(exact)`.
    Ulps(f64),
    /// `n` ulp where the divisor (`y` of x/y, `x` of 1/x) has magnitude in [2^-126, 2^126];
    /// no bound elsewhere.
    DivisionUlps(f64),
    /// `(base + slope·|x|)` ulp.
    UlpsGrowing { base: f64, slope: f64 },
    /// `3 + floor(|2x|)` ulp (Metal's fast exp).
    UlpsPlusFloorTwiceX,
    /// Absolute error inside [-π, π], no bound outside.
    AbsoluteInsidePi(f64),
    /// Absolute error `abs` for `|x| ≤ limit`, no bound outside.
    AbsoluteWithin { abs: f64, limit: f64 },
    /// `|r − exact| ≤ rel·|exact|`.
    Relative(f64),
    /// Absolute error `abs` inside [0.5, 2], `ulps` outside.
    LogLike { abs: f64, ulps: f64 },
    /// Composed from the bounds of the operations it is defined by.
    Inherited(Composition),
    /// The API states no bound.
    Unstated,
    /// The API has no such function in the format (why).
    Absent(&'static str),
    /// The API states a bound that fpsig has not transcribed.
    NotTranscribed,
}

/// A function defined by an expression of others.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Composition {
    /// `1.0 / inversesqrt(x)`: inversesqrt `rsqrt` ulp, division `div` ulp.
    RecipOfInverseSqrt { rsqrt: f64, div: f64 },
    /// `x * rsqrt(x)` (Metal fast), rsqrt `rsqrt` ulp, × correctly rounded.
    TimesInverseSqrt { rsqrt: f64 },
    /// `sin(x) / cos(x)`, both absolute `abs` inside [-π, π], division `div` ulp.
    SinOverCos { abs: f64, div: f64 },
    /// `sin(x) * (1.0 / cos(x))` (Metal fast), recip `recip` ulp.
    SinTimesRecipCos { abs: f64, recip: f64 },
    /// `exp2(y * log2(x))` with log2 as [`Bound::LogLike`] and exp2 as `exp` (`base + 2|m|`
    /// ulp, or Metal's `base + floor(|2m|)`).
    Exp2OfLog2 {
        log_abs: f64,
        log_ulps: f64,
        exp_base: f64,
        metal_exp: bool,
    },
    /// `x * y + z`, each operation correctly rounded.
    MulThenAdd,
    /// HLSL's `exp(x)`: the `exp` instruction (2^m, relative error `rel`) of `m = x·log2(e)`,
    /// the constant either binary32 neighbour of log2(e) and the product rounded either way.
    D3dExp { rel: f64 },
    /// HLSL's `log(x)`: the `log` instruction (log2; absolute error `rel` inside [0.5, 2],
    /// relative `rel` outside) times ln(2), the constant and the product as in [`D3dExp`].
    D3dLog { rel: f64 },
    /// HLSL's `pow(x, y)`: `exp(y·log(x))` with the `log` and `exp` instructions' bounds, the
    /// product rounded either way.
    D3dPow { rel: f64 },
    /// HLSL's `mad`: fused or not, each rounding either way.
    D3dMad,
}

/// One format's column of Vulkan's precision table (GLSL's and WGSL's copy it): exp's constant
/// term in ulps, log's absolute error on [0.5, 2], and sin's and cos's absolute error on
/// [-π, π] (`None` where the API leaves trigonometry unstated).
#[derive(Debug, Clone, Copy)]
pub struct VulkanColumn {
    pub exp_base: f64,
    pub log_abs: f64,
    pub trig_abs: Option<f64>,
}

/// The binary32 column (Vulkan, WGSL; GL without trigonometry).
pub const SINGLE: VulkanColumn = VulkanColumn {
    exp_base: 3.0,
    log_abs: 1.0 / (1u64 << 21) as f64,
    trig_abs: Some(1.0 / 2048.0),
};

/// The bound of `f` in a column of Vulkan's table: ÷ 2.5 ulp for divisors in the normal range,
/// inversesqrt 2 ulp, exp `base + 2|x|` ulp, log 3 ulp or absolute near 1, sin and cos
/// absolute, and sqrt, tan, pow and fma inherited from 1/inversesqrt, sin/cos, exp2(y·log2 x)
/// and x*y + z.
pub fn vulkan_row(column: VulkanColumn, f: Function) -> Bound {
    use Bound::*;
    use Function::*;
    match (f, column.trig_abs) {
        (Div | Recip, _) => DivisionUlps(2.5),
        (Sqrt, _) => Inherited(Composition::RecipOfInverseSqrt {
            rsqrt: 2.0,
            div: 2.5,
        }),
        (InverseSqrt, _) => Ulps(2.0),
        (Exp, _) => UlpsGrowing {
            base: column.exp_base,
            slope: 2.0,
        },
        (Log, _) => LogLike {
            abs: column.log_abs,
            ulps: 3.0,
        },
        (Sin | Cos, Some(abs)) => AbsoluteInsidePi(abs),
        (Tan, Some(abs)) => Inherited(Composition::SinOverCos { abs, div: 2.5 }),
        (Sin | Cos | Tan, None) => Unstated,
        (Pow, _) => Inherited(Composition::Exp2OfLog2 {
            log_abs: column.log_abs,
            log_ulps: 3.0,
            exp_base: column.exp_base,
            metal_exp: false,
        }),
        (Fma, _) => Inherited(Composition::MulThenAdd),
    }
}

/// The bound `api` states for `f`.
pub fn bound(api: Api, f: Function) -> Bound {
    use Bound::*;
    use Function::*;
    const TWO_M13: f64 = 1.0 / 8192.0;
    const TWO_M21: f64 = 1.0 / (1u64 << 21) as f64;
    const TWO_M22: f64 = 1.0 / (1u64 << 22) as f64;
    match api {
        Api::Vulkan | Api::Wgsl => vulkan_row(SINGLE, f),
        Api::Gl => vulkan_row(
            VulkanColumn {
                trig_abs: None,
                ..SINGLE
            },
            f,
        ),
        Api::MetalPrecise => match f {
            Div | Recip | Sqrt | InverseSqrt | Fma => CorrectlyRounded,
            Exp | Log | Sin | Cos => Ulps(4.0),
            Tan => Ulps(6.0),
            Pow => Ulps(16.0),
        },
        Api::MetalFast => match f {
            Div => DivisionUlps(2.5),
            Recip => DivisionUlps(1.0),
            Sqrt => Inherited(Composition::TimesInverseSqrt { rsqrt: 2.0 }),
            InverseSqrt => Ulps(2.0),
            Exp => UlpsPlusFloorTwiceX,
            Log => LogLike {
                abs: TWO_M21,
                ulps: 3.0,
            },
            Sin | Cos => AbsoluteInsidePi(TWO_M13),
            Tan => Inherited(Composition::SinTimesRecipCos {
                abs: TWO_M13,
                recip: 1.0,
            }),
            Pow => Inherited(Composition::Exp2OfLog2 {
                log_abs: TWO_M22,
                log_ulps: 2.0,
                exp_base: 3.0,
                metal_exp: true,
            }),
            Fma => CorrectlyRounded,
        },
        Api::D3d => match f {
            Recip | InverseSqrt => Relative(TWO_M21),
            Sqrt => Ulps(1.0),
            Sin | Cos => AbsoluteWithin {
                abs: 0.0008,
                limit: 100.0 * PI,
            },
            Exp => Inherited(Composition::D3dExp { rel: TWO_M21 }),
            Log => Inherited(Composition::D3dLog { rel: TWO_M21 }),
            Pow => Inherited(Composition::D3dPow { rel: TWO_M21 }),
            Fma => Inherited(Composition::D3dMad),
            Div | Tan => Unstated,
        },
        Api::Cuda => match f {
            Div | Recip | Sqrt | Fma => CorrectlyRounded,
            InverseSqrt | Exp | Sin | Cos => FromRounded(2),
            Log => FromRounded(1),
            Tan | Pow => FromRounded(4),
        },
        Api::OpenCl => match f {
            Div | Recip => Ulps(2.5),
            Sqrt => Ulps(3.0),
            InverseSqrt => Ulps(2.0),
            Exp | Log => Ulps(3.0),
            Sin | Cos => Ulps(4.0),
            Tan => Ulps(5.0),
            Pow => Ulps(16.0),
            Fma => CorrectlyRounded,
        },
    }
}

/// What a bound accepts at one input.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Acceptance {
    /// Any value.
    Anything,
    /// Results at most `n` ulp from the correctly rounded one.
    NearRounded(u32),
    /// Real values in `[lo, hi]`.
    Interval(f64, f64),
}

/// The binary32 ulp of a real value: the spacing of binary32 numbers in its binade
/// (2^-149 below the normal range), extended past the largest binade.
pub fn ulp(v: f64) -> f64 {
    let v = v.abs();
    if v < f32::MIN_POSITIVE as f64 || !v.is_finite() {
        return 2f64.powi(-149);
    }
    // The f64 with v's exponent minus 23 and a zero significand (v is normal in f64 here).
    f64::from_bits(((v.to_bits() >> 52) - 23) << 52)
}

/// The largest binary32 value ≤ `v` (as f64), −inf below −MAX.
fn round_down(v: f64) -> f64 {
    let r = v as f32;
    (if (r as f64) > v { r.next_down() } else { r }) as f64
}

/// The smallest binary32 value ≥ `v` (as f64), +inf above MAX.
fn round_up(v: f64) -> f64 {
    let r = v as f32;
    (if (r as f64) < v { r.next_up() } else { r }) as f64
}

#[derive(Debug, Clone, Copy)]
struct Interval(f64, f64);

impl Interval {
    fn around(v: f64, ulps: f64) -> Self {
        Interval(v - ulps * ulp(v), v + ulps * ulp(v))
    }

    fn absolute(v: f64, eps: f64) -> Self {
        Interval(v - eps, v + eps)
    }

    /// Each end rounded outward to binary32: every value a binary32 operation rounding either
    /// way could give from the interval.
    fn rounded(self) -> Self {
        Interval(round_down(self.0), round_up(self.1))
    }

    fn outward(self, yes: bool) -> Self {
        if yes {
            self.rounded()
        } else {
            self
        }
    }

    /// What the interval accepts, rounded outward to binary32 where `outward`.
    fn accepted(self, outward: bool) -> Acceptance {
        let i = self.outward(outward);
        Acceptance::Interval(i.0, i.1)
    }

    fn contains_zero(self) -> bool {
        self.0 <= 0.0 && self.1 >= 0.0
    }

    /// The hull of `op` over the corners of two intervals.
    fn corners(self, other: Interval, op: impl Fn(f64, f64) -> f64) -> Interval {
        let c = [
            op(self.0, other.0),
            op(self.0, other.1),
            op(self.1, other.0),
            op(self.1, other.1),
        ];
        Interval(
            c.iter().copied().fold(f64::INFINITY, f64::min),
            c.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        )
    }

    /// Each endpoint widened by `ulps` of itself.
    fn widened(self, ulps: f64) -> Interval {
        Interval(self.0 - ulps * ulp(self.0), self.1 + ulps * ulp(self.1))
    }
}

fn in_division_range(divisor: f32) -> bool {
    let d = divisor.abs();
    (2f32.powi(-126)..=2f32.powi(126)).contains(&d)
}

fn log_interval(x: f64, abs: f64, ulps: f64) -> Interval {
    let l = x.log2();
    if (0.5..=2.0).contains(&x) {
        Interval::absolute(l, abs)
    } else {
        Interval::around(l, ulps)
    }
}

/// What `api` accepts for `f` at `a`, whose exact value is `exact` (finite).
pub fn acceptance(api: Api, f: Function, a: Args, exact: f64) -> Acceptance {
    let out = api.outward();
    let x = a.x as f64;
    let interval = |i: Interval| i.accepted(out);
    match bound(api, f) {
        Bound::Unstated | Bound::Absent(_) | Bound::NotTranscribed => Acceptance::Anything,
        Bound::CorrectlyRounded => Acceptance::NearRounded(0),
        Bound::FromRounded(n) => Acceptance::NearRounded(n),
        Bound::Ulps(n) => interval(Interval::around(exact, n)),
        Bound::DivisionUlps(n) => {
            let divisor = if f == Function::Recip { a.x } else { a.y };
            if in_division_range(divisor) {
                interval(Interval::around(exact, n))
            } else {
                Acceptance::Anything
            }
        }
        Bound::UlpsGrowing { base, slope } => {
            interval(Interval::around(exact, base + slope * x.abs()))
        }
        Bound::UlpsPlusFloorTwiceX => {
            interval(Interval::around(exact, 3.0 + (2.0 * x).abs().floor()))
        }
        Bound::AbsoluteInsidePi(eps) => {
            if x.abs() <= PI {
                interval(Interval::absolute(exact, eps))
            } else {
                Acceptance::Anything
            }
        }
        Bound::AbsoluteWithin { abs, limit } => {
            if x.abs() <= limit {
                interval(Interval::absolute(exact, abs))
            } else {
                Acceptance::Anything
            }
        }
        // Below the normal range a relative bound is narrower than the binary32 spacing: the
        // correctly rounded result is accepted there too.
        Bound::Relative(rel) => interval(Interval::absolute(
            exact,
            (rel * exact.abs()).max(0.5 * ulp(exact)),
        )),
        Bound::LogLike { abs, ulps } => {
            if (0.5..=2.0).contains(&x) {
                interval(Interval::absolute(exact, abs))
            } else {
                interval(Interval::around(exact, ulps))
            }
        }
        Bound::Inherited(c) => inherited(c, a, out),
    }
}

fn inherited(c: Composition, a: Args, out: bool) -> Acceptance {
    let (x, y, z) = (a.x as f64, a.y as f64, a.z as f64);
    let accept = |i: Interval| i.accepted(out);
    match c {
        Composition::RecipOfInverseSqrt { rsqrt, div } => {
            let t = Interval::around(1.0 / x.sqrt(), rsqrt).outward(out);
            if t.contains_zero() {
                return Acceptance::Anything;
            }
            accept(Interval(1.0 / t.1, 1.0 / t.0).widened(div))
        }
        Composition::TimesInverseSqrt { rsqrt } => {
            let t = Interval::around(1.0 / x.sqrt(), rsqrt);
            accept(Interval(x * t.0, x * t.1).rounded())
        }
        Composition::SinOverCos { abs, div } => {
            if x.abs() > PI {
                return Acceptance::Anything;
            }
            let s = Interval::absolute(x.sin(), abs).outward(out);
            let c = Interval::absolute(x.cos(), abs).outward(out);
            if c.contains_zero() {
                return Acceptance::Anything;
            }
            accept(s.corners(c, |p, q| p / q).widened(div))
        }
        Composition::SinTimesRecipCos { abs, recip } => {
            if x.abs() > PI {
                return Acceptance::Anything;
            }
            let s = Interval::absolute(x.sin(), abs);
            let c = Interval::absolute(x.cos(), abs);
            if c.contains_zero() {
                return Acceptance::Anything;
            }
            let r = Interval(1.0 / c.1, 1.0 / c.0).widened(recip);
            let p = s.corners(r, |p, q| p * q);
            accept(p.rounded())
        }
        Composition::Exp2OfLog2 {
            log_abs,
            log_ulps,
            exp_base,
            metal_exp,
        } => {
            if x <= 0.0 {
                return Acceptance::Anything;
            }
            let l = log_interval(x, log_abs, log_ulps).outward(out);
            let m = l.corners(Interval(y, y), |p, q| p * q);
            let m = m.rounded();
            let widest = m.0.abs().max(m.1.abs());
            let ulps = exp2_ulps(exp_base, metal_exp, widest);
            accept(Interval(m.0.exp2(), m.1.exp2()).widened(ulps))
        }
        Composition::MulThenAdd => {
            let p = x * y;
            let (lo, hi) = (round_down(p), round_up(p));
            accept(Interval(sum_down(lo, z), sum_up(hi, z)))
        }
        Composition::D3dExp { rel } => {
            let m = product_either_way(Interval(x, x), constant(std::f64::consts::LOG2_E));
            accept(d3d_exp2(m, rel))
        }
        Composition::D3dLog { rel } => {
            if x <= 0.0 {
                return Acceptance::Anything;
            }
            accept(product_either_way(
                d3d_log2(x, rel),
                constant(std::f64::consts::LN_2),
            ))
        }
        Composition::D3dPow { rel } => {
            if x <= 0.0 {
                return Acceptance::Anything;
            }
            let l = d3d_log2(x, rel).rounded();
            accept(d3d_exp2(product_either_way(l, Interval(y, y)), rel))
        }
        Composition::D3dMad => {
            // Unfused: the product, then the sum, each rounded either way; fused: the exact
            // x·y + z (exact in f64 for binary32 operands unless the exponents are far apart,
            // which TwoSum's error tells) rounded either way.
            let p = x * y;
            let (lo, hi) = (round_down(p), round_up(p));
            let fused = Interval(sum_down(p, z), sum_up(p, z));
            let unfused = Interval(sum_down(lo, z), sum_up(hi, z));
            accept(Interval(fused.0.min(unfused.0), fused.1.max(unfused.1)))
        }
    }
}

/// exp2's bound in ulps over exponents up to `m` in magnitude, in an [`Composition::Exp2OfLog2`]:
/// `base + 2|m|`, or Metal's `base + floor(|2m|)`.
pub fn exp2_ulps(base: f64, metal_exp: bool, m: f64) -> f64 {
    if metal_exp {
        base + (2.0 * m).floor()
    } else {
        base + 2.0 * m
    }
}

/// The two binary32 neighbours of a real constant (as f64).
fn constant(v: f64) -> Interval {
    let [lo, hi] = neighbours(v);
    Interval(lo, hi)
}

/// The largest binary32 value ≤ `v` and the smallest ≥ `v` (as f64).
pub fn neighbours(v: f64) -> [f64; 2] {
    [round_down(v), round_up(v)]
}

/// D3D's `log` instruction: log2(x) within absolute `rel` on [0.5, 2], relative `rel` elsewhere.
fn d3d_log2(x: f64, rel: f64) -> Interval {
    let l = x.log2();
    if (0.5..=2.0).contains(&x) {
        Interval::absolute(l, rel)
    } else {
        Interval::absolute(l, rel * l.abs())
    }
}

/// D3D's `exp` instruction over an interval of exponents: 2^m within relative `rel` (and, as
/// for [`Bound::Relative`], within half the binary32 spacing below the normal range).
fn d3d_exp2(m: Interval, rel: f64) -> Interval {
    let (lo, hi) = (m.0.exp2(), m.1.exp2());
    let within = |v: f64| (rel * v).max(0.5 * ulp(v));
    Interval(lo - within(lo), hi + within(hi))
}

/// A product over the corners of two intervals, rounded either way to binary32.
fn product_either_way(a: Interval, b: Interval) -> Interval {
    a.corners(b, |p, q| p * q).rounded()
}

/// The binary32 rounding downward of `a + b` for binary32 `a`, `b`: exact in f64 unless their
/// exponents are far apart, in which case f64's rounding error is told by TwoSum.
fn sum_down(a: f64, b: f64) -> f64 {
    let s = a + b;
    let err = two_sum_error(a, b, s);
    let r = round_down(s);
    if r == s && err < 0.0 {
        (r as f32).next_down() as f64
    } else {
        r
    }
}

fn sum_up(a: f64, b: f64) -> f64 {
    let s = a + b;
    let err = two_sum_error(a, b, s);
    let r = round_up(s);
    if r == s && err > 0.0 {
        (r as f32).next_up() as f64
    } else {
        r
    }
}

fn two_sum_error(a: f64, b: f64, s: f64) -> f64 {
    if !s.is_finite() {
        return 0.0;
    }
    let bv = s - a;
    let av = s - bv;
    (a - av) + (b - bv)
}

/// Whether `got` is accepted, with flush-to-zero as "either value": a result is also accepted
/// as ±0 where the interval reaches into the subnormal range.
pub fn accepts(acc: Acceptance, got: f32, rounded: f32) -> bool {
    match acc {
        Acceptance::Anything => true,
        Acceptance::NearRounded(n) => {
            ordered_distance(got, rounded).unsigned_abs() <= n as u64
                || (got == 0.0 && rounded.is_subnormal())
        }
        Acceptance::Interval(lo, hi) => {
            let g = got as f64;
            (lo <= g && g <= hi)
                || (got == 0.0 && lo < f32::MIN_POSITIVE as f64 && hi > -(f32::MIN_POSITIVE as f64))
        }
    }
}

/// Signed distance in binary32 steps from `b` to `a` (±0 are one point; ±inf one step past
/// ±MAX).
pub fn ordered_distance(a: f32, b: f32) -> i64 {
    fn ordered(v: f32) -> i64 {
        let bits = v.to_bits();
        let magnitude = (bits & 0x7fff_ffff) as i64;
        if bits >> 31 == 1 {
            -magnitude
        } else {
            magnitude
        }
    }
    ordered(a) - ordered(b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ulp::reference::reference;

    fn check(api: Api, f: Function, a: Args, got: f32) -> bool {
        let r = reference(f, a);
        accepts(acceptance(api, f, a, r.exact), got, r.rounded)
    }

    #[test]
    fn the_correctly_rounded_result_meets_every_envelope() {
        let mut x = 1.0e-30f32;
        while x < 1.0e30 {
            for f in Function::ALL {
                let a = Args {
                    x,
                    y: 1.0 / (x + 1.0),
                    z: -x,
                };
                let r = reference(f, a);
                if !r.rounded.is_finite() {
                    continue;
                }
                for api in Api::ALL {
                    assert!(check(api, f, a, r.rounded), "{api:?} {f:?} {a:?}");
                }
            }
            x *= 3.7;
        }
    }

    /// The binary32 value `n` steps above the correctly rounded `f(a)` (a positive result).
    fn steps_from_rounded(f: Function, a: Args, n: i32) -> f32 {
        f32::from_bits((reference(f, a).rounded.to_bits() as i32 + n) as u32)
    }

    #[test]
    fn bounds_are_told_apart_by_their_size() {
        // exp(1) off by 4 ulp: Vulkan allows 3 + 2·1 = 5, Metal precise 4, OpenCL 3, CUDA 2.
        let a = Args::unary(1.0);
        let r = reference(Function::Exp, a);
        let off = f32::from_bits(r.rounded.to_bits() + 4);
        let verdicts: Vec<bool> = [Api::Vulkan, Api::MetalPrecise, Api::OpenCl, Api::Cuda]
            .iter()
            .map(|&api| check(api, Function::Exp, a, off))
            .collect();
        assert_eq!(verdicts, [true, true, false, false]);
        // sin(1) off by 2^-12 absolute: within Vulkan's 2^-11, outside Metal fast's 2^-13 and
        // every ulp bound; outside [-π, π] Vulkan has no bound at all.
        let s = Args::unary(1.0);
        let far = (1.0f64.sin() + 1.0 / 4096.0) as f32;
        assert!(check(Api::Vulkan, Function::Sin, s, far));
        assert!(!check(Api::MetalFast, Function::Sin, s, far));
        assert!(!check(Api::OpenCl, Function::Sin, s, far));
        assert!(check(Api::Vulkan, Function::Sin, Args::unary(4.0), 0.5));
        // Division outside [2^-126, 2^126] is unbounded for Vulkan, not for OpenCL.
        let d = Args {
            x: 1.0,
            y: 2f32.powi(127),
            z: 0.0,
        };
        assert!(check(Api::Vulkan, Function::Div, d, 0.0));
        assert!(!check(Api::OpenCl, Function::Div, d, 1.0));
        // D3D's rcp: relative 2^-21 is about 5 ulp at 1/1.5 (binade [0.5, 1)), so 3 ulp off
        // passes and 16 ulp off does not; sin within 0.0008 up to 100π, unbounded beyond.
        let x = Args::unary(1.5);
        let off = |n| steps_from_rounded(Function::Recip, x, n);
        assert!(check(Api::D3d, Function::Recip, x, off(3)));
        assert!(!check(Api::D3d, Function::Recip, x, off(16)));
        assert!(!check(Api::Cuda, Function::Recip, x, off(3)));
        let s = Args::unary(300.0);
        let near = (300.0f64.sin() + 0.0007) as f32;
        assert!(check(Api::D3d, Function::Sin, s, near));
        assert!(!check(Api::D3d, Function::Sin, s, near + 0.0002));
        assert!(check(Api::D3d, Function::Sin, Args::unary(400.0), 0.5));
        assert!(check(Api::D3d, Function::Div, d, 7.0));
    }

    #[test]
    fn inherited_bounds_compose_their_parts() {
        // Vulkan's sqrt is 1/inversesqrt: 2 ulp then 2.5 ulp, about 4.5 ulp in all.
        let a = Args::unary(2.0);
        let step = |n| steps_from_rounded(Function::Sqrt, a, n);
        assert!(check(Api::Vulkan, Function::Sqrt, a, step(4)));
        assert!(!check(Api::Vulkan, Function::Sqrt, a, step(7)));
        assert!(!check(Api::MetalPrecise, Function::Sqrt, a, step(1)));
        // An unfused x*y + z is within the inherited fma bound, not within correct rounding.
        let f = Args {
            x: 1.0 + f32::EPSILON,
            y: 1.0 - f32::EPSILON,
            z: -1.0,
        };
        let unfused = f.x * f.y + f.z;
        assert!(check(Api::Vulkan, Function::Fma, f, unfused));
        assert!(!check(Api::OpenCl, Function::Fma, f, unfused));
        // tan near π/2 inherits an unbounded quotient from cos's absolute error.
        assert!(check(
            Api::Vulkan,
            Function::Tan,
            Args::unary(std::f32::consts::FRAC_PI_2),
            0.0
        ));
        assert!(!check(Api::Vulkan, Function::Tan, Args::unary(0.5), 1.0));
    }

    #[test]
    fn hlsl_functions_inherit_the_instructions_they_compile_to() {
        let off = |f, a, n| steps_from_rounded(f, a, n);
        // exp(x) = 2^(x·log2 e): at 1 the product's rounding and the instruction's 2^-21 allow
        // about 6 ulp; at 80 the product's own ulp (2^-17) allows some 60, CUDA's 2 ulp do not.
        let one = Args::unary(1.0);
        assert!(check(
            Api::D3d,
            Function::Exp,
            one,
            off(Function::Exp, one, 3)
        ));
        assert!(!check(
            Api::D3d,
            Function::Exp,
            one,
            off(Function::Exp, one, 16)
        ));
        let eighty = Args::unary(80.0);
        assert!(check(
            Api::D3d,
            Function::Exp,
            eighty,
            off(Function::Exp, eighty, 40)
        ));
        assert!(!check(
            Api::D3d,
            Function::Exp,
            eighty,
            off(Function::Exp, eighty, 100)
        ));
        assert!(!check(
            Api::Cuda,
            Function::Exp,
            eighty,
            off(Function::Exp, eighty, 40)
        ));
        // log(x) = log2(x)·ln 2: relative 2^-21 of log2(8) = 3 is about 4 ulp of log(8); near 1
        // the absolute 2^-21 is tens of thousands of ulp of a result near 10^-4.
        let eight = Args::unary(8.0);
        assert!(check(
            Api::D3d,
            Function::Log,
            eight,
            off(Function::Log, eight, 3)
        ));
        assert!(!check(
            Api::D3d,
            Function::Log,
            eight,
            off(Function::Log, eight, 10)
        ));
        let near_one = Args::unary(1.0001);
        let far = off(Function::Log, near_one, 1000);
        assert!(check(Api::D3d, Function::Log, near_one, far));
        assert!(!check(Api::OpenCl, Function::Log, near_one, far));
        // pow(2, 10) = 2^(10·log2 2): log2(2) within 2^-21 absolute, times 10, is about ±28 ulp
        // of 1024.
        let p = Args {
            x: 2.0,
            y: 10.0,
            z: 0.0,
        };
        assert!(check(Api::D3d, Function::Pow, p, off(Function::Pow, p, 20)));
        assert!(!check(
            Api::D3d,
            Function::Pow,
            p,
            off(Function::Pow, p, 40)
        ));
        // mad: the unfused (0) and the fused (-2^-46) result both pass, and so does anything
        // between -2^-24 (the product rounded down first) and 0; +2^-46 does not.
        let m = Args {
            x: 1.0 + f32::EPSILON,
            y: 1.0 - f32::EPSILON,
            z: -1.0,
        };
        let unfused = m.x * m.y + m.z;
        let fused = m.x.mul_add(m.y, m.z);
        assert_ne!(unfused, fused);
        assert!(check(Api::D3d, Function::Fma, m, unfused));
        assert!(check(Api::D3d, Function::Fma, m, fused));
        assert!(check(Api::D3d, Function::Fma, m, -f32::EPSILON / 2.0));
        assert!(!check(Api::D3d, Function::Fma, m, -fused));
    }

    #[test]
    fn ulp_is_the_binary32_spacing_of_the_binade() {
        assert_eq!(ulp(1.0), f32::EPSILON as f64);
        assert_eq!(ulp(1.999), f32::EPSILON as f64);
        assert_eq!(ulp(-3.0e38), 2f64.powi(127 - 23));
        assert_eq!(ulp(1e-40), 2f64.powi(-149));
        assert_eq!(ulp(f32::MIN_POSITIVE as f64), 2f64.powi(-149));
    }

    #[test]
    fn flushed_results_are_accepted_where_the_interval_reaches_subnormals() {
        let tiny = Acceptance::Interval(1e-40, 2e-40);
        assert!(accepts(tiny, 0.0, 1e-40));
        assert!(!accepts(Acceptance::Interval(1e-30, 2e-30), 0.0, 1e-30));
    }
}
