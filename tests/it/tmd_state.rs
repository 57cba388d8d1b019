//! `fpsig tmd --state DIR`: a run killed (SIGKILL) at random moments and resumed each time ends
//! with exactly the cases of an uninterrupted run; damaged state is a one-line error; a folder
//! another run holds is refused.

use crate::harness::Test;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime};

/// exp on [1, 1+2^-15) in binary64, p' = 32: 2^22 Js in 1025 chunks of 2^12, about a second on
/// two cores with 70 cases.
const SEARCH: [&str; 12] = [
    "tmd",
    "--backend",
    "cpu",
    "--from",
    "1",
    "--to",
    "1+2^-15",
    "--pprime",
    "32",
    "--chunk-log2-js",
    "12",
    "--state",
];

fn fpsig(state: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_fpsig"));
    c.args(SEARCH).arg(state);
    c
}

fn case_lines(stdout: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(stdout)
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

fn a_run_killed_at_random_moments_resumes_to_the_same_cases() {
    let whole = tempfile::tempdir().unwrap();
    let t = Instant::now();
    let out = fpsig(whole.path()).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let uninterrupted = case_lines(&out.stdout);
    let duration = t.elapsed();
    assert!(uninterrupted.len() >= 50, "{uninterrupted:?}");

    let resumed = tempfile::tempdir().unwrap();
    let mut seed = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64
        | 1;
    let mut kills = Vec::new();
    let micros = duration.as_micros().max(2) as u64;
    for kill in 0..6 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        // Anywhere in the run; the last kill late enough that some chunks are surely done.
        let delay = Duration::from_micros(match kill {
            5 => micros / 2 + seed % (micros / 2),
            _ => seed % micros,
        });
        let mut child = fpsig(resumed.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(delay);
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        kills.push(delay);
    }
    let out = fpsig(resumed.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "kills at {kills:?}: {stderr}");
    assert_eq!(case_lines(&out.stdout), uninterrupted, "kills at {kills:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    let earlier: usize = text
        .lines()
        .find_map(|l| {
            l.strip_prefix("# state ")?
                .split(": ")
                .nth(1)?
                .split(' ')
                .next()
        })
        .and_then(|n| n.parse().ok())
        .expect("the state line");
    assert!(earlier > 0, "kills at {kills:?}: {text}");
}

fn damaged_state_is_a_one_line_error() {
    let dir = tempfile::tempdir().unwrap();
    assert!(fpsig(dir.path()).output().unwrap().status.success());
    // Chunk 5's record cut short inside the log (a kill cuts only the last one).
    let log = dir.path().join("chunks.log");
    let text = std::fs::read_to_string(&log).unwrap();
    let end = text.find("# end of chunk 5\n").unwrap() + "# end of chunk 5".len();
    std::fs::write(&log, format!("{}{}", &text[..end - 3], &text[end..])).unwrap();
    let out = fpsig(dir.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    let ours: Vec<&str> = stderr.lines().filter(|l| l.starts_with("fpsig")).collect();
    assert_eq!(ours.len(), 1, "{stderr}");
    assert!(
        ours[0].contains("chunks.log: the record at byte")
            && ours[0].contains("cut short or edited"),
        "{stderr}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_fpsig"))
        .args(SEARCH.map(|a| if a == "32" { "30" } else { a }))
        .arg(dir.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && stderr.contains("holds another search"),
        "{stderr}"
    );
}

/// A second run on a folder a first run holds (here, this process) is refused before it writes
/// anything: two runs would each record the same chunks, and no later run could resume.
fn a_folder_another_run_holds_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let held = fpsig_harness::folder::hold(dir.path(), "--state").unwrap();
    let out = fpsig(dir.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("another fpsig run is using this folder"),
        "{stderr}"
    );
    assert!(!dir.path().join("chunks.log").exists());
    drop(held);
    let out = fpsig(dir.path()).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

pub const TESTS: &[Test] = &[
    Test::Host(
        "a_folder_another_run_holds_is_refused",
        a_folder_another_run_holds_is_refused,
    ),
    Test::Host(
        "a_run_killed_at_random_moments_resumes_to_the_same_cases",
        a_run_killed_at_random_moments_resumes_to_the_same_cases,
    ),
    Test::Host(
        "damaged_state_is_a_one_line_error",
        damaged_state_is_a_one_line_error,
    ),
];
