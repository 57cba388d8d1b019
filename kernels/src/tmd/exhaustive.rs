//! The exhaustive evaluator on the device: every point of a run of blocks evaluated with its
//! block's own polynomial, independently of the affine approximations under test. The host
//! (`harness/src/tmd/exhaustive.rs`) computes each block's Taylor coefficients with MPFR as
//! 128-bit fractions modulo 1; a point `k` of a block is Horner's rule in wrapping 128-bit
//! arithmetic (exact modulo 1 for integer `k`), and the points within the window of an integer
//! are compacted for the MPFR check. Written over [`Fixed`], so it runs in 32-bit limbs too.

use super::fixed::{negate, Fixed};
use super::{count_launch, counter, push};
use cubecl::prelude::*;

/// Positions in the exhaustive kernel's parameter buffer (one 64-bit value each).
pub mod exhaustive_param {
    /// Points of this launch.
    pub const POINTS: usize = 0;
    /// Position of the launch's first point in its first block.
    pub const OFFSET: usize = 1;
    /// log2 of the points per block.
    pub const LOG2_BLOCK: usize = 2;
    /// Polynomial degree (every block has `degree + 1` coefficients).
    pub const DEGREE: usize = 3;
    /// The window (a 128-bit fraction): low, then high word.
    pub const WINDOW_LOW: usize = 4;
    pub const WINDOW_HIGH: usize = 5;
    pub const LEN: usize = 6;
}

/// A 128-bit fraction modulo 1 as two fixed-point words.
#[derive(CubeType, CubeTypeMut, Clone, Copy)]
pub struct Wide<F: Fixed> {
    pub low: F,
    pub high: F,
}

/// 128-bit value `i` of `words` (four u32 words, lowest first).
#[cube]
fn wide_load<F: Fixed>(words: &Array<u32>, i: u32) -> Wide<F> {
    let at = 2 * usize::cast_from(i);
    Wide::<F> {
        low: F::load(words, at),
        high: F::load(words, at + 1),
    }
}

#[cube]
fn wide_add<F: Fixed>(x: Wide<F>, y: Wide<F>) -> Wide<F> {
    let low = F::add(x.low, y.low);
    let carry = F::from_u32(u32::cast_from(F::less(low, x.low)));
    Wide::<F> {
        low,
        high: F::add(F::add(x.high, y.high), carry),
    }
}

/// `x · k mod 2^128`.
#[cube]
fn wide_mul_u32<F: Fixed>(x: Wide<F>, k: u32) -> Wide<F> {
    Wide::<F> {
        low: F::mul_u32(x.low, k),
        high: F::add(
            F::mul_u32(x.high, k),
            F::wide_product_shifted(x.low, k, 64u32),
        ),
    }
}

/// `x < y` as 128-bit integers.
#[cube]
fn wide_less<F: Fixed>(x: Wide<F>, y: Wide<F>) -> bool {
    F::less(x.high, y.high) || (F::is_zero(F::sub(x.high, y.high)) && F::less(x.low, y.low))
}

/// Distance of `v` to the nearest integer below `window`.
#[cube]
fn wide_near<F: Fixed>(v: Wide<F>, window: Wide<F>) -> bool {
    let borrow = F::from_u32(u32::cast_from(!F::is_zero(v.low)));
    let minus = Wide::<F> {
        low: negate::<F>(v.low),
        high: F::sub(negate::<F>(v.high), borrow),
    };
    wide_less::<F>(v, window) || wide_less::<F>(minus, window)
}

/// One thread per point: point `p` of the launch is point `offset + p` of the launch's blocks;
/// its value is compared with the window and `p` compacted into `hits` when it is near.
#[cube(launch)]
pub fn exhaustive_points<F: Fixed>(
    coefficients: &Array<u32>,
    params: &Array<u32>,
    hits: &mut Array<u32>,
    counters: &mut Array<Atomic<u32>>,
) {
    count_launch(counters);
    let p = u32::cast_from(ABSOLUTE_POS);
    if p < F::low(F::load(params, exhaustive_param::POINTS)) {
        let at = F::low(F::load(params, exhaustive_param::OFFSET)) + p;
        let log2_block = F::low(F::load(params, exhaustive_param::LOG2_BLOCK));
        let degree = F::low(F::load(params, exhaustive_param::DEGREE));
        let window = Wide::<F> {
            low: F::load(params, exhaustive_param::WINDOW_LOW),
            high: F::load(params, exhaustive_param::WINDOW_HIGH),
        };
        let k = at & ((1u32 << log2_block) - 1);
        let first = (at >> log2_block) * (degree + 1);
        let mut value = wide_load::<F>(coefficients, first + degree);
        for step in 0..degree {
            let term = wide_load::<F>(coefficients, first + degree - 1 - step);
            value = wide_add::<F>(wide_mul_u32::<F>(value, k), term);
        }
        if wide_near::<F>(value, window) {
            push(hits, counters, counter::CANDIDATES, p);
        }
    }
}
