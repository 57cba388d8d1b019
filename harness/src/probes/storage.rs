//! TEST 1 (seed 000 §3.2.1, 003 §2.1): which bit patterns of special values change, and at which
//! operation class, on their way host → device → host.

use super::PLAIN;
use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use crate::device::{arg, cubes, download, uninit, upload};
use crate::evidence::SUBNORMALS_FLUSHED;
use crate::rules::api::Judge;
use crate::shaders::declared::{entry, f32s, no_joins, u32s, Entry, Kernels, N, R};
use crate::signature::{Finding, Layer};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::paper::storage::{storage_classes, STORAGE_CLASSES};
use std::collections::BTreeMap;

pub const FAMILY: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::paper::storage::SOURCE,
        catalogue,
        joined: no_joins,
        static_reading: &[],
    },
    id: "storage",
    findings: &[("storage.specials", TEST)],
    needs: Need::Nothing,
    run,
    rules,
    shown: PLAIN,
};

/// The API rules that speak to this family's findings.
fn rules(id: &str) -> Option<Judge> {
    (id == "storage.specials").then_some(Judge::SubnormalIdentities)
}

const TEST: &str = "TEST 1, storage of specials (seed 000 §3.2.1, 003 §2.1)";

/// The special values sent through, as binary32 bit patterns.
pub const SPECIALS: [(&str, u32); 16] = [
    ("+0", 0x0000_0000),
    ("-0", 0x8000_0000),
    ("min subnormal", 0x0000_0001),
    ("-min subnormal", 0x8000_0001),
    ("mid subnormal", 0x0040_0000),
    ("max subnormal", 0x007f_ffff),
    ("min normal", 0x0080_0000),
    ("one", 0x3f80_0000),
    ("max", 0x7f7f_ffff),
    ("+inf", 0x7f80_0000),
    ("-inf", 0xff80_0000),
    ("qNaN", 0x7fc0_0000),
    ("-qNaN", 0xffc0_0000),
    ("qNaN payload", 0x7fc1_2345),
    ("sNaN", 0x7f80_0001),
    ("sNaN payload", 0x7fa1_2345),
];

/// The row that never enters a kernel: written to the device and read back.
const TRANSFER: &str = "transfer";

/// Output bits per operation class (`transfer` and [`STORAGE_CLASSES`]), in `SPECIALS` order.
#[derive(Debug, Clone, PartialEq)]
pub struct Measurement {
    pub rows: BTreeMap<&'static str, Vec<u32>>,
}

struct Measure;

impl RuntimeVisitor for Measure {
    type Output = Result<Measurement, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let bits: Vec<u32> = SPECIALS.iter().map(|s| s.1).collect();
        let values: Vec<f32> = bits.iter().map(|&b| f32::from_bits(b)).collect();
        let n = values.len();
        let x = upload(client, &values);
        let transfer: Vec<f32> = download(client, x.clone())?;
        let bits_h = upload(client, &bits);
        let constants = upload(client, &[1.0f32, -0.0, f32::INFINITY, f32::NEG_INFINITY]);
        let flag = upload(client, &[1u32]);
        let rows_n = STORAGE_CLASSES.len() * n;
        let out = uninit::<R, f32>(client, rows_n);
        let (count, dim) = cubes(n);
        storage_classes::launch::<R>(
            client,
            count,
            dim,
            arg(&x, n),
            arg(&bits_h, n),
            arg(&constants, 4),
            arg(&flag, 1),
            arg(&out, rows_n),
        );
        let out: Vec<f32> = download(client, out)?;
        let mut rows = BTreeMap::from([(TRANSFER, transfer.iter().map(|v| v.to_bits()).collect())]);
        for (k, class) in STORAGE_CLASSES.iter().enumerate() {
            rows.insert(
                *class,
                out[k * n..(k + 1) * n]
                    .iter()
                    .map(|v| v.to_bits())
                    .collect(),
            );
        }
        Ok(Measurement { rows })
    }
}

fn run(backend: &Backend) -> Result<Findings, String> {
    let (m, source) = captured(backend, "storage_classes", || backend.visit(Measure))?;
    let sources = VariantSources::from([("storage_classes", source)]);
    Ok(vec![(
        "storage.specials",
        analyse(&m).with("shaders", shader_hashes(&sources)),
    )])
}

/// What IEEE 754 gives for class `class` on input bits `x` (NaN results compared as NaN).
fn expected(class: &str, x: u32) -> u32 {
    match class {
        "negate" => x ^ 0x8000_0000,
        _ => x,
    }
}

fn is_nan(b: u32) -> bool {
    f32::from_bits(b).is_nan()
}

/// The change of a subnormal input that came out as zero.
const FLUSHED: &str = "subnormal flushed";

/// The kind of change from `x` to `got` where IEEE gives `want`, or `None` if unchanged.
fn change_kind(x: u32, want: u32, got: u32) -> Option<String> {
    if got == want {
        return None;
    }
    let xf = f32::from_bits(x);
    Some(if is_nan(x) {
        if !is_nan(got) {
            format!("NaN replaced by {}", f32::from_bits(got))
        } else if x & 0x0040_0000 == 0 && got == want | 0x0040_0000 {
            "sNaN quieted".into()
        } else if matches!(got & 0x003f_ffff, 0 | 0x003f_ffff) {
            format!("NaN canonicalised to {got:#010x}")
        } else {
            "NaN payload changed".into()
        }
    } else if xf.is_subnormal() && f32::from_bits(got) == 0.0 {
        FLUSHED.into()
    } else if xf == 0.0 && f32::from_bits(got) == 0.0 {
        "sign of zero changed".into()
    } else {
        "value changed".into()
    })
}

pub fn analyse(m: &Measurement) -> Finding {
    let mut by_kind: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    let mut changes = serde_json::Map::new();
    let mut flushed = BTreeMap::new();
    for (class, row) in &m.rows {
        let mut lines = Vec::new();
        flushed.insert(class.to_string(), false);
        for ((name, x), &got) in SPECIALS.iter().zip(row) {
            if let Some(kind) = change_kind(*x, expected(class, *x), got) {
                if kind == FLUSHED {
                    flushed.insert(class.to_string(), true);
                }
                lines.push(format!("{name}: {x:#010x} -> {got:#010x} ({kind})"));
                let classes = by_kind.entry(kind).or_default();
                if !classes.contains(&&**class) {
                    classes.push(class);
                }
            }
        }
        let value = if lines.is_empty() {
            serde_json::Value::from("every pattern preserved")
        } else {
            lines.into()
        };
        changes.insert(class.to_string(), value);
    }
    let verdict = if by_kind.is_empty() {
        "every pattern preserved by transfer and every operation class".to_string()
    } else {
        by_kind
            .iter()
            .map(|(kind, classes)| format!("{kind} by {}", classes.join(", ")))
            .collect::<Vec<_>>()
            .join("; ")
    };
    let subnormal_note = if by_kind.contains_key(FLUSHED) {
        ""
    } else {
        "subnormals preserved; "
    };
    let transfer_changed = m.rows[TRANSFER]
        .iter()
        .zip(SPECIALS)
        .any(|(&got, (_, x))| got != x);
    let layer = if transfer_changed {
        Layer::Transfer
    } else {
        Layer::Execution
    };
    let finding = Finding::new(TEST, format!("{subnormal_note}{verdict}"), layer)
        .with("classes", serde_json::Value::Object(changes));
    SUBNORMALS_FLUSHED.put(finding, flushed)
}

/// The measurement a simulated unit gives: arithmetic classes go through the unit, moves do not.
#[cfg(test)]
pub fn simulate(unit: &crate::simulated::Unit) -> Measurement {
    let to_bits = |v: f64| (v as f32).to_bits();
    let mut rows = BTreeMap::new();
    for class in std::iter::once(TRANSFER).chain(STORAGE_CLASSES) {
        let row = SPECIALS
            .iter()
            .map(|&(_, b)| {
                let x = f32::from_bits(b) as f64;
                match class {
                    "mul_one" => to_bits(unit.mul(x, 1.0)),
                    "add_neg_zero" => to_bits(unit.add(x, -0.0)),
                    "min_pos_inf" | "max_neg_inf" if x.is_nan() => {
                        to_bits(if class == "min_pos_inf" {
                            f64::INFINITY
                        } else {
                            f64::NEG_INFINITY
                        })
                    }
                    _ => expected(class, b),
                }
            })
            .collect();
        rows.insert(class, row);
    }
    Measurement { rows }
}

/// TEST 1's kernel, for the catalogue.
fn catalogue() -> Vec<Entry> {
    vec![entry("storage.storage_classes", |c| {
        let (count, dim) = cubes(N);
        let out = f32s(c, 8 * N);
        let args = (f32s(c, N), u32s(c, N), f32s(c, 4), u32s(c, 1));
        storage_classes::launch::<R>(c, count, dim, args.0, args.1, args.2, args.3, out)
    })]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulated::Unit;
    use crate::simulated::BINARY32;

    #[test]
    fn ieee_unit_preserves_subnormals_and_flush_unit_does_not() {
        let ieee = analyse(&simulate(&Unit::ieee(BINARY32)));
        assert!(
            ieee.verdict.starts_with("subnormals preserved"),
            "{}",
            ieee.verdict
        );
        assert_eq!(ieee.layer, Layer::Execution);
        let ftz = analyse(&simulate(&Unit::flush_to_zero(BINARY32)));
        assert!(
            ftz.verdict
                .contains("subnormal flushed by add_neg_zero, mul_one"),
            "{}",
            ftz.verdict
        );
        let flushed = |f: &Finding| -> Vec<String> {
            let by_class = SUBNORMALS_FLUSHED.get(f).unwrap();
            assert_eq!(by_class.len(), STORAGE_CLASSES.len() + 1);
            by_class
                .into_iter()
                .filter(|(_, y)| *y)
                .map(|(c, _)| c)
                .collect()
        };
        assert_eq!(flushed(&ieee), Vec::<String>::new());
        assert_eq!(flushed(&ftz), ["add_neg_zero", "mul_one"]);
    }

    #[test]
    fn nan_changes_are_named() {
        let v = analyse(&simulate(&Unit::ieee(BINARY32))).verdict;
        assert!(v.contains("NaN replaced by inf by min_pos_inf"), "{v}");
        assert!(v.contains("NaN canonicalised to 0x7fc00000 by"), "{v}");
        assert_eq!(
            change_kind(0x7f80_0001, 0x7f80_0001, 0x7fc0_0001).unwrap(),
            "sNaN quieted"
        );
    }

    #[test]
    fn a_transfer_that_flushes_is_the_transfer_layer() {
        let mut m = simulate(&Unit::ieee(BINARY32));
        m.rows.get_mut(TRANSFER).unwrap()[2] = 0;
        assert_eq!(analyse(&m).layer, Layer::Transfer);
    }
}
