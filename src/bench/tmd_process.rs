//! The part of `fpsig bench tmd` that times the whole command as a process: `fpsig tmd` on the
//! bench's interval twice, on a fresh kernel cache, so that the first run compiles its kernels
//! and the second takes them from the cache (compilation paid once); and, when asked, a whole
//! binade end to end with several numbers of threads per GPU, side by side.

use crate::tmd::args::SearchArgs;
use std::fmt::Write as _;
use std::process::Command;
use std::time::Instant;

/// One run of `fpsig tmd`: its wall time and the lines of its header that say where the time
/// went.
struct Run {
    wall: f64,
    said: Vec<String>,
}

/// `fpsig tmd` on `search`'s interval, or on `binade` with `streams` threads per GPU.
fn tmd(
    search: &SearchArgs,
    binade: Option<&str>,
    streams: u32,
    cache: &std::path::Path,
) -> Result<Run, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find fpsig itself: {e}"))?;
    let mut command = Command::new(exe);
    command.args(["tmd", "--function", &search.function]);
    command.args(["--format", &search.format, "--pprime"]);
    command.arg(search.pprime.to_string());
    match binade.or(search.binade.as_deref()) {
        Some(b) => command.args(["--binade", b]),
        None if search.all => command.arg("--all"),
        None => command.args(["--from", &search.from, "--to", &search.to]),
    };
    if let Some(b) = &search.backend {
        command.args(["--backend", b]);
    }
    if let Some(n) = search.log2_n {
        command.args(["--log2-n", &n.to_string()]);
    }
    if let Some(l) = &search.limbs {
        command.args(["--limbs", l]);
    }
    command.args(["--streams", &streams.to_string()]);
    command.arg("--kernel-cache").arg(cache);
    let start = Instant::now();
    let output = command
        .output()
        .map_err(|e| format!("cannot run fpsig tmd: {e}"))?;
    let wall = start.elapsed().as_secs_f64();
    if !output.status.success() {
        let err = String::from_utf8_lossy(&output.stderr);
        return Err(format!(
            "fpsig tmd failed: {}",
            err.lines().last().unwrap_or("")
        ));
    }
    let said = String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter(|l| {
            ["# kernels", "# wall", "# time", "# phase 1"]
                .iter()
                .any(|start| l.starts_with(start))
        })
        .map(str::to_string)
        .collect();
    Ok(Run { wall, said })
}

/// A fresh kernel-cache folder for this bench.
fn fresh_cache() -> std::path::PathBuf {
    let cache = std::env::temp_dir().join(format!("fpsig-bench-kernels-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cache);
    cache
}

/// The two runs, side by side.
pub fn twice(search: &SearchArgs) -> Result<String, String> {
    let cache = fresh_cache();
    let streams = search.streams;
    let runs = [0, 1].map(|_| tmd(search, None, streams, &cache));
    let _ = std::fs::remove_dir_all(&cache);
    let [first, second] = runs;
    let (first, second) = (first?, second?);
    let mut out = String::from(
        "\nThe whole command, `fpsig tmd` on this interval as a process, twice on a fresh kernel cache \
         (target: the second run <= 0.5 s of wall time):\n",
    );
    for (name, run) in [
        ("first run (compiles)", &first),
        ("second run (cache)", &second),
    ] {
        let _ = writeln!(out, "  {name:<21} {:>8.3} s of wall time", run.wall);
        for line in &run.said {
            let _ = writeln!(out, "      {line}");
        }
    }
    let _ = writeln!(
        out,
        "  second / first: {:.2}",
        second.wall / first.wall.max(1e-9)
    );
    Ok(out)
}

/// `fpsig tmd --binade binade` end to end with each of `counts` threads per GPU (none given:
/// one and `search.streams`), on one kernel cache (only the first run compiles: a fraction of
/// a second of its wall time); each run's ratio to the first.
pub fn binade(search: &SearchArgs, binade: &str, counts: &[u32]) -> Result<String, String> {
    let mut counts = match counts {
        [] => vec![1, search.streams],
        asked => asked.to_vec(),
    };
    counts.dedup();
    let cache = fresh_cache();
    let runs: Vec<Result<Run, String>> = (counts.iter())
        .map(|&streams| tmd(search, Some(binade), streams, &cache))
        .collect();
    let _ = std::fs::remove_dir_all(&cache);
    let mut out = format!(
        "\nThe binade {binade} end to end, `fpsig tmd --binade {binade}` as a process (target for exp's [1, 2) at p' = 32: <= 30 s):\n"
    );
    let mut walls = Vec::new();
    for (streams, run) in counts.iter().zip(runs) {
        let run = run?;
        let _ = writeln!(
            out,
            "  --streams {streams}: {:>8.3} s of wall time",
            run.wall
        );
        for line in &run.said {
            let _ = writeln!(out, "      {line}");
        }
        walls.push(run.wall);
    }
    for (streams, wall) in counts.iter().zip(&walls).skip(1) {
        let _ = writeln!(
            out,
            "  --streams {streams} / --streams {}: {:.2}",
            counts[0],
            wall / walls[0]
        );
    }
    Ok(out)
}
