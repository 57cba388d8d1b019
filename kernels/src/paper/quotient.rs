//! Correct rounding of division and square root (the seed's Paranoia checks of ÷ and √, here
//! as a quick count; full ulp maps are their own probe).

use cubecl::prelude::*;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "paper/quotient.rs",
    text: include_str!("quotient.rs"),
};

/// Row 0 of `out` holds `x[i] / y[i]`, row 1 `sqrt(x[i])`.
#[cube(launch)]
pub fn div_sqrt(x: &Array<f32>, y: &Array<f32>, out: &mut Array<f32>) {
    let n = x.len();
    let i = ABSOLUTE_POS;
    if i < n {
        out[i] = x[i] / y[i];
        out[n + i] = x[i].sqrt();
    }
}
