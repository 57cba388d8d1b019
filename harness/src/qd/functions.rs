//! The constants the double-double and quad-double kernels read: Veltkamp's constant and the
//! opaque one, then for exp and log the table `fpsig_kernels::multi_word_functions` documents,
//! each constant exact in the word type (from rug).

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

/// ln 2 as words of at most `p - 11` significant bits (their products with any `|m| < 2^11`
/// exact), enough of them to hold it to `2^-(words·p + 24)` relative.
pub fn ln2_pieces<W: Word>(words: u32) -> Vec<W> {
    let piece_bits = W::PRECISION - 11;
    let count = (words * W::PRECISION + 24).div_ceil(piece_bits);
    let mut rest = Float::with_val(PRECISION, Constant::Log2);
    (0..count)
        .map(|_| {
            let piece = Float::with_val(piece_bits, &rest);
            rest -= &piece;
            W::from_f64(piece.to_f64())
        })
        .collect()
}

/// The constants of `op`'s kernel: `[split, one]`, and for exp and log their table.
pub fn constants<W: Word>(op: Operation) -> Vec<W> {
    let mut c = vec![W::SPLIT, W::from_f64(1.0)];
    if !matches!(op.math(), Math::Exp | Math::Log) {
        return c;
    }
    let words = op.words() as u32;
    let terms = taylor_terms(words, W::PRECISION);
    let pieces = ln2_pieces::<W>(words);
    c.push(W::from_f64(terms as f64));
    c.push(W::from_f64(pieces.len() as f64));
    c.push(W::from_f64(newton_steps(words, W::PRECISION) as f64));
    c.extend(pieces);
    for n in (2..=terms).rev() {
        let mut factorial = Float::with_val(PRECISION, 1);
        for j in 2..=n {
            factorial *= j;
        }
        let inverse = Float::with_val(PRECISION, factorial.recip_ref());
        c.extend(expansion::<W>(&inverse, words as usize));
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
        assert_eq!(constants::<f64>(Operation::QdMul).len(), 2);
    }
}
