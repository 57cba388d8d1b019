//! The exhaustive search the L-algorithm is checked against: every point of a piece evaluated,
//! independently of the affine approximations and difference tables under test. Each block of
//! points gets its own Taylor polynomial from MPFR derivatives at its first point, with
//! coefficients as 128-bit fractions modulo 1; a point is evaluated by wrapping integer
//! arithmetic (exact modulo 1 for integer offsets), and every point near the criterion goes
//! through the MPFR check.

use super::piece::Piece;
use super::verify::{check, Case};
use super::{fraction128 as fraction, Format, Function};
use rayon::prelude::*;

const PREC: u32 = 384;

/// Block size (log2), degree and the evaluation error bound (grid units) for a piece.
fn plan(function: Function, format: Format, piece: &Piece) -> (u32, usize, f64) {
    let g = piece.log2_scaled_bound(function, format, piece.points);
    for log2_block in (0..=10).rev() {
        let b = log2_block as f64;
        for degree in 1..=12usize {
            let remainder = g(degree + 1) + (degree + 1) as f64 * b;
            let rounding =
                (0..=degree).map(|i| 2f64.powf(i as f64 * b)).sum::<f64>() * 2f64.powi(-129);
            if remainder < -90.0 && rounding < 2f64.powi(-80) {
                return (log2_block, degree, 2f64.powf(remainder) + rounding);
            }
        }
    }
    // One point per block: its value is the polynomial's constant term.
    (0, 0, 2f64.powi(-129))
}

/// The exhaustive evaluator's data for points `from..to` of a piece: one polynomial per block
/// of `2^log2_block` points, from the block holding `from` on.
#[derive(Debug, Clone)]
pub struct Blocks {
    pub from: u64,
    pub to: u64,
    pub log2_block: u32,
    pub degree: usize,
    /// A point is near when its value lies within this of an integer (criterion plus the
    /// evaluation error), as a 128-bit fraction.
    pub window: u128,
    /// Index of the first block in the piece.
    pub first_block: u64,
    /// `degree + 1` coefficients per block, constant term first.
    pub coefficients: Vec<u128>,
}

impl Blocks {
    /// Every block's polynomial (MPFR, all cores).
    pub fn new(
        function: Function,
        format: Format,
        piece: &Piece,
        from: u64,
        to: u64,
        pprime: u32,
    ) -> Blocks {
        let (log2_block, degree, error) = plan(function, format, piece);
        let block = 1u64 << log2_block;
        let window = ((2f64.powi(-(pprime as i32)) + error) * 2f64.powi(128)).ceil() as u128;
        let scale = piece.out_exponent - format.precision() as i32;
        let first_block = from / block;
        let coefficients = (first_block..to.div_ceil(block))
            .into_par_iter()
            .flat_map_iter(|blk| {
                function
                    .taylor(&piece.input(blk * block), degree as u32, PREC)
                    .into_iter()
                    .enumerate()
                    .map(|(i, d)| fraction(&(d << (i as i32 * piece.log2_spacing - scale))))
                    .collect::<Vec<_>>()
            })
            .collect();
        Blocks {
            from,
            to,
            log2_block,
            degree,
            window,
            first_block,
            coefficients,
        }
    }

    /// Block-aligned ranges with the same plan, laid end to end: points are numbered along the
    /// concatenation from 0 (what one launch of the exhaustive kernel takes).
    pub fn concat(parts: &[Blocks]) -> Result<Blocks, String> {
        let first = parts.first().ok_or("no ranges to concatenate")?;
        let block = 1u64 << first.log2_block;
        if parts.iter().any(|p| {
            (p.log2_block, p.degree, p.window) != (first.log2_block, first.degree, first.window)
                || p.from % block != 0
                || p.to % block != 0
        }) {
            return Err("only block-aligned ranges with the same plan concatenate".into());
        }
        let points = parts.iter().map(|p| p.to - p.from).sum();
        Ok(Blocks {
            from: 0,
            to: points,
            first_block: 0,
            coefficients: parts
                .iter()
                .flat_map(|p| p.coefficients.iter().copied())
                .collect(),
            ..first.clone()
        })
    }

    /// The points whose value lies within the window of an integer, evaluated on the CPU.
    pub fn near_points(&self) -> Vec<u64> {
        let block = 1u64 << self.log2_block;
        (self.from..self.to)
            .into_par_iter()
            .filter(|&t| {
                let first = (t / block - self.first_block) as usize * (self.degree + 1);
                let k = (t % block) as u128;
                let v = self.coefficients[first..first + self.degree + 1]
                    .iter()
                    .rev()
                    .fold(0u128, |acc, &d| acc.wrapping_mul(k).wrapping_add(d));
                v.min(v.wrapping_neg()) < self.window
            })
            .collect()
    }
}

/// The hard-to-round cases (MPFR-checked) among `near` points of a piece, sorted by input.
pub fn cases_among(
    function: Function,
    format: Format,
    piece: &Piece,
    near: &[u64],
    pprime: u32,
) -> Vec<Case> {
    let mut cases: Vec<Case> = near
        .par_iter()
        .map(|&t| check(function, format, &piece.input(t)))
        .filter(|case| case.is_hard(pprime))
        .collect();
    cases.sort_by(|a, b| a.x.partial_cmp(&b.x).expect("finite inputs"));
    cases
}

/// Every hard-to-round case (MPFR-checked) among points `from..to` of a piece, on the CPU.
pub fn search_points(
    function: Function,
    format: Format,
    piece: &Piece,
    from: u64,
    to: u64,
    pprime: u32,
) -> Vec<Case> {
    let blocks = Blocks::new(function, format, piece, from, to, pprime);
    cases_among(function, format, piece, &blocks.near_points(), pprime)
}
