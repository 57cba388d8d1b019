//! TEST 1 of seed 000 §3.2.1 (003 §2.1): storage of special values.

use cubecl::prelude::*;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "paper/storage.rs",
    text: include_str!("storage.rs"),
};

/// The operation classes a value is sent through, in the order of `storage_classes`' output rows.
pub const STORAGE_CLASSES: [&str; 8] = [
    "copy",
    "select",
    "bitcast",
    "mul_one",
    "add_neg_zero",
    "min_pos_inf",
    "max_neg_inf",
    "negate",
];

/// TEST 1, storage of specials: every input value goes through each operation class of
/// [`STORAGE_CLASSES`]; row `k` of `out` holds class `k`.
///
/// `bits` holds the same values as `x` as `u32` (the bitcast row starts from them), `constants`
/// holds `[1.0, -0.0, +inf, -inf]` and `flag` holds `[1]`, all read at run time.
#[cube(launch)]
pub fn storage_classes(
    x: &Array<f32>,
    bits: &Array<u32>,
    constants: &Array<f32>,
    flag: &Array<u32>,
    out: &mut Array<f32>,
) {
    let n = x.len();
    let i = ABSOLUTE_POS;
    if i < n {
        let v = x[i];
        out[i] = v;
        out[n + i] = select(flag[0] == 1, v, constants[0]);
        out[2 * n + i] = f32::reinterpret(bits[i]);
        out[3 * n + i] = v * constants[0];
        out[4 * n + i] = v + constants[1];
        out[5 * n + i] = min(v, constants[2]);
        out[6 * n + i] = max(v, constants[3]);
        out[7 * n + i] = -v;
    }
}
