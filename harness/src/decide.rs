//! The decision table that says whether a compiler rewrote an expression, and at which layer.
//!
//! Every foldable probe runs as written ("plain") and as a reference variant the compilers cannot
//! simplify (an opaque `one` from a buffer, or an operand from a buffer instead of a literal).
//! The reference variant is the trusted measurement of the arithmetic; the plain one is compared
//! to it, and the shader text CubeCL handed over says whether the operation was already gone there.

use crate::shaders::Shader;
use crate::signature::Layer;

/// What the variants of one probe showed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Variants {
    /// The plain variant gave the value IEEE arithmetic (or the reference variant) gives.
    pub plain_ok: bool,
    /// The reference variant gave the IEEE value. `true` where no IEEE value is known and the
    /// reference variant itself is the measurement.
    pub reference_ok: bool,
    /// Whether the plain variant's shaders still hold every operation it was written with.
    pub kept: Kept,
}

/// Whether a plain variant's code holds every floating-point operation it was written with: its
/// operation count plus the reference variant's extra operations equals the reference's count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Kept {
    /// In the source CubeCL handed over.
    pub source: bool,
    /// In the translator's output, where fpsig can reproduce that step (PTX on CUDA).
    pub lowered: Option<bool>,
}

impl Kept {
    /// Both levels compared between the plain and the reference variant's shaders.
    /// The translator's output counts as keeping the operations only if it also adds no FMA the
    /// source did not have: a contraction replaces a product and a sum by one FMA, which the
    /// reference variant may undergo as well, so operation counts alone would not show it.
    pub fn compare(plain: &Shader, reference: &Shader, extra: usize) -> Kept {
        use crate::shaders::fma_count;
        Kept {
            source: source_keeps_ops(&plain.source, &reference.source, extra),
            lowered: plain
                .lowered
                .as_deref()
                .zip(reference.lowered.as_deref())
                .map(|(p, r)| {
                    source_keeps_ops(p, r, extra) && fma_count(p) <= fma_count(&plain.source)
                }),
        }
    }

    /// Whether `shader` holds an fma: in CubeCL's source, and in the translator's output where
    /// fpsig has it (a kernel written with the `fma` builtin whose text spells it otherwise
    /// did not hand the fma on).
    pub fn holding_fma(shader: &Shader) -> Kept {
        use crate::shaders::fma_count;
        Kept {
            source: fma_count(&shader.source) > 0,
            lowered: shader.lowered.as_deref().map(|ptx| fma_count(ptx) > 0),
        }
    }

    /// Every operation kept at the source level, no translator output at hand.
    pub const SOURCE: Kept = Kept {
        source: true,
        lowered: None,
    };
}

/// The verdict class of a rewrite detector.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// Both variants give the IEEE value: nothing was rewritten.
    Preserved,
    /// The plain variant differs, the reference does not: a compiler rewrote the expression.
    Rewritten,
    /// Both variants differ from IEEE: the arithmetic itself does (or the reference is seen
    /// through too).
    NotIeee,
    /// Only the reference differs: no rewrite explains it.
    Inconsistent,
}

impl Outcome {
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Preserved => "preserved",
            Outcome::Rewritten => "rewritten",
            Outcome::NotIeee => "not IEEE in every variant",
            Outcome::Inconsistent => "inconsistent variants",
        }
    }
}

/// The decision table. `has_translator`: the backend's source passes a translator (naga,
/// NVRTC) before the driver, so a rewrite past the source is "translator or driver".
pub fn decide(v: Variants, has_translator: bool) -> (Outcome, Layer) {
    match (v.plain_ok, v.reference_ok) {
        (true, true) => (Outcome::Preserved, Layer::Execution),
        (false, true) if !v.kept.source => (Outcome::Rewritten, Layer::Dsl),
        (false, true) if v.kept.lowered == Some(false) => (Outcome::Rewritten, Layer::Translator),
        (false, true) if has_translator && v.kept.lowered.is_none() => {
            (Outcome::Rewritten, Layer::TranslatorOrDriver)
        }
        (false, true) => (Outcome::Rewritten, Layer::Driver),
        (false, false) => (Outcome::NotIeee, Layer::Execution),
        (true, false) => (Outcome::Inconsistent, Layer::Undetermined),
    }
}

/// Where the result of an operation the kernel asks for by name (the `fma` builtin) took its
/// form, read with the text each API was given. `shown`: the result is the operation's
/// (`Some(true)`: fused), is not (`Some(false)`: rounded twice), or is neither or a mix
/// (`None`). `in_text`: whether CubeCL's source (and the translator's output, where fpsig has
/// it) still holds the operation.
///
/// An operation the text does not hold cannot be blamed on execution: computed without it, the
/// source lacked it (`dsl`); computed with it, a compiler after the source put it back. An
/// operation the text holds but the result does not show was dropped after the text, where no
/// variant tells the translator, the driver's compiler and the hardware apart (`after-text`),
/// unless the translator's output already lacks it.
pub fn builtin_layer(shown: Option<bool>, in_text: Kept, has_translator: bool) -> Layer {
    match (in_text.source, shown) {
        (false, Some(false)) => Layer::Dsl,
        (false, _) => match in_text.lowered {
            Some(true) => Layer::Translator,
            Some(false) => Layer::Driver,
            None if has_translator => Layer::TranslatorOrDriver,
            None => Layer::Driver,
        },
        (true, Some(true)) => Layer::Execution,
        (true, _) if in_text.lowered == Some(false) => Layer::Translator,
        (true, _) => Layer::AfterText,
    }
}

/// Whether `plain` holds all its operations: its float-operation count plus the reference
/// variant's `extra` operations equals the count of `reference`.
fn source_keeps_ops(plain: &str, reference: &str, extra: usize) -> bool {
    use crate::shaders::float_op_count;
    float_op_count(plain) + extra == float_op_count(reference)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_covers_every_case() {
        let v = |plain_ok, reference_ok, source| Variants {
            plain_ok,
            reference_ok,
            kept: Kept {
                source,
                lowered: None,
            },
        };
        assert_eq!(
            decide(v(true, true, true), true),
            (Outcome::Preserved, Layer::Execution)
        );
        assert_eq!(
            decide(v(false, true, false), false),
            (Outcome::Rewritten, Layer::Dsl)
        );
        assert_eq!(
            decide(v(false, true, true), true),
            (Outcome::Rewritten, Layer::TranslatorOrDriver)
        );
        assert_eq!(
            decide(v(false, true, true), false),
            (Outcome::Rewritten, Layer::Driver)
        );
        assert_eq!(
            decide(v(false, false, true), false),
            (Outcome::NotIeee, Layer::Execution)
        );
        assert_eq!(
            decide(v(true, false, true), false),
            (Outcome::Inconsistent, Layer::Undetermined)
        );
    }

    #[test]
    fn a_builtin_the_text_lacks_is_never_blamed_on_execution() {
        let text = |source, lowered| Kept { source, lowered };
        // CubeCL 0.10's SPIR-V: fma written as a product and a sum.
        assert_eq!(
            builtin_layer(Some(false), text(false, None), false),
            Layer::Dsl
        );
        // NVIDIA's Vulkan driver contracts the pair back.
        assert_eq!(
            builtin_layer(Some(true), text(false, None), false),
            Layer::Driver
        );
        assert_eq!(
            builtin_layer(Some(true), text(false, None), true),
            Layer::TranslatorOrDriver
        );
        assert_eq!(
            builtin_layer(Some(true), text(false, Some(true)), true),
            Layer::Translator
        );
        for shown in [Some(false), Some(true), None] {
            assert_ne!(
                builtin_layer(shown, text(false, None), false),
                Layer::Execution
            );
        }
        // The text holds the fma: fused is as written, unfused happened after the text.
        assert_eq!(
            builtin_layer(Some(true), text(true, None), false),
            Layer::Execution
        );
        assert_eq!(
            builtin_layer(Some(false), text(true, None), false),
            Layer::AfterText
        );
        assert_eq!(
            builtin_layer(None, text(true, Some(false)), true),
            Layer::Translator
        );
    }

    #[test]
    fn a_contracting_translator_does_not_keep_the_operations() {
        let shader = |source: &str, ptx: &str| Shader {
            source: source.into(),
            lowered: Some(ptx.into()),
        };
        let ptx = |body: &str| format!(".version 9.0\n.target sm_90a\n{body}");
        let plain = shader(
            "float t = c * a;\nfloat h = t - a;",
            &ptx("fma.rn.f32 %f3, %f1, %f2, %f4;\nadd.f32 %f5, %f3, %f1;"),
        );
        let reference = shader(
            "float t = c * a;\nfloat u = t * o;\nfloat h = u - a;",
            &ptx("fma.rn.f32 %f3, %f1, %f2, %f4;\nmul.f32 %f6, %f3, %f7;\nadd.f32 %f5, %f3, %f1;"),
        );
        let kept = Kept::compare(&plain, &reference, 1);
        assert!(kept.source);
        assert_eq!(kept.lowered, Some(false));
    }

    #[test]
    fn source_check_compares_operation_counts() {
        let plain = "OpCapability Shader\n%1 = OpFAdd %f %a %b\n%2 = OpFSub %f %1 %a";
        let folded = "OpCapability Shader\n%1 = OpFAdd %f %a %b";
        let opaque =
            "OpCapability Shader\n%1 = OpFAdd %f %a %b\n%m = OpFMul %f %1 %o\n%2 = OpFSub %f %m %a";
        assert!(source_keeps_ops(plain, opaque, 1));
        assert!(!source_keeps_ops(folded, opaque, 1));
    }
}
