//! The host's half of generating the coefficients on the device ([`fpsig_kernels::tmd::generate`],
//! whose documentation derives the error bound): a piece's value, slope and half-curvature
//! polynomials in `u = τ / 2^L`, as 256-bit fixed point, and each launch's parameters.

use super::approx::{Model, PREC};
use fpsig_kernels::tmd::{generate_param, FRACTION_BITS, LIMBS};
use rug::integer::Order;
use rug::{Float, Integer};

/// What no partial sum of Horner's rule may reach: the generator's values have 64 integer bits,
/// one of them the sign.
const MAGNITUDE_LOG2: f64 = 62.0;

/// A piece's polynomials as the generation kernel reads them.
#[derive(Debug, Clone)]
pub struct DevicePolynomials {
    /// Value, slope and half-curvature polynomials, `degree + 1` coefficients each, highest
    /// degree first, [`LIMBS`] `u32` limbs per coefficient, low limb first.
    pub limbs: Vec<u32>,
    pub degree: u32,
    /// `|τ| < 2^log2_radius` for every J of the piece.
    log2_radius: u32,
    center: i64,
    points_per_j: u64,
    sigma: u32,
}

/// `m!/((m − order)!·order!)`: what the Taylor coefficient of degree `m` is multiplied by in the
/// `order`-th derivative divided by `order!` (1, m, m(m−1)/2 for value, slope, half curvature).
fn derivative_factor(m: usize, order: usize) -> u32 {
    (0..order).fold(1, |f, k| f * (m - k) / (k + 1)) as u32
}

/// `v · 2^192` rounded to nearest, as 256-bit two's complement limbs.
fn fixed_limbs(v: &Float) -> Vec<u32> {
    let mut i = Float::with_val(PREC, v << FRACTION_BITS)
        .round()
        .to_integer()
        .expect("finite coefficients");
    if i < 0 {
        i += Integer::from(1) << (32 * LIMBS as u32);
    }
    let mut limbs = vec![0u32; LIMBS];
    i.write_digits(&mut limbs, Order::Lsf);
    limbs
}

impl DevicePolynomials {
    /// The polynomials of `model`'s piece; refused (the caller generates on the CPU) where a
    /// polynomial's coefficients could overflow the 64 integer bits.
    pub fn new(model: &Model) -> Result<DevicePolynomials, String> {
        let (center, taylor) = model.taylor();
        let n = model.points_per_interval() as i64;
        let last = (model.intervals as i64 - 1) * n - center;
        let radius = center.unsigned_abs().max(last.unsigned_abs());
        let log2_radius = u64::BITS - radius.leading_zeros();
        let degree = taylor.len() - 1;
        // q_i of P, P' and P''/2 as polynomials in u = τ / 2^L.
        let polynomials: [Vec<Float>; 3] = [0, 1, 2].map(|order: usize| {
            (0..=degree)
                .map(|i| {
                    let m = i + order;
                    taylor.get(m).map_or(Float::new(PREC), |t| {
                        Float::with_val(PREC, t * derivative_factor(m, order))
                            << (log2_radius * i as u32)
                    })
                })
                .collect()
        });
        for (name, p) in ["value", "slope", "curvature"].iter().zip(&polynomials) {
            let sum: f64 = p.iter().map(|q| q.to_f64().abs()).sum();
            if sum.log2() >= MAGNITUDE_LOG2 {
                return Err(format!(
                    "the piece's {name} polynomial reaches 2^{:.1}, beyond the device generator's \
                     2^{MAGNITUDE_LOG2}",
                    sum.log2()
                ));
            }
        }
        Ok(DevicePolynomials {
            limbs: polynomials
                .iter()
                .flat_map(|p| p.iter().rev().flat_map(fixed_limbs))
                .collect(),
            degree: degree as u32,
            log2_radius,
            center,
            points_per_j: n as u64,
            sigma: model.sigma,
        })
    }

    /// The generation kernel's parameters for `count` Js from J `first` of the piece.
    pub fn params(&self, first: u64, count: u64) -> Vec<u32> {
        let tau = first as i64 * self.points_per_j as i64 - self.center;
        let mut p = vec![0u32; generate_param::LEN];
        p[generate_param::TAU_LOW] = tau as u32;
        p[generate_param::TAU_HIGH] = (tau >> 32) as u32;
        p[generate_param::POINTS_PER_J] = self.points_per_j as u32;
        p[generate_param::UP_SHIFT] = 63 - self.log2_radius;
        p[generate_param::DEGREE] = self.degree;
        p[generate_param::CURVATURE_SHIFT] = 128 - self.sigma;
        p[generate_param::COUNT] = count as u32;
        p
    }

    /// What the generation kernel computes for J `j` of the piece, `(a, b, c)`, emulated exactly
    /// with integers on the host (for tests).
    pub fn expected(&self, j: u64) -> (u64, u64, u64) {
        let tau = j as i64 * self.points_per_j as i64 - self.center;
        let u = Integer::from(tau) << (63 - self.log2_radius);
        let len = self.degree as usize + 1;
        let evaluate = |which: usize| {
            let coefficients = &self.limbs[which * len * LIMBS..(which + 1) * len * LIMBS];
            let mut values = coefficients.chunks_exact(LIMBS).map(signed_value);
            let first = values.next().expect("degree + 1 coefficients");
            values.fold(first, |acc, q| {
                let product = (acc.clone().abs() * u.clone().abs()) >> 63u32;
                let negative = (acc < 0) != (u < 0);
                (if negative { -product } else { product }) + q
            })
        };
        let rounded =
            |v: Integer, s: u32| ((v + (Integer::from(1) << (s - 1))) >> s).to_u64_wrapping();
        let fraction = FRACTION_BITS - 64;
        (
            rounded(evaluate(1), fraction),
            rounded(evaluate(0), fraction),
            rounded(evaluate(2), 128 - self.sigma),
        )
    }
}

/// The integer of 256-bit two's complement limbs.
fn signed_value(limbs: &[u32]) -> Integer {
    let v = Integer::from_digits::<u32>(limbs, Order::Lsf);
    if limbs[LIMBS - 1] >> 31 == 1 {
        v - (Integer::from(1) << (32 * LIMBS as u32))
    } else {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tmd::approx::{fraction64, scaled_value};
    use crate::tmd::cpu::scaled_term;
    use crate::tmd::interval::{parse_endpoint, split};
    use crate::tmd::{fraction128, Format, Function};
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// `|x − y|` modulo 2^64.
    fn distance(x: u64, y: u64) -> u64 {
        let d = x.wrapping_sub(y);
        d.min(d.wrapping_neg())
    }

    /// `P`, `P'` and `P''/2` of the piece's Taylor polynomial at J `j`, evaluated with MPFR and
    /// rounded as the generators round them: `(a, b, c)`.
    fn correctly_rounded(model: &Model, j: u64) -> (u64, u64, u64) {
        let (center, taylor) = model.taylor();
        let tau = Float::with_val(PREC, j as i64 * model.points_per_interval() as i64 - center);
        let derivative = |order: usize| {
            taylor
                .iter()
                .enumerate()
                .skip(order)
                .rev()
                .fold(Float::new(PREC), |acc, (i, t)| {
                    let factor = derivative_factor(i, order);
                    Float::with_val(PREC, acc * &tau) + Float::with_val(PREC, t * factor)
                })
        };
        let round64 = |v: &Float| (fraction128(v).wrapping_add(1 << 63) >> 64) as u64;
        let c = Float::with_val(PREC, derivative(2) << (64 + model.sigma))
            .round()
            .to_integer()
            .expect("finite");
        (
            round64(&derivative(1)),
            round64(&derivative(0)),
            c.to_i64_wrapping() as u64,
        )
    }

    /// The kernel's arithmetic, emulated, on 2^10 random Js of pieces of several functions and
    /// both formats. Each coefficient is the Taylor polynomial correctly rounded, but for a tie
    /// within its 2^−185 error (one unit off at most, and rarely). The CPU generator's differ by
    /// its difference tables' error (up to 2^−72 grid units, so the curvature, in units of
    /// 2^−(64+σ), often differs): every pair within the sum of the two bounds. The quadratic is
    /// within the model's error bound of MPFR at both ends of the J.
    #[test]
    fn translated_polynomials_agree_with_the_cpu_generator_and_mpfr() {
        let cases = [
            (Function::Exp, Format::Binary64, "1", "1+2^-13", 15),
            (Function::Exp, Format::Binary64, "1.5", "1.5+2^-8", 15),
            // Whole binades: pieces of 2^51 points and more.
            (Function::Exp, Format::Binary64, "1", "2", 15),
            (Function::Exp2, Format::Binary64, "1", "2", 15),
            (Function::Log, Format::Binary64, "2", "4", 15),
            (Function::Log, Format::Binary64, "3", "3+2^-6", 15),
            (Function::Sin, Format::Binary64, "0.75", "0.75+2^-20", 12),
            (Function::Exp2, Format::Binary32, "1", "2", 5),
            (Function::Cos, Format::Binary32, "0.25", "0.5", 5),
        ];
        let mut rng = SmallRng::seed_from_u64(21);
        for (function, format, from, to, log2_n) in cases {
            let (from, to) = (parse_endpoint(from).unwrap(), parse_endpoint(to).unwrap());
            for piece in &split(function, format, &from, &to).unwrap().pieces {
                let model = Model::new(function, format, piece, log2_n, 32).unwrap();
                let device = DevicePolynomials::new(&model).unwrap();
                let n = model.points_per_interval();
                let units = [64, 64, 64 + model.sigma as i32].map(|e| 2f64.powi(-e));
                let device_bound = units.map(|u| u / 2.0 + 2f64.powi(-185));
                let [e_a, e_b, e_c] = model.budget.coefficients;
                let mut rounded = 0;
                for _ in 0..1024 {
                    let j = rng.random_range(0..model.intervals);
                    let (a, b, c) = device.expected(j);
                    let what = format!("{} {} J {j}", function.name(), format.name());
                    let exact = correctly_rounded(&model, j);
                    let pairs = [(a, exact.0), (b, exact.1), (c, exact.2)];
                    assert!(pairs.iter().all(|&(x, y)| distance(x, y) <= 1), "{what}");
                    rounded += (pairs.iter().all(|&(x, y)| x == y)) as u32;
                    let cpu = model.coefficients(j, j + 1);
                    let cpu = [cpu.a[0], cpu.b[0], cpu.c[0]];
                    for (i, (x, y)) in [a, b, c].into_iter().zip(cpu).enumerate() {
                        let apart = distance(x, y) as f64 * units[i];
                        let bound = [e_a, e_b, e_c][i] + device_bound[i];
                        assert!(
                            apart <= bound,
                            "{what}: coefficient {i} {apart:e} > {bound:e}"
                        );
                    }
                    for k in [0, n - 1] {
                        if j * n + k >= piece.points {
                            continue;
                        }
                        let exact = fraction64(&scaled_value(function, format, piece, j * n + k));
                        let model_value = b
                            .wrapping_add(a.wrapping_mul(k))
                            .wrapping_add(scaled_term(c, k * k, model.sigma));
                        let error = distance(model_value, exact) as f64 * 2f64.powi(-64);
                        assert!(
                            error <= model.budget.model + 2f64.powi(-62),
                            "{what} k {k}: off by {error:e}"
                        );
                    }
                }
                assert!(rounded >= 1020, "only {rounded} of 1024 correctly rounded");
            }
        }
    }
}
