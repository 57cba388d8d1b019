//! Zones: long runs of inputs that are all hard-to-round cases, listed as ranges instead of
//! one line per input. They are where a function barely moves away from a breakpoint: exp
//! and cos near 0 (within 2^−p' of 1), exp far below 0 (within 2^−p' of 0), sin near 0 (sin x
//! within 2^−p' of x, itself a float) — about 10^9 binary32 inputs per function.
//!
//! The proof. On a piece `f` is monotone and `F(t) = f(x_t)/h` has its breakpoints at the
//! integers. For an integer `k`, the inputs with `|F(t) − k| < 2^−p'` are the preimage of an
//! interval under a monotone function: one run of consecutive inputs. Where `f(x) − x` is
//! monotone ([`Function::minus_identity_is_monotone`]) and every input of the piece is a
//! multiple of `h`, the same holds for `|F(t) − x_t/h| < 2^−p'`, `x_t/h` being an integer. So
//! a run whose two ends pass (MPFR, 256 bits) holds hard cases only, and on it `|F − k|` (or
//! `|F − x/h|`) never exceeds its larger value at the ends. The ends are found by bisection
//! from an end of the piece.
//!
//! *Clear runs*, the same proof the other way: beside a zone (and wherever a piece starts or
//! ends barely moving near a breakpoint) the inputs within 2^−[`CLEAR_LOG2`] grid units of
//! one reference are one run; where `F − k` (or `F − x/h`) has the same sign at its two ends
//! and neither end lies nearer than 2^−p', no input between does, and each is nearer to that
//! reference than to any other breakpoint: the run holds no case. The L-algorithm could
//! not tell them from cases (its window exceeds 2^−p' by its arithmetic's error, up to 2^−43
//! grid units at N = 2^20, and such a run may hold 2^41 inputs within it: every one a
//! candidate for MPFR), so they are carved out and counted, and `--exhaustive` searches them.

use super::piece::{ordinal, Piece, Run};
use super::verify::{check, hex, Breakpoint};
use super::{Format, Function};
use rug::Float;
use std::fmt;

/// Working precision of the evaluations (values reach 2^54 and need 2^−200 absolute).
const PREC: u32 = 256;

/// Runs shorter than this stay in their piece, whose search lists them input by input.
pub const MIN_ZONE: u64 = 1024;

/// A clear run's inputs lie within 2^−CLEAR_LOG2 grid units of its reference.
pub const CLEAR_LOG2: u32 = 20;

/// Clear runs shorter than this stay in their piece.
pub const MIN_CLEAR: u64 = 1 << 16;

/// What every input of a zone is near.
#[derive(Debug, Clone, PartialEq)]
pub enum Reference {
    /// One breakpoint, given as its value.
    Breakpoint(Float, Breakpoint),
    /// The input itself (a float of the output's grid).
    Input,
}

/// A run of inputs that are all hard-to-round cases.
#[derive(Debug, Clone)]
pub struct Zone {
    pub function: Function,
    pub format: Format,
    pub run: Run,
    pub reference: Reference,
    /// log2 of the largest distance to the reference over the run, in ulps of `f(x)`.
    pub log2_distance_ulps: f64,
    /// The fewest identical bits after the rounding bit over the run.
    pub least_run: u32,
}

impl Zone {
    /// The run's first input (where it sorts among cases).
    pub fn first(&self) -> Float {
        self.run.input(0, self.format)
    }

    /// Whether `next` starts where this zone ends, near the same reference.
    pub fn touches(&self, next: &Zone) -> bool {
        self.run.end == next.run.first && self.reference == next.reference
    }

    /// This zone and the one that [`Zone::touches`] it, as one.
    pub fn absorb(&mut self, next: Zone) {
        self.run.end = next.run.end;
        self.log2_distance_ulps = self.log2_distance_ulps.max(next.log2_distance_ulps);
        self.least_run = self.least_run.min(next.least_run);
    }
}

impl fmt::Display for Zone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (lo, hi) = self.run.ends(self.format);
        let near = match &self.reference {
            Reference::Breakpoint(v, Breakpoint::Float) if v.is_zero() => "0".to_string(),
            Reference::Breakpoint(v, Breakpoint::Float) => {
                format!("the float {}", hex(v, self.format))
            }
            Reference::Breakpoint(v, Breakpoint::Midpoint) => {
                format!("the midpoint {}", v.to_f64())
            }
            Reference::Input => "x itself".to_string(),
        };
        // Both ends exactly on the reference: every input between is (the run is monotone).
        let closeness = if self.log2_distance_ulps == f64::NEG_INFINITY {
            "exactly on it".to_string()
        } else {
            format!(
                "run >= {}  distance <= 2^{:.2} ulp",
                self.least_run, self.log2_distance_ulps
            )
        };
        write!(
            f,
            "{}..{}  zone: all {} inputs, {closeness}  {}(x) near {near}",
            hex(&lo, self.format),
            hex(&hi, self.format),
            self.run.points(),
            self.function.name()
        )
    }
}

/// A reference tried on a piece: the scaled distance of input `t` from it.
struct Trial<'a> {
    piece: &'a Piece,
    function: Function,
    scale: i32,
    /// `Some(k)`: one breakpoint; `None`: the input itself.
    breakpoint: Option<Float>,
}

impl Trial<'_> {
    /// The distance with [`PREC`] bits: enough to compare with a criterion of 2^−p' (a
    /// distance far below it may read as 0, which passes as it should); the run and distance a
    /// zone states come from [`check`] at its ends.
    fn distance(&self, t: u64) -> Float {
        self.signed(t).abs()
    }

    /// `F(t)` less the reference.
    fn signed(&self, t: u64) -> Float {
        let x = self.piece.input(t);
        let value = self.function.eval(&x, PREC) >> self.scale;
        let reference = match &self.breakpoint {
            Some(k) => k.clone(),
            None => Float::with_val(PREC, &x >> self.scale),
        };
        value - reference
    }

    fn passes(&self, t: u64, criterion: &Float) -> bool {
        self.distance(t) < *criterion
    }

    /// The last input, going from `end` (0 or the last) inward, of the run of passing inputs
    /// that starts at `end`, if `end` passes.
    fn reach(&self, from_start: bool, criterion: &Float) -> Option<u64> {
        let n = self.piece.points;
        let end = if from_start { 0 } else { n - 1 };
        if !self.passes(end, criterion) {
            return None;
        }
        // Invariant: `good` passes, `bad` does not (or lies beyond the piece).
        let (mut good, mut bad) = if from_start {
            (0i64, n as i64)
        } else {
            (end as i64, -1)
        };
        while (bad - good).abs() > 1 {
            let mid = good + (bad - good) / 2;
            if self.passes(mid as u64, criterion) {
                good = mid;
            } else {
                bad = mid;
            }
        }
        Some(good as u64)
    }
}

/// A piece after [`carve`], in input order.
#[derive(Debug, Clone)]
pub enum Part {
    /// A zone; where it is the whole piece, that piece (a short zone stays one only where it
    /// joins others, as sin's single input at each power of 2 does).
    Zone(Zone, Option<Piece>),
    /// A clear run: inputs proved to hold no case.
    Clear(Piece),
    /// Inputs to search.
    Piece(Piece),
}

/// The references tried at input `end` of `piece`: the breakpoint nearest `F(end)`, and the
/// input itself where `f(x) − x` is monotone and the inputs lie on the output's grid.
fn trials(function: Function, format: Format, piece: &Piece, end: u64) -> Vec<Trial<'_>> {
    let scale = piece.out_exponent - format.precision() as i32;
    let on_grid =
        piece.log2_spacing >= scale && Float::with_val(PREC, &piece.x0 >> scale).is_integer();
    let flat = Trial {
        piece,
        function,
        scale,
        breakpoint: Some(
            Float::with_val(PREC, function.eval(&piece.input(end), PREC) >> scale).round(),
        ),
    };
    let input = (function.minus_identity_is_monotone() && on_grid).then_some(Trial {
        piece,
        function,
        scale,
        breakpoint: None,
    });
    std::iter::once(flat).chain(input).collect()
}

/// The longest clear run of `piece` from its start (or its end): its length, if one of at
/// least [`MIN_CLEAR`] inputs passes the module's proof.
fn clear_run(
    function: Function,
    format: Format,
    piece: &Piece,
    from_start: bool,
    pprime: u32,
) -> Option<u64> {
    let n = piece.points;
    let criterion = Float::with_val(PREC, 1) >> pprime;
    let width = Float::with_val(PREC, 1) >> CLEAR_LOG2;
    let end = if from_start { 0 } else { n - 1 };
    trials(function, format, piece, end)
        .iter()
        .filter_map(|trial| {
            let reach = trial.reach(from_start, &width)?;
            let (first, last) = if from_start {
                (0, reach)
            } else {
                (reach, n - 1)
            };
            let ends = [trial.signed(first), trial.signed(last)];
            let proved = ends[0].is_sign_negative() == ends[1].is_sign_negative()
                && ends.iter().all(|d| d.clone().abs() >= criterion);
            Some(last - first + 1).filter(|len| proved && *len >= MIN_CLEAR)
        })
        .max()
}

/// Splits a piece into its zones (the whole piece, or [`MIN_ZONE`] inputs at least at either
/// end), the clear runs beside them, and what is left of it to search.
pub fn carve(function: Function, format: Format, piece: &Piece, pprime: u32) -> Vec<Part> {
    let criterion = Float::with_val(PREC, 1) >> pprime;
    let trials = |end: u64| trials(function, format, piece, end).into_iter();
    // The longest run from each end.
    let n = piece.points;
    let from_start = trials(0)
        .filter_map(|t| t.reach(true, &criterion).map(|last| (last + 1, t)))
        .max_by_key(|(len, _)| *len);
    if let Some((len, trial)) = from_start.as_ref().filter(|(len, _)| *len == n) {
        let whole = zone(function, format, piece, trial, 0, *len);
        return vec![Part::Zone(whole, Some(piece.clone()))];
    }
    let from_end = trials(n - 1)
        .filter_map(|t| t.reach(false, &criterion).map(|first| (n - first, t)))
        .max_by_key(|(len, _)| *len);
    let mut parts = Vec::new();
    let (mut first, mut end) = (0, n);
    if let Some((len, trial)) = from_start.filter(|(len, _)| *len >= MIN_ZONE) {
        parts.push(Part::Zone(
            zone(function, format, piece, &trial, 0, len),
            None,
        ));
        first = len;
    }
    let mut last = None;
    if let Some((len, trial)) = from_end.filter(|(len, _)| *len >= MIN_ZONE && n - len >= first) {
        last = Some(Part::Zone(
            zone(function, format, piece, &trial, n - len, n),
            None,
        ));
        end = n - len;
    }
    if first < end {
        parts.extend(clear(function, format, &piece.part(first, end), pprime));
    }
    parts.extend(last);
    parts
}

/// What is left of a piece beside its zones: its clear runs at either end, and the rest to
/// search.
fn clear(function: Function, format: Format, rest: &Piece, pprime: u32) -> Vec<Part> {
    let n = rest.points;
    let head = clear_run(function, format, rest, true, pprime).unwrap_or(0);
    if head == n {
        return vec![Part::Clear(rest.clone())];
    }
    let tail = clear_run(function, format, rest, false, pprime)
        .filter(|len| n - len >= head)
        .unwrap_or(0);
    let mut parts = Vec::new();
    if head > 0 {
        parts.push(Part::Clear(rest.part(0, head)));
    }
    if head < n - tail {
        parts.push(Part::Piece(rest.part(head, n - tail)));
    }
    if tail > 0 {
        parts.push(Part::Clear(rest.part(n - tail, n)));
    }
    parts
}

/// The zone of inputs `from..to` of a piece, all passing `trial`.
fn zone(
    function: Function,
    format: Format,
    piece: &Piece,
    trial: &Trial,
    from: u64,
    to: u64,
) -> Zone {
    // Every input of the zone is within the larger distance of its two ends (the module's
    // proof), told by the check every reported case passes.
    let ends = [from, to - 1].map(|t| check(function, format, &piece.input(t)));
    let least_run = ends
        .iter()
        .map(|c| c.run.unwrap_or(u32::MAX))
        .min()
        .expect("two ends");
    let log2_distance_ulps = ends
        .iter()
        .map(|c| c.log2_distance_ulps)
        .fold(f64::NEG_INFINITY, f64::max);
    let reference = match &trial.breakpoint {
        Some(k) => {
            let kind = if k.to_integer().is_some_and(|k| k.is_odd()) {
                Breakpoint::Midpoint
            } else {
                Breakpoint::Float
            };
            Reference::Breakpoint(Float::with_val(PREC, k << trial.scale), kind)
        }
        None => Reference::Input,
    };
    let first = ordinal(&piece.x0, format) + from as i64;
    Zone {
        function,
        format,
        run: Run {
            first,
            end: first + (to - from) as i64,
        },
        reference,
        log2_distance_ulps,
        least_run,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tmd::interval::{parse_endpoint, split};
    use crate::tmd::piece::float_at;
    use crate::tmd::pointwise::{search_run, Expect};
    use crate::tmd::verify::check;

    fn split32(function: Function, from: &str, to: &str) -> crate::tmd::interval::Split {
        let (from, to) = (parse_endpoint(from).unwrap(), parse_endpoint(to).unwrap());
        split(function, Format::Binary32, &from, &to, 24).unwrap()
    }

    /// Every input a zone holds is a hard case (997 inputs spread over it, and its ends).
    /// That nothing is lost beside zones, the searches against the exhaustive one show.
    fn assert_hard_throughout(function: Function, zone: &Zone) {
        let run = zone.run;
        let step = (run.points() / 997).max(1) as usize;
        for ord in (run.first..run.end).step_by(step).chain([run.end - 1]) {
            let case = check(function, Format::Binary32, &float_at(ord, Format::Binary32));
            assert!(case.is_hard(24), "{zone}: {case}");
        }
    }

    /// Near 2^-1000 exp(x) and cos(x) are within 2^-900 ulp of 1: 256 bits of MPFR tell no
    /// distance there (the zone read "run >= 4294967295  distance <= 2^-inf ulp"). The zone's
    /// run and distance are what MPFR says at its two ends with 40,000 bits.
    #[test]
    fn a_zone_of_tiny_binary64_inputs_states_its_true_distance() {
        for function in [Function::Exp, Function::Exp2, Function::Cos] {
            let (from, to) = (
                parse_endpoint("2^-1000").unwrap(),
                parse_endpoint("2^-999").unwrap(),
            );
            let s = split(function, Format::Binary64, &from, &to, 32).unwrap();
            assert_eq!(s.zones.len(), 1, "{}", function.name());
            let zone = &s.zones[0];
            let line = zone.to_string();
            assert!(
                !line.contains("inf") && !line.contains("4294967295"),
                "{line}"
            );
            let (lo, hi) = zone.run.ends(Format::Binary64);
            let largest = [lo, hi]
                .iter()
                .map(|x| {
                    let v = function.eval(x, 40_000);
                    let one = Float::with_val(40_000, 1);
                    Float::with_val(40_000, v - one).abs()
                        >> (-53 - i32::from(function == Function::Cos))
                })
                .max_by(|a, b| a.partial_cmp(b).unwrap())
                .unwrap();
            assert_eq!(zone.least_run, -largest.get_exp().unwrap() as u32, "{line}");
            assert!(zone.least_run > 900, "{line}");
        }
    }

    /// Past the end of the zones near 0 (exp2 below -1107) and near 1 (exp above 2^-85), the
    /// values stay within 2^-20 grid units of the same breakpoint over 2^41 inputs and more:
    /// carved as clear runs, checked at 1,000 inputs spread over each (no case), and the
    /// search of a slice across such an end finishes with the exhaustive search's lines (it
    /// had listed every input of the run as a candidate for MPFR).
    #[test]
    fn inputs_beside_a_zone_end_are_a_clear_run_without_cases() {
        for (function, from, to) in [
            (Function::Exp2, "-1107.5", "-1106"),
            (Function::Exp, "2^-85", "2^-84"),
        ] {
            let (lo, hi) = (parse_endpoint(from).unwrap(), parse_endpoint(to).unwrap());
            let s = split(function, Format::Binary64, &lo, &hi, 32).unwrap();
            let clear: u64 = s.clear.iter().map(|p| p.points).sum();
            assert!(
                clear >= 1 << 41,
                "{}: {clear} clear inputs",
                function.name()
            );
            for piece in &s.clear {
                let step = (piece.points / 997).max(1);
                for t in (0..piece.points)
                    .step_by(step as usize)
                    .chain([piece.points - 1])
                {
                    let case = check(function, Format::Binary64, &piece.input(t));
                    assert!(!case.is_hard(32), "{}: {case}", function.name());
                }
            }
        }
        // A slice of 2^24 inputs from the end of exp2's zone on: the L-algorithm, which skips
        // the clear run, and the exhaustive search, which searches it, give the same lines.
        let base = crate::tmd::check::across_the_end_of_exp2s_zone();
        let slice = crate::tmd::check::Slice {
            from: base.from.clone(),
            to: base.to.clone(),
            why: crate::tmd::check::Why::Around,
        };
        let o =
            crate::tmd::check::check_slice(&base, &slice, crate::tmd::search::Engine::Cpu).unwrap();
        assert!(o.agree(), "{:?}", o.differences());
        assert_eq!(o.cpu.lines.len(), 1, "one zone line: {:?}", o.cpu.lines);
    }

    #[test]
    fn exp_and_cos_near_zero_are_one_zone_near_one() {
        for function in [Function::Exp, Function::Cos] {
            let s = split32(function, "-2^-20", "2^-20");
            assert_eq!(s.zones.len(), 1, "{}", function.name());
            let zone = &s.zones[0];
            assert_eq!(
                zone.reference,
                Reference::Breakpoint(Float::with_val(24, 1), Breakpoint::Float)
            );
            assert!(zone.least_run >= 24 && zone.log2_distance_ulps < -25.0 + 1e-9);
            let (lo, hi) = zone.run.ends(Format::Binary32);
            assert!(lo < 0 && hi > 0, "{zone}");
            assert_hard_throughout(function, zone);
        }
    }

    #[test]
    fn sin_near_zero_is_near_x_itself_on_both_sides() {
        let s = split32(Function::Sin, "-2^-21", "2^-21");
        assert!(s.zones.len() >= 2, "{:?}", s.zones);
        assert!(s.zones.iter().all(|z| z.reference == Reference::Input));
        assert_eq!(s.zeros.len(), 1);
        for zone in &s.zones {
            assert_hard_throughout(Function::Sin, zone);
        }
        // Far from zero sin leaves x: no zone.
        assert!(split32(Function::Sin, "0.5", "1").zones.is_empty());
    }

    #[test]
    fn exp_far_below_zero_is_a_zone_near_zero_after_the_subnormals() {
        let s = split32(Function::Exp, "-2^7", "-80");
        assert_eq!(s.zones.len(), 1);
        let zone = &s.zones[0];
        assert_eq!(
            zone.reference,
            Reference::Breakpoint(Float::new(24), Breakpoint::Float)
        );
        assert!(zone.to_string().contains("near 0"), "{zone}");
        // Then a clear run (the values within 2^-20 of 0), then the pieces.
        assert_eq!(zone.run.end, s.clear[0].run(Format::Binary32).first);
        assert_eq!(
            s.clear[0].run(Format::Binary32).end,
            s.pieces[0].run(Format::Binary32).first
        );
        assert_hard_throughout(Function::Exp, zone);
        // Below the smallest normal binade the pieces share its grid.
        assert!(s.pieces.iter().any(|p| p.out_exponent == -126));
        assert!(s.pieces.iter().all(|p| p.out_exponent >= -126));
    }

    /// The C library pass refutes what it can tell apart within its error margin: a zone
    /// stretched to inputs 2^6 times the criterion away from 1, an overflow claimed one input
    /// early.
    #[test]
    fn claims_the_c_library_can_tell_apart_are_refuted() {
        let s = split32(Function::Exp, "-2^-20", "2^-20");
        let (f, b) = (Function::Exp, Format::Binary32);
        let mut run = s.zones[0].run;
        let n = run.points();
        assert!(search_run(f, b, &run, n - (1 << 16), n, 24, Expect::Zone).is_ok());
        run.end = crate::tmd::piece::ordinal(&parse_endpoint("2^-42").unwrap(), b) + 1;
        let err = search_run(f, b, &run, n, run.points(), 24, Expect::Zone).unwrap_err();
        assert!(err.contains("far from every breakpoint"), "{err}");

        let s = split32(Function::Exp, "88", "89");
        assert_eq!(s.overflows.len(), 1);
        let mut run = s.overflows[0];
        assert!(search_run(f, b, &run, 0, run.points(), 24, Expect::Overflow).is_ok());
        run.first -= 1;
        let err = search_run(f, b, &run, 0, 1, 24, Expect::Overflow).unwrap_err();
        assert!(err.contains("does not overflow"), "{err}");
    }
}
