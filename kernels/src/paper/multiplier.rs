//! TEST 7, 8 and 9 of seed 000 §3.2.3 (003 §2.2): how the multiplier truncates, its bias
//! constant, and the symmetry of signs.

use cubecl::prelude::*;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "paper/multiplier.rs",
    text: include_str!("multiplier.rs"),
};

/// TEST 7: `out[i] = a[i] * b[i]`, operands from the host.
#[cube(launch)]
pub fn products(a: &Array<f32>, b: &Array<f32>, out: &mut Array<f32>) {
    let i = ABSOLUTE_POS;
    if i < a.len() {
        out[i] = a[i] * b[i];
    }
}

/// TEST 8: `out[i] = x[0] * (2(i+1) + 1)` for `x = 2^23 + 1`; the odd factor is made on the
/// device from the index (exact: below 2^24).
#[cube(launch)]
pub fn odd_products(x: &Array<f32>, out: &mut Array<f32>) {
    let i = ABSOLUTE_POS;
    if i < out.len() {
        let odd = f32::cast_from(2 * (i as u32 + 1) + 1);
        out[i] = x[0] * odd;
    }
}

/// A 32-bit integer hash (PCG output permutation): the random operands of TEST 9, made on the
/// device from the seed and the pair's index.
#[cube]
pub fn hash(v: u32) -> u32 {
    let state = v * 747796405u32 + 2891336453u32;
    let word = ((state >> ((state >> 28u32) + 4u32)) ^ state) * 277803737u32;
    (word >> 22u32) ^ word
}

/// A random normal binary32 value of either sign with biased exponent in [100, 154], so that
/// every product of two is normal.
#[cube]
fn random_operand(h: u32) -> f32 {
    let exponent = 100u32 + (h >> 23u32) % 55u32;
    f32::reinterpret((h & 0x8000_0000u32) | (exponent << 23u32) | (h & 0x007f_ffffu32))
}

/// TEST 9, sign symmetry: over `pairs_per_unit` random pairs per unit, counts in
/// `counts[3*unit + k]` the pairs where (k = 0) `A×B != (−A)×(−B)`, (k = 1) `A×B != −(A×(−B))`,
/// (k = 2) `(−A)×B != A×(−B)`, comparing bit patterns. Negation flips the sign bit with `mask[0]`
/// (`0x80000000`, read at run time), so no compiler can use `(−a)(−b) = ab`.
#[cube(launch)]
pub fn sign_symmetry(
    seed: &Array<u32>,
    mask: &Array<u32>,
    counts: &mut Array<u32>,
    #[comptime] pairs_per_unit: u32,
) {
    let unit = ABSOLUTE_POS;
    if 3 * unit < counts.len() {
        let flip = mask[0];
        let mut c0 = 0u32;
        let mut c1 = 0u32;
        let mut c2 = 0u32;
        for k in 0..pairs_per_unit {
            let index = (unit as u32) * pairs_per_unit + k;
            let ha = hash(index ^ seed[0]);
            let hb = hash(ha ^ seed[1]);
            let a = random_operand(ha);
            let b = random_operand(hb);
            let neg_a = f32::reinterpret(u32::reinterpret(a) ^ flip);
            let neg_b = f32::reinterpret(u32::reinterpret(b) ^ flip);
            let ab = u32::reinterpret(a * b);
            let nn = u32::reinterpret(neg_a * neg_b);
            let neg_a_nb = u32::reinterpret(a * neg_b) ^ flip;
            let na_b = u32::reinterpret(neg_a * b);
            let a_nb = u32::reinterpret(a * neg_b);
            c0 += u32::cast_from(ab != nn);
            c1 += u32::cast_from(ab != neg_a_nb);
            c2 += u32::cast_from(na_b != a_nb);
        }
        counts[3 * unit] = c0;
        counts[3 * unit + 1] = c1;
        counts[3 * unit + 2] = c2;
    }
}
