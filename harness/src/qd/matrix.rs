//! The double-double and quad-double matrix product on a backend (seed 001 §6): timed, and
//! checked against rug on sampled entries.

use super::choice::{choose_trial, transforms, TrialChoice};
use super::operands::{exact_number, random_words};
use super::throughput::timed_runs;
use crate::device::{arg, download, timed, uninit, upload};
use crate::ff::Word;
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::multi_word::matrix;
use fpsig_kernels::multi_word::Transforms;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rug::Float;

/// The seed's product: A 1600×3200 times B 3200×1600, 1.64·10^10 operations (a multiply and
/// an add each).
pub const SEED_SHAPE: Shape = Shape {
    n: 1600,
    m: 3200,
    p: 1600,
};

/// The seed's seconds per product (Table 6.2.2–1, 8×8 tiles): Tesla C2050 and its CPU, for
/// double-double and quad-double.
pub fn seed_seconds(words: usize) -> (f64, f64) {
    if words == 2 {
        (1.75, 557.78)
    } else {
        (14.22, 1785.50)
    }
}

/// `A` is `n × m`, `B` is `m × p`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    pub n: usize,
    pub m: usize,
    pub p: usize,
}

impl Shape {
    /// Multiplies and adds, as the seed counts them.
    pub fn operations(&self) -> f64 {
        2.0 * self.n as f64 * self.m as f64 * self.p as f64
    }
}

/// One timed and checked product.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Product {
    /// Kernel time, median of the timed launches.
    pub seconds: f64,
    /// The fewest bits kept by the sampled entries: `-log2(|c - exact| / Σ|a||b|)`.
    pub bits: f64,
}

/// Entries checked against rug.
pub const SAMPLED: usize = 32;

/// A word-major matrix of `count` random entries in `(-1, 1)` of `words` words.
pub(crate) fn random_matrix<W: Word>(rng: &mut SmallRng, words: usize, count: usize) -> Vec<W> {
    let mut v = vec![W::from_f64(0.0); words * count];
    for e in 0..count {
        let lead = rng.random_range(-1.0..1.0);
        for (j, w) in random_words::<W>(rng, lead, words).into_iter().enumerate() {
            v[j * count + e] = W::from_f64(w);
        }
    }
    v
}

const PRECISION: u32 = 1100;

struct Multiply<W> {
    runs: usize,
    words: usize,
    shape: Shape,
    tile: u32,
    transforms: Transforms,
    _word: std::marker::PhantomData<W>,
}

impl<W: Word> RuntimeVisitor for Multiply<W> {
    type Output = Result<Product, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let Shape { n, m, p } = self.shape;
        let words = self.words;
        let mut rng = SmallRng::seed_from_u64(0x9d_6a7 + words as u64);
        let a = random_matrix::<W>(&mut rng, words, n * m);
        let b = random_matrix::<W>(&mut rng, words, m * p);
        let (ad, bd) = (upload(client, &a), upload(client, &b));
        let c = upload(client, &[W::SPLIT, W::from_f64(1.0)]);
        let dims = upload(client, &[n as u32, m as u32, p as u32]);
        let out = uninit::<R, W>(client, words * n * p);
        let tile = self.tile;
        let launch = || {
            let count = CubeCount::Static((p as u32).div_ceil(tile), (n as u32).div_ceil(tile), 1);
            let dim = CubeDim::new_2d(tile, tile);
            let (a, b, c, dims, o) = (
                arg(&ad, words * n * m),
                arg(&bd, words * m * p),
                arg(&c, 2),
                arg(&dims, 3),
                arg(&out, words * n * p),
            );
            matrix::matrix_product::launch::<W, R>(
                client,
                count,
                dim,
                a,
                b,
                c,
                dims,
                o,
                tile,
                words as u32,
                self.transforms,
            );
        };
        let seconds = timed(client, self.runs, &launch)?;
        let result = download::<R, W>(client, out)?;
        let mut bits = f64::INFINITY;
        for _ in 0..SAMPLED {
            let (i, j) = (rng.random_range(0..n), rng.random_range(0..p));
            let mut exact = Float::with_val(PRECISION, 0);
            let mut scale = Float::with_val(PRECISION, 0);
            for k in 0..m {
                let product = Float::with_val(
                    PRECISION,
                    exact_number(&a, (words, n * m, i * m + k), PRECISION)
                        * exact_number(&b, (words, m * p, k * p + j), PRECISION),
                );
                scale += product.clone().abs();
                exact += product;
            }
            let got = exact_number(&result, (words, n * p, i * p + j), PRECISION);
            let error = Float::with_val(PRECISION, got - &exact).abs() / scale;
            bits = bits.min(-error.to_f64().log2());
        }
        Ok(Product { seconds, bits })
    }
}

/// `A·B` of `words`-word random matrices of `shape` on `backend` with `tile × tile` cubes and
/// transforms `t`.
pub fn matrix_product<W: Word>(
    backend: &Backend,
    words: usize,
    shape: Shape,
    tile: u32,
    t: Transforms,
) -> Result<Product, String> {
    backend.visit(Multiply::<W> {
        runs: timed_runs(backend),
        words,
        shape,
        tile,
        transforms: t,
        _word: std::marker::PhantomData,
    })
}

/// Tiles the product is timed with.
pub const TILES: [u32; 3] = [8, 16, 32];

/// Shared memory a `tile × tile` cube of the product uses: a tile of `A` and one of `B`.
pub fn shared_bytes<W: Word>(words: usize, tile: u32) -> usize {
    2 * words * (tile * tile) as usize * std::mem::size_of::<W>()
}

/// The accuracy claimed for a product with inner dimension `m`, in bits relative to `Σ|a||b|`:
/// each of the `m` sums of products within the words' `words·(p - 1.5)` bits.
pub fn claimed_bits<W: Word>(words: usize, m: usize) -> f64 {
    words as f64 * (W::PRECISION as f64 - 1.5) - (m as f64).log2()
}

/// The product of the formulation self-test.
pub const TRIAL: Shape = Shape {
    n: 32,
    m: 64,
    p: 32,
};

/// The formulation the product keeps its claim in: the first of `FORMULATIONS` whose
/// [`TRIAL`] product does. Its own test, since a driver may rewrite the sum of products across
/// transforms that keep the sum's and the product's claims one at a time (lavapipe,
/// double-double with the opaque one: 57 bits).
pub fn choose<W: Word>(
    backend: &Backend,
    words: usize,
    fused: bool,
) -> Result<TrialChoice, String> {
    choose_trial(claimed_bits::<W>(words, TRIAL.m), |f| {
        Ok(matrix_product::<W>(backend, words, TRIAL, 8, transforms(f, fused))?.bits)
    })
}
