//! Moving buffers to and from a device, launch geometry, and timing launches.

use crate::simulated::{Format, BINARY16, BINARY32, BINARY64};
use cubecl::prelude::*;
use cubecl::server::Handle;
use fpsig_backends::{Backend, RuntimeVisitor};

/// A float type kernels compute in, with its format and its values carried on the host as f64
/// (exact for all three).
pub trait Element: Float + CubeElement + Copy {
    const FORMAT: Format;
    fn from_host(x: f64) -> Self;
    fn to_host(self) -> f64;
}

impl Element for half::f16 {
    const FORMAT: Format = BINARY16;
    fn from_host(x: f64) -> Self {
        half::f16::from_f64(x)
    }
    fn to_host(self) -> f64 {
        half::f16::to_f64(self)
    }
}

impl Element for f32 {
    const FORMAT: Format = BINARY32;
    fn from_host(x: f64) -> Self {
        x as f32
    }
    fn to_host(self) -> f64 {
        self as f64
    }
}

impl Element for f64 {
    const FORMAT: Format = BINARY64;
    fn from_host(x: f64) -> Self {
        x
    }
    fn to_host(self) -> f64 {
        self
    }
}

/// Threads per cube of every probe kernel.
pub const CUBE_DIM: u32 = 64;

pub fn upload<R: Runtime, T: CubeElement>(client: &ComputeClient<R>, data: &[T]) -> Handle {
    client.create_from_slice(T::as_bytes(data))
}

/// Refuses values a buffer in `format` cannot hold exactly, naming `what` and the first such
/// value: the device would compute with another value than the analysis reasons about (a
/// binary16 query of 2^-98 reaches the device as 0).
pub fn exactly(format: Format, values: &[f64], what: &str) -> Result<(), String> {
    match values.iter().find(|&&x| !format.holds(x)) {
        None => Ok(()),
        Some(x) => Err(format!(
            "{what}: {x:e} is not a {} number, so the device would be given another value",
            format.name()
        )),
    }
}

/// Uploads `values` converted by `to` into a buffer of `format`, each checked first
/// ([`exactly`]): the shared path for operands the host chose as f64.
pub fn upload_exact<R: Runtime, T: CubeElement>(
    client: &ComputeClient<R>,
    format: Format,
    values: &[f64],
    to: impl Fn(f64) -> T,
    what: &str,
) -> Result<Handle, String> {
    exactly(format, values, what)?;
    let data: Vec<T> = values.iter().map(|&x| to(x)).collect();
    Ok(upload(client, &data))
}

/// [`upload_exact`] in a kernel word type `F`, its format and conversion.
pub fn upload_host<R: Runtime, F: Element>(
    client: &ComputeClient<R>,
    values: &[f64],
    what: &str,
) -> Result<Handle, String> {
    upload_exact(client, F::FORMAT, values, F::from_host, what)
}

/// A device buffer of `len` elements with unspecified contents, for a kernel to write before
/// anything reads it.
pub fn uninit<R: Runtime, T: CubeElement>(client: &ComputeClient<R>, len: usize) -> Handle {
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

/// Waits for every launch and transfer queued on `client`.
pub fn sync<R: Runtime>(client: &ComputeClient<R>) -> Result<(), String> {
    cubecl::future::block_on(client.sync()).map_err(|e| format!("device sync failed: {e:?}"))
}

/// How long a timed batch of back-to-back launches lasts at least: long enough that the
/// host's wait for the device (tens of microseconds) is a small part of it.
pub const BATCH_SECONDS: f64 = 0.02;
/// The most launches in one batch.
const MAX_BATCH: usize = 4096;

/// Seconds per call of `f` (launches queued on `client`), timed as batches of back-to-back
/// calls between two waits for the device.
#[derive(Debug, Clone, Copy)]
pub struct Timing {
    /// The median batch's seconds per call.
    pub seconds: f64,
    /// The slowest batch's seconds per call minus the fastest's, over the median.
    pub spread: f64,
}

fn batch_seconds<R: Runtime>(
    client: &ComputeClient<R>,
    calls: usize,
    f: &dyn Fn(),
) -> Result<f64, String> {
    let t = std::time::Instant::now();
    for _ in 0..calls {
        f();
    }
    sync(client)?;
    Ok(t.elapsed().as_secs_f64())
}

/// Times `f` after one untimed call (compilation and first touch left out), by [`batched`].
pub fn timed_batches<R: Runtime>(
    client: &ComputeClient<R>,
    runs: usize,
    f: &dyn Fn(),
) -> Result<Timing, String> {
    f();
    sync(client)?;
    batched(runs, |calls| batch_seconds(client, calls, f))
}

/// The timing of `runs` batches, `batch_time(calls)` being the seconds of one of `calls` calls:
/// the batch is doubled until it lasts [`BATCH_SECONDS`] (or holds [`MAX_BATCH`] calls), and
/// the batch that lasted long enough is the first of the `runs` timed.
fn batched(
    runs: usize,
    mut batch_time: impl FnMut(usize) -> Result<f64, String>,
) -> Result<Timing, String> {
    let mut batch = 1;
    let mut first = batch_time(batch)?;
    while batch < MAX_BATCH && first < BATCH_SECONDS {
        batch *= 2;
        first = batch_time(batch)?;
    }
    let mut times = vec![first / batch as f64];
    for _ in 1..runs {
        times.push(batch_time(batch)? / batch as f64);
    }
    times.sort_by(f64::total_cmp);
    let seconds = times[times.len() / 2];
    Ok(Timing {
        seconds,
        spread: (times[times.len() - 1] - times[0]) / seconds,
    })
}

/// Seconds per call of `f`: [`timed_batches`]'s median.
pub fn timed<R: Runtime>(
    client: &ComputeClient<R>,
    runs: usize,
    f: &dyn Fn(),
) -> Result<f64, String> {
    Ok(timed_batches(client, runs, f)?.seconds)
}

/// A kernel argument over a whole buffer of `len` elements.
pub fn arg<R: Runtime>(handle: &Handle, len: usize) -> ArrayArg<R> {
    // SAFETY: every handle passed here was created with at least `len` elements.
    unsafe { ArrayArg::from_raw_parts(handle.clone(), len) }
}

/// The most cubes along one grid dimension every API allows (WebGPU's and Vulkan's minimum
/// limit is 65535).
const MAX_CUBES_PER_DIM: u32 = 32768;

/// Enough cubes of [`CUBE_DIM`] threads to cover `n` elements, as a 2D grid where one dimension
/// would exceed [`MAX_CUBES_PER_DIM`]; kernels index with the linear `ABSOLUTE_POS` and ignore
/// the positions past `n`.
pub fn cubes(n: usize) -> (CubeCount, CubeDim) {
    let count = (n as u32).div_ceil(CUBE_DIM).max(1);
    let (x, y) = if count > MAX_CUBES_PER_DIM {
        (MAX_CUBES_PER_DIM, count.div_ceil(MAX_CUBES_PER_DIM))
    } else {
        (count, 1)
    };
    (CubeCount::Static(x, y, 1), CubeDim::new_1d(CUBE_DIM))
}

/// What one cube may hold on a device: threads, and bytes of shared memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CubeLimits {
    pub units: u32,
    pub shared_bytes: usize,
}

impl CubeLimits {
    /// Whether a cube of `units` threads using `shared_bytes` of shared memory fits.
    pub fn fit(&self, units: u32, shared_bytes: usize) -> bool {
        units <= self.units && shared_bytes <= self.shared_bytes
    }
}

struct LimitsOf;

impl fpsig_backends::RuntimeVisitor for LimitsOf {
    type Output = CubeLimits;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> CubeLimits {
        let hardware = &client.properties().hardware;
        CubeLimits {
            units: hardware.max_units_per_cube,
            shared_bytes: hardware.max_shared_memory_size,
        }
    }
}

/// The cube limits of `backend`'s device.
pub fn cube_limits(backend: &fpsig_backends::Backend) -> CubeLimits {
    backend.visit(LimitsOf)
}

/// Round trips timed, the median kept.
pub const ROUND_TRIPS: usize = 100;

/// One backend's transport: seconds per round trip, bytes per second each way.
pub struct Rates {
    pub round_trip: f64,
    pub upload: f64,
    pub read: f64,
}

/// Times `runs` uploads and read-backs of `bytes` (the best kept) and the round trips.
struct Transport {
    bytes: usize,
    runs: u32,
}

impl RuntimeVisitor for Transport {
    type Output = Result<Rates, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let data: Vec<u32> = (0..self.bytes as u32 / 4).collect();
        let mut trips = Vec::with_capacity(ROUND_TRIPS);
        for _ in 0..ROUND_TRIPS {
            let start = std::time::Instant::now();
            sync(client)?;
            trips.push(start.elapsed().as_secs_f64());
        }
        trips.sort_by(f64::total_cmp);
        let (mut up, mut down) = (f64::INFINITY, f64::INFINITY);
        for _ in 0..self.runs {
            let start = std::time::Instant::now();
            let handle = upload(client, &data);
            sync(client)?;
            up = up.min(start.elapsed().as_secs_f64());
            let start = std::time::Instant::now();
            let back: Vec<u32> = download(client, handle)?;
            down = down.min(start.elapsed().as_secs_f64());
            if back != data {
                return Err("the buffer read back is not the one written".into());
            }
        }
        Ok(Rates {
            round_trip: trips[ROUND_TRIPS / 2],
            upload: self.bytes as f64 / up,
            read: self.bytes as f64 / down,
        })
    }
}

/// The round trip (a wait for an idle queue, median of [`ROUND_TRIPS`]) and the best upload and
/// read-back rates of `bytes` in `runs` tries on `backend`, each read-back checked.
pub fn transport(backend: &Backend, bytes: usize, runs: u32) -> Result<Rates, String> {
    backend.visit(Transport { bytes, runs })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_launches_use_a_second_grid_dimension() {
        let units = |n: usize| match cubes(n).0 {
            CubeCount::Static(x, y, z) => (x, y, z),
            _ => unreachable!("cubes() makes static counts"),
        };
        assert_eq!(units(100), (2, 1, 1));
        assert_eq!(units(1 << 20), (16384, 1, 1));
        let (x, y, _) = units((1 << 23) - 1);
        assert!(x <= MAX_CUBES_PER_DIM && (x * y * CUBE_DIM) as usize >= (1 << 23) - 1);
    }

    /// A launch of 1 ms behind a 50 µs wait for the device: the batch grows to 32 launches
    /// (the first batch lasting 20 ms), so the wait is 1/32 of a launch's time, not 1/20 of
    /// it; the median and the spread are those of the five batches of 32, that one first.
    #[test]
    fn batches_grow_until_the_wait_is_small_and_keep_the_median() {
        let mut sizes = Vec::new();
        let mut later = [1.3e-3, 0.9e-3, 1.1e-3, 1.0e-3].into_iter();
        let timing = batched(5, |calls| {
            sizes.push(calls);
            let per_call = if sizes.len() <= 6 {
                1e-3
            } else {
                later.next().unwrap()
            };
            Ok(5e-5 + calls as f64 * per_call)
        })
        .unwrap();
        assert_eq!(sizes, [1, 2, 4, 8, 16, 32, 32, 32, 32, 32]);
        let per_call = |t: f64| (5e-5 + 32.0 * t) / 32.0;
        assert_eq!(timing.seconds, per_call(1.0e-3));
        let spread = (per_call(1.3e-3) - per_call(0.9e-3)) / per_call(1.0e-3);
        assert!((timing.spread - spread).abs() < 1e-12);
    }

    /// Launches too short to reach the batch's length stop at the largest batch.
    #[test]
    fn batches_stop_at_the_largest() {
        let mut largest = 0;
        let timing = batched(1, |calls| {
            largest = largest.max(calls);
            Ok(calls as f64 * 1e-9)
        })
        .unwrap();
        assert_eq!(largest, MAX_BATCH);
        assert_eq!(timing.spread, 0.0);
    }
}
