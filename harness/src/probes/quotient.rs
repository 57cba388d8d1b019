//! Correct rounding of `x/y` and `sqrt(x)` in binary32, against MPFR, on fixed-seed operands: the
//! signed ulp error interval and how many results are not correctly rounded.

use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use super::{no_rules, PLAIN};
use crate::device::{arg, cubes, download, uninit, upload};
use crate::shaders::declared::{entry, f32s, no_joins, Entry, Kernels, N, R};
use crate::signature::{Finding, Layer};
use crate::simulated::{Unit, BINARY32};
use crate::ulp::envelope::binary32::ordered_distance;
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::paper::quotient::div_sqrt;
use rand::{Rng, SeedableRng};

pub const FAMILY: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::paper::quotient::SOURCE,
        catalogue,
        joined: no_joins,
        static_reading: &[],
    },
    id: "quotient",
    findings: &[("quotient.div", DIV), ("quotient.sqrt", SQRT)],
    needs: Need::Nothing,
    run,
    rules: no_rules,
    shown: PLAIN,
};

const DIV: &str = "correct rounding of x/y, binary32 (Paranoia's division checks, quick count)";
const SQRT: &str =
    "correct rounding of sqrt(x), binary32 (Paranoia's square-root checks, quick count)";

/// 2^14 operand pairs, normal range, from a fixed seed.
pub const PAIRS: usize = 1 << 14;
const SEED: u64 = 0x4449_5653;

pub fn operands() -> (Vec<f32>, Vec<f32>) {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(SEED);
    let mut draw = || {
        let significand = 1.0 + rng.random::<u32>() as f64 / 2f64.powi(32);
        (significand * 2f64.powi(rng.random_range(-20..=20))) as f32
    };
    (0..PAIRS).map(|_| (draw(), draw())).unzip()
}

struct Measure<'a> {
    x: &'a [f32],
    y: &'a [f32],
}

impl RuntimeVisitor for Measure<'_> {
    type Output = Result<Vec<f32>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let n = self.x.len();
        let (x, y) = (upload(client, self.x), upload(client, self.y));
        let out = uninit::<R, f32>(client, 2 * n);
        let (count, dim) = cubes(n);
        div_sqrt::launch::<R>(client, count, dim, arg(&x, n), arg(&y, n), arg(&out, 2 * n));
        download(client, out)
    }
}

fn run(backend: &Backend) -> Result<Findings, String> {
    let (x, y) = operands();
    let (rows, source) = captured(backend, "quotient", || {
        backend.visit(Measure { x: &x, y: &y })
    })?;
    let hashes = shader_hashes(&VariantSources::from([("div_sqrt", source)]));
    let (div, sqrt) = rows.split_at(PAIRS);
    let (div_ref, sqrt_ref) = evaluate(&Unit::ieee(BINARY32), &x, &y);
    Ok(vec![
        (
            "quotient.div",
            analyse(DIV, div, &div_ref).with("shaders", hashes.clone()),
        ),
        (
            "quotient.sqrt",
            analyse(SQRT, sqrt, &sqrt_ref).with("shaders", hashes),
        ),
    ])
}

/// `x/y` and `sqrt(x)` as `unit` rounds them.
pub fn evaluate(unit: &Unit, x: &[f32], y: &[f32]) -> (Vec<f32>, Vec<f32>) {
    let div = x
        .iter()
        .zip(y)
        .map(|(&a, &b)| unit.div(a as f64, b as f64) as f32)
        .collect();
    let sqrt = x.iter().map(|&a| unit.sqrt(a as f64) as f32).collect();
    (div, sqrt)
}

pub fn analyse(test: &str, got: &[f32], want: &[f32]) -> Finding {
    let errors: Vec<i64> = got
        .iter()
        .zip(want)
        .map(|(&g, &w)| ordered_distance(g, w))
        .collect();
    let wrong = errors.iter().filter(|&&e| e != 0).count();
    let (lo, hi) = (
        errors.iter().copied().min().unwrap_or(0),
        errors.iter().copied().max().unwrap_or(0),
    );
    let verdict = if wrong == 0 {
        "correctly rounded on every operand".to_string()
    } else {
        format!(
            "not correctly rounded: {wrong} of {} results off, error in [{lo}, {hi}] ulp",
            got.len()
        )
    };
    let worst = errors
        .iter()
        .enumerate()
        .max_by_key(|(_, e)| e.abs())
        .filter(|(_, e)| **e != 0)
        .map(|(i, _)| format!("{} (got {:#010x})", super::hex32(want[i]), got[i].to_bits()));
    let mut f = Finding::new(test, verdict, Layer::Execution)
        .with("operands", got.len())
        .with("not_correctly_rounded", wrong)
        .with("ulp_interval", format!("[{lo}, {hi}]"));
    if let Some(w) = worst {
        f = f.with("worst_reference", w);
    }
    f
}

/// The quick count's kernel, for the catalogue.
fn catalogue() -> Vec<Entry> {
    vec![entry("quotient.div_sqrt", |c| {
        let (count, dim) = cubes(N);
        div_sqrt::launch::<R>(c, count, dim, f32s(c, N), f32s(c, N), f32s(c, 2 * N))
    })]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn correct_rounding_and_chopping_are_told_apart() {
        let (x, y) = operands();
        let (div, sqrt) = evaluate(&Unit::ieee(BINARY32), &x, &y);
        let (div_rz, sqrt_rz) = evaluate(&Unit::toward_zero(BINARY32), &x, &y);
        assert_eq!(
            analyse(DIV, &div, &div).verdict,
            "correctly rounded on every operand"
        );
        let f = analyse(DIV, &div_rz, &div);
        assert!(f.verdict.contains("error in [-1, 0] ulp"), "{}", f.verdict);
        assert!(analyse(SQRT, &sqrt_rz, &sqrt)
            .verdict
            .starts_with("not correctly rounded"));
    }
}
