//! Float-float operators (seed 000 ch. 4 and their successors): the self-test that chooses each
//! operator's formulation on a backend, with each formulation's accuracy against rug on the
//! self-test operands, for binary32 and (where the backend has it) binary64 words.

use super::{no_rules, PLAIN};
use super::{Family, Findings, Need};
use crate::device::uninit;
use crate::ff::choice::{self_test, Tested, Validation, Verdict, SELF_TEST_INPUTS};
use crate::ff::operands::Class;
use crate::ff::{Formulation, Operator, Word};
use crate::shaders::declared::{entry, no_joins, Entry, Kernels, N, R};
use crate::shown::{Chart, Figure, Points, Shown};
use crate::signature::Signature;
use crate::signature::{Finding, Layer};
use fpsig_backends::Backend;
use serde_json::{json, Map, Value};

pub const FAMILY_F32: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::multi_word::double_word::SOURCE,
        catalogue: catalogue_f32,
        joined: no_joins,
        static_reading: &[],
    },
    id: "ff",
    findings: &[
        (
            "ff.add12_priest",
            "float-float, binary32 words: Priest's Add12 (seed 000 Th. 1)",
        ),
        ("ff.two_sum", "float-float, binary32 words: Knuth's TwoSum"),
        (
            "ff.fast_two_sum",
            "float-float, binary32 words: Dekker's Fast2Sum",
        ),
        (
            "ff.split",
            "float-float, binary32 words: Veltkamp's Split (seed 000 Th. 2)",
        ),
        (
            "ff.mul12_dekker",
            "float-float, binary32 words: Dekker's Mul12 (seed 000 Th. 3)",
        ),
        (
            "ff.mul12_fma",
            "float-float, binary32 words: Mul12 with fma",
        ),
        (
            "ff.add22_seed",
            "float-float, binary32 words: the seed's Add22 (seed 000 Th. 4)",
        ),
        (
            "ff.add22_accurate",
            "float-float, binary32 words: AccurateDWPlusDW (JMP 2017)",
        ),
        (
            "ff.mul22_seed",
            "float-float, binary32 words: the seed's Mul22 (seed 000 Th. 5)",
        ),
        (
            "ff.mul22_fma",
            "float-float, binary32 words: DWTimesDW3 (JMP 2017, MR 2022)",
        ),
        (
            "ff.div22",
            "float-float, binary32 words: DWDivDW2 (JMP 2017)",
        ),
        (
            "ff.sqrt22",
            "float-float, binary32 words: SQRTDWtoDW (Lefevre et al. 2022)",
        ),
    ],
    needs: Need::Nothing,
    run: run::<f32>,
    rules: no_rules,
    shown: SHOWN,
};

pub const FAMILY_F64: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::multi_word::double_word::SOURCE,
        catalogue: catalogue_f64,
        joined: no_joins,
        static_reading: &[],
    },
    id: "ff64",
    findings: &[
        ("ff64.add12_priest", "double-double: Priest's Add12"),
        ("ff64.two_sum", "double-double: Knuth's TwoSum"),
        ("ff64.fast_two_sum", "double-double: Dekker's Fast2Sum"),
        ("ff64.split", "double-double: Veltkamp's Split, 2^27+1"),
        ("ff64.mul12_dekker", "double-double: Dekker's Mul12"),
        ("ff64.mul12_fma", "double-double: Mul12 with fma"),
        ("ff64.add22_seed", "double-double: the seed's Add22"),
        (
            "ff64.add22_accurate",
            "double-double: AccurateDWPlusDW (JMP 2017)",
        ),
        ("ff64.mul22_seed", "double-double: the seed's Mul22"),
        (
            "ff64.mul22_fma",
            "double-double: DWTimesDW3 (JMP 2017, MR 2022)",
        ),
        ("ff64.div22", "double-double: DWDivDW2 (JMP 2017)"),
        (
            "ff64.sqrt22",
            "double-double: SQRTDWtoDW (Lefevre et al. 2022)",
        ),
    ],
    needs: Need::F64,
    run: run::<f64>,
    rules: no_rules,
    shown: PLAIN,
};

/// The binary32 operators' accuracy bars.
const SHOWN: Shown = Shown {
    figures: |signatures| accuracy_bars(signatures).into_iter().collect(),
    ..PLAIN
};

/// `chosen: opaque (validated: …)`, this family's own verdict, → the chosen formulation's
/// `bits` (`exact` as 255).
fn chosen_bits(finding: &Finding) -> Option<f64> {
    let chosen = finding
        .verdict
        .strip_prefix("chosen: ")?
        .split_whitespace()
        .next()?;
    let bits = finding
        .evidence
        .get("formulations")?
        .get(chosen)?
        .get("bits")?;
    match bits {
        Value::String(s) if s == "exact" => Some(f64::from(u8::MAX)),
        Value::String(s) if s == "none" => Some(0.0),
        Value::String(s) => s.parse().ok(),
        other => other.as_f64(),
    }
}

/// Bits of accuracy of the chosen formulation of every binary32 operator some signature does
/// not compute exactly, one bar per signature.
fn accuracy_bars(signatures: &[Signature]) -> Option<Figure> {
    let ids: std::collections::BTreeSet<&str> = FAMILY_F32
        .findings
        .iter()
        .map(|(id, _)| *id)
        .filter(|id| {
            signatures.iter().any(|s| {
                let bits = s.findings.get(*id).and_then(chosen_bits);
                bits.is_some_and(|b| b < 255.0)
            })
        })
        .collect();
    let labels: Vec<String> = ids
        .iter()
        .map(|id| id.trim_start_matches("ff.").to_string())
        .collect();
    let series: Vec<Points> = signatures
        .iter()
        .filter_map(|s| {
            let points: Vec<(usize, f64)> = ids
                .iter()
                .enumerate()
                .filter_map(|(k, id)| Some((k, chosen_bits(s.findings.get(*id)?)?)))
                .filter(|&(_, bits)| bits < 255.0)
                .collect();
            (!points.is_empty()).then(|| Points {
                backend: s.backend.name.clone(),
                points,
            })
        })
        .collect();
    (!series.is_empty()).then(|| Figure {
        name: "ff.accuracy.svg".into(),
        title: "float-float: bits of accuracy of the chosen formulation".into(),
        chart: Chart::Bars,
        labels,
        y_label: "bits".into(),
        series,
    })
}

/// Bits as the signature shows them: two decimals, `exact`, or `none` where not one bit is
/// right (a relative error of 1 or more, which two decimals would show as `-0.00` or below).
fn bits(b: Option<f64>) -> Value {
    match b {
        None => "exact".into(),
        Some(b) if b.is_finite() && b < 0.005 => "none".into(),
        Some(b) if b.is_finite() => format!("{b:.2}").into(),
        Some(_) => "non-finite or wrong result".into(),
    }
}

fn run<W: Word>(backend: &Backend) -> Result<Findings, String> {
    let test = self_test::<W>(backend)?;
    let validation = Validation::from_self_test(&test);
    let family = if W::PRECISION == 24 {
        &FAMILY_F32
    } else {
        &FAMILY_F64
    };
    Ok(Operator::ALL
        .iter()
        .zip(family.findings)
        .map(|(&op, &(id, title))| (id, finding::<W>(op, title, &test, &validation)))
        .collect())
}

fn finding<W: Word>(
    op: Operator,
    title: &str,
    test: &crate::ff::choice::SelfTest,
    validation: &Validation,
) -> Finding {
    let verdict = match validation.choose(op, None) {
        Ok(f) => {
            let validated: Vec<&str> = Formulation::ALL
                .iter()
                .filter(|&&g| validation.verdict(op, g) == Some(&Verdict::Validated))
                .map(|g| g.name())
                .collect();
            format!("chosen: {} (validated: {})", f.name(), validated.join(", "))
        }
        Err(_) => "refused: no formulation validated".to_string(),
    };
    let mut forms = Map::new();
    for form in Formulation::ALL {
        let mut entry = Map::new();
        let word = match validation.verdict(op, form) {
            Some(Verdict::Validated) => "validated".to_string(),
            Some(Verdict::Failed(why)) => format!("failed: {why}"),
            Some(Verdict::NotRun(why)) => format!("not run: {why}"),
            None => "not tested".to_string(),
        };
        entry.insert("verdict".into(), word.into());
        if let Some(Tested::Measured(a)) = test.get(&(op, form)) {
            entry.insert("bits".into(), bits(a.bits()));
            for class in [Class::Cancellation, Class::RangeEdge] {
                if let Some(b) = a.class_bits(class) {
                    entry.insert(class.name().into(), bits(b));
                }
            }
            if op == Operator::Add22Seed {
                entry.insert(
                    "bits relative to |xh|+|yh|".into(),
                    bits(a.bits_to_operands()),
                );
            }
        }
        forms.insert(form.name().into(), entry.into());
    }
    let bound = match op.bound().bits(W::PRECISION) {
        None => "exact".to_string(),
        Some(b) => format!("{b:.2} bits"),
    };
    Finding::new(title, verdict, Layer::Execution)
        .with("bound", bound)
        .with("fused_fma", validation.fused_fma)
        .with("inputs", json!(SELF_TEST_INPUTS))
        .with("formulations", Value::Object(forms))
}

/// The error-free transforms and double-word operators, every formulation, in one word type.
fn float_float<W: Word>(word: &'static str) -> Vec<Entry> {
    let mut entries = Vec::new();
    // Integer transforms exist for binary32 words only, as in the self-test.
    let forms = Formulation::ALL
        .into_iter()
        .filter(|&f| f != Formulation::Integer || W::PRECISION == 24);
    for op in Operator::ALL {
        for form in forms.clone() {
            let name = format!("ff.{}.{word}.{}", op.name(), form.name());
            entries.push(entry(name, move |c| {
                let w = |n| uninit::<R, W>(c, n);
                let (x, y, constants, out) = (w(2 * N), w(2 * N), w(2), w(2 * N));
                crate::ff::run::launch_operator::<R, W>(
                    c, op, form, N, None, &x, &y, &constants, &out,
                )
            }));
        }
    }
    entries
}

fn catalogue_f32() -> Vec<Entry> {
    float_float::<f32>("f32")
}

fn catalogue_f64() -> Vec<Entry> {
    float_float::<f64>("f64")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_below_one_hundredth_are_none_never_negative_zero() {
        assert_eq!(bits(None), Value::from("exact"));
        assert_eq!(bits(Some(23.017)), Value::from("23.02"));
        for b in [-0.001, -3.0, 0.0, 0.004] {
            assert_eq!(bits(Some(b)), Value::from("none"), "{b}");
        }
        assert_eq!(bits(Some(0.005)), Value::from("0.01"));
    }
}
