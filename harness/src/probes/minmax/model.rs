//! Simulated `min`/`max`/`clamp` units, each a choice of NaN rule, zero rule and subnormal
//! rule: the answers the analysis is tested on, so that each verdict is shown to detect what
//! it claims.

use super::queries::QUERIES;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Nan {
    /// The other operand.
    Number,
    /// A NaN.
    Propagate,
    /// `a < b ? a : b` for min, `a > b ? a : b` for max: a NaN compares false, so the second
    /// operand comes back.
    Select,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Zeros {
    Ordered,
    First,
    Second,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subnormals {
    Kept,
    /// Operands and results flushed to zeros of their sign.
    Flushed,
    /// Operands compared as zeros, returned as they are.
    ComparedAsZero,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unit {
    pub nan: Nan,
    pub zeros: Zeros,
    pub subnormals: Subnormals,
}

fn flushed(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

impl Unit {
    /// `min` (`lesser`) or `max` of `a` and `b`.
    fn pick(self, a: f32, b: f32, lesser: bool) -> f32 {
        let compared = |x: f32| match self.subnormals {
            Subnormals::Kept => x,
            _ => flushed(x),
        };
        let (ca, cb) = (compared(a), compared(b));
        let result = if ca.is_nan() || cb.is_nan() {
            match self.nan {
                Nan::Number if ca.is_nan() => b,
                Nan::Number => a,
                Nan::Propagate => f32::NAN,
                Nan::Select => b,
            }
        } else if ca == cb {
            match self.zeros {
                Zeros::First => a,
                Zeros::Second => b,
                Zeros::Ordered if ca == 0.0 && a.is_sign_negative() != b.is_sign_negative() => {
                    if a.is_sign_negative() == lesser {
                        a
                    } else {
                        b
                    }
                }
                Zeros::Ordered => a,
            }
        } else if (ca < cb) == lesser {
            a
        } else {
            b
        };
        match self.subnormals {
            Subnormals::Flushed => flushed(result),
            _ => result,
        }
    }

    /// The kernel's output for every query: min, max, clamp = min(max(a, b), c).
    pub fn answers(self) -> Vec<f32> {
        QUERIES
            .iter()
            .flat_map(|q| {
                let clamp = self.pick(self.pick(q.a, q.b, false), q.c, true);
                [self.pick(q.a, q.b, true), self.pick(q.a, q.b, false), clamp]
            })
            .collect()
    }
}

/// Every unit of the three rules.
pub fn every_unit() -> Vec<Unit> {
    let mut units = Vec::new();
    for nan in [Nan::Number, Nan::Propagate, Nan::Select] {
        for zeros in [Zeros::Ordered, Zeros::First, Zeros::Second] {
            for subnormals in [
                Subnormals::Kept,
                Subnormals::Flushed,
                Subnormals::ComparedAsZero,
            ] {
                units.push(Unit {
                    nan,
                    zeros,
                    subnormals,
                });
            }
        }
    }
    units
}
