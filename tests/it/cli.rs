//! Bad input gets a one-line error and a non-zero exit, never a panic.

use crate::harness::{Test, TestParameters, VULKAN};
use std::process::Command;

fn fpsig(args: &[&str]) -> (bool, String, String) {
    fpsig_with(args, &[])
}

/// `fpsig args` with the environment variables `env` set: whether it succeeded, its output,
/// and its own error lines.
fn fpsig_with(args: &[&str], env: &[(&str, &str)]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_fpsig"))
        .args(args)
        .envs(env.iter().copied())
        .output()
        .expect("fpsig runs");
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    // Drivers may print their own lines to stderr; fpsig's own error is the line it prefixes.
    let ours: Vec<&str> = stderr.lines().filter(|l| l.starts_with("fpsig")).collect();
    assert!(!stderr.contains("panicked"), "{args:?} panicked: {stderr}");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        ours.join("\n"),
    )
}

fn assert_one_line_error(args: &[&str], expected: &str) {
    let (ok, stdout, err) = fpsig(args);
    assert!(!ok, "{args:?} succeeded: {stdout}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(expected), "{args:?}: {err}");
}

fn unknown_backend_is_a_one_line_error() {
    assert_one_line_error(
        &["signature", "--backend", "opencl"],
        "unknown backend 'opencl'",
    );
}

fn absent_adapter_is_a_one_line_error() {
    assert_one_line_error(&["signature", "--backend", "vulkan:no-such-gpu"], "vulkan");
    assert_one_line_error(&["signature", "--backend", "metal"], "metal");
}

fn unknown_probe_is_a_one_line_error() {
    assert_one_line_error(&["signature", "--only", "test99"], "unknown probe 'test99'");
}

fn corrupt_snapshot_is_a_one_line_error() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.snap");
    std::fs::write(&bad, "---\nsource: x\n---\nfindings: [\n").unwrap();
    let bad = bad.to_string_lossy().to_string();
    assert_one_line_error(&["diff", &bad, &bad], "not a signature");
    let foreign = dir.path().join("passwd");
    std::fs::write(
        &foreign,
        "root:x:0:0:root:/root:/bin/bash\nsecret:x:1:1::/:/bin/sh\n",
    )
    .unwrap();
    let foreign = foreign.to_string_lossy().to_string();
    let (ok, _, err) = fpsig(&["diff", &foreign, &bad]);
    assert!(!ok && err.lines().count() == 1, "{err}");
    assert!(
        err.contains("passwd: not a signature (read as YAML"),
        "{err}"
    );
    assert!(
        !err.contains("secret") && !err.contains("/bin"),
        "the file's content leaked: {err}"
    );
}

fn probes_lists_every_finding_id() {
    let (ok, stdout, _) = fpsig(&["probes"]);
    assert!(ok);
    for id in [
        "storage.specials",
        "register.range",
        "guard.f32",
        "mad.fma",
        "rewrite.two_sum",
    ] {
        assert!(stdout.contains(id), "{id} missing from:\n{stdout}");
    }
    let column = |line: &str| {
        line.find("  ")
            .map(|i| i + line[i..].len() - line[i..].trim_start().len())
    };
    let columns: std::collections::BTreeSet<Option<usize>> = stdout.lines().map(column).collect();
    assert_eq!(
        columns.len(),
        1,
        "the second column starts at one place:\n{stdout}"
    );
}

fn unknown_float_float_operator_word_or_formulation_is_a_one_line_error() {
    assert_one_line_error(
        &["bench", "ff", "--operator", "add33"],
        "unknown operator 'add33'",
    );
    assert_one_line_error(&["bench", "ff", "--word", "f16"], "unknown word type 'f16'");
    assert_one_line_error(
        &["bench", "ff", "--formulation", "fast"],
        "unknown formulation 'fast'",
    );
}

fn bad_tmd_requests_are_one_line_errors() {
    let cpu = ["tmd", "--backend", "cpu"];
    let with = |extra: &[&'static str]| -> Vec<&'static str> {
        cpu.iter().chain(extra).copied().collect()
    };
    assert_one_line_error(&with(&["--function", "tan"]), "unknown function 'tan'");
    assert_one_line_error(&with(&["--from", "2", "--to", "1"]), "empty interval");
    assert_one_line_error(
        &with(&["--from", "1", "--to", "1+2^-60"]),
        "empty interval: from 1 must be below to 1+2^-60 (1+2^-60 rounds to 0x1.0000000000000p+0) in binary64",
    );
    assert_one_line_error(
        &with(&["--from", "1e400", "--to", "2"]),
        "interval endpoint '1e400' overflows binary64",
    );
    assert_one_line_error(
        &with(&["--format", "binary32", "--from", "1", "--to", "1e39"]),
        "interval endpoint '1e39' overflows binary32",
    );
    assert_one_line_error(&with(&["--from", "1+2^-x"]), "invalid interval endpoint");
    for (pprime, said) in [
        ("60", "'60' for '--pprime <PPRIME>': not in 1..=48"),
        (
            "4294967296",
            "'4294967296' for '--pprime <PPRIME>': not in 1..=48",
        ),
        ("-1", "'-1' for '--pprime <PPRIME>': not in 1..=48"),
        (
            "",
            "'' for '--pprime <PPRIME>': not an integer (not in 1..=48)",
        ),
    ] {
        assert_one_line_error(&with(&["--pprime", pprime]), said);
    }
    assert_one_line_error(
        &with(&["--binade", "1e400"]),
        "--binade 1e400: beyond binary64's largest binade, [2^1023, 2^1024)",
    );
    assert_one_line_error(
        &with(&["--streams", "0"]),
        "invalid value '0' for '--streams <STREAMS>': 0 is not in 1..=8",
    );
    // An option only a search slice by slice reads is refused elsewhere, never ignored.
    let b32_all = ["--format", "binary32", "--pprime", "24", "--all"];
    for (option, value) in [
        ("--slice", "nonsense"),
        ("--stop-after", "1"),
        ("--lists", "lists"),
        ("--keep-run", "30"),
    ] {
        let said = format!("{option} applies only to --all slice by slice");
        assert_one_line_error(&with(&[&b32_all[..], &[option, value]].concat()), &said);
        assert_one_line_error(&with(&[option, value]), &said);
    }
    assert_one_line_error(
        &with(&["--function", "log", "--from", "-1", "--to", "1"]),
        "domain of log",
    );
    assert_one_line_error(&with(&["--from", "1", "--to", "1e6"]), "interval too large");
    assert_one_line_error(&with(&["--log2-n", "21"]), "log2 N = 21 outside 3..=20");
    assert_one_line_error(&with(&["--remainder", "hybrid:99"]), "unknown remainder");
    assert_one_line_error(&with(&["--limbs", "16"]), "unknown limb width");
}

fn quad_double_without_binary64_is_a_one_line_refusal() {
    // GL has no f64 in its shaders; where GL is not built or has no adapter, the backend's
    // own error ("gl: ...") is the line.
    let (ok, _, err) = fpsig(&["bench", "qd", "--backend", "gl", "--inputs", "64"]);
    let expected = if err.contains("error: gl: ") {
        "gl"
    } else {
        "unsupported: no binary64 on gl-glsl-"
    };
    assert!(!ok);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(expected), "{err}");
    assert_one_line_error(
        &["bench", "qd", "--operation", "qd_tan", "--inputs", "64"],
        "unknown operation 'qd_tan'",
    );
    assert_one_line_error(
        &["bench", "qd", "--formulation", "integer", "--inputs", "64"],
        "unknown formulation 'integer'",
    );
}

fn a_device_reference_no_backend_can_evaluate_is_a_one_line_error() {
    // GL has no f64 in its shaders; with Vulkan's and CUDA's devices hidden, no backend of the
    // machine can judge its results, so the map is refused before any input is swept. Where GL
    // is not built or has no adapter, the backend's own error ("gl: ...") is the line.
    let args = [
        "bench",
        "ulp",
        "--backend",
        "gl",
        "--function",
        "exp",
        "--reference",
        "device",
        "--log2-inputs",
        "32",
    ];
    let hidden = [
        ("VK_ICD_FILENAMES", "/nonexistent"),
        ("VK_DRIVER_FILES", "/nonexistent"),
        ("CUDA_VISIBLE_DEVICES", ""),
    ];
    let (ok, _, err) = fpsig_with(&args, &hidden);
    let expected = if err.contains("error: gl: ") {
        "gl"
    } else {
        "cannot evaluate the reference of exp on the device"
    };
    assert!(!ok);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(expected), "{err}");
}

fn rules_view_judges_one_signature_and_refuses_bad_arguments() {
    let snap = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/snapshots/gl-glsl-llvmpipe.snap"
    );
    let (ok, stdout, _) = fpsig(&["diff", "--rules", "gl,d3d12", snap]);
    assert!(ok);
    assert!(stdout.starts_with("gl-glsl-llvmpipe judged by the rules of gl, d3d12\n"));
    assert!(stdout.contains("storage.specials"), "{stdout}");
    assert_one_line_error(
        &["diff", "--rules", "glide", snap],
        "unknown API rules 'glide'",
    );
    assert_one_line_error(
        &["diff", "--rules", "gl", snap, snap],
        "--rules judges one signature",
    );
    assert_one_line_error(&["diff", snap], "diff needs two or more signatures");
}

/// `fpsig bench tmd-scaling` on two CPU engines over a binade: its range in the header, a row
/// per engine count, both finding the same list; a count beyond the engines named is a one-line error.
fn tmd_scaling_runs_each_engine_count_and_compares_the_lists() {
    let args = [
        "bench",
        "tmd-scaling",
        "--backend",
        "cpu,cpu",
        "--format",
        "binary32",
        "--function",
        "exp2",
        "--binade",
        "2",
        "--pprime",
        "12",
        "--chunk-log2-js",
        "10",
    ];
    let (ok, stdout, stderr) = fpsig(&args);
    assert!(ok, "{stderr}");
    // The header names the range searched, here --binade's, not --from/--to's defaults.
    assert!(
        stdout.contains("exp2 on [0x1.000000p+1, 0x1.000000p+2) binary32"),
        "{stdout}"
    );
    let rows: Vec<&str> = stdout.lines().filter(|l| l.starts_with("| ")).collect();
    assert_eq!(rows.len(), 3, "{stdout}");
    for (row, k) in rows[1..].iter().zip(["1", "2"]) {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        assert_eq!(cells[1], k, "{row}");
        assert_eq!(cells[10], "yes", "{row}");
        assert!(cells[9].parse::<usize>().unwrap() > 1000, "{row}");
        assert_eq!(
            cells[6].split(' ').count(),
            cells[1].parse::<usize>().unwrap(),
            "{row}"
        );
    }
    let mut three = args.to_vec();
    three.extend(["--engines", "3"]);
    assert_one_line_error(&three, "--engines 3: between 1 and the 2 engines");
}

/// `fpsig bench tmd-cost` on the CPU over 2^27 inputs of sin at 2^11: a row per cap and run,
/// each cap's mean N (2^9 is the least expected work there, 2^8 the cap: every J of 512 and
/// 256 inputs but perhaps a last partial one), the same list every time,
/// the failures growing with N; a table of prices per cap, the first cap's ratio 1; a cap
/// outside 3..=20 is a one-line error before any search.
fn tmd_cost_compares_caps_on_n_side_by_side() {
    let args = [
        "bench",
        "tmd-cost",
        "--backend",
        "cpu",
        "--function",
        "sin",
        "--from",
        "2^11",
        "--to",
        "2^11+2^-14",
        "--log2-ns",
        "20,8",
        "--runs",
        "2",
    ];
    let (ok, stdout, stderr) = fpsig(&args);
    assert!(ok, "{stderr}");
    assert!(
        stdout.contains("sin on [0x1.0000000000000p+11, 0x1.0000008000000p+11) binary64"),
        "{stdout}"
    );
    let cells =
        |line: &str| -> Vec<String> { line.split('|').map(|c| c.trim().to_string()).collect() };
    let runs: Vec<Vec<String>> = stdout
        .lines()
        .filter(|l| l.starts_with("| 20 | ") || l.starts_with("| 8 | "))
        .map(cells)
        .collect();
    // Four runs (two per cap, in turn), then the two rows of prices.
    assert_eq!(runs.len(), 6, "{stdout}");
    // The mean N of the Js, rounded to an integer: 2^9 and 2^8.
    let n = |cell: &str| cell.parse::<f64>().unwrap().round() as u32;
    let n_and_failing: Vec<(&str, u32, f64)> = runs[..4]
        .iter()
        .map(|c| {
            (
                c[1].as_str(),
                n(&c[5]),
                c[7].trim_end_matches(" %").parse().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        n_and_failing.iter().map(|r| (r.0, r.1)).collect::<Vec<_>>(),
        [("20", 512), ("8", 256), ("20", 512), ("8", 256)],
        "{stdout}"
    );
    assert!(n_and_failing[0].2 > 2.0 * n_and_failing[1].2, "{stdout}");
    assert!(runs[..4].iter().all(|c| c[14] == "yes"), "{stdout}");
    // The expected work's own prices on every row.
    assert!(
        runs.iter()
            .all(|c| (&c[2][..], &c[3][..]) == ("8", "0.03125")),
        "{stdout}"
    );
    let prices = &runs[4..];
    assert_eq!((n(&prices[0][4]), n(&prices[1][4])), (512, 256), "{stdout}");
    assert_eq!(prices[0][9], "1.000", "{stdout}");
    for p in prices {
        assert!(p[6].parse::<f64>().unwrap() > 0.0, "{stdout}");
    }
    let mut bad = args.to_vec();
    bad[11] = "20,2";
    assert_one_line_error(&bad, "log2 N = 2 outside 3..=20");
}

/// `fpsig bench tmd-cost --failing-j-prices 1,64`: a row per price, each piece's N chosen at
/// that price (a failing J at 1 J takes a larger N than at 64 at sin's 2^11, whose Js then
/// fail phase 1 more often), the same list; a price at or below 0 is a one-line error before
/// any search.
fn tmd_cost_compares_prices_side_by_side() {
    let mut args = vec![
        "bench",
        "tmd-cost",
        "--backend",
        "cpu",
        "--function",
        "sin",
        "--from",
        "2^11",
        "--to",
        "2^11+2^-14",
        "--log2-ns",
        "20",
        "--runs",
        "1",
        "--failing-j-prices",
        "1,64",
    ];
    let (ok, stdout, stderr) = fpsig(&args);
    assert!(ok, "{stderr}");
    let rows: Vec<Vec<String>> = stdout
        .lines()
        .filter(|l| l.starts_with("| 20 | "))
        .map(|l| l.split('|').map(|c| c.trim().to_string()).collect())
        .collect();
    // Two runs, then two rows of prices.
    assert_eq!(rows.len(), 4, "{stdout}");
    let prices: Vec<(&str, &str)> = rows.iter().map(|c| (&c[2][..], &c[3][..])).collect();
    assert_eq!(
        prices,
        [("1", "0.03125"), ("64", "0.03125")].repeat(2),
        "{stdout}"
    );
    let n = |c: &[String]| c[5].parse::<f64>().unwrap();
    let failing = |c: &[String]| c[7].trim_end_matches(" %").parse::<f64>().unwrap();
    assert!(n(&rows[0]) > n(&rows[1]), "{stdout}");
    assert!(failing(&rows[0]) > failing(&rows[1]), "{stdout}");
    assert!(rows[..2].iter().all(|c| c[14] == "yes"), "{stdout}");
    // Counted conditionally, phase 2's expected failures grow (the last cell: expected
    // against measured), the header says so, the measured counts stay.
    let expected_ks = |out: &str| -> Vec<(f64, String)> {
        (out.lines().filter(|l| l.starts_with("| 20 | ")).skip(2))
            .map(|l| {
                let last = l
                    .trim_end_matches(" |")
                    .rsplit("| ")
                    .next()
                    .unwrap()
                    .to_string();
                let (expected, measured) = last.split_once(" against ").unwrap();
                (expected.parse().unwrap(), measured.to_string())
            })
            .collect()
    };
    let mut conditional = args.clone();
    conditional.push("--conditional-phase-2");
    let (ok, with, stderr) = fpsig(&conditional);
    assert!(ok, "{stderr}");
    assert!(
        with.contains("counts a failing J's Ks failing phase 2 conditionally"),
        "{with}"
    );
    assert_eq!(
        (expected_ks(&stdout).len(), expected_ks(&with).len()),
        (2, 2)
    );
    for (a, b) in expected_ks(&stdout).iter().zip(expected_ks(&with)) {
        assert!(b.0 > a.0 && b.1 == a.1, "{stdout}\n{with}");
    }
    args[15] = "0";
    assert_one_line_error(&args, "the price of a failing J must be above 0, not 0");
    args[14] = "--point-prices";
    args[15] = "-0.5";
    assert_one_line_error(
        &args,
        "the price of a point of phase 3 must be above 0, not -0.5",
    );
}

/// `fpsig tmd` on the CPU over binary32, by the L-algorithm or `--exhaustive`: its stdout,
/// the run having succeeded.
fn tmd_binary32(function: &str, from: &str, to: &str, pprime: &str, exhaustive: bool) -> String {
    let mut args = vec![
        "tmd",
        "--backend",
        "cpu",
        "--format",
        "binary32",
        "--function",
        function,
        "--from",
        from,
        "--to",
        to,
        "--pprime",
        pprime,
    ];
    if exhaustive {
        args.push("--exhaustive");
    }
    let (ok, stdout, stderr) = fpsig(&args);
    assert!(ok, "{args:?}: {stderr}");
    stdout
}

/// The list lines of `fpsig tmd`'s output (cases and zones), without the `#` header.
fn listed(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// `--exhaustive` evaluates every input of binary32 log's last binade, up to `--to 2^128` (the
/// end of the last binade, so that the largest float is searched), and finds the L-algorithm's
/// list.
fn the_exhaustive_search_of_the_last_binade_finds_the_l_algorithm_s_cases() {
    let l_algorithm = tmd_binary32("log", "2^127", "2^128", "16", false);
    let every_input = tmd_binary32("log", "2^127", "2^128", "16", true);
    assert!(
        every_input.contains("8388608 inputs, point by point"),
        "{every_input}"
    );
    assert!(listed(&l_algorithm).len() > 100, "{l_algorithm}");
    assert_eq!(listed(&l_algorithm), listed(&every_input));
}

/// binary32 exp from far below zero up and into overflow, as a user would ask: results that
/// round to zero are one zone, subnormal results are searched (the same lines as the exhaustive
/// search), overflowing ones are counted.
fn tmd_covers_the_whole_binary32_range_of_exp() {
    let low = tmd_binary32("exp", "-128", "-86", "24", false);
    assert!(
        low.contains("-0x1.000000p+7..-0x1.e26e32p+6  zone: all 968936 inputs"),
        "{low}"
    );
    let cases = listed(&low);
    assert!(cases.len() >= 2, "{low}");
    assert_eq!(
        cases,
        listed(&tmd_binary32("exp", "-128", "-86", "24", true))
    );
    let high = tmd_binary32("exp", "88", "2^128", "24", false);
    assert!(
        high.contains("1020169704 inputs whose values overflow"),
        "{high}"
    );
}

/// The shader capture's log in the temporary folder is there while fpsig runs (watched until
/// it exits) and goes away when it exits.
fn the_shader_log_is_removed_at_exit(backend: &fpsig_backends::Backend) {
    let tmp = tempfile::tempdir().unwrap();
    let spec = backend.identity.spec().to_string();
    let shaders = tmp.path().join("shaders");
    let shaders = shaders.to_str().unwrap();
    // One small family, its shaders written out: a written shader waited for its kernel's
    // entry in the log, so the log held one while fpsig ran.
    let mut child = Command::new(env!("CARGO_BIN_EXE_fpsig"))
        .args(["signature", "--backend", &spec, "--only", "mad"])
        .args(["--shaders", shaders])
        .env("TMPDIR", tmp.path())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("fpsig runs");
    let log = tmp.path().join(format!("fpsig-shaders-{}.log", child.id()));
    let mut written = false;
    let status = loop {
        written |= std::fs::metadata(&log).is_ok_and(|m| m.len() > 0);
        if let Some(status) = child.try_wait().expect("fpsig is waited for") {
            break status;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    };
    assert!(status.success());
    assert!(written, "{} never held a compiled kernel", log.display());
    assert!(!log.exists(), "{} left behind", log.display());
}

fn bad_shader_and_report_arguments_are_one_line_errors() {
    assert_one_line_error(&["shaders", "--target", "dxil"], "unknown target 'dxil'");
    assert_one_line_error(
        &["shaders", "--kernel", "no.such.kernel"],
        "no kernel of the catalogue matches 'no.such.kernel'",
    );
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().to_str().unwrap();
    let corrupt = dir.path().join("corrupt.snap");
    std::fs::write(&corrupt, "backend: [\n").unwrap();
    assert_one_line_error(
        &["report", "--out", out, corrupt.to_str().unwrap()],
        "corrupt.snap",
    );
    assert_one_line_error(
        &["report", "--out", out, "opencl"],
        "unknown backend 'opencl'",
    );
    let empty = tempfile::tempdir().unwrap();
    assert_one_line_error(
        &["report", "--out", out, empty.path().to_str().unwrap()],
        "no signature snapshots",
    );
}

/// A committed snapshot, by file name, as a path argument.
fn snapshot(name: &str) -> String {
    format!("{}/snapshots/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// `fpsig args` with its standard output read by nobody: its status and its stderr.
fn with_closed_stdout(args: &[&str]) -> (std::process::ExitStatus, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fpsig"))
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("fpsig runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("fpsig is waited for");
    (out.status, String::from_utf8_lossy(&out.stderr).to_string())
}

/// `fpsig diff A B | head -1`: the reader goes away, fpsig ends as `cat` would (SIGPIPE, or
/// success where it had written all before the reader went), quietly.
fn a_closed_pipe_ends_a_command_quietly() {
    use std::os::unix::process::ExitStatusExt;
    let a = snapshot("vulkan-spirv-llvmpipe.snap");
    let b = snapshot("gl-glsl-llvmpipe.snap");
    for args in [vec!["probes"], vec!["diff", &a, &b]] {
        let (status, stderr) = with_closed_stdout(&args);
        assert!(
            status.success() || status.signal() == Some(libc::SIGPIPE),
            "{args:?}: {status:?}, {stderr}"
        );
        assert!(stderr.is_empty(), "{args:?} said: {stderr}");
    }
}

/// `fpsig diff A B > /dev/full` (or `--help`, `--version`): one line saying the output could
/// not be written.
fn a_full_stdout_is_a_one_line_error() {
    let a = snapshot("vulkan-spirv-llvmpipe.snap");
    let b = snapshot("gl-glsl-llvmpipe.snap");
    let help = [vec!["--help"], vec!["--version"], vec!["tmd", "--help"]];
    for args in [vec!["probes"], vec!["diff", &a, &b]]
        .into_iter()
        .chain(help)
    {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_fpsig"))
            .args(&args)
            .stdout(full)
            .output()
            .expect("fpsig runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert_eq!(
            stderr.trim_end(),
            "fpsig: error: cannot write the output: No space left on device (os error 28)",
            "{args:?}"
        );
    }
}

/// Each names what is wrong: a missing file or a folder given to `diff` is no "unknown
/// backend"; a file where a folder is wanted is no "File exists"; a long value is not echoed.
fn misleading_messages_say_what_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let a = snapshot("vulkan-spirv-llvmpipe.snap");
    let folder = dir.path().to_str().unwrap();
    assert_one_line_error(&["diff", folder, &a], "is a folder, not a signature file");
    assert_one_line_error(
        &["diff", "old/vulkan.snap", &a],
        "old/vulkan.snap: no such file",
    );
    assert_one_line_error(
        &["diff", "nonesuch", &a],
        "nonesuch: no such file, nor a backend (unknown backend 'nonesuch'",
    );
    let plain = dir.path().join("plain");
    std::fs::write(&plain, "x").unwrap();
    let plain = plain.to_str().unwrap();
    let cpu = ["tmd", "--backend", "cpu", "--from", "1", "--to", "1+2^-20"];
    let (ok, _, err) = fpsig(&[&cpu[..], &["--state", plain]].concat());
    assert!(!ok && err.lines().count() == 1, "{err}");
    assert!(
        err.ends_with("plain: not a folder (a file is there)"),
        "{err}"
    );
    assert!(!err.contains("File exists"), "{err}");
    assert_one_line_error(
        &[
            "signature",
            "--backend",
            "vulkan:nonesuch",
            "--shaders",
            "/dev/full",
        ],
        "--shaders /dev/full: not a folder (a file is there)",
    );
    assert_one_line_error(
        &["shaders", "--target", "wgsl", "--out", "/dev/full"],
        "--out /dev/full: not a folder (a file is there)",
    );
    assert_one_line_error(
        &["tmd", "--backend", "cpu", "--binade", "nan"],
        "--binade nan: not a number fpsig reads",
    );
    let (ok, _, err) = fpsig(&["signature", "--only", "nosuch"]);
    assert!(!ok && err.lines().count() == 1, "{err}");
    assert!(
        err.contains("unknown probe 'nosuch': neither a family (") && err.len() < 600,
        "{} bytes: {err}",
        err.len()
    );
    let (ok, _, err) = fpsig(&[&cpu[..], &["--kernel-cache", plain]].concat());
    assert!(!ok && err.lines().count() == 1, "{err}");
    assert!(
        err.contains("--kernel-cache ")
            && err.ends_with("plain: not a folder (a file is there)")
            && !err.contains("os error"),
        "{err}"
    );
    assert_one_line_error(
        &["bench", "report", "--runs", "0"],
        "invalid value '0' for '--runs <RUNS>': 0 is not in 1..=100",
    );
    let long = "v".repeat(100_000);
    let (ok, _, err) = fpsig(&["signature", "--backend", &long]);
    assert!(!ok && err.lines().count() == 1);
    assert!(err.len() < 300, "{} bytes: the value was echoed", err.len());
}

/// A run whose `--out` cannot be written (here a folder) leaves no `FILE.partial` behind
/// where its `--state` holds the chunks; without a state, the partial list is all that is left
/// of the search: it stays, and the error says where and how many cases it holds.
fn a_failed_out_leaves_no_unannounced_partial_list() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x");
    std::fs::create_dir(&out).unwrap();
    let partial = dir.path().join("x.partial");
    let search = [
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
        "--out",
        out.to_str().unwrap(),
    ];
    let state = dir.path().join("state");
    let with_state = [&search[..], &["--state", state.to_str().unwrap()]].concat();
    assert_one_line_error(&with_state, "Is a directory");
    assert!(!partial.exists(), "{} left behind", partial.display());
    let (ok, _, err) = fpsig(&search);
    assert!(!ok && err.lines().count() == 1, "{err}");
    let said = format!(" cases found so far are in {})", partial.display());
    assert!(err.trim_end().ends_with(&said), "{err}");
    let count: usize = err
        .rsplit(" (the ")
        .next()
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let kept = std::fs::read_to_string(&partial).unwrap();
    assert!(
        count > 0 && kept.lines().count() == count,
        "{count}: {kept}"
    );
}

/// `fpsig diff` of two versions of one backend's snapshot names each by its path, and a
/// snapshot cut at a line boundary is refused.
fn two_versions_of_one_snapshot_are_told_apart_and_a_cut_one_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let now = snapshot("vulkan-spirv-llvmpipe.snap");
    let text = std::fs::read_to_string(&now).unwrap();
    let older = dir.path().join("older.snap");
    std::fs::write(&older, text.replacen("verdict: ", "verdict: (older) ", 1)).unwrap();
    let older = older.to_str().unwrap();
    let (ok, stdout, err) = fpsig(&["diff", older, &now]);
    assert!(ok, "{err}");
    let first = stdout.lines().next().unwrap();
    assert!(
        first.starts_with(&format!(
            "1 finding measured by each differs between vulkan-spirv-llvmpipe ({older}) and vulkan-spirv-llvmpipe ({now})"
        )),
        "{first}"
    );
    assert!(!first.contains("only within one backend"), "{first}");
    let cut = dir.path().join("cut.snap");
    let lines: Vec<&str> = text.lines().collect();
    // Cut where a finding starts (an older file cut there still parses), about line 1000.
    let at = (1000..lines.len())
        .find(|&i| {
            let l = lines[i];
            l.starts_with("  ") && !l.starts_with("   ") && l.ends_with(':')
        })
        .expect("a finding after line 1000");
    std::fs::write(&cut, format!("{}\n", lines[..at].join("\n"))).unwrap();
    assert_one_line_error(
        &["diff", cut.to_str().unwrap(), &now],
        "cut.snap: not a whole signature: it was cut short",
    );
    // Without the format mark (an older file), the same cut cannot be seen: it is read, and
    // said to be older, with the findings it lacks counted.
    let unmarked = dir.path().join("unmarked.snap");
    let kept: Vec<&str> = lines[..at]
        .iter()
        .filter(|l| !l.starts_with("signature_format:"))
        .copied()
        .collect();
    std::fs::write(&unmarked, format!("{}\n", kept.join("\n"))).unwrap();
    let (ok, _, err) = fpsig(&["diff", unmarked.to_str().unwrap(), &now]);
    assert!(ok, "{err}");
    let note = err
        .lines()
        .find(|l| l.starts_with("fpsig: note: "))
        .expect("a note");
    assert!(
        note.contains("unmarked.snap is an older signature file"),
        "{note}"
    );
    let lacks: usize = note
        .split("it lacks ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("a count");
    assert!(lacks > 0, "{note}");
    // One finding id twice: refused, never the later copy read.
    let twice = dir.path().join("twice.snap");
    let first = 1 + lines.iter().position(|l| *l == "findings:").unwrap();
    let entry_end = first
        + 1
        + lines[first + 1..]
            .iter()
            .position(|l| !l.starts_with("    "))
            .unwrap();
    let mut doubled = lines[..entry_end].to_vec();
    doubled.extend_from_slice(&lines[first..]);
    let doubled = format!("{}\n", doubled.join("\n"));
    std::fs::write(&twice, doubled).unwrap();
    assert_one_line_error(&["diff", twice.to_str().unwrap(), &now], "appears twice");
}

/// The 2006 GeForce through OpenGL against the H100 through OpenGL: by default only the
/// findings both measured, the rest counted in one line; `--all` lists them, a finding a file
/// lacks (here one taken out of an older copy) as "not in" it; `--format json` holds every
/// difference.
fn a_diff_shows_what_both_sides_measured_and_counts_the_rest() {
    let seed = snapshot("seed-2006/seed-2006-gl-nvidia-geforce-7800-gtx.snap");
    let h100 = snapshot("gl-glsl-nvidia-h100-80gb-hbm3.snap");
    let (ok, text, err) = fpsig_with(&["diff", &seed, &h100], &[("COLUMNS", "100")]);
    assert!(ok, "{err}");
    // Equal verdicts whose evidence is only named otherwise (the seeds' `source`, the measured
    // `tests`) are no difference; verdict changes lead.
    for same in [
        "paranoia.commutativity",
        "paranoia.division",
        "paranoia.fuzzy",
    ] {
        assert!(!text.contains(&format!("\n{same}\n")), "{same}: {text}");
    }
    assert!(text.contains("\nparanoia.multiplication\n"), "{text}");
    let counted = text
        .lines()
        .find(|l| l.contains("not measured by seed-2006-gl-nvidia-geforce-7800-gtx"))
        .expect("the unmeasured ones are counted");
    assert!(counted.ends_with("; --all lists them"), "{counted}");
    assert!(!text.contains("not in "), "{text}");
    assert!(!text.contains("(absent)"), "{text}");
    for l in text.lines().filter(|l| l.starts_with("    ")) {
        assert!(
            l.chars().count() <= 100,
            "evidence line over the width: {l}"
        );
    }
    let (ok, all, _) = fpsig(&["diff", "--all", &seed, &h100]);
    assert!(ok);
    assert!(all.len() > text.len() && all.contains("[not-run]"), "{all}");
    let dir = tempfile::tempdir().unwrap();
    let mut older =
        fpsig_harness::Signature::parse(&std::fs::read_to_string(&h100).unwrap()).unwrap();
    older
        .findings
        .remove("convert.f32_to_f16")
        .expect("the finding");
    let older_file = dir.path().join("older.yaml");
    std::fs::write(&older_file, older.render(fpsig_harness::Format::Yaml)).unwrap();
    let older_file = older_file.to_str().unwrap();
    let (ok, all, _) = fpsig(&["diff", "--all", &seed, older_file]);
    assert!(ok);
    assert!(
        all.contains(&format!(
            "\nconvert.f32_to_f16\n  seed-2006-gl-nvidia-geforce-7800-gtx  [not-run] not run: not measured by the seeds\n  gl-glsl-nvidia-h100-80gb-hbm3         not in {older_file}\n"
        )),
        "{all}"
    );
    let (ok, json, _) = fpsig(&["diff", "--format", "json", &seed, &h100]);
    assert!(ok);
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let differences = v["differences"].as_array().unwrap();
    let measured = differences
        .iter()
        .filter(|d| d["measured_by_all"] == true)
        .count();
    assert!(measured > 0 && measured < differences.len());
    let headline = text.lines().next().unwrap();
    assert!(
        headline.starts_with(&format!("{measured} findings measured by each differ")),
        "{headline}"
    );
}

/// Mesa's `XDG_RUNTIME_DIR is invalid or not set` is not printed where the variable is unset
/// (fpsig gives the drivers a private folder); fpsig's stderr holds only what fpsig says.
fn drivers_do_not_complain_of_a_missing_runtime_folder() {
    let out = Command::new(env!("CARGO_BIN_EXE_fpsig"))
        .arg("backends")
        .env_remove("XDG_RUNTIME_DIR")
        .output()
        .expect("fpsig runs");
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("XDG_RUNTIME_DIR"), "{stderr}");
}

/// Two builds of fpsig (here the binary and a copy one byte longer) keep their compiled kernels
/// in folders of their own under one `--kernel-cache`: CubeCL keys a kernel by its name, not
/// its code, so a shared folder handed one build the other's kernels (session 44).
fn each_build_keeps_its_kernels_apart() {
    use std::io::Write;
    use std::os::unix::fs::PermissionsExt;
    let tmp = tempfile::tempdir().unwrap();
    let (a, b, root) = (
        std::path::PathBuf::from(env!("CARGO_BIN_EXE_fpsig")),
        tmp.path().join("b"),
        tmp.path().join("kc"),
    );
    std::fs::copy(&a, &b).unwrap();
    let mut longer = std::fs::OpenOptions::new().append(true).open(&b).unwrap();
    longer.write_all(&[0]).unwrap();
    drop(longer);
    std::fs::set_permissions(&b, std::fs::Permissions::from_mode(0o755)).unwrap();
    let folder = |program: &std::path::Path| -> String {
        let root = root.to_str().unwrap();
        let out = Command::new(program)
            .args([
                "tmd",
                "--backend",
                "cpu",
                "--to",
                "1+2^-30",
                "--kernel-cache",
                root,
            ])
            .output()
            .expect("fpsig runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let line = stdout
            .lines()
            .find(|l| l.starts_with("# kernels: "))
            .unwrap_or_else(|| panic!("no kernels line: {stdout}"));
        let at = line.find(root).unwrap_or_else(|| panic!("{line}"));
        let name = line[at + root.len()..].trim_start_matches('/');
        name.split([' ', ')']).next().unwrap().to_string()
    };
    let (first, again, other) = (folder(&a), folder(&a), folder(&b));
    assert!(first.starts_with("build-") && first.len() == 22, "{first}");
    assert_eq!(first, again, "one build, one folder");
    assert_ne!(first, other, "another build, another folder");
    assert!(root.join(&first).is_dir() && root.join(&other).is_dir());
}

pub const TESTS: &[Test] = &[
    Test::Host(
        "each_build_keeps_its_kernels_apart",
        each_build_keeps_its_kernels_apart,
    ),
    Test::Host(
        "unknown_backend_is_a_one_line_error",
        unknown_backend_is_a_one_line_error,
    ),
    Test::Host(
        "absent_adapter_is_a_one_line_error",
        absent_adapter_is_a_one_line_error,
    ),
    Test::Host(
        "unknown_probe_is_a_one_line_error",
        unknown_probe_is_a_one_line_error,
    ),
    Test::Host(
        "corrupt_snapshot_is_a_one_line_error",
        corrupt_snapshot_is_a_one_line_error,
    ),
    Test::Host(
        "probes_lists_every_finding_id",
        probes_lists_every_finding_id,
    ),
    Test::Host(
        "unknown_float_float_operator_word_or_formulation_is_a_one_line_error",
        unknown_float_float_operator_word_or_formulation_is_a_one_line_error,
    ),
    Test::Host(
        "bad_tmd_requests_are_one_line_errors",
        bad_tmd_requests_are_one_line_errors,
    ),
    Test::Host(
        "quad_double_without_binary64_is_a_one_line_refusal",
        quad_double_without_binary64_is_a_one_line_refusal,
    ),
    Test::Host(
        "a_device_reference_no_backend_can_evaluate_is_a_one_line_error",
        a_device_reference_no_backend_can_evaluate_is_a_one_line_error,
    ),
    Test::Host(
        "rules_view_judges_one_signature_and_refuses_bad_arguments",
        rules_view_judges_one_signature_and_refuses_bad_arguments,
    ),
    Test::Host(
        "tmd_scaling_runs_each_engine_count_and_compares_the_lists",
        tmd_scaling_runs_each_engine_count_and_compares_the_lists,
    ),
    Test::Host(
        "tmd_cost_compares_caps_on_n_side_by_side",
        tmd_cost_compares_caps_on_n_side_by_side,
    ),
    Test::Host(
        "tmd_cost_compares_prices_side_by_side",
        tmd_cost_compares_prices_side_by_side,
    ),
    Test::Host(
        "the_exhaustive_search_of_the_last_binade_finds_the_l_algorithm_s_cases",
        the_exhaustive_search_of_the_last_binade_finds_the_l_algorithm_s_cases,
    ),
    Test::Host(
        "tmd_covers_the_whole_binary32_range_of_exp",
        tmd_covers_the_whole_binary32_range_of_exp,
    ),
    Test::Device(
        "the_shader_log_is_removed_at_exit",
        TestParameters::on(VULKAN),
        the_shader_log_is_removed_at_exit,
    ),
    Test::Host(
        "a_failed_out_leaves_no_unannounced_partial_list",
        a_failed_out_leaves_no_unannounced_partial_list,
    ),
    Test::Host(
        "bad_shader_and_report_arguments_are_one_line_errors",
        bad_shader_and_report_arguments_are_one_line_errors,
    ),
    Test::Host(
        "a_closed_pipe_ends_a_command_quietly",
        a_closed_pipe_ends_a_command_quietly,
    ),
    Test::Host(
        "a_full_stdout_is_a_one_line_error",
        a_full_stdout_is_a_one_line_error,
    ),
    Test::Host(
        "misleading_messages_say_what_is_wrong",
        misleading_messages_say_what_is_wrong,
    ),
    Test::Host(
        "two_versions_of_one_snapshot_are_told_apart_and_a_cut_one_is_refused",
        two_versions_of_one_snapshot_are_told_apart_and_a_cut_one_is_refused,
    ),
    Test::Host(
        "a_diff_shows_what_both_sides_measured_and_counts_the_rest",
        a_diff_shows_what_both_sides_measured_and_counts_the_rest,
    ),
    Test::Host(
        "drivers_do_not_complain_of_a_missing_runtime_folder",
        drivers_do_not_complain_of_a_missing_runtime_folder,
    ),
];
