//! The signature model: all findings of one backend, deterministic, keyed by probe id.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Where a value-changing step happened, told apart by variants of one probe and the shader text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layer {
    /// Between host memory and device memory, no kernel involved.
    Transfer,
    /// CubeCL itself: the source it hands to the backend already lacks the operation.
    Dsl,
    /// In the translator: CubeCL's source keeps the operation, the translator's output (PTX from
    /// NVRTC, reproduced with CubeCL's options) no longer does.
    Translator,
    /// After CubeCL's source, in a translator (naga, NVRTC) or the driver's compiler: the source
    /// keeps the operation, the result shows it gone, and the translator's output is not at hand.
    TranslatorOrDriver,
    /// The driver's compiler: after CubeCL's SPIR-V, which is passed through untouched, or after
    /// a translator output that still holds the operation (PTX, then ptxas).
    Driver,
    /// As executed, with every variant agreeing: the driver's float mode or the hardware; no
    /// compiler rewrite is involved.
    Execution,
    /// The variants disagree in a way no rewrite explains (e.g. only the opaque one differs).
    Undetermined,
    /// The probe did not run on this backend (the verdict says why).
    NotRun,
}

impl Layer {
    /// The name signatures use (kebab-case).
    pub fn name(self) -> &'static str {
        match self {
            Layer::Transfer => "transfer",
            Layer::Dsl => "dsl",
            Layer::Translator => "translator",
            Layer::TranslatorOrDriver => "translator-or-driver",
            Layer::Driver => "driver",
            Layer::Execution => "execution",
            Layer::Undetermined => "undetermined",
            Layer::NotRun => "not-run",
        }
    }
}

/// The answer of one probe on one backend.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Finding {
    /// The paper test or detector this finding answers.
    pub test: String,
    pub verdict: String,
    pub layer: Layer,
    /// Counts, first i, bit patterns, shader hashes: everything the verdict is read from.
    #[serde(default)]
    pub evidence: BTreeMap<String, Value>,
}

impl Finding {
    pub fn new(test: &str, verdict: impl Into<String>, layer: Layer) -> Self {
        Finding {
            test: test.into(),
            verdict: verdict.into(),
            layer,
            evidence: BTreeMap::new(),
        }
    }

    pub fn with(mut self, key: &str, value: impl Into<Value>) -> Self {
        self.evidence.insert(key.into(), value.into());
        self
    }

    /// [`Finding::with`] where there is a value.
    pub fn with_some(self, key: &str, value: Option<impl Into<Value>>) -> Self {
        match value {
            Some(v) => self.with(key, v),
            None => self,
        }
    }
}

/// Who was measured: the stable identity of the backend (no host names, dates or timings).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BackendSection {
    pub name: String,
    pub api: String,
    pub compiler: String,
    pub adapter: String,
    pub driver: String,
    pub device_type: String,
    pub capabilities: BTreeMap<String, String>,
}

/// All findings of one backend, ordered by probe id.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Signature {
    pub backend: BackendSection,
    pub findings: BTreeMap<String, Finding>,
}

/// Output formats of `fpsig signature`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Table,
    Yaml,
    Json,
}

impl Signature {
    pub fn render(&self, format: Format) -> String {
        match format {
            Format::Json => serde_json::to_string_pretty(self).expect("a signature is plain data"),
            Format::Yaml => serde_yaml::to_string(self).expect("a signature is plain data"),
            Format::Table => self.table(),
        }
    }

    fn table(&self) -> String {
        let b = &self.backend;
        let mut out = format!(
            "{}: {} on {} ({}), driver {}\n",
            b.name, b.compiler, b.adapter, b.device_type, b.driver
        );
        let width = self
            .findings
            .keys()
            .map(String::len)
            .max()
            .unwrap_or(5)
            .max(5);
        let _ = writeln!(out, "{:width$}  {:20}  verdict", "probe", "layer");
        for (id, f) in &self.findings {
            let _ = writeln!(out, "{id:width$}  {:20}  {}", f.layer.name(), f.verdict);
        }
        out
    }

    /// Parses a signature from JSON, YAML, or an insta snapshot file (YAML after its header).
    pub fn parse(text: &str) -> Result<Signature, String> {
        let trimmed = text.trim_start();
        if trimmed.starts_with('{') {
            return serde_json::from_str(trimmed).map_err(|e| format!("not a signature: {e}"));
        }
        serde_yaml::from_str(strip_insta_header(text)).map_err(|e| format!("not a signature: {e}"))
    }
}

/// Drops the `---\nsource: ...\n---` header insta writes before a snapshot's content.
fn strip_insta_header(text: &str) -> &str {
    let Some(rest) = text.strip_prefix("---\n") else {
        return text;
    };
    match rest.find("\n---\n") {
        Some(end) => &rest[end + 5..],
        None => text,
    }
}

/// One finding that differs between two signatures.
#[derive(Debug, Clone, PartialEq)]
pub struct Difference {
    pub id: String,
    pub left: Option<Finding>,
    pub right: Option<Finding>,
}

/// The evidence key holding shader-source hashes: they always differ between two backends, so a
/// diff across backends leaves them out (a diff of one backend's snapshots keeps them).
const SHADERS: &str = "shaders";

/// The findings that differ between `a` and `b`, by probe id.
pub fn diff(a: &Signature, b: &Signature) -> Vec<Difference> {
    let across_backends = a.backend.name != b.backend.name;
    let comparable = |f: Option<&Finding>| {
        f.cloned().map(|mut f| {
            if across_backends {
                f.evidence.remove(SHADERS);
            }
            f
        })
    };
    let ids: std::collections::BTreeSet<&String> =
        a.findings.keys().chain(b.findings.keys()).collect();
    ids.into_iter()
        .filter_map(|id| {
            let (l, r) = (
                comparable(a.findings.get(id)),
                comparable(b.findings.get(id)),
            );
            (l != r).then(|| Difference {
                id: id.clone(),
                left: l,
                right: r,
            })
        })
        .collect()
}

/// The differences side by side: verdict and layer of each side, then the evidence that differs.
pub fn render_diff(a: &Signature, b: &Signature, differences: &[Difference]) -> String {
    let mut out = format!(
        "{} findings differ between {} and {} (shader hashes compared only within one backend)\n",
        differences.len(),
        a.backend.name,
        b.backend.name
    );
    let side = |f: &Option<Finding>| match f {
        Some(f) => format!("[{}] {}", f.layer.name(), f.verdict),
        None => "(absent)".to_string(),
    };
    for d in differences {
        let _ = writeln!(out, "\n{}", d.id);
        let _ = writeln!(out, "  {}: {}", a.backend.name, side(&d.left));
        let _ = writeln!(out, "  {}: {}", b.backend.name, side(&d.right));
        if let (Some(l), Some(r)) = (&d.left, &d.right) {
            let keys: std::collections::BTreeSet<&String> =
                l.evidence.keys().chain(r.evidence.keys()).collect();
            for k in keys {
                let (lv, rv) = (l.evidence.get(k), r.evidence.get(k));
                if lv != rv {
                    let show = |v: Option<&Value>| v.map(Value::to_string).unwrap_or("-".into());
                    let _ = writeln!(out, "    {k}: {} | {}", show(lv), show(rv));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signature(name: &str, verdict: &str) -> Signature {
        Signature {
            backend: BackendSection {
                name: name.into(),
                api: "vulkan".into(),
                compiler: "c".into(),
                adapter: "a".into(),
                driver: "d".into(),
                device_type: "cpu".into(),
                capabilities: BTreeMap::new(),
            },
            findings: BTreeMap::from([
                (
                    "same".to_string(),
                    Finding::new("T", "ok", Layer::Execution).with("n", 1),
                ),
                (
                    "other".to_string(),
                    Finding::new("T", verdict, Layer::Driver).with("first_i", 24),
                ),
            ]),
        }
    }

    #[test]
    fn yaml_json_and_snapshot_round_trip() {
        let s = signature("x", "v");
        for format in [Format::Json, Format::Yaml] {
            assert_eq!(Signature::parse(&s.render(format)).unwrap(), s);
        }
        let snap = format!(
            "---\nsource: tests/signatures.rs\nexpression: yaml\n---\n{}",
            s.render(Format::Yaml)
        );
        assert_eq!(Signature::parse(&snap).unwrap(), s);
        assert!(Signature::parse("---\nsource: x\n---\nfindings: [").is_err());
    }

    #[test]
    fn layer_names_are_the_serialised_ones() {
        for layer in [
            Layer::Transfer,
            Layer::Dsl,
            Layer::Translator,
            Layer::TranslatorOrDriver,
            Layer::Driver,
            Layer::Execution,
            Layer::Undetermined,
            Layer::NotRun,
        ] {
            assert_eq!(serde_json::to_value(layer).unwrap(), layer.name());
        }
    }

    #[test]
    fn diff_lists_only_findings_that_differ() {
        let (a, b) = (signature("a", "v1"), signature("b", "v2"));
        let d = diff(&a, &b);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].id, "other");
        let text = render_diff(&a, &b, &d);
        assert!(text.contains("v1") && text.contains("v2") && !text.contains("same"));
        assert!(diff(&a, &a).is_empty());
        let mut c = signature("c", "v1");
        c.findings
            .get_mut("same")
            .unwrap()
            .evidence
            .insert(SHADERS.into(), "h2".into());
        assert!(
            diff(&a, &c).is_empty(),
            "shader hashes differ across backends anyway"
        );
        let mut a2 = a.clone();
        a2.findings
            .get_mut("same")
            .unwrap()
            .evidence
            .insert(SHADERS.into(), "h2".into());
        assert_eq!(
            diff(&a, &a2).len(),
            1,
            "a new shader on one backend is a difference"
        );
    }
}
