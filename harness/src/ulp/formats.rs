//! ulp maps in binary16 and binary64 (the "f16/f64 where the backend has them"). Every
//! result is compared with MPFR's value of the function at its operands and with that value
//! correctly rounded to the format, and counted as the binary32 maps count: the signed error
//! interval against the exact value, the histogram of distances from the correctly rounded
//! result, the worst inputs, flushed subnormals, special values and each API envelope's
//! violations ([`super::envelope`]).

use super::envelope::{acceptance, accepts, Mpfr};
use super::exact::{exact, from_ordinal, ordinal, pow2, FMA_BITS, WORKING_BITS};
use super::stats::{bin, MapExample, MapStats};
use super::Function;
use crate::simulated::{Format, Unit, BINARY16};
use rand::{Rng, SeedableRng};
use rayon::prelude::*;
use rug::float::Constant;
use rug::Float;

/// The signed error of `got` in ulps of `exact` (the format's spacing at `exact`, subnormal
/// spacing below the normal range).
pub fn error_in_ulps(format: Format, exact: &Float, got: f64) -> f64 {
    let binade = match exact.get_exp() {
        Some(e) => (e - 1).max(format.emin),
        None => format.emin,
    };
    let quantum = binade - (format.precision as i32 - 1);
    let difference = Float::with_val(64, Float::with_val(64, got) - exact);
    (difference >> quantum).to_f64()
}

/// One evaluation worth showing.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Example {
    pub args: [f64; 3],
    pub got: f64,
    pub exact: f64,
    /// Signed error in ulps of the exact value.
    pub error: f64,
}

impl MapExample for Example {
    fn error(&self) -> f64 {
        self.error
    }
}

/// What a map in binary16 or binary64 accumulates.
pub type FormatStats = MapStats<Example>;

/// The operands with every subnormal replaced by a zero of its sign, if any was subnormal.
fn flushed(format: Format, a: [f64; 3]) -> Option<[f64; 3]> {
    let subnormal = |v: f64| v != 0.0 && v.abs() < pow2(format.emin);
    a.iter()
        .any(|&v| subnormal(v))
        .then(|| a.map(|v| if subnormal(v) { 0.0f64.copysign(v) } else { v }))
}

impl FormatStats {
    /// Counts one evaluation of `f` in `format` at `args` that returned `got`.
    pub fn observe(&mut self, format: Format, f: Function, args: [f64; 3], got: f64) {
        self.inputs += 1;
        let unit = Unit::ieee(format);
        let exact = exact(f, args);
        let rounded = unit.round(&exact);
        let mut example = Example {
            args,
            got,
            exact: exact.to_f64(),
            error: 0.0,
        };
        if !args[..f.arity()].iter().all(|v| v.is_finite()) || !rounded.is_finite() {
            let matches = |exact: &Float| {
                if exact.is_nan() {
                    got.is_nan()
                } else {
                    got == unit.round(exact)
                }
            };
            self.count_special(example, matches(&exact), || {
                flushed(format, args).is_some_and(|a| matches(&self::exact(f, a)))
            });
            return;
        }
        self.compared += 1;
        example.error = error_in_ulps(format, &exact, got);
        if got == rounded {
            self.histogram[bin(0)] += 1;
            self.record(example);
            return;
        }
        // The operands with subnormals read as zero, their exact and correctly rounded values.
        let read_as_zero = flushed(format, args).map(|a| {
            let e = self::exact(f, a);
            let r = unit.round(&e);
            (a, e, r)
        });
        self.count_not_rounded(
            example,
            read_as_zero.as_ref().is_some_and(|(_, _, r)| got == *r),
            got == 0.0 && rounded.abs() < pow2(format.emin),
            || {
                (!got.is_nan())
                    .then(|| ordinal(format, got).saturating_sub(ordinal(format, rounded)))
            },
        );
        self.count_envelopes(
            example,
            |api| {
                let acc = acceptance(&Mpfr(format), api, f, args, &exact);
                accepts(&Mpfr(format), &acc, got, rounded)
            },
            |api| {
                read_as_zero.as_ref().is_some_and(|(a, e, r)| {
                    got == *r
                        || e.is_finite()
                            && accepts(
                                &Mpfr(format),
                                &acceptance(&Mpfr(format), api, f, *a, e),
                                got,
                                *r,
                            )
                })
            },
        );
    }
}

/// Counts `got[i] = f(args[i])` in `format` on every core, in blocks merged in input order.
pub fn tally(format: Format, f: Function, args: &[[f64; 3]], got: &[f64]) -> FormatStats {
    const CHUNK: usize = 1024;
    let parts: Vec<FormatStats> = args
        .par_chunks(CHUNK)
        .zip(got.par_chunks(CHUNK))
        .map(|(a, g)| {
            let mut s = FormatStats::default();
            for (&a, &g) in a.iter().zip(g) {
                s.observe(format, f, a, g);
            }
            s
        })
        .collect();
    let mut total = FormatStats::default();
    for p in parts {
        total.merge(p);
    }
    total
}

/// How many inputs a map takes: unary functions get `sample` fixed-seed bit patterns and as
/// many values of moderate magnitude (binary16: all 2^16 bit patterns instead), the others
/// `sets` fixed-seed operand sets; all get the hard cases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sizes {
    pub sample: usize,
    pub sets: usize,
}

/// A value with a random significand, unbiased exponent in `[low, high]` (clipped to the
/// format's normal range) and a random sign if `signed`.
fn draw(rng: &mut impl Rng, format: Format, (low, high): (i32, i32), signed: bool) -> f64 {
    let (low, high) = (low.max(format.emin), high.min(format.emax));
    let p = format.precision as i32;
    let e = rng.random_range(low..=high);
    let m = rng.random_range(0..1u64 << (p - 1));
    let v = (1.0 + m as f64 * pow2(1 - p)) * pow2(e);
    if signed && rng.random::<bool>() {
        -v
    } else {
        v
    }
}

/// A uniformly random bit pattern of the format, as its value.
fn random_bits(rng: &mut impl Rng, format: Format) -> f64 {
    if format == BINARY16 {
        half::f16::from_bits(rng.random()).to_f64()
    } else {
        f64::from_bits(rng.random())
    }
}

/// Every bit pattern of the format as a value (binary16 only: 2^16 of them).
fn all_binary16() -> Vec<f64> {
    (0..=u16::MAX)
        .map(|b| half::f16::from_bits(b).to_f64())
        .collect()
}

/// Per operand, the unbiased exponent range of the generated sets of `f`, and whether signed,
/// as fractions of the format's largest exponent so that one rule serves both formats.
fn exponent_ranges(format: Format, f: Function) -> [((i32, i32), bool); 3] {
    let m = format.emax;
    match f {
        // Every normal binade: quotients over- and underflow too.
        Function::Div => [
            ((format.emin, m), true),
            ((format.emin, m), true),
            ((0, 0), false),
        ],
        // x within 2^±(emax/8), |y| < 16: results mostly finite.
        Function::Pow => [((-m / 8, m / 8), false), ((-8, 3), true), ((0, 0), false)],
        // Products and addends within 2^±(emax/4): cancellation included.
        _ => [
            ((-m / 4, m / 4), true),
            ((-m / 4, m / 4), true),
            ((-m / 4, m / 4), true),
        ],
    }
}

/// The value `k` positions after `v` in the format.
fn step(format: Format, v: f64, k: i64) -> f64 {
    from_ordinal(format, ordinal(format, v) + k)
}

/// `v` correctly rounded to the format.
fn to_format(format: Format, v: &Float) -> f64 {
    Unit::ieee(format).round(v)
}

/// Inputs where unary functions are hard or special, in the format: zeros, infinities, NaN,
/// the subnormal and overflow limits, the neighbourhood of 1, of exp's overflow and underflow
/// thresholds and of multiples of π, and a power of two from every few binades.
fn unary_hard_cases(format: Format) -> Vec<f64> {
    let largest = from_ordinal(format, ordinal(format, f64::INFINITY) - 1);
    let smallest = from_ordinal(format, 1);
    let min_normal = pow2(format.emin);
    let mut v = vec![
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        smallest,
        step(format, min_normal, -1),
        -min_normal,
        largest,
        -largest,
        0.5,
        2.0,
        -1.0,
    ];
    for k in 1..=8 {
        v.extend([step(format, 1.0, k), step(format, 1.0, -k)]);
    }
    let bits = WORKING_BITS;
    let thresholds = [
        Float::with_val(bits, largest).ln(),
        Float::with_val(bits, smallest).ln(),
    ];
    let pi = Float::with_val(bits, Constant::Pi);
    let multiples =
        [1.0, 2.0, 3.0, 0.5, 1.5, 100.0, 1000.0].map(|m| Float::with_val(bits, &pi * m));
    for t in thresholds.iter().chain(&multiples) {
        let near = to_format(format, t);
        if near.is_finite() {
            v.extend([step(format, near, -1), near, step(format, near, 1), -near]);
        }
    }
    let span = format.emax - format.emin + format.precision as i32;
    v.extend(
        (format.emin - format.precision as i32 + 1..=format.emax)
            .step_by((span / 40).max(1) as usize)
            .map(pow2),
    );
    v
}

/// Binary and ternary hard cases: specials, range limits, and for fma `x·y − RN(x·y)`, whose
/// exact value is the product's rounding error.
fn hard_sets(format: Format, f: Function, rng: &mut impl Rng) -> Vec<[f64; 3]> {
    let largest = from_ordinal(format, ordinal(format, f64::INFINITY) - 1);
    let min_normal = pow2(format.emin);
    let a = |x: f64, y: f64| [x, y, 0.0];
    match f {
        Function::Div => vec![
            a(1.0, 3.0),
            a(1.0, largest),
            a(largest, 0.5),
            a(min_normal, 3.0),
            a(0.0, 1.0),
            a(1.0, 0.0),
            a(0.0, 0.0),
            a(f64::INFINITY, f64::INFINITY),
            a(7.0, 7.0),
        ],
        Function::Pow => vec![
            a(2.0, 10.0),
            a(2.0, 0.5),
            a(3.0, 0.0),
            a(0.0, 0.0),
            a(0.0, -1.0),
            a(-2.0, 3.0),
            a(-2.0, 0.5),
            a(0.5, -(format.emin as f64)),
            a(step(format, 1.0, 1), largest),
        ],
        _ => (0..64)
            .map(|_| {
                let r = exponent_ranges(format, f);
                let (x, y) = (
                    draw(rng, format, r[0].0, true),
                    draw(rng, format, r[1].0, true),
                );
                let product = Float::with_val(FMA_BITS, Float::with_val(FMA_BITS, x) * y);
                [x, y, -to_format(format, &product)]
            })
            .collect(),
    }
}

/// The inputs of the map of `f` in `format`, and how the signature names them.
pub fn inputs(format: Format, f: Function, sizes: Sizes) -> (Vec<[f64; 3]>, String) {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(0x756c_7066 ^ f.kernel_id() as u64);
    let power = |n: usize| format!("2^{}", n.trailing_zeros());
    if f.arity() == 1 {
        let (mut values, name) = if format == BINARY16 {
            (all_binary16(), "all 2^16 bit patterns".to_string())
        } else {
            let mut values: Vec<f64> = (0..sizes.sample)
                .map(|_| random_bits(&mut rng, format))
                .collect();
            values.extend((0..sizes.sample).map(|_| draw(&mut rng, format, (-32, 31), true)));
            let n = power(sizes.sample);
            (
                values,
                format!("{n} fixed-seed bit patterns + {n} in ±[2^-32, 2^32)"),
            )
        };
        let hard = unary_hard_cases(format);
        let name = format!("{name} + {} hard cases", hard.len());
        values.extend(hard);
        return (values.into_iter().map(|x| [x, 0.0, 0.0]).collect(), name);
    }
    let r = exponent_ranges(format, f);
    let mut sets: Vec<[f64; 3]> = (0..sizes.sets)
        .map(|_| r.map(|(range, signed)| draw(&mut rng, format, range, signed)))
        .collect();
    let hard = hard_sets(format, f, &mut rng);
    let name = format!(
        "{} fixed-seed operand sets + {} hard cases",
        power(sizes.sets),
        hard.len()
    );
    sets.extend(hard);
    (sets, name)
}

/// An operand or result as signatures show it: its bit pattern in the format.
pub fn hex(format: Format, v: f64) -> String {
    if format == BINARY16 {
        format!("{:#06x}", half::f16::from_f64(v).to_bits())
    } else {
        format!("{:#018x}", v.to_bits())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulated::{Rounding, BINARY32, BINARY64};
    use crate::ulp::envelope::Api;
    use crate::ulp::stats::EnvelopeTally;

    /// Every operand the maps give the device is a number of the map's format, hard cases
    /// included: the tally reasons about these values, the device gets them converted.
    #[test]
    fn every_operand_is_a_number_of_its_format() {
        let sizes = Sizes {
            sample: 1 << 10,
            sets: 1 << 10,
        };
        for format in [BINARY16, BINARY64] {
            for f in Function::ALL {
                let (args, _) = inputs(format, f, sizes);
                let bad: Vec<f64> = args
                    .iter()
                    .flat_map(|a| a[..f.arity()].to_vec())
                    .filter(|&x| !format.holds(x))
                    .collect();
                assert!(bad.is_empty(), "{} {f:?}: {bad:?}", format.name());
            }
        }
    }

    #[test]
    fn ordinals_count_neighbours() {
        for x in [
            0.0f32,
            1.0e-45,
            1.1e-38,
            1.0,
            1.5,
            3.4e38,
            f32::INFINITY,
            -2.5,
        ] {
            let n = ordinal(BINARY32, x as f64);
            assert_eq!(n.unsigned_abs(), (x.to_bits() & 0x7fff_ffff) as u64, "{x}");
            assert_eq!(from_ordinal(BINARY32, n), x as f64);
        }
        for x in [5e-324, 2.2250738585072014e-308, 1.0, f64::MAX, -1.0e300] {
            let n = ordinal(BINARY64, x);
            assert_eq!(n.unsigned_abs(), x.to_bits() & (u64::MAX >> 1), "{x}");
            assert_eq!(from_ordinal(BINARY64, n), x);
        }
        for b in [1u16, 0x03ff, 0x0400, 0x3c00, 0x7bff, 0x7c00] {
            let x = half::f16::from_bits(b).to_f64();
            assert_eq!(ordinal(BINARY16, x), b as i64, "{x}");
        }
    }

    fn run(format: Format, f: Function, unit: impl Fn([f64; 3]) -> f64) -> FormatStats {
        let (args, _) = inputs(
            format,
            f,
            Sizes {
                sample: 1 << 10,
                sets: 1 << 10,
            },
        );
        let got: Vec<f64> = args.iter().map(|&a| unit(a)).collect();
        tally(format, f, &args, &got)
    }

    fn envelope(s: &FormatStats, api: Api) -> &EnvelopeTally<Example> {
        &s.envelopes.iter().find(|(a, _)| *a == api).unwrap().1
    }

    fn violations(s: &FormatStats, api: Api) -> u64 {
        envelope(s, api).violations
    }

    fn rounded(format: Format, rounding: Rounding, f: Function, a: [f64; 3]) -> f64 {
        Unit {
            rounding,
            ..Unit::ieee(format)
        }
        .round(&exact(f, a))
    }

    #[test]
    fn a_correctly_rounded_unit_has_an_empty_map() {
        for (format, f) in [
            (BINARY16, Function::Exp),
            (BINARY64, Function::Sin),
            (BINARY64, Function::Fma),
        ] {
            let s = run(format, f, |a| rounded(format, Rounding::NearestEven, f, a));
            assert_eq!((s.not_rounded, s.special_mismatches), (0, 0), "{f:?}");
            assert!(s.max.unwrap().error <= 0.5 && s.min.unwrap().error >= -0.5);
            assert_eq!(s.histogram_bins().len(), 1);
            assert!(s.compared > 0 && (f.arity() > 1 || s.special > 0));
            assert!(Api::ALL.iter().all(|&a| violations(&s, a) == 0), "{f:?}");
        }
    }

    #[test]
    fn chopping_errs_below_zero_by_up_to_one_ulp() {
        for format in [BINARY16, BINARY64] {
            let f = Function::Log;
            let s = run(format, f, |a| rounded(format, Rounding::TowardZero, f, a));
            let (lo, hi) = (s.min.unwrap().error, s.max.unwrap().error);
            assert!(
                s.not_rounded > 0 && lo > -1.0 && lo < -0.5 && hi <= 1.0,
                "[{lo}, {hi}]"
            );
            let bins = s.histogram_bins();
            assert!(
                bins.iter().all(|(b, _)| b == "0" || b == "-1" || b == "1"),
                "{bins:?}"
            );
        }
    }

    #[test]
    fn a_unit_three_ulps_off_lands_in_bin_three() {
        let f = Function::Sqrt;
        let s = run(BINARY64, f, |a| {
            let r = rounded(BINARY64, Rounding::NearestEven, f, a);
            // Not from a power of two, where the exact value's ulp may be half the result's.
            if r.is_finite() && r > 1.0 && r.log2().fract() != 0.0 {
                step(BINARY64, r, 3)
            } else {
                r
            }
        });
        assert!(s.not_rounded > 0);
        assert!(s.histogram_bins().iter().any(|(b, _)| b == "3"));
        assert!(s.max.unwrap().error > 2.5 && s.max.unwrap().error < 3.5);
        // Correct rounding (CUDA, OpenCL) is broken at every such input; Vulkan's sqrt,
        // inherited from 1/inversesqrt, allows about 4.5 ulp; WGSL has no binary64.
        assert_eq!(violations(&s, Api::Cuda), s.not_rounded);
        assert_eq!(violations(&s, Api::OpenCl), s.not_rounded);
        assert_eq!(violations(&s, Api::Vulkan), 0);
        assert_eq!(violations(&s, Api::Wgsl), 0);
        let worst = envelope(&s, Api::Cuda).worst.unwrap();
        assert!(worst.error > 2.5, "{worst:?}");
    }

    #[test]
    fn flushing_subnormals_is_counted_apart() {
        let f = Function::Sqrt;
        let s = run(BINARY16, f, |a| {
            let a = flushed(BINARY16, a).unwrap_or(a);
            rounded(BINARY16, Rounding::NearestEven, f, a)
        });
        // The 1023 positive subnormals and the hard cases' few; sqrt of a negative one is -0.
        assert!(s.flushed_inputs > 1023 && s.flushed_inputs < 1100);
        assert!(s.special_flushed >= 1023);
        assert_eq!((s.not_rounded, s.special_mismatches), (0, 0));
        assert!(Api::ALL.iter().all(|&a| violations(&s, a) == 0));
        assert!(envelope(&s, Api::Cuda).accepted_flushed > 1023);
        let m = Function::Div;
        let s = run(BINARY16, m, |a| {
            let r = rounded(BINARY16, Rounding::NearestEven, m, a);
            if r.abs() < pow2(-14) {
                0.0
            } else {
                r
            }
        });
        assert!(s.flushed_outputs > 0 && s.not_rounded == 0);
    }

    #[test]
    fn a_result_at_the_far_end_of_the_format_is_counted() {
        // -MAX / 1 answered +inf: more than 2^63 steps apart, counted (and rejected by every
        // bound that states one) rather than overflowing.
        let args = [-f64::MAX, 1.0, 0.0];
        let s = tally(BINARY64, Function::Div, &[args], &[f64::INFINITY]);
        assert_eq!(s.not_rounded, 1);
        assert_eq!(violations(&s, Api::Cuda), 1);
        assert_eq!(violations(&s, Api::OpenCl), 1);
    }

    #[test]
    fn counts_do_not_depend_on_how_inputs_are_split() {
        let f = Function::Cos;
        let (args, _) = inputs(
            BINARY64,
            f,
            Sizes {
                sample: 1 << 11,
                sets: 0,
            },
        );
        let got: Vec<f64> = args.iter().map(|a| a[0].cos() * (1.0 + 1e-15)).collect();
        let whole = tally(BINARY64, f, &args, &got);
        let mut parts = FormatStats::default();
        for (a, g) in args.chunks(700).zip(got.chunks(700)) {
            let mut s = FormatStats::default();
            for (&a, &g) in a.iter().zip(g) {
                s.observe(BINARY64, f, a, g);
            }
            parts.merge(s);
        }
        assert_eq!(whole, parts);
    }
}
