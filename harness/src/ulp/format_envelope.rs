//! The accuracy each API promises in binary16 and binary64, checked the way
//! [`super::envelope`] checks binary32 (acceptance intervals around the exact value, inherited
//! bounds composed from their parts' intervals, rounded outward to the format at every step for
//! the graphics APIs, flush-to-zero as "either value"), but in MPFR with directed rounding: the
//! binary32 checks work in f64, which has no room to spare for binary64.
//!
//! Sources, as transcribed here:
//! - Vulkan: "Precision and Operation of SPIR-V Instructions", half-precision column: OpFDiv
//!   2.5 ULP for |y| in [2^-14, 2^14]; exp 1 + 2|x| ULP; log 3 ULP outside [0.5, 2], absolute
//!   2^-7 inside; sin, cos absolute 2^-7 inside [-π, π]; inversesqrt 2 ULP; sqrt, tan, pow and
//!   fma inherited as in binary32. binary64: "the precision of double-precision instructions is
//!   at least that of single precision", read as the Vulkan CTS reads it (the single-precision
//!   rows in binary64 ulps: OpFDiv 2.5 ULP for |y| in [2^-1022, 2^1022], inversesqrt 2 ULP,
//!   sqrt and fma inherited); GLSL.std.450's Exp, Log, Sin, Cos, Tan and Pow take 16- and
//!   32-bit floats only.
//! - GL: GLSL 4.60 has no 16-bit type (extensions only); doubles as Vulkan's, with sqrt,
//!   inversesqrt and fma but no double exp, log, trigonometry or pow (ARB_gpu_shader_fp64).
//! - WGSL: "Floating Point Accuracy", f16 column (Vulkan's half column). WGSL has no binary64
//!   type (AbstractFloat exists at shader creation only; naga's f64 is a native extension).
//! - Metal: MSL 4 (2025-06-05) Table 8.3, half precision, fast math or not: ÷, 1/x, √, rsqrt
//!   and fma correctly rounded; exp, log, sin, cos, tan ≤ 1 ulp; no pow row. MSL has no double.
//! - CUDA: binary64, CUDA C++ Programming Guide Table 18, ulp from the correctly rounded result:
//!   ÷, 1/x, √, fma 0; rsqrt, exp, log 1; sin, cos, tan, pow 2. binary16: the Math API gives
//!   __hdiv, hsqrt and __hfma an IEEE rounding mode and the other half functions (hrsqrt,
//!   hexp, hlog, hsin, hcos) no ulp bound; it has no half tan or pow.
//! - OpenCL: OpenCL C 3.0 §7.4. Double table: ÷, 1/x, √, fma correctly rounded; rsqrt 2, exp
//!   and log 3, sin and cos 4, tan 5, pow 16 ulp. Full-profile half table as revised in 2025:
//!   ÷ and 1/x 1 ulp (OpenCL-Docs #1293), √ 1.5 ulp (#1386), tan 2.25 ulp (#1387); rsqrt 1,
//!   exp, log, sin, cos 2, pow 4 ulp; fma correctly rounded.
//! - D3D: its 16-bit and double-precision rules are not transcribed.

use super::envelope::{exp2_ulps, vulkan_row, Api, Bound, Composition, VulkanColumn, SINGLE};
use super::exact::{ordinal, pow2, FMA_BITS};
use super::Function;
use crate::simulated::{Format, Rounding, Unit, BINARY16, BINARY64};
use rug::float::Round;
use rug::ops::AssignRound;
use rug::Float;
use std::cmp::Ordering;
use std::f64::consts::PI;

/// Working precision of interval endpoints: far beyond binary64's 53 bits.
const BITS: u32 = 256;

/// The bound `api` states for `f` in `format` (binary16 or binary64).
pub fn bound(api: Api, format: Format, f: Function) -> Bound {
    if format == BINARY16 {
        half(api, f)
    } else {
        debug_assert_eq!(format, BINARY64);
        double(api, f)
    }
}

fn half(api: Api, f: Function) -> Bound {
    use Bound::*;
    use Function::*;
    const TWO_M7: f64 = 1.0 / 128.0;
    match api {
        Api::Vulkan | Api::Wgsl => vulkan_row(
            VulkanColumn {
                exp_base: 1.0,
                log_abs: TWO_M7,
                trig_abs: Some(TWO_M7),
            },
            f,
        ),
        Api::Gl => Absent("GLSL has no 16-bit floating-point type"),
        Api::MetalPrecise | Api::MetalFast => match f {
            Div | Recip | Sqrt | InverseSqrt | Fma => CorrectlyRounded,
            Exp | Log | Sin | Cos | Tan => Ulps(1.0),
            Pow => Unstated,
        },
        Api::D3d => NotTranscribed,
        Api::Cuda => match f {
            Div | Recip | Sqrt | Fma => CorrectlyRounded,
            _ => Unstated,
        },
        Api::OpenCl => match f {
            Div | Recip | InverseSqrt => Ulps(1.0),
            Sqrt => Ulps(1.5),
            Exp | Log | Sin | Cos => Ulps(2.0),
            Tan => Ulps(2.25),
            Pow => Ulps(4.0),
            Fma => CorrectlyRounded,
        },
    }
}

fn double(api: Api, f: Function) -> Bound {
    use Bound::*;
    use Function::*;
    match api {
        Api::Vulkan | Api::Gl => match f {
            Exp | Log | Sin | Cos | Tan | Pow => Absent("no 64-bit exp, log, sin, cos, tan or pow"),
            // "At least that of single precision": the binary32 rows, in binary64 ulps.
            Div | Recip | Sqrt | InverseSqrt | Fma => vulkan_row(SINGLE, f),
        },
        Api::Wgsl => Absent("WGSL has no binary64 type (f64 in naga is a native-only extension)"),
        Api::MetalPrecise | Api::MetalFast => Absent("MSL has no double type"),
        Api::D3d => NotTranscribed,
        Api::Cuda => match f {
            Div | Recip | Sqrt | Fma => CorrectlyRounded,
            InverseSqrt | Exp | Log => FromRounded(1),
            Sin | Cos | Tan | Pow => FromRounded(2),
        },
        Api::OpenCl => match f {
            Div | Recip | Sqrt | Fma => CorrectlyRounded,
            InverseSqrt => Ulps(2.0),
            Exp | Log => Ulps(3.0),
            Sin | Cos => Ulps(4.0),
            Tan => Ulps(5.0),
            Pow => Ulps(16.0),
        },
    }
}

/// What a bound accepts at one input.
#[derive(Debug, Clone, PartialEq)]
pub enum Acceptance {
    Anything,
    /// Results at most `n` of the format's steps from the correctly rounded one.
    NearRounded(u32),
    /// Real values in `[lo, hi]`.
    Within(Float, Float),
}

/// `value` to [`BITS`] bits, rounded in direction `round`.
fn directed<T>(value: T, round: Round) -> Float
where
    Float: AssignRound<T, Round = Round, Ordering = Ordering>,
{
    Float::with_val_round(BITS, value, round).0
}

/// The largest value of the format ≤ `v` (−inf below −MAX).
fn format_down(format: Format, v: &Float) -> f64 {
    Unit {
        rounding: Rounding::TowardNegative,
        ..Unit::ieee(format)
    }
    .round(v)
}

/// The smallest value of the format ≥ `v` (+inf above MAX).
fn format_up(format: Format, v: &Float) -> f64 {
    -format_down(format, &Float::with_val(BITS, -v))
}

/// The format's ulp of a real value: the spacing of its binade (the subnormal spacing below
/// the normal range), extended past the largest binade, as [`super::envelope::ulp`].
fn ulp(format: Format, v: &Float) -> Float {
    let binade = v
        .get_exp()
        .map_or(format.emin, |e| (e - 1).max(format.emin));
    Float::with_val(BITS, 1) << (binade - (format.precision as i32 - 1))
}

/// An interval of reals whose endpoints are rounded outward at every step.
#[derive(Debug, Clone)]
struct Span {
    lo: Float,
    hi: Float,
}

impl Span {
    fn point(v: f64) -> Span {
        let v = Float::with_val(BITS, v);
        Span {
            lo: v.clone(),
            hi: v,
        }
    }

    fn around(format: Format, v: &Float, ulps: f64) -> Span {
        let q = directed(ulp(format, v) * ulps, Round::Up);
        Span {
            lo: directed(v - &q, Round::Down),
            hi: directed(v + &q, Round::Up),
        }
    }

    fn absolute(v: &Float, eps: f64) -> Span {
        Span {
            lo: directed(v - eps, Round::Down),
            hi: directed(v + eps, Round::Up),
        }
    }

    /// Each end rounded outward to the format: every value an operation of the format
    /// rounding either way could give from the interval.
    fn to_format(&self, format: Format) -> Span {
        Span {
            lo: Float::with_val(BITS, format_down(format, &self.lo)),
            hi: Float::with_val(BITS, format_up(format, &self.hi)),
        }
    }

    fn outward(self, format: Format, yes: bool) -> Span {
        if yes {
            self.to_format(format)
        } else {
            self
        }
    }

    fn contains_zero(&self) -> bool {
        self.lo <= 0 && self.hi >= 0
    }

    /// The hull of `op` over the corners of two intervals, each corner rounded outward.
    fn corners(&self, other: &Span, op: impl Fn(&Float, &Float, Round) -> Float) -> Span {
        let pairs = [
            (&self.lo, &other.lo),
            (&self.lo, &other.hi),
            (&self.hi, &other.lo),
            (&self.hi, &other.hi),
        ];
        let extreme = |round, keep: fn(Float, Float) -> Float| {
            pairs
                .iter()
                .map(|(a, b)| op(a, b, round))
                .reduce(keep)
                .expect("four corners")
        };
        Span {
            lo: extreme(Round::Down, |a, b| if b < a { b } else { a }),
            hi: extreme(Round::Up, |a, b| if b > a { b } else { a }),
        }
    }

    /// Each endpoint widened by `ulps` of itself.
    fn widened(self, format: Format, ulps: f64) -> Span {
        let lo_step = directed(ulp(format, &self.lo) * ulps, Round::Up);
        let hi_step = directed(ulp(format, &self.hi) * ulps, Round::Up);
        Span {
            lo: directed(&self.lo - &lo_step, Round::Down),
            hi: directed(&self.hi + &hi_step, Round::Up),
        }
    }

    fn accepted(self, format: Format, outward: bool) -> Acceptance {
        let s = self.outward(format, outward);
        Acceptance::Within(s.lo, s.hi)
    }
}

/// `log2(x)` within absolute `abs` on [0.5, 2] and `ulps` ulp elsewhere.
fn log2_span(format: Format, x: f64, abs: f64, ulps: f64) -> Span {
    let l = Float::with_val(BITS, x).log2();
    if (0.5..=2.0).contains(&x) {
        Span::absolute(&l, abs)
    } else {
        Span::around(format, &l, ulps)
    }
}

/// What `api` accepts for `f` in `format` at operands `a`, whose exact value is `exact`
/// (finite).
pub fn acceptance(api: Api, format: Format, f: Function, a: [f64; 3], exact: &Float) -> Acceptance {
    let out = api.outward();
    let x = a[0];
    let around = |ulps: f64| Span::around(format, exact, ulps).accepted(format, out);
    let absolute = |eps: f64| Span::absolute(exact, eps).accepted(format, out);
    match bound(api, format, f) {
        Bound::Unstated | Bound::Absent(_) | Bound::NotTranscribed => Acceptance::Anything,
        Bound::CorrectlyRounded => Acceptance::NearRounded(0),
        Bound::FromRounded(n) => Acceptance::NearRounded(n),
        Bound::Ulps(n) => around(n),
        Bound::DivisionUlps(n) => {
            let divisor = if f == Function::Recip { a[0] } else { a[1] }.abs();
            if (pow2(format.emin)..=pow2(format.emax - 1)).contains(&divisor) {
                around(n)
            } else {
                Acceptance::Anything
            }
        }
        Bound::UlpsGrowing { base, slope } => around(base + slope * x.abs()),
        Bound::AbsoluteInsidePi(eps) => {
            if x.abs() <= PI {
                absolute(eps)
            } else {
                Acceptance::Anything
            }
        }
        Bound::LogLike { abs, ulps } => {
            if (0.5..=2.0).contains(&x) {
                absolute(abs)
            } else {
                around(ulps)
            }
        }
        Bound::Inherited(c) => inherited(c, format, a, out),
        other
        @ (Bound::UlpsPlusFloorTwiceX | Bound::AbsoluteWithin { .. } | Bound::Relative(_)) => {
            unreachable!("{other:?}: no binary16 or binary64 table states it")
        }
    }
}

fn inherited(c: Composition, format: Format, [x, y, z]: [f64; 3], out: bool) -> Acceptance {
    match c {
        Composition::RecipOfInverseSqrt { rsqrt, div } => {
            if x == 0.0 {
                // 1 / inversesqrt(0) = 1 / inf.
                return Acceptance::Within(Float::new(BITS), Float::new(BITS));
            }
            let r = Float::with_val(BITS, x).sqrt().recip();
            let t = Span::around(format, &r, rsqrt).outward(format, out);
            if t.contains_zero() {
                return Acceptance::Anything;
            }
            Span {
                lo: directed(1 / &t.hi, Round::Down),
                hi: directed(1 / &t.lo, Round::Up),
            }
            .widened(format, div)
            .accepted(format, out)
        }
        Composition::SinOverCos { abs, div } => {
            if x.abs() > PI {
                return Acceptance::Anything;
            }
            let x = Float::with_val(BITS, x);
            let s = Span::absolute(&x.clone().sin(), abs).outward(format, out);
            let c = Span::absolute(&x.cos(), abs).outward(format, out);
            if c.contains_zero() {
                return Acceptance::Anything;
            }
            s.corners(&c, |p, q, r| directed(p / q, r))
                .widened(format, div)
                .accepted(format, out)
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
            let l = log2_span(format, x, log_abs, log_ulps).outward(format, out);
            // The product is an operation of the format: rounded either way.
            let m = l
                .corners(&Span::point(y), |p, q, r| directed(p * q, r))
                .to_format(format);
            let widest = m.lo.to_f64().abs().max(m.hi.to_f64().abs());
            let ulps = exp2_ulps(exp_base, metal_exp, widest);
            Span {
                lo: directed(m.lo.exp2_ref(), Round::Down),
                hi: directed(m.hi.exp2_ref(), Round::Up),
            }
            .widened(format, ulps)
            .accepted(format, out)
        }
        Composition::MulThenAdd => {
            // The product, then the sum, each an operation of the format rounded either way
            // (exact in FMA_BITS before rounding).
            let exact = |v: f64| Float::with_val(FMA_BITS, v);
            let p = exact(x) * y;
            let (lo, hi) = (format_down(format, &p), format_up(format, &p));
            let lo = format_down(format, &(exact(lo) + z));
            let hi = format_up(format, &(exact(hi) + z));
            Acceptance::Within(Float::with_val(BITS, lo), Float::with_val(BITS, hi))
        }
        other => unreachable!("{other:?}: no binary16 or binary64 table inherits from it"),
    }
}

/// Whether `got` is accepted, with flush-to-zero as "either value": a result is also accepted
/// as ±0 where the acceptance reaches into the subnormal range.
pub fn accepts(format: Format, acc: &Acceptance, got: f64, rounded: f64) -> bool {
    let min_normal = pow2(format.emin);
    match acc {
        Acceptance::Anything => true,
        _ if got.is_nan() => false,
        Acceptance::NearRounded(n) => {
            (ordinal(format, got) - ordinal(format, rounded)).unsigned_abs() <= *n as u64
                || (got == 0.0 && rounded.abs() < min_normal)
        }
        Acceptance::Within(lo, hi) => {
            (*lo <= got && *hi >= got) || (got == 0.0 && *lo < min_normal && *hi > -min_normal)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ulp::exact::{exact, from_ordinal};

    const FORMATS: [Format; 2] = [BINARY16, BINARY64];

    fn rounded(format: Format, f: Function, a: [f64; 3]) -> f64 {
        Unit::ieee(format).round(&exact(f, a))
    }

    fn check(api: Api, format: Format, f: Function, a: [f64; 3], got: f64) -> bool {
        let e = exact(f, a);
        let acc = acceptance(api, format, f, a, &e);
        accepts(format, &acc, got, rounded(format, f, a))
    }

    /// The value `n` steps from the correctly rounded `f(a)`.
    fn steps(format: Format, f: Function, a: [f64; 3], n: i64) -> f64 {
        from_ordinal(format, ordinal(format, rounded(format, f, a)) + n)
    }

    fn unary(x: f64) -> [f64; 3] {
        [x, 0.0, 0.0]
    }

    #[test]
    fn the_correctly_rounded_result_meets_every_envelope() {
        for format in FORMATS {
            let mut x = 1.0e-4;
            while x < 6.0e4 {
                let x16 = Unit::ieee(format).round(&Float::with_val(BITS, x));
                for f in Function::ALL {
                    let a = [x16, 1.0 / (x16 + 1.0), -x16];
                    let a = a.map(|v| Unit::ieee(format).round(&Float::with_val(BITS, v)));
                    let r = rounded(format, f, a);
                    if !r.is_finite() {
                        continue;
                    }
                    for api in Api::ALL {
                        assert!(
                            check(api, format, f, a, r),
                            "{api:?} {format:?} {f:?} {a:?}"
                        );
                    }
                }
                x *= 3.7;
            }
        }
    }

    #[test]
    fn bounds_are_told_apart_by_their_size() {
        // binary16 exp(2), 3 steps off (at most 3.5 ulp): Vulkan's 1 + 2·2 ulp allow it,
        // OpenCL's 2 ulp and Metal's 1 ulp do not, CUDA states no bound for hexp.
        let two = unary(2.0);
        let off = steps(BINARY16, Function::Exp, two, 3);
        let verdicts = [Api::Vulkan, Api::OpenCl, Api::MetalPrecise, Api::Cuda]
            .map(|api| check(api, BINARY16, Function::Exp, two, off));
        assert_eq!(verdicts, [true, false, false, true]);
        let one = unary(1.0);
        // binary64 sin(1): CUDA allows 2 steps from the correctly rounded result, not 3;
        // OpenCL 4 ulp of the exact value allows 3 steps, not 5.
        let s = |n| steps(BINARY64, Function::Sin, one, n);
        assert!(check(Api::Cuda, BINARY64, Function::Sin, one, s(2)));
        assert!(!check(Api::Cuda, BINARY64, Function::Sin, one, s(3)));
        assert!(check(Api::OpenCl, BINARY64, Function::Sin, one, s(3)));
        assert!(!check(Api::OpenCl, BINARY64, Function::Sin, one, s(5)));
    }

    #[test]
    fn absolute_bounds_hold_inside_pi_only_and_round_outward() {
        // binary16 sin(1) off by 2^-8: within Vulkan's and WGSL's 2^-7, outside Metal's 1 ulp
        // and OpenCL's 2 ulp (ulp(sin 1) = 2^-11); outside [-π, π] Vulkan has no bound.
        let a = unary(1.0);
        let far = Unit::ieee(BINARY16).round(&Float::with_val(BITS, 1.0f64.sin() + 1.0 / 256.0));
        assert!(check(Api::Vulkan, BINARY16, Function::Sin, a, far));
        assert!(check(Api::Wgsl, BINARY16, Function::Sin, a, far));
        assert!(!check(Api::MetalPrecise, BINARY16, Function::Sin, a, far));
        assert!(!check(Api::OpenCl, BINARY16, Function::Sin, a, far));
        assert!(check(Api::Vulkan, BINARY16, Function::Sin, unary(4.0), 0.5));
        // Rounded outward: the binary16 value just above sin(1) + 2^-7 is accepted, the next
        // one is not.
        let e = exact(Function::Sin, a);
        let edge = format_up(BINARY16, &Float::with_val(BITS, &e + 1.0 / 128.0));
        let next = from_ordinal(BINARY16, ordinal(BINARY16, edge) + 1);
        assert!(Float::with_val(BITS, edge - &e) > 1.0 / 128.0);
        assert!(check(Api::Vulkan, BINARY16, Function::Sin, a, edge));
        assert!(!check(Api::Vulkan, BINARY16, Function::Sin, a, next));
    }

    #[test]
    fn division_is_bounded_for_divisors_in_the_normal_range_only() {
        // 1/y for |y| = 2^15 > 2^14: Vulkan's half-precision OpFDiv states nothing there,
        // OpenCL's 1 ulp still holds.
        let d = [1.0, 32768.0, 0.0];
        let far = steps(BINARY16, Function::Div, d, 8);
        assert!(check(Api::Vulkan, BINARY16, Function::Div, d, far));
        assert!(!check(Api::OpenCl, BINARY16, Function::Div, d, far));
        let near = [1.0, 3.0, 0.0];
        assert!(check(
            Api::Vulkan,
            BINARY16,
            Function::Div,
            near,
            steps(BINARY16, Function::Div, near, 2)
        ));
        assert!(!check(
            Api::Vulkan,
            BINARY16,
            Function::Div,
            near,
            steps(BINARY16, Function::Div, near, 4)
        ));
    }

    #[test]
    fn inherited_bounds_compose_their_parts() {
        // sqrt as 1/inversesqrt: 2 ulp then 2.5 ulp, about 4.5 in all, in either format.
        for format in FORMATS {
            let a = unary(2.0);
            let s = |n| steps(format, Function::Sqrt, a, n);
            assert!(
                check(Api::Vulkan, format, Function::Sqrt, a, s(4)),
                "{format:?}"
            );
            assert!(
                !check(Api::Vulkan, format, Function::Sqrt, a, s(7)),
                "{format:?}"
            );
            assert!(
                !check(Api::Cuda, format, Function::Sqrt, a, s(1)),
                "{format:?}"
            );
        }
        // binary64 fma: the unfused x*y + z is within Vulkan's and GL's inherited bound, not
        // within CUDA's and OpenCL's correct rounding.
        let eps = f64::EPSILON;
        let f = [1.0 + eps, 1.0 - eps, -1.0];
        let unfused = f[0] * f[1] + f[2];
        assert_ne!(unfused, f[0].mul_add(f[1], f[2]));
        assert!(check(Api::Vulkan, BINARY64, Function::Fma, f, unfused));
        assert!(check(Api::Gl, BINARY64, Function::Fma, f, unfused));
        assert!(!check(Api::Cuda, BINARY64, Function::Fma, f, unfused));
        assert!(!check(Api::OpenCl, BINARY64, Function::Fma, f, unfused));
        // binary16 tan near π/2 inherits an unbounded quotient; at 0.5 it does not.
        let h = |v: f64| Unit::ieee(BINARY16).round(&Float::with_val(BITS, v));
        assert!(check(
            Api::Wgsl,
            BINARY16,
            Function::Tan,
            unary(h(PI / 2.0)),
            0.0
        ));
        assert!(!check(Api::Wgsl, BINARY16, Function::Tan, unary(0.5), 1.0));
        // binary16 pow(2, 10) = exp2(10·log2 2): log2 within 2^-7 absolute, times 10, then
        // 1 + 2·|m| ulp: tens of ulp of 1024 are allowed, not a thousand.
        let p = [2.0, 10.0, 0.0];
        assert!(check(
            Api::Vulkan,
            BINARY16,
            Function::Pow,
            p,
            steps(BINARY16, Function::Pow, p, 20)
        ));
        assert!(!check(
            Api::Vulkan,
            BINARY16,
            Function::Pow,
            p,
            steps(BINARY16, Function::Pow, p, 1000)
        ));
    }

    #[test]
    fn functions_an_api_lacks_or_leaves_open_accept_anything() {
        let a = unary(0.5);
        for (api, format, f) in [
            (Api::Gl, BINARY16, Function::Div),
            (Api::Vulkan, BINARY64, Function::Exp),
            (Api::Wgsl, BINARY64, Function::Sqrt),
            (Api::MetalFast, BINARY64, Function::Div),
            (Api::D3d, BINARY16, Function::Sqrt),
            (Api::MetalPrecise, BINARY16, Function::Pow),
        ] {
            assert!(check(api, format, f, a, 7.0), "{api:?} {format:?} {f:?}");
        }
        assert!(matches!(
            bound(Api::Gl, BINARY16, Function::Sin),
            Bound::Absent(_)
        ));
        assert_eq!(
            bound(Api::D3d, BINARY64, Function::Div),
            Bound::NotTranscribed
        );
    }

    #[test]
    fn every_table_entry_can_be_evaluated() {
        // The evaluator handles every bound and composition the tables name (the others are
        // unreachable), and whatever it gives accepts the correctly rounded result: no API
        // demands more than correct rounding.
        let mut evaluated = 0;
        for format in FORMATS {
            for f in Function::ALL {
                for a in [[0.75, 1.5, -0.25], [3.0, -2.0, 1.0], [0.0, 2.0, 0.0]] {
                    let e = exact(f, a);
                    if !e.is_finite() {
                        continue;
                    }
                    for api in Api::ALL {
                        let acc = acceptance(api, format, f, a, &e);
                        let rounded = rounded(format, f, a);
                        assert!(
                            accepts(format, &acc, rounded, rounded),
                            "{api:?} {f:?} {a:?} in {format:?}: {acc:?} refuses {rounded}"
                        );
                        evaluated += 1;
                    }
                }
            }
        }
        assert!(evaluated >= FORMATS.len() * Function::ALL.len() * Api::ALL.len());
    }

    #[test]
    fn flushed_results_are_accepted_where_the_interval_reaches_subnormals() {
        let tiny = pow2(-20);
        let within = Acceptance::Within(
            Float::with_val(BITS, tiny),
            Float::with_val(BITS, 2.0 * tiny),
        );
        assert!(accepts(BINARY16, &within, 0.0, tiny));
        assert!(!accepts(BINARY64, &within, 0.0, tiny));
        assert!(accepts(BINARY16, &Acceptance::NearRounded(0), 0.0, tiny));
        assert!(!accepts(
            BINARY16,
            &Acceptance::NearRounded(2),
            f64::NAN,
            1.0
        ));
    }
}
