//! The inputs of the ulp maps: exhaustive ranges of bit patterns, operands the device makes
//! from an index (regenerated here bit for bit), fixed-seed samples, and hard cases.

use super::{Args, Function};
use rand::{Rng, SeedableRng};

/// The device's hash (`fpsig_kernels::paper::multiplier::hash`), on the host.
pub fn hash(v: u32) -> u32 {
    let state = v.wrapping_mul(747_796_405).wrapping_add(2_891_336_453);
    let word = ((state >> ((state >> 28) + 4)) ^ state).wrapping_mul(277_803_737);
    (word >> 22) ^ word
}

/// The device's `draw`: sign random if `signed`, biased exponent in `[low, low + span)`.
fn draw(h: u32, low: u32, span: u32, signed: u32) -> f32 {
    let exponent = low + hash(h ^ 0x9e37_79b9) % span;
    let sign = (h & 0x8000_0000).wrapping_mul(signed);
    f32::from_bits(sign | (exponent << 23) | (h & 0x007f_ffff))
}

/// Salt of the generated operand sets (part of their name).
pub const SALT: u32 = 0x0f75_1600;

/// Per operand `(low biased exponent, span, signed)`: the generated operand set of `f`.
pub fn ranges(f: Function) -> [u32; 9] {
    match f {
        // Every normal binade for both operands: quotients over- and underflow too.
        Function::Div => [1, 254, 1, 1, 254, 1, 127, 1, 0],
        // x in [2^-20, 2^21), |y| < 16: results mostly finite.
        Function::Pow => [107, 41, 0, 117, 14, 1, 127, 1, 0],
        // Products within 2^±60, addends within 2^±60 of 1: cancellation included.
        _ => [97, 61, 1, 97, 61, 1, 67, 121, 1],
    }
}

/// Operands `n` of the generated set of `f`, as the `generated` kernel makes them.
pub fn generated(f: Function, n: u32) -> Args {
    let r = ranges(f);
    let k = n.wrapping_mul(3).wrapping_add(SALT);
    Args {
        x: draw(hash(k), r[0], r[1], r[2]),
        y: draw(hash(k.wrapping_add(1)), r[3], r[4], r[5]),
        z: draw(hash(k.wrapping_add(2)), r[6], r[7], r[8]),
    }
}

/// Fixed-seed random bit patterns (NaNs, infinities and subnormals included in proportion).
pub fn sampled_bits(count: usize) -> Vec<f32> {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(0x756c_7073);
    (0..count).map(|_| f32::from_bits(rng.random())).collect()
}

/// Inputs where unary functions are hard or special: zeros, infinities, NaN, subnormals, the
/// neighbourhood of 1 (log), of overflow and underflow (exp), multiples of π (trigonometric
/// reduction), huge arguments, and a power of two from every seventh binade.
pub fn unary_hard_cases() -> Vec<f32> {
    let mut v = vec![
        0.0,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::MIN_POSITIVE,
        f32::from_bits(1),
        f32::from_bits(0x007f_ffff),
        -f32::from_bits(0x0040_0000),
        f32::MAX,
        -f32::MAX,
        0.5,
        2.0,
        -1.0,
        88.722_83,
        88.722_84,
        -87.336_55,
        -103.972_08,
        1.0e10,
        1.0e20,
        -3.0e38,
        2f32.powi(100),
    ];
    for k in 1..=16u32 {
        v.push(f32::from_bits(1.0f32.to_bits() + k));
        v.push(f32::from_bits(1.0f32.to_bits() - k));
    }
    for m in [1.0f64, 2.0, 3.0, 4.0, 0.5, 1.5, 100.0, 1000.0, 1.0e6] {
        let near = (m * std::f64::consts::PI) as f32;
        v.extend([near.next_down(), near, near.next_up(), -near]);
    }
    v.extend((-149..=127).step_by(7).map(|e| 2f64.powi(e) as f32));
    v
}

/// Binary and ternary hard cases: specials, range limits, and for fma `x·y − RN(x·y)`, whose
/// exact value is the product's rounding error.
pub fn hard_cases(f: Function) -> Vec<Args> {
    let a = |x: f32, y: f32| Args { x, y, z: 0.0 };
    match f {
        Function::Div => vec![
            a(1.0, 3.0),
            a(1.0, f32::MAX),
            a(f32::MAX, 0.5),
            a(f32::MIN_POSITIVE, 3.0),
            a(1.0, 2f32.powi(-127)),
            a(1.0, 2f32.powi(127)),
            a(0.0, 1.0),
            a(1.0, 0.0),
            a(0.0, 0.0),
            a(f32::INFINITY, f32::INFINITY),
            a(7.0, 7.0),
            a(f32::from_bits(0x3fff_ffff), f32::from_bits(0x3f80_0001)),
        ],
        Function::Pow => vec![
            a(2.0, 10.0),
            a(2.0, 0.5),
            a(1.0, 1.0e10),
            a(0.5, 126.0),
            a(0.5, 149.0),
            a(10.0, 38.0),
            a(3.0, 0.0),
            a(0.0, 0.0),
            a(0.0, -1.0),
            a(-2.0, 3.0),
            a(-2.0, 0.5),
            a(std::f32::consts::E, 1.0),
            a(1.000_001, 1.0e7),
        ],
        Function::Fma => (0..256u32)
            .map(|n| {
                let g = generated(Function::Fma, n.wrapping_add(0x8000_0000));
                Args {
                    x: g.x,
                    y: g.y,
                    z: -(g.x * g.y),
                }
            })
            .collect(),
        _ => unary_hard_cases().into_iter().map(Args::unary).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_operands_lie_in_their_ranges() {
        for n in 0..4096 {
            let d = generated(Function::Div, n);
            assert!(d.x.is_normal() && d.y.is_normal());
            let p = generated(Function::Pow, n);
            assert!(p.x > 0.0 && p.y.abs() < 16.0);
        }
        assert!(hard_cases(Function::Fma)
            .iter()
            .all(|a| a.z == -(a.x * a.y)));
    }
}
