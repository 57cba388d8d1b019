//! The L-algorithm's kernels `fpsig tmd` launches, for the shader catalogue.

use crate::device::cubes;
use crate::shaders::declared::{entry, no_joins, u32s, Client, Entry, Kernels, N, R};

pub const KERNELS: Kernels = Kernels {
    source: fpsig_kernels::tmd::SOURCE,
    catalogue,
    joined: no_joins,
    static_reading: &[],
};

/// The L-algorithm's kernels (`fpsig tmd`): the polynomial generators, the bench's plain phase 1,
/// and per limb type the three phases and the one-kernel deployment for each remainder method
/// (the hybrid with the CLI's default threshold 3, also with swapped phases), the exhaustive
/// check and the fixed-point self-test. Other hybrid thresholds differ from `hybrid:3` in one constant.
fn catalogue() -> Vec<Entry> {
    use fpsig_kernels::tmd::{counter, generate, generate_param, generate_stepped, param};
    let mut entries = vec![
        entry("tmd.generate", |c| {
            let (count, dim) = cubes(N);
            let (polys, params) = (u32s(c, N), u32s(c, generate_param::LEN));
            let (a, b, k, counters) = (u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, 4));
            generate::launch::<R>(c, count, dim, polys, params, a, b, k, counters)
        }),
        entry("tmd.generate_stepped", |c| {
            let (count, dim) = cubes(N);
            let (polys, params) = (u32s(c, N), u32s(c, generate_param::LEN));
            let (a, b, k, counters) = (u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, 4));
            // Value Δ^6, slope Δ^4, curvature Δ^3: the plan of exp's binade [1, 2).
            generate_stepped::launch::<R>(c, count, dim, polys, params, a, b, k, counters, 6, 4, 3)
        }),
        // The bench's yardstick of phase 1 (native u64 only).
        entry("tmd.plain_phase1.u64", |c| {
            let (count, dim) = cubes(N);
            let (a, b, k) = (u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, 2 * N));
            let (p, counters) = (u32s(c, 2 * param::LEN), u32s(c, counter::LEN));
            fpsig_kernels::tmd::plain_phase1::launch::<R>(c, count, dim, a, b, k, p, counters)
        }),
    ];
    entries.extend(tmd_limbs::<u64>("u64"));
    entries.extend(tmd_limbs::<fpsig_kernels::tmd::LimbPair>("u32x2"));
    entries
}

fn tmd_limbs<F: fpsig_kernels::tmd::Fixed>(limbs: &'static str) -> Vec<Entry> {
    use fpsig_kernels::tmd::{
        all_phases, counter, exhaustive_param, exhaustive_points, fixed_ops, param, phase1, phase2,
        phase3, remainder,
    };
    let data = |c: &Client| {
        let p = u32s(c, 2 * param::LEN);
        (u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, 2 * N), p)
    };
    let mut entries = Vec::new();
    for (label, method, threshold, swap) in [
        ("sub", remainder::SUBTRACTIVE, 0, false),
        ("div", remainder::DIVISION, 0, false),
        ("hybrid3", remainder::HYBRID, 3, false),
        ("hybrid3.swap", remainder::HYBRID, 3, true),
    ] {
        entries.push(entry(format!("tmd.phase1.{limbs}.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let (a, b, k, p) = data(c);
            let (failed, counters) = (u32s(c, N), u32s(c, counter::LEN));
            phase1::launch::<F, R>(
                c, count, dim, a, b, k, p, failed, counters, method, threshold, swap,
            )
        }));
        entries.push(entry(format!("tmd.phase2.{limbs}.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let (a, b, k, p) = data(c);
            let (failed_j, failed_k, counters) = (u32s(c, N), u32s(c, N), u32s(c, counter::LEN));
            phase2::launch::<F, R>(
                c, count, dim, a, b, k, p, failed_j, failed_k, counters, method, threshold, swap,
            )
        }));
        entries.push(entry(format!("tmd.all_phases.{limbs}.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let (a, b, k, p) = data(c);
            let (out, counters) = (u32s(c, N), u32s(c, counter::LEN));
            all_phases::launch::<F, R>(
                c, count, dim, a, b, k, p, out, counters, method, threshold, swap,
            )
        }));
    }
    entries.push(entry(format!("tmd.phase3.{limbs}"), move |c| {
        let (count, dim) = cubes(N);
        let (a, b, k, p) = data(c);
        let (failed_k, out, counters) = (u32s(c, N), u32s(c, N), u32s(c, counter::LEN));
        phase3::launch::<F, R>(c, count, dim, a, b, k, p, failed_k, out, counters)
    }));
    entries.push(entry(format!("tmd.exhaustive_points.{limbs}"), move |c| {
        let (count, dim) = cubes(N);
        let (coefficients, params) = (u32s(c, 2 * N), u32s(c, 2 * exhaustive_param::LEN));
        let (hits, counters) = (u32s(c, N), u32s(c, counter::LEN));
        exhaustive_points::launch::<F, R>(c, count, dim, coefficients, params, hits, counters)
    }));
    entries.push(entry(format!("tmd.fixed_ops.{limbs}"), move |c| {
        let (count, dim) = cubes(N);
        let (x, y, m, shift) = (u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, N), u32s(c, N));
        fixed_ops::launch::<F, R>(c, count, dim, x, y, m, shift, u32s(c, 14 * N))
    }));
    entries
}
