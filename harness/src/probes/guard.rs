//! TEST 5 and TEST 6 (seed 000 §3.2.2, 003 §2.3): guard bits of the adder, in binary32 and
//! (where the backend has it) binary16, with the rounding class of addition that decides whether
//! a guard-bit count can be read off at all.

use super::no_rules;
use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use crate::decide::{decide, Kept, Variants};
use crate::device::{arg, cubes, download, uninit, upload_host, Element};
use crate::shaders::declared::{buffer, entry, no_joins, Entry, Kernels, N, R};
use crate::shown::{staircase, Shown, PLAIN};
use crate::signature::Finding;
use crate::simulated::{Format, BINARY16};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::paper::guard::{guard_subtraction, rounding_sum};

pub const FAMILY_F32: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::paper::guard::SOURCE,
        catalogue: catalogue_f32,
        joined: no_joins,
        static_reading: &[],
    },
    id: "guard.f32",
    findings: &[("guard.f32", TEST)],
    needs: Need::Nothing,
    run: run::<f32>,
    rules: no_rules,
    shown: SHOWN,
};

/// The binary32 adders' staircases (TEST 5 and 6).
const SHOWN: Shown = Shown {
    figures: |signatures| {
        [
            ("test5_first_i", "TEST 5: first adder, binary32"),
            ("test6_first_i_opaque", "TEST 6: second adder, binary32"),
        ]
        .into_iter()
        .filter_map(|(key, what)| staircase(signatures, "guard.f32", key, what))
        .collect()
    },
    ..PLAIN
};

pub const FAMILY_F16: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::paper::guard::SOURCE,
        catalogue: catalogue_f16,
        joined: no_joins,
        static_reading: &[],
    },
    id: "guard.f16",
    findings: &[("guard.f16", TEST)],
    needs: Need::F16,
    run: run::<half::f16>,
    rules: no_rules,
    shown: PLAIN,
};

const TEST: &str = "TEST 5/6, adder guard bits: 1.5-2^-i and (1.5-2^-i)-1.5 (seed 000 §3.2.2)";

/// A float type the guard probe runs in.
pub trait Word: Element {
    /// Largest i: `2^-i` must be representable (binary16: its smallest subnormal is 2^-24).
    const MAX_I: usize;
    const ID: &'static str;
}

impl Word for f32 {
    const MAX_I: usize = 64;
    const ID: &'static str = "guard.f32";
}

impl Word for half::f16 {
    const MAX_I: usize = 24;
    const ID: &'static str = "guard.f16";
}

/// Operand pairs of the rounding-class kernel, as multiples of `u = ulp(1)`: `1 + u/4`,
/// `1 + u/2` (tie, even neighbour below), `1 + 3u/4`, `(1+u) + u/2` (tie, even neighbour above),
/// and the four negated.
fn rounding_pairs(format: Format) -> (Vec<f64>, Vec<f64>) {
    let u = 2f64.powi(1 - format.precision as i32);
    let pos = [
        (1.0, u / 4.0),
        (1.0, u / 2.0),
        (1.0, 3.0 * u / 4.0),
        (1.0 + u, u / 2.0),
    ];
    let all: Vec<(f64, f64)> = pos
        .iter()
        .copied()
        .chain(pos.iter().map(|&(a, b)| (-a, -b)))
        .collect();
    (
        all.iter().map(|p| p.0).collect(),
        all.iter().map(|p| p.1).collect(),
    )
}

/// The rounding class the eight sums show.
pub fn rounding_class(format: Format, sums: &[f64]) -> &'static str {
    let u = 2f64.powi(1 - format.precision as i32);
    let pos = [sums[0], sums[1], sums[2], sums[3]];
    let neg = [-sums[4], -sums[5], -sums[6], -sums[7]];
    let classify = |s: [f64; 4]| match s {
        [a, b, c, d] if a == 1.0 && b == 1.0 && c == 1.0 + u && d == 1.0 + 2.0 * u => {
            "nearest-even"
        }
        [a, b, c, d] if a == 1.0 && b == 1.0 + u && c == 1.0 + u && d == 1.0 + 2.0 * u => {
            "nearest-away"
        }
        [a, b, c, d] if a == 1.0 && b == 1.0 && c == 1.0 && d == 1.0 + u => "down",
        [a, b, c, d] if a == 1.0 + u && b == 1.0 + u && c == 1.0 + u && d == 1.0 + 2.0 * u => "up",
        _ => "other",
    };
    match (classify(pos), classify(neg)) {
        (p, n) if p == n && p.starts_with("nearest") => p,
        ("down", "down") => "toward-zero (chopped)",
        ("down", "up") => "toward-negative",
        ("up", "down") => "toward-positive",
        _ => "other",
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Measurement {
    /// `1.5 - 2^-i`, i = 1..=MAX_I.
    pub first_adder: Vec<f64>,
    /// `(1.5 - 2^-i) - 1.5` as written and with an opaque `one`.
    pub second_adder_plain: Vec<f64>,
    pub second_adder_opaque: Vec<f64>,
    /// The eight sums of [`rounding_pairs`].
    pub rounding_sums: Vec<f64>,
    pub kept: Kept,
}

struct Subtraction {
    opaque: bool,
    n: usize,
}

/// A visitor run in the word type `F`.
struct Typed<V, F>(V, std::marker::PhantomData<F>);

impl<F: Word> RuntimeVisitor for Typed<Subtraction, F> {
    type Output = Result<Vec<f64>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let Subtraction { opaque, n } = self.0;
        let t: Vec<f64> = (1..=n as i32).map(|i| 2f64.powi(-i)).collect();
        let base = upload_host::<R, F>(client, &[1.5], F::ID)?;
        let one = upload_host::<R, F>(client, &[1.0], F::ID)?;
        let t = upload_host::<R, F>(client, &t, &format!("{}: 2^-i", F::ID))?;
        let out = uninit::<R, F>(client, 2 * n);
        let (count, dim) = cubes(n);
        guard_subtraction::launch::<F, R>(
            client,
            count,
            dim,
            arg(&base, 1),
            arg(&t, n),
            arg(&one, 1),
            arg(&out, 2 * n),
            opaque,
        );
        Ok(download::<R, F>(client, out)?
            .into_iter()
            .map(F::to_host)
            .collect())
    }
}

struct Sums;

impl<F: Word> RuntimeVisitor for Typed<Sums, F> {
    type Output = Result<Vec<f64>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let (a, b) = rounding_pairs(F::FORMAT);
        let n = a.len();
        let what = format!("{}: rounding pairs", F::ID);
        let (a, b) = (
            upload_host::<R, F>(client, &a, &what)?,
            upload_host::<R, F>(client, &b, &what)?,
        );
        let out = uninit::<R, F>(client, n);
        let (count, dim) = cubes(n);
        rounding_sum::launch::<F, R>(client, count, dim, arg(&a, n), arg(&b, n), arg(&out, n));
        Ok(download::<R, F>(client, out)?
            .into_iter()
            .map(F::to_host)
            .collect())
    }
}

fn typed<V, F>(v: V) -> Typed<V, F> {
    Typed(v, std::marker::PhantomData)
}

fn run<F: Word>(backend: &Backend) -> Result<Findings, String> {
    let n = F::MAX_I;
    let mut sources = VariantSources::new();
    let mut rows = Vec::new();
    for (label, opaque) in [("plain", false), ("opaque", true)] {
        let (values, source) = captured(backend, &format!("{}/{label}", F::ID), || {
            backend.visit(typed::<_, F>(Subtraction { opaque, n }))
        })?;
        sources.insert(label, source);
        rows.push(values);
    }
    let (sums, source) = captured(backend, &format!("{}/rounding", F::ID), || {
        backend.visit(typed::<_, F>(Sums))
    })?;
    sources.insert("rounding", source);
    let opaque = rows.pop().expect("two runs");
    let plain = rows.pop().expect("two runs");
    let m = Measurement {
        first_adder: opaque[..n].to_vec(),
        second_adder_plain: plain[n..].to_vec(),
        second_adder_opaque: opaque[n..].to_vec(),
        rounding_sums: sums,
        kept: Kept::compare(&sources["plain"], &sources["opaque"], 1),
    };
    let finding = analyse(F::FORMAT, &m, backend.identity.api.has_translator())
        .with("shaders", shader_hashes(&sources));
    Ok(vec![(F::ID, finding)])
}

fn first_i(values: &[f64], pred: impl Fn(f64) -> bool) -> Option<usize> {
    values.iter().position(|&v| pred(v)).map(|k| k + 1)
}

pub fn analyse(format: Format, m: &Measurement, has_translator: bool) -> Finding {
    let n = m.first_adder.len();
    let show = |i: Option<usize>| i.map_or(format!("none in 1..{n}"), |i| i.to_string());
    let test5 = first_i(&m.first_adder, |v| v == 1.5);
    let test6 = first_i(&m.second_adder_opaque, |v| v == 0.0);
    let test6_plain = first_i(&m.second_adder_plain, |v| v == 0.0);
    let class = rounding_class(format, &m.rounding_sums);
    let p = format.precision as usize;
    let guard = match (class, test5) {
        ("toward-zero (chopped)", Some(i)) if i >= p => format!("{} guard bits", i - p),
        ("toward-zero (chopped)", _) => "guard bits not derivable from TEST 5".to_string(),
        _ => format!(
            "no guard-bit count: round-to-nearest and a chopped adder without guard bit both give {p}"
        ),
    };
    let (outcome, layer) = decide(
        Variants {
            plain_ok: test6_plain == test6,
            reference_ok: true,
            kept: m.kept,
        },
        has_translator,
    );
    let rewrite = match outcome {
        crate::decide::Outcome::Rewritten => "; TEST 6 as written was rewritten ((a-b)-a folded)",
        _ => "",
    };
    let verdict = format!(
        "1.5-2^-i == 1.5 first at i = {} (TEST 5), (1.5-2^-i)-1.5 == 0 first at i = {} (TEST 6); \
         addition rounds {class}: {guard}{rewrite}",
        show(test5),
        show(test6)
    );
    let bits = |v: &[f64]| {
        v.iter()
            .map(|&x| match format {
                BINARY16 => format!("{:#06x}", half::f16::from_f64(x).to_bits()),
                _ => format!("{:#010x}", (x as f32).to_bits()),
            })
            .collect::<Vec<_>>()
    };
    Finding::new(TEST, verdict, layer)
        .with("test5_first_i", show(test5))
        .with("test6_first_i_opaque", show(test6))
        .with("test6_first_i_plain", show(test6_plain))
        .with("rounding_class", class)
        .with("rounding_sums_bits", bits(&m.rounding_sums))
}

/// Results on a simulated unit; `fold` rewrites `(a-b)-a` to `-b` in the plain variant.
#[cfg(test)]
pub fn simulate(unit: &crate::simulated::Unit, fold: bool) -> Measurement {
    let n = if unit.format == BINARY16 { 24 } else { 64 };
    let t: Vec<f64> = (1..=n).map(|i| 2f64.powi(-i)).collect();
    let first: Vec<f64> = t.iter().map(|&t| unit.sub(1.5, t)).collect();
    let second: Vec<f64> = first.iter().map(|&d| unit.sub(d, 1.5)).collect();
    let (a, b) = rounding_pairs(unit.format);
    Measurement {
        second_adder_plain: if fold {
            t.iter().map(|&t| -t).collect()
        } else {
            second.clone()
        },
        first_adder: first,
        second_adder_opaque: second,
        rounding_sums: a.iter().zip(&b).map(|(&a, &b)| unit.add(a, b)).collect(),
        kept: Kept::SOURCE,
    }
}

/// TEST 5–8's kernels in one format.
fn guard_entries<F: Element>(format: &'static str) -> Vec<Entry> {
    let mut entries = Vec::new();
    for (label, opaque) in [("plain", false), ("opaque", true)] {
        entries.push(entry(
            format!("guard.guard_subtraction.{format}.{label}"),
            move |c| {
                let (count, dim) = cubes(N);
                let f = |n| buffer::<F>(c, n);
                guard_subtraction::launch::<F, R>(c, count, dim, f(1), f(N), f(1), f(2 * N), opaque)
            },
        ));
    }
    entries.push(entry(format!("guard.rounding_sum.{format}"), move |c| {
        let (count, dim) = cubes(N);
        let f = |n| buffer::<F>(c, n);
        rounding_sum::launch::<F, R>(c, count, dim, f(N), f(N), f(N))
    }));
    entries
}

fn catalogue_f32() -> Vec<Entry> {
    guard_entries::<f32>("f32")
}

fn catalogue_f16() -> Vec<Entry> {
    guard_entries::<half::f16>("f16")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signature::Layer;
    use crate::simulated::{Unit, BINARY32};

    #[test]
    fn round_to_nearest_gives_24_and_no_guard_bit_count() {
        let f = analyse(BINARY32, &simulate(&Unit::ieee(BINARY32), false), false);
        assert_eq!(f.evidence["test5_first_i"], "24");
        assert_eq!(f.evidence["test6_first_i_opaque"], "24");
        assert_eq!(f.evidence["rounding_class"], "nearest-even");
        assert!(f.verdict.contains("no guard-bit count"), "{}", f.verdict);
    }

    #[test]
    fn the_2006_adder_gives_26_and_two_guard_bits() {
        let f = analyse(
            BINARY32,
            &simulate(&Unit::truncating_adder(BINARY32, 2), false),
            false,
        );
        assert_eq!(f.evidence["test5_first_i"], "26");
        assert_eq!(f.evidence["test6_first_i_opaque"], "26");
        assert!(
            f.verdict.contains("toward-zero (chopped): 2 guard bits"),
            "{}",
            f.verdict
        );
        let f = analyse(
            BINARY32,
            &simulate(&Unit::truncating_adder(BINARY32, 1), false),
            false,
        );
        assert!(f.verdict.contains("1 guard bits"), "{}", f.verdict);
        let f = analyse(
            BINARY32,
            &simulate(&Unit::truncating_adder(BINARY32, 0), false),
            false,
        );
        assert_eq!(f.evidence["test5_first_i"], "24");
        assert!(f.verdict.contains("0 guard bits"), "{}", f.verdict);
    }

    #[test]
    fn exact_chopping_never_reaches_1_5() {
        let f = analyse(
            BINARY32,
            &simulate(&Unit::toward_zero(BINARY32), false),
            false,
        );
        assert_eq!(f.evidence["test5_first_i"], "none in 1..64");
        assert!(
            f.verdict.contains("guard bits not derivable"),
            "{}",
            f.verdict
        );
    }

    #[test]
    fn binary16_round_to_nearest_gives_11() {
        let f = analyse(BINARY16, &simulate(&Unit::ieee(BINARY16), false), false);
        assert_eq!(f.evidence["test5_first_i"], "11");
        assert_eq!(f.evidence["rounding_class"], "nearest-even");
    }

    #[test]
    fn a_folded_test6_is_reported_with_its_layer() {
        let f = analyse(BINARY32, &simulate(&Unit::ieee(BINARY32), true), false);
        assert_eq!(f.evidence["test6_first_i_plain"], "none in 1..64");
        assert_eq!(f.layer, Layer::Driver);
        assert!(f.verdict.contains("rewritten"));
    }
}
