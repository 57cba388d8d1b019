//! Monotonicity (Mikaitis, "Monotonicity of multi-term floating-point adders", IEEE TC 2024):
//! can a larger input give a smaller `D`? A unit that aligns a step's addends to the largest
//! one and drops the bits below loses more of the small addends once the largest crosses into
//! the next binade. The pairs asked: `C` just below `2^E` and then `2^E` (one ulp of the
//! output larger), with `m` equal products `2^t` beside it, for every `m` up to `k` and every
//! `t` from below the last bit any model keeps up to the output's last bit.

use super::model::{most_extra_bits, pow2, Builder, Inputs, Query};
use crate::simulated::Format;

/// `E`: `2^E` below the output's largest value and within every input's products, high
/// enough that every `2^t` asked is a product of two normal binary16 values.
fn top(input: Inputs, output: Format) -> i32 {
    20.min(output.emax - 1).min(input.top())
}

/// Each pair, the smaller `C` first: `queries[2i]` and `queries[2i + 1]`. The products `2^t`
/// go no lower than the least product of two inputs.
pub fn queries(input: Inputs, output: Format, k: usize) -> Vec<Query> {
    let q = Builder { input, output, k };
    let e = top(input, output);
    let p_out = output.precision as i32;
    let (top, below) = (pow2(e), pow2(e) - pow2(e - p_out));
    // The last bit of the binade below 2^E.
    let last = e - p_out;
    let mut all = Vec::new();
    let lowest = (last - most_extra_bits(input, output) as i32 - 2).max(input.bottom());
    for t in lowest..=last {
        for m in 1..=k {
            for c in [below, top] {
                all.push(q.products(
                    format!("monotonic: C = {c:e} and {m} products 2^{t}"),
                    &vec![pow2(t); m],
                    c,
                ));
            }
        }
    }
    all
}

/// What the pairs' answers show.
#[derive(Debug, Clone, PartialEq)]
pub struct Monotonicity {
    pub pairs: usize,
    /// The pairs whose larger `C` gave the smaller `D`.
    pub decreases: usize,
    /// The first of them: what it asks, the smaller and the larger `C`'s answers.
    pub first: Option<(String, f64, f64)>,
}

pub fn read(queries: &[Query], answers: &[f64]) -> Monotonicity {
    let pairs: Vec<(&Query, f64, f64)> = queries
        .chunks(2)
        .zip(answers.chunks(2))
        .map(|(q, d)| (&q[0], d[0], d[1]))
        .collect();
    let decreasing: Vec<&(&Query, f64, f64)> = pairs.iter().filter(|(_, lo, hi)| hi < lo).collect();
    Monotonicity {
        pairs: pairs.len(),
        decreases: decreasing.len(),
        first: decreasing
            .first()
            .map(|(q, lo, hi)| (q.what.clone(), *lo, *hi)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::probes::mma::model::MatrixUnit;
    use crate::simulated::{Rounding, BINARY16, BINARY32, E4M3, TF32};

    fn shown(m: &MatrixUnit, k: usize) -> Monotonicity {
        let qs = queries(m.input, m.output, k);
        let answers: Vec<f64> = qs.iter().map(|q| m.dot(&q.a, &q.b, q.c)).collect();
        read(&qs, &answers)
    }

    /// A unit of 16 products per step, 2 extra bits, truncation and rounding toward zero (the
    /// H100's f16 -> f32 as measured) is not monotonic: twelve products one quantum each
    /// outweigh the ulp `C` gains, and are all lost once `C` reaches `2^E`. Exact addition
    /// (many extra bits, rounding to nearest) is; so is one product per step.
    #[test]
    fn truncating_wide_steps_are_caught_and_exact_ones_are_not() {
        let unit = MatrixUnit::plain(
            Inputs::same(BINARY16),
            BINARY32,
            16,
            2,
            Rounding::TowardZero,
        );
        let found = shown(&unit, 16);
        assert!(found.decreases > 0, "{found:?}");
        let (what, lo, hi) = found.first.unwrap();
        assert!(hi < lo && what.contains("12 products"), "{what}: {lo} {hi}");
        let exact = MatrixUnit {
            extra_bits: 40,
            rounding: Rounding::NearestEven,
            ..unit
        };
        assert_eq!(shown(&exact, 16).decreases, 0);
        let single = MatrixUnit { width: 1, ..unit };
        assert_eq!(shown(&single, 16).decreases, 0);
        let tf32 = MatrixUnit {
            input: Inputs::same(TF32),
            width: 4,
            ..unit
        };
        assert_eq!(shown(&tf32, 8).pairs, 8 * 19);
        let f16 = MatrixUnit {
            output: BINARY16,
            ..unit
        };
        assert!(shown(&f16, 16).decreases > 0);
        // e4m3's products reach 2^-18: from there to 2^-10, the last bit below 2^14, 9 of them.
        let e4m3 = MatrixUnit {
            input: Inputs::same(E4M3),
            ..unit
        };
        assert_eq!(shown(&e4m3, 32).pairs, 32 * 9);
        assert!(shown(&e4m3, 32).decreases > 0);
    }
}
