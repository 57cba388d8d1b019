//! A search's state folder (`fpsig tmd --state DIR`): the run's parameters in `manifest` and one
//! file per finished chunk, each committed atomically (written to a temporary file, synced,
//! renamed, the folder synced), so that a run killed at any moment resumes where it stopped and
//! ends with the same cases. A resumed run with other parameters, a chunk file cut short or
//! edited, or chunk files without a manifest are one-line errors, never merged.

use super::interval::parse_endpoint;
use super::search::Request;
use super::verify::{check, hex, Case};
use std::fs::{self, File};
use std::io::Write as _;
use std::path::{Path, PathBuf};

const MANIFEST: &str = "manifest";
const TMP: &str = "tmp";

/// The parameters that decide the chunks and their cases (the engine and the L-algorithm
/// variant do not: a run may resume on another). Version 2: each piece's N is the one of least
/// expected work up to `log2_n` (version 1 took the largest that fits), so chunks differ.
pub fn manifest(r: &Request) -> String {
    format!(
        "fpsig tmd state 2\nfunction {}\nformat {}\nfrom {}\nto {}\npprime {}\nlog2_n {}\nchunk_log2_js {}\nmethod {}\n",
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

/// An open state folder.
pub struct StateDir {
    dir: PathBuf,
    request: Request,
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
    let dir = path.parent().unwrap_or(Path::new("."));
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| io_error(dir, e))
}

impl StateDir {
    /// Opens `dir` for `request`, creating it and its manifest if new; removes the temporary
    /// files a killed run left.
    pub fn open(dir: &Path, request: &Request) -> Result<StateDir, String> {
        crate::folder::create(dir, "--state")?;
        let expected = manifest(request);
        let path = dir.join(MANIFEST);
        let mut has_chunks = false;
        for entry in fs::read_dir(dir).map_err(|e| io_error(dir, e))? {
            let entry = entry.map_err(|e| io_error(dir, e))?.path();
            if entry.extension().is_some_and(|e| e == TMP) {
                fs::remove_file(&entry).map_err(|e| io_error(&entry, e))?;
            } else if entry.extension().is_some_and(|e| e == "cases") {
                has_chunks = true;
            }
        }
        match fs::read_to_string(&path) {
            Ok(found) if found == expected => {}
            Ok(found) => {
                let (theirs, ours) = found
                    .lines()
                    .zip(expected.lines())
                    .find(|(a, b)| a != b)
                    .unwrap_or((found.lines().next().unwrap_or(""), "fpsig tmd state 2"));
                return Err(format!(
                    "{} holds another search (its manifest says '{theirs}', this run '{ours}'): resume with the same parameters or use another --state folder",
                    dir.display()
                ));
            }
            Err(_) if has_chunks => {
                return Err(format!(
                    "{} has chunk files but no manifest: not a state folder fpsig wrote",
                    dir.display()
                ))
            }
            Err(_) => write_atomic(&path, &expected)?,
        }
        Ok(StateDir {
            dir: dir.to_path_buf(),
            request: request.clone(),
        })
    }

    fn chunk_path(&self, index: usize) -> PathBuf {
        self.dir.join(format!("chunk-{index:08}.cases"))
    }

    /// The cases of chunk `index` if an earlier run finished it, checked line by line against
    /// MPFR; an error if its file is cut short or does not say what MPFR says.
    pub fn finished(&self, index: usize) -> Result<Option<Vec<Case>>, String> {
        let path = self.chunk_path(index);
        let text = match fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(io_error(&path, e)),
        };
        let bad = |why: &str| format!("{}: {why}", path.display());
        let mut lines = text.lines();
        let count: usize = lines
            .next()
            .and_then(|l| l.strip_prefix(&format!("# chunk {index}: ")))
            .and_then(|l| l.strip_suffix(" cases"))
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| bad("not a chunk file of this search (first line)"))?;
        let body: Vec<&str> = lines.collect();
        if body.len() != count + 1
            || body.last() != Some(&format!("# end of chunk {index}").as_str())
            || !text.ends_with('\n')
        {
            return Err(bad(&format!(
                "cut short or edited: {count} cases announced, {} lines follow",
                body.len()
            )));
        }
        let r = &self.request;
        body[..count]
            .iter()
            .enumerate()
            .map(|(k, line)| {
                let x = line.split_whitespace().next().unwrap_or("");
                let case = parse_endpoint(x)
                    .ok()
                    .map(|x| check(r.function, r.format, &x))
                    .filter(|c| c.to_string() == *line && c.is_hard(r.pprime))
                    .ok_or_else(|| {
                        bad(&format!(
                            "line {} is not what MPFR says of its input (edited or corrupt)",
                            k + 2
                        ))
                    })?;
                Ok(case)
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    }

    /// Commits chunk `index` with its cases.
    pub fn commit(&self, index: usize, cases: &[Case]) -> Result<(), String> {
        let mut text = format!("# chunk {index}: {} cases\n", cases.len());
        for c in cases {
            text += &format!("{c}\n");
        }
        text += &format!("# end of chunk {index}\n");
        write_atomic(&self.chunk_path(index), &text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let state = StateDir::open(dir.path(), &r).unwrap();
        let cases = some_cases(&r);
        assert!(cases.len() >= 5, "{}", cases.len());
        assert!(state.finished(3).unwrap().is_none());
        state.commit(3, &cases).unwrap();
        let back = state.finished(3).unwrap().unwrap();
        assert_eq!(
            back.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
            cases.iter().map(|c| c.to_string()).collect::<Vec<_>>()
        );
        let path = dir.path().join("chunk-00000003.cases");
        let text = fs::read_to_string(&path).unwrap();
        fs::write(&path, &text[..text.len() / 2]).unwrap();
        let err = state.finished(3).unwrap_err();
        assert!(
            err.contains("cut short or edited") && !err.contains('\n'),
            "{err}"
        );
        let edited = text.replacen("run ", "run 4", 1);
        fs::write(&path, edited).unwrap();
        let err = state.finished(3).unwrap_err();
        assert!(err.contains("not what MPFR says"), "{err}");
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
