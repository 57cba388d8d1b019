//! Lefèvre's L-algorithm (seed 002 Algorithms 1 and 2, seed 004) and the three phases of the
//! hard-to-round search built on it.
//!
//! Everything is 64-bit fixed point modulo 1: a value `v` stands for `v / 2^64`. Each interval J
//! of `N` consecutive floats comes as `(a, b, c)`, the function on J scaled so that rounding
//! breakpoints are integers: `F(t_J + k) ≈ b + a·k + c·k²` (`a`, `b` fractions of the slope and
//! value; `c` a signed curvature scaled by `2^(64+σ)`, `σ` per launch). The host bounds every
//! neglected term; the kernels only add the bounds they are given.
//!
//! The kernels are generic over the fixed-point word ([`Fixed`]): native `u64`, or [`LimbPair`] on
//! backends without 64-bit integers. Every buffer of 64-bit values is passed as `u32` words, two
//! per value; counts of points (at most 2^20 per interval) are `u32`.

mod exhaustive;
mod fixed;
mod generator;
mod plain;

pub use exhaustive::{exhaustive_param, exhaustive_points};
use fixed::{at_least, negate};
pub use fixed::{Fixed, LimbPair};
pub use generator::{
    generate, generate_param, generate_stepped, polynomial, FRACTION_BITS, LIMBS, MAX_ORDER,
    STEPPED_LIMBS,
};
pub use plain::plain_phase1;

use cubecl::prelude::*;

/// This file, for the catalogue.
pub const SOURCE: crate::Source = crate::Source {
    file: "tmd/mod.rs",
    text: include_str!("mod.rs"),
};

/// How the L-algorithm computes its remainders (seed 002 §II-C).
pub mod remainder {
    /// Repeated subtraction (Algorithm 1 as written).
    pub const SUBTRACTIVE: u32 = 0;
    /// One integer division per remainder.
    pub const DIVISION: u32 = 1;
    /// Division when the quotient is expected to have more than `threshold` bits, subtraction
    /// otherwise (Lefèvre 2005; the seed's best threshold is 3).
    pub const HYBRID: u32 = 2;
}

/// Positions in the parameter buffer every phase kernel reads at run time.
pub mod param {
    /// Points per interval J (a power of two, at most `2^MAX_LOG2_POINTS`).
    pub const POINTS_PER_J: usize = 0;
    /// `σ`: `c` is scaled by `2^(64+σ)`.
    pub const SIGMA: usize = 1;
    /// Phase-3 window (fraction of 2^64): a point closer than this to a breakpoint is a
    /// candidate; the criterion plus every error but a chord's. The chord tests of phases 1
    /// and 2 add each quadratic's own distance to its chord (`chord_test`).
    pub const EPS3: usize = 2;
    /// Valid points from the first J of this launch on (the last J may be partial).
    pub const POINTS: usize = 3;
    pub const LEN: usize = 4;
}

/// Slot counters of the compaction lists, and the count of launches that ran.
pub mod counter {
    pub const FAILED_J: usize = 0;
    pub const FAILED_K: usize = 1;
    pub const CANDIDATES: usize = 2;
    /// Thread 0 of every phase kernel adds 1: a launch whose kernel failed to compile does
    /// nothing at all, and its untouched counters would read as "no interval failed".
    pub const LAUNCHES: usize = 3;
    pub const LEN: usize = 4;
}

/// log2 of the most points an interval J may have: counts stay below 2^31 (see
/// [`lower_bound_test`]) and a point's index squared below 2^64 ([`square_term`]).
pub const MAX_LOG2_POINTS: u32 = 20;

/// Sub-intervals K per J in phase 2.
pub const SUB_INTERVALS: u32 = 8;

/// Points one phase-3 thread checks.
pub const POINTS_PER_THREAD: u32 = 64;

/// `|x|` of a two's-complement fixed-point value.
#[cube]
pub fn absolute<F: Fixed>(x: F) -> F {
    let mut result = x;
    if F::is_negative(x) {
        result = negate::<F>(x);
    }
    result
}

/// `⌊|c|·m / 2^shift⌋ mod 2^64` with the sign of `c` (two's complement in `c`), for
/// `shift ≤ 64`.
#[cube]
pub fn scaled_term<F: Fixed>(c: F, m: u32, shift: u32) -> F {
    let negative = F::is_negative(c);
    let mut magnitude = c;
    if negative {
        magnitude = negate::<F>(c);
    }
    let mut result = F::wide_product_shifted(magnitude, m, shift);
    if negative {
        result = negate::<F>(result);
    }
    result
}

/// `⌊|c|·k² / 2^shift⌋ mod 2^64` with the sign of `c`, for any `k` and `shift ≤ 64`: below
/// 2^16, `k²` is a `u32` and this is [`scaled_term`]; above, the 128-bit product `|c|·k·k` is
/// formed from two 96-bit ones (`|c| < 2^64` and `k < 2^32`, so its top word cannot overflow).
#[cube]
#[allow(unused_assignments)] // kernels have no value-form if/else (tracel-ai/cubecl#1351)
pub fn square_term<F: Fixed>(c: F, k: u32, shift: u32) -> F {
    let mut result = F::from_u32(0u32);
    if k < 65536 {
        result = scaled_term::<F>(c, k * k, shift);
    } else {
        let negative = F::is_negative(c);
        let mut magnitude = c;
        if negative {
            magnitude = negate::<F>(c);
        }
        // |c|·k = high·2^64 + low, then (|c|·k)·k = top·2^64 + bottom.
        let low = F::wide_product_shifted(magnitude, k, 0u32);
        let high = F::wide_product_shifted(magnitude, k, 64u32);
        let bottom = F::wide_product_shifted(low, k, 0u32);
        let top = F::add(F::wide_product_shifted(low, k, 64u32), F::mul_u32(high, k));
        result = bottom;
        if shift == 64 {
            result = top;
        } else if shift > 0 {
            // Disjoint bits: the sum is their union.
            result = F::add(F::shl(top, 64 - shift), F::shr(bottom, shift));
        }
        if negative {
            result = negate::<F>(result);
        }
    }
    result
}

/// How many times `small` is subtracted from `big` while `small < big`, capped at
/// `⌊(n − count) / other⌋`, where `count + q·other + other > n` already holds: the caller's
/// test `count + q·other + other ≥ n` decides as it would on the whole quotient, and stays
/// below `2n`. With the subtractive loop it stops as soon as that test holds (the caller then returns
/// success whatever the rest of `q` would be).
#[cube]
fn quotient<F: Fixed>(
    big: F,
    small: F,
    count: u32,
    other: u32,
    n: u32,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
) -> u32 {
    let cap = (n - count) / other;
    let mut q = 0u32;
    let mut divide = false;
    if method == remainder::DIVISION {
        divide = true;
    } else if method == remainder::HYBRID {
        divide = at_least::<F>(F::shr(big, threshold), small);
    }
    if F::is_zero(small) {
        q = cap;
    } else if divide {
        if F::less(small, big) {
            q = F::capped_quotient(big, small, cap);
        }
    } else {
        let mut rest = big;
        while F::less(small, rest) && count + q * other + other < n {
            rest = F::sub(rest, small);
            q += 1;
        }
    }
    q
}

/// How many of the coming steps of the lower-bound loop are plain ones, with a zero quotient:
/// `q −= p` (and `d −= p` where `d` moves), `co += cp`, while `q ≥ p`, `r` (the room `d` leaves:
/// `x − d` on the `d < x` side, `d − d0` on the other) stays above `p`'s multiples, and
/// `cp + co` below `n`. Where `{a}` or `1 − {a}` is tiny (exp on [2^-20, 1): a slope of about
/// 2^-k grid units per point) Algorithm 1 takes one such step per point; they are one more
/// remainder, `⌊(min(q, r) − 1)/p⌋` capped so that the counts stay below `n`, taken by division
/// where the remainder method divides (never for the subtractive method, Algorithm 1 as written).
/// The steps it skips are exactly those the loop would take: the same verdict, fewer iterations.
#[cube]
#[allow(clippy::too_many_arguments)]
fn plain_steps<F: Fixed>(
    p: F,
    q: F,
    r: F,
    cp: u32,
    co: u32,
    n: u32,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
) -> u32 {
    let mut limit = q;
    if F::less(r, q) {
        limit = r;
    }
    let mut divide = false;
    if method == remainder::DIVISION {
        divide = true;
    } else if method == remainder::HYBRID {
        divide = at_least::<F>(F::shr(limit, threshold), p);
    }
    let mut m = 0u32;
    if divide && !F::is_zero(p) && F::less(p, limit) && cp + co < n {
        m = F::capped_quotient(limit, p, (n - cp - co) / cp);
    }
    m
}

/// One iteration of the lower-bound loop on one side of `d`, the variables as that side sees
/// them: a run of plain steps ([`plain_steps`]: `x −= m·y`, `v += m·u`) where there is one, else
/// `x` taken `q` times out of `y` ([`quotient`]), then `x −= y`, with `u += q·v`, `v += u`.
/// Where `d_moves` (the `d ≥ x` side: the unswapped form calls it with `y`, `x`, `v`, `u`; the
/// swap form once it has swapped) `d` moves with `x`: `d −= m·y` or `d −= y`, and the loop fails
/// once `d < d0`. Returns the new `x`, `y`, `u`, `v`, `d` and 0 while the loop runs, 1 for
/// success (`u + q·v + v` reaches `n`), 2 for failure.
#[cube]
#[allow(clippy::too_many_arguments)]
fn side_step<F: Fixed>(
    x: F,
    y: F,
    u: u32,
    v: u32,
    d: F,
    d0: F,
    n: u32,
    d_moves: bool,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
) -> (F, F, u32, u32, F, u32) {
    let mut room = F::sub(x, d);
    if d_moves {
        room = F::sub(d, d0);
    }
    let m = plain_steps::<F>(y, x, room, u, v, n, method, threshold);
    let mut next_x = x;
    let mut next_y = y;
    let mut next_u = u;
    let mut next_v = v;
    let mut next_d = d;
    let mut outcome = 0u32;
    if m > 0 {
        let run = F::mul_u32(y, m);
        if d_moves {
            next_d = F::sub(d, run);
        }
        next_x = F::sub(x, run);
        next_v = v + m * u;
    } else {
        if d_moves {
            next_d = F::sub(d, y);
            if F::less(next_d, d0) {
                outcome = 2u32;
            }
        }
        if outcome == 0 {
            let q = quotient::<F>(y, x, u, v, n, method, threshold);
            if u + q * v + v >= n {
                outcome = 1u32;
            } else {
                next_y = F::sub(y, F::mul_u32(x, q));
                next_u = u + q * v;
                next_x = F::sub(x, next_y);
                next_v = v + next_u;
            }
        }
    }
    (next_x, next_y, next_u, next_v, next_d, outcome)
}

/// `big mod small` for `small > 0` and `⌊big / small⌋ ≤ cap` (for [`one_wrap`]).
#[cube]
fn remainder_of<F: Fixed>(big: F, small: F, cap: u32) -> F {
    // capped_quotient gives ⌊(big − 1) / small⌋: one less than ⌊big / small⌋ on a multiple.
    let mut rest = big;
    if !F::less(big, small) {
        let mut q = 0u32;
        if F::less(small, big) {
            q = F::capped_quotient(big, small, cap);
        }
        rest = F::sub(big, F::mul_u32(small, q));
        if !F::less(rest, small) {
            rest = F::sub(rest, small);
        }
    }
    rest
}

/// The lower-bound test where the points `{b − a·k}`, `0 ≤ k < n`, go round the unit at most
/// once (`|a|·(n − 1) < 2^64`, a nearly constant function, as exp near 0): their least value
/// is `b mod a` or the last one (decreasing), or `b` or the first one past the wrap
/// (increasing), so the test is decided at once. Algorithm 1 would take one iteration per
/// point there (each `x − y` is a single subtraction, and `y = min({a}, 1 − {a})` is tiny).
/// Returns 0 where the points wrap more often (the caller runs Algorithm 1), 1 for success, 2
/// for failure.
#[cube]
fn one_wrap<F: Fixed>(a: F, b: F, d0: F, n: u32) -> u32 {
    let negative = F::is_negative(a);
    let mut step = a;
    if negative {
        step = negate::<F>(a);
    }
    let span = F::mul_u32(step, n - 1);
    let mut verdict = 0u32;
    if F::is_zero(F::wide_product_shifted(step, n - 1, 64u32)) {
        let mut least = b;
        if negative {
            // Increasing by `step`: past the wrap, the first value is `step·k1 − (2^64 − b)`.
            let rest = negate::<F>(b);
            if !F::is_zero(b) && !F::less(span, rest) {
                let past = F::sub(step, remainder_of::<F>(rest, step, n - 1));
                let mut first = past;
                if !F::less(past, step) {
                    first = F::sub(past, step);
                }
                if F::less(first, least) {
                    least = first;
                }
            }
        } else {
            // Decreasing by `step`: the last value, and before the wrap `b mod step`.
            least = F::sub(b, span);
            if F::less(b, span) {
                let before = remainder_of::<F>(b, step, n - 1);
                if F::less(before, least) {
                    least = before;
                }
            }
        }
        verdict = 2u32 - u32::cast_from(at_least::<F>(least, d0));
    }
    verdict
}

/// Lefèvre's lower-bound test: `true` when every `{b − a·k}`, `0 ≤ k < n`, is at least `d0`
/// (success: no point of the segment comes that close to the grid); `false` when the bound it
/// finds is below `d0` (the caller looks closer). It runs the three-distance configurations
/// from `x = {a}`, `y = 1 − {a}` (seed 002 writes `y ← 1`), with the remainders of `remainder`,
/// and with `swap` in the form of Algorithm 2: one common reduction step, the variables swapped
/// only when the side of `d` changes (d is reduced by the x of the unswapped form). Runs of
/// steps with a zero quotient are taken at once where the method divides ([`plain_steps`]).
///
/// `u` and `v` stay below `n ≤ 2^20` while the loop runs and [`quotient`] caps `q` so that
/// `u + q·v + v < 2n`: the counts are `u32`.
#[cube]
#[allow(clippy::manual_swap)] // kernels have no std::mem::swap
pub fn lower_bound_test<F: Fixed>(
    a: F,
    b: F,
    d0: F,
    n: u32,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) -> bool {
    let mut x = a;
    let mut y = negate::<F>(a);
    let mut d = b;
    let mut u = 1u32;
    let mut v = 1u32;
    let mut success = false;
    let mut running = at_least::<F>(d, d0);
    if F::is_zero(a) {
        // Every point sits at 0: the distance is b itself.
        success = running;
        running = false;
    }
    if running {
        let direct = one_wrap::<F>(a, b, d0, n);
        if direct > 0 {
            success = direct == 1;
            running = false;
        }
    }
    let mut swapped = false;
    // Each form calls `side_step` where its branches are (CubeCL has no destructuring
    // assignment: each call copies its results back).
    while running {
        if swap {
            let mut real_x = x;
            if swapped {
                real_x = y;
            }
            let want = at_least::<F>(d, real_x);
            if want != swapped {
                let t = x;
                x = y;
                y = t;
                let w = u;
                u = v;
                v = w;
                swapped = want;
            }
            let (next_x, next_y, next_u, next_v, next_d, o) =
                side_step::<F>(x, y, u, v, d, d0, n, swapped, method, threshold);
            x = next_x;
            y = next_y;
            u = next_u;
            v = next_v;
            d = next_d;
            success = o == 1;
            running = o == 0;
        } else if F::less(d, x) {
            let (next_x, next_y, next_u, next_v, next_d, o) =
                side_step::<F>(x, y, u, v, d, d0, n, false, method, threshold);
            x = next_x;
            y = next_y;
            u = next_u;
            v = next_v;
            d = next_d;
            success = o == 1;
            running = o == 0;
        } else {
            // The same step on the variables exchanged.
            let (next_y, next_x, next_v, next_u, next_d, o) =
                side_step::<F>(y, x, v, u, d, d0, n, true, method, threshold);
            x = next_x;
            y = next_y;
            u = next_u;
            v = next_v;
            d = next_d;
            success = o == 1;
            running = o == 0;
        }
    }
    success
}

/// The chord of `b + a·k + c·(k0 + k)²` over `0 ≤ k ≤ len` tested with half-width `eps`:
/// the line `b' + a'·k` with `a' = a + 2c·k0 + c·len`, `b' = b + c·k0² − c·len²/8`, shifted by
/// `eps` so that the two-sided distance becomes the one-sided `{(b' + eps) − (−a')·k} < 2·eps`.
/// `a` and `b` here are already taken at `k0`. `true`: no point within `eps` of the grid.
///
/// `eps` is `base` (the criterion and every error but the chord's: the phase-3 window) plus
/// this quadratic's own distance to its chord, `⌊|c|·len²/2^(σ+3)⌋ + 1`: the parabola
/// `c·k·(k − len)` lies within `|c|·len²/8` of its centred chord. A bound of `|c|` over the
/// whole piece would do as well, and did up to session 43; the J's own `c` is never above it
/// and makes fewer Js fail where the function bends less (sin and cos near their zeros).
#[cube]
#[allow(clippy::too_many_arguments)]
fn chord_test<F: Fixed>(
    a: F,
    b: F,
    c: F,
    len: u32,
    sigma: u32,
    base: F,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) -> bool {
    let slope = F::add(a, scaled_term::<F>(c, len, sigma));
    let centre = square_term::<F>(c, len, sigma + 3);
    let eps = F::add(F::add(base, absolute::<F>(centre)), F::from_u32(1u32));
    let value = F::add(F::sub(b, centre), eps);
    lower_bound_test::<F>(
        negate::<F>(slope),
        value,
        F::add(eps, eps),
        len,
        method,
        threshold,
        swap,
    )
}

/// The launch parameters every phase reads.
#[derive(CubeType, Clone, Copy)]
pub struct Params<F: Fixed> {
    pub points_per_j: u32,
    pub sigma: u32,
    pub eps3: F,
    pub points: F,
}

#[cube]
fn read_params<F: Fixed>(words: &Array<u32>) -> Params<F> {
    Params::<F> {
        points_per_j: F::low(F::load(words, param::POINTS_PER_J)),
        sigma: F::low(F::load(words, param::SIGMA)),
        eps3: F::load(words, param::EPS3),
        points: F::load(words, param::POINTS),
    }
}

/// Valid points of interval `j` of this launch (the piece may end inside the last J).
#[cube]
fn points_of<F: Fixed>(j: u32, p: Params<F>) -> u32 {
    let n = p.points_per_j;
    let start = F::mul_u32(F::from_u32(j), n);
    let mut count = 0u32;
    if F::less(start, p.points) {
        let rest = F::sub(p.points, start);
        count = n;
        if F::less(rest, F::from_u32(n)) {
            count = F::low(rest);
        }
    }
    count
}

/// The quadratic of J at point `k`.
#[cube]
fn value_at<F: Fixed>(a: F, b: F, c: F, k: u32, sigma: u32) -> F {
    F::add(F::add(b, F::mul_u32(a, k)), square_term::<F>(c, k, sigma))
}

/// Phase 1 on J: `true` when the chord of the whole J keeps every point away.
#[cube]
fn phase1_test<F: Fixed>(
    a: F,
    b: F,
    c: F,
    p: Params<F>,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) -> bool {
    chord_test::<F>(
        a,
        b,
        c,
        p.points_per_j,
        p.sigma,
        p.eps3,
        method,
        threshold,
        swap,
    )
}

/// Phase 2 on sub-interval `i` of J: `true` when its refined chord keeps every point away.
/// The chord starts from the J's quadratic taken at the sub-interval's first point `k0`.
#[cube]
fn phase2_test<F: Fixed>(
    a: F,
    b: F,
    c: F,
    i: u32,
    p: Params<F>,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) -> bool {
    let len = p.points_per_j / SUB_INTERVALS;
    let k0 = i * len;
    chord_test::<F>(
        F::add(a, scaled_term::<F>(c, k0 + k0, p.sigma)),
        value_at::<F>(a, b, c, k0, p.sigma),
        c,
        len,
        p.sigma,
        p.eps3,
        method,
        threshold,
        swap,
    )
}

/// Distance of a fixed-point value to the nearest integer.
#[cube]
fn grid_distance<F: Fixed>(v: F) -> F {
    let mut distance = negate::<F>(v);
    if F::less(v, distance) {
        distance = v;
    }
    distance
}

/// How many points of `[from, to)` of J lie within the phase-3 window of a breakpoint.
#[cube]
fn hits_in<F: Fixed>(a: F, b: F, c: F, from: u32, to: u32, p: Params<F>) -> u32 {
    let mut hits = 0u32;
    for k in from..to {
        let v = value_at::<F>(a, b, c, k, p.sigma);
        hits += u32::cast_from(F::less(grid_distance::<F>(v), p.eps3));
    }
    hits
}

/// Writes the hits of `[from, to)` of J (as [`hits_in`] counts them) to `candidates` as
/// `(j, k)` pairs from pair `slot` on; returns the next free pair.
///
/// A thread counts its hits first and reserves their slots with one atomic add before calling
/// this: with the atomic inside the point loop, lavapipe lost increments and stores (2051 of
/// 2075 candidates counted, 22 slots never written; the SPIR-V read as written).
#[cube]
#[allow(clippy::too_many_arguments)]
fn store_hits<F: Fixed>(
    a: F,
    b: F,
    c: F,
    j: u32,
    from: u32,
    to: u32,
    p: Params<F>,
    first_slot: u32,
    candidates: &mut Array<u32>,
) -> u32 {
    let mut slot = first_slot;
    for k in from..to {
        if F::less(
            grid_distance::<F>(value_at::<F>(a, b, c, k, p.sigma)),
            p.eps3,
        ) {
            let at = usize::cast_from(slot) * 2;
            if at + 1 < candidates.len() {
                candidates[at] = j;
                candidates[at + 1] = k;
            }
            slot += 1;
        }
    }
    slot
}

/// Counts this launch (thread 0 only).
#[cube]
fn count_launch(counters: &mut Array<Atomic<u32>>) {
    if ABSOLUTE_POS == 0 {
        counters[counter::LAUNCHES].fetch_add(1u32);
    }
}

/// Appends `value` to a compaction list through counter `which`; the host compares the
/// counter with the list's length and never trusts a list that overflowed.
#[cube]
fn push(list: &mut Array<u32>, counters: &mut Array<Atomic<u32>>, which: usize, value: u32) {
    let slot = counters[which].fetch_add(1u32);
    if usize::cast_from(slot) < list.len() {
        list[usize::cast_from(slot)] = value;
    }
}

/// Phase 1 (three-kernel deployment): one thread per J; the Js whose lower bound falls below
/// ε₁ are compacted into `failed`.
#[cube(launch)]
#[allow(clippy::too_many_arguments)]
pub fn phase1<F: Fixed>(
    a: &Array<u32>,
    b: &Array<u32>,
    c: &Array<u32>,
    params: &Array<u32>,
    failed: &mut Array<u32>,
    counters: &mut Array<Atomic<u32>>,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) {
    count_launch(counters);
    let j = ABSOLUTE_POS;
    let p = read_params::<F>(params);
    if 2 * j < a.len() && points_of::<F>(u32::cast_from(j), p) > 0 {
        let (aj, bj, cj) = (F::load(a, j), F::load(b, j), F::load(c, j));
        if !phase1_test::<F>(aj, bj, cj, p, method, threshold, swap) {
            push(failed, counters, counter::FAILED_J, u32::cast_from(j));
        }
    }
}

/// Phase 2 (three-kernel deployment): one thread per (failed J, sub-interval K); the Ks whose
/// refined bound falls below ε₂ are compacted into `failed_k` as `8·j + i`.
#[cube(launch)]
#[allow(clippy::too_many_arguments)]
pub fn phase2<F: Fixed>(
    a: &Array<u32>,
    b: &Array<u32>,
    c: &Array<u32>,
    params: &Array<u32>,
    failed_j: &Array<u32>,
    failed_k: &mut Array<u32>,
    counters: &mut Array<Atomic<u32>>,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) {
    count_launch(counters);
    let t = ABSOLUTE_POS;
    let per = SUB_INTERVALS as usize;
    if t < failed_j.len() * per {
        let p = read_params::<F>(params);
        let j = failed_j[t / per];
        let i = u32::cast_from(t % per);
        let at = usize::cast_from(j);
        if i * (p.points_per_j / SUB_INTERVALS) < points_of::<F>(j, p) {
            let (aj, bj, cj) = (F::load(a, at), F::load(b, at), F::load(c, at));
            if !phase2_test::<F>(aj, bj, cj, i, p, method, threshold, swap) {
                push(failed_k, counters, counter::FAILED_K, j * SUB_INTERVALS + i);
            }
        }
    }
}

/// Phase 3 (three-kernel deployment): every point of the failed Ks, [`POINTS_PER_THREAD`] per
/// thread.
#[cube(launch)]
pub fn phase3<F: Fixed>(
    a: &Array<u32>,
    b: &Array<u32>,
    c: &Array<u32>,
    params: &Array<u32>,
    failed_k: &Array<u32>,
    candidates: &mut Array<u32>,
    counters: &mut Array<Atomic<u32>>,
) {
    count_launch(counters);
    let p = read_params::<F>(params);
    let len = p.points_per_j / SUB_INTERVALS;
    #[allow(clippy::manual_div_ceil)] // no div_ceil in kernels
    let chunks = (len + POINTS_PER_THREAD - 1) / POINTS_PER_THREAD;
    let t = u32::cast_from(ABSOLUTE_POS);
    if t < u32::cast_from(failed_k.len()) * chunks {
        let code = failed_k[usize::cast_from(t / chunks)];
        let j = code / SUB_INTERVALS;
        let i = code % SUB_INTERVALS;
        let from = i * len + (t % chunks) * POINTS_PER_THREAD;
        let to = min(
            min(from + POINTS_PER_THREAD, (i + 1) * len),
            points_of::<F>(j, p),
        );
        let at = usize::cast_from(j);
        let (aj, bj, cj) = (F::load(a, at), F::load(b, at), F::load(c, at));
        let hits = hits_in::<F>(aj, bj, cj, from, to, p);
        if hits > 0 {
            let slot = counters[counter::CANDIDATES].fetch_add(hits);
            store_hits::<F>(aj, bj, cj, j, from, to, p, slot, candidates);
        }
    }
}

/// The one-kernel deployment (seed 002 §III-A): one thread per J runs phase 1, phase 2 on the
/// sub-intervals of a failing J, and phase 3 on the sub-intervals that still fail. Only the
/// counts of failing Js and Ks are kept (Table I); candidates are compacted as in phase 3, and
/// every counter is added to once per thread.
#[cube(launch)]
#[allow(clippy::too_many_arguments)]
pub fn all_phases<F: Fixed>(
    a: &Array<u32>,
    b: &Array<u32>,
    c: &Array<u32>,
    params: &Array<u32>,
    candidates: &mut Array<u32>,
    counters: &mut Array<Atomic<u32>>,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) {
    count_launch(counters);
    let j = ABSOLUTE_POS;
    let p = read_params::<F>(params);
    let valid = select(2 * j < a.len(), points_of::<F>(u32::cast_from(j), p), 0u32);
    if valid > 0 {
        let (aj, bj, cj) = (F::load(a, j), F::load(b, j), F::load(c, j));
        if !phase1_test::<F>(aj, bj, cj, p, method, threshold, swap) {
            counters[counter::FAILED_J].fetch_add(1u32);
            let len = p.points_per_j / SUB_INTERVALS;
            // Bit i: sub-interval i failed phase 2.
            let mut failing = 0u32;
            let mut failed_k = 0u32;
            let mut hits = 0u32;
            for i in 0..SUB_INTERVALS {
                let from = i * len;
                if from < valid && !phase2_test::<F>(aj, bj, cj, i, p, method, threshold, swap) {
                    failing |= 1u32 << i;
                    failed_k += 1;
                    hits += hits_in::<F>(aj, bj, cj, from, min(from + len, valid), p);
                }
            }
            if failed_k > 0 {
                counters[counter::FAILED_K].fetch_add(failed_k);
            }
            if hits > 0 {
                let mut slot = counters[counter::CANDIDATES].fetch_add(hits);
                for i in 0..SUB_INTERVALS {
                    if (failing >> i) & 1 == 1 {
                        let from = i * len;
                        slot = store_hits::<F>(
                            aj,
                            bj,
                            cj,
                            u32::cast_from(j),
                            from,
                            min(from + len, valid),
                            p,
                            slot,
                            candidates,
                        );
                    }
                }
            }
        }
    }
}

/// Every [`Fixed`] operation on `(x[i], y[i], m[i], shift[i])`, seven values per input:
/// `x + y`, `x − y`, `x·m`, `x / 2^(m mod 64)`; flags: `capped_quotient(max, min, m mod 2^20)`
/// (0 where its precondition fails) in bits 0–19, `x < y` in bit 20, `x` negative in bit 21;
/// [`scaled_term`]`(x, m, shift)` and [`square_term`]`(x, m, shift)`. Lets the tests compare
/// each operation, in both forms, with the host's `u64` and 128-bit arithmetic.
#[cube(launch)]
pub fn fixed_ops<F: Fixed>(
    x: &Array<u32>,
    y: &Array<u32>,
    m: &Array<u32>,
    shift: &Array<u32>,
    out: &mut Array<u32>,
) {
    let i = ABSOLUTE_POS;
    if i < m.len() {
        let (a, b, k) = (F::load(x, i), F::load(y, i), m[i]);
        F::store(out, 7 * i, F::add(a, b));
        F::store(out, 7 * i + 1, F::sub(a, b));
        F::store(out, 7 * i + 2, F::mul_u32(a, k));
        F::store(out, 7 * i + 3, F::shr(a, k % 64));
        let mut big = b;
        let mut small = a;
        if F::less(b, a) {
            big = a;
            small = b;
        }
        let mut flags = 0u32;
        if !F::is_zero(small) && F::less(small, big) {
            flags = F::capped_quotient(big, small, k % (1u32 << MAX_LOG2_POINTS));
        }
        flags |= u32::cast_from(F::less(a, b)) << 20;
        flags |= u32::cast_from(F::is_negative(a)) << 21;
        F::store(out, 7 * i + 4, F::from_u32(flags));
        F::store(out, 7 * i + 5, scaled_term::<F>(a, k, shift[i]));
        F::store(out, 7 * i + 6, square_term::<F>(a, k, shift[i]));
    }
}
