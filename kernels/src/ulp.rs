//! ulp maps of the arithmetic operations and builtins (seed 003's Paranoia error measurement
//! carried to the builtin functions): every input is evaluated by the function under test, the
//! error is measured against a correctly rounded reference, on the host or, where the device has
//! the function in f64 (CUDA), on the device for every input it can decide.

use crate::multiplier::hash;
use cubecl::prelude::*;

/// The function a map kernel evaluates, chosen at compile time.
pub mod function {
    pub const DIV: u32 = 0;
    pub const RECIP: u32 = 1;
    pub const SQRT: u32 = 2;
    pub const INVERSE_SQRT: u32 = 3;
    pub const EXP: u32 = 4;
    pub const LOG: u32 = 5;
    pub const SIN: u32 = 6;
    pub const COS: u32 = 7;
    pub const TAN: u32 = 8;
    pub const POW: u32 = 9;
    pub const FMA: u32 = 10;
    /// The operands themselves: let the host check that it regenerates the device's operands.
    pub const OPERAND_X: u32 = 11;
    pub const OPERAND_Y: u32 = 12;
    pub const OPERAND_Z: u32 = 13;
}

/// `f(x, y, z)` for the [`function`] `f` (unary functions ignore `y` and `z`), in `F`.
#[cube]
fn evaluate<F: Float>(x: F, y: F, z: F, #[comptime] f: u32) -> F {
    let mut r = x;
    if f == function::DIV {
        r = x / y;
    } else if f == function::RECIP {
        r = x.recip();
    } else if f == function::SQRT {
        r = x.sqrt();
    } else if f == function::INVERSE_SQRT {
        r = x.inverse_sqrt();
    } else if f == function::EXP {
        r = x.exp();
    } else if f == function::LOG {
        r = x.ln();
    } else if f == function::SIN {
        r = x.sin();
    } else if f == function::COS {
        r = x.cos();
    } else if f == function::TAN {
        r = x.tan();
    } else if f == function::POW {
        r = x.powf(y);
    } else if f == function::FMA {
        r = fma(x, y, z);
    } else if f == function::OPERAND_Y {
        r = y;
    } else if f == function::OPERAND_Z {
        r = z;
    }
    r
}

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

/// The per-thread summary of a [`reference_range`] launch: `summary[LEN·t + k]`.
pub mod summary {
    /// Inputs decided correctly rounded on the device.
    pub const DECIDED: usize = 0;
    /// Special inputs (NaN or infinite operands or references) whose result the device found
    /// matching.
    pub const SPECIAL: usize = 1;
    /// Inputs stored for the host.
    pub const LEFT: usize = 2;
    /// Bits of the decided input of least (`LOW_*`) and greatest (`HIGH_*`) error and of its
    /// result; `NONE` where the thread decided none.
    pub const LOW_AT: usize = 3;
    pub const LOW_GOT: usize = 4;
    pub const HIGH_AT: usize = 5;
    pub const HIGH_GOT: usize = 6;
    pub const LEN: usize = 7;
    /// A NaN's bits: never a decided input.
    pub const NONE: u32 = u32::MAX;
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
const TWO_TO_149: f64 = 7.1362384635298e44;
const TWO_TO_MINUS_23: f64 = 1.1920928955078125e-7;

/// [`decide`]'s answers other than an error in ulps. Its branches assign no variable but the
/// answer (the others are selected arithmetically), for the reason [`reference_range`] gives.
const LEFT_TO_HOST: f32 = 2.0;
const SPECIAL_MATCHED: f32 = 4.0;

/// IEEE equality of two binary32 values given by their bits, neither a NaN (±0 are equal).
#[cube]
fn same_value(a: u32, b: u32) -> bool {
    a == b || ((a | b) & 0x7fff_ffffu32) == 0u32
}

/// What the device can decide about `got = f(x)` from the f64 reference `e`, as the host would
/// count it:
/// - [`SPECIAL_MATCHED`]: a NaN, infinite or overflowing reference, or a non-finite `x` with a
///   zero reference, that `got` matches (NaN for NaN, else the same value);
/// - the signed error in ulps of the exact value, within (-0.5, 0.5), where `got` is `e` rounded
///   to binary32 and `e` lies farther than [`LEAVE_NEAR_MIDPOINT`] from a rounding midpoint:
///   on binary32's normal grid (ulp 2^(⌊log2 |e|⌋ − 23)) for |e| in [2^-125, MAX), on its
///   subnormal grid (2^-149) below;
/// - [`LEFT_TO_HOST`] for everything else, and for every subnormal `x`.
#[cube]
#[allow(clippy::manual_range_contains)] // kernels have no Range::contains
fn decide(x: f32, got: f32, e: f64) -> f64 {
    let mut decision = f64::new(LEFT_TO_HOST);
    let g = u32::reinterpret(got);
    let exponent = u32::reinterpret(x) & 0x7f80_0000u32;
    let finite_x = exponent != 0x7f80_0000u32;
    // A subnormal x is left to the host: where the device flushes subnormals, its conversion to
    // f64 does too, and the reference would be that of zero.
    let subnormal_x = exponent == 0u32 && (u32::reinterpret(x) & 0x007f_ffffu32) != 0u32;
    let a = e.abs();
    if subnormal_x {
        // Left.
    } else if e.is_nan() {
        if (g & 0x7fff_ffffu32) > 0x7f80_0000u32 {
            decision = f64::new(SPECIAL_MATCHED);
        }
    } else if a >= OVERFLOWS || (!finite_x && a == 0.0f64) {
        let infinite = u32::cast_from(a >= OVERFLOWS);
        let negative = u32::cast_from(e < 0.0f64);
        let expected = (0x7f80_0000u32 * infinite) | (0x8000_0000u32 * negative);
        if same_value(g, expected) {
            decision = f64::new(SPECIAL_MATCHED);
        }
    } else if finite_x && a >= SMALLEST_ORDINARY && a < LARGEST_BINARY32 {
        let r = f32::cast_from(e);
        if same_value(g, u32::reinterpret(r)) {
            let magnitude = u32::reinterpret(r) & 0x7fff_ffffu32;
            let ra = f64::cast_from(f32::reinterpret(magnitude));
            let d = a - ra;
            // The binary32 neighbour of |r| on the side of |e|, and half the gap to it.
            let neighbour = magnitude + 1u32 - 2u32 * u32::cast_from(d < 0.0f64);
            let half = (f64::cast_from(f32::reinterpret(neighbour)) - ra).abs() * 0.5f64;
            let binade = f32::reinterpret(magnitude & 0x7f80_0000u32);
            // Halved where |e| lies just below the power of two it rounds up to.
            let below_power = ra > a && (magnitude & 0x007f_ffffu32) == 0u32;
            let ulp = f64::cast_from(binade)
                * TWO_TO_MINUS_23
                * (1.0f64 - 0.5f64 * f64::cast_from(below_power));
            if (d.abs() - half).abs() > a * LEAVE_NEAR_MIDPOINT {
                decision = (f64::cast_from(got) - e) / ulp;
            }
        }
    } else if finite_x && a < SMALLEST_ORDINARY {
        // Units of 2^-149: the result's magnitude bits are its integer significand.
        let s = a * TWO_TO_149;
        let whole = s.floor();
        let fraction = s - whole;
        let nearest = whole + f64::cast_from(fraction > 0.5f64);
        let m = g & 0x7fff_ffffu32;
        let negative = (g & 0x8000_0000u32) != 0u32;
        let sign_agrees = m == 0u32 || negative == (e < 0.0f64);
        let far = (fraction - 0.5f64).abs() > s * LEAVE_NEAR_MIDPOINT;
        if far && sign_agrees && f64::cast_from(m) == nearest {
            let signed = f64::cast_from(m) * (1.0f64 - 2.0f64 * f64::cast_from(negative));
            decision = signed - e * TWO_TO_149;
        }
    }
    decision
}

/// Exhaustive sweep with the reference on the device (seed 003's error measurement; for
/// backends whose f64 library has `f`): thread `t` evaluates the bit patterns
/// `base[0] + k` for `k` in `[t·m, (t+1)·m) ∩ [0, base[2])`, `m = base[1]`, in binary32 and in
/// f64. The inputs [`decide`] decides are counted in the thread's [`summary`], correctly
/// rounded ones with the extremes of their error in `extremes[2t..2t+2]` (bits [`summary::NONE`] where none); every other input is stored as
/// (bits, result bits) in the thread's `m` pairs of `left`, for the host to count. Thread 0 sets
/// `ran[0]`: a kernel that failed to compile leaves it 0.
#[cube(launch)]
pub fn reference_range(
    base: &Array<u32>,
    summary: &mut Array<u32>,
    extremes: &mut Array<f64>,
    left: &mut Array<u32>,
    ran: &mut Array<u32>,
    #[comptime] f: u32,
) {
    let t = ABSOLUTE_POS;
    if t == 0 {
        ran[0] = 1u32;
    }
    let per_thread = base[1];
    let from = u32::cast_from(t) * per_thread;
    if from < base[2] {
        let to = min(from + per_thread, base[2]);
        // The thread's summary is kept in local arrays, not in variables the loop carries:
        // CubeCL's optimizer orders the phi nodes of several loop-carried variables by hash
        // map iteration, and the kernel's source would change from run to run.
        let mut own = Array::<u32>::new(summary::LEN);
        let mut range = Array::<f64>::new(2usize);
        own[summary::DECIDED] = 0u32;
        own[summary::SPECIAL] = 0u32;
        own[summary::LEFT] = 0u32;
        own[summary::LOW_AT] = summary::NONE;
        own[summary::LOW_GOT] = 0u32;
        own[summary::HIGH_AT] = summary::NONE;
        own[summary::HIGH_GOT] = 0u32;
        range[0] = 1.0f64;
        range[1] = -1.0f64;
        for k in from..to {
            let bits = base[0] + k;
            let x = f32::reinterpret(bits);
            let got = evaluate::<f32>(x, x, x, f);
            let wide = f64::cast_from(x);
            let e = evaluate::<f64>(wide, wide, wide, f);
            let error = decide(x, got, e);
            if error == f64::new(SPECIAL_MATCHED) {
                own[summary::SPECIAL] += 1u32;
            } else if error < 1.0f64 {
                own[summary::DECIDED] += 1u32;
                if error < range[0] {
                    range[0] = error;
                    own[summary::LOW_AT] = bits;
                    own[summary::LOW_GOT] = u32::reinterpret(got);
                }
                if error > range[1] {
                    range[1] = error;
                    own[summary::HIGH_AT] = bits;
                    own[summary::HIGH_GOT] = u32::reinterpret(got);
                }
            } else {
                let at = usize::cast_from(from + own[summary::LEFT]) * 2;
                left[at] = bits;
                left[at + 1] = u32::reinterpret(got);
                own[summary::LEFT] += 1u32;
            }
        }
        // Copied out by index, which also keeps the optimizer from turning the arrays back into
        // variables.
        for i in 0..summary::LEN {
            summary[t * summary::LEN + i] = own[i];
        }
        for i in 0..2usize {
            extremes[t * 2 + i] = range[i];
        }
    }
}

/// Moves the pairs [`reference_range`] left in each thread's slots into one list, in input
/// order: thread `t`'s pairs go to pairs `offsets[t]..` of `list`.
#[cube(launch)]
pub fn gather_left(
    base: &Array<u32>,
    summary: &Array<u32>,
    offsets: &Array<u32>,
    left: &Array<u32>,
    list: &mut Array<u32>,
) {
    let t = ABSOLUTE_POS;
    if t < offsets.len() {
        let from = usize::cast_from(u32::cast_from(t) * base[1]) * 2;
        let to = usize::cast_from(offsets[t]) * 2;
        let count = usize::cast_from(summary[t * summary::LEN + summary::LEFT]) * 2;
        for k in 0..count {
            list[to + k] = left[from + k];
        }
    }
}
