//! Throughput of the double-double and quad-double operations where memory traffic is
//! negligible (seed 001 §5.1, Table 5.1–5): each element's number replaced by `op(x, y)` many
//! times in a chain, as operations per millisecond, beside the seed's Tesla C2050 and the
//! device's own instruction rate.

use super::accuracy::relative_error;
use super::functions::constants;
use super::operands::{exact_number, random_words, Operands};
use super::run::launch_operation;
use super::{Math, Operation};
use crate::device::{arg, cubes, download, timed, timed_batches, uninit, upload};
use crate::ff::Word;
use crate::shaders::catalog;
use cubecl::prelude::*;
use cubecl::server::Handle;
use fpsig_backends::offline::{OfflineRuntime, Target};
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::multi_word::double_word::fma_chains;
use fpsig_kernels::multi_word::{multi_word_chains, Transforms};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rug::Float;

/// How many chains, how long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Regime {
    pub elements: usize,
    pub repeats: u32,
}

impl Regime {
    /// The seed's: 16 384 elements, each operated on 10 000 times.
    pub const SEED: Regime = Regime {
        elements: 16384,
        repeats: 10000,
    };
    /// Enough chains to fill a large GPU (2^20 threads), 1 000 steps each.
    pub const FILLED: Regime = Regime {
        elements: 1 << 20,
        repeats: 1000,
    };
    /// A CPU driver's share of either: the same elements, 1/100 of the steps.
    pub fn on_cpu(self) -> Regime {
        Regime {
            repeats: self.repeats / 100,
            ..self
        }
    }
}

/// Timed runs of each measurement, the median kept: one on a CPU driver, five on a GPU.
pub fn timed_runs(backend: &Backend) -> usize {
    if backend.identity.is_cpu() {
        1
    } else {
        5
    }
}

/// The seed's operations per millisecond on the Tesla C2050 and on the CPU of its §5 (one core):
/// Table 5.1–5 c) for +, ×, ÷ (the C2050's compute-bound test) and Table 5.2.5–1 c) for √, exp,
/// log and sin (its cosine set beside sin's). Its `+` is QD's operator, the sloppy sum unless
/// QD_IEEE_ADD is defined: both sums are set beside it.
pub fn seed_rates(op: Operation) -> (f64, f64) {
    match op {
        Operation::DdAddSloppy | Operation::DdAdd => (1.27e7, 1.78e5),
        Operation::DdMul => (8.14e6, 1.31e5),
        Operation::DdDiv => (3.60e6, 7.60e4),
        Operation::DdSqrt => (2.34e6, 3.56e4),
        Operation::QdAddSloppy | Operation::QdAdd => (2.01e6, 4.44e4),
        Operation::QdMul => (1.07e6, 2.51e4),
        Operation::QdDiv => (2.60e5, 7.52e3),
        Operation::QdSqrt => (8.84e4, 1.78e3),
        Operation::DdExp => (2.52e5, 3.93e3),
        Operation::DdLog => (2.28e5, 3.52e3),
        Operation::QdExp => (2.16e4, 4.97e2),
        Operation::QdLog => (6.26e3, 1.64e2),
        Operation::DdSin | Operation::DdCos => (1.34e5, 4.83e3),
        Operation::QdSin | Operation::QdCos => (1.17e4, 4.58e2),
    }
}

/// The seed's memory-bound vectors (Table 5.1–1 c, one operation per element): operations per
/// millisecond on the Tesla C2050, for the operations it timed so.
pub fn seed_vector_rate(op: Operation) -> Option<f64> {
    match op {
        Operation::DdAddSloppy | Operation::DdAdd => Some(1.54e6),
        Operation::DdMul => Some(1.52e6),
        Operation::DdDiv => Some(1.67e6),
        Operation::QdAddSloppy | Operation::QdAdd => Some(6.75e5),
        Operation::QdMul => Some(4.95e5),
        Operation::QdDiv => Some(2.24e5),
        _ => None,
    }
}

/// One operation's chains, timed and checked.
#[derive(Debug, Clone)]
pub struct Rate {
    pub op: Operation,
    pub regime: Regime,
    /// Operations per millisecond (kernel time, median of the timed batches).
    pub per_ms: f64,
    /// The slowest timed batch's time minus the fastest's, over the median.
    pub spread: f64,
    /// The fewest bits kept, against rug, by the checked chains' ends.
    pub bits: f64,
}

/// Operands of the chains: `x` with words of decreasing weight, and a step keeping every
/// chain's values within a few binades (sums add a small positive step, products and quotients
/// a factor within 2^-20 of 1; the square roots ignore it and converge to 1).
fn chain_operands<W: Word>(op: Operation, n: usize) -> (Vec<W>, Vec<W>) {
    let words = op.words();
    let mut rng = SmallRng::seed_from_u64(0x9d_5eed ^ op.kernel_id() as u64);
    let mut x = vec![W::from_f64(0.0); words * n];
    let mut y = x.clone();
    for i in 0..n {
        let lead_x = 1.0 + rng.random::<f64>();
        let lead_y = match op.math() {
            Math::Sum => rng.random::<f64>() * 2f64.powi(-20),
            _ => 1.0 + rng.random_range(-1.0..1.0) * 2f64.powi(-20),
        };
        let a = random_words::<W>(&mut rng, lead_x, words);
        let b = random_words::<W>(&mut rng, lead_y, words);
        for j in 0..words {
            x[j * n + i] = W::from_f64(a[j]);
            y[j * n + i] = W::from_f64(b[j]);
        }
    }
    (x, y)
}

/// Precision of the host's chains: every step's rounding far below the words'.
const CHECK_PRECISION: u32 = 2000;
/// Chains checked against rug per operation.
pub const CHECKED: usize = 8;

/// The end of chain `i` computed by rug.
fn exact_chain<W: Word>(op: Operation, x: &[W], y: &[W], n: usize, i: usize, steps: u32) -> Float {
    let words = op.words();
    let mut v = exact_number(x, (words, n, i), CHECK_PRECISION);
    let s = exact_number(y, (words, n, i), CHECK_PRECISION);
    for _ in 0..steps {
        match op.math() {
            Math::Sum => v += &s,
            Math::Product => v *= &s,
            Math::Quotient => v /= &s,
            Math::SquareRoot => v.sqrt_mut(),
            Math::Exp => v.exp_mut(),
            Math::Log => v.ln_mut(),
            Math::Sin => v.sin_mut(),
            Math::Cos => v.cos_mut(),
        }
    }
    v
}

/// The arithmetic instructions on `bits`-bit floats in a SPIR-V disassembly (`OpFAdd`,
/// `OpFSub`, `OpFMul`, `OpFDiv`, GLSL.std.450 `Fma`, `Sqrt`, `InverseSqrt`), each counted once.
pub fn arithmetic_instructions(spirv: &str, bits: u32) -> usize {
    let suffix = format!(" = OpTypeFloat {bits}");
    let types: Vec<&str> = spirv
        .lines()
        .filter_map(|l| l.strip_suffix(&suffix))
        .collect();
    let ops = ["OpFAdd", "OpFSub", "OpFMul", "OpFDiv"];
    let ext = ["Fma", "Sqrt", "InverseSqrt"];
    spirv
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(_, rest)| rest))
        .filter(|rest| {
            let w: Vec<&str> = rest.split_whitespace().collect();
            match (w.first(), w.get(1)) {
                (Some(op), Some(ty)) if ops.contains(op) => types.contains(ty),
                (Some(&"OpExtInst"), Some(ty)) => {
                    types.contains(ty) && w.get(3).is_some_and(|e| ext.contains(e))
                }
                _ => false,
            }
        })
        .count()
}

/// Launches `op`'s chains, `count[0]` steps each, on the `n` numbers of resident buffers laid
/// out as `multi_words` takes them (`constants`: [`constants`]'s, and their count).
pub fn launch_chains<R: Runtime, W: Word>(
    client: &ComputeClient<R>,
    (op, t): (Operation, Transforms),
    n: usize,
    (x, y): (&Handle, &Handle),
    (constants, constants_len): (&Handle, usize),
    count: &Handle,
    out: &Handle,
) {
    let (cubes_, dim) = cubes(n);
    let len = op.words() * n;
    multi_word_chains::launch::<W, R>(
        client,
        cubes_,
        dim,
        arg(x, len),
        arg(y, len),
        arg(constants, constants_len),
        arg(count, 1),
        arg(out, len),
        op.kernel_id(),
        t,
    );
}

/// The arithmetic instructions of one step of `op`'s chain with transforms `t`: those of the
/// SPIR-V CubeCL makes of the chains kernel (its loop body once, before any driver's unrolling
/// or scheduling), whichever backend runs it.
pub fn instructions_per_step<W: Word>(op: Operation, t: Transforms) -> Result<usize, String> {
    let kernel = catalog::compile_launch("qd.chains", |c| {
        let w = |n| uninit::<OfflineRuntime, W>(c, n);
        let len = op.words() * 64;
        let k = constants::<W>(op).len();
        let (x, y, constants, out) = (w(len), w(len), w(k), w(len));
        let count = uninit::<OfflineRuntime, u32>(c, 1);
        launch_chains::<OfflineRuntime, W>(c, (op, t), 64, (&x, &y), (&constants, k), &count, &out);
    })?;
    match &kernel.compiled.sources[&Target::Spirv] {
        Ok(spirv) => Ok(arithmetic_instructions(
            spirv,
            8 * std::mem::size_of::<W>() as u32,
        )),
        Err(why) => Err(format!("{}: no SPIR-V: {why}", op.name())),
    }
}

struct Chains<W> {
    runs: usize,
    op: Operation,
    transforms: Transforms,
    regime: Regime,
    _word: std::marker::PhantomData<W>,
}

impl<W: Word> RuntimeVisitor for Chains<W> {
    type Output = Result<Rate, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let (op, n, steps) = (self.op, self.regime.elements, self.regime.repeats);
        let words = op.words();
        let (x, y) = chain_operands::<W>(op, n);
        let (xd, yd) = (upload(client, &x), upload(client, &y));
        let c = constants::<W>(op);
        let constants = upload(client, &c);
        let out = uninit::<R, W>(client, words * n);
        let launch = |count: &Handle| {
            launch_chains::<R, W>(
                client,
                (op, self.transforms),
                n,
                (&xd, &yd),
                (&constants, c.len()),
                count,
                &out,
            );
        };
        let count = upload(client, &[steps]);
        let timing = timed_batches(client, self.runs, &|| launch(&count))?;
        let ends = download::<R, W>(client, out)?;
        let bits = (0..CHECKED)
            .map(|c| c * (n / CHECKED))
            .map(|i| {
                let got: Vec<W> = (0..words).map(|j| ends[j * n + i]).collect();
                -relative_error(&got, &exact_chain(op, &x, &y, n, i, steps)).log2()
            })
            .fold(f64::INFINITY, f64::min);
        Ok(Rate {
            op,
            regime: self.regime,
            per_ms: (n as f64) * (steps as f64) / timing.seconds / 1e3,
            spread: timing.spread,
            bits,
        })
    }
}

struct Elementwise<W> {
    runs: usize,
    op: Operation,
    transforms: Transforms,
    elements: usize,
    _word: std::marker::PhantomData<W>,
}

impl<W: Word> RuntimeVisitor for Elementwise<W> {
    type Output = Result<(f64, f64), String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let (op, n) = (self.op, self.elements);
        // Functions: operands of every class (rug expansions); arithmetic: the chains' cheap
        // ones, for vectors of 2^24 numbers.
        let (x, y) = if op.is_function() {
            let o = Operands::<W>::generate(op, n);
            (o.x, o.y)
        } else {
            chain_operands::<W>(op, n)
        };
        let (x, y) = (upload(client, &x), upload(client, &y));
        let c = constants::<W>(op);
        let k = upload(client, &c);
        let out = uninit::<R, W>(client, op.words() * n);
        let timing = timed_batches(client, self.runs, &|| {
            launch_operation::<R, W>(
                client,
                op,
                self.transforms,
                n,
                (&x, &y),
                (&k, c.len()),
                &out,
            );
        })?;
        Ok((n as f64 / timing.seconds / 1e3, timing.spread))
    }
}

/// Operations per millisecond of `op` evaluated once per element on `elements` operands (kernel
/// time, median of [`timed_runs`] batches of back-to-back launches), and the batches' spread:
/// the seed's memory-bound vectors, and the elementary functions' form, since a chain of one
/// leaves any range.
pub fn elementwise<W: Word>(
    backend: &Backend,
    op: Operation,
    t: Transforms,
    elements: usize,
) -> Result<(f64, f64), String> {
    backend.visit(Elementwise::<W> {
        runs: timed_runs(backend),
        op,
        transforms: t,
        elements,
        _word: std::marker::PhantomData,
    })
}

/// `op`'s chains in `regime` on `backend`, with transforms `t` (not for an elementary function:
/// its chain would leave any range; [`elementwise`] times those).
pub fn chains<W: Word>(
    backend: &Backend,
    op: Operation,
    t: Transforms,
    regime: Regime,
) -> Result<Rate, String> {
    if op.is_function() {
        return Err(format!(
            "{}: an elementary function has no chain form",
            op.name()
        ));
    }
    backend.visit(Chains::<W> {
        runs: timed_runs(backend),
        op,
        transforms: t,
        regime,
        _word: std::marker::PhantomData,
    })
}

/// Threads and chain length of the instruction rates.
const RATE_THREADS: usize = 1 << 20;
const RATE_CHAIN: u32 = 4096;

struct InstructionRate<W> {
    threads: usize,
    runs: usize,
    fused: bool,
    _word: std::marker::PhantomData<W>,
}

impl<W: Word> RuntimeVisitor for InstructionRate<W> {
    type Output = Result<f64, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let threads = self.threads;
        let start: Vec<W> = (0..threads)
            .map(|i| W::from_f64(1.0 + (i % 1000) as f64 / 1024.0))
            .collect();
        let x = upload(client, &start);
        let c = upload(client, &[W::from_f64(0.999_999), W::from_f64(1e-7)]);
        let out = uninit::<R, W>(client, threads);
        let seconds = timed(client, self.runs, &|| {
            let (count, dim) = cubes(threads);
            fma_chains::launch::<W, R>(
                client,
                count,
                dim,
                arg(&x, threads),
                arg(&c, 2),
                arg(&out, threads),
                RATE_CHAIN,
                self.fused,
            );
        })?;
        Ok(threads as f64 * 8.0 * RATE_CHAIN as f64 / seconds)
    }
}

/// Instructions per second of the word type on `backend`, eight independent chains per thread:
/// of `fma` if `fused`, else of products.
pub fn instruction_rate<W: Word>(backend: &Backend, fused: bool) -> Result<f64, String> {
    backend.visit(InstructionRate::<W> {
        // A CPU driver: 1/64 of the threads.
        threads: if backend.identity.is_cpu() {
            RATE_THREADS / 64
        } else {
            RATE_THREADS
        },
        runs: timed_runs(backend),
        fused,
        _word: std::marker::PhantomData,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spirv_arithmetic_is_counted_by_width() {
        let spirv =
            "%6 = OpTypeFloat 32\n%14 = OpTypeFloat 64\n%83 = OpExtInstImport \"GLSL.std.450\"\n\
                     %20 = OpFAdd %14 %18 %19\n%21 = OpFMul %6 %1 %2\n\
                     %22 = OpExtInst %14 %83 Fma %18 %19 %20\n%23 = OpExtInst %14 %83 FAbs %22\n\
                     %24 = OpFSub %14 %22 %20\n%25 = OpFOrdLessThan %2 %22 %20";
        assert_eq!(arithmetic_instructions(spirv, 64), 3);
        assert_eq!(arithmetic_instructions(spirv, 32), 1);
    }

    /// QD's counts: the IEEE double-double sum is two Two-Sums (6 each), two Fast-Two-Sums (3
    /// each) and two additions; the product with `fma`, a product, an `fma`, two products and
    /// additions and a Fast-Two-Sum.
    #[test]
    fn one_chain_step_is_the_algorithms_instructions() {
        let plain_fma = Transforms {
            form: fpsig_kernels::eft::formulation::PLAIN,
            fused: true,
        };
        assert_eq!(
            instructions_per_step::<f64>(Operation::DdAdd, plain_fma),
            Ok(20)
        );
        assert_eq!(
            instructions_per_step::<f64>(Operation::DdAddSloppy, plain_fma),
            Ok(11)
        );
    }

    #[test]
    fn the_host_chains_are_what_they_claim() {
        let (x, y) = chain_operands::<f64>(Operation::DdMul, 4);
        let start = exact_number(&x, (2, 4, 1), CHECK_PRECISION);
        let step = exact_number(&y, (2, 4, 1), CHECK_PRECISION);
        let end = exact_chain(Operation::DdMul, &x, &y, 4, 1, 3);
        let expected = start * step.clone() * step.clone() * step;
        assert_eq!(end, expected);
        let (x, y) = chain_operands::<f64>(Operation::DdSqrt, 4);
        let root = exact_chain(Operation::DdSqrt, &x, &y, 4, 2, 2);
        let square = root.clone() * &root * &root * &root;
        let start = exact_number(&x, (2, 4, 2), CHECK_PRECISION);
        assert!((square - &start).abs() < start * 1e-300);
    }
}
