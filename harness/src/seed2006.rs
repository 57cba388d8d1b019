//! The seeds' 2006 measurements as signatures, in today's schema and probe ids, so that `fpsig
//! diff` compares a chip of today with the GeForce 7800GTX (through OpenGL and through DirectX)
//! and the Radeon X1800XL (through DirectX) of seed 000 ch. 3-4 and seed 003. Every finding
//! carries the section it transcribes as `source`; what the seeds did not measure is `not-run`.
//!
//! The seeds ran TEST 1-9 "in OpenGL and DirectX" on both cards but report one result per card,
//! so the two GeForce files share them; the OpenGL programs did not run on the ATI card (000
//! §3.1), hence no ATI OpenGL file. Paranoia (003 Annex A) ran on the 7800GTX only, through an
//! API the seeds do not name: both GeForce files carry it.

use crate::evidence::{
    Outcome, UlpInterval, Ulps, OPERATION_ERROR_ULPS, REWRITE_OUTCOME, SUBNORMALS_FLUSHED,
};
use crate::runner::probe_ids;
use crate::signature::{BackendSection, Finding, Kind, Layer, Signature};
use std::collections::BTreeMap;

/// Seed 003 Annex A's error bounds of the 7800GTX, in the words of fpsig's Paranoia finding.
const ANNEX_A_ERROR_BOUNDS: &str = "error bounds in ULPs: mult [-0.78125, 0.62500], div [-1.19902, 1.37442], sub [-0.75000, 0.75000], add [-1.00000, 0.00000]";

/// The same bounds as typed evidence.
const ANNEX_A_ERROR_ULPS: [(&str, UlpInterval); 4] = [
    ("mult", [Ulps(-0.78125), Ulps(0.625)]),
    ("div", [Ulps(-1.19902), Ulps(1.37442)]),
    ("sub", [Ulps(-0.75), Ulps(0.75)]),
    ("add", [Ulps(-1.0), Ulps(0.0)]),
];

/// A card of 2006 and the API the seeds reached it through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seed2006 {
    GeForceOpenGl,
    GeForceDirectX,
    RadeonDirectX,
}

impl Seed2006 {
    pub const ALL: [Seed2006; 3] = [
        Seed2006::GeForceOpenGl,
        Seed2006::GeForceDirectX,
        Seed2006::RadeonDirectX,
    ];

    /// The snapshot name, as today's `<api>-<compiler>-<adapter>` with the seed's year first.
    pub fn name(self) -> &'static str {
        match self {
            Seed2006::GeForceOpenGl => "seed-2006-gl-nvidia-geforce-7800-gtx",
            Seed2006::GeForceDirectX => "seed-2006-dx9-nvidia-geforce-7800-gtx",
            Seed2006::RadeonDirectX => "seed-2006-dx9-ati-radeon-x1800-xl",
        }
    }

    fn is_ati(self) -> bool {
        self == Seed2006::RadeonDirectX
    }

    fn backend(self) -> BackendSection {
        const GEFORCE: &str = "NVIDIA GeForce 7800 GTX";
        const OPENGL: &str = "OpenGL fragment/vertex programs, FBO textures (TEST 1-9); Brook's OpenGL path (float-float operators)";
        const DIRECTX: &str =
            "Direct3D 9 shaders (TEST 1-9); Brook's DirectX path (float-float operators)";
        let (api, compiler, adapter, driver) = match self {
            Seed2006::GeForceOpenGl => ("gl", OPENGL, GEFORCE, "ForceWare 81.98"),
            Seed2006::GeForceDirectX => (
                "dx9",
                DIRECTX,
                GEFORCE,
                "not stated (ForceWare 81.98 for the OpenGL runs)",
            ),
            Seed2006::RadeonDirectX => (
                "dx9",
                DIRECTX,
                "ATI Radeon X1800 XL (RX1800XL)",
                "Catalyst 6.3",
            ),
        };
        BackendSection {
            name: self.name().into(),
            kind: Kind::Seed2006,
            api: api.into(),
            compiler: compiler.into(),
            adapter: adapter.into(),
            driver: driver.into(),
            device_type: "discrete-gpu".into(),
            capabilities: BTreeMap::from([(
                "source".to_string(),
                "transcribed from seed 000 (Da Graça 2006) ch. 3-4 and seed 003 (Daumas, Da Graça, Defour 2006)"
                    .to_string(),
            )]),
        }
    }

    /// The findings the seeds report for this card and API, by probe id, with their source.
    fn transcribed(self) -> Vec<(&'static str, &'static str, Layer, &'static str)> {
        use Layer::{Execution, NotRun, Transfer, Translator};
        const TESTS_1_9: &str = "seed 000 §3.3 (TEST 1-9 in OpenGL and DirectX), 003 §2";
        let mut rows = vec![
            (
                "register.range",
                "no extended exponent range in the registers of vertex and pixel shaders (TEST 2)",
                Execution,
                TESTS_1_9,
            ),
            (
                "register.precision",
                "24 significand bits in registers: no extra bits (TEST 3)",
                Execution,
                TESTS_1_9,
            ),
            (
                "mad.fma",
                "MAD unfused: no MAD keeps the product beyond 24 bits (TEST 4)",
                Execution,
                TESTS_1_9,
            ),
            (
                "multiplier.signs",
                "sign symmetric on two billion random pairs (sign and magnitude computed apart) (TEST 9)",
                Execution,
                TESTS_1_9,
            ),
        ];
        if self.is_ati() {
            rows.extend([
                (
                    "storage.specials",
                    "a transfer with no operation flushes subnormals to 0, keeps ±inf, and quiets sNaN to qNaN (TEST 1)",
                    Transfer,
                    TESTS_1_9,
                ),
                (
                    "guard.f32",
                    "1.5-2^-i == 1.5 first at i = 26 (TEST 5), (1.5-2^-i)-1.5 == 0 first at i = 25 (TEST 6): one addition runs on a 26-bit adder (two guard bits); of two cascaded additions the first gets 25 bits (the seed's reading), chopped",
                    Execution,
                    TESTS_1_9,
                ),
                (
                    "guard.f16",
                    "not run: the seeds report binary16 additions on the NVIDIA card only",
                    NotRun,
                    TESTS_1_9,
                ),
                (
                    "multiplier.truncation",
                    "truncated multiplier: partial products kept down to the 9th column below the working precision, a bias constant added (TEST 7/8)",
                    Execution,
                    TESTS_1_9,
                ),
            ]);
        } else {
            rows.extend([
                (
                    "storage.specials",
                    "a transfer with no operation flushes subnormals to 0, keeps ±inf and every NaN (sNaN kept) (TEST 1)",
                    Transfer,
                    TESTS_1_9,
                ),
                (
                    "guard.f32",
                    "1.5-2^-i == 1.5 first at i = 26 (TEST 5), (1.5-2^-i)-1.5 == 0 first at i = 26 (TEST 6): 26-bit adders (two guard bits), chopped",
                    Execution,
                    TESTS_1_9,
                ),
                (
                    "guard.f16",
                    "binary16 additions computed at 26 bits, then rounded to the 11 bits of the format",
                    Execution,
                    TESTS_1_9,
                ),
                (
                    "multiplier.truncation",
                    "truncated multiplier: partial products kept down to the 6th column below the working precision, a bias constant added (TEST 7/8)",
                    Execution,
                    TESTS_1_9,
                ),
            ]);
        }
        rows.push(match self {
            Seed2006::GeForceOpenGl => (
                "rewrite.two_sum",
                "preserved: ((a⊕b)⊖a) is kept through OpenGL",
                Execution,
                "seed 000 §4.3",
            ),
            _ => (
                "rewrite.two_sum",
                "rewritten: ((a⊕b)⊖a) replaced by b in the fragment programs Brook generates for DirectX (the seed names the API, not the card)",
                Translator,
                "seed 000 §4.3",
            ),
        });
        rows.extend(self.paranoia());
        rows
    }

    /// Annex A of seed 003 (the 7800GTX), in the words of fpsig's Paranoia findings.
    fn paranoia(self) -> Vec<(&'static str, &'static str, Layer, &'static str)> {
        const ANNEX_A: &str =
            "seed 003 Annex A (GeForce 7800GTX; the seeds do not say through which API)";
        let lines = [
            (
                "paranoia.multiplication",
                "MULTIPLICATION: Is neither chopped nor correctly rounded",
            ),
            (
                "paranoia.division",
                "DIVISION: Is neither chopped nor correctly rounded",
            ),
            (
                "paranoia.subtraction",
                "SUBTRACTION: Is neither chopped nor correctly rounded",
            ),
            ("paranoia.error_bounds", ANNEX_A_ERROR_BOUNDS),
            ("paranoia.verification", "U1 U2 F9 B9 Verified"),
            (
                "paranoia.guard_bits",
                "MULTIPLICATION: Seems to have guard bit; DIVISION: FAILURE: Division lacks guard digit; SUBTRACTION: Seems to have guard bit",
            ),
            ("paranoia.commutativity", "MULTIPLICATION: 10 pairs commuted"),
            ("paranoia.fuzzy", "No fuzziness detected in comparison"),
            (
                "paranoia.subtraction_comparison",
                "SUBTRACTION: Comparison and Subtraction consistent (2170)",
            ),
            (
                "paranoia.extra_multiplication",
                "(1+2U2)(1-2U2) = 1+4092U1, (1+4U2)(1-4U2) = 1+2046U2, (1+2U2)(1+U2) = 1+4100U1, (1+3U2)(1+2U2) = 1 (no verdict printed)",
            ),
            (
                "paranoia.extra_subtraction",
                "SUBTRACTION: Appears to have guard bit, no round bit, and rounds operands up at least sometimes",
            ),
        ];
        lines
            .into_iter()
            .map(|(id, verdict)| {
                if self.is_ati() {
                    (
                        id,
                        "not run: Paranoia did not run on the RX1800XL (seed 003 §1.3)",
                        Layer::NotRun,
                        "seed 003 §1.3",
                    )
                } else {
                    (id, verdict, Layer::Execution, ANNEX_A)
                }
            })
            .collect()
    }

    /// `finding` (transcribed as `id`) with the typed evidence the seeds give for it: the
    /// transfer's flush of TEST 1 (no operation was measured apart), the fold of (a+b)-a, and
    /// Annex A's error bounds.
    fn typed(self, id: &str, finding: Finding) -> Finding {
        if finding.layer == Layer::NotRun {
            return finding;
        }
        match id {
            "storage.specials" => {
                SUBNORMALS_FLUSHED.put(finding, BTreeMap::from([("transfer".to_string(), true)]))
            }
            "rewrite.two_sum" => {
                let outcome = if self == Seed2006::GeForceOpenGl {
                    Outcome::Preserved
                } else {
                    Outcome::Rewritten
                };
                REWRITE_OUTCOME.put(finding, outcome)
            }
            "paranoia.error_bounds" => {
                let bounds = ANNEX_A_ERROR_ULPS.map(|(op, interval)| (op.to_string(), interval));
                OPERATION_ERROR_ULPS.put(finding, bounds.into())
            }
            _ => finding,
        }
    }

    /// The whole signature: the transcribed findings, and every other probe id of today's
    /// registry as not run.
    pub fn signature(self) -> Signature {
        let transcribed: BTreeMap<&str, (&str, Layer, &str)> = self
            .transcribed()
            .into_iter()
            .map(|(id, verdict, layer, source)| (id, (verdict, layer, source)))
            .collect();
        let findings = probe_ids()
            .into_iter()
            .map(|(id, test)| {
                let finding = match transcribed.get(id) {
                    Some(&(verdict, layer, source)) => {
                        let finding = Finding::new(test, verdict, layer).with("source", source);
                        self.typed(id, finding)
                    }
                    None => Finding::new(test, "not run: not measured by the seeds", Layer::NotRun),
                };
                (id.to_string(), finding)
            })
            .collect();
        Signature {
            backend: self.backend(),
            findings,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_transcribed_finding_is_a_probe_of_today() {
        let ids: Vec<&str> = probe_ids().into_iter().map(|(id, _)| id).collect();
        for seed in Seed2006::ALL {
            for (id, ..) in seed.transcribed() {
                assert!(ids.contains(&id), "{}: {id} is no probe id", seed.name());
            }
            assert_eq!(seed.signature().findings.len(), ids.len());
        }
    }

    #[test]
    fn annex_a_s_typed_bounds_are_its_verdict_s() {
        let words: Vec<String> = ANNEX_A_ERROR_ULPS
            .iter()
            .map(|(op, [Ulps(lo), Ulps(hi)])| format!("{op} [{lo:.5}, {hi:.5}]"))
            .collect();
        assert_eq!(
            ANNEX_A_ERROR_BOUNDS,
            format!("error bounds in ULPs: {}", words.join(", "))
        );
    }
}
