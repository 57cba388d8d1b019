//! Helpers shared by the integration tests.

use fpsig_backends::{Backend, Listing};
use fpsig_harness::open_backend;

/// The first Vulkan (SPIR-V) backend of this machine; `None` (reported) where there is none and
/// `FPSIG_REQUIRE` does not ask for one.
pub fn vulkan() -> Option<Backend> {
    let required = std::env::var("FPSIG_REQUIRE").unwrap_or_default();
    for listing in fpsig_backends::list() {
        if let Listing::Present { identity, .. } = listing {
            if identity.snapshot_name().starts_with("vulkan-spirv") {
                return Some(open_backend(Some(&identity.spec())).expect("listed backend opens"));
            }
        }
    }
    assert!(
        !required.contains("vulkan-spirv"),
        "FPSIG_REQUIRE asks for a Vulkan backend and none is present"
    );
    println!("not run: no Vulkan backend on this machine");
    None
}
