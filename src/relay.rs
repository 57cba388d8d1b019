//! A page's WebSocket (axum's) as the transport of a browser session: the socket's task relays
//! the page's frames to the thread that runs the session and the session's back, bounded in
//! count and in bytes. `fpsig hub`'s visitors and `fpsig serve`'s one tab both go through it.

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::http::{header, HeaderMap};
use fpsig_backends::browser::{cut_to_bytes, PageMessage, Transport, MAX_FRAME};
use std::future::Future;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, TrySendError};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

/// Messages from the page not yet read by its session (more is a page sending unasked).
const FROM_PAGE_BACKLOG: usize = 256;
/// Bytes from the page not yet read by its session while it waits for a session (its
/// description only) and while it runs (an answer at a time, and faults).
pub const WAITING_BYTES: usize = 1 << 20;
pub const RUNNING_BYTES: usize = 2 * MAX_FRAME;
/// Messages to the page not yet sent (the session waits when they are).
const TO_PAGE_BACKLOG: usize = 64;

/// A page's WebSocket upgrade with the wire's bound on a frame and a message.
pub fn bounded(ws: WebSocketUpgrade) -> WebSocketUpgrade {
    ws.max_message_size(MAX_FRAME).max_frame_size(MAX_FRAME)
}

/// The socket task's ends (the page's messages in, the session's out) and the session's.
pub fn pair() -> (Inbox, mpsc::Receiver<ToPage>, Relay) {
    let (to, from_page) = std::sync::mpsc::sync_channel(FROM_PAGE_BACKLOG);
    let (to_page, outgoing) = mpsc::channel(TO_PAGE_BACKLOG);
    let buffered = Arc::<AtomicUsize>::default();
    let relay = Relay {
        to_page,
        from_page,
        buffered: buffered.clone(),
    };
    (Inbox { to, buffered }, outgoing, relay)
}

/// Relays between the socket and the session (the page's frames while at most `limit` bytes
/// of them wait) until `until` completes (its output, once the session's last messages went
/// out), the session closes the page (its reason) or the tab is lost (why).
pub async fn pump<T>(
    socket: &mut WebSocket,
    inbox: &Inbox,
    outgoing: &mut mpsc::Receiver<ToPage>,
    limit: usize,
    until: impl Future<Output = T>,
) -> Result<T, String> {
    tokio::pin!(until);
    let mut session = true;
    loop {
        tokio::select! {
            out = outgoing.recv(), if session => {
                let sent = match out {
                    Some(ToPage::Message(m)) => (socket.send(to_socket(m)).await)
                        .map_err(|_| "the tab closed".to_string()),
                    Some(ToPage::Close(reason, sent)) => {
                        let _ = socket.send(close_frame(&reason)).await;
                        let _ = sent.send(());
                        Err(reason)
                    }
                    None => {
                        session = false;
                        Ok(())
                    }
                };
                sent?;
            }
            message = socket.recv() => match message {
                Some(Ok(message)) => inbox.forward(message, limit)?,
                _ => return Err("the tab closed".into()),
            },
            done = &mut until => {
                while let Ok(ToPage::Message(m)) = outgoing.try_recv() {
                    let _ = socket.send(to_socket(m)).await;
                }
                return Ok(done);
            }
        }
    }
}

/// Ends the socket with a reason the page shows.
pub async fn close(mut socket: WebSocket, reason: &str) {
    let _ = socket.send(close_frame(reason)).await;
}

/// A close frame with a reason the page shows (its first 120 bytes).
fn close_frame(reason: &str) -> Message {
    Message::Close(Some(CloseFrame {
        code: axum::extract::ws::close_code::NORMAL,
        reason: cut_to_bytes(reason, 120).into(),
    }))
}

/// The page's messages on their way to its session, bounded in count and in bytes.
pub struct Inbox {
    to: SyncSender<PageMessage>,
    /// Bytes sent on and not yet read by the session.
    buffered: Arc<AtomicUsize>,
}

fn size(message: &PageMessage) -> usize {
    match message {
        PageMessage::Text(text) => text.len(),
        PageMessage::Binary(frame) => frame.len(),
    }
}

impl Inbox {
    /// Passes a message of the page to its session while at most `limit` bytes wait there; an
    /// error ends the visit.
    pub fn forward(&self, message: Message, limit: usize) -> Result<(), String> {
        let message = match message {
            Message::Text(text) => PageMessage::Text(text.to_string()),
            Message::Binary(frame) => PageMessage::Binary(frame.to_vec()),
            Message::Close(_) => return Err("the tab closed".into()),
            Message::Ping(_) | Message::Pong(_) => return Ok(()),
        };
        let more = size(&message);
        if self.buffered.load(Ordering::Relaxed) + more > limit {
            return Err("the page sent more than it was asked for".into());
        }
        self.buffered.fetch_add(more, Ordering::Relaxed);
        match self.to.try_send(message) {
            Ok(()) => Ok(()),
            Err(TrySendError::Full(_)) => Err("the page sent more than it was asked for".into()),
            Err(TrySendError::Disconnected(_)) => Err("the run ended".into()),
        }
    }
}

/// A message for the page from its session; a close says when it went out.
pub enum ToPage {
    Message(PageMessage),
    Close(String, std::sync::mpsc::Sender<()>),
}

/// The session's side of the page: messages relayed by the socket's task.
pub struct Relay {
    to_page: mpsc::Sender<ToPage>,
    from_page: Receiver<PageMessage>,
    buffered: Arc<AtomicUsize>,
}

impl Transport for Relay {
    fn send(&mut self, message: PageMessage) -> Result<(), String> {
        (self.to_page.blocking_send(ToPage::Message(message)))
            .map_err(|_| "the tab closed".to_string())
    }

    fn receive(&mut self, wait: Duration) -> Result<PageMessage, String> {
        let message = self.from_page.recv_timeout(wait).map_err(|e| match e {
            RecvTimeoutError::Timeout => {
                format!("the page did not answer within {} s", wait.as_secs())
            }
            RecvTimeoutError::Disconnected => "the tab closed".to_string(),
        })?;
        self.buffered.fetch_sub(size(&message), Ordering::Relaxed);
        Ok(message)
    }

    /// Returns once the page was sent everything before and the close (a process that ends
    /// right after still told the page), or after 5 s.
    fn close(&mut self, reason: &str) {
        let (sent, out) = std::sync::mpsc::channel();
        let close = ToPage::Close(reason.to_string(), sent);
        if self.to_page.blocking_send(close).is_ok() {
            let _ = out.recv_timeout(Duration::from_secs(5));
        }
    }
}

pub fn to_socket(message: PageMessage) -> Message {
    match message {
        PageMessage::Text(text) => Message::Text(text.into()),
        PageMessage::Binary(frame) => Message::Binary(frame.into()),
    }
}

/// Whether the request's `Origin`, where it has one, is the host it was sent to.
pub fn same_origin(headers: &HeaderMap) -> bool {
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    match (text(header::ORIGIN), text(header::HOST)) {
        (None, _) => true,
        (Some(origin), Some(host)) => {
            let bare = origin
                .strip_prefix("https://")
                .or_else(|| origin.strip_prefix("http://"));
            bare == Some(host)
        }
        (Some(_), None) => false,
    }
}
