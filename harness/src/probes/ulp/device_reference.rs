//! A unary function's sweep over a range of bit patterns with its reference evaluated on the
//! device in f64 (the "CUDA's f64 library on the device"): the device counts every input
//! whose result it can decide correctly rounded, far from a binary32 rounding midpoint, and keeps
//! the extremes of their errors; the host counts every other input with its own reference, in
//! input order, exactly as a host-side sweep would. Only the undecided inputs cross the bus.

use crate::device::{arg, cubes, download, uninit, upload};
use crate::ulp::envelope::ulp;
use crate::ulp::reference::reference;
use crate::ulp::stats::{tally, Counting, Example, Stats};
use crate::ulp::{Args, Function};
use cubecl::prelude::*;
use fpsig_backends::RuntimeVisitor;
use fpsig_kernels::ulp::{self as kernels, summary};
use std::time::{Duration, Instant};

/// Inputs per launch (a launch's list stays within CubeCL's 100 MB pinned read-back unless most
/// inputs are left to the host), and per thread of a launch.
const LAUNCH: u64 = 1 << 23;
const PER_THREAD: u32 = 256;

/// What the device did in a device-reference sweep.
#[derive(Debug, Clone, Copy, Default)]
pub struct OnDevice {
    /// Inputs it decided.
    pub decided: u64,
    /// Time spent launching, reading back and gathering (device and bus), and waiting for the
    /// host's counting of undecided inputs to catch up.
    pub device_and_bus: Duration,
    pub waiting_for_host: Duration,
}

pub struct DeviceReferenceSweep {
    pub f: Function,
    pub first: u32,
    pub count: u64,
}

/// The decided input of least or greatest error so far, as the device measured it.
#[derive(Clone, Copy)]
struct Extreme {
    error: f64,
    bits: u32,
    got: u32,
}

/// What the device decided over the launches so far: correctly rounded results (with their
/// extremes) and matching special results.
#[derive(Default)]
struct Decided {
    count: u64,
    special: u64,
    low: Option<Extreme>,
    high: Option<Extreme>,
}

impl Decided {
    /// Takes in one launch's per-thread summaries and extremes, threads in input order (a later
    /// input replaces an extreme only with a strictly larger error, as in the kernel).
    fn absorb(&mut self, summaries: &[u32], extremes: &[f64]) {
        for (s, e) in summaries
            .chunks_exact(summary::LEN)
            .zip(extremes.chunks_exact(2))
        {
            self.count += s[summary::DECIDED] as u64;
            self.special += s[summary::SPECIAL] as u64;
            let candidate = |at: usize, got: usize, error: f64| {
                (s[at] != summary::NONE).then_some(Extreme {
                    error,
                    bits: s[at],
                    got: s[got],
                })
            };
            if let Some(c) = candidate(summary::LOW_AT, summary::LOW_GOT, e[0]) {
                if self.low.is_none_or(|l| c.error < l.error) {
                    self.low = Some(c);
                }
            }
            if let Some(c) = candidate(summary::HIGH_AT, summary::HIGH_GOT, e[1]) {
                if self.high.is_none_or(|h| c.error > h.error) {
                    self.high = Some(c);
                }
            }
        }
    }

    /// Adds the decided inputs to `stats`, their extremes measured again against the host's
    /// reference; refuses an extreme the host does not find correctly rounded.
    fn into_stats(self, f: Function, stats: &mut Stats) -> Result<(), String> {
        stats.add_correctly_rounded(self.count);
        stats.add_special_matched(self.special);
        for e in [self.low, self.high].into_iter().flatten() {
            let args = Args::unary(f32::from_bits(e.bits));
            let got = f32::from_bits(e.got);
            let r = reference(f, args);
            if got.to_bits() != r.rounded.to_bits() {
                return Err(format!(
                    "the device decided {}({:#010x}) = {:#010x} correctly rounded; the host's \
                     reference is {:#010x}",
                    f.name(),
                    e.bits,
                    e.got,
                    r.rounded.to_bits()
                ));
            }
            stats.record_in_bit_order(Example {
                args,
                got,
                exact: r.exact,
                error: (got as f64 - r.exact) / ulp(r.exact),
            });
        }
        Ok(())
    }
}

/// One launch's undecided inputs, as (bits, result bits) pairs in input order.
fn launch_range<R: Runtime>(
    client: &ComputeClient<R>,
    f: Function,
    first: u32,
    n: u32,
    decided: &mut Decided,
) -> Result<Vec<u32>, String> {
    let threads = n.div_ceil(PER_THREAD) as usize;
    let base = upload(client, &[first, PER_THREAD, n]);
    let summaries = uninit::<R, u32>(client, threads * summary::LEN);
    let extremes = uninit::<R, f64>(client, threads * 2);
    let left = uninit::<R, u32>(client, n as usize * 2);
    let ran = upload(client, &[0u32]);
    let (count, dim) = cubes(threads);
    kernels::reference_range::launch::<R>(
        client,
        count,
        dim,
        arg(&base, 3),
        arg(&summaries, threads * summary::LEN),
        arg(&extremes, threads * 2),
        arg(&left, n as usize * 2),
        arg(&ran, 1),
        f.kernel_id(),
    );
    if download::<R, u32>(client, ran)? != [1] {
        return Err(format!(
            "the {} reference-sweep kernel did not run (its compilation failed; CubeCL's log says why)",
            f.name()
        ));
    }
    let s = download::<R, u32>(client, summaries.clone())?;
    decided.absorb(&s, &download::<R, f64>(client, extremes)?);
    let mut offsets = Vec::with_capacity(threads);
    let (mut total, mut accounted) = (0u32, 0u64);
    for t in s.chunks_exact(summary::LEN) {
        offsets.push(total);
        total += t[summary::LEFT];
        accounted += (t[summary::DECIDED] + t[summary::SPECIAL] + t[summary::LEFT]) as u64;
    }
    if accounted != n as u64 {
        return Err(format!(
            "the {} reference sweep accounted for {accounted} of {n} inputs",
            f.name()
        ));
    }
    if total == 0 {
        return Ok(Vec::new());
    }
    let offsets_on_device = upload(client, &offsets);
    let list = uninit::<R, u32>(client, total as usize * 2);
    let (count, dim) = cubes(threads);
    kernels::gather_left::launch::<R>(
        client,
        count,
        dim,
        arg(&base, 3),
        arg(&summaries, threads * summary::LEN),
        arg(&offsets_on_device, threads),
        arg(&left, n as usize * 2),
        arg(&list, total as usize * 2),
    );
    download::<R, u32>(client, list)
}

/// Counts undecided (bits, result) pairs with the host's reference.
fn count_left(f: Function, pairs: &[u32]) -> Stats {
    let got: Vec<f32> = pairs
        .chunks_exact(2)
        .map(|p| f32::from_bits(p[1]))
        .collect();
    tally(f, &got, |i| Args::unary(f32::from_bits(pairs[2 * i])))
}

impl RuntimeVisitor for DeviceReferenceSweep {
    type Output = Result<(Stats, OnDevice), String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let f = self.f;
        let mut decided = Decided::default();
        let mut on_device = OnDevice::default();
        let mut total = std::thread::scope(|s| -> Result<Stats, String> {
            let mut counting = Counting::new(s);
            for start in (0..self.count).step_by(LAUNCH as usize) {
                let n = LAUNCH.min(self.count - start) as u32;
                let t = Instant::now();
                let pairs = launch_range(client, f, self.first + start as u32, n, &mut decided)?;
                on_device.device_and_bus += t.elapsed();
                counting.push(move || count_left(f, &pairs))?;
            }
            let (stats, waited) = counting.finish()?;
            on_device.waiting_for_host = waited;
            Ok(stats)
        })?;
        on_device.decided = decided.count + decided.special;
        decided.into_stats(f, &mut total)?;
        Ok((total, on_device))
    }
}
