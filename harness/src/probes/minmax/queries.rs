//! The operand triples `(a, b, c)` the kernel gets: each gives `min(a, b)`, `max(a, b)` and
//! `clamp(a, b, c)`. Every operand is a binary32 value, as the buffer holds it.

/// A quiet NaN.
pub const NAN: f32 = f32::NAN;
/// The smallest positive subnormal, 2^-149, and its double.
pub const SUB: f32 = f32::from_bits(1);
pub const SUB2: f32 = f32::from_bits(2);

/// One triple, named as the evidence names its results.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Query {
    pub name: &'static str,
    pub a: f32,
    pub b: f32,
    pub c: f32,
}

const fn q(name: &'static str, a: f32, b: f32, c: f32) -> Query {
    Query { name, a, b, c }
}

/// The queries, in buffer order.
pub const QUERIES: [Query; 13] = [
    q("nan_first", NAN, 1.0, 2.0),
    q("nan_second", 1.0, NAN, 2.0),
    q("nan_first_negative", NAN, -1.0, 2.0),
    q("nan_second_negative", -1.0, NAN, 2.0),
    q("nan_both", NAN, NAN, NAN),
    q("zeros_negative_first", -0.0, 0.0, 1.0),
    q("zeros_positive_first", 0.0, -0.0, 1.0),
    q("subnormals", SUB, SUB2, 1.0),
    q("subnormals_negative", -SUB2, -SUB, 1.0),
    q("subnormal_and_one", SUB, 1.0, 2.0),
    q("subnormal_above_zero", SUB, 0.0, 1.0),
    q("negative_subnormal_and_minus_one", -SUB, -1.0, 1.0),
    q("ordinary", 1.5, 1.0, 2.0),
];

/// The query named `name`.
pub fn query(name: &str) -> Query {
    *QUERIES
        .iter()
        .find(|q| q.name == name)
        .expect("a query of the list")
}

/// One operation's result on every query: `min`, `max` or `clamp`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Min,
    Max,
    Clamp,
}

/// What the device answered: three results per query, in buffer order.
pub struct Answers<'a> {
    pub out: &'a [f32],
}

impl Answers<'_> {
    pub fn get(&self, op: Op, name: &str) -> f32 {
        let i = QUERIES
            .iter()
            .position(|q| q.name == name)
            .expect("a query of the list");
        self.out[3 * i + op as usize]
    }
}

/// `x` as a person reads it: `NaN`, `-0`, `+0`, `2^-149`, or the decimal.
pub fn shown(x: f32) -> String {
    if x.is_nan() {
        "NaN".into()
    } else if x == 0.0 {
        if x.is_sign_negative() { "-0" } else { "+0" }.into()
    } else if x.abs() == SUB {
        format!("{}2^-149", if x < 0.0 { "-" } else { "" })
    } else if x.abs() == SUB2 {
        format!("{}2^-148", if x < 0.0 { "-" } else { "" })
    } else {
        format!("{x}")
    }
}

/// `op(a, b)` or `clamp(a, b, c)` as the evidence writes it.
pub fn call(op: Op, q: &Query) -> String {
    match op {
        Op::Min => format!("min({}, {})", shown(q.a), shown(q.b)),
        Op::Max => format!("max({}, {})", shown(q.a), shown(q.b)),
        Op::Clamp => format!("clamp({}, {}, {})", shown(q.a), shown(q.b), shown(q.c)),
    }
}
