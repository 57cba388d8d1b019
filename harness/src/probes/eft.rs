//! Self-test of the error-free transforms of `fpsig_kernels::eft` (seed 000 ch. 4: Add12, Split,
//! Mul12) in each formulation, as written and with an opaque `one`: on which backend is each
//! one exact? The measurement a float-float library chooses its formulation from.

use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use super::{no_rules, PLAIN};
use crate::decide::{builtin_layer, decide, Kept, Variants};
use crate::device::{arg, cubes, download, uninit, upload};
use crate::shaders::declared::{no_joins, nothing, pair, Kernels};
use crate::signature::{Finding, Layer};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::eft::{formulation, transform, transforms};
use rand::{Rng, SeedableRng};
use rug::Float;

pub const FAMILY: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::eft::SOURCE,
        catalogue: nothing,
        joined: no_joins,
        static_reading: &[
            pair(
                "eft.two_sum",
                "ff.two_sum.f32.plain",
                "ff.two_sum.f32.opaque",
                TRANSFORMS[0].1,
            ),
            pair(
                "eft.fast_two_sum",
                "ff.fast_two_sum.f32.plain",
                "ff.fast_two_sum.f32.opaque",
                TRANSFORMS[1].1,
            ),
            pair(
                "eft.split",
                "ff.split.f32.plain",
                "ff.split.f32.opaque",
                TRANSFORMS[2].1,
            ),
            pair(
                "eft.two_prod_dekker",
                "ff.mul12_dekker.f32.plain",
                "ff.mul12_dekker.f32.opaque",
                TRANSFORMS[3].1,
            ),
            pair(
                "eft.two_prod_fma",
                "ff.mul12_fma.f32.plain",
                "ff.mul12_fma.f32.opaque",
                TRANSFORMS[4].1,
            )
            .with_fma(),
        ],
    },
    id: "eft",
    findings: &[
        (
            "eft.two_sum",
            "error-free transform: Knuth's TwoSum (Add12, seed 000 ch. 4)",
        ),
        (
            "eft.fast_two_sum",
            "error-free transform: Dekker's Fast2Sum (Add12 with |a| >= |b|)",
        ),
        (
            "eft.split",
            "error-free transform: Veltkamp's Split, 2^12+1 (seed 000 ch. 4)",
        ),
        (
            "eft.two_prod_dekker",
            "error-free transform: Dekker's Mul12 (seed 000 ch. 4)",
        ),
        ("eft.two_prod_fma", "error-free transform: Mul12 with fma"),
    ],
    needs: Need::Nothing,
    run,
    rules: no_rules,
    shown: PLAIN,
};

/// The transforms, in finding order, with the multiplications by `one` the opaque form adds.
const TRANSFORMS: [(u32, usize); 5] = [
    (transform::TWO_SUM, 3),
    (transform::FAST_TWO_SUM, 2),
    (transform::SPLIT, 2),
    (transform::TWO_PROD_DEKKER, 5),
    (transform::TWO_PROD_FMA, 1),
];

/// Veltkamp's constant for binary32.
const SPLIT_CONSTANT: f32 = 4097.0;

/// 2^14 fixed-seed pairs plus adversarial ones: sums with cancellation, operands whose split
/// falls at the 2^12 boundary, products whose error is tiny.
pub fn operands(which: u32) -> (Vec<f32>, Vec<f32>) {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(0x4546_5400 + which as u64);
    let mut pairs: Vec<(f32, f32)> = (0..1 << 14)
        .map(|_| {
            let sign = if rng.random::<bool>() { 1.0 } else { -1.0 };
            let a = sign * (1.0 + rng.random::<f32>()) * 2f32.powi(rng.random_range(-20..=20));
            let b = if which <= transform::FAST_TWO_SUM {
                -a * (1.0 + rng.random::<f32>() * 2f32.powi(-rng.random_range(0..30)))
                    * if rng.random::<bool>() {
                        1.0
                    } else {
                        -2f32.powi(-rng.random_range(1..30))
                    }
            } else {
                (1.0 + rng.random::<f32>()) * 2f32.powi(rng.random_range(-20..=20))
            };
            (a, b)
        })
        .collect();
    for k in 0..24 {
        let boundary =
            1.0 + 2f32.powi(-11) + 2f32.powi(-12) * (k % 2) as f32 + 2f32.powi(-23 + k % 12);
        pairs.push((boundary, boundary));
        pairs.push((1.0, -(1.0 - 2f32.powi(-24 + k % 24))));
    }
    if which == transform::FAST_TWO_SUM {
        for p in &mut pairs {
            if p.0.abs() < p.1.abs() {
                *p = (p.1, p.0);
            }
        }
    }
    pairs.into_iter().unzip()
}

struct Measure<'a> {
    which: u32,
    form: u32,
    a: &'a [f32],
    b: &'a [f32],
}

impl RuntimeVisitor for Measure<'_> {
    type Output = Result<Vec<f32>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let n = self.a.len();
        let (a, b) = (upload(client, self.a), upload(client, self.b));
        let constants = upload(client, &[SPLIT_CONSTANT, 1.0]);
        let out = uninit::<R, f32>(client, 2 * n);
        let (count, dim) = cubes(n);
        transforms::launch::<f32, R>(
            client,
            count,
            dim,
            arg(&a, n),
            arg(&b, n),
            arg(&constants, 2),
            arg(&out, 2 * n),
            self.which,
            self.form,
        );
        download(client, out)
    }
}

/// Whether `(hi, lo)` is the exact transform of `(a, b)`.
pub fn exact(which: u32, a: f32, b: f32, hi: f32, lo: f32) -> bool {
    let sum = |x: f32, y: f32| Float::with_val(300, x) + y;
    let product = |x: f32, y: f32| Float::with_val(300, x) * y;
    let bits = |x: f32| {
        if x == 0.0 {
            0
        } else {
            24 - x.to_bits().trailing_zeros().min(23)
        }
    };
    match which {
        transform::TWO_SUM | transform::FAST_TWO_SUM => hi == a + b && sum(hi, lo) == sum(a, b),
        transform::SPLIT => sum(hi, lo) == a && bits(hi) <= 12 && bits(lo) <= 12,
        _ => hi == a * b && sum(hi, lo) == product(a, b),
    }
}

/// One transform's results: per formulation, `hi` then `lo` rows.
#[derive(Debug, Clone, PartialEq)]
pub struct Measurement {
    pub which: u32,
    pub a: Vec<f32>,
    pub b: Vec<f32>,
    pub plain: Vec<f32>,
    pub opaque: Vec<f32>,
    pub kept: Kept,
    /// Whether the plain form's shaders hold an fma (Mul12 with fma is written with one;
    /// CubeCL 0.10's SPIR-V writes it as a product and a sum).
    pub fma_in_text: Kept,
}

fn run(backend: &Backend) -> Result<Findings, String> {
    let mut out = Vec::new();
    for (k, &(which, extra)) in TRANSFORMS.iter().enumerate() {
        let (a, b) = operands(which);
        let mut sources = VariantSources::new();
        let mut rows = Vec::new();
        for (label, form) in [
            ("plain", formulation::PLAIN),
            ("opaque", formulation::OPAQUE),
        ] {
            let measure = Measure {
                which,
                form,
                a: &a,
                b: &b,
            };
            let key = format!("eft/{which}/{label}");
            let (values, shader) = captured(backend, &key, || backend.visit(measure))?;
            sources.insert(label, shader);
            rows.push(values);
        }
        let m = Measurement {
            which,
            kept: Kept::compare(&sources["plain"], &sources["opaque"], extra),
            fma_in_text: Kept::holding_fma(&sources["plain"]),
            opaque: rows.pop().expect("two runs"),
            plain: rows.pop().expect("two runs"),
            a,
            b,
        };
        let finding = analyse(&m, backend.identity.api.has_translator())
            .with("shaders", shader_hashes(&sources));
        out.push((FAMILY.findings[k].0, finding));
    }
    Ok(out)
}

pub fn analyse(m: &Measurement, has_translator: bool) -> Finding {
    let n = m.a.len();
    let count = |rows: &[f32]| {
        (0..n)
            .filter(|&i| exact(m.which, m.a[i], m.b[i], rows[i], rows[n + i]))
            .count()
    };
    let (plain, opaque) = (count(&m.plain), count(&m.opaque));
    let (outcome, layer) = decide(
        Variants {
            plain_ok: plain == n,
            reference_ok: opaque == n,
            kept: m.kept,
        },
        has_translator,
    );
    let verdict = match (plain == n, opaque == n) {
        (true, true) => "exact as written".to_string(),
        (false, true) => format!(
            "exact only with the opaque one: as written {} of {n} exact ({})",
            plain,
            outcome.word()
        ),
        (true, false) => format!("exact as written, the opaque form only on {opaque} of {n}"),
        (false, false) => format!("not exact in either form: {plain} and {opaque} of {n} exact"),
    };
    // Mul12 with fma where both forms agree: whether the fma was there to execute is the
    // text's to say (exact: the fma computed; inexact in both: rounded twice).
    let layer = match (plain == n, opaque == n) {
        (both, also) if m.which == transform::TWO_PROD_FMA && both == also => {
            builtin_layer(Some(both), m.fma_in_text, has_translator)
        }
        (true, true) => Layer::Execution,
        _ => layer,
    };
    let test = FAMILY.findings[TRANSFORMS
        .iter()
        .position(|t| t.0 == m.which)
        .expect("listed")]
    .1;
    let finding = Finding::new(test, verdict, layer)
        .with("exact_plain", format!("{plain} of {n}"))
        .with("exact_opaque", format!("{opaque} of {n}"));
    if m.which == transform::TWO_PROD_FMA {
        finding
            .with("fma_in_text", m.fma_in_text.source)
            .with_some("fma_in_ptx", m.fma_in_text.lowered)
    } else {
        finding
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulated::{Unit, BINARY32};

    /// The transforms evaluated on a simulated unit (the explicit oracle of these tests);
    /// `fold` makes a compiler rewrite `(a+b)-a` to `b` in the plain form.
    fn simulate(unit: &Unit, which: u32, fold: bool) -> Vec<f32> {
        let (a, b) = operands(which);
        let f = |x: f32| x as f64;
        let r = |x: f64| x as f32;
        let (mut hi, mut lo) = (Vec::new(), Vec::new());
        for (&x, &y) in a.iter().zip(&b) {
            let split = |v: f32| {
                let t = r(unit.mul(f(SPLIT_CONSTANT), f(v)));
                let h = r(unit.sub(f(t), unit.sub(f(t), f(v))));
                (h, r(unit.sub(f(v), f(h))))
            };
            let (h, l) = match which {
                transform::TWO_SUM => {
                    let s = r(unit.add(f(x), f(y)));
                    let bv = if fold { y } else { r(unit.sub(f(s), f(x))) };
                    let av = r(unit.sub(f(s), f(bv)));
                    (s, r(unit.add(unit.sub(f(x), f(av)), unit.sub(f(y), f(bv)))))
                }
                transform::FAST_TWO_SUM => {
                    let s = r(unit.add(f(x), f(y)));
                    let z = if fold { y } else { r(unit.sub(f(s), f(x))) };
                    (s, r(unit.sub(f(y), f(z))))
                }
                transform::SPLIT => split(x),
                transform::TWO_PROD_DEKKER => {
                    let p = r(unit.mul(f(x), f(y)));
                    let ((xh, xl), (yh, yl)) = (split(x), split(y));
                    let t = unit.add(
                        unit.sub(unit.mul(f(xh), f(yh)), f(p)),
                        unit.mul(f(xh), f(yl)),
                    );
                    let t = unit.add(t, unit.mul(f(xl), f(yh)));
                    (p, r(unit.add(t, unit.mul(f(xl), f(yl)))))
                }
                _ => {
                    let p = r(unit.mul(f(x), f(y)));
                    (p, r(unit.mad(f(x), f(y), -f(p))))
                }
            };
            hi.push(h);
            lo.push(l);
        }
        hi.extend(lo);
        hi
    }

    fn measured(which: u32, plain: Vec<f32>, opaque: Vec<f32>) -> Measurement {
        let (a, b) = operands(which);
        Measurement {
            which,
            a,
            b,
            plain,
            opaque,
            kept: Kept::SOURCE,
            fma_in_text: Kept::SOURCE,
        }
    }

    #[test]
    fn every_transform_is_exact_in_ieee_binary32() {
        let fused = Unit::fused(BINARY32);
        for (which, _) in TRANSFORMS {
            let r = simulate(&fused, which, false);
            let f = analyse(&measured(which, r.clone(), r), false);
            assert_eq!(f.verdict, "exact as written", "transform {which}");
        }
    }

    #[test]
    fn folding_and_an_unfused_fma_are_caught() {
        let ieee = Unit::ieee(BINARY32);
        for which in [transform::TWO_SUM, transform::FAST_TWO_SUM] {
            let m = measured(
                which,
                simulate(&ieee, which, true),
                simulate(&ieee, which, false),
            );
            let f = analyse(&m, false);
            assert!(
                f.verdict.starts_with("exact only with the opaque one"),
                "{which}: {}",
                f.verdict
            );
            assert_eq!(f.layer, Layer::Driver);
        }
        let unfused = simulate(&ieee, transform::TWO_PROD_FMA, false);
        let f = analyse(
            &measured(transform::TWO_PROD_FMA, unfused.clone(), unfused),
            false,
        );
        assert!(
            f.verdict.starts_with("not exact in either form"),
            "{}",
            f.verdict
        );
    }

    /// Mul12 with fma inexact in both forms: CubeCL's doing where its text has no fma (SPIR-V),
    /// after the text where it has one; exact with no fma in the text: a compiler put it back.
    #[test]
    fn mul12_with_fmas_layer_follows_the_text() {
        let which = transform::TWO_PROD_FMA;
        let layer = |unit: &Unit, in_text: bool| {
            let r = simulate(unit, which, false);
            let mut m = measured(which, r.clone(), r);
            m.fma_in_text.source = in_text;
            let f = analyse(&m, false);
            assert_eq!(f.evidence["fma_in_text"], in_text);
            f.layer
        };
        let (unfused, fused) = (Unit::ieee(BINARY32), Unit::fused(BINARY32));
        assert_eq!(layer(&unfused, false), Layer::Dsl);
        assert_eq!(layer(&unfused, true), Layer::AfterText);
        assert_eq!(layer(&fused, true), Layer::Execution);
        assert_eq!(layer(&fused, false), Layer::Driver);
    }

    #[test]
    fn exactness_check_rejects_near_misses() {
        assert!(exact(
            transform::TWO_SUM,
            1.0,
            2f32.powi(-30),
            1.0,
            2f32.powi(-30)
        ));
        assert!(!exact(transform::TWO_SUM, 1.0, 2f32.powi(-30), 1.0, 0.0));
        assert!(
            !exact(transform::SPLIT, 1.1, 0.0, 1.1, 0.0),
            "1.1 has more than 12 bits"
        );
    }
}
