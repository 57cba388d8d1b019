//! `fpsig hub`'s probe page as visitors and attackers meet it: three headless Chromium tabs at
//! once, each measured on SwiftShader, shown the table's nearest rows and added at its click;
//! fake pages that wait in line, flood, send oversized or bad frames, come from another site
//! or too often. All on 127.0.0.1.

use crate::harness::{Program, Test};
use crate::hub::Hub;
use crate::page::HELLO;
use crate::page::{answer_the_first_wait, fake_socket, fake_socket_from, get, open_chromium};
use crate::page::{DevTools, FakePage};
use fpsig_harness::Signature;
use std::path::Path;
use std::time::{Duration, Instant};
use tungstenite::Message;

const SNAPSHOT: &str = "webgpu-chromium-linux-google-swiftshader";

/// Waits up to `limit` for `expression` to be true in the page of `profile`.
fn wait_for(profile: &Path, expression: &str, limit: Duration) -> DevTools {
    let start = Instant::now();
    loop {
        if profile.join("DevToolsActivePort").exists() {
            let mut devtools = DevTools::connect(profile);
            let test = format!("({expression}) ? 'yes' : 'no'");
            if devtools.evaluate(&test) == "yes" {
                return devtools;
            }
        }
        assert!(
            start.elapsed() < limit,
            "{expression} not true within {limit:?} in {}",
            profile.display()
        );
        std::thread::sleep(Duration::from_millis(500));
    }
}

/// Three tabs at once (two sessions at a time), each added at its click and shown the link to
/// its entry: one row counting three, equal to the snapshot; a fourth tab is shown that row as
/// its nearest, identical.
fn three_chromium_visitors_add_their_signatures(browser: &str) {
    let dir = tempfile::tempdir().unwrap();
    let hub = Hub::start(
        &dir.path().join("hub.db"),
        &["--sessions", "2", "--sessions-per-minute", "10"],
    );
    let url = format!("{}/probe", hub.url());
    let profiles: Vec<_> = (0..3).map(|i| dir.path().join(format!("tab{i}"))).collect();
    let mut tabs: Vec<_> = (profiles.iter())
        .map(|p| open_chromium(browser, &url, p))
        .collect();
    // Each tab ends its run on the nearest rows and the question; then each is added.
    for profile in &profiles {
        let mut page = wait_for(
            profile,
            "document.getElementById('add')",
            Duration::from_secs(400),
        );
        let state = page.evaluate("document.getElementById('state').textContent");
        assert_eq!(state, "Done: every probe ran.", "{}", profile.display());
        page.evaluate("document.getElementById('add').click()");
        let mut page = wait_for(
            profile,
            "document.getElementById('added')",
            Duration::from_secs(30),
        );
        page.screenshot("hub-probe-page.png");
        // The link the page shows is the tab's own entry in the table.
        let added = page.evaluate("new URL(document.getElementById('added').href).pathname");
        let (status, entry) = hub.get(&added);
        assert_eq!(status, 200, "{added}");
        assert!(entry.contains("google swiftshader"), "{added}");
    }
    // A fourth tab sees the three as one row: the same signature, three agreeing.
    let fourth = dir.path().join("tab3");
    tabs.push(open_chromium(browser, &url, &fourth));
    let mut page = wait_for(
        &fourth,
        "document.getElementById('add')",
        Duration::from_secs(400),
    );
    let nearest = page.evaluate("document.querySelector('#nearest table').innerText");
    let row = nearest.lines().nth(1).unwrap_or("");
    assert!(
        row.contains("google swiftshader")
            && row.contains("chromium, linux\t3\tnone: the same signature"),
        "{nearest}"
    );
    for tab in &mut tabs {
        let _ = tab.kill();
        let _ = tab.wait();
    }
    // Three identical signatures of one adapter, browser and OS: one row counting three.
    let (status, table) = hub.get("/table.json");
    assert_eq!(status, 200);
    let rows: Vec<serde_json::Value> = serde_json::from_str(&table).unwrap();
    assert_eq!(rows.len(), 1, "{table}");
    let row = &rows[0];
    let field = |k: &str| row[k].as_str().unwrap_or("").to_string();
    assert_eq!(
        (field("source"), field("api"), field("browser"), field("os")),
        (
            "browser".into(),
            "webgpu".into(),
            "chromium".into(),
            "linux".into()
        )
    );
    assert_eq!(row["count"], 3, "{table}");
    let (status, page) = hub.get("/");
    assert_eq!(status, 200);
    assert!(
        page.contains("google swiftshader"),
        "the table shows the tabs' adapter"
    );
    // What the hub stored is what `fpsig serve` measures on this browser: the snapshot.
    let (status, text) = hub.get(&format!("/device/{}/signature.snap", row["id"]));
    assert_eq!(status, 200);
    let mut signature = Signature::parse(&text).unwrap();
    let name = signature
        .backend
        .driver
        .split(' ')
        .next()
        .unwrap_or("")
        .to_string();
    signature.backend.driver = format!("{name} (version not kept)");
    let snapshots = Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots");
    if let Err(changed) = crate::review::check(&snapshots, SNAPSHOT, &signature) {
        panic!("{changed}");
    }
}

/// The reason of the close frame the page gets next (other messages skipped), or why none came.
fn close_reason(page: &mut FakePage) -> String {
    loop {
        match page.read() {
            Ok(Message::Close(frame)) => {
                return frame.map_or(String::new(), |f| f.reason.to_string())
            }
            Ok(_) => {}
            Err(e) => return format!("no close frame: {e}"),
        }
    }
}

/// The next text message the page gets (binary frames skipped).
fn next_text(page: &mut FakePage) -> String {
    loop {
        match page.read().expect("the hub keeps the socket") {
            Message::Text(text) => return text.to_string(),
            Message::Close(frame) => panic!("closed: {frame:?}"),
            _ => {}
        }
    }
}

/// One session at once and one waiting: the second visitor is told its place and runs once the
/// first floods its session away with an oversized frame; a third is turned away; a frame of no
/// known kind ends a run in one line without its content; another site's page is refused; past
/// the per-address rate (every attempt counts), a visitor is told to wait.
fn visitors_are_queued_bounded_and_cut_off() {
    let dir = tempfile::tempdir().unwrap();
    let hub = Hub::start(
        &dir.path().join("hub.db"),
        &[
            "--sessions",
            "1",
            "--waiting",
            "1",
            "--sessions-per-minute",
            "3",
        ],
    );
    let host = hub.addr.to_string();
    match fake_socket_from(&host, "/probe/ws", "https://evil.example") {
        Err(tungstenite::Error::Http(answer)) => assert_eq!(answer.status(), 403),
        other => panic!(
            "another site's page was not refused: {:?}",
            other.map(|_| ())
        ),
    }
    let (status, page) = get(&host, "/probe", "");
    assert_eq!(status, 200);
    assert!(page.contains("<script>") && !page.contains("src=\"http"));

    let mut first = fake_socket(&host, "/probe/ws").unwrap();
    first.send(Message::text(HELLO)).unwrap();
    // The first is measured: its requests come.
    loop {
        if let Message::Binary(_) = first.read().unwrap() {
            break;
        }
    }
    let mut second = fake_socket(&host, "/probe/ws").unwrap();
    second.send(Message::text(HELLO)).unwrap();
    assert_eq!(next_text(&mut second), r#"{"queue":{"place":1}}"#);
    let mut third = fake_socket(&host, "/probe/ws").unwrap();
    assert_eq!(
        close_reason(&mut third),
        "the hub is busy: try again in a few minutes"
    );
    // An oversized frame ends the first visit; the second then runs.
    let _ = first.send(Message::binary(vec![
        0u8;
        fpsig_backends::browser::MAX_FRAME + 1
    ]));
    answer_the_first_wait(&mut second, b"\x42secret");
    let reason = close_reason(&mut second);
    assert!(
        reason.starts_with("the run stopped") && !reason.contains("secret"),
        "{reason}"
    );
    // Three attempts a minute from this address, the one turned away included: the fourth waits.
    let mut fourth = fake_socket(&host, "/probe/ws").unwrap();
    assert_eq!(
        close_reason(&mut fourth),
        "too many runs from this address: try again in a minute"
    );
    // The hub still serves its pages.
    assert_eq!(hub.get("/").0, 200);
}

/// `fpsig bench hub --browser`: a row of visits, each measured, and the table page meanwhile.
fn the_hub_bench_times_visitors_tabs(browser: &str) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fpsig"))
        .args([
            "bench",
            "hub",
            "--seconds",
            "0.3",
            "--clients",
            "2",
            "--browser",
        ])
        .args([browser, "--tabs", "2", "--sessions", "1"])
        .output()
        .expect("fpsig runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for (row, done) in [
        ("visits (2 tabs, 1 at once)", Some(2)),
        ("table page / during the visits", None),
    ] {
        let line = text.lines().find(|l| l.starts_with(row)).expect(row);
        let fields: Vec<&str> = line[row.len()..].split_whitespace().collect();
        let count = fields[0].parse::<u64>().unwrap();
        match done {
            Some(done) => assert_eq!(count, done, "{line}"),
            None => assert!(count > 0, "{line}"),
        }
        assert_eq!(fields[1], "0", "failed: {line}");
    }
}

pub const TESTS: &[Test] = &[
    Test::With(
        "the_hub_bench_times_visitors_tabs",
        Program::Chromium,
        the_hub_bench_times_visitors_tabs,
    ),
    Test::With(
        "three_chromium_visitors_add_their_signatures",
        Program::Chromium,
        three_chromium_visitors_add_their_signatures,
    ),
    Test::Host(
        "visitors_are_queued_bounded_and_cut_off",
        visitors_are_queued_bounded_and_cut_off,
    ),
];
