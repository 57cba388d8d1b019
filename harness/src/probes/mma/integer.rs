//! Integer matrix units: 8-bit inputs (`s8` or `u8`) and a 32-bit accumulator, through one
//! manual `mma.sync` per tile (each side its own type, `m16n8k32` on CUDA from sm_80) or through
//! CubeCL's `cmma` (one type for both sides: CUDA's wmma at 16×16×16, Vulkan's cooperative
//! matrices where the driver lists them). An integer dot
//! product has no rounding to find; what a unit can do is read a byte with the other
//! signedness, and wrap or clamp a sum past its accumulator's range (i32, or u32 where a
//! Vulkan driver lists `u8` into `u32`). The queries tell those apart ([`queries`]),
//! the unit is every model that answers them all as the device does, and the identified model
//! is then held against the device on random tiles (random bytes, accumulators over all of
//! the accumulator's range and near its ends). Operands travel as their bytes: `Query` holds
//! each byte as its unsigned value (0-255) and `C` as its value, both exact in f64.

use super::evidence::{
    IntegerUnitReading, Overflow, INTEGER_UNIT, MODEL_CHECK_INPUTS, MODEL_CHECK_MISMATCHES,
};
use super::model::{answers, identify, Dot, Query};
use super::{diagonal, not_run, said_types, values, Path, Shape, Shapes, Tiles};
use crate::device::{arg, download, upload};
use crate::evidence::said;
use crate::signature::{Finding, Layer};
use cubecl::ir::{ElemType, IntKind, StorageType, UIntKind};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::mma::{mma_tiles, tiles};
use rand::{Rng, SeedableRng};

pub(super) const TEST: &str = "integer matrix unit D = A*B + C: how each side's bytes are read \
     (signed or unsigned), what a sum past the accumulator's range becomes (wraps or \
     saturates), exact sums";

/// A 32-bit integer accumulator: `s32` (i32) or `u32`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Accumulator {
    S32,
    U32,
}

impl Accumulator {
    /// The smallest and largest values it holds.
    fn range(self) -> (i64, i64) {
        match self {
            Accumulator::S32 => (i32::MIN as i64, i32::MAX as i64),
            Accumulator::U32 => (0, u32::MAX as i64),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Accumulator::S32 => "i32",
            Accumulator::U32 => "u32",
        }
    }

    /// An exact sum kept modulo 2^32, in this accumulator's range.
    fn wrap(self, exact: i64) -> i64 {
        match self {
            Accumulator::S32 => exact as i32 as i64,
            Accumulator::U32 => exact as u32 as i64,
        }
    }

    /// A value of its range as the 32 bits the buffers carry (read as an i32).
    fn bits(self, value: f64) -> i32 {
        match self {
            Accumulator::S32 => value as i32,
            Accumulator::U32 => value as u32 as i32,
        }
    }

    /// The 32 bits of a buffer as a value of its range.
    fn value(self, bits: i32) -> f64 {
        match self {
            Accumulator::S32 => bits as f64,
            Accumulator::U32 => bits as u32 as f64,
        }
    }
}

/// One combination of 8-bit input types into a 32-bit accumulator, through one path.
#[derive(Debug, Clone, Copy)]
pub(super) struct IntCombination {
    pub id: &'static str,
    pub path: Path,
    pub a_signed: bool,
    pub b_signed: bool,
    pub acc: Accumulator,
}

const fn int(id: &'static str, path: Path, a_signed: bool, b_signed: bool) -> IntCombination {
    IntCombination {
        id,
        path,
        a_signed,
        b_signed,
        acc: Accumulator::S32,
    }
}

/// CubeCL's `cmma` takes one input type for `A` and `B` (CUDA's wmma lists `s8` and `u8` into
/// `s32` at 16×16×16; NVIDIA's Vulkan driver `u8` into `u32`); the manual `mma.sync` each side
/// its own.
pub(super) const INT_COMBINATIONS: [IntCombination; 7] = [
    int("mma.s8_s32", Path::Wmma, true, true),
    int("mma.u8_s32", Path::Wmma, false, false),
    IntCombination {
        acc: Accumulator::U32,
        ..int("mma.u8_u32", Path::Wmma, false, false)
    },
    int("mma.sync.s8_s32", Path::MmaSync, true, true),
    int("mma.sync.u8_s32", Path::MmaSync, false, false),
    int("mma.sync.s8u8_s32", Path::MmaSync, true, false),
    int("mma.sync.u8s8_s32", Path::MmaSync, false, true),
];

fn byte_type(signed: bool) -> StorageType {
    if signed {
        ElemType::Int(IntKind::I8).into()
    } else {
        ElemType::UInt(UIntKind::U8).into()
    }
}

fn type_name(signed: bool) -> &'static str {
    if signed {
        "signed"
    } else {
        "unsigned"
    }
}

impl IntCombination {
    fn types(self) -> [StorageType; 3] {
        [
            byte_type(self.a_signed),
            byte_type(self.b_signed),
            match self.acc {
                Accumulator::S32 => ElemType::Int(IntKind::I32).into(),
                Accumulator::U32 => ElemType::UInt(UIntKind::U32).into(),
            },
        ]
    }
}

/// A simulated integer unit: how it reads each side's bytes and what it does with a sum past
/// its accumulator's range (computed exactly first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct IntUnit {
    pub a_signed: bool,
    pub b_signed: bool,
    pub overflow: Overflow,
    /// The accumulator's type: the combination's, not a property to identify.
    pub acc: Accumulator,
}

/// A byte as a unit reads it.
fn read(byte: f64, signed: bool) -> i64 {
    let byte = byte as u8;
    if signed {
        byte as i8 as i64
    } else {
        byte as i64
    }
}

impl Dot for IntUnit {
    fn answer(&self, a: &[f64], b: &[f64], c: f64) -> f64 {
        let products: i64 = a
            .iter()
            .zip(b)
            .map(|(&x, &y)| read(x, self.a_signed) * read(y, self.b_signed))
            .sum();
        let exact = c as i64 + products;
        let (low, high) = self.acc.range();
        let d = match self.overflow {
            Overflow::Wraps => self.acc.wrap(exact),
            Overflow::Saturates => exact.clamp(low, high),
        };
        d as f64
    }
}

/// Every model into `acc`: each side signed or unsigned, sums wrapped or clamped.
pub(super) fn models(acc: Accumulator) -> Vec<IntUnit> {
    let mut out = Vec::new();
    for a_signed in [true, false] {
        for b_signed in [true, false] {
            for overflow in [Overflow::Wraps, Overflow::Saturates] {
                out.push(IntUnit {
                    a_signed,
                    b_signed,
                    overflow,
                    acc,
                });
            }
        }
    }
    out
}

fn query(what: &str, k: usize, pairs: &[(u8, u8)], c: i64) -> Query {
    let (mut a, mut b) = (vec![0.0; k], vec![0.0; k]);
    for (i, &(x, y)) in pairs.iter().enumerate() {
        a[i] = x as f64;
        b[i] = y as f64;
    }
    Query {
        what: what.to_string(),
        a,
        b,
        c: c as f64,
    }
}

/// The byte of a side whose value is the most negative it holds (`0x80`, -128 signed), or the
/// largest where it holds no negative (`0xff`, 255).
fn extreme(signed: bool) -> u8 {
    if signed {
        0x80
    } else {
        0xff
    }
}

/// The dot products that identify an integer unit, for `k` products: the sign of each side
/// (`0xff` is -1 or 255), the largest sum of products, a sum past the accumulator's largest
/// value, one below its smallest (where a side is signed: two unsigned sides have no negative
/// product), and a sum that passes its largest value and comes back (a unit clamping each
/// partial sum would not come back).
pub(super) fn queries(c: IntCombination, k: usize) -> Vec<Query> {
    let (low, high) = c.acc.range();
    let acc = c.acc.name();
    let mut out = vec![
        query("sign of A: 0xff * 1", k, &[(0xff, 1)], 0),
        query("sign of B: 1 * 0xff", k, &[(1, 0xff)], 0),
        query("sign of both: 0xff * 0xff", k, &[(0xff, 0xff)], 0),
        query(
            "the largest products, every one",
            k,
            &vec![(extreme(c.a_signed), extreme(c.b_signed)); k],
            0,
        ),
        query(
            &format!("past {acc}'s largest: 2 * 5"),
            k,
            &[(2, 5)],
            high - 5,
        ),
        query(
            &format!("far past {acc}'s largest: 0x7f * 0x7f, every one"),
            k,
            &vec![(0x7f, 0x7f); k],
            high - 100,
        ),
    ];
    // A negative product: the signed side's -128 by the other's 127.
    let negative = match (c.a_signed, c.b_signed) {
        (true, _) => Some((0x80, 0x7f)),
        (false, true) => Some((0x7f, 0x80)),
        (false, false) => None,
    };
    if let Some((x, y)) = negative {
        out.push(query(
            &format!("below {acc}'s smallest: -128 * 127"),
            k,
            &[(x, y)],
            low + 100,
        ));
        out.push(query(
            &format!("past {acc}'s largest and back: 127 * 127, then -128 * 127"),
            k,
            &[(0x7f, 0x7f), (x, y)],
            high - 10,
        ));
    }
    out
}

/// Random tiles: 800 tiles of 16×8 outputs are 102,400 dot products. Bytes uniformly random;
/// a quarter of the accumulators within 2^17 of their range's ends (a sum of 32 random products
/// is some 2^15 for signed bytes, 2^19 for unsigned: it crosses them often), the rest anywhere
/// in it.
fn random_tiles(shape: Shape, acc: Accumulator) -> Tiles {
    let (low, high) = acc.range();
    let mut rng = rand::rngs::SmallRng::seed_from_u64(0x4d4d_4901);
    let tiles = super::CHECK_TILES * 256 / (shape.m * shape.n);
    let mut byte = |_| rng.random::<u8>() as f64;
    let a = (0..tiles * shape.m * shape.k).map(&mut byte).collect();
    let b = (0..tiles * shape.k * shape.n).map(&mut byte).collect();
    let c = (0..tiles * shape.m * shape.n)
        .map(|_| {
            let near = rng.random_range(0..1 << 17);
            match (rng.random_range(0..8), acc) {
                (0, _) => high - near,
                (1, _) => low + near,
                (_, Accumulator::S32) => rng.random::<i32>() as i64,
                (_, Accumulator::U32) => rng.random::<u32>() as i64,
            }
        })
        .map(|x| x as f64)
        .collect();
    Tiles { a, b, c }
}

/// Runs the tiles; returns `D`. Launched twice, `D` filled with a different pattern each time:
/// an output the kernel did not write keeps its pattern and differs between the runs (an
/// integer has no NaN to mark it). The accumulators travel as their 32 bits.
struct Measure<'a> {
    combination: IntCombination,
    shape: Shape,
    plane: u32,
    tiles: &'a Tiles,
}

const UNWRITTEN: [i32; 2] = [0x5555_5555, -0x2aaa_aaab];

impl Measure<'_> {
    fn once<IA, IB, R: Runtime>(
        &self,
        client: &ComputeClient<R>,
        unwritten: i32,
    ) -> Result<Vec<i32>, String>
    where
        IA: Scalar + CubeElement,
        IB: Scalar + CubeElement,
    {
        let Shape { m, n, k } = self.shape;
        let t = self.tiles;
        let bytes = |v: &[f64]| -> Vec<u8> { v.iter().map(|&x| x as u8).collect() };
        let a = client.create_from_slice(&bytes(&t.a));
        let b = client.create_from_slice(&bytes(&t.b));
        let acc = self.combination.acc;
        let c: Vec<i32> = t.c.iter().map(|&x| acc.bits(x)).collect();
        let c = upload(client, &c);
        let d = upload(client, &vec![unwritten; t.c.len()]);
        let cubes = CubeCount::Static(t.count(self.shape) as u32, 1, 1);
        let dim = CubeDim::new_1d(self.plane);
        let (a, b) = (arg(&a, t.a.len()), arg(&b, t.b.len()));
        let (c, d_arg) = (arg(&c, t.c.len()), arg(&d, t.c.len()));
        // `cmma`: one type for both sides, `IA` (the combinations of this path are alike).
        match (self.combination.path, acc) {
            (Path::Wmma, Accumulator::S32) => {
                tiles::launch::<IA, i32, R>(client, cubes, dim, a, b, c, d_arg, m, n, k)
            }
            (Path::Wmma, Accumulator::U32) => {
                tiles::launch::<IA, u32, R>(client, cubes, dim, a, b, c, d_arg, m, n, k)
            }
            (Path::MmaSync, Accumulator::S32) => {
                mma_tiles::launch::<IA, IB, i32, R>(client, cubes, dim, a, b, c, d_arg, m, n, k)
            }
            (Path::MmaSync, Accumulator::U32) => {
                return Err("no manual mma.sync into u32".into());
            }
        }
        download::<R, i32>(client, d)
    }

    fn launch<IA, IB, R: Runtime>(&self, client: &ComputeClient<R>) -> Result<Vec<f64>, String>
    where
        IA: Scalar + CubeElement,
        IB: Scalar + CubeElement,
    {
        let first = self.once::<IA, IB, R>(client, UNWRITTEN[0])?;
        let second = self.once::<IA, IB, R>(client, UNWRITTEN[1])?;
        if let Some(at) = first.iter().zip(&second).position(|(x, y)| x != y) {
            return Err(format!(
                "output {at} of {} differs between two launches of the same tiles (unwritten, \
                 or not deterministic): {} then {}",
                first.len(),
                first[at],
                second[at]
            ));
        }
        let acc = self.combination.acc;
        Ok(first.into_iter().map(|bits| acc.value(bits)).collect())
    }
}

impl RuntimeVisitor for Measure<'_> {
    type Output = Result<Vec<f64>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        match (self.combination.a_signed, self.combination.b_signed) {
            (true, true) => self.launch::<i8, i8, R>(client),
            (false, false) => self.launch::<u8, u8, R>(client),
            (true, false) => self.launch::<i8, u8, R>(client),
            (false, true) => self.launch::<u8, i8, R>(client),
        }
    }
}

/// The finding of one combination from its answers to [`queries`] and its random tiles.
pub(super) fn analyse(
    acc: Accumulator,
    shape: Shape,
    queries: &[Query],
    got: &[f64],
    check: &[(Query, f64)],
) -> Finding {
    let models = models(acc);
    let (fitting, closest) = identify(&models, &answers(&models, queries), got);
    let Some(model) = fitting.first() else {
        let (closest, misses) = closest.expect("eight models");
        let first = closest
            .first_miss(queries, got)
            .map(|(q, d, m)| format!("{}: device {d}, closest model {m}", q.what));
        return Finding::new(
            TEST,
            format!(
                "no integer model fits: the closest (A {}, B {}, {}) misses {misses} of {} \
                 queries",
                type_name(closest.a_signed),
                type_name(closest.b_signed),
                closest.overflow.said(),
                queries.len()
            ),
            Layer::Execution,
        )
        .with("shape", shape.name())
        .with_some("first_miss", first);
    };
    let reading = IntegerUnitReading {
        shape: shape.name(),
        a: values(&fitting, |u| type_name(u.a_signed).to_string()),
        b: values(&fitting, |u| type_name(u.b_signed).to_string()),
        overflow: values(&fitting, |u| u.overflow),
    };
    let mismatches = model.mismatches(check);
    let overflow: Vec<&str> = reading.overflow.iter().map(|o| o.said()).collect();
    let verdict = format!(
        "exact products and sums; bytes of A read as {}, of B as {}; a sum past {} {}; the \
         model reproduces {} of {} random dot products and {} of {} queries",
        said(&reading.a),
        said(&reading.b),
        acc.name(),
        said(&overflow),
        check.len() - mismatches.len(),
        check.len(),
        queries.len(),
        queries.len()
    );
    let first = mismatches.first().map(|(q, d)| {
        format!(
            "c = {}, a = {:?}, b = {:?}: device {d}, model {}",
            q.c,
            q.a,
            q.b,
            model.answer(&q.a, &q.b, q.c)
        )
    });
    let finding = Finding::new(TEST, verdict, Layer::Execution)
        .with("queries", queries.len())
        .with("fitting_models", fitting.len())
        .with_some("model_check_first_mismatch", first);
    let finding = MODEL_CHECK_INPUTS.put(finding, check.len() as u64);
    let finding = MODEL_CHECK_MISMATCHES.put(finding, mismatches.len() as u64);
    INTEGER_UNIT.put(finding, reading)
}

/// One integer combination's finding: not run where the backend lists no unit for it.
pub(super) fn run_combination(backend: &Backend, c: IntCombination) -> Result<Finding, String> {
    let [a, b, cd] = c.types();
    let (shapes, plane) = backend.visit(Shapes {
        path: c.path,
        a,
        b,
        cd,
    });
    let Some(&shape) = shapes.first() else {
        return Ok(not_run(c.path, &said_types(c.id), TEST));
    };
    let asked = queries(c, shape.k);
    let tiles = Tiles::of_queries(shape, &asked);
    let random = random_tiles(shape, c.acc);
    let measure = |tiles| {
        backend.visit(Measure {
            combination: c,
            shape,
            plane,
            tiles,
        })
    };
    let ((d, d_random), source) =
        super::super::captured(backend, c.id, || Ok((measure(&tiles)?, measure(&random)?)))?;
    let answers = diagonal(shape, asked.len(), &d);
    let check = random.all_outputs(shape, &d_random);
    Ok(super::with_shader(
        analyse(c.acc, shape, &asked, &answers, &check),
        source,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHAPE: Shape = Shape { m: 16, n: 8, k: 32 };

    /// CUDA's shape for the combination: wmma 16×16×16, `mma.sync` 16×8×32.
    fn cuda_shape(c: IntCombination) -> Shape {
        match c.path {
            Path::Wmma => Shape {
                m: 16,
                n: 16,
                k: 16,
            },
            Path::MmaSync => SHAPE,
        }
    }

    /// Simulates a device as `unit`: every output of every tile.
    fn device_at(shape: Shape, unit: IntUnit, tiles: &Tiles) -> Vec<f64> {
        (0..tiles.count(shape))
            .flat_map(|t| (0..shape.m).flat_map(move |i| (0..shape.n).map(move |j| (t, i, j))))
            .map(|(t, i, j)| {
                let q = tiles.query(shape, t, i, j);
                unit.answer(&q.a, &q.b, q.c)
            })
            .collect()
    }

    fn device(unit: IntUnit, tiles: &Tiles) -> Vec<f64> {
        device_at(SHAPE, unit, tiles)
    }

    fn finding_of(c: IntCombination, unit: IntUnit) -> Finding {
        let shape = cuda_shape(c);
        let asked = queries(c, shape.k);
        let tiles = Tiles::of_queries(shape, &asked);
        let answers = diagonal(shape, asked.len(), &device_at(shape, unit, &tiles));
        let random = random_tiles(shape, c.acc);
        let check = random.all_outputs(shape, &device_at(shape, unit, &random));
        analyse(c.acc, shape, &asked, &answers, &check)
    }

    /// Each combination's queries single out every model a device could be: the reading of
    /// a simulated unit is that unit, one value per property.
    #[test]
    fn the_queries_identify_each_model() {
        for c in INT_COMBINATIONS {
            for unit in models(c.acc) {
                let f = finding_of(c, unit);
                let r = INTEGER_UNIT.get(&f).unwrap_or_else(|_| panic!("{f:?}"));
                assert_eq!(r.a, [type_name(unit.a_signed)], "{c:?} {unit:?}");
                assert_eq!(r.b, [type_name(unit.b_signed)], "{c:?} {unit:?}");
                assert_eq!(r.overflow, [unit.overflow], "{c:?} {unit:?}");
                assert_eq!(MODEL_CHECK_INPUTS.get(&f).unwrap(), 102_400);
                assert_eq!(MODEL_CHECK_MISMATCHES.get(&f).unwrap(), 0);
            }
        }
    }

    /// A unit no model describes (one clamping each partial sum) is said to fit none, with
    /// the query it missed; one that errs only on random tiles is counted and shown.
    #[test]
    fn a_unit_outside_the_models_is_no_fit_and_a_random_miss_is_counted() {
        let c = INT_COMBINATIONS[0];
        let asked = queries(c, SHAPE.k);
        let wraps = IntUnit {
            a_signed: true,
            b_signed: true,
            overflow: Overflow::Wraps,
            acc: Accumulator::S32,
        };
        // Clamping each partial sum in turn.
        let stepwise = |q: &Query| -> f64 {
            let mut acc = q.c as i64;
            for (x, y) in q.a.iter().zip(&q.b) {
                acc =
                    (acc + read(*x, true) * read(*y, true)).clamp(i32::MIN as i64, i32::MAX as i64);
            }
            acc as f64
        };
        let got: Vec<f64> = asked.iter().map(stepwise).collect();
        let f = analyse(c.acc, SHAPE, &asked, &got, &[]);
        assert!(
            f.verdict.starts_with("no integer model fits"),
            "{}",
            f.verdict
        );
        assert!(
            f.evidence["first_miss"]
                .as_str()
                .unwrap()
                .starts_with("past i32's largest and back"),
            "{:?}",
            f.evidence
        );
        let random = random_tiles(SHAPE, c.acc);
        let mut d = device(wraps, &random);
        d[7] += 1.0;
        let got: Vec<f64> = asked
            .iter()
            .map(|q| wraps.answer(&q.a, &q.b, q.c))
            .collect();
        let f = analyse(c.acc, SHAPE, &asked, &got, &random.all_outputs(SHAPE, &d));
        assert_eq!(MODEL_CHECK_MISMATCHES.get(&f).unwrap(), 1);
        assert!(
            f.verdict.contains("reproduces 102399 of 102400"),
            "{}",
            f.verdict
        );
    }

    /// The random tiles cross each accumulator's ends often enough to tell wrapping from
    /// clamping, hold every byte value on both sides, and accumulators of its range only.
    #[test]
    fn random_tiles_cross_the_accumulators_ends() {
        for (acc, a_signed) in [(Accumulator::S32, true), (Accumulator::U32, false)] {
            let random = random_tiles(SHAPE, acc);
            let wraps = IntUnit {
                a_signed,
                b_signed: false,
                overflow: Overflow::Wraps,
                acc,
            };
            let clamps = IntUnit {
                overflow: Overflow::Saturates,
                ..wraps
            };
            let (w, s) = (device(wraps, &random), device(clamps, &random));
            let differ = w.iter().zip(&s).filter(|(x, y)| x != y).count();
            assert!(differ > 1000, "{acc:?}: {differ}");
            for side in [&random.a, &random.b] {
                let mut seen = [false; 256];
                side.iter().for_each(|&x| seen[x as usize] = true);
                assert!(seen.iter().all(|&s| s));
            }
            let (low, high) = acc.range();
            assert!(random.c.iter().all(|&c| (low..=high).contains(&(c as i64))));
            assert!(random.c.iter().all(|&c| acc.value(acc.bits(c)) == c));
        }
    }

    #[test]
    fn bytes_are_read_by_their_signedness() {
        assert_eq!(read(255.0, true), -1);
        assert_eq!(read(255.0, false), 255);
        assert_eq!(read(128.0, true), -128);
        let u = IntUnit {
            a_signed: false,
            b_signed: true,
            overflow: Overflow::Wraps,
            acc: Accumulator::S32,
        };
        assert_eq!(u.answer(&[255.0], &[255.0], 0.0), -255.0);
        assert_eq!(
            u.answer(&[2.0], &[5.0], i32::MAX as f64),
            (i32::MIN + 9) as f64
        );
        // Into u32: past its largest wraps to 9 or stays at it.
        let v = IntUnit {
            a_signed: false,
            b_signed: false,
            overflow: Overflow::Wraps,
            acc: Accumulator::U32,
        };
        assert_eq!(v.answer(&[2.0], &[5.0], u32::MAX as f64), 9.0);
        let clamps = IntUnit {
            overflow: Overflow::Saturates,
            ..v
        };
        assert_eq!(
            clamps.answer(&[2.0], &[5.0], u32::MAX as f64),
            u32::MAX as f64
        );
    }
}
