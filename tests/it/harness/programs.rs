//! The programs a test may need besides an adapter, each looked for once per process.

use std::collections::BTreeMap;
use std::sync::{Mutex, OnceLock};

/// A program a test needs besides an adapter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Program {
    /// Chromium, headless (its WebGPU on SwiftShader, or its page renderer).
    Chromium,
    /// Node with npm (Dawn's `webgpu` package).
    Node,
    /// An MPI launcher, for a build with the `mpi` feature.
    Mpi,
}

impl Program {
    pub(super) fn name(self) -> &'static str {
        match self {
            Program::Chromium => "chromium",
            Program::Node => "node",
            Program::Mpi => "mpi",
        }
    }

    /// The program's command, or why there is none; looked for once per process.
    pub fn find(self) -> Result<String, String> {
        static FOUND: OnceLock<Mutex<BTreeMap<&'static str, Result<String, String>>>> =
            OnceLock::new();
        let mut found = FOUND
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        found
            .entry(self.name())
            .or_insert_with(|| match self {
                Program::Chromium => crate::common::chromium(),
                Program::Node => crate::common::node(),
                Program::Mpi => crate::common::mpirun(),
            })
            .clone()
    }
}
