//! Matrix units (tensor cores through CUDA's wmma and manual `mma.sync`, cooperative matrices
//! through Vulkan): for each combination of input and accumulator types the device lists, the
//! dot products of [`model::queries`] run through one product-and-accumulate per tile, the unit
//! is identified as every simulated model that answers them all ([`model::identify`]), and the
//! identified model is then held against the device on 10^5 random dot products (the model
//! check of Khattak and Mikaitis). The order of the addends ([`order`], FPRev) and monotonicity
//! ([`monotonic`]) are read from dot products of their own, in the same launch. The integer
//! units (8-bit inputs, i32 accumulator) have models and queries of their own ([`integer`]).
//! Combinations the backend does not list are `not-run`: WGSL, GL and Mesa 22.3's lavapipe have
//! no matrix units through CubeCL 0.10, and only CUDA has manual MMA.

pub mod evidence;
mod integer;
pub mod model;
mod monotonic;
mod order;
mod shown;

use super::no_rules;
use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use crate::device::{arg, download, exactly, upload, upload_exact};
use crate::evidence::said;
use crate::shaders::declared::{entry, f32s, no_joins, Entry, Kernels, R};
use crate::shaders::Shader;
use crate::signature::{Finding, Layer};
use crate::simulated::{Format, BFLOAT16, BINARY16, BINARY32, E4M3, E5M2, TF32};
use cubecl::ir::features::MmaConfig;
use cubecl::ir::{ElemType, FloatKind, StorageType};
use cubecl::prelude::*;
use cubecl::{e4m3, e5m2};
use evidence::{MatrixUnitReading, MATRIX_UNIT, MODEL_CHECK_INPUTS, MODEL_CHECK_MISMATCHES};
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::mma::{mma_tiles, tiles};
use half::{bf16, f16};
use model::{answers, grid, identify, queries, Dot, Inputs, MatrixUnit, Query};
use rand::{Rng, SeedableRng};

pub const FAMILY: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::mma::SOURCE,
        catalogue,
        joined: no_joins,
        static_reading: &[],
    },
    id: "mma",
    findings: &[
        ("mma.f16_f32", TEST),
        ("mma.f16_f16", TEST),
        ("mma.bf16_f32", TEST),
        ("mma.tf32_f32", TEST),
        ("mma.sync.f16_f32", TEST),
        ("mma.sync.bf16_f32", TEST),
        ("mma.sync.tf32_f32", TEST),
        ("mma.sync.e4m3_f32", TEST),
        ("mma.sync.e5m2_f32", TEST),
        ("mma.sync.e4m3e5m2_f32", TEST),
        ("mma.sync.e5m2e4m3_f32", TEST),
        (F6F4, TEST),
        ("mma.s8_s32", integer::TEST),
        ("mma.u8_s32", integer::TEST),
        ("mma.u8_u32", integer::TEST),
        ("mma.sync.s8_s32", integer::TEST),
        ("mma.sync.u8_s32", integer::TEST),
        ("mma.sync.s8u8_s32", integer::TEST),
        ("mma.sync.u8s8_s32", integer::TEST),
    ],
    needs: Need::Nothing,
    run,
    rules: no_rules,
    shown: shown::SHOWN,
};

const TEST: &str =
    "matrix unit D = A*B + C (Fasi et al. tests A-D, FTTN): subnormal inputs, exact \
                    products, block width, extra alignment bits, rounding of each step";

/// How the tiles reach the unit: CubeCL's `cmma` (`wmma` on CUDA, cooperative matrices on
/// Vulkan), or one manual `mma.sync` per tile (`MmaDefinition::execute`, CUDA only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Path {
    Wmma,
    MmaSync,
}

/// One combination of input and accumulator types, through one path.
#[derive(Debug, Clone, Copy)]
struct Combination {
    id: &'static str,
    path: Path,
    input: Inputs,
    output: Format,
    /// `A`'s and `B`'s types.
    input_kinds: (FloatKind, FloatKind),
    output_kind: FloatKind,
}

/// A combination of one input type for both `A` and `B`.
const fn alike(
    id: &'static str,
    path: Path,
    (input, kind): (Format, FloatKind),
    (output, output_kind): (Format, FloatKind),
) -> Combination {
    Combination {
        id,
        path,
        input: Inputs::same(input),
        output,
        input_kinds: (kind, kind),
        output_kind,
    }
}

/// A manual fp8 `mma.sync` into binary32 (`m16n8k32`, from sm_89).
const fn fp8(id: &'static str, a: (Format, FloatKind), b: (Format, FloatKind)) -> Combination {
    Combination {
        id,
        path: Path::MmaSync,
        input: Inputs { a: a.0, b: b.0 },
        output: BINARY32,
        input_kinds: (a.1, b.1),
        output_kind: FloatKind::F32,
    }
}

const F16: (Format, FloatKind) = (BINARY16, FloatKind::F16);
const BF16: (Format, FloatKind) = (BFLOAT16, FloatKind::BF16);
const TF32_KIND: (Format, FloatKind) = (TF32, FloatKind::TF32);
const F32: (Format, FloatKind) = (BINARY32, FloatKind::F32);
const E4M3_KIND: (Format, FloatKind) = (E4M3, FloatKind::E4M3);
const E5M2_KIND: (Format, FloatKind) = (E5M2, FloatKind::E5M2);

const COMBINATIONS: [Combination; 11] = [
    alike("mma.f16_f32", Path::Wmma, F16, F32),
    alike("mma.f16_f16", Path::Wmma, F16, F16),
    alike("mma.bf16_f32", Path::Wmma, BF16, F32),
    alike("mma.tf32_f32", Path::Wmma, TF32_KIND, F32),
    alike("mma.sync.f16_f32", Path::MmaSync, F16, F32),
    alike("mma.sync.bf16_f32", Path::MmaSync, BF16, F32),
    alike("mma.sync.tf32_f32", Path::MmaSync, TF32_KIND, F32),
    fp8("mma.sync.e4m3_f32", E4M3_KIND, E4M3_KIND),
    fp8("mma.sync.e5m2_f32", E5M2_KIND, E5M2_KIND),
    fp8("mma.sync.e4m3e5m2_f32", E4M3_KIND, E5M2_KIND),
    fp8("mma.sync.e5m2e4m3_f32", E5M2_KIND, E4M3_KIND),
];

/// Random tiles of the model check: 400 tiles of 16×16 outputs are 102,400 dot products.
const CHECK_TILES: usize = 400;

/// A tile shape `m×n×k`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Shape {
    m: usize,
    n: usize,
    k: usize,
}

impl Shape {
    fn name(self) -> String {
        format!("{}x{}x{}", self.m, self.n, self.k)
    }
}

fn storage(kind: FloatKind) -> StorageType {
    ElemType::Float(kind).into()
}

/// The shapes the device lists for a path and the types of `A`, `B` and `C`/`D`, 16×16×16
/// first where it is one.
struct Shapes {
    path: Path,
    a: StorageType,
    b: StorageType,
    cd: StorageType,
}

impl Shapes {
    fn of(c: Combination) -> Shapes {
        Shapes {
            path: c.path,
            a: storage(c.input_kinds.0),
            b: storage(c.input_kinds.1),
            cd: storage(c.output_kind),
        }
    }
}

impl RuntimeVisitor for Shapes {
    type Output = (Vec<Shape>, u32);
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let matmul = &client.features().matmul;
        let listed = match self.path {
            Path::Wmma => &matmul.cmma,
            Path::MmaSync => &matmul.mma,
        };
        let mut shapes: Vec<Shape> = listed
            .iter()
            .filter(|cfg: &&MmaConfig| {
                cfg.a_type == self.a && cfg.b_type == self.b && cfg.cd_type == self.cd
            })
            .map(|cfg| Shape {
                m: cfg.m as usize,
                n: cfg.n as usize,
                k: cfg.k as usize,
            })
            .collect();
        shapes.sort_by_key(|s| (s.m != 16 || s.n != 16 || s.k != 16, s.m, s.n, s.k));
        (shapes, client.properties().hardware.plane_size_max)
    }
}

/// Tiles laid out as the kernel reads them: `A` row-major, `B` column-major, `C` row-major.
#[derive(Debug, Clone, Default)]
struct Tiles {
    a: Vec<f64>,
    b: Vec<f64>,
    c: Vec<f64>,
}

impl Tiles {
    /// One tile per `min(m, n)` queries, query `i` on the diagonal: row `i` of `A`, column `i`
    /// of `B`, `C[i][i]`.
    fn of_queries(shape: Shape, queries: &[Query]) -> Tiles {
        let per = shape.m.min(shape.n);
        let mut t = Tiles::default();
        for chunk in queries.chunks(per) {
            let (mut a, mut b) = (vec![0.0; shape.m * shape.k], vec![0.0; shape.k * shape.n]);
            let mut c = vec![0.0; shape.m * shape.n];
            for (i, q) in chunk.iter().enumerate() {
                a[i * shape.k..(i + 1) * shape.k].copy_from_slice(&q.a);
                b[i * shape.k..(i + 1) * shape.k].copy_from_slice(&q.b);
                c[i * shape.n + i] = q.c;
            }
            t.a.extend(a);
            t.b.extend(b);
            t.c.extend(c);
        }
        t
    }

    fn count(&self, shape: Shape) -> usize {
        self.c.len() / (shape.m * shape.n)
    }

    /// Output `(i, j)` of tile `t` as a dot product.
    fn query(&self, shape: Shape, t: usize, i: usize, j: usize) -> Query {
        let a0 = t * shape.m * shape.k + i * shape.k;
        let b0 = t * shape.k * shape.n + j * shape.k;
        Query {
            what: format!("random tile {t} ({i}, {j})"),
            a: self.a[a0..a0 + shape.k].to_vec(),
            b: self.b[b0..b0 + shape.k].to_vec(),
            c: self.c[t * shape.m * shape.n + i * shape.n + j],
        }
    }

    /// Every output of every tile as its dot product, beside the device's `d`.
    fn all_outputs(&self, shape: Shape, d: &[f64]) -> Vec<(Query, f64)> {
        (0..self.count(shape))
            .flat_map(|t| (0..shape.m).flat_map(move |i| (0..shape.n).map(move |j| (t, i, j))))
            .map(|(t, i, j)| {
                let at = t * shape.m * shape.n + i * shape.n + j;
                (self.query(shape, t, i, j), d[at])
            })
            .collect()
    }
}

/// A random value of `format`: `digits` random significand bits, exponent in `exponents`.
fn random(rng: &mut impl Rng, format: Format, exponents: std::ops::RangeInclusive<i32>) -> f64 {
    if rng.random_ratio(1, 16) {
        return 0.0;
    }
    let bits = format.precision - 1;
    let significand = (1u64 << bits) | rng.random_range(0..1u64 << bits);
    let v = significand as f64 * model::pow2(rng.random_range(exponents) - bits as i32);
    if rng.random() {
        -v
    } else {
        v
    }
}

fn random_tiles(c: Combination, shape: Shape) -> Tiles {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(0x4d4d_4100);
    let tiles = CHECK_TILES * 256 / (shape.m * shape.n);
    Tiles {
        a: (0..tiles * shape.m * shape.k)
            .map(|_| random(&mut rng, c.input.a, -3..=3))
            .collect(),
        b: (0..tiles * shape.k * shape.n)
            .map(|_| random(&mut rng, c.input.b, -3..=3))
            .collect(),
        c: (0..tiles * shape.m * shape.n)
            .map(|_| random(&mut rng, c.output, -2..=4))
            .collect(),
    }
}

/// Runs the tiles; returns `D` as f64. `D` is filled with NaN first: a tile the kernel did
/// not write is an error, never an answer.
struct Measure<'a> {
    combination: Combination,
    shape: Shape,
    plane: u32,
    tiles: &'a Tiles,
}

/// How the host's values become `A`'s, `B`'s and `C`'s elements, and `D`'s come back.
struct Convert<IA, IB, A> {
    a: fn(f64) -> IA,
    b: fn(f64) -> IB,
    to_output: fn(f64) -> A,
    from_output: fn(A) -> f64,
}

impl Measure<'_> {
    /// Uploads the tiles, runs `kernel` on the cubes, the plane and `A`, `B`, `C`, `D`, and
    /// reads `D` back.
    fn launch<IA: CubeElement, IB: CubeElement, A: CubeElement, R: Runtime>(
        &self,
        client: &ComputeClient<R>,
        convert: Convert<IA, IB, A>,
        kernel: impl FnOnce(CubeCount, CubeDim, [ArrayArg<R>; 4]),
    ) -> Result<Vec<f64>, String> {
        let t = self.tiles;
        let Combination {
            id, input, output, ..
        } = self.combination;
        let a = upload_exact(client, input.a, &t.a, convert.a, &format!("{id}: A"))?;
        let b = upload_exact(client, input.b, &t.b, convert.b, &format!("{id}: B"))?;
        let to_output = convert.to_output;
        let c = upload_exact(client, output, &t.c, to_output, &format!("{id}: C"))?;
        let unwritten: Vec<A> = vec![to_output(f64::NAN); t.c.len()];
        let d = upload(client, &unwritten);
        let args = [
            arg(&a, t.a.len()),
            arg(&b, t.b.len()),
            arg(&c, t.c.len()),
            arg(&d, t.c.len()),
        ];
        let cubes = CubeCount::Static(t.count(self.shape) as u32, 1, 1);
        kernel(cubes, CubeDim::new_1d(self.plane), args);
        let got: Vec<f64> = download::<R, A>(client, d)?
            .into_iter()
            .map(convert.from_output)
            .collect();
        if let Some(at) = got.iter().position(|x| x.is_nan()) {
            return Err(format!(
                "the matrix unit left output {at} of {} unwritten",
                got.len()
            ));
        }
        Ok(got)
    }

    /// Through CubeCL's `cmma`: one input type for `A` and `B`.
    fn wmma<I: Float + CubeElement, A: Float + CubeElement, R: Runtime>(
        &self,
        client: &ComputeClient<R>,
        to_input: fn(f64) -> I,
        to_output: fn(f64) -> A,
        from_output: fn(A) -> f64,
    ) -> Result<Vec<f64>, String> {
        let Shape { m, n, k } = self.shape;
        let convert = Convert {
            a: to_input,
            b: to_input,
            to_output,
            from_output,
        };
        self.launch(client, convert, |cubes, dim, [a, b, c, d]| {
            tiles::launch::<I, A, R>(client, cubes, dim, a, b, c, d, m, n, k)
        })
    }

    /// Through one manual `mma.sync` per tile, into binary32 (every manual float MMA CubeCL
    /// 0.10 offers accumulates in f32).
    fn manual<IA: Scalar + CubeElement, IB: Scalar + CubeElement, R: Runtime>(
        &self,
        client: &ComputeClient<R>,
        a: fn(f64) -> IA,
        b: fn(f64) -> IB,
    ) -> Result<Vec<f64>, String> {
        let Shape { m, n, k } = self.shape;
        let convert = Convert {
            a,
            b,
            to_output: |x| x as f32,
            from_output: |x: f32| x as f64,
        };
        self.launch(client, convert, |cubes, dim, [a, b, c, d]| {
            mma_tiles::launch::<IA, IB, f32, R>(client, cubes, dim, a, b, c, d, m, n, k)
        })
    }
}

impl RuntimeVisitor for Measure<'_> {
    type Output = Result<Vec<f64>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        use FloatKind::{BF16, E4M3, E5M2, F16, F32, TF32};
        let (f32_in, f32_out) = (|x: f64| x as f32, |x: f32| x as f64);
        let tf32_in = |x: f64| tf32::from_f32(x as f32);
        let c = self.combination;
        match (c.path, c.input_kinds, c.output_kind) {
            (Path::Wmma, (F16, F16), F32) => {
                self.wmma::<f16, f32, R>(client, f16::from_f64, f32_in, f32_out)
            }
            (Path::Wmma, (F16, F16), F16) => {
                self.wmma::<f16, f16, R>(client, f16::from_f64, f16::from_f64, f16::to_f64)
            }
            (Path::Wmma, (BF16, BF16), F32) => {
                self.wmma::<bf16, f32, R>(client, bf16::from_f64, f32_in, f32_out)
            }
            (Path::Wmma, (TF32, TF32), F32) => {
                self.wmma::<tf32, f32, R>(client, tf32_in, f32_in, f32_out)
            }
            (Path::MmaSync, (F16, F16), F32) => {
                self.manual::<f16, f16, R>(client, f16::from_f64, f16::from_f64)
            }
            (Path::MmaSync, (BF16, BF16), F32) => {
                self.manual::<bf16, bf16, R>(client, bf16::from_f64, bf16::from_f64)
            }
            (Path::MmaSync, (TF32, TF32), F32) => {
                self.manual::<tf32, tf32, R>(client, tf32_in, tf32_in)
            }
            (Path::MmaSync, (E4M3, E4M3), F32) => {
                self.manual::<e4m3, e4m3, R>(client, e4m3::from_f64, e4m3::from_f64)
            }
            (Path::MmaSync, (E5M2, E5M2), F32) => {
                self.manual::<e5m2, e5m2, R>(client, e5m2::from_f64, e5m2::from_f64)
            }
            (Path::MmaSync, (E4M3, E5M2), F32) => {
                self.manual::<e4m3, e5m2, R>(client, e4m3::from_f64, e5m2::from_f64)
            }
            (Path::MmaSync, (E5M2, E4M3), F32) => {
                self.manual::<e5m2, e4m3, R>(client, e5m2::from_f64, e4m3::from_f64)
            }
            other => Err(format!("no launch for {other:?}")),
        }
    }
}

/// The answers of the queries: each query's diagonal output.
fn diagonal(shape: Shape, queries: usize, d: &[f64]) -> Vec<f64> {
    let per = shape.m.min(shape.n);
    (0..queries)
        .map(|q| {
            let (t, i) = (q / per, q % per);
            d[t * shape.m * shape.n + i * shape.n + i]
        })
        .collect()
}

/// Every distinct value of a property among the fitting models, in order.
fn values<U, T: PartialEq>(models: &[U], of: impl Fn(&U) -> T) -> Vec<T> {
    let mut out: Vec<T> = Vec::new();
    for m in models {
        let v = of(m);
        if !out.contains(&v) {
            out.push(v);
        }
    }
    out
}

/// What the fitting models say of each property.
fn reading(shape: Shape, fitting: &[MatrixUnit]) -> MatrixUnitReading {
    // Where `C` goes and how the steps take the products, where the grid asks it.
    let arranged = |of: fn(&MatrixUnit) -> String| {
        if model::arranged(shape.k) {
            values(fitting, of)
        } else {
            Vec::new()
        }
    };
    MatrixUnitReading {
        shape: shape.name(),
        width: values(fitting, |m| m.width as u32),
        extra_bits: values(fitting, |m| m.extra_bits),
        rounding: values(fitting, |m| m.rounding),
        alignment: values(fitting, |m| m.alignment),
        subnormal_inputs: values(fitting, |m| {
            if m.flush_inputs { "flushed" } else { "kept" }.to_string()
        }),
        subnormal_outputs: values(fitting, |m| {
            if m.flush_outputs { "flushed" } else { "kept" }.to_string()
        }),
        products: values(fitting, |m| {
            match (m.exact_products, m.normalized_products) {
                (false, _) => "rounded",
                (true, true) => "exact",
                (true, false) => "exact, aligned unnormalized",
            }
            .to_string()
        }),
        order: None,
        monotonic: None,
        accumulator: arranged(|m| {
            if m.c_last {
                "last, rounded to nearest"
            } else {
                "first"
            }
            .to_string()
        }),
        steps: arranged(|m| m.steps.name().to_string()),
    }
}

/// The dot products asked of one combination, in three parts: those that identify the unit,
/// FPRev's pairs ([`order`]) and the raised accumulators ([`monotonic`]).
struct Asked {
    identify: Vec<Query>,
    order: Vec<Query>,
    monotonic: Vec<Query>,
}

impl Asked {
    fn new(c: Combination, k: usize) -> Asked {
        Asked {
            identify: queries(c.input, c.output, k),
            order: order::queries(c.input, c.output, k),
            monotonic: monotonic::queries(c.input, c.output, k),
        }
    }

    fn all(&self) -> Vec<Query> {
        [&self.identify, &self.order, &self.monotonic]
            .into_iter()
            .flatten()
            .cloned()
            .collect()
    }

    /// Refuses a query with an operand its buffer's format cannot hold, naming the query.
    fn checked(self, c: Combination) -> Result<Asked, String> {
        for q in self.all() {
            let what = |m: &str| format!("{}: query '{}', {m}", c.id, q.what);
            exactly(c.input.a, &q.a, &what("A"))?;
            exactly(c.input.b, &q.b, &what("B"))?;
            exactly(c.output, &[q.c], &what("C"))?;
        }
        Ok(self)
    }

    /// The answers of [`Asked::all`], cut into the three parts.
    fn split<'a>(&self, got: &'a [f64]) -> (&'a [f64], &'a [f64], &'a [f64]) {
        let (identify, rest) = got.split_at(self.identify.len());
        let (order, monotonic) = rest.split_at(self.order.len());
        (identify, order, monotonic)
    }
}

/// The finding of a combination no model fits: the closest model, the queries it misses (up to
/// 12), and the order of the addends as FPRev's answers give it (its queries ask no model),
/// where they are a tree's and the least products are below the bits the closest model keeps.
fn no_fit(
    c: Combination,
    shape: Shape,
    queries: &[Query],
    got: &[f64],
    got_order: &[f64],
    (m, misses): (MatrixUnit, usize),
) -> Finding {
    let first = m
        .first_miss(queries, got)
        .map(|(q, d, md)| format!("{}: device {d:e}, closest model {md:e}", q.what));
    let missed: Vec<String> = m
        .misses(queries, got)
        .map(|(q, _, _)| q.what.clone())
        .take(12)
        .collect();
    let order = order::readable(c.input, c.output, shape.k, m.extra_bits)
        .then(|| order::tree(c.input, c.output, shape.k, got_order).ok())
        .flatten();
    Finding::new(
        TEST,
        format!(
            "no model of the grid fits: the closest (width {}, {} extra bits, {}) misses {misses} of {} queries",
            m.width,
            m.extra_bits,
            m.rounding.name(),
            queries.len()
        ),
        Layer::Execution,
    )
    .with("shape", shape.name())
    .with_some("first_miss", first)
    .with("closest_misses", missed)
    .with_some("order", order)
}

/// The finding of one combination from its answers and its model check.
fn analyse(
    c: Combination,
    shape: Shape,
    asked: &Asked,
    got: &[f64],
    check: &[(Query, f64)],
) -> Finding {
    let queries = &asked.identify;
    let (got, got_order, got_monotonic) = asked.split(got);
    let models = grid(c.input, c.output, shape.k);
    let (fitting, closest) = identify(&models, &answers(&models, queries), got);
    let Some(model) = fitting.first() else {
        let closest = closest.expect("the grid is not empty");
        return no_fit(c, shape, queries, got, got_order, closest);
    };
    let kept = fitting.iter().map(|m| m.extra_bits).max().unwrap_or(0);
    let order = if order::readable(c.input, c.output, shape.k, kept) {
        order::tree(c.input, c.output, shape.k, got_order)
    } else {
        Err(format!(
            "not read: the least products of two inputs are within the {kept} extra bits \
             this unit keeps"
        ))
    };
    let raised = monotonic::read(&asked.monotonic, got_monotonic);
    let r = MatrixUnitReading {
        order: order.clone().ok(),
        monotonic: Some(raised.decreases == 0),
        ..reading(shape, &fitting)
    };
    // The model's answers to the structured queries, beside the device's.
    let structured: Vec<(&Query, &f64)> = asked
        .order
        .iter()
        .chain(&asked.monotonic)
        .zip(got_order.iter().chain(got_monotonic))
        .collect();
    let structured_misses = structured
        .iter()
        .filter(|(q, d)| model.dot(&q.a, &q.b, q.c) != **d)
        .count();
    let mismatches = model.mismatches(check);
    let order_said = match &order {
        Ok(tree) => format!("addends summed as {tree}"),
        Err(e) => format!("no order: {e}"),
    };
    let monotonic_said = match raised.decreases {
        0 => format!("monotonic in {} raised accumulators", raised.pairs),
        n => format!(
            "not monotonic: a larger C gave a smaller D in {n} of {} pairs",
            raised.pairs
        ),
    };
    let arranged_said = match (r.accumulator.is_empty(), r.steps.is_empty()) {
        (true, true) => String::new(),
        _ => format!(
            "; C added {}, products taken by the steps {}",
            said(&r.accumulator),
            said(&r.steps)
        ),
    };
    let verdict = format!(
        "blocks of {} products, {} extra bits (aligned {}), each step rounded {}; subnormal \
         inputs {}, subnormal outputs {}, products {}{arranged_said}; {order_said}; \
         {monotonic_said}; the model reproduces {} of {} random dot products and {} of {} \
         structured ones",
        said(&r.width),
        said(&r.extra_bits),
        said(&r.alignment),
        said(&r.rounding),
        said(&r.subnormal_inputs),
        said(&r.subnormal_outputs),
        said(&r.products),
        check.len() - mismatches.len(),
        check.len(),
        structured.len() - structured_misses,
        structured.len()
    );
    let first = mismatches.first().map(|(q, d)| {
        format!(
            "c = {:e}, a = {:?}, b = {:?}: device {d:e}, model {:e}",
            q.c,
            q.a,
            q.b,
            model.dot(&q.a, &q.b, q.c)
        )
    });
    let finding = Finding::new(TEST, verdict, Layer::Execution)
        .with("queries", queries.len())
        .with("fitting_models", fitting.len())
        .with_some("model_check_first_mismatch", first)
        .with("structured_checks", structured.len())
        .with("structured_mismatches", structured_misses)
        .with_some(
            "first_decrease",
            raised
                .first
                .map(|(what, lo, hi)| format!("{what}: {lo:e}, then {hi:e}")),
        );
    let finding = MODEL_CHECK_INPUTS.put(finding, check.len() as u64);
    let finding = MODEL_CHECK_MISMATCHES.put(finding, mismatches.len() as u64);
    MATRIX_UNIT.put(finding, r)
}

/// `f16 -> f32` of the id `mma.sync.f16_f32`.
fn said_types(id: &str) -> String {
    id.rsplit('.').next().unwrap_or(id).replace('_', " -> ")
}

/// The finding of a combination the backend lists no unit for, answering `test`.
fn not_run(path: Path, types: &str, test: &'static str) -> Finding {
    let why = match path {
        Path::Wmma => format!("the backend lists no matrix unit for {types}"),
        Path::MmaSync => format!(
            "the backend lists no manual mma.sync for {types} (CubeCL 0.10 compiles manual MMA \
             for CUDA only, from sm_80)"
        ),
    };
    Finding::new(test, format!("not run: {why}"), Layer::NotRun)
}

fn run_combination(backend: &Backend, c: Combination) -> Result<Finding, String> {
    let (shapes, plane) = backend.visit(Shapes::of(c));
    let Some(&shape) = shapes.first() else {
        return Ok(not_run(c.path, &said_types(c.id), TEST));
    };
    let queries = Asked::new(c, shape.k).checked(c)?;
    let asked = Tiles::of_queries(shape, &queries.all());
    let random = random_tiles(c, shape);
    let measure = |tiles| {
        backend.visit(Measure {
            combination: c,
            shape,
            plane,
            tiles,
        })
    };
    let ((d, d_random), source) =
        captured(backend, c.id, || Ok((measure(&asked)?, measure(&random)?)))?;
    let answers = diagonal(shape, queries.all().len(), &d);
    let check = random.all_outputs(shape, &d_random);
    Ok(with_shader(
        analyse(c, shape, &queries, &answers, &check),
        source,
    ))
}

/// `finding` with the hash of the tile kernel it ran and, where the backend compiled PTX, the
/// matrix instructions in it.
fn with_shader(finding: Finding, source: Shader) -> Finding {
    let instructions = source.lowered.as_deref().map(ptx_mma_instructions);
    let hashes = shader_hashes(&VariantSources::from([("tiles", source)]));
    finding
        .with("shaders", hashes)
        .with_some("ptx_instructions", instructions)
}

/// The matrix instructions of a PTX text, each once in order of appearance: `wmma.mma.sync...`
/// for CubeCL's `cmma`, `mma.sync...` for a manual MMA.
fn ptx_mma_instructions(ptx: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for line in ptx.lines() {
        let op = line.split_whitespace().next().unwrap_or("");
        if (op.starts_with("mma.") || op.starts_with("wmma.mma")) && !found.iter().any(|f| f == op)
        {
            found.push(op.to_string());
        }
    }
    found
}

fn run(backend: &Backend) -> Result<Findings, String> {
    let floats = COMBINATIONS
        .iter()
        .map(|&c| (c.id, alone(c.id, TEST, || run_combination(backend, c))));
    let integers = integer::INT_COMBINATIONS.iter().map(|&c| {
        let finding = alone(c.id, integer::TEST, || integer::run_combination(backend, c));
        (c.id, finding)
    });
    let small = std::iter::once((F6F4, f6f4(backend)));
    Ok(floats.chain(integers).chain(small).collect())
}

/// One combination's finding, or, where it failed (a driver error, a panic, a kernel that did
/// not run), a finding that says so: the other combinations keep theirs.
fn alone(id: &str, test: &'static str, f: impl FnOnce() -> Result<Finding, String>) -> Finding {
    let failed = |why: String| Finding::new(test, format!("failed: {why}"), Layer::NotRun);
    match fpsig_backends::catch_driver_panic(id, f) {
        Ok(Ok(finding)) => finding,
        Ok(Err(why)) => failed(format!("{id}: {why}")),
        Err(why) => failed(why.to_string()),
    }
}

/// The finding of the manual MMA combinations with e3m2, e2m3 or e2m1 inputs.
const F6F4: &str = "mma.sync.f6f4_f32";

/// The manual MMA combinations a device lists with an input of 6 or 4 bits.
struct SmallFloats;

impl RuntimeVisitor for SmallFloats {
    type Output = usize;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> usize {
        let small = [FloatKind::E3M2, FloatKind::E2M3, FloatKind::E2M1].map(storage);
        let listed = &client.features().matmul.mma;
        listed
            .iter()
            .filter(|cfg| small.contains(&cfg.a_type) || small.contains(&cfg.b_type))
            .count()
    }
}

/// The fp6 and fp4 inputs are not launched: CubeCL 0.10 lists them for manual MMA from sm_89
/// (beside e4m3 and e5m2), but PTX's `mma.sync ... .kind::f8f6f4` needs sm_120a, so on every
/// device before it that lists them the kernel would not assemble; and the simulated units
/// have no 6- or 4-bit formats.
fn f6f4(backend: &Backend) -> Finding {
    match backend.visit(SmallFloats) {
        0 => not_run(Path::MmaSync, "e3m2, e2m3 or e2m1 inputs", TEST),
        listed => Finding::new(
            TEST,
            format!(
                "not run: the device lists {listed} manual mma.sync combinations with e3m2, \
                 e2m3 or e2m1 inputs, which fpsig does not launch: PTX's mma.sync \
                 .kind::f8f6f4 needs sm_120a (CubeCL 0.10 lists them from sm_89, where the \
                 kernel would not assemble) and no model here reads 6- or 4-bit inputs"
            ),
            Layer::NotRun,
        )
        .with("listed", listed),
    }
}

/// The tile kernel of each combination at the shape CUDA offers: `cmma` (wmma) 16×16×16 (8-bit
/// integers too), tf32 16×16×8; manual `mma.sync` 16×8×16, tf32 16×8×8, 8-bit integers and fp8
/// 16×8×32. The `cmma` integer tiles also at 16×8×32, the shape NVIDIA's Vulkan driver lists.
fn catalogue() -> Vec<Entry> {
    fn one<I: Scalar, A: Scalar>(name: &str, k: usize) -> Entry {
        at::<I, A>(name, (16, 16, k))
    }
    fn at<I: Scalar, A: Scalar>(name: &str, (m, n, k): (usize, usize, usize)) -> Entry {
        entry(name, move |client| {
            let (a, b, c) = (m * k, k * n, m * n);
            tiles::launch::<I, A, R>(
                client,
                CubeCount::Static(1, 1, 1),
                CubeDim::new_1d(32),
                f32s(client, a),
                f32s(client, b),
                f32s(client, c),
                f32s(client, c),
                m,
                n,
                k,
            )
        })
    }
    fn manual<IA: Scalar, IB: Scalar, A: Scalar>(name: &str, k: usize) -> Entry {
        entry(name, move |client| {
            let (a, c) = (128 * k / 8, 128);
            mma_tiles::launch::<IA, IB, A, R>(
                client,
                CubeCount::Static(1, 1, 1),
                CubeDim::new_1d(32),
                f32s(client, a),
                f32s(client, a),
                f32s(client, c),
                f32s(client, c),
                16,
                8,
                k,
            )
        })
    }
    vec![
        one::<f16, f32>("mma.tiles.f16_f32", 16),
        one::<f16, f16>("mma.tiles.f16_f16", 16),
        one::<bf16, f32>("mma.tiles.bf16_f32", 16),
        one::<tf32, f32>("mma.tiles.tf32_f32", 8),
        one::<i8, i32>("mma.tiles.s8_s32", 16),
        one::<u8, i32>("mma.tiles.u8_s32", 16),
        // The shape NVIDIA's Vulkan driver lists for s8, and u8 into u32 (no 16×16×16).
        at::<i8, i32>("mma.tiles.s8_s32.16x8x32", (16, 8, 32)),
        at::<u8, u32>("mma.tiles.u8_u32.16x8x32", (16, 8, 32)),
        manual::<f16, f16, f32>("mma.sync.f16_f32", 16),
        manual::<bf16, bf16, f32>("mma.sync.bf16_f32", 16),
        manual::<tf32, tf32, f32>("mma.sync.tf32_f32", 8),
        manual::<i8, i8, i32>("mma.sync.s8_s32", 32),
        manual::<u8, u8, i32>("mma.sync.u8_s32", 32),
        manual::<i8, u8, i32>("mma.sync.s8u8_s32", 32),
        manual::<u8, i8, i32>("mma.sync.u8s8_s32", 32),
        manual::<e4m3, e4m3, f32>("mma.sync.e4m3_f32", 32),
        manual::<e5m2, e5m2, f32>("mma.sync.e5m2_f32", 32),
        manual::<e4m3, e5m2, f32>("mma.sync.e4m3e5m2_f32", 32),
        manual::<e5m2, e4m3, f32>("mma.sync.e5m2e4m3_f32", 32),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulated::Rounding;

    /// A combination that fails (an error, a panic) is a finding of its own that says so;
    /// one that succeeds is its finding unchanged.
    #[test]
    fn a_failing_combination_fails_alone() {
        let error = alone("mma.s8_s32", TEST, || Err("no SPIR-V for it".into()));
        assert_eq!(error.layer, Layer::NotRun);
        assert_eq!(error.verdict, "failed: mma.s8_s32: no SPIR-V for it");
        let panic = alone("mma.u8_s32", TEST, || panic!("expansion failed"));
        assert_eq!(panic.layer, Layer::NotRun);
        assert!(
            panic.verdict.starts_with("failed: mma.u8_s32"),
            "{}",
            panic.verdict
        );
        assert!(
            panic.verdict.contains("expansion failed"),
            "{}",
            panic.verdict
        );
        let fine = Finding::new(TEST, "measured", Layer::Execution);
        assert_eq!(alone("mma.f16_f32", TEST, || Ok(fine.clone())), fine);
    }

    #[test]
    fn the_ptx_names_each_matrix_instruction_once() {
        let ptx = "\t.reg .f32 %f<9>;\n\
            \twmma.load.a.sync.aligned.row.m16n16k16.global.f16 \t{%r1}, [%rd1];\n\
            \twmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 \t{%f1}, {%r1}, {%r2}, {%f2};\n\
            \twmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 \t{%f3}, {%r3}, {%r4}, {%f4};\n\
            \tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f5}, {%r5}, {%r6}, {%f6};\n\
            \tadd.f32 \t%f7, %f5, %f6;\n";
        assert_eq!(
            ptx_mma_instructions(ptx),
            [
                "wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32",
                "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
            ]
        );
        assert!(ptx_mma_instructions("\tadd.f32 \t%f7, %f5, %f6;").is_empty());
    }

    const SQUARE: Shape = Shape {
        m: 16,
        n: 16,
        k: 16,
    };

    /// The shape CUDA lists for a combination: wmma 16×16×16 (tf32 k 8), manual 16×8×16 (tf32
    /// k 8, fp8 k 32).
    fn cuda_shape(c: Combination) -> Shape {
        let n = if c.path == Path::Wmma { 16 } else { 8 };
        let k = match c.input_kinds.0 {
            FloatKind::TF32 => 8,
            FloatKind::E4M3 | FloatKind::E5M2 => 32,
            _ => 16,
        };
        Shape { m: 16, n, k }
    }

    fn unit(c: Combination, width: usize, extra_bits: u32) -> MatrixUnit {
        MatrixUnit::plain(c.input, c.output, width, extra_bits, Rounding::TowardZero)
    }

    /// Queries laid out in tiles come back out of the diagonal, and random tiles give every
    /// output as a dot product of its row and column.
    #[test]
    fn tiles_carry_the_queries_on_their_diagonal() {
        let (c, shape) = (COMBINATIONS[0], SQUARE);
        let qs = queries(c.input, c.output, 16);
        let t = Tiles::of_queries(shape, &qs);
        let m = unit(c, 4, 3);
        // Simulate the device: every output of every tile.
        let d: Vec<f64> = (0..t.count(shape))
            .flat_map(|tile| (0..16).flat_map(move |i| (0..16).map(move |j| (tile, i, j))))
            .map(|(tile, i, j)| {
                let q = t.query(shape, tile, i, j);
                m.dot(&q.a, &q.b, q.c)
            })
            .collect();
        let answers = diagonal(shape, qs.len(), &d);
        let direct: Vec<f64> = qs.iter().map(|q| m.dot(&q.a, &q.b, q.c)).collect();
        assert_eq!(answers, direct);
    }

    /// The H100 snapshots' "f16 -> f32 subnormal inputs flushed" came from a query whose
    /// second factor, 2^-98, binary16 cannot hold: the device was given 0 while the models
    /// used 2^-98. Such a query is refused, naming it; every query now asked, and the random
    /// tiles, are numbers of their formats.
    #[test]
    fn a_query_the_input_format_cannot_hold_is_refused() {
        let f16_f32 = COMBINATIONS[0];
        let mut asked = Asked::new(f16_f32, 16);
        let smallest = &mut asked.identify[0];
        assert_eq!(smallest.what, "subnormal input: the smallest");
        assert_eq!(smallest.a[0], 2f64.powi(-24));
        smallest.b[0] = 2f64.powi(-98);
        let err = asked.checked(f16_f32).err().unwrap();
        assert!(
            err.starts_with("mma.f16_f32: query 'subnormal input: the smallest', B: ")
                && err.contains(&format!("{:e} is not a binary16 number", 2f64.powi(-98))),
            "{err}"
        );
        for c in COMBINATIONS {
            let shape = cuda_shape(c);
            Asked::new(c, shape.k).checked(c).unwrap();
            let t = random_tiles(c, shape);
            exactly(c.input.a, &t.a, "A").unwrap();
            exactly(c.input.b, &t.b, "B").unwrap();
            exactly(c.output, &t.c, "C").unwrap();
        }
    }

    /// The finding names the unit's properties and the model check's count; a device that
    /// differs from the identified model on a random product is counted and shown.
    #[test]
    fn the_finding_reads_the_identified_model() {
        let (c, shape) = (COMBINATIONS[0], SQUARE);
        let qs = Asked::new(c, 16);
        let m = unit(c, 16, 2);
        let answers: Vec<f64> = qs.all().iter().map(|q| m.dot(&q.a, &q.b, q.c)).collect();
        let random = random_tiles(c, shape);
        let mut check: Vec<(Query, f64)> = (0..4)
            .map(|j| {
                let q = random.query(shape, 0, 0, j);
                let d = m.dot(&q.a, &q.b, q.c);
                (q, d)
            })
            .collect();
        let f = analyse(c, shape, &qs, &answers, &check);
        let r = MATRIX_UNIT.get(&f).unwrap();
        assert_eq!((r.width, r.extra_bits), (vec![16], vec![2]));
        assert_eq!(r.rounding, [Rounding::TowardZero]);
        assert_eq!(r.order.as_deref(), Some("(C, 0-15)"));
        assert_eq!(r.monotonic, Some(false));
        assert!(
            f.verdict
                .contains("addends summed as (C, 0-15); not monotonic"),
            "{}",
            f.verdict
        );
        assert!(
            f.verdict
                .contains("reproduces 4 of 4 random dot products and 744 of 744"),
            "{}",
            f.verdict
        );
        check[2].1 = -check[2].1 + 1.0;
        let mut answers = answers;
        let last = answers.len() - 1;
        answers[last] += 1.0;
        let f = analyse(c, shape, &qs, &answers, &check);
        assert!(f
            .verdict
            .contains("reproduces 3 of 4 random dot products and 743 of 744"));
        assert_eq!(f.evidence["model_check_mismatches"], 1);
    }

    /// An e4m3 unit's order is read where its products reach below the bits it keeps (two
    /// extra bits: the two k16 halves of H200's f16 unit), and said not read where they do
    /// not; the fp8 findings list the model's widths up to 32.
    #[test]
    fn an_e4m3_units_order_is_read_only_where_its_products_reach() {
        let c = COMBINATIONS[7];
        assert_eq!(c.id, "mma.sync.e4m3_f32");
        let shape = cuda_shape(c);
        let asked = Asked::new(c, shape.k).checked(c).unwrap();
        let reading = |width, bits| {
            let m = MatrixUnit::plain(c.input, c.output, width, bits, Rounding::TowardZero);
            let answers: Vec<f64> = asked.all().iter().map(|q| m.dot(&q.a, &q.b, q.c)).collect();
            let f = analyse(c, shape, &asked, &answers, &[]);
            (MATRIX_UNIT.get(&f).unwrap(), f.verdict)
        };
        let (r, _) = reading(16, 2);
        assert_eq!((r.width, r.extra_bits), (vec![16], vec![2]));
        assert_eq!(r.order.as_deref(), Some("((C, 0-15), 16-31)"));
        let (r, verdict) = reading(32, 5);
        assert_eq!((r.width, r.extra_bits), (vec![32], vec![5]));
        assert_eq!(r.order, None);
        assert!(
            verdict.contains(
                "no order: not read: the least products of two inputs are within the 5 extra bits"
            ),
            "{verdict}"
        );
    }

    /// H200's fp8 `mma.sync` as its SASS runs it (two k16 binary16 steps of 2 extra bits with
    /// truncation, over alternate pairs of products, then `C` added in binary32 to nearest) is
    /// identified, with the order FPRev reads. The same with `C` added toward zero is outside
    /// the grid: no model fits, and the finding names the queries the closest misses and the
    /// order.
    #[test]
    fn hoppers_fp8_unit_is_identified_and_a_neighbour_outside_the_grid_shown() {
        let c = COMBINATIONS[8];
        assert_eq!(c.id, "mma.sync.e5m2_f32");
        let shape = cuda_shape(c);
        let asked = Asked::new(c, shape.k).checked(c).unwrap();
        let half = MatrixUnit::plain(c.input, c.output, 16, 2, Rounding::TowardZero);
        let pick = |v: &[f64], first: bool| -> Vec<f64> {
            (0..v.len())
                .filter(|i| (i / 2 % 2 == 0) == first)
                .map(|i| v[i])
                .collect()
        };
        let device = |q: &Query, toward_zero: bool| {
            let s = half.dot(&pick(&q.a, true), &pick(&q.b, true), 0.0);
            let s = half.dot(&pick(&q.a, false), &pick(&q.b, false), s) as f32;
            let sum = s as f64 + q.c;
            match (toward_zero, sum as f32) {
                (true, r) if (r as f64).abs() > sum.abs() => {
                    (if r > 0.0 { r.next_down() } else { r.next_up() }) as f64
                }
                (_, r) => r as f64,
            }
        };
        let tree = "(C, ((0-1, 4-5, 8-9, 12-13, 16-17, 20-21, 24-25, 28-29), 2-3, 6-7, 10-11, \
                    14-15, 18-19, 22-23, 26-27, 30-31))";
        let answers: Vec<f64> = asked.all().iter().map(|q| device(q, false)).collect();
        let f = analyse(c, shape, &asked, &answers, &[]);
        let r = MATRIX_UNIT.get(&f).unwrap();
        assert_eq!(
            (r.width, r.extra_bits),
            (vec![16], vec![2]),
            "{}",
            f.verdict
        );
        assert_eq!(r.rounding, [Rounding::TowardZero]);
        assert_eq!(r.accumulator, ["last, rounded to nearest"]);
        assert_eq!(r.steps, ["alternate pairs"]);
        assert_eq!(r.order.as_deref(), Some(tree));
        assert!(f.verdict.contains(
            "C added last, rounded to nearest, products taken by the steps alternate pairs"
        ));
        let answers: Vec<f64> = asked.all().iter().map(|q| device(q, true)).collect();
        let f = analyse(c, shape, &asked, &answers, &[]);
        assert!(
            f.verdict.starts_with("no model of the grid fits"),
            "{}",
            f.verdict
        );
        assert_eq!(f.evidence["order"], tree);
        assert!(!f.evidence["closest_misses"].as_array().unwrap().is_empty());
    }

    /// WGSL has no cmma and CubeCL's MSL no 16×16×16 fragment: the catalogue records why, and
    /// those panics are no kernel that failed to run (a bench or a report compiling the
    /// catalogue under `catch_driver_panic` goes on).
    #[test]
    fn a_kernel_a_target_cannot_express_is_a_result_not_a_failed_launch() {
        use fpsig_backends::offline::Target;
        let entry = catalogue().remove(0);
        let kernel = fpsig_backends::catch_driver_panic("the catalogue", || {
            crate::shaders::catalog::compile_launch(&entry.name, |c| (entry.launch)(c))
        })
        .expect("no device-thread panic is recorded")
        .unwrap();
        assert!(kernel
            .file_text(Target::Wgsl)
            .starts_with("// not compiled for wgsl"));
        assert!(kernel
            .file_text(Target::Msl)
            .starts_with("// not compiled for msl"));
        assert!(kernel.file_text(Target::Cuda).contains("wmma::mma_sync"));
    }

    #[test]
    fn random_values_belong_to_their_format() {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
        for c in COMBINATIONS {
            for _ in 0..1000 {
                for (format, v) in [
                    (c.input.a, random(&mut rng, c.input.a, -3..=3)),
                    (c.input.b, random(&mut rng, c.input.b, -3..=3)),
                    (c.output, random(&mut rng, c.output, -2..=4)),
                ] {
                    let unit = crate::simulated::Unit::ieee(format);
                    assert_eq!(unit.round(&rug::Float::with_val(64, v)), v, "{format:?}");
                }
            }
        }
    }
}
