//! The frames fpsig and the page exchange: binary, little-endian, a tag byte first. fpsig sends
//! requests; the page answers the ones that wait (read, pipeline, sync) with the request's tag
//! plus [`REPLY`], and may send [`FAULT`] (an error nothing waited for) or [`LOST`] at any time.

/// `id u32, size u32`: a buffer of `size` bytes (at least 32, rounded up to 4).
pub const CREATE: u8 = 1;
/// `id u32`.
pub const FREE: u8 = 2;
/// `id u32, offset u32, bytes…`.
pub const WRITE: u8 = 3;
/// `id u32, offset u32, size u32` → the bytes.
pub const READ: u8 = 4;
/// `id u32, buffers u32, has_info u32, entry length u32, code length u32, entry, code` →
/// `ok` or `error\n<the compiler's messages>`.
pub const PIPELINE: u8 = 5;
/// `pipeline u32, x u32, y u32, z u32, indirect buffer u32 (or NO_BUFFER), bindings u32,
/// (buffer u32, offset u32, size u32) per binding, indirect offset u32, info bytes…`.
pub const DISPATCH: u8 = 6;
/// Nothing → an empty reply once the queue is idle.
pub const SYNC: u8 = 7;
/// Added to a request's tag in its reply.
pub const REPLY: u8 = 0x80;
/// UTF-8 text: an error of work already queued (a dispatch the device refused).
pub const FAULT: u8 = 0x90;
/// UTF-8 text: the device is gone.
pub const LOST: u8 = 0x91;
/// The `indirect buffer` of a direct dispatch.
pub const NO_BUFFER: u32 = u32::MAX;

/// The largest frame either side sends: a read or write is cut into pieces of at most
/// [`PIECE`] bytes, a shader is far smaller.
pub const MAX_FRAME: usize = PIECE + (1 << 20);
/// The most bytes one read or write frame carries.
pub const PIECE: usize = 1 << 24;

/// A request frame being written.
pub struct Frame(Vec<u8>);

impl Frame {
    pub fn new(tag: u8) -> Self {
        Frame(vec![tag])
    }

    pub fn u32(mut self, value: u32) -> Self {
        self.0.extend_from_slice(&value.to_le_bytes());
        self
    }

    pub fn bytes(mut self, bytes: &[u8]) -> Self {
        self.0.extend_from_slice(bytes);
        self
    }

    pub fn into_bytes(self) -> Vec<u8> {
        self.0
    }
}

/// A frame the page sent, checked.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer {
    /// The reply to the request with this tag, and its payload.
    Reply(u8, Vec<u8>),
    Fault(String),
    Lost(String),
}

/// Words the page sent for fpsig to show (a fault, a loss, a compiler's message, why it has
/// no WebGPU): the page's, not fpsig's, so at most 200 characters and the cut's `…`, control
/// characters as `?`.
pub fn page_words(text: &str) -> String {
    crate::spec::shown_cut(text, 201)
}

/// Reads a frame from the page: a reply to one of the waiting requests, a fault or a loss (its
/// words kept as [`page_words`]); anything else is an error that names what was wrong, never
/// the frame's content.
pub fn answer(frame: &[u8]) -> Result<Answer, String> {
    let (&tag, payload) = frame
        .split_first()
        .ok_or("an empty frame came from the page")?;
    let text = || {
        String::from_utf8(payload.to_vec())
            .map(|t| page_words(&t))
            .map_err(|_| format!("frame {tag:#04x} from the page is not UTF-8"))
    };
    match tag {
        FAULT => Ok(Answer::Fault(text()?)),
        LOST => Ok(Answer::Lost(text()?)),
        t if t == READ | REPLY || t == PIPELINE | REPLY || t == SYNC | REPLY => {
            Ok(Answer::Reply(t & !REPLY, payload.to_vec()))
        }
        t => Err(format!(
            "the page sent a frame with unknown tag {t:#04x} ({} bytes)",
            frame.len()
        )),
    }
}

/// The page's answer to a pipeline: `Ok` or the compiler's messages.
pub fn pipeline_result(payload: &[u8]) -> Result<Result<(), String>, String> {
    let text = std::str::from_utf8(payload).map_err(|_| "a pipeline reply is not UTF-8")?;
    match text.split_once('\n') {
        _ if text == "ok" => Ok(Ok(())),
        Some(("error", messages)) => Ok(Err(page_words(messages.lines().next().unwrap_or("")))),
        _ => Err("a pipeline reply is neither `ok` nor `error`".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_tag_then_little_endian_words() {
        let frame = Frame::new(READ)
            .u32(7)
            .u32(256)
            .u32(0x0102_0304)
            .into_bytes();
        assert_eq!(frame, [4, 7, 0, 0, 0, 0, 1, 0, 0, 4, 3, 2, 1]);
    }

    #[test]
    fn answers_are_checked() {
        assert_eq!(
            answer(&[READ | REPLY, 1, 2]),
            Ok(Answer::Reply(READ, vec![1, 2]))
        );
        assert_eq!(answer(&[FAULT, b'n', b'o']), Ok(Answer::Fault("no".into())));
        assert!(answer(&[]).is_err());
        assert!(answer(&[FAULT, 0xff]).is_err());
        // A request's tag coming back, or any other byte, is refused without echoing it.
        let err = answer(&[CREATE, b's', b'e', b'c']).unwrap_err();
        assert!(err.contains("0x01") && !err.contains("sec"), "{err}");
        assert!(answer(&[WRITE | REPLY]).is_err());
    }

    #[test]
    fn pipeline_replies_are_ok_or_messages() {
        assert_eq!(pipeline_result(b"ok"), Ok(Ok(())));
        assert_eq!(
            pipeline_result(b"error\n3:4: no such type"),
            Ok(Err("3:4: no such type".into()))
        );
        assert!(pipeline_result(b"maybe").is_err());
    }

    #[test]
    fn the_pages_words_are_cut_and_cleaned() {
        let long = format!("lost\n\x1b[31m{}", "X".repeat(10_000));
        let frame = [&[LOST][..], long.as_bytes()].concat();
        let Ok(Answer::Lost(words)) = answer(&frame) else {
            panic!("not a loss");
        };
        assert!(
            words.chars().count() == 201 && words.ends_with('…'),
            "{words}"
        );
        assert!(words.starts_with("lost??[31mX"), "{words}");
        let reply = format!("error\n{}\nsecond line", "Y".repeat(500));
        let messages = pipeline_result(reply.as_bytes()).unwrap().unwrap_err();
        assert_eq!(messages.chars().count(), 201);
        assert!(!messages.contains("second"));
    }
}
