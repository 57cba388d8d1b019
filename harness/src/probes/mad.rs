//! TEST 4 (seed 000 §3.2.1, 003 §2.1): does `a*b+c` keep the product's low bits? Run with
//! `c = -RN(a·b)` from the host, as written, with an opaque `one`, and with the explicit `fma`
//! builtin; the contraction detector reads the same runs.

use super::PLAIN;
use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use crate::decide::{builtin_layer, decide, Kept, Outcome, Variants};
use crate::device::{arg, cubes, download, uninit, upload};
use crate::evidence::REWRITE_OUTCOME;
use crate::rules::api::{Judge, Licence};
use crate::shaders::declared::{entry, f32s, no_joins, pair, Entry, Kernels, N, R};
use crate::shaders::fma_count;
use crate::signature::Finding;
use crate::simulated::{Unit, BINARY32};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::paper::mad::{form, mad};
use rand::{Rng, SeedableRng};

pub const FAMILY: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::paper::mad::SOURCE,
        catalogue,
        joined: no_joins,
        static_reading: &[
            pair(
                "rewrite.contraction",
                "mad.mad.expression",
                "mad.mad.opaque",
                1,
            ),
            pair("mad.fma", "mad.mad.builtin", "mad.mad.builtin", 0).with_fma(),
        ],
    },
    id: "mad",
    findings: &[("mad.fma", TEST4), ("rewrite.contraction", CONTRACTION)],
    needs: Need::Nothing,
    run,
    rules,
    shown: PLAIN,
};

/// The API rules that speak to this family's findings.
fn rules(id: &str) -> Option<Judge> {
    (id == "rewrite.contraction").then_some(Judge::Rewrite(Licence::Contraction))
}

const TEST4: &str = "TEST 4, MAD/FMA: a*b+c with c = -RN(a*b) (seed 000 §3.2.1)";
const CONTRACTION: &str = "compiler rewrite: a*b+c contracted into an FMA";

/// 2^16 operand pairs, from a fixed seed.
pub const PAIRS: usize = 1 << 16;
const SEED: u64 = 0x4d41_4431;

/// Operands `a`, `b` with significands in [1, 2) and exponents in [-8, 8], and `c = -RN(a·b)`:
/// the fused result `a·b - RN(a·b)` is then always representable.
pub fn operands() -> (Vec<f32>, Vec<f32>, Vec<f32>) {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(SEED);
    let mut draw = || {
        let significand = 1.0 + rng.random::<u32>() as f64 / 2f64.powi(32);
        let exponent = rng.random_range(-8..=8);
        (significand * 2f64.powi(exponent)) as f32
    };
    let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..PAIRS {
        let (x, y) = (draw(), draw());
        a.push(x);
        b.push(y);
        c.push(-(x * y));
    }
    (a, b, c)
}

/// Results of the three variants, in operand order.
#[derive(Debug, Clone, PartialEq)]
pub struct Measurement {
    pub plain: Vec<f32>,
    pub opaque: Vec<f32>,
    pub fma: Vec<f32>,
    /// Whether the plain variant's shaders are free of FMA (CubeCL's source; PTX on CUDA).
    pub kept: Kept,
    /// Whether the builtin variant's shaders hold the fma it was written with (CubeCL 0.10's
    /// SPIR-V writes it as a product and a sum).
    pub fma_in_text: Kept,
}

struct Measure<'a> {
    written: u32,
    operands: &'a (Vec<f32>, Vec<f32>, Vec<f32>),
}

impl RuntimeVisitor for Measure<'_> {
    type Output = Result<Vec<f32>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let (a, b, c) = self.operands;
        let n = a.len();
        let (a, b, c) = (upload(client, a), upload(client, b), upload(client, c));
        let one = upload(client, &[1.0f32]);
        let out = uninit::<R, f32>(client, n);
        let (count, dim) = cubes(n);
        mad::launch::<R>(
            client,
            count,
            dim,
            arg(&a, n),
            arg(&b, n),
            arg(&c, n),
            arg(&one, 1),
            arg(&out, n),
            self.written,
        );
        download(client, out)
    }
}

fn run(backend: &Backend) -> Result<Findings, String> {
    let operands = operands();
    let mut sources = VariantSources::new();
    let mut results = Vec::new();
    for (label, written) in [
        ("plain", form::EXPRESSION),
        ("opaque", form::OPAQUE),
        ("fma", form::BUILTIN),
    ] {
        let measure = Measure {
            written,
            operands: &operands,
        };
        let (values, source) =
            captured(backend, &format!("mad/{label}"), || backend.visit(measure))?;
        sources.insert(label, source);
        results.push(values);
    }
    let fma = results.pop().expect("three runs");
    let opaque = results.pop().expect("three runs");
    let plain = results.pop().expect("three runs");
    let m = Measurement {
        kept: Kept {
            source: fma_count(&sources["plain"].source) == 0,
            lowered: sources["plain"]
                .lowered
                .as_deref()
                .map(|ptx| fma_count(ptx) == 0),
        },
        fma_in_text: Kept::holding_fma(&sources["fma"]),
        plain,
        opaque,
        fma,
    };
    let hashes = shader_hashes(&sources);
    Ok(
        analyse(&operands, &m, backend.identity.api.has_translator())
            .into_iter()
            .map(|(id, f)| (id, f.with("shaders", hashes.clone())))
            .collect(),
    )
}

/// How many results equal the fused reference, the unfused one, or neither; pairs whose
/// product is exact (both references agree) are counted apart.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub fused: usize,
    pub unfused: usize,
    pub other: usize,
    pub exact_products: usize,
}

impl Counts {
    /// Whether every informative result is fused (`Some(true)`), every one unfused
    /// (`Some(false)`), or neither.
    fn fused(&self) -> Option<bool> {
        match (self.fused, self.unfused, self.other) {
            (_, 0, 0) => Some(true),
            (0, _, 0) => Some(false),
            _ => None,
        }
    }

    fn word(&self) -> &'static str {
        match (self.fused(), self.other) {
            (Some(true), _) => "fused",
            (Some(false), _) => "unfused",
            (None, 0) => "mixed",
            (None, _) => "neither fused nor unfused",
        }
    }

    fn json(&self) -> serde_json::Value {
        serde_json::json!({
            "fused": self.fused, "unfused": self.unfused, "other": self.other,
            "exact_products": self.exact_products,
        })
    }
}

pub fn count(operands: &(Vec<f32>, Vec<f32>, Vec<f32>), results: &[f32]) -> Counts {
    let fused_unit = Unit::fused(BINARY32);
    let unfused_unit = Unit::ieee(BINARY32);
    let mut counts = Counts::default();
    for (((&a, &b), &c), &r) in operands
        .0
        .iter()
        .zip(&operands.1)
        .zip(&operands.2)
        .zip(results)
    {
        let (a, b, c) = (a as f64, b as f64, c as f64);
        let fused = fused_unit.mad(a, b, c) as f32;
        let unfused = unfused_unit.mad(a, b, c) as f32;
        if fused == unfused {
            counts.exact_products += 1;
        } else if r.to_bits() == fused.to_bits() {
            counts.fused += 1;
        } else if r.to_bits() == unfused.to_bits() {
            counts.unfused += 1;
        } else {
            counts.other += 1;
        }
    }
    counts
}

pub fn analyse(
    operands: &(Vec<f32>, Vec<f32>, Vec<f32>),
    m: &Measurement,
    has_translator: bool,
) -> Findings {
    let [plain, opaque, fma] = [&m.plain, &m.opaque, &m.fma].map(|r| count(operands, r));
    let verdict = format!(
        "explicit fma: {}; a*b+c as written: {}; with the product made opaque: {}",
        fma.word(),
        plain.word(),
        opaque.word()
    );
    let layer = builtin_layer(fma.fused(), m.fma_in_text, has_translator);
    let mad = Finding::new(TEST4, verdict, layer)
        .with("fma_in_text", m.fma_in_text.source)
        .with_some("fma_in_ptx", m.fma_in_text.lowered)
        .with("fma", fma.json())
        .with("plain", plain.json())
        .with("opaque", opaque.json());

    // Contraction: the plain expression is "IEEE" when it rounds twice like the opaque one.
    let plain_unfused = plain.fused == 0 && plain.other == 0;
    let opaque_unfused = opaque.fused == 0 && opaque.other == 0;
    let (outcome, layer) = decide(
        Variants {
            plain_ok: plain_unfused,
            reference_ok: opaque_unfused,
            kept: m.kept,
        },
        has_translator,
    );
    let verdict = match outcome {
        Outcome::Preserved => "not contracted: a*b+c rounds twice".to_string(),
        Outcome::Rewritten => format!(
            "contracted: a*b+c as written gives the fused result for {} of {} informative pairs",
            plain.fused,
            plain.fused + plain.unfused + plain.other
        ),
        other => other.word().to_string(),
    };
    let contraction = Finding::new(CONTRACTION, verdict, layer)
        .with("fma_in_plain_source", !m.kept.source)
        .with_some("fma_in_plain_ptx", m.kept.lowered.map(|k| !k));
    let contraction = REWRITE_OUTCOME.put(contraction, outcome);
    vec![("mad.fma", mad), ("rewrite.contraction", contraction)]
}

/// Results on a simulated unit: `contract` evaluates the plain expression fused.
#[cfg(test)]
pub fn simulate(unit: &Unit, contract: bool) -> Measurement {
    let (a, b, c) = operands();
    let eval = |fused: bool| -> Vec<f32> {
        let u = Unit {
            fused_mad: fused,
            ..unit.clone()
        };
        a.iter()
            .zip(&b)
            .zip(&c)
            .map(|((&a, &b), &c)| u.mad(a as f64, b as f64, c as f64) as f32)
            .collect()
    };
    Measurement {
        plain: eval(contract),
        opaque: eval(false),
        fma: eval(true),
        kept: Kept::SOURCE,
        fma_in_text: Kept::SOURCE,
    }
}

/// TEST 4's kernel in each form, for the catalogue.
fn catalogue() -> Vec<Entry> {
    [
        ("expression", form::EXPRESSION),
        ("opaque", form::OPAQUE),
        ("builtin", form::BUILTIN),
    ]
    .into_iter()
    .map(|(label, written)| {
        entry(format!("mad.mad.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let f = |n| f32s(c, n);
            mad::launch::<R>(c, count, dim, f(N), f(N), f(N), f(1), f(N), written)
        })
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signature::Layer;

    #[test]
    fn tells_fused_from_unfused_and_finds_contraction() {
        let ops = operands();
        let f = analyse(&ops, &simulate(&Unit::ieee(BINARY32), false), false);
        assert_eq!(
            f[0].1.verdict,
            "explicit fma: fused; a*b+c as written: unfused; with the product made opaque: unfused"
        );
        assert_eq!(f[1].1.verdict, "not contracted: a*b+c rounds twice");
        let f = analyse(&ops, &simulate(&Unit::ieee(BINARY32), true), true);
        assert!(
            f[1].1.verdict.starts_with("contracted"),
            "{}",
            f[1].1.verdict
        );
        assert_eq!(f[1].1.layer, Layer::TranslatorOrDriver);
        let mut nvrtc = simulate(&Unit::ieee(BINARY32), true);
        nvrtc.kept.lowered = Some(false);
        let f = analyse(&ops, &nvrtc, true);
        assert_eq!(
            f[1].1.layer,
            Layer::Translator,
            "an FMA in the PTX: NVRTC contracted"
        );
        assert_eq!(f[1].1.evidence["fma_in_plain_ptx"], true);
        assert!(f[0].1.evidence["fma"]["fused"].as_u64().unwrap() > (PAIRS as u64) / 2);
    }

    /// The explicit fma's layer follows the text the API got: CubeCL 0.10's SPIR-V spells it
    /// as a product and a sum, so lavapipe's unfused result is CubeCL's (`dsl`) and NVIDIA's
    /// fused one its driver's; with the builtin in the text, fused is as executed and unfused
    /// happened after the text.
    #[test]
    fn the_explicit_fmas_layer_follows_the_text() {
        let ops = operands();
        let layer = |fused: bool, in_text: bool| {
            let mut m = simulate(&Unit::ieee(BINARY32), false);
            if !fused {
                m.fma = m.opaque.clone();
            }
            m.fma_in_text.source = in_text;
            let f = analyse(&ops, &m, false);
            assert_eq!(f[0].1.evidence["fma_in_text"], in_text);
            f[0].1.layer
        };
        assert_eq!(layer(false, false), Layer::Dsl);
        assert_eq!(layer(true, false), Layer::Driver);
        assert_eq!(layer(true, true), Layer::Execution);
        assert_eq!(layer(false, true), Layer::AfterText);
    }

    #[test]
    fn an_fma_builtin_that_rounds_twice_is_reported_unfused() {
        let ops = operands();
        let mut m = simulate(&Unit::ieee(BINARY32), false);
        m.fma = m.opaque.clone();
        let f = analyse(&ops, &m, false);
        assert!(
            f[0].1.verdict.starts_with("explicit fma: unfused"),
            "{}",
            f[0].1.verdict
        );
    }
}
