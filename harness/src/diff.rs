//! `fpsig diff`: the findings that differ between signatures. For people, by default only the
//! findings every side measured (a finding one side lacks or did not run is counted in one line),
//! each side named so that two files of one backend are told apart, and the evidence that differs
//! as aligned `key  value | value` lines, nested values flattened to the leaves that differ, cut
//! to the terminal's width. For programs, the whole structure as JSON.

use crate::signature::{Finding, Layer, Signature};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// The evidence key holding shader-source hashes: they always differ between two backends, so a
/// diff across backends leaves them out (a diff of one backend's snapshots keeps them).
const SHADERS: &str = "shaders";

/// One signature of a diff and how the user named it (a file's path or a backend spec).
pub struct Side<'a> {
    pub signature: &'a Signature,
    pub argument: &'a str,
}

/// One finding that differs between signatures: its value in each, in the order given.
#[derive(Debug, Clone, PartialEq)]
pub struct Difference {
    pub id: String,
    pub sides: Vec<Option<Finding>>,
}

/// What differs in a finding, most telling first (the order differences are listed in).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Change {
    /// The verdict or the layer, between sides that have the finding.
    Verdict,
    /// Only evidence both sides recorded.
    Evidence,
}

impl Change {
    pub fn name(self) -> &'static str {
        match self {
            Change::Verdict => "verdict",
            Change::Evidence => "evidence",
        }
    }
}

/// Whether a side measured a finding: it has it, and ran it.
fn measured(side: &Option<Finding>) -> bool {
    side.as_ref().is_some_and(|f| f.layer != Layer::NotRun)
}

impl Difference {
    /// Whether every side measured this finding.
    pub fn measured_by_all(&self) -> bool {
        self.sides.iter().all(measured)
    }

    /// What differs between the sides that have the finding.
    pub fn change(&self) -> Change {
        let said: Vec<(&str, Layer)> = self
            .sides
            .iter()
            .flatten()
            .map(|f| (f.verdict.as_str(), f.layer))
            .collect();
        if not_all_equal(&said) {
            Change::Verdict
        } else {
            Change::Evidence
        }
    }
}

/// Whether two sides hold the same finding: both lack it, or both have it with the same verdict,
/// layer and evidence. Across backends only the evidence leaves both recorded are compared: a
/// leaf only one side recorded (evidence named otherwise, as the 2006 transcriptions' `source`
/// beside a measured `tests`) is no difference of the arithmetic. Within one backend (a snapshot
/// against its older self) every leaf counts: a new one is what a review must see.
fn same(a: &Option<Finding>, b: &Option<Finding>, across: bool) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(a), Some(b)) if !across => a == b,
        (Some(a), Some(b)) => {
            if a.verdict != b.verdict || a.layer != b.layer {
                return false;
            }
            let (la, lb) = (leaf_map(&a.evidence), leaf_map(&b.evidence));
            la.iter().all(|(k, v)| lb.get(k).is_none_or(|w| w == v))
        }
        _ => false,
    }
}

fn leaf_map(evidence: &BTreeMap<String, Value>) -> BTreeMap<String, Value> {
    let mut out = BTreeMap::new();
    for (k, v) in evidence {
        flatten(k, v, &mut out);
    }
    out
}

/// Whether the signatures are of more than one backend (shader hashes then always differ).
fn across_backends(signatures: &[&Signature]) -> bool {
    let names: Vec<&String> = signatures.iter().map(|s| &s.backend.name).collect();
    not_all_equal(&names)
}

/// The findings that differ between any two of `signatures` ([`same`]): those whose verdict
/// or layer differs first, then those whose evidence alone does, each in signature order.
pub fn diff(signatures: &[&Signature]) -> Vec<Difference> {
    let across = across_backends(signatures);
    let comparable = |f: Option<&Finding>| {
        f.cloned().map(|mut f| {
            if across {
                f.evidence.remove(SHADERS);
            }
            f
        })
    };
    let ids: BTreeSet<&String> = signatures.iter().flat_map(|s| s.findings.keys()).collect();
    let mut differences: Vec<Difference> = ids
        .into_iter()
        .filter_map(|id| {
            let sides: Vec<Option<Finding>> = signatures
                .iter()
                .map(|s| comparable(s.findings.get(id)))
                .collect();
            let differ = (0..sides.len())
                .any(|i| sides[i + 1..].iter().any(|b| !same(&sides[i], b, across)));
            differ.then(|| Difference {
                id: id.clone(),
                sides,
            })
        })
        .collect();
    // Signature order is [`crate::runner::probe_ids`]'s; ids no family of this build produces
    // come last.
    let place: BTreeMap<&str, usize> = crate::runner::probe_ids()
        .into_iter()
        .enumerate()
        .map(|(i, (id, _))| (id, i))
        .collect();
    differences.sort_by_cached_key(|d| {
        let at = place.get(d.id.as_str()).copied().unwrap_or(usize::MAX);
        (d.change(), at, d.id.clone())
    });
    differences
}

/// Whether any two of `values` differ.
fn not_all_equal<T: PartialEq>(values: &[T]) -> bool {
    values.windows(2).any(|w| w[0] != w[1])
}

/// Each side's name: its backend's, or where two sides share a backend (two versions of one
/// snapshot), the backend's with the argument that named it, numbered where even that repeats.
pub fn labels(sides: &[Side]) -> Vec<String> {
    let names: Vec<&str> = sides
        .iter()
        .map(|s| s.signature.backend.name.as_str())
        .collect();
    let shared = |name: &str| names.iter().filter(|&&n| n == name).count() > 1;
    let arguments: Vec<&str> = sides.iter().map(|s| s.argument).collect();
    sides
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = names[i];
            if !shared(name) {
                name.to_string()
            } else if arguments.iter().filter(|&&a| a == s.argument).count() > 1 {
                format!("{name} ({} #{})", s.argument, i + 1)
            } else {
                format!("{name} ({})", s.argument)
            }
        })
        .collect()
}

/// "1 finding", "2 findings".
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// How the text is laid out.
#[derive(Debug, Clone, Copy)]
pub struct Layout {
    /// List the findings some side did not measure too.
    pub all: bool,
    /// Evidence lines are cut to this many characters.
    pub width: usize,
}

/// The differences for people (see the module's documentation).
pub fn render(sides: &[Side], differences: &[Difference], layout: Layout) -> String {
    let labels = labels(sides);
    let signatures: Vec<&Signature> = sides.iter().map(|s| s.signature).collect();
    let (measured, unmeasured): (Vec<&Difference>, Vec<&Difference>) =
        differences.iter().partition(|d| d.measured_by_all());
    let shown: Vec<&Difference> = if layout.all {
        differences.iter().collect()
    } else {
        measured.clone()
    };
    let in_verdict = measured
        .iter()
        .filter(|d| d.change() == Change::Verdict)
        .count();
    let mut out = format!(
        "{} measured by each {} between {} ({}): {} in verdict or layer, listed first, {} \
         only in evidence\n",
        count(measured.len(), "finding"),
        if measured.len() == 1 {
            "differs"
        } else {
            "differ"
        },
        joined(&labels),
        if across_backends(&signatures) {
            "shader hashes compared only within one backend"
        } else {
            "one backend: shader hashes compared"
        },
        in_verdict,
        measured.len() - in_verdict
    );
    for (who, n) in not_measured_by(&labels, &unmeasured) {
        let _ = writeln!(
            out,
            "{} not measured by {who}{}",
            count(n, "finding"),
            if layout.all { "" } else { "; --all lists them" }
        );
    }
    let label_width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    for d in shown {
        let _ = writeln!(out, "\n{}", d.id);
        for (i, (label, f)) in labels.iter().zip(&d.sides).enumerate() {
            let said = match f {
                Some(f) => format!("[{}] {}", f.layer.name(), f.verdict),
                None => format!("not in {}", sides[i].argument),
            };
            let _ = writeln!(out, "  {label:label_width$}  {said}");
        }
        out.push_str(&evidence_lines(d, layout.width));
    }
    out
}

/// "a", "a and b", "a, b and c".
fn joined(labels: &[String]) -> String {
    match labels.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// How many of `unmeasured` each group of sides did not measure, by the group's labels.
fn not_measured_by(labels: &[String], unmeasured: &[&Difference]) -> BTreeMap<String, usize> {
    let mut groups = BTreeMap::new();
    for d in unmeasured {
        let who: Vec<String> = d
            .sides
            .iter()
            .zip(labels)
            .filter(|(f, _)| !measured(f))
            .map(|(_, l)| l.clone())
            .collect();
        *groups.entry(joined(&who)).or_insert(0) += 1;
    }
    groups
}

/// The evidence leaves that differ, `    key  first | second`, keys aligned, each value
/// shortened in its middle to its share of `width` so that every side's stays in view; nothing
/// where fewer than two sides have the finding.
fn evidence_lines(d: &Difference, width: usize) -> String {
    if d.sides.iter().flatten().count() < 2 {
        return String::new();
    }
    let leaves: Vec<BTreeMap<String, Value>> = d
        .sides
        .iter()
        .map(|f| {
            f.as_ref()
                .map_or_else(BTreeMap::new, |f| leaf_map(&f.evidence))
        })
        .collect();
    let keys: BTreeSet<&String> = leaves.iter().flat_map(|l| l.keys()).collect();
    let differing: Vec<(&String, Vec<Option<&Value>>)> = keys
        .into_iter()
        .map(|k| (k, leaves.iter().map(|l| l.get(k)).collect::<Vec<_>>()))
        .filter(|(_, values)| not_all_equal(values))
        .collect();
    let key_width = differing
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0)
        .min(40);
    let mut out = String::new();
    let sides = d.sides.len();
    let share = width.saturating_sub(6 + key_width + 3 * (sides - 1)) / sides;
    for (k, values) in differing {
        let shown: Vec<String> = values
            .iter()
            .map(|v| middle_shortened(&v.map_or("-".to_string(), scalar), share.max(9)))
            .collect();
        let line = format!("    {k:key_width$}  {}", shown.join(" | "));
        let _ = writeln!(out, "{}", cut(&line, width));
    }
    out
}

/// `text` if at most `limit` characters, else its beginning and end with `…` between.
fn middle_shortened(text: &str, limit: usize) -> String {
    let n = text.chars().count();
    if n <= limit {
        return text.to_string();
    }
    let tail = (limit - 1) / 2;
    let head = limit - 1 - tail;
    let start: String = text.chars().take(head).collect();
    let end: String = text.chars().skip(n - tail).collect();
    format!("{start}…{end}")
}

/// A finding's evidence as (key, value) leaves, as the diff shows them (objects flattened to
/// `key.sub`, strings without quotes).
pub fn leaves(evidence: &BTreeMap<String, Value>) -> Vec<(String, String)> {
    leaf_map(evidence)
        .into_iter()
        .map(|(k, v)| (k, scalar(&v)))
        .collect()
}

/// `value`'s leaves under `key`: objects as `key.sub`, arrays holding objects or arrays as
/// `key[i]`, anything else whole.
fn flatten(key: &str, value: &Value, out: &mut BTreeMap<String, Value>) {
    match value {
        Value::Object(map) if !map.is_empty() => {
            for (k, v) in map {
                flatten(&format!("{key}.{k}"), v, out);
            }
        }
        Value::Array(items) if items.iter().any(|v| v.is_object() || v.is_array()) => {
            for (i, v) in items.iter().enumerate() {
                flatten(&format!("{key}[{i}]"), v, out);
            }
        }
        _ => {
            out.insert(key.to_string(), value.clone());
        }
    }
}

/// A leaf as people read it: strings without quotes, the rest as compact JSON.
fn scalar(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// `line` cut to `width` characters, the cut marked with `…`.
fn cut(line: &str, width: usize) -> String {
    if line.chars().count() <= width {
        return line.to_string();
    }
    let mut kept: String = line.chars().take(width.saturating_sub(1)).collect();
    kept.push('…');
    kept
}

/// The whole diff for programs: each side's label, backend and argument, and every difference
/// (measured by every side or not) with each side's finding whole (`null` where it has none).
pub fn to_json(sides: &[Side], differences: &[Difference]) -> Value {
    let labels = labels(sides);
    let sides_json: Vec<Value> = sides
        .iter()
        .zip(&labels)
        .map(|(s, label)| {
            json!({
                "label": label,
                "backend": s.signature.backend.name,
                "argument": s.argument,
            })
        })
        .collect();
    let differences: Vec<Value> = differences
        .iter()
        .map(|d| {
            json!({
                "id": d.id,
                "change": d.change().name(),
                "measured_by_all": d.measured_by_all(),
                "sides": d.sides,
            })
        })
        .collect();
    json!({ "sides": sides_json, "differences": differences })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signature::tests::signature;

    fn sides<'a>(signatures: &[(&'a Signature, &'a str)]) -> Vec<Side<'a>> {
        signatures
            .iter()
            .map(|&(signature, argument)| Side {
                signature,
                argument,
            })
            .collect()
    }

    const WIDE: Layout = Layout {
        all: false,
        width: 200,
    };

    #[test]
    fn diff_lists_only_findings_that_differ() {
        let (a, b) = (signature("a", "v1"), signature("b", "v2"));
        let d = diff(&[&a, &b]);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].id, "other");
        let text = render(&sides(&[(&a, "a"), (&b, "b")]), &d, WIDE);
        assert!(text.contains("v1") && text.contains("v2") && !text.contains("same"));
        assert!(diff(&[&a, &a]).is_empty());
        let c = signature("c", "v1");
        let three = diff(&[&a, &c, &b]);
        assert_eq!(three.len(), 1, "a and c agree, b differs");
        let text = render(&sides(&[(&a, "a"), (&c, "c"), (&b, "b")]), &three, WIDE);
        assert!(
            text.starts_with("1 finding measured by each differs between a, c and b"),
            "{text}"
        );
        assert!(
            text.contains("  c  [driver] v1\n  b  [driver] v2"),
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

    /// Evidence only one side recorded (named otherwise) is no difference; verdict changes
    /// come before evidence-only ones, each in signature order, whatever their ids.
    #[test]
    fn a_field_one_side_lacks_is_no_difference_and_verdicts_lead() {
        let mut old = signature("old", "v");
        let mut new = signature("new", "v");
        let finding = |verdict: &str| Finding::new("T", verdict, Layer::Execution);
        old.findings.insert(
            "paranoia.division".into(),
            finding("DIVISION: chopped").with("source", "seed 003"),
        );
        new.findings.insert(
            "paranoia.division".into(),
            finding("DIVISION: chopped").with("tests", json!(["1/3"])),
        );
        assert!(diff(&[&old, &new]).is_empty());
        let renamed = signature("old", "v");
        let mut renamed_new = renamed.clone();
        renamed_new
            .findings
            .get_mut("same")
            .unwrap()
            .evidence
            .insert("added".into(), 1.into());
        assert_eq!(
            diff(&[&renamed, &renamed_new]).len(),
            1,
            "within one backend a new leaf counts"
        );
        for (s, verdict, bits) in [(&mut old, "a", 1), (&mut new, "b", 2)] {
            s.findings
                .insert("storage.specials".into(), finding("kept").with("n", bits));
            s.findings.insert("ff.split".into(), finding(verdict));
            s.findings.insert("mad.fma".into(), finding(verdict));
        }
        let d = diff(&[&old, &new]);
        let order: Vec<(&str, Change)> = d.iter().map(|d| (d.id.as_str(), d.change())).collect();
        assert_eq!(
            order,
            [
                ("mad.fma", Change::Verdict),
                ("ff.split", Change::Verdict),
                ("storage.specials", Change::Evidence),
            ]
        );
        let text = render(&sides(&[(&old, "old"), (&new, "new")]), &d, WIDE);
        assert!(
            text.lines()
                .next()
                .unwrap()
                .ends_with(": 2 in verdict or layer, listed first, 1 only in evidence"),
            "{text}"
        );
    }

    #[test]
    fn two_files_of_one_backend_are_told_apart_by_their_paths() {
        let (old, new) = (signature("x", "v1"), signature("x", "v2"));
        let both = sides(&[(&old, "old/x.snap"), (&new, "snapshots/x.snap")]);
        assert_eq!(labels(&both), ["x (old/x.snap)", "x (snapshots/x.snap)"]);
        let text = render(&both, &diff(&[&old, &new]), WIDE);
        assert!(
            text.starts_with(
                "1 finding measured by each differs between x (old/x.snap) and x (snapshots/x.snap) \
                 (one backend: shader hashes compared)"
            ),
            "{text}"
        );
        assert!(!text.contains("only within one backend"), "{text}");
        let itself = sides(&[(&old, "x.snap"), (&old, "x.snap")]);
        assert_eq!(labels(&itself), ["x (x.snap #1)", "x (x.snap #2)"]);
        let y = signature("y", "v1");
        let apart = sides(&[(&old, "x.snap"), (&y, "y.snap")]);
        assert_eq!(labels(&apart), ["x", "y"]);
    }

    #[test]
    fn a_finding_one_side_lacks_or_did_not_run_is_counted_and_listed_only_with_all() {
        let a = signature("a", "v1");
        let mut b = signature("b", "v1");
        b.findings.remove("same");
        b.findings.insert(
            "new".into(),
            Finding::new("T", "not run: no f16", Layer::NotRun),
        );
        let mut a_new = a.clone();
        a_new
            .findings
            .insert("new".into(), Finding::new("T", "kept", Layer::Execution));
        let pair = sides(&[(&a_new, "a.snap"), (&b, "b.snap")]);
        let d = diff(&[&a_new, &b]);
        assert_eq!(d.len(), 2);
        assert!(d.iter().all(|d| !d.measured_by_all()));
        let text = render(&pair, &d, WIDE);
        assert!(
            text.starts_with("0 findings measured by each differ between a and b"),
            "{text}"
        );
        assert!(
            text.contains("\n2 findings not measured by b; --all lists them\n"),
            "{text}"
        );
        assert!(
            !text.contains("\nsame\n") && !text.contains("\nnew\n"),
            "{text}"
        );
        let all = render(&pair, &d, Layout { all: true, ..WIDE });
        assert!(
            all.contains("\nsame\n  a  [execution] ok\n  b  not in b.snap\n"),
            "{all}"
        );
        assert!(all.contains("  b  [not-run] not run: no f16\n"), "{all}");
        assert!(!all.contains("(absent)"), "{all}");
    }

    #[test]
    fn evidence_is_flattened_to_the_leaves_that_differ_aligned_and_cut() {
        let mut a = signature("a", "v");
        let mut b = signature("b", "v");
        let nested =
            |sin: &str, long: &str| json!({"vulkan": {"sin": sin, "cos": "within"}, "note": long});
        a.findings.get_mut("other").unwrap().evidence.insert(
            "envelope_verdicts".into(),
            nested("within", &"x".repeat(300)),
        );
        b.findings.get_mut("other").unwrap().evidence.insert(
            "envelope_verdicts".into(),
            nested("violated", &"y".repeat(300)),
        );
        let text = render(
            &sides(&[(&a, "a"), (&b, "b")]),
            &diff(&[&a, &b]),
            Layout {
                all: false,
                width: 60,
            },
        );
        assert!(
            text.contains("    envelope_verdicts.vulkan.sin  within | violated\n"),
            "{text}"
        );
        assert!(!text.contains(".cos"), "equal leaves are not shown: {text}");
        let note = text
            .lines()
            .find(|l| l.contains("envelope_verdicts.note"))
            .expect("the long leaf is shown");
        assert!(note.chars().count() <= 60, "{note}");
        // Both sides stay in view, each shortened in its middle.
        assert!(
            note.contains("x…x") && note.contains("x | y") && note.ends_with("y…yyyyy"),
            "{note}"
        );
        assert!(text.lines().all(|l| l.chars().count() <= 200));
    }

    #[test]
    fn json_holds_every_difference_whole() {
        let a = signature("a", "v1");
        let mut b = signature("b", "v2");
        b.findings.remove("same");
        let v = to_json(&sides(&[(&a, "a.snap"), (&b, "b.snap")]), &diff(&[&a, &b]));
        assert_eq!(v["sides"][1]["argument"], "b.snap");
        let d = v["differences"].as_array().unwrap();
        assert_eq!(d.len(), 2);
        assert_eq!(d[0]["id"], "other");
        assert_eq!(d[0]["measured_by_all"], true);
        assert_eq!(d[0]["sides"][1]["verdict"], "v2");
        assert_eq!(d[1]["sides"][1], Value::Null);
    }

    #[test]
    fn counts_say_one_or_many() {
        assert_eq!(count(1, "signature"), "1 signature");
        assert_eq!(count(0, "finding"), "0 findings");
    }
}
