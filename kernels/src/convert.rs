//! Conversion to a narrower float format: how a backend rounds `f32 → f16` (WGSL's `f16(x)`,
//! SPIR-V's `OpFConvert` with no rounding-mode decoration, CUDA's `__float2half`), which the
//! APIs leave partly or wholly unspecified.

use cubecl::prelude::*;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "convert.rs",
    text: include_str!("convert.rs"),
};

/// `out[i]` is `x[i]` converted to `N` by CubeCL's cast.
#[cube(launch)]
pub fn narrowed<F: Float, N: Float>(x: &Array<F>, out: &mut Array<N>) {
    let i = ABSOLUTE_POS;
    if i < x.len() {
        out[i] = N::cast_from(x[i]);
    }
}
