//! fpsig's harness: the probe registry and runner, host-side analyses, MPFR references and
//! simulated arithmetics, and the signature model.

pub mod decide;
pub mod device;
pub mod diff;
pub mod evidence;
pub mod ff;
pub mod folder;
pub mod kernel_cache;
pub mod probes;
pub mod qd;
pub mod rules;
pub mod runner;
pub mod seed2006;
pub mod shaders;
pub mod shown;
pub mod signature;
pub mod simulated;
pub mod tmd;
pub mod ulp;

pub use runner::{open_all_backends, open_backend, run_signature, shared_backend, RunError};
pub use signature::{Finding, Format, Kind, Layer, Signature};
