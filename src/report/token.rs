//! A finding as a short token and a colour class, read from its typed evidence where it has
//! some ([`fpsig_harness::evidence`]), else from the first clause of its verdict, with large
//! counts written `N` (they follow a backend's input sizes, not its arithmetic). Any family's
//! findings get tokens by these rules; none needs code here.

use fpsig_harness::evidence::{
    Outcome, ERROR_ULPS, MATRIX_UNIT, MISMATCHES_BY_MODE, OPERATION_ERROR_ULPS, REWRITE_OUTCOME,
    SUBNORMALS_FLUSHED,
};
use fpsig_harness::signature::{Finding, Layer};

/// How a token is coloured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// IEEE behaviour: correctly rounded, kept, preserved.
    Ieee,
    /// Within a unit in the last place, or a documented non-IEEE mode (flush, chop).
    Near,
    /// Farther from IEEE: rewritten, several ulps off.
    Off,
    /// Not measured here.
    NotRun,
    /// No reading: the verdict's own words.
    Plain,
}

impl Class {
    pub fn name(self) -> &'static str {
        match self {
            Class::Ieee => "ieee",
            Class::Near => "near",
            Class::Off => "off",
            Class::NotRun => "notrun",
            Class::Plain => "plain",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub text: String,
    pub class: Class,
}

fn token(text: impl Into<String>, class: Class) -> Token {
    Token {
        text: text.into(),
        class,
    }
}

/// The longest token written from a verdict, in characters.
const LONGEST: usize = 40;

pub fn of(finding: &Finding) -> Token {
    if finding.layer == Layer::NotRun {
        return token("not run", Class::NotRun);
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
    if let Ok(by_mode) = MISMATCHES_BY_MODE.get(finding) {
        return match by_mode.iter().find(|(_, n)| **n == 0) {
            Some((mode, _)) => {
                let text = mode
                    .replace("nearest-even", "RN")
                    .replace("toward-zero", "RZ")
                    .replace("-flush", "+FTZ");
                let class = if text == "RN" {
                    Class::Ieee
                } else {
                    Class::Near
                };
                token(text, class)
            }
            None => token("no IEEE mode", Class::Off),
        };
    }
    if let Ok(unit) = MATRIX_UNIT.get(finding) {
        let one = |values: Vec<String>| values.join("|");
        let rounding = unit
            .rounding
            .iter()
            .map(|r| match r.as_str() {
                "toward-zero" => "RZ".to_string(),
                "nearest-even" => "RN".to_string(),
                "toward-negative" => "RD".to_string(),
                other => other.to_string(),
            })
            .collect();
        let text = format!(
            "w{} +{}b {}",
            one(unit.width.iter().map(u32::to_string).collect()),
            one(unit.extra_bits.iter().map(u32::to_string).collect()),
            one(rounding)
        );
        return token(text, Class::Near);
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
        assert_eq!(of(&interval(-0.5, 0.5)), token("RN", Class::Ieee));
        assert_eq!(of(&interval(-0.9, 0.7)).text, "≤1 ulp");
        assert_eq!(of(&interval(-3.2, 1.0)).text, "≤4 ulp");
        assert_eq!(of(&interval(-5e6, 1.0)).text, "≤2^23 ulp");
        assert_eq!(of(&interval(f64::NEG_INFINITY, 1.0)).text, "inf ulp");
        let rewritten = Finding::new("t", "whatever", Layer::Driver);
        let rewritten = REWRITE_OUTCOME.put(rewritten, Outcome::Rewritten);
        assert_eq!(of(&rewritten), token("rewritten@driver", Class::Off));
        let flags = |pairs: &[(&str, bool)]| -> BTreeMap<String, bool> {
            pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
        };
        let some = SUBNORMALS_FLUSHED.put(
            finding("x"),
            flags(&[("copy", false), ("mul_one", true), ("add_neg_zero", true)]),
        );
        assert_eq!(of(&some).text, "flush by add_neg_zero, mul_one");
        let none = SUBNORMALS_FLUSHED.put(finding("x"), flags(&[("copy", false)]));
        assert_eq!(of(&none), token("subnormals kept", Class::Ieee));
        let modes: BTreeMap<String, u64> = [
            ("nearest-even".to_string(), 3),
            ("toward-zero-flush".to_string(), 0),
        ]
        .into();
        let chopped = MISMATCHES_BY_MODE.put(finding("x"), modes);
        assert_eq!(of(&chopped), token("RZ+FTZ", Class::Near));
        let unit = MATRIX_UNIT.put(
            finding("x"),
            fpsig_harness::evidence::MatrixUnitReading {
                shape: "16x16x16".into(),
                width: vec![8],
                extra_bits: vec![3],
                rounding: vec!["toward-zero".into()],
                alignment: vec!["toward-zero".into()],
                subnormal_inputs: vec!["kept".into()],
                subnormal_outputs: vec!["kept".into()],
                products: vec!["exact".into()],
                order: None,
                monotonic: None,
            },
        );
        assert_eq!(of(&unit), token("w8 +3b RZ", Class::Near));
        let not_run = Finding::new("t", "not run: no f16", Layer::NotRun);
        assert_eq!(of(&not_run), token("not run", Class::NotRun));
    }

    #[test]
    fn a_verdict_gives_its_first_clause_without_large_counts() {
        let t = |v: &str| of(&finding(v)).text;
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
