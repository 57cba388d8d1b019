//! Runs of floats searched point by point, independently of pieces and models: where sin and
//! cos turn too often for pieces, and for `--exhaustive` over binary32, every input.
//!
//! A binary32 input's value comes from the C library's binary64 function (glibc on Linux):
//! its error, at most [`LIBM_ULPS`] ulps of binary64, is under `2^−19` of the binary32 grid,
//! so every input whose value lies within the criterion plus that bound of a breakpoint is
//! checked with MPFR and the rest are not cases. The same pass tests the split's claims on
//! the runs it was not asked to search: a zone's every input must lie that near a breakpoint,
//! an overflowing input's value at least `2^128` less that bound. A binary64 input goes to
//! MPFR directly.

use super::piece::Run;
use super::verify::{check, hex, Case};
use super::{Format, Function};
use rayon::prelude::*;
use rug::Float;

/// The C library's error assumed, in ulps of binary64: glibc documents at most 1 or 2 for
/// these functions on x86_64, and `the_c_library_is_well_within_its_assumed_error` measures it.
pub const LIBM_ULPS: f64 = 256.0;

/// What a run is expected to hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// Anything: its cases are searched.
    Search,
    /// Hard cases only (a zone of the split).
    Zone,
    /// Overflowing values only.
    Overflow,
}

/// `f(x)` by the C library in binary64.
pub fn libm(function: Function, x: f64) -> f64 {
    match function {
        Function::Exp => x.exp(),
        Function::Exp2 => x.exp2(),
        Function::Log => x.ln(),
        Function::Log2 => x.log2(),
        Function::Sin => x.sin(),
        Function::Cos => x.cos(),
    }
}

/// The binary32 number at an ordinal.
fn binary32_at(ord: i64) -> f32 {
    let magnitude = f32::from_bits(ord.unsigned_abs() as u32);
    if ord < 0 {
        -magnitude
    } else {
        magnitude
    }
}

/// The distance of `v` to the nearest binary32 breakpoint, in half ulps (the grid of `v`'s
/// binade, or of the smallest normal binade below it), computed exactly from `v`.
pub fn grid_distance(v: f64) -> f64 {
    let a = v.abs();
    let exponent = ((a.to_bits() >> 52) as i32 - 1023).max(Format::Binary32.min_exponent());
    let g = a * 2f64.powi(Format::Binary32.precision() as i32 - exponent);
    (g - g.round()).abs()
}

/// The bound on [`grid_distance`]'s error from the C library's: `LIBM_ULPS` ulps of a value
/// below `2^25` half ulps.
fn libm_margin() -> f64 {
    LIBM_ULPS * 2f64.powi(-52) * 2f64.powi(Format::Binary32.precision() as i32 + 1)
}

/// The cases among inputs `from..to` of a run (none for a zone or overflow run, whose claim is
/// tested instead: an error names the first input that contradicts it).
pub fn search_run(
    function: Function,
    format: Format,
    run: &Run,
    from: u64,
    to: u64,
    pprime: u32,
    expect: Expect,
) -> Result<Vec<Case>, String> {
    if format == Format::Binary64 {
        if expect != Expect::Search {
            return Err("only binary32 runs are tested against the C library".into());
        }
        let mut cases: Vec<Case> = (from..to)
            .into_par_iter()
            .map(|i| check(function, format, &run.input(i, format)))
            .filter(|c| c.is_hard(pprime))
            .collect();
        cases.sort_by(|a, b| a.x.partial_cmp(&b.x).expect("finite inputs"));
        return Ok(cases);
    }
    let near = 2f64.powi(-(pprime as i32)) + libm_margin();
    let overflow = 2f64.powi(Format::Binary32.max_exponent() + 1) * (1.0 - libm_margin());
    let contradiction = |o: i64, why: &str| {
        let x = Float::with_val(24, binary32_at(o));
        Err(format!(
            "the split's claim fails at x = {}: {}({}) {why} by the C library",
            hex(&x, format),
            function.name(),
            hex(&x, format)
        ))
    };
    let ords = (run.first + from as i64)..(run.first + to as i64);
    let checked: Result<Vec<Option<Case>>, String> = ords
        .into_par_iter()
        .map(|o| {
            let x = binary32_at(o);
            let v = libm(function, x as f64);
            match expect {
                Expect::Overflow if v.abs() < overflow => {
                    contradiction(o, &format!("= {v:e} does not overflow"))
                }
                Expect::Zone if grid_distance(v) > near => {
                    contradiction(o, &format!("= {v:e} is far from every breakpoint"))
                }
                Expect::Search if grid_distance(v) <= near => {
                    let case = check(function, format, &Float::with_val(24, x));
                    Ok(case.is_hard(pprime).then_some(case))
                }
                _ => Ok(None),
            }
        })
        .filter(|r| !matches!(r, Ok(None)))
        .collect();
    let mut cases: Vec<Case> = checked?.into_iter().flatten().collect();
    cases.sort_by(|a, b| a.x.partial_cmp(&b.x).expect("finite inputs"));
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// The C library's binary64 functions against MPFR on binary32 inputs of every binade
    /// (sin and cos up to 2^127): at most 2 ulps off, against the 256 assumed.
    #[test]
    fn the_c_library_is_well_within_its_assumed_error() {
        let mut rng = SmallRng::seed_from_u64(32);
        for function in Function::ALL {
            let mut worst = 0f64;
            for _ in 0..20_000 {
                let x = f32::from_bits(rng.random::<u32>() & 0x7f7f_ffff) as f64;
                let x = if function.in_domain(&Float::with_val(24, x)) {
                    x
                } else {
                    -x
                };
                let v = libm(function, x);
                if !v.is_finite() || v == 0.0 || v.abs() < f64::MIN_POSITIVE {
                    continue;
                }
                let exact = function.eval(&Float::with_val(24, x), 256);
                let ulp = 2f64.powi(((v.abs().to_bits() >> 52) as i32) - 1023 - 52);
                let error = Float::with_val(256, v - &exact).abs().to_f64() / ulp;
                worst = worst.max(error);
            }
            assert!(worst <= 2.0, "{}: {worst} ulps", function.name());
        }
    }

    #[test]
    fn grid_distance_is_the_distance_to_the_nearest_breakpoint() {
        // 1 + 2^-24 is the midpoint above 1: a breakpoint of round to nearest.
        assert_eq!(grid_distance(1.0 + 2f64.powi(-24)), 0.0);
        assert_eq!(grid_distance(1.0 + 2f64.powi(-25)), 0.5);
        assert_eq!(grid_distance(-(1.0 + 2f64.powi(-26))), 0.25);
        // Below the smallest normal binade the grid stays that of 2^-126: half an ulp 2^-150.
        assert_eq!(grid_distance(2f64.powi(-152)), 0.25);
        assert_eq!(grid_distance(2f64.powi(-149) * 3.0), 0.0);
    }
}
