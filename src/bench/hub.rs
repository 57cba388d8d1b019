//! `fpsig bench hub`: what one hub process holds on this machine: uploads, then the table page
//! and a device page, each from `clients` threads for `seconds`, with the rate and the 50th
//! and 99th percentiles of the latency, side by side in one run. The hub is this executable's
//! `fpsig hub` on a fresh database in a temporary folder, on 127.0.0.1.

use crate::terminal::table::{Align, Table};
use fpsig_harness::signature::{BackendSection, Finding, Kind, Layer, Signature};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A hub child process on a temporary database, killed and removed when dropped.
struct Hub {
    child: Child,
    dir: PathBuf,
    base: String,
}

impl Hub {
    fn start() -> Result<Hub, String> {
        let exe = std::env::current_exe().map_err(|e| format!("no executable path: {e}"))?;
        let dir = std::env::temp_dir().join(format!("fpsig-bench-hub-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
        let mut child = Command::new(exe)
            .args(["hub", "--listen", "127.0.0.1:0", "--uploads-per-minute"])
            .arg(u32::MAX.to_string())
            .arg("--db")
            .arg(dir.join("hub.db"))
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start the hub: {e}"))?;
        let mut line = String::new();
        let read = BufReader::new(child.stdout.take().expect("piped")).read_line(&mut line);
        let base = line.trim().strip_prefix("fpsig hub: ").map(str::to_string);
        let hub = Hub {
            child,
            dir,
            base: base.unwrap_or_default(),
        };
        match read {
            Ok(_) if !hub.base.is_empty() => Ok(hub),
            _ => Err("the hub did not say where it listens".into()),
        }
    }
}

impl Drop for Hub {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A signature of the size fpsig's are (`findings` findings, a few evidence fields each).
fn sample(findings: usize) -> String {
    let mut all = BTreeMap::new();
    for i in 0..findings {
        let finding = Finding::new(
            &format!("test {i}"),
            "consistent with nearest-even",
            Layer::Execution,
        )
        .with("ulps", i as u64)
        .with("inputs", 1u64 << 20)
        .with("shader_sha256", format!("{:064x}", i));
        all.insert(format!("family{}.probe{i}", i % 17), finding);
    }
    let signature = Signature {
        backend: BackendSection {
            name: "vulkan-spirv-bench".into(),
            kind: Kind::Measured,
            api: "vulkan".into(),
            compiler: "CubeCL SPIR-V".into(),
            adapter: "bench adapter".into(),
            driver: "bench driver".into(),
            device_type: "gpu".into(),
            capabilities: BTreeMap::new(),
        },
        findings: all,
    };
    signature.render(fpsig_harness::signature::Format::Json)
}

/// Requests, their rate and latency percentiles.
struct Measured {
    requests: usize,
    failed: usize,
    per_second: f64,
    p50: Duration,
    p99: Duration,
}

/// `clients` threads, each with its own keep-alive connection, sending `request` for `seconds`.
fn load(clients: usize, seconds: f64, request: impl Fn(&ureq::Agent) -> bool + Sync) -> Measured {
    let start = Instant::now();
    let stop = start + Duration::from_secs_f64(seconds);
    let results: Vec<(Vec<Duration>, usize)> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..clients)
            .map(|_| {
                scope.spawn(|| {
                    let agent = crate::hub::client::agent(Duration::from_secs(30));
                    let (mut times, mut failed) = (Vec::new(), 0);
                    while Instant::now() < stop {
                        let t = Instant::now();
                        if request(&agent) {
                            times.push(t.elapsed());
                        } else {
                            failed += 1;
                        }
                    }
                    (times, failed)
                })
            })
            .collect();
        threads.into_iter().filter_map(|t| t.join().ok()).collect()
    });
    let elapsed = start.elapsed().as_secs_f64();
    let failed = results.iter().map(|r| r.1).sum();
    let mut times: Vec<Duration> = results.into_iter().flat_map(|r| r.0).collect();
    times.sort();
    let at = |q: f64| {
        times
            .get(((times.len() as f64 * q).ceil() as usize).saturating_sub(1))
            .copied()
            .unwrap_or_default()
    };
    Measured {
        requests: times.len(),
        failed,
        per_second: times.len() as f64 / elapsed,
        p50: at(0.50),
        p99: at(0.99),
    }
}

fn status_is(response: Result<ureq::http::Response<ureq::Body>, ureq::Error>, want: u16) -> bool {
    match response {
        Ok(mut r) => {
            let ok = r.status().as_u16() == want;
            // Read the body so that the connection is reused.
            let _ = r.body_mut().read_to_vec();
            ok
        }
        Err(_) => false,
    }
}

pub fn run(seconds: f64, clients: usize) -> Result<String, String> {
    let hub = Hub::start()?;
    let base = hub.base.trim_end_matches('/').to_string();
    let body = sample(120);
    let upload = format!("{base}/api/submissions");
    let uploads = load(clients, seconds, |agent| {
        status_is(agent.post(&upload).send(body.as_bytes()), 201)
    });
    let pages = [
        ("table page /", format!("{base}/")),
        ("device page", format!("{base}/device/1")),
    ];
    let mut table = Table::new(&[
        ("requests", Align::Left),
        ("done", Align::Right),
        ("failed", Align::Right),
        ("per second", Align::Right),
        ("p50 ms", Align::Right),
        ("p99 ms", Align::Right),
    ]);
    let mut rows = vec![("uploads (120 findings)".to_string(), uploads)];
    for (name, url) in pages {
        rows.push((
            name.to_string(),
            load(clients, seconds, |agent| {
                status_is(agent.get(&url).call(), 200)
            }),
        ));
    }
    for (name, m) in &rows {
        table.row(vec![
            name.clone(),
            m.requests.to_string(),
            m.failed.to_string(),
            format!("{:.0}", m.per_second),
            format!("{:.2}", m.p50.as_secs_f64() * 1e3),
            format!("{:.2}", m.p99.as_secs_f64() * 1e3),
        ]);
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    Ok(format!(
        "fpsig hub on 127.0.0.1, {clients} client threads for {seconds} s per row, {cores} cores \
         shared by the hub and the clients; the table page after {} uploads\n{}",
        rows[0].1.requests,
        table.render()
    ))
}
