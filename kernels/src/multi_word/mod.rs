//! Double-double and quad-double arithmetic (seed 001 §2–3, after Hida, Li and Bailey's QD
//! library), generic over the word type, as `#[cube]` functions users can call from their own
//! kernels: [`DoubleDouble`] and [`QuadDouble`] on binary64 words, the same functions on binary32
//! words where a backend has no binary64.
//!
//! Every function takes the run-time constants of [`Words`] (Veltkamp's constant, an opaque one)
//! and a comptime [`Transforms`]: the formulation of the error-free transforms
//! (`eft::formulation`: fpsig's per-operation self-test picks the cheapest that keeps the
//! operation's accuracy on the backend) and whether Two-Prod uses `fma` (where the float-float
//! self-test found it fused), so that a driver which folds `(a+b)-a`, rewrites across opaque
//! transforms or leaves `fma` unfused still gets exact transforms.
//!
//! ```
//! use cubecl::prelude::*;
//! use fpsig_kernels::multi_word::double_word::Words;
//! use fpsig_kernels::multi_word::{qd_add, qd_mul, QuadDouble, Transforms};
//!
//! /// `x·x + x` in quad-double, `x` given as its four words.
//! #[cube(launch)]
//! fn square_plus(x: &Array<f64>, c: &Array<f64>, out: &mut Array<f64>, #[comptime] t: Transforms) {
//!     let k = Words::<f64> { split: c[0], one: c[1] };
//!     let q = QuadDouble { x0: x[0], x1: x[1], x2: x[2], x3: x[3] };
//!     let r = qd_add::<f64>(qd_mul::<f64>(q, q, k, t), q, k, t);
//!     out[0] = r.x0;
//!     out[1] = r.x1;
//!     out[2] = r.x2;
//!     out[3] = r.x3;
//! }
//! # fn main() {}
//! ```
pub mod arithmetic;
pub mod double_word;
pub mod functions;
pub mod generic;
pub mod matrix;
pub mod solve;
pub mod trigonometry;

pub use arithmetic::*;

use crate::eft::DoubleWord;
use cubecl::prelude::*;
use double_word::{constants, load, Words};
use functions::{dd_exp, dd_log, qd_exp, qd_log};
use trigonometry::{dd_sin_cos, qd_sin_cos};

/// This file, for the catalogue.
pub const SOURCE: crate::Source = crate::Source {
    file: "multi_word/mod.rs",
    text: include_str!("mod.rs"),
};

#[cube]
fn load_quad<F: Float>(v: &Array<F>, i: usize, n: usize) -> QuadWord<F> {
    QuadWord::<F> {
        x0: v[i],
        x1: v[n + i],
        x2: v[2 * n + i],
        x3: v[3 * n + i],
    }
}

#[cube]
fn store_quad<F: Float>(v: &mut Array<F>, i: usize, n: usize, q: QuadWord<F>) {
    v[i] = q.x0;
    v[n + i] = q.x1;
    v[2 * n + i] = q.x2;
    v[3 * n + i] = q.x3;
}

/// One double-double operation on `(x, y)` (`y` unused by the square root and the functions,
/// whose constants `c` holds from [`operation::FUNCTION_TABLE`]).
#[cube]
pub fn dd_apply<F: Float>(
    x: DoubleWord<F>,
    y: DoubleWord<F>,
    k: Words<F>,
    c: &Array<F>,
    #[comptime] op: u32,
    #[comptime] t: Transforms,
) -> DoubleWord<F> {
    if op == operation::DD_ADD_SLOPPY {
        dd_add_sloppy::<F>(x, y, k, t)
    } else if op == operation::DD_ADD {
        dd_add::<F>(x, y, k, t)
    } else if op == operation::DD_MUL {
        dd_mul::<F>(x, y, k, t)
    } else if op == operation::DD_DIV {
        dd_div::<F>(x, y, k, t)
    } else if op == operation::DD_EXP {
        dd_exp::<F>(x, k, c, operation::FUNCTION_TABLE, t)
    } else if op == operation::DD_LOG {
        dd_log::<F>(x, k, c, operation::FUNCTION_TABLE, t)
    } else if op == operation::DD_SIN {
        dd_sin_cos::<F>(x, k, c, operation::FUNCTION_TABLE, false, t)
    } else if op == operation::DD_COS {
        dd_sin_cos::<F>(x, k, c, operation::FUNCTION_TABLE, true, t)
    } else {
        dd_sqrt::<F>(x, k, t)
    }
}

/// One quad-word operation on `(x, y)`, as [`dd_apply`].
#[cube]
pub fn qd_apply<F: Float>(
    x: QuadWord<F>,
    y: QuadWord<F>,
    k: Words<F>,
    c: &Array<F>,
    #[comptime] op: u32,
    #[comptime] t: Transforms,
) -> QuadWord<F> {
    if op == operation::QD_ADD_SLOPPY {
        qd_add_sloppy::<F>(x, y, k, t)
    } else if op == operation::QD_ADD {
        qd_add::<F>(x, y, k, t)
    } else if op == operation::QD_MUL {
        qd_mul::<F>(x, y, k, t)
    } else if op == operation::QD_DIV {
        qd_div::<F>(x, y, k, t)
    } else if op == operation::QD_EXP {
        qd_exp::<F>(x, k, c, operation::FUNCTION_TABLE, t)
    } else if op == operation::QD_LOG {
        qd_log::<F>(x, k, c, operation::FUNCTION_TABLE, t)
    } else if op == operation::QD_SIN {
        qd_sin_cos::<F>(x, k, c, operation::FUNCTION_TABLE, false, t)
    } else if op == operation::QD_COS {
        qd_sin_cos::<F>(x, k, c, operation::FUNCTION_TABLE, true, t)
    } else {
        qd_sqrt::<F>(x, k, t)
    }
}

/// Element-wise operation (seed 001 §5.1, one operation per element): `x`, `y` and `out` hold
/// `n` numbers of `operation::words(op)` words, word 0 of every number first, then word 1, ….
/// `c` holds `[split constant, one]`, then a function's constants for those.
#[cube(launch)]
pub fn multi_words<F: Float>(
    x: &Array<F>,
    y: &Array<F>,
    c: &Array<F>,
    out: &mut Array<F>,
    #[comptime] op: u32,
    #[comptime] t: Transforms,
) {
    let words = comptime!(operation::words(op));
    let n = x.len() / words as usize;
    let i = ABSOLUTE_POS;
    if i < n {
        let k = constants::<F>(c);
        if words == 2 {
            let r = dd_apply::<F>(load::<F>(x, i, n), load::<F>(y, i, n), k, c, op, t);
            out[i] = r.hi;
            out[n + i] = r.lo;
        } else {
            let r = qd_apply::<F>(
                load_quad::<F>(x, i, n),
                load_quad::<F>(y, i, n),
                k,
                c,
                op,
                t,
            );
            store_quad::<F>(out, i, n, r);
        }
    }
}

/// Compute-bound form (seed 001 §5.1, "16 384 elements, each operated on about 10 000 times"):
/// thread `i` replaces number `i` of `x` by `op(x, y)` (`√x` for the square roots) `count[0]`
/// times, each step waiting on the one before, and stores the chain's end. Layout as
/// [`multi_words`].
#[cube(launch)]
pub fn multi_word_chains<F: Float>(
    x: &Array<F>,
    y: &Array<F>,
    c: &Array<F>,
    count: &Array<u32>,
    out: &mut Array<F>,
    #[comptime] op: u32,
    #[comptime] t: Transforms,
) {
    let words = comptime!(operation::words(op));
    let n = x.len() / words as usize;
    let i = ABSOLUTE_POS;
    if i < n {
        let k = constants::<F>(c);
        // The running number as separate words: CubeCL reassigns scalars, not structs, in a loop.
        if words == 2 {
            let step = load::<F>(y, i, n);
            let mut hi = x[i];
            let mut lo = x[n + i];
            for _ in 0..count[0] {
                let r = dd_apply::<F>(DoubleWord::<F> { hi, lo }, step, k, c, op, t);
                hi = r.hi;
                lo = r.lo;
            }
            out[i] = hi;
            out[n + i] = lo;
        } else {
            let step = load_quad::<F>(y, i, n);
            let mut x0 = x[i];
            let mut x1 = x[n + i];
            let mut x2 = x[2 * n + i];
            let mut x3 = x[3 * n + i];
            for _ in 0..count[0] {
                let r = qd_apply::<F>(QuadWord::<F> { x0, x1, x2, x3 }, step, k, c, op, t);
                x0 = r.x0;
                x1 = r.x1;
                x2 = r.x2;
                x3 = r.x3;
            }
            store_quad::<F>(out, i, n, QuadWord::<F> { x0, x1, x2, x3 });
        }
    }
}
