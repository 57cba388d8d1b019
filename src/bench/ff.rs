//! `fpsig bench ff`: the float-float operators' formulations, accuracy and timings.

use crate::commands::load::parse_spec;
use crate::terminal::table::{Align, Table};
use fpsig_backends::Backend;
use fpsig_harness::ff::choice::{
    measure_formulations, validation, Origin, Tested, Validation, Verdict,
};
use fpsig_harness::ff::operands::Class;
use fpsig_harness::ff::timing::{annex_b, annex_b_columns, ratios, Column, ELEMENTS, SIZES};
use fpsig_harness::ff::{Formulation, Operator, Word, WordType};
use fpsig_harness::open_backend;
use std::fmt::Write as _;

pub struct Options {
    pub backend: Option<String>,
    pub word: String,
    pub operator: Option<String>,
    pub formulation: Option<String>,
    pub inputs: usize,
    pub timing: bool,
}

pub fn run(o: Options) -> Result<String, String> {
    let word = WordType::from_name(&o.word)
        .ok_or_else(|| format!("unknown word type '{}' (known: f32, f64)", o.word))?;
    let operators = match &o.operator {
        None => Operator::ALL.to_vec(),
        Some(name) => vec![Operator::from_name(name).ok_or_else(|| {
            let known: Vec<&str> = Operator::ALL.iter().map(|o| o.name()).collect();
            format!("unknown operator '{name}' (known: {})", known.join(", "))
        })?],
    };
    let forced = match &o.formulation {
        None => None,
        Some(name) => Some(Formulation::from_name(name).ok_or_else(|| {
            format!("unknown formulation '{name}' (known: plain, opaque, integer)")
        })?),
    };
    let spec = parse_spec(o.backend.as_deref())?;
    let backend = open_backend(spec.as_ref()).map_err(|e| e.to_string())?;
    if word == WordType::F64 && !backend.capabilities.f64 {
        return Err(format!(
            "{} has no f64: double-double needs it",
            backend.identity.snapshot_name()
        ));
    }
    match word {
        WordType::F32 => report::<f32>(&backend, &operators, forced, &o),
        WordType::F64 => report::<f64>(&backend, &operators, forced, &o),
    }
}

fn bits(b: Option<f64>) -> String {
    match b {
        None => "exact".into(),
        Some(b) if b.is_finite() => format!("{b:.2}"),
        Some(_) => "wrong".into(),
    }
}

fn report<W: Word>(
    backend: &Backend,
    operators: &[Operator],
    forced: Option<Formulation>,
    o: &Options,
) -> Result<String, String> {
    let name = backend.identity.snapshot_name();
    let (v, origin) = validation::<W>(backend)?;
    let mut out = format!(
        "backend {name}, {} words; formulations validated by {}\n",
        W::NAME,
        match origin {
            Origin::Cache => "the cached self-test",
            Origin::SelfTest => "a self-test run now",
        }
    );
    for &op in operators {
        // A refusal is reported, not fatal, unless the user asked for this one operator.
        if let Err(e) = v.choose(op, forced) {
            if operators.len() == 1 {
                return Err(e);
            }
        }
    }
    let _ = writeln!(out, "{}", v.summary().trim_end());
    let _ = writeln!(
        out,
        "\naccuracy over {} operand sets per operator (bits = -log2 of the largest error \
         relative to the exact result; cancellation and range-edge inputs apart)",
        o.inputs
    );
    for &op in operators {
        accuracy::<W>(backend, &v, op, o.inputs, &mut out)?;
    }
    if o.timing && W::PRECISION == 24 {
        timing(backend, &v, forced, &mut out)?;
    }
    Ok(out)
}

fn accuracy<W: Word>(
    backend: &Backend,
    v: &Validation,
    op: Operator,
    inputs: usize,
    out: &mut String,
) -> Result<(), String> {
    let chosen = v.choose(op, None).ok();
    let bound = op
        .bound()
        .bits(W::PRECISION)
        .map_or("exact".to_string(), |b| format!("{b:.2}"));
    for (f, tested) in measure_formulations::<W>(backend, op, inputs)? {
        let Tested::Measured(a) = tested else {
            continue;
        };
        let class = |c: Class| a.class_bits(c).map(bits).unwrap_or_else(|| "-".into());
        let verdict = match v.verdict(op, f) {
            Some(Verdict::Validated) => "validated".to_string(),
            Some(Verdict::Failed(why)) => format!("self-test failed: {why}"),
            Some(Verdict::NotRun(why)) => format!("not run: {why}"),
            None => "not tested".into(),
        };
        let seed_measure = if op == Operator::Add22Seed {
            format!("  |xh|+|yh| {}", bits(a.bits_to_operands()))
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "ff {} {} {:<15} {:<8} {:>6} bits  cancellation {:>6}  range edge {:>6}{seed_measure}  \
             bound {bound}  {} beyond bound  {verdict}{}",
            backend.identity.snapshot_name(),
            W::NAME,
            op.name(),
            f.name(),
            bits(a.bits()),
            class(Class::Cancellation),
            class(Class::RangeEdge),
            a.violations,
            if chosen == Some(f) { "  (chosen)" } else { "" }
        );
    }
    Ok(())
}

fn timing(
    backend: &Backend,
    v: &Validation,
    forced: Option<Formulation>,
    out: &mut String,
) -> Result<(), String> {
    let chosen = |op: Operator| v.choose(op, forced).ok();
    let columns = annex_b_columns(chosen);
    let table = annex_b(backend, &columns)?;
    for (mode, pick) in [
        ("with transfers (as the seed timed it)", 0),
        ("kernel only", 1),
    ] {
        let cell = |c: &fpsig_harness::ff::timing::Cell| {
            if pick == 0 {
                c.with_transfers
            } else {
                c.kernel_only
            }
        };
        let unit = cell(&table[0][0]);
        let _ = writeln!(
            out,
            "\nAnnex B, {mode}: time normalised to Add at 4096 elements ({:.1} us)",
            unit * 1e6
        );
        let names: Vec<String> = columns
            .iter()
            .map(|c| match c {
                Column::Operator(l, _, f) => format!("{l}({})", f.name()),
                Column::Basic(l, _) => l.to_string(),
            })
            .collect();
        let header: Vec<(&str, Align)> = std::iter::once("size")
            .chain(names.iter().map(String::as_str))
            .map(|n| (n, Align::Right))
            .collect();
        let mut rendered = Table::new(&header);
        for (size, row) in SIZES.iter().zip(&table) {
            let cells = row.iter().map(|c| format!("{:.2}", cell(c) / unit));
            rendered.row(std::iter::once(size.to_string()).chain(cells).collect());
        }
        out.push_str(&rendered.render());
    }
    if backend.identity.is_cpu() {
        return Ok(());
    }
    let ops: Vec<(Operator, Formulation)> = [
        Operator::Add22Seed,
        Operator::Add22Accurate,
        Operator::Mul22Seed,
        Operator::Mul22Fma,
    ]
    .into_iter()
    .filter_map(|op| chosen(op).map(|f| (op, f)))
    .collect();
    let r = ratios(backend, &ops)?;
    let _ = writeln!(out, "\ndevice copies of 2^{} x 24 bytes (in and out: the bytes of one element-wise double-word operator), the fastest is the floor:", ELEMENTS.trailing_zeros());
    for (form, rate) in &r.copies {
        let _ = writeln!(out, "  {form:<34} {:8.1} GB/s", rate / 1e9);
    }
    let _ = writeln!(
        out,
        "FP32 instruction rate {:.2} T/s (independent fma chains)",
        r.fma_rate / 1e12
    );
    for e in &r.bandwidth {
        let launches: Vec<String> = e
            .launches
            .iter()
            .map(|(form, ratio)| format!("{form} {ratio:.3}x"))
            .collect();
        let _ = writeln!(
            out,
            "element-wise {:<15} {:<8} over 2^{} elements: {:.3}x the copy-bandwidth floor (bar: <= 1.25; {})",
            e.op.name(),
            e.form.name(),
            ELEMENTS.trailing_zeros(),
            e.ratio(),
            launches.join(", ")
        );
    }
    for (op, f, ratio) in &r.compute {
        let _ = writeln!(
            out,
            "compute-bound {:<15} {:<8}: {ratio:.3} of the fma rate divided by its instruction count (bar: >= 0.5)",
            op.name(),
            f.name()
        );
    }
    Ok(())
}
