//! Affine (and quadratic) approximations of a function on the intervals J of one piece, from a
//! Taylor polynomial of the piece and difference tables (seed 002 §II-B): no multiprecision
//! evaluation per J.
//!
//! On a piece, `F(t) = f(x0 + t·u)/h` (breakpoints at integers). A Taylor polynomial `P` of
//! `F` about the piece's middle is computed once with MPFR. For each chunk of `L` consecutive
//! Js, `P` is re-expanded at the chunk's first J (a Taylor shift in rug), and the sequences
//! `F(jN)`, `F'(jN)` and `F''(jN)/2` over the chunk come from difference tables in 128-bit
//! fixed point modulo 1 (values) or signed (curvature). Each J gets `(a, b, c)`:
//! `F(t_J + k) ≈ b + a·k + c·k²`, with every neglected term bounded: Taylor remainders,
//! degrees dropped within a chunk, the growth of rounding errors through the tables, the
//! rounding to 64 bits, and the cubic term. The phase half-widths ε₁, ε₂, ε₃ are those bounds
//! plus the criterion `2^−p'` and the chord errors of each phase.

use super::piece::Piece;
use super::{fraction128 as fraction, Format, Function, SEED_LOG2_POINTS};
use fpsig_kernels::tmd::{param, SUB_INTERVALS};
use rayon::prelude::*;
use rug::ops::Pow;
use rug::Float;

/// Working precision of the polynomials (values reach 2^54 and need 2^−140 absolute).
pub(super) const PREC: u32 = 384;

/// What [`Model::expected_work`] prices a J failing phase 1 at, in Js through generation and
/// phase 1: its K tests, each taken as one J (`fpsig bench tmd-cost` measures a device's).
pub const PRICE_FAILING_J: f64 = SUB_INTERVALS as f64;
/// What it prices a point of phase 3 at, in Js.
pub const PRICE_POINT: f64 = 1.0 / 32.0;

/// What [`Model::expected_work_at`] prices a failing J and a point of phase 3 at, in Js: the
/// constants above by default, everywhere a state's chunks are made (they depend on the N each
/// piece takes); other prices only where `fpsig bench tmd-cost` compares them.
///
/// With `conditional`, a failing J's Ks are taken to fail phase 2 as a J's near point makes
/// them (about `ε₂/ε₁` of one K) beside the independent `2ε₂N/8` each (the default does not).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Prices {
    pub failing_j: f64,
    pub point: f64,
    pub conditional: bool,
}

impl Default for Prices {
    fn default() -> Prices {
        Prices {
            failing_j: PRICE_FAILING_J,
            point: PRICE_POINT,
            conditional: false,
        }
    }
}

impl Prices {
    /// Each price finite and above 0.
    pub fn validate(&self) -> Result<(), String> {
        for (name, p) in [
            ("a failing J", self.failing_j),
            ("a point of phase 3", self.point),
        ] {
            if !(p.is_finite() && p > 0.0) {
                return Err(format!("the price of {name} must be above 0, not {p}"));
            }
        }
        Ok(())
    }
}

/// Largest chunk of Js sharing one difference table.
const MAX_CHUNK: u64 = 4096;

/// log2 of what the Taylor remainders and the dropped degrees may contribute.
const NEGLECTED_LOG2: f64 = -100.0;

/// log2 of the largest growth of rounding errors through a difference table allowed.
const TABLE_LOG2: f64 = -72.0;

/// The coefficients of a run of Js, structure of arrays as the kernels read them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Coefficients {
    /// Slope fractions `{F'(t_J)}·2^64`.
    pub a: Vec<u64>,
    /// Value fractions `{F(t_J)}·2^64`.
    pub b: Vec<u64>,
    /// Curvatures `F''(t_J)/2 · 2^(64+σ)`, two's complement.
    pub c: Vec<u64>,
}

impl Coefficients {
    pub fn len(&self) -> usize {
        self.a.len()
    }

    pub fn is_empty(&self) -> bool {
        self.a.is_empty()
    }
}

/// The error budget of a piece, in grid units (log2 where noted).
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    /// Bound on `|F − (b + a·k + c·k²)|` for `0 ≤ k ≤ N`.
    pub model: f64,
    /// Phase half-widths ε₁ (J chords), ε₂ (K chords), ε₃ (exhaustive window).
    pub eps: [f64; 3],
    /// Bounds on the errors of the slope `a`, the value `b` (grid units) and the curvature `c`
    /// (grid units per squared point) of each J, from either generator.
    pub coefficients: [f64; 3],
}

/// A model sized for its N, before its Taylor polynomial.
pub struct Sized {
    pub model: Model,
    function: Function,
    format: Format,
    degree: usize,
}

impl Sized {
    /// The model with its Taylor polynomial (MPFR, the costly part).
    pub fn build(self) -> Model {
        let mut m = self.model;
        let x_center = m.piece.input(m.center as u64);
        let s = m.piece.log2_spacing;
        let scale = m.piece.out_exponent - self.format.precision() as i32;
        m.taylor = (self.function)
            .taylor(&x_center, self.degree as u32, PREC)
            .into_iter()
            .enumerate()
            .map(|(i, d)| d << (i as i32 * s - scale))
            .collect();
        m
    }
}

/// One piece ready to be searched.
#[derive(Debug, Clone)]
pub struct Model {
    pub piece: Piece,
    pub log2_n: u32,
    /// Intervals J in the piece (the last may be partial).
    pub intervals: u64,
    pub sigma: u32,
    pub budget: Budget,
    /// The phase-3 window as a 64-bit fraction: the base of every chord test's half-width
    /// (the budget's phase-1 and phase-2 half-widths bound what the tests add to it).
    pub window_fixed: u64,
    center: i64,
    /// `F^(i)(t_center)/i!`.
    taylor: Vec<Float>,
    chunk: u64,
    chunk_degree: usize,
}

fn signed_fixed(v: &Float) -> u128 {
    let scaled = Float::with_val(PREC, v << 128u32).round();
    scaled.to_integer().expect("finite").to_i128_wrapping() as u128
}

fn binomial(n: f64, k: usize) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * (n - i as f64) / (i + 1) as f64)
}

fn to_fixed(eps: f64) -> u64 {
    (eps * 2f64.powi(64)).ceil() as u64
}

impl Model {
    /// Prepares `piece` for intervals of `2^log2_n` points and the criterion `2^−pprime`;
    /// refuses (with the reason) when the chord error leaves the filter no room.
    pub fn new(
        function: Function,
        format: Format,
        piece: &Piece,
        log2_n: u32,
        pprime: u32,
    ) -> Result<Model, String> {
        Ok(Model::sized(function, format, piece, log2_n, pprime)?.build())
    }

    /// [`Model::new`] up to its budget, without the Taylor polynomial (for comparing Ns).
    pub fn sized(
        function: Function,
        format: Format,
        piece: &Piece,
        log2_n: u32,
        pprime: u32,
    ) -> Result<Sized, String> {
        let n = 1u64 << log2_n;
        let intervals = piece.points.div_ceil(n);
        let extent = intervals * n;
        let center = (piece.points / 2) as i64;
        let radius = (center.max(extent as i64 - center)) as f64;
        // log2 of max |F^(m)|/m! over the piece, in grid units per t^m.
        let g = piece.log2_scaled_bound(function, format, extent);
        let r = radius.max(1.0).log2();
        let remainder = |d: usize| {
            let m = d + 1;
            let b = g(m) + m as f64 * r;
            let a = g(m) + (m as f64).log2() + (m - 1) as f64 * r;
            let c = g(m) + binomial(m as f64, 2).log2() + (m as f64 - 2.0).max(0.0) * r;
            b.max(a).max(c)
        };
        // Above the seed's N, only where Algorithm 1 stays short: a slope below 1/2 grid unit
        // per point is also its distance to the grid's integers, and Algorithm 1 then takes
        // about one iteration per point, but for the Js whose points go round the unit at most
        // once, decided directly (`one_wrap`); the slope is bounded from the piece's Taylor
        // bounds, up to 2x over. (exp on [-2^-19, -2^-20), 2^-19 per point, at N = 2^20: 5.5e12
        // inputs/s on the H100 against 9.6e13 on [1, 2).)
        let slope = 2f64.powf(g(1));
        if log2_n > SEED_LOG2_POINTS && slope < 0.5 && slope * (n - 1) as f64 >= 1.0 {
            return Err(format!(
                "N = 2^{log2_n}: a slope of {slope:.3e} grid units per point goes round the unit \
                 more than once per J, where the lower-bound test takes one iteration per point"
            ));
        }
        let degree = (3..=80).find(|&d| remainder(d) < NEGLECTED_LOG2).ok_or(
            "the Taylor polynomial of this piece needs a degree above 80: split the interval",
        )?;
        let (chunk, chunk_degree, dropped) = chunk_plan(&g, n as f64, degree);
        let table = table_growth(chunk, chunk_degree);
        let neglected = 2f64.powf(remainder(degree));
        let e_b = neglected + dropped[0] + table + 2f64.powi(-65);
        let e_a = neglected + dropped[1] + table + 2f64.powi(-65);
        let c_max = 2f64.powf(g(2));
        let sigma_f = (-2.0 - (c_max + neglected + dropped[2] + table).log2()).floor();
        if sigma_f < 0.0 {
            return Err(format!(
                "N = 2^{log2_n} is too large for {} here: the curvature over one interval is {:.3} \
                 grid units; use a smaller --log2-n",
                function.name(),
                c_max * (n * n) as f64
            ));
        }
        // σ + 3 ≤ 64: the chord's `c·N²/8` is taken as `⌊|c|·N² / 2^(σ+3)⌋`, a shift of at most
        // 64 bits in the kernels' 128-bit product (the host's `u128` would take more, the
        // kernels' words not).
        let sigma = sigma_f.min(61.0) as u32;
        let e_c = neglected + dropped[2] + table + 2f64.powi(-65 - sigma as i32);
        let nf = n as f64;
        let model = e_b + e_a * nf + e_c * nf * nf + 2f64.powf(g(3)) * nf * nf * nf;
        let criterion = 2f64.powi(-(pprime as i32));
        let curvature = c_max + e_c;
        let arithmetic = (4.0 + 2.0 * nf) * 2f64.powi(-64);
        let k = nf / SUB_INTERVALS as f64;
        let eps = [
            criterion + model + curvature * nf * nf / 8.0 + arithmetic,
            criterion + model + curvature * k * k / 8.0 + arithmetic,
            criterion + model + arithmetic,
        ];
        if eps[0] >= 0.125 {
            return Err(format!(
                "N = 2^{log2_n} is too large for {} here: its affine approximations are off by \
                 2^{:.1} grid units; use a smaller --log2-n",
                function.name(),
                (eps[0] - criterion).log2()
            ));
        }
        Ok(Sized {
            model: Model {
                piece: piece.clone(),
                log2_n,
                intervals,
                sigma,
                budget: Budget {
                    model,
                    eps,
                    coefficients: [e_a, e_b, e_c],
                },
                window_fixed: to_fixed(eps[2]),
                center,
                taylor: Vec::new(),
                chunk,
                chunk_degree,
            },
            function,
            format,
            degree,
        })
    }

    /// The expected work of the search over this model, in units of one J through generation
    /// and phase 1: every J costs 1; a J fails phase 1 with probability about `2ε₁N` (one of
    /// its N points within `2ε₁` of the grid) and then costs its 8 K tests; a K fails phase 2
    /// with about `2ε₂N/8` and then costs its N/8 points, each taken as 1/32 of a J (on the H100
    /// nearer 1/350, from exp's N = 2^15 chunks of [-1024, -512); there the least work is at
    /// N = 2^10 with either figure).
    pub fn expected_work(&self) -> f64 {
        self.expected_work_at(Prices::default())
    }

    /// [`Model::expected_work`] with other prices of a failing J and a point of phase 3: a
    /// failing J costs its price, and each of its failing Ks N/8 points. (With the default
    /// prices, the same bits as `1 + phase1·8·(1 + phase2·(N/8)/32)` per J, the form the state's
    /// chunks were made with: only scalings by 8 are reordered, which round alike.)
    pub fn expected_work_at(&self, prices: Prices) -> f64 {
        let k = self.points_per_interval() as f64 / SUB_INTERVALS as f64;
        let (phase1, ks) = self.failing(prices.conditional);
        self.intervals as f64 * (1.0 + phase1 * (prices.failing_j + ks * k * prices.point))
    }

    /// What the expected work takes as failing: the share of the Js failing phase 1 (one of a
    /// J's N points within `2ε₁` of the grid, about `2ε₁N`), and the Ks failing phase 2 per
    /// failing J (each of the 8 with `2ε₂N/8`; `conditional`: plus `ε₂/ε₁`, at most 8).
    pub fn failing(&self, conditional: bool) -> (f64, f64) {
        let n = self.points_per_interval() as f64;
        let k = n / SUB_INTERVALS as f64;
        let phase1 = (2.0 * self.budget.eps[0] * n).min(1.0);
        let phase2 = (2.0 * self.budget.eps[1] * k).min(1.0);
        let mut ks = SUB_INTERVALS as f64 * phase2;
        if conditional {
            ks = (ks + self.budget.eps[1] / self.budget.eps[0]).min(SUB_INTERVALS as f64);
        }
        (phase1, ks)
    }

    /// The index the Taylor polynomial is centred on, and its coefficients `F^(i)(t)/i!` in grid
    /// units per index step.
    pub fn taylor(&self) -> (i64, &[Float]) {
        (self.center, &self.taylor)
    }

    pub fn points_per_interval(&self) -> u64 {
        1 << self.log2_n
    }

    /// The Js of the piece as launch batches `(first, end)` of at most `batch` Js.
    pub fn batches(&self, batch: u64) -> impl Iterator<Item = (u64, u64)> + '_ {
        (0..self.intervals)
            .step_by(batch as usize)
            .map(move |first| (first, (first + batch).min(self.intervals)))
    }

    /// The input of point `k` of J number `j` of the batch that starts at J `first`.
    pub fn input(&self, first: u64, j: u32, k: u32) -> Float {
        self.piece
            .input((first + j as u64) * self.points_per_interval() + k as u64)
    }

    /// The kernels' parameter buffer for a launch whose first J is `first`.
    pub fn params(&self, first: u64) -> Vec<u64> {
        let mut p = vec![0u64; param::LEN];
        p[param::POINTS_PER_J] = self.points_per_interval();
        p[param::SIGMA] = self.sigma as u64;
        p[param::EPS3] = self.window_fixed;
        p[param::POINTS] = self.piece.points - first * self.points_per_interval();
        p
    }

    /// The coefficients of the Js `js` (in any order) laid end to end, and the parameters of a
    /// launch over them: Js picked at random, as the tests against the exhaustive search take.
    pub fn scattered(&self, js: &[u64]) -> (Coefficients, Vec<u64>) {
        let mut co = Coefficients::default();
        for &j in js {
            let one = self.coefficients(j, j + 1);
            co.a.extend(one.a);
            co.b.extend(one.b);
            co.c.extend(one.c);
        }
        let mut params = self.params(0);
        params[param::POINTS] = js.len() as u64 * self.points_per_interval();
        (co, params)
    }

    /// The coefficients of Js `from..to`, computed chunk by chunk on all cores.
    pub fn coefficients(&self, from: u64, to: u64) -> Coefficients {
        let first_chunk = from / self.chunk;
        let last_chunk = to.div_ceil(self.chunk);
        let parts: Vec<Coefficients> = (first_chunk..last_chunk)
            .into_par_iter()
            .map(|k| {
                let start = k * self.chunk;
                let end = (start + self.chunk).min(to);
                let mut part = self.chunk_coefficients(start, end - start);
                let skip = from.saturating_sub(start) as usize;
                for v in [&mut part.a, &mut part.b, &mut part.c] {
                    v.drain(..skip);
                }
                part
            })
            .collect();
        let mut out = Coefficients::default();
        for p in parts {
            out.a.extend(p.a);
            out.b.extend(p.b);
            out.c.extend(p.c);
        }
        out
    }

    /// `count` Js from `start` (a chunk boundary) by difference tables.
    fn chunk_coefficients(&self, start: u64, count: u64) -> Coefficients {
        let n = self.points_per_interval();
        let tau = start as i64 * n as i64 - self.center;
        // Taylor shift: g[m] = P^(m)(τ)/m!.
        let mut g: Vec<Float> = self.taylor.clone();
        for k in 0..g.len() {
            for i in (k..g.len() - 1).rev() {
                let next = Float::with_val(PREC, &g[i + 1] * tau);
                g[i] += next;
            }
        }
        let de = self.chunk_degree;
        let coefficient = |m: usize| g.get(m).cloned().unwrap_or_else(|| Float::new(PREC));
        // Polynomials in r (J offset within the chunk): value, slope, curvature.
        let nf = Float::with_val(PREC, n);
        let mut polys = [Vec::new(), Vec::new(), Vec::new()];
        for m in 0..=de {
            let nm = nf.clone().pow(m as u32);
            polys[0].push(Float::with_val(PREC, coefficient(m) * &nm));
            polys[1].push(Float::with_val(PREC, coefficient(m + 1) * (m + 1) as u32) * &nm);
            let choose = ((m + 2) * (m + 1) / 2) as u32;
            polys[2].push(Float::with_val(PREC, coefficient(m + 2) * choose) * &nm);
        }
        let tables: Vec<Vec<u128>> = polys
            .iter()
            .enumerate()
            .map(|(which, p)| {
                let values: Vec<u128> = (0..=de)
                    .map(|r| {
                        let v = p.iter().rev().fold(Float::new(PREC), |acc, coef| {
                            Float::with_val(PREC, acc * r as u32) + coef
                        });
                        if which == 2 {
                            signed_fixed(&v)
                        } else {
                            fraction(&v)
                        }
                    })
                    .collect();
                differences(values)
            })
            .collect();
        let mut out = Coefficients {
            a: Vec::with_capacity(count as usize),
            b: Vec::with_capacity(count as usize),
            c: Vec::with_capacity(count as usize),
        };
        let [mut value, mut slope, mut curvature] =
            [tables[0].clone(), tables[1].clone(), tables[2].clone()];
        let round64 = |v: u128| (v.wrapping_add(1 << 63) >> 64) as u64;
        let shift = 64 - self.sigma;
        for _ in 0..count {
            out.b.push(round64(value[0]));
            out.a.push(round64(slope[0]));
            let c = curvature[0] as i128;
            out.c
                .push(((c + (1i128 << (shift - 1))) >> shift) as i64 as u64);
            for t in [&mut value, &mut slope, &mut curvature] {
                step(t);
            }
        }
        out
    }
}

/// The forward differences of `values` (wrapping).
fn differences(mut values: Vec<u128>) -> Vec<u128> {
    let len = values.len();
    for k in 1..len {
        for i in (k..len).rev() {
            values[i] = values[i].wrapping_sub(values[i - 1]);
        }
    }
    values
}

/// Advances a difference table by one step.
fn step(table: &mut [u128]) {
    for k in 0..table.len().saturating_sub(1) {
        table[k] = table[k].wrapping_add(table[k + 1]);
    }
}

/// Bound on the error a difference table of degree `degree` over `chunk` steps adds, from
/// initial values rounded to 2^−129.
fn table_growth(chunk: u64, degree: usize) -> f64 {
    let r = (chunk - 1) as f64;
    (0..=degree)
        .map(|i| binomial(r, i) * 2f64.powi(i as i32))
        .sum::<f64>()
        * 2f64.powi(-129)
}

/// The largest chunk (and its smallest degree) whose dropped degrees and table growth stay
/// within budget; with the dropped-degree bounds of value, slope and curvature.
fn chunk_plan(g: &dyn Fn(usize) -> f64, n: f64, degree: usize) -> (u64, usize, [f64; 3]) {
    let mut chunk = MAX_CHUNK;
    loop {
        let span = (n * (chunk - 1) as f64).max(0.0);
        let dropped = |de: usize| -> [f64; 3] {
            let mut d = [0.0; 3];
            if span == 0.0 {
                return d;
            }
            for m in de + 1..=degree + 2 {
                let p = m as f64 * span.log2();
                d[0] += 2f64.powf(g(m) + p);
                d[1] += (m + 1) as f64 * 2f64.powf(g(m + 1) + p);
                d[2] += binomial((m + 2) as f64, 2) * 2f64.powf(g(m + 2) + p);
            }
            d
        };
        let found = (0..=degree.min(24)).find(|&de| {
            let d = dropped(de);
            d.iter().all(|&x| x < 2f64.powf(NEGLECTED_LOG2))
                && table_growth(chunk, de) < 2f64.powf(TABLE_LOG2)
        });
        if let Some(de) = found {
            return (chunk, de, dropped(de));
        }
        chunk /= 2;
    }
}

/// `F` at index `t` of a piece with MPFR, in grid units (for tests and checks).
pub fn scaled_value(function: Function, format: Format, piece: &Piece, t: u64) -> Float {
    let v = function.eval(&piece.input(t), PREC);
    v >> (piece.out_exponent - format.precision() as i32)
}

/// The exact fraction of `v` as a 64-bit fixed-point value (for tests and checks).
pub fn fraction64(v: &Float) -> u64 {
    (fraction(v).wrapping_add(1 << 63) >> 64) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tmd::cpu::scaled_term;
    use crate::tmd::interval::{parse_endpoint, split};

    /// The distance modulo 1 between two 64-bit fractions, in grid units.
    fn gap(x: u64, y: u64) -> f64 {
        let d = x.wrapping_sub(y);
        d.min(d.wrapping_neg()) as f64 * 2f64.powi(-64)
    }

    /// Every J's quadratic, from the difference tables, against MPFR at points across the J:
    /// within the model bound, for functions of both formats.
    #[test]
    fn difference_tables_agree_with_mpfr_within_the_bound() {
        let cases = [
            (Function::Exp, Format::Binary64, "1", "1+2^-13", 15),
            (Function::Log, Format::Binary64, "3", "3+2^-20", 12),
            (Function::Sin, Format::Binary64, "0.75", "0.75+2^-24", 10),
            (Function::Exp2, Format::Binary32, "1.5", "2", 5),
            (Function::Cos, Format::Binary32, "0.25", "0.5", 4),
        ];
        for (function, format, from, to, log2_n) in cases {
            let (from, to) = (parse_endpoint(from).unwrap(), parse_endpoint(to).unwrap());
            let pieces = split(function, format, &from, &to, 32).unwrap();
            for piece in &pieces.pieces {
                let model = Model::new(function, format, piece, log2_n, 32).unwrap();
                let n = model.points_per_interval();
                let all = model.coefficients(0, model.intervals);
                assert_eq!(all.len() as u64, model.intervals);
                let js = [0, 1, model.intervals / 3, model.intervals - 1];
                for &j in &js {
                    // A batch starting mid-piece gives the same coefficients.
                    let single = model.coefficients(j, j + 1);
                    let at = j as usize;
                    assert_eq!(
                        (single.a[0], single.b[0], single.c[0]),
                        (all.a[at], all.b[at], all.c[at])
                    );
                    for k in [0, 1, n / 2, n - 1] {
                        let t = j * n + k;
                        if t >= piece.points {
                            continue;
                        }
                        let exact = fraction64(&scaled_value(function, format, piece, t));
                        let model_value = all.b[at]
                            .wrapping_add(all.a[at].wrapping_mul(k))
                            .wrapping_add(scaled_term(all.c[at], k * k, model.sigma));
                        let error = gap(model_value, exact);
                        assert!(
                            error <= model.budget.model + 2f64.powi(-62),
                            "{} {}: J {j} k {k}: off by {error:e} > {:e}",
                            function.name(),
                            format.name(),
                            model.budget.model
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn too_large_intervals_are_refused_with_the_reason() {
        let (from, to) = (parse_endpoint("1").unwrap(), parse_endpoint("2").unwrap());
        let pieces = split(Function::Exp, Format::Binary32, &from, &to, 16).unwrap();
        let e = Model::new(Function::Exp, Format::Binary32, &pieces.pieces[0], 15, 16).unwrap_err();
        assert!(e.contains("--log2-n"), "{e}");
    }
}
