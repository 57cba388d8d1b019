//! The minmax family's typed evidence: one rule per finding, what its token and the API rules
//! read.

use crate::evidence::Field;
use serde::{Deserialize, Serialize};

/// How `min` and `max` treat one NaN operand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NanRule {
    /// The other operand is returned (IEEE 754-2008 minNum/maxNum, 2019 minimumNumber, C's
    /// fmin/fmax).
    Number,
    /// The result is a NaN (IEEE 754-2019 minimum/maximum).
    Propagates,
    /// The NaN's place decides: on one side the number is returned, on the other the NaN (a
    /// compare-and-select, `a < b ? a : b`).
    BySide,
    /// None of these.
    Mixed,
}

/// How `min` and `max` choose between −0 and +0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ZeroRule {
    /// −0 below +0 in either order (IEEE 754-2019).
    Ordered,
    /// The first operand of equal zeros.
    First,
    /// The second operand of equal zeros.
    Second,
    Mixed,
}

/// How `min` and `max` treat subnormal operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SubnormalRule {
    /// Compared and returned as they are.
    Kept,
    /// Subnormal results come back as zeros.
    Flushed,
    /// Compared as zeros and returned as they are, so that the wrong operand can come back
    /// (D3D's `min`: "Denorms are flushed, with the sign preserved, before comparison").
    ComparedAsZero,
    Mixed,
}

/// What `clamp(NaN, lo, hi)` gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClampNan {
    Nan,
    Low,
    High,
    Mixed,
}

pub const NAN_RULE: Field<NanRule> = Field::new("nan_rule");
pub const ZERO_RULE: Field<ZeroRule> = Field::new("zero_rule");
pub const SUBNORMAL_RULE: Field<SubnormalRule> = Field::new("subnormal_rule");
pub const CLAMP_NAN: Field<ClampNan> = Field::new("clamp_nan");
