//! A search's state folder (`fpsig tmd --state DIR`): the run's parameters in `manifest` and
//! the finished chunks in `chunks.log`, one record each, appended and synced as each chunk is
//! committed, so that a run killed at any moment resumes where it stopped and ends with the same
//! cases (a record a kill cut short at the log's end is dropped: its chunk is searched again).
//! A resumed run with other parameters, a record cut short or edited inside the log, or chunks
//! without a manifest are one-line errors, never merged. A caller that keeps elsewhere what
//! it needs of some chunks (the domain's digest of a slice) [`StateDir::forget`]s their
//! records, and the log is rewritten without them. Folders of earlier versions kept one
//! file per chunk (`chunk-NNNNNNNN.cases`, hundreds of thousands for a binade): opening one
//! moves those records into the log.

use super::interval::parse_endpoint;
use super::search::Request;
use super::verify::{check, hex, Case};
use super::Function;
use std::collections::HashMap;
use std::fs::{self, File, OpenOptions};
use std::io::Write as _;
use std::path::{Path, PathBuf};

const MANIFEST: &str = "manifest";
const LOG: &str = "chunks.log";
const TMP: &str = "tmp";
/// A chunk file of the folders that kept one per chunk.
const CHUNK_FILE: &str = "cases";

/// The parameters that decide the chunks and their cases (the engine and the L-algorithm
/// variant do not: a run may resume on another). Version 2: each piece's N is the one of least
/// expected work up to `log2_n` (version 1 took the largest that fits), so chunks differ.
/// Version 3: the split carves clear runs out of its pieces (`zone::carve`); a folder of
/// version 2 goes on where its split has none, its chunks being the same. Version 4: sin's and
/// cos's pieces bound their derivatives by their own largest |sin| and |cos|, not by 1, so
/// their models and chunks differ (near the zeros, pieces that went point by point have
/// models); a folder of version 2 or 3 of another function goes on.
pub fn manifest(r: &Request) -> String {
    format!(
        "fpsig tmd state 4\nfunction {}\nformat {}\nfrom {}\nto {}\npprime {}\nlog2_n {}\nchunk_log2_js {}\nmethod {}\n",
        r.function.name(),
        r.format.name(),
        hex(&r.from, r.format),
        hex(&r.to, r.format),
        r.pprime,
        r.log2_n,
        r.chunk_log2_js,
        if r.exhaustive { "exhaustive" } else { "l-algorithm" }
    )
}

/// The version (2 or 3) of a manifest `found` that is this run's `expected` one but for it.
fn older_version(found: &str, expected: &str) -> Option<u32> {
    [2, 3]
        .into_iter()
        .find(|v| found == expected.replacen(" state 4\n", &format!(" state {v}\n"), 1))
}

/// The bound on N and the chunk size (log2) the manifest in `dir` holds, where there is one:
/// a search resumed there must keep them for its chunks to mean the same Js.
pub fn recorded_sizes(dir: &Path) -> (Option<u32>, Option<u32>) {
    let text = fs::read_to_string(dir.join(MANIFEST)).unwrap_or_default();
    let value = |key: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(key)?.parse::<u32>().ok())
    };
    (value("log2_n "), value("chunk_log2_js "))
}

/// Why the manifest `found` in `dir` is not this run's `expected` one: the first parameter that
/// differs, quoted only where it is a line fpsig writes (a known key, a short plain value);
/// anything else is a manifest fpsig did not write, never echoed.
fn another_search(dir: &Path, found: &str, expected: &str) -> String {
    let shown = dir.display();
    let plain = |line: &str| {
        line.len() <= 80
            && line
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || " ._+-".contains(c))
    };
    let not_ours = |why: &str| {
        format!(
            "{shown}: its manifest is not one fpsig wrote ({why}): remove the folder to start \
             again, or use another --state folder"
        )
    };
    let header = expected.lines().next().unwrap_or_default();
    match found.lines().next() {
        Some(first) if first == header => {}
        Some(first) if first.starts_with("fpsig tmd state ") && plain(first) => {
            return format!(
                "{shown} holds a search of another fpsig version (its manifest says '{first}', \
                 this one writes '{header}'): finish it with that version or use another --state \
                 folder"
            )
        }
        _ => return not_ours("empty or damaged"),
    }
    let known = |line: &str| {
        let key = line.split(' ').next().unwrap_or_default();
        plain(line)
            && expected
                .lines()
                .skip(1)
                .any(|l| l.split(' ').next() == Some(key))
    };
    let differing = found
        .lines()
        .map(Some)
        .chain(std::iter::repeat(None))
        .zip(expected.lines())
        .find(|(theirs, ours)| *theirs != Some(*ours));
    match differing {
        Some((Some(theirs), ours)) if known(theirs) => format!(
            "{shown} holds another search (its manifest says '{theirs}', this run '{ours}'): \
             resume with the same parameters or use another --state folder"
        ),
        _ => not_ours("damaged or edited"),
    }
}

/// An open state folder, held by this run alone: its log, and the records of the chunks
/// finished so far.
pub struct StateDir {
    _held: crate::folder::Held,
    dir: PathBuf,
    request: Request,
    log: File,
    records: HashMap<usize, String>,
}

fn io_error(path: &Path, e: std::io::Error) -> String {
    format!("{}: {e}", path.display())
}

/// Writes `text` to `path` so that `path` holds either its old content or all of `text`.
pub fn write_atomic(path: &Path, text: &str) -> Result<(), String> {
    let tmp = path.with_extension(TMP);
    let mut file = File::create(&tmp).map_err(|e| io_error(&tmp, e))?;
    file.write_all(text.as_bytes())
        .and_then(|()| file.sync_all())
        .map_err(|e| io_error(&tmp, e))?;
    fs::rename(&tmp, path).map_err(|e| io_error(path, e))?;
    sync_folder(path.parent().unwrap_or(Path::new(".")))
}

fn sync_folder(dir: &Path) -> Result<(), String> {
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| io_error(dir, e))
}

/// The record of chunk `index`: its header, one line per case, its end line.
fn record(index: usize, lines: &[String]) -> String {
    let mut text = format!("# chunk {index}: {} cases\n", lines.len());
    for l in lines {
        text += l;
        text += "\n";
    }
    text + &format!("# end of chunk {index}\n")
}

/// The chunk index and length in bytes of the record at the start of `text`: `Err(true)` where
/// `text` is only the beginning of one (a kill cut the append short), `Err(false)` where it is
/// not a record.
fn record_at(text: &str) -> Result<(usize, usize), bool> {
    let header_end = text.find('\n').ok_or(true)?;
    let header = &text[..header_end];
    let (index, count) = header
        .strip_prefix("# chunk ")
        .and_then(|h| h.strip_suffix(" cases"))
        .and_then(|h| h.split_once(": "))
        .and_then(|(i, n)| Some((i.parse::<usize>().ok()?, n.parse::<usize>().ok()?)))
        .ok_or(false)?;
    let mut at = header_end + 1;
    for _ in 0..count {
        let line_end = text[at..].find('\n').ok_or(true)?;
        if text[at..at + line_end].starts_with('#') {
            return Err(false);
        }
        at += line_end + 1;
    }
    let end = format!("# end of chunk {index}\n");
    if text[at..].starts_with(&end) {
        Ok((index, at + end.len()))
    } else if end.starts_with(&text[at..]) {
        Err(true)
    } else {
        Err(false)
    }
}

impl StateDir {
    /// Opens `dir` for `request`, creating it and its manifest if new, and holds it (another
    /// run on it is refused): reads the log, drops a record a kill cut short at its end, moves
    /// the chunk files of earlier versions into it, and removes the temporary files a killed run
    /// left.
    pub fn open(dir: &Path, request: &Request) -> Result<StateDir, String> {
        crate::folder::create(dir, "--state")?;
        let held = crate::folder::hold(dir, "--state")?;
        let expected = manifest(request);
        let path = dir.join(MANIFEST);
        let mut chunk_files = Vec::new();
        for entry in fs::read_dir(dir).map_err(|e| io_error(dir, e))? {
            let entry = entry.map_err(|e| io_error(dir, e))?.path();
            if entry.extension().is_some_and(|e| e == TMP) {
                fs::remove_file(&entry).map_err(|e| io_error(&entry, e))?;
            } else if entry.extension().is_some_and(|e| e == CHUNK_FILE) {
                chunk_files.push(entry);
            }
        }
        let log_path = dir.join(LOG);
        let has_chunks =
            !chunk_files.is_empty() || fs::metadata(&log_path).is_ok_and(|m| m.len() > 0);
        match fs::read_to_string(&path) {
            Ok(found) if found == expected => {}
            Ok(found) => {
                let Some(version) = older_version(&found, &expected) else {
                    return Err(another_search(dir, &found, &expected));
                };
                let changed = if matches!(request.function, Function::Sin | Function::Cos) {
                    Some("sin's and cos's pieces near their zeros have models now")
                } else if version == 2 && !request.split()?.clear.is_empty() {
                    Some("its pieces held runs this version proves clear")
                } else {
                    None
                };
                if let Some(why) = changed {
                    return Err(format!(
                        "{} holds a search of fpsig state {version}, whose chunks differ from \
                         this version's here ({why}): finish it with that version or use \
                         another --state folder",
                        dir.display()
                    ));
                }
                write_atomic(&path, &expected)?;
            }
            Err(_) if has_chunks => {
                return Err(format!(
                    "{} has chunks but no manifest: not a state folder fpsig wrote",
                    dir.display()
                ))
            }
            Err(_) => write_atomic(&path, &expected)?,
        }
        let log = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log_path)
            .map_err(|e| io_error(&log_path, e))?;
        let mut state = StateDir {
            _held: held,
            dir: dir.to_path_buf(),
            request: request.clone(),
            log,
            records: HashMap::new(),
        };
        state.read_log()?;
        state.take_chunk_files(chunk_files)?;
        Ok(state)
    }

    fn log_path(&self) -> PathBuf {
        self.dir.join(LOG)
    }

    /// Reads the log's records; truncates a record cut short at its end.
    fn read_log(&mut self) -> Result<(), String> {
        let path = self.log_path();
        let bytes = fs::read(&path).map_err(|e| io_error(&path, e))?;
        // A kill may cut a record inside a character: only its records' text must be UTF-8.
        let text = match std::str::from_utf8(&bytes) {
            Ok(t) => t,
            Err(e) if e.error_len().is_none() => {
                std::str::from_utf8(&bytes[..e.valid_up_to()]).expect("valid prefix")
            }
            Err(_) => return Err(format!("{}: not text (corrupt)", path.display())),
        };
        let mut at = 0;
        while at < text.len() {
            match record_at(&text[at..]) {
                Ok((index, len)) => {
                    let body = text[at..at + len].to_string();
                    if self.records.insert(index, body).is_some() {
                        return Err(format!("{}: chunk {index} recorded twice", path.display()));
                    }
                    at += len;
                }
                Err(true) => break,
                Err(false) => {
                    return Err(format!(
                        "{}: the record at byte {at} is cut short or edited",
                        path.display()
                    ))
                }
            }
        }
        if at < bytes.len() {
            self.log
                .set_len(at as u64)
                .and_then(|()| self.log.sync_all())
                .map_err(|e| io_error(&path, e))?;
        }
        Ok(())
    }

    /// Moves the chunk files of an earlier version into the log, then removes them.
    fn take_chunk_files(&mut self, mut files: Vec<PathBuf>) -> Result<(), String> {
        files.sort();
        let mut appended = String::new();
        for file in &files {
            let text = fs::read_to_string(file).map_err(|e| io_error(file, e))?;
            let (index, _) = record_at(&text)
                .ok()
                .filter(|&(_, len)| len == text.len())
                .ok_or_else(|| format!("{}: cut short or edited", file.display()))?;
            match self.records.get(&index) {
                // Moved by a run killed before it removed the file.
                Some(logged) if *logged == text => {}
                Some(_) => {
                    return Err(format!(
                        "{}: chunk {index} differs from the log's",
                        file.display()
                    ))
                }
                None => {
                    appended += &text;
                    self.records.insert(index, text);
                }
            }
        }
        if files.is_empty() {
            return Ok(());
        }
        self.append(&appended)?;
        for file in &files {
            fs::remove_file(file).map_err(|e| io_error(file, e))?;
        }
        sync_folder(&self.dir)
    }

    fn append(&mut self, text: &str) -> Result<(), String> {
        let path = self.log_path();
        self.log
            .write_all(text.as_bytes())
            .and_then(|()| self.log.sync_data())
            .map_err(|e| io_error(&path, e))
    }

    /// The cases of chunk `index` if an earlier run finished it, checked line by line against
    /// MPFR; an error if its record does not say what MPFR says.
    pub fn finished(&self, index: usize) -> Result<Option<Vec<Case>>, String> {
        let Some(text) = self.records.get(&index) else {
            return Ok(None);
        };
        let path = self.log_path();
        let bad = |why: &str| format!("{}: chunk {index}: {why}", path.display());
        let r = &self.request;
        let lines: Vec<&str> = text.lines().collect();
        lines[1..lines.len() - 1]
            .iter()
            .enumerate()
            .map(|(k, line)| {
                let x = line.split_whitespace().next().unwrap_or("");
                parse_endpoint(x)
                    .ok()
                    .map(|x| check(r.function, r.format, &x))
                    .filter(|c| c.to_string() == *line && c.is_hard(r.pprime))
                    .ok_or_else(|| {
                        bad(&format!(
                            "line {} is not what MPFR says of its input (edited or corrupt)",
                            k + 2
                        ))
                    })
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    }

    /// Drops the records of the chunks `gone` says are no longer needed: the log is rewritten
    /// with the others, whole or not at all.
    pub fn forget(&mut self, gone: impl Fn(usize) -> bool) -> Result<(), String> {
        let before = self.records.len();
        self.records.retain(|&index, _| !gone(index));
        if self.records.len() == before {
            return Ok(());
        }
        let mut kept: Vec<(&usize, &String)> = self.records.iter().collect();
        kept.sort();
        let text: String = kept.into_iter().map(|(_, r)| r.as_str()).collect();
        let path = self.log_path();
        write_atomic(&path, &text)?;
        self.log = OpenOptions::new()
            .append(true)
            .open(&path)
            .map_err(|e| io_error(&path, e))?;
        Ok(())
    }

    /// Commits chunk `index` with its cases' lines (as [`super::search::lines`] formats them):
    /// its record appended to the log and synced.
    pub fn commit(&mut self, index: usize, lines: &[String]) -> Result<(), String> {
        let text = record(index, lines);
        self.append(&text)?;
        self.records.insert(index, text);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tmd::search::lines;
    use crate::tmd::{Format, Function};

    fn request(pprime: u32) -> Request {
        Request::parse(Function::Exp, Format::Binary32, "1", "2", pprime).unwrap()
    }

    fn some_cases(r: &Request) -> Vec<Case> {
        // exp(x) for binary32 x near 1: cases with p' = 1 are every other input or so.
        (0..40)
            .map(|t| {
                let x = rug::Float::with_val(64, 1) + rug::Float::with_val(64, t) / (1u64 << 23);
                check(r.function, r.format, &x)
            })
            .filter(|c| c.is_hard(r.pprime))
            .collect()
    }

    #[test]
    fn a_committed_chunk_reads_back_and_damage_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let r = request(1);
        let mut state = StateDir::open(dir.path(), &r).unwrap();
        let cases = some_cases(&r);
        assert!(cases.len() >= 5, "{}", cases.len());
        assert!(state.finished(3).unwrap().is_none());
        state.commit(3, &lines(&cases)).unwrap();
        state.commit(4, &lines(&cases[..2])).unwrap();
        drop(state);
        let state = StateDir::open(dir.path(), &r).unwrap();
        let back = state.finished(3).unwrap().unwrap();
        assert_eq!(
            back.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
            cases.iter().map(|c| c.to_string()).collect::<Vec<_>>()
        );
        assert_eq!(state.finished(4).unwrap().unwrap().len(), 2);
        drop(state);
        let path = dir.path().join(LOG);
        let text = fs::read_to_string(&path).unwrap();
        // A case line edited: MPFR says otherwise.
        fs::write(&path, text.replacen("run ", "run 4", 1)).unwrap();
        let state = StateDir::open(dir.path(), &r).unwrap();
        let err = state.finished(3).unwrap_err();
        assert!(
            err.contains("chunk 3: line 2 is not what MPFR says"),
            "{err}"
        );
        drop(state);
        // The first record cut short, the second whole: not what a kill leaves.
        let second = text.find("# end of chunk 3\n").unwrap() + "# end of chunk 3\n".len();
        fs::write(&path, format!("{}{}", &text[..second / 2], &text[second..])).unwrap();
        let err = StateDir::open(dir.path(), &r).err().unwrap();
        assert!(
            err.contains("record at byte 0 is cut short or edited") && !err.contains('\n'),
            "{err}"
        );
    }

    /// A folder of state 2 goes on where this version's split carves no clear run (the chunks
    /// are the same; its manifest becomes version 3's) and is refused where it does.
    #[test]
    fn a_state_2_folder_goes_on_only_where_the_split_is_unchanged() {
        let same = request(32);
        let dir = tempfile::tempdir().unwrap();
        let v2 = |r: &Request| manifest(r).replacen(" state 4\n", " state 2\n", 1);
        fs::write(dir.path().join(MANIFEST), v2(&same)).unwrap();
        drop(StateDir::open(dir.path(), &same).unwrap());
        let now = fs::read_to_string(dir.path().join(MANIFEST)).unwrap();
        assert_eq!(now, manifest(&same));
        let clear = crate::tmd::check::across_the_end_of_exp2s_zone();
        assert!(!clear.split().unwrap().clear.is_empty());
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join(MANIFEST), v2(&clear)).unwrap();
        let err = StateDir::open(dir.path(), &clear).err().unwrap();
        assert!(err.contains("holds a search of fpsig state 2"), "{err}");
    }

    /// A folder of state 3 goes on for the functions whose split version 4 left alone (its
    /// manifest becomes version 4's) and is refused for sin and cos, whose chunks changed.
    #[test]
    fn a_state_3_folder_goes_on_except_for_sin_and_cos() {
        let v3 = |r: &Request| manifest(r).replacen(" state 4\n", " state 3\n", 1);
        let exp = request(32);
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join(MANIFEST), v3(&exp)).unwrap();
        drop(StateDir::open(dir.path(), &exp).unwrap());
        let now = fs::read_to_string(dir.path().join(MANIFEST)).unwrap();
        assert_eq!(now, manifest(&exp));
        let sin = Request::parse(Function::Sin, Format::Binary64, "2048", "2049", 32).unwrap();
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join(MANIFEST), v3(&sin)).unwrap();
        let err = StateDir::open(dir.path(), &sin).err().unwrap();
        assert!(
            err.contains("holds a search of fpsig state 3") && err.contains("sin's and cos's"),
            "{err}"
        );
        assert_eq!(
            fs::read_to_string(dir.path().join(MANIFEST)).unwrap(),
            v3(&sin)
        );
    }

    /// Another search's manifest names the parameter that differs; one fpsig did not write is
    /// said to be that, never echoed (an empty one, a 10,000-character line, an edited key).
    #[test]
    fn a_manifest_that_differs_is_named_never_echoed() {
        let dir = Path::new("state");
        let ours = manifest(&request(32));
        let theirs = manifest(&request(30));
        let err = another_search(dir, &theirs, &ours);
        assert!(
            err.contains(
                "holds another search (its manifest says 'pprime 30', this run 'pprime 32')"
            ),
            "{err}"
        );
        let older = ours.replace("fpsig tmd state 4", "fpsig tmd state 1");
        assert!(another_search(dir, &older, &ours).contains("another fpsig version"));
        let long = format!("{}\n{ours}", "X".repeat(10_000));
        let edited = ours.replace("pprime 32", "pprime 32 <script>");
        let secret = ours.replace("pprime 32", "SECRET 32");
        for found in [
            "",
            "\n",
            &long,
            &edited,
            &secret,
            &format!("{ours}extra 1\n"),
        ] {
            let err = another_search(dir, found, &ours);
            assert!(err.contains("its manifest is not one fpsig wrote"), "{err}");
            assert!(err.len() < 200 && !err.contains('\n'), "{err}");
            assert!(!err.contains("SECRET") && !err.contains("script"), "{err}");
        }
    }

    /// Forgotten records leave the log; the others, and those committed after, read back.
    #[test]
    fn forgotten_chunks_leave_the_log() {
        let dir = tempfile::tempdir().unwrap();
        let r = request(1);
        let cases = some_cases(&r);
        let mut state = StateDir::open(dir.path(), &r).unwrap();
        for index in [5, 0, 2, 1] {
            state.commit(index, &lines(&cases[..index])).unwrap();
        }
        let before = fs::metadata(dir.path().join(LOG)).unwrap().len();
        state.forget(|index| index < 2).unwrap();
        assert!(fs::metadata(dir.path().join(LOG)).unwrap().len() < before);
        state.commit(7, &lines(&cases[..3])).unwrap();
        drop(state);
        let state = StateDir::open(dir.path(), &r).unwrap();
        let count = |i| state.finished(i).unwrap().map(|c| c.len());
        assert_eq!(
            [0, 1, 2, 5, 7].map(count),
            [None, None, Some(2), Some(5), Some(3)]
        );
    }

    /// A kill during an append leaves the beginning of a record at the log's end: it is dropped
    /// (its chunk searched again) and the next record follows the last whole one.
    #[test]
    fn a_record_a_kill_cut_short_is_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let r = request(1);
        let cases = some_cases(&r);
        let mut state = StateDir::open(dir.path(), &r).unwrap();
        state.commit(0, &lines(&cases)).unwrap();
        state.commit(1, &lines(&cases)).unwrap();
        drop(state);
        let path = dir.path().join(LOG);
        let text = fs::read_to_string(&path).unwrap();
        let whole = text.find("# end of chunk 0\n").unwrap() + "# end of chunk 0\n".len();
        for cut in [whole + 3, whole + 40, text.len() - 5, text.len() - 1] {
            fs::write(&path, &text[..cut]).unwrap();
            let mut state = StateDir::open(dir.path(), &r).unwrap();
            assert_eq!(
                fs::metadata(&path).unwrap().len(),
                whole as u64,
                "cut at {cut}"
            );
            assert!(state.finished(0).unwrap().is_some());
            assert!(state.finished(1).unwrap().is_none());
            state.commit(1, &lines(&cases)).unwrap();
            drop(state);
            assert_eq!(fs::read_to_string(&path).unwrap(), text);
        }
    }

    /// A folder of the version that kept one file per chunk: its chunks move into the log.
    #[test]
    fn chunk_files_of_earlier_runs_move_into_the_log() {
        let dir = tempfile::tempdir().unwrap();
        let r = request(1);
        let cases = some_cases(&r);
        let mut state = StateDir::open(dir.path(), &r).unwrap();
        state.commit(5, &lines(&cases[..1])).unwrap();
        drop(state);
        // Chunk 5 again, as a run killed between moving it and removing its file leaves it.
        for (index, cases) in [(2, &cases[..]), (9, &cases[..0]), (5, &cases[..1])] {
            let file = dir.path().join(format!("chunk-{index:08}.cases"));
            fs::write(file, record(index, &lines(cases))).unwrap();
        }
        let state = StateDir::open(dir.path(), &r).unwrap();
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert!(names.iter().all(|n| !n.starts_with("chunk-")), "{names:?}");
        for (index, len) in [(2, cases.len()), (9, 0), (5, 1)] {
            assert_eq!(state.finished(index).unwrap().unwrap().len(), len);
        }
        drop(state);
        let text = fs::read_to_string(dir.path().join(LOG)).unwrap();
        assert_eq!(text.matches("# chunk 5:").count(), 1);
        // A chunk file that says otherwise than the log is refused.
        fs::write(
            dir.path().join("chunk-00000002.cases"),
            record(2, &lines(&cases[..1])),
        )
        .unwrap();
        let err = StateDir::open(dir.path(), &r).err().unwrap();
        assert!(err.contains("chunk 2 differs from the log's"), "{err}");
    }

    #[test]
    fn a_foreign_manifest_or_chunks_without_one_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        StateDir::open(dir.path(), &request(14)).unwrap();
        let err = StateDir::open(dir.path(), &request(12)).err().unwrap();
        assert!(err.contains("'pprime 14', this run 'pprime 12'"), "{err}");
        fs::remove_file(dir.path().join(MANIFEST)).unwrap();
        fs::write(dir.path().join("chunk-00000000.cases"), "").unwrap();
        let err = StateDir::open(dir.path(), &request(14)).err().unwrap();
        assert!(err.contains("no manifest"), "{err}");
    }

    #[test]
    fn temporary_files_of_a_killed_run_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("chunk-00000007.tmp"), "half a chunk").unwrap();
        let state = StateDir::open(dir.path(), &request(14)).unwrap();
        assert!(!dir.path().join("chunk-00000007.tmp").exists());
        assert!(state.finished(7).unwrap().is_none());
    }
}
