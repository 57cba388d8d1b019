//! A kernel compiled once per shader capture: CubeCL writes its compilation log from a task
//! that trails the compilations, so the host compiles this kernel, with a value no earlier
//! compilation had, after the kernels it captures, and reads the log once the entry with that
//! value is there (every earlier entry of the device is then written too). It measures nothing.

use cubecl::prelude::*;

/// `out[0] = mark`, with `mark` in the source.
#[cube(launch)]
pub fn log_mark(out: &mut Array<u32>, #[comptime] mark: u32) {
    if ABSOLUTE_POS == 0 {
        out[0] = mark;
    }
}
