//! A finding as a short token and a colour class: its family's own reading where it declares
//! one ([`fpsig_harness::shown`]), else the shared typed evidence fields
//! ([`fpsig_harness::evidence`]), else the first clause of its verdict, with large counts
//! written `N` (they follow a backend's input sizes, not its arithmetic). No family needs code
//! here.

use fpsig_harness::evidence::{
    Outcome, ERROR_ULPS, OPERATION_ERROR_ULPS, REWRITE_OUTCOME, SUBNORMALS_FLUSHED,
};
use fpsig_harness::probes::family_of;
pub use fpsig_harness::shown::{token, Class, Token};
use fpsig_harness::signature::{Finding, Layer};

/// The longest token written from a verdict, in characters.
const LONGEST: usize = 40;

/// The token of finding `id`: its family's own reading where it declares one, else the
/// shared typed fields, else the verdict's first clause.
pub fn of(id: &str, finding: &Finding) -> Token {
    if finding.layer == Layer::NotRun {
        return token("not run", Class::NotRun);
    }
    if let Some(t) = family_of(id).and_then(|f| (f.shown.token)(finding)) {
        return t;
    }
    if let Ok([lo, hi]) = ERROR_ULPS.get(finding) {
        return ulps(lo.0.abs().max(hi.0.abs()));
    }
    if let Ok(by_operation) = OPERATION_ERROR_ULPS.get(finding) {
        let widest = by_operation
            .values()
            .flat_map(|[lo, hi]| [lo.0.abs(), hi.0.abs()])
            .fold(0.0, f64::max);
        return ulps(widest);
    }
    if let Ok(outcome) = REWRITE_OUTCOME.get(finding) {
        return match outcome {
            Outcome::Preserved => token("kept", Class::Ieee),
            Outcome::Rewritten => token(format!("rewritten@{}", finding.layer.name()), Class::Off),
            Outcome::NotIeee => token("not IEEE", Class::Off),
            Outcome::Inconsistent => token("inconsistent", Class::Plain),
        };
    }
    if let Ok(flushed) = SUBNORMALS_FLUSHED.get(finding) {
        let by: Vec<&str> = flushed
            .iter()
            .filter(|(_, f)| **f)
            .map(|(op, _)| op.as_str())
            .collect();
        return match by.len() {
            0 => token("subnormals kept", Class::Ieee),
            n if n == flushed.len() => token("flush", Class::Near),
            _ => token(format!("flush by {}", by.join(", ")), Class::Near),
        };
    }
    token(first_clause(&finding.verdict), Class::Plain)
}

/// An error bound as its class: correctly rounded, faithful, or a power of two of ulps.
fn ulps(widest: f64) -> Token {
    if !widest.is_finite() {
        token("inf ulp", Class::Off)
    } else if widest <= 0.5 {
        token("RN", Class::Ieee)
    } else if widest <= 1.0 {
        token("≤1 ulp", Class::Near)
    } else {
        let exponent = widest.log2().ceil() as i32;
        let text = if exponent <= 10 {
            format!("≤{} ulp", 1u32 << exponent)
        } else {
            format!("≤2^{exponent} ulp")
        };
        token(text, Class::Off)
    }
}

/// The verdict's first clause (a short label such as `chosen:` keeps its value), counts of
/// four digits or more written `N`, cut to [`LONGEST`] characters.
fn first_clause(verdict: &str) -> String {
    let end = |s: &str| s.find([';', '(', ',']).unwrap_or(s.len());
    let clause = match verdict.split_once(':') {
        Some((label, rest)) if label.chars().count() <= 12 => {
            format!("{label}:{}", &rest[..end(rest)])
        }
        Some((head, _)) => head.to_string(),
        None => verdict[..end(verdict)].to_string(),
    };
    let mut out = String::new();
    let mut digits = String::new();
    for c in clause.trim().chars().chain([' ']) {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        if !digits.is_empty() {
            out.push_str(if digits.len() >= 4 { "N" } else { &digits });
            digits.clear();
        }
        out.push(c);
    }
    let out = out.trim_end();
    if out.chars().count() > LONGEST {
        let cut: String = out.chars().take(LONGEST - 1).collect();
        format!("{}…", cut.trim_end())
    } else {
        out.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fpsig_harness::evidence::Ulps;
    use std::collections::BTreeMap;

    fn finding(verdict: &str) -> Finding {
        Finding::new("t", verdict, Layer::Execution)
    }

    #[test]
    fn typed_evidence_gives_the_token() {
        let interval = |lo, hi| ERROR_ULPS.put(finding("whatever"), [Ulps(lo), Ulps(hi)]);
        assert_eq!(of("x.y", &interval(-0.5, 0.5)), token("RN", Class::Ieee));
        assert_eq!(of("x.y", &interval(-0.9, 0.7)).text, "≤1 ulp");
        assert_eq!(of("x.y", &interval(-3.2, 1.0)).text, "≤4 ulp");
        assert_eq!(of("x.y", &interval(-5e6, 1.0)).text, "≤2^23 ulp");
        assert_eq!(of("x.y", &interval(f64::NEG_INFINITY, 1.0)).text, "inf ulp");
        let rewritten = Finding::new("t", "whatever", Layer::Driver);
        let rewritten = REWRITE_OUTCOME.put(rewritten, Outcome::Rewritten);
        assert_eq!(of("x.y", &rewritten), token("rewritten@driver", Class::Off));
        let flags = |pairs: &[(&str, bool)]| -> BTreeMap<String, bool> {
            pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
        };
        let some = SUBNORMALS_FLUSHED.put(
            finding("x"),
            flags(&[("copy", false), ("mul_one", true), ("add_neg_zero", true)]),
        );
        assert_eq!(of("x.y", &some).text, "flush by add_neg_zero, mul_one");
        let none = SUBNORMALS_FLUSHED.put(finding("x"), flags(&[("copy", false)]));
        assert_eq!(of("x.y", &none), token("subnormals kept", Class::Ieee));
        let chopped = finding("x").with(
            "mismatches_by_mode",
            serde_json::json!({"nearest-even": 3, "toward-zero-flush": 0}),
        );
        assert_eq!(
            of("convert.f32_to_f16", &chopped),
            token("RZ+FTZ", Class::Near)
        );
        let not_run = Finding::new("t", "not run: no f16", Layer::NotRun);
        assert_eq!(of("x.y", &not_run), token("not run", Class::NotRun));
    }

    #[test]
    fn a_verdict_gives_its_first_clause_without_large_counts() {
        let t = |v: &str| of("x.y", &finding(v)).text;
        assert_eq!(
            t("chosen: opaque (validated: opaque, integer)"),
            "chosen: opaque"
        );
        assert_eq!(
            t("exact only with the opaque one: as written 8595 of 16432 exact"),
            "exact only with the opaque one"
        );
        assert_eq!(
            t("sign symmetric on all 2147483648 random pairs (sign and magnitude)"),
            "sign symmetric on all N random pairs"
        );
        assert_eq!(
            t("24 significand bits in registers; as written the shape was rewritten"),
            "24 significand bits in registers"
        );
        assert_eq!(
            t("products correctly rounded to nearest with nothing truncated anywhere"),
            "products correctly rounded to nearest w…"
        );
    }
}
