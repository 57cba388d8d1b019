//! The matrix-unit family's typed evidence: what code (its report section, its token) reads.

use crate::evidence::Field;
use crate::simulated::Rounding;
use serde::{Deserialize, Serialize};

/// A matrix unit's identification (`mma.*`): per property, the value of every simulated model
/// that answers all the queries as the device does (one value: determined).
pub const MATRIX_UNIT: Field<MatrixUnitReading> = Field::new("matrix_unit");

/// How many random dot products the identified model was checked on.
pub const MODEL_CHECK_INPUTS: Field<u64> = Field::new("model_check_inputs");

/// How many of those the model answered otherwise than the device.
pub const MODEL_CHECK_MISMATCHES: Field<u64> = Field::new("model_check_mismatches");

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatrixUnitReading {
    /// The tile shape `m×n×k` measured.
    pub shape: String,
    /// Products added in one fused step with the accumulator.
    pub width: Vec<u32>,
    /// Bits kept below the output's last bit when a step's addends are aligned.
    pub extra_bits: Vec<u32>,
    /// How each step's sum is rounded (`toward-zero`, `toward-negative`, `nearest-even`).
    pub rounding: Vec<Rounding>,
    /// How an aligned addend loses its low bits (`toward-zero`: truncated; `toward-negative`:
    /// floored, as in two's complement).
    pub alignment: Vec<Rounding>,
    /// `kept` or `flushed`.
    pub subnormal_inputs: Vec<String>,
    /// `kept` or `flushed` (a subnormal C or step result); absent from readings before it was
    /// measured.
    #[serde(default)]
    pub subnormal_outputs: Vec<String>,
    /// `exact` or `rounded`.
    pub products: Vec<String>,
    /// The order the addends are summed in, as FPRev's tree (`((C, 0-3), 4-7)`: `C` and
    /// products 0 to 3 in one step, then 4 to 7); absent where the answers were no tree, and
    /// from readings before it was measured.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<String>,
    /// Whether every accumulator raised across a binade gave a `D` at least as large; absent
    /// from readings before it was measured.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monotonic: Option<bool>,
    /// Where `C` is added: `first` (the first step's accumulator) or `last, rounded to nearest`
    /// (after every product, in an addition of its own); absent where the grid holds only
    /// `first` (k below 32) and from readings before it was measured.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub accumulator: Vec<String>,
    /// Which products each step takes: `consecutive` or `alternate pairs` (0-1, 4-5, ...
    /// first); absent as `accumulator` is.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<String>,
}

/// An integer matrix unit's identification (`mma.sync.s8_s32` and the like): per property, the
/// value of every simulated model that answers all the queries as the device does.
pub const INTEGER_UNIT: Field<IntegerUnitReading> = Field::new("integer_unit");

/// What an integer unit does with a sum past i32.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Overflow {
    /// Keeps the low 32 bits of the exact sum (two's complement wrap-around).
    Wraps,
    /// Clamps the exact sum to i32's smallest or largest value.
    Saturates,
}

impl Overflow {
    pub fn said(self) -> &'static str {
        match self {
            Overflow::Wraps => "wraps (modulo 2^32)",
            Overflow::Saturates => "saturates",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IntegerUnitReading {
    /// The tile shape `m×n×k` measured.
    pub shape: String,
    /// How A's bytes are read: `signed` or `unsigned`.
    pub a: Vec<String>,
    /// How B's bytes are read.
    pub b: Vec<String>,
    /// What a sum past i32 becomes.
    pub overflow: Vec<Overflow>,
}
