//! Which formulation of the error-free transforms each double-double and quad-double operation
//! uses on a backend: the transforms validated one by one (the float-float self-test) are not
//! enough, since a compiler may rewrite across them (lavapipe factors `x·one - y·one` and
//! cancels, in quad-double sums), so each operation is measured in each formulation on a small
//! fixed set and the cheapest one that keeps its claimed accuracy is chosen.

use super::accuracy::measure;
use super::operands::Operands;
use super::run::evaluate;
use super::{Operation, Transforms};
use crate::ff::Word;
use fpsig_backends::Backend;
use fpsig_kernels::eft::formulation;

/// Operand pairs per operation and formulation in the self-test.
pub const SELF_TEST_INPUTS: usize = 2048;

/// How the transforms of a multi-word operation are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Form {
    Plain,
    /// Intermediates multiplied by a run-time one.
    Opaque,
    /// Intermediates passed through a select on a run-time condition.
    Selected,
}

impl Form {
    /// In the order the choice prefers them: fewest instructions first.
    pub const ALL: [Form; 3] = [Self::Plain, Self::Opaque, Self::Selected];

    pub fn name(self) -> &'static str {
        match self {
            Self::Plain => "plain",
            Self::Opaque => "opaque",
            Self::Selected => "selected",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|f| f.name() == name)
    }

    pub fn kernel_id(self) -> u32 {
        match self {
            Self::Plain => formulation::PLAIN,
            Self::Opaque => formulation::OPAQUE,
            Self::Selected => formulation::SELECTED,
        }
    }

    pub fn transforms(self, fused: bool) -> Transforms {
        Transforms {
            form: self.kernel_id(),
            fused,
        }
    }
}

/// One operation's self-test: the bits each formulation kept, and the one chosen.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    pub op: Operation,
    pub tried: Vec<(Form, Option<f64>)>,
    pub chosen: Option<Form>,
}

impl Choice {
    /// The formulation chosen from the measured bits: the first that keeps `claimed` bits.
    pub fn from_bits(op: Operation, tried: Vec<(Form, Option<f64>)>, claimed: f64) -> Self {
        let chosen = tried
            .iter()
            .find(|(_, bits)| bits.is_none_or(|b| b >= claimed))
            .map(|(f, _)| *f);
        Choice { op, tried, chosen }
    }
}

/// Measures `op` in every formulation (Two-Prod by `fma` where `fused`) on the self-test set
/// and chooses.
pub fn choose<W: Word>(backend: &Backend, op: Operation, fused: bool) -> Result<Choice, String> {
    let operands = Operands::<W>::generate(op, SELF_TEST_INPUTS);
    let mut tried = Vec::new();
    for form in Form::ALL {
        let results = evaluate(backend, op, form.transforms(fused), &operands)?;
        tried.push((form, measure(op, &operands, &results).bits(op)));
    }
    Ok(Choice::from_bits(op, tried, op.claimed_bits::<W>()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cheapest_form_keeping_the_claim_is_chosen_and_none_is_none() {
        let op = Operation::QdAdd;
        let claimed = op.claimed_bits::<f64>();
        let lavapipe_like = vec![
            (Form::Plain, Some(53.1)),
            (Form::Opaque, Some(52.2)),
            (Form::Selected, Some(213.4)),
        ];
        let c = Choice::from_bits(op, lavapipe_like, claimed);
        assert_eq!(c.chosen, Some(Form::Selected));
        let cuda_like = vec![(Form::Plain, Some(212.0)), (Form::Opaque, Some(212.0))];
        assert_eq!(
            Choice::from_bits(op, cuda_like, claimed).chosen,
            Some(Form::Plain)
        );
        let exact = vec![(Form::Plain, None)];
        assert_eq!(
            Choice::from_bits(op, exact, claimed).chosen,
            Some(Form::Plain)
        );
        let broken = vec![(Form::Plain, Some(53.0)), (Form::Selected, Some(105.0))];
        assert_eq!(Choice::from_bits(op, broken, claimed).chosen, None);
    }

    #[test]
    fn names_round_trip() {
        for f in Form::ALL {
            assert_eq!(Form::from_name(f.name()), Some(f));
        }
    }
}
