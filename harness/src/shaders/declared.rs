//! What a set of kernels declares to the shader tooling, in the file that launches them: its
//! kernel source file (the report links it), its launches for the catalogue (`fpsig shaders`,
//! `tests/it/shaders.rs`), the kernels a run captures together as one shader, and the variant pairs
//! the static reading compares. A probe family carries one ([`crate::probes::Family`]); so do
//! the benches' and the search's kernels, which no signature runs.

use crate::device::{arg, uninit};
use cubecl::prelude::*;
use fpsig_backends::offline::OfflineRuntime;

/// The runtime catalogue launches run on: it compiles for every target and runs nothing.
pub type R = OfflineRuntime;
pub type Client = ComputeClient<R>;

/// Elements per catalogued launch: the kernels' sources do not depend on it.
pub const N: usize = 64;

/// One catalogued launch: the snapshot's file stem (`<family>.<kernel>.<variant>`) and the
/// launch, which must compile exactly one kernel.
pub struct Entry {
    pub name: String,
    pub launch: Box<dyn Fn(&Client)>,
}

pub fn entry(name: impl Into<String>, launch: impl Fn(&Client) + 'static) -> Entry {
    Entry {
        name: name.into(),
        launch: Box::new(launch),
    }
}

/// `n` elements of `T`, as a kernel argument.
pub fn buffer<T: CubeElement>(client: &Client, n: usize) -> ArrayArg<R> {
    arg(&uninit::<R, T>(client, n), n)
}

pub fn f32s(client: &Client, n: usize) -> ArrayArg<R> {
    buffer::<f32>(client, n)
}

pub fn u32s(client: &Client, n: usize) -> ArrayArg<R> {
    buffer::<u32>(client, n)
}

/// One finding read statically: its id, the kernel as written and its reference variant
/// (opaque `one`, or a zero from a buffer), as catalogue names, and the float operations the
/// reference adds.
pub struct StaticPair {
    pub id: &'static str,
    pub plain: &'static str,
    pub reference: &'static str,
    pub extra_ops: usize,
    /// The kernel asks for the `fma` builtin: the reading says how the text spells it.
    pub written_with_fma: bool,
}

impl StaticPair {
    /// The pair's kernel is written with the `fma` builtin.
    pub const fn with_fma(self) -> StaticPair {
        StaticPair {
            written_with_fma: true,
            ..self
        }
    }
}

pub const fn pair(
    id: &'static str,
    plain: &'static str,
    reference: &'static str,
    extra_ops: usize,
) -> StaticPair {
    StaticPair {
        id,
        plain,
        reference,
        extra_ops,
        written_with_fma: false,
    }
}

/// What one set of kernels declares.
pub struct Kernels {
    /// The kernel file they are written in, embedded.
    pub source: fpsig_kernels::Source,
    /// Every comptime variant a run launches, once each (a kernel another set already
    /// catalogues is left to it: a second launch would compile nothing).
    pub catalogue: fn() -> Vec<Entry>,
    /// The kernels a run captures as one shader, joined in the order of their names (what
    /// `probes::captured` does when one measurement compiles several), as catalogue names.
    pub joined: fn() -> Vec<Vec<String>>,
    /// The variant pairs the static reading compares.
    pub static_reading: &'static [StaticPair],
}

/// No launches of its own.
pub fn nothing() -> Vec<Entry> {
    Vec::new()
}

/// No kernels captured together.
pub fn no_joins() -> Vec<Vec<String>> {
    Vec::new()
}
