//! The constants the double-double and quad-double kernels read: Veltkamp's constant and the
//! opaque one, then for exp and log the table `fpsig_kernels::multi_word_functions` documents,
//! for sin and cos the one `fpsig_kernels::multi_word_trigonometry` documents, each constant
//! exact in the word type (from rug).

use super::operands::expansion;
use super::{Math, Operation};
use crate::ff::Word;
use rug::float::Constant;
use rug::Float;

/// Bits of the rug values the table is cut from.
const PRECISION: u32 = 1100;

/// `-log2` of the largest reduced argument `|x - m·ln 2| / 256 <= ln 2 / 512`.
const REDUCED_BITS: f64 = 9.5;

/// The degree of the Taylor polynomial of `e^r - 1` that leaves its remainder 12 bits below
/// the numbers' precision: the smallest `n` with `r^n/n!` below `2^-(words·p + 12)·|r|`.
pub fn taylor_terms(words: u32, precision: u32) -> u32 {
    let goal = (words * precision + 12) as f64 + REDUCED_BITS;
    let mut log2_factorial = 0.0;
    (1..)
        .find(|&n: &u32| {
            log2_factorial += (n as f64).log2();
            n as f64 * REDUCED_BITS + log2_factorial >= goal
        })
        .unwrap_or(64)
}

/// Newton steps from binary32's logarithm (22 bits sure) to the numbers' precision and 4 bits
/// more: each step doubles the bits.
pub fn newton_steps(words: u32, precision: u32) -> u32 {
    let goal = words * precision + 4;
    let mut bits = 22;
    let mut steps = 0;
    while bits < goal {
        bits *= 2;
        steps += 1;
    }
    steps
}

/// `v` as words of at most `p - 11` significant bits (their products with any `|m| < 2^11`
/// exact), enough of them to hold it to `2^-bits` relative.
fn pieces<W: Word>(v: &Float, bits: u32) -> Vec<W> {
    let piece_bits = W::PRECISION - 11;
    let mut rest = v.clone();
    (0..bits.div_ceil(piece_bits))
        .map(|_| {
            let piece = Float::with_val(piece_bits, &rest);
            rest -= &piece;
            W::from_f64(piece.to_f64())
        })
        .collect()
}

/// ln 2 in pieces, to `2^-(words·p + 24)`.
pub fn ln2_pieces<W: Word>(words: u32) -> Vec<W> {
    let ln2 = Float::with_val(PRECISION, Constant::Log2);
    pieces::<W>(&ln2, words * W::PRECISION + 24)
}

/// π/2 in pieces, to `2^-(2·words·p + 40)`: an argument of `words·p` bits lies no closer to a
/// multiple of π/2 than about its own precision, and the reduced argument keeps as many bits.
pub fn half_pi_pieces<W: Word>(words: u32) -> Vec<W> {
    let half_pi = Float::with_val(PRECISION, Constant::Pi) / 2;
    pieces::<W>(&half_pi, 2 * words * W::PRECISION + 40)
}

/// `-log2` of the largest reduced argument of sin and cos, `π/2048`.
const TRIGONOMETRIC_BITS: f64 = 9.35;

/// The degree `I` in `t²` of the series of `sin t / t` and `cos t` that leaves the first term
/// left out, `t^(2I+2)/(2I+2)!`, 12 bits below the numbers' precision.
pub fn trigonometric_degree(words: u32, precision: u32) -> u32 {
    let goal = (words * precision + 12) as f64;
    (0..)
        .find(|&i: &u32| {
            let n = 2 * i + 2;
            let log2_factorial: f64 = (2..=n).map(|j| (j as f64).log2()).sum();
            n as f64 * TRIGONOMETRIC_BITS + log2_factorial >= goal
        })
        .unwrap_or(32)
}

fn factorial(n: u32) -> Float {
    let mut f = Float::with_val(PRECISION, 1);
    for j in 2..=n {
        f *= j;
    }
    f
}

/// The exp and log table.
fn exp_log_table<W: Word>(words: u32) -> Vec<W> {
    let terms = taylor_terms(words, W::PRECISION);
    let pieces = ln2_pieces::<W>(words);
    let mut c = vec![
        W::from_f64(terms as f64),
        W::from_f64(pieces.len() as f64),
        W::from_f64(newton_steps(words, W::PRECISION) as f64),
    ];
    c.extend(pieces);
    for n in (2..=terms).rev() {
        let inverse = Float::with_val(PRECISION, factorial(n).recip_ref());
        c.extend(expansion::<W>(&inverse, words as usize));
    }
    c
}

/// The sin and cos table.
fn trigonometric_table<W: Word>(words: u32) -> Vec<W> {
    let degree = trigonometric_degree(words, W::PRECISION);
    let pieces = half_pi_pieces::<W>(words);
    let mut c = vec![W::from_f64(degree as f64), W::from_f64(pieces.len() as f64)];
    c.extend(pieces);
    let number = |v: Float| expansion::<W>(&v, words as usize);
    let series = |first: u32| -> Vec<W> {
        (0..=degree)
            .rev()
            .flat_map(|i| {
                let sign = if i % 2 == 0 { 1 } else { -1 };
                number(Float::with_val(PRECISION, factorial(2 * i + first).recip_ref()) * sign)
            })
            .collect()
    };
    c.extend(series(1));
    c.extend(series(0));
    let pi = Float::with_val(PRECISION, Constant::Pi);
    for k in 0..257u32 {
        let angle: Float = Float::with_val(PRECISION, &pi * k) / 1024;
        c.extend(number(Float::with_val(PRECISION, angle.sin_ref())));
        c.extend(number(Float::with_val(PRECISION, angle.cos_ref())));
    }
    c
}

/// The constants of `op`'s kernel: `[split, one]`, and for an elementary function its table.
pub fn constants<W: Word>(op: Operation) -> Vec<W> {
    let mut c = vec![W::SPLIT, W::from_f64(1.0)];
    let words = op.words() as u32;
    match op.math() {
        Math::Exp | Math::Log => c.extend(exp_log_table::<W>(words)),
        Math::Sin | Math::Cos => c.extend(trigonometric_table::<W>(words)),
        _ => {}
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ln2_pieces_sum_to_ln2_and_multiply_exactly() {
        for words in [2, 4] {
            let pieces = ln2_pieces::<f64>(words);
            let mut sum = Float::with_val(PRECISION, 0);
            for p in &pieces {
                sum += p;
                // Products with any |m| < 2^11 exact in binary64.
                let product = Float::with_val(PRECISION, *p * 2047.0);
                assert_eq!(product, Float::with_val(PRECISION, *p) * 2047);
            }
            let ln2 = Float::with_val(PRECISION, Constant::Log2);
            let error = Float::with_val(PRECISION, &sum - &ln2).abs().to_f64();
            assert!(error < 2f64.powi(-(words as i32 * 53 + 24)), "{error:e}");
        }
    }

    #[test]
    fn terms_and_steps_reach_the_precision_and_no_fewer_would() {
        for (words, p) in [(2, 53), (4, 53), (2, 24), (4, 24)] {
            let goal = (words * p + 12) as f64 + REDUCED_BITS;
            let remainder =
                |n: u32| n as f64 * REDUCED_BITS + (2..=n).map(|j| (j as f64).log2()).sum::<f64>();
            let n = taylor_terms(words, p);
            assert!(
                remainder(n) >= goal && remainder(n - 1) < goal,
                "{words}x{p}: {n}"
            );
            let s = newton_steps(words, p);
            assert!(22 << s >= words * p + 4 && 22 << (s - 1) < words * p + 4);
        }
        let c = constants::<f64>(Operation::QdExp);
        let pieces = ln2_pieces::<f64>(4).len();
        assert_eq!(
            c.len(),
            2 + 3 + pieces + 4 * (taylor_terms(4, 53) as usize - 1)
        );
        let c = constants::<f64>(Operation::DdSin);
        let (degree, pieces) = (trigonometric_degree(2, 53), half_pi_pieces::<f64>(2).len());
        assert_eq!(
            c.len(),
            2 + 2 + pieces + 2 * 2 * (degree as usize + 1) + 257 * 2 * 2
        );
        // The series' first coefficients, lowest order last: sin t / t = … + 1, cos t = … + 1.
        let sines = 4 + pieces;
        let cosines = sines + 2 * (degree as usize + 1);
        assert_eq!(c[cosines - 2..cosines], [1.0, 0.0]);
        assert_eq!(c[cosines + 2 * degree as usize..][..2], [1.0, 0.0]);
        assert!(
            (c[cosines - 4] + 1.0 / 6.0).abs() < 1e-16,
            "{}",
            c[cosines - 4]
        );
        assert_eq!(constants::<f64>(Operation::QdMul).len(), 2);
    }
}
