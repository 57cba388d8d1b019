//! A slice searched in parts ([`fpsig_harness::tmd::parts`]): consecutive intervals of equal
//! width, one after another, each split and searched as a slice is (its state in `part-K/` of
//! the slice's folder), the digest of each carried into the next ([`Frontier::carry`]), so that
//! the row (lines, sha256, kept lines) is the one a search of the whole slice writes while no
//! split holds more than one part's pieces. Not for slices searched as units.
//!
//! The slice's folder keeps `parts`: the count, the parts finished, their engine-seconds and
//! the digest carried from them; the part in progress is resumable as a slice is. A zone that
//! meets a boundary between two parts would be two lines where the whole search writes one:
//! the search of such a slice stops with an error (search it with `--parts 1`). With `--lists`
//! each part's list is appended to the slice's (`list`) as the part finishes.

use super::{
    chunk_folder, kept_path, publish_list, search_folder, xz_lines, DomainArgs, FRONTIER, LIST,
};
use fpsig_harness::tmd::domain::{Row, Slice};
use fpsig_harness::tmd::frontier::Frontier;
use fpsig_harness::tmd::parts::{default_count, part, MAX_PARTS};
use fpsig_harness::tmd::piece::ordinal;
use fpsig_harness::tmd::search::{Engine, Request};
use fpsig_harness::tmd::state::{recorded_sizes, write_atomic};
use std::fmt::Write as _;
use std::io::{Seek as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::Instant;

const PARTS: &str = "parts";
const MAGIC: &str = "fpsig tmd parts 1";

/// What the slice's folder records of its parts.
struct Record {
    parts: u32,
    done: u32,
    /// The engine-seconds of the parts finished.
    seconds: f64,
    /// With `--lists`: the length in bytes of the slice's list (`list`), the finished parts'
    /// lists one after another.
    listed: Option<u64>,
    /// The digest of the parts finished ([`Frontier::carry`]), once one is.
    carried: Option<String>,
}

impl Record {
    fn read(folder: &Path) -> Result<Option<Record>, String> {
        let path = folder.join(PARTS);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        let damaged = || format!("{}: damaged", path.display());
        let lines: Vec<&str> = text.splitn(6, '\n').collect();
        let value = |at: usize, key: &str| lines.get(at)?.strip_prefix(key);
        (lines.first() == Some(&MAGIC))
            .then_some(())
            .ok_or_else(damaged)?;
        let parts: u32 = value(1, "parts ")
            .and_then(|v| v.parse().ok())
            .ok_or_else(damaged)?;
        let done: u32 = value(2, "done ")
            .and_then(|v| v.parse().ok())
            .ok_or_else(damaged)?;
        let seconds: f64 = value(3, "seconds ")
            .and_then(|v| v.parse().ok())
            .filter(|s: &f64| s.is_finite() && *s >= 0.0)
            .ok_or_else(damaged)?;
        let listed = match value(4, "listed ").ok_or_else(damaged)? {
            "none" => None,
            length => Some(length.parse().map_err(|_| damaged())?),
        };
        let carried = lines
            .get(5)
            .filter(|c| !c.is_empty())
            .map(|c| c.to_string());
        let fits = parts.is_power_of_two() && parts <= MAX_PARTS && done <= parts;
        (fits && carried.is_some() == (done > 0))
            .then_some(Record {
                parts,
                done,
                seconds,
                listed,
                carried,
            })
            .map(Some)
            .ok_or_else(damaged)
    }

    fn write(&self, folder: &Path) -> Result<(), String> {
        let mut text = format!(
            "{MAGIC}\nparts {}\ndone {}\nseconds {:.3}\nlisted {}\n",
            self.parts,
            self.done,
            self.seconds,
            self.listed.map_or("none".into(), |l| l.to_string())
        );
        text += self.carried.as_deref().unwrap_or("");
        write_atomic(&folder.join(PARTS), &text)
    }

    /// The digest carried from the finished parts, whole: the slice's once every part is in.
    fn frontier(&self, folder: &Path, keep_run: u32) -> Result<Frontier, String> {
        let carried = self.carried.as_deref().unwrap_or("");
        Frontier::load(carried, &[], &[], keep_run, false)
            .ok_or_else(|| format!("{}: damaged", folder.join(PARTS).display()))
    }
}

/// Where a slice searched in parts stands.
pub(super) struct Standing {
    /// The part in progress (from 0) and the count.
    pub part: (u32, u32),
    /// The finished parts' engine-seconds.
    pub seconds: f64,
    /// The folder of the part in progress.
    pub folder: PathBuf,
    /// The lines and kept lines carried from the finished parts.
    pub carried: (u64, Vec<String>),
}

/// Where the slice in `folder` stands, for a slice searched in parts.
pub(super) fn standing(folder: &Path) -> Result<Option<Standing>, String> {
    let Some(record) = Record::read(folder)? else {
        return Ok(None);
    };
    let carried = match &record.carried {
        Some(text) => Frontier::so_far(text)
            .map(|(_, lines, kept)| (lines, kept))
            .ok_or_else(|| format!("{}: damaged", folder.join(PARTS).display()))?,
        None => (0, Vec::new()),
    };
    Ok(Some(Standing {
        part: (record.done, record.parts),
        seconds: record.seconds,
        folder: part_folder(folder, record.done),
        carried,
    }))
}

/// The folder of part `k` in the slice's folder.
fn part_folder(folder: &Path, k: u32) -> PathBuf {
    folder.join(format!("part-{k}"))
}

/// How many parts slice `s` is searched in: what its folder records (a slice in progress keeps
/// its count; one begun whole, 1), else `--parts`, else [`default_count`].
pub(super) fn count(
    a: &DomainArgs,
    dir: &Path,
    s: &Slice,
    request: &Request,
) -> Result<u32, String> {
    if let Some(p) = a.state.parts {
        if !p.is_power_of_two() || p > MAX_PARTS {
            return Err(format!(
                "--parts {p}: not a power of two from 1 to {MAX_PARTS}"
            ));
        }
    }
    let folder = chunk_folder(dir, &s.name);
    if let Some(record) = Record::read(&folder)? {
        return Ok(record.parts);
    }
    if recorded_sizes(&folder).0.is_some() {
        return Ok(1);
    }
    Ok(a.state.parts.unwrap_or_else(|| default_count(request)))
}

/// The slice `s` searched in `parts`: its row, this run's wall time and the `#` lines of the
/// parts this run searched.
pub(super) fn slice(
    a: &DomainArgs,
    engines: (&[Engine], &str),
    dir: &Path,
    s: &Slice,
    request: &Request,
    parts: u32,
) -> Result<(Row, f64, String), String> {
    let started = Instant::now();
    let folder = chunk_folder(dir, &s.name);
    fpsig_harness::folder::create(&folder, "--state")?;
    let mut record = Record::read(&folder)?.unwrap_or(Record {
        parts,
        done: 0,
        seconds: 0.0,
        listed: None,
        carried: None,
    });
    let listing = a.state.lists.is_some();
    if listing && record.done > 0 && record.listed.is_none() {
        return Err(format!(
            "{}: this slice was started without --lists: finish it without, or remove the \
             folder to start it again",
            folder.display()
        ));
    }
    let keep_run = a.state.keep_run();
    let mut text = String::new();
    while record.done < record.parts {
        let k = record.done;
        let mut part = part(request, k, record.parts);
        if k > 0 {
            // A run killed after the record took the part before may have left its folder.
            let _ = std::fs::remove_dir_all(part_folder(&folder, k - 1));
        }
        let part_folder = part_folder(&folder, k);
        let (log2_n, chunk_log2_js) = recorded_sizes(&part_folder);
        part.log2_n = log2_n.unwrap_or(part.log2_n);
        part.chunk_log2_js = chunk_log2_js.unwrap_or(part.chunk_log2_js);
        if let Some(carried) = &record.carried {
            fpsig_harness::folder::create(&part_folder, "--state")?;
            let path = part_folder.join(FRONTIER);
            if !path.exists() {
                write_atomic(&path, carried)?;
            }
        }
        let prepared = part.prepare()?;
        let (mut sink, report, summary) =
            search_folder(a, engines, &part_folder, (&part, &prepared))?;
        let (first, end) = (
            ordinal(&part.from, part.format),
            ordinal(&part.to, part.format),
        );
        let meets = |z: &fpsig_harness::tmd::zone::Zone| {
            (k > 0 && z.run.first == first) || (k + 1 < record.parts && z.run.end == end)
        };
        if report.zones.iter().any(meets) {
            return Err(format!(
                "slice {}: a zone meets the boundary of part {k} of {}: search it with \
                 --parts 1",
                s.name, record.parts
            ));
        }
        sink.frontier.finish()?;
        if listing {
            sink.save()?;
            let before = record.listed.unwrap_or(0);
            record.listed = Some(append_list(&folder, &part_folder, before)?);
        }
        text.push_str(&summary);
        record.done += 1;
        record.seconds += sink.clock.total();
        record.carried = Some(sink.frontier.carry());
        record.write(&folder)?;
    }
    let (count, sha256, kept) = record.frontier(&folder, keep_run)?.finish()?;
    xz_lines(&kept_path(dir, &s.name), &kept)?;
    if let Some(lists) = &a.state.lists {
        publish_list(lists, &folder, &s.name)?;
    }
    let _ = writeln!(
        text,
        "# in parts: {} consecutive intervals of equal width, each split and searched on its own",
        record.parts
    );
    let row = Row {
        count,
        sha256,
        engine_seconds: record.seconds,
        kept: kept.len() as u64,
    };
    Ok((row, started.elapsed().as_secs_f64(), text))
}

/// Appends part `part_folder`'s list to the slice's, cut first to the `before` bytes the
/// finished parts wrote (a run killed after an earlier append writes it again); the new length.
fn append_list(folder: &Path, part_folder: &Path, before: u64) -> Result<u64, String> {
    let (list, part) = (folder.join(LIST), part_folder.join(LIST));
    let failed = |path: &Path, e: std::io::Error| format!("{}: {e}", path.display());
    let lines = std::fs::read(&part).map_err(|e| failed(&part, e))?;
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&list)
        .map_err(|e| failed(&list, e))?;
    let length = file.metadata().map_err(|e| failed(&list, e))?.len();
    if length < before {
        return Err(format!("{}: shorter than its parts say", list.display()));
    }
    file.set_len(before).map_err(|e| failed(&list, e))?;
    file.seek(std::io::SeekFrom::End(0))
        .and_then(|_| file.write_all(&lines))
        .and_then(|()| file.sync_data())
        .map_err(|e| failed(&list, e))?;
    Ok(before + lines.len() as u64)
}
