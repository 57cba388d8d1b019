//! The exhaustive evaluator on a backend (`exhaustive_points`): the same block polynomials and
//! the same wrapping 128-bit arithmetic as [`Blocks::near_points`], so the two must return the
//! same points; launched in batches, the near points compacted by atomics.

use super::exhaustive::Blocks;
use super::gpu::{check_limbs, compact};
use super::Limbs;
use crate::device::{arg, cubes, upload};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::tmd::{exhaustive_param, exhaustive_points, Fixed, LimbPair};

/// Points per launch.
const BATCH: u64 = 1 << 22;

/// Near points a launch makes room for first; a launch that finds more runs again with room
/// for all of them.
const FIRST_ROOM: usize = 1 << 12;

/// The points of `blocks` whose value lies within the window of an integer, evaluated on
/// `backend` with `limbs`.
pub fn near_points_on(
    backend: &Backend,
    limbs: Limbs,
    blocks: &Blocks,
) -> Result<Vec<u64>, String> {
    check_limbs(backend, limbs)?;
    backend.visit(Near { limbs, blocks })
}

struct Near<'a> {
    limbs: Limbs,
    blocks: &'a Blocks,
}

impl RuntimeVisitor for Near<'_> {
    type Output = Result<Vec<u64>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let b = self.blocks;
        let block = 1u64 << b.log2_block;
        let per_block = b.degree + 1;
        let mut near = Vec::new();
        let mut start = b.from;
        while start < b.to {
            let end = (start + BATCH).min(b.to);
            let (first, last) = (start / block, end.div_ceil(block));
            let words: Vec<u64> = b.coefficients[(first - b.first_block) as usize * per_block
                ..(last - b.first_block) as usize * per_block]
                .iter()
                .flat_map(|&c| [c as u64, (c >> 64) as u64])
                .collect();
            let mut params = vec![0u64; exhaustive_param::LEN];
            params[exhaustive_param::POINTS] = end - start;
            params[exhaustive_param::OFFSET] = start - first * block;
            params[exhaustive_param::LOG2_BLOCK] = b.log2_block as u64;
            params[exhaustive_param::DEGREE] = b.degree as u64;
            params[exhaustive_param::WINDOW_LOW] = b.window as u64;
            params[exhaustive_param::WINDOW_HIGH] = (b.window >> 64) as u64;
            let batch = match self.limbs {
                Limbs::U64 => batch::<R, u64>(client, &words, &params)?,
                Limbs::U32Pair => batch::<R, LimbPair>(client, &words, &params)?,
            };
            near.extend(batch.into_iter().map(|p| start + p as u64));
            start = end;
        }
        near.sort_unstable();
        Ok(near)
    }
}

/// One launch over `params[POINTS]` points; the near points, relative to the launch's first.
fn batch<R: Runtime, F: Fixed>(
    client: &ComputeClient<R>,
    words: &[u64],
    params: &[u64],
) -> Result<Vec<u32>, String> {
    let points = params[exhaustive_param::POINTS] as usize;
    let (coefficients, params) = (upload(client, words), upload(client, params));
    let (_, hits, _) = compact(client, "exhaustive", 1, FIRST_ROOM, |hits, counters| {
        let (cubes, dim) = cubes(points);
        exhaustive_points::launch::<F, R>(
            client,
            cubes,
            dim,
            arg(&coefficients, 2 * words.len()),
            arg(&params, 2 * exhaustive_param::LEN),
            hits,
            counters,
        );
    })?;
    Ok(hits)
}
