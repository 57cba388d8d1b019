//! Mesa's loaders look for a Wayland display in `$XDG_RUNTIME_DIR` and, where the variable is
//! unset (a server, a container, CI), print `error: XDG_RUNTIME_DIR is invalid or not set in the
//! environment.` from C code on stderr, which reads as fpsig's own error. Where it is unset,
//! fpsig points it at a private folder of its own (owner only, as the XDG spec asks) before the
//! first driver is loaded; a variable the user set is left alone.

use std::os::unix::fs::{DirBuilderExt, MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::Once;

/// Sets `XDG_RUNTIME_DIR` once per process where it is unset or empty (see the module's doc).
pub fn ensure() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if std::env::var_os("XDG_RUNTIME_DIR").is_some_and(|v| !v.is_empty()) {
            return;
        }
        if let Some(dir) = private_folder(&std::env::temp_dir()) {
            // Set before any driver thread starts: this runs before the first instance is made.
            std::env::set_var("XDG_RUNTIME_DIR", dir);
        }
    });
}

/// `<tmp>/fpsig-runtime-<uid>`, made with mode 0700 where missing; `None` where the path is
/// something else (another user's, a link, looser permissions): then the variable stays unset.
fn private_folder(tmp: &Path) -> Option<PathBuf> {
    // SAFETY: getuid has no preconditions.
    let uid = unsafe { libc::getuid() };
    let dir = tmp.join(format!("fpsig-runtime-{uid}"));
    let _ = std::fs::DirBuilder::new().mode(0o700).create(&dir);
    let meta = std::fs::symlink_metadata(&dir).ok()?;
    let private = meta.is_dir() && meta.uid() == uid && meta.permissions().mode() & 0o077 == 0;
    private.then_some(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_folder_is_the_user_s_alone_or_not_used() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = private_folder(tmp.path()).expect("made");
        let mode = std::fs::metadata(&dir).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700);
        assert_eq!(private_folder(tmp.path()), Some(dir.clone()), "found again");
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
        assert_eq!(private_folder(tmp.path()), None, "readable by others");
        std::fs::remove_dir(&dir).unwrap();
        std::os::unix::fs::symlink(tmp.path(), &dir).unwrap();
        assert_eq!(private_folder(tmp.path()), None, "a link");
    }
}
