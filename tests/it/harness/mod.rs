//! The harness of the integration tests, after wgpu's `#[gpu_test]`: a test declares what it
//! needs ([`TestParameters`]: the APIs it runs through, f16, f64, a program such as Chromium)
//! and where it is expected to fail, once; it becomes one trial per adapter of those APIs,
//! named `[adapter] area::test`. An adapter (or program) this machine lacks, or one without
//! what the test needs, is an ignored trial whose reason is printed before the run: absence is
//! a skip, never a pass. `FPSIG_REQUIRE` (snapshot names) adds one trial per name that fails
//! where that device is absent; `FPSIG_BACKENDS` (parts of snapshot names) keeps only the
//! adapters it names.
//!
//! Trials run through `libtest-mimic` (the standard runner's arguments, output and summary);
//! trials on one adapter run one at a time (CubeCL's compilation log is the process's, and a
//! device's memory is shared), trials on different adapters and host trials side by side, as
//! many at once as the machine has cores ([`cores`]: a trial waiting for its adapter holds no
//! core).

mod adapters;
pub mod cores;
mod programs;
mod run;
mod trials;

pub use adapters::first_of;
pub use programs::Program;
pub use run::{in_child, seconds_by_area, CHILD};
pub use trials::trials;

use fpsig_backends::{Api, Backend};

/// What a device test needs, and where it is known to fail.
#[derive(Clone, Copy)]
pub struct TestParameters {
    /// The APIs whose adapters it runs on (one trial each).
    pub apis: &'static [Api],
    pub f16: bool,
    pub f64: bool,
    /// Another adapter of the machine with f64 to judge its results (a GL ulp map).
    pub judge: bool,
    /// The APIs whose first adapter it also uses: those adapters are held too while it runs.
    pub also: &'static [Api],
    /// Adapters (a part of the snapshot name) on which the test is expected to fail, and why:
    /// there a failure passes and a pass fails, so a driver that fixes it is noticed.
    pub failures: &'static [(&'static str, &'static str)],
}

impl TestParameters {
    pub const fn on(apis: &'static [Api]) -> Self {
        TestParameters {
            apis,
            f16: false,
            f64: false,
            judge: false,
            also: &[],
            failures: &[],
        }
    }

    pub const fn f64(self) -> Self {
        TestParameters { f64: true, ..self }
    }

    pub const fn judged(self) -> Self {
        TestParameters {
            judge: true,
            ..self
        }
    }

    pub const fn also(self, also: &'static [Api]) -> Self {
        TestParameters { also, ..self }
    }

    pub const fn expect_failure(self, failures: &'static [(&'static str, &'static str)]) -> Self {
        TestParameters { failures, ..self }
    }
}

pub const VULKAN: &[Api] = &[Api::Vulkan];

pub const GL: &[Api] = &[Api::Gl];

pub const VULKAN_AND_CUDA: &[Api] = &[Api::Vulkan, Api::Cuda];

/// Every API a device of this build can be reached through (a browser's WebGPU is reached
/// through `fpsig serve`, in the browser tests).
pub const EVERY_API: &[Api] = &[
    Api::Cuda,
    Api::Vulkan,
    Api::Wgsl,
    Api::Gl,
    Api::Metal,
    Api::Dx12,
];

/// The APIs the TMD kernels run on.
pub const TMD_ENGINES: &[Api] = &[Api::Vulkan, Api::Wgsl, Api::Cuda, Api::Gl];

/// One test, declared once.
pub enum Test {
    /// Needs no device (it may run fpsig on the CPU engine or read committed files).
    Host(&'static str, fn()),
    /// Runs on every adapter of its parameters' APIs.
    Device(&'static str, TestParameters, fn(&'static Backend)),
    /// Needs a program; given its command.
    With(&'static str, Program, fn(&str)),
}
