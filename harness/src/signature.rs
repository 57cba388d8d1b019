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
    /// An error names the format tried and the parser's position, never the text itself.
    pub fn parse(text: &str) -> Result<Signature, String> {
        let trimmed = text.trim_start();
        if trimmed.starts_with('{') {
            return serde_json::from_str(trimmed).map_err(|e| {
                let position = Some((e.line(), e.column())).filter(|&(line, _)| line > 0);
                not_a_signature("JSON", position, &e.to_string())
            });
        }
        let (yaml, header_lines) = strip_insta_header(text);
        let format = if header_lines > 0 {
            "an insta snapshot"
        } else {
            "YAML"
        };
        if !text.ends_with('\n') {
            // fpsig and insta end every YAML signature with a newline: this one was cut short.
            let at = Some((
                text.lines().count(),
                text.lines().last().map_or(0, str::len) + 1,
            ));
            return Err(not_a_signature(
                format,
                at,
                "truncated: it ends within a line",
            ));
        }
        serde_yaml::from_str(yaml).map_err(|e| {
            let position = e.location().map(|l| (l.line() + header_lines, l.column()));
            not_a_signature(format, position, &e.to_string())
        })
    }
}

/// `not a signature (read as YAML, line 3, column 1): missing field `backend``: the parser's
/// first line without its own position, without any "quoted" text of the input, and with names
/// in `backticks` kept only where short (a field or variant name, not a line of the file).
fn not_a_signature(format: &str, position: Option<(usize, usize)>, message: &str) -> String {
    let mut brief = String::new();
    for (i, part) in message.lines().next().unwrap_or("").split('"').enumerate() {
        if i % 2 == 1 {
            continue;
        }
        for (j, name) in part.split('`').enumerate() {
            match (j % 2 == 1, name.chars().count() <= 24) {
                (true, true) => brief.push_str(&format!("`{name}`")),
                (true, false) => brief.push_str("`…`"),
                (false, _) => brief.push_str(name),
            }
        }
    }
    let brief = brief.split(" at line ").next().unwrap_or("").trim();
    let brief = brief.replace("  ", " ").replace(" ,", ",");
    let brief: String = brief.chars().take(120).collect();
    let at = position.map_or(String::new(), |(line, column)| {
        format!(", line {line}, column {column}")
    });
    format!("not a signature (read as {format}{at}): {brief}")
}

/// Drops the `---\nsource: ...\n---` header insta writes before a snapshot's content, and
/// says how many lines it took.
fn strip_insta_header(text: &str) -> (&str, usize) {
    let Some(rest) = text.strip_prefix("---\n") else {
        return (text, 0);
    };
    match rest.find("\n---\n") {
        Some(end) => {
            let header = &text[..4 + end + 5];
            (&rest[end + 5..], header.lines().count())
        }
        None => (text, 0),
    }
}

/// One finding that differs between signatures: its value in each, in the order given.
#[derive(Debug, Clone, PartialEq)]
pub struct Difference {
    pub id: String,
    pub sides: Vec<Option<Finding>>,
}

/// The evidence key holding shader-source hashes: they always differ between two backends, so a
/// diff across backends leaves them out (a diff of one backend's snapshots keeps them).
const SHADERS: &str = "shaders";

/// The findings that differ between any two of `signatures`, by probe id.
pub fn diff(signatures: &[&Signature]) -> Vec<Difference> {
    let names: Vec<&String> = signatures.iter().map(|s| &s.backend.name).collect();
    let across_backends = not_all_equal(&names);
    let comparable = |f: Option<&Finding>| {
        f.cloned().map(|mut f| {
            if across_backends {
                f.evidence.remove(SHADERS);
            }
            f
        })
    };
    let ids: std::collections::BTreeSet<&String> =
        signatures.iter().flat_map(|s| s.findings.keys()).collect();
    ids.into_iter()
        .filter_map(|id| {
            let sides: Vec<Option<Finding>> = signatures
                .iter()
                .map(|s| comparable(s.findings.get(id)))
                .collect();
            not_all_equal(&sides).then(|| Difference {
                id: id.clone(),
                sides,
            })
        })
        .collect()
}

/// Whether any two of `values` differ.
fn not_all_equal<T: PartialEq>(values: &[T]) -> bool {
    values.windows(2).any(|w| w[0] != w[1])
}

/// The differences side by side: verdict and layer of each side, then the evidence that differs
/// (`key: first | second | ...`, `-` where a side lacks it).
pub fn render_diff(signatures: &[&Signature], differences: &[Difference]) -> String {
    let names: Vec<&str> = signatures.iter().map(|s| s.backend.name.as_str()).collect();
    let mut out = format!(
        "{} findings differ between {} (shader hashes compared only within one backend)\n",
        differences.len(),
        match names.split_last() {
            Some((last, [first])) => format!("{first} and {last}"),
            Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
            None => String::new(),
        }
    );
    let side = |f: &Option<Finding>| match f {
        Some(f) => format!("[{}] {}", f.layer.name(), f.verdict),
        None => "(absent)".to_string(),
    };
    for d in differences {
        let _ = writeln!(out, "\n{}", d.id);
        for (name, f) in names.iter().zip(&d.sides) {
            let _ = writeln!(out, "  {name}: {}", side(f));
        }
        let present: Vec<&Finding> = d.sides.iter().flatten().collect();
        if present.len() < 2 {
            continue;
        }
        let keys: std::collections::BTreeSet<&String> =
            present.iter().flat_map(|f| f.evidence.keys()).collect();
        for k in keys {
            let values: Vec<Option<&Value>> = d
                .sides
                .iter()
                .map(|f| f.as_ref().and_then(|f| f.evidence.get(k)))
                .collect();
            if not_all_equal(&values) {
                let show = |v: &Option<&Value>| v.map(Value::to_string).unwrap_or("-".into());
                let shown: Vec<String> = values.iter().map(show).collect();
                let _ = writeln!(out, "    {k}: {}", shown.join(" | "));
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
    fn a_text_that_is_no_signature_is_named_by_position_never_quoted() {
        let passwd =
            "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n";
        let err = Signature::parse(passwd).unwrap_err();
        assert!(!err.contains("root") && !err.contains("daemon"), "{err}");
        assert!(err.starts_with("not a signature (read as YAML"), "{err}");
        let s = signature("x", "v");
        let yaml = s.render(Format::Yaml);
        let snap = format!("---\nsource: tests/signatures.rs\n---\n{yaml}");
        let truncated = &snap[..snap.len() * 2 / 3];
        let err = Signature::parse(truncated).unwrap_err();
        assert!(
            err.starts_with("not a signature (read as an insta snapshot"),
            "{err}"
        );
        assert!(err.contains("truncated"), "{err}");
        let edited = snap.replace(
            "layer: driver",
            "layer: somewhere over the rainbow, way up high",
        );
        let err = Signature::parse(&edited).unwrap_err();
        assert!(err.contains("unknown variant `…`"), "{err}");
        assert!(err.contains("line ") && !err.contains("rainbow"), "{err}");
        let json = s.render(Format::Json);
        let err = Signature::parse(&json[..json.len() / 2]).unwrap_err();
        assert!(
            err.starts_with("not a signature (read as JSON, line "),
            "{err}"
        );
        for err in [err, Signature::parse(passwd).unwrap_err()] {
            assert_eq!(err.lines().count(), 1, "{err}");
        }
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
        let d = diff(&[&a, &b]);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].id, "other");
        let text = render_diff(&[&a, &b], &d);
        assert!(text.contains("v1") && text.contains("v2") && !text.contains("same"));
        assert!(diff(&[&a, &a]).is_empty());
        let c = signature("c", "v1");
        let three = diff(&[&a, &c, &b]);
        assert_eq!(three.len(), 1, "a and c agree, b differs");
        let text = render_diff(&[&a, &c, &b], &three);
        assert!(
            text.starts_with("1 findings differ between a, c and b"),
            "{text}"
        );
        assert!(
            text.contains("  c: [driver] v1\n  b: [driver] v2"),
            "{text}"
        );
        let mut c = signature("c", "v1");
        c.findings
            .get_mut("same")
            .unwrap()
            .evidence
            .insert(SHADERS.into(), "h2".into());
        assert!(
            diff(&[&a, &c]).is_empty(),
            "shader hashes differ across backends anyway"
        );
        let mut a2 = a.clone();
        a2.findings
            .get_mut("same")
            .unwrap()
            .evidence
            .insert(SHADERS.into(), "h2".into());
        assert_eq!(
            diff(&[&a, &a2]).len(),
            1,
            "a new shader on one backend is a difference"
        );
    }
}
