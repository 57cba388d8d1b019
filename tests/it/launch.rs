//! Every launch proves it ran. A kernel whose expansion panics inside CubeCL panics on CubeCL's
//! device thread: `launch` returns, the read-back is `Ok` and the buffer holds what it held
//! before. The runner must turn that into the family's recorded failure, never a finding read
//! from stale memory. Its own test binary: the panic it provokes is process-wide news.

use crate::harness::{Test, TestParameters, VULKAN};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_harness::probes::{no_rules, Family, Findings, Need, PLAIN};
use fpsig_harness::runner::run_family;
use fpsig_harness::shaders::declared::{no_joins, nothing, Kernels};
use fpsig_harness::{Finding, Layer};

/// What the output buffer holds before the kernel runs.
const STALE: f32 = 42.0;
const MESSAGE: &str = "this kernel refuses to expand";

/// Fails when called at expansion (inside `comptime!`) with `fail`.
fn refuse(fail: bool) {
    assert!(!fail, "{MESSAGE}");
}

/// Copies `input` to `output`; with `fail`, its expansion panics instead.
#[cube(launch)]
fn copy_or_refuse(input: &Array<f32>, output: &mut Array<f32>, #[comptime] fail: bool) {
    comptime!(refuse(fail));
    if ABSOLUTE_POS < input.len() {
        output[ABSOLUTE_POS] = input[ABSOLUTE_POS];
    }
}

struct Copy {
    fail: bool,
}

impl RuntimeVisitor for Copy {
    type Output = Result<Vec<f32>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let input = client.create_from_slice(f32::as_bytes(&[1.0, 2.0]));
        let output = client.create_from_slice(f32::as_bytes(&[STALE, STALE]));
        // SAFETY: both buffers hold two f32.
        let (input_arg, output_arg) = unsafe {
            (
                ArrayArg::from_raw_parts(input, 2),
                ArrayArg::from_raw_parts(output.clone(), 2),
            )
        };
        let (count, dim) = (CubeCount::Static(1, 1, 1), CubeDim::new_1d(2));
        copy_or_refuse::launch::<R>(client, count, dim, input_arg, output_arg, self.fail);
        let bytes = client.read_one(output).map_err(|e| format!("{e:?}"))?;
        Ok(f32::from_bytes(&bytes).to_vec())
    }
}

fn measure(backend: &Backend, fail: bool) -> Result<Findings, String> {
    let out = backend.visit(Copy { fail })?;
    let finding = Finding::new("launch", format!("read {out:?}"), Layer::Execution);
    Ok(vec![("launch.copy", finding)])
}

/// This file's kernel, which the catalogue does not hold.
const KERNELS: Kernels = Kernels {
    source: fpsig_kernels::Source {
        file: "launch.rs",
        text: include_str!("launch.rs"),
    },
    catalogue: nothing,
    joined: no_joins,
    static_reading: &[],
};

const COPIES: Family = Family {
    kernels: KERNELS,
    id: "launch",
    findings: &[("launch.copy", "launch")],
    needs: Need::Nothing,
    run: |b| measure(b, false),
    rules: no_rules,
    shown: PLAIN,
};

const REFUSES: Family = Family {
    kernels: KERNELS,
    id: "launch",
    findings: &[("launch.copy", "launch")],
    needs: Need::Nothing,
    run: |b| measure(b, true),
    rules: no_rules,
    shown: PLAIN,
};

fn a_kernel_that_fails_to_expand_is_the_familys_failure_not_a_finding(backend: &Backend) {
    // Direct, outside the runner: the stale buffer reads back as if it had been computed.
    assert_eq!(backend.visit(Copy { fail: true }), Ok(vec![STALE, STALE]));

    let ran = run_family(backend, &COPIES);
    assert_eq!(ran.len(), 1);
    assert_eq!(ran[0].1.verdict, "read [1.0, 2.0]");
    assert_eq!(ran[0].1.layer, Layer::Execution);

    let refused = run_family(backend, &REFUSES);
    assert_eq!(refused.len(), 1, "{refused:?}");
    let (id, finding) = &refused[0];
    assert_eq!(id, "launch.copy");
    assert_eq!(finding.layer, Layer::NotRun);
    assert!(
        finding
            .verdict
            .starts_with("failed: launch: a kernel did not run")
            && finding.verdict.contains(MESSAGE),
        "{}",
        finding.verdict
    );
    assert!(finding.evidence.is_empty());

    // The device still works after the failure.
    assert_eq!(run_family(backend, &COPIES)[0].1.verdict, "read [1.0, 2.0]");
}

pub const TESTS: &[Test] = &[Test::Device(
    "a_kernel_that_fails_to_expand_is_the_familys_failure_not_a_finding",
    TestParameters::on(VULKAN),
    a_kernel_that_fails_to_expand_is_the_familys_failure_not_a_finding,
)];
