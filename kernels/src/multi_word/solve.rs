//! `AX = B` by Gauss–Jordan elimination with partial pivoting in double-double and quad-double
//! (seed 001 §6.2), blocked so that most of the work is a matrix product.
//!
//! `G = [A | B]` is `n × q` (`q = n + p`), row-major, word-major (word 0 of every entry, then
//! word 1, …); at the end its last `p` columns hold `X`. Columns are eliminated a panel of
//! `width <= b` at a time, starting at column `k`:
//! 1. [`gj_panel_load`] copies the panel's columns into a workspace `W = [P | E]` (`n × 2b`,
//!    `E` the identity on the panel's rows);
//! 2. for each panel column `c`, [`gj_pivot`] (one cube) takes the row of largest magnitude at
//!    or below `k + c`, swaps it with row `k + c` in `W`, records it, and divides that row of `W`
//!    by the pivot; [`gj_eliminate`] clears column `c` of `W` in every other row;
//! 3. the elementary operations the panel went through are `M = I + X·Eᵀ`, and `W`'s right
//!    half is now `Y = M·E`: so the rest of `G` becomes `G_i + Y_i·R` outside the panel's rows
//!    and `Y_i·R` on them, `R` the panel's rows of `G` after the recorded swaps and before the
//!    update ([`gj_swap_and_save`], one thread per column) —
//!    a product with inner dimension `width` ([`gj_update`], tiled like the matrix product).
//!
//! Entries are carried as [`QuadWord`]s; with `words = 2` only `x0`, `x1` are used.

use super::arithmetic::{
    dd_add_word, dd_div, dd_neg, qd_add_word, qd_div, qd_neg, QuadWord, Transforms,
};
use super::double_word::{constants, Words};
use super::generic::{load, pair, plus_product, store, tile_entry, widened};
use cubecl::prelude::*;

/// `x + d` in `words` words, `d` one word.
#[cube]
fn plus_word<F: Float>(
    x: QuadWord<F>,
    d: F,
    k: Words<F>,
    #[comptime] words: u32,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    if comptime![words == 2] {
        widened::<F>(dd_add_word::<F>(pair::<F>(x), d, k, t))
    } else {
        qd_add_word::<F>(x, d, k, t)
    }
}

/// `-x` in `words` words.
#[cube]
fn negated<F: Float>(x: QuadWord<F>, #[comptime] words: u32) -> QuadWord<F> {
    if comptime![words == 2] {
        widened::<F>(dd_neg::<F>(pair::<F>(x)))
    } else {
        qd_neg::<F>(x)
    }
}

/// `a / b` in `words` words.
#[cube]
fn quotient<F: Float>(
    a: QuadWord<F>,
    b: QuadWord<F>,
    k: Words<F>,
    #[comptime] words: u32,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    if comptime![words == 2] {
        widened::<F>(dd_div::<F>(pair::<F>(a), pair::<F>(b), k, t))
    } else {
        qd_div::<F>(a, b, k, t)
    }
}

/// Step 1: `W = [G(:, k..k + width) | E]`, zero past `width` (one thread per entry of `W`).
#[cube(launch)]
pub fn gj_panel_load<F: Float>(
    g: &Array<F>,
    w: &mut Array<F>,
    n: u32,
    q: u32,
    k: u32,
    width: u32,
    #[comptime] b: u32,
    #[comptime] words: u32,
) {
    let at = ABSOLUTE_POS as u32;
    let wide = comptime!(2 * b);
    if at < n * wide {
        let i = at / wide;
        let j = at % wide;
        let zero = F::new(0.0);
        let inside = j < width;
        let x = load::<F>(g, i * q + k + select(inside, j, 0u32), n * q, words);
        // Column b + c of E: 1 on row k + c.
        let c = j - comptime!(b);
        let one = j >= comptime!(b) && c < width && i == k + c;
        let x0 = select(one, F::new(1.0), select(inside, x.x0, zero));
        let x1 = select(inside, x.x1, zero);
        let x2 = select(inside, x.x2, zero);
        let x3 = select(inside, x.x3, zero);
        store::<F>(w, at, n * wide, QuadWord::<F> { x0, x1, x2, x3 }, words);
    }
}

/// Step 2, pivoting: row `k + c` takes the row at or below it whose column `c` of `W` is largest
/// in magnitude (the first such), in `W` (`pivots[c]` names it, for [`gj_swap_and_save`] to
/// swap in `G`), and is divided by that pivot in `W`. One cube of `threads` threads (a power of
/// two).
#[cube(launch)]
#[allow(clippy::too_many_arguments)]
pub fn gj_pivot<F: Float>(
    w: &mut Array<F>,
    pivots: &mut Array<u32>,
    constants_in: &Array<F>,
    n: u32,
    k: u32,
    width: u32,
    c: u32,
    #[comptime] b: u32,
    #[comptime] threads: u32,
    #[comptime] words: u32,
    #[comptime] t: Transforms,
) {
    let kc: Words<F> = constants::<F>(constants_in);
    let wide = comptime!(2 * b);
    let me = UNIT_POS;
    let p = k + c;
    let mut best = SharedMemory::<F>::new(comptime!(threads as usize));
    let mut best_row = SharedMemory::<u32>::new(comptime!(threads as usize));
    let mut top = F::new(-1.0);
    let mut top_row = p;
    let mut i = p + me;
    while i < n {
        let m = F::abs(w[(i * wide + c) as usize]);
        let better = m > top;
        top = select(better, m, top);
        top_row = select(better, i, top_row);
        i += threads;
    }
    best[me as usize] = top;
    best_row[me as usize] = top_row;
    sync_cube();
    #[unroll]
    for level in 1..comptime!(threads.trailing_zeros() + 1) {
        let s = threads >> level;
        if me < s {
            let other = best[(me + s) as usize];
            let other_row = best_row[(me + s) as usize];
            let mine = best[me as usize];
            let mine_row = best_row[me as usize];
            // The larger, the lower row on a tie: the first largest, as a serial search.
            let take = other > mine || (other == mine && other_row < mine_row);
            best[me as usize] = select(take, other, mine);
            best_row[me as usize] = select(take, other_row, mine_row);
        }
        sync_cube();
    }
    let r = best_row[0];
    if r != p {
        // W's right half is E + X, and the rows exchange their X parts only: E's 1 at
        // (p, b + c) stays, as does the one at (r, b + r - k) where r is a panel row.
        let mut j = me;
        while j < wide {
            let here = load::<F>(w, p * wide + j, n * wide, words);
            let there = load::<F>(w, r * wide + j, n * wide, words);
            let at_p = j == comptime!(b) + c;
            let at_r = r < k + width && j == comptime!(b) + r - k;
            let one = F::new(1.0);
            let zero = F::new(0.0);
            let d = select(at_p, one, zero) - select(at_r, one, zero);
            store::<F>(
                w,
                p * wide + j,
                n * wide,
                plus_word::<F>(there, d, kc, words, t),
                words,
            );
            store::<F>(
                w,
                r * wide + j,
                n * wide,
                plus_word::<F>(here, -d, kc, words, t),
                words,
            );
            j += threads;
        }
    }
    if me == 0 {
        pivots[c as usize] = r;
    }
    // The swapped rows, written to storage, are read by other threads below: a storage barrier
    // (a cube barrier orders shared memory only).
    sync_storage();
    // Column c of the pivot row is read by every thread and written by none.
    let pivot = load::<F>(w, p * wide + c, n * wide, words);
    let mut j = c + 1 + me;
    while j < wide {
        let x = load::<F>(w, p * wide + j, n * wide, words);
        store::<F>(
            w,
            p * wide + j,
            n * wide,
            quotient::<F>(x, pivot, kc, words, t),
            words,
        );
        j += threads;
    }
}

/// Step 2, elimination: `W_ij -= W_ic · W_(k+c)j` for every row `i != k + c` and column
/// `j > c` (column `c` itself is never read again, so it is left as it is).
#[cube(launch)]
#[allow(clippy::too_many_arguments)]
pub fn gj_eliminate<F: Float>(
    w: &mut Array<F>,
    constants_in: &Array<F>,
    n: u32,
    k: u32,
    c: u32,
    #[comptime] b: u32,
    #[comptime] words: u32,
    #[comptime] t: Transforms,
) {
    let kc: Words<F> = constants::<F>(constants_in);
    let wide = comptime!(2 * b);
    let at = ABSOLUTE_POS as u32;
    let p = k + c;
    if at < n * wide {
        let i = at / wide;
        let j = at % wide;
        if i != p && j > c {
            let size = n * wide;
            let factor = negated::<F>(load::<F>(w, i * wide + c, size, words), words);
            let x = plus_product::<F>(
                load::<F>(w, at, size, words),
                factor,
                load::<F>(w, p * wide + j, size, words),
                kc,
                words,
                t,
            );
            store::<F>(w, at, size, x, words);
        }
    }
}

/// Step 3, first: the panel's row swaps (`pivots`) in `G`'s columns right of the panel, in
/// order, then `R = G(k..k + width, :)` there, `R` being `b × q` (one thread per column).
#[cube(launch)]
#[allow(clippy::too_many_arguments)]
pub fn gj_swap_and_save<F: Float>(
    g: &mut Array<F>,
    rows: &mut Array<F>,
    pivots: &Array<u32>,
    n: u32,
    q: u32,
    k: u32,
    width: u32,
    #[comptime] b: u32,
    #[comptime] words: u32,
) {
    let j = k + width + ABSOLUTE_POS as u32;
    if j < q {
        let size = n * q;
        for c in 0..width {
            let p = k + c;
            let r = pivots[c as usize];
            if r != p {
                let here = load::<F>(g, p * q + j, size, words);
                let there = load::<F>(g, r * q + j, size, words);
                store::<F>(g, p * q + j, size, there, words);
                store::<F>(g, r * q + j, size, here, words);
            }
        }
        for c in 0..width {
            let x = load::<F>(g, (k + c) * q + j, size, words);
            store::<F>(rows, c * q + j, comptime!(b) * q, x, words);
        }
    }
}

/// Step 3: `G_ij = [i outside the panel's rows]·G_ij + Σ_c Y_ic·R_cj` for the columns right of
/// the panel; a cube of `tile × tile` threads makes a tile of `G`, reading `Y`'s rows and `R`'s
/// columns for it through shared memory.
#[cube(launch)]
#[allow(clippy::too_many_arguments)]
pub fn gj_update<F: Float>(
    g: &mut Array<F>,
    w: &Array<F>,
    rows: &Array<F>,
    constants_in: &Array<F>,
    n: u32,
    q: u32,
    k: u32,
    width: u32,
    #[comptime] b: u32,
    #[comptime] tile: u32,
    #[comptime] words: u32,
    #[comptime] t: Transforms,
) {
    let kc: Words<F> = constants::<F>(constants_in);
    let wide = comptime!(2 * b);
    let ty = UNIT_POS_Y;
    let tx = UNIT_POS_X;
    let i = CUBE_POS_Y * tile + ty;
    let j = k + width + CUBE_POS_X * tile + tx;
    let area = comptime!((tile * b) as usize);
    // Word v of Y(row r of the tile, c) at v·area + r·b + c; of R(c, column s) at v·area + c·tile + s.
    let mut y_tile = SharedMemory::<F>::new(comptime!(words as usize * area));
    let mut r_tile = SharedMemory::<F>::new(comptime!(words as usize * area));
    let me = ty * tile + tx;
    let mut e = me;
    while e < comptime!(tile * b) {
        // Y: row e / b of the tile, column e % b; R: row e / tile, column e % tile.
        let y_row = CUBE_POS_Y * tile + e / b;
        let y_col = comptime!(b) + e % b;
        let r_col = k + width + CUBE_POS_X * tile + e % tile;
        let from_w = load::<F>(
            w,
            select(y_row < n, y_row, 0u32) * wide + y_col,
            n * wide,
            words,
        );
        let from_r = load::<F>(
            rows,
            (e / tile) * q + select(r_col < q, r_col, 0u32),
            comptime!(b) * q,
            words,
        );
        y_tile[e as usize] = from_w.x0;
        y_tile[area + e as usize] = from_w.x1;
        r_tile[e as usize] = from_r.x0;
        r_tile[area + e as usize] = from_r.x1;
        if comptime![words == 4] {
            y_tile[2 * area + e as usize] = from_w.x2;
            y_tile[3 * area + e as usize] = from_w.x3;
            r_tile[2 * area + e as usize] = from_r.x2;
            r_tile[3 * area + e as usize] = from_r.x3;
        }
        e += comptime!(tile * tile);
    }
    sync_cube();
    if i < n && j < q {
        let zero = F::new(0.0);
        let x = load::<F>(g, i * q + j, n * q, words);
        let kept = i < k || i >= k + width;
        let mut x0 = select(kept, x.x0, zero);
        let mut x1 = select(kept, x.x1, zero);
        let mut x2 = select(kept, x.x2, zero);
        let mut x3 = select(kept, x.x3, zero);
        for c in 0..width {
            let ye = (ty * b + c) as usize;
            let re = (c * tile + tx) as usize;
            let y = tile_entry::<F>(&y_tile, area, ye, words);
            let r = tile_entry::<F>(&r_tile, area, re, words);
            let s = plus_product::<F>(QuadWord::<F> { x0, x1, x2, x3 }, y, r, kc, words, t);
            x0 = s.x0;
            x1 = s.x1;
            x2 = s.x2;
            x3 = s.x3;
        }
        store::<F>(g, i * q + j, n * q, QuadWord::<F> { x0, x1, x2, x3 }, words);
    }
}
