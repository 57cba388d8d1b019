//! exp2's binades from 2 on: one unit interval searched, the cases of the others shifted from
//! it.
//!
//! For an integer k, exp2(x + k) = 2^k · exp2(x) exactly. Where both values are normal floats,
//! scaling by 2^k changes neither the significand's bits nor the distance to a breakpoint in
//! ulps: x + k is a case exactly when x is, with the same run, distance, side and breakpoint.
//! In a binade of inputs `[2^e, 2^(e+1))` or `[-2^(e+1), -2^e)` with e ≥ 1, every unit
//! interval `[n, n+1)` holds the same grid of inputs (the binade's spacing, offset by the
//! integer n), so the cases of one unit give those of every *regular* unit: one whose values
//! `[2^n, 2^(n+1))` are all normal and finite, `emin ≤ n ≤ emax − 1` (below, values are
//! subnormal, with fewer bits; the unit `[emax, emax+1)` holds values that round to infinity).
//! The other units of a slice, all on one side of the regular ones, are searched as they are.

use super::search::Request;
use super::verify::Case;
use super::{Format, Function};
use rug::float::Round;
use rug::Float;
use std::cmp::Ordering;
use std::ops::Range;

/// A slice searched as units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Units {
    /// The first inputs n of the regular units `[n, n+1)`, in increasing order; the first is
    /// the unit searched.
    pub regular: Range<i64>,
    /// The rest of the slice `[a, b)`, searched as it is: below the regular units (subnormal
    /// values) or above them (values near the overflow threshold).
    pub rest: Option<(i64, i64)>,
}

impl Units {
    /// The unit searched, whose cases are shifted to the other regular units.
    pub fn template(&self) -> i64 {
        self.regular.start
    }

    /// Whether the rest lies below the regular units.
    pub fn rest_below(&self) -> bool {
        self.rest.is_some_and(|(a, _)| a < self.regular.start)
    }

    /// The searches of the slice `request` asks for: its unit searched, and its rest.
    pub fn requests(&self, request: &Request) -> (Request, Option<Request>) {
        let part = |(a, b): (i64, i64)| {
            let mut r = request.clone();
            r.from = Float::with_val(request.from.prec(), a);
            r.to = Float::with_val(request.to.prec(), b);
            r
        };
        let n0 = self.template();
        (part((n0, n0 + 1)), self.rest.map(part))
    }
}

/// The integer `e` such that `x` is `2^e` exactly, if any.
fn power_of_two(x: &Float) -> Option<i32> {
    let e = x.get_exp()? - 1;
    (*x == Float::with_val(x.prec(), Float::i_exp(1, e))).then_some(e)
}

/// How the slice `[from, to)` of `function` in `format` is searched as units: `None` unless
/// the function is exp2, the slice is a binade of inputs `[2^e, 2^(e+1))` or `[-2^(e+1), -2^e)`
/// with `1 ≤ e < p` (its units share one grid) and it has at least two regular units.
pub fn units(function: Function, format: Format, from: &Float, to: &Float) -> Option<Units> {
    if function != Function::Exp2 {
        return None;
    }
    let binade = if from.is_sign_positive() {
        let e = power_of_two(from)?;
        (power_of_two(to)? == e + 1).then_some(e)?
    } else {
        let e = power_of_two(&Float::with_val(to.prec(), -to))?;
        (power_of_two(&Float::with_val(from.prec(), -from))? == e + 1).then_some(e)?
    };
    if binade < 1 || binade >= format.precision() as i32 {
        return None;
    }
    let (a, b) = (from.to_f64() as i64, to.to_f64() as i64);
    let regular = a.max(format.min_exponent() as i64)..b.min(format.max_exponent() as i64);
    if regular.end - regular.start < 2 {
        return None;
    }
    let rest = match (a < regular.start, regular.end < b) {
        (false, false) => None,
        (true, false) => Some((a, regular.start)),
        (false, true) => Some((regular.end, b)),
        (true, true) => return None,
    };
    Some(Units { regular, rest })
}

/// `case` moved by the integer `k`: the input `x + k`, everything else the same (exp2's value
/// scaled by 2^k). An error where `x + k` is not exactly a float of the input's precision.
pub fn shifted(case: &Case, k: i64) -> Result<Case, String> {
    let (x, o) = Float::with_val_round(case.x.prec(), &case.x + k, Round::Nearest);
    let float = o == Ordering::Equal && Float::with_val(case.format.precision(), &x) == x;
    if !float {
        return Err(format!(
            "{} + {k} is not a {} float: no unit shift there",
            super::verify::hex(&case.x, case.format),
            case.format.name()
        ));
    }
    Ok(Case { x, ..case.clone() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tmd::verify::check;
    use rand::{Rng as _, SeedableRng as _};

    fn float(v: f64) -> Float {
        Float::with_val(53, v)
    }

    fn plan(format: Format, from: f64, to: f64) -> Option<Units> {
        units(Function::Exp2, format, &float(from), &float(to))
    }

    #[test]
    fn binades_from_two_on_are_units_with_their_irregular_rest() {
        let b64 = Format::Binary64;
        assert_eq!(
            plan(b64, 2.0, 4.0),
            Some(Units {
                regular: 2..4,
                rest: None
            })
        );
        assert_eq!(
            plan(b64, -512.0, -256.0),
            Some(Units {
                regular: -512..-256,
                rest: None
            })
        );
        // Values near the overflow threshold above, subnormal values below.
        let top = plan(b64, 512.0, 1024.0).unwrap();
        assert_eq!((top.regular, top.rest), (512..1023, Some((1023, 1024))));
        let bottom = plan(b64, -1024.0, -512.0).unwrap();
        assert_eq!(
            (bottom.regular.clone(), bottom.rest),
            (-1022..-512, Some((-1024, -1022)))
        );
        assert!(bottom.rest_below());
        let b32 = plan(Format::Binary32, -128.0, -64.0).unwrap();
        assert_eq!((b32.regular, b32.rest), (-126..-64, Some((-128, -126))));
        // Not units: one unit, no regular unit, not a binade, not exp2.
        for (from, to) in [
            (1.0, 2.0),
            (-2.0, -1.0),
            (-2048.0, -1024.0),
            (2.0, 3.0),
            (0.5, 1.0),
        ] {
            assert_eq!(plan(b64, from, to), None, "[{from}, {to})");
        }
        assert_eq!(plan(Format::Binary32, 128.0, 256.0), None);
        assert_eq!(units(Function::Exp, b64, &float(2.0), &float(4.0)), None);
    }

    /// What the shift claims, against MPFR: at random inputs of a unit of each binade
    /// (binary32 and binary64), the case MPFR tells at x + k (k taking x to every regular unit
    /// tried, the lowest and the highest included) is the case at x shifted.
    #[test]
    fn a_shifted_case_is_the_case_mpfr_tells_at_the_shifted_input() {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(59);
        for format in Format::ALL {
            for (from, to) in [(2.0, 4.0), (-16.0, -8.0), (64.0, 128.0), (-128.0, -64.0)]
                .into_iter()
                .chain((format == Format::Binary64).then_some((512.0, 1024.0)))
                .chain((format == Format::Binary64).then_some((-1024.0, -512.0)))
            {
                let u = plan(format, from, to).unwrap();
                let n0 = u.template();
                // Inputs per unit: 2^(p − 1 − e) in the binade of exponent e.
                let e = from.abs().min(to.abs()).log2() as u32;
                let log2_steps = format.precision() - 1 - e;
                for _ in 0..20 {
                    let step = rng.random_range(0..1u64 << log2_steps);
                    let x =
                        Float::with_val(64, n0) + Float::with_val(64, step) / (1u64 << log2_steps);
                    let at = check(Function::Exp2, format, &x);
                    for n in [u.regular.start + 1, u.regular.end - 1] {
                        let moved = shifted(&at, n - n0).unwrap();
                        let told = check(Function::Exp2, format, &moved.x);
                        assert_eq!(moved.to_string(), told.to_string(), "{x} + {}", n - n0);
                    }
                }
            }
        }
    }

    /// Where exp2's values are not normal (the rest of a slice), the shift would lie: the
    /// irregular units' cases differ, as the rule that keeps them apart says.
    #[test]
    fn outside_the_regular_units_the_shift_would_be_wrong() {
        let format = Format::Binary32;
        let x = Float::with_val(53, -64.0 + 0.3125);
        let at = check(Function::Exp2, format, &x);
        let far = shifted(&at, -63).unwrap(); // -127 + 0.3125: a subnormal value
        assert_ne!(
            check(Function::Exp2, format, &far.x).to_string(),
            far.to_string()
        );
        // A shift to an input that is not a float is refused.
        let near_two = check(
            Function::Exp2,
            format,
            &Float::with_val(53, -2.0 - 2f64.powi(-22)),
        );
        assert!(shifted(&near_two, -100).is_err());
    }
}
