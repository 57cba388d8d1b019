//! The elementary functions searched, their Taylor coefficients with MPFR and bounds on their
//! derivatives.

use rug::float::{Constant, Round};
use rug::ops::Pow;
use rug::Float;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Function {
    Exp,
    Exp2,
    Log,
    Log2,
    Sin,
    Cos,
}

fn factorial_log2(n: u32) -> f64 {
    (2..=n).map(|i| (i as f64).log2()).sum()
}

/// Upper bounds on `log2 max |sin ξ|` and `log2 max |cos ξ|` over `lo ≤ ξ ≤ hi`: 0 where the
/// interval holds a point where that function is ±1 (one of its own turning points,
/// [`Function::turning_points`]), else the larger of its ends (between two such points |sin| and
/// |cos| have no interior maximum: each is monotone, or falls to a zero and rises again). The
/// ends are MPFR's, at 128 bits beyond the binade of the interval, so the multiples of π are
/// exact far below any float's distance to them; a margin of 2^-40 covers the rounding and the
/// conversion to f64.
pub fn log2_sin_cos_maxima(lo: f64, hi: f64) -> [f64; 2] {
    if !(lo.is_finite() && hi.is_finite()) || hi - lo >= 3.0 {
        return [0.0, 0.0];
    }
    let top = lo.abs().max(hi.abs()).max(1.0);
    let prec = 128 + top.log2().ceil() as u32;
    let (l, h) = (Float::with_val(prec, lo), Float::with_val(prec, hi));
    // |sin| and |cos| at each end, rounded up.
    let ends = [&l, &h].map(|x| {
        let (sin, cos) = x.clone().sin_cos(Float::new(prec));
        [sin, cos].map(|v| v.abs().to_f64_round(Round::Up))
    });
    // |sin| is 1 where sin turns, |cos| where cos turns.
    let bound = |i: usize, turns: Function| {
        if turns.turning_points(&l, &h, prec).is_empty() {
            let m = ends[0][i].max(ends[1][i]) * (1.0 + 2f64.powi(-40));
            m.max(f64::MIN_POSITIVE).log2().min(0.0)
        } else {
            0.0
        }
    };
    [bound(0, Function::Sin), bound(1, Function::Cos)]
}

impl Function {
    pub const ALL: [Function; 6] = [
        Function::Exp,
        Function::Exp2,
        Function::Log,
        Function::Log2,
        Function::Sin,
        Function::Cos,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Function::Exp => "exp",
            Function::Exp2 => "exp2",
            Function::Log => "log",
            Function::Log2 => "log2",
            Function::Sin => "sin",
            Function::Cos => "cos",
        }
    }

    pub fn from_name(name: &str) -> Option<Function> {
        Function::ALL.into_iter().find(|f| f.name() == name)
    }

    /// Whether `x` lies in the domain where the search is defined (finite, and positive for
    /// the logarithms).
    pub fn in_domain(self, x: &Float) -> bool {
        x.is_finite()
            && (!matches!(self, Function::Log | Function::Log2)
                || x.is_sign_positive() && !x.is_zero())
    }

    /// `f(x)` with `prec` bits.
    pub fn eval(self, x: &Float, prec: u32) -> Float {
        self.eval_telling_exact(x, prec).0
    }

    /// `f(x)` with `prec` bits, and whether that is `f(x)` exactly (MPFR's rounding was exact).
    pub fn eval_telling_exact(self, x: &Float, prec: u32) -> (Float, bool) {
        let mut v = Float::with_val(prec, x);
        let direction = match self {
            Function::Exp => v.exp_round(Round::Nearest),
            Function::Exp2 => v.exp2_round(Round::Nearest),
            Function::Log => v.ln_round(Round::Nearest),
            Function::Log2 => v.log2_round(Round::Nearest),
            Function::Sin => v.sin_round(Round::Nearest),
            Function::Cos => v.cos_round(Round::Nearest),
        };
        (v, direction == std::cmp::Ordering::Equal)
    }

    /// `f^(i)(x)/i!` for `i = 0..=degree`, with `prec` bits.
    pub fn taylor(self, x: &Float, degree: u32, prec: u32) -> Vec<Float> {
        let x = Float::with_val(prec, x);
        let mut out = Vec::with_capacity(degree as usize + 1);
        let mut factorial = Float::with_val(prec, 1);
        for i in 0..=degree {
            if i > 0 {
                factorial *= i;
            }
            let derivative = match self {
                Function::Exp => x.clone().exp(),
                Function::Exp2 => {
                    let ln2 = Float::with_val(prec, Constant::Log2);
                    x.clone().exp2() * ln2.pow(i)
                }
                Function::Log | Function::Log2 => {
                    let d = if i == 0 {
                        x.clone().ln()
                    } else {
                        // (-1)^(i-1) (i-1)! / x^i
                        let mut d = Float::with_val(prec, &factorial / i) / x.clone().pow(i);
                        if i % 2 == 0 {
                            d = -d;
                        }
                        d
                    };
                    if self == Function::Log2 {
                        d / Float::with_val(prec, Constant::Log2)
                    } else {
                        d
                    }
                }
                Function::Sin | Function::Cos => {
                    let phase = i + if self == Function::Cos { 1 } else { 0 };
                    match phase % 4 {
                        0 => x.clone().sin(),
                        1 => x.clone().cos(),
                        2 => -x.clone().sin(),
                        _ => -x.clone().cos(),
                    }
                }
            };
            out.push(derivative / &factorial);
        }
        out
    }

    /// `order ↦` an upper bound on `log2(max |f^(order)(ξ)| / order!)` over `lo ≤ ξ ≤ hi`
    /// (with a factor 1.007 of margin for the f64 evaluation of these closed forms). sin's and
    /// cos's derivatives are ±sin and ±cos: bounded by their largest magnitudes over the
    /// interval ([`log2_sin_cos_maxima`], computed once here), not by 1, so that a piece where
    /// |sin| is small (near a zero) is bounded by its own values.
    pub fn log2_derivative_bounds(self, lo: f64, hi: f64) -> impl Fn(u32) -> f64 {
        let maxima = matches!(self, Function::Sin | Function::Cos)
            .then(|| log2_sin_cos_maxima(lo, hi))
            .unwrap_or_default();
        move |order| {
            let n = order as f64;
            let bound = match self {
                Function::Exp => hi * std::f64::consts::LOG2_E - factorial_log2(order),
                Function::Exp2 => hi + n * std::f64::consts::LN_2.log2() - factorial_log2(order),
                Function::Log | Function::Log2 => {
                    let base = if order == 0 {
                        lo.abs().ln().abs().max(hi.abs().ln().abs()).max(1.0).log2()
                    } else {
                        -n * lo.log2() - n.log2()
                    };
                    if self == Function::Log2 {
                        base - std::f64::consts::LN_2.log2()
                    } else {
                        base
                    }
                }
                // The order-th derivative of sin is ±sin for even orders, ±cos for odd ones;
                // cos's the other way round.
                Function::Sin | Function::Cos => {
                    let sine = (order % 2 == 0) == (self == Function::Sin);
                    maxima[usize::from(!sine)] - factorial_log2(order)
                }
            };
            bound + 0.01
        }
    }

    /// The distance between two turning points, for the functions that turn.
    pub fn half_period(self) -> Option<f64> {
        matches!(self, Function::Sin | Function::Cos).then_some(std::f64::consts::PI)
    }

    /// Whether `f(x) − x` is monotone over the whole domain, so that `f` stays near the input
    /// itself over runs (sin: its derivative `cos x − 1` is never positive).
    pub fn minus_identity_is_monotone(self) -> bool {
        self == Function::Sin
    }

    /// The points of `[lo, hi]` where `f` turns (sin at π/2 + kπ, cos at kπ): between them every
    /// function here is monotone, which the split into output binades relies on.
    pub fn turning_points(self, lo: &Float, hi: &Float, prec: u32) -> Vec<Float> {
        let offset = match self {
            Function::Sin => 0.5,
            Function::Cos => 0.0,
            _ => return Vec::new(),
        };
        let pi = Float::with_val(prec, Constant::Pi);
        let first = Float::with_val(prec, Float::with_val(prec, lo / &pi) - offset).ceil();
        let last = Float::with_val(prec, Float::with_val(prec, hi / &pi) - offset).floor();
        let mut points = Vec::new();
        let mut k = first;
        while k <= last && points.len() <= super::interval::MAX_PIECES {
            points.push(Float::with_val(prec, &k + offset) * &pi);
            k += 1;
        }
        points
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The largest |sin| and |cos| sampled at 257 points of [lo, hi] (and its ends), with MPFR.
    fn sampled(lo: f64, hi: f64) -> [f64; 2] {
        let mut most = [0f64; 2];
        for i in 0..=256 {
            let step = Float::with_val(1200, Float::with_val(1200, hi) - lo) * i / 256u32;
            let x = Float::with_val(1200, step + lo);
            most[0] = most[0].max(x.clone().sin().abs().to_f64());
            most[1] = most[1].max(x.cos().abs().to_f64());
        }
        most
    }

    /// sin's and cos's bounds are above every sampled value, on intervals near zeros of either
    /// (at 2^11 and 2^20, on both sides), across turning points, at small, large and negative
    /// x; and they follow the values: 2^-5 from 437506π, |sin| is bounded near 2^-5, not by 1.
    #[test]
    fn sin_and_cos_bounds_hold_and_follow_their_values() {
        let pi = std::f64::consts::PI;
        let zero = 437506.0 * pi;
        let intervals = [
            (zero + 0.03125, zero + 0.03125 + 2f64.powi(-17)),
            (zero - 0.03125 - 2f64.powi(-17), zero - 0.03125),
            (652.0 * pi + 1e-7, 652.0 * pi + 2e-7),
            (652.5 * pi - 1e-3, 652.5 * pi + 1e-3),
            (2048.0, 2051.0),
            (1.0, 1.5),
            (-0.75, -0.5),
            (1e-300, 1e-299),
            (1e300, 1e300 * (1.0 + 1e-15)),
            (2915.397982531328, 2915.397982531329),
        ];
        for (lo, hi) in intervals {
            let bounds = log2_sin_cos_maxima(lo, hi);
            let most = sampled(lo, hi);
            for k in 0..2 {
                assert!(
                    most[k].log2() <= bounds[k],
                    "[{lo:e}, {hi:e}] {}: sampled 2^{} above the bound 2^{}",
                    ["sin", "cos"][k],
                    most[k].log2(),
                    bounds[k]
                );
            }
        }
        let near = log2_sin_cos_maxima(zero + 0.03125, zero + 0.03125 + 2f64.powi(-17));
        assert!(near[0] > -5.01 && near[0] < -4.99, "{near:?}");
        assert!(near[1] > -1e-3, "{near:?}");
        // Across a turning point the bound is 1 itself; over three units or more too.
        assert_eq!(
            log2_sin_cos_maxima(652.5 * pi - 1e-3, 652.5 * pi + 1e-3)[0],
            0.0
        );
        assert_eq!(log2_sin_cos_maxima(2048.0, 2051.0), [0.0, 0.0]);
        // The orders take sin's and cos's in turn: sin'' = -sin, sin''' = -cos.
        let sin = Function::Sin.log2_derivative_bounds(zero + 0.03125, zero + 0.0313);
        let cos = Function::Cos.log2_derivative_bounds(zero + 0.03125, zero + 0.0313);
        assert!(
            sin(2) + 1.0 < -4.9 && sin(3) + 6f64.log2() > -0.1,
            "{} {}",
            sin(2),
            sin(3)
        );
        assert!(
            cos(3) + 6f64.log2() < -4.9 && cos(2) + 1.0 > -0.1,
            "{} {}",
            cos(3),
            cos(2)
        );
    }
}
