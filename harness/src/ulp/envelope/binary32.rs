//! binary32's interval ends: f64 values and f64 operations, the ones the device's twin of the
//! envelope (`fpsig_kernels::ulp::envelope`) repeats, so that host and device agree to the bit.
//! f64 holds every binary32 product exactly and every sum but one of far-apart exponents,
//! whose rounding error TwoSum tells.

use super::model::{Endpoints, Toward};
use crate::simulated::{Format, BINARY32};

/// binary32's endpoint arithmetic.
#[derive(Debug, Clone, Copy)]
pub struct Binary32;

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

/// The largest binary32 value ≤ `v` and the smallest ≥ `v` (as f64).
pub fn neighbours(v: f64) -> [f64; 2] {
    [round_down(v), round_up(v)]
}

/// The binary32 rounding downward of `a + b`: exact in f64 unless their exponents are far
/// apart, in which case f64's rounding error is told by TwoSum.
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

impl Endpoints for Binary32 {
    type Real = f64;

    fn format(&self) -> Format {
        BINARY32
    }

    fn real(&self, v: f64) -> f64 {
        v
    }

    fn to_f64(&self, v: &f64) -> f64 {
        *v
    }

    fn ulp(&self, v: &f64) -> f64 {
        ulp(*v)
    }

    fn add(&self, a: &f64, b: &f64, _: Toward) -> f64 {
        a + b
    }

    fn sub(&self, a: &f64, b: &f64, _: Toward) -> f64 {
        a - b
    }

    fn mul(&self, a: &f64, b: &f64, _: Toward) -> f64 {
        a * b
    }

    fn div(&self, a: &f64, b: &f64, _: Toward) -> f64 {
        a / b
    }

    fn min(&self, a: f64, b: f64) -> f64 {
        a.min(b)
    }

    fn max(&self, a: f64, b: f64) -> f64 {
        a.max(b)
    }

    fn abs(&self, v: &f64) -> f64 {
        v.abs()
    }

    fn to_format(&self, v: &f64, toward: Toward) -> f64 {
        match toward {
            Toward::Down => round_down(*v),
            Toward::Up => round_up(*v),
        }
    }

    fn inverse_sqrt(&self, x: f64) -> f64 {
        1.0 / x.sqrt()
    }

    fn log2(&self, x: f64) -> f64 {
        x.log2()
    }

    fn sin(&self, x: f64) -> f64 {
        x.sin()
    }

    fn cos(&self, x: f64) -> f64 {
        x.cos()
    }

    fn exp2(&self, v: &f64, _: Toward) -> f64 {
        v.exp2()
    }

    fn product(&self, x: f64, y: f64, toward: Toward) -> f64 {
        self.to_format(&(x * y), toward)
    }

    fn sum(&self, a: f64, b: f64, toward: Toward) -> f64 {
        match toward {
            Toward::Down => sum_down(a, b),
            Toward::Up => sum_up(a, b),
        }
    }

    fn fused(&self, x: f64, y: f64, z: f64, toward: Toward) -> f64 {
        self.sum(x * y, z, toward)
    }

    fn steps(&self, a: f64, b: f64) -> i64 {
        ordered_distance(a as f32, b as f32)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{acceptance, accepts, Acceptance, Api};
    use super::*;
    use crate::ulp::reference::reference;
    use crate::ulp::{Args, Function};

    fn check(api: Api, f: Function, a: Args, got: f32) -> bool {
        let r = reference(f, a);
        let acc = acceptance(&Binary32, api, f, a.wide(), &r.exact);
        accepts(&Binary32, &acc, got as f64, r.rounded as f64)
    }

    fn within(lo: f64, hi: f64, got: f32, rounded: f32) -> bool {
        accepts(
            &Binary32,
            &Acceptance::Within(lo, hi),
            got as f64,
            rounded as f64,
        )
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
        assert!(within(1e-40, 2e-40, 0.0, 1e-40));
        assert!(!within(1e-30, 2e-30, 0.0, 1e-30));
    }
}
