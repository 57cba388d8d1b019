//! Cross-checks of the L-algorithm against the exhaustive search (`fpsig tmd-check`): slices of
//! an interval, at random places, around zeros of sin and cos, or around given inputs; on each,
//! the lines of the L-algorithm on an engine, of the exhaustive search on that engine's device,
//! and of the exhaustive search on the CPU, compared line for line.

use super::piece::{float_at, ordinal};
use super::search::{search, Discard, Engine, Request};
use super::verify::hex;
use super::Function;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rug::float::Constant;
use rug::Float;
use std::collections::BTreeSet;
use std::fmt;
use std::time::{Duration, Instant};

/// Bits of π and of the zeros computed from it: far beyond binary64's 2^1024.
const PREC: u32 = 1200;

/// Why a slice lies where it lies.
#[derive(Debug, Clone, PartialEq)]
pub enum Why {
    Random,
    /// Centred on the float nearest the zero `halves·π/2` of sin (even) or cos (odd).
    Zero {
        halves: i64,
    },
    /// Centred on an input asked for.
    Around,
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::Random => write!(f, "random"),
            Why::Zero { halves } if halves % 2 == 0 => write!(f, "zero {}π", halves / 2),
            Why::Zero { halves } => write!(f, "zero {halves}π/2"),
            Why::Around => write!(f, "around"),
        }
    }
}

/// One slice `[from, to)` of the interval.
#[derive(Debug, Clone)]
pub struct Slice {
    pub from: Float,
    pub to: Float,
    pub why: Why,
}

/// Which slices to check.
#[derive(Debug, Clone)]
pub struct Choice {
    pub random: usize,
    pub zeros: usize,
    pub around: Vec<Float>,
    /// Inputs per slice, log2.
    pub log2_inputs: u32,
    pub seed: u64,
}

/// The zeros of `function` in `[lo, hi)`: the first as a count of π/2 and how many there are
/// (sin: kπ, cos: (k+½)π); `None` for a function without them here.
fn zeros(function: Function, lo: &Float, hi: &Float) -> Option<(Float, u64)> {
    let odd = match function {
        Function::Sin => 0.0,
        Function::Cos => 1.0,
        _ => return None,
    };
    let half_pi = Float::with_val(PREC, Constant::Pi) / 2u32;
    // Zeros are (2k + odd)·π/2: k from the first at or above lo to the last below hi.
    let k_at =
        |x: &Float| Float::with_val(PREC, (Float::with_val(PREC, x / &half_pi) - odd) / 2u32);
    let first = k_at(lo).ceil();
    let mut last = k_at(hi).floor();
    if Float::with_val(PREC, (Float::with_val(PREC, &last * 2u32) + odd) * &half_pi) >= *hi {
        last -= 1;
    }
    let count = Float::with_val(PREC, &last - &first) + 1u32;
    let count = count.to_f64().max(0.0) as u64;
    Some((Float::with_val(PREC, &first * 2u32) + odd, count))
}

/// The slices `choice` asks for in `base`'s interval, always the same for the same seed.
pub fn slices(base: &Request, choice: &Choice) -> Result<Vec<Slice>, String> {
    let format = base.format;
    let (lo, hi) = (ordinal(&base.from, format), ordinal(&base.to, format));
    let width = 1i64
        .checked_shl(choice.log2_inputs)
        .filter(|w| *w <= hi - lo)
        .ok_or_else(|| {
            format!(
                "the interval holds fewer than 2^{} inputs",
                choice.log2_inputs
            )
        })?;
    let slice = |start: i64, why: Why| Slice {
        from: float_at(start, format),
        to: float_at(start + width, format),
        why,
    };
    let centred = |i: i64, why| slice((i - width / 2).clamp(lo, hi - width), why);
    let mut rng = SmallRng::seed_from_u64(choice.seed);
    let mut out: Vec<Slice> = (0..choice.random)
        .map(|_| slice(rng.random_range(lo..=hi - width), Why::Random))
        .collect();
    if choice.zeros > 0 {
        let (first, count) =
            zeros(base.function, &base.from, &base.to).ok_or("--zeros applies to sin and cos")?;
        if count == 0 {
            let name = base.function.name();
            return Err(format!("--zeros: {name} has no zero in the interval"));
        }
        let ks: BTreeSet<u64> = match count <= choice.zeros as u64 {
            true => (0..count).collect(),
            false => {
                let mut ks = BTreeSet::new();
                while ks.len() < choice.zeros {
                    ks.insert(rng.random_range(0..count));
                }
                ks
            }
        };
        let half_pi = Float::with_val(PREC, Constant::Pi) / 2u32;
        for k in ks {
            let halves = Float::with_val(PREC, &first + 2 * k);
            let zero = Float::with_val(format.precision(), &halves * &half_pi);
            let halves = halves.to_f64() as i64;
            out.push(centred(ordinal(&zero, format), Why::Zero { halves }));
        }
    }
    for x in &choice.around {
        if *x < base.from || *x >= base.to {
            return Err(format!("--around {}: not in the interval", hex(x, format)));
        }
        out.push(centred(ordinal(x, format), Why::Around));
    }
    Ok(out)
}

/// One search of a slice: its lines and its time.
#[derive(Debug, Clone, Default)]
pub struct Lines {
    pub lines: Vec<String>,
    pub time: Duration,
}

/// The three searches of one slice.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub slice: Slice,
    pub inputs: u64,
    pub l_algorithm: Lines,
    /// The exhaustive search on the engine's device (none for the CPU engine).
    pub device: Option<Lines>,
    pub cpu: Lines,
}

impl Outcome {
    /// Whether every search gave the same lines.
    pub fn agree(&self) -> bool {
        self.l_algorithm.lines == self.cpu.lines
            && self
                .device
                .as_ref()
                .is_none_or(|d| d.lines == self.cpu.lines)
    }

    /// Each line one search has and the exhaustive search on the CPU lacks, or the reverse.
    pub fn differences(&self) -> Vec<String> {
        let truth: BTreeSet<&String> = self.cpu.lines.iter().collect();
        let mut out = Vec::new();
        let mut compare = |name: &str, lines: &[String]| {
            let theirs: BTreeSet<&String> = lines.iter().collect();
            for line in theirs.difference(&truth) {
                out.push(format!("only the {name}: {line}"));
            }
            for line in truth.difference(&theirs) {
                out.push(format!("not the {name}: {line}"));
            }
        };
        compare("L-algorithm", &self.l_algorithm.lines);
        if let Some(d) = &self.device {
            compare("exhaustive search on the device", &d.lines);
        }
        out
    }
}

/// `slice` of `base` searched by the L-algorithm on `engine`, by the exhaustive search on the
/// engine's device, and by the exhaustive search on the CPU; each must cover every input.
pub fn check_slice(base: &Request, slice: &Slice, engine: Engine) -> Result<Outcome, String> {
    let mut request = base.clone();
    request.from = slice.from.clone();
    request.to = slice.to.clone();
    let inputs = (ordinal(&slice.to, base.format) - ordinal(&slice.from, base.format)) as u64;
    let run = |exhaustive: bool, engine: Engine| -> Result<Lines, String> {
        let mut r = request.clone();
        r.exhaustive = exhaustive;
        let start = Instant::now();
        let report = search(&r, engine, &mut Discard)?;
        if report.points != inputs {
            return Err(format!(
                "the search of [{}, {}) covered {} of its {inputs} inputs",
                hex(&slice.from, base.format),
                hex(&slice.to, base.format),
                report.points
            ));
        }
        Ok(Lines {
            lines: report.lines(),
            time: start.elapsed(),
        })
    };
    Ok(Outcome {
        slice: slice.clone(),
        inputs,
        l_algorithm: run(false, engine)?,
        device: match engine {
            Engine::Gpu(..) => Some(run(true, engine)?),
            Engine::Cpu => None,
        },
        cpu: run(true, Engine::Cpu)?,
    })
}

/// exp2 on 2^22 inputs each side of -1107, where its zone near 0 ends and a clear run begins.
#[cfg(test)]
pub(crate) fn across_the_end_of_exp2s_zone() -> Request {
    let (from, to) = ("-1107-2^-20", "-1107+2^-20");
    Request::parse(Function::Exp2, super::Format::Binary64, from, to, 32).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tmd::Format;

    fn request(function: Function, from: &str, to: &str) -> Request {
        Request::parse(function, Format::Binary64, from, to, 16).unwrap()
    }

    fn choice(random: usize, zeros: usize, log2_inputs: u32) -> Choice {
        Choice {
            random,
            zeros,
            around: Vec::new(),
            log2_inputs,
            seed: 7,
        }
    }

    /// Slices are 2^W inputs inside the interval, the same for the same seed, and a slice
    /// around a zero holds the float nearest it (negative inputs too).
    #[test]
    fn slices_lie_inside_and_zero_slices_hold_their_zero() {
        let negative = slices(&request(Function::Sin, "-4096", "-2048"), &choice(0, 3, 20));
        for s in negative.unwrap() {
            let Why::Zero { halves } = s.why else {
                panic!("{}", s.why)
            };
            assert!(halves <= -1304 && halves % 2 == 0, "{}", s.why);
            let zero = Float::with_val(PREC, Constant::Pi) * (halves / 2);
            assert!(s.from <= zero && zero < s.to, "{} not in its slice", s.why);
        }
        let base = request(Function::Sin, "2048", "4096");
        let c = choice(5, 3, 20);
        let (a, b) = (slices(&base, &c).unwrap(), slices(&base, &c).unwrap());
        assert_eq!(a.len(), 8);
        for (s, t) in a.iter().zip(&b) {
            assert_eq!((&s.from, &s.to, &s.why), (&t.from, &t.to, &t.why));
            assert!(s.from >= base.from && s.to <= base.to);
            let n = ordinal(&s.to, Format::Binary64) - ordinal(&s.from, Format::Binary64);
            assert_eq!(n, 1 << 20);
            if let Why::Zero { halves } = s.why {
                assert_eq!(halves % 2, 0, "sin's zeros are kπ");
                let zero = Float::with_val(PREC, Constant::Pi) * (halves / 2);
                assert!(s.from <= zero && zero < s.to, "{} not in its slice", s.why);
            }
        }
        // 652 zeros of sin lie in [2^11, 2^12): 652π to 1303π.
        let (first, count) = zeros(Function::Sin, &base.from, &base.to).unwrap();
        assert_eq!((first.to_f64(), count), (1304.0, 652));
        let (first, count) = zeros(Function::Cos, &base.from, &base.to).unwrap();
        assert_eq!((first.to_f64(), count), (1305.0, 652));
    }

    /// An interval holding fewer zeros than asked gives each of them once; a function without
    /// zeros, a slice wider than the interval and an input outside it are refused.
    #[test]
    fn few_zeros_all_taken_and_impossible_slices_refused() {
        let base = request(Function::Cos, "1", "2");
        let got = slices(&base, &choice(0, 4, 10)).unwrap();
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].why, Why::Zero { halves: 1 });
        let none = slices(&request(Function::Sin, "1", "2"), &choice(0, 1, 10));
        assert!(none
            .unwrap_err()
            .contains("sin has no zero in the interval"));
        let exp = request(Function::Exp, "1", "2");
        assert!(slices(&exp, &choice(0, 1, 10))
            .unwrap_err()
            .contains("sin and cos"));
        let narrow = request(Function::Sin, "1", "1+2^-45");
        assert!(slices(&narrow, &choice(1, 0, 10))
            .unwrap_err()
            .contains("fewer than 2^10"));
        let mut c = choice(0, 0, 4);
        c.around = vec![Float::with_val(53, 3)];
        assert!(slices(&base, &c)
            .unwrap_err()
            .contains("not in the interval"));
    }

    /// On the CPU the L-algorithm and the exhaustive search agree on a slice across a zero of
    /// sin, and a line taken away from either side is reported as a difference.
    #[test]
    fn the_cpu_searches_agree_and_a_missing_line_is_a_difference() {
        let base = request(Function::Sin, "2048", "4096");
        let c = Choice {
            around: vec![Float::with_val(PREC, Constant::Pi) * 652u32],
            ..choice(0, 0, 16)
        };
        let slice = &slices(&base, &c).unwrap()[0];
        let outcome = check_slice(&base, slice, Engine::Cpu).unwrap();
        assert_eq!(outcome.inputs, 1 << 16);
        assert!(
            !outcome.cpu.lines.is_empty(),
            "p' = 16 leaves lines to compare"
        );
        assert!(outcome.agree(), "{:?}", outcome.differences());
        let mut lacking = outcome.clone();
        let missing = lacking.l_algorithm.lines.remove(0);
        assert!(!lacking.agree());
        assert_eq!(
            lacking.differences(),
            vec![format!("not the L-algorithm: {missing}")]
        );
        let mut extra = outcome;
        extra.device = Some(Lines {
            lines: vec!["0x1p+11  made up".into()],
            time: Duration::ZERO,
        });
        assert!(!extra.agree());
        assert_eq!(extra.differences().len(), 1 + extra.cpu.lines.len());
    }
}
