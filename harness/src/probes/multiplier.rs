//! TEST 7, 8 and 9 (seed 000 §3.2.3, 003 §2.2): how many columns of partial products the
//! multiplier generates, its bias constant, and whether it treats signs symmetrically.

use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use super::{no_rules, PLAIN};
use crate::device::{arg, cubes, download, uninit, upload};
use crate::shaders::declared::{entry, f32s, no_joins, u32s, Entry, Kernels, N, R};
use crate::signature::{Finding, Layer};
use crate::simulated::{decompose, SumRounding, TruncatedMultiplier};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::paper::multiplier::{odd_products, products, sign_symmetry};

pub const FAMILY: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::paper::multiplier::SOURCE,
        catalogue,
        joined: no_joins,
        static_reading: &[],
    },
    id: "multiplier",
    findings: &[
        ("multiplier.truncation", TEST78),
        ("multiplier.signs", TEST9),
    ],
    needs: Need::Nothing,
    run,
    rules: no_rules,
    shown: PLAIN,
};

const TEST78: &str = "TEST 7/8, truncated multiplier: columns of partial products kept, bias constant (seed 000 §3.2.3, 003 §2.2)";
const TEST9: &str =
    "TEST 9, sign symmetry: A×B = (−A)×(−B) = −(A×(−B)), (−A)×B = A×(−B) (seed 000 §3.2.3)";

/// TEST 7's second operand: `y1 = 1, y2i = y2i−1 + 1, y2i+1 = 4·y2i−1 + 2` (the arithmetic form of
/// 003 §2.2; the seeds' bitwise forms disagree at y2), i = 1..=24.
pub fn test7_factors() -> Vec<f32> {
    let mut y: Vec<u32> = vec![1];
    while y.len() < 24 {
        let odd_prev = y[y.len() - 1 - (y.len() + 1) % 2];
        y.push(if y.len() % 2 == 1 {
            odd_prev + 1
        } else {
            4 * odd_prev + 2
        });
    }
    y.into_iter().map(|v| v as f32).collect()
}

/// TEST 7's first operand, `2^23 + 3`, and TEST 8's, `2^23 + 1`.
const TEST7_X: f32 = 8_388_611.0;
const TEST8_X: f32 = 8_388_609.0;

/// TEST 8's operand pairs `(2^23+1, 2i+1)` for 0 < i <= n.
pub fn test8_operands(n: usize) -> impl Iterator<Item = (f32, f32)> {
    (0..n).map(|i| (TEST8_X, (2 * (i + 1) + 1) as f32))
}

/// TEST 8 runs `(2^23+1)·(2i+1)` for 0 < i < 2^23 on GPUs, and for the first 2^20 i on CPU
/// drivers (lavapipe, llvmpipe) and browsers, which keeps the CI run short.
fn test8_count(backend: &Backend) -> usize {
    if backend.identity.sampled() {
        1 << 20
    } else {
        (1 << 23) - 1
    }
}

/// TEST 9 pairs: 2^31 on GPUs (the paper used two billion), 2^22 on CPU drivers and browsers.
fn test9_units(backend: &Backend) -> (usize, u32) {
    test9_units_on(backend.identity.sampled())
}

fn test9_units_on(cpu: bool) -> (usize, u32) {
    if cpu {
        (1 << 14, 1 << 8)
    } else {
        (1 << 20, 1 << 11)
    }
}

/// TEST 9's pairs per thread, a comptime argument of its kernel, on GPUs and on CPU drivers
/// and browsers.
fn test9_pairs_per_unit() -> [(&'static str, u32); 2] {
    [
        ("gpu", test9_units_on(false).1),
        ("cpu", test9_units_on(true).1),
    ]
}

const TEST9_SEED: [u32; 2] = [0x5445_5354, 0x0000_0009];

struct Test7;

impl RuntimeVisitor for Test7 {
    type Output = Result<Vec<f32>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let y = test7_factors();
        let n = y.len();
        let (a, b) = (upload(client, &vec![TEST7_X; n]), upload(client, &y));
        let out = uninit::<R, f32>(client, n);
        let (count, dim) = cubes(n);
        products::launch::<R>(client, count, dim, arg(&a, n), arg(&b, n), arg(&out, n));
        download(client, out)
    }
}

struct Test8 {
    n: usize,
}

impl RuntimeVisitor for Test8 {
    type Output = Result<Vec<f32>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let x = upload(client, &[TEST8_X]);
        let out = uninit::<R, f32>(client, self.n);
        let (count, dim) = cubes(self.n);
        odd_products::launch::<R>(client, count, dim, arg(&x, 1), arg(&out, self.n));
        download(client, out)
    }
}

struct Test9 {
    units: usize,
    pairs_per_unit: u32,
}

impl RuntimeVisitor for Test9 {
    type Output = Result<[u64; 3], String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let seed = upload(client, &TEST9_SEED);
        let mask = upload(client, &[0x8000_0000u32]);
        let len = 3 * self.units;
        let out = uninit::<R, u32>(client, len);
        let (count, dim) = cubes(self.units);
        sign_symmetry::launch::<R>(
            client,
            count,
            dim,
            arg(&seed, 2),
            arg(&mask, 1),
            arg(&out, len),
            self.pairs_per_unit,
        );
        let counts: Vec<u32> = download(client, out)?;
        let mut sums = [0u64; 3];
        for unit in counts.chunks(3) {
            for (s, &c) in sums.iter_mut().zip(unit) {
                *s += c as u64;
            }
        }
        Ok(sums)
    }
}

fn run(backend: &Backend) -> Result<Findings, String> {
    let (t7, s7) = captured(backend, "multiplier/test7", || backend.visit(Test7))?;
    let n8 = test8_count(backend);
    let (t8, s8) = captured(backend, "multiplier/test8", || {
        backend.visit(Test8 { n: n8 })
    })?;
    let (units, pairs_per_unit) = test9_units(backend);
    let (t9, s9) = captured(backend, "multiplier/test9", || {
        backend.visit(Test9 {
            units,
            pairs_per_unit,
        })
    })?;
    let observations = observations(&t7, &t8);
    let truncation = analyse_truncation(&observations).with(
        "shaders",
        shader_hashes(&VariantSources::from([
            ("products", s7),
            ("odd_products", s8),
        ])),
    );
    let pairs = units as u64 * pairs_per_unit as u64;
    let signs = analyse_signs(pairs, t9).with(
        "shaders",
        shader_hashes(&VariantSources::from([("sign_symmetry", s9)])),
    );
    Ok(vec![
        ("multiplier.truncation", truncation),
        ("multiplier.signs", signs),
    ])
}

/// One product: its operands and the measured result.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Product {
    pub a: f32,
    pub b: f32,
    pub result: f32,
}

/// TEST 7's and TEST 8's products, TEST 7 first.
pub fn observations(test7: &[f32], test8: &[f32]) -> Vec<Product> {
    let t7 = test7_factors()
        .into_iter()
        .zip(test7)
        .map(|(b, &r)| Product {
            a: TEST7_X,
            b,
            result: r,
        });
    let t8 = test8_operands(test8.len())
        .zip(test8)
        .map(|((a, b), &r)| Product { a, b, result: r });
    t7.chain(t8).collect()
}

/// The bias constants (half-open, in units of column 0 of the significand product) for which a
/// multiplier generating `columns` columns below the working precision, its sum brought to 24
/// bits as `rounding` says, gives every observed product, or `None` where none does.
pub fn consistent_bias(
    columns: u32,
    rounding: SumRounding,
    observed: &[Product],
) -> Option<(u64, u64)> {
    let (mut lo, mut hi) = (0i128, i128::MAX);
    for p in observed {
        let ((ma, ea), (mb, eb)) = (decompose(p.a)?, decompose(p.b)?);
        let scaled = p.result.abs() as f64 / 2f64.powi(ea + eb - 46);
        if scaled.fract() != 0.0 {
            return None;
        }
        let (first, end) = rounding.preimage(scaled as u64);
        let sum = TruncatedMultiplier::partial_sum(columns, ma, mb) as i128;
        lo = lo.max(first as i128 - sum);
        hi = hi.min(end as i128 - sum);
        if lo >= hi {
            return None;
        }
    }
    Some((lo as u64, hi as u64))
}

pub fn analyse_truncation(observed: &[Product]) -> Finding {
    // The host's binary32 product is IEEE round-to-nearest-even (checked against MPFR in the
    // tests), and fast enough for TEST 8's 2^23 products.
    let nearest = observed.iter().all(|p| p.a * p.b == p.result);
    // Correctly rounded products need no truncated multiplier to explain them.
    let consistent: Vec<(SumRounding, u32, (u64, u64))> = if nearest {
        Vec::new()
    } else {
        SumRounding::BOTH
            .into_iter()
            .flat_map(|r| (0..=23).map(move |k| (r, k)))
            .filter_map(|(r, k)| consistent_bias(k, r, observed).map(|b| (r, k, b)))
            .collect()
    };
    let verdict = if nearest {
        "products correctly rounded to nearest: no truncated multiplier".to_string()
    } else if !consistent.is_empty() {
        let sums: Vec<String> = SumRounding::BOTH
            .into_iter()
            .filter_map(|r| {
                let ks: Vec<String> = consistent
                    .iter()
                    .filter(|(cr, _, _)| *cr == r)
                    .map(|(_, k, _)| k.to_string())
                    .collect();
                (!ks.is_empty()).then(|| format!("sum {}: {}", r.word(), ks.join(", ")))
            })
            .collect();
        format!(
            "consistent with a truncated multiplier generating columns below the working \
             precision ({}; bias interval of each in the evidence)",
            sums.join("; ")
        )
    } else {
        "neither round-to-nearest nor a truncated multiplier, its sum chopped or rounded"
            .to_string()
    };
    let layer = Layer::Execution;
    let models: Vec<String> = consistent
        .iter()
        .map(|(r, k, (lo, hi))| format!("{k} columns, sum {}: bias in [{lo}, {hi})", r.word()))
        .collect();
    let test7: Vec<String> = observed[..24]
        .iter()
        .map(|p| format!("{} x {} = {:#010x}", p.a, p.b, p.result.to_bits()))
        .collect();
    Finding::new(TEST78, verdict, layer)
        .with("products", observed.len())
        .with("consistent_models", models)
        .with("test7", test7)
}

pub fn analyse_signs(pairs: u64, mismatches: [u64; 3]) -> Finding {
    let verdict = if mismatches == [0, 0, 0] {
        format!("sign symmetric on all {pairs} random pairs (sign and magnitude computed apart)")
    } else {
        format!(
            "not sign symmetric: A×B != (−A)×(−B) on {}, A×B != −(A×(−B)) on {}, (−A)×B != A×(−B) on {} of {pairs} pairs",
            mismatches[0], mismatches[1], mismatches[2]
        )
    };
    Finding::new(TEST9, verdict, Layer::Execution)
        .with("pairs", pairs)
        .with("mismatches", mismatches.to_vec())
}

/// TEST 7-9's kernels, for the catalogue: the products, and the sign-symmetry sweep at each
/// unit's pairs per thread.
fn catalogue() -> Vec<Entry> {
    let mut entries = vec![
        entry("multiplier.products", |c| {
            let (count, dim) = cubes(N);
            products::launch::<R>(c, count, dim, f32s(c, N), f32s(c, N), f32s(c, N))
        }),
        entry("multiplier.odd_products", |c| {
            let (count, dim) = cubes(N);
            odd_products::launch::<R>(c, count, dim, f32s(c, 1), f32s(c, N))
        }),
    ];
    for (label, pairs) in test9_pairs_per_unit() {
        entries.push(entry(
            format!("multiplier.sign_symmetry.{label}"),
            move |c| {
                let (count, dim) = cubes(N);
                let out = u32s(c, 3 * N);
                sign_symmetry::launch::<R>(c, count, dim, u32s(c, 2), u32s(c, 1), out, pairs)
            },
        ));
    }
    entries
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulated::{Unit, BINARY32};

    fn simulate(unit: &Unit, test8_n: usize) -> Vec<Product> {
        let mul = |a: f32, b: f32| unit.mul(a as f64, b as f64) as f32;
        let t7: Vec<f32> = test7_factors().iter().map(|&y| mul(TEST7_X, y)).collect();
        let t8: Vec<f32> = test8_operands(test8_n).map(|(a, b)| mul(a, b)).collect();
        observations(&t7, &t8)
    }

    #[test]
    fn test7_factors_follow_the_arithmetic_recurrence() {
        let y = test7_factors();
        assert_eq!(&y[..8], &[1.0, 2.0, 6.0, 7.0, 26.0, 27.0, 106.0, 107.0]);
        assert!(y.iter().all(|&v| v < 16_777_216.0));
    }

    #[test]
    fn host_products_are_round_to_nearest() {
        let rn = Unit::ieee(BINARY32);
        for p in simulate(&rn, 1 << 12) {
            assert_eq!(p.a * p.b, p.result);
        }
    }

    #[test]
    fn round_to_nearest_is_no_truncated_multiplier() {
        let f = analyse_truncation(&simulate(&Unit::ieee(BINARY32), 1 << 12));
        assert!(
            f.verdict.starts_with("products correctly rounded"),
            "{}",
            f.verdict
        );
    }

    #[test]
    fn the_model_of_the_2006_multiplier_is_among_the_consistent_ones() {
        // 6 columns, as the seed found on the 7800GTX; the bias constant is the mean of what those
        // columns drop over TEST 8's operands, rounded (what a designer would add). TEST 7 and 8
        // do not single it out: neighbouring column counts fit as well, so the finding lists
        // every consistent one.
        let columns = 6;
        let n = 1 << 16;
        let bias = TruncatedMultiplier::mean_dropped(columns, test8_operands(n));
        let observe = |sum| {
            let model = TruncatedMultiplier { columns, bias, sum };
            simulate(&Unit::truncated_multiplier(model), n)
        };
        for sum in SumRounding::BOTH {
            let observed = observe(sum);
            let f = analyse_truncation(&observed);
            assert!(
                f.verdict
                    .starts_with("consistent with a truncated multiplier")
                    && f.verdict.contains(&format!("sum {}: ", sum.word())),
                "{}",
                f.verdict
            );
            let (lo, hi) = consistent_bias(columns, sum, &observed).unwrap();
            assert!(lo <= bias && bias < hi, "{bias} not in [{lo}, {hi})");
        }
        // A chopped sum with this bias fits no rounded one (that would take a negative bias), but
        // a rounded sum fits a chopped one with half a column 23 more bias: all of TEST 7's and
        // 8's products lie in the binade [1, 2).
        assert_eq!(
            consistent_bias(
                columns,
                SumRounding::Nearest,
                &observe(SumRounding::Chopped)
            ),
            None
        );
        let rounded = observe(SumRounding::Nearest);
        let chopped = consistent_bias(columns, SumRounding::Chopped, &rounded).unwrap();
        let nearest = consistent_bias(columns, SumRounding::Nearest, &rounded).unwrap();
        assert_eq!(chopped.1, nearest.1 + (1 << 22));
        let chopped = analyse_truncation(&simulate(&Unit::toward_zero(BINARY32), n));
        let models = serde_json::to_string(&chopped.evidence["consistent_models"]).unwrap();
        assert!(
            models.contains("23 columns, sum chopped: bias in [0, "),
            "{models}"
        );
    }

    #[test]
    fn sign_asymmetric_rounding_is_counted() {
        assert!(analyse_signs(10, [0, 0, 0])
            .verdict
            .starts_with("sign symmetric"));
        // Rounding toward −inf: a negative product rounds away from zero, a positive one toward.
        let down = Unit::toward_negative(BINARY32);
        let (a, b) = (1.1f32 as f64, 1.3f32 as f64);
        assert_ne!(down.mul(a, b), -down.mul(a, -b));
        let f = analyse_signs(10, [0, 3, 0]);
        assert!(f.verdict.contains("A×B != −(A×(−B)) on 3"), "{}", f.verdict);
    }
}
