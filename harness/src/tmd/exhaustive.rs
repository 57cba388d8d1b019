//! The exhaustive search the L-algorithm is checked against: every point of a piece evaluated,
//! independently of the affine approximations and difference tables under test. Each block of
//! points gets its own Taylor polynomial from MPFR derivatives at its first point, with
//! coefficients as 128-bit fractions modulo 1; a point is evaluated by wrapping integer
//! arithmetic (exact modulo 1 for integer offsets), and every point near the criterion goes
//! through the MPFR check.

use super::interval::Piece;
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

/// Every hard-to-round case (MPFR-checked) among points `from..to` of a piece.
pub fn search_points(
    function: Function,
    format: Format,
    piece: &Piece,
    from: u64,
    to: u64,
    pprime: u32,
) -> Vec<Case> {
    let (log2_block, degree, error) = plan(function, format, piece);
    let block = 1u64 << log2_block;
    let window = ((2f64.powi(-(pprime as i32)) + error) * 2f64.powi(128)).ceil() as u128;
    let scale = piece.out_exponent - format.precision() as i32;
    let first_block = from / block;
    let last_block = to.div_ceil(block);
    let mut cases: Vec<Case> = (first_block..last_block)
        .into_par_iter()
        .flat_map_iter(|blk| {
            let start = blk * block;
            let x = piece.input(start);
            let coefficients: Vec<u128> = function
                .taylor(&x, degree as u32, PREC)
                .into_iter()
                .enumerate()
                .map(|(i, d)| fraction(&(d << (i as i32 * piece.log2_spacing - scale))))
                .collect();
            let (lo, hi) = (from.max(start), to.min(start + block));
            (lo..hi)
                .filter(move |&t| {
                    let k = (t - start) as u128;
                    let v = coefficients
                        .iter()
                        .rev()
                        .fold(0u128, |acc, &d| acc.wrapping_mul(k).wrapping_add(d));
                    v.min(v.wrapping_neg()) < window
                })
                .map(|t| check(function, format, &piece.input(t)))
                .collect::<Vec<_>>()
        })
        .filter(|case| case.is_hard(pprime))
        .collect();
    cases.sort_by(|a, b| a.x.partial_cmp(&b.x).expect("finite inputs"));
    cases
}
