//! The connection to a page: its messages over a [`Transport`] (a WebSocket the server that
//! serves the page relays), the requests that wait for their answers, and the faults the page
//! reported meanwhile.

use super::wire::{self, Answer};
use std::time::Duration;

/// The page, with its script: plain HTML and JavaScript, nothing fetched from elsewhere.
pub const PAGE: &str = include_str!("page.html");
/// How long the page may take over one answer (a read or a pipeline waits on the GPU).
const ANSWER_WAIT: Duration = Duration::from_secs(300);

/// Equal bytes, in time that depends on the length only (tokens: the page's, the hub's admin).
pub fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A fresh random token of 32 hexadecimal digits (`fpsig serve`'s page and socket need it).
pub fn random_token() -> Result<String, String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| format!("no random token: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// A message of the page's WebSocket: binary frames carry the wire's requests and answers,
/// text carries the page's description and what fpsig tells the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageMessage {
    Text(String),
    Binary(Vec<u8>),
}

/// The way to one page and back: a WebSocket a server holds and relays (`fpsig serve`'s tab,
/// `fpsig hub`'s visitors).
pub trait Transport: Send {
    /// Sends one message; an error says why the page cannot be reached.
    fn send(&mut self, message: PageMessage) -> Result<(), String>;
    /// The next text or binary message within `wait`; an error says why none will come (the
    /// tab closed, the time ran out, the page broke the protocol).
    fn receive(&mut self, wait: Duration) -> Result<PageMessage, String>;
    /// Ends the connection with a reason the page shows (at most 120 bytes of it are sent).
    fn close(&mut self, reason: &str);
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

#[cfg(test)]
mod tests {
    use super::*;

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
