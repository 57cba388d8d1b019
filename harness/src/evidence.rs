//! Typed evidence: the fields of a finding that other code reads (the API rules, the report),
//! each with one key and one type shared by the probe that writes it and the code that reads
//! it. Verdict sentences and the other evidence entries are for people; nothing parses them.

pub use crate::decide::Outcome;
use crate::signature::Finding;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::marker::PhantomData;

/// One typed evidence field: its key in `evidence`, and the type its value has there.
pub struct Field<T> {
    pub key: &'static str,
    value: PhantomData<fn() -> T>,
}

impl<T: Serialize + DeserializeOwned> Field<T> {
    pub const fn new(key: &'static str) -> Self {
        Field {
            key,
            value: PhantomData,
        }
    }

    /// `finding` with this field set to `value`.
    pub fn put(&self, finding: Finding, value: T) -> Finding {
        let value = serde_json::to_value(value).expect("typed evidence is plain data");
        finding.with(self.key, value)
    }

    /// The field's value, or why it cannot be read (absent, or of another shape).
    pub fn get(&self, finding: &Finding) -> Result<T, String> {
        let value = finding
            .evidence
            .get(self.key)
            .ok_or_else(|| format!("no `{}` evidence", self.key))?;
        serde_json::from_value(value.clone())
            .map_err(|e| format!("`{}` evidence unreadable: {e}", self.key))
    }
}

/// A signed error in ulps. Infinite where a result is infinite and the exact value is not:
/// JSON has no infinity, so a non-finite error is written as the string Rust prints for it
/// (`inf`, `-inf`, `NaN`), a finite one as a number.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ulps(pub f64);

impl Serialize for Ulps {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0.is_finite() {
            s.serialize_f64(self.0)
        } else {
            s.serialize_str(&self.0.to_string())
        }
    }
}

impl<'de> Deserialize<'de> for Ulps {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Written {
            Number(f64),
            Text(String),
        }
        match Written::deserialize(d)? {
            Written::Number(x) => Ok(Ulps(x)),
            Written::Text(t) => match t.parse::<f64>() {
                Ok(x) if !x.is_finite() => Ok(Ulps(x)),
                _ => Err(serde::de::Error::custom(
                    "neither a number nor inf, -inf, NaN",
                )),
            },
        }
    }
}

/// A signed error interval in ulps, `[lo, hi]`.
pub type UlpInterval = [Ulps; 2];

/// TEST 1: per operation class (`copy`, `mul_one`, `add_neg_zero`, ... and `transfer`),
/// whether a subnormal input came out as zero.
pub const SUBNORMALS_FLUSHED: Field<BTreeMap<String, bool>> = Field::new("subnormals_flushed");

/// Paranoia's error measurement: the signed ulp interval of each operation (`add`, `sub`,
/// `mult`, `div`) over every operand set, at the verdict's resolution (5 decimals; the exact
/// ends per operand set stay in `by_operation_and_set`).
pub const OPERATION_ERROR_ULPS: Field<BTreeMap<String, UlpInterval>> =
    Field::new("operation_error_ulps");

/// A rewrite detector's decision: whether the expression as written was preserved or
/// rewritten (for `a*b+c`: contracted into one rounding), or the variants say neither.
pub const REWRITE_OUTCOME: Field<Outcome> = Field::new("rewrite_outcome");

/// An ulp map: the signed error interval at the map's resolution, 0.001 ulp (each end the
/// decimal the verdict prints).
pub const ERROR_ULPS: Field<UlpInterval> = Field::new("error_ulps");

/// An ulp map: what each API's accuracy envelope says of the results, by API name.
pub const ENVELOPE_VERDICTS: Field<BTreeMap<String, EnvelopeVerdict>> =
    Field::new("envelope_verdicts");

/// A property's values as people read them: one value, or "a or b" where the device's answers
/// leave several.
pub fn said<T: ToString>(values: &[T]) -> String {
    values
        .iter()
        .map(T::to_string)
        .collect::<Vec<_>>()
        .join(" or ")
}

/// What an API's accuracy envelope says of a map's results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EnvelopeVerdict {
    /// Every result within the envelope.
    Within,
    /// Some result outside it.
    Violated,
    /// The API has no such function in the format.
    NoSuchFunction,
    /// The API states no bound.
    Unstated,
    /// The API states a bound fpsig has not transcribed.
    NotTranscribed,
}

/// `x` at the resolution of `decimals` decimal places: the number that `{:.decimals$}` prints.
pub fn at_resolution(x: f64, decimals: usize) -> f64 {
    format!("{x:.decimals$}")
        .parse()
        .expect("a printed float parses")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signature::Layer;

    #[test]
    fn a_field_reads_what_was_put_and_names_what_is_missing_or_misshapen() {
        let f = Finding::new("t", "v", Layer::Execution);
        let f = REWRITE_OUTCOME.put(f, Outcome::NotIeee);
        assert_eq!(f.evidence["rewrite_outcome"], serde_json::json!("not-ieee"));
        assert_eq!(REWRITE_OUTCOME.get(&f), Ok(Outcome::NotIeee));
        let verdicts = BTreeMap::from([("cuda".to_string(), EnvelopeVerdict::NoSuchFunction)]);
        let f = ENVELOPE_VERDICTS.put(f, verdicts.clone());
        assert_eq!(
            f.evidence["envelope_verdicts"]["cuda"],
            serde_json::json!("no-such-function")
        );
        assert_eq!(ENVELOPE_VERDICTS.get(&f), Ok(verdicts));
        assert_eq!(
            ERROR_ULPS.get(&f),
            Err("no `error_ulps` evidence".to_string())
        );
        let f = f.with("error_ulps", "[-0.5, 0.5]");
        assert!(ERROR_ULPS
            .get(&f)
            .unwrap_err()
            .starts_with("`error_ulps` evidence unreadable"));
    }

    #[test]
    fn infinite_errors_are_written_as_words_and_read_back() {
        let f = Finding::new("t", "v", Layer::Execution);
        let f = ERROR_ULPS.put(f, [Ulps(f64::NEG_INFINITY), Ulps(0.5)]);
        assert_eq!(f.evidence["error_ulps"], serde_json::json!(["-inf", 0.5]));
        assert_eq!(ERROR_ULPS.get(&f), Ok([Ulps(f64::NEG_INFINITY), Ulps(0.5)]));
        let f = f.with("error_ulps", serde_json::json!(["1.5", 0.5]));
        assert!(ERROR_ULPS.get(&f).is_err());
    }

    #[test]
    fn the_resolution_is_what_the_verdict_prints() {
        assert_eq!(at_resolution(-1157556.1734, 3), -1157556.173);
        assert_eq!(at_resolution(-0.49999, 3), -0.5);
        assert_eq!(at_resolution(0.5, 5).to_string(), "0.5");
        assert_eq!(at_resolution(f64::INFINITY, 3), f64::INFINITY);
    }
}
