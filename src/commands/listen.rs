//! Where `fpsig serve` waits for one browser tab: an axum server on 127.0.0.1 that serves the
//! page and accepts one WebSocket, both only with the run's random token, by a loopback name
//! (a page of another name is a DNS-rebinding attack) and, for the socket, from the page's own
//! origin; every later tab is refused (`409`) while the process lives.

use crate::relay;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use fpsig_backends::browser::{same, Link, Session, PAGE};
use std::collections::HashMap;
use std::io::Write as _;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Where fpsig waits for a browser, and how long.
#[derive(clap::Args)]
pub struct Listen {
    /// The port on 127.0.0.1 (0: any free one). Another device reaches it through a tunnel
    /// (`adb reverse`, `ssh -L`): WebGPU runs only on https:// pages and on localhost.
    #[arg(long, default_value_t = 8421)]
    port: u16,
    /// Seconds to wait for a browser to open the page before giving up.
    #[arg(long, default_value_t = 600)]
    wait: u64,
}

/// What the server's routes share.
struct Local {
    token: String,
    /// Set once a tab's socket is accepted: every later one is refused.
    taken: AtomicBool,
    links: Mutex<Sender<Link>>,
}

impl Listen {
    /// Prints the page's URL on standard error and waits for a browser to open it.
    pub fn accept(&self) -> Result<(Session, fpsig_backends::Backend), String> {
        let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, self.port));
        let listener = std::net::TcpListener::bind(addr)
            .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        let port = (listener.local_addr())
            .map_err(|e| format!("cannot listen on {addr}: {e}"))?
            .port();
        let token = fpsig_backends::browser::random_token()?;
        let _ = writeln!(
            std::io::stderr(),
            "fpsig: open http://127.0.0.1:{port}/?token={token} in the browser to measure \
             (waiting {} s)",
            self.wait
        );
        fpsig_harness::shaders::install();
        let links = start(listener, token)?;
        let link = links
            .recv_timeout(Duration::from_secs(self.wait))
            .map_err(|_| {
                let reason = format!("no browser opened the page within {} s", self.wait);
                let api = fpsig_backends::Api::WebGpu;
                fpsig_backends::BackendError::Unavailable { api, reason }.to_string()
            })?;
        Session::open(link).map_err(|e| e.to_string())
    }
}

/// Serves on `listener` from a thread of its own (for the process's life); the accepted tab's
/// link comes out of the receiver.
fn start(listener: std::net::TcpListener, token: String) -> Result<Receiver<Link>, String> {
    let (tx, rx) = std::sync::mpsc::channel();
    let local = Arc::new(Local {
        token,
        taken: AtomicBool::new(false),
        links: Mutex::new(tx),
    });
    listener
        .set_nonblocking(true)
        .map_err(|e| format!("listener: {e}"))?;
    let router = Router::new()
        .route("/", get(page))
        .route("/ws", get(socket))
        .fallback(|| async { refuse(StatusCode::NOT_FOUND) })
        .with_state(local);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("no async runtime: {e}"))?;
    std::thread::Builder::new()
        .name("fpsig-serve".into())
        .spawn(move || {
            runtime.block_on(async move {
                if let Ok(listener) = tokio::net::TcpListener::from_std(listener) {
                    let _ = axum::serve(listener, router).await;
                }
            })
        })
        .map_err(|e| format!("cannot start the listener: {e}"))?;
    Ok(rx)
}

/// A refusal as plain text: the status and why.
fn refuse(status: StatusCode) -> Response {
    let why = match status {
        StatusCode::FORBIDDEN => ": wrong or missing token, or a foreign host or origin",
        StatusCode::CONFLICT => ": fpsig is measuring another tab; one browser at a time",
        _ => "",
    };
    let text = format!(
        "{} {}{why}\n",
        status.as_u16(),
        status.canonical_reason().unwrap_or("")
    );
    (status, [(header::CONTENT_TYPE, "text/plain")], text).into_response()
}

/// The page's own headers: nothing cached, nothing fetched from elsewhere.
pub const PAGE_HEADERS: [(header::HeaderName, &str); 4] = [
    (header::CONTENT_TYPE, "text/html; charset=utf-8"),
    (header::CACHE_CONTROL, "no-store"),
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (
        header::CONTENT_SECURITY_POLICY,
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; \
         connect-src 'self'",
    ),
];

async fn page(
    State(local): State<Arc<Local>>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    if let Err(status) = check(&local.token, &query, &headers, false) {
        return refuse(status);
    }
    if local.taken.load(Ordering::Relaxed) {
        return refuse(StatusCode::CONFLICT);
    }
    (PAGE_HEADERS, PAGE).into_response()
}

async fn socket(
    State(local): State<Arc<Local>>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Response {
    if let Err(status) = check(&local.token, &query, &headers, true) {
        return refuse(status);
    }
    let Ok(ws) = ws else {
        return refuse(StatusCode::BAD_REQUEST);
    };
    if local.taken.swap(true, Ordering::Relaxed) {
        return refuse(StatusCode::CONFLICT);
    }
    let again = local.clone();
    relay::bounded(ws)
        // A handshake that fails leaves the run to the next tab.
        .on_failed_upgrade(move |_| again.taken.store(false, Ordering::Relaxed))
        .on_upgrade(move |mut socket| async move {
            let (inbox, mut outgoing, transport) = relay::pair();
            let link = Link::new(Box::new(transport));
            let sent = (local.links.lock()).is_ok_and(|links| links.send(link).is_ok());
            if !sent {
                return;
            }
            let limit = relay::RUNNING_BYTES;
            let until = std::future::pending::<()>();
            if let Err(why) = relay::pump(&mut socket, &inbox, &mut outgoing, limit, until).await {
                relay::close(socket, &why).await;
            }
        })
}

/// A request of this server by a loopback name (`127.0.0.1`, `localhost`, `[::1]`, at any port:
/// a tunnel may forward another one; any other name is a DNS-rebinding page), with the token;
/// a WebSocket from the page's own origin.
fn check(
    token: &str,
    query: &HashMap<String, String>,
    headers: &HeaderMap,
    socket: bool,
) -> Result<(), StatusCode> {
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    let host = text(header::HOST).unwrap_or("");
    let name = match host.rsplit_once(':') {
        Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) => name,
        _ => host,
    };
    let local = ["127.0.0.1", "localhost", "[::1]"].contains(&name);
    let token_ok = (query.get("token")).is_some_and(|t| same(t.as_bytes(), token.as_bytes()));
    let origin_ok = !socket || text(header::ORIGIN) == Some(&format!("http://{host}"));
    if local && token_ok && origin_ok {
        Ok(())
    } else {
        Err(StatusCode::FORBIDDEN)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(
        pairs: &[(&str, &str)],
        token: Option<&str>,
    ) -> (HashMap<String, String>, HeaderMap) {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.insert(
                header::HeaderName::from_bytes(name.as_bytes()).unwrap(),
                value.parse().unwrap(),
            );
        }
        let query = token.map(|t| ("token".to_string(), t.to_string()));
        (query.into_iter().collect(), headers)
    }

    #[test]
    fn the_page_needs_the_token_and_a_local_host() {
        let check_page = |host: &str, token| {
            let (query, headers) = request(&[("host", host)], token);
            check("abc", &query, &headers, false)
        };
        assert_eq!(check_page("127.0.0.1:8000", Some("abc")), Ok(()));
        // A tunnel may forward another port.
        assert_eq!(check_page("localhost:9000", Some("abc")), Ok(()));
        assert_eq!(
            check_page("127.0.0.1:8000", Some("abd")),
            Err(StatusCode::FORBIDDEN)
        );
        assert_eq!(
            check_page("localhost:8000", None),
            Err(StatusCode::FORBIDDEN)
        );
        assert_eq!(
            check_page("evil.example:8000", Some("abc")),
            Err(StatusCode::FORBIDDEN)
        );
    }

    #[test]
    fn the_socket_needs_the_pages_own_origin() {
        let check_socket = |origin: Option<&str>| {
            let mut pairs = vec![("host", "localhost:9")];
            pairs.extend(origin.map(|o| ("origin", o)));
            let (query, headers) = request(&pairs, Some("abc"));
            check("abc", &query, &headers, true)
        };
        assert_eq!(check_socket(Some("http://localhost:9")), Ok(()));
        let refused = Err(StatusCode::FORBIDDEN);
        assert_eq!(check_socket(Some("http://127.0.0.1:9")), refused);
        assert_eq!(check_socket(Some("https://evil.example")), refused);
        assert_eq!(check_socket(None), refused);
    }
}
