//! A slice of exp2 searched as units ([`fpsig_harness::tmd::units`]): the lowest regular unit
//! `[n0, n0+1)` and the slice's irregular rest are searched; every other regular unit's cases
//! are the first unit's, shifted; the row (lines, sha256, kept lines) is made from the lines in
//! input order as for a slice searched whole, so that the two give the same row. Not resumable
//! within the slice: a killed run searches its unit again (at most half the binade's inputs,
//! in [2, 4) or [-4, -2)); the engine-seconds of every run on it are counted.

use super::{chunk_folder, kept_path, list_path, show_progress, xz_lines, Clock, DomainArgs};
use crate::tmd::progress::Progress;
use crate::tmd::summary::header;
use fpsig_harness::tmd::domain::{Row, Slice};
use fpsig_harness::tmd::frontier::Frontier;
use fpsig_harness::tmd::search::{search_on, Alone, Engine, Report, Request, Sink};
use fpsig_harness::tmd::units::{shifted, Units};
use fpsig_harness::tmd::verify::Case;
use std::fmt::Write as _;
use std::path::Path;

/// Counts a search's time (saved in the slice's folder) and shows its progress.
struct Timed {
    clock: Clock,
    progress: Option<Progress>,
}

impl Sink for Timed {
    fn finished(
        &mut self,
        _: usize,
        total: usize,
        points: u64,
        _: &[Case],
        _: Vec<String>,
    ) -> Result<(), String> {
        show_progress(&mut self.progress, total, Some(points));
        self.clock.tick()?;
        Ok(())
    }
}

/// One search of the slice's parts, its summary appended to `text`.
fn search_part(
    request: &Request,
    (engines, engine_name): (&[Engine], &str),
    sink: &mut Timed,
    text: &mut String,
) -> Result<Report, String> {
    let report = search_on(request, engines, sink, &mut Alone)?;
    if let Some(p) = sink.progress.take() {
        p.finish();
    }
    text.push_str(&header(request, engine_name, &report));
    Ok(report)
}

/// The slice `s` searched as `units`: its row, this run's wall time and the `#` lines of the
/// searches (the unit's, the rest's) with a line that says how the slice was made.
pub(super) fn slice(
    a: &DomainArgs,
    engines: (&[Engine], &str),
    dir: &Path,
    s: &Slice,
    request: &Request,
    units: &Units,
) -> Result<(Row, f64, String), String> {
    let folder = chunk_folder(dir, &s.name);
    fpsig_harness::folder::create(&folder, "--state")?;
    let mut sink = Timed {
        clock: Clock::open(&folder, engines.0.len())?,
        progress: None,
    };
    let mut text = String::new();
    let n0 = units.template();
    let (unit_request, rest_request) = units.requests(request);
    let unit = search_part(&unit_request, engines, &mut sink, &mut text)?;
    if !unit.zones.is_empty() {
        return Err(format!(
            "exp2 on [{n0}, {}) has a zone: search slice {} with --every-unit",
            n0 + 1,
            s.name
        ));
    }
    let rest = match &rest_request {
        Some(r) => Some(search_part(r, engines, &mut sink, &mut text)?),
        None => None,
    };
    let others = units.regular.end - units.regular.start - 1;
    let _ = writeln!(
        text,
        "# as units: [{n0}, {}) searched, its cases shifted to [{}, {}) ({others} unit{}){}",
        n0 + 1,
        n0 + 1,
        units.regular.end,
        if others == 1 { "" } else { "s" },
        match units.rest {
            Some((ra, rb)) => format!("; [{ra}, {rb}) searched as it is"),
            None => String::new(),
        }
    );
    let listing = a.state.lists.is_some();
    let lines = digest(units, &unit, rest, a.state.keep_run(), listing)?;
    xz_lines(&kept_path(dir, &s.name), &lines.kept)?;
    if let Some(lists) = &a.state.lists {
        xz_lines(&list_path(lists, &s.name), &lines.list)?;
    }
    let row = Row {
        count: lines.count,
        sha256: lines.sha256,
        engine_seconds: sink.clock.total(),
        kept: lines.kept.len() as u64,
    };
    Ok((row, sink.clock.wall(), text))
}

/// A slice's lines, reduced as a row holds them.
struct Lines {
    count: u64,
    sha256: String,
    kept: Vec<String>,
    /// Every line, where asked for (`--lists`).
    list: Vec<String>,
}

/// The slice's lines from its searches: the regular units (the unit's cases shifted) and the
/// rest, each a chunk of a [`Frontier`] in input order.
fn digest(
    units: &Units,
    unit: &Report,
    rest: Option<Report>,
    keep_run: u32,
    listing: bool,
) -> Result<Lines, String> {
    let regular = units.regular.end - units.regular.start;
    let chunks = regular as usize + usize::from(rest.is_some());
    let order: Vec<usize> = (0..chunks).collect();
    let zones = rest.as_ref().map_or(&[][..], |r| &r.zones[..]);
    let mut frontier = Frontier::new(zones, &order, keep_run, listing);
    let first = usize::from(units.rest_below());
    let mut list = Vec::new();
    // In input order, so that no chunk waits in the frontier.
    let (below, above) = match rest {
        Some(r) if units.rest_below() => (Some(r.cases), None),
        r => (None, r.map(|r| r.cases)),
    };
    if let Some(cases) = below {
        frontier.offer(0, cases)?;
    }
    for (i, n) in units.regular.clone().enumerate() {
        let cases = unit
            .cases
            .iter()
            .map(|c| shifted(c, n - units.template()))
            .collect::<Result<Vec<_>, _>>()?;
        frontier.offer(first + i, cases)?;
        list.extend(frontier.unlisted());
    }
    if let Some(cases) = above {
        frontier.offer(chunks - 1, cases)?;
    }
    let (count, sha256, kept) = frontier.finish()?;
    list.extend(frontier.unlisted());
    Ok(Lines {
        count,
        sha256,
        kept,
        list,
    })
}
