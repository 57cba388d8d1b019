//! The constants the double-double and quad-double kernels read: Veltkamp's constant and the
//! opaque one, then for exp and log the table `fpsig_kernels::multi_word::functions` documents,
//! for sin and cos the one `fpsig_kernels::multi_word::trigonometry` documents, each constant
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

/// Bits of the logarithm's start (`fpsig_kernels::multi_word::functions::log_start`), absolute.
pub fn log_start_bits(precision: u32) -> u32 {
    precision + 3
}

/// Newton steps from the logarithm's start to the numbers' precision and 4 bits more: each
/// step at least doubles the bits (`y + x·e^(-y) - 1` leaves `ε²/2` of an error `ε`).
pub fn newton_steps(words: u32, precision: u32) -> u32 {
    let goal = words * precision + 4;
    let mut bits = log_start_bits(precision);
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

/// `-log2` of the largest `|s| = |m - 1| / (m + 1)` of the logarithm's start, `3 - 2√2 =
/// 2^-2.54` for `m` in `[√½, √2]`, less a margin for `x` rounded to binary32 before its
/// exponent is read.
const ATANH_BITS: f64 = 2.5;

/// The coefficients `1/3 … 1/(2N+1)` of the start's `2·atanh(s) = 2s + 2s³/3 + …`: the
/// smallest `N` that leaves the first term left out, `2·s^(2N+3)/(2N+3)`, below `2^-(p+6)`.
pub fn atanh_terms(precision: u32) -> u32 {
    (1..)
        .find(|&n: &u32| {
            let power = (2 * n + 3) as f64;
            power * ATANH_BITS + power.log2() - 1.0 >= (precision + 6) as f64
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
    let atanh = atanh_terms(W::PRECISION);
    let mut c = vec![
        W::from_f64(terms as f64),
        W::from_f64(pieces.len() as f64),
        W::from_f64(newton_steps(words, W::PRECISION) as f64),
        W::from_f64(atanh as f64),
    ];
    c.extend(pieces);
    for n in (2..=terms).rev() {
        let inverse = Float::with_val(PRECISION, factorial(n).recip_ref());
        c.extend(expansion::<W>(&inverse, words as usize));
    }
    for n in (1..=atanh).rev() {
        c.push(W::from_f64(1.0 / (2 * n + 1) as f64));
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
    use fpsig_kernels::multi_word::functions::table;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

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
            let (s, start) = (newton_steps(words, p), log_start_bits(p));
            assert!(start << s >= words * p + 4 && start << (s - 1) < words * p + 4);
        }
        let c = constants::<f64>(Operation::QdExp);
        let pieces = ln2_pieces::<f64>(4).len();
        assert_eq!(
            c.len(),
            2 + 4 + pieces + 4 * (taylor_terms(4, 53) as usize - 1) + atanh_terms(53) as usize
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

    /// `fpsig_kernels::multi_word::functions::log_start` in `p`-bit arithmetic rounded to
    /// nearest, step for step, from the table the kernel reads.
    fn simulated_log_start<W: Word>(x: f64) -> Float {
        fn at<T>(bits: u32, v: T) -> Float
        where
            Float: rug::Assign<T>,
        {
            Float::with_val(bits, v)
        }
        let p = W::PRECISION;
        let c: Vec<f64> = constants::<W>(Operation::DdLog)[2..]
            .iter()
            .map(|w| Word::to_f64(*w))
            .collect();
        let (terms, pieces) = (c[table::TERMS] as usize, c[table::PIECES] as usize);
        let (atanh, ln2) = (c[table::ATANH_TERMS] as usize, table::LN2);
        let series = ln2 + pieces + 2 * (terms - 1);
        let bits = (x as f32).to_bits();
        let e = (bits >> 23) as i32 - 127 + ((bits & 0x7f_ffff) >= 0x35_04f3) as i32;
        let e = e as f64;
        let f = at(p, at(PRECISION, x * 2f64.powf(-e)) - 1u32);
        let two = at(PRECISION, 2u32 + &f);
        let two_hi = at(p, &two);
        let two_lo = at(PRECISION, &two - &two_hi);
        let inverse = at(p, 1u32 / &two_hi);
        let s = at(p, &f * &inverse);
        let product = at(PRECISION, &s * &two_hi);
        let p_hi = at(p, &product);
        let p_lo = at(PRECISION, &product - &p_hi);
        let residual = at(p, at(p, &f - &p_hi) - &p_lo);
        let residual = at(p, residual - at(p, &s * &two_lo));
        let s_lo = at(p, residual * &inverse);
        let z = at(p, &s * &s);
        let mut q = at(p, c[series]);
        for i in 1..atanh {
            q = at(p, at(p, &q * &z) + c[series + i]);
        }
        let cubic = at(p, at(p, &s * &z) * &q);
        let tail = at(p, at(p, &s_lo + &cubic) * 2u32);
        let sum = at(PRECISION, at(PRECISION, &s * 2u32) + &tail);
        let atanh_hi = at(p, &sum);
        let atanh_lo = at(PRECISION, &sum - &atanh_hi);
        let head = at(PRECISION, at(PRECISION, e * c[ln2]) + &atanh_hi);
        let head_hi = at(p, &head);
        let head_lo = at(PRECISION, &head - &head_hi);
        let mut low = atanh_lo;
        for i in 1..pieces {
            low = at(p, low + e * c[ln2 + i]);
        }
        at(PRECISION, &head_hi + &at(p, head_lo + low))
    }

    fn arguments<W: Word>() -> Vec<f64> {
        let ulp = 2f64.powi(1 - W::PRECISION as i32);
        let sqrt2 = Word::to_f64(W::from_f64(2f64.sqrt()));
        let mut xs = vec![];
        for e in -126..=127 {
            let scale = 2f64.powi(e);
            for m in [1.0, sqrt2, 1.0 / sqrt2, 1.5, 0.75, 1.2345] {
                for k in -4..=4 {
                    xs.push(Word::to_f64(W::from_f64(
                        m * (1.0 + k as f64 * ulp) * scale,
                    )));
                }
            }
        }
        let mut rng = SmallRng::seed_from_u64(0x2545_f491_4f6c_dd1d);
        for _ in 0..20_000 {
            let m = 1.0 + rng.random::<f64>();
            let e = rng.random_range(-126..=126);
            xs.push(Word::to_f64(W::from_f64(m * 2f64.powi(e))));
        }
        xs
    }

    #[test]
    fn the_logarithms_start_keeps_the_bits_its_table_claims() {
        fn worst<W: Word>() -> f64 {
            arguments::<W>()
                .into_iter()
                .map(|x| {
                    let ln = Float::with_val(PRECISION, x).ln();
                    let error = Float::with_val(PRECISION, simulated_log_start::<W>(x) - ln);
                    error.abs().to_f64()
                })
                .fold(0.0, f64::max)
        }
        for (p, worst) in [(53, worst::<f64>()), (24, worst::<f32>())] {
            assert!(
                worst <= 2f64.powi(-(log_start_bits(p) as i32)),
                "{p} bits: {:.2}",
                -worst.log2()
            );
        }
    }
}
