//! `fpsig serve` with a real browser and with a fake page. Debian's headless Chromium runs the
//! page on SwiftShader (Tint's SPIR-V on a CPU Vulkan) and its signature must equal the committed
//! snapshot, the page ending on its summary and download (read through Chromium's DevTools, a
//! screenshot written to the target folder's `browser-screenshots/`); a tab killed mid-run must
//! leave the finished findings; a wrong token, a foreign origin, a second tab, a bad frame, a
//! lost device and a browser without WebGPU are each refused or end the run with one line; a
//! kernel the browser rejects is its family's finding. Where `node` and `npm` are present, the
//! same page script runs under Node with Dawn on llvmpipe's OpenGL ES against its snapshot.

use crate::harness::{Program, Test};
use crate::page::{
    answer_the_first_wait, fake_socket, get, open_chromium, DevTools, FakePage, HELLO,
};
use fpsig_harness::Signature;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tungstenite::Message;

/// The snapshot of Debian's Chromium on SwiftShader.
const SNAPSHOT: &str = "webgpu-chromium-linux-google-swiftshader";

/// A running `fpsig serve` (or `fpsig bench serve`), its URL, and its output as it comes.
struct Serve {
    child: Child,
    url: String,
    stdout: Arc<Mutex<String>>,
    stderr: Arc<Mutex<String>>,
}

/// Collects what `from` writes into a string shared with the caller, on a thread of its own.
fn collect(mut from: impl Read + Send + 'static, start: String) -> Arc<Mutex<String>> {
    let text = Arc::new(Mutex::new(start));
    let into = text.clone();
    std::thread::spawn(move || {
        let mut rest = String::new();
        let _ = from.read_to_string(&mut rest);
        into.lock().unwrap().push_str(&rest);
    });
    text
}

impl Serve {
    /// `fpsig serve` on any free port, writing into `out`.
    fn start(out: &Path, extra: &[&str]) -> Serve {
        let out = out.to_str().unwrap();
        let args: Vec<&str> = ["serve", "--port", "0", "--out", out]
            .into_iter()
            .chain(extra.iter().copied())
            .collect();
        Serve::run(&args)
    }

    /// `fpsig ARGS`, once it printed the page's URL on its first line of standard error.
    fn run(args: &[&str]) -> Serve {
        let mut child = Command::new(env!("CARGO_BIN_EXE_fpsig"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("fpsig runs");
        let mut lines = BufReader::new(child.stderr.take().unwrap());
        let mut first = String::new();
        lines.read_line(&mut first).unwrap();
        let url = first
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("no URL in `{first}`"))
            .to_string();
        let stdout = collect(child.stdout.take().unwrap(), String::new());
        let stderr = collect(lines, first);
        Serve {
            child,
            url,
            stdout,
            stderr,
        }
    }

    /// `host:port` and the token.
    fn address(&self) -> (String, String) {
        let rest = self.url.trim_start_matches("http://");
        let (host, query) = rest.split_once("/?token=").unwrap();
        (host.to_string(), query.to_string())
    }

    /// Waits for the exit (killing it after `limit`), then its status and standard error.
    fn finish(self, limit: Duration) -> (ExitStatus, String) {
        let (status, _, stderr) = self.output(limit);
        (status, stderr)
    }

    /// Waits for the exit (killing it after `limit`), then its status, standard output and
    /// standard error.
    fn output(mut self, limit: Duration) -> (ExitStatus, String, String) {
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > limit {
                let _ = self.child.kill();
                panic!("fpsig still runs after {limit:?}");
            }
            std::thread::sleep(Duration::from_millis(100));
        };
        std::thread::sleep(Duration::from_millis(200));
        let text = |shared: &Arc<Mutex<String>>| shared.lock().unwrap().clone();
        (status, text(&self.stdout), text(&self.stderr))
    }
}

/// The signature as the snapshot keeps it: the browser's version left out (Debian updates
/// Chromium every few weeks; a finding that changes with it still shows).
fn without_version(mut signature: Signature) -> Signature {
    let browser = signature.backend.driver.split(' ').next().unwrap_or("");
    signature.backend.driver = format!("{browser} (version not kept)");
    signature
}

fn chromium_on_swiftshader_matches_its_snapshot(browser: &str) {
    let dir = tempfile::tempdir().unwrap();
    let serve = Serve::start(dir.path(), &["--wait", "120"]);
    let mut tab = open_chromium(browser, &serve.url, &dir.path().join("profile"));
    let (status, stderr) = serve.finish(Duration::from_secs(300));
    let page = page_at_the_end(&dir.path().join("profile"));
    let _ = tab.kill();
    let _ = tab.wait();
    assert!(status.success(), "fpsig serve failed:\n{stderr}");
    assert_eq!(
        page,
        format!("Done: every probe ran.|{SNAPSHOT}.yaml"),
        "the page's end"
    );
    let text = std::fs::read_to_string(dir.path().join(format!("{SNAPSHOT}.yaml")))
        .unwrap_or_else(|e| panic!("no {SNAPSHOT}.yaml ({e}):\n{stderr}"));
    let signature = without_version(Signature::parse(&text).unwrap());
    assert!(
        signature.backend.driver.starts_with("Chromium"),
        "{}",
        signature.backend.driver
    );
    let snapshots = Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots");
    if let Err(changed) = crate::review::check(&snapshots, SNAPSHOT, &signature) {
        panic!("{changed}");
    }
}

/// The page's state line and its download's file name, read through Chromium's DevTools once
/// the run ended, and a screenshot of it written for people to look at.
fn page_at_the_end(profile: &Path) -> String {
    let mut devtools = DevTools::connect(profile);
    let state = devtools.evaluate(
        "document.getElementById('state').textContent + '|' + \
         document.querySelector('a.download').download",
    );
    devtools.screenshot("serve-page.png");
    state
}

fn a_tab_killed_mid_run_leaves_the_finished_findings(browser: &str) {
    let dir = tempfile::tempdir().unwrap();
    let serve = Serve::start(dir.path(), &["--wait", "120"]);
    let mut tab = open_chromium(browser, &serve.url, &dir.path().join("profile"));
    let file = dir.path().join(format!("{SNAPSHOT}.yaml"));
    let start = Instant::now();
    while !file.exists() && start.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(file.exists(), "no family finished within 120 s");
    tab.kill().unwrap();
    let _ = tab.wait();
    let (status, stderr) = serve.finish(Duration::from_secs(120));
    assert!(
        !status.success(),
        "the run went on without its tab:\n{stderr}"
    );
    let last = stderr.trim_end().lines().last().unwrap_or("");
    assert!(
        last.starts_with("fpsig: error: the run stopped after ")
            && last.contains("finished are in"),
        "{stderr}"
    );
    let kept = Signature::parse(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert!(!kept.findings.is_empty());
    for (id, finding) in &kept.findings {
        assert!(
            !finding.verdict.starts_with("failed"),
            "{id} kept a failure of the lost tab: {}",
            finding.verdict
        );
    }
}

/// A fake page: the WebSocket with the token from the page's origin.
fn fake_page(host: &str, token: &str) -> tungstenite::Result<FakePage> {
    fake_socket(host, &format!("/ws?token={token}"))
}

fn strangers_are_refused_and_a_bad_frame_ends_the_run_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let serve = Serve::start(dir.path(), &["--wait", "60"]);
    let (host, token) = serve.address();
    // The page needs the token; the socket needs it and the page's own origin.
    let (status, page) = get(&host, &format!("/?token={token}"), "");
    assert_eq!(status, 200);
    assert!(page.contains("<script>") && !page.contains("src=\"http"));
    assert_eq!(get(&host, "/?token=0123", "").0, 403);
    assert_eq!(get(&host, "/", "").0, 403);
    let foreign = "Upgrade: websocket\r\nOrigin: https://evil.example\r\n";
    assert_eq!(get(&host, &format!("/ws?token={token}"), foreign).0, 403);
    assert!(fake_page(&host, "0123").is_err());

    let mut page = fake_page(&host, &token).expect("the page with its token connects");
    page.send(Message::text(HELLO)).unwrap();
    // A second tab is refused while the first is measured.
    let (second, _) = get(&host, &format!("/?token={token}"), "");
    assert_eq!(second, 409);
    // The first request that waits for an answer gets a frame of no known kind.
    answer_the_first_wait(&mut page, b"\x42secret");
    let (status, stderr) = serve.finish(Duration::from_secs(60));
    assert!(!status.success());
    let last = stderr.trim_end().lines().last().unwrap_or("");
    assert!(
        last.contains("the run stopped after 0 of") && last.contains("unknown tag 0x42"),
        "{stderr}"
    );
    assert!(
        !stderr.contains("secret"),
        "the frame's content was echoed: {stderr}"
    );
}

fn a_browser_without_webgpu_or_no_browser_is_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let serve = Serve::start(dir.path(), &["--wait", "60"]);
    let (host, token) = serve.address();
    let mut page = fake_page(&host, &token).unwrap();
    let hello = r#"{"userAgent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/115.0", "webgpu": false,
        "reason": "this browser has no WebGPU (navigator.gpu is missing)"}"#;
    page.send(Message::text(hello)).unwrap();
    let (status, stderr) = serve.finish(Duration::from_secs(60));
    assert!(!status.success());
    assert_eq!(
        stderr.lines().last().unwrap_or(""),
        "fpsig: error: webgpu: the browser has no WebGPU: this browser has no WebGPU \
         (navigator.gpu is missing)",
        "{stderr}"
    );

    let nobody = Serve::start(dir.path(), &["--wait", "1"]);
    let (status, stderr) = nobody.finish(Duration::from_secs(30));
    assert!(!status.success());
    assert_eq!(
        stderr.lines().last().unwrap_or(""),
        "fpsig: error: webgpu: no browser opened the page within 1 s"
    );
}

/// A fake page whose compiler rejects every kernel: each family's finding carries the message,
/// and the run goes on to its end.
fn a_kernel_the_browser_rejects_is_its_familys_finding_and_the_run_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let serve = Serve::start(dir.path(), &["--wait", "60", "--name", "fake-page"]);
    let (host, token) = serve.address();
    let mut page = fake_page(&host, &token).unwrap();
    page.send(Message::text(HELLO)).unwrap();
    let mut rejected = 0;
    loop {
        let frame = match page.read() {
            Ok(Message::Binary(frame)) => frame,
            Ok(Message::Text(_)) | Ok(_) => continue,
            Err(_) => break,
        };
        let word = |i: usize| u32::from_le_bytes(frame[1 + 4 * i..5 + 4 * i].try_into().unwrap());
        let reply = match frame[0] {
            4 => [&[0x84][..], &vec![0u8; word(2) as usize]].concat(),
            5 => {
                rejected += 1;
                b"\x85error\n1:1: fake compiler: no such builtin".to_vec()
            }
            7 => vec![0x87],
            _ => continue,
        };
        if page.send(Message::binary(reply)).is_err() {
            break;
        }
    }
    let (status, stderr) = serve.finish(Duration::from_secs(120));
    assert!(status.success(), "{stderr}");
    assert!(rejected > 10, "only {rejected} pipelines asked for");
    let text = std::fs::read_to_string(dir.path().join("fake-page.yaml")).unwrap();
    let signature = Signature::parse(&text).unwrap();
    let storage = &signature.findings["storage.specials"].verdict;
    assert!(
        storage.starts_with("failed: ")
            && storage.contains("the browser's WGSL compiler rejected")
            && storage.contains("1:1: fake compiler: no such builtin"),
        "{storage}"
    );
    assert!(signature.findings.len() > 50, "the run did not go on");
}

/// `fpsig bench serve` through Chromium prints the browser's transport beside this machine's
/// default backend (numbers not judged: a bench, not a timed test).
fn bench_serve_prints_the_transport_beside_the_local_backend(browser: &str) {
    let dir = tempfile::tempdir().unwrap();
    let bench = Serve::run(&[
        "bench", "serve", "--port", "0", "--wait", "120", "--mib", "1", "--runs", "1",
    ]);
    let mut tab = open_chromium(browser, &bench.url, &dir.path().join("profile"));
    let (status, text, stderr) = bench.output(Duration::from_secs(300));
    let _ = tab.kill();
    let _ = tab.wait();
    assert!(status.success(), "{text}{stderr}");
    let rows: Vec<&str> = text.lines().collect();
    assert!(rows[2].starts_with(SNAPSHOT), "{text}");
    assert!(
        rows[3].contains("(here)") && rows[4].starts_with("browser / here"),
        "{text}"
    );
    for row in &rows[2..4] {
        let numbers: Vec<f64> = row
            .split_whitespace()
            .filter_map(|w| w.parse().ok())
            .collect();
        assert!(
            numbers.len() == 3 && numbers.iter().all(|&n| n > 0.0),
            "{row}"
        );
    }
}

/// Dawn's node binding (the `webgpu` npm package, pinned), installed under the target folder
/// where `node` and `npm` are present; the reason where it cannot be.
/// The page's script under Node with Dawn on llvmpipe's OpenGL ES (Tint's GLSL ES, where the
/// `gl-glsl-llvmpipe` snapshot has naga's GLSL): its signature must equal its snapshot.
fn dawn_node_on_llvmpipe_gles_matches_its_snapshot(dawn: &str) {
    const DAWN: &str = "webgpu-dawn-node-opengles-linux-llvmpipe-llvm-15-0-6";
    let dir = tempfile::tempdir().unwrap();
    let serve = Serve::start(dir.path(), &["--wait", "120"]);
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("backends/src/browser/node-page.mjs");
    let runtime = dir.path().join("runtime");
    std::fs::create_dir_all(&runtime).unwrap();
    let page = Command::new("node")
        .arg("--experimental-websocket")
        .arg(&script)
        .args([serve.url.as_str(), "opengles"])
        .current_dir(dawn)
        .env("EGL_PLATFORM", "surfaceless")
        .env("XDG_RUNTIME_DIR", &runtime)
        .output()
        .expect("node runs");
    let (status, stderr) = serve.finish(Duration::from_secs(300));
    let said = String::from_utf8_lossy(&page.stdout);
    assert!(
        status.success(),
        "fpsig serve failed:\n{stderr}\nthe page said:\n{said}"
    );
    assert!(said.contains("Done: every probe ran."), "{said}");
    let text = std::fs::read_to_string(dir.path().join(format!("{DAWN}.yaml")))
        .unwrap_or_else(|e| panic!("no {DAWN}.yaml ({e}):\n{stderr}"));
    let signature = Signature::parse(&text).unwrap();
    let snapshots = Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots");
    if let Err(changed) = crate::review::check(&snapshots, DAWN, &signature) {
        panic!("{changed}");
    }
}

/// A page whose device is lost ends the run with the page's words for it.
fn a_lost_device_ends_the_run_with_the_pages_reason() {
    let dir = tempfile::tempdir().unwrap();
    let serve = Serve::start(dir.path(), &["--wait", "60"]);
    let (host, token) = serve.address();
    let mut page = fake_page(&host, &token).unwrap();
    page.send(Message::text(HELLO)).unwrap();
    answer_the_first_wait(&mut page, b"\x91the GPU device was lost (destroyed): gone");
    let (status, stderr) = serve.finish(Duration::from_secs(60));
    assert!(!status.success());
    let last = stderr.trim_end().lines().last().unwrap_or("");
    assert!(
        last.contains("the run stopped after 0 of")
            && last.contains("the GPU device was lost (destroyed): gone"),
        "{stderr}"
    );
}

pub const TESTS: &[Test] = &[
    Test::With(
        "chromium_on_swiftshader_matches_its_snapshot",
        Program::Chromium,
        chromium_on_swiftshader_matches_its_snapshot,
    ),
    Test::With(
        "a_tab_killed_mid_run_leaves_the_finished_findings",
        Program::Chromium,
        a_tab_killed_mid_run_leaves_the_finished_findings,
    ),
    Test::Host(
        "strangers_are_refused_and_a_bad_frame_ends_the_run_in_one_line",
        strangers_are_refused_and_a_bad_frame_ends_the_run_in_one_line,
    ),
    Test::Host(
        "a_browser_without_webgpu_or_no_browser_is_one_line",
        a_browser_without_webgpu_or_no_browser_is_one_line,
    ),
    Test::Host(
        "a_kernel_the_browser_rejects_is_its_familys_finding_and_the_run_goes_on",
        a_kernel_the_browser_rejects_is_its_familys_finding_and_the_run_goes_on,
    ),
    Test::With(
        "bench_serve_prints_the_transport_beside_the_local_backend",
        Program::Chromium,
        bench_serve_prints_the_transport_beside_the_local_backend,
    ),
    Test::With(
        "dawn_node_on_llvmpipe_gles_matches_its_snapshot",
        Program::Node,
        dawn_node_on_llvmpipe_gles_matches_its_snapshot,
    ),
    Test::Host(
        "a_lost_device_ends_the_run_with_the_pages_reason",
        a_lost_device_ends_the_run_with_the_pages_reason,
    ),
];
