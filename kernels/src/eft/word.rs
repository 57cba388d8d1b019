//! The pair every error-free transform returns.

use cubecl::prelude::*;

/// A double-word number `hi + lo`, or the result and rounding error of an operation.
#[derive(CubeType, Clone, Copy)]
pub struct DoubleWord<F: Float> {
    pub hi: F,
    pub lo: F,
}
