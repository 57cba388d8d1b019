//! `fpsig hub` and `fpsig submit` as a visitor and an attacker meet them: every hub here is a
//! process of its own on 127.0.0.1, with a database in a temporary folder.

use crate::harness::Test;
use fpsig_harness::signature::Signature;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::Duration;

const TOKEN: &str = "an-admin-token-of-some-length";

/// A hub process, killed when dropped.
pub struct Hub {
    child: Child,
    pub addr: SocketAddr,
}

impl Hub {
    pub fn start(db: &Path, extra: &[&str]) -> Hub {
        let token = db.with_extension("token");
        std::fs::write(&token, format!("{TOKEN}\n")).unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_fpsig"))
            .args(["hub", "--listen", "127.0.0.1:0", "--db"])
            .arg(db)
            .arg("--admin-token-file")
            .arg(&token)
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("fpsig runs");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let addr = line
            .trim()
            .strip_prefix("fpsig hub: http://")
            .and_then(|rest| rest.trim_end_matches('/').parse().ok())
            .unwrap_or_else(|| panic!("the hub's first line names its address: {line:?}"));
        Hub { child, addr }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// One request on a connection of its own: the status and the body.
    fn request(&self, method: &str, path: &str, headers: &str, body: &[u8]) -> (u16, String) {
        http(self.addr, method, path, headers, body).expect("the hub answers")
    }

    pub fn get(&self, path: &str) -> (u16, String) {
        self.request("GET", path, "", b"")
    }

    fn upload(&self, text: &str) -> (u16, String) {
        self.request("POST", "/api/submissions", "", text.as_bytes())
    }
}

impl Drop for Hub {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn fpsig(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_fpsig"))
        .args(args)
        .output()
        .expect("fpsig runs")
}

fn snapshot(name: &str) -> PathBuf {
    crate::common::snapshot_dir().join(name)
}

fn id_of(answer: &str) -> i64 {
    let v: serde_json::Value = serde_json::from_str(answer).expect("JSON");
    v["id"].as_i64().expect("an id")
}

/// Two identical uploads and another: the table has two rows, counting two and one; the page
/// and the downloads hold what was sent, marked as submitted.
fn submitted_signatures_are_listed_counted_and_downloaded_as_sent() {
    let dir = tempfile::tempdir().unwrap();
    let hub = Hub::start(&dir.path().join("hub.db"), &[]);
    let vulkan = snapshot("vulkan-spirv-llvmpipe.snap");
    for file in [&vulkan, &vulkan, &snapshot("gl-glsl-llvmpipe.snap")] {
        let out = fpsig(&["submit", file.to_str().unwrap(), "--to", &hub.url()]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(String::from_utf8_lossy(&out.stdout).starts_with("submitted as http://"));
    }
    let (status, table) = hub.get("/table.json");
    assert_eq!(status, 200);
    let rows: Vec<serde_json::Value> = serde_json::from_str(&table).unwrap();
    let counts: Vec<(String, i64, String)> = (rows.iter())
        .map(|r| {
            let s = |k: &str| r[k].as_str().unwrap().to_string();
            (s("api"), r["count"].as_i64().unwrap(), s("source"))
        })
        .collect();
    assert_eq!(
        counts,
        [
            ("gl".into(), 1, "submitted".into()),
            ("vulkan".into(), 2, "submitted".into())
        ]
    );
    let id = rows[1]["id"].as_i64().unwrap();
    let sent = Signature::parse(&std::fs::read_to_string(&vulkan).unwrap()).unwrap();
    for download in ["signature.snap", "signature.json"] {
        let (status, text) = hub.get(&format!("/device/{id}/{download}"));
        assert_eq!(status, 200, "{download}");
        assert_eq!(Signature::parse(&text).unwrap(), sent, "{download}");
    }
    let (status, page) = hub.get(&format!("/device/{id}"));
    assert_eq!(status, 200);
    assert!(page.contains("measured by its sender, not by the hub"));
    let (status, page) = hub.get(&format!("/compare?a={id}&b={}", rows[0]["id"]));
    assert_eq!(status, 200);
    assert!(page.contains("differ between vulkan-spirv-llvmpipe and gl-glsl-llvmpipe"));
    let (status, page) = hub.get("/?api=vulkan&finding=convert.f32_to_f16");
    assert_eq!(status, 200);
    assert!(page.contains("1 row(s)"), "one Vulkan row");
    assert!(
        page.contains("<td>consistent with nearest-even</td>"),
        "its verdict"
    );
}

/// A forged upload whose adapter, driver and a verdict carry markup: every page shows it as
/// text.
fn markup_in_an_upload_is_shown_as_text() {
    let dir = tempfile::tempdir().unwrap();
    let hub = Hub::start(&dir.path().join("hub.db"), &[]);
    let mut s =
        Signature::parse(&std::fs::read_to_string(snapshot("vulkan-spirv-llvmpipe.snap")).unwrap())
            .unwrap();
    s.backend.adapter = "<script>alert(1)</script>".into();
    s.backend.driver = "\"><img src=x onerror=alert(2)>".into();
    s.findings.values_mut().next().unwrap().verdict = "<b>bold</b>".into();
    let (status, answer) = hub.upload(&serde_json::to_string(&s).unwrap());
    assert_eq!(status, 201, "{answer}");
    let id = id_of(&answer);
    for path in [
        "/".to_string(),
        format!("/device/{id}"),
        format!("/compare?a={id}&b={id}"),
    ] {
        let (status, page) = hub.get(&path);
        assert_eq!(status, 200, "{path}");
        for raw in ["<script>alert", "<img src", "<b>bold"] {
            assert!(!page.contains(raw), "{path} shows {raw} as markup");
        }
    }
    let (_, page) = hub.get(&format!("/device/{id}"));
    assert!(
        page.contains("&#60;script&#62;alert(1)&#60;/script&#62;"),
        "escaped"
    );
}

/// Bad, binary and oversized uploads are refused with a one-line reason that repeats none of
/// their bytes; nothing is stored.
fn bad_and_oversized_uploads_are_refused_without_their_content() {
    let dir = tempfile::tempdir().unwrap();
    let hub = Hub::start(&dir.path().join("hub.db"), &["--uploads-per-minute", "100"]);
    let marker = "SECRET-CONTENT-8f1c";
    let bad: [Vec<u8>; 4] = [
        format!("backend: {marker}\nfindings: [\n").into_bytes(),
        format!("{{\"backend\": \"{marker}\"}}").into_bytes(),
        b"\xff\xfe\x00binary".to_vec(),
        Vec::new(),
    ];
    for body in &bad {
        let (status, page) = hub.request("POST", "/api/submissions", "", body);
        assert_eq!(status, 400, "{page}");
        assert!(!page.contains(marker), "the refusal repeats the upload");
    }
    let big = format!("{}\n", "x".repeat(5 << 20));
    let (status, _) = hub.upload(&big);
    assert_eq!(status, 413);
    let (_, table) = hub.get("/table.json");
    assert_eq!(table, "[]");
    // The command checks the file first, and never prints it.
    let file = dir.path().join("bad.snap");
    std::fs::write(&file, format!("{marker}: [\n")).unwrap();
    let out = fpsig(&["submit", file.to_str().unwrap(), "--to", &hub.url()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(!err.contains(marker));
    let huge = dir.path().join("huge.snap");
    std::fs::write(&huge, &big).unwrap();
    let out = fpsig(&["submit", huge.to_str().unwrap(), "--to", &hub.url()]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("a hub takes signatures of at most"));
    for to in ["file:///etc/passwd", "127.0.0.1:1"] {
        let out = fpsig(&[
            "submit",
            snapshot("gl-glsl-llvmpipe.snap").to_str().unwrap(),
            "--to",
            to,
        ]);
        assert!(!out.status.success(), "{to}");
    }
}

/// Past its uploads per minute, an address is refused (429) and nothing more is stored.
fn uploads_past_the_rate_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let hub = Hub::start(&dir.path().join("hub.db"), &["--uploads-per-minute", "3"]);
    let text = std::fs::read_to_string(snapshot("gl-glsl-llvmpipe.snap")).unwrap();
    let statuses: Vec<u16> = (0..5).map(|_| hub.upload(&text).0).collect();
    assert_eq!(statuses, [201, 201, 201, 429, 429]);
    let (_, table) = hub.get("/table.json");
    assert!(table.contains("\"count\":3"), "{table}");
}

/// A client that sends half a request head and waits is cut off at the head timeout, while
/// others are served; 200 connections at once are all answered.
fn slow_and_many_clients_are_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let hub = Hub::start(&dir.path().join("hub.db"), &["--head-timeout", "1"]);
    let mut slow = TcpStream::connect(hub.addr).unwrap();
    slow.write_all(b"GET / HTTP/1.1\r\nhost: hub\r\n").unwrap();
    assert_eq!(hub.get("/").0, 200, "served beside the slow client");
    slow.set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let mut rest = Vec::new();
    let read = slow.read_to_end(&mut rest);
    assert!(read.is_ok(), "the hub closed the slow connection: {read:?}");
    let many: Vec<_> = (0..200)
        .map(|_| {
            let addr = hub.addr;
            std::thread::spawn(move || {
                let hub = HubAt(addr);
                hub.status("/table.json")
            })
        })
        .collect();
    let ok = many
        .into_iter()
        .filter_map(|t| t.join().ok())
        .filter(|&status| status == 200)
        .count();
    assert_eq!(ok, 200);
}

/// A hub's address alone, for threads.
struct HubAt(SocketAddr);

impl HubAt {
    fn status(&self, path: &str) -> u16 {
        http(self.0, "GET", path, "", b"").map_or(0, |(status, _)| status)
    }

    /// An upload's id, or `None` where the hub did not acknowledge it.
    fn post(&self, text: &str) -> Option<i64> {
        match http(self.0, "POST", "/api/submissions", "", text.as_bytes())? {
            // An answer cut by the kill is no acknowledgement.
            (201, body) => serde_json::from_str::<serde_json::Value>(&body).ok()?["id"].as_i64(),
            _ => None,
        }
    }
}

/// One HTTP/1.1 request on a connection of its own: the status and the body, or `None` where
/// the connection failed.
fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &str,
    body: &[u8],
) -> Option<(u16, String)> {
    let mut s = TcpStream::connect(addr).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(60))).ok()?;
    let head = format!(
        "{method} {path} HTTP/1.1\r\nhost: hub\r\nconnection: close\r\ncontent-length: {}\r\n{headers}\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).ok()?;
    // A refused body may be cut short by the hub's answer: read it either way.
    let _ = s.write_all(body);
    let mut answer = Vec::new();
    let _ = s.read_to_end(&mut answer);
    let text = String::from_utf8_lossy(&answer).into_owned();
    let status = text.split(' ').nth(1)?.parse().ok()?;
    let body = text
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_string();
    Some((status, body))
}

/// The hub killed (SIGKILL) while uploads stream in: restarted on the same database, every
/// upload it acknowledged is there.
fn a_kill_during_writes_loses_no_acknowledged_upload() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("hub.db");
    let mut hub = Hub::start(&db, &["--uploads-per-minute", "100000"]);
    let text = std::fs::read_to_string(snapshot("vulkan-spirv-llvmpipe.snap")).unwrap();
    let addr = hub.addr;
    let writer = std::thread::spawn(move || {
        let mut acknowledged = Vec::new();
        for _ in 0..400 {
            let hub = HubAt(addr);
            let Some(id) = hub.post(&text) else { break };
            acknowledged.push(id);
        }
        acknowledged
    });
    std::thread::sleep(Duration::from_millis(1500));
    hub.child.kill().unwrap();
    hub.child.wait().unwrap();
    let acknowledged = writer.join().unwrap();
    assert!(
        acknowledged.len() >= 5,
        "{} uploads before the kill",
        acknowledged.len()
    );
    let hub = Hub::start(&db, &[]);
    for id in &acknowledged {
        assert_eq!(hub.get(&format!("/device/{id}")).0, 200, "submission {id}");
    }
    let (_, table) = hub.get("/table.json");
    let rows: Vec<serde_json::Value> = serde_json::from_str(&table).unwrap();
    assert!(rows[0]["count"].as_i64().unwrap() >= acknowledged.len() as i64);
}

/// `fpsig hub hide` needs the admin token: with another it is refused; with it, the
/// submission and its identical ones leave the table and their pages.
fn hiding_needs_the_admin_token() {
    let dir = tempfile::tempdir().unwrap();
    let hub = Hub::start(&dir.path().join("hub.db"), &[]);
    let text = std::fs::read_to_string(snapshot("gl-glsl-llvmpipe.snap")).unwrap();
    let id = id_of(&hub.upload(&text).1);
    hub.upload(&text);
    let wrong = dir.path().join("wrong.token");
    std::fs::write(&wrong, "not-the-admin-token-at-all\n").unwrap();
    let right = dir.path().join("hub.token");
    let hide = |token: &Path| {
        fpsig(&[
            "hub",
            "hide",
            &id.to_string(),
            "--to",
            &hub.url(),
            "--admin-token-file",
            token.to_str().unwrap(),
        ])
    };
    let out = hide(&wrong);
    assert!(!out.status.success());
    assert_eq!(hub.get(&format!("/device/{id}")).0, 200);
    let (status, _) = hub.request("POST", &format!("/admin/hide/{id}"), "", b"");
    assert_eq!(status, 403, "no token");
    let out = hide(&right);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(hub.get(&format!("/device/{id}")).0, 404);
    assert_eq!(
        hub.get(&format!("/device/{}", id + 1)).0,
        404,
        "the identical one"
    );
    assert_eq!(hub.get("/table.json").1, "[]");
}

/// `fpsig bench hub` runs its three rows against a hub of its own, none failing (its figures
/// are for people: docs/hub.md).
fn the_hub_bench_prints_uploads_and_pages_side_by_side() {
    let out = fpsig(&["bench", "hub", "--seconds", "0.3", "--clients", "2"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for row in ["uploads (120 findings)", "table page /", "device page"] {
        let line = text.lines().find(|l| l.starts_with(row)).expect(row);
        let fields: Vec<&str> = line[row.len()..].split_whitespace().collect();
        assert!(fields[0].parse::<u64>().unwrap() > 0, "{line}");
        assert_eq!(fields[1], "0", "failed requests: {line}");
    }
    let out = fpsig(&["bench", "hub", "--seconds", "0"]);
    assert!(!out.status.success());
}

pub const TESTS: &[Test] = &[
    Test::Host(
        "the_hub_bench_prints_uploads_and_pages_side_by_side",
        the_hub_bench_prints_uploads_and_pages_side_by_side,
    ),
    Test::Host(
        "submitted_signatures_are_listed_counted_and_downloaded_as_sent",
        submitted_signatures_are_listed_counted_and_downloaded_as_sent,
    ),
    Test::Host(
        "markup_in_an_upload_is_shown_as_text",
        markup_in_an_upload_is_shown_as_text,
    ),
    Test::Host(
        "bad_and_oversized_uploads_are_refused_without_their_content",
        bad_and_oversized_uploads_are_refused_without_their_content,
    ),
    Test::Host(
        "uploads_past_the_rate_are_refused",
        uploads_past_the_rate_are_refused,
    ),
    Test::Host(
        "slow_and_many_clients_are_bounded",
        slow_and_many_clients_are_bounded,
    ),
    Test::Host(
        "a_kill_during_writes_loses_no_acknowledged_upload",
        a_kill_during_writes_loses_no_acknowledged_upload,
    ),
    Test::Host("hiding_needs_the_admin_token", hiding_needs_the_admin_token),
];
