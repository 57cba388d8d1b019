//! What each API states: one row per API and function, for each of binary16, binary32 and
//! binary64, as transcribed from the sources [`super`] lists.

use super::super::Function;
use crate::simulated::{Format, BINARY16, BINARY32, BINARY64};
use std::f64::consts::PI;

/// An API whose accuracy envelope fpsig checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Api {
    Vulkan,
    Gl,
    Wgsl,
    MetalPrecise,
    MetalFast,
    D3d,
    Cuda,
    OpenCl,
}

impl Api {
    pub const ALL: [Api; 8] = [
        Api::Vulkan,
        Api::Gl,
        Api::Wgsl,
        Api::MetalPrecise,
        Api::MetalFast,
        Api::D3d,
        Api::Cuda,
        Api::OpenCl,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Api::Vulkan => "vulkan",
            Api::Gl => "gl",
            Api::Wgsl => "wgsl",
            Api::MetalPrecise => "metal-precise",
            Api::MetalFast => "metal-fast",
            Api::D3d => "d3d",
            Api::Cuda => "cuda",
            Api::OpenCl => "opencl",
        }
    }

    /// Whether intervals are rounded outward to the format (the graphics APIs' conformance
    /// suites) or checked as written.
    pub fn outward(self) -> bool {
        matches!(self, Api::Vulkan | Api::Gl | Api::Wgsl)
    }
}

/// One API's promise for one function.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Bound {
    /// The correctly rounded result.
    CorrectlyRounded,
    /// At most `n` ulp from the correctly rounded result (CUDA's measure).
    FromRounded(u32),
    /// `|r − exact| ≤ n·ulp(exact)`.
    Ulps(f64),
    /// `n` ulp where the divisor (`y` of x/y, `x` of 1/x) has magnitude in [2^-126, 2^126];
    /// no bound elsewhere.
    DivisionUlps(f64),
    /// `(base + slope·|x|)` ulp.
    UlpsGrowing { base: f64, slope: f64 },
    /// `3 + floor(|2x|)` ulp (Metal's fast exp).
    UlpsPlusFloorTwiceX,
    /// Absolute error inside [-π, π], no bound outside.
    AbsoluteInsidePi(f64),
    /// Absolute error `abs` for `|x| ≤ limit`, no bound outside.
    AbsoluteWithin { abs: f64, limit: f64 },
    /// `|r − exact| ≤ rel·|exact|`.
    Relative(f64),
    /// Absolute error `abs` inside [0.5, 2], `ulps` outside.
    LogLike { abs: f64, ulps: f64 },
    /// Composed from the bounds of the operations it is defined by.
    Inherited(Composition),
    /// The API states no bound.
    Unstated,
    /// The API has no such function in the format (why).
    Absent(&'static str),
    /// The API states a bound that fpsig has not transcribed.
    NotTranscribed,
}

/// A function defined by an expression of others.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Composition {
    /// `1.0 / inversesqrt(x)`: inversesqrt `rsqrt` ulp, division `div` ulp.
    RecipOfInverseSqrt { rsqrt: f64, div: f64 },
    /// `x * rsqrt(x)` (Metal fast), rsqrt `rsqrt` ulp, × correctly rounded.
    TimesInverseSqrt { rsqrt: f64 },
    /// `sin(x) / cos(x)`, both absolute `abs` inside [-π, π], division `div` ulp.
    SinOverCos { abs: f64, div: f64 },
    /// `sin(x) * (1.0 / cos(x))` (Metal fast), recip `recip` ulp.
    SinTimesRecipCos { abs: f64, recip: f64 },
    /// `exp2(y * log2(x))` with log2 as [`Bound::LogLike`] and exp2 as `exp` (`base + 2|m|`
    /// ulp, or Metal's `base + floor(|2m|)`).
    Exp2OfLog2 {
        log_abs: f64,
        log_ulps: f64,
        exp_base: f64,
        metal_exp: bool,
    },
    /// `x * y + z`, each operation correctly rounded.
    MulThenAdd,
    /// HLSL's `exp(x)`: the `exp` instruction (2^m, relative error `rel`) of `m = x·log2(e)`,
    /// the constant either binary32 neighbour of log2(e) and the product rounded either way.
    D3dExp { rel: f64 },
    /// HLSL's `log(x)`: the `log` instruction (log2; absolute error `rel` inside [0.5, 2],
    /// relative `rel` outside) times ln(2), the constant and the product as in [`D3dExp`].
    D3dLog { rel: f64 },
    /// HLSL's `pow(x, y)`: `exp(y·log(x))` with the `log` and `exp` instructions' bounds, the
    /// product rounded either way.
    D3dPow { rel: f64 },
    /// HLSL's `mad`: fused or not, each rounding either way.
    D3dMad,
}

/// One format's column of Vulkan's precision table (GLSL's and WGSL's copy it): exp's constant
/// term in ulps, log's absolute error on [0.5, 2], and sin's and cos's absolute error on
/// [-π, π] (`None` where the API leaves trigonometry unstated).
#[derive(Debug, Clone, Copy)]
struct VulkanColumn {
    exp_base: f64,
    log_abs: f64,
    trig_abs: Option<f64>,
}

/// The binary32 column (Vulkan, WGSL; GL without trigonometry).
const SINGLE: VulkanColumn = VulkanColumn {
    exp_base: 3.0,
    log_abs: 1.0 / (1u64 << 21) as f64,
    trig_abs: Some(1.0 / 2048.0),
};

/// The bound of `f` in a column of Vulkan's table: ÷ 2.5 ulp for divisors in the normal range,
/// inversesqrt 2 ulp, exp `base + 2|x|` ulp, log 3 ulp or absolute near 1, sin and cos
/// absolute, and sqrt, tan, pow and fma inherited from 1/inversesqrt, sin/cos, exp2(y·log2 x)
/// and x*y + z.
fn vulkan_row(column: VulkanColumn, f: Function) -> Bound {
    use Bound::*;
    use Function::*;
    match (f, column.trig_abs) {
        (Div | Recip, _) => DivisionUlps(2.5),
        (Sqrt, _) => Inherited(Composition::RecipOfInverseSqrt {
            rsqrt: 2.0,
            div: 2.5,
        }),
        (InverseSqrt, _) => Ulps(2.0),
        (Exp, _) => UlpsGrowing {
            base: column.exp_base,
            slope: 2.0,
        },
        (Log, _) => LogLike {
            abs: column.log_abs,
            ulps: 3.0,
        },
        (Sin | Cos, Some(abs)) => AbsoluteInsidePi(abs),
        (Tan, Some(abs)) => Inherited(Composition::SinOverCos { abs, div: 2.5 }),
        (Sin | Cos | Tan, None) => Unstated,
        (Pow, _) => Inherited(Composition::Exp2OfLog2 {
            log_abs: column.log_abs,
            log_ulps: 3.0,
            exp_base: column.exp_base,
            metal_exp: false,
        }),
        (Fma, _) => Inherited(Composition::MulThenAdd),
    }
}

/// The bound `api` states for `f` in `format` (binary16, binary32 or binary64).
pub fn bound(api: Api, format: Format, f: Function) -> Bound {
    match format {
        BINARY16 => half(api, f),
        BINARY32 => single(api, f),
        BINARY64 => double(api, f),
        other => unreachable!("no API states bounds in {other:?}"),
    }
}

fn single(api: Api, f: Function) -> Bound {
    use Bound::*;
    use Function::*;
    const TWO_M13: f64 = 1.0 / 8192.0;
    const TWO_M21: f64 = 1.0 / (1u64 << 21) as f64;
    const TWO_M22: f64 = 1.0 / (1u64 << 22) as f64;
    match api {
        Api::Vulkan | Api::Wgsl => vulkan_row(SINGLE, f),
        Api::Gl => vulkan_row(
            VulkanColumn {
                trig_abs: None,
                ..SINGLE
            },
            f,
        ),
        Api::MetalPrecise => match f {
            Div | Recip | Sqrt | InverseSqrt | Fma => CorrectlyRounded,
            Exp | Log | Sin | Cos => Ulps(4.0),
            Tan => Ulps(6.0),
            Pow => Ulps(16.0),
        },
        Api::MetalFast => match f {
            Div => DivisionUlps(2.5),
            Recip => DivisionUlps(1.0),
            Sqrt => Inherited(Composition::TimesInverseSqrt { rsqrt: 2.0 }),
            InverseSqrt => Ulps(2.0),
            Exp => UlpsPlusFloorTwiceX,
            Log => LogLike {
                abs: TWO_M21,
                ulps: 3.0,
            },
            Sin | Cos => AbsoluteInsidePi(TWO_M13),
            Tan => Inherited(Composition::SinTimesRecipCos {
                abs: TWO_M13,
                recip: 1.0,
            }),
            Pow => Inherited(Composition::Exp2OfLog2 {
                log_abs: TWO_M22,
                log_ulps: 2.0,
                exp_base: 3.0,
                metal_exp: true,
            }),
            Fma => CorrectlyRounded,
        },
        Api::D3d => match f {
            Recip | InverseSqrt => Relative(TWO_M21),
            Sqrt => Ulps(1.0),
            Sin | Cos => AbsoluteWithin {
                abs: 0.0008,
                limit: 100.0 * PI,
            },
            Exp => Inherited(Composition::D3dExp { rel: TWO_M21 }),
            Log => Inherited(Composition::D3dLog { rel: TWO_M21 }),
            Pow => Inherited(Composition::D3dPow { rel: TWO_M21 }),
            Fma => Inherited(Composition::D3dMad),
            Div | Tan => Unstated,
        },
        Api::Cuda => match f {
            Div | Recip | Sqrt | Fma => CorrectlyRounded,
            InverseSqrt | Exp | Sin | Cos => FromRounded(2),
            Log => FromRounded(1),
            Tan | Pow => FromRounded(4),
        },
        Api::OpenCl => match f {
            Div | Recip => Ulps(2.5),
            Sqrt => Ulps(3.0),
            InverseSqrt => Ulps(2.0),
            Exp | Log => Ulps(3.0),
            Sin | Cos => Ulps(4.0),
            Tan => Ulps(5.0),
            Pow => Ulps(16.0),
            Fma => CorrectlyRounded,
        },
    }
}

fn half(api: Api, f: Function) -> Bound {
    use Bound::*;
    use Function::*;
    const TWO_M7: f64 = 1.0 / 128.0;
    match api {
        Api::Vulkan | Api::Wgsl => vulkan_row(
            VulkanColumn {
                exp_base: 1.0,
                log_abs: TWO_M7,
                trig_abs: Some(TWO_M7),
            },
            f,
        ),
        Api::Gl => Absent("GLSL has no 16-bit floating-point type"),
        Api::MetalPrecise | Api::MetalFast => match f {
            Div | Recip | Sqrt | InverseSqrt | Fma => CorrectlyRounded,
            Exp | Log | Sin | Cos | Tan => Ulps(1.0),
            Pow => Unstated,
        },
        Api::D3d => NotTranscribed,
        Api::Cuda => match f {
            Div | Recip | Sqrt | Fma => CorrectlyRounded,
            _ => Unstated,
        },
        Api::OpenCl => match f {
            Div | Recip | InverseSqrt => Ulps(1.0),
            Sqrt => Ulps(1.5),
            Exp | Log | Sin | Cos => Ulps(2.0),
            Tan => Ulps(2.25),
            Pow => Ulps(4.0),
            Fma => CorrectlyRounded,
        },
    }
}

fn double(api: Api, f: Function) -> Bound {
    use Bound::*;
    use Function::*;
    match api {
        Api::Vulkan | Api::Gl => match f {
            Exp | Log | Sin | Cos | Tan | Pow => Absent("no 64-bit exp, log, sin, cos, tan or pow"),
            // "At least that of single precision": the binary32 rows, in binary64 ulps.
            Div | Recip | Sqrt | InverseSqrt | Fma => vulkan_row(SINGLE, f),
        },
        Api::Wgsl => Absent("WGSL has no binary64 type (f64 in naga is a native-only extension)"),
        Api::MetalPrecise | Api::MetalFast => Absent("MSL has no double type"),
        Api::D3d => NotTranscribed,
        Api::Cuda => match f {
            Div | Recip | Sqrt | Fma => CorrectlyRounded,
            InverseSqrt | Exp | Log => FromRounded(1),
            Sin | Cos | Tan | Pow => FromRounded(2),
        },
        Api::OpenCl => match f {
            Div | Recip | Sqrt | Fma => CorrectlyRounded,
            InverseSqrt => Ulps(2.0),
            Exp | Log => Ulps(3.0),
            Sin | Cos => Ulps(4.0),
            Tan => Ulps(5.0),
            Pow => Ulps(16.0),
        },
    }
}

/// exp2's bound in ulps over exponents up to `m` in magnitude, in an [`Composition::Exp2OfLog2`]:
/// `base + 2|m|`, or Metal's `base + floor(|2m|)`.
pub fn exp2_ulps(base: f64, metal_exp: bool, m: f64) -> f64 {
    if metal_exp {
        base + (2.0 * m).floor()
    } else {
        base + 2.0 * m
    }
}
