//! Errors of float-float results against rug: per input the error relative to the exact result
//! (and, for the seed's Add22, relative to `|xh| + |yh|` as its bound is stated), summarised per
//! class as bits (`-log2` of the largest relative error), with the inputs that break the bound.

use super::operands::{Class, Operands};
use super::{Bound, Math, Operator, Word};
use rug::Float;
use std::collections::BTreeMap;

/// Bits carried by the reference: the exact sum or product of binary64 double words needs
/// more, but its relative error 2^-300 is far below any error measured here.
const PRECISION: u32 = 300;

/// One input's outcome.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Outcome {
    /// `|z - exact| / |exact|` (infinite for a non-finite or wrong-signed-zero result).
    relative: f64,
    /// `|z - exact| / (|xh| + |yh|)`.
    to_operands: f64,
    /// For a transform: `hi` is the rounded result and `hi + lo` the exact one (Split: both
    /// parts fit in their halves).
    exact: bool,
}

/// The largest error of one class and where it is.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ClassError {
    pub inputs: usize,
    pub max_relative: f64,
    pub worst: Option<usize>,
    pub not_exact: usize,
}

impl ClassError {
    /// `-log2` of the largest relative error; `None` when every result was exact.
    pub fn bits(&self) -> Option<f64> {
        (self.max_relative > 0.0).then(|| -self.max_relative.log2())
    }
}

/// The accuracy of one operator in one formulation on one backend.
#[derive(Debug, Clone, PartialEq)]
pub struct Accuracy {
    pub classes: BTreeMap<Class, ClassError>,
    /// The largest error relative to `|xh| + |yh|` over the bounded classes (sums).
    pub max_to_operands: f64,
    /// Inputs of the bounded classes beyond the bound (or not exact, for a transform).
    pub violations: usize,
    pub first_violation: Option<usize>,
}

impl Accuracy {
    pub fn inputs(&self) -> usize {
        self.classes.values().map(|c| c.inputs).sum()
    }

    /// `-log2` of the largest relative error over the classes where a bound is claimed except
    /// cancellation (reported in its own column, as the seed's bounds are relative to the
    /// operands).
    pub fn bits(&self) -> Option<f64> {
        let worst = [Class::General, Class::SplitBoundary]
            .iter()
            .filter_map(|c| self.classes.get(c))
            .map(|c| c.max_relative)
            .fold(0.0, f64::max);
        (worst > 0.0).then(|| -worst.log2())
    }

    pub fn class_bits(&self, class: Class) -> Option<Option<f64>> {
        self.classes.get(&class).map(ClassError::bits)
    }

    pub fn bits_to_operands(&self) -> Option<f64> {
        (self.max_to_operands > 0.0).then(|| -self.max_to_operands.log2())
    }
}

fn big(x: f64) -> Float {
    Float::with_val(PRECISION, x)
}

/// The exact result of `op` on the operand set `i`, at [`PRECISION`] bits.
fn exact<W: Word>(op: Operator, o: &Operands<W>, i: usize) -> Float {
    let dw = |h: W, l: W| big(h.to_f64()) + l.to_f64();
    let (x, y) = if op.on_double_words() {
        (dw(o.xh[i], o.xl[i]), dw(o.yh[i], o.yl[i]))
    } else {
        (big(o.xh[i].to_f64()), big(o.yh[i].to_f64()))
    };
    match op.math() {
        Math::Sum => x + y,
        Math::Product => x * y,
        Math::Quotient => x / y,
        Math::SquareRoot => x.sqrt(),
        Math::Split => x,
    }
}

/// Significant bits of a word (0 for zero).
fn significant_bits<W: Word>(x: W) -> u32 {
    let v = x.to_f64();
    if v == 0.0 || !v.is_finite() {
        return 0;
    }
    let m = big(v.abs());
    let e = m.get_exp().expect("finite nonzero");
    let mut bits = 0;
    let mut scaled = m;
    scaled >>= e;
    while !scaled.is_zero() {
        scaled <<= 1;
        let whole = scaled.clone().floor();
        scaled -= whole;
        bits += 1;
    }
    bits
}

fn outcome<W: Word>(
    op: Operator,
    o: &Operands<W>,
    i: usize,
    hi: W,
    lo: W,
    exact: &Float,
) -> Outcome {
    let (h, l) = (hi.to_f64(), lo.to_f64());
    if !h.is_finite() || !l.is_finite() {
        return Outcome {
            relative: f64::INFINITY,
            to_operands: f64::INFINITY,
            exact: false,
        };
    }
    let mut error = big(h) + l;
    error -= exact;
    error.abs_mut();
    let relative = if exact.is_zero() {
        if error.is_zero() {
            0.0
        } else {
            f64::INFINITY
        }
    } else {
        (error.clone() / exact.clone().abs()).to_f64()
    };
    let operands = o.xh[i].to_f64().abs() + o.yh[i].to_f64().abs();
    let to_operands = if operands == 0.0 {
        relative
    } else {
        (error.clone() / operands).to_f64()
    };
    let exact_transform = match op.math() {
        Math::Split => {
            let half = W::PRECISION.div_ceil(2);
            error.is_zero()
                && significant_bits(hi) <= W::PRECISION - half
                && significant_bits(lo) <= half
        }
        _ => error.is_zero() && h == Float::with_val(W::PRECISION, exact).to_f64(),
    };
    Outcome {
        relative,
        to_operands,
        exact: exact_transform,
    }
}

/// Whether an outcome breaks `op`'s bound for words of precision `p`.
fn violates(op: Operator, p: u32, o: &Outcome) -> bool {
    let limit = |bits: f64| 2f64.powf(-bits);
    match op.bound() {
        Bound::Exact => !o.exact,
        b @ Bound::Relative { .. } => o.relative > limit(b.bits(p).expect("bounded")),
        b @ Bound::RelativeToOperands { .. } => o.to_operands > limit(b.bits(p).expect("bounded")),
    }
}

/// The accuracy of each result set (one per formulation, `hi` then `lo` rows) of `op` on
/// `operands`, the exact value computed once per input; inputs split over every core.
pub fn measure<W: Word>(op: Operator, operands: &Operands<W>, results: &[&[W]]) -> Vec<Accuracy> {
    let n = operands.len();
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
    let chunk = n.div_ceil(threads).max(1024);
    let parts: Vec<Vec<Accuracy>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..n)
            .step_by(chunk)
            .map(|start| {
                scope.spawn(move || {
                    measure_range(op, operands, results, start..(start + chunk).min(n))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("accuracy worker"))
            .collect()
    });
    let mut total: Vec<Accuracy> = results.iter().map(|_| empty()).collect();
    for part in parts {
        for (t, p) in total.iter_mut().zip(part) {
            merge(t, p);
        }
    }
    total
}

fn empty() -> Accuracy {
    Accuracy {
        classes: BTreeMap::new(),
        max_to_operands: 0.0,
        violations: 0,
        first_violation: None,
    }
}

fn merge(total: &mut Accuracy, part: Accuracy) {
    for (class, c) in part.classes {
        let t = total.classes.entry(class).or_default();
        t.inputs += c.inputs;
        t.not_exact += c.not_exact;
        if c.max_relative > t.max_relative || t.worst.is_none() {
            t.max_relative = c.max_relative;
            t.worst = c.worst;
        }
    }
    total.max_to_operands = total.max_to_operands.max(part.max_to_operands);
    total.violations += part.violations;
    total.first_violation = total.first_violation.or(part.first_violation);
}

fn measure_range<W: Word>(
    op: Operator,
    o: &Operands<W>,
    results: &[&[W]],
    range: std::ops::Range<usize>,
) -> Vec<Accuracy> {
    let n = o.len();
    let mut acc: Vec<Accuracy> = results.iter().map(|_| empty()).collect();
    for i in range {
        let reference = exact(op, o, i);
        let class = o.class[i];
        for (a, r) in acc.iter_mut().zip(results) {
            let out = outcome(op, o, i, r[i], r[n + i], &reference);
            let c = a.classes.entry(class).or_default();
            c.inputs += 1;
            c.not_exact += usize::from(!out.exact);
            if out.relative > c.max_relative || c.worst.is_none() {
                c.max_relative = c.max_relative.max(out.relative);
                c.worst = Some(i);
            }
            if class.bounded() {
                a.max_to_operands = a.max_to_operands.max(out.to_operands);
                if violates(op, W::PRECISION, &out) {
                    a.violations += 1;
                    a.first_violation.get_or_insert(i);
                }
            }
        }
    }
    acc
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ff::operands::host_two_sum;

    /// The operators evaluated on the host in IEEE binary32 (Rust keeps every operation as
    /// written): the explicit oracle these tests check the measurement against.
    fn host(op: Operator, o: &Operands<f32>) -> Vec<f32> {
        let n = o.len();
        let mut out = vec![0.0; 2 * n];
        for i in 0..n {
            let (a, b) = (o.xh[i], o.yh[i]);
            let (h, l) = match op {
                Operator::TwoSum => host_two_sum(a, b),
                Operator::Add22Accurate => {
                    let (sh, sl) = host_two_sum(a, b);
                    let (th, tl) = host_two_sum(o.xl[i], o.yl[i]);
                    let c = sl + th;
                    let (vh, vl) = host_two_sum(sh, c);
                    host_two_sum(vh, tl + vl)
                }
                // The sum of the high words only: an Add22 that drops the low words.
                _ => (a + b, 0.0),
            };
            out[i] = h;
            out[n + i] = l;
        }
        out
    }

    #[test]
    fn exact_transforms_and_accurate_sums_meet_their_bounds() {
        let o = Operands::<f32>::generate(Operator::TwoSum, 4096);
        let r = host(Operator::TwoSum, &o);
        let a = &measure(Operator::TwoSum, &o, &[&r])[0];
        assert_eq!(a.violations, 0);
        assert_eq!(a.bits(), None, "TwoSum is exact");

        let o = Operands::<f32>::generate(Operator::Add22Accurate, 4096);
        let r = host(Operator::Add22Accurate, &o);
        let a = &measure(Operator::Add22Accurate, &o, &[&r])[0];
        assert_eq!(a.violations, 0);
        let bound = Operator::Add22Accurate.bound().bits(24).unwrap();
        assert!(a.bits().unwrap() >= bound, "{:?} vs {bound}", a.bits());
    }

    #[test]
    fn a_sum_that_drops_the_low_words_is_caught() {
        let o = Operands::<f32>::generate(Operator::Add22Accurate, 4096);
        let r = host(Operator::Add22Seed, &o);
        let a = &measure(Operator::Add22Accurate, &o, &[&r])[0];
        assert!(a.violations > 1000, "{}", a.violations);
        assert!(a.bits().unwrap() < 30.0);
        let wrong_lo: Vec<f32> = host(Operator::TwoSum, &o)
            .iter()
            .enumerate()
            .map(|(i, &v)| if i >= o.len() { v * 0.5 } else { v })
            .collect();
        let t = &measure(Operator::TwoSum, &o, &[&wrong_lo])[0];
        assert!(t.violations > 0);
    }

    #[test]
    fn split_parts_must_fit_their_halves() {
        assert_eq!(significant_bits(1.5f32), 2);
        assert_eq!(significant_bits(1.0f32 + 2f32.powi(-23)), 24);
        let o = Operands::<f32>::generate(Operator::Split, 64);
        let n = o.len();
        let mut whole = vec![0.0f32; 2 * n];
        whole[..n].copy_from_slice(&o.xh);
        let a = &measure(Operator::Split, &o, &[&whole])[0];
        assert!(a.violations > 0, "a = a + 0 is not a split");
    }
}
