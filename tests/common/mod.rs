//! Helpers shared by the integration tests.

use fpsig_backends::{Backend, Listing};
use fpsig_harness::open_backend;

/// The first backend of this machine whose snapshot name starts with `prefix`; `None`
/// (reported) where there is none, or it does not open, and `FPSIG_REQUIRE` does not ask for
/// one.
fn first_backend(prefix: &str) -> Option<Backend> {
    let required = std::env::var("FPSIG_REQUIRE").unwrap_or_default();
    let mut why = format!("no {prefix} backend on this machine");
    for listing in fpsig_backends::list() {
        if let Listing::Present { identity, .. } = listing {
            if identity.snapshot_name().starts_with(prefix) {
                match open_backend(Some(&identity.spec())) {
                    Ok(backend) => return Some(backend),
                    Err(e) => why = format!("{} does not open: {e}", identity.snapshot_name()),
                }
            }
        }
    }
    assert!(
        !required.contains(prefix),
        "FPSIG_REQUIRE asks for a {prefix} backend: {why}"
    );
    println!("not run: {why}");
    None
}

/// The first Vulkan (SPIR-V) backend.
pub fn vulkan() -> Option<Backend> {
    first_backend("vulkan-spirv")
}

/// The first GL backend (no 64-bit integers: the 32-bit-limb kernels).
#[allow(dead_code)] // not every test binary uses it
pub fn gl() -> Option<Backend> {
    first_backend("gl-glsl")
}

/// The first CUDA backend.
#[allow(dead_code)] // not every test binary uses it
pub fn cuda() -> Option<Backend> {
    first_backend("cuda-nvrtc")
}

/// The first Vulkan backend reached through WGSL (a build with `wgsl` and without `vulkan`).
#[allow(dead_code)] // not every test binary uses it
pub fn wgsl() -> Option<Backend> {
    first_backend("vulkan-wgsl")
}

/// A fixed-seed xorshift64 generator.
#[allow(dead_code)] // not every test binary uses it
pub fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed;
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    }
}
