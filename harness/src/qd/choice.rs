//! Which formulation of the error-free transforms each double-double and quad-double operation
//! uses on a backend: the transforms validated one by one (the float-float self-test) are not
//! enough, since a compiler may rewrite across them (lavapipe factors `x·one - y·one` and
//! cancels, in quad-double sums), so each operation is measured in each formulation on a small
//! fixed set and the cheapest one that keeps its claimed accuracy is chosen.

use super::accuracy::measure;
use super::operands::Operands;
use super::run::evaluate;
use super::{Operation, Transforms};
use crate::ff::{Formulation, Word};
use fpsig_backends::Backend;

/// Operand pairs per operation and formulation in the self-test.
pub const SELF_TEST_INPUTS: usize = 2048;

/// The formulations the self-test tries, in the order the choice prefers them: fewest
/// instructions first, the masked one (two integer operations per intermediate) last (the
/// integer one is left out: compiling these kernels with it overflowed a stack on lavapipe).
pub const FORMULATIONS: [Formulation; 4] = [
    Formulation::Plain,
    Formulation::Opaque,
    Formulation::Selected,
    Formulation::Masked,
];

/// One of [`FORMULATIONS`] by name.
pub fn formulation(name: &str) -> Option<Formulation> {
    FORMULATIONS.into_iter().find(|f| f.name() == name)
}

/// The transforms of formulation `form`, Two-Prod by `fma` where `fused`.
pub fn transforms(form: Formulation, fused: bool) -> Transforms {
    Transforms {
        form: form.kernel_id(),
        fused,
    }
}

/// One operation's self-test: the bits each formulation kept, and the one chosen.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    pub op: Operation,
    pub tried: Vec<(Formulation, Option<f64>)>,
    pub chosen: Option<Formulation>,
}

impl Choice {
    /// The formulation chosen from the measured bits: the first that keeps `claimed` bits.
    pub fn from_bits(op: Operation, tried: Vec<(Formulation, Option<f64>)>, claimed: f64) -> Self {
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
    for form in FORMULATIONS {
        let results = evaluate(backend, op, transforms(form, fused), &operands)?;
        tried.push((form, measure(op, &operands, &results).bits(op)));
    }
    Ok(Choice::from_bits(op, tried, op.claimed_bits::<W>()))
}

/// The self-test of a whole computation (the matrix product, the solve), which a driver may
/// rewrite across transforms that keep each operation's claim: the bits of each formulation
/// tried, in [`FORMULATIONS`]' order, and the first keeping the claim.
#[derive(Debug, Clone, PartialEq)]
pub struct TrialChoice {
    pub chosen: Option<Formulation>,
    pub tried: Vec<(Formulation, f64)>,
}

/// Tries each formulation's `bits` until one keeps `claim`.
pub fn choose_trial(
    claim: f64,
    mut bits: impl FnMut(Formulation) -> Result<f64, String>,
) -> Result<TrialChoice, String> {
    let mut tried = Vec::new();
    for f in FORMULATIONS {
        let b = bits(f)?;
        tried.push((f, b));
        if b >= claim {
            return Ok(TrialChoice {
                chosen: Some(f),
                tried,
            });
        }
    }
    Ok(TrialChoice {
        chosen: None,
        tried,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cheapest_form_keeping_the_claim_is_chosen_and_none_is_none() {
        let op = Operation::QdAdd;
        let claimed = op.claimed_bits::<f64>();
        let lavapipe_like = vec![
            (Formulation::Plain, Some(53.1)),
            (Formulation::Opaque, Some(52.2)),
            (Formulation::Selected, Some(213.4)),
        ];
        let c = Choice::from_bits(op, lavapipe_like, claimed);
        assert_eq!(c.chosen, Some(Formulation::Selected));
        let cuda_like = vec![
            (Formulation::Plain, Some(212.0)),
            (Formulation::Opaque, Some(212.0)),
        ];
        assert_eq!(
            Choice::from_bits(op, cuda_like, claimed).chosen,
            Some(Formulation::Plain)
        );
        let exact = vec![(Formulation::Plain, None)];
        assert_eq!(
            Choice::from_bits(op, exact, claimed).chosen,
            Some(Formulation::Plain)
        );
        let broken = vec![
            (Formulation::Plain, Some(53.0)),
            (Formulation::Selected, Some(105.0)),
        ];
        assert_eq!(Choice::from_bits(op, broken, claimed).chosen, None);
    }

    #[test]
    fn names_round_trip_and_the_integer_one_is_not_offered() {
        for f in FORMULATIONS {
            assert_eq!(formulation(f.name()), Some(f));
        }
        assert_eq!(formulation("integer"), None);
    }
}
