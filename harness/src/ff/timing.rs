//! Timings of the float-float operators (`fpsig bench ff`): the seed's Annex B table, and on a
//! GPU the element-wise operators against the copy-bandwidth floor and the compute-bound ones
//! against the measured FP32 instruction rate.

use super::run::launch_operator;
use super::{Formulation, Kernel, Operator};
use crate::device::{arg, cubes, download, sync, timed, uninit, upload, CUBE_DIM};
use crate::shaders::declared::{entry, f32s, no_joins, Entry, Kernels, N, R};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::multi_word::double_word::{
    basic, basic_words, chained, copy, copy_vectors, fma_chains,
};
use std::time::{Duration, Instant};

/// A column of the Annex B table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Column {
    /// `basic::{ADD, MUL, MAD}` as written.
    Basic(&'static str, u32),
    /// A float-float operator in a formulation.
    Operator(&'static str, Operator, Formulation),
}

impl Column {
    pub fn label(&self) -> &'static str {
        match self {
            Column::Basic(l, _) | Column::Operator(l, _, _) => l,
        }
    }
}

/// The seed's columns: Add, Mul, Mad, Add12, Mul12, Add22, Mul22 (the seed's algorithms in the
/// given formulations), then the accurate sum and the FMA product where they run.
pub fn annex_b_columns(chosen: impl Fn(Operator) -> Option<Formulation>) -> Vec<Column> {
    let mut columns = vec![
        Column::Basic("Add", basic::ADD),
        Column::Basic("Mul", basic::MUL),
        Column::Basic("Mad", basic::MAD),
    ];
    for (label, op) in [
        ("Add12", Operator::Add12Priest),
        ("Mul12", Operator::Mul12Dekker),
        ("Add22", Operator::Add22Seed),
        ("Mul22", Operator::Mul22Seed),
        ("Add22acc", Operator::Add22Accurate),
        ("Mul22fma", Operator::Mul22Fma),
    ] {
        if let Some(form) = chosen(op) {
            columns.push(Column::Operator(label, op, form));
        }
    }
    columns
}

/// The seed's sizes.
pub const SIZES: [usize; 5] = [4096, 16384, 65536, 262144, 1048576];

/// Runs of each measurement; the median is kept.
const RUNS: usize = 7;
/// Runs of each measurement of the bandwidth and compute ratios; the median is kept.
const RATIO_RUNS: usize = 5;

/// Seconds of one column at one size: with the transfers (upload, kernel, read back, as the
/// seed timed it) and kernel only (operands already on the device).
#[derive(Debug, Clone, Copy)]
pub struct Cell {
    pub with_transfers: f64,
    pub kernel_only: f64,
}

fn median(mut v: Vec<Duration>) -> f64 {
    v.sort();
    v[v.len() / 2].as_secs_f64()
}

/// Launches one column's kernel on resident buffers.
fn launch<R: Runtime>(
    client: &ComputeClient<R>,
    column: Column,
    n: usize,
    x: &cubecl::server::Handle,
    y: &cubecl::server::Handle,
    constants: &cubecl::server::Handle,
    out: &cubecl::server::Handle,
) {
    let (count, dim) = cubes(n);
    match column {
        Column::Basic(_, op) => basic_words::launch::<f32, R>(
            client,
            count,
            dim,
            arg(x, n),
            arg(y, n),
            arg(x, n),
            arg(out, n),
            op,
        ),
        Column::Operator(_, op, form) => {
            launch_operator::<R, f32>(client, op, form, n, None, x, y, constants, out)
        }
    }
}

/// Words a column reads per operand (1 for basic operations and transforms, 2 for double
/// words) and writes per element.
fn words(column: Column) -> (usize, usize) {
    match column {
        Column::Basic(..) => (1, 1),
        Column::Operator(_, op, _) if op.on_double_words() => (2, 2),
        Column::Operator(..) => (1, 2),
    }
}

struct AnnexB<'a> {
    columns: &'a [Column],
}

impl RuntimeVisitor for AnnexB<'_> {
    type Output = Result<Vec<Vec<Cell>>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let constants = upload(client, &[4097.0f32, 1.0]);
        let mut table = Vec::new();
        for &n in &SIZES {
            let data: Vec<f32> = (0..2 * n)
                .map(|i| 1.0 + (i % 1000) as f32 / 1024.0)
                .collect();
            let mut row = Vec::new();
            for &column in self.columns {
                let (reads, writes) = words(column);
                let operand = &data[..reads * n];
                let (x, y) = (upload(client, operand), upload(client, operand));
                let out = uninit::<R, f32>(client, writes * n);
                launch(client, column, n, &x, &y, &constants, &out);
                sync(client)?;
                let mut kernel = Vec::new();
                let mut whole = Vec::new();
                for _ in 0..RUNS {
                    let t = Instant::now();
                    launch(client, column, n, &x, &y, &constants, &out);
                    sync(client)?;
                    kernel.push(t.elapsed());
                    let t = Instant::now();
                    let (x, y) = (upload(client, operand), upload(client, operand));
                    let out = uninit::<R, f32>(client, writes * n);
                    launch(client, column, n, &x, &y, &constants, &out);
                    client
                        .read_one(out)
                        .map_err(|e| format!("reading back a buffer failed: {e:?}"))?;
                    whole.push(t.elapsed());
                }
                row.push(Cell {
                    with_transfers: median(whole),
                    kernel_only: median(kernel),
                });
            }
            table.push(row);
        }
        Ok(table)
    }
}

/// The Annex B table: one row per size, one cell per column.
pub fn annex_b(backend: &Backend, columns: &[Column]) -> Result<Vec<Vec<Cell>>, String> {
    backend.visit(AnnexB { columns })
}

/// Instructions (add, sub, mul, fma, div, sqrt each one) of an operator as written in a float
/// formulation; integer formulations are not counted.
pub fn instructions(op: Operator, form: Formulation) -> Option<u32> {
    let opaque = form == Formulation::Opaque;
    let extra = |n: u32| if opaque { n } else { 0 };
    // Building blocks: TwoSum 6 (+3 opaque), Fast2Sum 3 (+2), Priest's Add12 7 (+6),
    // Dekker's Mul12 17 (+5), Mul12 with fma 2 (+1).
    let two_sum = 6 + extra(3);
    let fast_two_sum = 3 + extra(2);
    let priest = 7 + extra(6);
    let dekker = 17 + extra(5);
    let fma_prod = 2 + extra(1);
    match (op, form) {
        (_, Formulation::Integer) => None,
        (Operator::Add22Seed, _) => Some(7 * priest),
        (Operator::Add22Accurate, _) => Some(2 * two_sum + 2 * fast_two_sum + 2),
        (Operator::Mul22Seed, _) => Some(dekker + 4 + priest),
        (Operator::Mul22Fma, _) => Some(fma_prod + 4 + fast_two_sum),
        _ => None,
    }
}

/// The GPU bars of issue 4, measured side by side.
#[derive(Debug, Clone)]
pub struct Ratios {
    /// Bytes per second of each copy form moving as many bytes as one element-wise operator;
    /// the fastest is the floor.
    pub copies: Vec<(String, f64)>,
    /// FP32 instructions per second (independent fma chains).
    pub fma_rate: f64,
    /// Per operator: element-wise time over the copy floor.
    pub bandwidth: Vec<Elementwise>,
    /// Per operator: achieved instruction rate over the fma rate.
    pub compute: Vec<(Operator, Formulation, f64)>,
}

/// An element-wise operator's time over the copy floor, per launch form.
#[derive(Debug, Clone)]
pub struct Elementwise {
    pub op: Operator,
    pub form: Formulation,
    /// (launch form, ratio), in [`OPERATOR_THREADS`] order.
    pub launches: Vec<(String, f64)>,
}

impl Elementwise {
    /// The ratio of the faster launch form: the operator's.
    pub fn ratio(&self) -> f64 {
        self.launches
            .iter()
            .map(|l| l.1)
            .fold(f64::INFINITY, f64::min)
    }
}

/// The element-wise operators' launch forms: one element per thread, and 2^18 threads striding
/// (as the fastest copies).
const OPERATOR_THREADS: [Option<usize>; 2] = [None, Some(1 << 18)];

fn threads_name(threads: Option<usize>) -> String {
    match threads {
        None => "one per thread".into(),
        Some(t) => format!("2^{} threads striding", t.trailing_zeros()),
    }
}

/// Elements of the element-wise runs: 2^26.
pub const ELEMENTS: usize = 1 << 26;
/// Threads and chain length of the compute-bound runs.
const THREADS: usize = 1 << 20;
pub(crate) const CHAIN: u32 = 256;
pub(crate) const FMA_CHAIN: u32 = 4096;

/// A way of copying a buffer on the device: word size and threads.
#[derive(Debug, Clone, Copy)]
struct CopyForm {
    /// Bytes per word: 4 (f32), 8 (u64) or 16 (four u32 as one vector).
    word: usize,
    /// Threads launched; `None`: one per word.
    threads: Option<u32>,
}

const COPY_FORMS: [CopyForm; 8] = [
    CopyForm {
        word: 4,
        threads: None,
    },
    CopyForm {
        word: 8,
        threads: None,
    },
    CopyForm {
        word: 4,
        threads: Some(1 << 16),
    },
    CopyForm {
        word: 4,
        threads: Some(1 << 18),
    },
    CopyForm {
        word: 4,
        threads: Some(1 << 20),
    },
    CopyForm {
        word: 8,
        threads: Some(1 << 18),
    },
    CopyForm {
        word: 16,
        threads: None,
    },
    CopyForm {
        word: 16,
        threads: Some(1 << 18),
    },
];

impl CopyForm {
    fn name(self) -> String {
        let word = match self.word {
            4 => "f32",
            8 => "u64",
            _ => "16-byte",
        };
        match self.threads {
            None => format!("{word} words, one per thread"),
            Some(t) => format!("{word} words, 2^{} threads striding", t.trailing_zeros()),
        }
    }

    /// Copies `f32s` binary32 words of `from` to `to`.
    fn launch<R: Runtime>(
        self,
        client: &ComputeClient<R>,
        from: &cubecl::server::Handle,
        to: &cubecl::server::Handle,
        f32s: usize,
    ) {
        let words = f32s * 4 / self.word;
        let threads = self.threads.map_or(words, |t| t as usize);
        let stride = threads.div_ceil(CUBE_DIM as usize) as u32 * CUBE_DIM;
        let (count, dim) = cubes(threads);
        // An array of vectors is given its length in scalars (u32 here). The vector width is
        // a launch argument: with the width in the type (`Vector<u32, Const<4>>`) lavapipe
        // copied a quarter of the words.
        let scalars = if self.word == 16 { f32s } else { words };
        let (from, to) = (arg(from, scalars), arg(to, scalars));
        match self.word {
            4 => copy::launch::<f32, R>(client, count, dim, from, to, stride),
            8 => copy::launch::<u64, R>(client, count, dim, from, to, stride),
            _ => copy_vectors::launch::<R>(client, count, dim, 4, from, to, stride),
        }
    }

    /// Refuses a form that does not copy every word of a small buffer exactly, or writes past
    /// it (a copy that skipped words would set a floor no operator could reach).
    fn check<R: Runtime>(self, client: &ComputeClient<R>) -> Result<(), String> {
        let f32s = 3 << 12;
        let words: Vec<f32> = (0..f32s).map(|i| i as f32).collect();
        // The destination has a guard of 64 words after the copied ones.
        let (from, to) = (
            upload(client, &words),
            upload(client, &[-1.0f32; (3 << 12) + 64]),
        );
        self.launch(client, &from, &to, f32s);
        let copied = download::<R, f32>(client, to)?;
        let expected = |i: usize| if i < f32s { i as f32 } else { -1.0 };
        match (0..copied.len()).find(|&i| copied[i] != expected(i)) {
            Some(i) => Err(format!(
                "the copy of {} is wrong at word {i} of {f32s}: {} instead of {}",
                self.name(),
                copied[i],
                expected(i)
            )),
            None => Ok(()),
        }
    }
}

struct Measure<'a> {
    ops: &'a [(Operator, Formulation)],
    /// Whether the backend has 64-bit integers (for the u64 copies).
    u64: bool,
}

impl RuntimeVisitor for Measure<'_> {
    type Output = Result<Ratios, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let timed = |f: &dyn Fn()| timed(client, RATIO_RUNS, f);
        let n = ELEMENTS;
        let constants = upload(client, &[4097.0f32, 1.0]);
        let data: Vec<f32> = (0..2 * n)
            .map(|i| 1.0 + (i % 1000) as f32 / 1024.0)
            .collect();
        let (x, y) = (upload(client, &data), upload(client, &data));
        let out = uninit::<R, f32>(client, 2 * n);
        // The copies move 3n words in and 3n out: the bytes of a double-word operator.
        let copies = copy_rates(client, 3 * n, RATIO_RUNS, self.u64)?;
        let best = copies.iter().map(|c| c.1).fold(0.0, f64::max);
        let copy_time = (6 * n * 4) as f64 / best;
        let mut bandwidth = Vec::new();
        for &(op, form) in self.ops {
            let mut launches = Vec::new();
            for threads in OPERATOR_THREADS {
                let t = timed(&|| {
                    launch_operator::<R, f32>(
                        client, op, form, n, threads, &x, &y, &constants, &out,
                    );
                })?;
                launches.push((threads_name(threads), t / copy_time));
            }
            bandwidth.push(Elementwise { op, form, launches });
        }
        let fma_constants = upload(client, &[0.999_999f32, 1e-7]);
        let small = upload(client, &data[..THREADS]);
        let fma_out = uninit::<R, f32>(client, THREADS);
        let fma_time = timed(&|| {
            let (count, dim) = cubes(THREADS);
            fma_chains::launch::<f32, R>(
                client,
                count,
                dim,
                arg(&small, THREADS),
                arg(&fma_constants, 2),
                arg(&fma_out, THREADS),
                FMA_CHAIN,
                true,
            );
        })?;
        let fma_rate = (THREADS as f64) * 8.0 * FMA_CHAIN as f64 / fma_time;
        let steps: Vec<f32> = (0..2 * THREADS)
            .map(|i| {
                if i < THREADS {
                    1.0 + 2f32.powi(-20)
                } else {
                    0.0
                }
            })
            .collect();
        let step = upload(client, &steps);
        let start = upload(client, &data[..2 * THREADS]);
        let chained_out = uninit::<R, f32>(client, 2 * THREADS);
        let mut compute = Vec::new();
        for &(op, form) in self.ops {
            let Some(count_per_op) = instructions(op, form) else {
                continue;
            };
            let Kernel::DoubleWord(id) = op.kernel() else {
                continue;
            };
            let t = timed(&|| {
                let (count, dim) = cubes(THREADS);
                chained::launch::<f32, R>(
                    client,
                    count,
                    dim,
                    arg(&start, 2 * THREADS),
                    arg(&step, 2 * THREADS),
                    arg(&constants, 2),
                    arg(&chained_out, 2 * THREADS),
                    id,
                    form.kernel_id(),
                    CHAIN,
                );
            })?;
            let rate = (THREADS as f64) * 4.0 * CHAIN as f64 * count_per_op as f64 / t;
            compute.push((op, form, rate / fma_rate));
        }
        Ok(Ratios {
            copies,
            fma_rate,
            bandwidth,
            compute,
        })
    }
}

/// The bandwidth and compute ratios of `ops` (binary32 words) on `backend`.
pub fn ratios(backend: &Backend, ops: &[(Operator, Formulation)]) -> Result<Ratios, String> {
    backend.visit(Measure {
        ops,
        u64: backend.capabilities.i64,
    })
}

/// Checks that every copy form of the floor copies every word exactly on `backend` (the ratios
/// check it too, before timing it).
pub fn check_copy_forms(backend: &Backend) -> Result<(), String> {
    backend.visit(CheckCopies)
}

struct CheckCopies;

/// Bytes read and written per second by each copy form (checked first) moving `f32s` binary32
/// words, median of `runs`; u64 words only where `u64` (GL's WGSL has no 64-bit integers: its
/// u64 copy would not compile, and a failed compilation leaves the client unusable).
fn copy_rates<R: Runtime>(
    client: &ComputeClient<R>,
    f32s: usize,
    runs: usize,
    u64: bool,
) -> Result<Vec<(String, f64)>, String> {
    let words: Vec<f32> = (0..f32s)
        .map(|i| 1.0 + (i % 1000) as f32 / 1024.0)
        .collect();
    let (from, to) = (upload(client, &words), uninit::<R, f32>(client, f32s));
    drop(words);
    COPY_FORMS
        .into_iter()
        .filter(|f| u64 || f.word != 8)
        .map(|form| {
            form.check(client)?;
            let time = timed(client, runs, &|| form.launch(client, &from, &to, f32s))?;
            Ok((form.name(), (2 * f32s * 4) as f64 / time))
        })
        .collect()
}

struct CopyFloor {
    f32s: usize,
    runs: usize,
    u64: bool,
}

impl RuntimeVisitor for CopyFloor {
    type Output = Result<(String, f64), String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let rates = copy_rates(client, self.f32s, self.runs, self.u64)?;
        Ok(rates.into_iter().fold(
            (String::new(), 0.0),
            |best, r| if r.1 > best.1 { r } else { best },
        ))
    }
}

/// The fastest checked device copy of `bytes` bytes (a multiple of 16) on `backend` (u64 words
/// only where it has 64-bit integers), median of `runs`: its form and the bytes read and
/// written per second.
pub fn copy_floor(backend: &Backend, bytes: usize, runs: usize) -> Result<(String, f64), String> {
    backend.visit(CopyFloor {
        f32s: bytes / 4,
        runs,
        u64: backend.capabilities.i64,
    })
}

impl RuntimeVisitor for CheckCopies {
    type Output = Result<(), String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        COPY_FORMS.iter().try_for_each(|form| form.check(client))
    }
}

/// The timing kernels, for the shader catalogue.
pub const KERNELS: Kernels = Kernels {
    source: fpsig_kernels::multi_word::double_word::SOURCE,
    catalogue,
    joined: no_joins,
    static_reading: &[],
};

/// `fpsig bench ff`'s timing kernels (binary32 words): Annex B's basic operations, the FMA
/// chains that measure the FMA rate, and each double-word operator chained in the float
/// formulations. (Its copies and strided launches take the bench's buffer sizes and thread
/// counts as comptime arguments and are not catalogued.)
fn catalogue() -> Vec<Entry> {
    let basic = [
        ("add", basic::ADD),
        ("mul", basic::MUL),
        ("mad", basic::MAD),
    ];
    let mut entries: Vec<Entry> = basic
        .into_iter()
        .map(|(label, op)| {
            entry(format!("ff.basic_words.{label}"), move |c| {
                let (count, dim) = cubes(N);
                let f = |n| f32s(c, n);
                basic_words::launch::<f32, R>(c, count, dim, f(N), f(N), f(N), f(N), op)
            })
        })
        .collect();
    entries.push(entry("ff.fma_chains", |c| {
        let (count, dim) = cubes(N);
        fma_chains::launch::<f32, R>(
            c,
            count,
            dim,
            f32s(c, N),
            f32s(c, 2),
            f32s(c, N),
            FMA_CHAIN,
            true,
        )
    }));
    for op in Operator::ALL {
        let super::Kernel::DoubleWord(id) = op.kernel() else {
            continue;
        };
        for form in [Formulation::Plain, Formulation::Opaque] {
            let name = format!("ff.chained.{}.{}", op.name(), form.name());
            let form = form.kernel_id();
            entries.push(entry(name, move |c| {
                let (count, dim) = cubes(N);
                let f = |n| f32s(c, n);
                let (x, y, k, out) = (f(2 * N), f(2 * N), f(2), f(2 * N));
                chained::launch::<f32, R>(c, count, dim, x, y, k, out, id, form, CHAIN)
            }));
        }
    }
    entries
}
