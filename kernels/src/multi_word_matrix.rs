//! Matrix product in double-double and quad-double (seed 001 §6): `C = A·B`, `A` n×m, `B` m×p,
//! row-major, each matrix word-major (word 0 of every entry, then word 1, …), tiled: a cube of
//! `tile × tile` threads computes a tile of `C`, one entry per thread, reading `A` and `B` a tile
//! at a time through shared memory. `dims = [n, m, p]`.

use crate::double_word::{constants, Words};
use crate::eft::DoubleWord;
use crate::multi_word::{dd_add, dd_mul, qd_add, qd_mul, QuadWord, Transforms};
use cubecl::prelude::*;

/// Entry `(row, col)` of a `rows × cols` matrix in `v`'s word `w`, zero outside it.
#[cube]
fn entry<F: Float>(v: &Array<F>, w: u32, row: u32, col: u32, rows: u32, cols: u32) -> F {
    let inside = row < rows && col < cols;
    let at = select(inside, (w * rows + row) * cols + col, 0u32);
    select(inside, v[at as usize], F::new(0.0))
}

/// `C = A·B` in double-double.
#[cube(launch)]
pub fn dd_matrix_product<F: Float>(
    a: &Array<F>,
    b: &Array<F>,
    c: &Array<F>,
    dims: &Array<u32>,
    out: &mut Array<F>,
    #[comptime] tile: u32,
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
    let mut a_hi = SharedMemory::<F>::new(comptime!((tile * tile) as usize));
    let mut a_lo = SharedMemory::<F>::new(comptime!((tile * tile) as usize));
    let mut b_hi = SharedMemory::<F>::new(comptime!((tile * tile) as usize));
    let mut b_lo = SharedMemory::<F>::new(comptime!((tile * tile) as usize));
    let mut hi = F::new(0.0);
    let mut lo = F::new(0.0);
    let here = (ty * tile + tx) as usize;
    for s in 0..m.div_ceil(tile) {
        let across = s * tile + tx;
        let down = s * tile + ty;
        a_hi[here] = entry::<F>(a, 0u32, row, across, n, m);
        a_lo[here] = entry::<F>(a, 1u32, row, across, n, m);
        b_hi[here] = entry::<F>(b, 0u32, down, col, m, p);
        b_lo[here] = entry::<F>(b, 1u32, down, col, m, p);
        sync_cube();
        for j in 0..tile {
            let x = DoubleWord::<F> {
                hi: a_hi[(ty * tile + j) as usize],
                lo: a_lo[(ty * tile + j) as usize],
            };
            let y = DoubleWord::<F> {
                hi: b_hi[(j * tile + tx) as usize],
                lo: b_lo[(j * tile + tx) as usize],
            };
            let sum = dd_add::<F>(DoubleWord::<F> { hi, lo }, dd_mul::<F>(x, y, k, t), k, t);
            hi = sum.hi;
            lo = sum.lo;
        }
        sync_cube();
    }
    if row < n && col < p {
        let at = (row * p + col) as usize;
        out[at] = hi;
        out[(n * p) as usize + at] = lo;
    }
}

/// `C = A·B` in quad-double, as [`dd_matrix_product`].
#[cube(launch)]
pub fn qd_matrix_product<F: Float>(
    a: &Array<F>,
    b: &Array<F>,
    c: &Array<F>,
    dims: &Array<u32>,
    out: &mut Array<F>,
    #[comptime] tile: u32,
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
    let mut a_tile = SharedMemory::<F>::new(comptime!(4 * area));
    let mut b_tile = SharedMemory::<F>::new(comptime!(4 * area));
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
        for w in 0..4u32 {
            a_tile[w as usize * area + here] = entry::<F>(a, w, row, across, n, m);
            b_tile[w as usize * area + here] = entry::<F>(b, w, down, col, m, p);
        }
        sync_cube();
        for j in 0..tile {
            let ea = (ty * tile + j) as usize;
            let eb = (j * tile + tx) as usize;
            let x = QuadWord::<F> {
                x0: a_tile[ea],
                x1: a_tile[area + ea],
                x2: a_tile[2 * area + ea],
                x3: a_tile[3 * area + ea],
            };
            let y = QuadWord::<F> {
                x0: b_tile[eb],
                x1: b_tile[area + eb],
                x2: b_tile[2 * area + eb],
                x3: b_tile[3 * area + eb],
            };
            let sum = qd_add::<F>(
                QuadWord::<F> { x0, x1, x2, x3 },
                qd_mul::<F>(x, y, k, t),
                k,
                t,
            );
            x0 = sum.x0;
            x1 = sum.x1;
            x2 = sum.x2;
            x3 = sum.x3;
        }
        sync_cube();
    }
    if row < n && col < p {
        let at = (row * p + col) as usize;
        let size = (n * p) as usize;
        out[at] = x0;
        out[size + at] = x1;
        out[2 * size + at] = x2;
        out[3 * size + at] = x3;
    }
}
