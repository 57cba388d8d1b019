//! How the matrix units are shown: a token per combination (block width, extra bits, step
//! rounding) and the report's tables, per combination of input and accumulator types, of the
//! properties the device's answers determined (rows) on every backend that measured it
//! (columns).

use super::evidence::{MatrixUnitReading, MATRIX_UNIT, MODEL_CHECK_INPUTS, MODEL_CHECK_MISMATCHES};
use crate::evidence::said;
use crate::shown::{token, Class, Section, Shown, Table, Token};
use crate::signature::{Finding, Signature};
use std::collections::BTreeSet;

pub const SHOWN: Shown = Shown {
    token: unit_token,
    section,
    figures: |_| Vec::new(),
};

/// `w16 +2b RZ`: products per step, extra bits, step rounding (`|` between values the answers
/// leave open).
fn unit_token(finding: &Finding) -> Option<Token> {
    let unit = MATRIX_UNIT.get(finding).ok()?;
    let one = |values: Vec<String>| values.join("|");
    let text = format!(
        "w{} +{}b {}",
        one(unit.width.iter().map(u32::to_string).collect()),
        one(unit.extra_bits.iter().map(u32::to_string).collect()),
        one(unit
            .rounding
            .iter()
            .map(|r| r.short().to_string())
            .collect())
    );
    Some(token(text, Class::Near))
}

/// A property's values ([`said`]), `-` where a reading predates the property.
fn cell<T: ToString>(values: &[T]) -> String {
    match values {
        [] => "-".into(),
        _ => said(values),
    }
}

/// The model check as `fitting of checked`, from the finding's evidence.
fn model_check(finding: &Finding) -> String {
    match (
        MODEL_CHECK_INPUTS.get(finding),
        MODEL_CHECK_MISMATCHES.get(finding),
    ) {
        (Ok(inputs), Ok(missed)) => format!("{} of {inputs}", inputs - missed.min(inputs)),
        _ => "-".into(),
    }
}

/// `-` where a reading predates the property.
fn optional<T: ToString>(value: &Option<T>) -> String {
    value.as_ref().map_or("-".into(), T::to_string)
}

type Row = (&'static str, fn(&MatrixUnitReading) -> String);

const ROWS: [Row; 10] = [
    ("tile", |r| r.shape.clone()),
    ("products per step", |r| cell(&r.width)),
    ("extra bits", |r| cell(&r.extra_bits)),
    ("alignment", |r| cell(&r.alignment)),
    ("step rounding", |r| cell(&r.rounding)),
    ("products", |r| cell(&r.products)),
    ("subnormal inputs", |r| cell(&r.subnormal_inputs)),
    ("subnormal outputs", |r| cell(&r.subnormal_outputs)),
    ("order (FPRev tree)", |r| optional(&r.order)),
    ("monotonic", |r| {
        optional(&r.monotonic.map(|m| if m { "yes" } else { "no" }))
    }),
];

/// One table per combination some signature identified; `None` where none did.
fn section(signatures: &[Signature]) -> Option<Section> {
    let read = |s: &Signature, id: &str| {
        let finding = s.findings.get(id)?;
        Some((MATRIX_UNIT.get(finding).ok()?, finding.clone()))
    };
    let ids: BTreeSet<&String> = signatures
        .iter()
        .flat_map(|s| s.findings.keys())
        .filter(|id| signatures.iter().any(|s| read(s, id).is_some()))
        .collect();
    if ids.is_empty() {
        return None;
    }
    let tables = ids
        .into_iter()
        .map(|id| {
            let columns: Vec<(&Signature, MatrixUnitReading, Finding)> = signatures
                .iter()
                .filter_map(|s| read(s, id).map(|(r, f)| (s, r, f)))
                .collect();
            let mut header = vec![id.clone()];
            header.extend(columns.iter().map(|(s, _, _)| s.backend.name.clone()));
            let mut rows: Vec<Vec<String>> = ROWS
                .iter()
                .map(|(name, value)| {
                    let mut row = vec![name.to_string()];
                    row.extend(columns.iter().map(|(_, r, _)| value(r)));
                    row
                })
                .collect();
            let mut check = vec!["model check".to_string()];
            check.extend(columns.iter().map(|(_, _, f)| model_check(f)));
            rows.push(check);
            Table {
                id: format!("unit-{id}"),
                header,
                rows,
            }
        })
        .collect();
    Some(Section {
        heading: "Matrix units".into(),
        intro: "Per combination, what the device's answers determined of its matrix unit \
                (several values: the answers leave each possible), and how many random dot \
                products the identified model reproduced."
            .into(),
        tables,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn committed(name: &str) -> Signature {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../snapshots")
            .join(format!("{name}.snap"));
        Signature::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    fn table<'a>(section: &'a Section, id: &str) -> &'a Table {
        section.tables.iter().find(|t| t.id == id).unwrap()
    }

    fn row<'a>(table: &'a Table, name: &str) -> &'a [String] {
        &table.rows.iter().find(|r| r[0] == name).unwrap()[1..]
    }

    #[test]
    fn each_combination_is_a_table_of_properties_by_backend() {
        let cuda = committed("cuda-nvrtc-nvidia-h100-80gb-hbm3");
        let vulkan = committed("vulkan-spirv-nvidia-h100-80gb-hbm3");
        let lavapipe = committed("vulkan-spirv-llvmpipe");
        let s = section(&[cuda, vulkan, lavapipe.clone()]).unwrap();
        // f16 -> f32 through both APIs; tf32 through CUDA only; lavapipe measured none.
        let f16 = table(&s, "unit-mma.f16_f32");
        assert_eq!(f16.header.len(), 3, "{f16:?}");
        assert_eq!(row(f16, "subnormal inputs"), ["flushed", "flushed"]);
        assert_eq!(row(f16, "model check"), ["102400 of 102400"; 2]);
        assert_eq!(row(f16, "monotonic"), ["no", "no"]);
        let tf32 = table(&s, "unit-mma.tf32_f32");
        assert_eq!(row(tf32, "products per step"), ["4"]);
        assert_eq!(row(tf32, "order (FPRev tree)"), ["((C, 0-3), 4-7)"]);
        assert!(s
            .tables
            .iter()
            .all(|t| !t.header.iter().any(|h| h.contains("llvmpipe"))));
        assert_eq!(section(&[lavapipe]), None);
    }

    #[test]
    fn the_token_names_width_extra_bits_and_rounding() {
        use crate::signature::Layer;
        use crate::simulated::Rounding;
        let unit = MATRIX_UNIT.put(
            Finding::new("t", "x", Layer::Execution),
            MatrixUnitReading {
                shape: "16x16x16".into(),
                width: vec![8],
                extra_bits: vec![3],
                rounding: vec![Rounding::TowardZero],
                alignment: vec![Rounding::TowardZero],
                subnormal_inputs: vec!["kept".into()],
                subnormal_outputs: vec!["kept".into()],
                products: vec!["exact".into()],
                order: None,
                monotonic: None,
            },
        );
        assert_eq!(unit_token(&unit), Some(token("w8 +3b RZ", Class::Near)));
        assert_eq!(unit_token(&Finding::new("t", "x", Layer::Execution)), None);
    }
}
