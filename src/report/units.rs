//! The report's matrix-unit tables (`mma.*`, issue: matrix units): per combination of input and
//! accumulator types, the properties the device's answers determined (rows) on every backend
//! that measured it (columns), read from the typed evidence.

use super::page::escape;
use fpsig_harness::evidence::{said, MatrixUnitReading, MATRIX_UNIT};
use fpsig_harness::{Finding, Signature};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// A property's values ([`said`]), `-` where a reading predates the property.
fn cell<T: ToString>(values: &[T]) -> String {
    match values {
        [] => "-".into(),
        _ => said(values),
    }
}

/// The model check as `fitting of checked`, from the finding's evidence.
fn model_check(finding: &Finding) -> String {
    let number = |key: &str| finding.evidence.get(key).and_then(|v| v.as_u64());
    match (
        number("model_check_inputs"),
        number("model_check_mismatches"),
    ) {
        (Some(inputs), Some(missed)) => format!("{} of {inputs}", inputs - missed.min(inputs)),
        _ => "-".into(),
    }
}

type Row = (&'static str, fn(&MatrixUnitReading) -> String);

/// `-` where a reading predates the property.
fn optional<T: ToString>(value: &Option<T>) -> String {
    value.as_ref().map_or("-".into(), T::to_string)
}

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

/// A section with one table per combination that some signature identified; empty where none
/// did.
pub fn tables(signatures: &[Signature]) -> String {
    let read = |s: &'_ Signature, id: &str| {
        let finding = s.findings.get(id)?;
        Some((MATRIX_UNIT.get(finding).ok()?, finding.clone()))
    };
    let ids: BTreeSet<&String> = signatures
        .iter()
        .flat_map(|s| s.findings.keys())
        .filter(|id| signatures.iter().any(|s| read(s, id).is_some()))
        .collect();
    if ids.is_empty() {
        return String::new();
    }
    let mut h = String::from(
        "<h2>Matrix units</h2><p>Per combination, what the device's answers determined of its \
         matrix unit (several values: the answers leave each possible), and how many random dot \
         products the identified model reproduced.</p>",
    );
    for id in ids {
        let columns: Vec<(&Signature, MatrixUnitReading, Finding)> = signatures
            .iter()
            .filter_map(|s| read(s, id).map(|(r, f)| (s, r, f)))
            .collect();
        let _ = write!(
            h,
            "<table class=\"unit\" id=\"unit-{0}\"><thead><tr><th>{0}</th>",
            escape(id)
        );
        for (s, _, _) in &columns {
            let _ = write!(h, "<th>{}</th>", escape(&s.backend.name));
        }
        h.push_str("</tr></thead><tbody>");
        for (name, value) in ROWS {
            let _ = write!(h, "<tr><td>{name}</td>");
            for (_, reading, _) in &columns {
                let _ = write!(h, "<td>{}</td>", escape(&value(reading)));
            }
            h.push_str("</tr>");
        }
        h.push_str("<tr><td>model check</td>");
        for (_, _, finding) in &columns {
            let _ = write!(h, "<td>{}</td>", escape(&model_check(finding)));
        }
        h.push_str("</tr></tbody></table>");
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    fn committed(name: &str) -> Signature {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("snapshots")
            .join(format!("{name}.snap"));
        Signature::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    #[test]
    fn each_combination_is_a_table_of_properties_by_backend() {
        let cuda = committed("cuda-nvrtc-nvidia-h100-80gb-hbm3");
        let vulkan = committed("vulkan-spirv-nvidia-h100-80gb-hbm3");
        let lavapipe = committed("vulkan-spirv-llvmpipe");
        let html = tables(&[cuda, vulkan, lavapipe]);
        // f16 -> f32 through both APIs; tf32 through CUDA only; lavapipe measured none.
        let f16 = html.split("id=\"unit-mma.f16_f32\"").nth(1).unwrap();
        let f16 = f16.split("</table>").next().unwrap();
        assert_eq!(f16.matches("<th>").count(), 3, "{f16}");
        assert!(f16.contains("<tr><td>subnormal inputs</td><td>flushed</td><td>flushed</td></tr>"));
        assert!(f16.contains("<td>model check</td><td>102400 of 102400</td>"));
        assert!(f16.contains("<tr><td>monotonic</td><td>no</td><td>no</td></tr>"));
        let tf32 = html.split("id=\"unit-mma.tf32_f32\"").nth(1).unwrap();
        let tf32 = tf32.split("</table>").next().unwrap();
        assert!(
            tf32.contains("<tr><td>products per step</td><td>4</td></tr>"),
            "{tf32}"
        );
        assert!(tf32.contains("<tr><td>order (FPRev tree)</td><td>((C, 0-3), 4-7)</td></tr>"));
        assert!(!html.contains("llvmpipe"));
        assert_eq!(tables(&[committed("vulkan-spirv-llvmpipe")]), "");
    }
}
