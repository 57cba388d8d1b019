//! The inputs a search covers, as floats of a format: ordinals (a float's position among
//! the reals), pieces (inputs on one grid with values in one binade) and runs of consecutive
//! floats. Read by the interval split and by the zones carved out of it.

use super::{Format, Function};
use rug::Float;

/// Working precision of the interval arithmetic, of the binade decisions and of inputs.
pub const PREC: u32 = 256;

/// A float's position in the order of the reals (`-0` and `+0` share 0).
pub fn ordinal(x: &Float, format: Format) -> i64 {
    let (bits, sign) = match format {
        Format::Binary64 => {
            let b = x.to_f64().to_bits();
            (b & !(1 << 63), b >> 63 == 1)
        }
        Format::Binary32 => {
            let b = x.to_f32().to_bits() as u64;
            (b & 0x7fff_ffff, b >> 31 == 1)
        }
    };
    if sign {
        -(bits as i64)
    } else {
        bits as i64
    }
}

/// The float at an ordinal.
pub fn float_at(ord: i64, format: Format) -> Float {
    let magnitude = ord.unsigned_abs();
    let value = match format {
        Format::Binary64 => f64::from_bits(magnitude),
        Format::Binary32 => f32::from_bits(magnitude as u32) as f64,
    };
    let x = Float::with_val(64, value);
    if ord < 0 {
        -x
    } else {
        x
    }
}

/// A run of inputs `x0 + t·2^log2_spacing`, `0 ≤ t < points`, whose values all lie in
/// `±[2^out_exponent, 2^(out_exponent+1))`.
#[derive(Debug, Clone)]
pub struct Piece {
    pub x0: Float,
    pub log2_spacing: i32,
    pub points: u64,
    pub out_exponent: i32,
}

impl Piece {
    /// `m ↦` an upper bound on `log2(max |F^(m)|/m!)` over the first `extent` indices, `F` the
    /// function scaled to grid units of this piece and taken per index step (`t`).
    pub fn log2_scaled_bound(
        &self,
        function: Function,
        format: Format,
        extent: u64,
    ) -> impl Fn(usize) -> f64 {
        let s = self.log2_spacing;
        let scale = self.out_exponent - format.precision() as i32;
        // The x range covered, outward.
        let x0 = self.x0.to_f64();
        let span = extent as f64 * 2f64.powi(s);
        let (lo, hi) = (x0.min(x0 + span), x0.max(x0 + span));
        let (lo, hi) = (lo - lo.abs() * 1e-12, hi + hi.abs() * 1e-12);
        let bound = function.log2_derivative_bounds(lo, hi);
        move |m: usize| bound(m as u32) + (m as i32 * s) as f64 - scale as f64
    }

    /// The input at index `t`.
    pub fn input(&self, t: u64) -> Float {
        let step = Float::with_val(PREC, t) << self.log2_spacing;
        Float::with_val(PREC, &self.x0 + step)
    }

    /// The piece's inputs as a run of floats.
    pub fn run(&self, format: Format) -> Run {
        let first = ordinal(&self.x0, format);
        Run {
            first,
            end: first + self.points as i64,
        }
    }

    /// Points `from..to` of this piece as a piece.
    pub fn part(&self, from: u64, to: u64) -> Piece {
        Piece {
            x0: self.input(from),
            points: to - from,
            ..self.clone()
        }
    }
}

/// Consecutive floats `first..end`, by ordinal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Run {
    pub first: i64,
    pub end: i64,
}

impl Run {
    pub fn points(&self) -> u64 {
        (self.end - self.first) as u64
    }

    /// The `i`-th float of the run.
    pub fn input(&self, i: u64, format: Format) -> Float {
        float_at(self.first + i as i64, format)
    }

    /// The run's first and last floats.
    pub fn ends(&self, format: Format) -> (Float, Float) {
        (float_at(self.first, format), float_at(self.end - 1, format))
    }
}
