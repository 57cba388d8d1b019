//! Which formulation of each float-float operator is right on a backend: small self-tests when
//! the backend is opened (cached by adapter, driver and fpsig version), the formulation chosen
//! for each operator, `--formulation` as an override, and a refusal where none is right.

use super::accuracy::{measure, Accuracy};
use super::operands::Operands;
use super::run::evaluate;
use super::{Formulation, Operator, Word};
use fpsig_backends::Backend;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// Operand sets per operator and formulation in a self-test.
pub const SELF_TEST_INPUTS: usize = 8192;

/// The self-test of one operator in one formulation.
#[derive(Debug, Clone, PartialEq)]
pub enum Tested {
    Measured(Accuracy),
    /// Why the formulation cannot run on this backend.
    NotRun(String),
}

/// Every operator in every formulation, measured on the self-test operands.
pub type SelfTest = BTreeMap<(Operator, Formulation), Tested>;

/// Why the integer formulation cannot run, if it cannot.
pub fn integer_unavailable<W: Word>(backend: &Backend) -> Option<String> {
    if W::PRECISION != 24 {
        Some(
            "integer transforms exist for binary32 words only (binary64 needs 106-bit products)"
                .into(),
        )
    } else if !backend.capabilities.i64 {
        Some("integer transforms need 64-bit integers in shaders, which this backend lacks".into())
    } else {
        None
    }
}

/// `op` in every formulation on `inputs` operand sets, measured against rug: the self-test,
/// and `fpsig bench ff`'s accuracy table.
pub fn measure_formulations<W: Word>(
    backend: &Backend,
    op: Operator,
    inputs: usize,
) -> Result<Vec<(Formulation, Tested)>, String> {
    let operands = Operands::<W>::generate(op, inputs);
    let unavailable = integer_unavailable::<W>(backend);
    let mut out = Vec::new();
    let mut forms = Vec::new();
    let mut results = Vec::new();
    for form in Formulation::ALL {
        match (form, &unavailable) {
            (Formulation::Integer, Some(why)) => out.push((form, Tested::NotRun(why.clone()))),
            _ => {
                forms.push(form);
                results.push(evaluate(backend, op, form, &operands)?);
            }
        }
    }
    let slices: Vec<&[W]> = results.iter().map(Vec::as_slice).collect();
    let measured = measure(op, &operands, &slices);
    out.extend(
        forms
            .into_iter()
            .zip(measured.into_iter().map(Tested::Measured)),
    );
    Ok(out)
}

/// Runs the self-tests of every operator and formulation on `backend`.
pub fn self_test<W: Word>(backend: &Backend) -> Result<SelfTest, String> {
    let mut out = SelfTest::new();
    for op in Operator::ALL {
        for (form, tested) in measure_formulations::<W>(backend, op, SELF_TEST_INPUTS)? {
            out.insert((op, form), tested);
        }
    }
    Ok(out)
}

/// The verdict on one operator in one formulation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Verdict {
    Validated,
    Failed(String),
    NotRun(String),
}

/// The verdicts of a self-test, what is cached and what the choice reads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Validation {
    /// Whether `fma(a, b, -(a*b))` gives the exact error: Mul12 with fma was exact as written or
    /// with the opaque one (false where fma is unfused, or fused but folded by a compiler).
    pub fused_fma: bool,
    /// By `operator/formulation`.
    pub verdicts: BTreeMap<String, Verdict>,
}

fn key(op: Operator, form: Formulation) -> String {
    format!("{}/{}", op.name(), form.name())
}

impl Validation {
    pub fn from_self_test(test: &SelfTest) -> Self {
        let exact = |op: Operator, form: Formulation| matches!(test.get(&(op, form)), Some(Tested::Measured(a)) if a.violations == 0);
        let fused_fma = exact(Operator::Mul12Fma, Formulation::Plain)
            || exact(Operator::Mul12Fma, Formulation::Opaque);
        let mut verdicts = BTreeMap::new();
        for (&(op, form), tested) in test {
            let verdict = match tested {
                Tested::NotRun(why) => Verdict::NotRun(why.clone()),
                Tested::Measured(a) => {
                    let calls_fma = op == Operator::Mul22Fma
                        || (op == Operator::Mul12Fma && form != Formulation::Integer);
                    let broken = op
                        .transforms()
                        .iter()
                        .find(|&&t| t != op && !exact(t, form));
                    if calls_fma && !fused_fma {
                        Verdict::Failed("calls fma, and Mul12 with fma was not exact here (fma unfused, or folded)".into())
                    } else if a.violations > 0 {
                        Verdict::Failed(format!(
                            "{} of {} self-test inputs beyond its bound",
                            a.violations,
                            a.inputs()
                        ))
                    } else if let Some(t) = broken {
                        Verdict::Failed(format!("{} is not exact in this formulation", t.name()))
                    } else {
                        Verdict::Validated
                    }
                }
            };
            verdicts.insert(key(op, form), verdict);
        }
        Validation {
            fused_fma,
            verdicts,
        }
    }

    pub fn verdict(&self, op: Operator, form: Formulation) -> Option<&Verdict> {
        self.verdicts.get(&key(op, form))
    }

    /// The formulation `op` runs in: `forced` if given (and runnable), else the first
    /// validated one; otherwise a refusal naming what failed.
    pub fn choose(&self, op: Operator, forced: Option<Formulation>) -> Result<Formulation, String> {
        if let Some(form) = forced {
            return match self.verdict(op, form) {
                Some(Verdict::NotRun(why)) => {
                    Err(format!("{} cannot run {}: {why}", op.name(), form.name()))
                }
                _ => Ok(form),
            };
        }
        Formulation::ALL
            .into_iter()
            .find(|&f| self.verdict(op, f) == Some(&Verdict::Validated))
            .ok_or_else(|| {
                let reasons: Vec<String> = Formulation::ALL
                    .iter()
                    .map(|&f| match self.verdict(op, f) {
                        Some(Verdict::Failed(why) | Verdict::NotRun(why)) => {
                            format!("{}: {why}", f.name())
                        }
                        _ => format!("{}: not tested", f.name()),
                    })
                    .collect();
                format!(
                    "{} has no validated formulation on this backend ({}); --formulation forces one",
                    op.name(),
                    reasons.join("; ")
                )
            })
    }

    /// One line per operator: the chosen formulation, or the refusal.
    pub fn summary(&self) -> String {
        Operator::ALL
            .iter()
            .map(|&op| match self.choose(op, None) {
                Ok(f) => format!("{:<15} {}\n", op.name(), f.name()),
                Err(e) => format!("{:<15} refused: {e}\n", op.name()),
            })
            .collect()
    }
}

/// Where validations are cached: `$FPSIG_CACHE_DIR`, `$XDG_CACHE_HOME/fpsig` or
/// `~/.cache/fpsig`.
fn cache_dir() -> Option<PathBuf> {
    let env = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    env("FPSIG_CACHE_DIR")
        .or_else(|| env("XDG_CACHE_HOME").map(|d| d.join("fpsig")))
        .or_else(|| env("HOME").map(|d| d.join(".cache/fpsig")))
}

#[derive(Serialize, Deserialize)]
struct CacheEntry {
    adapter: String,
    driver: String,
    fpsig: String,
    validation: Validation,
}

/// Where a validation came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    Cache,
    SelfTest,
}

/// The validation of `backend` for words `W`: from the cache when adapter, driver and fpsig
/// version match, otherwise from a fresh self-test, then cached. An unreadable cache entry is
/// replaced, never trusted.
pub fn validation<W: Word>(backend: &Backend) -> Result<(Validation, Origin), String> {
    let id = &backend.identity;
    let path = cache_dir().map(|d| d.join(format!("ff-{}-{}.json", id.snapshot_name(), W::NAME)));
    let matches = |e: &CacheEntry| {
        e.adapter == id.adapter && e.driver == id.driver && e.fpsig == env!("CARGO_PKG_VERSION")
    };
    if let Some(p) = &path {
        let cached = std::fs::read(p)
            .ok()
            .and_then(|bytes| serde_json::from_slice::<CacheEntry>(&bytes).ok());
        if let Some(entry) = cached.filter(matches) {
            return Ok((entry.validation, Origin::Cache));
        }
    }
    let validation = Validation::from_self_test(&self_test::<W>(backend)?);
    if let Some(p) = &path {
        let entry = CacheEntry {
            adapter: id.adapter.clone(),
            driver: id.driver.clone(),
            fpsig: env!("CARGO_PKG_VERSION").into(),
            validation: validation.clone(),
        };
        // The cache only saves time: a directory that cannot be written leaves it off.
        let _ = std::fs::create_dir_all(p.parent().expect("file in a directory")).and_then(|()| {
            std::fs::write(p, serde_json::to_vec_pretty(&entry).expect("plain data"))
        });
    }
    Ok((validation, Origin::SelfTest))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ff::operands::Class;

    fn accuracy(violations: usize) -> Tested {
        let mut classes = BTreeMap::new();
        classes.insert(
            Class::General,
            crate::ff::accuracy::ClassError {
                inputs: 100,
                ..Default::default()
            },
        );
        Tested::Measured(Accuracy {
            classes,
            max_to_operands: 0.0,
            violations,
            first_violation: (violations > 0).then_some(0),
        })
    }

    /// Every operator passes in every formulation, except where `fails` says.
    fn test_with(fails: impl Fn(Operator, Formulation) -> bool) -> SelfTest {
        let mut t = SelfTest::new();
        for op in Operator::ALL {
            for form in Formulation::ALL {
                t.insert((op, form), accuracy(usize::from(fails(op, form)) * 7));
            }
        }
        t
    }

    #[test]
    fn the_cheapest_validated_formulation_is_chosen() {
        let v = Validation::from_self_test(&test_with(|_, _| false));
        for op in Operator::ALL {
            assert_eq!(v.choose(op, None), Ok(Formulation::Plain));
        }
        // A driver that folds TwoSum in the plain form: every sum built on it moves on.
        let v = Validation::from_self_test(&test_with(|op, f| {
            op == Operator::TwoSum && f == Formulation::Plain
        }));
        assert_eq!(
            v.choose(Operator::Add22Accurate, None),
            Ok(Formulation::Opaque)
        );
        assert_eq!(v.choose(Operator::Add22Seed, None), Ok(Formulation::Plain));
        assert_eq!(
            v.choose(Operator::Add22Accurate, Some(Formulation::Plain)),
            Ok(Formulation::Plain),
            "--formulation overrides"
        );
    }

    #[test]
    fn no_float_formulation_leaves_the_integer_one_and_none_is_a_refusal() {
        let floats_fail = |_: Operator, f: Formulation| f != Formulation::Integer;
        let v = Validation::from_self_test(&test_with(floats_fail));
        assert_eq!(
            v.choose(Operator::Mul22Seed, None),
            Ok(Formulation::Integer)
        );
        // mul22_fma calls fma itself: with no fused fma it is refused in every formulation.
        assert!(!v.fused_fma);
        let refusal = v.choose(Operator::Mul22Fma, None).unwrap_err();
        assert!(
            refusal.starts_with("mul22_fma has no validated formulation"),
            "{refusal}"
        );
        assert!(refusal.contains("integer: calls fma"), "{refusal}");

        let mut t = test_with(floats_fail);
        t.insert(
            (Operator::Div22, Formulation::Integer),
            Tested::NotRun("no 64-bit integers".into()),
        );
        let v = Validation::from_self_test(&t);
        assert!(v.choose(Operator::Div22, None).is_err());
        assert!(v
            .choose(Operator::Div22, Some(Formulation::Integer))
            .unwrap_err()
            .contains("no 64-bit integers"));
    }
}
