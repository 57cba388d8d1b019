//! The double-double and quad-double kernels `fpsig bench qd` launches, for the shader
//! catalogue: the operations and functions, the matrix product and the Gauss–Jordan solve, in
//! the formulations their self-tests choose among.

use super::choice::transforms;
use super::functions::constants;
use super::run::launch_operation;
use super::Operation;
use crate::device::{cubes, uninit};
use crate::ff::{Formulation, Word};
use crate::shaders::declared::{buffer, entry, no_joins, u32s, Client, Entry, Kernels, N, R};
use cubecl::prelude::*;
use fpsig_kernels::multi_word::matrix::matrix_product;
use fpsig_kernels::multi_word::solve::{
    gj_eliminate, gj_panel_load, gj_pivot, gj_swap_and_save, gj_update,
};

pub const KERNELS: Kernels = Kernels {
    source: fpsig_kernels::multi_word::SOURCE,
    catalogue,
    joined: no_joins,
    static_reading: &[],
};

fn catalogue() -> Vec<Entry> {
    let mut entries = operations();
    entries.extend(linear_algebra());
    entries
}

/// The double-double and quad-double operations (`fpsig bench qd`) in the formulations their
/// self-tests choose among: binary64 words with opaque or selected transforms and Dekker's
/// product (fma not fused: NVIDIA's Vulkan, lavapipe), or plain ones with `fma` (CUDA); binary32
/// words with opaque or selected transforms (the backends without binary64).
fn operations() -> Vec<Entry> {
    fn variant<W: Word>(op: Operation, word: &str, form: Formulation, fused: bool) -> Entry {
        let product = if fused { "fma" } else { "dekker" };
        let name = format!("qd.{}.{word}.{}.{product}", op.name(), form.name());
        let t = transforms(form, fused);
        entry(name, move |c| {
            let w = |n| uninit::<R, W>(c, n);
            let len = op.words() * N;
            let count = constants::<W>(op).len();
            let (x, y, k, out) = (w(len), w(len), w(count), w(len));
            launch_operation::<R, W>(c, op, t, N, (&x, &y), (&k, count), &out)
        })
    }
    let mut entries = Vec::new();
    for op in Operation::ALL {
        entries.push(variant::<f64>(op, "f64", Formulation::Plain, true));
        for form in [Formulation::Opaque, Formulation::Selected] {
            entries.push(variant::<f64>(op, "f64", form, false));
            entries.push(variant::<f32>(op, "f32", form, false));
        }
    }
    entries
}

/// The double-double and quad-double matrix product (16×16 tiles) and Gauss–Jordan solve
/// (panels of 16, 16×16 update tiles, a pivot cube of 1024 threads: the offline device's limit)
/// in the same formulations as [`operations`].
fn linear_algebra() -> Vec<Entry> {
    const TILE: u32 = 16;
    const PANEL: u32 = 16;
    const PIVOT_THREADS: u32 = 1024;
    fn variants<W: Word>(words: u32, word: &str, form: Formulation, fused: bool) -> Vec<Entry> {
        let product = if fused { "fma" } else { "dekker" };
        let size = if words == 2 { "dd" } else { "qd" };
        let name = |kernel: &str| format!("qd.{size}_{kernel}.{word}.{}.{product}", form.name());
        let t = transforms(form, fused);
        let w = words as usize;
        let numbers = move |c: &Client, n: usize| buffer::<W>(c, w * n);
        let (n, q) = (N as u32, 2 * N as u32);
        let dim = CubeDim::new_2d(TILE, TILE);
        vec![
            entry(name("matrix_product"), move |c| {
                let (a, b, k, dims, out) = (
                    numbers(c, N * N),
                    numbers(c, N * N),
                    buffer::<W>(c, 2),
                    u32s(c, 3),
                    numbers(c, N * N),
                );
                matrix_product::launch::<W, R>(
                    c,
                    CubeCount::Static(1, 1, 1),
                    dim,
                    a,
                    b,
                    k,
                    dims,
                    out,
                    TILE,
                    words,
                    t,
                );
            }),
            entry(name("gj_panel_load"), move |c| {
                let (g, ws) = (numbers(c, N * 2 * N), numbers(c, N * 2 * PANEL as usize));
                let (count, cube) = cubes(N * 2 * PANEL as usize);
                gj_panel_load::launch::<W, R>(c, count, cube, g, ws, n, q, 0, PANEL, PANEL, words);
            }),
            entry(name("gj_pivot"), move |c| {
                let (ws, pivots, k) = (
                    numbers(c, N * 2 * PANEL as usize),
                    u32s(c, PANEL as usize),
                    buffer::<W>(c, 2),
                );
                let cube = CubeDim::new_1d(PIVOT_THREADS);
                gj_pivot::launch::<W, R>(
                    c,
                    CubeCount::Static(1, 1, 1),
                    cube,
                    ws,
                    pivots,
                    k,
                    n,
                    0,
                    PANEL,
                    0,
                    PANEL,
                    PIVOT_THREADS,
                    words,
                    t,
                );
            }),
            entry(name("gj_eliminate"), move |c| {
                let (ws, k) = (numbers(c, N * 2 * PANEL as usize), buffer::<W>(c, 2));
                let (count, cube) = cubes(N * 2 * PANEL as usize);
                gj_eliminate::launch::<W, R>(c, count, cube, ws, k, n, 0, 0, PANEL, words, t);
            }),
            entry(name("gj_swap_and_save"), move |c| {
                let (g, rows, pivots) = (
                    numbers(c, N * 2 * N),
                    numbers(c, PANEL as usize * 2 * N),
                    u32s(c, PANEL as usize),
                );
                let (count, cube) = cubes(N);
                gj_swap_and_save::launch::<W, R>(
                    c, count, cube, g, rows, pivots, n, q, 0, PANEL, PANEL, words,
                );
            }),
            entry(name("gj_update"), move |c| {
                let (g, ws, rows, k) = (
                    numbers(c, N * 2 * N),
                    numbers(c, N * 2 * PANEL as usize),
                    numbers(c, PANEL as usize * 2 * N),
                    buffer::<W>(c, 2),
                );
                gj_update::launch::<W, R>(
                    c,
                    CubeCount::Static(1, 1, 1),
                    dim,
                    g,
                    ws,
                    rows,
                    k,
                    n,
                    q,
                    0,
                    PANEL,
                    PANEL,
                    TILE,
                    words,
                    t,
                );
            }),
        ]
    }
    let mut entries = Vec::new();
    for words in [2, 4] {
        entries.extend(variants::<f64>(words, "f64", Formulation::Plain, true));
        for form in [Formulation::Opaque, Formulation::Selected] {
            entries.extend(variants::<f64>(words, "f64", form, false));
            entries.extend(variants::<f32>(words, "f32", form, false));
        }
    }
    entries
}
