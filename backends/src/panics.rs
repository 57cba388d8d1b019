//! Panics inside a driver or runtime, on the calling thread and on CubeCL's device threads.
//!
//! CubeCL 0.10 runs every launch, compilation and read of a device on a thread of its own
//! (`cubecl-common`'s device channel, threads named `DS<stage>-<type>-<index>`) and catches a
//! task's panic there, logging it only: a kernel whose expansion panics is never launched, yet
//! `launch` returns, `flush` and `read_one` are `Ok`, and its output buffer reads what it held
//! before. One process-wide panic hook therefore records every panic on those threads, so
//! that [`catch_driver_panic`] can tell a launch that never ran from a measurement.

use crate::BackendError;
use std::cell::Cell;
use std::sync::{Mutex, Once};

/// The prefix of CubeCL's device-service thread names.
const DEVICE_THREAD: &str = "DS";

/// The panics seen on device threads, in order (only ever appended to): each message, and
/// whether a [`catch_driver_panic`] has reported it already (an inner one reports it, the
/// enclosing one does not again).
static DEVICE_PANICS: Mutex<Vec<(String, bool)>> = Mutex::new(Vec::new());

thread_local! {
    /// Set while this thread runs a closure under [`catch_driver_panic`]: its panic becomes an
    /// error, so the hook prints nothing for it.
    static CATCHING: Cell<bool> = const { Cell::new(false) };
}

pub(crate) fn message(payload: &dyn std::any::Any) -> String {
    let text = payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "unknown panic".into());
    text.lines().next().unwrap_or("").to_string()
}

fn on_device_thread() -> bool {
    std::thread::current()
        .name()
        .is_some_and(|n| n.starts_with(DEVICE_THREAD))
}

/// Installs the recording hook once; panics elsewhere still reach the hook that was there.
fn install() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if CATCHING.with(Cell::get) {
                // Caught and turned into an error where it happened.
            } else if on_device_thread() {
                let mut seen = DEVICE_PANICS.lock().unwrap_or_else(|e| e.into_inner());
                seen.push((message(info.payload()), false));
            } else {
                previous(info);
            }
        }));
    });
}

/// Runs `f` (on any thread, a device thread included), returning its panic instead of
/// printing or recording it: for code whose panic is an expected answer (a compiler that
/// cannot express an instruction).
pub(crate) fn quietly<T>(f: impl FnOnce() -> T) -> std::thread::Result<T> {
    install();
    let was = CATCHING.with(|c| c.replace(true));
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    CATCHING.with(|c| c.set(was));
    result
}

/// How many device-thread panics have been seen so far.
fn device_panics_seen() -> usize {
    DEVICE_PANICS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .len()
}

/// The first device-thread panic seen after `mark` and not reported yet; every one after
/// `mark` is reported from now on.
fn report_device_panics_since(mark: usize) -> Option<String> {
    let mut seen = DEVICE_PANICS.lock().unwrap_or_else(|e| e.into_inner());
    let first = seen
        .iter()
        .skip(mark)
        .find(|(_, reported)| !reported)
        .map(|(m, _)| m.clone());
    for (_, reported) in seen.iter_mut().skip(mark) {
        *reported = true;
    }
    first
}

/// Runs `f`, turning a panic inside a driver or runtime into an error with the panic's message,
/// without printing it; a panic on one of CubeCL's device threads meanwhile (a kernel that
/// failed to compile or expand, so that nothing `f` read back was computed) is an error too.
pub fn catch_driver_panic<T>(what: &str, f: impl FnOnce() -> T) -> Result<T, BackendError> {
    install();
    let mark = device_panics_seen();
    let was = CATCHING.with(|c| c.replace(true));
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    CATCHING.with(|c| c.set(was));
    let value =
        result.map_err(|p| BackendError::Driver(format!("{what}: {}", message(p.as_ref()))))?;
    match report_device_panics_since(mark) {
        Some(panic) => Err(BackendError::Driver(format!(
            "{what}: a kernel did not run (CubeCL's device thread panicked: {panic})"
        ))),
        None => Ok(value),
    }
}
