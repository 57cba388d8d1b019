//! `fpsig tmd --all --format binary64` (or `--all --by-slice`): a function's whole domain,
//! slice by slice ([`domain`]), resumable from a compact state folder that can be carried to
//! another machine:
//!
//! - `DIR/domain`: the parameters that decide the rows (function, format, p', keep-run) and a
//!   row per finished slice (lines, sha256, engine-seconds, kept);
//! - `DIR/kept/SLICE.txt.xz`: the slice's lines of a run of at least `--keep-run` bits, its
//!   exact cases and its zones;
//! - `DIR/slice...`: the slice in progress: the digest of the chunks taken so far in input
//!   order (`frontier`: their count of lines, the sha256's midstate, the kept lines), the
//!   chunks finished past them (`--state`'s own log, whose manifest fixes the slice's bound on N
//!   and chunk size until it is finished), the engine-seconds spent (`seconds`) and, with
//!   `--lists`, the list so far (`list`); not the slice's lines, so a slice stopped anywhere
//!   costs little to carry. Removed once the table on disk holds the slice's row (a run killed
//!   while removing them loses nothing);
//! - with `--lists DIR2`, every finished slice's whole list as `DIR2/SLICE.txt.xz`.
//!
//! exp2's binades from 2 on are searched as units ([`units`]) unless `--every-unit`; sin's
//! and cos's slices of many half-periods in parts ([`parts`]).

use super::args::{SearchArgs, StateArgs, VariantArgs};
use super::progress::Progress;
use super::summary::{header, name};
use fpsig_harness::kernel_cache::KernelCache;
use fpsig_harness::tmd::domain::{slices, Row, Slice, Table};
use fpsig_harness::tmd::frontier::Frontier;
use fpsig_harness::tmd::search::{
    chunk_order, search_prepared, Alone, Engine, Prepared, Report, Request, Sink,
};
use fpsig_harness::tmd::state::{recorded_sizes, write_atomic, StateDir};
use fpsig_harness::tmd::verify::Case;
use fpsig_harness::tmd::{Format, Function};
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

mod parts;
mod units;

/// A slice's digest so far, and its whole list so far (with `--lists`), in its chunk folder.
const FRONTIER: &str = "frontier";
const LIST: &str = "list";

/// What the domain search is told besides the search itself.
pub struct DomainArgs<'a> {
    pub search: &'a SearchArgs,
    pub variant: &'a VariantArgs,
    pub state: &'a StateArgs,
    pub kernel_cache: Option<KernelCache>,
}

/// The search time of a slice, counted across runs: seconds of search times the engines
/// searching. The runs that did not finish the slice leave their count in `seconds` in its
/// chunk folder, saved at most once a second as chunks are committed (a killed run loses less
/// than a second of it).
struct Clock {
    path: PathBuf,
    earlier: f64,
    engines: f64,
    started: Instant,
    saved: Instant,
}

impl Clock {
    fn open(folder: &Path, engines: usize) -> Result<Clock, String> {
        let path = folder.join("seconds");
        let earlier = Clock::earlier(&path)?;
        let now = Instant::now();
        Ok(Clock {
            path,
            earlier,
            engines: engines as f64,
            started: now,
            saved: now,
        })
    }

    /// The engine-seconds the earlier runs left in `path` (none where it is absent).
    fn earlier(path: &Path) -> Result<f64, String> {
        match std::fs::read_to_string(path) {
            Ok(text) => text
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|s| s.is_finite() && *s >= 0.0)
                .ok_or_else(|| format!("{}: not a count of seconds (corrupt)", path.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(0.0),
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }

    /// This run's wall time on the slice.
    fn wall(&self) -> f64 {
        self.started.elapsed().as_secs_f64()
    }

    /// The engine-seconds of every run on the slice, this one included.
    fn total(&self) -> f64 {
        self.earlier + self.wall() * self.engines
    }

    /// Saves the count where a second has passed since it was last saved; whether it did.
    fn tick(&mut self) -> Result<bool, String> {
        if self.saved.elapsed() < Duration::from_secs(1) {
            return Ok(false);
        }
        write_atomic(&self.path, &format!("{:.3}\n", self.total()))?;
        self.saved = Instant::now();
        Ok(true)
    }
}

/// Digests a slice's chunks as they finish ([`Frontier`]) and keeps in its state folder the
/// digest (`frontier`, saved with the clock), the chunks not yet in it (the log) and, with
/// `--lists`, the list so far (`list`); takes back what an earlier run left; shows progress on
/// stderr for a slice of more than one chunk.
struct SliceSink {
    state: StateDir,
    clock: Clock,
    frontier: Frontier,
    folder: PathBuf,
    progress: Option<Progress>,
}

impl SliceSink {
    fn open(
        folder: &Path,
        (request, prepared): (&Request, &Prepared),
        engines: usize,
        keep_run: u32,
        listing: bool,
    ) -> Result<SliceSink, String> {
        let mut state = StateDir::open(folder, request)?;
        let split = &prepared.split;
        let order = chunk_order(request, prepared);
        let path = folder.join(FRONTIER);
        let frontier = match std::fs::read_to_string(&path) {
            Ok(text) => {
                Frontier::load(&text, &split.zones, &order, keep_run, listing).ok_or_else(|| {
                    match Frontier::load(&text, &split.zones, &order, keep_run, false) {
                        Some(_) => format!(
                            "{}: this slice was started without --lists: finish it without, or \
                         remove the folder to start it again",
                            folder.display()
                        ),
                        None => format!("{}: damaged", path.display()),
                    }
                })?
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                Frontier::new(&split.zones, &order, keep_run, listing)
            }
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        if listing {
            let list = folder.join(LIST);
            let file = std::fs::OpenOptions::new()
                .create(true)
                .write(true)
                .truncate(false)
                .open(&list)
                .map_err(|e| format!("{}: {e}", list.display()))?;
            let length = file
                .metadata()
                .map_err(|e| format!("{}: {e}", list.display()))?;
            if length.len() < frontier.listed() {
                return Err(format!("{}: shorter than its digest says", list.display()));
            }
            // Lines a killed run wrote after its last save are written again.
            file.set_len(frontier.listed())
                .map_err(|e| format!("{}: {e}", list.display()))?;
        }
        state.forget(|index| frontier.taken(index))?;
        Ok(SliceSink {
            state,
            clock: Clock::open(folder, engines)?,
            frontier,
            folder: folder.to_path_buf(),
            progress: None,
        })
    }

    /// Appends the lines taken since the last save to the list, saves the digest, and drops
    /// the chunks now in it from the log.
    fn save(&mut self) -> Result<(), String> {
        let lines = self.frontier.unlisted();
        if !lines.is_empty() {
            let list = self.folder.join(LIST);
            let failed = |e: std::io::Error| format!("{}: {e}", list.display());
            let mut file = std::fs::OpenOptions::new()
                .append(true)
                .open(&list)
                .map_err(failed)?;
            let mut text = String::new();
            for l in &lines {
                text += l;
                text += "\n";
            }
            file.write_all(text.as_bytes())
                .and_then(|()| file.sync_data())
                .map_err(failed)?;
        }
        write_atomic(&self.folder.join(FRONTIER), &self.frontier.save())?;
        let frontier = &self.frontier;
        self.state.forget(|index| frontier.taken(index))
    }

    fn tick(&mut self, total: usize, searched: Option<u64>) {
        show_progress(&mut self.progress, total, searched);
    }
}

/// One more chunk of a search of `total` chunks on the progress line, shown for a search of
/// more than one chunk.
fn show_progress(progress: &mut Option<Progress>, total: usize, searched: Option<u64>) {
    if total > 1 {
        progress
            .get_or_insert_with(Progress::new)
            .tick(total, searched);
    }
}

/// What a slice in progress holds so far (`fpsig tmd-table`).
pub(crate) struct SoFar {
    /// Chunks in the digest (of the part in progress, for a slice in parts).
    pub chunks: usize,
    pub lines: u64,
    pub kept: Vec<String>,
    pub seconds: f64,
    /// The part in progress (from 0) and the count, for a slice in parts.
    pub part: Option<(u32, u32)>,
}

/// What the state folder `dir` holds of slice `name` in progress.
pub(crate) fn so_far(dir: &Path, name: &str) -> Result<SoFar, String> {
    let slice_folder = chunk_folder(dir, name);
    let (part, finished_parts, carried, folder) = match parts::standing(&slice_folder)? {
        Some(p) => (Some(p.part), p.seconds, p.carried, p.folder),
        None => (None, 0.0, (0, Vec::new()), slice_folder),
    };
    let path = folder.join(FRONTIER);
    let (chunks, lines, kept) = match std::fs::read_to_string(&path) {
        Ok(text) => {
            Frontier::so_far(&text).ok_or_else(|| format!("{}: damaged", path.display()))?
        }
        // A part not begun: the lines carried from the parts before, no chunk of its own.
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => (0, carried.0, carried.1),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    Ok(SoFar {
        chunks,
        lines,
        kept,
        seconds: finished_parts + Clock::earlier(&folder.join("seconds"))?,
        part,
    })
}

/// A finished slice's kept lines in the state folder `dir`.
pub(crate) fn kept_path(dir: &Path, slice: &str) -> PathBuf {
    dir.join("kept").join(format!("{slice}.txt.xz"))
}

/// A finished slice's whole list in the `--lists` folder `lists`.
fn list_path(lists: &Path, slice: &str) -> PathBuf {
    lists.join(format!("{slice}.txt.xz"))
}

/// Writes the list a slice's search kept in `folder` (`list`) to the `--lists` folder.
fn publish_list(lists: &Path, folder: &Path, slice: &str) -> Result<(), String> {
    let list = folder.join(LIST);
    let text = std::fs::read_to_string(&list).map_err(|e| format!("{}: {e}", list.display()))?;
    xz_lines(&list_path(lists, slice), text.lines())
}

impl Sink for SliceSink {
    fn done(&mut self, index: usize, total: usize) -> Result<bool, String> {
        if !self.frontier.taken(index) {
            match self.state.finished(index)? {
                Some(cases) => self.frontier.offer(index, cases)?,
                None => return Ok(false),
            }
        }
        self.tick(total, None);
        Ok(true)
    }

    fn finished(
        &mut self,
        index: usize,
        total: usize,
        points: u64,
        cases: &[Case],
        lines: Vec<String>,
    ) -> Result<(), String> {
        self.state.commit(index, &lines)?;
        self.frontier.offer_lines(index, cases, lines)?;
        self.tick(total, Some(points));
        if self.clock.tick()? {
            self.save()?;
        }
        Ok(())
    }
}

/// Writes `lines` xz-compressed to `path`, whole or not at all (a temporary file, synced, then
/// renamed): a table row is written only after its slice's files.
fn xz_lines<L: AsRef<str>>(path: &Path, lines: impl IntoIterator<Item = L>) -> Result<(), String> {
    let tmp = path.with_extension("tmp");
    let failed = |e: std::io::Error| format!("cannot write {}: {e}", tmp.display());
    let file = std::fs::File::create(&tmp).map_err(failed)?;
    let mut xz = xz2::write::XzEncoder::new(std::io::BufWriter::new(file), 6);
    for l in lines {
        writeln!(xz, "{}", l.as_ref()).map_err(failed)?;
    }
    let file = xz
        .finish()
        .map_err(failed)?
        .into_inner()
        .map_err(|e| failed(e.into_error()))?;
    file.sync_all().map_err(failed)?;
    std::fs::rename(&tmp, path).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The search of one slice. A slice in progress goes on with the bound on N and the chunk size
/// its manifest holds (an earlier run's options, or an earlier fpsig's defaults), so that its
/// chunks keep their meaning; the run's options apply to the slices it starts.
fn request(
    a: &DomainArgs,
    dir: &Path,
    s: &Slice,
    (function, format): (Function, Format),
) -> Result<Request, String> {
    let mut request = Request::parse(function, format, &s.from, &s.to, a.search.pprime)?;
    request.log2_n = a.search.log2_n.unwrap_or(format.default_log2_points());
    request.variant = a.variant.variant()?;
    request.chunk_log2_js = a.state.chunk_log2_js;
    let (log2_n, chunk_log2_js) = recorded_sizes(&chunk_folder(dir, &s.name));
    request.log2_n = log2_n.unwrap_or(request.log2_n);
    request.chunk_log2_js = chunk_log2_js.unwrap_or(request.chunk_log2_js);
    request.streams = a.search.streams;
    request.validate()?;
    Ok(request)
}

/// A slice's search: its row, this run's wall time, and the `#` lines `fpsig tmd` prints for an
/// interval (N, the phases' counts, cases and times), of this run's chunks only.
fn slice(
    a: &DomainArgs,
    (engines, engine_name): (&[Engine], &str),
    dir: &Path,
    s: &Slice,
    (request, prepared): (&Request, &Prepared),
) -> Result<(Row, f64, String), String> {
    let chunks = chunk_folder(dir, &s.name);
    let (mut sink, _, summary) =
        search_folder(a, (engines, engine_name), &chunks, (request, prepared))?;
    let (count, sha256, kept) = sink.frontier.finish()?;
    xz_lines(&kept_path(dir, &s.name), &kept)?;
    if let Some(lists) = &a.state.lists {
        sink.save()?;
        publish_list(lists, &chunks, &s.name)?;
    }
    let row = Row {
        count,
        sha256,
        engine_seconds: sink.clock.total(),
        kept: kept.len() as u64,
    };
    Ok((row, sink.clock.wall(), summary))
}

/// The search of `request` (split and planned once, `prepared`) with its state in `folder`:
/// the sink (every chunk in its digest), the report and the `#` lines of this run's chunks.
fn search_folder(
    a: &DomainArgs,
    (engines, engine_name): (&[Engine], &str),
    folder: &Path,
    (request, prepared): (&Request, &Prepared),
) -> Result<(SliceSink, Report, String), String> {
    let mut sink = SliceSink::open(
        folder,
        (request, prepared),
        engines.len(),
        a.state.keep_run(),
        a.state.lists.is_some(),
    )?;
    let report = search_prepared(request, prepared, engines, &mut sink, &mut Alone)?;
    if let Some(p) = &sink.progress {
        p.finish();
    }
    let summary = resumed_line(sink.progress.as_ref()) + &header(request, engine_name, &report);
    Ok((sink, report, summary))
}

/// For a search that took chunks an earlier run had searched, the line that says the summary's
/// counts, cases and times are this run's chunks only (its first line is the whole request's).
fn resumed_line(progress: Option<&Progress>) -> String {
    match progress {
        Some(p) if p.skipped > 0 => format!(
            "# this run searched {} of the {} chunks ({} by earlier runs): the phases' counts, the \
             cases and the times below are its own\n",
            p.total - p.skipped,
            p.total,
            p.skipped
        ),
        _ => String::new(),
    }
}

/// The chunk folder of slice `name` in the domain folder `dir`.
fn chunk_folder(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("slice{name}"))
}

/// Removes the chunk folders of slices whose rows the table on disk now holds.
fn remove_finished(finished: &mut Vec<PathBuf>) {
    for folder in finished.drain(..) {
        let _ = std::fs::remove_dir_all(folder);
    }
}

/// The function and format of a domain search: binary32's every function; binary64's exp and
/// exp2, and sin and cos on the binades `--slice` names.
fn function_and_format(a: &DomainArgs) -> Result<(Function, Format), String> {
    let (function, format) = a.search.function_and_format()?;
    match (format, function) {
        (Format::Binary32, _) | (_, Function::Exp | Function::Exp2) => Ok((function, format)),
        (_, Function::Sin | Function::Cos) if a.state.slice.is_some() => Ok((function, format)),
        (_, Function::Sin | Function::Cos) => Err(
            "--all --format binary64 for sin and cos needs --slice: their binades above 2^37 go \
             point by point, out of reach as a whole; name the binades to search (+2^11,-2^11)"
                .to_string(),
        ),
        _ => Err(
            "--all --format binary64: exp and exp2 only, sin and cos with --slice (log has about \
             2,000 binades to search)"
                .to_string(),
        ),
    }
}

/// The slices `--slice` names (all where it is absent); an unknown name is an error.
fn chosen_slices<'s>(a: &'s DomainArgs, order: &[Slice]) -> Result<Option<Vec<&'s str>>, String> {
    let chosen: Option<Vec<&str>> = a.state.slice.as_deref().map(|l| l.split(',').collect());
    if let Some(unknown) = chosen
        .iter()
        .flatten()
        .find(|c| !order.iter().any(|s| s.name == **c))
    {
        return Err(format!(
            "--slice {}: no such slice (names like +2^0, -2^-3, +sub)",
            fpsig_backends::user_text(unknown)
        ));
    }
    Ok(chosen)
}

/// What one run did, for its summary.
struct RunSummary<'r> {
    dir: &'r Path,
    slices: usize,
    /// Slices finished by earlier runs.
    before: usize,
    engine_name: &'r str,
    wall: f64,
    /// Whether `--stop-after` ended the run before the domain's end.
    stopped: bool,
    searched: &'r [(String, Row)],
}

/// The run's `#` summary: slices finished, engine, totals, and each slice searched this run.
fn summary(
    a: &DomainArgs,
    (function, format): (Function, Format),
    table: &Table,
    run: &RunSummary,
) -> String {
    let mut text = String::new();
    let _ = writeln!(
        text,
        "# {} on every {} input, p' = {}, slice by slice: {} of {} slices finished ({} by earlier runs), state {}",
        function.name(),
        format.name(),
        a.search.pprime,
        table.rows.len(),
        run.slices,
        run.before,
        run.dir.display()
    );
    let _ = writeln!(text, "# engine {}", run.engine_name);
    let total: f64 = table.rows.values().map(|r| r.engine_seconds).sum();
    let lines: u64 = table.rows.values().map(|r| r.count).sum();
    let _ = writeln!(
        text,
        "# finished slices: {lines} lines, {total:.1} engine-seconds of search in all; this run {:.1} s of wall time{}",
        run.wall,
        if run.stopped {
            " (stopped by --stop-after before the next slice)"
        } else {
            ""
        }
    );
    let _ = writeln!(
        text,
        "# slices searched this run (lines, sha256 of the lines, engine-seconds, lines kept):"
    );
    for (name, r) in run.searched {
        let _ = writeln!(text, "{}", r.line(name));
    }
    text
}

/// The domain's table as a killed or finished run left it, or a new one; an error where its
/// parameters are not this request's.
fn open_table(
    a: &DomainArgs,
    path: &Path,
    (function, format): (Function, Format),
) -> Result<Table, String> {
    let parameters: Vec<(String, String)> = [
        ("function", function.name().to_string()),
        ("format", format.name().into()),
        ("pprime", a.search.pprime.to_string()),
        ("keep_run", a.state.keep_run().to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    match std::fs::read_to_string(path) {
        Ok(text) => {
            Table::parse(&text, &parameters).map_err(|e| format!("{}: {e}", path.display()))
        }
        Err(_) => Ok(Table::new(parameters)),
    }
}

pub fn run(a: DomainArgs) -> Result<String, String> {
    let started = Instant::now();
    let (function, format) = function_and_format(&a)?;
    let dir = a.state.state.as_ref().ok_or(
        "--all slice by slice needs --state DIR: a binary64 domain takes hours, in runs that \
         resume from it",
    )?;
    fpsig_harness::folder::create(dir, "--state")?;
    // The table and each slice's folder are this run's alone until it ends.
    let _held = fpsig_harness::folder::hold(dir, "--state")?;
    fpsig_harness::folder::create(&dir.join("kept"), "--state")?;
    if let Some(lists) = &a.state.lists {
        fpsig_harness::folder::create(lists, "--lists")?;
    }
    let order = slices(format);
    let table_path = dir.join("domain");
    let mut table = open_table(&a, &table_path, (function, format))?;
    let backends = a.search.backends(None, a.kernel_cache.is_some())?;
    let engines = backends
        .iter()
        .map(|b| a.search.engine(b.as_ref()))
        .collect::<Result<Vec<_>, _>>()?;
    let engine_name = engines.iter().map(name).collect::<Vec<_>>().join(" + ");
    let chosen = chosen_slices(&a, &order)?;
    let before = table.rows.len();
    let stop = a.state.stop_after.map(Duration::from_secs_f64);
    let mut this_run: Vec<(String, Row)> = Vec::new();
    let mut stopped = false;
    let mut unsaved = 0;
    let mut finished = Vec::new();
    for s in &order {
        let skipped = chosen
            .as_ref()
            .is_some_and(|c| !c.contains(&s.name.as_str()));
        if table.rows.contains_key(&s.name) {
            // A run killed after the row was saved may have left the chunks.
            let _ = std::fs::remove_dir_all(chunk_folder(dir, &s.name));
            continue;
        }
        if skipped {
            continue;
        }
        if stop.is_some_and(|t| started.elapsed() >= t) {
            stopped = true;
            break;
        }
        let request = request(&a, dir, s, (function, format))?;
        let as_units = if a.state.every_unit {
            None
        } else {
            fpsig_harness::tmd::units::units(function, format, &request.from, &request.to)
        };
        let parts = match as_units {
            Some(_) => 1,
            None => parts::count(&a, dir, s, &request)?,
        };
        // A whole slice is split and planned once, for its chunk order and its search.
        let prepared = match (&as_units, parts) {
            (None, 1) => Some(request.prepare()?),
            _ => None,
        };
        let searched = prepared.as_ref().is_none_or(Prepared::has_search);
        // Slices with nothing to search take milliseconds: their rows are saved in groups,
        // and before a slice that may take an hour.
        if (searched && unsaved > 0) || unsaved >= 256 {
            write_atomic(&table_path, &table.render(&order))?;
            remove_finished(&mut finished);
            unsaved = 0;
        }
        let (row, wall, summary) = match (&as_units, &prepared) {
            (Some(u), _) => units::slice(&a, (&engines, &engine_name), dir, s, &request, u)?,
            (None, Some(p)) => slice(&a, (&engines, &engine_name), dir, s, (&request, p))?,
            (None, None) => parts::slice(&a, (&engines, &engine_name), dir, s, &request, parts)?,
        };
        if searched {
            eprint!(
                "{}: {} lines, {wall:.1} s this run, {:.1} engine-seconds in all, {} kept\n{summary}",
                s.name, row.count, row.engine_seconds, row.kept
            );
            this_run.push((s.name.clone(), row.clone()));
        }
        table.rows.insert(s.name.clone(), row);
        // A slice's chunks go only once the table on disk holds its row.
        finished.push(chunk_folder(dir, &s.name));
        unsaved += 1;
        if searched {
            write_atomic(&table_path, &table.render(&order))?;
            remove_finished(&mut finished);
            unsaved = 0;
        }
    }
    write_atomic(&table_path, &table.render(&order))?;
    remove_finished(&mut finished);
    if let Some(cache) = &a.kernel_cache {
        cache.seal()?;
    }
    Ok(summary(
        &a,
        (function, format),
        &table,
        &RunSummary {
            dir,
            slices: order.len(),
            before,
            engine_name: &engine_name,
            wall: started.elapsed().as_secs_f64(),
            stopped,
            searched: &this_run,
        },
    ))
}
