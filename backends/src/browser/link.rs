//! The one connection to the page: an HTTP listener that serves the page and accepts one
//! WebSocket carrying the right token from the page's own origin, then refuses everyone else.

use super::wire::{self, Answer, MAX_FRAME};
use std::io::{BufRead, BufReader, Cursor, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::time::{Duration, Instant};
use tungstenite::protocol::WebSocketConfig;
use tungstenite::{Message, WebSocket};

/// The page, with its script: plain HTML and JavaScript, nothing fetched from elsewhere.
pub const PAGE: &str = include_str!("page.html");
/// The longest request head read before it is refused.
const MAX_HEAD: usize = 8 * 1024;
/// How long the page may take over one answer (a read or a pipeline waits on the GPU).
const ANSWER_WAIT: Duration = Duration::from_secs(300);

/// A listener waiting for one browser.
pub struct Listener {
    listener: TcpListener,
    token: String,
    port: u16,
}

impl Listener {
    /// Listens on `addr` (port 0: any free one) with a fresh random token.
    pub fn bind(addr: SocketAddr) -> Result<Listener, String> {
        let listener =
            TcpListener::bind(addr).map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        let port = listener
            .local_addr()
            .map_err(|e| format!("cannot listen on {addr}: {e}"))?
            .port();
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).map_err(|e| format!("no random token: {e}"))?;
        let token = bytes.iter().map(|b| format!("{b:02x}")).collect();
        Ok(Listener {
            listener,
            token,
            port,
        })
    }

    /// The address a browser on this machine (or behind a tunnel to it) opens.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/?token={}", self.port, self.token)
    }

    /// Serves the page until a page opens its WebSocket with the token, for at most `wait`;
    /// every later connection is then refused (`409`) while the process lives.
    pub fn accept(self, wait: Duration) -> Result<Link, String> {
        let deadline = Instant::now() + wait;
        self.listener
            .set_nonblocking(true)
            .map_err(|e| format!("listener: {e}"))?;
        loop {
            match self.listener.accept() {
                Ok((stream, _)) => {
                    if let Some(link) = self.answer(stream) {
                        self.refuse_the_rest();
                        return Ok(link);
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                    if Instant::now() >= deadline {
                        return Err(format!(
                            "no browser opened the page within {} s",
                            wait.as_secs()
                        ));
                    }
                    std::thread::sleep(Duration::from_millis(20));
                }
                Err(e) => return Err(format!("listener: {e}")),
            }
        }
    }

    /// One HTTP connection: the page, a refusal, or the WebSocket.
    fn answer(&self, stream: TcpStream) -> Option<Link> {
        let _ = stream.set_nonblocking(false);
        let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
        let mut stream = stream;
        let head = match read_head(&mut stream) {
            Ok(head) => head,
            Err(status) => {
                refuse(&mut stream, status);
                return None;
            }
        };
        let request = Head::parse(&head);
        let checked = request.check(&self.token);
        match (checked, request.upgrade) {
            (Err(status), _) => {
                refuse(&mut stream, status);
                None
            }
            (Ok(()), false) if request.path == "/" => {
                respond(&mut stream, 200, "text/html; charset=utf-8", PAGE);
                None
            }
            (Ok(()), false) => {
                refuse(&mut stream, 404);
                None
            }
            (Ok(()), true) => Link::upgrade(Replay::new(head, stream)).ok(),
        }
    }

    /// Answers every later connection `409 Conflict` on a thread of its own.
    fn refuse_the_rest(self) {
        let _ = self.listener.set_nonblocking(false);
        std::thread::spawn(move || {
            for mut stream in self.listener.incoming().flatten() {
                let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
                let _ = read_head(&mut stream);
                refuse(&mut stream, 409);
            }
        });
    }
}

/// The reason phrase of a status fpsig answers with, and what fpsig adds to it.
fn status(code: u16) -> (&'static str, &'static str) {
    match code {
        200 => ("OK", ""),
        403 => (
            "Forbidden",
            "wrong or missing token, or a foreign host or origin",
        ),
        404 => ("Not Found", ""),
        409 => (
            "Conflict",
            "fpsig is measuring another tab; one browser at a time",
        ),
        413 => ("Request Header Fields Too Large", ""),
        _ => ("Bad Request", ""),
    }
}

/// Answers `code` with its reason, and why, as plain text.
fn refuse(stream: &mut TcpStream, code: u16) {
    let body = match status(code) {
        (reason, "") => format!("{code} {reason}\n"),
        (reason, why) => format!("{code} {reason}: {why}\n"),
    };
    respond(stream, code, "text/plain", &body);
}

fn respond(stream: &mut TcpStream, code: u16, kind: &str, body: &str) {
    let (reason, _) = status(code);
    let _ = write!(
        stream,
        "HTTP/1.1 {code} {reason}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
         Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n\
         Content-Security-Policy: default-src 'none'; script-src 'unsafe-inline'; \
         style-src 'unsafe-inline'; connect-src 'self'\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = stream.flush();
}

/// The request head, up to and with the blank line; the status to answer where it is not one.
fn read_head(stream: &mut TcpStream) -> Result<Vec<u8>, u16> {
    let mut head = Vec::new();
    let mut reader = BufReader::new(stream.take(MAX_HEAD as u64 + 1));
    loop {
        let mut line = Vec::new();
        match reader.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => return Err(400),
            Ok(_) => {}
        }
        head.extend_from_slice(&line);
        if head.len() > MAX_HEAD {
            return Err(413);
        }
        if line == b"\r\n" || line == b"\n" {
            return Ok(head);
        }
    }
}

/// What fpsig reads of a request head.
#[derive(Debug, Default, PartialEq)]
struct Head {
    path: String,
    token: Option<String>,
    host: Option<String>,
    origin: Option<String>,
    upgrade: bool,
    get: bool,
}

impl Head {
    fn parse(head: &[u8]) -> Head {
        let text = String::from_utf8_lossy(head);
        let mut lines = text.lines();
        let mut request = Head::default();
        let mut first = lines.next().unwrap_or("").split(' ');
        request.get = first.next() == Some("GET");
        let target = first.next().unwrap_or("");
        let (path, query) = target.split_once('?').unwrap_or((target, ""));
        request.path = path.to_string();
        request.token = query
            .split('&')
            .find_map(|pair| pair.strip_prefix("token="))
            .map(str::to_string);
        for line in lines {
            let Some((name, value)) = line.split_once(':') else {
                continue;
            };
            let value = value.trim().to_string();
            match name.trim().to_ascii_lowercase().as_str() {
                "host" => request.host = Some(value),
                "origin" => request.origin = Some(value),
                "upgrade" => request.upgrade = value.eq_ignore_ascii_case("websocket"),
                _ => {}
            }
        }
        request
    }

    /// A GET of this server by a loopback name (`127.0.0.1`, `localhost`, `[::1]`, at any port:
    /// a tunnel may forward another one; any other name is a DNS-rebinding page), with the
    /// token; a WebSocket from the page's own origin.
    fn check(&self, token: &str) -> Result<(), u16> {
        if !self.get {
            return Err(400);
        }
        let host = self.host.as_deref().unwrap_or("");
        let name = match host.rsplit_once(':') {
            Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) => name,
            _ => host,
        };
        let local = ["127.0.0.1", "localhost", "[::1]"].contains(&name);
        let token_ok = self
            .token
            .as_deref()
            .is_some_and(|t| same(t.as_bytes(), token.as_bytes()));
        let path_ok = if self.upgrade {
            self.path == "/ws"
        } else {
            true
        };
        let origin_ok = !self.upgrade || self.origin.as_deref() == Some(&format!("http://{host}"));
        if local && token_ok && path_ok && origin_ok {
            Ok(())
        } else if self.path == "/favicon.ico" && local {
            Err(404)
        } else {
            Err(403)
        }
    }
}

/// Equal bytes, in time that depends on the length only (tokens: the page's, the hub's admin).
pub fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A stream that gives back the request head already read before the rest.
pub struct Replay {
    head: Cursor<Vec<u8>>,
    stream: TcpStream,
}

impl Replay {
    fn new(head: Vec<u8>, stream: TcpStream) -> Self {
        Replay {
            head: Cursor::new(head),
            stream,
        }
    }
}

impl Read for Replay {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self.head.read(buf)? {
            0 => self.stream.read(buf),
            n => Ok(n),
        }
    }
}

impl Write for Replay {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.stream.write(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.stream.flush()
    }
}

/// A message of the page's WebSocket: binary frames carry the wire's requests and answers,
/// text carries the page's description and what fpsig tells the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageMessage {
    Text(String),
    Binary(Vec<u8>),
}

/// The way to one page and back: a WebSocket fpsig accepted itself ([`Listener`]), or one a
/// server holds and relays (`fpsig hub`'s visitors).
pub trait Transport: Send {
    /// Sends one message; an error says why the page cannot be reached.
    fn send(&mut self, message: PageMessage) -> Result<(), String>;
    /// The next text or binary message within `wait`; an error says why none will come (the
    /// tab closed, the time ran out, the page broke the protocol).
    fn receive(&mut self, wait: Duration) -> Result<PageMessage, String>;
    /// Ends the connection with a reason the page shows (at most 120 bytes of it are sent).
    fn close(&mut self, reason: &str);
}

/// The WebSocket [`Listener`] accepted.
struct Socket(WebSocket<Replay>);

impl Transport for Socket {
    fn send(&mut self, message: PageMessage) -> Result<(), String> {
        let message = match message {
            PageMessage::Text(text) => Message::text(text),
            PageMessage::Binary(frame) => Message::binary(frame),
        };
        self.0
            .send(message)
            .map_err(|e| format!("the page's connection broke: {e}"))
    }

    fn receive(&mut self, wait: Duration) -> Result<PageMessage, String> {
        let _ = self.0.get_ref().stream.set_read_timeout(Some(wait));
        loop {
            match self.0.read() {
                Ok(Message::Text(text)) => return Ok(PageMessage::Text(text.to_string())),
                Ok(Message::Binary(frame)) => return Ok(PageMessage::Binary(frame.to_vec())),
                Ok(Message::Close(_)) => return Err("the page closed the connection".into()),
                Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_)) => continue,
                Err(e) => return Err(lost_reason(e, wait)),
            }
        }
    }

    fn close(&mut self, reason: &str) {
        let frame = tungstenite::protocol::CloseFrame {
            code: tungstenite::protocol::frame::coding::CloseCode::Normal,
            // A close frame's reason holds at most 123 bytes.
            reason: cut_to_bytes(reason, 120).into(),
        };
        let _ = self.0.close(Some(frame));
        let _ = self.0.flush();
    }
}

/// The connection to the page, and what it reported that nothing waited for.
pub struct Link {
    transport: Box<dyn Transport>,
    faults: Vec<String>,
    lost: Option<String>,
}

impl std::fmt::Debug for Link {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Link")
    }
}

impl Link {
    /// The page behind `transport`, not yet described.
    pub fn new(transport: Box<dyn Transport>) -> Link {
        Link {
            transport,
            faults: Vec::new(),
            lost: None,
        }
    }

    fn upgrade(stream: Replay) -> Result<Link, String> {
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_FRAME))
            .max_frame_size(Some(MAX_FRAME));
        let socket = tungstenite::accept_with_config(stream, Some(config))
            .map_err(|e| format!("WebSocket handshake: {e}"))?;
        Ok(Link::new(Box::new(Socket(socket))))
    }

    /// Why the page can no longer be used, once it cannot.
    pub fn lost(&self) -> Option<&str> {
        self.lost.as_deref()
    }

    fn fail(&mut self, why: String) -> String {
        self.lost.get_or_insert(why).clone()
    }

    fn write(&mut self, message: PageMessage) -> Result<(), String> {
        if let Some(why) = &self.lost {
            return Err(why.clone());
        }
        let sent = self.transport.send(message);
        sent.map_err(|why| self.fail(why))
    }

    /// Sends a request that nothing waits on.
    pub fn send(&mut self, frame: Vec<u8>) -> Result<(), String> {
        self.write(PageMessage::Binary(frame))
    }

    /// Sends a line of progress or the summary to the page (JSON text).
    pub fn tell(&mut self, json: String) -> Result<(), String> {
        self.write(PageMessage::Text(json))
    }

    /// The next text message: the page's first, describing itself.
    pub fn hello(&mut self, wait: Duration) -> Result<String, String> {
        match self.transport.receive(wait) {
            Ok(PageMessage::Text(text)) => Ok(text),
            Ok(_) => Err(self.fail("the page's first message is not its description".into())),
            Err(why) => Err(self.fail(format!("the page did not describe itself: {why}"))),
        }
    }

    /// Sends a request and waits for its reply, keeping the faults that come meanwhile.
    pub fn request(&mut self, frame: Vec<u8>) -> Result<Vec<u8>, String> {
        let tag = frame[0];
        self.send(frame)?;
        loop {
            let frame = match self.transport.receive(ANSWER_WAIT) {
                Ok(PageMessage::Binary(frame)) => frame,
                Ok(PageMessage::Text(_)) => {
                    return Err(self.fail("the page sent text in the middle of a run".into()))
                }
                Err(why) => return Err(self.fail(why)),
            };
            match wire::answer(&frame) {
                Ok(Answer::Reply(t, payload)) if t == tag => return Ok(payload),
                Ok(Answer::Reply(t, _)) => {
                    return Err(self.fail(format!(
                        "the page answered request {t} while fpsig waited for {tag}"
                    )))
                }
                Ok(Answer::Fault(fault)) => self.faults.push(fault),
                Ok(Answer::Lost(why)) => return Err(self.fail(why)),
                Err(bad) => return Err(self.fail(bad)),
            }
        }
    }

    /// The faults the page reported since the last call.
    pub fn take_faults(&mut self) -> Vec<String> {
        std::mem::take(&mut self.faults)
    }

    /// Ends the connection with a reason the page shows.
    pub fn close(&mut self, reason: &str) {
        self.transport.close(reason);
        self.lost.get_or_insert_with(|| "closed".into());
    }
}

/// The longest prefix of `text` of at most `bytes` bytes that ends on a character.
pub fn cut_to_bytes(text: &str, bytes: usize) -> String {
    let mut end = text.len().min(bytes);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].to_string()
}

fn lost_reason(e: tungstenite::Error, wait: Duration) -> String {
    match e {
        // A read timeout is `WouldBlock` on Unix, `TimedOut` on Windows.
        tungstenite::Error::Io(io)
            if matches!(
                io.kind(),
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
            ) =>
        {
            format!("the page did not answer within {} s", wait.as_secs())
        }
        tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed => {
            "the tab closed".into()
        }
        tungstenite::Error::Capacity(c) => format!("the page sent a frame over the limit: {c}"),
        tungstenite::Error::Protocol(p) => format!("the page broke the WebSocket protocol: {p}"),
        other => format!("the page's connection broke: {other}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(text: &str) -> Head {
        Head::parse(text.replace('\n', "\r\n").as_bytes())
    }

    #[test]
    fn the_page_needs_the_token_and_a_local_host() {
        let ok = head("GET /?token=abc HTTP/1.1\nHost: 127.0.0.1:8000\n\n");
        assert_eq!(ok.check("abc"), Ok(()));
        let tunnelled = head("GET /?token=abc HTTP/1.1\nHost: localhost:9000\n\n");
        assert_eq!(tunnelled.check("abc"), Ok(()));
        let wrong = head("GET /?token=abd HTTP/1.1\nHost: 127.0.0.1:8000\n\n");
        assert_eq!(wrong.check("abc"), Err(403));
        let none = head("GET / HTTP/1.1\nHost: localhost:8000\n\n");
        assert_eq!(none.check("abc"), Err(403));
        let rebound = head("GET /?token=abc HTTP/1.1\nHost: evil.example:8000\n\n");
        assert_eq!(rebound.check("abc"), Err(403));
        let post = head("POST /?token=abc HTTP/1.1\nHost: 127.0.0.1:8000\n\n");
        assert_eq!(post.check("abc"), Err(400));
    }

    #[test]
    fn the_socket_needs_the_pages_own_origin() {
        let socket = |origin: &str| {
            head(&format!(
                "GET /ws?token=abc HTTP/1.1\nHost: localhost:9\nUpgrade: websocket\n\
                 Origin: {origin}\n\n"
            ))
        };
        assert_eq!(socket("http://localhost:9").check("abc"), Ok(()));
        assert_eq!(socket("http://127.0.0.1:9").check("abc"), Err(403));
        assert_eq!(socket("https://evil.example").check("abc"), Err(403));
        let no_origin =
            head("GET /ws?token=abc HTTP/1.1\nHost: localhost:9\nUpgrade: websocket\n\n");
        assert_eq!(no_origin.check("abc"), Err(403));
    }

    #[test]
    fn close_reasons_fit_a_close_frame() {
        assert_eq!(cut_to_bytes("abc", 120), "abc");
        assert_eq!(cut_to_bytes(&"é".repeat(100), 120).len(), 120);
        assert_eq!(cut_to_bytes("aé", 2), "a");
    }

    #[test]
    fn tokens_are_compared_whole() {
        assert!(same(b"0123", b"0123"));
        assert!(!same(b"0123", b"0124"));
        assert!(!same(b"0123", b"012"));
        assert!(!same(b"", b"0"));
    }
}
