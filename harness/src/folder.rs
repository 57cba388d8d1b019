//! Folders a user names for fpsig to write into (`--state`, `--shaders`, `--out`): created where
//! missing; a path that exists as something else is said to be that, never "File exists".
//! A folder one run writes its state into is held by that run alone ([`hold`]).

use std::fs::{File, OpenOptions, TryLockError};
use std::path::Path;

/// The file in a held folder whose lock says a run holds it.
pub const LOCK: &str = "lock";

/// Creates `dir` (and its parents) unless it is a folder already; `option` names the argument
/// that gave it, for the message.
pub fn create(dir: &Path, option: &str) -> Result<(), String> {
    let shown = fpsig_backends::user_text(&dir.display().to_string());
    if dir.exists() && !dir.is_dir() {
        return Err(format!("{option} {shown}: not a folder (a file is there)"));
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("{option} {shown}: cannot create it: {e}"))
}

/// A folder this process holds: the system's advisory lock on a file in it, which ends with the
/// process however it ends (a killed run leaves no stale lock behind).
#[derive(Debug)]
pub struct Held {
    _lock: File,
}

/// Holds `dir` through its file `name` unless another process (or another holder in this one)
/// does: `None` then.
pub fn try_hold(dir: &Path, name: &str) -> std::io::Result<Option<Held>> {
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(dir.join(name))?;
    match file.try_lock() {
        Ok(()) => Ok(Some(Held { _lock: file })),
        Err(TryLockError::WouldBlock) => Ok(None),
        Err(TryLockError::Error(e)) => Err(e),
    }
}

/// Holds `dir` for this run alone, or says that another run holds it: two runs appending to one
/// state would each record the same chunks, and every later resume would refuse the folder.
/// `option` names the argument that gave `dir`, for the message.
pub fn hold(dir: &Path, option: &str) -> Result<Held, String> {
    let shown = fpsig_backends::user_text(&dir.display().to_string());
    match try_hold(dir, LOCK) {
        Ok(Some(held)) => Ok(held),
        Ok(None) => Err(format!(
            "{option} {shown}: another fpsig run is using this folder: wait for it to end or \
             give another folder"
        )),
        Err(e) => Err(format!("{option} {shown}: cannot lock it: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_where_a_folder_is_wanted_is_named_as_such() {
        let tmp = tempfile::tempdir().unwrap();
        let file = tmp.path().join("plain");
        std::fs::write(&file, "x").unwrap();
        let err = create(&file, "--state").unwrap_err();
        assert!(
            err.ends_with("plain: not a folder (a file is there)"),
            "{err}"
        );
        assert!(err.starts_with("--state "), "{err}");
        let err = create(Path::new("/dev/full"), "--shaders").unwrap_err();
        assert_eq!(err, "--shaders /dev/full: not a folder (a file is there)");
        let nested = tmp.path().join("a/b");
        create(&nested, "--out").unwrap();
        assert!(nested.is_dir());
        create(&nested, "--out").unwrap();
        let under_file = file.join("sub");
        let err = create(&under_file, "--out").unwrap_err();
        assert!(err.contains("cannot create it"), "{err}");
    }

    #[test]
    fn a_held_folder_is_refused_to_a_second_holder_until_the_first_lets_go() {
        let tmp = tempfile::tempdir().unwrap();
        let first = hold(tmp.path(), "--state").unwrap();
        let err = hold(tmp.path(), "--state").unwrap_err();
        assert!(
            err.starts_with("--state ") && err.contains("another fpsig run is using this folder"),
            "{err}"
        );
        assert!(!err.contains('\n'), "{err}");
        drop(first);
        hold(tmp.path(), "--state").unwrap();
    }
}
