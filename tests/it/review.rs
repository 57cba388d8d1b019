//! A signature checked against its committed snapshot the way insta's users expect, with what
//! a reviewer needs first: the findings that changed, as `fpsig diff` shows them. insta writes
//! `<name>.snap.new` beside the committed file (unless `INSTA_UPDATE=no`, CI's default);
//! `cargo insta review` shows and accepts it, `INSTA_UPDATE=always` accepts every one at once.

use fpsig_harness::diff::{self, Layout, Side};
use fpsig_harness::{Format, Signature};
use std::panic::AssertUnwindSafe;
use std::path::Path;

/// Checks `signature` against `dir/<name>.snap`: `Err` names the changed findings and how to
/// review or accept them.
pub fn check(dir: &Path, name: &str, signature: &Signature) -> Result<(), String> {
    let yaml = signature.render(Format::Yaml);
    let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| {
        insta::with_settings!({
            snapshot_path => dir,
            prepend_module_to_snapshot => false,
            omit_expression => true,
        }, {
            insta::assert_snapshot!(name.to_string(), yaml);
        });
    }));
    outcome.map_err(|_| {
        format!(
            "{name}: the signature is not the committed one; {}\n\
             Review it: `cargo insta review` (install: cargo install cargo-insta) shows insta's \
             {name}.snap.new and accepts or rejects it; INSTA_UPDATE=always accepts every new \
             snapshot at once (insta writes no .snap.new under CI unless INSTA_UPDATE=new).",
            changed_findings(dir, name, signature)
        )
    })
}

/// What changed against the committed file, as `fpsig diff --all` of the two shows it.
fn changed_findings(dir: &Path, name: &str, signature: &Signature) -> String {
    let path = dir.join(format!("{name}.snap"));
    let Ok(text) = std::fs::read_to_string(&path) else {
        return format!(
            "no {} yet: a new chip, API or adapter, a file to review whole",
            path.display()
        );
    };
    let committed = match Signature::parse(&text) {
        Ok(s) => s,
        Err(e) => return format!("{} is unreadable: {e}", path.display()),
    };
    let sides = [
        Side {
            signature: &committed,
            argument: "committed",
        },
        Side {
            signature,
            argument: "this run",
        },
    ];
    let differences = diff::diff(&[&committed, signature]);
    let layout = Layout {
        all: true,
        width: 160,
    };
    let text = diff::render(&sides, &differences, layout);
    format!(
        "{} changed:\n{}",
        diff::count(differences.len(), "finding"),
        text.split_once('\n').map_or("", |(_, rest)| rest)
    )
}
