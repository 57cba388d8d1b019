//! The searched interval `[from, to)`: its endpoints as the user writes them, the floats in it,
//! and its split into pieces of constant input spacing and constant output binade.

use super::piece::{float_at, ordinal, Piece, Run, PREC};
use super::zone::{carve, Part, Zone, MIN_ZONE};
use super::{Format, Function};
use rayon::prelude::*;
use rug::float::Round;
use rug::{Float, Integer};

/// At most this many pieces (output binades, input binades, turning points) per search.
pub const MAX_PIECES: usize = 1 << 18;

/// sin and cos are searched point by point where they turn more often than once every
/// 2^`TURN_LOG2` inputs (binary32 from 2^12 on: pieces there would hold a few thousand points).
pub const TURN_LOG2: i32 = 16;

/// Whether `function` turns more often than once every 2^[`TURN_LOG2`] inputs of spacing
/// 2^`log2_spacing`, so that its inputs there are searched point by point.
pub fn turns_often(function: Function, log2_spacing: i32) -> bool {
    function
        .half_period()
        .is_some_and(|p| p.log2() - (log2_spacing as f64) < TURN_LOG2 as f64)
}

/// At most this many floats per search (2^53: two binary64 binades, 2^38 intervals of 2^15).
pub const MAX_POINTS: u64 = 1 << 53;

/// Parses an endpoint: a decimal (`1.5`, `-2e-3`), a hexadecimal float (`0x1.8p-3`), or a sum
/// of such terms and powers of two (`1+2^-13`, `0x1p0-2^-20`). The value is exact.
pub fn parse_endpoint(text: &str) -> Result<Float, String> {
    let bad = |why: &str| format!("invalid interval endpoint '{text}': {why}");
    let s: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if s.is_empty() {
        return Err(bad("empty"));
    }
    let mut terms = Vec::new();
    let mut start = 0;
    let bytes = s.as_bytes();
    for i in 1..bytes.len() {
        let c = bytes[i];
        if c == b'+' || c == b'-' {
            let term = &s[start..i];
            let hex = term.trim_start_matches(['+', '-']).starts_with("0x");
            let prev = bytes[i - 1];
            let exponent_sign = prev == b'^'
                || prev == b'p'
                || prev == b'P'
                || (!hex && (prev == b'e' || prev == b'E'));
            if !exponent_sign {
                terms.push(term);
                start = i;
            }
        }
    }
    terms.push(&s[start..]);
    let mut sum = Float::with_val(4096, 0);
    for term in terms {
        let (negative, body) = match term.as_bytes()[0] {
            b'-' => (true, &term[1..]),
            b'+' => (false, &term[1..]),
            _ => (false, term),
        };
        let value = parse_term(body).ok_or_else(|| bad(&format!("cannot read '{term}'")))?;
        if negative {
            sum -= value;
        } else {
            sum += value;
        }
    }
    if !sum.is_finite() {
        return Err(bad("not finite"));
    }
    Ok(sum)
}

fn parse_term(body: &str) -> Option<Float> {
    if let Some(e) = body.strip_prefix("2^") {
        let e: i32 = e.parse().ok()?;
        return Some(Float::with_val(64, 1) << e);
    }
    if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        let (mantissa, exponent) = match hex.find(['p', 'P']) {
            Some(i) => (&hex[..i], hex[i + 1..].parse::<i32>().ok()?),
            None => (hex, 0),
        };
        let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        if int.is_empty() && frac.is_empty() {
            return None;
        }
        let digits = Integer::from_str_radix(&format!("{int}{frac}0"), 16).ok()?;
        let shift = exponent - 4 * (frac.len() as i32 + 1);
        return Some(Float::with_val(4096, digits) << shift);
    }
    if body.is_empty() || !body.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
        return None;
    }
    let parsed = Float::parse(body).ok()?;
    Some(Float::with_val(4096, parsed))
}

/// The ordinal of the smallest float `≥ v`, or an error if there is none.
fn first_at_or_above(v: &Float, format: Format) -> Result<i64, String> {
    let rounded = match format {
        Format::Binary64 => v.to_f64_round(Round::Up),
        Format::Binary32 => v.to_f32_round(Round::Up) as f64,
    };
    if !rounded.is_finite() {
        return Err(format!(
            "{} lies beyond the largest {} number",
            v.to_f64(),
            format.name()
        ));
    }
    Ok(ordinal(&Float::with_val(64, rounded), format))
}

/// The interval split: pieces of one input spacing and one output binade, the inputs where
/// the function is zero (exact cases with no binade), runs that are hard cases throughout
/// ([`Zone`]), runs whose values overflow, and runs searched point by point.
#[derive(Debug, Clone, Default)]
pub struct Split {
    pub pieces: Vec<Piece>,
    pub zeros: Vec<Float>,
    pub zones: Vec<Zone>,
    /// Inputs whose `|f(x)|` is at least `2^(emax+1)`: every rounding of it overflows or gives
    /// the largest float, and no breakpoint lies there, so they hold no case.
    pub overflows: Vec<Run>,
    /// Runs where sin or cos turns more often than once every 2^[`TURN_LOG2`] inputs, too
    /// often for pieces: every input is evaluated on its own.
    pub pointwise: Vec<Run>,
    /// Parts of pieces proved to hold no case (the clear runs of [`carve`]): the L-algorithm
    /// skips them, the exhaustive search searches them.
    pub clear: Vec<Piece>,
}

impl Split {
    /// Every input of the interval.
    pub fn points(&self) -> u64 {
        let runs = |r: &[Run]| r.iter().map(Run::points).sum::<u64>();
        self.pieces.iter().map(|p| p.points).sum::<u64>()
            + self.zeros.len() as u64
            + self.zones.iter().map(|z| z.run.points()).sum::<u64>()
            + runs(&self.overflows)
            + runs(&self.pointwise)
            + self.clear.iter().map(|p| p.points).sum::<u64>()
    }

    fn count(&self) -> usize {
        self.pieces.len() + self.zeros.len() + self.zones.len()
    }
}

/// What `f(x)` is for the split.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Zero,
    /// Sign, and the exponent of the binade whose breakpoints apply: values below the smallest
    /// normal binade (subnormal results, and those that round to zero) share its grid.
    Binade(bool, i32),
    /// `|f(x)| ≥ 2^(emax+1)`.
    Overflow,
}

/// The class of `f(x)`. An exp or exp2 that MPFR's exponent range cannot hold is a tiny
/// positive value where it underflows to zero (not a zero), an overflow where it is infinite.
fn class(function: Function, format: Format, x: &Float) -> Class {
    let v = function.eval(x, PREC);
    if v.is_zero() {
        return match function {
            Function::Exp | Function::Exp2 => Class::Binade(false, format.min_exponent()),
            _ => Class::Zero,
        };
    }
    // Past MPFR's exponent range, `v` is infinite.
    let e = v.get_exp().unwrap_or(i32::MAX) - 1;
    if e > format.max_exponent() {
        Class::Overflow
    } else {
        Class::Binade(v.is_sign_negative(), e.max(format.min_exponent()))
    }
}

/// The floats of `[from, to)` split into pieces of one input spacing and one output binade,
/// the runs where every input is a hard case carved out of them as zones (criterion `2^-p'`).
pub fn split(
    function: Function,
    format: Format,
    from: &Float,
    to: &Float,
    pprime: u32,
) -> Result<Split, String> {
    if from >= to {
        return Err(format!(
            "empty interval: from ({}) must be below to ({})",
            from.to_f64(),
            to.to_f64()
        ));
    }
    let first = first_at_or_above(from, format)?;
    let end = first_at_or_above(to, format).or_else(|e| {
        // `to` beyond the largest float: the interval ends after it.
        if to.is_sign_positive() {
            Ok(ordinal(&Float::with_val(64, max_float(format)), format) + 1)
        } else {
            Err(e)
        }
    })?;
    if end <= first {
        return Err(format!("no {} number lies in [from, to)", format.name()));
    }
    for ord in [first, end - 1] {
        let x = float_at(ord, format);
        if !function.in_domain(&x) {
            return Err(format!(
                "{} is outside the domain of {}",
                x.to_f64(),
                function.name()
            ));
        }
    }
    if (end - first) as u64 > MAX_POINTS {
        return Err(format!(
            "interval too large: {} floats (at most 2^53, two binary64 binades, per run)",
            end - first
        ));
    }
    let mut out = Split::default();
    let mut at = first;
    while at < end {
        let (run_end, log2_spacing) = spacing_run(at, format);
        let stop = run_end.min(end);
        if turns_often(function, log2_spacing) {
            out.pointwise.push(Run {
                first: at,
                end: stop,
            });
            at = stop;
            continue;
        }
        // Cut where the function turns, so that it is monotone between cuts.
        let (lo, hi) = (float_at(at, format), float_at(stop - 1, format));
        let mut cuts: Vec<i64> = function
            .turning_points(&lo, &hi, PREC)
            .iter()
            .map(|t| first_at_or_above(t, format))
            .collect::<Result<_, _>>()?;
        cuts.retain(|&c| c > at && c < stop);
        cuts.push(stop);
        for cut in cuts {
            split_by_class(function, format, at, cut, log2_spacing, &mut out);
            if out.count() > MAX_PIECES {
                return Err(format!(
                    "interval spans more than {MAX_PIECES} pieces (input or output binades, \
                     turning points): split it"
                ));
            }
            at = cut;
        }
    }
    let parts: Vec<Part> = std::mem::take(&mut out.pieces)
        .par_iter()
        .flat_map_iter(|piece| carve(function, format, piece, pprime))
        .collect();
    // Touching zones join; a group of short whole-piece zones under MIN_ZONE goes back to
    // its pieces.
    let mut group: Vec<(Zone, Option<Piece>)> = Vec::new();
    let close = |group: &mut Vec<(Zone, Option<Piece>)>, out: &mut Split| {
        let points: u64 = group.iter().map(|(z, _)| z.run.points()).sum();
        let short = points < MIN_ZONE && group.iter().all(|(_, p)| p.is_some());
        let mut members = group.drain(..);
        if short {
            out.pieces.extend(members.filter_map(|(_, p)| p));
        } else if let Some((mut zone, _)) = members.next() {
            members.for_each(|(z, _)| zone.absorb(z));
            out.zones.push(zone);
        }
    };
    for part in parts {
        match part {
            Part::Zone(zone, piece) => {
                if group.last().is_some_and(|(last, _)| !last.touches(&zone)) {
                    close(&mut group, &mut out);
                }
                group.push((zone, piece));
            }
            Part::Piece(piece) => {
                close(&mut group, &mut out);
                out.pieces.push(piece);
            }
            Part::Clear(piece) => {
                close(&mut group, &mut out);
                out.clear.push(piece);
            }
        }
    }
    close(&mut group, &mut out);
    Ok(out)
}

pub(crate) fn max_float(format: Format) -> f64 {
    match format {
        Format::Binary64 => f64::MAX,
        Format::Binary32 => f32::MAX as f64,
    }
}

/// From `ord`, the end (exclusive) of the run of floats with the spacing of `ord`'s next step,
/// and log2 of that spacing.
fn spacing_run(ord: i64, format: Format) -> (i64, i32) {
    let fbits = format.fraction_bits();
    let bias = format.max_exponent();
    let magnitude = ord.unsigned_abs();
    let field = (magnitude >> fbits) as i32;
    let log2_spacing = field.max(1) - bias - fbits as i32;
    if ord >= 0 {
        (((field as i64) + 1) << fbits, log2_spacing)
    } else {
        let base = ((field as i64) << fbits).max(1);
        (-base + 1, log2_spacing)
    }
}

/// Splits the floats `[from, to)` (one spacing, `f` monotone) where the output's class (sign,
/// binade, zero, overflow) changes.
fn split_by_class(
    function: Function,
    format: Format,
    mut from: i64,
    to: i64,
    log2_spacing: i32,
    out: &mut Split,
) {
    while from < to {
        let x = float_at(from, format);
        let here = class(function, format, &x);
        let same = |ord: i64| class(function, format, &float_at(ord, format)) == here;
        // First ordinal with another class (f is monotone here, so classes are contiguous).
        let (mut lo, mut hi) = (from, to);
        if same(to - 1) {
            lo = to;
        } else {
            while hi - lo > 1 {
                let mid = lo + (hi - lo) / 2;
                if same(mid) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            lo = hi;
        }
        match here {
            Class::Zero => out.zeros.extend((from..lo).map(|o| float_at(o, format))),
            Class::Overflow => out.overflows.push(Run {
                first: from,
                end: lo,
            }),
            Class::Binade(_, e) => out.pieces.push(Piece {
                x0: x,
                log2_spacing,
                points: (lo - from) as u64,
                out_exponent: e,
            }),
        }
        from = lo;
        if out.count() > MAX_PIECES {
            return;
        }
    }
}
