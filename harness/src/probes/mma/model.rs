//! Simulated matrix units and the dot products that tell them apart.
//!
//! The model follows Fasi, Higham, Mikaitis and Pranesh ("Numerical behavior of NVIDIA tensor
//! cores", PeerJ CS 2021) and Khattak and Mikaitis ("Accurate models of NVIDIA tensor cores",
//! 2025): a unit adds `width` products at a time to its accumulator in one fused step; the
//! addends of a step are aligned to the largest one's exponent, each keeps `extra_bits` bits
//! below the output format's last bit and loses the rest (truncated, no sticky bit), the exact
//! sum of what is kept is rounded once to the output format. Products are exact, or rounded to
//! the output format first; subnormal inputs are kept or read as zero.
//!
//! The queries follow the papers' tests: subnormal inputs (Fasi et al. test A), exact products
//! (test B), the block width (FTTN's T_blk_fma_width: a cancelling pair hides the small
//! products added with it), the extra alignment bits (T_1_bit/T_3_bits: one small product
//! beside a cancelling pair survives or not) and the rounding of the block sum (T_rnd_dir:
//! 0.25, 0.5 and 0.75 ulp above even and odd sums, both signs). A unit is identified as every
//! model of [`grid`] that gives the device's answer to every query.

use crate::simulated::{Format, Rounding, Unit, BINARY32};
use rug::Float;

/// The formats of a unit's two inputs, `A`'s and `B`'s (an fp8 unit may multiply e4m3 by
/// e5m2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Inputs {
    pub a: Format,
    pub b: Format,
}

impl Inputs {
    pub const fn same(format: Format) -> Inputs {
        Inputs {
            a: format,
            b: format,
        }
    }

    /// The exponent of the largest power of two the queries ask as a product: each factor at
    /// most `2^(emax - 1)`.
    pub fn top(&self) -> i32 {
        self.a.emax - 1 + self.b.emax - 1
    }

    /// The exponent of the smallest power of two that is a product of two inputs, subnormal
    /// ones included (e4m3's products reach 2^-12 from normal inputs, 2^-18 from subnormal).
    pub fn bottom(&self) -> i32 {
        let least = |f: Format| f.emin - (f.precision as i32 - 1);
        least(self.a) + least(self.b)
    }

    /// The larger of the two precisions: the significand one factor can carry.
    fn precision(&self) -> u32 {
        self.a.precision.max(self.b.precision)
    }
}

/// One simulated matrix unit: `D = C + Σ A·B` for one output element.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatrixUnit {
    pub input: Inputs,
    pub output: Format,
    /// Subnormal inputs are read as zero.
    pub flush_inputs: bool,
    /// A subnormal accumulator or step result becomes zero.
    pub flush_outputs: bool,
    /// Products are exact (else rounded to nearest in the output format before the sum).
    pub exact_products: bool,
    /// Products are aligned by their own exponent (else by the sum of their factors'
    /// exponents, one less where the significands' product is 2 or more: unnormalized).
    pub normalized_products: bool,
    /// Products added in one fused step with the accumulator.
    pub width: usize,
    /// Bits kept below the output format's last bit, relative to the step's largest addend.
    pub extra_bits: u32,
    /// How an aligned addend loses its bits below the kept ones: toward zero (its magnitude
    /// truncated) or toward negative (floored, as a two's-complement datapath does).
    pub alignment: Rounding,
    /// How a step's sum is rounded to the output format.
    pub rounding: Rounding,
    /// Which products each step takes.
    pub steps: Steps,
    /// `C` is added after every product, in an addition of its own rounded to nearest (a
    /// binary32 `FADD`), instead of being the first step's accumulator.
    pub c_last: bool,
}

/// Which products each step of `width` takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Steps {
    /// Products 0 to `width - 1`, then the next `width`.
    Consecutive,
    /// Pairs 0-1, 4-5, 8-9, ... first, then 2-3, 6-7, ...: Hopper's fp8 `mma.sync`, whose bytes
    /// (four to a register) become binary16 pairs, the low pairs one `HMMA`'s, the high ones the
    /// next's.
    AlternatePairs,
}

impl Steps {
    /// The index of the `n`-th product the steps take, of `k` (a multiple of 4 for
    /// alternate pairs).
    fn nth(self, n: usize, k: usize) -> usize {
        match self {
            Steps::Consecutive => n,
            Steps::AlternatePairs => {
                let (half, m) = (n / (k / 2), n % (k / 2));
                4 * (m / 2) + 2 * half + m % 2
            }
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Steps::Consecutive => "consecutive",
            Steps::AlternatePairs => "alternate pairs",
        }
    }
}

/// The exponent of a nonzero finite f64: `floor(log2 |x|)`.
fn exponent(x: f64) -> i32 {
    let bits = x.abs().to_bits();
    let biased = (bits >> 52) as i32;
    if biased == 0 {
        exponent(x * pow2(64)) - 64
    } else {
        biased - 1023
    }
}

/// `x` rounded to binary32 as [`Unit::round`] does, without MPFR (the model's steps round
/// millions of sums): one cast rounds to nearest-even, a step toward zero or negative where that
/// went past `x` gives the others (an overflow's infinity steps back to the largest value).
fn round_binary32(x: f64, rounding: Rounding) -> f64 {
    let r = x as f32;
    let r = match rounding {
        Rounding::NearestEven => r,
        Rounding::TowardZero if (r as f64).abs() > x.abs() => {
            if r > 0.0 {
                r.next_down()
            } else {
                r.next_up()
            }
        }
        Rounding::TowardNegative if r as f64 > x => r.next_down(),
        _ => r,
    };
    r as f64
}

/// `2^e` (exact over f64's whole range).
pub fn pow2(e: i32) -> f64 {
    2f64.powi(e / 2) * 2f64.powi(e - e / 2)
}

impl MatrixUnit {
    fn round(format: Format, x: f64, rounding: Rounding) -> f64 {
        if format == BINARY32 && x.is_finite() {
            return round_binary32(x, rounding);
        }
        Unit {
            rounding,
            ..Unit::ieee(format)
        }
        .round(&Float::with_val(64, x))
    }

    /// An input of `format` as the unit reads it.
    fn read(&self, format: Format, x: f64) -> f64 {
        if self.flush_inputs && x != 0.0 && x.abs() < pow2(format.emin) {
            0.0f64.copysign(x)
        } else {
            x
        }
    }

    /// `x`, or zero where it is subnormal in the output format and this unit flushes there.
    fn output(&self, x: f64) -> f64 {
        if self.flush_outputs && x != 0.0 && x.abs() < pow2(self.output.emin) {
            0.0f64.copysign(x)
        } else {
            x
        }
    }

    /// `c + Σ a[i]·b[i]`, as this unit computes it.
    pub fn dot(&self, a: &[f64], b: &[f64], c: f64) -> f64 {
        // Each product with the exponent it is aligned by, in the order of the steps.
        let k = a.len();
        let products: Vec<(f64, Option<i32>)> = (0..k)
            .map(|n| self.steps.nth(n, k))
            .map(|i| (a[i], b[i]))
            .map(|(x, y)| {
                let (x, y) = (self.read(self.input.a, x), self.read(self.input.b, y));
                // Exact in f64: both factors have at most 24 significant bits.
                let p = x * y;
                if p == 0.0 {
                    (p, None)
                } else if !self.exact_products {
                    let p = Self::round(self.output, p, Rounding::NearestEven);
                    (p, (p != 0.0).then(|| exponent(p)))
                } else if self.normalized_products {
                    (p, Some(exponent(p)))
                } else {
                    (p, Some(exponent(x) + exponent(y)))
                }
            })
            .collect();
        let mut acc = if self.c_last { 0.0 } else { self.output(c) };
        for step in products.chunks(self.width) {
            let addends = || std::iter::once(acc).chain(step.iter().map(|(p, _)| *p));
            let exponents = step.iter().filter_map(|(_, e)| *e);
            let Some(top) = exponents.chain((acc != 0.0).then(|| exponent(acc))).max() else {
                acc = addends().sum();
                continue;
            };
            let quantum = pow2(top - (self.output.precision as i32 - 1) - self.extra_bits as i32);
            // The kept parts are multiples of `quantum` below 2^(top + 5): exact in f64.
            let kept = |x: &f64| {
                let steps = x / quantum;
                let steps = match self.alignment {
                    Rounding::TowardZero => steps.trunc(),
                    Rounding::TowardNegative => steps.floor(),
                    Rounding::NearestEven => steps.round_ties_even(),
                };
                steps * quantum
            };
            let sum: f64 = addends().map(|x| kept(&x)).sum();
            acc = self.output(Self::round(self.output, sum, self.rounding));
        }
        if self.c_last {
            let c = self.output(c);
            acc = self.output(if self.output == BINARY32 {
                // One binary32 addition, as an FADD: rounded to nearest once.
                (acc as f32 + c as f32) as f64
            } else {
                // Wide enough for the exact sum of two binary16 numbers.
                Unit::ieee(self.output).round(&(Float::with_val(320, acc) + c))
            });
        }
        acc
    }
}

#[cfg(test)]
impl MatrixUnit {
    /// The tests' starting point: exact normalized products, nothing flushed, addends
    /// truncated toward zero, each step rounded as given.
    pub fn plain(
        input: Inputs,
        output: Format,
        width: usize,
        extra_bits: u32,
        rounding: Rounding,
    ) -> MatrixUnit {
        MatrixUnit {
            input,
            output,
            flush_inputs: false,
            flush_outputs: false,
            exact_products: true,
            normalized_products: true,
            width,
            extra_bits,
            alignment: Rounding::TowardZero,
            rounding,
            steps: Steps::Consecutive,
            c_last: false,
        }
    }
}

/// One dot product put to the unit.
#[derive(Debug, Clone, PartialEq)]
pub struct Query {
    /// What it asks (`width: cancelling product at 3`), for the evidence.
    pub what: String,
    pub a: Vec<f64>,
    pub b: Vec<f64>,
    pub c: f64,
}

/// A simulated unit, floating-point or integer, answering a dot product.
pub trait Dot {
    /// `c + Σ a[i]·b[i]`, as this unit computes it.
    fn answer(&self, a: &[f64], b: &[f64], c: f64) -> f64;

    /// Each query this unit answers otherwise than the device (`got`), in order: the query,
    /// the device's answer and the unit's.
    fn misses<'a, 'q: 'a>(
        &'a self,
        queries: &'q [Query],
        got: &'a [f64],
    ) -> impl Iterator<Item = (&'q Query, f64, f64)> + 'a
    where
        Self: Sized,
    {
        queries
            .iter()
            .zip(got)
            .map(|(q, &d)| (q, d, self.answer(&q.a, &q.b, q.c)))
            .filter(|(_, d, m)| d != m)
    }

    /// The first of [`Dot::misses`].
    fn first_miss<'q>(&self, queries: &'q [Query], got: &[f64]) -> Option<(&'q Query, f64, f64)>
    where
        Self: Sized,
    {
        self.misses(queries, got).next()
    }

    /// The dot products of a model check this unit answers otherwise than the device.
    fn mismatches<'c>(&self, check: &'c [(Query, f64)]) -> Vec<&'c (Query, f64)> {
        check
            .iter()
            .filter(|(q, d)| self.answer(&q.a, &q.b, q.c) != *d)
            .collect()
    }
}

impl Dot for MatrixUnit {
    fn answer(&self, a: &[f64], b: &[f64], c: f64) -> f64 {
        self.dot(a, b, c)
    }
}

/// The widths the grid holds (those up to `k`), and the most extra bits it holds.
pub const WIDTHS: [usize; 6] = [1, 2, 4, 8, 16, 32];
pub const MOST_EXTRA_BITS: u32 = 16;

/// The `E` of the extra-bits and rounding queries: sums near `2^E`, products up to it.
fn sum_top(input: Inputs, output: Format) -> i32 {
    (output.precision as i32 + 4)
        .min(output.emax - 1)
        .min(input.top())
}

/// The exponent of [`swamping`]'s `big`.
fn swamping_top(input: Inputs, output: Format) -> i32 {
    input.top().min(output.emax - 2).min(40)
}

/// The most extra bits the grid holds for these formats: [`MOST_EXTRA_BITS`], or fewer where
/// the inputs' products span too few binades for the queries to tell more apart (e4m3 by
/// e4m3 into binary32: products from 2^-18 to 2^14 asked, 7). Each query's smallest product,
/// `2^(E - p_out + 1 - j)` for `j` up to the most plus 2 (extra bits),
/// `2^(2⌊E/2⌋ + 2 - p_out - j)` (unnormalized products) and [`swamping`]'s `small`, is a
/// product of two inputs. A unit that keeps more bits answers some query otherwise than every
/// model: no model fits.
pub fn most_extra_bits(input: Inputs, output: Format) -> u32 {
    let (p_out, bottom) = (output.precision as i32, input.bottom());
    let e = sum_top(input, output);
    let fits = [
        e - p_out - 1 - bottom,
        2 * (e / 2) - p_out - bottom,
        swamping_top(input, output) - p_out - bottom,
    ];
    fits.into_iter()
        .min()
        .unwrap_or(0)
        .clamp(0, MOST_EXTRA_BITS as i32) as u32
}

/// How addends are aligned and steps rounded: truncation with rounding toward zero or to
/// nearest (sign and magnitude), flooring with rounding toward zero, negative or to nearest
/// (two's complement).
const ALIGNMENT_AND_ROUNDING: [(Rounding, Rounding); 5] = [
    (Rounding::TowardZero, Rounding::TowardZero),
    (Rounding::TowardZero, Rounding::NearestEven),
    (Rounding::TowardNegative, Rounding::TowardZero),
    (Rounding::TowardNegative, Rounding::TowardNegative),
    (Rounding::TowardNegative, Rounding::NearestEven),
];

/// Subnormal inputs and outputs: each kept or flushed.
const FLUSHES: [(bool, bool); 4] = [(false, false), (true, false), (false, true), (true, true)];

/// Whether the grid for `k` products holds units that add `C` last or take alternate pairs.
pub fn arranged(k: usize) -> bool {
    k >= 32
}

/// How `C` and the steps can go for `k` products: as every unit of k 16 or less measured here
/// adds them (`C` first, consecutive products); from k 32 on (8-bit inputs) also `C` last and
/// alternate pairs, as Hopper's fp8 `mma.sync` runs (two binary16 `HMMA`s, then an `FADD`).
fn arrangements(k: usize) -> Vec<(Steps, bool)> {
    let mut all = vec![(Steps::Consecutive, false)];
    if arranged(k) {
        all.extend([
            (Steps::Consecutive, true),
            (Steps::AlternatePairs, false),
            (Steps::AlternatePairs, true),
        ]);
    }
    all
}

/// Every model of a unit with these formats and `k` products per dot product.
pub fn grid(input: Inputs, output: Format, k: usize) -> Vec<MatrixUnit> {
    let mut models = Vec::new();
    // Where the output holds every product exactly, a product rounded to it is exact.
    let product_ways = if input.a.precision + input.b.precision <= output.precision {
        1
    } else {
        2
    };
    for width in WIDTHS.into_iter().filter(|&w| w <= k) {
        for extra_bits in 0..=most_extra_bits(input, output) {
            for (alignment, rounding) in ALIGNMENT_AND_ROUNDING {
                for (flush_inputs, flush_outputs) in FLUSHES {
                    for exact_products in [true, false].into_iter().take(product_ways) {
                        for (normalized_products, (steps, c_last)) in [true, false]
                            .into_iter()
                            .flat_map(|n| arrangements(k).into_iter().map(move |a| (n, a)))
                        {
                            models.push(MatrixUnit {
                                input,
                                output,
                                flush_inputs,
                                flush_outputs,
                                exact_products,
                                normalized_products,
                                width,
                                extra_bits,
                                alignment,
                                rounding,
                                steps,
                                c_last,
                            });
                        }
                    }
                }
            }
        }
    }
    models
}

/// Builds queries of `k` products in formats `input` → `output`.
pub(super) struct Builder {
    pub input: Inputs,
    pub output: Format,
    pub k: usize,
}

/// A large power of two `big` and a `small` one below the last bit any model of the grid
/// keeps beside `big`, both products of two inputs, `small` in the output's normal
/// range (binary16's is narrow) and `(k + 1)·small` exact there: a step that holds `big` loses
/// every `small` added with it, a step that does not keeps them.
pub(super) fn swamping(input: Inputs, output: Format) -> (f64, f64) {
    let x = swamping_top(input, output);
    let small = pow2(x - output.precision as i32 - most_extra_bits(input, output) as i32);
    (pow2(x), small)
}

impl Builder {
    /// `v` as a product `a·b` of an `A` and a `B` input (`v` = an odd integer of at most the
    /// inputs' precision times a power of two): a power of two `2^⌊e/2⌋` and the rest, else the
    /// split nearest it that both formats hold, normal factors before subnormal ones (e4m3's
    /// range is narrow), either side carrying the significand (e5m2 holds fewer bits).
    fn factors(&self, v: f64) -> (f64, f64) {
        if v == 0.0 {
            return (0.0, 0.0);
        }
        let (fa, fb) = (self.input.a, self.input.b);
        let held = |(a, b): (f64, f64)| fa.holds(a) && fb.holds(b);
        let e = exponent(v);
        // 2.25·2^k is taken as (1.5·2^(k/2))², so that its factors' exponents sum to k.
        if v.abs() / pow2(e - 1) == 2.25 {
            let half = (e - 1) / 2;
            return (0..=64)
                .flat_map(|d: i32| [half - d, half + d])
                .map(|ea| (v.signum() * 1.5 * pow2(ea), 1.5 * pow2(e - 1 - ea)))
                .find(|split| held(*split))
                .unwrap_or_else(|| panic!("{v} is no 1.5·2^i·1.5·2^j of an A and a B input"));
        }
        let e2 = e.div_euclid(2);
        let subnormals = |(a, b): (f64, f64)| {
            (a.abs() < pow2(fa.emin)) as u32 + (b.abs() < pow2(fb.emin)) as u32
        };
        (-64..=64)
            .flat_map(|shift: i32| {
                let (eb, ea) = (e2 + shift, e - e2 + shift);
                [
                    ((v / pow2(eb), pow2(eb)), shift.abs(), false),
                    ((pow2(ea), v / pow2(ea)), shift.abs(), true),
                ]
            })
            .filter(|(split, _, _)| held(*split))
            .min_by_key(|(split, distance, swapped)| (subnormals(*split), *distance, *swapped))
            .map(|(split, _, _)| split)
            .unwrap_or_else(|| panic!("{v} is no product of an A and a B input"))
    }

    /// A query of the given products (at positions 0, 1, ...), the rest zero.
    pub(super) fn products(&self, what: String, products: &[f64], c: f64) -> Query {
        let mut a = vec![0.0; self.k];
        let mut b = vec![0.0; self.k];
        for (i, &p) in products.iter().enumerate() {
            (a[i], b[i]) = self.factors(p);
        }
        Query { what, a, b, c }
    }

    /// A query of one product of the given factors (any input values, subnormal ones too).
    fn one(&self, what: String, (x, y): (f64, f64), c: f64) -> Query {
        let mut a = vec![0.0; self.k];
        let mut b = vec![0.0; self.k];
        (a[0], b[0]) = (x, y);
        Query { what, a, b, c }
    }

    fn p_out(&self) -> i32 {
        self.output.precision as i32
    }

    /// [`swamping`]'s `small`, and where that is a product of subnormal inputs only (e4m3's),
    /// the least product of two normal inputs too, which a unit flushing subnormal inputs still
    /// reads; each with what it adds to a query's name.
    fn swamped_smalls(&self) -> Vec<(f64, &'static str)> {
        let (_, small) = swamping(self.input, self.output);
        let normal = pow2(self.input.a.emin + self.input.b.emin);
        let mut smalls = vec![(small, "")];
        if small < normal {
            smalls.push((normal, " (normal inputs)"));
        }
        smalls
    }

    /// Width with `C` zero: products 0 and j cancel, small products elsewhere
    /// ([`Builder::swamped_smalls`]).
    fn cancelling_products(&self) -> Vec<Query> {
        let (big, _) = swamping(self.input, self.output);
        let mut all = Vec::new();
        for (small, which) in self.swamped_smalls() {
            for j in [1, 2, 3, 4, 7, 15, 16, 31]
                .into_iter()
                .filter(|&j| j < self.k)
            {
                let value = |i: usize| match i {
                    0 => big,
                    _ if i == j => -big,
                    _ => small,
                };
                let placed: Vec<(usize, f64)> = (0..self.k).map(|i| (i, value(i))).collect();
                let what = format!("width, products only{which}: 0 and {j} cancel");
                all.push(self.placed(what, &placed));
            }
        }
        all
    }

    /// A query of the given products at the given positions, the rest and `C` zero.
    fn placed(&self, what: String, placed: &[(usize, f64)]) -> Query {
        let mut a = vec![0.0; self.k];
        let mut b = vec![0.0; self.k];
        for &(i, p) in placed {
            (a[i], b[i]) = self.factors(p);
        }
        Query { what, a, b, c: 0.0 }
    }

    /// Products only, `C` zero, for the units that add `C` after the products (asked from k 32
    /// on, where the grid holds them): the extra-bits, rounding and unnormalized queries with
    /// `C`'s value as products in one step of each arrangement (at the positions of its first
    /// four products: 0, 1, 2, 3 or 0, 1, 4, 5), and a cancelling pair of products for the
    /// width.
    fn products_only(&self, e: i32, most: i32) -> Vec<Query> {
        if !arranged(self.k) {
            return Vec::new();
        }
        let (p_out, ulp) = (self.p_out(), pow2(e - self.p_out() + 1));
        let mut all = Vec::new();
        for slots in [[0, 1, 2, 3], [0, 1, 4, 5]] {
            let at = |values: &[f64]| -> Vec<(usize, f64)> {
                slots.iter().copied().zip(values.iter().copied()).collect()
            };
            let name = format!("products at {slots:?}");
            for j in 1..=most + 2 {
                let small = pow2(e - p_out + 1 - j);
                for (what, values) in [
                    (
                        "2^-{j} ulp beside a cancelling pair",
                        vec![small, pow2(e), -pow2(e)],
                    ),
                    (
                        "1/2 - 2^-{j} ulp above an odd sum",
                        vec![pow2(e), ulp, 0.5 * ulp, -small],
                    ),
                    ("-2^-{j} ulp below a positive sum", vec![pow2(e), -small]),
                ] {
                    let what = what.replace("{j}", &j.to_string());
                    all.push(self.placed(format!("{name}: extra bits: {what}"), &at(&values)));
                }
                // The small one carried from a step of two before the pair.
                all.push(self.placed(
                    format!("{name}: extra bits: 2^-{j} ulp carried to a cancelling pair"),
                    &[(slots[0], small), (slots[2], pow2(e)), (slots[3], -pow2(e))],
                ));
                let big = 2.25 * pow2(2 * (e / 2));
                let small = pow2(exponent(big) - p_out + 1 - j);
                all.push(self.placed(
                    format!("{name}: unnormalized products: 2^-{j} ulp beside 2.25·2^k - 2.25·2^k"),
                    &at(&[small, big, -big]),
                ));
                // The small one carried from a step of two before the pair.
                all.push(self.placed(
                    format!(
                        "{name}: unnormalized products: 2^-{j} ulp carried to 2.25·2^k - 2.25·2^k"
                    ),
                    &[(slots[0], small), (slots[2], big), (slots[3], -big)],
                ));
            }
            // Just below half an ulp off an odd sum, in one product: truncated it keeps the sum,
            // floored it makes the tie, which goes to even (a unit of one product per step
            // shows its alignment only so; `j` at most the precision plus one).
            for j in 3..=(most + 2).min(self.input.precision() as i32 + 1) {
                let below = (0.5 - pow2(-j)) * ulp;
                all.push(self.placed(
                    format!("{name}: extra bits: an odd sum less 1/2 - 2^-{j} ulp"),
                    &at(&[pow2(e), ulp, -below]),
                ));
            }
            for (above, what) in [(0.25, "1/4"), (0.5, "1/2"), (0.75, "3/4")] {
                for (odd, parity) in [(false, "even"), (true, "odd")] {
                    for sign in [1.0, -1.0] {
                        let mut values = vec![sign * pow2(e)];
                        if odd {
                            values.push(sign * ulp);
                        }
                        values.push(sign * above * ulp);
                        let side = if sign > 0.0 { "positive" } else { "negative" };
                        let what =
                            format!("{name}: rounding: {what} ulp above an {parity} sum, {side}");
                        all.push(self.placed(what, &at(&values)));
                    }
                }
            }
        }
        all.extend(self.cancelling_products());
        all
    }
}

/// The queries that identify a unit: every property of [`MatrixUnit`] is asked several ways.
pub fn queries(input: Inputs, output: Format, k: usize) -> Vec<Query> {
    let q = Builder { input, output, k };
    let (e, most) = (
        sum_top(input, output),
        most_extra_bits(input, output) as i32,
    );
    [
        q.subnormal_inputs(),
        q.subnormal_outputs(),
        q.exact_products(),
        q.width_and_carry_out(),
        q.extra_bits(e, most),
        q.rounding(e, most),
        q.products_only(e, most),
    ]
    .concat()
}

impl Builder {
    /// Subnormal inputs: the smallest and the largest, times a power of two that brings the
    /// product into the output's normal range, itself a normal number of the other input's
    /// format (a factor the format cannot hold reaches the device as another value: 2^-98 was
    /// 0). `A`'s, and `B`'s where its format differs.
    fn subnormal_inputs(&self) -> Vec<Query> {
        let Inputs { a, b } = self.input;
        let mut sides = vec![(a, b, "")];
        if a != b {
            sides.push((b, a, " of B"));
        }
        let mut all = Vec::new();
        for (sub, other, side) in sides {
            let tiny = pow2(sub.emin - sub.precision as i32 + 1);
            let largest = pow2(sub.emin) - tiny;
            let scale = pow2(
                (other.emax - 1)
                    .min(self.output.emin + 4 - exponent(tiny))
                    .max(other.emin),
            );
            for (name, s) in [("smallest", tiny), ("largest", largest)] {
                let pair = if side.is_empty() {
                    (s, scale)
                } else {
                    (scale, s)
                };
                all.push(self.one(format!("subnormal input{side}: the {name}"), pair, 0.0));
            }
        }
        all
    }

    /// Subnormal outputs: the smallest and the largest as the accumulator, with no products;
    /// and one product of two normal inputs that lands below the output's normal range, where
    /// the inputs' range reaches there (binary16 -> binary16, bfloat16 and tf32 -> binary32).
    fn subnormal_outputs(&self) -> Vec<Query> {
        let output = self.output;
        let out_tiny = pow2(output.emin - output.precision as i32 + 1);
        let mut all = Vec::new();
        for (name, s) in [
            ("smallest", out_tiny),
            ("largest", pow2(output.emin) - out_tiny),
        ] {
            all.push(self.products(format!("subnormal output: the {name} as C"), &[], s));
        }
        let target = output.emin - 2;
        let (x, y) = (pow2(target - target / 2), pow2(target / 2));
        if x >= pow2(self.input.a.emin) && y >= pow2(self.input.b.emin) {
            all.push(self.one("subnormal output: one product".into(), (x, y), 0.0));
        }
        all
    }

    /// Exact products: (1 + u)(1 + u) and (1 + u)(1 - u/2) need twice the inputs' precision.
    fn exact_products(&self) -> Vec<Query> {
        let Inputs { a, b } = self.input;
        let (ua, ub) = (pow2(1 - a.precision as i32), pow2(1 - b.precision as i32));
        let mut pairs = vec![(1.0 + ua, 1.0 + ub), (1.0 + ua, 1.0 - ub / 2.0)];
        // (1 + 23u)² = 1 + 46u + (529/1024)u: its last part is above half an ulp of binary16
        // (a format of 5 fraction bits or more holds 1 + 23u).
        if a.precision.min(b.precision) >= 6 {
            pairs.push((1.0 + 23.0 * ua, 1.0 + 23.0 * ub));
        }
        let mut all: Vec<Query> = pairs
            .into_iter()
            .map(|(x, y)| self.one(format!("exact product: {x} x {y}"), (x, y), 0.0))
            .collect();
        // Double rounding: (1 + u)·(1 - u)·u/2 is just below half an ulp of 1 + u; rounded to
        // nearest on its own first it becomes the tie, which goes to the even 1 + 2u.
        for sign in [1.0, -1.0] {
            let side = if sign > 0.0 { "positive" } else { "negative" };
            all.push(self.one(
                format!("exact product: just below a tie, {side}"),
                (sign * (1.0 + ua), (1.0 - ub) * ub / 2.0),
                sign * (1.0 + ua),
            ));
        }
        all
    }

    /// Width: c = big, -big at position j, small products elsewhere ([`swamping`]): those
    /// fused with the cancelling pair are lost, the others kept. Carry-out: C and every product
    /// just below the top of one binade, all of one sign: the sum needs log2(k + 1) bits above
    /// the step's largest addend. 2^9·33 stays below binary16's largest value.
    /// Where `small` is a product of subnormal inputs only (e4m3's), the same again with the
    /// least product of two normal inputs, which a unit flushing subnormal inputs still reads.
    fn width_and_carry_out(&self) -> Vec<Query> {
        let k = self.k;
        let (big, _) = swamping(self.input, self.output);
        let mut all = Vec::new();
        for (small, which) in self.swamped_smalls() {
            for j in [0, 1, 3, 7].into_iter().filter(|&j| j < k) {
                let products: Vec<f64> =
                    (0..k).map(|i| if i == j { -big } else { small }).collect();
                let what = format!("width{which}: cancelling product at {j}");
                all.push(self.products(what, &products, big));
            }
        }
        let below = pow2(8) * (2.0 - pow2(1 - self.input.precision() as i32));
        for (sign, name) in [(1.0, "positive"), (-1.0, "negative")] {
            all.push(self.products(
                format!("carry-out: C and {k} products just below 2^9, {name}"),
                &vec![sign * below; k],
                sign * below,
            ));
        }
        all
    }

    /// Extra bits: -2^E + 2^(E - p_out + 1 - j) + 2^E keeps the small product only if its bit
    /// is within the step's alignment; then the unnormalized products.
    fn extra_bits(&self, e: i32, most: i32) -> Vec<Query> {
        let p_out = self.p_out();
        let mut all = Vec::new();
        for j in 1..=most + 2 {
            let small = pow2(e - p_out + 1 - j);
            for (name, products) in [
                ("small first", [small, pow2(e)]),
                ("small second", [pow2(e), small]),
            ] {
                all.push(self.products(
                    format!("extra bits: 2^-{j} ulp, {name}"),
                    &products,
                    -pow2(e),
                ));
            }
            // Half an ulp above an odd sum, less a small product: while the small one is lost
            // (truncated) the tie goes to even; floored, it pulls the sum below the tie.
            let ulp = pow2(e - p_out + 1);
            all.push(self.products(
                format!("extra bits: 1/2 - 2^-{j} ulp above an odd sum"),
                &[0.5 * ulp, -small],
                pow2(e) + ulp,
            ));
            // A negative small product below 2^E: truncated, it is lost; floored, it takes a
            // whole unit of the kept bits.
            all.push(self.products(
                format!("extra bits: -2^-{j} ulp below a positive sum"),
                &[-small],
                pow2(e),
            ));
        }
        all.extend(self.unnormalized(e, most));
        all
    }

    /// Unnormalized products: 1.5·1.5 = 2.25 has the exponent 1, its factors' exponents sum to
    /// 0; a pair of them cancelling in the step of a small accumulator keeps one bit more of
    /// it when aligned by the sum.
    fn unnormalized(&self, e: i32, most: i32) -> Vec<Query> {
        let big = 2.25 * pow2(2 * (e / 2));
        (1..=most + 2)
            .map(|j| {
                let small = pow2(exponent(big) - self.p_out() + 1 - j);
                self.products(
                    format!("unnormalized products: 2^-{j} ulp beside 2.25·2^k - 2.25·2^k"),
                    &[big, -big],
                    small,
                )
            })
            .collect()
    }

    /// Rounding of the sum: 0.25, 0.5 and 0.75 ulp above an even and an odd sum, both signs;
    /// then just above the tie.
    fn rounding(&self, e: i32, most: i32) -> Vec<Query> {
        let sign_name = |sign: f64| if sign > 0.0 { "positive" } else { "negative" };
        let ulp = pow2(e - self.p_out() + 1);
        let mut all = Vec::new();
        for (above, name) in [(0.25, "1/4"), (0.5, "1/2"), (0.75, "3/4")] {
            for (odd, parity) in [(0.0, "even"), (ulp, "odd")] {
                for sign in [1.0, -1.0] {
                    all.push(self.products(
                        format!(
                            "rounding: {name} ulp above an {parity} sum, {}",
                            sign_name(sign)
                        ),
                        &[sign * above * ulp],
                        sign * (pow2(e) + odd),
                    ));
                }
            }
        }
        // Just above the tie: 1/2 + 2^-j ulp (one product: (1 + 2^(1-j))·ulp/2, so j is at
        // most the inputs' precision) rounds up to nearest only while its last bit is kept.
        for j in 2..=(most + 1).min(self.input.precision() as i32) {
            for sign in [1.0, -1.0] {
                all.push(self.products(
                    format!(
                        "rounding: 1/2 + 2^-{j} ulp above an even sum, {}",
                        sign_name(sign)
                    ),
                    &[sign * (0.5 + pow2(-j)) * ulp],
                    sign * pow2(e),
                ));
            }
        }
        all
    }
}

/// Whether two answers are the same (±0 are one answer).
fn same(x: f64, y: f64) -> bool {
    x == y || (x.is_nan() && y.is_nan())
}

/// Each model's answers to the queries, in model order: what [`identify`] compares with.
pub fn answers<U: Dot>(models: &[U], queries: &[Query]) -> Vec<Vec<f64>> {
    models
        .iter()
        .map(|m| queries.iter().map(|q| m.answer(&q.a, &q.b, q.c)).collect())
        .collect()
}

/// The models of `models` (whose answers are `table`, from [`answers`]) that answer every
/// query as `got`; where none does, the one that answers most of them, with how many it
/// misses.
pub fn identify<U: Copy>(
    models: &[U],
    table: &[Vec<f64>],
    got: &[f64],
) -> (Vec<U>, Option<(U, usize)>) {
    let misses = |row: &Vec<f64>| row.iter().zip(got).filter(|(m, d)| !same(**m, **d)).count();
    let scored: Vec<(U, usize)> = models
        .iter()
        .zip(table)
        .map(|(m, row)| (*m, misses(row)))
        .collect();
    let fitting: Vec<U> = scored.iter().filter(|s| s.1 == 0).map(|s| s.0).collect();
    let closest = if fitting.is_empty() {
        scored.into_iter().min_by_key(|s| s.1)
    } else {
        None
    };
    (fitting, closest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulated::{BFLOAT16, BINARY16, BINARY32, E4M3, E5M2};
    use std::collections::HashMap;

    fn answers_of(m: &MatrixUnit, queries: &[Query]) -> Vec<f64> {
        answers(&[*m], queries).remove(0)
    }

    /// A unit of the published kind (H100, f16 inputs: exact products, blocks of several
    /// products, three extra bits, truncation then rounding toward zero) computes what the
    /// model says by hand.
    #[test]
    fn the_model_truncates_aligned_addends_and_rounds_each_step() {
        let f16 = Inputs::same(BINARY16);
        let unit = MatrixUnit::plain(f16, BINARY32, 4, 3, Rounding::TowardZero);
        let k = 16;
        let mut a = vec![0.0; k];
        let mut b = vec![0.0; k];
        // 1 + 2^-26 (3 bits below 1's last bit, kept) + 2^-27 (4 bits below, lost).
        (a[0], b[0], a[1], b[1], a[2], b[2]) =
            (1.0, 1.0, pow2(-13), pow2(-13), pow2(-14), pow2(-13));
        assert_eq!(unit.dot(&a, &b, 0.0), 1.0, "toward zero drops 2^-26");
        let nearest = MatrixUnit {
            rounding: Rounding::NearestEven,
            ..unit
        };
        assert_eq!(nearest.dot(&a, &b, 1.0), 2.0);
        // 2^-26 + 2^-26 + 2^-26 + 2^-26 = 2^-24 in one step with 1: still below the last bit.
        let mut a = vec![0.0; k];
        let mut b = vec![0.0; k];
        for i in 0..4 {
            (a[i], b[i]) = (pow2(-13), pow2(-13));
        }
        let near = MatrixUnit {
            extra_bits: 3,
            rounding: Rounding::NearestEven,
            ..unit
        };
        assert_eq!(
            near.dot(&a, &b, 1.0),
            1.0,
            "4 x 2^-26 = 2^-24 is half an ulp: even"
        );
        let wider = MatrixUnit { width: 8, ..near };
        for i in 4..8 {
            (a[i], b[i]) = (pow2(-13), pow2(-13));
        }
        assert_eq!(
            wider.dot(&a, &b, 1.0),
            1.0 + pow2(-23),
            "8 x 2^-26 is one ulp"
        );
        assert_eq!(
            near.dot(&a, &b, 1.0),
            1.0,
            "two steps of half an ulp, each to even"
        );
    }

    /// Every model of the grid is told apart from every model that differs from it in one
    /// property, wherever that property can show at all: only the models that give the same
    /// answers to every query are identified together, and the model itself is among them.
    #[test]
    fn every_model_is_identified_and_neighbours_told_apart() {
        for (input, output, k) in [
            (Inputs::same(BINARY16), BINARY32, 16),
            (Inputs::same(BFLOAT16), BINARY32, 16),
            (Inputs::same(BINARY16), BINARY16, 16),
            (Inputs::same(E4M3), BINARY32, 32),
            (Inputs::same(E5M2), BINARY32, 32),
            (Inputs { a: E4M3, b: E5M2 }, BINARY32, 32),
        ] {
            let models = grid(input, output, k);
            let queries = queries(input, output, k);
            let all = answers(&models, &queries);
            // The models that answer alike, by answers: what identification can tell.
            let mut alike: HashMap<Vec<u64>, Vec<MatrixUnit>> = HashMap::new();
            let key = |row: &[f64]| row.iter().map(|x| (x + 0.0).to_bits()).collect::<Vec<_>>();
            for (m, row) in models.iter().zip(&all) {
                alike.entry(key(row)).or_default().push(*m);
            }
            for (m, got) in models.iter().zip(&all).step_by(models.len() / 250 + 1) {
                let (fitting, closest) = identify(&models, &all, got);
                assert!(closest.is_none(), "{m:?}");
                assert_eq!(fitting, alike[&key(got)], "{m:?}");
                for other in &fitting {
                    let same_answers = answers_of(other, &queries) == *got;
                    assert!(same_answers, "{m:?} identified with {other:?}");
                }
            }
            // The properties that matter are determined for every model that keeps at
            // least two extra bits (every published unit keeps three or more): width, extra
            // bits, rounding, subnormal inputs and outputs, exact products, and from k 32 on
            // where `C` goes and which products each step takes. The limits, each named
            // below: units that add one product per step (`hidden`, `invisible`, `single`)
            // and units that flush e4m3's subnormal inputs (`blind`).
            for (m, got) in models.iter().zip(&all).filter(|(m, _)| m.extra_bits >= 2) {
                let fitting = &alike[&key(got)];
                let widths: Vec<usize> = fitting.iter().map(|f| f.width).collect();
                let bits: Vec<u32> = fitting.iter().map(|f| f.extra_bits).collect();
                // e4m3's products below 2^-12 need subnormal factors, which a flushing unit
                // reads as zero: from `reach` extra bits on, the queries cannot tell its
                // width, extra bits, alignment or normalization.
                let reach = sum_top(input, output) - output.precision as i32 + 1
                    - (input.a.emin + input.b.emin);
                let blind = m.flush_inputs && m.extra_bits as i32 >= reach;
                assert!(
                    blind || widths.iter().all(|w| *w == m.width),
                    "{m:?}: widths {widths:?}"
                );
                // One product per step floored and the step rounded toward negative is the
                // exact sum rounded toward negative: its extra bits cannot show at all.
                let invisible = m.width == 1
                    && m.alignment == Rounding::TowardNegative
                    && m.rounding == Rounding::TowardNegative;
                let precision = input.a.precision.max(input.b.precision);
                // A unit that adds `C` last and one product per step adds a product of a few
                // bits to a binary32 sum each step, never two addends of its choosing: its
                // extra bits and alignment show in part (the true ones among those listed).
                let single = m.width == 1 && m.c_last;
                let hidden = m.width == 1
                    && m.rounding == Rounding::NearestEven
                    && m.extra_bits >= precision;
                assert!(
                    invisible
                        || bits.iter().all(|b| *b == m.extra_bits)
                        || (hidden && bits.iter().all(|b| *b >= precision))
                        || (blind && bits.iter().all(|b| *b as i32 >= reach))
                        || (single && bits.contains(&m.extra_bits)),
                    "{m:?}: bits {bits:?}"
                );
                assert!(fitting.iter().all(|f| f.rounding == m.rounding), "{m:?}");
                assert!(
                    hidden
                        || invisible
                        || blind
                        || single
                        || fitting.iter().all(|f| f.alignment == m.alignment),
                    "{m:?}"
                );
                assert!(
                    fitting.iter().all(|f| f.flush_inputs == m.flush_inputs),
                    "{m:?}"
                );
                assert!(
                    fitting.iter().all(|f| f.flush_outputs == m.flush_outputs),
                    "{m:?}"
                );
                assert!(
                    fitting.iter().all(|f| f.exact_products == m.exact_products),
                    "{m:?}"
                );
                // (A unit of one product per step rounds before a second product can be
                // aligned by the first: whether products are normalized does not show.)
                if m.exact_products && m.width > 1 && !blind {
                    assert!(
                        fitting
                            .iter()
                            .all(|f| f.normalized_products == m.normalized_products),
                        "{m:?}"
                    );
                }
                if input.a.precision + input.b.precision <= output.precision {
                    assert!(m.exact_products, "the output holds every product");
                }
                // Where `C` goes and which products each step takes (asked from k 32 on),
                // but for a unit of one step (width k: its step holds every product).
                assert!(
                    blind || fitting.iter().all(|f| f.c_last == m.c_last),
                    "{m:?}: c last"
                );
                if m.width < k {
                    assert!(
                        blind || fitting.iter().all(|f| f.steps == m.steps),
                        "{m:?}: steps"
                    );
                }
            }
        }
    }

    /// Alternate pairs: 0-1, 4-5, ... then 2-3, 6-7, ..., each product once.
    #[test]
    fn alternate_pairs_take_the_low_pairs_first() {
        let order: Vec<usize> = (0..32).map(|n| Steps::AlternatePairs.nth(n, 32)).collect();
        assert_eq!(order[..6], [0, 1, 4, 5, 8, 9]);
        assert_eq!(order[16..20], [2, 3, 6, 7]);
        let mut sorted = order.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..32).collect::<Vec<_>>());
    }

    /// The binary32 rounding without MPFR is MPFR's, in every mode: random sums of every
    /// magnitude (subnormal, overflowing), both signs, and the ties.
    #[test]
    fn binary32_rounding_without_mpfr_is_mpfrs() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::SmallRng::seed_from_u64(32);
        let mut values: Vec<f64> = (0..20000)
            .map(|_| {
                let x = f64::from_bits(rng.random::<u64>() >> 2) * pow2(rng.random_range(-60..60));
                if rng.random() {
                    -x
                } else {
                    x
                }
            })
            .filter(|x| x.is_finite())
            .collect();
        values.extend([
            0.0,
            -0.0,
            1.0 + pow2(-24),
            -(1.0 + pow2(-24)),
            pow2(-150),
            -pow2(-150),
        ]);
        values.extend([
            pow2(128),
            -pow2(128),
            3.0 * pow2(-151),
            f32::MAX as f64 * 1.0000001,
        ]);
        for x in values {
            for rounding in [
                Rounding::NearestEven,
                Rounding::TowardZero,
                Rounding::TowardNegative,
            ] {
                let mpfr = Unit {
                    rounding,
                    ..Unit::ieee(BINARY32)
                }
                .round(&Float::with_val(64, x));
                let fast = round_binary32(x, rounding);
                assert!(
                    fast.to_bits() == mpfr.to_bits(),
                    "{x:e} {rounding:?}: {fast:e} against {mpfr:e}"
                );
            }
        }
    }

    /// A unit outside the grid (here: truncated addends, then rounding toward negative) fits
    /// no model, and the closest is named with how many queries it misses.
    #[test]
    fn a_unit_outside_the_grid_fits_no_model() {
        let f16 = Inputs::same(BINARY16);
        let odd = MatrixUnit::plain(f16, BINARY32, 4, 3, Rounding::TowardNegative);
        let models = grid(f16, BINARY32, 16);
        let queries = queries(f16, BINARY32, 16);
        let table = answers(&models, &queries);
        let (fitting, closest) = identify(&models, &table, &answers_of(&odd, &queries));
        assert!(fitting.is_empty());
        let (model, misses) = closest.unwrap();
        assert!(misses > 0 && model.width == 4, "{model:?} misses {misses}");
    }
}
