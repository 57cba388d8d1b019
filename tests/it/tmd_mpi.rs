//! `fpsig tmd --mpi` under `mpirun -np 2` on CPU ranks (a build with the `mpi` feature and an
//! MPI launcher on the path): the same cases as one process, and its state folder is the one a
//! single process resumes.

use crate::harness::{Program, Test};
use std::path::Path;
use std::process::{Command, Output};

/// binary32 exp2 over [1, 8): 2^24 inputs in 3 output binades, 193 chunks of 2^12 Js.
const SEARCH: [&str; 15] = [
    "tmd",
    "--backend",
    "cpu",
    "--function",
    "exp2",
    "--format",
    "binary32",
    "--from",
    "1",
    "--to",
    "8",
    "--pprime",
    "14",
    "--chunk-log2-js",
    "12",
];

fn succeeded(what: &str, out: Output) -> Vec<String> {
    assert!(
        out.status.success(),
        "{what}: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

fn cases(lines: &[String]) -> Vec<&String> {
    lines.iter().filter(|l| !l.starts_with('#')).collect()
}

fn mpirun(launcher: &str, state: &Path) -> Output {
    Command::new(launcher)
        .args(["--allow-run-as-root", "--oversubscribe", "-np", "2"])
        .arg(env!("CARGO_BIN_EXE_fpsig"))
        .args(SEARCH)
        .arg("--mpi")
        .arg("--state")
        .arg(state)
        .output()
        .expect("mpirun runs (OpenMPI's launcher on the path)")
}

fn two_mpi_ranks_find_what_one_process_finds(launcher: &str) {
    let single = succeeded(
        "one process",
        Command::new(env!("CARGO_BIN_EXE_fpsig"))
            .args(SEARCH)
            .output()
            .unwrap(),
    );
    assert!(cases(&single).len() > 1000, "{}", cases(&single).len());
    let state = tempfile::tempdir().unwrap();
    let ranks = succeeded("mpirun -np 2", mpirun(launcher, state.path()));
    assert!(
        ranks.iter().any(|l| l.contains("on rank 0 of 2 MPI ranks")),
        "{ranks:?}"
    );
    assert!(
        ranks
            .iter()
            .any(|l| l == "# 2 engines searched side by side: each step's time below is their sum"),
        "{ranks:?}"
    );
    assert_eq!(cases(&ranks), cases(&single));
    // The ranks' state folder is complete: one process resumes every chunk from it.
    let resumed = succeeded(
        "resumed",
        Command::new(env!("CARGO_BIN_EXE_fpsig"))
            .args(SEARCH)
            .arg("--state")
            .arg(state.path())
            .output()
            .unwrap(),
    );
    assert!(
        resumed
            .iter()
            .any(|l| l.contains("193 of 193 chunks finished by earlier runs")),
        "{resumed:?}"
    );
    assert_eq!(cases(&resumed), cases(&single));
}

pub const TESTS: &[Test] = &[Test::With(
    "two_mpi_ranks_find_what_one_process_finds",
    Program::Mpi,
    two_mpi_ranks_find_what_one_process_finds,
)];
