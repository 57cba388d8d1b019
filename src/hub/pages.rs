//! The hub's pages: askama templates (`src/hub/templates/`), which escape every value they
//! print, since adapter names, drivers and verdicts come from senders.

use super::store::{Entry, Filter, Row};
use askama::Template;
use fpsig_harness::diff::{self, Layout, Side};
use fpsig_harness::signature::BackendSection;

#[derive(Template)]
#[template(path = "table.html")]
struct TablePage<'a> {
    filter: &'a Filter,
    probes: &'a [String],
    rows: &'a [Row],
}

#[derive(Template)]
#[template(path = "device.html")]
struct DevicePage<'a> {
    id: i64,
    backend: &'a BackendSection,
    source: &'a str,
    browser: &'a str,
    os: &'a str,
    count: i64,
    received: String,
    findings: Vec<(&'a str, &'static str, &'a str)>,
}

#[derive(Template)]
#[template(path = "compare.html")]
struct ComparePage<'a> {
    a: i64,
    b: i64,
    text: &'a str,
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage<'a> {
    status: &'a str,
    message: &'a str,
}

fn render(page: &impl Template) -> String {
    page.render()
        .unwrap_or_else(|e| format!("the page did not render: {e}"))
}

pub fn table(filter: &Filter, probes: &[String], rows: &[Row]) -> String {
    render(&TablePage {
        filter,
        probes,
        rows,
    })
}

pub fn device(entry: &Entry) -> String {
    let findings = (entry.signature.findings.iter())
        .map(|(id, f)| (id.as_str(), f.layer.name(), f.verdict.as_str()))
        .collect();
    render(&DevicePage {
        id: entry.id,
        backend: &entry.signature.backend,
        source: &entry.source,
        browser: entry.browser.as_deref().unwrap_or(""),
        os: entry.os.as_deref().unwrap_or(""),
        count: entry.count,
        received: utc(entry.received),
        findings,
    })
}

/// Unix seconds as `YYYY-MM-DD HH:MM UTC` (the proleptic Gregorian calendar).
fn utc(seconds: i64) -> String {
    let (days, rest) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        rest / 3600,
        rest % 3600 / 60
    )
}

/// The `fpsig diff` text of two submissions, as a page.
pub fn compare(a: &Entry, b: &Entry) -> String {
    let (na, nb) = (format!("#{}", a.id), format!("#{}", b.id));
    let sides = [
        Side {
            signature: &a.signature,
            argument: &na,
        },
        Side {
            signature: &b.signature,
            argument: &nb,
        },
    ];
    let differences = diff::diff(&[&a.signature, &b.signature]);
    let layout = Layout {
        all: false,
        width: 160,
    };
    let text = diff::render(&sides, &differences, layout);
    render(&ComparePage {
        a: a.id,
        b: b.id,
        text: &text,
    })
}

pub fn error(status: &str, message: &str) -> String {
    render(&ErrorPage { status, message })
}

#[cfg(test)]
mod tests {
    #[test]
    fn unix_seconds_read_as_utc_dates() {
        assert_eq!(super::utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(super::utc(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(super::utc(1_796_027_000), "2026-11-30 08:23 UTC");
    }
}
