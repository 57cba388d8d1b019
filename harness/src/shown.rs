//! How findings are shown to people, as data: a short token and its colour class per finding,
//! and the extra tables a family adds to the report, strings in rows. A family declares what it
//! shows ([`Shown`]); the report renders it and never names a family.

use crate::signature::{Finding, Signature};

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

/// A finding in a few characters, with its class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub text: String,
    pub class: Class,
}

pub fn token(text: impl Into<String>, class: Class) -> Token {
    Token {
        text: text.into(),
        class,
    }
}

/// One table of a family's report section: a column per signature that measured it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// A name unique in the report (its anchor), e.g. the finding id it reads.
    pub id: String,
    /// The header row: the first cell names the rows' column, then one cell per column.
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

/// A family's own part of the report: a heading, a paragraph, its tables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    pub heading: String,
    pub intro: String,
    pub tables: Vec<Table>,
}

/// What a family shows besides its findings' verdicts.
#[derive(Clone, Copy)]
pub struct Shown {
    /// The token of one of its findings, where the family reads it better than the shared rules
    /// (`None`: those rules, then the verdict's first clause).
    pub token: fn(&Finding) -> Option<Token>,
    /// Its report section over all the signatures shown (`None`: it has none, or no signature
    /// measured what it reads).
    pub section: fn(&[Signature]) -> Option<Section>,
    /// Its plots over all the signatures shown (empty where none has the data).
    pub figures: fn(&[Signature]) -> Vec<Figure>,
}

/// For families the shared rules show well enough.
pub const PLAIN: Shown = Shown {
    token: |_| None,
    section: |_| None,
    figures: |_| Vec::new(),
};

/// Bits kept at each i of 0..=64, one line per signature whose finding `id` says at which i
/// (`first_i`, under `key`) a test first saw "equal": i until that i, then flat. The
/// staircases of the register and guard-bit tests.
pub fn staircase(signatures: &[Signature], id: &str, key: &str, what: &str) -> Option<Figure> {
    let series: Vec<Points> = signatures
        .iter()
        .filter_map(|s| {
            let first: usize = s
                .findings
                .get(id)?
                .evidence
                .get(key)?
                .as_str()?
                .parse()
                .ok()?;
            Some(Points {
                backend: s.backend.name.clone(),
                points: (0..=64).map(|i| (i, i.min(first - 1) as f64)).collect(),
            })
        })
        .collect();
    (!series.is_empty()).then(|| Figure {
        name: format!("{id}.{key}.svg"),
        title: format!("{what}: bits kept up to 2^-i"),
        chart: Chart::Lines,
        labels: (0..=64).map(|i| i.to_string()).collect(),
        y_label: "bits kept".into(),
        series,
    })
}

/// How a figure is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chart {
    /// One line per backend.
    Lines,
    /// Bars side by side, one colour per backend.
    Bars,
}

/// One backend's values in a figure: `(position on the x axis, value)`.
#[derive(Debug, Clone, PartialEq)]
pub struct Points {
    pub backend: String,
    pub points: Vec<(usize, f64)>,
}

/// A plot a family draws from the signatures shown, as data.
#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    /// The file name, unique in the report (`ulp.exp.svg`).
    pub name: String,
    pub title: String,
    pub chart: Chart,
    /// The x axis's labels, by position.
    pub labels: Vec<String>,
    pub y_label: String,
    pub series: Vec<Points>,
}

/// A histogram bucket label (`'-3: 48'`, `'<-16: 75'`) as its position on the axis.
fn bucket_order(label: &str) -> f64 {
    if let Some(rest) = label.strip_prefix('<') {
        rest.parse::<f64>().unwrap_or(0.0) - 1.0
    } else if let Some(rest) = label.strip_prefix('>') {
        rest.parse::<f64>().unwrap_or(0.0) + 1.0
    } else {
        label.parse().unwrap_or(0.0)
    }
}

/// One plot per finding of `ids` that has a `histogram` (`"bucket: count"` entries): the signed
/// ulp error's histogram of every signature, log10(1 + inputs). The ulp maps' plots.
pub fn histograms<'a>(signatures: &[Signature], ids: impl Iterator<Item = &'a str>) -> Vec<Figure> {
    let mut figures = Vec::new();
    for id in ids {
        let mut per_backend = Vec::new();
        let mut buckets = std::collections::BTreeSet::new();
        for s in signatures {
            let Some(list) = s.findings.get(id).and_then(|f| f.evidence.get("histogram")) else {
                continue;
            };
            let counts: std::collections::BTreeMap<String, f64> = list
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|entry| {
                    let (bucket, count) = entry.as_str()?.split_once(": ")?;
                    Some((bucket.to_string(), count.parse().ok()?))
                })
                .collect();
            buckets.extend(counts.keys().cloned());
            per_backend.push((s.backend.name.clone(), counts));
        }
        if per_backend.is_empty() {
            continue;
        }
        let mut labels: Vec<String> = buckets.into_iter().collect();
        labels.sort_by(|a, b| bucket_order(a).total_cmp(&bucket_order(b)));
        let series = per_backend
            .into_iter()
            .map(|(backend, counts)| Points {
                backend,
                points: labels
                    .iter()
                    .enumerate()
                    .map(|(i, l)| (i, (1.0 + counts.get(l).copied().unwrap_or(0.0)).log10()))
                    .collect(),
            })
            .collect();
        figures.push(Figure {
            name: format!("{id}.svg"),
            title: format!("{id}: signed ulp error, log10(1 + inputs)"),
            chart: Chart::Lines,
            labels,
            y_label: "log10(1 + inputs)".into(),
            series,
        });
    }
    figures
}
