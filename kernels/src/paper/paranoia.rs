//! Paranoia's arithmetic checks (seed 000 Annex A, 003 Annex A), in the seed's "less MACs" form:
//! every operand is computed exactly on the host, so each result is one device operation.

use cubecl::prelude::*;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "paper/paranoia.rs",
    text: include_str!("paranoia.rs"),
};

/// The operation a [`binary_op`] kernel applies.
pub mod op {
    pub const ADD: u32 = 0;
    pub const SUB: u32 = 1;
    pub const MUL: u32 = 2;
    pub const DIV: u32 = 3;
    /// `sqrt(a)` (`b` unused).
    pub const SQRT: u32 = 4;
}

/// Paranoia's rounding tests and error measurement: `out[i] = a[i] <op> b[i]` (or `sqrt(a[i])`).
#[cube(launch)]
pub fn binary_op(a: &Array<f32>, b: &Array<f32>, out: &mut Array<f32>, #[comptime] operation: u32) {
    let i = ABSOLUTE_POS;
    if i < a.len() {
        if operation == op::ADD {
            out[i] = a[i] + b[i];
        } else if operation == op::SUB {
            out[i] = a[i] - b[i];
        } else if operation == op::MUL {
            out[i] = a[i] * b[i];
        } else if operation == op::DIV {
            out[i] = a[i] / b[i];
        } else {
            out[i] = a[i].sqrt();
        }
    }
}
