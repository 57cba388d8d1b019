//! Float-float ("double-word") operators: which formulation of each is right on a backend, and
//! how accurate each is, measured against rug.
//!
//! - [`Operator`]: the error-free transforms and double-word operators of
//!   `fpsig_kernels::{eft, multi_word::double_word}` with their proven bounds;
//! - [`Formulation`]: as written, with an opaque `one`, or on 64-bit integers;
//! - [`operands`]: random double words and the adversarial classes;
//! - [`accuracy`]: errors against rug, as bits;
//! - [`run`]: the operators on a backend;
//! - [`choice`]: self-tests at backend open, cached by adapter and driver, the formulation
//!   chosen for each operator or a refusal;
//! - [`timing`]: the seed's Annex B table and the GPU bandwidth and compute ratios.

pub mod accuracy;
pub mod choice;
pub mod operands;
pub mod run;
pub mod timing;

use cubecl::prelude::{CubeElement, Float as CubeFloat};
use fpsig_kernels::eft::{formulation, transform};
use fpsig_kernels::multi_word::double_word::operator;
use std::fmt::{Debug, Display};
use std::ops::{Add, Mul, Neg, Sub};

/// How an operator's error-free transforms are written (`fpsig_kernels::eft::formulation`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Formulation {
    Plain,
    /// Intermediates multiplied by a run-time one.
    Opaque,
    Integer,
    /// Intermediates passed through a select on a run-time condition: tried by the multi-word
    /// self-test (`qd::choice`), not by the float-float one.
    Selected,
    /// Intermediates' bits exclusive-ored with a run-time zero: tried by the multi-word
    /// self-test after the others.
    Masked,
}

impl Formulation {
    /// The float-float self-test's formulations, in the order the choice prefers them: fewest
    /// instructions first.
    pub const ALL: [Formulation; 3] = [Self::Plain, Self::Opaque, Self::Integer];

    pub fn name(self) -> &'static str {
        match self {
            Self::Plain => "plain",
            Self::Opaque => "opaque",
            Self::Integer => "integer",
            Self::Selected => "selected",
            Self::Masked => "masked",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|f| f.name() == name)
    }

    /// The comptime id the kernels take.
    pub fn kernel_id(self) -> u32 {
        match self {
            Self::Plain => formulation::PLAIN,
            Self::Opaque => formulation::OPAQUE,
            Self::Integer => formulation::INTEGER,
            Self::Selected => formulation::SELECTED,
            Self::Masked => formulation::MASKED,
        }
    }
}

/// Which kernel evaluates an operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kernel {
    /// `eft::transforms` with this transform id: two words in, `(hi, lo)` out.
    Transform(u32),
    /// `double_word::double_words` with this operator id: two double words in, one out.
    DoubleWord(u32),
}

/// What an operator computes, for the reference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Math {
    Sum,
    Product,
    Split,
    Quotient,
    SquareRoot,
}

/// An error bound relative to the exact result (or to `|xh| + |yh|` for the seed's Add22), as
/// `a·u² + b·u³` with `u = 2^-p`, or exact.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Bound {
    Exact,
    Relative {
        u2: f64,
        u3: f64,
    },
    /// Relative to `|xh| + |yh|`, as the seed's Theorem 4 states it.
    RelativeToOperands {
        u2: f64,
    },
}

impl Bound {
    /// The bound as bits (`-log2`) for words of precision `p`; `None` for exact.
    pub fn bits(self, p: u32) -> Option<f64> {
        let u = 2f64.powi(-(p as i32));
        match self {
            Bound::Exact => None,
            Bound::Relative { u2, u3 } => Some(-(u2 * u * u + u3 * u * u * u).log2()),
            Bound::RelativeToOperands { u2 } => Some(-(u2 * u * u).log2()),
        }
    }
}

/// A float-float operator: an error-free transform or a double-word operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Operator {
    Add12Priest,
    TwoSum,
    FastTwoSum,
    Split,
    Mul12Dekker,
    Mul12Fma,
    Add22Seed,
    Add22Accurate,
    Mul22Seed,
    Mul22Fma,
    Div22,
    Sqrt22,
}

impl Operator {
    pub const ALL: [Operator; 12] = [
        Self::Add12Priest,
        Self::TwoSum,
        Self::FastTwoSum,
        Self::Split,
        Self::Mul12Dekker,
        Self::Mul12Fma,
        Self::Add22Seed,
        Self::Add22Accurate,
        Self::Mul22Seed,
        Self::Mul22Fma,
        Self::Div22,
        Self::Sqrt22,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Self::Add12Priest => "add12_priest",
            Self::TwoSum => "two_sum",
            Self::FastTwoSum => "fast_two_sum",
            Self::Split => "split",
            Self::Mul12Dekker => "mul12_dekker",
            Self::Mul12Fma => "mul12_fma",
            Self::Add22Seed => "add22_seed",
            Self::Add22Accurate => "add22_accurate",
            Self::Mul22Seed => "mul22_seed",
            Self::Mul22Fma => "mul22_fma",
            Self::Div22 => "div22",
            Self::Sqrt22 => "sqrt22",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|o| o.name() == name)
    }

    pub fn kernel(self) -> Kernel {
        match self {
            Self::Add12Priest => Kernel::Transform(transform::ADD12_PRIEST),
            Self::TwoSum => Kernel::Transform(transform::TWO_SUM),
            Self::FastTwoSum => Kernel::Transform(transform::FAST_TWO_SUM),
            Self::Split => Kernel::Transform(transform::SPLIT),
            Self::Mul12Dekker => Kernel::Transform(transform::TWO_PROD_DEKKER),
            Self::Mul12Fma => Kernel::Transform(transform::TWO_PROD_FMA),
            Self::Add22Seed => Kernel::DoubleWord(operator::ADD22_SEED),
            Self::Add22Accurate => Kernel::DoubleWord(operator::ADD22_ACCURATE),
            Self::Mul22Seed => Kernel::DoubleWord(operator::MUL22_SEED),
            Self::Mul22Fma => Kernel::DoubleWord(operator::MUL22_FMA),
            Self::Div22 => Kernel::DoubleWord(operator::DIV22),
            Self::Sqrt22 => Kernel::DoubleWord(operator::SQRT22),
        }
    }

    pub fn math(self) -> Math {
        match self {
            Self::Add12Priest
            | Self::TwoSum
            | Self::FastTwoSum
            | Self::Add22Seed
            | Self::Add22Accurate => Math::Sum,
            Self::Split => Math::Split,
            Self::Mul12Dekker | Self::Mul12Fma | Self::Mul22Seed | Self::Mul22Fma => Math::Product,
            Self::Div22 => Math::Quotient,
            Self::Sqrt22 => Math::SquareRoot,
        }
    }

    /// The proven bound (for binary32 the seed's figures: Add22 2^-47, Mul22 2^-44).
    pub fn bound(self) -> Bound {
        match self {
            Self::Add22Seed => Bound::RelativeToOperands { u2: 2.0 },
            Self::Add22Accurate => Bound::Relative { u2: 3.0, u3: 13.0 },
            Self::Mul22Seed => Bound::Relative { u2: 16.0, u3: 0.0 },
            Self::Mul22Fma => Bound::Relative { u2: 4.0, u3: 0.0 },
            Self::Div22 => Bound::Relative { u2: 15.0, u3: 56.0 },
            Self::Sqrt22 => Bound::Relative {
                u2: 25.0 / 8.0,
                u3: 0.0,
            },
            _ => Bound::Exact,
        }
    }

    /// Whether the algorithm calls `fma` itself: right only where `fma` is fused.
    pub fn needs_fused_fma(self) -> bool {
        matches!(self, Self::Mul12Fma | Self::Mul22Fma)
    }

    /// Whether its operands are double words (otherwise two words).
    pub fn on_double_words(self) -> bool {
        matches!(self.kernel(), Kernel::DoubleWord(_))
    }

    /// The error-free transforms it is built from (itself for a transform): a formulation is
    /// validated for an operator only if each of these is exact in it.
    pub fn transforms(self) -> &'static [Operator] {
        match self {
            Self::Add22Seed => &[Self::Add12Priest],
            Self::Add22Accurate => &[Self::TwoSum, Self::FastTwoSum],
            Self::Mul22Seed => &[Self::Mul12Dekker, Self::Add12Priest],
            Self::Mul22Fma => &[Self::Mul12Fma, Self::FastTwoSum],
            Self::Div22 | Self::Sqrt22 => &[Self::Mul12Dekker, Self::FastTwoSum],
            Self::Add12Priest => &[Self::Add12Priest],
            Self::TwoSum => &[Self::TwoSum],
            Self::FastTwoSum => &[Self::FastTwoSum],
            Self::Split => &[Self::Split],
            Self::Mul12Dekker => &[Self::Mul12Dekker],
            Self::Mul12Fma => &[Self::Mul12Fma],
        }
    }
}

/// A word type the operators run on: binary32 or binary64.
pub trait Word:
    CubeFloat
    + CubeElement
    + Copy
    + PartialOrd
    + Debug
    + Display
    + Send
    + Sync
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Neg<Output = Self>
    + 'static
{
    /// Significand bits.
    const PRECISION: u32;
    /// Veltkamp's constant `2^ceil(p/2) + 1`.
    const SPLIT: Self;
    /// `f32` or `f64`.
    const NAME: &'static str;
    /// Exponent of the largest finite value.
    const MAX_EXPONENT: i32;
    fn to_f64(self) -> f64;
    fn from_f64(x: f64) -> Self;
}

impl Word for f32 {
    const PRECISION: u32 = 24;
    const SPLIT: Self = 4097.0;
    const NAME: &'static str = "f32";
    const MAX_EXPONENT: i32 = 127;
    fn to_f64(self) -> f64 {
        self as f64
    }
    fn from_f64(x: f64) -> Self {
        x as f32
    }
}

impl Word for f64 {
    const PRECISION: u32 = 53;
    const SPLIT: Self = 134_217_729.0;
    const NAME: &'static str = "f64";
    const MAX_EXPONENT: i32 = 1023;
    fn to_f64(self) -> f64 {
        self
    }
    fn from_f64(x: f64) -> Self {
        x
    }
}

/// The word types by name, for `--word`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WordType {
    F32,
    F64,
}

impl WordType {
    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "f32" => Some(Self::F32),
            "f64" => Some(Self::F64),
            _ => None,
        }
    }
}
