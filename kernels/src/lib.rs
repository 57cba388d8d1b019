//! The `#[cube]` kernels of fpsig's probes. Each kernel is written once and compiled by CubeCL for
//! every backend; the host-side analysis lives in `fpsig-harness`.
//!
//! Conventions shared by every kernel:
//! - operands come from buffers, never from literals: CubeCL's IR folds `x*0.0`, `x+0.0`, `x-x`;
//! - `one` is a buffer holding `1.0`, read at run time, so that multiplying an intermediate by it
//!   is opaque to every compiler ("opaque variant"): it keeps `(a+b)-a` from being folded to `b`;
//! - a comptime variant or formulation selects between the expression as written and its opaque
//!   (or integer) variant, so all come from one source.

pub mod convert;
pub mod eft;
pub mod log_mark;
pub mod minmax;
pub mod mma;
pub mod multi_word;
pub mod paper;
pub mod tmd;
pub mod ulp;

/// A kernel file's text, embedded in the binary, so that what `fpsig report` links is there
/// wherever the binary runs (the GPU machine, `cargo install`), not only where it was built.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Source {
    /// The file's path under `kernels/src` (`paper/storage.rs`).
    pub file: &'static str,
    pub text: &'static str,
}
