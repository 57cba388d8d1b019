//! `fpsig bench hub`: what one hub process holds on this machine: uploads, then the table page
//! and a device page, each from `clients` threads for `seconds`, with the rate and the 50th
//! and 99th percentiles of the latency, side by side in one run; with `--browser`, visitors'
//! tabs (headless Chromium on SwiftShader) measured through the probe page at once, with the
//! table page loaded meanwhile. The hub is this executable's `fpsig hub` on a fresh database in
//! a temporary folder, on 127.0.0.1.

use crate::terminal::table::{Align, Table};
use fpsig_harness::signature::{BackendSection, Finding, Kind, Layer, Signature};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

/// Headless Chromium with WebGPU on SwiftShader (the README's flags).
const CHROMIUM_FLAGS: [&str; 8] = [
    "--headless=new",
    "--no-sandbox",
    "--enable-unsafe-webgpu",
    "--enable-features=Vulkan",
    "--use-vulkan=swiftshader",
    "--use-webgpu-adapter=swiftshader",
    "--disable-vulkan-surface",
    "--no-first-run",
];

/// A hub child process on a temporary database, killed and removed when dropped.
struct Hub {
    child: Child,
    dir: PathBuf,
    base: String,
    /// The time of each visit the hub reported (`None`: it ended early).
    visits: Receiver<Option<f64>>,
}

impl Hub {
    /// A hub measuring `sessions` visits at once, with room for `waiting` more in line.
    fn start(sessions: usize, waiting: usize) -> Result<Hub, String> {
        let exe = std::env::current_exe().map_err(|e| format!("no executable path: {e}"))?;
        let dir = std::env::temp_dir().join(format!("fpsig-bench-hub-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
        let mut child = Command::new(exe)
            .args(["hub", "--listen", "127.0.0.1:0", "--uploads-per-minute"])
            .arg(u32::MAX.to_string())
            .args(["--sessions-per-minute", &u32::MAX.to_string()])
            .args(["--sessions", &sessions.to_string()])
            .args(["--waiting", &waiting.to_string()])
            .arg("--db")
            .arg(dir.join("hub.db"))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start the hub: {e}"))?;
        let mut line = String::new();
        let read = BufReader::new(child.stdout.take().expect("piped")).read_line(&mut line);
        let base = line.trim().strip_prefix("fpsig hub: ").map(str::to_string);
        let visits = visit_lines(child.stderr.take().expect("piped"));
        let hub = Hub {
            child,
            dir,
            base: base.unwrap_or_default(),
            visits,
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

/// The hub's lines about visits ("a visit measured in 12.3 s"), as they come; other lines are
/// passed on to standard error.
fn visit_lines(stderr: std::process::ChildStderr) -> Receiver<Option<f64>> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let time = |rest: &str| rest.trim_end_matches(" s").parse::<f64>().ok();
            let visit = match line.strip_prefix("fpsig hub: a visit ") {
                Some(rest) => rest.strip_prefix("measured in ").map(time),
                None => {
                    eprintln!("{line}");
                    continue;
                }
            };
            if tx.send(visit.flatten()).is_err() {
                return;
            }
        }
    });
    rx
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
    let stop = Instant::now() + Duration::from_secs_f64(seconds);
    load_until(clients, &|| Instant::now() >= stop, request)
}

/// `clients` threads, each with its own keep-alive connection, sending `request` until `done`.
fn load_until(
    clients: usize,
    done: &(dyn Fn() -> bool + Sync),
    request: impl Fn(&ureq::Agent) -> bool + Sync,
) -> Measured {
    let start = Instant::now();
    let results: Vec<(Vec<Duration>, usize)> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..clients)
            .map(|_| {
                scope.spawn(|| {
                    let agent = crate::hub::client::agent(Duration::from_secs(30));
                    let (mut times, mut failed) = (Vec::new(), 0);
                    while !done() {
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
    let failed = results.iter().map(|r| r.1).sum();
    let times: Vec<Duration> = results.into_iter().flat_map(|r| r.0).collect();
    measured(times, failed, start.elapsed())
}

/// The rate and latency percentiles of `times`, done in `elapsed`.
fn measured(mut times: Vec<Duration>, failed: usize, elapsed: Duration) -> Measured {
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
        per_second: times.len() as f64 / elapsed.as_secs_f64(),
        p50: at(0.50),
        p99: at(0.99),
    }
}

/// `tabs` headless Chromium tabs opened at once on the probe page, each its own profile: the
/// visits as the hub reported them (their rate over the whole wall time, their percentiles
/// from slot to summary), and the table page loaded by `clients` threads meanwhile.
fn visits(hub: &Hub, browser: &Path, tabs: usize, clients: usize) -> Result<[Measured; 2], String> {
    let url = format!("{}probe", hub.base);
    let start = Instant::now();
    let mut children = Vec::new();
    for i in 0..tabs {
        let profile = hub.dir.join(format!("tab{i}"));
        let child = Command::new(browser)
            .args(CHROMIUM_FLAGS)
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg(&url)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        match child {
            Ok(child) => children.push(child),
            Err(e) => {
                stop(children);
                return Err(format!("cannot start {}: {e}", browser.display()));
            }
        }
    }
    let finished = AtomicBool::new(false);
    let table = hub.base.clone();
    let (times, failed, elapsed, page) = std::thread::scope(|scope| {
        let page = scope.spawn(|| {
            load_until(clients, &|| finished.load(Ordering::Relaxed), |agent| {
                status_is(agent.get(&table).call(), 200)
            })
        });
        let (mut times, mut failed) = (Vec::new(), 0);
        while times.len() + failed < tabs {
            match hub.visits.recv_timeout(Duration::from_secs(600)) {
                Ok(Some(t)) => times.push(Duration::from_secs_f64(t)),
                Ok(None) => failed += 1,
                Err(_) => break,
            }
        }
        let elapsed = start.elapsed();
        finished.store(true, Ordering::Relaxed);
        (times, failed, elapsed, page.join())
    });
    stop(children);
    if times.len() + failed < tabs {
        return Err(format!(
            "{} of {tabs} visits ended within 600 s",
            times.len() + failed
        ));
    }
    let page = page.map_err(|_| "the table page's clients failed".to_string())?;
    Ok([measured(times, failed, elapsed), page])
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

/// Ends the tabs' processes.
fn stop(children: Vec<Child>) {
    for mut child in children {
        let _ = child.kill();
        let _ = child.wait();
    }
}

/// What `fpsig bench hub` was asked.
pub struct Options {
    pub seconds: f64,
    pub clients: usize,
    /// A Chromium to open visitors' tabs with, and how many at once through how many sessions.
    pub browser: Option<PathBuf>,
    pub tabs: usize,
    pub sessions: usize,
}

pub fn run(o: Options) -> Result<String, String> {
    let (seconds, clients) = (o.seconds, o.clients);
    let hub = Hub::start(o.sessions, o.tabs)?;
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
    let mut rows = vec![("uploads (120 findings)".to_string(), uploads)];
    for (name, url) in pages {
        rows.push((
            name.to_string(),
            load(clients, seconds, |agent| {
                status_is(agent.get(&url).call(), 200)
            }),
        ));
    }
    let mut memory = String::new();
    if let Some(browser) = &o.browser {
        let before = resident_mib(hub.child.id());
        let [visited, page] = visits(&hub, browser, o.tabs, clients)?;
        memory = format!(
            "\nthe hub's resident memory: {before:.0} MiB before the visits, {:.0} MiB after",
            resident_mib(hub.child.id())
        );
        let tabs = format!("visits ({} tabs, {} at once)", o.tabs, o.sessions);
        rows.push((tabs, visited));
        rows.push(("table page / during the visits".into(), page));
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    Ok(format!(
        "fpsig hub on 127.0.0.1, {clients} client threads for {seconds} s per row, {cores} cores \
         shared by the hub and the clients; the table page after {} uploads{}\n{}",
        rows[0].1.requests,
        match &o.browser {
            Some(_) => "; a visit's time from its session's start to its summary",
            None => "",
        },
        render(&rows)
    ) + &memory)
}

/// A process's resident memory in MiB (Linux's /proc; 0 where it cannot be read).
fn resident_mib(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let kib = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok());
    kib.unwrap_or(0.0) / 1024.0
}

fn render(rows: &[(String, Measured)]) -> String {
    let mut table = Table::new(&[
        ("requests", Align::Left),
        ("done", Align::Right),
        ("failed", Align::Right),
        ("per second", Align::Right),
        ("p50 ms", Align::Right),
        ("p99 ms", Align::Right),
    ]);
    for (name, m) in rows {
        let rate = match m.per_second {
            r if r < 10.0 => format!("{r:.3}"),
            r => format!("{r:.0}"),
        };
        table.row(vec![
            name.clone(),
            m.requests.to_string(),
            m.failed.to_string(),
            rate,
            format!("{:.2}", m.p50.as_secs_f64() * 1e3),
            format!("{:.2}", m.p99.as_secs_f64() * 1e3),
        ]);
    }
    table.render()
}
