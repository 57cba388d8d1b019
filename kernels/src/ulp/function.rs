//! The function a map kernel evaluates, chosen at compile time (or, for the judging kernels,
//! known at run time), and its evaluation in a float type.

use cubecl::prelude::*;

pub const DIV: u32 = 0;
pub const RECIP: u32 = 1;
pub const SQRT: u32 = 2;
pub const INVERSE_SQRT: u32 = 3;
pub const EXP: u32 = 4;
pub const LOG: u32 = 5;
pub const SIN: u32 = 6;
pub const COS: u32 = 7;
pub const TAN: u32 = 8;
pub const POW: u32 = 9;
pub const FMA: u32 = 10;
/// The operands themselves: let the host check that it regenerates the device's operands.
pub const OPERAND_X: u32 = 11;
pub const OPERAND_Y: u32 = 12;
pub const OPERAND_Z: u32 = 13;

/// `f(x, y, z)` for the function `f` (unary functions ignore `y` and `z`), in `F`.
#[cube]
pub(crate) fn evaluate<F: Float>(x: F, y: F, z: F, #[comptime] f: u32) -> F {
    let mut r = x;
    if f == crate::ulp::function::DIV {
        r = x / y;
    } else if f == crate::ulp::function::RECIP {
        r = x.recip();
    } else if f == crate::ulp::function::SQRT {
        r = x.sqrt();
    } else if f == crate::ulp::function::INVERSE_SQRT {
        r = x.inverse_sqrt();
    } else if f == crate::ulp::function::EXP {
        r = x.exp();
    } else if f == crate::ulp::function::LOG {
        r = x.ln();
    } else if f == crate::ulp::function::SIN {
        r = x.sin();
    } else if f == crate::ulp::function::COS {
        r = x.cos();
    } else if f == crate::ulp::function::TAN {
        r = x.tan();
    } else if f == crate::ulp::function::POW {
        r = x.powf(y);
    } else if f == crate::ulp::function::FMA {
        r = fma(x, y, z);
    } else if f == crate::ulp::function::OPERAND_Y {
        r = y;
    } else if f == crate::ulp::function::OPERAND_Z {
        r = z;
    }
    r
}

/// `f(x)` in `F` for a unary function `f` known only at run time: [`evaluate`] in each
/// branch (`x` itself for any other `f`). Without `transcendental`, only 1/x, √ and rsqrt have a
/// branch: SPIR-V's GLSL.std.450 has exp, log, sin, cos and tan for 16- and 32-bit floats only,
/// and NVIDIA's Vulkan compiler rejects a kernel that names a 64-bit one, even on a branch never
/// taken.
#[cube]
pub(crate) fn evaluate_unary<F: Float>(x: F, f: u32, #[comptime] transcendental: bool) -> F {
    let mut r = x;
    if f == crate::ulp::function::RECIP {
        r = evaluate::<F>(x, x, x, crate::ulp::function::RECIP);
    } else if f == crate::ulp::function::SQRT {
        r = evaluate::<F>(x, x, x, crate::ulp::function::SQRT);
    } else if f == crate::ulp::function::INVERSE_SQRT {
        r = evaluate::<F>(x, x, x, crate::ulp::function::INVERSE_SQRT);
    }
    if transcendental {
        if f == crate::ulp::function::EXP {
            r = evaluate::<F>(x, x, x, crate::ulp::function::EXP);
        } else if f == crate::ulp::function::LOG {
            r = evaluate::<F>(x, x, x, crate::ulp::function::LOG);
        } else if f == crate::ulp::function::SIN {
            r = evaluate::<F>(x, x, x, crate::ulp::function::SIN);
        } else if f == crate::ulp::function::COS {
            r = evaluate::<F>(x, x, x, crate::ulp::function::COS);
        } else if f == crate::ulp::function::TAN {
            r = evaluate::<F>(x, x, x, crate::ulp::function::TAN);
        }
    }
    r
}
