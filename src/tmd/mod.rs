//! `fpsig tmd`: hard-to-round cases of an elementary function, over an interval
//! ([`interval`]) or a whole binary64 domain slice by slice ([`domain`]); its options
//! ([`args`]), progress line ([`progress`]) and `#` summary ([`summary`]); `--mpi`'s ranks
//! ([`mpi`]); `fpsig tmd-check`, the search held to the exhaustive one ([`check`]); `fpsig
//! tmd-table`, a domain state as a Markdown table ([`table`]).

pub mod args;
pub mod check;
pub mod domain;
pub mod interval;
#[cfg(feature = "mpi")]
pub mod mpi;
pub mod progress;
pub mod summary;
pub mod table;

use args::{SearchArgs, StateArgs, VariantArgs};
use fpsig_harness::kernel_cache::KernelCache;
use fpsig_harness::tmd::Format;
use std::io::Write as _;
use std::path::PathBuf;
use std::time::Instant;

/// Runs the search the options name: a binary64 `--all` (or `--all --by-slice`) slice by slice,
/// anything else as one interval.
pub fn run(
    search_args: &SearchArgs,
    variant: &VariantArgs,
    out: Option<PathBuf>,
    state_args: &StateArgs,
    mpi: bool,
) -> Result<String, String> {
    let started = Instant::now();
    let domain =
        search_args.all && (search_args.by_slice || search_args.format == Format::Binary64.name());
    if domain && (mpi || out.is_some()) {
        return Err(
            "--all slice by slice keeps its results in --state (and --lists): no --out, no --mpi"
                .into(),
        );
    }
    if let Some(option) = state_args.slice_by_slice_option().filter(|_| !domain) {
        return Err(format!(
            "{option} applies only to --all slice by slice (binary64's --all, or binary32's with \
             --by-slice)"
        ));
    }
    let request = match domain {
        true => None,
        false => Some(search_args.request(variant.variant()?)?),
    };
    // The default folder is a convenience: where it cannot be used the search goes on without.
    let kernel_cache = match state_args
        .kernel_cache_dir(mpi)
        .map(|d| KernelCache::open(&d))
    {
        Some(Err(e)) if state_args.kernel_cache.is_none() => {
            let _ = writeln!(std::io::stderr(), "fpsig: no kernel cache: {e}");
            None
        }
        opened => opened.transpose()?,
    };
    match request {
        None => domain::run(domain::DomainArgs {
            search: search_args,
            variant,
            state: state_args,
            kernel_cache,
        }),
        Some(request) => interval::run(
            request,
            search_args,
            out,
            state_args,
            mpi,
            kernel_cache,
            started,
        ),
    }
}
