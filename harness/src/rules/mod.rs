//! Which of one signature's measured behaviours each API's floating-point rules allow, so that
//! "would this chip's arithmetic be legal under DirectX's rules?" has an answer from a
//! measurement. The rules read a finding's typed evidence ([`crate::evidence`]), never its
//! verdict sentence nor its id: each family declares which [`Judge`] reads which of its
//! findings (`Family::rules`). Function accuracy is each ulp map's envelope verdicts
//! ([`crate::ulp::envelope`]); the behaviours several families measure are judged in
//! [`licences`], a family's own ones in its folder ([`Judge::Own`]), each ruling quoting its
//! rule:
//!
//! - Vulkan: Vulkan specification, appendix "Vulkan Environment for SPIR-V", Precision and
//!   Operation of SPIR-V Instructions and Evaluation of Expressions.
//! - GL: GLSL 4.60 §4.7.1 Range and Precision and §4.8 The Precise Qualifier.
//! - WGSL: WGSL §15.7 Floating Point Evaluation (differences from IEEE-754, reassociation and
//!   fusion, the finite math assumption).
//! - Metal: MSL specification, Numerical Compliance (denormals, rounding mode, the fast-math
//!   note on re-association); `MTLMathMode` (fast is the default, safe prevents "any
//!   transformations that could affect the results").
//! - D3D: "Floating-point rules (Direct3D 11)", 32-bit deviations from IEEE-754; HLSL's
//!   `precise` (variable syntax), without which mul+add may fuse, order may change and NaN/INF
//!   may be ignored; shader model 6.2's denorm mode for D3D12.
//! - CUDA: NVRTC's defaults as CubeCL 0.10 calls it (no -ftz, --fmad=true, -prec-div and
//!   -prec-sqrt true); C++ evaluates as written otherwise.
//! - OpenCL: OpenCL C 3.0 full profile (round to nearest required, denormals optional) and the
//!   build options -cl-unsafe-math-optimizations, -cl-finite-math-only and -cl-no-signed-zeros,
//!   all off by default.
//!
//! Findings no rule speaks to (exactness of the error-free transforms, guard bits, register
//! precision) are left out; so is anything the DSL folded before any API saw it.

pub mod api;
mod licences;

pub use api::{no_rules, ruling, Judge, Legality, Licence, OwnJudge, Row, RuleSet, Ruling};

use crate::probes::judge_of;
use crate::signature::{Finding, Layer, Signature};
use std::fmt::Write as _;

/// The finding judged by every rule set in `sets`; `Ok(None)` where no rule speaks to it (its
/// family declares no [`Judge`] for it), the probe did not run, or its measurement decides
/// nothing the rules name; an error where a finding the rules speak to lacks the typed evidence
/// they read. Whatever the DSL folded is not judged: no API saw it.
fn judge(id: &str, f: &Finding, sets: &[RuleSet]) -> Result<Option<Row>, String> {
    if f.layer == Layer::NotRun {
        return Ok(None);
    }
    let row = |(measured, rulings): (String, Vec<Ruling>)| Row {
        id: id.to_string(),
        measured,
        rulings,
    };
    if f.layer == Layer::Dsl {
        let not_judged = ruling(Legality::NotJudged, "not the API's doing");
        return Ok(Some(row((
            "folded by CubeCL before any API saw it".into(),
            vec![not_judged; sets.len()],
        ))));
    }
    let Some(how) = judge_of(id) else {
        return Ok(None);
    };
    Ok(licences::judge(how, f, sets)?.map(row))
}

/// Every finding of `sig` some rule speaks to, judged by `sets`; an error names the first
/// finding whose typed evidence the rules cannot read (a signature written before fpsig
/// recorded it, or a probe that no longer does).
pub fn judge_signature(sig: &Signature, sets: &[RuleSet]) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for (id, f) in &sig.findings {
        let row = judge(id, f, sets).map_err(|e| {
            format!(
                "the API rules cannot read finding {id} of {}: {e}",
                sig.backend.name
            )
        })?;
        rows.extend(row);
    }
    Ok(rows)
}

/// The table of rulings, then each forbidden and unstated finding with the rule it was judged by.
pub fn render(sig: &Signature, sets: &[RuleSet], rows: &[Row]) -> String {
    let names: Vec<&str> = sets.iter().map(|s| s.name()).collect();
    let mut out = format!(
        "{} judged by the rules of {}\n",
        sig.backend.name,
        names.join(", ")
    );
    let id_w = rows.iter().map(|r| r.id.len()).max().unwrap_or(7).max(7);
    let m_w = rows
        .iter()
        .map(|r| r.measured.chars().count())
        .max()
        .unwrap_or(8)
        .max(8);
    let col = |s: &str, w: usize| format!("{s}{}", " ".repeat(w.saturating_sub(s.chars().count())));
    let widths: Vec<usize> = names.iter().map(|n| n.len().max(10)).collect();
    let mut header = format!("{}  {}", col("finding", id_w), col("measured", m_w));
    for (n, w) in names.iter().zip(&widths) {
        header += &format!("  {}", col(n, *w));
    }
    let _ = writeln!(out, "{}", header.trim_end());
    for r in rows {
        let mut line = format!("{}  {}", col(&r.id, id_w), col(&r.measured, m_w));
        for (ruling, w) in r.rulings.iter().zip(&widths) {
            line += &format!("  {}", col(ruling.legality.word(), *w));
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    for (i, name) in names.iter().enumerate() {
        if rows
            .iter()
            .all(|r| r.rulings[i].legality != Legality::Forbidden)
        {
            let _ = writeln!(out, "\n{name} forbids none of these findings");
        }
        for (word, legality) in [
            ("forbids", Legality::Forbidden),
            ("leaves open", Legality::Unstated),
        ] {
            let hits: Vec<&Row> = rows
                .iter()
                .filter(|r| r.rulings[i].legality == legality)
                .collect();
            if hits.is_empty() {
                continue;
            }
            let _ = writeln!(out, "\n{name} {word}:");
            for r in hits {
                let _ = writeln!(out, "  {}: {}", r.id, r.rulings[i].rule);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evidence::{
        EnvelopeVerdict, Outcome, Ulps, ENVELOPE_VERDICTS, ERROR_ULPS, OPERATION_ERROR_ULPS,
        REWRITE_OUTCOME, SUBNORMALS_FLUSHED,
    };
    use crate::signature::BackendSection;
    use serde_json::json;

    fn signature(findings: Vec<(&str, Finding)>) -> Signature {
        Signature {
            backend: BackendSection {
                name: "test".into(),
                kind: crate::signature::Kind::Measured,
                api: "test".into(),
                compiler: "test".into(),
                adapter: "test".into(),
                driver: "test".into(),
                device_type: "cpu".into(),
                capabilities: Default::default(),
            },
            findings: findings
                .into_iter()
                .map(|(id, f)| (id.to_string(), f))
                .collect(),
        }
    }

    fn legality(sig: &Signature, id: &str, set: RuleSet) -> Option<Legality> {
        judge_signature(sig, &[set])
            .expect("every finding readable")
            .into_iter()
            .find(|r| r.id == id)
            .map(|r| r.rulings[0].legality)
    }

    fn specials(flush: bool) -> Finding {
        let flushed = ["add_neg_zero", "mul_one", "copy"]
            .map(|op| (op.to_string(), flush && op != "copy"))
            .into();
        SUBNORMALS_FLUSHED.put(Finding::new("TEST 1", "v", Layer::Execution), flushed)
    }

    #[test]
    fn d3d11_requires_the_flush_cuda_forbids_it_the_others_allow_both() {
        for flush in [true, false] {
            let sig = signature(vec![("storage.specials", specials(flush))]);
            let at = |set| legality(&sig, "storage.specials", set);
            let (yes, no) = if flush {
                (Legality::Allowed, Legality::Forbidden)
            } else {
                (Legality::Forbidden, Legality::Allowed)
            };
            assert_eq!(at(RuleSet::D3d11), Some(yes));
            assert_eq!(at(RuleSet::Cuda), Some(no));
            for set in [
                RuleSet::D3d12,
                RuleSet::Vulkan,
                RuleSet::Gl,
                RuleSet::Wgsl,
                RuleSet::OpenCl,
            ] {
                assert_eq!(at(set), Some(Legality::Allowed), "{set:?}");
            }
        }
    }

    fn bounds(add: (f64, f64), mult: (f64, f64)) -> Finding {
        let by_operation = [
            ("mult", [mult.0, mult.1]),
            ("div", [-9.0, 9.0]),
            ("sub", [-0.5, 0.5]),
            ("add", [add.0, add.1]),
        ]
        .map(|(op, interval)| (op.to_string(), interval.map(Ulps)))
        .into();
        let f = Finding::new("Paranoia", "v", Layer::Execution);
        OPERATION_ERROR_ULPS.put(f, by_operation)
    }

    #[test]
    fn rounding_to_nearest_is_required_only_by_cuda_and_opencl_and_division_is_not_counted() {
        let nearest = signature(vec![(
            "paranoia.error_bounds",
            bounds((-0.5, 0.5), (-0.5, 0.5)),
        )]);
        let chopped = signature(vec![(
            "paranoia.error_bounds",
            bounds((-1.0, 0.0), (-0.5, 0.5)),
        )]);
        let wild = signature(vec![(
            "paranoia.error_bounds",
            bounds((-0.5, 0.5), (-1.5, 0.5)),
        )]);
        for set in RuleSet::ALL {
            let at = |s: &Signature| legality(s, "paranoia.error_bounds", set);
            assert_eq!(at(&nearest), Some(Legality::Allowed), "{set:?}");
            assert_eq!(at(&wild), Some(Legality::Forbidden), "{set:?}");
            let strict = matches!(set, RuleSet::Cuda | RuleSet::OpenCl);
            let want = if strict {
                Legality::Forbidden
            } else {
                Legality::Allowed
            };
            assert_eq!(at(&chopped), Some(want), "{set:?}");
        }
    }

    #[test]
    fn a_rewrite_needs_a_licence_and_keeping_the_shape_never_does() {
        // The verdict sentences say the opposite of the typed outcome: only the outcome counts.
        let finding = |outcome, layer| {
            let f = Finding::new("rewrite", "preserved, or not contracted", layer);
            REWRITE_OUTCOME.put(f, outcome)
        };
        let rewritten = signature(vec![
            (
                "rewrite.two_sum",
                finding(Outcome::Rewritten, Layer::Driver),
            ),
            (
                "rewrite.sub_self",
                finding(Outcome::Rewritten, Layer::Driver),
            ),
            (
                "rewrite.mul_zero",
                finding(Outcome::Rewritten, Layer::TranslatorOrDriver),
            ),
            (
                "rewrite.contraction",
                finding(Outcome::Rewritten, Layer::Driver),
            ),
            (
                "rewrite.mul_div",
                finding(Outcome::NotIeee, Layer::Execution),
            ),
        ]);
        let kept = signature(vec![
            (
                "rewrite.two_sum",
                finding(Outcome::Preserved, Layer::Execution),
            ),
            (
                "rewrite.contraction",
                finding(Outcome::Preserved, Layer::Execution),
            ),
        ]);
        let at = |s: &Signature, id, set| legality(s, id, set);
        assert_eq!(
            at(&rewritten, "rewrite.two_sum", RuleSet::Vulkan),
            Some(Legality::Allowed)
        );
        assert_eq!(
            at(&rewritten, "rewrite.two_sum", RuleSet::D3d12),
            Some(Legality::Allowed)
        );
        assert_eq!(
            at(&rewritten, "rewrite.two_sum", RuleSet::Cuda),
            Some(Legality::Forbidden)
        );
        assert_eq!(
            at(&rewritten, "rewrite.two_sum", RuleSet::MetalPrecise),
            Some(Legality::Forbidden)
        );
        assert_eq!(
            at(&rewritten, "rewrite.sub_self", RuleSet::OpenCl),
            Some(Legality::Forbidden)
        );
        assert_eq!(
            at(&rewritten, "rewrite.sub_self", RuleSet::Gl),
            Some(Legality::Allowed)
        );
        assert_eq!(
            at(&rewritten, "rewrite.mul_zero", RuleSet::Gl),
            Some(Legality::Unstated)
        );
        assert_eq!(
            at(&rewritten, "rewrite.mul_zero", RuleSet::Wgsl),
            Some(Legality::Allowed)
        );
        assert_eq!(
            at(&rewritten, "rewrite.contraction", RuleSet::Cuda),
            Some(Legality::Allowed)
        );
        assert_eq!(
            at(&rewritten, "rewrite.contraction", RuleSet::MetalPrecise),
            Some(Legality::Forbidden)
        );
        assert_eq!(at(&rewritten, "rewrite.mul_div", RuleSet::Cuda), None);
        for set in RuleSet::ALL {
            assert_eq!(at(&kept, "rewrite.two_sum", set), Some(Legality::Allowed));
            assert_eq!(
                at(&kept, "rewrite.contraction", set),
                Some(Legality::Allowed)
            );
        }
    }

    #[test]
    fn the_dsl_s_own_folding_and_probes_that_did_not_run_are_not_judged() {
        let sig = signature(vec![
            (
                "rewrite.mul_zero",
                Finding::new("r", "rewritten as written", Layer::Dsl),
            ),
            (
                "rewrite.two_sum",
                Finding::new("r", "not run: no backend", Layer::NotRun),
            ),
            ("guard.f32", Finding::new("g", "24 bits", Layer::Execution)),
        ]);
        let rows = judge_signature(&sig, &RuleSet::ALL).unwrap();
        assert_eq!(rows.len(), 1);
        assert!(rows[0]
            .rulings
            .iter()
            .all(|r| r.legality == Legality::NotJudged));
    }

    #[test]
    fn ulp_maps_take_each_api_s_envelope_verdict() {
        use EnvelopeVerdict::*;
        let f = Finding::new("ulp", "v", Layer::Execution).with(
            "envelopes",
            json!({"cuda": "7 violations; worst exp(0x1)", "d3d": "no bound stated"}),
        );
        let verdicts = [
            ("cuda", Violated),
            ("d3d", Unstated),
            ("gl", Within),
            ("wgsl", NoSuchFunction),
            ("metal-fast", NotTranscribed),
        ]
        .map(|(api, v)| (api.to_string(), v))
        .into();
        let f = ENVELOPE_VERDICTS.put(ERROR_ULPS.put(f, [Ulps(-3.0), Ulps(2.9996)]), verdicts);
        let sig = signature(vec![("ulp.exp", f)]);
        let at = |set| legality(&sig, "ulp.exp", set);
        assert_eq!(at(RuleSet::Cuda), Some(Legality::Forbidden));
        assert_eq!(at(RuleSet::D3d11), Some(Legality::Unstated));
        assert_eq!(at(RuleSet::Gl), Some(Legality::Allowed));
        assert_eq!(at(RuleSet::Wgsl), Some(Legality::NoSuchFunction));
        assert_eq!(at(RuleSet::MetalFast), Some(Legality::Unstated));
        assert_eq!(at(RuleSet::Vulkan), Some(Legality::Unstated));
        let rows = judge_signature(&sig, &[RuleSet::Cuda]).unwrap();
        assert_eq!(rows[0].measured, "error in [-3.000, 3.000] ulp");
        let text = render(&sig, &[RuleSet::Cuda], &rows);
        assert!(
            text.contains("cuda forbids:\n  ulp.exp: cuda envelope: 7 violations"),
            "{text}"
        );
    }

    /// A finding the rules speak to without the typed evidence they read (a signature from
    /// before it was recorded, or a probe that stopped writing it) is an error naming it,
    /// never a silent "not judged".
    #[test]
    fn a_finding_without_its_typed_evidence_is_an_error_not_a_silence() {
        for id in [
            "storage.specials",
            "paranoia.error_bounds",
            "rewrite.two_sum",
            "rewrite.contraction",
            "ulp.sin",
        ] {
            let f = Finding::new(
                "t",
                "rewritten; error in [-1.000, 1.000] ulp",
                Layer::Driver,
            )
            .with("envelopes", json!({"cuda": "within"}));
            let err = judge_signature(&signature(vec![(id, f)]), &RuleSet::ALL).unwrap_err();
            assert!(
                err.starts_with(&format!(
                    "the API rules cannot read finding {id} of test: no `"
                )),
                "{err}"
            );
        }
    }

    #[test]
    fn names_and_aliases_parse_and_unknown_ones_are_refused_in_one_line() {
        let list = RuleSet::parse_list("gl,d3d12,metal,dx12");
        assert_eq!(
            list,
            Ok(vec![RuleSet::Gl, RuleSet::D3d12, RuleSet::MetalFast])
        );
        for set in RuleSet::ALL {
            assert_eq!(RuleSet::parse(set.name()), Ok(set));
        }
        let err = RuleSet::parse("glide").unwrap_err();
        assert!(
            err.starts_with("unknown API rules 'glide'") && !err.contains('\n'),
            "{err}"
        );
        assert!(RuleSet::parse_list(",").is_err());
    }
}
