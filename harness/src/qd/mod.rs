//! Double-double and quad-double arithmetic on a backend (seed 001): which error-free
//! transforms the kernels use there, and how accurate each operation is against rug.
//!
//! - [`Operation`]: the operations of `fpsig_kernels::multi_word`;
//! - [`choice`]: the formulation of the transforms each operation keeps its accuracy in;
//! - [`operands`]: random and adversarial numbers of two or four words;
//! - [`accuracy`]: errors against rug, as bits;
//! - [`functions`]: the constants exp and log read;
//! - [`matrix`]: the matrix product, timed and checked against rug;
//! - [`run`]: the operations on a backend;
//! - [`throughput`]: operations per millisecond in long chains, beside the seed's.

pub mod accuracy;
pub mod catalogue;
pub mod choice;
pub mod functions;
pub mod matrix;
pub mod operands;
pub mod run;
pub mod solve;
pub mod throughput;

use crate::ff::Word;
use fpsig_kernels::multi_word::operation;
pub use fpsig_kernels::multi_word::Transforms;

/// What an operation computes, for the reference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Math {
    Sum,
    Product,
    Quotient,
    SquareRoot,
    Exp,
    Log,
    Sin,
    Cos,
}

/// A double-double or quad-double operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Operation {
    DdAddSloppy,
    DdAdd,
    DdMul,
    DdDiv,
    DdSqrt,
    QdAddSloppy,
    QdAdd,
    QdMul,
    QdDiv,
    QdSqrt,
    DdExp,
    DdLog,
    QdExp,
    QdLog,
    DdSin,
    DdCos,
    QdSin,
    QdCos,
}

impl Operation {
    pub const ALL: [Operation; 18] = [
        Self::DdAddSloppy,
        Self::DdAdd,
        Self::DdMul,
        Self::DdDiv,
        Self::DdSqrt,
        Self::QdAddSloppy,
        Self::QdAdd,
        Self::QdMul,
        Self::QdDiv,
        Self::QdSqrt,
        Self::DdExp,
        Self::DdLog,
        Self::QdExp,
        Self::QdLog,
        Self::DdSin,
        Self::DdCos,
        Self::QdSin,
        Self::QdCos,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Self::DdAddSloppy => "dd_add_sloppy",
            Self::DdAdd => "dd_add",
            Self::DdMul => "dd_mul",
            Self::DdDiv => "dd_div",
            Self::DdSqrt => "dd_sqrt",
            Self::QdAddSloppy => "qd_add_sloppy",
            Self::QdAdd => "qd_add",
            Self::QdMul => "qd_mul",
            Self::QdDiv => "qd_div",
            Self::QdSqrt => "qd_sqrt",
            Self::DdExp => "dd_exp",
            Self::DdLog => "dd_log",
            Self::QdExp => "qd_exp",
            Self::QdLog => "qd_log",
            Self::DdSin => "dd_sin",
            Self::DdCos => "dd_cos",
            Self::QdSin => "qd_sin",
            Self::QdCos => "qd_cos",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|o| o.name() == name)
    }

    /// Whether it is an elementary function (its constants a table, no chain form).
    pub fn is_function(self) -> bool {
        matches!(self.math(), Math::Exp | Math::Log | Math::Sin | Math::Cos)
    }

    /// The comptime id `multi_words` takes.
    pub fn kernel_id(self) -> u32 {
        match self {
            Self::DdAddSloppy => operation::DD_ADD_SLOPPY,
            Self::DdAdd => operation::DD_ADD,
            Self::DdMul => operation::DD_MUL,
            Self::DdDiv => operation::DD_DIV,
            Self::DdSqrt => operation::DD_SQRT,
            Self::QdAddSloppy => operation::QD_ADD_SLOPPY,
            Self::QdAdd => operation::QD_ADD,
            Self::QdMul => operation::QD_MUL,
            Self::QdDiv => operation::QD_DIV,
            Self::QdSqrt => operation::QD_SQRT,
            Self::DdExp => operation::DD_EXP,
            Self::DdLog => operation::DD_LOG,
            Self::QdExp => operation::QD_EXP,
            Self::QdLog => operation::QD_LOG,
            Self::DdSin => operation::DD_SIN,
            Self::DdCos => operation::DD_COS,
            Self::QdSin => operation::QD_SIN,
            Self::QdCos => operation::QD_COS,
        }
    }

    /// Words per number: 2 or 4.
    pub fn words(self) -> usize {
        operation::words(self.kernel_id()) as usize
    }

    pub fn math(self) -> Math {
        match self {
            Self::DdAddSloppy | Self::DdAdd | Self::QdAddSloppy | Self::QdAdd => Math::Sum,
            Self::DdMul | Self::QdMul => Math::Product,
            Self::DdDiv | Self::QdDiv => Math::Quotient,
            Self::DdSqrt | Self::QdSqrt => Math::SquareRoot,
            Self::DdExp | Self::QdExp => Math::Exp,
            Self::DdLog | Self::QdLog => Math::Log,
            Self::DdSin | Self::QdSin => Math::Sin,
            Self::DdCos | Self::QdCos => Math::Cos,
        }
    }

    /// The accuracy claimed, in bits relative to the result: `words·(p - 1.5)`, the seed's 31
    /// and 62 decimal digits (103 and 206 bits) for binary64 words.
    pub fn claimed_bits<W: Word>(self) -> f64 {
        self.words() as f64 * (W::PRECISION as f64 - 1.5)
    }

    /// Whether one step takes a run-time branch, so that a static count of its instructions
    /// holds both paths: the qd sum's (the sloppy sum, the swept one where the leading words
    /// may cancel).
    pub fn branches(self) -> bool {
        self == Self::QdAdd
    }

    /// Whether its error is claimed relative to the result under cancellation: not the sloppy
    /// sums' (QD bounds it by `|x| + |y|`) nor the logarithm's (relative to `max(1, |ln x|)`:
    /// near `x = 1` Newton's step `y + x·e^(-y) - 1` is exact to the words' absolute precision
    /// only, as QD's is).
    pub fn bounded_under_cancellation(self) -> bool {
        !matches!(
            self,
            Self::DdAddSloppy | Self::QdAddSloppy | Self::DdLog | Self::QdLog
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_are_the_seeds_digits_for_binary64_words() {
        assert_eq!(Operation::DdMul.claimed_bits::<f64>(), 103.0);
        assert_eq!(Operation::QdMul.claimed_bits::<f64>(), 206.0);
        assert_eq!(Operation::QdDiv.claimed_bits::<f32>(), 90.0);
    }

    #[test]
    fn names_and_word_counts() {
        for op in Operation::ALL {
            assert_eq!(Operation::from_name(op.name()), Some(op));
            let quad = op.name().starts_with("qd");
            assert_eq!(op.words(), if quad { 4 } else { 2 });
        }
    }
}
