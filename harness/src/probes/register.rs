//! TEST 2 and TEST 3 (seed 000 §3.2.1, 003 §2.1): exponent range and precision of registers.
//! Both are `(a+b)-a` shapes, so each runs as written and with an opaque `one`.

use super::no_rules;
use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use crate::decide::{decide, Kept, Outcome, Variants};
use crate::device::{arg, cubes, download, uninit, upload};
use crate::shaders::declared::{entry, f32s, Entry, Kernels, N, R};
use crate::shown::{staircase, Shown, PLAIN};
use crate::signature::{Finding, Layer};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::paper::register::{register_precision, register_range};

pub const FAMILY: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::paper::register::SOURCE,
        catalogue,
        joined,
        static_reading: &[],
    },
    id: "register",
    findings: &[("register.range", TEST2), ("register.precision", TEST3)],
    needs: Need::Nothing,
    run,
    rules: no_rules,
    shown: SHOWN,
};

const SHOWN: Shown = Shown {
    figures: |signatures| {
        let what = "TEST 3: register precision";
        staircase(
            signatures,
            "register.precision",
            "first_i_register_equal_opaque",
            what,
        )
        .into_iter()
        .collect()
    },
    ..PLAIN
};

const TEST2: &str = "TEST 2, register exponent range: (MAX+MAX)-MAX (seed 000 §3.2.1)";
const TEST3: &str = "TEST 3, register precision: 1.5+2^-i (seed 000 §3.2.1)";

/// i = 1..=64, as in the seed.
pub const MAX_I: usize = 64;

/// One variant's results.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    /// `(MAX + MAX) - MAX`.
    pub range: f32,
    /// `1.5 + 2^-i` as stored, i = 1..=64.
    pub sum: Vec<f32>,
    /// `(1.5 + 2^-i) - 1.5`, in registers.
    pub diff: Vec<f32>,
    /// `(1.5 - 2^-i) + 2^-i`.
    pub round_trip: Vec<f32>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Measurement {
    pub plain: Run,
    pub opaque: Run,
    /// Whether the plain shaders hold every operation (both kernels compared as a whole).
    pub kept: Kept,
}

fn powers() -> Vec<f32> {
    (1..=MAX_I as i32).map(|i| 2f32.powi(-i)).collect()
}

struct Measure {
    opaque: bool,
}

impl RuntimeVisitor for Measure {
    type Output = Result<(f32, Vec<f32>), String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let one = upload(client, &[1.0f32]);
        let max = upload(client, &[f32::MAX]);
        let out = uninit::<R, f32>(client, 1);
        register_range::launch::<f32, R>(
            client,
            CubeCount::Static(1, 1, 1),
            CubeDim::new_1d(1),
            arg(&max, 1),
            arg(&one, 1),
            arg(&out, 1),
            self.opaque,
        );
        let range = download::<R, f32>(client, out)?[0];
        let t = powers();
        let base = upload(client, &[1.5f32]);
        let t_h = upload(client, &t);
        let out = uninit::<R, f32>(client, 3 * MAX_I);
        let (count, dim) = cubes(MAX_I);
        register_precision::launch::<f32, R>(
            client,
            count,
            dim,
            arg(&base, 1),
            arg(&t_h, MAX_I),
            arg(&one, 1),
            arg(&out, 3 * MAX_I),
            self.opaque,
        );
        Ok((range, download(client, out)?))
    }
}

fn split(range: f32, rows: Vec<f32>) -> Run {
    Run {
        range,
        sum: rows[..MAX_I].to_vec(),
        diff: rows[MAX_I..2 * MAX_I].to_vec(),
        round_trip: rows[2 * MAX_I..].to_vec(),
    }
}

fn run(backend: &Backend) -> Result<Findings, String> {
    let mut sources = VariantSources::new();
    let mut runs = Vec::new();
    for (label, opaque) in [("plain", false), ("opaque", true)] {
        let ((range, rows), source) = captured(backend, &format!("register/{label}"), || {
            backend.visit(Measure { opaque })
        })?;
        sources.insert(label, source);
        runs.push(split(range, rows));
    }
    let opaque = runs.pop().expect("two runs");
    let plain = runs.pop().expect("two runs");
    // The sources hold both kernels, range then precision; compare them as a whole: the opaque
    // variant adds one multiplication to range and two to precision.
    let kept = Kept::compare(&sources["plain"], &sources["opaque"], 3);
    let m = Measurement {
        plain,
        opaque,
        kept,
    };
    let hashes = shader_hashes(&sources);
    let has_translator = backend.identity.api.has_translator();
    Ok(analyse(&m, has_translator)
        .into_iter()
        .map(|(id, f)| (id, f.with("shaders", hashes.clone())))
        .collect())
}

/// The first i (1-based) whose value satisfies `pred`.
fn first_i(values: &[f32], pred: impl Fn(f32) -> bool) -> Option<usize> {
    values.iter().position(|&v| pred(v)).map(|k| k + 1)
}

fn show_i(i: Option<usize>) -> String {
    i.map_or(format!("none in 1..{MAX_I}"), |i| i.to_string())
}

/// Adds the rewrite remark to a verdict read off the opaque variant, and the layer.
fn with_rewrite(
    verdict: String,
    plain_agrees: bool,
    kept: Kept,
    has_translator: bool,
) -> (String, Layer) {
    let (outcome, layer) = decide(
        Variants {
            plain_ok: plain_agrees,
            reference_ok: true,
            kept,
        },
        has_translator,
    );
    match outcome {
        Outcome::Rewritten => (
            format!(
                "{verdict}; as written the (a+b)-a shape was rewritten and would say otherwise"
            ),
            layer,
        ),
        _ => (verdict, layer),
    }
}

pub fn analyse(m: &Measurement, has_translator: bool) -> Findings {
    let range = |r: f32| {
        if r == f32::INFINITY {
            "no extended exponent range: (MAX+MAX)-MAX = +inf".to_string()
        } else if r == f32::MAX {
            "extended exponent range in registers: (MAX+MAX)-MAX = MAX".to_string()
        } else {
            format!("(MAX+MAX)-MAX = {r:e}")
        }
    };
    let (verdict, layer) = with_rewrite(
        range(m.opaque.range),
        m.plain.range.to_bits() == m.opaque.range.to_bits(),
        m.kept,
        has_translator,
    );
    let range_finding = Finding::new(TEST2, verdict, layer)
        .with("plain", super::hex32(m.plain.range))
        .with("opaque", super::hex32(m.opaque.range));

    let bits = |r: &Run| first_i(&r.diff, |d| d == 0.0);
    let stored = |r: &Run| first_i(&r.sum, |s| s == 1.5);
    let round_trip_off = |r: &Run| first_i(&r.round_trip, |s| s != 1.5);
    let verdict = match bits(&m.opaque) {
        Some(i) => format!("{i} significand bits in registers (1.5+2^-i == 1.5 first at i = {i})"),
        None => format!("more than {MAX_I} significand bits in registers"),
    };
    let (verdict, layer) = with_rewrite(
        verdict,
        bits(&m.plain) == bits(&m.opaque),
        m.kept,
        has_translator,
    );
    let precision_finding = Finding::new(TEST3, verdict, layer)
        .with("first_i_register_equal_opaque", show_i(bits(&m.opaque)))
        .with("first_i_register_equal_plain", show_i(bits(&m.plain)))
        .with("first_i_stored_equal", show_i(stored(&m.opaque)))
        .with(
            "first_i_round_trip_not_1.5_opaque",
            show_i(round_trip_off(&m.opaque)),
        )
        .with(
            "first_i_round_trip_not_1.5_plain",
            show_i(round_trip_off(&m.plain)),
        );
    vec![
        ("register.range", range_finding),
        ("register.precision", precision_finding),
    ]
}

/// A run on a simulated unit; `fold` models a compiler that rewrites `(a+b)-a` to `b`.
#[cfg(test)]
pub fn simulate(unit: &crate::simulated::Unit, fold: bool) -> Run {
    let store = |v: f64| v as f32;
    let max = f32::MAX as f64;
    let t: Vec<f64> = powers().iter().map(|&v| v as f64).collect();
    Run {
        range: store(if fold {
            max
        } else {
            unit.sub(unit.add(max, max), max)
        }),
        sum: t.iter().map(|&t| store(unit.add(1.5, t))).collect(),
        diff: t
            .iter()
            .map(|&t| {
                store(if fold {
                    t
                } else {
                    unit.sub(unit.add(1.5, t), 1.5)
                })
            })
            .collect(),
        round_trip: t
            .iter()
            .map(|&t| {
                store(if fold {
                    1.5
                } else {
                    unit.add(unit.sub(1.5, t), t)
                })
            })
            .collect(),
    }
}

/// TEST 2 and 3's kernels, as written and with the opaque `one`, for the catalogue.
fn catalogue() -> Vec<Entry> {
    let mut entries = Vec::new();
    for (label, opaque) in [("plain", false), ("opaque", true)] {
        entries.push(entry(
            format!("register.register_range.{label}"),
            move |c| {
                let (count, dim) = (CubeCount::Static(1, 1, 1), CubeDim::new_1d(1));
                let f = |n| f32s(c, n);
                register_range::launch::<f32, R>(c, count, dim, f(1), f(1), f(1), opaque)
            },
        ));
        entries.push(entry(
            format!("register.register_precision.{label}"),
            move |c| {
                let (count, dim) = cubes(N);
                let f = |n| f32s(c, n);
                register_precision::launch::<f32, R>(
                    c,
                    count,
                    dim,
                    f(1),
                    f(N),
                    f(1),
                    f(3 * N),
                    opaque,
                )
            },
        ));
    }
    entries
}

/// One measurement compiles both kernels of a variant: they are captured as one shader.
fn joined() -> Vec<Vec<String>> {
    ["plain", "opaque"]
        .map(|v| {
            vec![
                format!("register.register_precision.{v}"),
                format!("register.register_range.{v}"),
            ]
        })
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulated::Unit;
    use crate::simulated::BINARY32;

    fn measured(plain: Run, opaque: Run, kept: bool) -> Findings {
        analyse(
            &Measurement {
                plain,
                opaque,
                kept: Kept {
                    source: kept,
                    lowered: None,
                },
            },
            false,
        )
    }

    #[test]
    fn binary32_registers_have_24_bits_and_no_extra_range() {
        let u = Unit::ieee(BINARY32);
        let f = measured(simulate(&u, false), simulate(&u, false), true);
        assert!(f[0].1.verdict.starts_with("no extended exponent range"));
        assert_eq!(f[0].1.layer, Layer::Execution);
        assert!(
            f[1].1.verdict.starts_with("24 significand bits"),
            "{}",
            f[1].1.verdict
        );
    }

    #[test]
    fn wide_registers_are_detected() {
        let u = Unit::wide_registers();
        let f = measured(simulate(&u, false), simulate(&u, false), true);
        assert!(f[0].1.verdict.starts_with("extended exponent range"));
        assert!(
            f[1].1.verdict.starts_with("53 significand bits"),
            "{}",
            f[1].1.verdict
        );
    }

    #[test]
    fn a_folding_driver_is_not_credited_with_extra_bits() {
        let u = Unit::ieee(BINARY32);
        let f = measured(simulate(&u, true), simulate(&u, false), true);
        assert!(f[0].1.verdict.starts_with("no extended exponent range"));
        assert!(f[0].1.verdict.contains("rewritten"));
        assert_eq!(f[0].1.layer, Layer::Driver);
        assert!(f[1].1.verdict.starts_with("24 significand bits"));
        assert_eq!(
            f[1].1.evidence["first_i_register_equal_plain"],
            "none in 1..64"
        );
        let dsl = measured(simulate(&u, true), simulate(&u, false), false);
        assert_eq!(dsl[1].1.layer, Layer::Dsl);
    }

    #[test]
    fn chopping_shows_in_the_round_trip() {
        let u = Unit::toward_zero(BINARY32);
        let f = measured(simulate(&u, false), simulate(&u, false), true);
        assert_eq!(f[1].1.evidence["first_i_round_trip_not_1.5_opaque"], "24");
        let rn = Unit::ieee(BINARY32);
        let f = measured(simulate(&rn, false), simulate(&rn, false), true);
        assert_eq!(
            f[1].1.evidence["first_i_round_trip_not_1.5_opaque"],
            "none in 1..64"
        );
    }
}
