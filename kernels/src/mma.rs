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
pub fn tiles<I: Scalar, A: Scalar>(
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

/// The same tiles through one manual `mma.sync` per tile (CubeCL's `MmaDefinition::execute`,
/// each lane's registers loaded from the positions the definition gives): PTX `mma.sync` on
/// CUDA, where `tiles` becomes `wmma.mma.sync`. SPIR-V has no manual MMA. `A` and `B` may
/// differ in type (an integer unit multiplies `s8` by `u8`).
#[cube(launch)]
pub fn mma_tiles<IA: Scalar, IB: Scalar, A: Scalar>(
    a: &Array<IA>,
    b: &Array<IB>,
    c: &Array<A>,
    d: &mut Array<A>,
    #[comptime] m: usize,
    #[comptime] n: usize,
    #[comptime] k: usize,
) {
    let def = cmma::MmaDefinition::<IA, IB, A>::new(m, n, k);
    let lane = UNIT_POS_PLANE;
    let t = CUBE_POS;
    let (a_at, b_at, c_at) = (t * m * k, t * k * n, t * m * n);

    let size_a = def.vector_size(cmma::MatrixIdent::A);
    let size!(NA) = size_a;
    let elems_a = def.elems_per_lane(cmma::MatrixIdent::A);
    let count_a = comptime!(elems_a / size_a);
    let mut registers_a = Array::<Vector<IA, NA>>::new(count_a);
    #[unroll]
    for v in 0..count_a {
        let mut reg = Vector::empty();
        #[unroll]
        for e in 0..size_a {
            let nth = (v * size_a + e) as u32;
            let (row, col) = def.position_of_nth(lane, nth, cmma::MatrixIdent::A);
            reg[e] = a[a_at + (row * k as u32 + col) as usize];
        }
        registers_a[v] = reg;
    }

    let size_b = def.vector_size(cmma::MatrixIdent::B);
    let size!(NB) = size_b;
    let elems_b = def.elems_per_lane(cmma::MatrixIdent::B);
    let count_b = comptime!(elems_b / size_b);
    let mut registers_b = Array::<Vector<IB, NB>>::new(count_b);
    #[unroll]
    for v in 0..count_b {
        let mut reg = Vector::empty();
        #[unroll]
        for e in 0..size_b {
            let nth = (v * size_b + e) as u32;
            let (row, col) = def.position_of_nth(lane, nth, cmma::MatrixIdent::B);
            // B is column-major: column `col` holds its k rows side by side.
            reg[e] = b[b_at + (col * k as u32 + row) as usize];
        }
        registers_b[v] = reg;
    }

    let size_c = def.vector_size(cmma::MatrixIdent::Accumulator);
    let size!(NC) = size_c;
    let elems_c = def.elems_per_lane(cmma::MatrixIdent::Accumulator);
    let count_c = comptime!(elems_c / size_c);
    let mut registers_c = Array::<Vector<A, NC>>::new(count_c);
    #[unroll]
    for v in 0..count_c {
        let mut reg = Vector::empty();
        #[unroll]
        for e in 0..size_c {
            let nth = (v * size_c + e) as u32;
            let (row, col) = def.position_of_nth(lane, nth, cmma::MatrixIdent::Accumulator);
            reg[e] = c[c_at + (row * n as u32 + col) as usize];
        }
        registers_c[v] = reg;
    }

    let registers_d = def.execute(&registers_a, &registers_b, &registers_c);
    #[unroll]
    for v in 0..count_c {
        let reg = registers_d[v];
        #[unroll]
        for e in 0..size_c {
            let nth = (v * size_c + e) as u32;
            let (row, col) = def.position_of_nth(lane, nth, cmma::MatrixIdent::Accumulator);
            d[c_at + (row * n as u32 + col) as usize] = reg[e];
        }
    }
}
