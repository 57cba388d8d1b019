//! `fpsig bench qd`: double-double and quad-double arithmetic (seed 001): the formulation
//! each operation keeps its accuracy in on the backend, and its accuracy in bits against rug.

use crate::commands::parse_spec;
use fpsig_backends::Backend;
use fpsig_harness::ff::choice::validation;
use fpsig_harness::ff::{Formulation, Word, WordType};
use fpsig_harness::open_backend;
use fpsig_harness::qd::accuracy::measure;
use fpsig_harness::qd::choice::{choose, formulation, transforms, SELF_TEST_INPUTS};
use fpsig_harness::qd::operands::{Class, Operands};
use fpsig_harness::qd::run::evaluate;
use fpsig_harness::qd::Operation;

use std::fmt::Write as _;

pub struct Options {
    pub backend: Option<String>,
    pub word: Option<String>,
    pub operation: Option<String>,
    pub formulation: Option<String>,
    pub inputs: usize,
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
            format!("unknown formulation '{name}' (known: plain, opaque, selected)")
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
            report::<f64>(&backend, &operations, forced, o.inputs)
        }
        None => Err(format!(
            "unsupported: no binary64 on {name}; --word f32 runs the same algorithms on \
             binary32 words (float-float pairs and quads)"
        )),
        Some(WordType::F64) => Err(format!("unsupported: no binary64 on {name}")),
        Some(WordType::F32) => report::<f32>(&backend, &operations, forced, o.inputs),
    }
}

fn bits(b: Option<f64>) -> String {
    match b {
        None => "exact".into(),
        Some(b) if b.is_finite() => format!("{b:.1}"),
        Some(_) => "wrong".into(),
    }
}

fn report<W: Word>(
    backend: &Backend,
    operations: &[Operation],
    forced: Option<Formulation>,
    inputs: usize,
) -> Result<String, String> {
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
    let _ = writeln!(
        out,
        "\naccuracy, bits (-log2 of the largest relative error against rug), {inputs} operand pairs:"
    );
    let header: String = Class::ALL
        .iter()
        .map(|c| format!("{:>13}", c.name()))
        .collect();
    let _ = writeln!(
        out,
        "{:<15} {:>9} {:>8} {:>8} {header}",
        "operation", "form", "claimed", "measured"
    );
    let mut self_tests = Vec::new();
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
                        let _ = writeln!(
                            out,
                            "{:<15} refused: no formulation kept {:.1} bits ({})",
                            op.name(),
                            op.claimed_bits::<W>(),
                            tried.join(", ")
                        );
                        continue;
                    }
                }
            }
        };
        let operands = Operands::<W>::generate(op, inputs);
        let results = evaluate(backend, op, transforms(form, fused), &operands)?;
        let a = measure(op, &operands, &results);
        let cells: String = Class::ALL
            .iter()
            .map(|c| {
                let cell = a.classes.get(c).map_or("-".into(), |e| bits(e.bits()));
                format!("{cell:>13}")
            })
            .collect();
        let below = a.bits(op).is_some_and(|b| b < op.claimed_bits::<W>());
        let _ = writeln!(
            out,
            "{:<15} {:>9} {:>8.1} {:>8} {cells}{}",
            op.name(),
            form.name(),
            op.claimed_bits::<W>(),
            bits(a.bits(op)),
            if below { "  below the claim" } else { "" }
        );
    }
    let _ = writeln!(
        out,
        "\n'measured': the largest error relative to the result (the sloppy sums': relative to \
         |x| + |y|, as QD states their bound), over every class. \
         'claimed': words x (p - 1.5) bits, the seed's 31 and 62 digits for \
         binary64 words."
    );
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
