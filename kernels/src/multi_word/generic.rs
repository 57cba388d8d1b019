//! Double-double or quad-double chosen at compile time (`words` = 2 or 4), both carried as a
//! [`QuadWord`] (with two words, only `x0` and `x1` are used): the loads, stores and
//! product-sums that the matrix product and the Gauss–Jordan kernels share.

use super::arithmetic::{dd_add, dd_mul, qd_add_swept, qd_mul, QuadWord, Transforms};
use super::double_word::Words;
use crate::eft::DoubleWord;
use cubecl::prelude::*;

/// Entry `i` of a word-major array of `size` entries.
#[cube]
pub(crate) fn load<F: Float>(
    v: &Array<F>,
    i: u32,
    size: u32,
    #[comptime] words: u32,
) -> QuadWord<F> {
    let zero = F::new(0.0);
    if comptime![words == 2] {
        QuadWord::<F> {
            x0: v[i as usize],
            x1: v[(size + i) as usize],
            x2: zero,
            x3: zero,
        }
    } else {
        QuadWord::<F> {
            x0: v[i as usize],
            x1: v[(size + i) as usize],
            x2: v[(2 * size + i) as usize],
            x3: v[(3 * size + i) as usize],
        }
    }
}

/// Stores `x` as entry `i` of a word-major array of `size` entries.
#[cube]
pub(crate) fn store<F: Float>(
    v: &mut Array<F>,
    i: u32,
    size: u32,
    x: QuadWord<F>,
    #[comptime] words: u32,
) {
    v[i as usize] = x.x0;
    v[(size + i) as usize] = x.x1;
    if comptime![words == 4] {
        v[(2 * size + i) as usize] = x.x2;
        v[(3 * size + i) as usize] = x.x3;
    }
}

/// Entry `e` of a word-major tile of `area` entries in shared memory.
#[cube]
pub(crate) fn tile_entry<F: Float>(
    tile: &SharedMemory<F>,
    area: usize,
    e: usize,
    #[comptime] words: u32,
) -> QuadWord<F> {
    let zero = F::new(0.0);
    if comptime![words == 2] {
        QuadWord::<F> {
            x0: tile[e],
            x1: tile[area + e],
            x2: zero,
            x3: zero,
        }
    } else {
        QuadWord::<F> {
            x0: tile[e],
            x1: tile[area + e],
            x2: tile[2 * area + e],
            x3: tile[3 * area + e],
        }
    }
}

/// The double-double in the first two words.
#[cube]
pub(crate) fn pair<F: Float>(x: QuadWord<F>) -> DoubleWord<F> {
    DoubleWord::<F> { hi: x.x0, lo: x.x1 }
}

/// A double-double carried as a [`QuadWord`].
#[cube]
pub(crate) fn widened<F: Float>(x: DoubleWord<F>) -> QuadWord<F> {
    let zero = F::new(0.0);
    QuadWord::<F> {
        x0: x.hi,
        x1: x.lo,
        x2: zero,
        x3: zero,
    }
}

/// `a + x·y` in `words` words.
#[cube]
pub(crate) fn plus_product<F: Float>(
    a: QuadWord<F>,
    x: QuadWord<F>,
    y: QuadWord<F>,
    k: Words<F>,
    #[comptime] words: u32,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    if comptime![words == 2] {
        widened::<F>(dd_add::<F>(
            pair::<F>(a),
            dd_mul::<F>(pair::<F>(x), pair::<F>(y), k, t),
            k,
            t,
        ))
    } else {
        qd_add_swept::<F>(a, qd_mul::<F>(x, y, k, t), k, t)
    }
}
