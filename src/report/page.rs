//! The report's HTML: `index.html` (one column per backend, one row per finding, each cell a
//! short token coloured by its class, the sentence on hover and the evidence one click away;
//! filters by API, by kind and "differences only"; a summary of what differs between the
//! backends shown) and one page per backend (identity, rules, every finding whole, its plots).
//! The pages are templates (`templates/`, escaped by askama wherever a value goes in); this
//! file gathers what they show.

use super::family;
use super::figures::Plot;
use super::shaders::ShaderLinks;
use super::token::{self, Class};
use askama::Template;
use fpsig_harness::diff::leaves;
use fpsig_harness::rules::{judge_signature, Legality, RuleSet};
use fpsig_harness::shown::Section;
use fpsig_harness::signature::Layer;
use fpsig_harness::{Kind, Signature};
use std::collections::{BTreeMap, BTreeSet};

/// Measured (on a device or in a browser), read from source, or transcribed from the 2006
/// papers: a cell is compared with the cells of its own kind.
pub fn kind(signature: &Signature) -> &'static str {
    match signature.backend.kind {
        Kind::Static => "static",
        Kind::Seed2006 => "2006",
        Kind::Measured | Kind::Browser | Kind::Unstated => "measured",
    }
}

const KINDS: [(&str, &str); 3] = [
    ("measured", "measured"),
    ("static", "read from source"),
    ("2006", "2006 papers"),
];

/// Each backend's page, relative to the report: `backend/<name>.html`, the name's other
/// characters than letters, digits, `-`, `_` and `.` as `_`, and `-2`, `-3`... where two
/// signatures share a name (two versions of one backend).
pub fn backend_pages(signatures: &[Signature]) -> Vec<String> {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    signatures
        .iter()
        .map(|s| {
            let name: String = s
                .backend
                .name
                .chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() || "-_.".contains(c) {
                        c
                    } else {
                        '_'
                    }
                })
                .collect();
            let n = seen.entry(name.clone()).or_default();
            *n += 1;
            if *n == 1 {
                format!("backend/{name}.html")
            } else {
                format!("backend/{name}-{n}.html")
            }
        })
        .collect()
}

/// Lines of the first screen per chip and per API path.
const GLANCE_LINES: usize = 4;

/// The report's style sheet, a file of its own (`assets/report.css`).
const STYLE: &str = include_str!("assets/report.css");

/// The filters (set from the page's query too: `?api=cuda,vulkan&kind=measured&only&find=ulp`),
/// the highlighting of differing cells and the summary of differences between the columns
/// shown (their count in `data-differ`), the keys (`/` to the finding filter, Escape to empty
/// it), `data-rendered` (columns, plots that loaded), `data-sticky` (whether the finding column
/// stays in view when the table scrolls sideways) and `data-fit` (whether the page fits the
/// window's width and the glance begins on the first screen).
const SCRIPT: &str = include_str!("assets/report.js");

/// A backend's column head.
struct Head {
    api: String,
    kind: &'static str,
    name: String,
    /// The name in a few words, for the summary's lists (`cuda-nvrtc H200`).
    short: String,
    /// The first column of a kind after another: a wider border sets the kinds apart.
    start: bool,
    /// The name without its API (the group above says it), in pieces that each end at a
    /// hyphen: the head wraps there, never inside a word.
    parts: Vec<String>,
    title: String,
    page: String,
    driver: String,
}

/// Heads side by side of one kind and API, under one group head.
struct HeadGroup {
    api: String,
    kind: &'static str,
    label: String,
    span: usize,
    /// Its first column is the first of a kind after another.
    start: bool,
}

/// `name` without `api-`, cut after each hyphen.
fn name_parts(name: &str, api: &str) -> Vec<String> {
    let shown = name
        .strip_prefix(api)
        .and_then(|rest| rest.strip_prefix('-'))
        .filter(|rest| !rest.is_empty())
        .unwrap_or(name);
    shown.split_inclusive('-').map(str::to_string).collect()
}

/// The group heads over `heads`: each run of one kind and API (measured first in the committed
/// order, then read from source, then the 2006 papers).
fn head_groups(heads: &[Head]) -> Vec<HeadGroup> {
    let mut groups: Vec<HeadGroup> = Vec::new();
    for h in heads {
        match groups.last_mut() {
            Some(g) if g.api == h.api && g.kind == h.kind => g.span += 1,
            _ => groups.push(HeadGroup {
                api: h.api.clone(),
                kind: h.kind,
                label: match KINDS.iter().find(|(k, _)| *k == h.kind) {
                    Some(("measured", _)) | None => h.api.clone(),
                    Some((_, words)) => format!("{}, {words}", h.api),
                },
                span: 1,
                start: h.start,
            }),
        }
    }
    groups
}

/// A measured cell: the token, what the filters compare, the sentence on hover, the links.
struct CellToken {
    class: &'static str,
    /// The token where the cell is compared with its row, empty where it did not run.
    compared: String,
    title: String,
    text: String,
    links: Vec<(String, String)>,
}

struct Cell {
    kind: &'static str,
    /// Its column is the first of a kind after another.
    start: bool,
    page: String,
    /// `None` where the signature has no such finding.
    token: Option<CellToken>,
}

struct Row {
    id: String,
    test: String,
    order: usize,
    cells: Vec<Cell>,
}

/// The rows of one family, under its name and the link to its kernels.
struct Group {
    name: String,
    source: Option<String>,
    rows: Vec<Row>,
}

struct Image {
    file: String,
    title: String,
}

#[derive(Template)]
#[template(path = "index.html")]
struct IndexPage<'a> {
    style: &'a str,
    script: &'a str,
    apis: BTreeSet<&'a str>,
    /// Each kind present: its value, its words, whether it is shown at first (the measured
    /// columns alone where there are any; the others a tick away).
    kinds: Vec<(&'static str, &'static str, bool)>,
    /// What each `@layer` of the page's tokens means.
    legend: Vec<(&'static str, &'static str)>,
    glance: Vec<super::glance::Subject>,
    head_groups: Vec<HeadGroup>,
    heads: Vec<Head>,
    groups: Vec<Group>,
    sections: Vec<Section>,
    plots: Vec<Image>,
}

fn image(plot: &Plot) -> Image {
    Image {
        file: plot.file.clone(),
        title: plot.title.clone(),
    }
}

fn cell(s: &Signature, page: &str, id: &str, links: &ShaderLinks, start: bool) -> Cell {
    let token = s.findings.get(id).map(|f| {
        let t = token::of(id, f);
        CellToken {
            class: t.class.name(),
            // Not-run cells are not compared: a backend without the feature says nothing of it.
            compared: match t.class {
                Class::NotRun => String::new(),
                _ => t.text.clone(),
            },
            title: format!("{} [{}]", f.verdict, f.layer.name()),
            text: t.text,
            links: links
                .cells
                .get(&(s.backend.name.clone(), id.to_string()))
                .cloned()
                .unwrap_or_default(),
        }
    });
    Cell {
        kind: kind(s),
        start,
        page: page.to_string(),
        token,
    }
}

/// For each signature, whether its column is the first of a kind after another kind.
fn starts(signatures: &[Signature]) -> Vec<bool> {
    (0..signatures.len())
        .map(|i| i > 0 && kind(&signatures[i]) != kind(&signatures[i - 1]))
        .collect()
}

/// The layers the page's tokens name after an `@`, each with its words, in the layers' order.
fn legend(signatures: &[Signature]) -> Vec<(&'static str, &'static str)> {
    let mut named: Vec<Layer> = Vec::new();
    for s in signatures {
        for (id, f) in &s.findings {
            if token::of(id, f).text.contains('@') && !named.contains(&f.layer) {
                named.push(f.layer);
            }
        }
    }
    named.sort_by_key(|l| *l as u8);
    named.into_iter().map(|l| (l.name(), l.words())).collect()
}

/// Every finding id of `signatures` as rows, grouped by family; `starts` marks each column that
/// begins a kind.
fn groups(
    signatures: &[Signature],
    starts: &[bool],
    pages: &[String],
    links: &ShaderLinks,
    sources: &BTreeMap<String, String>,
) -> Vec<Group> {
    let ids: BTreeSet<&String> = signatures.iter().flat_map(|s| s.findings.keys()).collect();
    let mut groups: Vec<Group> = Vec::new();
    for (order, id) in ids.into_iter().enumerate() {
        let fam = family(id);
        if groups.last().is_none_or(|g| g.name != fam) {
            groups.push(Group {
                name: fam.to_string(),
                source: sources.get(fam).cloned(),
                rows: Vec::new(),
            });
        }
        let test = signatures
            .iter()
            .find_map(|s| s.findings.get(id.as_str()))
            .map(|f| f.test.clone())
            .unwrap_or_default();
        let cells = signatures
            .iter()
            .zip(pages)
            .zip(starts.iter().copied())
            .map(|((s, page), start)| cell(s, page, id, links, start))
            .collect();
        let group = groups.last_mut().expect("a group was pushed");
        group.rows.push(Row {
            id: id.clone(),
            test,
            order,
            cells,
        });
    }
    groups
}

pub fn index(
    signatures: &[Signature],
    pages: &[String],
    links: &ShaderLinks,
    sources: &BTreeMap<String, String>,
    plots: &[Plot],
) -> String {
    let starts = starts(signatures);
    let heads: Vec<Head> = signatures
        .iter()
        .zip(pages)
        .zip(starts.iter().copied())
        .map(|((s, page), start)| {
            let b = &s.backend;
            Head {
                api: b.api.clone(),
                kind: kind(s),
                name: b.name.clone(),
                short: super::glance::short(s),
                start,
                parts: name_parts(&b.name, &b.api),
                title: format!("{} — {} — {}", b.compiler, b.adapter, b.driver),
                page: page.clone(),
                driver: b.driver.clone(),
            }
        })
        .collect();
    let present: BTreeSet<&str> = signatures.iter().map(kind).collect();
    IndexPage {
        style: STYLE,
        script: SCRIPT,
        apis: signatures.iter().map(|s| s.backend.api.as_str()).collect(),
        kinds: KINDS
            .into_iter()
            .filter(|(k, _)| present.contains(k))
            .map(|(k, words)| (k, words, k == "measured" || !present.contains("measured")))
            .collect(),
        legend: legend(signatures),
        glance: super::glance::subjects(
            signatures.iter().filter(|s| kind(s) == "measured"),
            GLANCE_LINES,
        ),
        head_groups: head_groups(&heads),
        heads,
        groups: groups(signatures, &starts, pages, links, sources),
        sections: super::sections::of(signatures),
        plots: plots.iter().map(image).collect(),
    }
    .render()
    .expect("the report's templates render plain data")
}

/// One API's ruling, as its cell shows it.
struct RulingCell {
    forbidden: bool,
    rule: String,
    word: &'static str,
}

struct RulingRow {
    id: String,
    measured: String,
    rulings: Vec<RulingCell>,
}

struct FindingView {
    id: String,
    class: &'static str,
    text: String,
    verdict: String,
    layer: &'static str,
    test: String,
    links: Vec<(String, String)>,
    evidence: Vec<(String, String)>,
}

#[derive(Template)]
#[template(path = "backend.html")]
struct BackendPage<'a> {
    style: &'a str,
    name: &'a str,
    identity: Vec<(&'a str, &'a str)>,
    rule_sets: Vec<&'static str>,
    /// Why the rules cannot judge this signature, if they cannot.
    rules_error: Option<String>,
    rulings: Vec<RulingRow>,
    findings: Vec<FindingView>,
    plots: Vec<Image>,
}

/// The rulings of every API's rules (`fpsig diff --rules`), or why they cannot be given.
fn rulings(s: &Signature) -> Result<Vec<RulingRow>, String> {
    Ok(judge_signature(s, &RuleSet::ALL)?
        .into_iter()
        .map(|row| RulingRow {
            id: row.id,
            measured: row.measured,
            rulings: row
                .rulings
                .into_iter()
                .map(|r| RulingCell {
                    forbidden: r.legality == Legality::Forbidden,
                    word: r.legality.word(),
                    rule: r.rule,
                })
                .collect(),
        })
        .collect())
}

/// A finding whole: its token, sentence, layer, shader links and evidence (each value cut to
/// 400 characters).
fn finding_view(s: &Signature, id: &str, links: &ShaderLinks) -> FindingView {
    let f = &s.findings[id];
    let t = token::of(id, f);
    let evidence = leaves(&f.evidence)
        .into_iter()
        .map(|(k, v)| match v.chars().count() > 400 {
            true => (k, format!("{}…", v.chars().take(399).collect::<String>())),
            false => (k, v),
        })
        .collect();
    FindingView {
        id: id.to_string(),
        class: t.class.name(),
        text: t.text,
        verdict: f.verdict.clone(),
        layer: f.layer.name(),
        test: f.test.clone(),
        links: links
            .cells
            .get(&(s.backend.name.clone(), id.to_string()))
            .cloned()
            .unwrap_or_default(),
        evidence,
    }
}

/// One backend's page: its identity, how each API's rules judge it, every finding with its
/// sentence and evidence, and the plots it is in. Links are relative to `backend/`.
pub fn backend(s: &Signature, links: &ShaderLinks, plots: &[Plot]) -> String {
    let b = &s.backend;
    let mut identity = vec![
        ("API", b.api.as_str()),
        ("compiler", &b.compiler),
        ("adapter", &b.adapter),
        ("driver", &b.driver),
        ("device type", &b.device_type),
    ];
    identity.extend(b.capabilities.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    let (rulings, rules_error) = match rulings(s) {
        Ok(rows) => (rows, None),
        Err(e) => (Vec::new(), Some(e)),
    };
    BackendPage {
        style: STYLE,
        name: &b.name,
        identity,
        rule_sets: RuleSet::ALL.iter().map(|r| r.name()).collect(),
        rules_error,
        rulings,
        findings: s
            .findings
            .keys()
            .map(|id| finding_view(s, id, links))
            .collect(),
        plots: plots
            .iter()
            .filter(|p| p.backends.contains(&b.name))
            .map(image)
            .collect(),
    }
    .render()
    .expect("the report's templates render plain data")
}
