//! The MPFR check every reported case passes: the value to 256 bits (more where that is not
//! enough to tell, [`PRECISIONS`]), its distance to the nearest rounding breakpoint and the run
//! of identical bits after the rounding bit.

use super::{Format, Function};
use rug::Float;
use std::cmp::Ordering;
use std::fmt;

/// Which breakpoint a value is near.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Breakpoint {
    /// A floating-point number (directed roundings' breakpoint).
    Float,
    /// The midpoint of two floats (round-to-nearest's breakpoint).
    Midpoint,
}

/// A checked input.
#[derive(Debug, Clone)]
pub struct Case {
    pub function: Function,
    pub format: Format,
    /// The input, exactly.
    pub x: Float,
    /// Identical bits after the rounding bit; `None` when `f(x)` is a breakpoint exactly.
    pub run: Option<u32>,
    /// log2 of the distance to the breakpoint in ulps of `f(x)` (−∞ when exact).
    pub log2_distance_ulps: f64,
    pub breakpoint: Breakpoint,
    /// Whether `f(x)` lies above the breakpoint.
    pub above: bool,
}

impl Case {
    /// Whether this is a hard-to-round case for `p'` (at least `p'` identical bits).
    pub fn is_hard(&self, pprime: u32) -> bool {
        self.run.is_none_or(|r| r >= pprime)
    }

    fn kind(&self) -> &'static str {
        match self.breakpoint {
            Breakpoint::Float => "float",
            Breakpoint::Midpoint => "midpoint",
        }
    }
}

/// The MPFR precisions tried in turn until a distance to a breakpoint is told ([`told`]): 256
/// bits tell nearly every input; tiny binary64 inputs need more (exp(x) − 1 ≈ x near 2^−1074
/// needs about 1,100 bits, cos(x) − 1 ≈ −x²/2 about 2,200).
const PRECISIONS: [u32; 4] = [256, 1024, 4096, 16384];

/// Whether a distance to a breakpoint, in a value scaled to about 2^53 at most and evaluated
/// with `prec` bits (its error below 2^(53 − prec)), is known with its binary exponent (the
/// run of identical bits): zero where the evaluation was exact; otherwise 27 bits at least
/// above that error and as far from a power of two (an inexact 1 − 2^−149 read as exactly
/// 2^−124 from 1 would give a run one bit too short).
fn told(distance: &Float, prec: u32, exact: bool) -> bool {
    let Some(e) = distance.get_exp() else {
        return distance.is_zero() && exact;
    };
    let margin = 80 - prec as i32;
    if e <= margin {
        return false;
    }
    if exact {
        return true;
    }
    let below = Float::with_val(prec, 1) << (e - 1);
    let above = Float::with_val(prec, 1) << e;
    let room = |d: Float| d.get_exp().is_none_or(|k| k <= margin);
    !room(Float::with_val(prec, distance - &below))
        && !room(Float::with_val(prec, &above - distance))
}

/// Checks `x` with MPFR.
pub fn check(function: Function, format: Format, x: &Float) -> Case {
    let last = PRECISIONS[PRECISIONS.len() - 1];
    for prec in PRECISIONS {
        let (v, exact) = function.eval_telling_exact(x, prec);
        let mut case = Case {
            function,
            format,
            x: x.clone(),
            run: None,
            log2_distance_ulps: f64::NEG_INFINITY,
            breakpoint: Breakpoint::Float,
            above: false,
        };
        if v.is_zero() {
            if matches!(function, Function::Exp | Function::Exp2) {
                // Below MPFR's exponent range: a tiny positive value, next to the float 0.
                case.run = Some(u32::MAX);
                case.above = true;
            }
            return case;
        }
        // Values below the smallest normal binade are on its grid.
        let e = (v.get_exp().expect("finite") - 1).max(format.min_exponent());
        let t = v >> (e - format.precision() as i32);
        let nearest = t.clone().round();
        let r = Float::with_val(prec, &t - &nearest);
        let odd = nearest.to_integer().is_some_and(|n| n.is_odd());
        case.breakpoint = if odd {
            Breakpoint::Midpoint
        } else {
            Breakpoint::Float
        };
        case.above = r.cmp0() == Some(Ordering::Greater);
        let g = r.abs();
        if !told(&g, prec, exact) && prec < last {
            continue;
        }
        if !g.is_zero() {
            case.run = Some(u32::try_from(-g.get_exp().expect("nonzero")).unwrap_or(u32::MAX));
            // In MPFR: a distance near 2^-2150 is below f64's range.
            case.log2_distance_ulps = g.log2().to_f64() - 1.0;
        }
        return case;
    }
    unreachable!("the last precision always returns")
}

/// A float as a hexadecimal significand and binary exponent (`0x1.5bf0a8b145769p+1`).
pub fn hex(x: &Float, format: Format) -> String {
    let (negative, field, fraction, digits, bias) = match format {
        Format::Binary64 => {
            let b = x.to_f64().to_bits();
            (
                b >> 63 == 1,
                (b >> 52) & 0x7ff,
                b & ((1 << 52) - 1),
                13,
                1023,
            )
        }
        // 23 fraction bits shown as 6 hex digits, shifted left by one.
        Format::Binary32 => {
            let b = x.to_f32().to_bits() as u64;
            (b >> 31 == 1, (b >> 23) & 0xff, (b & 0x7f_ffff) << 1, 6, 127)
        }
    };
    let (lead, exponent) = if field == 0 {
        (0, 1 - bias)
    } else {
        (1, field as i64 - bias)
    };
    let sign = if negative { "-" } else { "" };
    format!("{sign}0x{lead}.{fraction:0digits$x}p{exponent:+}")
}

impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let x = hex(&self.x, self.format);
        match self.run {
            None => write!(
                f,
                "{x}  exact: {}(x) is a {} ",
                self.function.name(),
                self.kind()
            ),
            Some(run) => write!(
                f,
                "{x}  run {run:>2}  distance 2^{:.2} ulp  {} a {}",
                self.log2_distance_ulps,
                if self.above { "above" } else { "below" },
                self.kind()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The smallest subnormal and the smallest normal input of each function (and their
    /// negatives where in the domain), in both formats: what `check` says is what MPFR says
    /// with 40,000 bits. Tiny inputs are where 256 bits told exp(x) = 1 "exact".
    #[test]
    fn the_smallest_inputs_are_told_as_mpfr_tells_them() {
        const ORACLE: u32 = 40_000;
        for format in [Format::Binary32, Format::Binary64] {
            let (min_sub, min_normal) = match format {
                Format::Binary32 => (
                    Float::with_val(64, f32::from_bits(1)),
                    Float::with_val(64, f32::MIN_POSITIVE),
                ),
                Format::Binary64 => (
                    Float::with_val(64, f64::from_bits(1)),
                    Float::with_val(64, f64::MIN_POSITIVE),
                ),
            };
            let inputs = [min_sub.clone(), min_normal.clone(), -min_sub, -min_normal];
            for function in Function::ALL {
                for x in inputs.iter().filter(|x| function.in_domain(x)) {
                    let case = check(function, format, x);
                    let (v, exact) = function.eval_telling_exact(x, ORACLE);
                    let e = (v.get_exp().unwrap() - 1).max(format.min_exponent());
                    let t = v >> (e - format.precision() as i32);
                    let r = Float::with_val(ORACLE, &t - t.clone().round()).abs();
                    let line = case.to_string();
                    let expected = (!exact).then(|| -r.get_exp().unwrap() as u32);
                    assert_eq!(case.run, expected, "{}: {line}", function.name());
                    if expected.is_some() {
                        let log2 = r.log2().to_f64() - 1.0;
                        assert!((case.log2_distance_ulps - log2).abs() < 1e-9, "{line}");
                        assert!(!line.contains("exact"), "{line}");
                    }
                    assert!(
                        !line.contains("inf") && !line.contains("4294967295"),
                        "{line}"
                    );
                }
            }
        }
    }
}
