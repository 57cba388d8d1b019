//! `fpsig tmd` on one interval (or binade, or binary32's whole domain at once): the cases as one
//! sorted list, to stdout or --out, a killed run resumed from --state.

use super::args::{SearchArgs, StateArgs};
use super::progress::Progress;
use super::summary::{header, kernels_line, name};
use fpsig_harness::kernel_cache::KernelCache;
use fpsig_harness::tmd::search::{lines, search_on, Alone, Cluster, Request, Sink};
use fpsig_harness::tmd::state::StateDir;
use fpsig_harness::tmd::verify::Case;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// `FILE.partial` beside `FILE` (`cases.txt.partial`, not `cases.partial`).
fn partial_path(out: &Path) -> PathBuf {
    let mut name = out.as_os_str().to_os_string();
    name.push(".partial");
    PathBuf::from(name)
}

/// The interval search: `request` on the engines `search` names, chunks kept in `state` and
/// the partial list beside `out` as they finish.
pub fn run(
    mut request: Request,
    search_args: &SearchArgs,
    out: Option<PathBuf>,
    state_args: &StateArgs,
    mpi: bool,
    kernel_cache: Option<KernelCache>,
    started: Instant,
) -> Result<String, String> {
    request.chunk_log2_js = state_args.chunk_log2_js;
    request.validate()?;
    let (mut cluster, local_rank) = join(mpi, &request)?;
    // Rank 0 keeps the state, the lists and the progress; the others only search.
    let rank0 = cluster.rank() == 0;
    let state = match &state_args.state {
        Some(dir) if rank0 => Some(StateDir::open(dir, &request)?),
        _ => None,
    };
    let opening = Instant::now();
    let backends = search_args.backends(local_rank, kernel_cache.is_some())?;
    let opened = opening.elapsed();
    let engines = backends
        .iter()
        .map(|b| search_args.engine(b.as_ref()))
        .collect::<Result<Vec<_>, _>>()?;
    let mut engine_name = engines.iter().map(name).collect::<Vec<_>>().join(" + ");
    if cluster.size() > 1 {
        engine_name += &format!(" on rank 0 of {} MPI ranks", cluster.size());
    }
    // Finished chunks go to FILE.partial as they are checked; the sorted list replaces it.
    let partial = out.as_ref().filter(|_| rank0).map(|p| partial_path(p));
    let mut sink = CliSink {
        partial: match &partial {
            Some(p) => Some(
                std::fs::File::create(p)
                    .map_err(|e| format!("cannot write {}: {e}", p.display()))?,
            ),
            None => None,
        },
        progress: state.as_ref().map(|_| Progress::new()),
        state,
        resumed: Vec::new(),
        in_partial: 0,
    };
    let mut report = search_on(&request, &engines, &mut sink, cluster.as_mut())
        .map_err(|e| sink.failed(e, partial.as_deref()))?;
    if !rank0 {
        return Ok(String::new());
    }
    if let Some(p) = &sink.progress {
        p.finish();
    }
    if let Some(cache) = &kernel_cache {
        cache.seal()?;
    }
    let mut text = header(&request, &engine_name, &report);
    let _ = writeln!(text, "{}", kernels_line(kernel_cache.as_ref()));
    let _ = writeln!(
        text,
        "# wall time of the command {:.3} s, of which device open {:.3} s",
        started.elapsed().as_secs_f64(),
        opened.as_secs_f64()
    );
    if let (Some(dir), Some(progress)) = (&state_args.state, &sink.progress) {
        let _ = writeln!(
            text,
            "# state {}: {} of {} chunks finished by earlier runs, their {} cases merged",
            dir.display(),
            progress.skipped,
            progress.total,
            sink.resumed.len()
        );
        report.cases.append(&mut sink.resumed);
        report
            .cases
            .sort_by(|a, b| a.x.partial_cmp(&b.x).expect("finite inputs"));
    }
    let lines = report.lines();
    match (&out, &partial) {
        (Some(path), Some(partial)) => {
            write_lines(path, &text, &lines).map_err(|e| sink.failed(e, Some(partial)))?;
            let _ = std::fs::remove_file(partial);
            let _ = writeln!(
                text,
                "# {} cases and {} zones written to {}",
                report.cases.len(),
                report.zones.len(),
                path.display()
            );
        }
        _ => {
            for line in &lines {
                let _ = writeln!(text, "{line}");
            }
        }
    }
    Ok(text)
}

/// The MPI job this process is a rank of, with its rank among its host's, for `--mpi`; this
/// process alone otherwise.
#[cfg(feature = "mpi")]
fn join(mpi: bool, request: &Request) -> Result<(Box<dyn Cluster>, Option<usize>), String> {
    if !mpi {
        return Ok((Box::new(Alone), None));
    }
    let cluster = super::mpi::MpiCluster::join(request)?;
    let local = cluster.local_rank();
    Ok((Box::new(cluster), Some(local)))
}

#[cfg(not(feature = "mpi"))]
fn join(mpi: bool, _: &Request) -> Result<(Box<dyn Cluster>, Option<usize>), String> {
    if mpi {
        return Err("--mpi: this fpsig was built without MPI (cargo build --features mpi)".into());
    }
    Ok((Box::new(Alone), None))
}

/// Where `fpsig tmd` puts each finished chunk: the partial list, the state folder, the
/// progress display; chunks the state folder holds are skipped and their cases kept.
struct CliSink {
    partial: Option<std::fs::File>,
    state: Option<StateDir>,
    progress: Option<Progress>,
    resumed: Vec<Case>,
    /// The cases written to the partial list so far.
    in_partial: usize,
}

impl Sink for CliSink {
    fn done(&mut self, index: usize, total: usize) -> Result<bool, String> {
        let Some(state) = &self.state else {
            return Ok(false);
        };
        let Some(mut cases) = state.finished(index)? else {
            return Ok(false);
        };
        self.write_partial(&lines(&cases))?;
        self.resumed.append(&mut cases);
        if let Some(p) = self.progress.as_mut() {
            p.tick(total, None);
        }
        Ok(true)
    }

    fn finished(
        &mut self,
        index: usize,
        total: usize,
        points: u64,
        _: &[Case],
        lines: Vec<String>,
    ) -> Result<(), String> {
        self.write_partial(&lines)?;
        if let Some(state) = &mut self.state {
            state.commit(index, &lines)?;
        }
        if let Some(p) = self.progress.as_mut() {
            p.tick(total, Some(points));
        }
        Ok(())
    }
}

impl CliSink {
    /// `err`, after the partial list at `partial` is removed where it holds no case the state
    /// folder does not also hold; where it does, it is kept and `err` says where (a failed run
    /// loses no finished work, and leaves no file unannounced).
    fn failed(&self, err: String, partial: Option<&Path>) -> String {
        let Some(path) = partial else {
            return err;
        };
        if self.in_partial == 0 || self.state.is_some() {
            let _ = std::fs::remove_file(path);
            return err;
        }
        format!(
            "{err} (the {} cases found so far are in {})",
            self.in_partial,
            path.display()
        )
    }

    fn write_partial(&mut self, lines: &[String]) -> Result<(), String> {
        let Some(file) = self.partial.as_mut() else {
            return Ok(());
        };
        for l in lines {
            writeln!(file, "{l}").map_err(|e| format!("writing the partial list failed: {e}"))?;
        }
        self.in_partial += lines.len();
        file.flush()
            .map_err(|e| format!("writing the partial list failed: {e}"))
    }
}

fn write_lines(path: &Path, header: &str, lines: &[String]) -> Result<(), String> {
    let mut text = header.to_string();
    for line in lines {
        let _ = writeln!(text, "{line}");
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_partial_list_is_named_after_the_whole_file_name() {
        assert_eq!(
            partial_path(Path::new("out/cases.txt")),
            Path::new("out/cases.txt.partial")
        );
        assert_eq!(partial_path(Path::new("cases")), Path::new("cases.partial"));
    }
}
