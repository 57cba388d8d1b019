//! `fpsig bench qd`: double-double and quad-double arithmetic (seed 001): the formulation
//! each operation keeps its accuracy in on the backend, its accuracy in bits against rug, and
//! its throughput in long chains beside the seed's Tesla C2050.

use crate::commands::load::parse_spec;
use fpsig_backends::Backend;
use fpsig_harness::device::{cube_limits, BATCH_SECONDS};
use fpsig_harness::ff::choice::validation;
use fpsig_harness::ff::timing::copy_floor;
use fpsig_harness::ff::{Formulation, Word, WordType};
use fpsig_harness::open_backend;
use fpsig_harness::qd::accuracy::measure;
use fpsig_harness::qd::choice::{choose, formulation, transforms, TrialChoice, SELF_TEST_INPUTS};
use fpsig_harness::qd::matrix::{
    choose as choose_product, claimed_bits, matrix_product, seed_seconds,
    shared_bytes as product_shared_bytes, Shape, SAMPLED, SEED_SHAPE, TILES, TRIAL,
};
use fpsig_harness::qd::operands::{Class, Operands};
use fpsig_harness::qd::run::evaluate;
use fpsig_harness::qd::solve::{
    choose as choose_solve, claimed_bits as solve_claim, integer_bits, multiply_adds,
    seed_seconds as solve_seed_seconds, shared_bytes as solve_shared_bytes, solve as solve_system,
    Blocking, System, INTEGER, PANELS, SAMPLED as SOLVE_SAMPLED, SEED_OPERATIONS, SEED_SYSTEM,
    TILES as SOLVE_TILES, TRIAL as SOLVE_TRIAL, TRIAL_BLOCKING,
};
use fpsig_harness::qd::throughput::{
    chains, elementwise, instruction_rate, instructions_per_step, seed_rates, seed_vector_rate,
    timed_runs, Regime, CHECKED,
};
use fpsig_harness::qd::{Math, Operation, Transforms};

use crate::terminal::table::{Align, Table};
use std::fmt::Write as _;

pub struct Options {
    pub backend: Option<String>,
    pub word: Option<String>,
    pub operation: Option<String>,
    pub formulation: Option<String>,
    pub inputs: usize,
    /// Elements each elementary function is timed over (a default per device kind if `None`).
    pub function_elements: Option<usize>,
    pub accuracy: bool,
    pub throughput: bool,
    pub vectors: bool,
    pub matrix: bool,
    pub solve: bool,
}

pub fn run(o: Options) -> Result<String, String> {
    let operations = match &o.operation {
        None => Operation::ALL.to_vec(),
        Some(name) => vec![Operation::from_name(name).ok_or_else(|| {
            let known: Vec<&str> = Operation::ALL.iter().map(|o| o.name()).collect();
            format!("unknown operation '{name}' (known: {})", known.join(", "))
        })?],
    };
    let forced = match &o.formulation {
        None => None,
        Some(name) => Some(formulation(name).ok_or_else(|| {
            format!("unknown formulation '{name}' (known: plain, opaque, selected, masked)")
        })?),
    };
    let word = match &o.word {
        None => None,
        Some(name) => Some(
            WordType::from_name(name)
                .ok_or_else(|| format!("unknown word type '{name}' (known: f32, f64)"))?,
        ),
    };
    let spec = parse_spec(o.backend.as_deref())?;
    let backend = open_backend(spec.as_ref()).map_err(|e| e.to_string())?;
    let name = backend.identity.snapshot_name();
    match word {
        Some(WordType::F64) | None if backend.capabilities.f64 => {
            report::<f64>(&backend, &operations, forced, &o)
        }
        None => Err(format!(
            "unsupported: no binary64 on {name}; --word f32 runs the same algorithms on \
             binary32 words (float-float pairs and quads)"
        )),
        Some(WordType::F64) => Err(format!("unsupported: no binary64 on {name}")),
        Some(WordType::F32) => report::<f32>(&backend, &operations, forced, &o),
    }
}

/// A timing's spread as a whole percentage.
fn percent(spread: f64) -> String {
    format!("{:.0}%", spread * 100.0)
}

fn bits(b: Option<f64>) -> String {
    match b {
        None => "exact".into(),
        Some(b) if b.is_finite() => format!("{b:.1}"),
        Some(_) => "wrong".into(),
    }
}

/// The accuracy table, each self-test's line, and the formulation chosen per operation.
struct Accuracy {
    table: Table,
    self_tests: Vec<String>,
    chosen: Vec<(Operation, Formulation)>,
}

/// Each operation's formulation (forced, or the first its self-test keeps), and with
/// `--only accuracy` (or none) its bits against rug per operand class.
fn accuracy<W: Word>(
    backend: &Backend,
    operations: &[Operation],
    forced: Option<Formulation>,
    fused: bool,
    o: &Options,
) -> Result<Accuracy, String> {
    let inputs = o.inputs;
    let mut columns = vec![
        ("operation", Align::Left),
        ("form", Align::Right),
        ("claimed", Align::Right),
        ("measured", Align::Right),
    ];
    columns.extend(Class::ALL.iter().map(|c| (c.name(), Align::Right)));
    columns.push(("", Align::Left));
    let mut accuracy = Table::new(&columns);
    let mut self_tests = Vec::new();
    let mut chosen = Vec::new();
    // (The matrix product runs its own self-test.)
    let operations = if o.accuracy || o.throughput || o.vectors {
        operations
    } else {
        &[]
    };
    for &op in operations {
        let form = match forced {
            Some(f) => f,
            None => {
                let c = choose::<W>(backend, op, fused)?;
                let tried: Vec<String> = c
                    .tried
                    .iter()
                    .map(|(f, b)| format!("{} {}", f.name(), bits(*b)))
                    .collect();
                self_tests.push(format!("  {:<15} {}", op.name(), tried.join(", ")));
                match c.chosen {
                    Some(f) => f,
                    None => {
                        accuracy.note(format!(
                            "{} refused: no formulation kept {:.1} bits ({})",
                            op.name(),
                            op.claimed_bits::<W>(),
                            tried.join(", ")
                        ));
                        continue;
                    }
                }
            }
        };
        chosen.push((op, form));
        if !o.accuracy {
            continue;
        }
        let operands = Operands::<W>::generate(op, inputs);
        let results = evaluate(backend, op, transforms(form, fused), &operands)?;
        let a = measure(op, &operands, &results);
        let below = a.bits(op).is_some_and(|b| b < op.claimed_bits::<W>());
        let mut cells = vec![
            op.name().to_string(),
            form.name().to_string(),
            format!("{:.1}", op.claimed_bits::<W>()),
            bits(a.bits(op)),
        ];
        cells.extend(
            Class::ALL
                .iter()
                .map(|c| a.classes.get(c).map_or("-".into(), |e| bits(e.bits()))),
        );
        cells.push(if below { "below the claim" } else { "" }.to_string());
        accuracy.row(cells);
    }
    Ok(Accuracy {
        table: accuracy,
        self_tests,
        chosen,
    })
}

fn report<W: Word>(
    backend: &Backend,
    operations: &[Operation],
    forced: Option<Formulation>,
    o: &Options,
) -> Result<String, String> {
    let inputs = o.inputs;
    let fused = validation::<W>(backend)?.0.fused_fma;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} ({}), {} words, Two-Prod by {}",
        backend.identity.snapshot_name(),
        backend.identity.driver,
        W::NAME,
        if fused {
            "fma (fused here)"
        } else {
            "Dekker's product (fma not fused here)"
        }
    );
    let Accuracy {
        table: accuracy,
        self_tests,
        chosen,
    } = accuracy::<W>(backend, operations, forced, fused, o)?;
    if o.accuracy {
        let _ = write!(
            out,
            "\naccuracy, bits (-log2 of the largest relative error against rug), {inputs} operand pairs:\n{}",
            accuracy.render()
        );
        let _ = writeln!(
            out,
            "\n'measured': the largest error relative to the result (the sloppy sums': relative \
             to |x| + |y|, as QD states their bound; the logarithms': to max(1, |ln x|)), over \
             every class. \
             'claimed': words x (p - 1.5) bits, the seed's 31 and 62 digits for \
             binary64 words."
        );
    }
    // The instruction rate, measured once for the sections that compare with it.
    let rates = if o.throughput || o.matrix || o.solve {
        Some(instruction_rates::<W>(backend)?)
    } else {
        None
    };
    if let Some(rates) = rates.filter(|_| o.throughput) {
        throughput::<W>(
            backend,
            &chosen,
            fused,
            rates,
            o.function_elements,
            &mut out,
        )?;
    }
    if o.vectors {
        vectors::<W>(backend, &chosen, fused, &mut out)?;
    }
    if let Some(rates) = rates.filter(|_| o.matrix) {
        matrix::<W>(backend, fused, rates.best(), &mut out)?;
    }
    if let Some(rates) = rates.filter(|_| o.solve) {
        solve::<W>(backend, fused, rates.best(), &mut out)?;
    }
    if !self_tests.is_empty() {
        let _ = writeln!(
            out,
            "\nself-test, bits kept in each formulation ({} operand pairs; the first keeping \
             the claim is chosen):\n{}",
            SELF_TEST_INPUTS,
            self_tests.join("\n")
        );
    }
    Ok(out)
}

/// The throughput table: every chosen operation's chains in the seed's regime and filling the
/// device, beside the seed's C2050 and CPU, with the share of the device's instruction rate its
/// instructions reach; each elementary function timed over `function_elements` (a default per
/// device kind if `None`).
fn throughput<W: Word>(
    backend: &Backend,
    chosen: &[(Operation, Formulation)],
    fused: bool,
    rates: InstructionRates,
    function_elements: Option<usize>,
    out: &mut String,
) -> Result<(), String> {
    let cpu = backend.identity.is_cpu();
    let regimes = [Regime::SEED, Regime::FILLED].map(|r| if cpu { r.on_cpu() } else { r });
    let InstructionRates { fma, products: mul } = rates;
    let rate = rates.best();
    let _ = writeln!(
        out,
        "\nthroughput, operations per ms (chains of op(x, y), each step waiting on the one \
         before; kernel time, median of {} batches of back-to-back launches lasting {} ms or \
         more; spread: the slowest batch minus the fastest, of the median); {} instruction rate \
         {:.3} T/s (independent chains: fma {:.3} T/s, products {:.3} T/s):",
        timed_runs(backend),
        BATCH_SECONDS * 1e3,
        W::NAME,
        rate / 1e12,
        fma / 1e12,
        mul / 1e12
    );
    let mut table = Table::new(&[
        ("operation", Align::Left),
        ("form", Align::Right),
        ("chains", Align::Right),
        ("ops/ms", Align::Right),
        ("spread", Align::Right),
        ("C2050", Align::Right),
        ("x C2050", Align::Right),
        ("seed CPU", Align::Right),
        ("instr", Align::Right),
        ("of rate", Align::Right),
        ("bits", Align::Right),
    ]);
    let elements = function_elements.unwrap_or(if cpu { 1 << 14 } else { 1 << 20 });
    for &(op, form) in chosen {
        let t = transforms(form, fused);
        let (c2050, seed_cpu) = seed_rates(op);
        if op.is_function() {
            let (per_ms, spread) = elementwise::<W>(backend, op, t, elements)?;
            table.row(vec![
                op.name().to_string(),
                form.name().to_string(),
                format!("{elements}x1"),
                format!("{per_ms:.3e}"),
                percent(spread),
                format!("{c2050:.2e}"),
                format!("{:.1}", per_ms / c2050),
                format!("{seed_cpu:.2e}"),
                "-".into(),
                "-".into(),
                "-".into(),
            ]);
            continue;
        }
        let instructions = instructions_per_step::<W>(op, t)?;
        for regime in regimes {
            let r = chains::<W>(backend, op, t, regime)?;
            let of_rate = if op.branches() {
                "-".to_string()
            } else {
                format!("{:.3}", r.per_ms * 1e3 * instructions as f64 / rate)
            };
            table.row(vec![
                op.name().to_string(),
                form.name().to_string(),
                format!("{}x{}", regime.elements, regime.repeats),
                format!("{:.3e}", r.per_ms),
                percent(r.spread),
                format!("{c2050:.2e}"),
                format!("{:.1}", r.per_ms / c2050),
                format!("{seed_cpu:.2e}"),
                instructions.to_string(),
                of_rate,
                format!("{:.1}", r.bits),
            ]);
        }
    }
    out.push_str(&table.render());
    let _ = writeln!(
        out,
        "\n'C2050', 'seed CPU': seed 001's operations per ms (Table 5.1-5 c, 16384 elements x \
         about 10000; square roots and functions Table 5.2.5-1 c, the cosine beside the sine); \
         its + is QD's operator (sloppy unless QD_IEEE_ADD), set beside both sums. Target on a GPU: >= 50x C2050. 'instr': {} \
         add, sub, mul, fma, div and sqrt instructions of one step, each counted as one, in the \
         SPIR-V CubeCL makes of the chains kernel (before any driver's unrolling); 'of rate': \
         ops/ms x instr over the instruction rate (none for qd_add, whose count holds both of \
         its paths: the sloppy sum, which these chains take, and the swept one where the leading \
         words may cancel). 'bits': the fewest kept by {} chains' ends \
         against rug. Elementary functions: one evaluation per element ('Nx1'; a chain of one \
         leaves any range), their loops as long as their tables say (no static count); \
         accuracy is the table above's.",
        W::NAME,
        CHECKED
    );
    Ok(())
}

/// The bits each formulation a whole computation's self-test tried kept, in order.
fn tried(choice: &TrialChoice) -> String {
    let tried: Vec<String> = choice
        .tried
        .iter()
        .map(|(f, b)| format!("{} {b:.1}", f.name()))
        .collect();
    tried.join(", ")
}

/// Instructions per second of independent `fma` and product chains of `W` on a backend.
#[derive(Clone, Copy)]
struct InstructionRates {
    fma: f64,
    products: f64,
}

impl InstructionRates {
    /// The device's instruction rate: the faster of the two.
    fn best(self) -> f64 {
        self.fma.max(self.products)
    }
}

fn instruction_rates<W: Word>(backend: &Backend) -> Result<InstructionRates, String> {
    Ok(InstructionRates {
        fma: instruction_rate::<W>(backend, true)?,
        products: instruction_rate::<W>(backend, false)?,
    })
}

/// Arithmetic instructions of one multiply-add `c + a·b` in `words` words: a chain step of the
/// product plus one of the IEEE-style sum.
fn multiply_add_instructions<W: Word>(words: usize, t: Transforms) -> Result<usize, String> {
    let (mul, add) = if words == 2 {
        (Operation::DdMul, Operation::DdAdd)
    } else {
        (Operation::QdMul, Operation::QdAdd)
    };
    Ok(instructions_per_step::<W>(mul, t)? + instructions_per_step::<W>(add, t)?)
}

/// The seed's matrix product (Table 6.2.2–1) in double-double and quad-double, for each tile,
/// in the formulation its own self-test chose, checked against rug on sampled entries.
/// The product of one type (`name`, `words`) in formulation `form` on every tile that fits the
/// device: one row each, then the fastest.
fn product_rows<W: Word>(
    backend: &Backend,
    (name, words, form): (&str, usize, Formulation),
    fused: bool,
    shape: Shape,
    rate: f64,
    table: &mut Table,
) -> Result<(), String> {
    let limits = cube_limits(backend);
    let claim = claimed_bits::<W>(words, shape.m);
    let (c2050, seed_cpu) = seed_seconds(words);
    // The seed's seconds for its work, scaled to this shape's.
    let scale = shape.operations() / SEED_SHAPE.operations();
    let t = transforms(form, fused);
    let instructions = multiply_add_instructions::<W>(words, t)?;
    let mut fastest: Option<(f64, u32)> = None;
    for tile in TILES {
        if !limits.fit(tile * tile, product_shared_bytes::<W>(words, tile)) {
            table.note(format!(
                "{name} {} {tile}x{tile}: beyond this device's cube limits",
                form.name()
            ));
            continue;
        }
        let r = matrix_product::<W>(backend, words, shape, tile, t)?;
        let equivalent = r.seconds / scale;
        let multiply_adds = shape.operations() / 2.0;
        let below = if r.bits < claim {
            "below the claim"
        } else {
            ""
        };
        table.row(vec![
            name.to_string(),
            form.name().to_string(),
            format!("{tile}x{tile}"),
            format!("{:.4}", r.seconds),
            format!("{:.3e}", shape.operations() / r.seconds / 1e3),
            format!("{c2050:.2}"),
            format!("{:.1}", c2050 / equivalent),
            format!("{seed_cpu:.2}"),
            format!("{:.1}", r.bits),
            instructions.to_string(),
            format!(
                "{:.3}",
                multiply_adds / r.seconds * instructions as f64 / rate
            ),
            below.to_string(),
        ]);
        if fastest.is_none_or(|(s, _)| r.seconds < s) {
            fastest = Some((r.seconds, tile));
        }
    }
    if let Some((_, tile)) = fastest {
        table.note(format!("{name} fastest here: {tile}x{tile} tiles"));
    }
    Ok(())
}

fn matrix<W: Word>(
    backend: &Backend,
    fused: bool,
    rate: f64,
    out: &mut String,
) -> Result<(), String> {
    let cpu = backend.identity.is_cpu();
    // CPU drivers: a tenth of each dimension, a thousandth of the work.
    let shape = if cpu {
        Shape {
            n: SEED_SHAPE.n / 10,
            m: SEED_SHAPE.m / 10,
            p: SEED_SHAPE.p / 10,
        }
    } else {
        SEED_SHAPE
    };
    let _ = writeln!(
        out,
        "\nmatrix product A({}x{}) B({}x{}), kernel time (median of {}); seed 001 Table 6.2.2-1 \
         (A 1600x3200, B 3200x1600, 8x8 tiles) beside it; bits: the fewest kept by {SAMPLED} \
         sampled entries, -log2(|c - exact| / sum |a||b|):",
        shape.n,
        shape.m,
        shape.m,
        shape.p,
        timed_runs(backend)
    );
    let mut table = Table::new(&[
        ("type", Align::Left),
        ("form", Align::Right),
        ("tile", Align::Right),
        ("seconds", Align::Right),
        ("ops/ms", Align::Right),
        ("C2050 s", Align::Right),
        ("x C2050", Align::Right),
        ("seed CPU s", Align::Right),
        ("bits", Align::Right),
        ("instr", Align::Right),
        ("of rate", Align::Right),
        ("", Align::Left),
    ]);
    let mut self_tests = Vec::new();
    for words in [2usize, 4] {
        let name = if words == 2 { "dd" } else { "qd" };
        let choice = choose_product::<W>(backend, words, fused)?;
        let claim = claimed_bits::<W>(words, TRIAL.m);
        self_tests.push(format!(
            "  {name}: {} (claim {claim:.1} bits: words x (p - 1.5) - log2 {})",
            tried(&choice),
            TRIAL.m
        ));
        let Some(form) = choice.chosen else {
            table.note(format!(
                "{name} refused: no formulation kept {claim:.1} bits"
            ));
            continue;
        };
        product_rows::<W>(backend, (name, words, form), fused, shape, rate, &mut table)?;
    }
    out.push_str(&table.render());
    let _ = writeln!(
        out,
        "'instr': the {} instructions of one multiply-add (the chains' mul and IEEE add steps); \
         'of rate': multiply-adds per second x instr over the instruction rate ({:.3} T/s); target \
         on a GPU: dd >= 0.5, qd >= 0.4.\nself-test of the product ({}x{} times {}x{}, \
         8x8 tiles; the first keeping the claim is chosen):\n{}",
        W::NAME,
        rate / 1e12,
        TRIAL.n,
        TRIAL.m,
        TRIAL.m,
        TRIAL.p,
        self_tests.join("\n")
    );
    if cpu {
        let _ = writeln!(
            out,
            "(x C2050 compares the C2050's time with this time scaled to the seed's work.)"
        );
    }
    Ok(())
}

/// The seed's AX = B (Tables 6.3.2–1 and –3) by Gauss–Jordan with partial pivoting in
/// double-double and quad-double, for each blocking, in the formulation its own self-test chose;
/// residuals checked against rug, and an integer system's solution against the known one.
/// The solve of one type (`name`, `words`) in formulation `form` with every blocking that fits
/// the device: one row each, then the fastest.
fn solve_rows<W: Word>(
    backend: &Backend,
    (name, words, form): (&str, usize, Formulation),
    fused: bool,
    system: System,
    rate: f64,
    table: &mut Table,
) -> Result<(), String> {
    let limits = cube_limits(backend);
    let t = transforms(form, fused);
    let claim = solve_claim::<W>(words, system.n);
    let (c2050, seed_cpu) = solve_seed_seconds(words);
    let instructions = multiply_add_instructions::<W>(words, t)?;
    let mut fastest: Option<(f64, Blocking)> = None;
    for panel in PANELS {
        for tile in SOLVE_TILES {
            let blocking = Blocking { panel, tile };
            if !limits.fit(tile * tile, solve_shared_bytes::<W>(words, blocking)) {
                continue;
            }
            let r = solve_system::<W>(backend, words, system, blocking, t)?;
            let integer = integer_bits::<W>(backend, words, blocking, t)?;
            let equivalent = r.seconds / system.relative_work();
            let multiply_adds = multiply_adds(system, panel as usize);
            let below = if r.bits < claim {
                "below the claim"
            } else {
                ""
            };
            table.row(vec![
                name.to_string(),
                form.name().to_string(),
                panel.to_string(),
                format!("{tile}x{tile}"),
                format!("{:.4}", r.seconds),
                format!("{:.3e}", SEED_OPERATIONS / equivalent / 1e3),
                format!("{c2050:.2}"),
                format!("{:.1}", c2050 / equivalent),
                format!("{seed_cpu:.2}"),
                format!("{:.1}", r.bits),
                format!("{integer:.1}"),
                format!(
                    "{:.3}",
                    multiply_adds / r.seconds * instructions as f64 / rate
                ),
                below.to_string(),
            ]);
            if fastest.is_none_or(|(s, _)| r.seconds < s) {
                fastest = Some((r.seconds, blocking));
            }
        }
    }
    if let Some((_, b)) = fastest {
        table.note(format!(
            "{name} fastest here: panels of {}, {}x{} tiles",
            b.panel, b.tile, b.tile
        ));
    }
    Ok(())
}

fn solve<W: Word>(
    backend: &Backend,
    fused: bool,
    rate: f64,
    out: &mut String,
) -> Result<(), String> {
    let cpu = backend.identity.is_cpu();
    // CPU drivers: a tenth of each dimension.
    let system = if cpu {
        System {
            n: SEED_SYSTEM.n / 10,
            p: SEED_SYSTEM.p / 10,
        }
    } else {
        SEED_SYSTEM
    };
    let _ = writeln!(
        out,
        "\nAX = B, A {n}x{n}, B {n}x{p}, Gauss-Jordan with partial pivoting, blocked (panels of \
         'panel' columns, the rest updated in 'tile' squares); kernel time (median of {}); seed \
         001 Tables 6.3.2-1/-3 (A 2400x2400, B 2400x1600, no pivoting) beside it; 'residual': \
         the fewest bits kept by {SOLVE_SAMPLED} sampled entries, -log2(|AX - B| / (sum |a||x| + |b|)); \
         'integer': the fewest bits any entry of X keeps for an integer system ({m}x{m}, \
         {k} right-hand sides) whose integer solution is known:",
        timed_runs(backend),
        n = system.n,
        p = system.p,
        m = INTEGER.n,
        k = INTEGER.p,
    );
    let mut table = Table::new(&[
        ("type", Align::Left),
        ("form", Align::Right),
        ("panel", Align::Right),
        ("tile", Align::Right),
        ("seconds", Align::Right),
        ("ops/ms", Align::Right),
        ("C2050 s", Align::Right),
        ("x C2050", Align::Right),
        ("seed CPU s", Align::Right),
        ("residual", Align::Right),
        ("integer", Align::Right),
        ("of rate", Align::Right),
        ("", Align::Left),
    ]);
    let mut self_tests = Vec::new();
    for words in [2usize, 4] {
        let name = if words == 2 { "dd" } else { "qd" };
        let choice = choose_solve::<W>(backend, words, fused)?;
        let claim = solve_claim::<W>(words, SOLVE_TRIAL.n);
        self_tests.push(format!(
            "  {name}: {} (claim {claim:.1} bits: words x (p - 1.5) - 2 log2 {})",
            tried(&choice),
            SOLVE_TRIAL.n
        ));
        let Some(form) = choice.chosen else {
            table.note(format!(
                "{name} refused: no formulation kept {claim:.1} bits"
            ));
            continue;
        };
        solve_rows::<W>(
            backend,
            (name, words, form),
            fused,
            system,
            rate,
            &mut table,
        )?;
    }
    out.push_str(&table.render());
    let _ = writeln!(
        out,
        "'ops/ms': the seed's count for its system ({SEED_OPERATIONS:.3e}) over the time{}; \
         'of rate': the solve's multiply-adds (each panel's eliminations and the update right \
         of it) per second x the instructions of one over the instruction rate ({:.3} T/s); target \
         on a GPU: dd >= 100x C2050. Claim: words x (p - 1.5) - 2 log2 n bits. Self-test ({}x{} times {} right-hand sides, \
         panels of {}; the first keeping the claim is chosen):\n{}",
        if cpu {
            " scaled to the seed's work (n^2 (n + p))"
        } else {
            ""
        },
        rate / 1e12,
        SOLVE_TRIAL.n,
        SOLVE_TRIAL.n,
        SOLVE_TRIAL.p,
        TRIAL_BLOCKING.panel,
        self_tests.join("\n")
    );
    Ok(())
}

/// The seed's memory-bound vectors (Table 5.1–1): each arithmetic operation once per element of
/// long vectors, with the bytes it moves per second and the C2050's rate where the seed has one.
fn vectors<W: Word>(
    backend: &Backend,
    chosen: &[(Operation, Formulation)],
    fused: bool,
    out: &mut String,
) -> Result<(), String> {
    let elements = if backend.identity.is_cpu() {
        1 << 16
    } else {
        1 << 24
    };
    // The floor: the fastest checked copy moving what a quad-word sum does per element.
    let runs = timed_runs(backend);
    let bytes = elements * 3 * 4 * std::mem::size_of::<W>() / 2;
    let (copy, floor) = copy_floor(backend, bytes, runs)?;
    let _ = writeln!(
        out,
        "\nvectors, one operation per element of {elements} (kernel time; bytes: the operands \
         read and the result written; median of {runs} batches of back-to-back launches lasting \
         {} ms or more, spread as above); copy floor {:.1} GB/s ({copy}, read and written):",
        BATCH_SECONDS * 1e3,
        floor / 1e9
    );
    let mut table = Table::new(&[
        ("operation", Align::Left),
        ("form", Align::Right),
        ("ops/ms", Align::Right),
        ("spread", Align::Right),
        ("GB/s", Align::Right),
        ("of copy", Align::Right),
        ("C2050", Align::Right),
        ("x C2050", Align::Right),
    ]);
    for &(op, form) in chosen.iter().filter(|(op, _)| !op.is_function()) {
        let (per_ms, spread) = elementwise::<W>(backend, op, transforms(form, fused), elements)?;
        let operands = if op.math() == Math::SquareRoot { 1 } else { 2 };
        let bytes = ((operands + 1) * op.words() * std::mem::size_of::<W>()) as f64;
        let (c2050, ratio) = match seed_vector_rate(op) {
            Some(r) => (format!("{r:.2e}"), format!("{:.1}", per_ms / r)),
            None => ("-".into(), "-".into()),
        };
        let rate = per_ms * 1e3 * bytes;
        table.row(vec![
            op.name().to_string(),
            form.name().to_string(),
            format!("{per_ms:.3e}"),
            percent(spread),
            format!("{:.1}", rate / 1e9),
            format!("{:.2}", rate / floor),
            c2050,
            ratio,
        ]);
    }
    out.push_str(&table.render());
    Ok(())
}
