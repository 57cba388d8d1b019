//! The CPU implementation of the three phases (rayon): the baseline the GPU is compared with,
//! and the path for machines without a GPU. The same fixed-point arithmetic as the kernels of
//! `fpsig_kernels::tmd`, so both find the same failing intervals and candidates.

use super::approx::Coefficients;
use super::{Remainder, Variant};
use fpsig_kernels::tmd::remainder;
use fpsig_kernels::tmd::{param, SUB_INTERVALS};
use rayon::prelude::*;
use std::time::{Duration, Instant};

/// `⌊|c|·m / 2^shift⌋ mod 2^64` with the sign of `c` (two's complement).
pub fn scaled_term(c: u64, m: u64, shift: u32) -> u64 {
    let magnitude = (c as i64).unsigned_abs() as u128;
    let t = ((magnitude * m as u128) >> shift) as u64;
    if (c as i64) < 0 {
        t.wrapping_neg()
    } else {
        t
    }
}

/// `small` subtracted from `*big` as many times as the kernels' `quotient` finds by the remainder
/// method `METHOD` (a `fpsig_kernels::tmd::remainder` id; `threshold` for the hybrid), `other`
/// added to `*count` as many times; `true` once `*count + other` reaches `n` (the lower-bound
/// test has succeeded). Subtractive remainders go one subtraction at a time, as seed 002's
/// Algorithm 1 writes them, with no multiplication.
#[inline(always)]
fn reduce<const METHOD: u32>(
    small: u64,
    big: &mut u64,
    count: &mut u64,
    other: u64,
    n: u64,
    threshold: u32,
) -> bool {
    let divides = METHOD != remainder::SUBTRACTIVE;
    if divides && small == 0 {
        *count += n * other;
    } else if divides && (METHOD == remainder::DIVISION || (*big >> threshold) >= small) {
        let q = if small < *big { (*big - 1) / small } else { 0 }.min(n);
        *big -= q * small;
        *count += q * other;
    } else {
        while small < *big && *count + other < n {
            *big -= small;
            *count += other;
        }
    }
    *count + other >= n
}

/// The kernels' `plain_steps`: how many of the coming steps only take `p` from `q` (and from `d`
/// where it moves), `cp` added to `co`, with `r` the room `d` leaves; 0 where the remainder
/// method would not divide.
#[inline(always)]
fn plain_steps<const METHOD: u32>(
    (p, q, r): (u64, u64, u64),
    (cp, co): (u64, u64),
    n: u64,
    threshold: u32,
) -> u64 {
    let limit = q.min(r);
    let divides =
        METHOD == remainder::DIVISION || (METHOD == remainder::HYBRID && limit >> threshold >= p);
    if divides && p != 0 && p < limit && cp + co < n {
        ((limit - 1) / p).min((n - cp - co) / cp)
    } else {
        0
    }
}

/// Calls `$f::<METHOD, SWAP>($args)` for the variant's remainder method and swap, so that each
/// variant runs its own compiled loop without a branch on the variant inside it.
macro_rules! for_variant {
    ($remainder:expr, $swap:expr, $f:ident($($arg:expr),*)) => {{
        let (method, threshold) = $remainder.kernel_ids();
        match (method, $swap) {
            (remainder::SUBTRACTIVE, false) => $f::<{ remainder::SUBTRACTIVE }, false>($($arg,)* threshold),
            (remainder::SUBTRACTIVE, true) => $f::<{ remainder::SUBTRACTIVE }, true>($($arg,)* threshold),
            (remainder::DIVISION, false) => $f::<{ remainder::DIVISION }, false>($($arg,)* threshold),
            (remainder::DIVISION, true) => $f::<{ remainder::DIVISION }, true>($($arg,)* threshold),
            (_, false) => $f::<{ remainder::HYBRID }, false>($($arg,)* threshold),
            (_, true) => $f::<{ remainder::HYBRID }, true>($($arg,)* threshold),
        }
    }};
}

/// Lefèvre's lower-bound test, as `fpsig_kernels::tmd::lower_bound_test`: `true` when every
/// `{b − a·k}`, `0 ≤ k < n`, is at least `d0`.
pub fn lower_bound_test(a: u64, b: u64, d0: u64, n: u64, remainder: Remainder, swap: bool) -> bool {
    lower_bound_steps(a, b, d0, n, remainder, swap).0
}

/// [`lower_bound_test`] and the iterations of its main loop (one remainder each).
pub fn lower_bound_steps(
    a: u64,
    b: u64,
    d0: u64,
    n: u64,
    remainder: Remainder,
    swap: bool,
) -> (bool, u32) {
    for_variant!(remainder, swap, lower_bound(a, b, d0, n))
}

/// [`lower_bound_steps`] compiled for one variant.
#[inline(always)]
fn lower_bound<const METHOD: u32, const SWAP: bool>(
    a: u64,
    b: u64,
    d0: u64,
    n: u64,
    threshold: u32,
) -> (bool, u32) {
    let (mut x, mut y, mut d) = (a, a.wrapping_neg(), b);
    let (mut u, mut v) = (1u64, 1u64);
    if d < d0 {
        return (false, 0);
    }
    if a == 0 {
        return (true, 0);
    }
    if let Some(success) = one_wrap(a, b, d0, n) {
        return (success, 0);
    }
    let limits = (d0, n, threshold);
    let mut swapped = false;
    let mut steps = 0;
    loop {
        steps += 1;
        // The unswapped form's `d ≥ x` side: the same step on the variables exchanged.
        let exchanged = if SWAP {
            let want = d >= if swapped { y } else { x };
            if want != swapped {
                std::mem::swap(&mut x, &mut y);
                std::mem::swap(&mut u, &mut v);
                swapped = want;
            }
            false
        } else {
            d >= x
        };
        let outcome = if exchanged {
            side_step::<METHOD>([&mut y, &mut x, &mut d], [&mut v, &mut u], true, limits)
        } else {
            side_step::<METHOD>([&mut x, &mut y, &mut d], [&mut u, &mut v], swapped, limits)
        };
        if let Some(success) = outcome {
            return (success, steps);
        }
    }
}

/// The kernels' `side_step`: one iteration of the lower-bound loop on one side of `d`, the
/// variables as that side sees them; `d` moves with `x` where `d_moves`; `limits` is `(d0, n,
/// threshold)`. `Some(verdict)` once the loop ends.
#[inline(always)]
fn side_step<const METHOD: u32>(
    [x, y, d]: [&mut u64; 3],
    [u, v]: [&mut u64; 2],
    d_moves: bool,
    (d0, n, threshold): (u64, u64, u32),
) -> Option<bool> {
    let room = if d_moves { *d - d0 } else { *x - *d };
    let m = plain_steps::<METHOD>((*y, *x, room), (*u, *v), n, threshold);
    if m > 0 {
        if d_moves {
            *d -= m * *y;
        }
        *x -= m * *y;
        *v += m * *u;
        return None;
    }
    if d_moves {
        *d -= *y;
        if *d < d0 {
            return Some(false);
        }
    }
    if reduce::<METHOD>(*x, y, u, *v, n, threshold) {
        return Some(true);
    }
    *x -= *y;
    *v += *u;
    None
}

/// The kernels' `one_wrap`: where the points `{b − a·k}`, `0 ≤ k < n`, go round the unit at
/// most once, whether their least value (`b mod a` or the last, decreasing; `b` or the first
/// past the wrap, increasing) is at least `d0`; `None` where they wrap more often.
fn one_wrap(a: u64, b: u64, d0: u64, n: u64) -> Option<bool> {
    let negative = (a as i64) < 0;
    let step = if negative { a.wrapping_neg() } else { a };
    let span = u64::try_from(step as u128 * (n - 1) as u128).ok()?;
    let least = if negative {
        let rest = b.wrapping_neg();
        if b != 0 && span >= rest {
            b.min((step - rest % step) % step)
        } else {
            b
        }
    } else if b < span {
        (b % step).min(b.wrapping_sub(span))
    } else {
        b - span
    };
    Some(least >= d0)
}

/// The chord of the quadratic `b + a·k + c·k²` over `0 ≤ k ≤ len` as the kernels'
/// `chord_test` gives it to the lower-bound test: `(−a', b' + ε, 2ε)`, the half-width ε being
/// `base` (the phase-3 window) plus the quadratic's own distance to its chord.
#[inline(always)]
pub fn chord((a, b, c): (u64, u64, u64), len: u64, sigma: u32, base: u64) -> (u64, u64, u64) {
    let slope = a.wrapping_add(scaled_term(c, len, sigma));
    let centre = scaled_term(c, len * len, sigma + 3);
    let eps = base + centre.min(centre.wrapping_neg()) + 1;
    let value = b.wrapping_sub(centre).wrapping_add(eps);
    (slope.wrapping_neg(), value, eps + eps)
}

/// The chord test of a quadratic taken at its first point ([`chord`]), and the iterations of
/// the lower-bound test's main loop.
#[inline(always)]
fn chord_steps<const METHOD: u32, const SWAP: bool>(
    abc: (u64, u64, u64),
    len: u64,
    sigma: u32,
    base: u64,
    threshold: u32,
) -> (bool, u32) {
    let (a, b, d0) = chord(abc, len, sigma, base);
    lower_bound::<METHOD, SWAP>(a, b, d0, len, threshold)
}

/// How unevenly phase 1's lower-bound loop runs across the threads of a SIMD group (one J per
/// thread, `width` consecutive Js per group, as the phase-1 kernel maps them).
#[derive(Debug, Clone, Copy)]
pub struct Divergence {
    /// Main-loop iterations per J, on average.
    pub mean: f64,
    /// The longest J of each group, on average: what the group waits for.
    pub group_max: f64,
}

impl Divergence {
    /// The share of the group's lanes busy while the group runs: `mean / group_max`.
    pub fn efficiency(&self) -> f64 {
        self.mean / self.group_max
    }
}

/// Phase 1's [`Divergence`] over a batch, computed on the CPU from the same loop.
pub fn phase1_divergence(
    coefficients: &Coefficients,
    params: &[u64],
    variant: Variant,
    width: usize,
) -> Divergence {
    for_variant!(
        variant.remainder,
        variant.swap,
        divergence_with(coefficients, params, width)
    )
}

fn divergence_with<const METHOD: u32, const SWAP: bool>(
    coefficients: &Coefficients,
    params: &[u64],
    width: usize,
    threshold: u32,
) -> Divergence {
    let Coefficients { a, b, c } = coefficients;
    let n = params[param::POINTS_PER_J];
    let sigma = params[param::SIGMA] as u32;
    let window = params[param::EPS3];
    let (sum, max_sum) = (0..a.len())
        .into_par_iter()
        .step_by(width)
        .map(|first| {
            let last = (first + width).min(a.len());
            let steps = (first..last).map(|j| {
                chord_steps::<METHOD, SWAP>((a[j], b[j], c[j]), n, sigma, window, threshold).1
                    as u64
            });
            steps.fold((0, 0), |(s, m), x| (s + x, m.max(x)))
        })
        .map(|(s, m)| (s, m * width as u64))
        .reduce(|| (0, 0), |x, y| (x.0 + y.0, x.1 + y.1));
    let js = a.len().max(1) as f64;
    Divergence {
        mean: sum as f64 / js,
        group_max: max_sum as f64 / js,
    }
}

/// Phase-by-phase counts (the seed's Table I).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub intervals: u64,
    pub failed_j: u64,
    pub failed_k: u64,
    pub candidates: u64,
}

impl Counts {
    pub fn add(&mut self, other: Counts) {
        self.intervals += other.intervals;
        self.failed_j += other.failed_j;
        self.failed_k += other.failed_k;
        self.candidates += other.candidates;
    }
}

/// Time spent per phase.
#[derive(Debug, Clone, Copy, Default)]
pub struct PhaseTimes(pub [Duration; 3]);

impl PhaseTimes {
    pub fn add(&mut self, other: PhaseTimes) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
    }

    pub fn total(&self) -> Duration {
        self.0.iter().sum()
    }
}

/// What one run of the phases over a batch of Js found.
#[derive(Debug, Clone, Default)]
pub struct Found {
    pub counts: Counts,
    /// `(j, k)` of every candidate, j relative to the batch, sorted.
    pub candidates: Vec<(u32, u32)>,
    pub times: PhaseTimes,
    /// Moving the batch's coefficients to the device (zero on the CPU), outside `times`.
    pub upload: Duration,
    /// Generating the batch's coefficients on the device (zero otherwise), outside `times`.
    pub generation: Duration,
    /// The untimed first runs that compiled the device's kernels, outside the other times.
    pub compile: Duration,
}

fn points_of(j: u64, params: &[u64]) -> u64 {
    let n = params[param::POINTS_PER_J];
    params[param::POINTS].saturating_sub(j * n).min(n)
}

/// The three phases over a batch, phase by phase on the current rayon pool.
pub fn search(coefficients: &Coefficients, params: &[u64], variant: Variant) -> Found {
    for_variant!(
        variant.remainder,
        variant.swap,
        search_with(coefficients, params)
    )
}

/// Js per phase-1 task: rayon's splitting stays out of the per-J cost.
const PHASE1_TASK: usize = 1 << 12;

fn search_with<const METHOD: u32, const SWAP: bool>(
    coefficients: &Coefficients,
    params: &[u64],
    threshold: u32,
) -> Found {
    let Coefficients { a, b, c } = coefficients;
    let n = params[param::POINTS_PER_J];
    let sigma = params[param::SIGMA] as u32;
    let len = n / SUB_INTERVALS as u64;
    let mut times = PhaseTimes::default();

    // The phase-3 window: the base of both chord tests' half-widths and phase 3's criterion.
    let window = params[param::EPS3];
    let start = Instant::now();
    // Each task a plain loop over its Js.
    let failed_j: Vec<u32> = (0..a.len().div_ceil(PHASE1_TASK))
        .into_par_iter()
        .flat_map_iter(|task| {
            let js = task * PHASE1_TASK..((task + 1) * PHASE1_TASK).min(a.len());
            let mut failed = Vec::new();
            for j in js {
                let abc = (a[j], b[j], c[j]);
                if points_of(j as u64, params) > 0
                    && !chord_steps::<METHOD, SWAP>(abc, n, sigma, window, threshold).0
                {
                    failed.push(j as u32);
                }
            }
            failed
        })
        .collect();
    times.0[0] = start.elapsed();

    let start = Instant::now();
    let failed_k: Vec<(u32, u64)> = failed_j
        .par_iter()
        .flat_map_iter(|&j| (0..SUB_INTERVALS as u64).map(move |i| (j, i)))
        .filter(|&(j, i)| {
            let at = j as usize;
            let k0 = i * len;
            if k0 >= points_of(j as u64, params) {
                return false;
            }
            let slope = a[at].wrapping_add(scaled_term(c[at], 2 * k0, sigma));
            let value = b[at]
                .wrapping_add(a[at].wrapping_mul(k0))
                .wrapping_add(scaled_term(c[at], k0 * k0, sigma));
            !chord_steps::<METHOD, SWAP>((slope, value, c[at]), len, sigma, window, threshold).0
        })
        .collect();
    times.0[1] = start.elapsed();

    let start = Instant::now();
    let mut candidates: Vec<(u32, u32)> = failed_k
        .par_iter()
        .flat_map_iter(|&(j, i)| {
            let at = j as usize;
            let to = ((i + 1) * len).min(points_of(j as u64, params));
            (i * len..to).filter_map(move |k| {
                let v = b[at]
                    .wrapping_add(a[at].wrapping_mul(k))
                    .wrapping_add(scaled_term(c[at], k * k, sigma));
                (v.min(v.wrapping_neg()) < window).then_some((j, k as u32))
            })
        })
        .collect();
    candidates.sort_unstable();
    times.0[2] = start.elapsed();

    Found {
        counts: Counts {
            intervals: a.len() as u64,
            failed_j: failed_j.len() as u64,
            failed_k: failed_k.len() as u64,
            candidates: candidates.len() as u64,
        },
        candidates,
        times,
        ..Found::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    const ALL_REMAINDERS: [Remainder; 4] = [
        Remainder::Subtractive,
        Remainder::Division,
        Remainder::Hybrid(3),
        Remainder::Hybrid(0),
    ];

    fn true_minimum(a: u64, b: u64, n: u64) -> u64 {
        (0..n)
            .map(|k| b.wrapping_sub(a.wrapping_mul(k)))
            .min()
            .unwrap()
    }

    /// A group of two Js where one needs no iteration (zero slope) and the other `s`: half the
    /// lanes are busy.
    #[test]
    fn divergence_is_the_mean_over_the_longest_lane() {
        let mut params = [0u64; param::LEN];
        params[param::POINTS_PER_J] = 1 << 15;
        // With c = 0 the chord test's half-width is the window plus 1.
        params[param::EPS3] = (1 << 20) - 1;
        let (slope, value) = (0x9e37_79b9_7f4a_7c15u64, 1u64 << 62);
        let v = Variant::default();
        let (_, s) = lower_bound_steps(
            slope.wrapping_neg(),
            value + (1 << 20),
            1 << 21,
            1 << 15,
            v.remainder,
            v.swap,
        );
        assert!(s > 2, "{s}");
        let co = Coefficients {
            a: vec![0, slope],
            b: vec![value, value],
            c: vec![0, 0],
        };
        let d = phase1_divergence(&co, &params, v, 2);
        assert_eq!((d.mean, d.group_max), (s as f64 / 2.0, s as f64));
        assert_eq!(d.efficiency(), 0.5);
        // In groups of one, every lane is busy while its group runs.
        let alone = phase1_divergence(&co, &params, v, 1);
        assert_eq!(alone.group_max, alone.mean);
    }

    /// A chord test that passes keeps every point of the J's own quadratic, as phase 3 computes
    /// it, at least `base − len − 3` from the grid: the J's own bend `|c|·len²/8` on top of the
    /// window is enough (with the bend left out of the half-width, these trials find points
    /// inside: tried).
    #[test]
    fn a_passing_chord_keeps_every_point_of_its_quadratic_away() {
        let mut rng = SmallRng::seed_from_u64(17);
        let (mut passed, mut bent) = (0u32, 0u32);
        for _ in 0..20_000 {
            let log2_len = rng.random_range(2..10u32);
            let len = 1u64 << log2_len;
            let magnitude = rng.random::<u64>() >> rng.random_range(4..64);
            let c = if rng.random() {
                magnitude
            } else {
                magnitude.wrapping_neg()
            };
            // σ keeps |c|·len² below 2^62 units, as the host's σ keeps the chord's terms.
            let bits = 64 - magnitude.leading_zeros() + 2 * log2_len;
            let sigma = bits.saturating_sub(62) + rng.random_range(0..8);
            let (a, b) = (rng.random::<u64>(), rng.random::<u64>());
            let base = rng.random::<u64>() >> rng.random_range(8..30);
            let (pass, _) =
                chord_steps::<{ remainder::HYBRID }, false>((a, b, c), len, sigma, base, 3);
            if !pass {
                continue;
            }
            passed += 1;
            bent +=
                u32::from((scaled_term(c, len * len, sigma + 3) as i64).unsigned_abs() > base / 4);
            for k in 0..len {
                let v =
                    b.wrapping_add(a.wrapping_mul(k))
                        .wrapping_add(scaled_term(c, k * k, sigma));
                let distance = v.min(v.wrapping_neg());
                assert!(
                    distance >= base - len - 3,
                    "a={a:#x} b={b:#x} c={c:#x} σ={sigma} len={len} k={k}: {distance:#x} < {base:#x}"
                );
            }
        }
        // Many pass, many of those with a bend of a quarter of the window or more.
        assert!(passed > 2_000 && bent > 500, "{passed} passed, {bent} bent");
    }

    /// Success must mean every {b − a·k} ≥ d0 (never a false success), for every variant,
    /// and all variants agree (they compute the same configurations).
    #[test]
    fn lower_bound_test_never_claims_a_false_success() {
        let mut rng = SmallRng::seed_from_u64(5);
        let mut successes = 0;
        for trial in 0..20_000 {
            let n = 1u64 << rng.random_range(1..12);
            let a = match trial % 4 {
                0 => rng.random::<u64>(),
                // Large early partial quotients: a close to 0 or to 1.
                1 => rng.random::<u64>() >> rng.random_range(20..60),
                2 => (rng.random::<u64>() >> rng.random_range(20..60)).wrapping_neg(),
                _ => rng.random::<u64>() & !((1 << rng.random_range(0..60)) - 1),
            };
            let b = rng.random::<u64>();
            let d0 = rng.random::<u64>() >> rng.random_range(1..40);
            let truth = true_minimum(a, b, n) >= d0;
            let mut verdicts = Vec::new();
            for remainder in ALL_REMAINDERS {
                for swap in [false, true] {
                    let v = lower_bound_test(a, b, d0, n, remainder, swap);
                    assert!(
                        !v || truth,
                        "false success: a={a:#x} b={b:#x} d0={d0:#x} n={n}"
                    );
                    verdicts.push(v);
                }
            }
            assert!(
                verdicts.iter().all(|&v| v == verdicts[0]),
                "variants disagree at a={a:#x}"
            );
            successes += verdicts[0] as u32;
        }
        // The filter is useful: most random segments far from the grid pass.
        assert!(successes > 10_000, "only {successes} successes");
    }

    /// Where `{a}` or `1 − {a}` is tiny and the points wrap many times (exp on [2^-20, 1) has
    /// about 2^-k grid units per point), Algorithm 1 as written takes one iteration per point;
    /// the dividing methods take those runs at once, with its verdict and the points' own.
    #[test]
    fn runs_of_plain_steps_are_taken_at_once() {
        let mut rng = SmallRng::seed_from_u64(11);
        let (mut written_steps, mut dividing_steps, mut most) = (0u64, 0u64, 0u32);
        let mut successes = 0;
        for trial in 0..400 {
            let log2_n = if trial % 8 == 0 { 20 } else { 14 };
            let n = 1u64 << log2_n;
            // 2^-k of the unit per point: the points wrap about 2^(log2 N − k) times.
            let k = rng.random_range(2..13);
            let small = (1u64 << (64 - k)) + (rng.random::<u64>() >> (k + 8));
            let a = if trial % 2 == 0 {
                small
            } else {
                small.wrapping_neg()
            };
            let b = rng.random::<u64>();
            let d0 = rng.random::<u64>() >> rng.random_range(8..30);
            let truth = (log2_n == 14).then(|| true_minimum(a, b, n) >= d0);
            for swap in [false, true] {
                let (written, slow) = lower_bound_steps(a, b, d0, n, Remainder::Subtractive, swap);
                written_steps += slow as u64;
                assert!(
                    truth.is_none_or(|t| !written || t),
                    "false success at a={a:#x}"
                );
                for remainder in [Remainder::Division, Remainder::Hybrid(3)] {
                    let (verdict, steps) = lower_bound_steps(a, b, d0, n, remainder, swap);
                    let what = format!("a={a:#x} b={b:#x} d0={d0:#x} n={n} swap={swap}");
                    assert_eq!(verdict, written, "{} disagrees: {what}", remainder.name());
                    dividing_steps += steps as u64;
                    most = most.max(steps);
                }
            }
            successes += truth.unwrap_or(false) as u32;
        }
        assert!(successes > 50 && successes < 300, "{successes} successes");
        // Four dividing runs per two written ones.
        assert!(
            written_steps > 20 * dividing_steps / 2 && most < 100,
            "written {written_steps}, dividing {dividing_steps}, most {most}"
        );
    }

    #[test]
    fn lower_bound_test_catches_a_point_on_the_grid() {
        // b − a·k = 0 exactly at k = 7.
        let a = 0x1234_5678_9abc_def1u64;
        let b = a.wrapping_mul(7);
        for remainder in ALL_REMAINDERS {
            assert!(!lower_bound_test(
                a,
                b.wrapping_add(5),
                10,
                16,
                remainder,
                true
            ));
            assert!(!lower_bound_test(
                a,
                b.wrapping_add(5),
                10,
                16,
                remainder,
                false
            ));
        }
    }

    /// Where it decides, the direct test says what the least of the points says, for steps
    /// small enough to wrap at most once, up or down, near a multiple or not.
    #[test]
    fn one_wrap_decides_as_the_points_do() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut decided = [0; 2];
        for i in 0..20_000 {
            let n = 2 + next() % 300;
            let step = next() >> (50 + i % 14);
            let a = if i % 2 == 0 {
                step
            } else {
                step.wrapping_neg()
            };
            let b = match i % 3 {
                0 => next(),
                1 => step.wrapping_mul(next() % n),
                _ => next() >> (i % 64),
            };
            let d0 = next() >> (i % 64);
            let least = (0..n)
                .map(|k| b.wrapping_sub(a.wrapping_mul(k)))
                .min()
                .unwrap();
            if let Some(success) = one_wrap(a, b, d0, n) {
                assert_eq!(success, least >= d0, "a {a:x} b {b:x} d0 {d0:x} n {n}");
                decided[success as usize] += 1;
            }
        }
        assert!(decided.iter().all(|&d| d > 1000), "{decided:?}");
    }

    #[test]
    fn scaled_term_is_the_floor_of_the_signed_product() {
        assert_eq!(scaled_term(3 << 40, 1 << 30, 64), 3 << 6);
        assert_eq!(scaled_term(5, 7, 0), 35);
        assert_eq!(scaled_term((-5i64) as u64, 7, 0), (-35i64) as u64);
        assert_eq!(scaled_term(u64::MAX >> 1, 4, 2), u64::MAX >> 1);
    }
}
