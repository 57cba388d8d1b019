//! The phases on a backend in the two deployments of seed 002 §III-A: three kernels, with
//! compaction of the failing intervals by atomics and the count read back between phases to size
//! the next grid; or one kernel, one thread per J running every phase its J needs. The kernels
//! compute with native `u64` or with pairs of `u32` limbs ([`Limbs`]), chosen at compile time.

use super::approx::Coefficients;
use super::cpu::{Counts, Found, PhaseTimes};
use super::generator::DevicePolynomials;
use super::{Deploy, Limbs, Variant};
use crate::device::{arg, cubes, download, sync, uninit, upload};
use cubecl::prelude::*;
use cubecl::server::Handle;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::tmd::{
    all_phases, counter, fixed_ops, generate, generate_param, generate_stepped, param, phase1,
    phase2, phase3, plain_phase1, Fixed, LimbPair, POINTS_PER_THREAD, SUB_INTERVALS,
};
use std::collections::BTreeSet;
use std::marker::PhantomData;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Candidate pairs the first launch makes room for; a run that finds more is relaunched with
/// room for all of them.
const FIRST_CANDIDATE_ROOM: usize = 1 << 16;

/// Where a batch's coefficients come from.
#[derive(Clone, Copy)]
pub enum Source<'a> {
    /// Computed on the host, uploaded.
    Host(&'a Coefficients),
    /// Generated on the device from the piece's polynomials: `count` Js from J `first`.
    Device {
        polynomials: &'a DevicePolynomials,
        first: u64,
        count: u64,
    },
}

impl Source<'_> {
    fn len(&self) -> usize {
        match self {
            Source::Host(co) => co.len(),
            Source::Device { count, .. } => *count as usize,
        }
    }
}

/// Runs the phases of `variant` over one batch on `backend`, computing with `limbs`.
pub fn search(
    backend: &Backend,
    limbs: Limbs,
    source: Source,
    params: &[u64],
    variant: Variant,
) -> Result<Found, String> {
    run(backend, limbs, source, params, variant, false).map(|(found, _)| found)
}

/// [`search`], with the phases run a second time on the same resident coefficients: the second
/// run's `Found`, and the first run's total time (right after the upload or generation).
pub fn search_twice(
    backend: &Backend,
    limbs: Limbs,
    source: Source,
    params: &[u64],
    variant: Variant,
) -> Result<(Found, Duration), String> {
    run(backend, limbs, source, params, variant, true)
}

/// The coefficients of `count` Js from J `first`, generated on `backend` and read back (for
/// tests against the host's generators).
pub fn generate_on(
    backend: &Backend,
    polynomials: &DevicePolynomials,
    first: u64,
    count: u64,
) -> Result<Coefficients, String> {
    backend.visit(Generate {
        polynomials,
        first,
        count,
    })
}

struct Generate<'a> {
    polynomials: &'a DevicePolynomials,
    first: u64,
    count: u64,
}

impl RuntimeVisitor for Generate<'_> {
    type Output = Result<Coefficients, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let [a, b, c] = generated::<R>(client, self.polynomials, self.first, self.count)?;
        Ok(Coefficients {
            a: download::<R, u64>(client, a)?,
            b: download::<R, u64>(client, b)?,
            c: download::<R, u64>(client, c)?,
        })
    }
}

/// The `a`, `b` and `c` buffers of `count` Js from J `first`, written by the generation kernel
/// (finished when this returns).
fn generated<R: Runtime>(
    client: &ComputeClient<R>,
    polynomials: &DevicePolynomials,
    first: u64,
    count: u64,
) -> Result<[Handle; 3], String> {
    let len = count as usize;
    let polys = upload(client, &polynomials.limbs);
    let params = upload(client, &polynomials.params(first, count));
    let counters = upload(client, &[0u32; counter::LEN]);
    let out = [0; 3].map(|_| uninit::<R, u64>(client, len));
    let (cubes, dim) = cubes(polynomials.threads(first, count) as usize);
    let (polys, params) = (
        arg(&polys, polynomials.limbs.len()),
        arg(&params, generate_param::LEN),
    );
    let [a, b, c] = out.each_ref().map(|h| arg(h, 2 * len));
    let counters_arg = arg(&counters, counter::LEN);
    match polynomials.stepping {
        Some(s) => generate_stepped::launch::<R>(
            client,
            cubes,
            dim,
            polys,
            params,
            a,
            b,
            c,
            counters_arg,
            s.orders[0],
            s.orders[1],
            s.orders[2],
        ),
        None => generate::launch::<R>(client, cubes, dim, polys, params, a, b, c, counters_arg),
    }
    sync(client)?;
    check_launches(&download::<R, u32>(client, counters)?, 1, "generation")?;
    Ok(out)
}

/// Runs `launch` (given a list of `room` items of `words` u32 each, and fresh counters) until
/// the list had room for every item its kernel counted under [`counter::CANDIDATES`], starting
/// with `first_room` items; returns the counters, the items' words and the time of the last
/// launch up to the counters' read-back.
pub(super) fn compact<R: Runtime>(
    client: &ComputeClient<R>,
    kernel: &str,
    words: usize,
    first_room: usize,
    launch: impl Fn(ArrayArg<R>, ArrayArg<R>),
) -> Result<(Vec<u32>, Vec<u32>, Duration), String> {
    let mut room = first_room;
    loop {
        let counters = upload(client, &[0u32; counter::LEN]);
        let out = uninit::<R, u32>(client, words * room);
        let start = Instant::now();
        launch(arg(&out, words * room), arg(&counters, counter::LEN));
        sync(client)?;
        let counts = download::<R, u32>(client, counters)?;
        let elapsed = start.elapsed();
        check_launches(&counts, 1, kernel)?;
        let found = counts[counter::CANDIDATES] as usize;
        if found <= room {
            let mut items = download::<R, u32>(client, out)?;
            items.truncate(words * found);
            return Ok((counts, items, elapsed));
        }
        room = found;
    }
}

/// The bench's yardstick ([`fpsig_kernels::tmd::plain_phase1`]) over `co` with phase 1's
/// `params` on `backend`: the Js that fail and the time of a second launch on the resident
/// coefficients, up to its count's read-back (as phase 1 is timed).
pub fn plain_phase1_on(
    backend: &Backend,
    co: &Coefficients,
    params: &[u64],
) -> Result<(u64, Duration), String> {
    check_limbs(backend, Limbs::U64)?;
    backend.visit(Plain { co, params })
}

struct Plain<'a> {
    co: &'a Coefficients,
    params: &'a [u64],
}

impl RuntimeVisitor for Plain<'_> {
    type Output = Result<(u64, Duration), String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let [a, b, c] = uploaded(client, self.co);
        let data = Resident {
            a,
            b,
            c,
            params: upload(client, self.params),
            len: self.co.len(),
        };
        let mut last = (0, Duration::ZERO);
        for _ in 0..2 {
            let counters = upload(client, &[0u32; counter::LEN]);
            sync(client)?;
            let start = Instant::now();
            let (cubes, dim) = cubes(data.len);
            let [a, b, c, params] = data.args();
            plain_phase1::launch::<R>(
                client,
                cubes,
                dim,
                a,
                b,
                c,
                params,
                arg(&counters, counter::LEN),
            );
            sync(client)?;
            let counts = download::<R, u32>(client, counters)?;
            last = (counts[counter::FAILED_J] as u64, start.elapsed());
            check_launches(&counts, 1, "plain phase-1")?;
        }
        Ok(last)
    }
}

/// Refuses counters in which fewer than `launches` kernels counted themselves: a kernel that
/// failed to compile did not run (the last one is named `kernel`).
pub(super) fn check_launches(counts: &[u32], launches: u32, kernel: &str) -> Result<(), String> {
    if counts[counter::LAUNCHES] != launches {
        return Err(format!(
            "the {kernel} kernel did not run (its compilation failed; CubeCL's log says why)"
        ));
    }
    Ok(())
}

/// Refuses native 64-bit words on a backend without 64-bit integers in shaders.
pub(super) fn check_limbs(backend: &Backend, limbs: Limbs) -> Result<(), String> {
    if limbs == Limbs::U64 && !backend.capabilities.i64 {
        return Err(format!(
            "{} has no 64-bit integers in shaders: use 32-bit limbs (--limbs 32, its default)",
            backend.identity.snapshot_name()
        ));
    }
    Ok(())
}

fn run(
    backend: &Backend,
    limbs: Limbs,
    source: Source,
    params: &[u64],
    variant: Variant,
    twice: bool,
) -> Result<(Found, Duration), String> {
    check_limbs(backend, limbs)?;
    backend.visit(Batch {
        // Kernels are compiled per client: two instances of one adapter warm up apart.
        device: format!(
            "{} {} at {:p}",
            backend.identity.snapshot_name(),
            backend.identity.selector,
            backend
        ),
        limbs,
        source,
        params,
        variant,
        twice,
    })
}

/// One input of the `fixed_ops` test kernel.
#[derive(Debug, Clone, Copy)]
pub struct FixedOpsInput {
    pub x: u64,
    pub y: u64,
    pub m: u32,
    pub shift: u32,
}

/// The kernels' [`Fixed`] operations on each input on `backend` with `limbs`: the seven words
/// of `fixed_ops` per input (sum, difference, `x·m`, shift, flags, `scaled_term`,
/// `square_term`).
pub fn fixed_ops_on(
    backend: &Backend,
    limbs: Limbs,
    inputs: &[FixedOpsInput],
) -> Result<Vec<[u64; 7]>, String> {
    check_limbs(backend, limbs)?;
    backend.visit(FixedOps { limbs, inputs })
}

struct FixedOps<'a> {
    limbs: Limbs,
    inputs: &'a [FixedOpsInput],
}

impl RuntimeVisitor for FixedOps<'_> {
    type Output = Result<Vec<[u64; 7]>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let n = self.inputs.len();
        let words =
            |f: fn(&FixedOpsInput) -> u64| -> Vec<u64> { self.inputs.iter().map(f).collect() };
        let small =
            |f: fn(&FixedOpsInput) -> u32| -> Vec<u32> { self.inputs.iter().map(f).collect() };
        let (x, y) = (
            upload(client, &words(|i| i.x)),
            upload(client, &words(|i| i.y)),
        );
        let (m, shift) = (
            upload(client, &small(|i| i.m)),
            upload(client, &small(|i| i.shift)),
        );
        let out = uninit::<R, u64>(client, 7 * n);
        let (cubes, dim) = cubes(n);
        let (x, y, m, shift) = (arg(&x, 2 * n), arg(&y, 2 * n), arg(&m, n), arg(&shift, n));
        let words = arg(&out, 14 * n);
        match self.limbs {
            Limbs::U64 => fixed_ops::launch::<u64, R>(client, cubes, dim, x, y, m, shift, words),
            Limbs::U32Pair => {
                fixed_ops::launch::<LimbPair, R>(client, cubes, dim, x, y, m, shift, words)
            }
        }
        let flat = download::<R, u64>(client, out)?;
        Ok(flat
            .chunks_exact(7)
            .map(|w| [w[0], w[1], w[2], w[3], w[4], w[5], w[6]])
            .collect())
    }
}

struct Batch<'a> {
    device: String,
    limbs: Limbs,
    source: Source<'a>,
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

/// `co`'s slopes, values and curvatures on the device.
fn uploaded<R: Runtime>(client: &ComputeClient<R>, co: &Coefficients) -> [Handle; 3] {
    [&co.a, &co.b, &co.c].map(|v| upload(client, v))
}

impl Resident {
    /// The kernels' `a`, `b`, `c` and `params` arguments: every 64-bit value as two u32 words.
    fn args<R: Runtime>(&self) -> [ArrayArg<R>; 4] {
        [
            arg(&self.a, 2 * self.len),
            arg(&self.b, 2 * self.len),
            arg(&self.c, 2 * self.len),
            arg(&self.params, 2 * param::LEN),
        ]
    }
}

impl RuntimeVisitor for Batch<'_> {
    type Output = Result<(Found, Duration), String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let mut times = Found::default();
        let [a, b, c] = match self.source {
            Source::Host(co) => {
                let start = Instant::now();
                let handles = uploaded(client, co);
                sync(client)?;
                times.upload = start.elapsed();
                handles
            }
            Source::Device {
                polynomials,
                first,
                count,
            } => {
                // The kernel is compiled before the generation is timed.
                // (Stepping compiles one kernel per highest differences E_W.)
                let form = match polynomials.stepping {
                    Some(s) => format!("stepped to Δ^{:?}", s.orders),
                    None => "per J".to_string(),
                };
                let key = format!("{} generation {form}", self.device);
                if !WARMED.lock().is_ok_and(|w| w.contains(&key)) {
                    let start = Instant::now();
                    generated::<R>(client, polynomials, first, count)?;
                    times.compile = start.elapsed();
                    if let Ok(mut w) = WARMED.lock() {
                        w.insert(key);
                    }
                }
                let start = Instant::now();
                let handles = generated::<R>(client, polynomials, first, count)?;
                times.generation = start.elapsed();
                handles
            }
        };
        // The phases are timed with the coefficients already on the device.
        let data = Resident {
            a,
            b,
            c,
            params: upload(client, self.params),
            len: self.source.len(),
        };
        match self.limbs {
            Limbs::U64 => self.phases::<R, u64>(client, &data, times),
            Limbs::U32Pair => self.phases::<R, LimbPair>(client, &data, times),
        }
    }
}

impl Batch<'_> {
    /// The phases on the resident `data`, warmed, then timed once or twice; `before` holds the
    /// times of the coefficients' upload or generation.
    fn phases<R: Runtime, F: Fixed>(
        &self,
        client: &ComputeClient<R>,
        data: &Resident,
        before: Found,
    ) -> Result<(Found, Duration), String> {
        let (upload, generation) = (before.upload, before.generation);
        let (method, threshold) = self.variant.remainder.kernel_ids();
        let run = Run::<R, F> {
            client,
            data,
            method,
            threshold,
            swap: self.variant.swap,
            sub_len: (self.params[param::POINTS_PER_J] / SUB_INTERVALS as u64) as usize,
            word: PhantomData,
        };
        let go = || match self.variant.deploy {
            Deploy::One => run.one(),
            Deploy::Three => run.three(),
        };
        // Compile every kernel before anything is timed: a batch runs twice until one run of
        // this variant on this device has launched all its kernels (cached from then on).
        let key = format!(
            "{} {} {}",
            self.device,
            self.variant.name(),
            self.limbs.name()
        );
        let warm = WARMED.lock().is_ok_and(|w| w.contains(&key));
        let mut compile = before.compile;
        if !warm {
            let start = Instant::now();
            let first = go()?;
            compile += start.elapsed();
            if self.variant.deploy == Deploy::One || first.counts.failed_k > 0 {
                if let Ok(mut w) = WARMED.lock() {
                    w.insert(key);
                }
            }
        }
        let found = go()?;
        if self.twice {
            let first = found.times.total();
            let second = go()?;
            return Ok((
                Found {
                    upload,
                    generation,
                    compile,
                    ..second
                },
                first,
            ));
        }
        Ok((
            Found {
                upload,
                generation,
                compile,
                ..found
            },
            Default::default(),
        ))
    }
}

/// Device (an opened backend), variant and limbs whose phase kernels are compiled in this
/// process.
static WARMED: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());

/// What a launch that compacts candidates left: its counters, its sorted `(j, k)` pairs, and its
/// time up to the counters' read-back.
struct Compacted {
    counts: Vec<u32>,
    pairs: Vec<(u32, u32)>,
    time: Duration,
}

struct Run<'a, R: Runtime, F: Fixed> {
    client: &'a ComputeClient<R>,
    data: &'a Resident,
    method: u32,
    threshold: u32,
    swap: bool,
    sub_len: usize,
    word: PhantomData<F>,
}

impl<R: Runtime, F: Fixed> Run<'_, R, F> {
    fn counters(&self) -> Handle {
        upload(self.client, &[0u32; counter::LEN])
    }

    /// Reads a counter buffer once every launch before it has finished, and checks that
    /// `launches` kernels counted themselves in it ([`check_launches`]).
    fn read(&self, h: &Handle, launches: u32, kernel: &str) -> Result<Vec<u32>, String> {
        sync(self.client)?;
        let counts = download::<R, u32>(self.client, h.clone())?;
        check_launches(&counts, launches, kernel)?;
        Ok(counts)
    }

    /// [`compact`] of `(j, k)` candidate pairs, from [`FIRST_CANDIDATE_ROOM`] pairs, sorted.
    fn compact_candidates(
        &self,
        kernel: &str,
        launch: impl Fn(ArrayArg<R>, ArrayArg<R>),
    ) -> Result<Compacted, String> {
        let (counts, flat, time) = compact(self.client, kernel, 2, FIRST_CANDIDATE_ROOM, launch)?;
        let mut pairs: Vec<(u32, u32)> = flat.chunks_exact(2).map(|p| (p[0], p[1])).collect();
        pairs.sort_unstable();
        Ok(Compacted {
            counts,
            pairs,
            time,
        })
    }

    /// The one-kernel deployment: every phase in one launch; its time is reported as phase 1's.
    fn one(&self) -> Result<Found, String> {
        let (client, d) = (self.client, self.data);
        let Compacted {
            counts,
            pairs: candidates,
            time,
        } = self.compact_candidates("one-kernel", |out, counters| {
            let (cubes, dim) = cubes(d.len);
            let [a, b, c, params] = d.args();
            all_phases::launch::<F, R>(
                client,
                cubes,
                dim,
                a,
                b,
                c,
                params,
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
            ..Found::default()
        })
    }

    fn three(&self) -> Result<Found, String> {
        let (client, d) = (self.client, self.data);
        let mut times = PhaseTimes::default();
        // Phase 1, with room for every J to fail: a guess of a sixteenth had phase 1 launched
        // twice wherever more failed (nearly every J where N is chosen above phase 1's reach).
        let room = d.len.max(1);
        let (failed_j, count_j, counters) = {
            let counters = self.counters();
            let failed = uninit::<R, u32>(client, room);
            let start = Instant::now();
            let (cubes, dim) = cubes(d.len);
            let [a, b, c, params] = d.args();
            phase1::launch::<F, R>(
                client,
                cubes,
                dim,
                a,
                b,
                c,
                params,
                arg(&failed, room),
                arg(&counters, counter::LEN),
                self.method,
                self.threshold,
                self.swap,
            );
            let count = self.read(&counters, 1, "phase-1")?[counter::FAILED_J] as usize;
            times.0[0] = start.elapsed();
            if count > room {
                return Err(format!("phase 1 counted {count} failing Js of {room}"));
            }
            (failed, count, counters)
        };

        // Phase 2: at most 8 failing Ks per failing J, so the list never overflows.
        let mut count_k = 0;
        let failed_k = uninit::<R, u32>(client, (8 * count_j).max(1));
        if count_j > 0 {
            let start = Instant::now();
            let threads = count_j * SUB_INTERVALS as usize;
            let (cubes, dim) = cubes(threads);
            let [a, b, c, params] = d.args();
            phase2::launch::<F, R>(
                client,
                cubes,
                dim,
                a,
                b,
                c,
                params,
                arg(&failed_j, count_j),
                arg(&failed_k, 8 * count_j),
                arg(&counters, counter::LEN),
                self.method,
                self.threshold,
                self.swap,
            );
            count_k = self.read(&counters, 2, "phase-2")?[counter::FAILED_K] as usize;
            times.0[1] = start.elapsed();
        }

        // Phase 3.
        let mut candidates = Vec::new();
        if count_k > 0 {
            let chunks = self.sub_len.div_ceil(POINTS_PER_THREAD as usize);
            let phase3 = self.compact_candidates("phase-3", |out, counters| {
                let (cubes, dim) = cubes(count_k * chunks);
                let [a, b, c, params] = d.args();
                phase3::launch::<F, R>(
                    client,
                    cubes,
                    dim,
                    a,
                    b,
                    c,
                    params,
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
            ..Found::default()
        })
    }
}
