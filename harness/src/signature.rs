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
    /// After the text the API was given, where nothing measured tells the translator, the
    /// driver's compiler and the hardware apart: an `fma` builtin in the text whose result is
    /// rounded twice.
    AfterText,
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
            Layer::AfterText => "after-text",
            Layer::Execution => "execution",
            Layer::Undetermined => "undetermined",
            Layer::NotRun => "not-run",
        }
    }

    /// Where the layer is, in a few words for a legend.
    pub fn words(self) -> &'static str {
        match self {
            Layer::Transfer => "between host and device memory, no kernel involved",
            Layer::Dsl => "in CubeCL: the text it hands over already lacks the operation",
            Layer::Translator => "in the translator (NVRTC): its PTX lacks the operation",
            Layer::TranslatorOrDriver => {
                "after CubeCL's WGSL, in naga or the driver (the translator's output is not at hand)"
            }
            Layer::Driver => "in the driver's compiler: the text it was given keeps the operation",
            Layer::AfterText => {
                "after the text the API was given: translator, driver or hardware, not told apart"
            }
            Layer::Execution => "as executed (the float mode or the hardware), every variant agreeing",
            Layer::Undetermined => "the variants disagree in a way no rewrite explains",
            Layer::NotRun => "the probe did not run",
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

/// Where a signature's findings come from: compared only with signatures of the same kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Run on a device fpsig opened itself.
    Measured,
    /// Run on a browser's WebGPU device (`fpsig serve`).
    Browser,
    /// Read from the shader text each target is given, with no device.
    Static,
    /// Transcribed from the 2006 papers.
    #[serde(rename = "seed-2006")]
    Seed2006,
    /// A file written before signatures said their kind: read from its name by
    /// [`Kind::of_legacy_name`] as the file is read, never written.
    #[default]
    #[serde(skip)]
    Unstated,
}

impl Kind {
    /// The name signatures use.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Measured => "measured",
            Kind::Browser => "browser",
            Kind::Static => "static",
            Kind::Seed2006 => "seed-2006",
            Kind::Unstated => "unstated",
        }
    }

    /// The kind of a signature file written before the field existed, from the names fpsig
    /// gave such files.
    fn of_legacy_name(name: &str) -> Kind {
        if name.ends_with("-static") {
            Kind::Static
        } else if name.starts_with("seed-2006") {
            Kind::Seed2006
        } else if name.starts_with("webgpu-") {
            Kind::Browser
        } else {
            Kind::Measured
        }
    }
}

/// Who was measured: the stable identity of the backend (no host names, dates or timings).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BackendSection {
    pub name: String,
    #[serde(default)]
    pub kind: Kind,
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

/// The version of the file layout [`Signature::render`] writes: from 2 on, a file begins with it
/// and ends with its findings count, so that a file cut at a line boundary (which YAML still
/// reads, as fewer findings) is refused. Files without it (before 2) are read as they are.
const FILE_FORMAT: u32 = 2;

/// A signature as a file holds it.
#[derive(Serialize)]
struct Written<'a> {
    signature_format: u32,
    backend: &'a BackendSection,
    findings: &'a BTreeMap<String, Finding>,
    findings_total: usize,
}

/// A signature file as read: the version mark and the count where it has them.
#[derive(Deserialize)]
struct Read {
    #[serde(default)]
    signature_format: Option<u32>,
    backend: BackendSection,
    #[serde(deserialize_with = "unique_ids")]
    findings: BTreeMap<String, Finding>,
    #[serde(default)]
    findings_total: Option<usize>,
}

/// The findings of a file, refused where one id appears twice (a map would keep the later
/// copy, silently): the id is named only where it is made of the characters ids use.
fn unique_ids<'de, D>(d: D) -> Result<BTreeMap<String, Finding>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    struct Unique;
    impl<'de> serde::de::Visitor<'de> for Unique {
        type Value = BTreeMap<String, Finding>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a map of findings")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(
            self,
            mut map: A,
        ) -> Result<Self::Value, A::Error> {
            let mut out = BTreeMap::new();
            while let Some((id, finding)) = map.next_entry::<String, Finding>()? {
                if out.contains_key(&id) {
                    let named = id.len() <= 64
                        && id
                            .chars()
                            .all(|c| c.is_ascii_alphanumeric() || "._-".contains(c));
                    return Err(serde::de::Error::custom(if named {
                        format!("finding id {id} appears twice")
                    } else {
                        "a finding id appears twice".to_string()
                    }));
                }
                out.insert(id, finding);
            }
            Ok(out)
        }
    }
    d.deserialize_map(Unique)
}

impl Read {
    /// The signature, where the file is whole: a file of format 2 must end with the count of
    /// the findings it holds.
    fn whole(self) -> Result<(Signature, bool), String> {
        let marked = self.signature_format.is_some();
        match (self.signature_format, self.findings_total) {
            (None, _) => {}
            (Some(v), _) if v > FILE_FORMAT => {
                return Err(format!(
                    "a signature of format {v}, written by a newer fpsig (this one reads up to {FILE_FORMAT})"
                ))
            }
            (Some(_), None) => return Err(CUT_SHORT.into()),
            (Some(_), Some(n)) if n != self.findings.len() => {
                return Err(format!(
                    "not a whole signature: its end counts {n} findings, it holds {}",
                    self.findings.len()
                ))
            }
            (Some(_), Some(_)) => {}
        }
        let mut backend = self.backend;
        if backend.kind == Kind::Unstated {
            backend.kind = Kind::of_legacy_name(&backend.name);
        }
        Ok((
            Signature {
                backend,
                findings: self.findings,
            },
            marked,
        ))
    }
}

impl Signature {
    pub fn render(&self, format: Format) -> String {
        let written = Written {
            signature_format: FILE_FORMAT,
            backend: &self.backend,
            findings: &self.findings,
            findings_total: self.findings.len(),
        };
        match format {
            Format::Json => {
                serde_json::to_string_pretty(&written).expect("a signature is plain data")
            }
            Format::Yaml => yaml_serde::to_string(&written).expect("a signature is plain data"),
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
        Ok(Signature::parse_marked(text)?.0)
    }

    /// [`Signature::parse`], and whether the file carries the format mark fpsig writes since
    /// format 2 (a file without it is older, and may have been cut at a line boundary unseen).
    pub fn parse_marked(text: &str) -> Result<(Signature, bool), String> {
        let trimmed = text.trim_start();
        if trimmed.is_empty() {
            return Err("not a signature: the file is empty".into());
        }
        if trimmed.starts_with('{') || trimmed.starts_with('[') {
            return serde_json::from_str::<Read>(trimmed)
                .map_err(|e| {
                    let position = Some((e.line(), e.column())).filter(|&(line, _)| line > 0);
                    not_a_signature("JSON", position, &e.to_string())
                })?
                .whole();
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
        yaml_serde::from_str::<Read>(yaml)
            .map_err(|e| {
                if cut_short(yaml) {
                    return CUT_SHORT.to_string();
                }
                let position = e.location().map(|l| (l.line() + header_lines, l.column()));
                not_a_signature(format, position, &e.to_string())
            })?
            .whole()
    }
}

const CUT_SHORT: &str = "not a whole signature: it was cut short (no findings count at its end)";

/// Whether YAML that does not parse is a marked signature cut at a line boundary: it carries the
/// format mark, and its last line is not the findings count fpsig ends it with (a cut inside a
/// finding fails to parse before the count is looked for).
fn cut_short(yaml: &str) -> bool {
    let marked = yaml.lines().any(|l| l.starts_with("signature_format:"));
    let last = yaml.lines().rev().find(|l| !l.trim().is_empty());
    marked && !last.is_some_and(|l| l.starts_with("findings_total:"))
}

/// `not a signature (read as YAML, line 3, column 1): missing field `backend``: the parser's
/// first line without its own position and without any text of the input: no "quoted" text, no
/// name the file gave where one of ours was expected (`unknown variant`), names in `backticks`
/// kept only where short (a field or variant name of ours), the internal type names in words,
/// and a long list of expected names shortened at an item.
fn not_a_signature(format: &str, position: Option<(usize, usize)>, message: &str) -> String {
    let mut brief = String::new();
    for (i, part) in message.lines().next().unwrap_or("").split('"').enumerate() {
        if i % 2 == 1 {
            continue;
        }
        for (j, name) in part.split('`').enumerate() {
            let theirs = brief.ends_with("unknown variant ") || brief.ends_with("unknown field ");
            match (j % 2 == 1, name.chars().count() <= 24) {
                (true, _) if theirs => brief.push('…'),
                (true, true) => brief.push_str(&format!("`{name}`")),
                (true, false) => brief.push_str("`…`"),
                (false, _) => brief.push_str(name),
            }
        }
    }
    let brief = brief.split(" at line ").next().unwrap_or("").trim();
    let mut brief = brief.replace("  ", " ").replace(" ,", ",");
    for (internal, words) in [
        (
            "struct Read",
            "a signature (a map with backend and findings)",
        ),
        ("struct BackendSection", "a backend section"),
        ("struct Finding", "a finding"),
    ] {
        brief = brief.replace(internal, words);
    }
    let at = position.map_or(String::new(), |(line, column)| {
        format!(", line {line}, column {column}")
    });
    format!(
        "not a signature (read as {format}{at}): {}",
        shortened(&brief, 120)
    )
}

/// `text` if at most `limit` characters, else cut after the last list item (`, `) that fits,
/// with `, …` where the rest was.
fn shortened(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_string();
    }
    let head: String = text.chars().take(limit).collect();
    match head.rfind(", ") {
        Some(at) => format!("{}, …", &head[..at]),
        None => format!("{head}…"),
    }
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A two-finding signature of backend `name`, `verdict` on the second (for diff's tests too).
    pub(crate) fn signature(name: &str, verdict: &str) -> Signature {
        Signature {
            backend: BackendSection {
                name: name.into(),
                kind: Kind::Measured,
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
        assert!(err.contains("unknown variant …, expected one of"), "{err}");
        assert!(err.contains("line ") && !err.contains("rainbow"), "{err}");
        // A short name the file gave is not echoed either; the list of ours ends at an item.
        let err =
            Signature::parse(&snap.replace("layer: driver", "layer: SECRET-xyz")).unwrap_err();
        assert!(!err.contains("SECRET"), "{err}");
        assert!(err.ends_with("`, …") || err.ends_with('`'), "{err}");
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
    fn a_file_cut_at_a_line_boundary_is_refused_and_an_older_file_is_read() {
        let s = signature("x", "v");
        let yaml = s.render(Format::Yaml);
        assert!(yaml.starts_with("signature_format: 2\n"), "{yaml}");
        assert!(yaml.ends_with("findings_total: 2\n"), "{yaml}");
        let lines: Vec<&str> = yaml.lines().collect();
        // Cut after any line, inside a finding or between two, it is said to be cut short.
        for keep in 1..lines.len() {
            let cut = format!("{}\n", lines[..keep].join("\n"));
            assert_eq!(
                Signature::parse(&cut).unwrap_err(),
                CUT_SHORT,
                "cut after {keep} lines: {cut}"
            );
        }
        let older: String = yaml
            .lines()
            .filter(|l| !l.starts_with("signature_format") && !l.starts_with("findings_total"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(Signature::parse(&older).unwrap(), s);
        let miscounted = yaml.replace("findings_total: 2", "findings_total: 3");
        assert!(Signature::parse(&miscounted)
            .unwrap_err()
            .contains("counts 3 findings, it holds 2"));
        let newer = yaml.replace("signature_format: 2", "signature_format: 9");
        assert!(Signature::parse(&newer)
            .unwrap_err()
            .contains("newer fpsig"));
    }

    #[test]
    fn an_empty_file_a_list_and_an_id_twice_are_each_named_for_what_they_are() {
        for empty in ["", "\n", "  \n\n"] {
            assert_eq!(
                Signature::parse(empty).unwrap_err(),
                "not a signature: the file is empty"
            );
        }
        let err = Signature::parse("[1,2,3]").unwrap_err();
        assert!(err.starts_with("not a signature (read as JSON"), "{err}");
        assert!(!err.contains("struct") && !err.contains("Read"), "{err}");
        let err = Signature::parse("backend: 1\nfindings: {}\n").unwrap_err();
        assert!(err.ends_with("expected a backend section"), "{err}");
        let err = Signature::parse("[]").unwrap_err();
        assert!(
            err.contains("a signature (a map with backend and findings)"),
            "{err}"
        );
        let s = signature("x", "v");
        for format in [Format::Yaml, Format::Json] {
            let text = s.render(format);
            // The second copy of `same`, with another verdict, before `other`.
            let twice = match format {
                Format::Json => text.replacen("\"same\": {", "\"same\": {\"test\": \"T\", \"verdict\": \"no\", \"layer\": \"execution\"},\n    \"same\": {", 1),
                _ => text.replacen("  same:\n", "  same:\n    test: T\n    verdict: no\n    layer: execution\n  same:\n", 1),
            };
            let twice = twice.replace("findings_total: 2", "findings_total: 3");
            let err = Signature::parse(&twice).unwrap_err();
            assert!(
                err.contains("finding id same appears twice"),
                "{format:?}: {err}"
            );
            assert_eq!(err.lines().count(), 1, "{err}");
        }
        let (_, marked) = Signature::parse_marked(&s.render(Format::Yaml)).unwrap();
        assert!(marked);
    }

    #[test]
    fn layer_names_are_the_serialised_ones() {
        for layer in [
            Layer::Transfer,
            Layer::Dsl,
            Layer::Translator,
            Layer::TranslatorOrDriver,
            Layer::Driver,
            Layer::AfterText,
            Layer::Execution,
            Layer::Undetermined,
            Layer::NotRun,
        ] {
            assert_eq!(serde_json::to_value(layer).unwrap(), layer.name());
        }
    }
}
