//! How a backend rounds `f32 → f16` (the cast every mixed-precision kernel does; WGSL and
//! Vulkan leave its rounding to the implementation): on f16 grid points, the midpoints between
//! neighbours (ties), values just below and above them, the overflow threshold and the
//! subnormal range, which IEEE rounding modes every result is consistent with.

use super::no_rules;
use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use crate::device::{arg, cubes, download, uninit, upload};
use crate::evidence::Field;
use crate::shaders::declared::{buffer, entry, f32s, no_joins, Entry, Kernels, N, R};
use crate::shown::{token, Class, Shown, Token};
use crate::signature::{Finding, Layer};
use crate::simulated::{Rounding, Unit, BINARY16};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::convert::narrowed;
use half::f16;
use rug::Float;
use std::collections::BTreeMap;

pub const FAMILY: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::convert::SOURCE,
        catalogue,
        joined: no_joins,
        static_reading: &[],
    },
    id: "convert",
    findings: &[("convert.f32_to_f16", TEST)],
    needs: Need::F16,
    run,
    rules: no_rules,
    shown: SHOWN,
};

/// A conversion: per IEEE rounding mode (`nearest-even`, `toward-zero`, each also with
/// subnormal results flushed: `-flush`), how many results differ from it.
pub const MISMATCHES_BY_MODE: Field<BTreeMap<String, u64>> = Field::new("mismatches_by_mode");

const SHOWN: Shown = Shown {
    token: mode_token,
    section: |_| None,
    figures: |_| Vec::new(),
};

/// The first rounding mode every cast agrees with (`RN`, `RZ`, `+FTZ` where subnormal results
/// are flushed), or that none does.
fn mode_token(finding: &Finding) -> Option<Token> {
    let by_mode = MISMATCHES_BY_MODE.get(finding).ok()?;
    Some(match by_mode.iter().find(|(_, n)| **n == 0) {
        Some((mode, _)) => {
            let text = mode
                .replace("nearest-even", "RN")
                .replace("toward-zero", "RZ")
                .replace("-flush", "+FTZ");
            let class = if text == "RN" {
                Class::Ieee
            } else {
                Class::Near
            };
            token(text, class)
        }
        None => token("no IEEE mode", Class::Off),
    })
}

const TEST: &str =
    "conversion f32 -> f16: rounding of ties, near-ties, overflow and subnormal results";

/// The f16 significands (of 10 bits) the inputs are built around, in every binade.
const SIGNIFICANDS: [u16; 6] = [0, 1, 2, 0x1ff, 0x200, 0x3ff];

/// The inputs: around each positive and negative f16 grid point `h` (every binade, subnormal
/// ones included) `h` itself, a quarter of the way to its upper neighbour, the midpoint (a
/// tie) and the binary32 neighbours of the midpoint; then the overflow threshold and values
/// below the smallest subnormal, with their binary32 neighbours.
pub fn inputs() -> Vec<f32> {
    let mut xs = Vec::new();
    for exponent in 0..31u16 {
        for m in SIGNIFICANDS {
            let h = f16::from_bits(exponent << 10 | m).to_f32();
            // The next f16 up; past the largest, where the grid would go on (2^16).
            let up = match f16::from_bits((exponent << 10 | m) + 1).to_f32() {
                next if next.is_finite() => next,
                _ => 65536.0,
            };
            let tie = (h + up) / 2.0; // exact: 13 bits above h's last f16 bit, within f32
            for x in [
                h,
                h + (up - h) / 4.0,
                tie,
                f32::from_bits(tie.to_bits() - 1),
                f32::from_bits(tie.to_bits() + 1),
            ] {
                xs.extend([x, -x]);
            }
        }
    }
    let half_min = f16::from_bits(1).to_f32() / 2.0;
    for x in [
        65504.0f32,
        65520.0,
        65536.0,
        1.0e5,
        half_min,
        half_min / 2.0,
    ] {
        for v in [
            x,
            f32::from_bits(x.to_bits() - 1),
            f32::from_bits(x.to_bits() + 1),
        ] {
            xs.extend([v, -v]);
        }
    }
    xs
}

/// The IEEE rounding modes a conversion is compared with, by the name evidence uses.
fn modes() -> Vec<(&'static str, Unit)> {
    let unit = |rounding, flush_subnormals| Unit {
        rounding,
        flush_subnormals,
        ..Unit::ieee(BINARY16)
    };
    vec![
        ("nearest-even", unit(Rounding::NearestEven, false)),
        ("nearest-even-flush", unit(Rounding::NearestEven, true)),
        ("toward-zero", unit(Rounding::TowardZero, false)),
        ("toward-zero-flush", unit(Rounding::TowardZero, true)),
    ]
}

/// `x` rounded to f16 by `unit`, as bits (a zero keeps the sign of `x`).
fn converted(unit: &Unit, x: f32) -> u16 {
    let r = unit.round(&Float::with_val(24, x));
    let bits = f16::from_f64(r).to_bits();
    if r == 0.0 && x.is_sign_negative() {
        bits | 0x8000
    } else {
        bits
    }
}

/// The conversions a unit gives: what the analysis is tested on.
#[cfg(test)]
fn simulate(unit: &Unit, xs: &[f32]) -> Vec<u16> {
    xs.iter().map(|&x| converted(unit, x)).collect()
}

/// The finding for results `got` (f16 bits) of converting `xs`.
pub fn analyse(xs: &[f32], got: &[u16]) -> Finding {
    let mut mismatches = BTreeMap::new();
    let mut first = BTreeMap::new();
    for (name, unit) in modes() {
        let wrong: Vec<usize> = (0..xs.len())
            .filter(|&i| converted(&unit, xs[i]) != got[i])
            .collect();
        mismatches.insert(name.to_string(), wrong.len() as u64);
        if let Some(&i) = wrong.first() {
            let line = format!(
                "f16({:#010x}) = {:#06x}, {name} gives {:#06x}",
                xs[i].to_bits(),
                got[i],
                converted(&unit, xs[i])
            );
            first.insert(name.to_string(), line);
        }
    }
    let consistent: Vec<&str> = mismatches
        .iter()
        .filter(|(_, &n)| n == 0)
        .map(|(m, _)| m.as_str())
        .collect();
    let verdict = if consistent.is_empty() {
        let (closest, n) = mismatches
            .iter()
            .min_by_key(|(_, &n)| n)
            .expect("modes are compared");
        format!(
            "no IEEE rounding mode: {n} of {} results differ from the closest, {closest}",
            xs.len()
        )
    } else {
        format!("consistent with {}", consistent.join(", "))
    };
    let finding = Finding::new(TEST, verdict, Layer::Execution)
        .with("inputs", xs.len())
        .with(
            "first_mismatch",
            serde_json::to_value(first).expect("plain data"),
        );
    MISMATCHES_BY_MODE.put(finding, mismatches)
}

struct Measure<'a> {
    xs: &'a [f32],
}

impl RuntimeVisitor for Measure<'_> {
    type Output = Result<Vec<u16>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let n = self.xs.len();
        let x = upload(client, self.xs);
        let out = uninit::<R, f16>(client, n);
        let (count, dim) = cubes(n);
        narrowed::launch::<f32, f16, R>(client, count, dim, arg(&x, n), arg(&out, n));
        let got: Vec<f16> = download(client, out)?;
        Ok(got.into_iter().map(f16::to_bits).collect())
    }
}

fn run(backend: &Backend) -> Result<Findings, String> {
    let xs = inputs();
    let (got, source) = captured(backend, "convert", || backend.visit(Measure { xs: &xs }))?;
    let hashes = shader_hashes(&VariantSources::from([("narrowed", source)]));
    Ok(vec![(
        "convert.f32_to_f16",
        analyse(&xs, &got).with("shaders", hashes),
    )])
}

/// The conversion kernel, for the catalogue.
fn catalogue() -> Vec<Entry> {
    vec![entry("convert.narrowed.f32_f16", |c| {
        let (count, dim) = cubes(N);
        narrowed::launch::<f32, f16, R>(c, count, dim, f32s(c, N), buffer::<f16>(c, N))
    })]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each simulated conversion is recognised as its own mode, and only modes that agree on
    /// every input are named together.
    #[test]
    fn each_mode_is_recognised_and_told_from_the_others() {
        let xs = inputs();
        for (name, unit) in modes() {
            let f = analyse(&xs, &simulate(&unit, &xs));
            let counts = MISMATCHES_BY_MODE.get(&f).unwrap();
            assert_eq!(counts[name], 0, "{name}: {}", f.verdict);
            let others: Vec<&String> = counts
                .iter()
                .filter(|(_, &n)| n == 0)
                .map(|(m, _)| m)
                .collect();
            assert_eq!(others, [name], "{name}: {}", f.verdict);
            assert_eq!(f.verdict, format!("consistent with {name}"));
        }
    }

    /// Ties rounded away from zero are no IEEE mode of the set: named as such, with the
    /// closest mode and its first disagreement.
    #[test]
    fn ties_away_from_zero_match_no_mode() {
        let xs = inputs();
        let nearest = modes().remove(0).1;
        let got: Vec<u16> = xs
            .iter()
            .map(|&x| {
                let r = converted(&nearest, x);
                let (lo, hi) = (f16::from_bits(r & 0x7fff).to_f32(), x.abs());
                let up = f16::from_bits((r & 0x7fff) + 1).to_f32();
                let tie_down = hi > lo && hi - lo == up - hi;
                if tie_down {
                    (r & 0x8000) | ((r & 0x7fff) + 1)
                } else {
                    r
                }
            })
            .collect();
        let f = analyse(&xs, &got);
        assert!(
            f.verdict.starts_with("no IEEE rounding mode: ")
                && f.verdict.ends_with("closest, nearest-even"),
            "{}",
            f.verdict
        );
        assert!(f.evidence["first_mismatch"]["nearest-even"].is_string());
    }

    #[test]
    fn the_inputs_reach_ties_overflow_and_subnormals() {
        let xs = inputs();
        assert!(xs.contains(&65520.0) && xs.contains(&-65520.0));
        let min = f16::from_bits(1).to_f32();
        assert!(xs.contains(&(min / 2.0)) && xs.contains(&(1.0 + 2f32.powi(-11))));
        assert!(xs.iter().all(|x| x.is_finite()));
    }
}
