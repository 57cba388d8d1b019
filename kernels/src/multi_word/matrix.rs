//! Matrix product in double-double and quad-double (seed 001 §6): `C = A·B`, `A` n×m, `B` m×p,
//! row-major, each matrix word-major (word 0 of every entry, then word 1, …), tiled: a cube of
//! `tile × tile` threads computes a tile of `C`, one entry per thread, reading `A` and `B` a tile
//! at a time through shared memory. `dims = [n, m, p]`. One kernel for both: the word count is
//! a comptime parameter.

use super::arithmetic::{QuadWord, Transforms};
use super::double_word::{constants, Words};
use super::generic::{plus_product, store, tile_entry};
use cubecl::prelude::*;

/// Entry `(row, col)` of a `rows × cols` matrix in `v`'s word `w`, zero outside it.
#[cube]
fn entry<F: Float>(v: &Array<F>, w: u32, row: u32, col: u32, rows: u32, cols: u32) -> F {
    let inside = row < rows && col < cols;
    let at = select(inside, (w * rows + row) * cols + col, 0u32);
    select(inside, v[at as usize], F::new(0.0))
}

/// `C = A·B` in `words`-word arithmetic: double-double (2) or quad-double (4).
#[cube(launch)]
pub fn matrix_product<F: Float>(
    a: &Array<F>,
    b: &Array<F>,
    c: &Array<F>,
    dims: &Array<u32>,
    out: &mut Array<F>,
    #[comptime] tile: u32,
    #[comptime] words: u32,
    #[comptime] t: Transforms,
) {
    let k: Words<F> = constants::<F>(c);
    let n = dims[0];
    let m = dims[1];
    let p = dims[2];
    let row = CUBE_POS_Y * tile + UNIT_POS_Y;
    let col = CUBE_POS_X * tile + UNIT_POS_X;
    let ty = UNIT_POS_Y;
    let tx = UNIT_POS_X;
    let area = comptime!((tile * tile) as usize);
    // Word w of the tile entry e at w·area + e.
    let mut a_tile = SharedMemory::<F>::new(comptime!(words as usize * area));
    let mut b_tile = SharedMemory::<F>::new(comptime!(words as usize * area));
    let zero = F::new(0.0);
    let mut x0 = zero;
    let mut x1 = zero;
    let mut x2 = zero;
    let mut x3 = zero;
    let here = (ty * tile + tx) as usize;
    for s in 0..m.div_ceil(tile) {
        let across = s * tile + tx;
        let down = s * tile + ty;
        #[unroll]
        for w in 0..words {
            a_tile[w as usize * area + here] = entry::<F>(a, w, row, across, n, m);
            b_tile[w as usize * area + here] = entry::<F>(b, w, down, col, m, p);
        }
        sync_cube();
        for j in 0..tile {
            let x = tile_entry::<F>(&a_tile, area, (ty * tile + j) as usize, words);
            let y = tile_entry::<F>(&b_tile, area, (j * tile + tx) as usize, words);
            let sum = plus_product::<F>(QuadWord::<F> { x0, x1, x2, x3 }, x, y, k, words, t);
            x0 = sum.x0;
            x1 = sum.x1;
            x2 = sum.x2;
            x3 = sum.x3;
        }
        sync_cube();
    }
    if row < n && col < p {
        store::<F>(
            out,
            row * p + col,
            n * p,
            QuadWord::<F> { x0, x1, x2, x3 },
            words,
        );
    }
}
