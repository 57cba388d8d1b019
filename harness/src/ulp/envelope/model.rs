//! What a bound accepts at one input, written once for every format: intervals of reals around
//! the exact value, inherited bounds composed from their parts' intervals, each end rounded
//! outward to the format where the API's conformance suite does so, and flush-to-zero as
//! "either value". The arithmetic of the ends is a parameter ([`Endpoints`]): binary32 keeps
//! the f64 operations its device twin repeats, binary16 and binary64 round in MPFR.

use super::super::Function;
use super::tables::{bound, exp2_ulps, Api, Bound, Composition};
use crate::simulated::Format;
use std::f64::consts::{LN_2, LOG2_E, PI};
use std::fmt::Debug;

/// Which way an end is rounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Toward {
    Down,
    Up,
}

/// The arithmetic of interval ends for one format: reals, their operations rounded in a
/// direction, and the format's own operations on its values.
pub trait Endpoints {
    /// A real value an end holds.
    type Real: Clone + Debug + PartialOrd + PartialOrd<f64>;

    fn format(&self) -> Format;
    /// `v` exactly.
    fn real(&self, v: f64) -> Self::Real;
    /// The nearest f64.
    fn to_f64(&self, v: &Self::Real) -> f64;
    /// The format's ulp of a real value: the spacing of its binade (the subnormal spacing
    /// below the normal range), extended past the largest binade.
    fn ulp(&self, v: &Self::Real) -> Self::Real;
    fn add(&self, a: &Self::Real, b: &Self::Real, toward: Toward) -> Self::Real;
    fn sub(&self, a: &Self::Real, b: &Self::Real, toward: Toward) -> Self::Real;
    fn mul(&self, a: &Self::Real, b: &Self::Real, toward: Toward) -> Self::Real;
    fn div(&self, a: &Self::Real, b: &Self::Real, toward: Toward) -> Self::Real;
    /// The smaller (larger) of two reals; a NaN loses to a number.
    fn min(&self, a: Self::Real, b: Self::Real) -> Self::Real;
    fn max(&self, a: Self::Real, b: Self::Real) -> Self::Real;
    fn abs(&self, v: &Self::Real) -> Self::Real;
    /// The largest value of the format ≤ `v` (−inf below −MAX), or the smallest ≥ `v`.
    fn to_format(&self, v: &Self::Real, toward: Toward) -> Self::Real;
    /// 1/√x, log2(x), sin(x) and cos(x) of an operand, to nearest.
    fn inverse_sqrt(&self, x: f64) -> Self::Real;
    fn log2(&self, x: f64) -> Self::Real;
    fn sin(&self, x: f64) -> Self::Real;
    fn cos(&self, x: f64) -> Self::Real;
    /// 2^v, rounded toward `toward`.
    fn exp2(&self, v: &Self::Real, toward: Toward) -> Self::Real;
    /// The format's `x·y`, `a + b` and fused `x·y + z` of its values, rounded toward `toward`.
    fn product(&self, x: f64, y: f64, toward: Toward) -> f64;
    fn sum(&self, a: f64, b: f64, toward: Toward) -> f64;
    fn fused(&self, x: f64, y: f64, z: f64, toward: Toward) -> f64;
    /// Signed distance in the format's steps from `b` to `a` (±0 one point, ±inf one step
    /// past ±MAX).
    fn steps(&self, a: f64, b: f64) -> i64;
}

/// What a bound accepts at one input.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Acceptance<R> {
    /// Any value.
    Anything,
    /// Results at most `n` of the format's steps from the correctly rounded one.
    NearRounded(u32),
    /// Real values in `[lo, hi]`.
    Within(R, R),
}

/// An interval of reals.
#[derive(Debug, Clone)]
struct Span<R> {
    lo: R,
    hi: R,
}

/// Interval operations in one endpoint arithmetic.
struct Model<'a, E: Endpoints> {
    e: &'a E,
    /// Whether every step rounds outward to the format.
    outward: bool,
}

type Of<E> = Span<<E as Endpoints>::Real>;

impl<E: Endpoints> Model<'_, E> {
    fn point(&self, v: f64) -> Of<E> {
        let v = self.e.real(v);
        Span {
            lo: v.clone(),
            hi: v,
        }
    }

    fn around(&self, v: &E::Real, ulps: f64) -> Of<E> {
        let e = self.e;
        let q = e.mul(&e.ulp(v), &e.real(ulps), Toward::Up);
        Span {
            lo: e.sub(v, &q, Toward::Down),
            hi: e.add(v, &q, Toward::Up),
        }
    }

    fn absolute(&self, v: &E::Real, eps: &E::Real) -> Of<E> {
        Span {
            lo: self.e.sub(v, eps, Toward::Down),
            hi: self.e.add(v, eps, Toward::Up),
        }
    }

    /// Each end rounded outward to the format: every value an operation of the format
    /// rounding either way could give from the interval.
    fn rounded(&self, s: Of<E>) -> Of<E> {
        Span {
            lo: self.e.to_format(&s.lo, Toward::Down),
            hi: self.e.to_format(&s.hi, Toward::Up),
        }
    }

    /// [`Model::rounded`] where the API rounds every step outward.
    fn step(&self, s: Of<E>) -> Of<E> {
        if self.outward {
            self.rounded(s)
        } else {
            s
        }
    }

    fn accepted(&self, s: Of<E>) -> Acceptance<E::Real> {
        let s = self.step(s);
        Acceptance::Within(s.lo, s.hi)
    }

    /// The hull of `op` over the corners of two intervals, each corner rounded outward.
    fn corners(
        &self,
        a: &Of<E>,
        b: &Of<E>,
        op: fn(&E, &E::Real, &E::Real, Toward) -> E::Real,
    ) -> Of<E> {
        let e = self.e;
        let pairs = [
            (&a.lo, &b.lo),
            (&a.lo, &b.hi),
            (&a.hi, &b.lo),
            (&a.hi, &b.hi),
        ];
        let extreme = |toward, start: f64, keep: fn(&E, E::Real, E::Real) -> E::Real| {
            pairs
                .iter()
                .fold(e.real(start), |m, (p, q)| keep(e, m, op(e, p, q, toward)))
        };
        Span {
            lo: extreme(Toward::Down, f64::INFINITY, E::min),
            hi: extreme(Toward::Up, f64::NEG_INFINITY, E::max),
        }
    }

    /// Each end widened by `ulps` of itself.
    fn widened(&self, s: Of<E>, ulps: f64) -> Of<E> {
        let e = self.e;
        let k = e.real(ulps);
        let lo_step = e.mul(&e.ulp(&s.lo), &k, Toward::Up);
        let hi_step = e.mul(&e.ulp(&s.hi), &k, Toward::Up);
        Span {
            lo: e.sub(&s.lo, &lo_step, Toward::Down),
            hi: e.add(&s.hi, &hi_step, Toward::Up),
        }
    }

    /// `1 / s` for an interval without zero.
    fn reciprocal(&self, s: &Of<E>) -> Of<E> {
        let one = self.e.real(1.0);
        Span {
            lo: self.e.div(&one, &s.hi, Toward::Down),
            hi: self.e.div(&one, &s.lo, Toward::Up),
        }
    }

    fn contains_zero(s: &Of<E>) -> bool {
        s.lo <= 0.0 && s.hi >= 0.0
    }

    /// `k·|v|` rounded up.
    fn relative(&self, v: &E::Real, k: f64) -> E::Real {
        self.e.mul(&self.e.real(k), &self.e.abs(v), Toward::Up)
    }

    /// `log2(x)` within absolute `abs` on [0.5, 2] and `ulps` ulp elsewhere.
    fn log2_like(&self, x: f64, abs: f64, ulps: f64) -> Of<E> {
        let l = self.e.log2(x);
        if (0.5..=2.0).contains(&x) {
            self.absolute(&l, &self.e.real(abs))
        } else {
            self.around(&l, ulps)
        }
    }

    /// The two values of the format around a real constant.
    fn constant(&self, v: f64) -> Of<E> {
        self.rounded(self.point(v))
    }

    /// A product over the corners of two intervals, rounded either way to the format.
    fn product_either_way(&self, a: &Of<E>, b: &Of<E>) -> Of<E> {
        self.rounded(self.corners(a, b, E::mul))
    }

    /// D3D's `log` instruction: log2(x) within absolute `rel` on [0.5, 2], relative `rel`
    /// elsewhere.
    fn d3d_log2(&self, x: f64, rel: f64) -> Of<E> {
        let l = self.e.log2(x);
        let eps = if (0.5..=2.0).contains(&x) {
            self.e.real(rel)
        } else {
            self.relative(&l, rel)
        };
        self.absolute(&l, &eps)
    }

    /// Relative `rel` of `v`, or half the format's spacing where that is wider (below the
    /// normal range, where a relative bound is narrower than the spacing).
    fn relative_or_half_ulp(&self, v: &E::Real, rel: f64) -> E::Real {
        let e = self.e;
        let half_ulp = e.mul(&e.real(0.5), &e.ulp(v), Toward::Up);
        e.max(self.relative(v, rel), half_ulp)
    }

    /// D3D's `exp` instruction over an interval of exponents: 2^m within relative `rel`.
    fn d3d_exp2(&self, m: &Of<E>, rel: f64) -> Of<E> {
        let e = self.e;
        let lo = e.exp2(&m.lo, Toward::Down);
        let hi = e.exp2(&m.hi, Toward::Up);
        Span {
            lo: e.sub(&lo, &self.relative_or_half_ulp(&lo, rel), Toward::Down),
            hi: e.add(&hi, &self.relative_or_half_ulp(&hi, rel), Toward::Up),
        }
    }

    fn within(&self, lo: f64, hi: f64) -> Of<E> {
        Span {
            lo: self.e.real(lo),
            hi: self.e.real(hi),
        }
    }
}

/// What `api` accepts for `f` in `e`'s format at operands `a`, whose exact value is `exact`
/// (finite).
pub fn acceptance<E: Endpoints>(
    e: &E,
    api: Api,
    f: Function,
    a: [f64; 3],
    exact: &E::Real,
) -> Acceptance<E::Real> {
    let m = Model {
        e,
        outward: api.outward(),
    };
    let format = e.format();
    let x = a[0];
    let around = |ulps: f64| m.accepted(m.around(exact, ulps));
    let absolute = |eps: f64| m.accepted(m.absolute(exact, &e.real(eps)));
    match bound(api, format, f) {
        Bound::Unstated | Bound::Absent(_) | Bound::NotTranscribed => Acceptance::Anything,
        Bound::CorrectlyRounded => Acceptance::NearRounded(0),
        Bound::FromRounded(n) => Acceptance::NearRounded(n),
        Bound::Ulps(n) => around(n),
        Bound::DivisionUlps(n) => {
            let divisor = if f == Function::Recip { a[0] } else { a[1] }.abs();
            let normal = 2f64.powi(format.emin)..=2f64.powi(format.emax - 1);
            if normal.contains(&divisor) {
                around(n)
            } else {
                Acceptance::Anything
            }
        }
        Bound::UlpsGrowing { base, slope } => around(base + slope * x.abs()),
        Bound::UlpsPlusFloorTwiceX => around(3.0 + (2.0 * x).abs().floor()),
        Bound::AbsoluteInsidePi(eps) => {
            if x.abs() <= PI {
                absolute(eps)
            } else {
                Acceptance::Anything
            }
        }
        Bound::AbsoluteWithin { abs, limit } => {
            if x.abs() <= limit {
                absolute(abs)
            } else {
                Acceptance::Anything
            }
        }
        Bound::Relative(rel) => m.accepted(m.absolute(exact, &m.relative_or_half_ulp(exact, rel))),
        Bound::LogLike { abs, ulps } => {
            if (0.5..=2.0).contains(&x) {
                absolute(abs)
            } else {
                around(ulps)
            }
        }
        Bound::Inherited(c) => inherited(&m, c, a),
    }
}

fn inherited<E: Endpoints>(
    m: &Model<E>,
    c: Composition,
    [x, y, z]: [f64; 3],
) -> Acceptance<E::Real> {
    let e = m.e;
    match c {
        Composition::RecipOfInverseSqrt { rsqrt, div } => {
            let t = m.step(m.around(&e.inverse_sqrt(x), rsqrt));
            if Model::<E>::contains_zero(&t) {
                return Acceptance::Anything;
            }
            m.accepted(m.widened(m.reciprocal(&t), div))
        }
        Composition::TimesInverseSqrt { rsqrt } => {
            let t = m.around(&e.inverse_sqrt(x), rsqrt);
            let x = e.real(x);
            let product = Span {
                lo: e.mul(&x, &t.lo, Toward::Down),
                hi: e.mul(&x, &t.hi, Toward::Up),
            };
            m.accepted(m.rounded(product))
        }
        Composition::SinOverCos { abs, div } => {
            if x.abs() > PI {
                return Acceptance::Anything;
            }
            let eps = e.real(abs);
            let s = m.step(m.absolute(&e.sin(x), &eps));
            let c = m.step(m.absolute(&e.cos(x), &eps));
            if Model::<E>::contains_zero(&c) {
                return Acceptance::Anything;
            }
            m.accepted(m.widened(m.corners(&s, &c, E::div), div))
        }
        Composition::SinTimesRecipCos { abs, recip } => {
            if x.abs() > PI {
                return Acceptance::Anything;
            }
            let eps = e.real(abs);
            let s = m.absolute(&e.sin(x), &eps);
            let c = m.absolute(&e.cos(x), &eps);
            if Model::<E>::contains_zero(&c) {
                return Acceptance::Anything;
            }
            let r = m.widened(m.reciprocal(&c), recip);
            m.accepted(m.rounded(m.corners(&s, &r, E::mul)))
        }
        Composition::Exp2OfLog2 {
            log_abs,
            log_ulps,
            exp_base,
            metal_exp,
        } => {
            if x <= 0.0 {
                return Acceptance::Anything;
            }
            let l = m.step(m.log2_like(x, log_abs, log_ulps));
            // The product is an operation of the format: rounded either way.
            let p = m.rounded(m.corners(&l, &m.point(y), E::mul));
            let widest = e.to_f64(&p.lo).abs().max(e.to_f64(&p.hi).abs());
            let ulps = exp2_ulps(exp_base, metal_exp, widest);
            let power = Span {
                lo: e.exp2(&p.lo, Toward::Down),
                hi: e.exp2(&p.hi, Toward::Up),
            };
            m.accepted(m.widened(power, ulps))
        }
        Composition::MulThenAdd => {
            // The product, then the sum, each an operation of the format rounded either way.
            let lo = e.sum(e.product(x, y, Toward::Down), z, Toward::Down);
            let hi = e.sum(e.product(x, y, Toward::Up), z, Toward::Up);
            m.accepted(m.within(lo, hi))
        }
        Composition::D3dExp { rel } => {
            let p = m.product_either_way(&m.point(x), &m.constant(LOG2_E));
            m.accepted(m.d3d_exp2(&p, rel))
        }
        Composition::D3dLog { rel } => {
            if x <= 0.0 {
                return Acceptance::Anything;
            }
            m.accepted(m.product_either_way(&m.d3d_log2(x, rel), &m.constant(LN_2)))
        }
        Composition::D3dPow { rel } => {
            if x <= 0.0 {
                return Acceptance::Anything;
            }
            let l = m.rounded(m.d3d_log2(x, rel));
            m.accepted(m.d3d_exp2(&m.product_either_way(&l, &m.point(y)), rel))
        }
        Composition::D3dMad => {
            // Unfused: the product, then the sum, each rounded either way; fused: the exact
            // x·y + z rounded either way.
            let unfused_lo = e.sum(e.product(x, y, Toward::Down), z, Toward::Down);
            let unfused_hi = e.sum(e.product(x, y, Toward::Up), z, Toward::Up);
            let lo = e.fused(x, y, z, Toward::Down).min(unfused_lo);
            let hi = e.fused(x, y, z, Toward::Up).max(unfused_hi);
            m.accepted(m.within(lo, hi))
        }
    }
}

/// Whether `got` is accepted, with flush-to-zero as "either value": a result is also accepted
/// as ±0 where the acceptance reaches into the subnormal range.
pub fn accepts<E: Endpoints>(e: &E, acc: &Acceptance<E::Real>, got: f64, rounded: f64) -> bool {
    let min_normal = 2f64.powi(e.format().emin);
    match acc {
        Acceptance::Anything => true,
        _ if got.is_nan() => false,
        Acceptance::NearRounded(n) => {
            e.steps(got, rounded).unsigned_abs() <= *n as u64
                || (got == 0.0 && rounded.abs() < min_normal)
        }
        Acceptance::Within(lo, hi) => {
            (*lo <= got && *hi >= got) || (got == 0.0 && *lo < min_normal && *hi > -min_normal)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Api, Binary32, Mpfr};
    use super::*;
    use crate::simulated::BINARY32;
    use crate::ulp::exact::exact;
    use crate::ulp::reference::reference;
    use crate::ulp::Args;

    /// Whether `got` lies within a relative 2^-40 of one of the ends (where f64's rounding to
    /// nearest and MPFR's outward rounding may decide differently).
    fn near_an_end(acc: &Acceptance<f64>, got: f64) -> bool {
        match acc {
            Acceptance::Within(lo, hi) => [lo, hi]
                .iter()
                .any(|end| (*end - got).abs() <= end.abs() * 2f64.powi(-40)),
            _ => false,
        }
    }

    #[test]
    fn binary32_in_f64_and_in_mpfr_is_one_model() {
        // The same bounds, composed by the same code, evaluated in f64 (what the device's
        // twin repeats) and in MPFR with directed rounding: the verdicts agree on results up
        // to a hundred steps away, except (rarely) within f64's rounding of an end.
        let (mut agreed, mut near) = (0, 0);
        let mut x = 1.0e-3f32;
        while x < 1.0e3 {
            for f in Function::ALL {
                let a = Args {
                    x,
                    y: 1.0 / (x + 1.0),
                    z: -x,
                };
                let r = reference(f, a);
                if !r.rounded.is_finite() {
                    continue;
                }
                let e = exact(f, a.wide());
                for api in Api::ALL {
                    let in_f64 = acceptance(&Binary32, api, f, a.wide(), &r.exact);
                    let in_mpfr = acceptance(&Mpfr(BINARY32), api, f, a.wide(), &e);
                    for k in [0, 1, -1, 2, -3, 5, -8, 13, 40, -100] {
                        let bits = (r.rounded.to_bits() as i32 + k) as u32;
                        let got = f32::from_bits(bits) as f64;
                        let rounded = r.rounded as f64;
                        if accepts(&Binary32, &in_f64, got, rounded)
                            == accepts(&Mpfr(BINARY32), &in_mpfr, got, rounded)
                        {
                            agreed += 1;
                        } else {
                            assert!(
                                near_an_end(&in_f64, got),
                                "{api:?} {f:?} {a:?} {k} steps: {in_f64:?} against {in_mpfr:?}"
                            );
                            near += 1;
                        }
                    }
                }
            }
            x *= 1.37;
        }
        assert!(
            agreed > 30_000 && near <= agreed / 1000,
            "{agreed} agreed, {near} near an end"
        );
    }
}
