//! `min`, `max` and `clamp` of binary32 operands, per API: with a NaN on either side, with −0
//! and +0 in both orders, with subnormals. Four findings, each a rule read from the results
//! (typed in [`evidence`]), told apart on simulated units ([`model`]); the API rules on a NaN
//! operand in [`rules`], the tokens in [`shown`].

mod analysis;
pub mod evidence;
#[cfg(test)]
mod model;
mod queries;
mod rules;
mod shown;

use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use crate::device::{arg, cubes, download, uninit, upload};
use crate::shaders::declared::{entry, f32s, no_joins, Entry, Kernels, N, R};
use analysis::{TEST_CLAMP, TEST_NAN, TEST_SUBNORMALS, TEST_ZEROS};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::minmax::min_max_clamp;
use queries::{Answers, QUERIES};

pub const FAMILY: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::minmax::SOURCE,
        catalogue,
        joined: no_joins,
        static_reading: &[],
    },
    id: "minmax",
    findings: &[
        ("minmax.nan", TEST_NAN),
        ("minmax.signed_zero", TEST_ZEROS),
        ("minmax.subnormal", TEST_SUBNORMALS),
        ("minmax.clamp", TEST_CLAMP),
    ],
    needs: Need::Nothing,
    run,
    rules: rules::rules,
    shown: shown::SHOWN,
};

/// The four findings of the kernel's output `out` (three results per query).
fn analyse(out: &[f32]) -> Findings {
    let a = Answers { out };
    vec![
        ("minmax.nan", analysis::nan(&a)),
        ("minmax.signed_zero", analysis::zeros(&a)),
        ("minmax.subnormal", analysis::subnormals(&a)),
        ("minmax.clamp", analysis::clamp(&a)),
    ]
}

struct Measure;

impl RuntimeVisitor for Measure {
    type Output = Result<Vec<f32>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let n = QUERIES.len();
        let column =
            |f: fn(&queries::Query) -> f32| -> Vec<f32> { QUERIES.iter().map(f).collect() };
        let a = upload(client, &column(|q| q.a));
        let b = upload(client, &column(|q| q.b));
        let c = upload(client, &column(|q| q.c));
        let out = uninit::<R, f32>(client, 3 * n);
        let (count, dim) = cubes(n);
        let (a, b, c) = (arg(&a, n), arg(&b, n), arg(&c, n));
        min_max_clamp::launch::<f32, R>(client, count, dim, a, b, c, arg(&out, 3 * n));
        download(client, out)
    }
}

fn run(backend: &Backend) -> Result<Findings, String> {
    let (out, source) = captured(backend, "minmax", || backend.visit(Measure))?;
    let hashes = shader_hashes(&VariantSources::from([("min_max_clamp", source)]));
    Ok(analyse(&out)
        .into_iter()
        .map(|(id, f)| (id, f.with("shaders", hashes.clone())))
        .collect())
}

/// The kernel, for the catalogue.
fn catalogue() -> Vec<Entry> {
    vec![entry("minmax.min_max_clamp", |c| {
        let (count, dim) = cubes(N);
        let (a, b, cc) = (f32s(c, N), f32s(c, N), f32s(c, N));
        min_max_clamp::launch::<f32, R>(c, count, dim, a, b, cc, f32s(c, 3 * N))
    })]
}

#[cfg(test)]
mod tests {
    use super::evidence::*;
    use super::model::{every_unit, Nan, Subnormals, Zeros};
    use super::*;
    use crate::rules::{Legality, RuleSet};

    fn of<'a>(findings: &'a Findings, id: &str) -> &'a crate::signature::Finding {
        &findings.iter().find(|(i, _)| *i == id).unwrap().1
    }

    /// Every simulated unit's three rules are read back as that unit's, and its clamp from
    /// its min and max.
    #[test]
    fn each_rule_of_every_simulated_unit_is_recognised() {
        for unit in every_unit() {
            let f = analyse(&unit.answers());
            let nan = NAN_RULE.get(of(&f, "minmax.nan")).unwrap();
            let expected = match unit.nan {
                Nan::Number => NanRule::Number,
                Nan::Propagate => NanRule::Propagates,
                Nan::Select => NanRule::BySide,
            };
            assert_eq!(nan, expected, "{unit:?}: {}", of(&f, "minmax.nan").verdict);
            let zeros = ZERO_RULE.get(of(&f, "minmax.signed_zero")).unwrap();
            let expected = match unit.zeros {
                Zeros::Ordered => ZeroRule::Ordered,
                Zeros::First => ZeroRule::First,
                Zeros::Second => ZeroRule::Second,
            };
            assert_eq!(zeros, expected, "{unit:?}");
            let sub = SUBNORMAL_RULE.get(of(&f, "minmax.subnormal")).unwrap();
            let expected = match unit.subnormals {
                Subnormals::Kept => SubnormalRule::Kept,
                Subnormals::Flushed => SubnormalRule::Flushed,
                Subnormals::ComparedAsZero => SubnormalRule::ComparedAsZero,
            };
            assert_eq!(
                sub,
                expected,
                "{unit:?}: {}",
                of(&f, "minmax.subnormal").verdict
            );
            let clamp = CLAMP_NAN.get(of(&f, "minmax.clamp")).unwrap();
            let expected = match unit.nan {
                Nan::Propagate => ClampNan::Nan,
                Nan::Number | Nan::Select => ClampNan::Low,
            };
            assert_eq!(clamp, expected, "{unit:?}");
        }
    }

    #[test]
    fn the_verdicts_quote_the_results() {
        let unit = every_unit()[0];
        let f = analyse(&unit.answers());
        assert_eq!(
            of(&f, "minmax.nan").verdict,
            "the number is returned (IEEE 754-2008 minNum/maxNum, C's fmin/fmax): \
             min(NaN, 1) = 1, min(1, NaN) = 1, max(NaN, 1) = 1, max(1, NaN) = 1"
        );
        assert_eq!(
            of(&f, "minmax.signed_zero").verdict,
            "-0 below +0 in either order (IEEE 754-2019): min(-0, +0) = -0, min(+0, -0) = -0, \
             max(-0, +0) = +0, max(+0, -0) = +0"
        );
        assert!(of(&f, "minmax.subnormal")
            .verdict
            .starts_with("kept and ordered: "));
        assert!(of(&f, "minmax.clamp").verdict.starts_with(
            "a NaN x gives lo: clamp(NaN, 1, 2) = 1, clamp(NaN, -1, 2) = -1, clamp(-0, +0, 1) = +0"
        ));
    }

    /// Answers no rule explains are said to be that, never forced into one.
    #[test]
    fn answers_of_no_rule_are_mixed() {
        let mut out = every_unit()[0].answers();
        // min(NaN, 1) gives 7, max(-0, +0) gives 5, min(2^-149, 2^-148) gives 3.
        let at = |name: &str| QUERIES.iter().position(|q| q.name == name).unwrap();
        out[3 * at("nan_first")] = 7.0;
        out[3 * at("zeros_negative_first") + 1] = 5.0;
        out[3 * at("subnormals")] = 3.0;
        let f = analyse(&out);
        assert_eq!(NAN_RULE.get(of(&f, "minmax.nan")), Ok(NanRule::Mixed));
        assert_eq!(
            ZERO_RULE.get(of(&f, "minmax.signed_zero")),
            Ok(ZeroRule::Mixed)
        );
        assert_eq!(
            SUBNORMAL_RULE.get(of(&f, "minmax.subnormal")),
            Ok(SubnormalRule::Mixed)
        );
    }

    /// A NaN coming back is forbidden by CUDA's and OpenCL's fmin, allowed where a shader may
    /// assume no NaN; the number is allowed everywhere.
    #[test]
    fn the_api_rules_judge_the_nan_rule() {
        let judge = |rule| {
            let f = NAN_RULE.put(
                crate::signature::Finding::new("t", "v", crate::signature::Layer::Execution),
                rule,
            );
            let Some(crate::rules::Judge::Own(own)) = rules::rules("minmax.nan") else {
                panic!("minmax.nan has its own judge");
            };
            own(&f, &RuleSet::ALL).unwrap().unwrap().1
        };
        assert!(judge(NanRule::Number)
            .iter()
            .all(|r| r.legality == Legality::Allowed));
        let nan = judge(NanRule::Propagates);
        let at = |set| nan[RuleSet::ALL.iter().position(|&s| s == set).unwrap()].legality;
        assert_eq!(at(RuleSet::Cuda), Legality::Forbidden);
        assert_eq!(at(RuleSet::OpenCl), Legality::Forbidden);
        assert_eq!(at(RuleSet::Vulkan), Legality::Allowed);
        assert_eq!(at(RuleSet::Wgsl), Legality::Allowed);
        assert_eq!(at(RuleSet::MetalPrecise), Legality::Unstated);
        assert_eq!(rules::rules("minmax.clamp").map(|_| ()), None);
    }
}
