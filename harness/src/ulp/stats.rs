//! What a sweep accumulates per function: the signed ulp error interval against the exact value,
//! a histogram of distances from the correctly rounded result, the worst input, flush-to-zero
//! allowances, special-value mismatches, and each API envelope's violations. Blocks of inputs
//! are counted independently (in parallel) and merged in input order, so results are the same
//! on any number of threads.

use super::envelope::binary32::{ordered_distance, ulp};
use super::envelope::{acceptance, accepts, Api, Binary32};
use super::reference::{reference, Reference};
use super::{Args, Function};

/// Histogram bins: distances −SPAN..=SPAN from the correctly rounded result, one bin below and
/// one above, one for NaN results, and one each for results that are correctly rounded only
/// with subnormal inputs read as zero, or that are zero for a subnormal result (flush to zero
/// counts as matching; these stay out of the error interval).
pub const SPAN: i64 = 16;
pub const BINS: usize = (2 * SPAN + 6) as usize;
const BELOW: usize = 0;
const ABOVE: usize = (2 * SPAN + 2) as usize;
pub const NAN: usize = (2 * SPAN + 3) as usize;
pub const FLUSHED_INPUT: usize = (2 * SPAN + 4) as usize;
pub const FLUSHED_OUTPUT: usize = (2 * SPAN + 5) as usize;

/// One evaluation worth showing.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Example {
    pub args: Args,
    pub got: f32,
    pub exact: f64,
    /// Signed error in ulps of the exact value.
    pub error: f64,
}

/// One API envelope's tally, in any format (`E` is the format's example).
#[derive(Debug, Clone, PartialEq)]
pub struct EnvelopeTally<E = Example> {
    pub violations: u64,
    /// Results accepted only with subnormal operands read as zeros.
    pub accepted_flushed: u64,
    /// The violation of largest |error| (the first among equals).
    pub worst: Option<E>,
}

impl<E> Default for EnvelopeTally<E> {
    fn default() -> Self {
        EnvelopeTally {
            violations: 0,
            accepted_flushed: 0,
            worst: None,
        }
    }
}

/// An example a map keeps (binary32's [`Example`], or the other formats'): its signed error in
/// ulps of the exact value.
pub trait MapExample: Copy {
    fn error(&self) -> f64;
}

impl MapExample for Example {
    fn error(&self) -> f64 {
        self.error
    }
}

/// What a map accumulates, in any format (`E` is the format's example).
#[derive(Debug, Clone, PartialEq)]
pub struct MapStats<E> {
    pub inputs: u64,
    /// Inputs with finite operands and a finite exact value: the ulp map proper.
    pub compared: u64,
    /// Inputs with a non-finite operand, or whose exact value is not finite or overflows
    /// the format: NaN or ±inf is the expected result.
    pub special: u64,
    pub special_mismatches: u64,
    /// Special inputs whose result is right only with subnormal operands read as zero.
    pub special_flushed: u64,
    pub special_example: Option<E>,
    /// Compared results that are not the correctly rounded one, flush-to-zero aside.
    pub not_rounded: u64,
    /// Results equal to the correctly rounded value of the flushed operands only.
    pub flushed_inputs: u64,
    /// ±0 where the correctly rounded result is subnormal.
    pub flushed_outputs: u64,
    /// binary32 references MPFR decided (the others came from f64; the other formats' are
    /// all MPFR's and not counted).
    pub rechecked: u64,
    pub histogram: [u64; BINS],
    pub min: Option<E>,
    pub max: Option<E>,
    pub envelopes: Vec<(Api, EnvelopeTally<E>)>,
}

/// The binary32 map.
pub type Stats = MapStats<Example>;

impl<E> Default for MapStats<E> {
    fn default() -> Self {
        MapStats {
            inputs: 0,
            compared: 0,
            special: 0,
            special_mismatches: 0,
            special_flushed: 0,
            special_example: None,
            not_rounded: 0,
            flushed_inputs: 0,
            flushed_outputs: 0,
            rechecked: 0,
            histogram: [0; BINS],
            min: None,
            max: None,
            envelopes: Api::ALL
                .iter()
                .map(|&a| (a, EnvelopeTally::default()))
                .collect(),
        }
    }
}

impl<E: MapExample> MapStats<E> {
    /// Takes `e` into the error interval.
    pub(super) fn record(&mut self, e: E) {
        keep(&mut self.min, e, |a, b| a < b);
        keep(&mut self.max, e, |a, b| a > b);
    }

    /// Counts an input with a non-finite operand or result `e`: matching (`matches`), matching
    /// only with subnormal operands read as zero (`matches_flushed`), or a mismatch, the first
    /// of which is kept.
    pub(super) fn count_special(
        &mut self,
        e: E,
        matches: bool,
        matches_flushed: impl FnOnce() -> bool,
    ) {
        self.special += 1;
        if matches {
            return;
        }
        if matches_flushed() {
            self.special_flushed += 1;
        } else {
            self.special_mismatches += 1;
            self.special_example.get_or_insert(e);
        }
    }

    /// Counts a compared result `e` that is not the correctly rounded one, in every format:
    /// right with subnormal operands read as zero (`by_flushing`), zero where the correctly
    /// rounded result is subnormal (`flushed_output`), or `distance` steps from it (`None`: a
    /// NaN).
    pub(super) fn count_not_rounded(
        &mut self,
        e: E,
        by_flushing: bool,
        flushed_output: bool,
        distance: impl FnOnce() -> Option<i64>,
    ) {
        if by_flushing {
            self.flushed_inputs += 1;
            self.histogram[FLUSHED_INPUT] += 1;
        } else if flushed_output {
            self.flushed_outputs += 1;
            self.histogram[FLUSHED_OUTPUT] += 1;
        } else {
            self.not_rounded += 1;
            match distance() {
                None => self.histogram[NAN] += 1,
                Some(d) => {
                    self.histogram[bin(d)] += 1;
                    self.record(e);
                }
            }
        }
    }

    /// Counts the envelopes that do not accept a compared result `e` (`accepted(api)` false):
    /// accepted with subnormal operands read as zero (`accepted_flushed(api)`), or violated.
    pub(super) fn count_envelopes(
        &mut self,
        e: E,
        accepted: impl Fn(Api) -> bool,
        accepted_flushed: impl Fn(Api) -> bool,
    ) {
        for (api, tally) in &mut self.envelopes {
            if accepted(*api) {
                continue;
            }
            if accepted_flushed(*api) {
                tally.accepted_flushed += 1;
            } else {
                tally.violations += 1;
                keep(&mut tally.worst, e, larger_magnitude);
            }
        }
    }

    /// Adds the counts of a later block of inputs.
    pub fn merge(&mut self, later: Self) {
        self.inputs += later.inputs;
        self.compared += later.compared;
        self.special += later.special;
        self.special_mismatches += later.special_mismatches;
        self.special_flushed += later.special_flushed;
        if self.special_example.is_none() {
            self.special_example = later.special_example;
        }
        self.not_rounded += later.not_rounded;
        self.flushed_inputs += later.flushed_inputs;
        self.flushed_outputs += later.flushed_outputs;
        self.rechecked += later.rechecked;
        for (a, b) in self.histogram.iter_mut().zip(later.histogram) {
            *a += b;
        }
        if let Some(e) = later.min {
            keep(&mut self.min, e, |a, b| a < b);
        }
        if let Some(e) = later.max {
            keep(&mut self.max, e, |a, b| a > b);
        }
        for ((_, mine), (_, theirs)) in self.envelopes.iter_mut().zip(later.envelopes) {
            mine.violations += theirs.violations;
            mine.accepted_flushed += theirs.accepted_flushed;
            if let Some(e) = theirs.worst {
                keep(&mut mine.worst, e, larger_magnitude);
            }
        }
    }

    /// The nonzero histogram bins, labelled by distance (`<-16`, `>16`, `nan`, flushed).
    pub fn histogram_bins(&self) -> Vec<(String, u64)> {
        self.histogram
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(i, &n)| {
                let label = match i {
                    BELOW => format!("<-{SPAN}"),
                    ABOVE => format!(">{SPAN}"),
                    NAN => "nan".to_string(),
                    FLUSHED_INPUT => "flushed input".to_string(),
                    FLUSHED_OUTPUT => "flushed output".to_string(),
                    _ => (i as i64 - SPAN - 1).to_string(),
                };
                (label, n)
            })
            .collect()
    }
}

pub fn bin(distance: i64) -> usize {
    if distance < -SPAN {
        BELOW
    } else if distance > SPAN {
        ABOVE
    } else {
        (distance + SPAN + 1) as usize
    }
}

/// Keeps `candidate` in `slot` if `better(candidate, current)`; earlier examples win ties.
fn keep<E: MapExample>(slot: &mut Option<E>, candidate: E, better: impl Fn(f64, f64) -> bool) {
    if slot.is_none_or(|s| better(candidate.error(), s.error())) {
        *slot = Some(candidate);
    }
}

/// Whether `e` replaces `kept` when `better(e, kept)`, or when neither is better and `e`'s
/// input comes first in `order` (asked only then).
fn replaces_in_order(
    kept: &Option<Example>,
    e: Example,
    better: fn(f64, f64) -> bool,
    order: impl Fn(&Args) -> u64,
) -> bool {
    kept.is_none_or(|k| {
        better(e.error, k.error) || !better(k.error, e.error) && order(&k.args) > order(&e.args)
    })
}

/// Whether error `a` is larger in magnitude than `b` (a NaN result is the largest).
fn larger_magnitude(a: f64, b: f64) -> bool {
    a.abs().total_cmp(&b.abs()).is_gt()
}

impl Stats {
    /// Counts one evaluation of `f` at `args` that returned `got`.
    pub fn observe(&mut self, f: Function, args: Args, got: f32) {
        self.inputs += 1;
        let r = reference(f, args);
        self.rechecked += r.rechecked as u64;
        let finite_operands = args.operands(f.arity()).all(f32::is_finite);
        if !finite_operands || !r.rounded.is_finite() {
            let matches = |r: &Reference| {
                if r.exact.is_nan() {
                    got.is_nan()
                } else {
                    got == r.rounded
                }
            };
            let e = Example {
                args,
                got,
                exact: r.exact,
                error: 0.0,
            };
            self.count_special(e, matches(&r), || {
                args.flushed().is_some_and(|a| matches(&reference(f, a)))
            });
            return;
        }
        self.compared += 1;
        let error = (got as f64 - r.exact) / ulp(r.exact);
        let example = Example {
            args,
            got,
            exact: r.exact,
            error,
        };
        if got == r.rounded {
            self.histogram[bin(0)] += 1;
            self.record(example);
            return;
        }
        let flushed = args.flushed().map(|a| (a, reference(f, a)));
        let matches_flushed = |g: f32, fr: &(Args, Reference)| g == fr.1.rounded;
        self.count_not_rounded(
            example,
            flushed.as_ref().is_some_and(|fr| matches_flushed(got, fr)),
            got == 0.0 && r.rounded.is_subnormal(),
            || (!got.is_nan()).then(|| ordered_distance(got, r.rounded)),
        );
        // Whether `api` accepts `got` for `f` at `a`, whose reference is `r`.
        let accepted = |api, a: Args, r: &Reference| {
            let acc = acceptance(&Binary32, api, f, a.wide(), &r.exact);
            accepts(&Binary32, &acc, got as f64, r.rounded as f64)
        };
        self.count_envelopes(
            example,
            |api| accepted(api, args, &r),
            |api| {
                flushed.as_ref().is_some_and(|(fa, fr)| {
                    matches_flushed(got, &(*fa, *fr))
                        || fr.exact.is_finite() && accepted(api, *fa, fr)
                })
            },
        );
    }

    /// Counts finite inputs whose results were decided elsewhere (on the device): `histogram`
    /// holds the first bins of [`MapStats::histogram`] (below, −SPAN..=SPAN, above), and
    /// `violations` each envelope's in [`Api::ALL`] order. Their examples come in through
    /// [`Stats::record_in_order`] and [`Stats::record_worst_in_order`].
    pub fn add_decided(&mut self, histogram: &[u64], violations: &[u64]) {
        let n: u64 = histogram.iter().sum();
        self.inputs += n;
        self.compared += n;
        self.not_rounded += n - histogram[bin(0)];
        for (mine, theirs) in self.histogram.iter_mut().zip(histogram) {
            *mine += theirs;
        }
        for ((_, tally), v) in self.envelopes.iter_mut().zip(violations) {
            tally.violations += v;
        }
    }

    /// Counts `n` inputs with a non-finite operand or a non-finite or overflowing exact value
    /// whose results were found matching elsewhere (on the device).
    pub fn add_special_matched(&mut self, n: u64) {
        self.inputs += n;
        self.special += n;
    }

    /// Takes `e`, a result of a sweep whose input order `order` gives, into the error interval:
    /// among equal errors the earlier input wins, as in [`Stats::observe`]'s order.
    pub fn record_in_order(&mut self, e: Example, order: impl Fn(&Args) -> u64) {
        if replaces_in_order(&self.min, e, |a, b| a < b, &order) {
            self.min = Some(e);
        }
        if replaces_in_order(&self.max, e, |a, b| a > b, &order) {
            self.max = Some(e);
        }
    }

    /// Takes `e`, a violation of envelope `api` in a sweep whose input order `order` gives, as
    /// that envelope's worst where its |error| is larger (the earlier input among equals).
    pub fn record_worst_in_order(&mut self, api: usize, e: Example, order: impl Fn(&Args) -> u64) {
        let worst = &mut self.envelopes[api].1.worst;
        if replaces_in_order(worst, e, larger_magnitude, &order) {
            *worst = Some(e);
        }
    }
}

/// The counting of successive blocks of a sweep on host threads while the device works on the
/// next ones: at most [`Counting::DEPTH`] blocks are counted at once (so that no core idles while
/// one block's slowest thread finishes), and their statistics are merged in block order.
pub struct Counting<'scope, 'env> {
    scope: &'scope std::thread::Scope<'scope, 'env>,
    pending: std::collections::VecDeque<std::thread::ScopedJoinHandle<'scope, Stats>>,
    total: Stats,
    /// Time spent waiting for counting threads to finish.
    pub waited: std::time::Duration,
}

impl<'scope, 'env> Counting<'scope, 'env> {
    pub const DEPTH: usize = 2;

    pub fn new(scope: &'scope std::thread::Scope<'scope, 'env>) -> Self {
        Counting {
            scope,
            pending: Default::default(),
            total: Stats::default(),
            waited: Default::default(),
        }
    }

    /// Starts counting the next block, first waiting for the oldest if `DEPTH` are running.
    pub fn push(&mut self, count: impl FnOnce() -> Stats + Send + 'scope) -> Result<(), String> {
        if self.pending.len() >= Self::DEPTH {
            self.join_oldest()?;
        }
        self.pending.push_back(self.scope.spawn(count));
        Ok(())
    }

    fn join_oldest(&mut self) -> Result<(), String> {
        if let Some(h) = self.pending.pop_front() {
            let t = std::time::Instant::now();
            let stats = h.join().map_err(|_| "a counting thread panicked")?;
            self.waited += t.elapsed();
            self.total.merge(stats);
        }
        Ok(())
    }

    /// Waits for every block; returns the merged statistics and the time spent waiting.
    pub fn finish(mut self) -> Result<(Stats, std::time::Duration), String> {
        while !self.pending.is_empty() {
            self.join_oldest()?;
        }
        Ok((self.total, self.waited))
    }
}

/// Counts `got[i] = f(args(i))` on every core, in blocks merged in order.
pub fn tally(f: Function, got: &[f32], args: impl Fn(usize) -> Args + Sync) -> Stats {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let block = got.len().div_ceil(threads).max(1);
    let parts: Vec<Stats> = std::thread::scope(|s| {
        let handles: Vec<_> = got
            .chunks(block)
            .enumerate()
            .map(|(k, chunk)| {
                let args = &args;
                s.spawn(move || {
                    let mut st = Stats::default();
                    for (i, &g) in chunk.iter().enumerate() {
                        st.observe(f, args(k * block + i), g);
                    }
                    st
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a counting thread panicked"))
            .collect()
    });
    let mut total = Stats::default();
    for p in parts {
        total.merge(p);
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ulp::operands::{sampled_bits, unary_hard_cases};

    fn inputs() -> Vec<f32> {
        let mut v = sampled_bits(1 << 12);
        v.extend(unary_hard_cases());
        v
    }

    fn run(f: Function, unit: impl Fn(f32) -> f32) -> Stats {
        let xs = inputs();
        let got: Vec<f32> = xs.iter().map(|&x| unit(x)).collect();
        tally(f, &got, |i| Args::unary(xs[i]))
    }

    fn violations(s: &Stats, api: Api) -> u64 {
        s.envelopes
            .iter()
            .find(|(a, _)| *a == api)
            .unwrap()
            .1
            .violations
    }

    #[test]
    fn a_correctly_rounded_unit_has_an_empty_map() {
        let s = run(Function::Exp, |x| {
            reference(Function::Exp, Args::unary(x)).rounded
        });
        assert_eq!(s.not_rounded, 0);
        assert_eq!(s.special_mismatches, 0);
        assert!(s.max.unwrap().error <= 0.5 && s.min.unwrap().error >= -0.5);
        assert!(Api::ALL.iter().all(|&a| violations(&s, a) == 0));
        assert_eq!(s.histogram_bins().len(), 1);
    }

    #[test]
    fn a_unit_three_ulps_off_breaks_the_tight_envelopes_only() {
        let off = |x: f32| {
            let r = reference(Function::Log, Args::unary(x)).rounded;
            if r.is_finite() && r.abs() > 1.0 {
                f32::from_bits(r.to_bits() + 3)
            } else {
                r
            }
        };
        let s = run(Function::Log, off);
        assert!(s.not_rounded > 0);
        assert_eq!(violations(&s, Api::Cuda), s.not_rounded);
        assert_eq!(violations(&s, Api::MetalPrecise), 0);
        assert_eq!(violations(&s, Api::D3d), 0);
        let bins = s.histogram_bins();
        assert!(bins.iter().any(|(b, _)| b == "3") && bins.iter().any(|(b, _)| b == "-3"));
        assert!(s.max.unwrap().error > 2.5);
    }

    #[test]
    fn flushing_subnormal_inputs_is_allowed_and_counted() {
        let ftz = |x: f32| {
            let x = if x.is_subnormal() {
                0.0f32.copysign(x)
            } else {
                x
            };
            reference(Function::Sqrt, Args::unary(x)).rounded
        };
        let s = run(Function::Sqrt, ftz);
        assert!(s.flushed_inputs > 0);
        assert_eq!(s.not_rounded, 0);
        // sqrt of a negative subnormal: -0, not NaN, once the input is read as zero.
        assert!(s.special_flushed > 0);
        assert_eq!(s.special_mismatches, 0);
        assert!(Api::ALL.iter().all(|&a| violations(&s, a) == 0));
    }

    #[test]
    fn counts_do_not_depend_on_how_inputs_are_split() {
        let xs = inputs();
        let got: Vec<f32> = xs
            .iter()
            .map(|&x| (x as f64).sin() as f32 * 1.000_001)
            .collect();
        let whole = tally(Function::Sin, &got, |i| Args::unary(xs[i]));
        let mut halves = Stats::default();
        for (k, part) in got.chunks(1000).enumerate() {
            let mut s = Stats::default();
            for (i, &g) in part.iter().enumerate() {
                s.observe(Function::Sin, Args::unary(xs[k * 1000 + i]), g);
            }
            halves.merge(s);
        }
        assert_eq!(whole, halves);
    }

    /// Examples recorded out of input order keep the earlier input among equal errors, as a
    /// sweep in input order does; a strictly better error wins wherever it comes from.
    #[test]
    fn recorded_examples_break_ties_by_input_order() {
        let example = |x: f32, error: f64| Example {
            args: Args::unary(x),
            got: x,
            exact: x as f64,
            error,
        };
        // Order: the reverse of the bit patterns, so that ties are not settled by the bits.
        let order = |a: &Args| u32::MAX as u64 - a.x.to_bits() as u64;
        let (early, late) = (example(2.0, 0.25), example(1.0, 0.25));
        assert!(order(&early.args) < order(&late.args));
        for first in [early, late] {
            let mut s = Stats::default();
            s.record_in_order(first, order);
            s.record_in_order(if first == early { late } else { early }, order);
            assert_eq!(s.max, Some(early));
            assert_eq!(s.min, Some(early));
            s.record_worst_in_order(0, first, order);
            s.record_worst_in_order(0, if first == early { late } else { early }, order);
            assert_eq!(s.envelopes[0].1.worst, Some(early));
        }
        let mut s = Stats::default();
        s.record_in_order(early, order);
        s.record_in_order(example(1.0, 0.375), order);
        assert_eq!(s.max.unwrap().error, 0.375);
        assert_eq!(s.min, Some(early));
    }
}
