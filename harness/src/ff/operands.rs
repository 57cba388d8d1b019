//! Operands of the float-float operators: fixed-seed random double words plus the adversarial
//! classes the bounds must survive (cancellation, significands at the split boundary) and the
//! range edges where they are not claimed (near overflow, and low words in the subnormals).

use super::{Math, Operator, Word};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde::Serialize;

/// Which kind of input an operand set is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum Class {
    General,
    /// `y ≈ -x`: sums whose result is far below the operands.
    Cancellation,
    /// High words whose significand has its patterns at the split point `p - ceil(p/2)`.
    SplitBoundary,
    /// Results near overflow, or low words in the subnormal range: no bound is claimed.
    RangeEdge,
}

impl Class {
    pub fn name(self) -> &'static str {
        match self {
            Self::General => "general",
            Self::Cancellation => "cancellation",
            Self::SplitBoundary => "split boundary",
            Self::RangeEdge => "range edge",
        }
    }

    /// Whether the operator's bound is claimed on this class.
    pub fn bounded(self) -> bool {
        self != Self::RangeEdge
    }
}

/// Operand sets, as the kernels take them: high words then low words.
#[derive(Debug, Clone, PartialEq)]
pub struct Operands<W> {
    pub xh: Vec<W>,
    pub xl: Vec<W>,
    pub yh: Vec<W>,
    pub yl: Vec<W>,
    pub class: Vec<Class>,
}

impl<W: Word> Operands<W> {
    pub fn len(&self) -> usize {
        self.class.len()
    }

    pub fn is_empty(&self) -> bool {
        self.class.is_empty()
    }

    /// `n` operand sets for `op`, the same for every formulation and backend: every eighth is
    /// a cancellation (sums only), a split-boundary and a range-edge case.
    pub fn generate(op: Operator, n: usize) -> Self {
        let mut rng = SmallRng::seed_from_u64(0xff00 + op as u64);
        let mut o = Operands {
            xh: Vec::with_capacity(n),
            xl: Vec::with_capacity(n),
            yh: Vec::with_capacity(n),
            yl: Vec::with_capacity(n),
            class: Vec::with_capacity(n),
        };
        let span = W::MAX_EXPONENT / 4;
        for i in 0..n {
            let class = match i % 8 {
                5 if op.math() == Math::Sum => Class::Cancellation,
                6 => Class::SplitBoundary,
                7 => Class::RangeEdge,
                _ => Class::General,
            };
            let (x, y) = match class {
                Class::General => (
                    random_double_word::<W>(&mut rng, -span, span),
                    random_double_word::<W>(&mut rng, -span, span),
                ),
                Class::Cancellation => {
                    let x = random_double_word::<W>(&mut rng, -span, span);
                    let k = rng.random_range(0..4) as f64;
                    let yh = -(x.0.to_f64() * (1.0 + k * 2f64.powi(-(W::PRECISION as i32))));
                    (x, double_word::<W>(&mut rng, W::from_f64(yh)))
                }
                Class::SplitBoundary => (
                    {
                        let h = split_boundary_word(&mut rng);
                        double_word::<W>(&mut rng, h)
                    },
                    {
                        let h = split_boundary_word(&mut rng);
                        double_word::<W>(&mut rng, h)
                    },
                ),
                Class::RangeEdge => range_edge::<W>(&mut rng, op.math()),
            };
            let (x, y) = arrange(op, x, y);
            o.xh.push(x.0);
            o.xl.push(x.1);
            o.yh.push(y.0);
            o.yl.push(y.1);
            o.class.push(class);
        }
        o
    }
}

/// Each operator's domain: Fast2Sum needs `|a| >= |b|`, the square root `x >= 0`.
fn arrange<W: Word>(op: Operator, x: (W, W), y: (W, W)) -> ((W, W), (W, W)) {
    match op {
        Operator::FastTwoSum if x.0.to_f64().abs() < y.0.to_f64().abs() => (y, x),
        Operator::Sqrt22 if x.0.to_f64() < 0.0 => ((-x.0, -x.1), y),
        _ => (x, y),
    }
}

/// `±(1 + r)·2^e`, `r` uniform, `e` in `[lo, hi]`.
fn random_word<W: Word>(rng: &mut SmallRng, lo: i32, hi: i32) -> W {
    let sign = if rng.random::<bool>() { 1.0 } else { -1.0 };
    W::from_f64(sign * (1.0 + rng.random::<f64>()) * 2f64.powi(rng.random_range(lo..=hi)))
}

/// A high word whose significand bits sit at the split point: `1 + 2^-(p-s)` and its
/// neighbours, all ones, `1 + 2^-(p-s) - ulp`, with random exponents.
fn split_boundary_word<W: Word>(rng: &mut SmallRng) -> W {
    let p = W::PRECISION as i32;
    let s = (p + 1) / 2;
    let ulp = 2f64.powi(1 - p);
    let at = 2f64.powi(s - p);
    let significand = match rng.random_range(0..5) {
        0 => 1.0 + at,
        1 => 1.0 + at - ulp,
        2 => 2.0 - ulp,
        3 => 1.0 + at + at / 2.0 + ulp * rng.random_range(0..16) as f64,
        _ => 1.0 + 2.0 * at - ulp * rng.random_range(1..16) as f64,
    };
    let sign = if rng.random::<bool>() { 1.0 } else { -1.0 };
    W::from_f64(sign * significand * 2f64.powi(rng.random_range(-20..=20)))
}

/// Near overflow (results within a few binades of the largest finite value) or near underflow
/// (low words subnormal).
fn range_edge<W: Word>(rng: &mut SmallRng, math: Math) -> ((W, W), (W, W)) {
    let max = W::MAX_EXPONENT;
    let min_normal = 2 - max;
    let p = W::PRECISION as i32;
    let (lo, hi) = if rng.random::<bool>() {
        match math {
            Math::Product => (max / 2 - 2, max / 2),
            Math::Quotient => (max - 2, max),
            _ => (max - 2, max - 1),
        }
    } else {
        match math {
            Math::Product => (min_normal / 2 + p / 2, min_normal / 2 + p),
            _ => (min_normal, min_normal + p),
        }
    };
    let x = random_double_word::<W>(rng, lo, hi);
    let y = if math == Math::Quotient {
        random_double_word::<W>(rng, -2, 2)
    } else {
        random_double_word::<W>(rng, lo, hi)
    };
    (x, y)
}

fn random_double_word<W: Word>(rng: &mut SmallRng, lo: i32, hi: i32) -> (W, W) {
    let h = random_word(rng, lo, hi);
    double_word(rng, h)
}

/// A double word with high part near `h`: `(RN(h + l), h + l - RN(h + l))` for a random `l`
/// below half an ulp of `h`.
fn double_word<W: Word>(rng: &mut SmallRng, h: W) -> (W, W) {
    let t = rng.random::<f64>() * 2.0 - 1.0;
    let l = W::from_f64(h.to_f64() * t * 2f64.powi(-(W::PRECISION as i32)));
    host_two_sum(h, l)
}

/// Knuth's TwoSum on the host, where Rust keeps IEEE semantics: the oracle's normalisation.
pub fn host_two_sum<W: Word>(a: W, b: W) -> (W, W) {
    let s = a + b;
    let bv = s - a;
    let av = s - bv;
    (s, (a - av) + (b - bv))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operands_are_double_words_and_deterministic() {
        for op in Operator::ALL {
            let o = Operands::<f32>::generate(op, 4096);
            assert_eq!(o, Operands::<f32>::generate(op, 4096));
            for i in 0..o.len() {
                assert_eq!(o.xh[i], o.xh[i] + o.xl[i], "{op:?} x {i} not normalised");
                assert_eq!(o.yh[i], o.yh[i] + o.yl[i], "{op:?} y {i} not normalised");
            }
            let cancellations = o.class.iter().filter(|c| **c == Class::Cancellation);
            assert_eq!(cancellations.count() > 0, op.math() == Math::Sum, "{op:?}");
        }
        let sqrt = Operands::<f64>::generate(Operator::Sqrt22, 1024);
        assert!(sqrt.xh.iter().all(|&x| x >= 0.0));
        let fast = Operands::<f32>::generate(Operator::FastTwoSum, 1024);
        assert!((0..1024).all(|i| fast.xh[i].abs() >= fast.yh[i].abs()));
    }
}
