//! The minmax findings' tokens, from their typed rules.

use super::evidence::{ClampNan, NanRule, SubnormalRule, ZeroRule};
use super::evidence::{CLAMP_NAN, NAN_RULE, SUBNORMAL_RULE, ZERO_RULE};
use crate::shown::{token, Class, Shown, Token, PLAIN};
use crate::signature::Finding;

pub const SHOWN: Shown = Shown {
    token: rule_token,
    ..PLAIN
};

fn rule_token(f: &Finding) -> Option<Token> {
    use Class::*;
    if let Ok(rule) = NAN_RULE.get(f) {
        return Some(match rule {
            NanRule::Number => token("number", Ieee),
            NanRule::Propagates => token("NaN", Ieee),
            NanRule::BySide => token("by place", Near),
            NanRule::Mixed => token("mixed", Off),
        });
    }
    if let Ok(rule) = ZERO_RULE.get(f) {
        return Some(match rule {
            ZeroRule::Ordered => token("-0 < +0", Ieee),
            ZeroRule::First => token("first", Near),
            ZeroRule::Second => token("second", Near),
            ZeroRule::Mixed => token("mixed", Off),
        });
    }
    if let Ok(rule) = SUBNORMAL_RULE.get(f) {
        return Some(match rule {
            SubnormalRule::Kept => token("kept", Ieee),
            SubnormalRule::Flushed => token("flush", Near),
            SubnormalRule::ComparedAsZero => token("compared as 0", Near),
            SubnormalRule::Mixed => token("mixed", Off),
        });
    }
    let rule = CLAMP_NAN.get(f).ok()?;
    Some(match rule {
        ClampNan::Nan => token("NaN → NaN", Ieee),
        ClampNan::Low => token("NaN → lo", Near),
        ClampNan::High => token("NaN → hi", Near),
        ClampNan::Mixed => token("NaN → mixed", Off),
    })
}
