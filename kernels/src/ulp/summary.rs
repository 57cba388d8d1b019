//! The per-thread summary of a [`super::reference_range`] launch: `summary[LEN·t + k]`.

/// Special inputs (NaN or infinite operands or references) whose result the device found
/// matching.
pub const SPECIAL: usize = 0;
/// Inputs stored for the host.
pub const LEFT: usize = 1;
/// Histogram of the decided inputs' distances from the correctly rounded result:
/// `HISTOGRAM + SPAN + 1 + d` for `d` in `-SPAN..=SPAN`, `HISTOGRAM` below, `HISTOGRAM +
/// 2·SPAN + 2` above (the host's bins, in the same order).
pub const HISTOGRAM: usize = 2;
pub const SPAN: usize = 16;
pub const BINS: usize = 2 * SPAN + 3;
/// Per API row, the decided inputs its envelope does not accept.
pub const VIOLATIONS: usize = HISTOGRAM + BINS;
pub const APIS: usize = 8;
/// Examples, as (input bits, result bits) pairs: the decided input of least error, of
/// greatest error, and each API row's violation of greatest |error|; [`NONE`] where none.
pub const EXAMPLES: usize = VIOLATIONS + APIS;
pub const LOW: usize = 0;
pub const HIGH: usize = 1;
pub const WORST: usize = 2;
pub const EXAMPLE_COUNT: usize = WORST + APIS;
pub const LEN: usize = EXAMPLES + 2 * EXAMPLE_COUNT;
/// A NaN's bits: never a decided input.
pub const NONE: u32 = u32::MAX;
