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

    /// An upper bound on `log2(max |f^(order)(ξ)| / order!)` over `lo ≤ ξ ≤ hi` (with a factor
    /// 1.007 of margin for the f64 evaluation of these closed forms).
    pub fn log2_derivative_bound(self, order: u32, lo: f64, hi: f64) -> f64 {
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
            Function::Sin | Function::Cos => -factorial_log2(order),
        };
        bound + 0.01
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
