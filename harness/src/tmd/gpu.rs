//! The phases on a backend in the two deployments of seed 002 §III-A: three kernels, with
//! compaction of the failing intervals by atomics and the count read back between phases to size
//! the next grid; or one kernel, one thread per J running every phase its J needs.

use super::approx::Coefficients;
use super::cpu::{Counts, Found, PhaseTimes};
use super::{Deploy, Variant};
use crate::device::{arg, cubes, download, sync, uninit, upload};
use cubecl::prelude::*;
use cubecl::server::Handle;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::tmd::{
    all_phases, counter, param, phase1, phase2, phase3, scaled_terms, POINTS_PER_THREAD,
    SUB_INTERVALS,
};
use std::collections::BTreeSet;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Candidate pairs the first launch makes room for; a run that finds more is relaunched with
/// room for all of them.
const FIRST_CANDIDATE_ROOM: usize = 1 << 16;

/// Runs the phases of `variant` over one batch on `backend`.
pub fn search(
    backend: &Backend,
    coefficients: &Coefficients,
    params: &[u64],
    variant: Variant,
) -> Result<Found, String> {
    run(backend, coefficients, params, variant, false).map(|(found, _)| found)
}

/// [`search`], with the phases run a second time on the same resident coefficients: the second
/// run's `Found`, and the first run's total time (right after the upload).
pub fn search_twice(
    backend: &Backend,
    coefficients: &Coefficients,
    params: &[u64],
    variant: Variant,
) -> Result<(Found, Duration), String> {
    run(backend, coefficients, params, variant, true)
}

fn run(
    backend: &Backend,
    coefficients: &Coefficients,
    params: &[u64],
    variant: Variant,
    twice: bool,
) -> Result<(Found, Duration), String> {
    if !backend.capabilities.i64 {
        return Err(format!(
            "{} has no 64-bit integers in shaders: the L-algorithm kernels need them (the \
             32-bit-limb form is not built yet); use --backend cpu",
            backend.identity.snapshot_name()
        ));
    }
    backend.visit(Batch {
        device: format!(
            "{} {}",
            backend.identity.snapshot_name(),
            backend.identity.selector
        ),
        coefficients,
        params,
        variant,
        twice,
    })
}

/// The kernels' `scaled_term` of each `(c, m, shift)` on `backend`.
pub fn scaled_terms_on(backend: &Backend, inputs: &[(u64, u64, u32)]) -> Result<Vec<u64>, String> {
    backend.visit(ScaledTerms(inputs))
}

struct ScaledTerms<'a>(&'a [(u64, u64, u32)]);

impl RuntimeVisitor for ScaledTerms<'_> {
    type Output = Result<Vec<u64>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let n = self.0.len();
        let c: Vec<u64> = self.0.iter().map(|t| t.0).collect();
        let m: Vec<u64> = self.0.iter().map(|t| t.1).collect();
        let shift: Vec<u32> = self.0.iter().map(|t| t.2).collect();
        let (c, m, shift) = (
            upload(client, &c),
            upload(client, &m),
            upload(client, &shift),
        );
        let out = uninit::<R, u64>(client, n);
        let (cubes, dim) = cubes(n);
        scaled_terms::launch::<R>(
            client,
            cubes,
            dim,
            arg(&c, n),
            arg(&m, n),
            arg(&shift, n),
            arg(&out, n),
        );
        download::<R, u64>(client, out)
    }
}

struct Batch<'a> {
    device: String,
    coefficients: &'a Coefficients,
    params: &'a [u64],
    variant: Variant,
    twice: bool,
}

struct Resident {
    a: Handle,
    b: Handle,
    c: Handle,
    params: Handle,
    len: usize,
}

impl RuntimeVisitor for Batch<'_> {
    type Output = Result<(Found, Duration), String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let co = self.coefficients;
        let start = Instant::now();
        let data = Resident {
            a: upload(client, &co.a),
            b: upload(client, &co.b),
            c: upload(client, &co.c),
            params: upload(client, self.params),
            len: co.len(),
        };
        // The phases are timed with the coefficients already on the device.
        sync(client)?;
        let upload = start.elapsed();
        let (method, threshold) = self.variant.remainder.kernel_ids();
        let run = Run {
            client,
            data: &data,
            method,
            threshold,
            swap: self.variant.swap,
            sub_len: (self.params[param::POINTS_PER_J] / SUB_INTERVALS as u64) as usize,
        };
        let go = || match self.variant.deploy {
            Deploy::One => run.one(),
            Deploy::Three => run.three(),
        };
        // Compile every kernel before anything is timed: a batch runs twice until one run of
        // this variant on this device has launched all its kernels (cached from then on).
        let key = format!("{} {}", self.device, self.variant.name());
        let warm = WARMED.lock().is_ok_and(|w| w.contains(&key));
        if !warm {
            let first = go()?;
            if self.variant.deploy == Deploy::One || first.counts.failed_k > 0 {
                if let Ok(mut w) = WARMED.lock() {
                    w.insert(key);
                }
            }
        }
        let found = go()?;
        if self.twice {
            let first = found.times.total();
            return Ok((Found { upload, ..go()? }, first));
        }
        Ok((Found { upload, ..found }, Default::default()))
    }
}

/// Device and variant pairs whose three phase kernels are compiled in this process.
static WARMED: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());

/// What a launch that compacts candidates left: its counters, its sorted `(j, k)` pairs, and its
/// time up to the counters' read-back.
struct Compacted {
    counts: Vec<u32>,
    pairs: Vec<(u32, u32)>,
    time: Duration,
}

struct Run<'a, R: Runtime> {
    client: &'a ComputeClient<R>,
    data: &'a Resident,
    method: u32,
    threshold: u32,
    swap: bool,
    sub_len: usize,
}

impl<R: Runtime> Run<'_, R> {
    fn counters(&self) -> Handle {
        upload(self.client, &[0u32; counter::LEN])
    }

    /// Reads a counter buffer once every launch before it has finished.
    fn read(&self, h: &Handle) -> Result<Vec<u32>, String> {
        sync(self.client)?;
        download::<R, u32>(self.client, h.clone())
    }

    /// Runs `launch` (given the candidate list and fresh counters) until the list had room for
    /// every candidate, starting with [`FIRST_CANDIDATE_ROOM`] pairs.
    fn compact_candidates(
        &self,
        launch: impl Fn(ArrayArg<R>, ArrayArg<R>),
    ) -> Result<Compacted, String> {
        let mut room = FIRST_CANDIDATE_ROOM;
        loop {
            let counters = self.counters();
            let out = uninit::<R, u32>(self.client, 2 * room);
            let start = Instant::now();
            launch(arg(&out, 2 * room), arg(&counters, counter::LEN));
            let counts = self.read(&counters)?;
            let elapsed = start.elapsed();
            let found = counts[counter::CANDIDATES] as usize;
            if found <= room {
                let flat = download::<R, u32>(self.client, out)?;
                let mut pairs: Vec<(u32, u32)> = flat[..2 * found]
                    .chunks_exact(2)
                    .map(|p| (p[0], p[1]))
                    .collect();
                pairs.sort_unstable();
                return Ok(Compacted {
                    counts,
                    pairs,
                    time: elapsed,
                });
            }
            room = found;
        }
    }

    /// The one-kernel deployment: every phase in one launch; its time is reported as phase 1's.
    fn one(&self) -> Result<Found, String> {
        let (client, d) = (self.client, self.data);
        let Compacted {
            counts,
            pairs: candidates,
            time,
        } = self.compact_candidates(|out, counters| {
            let (cubes, dim) = cubes(d.len);
            all_phases::launch::<R>(
                client,
                cubes,
                dim,
                arg(&d.a, d.len),
                arg(&d.b, d.len),
                arg(&d.c, d.len),
                arg(&d.params, param::LEN),
                out,
                counters,
                self.method,
                self.threshold,
                self.swap,
            );
        })?;
        Ok(Found {
            counts: Counts {
                intervals: d.len as u64,
                failed_j: counts[counter::FAILED_J] as u64,
                failed_k: counts[counter::FAILED_K] as u64,
                candidates: candidates.len() as u64,
            },
            candidates,
            times: PhaseTimes([time, Duration::ZERO, Duration::ZERO]),
            upload: Duration::ZERO,
        })
    }

    fn three(&self) -> Result<Found, String> {
        let (client, d) = (self.client, self.data);
        let mut times = PhaseTimes::default();
        // Phase 1, relaunched with room for every failing J if the first guess was short.
        let mut room = (d.len / 16).max(4096);
        let (failed_j, count_j, counters) = loop {
            let counters = self.counters();
            let failed = uninit::<R, u32>(client, room);
            let start = Instant::now();
            let (cubes, dim) = cubes(d.len);
            phase1::launch::<R>(
                client,
                cubes,
                dim,
                arg(&d.a, d.len),
                arg(&d.b, d.len),
                arg(&d.c, d.len),
                arg(&d.params, param::LEN),
                arg(&failed, room),
                arg(&counters, counter::LEN),
                self.method,
                self.threshold,
                self.swap,
            );
            let count = self.read(&counters)?[counter::FAILED_J] as usize;
            times.0[0] = start.elapsed();
            if count <= room {
                break (failed, count, counters);
            }
            room = count;
        };

        // Phase 2: at most 8 failing Ks per failing J, so the list never overflows.
        let mut count_k = 0;
        let failed_k = uninit::<R, u32>(client, (8 * count_j).max(1));
        if count_j > 0 {
            let start = Instant::now();
            let threads = count_j * SUB_INTERVALS as usize;
            let (cubes, dim) = cubes(threads);
            phase2::launch::<R>(
                client,
                cubes,
                dim,
                arg(&d.a, d.len),
                arg(&d.b, d.len),
                arg(&d.c, d.len),
                arg(&d.params, param::LEN),
                arg(&failed_j, count_j),
                arg(&failed_k, 8 * count_j),
                arg(&counters, counter::LEN),
                self.method,
                self.threshold,
                self.swap,
            );
            count_k = self.read(&counters)?[counter::FAILED_K] as usize;
            times.0[1] = start.elapsed();
        }

        // Phase 3.
        let mut candidates = Vec::new();
        if count_k > 0 {
            let chunks = self.sub_len.div_ceil(POINTS_PER_THREAD as usize);
            let phase3 = self.compact_candidates(|out, counters| {
                let (cubes, dim) = cubes(count_k * chunks);
                phase3::launch::<R>(
                    client,
                    cubes,
                    dim,
                    arg(&d.a, d.len),
                    arg(&d.b, d.len),
                    arg(&d.c, d.len),
                    arg(&d.params, param::LEN),
                    arg(&failed_k, count_k),
                    out,
                    counters,
                );
            })?;
            (candidates, times.0[2]) = (phase3.pairs, phase3.time);
        }
        Ok(Found {
            counts: Counts {
                intervals: d.len as u64,
                failed_j: count_j as u64,
                failed_k: count_k as u64,
                candidates: candidates.len() as u64,
            },
            candidates,
            times,
            upload: Duration::ZERO,
        })
    }
}
