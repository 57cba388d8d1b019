//! The MPFR check every reported case passes: the value to 256 bits (1024 where that is not
//! enough to tell), its distance to the nearest rounding breakpoint and the run of identical
//! bits after the rounding bit.

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

/// Checks `x` with MPFR.
pub fn check(function: Function, format: Format, x: &Float) -> Case {
    for prec in [256, 1024] {
        let v = function.eval(x, prec);
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
        let resolved = g.is_zero() || g.get_exp().expect("nonzero") > -(prec as i32 - 80);
        if !resolved && prec < 1024 {
            continue;
        }
        if !g.is_zero() {
            case.run = Some(u32::try_from(-g.get_exp().expect("nonzero")).unwrap_or(u32::MAX));
            case.log2_distance_ulps = g.to_f64().log2() - 1.0;
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
