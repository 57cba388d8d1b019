//! Compiler-rewrite detectors: TwoSum's error term, `(a*b)/a`, `x*0` and `x-x`. Each runs as
//! written and as a reference variant (opaque `one`, or a zero from a buffer instead of a
//! literal), plus a bitcast variant where one exists; the decision table in [`crate::decide`]
//! says preserved or rewritten, and at which layer.

use super::PLAIN;
use super::{captured, hex32, shader_hashes, Family, Findings, Need, VariantSources};
use crate::decide::{decide, Kept, Outcome, Variants};
use crate::device::{arg, cubes, download, uninit, upload};
use crate::evidence::REWRITE_OUTCOME;
use crate::rules::api::{Judge, Licence};
use crate::shaders::declared::{entry, f32s, no_joins, pair, Entry, Kernels, N, R};
use crate::signature::Finding;
use crate::simulated::{Unit, BINARY32};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::paper::rewrite::{mul_div, mul_zero, sub_self, two_sum, variant};
use rand::{Rng, SeedableRng};

pub const FAMILY: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::paper::rewrite::SOURCE,
        catalogue,
        joined: no_joins,
        static_reading: &[
            pair(
                "rewrite.two_sum",
                "rewrite.two_sum.plain",
                "rewrite.two_sum.opaque",
                Detector::TwoSum.reference_extra_ops(),
            ),
            pair(
                "rewrite.mul_div",
                "rewrite.mul_div.plain",
                "rewrite.mul_div.opaque",
                Detector::MulDiv.reference_extra_ops(),
            ),
            pair(
                "rewrite.sub_self",
                "rewrite.sub_self.plain",
                "rewrite.sub_self.opaque",
                Detector::SubSelf.reference_extra_ops(),
            ),
            pair(
                "rewrite.mul_zero",
                "rewrite.mul_zero.literal",
                "rewrite.mul_zero.buffer",
                Detector::MulZero.reference_extra_ops(),
            ),
        ],
    },
    id: "rewrite",
    findings: &[
        (
            "rewrite.two_sum",
            "compiler rewrite: TwoSum error (a-(s-v))+(b-v) folded to 0",
        ),
        ("rewrite.mul_div", "compiler rewrite: (a*b)/a folded to b"),
        (
            "rewrite.mul_zero",
            "compiler rewrite: x*0 folded to +0 (x = -1, ±inf, NaN)",
        ),
        (
            "rewrite.sub_self",
            "compiler rewrite: x-x folded to +0 (x = ±inf, NaN)",
        ),
    ],
    needs: Need::Nothing,
    run,
    rules,
    shown: PLAIN,
};

/// The API rules that speak to this family's findings.
fn rules(id: &str) -> Option<Judge> {
    let licence = match id {
        "rewrite.two_sum" | "rewrite.mul_div" => Licence::Reassociation,
        "rewrite.sub_self" => Licence::FiniteMath,
        "rewrite.mul_zero" => Licence::FiniteMathSignedZero,
        _ => return None,
    };
    Some(Judge::Rewrite(licence))
}

const SEED: u64 = 0x5457_4f53;
const PAIRS: usize = 256;

/// One detector's expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detector {
    TwoSum,
    MulDiv,
    MulZero,
    SubSelf,
}

impl Detector {
    pub const ALL: [Detector; 4] = [
        Detector::TwoSum,
        Detector::MulDiv,
        Detector::MulZero,
        Detector::SubSelf,
    ];

    fn index(self) -> usize {
        self as usize
    }

    /// The variants run, by label, with their kernel argument; the first is the plain one, the
    /// second the reference.
    fn variants(self) -> &'static [(&'static str, u32)] {
        match self {
            Detector::MulZero => &[("literal", 1), ("buffer", 0)],
            _ => &[
                ("plain", variant::PLAIN),
                ("opaque", variant::OPAQUE),
                ("bitcast", variant::BITCAST),
            ],
        }
    }

    /// Extra float operations the reference variant has over the plain one.
    const fn reference_extra_ops(self) -> usize {
        match self {
            Detector::TwoSum => 3,
            Detector::MulDiv | Detector::SubSelf => 1,
            Detector::MulZero => 0,
        }
    }

    /// Operands `(a, b)` (b unused by the one-operand detectors).
    pub fn operands(self) -> (Vec<f32>, Vec<f32>) {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(SEED + self as u64);
        let ieee = Unit::ieee(BINARY32);
        match self {
            Detector::TwoSum => (0..PAIRS)
                .map(|_| {
                    let a = 1.0 + rng.random::<f32>();
                    let b = a * 2f32.powi(-rng.random_range(4..40)) * (1.0 + rng.random::<f32>());
                    (a, b)
                })
                .unzip(),
            Detector::MulDiv => std::iter::repeat_with(|| {
                let a = 1.0 + rng.random::<f32>() * 7.0;
                let b = 1.0 + rng.random::<f32>();
                (a, b)
            })
            .filter(|&(a, b)| {
                let p = ieee.mul(a as f64, b as f64);
                ieee.div(p, a as f64) as f32 != b
            })
            .take(PAIRS)
            .unzip(),
            Detector::MulZero => (
                vec![-1.0, f32::INFINITY, f32::NEG_INFINITY, f32::NAN, 1.0],
                vec![],
            ),
            Detector::SubSelf => (
                vec![f32::INFINITY, f32::NEG_INFINITY, f32::NAN, 1.5],
                vec![],
            ),
        }
    }

    /// What IEEE binary32 gives, by MPFR.
    pub fn ieee(self, a: &[f32], b: &[f32]) -> Vec<f32> {
        let u = Unit::ieee(BINARY32);
        let f = |x: f32| x as f64;
        match self {
            Detector::TwoSum => a
                .iter()
                .zip(b)
                .map(|(&a, &b)| {
                    let s = u.add(f(a), f(b));
                    let exact = rug::Float::with_val(200, a) + b - s;
                    exact.to_f32()
                })
                .collect(),
            Detector::MulDiv => a
                .iter()
                .zip(b)
                .map(|(&a, &b)| u.div(u.mul(f(a), f(b)), f(a)) as f32)
                .collect(),
            Detector::MulZero => a.iter().map(|&x| u.mul(f(x), 0.0) as f32).collect(),
            Detector::SubSelf => a.iter().map(|&x| u.sub(f(x), f(x)) as f32).collect(),
        }
    }
}

impl Detector {
    /// What the algebraic simplification gives: TwoSum's error, `x*0` and `x-x` fold to `+0`,
    /// `(a*b)/a` to `b`.
    pub fn folded(self, a: &[f32], b: &[f32]) -> Vec<f32> {
        match self {
            Detector::MulDiv => b.to_vec(),
            _ => vec![0.0; a.len()],
        }
    }
}

struct Measure<'a> {
    detector: Detector,
    variant: u32,
    a: &'a [f32],
    b: &'a [f32],
}

impl RuntimeVisitor for Measure<'_> {
    type Output = Result<Vec<f32>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let n = self.a.len();
        let a = upload(client, self.a);
        let b = upload(client, if self.b.is_empty() { self.a } else { self.b });
        let one = upload(client, &[1.0f32]);
        let zero = upload(client, &[0.0f32]);
        let (count, dim) = cubes(n);
        let v = self.variant;
        // TwoSum writes `s` then `e`; the others write one row. The result is the last row.
        let out_len = if self.detector == Detector::TwoSum {
            2 * n
        } else {
            n
        };
        let out = uninit::<R, f32>(client, out_len);
        let (a, b, one, zero, o) = (
            arg(&a, n),
            arg(&b, n),
            arg(&one, 1),
            arg(&zero, 1),
            arg(&out, out_len),
        );
        match self.detector {
            Detector::TwoSum => two_sum::launch::<R>(client, count, dim, a, b, one, o, v),
            Detector::MulDiv => mul_div::launch::<R>(client, count, dim, a, b, one, o, v),
            Detector::MulZero => mul_zero::launch::<R>(client, count, dim, a, zero, o, v == 1),
            Detector::SubSelf => sub_self::launch::<R>(client, count, dim, a, one, o, v),
        }
        Ok(download::<R, f32>(client, out)?[out_len - n..].to_vec())
    }
}

/// One detector's results: per variant label, the values and the source.
#[derive(Debug, Clone, PartialEq)]
pub struct Measurement {
    pub detector: Detector,
    pub expected: Vec<f32>,
    /// What the algebraic rewrite gives.
    pub folded: Vec<f32>,
    pub results: Vec<(&'static str, Vec<f32>)>,
    pub sources: VariantSources,
}

fn run(backend: &Backend) -> Result<Findings, String> {
    let has_translator = backend.identity.api.has_translator();
    Detector::ALL
        .iter()
        .map(|&detector| {
            let (a, b) = detector.operands();
            let mut results = Vec::new();
            let mut sources = VariantSources::new();
            for &(label, variant) in detector.variants() {
                let measure = Measure {
                    detector,
                    variant,
                    a: &a,
                    b: &b,
                };
                let label_key = format!("rewrite/{detector:?}/{label}");
                let (values, source) = captured(backend, &label_key, || backend.visit(measure))?;
                results.push((label, values));
                sources.insert(label, source);
            }
            let m = Measurement {
                detector,
                expected: detector.ieee(&a, &b),
                folded: detector.folded(&a, &b),
                results,
                sources,
            };
            Ok((
                FAMILY.findings[detector.index()].0,
                analyse(&m, has_translator),
            ))
        })
        .collect()
}

/// Same value, NaN equal to any NaN.
fn same(x: f32, y: f32) -> bool {
    x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())
}

pub fn analyse(m: &Measurement, has_translator: bool) -> Finding {
    let total = m.expected.len();
    let ieee_matches = |values: &[f32]| {
        values
            .iter()
            .zip(&m.expected)
            .filter(|(&v, &e)| same(v, e))
            .count()
    };
    // A rewrite is all or nothing for a kernel: a variant is folded when every input whose IEEE
    // value differs from the folded one gives the folded value. An inexact operation (a division
    // off by an ulp) then does not pass for a rewrite, nor hides one.
    let informative: Vec<usize> = (0..total)
        .filter(|&i| !same(m.expected[i], m.folded[i]))
        .collect();
    let folded = |values: &[f32]| informative.iter().all(|&i| same(values[i], m.folded[i]));
    let (plain_label, plain) = &m.results[0];
    let (reference_label, reference) = &m.results[1];
    let v = Variants {
        plain_ok: !folded(plain),
        reference_ok: !folded(reference),
        kept: Kept::compare(
            &m.sources[plain_label],
            &m.sources[reference_label],
            m.detector.reference_extra_ops(),
        ),
    };
    let (outcome, layer) = decide(v, has_translator);
    let mut verdict = match outcome {
        Outcome::Rewritten => {
            format!("rewritten as written, preserved with the {reference_label} variant")
        }
        other => other.word().to_string(),
    };
    if let Some((label, values)) = m.results.get(2) {
        if folded(values) {
            verdict = format!("{verdict}; the {label} variant is rewritten too");
        }
    }
    let reference_ieee = ieee_matches(reference);
    if reference_ieee != total {
        verdict = format!(
            "{verdict}; the {reference_label} variant matches IEEE on {reference_ieee} of {total} \
             (the arithmetic itself)"
        );
    }
    let test = FAMILY.findings[m.detector.index()].1;
    let finding = Finding::new(test, verdict, layer).with("informative_inputs", informative.len());
    let mut finding = REWRITE_OUTCOME.put(finding, outcome);
    for (label, values) in &m.results {
        finding = finding
            .with(&format!("folded_{label}"), folded(values))
            .with(
                &format!("ieee_matches_{label}"),
                format!("{} of {total}", ieee_matches(values)),
            );
        if m.detector == Detector::MulZero || m.detector == Detector::SubSelf {
            finding = finding.with(
                &format!("bits_{label}"),
                values.iter().map(|&x| hex32(x)).collect::<Vec<_>>(),
            );
        }
    }
    finding
        .with("source_keeps_ops", v.kept.source)
        .with_some("ptx_keeps_ops", v.kept.lowered)
        .with("shaders", shader_hashes(&m.sources))
}

/// Every detector in every variant, for the catalogue.
fn catalogue() -> Vec<Entry> {
    let mut entries = Vec::new();
    for (label, v) in [
        ("plain", variant::PLAIN),
        ("opaque", variant::OPAQUE),
        ("bitcast", variant::BITCAST),
    ] {
        entries.push(entry(format!("rewrite.two_sum.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let f = |n| f32s(c, n);
            two_sum::launch::<R>(c, count, dim, f(N), f(N), f(1), f(2 * N), v)
        }));
        entries.push(entry(format!("rewrite.mul_div.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let f = |n| f32s(c, n);
            mul_div::launch::<R>(c, count, dim, f(N), f(N), f(1), f(N), v)
        }));
        entries.push(entry(format!("rewrite.sub_self.{label}"), move |c| {
            let (count, dim) = cubes(N);
            sub_self::launch::<R>(c, count, dim, f32s(c, N), f32s(c, 1), f32s(c, N), v)
        }));
    }
    for (label, literal) in [("literal", true), ("buffer", false)] {
        entries.push(entry(format!("rewrite.mul_zero.{label}"), move |c| {
            let (count, dim) = cubes(N);
            mul_zero::launch::<R>(c, count, dim, f32s(c, N), f32s(c, 1), f32s(c, N), literal)
        }));
    }
    entries
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shaders::Shader;
    use crate::signature::Layer;

    /// A fake backend: IEEE arithmetic, with a compiler that folds the plain variant, either in
    /// the source it hands over (`dsl`) or after it (the driver: the source keeps every op).
    fn fake(detector: Detector, folds: bool, dsl: bool) -> Measurement {
        let (a, b) = detector.operands();
        let expected = detector.ieee(&a, &b);
        let folded = detector.folded(&a, &b);
        let plain = if folds {
            folded.clone()
        } else {
            expected.clone()
        };
        let ops =
            |n: usize| "OpCapability Shader\n".to_string() + &"%x = OpFAdd %f %a %b\n".repeat(n);
        let written = 4;
        let extra = detector.reference_extra_ops();
        let plain_ops = if folds && dsl { written - 1 } else { written };
        let shader = |n| Shader {
            source: ops(n),
            lowered: None,
        };
        let sources = VariantSources::from([
            (detector.variants()[0].0, shader(plain_ops)),
            (detector.variants()[1].0, shader(written + extra)),
        ]);
        Measurement {
            detector,
            results: vec![
                (detector.variants()[0].0, plain),
                (detector.variants()[1].0, expected.clone()),
            ],
            expected,
            folded,
            sources,
        }
    }

    #[test]
    fn operands_make_every_detector_informative() {
        for d in Detector::ALL {
            let (a, b) = d.operands();
            let folded = fake(d, true, false).results[0].1.clone();
            let ieee = d.ieee(&a, &b);
            assert!(
                ieee.iter().zip(&folded).any(|(&e, &f)| !same(e, f)),
                "{d:?}"
            );
        }
    }

    #[test]
    fn an_inexact_division_is_not_a_rewrite() {
        let mut m = fake(Detector::MulDiv, false, false);
        // A division one ulp off on half the inputs: not IEEE, but not folded either.
        for (k, v) in m.results[1]
            .1
            .iter_mut()
            .enumerate()
            .filter(|(k, _)| k % 2 == 0)
        {
            *v = f32::from_bits(v.to_bits() + 1 + (k as u32 % 2));
        }
        m.results[0].1 = m.results[1].1.clone();
        let f = analyse(&m, false);
        assert!(
            f.verdict
                .starts_with("preserved; the opaque variant matches IEEE on 128 of 256"),
            "{}",
            f.verdict
        );
        m.results[0].1 = m.folded.clone();
        let f = analyse(&m, false);
        assert!(
            f.verdict.starts_with("rewritten as written"),
            "{}",
            f.verdict
        );
    }

    #[test]
    fn the_decision_table_tells_driver_from_dsl_folding() {
        for d in Detector::ALL {
            let preserved = analyse(&fake(d, false, false), false);
            assert_eq!(
                (preserved.verdict.as_str(), preserved.layer),
                ("preserved", Layer::Execution)
            );
            let driver = analyse(&fake(d, true, false), false);
            assert!(
                driver.verdict.starts_with("rewritten"),
                "{d:?}: {}",
                driver.verdict
            );
            assert_eq!(driver.layer, Layer::Driver, "{d:?}");
            let naga = analyse(&fake(d, true, false), true);
            assert_eq!(naga.layer, Layer::TranslatorOrDriver, "{d:?}");
            let dsl = analyse(&fake(d, true, true), false);
            assert_eq!(dsl.layer, Layer::Dsl, "{d:?}");
            // CUDA: the source keeps every operation; the PTX NVRTC made of it does not.
            let mut nvrtc = fake(d, true, false);
            let ptx = |n: usize| {
                ".version 9.0\n.target sm_90a\n".to_string() + &"add.f32 %f1, %f2, %f3;\n".repeat(n)
            };
            let extra = d.reference_extra_ops();
            let plain_label = d.variants()[0].0;
            for (label, shader) in nvrtc.sources.iter_mut() {
                let n = if *label == plain_label { 3 } else { 4 + extra };
                shader.lowered = Some(ptx(n));
            }
            assert_eq!(analyse(&nvrtc, true).layer, Layer::Translator, "{d:?}");
        }
    }
}
