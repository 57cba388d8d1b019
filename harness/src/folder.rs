//! Folders a user names for fpsig to write into (`--state`, `--shaders`, `--out`): created where
//! missing; a path that exists as something else is said to be that, never "File exists".

use std::path::Path;

/// Creates `dir` (and its parents) unless it is a folder already; `option` names the argument
/// that gave it, for the message.
pub fn create(dir: &Path, option: &str) -> Result<(), String> {
    let shown = fpsig_backends::user_text(&dir.display().to_string());
    if dir.exists() && !dir.is_dir() {
        return Err(format!("{option} {shown}: not a folder (a file is there)"));
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("{option} {shown}: cannot create it: {e}"))
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
}
