//! Errors of double-double and quad-double results against rug: per operand pair the error
//! relative to the exact result, summarised per class as bits (`-log2` of the largest).

use super::operands::{Class, Operands};
use super::{Math, Operation};
use crate::ff::Word;
use rayon::prelude::*;
use rug::Float;
use std::collections::BTreeMap;

/// Bits of the reference: sums and products of two quad words of binary64 are exact at this
/// precision for the operands generated; quotients and roots are 2^-1000-close.
const PRECISION: u32 = 1100;

/// The largest error of one class and where it is.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ClassError {
    pub inputs: usize,
    pub max_relative: f64,
    pub worst: Option<usize>,
}

impl ClassError {
    /// `-log2` of the largest relative error; `None` when every result was exact.
    pub fn bits(&self) -> Option<f64> {
        (self.max_relative > 0.0).then(|| -self.max_relative.log2())
    }
}

/// The accuracy of one operation on one backend, per class.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Accuracy {
    pub classes: BTreeMap<Class, ClassError>,
    /// Sums: the largest `|z - exact| / (|x| + |y|)`; logarithms: `/ max(1, |ln x|)`; over
    /// every class.
    pub max_to_scale: f64,
}

impl Accuracy {
    /// `-log2` of the error the operation's accuracy is claimed on: relative to the result,
    /// or for the sloppy sums relative to `|x| + |y|` (QD states their bound so) and for the
    /// logarithms to `max(1, |ln x|)`; `None` when every result was exact.
    pub fn bits(&self, op: Operation) -> Option<f64> {
        let worst = if op.bounded_under_cancellation() {
            self.classes
                .values()
                .map(|e| e.max_relative)
                .fold(0.0, f64::max)
        } else {
            self.max_to_scale
        };
        (worst > 0.0).then(|| -worst.log2())
    }
}

fn operands<W: Word>(o: &Operands<W>, i: usize) -> (Float, Float) {
    (value(&o.number(false, i)), value(&o.number(true, i)))
}

fn value<W: Word>(words: &[W]) -> Float {
    let mut v = Float::with_val(PRECISION, 0);
    for w in words {
        v += Word::to_f64(*w);
    }
    v
}

/// The exact (or 2^-1000-close) result of `op` on pair `i`.
pub fn exact<W: Word>(op: Operation, o: &Operands<W>, i: usize) -> Float {
    let (x, y) = operands(o, i);
    result(op, &x, &y)
}

fn result(op: Operation, x: &Float, y: &Float) -> Float {
    match op.math() {
        Math::Sum => Float::with_val(PRECISION, x + y),
        Math::Product => Float::with_val(PRECISION, x * y),
        Math::Quotient => Float::with_val(PRECISION, x / y),
        Math::SquareRoot => Float::with_val(PRECISION, x.sqrt_ref()),
        Math::Exp => Float::with_val(PRECISION, x.exp_ref()),
        Math::Log => Float::with_val(PRECISION, x.ln_ref()),
        Math::Sin => Float::with_val(PRECISION, x.sin_ref()),
        Math::Cos => Float::with_val(PRECISION, x.cos_ref()),
    }
}

/// `|got - exact| / |exact|`: 0 when both are zero, infinite for a non-finite word or a
/// non-zero result of an exact zero.
pub fn relative_error<W: Word>(got: &[W], exact: &Float) -> f64 {
    if got.iter().any(|w| !Word::to_f64(*w).is_finite()) {
        return f64::INFINITY;
    }
    let error = Float::with_val(PRECISION, value(got) - exact);
    if exact.is_zero() {
        return if error.is_zero() { 0.0 } else { f64::INFINITY };
    }
    (error / exact).abs().to_f64()
}

/// The error of every result: `results` as the kernel wrote them (word 0 of every number,
/// then word 1, …).
pub fn measure<W: Word>(op: Operation, o: &Operands<W>, results: &[W]) -> Accuracy {
    let n = o.len();
    // (relative error, error to the claim's scale) of every result, on every core.
    let errors: Vec<(f64, f64)> = (0..n)
        .into_par_iter()
        .map(|i| {
            let got: Vec<W> = (0..o.words).map(|j| results[j * n + i]).collect();
            let (x, y) = operands(o, i);
            let reference = result(op, &x, &y);
            let e = relative_error(&got, &reference);
            let to_scale = match op.math() {
                Math::Sum => {
                    let scale = Float::with_val(PRECISION, x.abs() + y.abs());
                    e * (reference.abs() / scale).to_f64()
                }
                Math::Log => {
                    let magnitude = reference.clone().abs().to_f64();
                    e * magnitude / magnitude.max(1.0)
                }
                _ => 0.0,
            };
            (e, to_scale)
        })
        .collect();
    let mut acc = Accuracy::default();
    for (i, (e, to_scale)) in errors.into_iter().enumerate() {
        if to_scale > acc.max_to_scale || to_scale.is_nan() {
            acc.max_to_scale = to_scale;
        }
        let class = acc.classes.entry(o.class[i]).or_default();
        class.inputs += 1;
        if e > class.max_relative || (e.is_nan() && class.worst.is_none()) {
            class.max_relative = e;
            class.worst = Some(i);
        }
    }
    acc
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::qd::operands::expansion;

    /// Results simulated on the host: the exact result rounded to `keep` bits, then expanded.
    fn simulated(op: Operation, o: &Operands<f64>, keep: u32) -> Vec<f64> {
        let n = o.len();
        let mut out = vec![0.0; o.words * n];
        for i in 0..n {
            let r = Float::with_val(keep, exact(op, o, i));
            for (j, w) in expansion::<f64>(&r, o.words).into_iter().enumerate() {
                out[j * n + i] = w;
            }
        }
        out
    }

    #[test]
    fn the_bits_measured_are_the_bits_kept() {
        let op = Operation::QdMul;
        let o = Operands::<f64>::generate(op, 64);
        for keep in [60, 150, 200] {
            let bits = measure(op, &o, &simulated(op, &o, keep)).bits(op).unwrap();
            assert!(
                bits >= keep as f64 - 1.0 && bits <= keep as f64 + 8.0,
                "{keep} bits kept, {bits} measured"
            );
        }
    }

    #[test]
    fn sloppy_sums_are_held_to_the_operands_and_ieee_sums_to_the_result() {
        let o = Operands::<f64>::generate(Operation::DdAdd, 64);
        let mut results = simulated(Operation::DdAdd, &o, 200);
        // A cancellation whose result is 2^-40 of the operands, wrong in its 30th bit.
        let i = (0..o.len())
            .find(|&i| {
                let (x, z) = (o.number(false, i)[0], results[i]);
                o.class[i] == Class::Cancellation && z != 0.0 && (z / x).abs() < 2f64.powi(-40)
            })
            .unwrap();
        results[o.len() + i] += 2f64.powi(-30) * results[i].abs();
        let ieee = measure(Operation::DdAdd, &o, &results).bits(Operation::DdAdd);
        let sloppy = measure(Operation::DdAddSloppy, &o, &results).bits(Operation::DdAddSloppy);
        assert!(ieee.unwrap() < 31.0, "{ieee:?}");
        assert!(sloppy.unwrap() > 69.0, "{sloppy:?}");
    }

    #[test]
    fn a_non_finite_word_or_a_wrong_zero_is_infinitely_wrong() {
        let exact = Float::with_val(64, 0);
        assert_eq!(relative_error(&[0.0f64, 0.0], &exact), 0.0);
        assert_eq!(relative_error(&[1e-300f64, 0.0], &exact), f64::INFINITY);
        let one = Float::with_val(64, 1);
        assert_eq!(relative_error(&[f64::NAN, 0.0], &one), f64::INFINITY);
    }
}
