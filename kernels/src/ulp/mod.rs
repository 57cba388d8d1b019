//! ulp maps of the arithmetic operations and builtins (seed 003's Paranoia error measurement
//! carried to the builtin functions): every input is evaluated by the function under test, the
//! error is measured against a correctly rounded reference, on the host or, where the device has
//! f64 (with CUDA's f64 library, or with [`reference`]), on the device for every input
//! it can decide.

pub mod envelope;
pub mod function;
pub mod reference;
pub mod summary;

use crate::paper::multiplier::hash;
use cubecl::prelude::*;
use function::evaluate;
use reference::TWO_TO_149;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "ulp/mod.rs",
    text: include_str!("mod.rs"),
};

/// Unary map over a consecutive range of bit patterns: `out[i] = f(bits(base[0] + i))`. An
/// exhaustive sweep of all 2^32 inputs is a sequence of such ranges; no input crosses the bus.
#[cube(launch)]
pub fn unary_range(base: &Array<u32>, out: &mut Array<f32>, #[comptime] f: u32) {
    let i = ABSOLUTE_POS;
    if i < out.len() {
        let x = f32::reinterpret(base[0] + i as u32);
        out[i] = evaluate::<f32>(x, x, x, f);
    }
}

/// Map over operands from the host, in any float format: `out[i] = f(x[i], y[i], z[i])`.
#[cube(launch)]
pub fn listed<F: Float>(
    x: &Array<F>,
    y: &Array<F>,
    z: &Array<F>,
    out: &mut Array<F>,
    #[comptime] f: u32,
) {
    let i = ABSOLUTE_POS;
    if i < out.len() {
        out[i] = evaluate::<F>(x[i], y[i], z[i], f);
    }
}

/// A random binary32 value drawn from `h`: sign random if `signed`, biased exponent in
/// `[low, low + span)`, significand bits random.
#[cube]
fn draw(h: u32, low: u32, span: u32, signed: u32) -> f32 {
    let exponent = low + (hash(h ^ 0x9e37_79b9u32) % span);
    let sign = (h & 0x8000_0000u32) * signed;
    f32::reinterpret(sign | (exponent << 23u32) | (h & 0x007f_ffffu32))
}

/// Binary and ternary map over operands made on the device from the pair index (2^28 pairs
/// would be 3 GiB of operands): operand `k` of pair `n` is `draw(hash(3n + k + salt), ...)` with
/// `ranges[3k..3k+3] = (low, span, signed)`; the host regenerates the same operands.
#[cube(launch)]
pub fn generated(base: &Array<u32>, ranges: &Array<u32>, out: &mut Array<f32>, #[comptime] f: u32) {
    let i = ABSOLUTE_POS;
    if i < out.len() {
        let n = base[0] + i as u32;
        let salt = base[1];
        let x = draw(hash(n * 3u32 + salt), ranges[0], ranges[1], ranges[2]);
        let y = draw(
            hash(n * 3u32 + 1u32 + salt),
            ranges[3],
            ranges[4],
            ranges[5],
        );
        let z = draw(
            hash(n * 3u32 + 2u32 + salt),
            ranges[6],
            ranges[7],
            ranges[8],
        );
        out[i] = evaluate::<f32>(x, y, z, f);
    }
}

/// Operand `k` of generated set `n`, as [`generated`] makes it (written there without this
/// function, so that its kernels, whose hashes the signatures record, stay as they were):
/// `draw(hash(3n + k + salt), ...)` with `(low, span, signed)` at `ranges[at + 3k..]`.
#[cube]
fn operand(n: u32, k: u32, salt: u32, ranges: &Array<u32>, at: usize) -> f32 {
    let r = at + 3 * usize::cast_from(k);
    draw(
        hash(n * 3u32 + k + salt),
        ranges[r],
        ranges[r + 1],
        ranges[r + 2],
    )
}

/// How near (relative) to a binary32 rounding midpoint the device's f64 reference may lie before
/// the host decides the input: 2^-40, far above an f64 library's few-ulp error and 32 times the
/// host's own MPFR re-check distance, so every input the host would re-check reaches it.
const LEAVE_NEAR_MIDPOINT: f64 = 9.094947017729282e-13;
/// 2^-125: references of smaller magnitude are measured on binary32's subnormal grid (spacing
/// 2^-149, the host's ulp there).
const SMALLEST_ORDINARY: f64 = 2.350988701644575e-38;
const LARGEST_BINARY32: f64 = 3.4028234663852886e38;
/// 2^128: a reference at least this large rounds to infinity, far from the overflow threshold.
const OVERFLOWS: f64 = 3.402823669209385e38;
const TWO_TO_MINUS_23: f64 = 1.1920928955078125e-7;

/// [`classify`]'s answers other than the bits of the correctly rounded result.
const LEFT_TO_HOST: u32 = 0xffff_fffeu32;
const SPECIAL_MATCHED: u32 = 0xffff_fffdu32;

/// IEEE equality of two binary32 values given by their bits, neither a NaN (±0 are equal).
#[cube]
fn same_value(a: u32, b: u32) -> bool {
    a == b || ((a | b) & 0x7fff_ffffu32) == 0u32
}

/// Whether binary32 `v` is finite.
#[cube]
fn finite(v: f32) -> bool {
    (u32::reinterpret(v) & 0x7f80_0000u32) != 0x7f80_0000u32
}

/// Whether binary32 `v` is subnormal.
#[cube]
fn subnormal(v: f32) -> bool {
    let bits = u32::reinterpret(v);
    (bits & 0x7f80_0000u32) == 0u32 && (bits & 0x007f_ffffu32) != 0u32
}

/// What the device can decide about `got = f(x, y, z)` from the f64 reference `e`, as the host
/// would count it (`finite_operands`: every operand finite; `subnormal_operand`: some operand
/// subnormal):
/// - [`SPECIAL_MATCHED`]: a NaN, infinite or overflowing reference, or a non-finite operand with
///   a zero reference, that `got` matches (NaN for NaN, else the same value);
/// - the bits of the correctly rounded result, `e` rounded to binary32, where `e` lies farther
///   than [`LEAVE_NEAR_MIDPOINT`] from a rounding midpoint, on binary32's normal grid for |e| in
///   [2^-125, MAX), on its subnormal grid (2^-149) below, every operand finite;
/// - [`LEFT_TO_HOST`] for everything else, and wherever an operand is subnormal.
#[cube]
#[allow(clippy::manual_range_contains)] // kernels have no Range::contains
fn classify(finite_operands: bool, subnormal_operand: bool, got: f32, e: f64) -> u32 {
    let mut answer = u32::new(LEFT_TO_HOST as i64);
    let g = u32::reinterpret(got);
    let a = e.abs();
    let sign = 0x8000_0000u32 * u32::cast_from(e < 0.0f64);
    // A subnormal operand is left to the host: where the device flushes subnormals, its
    // conversion to f64 does too, and the reference would be that of zero.
    if subnormal_operand {
        // Left.
    } else if e.is_nan() {
        if (g & 0x7fff_ffffu32) > 0x7f80_0000u32 {
            answer = SPECIAL_MATCHED;
        }
    } else if a >= OVERFLOWS || (!finite_operands && a == 0.0f64) {
        let infinite = u32::cast_from(a >= OVERFLOWS);
        let expected = (0x7f80_0000u32 * infinite) | sign;
        if same_value(g, expected) {
            answer = SPECIAL_MATCHED;
        }
    } else if finite_operands && a >= SMALLEST_ORDINARY && a < LARGEST_BINARY32 {
        let magnitude = u32::reinterpret(f32::cast_from(a));
        let ra = f64::cast_from(f32::reinterpret(magnitude));
        let d = a - ra;
        // The binary32 neighbour of |r| on the side of |e|, and half the gap to it.
        let neighbour = magnitude + 1u32 - 2u32 * u32::cast_from(d < 0.0f64);
        let half = (f64::cast_from(f32::reinterpret(neighbour)) - ra).abs() * 0.5f64;
        // Far from the midpoint, and on its near side (whatever rounding the conversion did).
        if half - d.abs() > a * LEAVE_NEAR_MIDPOINT {
            answer = magnitude | sign;
        }
    } else if finite_operands && a < SMALLEST_ORDINARY {
        // Units of 2^-149: the result's magnitude bits are its integer significand.
        let s = a * TWO_TO_149;
        let whole = s.floor();
        let fraction = s - whole;
        if (fraction - 0.5f64).abs() > s * LEAVE_NEAR_MIDPOINT {
            answer = u32::cast_from(whole + f64::cast_from(fraction > 0.5f64)) | sign;
        }
    }
    answer
}

/// The position of a binary32 value among all in increasing order (±0 both 0), as f64.
#[cube]
fn ordered(bits: u32) -> f64 {
    let magnitude = f64::cast_from(bits & 0x7fff_ffffu32);
    magnitude * (1.0f64 - 2.0f64 * f64::cast_from(bits >> 31u32))
}

/// The signed error of finite `got` in binary32 ulps of `e` (the host's `ulp`: 2^(⌊log2 |e|⌋ −
/// 23), 2^-149 below the normal range), where `r` is `e` correctly rounded.
#[cube]
fn error_in_ulps(got: f32, e: f64, r: u32) -> f64 {
    let value = reference::widen(got);
    let a = e.abs();
    // 2^149 below the normal range (from `e`, finite here: 2^149 is no binary32 literal).
    let mut scale = e * 0.0f64 + TWO_TO_149;
    if a >= SMALLEST_ORDINARY {
        let magnitude = r & 0x7fff_ffffu32;
        let ra = f64::cast_from(f32::reinterpret(magnitude));
        let binade = f64::cast_from(f32::reinterpret(magnitude & 0x7f80_0000u32));
        // Halved where |e| lies just below the power of two it rounds up to.
        let below_power = ra > a && (magnitude & 0x007f_ffffu32) == 0u32;
        scale =
            1.0f64 / (binade * TWO_TO_MINUS_23 * (1.0f64 - 0.5f64 * f64::cast_from(below_power)));
    }
    (value - e) * scale
}

/// Offers the example (input `bits`, result `got`, `error`) to slot `k` of a summary's examples
/// (`own`, `errors`): taken where the slot is empty or the error is strictly better, less for
/// [`summary::LOW`], greater for [`summary::HIGH`], larger in magnitude for the others.
#[cube]
fn offer_example(
    own: &mut Array<u32>,
    errors: &mut Array<f64>,
    k: usize,
    bits: u32,
    got: u32,
    error: f64,
) {
    let at = summary::EXAMPLES + 2 * k;
    let mut better = error.abs() > errors[k].abs();
    if k == summary::LOW {
        better = error < errors[k];
    } else if k == summary::HIGH {
        better = error > errors[k];
    }
    if own[at] == summary::NONE || better {
        own[at] = bits;
        own[at + 1] = got;
        errors[k] = error;
    }
}

/// An empty [`summary`]: no counts, no examples.
#[cube]
fn clear_summary(own: &mut Array<u32>, errors: &mut Array<f64>) {
    for i in 0..summary::EXAMPLES {
        own[i] = 0u32;
    }
    for i in 0..summary::EXAMPLE_COUNT {
        own[summary::EXAMPLES + 2 * i] = summary::NONE;
        own[summary::EXAMPLES + 2 * i + 1] = 0u32;
        errors[i] = 0.0f64;
    }
}

/// Copies a summary kept in local arrays to slot `t` of the output (by index, which also keeps
/// the optimizer from turning the arrays back into variables).
#[cube]
fn store_summary(
    own: &Array<u32>,
    errors: &Array<f64>,
    t: usize,
    summary: &mut Array<u32>,
    extremes: &mut Array<f64>,
) {
    for i in 0..summary::LEN {
        summary[t * summary::LEN + i] = own[i];
    }
    for i in 0..summary::EXAMPLE_COUNT {
        extremes[t * summary::EXAMPLE_COUNT + i] = errors[i];
    }
}

/// Where [`reference_range`] reads its parameters in `base`.
pub mod sweep_base {
    /// The first input: a bit pattern, or the index of a generated operand set.
    pub const FIRST: usize = 0;
    pub const PER_THREAD: usize = 1;
    pub const COUNT: usize = 2;
    pub const FUNCTION: usize = 3;
    /// 1 where the inputs are generated operand sets (the [`super::generated`] kernel's), 0
    /// where they are bit patterns.
    pub const GENERATED: usize = 4;
    /// The generated sets' salt and `(low, span, signed)` ranges of x, y and z.
    pub const SALT: usize = 5;
    pub const RANGES: usize = 6;
    pub const LEN: usize = RANGES + 9;
}

/// Sweep with the reference on the device (seed 003's error measurement), of the [`function`]
/// `base[FUNCTION]` (see [`sweep_base`]), whose binary32 results [`unary_range`] or
/// [`generated`] left in `got`: thread `t` judges the inputs `base[FIRST] + k` (bit patterns,
/// or indices of generated operand sets) for `k` in `[t·m, (t+1)·m) ∩ [0, base[COUNT])`, `m =
/// base[PER_THREAD]`, against their f64 reference, the backend's f64 library's if `library` or
/// else [`reference`]'s (reading `constants`). One kernel serves every function: one
/// compilation per backend. Every input whose correctly rounded result [`classify`] finds, and
/// whose every API envelope verdict (rows `apis[2a] = kind`, `apis[2a+1] = outward`, `params`,
/// see [`envelope`]) is sure, is counted in the thread's [`summary`]: histogram bin,
/// violations, and examples, whose errors go to `extremes[EXAMPLE_COUNT·t..]`. Every other input
/// is stored as (bits, result bits) in the thread's `m` pairs of `left`, for the host to count.
/// Thread 0 sets `ran[0]`: a kernel that failed to compile leaves it 0.
#[cube(launch)]
#[allow(clippy::too_many_arguments)]
pub fn reference_range(
    base: &Array<u32>,
    got: &Array<f32>,
    apis: &Array<u32>,
    params: &Array<f64>,
    constants: &Array<u32>,
    summary: &mut Array<u32>,
    extremes: &mut Array<f64>,
    left: &mut Array<u32>,
    ran: &mut Array<u32>,
    #[comptime] library: bool,
) {
    let t = ABSOLUTE_POS;
    if t == 0 {
        ran[0] = 1u32;
    }
    let per_thread = base[sweep_base::PER_THREAD];
    let from = u32::cast_from(t) * per_thread;
    if from < base[sweep_base::COUNT] {
        let to = min(from + per_thread, base[sweep_base::COUNT]);
        // The thread's summary is kept in local arrays, not in variables the loop carries:
        // CubeCL's optimizer orders the phi nodes of several loop-carried variables by hash
        // map iteration, and the kernel's source would change from run to run.
        let mut own = Array::<u32>::new(summary::LEN);
        let mut errors = Array::<f64>::new(summary::EXAMPLE_COUNT);
        let mut verdicts = Array::<u32>::new(summary::APIS);
        clear_summary(&mut own, &mut errors);
        let one = reference::opaque_one(constants);
        let f = base[sweep_base::FUNCTION];
        let generated = base[sweep_base::GENERATED] == 1u32;
        let salt = base[sweep_base::SALT];
        for k in from..to {
            // The input's bit pattern, or its operand set's index.
            let bits = base[sweep_base::FIRST] + k;
            let mut x = f32::reinterpret(bits);
            let mut y = x;
            let mut z = x;
            if generated {
                x = operand(bits, 0u32, salt, base, sweep_base::RANGES);
                y = operand(bits, 1u32, salt, base, sweep_base::RANGES);
                z = operand(bits, 2u32, salt, base, sweep_base::RANGES);
            }
            let result = got[k as usize];
            let e = reference::reference(x, y, z, constants, f, library);
            let mut r = classify(
                finite(x) && finite(y) && finite(z),
                subnormal(x) || subnormal(y) || subnormal(z),
                result,
                e,
            );
            if !reference::within_domain(x, y, f) {
                r = LEFT_TO_HOST;
            }
            let g = u32::reinterpret(result);
            let nan_got = (g & 0x7fff_ffffu32) > 0x7f80_0000u32;
            let zero_got = (g & 0x7fff_ffffu32) == 0u32;
            let d = ordered(g) - ordered(r);
            // A decided result other than the correctly rounded one must not be a NaN, nor zero
            // where that result is subnormal (the host counts NaNs and flushed results apart),
            // and must be judged surely by every envelope. (An infinite one is counted: ±inf
            // ulps, beyond the histogram's span.)
            let subnormal_r = (r & 0x7f80_0000u32) == 0u32;
            let mut decided =
                r < SPECIAL_MATCHED && (d == 0.0f64 || !(nan_got || (zero_got && subnormal_r)));
            if decided && d != 0.0f64 {
                for a in 0..summary::APIS {
                    verdicts[a] = envelope::envelope_verdict(
                        apis[2 * a],
                        apis[2 * a + 1] != 0u32,
                        params,
                        a,
                        x,
                        y,
                        result,
                        e,
                        d,
                        one,
                    );
                    if verdicts[a] == envelope::verdict::UNSURE {
                        decided = false;
                    }
                }
            }
            if r == SPECIAL_MATCHED {
                own[summary::SPECIAL] += 1u32;
            } else if decided {
                let mut bin = d;
                if bin < -(summary::SPAN as f64) - 1.0f64 {
                    bin = -(summary::SPAN as f64) - 1.0f64;
                }
                if bin > summary::SPAN as f64 + 1.0f64 {
                    bin = summary::SPAN as f64 + 1.0f64;
                }
                own[summary::HISTOGRAM + usize::cast_from(bin + summary::SPAN as f64 + 1.0f64)] +=
                    1u32;
                let error = error_in_ulps(result, e, r);
                offer_example(&mut own, &mut errors, summary::LOW, bits, g, error);
                offer_example(&mut own, &mut errors, summary::HIGH, bits, g, error);
                if d != 0.0f64 {
                    for a in 0..summary::APIS {
                        if verdicts[a] == envelope::verdict::VIOLATED {
                            own[summary::VIOLATIONS + a] += 1u32;
                            offer_example(
                                &mut own,
                                &mut errors,
                                summary::WORST + a,
                                bits,
                                g,
                                error,
                            );
                        }
                    }
                }
            } else {
                let at = usize::cast_from(from + own[summary::LEFT]) * 2;
                left[at] = bits;
                left[at + 1] = g;
                own[summary::LEFT] += 1u32;
            }
        }
        store_summary(&own, &errors, t, summary, extremes);
    }
}

/// How many consecutive threads' summaries [`merge_summaries`] merges into one.
pub const MERGED: usize = 64;

/// Merges the summaries of each [`MERGED`] consecutive threads of a [`reference_range`] launch
/// into one, as the host would in thread order (counts added; an example replaced only by a
/// strictly better one), and copies each thread's count of inputs left to the host to
/// `left_counts` (one per thread): only these cross the bus. Counts stay below 2^32: a merged
/// summary covers `MERGED·m` inputs.
#[cube(launch)]
pub fn merge_summaries(
    summary: &Array<u32>,
    extremes: &Array<f64>,
    merged: &mut Array<u32>,
    merged_extremes: &mut Array<f64>,
    left_counts: &mut Array<u32>,
) {
    let g = ABSOLUTE_POS;
    let threads = left_counts.len();
    let from = g * MERGED;
    if from < threads {
        let to = min(from + MERGED, threads);
        let mut own = Array::<u32>::new(summary::LEN);
        let mut errors = Array::<f64>::new(summary::EXAMPLE_COUNT);
        clear_summary(&mut own, &mut errors);
        for t in from..to {
            for i in 0..summary::EXAMPLES {
                own[i] += summary[t * summary::LEN + i];
            }
            left_counts[t] = summary[t * summary::LEN + summary::LEFT];
            for k in 0..summary::EXAMPLE_COUNT {
                let at = t * summary::LEN + summary::EXAMPLES + 2 * k;
                if summary[at] != summary::NONE {
                    let error = extremes[t * summary::EXAMPLE_COUNT + k];
                    offer_example(
                        &mut own,
                        &mut errors,
                        k,
                        summary[at],
                        summary[at + 1],
                        error,
                    );
                }
            }
        }
        store_summary(&own, &errors, g, merged, merged_extremes);
    }
}

/// Moves the pairs [`reference_range`] left in each thread's slots into one list, in input
/// order: thread `t`'s pairs go to pairs `offsets[t]..` of `list`.
#[cube(launch)]
pub fn gather_left(
    base: &Array<u32>,
    left_counts: &Array<u32>,
    offsets: &Array<u32>,
    left: &Array<u32>,
    list: &mut Array<u32>,
) {
    let t = ABSOLUTE_POS;
    if t < offsets.len() {
        let from = usize::cast_from(u32::cast_from(t) * base[sweep_base::PER_THREAD]) * 2;
        let to = usize::cast_from(offsets[t]) * 2;
        let count = usize::cast_from(left_counts[t]) * 2;
        for k in 0..count {
            list[to + k] = left[from + k];
        }
    }
}
