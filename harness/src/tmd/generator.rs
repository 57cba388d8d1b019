//! The host's half of generating the coefficients on the device ([`fpsig_kernels::tmd::generate`],
//! whose documentation derives the error bound): a piece's value, slope and half-curvature
//! polynomials in `u = τ / 2^L`, as 256-bit fixed point, and each launch's parameters.

use super::approx::{Model, PREC};
use fpsig_kernels::tmd::{generate_param, FRACTION_BITS, LIMBS, MAX_ORDER, STEPPED_LIMBS};
use rug::integer::Order;
use rug::{Float, Integer};

/// What no partial sum of Horner's rule may reach: the generator's values have 64 integer bits,
/// one of them the sign.
const MAGNITUDE_LOG2: f64 = 62.0;

/// A piece's polynomials as the generation kernels read them.
#[derive(Debug, Clone)]
pub struct DevicePolynomials {
    /// The polynomials, `degree + 1` coefficients each, highest degree first, [`LIMBS`] `u32`
    /// limbs per coefficient, low limb first: value, slope and half curvature (each with its
    /// differences `Δ^0..=Δ^E_W` when stepping).
    pub limbs: Vec<u32>,
    pub degree: u32,
    /// Stepping by difference table ([`fpsig_kernels::tmd::generate_stepped`]), with a step
    /// of [`STRIDE`] Js; `None`: every J translated on its own
    /// ([`fpsig_kernels::tmd::generate`]).
    pub stepping: Option<Stepping>,
    /// `|τ| < 2^log2_radius` for every J of the piece.
    log2_radius: u32,
    center: i64,
    points_per_j: u64,
    sigma: u32,
}

/// How [`fpsig_kernels::tmd::generate_stepped`] steps: `R` steps per thread, and the highest
/// difference `E_W` of the value, the slope and the half curvature, each as its own error
/// bound allows (exp on [1, 2): 64 steps, Δ^6, Δ^4 and Δ^3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stepping {
    pub steps: u32,
    pub orders: [u32; 3],
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

/// The polynomial `p(τ + s)`, coefficients lowest degree first.
fn shifted(p: &[Float], s: i64) -> Vec<Float> {
    let mut g = p.to_vec();
    for k in 0..g.len() {
        for i in (k..g.len().saturating_sub(1)).rev() {
            let next = Float::with_val(PREC, &g[i + 1] * s);
            g[i] += next;
        }
    }
    g
}

/// `Σ |q_i|`: a bound on the polynomial over `|u| < 1`.
fn magnitude(q: &[Float]) -> f64 {
    q.iter().map(|q| q.to_f64().abs()).sum::<f64>() * (1.0 + 1e-12)
}

/// `C(n, k)` as a float.
fn choose(n: u32, k: usize) -> f64 {
    (0..k).fold(1.0, |c, i| c * (n as f64 - i as f64) / (i + 1) as f64)
}

/// Error of a value as the kernels evaluate it (their documentation derives it).
const EVALUATION_LOG2: f64 = -185.0;
/// Bits of a value below the stepping table's lowest limb (limb 0), cut once (toward −∞).
const CUT_BITS: u32 = 32;

// The table's limbs reach the values' top fraction bit.
const _: () = assert!(STEPPED_LIMBS as u32 * 32 + CUT_BITS == FRACTION_BITS);

/// Error of a stepping table's entry when stepping starts: evaluation and cut.
fn entry_error() -> f64 {
    2f64.powf(EVALUATION_LOG2) + 2f64.powi(CUT_BITS as i32 - FRACTION_BITS as i32)
}
/// What stepping may add to a coefficient: below the CPU generator's table bound.
const STEPPING_LOG2: f64 = -130.0;
/// What a chunk's polynomials may drop (the sum of their top coefficients in the chunk's `u`):
/// Horner's rule on them then stays within [`EVALUATION_LOG2`] (81·1.5·2^-192 + 2^-193 <
/// 2^-185).
const TRUNCATION_LOG2: f64 = -193.0;
/// Steps per thread tried for stepping, largest first: at most 64, so that a batch of 2^22 Js
/// still has 2^16 threads.
const BLOCKS: [u32; 4] = [64, 32, 16, 8];
/// Js between a stepping thread's consecutive Js: a warp's threads write consecutive Js.
pub const STRIDE: u32 = 32;

/// Whether `R` steps with the differences `Δ^0..=Δ^e` of one polynomial keep its stepping error
/// within [`STEPPING_LOG2`] and its kept differences within the magnitude the kernels allow;
/// `sums[k]` bounds `|Δ^k W|` over the piece.
fn fits(r: u32, sums: &[f64], e: usize) -> bool {
    let kept = sums[..=e].iter().all(|s| s.log2() < MAGNITUDE_LOG2);
    let growth: f64 = (0..=e).map(|k| choose(r - 1, k)).sum();
    let dropped: f64 = (e + 1..sums.len())
        .map(|k| choose(r - 1, k) * sums[k])
        .sum();
    // A chunk's polynomials (`for_chunk`) are off by at most 2^-193 in each value, which the
    // Newton sum of e differences carries with weights C(R−1, k)·2^k.
    let truncated = 1.0
        + (0..=e)
            .map(|k| choose(r - 1, k) * 2f64.powi(k as i32))
            .sum::<f64>();
    let truncated = truncated * 2f64.powf(TRUNCATION_LOG2);
    kept && growth * entry_error() + dropped + truncated <= 2f64.powf(STEPPING_LOG2)
}

/// The cheapest stepping whose every polynomial [`fits`], if it is cheaper than translating
/// each J; `sums[w][k]` bounds `|Δ^k W_w|` over the piece.
fn stepping_plan(sums: &[Vec<f64>; 3], degree: usize) -> Option<Stepping> {
    let d = degree as f64 + 1.0;
    let mut best: Option<(f64, Stepping)> = None;
    for r in BLOCKS {
        let order = |s: &Vec<f64>| (0..=MAX_ORDER.min(degree)).find(|&e| fits(r, s, e));
        let [Some(v), Some(s), Some(c)] = sums.each_ref().map(order) else {
            continue;
        };
        // Multiplications per J: the block's Horner steps (Δ^k from degree d − k), and the
        // table's additions counted as a quarter of one.
        let cost: f64 = [v, s, c]
            .iter()
            .map(|&e| (0..=e).map(|k| d - k as f64).sum::<f64>() / r as f64 + 0.25 * e as f64)
            .sum();
        if best.is_none_or(|(c, _)| cost < c) {
            let orders = [v, s, c].map(|e| e as u32);
            best = Some((cost, Stepping { steps: r, orders }));
        }
    }
    best.filter(|&(cost, _)| cost < 3.0 * d)
        .map(|(_, stepping)| stepping)
}

/// P, P' and P''/2 in τ, lowest degree first, `degree + 1` coefficients each, from the Taylor
/// coefficients of P.
fn derivatives(taylor: &[Float], degree: usize) -> [Vec<Float>; 3] {
    [0, 1, 2].map(|order: usize| {
        (0..=degree)
            .map(|i| {
                let m = i + order;
                taylor.get(m).map_or(Float::new(PREC), |t| {
                    Float::with_val(PREC, t * derivative_factor(m, order))
                })
            })
            .collect()
    })
}

/// `Δ^k` of each polynomial `w`, `k = 0..=highest[w]`, with a step of [`STRIDE`] Js of `n`
/// points, in `u = τ / 2^log2_radius`.
fn differences(
    in_tau: &[Vec<Float>; 3],
    n: i64,
    highest: [usize; 3],
    log2_radius: u32,
) -> [Vec<Vec<Float>>; 3] {
    let in_u = |p: &[Float]| -> Vec<Float> {
        p.iter()
            .enumerate()
            .map(|(i, q)| Float::with_val(PREC, q << (log2_radius * i as u32)))
            .collect()
    };
    std::array::from_fn(|w| {
        let mut list = vec![in_tau[w].clone()];
        for _ in 0..highest[w] {
            let last = list.last().expect("Δ^0");
            let next: Vec<Float> = shifted(last, n * STRIDE as i64)
                .iter()
                .zip(last)
                .map(|(a, b)| Float::with_val(PREC, a - b))
                .collect();
            list.push(next);
        }
        list.iter().map(|p| in_u(p)).collect()
    })
}

/// The kernels' buffer: `Δ^0..=Δ^E_W` of each polynomial `W` (`Δ^0` only without stepping).
fn limbs(differences: &[Vec<Vec<Float>>; 3], stepping: Option<Stepping>) -> Vec<u32> {
    let orders = stepping.map_or([0; 3], |s| s.orders);
    differences
        .iter()
        .zip(orders)
        .flat_map(|(list, e)| &list[..=e as usize])
        .flat_map(|p| p.iter().rev().flat_map(fixed_limbs))
        .collect()
}

impl DevicePolynomials {
    /// The polynomials of `model`'s piece, stepped by difference table where that is cheaper
    /// and its error bound allows it; refused (the caller generates on the CPU) where a
    /// polynomial's coefficients could overflow the 64 integer bits.
    pub fn new(model: &Model) -> Result<DevicePolynomials, String> {
        let (center, taylor) = model.taylor();
        let n = model.points_per_interval() as i64;
        let last = (model.intervals as i64 - 1) * n - center;
        let radius = center.unsigned_abs().max(last.unsigned_abs());
        let in_tau = derivatives(taylor, taylor.len() - 1);
        let log2_radius = u64::BITS - radius.leading_zeros();
        let degree = taylor.len() - 1;
        let differences = differences(&in_tau, n, [degree; 3], log2_radius);
        for (name, p) in ["value", "slope", "curvature"].iter().zip(&differences) {
            let sum = magnitude(&p[0]);
            if sum.log2() >= MAGNITUDE_LOG2 {
                return Err(format!(
                    "the piece's {name} polynomial reaches 2^{:.1}, beyond the device generator's \
                     2^{MAGNITUDE_LOG2}",
                    sum.log2()
                ));
            }
        }
        let sums = differences
            .each_ref()
            .map(|list| list.iter().map(|p| magnitude(p)).collect::<Vec<f64>>());
        let stepping = stepping_plan(&sums, degree);
        Ok(DevicePolynomials {
            limbs: limbs(&differences, stepping),
            degree: degree as u32,
            stepping,
            log2_radius,
            center,
            points_per_j: n as u64,
            sigma: model.sigma,
        })
    }

    /// The stepped polynomials of `model`'s piece re-centred on the Js `first..first + count`
    /// (with the stepping blocks they start in), each dropping its top coefficients while their
    /// sum in the chunk's `u` stays within 2^[`TRUNCATION_LOG2`]: over a chunk much shorter
    /// than its piece, a much lower degree (exp on [1, 2): 16 or so instead of 26 and 29), so
    /// fewer Horner steps per thread. The piece's stepping plan holds for the chunk: its bounds
    /// on `|Δ^k W|` hold at every J of the piece, and it counts the truncation. `self` where
    /// the chunk saves nothing or its polynomials would exceed the kernels' magnitude.
    pub fn for_chunk(&self, model: &Model, first: u64, count: u64) -> DevicePolynomials {
        let Some(stepping) = self.stepping else {
            return self.clone();
        };
        let n = self.points_per_j as i64;
        let start = (first - first % self.block()) as i64;
        let end = (first + count) as i64;
        let mid = (start + end) / 2 * n;
        let radius = ((start * n - mid).unsigned_abs()).max(((end - 1) * n - mid).unsigned_abs());
        let log2_radius = u64::BITS - radius.max(1).leading_zeros();
        let (center, taylor) = model.taylor();
        let recentred = shifted(taylor, mid - center);
        let full = derivatives(&recentred, self.degree as usize);
        // The lowest degree whose dropped coefficients (in u) stay within the truncation bound:
        // per polynomial, the highest coefficient where the sum from the top exceeds it.
        let needed = |p: &[Float]| -> usize {
            let mut tail = 0.0;
            for (i, q) in p.iter().enumerate().rev() {
                tail += Float::with_val(PREC, q << (log2_radius * i as u32))
                    .to_f64()
                    .abs();
                if tail > 2f64.powf(TRUNCATION_LOG2) {
                    return i;
                }
            }
            0
        };
        // The kernel steps Δ^k up to each order, read from the coefficient of degree d − k: the
        // degree stays at least every order (a J alone at its block's start once dropped to
        // degree 4 under cos's Δ^6 near π/2).
        let orders = stepping.orders.iter().max().copied().unwrap_or(0) as usize;
        let degree = (full.iter().map(|p| needed(p)).max().unwrap_or(0))
            .max(orders)
            .max(1);
        if degree >= self.degree as usize {
            return self.clone();
        }
        let in_tau = full.map(|p| p[..=degree].to_vec());
        let highest = stepping.orders.map(|e| e as usize);
        let differences = differences(&in_tau, n, highest, log2_radius);
        let fits = (differences.iter().flatten()).all(|p| magnitude(p).log2() < MAGNITUDE_LOG2);
        if !fits {
            return self.clone();
        }
        DevicePolynomials {
            limbs: limbs(&differences, self.stepping),
            degree: degree as u32,
            log2_radius,
            center: mid,
            ..self.clone()
        }
    }

    /// The same polynomials, every J translated on its own (for tests of both kernels).
    pub fn translated(&self) -> DevicePolynomials {
        let len = (self.degree as usize + 1) * LIMBS;
        DevicePolynomials {
            limbs: (self.starts().iter())
                .flat_map(|&at| &self.limbs[at * len..(at + 1) * len])
                .copied()
                .collect(),
            stepping: None,
            ..self.clone()
        }
    }

    /// Where each polynomial's `Δ^0` is in the buffer, in polynomials.
    fn starts(&self) -> [usize; 3] {
        let [v, s, _] = self
            .stepping
            .map_or([0; 3], |s| s.orders.map(|e| e as usize));
        [0, v + 1, v + s + 2]
    }

    /// Js of a stepping block: `R` steps of each of [`STRIDE`] threads (1 without stepping).
    fn block(&self) -> u64 {
        self.stepping.map_or(1, |s| (s.steps * STRIDE) as u64)
    }

    /// Threads of a launch over `count` Js from J `first`.
    pub fn threads(&self, first: u64, count: u64) -> u64 {
        match self.stepping {
            Some(_) => (first % self.block() + count).div_ceil(self.block()) * STRIDE as u64,
            None => count,
        }
    }

    /// The generation kernel's parameters for `count` Js from J `first` of the piece.
    pub fn params(&self, first: u64, count: u64) -> Vec<u32> {
        // The kernel reads Δ^k from the coefficient of degree d − k: never past the degree.
        debug_assert!(self
            .stepping
            .is_none_or(|s| s.orders.iter().all(|&e| e <= self.degree)));
        let steps = self.stepping.map_or(1, |s| s.steps);
        let offset = first % self.block();
        let tau = (first - offset) as i64 * self.points_per_j as i64 - self.center;
        let mut p = vec![0u32; generate_param::LEN];
        p[generate_param::TAU_LOW] = tau as u32;
        p[generate_param::TAU_HIGH] = (tau >> 32) as u32;
        p[generate_param::POINTS_PER_J] = self.points_per_j as u32;
        p[generate_param::UP_SHIFT] = 63 - self.log2_radius;
        p[generate_param::DEGREE] = self.degree;
        p[generate_param::CURVATURE_SHIFT] = 128 - self.sigma;
        p[generate_param::COUNT] = count as u32;
        p[generate_param::STEPS] = steps;
        p[generate_param::OFFSET] = offset as u32;
        p[generate_param::STRIDE] = self.stepping.map_or(1, |_| STRIDE);
        p
    }

    /// What the generation kernel computes for J `j` of the piece, `(a, b, c)`, emulated exactly
    /// with integers on the host (for tests).
    pub fn expected(&self, j: u64) -> (u64, u64, u64) {
        let orders = self.stepping.map_or([0; 3], |s| s.orders);
        let stride = self.stepping.map_or(1, |_| STRIDE as u64);
        // J j is step r of the thread whose first J is j − r·stride.
        let r = j % self.block() / stride;
        let tau = (j - r * stride) as i64 * self.points_per_j as i64 - self.center;
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
        // Stepping keeps the table's entries cut below bit CUT_BITS.
        let cut = if self.stepping.is_some() { CUT_BITS } else { 0 };
        let starts = self.starts();
        let value = |w: usize| {
            let mut table: Vec<Integer> = (0..=orders[w] as usize)
                .map(|k| (evaluate(starts[w] + k) >> cut) << cut)
                .collect();
            for _ in 0..r {
                for k in 0..orders[w] as usize {
                    let next = table[k + 1].clone();
                    table[k] += next;
                }
            }
            table.swap_remove(0)
        };
        let rounded =
            |v: Integer, s: u32| ((v + (Integer::from(1) << (s - 1))) >> s).to_u64_wrapping();
        let fraction = FRACTION_BITS - 64;
        (
            rounded(value(1), fraction),
            rounded(value(0), fraction),
            rounded(value(2), 128 - self.sigma),
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

    /// Both kernels' arithmetic, emulated (each J translated, and stepped by difference table
    /// where the plan allows it, as it does on most pieces), on 2^10 random Js of pieces of
    /// several functions and both formats. Each coefficient is the Taylor polynomial correctly
    /// rounded, but for a tie within its 2^−185 (stepped: 2^−130) error (one unit off at most,
    /// and rarely). The CPU generator's differ by
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
        let mut stepped_pieces = 0;
        for (function, format, from, to, log2_n) in cases {
            let (from, to) = (parse_endpoint(from).unwrap(), parse_endpoint(to).unwrap());
            for piece in &split(function, format, &from, &to, 32).unwrap().pieces {
                let model = Model::new(function, format, piece, log2_n, 32).unwrap();
                let stepped = DevicePolynomials::new(&model).unwrap();
                stepped_pieces += stepped.stepping.is_some() as u32;
                let mut forms = vec![stepped.translated()];
                forms.extend(stepped.stepping.map(|_| stepped.clone()));
                for device in forms {
                    let n = model.points_per_interval();
                    let units = [64, 64, 64 + model.sigma as i32].map(|e| 2f64.powi(-e));
                    let error = if device.stepping.is_some() {
                        2f64.powf(STEPPING_LOG2)
                    } else {
                        2f64.powf(EVALUATION_LOG2)
                    };
                    let device_bound = units.map(|u| u / 2.0 + error);
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
                            let exact =
                                fraction64(&scaled_value(function, format, piece, j * n + k));
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
        assert!(stepped_pieces >= 5, "{stepped_pieces} pieces stepped");
    }

    /// exp on [1, 2) binary64 and [64, 128): each polynomial steps with the differences its own
    /// error bound needs (value, slope, curvature: Δ^6, Δ^4, Δ^3 on [1, 2)), and the `k` top
    /// coefficients of every `Δ^k` the kernel skips are exactly zero in the buffer, for the
    /// piece's polynomials and for a chunk's.
    #[test]
    fn each_polynomial_keeps_its_own_differences_and_their_top_coefficients_are_zero() {
        for (from, to, orders) in [("1", "2", [6, 4, 3]), ("64", "128", [8, 6, 4])] {
            let (from, to) = (parse_endpoint(from).unwrap(), parse_endpoint(to).unwrap());
            let pieces = split(Function::Exp, Format::Binary64, &from, &to, 32).unwrap();
            let model = Model::new(Function::Exp, Format::Binary64, &pieces.pieces[0], 16, 32);
            let model = model.unwrap();
            let whole = DevicePolynomials::new(&model).unwrap();
            let stepping = whole.stepping.expect("stepped");
            assert_eq!(stepping.orders, orders, "{stepping:?}");
            let chunk = whole.for_chunk(&model, model.intervals / 2, 1 << 24);
            assert!(chunk.degree < whole.degree);
            for p in [&whole, &chunk] {
                let len = (p.degree as usize + 1) * LIMBS;
                let polynomials = stepping
                    .orders
                    .iter()
                    .map(|&e| e as usize + 1)
                    .sum::<usize>();
                assert_eq!(p.limbs.len(), polynomials * len);
                for (w, start) in p.starts().into_iter().enumerate() {
                    for k in 0..=stepping.orders[w] as usize {
                        let at = (start + k) * len;
                        let top = &p.limbs[at..at + k * LIMBS];
                        assert!(top.iter().all(|&l| l == 0), "W {w} Δ^{k}: {top:?}");
                    }
                }
            }
        }
    }

    /// cos just below π/2 (values in [2^-15, 2^-14), degree 9, stepping Δ^6 of the value): a
    /// chunk of the piece's last J, alone at the start of its block, keeps every difference its
    /// stepping adds (it once dropped to degree 4, and the kernels read the missing Δ^5 and Δ^6
    /// past the polynomial's coefficients: a loop of 2^32 steps on NVIDIA), and so does every
    /// short chunk at a block's start; their coefficients are the piece polynomials'.
    #[test]
    fn chunks_keep_every_difference_their_stepping_adds() {
        let (from, to) = (
            parse_endpoint("1.5707352916386088").unwrap(),
            parse_endpoint("1.570765809216767").unwrap(),
        );
        let split = split(Function::Cos, Format::Binary64, &from, &to, 32).unwrap();
        let model = Model::new(Function::Cos, Format::Binary64, &split.pieces[0], 12, 32).unwrap();
        let whole = DevicePolynomials::new(&model).unwrap();
        let stepping = whole.stepping.expect("stepped");
        let highest = *stepping.orders.iter().max().unwrap();
        assert!(highest >= 5 && whole.degree > highest, "{stepping:?}");
        let last = model.intervals - 1;
        assert_eq!(last % whole.block(), 0, "the last J starts a block");
        for (first, count) in [(last, 1), (last - 2048, 2), (0, 1), (0, 3), (last - 64, 65)] {
            let chunk = whole.for_chunk(&model, first, count);
            assert!(
                chunk.degree >= highest,
                "Js {first}+{count}: degree {} under the stepping's Δ^{highest}",
                chunk.degree
            );
            for j in first..first + count {
                let (x, y) = (chunk.expected(j), whole.expected(j));
                for (u, v) in [(x.0, y.0), (x.1, y.1), (x.2, y.2)] {
                    assert!(distance(u, v) <= 1, "J {j}: {u:#x} against {v:#x}");
                }
            }
        }
    }

    /// exp on [1, 2) binary64 (two pieces of degree 26 and 29): re-centred on chunks of 2^22
    /// Js, the polynomials drop to a much lower degree, and every J's coefficients equal the
    /// piece polynomials' or differ by one unit of their last bit (both within their bound).
    #[test]
    fn chunks_take_lower_degrees_and_give_the_same_coefficients() {
        let (from, to) = (parse_endpoint("1").unwrap(), parse_endpoint("2").unwrap());
        let mut rng = SmallRng::seed_from_u64(3);
        for piece in &split(Function::Exp, Format::Binary64, &from, &to, 32)
            .unwrap()
            .pieces
        {
            let model = Model::new(Function::Exp, Format::Binary64, piece, 15, 32).unwrap();
            let whole = DevicePolynomials::new(&model).unwrap();
            assert!(whole.stepping.is_some());
            for _ in 0..4 {
                let count = 1u64 << 22;
                let first = rng.random_range(0..model.intervals / count) * count;
                let chunk = whole.for_chunk(&model, first, count);
                assert!(
                    chunk.degree + 8 <= whole.degree,
                    "degree {} against {}",
                    chunk.degree,
                    whole.degree
                );
                for _ in 0..64 {
                    let j = first + rng.random_range(0..count);
                    let (x, y) = (chunk.expected(j), whole.expected(j));
                    for (u, v) in [(x.0, y.0), (x.1, y.1), (x.2, y.2)] {
                        assert!(distance(u, v) <= 1, "J {j}: {u:#x} against {v:#x}");
                    }
                }
            }
        }
    }
}
