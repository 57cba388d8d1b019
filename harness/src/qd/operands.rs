//! Operands of the double-double and quad-double operations: fixed-seed numbers of two or four
//! words, each the nearest multi-word expansion of a random value carrying more bits than the
//! words hold, in the classes the seed's accuracy claims must survive.

use super::{Math, Operation};
use crate::ff::Word;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rug::Float;

/// Which kind of input an operand pair is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    /// Both operands within 2^±30 (2^±10 for binary32 words).
    General,
    /// `y ≈ -x` (sums), `x` near `m·ln 2` (exp) or near 1 (log): results or reduced arguments
    /// far below the operands, down to the last word.
    Cancellation,
    /// Exponents far apart, as far as the last word of either stays normal.
    HugeTiny,
}

impl Class {
    pub const ALL: [Class; 3] = [Self::General, Self::Cancellation, Self::HugeTiny];

    pub fn name(self) -> &'static str {
        match self {
            Self::General => "general",
            Self::Cancellation => "cancellation",
            Self::HugeTiny => "huge/tiny",
        }
    }
}

/// Operand pairs as the kernels take them: word 0 of every number, then word 1, ….
#[derive(Debug, Clone, PartialEq)]
pub struct Operands<W> {
    pub words: usize,
    pub x: Vec<W>,
    pub y: Vec<W>,
    pub class: Vec<Class>,
}

/// The nearest `words`-word expansion of `v`: each word the rounding of what the ones before
/// left.
pub fn expansion<W: Word>(v: &Float, words: usize) -> Vec<W> {
    let mut rest = v.clone();
    (0..words)
        .map(|_| {
            // Rounded once: binary32 words straight from rug, not through binary64.
            let nearest = if W::PRECISION == 24 {
                f64::from(rest.to_f32())
            } else {
                rest.to_f64()
            };
            let w = W::from_f64(nearest);
            rest -= Word::to_f64(w);
            w
        })
        .collect()
}

/// The words of a cheap random number: `lead`, then each word the one before times `2^-p`
/// and a random factor in `(-1/2, 1/2)`: no rug, for the millions of operands of the timings.
pub(crate) fn random_words<W: Word>(rng: &mut SmallRng, lead: f64, words: usize) -> Vec<f64> {
    let eps = 2f64.powi(-(W::PRECISION as i32));
    let mut w = lead;
    (0..words)
        .map(|j| {
            if j > 0 {
                w *= eps * rng.random_range(-0.5..0.5);
            }
            w
        })
        .collect()
}

/// Number `i` of a word-major buffer of `n` numbers of `words` words (word 0 of every number,
/// then word 1, …), exactly, in `precision` bits.
pub(crate) fn exact_number<W: Word>(
    v: &[W],
    (words, n, i): (usize, usize, usize),
    precision: u32,
) -> Float {
    let mut s = Float::with_val(precision, 0);
    for j in 0..words {
        s += Word::to_f64(v[j * n + i]);
    }
    s
}

/// A random value of `bits` significant bits in `±[2^e, 2^(e+1))`.
fn random_value(rng: &mut SmallRng, bits: u32, e: i32) -> Float {
    let mut v = Float::with_val(bits, 1);
    let mut scale = Float::with_val(bits, 0.5);
    for _ in 1..bits {
        if rng.random_bool(0.5) {
            v += &scale;
        }
        scale /= 2;
    }
    v <<= e;
    if rng.random_bool(0.5) {
        -v
    } else {
        v
    }
}

/// An argument of an elementary function in class `c`. exp: general within 2^±4 (and the bounds),
/// cancellation `m·ln 2 + δ` (the reduction cancels), huge/tiny within a factor 2 of the
/// bounds, which keep the result's last word normal (`|x| <= 0.95·ln 2·(emax - words·p)`
/// below, `0.95·ln 2·emax` above). log: general `2^±general`, cancellation `1 + δ` (the result
/// cancels), huge/tiny `2^±e` out to the last word's range (binary32's at most: log starts from
/// binary32's logarithm). sin and cos: general within 2^±4, cancellation `j·π/2 + δ` (the
/// result or the reduced argument cancels), huge `2^9 <= |x| < 2^11`.
fn function_operand<W: Word>(
    rng: &mut SmallRng,
    math: Math,
    c: Class,
    bits: u32,
    depth: i32,
    general: i32,
) -> Float {
    let ln2 = Float::with_val(bits, rug::float::Constant::Log2);
    let emax = W::MAX_EXPONENT;
    let below = -0.95 * std::f64::consts::LN_2 * (emax - depth) as f64;
    let above = 0.95 * std::f64::consts::LN_2 * emax as f64;
    let delta = |rng: &mut SmallRng| {
        let j = rng.random_range(1..=depth + 8);
        random_value(rng, bits, -j)
    };
    if math == Math::Exp {
        match c {
            Class::General => {
                let e = rng.random_range(-10..=4);
                let x = random_value(rng, bits, e);
                x.clamp(&below, &above)
            }
            Class::Cancellation => {
                let m = rng.random_range(
                    (below / std::f64::consts::LN_2) as i32 + 1
                        ..=(above / std::f64::consts::LN_2) as i32,
                );
                Float::with_val(bits, &ln2 * m) + delta(rng)
            }
            Class::HugeTiny => {
                let bound = if rng.random_bool(0.5) { above } else { below };
                // A factor in [1/2, 1).
                let u = random_value(rng, bits, -1).abs();
                Float::with_val(bits, u * bound)
            }
        }
    } else if math == Math::Log {
        let wide = ((emax - depth) / 2 - 2).min(120);
        match c {
            Class::General => {
                let e = rng.random_range(-general..=general);
                random_value(rng, bits, e).abs()
            }
            Class::Cancellation => Float::with_val(bits, 1) + delta(rng),
            Class::HugeTiny => {
                let e = rng.random_range(general..=wide.max(general));
                let e = if rng.random_bool(0.5) { e } else { -e };
                random_value(rng, bits, e).abs()
            }
        }
    } else {
        let half_pi = Float::with_val(bits, rug::float::Constant::Pi) / 2;
        match c {
            Class::General => {
                let e = rng.random_range(-10..=4);
                random_value(rng, bits, e)
            }
            Class::Cancellation => {
                let j = rng.random_range(-2000..=2000);
                Float::with_val(bits, &half_pi * j) + delta(rng)
            }
            Class::HugeTiny => {
                let e = rng.random_range(9..=10);
                random_value(rng, bits, e)
            }
        }
    }
}

impl<W: Word> Operands<W> {
    pub fn len(&self) -> usize {
        self.class.len()
    }

    pub fn is_empty(&self) -> bool {
        self.class.is_empty()
    }

    /// Number `i` of `x` (or `y`), its words in order.
    pub fn number(&self, of_y: bool, i: usize) -> Vec<W> {
        let v = if of_y { &self.y } else { &self.x };
        let n = self.len();
        (0..self.words).map(|j| v[j * n + i]).collect()
    }

    /// `n` operand pairs for `op`, the same on every backend: every fourth a cancellation
    /// (sums only) and every fourth a huge/tiny pair; square roots of `|x|`.
    pub fn generate(op: Operation, n: usize) -> Self {
        let words = op.words();
        let mut rng = SmallRng::seed_from_u64(0x9d00 + op as u64);
        let bits = words as u32 * (W::PRECISION + 8);
        // The last word of a number near 2^e lies near 2^(e - words·p): keep it normal, and
        // products and quotients in range.
        let depth = (words as u32 * W::PRECISION) as i32;
        let wide = (W::MAX_EXPONENT - depth) / 2 - 2;
        let general = wide.min(if W::PRECISION > 24 { 30 } else { 10 });
        let mut columns_x = vec![Vec::with_capacity(n); words];
        let mut columns_y = vec![Vec::with_capacity(n); words];
        let mut class = Vec::with_capacity(n);
        for i in 0..n {
            let c = match i % 4 {
                1 if op.math() == Math::Sum || op.is_function() => Class::Cancellation,
                3 => Class::HugeTiny,
                _ => Class::General,
            };
            if op.is_function() {
                let x = function_operand::<W>(&mut rng, op.math(), c, bits, depth, general);
                for (j, w) in expansion::<W>(&x, words).into_iter().enumerate() {
                    columns_x[j].push(w);
                    columns_y[j].push(W::from_f64(0.0));
                }
                class.push(c);
                continue;
            }
            let span = if c == Class::HugeTiny { wide } else { general };
            let e = rng.random_range(-span..=span);
            let x = random_value(&mut rng, bits, e);
            let y = match c {
                Class::Cancellation => {
                    // y = -x·(1 + δ), |δ| from 2^-1 down to past the last word.
                    let j = rng.random_range(1..=depth + 8);
                    let delta = random_value(&mut rng, bits, -j);
                    -(x.clone() * (Float::with_val(bits, 1) + delta))
                }
                _ => {
                    let e = rng.random_range(-span..=span);
                    random_value(&mut rng, bits, e)
                }
            };
            let x = if op.math() == Math::SquareRoot {
                x.abs()
            } else {
                x
            };
            for (j, w) in expansion::<W>(&x, words).into_iter().enumerate() {
                columns_x[j].push(w);
            }
            for (j, w) in expansion::<W>(&y, words).into_iter().enumerate() {
                columns_y[j].push(w);
            }
            class.push(c);
        }
        Operands {
            words,
            x: columns_x.concat(),
            y: columns_y.concat(),
            class,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expansions_are_exact_and_each_word_below_half_an_ulp_of_the_one_before() {
        let mut rng = SmallRng::seed_from_u64(1);
        for _ in 0..200 {
            let e = rng.random_range(-40..=40);
            let v = random_value(&mut rng, 4 * 61, e);
            let w = expansion::<f64>(&v, 4);
            for pair in w.windows(2) {
                let ulp = pair[0].abs() * f64::EPSILON;
                assert!(pair[1].abs() <= ulp / 2.0 * (1.0 + 1e-15), "{w:?}");
            }
            let mut sum = Float::with_val(2000, 0);
            for x in &w {
                sum += x;
            }
            let left = Float::with_val(2000, &v - &sum);
            // What four words cannot hold: below 2^-210 relative.
            assert!(left.abs() <= Float::with_val(64, v.abs_ref()) >> 200u32);
        }
    }

    #[test]
    fn classes_come_in_the_stated_proportions_and_square_roots_get_positive_operands() {
        let o = Operands::<f64>::generate(Operation::QdAdd, 400);
        let cancel = o
            .class
            .iter()
            .filter(|&&c| c == Class::Cancellation)
            .count();
        assert_eq!(cancel, 100);
        let o = Operands::<f64>::generate(Operation::DdSqrt, 400);
        assert!(!o.class.contains(&Class::Cancellation));
        assert!((0..o.len()).all(|i| o.number(false, i)[0] > 0.0));
        let o = Operands::<f32>::generate(Operation::QdMul, 400);
        assert!(o
            .x
            .iter()
            .all(|w| *w == 0.0 || w.abs() >= f32::MIN_POSITIVE));
    }
}
