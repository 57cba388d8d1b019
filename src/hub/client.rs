//! The hub's clients: `fpsig submit` and `fpsig hub hide`, blocking HTTP through ureq. What a
//! hub answers is shown only as its status and, for its own one-line messages, that line cut
//! short: a hub is not trusted to print anything else here.

use fpsig_harness::signature::Signature;
use std::path::Path;
use std::time::Duration;

/// The largest signature a hub takes.
const MAX_UPLOAD: u64 = super::state::MAX_BODY as u64;

/// How long a request to a hub may take.
const WAIT: Duration = Duration::from_secs(60);

/// The longest answer read from a hub.
const MAX_ANSWER: u64 = 64 * 1024;

/// A client that reads every status as an answer, giving up on a request after `timeout`.
pub(crate) fn agent(timeout: Duration) -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(timeout))
        .build()
        .new_agent()
}

/// `http://` or `https://` and a host: anything else is refused before a connection is made.
fn base(url: &str) -> Result<&str, String> {
    let rest = url
        .strip_prefix("http://")
        .or_else(|| url.strip_prefix("https://"));
    match rest {
        Some(host) if !host.is_empty() && !host.starts_with('/') => Ok(url.trim_end_matches('/')),
        _ => Err("the hub's address must be http://HOST[:PORT] or https://HOST[:PORT]".into()),
    }
}

/// The first line of a hub's answer, printable characters only, at most 200 of them.
fn line_of(text: &str) -> String {
    let line = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    line.chars().filter(|c| !c.is_control()).take(200).collect()
}

fn answer(response: ureq::http::Response<ureq::Body>) -> (u16, String) {
    let status = response.status().as_u16();
    let text = response
        .into_body()
        .into_with_config()
        .limit(MAX_ANSWER)
        .read_to_string()
        .unwrap_or_default();
    (status, text)
}

/// Uploads the signature in `file` to the hub at `to`; checks it here first, as the hub will.
pub fn submit(file: &Path, to: &str) -> Result<String, String> {
    let base = base(to)?;
    let size = std::fs::metadata(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?
        .len();
    if size > MAX_UPLOAD {
        return Err(format!(
            "{} is {size} bytes: a hub takes signatures of at most {MAX_UPLOAD}",
            file.display()
        ));
    }
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    Signature::parse(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    let response = agent(WAIT)
        .post(&format!("{base}/api/submissions"))
        .header("content-type", "text/plain; charset=utf-8")
        .send(text.as_bytes())
        .map_err(|e| format!("cannot reach the hub at {base}: {e}"))?;
    let (status, body) = answer(response);
    if status != 201 {
        return Err(format!("the hub refused the signature ({status})"));
    }
    let id = serde_json::from_str::<serde_json::Value>(&body)
        .ok()
        .and_then(|v| v.get("id").and_then(serde_json::Value::as_i64))
        .ok_or("the hub accepted the signature but did not say its id")?;
    Ok(format!("submitted as {base}/device/{id}\n"))
}

/// Asks the hub at `to` to hide submission `id`.
pub fn hide(to: &str, id: u64, token: &str) -> Result<String, String> {
    let base = base(to)?;
    let response = agent(WAIT)
        .post(&format!("{base}/admin/hide/{id}"))
        .header("authorization", &format!("Bearer {token}"))
        .send_empty()
        .map_err(|e| format!("cannot reach the hub at {base}: {e}"))?;
    match answer(response) {
        (200, body) => Ok(format!("{}\n", line_of(&body))),
        (403, _) => Err("the hub refused the admin token".into()),
        (404, _) => Err(format!("the hub has no submission {id}")),
        (status, _) => Err(format!("the hub answered {status}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_other_than_http_are_refused() {
        assert!(base("http://127.0.0.1:8037").is_ok());
        assert!(base("https://hub.example/").is_ok());
        for bad in [
            "file:///etc/passwd",
            "127.0.0.1:8037",
            "http://",
            "http:///x",
            "ftp://a",
        ] {
            assert!(base(bad).is_err(), "{bad}");
        }
        assert_eq!(line_of("\n\x1b[31mhid 3\x07\nmore"), "[31mhid 3");
    }
}
