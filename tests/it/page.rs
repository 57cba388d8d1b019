//! The page's side for the tests of `fpsig serve` and `fpsig hub`: a headless Chromium on
//! SwiftShader, its DevTools (to read and click the page), plain HTTP, and fake pages.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tungstenite::Message;

/// Headless Chromium with WebGPU on SwiftShader's Vulkan, no GPU needed.
pub const CHROMIUM_FLAGS: [&str; 8] = [
    "--headless=new",
    "--no-sandbox",
    "--enable-unsafe-webgpu",
    "--enable-features=Vulkan",
    "--use-vulkan=swiftshader",
    "--use-webgpu-adapter=swiftshader",
    "--disable-vulkan-surface",
    "--no-first-run",
];

pub fn open_chromium(browser: &str, url: &str, profile: &Path) -> Child {
    Command::new(browser)
        .args(CHROMIUM_FLAGS)
        .args(["--remote-debugging-port=0", "--window-size=900,1300"])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(url)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium runs")
}

/// A connection to the page of a headless Chromium started with `--remote-debugging-port=0`.
pub struct DevTools {
    socket: tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>,
    next: u64,
}

impl DevTools {
    /// Connects to the first page of the Chromium whose profile is `profile`.
    pub fn connect(profile: &Path) -> DevTools {
        let port = std::fs::read_to_string(profile.join("DevToolsActivePort")).unwrap();
        let host = format!("127.0.0.1:{}", port.lines().next().unwrap());
        let (_, list) = get(&host, "/json/list", "");
        let body = list.split_once("\r\n\r\n").unwrap().1;
        let targets: serde_json::Value = serde_json::from_str(body).unwrap();
        let page = targets
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["type"] == "page")
            .expect("a page target");
        let url = page["webSocketDebuggerUrl"].as_str().unwrap();
        let (socket, _) = tungstenite::connect(url).expect("DevTools answers");
        DevTools { socket, next: 0 }
    }

    fn call(&mut self, method: &str, params: serde_json::Value) -> serde_json::Value {
        self.next += 1;
        let id = self.next;
        let request = serde_json::json!({"id": id, "method": method, "params": params});
        self.socket
            .send(Message::text(request.to_string()))
            .unwrap();
        loop {
            if let Message::Text(text) = self.socket.read().unwrap() {
                let reply: serde_json::Value = serde_json::from_str(&text).unwrap();
                if reply["id"] == id {
                    return reply["result"].clone();
                }
            }
        }
    }

    /// The value of a JavaScript expression in the page, as text ("" where it is not a string).
    pub fn evaluate(&mut self, expression: &str) -> String {
        let result = self.call(
            "Runtime.evaluate",
            serde_json::json!({"expression": expression}),
        );
        result["result"]["value"].as_str().unwrap_or("").to_string()
    }

    /// Writes a screenshot of the page to the target folder's `browser-screenshots/NAME`.
    pub fn screenshot(&mut self, name: &str) {
        let shot = self.call(
            "Page.captureScreenshot",
            serde_json::json!({"format": "png"}),
        );
        let png = base64(shot["data"].as_str().unwrap_or(""));
        assert!(png.starts_with(b"\x89PNG"), "no screenshot of the page");
        let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser-screenshots");
        std::fs::create_dir_all(&shots).unwrap();
        std::fs::write(shots.join(name), png).unwrap();
    }
}

/// Standard base64, as DevTools sends a screenshot.
fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let digits: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(value).collect();
    let mut bytes = Vec::with_capacity(digits.len() * 3 / 4);
    for group in digits.chunks(4) {
        let word = group
            .iter()
            .enumerate()
            .fold(0u32, |w, (i, &d)| w | (u32::from(d) << (18 - 6 * i)));
        bytes.extend_from_slice(&word.to_be_bytes()[1..group.len()]);
    }
    bytes
}

/// An HTTP GET of `path` with these extra header lines: the status code and the reply, read
/// to its `Content-Length` (DevTools keeps the connection open) or to the close.
pub fn get(host: &str, path: &str, headers: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(host).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\n{headers}Connection: close\r\n\r\n"
    )
    .unwrap();
    let mut reply = Vec::new();
    let mut buf = [0u8; 65536];
    loop {
        let n = stream.read(&mut buf).unwrap_or(0);
        reply.extend_from_slice(&buf[..n]);
        let text = String::from_utf8_lossy(&reply);
        let complete = text.split_once("\r\n\r\n").is_some_and(|(head, body)| {
            head.lines()
                .find_map(|l| {
                    l.to_ascii_lowercase()
                        .strip_prefix("content-length:")
                        .map(|v| v.trim().parse::<usize>().unwrap_or(0))
                })
                .is_some_and(|length| body.len() >= length)
        });
        if n == 0 || complete {
            break;
        }
    }
    let reply = String::from_utf8_lossy(&reply).into_owned();
    let status = reply
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, reply)
}

/// A fake page: a WebSocket to `path` from the page's origin (`http://{host}`).
pub fn fake_socket(host: &str, path: &str) -> tungstenite::Result<FakePage> {
    fake_socket_from(host, path, &format!("http://{host}"))
}

/// A WebSocket to `path` from a page of `origin`.
pub fn fake_socket_from(host: &str, path: &str, origin: &str) -> tungstenite::Result<FakePage> {
    let request = tungstenite::http::Request::builder()
        .uri(format!("ws://{host}{path}"))
        .header("Host", host)
        .header("Origin", origin)
        .header("Connection", "Upgrade")
        .header("Upgrade", "websocket")
        .header("Sec-WebSocket-Version", "13")
        .header(
            "Sec-WebSocket-Key",
            tungstenite::handshake::client::generate_key(),
        )
        .body(())
        .unwrap();
    let stream = TcpStream::connect(host).unwrap();
    tungstenite::client(request, tungstenite::stream::MaybeTlsStream::Plain(stream))
        .map(|(socket, _)| socket)
        .map_err(|e| match e {
            tungstenite::HandshakeError::Failure(e) => e,
            tungstenite::HandshakeError::Interrupted(_) => tungstenite::Error::ConnectionClosed,
        })
}

pub type FakePage = tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>;

/// Reads fpsig's frames until the first request that waits for an answer (a read, a pipeline,
/// a sync), and answers it with `frame`.
pub fn answer_the_first_wait(page: &mut FakePage, frame: &[u8]) {
    loop {
        match page.read() {
            Ok(Message::Binary(request)) if matches!(request[0], 4 | 5 | 7) => {
                page.send(Message::binary(frame.to_vec())).unwrap();
                return;
            }
            Ok(_) => {}
            Err(e) => panic!("the fake page lost fpsig: {e}"),
        }
    }
}

pub const HELLO: &str = r#"{"userAgent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0",
    "webgpu": true, "adapter": {"vendor": "fake", "architecture": "page"},
    "features": [], "enabled": [], "limits": {}}"#;
