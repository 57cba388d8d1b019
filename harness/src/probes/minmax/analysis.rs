//! From the device's answers to the findings: which rule each property follows, read from the
//! results alone (bit patterns, signs of zeros), every result kept in the evidence.

use super::evidence::{
    ClampNan, NanRule, SubnormalRule, ZeroRule, CLAMP_NAN, NAN_RULE, SUBNORMAL_RULE, ZERO_RULE,
};
use super::queries::{call, query, shown, Answers, Op};
use crate::signature::{Finding, Layer};
use std::collections::BTreeMap;

pub const TEST_NAN: &str = "min/max with one NaN operand, on either side";
pub const TEST_ZEROS: &str = "min/max of -0 and +0, in both orders";
pub const TEST_SUBNORMALS: &str = "min/max of subnormals, with zero and with normal numbers";
pub const TEST_CLAMP: &str = "clamp(x, lo, hi) with a NaN x, signed zeros and a subnormal x";

/// Each result of `calls` as `call = result`, for the evidence.
fn results(a: &Answers, calls: &[(Op, &str)]) -> BTreeMap<String, String> {
    calls
        .iter()
        .map(|&(op, name)| (call(op, &query(name)), shown(a.get(op, name))))
        .collect()
}

/// `min(NaN, 1) = 1, …` of `calls`.
fn listed(a: &Answers, calls: &[(Op, &str)]) -> String {
    calls
        .iter()
        .map(|&(op, name)| format!("{} = {}", call(op, &query(name)), shown(a.get(op, name))))
        .collect::<Vec<_>>()
        .join(", ")
}

fn same_bits(x: f32, y: f32) -> bool {
    x.to_bits() == y.to_bits()
}

/// A NaN operand: the result is a NaN (`Some(false)`), the number (`Some(true)`), or neither.
fn gave_number(a: &Answers, op: Op, name: &str) -> Option<bool> {
    let q = query(name);
    let number = if q.a.is_nan() { q.b } else { q.a };
    let r = a.get(op, name);
    match () {
        _ if r.is_nan() => Some(false),
        _ if same_bits(r, number) => Some(true),
        _ => None,
    }
}

const NAN_FIRST: [&str; 2] = ["nan_first", "nan_first_negative"];
const NAN_SECOND: [&str; 2] = ["nan_second", "nan_second_negative"];

pub fn nan(a: &Answers) -> Finding {
    let side = |op, names: [&str; 2]| {
        let [x, y] = names.map(|n| gave_number(a, op, n));
        (x == y).then_some(x).flatten()
    };
    let sides: Vec<(Option<bool>, Option<bool>)> = [Op::Min, Op::Max]
        .into_iter()
        .map(|op| (side(op, NAN_FIRST), side(op, NAN_SECOND)))
        .collect();
    let rule = if sides.iter().all(|&s| s == (Some(true), Some(true))) {
        NanRule::Number
    } else if sides.iter().all(|&s| s == (Some(false), Some(false))) {
        NanRule::Propagates
    } else if sides
        .iter()
        .all(|&(x, y)| x.is_some() && y.is_some() && x != y)
    {
        NanRule::BySide
    } else {
        NanRule::Mixed
    };
    let calls: Vec<(Op, &str)> = [Op::Min, Op::Max]
        .into_iter()
        .flat_map(|op| [(op, "nan_first"), (op, "nan_second")])
        .collect();
    let said = listed(a, &calls);
    let verdict = match rule {
        NanRule::Number => {
            format!("the number is returned (IEEE 754-2008 minNum/maxNum, C's fmin/fmax): {said}")
        }
        NanRule::Propagates => {
            format!("NaN propagates (IEEE 754-2019 minimum/maximum): {said}")
        }
        NanRule::BySide => format!("the NaN's place decides (a compare and select): {said}"),
        NanRule::Mixed => format!("neither the number nor NaN throughout: {said}"),
    };
    let mut all = calls.clone();
    all.extend([Op::Min, Op::Max].map(|op| (op, "nan_first_negative")));
    all.extend([Op::Min, Op::Max].map(|op| (op, "nan_second_negative")));
    all.extend([Op::Min, Op::Max].map(|op| (op, "nan_both")));
    let finding = Finding::new(TEST_NAN, verdict, Layer::Execution).with(
        "results",
        serde_json::to_value(results(a, &all)).expect("plain data"),
    );
    NAN_RULE.put(finding, rule)
}

const ZERO_CALLS: [(Op, &str); 4] = [
    (Op::Min, "zeros_negative_first"),
    (Op::Min, "zeros_positive_first"),
    (Op::Max, "zeros_negative_first"),
    (Op::Max, "zeros_positive_first"),
];

pub fn zeros(a: &Answers) -> Finding {
    let got: Vec<String> = ZERO_CALLS
        .iter()
        .map(|&(op, name)| shown(a.get(op, name)))
        .collect();
    let got: Vec<&str> = got.iter().map(String::as_str).collect();
    let rule = match got.as_slice() {
        ["-0", "-0", "+0", "+0"] => ZeroRule::Ordered,
        ["-0", "+0", "-0", "+0"] => ZeroRule::First,
        ["+0", "-0", "+0", "-0"] => ZeroRule::Second,
        _ => ZeroRule::Mixed,
    };
    let said = listed(a, &ZERO_CALLS);
    let verdict = match rule {
        ZeroRule::Ordered => format!("-0 below +0 in either order (IEEE 754-2019): {said}"),
        ZeroRule::First => format!("equal zeros give the first operand: {said}"),
        ZeroRule::Second => format!("equal zeros give the second operand: {said}"),
        ZeroRule::Mixed => format!("neither order nor operand place: {said}"),
    };
    let finding = Finding::new(TEST_ZEROS, verdict, Layer::Execution).with(
        "results",
        serde_json::to_value(results(a, &ZERO_CALLS)).expect("plain data"),
    );
    ZERO_RULE.put(finding, rule)
}

const SUBNORMAL_CALLS: [(Op, &str); 7] = [
    (Op::Min, "subnormals"),
    (Op::Max, "subnormals"),
    (Op::Min, "subnormals_negative"),
    (Op::Max, "subnormals_negative"),
    (Op::Min, "subnormal_and_one"),
    (Op::Max, "subnormal_above_zero"),
    (Op::Max, "negative_subnormal_and_minus_one"),
];

/// What IEEE 754 gives for `op` of query `name` (no NaN, no equal zeros among these).
fn exact(op: Op, name: &str) -> f32 {
    let q = query(name);
    match op {
        Op::Min => q.a.min(q.b),
        Op::Max => q.a.max(q.b),
        Op::Clamp => q.a.max(q.b).min(q.c),
    }
}

pub fn subnormals(a: &Answers) -> Finding {
    // A zero result where an operand is zero fits both a flush and a compare as zero.
    let (mut exact_n, mut zeros, mut either, mut misordered) = (0, 0, 0, 0);
    let mut wrong = Vec::new();
    for &(op, name) in &SUBNORMAL_CALLS {
        let (r, e, q) = (a.get(op, name), exact(op, name), query(name));
        if same_bits(r, e) {
            exact_n += 1;
            continue;
        }
        wrong.push((op, name));
        let operand = same_bits(r, q.a) || same_bits(r, q.b);
        match (r == 0.0, operand) {
            (true, true) => either += 1,
            (true, false) => zeros += 1,
            (false, true) => misordered += 1,
            (false, false) => {}
        }
    }
    // Every result explained: exact, or what the rule gives.
    let explained = exact_n + either + zeros + misordered == SUBNORMAL_CALLS.len();
    let rule = match (wrong.is_empty(), explained, zeros, misordered) {
        (true, _, _, _) => SubnormalRule::Kept,
        (false, true, 1.., 0) => SubnormalRule::Flushed,
        (false, true, 0, 1..) => SubnormalRule::ComparedAsZero,
        _ => SubnormalRule::Mixed,
    };
    let verdict = match rule {
        SubnormalRule::Kept => format!("kept and ordered: {}", listed(a, &SUBNORMAL_CALLS)),
        SubnormalRule::Flushed => {
            format!("subnormal results flushed to zero: {}", listed(a, &wrong))
        }
        SubnormalRule::ComparedAsZero => format!(
            "compared as zeros, returned unflushed: {}",
            listed(a, &wrong)
        ),
        SubnormalRule::Mixed => format!("neither kept nor flushed: {}", listed(a, &wrong)),
    };
    let finding = Finding::new(TEST_SUBNORMALS, verdict, Layer::Execution).with(
        "results",
        serde_json::to_value(results(a, &SUBNORMAL_CALLS)).expect("plain data"),
    );
    SUBNORMAL_RULE.put(finding, rule)
}

const CLAMP_CALLS: [(Op, &str); 7] = [
    (Op::Clamp, "nan_first"),
    (Op::Clamp, "nan_first_negative"),
    (Op::Clamp, "zeros_negative_first"),
    (Op::Clamp, "zeros_positive_first"),
    (Op::Clamp, "subnormal_above_zero"),
    (Op::Clamp, "negative_subnormal_and_minus_one"),
    (Op::Clamp, "ordinary"),
];

pub fn clamp(a: &Answers) -> Finding {
    let of = |name: &str| {
        let (r, q) = (a.get(Op::Clamp, name), query(name));
        match () {
            _ if r.is_nan() => ClampNan::Nan,
            _ if same_bits(r, q.b) => ClampNan::Low,
            _ if same_bits(r, q.c) => ClampNan::High,
            _ => ClampNan::Mixed,
        }
    };
    let rule = match (of("nan_first"), of("nan_first_negative")) {
        (x, y) if x == y => x,
        _ => ClampNan::Mixed,
    };
    let head = match rule {
        ClampNan::Nan => "a NaN x gives NaN",
        ClampNan::Low => "a NaN x gives lo",
        ClampNan::High => "a NaN x gives hi",
        ClampNan::Mixed => "a NaN x gives neither NaN nor one bound",
    };
    let verdict = format!("{head}: {}", listed(a, &CLAMP_CALLS));
    let finding = Finding::new(TEST_CLAMP, verdict, Layer::Execution).with(
        "results",
        serde_json::to_value(results(a, &CLAMP_CALLS)).expect("plain data"),
    );
    CLAMP_NAN.put(finding, rule)
}
