//! The intervals' coefficients generated on the device (seed 004, method 1 and proposition 2):
//! one Taylor polynomial of the piece, computed once on the host, translated by every thread
//! to the first point of its interval J ([`generate`]), or to the first J of its block of Js,
//! then stepped by difference table through the block ([`generate_stepped`], where the host's
//! error bound allows it: most pieces). Nothing per J crosses the bus.
//!
//! The host sends three polynomials in `u = τ / 2^L` (`τ = j·N − center`, `|τ| < 2^L`, so
//! `|u| < 1`): the value `P`, the slope `P'` and the half curvature `P''/2` of the piece's
//! Taylor polynomial, each coefficient rounded to nearest in [`LIMBS`] `u32` limbs: a 256-bit
//! two's complement number with 192 fraction bits. A thread evaluates each by Horner's rule,
//! `acc ← acc·u + q_i`, with `u` exact in 64 bits (63 fraction bits) and the product truncated
//! toward zero to 192 fraction bits.
//!
//! Error (derivation): let `e_k` be the error of `acc` after step `k`. A coefficient's rounding
//! adds at most `2^−193`, a product's truncation less than `2^−192`, and `|u| < 1` does not grow
//! the error carried in, so `|e_k| < |e_(k−1)| + 1.5·2^−192` and after a polynomial of degree
//! `d ≤ 80`, `|e_d| < 81·1.5·2^−192 < 2^−185`. The host's sums of `|q_i|` stay below `2^62`, so
//! no partial sum overflows the 64 integer bits. The outputs are then rounded to nearest (half
//! up) as the CPU generator rounds them: `b` and `a` to 64 fraction bits (`≤ 2^−65`), `c` to
//! `2^−(64+σ)`. Each output is thus within `2^−65 + 2^−185` (`c`: `2^−(65+σ) + 2^−185`) of the
//! Taylor polynomial, inside the CPU generator's bound, which adds the rounding of its difference
//! tables (at least `2^−129`) to the same final rounding: the host's error budget covers both.
//!
//! There is one limb form, `u32`, for every backend: GL and WGSL shaders have no 64-bit
//! integers, and on an H100 through CUDA [`generate`] makes the 2^24 Js of exp on
//! [1, 1+2^-13] in 6.4–7.6 ms, below the phases' time, so no `u64` form was added.

use super::counter;
use super::fixed::funnel;
use cubecl::prelude::*;

/// `u32` limbs of a generator value, low limb first.
pub const LIMBS: usize = 8;

/// Fraction bits of a generator value.
pub const FRACTION_BITS: u32 = 192;

/// Positions in the generator's parameter buffer (`u32` words).
pub mod generate_param {
    /// `τ` of the launch's first J as a 64-bit two's complement number, low word first.
    pub const TAU_LOW: usize = 0;
    pub const TAU_HIGH: usize = 1;
    /// Points per J: consecutive Js are `N` apart in `τ`.
    pub const POINTS_PER_J: usize = 2;
    /// `63 − L`: `u = τ · 2^(63−L)` with 63 fraction bits.
    pub const UP_SHIFT: usize = 3;
    /// Degree of the three polynomials (each has `DEGREE + 1` coefficients, highest first).
    pub const DEGREE: usize = 4;
    /// `128 − σ`: the bits of `P''/2` dropped to give `c`, scaled by `2^(64+σ)`.
    pub const CURVATURE_SHIFT: usize = 5;
    /// Js in this launch.
    pub const COUNT: usize = 6;
    /// [`generate_stepped`](super::generate_stepped): steps per thread (`R`), the Js between a
    /// thread's consecutive Js (`S`), and the launch's first J's place in its block of `R·S`
    /// Js; `τ` above is then that of the first block's first J. (The highest difference kept,
    /// `E`, is the kernel's compile-time argument.)
    pub const STEPS: usize = 7;
    pub const OFFSET: usize = 8;
    pub const STRIDE: usize = 9;
    pub const LEN: usize = 10;
}

/// The highest difference [`generate_stepped`] keeps.
pub const MAX_ORDER: usize = 12;

/// The three polynomials, in the order of the buffer.
pub mod polynomial {
    pub const VALUE: u32 = 0;
    pub const SLOPE: u32 = 1;
    pub const CURVATURE: u32 = 2;
}

/// `|u|` as two limbs and its sign, for J number `j` of the launch.
#[cube]
fn argument(j: u32, params: &Array<u32>) -> (u32, u32, bool) {
    let n = params[generate_param::POINTS_PER_J];
    let step_low = j * n;
    let low = params[generate_param::TAU_LOW] + step_low;
    let high = params[generate_param::TAU_HIGH] + j.mul_hi(n) + u32::cast_from(low < step_low);
    let negative = (high >> 31) == 1;
    let mask = 0u32 - u32::cast_from(negative);
    let magnitude_low = (low ^ mask) + u32::cast_from(negative);
    let magnitude_high = (high ^ mask) + u32::cast_from(magnitude_low < u32::cast_from(negative));
    let s = params[generate_param::UP_SHIFT];
    let mut u_low = magnitude_low;
    let mut u_high = magnitude_high;
    if s >= 32 {
        u_high = magnitude_low << (s & 31);
        u_low = 0u32;
    } else if s > 0 {
        u_high = (magnitude_high << s) | (magnitude_low >> (32 - s));
        u_low = magnitude_low << s;
    }
    (u_low, u_high, negative)
}

/// `x` negated in place when `negative` (two's complement over all limbs).
#[cube]
fn negate_if(x: &mut Array<u32>, negative: bool) {
    let mask = 0u32 - u32::cast_from(negative);
    let mut carry = u32::cast_from(negative);
    #[unroll]
    for k in 0..LIMBS {
        let v = (x[k] ^ mask) + carry;
        carry = u32::cast_from(v < carry);
        x[k] = v;
    }
}

/// `acc ← acc · u`, truncated toward zero to 192 fraction bits; `u = ±(u_low + u_high·2^32)
/// / 2^63` with `u_high < 2^31`.
#[cube]
fn multiply(acc: &mut Array<u32>, u_low: u32, u_high: u32, u_negative: bool) {
    let negative = (acc[LIMBS - 1] >> 31) == 1;
    negate_if(acc, negative);
    // The 320-bit product of the magnitudes, limbs p[0..10].
    let mut p = Array::<u32>::new(LIMBS + 2);
    let mut carry = 0u32;
    #[unroll]
    for k in 0..LIMBS {
        let low = acc[k] * u_low;
        let sum = low + carry;
        carry = acc[k].mul_hi(u_low) + u32::cast_from(sum < low);
        p[k] = sum;
    }
    p[LIMBS] = carry;
    carry = 0u32;
    #[unroll]
    for k in 0..LIMBS {
        let low = acc[k] * u_high;
        let sum = low + carry;
        let total = p[k + 1] + sum;
        carry = acc[k].mul_hi(u_high) + u32::cast_from(sum < low) + u32::cast_from(total < sum);
        p[k + 1] = total;
    }
    p[LIMBS + 1] = carry;
    // ⌊p / 2^63⌋.
    #[unroll]
    for k in 0..LIMBS {
        acc[k] = (p[k + 2] << 1) | (p[k + 1] >> 31);
    }
    negate_if(acc, negative != u_negative);
}

/// `acc ← acc + coefficient i of the buffer`.
#[cube]
fn add_coefficient(acc: &mut Array<u32>, polys: &Array<u32>, i: u32) {
    let base = usize::cast_from(i) * LIMBS;
    let mut carry = 0u32;
    #[unroll]
    for k in 0..LIMBS {
        let sum = acc[k] + polys[base + k];
        let total = sum + carry;
        carry = u32::cast_from(sum < acc[k]) | u32::cast_from(total < sum);
        acc[k] = total;
    }
}

/// Polynomial `which` at `u`, by Horner's rule, into `acc`, from its coefficient of degree
/// `degree − skip`: the `skip` above it are zero (`Δ^k` of a polynomial of degree `d` has degree
/// `d − k`, and the host's differences leave those coefficients exactly zero), and Horner's rule
/// over zeros gives zero exactly, so skipping them changes no bit.
#[cube]
fn horner(
    polys: &Array<u32>,
    which: u32,
    degree: u32,
    skip: u32,
    u_low: u32,
    u_high: u32,
    u_negative: bool,
    acc: &mut Array<u32>,
) {
    let first = which * (degree + 1) + skip;
    #[unroll]
    for k in 0..LIMBS {
        acc[k] = 0u32;
    }
    add_coefficient(acc, polys, first);
    for i in 1..degree + 1 - skip {
        multiply(acc, u_low, u_high, u_negative);
        add_coefficient(acc, polys, first + i);
    }
}

/// Seed 004's approximation step on the device: one thread per J writes the J's slope and value
/// fractions `a`, `b` and its curvature `c` (every value as two `u32` words, as the phase kernels
/// read them), translated from the piece's polynomials as the module documentation derives.
#[cube(launch)]
pub fn generate(
    polys: &Array<u32>,
    params: &Array<u32>,
    a: &mut Array<u32>,
    b: &mut Array<u32>,
    c: &mut Array<u32>,
    counters: &mut Array<Atomic<u32>>,
) {
    if ABSOLUTE_POS == 0 {
        counters[counter::LAUNCHES].fetch_add(1u32);
    }
    let j = u32::cast_from(ABSOLUTE_POS);
    if j < params[generate_param::COUNT] {
        let degree = params[generate_param::DEGREE];
        let (u_low, u_high, u_negative) = argument(j, params);
        let mut acc = Array::<u32>::new(LIMBS);
        let at = ABSOLUTE_POS;
        horner(
            polys,
            polynomial::VALUE,
            degree,
            0u32,
            u_low,
            u_high,
            u_negative,
            &mut acc,
        );
        store_entry(&acc, 1usize, FRACTION_BITS - 64, b, at);
        horner(
            polys,
            polynomial::SLOPE,
            degree,
            0u32,
            u_low,
            u_high,
            u_negative,
            &mut acc,
        );
        store_entry(&acc, 1usize, FRACTION_BITS - 64, a, at);
        horner(
            polys,
            polynomial::CURVATURE,
            degree,
            0u32,
            u_low,
            u_high,
            u_negative,
            &mut acc,
        );
        store_entry(&acc, 1usize, params[generate_param::CURVATURE_SHIFT], c, at);
    }
}

/// Limbs of a stepping table entry: limbs `1..=5` of a generator value, its bits `32..192`.
/// Every output depends only on bits `64..192` of a value (`b`, `a`: bits 128..192 rounded at bit
/// 127; `c`: 64 bits from bit `s ≤ 128`, rounded at bit `s − 1 ≥ 64`), and additions modulo
/// `2^192` are exact there: the integer limbs are not kept, and the lowest one is cut once.
pub const STEPPED_LIMBS: usize = 5;

/// `⌊E / 2^s + 1/2⌋ mod 2^64` for `E` at `table[base..base + 5]`, limbs 1..=5 of a value (a
/// stepping entry, or limbs 1..=5 of a whole value: rounding at bit `s − 1 ≥ 64` reads nothing
/// below bit 32), round half up at bit `s`, `65 ≤ s ≤ 128`, written as value `j` of `out`.
#[cube]
fn store_entry(
    table: &Array<u32>,
    #[comptime] base: usize,
    s: u32,
    out: &mut Array<u32>,
    j: usize,
) {
    let half = s - 1;
    let mut rounded = Array::<u32>::new(STEPPED_LIMBS);
    let mut carry = 0u32;
    #[unroll]
    for i in 0..STEPPED_LIMBS {
        let add = u32::cast_from(half / 32 == u32::cast_from(i + 1)) << (half & 31);
        let sum = table[base + i] + add;
        let total = sum + carry;
        carry = u32::cast_from(sum < add) | u32::cast_from(total < sum);
        rounded[i] = total;
    }
    // Bits s..s + 64 start in limb s / 32 (2, 3 or 4: entry index 1, 2 or 3); from limb 4 they
    // start at bit 0 (s = 128).
    let at = s / 32;
    let bit = s & 31;
    let mut low = rounded[3];
    let mut high = rounded[4];
    if at == 2 {
        low = funnel(rounded[1], rounded[2], bit);
        high = funnel(rounded[2], rounded[3], bit);
    } else if at == 3 {
        low = funnel(rounded[2], rounded[3], bit);
        high = funnel(rounded[3], rounded[4], bit);
    }
    out[2 * j] = low;
    out[2 * j + 1] = high;
}

/// Seed 004's proposition 2 on the device: each thread translates once, then steps by
/// difference table through `R` Js `S` apart. `S` threads share a block of `R·S` consecutive
/// Js, thread `l` taking Js `l, l + S, l + 2S, …` of it, so that the threads of a warp write
/// consecutive Js. The host sends, for each of the value `W = P`, the slope `P'` and the half
/// curvature `P''/2`, the polynomials `Δ^k W` (`k = 0..=E_W`, forward differences with a step
/// of `S` Js, `S·N` points) in the same `u = τ / 2^L` and fixed point as [`generate`], one after
/// the other. A thread evaluates them by the same Horner's rule at its first J (`Δ^k W` from its
/// coefficient of degree `d − k`, see [`horner`]), keeps [`STEPPED_LIMBS`] limbs of each (the
/// table, each `E_W` fixed at compile time so that it stays in registers), then for each of its
/// Js writes `a`, `b`, `c` from the `Δ^0`s and adds `Δ^(k+1) W` into `Δ^k W` for `k < E_W`.
/// Blocks start at multiples of `R·S` of the piece's Js, whatever the launch, so every J gets
/// the same value in every launch.
///
/// Error (derivation), for each polynomial `W` apart: each table entry starts within
/// `e < 2^−185 + 2^−160` of its polynomial (Horner's rule as in [`generate`], then the limb below
/// bit 32 cut: toward −∞); additions modulo `2^192` are exact in every bit the outputs read, so
/// after `r` steps `Δ^0 W` is off by at most `Σ_(k≤E_W) C(r, k)·e` from the exact Newton sum
/// `Σ_(k≤E_W) C(r, k)·Δ^k W(τ0)`, which differs from `W(τ0 + r·N) = Σ_(k≤D) C(r, k)·Δ^k W(τ0)`
/// by the dropped `Σ_(k>E_W) C(r, k)·Δ^k W(τ0)`. The host bounds `|Δ^k W|` over the piece by
/// the sum `S_k` of the absolute values of its coefficients in `u` (`|u| < 1`), and takes `R`
/// and each `E_W` only where `Σ_(k≤E_W) C(R−1, k)·e + Σ_(k>E_W) C(R−1, k)·S_k ≤ 2^−130`, below
/// the CPU generator's own difference-table bound (at least `2^−129`), so the host's error
/// budget covers this generator too; the outputs are then rounded as [`generate`] rounds them.
/// Every `S_k` with `k ≤ E_W` stays below `2^62`, so Horner's rule overflows no entry. The host
/// may send instead polynomials re-centred on one launch's Js and cut where their dropped top
/// coefficients sum to at most `2^−193` in that `u`: each value is then off by that much more,
/// which the Newton sum carries with weights `C(R−1, k)·2^k`, and the host's bound counts it too.
#[cube(launch)]
#[allow(clippy::too_many_arguments)]
pub fn generate_stepped(
    polys: &Array<u32>,
    params: &Array<u32>,
    a: &mut Array<u32>,
    b: &mut Array<u32>,
    c: &mut Array<u32>,
    counters: &mut Array<Atomic<u32>>,
    #[comptime] value_order: u32,
    #[comptime] slope_order: u32,
    #[comptime] curvature_order: u32,
) {
    if ABSOLUTE_POS == 0 {
        counters[counter::LAUNCHES].fetch_add(1u32);
    }
    let steps = params[generate_param::STEPS];
    let stride = params[generate_param::STRIDE];
    let offset = params[generate_param::OFFSET];
    let count = params[generate_param::COUNT];
    let thread = u32::cast_from(ABSOLUTE_POS);
    let start = (thread / stride) * steps * stride + thread % stride;
    if start < offset + count {
        let degree = params[generate_param::DEGREE];
        let (u_low, u_high, u_negative) = argument(start, params);
        // The value's Δ^0..Δ^E, then the slope's, then the curvature's: polynomial number p of
        // the buffer, entry p of the table at limbs p·STEPPED_LIMBS.
        let slope = comptime!(value_order + 1);
        let curvature = comptime!(value_order + slope_order + 2);
        let total = comptime!(value_order + slope_order + curvature_order + 3);
        let size = comptime!(total as usize * STEPPED_LIMBS);
        // First evaluated into memory indexed at run time, then copied with constant indices
        // into the table.
        let mut first = Array::<u32>::new(size);
        let mut acc = Array::<u32>::new(LIMBS);
        for p in 0..total {
            // Which difference of its polynomial entry p is.
            let mut k = p;
            if p >= curvature {
                k = p - curvature;
            } else if p >= slope {
                k = p - slope;
            }
            horner(polys, p, degree, k, u_low, u_high, u_negative, &mut acc);
            let at = usize::cast_from(p) * STEPPED_LIMBS;
            #[unroll]
            for l in 0..STEPPED_LIMBS {
                first[at + l] = acc[l + 1];
            }
        }
        let mut table = Array::<u32>::new(size);
        #[unroll]
        for i in 0..size {
            table[i] = first[i];
        }
        let curvature_shift = params[generate_param::CURVATURE_SHIFT];
        let fraction = FRACTION_BITS - 64;
        let slope_at = comptime!(slope as usize * STEPPED_LIMBS);
        let curvature_at = comptime!(curvature as usize * STEPPED_LIMBS);
        for i in 0..steps {
            let j = start + i * stride;
            if j >= offset && j < offset + count {
                let out = usize::cast_from(j - offset);
                store_entry(&table, 0usize, fraction, b, out);
                store_entry(&table, slope_at, fraction, a, out);
                store_entry(&table, curvature_at, curvature_shift, c, out);
            }
            step(&mut table, 0usize, value_order as usize);
            step(&mut table, slope_at, slope_order as usize);
            step(&mut table, curvature_at, curvature_order as usize);
        }
    }
}

/// One step of the differences `Δ^0..=Δ^order` of one polynomial at `table[base..]`: `Δ^k ←
/// Δ^k + Δ^(k+1)` for `k < order`, modulo `2^160` over the [`STEPPED_LIMBS`] limbs.
#[cube]
fn step(table: &mut Array<u32>, #[comptime] base: usize, #[comptime] order: usize) {
    #[unroll]
    for k in 0..order {
        let at = base + k * STEPPED_LIMBS;
        let mut carry = 0u32;
        #[unroll]
        for l in 0..STEPPED_LIMBS {
            let x = table[at + l];
            let sum = x + table[at + STEPPED_LIMBS + l];
            let total = sum + carry;
            carry = u32::cast_from(sum < x) | u32::cast_from(total < sum);
            table[at + l] = total;
        }
    }
}
