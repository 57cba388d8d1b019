//! Matrix units: one `m×n×k` product-and-accumulate `D = A·B + C` per cube, through CubeCL's
//! `cmma` (CUDA's wmma, Vulkan's `VK_KHR_cooperative_matrix`). The seed's TEST 5-8 (how an
//! adder and a multiplier round) carried to the units most floating-point work now runs on:
//! each output `D[i][j] = C[i][j] + Σ_k A[i][k]·B[k][j]` is one dot product the host chose.

use cubecl::prelude::*;

/// This file, for the report.
pub const SOURCE: crate::Source = crate::Source {
    file: "mma.rs",
    text: include_str!("mma.rs"),
};

/// Tile `t = CUBE_POS` (one plane per cube): `A` row-major at `a[t·m·k..]`, `B` column-major
/// at `b[t·k·n..]` (column `j` contiguous), `C` and `D` row-major at `[t·m·n..]`. The
/// accumulator is loaded with its layout (`from_slice` refuses an accumulator).
#[cube(launch)]
pub fn tiles<I: Float, A: Float>(
    a: &Array<I>,
    b: &Array<I>,
    c: &Array<A>,
    d: &mut Array<A>,
    #[comptime] m: usize,
    #[comptime] n: usize,
    #[comptime] k: usize,
) {
    let t = CUBE_POS;
    let (a_at, b_at, c_at) = (t * m * k, t * k * n, t * m * n);
    let ma = cmma::Matrix::<I>::from_slice(
        cmma::MatrixIdent::A,
        m,
        n,
        k,
        cmma::MatrixLayout::RowMajor,
        &a.slice(a_at, a_at + m * k),
        k as u32,
    );
    let mb = cmma::Matrix::<I>::from_slice(
        cmma::MatrixIdent::B,
        m,
        n,
        k,
        cmma::MatrixLayout::ColMajor,
        &b.slice(b_at, b_at + k * n),
        k as u32,
    );
    let mc = unsafe {
        cmma::Matrix::<A>::uninitialized(
            cmma::MatrixIdent::Accumulator,
            m,
            n,
            k,
            cmma::MatrixLayout::Undefined,
        )
    };
    cmma::load_with_layout(
        &mc,
        &c.slice(c_at, c_at + m * n),
        n as u32,
        cmma::MatrixLayout::RowMajor,
    );
    cmma::execute::<I, I, A, A>(&ma, &mb, &mc, &mc);
    cmma::store(
        &mut d.slice_mut(c_at, c_at + m * n),
        &mc,
        n as u32,
        cmma::MatrixLayout::RowMajor,
    );
}
