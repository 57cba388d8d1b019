//! Float-float operators on a Vulkan backend (lavapipe in CI): forced to reject every float
//! formulation, the choice falls to the integer one, which must then meet every bound, so the
//! integer path is measured and never a stub; and the plain formulations' failure on a driver
//! that folds `(a+b)-a` is visible in the accuracy, not hidden.

use crate::harness::{Test, TestParameters, VULKAN};
use fpsig_backends::Backend;

use fpsig_harness::ff::accuracy::measure;
use fpsig_harness::ff::choice::{self_test, Tested, Validation};
use fpsig_harness::ff::operands::Operands;
use fpsig_harness::ff::run::evaluate;
use fpsig_harness::ff::{Formulation, Operator};

fn with_every_float_formulation_rejected_the_integer_path_meets_the_bounds(backend: &Backend) {
    let mut test = self_test::<f32>(backend).expect("self-test runs");
    let rejected = match test[&(Operator::TwoSum, Formulation::Plain)].clone() {
        Tested::Measured(mut a) => {
            a.violations = a.violations.max(1);
            Tested::Measured(a)
        }
        other => panic!("plain TwoSum was measured: {other:?}"),
    };
    for ((_, form), tested) in test.iter_mut() {
        if *form != Formulation::Integer {
            *tested = rejected.clone();
        }
    }
    let v = Validation::from_self_test(&test);
    for op in Operator::ALL {
        if op == Operator::Mul22Fma {
            // It calls fma itself; with no float formulation trusted, fma is not known fused.
            assert!(v.choose(op, None).is_err());
            continue;
        }
        assert_eq!(v.choose(op, None), Ok(Formulation::Integer), "{op:?}");
        let operands = Operands::<f32>::generate(op, 1 << 16);
        let r = evaluate(backend, op, Formulation::Integer, &operands).expect("runs");
        let a = &measure(op, &operands, &[&r])[0];
        assert_eq!(a.violations, 0, "{op:?}: {a:?}");
        if let Some(bound) = op.bound().bits(24) {
            let measured = if op == Operator::Add22Seed {
                a.bits_to_operands()
            } else {
                a.bits()
            };
            assert!(measured.unwrap() >= bound, "{op:?}: {measured:?} < {bound}");
        } else {
            assert_eq!(a.bits(), None, "{op:?} is exact");
        }
    }
}

fn a_folded_plain_formulation_shows_in_the_accuracy(backend: &Backend) {
    let v = Validation::from_self_test(&self_test::<f32>(backend).expect("self-test runs"));
    let operands = Operands::<f32>::generate(Operator::Add22Accurate, 1 << 14);
    let plain = evaluate(
        backend,
        Operator::Add22Accurate,
        Formulation::Plain,
        &operands,
    )
    .expect("runs");
    let a = &measure(Operator::Add22Accurate, &operands, &[&plain])[0];
    let chosen = v
        .choose(Operator::Add22Accurate, None)
        .expect("some formulation validated");
    // Either the driver keeps the plain form exact and it is chosen, or it breaks it, the
    // accuracy says so, and another formulation is chosen.
    assert_eq!(
        a.violations == 0,
        chosen == Formulation::Plain,
        "plain: {} violations, chosen {chosen:?}",
        a.violations
    );
}

fn every_copy_form_of_the_bandwidth_floor_copies_every_word(backend: &Backend) {
    fpsig_harness::ff::timing::check_copy_forms(backend).expect("every form copies");
}

fn threads_striding_over_the_double_words_compute_what_one_per_thread_does(backend: &Backend) {
    for op in [Operator::Add22Seed, Operator::Mul22Seed] {
        let operands = Operands::<f32>::generate(op, (1 << 12) + 7);
        let one = evaluate(backend, op, Formulation::Integer, &operands).expect("runs");
        let striding = fpsig_harness::ff::run::evaluate_striding(
            backend,
            op,
            Formulation::Integer,
            &operands,
            256,
        )
        .expect("runs");
        let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&striding), bits(&one), "{op:?}");
    }
}

pub const TESTS: &[Test] = &[
    Test::Device(
        "with_every_float_formulation_rejected_the_integer_path_meets_the_bounds",
        TestParameters::on(VULKAN),
        with_every_float_formulation_rejected_the_integer_path_meets_the_bounds,
    ),
    Test::Device(
        "a_folded_plain_formulation_shows_in_the_accuracy",
        TestParameters::on(VULKAN),
        a_folded_plain_formulation_shows_in_the_accuracy,
    ),
    Test::Device(
        "every_copy_form_of_the_bandwidth_floor_copies_every_word",
        TestParameters::on(VULKAN),
        every_copy_form_of_the_bandwidth_floor_copies_every_word,
    ),
    Test::Device(
        "threads_striding_over_the_double_words_compute_what_one_per_thread_does",
        TestParameters::on(VULKAN),
        threads_striding_over_the_double_words_compute_what_one_per_thread_does,
    ),
];
