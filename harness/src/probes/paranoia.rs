//! Paranoia's rounding classification and error measurement (seed 000 Annex A, 003 Annex A), in
//! the seed's "less MACs" form: every operand is computed exactly on the host and each result is
//! one device operation, so what is classified is that operation alone. Verdicts use Paranoia's
//! words, so they read side by side with the seed's output.

use super::PLAIN;
use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use crate::device::{arg, cubes, download, uninit, upload};
use crate::evidence::{at_resolution, Ulps, OPERATION_ERROR_ULPS};
use crate::rules::api::Judge;
use crate::shaders::declared::{entry, f32s, no_joins, Entry, Kernels, N, R};
use crate::signature::{Finding, Layer};
use crate::simulated::{Unit, BINARY32};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::paper::paranoia::{binary_op, op};
use rand::{Rng, SeedableRng};
use rug::Float;
use std::collections::BTreeMap;

pub const FAMILY: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::paper::paranoia::SOURCE,
        catalogue,
        joined: no_joins,
        static_reading: &[],
    },
    id: "paranoia",
    findings: &[
        (
            "paranoia.multiplication",
            "Paranoia multiplication rounding tests, lines 2390/2400 (seed 000 Annex A)",
        ),
        (
            "paranoia.division",
            "Paranoia division rounding tests, lines 2480/2490 (seed 000 Annex A)",
        ),
        (
            "paranoia.subtraction",
            "Paranoia subtraction rounding tests, lines 2620-2670, less MACs (seed 000 Annex A)",
        ),
        (
            "paranoia.error_bounds",
            "Paranoia error measurement: signed ulp error interval of + - × ÷ (seed 000 Annex A)",
        ),
        (
            "paranoia.verification",
            "Paranoia: verifying U1, U2, F9 and B9 (seed 000 Annex A)",
        ),
        (
            "paranoia.guard_bits",
            "Paranoia guard bit tests of ×, ÷ (lines 2000-2070) and − (seed 000 Annex A)",
        ),
        (
            "paranoia.commutativity",
            "Paranoia: testing X*Y == Y*X (seed 000 Annex A)",
        ),
        (
            "paranoia.fuzzy",
            "Paranoia fuzzy test: X != 1 or (X-1/2)-1/2 == 0, X = 1-U1 and 1+U2 (seed 000 Annex A)",
        ),
        (
            "paranoia.subtraction_comparison",
            "Paranoia subtraction comparison test, line 2170: (1-U1) == 0 or (1-U1)-1 < 0 (seed 000 Annex A)",
        ),
        (
            "paranoia.addition",
            "Paranoia-style addition rounding tests (fpsig's cases, the seed has none apart from subtraction)",
        ),
        (
            "paranoia.sqrt",
            "Paranoia-style square-root rounding tests (fpsig's cases: sqrt(1+2U2), sqrt(1-U2), ...)",
        ),
        (
            "paranoia.extra_multiplication",
            "extra multiplication tests: (1+2U2)(1-2U2), (1+4U2)(1-4U2), ... (seed 000 Annex A, non-Paranoia)",
        ),
        (
            "paranoia.extra_subtraction",
            "extra addition/subtraction tests: 1-U1, 1-F9*U1, 1-U1/2, 1-F9*U1/2 (seed 000 Annex A, non-Paranoia)",
        ),
    ],
    needs: Need::Nothing,
    run,
    rules,
    shown: PLAIN,
};

/// The API rules that speak to this family's findings.
fn rules(id: &str) -> Option<Judge> {
    (id == "paranoia.error_bounds").then_some(Judge::BasicError)
}

/// One binary32 operation (`Sqrt` ignores its second operand).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Sqrt,
}

impl Op {
    /// The operations of the error measurement.
    pub const ALL: [Op; 4] = [Op::Mul, Op::Div, Op::Sub, Op::Add];
    /// Every operation a rounding case or check may use.
    const LAUNCHED: [Op; 5] = [Op::Mul, Op::Div, Op::Sub, Op::Add, Op::Sqrt];

    fn kernel_op(self) -> u32 {
        match self {
            Op::Add => op::ADD,
            Op::Sub => op::SUB,
            Op::Mul => op::MUL,
            Op::Div => op::DIV,
            Op::Sqrt => op::SQRT,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Op::Add => "add",
            Op::Sub => "sub",
            Op::Mul => "mult",
            Op::Div => "div",
            Op::Sqrt => "sqrt",
        }
    }

    pub fn eval(self, unit: &Unit, a: f32, b: f32) -> f32 {
        let (a, b) = (a as f64, b as f64);
        (match self {
            Op::Add => unit.add(a, b),
            Op::Sub => unit.sub(a, b),
            Op::Mul => unit.mul(a, b),
            Op::Div => unit.div(a, b),
            Op::Sqrt => unit.sqrt(a),
        }) as f32
    }

    fn exact(self, a: f32, b: f32) -> Float {
        let (a, b) = (Float::with_val(300, a), Float::with_val(300, b));
        match self {
            Op::Add => a + b,
            Op::Sub => a - b,
            Op::Mul => a * b,
            Op::Div => a / b,
            Op::Sqrt => a.sqrt(),
        }
    }
}

/// Paranoia's U1 (1 minus the largest float below 1) and U2 (the smallest float above 1, minus 1).
const U1: f64 = 5.960_464_477_539_063e-8;
const U2: f64 = 1.192_092_895_507_812_5e-7;

/// `x` in binary32; the operands are constants, so a debug build (the tests) checks each is
/// exact there, else the formula would silently become another test.
fn exact_f32(x: f64, formula: &str) -> f32 {
    debug_assert_eq!(
        x as f32 as f64, x,
        "{formula}: operand not exact in binary32"
    );
    x as f32
}

/// One rounding test: the seed's formula, its section, and the single operation it becomes.
#[derive(Debug, Clone, Copy)]
pub struct Case {
    pub section: Section,
    pub formula: &'static str,
    pub op: Op,
    pub a: f32,
    pub b: f32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Section {
    Multiplication,
    Division,
    Subtraction,
    Addition,
    SquareRoot,
    ExtraMultiplication,
    ExtraSubtraction,
}

impl Section {
    const ALL: [Section; 7] = [
        Section::Multiplication,
        Section::Division,
        Section::Subtraction,
        Section::Addition,
        Section::SquareRoot,
        Section::ExtraMultiplication,
        Section::ExtraSubtraction,
    ];

    fn id(self) -> &'static str {
        match self {
            Section::Multiplication => "paranoia.multiplication",
            Section::Division => "paranoia.division",
            Section::Subtraction => "paranoia.subtraction",
            Section::Addition => "paranoia.addition",
            Section::SquareRoot => "paranoia.sqrt",
            Section::ExtraMultiplication => "paranoia.extra_multiplication",
            Section::ExtraSubtraction => "paranoia.extra_subtraction",
        }
    }

    fn word(self) -> &'static str {
        match self {
            Section::Multiplication => "MULTIPLICATION",
            Section::Division => "DIVISION",
            Section::Subtraction => "SUBTRACTION",
            Section::Addition => "ADDITION",
            Section::SquareRoot => "SQUARE ROOT",
            Section::ExtraMultiplication => "EXTRA MULTIPLICATION",
            Section::ExtraSubtraction => "EXTRA SUBTRACTION",
        }
    }
}

/// The rounding tests of lines 2390, 2400, 2480, 2490, 2620, 2650 and 2670, the seed's extra
/// multiplication and subtraction tests, and fpsig's own addition and square-root cases (operands
/// just off a rounding midpoint on both sides, a tie, a negative sum), with every operand exact in
/// binary32 (products like `U2*(0.5-U2)` included).
pub fn cases() -> Vec<Case> {
    let c = |section, formula, op, a: f64, b: f64| Case {
        section,
        formula,
        op,
        a: exact_f32(a, formula),
        b: exact_f32(b, formula),
    };
    use Op::*;
    use Section::*;
    let f9 = 1.0 - U1;
    vec![
        c(Multiplication, "(1.5-U2)*(1+U2)", Mul, 1.5 - U2, 1.0 + U2),
        c(
            Multiplication,
            "(1.5+2*U2)*(1-U2)",
            Mul,
            1.5 + 2.0 * U2,
            1.0 - U2,
        ),
        c(
            Multiplication,
            "(1.5-2*U2)*(1+U2)",
            Mul,
            1.5 - 2.0 * U2,
            1.0 + U2,
        ),
        c(Multiplication, "(1.5+U2)*(1-U2)", Mul, 1.5 + U2, 1.0 - U2),
        c(Multiplication, "(1.5+U2)*(1+U2)", Mul, 1.5 + U2, 1.0 + U2),
        c(
            Multiplication,
            "(1.5-2*U2)*(1-U2)",
            Mul,
            1.5 - 2.0 * U2,
            1.0 - U2,
        ),
        c(
            Multiplication,
            "(1.5+2*U2)*(1+U2)",
            Mul,
            1.5 + 2.0 * U2,
            1.0 + U2,
        ),
        c(Multiplication, "(1.5-U2)*(1-U2)", Mul, 1.5 - U2, 1.0 - U2),
        c(
            Multiplication,
            "(1+2*U2)*(1-U2)",
            Mul,
            1.0 + 2.0 * U2,
            1.0 - U2,
        ),
        c(Multiplication, "(1+U2)*(1-U2)", Mul, 1.0 + U2, 1.0 - U2),
        c(
            Division,
            "(1.5+U2+U2)/(1+U2)",
            Div,
            1.5 + 2.0 * U2,
            1.0 + U2,
        ),
        c(
            Division,
            "((1.5+U2+U2)+U2)/(1+U2)",
            Div,
            1.5 + 3.0 * U2,
            1.0 + U2,
        ),
        c(
            Division,
            "(1.5-U2-U2)/(1-U2)",
            Div,
            1.5 - 2.0 * U2,
            1.0 - U2,
        ),
        c(Division, "1.5/(1+U2)", Div, 1.5, 1.0 + U2),
        c(Division, "(1.5-U2)/(1-U2)", Div, 1.5 - U2, 1.0 - U2),
        c(Division, "(1.5+U2)/(1+U2)", Div, 1.5 + U2, 1.0 + U2),
        c(Division, "1.5/(1-U2)", Div, 1.5, 1.0 - U2),
        c(Division, "(1+U2+U2)/(1+U2)", Div, 1.0 + 2.0 * U2, 1.0 + U2),
        c(Division, "(F9-U1)/F9", Div, f9 - U1, f9),
        c(Subtraction, "1-U1*U1", Sub, 1.0, U1 * U1),
        c(Subtraction, "1+U2*(0.5-U2)", Add, 1.0, U2 * (0.5 - U2)),
        c(Subtraction, "1+(0.5+U2)*U2", Add, 1.0, (0.5 + U2) * U2),
        c(Subtraction, "1-(0.5+U2)*U1", Sub, 1.0, (0.5 + U2) * U1),
        c(Subtraction, "1-(0.5-U2)*U1", Sub, 1.0, (0.5 - U2) * U1),
        c(Addition, "1+(0.5-U2)*U2", Add, 1.0, (0.5 - U2) * U2),
        c(Addition, "1+(0.5+U2)*U2", Add, 1.0, (0.5 + U2) * U2),
        c(
            Addition,
            "(1+U2)+(0.5+U2)*U2",
            Add,
            1.0 + U2,
            (0.5 + U2) * U2,
        ),
        c(Addition, "(1+U2)+0.5*U2 (a tie)", Add, 1.0 + U2, 0.5 * U2),
        c(Addition, "-1-(0.5+U2)*U2", Add, -1.0, -(0.5 + U2) * U2),
        c(SquareRoot, "sqrt(1+2*U2)", Sqrt, 1.0 + 2.0 * U2, 0.0),
        c(SquareRoot, "sqrt(1+4*U2)", Sqrt, 1.0 + 4.0 * U2, 0.0),
        c(SquareRoot, "sqrt(4+8*U2)", Sqrt, 4.0 + 8.0 * U2, 0.0),
        c(SquareRoot, "sqrt(1-U2)", Sqrt, 1.0 - U2, 0.0),
        c(SquareRoot, "sqrt(1.5625)", Sqrt, 1.5625, 0.0),
        c(
            ExtraMultiplication,
            "(1+2*U2)*(1-2*U2)",
            Mul,
            1.0 + 2.0 * U2,
            1.0 - 2.0 * U2,
        ),
        c(
            ExtraMultiplication,
            "(1+4*U2)*(1-4*U2)",
            Mul,
            1.0 + 4.0 * U2,
            1.0 - 4.0 * U2,
        ),
        c(
            ExtraMultiplication,
            "(1+2*U2)*(1+U2)",
            Mul,
            1.0 + 2.0 * U2,
            1.0 + U2,
        ),
        c(
            ExtraMultiplication,
            "(1+3*U2)*(1+2*U2)",
            Mul,
            1.0 + 3.0 * U2,
            1.0 + 2.0 * U2,
        ),
        c(ExtraSubtraction, "1-U1", Sub, 1.0, U1),
        c(ExtraSubtraction, "1-F9*U1", Sub, 1.0, f9 * U1),
        c(ExtraSubtraction, "1-0.5*U1", Sub, 1.0, 0.5 * U1),
        c(ExtraSubtraction, "1-F9*0.5*U1", Sub, 1.0, f9 * 0.5 * U1),
    ]
}

/// What a check expects of its device result.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Expect {
    /// This exact value.
    Equals(f32),
    /// A value below this one.
    Below(f32),
    /// Any value other than this one.
    Differs(f32),
    /// The same bits as the device result of check `k`.
    SameAs(usize),
}

/// The groups of Paranoia's pass/fail checks, each with its verdict words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    Verify,
    MulGuard,
    DivGuard,
    SubGuard,
    /// Pairs of checks, one of each pair must pass.
    Fuzzy,
    /// One pair of checks, one must pass.
    SubtractionComparison,
    Commute,
}

impl Group {
    /// Whether the group's checks come in pairs of which one must pass (else all must).
    fn either_of_pairs(self) -> bool {
        matches!(self, Group::Fuzzy | Group::SubtractionComparison)
    }
}

/// One pass/fail check: the seed's formula as one device operation and what it must give.
#[derive(Debug, Clone, Copy)]
pub struct Check {
    pub group: Group,
    pub formula: &'static str,
    pub op: Op,
    pub a: f32,
    pub b: f32,
    pub expect: Expect,
}

/// Commutativity is checked on this many fixed-seed pairs.
const COMMUTED_PAIRS: usize = 10;

/// The checks of Annex A's "Verifying U1 U2 F9 and B9", guard-bit and commutativity sections,
/// every operand exact in binary32.
pub fn checks() -> Vec<Check> {
    use Expect::*;
    use Group::*;
    use Op::*;
    let (f9, b9) = (1.0 - U1, 2.0 - U2);
    let c = |group, formula, op, a: f64, b: f64, expect| Check {
        group,
        formula,
        op,
        a: exact_f32(a, formula),
        b: exact_f32(b, formula),
        expect,
    };
    let v = |x: f64| Equals(exact_f32(x, "an expected value"));
    let mut list = vec![
        c(Verify, "F9+U1 == 1", Add, f9, U1, v(1.0)),
        c(Verify, "(1+U2)-1 == U2", Sub, 1.0 + U2, 1.0, v(U2)),
        c(Verify, "B9+U2 == 2", Add, b9, U2, v(2.0)),
        c(Verify, "1-U1 == F9", Sub, 1.0, U1, v(f9)),
        c(MulGuard, "1*F9 == F9", Mul, 1.0, f9, v(f9)),
        c(MulGuard, "F9*1 == F9", Mul, f9, 1.0, v(f9)),
        c(
            MulGuard,
            "(1+U2)*2 == 2+2*U2",
            Mul,
            1.0 + U2,
            2.0,
            v(2.0 + 2.0 * U2),
        ),
        c(
            MulGuard,
            "2*(1+U2) == 2+2*U2",
            Mul,
            2.0,
            1.0 + U2,
            v(2.0 + 2.0 * U2),
        ),
        c(
            DivGuard,
            "1/(1-U2) - (1+U2) == 0",
            Div,
            1.0,
            1.0 - U2,
            v(1.0 + U2),
        ),
        c(DivGuard, "F9/1 == F9", Div, f9, 1.0, v(f9)),
        c(
            DivGuard,
            "(1+U2)/1 == (1+U2)",
            Div,
            1.0 + U2,
            1.0,
            v(1.0 + U2),
        ),
        c(DivGuard, "1/(1+U2) < 1", Div, 1.0, 1.0 + U2, Below(1.0)),
        c(DivGuard, "1/3 == 3/9", Div, 1.0, 3.0, SameAs(13)),
        c(DivGuard, "3/9 == 9/27", Div, 3.0, 9.0, SameAs(14)),
        c(DivGuard, "9/27", Div, 9.0, 27.0, SameAs(14)),
        c(SubGuard, "F9-0.5 == 0.5-U1", Sub, f9, 0.5, v(0.5 - U1)),
        c(
            SubGuard,
            "(1+U2)-F9 == U2+U1",
            Sub,
            1.0 + U2,
            f9,
            v(U2 + U1),
        ),
        c(SubGuard, "1-F9 == U1", Sub, 1.0, f9, v(U1)),
        // X as the device computes it, then (X-1/2)-1/2 from the exact X-1/2.
        c(Fuzzy, "X = 1-U1: X != 1", Sub, 1.0, U1, Differs(1.0)),
        c(Fuzzy, "(X-1/2)-1/2 == 0", Sub, 0.5 - U1, 0.5, v(0.0)),
        c(Fuzzy, "X = 1+U2: X != 1", Add, 1.0, U2, Differs(1.0)),
        c(Fuzzy, "(X-1/2)-1/2 == 0", Sub, 0.5 + U2, 0.5, v(0.0)),
        c(SubtractionComparison, "(1-U1) == 0", Sub, 1.0, U1, v(0.0)),
        c(
            SubtractionComparison,
            "(1-U1)-1 < 0",
            Sub,
            f9,
            1.0,
            Below(0.0),
        ),
    ];
    let mut rng = rand::rngs::SmallRng::seed_from_u64(0x434f_4d4d);
    for _ in 0..COMMUTED_PAIRS {
        // Random values in [1, 2), taken to binary32 first.
        let mut draw = || (1.0 + rng.random::<f64>()) as f32 as f64;
        let (x, y) = (draw(), draw());
        let k = list.len();
        list.push(c(Commute, "X*Y == Y*X", Mul, x, y, SameAs(k + 1)));
        list.push(c(Commute, "Y*X", Mul, y, x, SameAs(k)));
    }
    list
}

/// Named operand sets of the error measurement: `patterns` crosses 16 significand patterns
/// (1, 1+U2, 1.5±U2, 2-U2, 4/3, ...) with each other and 5 exponent offsets; `random` is 2^14
/// fixed-seed pairs of significands in [1, 2) with exponents in [-8, 8]. All operands positive,
/// so + and × never cancel and − gives results of both signs.
pub fn error_operands() -> Vec<(&'static str, Vec<(f32, f32)>)> {
    let significands: Vec<f32> = [
        1.0,
        1.0 + U2,
        1.0 + 2.0 * U2,
        1.25,
        1.5 - U2,
        1.5,
        1.5 + U2,
        1.75,
        2.0 - U2,
        2.0 - 2.0 * U2,
        1.0 + 1.0 / 4096.0,
        4.0 / 3.0,
        1.1,
        1.9,
        std::f64::consts::SQRT_2,
        std::f64::consts::PI / 2.0,
    ]
    .iter()
    .map(|&v| v as f32)
    .collect();
    let mut patterns = Vec::new();
    for &a in &significands {
        for &b in &significands {
            for e in -2..=2 {
                patterns.push((a, b * 2f32.powi(e)));
            }
        }
    }
    let mut rng = rand::rngs::SmallRng::seed_from_u64(0x5041_5241);
    let random = (0..1 << 14)
        .map(|_| {
            let mut draw = || (1.0 + rng.random::<f32>()) * 2f32.powi(rng.random_range(-8..=8));
            (draw(), draw())
        })
        .collect();
    vec![("patterns", patterns), ("random", random)]
}

struct Measure<'a> {
    op: Op,
    pairs: &'a [(f32, f32)],
}

impl RuntimeVisitor for Measure<'_> {
    type Output = Result<Vec<f32>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let n = self.pairs.len();
        let a: Vec<f32> = self.pairs.iter().map(|p| p.0).collect();
        let b: Vec<f32> = self.pairs.iter().map(|p| p.1).collect();
        let (a, b) = (upload(client, &a), upload(client, &b));
        let out = uninit::<R, f32>(client, n);
        let (count, dim) = cubes(n);
        binary_op::launch::<R>(
            client,
            count,
            dim,
            arg(&a, n),
            arg(&b, n),
            arg(&out, n),
            self.op.kernel_op(),
        );
        download(client, out)
    }
}

/// Every pair through `op` on the device.
fn measure(
    backend: &Backend,
    op: Op,
    pairs: &[(f32, f32)],
    sources: &mut VariantSources,
) -> Result<Vec<f32>, String> {
    let (values, shader) = captured(backend, &format!("paranoia/{}", op.name()), || {
        backend.visit(Measure { op, pairs })
    })?;
    sources.insert(op.name(), shader);
    Ok(values)
}

/// Results per named operand set, in operand order.
pub type SetResults = Vec<(&'static str, Vec<f32>)>;

/// What a device (or a simulated unit) gives for the rounding cases and the error operand sets.
#[derive(Debug, Clone, PartialEq)]
pub struct Measurement {
    pub cases: Vec<f32>,
    /// Results of [`checks`], in order.
    pub checks: Vec<f32>,
    /// Per operation, per named set: the results in operand order.
    pub errors: Vec<(Op, SetResults)>,
}

/// Every `(op, a, b)` on the device, one launch per operation, results in list order.
fn measure_all(
    backend: &Backend,
    list: &[(Op, f32, f32)],
    sources: &mut VariantSources,
) -> Result<Vec<f32>, String> {
    let mut results = vec![0.0f32; list.len()];
    for op in Op::LAUNCHED {
        let idx: Vec<usize> = (0..list.len()).filter(|&i| list[i].0 == op).collect();
        if idx.is_empty() {
            continue;
        }
        let pairs: Vec<(f32, f32)> = idx.iter().map(|&i| (list[i].1, list[i].2)).collect();
        for (k, v) in idx.into_iter().zip(measure(backend, op, &pairs, sources)?) {
            results[k] = v;
        }
    }
    Ok(results)
}

fn run(backend: &Backend) -> Result<Findings, String> {
    let mut sources = VariantSources::new();
    let cases: Vec<(Op, f32, f32)> = cases().iter().map(|c| (c.op, c.a, c.b)).collect();
    let checks: Vec<(Op, f32, f32)> = checks().iter().map(|c| (c.op, c.a, c.b)).collect();
    let sets = error_operands();
    let mut errors = Vec::new();
    for op in Op::ALL {
        let mut per_set = Vec::new();
        for (name, pairs) in &sets {
            per_set.push((*name, measure(backend, op, pairs, &mut sources)?));
        }
        errors.push((op, per_set));
    }
    let m = Measurement {
        cases: measure_all(backend, &cases, &mut sources)?,
        checks: measure_all(backend, &checks, &mut sources)?,
        errors,
    };
    let hashes = shader_hashes(&sources);
    Ok(analyse(&m)
        .into_iter()
        .map(|(id, f)| (id, f.with("shaders", hashes.clone())))
        .collect())
}

/// How one rounding case came out.
fn case_class(case: &Case, got: f32) -> &'static str {
    let rn = case.op.eval(&Unit::ieee(BINARY32), case.a, case.b);
    let rz = case.op.eval(&Unit::toward_zero(BINARY32), case.a, case.b);
    match (got == rn, got == rz) {
        (true, true) => "EXACT",
        (true, false) => "correctly rounded",
        (false, true) => "CHOPPED",
        (false, false) => "neither",
    }
}

/// The signed error of `got` against the exact result, in ulps of the exact result's binade.
pub fn ulp_error(op: Op, a: f32, b: f32, got: f32) -> f64 {
    let exact = op.exact(a, b);
    if exact.is_zero() {
        return if got == 0.0 { 0.0 } else { f64::INFINITY };
    }
    let exponent = exact.get_exp().expect("finite nonzero") - 1 - 23;
    let diff = Float::with_val(300, got) - &exact;
    (diff >> exponent).to_f64()
}

pub fn analyse(m: &Measurement) -> Findings {
    let all = cases();
    let mut findings = Vec::new();
    for section in Section::ALL {
        let mut lines = Vec::new();
        let mut classes = Vec::new();
        for (case, &got) in all
            .iter()
            .zip(&m.cases)
            .filter(|(c, _)| c.section == section)
        {
            let class = case_class(case, got);
            lines.push(format!(
                "{} -> {:#010x} ({class})",
                case.formula,
                got.to_bits()
            ));
            classes.push(class);
        }
        let informative: Vec<&&str> = classes.iter().filter(|c| **c != "EXACT").collect();
        let verdict = if informative.iter().all(|c| **c == "correctly rounded") {
            format!("{}: appears to round correctly", section.word())
        } else if informative.iter().all(|c| **c == "CHOPPED") {
            format!("{}: appears to chop", section.word())
        } else {
            format!(
                "{}: Is neither chopped nor correctly rounded",
                section.word()
            )
        };
        findings.push((
            section.id(),
            Finding::new(
                FAMILY
                    .findings
                    .iter()
                    .find(|f| f.0 == section.id())
                    .expect("listed")
                    .1,
                verdict,
                Layer::Execution,
            )
            .with("tests", lines),
        ));
    }
    let sets = error_operands();
    let mut bounds = serde_json::Map::new();
    let mut intervals = BTreeMap::new();
    let mut summary = Vec::new();
    for (op, per_set) in &m.errors {
        let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
        let mut by_set = serde_json::Map::new();
        for ((name, results), (_, pairs)) in per_set.iter().zip(&sets) {
            let (mut slo, mut shi) = (f64::INFINITY, f64::NEG_INFINITY);
            for (&got, &(a, b)) in results.iter().zip(pairs) {
                let e = ulp_error(*op, a, b, got);
                slo = slo.min(e);
                shi = shi.max(e);
            }
            by_set.insert(name.to_string(), format!("[{slo}, {shi}]").into());
            lo = lo.min(slo);
            hi = hi.max(shi);
        }
        bounds.insert(op.name().to_string(), by_set.into());
        summary.push(format!("{} [{lo:.5}, {hi:.5}]", op.name()));
        let interval = [lo, hi].map(|e| Ulps(at_resolution(e, 5)));
        intervals.insert(op.name().to_string(), interval);
    }
    let finding = Finding::new(
        FAMILY.findings[3].1,
        format!("error bounds in ULPs: {}", summary.join(", ")),
        Layer::Execution,
    )
    .with("by_operation_and_set", serde_json::Value::Object(bounds));
    findings.push((
        "paranoia.error_bounds",
        OPERATION_ERROR_ULPS.put(finding, intervals),
    ));
    findings.extend(analyse_checks(&m.checks));
    findings
}

/// Whether check `k` passed, given every check's device result.
fn passed(list: &[Check], results: &[f32], k: usize) -> bool {
    let got = results[k];
    match list[k].expect {
        Expect::Equals(v) => got.to_bits() == v.to_bits(),
        Expect::Below(v) => got < v,
        Expect::Differs(v) => got != v,
        Expect::SameAs(j) => got.to_bits() == results[j].to_bits(),
    }
}

fn analyse_checks(results: &[f32]) -> Findings {
    let list = checks();
    // Lines, and (units passed, units): a unit is one check, or one pair where either may pass.
    let group = |g: Group| -> (Vec<String>, usize, usize) {
        let mut lines = Vec::new();
        let mut oks = Vec::new();
        for k in (0..list.len()).filter(|&k| list[k].group == g) {
            let ok = passed(&list, results, k);
            oks.push(ok);
            let word = if ok { "passed" } else { "failed" };
            lines.push(format!(
                "{}: {:#010x} {word}",
                list[k].formula,
                results[k].to_bits()
            ));
        }
        let unit = if g.either_of_pairs() { 2 } else { 1 };
        let units: Vec<bool> = oks.chunks(unit).map(|u| u.contains(&true)).collect();
        (lines, units.iter().filter(|&&ok| ok).count(), units.len())
    };
    let finding = |id: &'static str, verdict: String, lines: Vec<String>| {
        let test = FAMILY
            .findings
            .iter()
            .find(|f| f.0 == id)
            .expect("listed")
            .1;
        (
            id,
            Finding::new(test, verdict, Layer::Execution).with("tests", lines),
        )
    };
    let (lines, pass, total) = group(Group::Verify);
    let verify = if pass == total {
        "U1 U2 F9 B9 Verified".to_string()
    } else {
        "VERIFY U1, U2, F9, B9: FAILURE (can also mean incomplete carry propagation)".to_string()
    };
    let mut out = vec![finding("paranoia.verification", verify, lines)];
    let mut guard_lines = Vec::new();
    let mut guard_words = Vec::new();
    for (g, yes, no) in [
        (
            Group::MulGuard,
            "MULTIPLICATION: Seems to have guard bit",
            "MULTIPLICATION: lacks a guard bit",
        ),
        (
            Group::DivGuard,
            "DIVISION: Seems to have guard digit",
            "DIVISION: FAILURE: Division lacks guard digit",
        ),
        (
            Group::SubGuard,
            "SUBTRACTION: Seems to have guard bit",
            "SUBTRACTION: lacks a guard bit",
        ),
    ] {
        let (lines, pass, total) = group(g);
        guard_words.push(if pass == total { yes } else { no });
        guard_lines.extend(lines);
    }
    out.push(finding(
        "paranoia.guard_bits",
        guard_words.join("; "),
        guard_lines,
    ));
    let (lines, pass, total) = group(Group::Fuzzy);
    let fuzzy = if pass == total {
        "No fuzziness detected in comparison"
    } else {
        "FAILURE: Comparison is fuzzy, X=1 but X-1/2-1/2 != 0"
    };
    out.push(finding("paranoia.fuzzy", fuzzy.into(), lines));
    let (lines, pass, total) = group(Group::SubtractionComparison);
    let consistent = if pass == total {
        "SUBTRACTION: Comparison and Subtraction consistent (2170)"
    } else {
        "SUBTRACTION: FAILURE: Comparison and Subtraction inconsistent (2170)"
    };
    out.push(finding(
        "paranoia.subtraction_comparison",
        consistent.into(),
        lines,
    ));
    let (lines, pass, total) = group(Group::Commute);
    let commuted = if pass == total {
        format!("MULTIPLICATION: {} pairs commuted", total / 2)
    } else {
        format!(
            "MULTIPLICATION: {} of {} pairs do not commute",
            (total - pass).div_ceil(2),
            total / 2
        )
    };
    out.push(finding("paranoia.commutativity", commuted, lines));
    out
}

/// The measurement a simulated unit gives.
#[cfg(test)]
pub fn simulate(unit: &Unit) -> Measurement {
    let cases = cases().iter().map(|c| c.op.eval(unit, c.a, c.b)).collect();
    let checks = checks().iter().map(|c| c.op.eval(unit, c.a, c.b)).collect();
    let sets = error_operands();
    let errors = Op::ALL
        .iter()
        .map(|&op| {
            let per_set = sets
                .iter()
                .map(|(name, pairs)| {
                    (
                        *name,
                        pairs.iter().map(|&(a, b)| op.eval(unit, a, b)).collect(),
                    )
                })
                .collect();
            (op, per_set)
        })
        .collect();
    Measurement {
        cases,
        checks,
        errors,
    }
}

/// Paranoia's operation kernel in each operation, for the catalogue.
fn catalogue() -> Vec<Entry> {
    [
        ("add", op::ADD),
        ("sub", op::SUB),
        ("mul", op::MUL),
        ("div", op::DIV),
        ("sqrt", op::SQRT),
    ]
    .into_iter()
    .map(|(label, operation)| {
        entry(format!("paranoia.binary_op.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let f = |n| f32s(c, n);
            binary_op::launch::<R>(c, count, dim, f(N), f(N), f(N), operation)
        })
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::probes::multiplier::test8_operands;
    use crate::simulated::TruncatedMultiplier;

    /// Verdict per finding id.
    fn verdicts(unit: &Unit) -> std::collections::BTreeMap<&'static str, String> {
        analyse(&simulate(unit))
            .into_iter()
            .map(|(id, f)| (id, f.verdict))
            .collect()
    }

    fn bounds(unit: &Unit) -> serde_json::Value {
        let findings = analyse(&simulate(unit));
        let (_, f) = findings
            .iter()
            .find(|(id, _)| *id == "paranoia.error_bounds")
            .expect("measured");
        f.evidence["by_operation_and_set"].clone()
    }

    /// The rounding sections' verdicts, in [`Section::ALL`] order.
    fn section_verdicts(unit: &Unit) -> Vec<String> {
        let v = verdicts(unit);
        Section::ALL.iter().map(|s| v[s.id()].clone()).collect()
    }

    #[test]
    fn operands_are_exact_in_binary32() {
        for c in cases() {
            let formula_value = c.op.exact(c.a, c.b);
            assert!(formula_value.is_finite(), "{}", c.formula);
        }
        assert_eq!((1.0 - U1) as f32, 1.0f32 - f32::EPSILON / 2.0);
        assert_eq!((1.0 + U2) as f32, 1.0f32 + f32::EPSILON);
    }

    #[test]
    fn correct_rounding_is_recognised_with_half_ulp_bounds() {
        let v = section_verdicts(&Unit::ieee(BINARY32));
        assert_eq!(
            v,
            [
                "MULTIPLICATION: appears to round correctly",
                "DIVISION: appears to round correctly",
                "SUBTRACTION: appears to round correctly",
                "ADDITION: appears to round correctly",
                "SQUARE ROOT: appears to round correctly",
                "EXTRA MULTIPLICATION: appears to round correctly",
                "EXTRA SUBTRACTION: appears to round correctly",
            ]
        );
        for op in ["mult", "div", "sub", "add"] {
            for set in ["patterns", "random"] {
                let b = bounds(&Unit::ieee(BINARY32))[op][set]
                    .as_str()
                    .unwrap()
                    .to_string();
                let (lo, hi) = parse(&b);
                assert!(lo >= -0.5 && hi <= 0.5, "{op} {set}: {b}");
            }
        }
    }

    fn parse(b: &str) -> (f64, f64) {
        let inner = b.trim_matches(|c| c == '[' || c == ']');
        let (lo, hi) = inner.split_once(", ").unwrap();
        (lo.parse().unwrap(), hi.parse().unwrap())
    }

    #[test]
    fn ieee_passes_every_check_and_a_guardless_divider_fails() {
        let v = verdicts(&Unit::ieee(BINARY32));
        assert_eq!(v["paranoia.verification"], "U1 U2 F9 B9 Verified");
        assert_eq!(v["paranoia.guard_bits"], "MULTIPLICATION: Seems to have guard bit; DIVISION: Seems to have guard digit; SUBTRACTION: Seems to have guard bit");
        assert_eq!(
            v["paranoia.commutativity"],
            "MULTIPLICATION: 10 pairs commuted"
        );
        assert_eq!(v["paranoia.fuzzy"], "No fuzziness detected in comparison");
        assert_eq!(
            v["paranoia.subtraction_comparison"],
            "SUBTRACTION: Comparison and Subtraction consistent (2170)"
        );
        let verdict = |m: &Measurement, id: &str| {
            let findings = analyse(m);
            findings
                .into_iter()
                .find(|(i, _)| *i == id)
                .unwrap()
                .1
                .verdict
        };
        let check = |formula: &str| checks().iter().position(|c| c.formula == formula).unwrap();
        let mut m = simulate(&Unit::ieee(BINARY32));
        // A divider without guard digit: 1/(1-U2) chopped to 1.
        m.checks[check("1/(1-U2) - (1+U2) == 0")] = 1.0;
        assert!(verdict(&m, "paranoia.guard_bits")
            .contains("DIVISION: FAILURE: Division lacks guard digit"));
        m.checks[checks().len() - 1] = 0.0;
        assert_eq!(
            verdict(&m, "paranoia.commutativity"),
            "MULTIPLICATION: 1 of 10 pairs do not commute"
        );
        // A comparison that calls 1-U1 equal to 1 while (X-1/2)-1/2 is not 0: fuzzy. One of a
        // pair is enough: 1-U1 coming out as 0 would keep subtraction and comparison consistent.
        m.checks[check("X = 1-U1: X != 1")] = 1.0;
        assert_eq!(
            verdict(&m, "paranoia.fuzzy"),
            "FAILURE: Comparison is fuzzy, X=1 but X-1/2-1/2 != 0"
        );
        m.checks[check("(1-U1)-1 < 0")] = 0.0;
        assert!(verdict(&m, "paranoia.subtraction_comparison").contains("inconsistent"));
        m.checks[check("(1-U1) == 0")] = 0.0;
        assert!(verdict(&m, "paranoia.subtraction_comparison").ends_with("consistent (2170)"));
    }

    #[test]
    fn chopping_is_recognised_with_the_seeds_intervals() {
        let rz = Unit::toward_zero(BINARY32);
        let v = section_verdicts(&rz);
        assert!(v.iter().all(|v| v.ends_with("appears to chop")), "{v:?}");
        for (op, lo_min, hi_max) in [("add", -1.0, 0.0), ("mult", -1.0, 0.0), ("sub", -1.0, 1.0)] {
            let (lo, hi) = parse(bounds(&rz)[op]["random"].as_str().unwrap());
            assert!(lo > lo_min && hi <= hi_max, "{op}: [{lo}, {hi}]");
        }
        let (lo, hi) = parse(bounds(&rz)["sub"]["random"].as_str().unwrap());
        assert!(
            lo < -0.5 && hi > 0.5,
            "chopped subtraction errs both ways: [{lo}, {hi}]"
        );
    }

    #[test]
    fn the_model_of_the_2006_gpu_gives_the_papers_rounding_verdicts() {
        // Parameters fixed from the seeds' own findings, not fitted to Annex A (see
        // `Unit::gpu_2006`). Multiplication, division and subtraction come out as the seed's
        // 7800GTX did.
        let bias = TruncatedMultiplier::mean_dropped(6, test8_operands((1 << 23) - 1));
        let model = Unit::gpu_2006(bias);
        let v = section_verdicts(&model);
        assert_eq!(
            v[..3],
            [
                "MULTIPLICATION: Is neither chopped nor correctly rounded",
                "DIVISION: Is neither chopped nor correctly rounded",
                "SUBTRACTION: Is neither chopped nor correctly rounded",
            ]
        );
        let (lo, hi) = parse(bounds(&model)["add"]["random"].as_str().unwrap());
        assert!(
            lo > -1.0 && hi <= 0.0,
            "the 26-bit chopping adder: [{lo}, {hi}] (seed: [-1, 0])"
        );
        let all = verdicts(&model);
        println!("model (bias {bias}): {}", all["paranoia.error_bounds"]);
        // Annex A's verification, guard-bit, fuzzy, subtraction-comparison and commutativity
        // lines, word for word, but for one: the 7800GTX's 1/(1-U2) was not 1+U2, so Annex A
        // says "Division lacks guard digit", while the model's reciprocal, rounded to nearest,
        // is 1+U2. An open difference between the model and the paper, kept visible here.
        assert_eq!(
            [
                "paranoia.verification",
                "paranoia.guard_bits",
                "paranoia.fuzzy",
                "paranoia.subtraction_comparison",
                "paranoia.commutativity",
            ]
            .map(|id| all[id].as_str()),
            [
                "U1 U2 F9 B9 Verified",
                "MULTIPLICATION: Seems to have guard bit; DIVISION: Seems to have guard digit; SUBTRACTION: Seems to have guard bit",
                "No fuzziness detected in comparison",
                "SUBTRACTION: Comparison and Subtraction consistent (2170)",
                "MULTIPLICATION: 10 pairs commuted",
            ]
        );
        println!("model, fpsig's and the extra sections: {:?}", &v[3..]);
        // The extra subtraction tests against Annex A's four statements: 1-U1 < 1, 1-F9*U1 =
        // F9, 1-U1/2 = 1, 1-F9*U1/2 = 1. The model gives the first, second and fourth; its
        // 1-U1/2 is F9 where the 7800GTX gave 1 (the seed: "rounds operands up at least").
        let m = simulate(&model);
        let section = |s: Section| -> Vec<f32> {
            cases()
                .iter()
                .zip(&m.cases)
                .filter(|(c, _)| c.section == s)
                .map(|(_, &got)| got)
                .collect()
        };
        let f9 = (1.0 - U1) as f32;
        assert_eq!(section(Section::ExtraSubtraction), [f9, f9, f9, 1.0]);
        // Line 2400's six products as Annex A prints them: 1.5+3U2, 1.5-4U2, 1.5+4U2, 1.5-3U2,
        // 1+U2 and 1. The model gives all six; of line 2390's four, the 7800GTX rounded two up
        // that the model rounds down.
        let line_2400 = [
            1.5 + 3.0 * U2,
            1.5 - 4.0 * U2,
            1.5 + 4.0 * U2,
            1.5 - 3.0 * U2,
        ];
        assert_eq!(
            section(Section::Multiplication)[4..],
            line_2400
                .map(|x| x as f32)
                .into_iter()
                .chain([(1.0 + U2) as f32, 1.0])
                .collect::<Vec<_>>()
        );
        // Faithful, as both seeds found the multiplication (Annex A: [-0.78125, 0.625]).
        let (lo, hi) = parse(bounds(&model)["mult"]["random"].as_str().unwrap());
        assert!(lo > -1.0 && hi > 0.0 && hi < 1.0, "[{lo}, {hi}]");
    }
}
