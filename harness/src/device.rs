//! Moving buffers to and from a device, and launch geometry.

use cubecl::prelude::*;
use cubecl::server::Handle;

/// Threads per cube of every probe kernel.
pub const CUBE_DIM: u32 = 64;

pub fn upload<R: Runtime, T: CubeElement>(client: &ComputeClient<R>, data: &[T]) -> Handle {
    client.create_from_slice(T::as_bytes(data))
}

pub fn zeros<R: Runtime, T: CubeElement>(client: &ComputeClient<R>, len: usize) -> Handle {
    client.empty(len * std::mem::size_of::<T>())
}

pub fn download<R: Runtime, T: CubeElement>(
    client: &ComputeClient<R>,
    handle: Handle,
) -> Result<Vec<T>, String> {
    let bytes = client
        .read_one(handle)
        .map_err(|e| format!("reading back a buffer failed: {e:?}"))?;
    Ok(T::from_bytes(&bytes).to_vec())
}

/// A kernel argument over a whole buffer of `len` elements.
pub fn arg<R: Runtime>(handle: &Handle, len: usize) -> ArrayArg<R> {
    // SAFETY: every handle passed here was created with at least `len` elements.
    unsafe { ArrayArg::from_raw_parts(handle.clone(), len) }
}

/// Enough cubes of [`CUBE_DIM`] threads to cover `n` elements.
pub fn cubes(n: usize) -> (CubeCount, CubeDim) {
    let count = (n as u32).div_ceil(CUBE_DIM).max(1);
    (CubeCount::Static(count, 1, 1), CubeDim::new_1d(CUBE_DIM))
}
