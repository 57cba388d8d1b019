//! Hard-to-round cases of elementary functions (the Table Maker's Dilemma) with Lefèvre's
//! L-algorithm, as seeds 002 and 004 deploy it: affine approximations of the function on
//! intervals J of N consecutive floats (rug, a Taylor polynomial per piece of the interval and
//! difference tables), the three filtering phases on a backend or on the CPU, and every
//! reported case re-checked with MPFR.
//!
//! Units: a *piece* is a run of inputs `x0 + t·u` (constant spacing `u`) whose values lie in
//! one binade `[2^E, 2^(E+1))`; there the function is scaled by `1/h`, `h = 2^(E−p)` (half an
//! ulp), so that every rounding breakpoint of every rounding mode (floats and midpoints) is an
//! integer. An HR-case is an input whose scaled value lies within `2^−p'` of an integer, i.e.
//! within `2^−(p'+1)` ulp of a breakpoint: at least `p'` identical bits follow the rounding bit.

pub mod approx;
pub mod catalogue;
pub mod check;
pub mod cpu;
pub mod domain;
pub mod exhaustive;
pub mod exhaustive_gpu;
pub mod frontier;
pub mod function;
pub mod generator;
pub mod gpu;
pub mod interval;
pub mod message;
pub mod parts;
pub mod piece;
pub mod pointwise;
pub mod search;
pub mod state;
pub mod units;
pub mod verify;
pub mod zone;

/// The Ks of a J (each holds N/8 of its points).
pub use fpsig_kernels::tmd::SUB_INTERVALS;
pub use function::Function;

use fpsig_backends::Capabilities;
use fpsig_kernels::tmd::MAX_LOG2_POINTS;
use rug::Float;

/// log2 of the seed's N (seed 002's tables are for 2^15 points per interval J).
pub const SEED_LOG2_POINTS: u32 = 15;

/// The fractional part of `v` as a 128-bit fixed-point value (rounded, modulo 1).
pub(crate) fn fraction128(v: &Float) -> u128 {
    let frac = Float::with_val(v.prec(), v - v.clone().floor());
    let scaled = (frac << 128u32).round();
    scaled.to_integer().expect("finite").to_u128_wrapping()
}

/// Binary interchange formats searched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Binary32,
    Binary64,
}

impl Format {
    pub const ALL: [Format; 2] = [Format::Binary32, Format::Binary64];

    pub fn name(self) -> &'static str {
        match self {
            Format::Binary32 => "binary32",
            Format::Binary64 => "binary64",
        }
    }

    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.name() == name)
    }

    /// Precision p, implicit bit included.
    pub fn precision(self) -> u32 {
        match self {
            Format::Binary32 => 24,
            Format::Binary64 => 53,
        }
    }

    /// Stored fraction bits.
    pub fn fraction_bits(self) -> u32 {
        self.precision() - 1
    }

    /// Exponent of the smallest normal binade.
    pub fn min_exponent(self) -> i32 {
        match self {
            Format::Binary32 => -126,
            Format::Binary64 => -1022,
        }
    }

    /// Exponent of the largest binade.
    pub fn max_exponent(self) -> i32 {
        match self {
            Format::Binary32 => 127,
            Format::Binary64 => 1023,
        }
    }

    /// The default bound on the points per interval J: 2^20 for binary64 (each piece takes the
    /// N of least expected work up to it: 2^16 for exp on [1, 2), where the seed took
    /// [`SEED_LOG2_POINTS`]; 2^20 where the function is nearly affine, as exp near 0), 2^5 for
    /// binary32, whose functions curve too fast over 2^15 floats for an affine approximation.
    pub fn default_log2_points(self) -> u32 {
        match self {
            Format::Binary32 => 5,
            Format::Binary64 => MAX_LOG2_POINTS,
        }
    }
}

/// How the L-algorithm computes remainders (seed 002 §II-C).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Remainder {
    Subtractive,
    Division,
    /// Division when the quotient is expected to exceed `2^k`.
    Hybrid(u32),
}

impl Remainder {
    /// Parses `sub`, `div` or `hybrid:K`.
    pub fn parse(text: &str) -> Result<Remainder, String> {
        match text {
            "sub" => Ok(Remainder::Subtractive),
            "div" => Ok(Remainder::Division),
            _ => {
                let k = text
                    .strip_prefix("hybrid:")
                    .and_then(|k| k.parse::<u32>().ok())
                    .filter(|&k| k < 64);
                k.map(Remainder::Hybrid).ok_or_else(|| {
                    format!(
                        "unknown remainder '{text}' (known: sub, div, hybrid:K with 0 ≤ K < 64)"
                    )
                })
            }
        }
    }

    pub fn name(self) -> String {
        match self {
            Remainder::Subtractive => "sub".into(),
            Remainder::Division => "div".into(),
            Remainder::Hybrid(k) => format!("hybrid:{k}"),
        }
    }

    /// The kernels' comptime method and threshold.
    pub fn kernel_ids(self) -> (u32, u32) {
        use fpsig_kernels::tmd::remainder;
        match self {
            Remainder::Subtractive => (remainder::SUBTRACTIVE, 0),
            Remainder::Division => (remainder::DIVISION, 0),
            Remainder::Hybrid(k) => (remainder::HYBRID, k),
        }
    }
}

/// One-kernel or three-kernel deployment (seed 002 §III-A).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deploy {
    One,
    Three,
}

impl Deploy {
    pub fn parse(text: &str) -> Result<Deploy, String> {
        match text {
            "one" => Ok(Deploy::One),
            "three" => Ok(Deploy::Three),
            _ => Err(format!("unknown deployment '{text}' (known: one, three)")),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Deploy::One => "one",
            Deploy::Three => "three",
        }
    }
}

/// The fixed-point word the GPU kernels compute with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limbs {
    /// One native 64-bit integer.
    U64,
    /// Two 32-bit limbs: the form for shaders without 64-bit integers (GL, WGSL).
    U32Pair,
}

impl Limbs {
    /// Parses `64` or `32`, the limb width.
    pub fn parse(text: &str) -> Result<Limbs, String> {
        match text {
            "64" => Ok(Limbs::U64),
            "32" => Ok(Limbs::U32Pair),
            _ => Err(format!("unknown limb width '{text}' (known: 64, 32)")),
        }
    }

    /// Native 64-bit integers where the backend's shaders have them, 32-bit limbs elsewhere.
    pub fn for_backend(capabilities: &Capabilities) -> Limbs {
        if capabilities.i64 {
            Limbs::U64
        } else {
            Limbs::U32Pair
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Limbs::U64 => "u64",
            Limbs::U32Pair => "2×u32 limbs",
        }
    }
}

/// The L-algorithm variant: remainders, swap form, deployment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Variant {
    pub remainder: Remainder,
    pub swap: bool,
    pub deploy: Deploy,
}

impl Variant {
    /// Every remainder (sub, div, hybrid:3) with and without swap, in three kernels: the
    /// variants `fpsig bench tmd` times on the CPU, where the deployment makes no difference.
    pub fn three_kernel_variants() -> Vec<Variant> {
        let remainders = [
            Remainder::Subtractive,
            Remainder::Division,
            Remainder::Hybrid(3),
        ];
        remainders
            .into_iter()
            .flat_map(|remainder| {
                [false, true].map(|swap| Variant {
                    remainder,
                    swap,
                    deploy: Deploy::Three,
                })
            })
            .collect()
    }

    /// [`Variant::three_kernel_variants`], then the same in one kernel: the GPU's variants.
    pub fn gpu_variants() -> Vec<Variant> {
        let three = Variant::three_kernel_variants();
        let one = three.iter().map(|&v| Variant {
            deploy: Deploy::One,
            ..v
        });
        three.iter().copied().chain(one).collect()
    }

    pub fn name(self) -> String {
        format!(
            "{}{} {}-kernel",
            self.remainder.name(),
            if self.swap { "+swap" } else { "" },
            self.deploy.name()
        )
    }
}

impl Default for Variant {
    /// The seed's best: hybrid remainders with k = 3, swap, three kernels.
    fn default() -> Self {
        Variant {
            remainder: Remainder::Hybrid(3),
            swap: true,
            deploy: Deploy::Three,
        }
    }
}
