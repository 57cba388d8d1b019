//! The yardstick of the search's phase 1 on a device: seed 002's Algorithm 1, remainders by
//! repeated subtraction, as one plain loop per J on native `u64`, with no variant dispatch, no
//! generic word, no partial last J and no compaction (only the count of failing Js).
//! `fpsig bench tmd` times [`phase1`](super::phase1) against it on the same coefficients.

use super::{absolute, counter, param, scaled_term, square_term, Fixed};
use cubecl::prelude::*;

/// Seed 002's Algorithm 1 as written: `true` only when every `{b − a·k}`, `0 ≤ k < n`, is at
/// least `d0` (the bench's CPU yardstick is the same loop).
#[cube]
fn plain_lower_bound(a: u64, b: u64, d0: u64, n: u32) -> bool {
    let mut x = a;
    let mut y = 0u64 - a;
    let mut d = b;
    let mut u = 1u32;
    let mut v = 1u32;
    let mut success = false;
    let mut running = d >= d0;
    if a == 0 {
        success = running;
        running = false;
    }
    while running {
        if d < x {
            while x < y && u + v < n {
                y -= x;
                u += v;
            }
            if u + v >= n {
                success = true;
                running = false;
            } else {
                x -= y;
                v += u;
            }
        } else {
            d -= x;
            if d < d0 {
                running = false;
            } else {
                while y < x && u + v < n {
                    x -= y;
                    v += u;
                }
                if u + v >= n {
                    success = true;
                    running = false;
                } else {
                    y -= x;
                    u += v;
                }
            }
        }
    }
    success
}

/// Phase 1's chord test of every J with the phase kernels' half-width (their parameter buffer),
/// counting the Js that fail under [`counter::FAILED_J`].
#[cube(launch)]
pub fn plain_phase1(
    a: &Array<u32>,
    b: &Array<u32>,
    c: &Array<u32>,
    params: &Array<u32>,
    counters: &mut Array<Atomic<u32>>,
) {
    if ABSOLUTE_POS == 0 {
        counters[counter::LAUNCHES].fetch_add(1u32);
    }
    let j = ABSOLUTE_POS;
    if 2 * j < a.len() {
        let n = params[2 * param::POINTS_PER_J];
        let sigma = params[2 * param::SIGMA];
        let cj = u64::load(c, j);
        let slope = u64::load(a, j) + scaled_term::<u64>(cj, n, sigma);
        let centre = square_term::<u64>(cj, n, sigma + 3);
        // The window plus this J's own distance to its chord, as the phase kernels take it.
        let eps = u64::load(params, param::EPS3) + absolute::<u64>(centre) + 1u64;
        let value = u64::load(b, j) - centre + eps;
        if !plain_lower_bound(0u64 - slope, value, eps + eps, n) {
            counters[counter::FAILED_J].fetch_add(1u32);
        }
    }
}
