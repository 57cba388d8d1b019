//! The correctly rounded binary32 reference of a function: an f64 evaluation (the host's libm,
//! whose error is far below 2^-45 relative), rounded to binary32, and re-evaluated with MPFR
//! wherever the f64 value lies so near a binary32 rounding midpoint that its own error could
//! move the rounding.

use super::exact::exact;
use super::{Args, Function};
use rug::Float;

/// How near (relative) to a midpoint an f64 value must lie to be re-checked with MPFR: 2^-45,
/// 256 times the f64 rounding unit, far above the few-ulp errors of a libm.
const RECHECK_DISTANCE: f64 = 1.0 / (1u64 << 45) as f64;

/// The exact value of `f` at the operands, as well as binary32 can tell it.
#[derive(Debug, Clone, Copy)]
pub struct Reference {
    /// The exact value rounded to f64 (±inf past f64's range, NaN where undefined).
    pub exact: f64,
    /// The correctly rounded binary32 result.
    pub rounded: f32,
    /// Whether MPFR decided the rounding.
    pub rechecked: bool,
}

/// `f` evaluated in f64 by the host.
pub fn approximate(f: Function, a: Args) -> f64 {
    let (x, y, z) = (a.x as f64, a.y as f64, a.z as f64);
    match f {
        Function::Div => x / y,
        Function::Recip => 1.0 / x,
        Function::Sqrt => x.sqrt(),
        Function::InverseSqrt => 1.0 / x.sqrt(),
        Function::Exp => x.exp(),
        Function::Log => x.ln(),
        Function::Sin => x.sin(),
        Function::Cos => x.cos(),
        Function::Tan => x.tan(),
        Function::Pow => x.powf(y),
        Function::Fma => x.mul_add(y, z),
    }
}

/// Whether rounding the f64 value of `f` to binary32 is correct rounding without a check:
/// ÷, 1/x and √ of binary32 operands are correctly rounded in f64, and rounding them again to
/// binary32 is innocuous (53 ≥ 2·24 + 2).
fn double_rounding_is_innocuous(f: Function) -> bool {
    matches!(f, Function::Div | Function::Recip | Function::Sqrt)
}

/// The midpoint between `r` and its binary32 neighbour on the side of `v`, if `v` is finite and
/// not `r` itself.
fn nearest_midpoint(v: f64, r: f32) -> Option<f64> {
    if !v.is_finite() || v == r as f64 {
        return None;
    }
    let towards = if v > r as f64 {
        r.next_up()
    } else {
        r.next_down()
    };
    let towards = if towards.is_infinite() {
        // Past the largest finite value the rounding boundary is MAX + ulp(MAX)/2.
        (r as f64) + ((r as f64) - (r.next_down() as f64)).copysign(v)
    } else {
        towards as f64
    };
    Some((r as f64 + towards) / 2.0)
}

/// Whether an f64 approximation of relative error far below [`RECHECK_DISTANCE`] might round
/// differently from the exact value.
pub fn near_midpoint(v: f64) -> bool {
    let r = v as f32;
    nearest_midpoint(v, r)
        .is_some_and(|m| (v - m).abs() <= RECHECK_DISTANCE * v.abs().max(f64::MIN_POSITIVE))
}

/// The reference of `f` at `a`.
pub fn reference(f: Function, a: Args) -> Reference {
    let exact = approximate(f, a);
    if double_rounding_is_innocuous(f) || !near_midpoint(exact) {
        return Reference {
            exact,
            rounded: exact as f32,
            rechecked: false,
        };
    }
    let precise = mpfr(f, a);
    Reference {
        exact: precise.to_f64(),
        rounded: precise.to_f32(),
        rechecked: true,
    }
}

/// `f` at `a` with MPFR ([`super::exact::exact`]: 256 bits, fma exact).
pub fn mpfr(f: Function, a: Args) -> Float {
    exact(f, [a.x, a.y, a.z].map(f64::from))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn midpoints_are_recognised_and_rechecked() {
        let one = 1.0f32;
        let mid = (one as f64 + one.next_up() as f64) / 2.0;
        assert!(near_midpoint(mid));
        assert!(near_midpoint(mid * (1.0 + 1e-15)));
        assert!(!near_midpoint(1.0));
        assert!(!near_midpoint(mid * (1.0 + 1e-9)));
    }

    #[test]
    fn the_reference_is_correctly_rounded_against_mpfr() {
        let mut x = 0.001f32;
        while x < 100.0 {
            for f in [Function::Exp, Function::Log, Function::Sin, Function::Tan] {
                let r = reference(f, Args::unary(x));
                assert_eq!(r.rounded, mpfr(f, Args::unary(x)).to_f32(), "{f:?}({x})");
            }
            x *= 1.0137;
        }
        let a = Args {
            x: 3.0,
            y: 1.0 / 3.0,
            z: -1.0,
        };
        assert_eq!(
            reference(Function::Fma, a).rounded,
            mpfr(Function::Fma, a).to_f32()
        );
    }
}
