//! `fpsig tmd --all --by-slice` (the form binary64's `--all` always takes), on binary32 where
//! a whole domain takes seconds on the CPU: the slices hold the hard cases of the committed
//! whole-interval list, a killed run resumes to the same table, and a foreign or damaged state
//! is a one-line error.

use crate::harness::Test;
use std::collections::BTreeSet;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

fn fpsig(state: &Path, keep_run: u32) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_fpsig"));
    c.args(["tmd", "--all", "--by-slice", "--format", "binary32"]);
    c.args(["--pprime", "24", "--backend", "cpu", "--keep-run"]);
    c.arg(keep_run.to_string()).arg("--state").arg(state);
    c
}

fn ok(out: Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The rows of the table, without the times.
fn rows(state: &Path) -> Vec<String> {
    std::fs::read_to_string(state.join("domain"))
        .unwrap()
        .lines()
        .skip_while(|l| !l.starts_with("# slice"))
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split(' ').collect();
            format!("{} {} {} {}", f[0], f[1], f[2], f[4])
        })
        .collect()
}

fn read_xz(path: &Path) -> Vec<String> {
    let file = std::fs::File::open(path).unwrap();
    let mut text = String::new();
    xz2::read::XzDecoder::new(file)
        .read_to_string(&mut text)
        .unwrap();
    text.lines().map(str::to_string).collect()
}

/// A hexadecimal float as fpsig writes it (`-0x1.8p-3`).
fn hex(text: &str) -> f64 {
    let (sign, rest) = match text.strip_prefix('-') {
        Some(r) => (-1.0, r),
        None => (1.0, text),
    };
    let (mantissa, exponent) = rest.trim_start_matches("0x").split_once('p').unwrap();
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut v = u64::from_str_radix(int, 16).unwrap() as f64;
    for (i, d) in frac.chars().enumerate() {
        v += d.to_digit(16).unwrap() as f64 * 16f64.powi(-(i as i32 + 1));
    }
    sign * v * 2f64.powi(exponent.parse().unwrap())
}

/// The cases (first words of the non-zone lines) and the zones (closed ranges) of a list.
fn read(lines: &[String]) -> (BTreeSet<String>, Vec<(f64, f64)>) {
    let mut cases = BTreeSet::new();
    let mut zones = Vec::new();
    for l in lines.iter().filter(|l| !l.starts_with('#')) {
        let first = l.split_whitespace().next().unwrap();
        match first.split_once("..") {
            Some((a, b)) if l.contains("zone:") => {
                let (a, b) = (hex(a), hex(b));
                zones.push((a.min(b), a.max(b)));
            }
            _ => {
                cases.insert(first.to_string());
            }
        }
    }
    (cases, zones)
}

/// One uninterrupted run of the whole binary32 domain with `--keep-run 26` and every slice's
/// whole list (`--lists`), then a second run on its state; shared by the tests below (each
/// run takes seconds of both cores). Its folders are in the target's folder for tests (a static
/// is never dropped: a temporary folder would outlive the process), made anew by each process.
struct Uninterrupted {
    state: PathBuf,
    lists: PathBuf,
    stdout: String,
    stderr: String,
    again: String,
    /// How long the first run took.
    micros: u64,
}

fn uninterrupted() -> &'static Uninterrupted {
    static RUN: OnceLock<Uninterrupted> = OnceLock::new();
    RUN.get_or_init(|| {
        let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("tmd_domain-uninterrupted");
        let _ = std::fs::remove_dir_all(&root);
        let (state, lists) = (root.join("state"), root.join("lists"));
        for folder in [&state, &lists] {
            std::fs::create_dir_all(folder).unwrap();
        }
        let t = Instant::now();
        let out = fpsig(&state, 26)
            .arg("--lists")
            .arg(&lists)
            .output()
            .unwrap();
        let micros = t.elapsed().as_micros() as u64;
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let stdout = ok(out);
        let again = ok(fpsig(&state, 26)
            .arg("--lists")
            .arg(&lists)
            .output()
            .unwrap());
        Uninterrupted {
            state,
            lists,
            stdout,
            stderr,
            again,
            micros,
        }
    })
}

/// Every case of the whole-interval list (`results/`) is a case of the slices' whole lists or
/// lies in one of their zones, and the other way round (a zone cut at a binade's edge lists its
/// first input as a case or as part of the zone); each slice's whole list has the row's count
/// and sha256; each searched slice's line on stderr is followed by its search's `#` summary; a
/// second run finds every slice done and searches none.
fn the_slices_hold_the_whole_lists_cases_and_a_second_run_has_nothing_left() {
    let run = uninterrupted();
    let state = &run.state;
    let err = &run.stderr;
    let text = &run.stdout;
    assert!(
        text.starts_with("# exp on every binary32 input, p' = 24, slice by slice: 510 of 510 slices finished (0 by earlier runs)"),
        "{text}"
    );
    // A searched slice's line is followed by its search's summary, whose cases are the row's.
    let said: Vec<&str> = err.lines().filter(|l| !l.starts_with("progress")).collect();
    let at = said
        .iter()
        .position(|l| l.starts_with("+2^0: "))
        .expect(err);
    let row = rows(state)
        .into_iter()
        .find(|r| r.starts_with("+2^0 "))
        .unwrap();
    let count = row.split(' ').nth(1).unwrap();
    assert!(
        said[at + 1].starts_with(
            "# exp on [0x1.000000p+0, 0x1.000000p+1) binary32, p' = 24: 8388608 inputs"
        ),
        "{err}"
    );
    let summary = &said[at + 1..at + 5];
    assert!(
        summary.iter().any(|l| l.starts_with("# phase 1: ")
            && l.contains(&format!("; {count} hard-to-round cases ("))),
        "{count}: {summary:?}"
    );
    // The time line names the one thread no engine shares (the log and digest of the lines).
    assert!(
        summary.iter().any(|l| l.starts_with("# time: ")
            && l.contains("; on the thread that takes the chunks, alone: writing them down ")),
        "{summary:?}"
    );
    let mut lines = Vec::new();
    for row in rows(state) {
        let f: Vec<&str> = row.split(' ').collect();
        let slice = read_xz(&run.lists.join(format!("{}.txt.xz", f[0])));
        let h = sha2_digest(&slice);
        assert_eq!((slice.len().to_string(), h), (f[1].into(), f[2].into()));
        lines.extend(slice);
    }
    let whole: Vec<String> = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/results/cpu-2core-dev/hr-cases-exp-binary32-all-p24.txt"
    ))
    .unwrap()
    .lines()
    .map(str::to_string)
    .collect();
    let (slices, slice_zones) = read(&lines);
    let (cases, zones) = read(&whole);
    let inside = |x: &str, zones: &[(f64, f64)]| {
        let v = hex(x);
        zones.iter().any(|(a, b)| *a <= v && v <= *b)
    };
    for c in &cases {
        assert!(slices.contains(c) || inside(c, &slice_zones), "{c}");
    }
    for c in &slices {
        assert!(cases.contains(c) || inside(c, &zones), "{c}");
    }
    assert!(cases.len() >= 90, "{}", cases.len());
    let again = &run.again;
    assert!(
        again.contains("510 of 510 slices finished (510 by earlier runs)"),
        "{again}"
    );
    assert!(
        again.ends_with("(lines, sha256 of the lines, engine-seconds, lines kept):\n"),
        "{again}"
    );
}

/// sha256 of lines each ended by `\n`, as `sha256sum` prints it.
fn sha2_digest(lines: &[String]) -> String {
    use sha2::Digest as _;
    let mut h = sha2::Sha256::new();
    for l in lines {
        h.update(l.as_bytes());
        h.update(b"\n");
    }
    format!("{:x}", h.finalize())
}

/// Killed (SIGKILL) at three moments, stopped by `--stop-after`, then run to its end, the
/// state holds the table an uninterrupted run writes (times aside), with `--keep-run 26`; a
/// finished slice's chunk folder left behind goes at the next run.
fn a_killed_or_stopped_run_resumes_to_the_same_table() {
    let run = uninterrupted();
    let (whole, micros) = (&run.state, run.micros);
    let resumed = tempfile::tempdir().unwrap();
    for part in [5u64, 2, 3] {
        let mut child = fpsig(resumed.path(), 26)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros(micros * part / 10));
        child.kill().unwrap();
        child.wait().unwrap();
    }
    let stopped = ok(fpsig(resumed.path(), 26)
        .args(["--stop-after", "0.5"])
        .output()
        .unwrap());
    assert!(
        stopped.contains("stopped by --stop-after") || stopped.contains("510 of 510"),
        "{stopped}"
    );
    // Chunks a run killed after saving a row left behind go at the next run (a slice the
    // table holds: the kills' moments come from a run beside other work, so which slices are
    // finished by now varies).
    let finished = rows(resumed.path());
    let slice = finished
        .first()
        .expect("no slice finished before the last stop");
    let leftover = resumed
        .path()
        .join(format!("slice{}", slice.split(' ').next().unwrap()));
    std::fs::create_dir_all(&leftover).unwrap();
    std::fs::write(leftover.join("chunk-00000000.cases"), "").unwrap();
    ok(fpsig(resumed.path(), 26).output().unwrap());
    let whole = rows(whole);
    assert_eq!(rows(resumed.path()), whole);
    assert!(
        !leftover.exists(),
        "a finished slice's chunk folder is left"
    );
    let kept_lines: usize = whole
        .iter()
        .map(|r| r.split(' ').nth(3).unwrap().parse::<usize>().unwrap())
        .sum();
    let all_lines: usize = whole
        .iter()
        .map(|r| r.split(' ').nth(1).unwrap().parse::<usize>().unwrap())
        .sum();
    assert!(kept_lines < all_lines, "{kept_lines} of {all_lines}");
}

/// Another p' on the same state, a damaged row, binary64 without a state, and log over
/// binary64's whole domain are each one line on stderr and a failure.
fn a_foreign_or_damaged_state_and_unsupported_domains_are_one_line_errors() {
    let state = tempfile::tempdir().unwrap();
    let table = state.path().join("domain");
    std::fs::write(
        &table,
        "fpsig tmd domain 1\nfunction exp\nformat binary32\npprime 24\nlog2_n 5\nchunk_log2_js 22\nkeep_run 30\n# slice lines sha256 seconds kept\n+2^0 2 secret 0.1 2\n",
    )
    .unwrap();
    let err = |out: Output| {
        assert!(!out.status.success());
        let e = String::from_utf8(out.stderr).unwrap();
        assert_eq!(e.lines().count(), 1, "{e}");
        e
    };
    let e = err(fpsig(state.path(), 26).output().unwrap());
    assert!(
        e.contains("keep_run 30") && e.contains("keep_run 26"),
        "{e}"
    );
    let e = err(fpsig(state.path(), 30).output().unwrap());
    assert!(e.contains("row 1") && !e.contains("secret"), "{e}");
    let bin = env!("CARGO_BIN_EXE_fpsig");
    let e = err(Command::new(bin)
        .args(["tmd", "--all", "--format", "binary64", "--backend", "cpu"])
        .output()
        .unwrap());
    assert!(e.contains("needs --state"), "{e}");
    let e = err(Command::new(bin)
        .args(["tmd", "--all", "--format", "binary64", "--function", "log"])
        .args(["--backend", "cpu", "--state"])
        .arg(state.path())
        .output()
        .unwrap());
    assert!(e.contains("exp and exp2 only"), "{e}");
}

/// A slice in progress goes on with the bound on N its manifest holds (here a search of the
/// slice's interval with `--log2-n 4` left its chunks, where the domain's default is 2^5): it
/// ends with the row a fresh run of the slice writes, and the table holds no bound on N. Its
/// row's time adds the engine-seconds earlier runs left in the folder to this run's; a count
/// that is not a number is a one-line error.
fn a_slice_in_progress_keeps_the_n_it_started_with() {
    let started = tempfile::tempdir().unwrap();
    let chunks = started.path().join("slice+2^0");
    let bin = env!("CARGO_BIN_EXE_fpsig");
    ok(Command::new(bin)
        .args(["tmd", "--function", "exp", "--format", "binary32"])
        .args([
            "--from",
            "2^0",
            "--to",
            "2^1",
            "--pprime",
            "24",
            "--backend",
            "cpu",
        ])
        .args(["--log2-n", "4", "--state"])
        .arg(&chunks)
        .output()
        .unwrap());
    let manifest = std::fs::read_to_string(chunks.join("manifest")).unwrap();
    assert!(manifest.contains("\nlog2_n 4\n"), "{manifest}");
    std::fs::write(chunks.join("seconds"), "12 secret\n").unwrap();
    let out = fpsig(started.path(), 26)
        .args(["--slice", "+2^0"])
        .output()
        .unwrap();
    let e = String::from_utf8(out.stderr).unwrap();
    assert!(!out.status.success() && e.lines().count() == 1, "{e}");
    assert!(e.contains("corrupt") && !e.contains("secret"), "{e}");
    std::fs::write(chunks.join("seconds"), "1000.5\n").unwrap();
    let t = Instant::now();
    ok(fpsig(started.path(), 26)
        .args(["--slice", "+2^0"])
        .output()
        .unwrap());
    let wall = t.elapsed().as_secs_f64();
    let table = std::fs::read_to_string(started.path().join("domain")).unwrap();
    let row = table.lines().last().unwrap();
    let seconds: f64 = row.split(' ').nth(3).unwrap().parse().unwrap();
    assert!(
        row.starts_with("+2^0 ") && seconds >= 1000.5 && seconds <= 1000.5 + wall,
        "{row} after {wall} s"
    );
    let fresh = tempfile::tempdir().unwrap();
    ok(fpsig(fresh.path(), 26)
        .args(["--slice", "+2^0"])
        .output()
        .unwrap());
    assert_eq!(rows(started.path()), rows(fresh.path()));
    assert_eq!(rows(started.path()).len(), 1);
    let table = std::fs::read_to_string(started.path().join("domain")).unwrap();
    assert!(!table.contains("log2_n"), "{table}");
}

/// A slice folder's digest: how many chunks it has taken (`next`: exp's chunks are taken in
/// index order), and the least chunk its log still holds.
fn digest_and_log(folder: &Path) -> Option<(usize, Option<usize>)> {
    let frontier = std::fs::read_to_string(folder.join("frontier")).ok()?;
    let next = frontier
        .lines()
        .nth(1)?
        .strip_prefix("next ")?
        .parse()
        .ok()?;
    let log = std::fs::read_to_string(folder.join("chunks.log")).unwrap_or_default();
    let least = log
        .lines()
        .filter_map(|l| l.strip_prefix("# chunk ")?.split(':').next()?.parse().ok())
        .min();
    Some((next, least))
}

/// Slices of 2^5 Js per chunk (thousands of chunks each), killed while one is in progress and
/// resumed with `--lists`: the slice in progress keeps the digest of the chunks it has taken
/// (saved once a second) and only the chunks past them, not its lines; the run resumed to the
/// end writes the uninterrupted run's rows, and each whole list has its row's count and
/// sha256. A slice started without `--lists` cannot go on with it (one line).
fn slices_of_many_chunks_resume_from_their_digests() {
    let run = |state: &Path| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_fpsig"));
        c.args(["tmd", "--all", "--by-slice", "--format", "binary32"]);
        c.args(["--pprime", "16", "--backend", "cpu", "--keep-run", "20"]);
        c.args(["--slice=-2^0,+2^0,+2^1", "--chunk-log2-js", "5", "--state"]);
        c.arg(state);
        c
    };
    let whole = tempfile::tempdir().unwrap();
    ok(run(whole.path()).output().unwrap());
    let resumed = tempfile::tempdir().unwrap();
    let lists = tempfile::tempdir().unwrap();
    let mut digests = Vec::new();
    for millis in [1300, 900, 1700] {
        let mut child = run(resumed.path())
            .arg("--lists")
            .arg(lists.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(millis));
        child.kill().unwrap();
        child.wait().unwrap();
        for slice in ["-2^0", "+2^0", "+2^1"] {
            digests.extend(digest_and_log(
                &resumed.path().join(format!("slice{slice}")),
            ));
        }
    }
    assert!(!digests.is_empty(), "no kill found a slice in progress");
    for (next, least) in &digests {
        assert!(
            *next > 0 && least.is_none_or(|l| l >= *next),
            "{next} chunks taken, chunk {least:?} in the log"
        );
    }
    ok(run(resumed.path())
        .arg("--lists")
        .arg(lists.path())
        .output()
        .unwrap());
    assert_eq!(rows(resumed.path()), rows(whole.path()));
    for row in rows(resumed.path()) {
        let f: Vec<&str> = row.split(' ').collect();
        let lines = read_xz(&lists.path().join(format!("{}.txt.xz", f[0])));
        assert_eq!(
            (lines.len().to_string(), sha2_digest(&lines)),
            (f[1].to_string(), f[2].to_string())
        );
        assert!(lines.len() > 100, "{row}");
    }
    // Started without a list, then asked for one.
    let other = tempfile::tempdir().unwrap();
    let mut child = run(other.path()).stderr(Stdio::null()).spawn().unwrap();
    std::thread::sleep(Duration::from_millis(1300));
    child.kill().unwrap();
    child.wait().unwrap();
    let (next, _) = digest_and_log(&other.path().join("slice-2^0")).expect("a slice in progress");
    assert!(next > 0);
    let out = run(other.path())
        .arg("--lists")
        .arg(lists.path())
        .output()
        .unwrap();
    let e = String::from_utf8(out.stderr).unwrap();
    assert!(!out.status.success() && e.lines().count() == 1, "{e}");
    assert!(e.contains("started without --lists"), "{e}");
    // Taken up again as it was started, the slice says on stderr that its summary's counts,
    // cases and times are this run's chunks only.
    let out = run(other.path()).output().unwrap();
    let said = String::from_utf8(out.stderr.clone()).unwrap();
    ok(out);
    let line = said
        .lines()
        .find(|l| l.starts_with("# this run searched "))
        .unwrap_or_else(|| panic!("{said}"));
    let earlier: usize = line
        .split(" (")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        earlier >= next && line.ends_with("the times below are its own"),
        "{line}"
    );
}

/// sin and cos of binary64 search the binades `--slice` names (their whole domain is out of
/// reach: above 2^37 they go point by point), and without it are a one-line error. The
/// binades here are zones, searched in milliseconds: sin(x) rounds as x itself there, and
/// -2^-600's zone is +2^-600's mirrored.
fn sin_and_cos_of_binary64_search_the_binades_named() {
    let state = tempfile::tempdir().unwrap();
    let run = |function: &str, slice: Option<&str>| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_fpsig"));
        c.args(["tmd", "--all", "--by-slice", "--format", "binary64"]);
        c.args(["--function", function, "--backend", "cpu", "--state"]);
        c.arg(state.path());
        if let Some(s) = slice {
            c.args(["--slice", s]);
        }
        c.output().unwrap()
    };
    let out = run("cos", None);
    let e = String::from_utf8(out.stderr).unwrap();
    assert!(!out.status.success() && e.lines().count() == 1, "{e}");
    assert!(e.contains("needs --slice"), "{e}");
    ok(run("sin", Some("+2^-600,-2^-600,+sub")));
    let named: Vec<String> = rows(state.path())
        .iter()
        .map(|r| r.split(' ').next().unwrap().to_string())
        .collect();
    assert_eq!(named, ["-2^-600", "+sub", "+2^-600"]);
    let kept = |slice: &str| read_xz(&state.path().join("kept").join(format!("{slice}.txt.xz")));
    let (plus, minus) = (kept("+2^-600"), kept("-2^-600"));
    assert_eq!(plus.len(), 1, "{plus:?}");
    assert!(
        plus[0].starts_with(
            "0x1.0000000000000p-600..0x1.fffffffffffffp-600  zone: all 4503599627370496 inputs"
        ),
        "{plus:?}"
    );
    assert!(plus[0].ends_with("sin(x) near x itself"), "{plus:?}");
    assert_eq!(minus.len(), 1, "{minus:?}");
    assert!(
        minus[0].starts_with(
            "-0x1.0000000000000p-599..-0x1.0000000000001p-600  zone: all 4503599627370496 inputs"
        ),
        "{minus:?}"
    );
}

/// exp2's binades from 2 on, searched as units (one unit `[n, n+1)` searched, its cases
/// shifted to the others, the units with subnormal values or values near the overflow
/// threshold searched as they are), give every slice the row, kept lines and whole list that
/// searching every unit gives (`--every-unit`), on the whole binary32 domain at p' = 14.
fn exp2s_binades_as_units_give_what_searching_every_unit_gives() {
    let root = tempfile::tempdir().unwrap();
    let run = |name: &str, every_unit: bool| {
        let (state, lists) = (
            root.path().join(name),
            root.path().join(format!("{name}-lists")),
        );
        std::fs::create_dir_all(&lists).unwrap();
        // p' = 14: about 2^(9 - e) lines a unit in [2^e, 2^(e+1)) besides the exact ones.
        let mut c = Command::new(env!("CARGO_BIN_EXE_fpsig"));
        c.args([
            "tmd",
            "--all",
            "--by-slice",
            "--format",
            "binary32",
            "--function",
            "exp2",
        ]);
        c.args([
            "--pprime",
            "14",
            "--backend",
            "cpu",
            "--keep-run",
            "18",
            "--state",
        ]);
        c.arg(&state).arg("--lists").arg(&lists);
        if every_unit {
            c.arg("--every-unit");
        }
        let out = c.output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        ok(out);
        (state, lists, stderr)
    };
    let (units, units_lists, said) = run("units", false);
    let (every, every_lists, said_every) = run("every", true);
    let (rows_units, rows_every) = (rows(&units), rows(&every));
    assert_eq!(rows_units.len(), rows_every.len());
    assert!(rows_units.len() > 500);
    for (u, e) in rows_units.iter().zip(&rows_every) {
        assert_eq!(u, e, "as units / every unit");
    }
    let as_units: Vec<&str> = said
        .lines()
        .filter(|l| l.starts_with("# as units"))
        .collect();
    assert_eq!(as_units.len(), 12, "{as_units:?}");
    assert!(!said_every.contains("# as units"));
    for (slice, line) in [
        ("-2^6", "[-126, -125) searched, its cases shifted to [-125, -64) (61 units); [-128, -126) searched as it is"),
        ("+2^1", "[2, 3) searched, its cases shifted to [3, 4) (1 unit)"),
        ("+2^6", "[64, 65) searched, its cases shifted to [65, 127) (62 units); [127, 128) searched as it is"),
    ] {
        assert!(as_units.iter().any(|l| l.ends_with(line)), "{as_units:?}");
        let file = format!("{slice}.txt.xz");
        let list = read_xz(&units_lists.join(&file));
        let inexact = list.iter().filter(|l| l.contains(" run ")).count();
        assert!(inexact > 1000, "{slice}: {inexact} of {}", list.len());
        assert_eq!(list, read_xz(&every_lists.join(&file)), "{slice}");
        let kept = |state: &Path| read_xz(&state.join("kept").join(&file));
        assert_eq!(kept(&units), kept(&every), "{slice}");
    }
}

/// `fpsig tmd-table` on the whole binary32 domain's state: the header counts its rows, each
/// slice whose kept lines hold a run has a row with its lines and longest run (read here from
/// the kept file), and any other slice's row has no longest run; a damaged kept file or a folder with no table is a one-line error that
/// echoes no content.
fn tmd_table_sums_up_a_state() {
    let run = uninterrupted();
    let table = |state: &Path| {
        Command::new(env!("CARGO_BIN_EXE_fpsig"))
            .args(["tmd-table", "--state"])
            .arg(state)
            .output()
            .unwrap()
    };
    let out = ok(table(&run.state));
    let rows = rows(&run.state);
    let header = format!("{} of {} slices finished", rows.len(), rows.len());
    assert!(out.lines().next().unwrap().ends_with(&header), "{out}");
    let mut shown = 0;
    for r in &rows {
        let (name, count) = r.split_once(' ').unwrap();
        let count: u64 = count.split(' ').next().unwrap().parse().unwrap();
        let kept = read_xz(&run.state.join("kept").join(format!("{name}.txt.xz")));
        let longest = kept
            .iter()
            .filter_map(|l| match l.split_whitespace().collect::<Vec<_>>()[..] {
                [_, "run", run, ..] => Some(run.parse::<u32>().unwrap()),
                _ => None,
            })
            .max();
        let line = out.lines().find(|l| l.starts_with(&format!("| {name} |")));
        match longest {
            Some(longest) => {
                let line = line.unwrap_or_else(|| panic!("{name} has no row: {out}"));
                let cells: Vec<&str> = line.split(" | ").collect();
                assert_eq!(cells[2].replace(',', ""), count.to_string(), "{line}");
                assert_eq!(cells[4], longest.to_string(), "{line}");
                shown += 1;
            }
            // Shown only for its time (an engine-second or more), with no longest run.
            None => assert!(line.is_none_or(|l| l.contains(" |  |  | ")), "{line:?}"),
        }
    }
    assert!(shown > 20, "{shown}");
    slices_in_progress_are_rows_of_what_their_folders_hold(&run.state);
    let damaged = tempfile::tempdir().unwrap();
    copy_finished_state(&run.state, damaged.path());
    std::fs::write(damaged.path().join("kept").join("+2^0.txt.xz"), "secret").unwrap();
    for state in [damaged.path(), &damaged.path().join("kept")] {
        let out = table(state);
        let e = String::from_utf8(out.stderr).unwrap();
        assert!(!out.status.success() && e.lines().count() == 1, "{e}");
        assert!(!e.contains("secret"), "{e}");
    }
}

/// Copies a state's table and kept lines (not its slices in progress) into the folder `to`.
fn copy_finished_state(from: &Path, to: &Path) {
    std::fs::copy(from.join("domain"), to.join("domain")).unwrap();
    std::fs::create_dir(to.join("kept")).unwrap();
    for entry in std::fs::read_dir(from.join("kept")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, to.join("kept").join(path.file_name().unwrap())).unwrap();
    }
}

/// A copy of the state with two slices in progress: one searched whole (a chunk in its digest),
/// one in parts (its second part not begun: the lines carried from the first). The table's
/// rows of them say what their folders hold; a damaged digest is a one-line error.
fn slices_in_progress_are_rows_of_what_their_folders_hold(finished: &Path) {
    use fpsig_harness::tmd::frontier::Frontier;
    use fpsig_harness::tmd::verify::check;
    use fpsig_harness::tmd::{Format, Function};
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path();
    copy_finished_state(finished, state);
    // exp near 1 in binary32: every input a line at keep_run 0, runs of a few bits.
    let cases = |from: i32| -> Vec<_> {
        (from..from + 5)
            .map(|t| rug::Float::with_val(64, 1) + rug::Float::with_val(64, t) / (1u64 << 23))
            .map(|x| check(Function::Exp, Format::Binary32, &x))
            .collect()
    };
    let mut whole = Frontier::new(&[], &[0, 1, 2], 0, false);
    whole.offer(0, cases(0)).unwrap();
    let slice = state.join("slice+2^0");
    std::fs::create_dir(&slice).unwrap();
    std::fs::write(slice.join("frontier"), whole.save()).unwrap();
    std::fs::write(slice.join("seconds"), "12.34\n").unwrap();
    let mut first = Frontier::new(&[], &[0], 0, false);
    first.offer(0, [cases(8), cases(16)].concat()).unwrap();
    let parts = state.join("slice+2^1");
    std::fs::create_dir(&parts).unwrap();
    let record = format!(
        "fpsig tmd parts 1\nparts 4\ndone 1\nseconds 3.500\nlisted none\n{}",
        first.carry()
    );
    std::fs::write(parts.join("parts"), record).unwrap();
    let out = ok(Command::new(env!("CARGO_BIN_EXE_fpsig"))
        .args(["tmd-table", "--state"])
        .arg(state)
        .output()
        .unwrap());
    let row = |name: &str| {
        let at = out.find("In progress (resumable)").expect(&out);
        let line = out[at..]
            .lines()
            .find(|l| l.starts_with(&format!("| {name} |")));
        let line = line.unwrap_or_else(|| panic!("no row of {name}: {out}"));
        line.split(" | ").map(str::to_string).collect::<Vec<_>>()
    };
    let longest = |cases: &[fpsig_harness::tmd::verify::Case]| {
        cases
            .iter()
            .filter_map(|c| c.run)
            .max()
            .unwrap()
            .to_string()
    };
    let r = row("+2^0");
    assert_eq!(r[1..4], ["[2^0, 2^1)", "1", "5"], "{r:?}");
    assert_eq!(
        (r[4].as_str(), r[5].clone()),
        ("5", longest(&cases(0))),
        "{r:?}"
    );
    assert_eq!(r[7], "12.3 |");
    let r = row("+2^1");
    assert_eq!(
        r[1..5],
        ["[2^1, 2^2)", "0 (part 2 of 4)", "10", "10"],
        "{r:?}"
    );
    assert_eq!(r[5], longest(&[cases(8), cases(16)].concat()), "{r:?}");
    assert_eq!(r[7], "3.5 |");
    std::fs::write(slice.join("frontier"), "secret").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_fpsig"))
        .args(["tmd-table", "--state"])
        .arg(state)
        .output()
        .unwrap();
    let e = String::from_utf8(out.stderr).unwrap();
    assert!(!out.status.success() && e.lines().count() == 1, "{e}");
    assert!(e.contains("damaged") && !e.contains("secret"), "{e}");
}

/// A committed state (`NAME.tar.xz`) unpacked into a temporary folder (kept while the first
/// value lives), and the one folder it holds.
fn untar_state(tar_xz: &Path) -> (tempfile::TempDir, PathBuf) {
    let into = tempfile::tempdir().unwrap();
    let untar = Command::new("tar")
        .arg("xJf")
        .arg(tar_xz)
        .arg("-C")
        .arg(into.path())
        .status()
        .unwrap();
    assert!(untar.success(), "{}", tar_xz.display());
    let top: Vec<PathBuf> = std::fs::read_dir(into.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(top.len(), 1, "{}: one folder", tar_xz.display());
    let top = top.into_iter().next().unwrap();
    (into, top)
}

/// Each domain state committed under `results/tmd-*/` (`NAME.tar.xz`) has beside it the table
/// `fpsig tmd-table` makes of it (`NAME.table.md`), current: the tables the results' READMEs
/// point to are generated, not written by hand.
fn the_committed_states_tables_are_current() {
    let results = Path::new(env!("CARGO_MANIFEST_DIR")).join("results");
    let mut checked = 0;
    for folder in std::fs::read_dir(&results).unwrap() {
        let folder = folder.unwrap().path();
        if !folder
            .file_name()
            .unwrap()
            .to_str()
            .unwrap()
            .starts_with("tmd-")
        {
            continue;
        }
        for file in std::fs::read_dir(&folder).unwrap() {
            let file = file.unwrap().path();
            let name = file.file_name().unwrap().to_str().unwrap().to_string();
            let Some(stem) = name.strip_suffix(".tar.xz") else {
                continue;
            };
            let (_into, top) = untar_state(&file);
            let table = ok(Command::new(env!("CARGO_BIN_EXE_fpsig"))
                .args(["tmd-table", "--state"])
                .arg(&top)
                .output()
                .unwrap());
            let path = folder.join(format!("{stem}.table.md"));
            let committed = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                committed == table,
                "{} is stale: tar xJf {name} -C /tmp && fpsig tmd-table --state /tmp/{} > {stem}.table.md",
                path.display(),
                top.file_name().unwrap().to_str().unwrap()
            );
            checked += 1;
        }
    }
    assert!(checked >= 4, "{checked} states");
}

/// The finished slices of a committed domain state (`results/FOLDER/NAME.tar.xz`): slice name
/// to (lines, engine-seconds, kept lines), as its `domain` file rows them.
fn finished_slices(tar_xz: &Path) -> std::collections::BTreeMap<String, (u64, f64, u64)> {
    let (_into, top) = untar_state(tar_xz);
    let domain = std::fs::read_to_string(top.join("domain")).unwrap();
    domain
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split_whitespace().collect::<Vec<&str>>())
        .filter(|f| f.len() == 5 && f[1].parse::<u64>().is_ok())
        .map(|f| {
            let n = |s: &str| s.parse::<u64>().unwrap();
            (f[0].to_string(), (n(f[1]), f[3].parse().unwrap(), n(f[4])))
        })
        .collect()
}

/// The table of slices in `results/tmd-sin-cos-binary64/README.md` is written by hand: each
/// finished row holds its state's `domain` row (lines, kept lines, engine-seconds to 0.1),
/// each row in progress names a slice its state has not finished, and every finished slice of
/// either state has a row.
fn the_sin_cos_readme_table_holds_its_states_rows() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("results/tmd-sin-cos-binary64");
    let readme = std::fs::read_to_string(folder.join("README.md")).unwrap();
    let number = |cell: &str| cell.split(' ').next().unwrap().replace(',', "");
    for function in ["sin", "cos"] {
        let finished = finished_slices(&folder.join(format!("st-{function}.tar.xz")));
        assert!(
            finished.len() >= 11,
            "{function}: {} slices",
            finished.len()
        );
        let mut rows = BTreeSet::new();
        for row in readme
            .lines()
            .filter(|l| l.starts_with(&format!("| {function} | ")))
        {
            let cells: Vec<&str> = row.split('|').map(str::trim).collect();
            let slice = cells[2].split(' ').next().unwrap();
            match finished.get(slice) {
                Some(&(lines, seconds, kept)) => {
                    assert!(cells[3].starts_with("finished"), "{row}");
                    assert_eq!(number(cells[4]), lines.to_string(), "{row}");
                    assert_eq!(number(cells[5]), kept.to_string(), "{row}");
                    assert_eq!(number(cells[6]), format!("{seconds:.1}"), "{row}");
                }
                None => assert!(cells[3].starts_with("in progress"), "{row}: not finished"),
            }
            rows.insert(slice.to_string());
        }
        for slice in finished.keys() {
            assert!(
                rows.contains(slice),
                "{function} {slice} is finished: no row"
            );
        }
    }
}

/// cos's binary32 slices at p' = 14 (about 1,000 lines each).
fn cos_slices(state: &Path, parts: Option<&str>, lists: Option<&Path>) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_fpsig"));
    c.args([
        "tmd",
        "--all",
        "--by-slice",
        "--format",
        "binary32",
        "--function",
        "cos",
    ]);
    c.args(["--pprime", "14", "--keep-run", "16", "--backend", "cpu"]);
    c.args([
        "--slice=+2^0,+2^1,+2^2,+2^3,-2^3",
        "--chunk-log2-js",
        "8",
        "--state",
    ]);
    c.arg(state);
    if let Some(l) = lists {
        c.arg("--lists").arg(l);
    }
    if let Some(p) = parts {
        c.args(["--parts", p]);
    }
    c
}

/// Slices searched in parts (`--parts 8`: consecutive intervals, each split and searched on its
/// own, the digest carried from one into the next) give the rows, kept lines and whole lists
/// (`--lists`) of the slices searched whole, also when killed and resumed from a part in
/// progress; a zone that meets a
/// boundary between parts (sin near x itself), a count that is not a power of two and a
/// damaged record of parts are one-line errors.
fn slices_in_parts_give_the_rows_of_whole_slices() {
    let whole = tempfile::tempdir().unwrap();
    let t = Instant::now();
    let (whole_lists, parted_lists) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    ok(cos_slices(whole.path(), None, Some(whole_lists.path()))
        .output()
        .unwrap());
    let micros = t.elapsed().as_micros() as u64;
    let parted = tempfile::tempdir().unwrap();
    let mut in_progress = 0;
    for tenth in [2u64, 3, 2, 4, 3] {
        let mut child = cos_slices(parted.path(), Some("8"), Some(parted_lists.path()))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros(micros * tenth / 10));
        child.kill().unwrap();
        child.wait().unwrap();
        let parts = std::fs::read_dir(parted.path())
            .unwrap()
            .filter_map(|e| std::fs::read_to_string(e.unwrap().path().join("parts")).ok())
            .filter(|r| !r.contains("\ndone 0\n"))
            .count();
        in_progress += parts;
    }
    assert!(in_progress > 0, "no kill found a slice between its parts");
    let last = ok(
        cos_slices(parted.path(), Some("8"), Some(parted_lists.path()))
            .output()
            .unwrap(),
    );
    assert!(last.contains("5 of "), "{last}");
    assert_eq!(rows(parted.path()), rows(whole.path()));
    assert_eq!(rows(whole.path()).len(), 5);
    for slice in ["+2^0", "+2^1", "+2^2", "+2^3", "-2^3"] {
        let kept = |dir: &Path| read_xz(&dir.join("kept").join(format!("{slice}.txt.xz")));
        assert_eq!(kept(parted.path()), kept(whole.path()), "{slice}");
        let list = |dir: &Path| read_xz(&dir.join(format!("{slice}.txt.xz")));
        let whole_list = list(whole_lists.path());
        assert!(
            whole_list.len() > 900,
            "{slice}: {} lines",
            whole_list.len()
        );
        assert_eq!(list(parted_lists.path()), whole_list, "{slice}");
    }
    let fails = |c: &mut Command, why: &str| {
        let out = c.output().unwrap();
        let e = String::from_utf8(out.stderr).unwrap();
        assert!(!out.status.success() && e.lines().count() == 1, "{e}");
        assert!(e.contains(why) && !e.contains("secret"), "{e}");
    };
    let fresh = tempfile::tempdir().unwrap();
    fails(
        &mut cos_slices(fresh.path(), Some("3"), None),
        "not a power of two",
    );
    let slice = fresh.path().join("slice-2^3");
    std::fs::create_dir_all(&slice).unwrap();
    std::fs::write(
        slice.join("parts"),
        "fpsig tmd parts 1\nparts 8\ndone 9 secret\n",
    )
    .unwrap();
    fails(
        &mut cos_slices(fresh.path(), Some("8"), None),
        "parts: damaged",
    );
    // A slice past its first part without --lists, resumed with it.
    let record = "fpsig tmd parts 1\nparts 8\ndone 8\nseconds 1.000\nlisted none\n";
    let carried = "fpsig tmd frontier 1\nnext 0\nlines 0\nzones 0\nsha256 6a09e667 bb67ae85 \
        3c6ef372 a54ff53a 510e527f 9b05688c 1f83d9ab 5be0cd19 0 \nlisted none\nkept 0\n";
    std::fs::write(slice.join("parts"), format!("{record}{carried}")).unwrap();
    let lists = tempfile::tempdir().unwrap();
    fails(
        &mut cos_slices(fresh.path(), Some("8"), Some(lists.path())),
        "started without --lists",
    );
    let zone = tempfile::tempdir().unwrap();
    let mut c = Command::new(env!("CARGO_BIN_EXE_fpsig"));
    c.args([
        "tmd",
        "--all",
        "--by-slice",
        "--format",
        "binary64",
        "--function",
        "sin",
    ]);
    c.args([
        "--backend",
        "cpu",
        "--slice",
        "+2^-600",
        "--parts",
        "4",
        "--state",
    ]);
    fails(
        c.arg(zone.path()),
        "a zone meets the boundary of part 0 of 4",
    );
}

pub const TESTS: &[Test] = &[
    Test::Host(
        "sin_and_cos_of_binary64_search_the_binades_named",
        sin_and_cos_of_binary64_search_the_binades_named,
    ),
    Test::Host(
        "the_slices_hold_the_whole_lists_cases_and_a_second_run_has_nothing_left",
        the_slices_hold_the_whole_lists_cases_and_a_second_run_has_nothing_left,
    ),
    Test::Host(
        "a_killed_or_stopped_run_resumes_to_the_same_table",
        a_killed_or_stopped_run_resumes_to_the_same_table,
    ),
    Test::Host(
        "a_foreign_or_damaged_state_and_unsupported_domains_are_one_line_errors",
        a_foreign_or_damaged_state_and_unsupported_domains_are_one_line_errors,
    ),
    Test::Host(
        "a_slice_in_progress_keeps_the_n_it_started_with",
        a_slice_in_progress_keeps_the_n_it_started_with,
    ),
    Test::Host(
        "exp2s_binades_as_units_give_what_searching_every_unit_gives",
        exp2s_binades_as_units_give_what_searching_every_unit_gives,
    ),
    Test::Host("tmd_table_sums_up_a_state", tmd_table_sums_up_a_state),
    Test::Host(
        "slices_in_parts_give_the_rows_of_whole_slices",
        slices_in_parts_give_the_rows_of_whole_slices,
    ),
    Test::Host(
        "the_committed_states_tables_are_current",
        the_committed_states_tables_are_current,
    ),
    Test::Host(
        "the_sin_cos_readme_table_holds_its_states_rows",
        the_sin_cos_readme_table_holds_its_states_rows,
    ),
    Test::Host(
        "slices_of_many_chunks_resume_from_their_digests",
        slices_of_many_chunks_resume_from_their_digests,
    ),
];
