//! binary16's and binary64's interval ends: MPFR values of far more bits than binary64's 53,
//! each operation rounded in the direction of its end, so that no end is ever drawn inward
//! (binary32's f64 ends have no room to spare for binary64).

use super::super::exact::{ordinal, FMA_BITS};
use super::model::{Endpoints, Toward};
use crate::simulated::{Format, Rounding, Unit};
use rug::float::Round;
use rug::ops::AssignRound;
use rug::Float;
use std::cmp::Ordering;

/// Working precision of interval ends.
const BITS: u32 = 256;

/// The endpoint arithmetic of a format narrower or wider than binary32, in MPFR.
#[derive(Debug, Clone, Copy)]
pub struct Mpfr(pub Format);

fn round(toward: Toward) -> Round {
    match toward {
        Toward::Down => Round::Down,
        Toward::Up => Round::Up,
    }
}

/// `value` to [`BITS`] bits, rounded toward `toward`.
fn directed<T>(value: T, toward: Toward) -> Float
where
    Float: AssignRound<T, Round = Round, Ordering = Ordering>,
{
    Float::with_val_round(BITS, value, round(toward)).0
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

impl Mpfr {
    /// `v` rounded to the format toward `toward`.
    fn rounded(&self, v: &Float, toward: Toward) -> f64 {
        match toward {
            Toward::Down => format_down(self.0, v),
            Toward::Up => format_up(self.0, v),
        }
    }

    /// `v` exactly, in the precision that holds any binary64 product or sum.
    fn wide(v: f64) -> Float {
        Float::with_val(FMA_BITS, v)
    }
}

impl Endpoints for Mpfr {
    type Real = Float;

    fn format(&self) -> Format {
        self.0
    }

    fn real(&self, v: f64) -> Float {
        Float::with_val(BITS, v)
    }

    fn to_f64(&self, v: &Float) -> f64 {
        v.to_f64()
    }

    fn ulp(&self, v: &Float) -> Float {
        let format = self.0;
        let binade = v
            .get_exp()
            .map_or(format.emin, |e| (e - 1).max(format.emin));
        Float::with_val(BITS, 1) << (binade - (format.precision as i32 - 1))
    }

    fn add(&self, a: &Float, b: &Float, toward: Toward) -> Float {
        directed(a + b, toward)
    }

    fn sub(&self, a: &Float, b: &Float, toward: Toward) -> Float {
        directed(a - b, toward)
    }

    fn mul(&self, a: &Float, b: &Float, toward: Toward) -> Float {
        directed(a * b, toward)
    }

    fn div(&self, a: &Float, b: &Float, toward: Toward) -> Float {
        directed(a / b, toward)
    }

    fn min(&self, a: Float, b: Float) -> Float {
        a.min(&b)
    }

    fn max(&self, a: Float, b: Float) -> Float {
        a.max(&b)
    }

    fn abs(&self, v: &Float) -> Float {
        v.clone().abs()
    }

    fn to_format(&self, v: &Float, toward: Toward) -> Float {
        self.real(self.rounded(v, toward))
    }

    fn inverse_sqrt(&self, x: f64) -> Float {
        self.real(x).sqrt().recip()
    }

    fn log2(&self, x: f64) -> Float {
        self.real(x).log2()
    }

    fn sin(&self, x: f64) -> Float {
        self.real(x).sin()
    }

    fn cos(&self, x: f64) -> Float {
        self.real(x).cos()
    }

    fn exp2(&self, v: &Float, toward: Toward) -> Float {
        directed(v.exp2_ref(), toward)
    }

    fn product(&self, x: f64, y: f64, toward: Toward) -> f64 {
        self.rounded(&(Self::wide(x) * y), toward)
    }

    fn sum(&self, a: f64, b: f64, toward: Toward) -> f64 {
        self.rounded(&(Self::wide(a) + b), toward)
    }

    fn fused(&self, x: f64, y: f64, z: f64, toward: Toward) -> f64 {
        self.rounded(&(Self::wide(x) * y + z), toward)
    }

    fn steps(&self, a: f64, b: f64) -> i64 {
        ordinal(self.0, a).saturating_sub(ordinal(self.0, b))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{acceptance, accepts, bound, Acceptance, Api, Bound};
    use super::*;
    use crate::simulated::{BINARY16, BINARY64};
    use crate::ulp::exact::{exact, from_ordinal, pow2};
    use crate::ulp::Function;
    use std::f64::consts::PI;

    const FORMATS: [Format; 2] = [BINARY16, BINARY64];

    fn rounded(format: Format, f: Function, a: [f64; 3]) -> f64 {
        Unit::ieee(format).round(&exact(f, a))
    }

    fn check(api: Api, format: Format, f: Function, a: [f64; 3], got: f64) -> bool {
        let e = exact(f, a);
        let acc = acceptance(&Mpfr(format), api, f, a, &e);
        accepts(&Mpfr(format), &acc, got, rounded(format, f, a))
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
                        let acc = acceptance(&Mpfr(format), api, f, a, &e);
                        let rounded = rounded(format, f, a);
                        assert!(
                            accepts(&Mpfr(format), &acc, rounded, rounded),
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
        assert!(accepts(&Mpfr(BINARY16), &within, 0.0, tiny));
        assert!(!accepts(&Mpfr(BINARY64), &within, 0.0, tiny));
        assert!(accepts(
            &Mpfr(BINARY16),
            &Acceptance::NearRounded(0),
            0.0,
            tiny
        ));
        assert!(!accepts(
            &Mpfr(BINARY16),
            &Acceptance::NearRounded(2),
            f64::NAN,
            1.0
        ));
    }
}
