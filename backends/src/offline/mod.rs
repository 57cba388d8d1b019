//! Compiling kernels with no device, for every target: what each API's compiler is given.

mod canonical;
mod runtime;
mod targets;

pub use canonical::canonical_order;
pub use runtime::{take_compiled, Compiled, OfflineDevice, OfflineRuntime};
pub use targets::Target;
