//! How the matrix units are shown: a token per combination (block width, extra bits, step
//! rounding) and the report's tables, per combination of input and accumulator types, of the
//! properties the device's answers determined (rows) on every backend that measured it
//! (columns).

use super::evidence::{
    IntegerUnitReading, MatrixUnitReading, Overflow, INTEGER_UNIT, MATRIX_UNIT, MODEL_CHECK_INPUTS,
    MODEL_CHECK_MISMATCHES,
};
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
/// leave open); an integer unit's `s8*u8 wrap`: how each side's bytes are read, what a sum past
/// i32 becomes.
fn unit_token(finding: &Finding) -> Option<Token> {
    let one = |values: Vec<String>| values.join("|");
    if let Ok(unit) = INTEGER_UNIT.get(finding) {
        let side = |s: &[String]| one(s.iter().map(|x| byte_name(x).to_string()).collect());
        let overflow = unit.overflow.iter().map(|o| match o {
            Overflow::Wraps => "wrap".to_string(),
            Overflow::Saturates => "sat".to_string(),
        });
        let text = format!(
            "{}*{} {}",
            side(&unit.a),
            side(&unit.b),
            one(overflow.collect())
        );
        return Some(token(text, Class::Near));
    }
    let unit = MATRIX_UNIT.get(finding).ok()?;
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

/// A table row: its name, and its cell from one backend's reading.
type Named<T> = (&'static str, fn(&T) -> String);

type Row = Named<MatrixUnitReading>;

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

/// `s8` for a side read as signed, `u8` for unsigned.
fn byte_name(reading: &str) -> &str {
    match reading {
        "signed" => "s8",
        "unsigned" => "u8",
        other => other,
    }
}

type IntegerRow = Named<IntegerUnitReading>;

const INTEGER_ROWS: [IntegerRow; 4] = [
    ("tile", |r| r.shape.clone()),
    ("A read as", |r| cell(&r.a)),
    ("B read as", |r| cell(&r.b)),
    ("a sum past i32", |r| {
        cell(&r.overflow.iter().map(|o| o.said()).collect::<Vec<_>>())
    }),
];

/// The rows of one combination's table over `columns`, then the model check's.
fn rows<T>(columns: &[(&Signature, T, Finding)], named: &[Named<T>]) -> Vec<Vec<String>> {
    let mut rows: Vec<Vec<String>> = named
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
    rows
}

/// One table per id some signature identified with `field`'s reading.
fn tables<T: serde::Serialize + serde::de::DeserializeOwned>(
    signatures: &[Signature],
    field: &crate::evidence::Field<T>,
    named: &[Named<T>],
) -> Vec<Table> {
    let read = |s: &Signature, id: &str| {
        let finding = s.findings.get(id)?;
        Some((field.get(finding).ok()?, finding.clone()))
    };
    let ids: BTreeSet<&String> = signatures
        .iter()
        .flat_map(|s| s.findings.keys())
        .filter(|id| signatures.iter().any(|s| read(s, id).is_some()))
        .collect();
    ids.into_iter()
        .map(|id| {
            let columns: Vec<(&Signature, T, Finding)> = signatures
                .iter()
                .filter_map(|s| read(s, id).map(|(r, f)| (s, r, f)))
                .collect();
            let mut header = vec![id.clone()];
            header.extend(columns.iter().map(|(s, _, _)| s.backend.name.clone()));
            Table {
                id: format!("unit-{id}"),
                header,
                rows: rows(&columns, named),
            }
        })
        .collect()
}

/// One table per combination some signature identified (floating-point units, then integer
/// ones); `None` where none did.
fn section(signatures: &[Signature]) -> Option<Section> {
    let mut all = tables(signatures, &MATRIX_UNIT, &ROWS);
    all.extend(tables(signatures, &INTEGER_UNIT, &INTEGER_ROWS));
    if all.is_empty() {
        return None;
    }
    Some(Section {
        heading: "Matrix units".into(),
        intro: "Per combination, what the device's answers determined of its matrix unit \
                (several values: the answers leave each possible), and how many random dot \
                products the identified model reproduced."
            .into(),
        tables: all,
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
                accumulator: Vec::new(),
                steps: Vec::new(),
            },
        );
        assert_eq!(unit_token(&unit), Some(token("w8 +3b RZ", Class::Near)));
        assert_eq!(unit_token(&Finding::new("t", "x", Layer::Execution)), None);
    }

    /// An integer unit's reading is its own table beside the floating-point ones, and its
    /// token names each side's bytes and what a sum past i32 becomes.
    #[test]
    fn an_integer_unit_is_a_token_and_a_table() {
        use crate::signature::Layer;
        let finding = INTEGER_UNIT.put(
            Finding::new("t", "x", Layer::Execution),
            IntegerUnitReading {
                shape: "16x8x32".into(),
                a: vec!["signed".into()],
                b: vec!["unsigned".into()],
                overflow: vec![Overflow::Wraps],
            },
        );
        let finding = MODEL_CHECK_INPUTS.put(finding, 102_400);
        let finding = MODEL_CHECK_MISMATCHES.put(finding, 0);
        assert_eq!(unit_token(&finding), Some(token("s8*u8 wrap", Class::Near)));
        let mut cuda = committed("cuda-nvrtc-nvidia-h100-80gb-hbm3");
        cuda.findings.insert("mma.sync.s8u8_s32".into(), finding);
        let s = section(&[cuda]).unwrap();
        let int = table(&s, "unit-mma.sync.s8u8_s32");
        assert_eq!(row(int, "A read as"), ["signed"]);
        assert_eq!(row(int, "B read as"), ["unsigned"]);
        assert_eq!(row(int, "a sum past i32"), ["wraps (modulo 2^32)"]);
        assert_eq!(row(int, "model check"), ["102400 of 102400"]);
        assert!(s.tables.iter().any(|t| t.id == "unit-mma.f16_f32"));
    }
}
