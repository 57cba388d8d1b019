pub mod rocwmma_compiler;
pub use rocwmma_compiler::*;
pub mod wmma_intrinsics_compiler;
pub use wmma_intrinsics_compiler::*;
