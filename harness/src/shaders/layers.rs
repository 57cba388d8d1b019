//! A measured finding's layer against the text its backend was given: the static reading of
//! the same kernels for that target (`snapshots/static/`). An operation the text does not hold
//! (CubeCL 0.10's SPIR-V writes `fma` as a product and a sum) cannot be blamed on execution; a
//! change the text already shows is CubeCL's; an operation the text holds was not dropped by
//! CubeCL. Read from typed evidence only.

use crate::signature::{Finding, Layer, Signature};

/// What the static reading says of one finding's kernels.
struct Text {
    /// The kernel as written holds every operation of its reference variant.
    kept: bool,
    /// The kernel asks for the `fma` builtin, and whether the text spells it as one (`None`:
    /// HLSL's `mad`, which may be either).
    fma: Option<Option<bool>>,
}

impl Text {
    fn of(reading: &Finding) -> Option<Text> {
        let kept = reading.evidence.get("kept_as_written")?.as_bool()?;
        let written_with_fma = reading.evidence.get("written_with_fma")?.as_bool()?;
        let spelled = match reading.evidence.get("fma_spelling")?.as_str()? {
            "fused" => Some(true),
            "separate" => Some(false),
            _ => None,
        };
        Some(Text {
            kept,
            fma: written_with_fma.then_some(spelled),
        })
    }
}

/// The layers past CubeCL's text.
const AFTER_THE_TEXT: [Layer; 4] = [
    Layer::Translator,
    Layer::TranslatorOrDriver,
    Layer::Driver,
    Layer::AfterText,
];

/// Why `finding`'s layer contradicts `text`, if it does.
fn contradiction(finding: &Finding, text: &Text) -> Option<String> {
    let layer = finding.layer;
    let fma_in_text = text.fma.flatten();
    if let (Some(read), Some(run)) = (
        fma_in_text,
        finding
            .evidence
            .get("fma_in_text")
            .and_then(|v| v.as_bool()),
    ) {
        if read != run {
            return Some(format!(
                "its run's text {} an fma, the catalogue's {}",
                holds(run),
                holds(read)
            ));
        }
    }
    if fma_in_text == Some(false) && matches!(layer, Layer::Execution | Layer::AfterText) {
        return Some(format!(
            "layer {}, but the text has no fma to execute (a product and a sum)",
            layer.name()
        ));
    }
    let dropped_fma = fma_in_text == Some(false);
    if layer == Layer::Dsl && text.kept && !dropped_fma {
        return Some("layer dsl, but CubeCL's text holds every operation".to_string());
    }
    if AFTER_THE_TEXT.contains(&layer) && !text.kept {
        return Some(format!(
            "layer {}, but CubeCL's text already lacks the operation",
            layer.name()
        ));
    }
    None
}

fn holds(yes: bool) -> &'static str {
    if yes {
        "holds"
    } else {
        "has no"
    }
}

/// Every finding of `measured` whose layer the static reading `text` (of the target its
/// backend is given) contradicts, as `id: why`. Findings not run or not read are skipped.
pub fn contradictions(measured: &Signature, text: &Signature) -> Vec<String> {
    text.findings
        .iter()
        .filter(|(_, reading)| reading.layer != Layer::NotRun)
        .filter_map(|(id, reading)| {
            let finding = measured.findings.get(id)?;
            if finding.layer == Layer::NotRun {
                return None;
            }
            let Some(text) = Text::of(reading) else {
                return Some(format!("{id}: the static reading lacks its typed fields"));
            };
            contradiction(finding, &text).map(|why| format!("{id}: {why}"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reading(kept: bool, written_with_fma: bool, spelling: &str) -> Finding {
        Finding::new("t", "read from source", Layer::Translator)
            .with("kept_as_written", kept)
            .with("written_with_fma", written_with_fma)
            .with("fma_spelling", spelling)
    }

    fn check(finding: Finding, reading: Finding) -> Vec<String> {
        let signature = |f: Finding| Signature {
            findings: [("mad.fma".to_string(), f)].into(),
            ..crate::signature::tests::signature("x", "")
        };
        contradictions(&signature(finding), &signature(reading))
    }

    /// The findings the issue named: lavapipe's and NVIDIA's Vulkan said `execution` for an
    /// fma their SPIR-V did not hold.
    #[test]
    fn an_fma_the_text_lacks_blamed_on_execution_is_caught() {
        let spirv = || reading(true, true, "separate");
        let at = |layer| Finding::new("t", "explicit fma: unfused", layer);
        assert_eq!(check(at(Layer::Execution), spirv()).len(), 1);
        assert_eq!(check(at(Layer::AfterText), spirv()).len(), 1);
        assert!(check(at(Layer::Dsl), spirv()).is_empty());
        assert!(check(at(Layer::Driver), spirv()).is_empty());
        let wgsl = || reading(true, true, "fused");
        assert!(check(at(Layer::Execution), wgsl()).is_empty());
        assert!(check(at(Layer::AfterText), wgsl()).is_empty());
        assert_eq!(check(at(Layer::Dsl), wgsl()).len(), 1);
        let disagreeing = at(Layer::Dsl).with("fma_in_text", true);
        assert!(check(disagreeing, spirv())[0].contains("the catalogue's has no"));
    }

    #[test]
    fn a_rewrite_the_text_shows_is_cubecls() {
        let folded = || reading(false, false, "separate");
        let at = |layer| Finding::new("t", "rewritten", layer);
        assert!(check(at(Layer::Dsl), folded()).is_empty());
        assert!(check(at(Layer::Execution), folded()).is_empty());
        for layer in AFTER_THE_TEXT {
            assert_eq!(check(at(layer), folded()).len(), 1, "{layer:?}");
        }
        let kept = || reading(true, false, "separate");
        assert_eq!(check(at(Layer::Dsl), kept()).len(), 1);
        assert!(check(at(Layer::Driver), kept()).is_empty());
        let no_fields = Finding::new("t", "read from source", Layer::Translator);
        assert!(check(at(Layer::Dsl), no_fields)[0].contains("typed fields"));
    }
}
