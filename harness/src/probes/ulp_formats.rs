//! ulp maps of ÷, 1/x, √, rsqrt, exp, log, sin, cos, tan, pow and fma in binary16 and binary64,
//! where the backend has the format (issue: "f16/f64 where the backend has them"). Operands come
//! from the host: every binary16 bit pattern for the unary functions, fixed-seed samples and hard
//! cases otherwise. Every result is checked against MPFR ([`crate::ulp::formats`]) and against
//! each API's envelope in the format ([`crate::ulp::envelope`]).

use super::ulp::{evaluate_listed, listed, map_finding};
use super::{captured, shader_hashes, Family, Findings, Need, VariantSources};
use crate::device::{exactly, Element};
use crate::rules::api::Judge;
use crate::shaders::declared::{no_joins, Entry, Kernels};
use crate::shown::{histograms, Shown, PLAIN};
use crate::signature::{Finding, Layer};
use crate::simulated::{Format, BINARY16};
use crate::ulp::envelope::bound;
use crate::ulp::formats::{hex, inputs, tally, Example, Sizes};
use crate::ulp::Function;
use cubecl::prelude::*;
use fpsig_backends::{catch_driver_panic, Api, Backend, RuntimeVisitor};

pub const FAMILY_F16: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::ulp::SOURCE,
        catalogue: catalogue_f16,
        joined: no_joins,
        static_reading: &[],
    },
    id: "ulp.f16",
    findings: &[
        ("ulp.f16.div", "ulp map of x / y, binary16"),
        ("ulp.f16.recip", "ulp map of 1/x (recip), binary16"),
        ("ulp.f16.sqrt", "ulp map of sqrt(x), binary16"),
        (
            "ulp.f16.inverse_sqrt",
            "ulp map of inverseSqrt(x), binary16",
        ),
        ("ulp.f16.exp", "ulp map of exp(x), binary16"),
        ("ulp.f16.log", "ulp map of log(x), binary16"),
        ("ulp.f16.sin", "ulp map of sin(x), binary16"),
        ("ulp.f16.cos", "ulp map of cos(x), binary16"),
        ("ulp.f16.tan", "ulp map of tan(x), binary16"),
        ("ulp.f16.pow", "ulp map of pow(x, y), binary16"),
        ("ulp.f16.fma", "ulp map of fma(x, y, z), binary16"),
    ],
    needs: Need::F16,
    run: run::<half::f16>,
    rules,
    shown: SHOWN_F16,
};

pub const FAMILY_F64: Family = Family {
    kernels: Kernels {
        source: fpsig_kernels::ulp::SOURCE,
        catalogue: catalogue_f64,
        joined: no_joins,
        static_reading: &[],
    },
    id: "ulp.f64",
    findings: &[
        ("ulp.f64.div", "ulp map of x / y, binary64"),
        ("ulp.f64.recip", "ulp map of 1/x (recip), binary64"),
        ("ulp.f64.sqrt", "ulp map of sqrt(x), binary64"),
        (
            "ulp.f64.inverse_sqrt",
            "ulp map of inverseSqrt(x), binary64",
        ),
        ("ulp.f64.exp", "ulp map of exp(x), binary64"),
        ("ulp.f64.log", "ulp map of log(x), binary64"),
        ("ulp.f64.sin", "ulp map of sin(x), binary64"),
        ("ulp.f64.cos", "ulp map of cos(x), binary64"),
        ("ulp.f64.tan", "ulp map of tan(x), binary64"),
        ("ulp.f64.pow", "ulp map of pow(x, y), binary64"),
        ("ulp.f64.fma", "ulp map of fma(x, y, z), binary64"),
    ],
    needs: Need::F64,
    run: run::<f64>,
    rules,
    shown: SHOWN_F64,
};

/// One histogram per binary16 map.
const SHOWN_F16: Shown = Shown {
    figures: |signatures| histograms(signatures, FAMILY_F16.findings.iter().map(|(id, _)| *id)),
    ..PLAIN
};

/// One histogram per binary64 map.
const SHOWN_F64: Shown = Shown {
    figures: |signatures| histograms(signatures, FAMILY_F64.findings.iter().map(|(id, _)| *id)),
    ..PLAIN
};

/// Every map is judged by each API's envelope.
fn rules(_: &str) -> Option<Judge> {
    Some(Judge::Envelope)
}

/// GPUs: 2^19 + 2^19 unary samples and 2^20 operand sets; CPU drivers and browsers: 2^12 and
/// 2^13.
fn sizes(backend: &Backend) -> Sizes {
    if backend.identity.sampled() {
        Sizes {
            sample: 1 << 12,
            sets: 1 << 13,
        }
    } else {
        Sizes {
            sample: 1 << 19,
            sets: 1 << 20,
        }
    }
}

/// Why `f` cannot be measured in `format` on `backend`, if it cannot: only CUDA's library has
/// binary64 exp, log, sin, cos, tan and pow.
fn unavailable(format: Format, f: Function, backend: &Backend) -> Option<&'static str> {
    let algebraic = matches!(
        f,
        Function::Div | Function::Recip | Function::Sqrt | Function::InverseSqrt | Function::Fma
    );
    (format != BINARY16 && !algebraic && backend.identity.api != Api::Cuda).then_some(
        "not measurable: SPIR-V's GLSL.std.450, GLSL, WGSL, MSL and HLSL have no 64-bit exp, \
         log, sin, cos, tan or pow (CUDA's library has them)",
    )
}

struct Listed<'a, E> {
    id: &'a str,
    f: Function,
    args: &'a [[f64; 3]],
    element: std::marker::PhantomData<E>,
}

impl<E: Element> RuntimeVisitor for Listed<'_, E> {
    type Output = Result<Vec<f64>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        // The tally reasons about these values: each must reach the device as it is.
        let operands: Vec<f64> = self.args.iter().flatten().copied().collect();
        exactly(E::FORMAT, &operands, &format!("{}: operands", self.id))?;
        let sets: Vec<[E; 3]> = self.args.iter().map(|a| a.map(E::from_host)).collect();
        let got = evaluate_listed::<R, E>(client, self.f, &sets)?;
        Ok(got.into_iter().map(E::to_host).collect())
    }
}

fn example(format: Format, f: Function, e: &Example) -> String {
    let args: Vec<String> = e.args[..f.arity()]
        .iter()
        .map(|&v| hex(format, v))
        .collect();
    format!(
        "{}({}) = {}, exact {:e} ({:+.3} ulp)",
        f.name(),
        args.join(", "),
        hex(format, e.got),
        e.exact,
        e.error
    )
}

/// Measures and analyses the map of `f` in `E` on `backend`.
fn map<E: Element>(
    backend: &Backend,
    (id, test): (&str, &str),
    f: Function,
) -> Result<Finding, String> {
    let format = E::FORMAT;
    let (args, described) = inputs(format, f, sizes(backend));
    let (got, shader) = captured(backend, id, || {
        backend.visit(Listed::<E> {
            id,
            f,
            args: &args,
            element: std::marker::PhantomData,
        })
    })?;
    let stats = tally(format, f, &args, &got);
    let reference = "MPFR at 256 bits (fma: 2200), correctly rounded to the format";
    let finding = map_finding(
        test,
        f,
        &stats,
        (described, reference),
        |api| bound(api, format, f),
        |e| example(format, f, e),
    );
    Ok(finding.with(
        "shaders",
        shader_hashes(&VariantSources::from([("map", shader)])),
    ))
}

fn run<E: Element>(backend: &Backend) -> Result<Findings, String> {
    let family = if E::FORMAT == BINARY16 {
        &FAMILY_F16
    } else {
        &FAMILY_F64
    };
    let mut findings = Findings::new();
    for (id, test) in family.findings {
        let f = id
            .rsplit('.')
            .next()
            .and_then(Function::from_name)
            .ok_or_else(|| format!("{id}: no such function"))?;
        let finding = match unavailable(E::FORMAT, f, backend) {
            Some(reason) => Finding::new(test, reason, Layer::NotRun),
            // One function's kernel failing to compile leaves the others measured.
            None => catch_driver_panic(id, || map::<E>(backend, (id, test), f))
                .map_err(|e| e.to_string())
                .and_then(|r| r)
                .unwrap_or_else(|e| Finding::new(test, format!("not run: {e}"), Layer::NotRun)),
        };
        findings.push((id, finding));
    }
    Ok(findings)
}

fn catalogue_f16() -> Vec<Entry> {
    Function::ALL
        .into_iter()
        .map(|f| listed::<half::f16>(f, "f16"))
        .collect()
}

fn catalogue_f64() -> Vec<Entry> {
    Function::ALL
        .into_iter()
        .map(|f| listed::<f64>(f, "f64"))
        .collect()
}
