//! The report's first screen: what differs between the APIs of one chip, and between the chips
//! reached through one API, as short lines read from the cells' tokens (the findings' typed
//! evidence), never from their sentences.

use super::token::{self, Class};
use fpsig_harness::{Kind, Signature};
use std::collections::BTreeMap;

/// One line: finding `finding` reads `token` (of `class`) through the sides `who` names, for
/// each token its sides.
pub struct Line {
    pub finding: String,
    /// What the finding tests, in words (its paper test or detector).
    pub test: String,
    pub said: Vec<(String, &'static str, String)>,
}

/// The lines of one subject, the most telling first, and how many more findings differ there.
pub struct Subject {
    /// The subject in one sentence: its sides, how many findings they read differently and
    /// how many of those across colour classes.
    pub heading: String,
    pub lines: Vec<Line>,
    pub more: usize,
}

/// The chip a signature ran on: its adapter's name before any parenthesis or slash
/// (`llvmpipe (LLVM 15.0.6, 256 bits)` and `llvmpipe (LLVM 15.0.6)` are one chip, as are GL's
/// `NVIDIA H100 80GB HBM3/PCIe/SSE2` and CUDA's `NVIDIA H100 80GB HBM3`).
fn chip(s: &Signature) -> String {
    let adapter = &s.backend.adapter;
    adapter
        .split(['(', '/'])
        .next()
        .unwrap_or(adapter)
        .trim()
        .to_string()
}

/// A column's name in a few words, for lists that name many columns: the API path and the
/// chip without its maker (`cuda-nvrtc H100 80GB HBM3`, `gl-glsl llvmpipe`), a static
/// signature's path and `source`, a 2006 paper's API, chip and year.
pub fn short(s: &Signature) -> String {
    let name = &s.backend.name;
    match s.backend.kind {
        Kind::Static => format!("{} source", name.strip_suffix("-static").unwrap_or(name)),
        Kind::Seed2006 => format!("{} {}, 2006", s.backend.api, chip(s)),
        Kind::Measured | Kind::Browser | Kind::Unstated => {
            let chip = chip(s);
            let chip = [
                "NVIDIA ",
                "AMD ",
                "Intel ",
                "Intel(R) ",
                "Apple ",
                "google ",
            ]
            .iter()
            .find_map(|maker| chip.strip_prefix(maker))
            .unwrap_or(&chip);
            let chip = match chip.starts_with("llvmpipe") {
                true => "llvmpipe",
                false => chip,
            };
            format!("{} {chip}", path(s))
        }
    }
}

/// The API and its compiler path, as the snapshot name begins (`vulkan-spirv`, `gl-glsl`).
fn path(s: &Signature) -> String {
    s.backend
        .name
        .splitn(3, '-')
        .take(2)
        .collect::<Vec<_>>()
        .join("-")
}

/// For finding `id`, each token the `sides` read (not-run cells left out) with the sides that
/// read it, where there are at least two tokens.
fn differing(id: &str, sides: &[(&Signature, String)]) -> Option<Vec<(String, Class, String)>> {
    let mut by_token: BTreeMap<String, (Class, Vec<String>)> = BTreeMap::new();
    for (s, who) in sides {
        let Some(f) = s.findings.get(id) else {
            continue;
        };
        let t = token::of(id, f);
        if t.class == Class::NotRun {
            continue;
        }
        let entry = by_token.entry(t.text).or_insert((t.class, Vec::new()));
        if !entry.1.contains(who) {
            entry.1.push(who.clone());
        }
    }
    (by_token.len() > 1).then(|| {
        by_token
            .into_iter()
            .map(|(text, (class, who))| (text, class, who.join(", ")))
            .collect()
    })
}

/// `On NVIDIA H200, cuda-nvrtc, gl-glsl and vulkan-spirv read 55 findings differently, 12 of
/// them across colour classes (those first):`
fn heading(subject: &str, names: &[&str], differ: usize, across: usize) -> String {
    let sides = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    };
    let plural = if differ == 1 { "" } else { "s" };
    let classes = match across {
        0 => String::new(),
        n if n == differ => ", each across colour classes".to_string(),
        n => format!(", {n} of them across colour classes (those first)"),
    };
    format!("{subject}, {sides} read {differ} finding{plural} differently{classes}:")
}

/// The lines of `subject` over `sides`, at most `shown`: findings whose tokens differ in class
/// first (IEEE against farther from it), then the others, each in signature order.
fn subject(subject: &str, sides: &[(&Signature, String)], shown: usize) -> Subject {
    let mut found: Vec<(bool, usize, Line)> = fpsig_harness::runner::probe_ids()
        .into_iter()
        .enumerate()
        .filter_map(|(order, (id, _))| {
            let said = differing(id, sides)?;
            let classes = said.iter().map(|s| s.1).collect::<Vec<_>>();
            let one_class = classes.windows(2).all(|w| w[0] == w[1]);
            let line = Line {
                finding: id.to_string(),
                test: sides
                    .iter()
                    .find_map(|(s, _)| s.findings.get(id))
                    .map(|f| f.test.clone())
                    .unwrap_or_default(),
                said: said
                    .into_iter()
                    .map(|(text, class, who)| (text, class.name(), who))
                    .collect(),
            };
            Some((one_class, order, line))
        })
        .collect();
    found.sort_by_key(|(one_class, order, _)| (*one_class, *order));
    let more = found.len().saturating_sub(shown);
    let mut names: Vec<&str> = Vec::new();
    for (_, who) in sides {
        if !names.contains(&who.as_str()) {
            names.push(who);
        }
    }
    let across = found.iter().filter(|(one_class, _, _)| !one_class).count();
    Subject {
        heading: heading(subject, &names, found.len(), across),
        lines: found.into_iter().take(shown).map(|(_, _, l)| l).collect(),
        more,
    }
}

/// Of the `measured` signatures, every chip reached through more than one API path, then every
/// API path that reached more than one chip, with at most `shown` lines each.
pub fn subjects<'a>(measured: impl Iterator<Item = &'a Signature>, shown: usize) -> Vec<Subject> {
    let mut by_chip: BTreeMap<String, Vec<(&Signature, String)>> = BTreeMap::new();
    let mut by_path: BTreeMap<String, Vec<(&Signature, String)>> = BTreeMap::new();
    for s in measured {
        by_chip.entry(chip(s)).or_default().push((s, path(s)));
        by_path.entry(path(s)).or_default().push((s, chip(s)));
    }
    let distinct = |sides: &[(&Signature, String)]| sides.windows(2).any(|w| w[0].1 != w[1].1);
    let on_chip = by_chip
        .iter()
        .filter(|(_, sides)| distinct(sides))
        .map(|(c, sides)| subject(&format!("On {c}"), sides, shown));
    let through = by_path
        .iter()
        .filter(|(_, sides)| distinct(sides))
        .map(|(p, sides)| subject(&format!("Through {p}"), sides, shown));
    on_chip
        .chain(through)
        .filter(|s| !s.lines.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn committed(file: &str) -> Signature {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("snapshots")
            .join(file);
        Signature::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    #[test]
    fn a_heading_counts_the_findings_and_those_across_classes() {
        assert_eq!(
            heading(
                "On H200",
                &["cuda-nvrtc", "gl-glsl", "vulkan-spirv"],
                55,
                12
            ),
            "On H200, cuda-nvrtc, gl-glsl and vulkan-spirv read 55 findings differently, \
             12 of them across colour classes (those first):"
        );
        assert_eq!(
            heading("Through gl-glsl", &["H100", "llvmpipe"], 1, 1),
            "Through gl-glsl, H100 and llvmpipe read 1 finding differently, each across \
             colour classes:"
        );
        assert_eq!(
            heading("On llvmpipe", &["vulkan-spirv", "gl-glsl"], 3, 0),
            "On llvmpipe, vulkan-spirv and gl-glsl read 3 findings differently:"
        );
    }

    #[test]
    fn short_names_keep_the_path_and_the_chip_without_its_maker() {
        let cases = [
            (
                "cuda-nvrtc-nvidia-h100-80gb-hbm3.snap",
                "cuda-nvrtc H100 80GB HBM3",
            ),
            ("gl-glsl-nvidia-h200.snap", "gl-glsl H200"),
            ("vulkan-spirv-llvmpipe.snap", "vulkan-spirv llvmpipe"),
            (
                "webgpu-dawn-node-opengles-linux-llvmpipe-llvm-15-0-6.snap",
                "webgpu-dawn llvmpipe",
            ),
            (
                "webgpu-chromium-linux-google-swiftshader.snap",
                "webgpu-chromium swiftshader",
            ),
            ("static/gl-glsl-static.snap", "gl-glsl source"),
            (
                "seed-2006/seed-2006-dx9-nvidia-geforce-7800-gtx.snap",
                "dx9 NVIDIA GeForce 7800 GTX, 2006",
            ),
        ];
        for (file, short_name) in cases {
            assert_eq!(short(&committed(file)), short_name, "{file}");
        }
    }
}
