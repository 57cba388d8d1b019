//! Simulated floating-point units built on MPFR (rug): the arithmetics every analysis is tested
//! against, so that each verdict is shown to tell apart what it claims to.
//!
//! Values are carried as `f64` (every binary16 and binary32 value is one); each operation is
//! computed exactly with MPFR, then rounded the way the simulated unit rounds.

use rug::float::Round;
use rug::Float;

/// An IEEE-style binary format: precision `p` (with the implicit bit) and normal exponent range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Format {
    pub precision: u32,
    pub emin: i32,
    pub emax: i32,
    /// The top binade's largest significand is NaN, not a number (OCP FP8 E4M3, which has no
    /// infinities): the largest finite value is one ulp below IEEE's.
    pub nan_at_top: bool,
}

pub const BINARY16: Format = Format {
    precision: 11,
    emin: -14,
    emax: 15,
    nan_at_top: false,
};
pub const BINARY32: Format = Format {
    precision: 24,
    emin: -126,
    emax: 127,
    nan_at_top: false,
};
/// bfloat16: binary32's exponent range with 8 bits of precision.
pub const BFLOAT16: Format = Format {
    precision: 8,
    emin: -126,
    emax: 127,
    nan_at_top: false,
};
/// NVIDIA's TensorFloat-32: binary32's exponent range with binary16's precision.
pub const TF32: Format = Format {
    precision: 11,
    emin: -126,
    emax: 127,
    nan_at_top: false,
};
pub const BINARY64: Format = Format {
    precision: 53,
    emin: -1022,
    emax: 1023,
    nan_at_top: false,
};
/// OCP FP8 E4M3 (`e4m3fn`): 3 fraction bits, no infinities, largest finite value 448.
pub const E4M3: Format = Format {
    precision: 4,
    emin: -6,
    emax: 8,
    nan_at_top: true,
};
/// OCP FP8 E5M2: binary16's exponent range with 2 fraction bits, infinities and NaNs as IEEE.
pub const E5M2: Format = Format {
    precision: 3,
    emin: -14,
    emax: 15,
    nan_at_top: false,
};

impl Format {
    /// The format's name, for messages: one of the constants above, or its parameters.
    pub fn name(&self) -> String {
        let named = [
            (BINARY16, "binary16"),
            (BINARY32, "binary32"),
            (BFLOAT16, "bfloat16"),
            (TF32, "tf32"),
            (BINARY64, "binary64"),
            (E4M3, "e4m3"),
            (E5M2, "e5m2"),
        ];
        named
            .iter()
            .find(|(f, _)| f == self)
            .map_or(format!("{self:?}"), |(_, n)| n.to_string())
    }

    /// The largest finite value.
    pub fn largest(&self) -> f64 {
        let ulps = if self.nan_at_top { 2 } else { 1 };
        (2.0 - ulps as f64 * 2f64.powi(1 - self.precision as i32)) * 2f64.powi(self.emax)
    }

    /// Whether `x` is a number of this format exactly (a NaN, an infinity and both zeros are):
    /// within its range, and a multiple of the quantum of its binade (subnormals included).
    pub fn holds(&self, x: f64) -> bool {
        if !x.is_finite() || x == 0.0 || *self == BINARY64 {
            return true;
        }
        let p = self.precision as i32;
        if x.abs() > self.largest() || x.abs() < 2f64.powi(self.emin - p + 1) {
            return false;
        }
        // Above the smallest subnormal of every format but binary64: a normal f64, whose
        // exponent its bits hold.
        let e = ((x.to_bits() >> 52) & 0x7ff) as i32 - 1023;
        let quantum = e.max(self.emin) - (p - 1);
        (x / 2f64.powi(quantum)).fract() == 0.0
    }
}

/// Wide enough for the exact sum of any two `f64`.
const EXACT_BITS: u32 = 2200;

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rounding {
    NearestEven,
    TowardZero,
    TowardNegative,
}

impl Rounding {
    /// The name signatures use.
    pub fn name(self) -> &'static str {
        match self {
            Rounding::NearestEven => "nearest-even",
            Rounding::TowardZero => "toward-zero",
            Rounding::TowardNegative => "toward-negative",
        }
    }

    /// IEEE 754's short name: RN, RZ, RD.
    pub fn short(self) -> &'static str {
        match self {
            Rounding::NearestEven => "RN",
            Rounding::TowardZero => "RZ",
            Rounding::TowardNegative => "RD",
        }
    }
}

impl std::fmt::Display for Rounding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A simulated arithmetic unit.
#[derive(Debug, Clone)]
pub struct Unit {
    pub name: &'static str,
    /// The format results are rounded to (registers).
    pub format: Format,
    pub rounding: Rounding,
    /// Subnormal inputs and results become zero of the same sign.
    pub flush_subnormals: bool,
    /// `Some(g)`: the adder aligns the smaller operand keeping `g` bits below the larger one's
    /// last bit and drops the rest (no sticky bit), as the 2006 GPUs of seed 000 did.
    pub adder_guard_bits: Option<u32>,
    /// `mad(a, b, c)` rounds once (FMA) rather than twice.
    pub fused_mad: bool,
    /// Binary32 products come from a truncated multiplier instead of an exact product rounded.
    pub multiplier: Option<TruncatedMultiplier>,
    /// `a / b` is `a × RN(1/b)`, the unit's multiplication by a reciprocal rounded to nearest.
    pub division_by_reciprocal: bool,
}

impl Unit {
    /// IEEE 754 round-to-nearest-even in `format`, gradual underflow, unfused multiply-add.
    pub fn ieee(format: Format) -> Unit {
        Unit {
            name: "round-to-nearest-even",
            format,
            rounding: Rounding::NearestEven,
            flush_subnormals: false,
            adder_guard_bits: None,
            fused_mad: false,
            multiplier: None,
            division_by_reciprocal: false,
        }
    }

    pub fn toward_negative(format: Format) -> Unit {
        Unit {
            name: "round-toward-negative",
            rounding: Rounding::TowardNegative,
            ..Unit::ieee(format)
        }
    }

    /// Binary32 with the truncated multiplier `multiplier`.
    pub fn truncated_multiplier(multiplier: TruncatedMultiplier) -> Unit {
        Unit {
            name: "truncated multiplier",
            rounding: Rounding::TowardZero,
            multiplier: Some(multiplier),
            ..Unit::ieee(BINARY32)
        }
    }

    /// A model of the GeForce 7800GTX's pixel shaders of seed 000, with its parameters fixed from
    /// the seeds' own findings: a chopping adder with 2 guard bits (TEST 5 gave 26), a truncated
    /// multiplier keeping 6 columns (TEST 7) whose sum is rounded to nearest, and division as a
    /// multiplication by a reciprocal rounded to nearest. The sum is rounded, not chopped,
    /// because 003's Fig. 4 labels it "somme arrondie", both seeds find the multiplication
    /// faithful, and 000's Table 3.1 measured errors up to +0.625 ulp: a chopped sum plus the
    /// mean of what 6 columns drop errs by more than one ulp (-1.11 on Paranoia's operand sets),
    /// and never upwards by more than the bias. The multiplier's bias constant is given:
    /// [`TruncatedMultiplier::mean_dropped`] over TEST 8's operands is what the probes use.
    pub fn gpu_2006(multiplier_bias: u64) -> Unit {
        Unit {
            name: "GeForce 7800GTX model",
            rounding: Rounding::TowardZero,
            adder_guard_bits: Some(2),
            multiplier: Some(TruncatedMultiplier {
                columns: 6,
                bias: multiplier_bias,
                sum: SumRounding::Nearest,
            }),
            division_by_reciprocal: true,
            ..Unit::ieee(BINARY32)
        }
    }

    pub fn toward_zero(format: Format) -> Unit {
        Unit {
            name: "round-toward-zero",
            rounding: Rounding::TowardZero,
            ..Unit::ieee(format)
        }
    }

    /// A chopping adder keeping `guard_bits` guard bits and no sticky bit.
    pub fn truncating_adder(format: Format, guard_bits: u32) -> Unit {
        Unit {
            name: "truncating adder",
            rounding: Rounding::TowardZero,
            adder_guard_bits: Some(guard_bits),
            ..Unit::ieee(format)
        }
    }

    pub fn flush_to_zero(format: Format) -> Unit {
        Unit {
            name: "flush-to-zero",
            flush_subnormals: true,
            ..Unit::ieee(format)
        }
    }

    pub fn fused(format: Format) -> Unit {
        Unit {
            name: "fused multiply-add",
            fused_mad: true,
            ..Unit::ieee(format)
        }
    }

    /// Registers wider than storage: binary64 precision and range.
    pub fn wide_registers() -> Unit {
        Unit {
            name: "binary64 registers",
            ..Unit::ieee(Format {
                precision: 53,
                emin: -1022,
                emax: 1023,
                nan_at_top: false,
            })
        }
    }

    fn exact(x: f64) -> Float {
        Float::with_val(EXACT_BITS, x)
    }

    /// An operand as the unit sees it (subnormals flushed where the unit flushes).
    pub fn input(&self, x: f64) -> f64 {
        if self.flush_subnormals && x != 0.0 && x.abs() < self.min_normal() {
            0.0f64.copysign(x)
        } else {
            x
        }
    }

    fn min_normal(&self) -> f64 {
        2f64.powi(self.format.emin)
    }

    fn max_finite(&self) -> f64 {
        self.format.largest()
    }

    /// Rounds an exact value to the unit's format and rounding.
    pub fn round(&self, exact: &Float) -> f64 {
        if exact.is_nan() {
            return f64::NAN;
        }
        if exact.is_infinite() || exact.is_zero() {
            return exact.to_f64();
        }
        let p = self.format.precision as i32;
        let exponent = (exact.get_exp().expect("finite nonzero") - 1).max(self.format.emin);
        let quantum_exp = exponent - (p - 1);
        let mut scaled = Float::with_val(EXACT_BITS, exact >> quantum_exp);
        match self.rounding {
            Rounding::NearestEven => scaled.round_even_mut(),
            Rounding::TowardZero => scaled.trunc_mut(),
            Rounding::TowardNegative => scaled.floor_mut(),
        }
        let rounded = Float::with_val(EXACT_BITS, scaled << quantum_exp).to_f64();
        let sign = if exact.is_sign_negative() { -1.0 } else { 1.0 };
        if rounded.abs() > self.max_finite() {
            return match self.rounding {
                Rounding::NearestEven => sign * f64::INFINITY,
                Rounding::TowardNegative if sign < 0.0 => f64::NEG_INFINITY,
                Rounding::TowardZero | Rounding::TowardNegative => sign * self.max_finite(),
            };
        }
        if rounded == 0.0 || (self.flush_subnormals && rounded.abs() < self.min_normal()) {
            return 0.0f64.copysign(sign);
        }
        rounded
    }

    pub fn add(&self, a: f64, b: f64) -> f64 {
        let (a, b) = (self.input(a), self.input(b));
        if let Some(g) = self.adder_guard_bits {
            if a.is_finite() && b.is_finite() && a != 0.0 && b != 0.0 {
                return self.truncating_add(a, b, g);
            }
        }
        self.round(&(Self::exact(a) + Self::exact(b)))
    }

    fn truncating_add(&self, a: f64, b: f64, guard_bits: u32) -> f64 {
        let (big, small) = if a.abs() >= b.abs() { (a, b) } else { (b, a) };
        let exponent = Self::exact(big).get_exp().expect("nonzero") - 1;
        let quantum_exp = exponent - (self.format.precision as i32 - 1) - guard_bits as i32;
        let mut aligned = Float::with_val(EXACT_BITS, Self::exact(small) >> quantum_exp);
        aligned.trunc_mut();
        let aligned = Float::with_val(EXACT_BITS, aligned << quantum_exp);
        self.round(&(Self::exact(big) + aligned))
    }

    pub fn sub(&self, a: f64, b: f64) -> f64 {
        self.add(a, -b)
    }

    pub fn mul(&self, a: f64, b: f64) -> f64 {
        let (a, b) = (self.input(a), self.input(b));
        if let Some(m) = &self.multiplier {
            if let Some(p) = m.mul(a as f32, b as f32) {
                return p as f64;
            }
        }
        self.round(&(Self::exact(a) * Self::exact(b)))
    }

    pub fn div(&self, a: f64, b: f64) -> f64 {
        if self.division_by_reciprocal {
            return self.mul(a, Unit::ieee(self.format).div(1.0, self.input(b)));
        }
        let q = Float::with_val_round(
            EXACT_BITS,
            Self::exact(self.input(a)) / Self::exact(self.input(b)),
            Round::Zero,
        )
        .0;
        self.round(&q)
    }

    pub fn sqrt(&self, a: f64) -> f64 {
        self.round(&Self::exact(self.input(a)).sqrt())
    }

    /// `a*b + c`, rounded once where the unit fuses, else twice.
    pub fn mad(&self, a: f64, b: f64, c: f64) -> f64 {
        if self.fused_mad {
            let product = Self::exact(self.input(a)) * Self::exact(self.input(b));
            self.round(&(product + Self::exact(self.input(c))))
        } else {
            self.add(self.mul(a, b), c)
        }
    }
}

/// The significand of a normal binary32 value as a 24-bit integer `m` and its exponent `e`:
/// `|x| = m · 2^(e-23)`. `None` for zeros, subnormals, infinities and NaN.
pub fn decompose(x: f32) -> Option<(u64, i32)> {
    x.is_normal().then(|| {
        let bits = x.to_bits();
        (
            (bits & 0x007f_ffff | 0x0080_0000) as u64,
            ((bits >> 23) & 0xff) as i32 - 127,
        )
    })
}

/// A truncated multiplier (seed 000 Fig. 3.1, 003 Fig. 4): of the partial products of two 24-bit
/// significands, only the bits in the `columns` columns below the working precision and above
/// are generated (column 23 of the 48-bit significand product is the last bit kept in the binade
/// [1, 2)); the integer `bias` (in units of column 0) is added to reduce the statistical bias of
/// the dropped bits, and the sum is brought to 24 bits as `sum` says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TruncatedMultiplier {
    pub columns: u32,
    pub bias: u64,
    pub sum: SumRounding,
}

/// How a truncated multiplier brings its sum of partial products to 24 bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SumRounding {
    Chopped,
    /// Half of the last kept column added, then chopped: to nearest, ties away from zero.
    Nearest,
}

impl SumRounding {
    pub const BOTH: [SumRounding; 2] = [SumRounding::Chopped, SumRounding::Nearest];

    pub fn word(self) -> &'static str {
        match self {
            SumRounding::Chopped => "chopped",
            SumRounding::Nearest => "rounded to nearest",
        }
    }

    /// The 48-bit significand sum brought to 24 bits.
    pub fn apply(self, sum: u64) -> u64 {
        let ulp = product_ulp(sum);
        let sum = match self {
            SumRounding::Chopped => sum,
            SumRounding::Nearest => sum + ulp / 2,
        };
        sum / product_ulp(sum) * product_ulp(sum)
    }

    /// The sums `[lo, hi)` that [`SumRounding::apply`] brings to `result`, a 24-bit value.
    pub fn preimage(self, result: u64) -> (u64, u64) {
        match self {
            SumRounding::Chopped => (result, result + product_ulp(result)),
            SumRounding::Nearest => (
                result - product_ulp(result - 1) / 2,
                result + product_ulp(result) / 2,
            ),
        }
    }
}

impl TruncatedMultiplier {
    /// The sum of the generated partial-product bits of two significands.
    pub fn partial_sum(columns: u32, ma: u64, mb: u64) -> u64 {
        let low = 23u32.saturating_sub(columns);
        let mask = !((1u64 << low) - 1);
        (0..24)
            .filter(|j| (mb >> j) & 1 == 1)
            .map(|j| (ma << j) & mask)
            .sum()
    }

    /// The mean of what a multiplier keeping `columns` columns drops over these operand pairs,
    /// rounded: the bias constant a designer would add to make it unbiased on them.
    pub fn mean_dropped(columns: u32, pairs: impl Iterator<Item = (f32, f32)>) -> u64 {
        let (mut total, mut n) = (0u64, 0u64);
        for (a, b) in pairs {
            if let (Some((ma, _)), Some((mb, _))) = (decompose(a), decompose(b)) {
                total += ma * mb - Self::partial_sum(columns, ma, mb);
                n += 1;
            }
        }
        (total as f64 / n.max(1) as f64).round() as u64
    }

    /// The product, or `None` where an operand or the result is not a normal number.
    pub fn mul(&self, a: f32, b: f32) -> Option<f32> {
        let ((ma, ea), (mb, eb)) = (decompose(a)?, decompose(b)?);
        let sum = Self::partial_sum(self.columns, ma, mb) + self.bias;
        let kept = self.sum.apply(sum);
        let sign = if (a < 0.0) != (b < 0.0) { -1.0 } else { 1.0 };
        let value = sign * kept as f64 * 2f64.powi(ea + eb - 46);
        let result = value as f32;
        (result.is_normal() && result as f64 == value).then_some(result)
    }
}

/// The last kept bit of a 48-bit significand product chopped to 24 bits: column 23 in the binade
/// [2^46, 2^47), column 24 above.
pub fn product_ulp(sum: u64) -> u64 {
    if sum >= 1 << 47 {
        1 << 24
    } else {
        1 << 23
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_format_holds_exactly_its_own_numbers() {
        let p = |e: i32| 2f64.powi(e);
        for (format, held, not) in [
            (
                BINARY16,
                vec![p(-24), p(-14) - p(-24), 65504.0, 1.0 + p(-10), -3.0],
                vec![p(-25), p(-98), 65520.0, 1.0 + p(-11), p(-24) * 1.5],
            ),
            (
                BFLOAT16,
                vec![p(-133), 1.0 + p(-7), p(127)],
                vec![p(-134), 1.0 + p(-8)],
            ),
            (
                TF32,
                vec![p(-136), 1.0 + p(-10), p(-98)],
                vec![p(-137), 1.0 + p(-11)],
            ),
            (
                BINARY32,
                vec![p(-149), 1.0 + p(-23)],
                vec![p(-150), 1.0 + p(-24)],
            ),
            // 480 = 1.111·2^8 is e4m3's NaN, not a number; e5m2's top is IEEE's.
            (
                E4M3,
                vec![p(-9), p(-6) - p(-9), 448.0, 1.875 * p(7), 1.0 + p(-3)],
                vec![p(-10), 480.0, 1.0 + p(-4), 1.5 * p(-9)],
            ),
            (
                E5M2,
                vec![p(-16), p(-14) - p(-16), 57344.0, 1.0 + p(-2)],
                vec![p(-17), 61440.0, 1.0 + p(-3)],
            ),
        ] {
            for x in held {
                assert!(format.holds(x), "{} holds {x:e}", format.name());
            }
            for x in not {
                assert!(!format.holds(x), "{} does not hold {x:e}", format.name());
            }
            assert!(format.holds(f64::NAN) && format.holds(-0.0) && format.holds(f64::INFINITY));
        }
        assert!(BINARY64.holds(p(-1074)));
    }

    #[test]
    fn nearest_even_matches_the_host_binary32() {
        let unit = Unit::ieee(BINARY32);
        for (a, b) in [
            (1.5f32, 2e-8f32),
            (1.0, 3.0),
            (3.4e38, 3.4e38),
            (1e-45, 1e-45),
        ] {
            assert_eq!(unit.add(a as f64, b as f64), (a + b) as f64);
            assert_eq!(unit.mul(a as f64, b as f64), (a * b) as f64);
            assert_eq!(unit.div(a as f64, b as f64), (a / b) as f64);
            assert_eq!(unit.sqrt(a as f64), a.sqrt() as f64);
        }
    }

    #[test]
    fn toward_zero_and_flush_behave_as_named() {
        let third = Unit::toward_zero(BINARY32).div(1.0, 3.0);
        assert!(third < (1.0f32 / 3.0) as f64);
        assert_eq!(
            Unit::toward_zero(BINARY32).add(f32::MAX as f64, f32::MAX as f64),
            f32::MAX as f64
        );
        let tiny = f32::from_bits(1) as f64;
        assert_eq!(Unit::flush_to_zero(BINARY32).mul(tiny, 1.0), 0.0);
        assert_eq!(Unit::ieee(BINARY32).mul(tiny, 1.0), tiny);
    }

    #[test]
    fn a_multiplier_with_every_column_and_no_bias_chops() {
        let full = TruncatedMultiplier {
            columns: 23,
            bias: 0,
            sum: SumRounding::Chopped,
        };
        let rz = Unit::toward_zero(BINARY32);
        for (a, b) in [(1.1f32, 1.3f32), (3.0, 1.0 / 3.0), (8388611.0, 26.0)] {
            assert_eq!(full.mul(a, b).unwrap() as f64, rz.mul(a as f64, b as f64));
        }
        let cut = TruncatedMultiplier {
            columns: 0,
            bias: 0,
            sum: SumRounding::Chopped,
        };
        assert!(cut.mul(1.1, 1.3).unwrap() <= full.mul(1.1, 1.3).unwrap());
    }

    #[test]
    fn a_rounded_sum_comes_only_from_its_preimage() {
        let (low, high) = (1u64 << 46, 1u64 << 47);
        for rounding in SumRounding::BOTH {
            for sum in [
                low,
                low + 1,
                high - (1 << 22) - 1,
                high - (1 << 22),
                high - 1,
                high,
            ]
            .into_iter()
            .chain([high + (1 << 23) - 1, high + (1 << 23), (1 << 48) - 1])
            .chain((0..1000u64).map(|i| low + i * 0x3_5a4e_9b1f_7c3d % low))
            {
                let kept = rounding.apply(sum);
                let (first, end) = rounding.preimage(kept);
                assert!(
                    first <= sum && sum < end,
                    "{rounding:?} {sum:#x} -> {kept:#x}"
                );
                assert_eq!(rounding.apply(first), kept, "{rounding:?} {first:#x}");
                assert_ne!(rounding.apply(end), kept, "{rounding:?} {end:#x}");
                assert!(first == low || rounding.apply(first - 1) != kept);
            }
        }
        assert_eq!(SumRounding::Chopped.apply(high - 1), high - (1 << 23));
        assert_eq!(SumRounding::Nearest.apply(high - (1 << 22)), high);
    }

    #[test]
    fn truncating_adder_drops_bits_beyond_its_guard_bits() {
        let t = 2f64.powi(-25);
        assert_eq!(Unit::truncating_adder(BINARY32, 0).sub(1.5, t), 1.5);
        assert_eq!(
            Unit::truncating_adder(BINARY32, 2).sub(1.5, t),
            1.5 - 2f64.powi(-23)
        );
    }
}
