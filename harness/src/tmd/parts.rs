//! A slice cut into parts: consecutive intervals of equal width, each split on its own, so
//! that no split holds more than one part's pieces. sin and cos need it from [2^14, 2^15) on in
//! binary64, where a binade's split passes [`MAX_PIECES`] (about 80 pieces a half-period: every
//! output binade near each zero).
//!
//! [`MAX_PIECES`]: super::interval::MAX_PIECES

use super::interval::turns_often;
use super::search::Request;
use rug::Float;

/// At most this many parts (a binary32 binade holds 2^23 floats, so every part holds some).
pub const MAX_PARTS: u32 = 1 << 20;

/// Half-periods of sin or cos per part by default: near 2^11 about 80 pieces each, so a part's
/// split holds about 170,000 pieces, under its limit of 2^18.
pub const HALF_PERIODS: f64 = 2048.0;

/// sin and cos: a part per [`HALF_PERIODS`] half-periods (a power of two of them, at most
/// [`MAX_PARTS`]), except where the slice is searched point by point (no pieces to split); the
/// other functions: one.
pub fn default_count(request: &Request) -> u32 {
    let Some(half_period) = request.function.half_period() else {
        return 1;
    };
    let width = Float::with_val(64, &request.to - &request.from).to_f64();
    let largest = Float::with_val(64, request.from.abs_ref())
        .max(&Float::with_val(64, request.to.abs_ref()))
        .to_f64();
    let log2_spacing = largest.log2().ceil() as i32 - 1 - request.format.fraction_bits() as i32;
    if turns_often(request.function, log2_spacing) {
        return 1;
    }
    let wanted = (width / half_period / HALF_PERIODS).ceil().max(1.0);
    (wanted.min(MAX_PARTS as f64) as u32).next_power_of_two()
}

/// Part `k` of `parts` (a power of two) of the interval `request` searches: exact where the
/// interval is a binade or a power-of-two multiple of its spacing wide.
pub fn part(request: &Request, k: u32, parts: u32) -> Request {
    let width = Float::with_val(256, &request.to - &request.from);
    let at = |i: u32| {
        Float::with_val(
            256,
            &request.from + Float::with_val(256, &width * i) / parts,
        )
    };
    let mut part = request.clone();
    part.from = Float::with_val(request.from.prec(), at(k));
    part.to = Float::with_val(request.to.prec(), at(k + 1));
    part
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tmd::piece::ordinal;
    use crate::tmd::{Format, Function};

    fn request(function: Function, format: Format, from: &str, to: &str) -> Request {
        Request::parse(function, format, from, to, 32).unwrap()
    }

    #[test]
    fn sin_and_cos_are_cut_from_2_to_the_13_and_the_rest_never() {
        for (from, to, parts) in [
            ("2^0", "2^1", 1),
            ("2^11", "2^12", 1),
            ("2^12", "2^13", 1),
            ("2^13", "2^14", 2),
            ("2^14", "2^15", 4),
            ("2^20", "2^21", 256),
            ("-2^15", "-2^14", 4),
            // From 2^38 on sin is searched point by point: nothing to split.
            ("2^40", "2^41", 1),
        ] {
            for function in [Function::Sin, Function::Cos] {
                let r = request(function, Format::Binary64, from, to);
                assert_eq!(default_count(&r), parts, "{from} {function:?}");
            }
            let exp = request(Function::Exp2, Format::Binary64, "2^0", "2^1");
            assert_eq!(default_count(&exp), 1);
        }
        // binary32 from 2^12 on: point by point.
        let r = request(Function::Sin, Format::Binary32, "2^20", "2^21");
        assert_eq!(default_count(&r), 1);
    }

    #[test]
    fn the_parts_of_a_binade_meet_and_cover_it() {
        for (from, to) in [("2^14", "2^15"), ("-2^15", "-2^14"), ("2^-3", "2^-2")] {
            let r = request(Function::Sin, Format::Binary64, from, to);
            let parts = 8;
            let cuts: Vec<i64> = (0..parts)
                .map(|k| ordinal(&part(&r, k, parts).from, r.format))
                .chain([ordinal(&part(&r, parts - 1, parts).to, r.format)])
                .collect();
            assert_eq!(cuts[0], ordinal(&r.from, r.format));
            assert_eq!(cuts[parts as usize], ordinal(&r.to, r.format));
            for (k, w) in cuts.windows(2).enumerate() {
                assert_eq!(w[1] - w[0], (1i64 << 52) / parts as i64, "{from} part {k}");
                let p = part(&r, k as u32, parts);
                assert_eq!(ordinal(&p.to, r.format), w[1]);
            }
        }
    }
}
