//! Text made safe to stand in HTML.

/// `text` with the characters HTML gives meaning to written as entities.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
