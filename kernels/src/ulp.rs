//! ulp maps of the arithmetic operations and builtins (seed 003's Paranoia error measurement
//! carried to the builtin functions): every input is evaluated by the function under test, the
//! error is measured on the host against a correctly rounded reference.

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

/// `f(x, y, z)` for the [`function`] `f` (unary functions ignore `y` and `z`).
#[cube]
fn evaluate(x: f32, y: f32, z: f32, #[comptime] f: u32) -> f32 {
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
        out[i] = evaluate(x, x, x, f);
    }
}

/// Map over operands from the host: `out[i] = f(x[i], y[i], z[i])`.
#[cube(launch)]
pub fn listed(
    x: &Array<f32>,
    y: &Array<f32>,
    z: &Array<f32>,
    out: &mut Array<f32>,
    #[comptime] f: u32,
) {
    let i = ABSOLUTE_POS;
    if i < out.len() {
        out[i] = evaluate(x[i], y[i], z[i], f);
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
        out[i] = evaluate(x, y, z, f);
    }
}
