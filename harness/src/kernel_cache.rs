//! Compiled kernels kept on disk between runs: CubeCL 0.10's own PTX and SPIR-V caches
//! (`cubecl-cuda`'s `context.rs`, `cubecl-wgpu`'s `server.rs`), pointed at a folder of fpsig's,
//! for commands that capture no shader text (a cache hit skips the compilation log that
//! [`crate::shaders`] reads, so the probes never use it).
//!
//! CubeCL trusts what it reads back. fpsig does not: a run that ends well seals the folder with
//! the sha256 of every file in it, and the next run opens it only if every file matches its
//! seal; otherwise (a damaged or edited entry, a file the seal does not name, a run killed
//! while CubeCL wrote) the folder is emptied first and every kernel compiled again. The seal is
//! removed while a run uses the folder, and one run at a time uses it (a lock file): another
//! run meanwhile compiles its kernels and keeps none.
//!
//! CubeCL keys a compiled kernel by its type's name, launch shape and comptime values, never by
//! its code: a build whose kernel changed under the same name read the other build's compiled
//! kernel from a shared folder (session 44, an H200 and lavapipe: the build with each J's own
//! curvature ran the phase-1 kernel of the build before it, which read its parameters at other
//! places, tested no J and found no line). So each executable keeps its kernels in a folder of
//! its own under the one given, named by the sha256 of the executable's bytes
//! ([`build_folder`]): two builds never share one.

use crate::folder::Held;
use cubecl::config::{cache::CacheConfig, CubeClRuntimeConfig, RuntimeConfig};
use sha2::{Digest, Sha256};
use std::fs;
use std::path::{Path, PathBuf};

/// The seal's and the lock's file names, inside the folder.
const SEAL: &str = "fpsig-seal";
const LOCK: &str = "fpsig-lock";

/// What the folder held when it was opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// Nothing: every kernel is compiled this run.
    Empty,
    /// Sealed files, each matching its seal.
    Sealed { files: usize },
    /// Files that did not match their seal (why), removed.
    Discarded(String),
    /// Another run holds the folder: this one uses no cache.
    Busy,
}

/// A kernel cache in use by this process.
#[derive(Debug)]
pub struct KernelCache {
    dir: PathBuf,
    pub found: Found,
    /// Held open while this run uses the folder: the lock goes with it.
    _lock: Option<Held>,
}

fn io(path: &Path, e: std::io::Error) -> String {
    format!("kernel cache {}: {e}", path.display())
}

/// Every file under `dir` but the seal, as paths relative to `dir`, sorted.
fn files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in fs::read_dir(&d).map_err(|e| io(&d, e))? {
            let path = entry.map_err(|e| io(&d, e))?.path();
            if path.is_dir() {
                todo.push(path);
            } else if path != dir.join(SEAL) && path != dir.join(LOCK) {
                out.push(path.strip_prefix(dir).expect("under dir").to_path_buf());
            }
        }
    }
    out.sort();
    Ok(out)
}

/// The seal of the folder's files: a line `sha256 path` each.
fn seal_of(dir: &Path) -> Result<String, String> {
    let mut text = String::new();
    for f in files(dir)? {
        let bytes = fs::read(dir.join(&f)).map_err(|e| io(&dir.join(&f), e))?;
        text += &format!("{:x} {}\n", Sha256::digest(&bytes), f.display());
    }
    Ok(text)
}

/// Empties `dir` (the folder itself stays).
fn empty(dir: &Path) -> Result<(), String> {
    for entry in fs::read_dir(dir).map_err(|e| io(dir, e))? {
        let path = entry.map_err(|e| io(dir, e))?.path();
        if path == dir.join(LOCK) {
            continue;
        }
        let removed = if path.is_dir() {
            fs::remove_dir_all(&path)
        } else {
            fs::remove_file(&path)
        };
        removed.map_err(|e| io(&path, e))?;
    }
    Ok(())
}

/// `dir`'s lock, if no other process holds it.
fn lock(dir: &Path) -> Result<Option<Held>, String> {
    crate::folder::try_hold(dir, LOCK).map_err(|e| io(&dir.join(LOCK), e))
}

/// Checks `dir` against its seal, emptying it where they differ, and removes the seal.
fn check(dir: &Path) -> Result<Found, String> {
    let present = files(dir)?;
    let seal = fs::read_to_string(dir.join(SEAL)).ok();
    let found = match seal {
        _ if present.is_empty() => Found::Empty,
        None => Found::Discarded("no seal (a run that did not end)".into()),
        Some(seal) if seal == seal_of(dir)? => Found::Sealed {
            files: present.len(),
        },
        Some(_) => Found::Discarded("files differ from their seal".into()),
    };
    if matches!(found, Found::Discarded(_)) {
        empty(dir)?;
    }
    let _ = fs::remove_file(dir.join(SEAL));
    Ok(found)
}

/// `build-` and the first 16 hex digits of the sha256 of `executable`'s bytes.
fn build_name(executable: &mut impl std::io::Read) -> std::io::Result<String> {
    let mut hasher = Sha256::new();
    std::io::copy(executable, &mut hasher)?;
    Ok(format!(
        "build-{}",
        &format!("{:x}", hasher.finalize())[..16]
    ))
}

/// The folder under `root` that holds the kernels of the running executable (see the module).
pub fn build_folder(root: &Path) -> Result<PathBuf, String> {
    let unreadable = |e: std::io::Error| format!("kernel cache: cannot read this executable: {e}");
    let exe = std::env::current_exe().map_err(unreadable)?;
    let mut file = fs::File::open(&exe).map_err(unreadable)?;
    Ok(root.join(build_name(&mut file).map_err(unreadable)?))
}

impl KernelCache {
    /// Checks this executable's folder under `root` (see the module) and points CubeCL's caches
    /// at it. Must run before the first CubeCL client is created, and at most once per process,
    /// as no shader capture.
    pub fn open(root: &Path) -> Result<KernelCache, String> {
        crate::folder::create(root, "--kernel-cache")?;
        let dir = &build_folder(root)?;
        crate::folder::create(dir, "--kernel-cache")?;
        let Some(lock) = lock(dir)? else {
            return Ok(KernelCache {
                dir: dir.to_path_buf(),
                found: Found::Busy,
                _lock: None,
            });
        };
        let found = check(dir)?;
        let mut config = CubeClRuntimeConfig::default();
        config.compilation.cache = Some(CacheConfig::File(dir.to_path_buf()));
        CubeClRuntimeConfig::set(config);
        Ok(KernelCache {
            dir: dir.to_path_buf(),
            found,
            _lock: Some(lock),
        })
    }

    /// Seals the folder: the next run trusts exactly the files it holds now (nothing where
    /// another run held it).
    pub fn seal(&self) -> Result<(), String> {
        if self.found == Found::Busy {
            return Ok(());
        }
        let path = self.dir.join(SEAL);
        fs::write(&path, seal_of(&self.dir)?).map_err(|e| io(&path, e))
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One byte apart, two executables keep their kernels apart; the same bytes share a folder.
    #[test]
    fn each_build_has_a_folder_of_its_own() {
        let name = |bytes: &[u8]| build_name(&mut &bytes[..]).unwrap();
        let (a, b) = (vec![7u8; 1 << 20], [vec![7u8; 1 << 20], vec![0]].concat());
        assert_eq!(name(&a), name(&a.clone()));
        assert_ne!(name(&a), name(&b));
        assert!(name(&a).starts_with("build-") && name(&a).len() == 6 + 16);
        let root = tempfile::tempdir().unwrap();
        let mine = build_folder(root.path()).unwrap();
        assert_eq!(mine.parent(), Some(root.path()));
        let exe = fs::read(std::env::current_exe().unwrap()).unwrap();
        assert_eq!(mine.file_name().unwrap().to_str(), Some(&name(&exe)[..]));
    }

    /// A sealed folder is kept; one byte changed, a file added, or no seal (a run killed
    /// while it wrote) empties it; the seal is gone while the folder is in use.
    #[test]
    fn only_a_folder_matching_its_seal_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("kernels");
        fs::create_dir_all(&root).unwrap();
        let held = lock(&root).unwrap();
        assert!(
            held.is_some() && lock(&root).unwrap().is_none(),
            "one run at a time"
        );
        assert_eq!(check(&root).unwrap(), Found::Empty);
        let entry = root.join("cuda/0.10.0/ptx/chunk0.cbor");
        fs::create_dir_all(entry.parent().unwrap()).unwrap();
        fs::write(&entry, b"compiled kernel").unwrap();
        let write_seal = || fs::write(root.join(SEAL), seal_of(&root).unwrap()).unwrap();
        write_seal();
        assert_eq!(check(&root).unwrap(), Found::Sealed { files: 1 });
        assert!(
            !root.join(SEAL).exists(),
            "the seal is removed while in use"
        );
        write_seal();
        fs::write(&entry, b"compiled kernal").unwrap();
        assert!(matches!(check(&root).unwrap(), Found::Discarded(_)));
        assert!(!entry.exists() && root.exists());
        fs::create_dir_all(entry.parent().unwrap()).unwrap();
        fs::write(&entry, b"compiled kernel").unwrap();
        write_seal();
        fs::write(root.join("stranger"), b"x").unwrap();
        assert!(matches!(check(&root).unwrap(), Found::Discarded(_)));
        fs::create_dir_all(entry.parent().unwrap()).unwrap();
        fs::write(&entry, b"compiled kernel").unwrap();
        assert_eq!(
            check(&root).unwrap(),
            Found::Discarded("no seal (a run that did not end)".into())
        );
    }
}
