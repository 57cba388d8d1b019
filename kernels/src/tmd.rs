//! Lefèvre's L-algorithm (seed 002 Algorithms 1 and 2, seed 004) and the three phases of the
//! hard-to-round search built on it.
//!
//! Everything is 64-bit fixed point modulo 1: a value `v` stands for `v / 2^64`. Each interval J
//! of `N` consecutive floats comes as `(a, b, c)`, the function on J scaled so that rounding
//! breakpoints are integers: `F(t_J + k) ≈ b + a·k + c·k²` (`a`, `b` fractions of the slope and
//! value; `c` a signed curvature scaled by `2^(64+σ)`, `σ` per launch). The host bounds every
//! neglected term; the kernels only add the bounds they are given.

use cubecl::prelude::*;

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
    /// Points per interval J (a power of two, at most 2^15).
    pub const POINTS_PER_J: usize = 0;
    /// `σ`: `c` is scaled by `2^(64+σ)`.
    pub const SIGMA: usize = 1;
    /// Phase-1 half-width ε₁ (fraction of 2^64): criterion plus every error of the J chord.
    pub const EPS1: usize = 2;
    /// Phase-2 half-width ε₂ for the chords of the eight sub-intervals K.
    pub const EPS2: usize = 3;
    /// Phase-3 window: a point closer than this to a breakpoint is a candidate.
    pub const EPS3: usize = 4;
    /// Valid points from the first J of this launch on (the last J may be partial).
    pub const POINTS: usize = 5;
    pub const LEN: usize = 6;
}

/// Slot counters of the compaction lists.
pub mod counter {
    pub const FAILED_J: usize = 0;
    pub const FAILED_K: usize = 1;
    pub const CANDIDATES: usize = 2;
    pub const LEN: usize = 3;
}

/// Sub-intervals K per J in phase 2.
pub const SUB_INTERVALS: u32 = 8;

/// Points one phase-3 thread checks.
pub const POINTS_PER_THREAD: u32 = 64;

/// `⌊|c|·m / 2^shift⌋ mod 2^64` with the sign of `c` (two's complement in `c`), for `m < 2^32`
/// and `shift ≤ 64`: the 96-bit product is formed from 32-bit halves.
#[cube]
pub fn scaled_term(c: u64, m: u64, shift: u32) -> u64 {
    let negative = (c >> 63) == 1;
    let magnitude = if negative { 0u64 - c } else { c };
    let low = (magnitude & 0xffff_ffffu64) * m;
    let high = (magnitude >> 32) * m;
    let sum = low + (high << 32);
    // Not `if sum < low { 1 } else { 0 }`: CubeCL 0.10 compiles a value-form if/else with
    // literal arms to its else arm (tracel-ai/cubecl#1351), which dropped this carry.
    let carry = u64::cast_from(sum < low);
    let top = (high >> 32) + carry;
    let mut result = sum;
    if shift == 64 {
        result = top;
    } else if shift > 0 {
        result = (top << u64::cast_from(64 - shift)) | (sum >> u64::cast_from(shift));
    }
    if negative {
        result = 0u64 - result;
    }
    result
}

/// How many times `small` is subtracted from `big` while `small < big`, capped at `n`; with
/// the subtractive loop it stops as soon as `count + q·other + other ≥ n` (the caller then
/// returns success whatever the rest of `q` would be).
#[cube]
fn quotient(
    big: u64,
    small: u64,
    count: u64,
    other: u64,
    n: u64,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
) -> u64 {
    let mut q = 0u64;
    let mut divide = false;
    if method == remainder::DIVISION {
        divide = true;
    } else if method == remainder::HYBRID {
        divide = (big >> u64::cast_from(threshold)) >= small;
    }
    if small == 0 {
        q = n;
    } else if divide {
        if small < big {
            q = (big - 1) / small;
        }
        if q > n {
            q = n;
        }
    } else {
        let mut rest = big;
        while small < rest && count + q * other + other < n {
            rest -= small;
            q += 1;
        }
    }
    q
}

/// Lefèvre's lower-bound test: `true` when every `{b − a·k}`, `0 ≤ k < n`, is at least `d0`
/// (success: no point of the segment comes that close to the grid); `false` when the bound it
/// finds is below `d0` (the caller looks closer). It runs the three-distance configurations
/// from `x = {a}`, `y = 1 − {a}` (seed 002 writes `y ← 1`), with the remainders of `remainder`,
/// and with `swap` in the form of Algorithm 2: one common reduction step, the variables swapped
/// only when the side of `d` changes (d is reduced by the x of the unswapped form).
#[cube]
#[allow(clippy::manual_swap)] // kernels have no std::mem::swap
pub fn lower_bound_test(
    a: u64,
    b: u64,
    d0: u64,
    n: u64,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) -> bool {
    let mut x = a;
    let mut y = 0u64 - a;
    let mut d = b;
    let mut u = 1u64;
    let mut v = 1u64;
    let mut success = false;
    let mut running = d >= d0;
    if a == 0 {
        // Every point sits at 0: the distance is b itself.
        success = running;
        running = false;
    }
    let mut swapped = false;
    while running {
        if swap {
            let real_x = if swapped { y } else { x };
            let want = d >= real_x;
            if want != swapped {
                let t = x;
                x = y;
                y = t;
                let w = u;
                u = v;
                v = w;
                swapped = want;
            }
            let mut reduce = true;
            if swapped {
                d -= y;
                if d < d0 {
                    running = false;
                    reduce = false;
                }
            }
            if reduce {
                let q = quotient(y, x, u, v, n, method, threshold);
                if u + q * v + v >= n {
                    success = true;
                    running = false;
                } else {
                    y -= q * x;
                    u += q * v;
                    x -= y;
                    v += u;
                }
            }
        } else if d < x {
            let q = quotient(y, x, u, v, n, method, threshold);
            if u + q * v + v >= n {
                success = true;
                running = false;
            } else {
                y -= q * x;
                u += q * v;
                x -= y;
                v += u;
            }
        } else {
            d -= x;
            if d < d0 {
                running = false;
            } else {
                let q = quotient(x, y, v, u, n, method, threshold);
                if u + v + q * u >= n {
                    success = true;
                    running = false;
                } else {
                    x -= q * y;
                    v += q * u;
                    y -= x;
                    u += v;
                }
            }
        }
    }
    success
}

/// The chord of `b + a·k + c·(k0 + k)²` over `0 ≤ k ≤ len` tested with half-width `eps`:
/// the line `b' + a'·k` with `a' = a + 2c·k0 + c·len`, `b' = b + c·k0² − c·len²/8`, shifted by
/// `eps` so that the two-sided distance becomes the one-sided `{(b' + eps) − (−a')·k} < 2·eps`.
/// `a` and `b` here are already taken at `k0`. `true`: no point within `eps` of the grid.
#[cube]
fn chord_test(
    a: u64,
    b: u64,
    c: u64,
    len: u64,
    params: &Array<u64>,
    eps: u64,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) -> bool {
    let sigma = u32::cast_from(params[param::SIGMA]);
    let slope = a + scaled_term(c, len, sigma);
    let value = b - scaled_term(c, len * len, sigma + 3) + eps;
    lower_bound_test(0u64 - slope, value, eps + eps, len, method, threshold, swap)
}

/// Valid points of interval `j` of this launch (the piece may end inside the last J).
#[cube]
fn points_of(j: u64, params: &Array<u64>) -> u64 {
    let n = params[param::POINTS_PER_J];
    let total = params[param::POINTS];
    let start = j * n;
    let mut count = 0u64;
    if start < total {
        count = total - start;
        if count > n {
            count = n;
        }
    }
    count
}

/// The quadratic of J at point `k`.
#[cube]
fn value_at(a: u64, b: u64, c: u64, k: u64, sigma: u32) -> u64 {
    b + a * k + scaled_term(c, k * k, sigma)
}

/// Sub-interval `i` of J: its first point `k0`, and `(a, b)` of the J's quadratic taken at k0.
#[cube]
fn sub_interval_start(a: u64, b: u64, c: u64, k0: u64, sigma: u32) -> Start {
    Start {
        slope: a + scaled_term(c, k0 + k0, sigma),
        value: value_at(a, b, c, k0, sigma),
    }
}

/// A slope and value pair.
#[derive(CubeType, Clone, Copy)]
pub struct Start {
    pub slope: u64,
    pub value: u64,
}

/// Phase 2 on sub-interval `i` of J: `true` when its refined chord keeps every point away.
#[cube]
fn phase2_test(
    a: u64,
    b: u64,
    c: u64,
    i: u64,
    params: &Array<u64>,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) -> bool {
    let len = params[param::POINTS_PER_J] / u64::cast_from(SUB_INTERVALS);
    let sigma = u32::cast_from(params[param::SIGMA]);
    let start = sub_interval_start(a, b, c, i * len, sigma);
    chord_test(
        start.slope,
        start.value,
        c,
        len,
        params,
        params[param::EPS2],
        method,
        threshold,
        swap,
    )
}

/// Distance of a fixed-point value to the nearest integer.
#[cube]
fn grid_distance(v: u64) -> u64 {
    let below = 0u64 - v;
    select(v < below, v, below)
}

/// How many points of `[from, to)` of J lie within the phase-3 window of a breakpoint.
#[cube]
fn hits_in(a: u64, b: u64, c: u64, from: u64, to: u64, params: &Array<u64>) -> u32 {
    let sigma = u32::cast_from(params[param::SIGMA]);
    let window = params[param::EPS3];
    let count = select(to > from, u32::cast_from(to - from), 0u32);
    let mut hits = 0u32;
    for r in 0..count {
        let v = value_at(a, b, c, from + u64::cast_from(r), sigma);
        hits += u32::cast_from(grid_distance(v) < window);
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
fn store_hits(
    a: u64,
    b: u64,
    c: u64,
    j: u32,
    from: u64,
    to: u64,
    params: &Array<u64>,
    first_slot: u32,
    candidates: &mut Array<u32>,
) -> u32 {
    let sigma = u32::cast_from(params[param::SIGMA]);
    let window = params[param::EPS3];
    let count = select(to > from, u32::cast_from(to - from), 0u32);
    let mut slot = first_slot;
    for r in 0..count {
        let k = from + u64::cast_from(r);
        if grid_distance(value_at(a, b, c, k, sigma)) < window {
            let at = usize::cast_from(slot) * 2;
            if at + 1 < candidates.len() {
                candidates[at] = j;
                candidates[at + 1] = u32::cast_from(k);
            }
            slot += 1;
        }
    }
    slot
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
pub fn phase1(
    a: &Array<u64>,
    b: &Array<u64>,
    c: &Array<u64>,
    params: &Array<u64>,
    failed: &mut Array<u32>,
    counters: &mut Array<Atomic<u32>>,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) {
    let j = ABSOLUTE_POS;
    if j < a.len() {
        let n = points_of(u64::cast_from(j), params);
        if n > 0 {
            let pass = chord_test(
                a[j],
                b[j],
                c[j],
                params[param::POINTS_PER_J],
                params,
                params[param::EPS1],
                method,
                threshold,
                swap,
            );
            if !pass {
                push(failed, counters, counter::FAILED_J, u32::cast_from(j));
            }
        }
    }
}

/// Phase 2 (three-kernel deployment): one thread per (failed J, sub-interval K); the Ks whose
/// refined bound falls below ε₂ are compacted into `failed_k` as `8·j + i`.
#[cube(launch)]
#[allow(clippy::too_many_arguments)]
pub fn phase2(
    a: &Array<u64>,
    b: &Array<u64>,
    c: &Array<u64>,
    params: &Array<u64>,
    failed_j: &Array<u32>,
    failed_k: &mut Array<u32>,
    counters: &mut Array<Atomic<u32>>,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) {
    let t = ABSOLUTE_POS;
    let per = SUB_INTERVALS as usize;
    if t < failed_j.len() * per {
        let j = failed_j[t / per];
        let i = u64::cast_from(t % per);
        let at = usize::cast_from(j);
        let len = params[param::POINTS_PER_J] / u64::cast_from(SUB_INTERVALS);
        if i * len < points_of(u64::cast_from(j), params) {
            let pass = phase2_test(a[at], b[at], c[at], i, params, method, threshold, swap);
            if !pass {
                push(
                    failed_k,
                    counters,
                    counter::FAILED_K,
                    j * SUB_INTERVALS + u32::cast_from(i),
                );
            }
        }
    }
}

/// Phase 3 (three-kernel deployment): every point of the failed Ks, [`POINTS_PER_THREAD`] per
/// thread.
#[cube(launch)]
pub fn phase3(
    a: &Array<u64>,
    b: &Array<u64>,
    c: &Array<u64>,
    params: &Array<u64>,
    failed_k: &Array<u32>,
    candidates: &mut Array<u32>,
    counters: &mut Array<Atomic<u32>>,
) {
    let len = params[param::POINTS_PER_J] / u64::cast_from(SUB_INTERVALS);
    let per_thread = u64::cast_from(POINTS_PER_THREAD);
    #[allow(clippy::manual_div_ceil)] // no div_ceil in kernels
    let chunks = (len + per_thread - 1) / per_thread;
    let t = u64::cast_from(ABSOLUTE_POS);
    if t < u64::cast_from(failed_k.len()) * chunks {
        let code = failed_k[usize::cast_from(t / chunks)];
        let j = code / SUB_INTERVALS;
        let i = u64::cast_from(code % SUB_INTERVALS);
        let from = i * len + (t % chunks) * u64::cast_from(POINTS_PER_THREAD);
        let mut to = from + u64::cast_from(POINTS_PER_THREAD);
        if to > (i + 1) * len {
            to = (i + 1) * len;
        }
        let valid = points_of(u64::cast_from(j), params);
        if to > valid {
            to = valid;
        }
        let at = usize::cast_from(j);
        let hits = hits_in(a[at], b[at], c[at], from, to, params);
        if hits > 0 {
            let slot = counters[counter::CANDIDATES].fetch_add(hits);
            store_hits(a[at], b[at], c[at], j, from, to, params, slot, candidates);
        }
    }
}

/// The one-kernel deployment (seed 002 §III-A): one thread per J runs phase 1, phase 2 on the
/// sub-intervals of a failing J, and phase 3 on the sub-intervals that still fail. Only the
/// counts of failing Js and Ks are kept (Table I); candidates are compacted as in phase 3, and
/// every counter is added to once per thread.
#[cube(launch)]
#[allow(clippy::too_many_arguments)]
pub fn all_phases(
    a: &Array<u64>,
    b: &Array<u64>,
    c: &Array<u64>,
    params: &Array<u64>,
    candidates: &mut Array<u32>,
    counters: &mut Array<Atomic<u32>>,
    #[comptime] method: u32,
    #[comptime] threshold: u32,
    #[comptime] swap: bool,
) {
    let j = ABSOLUTE_POS;
    if j < a.len() {
        let valid = points_of(u64::cast_from(j), params);
        let (aj, bj, cj) = (a[j], b[j], c[j]);
        if valid > 0
            && !chord_test(
                aj,
                bj,
                cj,
                params[param::POINTS_PER_J],
                params,
                params[param::EPS1],
                method,
                threshold,
                swap,
            )
        {
            counters[counter::FAILED_J].fetch_add(1u32);
            let len = params[param::POINTS_PER_J] / u64::cast_from(SUB_INTERVALS);
            // Bit i: sub-interval i failed phase 2.
            let mut failing = 0u32;
            let mut failed_k = 0u32;
            let mut hits = 0u32;
            for i in 0..SUB_INTERVALS {
                let from = u64::cast_from(i) * len;
                if from < valid
                    && !phase2_test(
                        aj,
                        bj,
                        cj,
                        u64::cast_from(i),
                        params,
                        method,
                        threshold,
                        swap,
                    )
                {
                    failing |= 1u32 << i;
                    failed_k += 1;
                    hits += hits_in(aj, bj, cj, from, min(from + len, valid), params);
                }
            }
            if failed_k > 0 {
                counters[counter::FAILED_K].fetch_add(failed_k);
            }
            if hits > 0 {
                let mut slot = counters[counter::CANDIDATES].fetch_add(hits);
                for i in 0..SUB_INTERVALS {
                    if (failing >> i) & 1 == 1 {
                        let from = u64::cast_from(i) * len;
                        slot = store_hits(
                            aj,
                            bj,
                            cj,
                            u32::cast_from(j),
                            from,
                            min(from + len, valid),
                            params,
                            slot,
                            candidates,
                        );
                    }
                }
            }
        }
    }
}

/// [`scaled_term`] of each `(c[i], m[i], shift[i])`: lets the tests compare the device's
/// fixed-point product with the CPU code's 128-bit one.
#[cube(launch)]
pub fn scaled_terms(c: &Array<u64>, m: &Array<u64>, shift: &Array<u32>, out: &mut Array<u64>) {
    let i = ABSOLUTE_POS;
    if i < out.len() {
        out[i] = scaled_term(c[i], m[i], shift[i]);
    }
}
