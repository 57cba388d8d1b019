//! `AX = B` in double-double and quad-double on a backend (seed 001 §6.2): Gauss–Jordan with
//! partial pivoting, blocked (`fpsig_kernels::multi_word::solve`), timed, and checked against rug
//! on sampled residuals and on an integer system whose solution is known.

use super::choice::{choose_trial, transforms, TrialChoice};
use super::matrix::random_matrix;
use super::operands::exact_number;
use super::throughput::timed_runs;
use crate::device::{arg, cubes, download, sync, uninit, upload};
use crate::ff::Word;
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::multi_word::solve::{
    gj_eliminate, gj_panel_load, gj_pivot, gj_swap_and_save, gj_update,
};
use fpsig_kernels::multi_word::Transforms;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rug::Float;

/// `A` is `n × n`, `B` is `n × p`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct System {
    pub n: usize,
    pub p: usize,
}

impl System {
    /// Columns of `[A | B]`.
    fn columns(&self) -> usize {
        self.n + self.p
    }

    /// This system's work relative to the seed's (`n²(n + p)`, the elimination's leading term).
    pub fn relative_work(&self) -> f64 {
        let work = |s: &System| (s.n as f64).powi(2) * s.columns() as f64;
        work(self) / work(&SEED_SYSTEM)
    }
}

/// The seed's system: A 2400×2400, B 2400×1600.
pub const SEED_SYSTEM: System = System { n: 2400, p: 1600 };

/// The seed's count of operations for its system (§6.2.2: about 1.54·10^10).
pub const SEED_OPERATIONS: f64 = 1.54e10;

/// The seed's seconds per solve, its fastest blocks (Tables 6.3.2–1 and –3: double-double with
/// linear blocks of 128, quad-double with 8×8 squares), on the Tesla C2050 and its CPU.
pub fn seed_seconds(words: usize) -> (f64, f64) {
    if words == 2 {
        (6.98, 378.33)
    } else {
        (33.44, 3383.58)
    }
}

/// The system of the formulation self-test: three panels of 16 columns.
pub const TRIAL: System = System { n: 48, p: 16 };

/// The integer system whose solution is known.
pub const INTEGER: System = System { n: 240, p: 160 };

/// Integer entries of the known system's `A` and `X` lie in `[-RANGE, RANGE]`.
const RANGE: i64 = 8;

/// Residual entries checked against rug.
pub const SAMPLED: usize = 32;

const PRECISION: u32 = 1100;

/// How a solve is cut: panels of `panel` columns, the update in `tile × tile` cubes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Blocking {
    pub panel: u32,
    pub tile: u32,
}

/// Panel widths and update tiles the solve is timed with.
pub const PANELS: [u32; 2] = [16, 32];
pub const TILES: [u32; 3] = [8, 16, 32];

/// Shared memory a cube of the update uses: `tile` rows of the panel's transform and `tile`
/// columns of its rows.
pub fn shared_bytes<W: Word>(words: usize, b: Blocking) -> usize {
    2 * words * (b.tile * b.panel) as usize * std::mem::size_of::<W>()
}

/// Multiply-adds of the solve of `s` with panels of `panel` columns: each panel's eliminations
/// in its `n × 2·panel` workspace, and the update of the columns right of it.
pub fn multiply_adds(s: System, panel: usize) -> f64 {
    let (n, q) = (s.n, s.columns());
    (0..n)
        .step_by(panel)
        .map(|k| {
            let width = panel.min(n - k);
            let panel_work = (width * n * 2 * panel) as f64;
            panel_work + (n * (q - k - width) * width) as f64
        })
        .sum()
}

/// One timed and checked solve.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Solve {
    /// Kernel time of the whole solve, median of the timed runs.
    pub seconds: f64,
    /// The fewest bits kept by the sampled residuals: `-log2(|(AX - B)_ij| / (Σ|a||x| + |b|))`.
    pub bits: f64,
}

/// The accuracy claimed for the residuals of a system of order `n`, in bits relative to
/// `Σ|a||x| + |b|`: the words' `words·(p - 1.5)` bits, less `log2 n` for each entry's `n`
/// eliminations and `log2 n` more for the growth partial pivoting allows in practice.
pub fn claimed_bits<W: Word>(words: usize, n: usize) -> f64 {
    words as f64 * (W::PRECISION as f64 - 1.5) - 2.0 * (n as f64).log2()
}

/// `[A | B]` with integer `A` and `B = A·X` for an integer `X`, which is returned (row-major
/// `n × p`). Every entry is exact in one word.
fn integer_system<W: Word>(rng: &mut SmallRng, words: usize, s: System) -> (Vec<W>, Vec<i64>) {
    let (n, q) = (s.n, s.columns());
    let a: Vec<i64> = (0..n * n)
        .map(|_| rng.random_range(-RANGE..=RANGE))
        .collect();
    let x: Vec<i64> = (0..n * s.p)
        .map(|_| rng.random_range(-RANGE..=RANGE))
        .collect();
    let mut g = vec![W::from_f64(0.0); words * n * q];
    for i in 0..n {
        for j in 0..n {
            g[i * q + j] = W::from_f64(a[i * n + j] as f64);
        }
        for j in 0..s.p {
            let b: i64 = (0..n).map(|l| a[i * n + l] * x[l * s.p + j]).sum();
            g[i * q + n + j] = W::from_f64(b as f64);
        }
    }
    (g, x)
}

/// Queues one solve of the system in `g` (`n × q`, `words` words) on `client`.
struct Launches<'a, R: Runtime> {
    client: &'a ComputeClient<R>,
    constants: &'a cubecl::server::Handle,
    workspace: &'a cubecl::server::Handle,
    rows: &'a cubecl::server::Handle,
    pivots: &'a cubecl::server::Handle,
    /// Threads of the pivot's one cube.
    pivot_threads: u32,
    n: usize,
    q: usize,
    words: usize,
    blocking: Blocking,
    transforms: Transforms,
}

impl<R: Runtime> Launches<'_, R> {
    fn queue<W: Word>(&self, g: &cubecl::server::Handle) {
        let Launches {
            client,
            n,
            q,
            words,
            ..
        } = *self;
        let Blocking { panel, tile } = self.blocking;
        let t = self.transforms;
        let wide = 2 * panel as usize;
        let (nu, qu, wu) = (n as u32, q as u32, words as u32);
        let g_len = words * n * q;
        let w_len = words * n * wide;
        let r_len = words * panel as usize * q;
        let c = || arg::<R>(self.constants, 2);
        for k in (0..n).step_by(panel as usize) {
            let width = (panel as usize).min(n - k) as u32;
            let ku = k as u32;
            let (count, dim) = cubes(n * wide);
            gj_panel_load::launch::<W, R>(
                client,
                count,
                dim,
                arg(g, g_len),
                arg(self.workspace, w_len),
                nu,
                qu,
                ku,
                width,
                panel,
                wu,
            );
            for col in 0..width {
                gj_pivot::launch::<W, R>(
                    client,
                    CubeCount::Static(1, 1, 1),
                    CubeDim::new_1d(self.pivot_threads),
                    arg(self.workspace, w_len),
                    arg(self.pivots, panel as usize),
                    c(),
                    nu,
                    ku,
                    width,
                    col,
                    panel,
                    self.pivot_threads,
                    wu,
                    t,
                );
                let (count, dim) = cubes(n * wide);
                gj_eliminate::launch::<W, R>(
                    client,
                    count,
                    dim,
                    arg(self.workspace, w_len),
                    c(),
                    nu,
                    ku,
                    col,
                    panel,
                    wu,
                    t,
                );
            }
            let rest = q - k - width as usize;
            if rest == 0 {
                continue;
            }
            let (count, dim) = cubes(rest);
            gj_swap_and_save::launch::<W, R>(
                client,
                count,
                dim,
                arg(g, g_len),
                arg(self.rows, r_len),
                arg(self.pivots, panel as usize),
                nu,
                qu,
                ku,
                width,
                panel,
                wu,
            );
            gj_update::launch::<W, R>(
                client,
                CubeCount::Static((rest as u32).div_ceil(tile), nu.div_ceil(tile), 1),
                CubeDim::new_2d(tile, tile),
                arg(g, g_len),
                arg(self.workspace, w_len),
                arg(self.rows, r_len),
                c(),
                nu,
                qu,
                ku,
                width,
                panel,
                tile,
                wu,
                t,
            );
        }
    }
}

struct Solver<'a, W> {
    runs: usize,
    words: usize,
    n: usize,
    g: &'a [W],
    blocking: Blocking,
    transforms: Transforms,
}

impl<W: Word> RuntimeVisitor for Solver<'_, W> {
    /// Seconds (median of the timed runs, each on a fresh copy of the system; NaN with none),
    /// and `[A | X]`.
    type Output = Result<(f64, Vec<W>), String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let (n, words) = (self.n, self.words);
        let q = self.g.len() / words / n;
        let panel = self.blocking.panel as usize;
        let workspace = uninit::<R, W>(client, words * n * 2 * panel);
        let rows = uninit::<R, W>(client, words * panel * q);
        let pivots = uninit::<R, u32>(client, panel);
        let constants = upload(client, &[W::SPLIT, W::from_f64(1.0)]);
        // The most threads a cube may have, up to 1024, as a power of two.
        let units = client.properties().hardware.max_units_per_cube.min(1024);
        let launches = Launches {
            client,
            constants: &constants,
            workspace: &workspace,
            rows: &rows,
            pivots: &pivots,
            pivot_threads: 1 << units.ilog2(),
            n,
            q,
            words,
            blocking: self.blocking,
            transforms: self.transforms,
        };
        let mut times = Vec::new();
        let mut last = None;
        // One untimed run first: compilation and first touch left out.
        for run in 0..=self.runs {
            let g = upload(client, self.g);
            sync(client)?;
            let start = std::time::Instant::now();
            launches.queue::<W>(&g);
            sync(client)?;
            if run > 0 {
                times.push(start.elapsed().as_secs_f64());
            }
            last = Some(g);
        }
        times.sort_by(f64::total_cmp);
        let solved = download::<R, W>(client, last.expect("at least one run"))?;
        let median = times.get(times.len() / 2).copied().unwrap_or(f64::NAN);
        Ok((median, solved))
    }
}

fn solve_on<W: Word>(
    backend: &Backend,
    words: usize,
    n: usize,
    g: &[W],
    runs: usize,
    blocking: Blocking,
    t: Transforms,
) -> Result<(f64, Vec<W>), String> {
    backend.visit(Solver::<W> {
        runs,
        words,
        n,
        g,
        blocking,
        transforms: t,
    })
}

/// The fewest bits kept by [`SAMPLED`] residual entries of the solution in `solved` (`[A | X]`)
/// of the system `g` (`[A | B]`).
fn residual_bits<W: Word>(
    rng: &mut SmallRng,
    words: usize,
    s: System,
    g: &[W],
    solved: &[W],
) -> f64 {
    let (n, q) = (s.n, s.columns());
    let number =
        |v: &[W], i: usize, j: usize| exact_number(v, (words, n * q, i * q + j), PRECISION);
    let mut bits = f64::INFINITY;
    for _ in 0..SAMPLED {
        let (i, j) = (rng.random_range(0..n), rng.random_range(0..s.p));
        let b = number(g, i, n + j);
        let mut residual = Float::with_val(PRECISION, -&b);
        let mut scale = Float::with_val(PRECISION, b.abs_ref());
        for l in 0..n {
            let product = Float::with_val(PRECISION, number(g, i, l) * number(solved, l, n + j));
            scale += product.clone().abs();
            residual += product;
        }
        let relative = Float::with_val(PRECISION, residual.abs() / scale).to_f64();
        bits = bits.min(if relative.is_nan() {
            f64::NEG_INFINITY
        } else {
            -relative.log2()
        });
    }
    bits
}

/// `AX = B` for random `A`, `B` of the system `s` in `words`-word numbers on `backend`.
pub fn solve<W: Word>(
    backend: &Backend,
    words: usize,
    s: System,
    blocking: Blocking,
    t: Transforms,
) -> Result<Solve, String> {
    let mut rng = SmallRng::seed_from_u64(0x6a_05 + words as u64 + s.n as u64);
    // `[A | B]`, random entries in `(-1, 1)`.
    let g = random_matrix::<W>(&mut rng, words, s.n * s.columns());
    let (seconds, solved) = solve_on(backend, words, s.n, &g, timed_runs(backend), blocking, t)?;
    let bits = residual_bits(&mut rng, words, s, &g, &solved);
    Ok(Solve { seconds, bits })
}

/// The integer system [`INTEGER`] solved on `backend`: the fewest bits any entry of `X` keeps,
/// `-log2(|x - X| / |X|)` (`|X|` at least 1), against the known solution.
pub fn integer_bits<W: Word>(
    backend: &Backend,
    words: usize,
    blocking: Blocking,
    t: Transforms,
) -> Result<f64, String> {
    let s = INTEGER;
    let mut rng = SmallRng::seed_from_u64(0x1_47 + words as u64);
    let (g, x) = integer_system::<W>(&mut rng, words, s);
    let (_, solved) = solve_on(backend, words, s.n, &g, 0, blocking, t)?;
    let q = s.columns();
    let mut bits = f64::INFINITY;
    for i in 0..s.n {
        for j in 0..s.p {
            let got = exact_number(&solved, (words, s.n * q, i * q + s.n + j), PRECISION);
            let exact = x[i * s.p + j];
            let error = Float::with_val(PRECISION, got - exact).abs().to_f64();
            let relative = error / (exact.abs().max(1) as f64);
            bits = bits.min(if relative.is_nan() {
                f64::NEG_INFINITY
            } else {
                -relative.log2()
            });
        }
    }
    Ok(bits)
}

/// The blocking of the self-test: panels of 16, so that [`TRIAL`] takes three.
pub const TRIAL_BLOCKING: Blocking = Blocking { panel: 16, tile: 8 };

/// The formulation the solve keeps its claim in: the first of `FORMULATIONS` whose
/// [`TRIAL`] solve does.
pub fn choose<W: Word>(
    backend: &Backend,
    words: usize,
    fused: bool,
) -> Result<TrialChoice, String> {
    choose_trial(claimed_bits::<W>(words, TRIAL.n), |f| {
        Ok(solve::<W>(backend, words, TRIAL, TRIAL_BLOCKING, transforms(f, fused))?.bits)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_work_counts_follow_the_elimination() {
        assert_eq!(SEED_SYSTEM.relative_work(), 1.0);
        let tenth = System { n: 240, p: 160 };
        assert!((tenth.relative_work() - 1e-3).abs() < 1e-12);
        // The update's multiply-adds approach n·(n·q − n²/2) as panels narrow; the panels'
        // own eliminations add n·2·panel per column.
        let s = SEED_SYSTEM;
        let (n, q) = (s.n as f64, (s.n + s.p) as f64);
        for panel in PANELS {
            let counted = multiply_adds(s, panel as usize);
            let panels = n * n * 2.0 * panel as f64;
            let update = counted - panels;
            let leading = n * (n * q - n * n / 2.0);
            assert!(
                update < leading && update > leading * 0.99,
                "{panel}: {update}"
            );
        }
    }

    #[test]
    fn the_integer_system_is_exact_and_solved_by_its_solution() {
        let mut rng = SmallRng::seed_from_u64(1);
        let s = System { n: 5, p: 2 };
        let (g, x) = integer_system::<f32>(&mut rng, 2, s);
        let q = s.n + s.p;
        for i in 0..s.n {
            assert_eq!(g[s.n * q + i * q], 0.0, "low words are zero");
            for j in 0..s.p {
                let b: f64 = (0..s.n)
                    .map(|l| g[i * q + l] as f64 * x[l * s.p + j] as f64)
                    .sum();
                assert_eq!(b, g[i * q + s.n + j] as f64);
            }
        }
    }
}
