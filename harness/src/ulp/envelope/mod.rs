//! The accuracy each API promises for each function in binary16, binary32 and binary64, as
//! acceptance intervals in the manner of the WebGPU CTS floating-point primer: an interval of
//! real values around the exact result, inherited bounds composed from their parts' intervals,
//! flush-to-zero as "either value". One model ([`model`]) for every format, over the endpoint
//! arithmetic of the format: [`binary32`] in f64, [`mpfr`] for binary16 and binary64 in MPFR
//! with directed rounding. Graphics APIs' intervals are rounded outward to the format at every
//! step as the CTS does; OpenCL, Metal and CUDA bounds are checked as written.
//!
//! Sources, as transcribed here, binary32:
//! - Vulkan: Vulkan specification, "Precision and Operation of SPIR-V Instructions" (OpFDiv 2.5
//!   ULP for |y| in [2^-126, 2^126]; exp/exp2 3 + 2|x| ULP; log/log2 3 ULP outside [0.5, 2],
//!   absolute 2^-21 inside; inversesqrt 2 ULP; sqrt inherited from 1.0/inversesqrt; pow
//!   inherited from exp2(y·log2 x); sin/cos absolute 2^-11 inside [-π, π]; tan inherited from
//!   sin/cos; fma inherited from OpFMul followed by OpFAdd).
//! - GL: GLSL 4.60 §4.7.1, the same table without the trigonometric rows ("undefined
//!   precision").
//! - WGSL: WGSL "Floating Point Accuracy", f32 rows (as Vulkan; fma inherited from x*y+z).
//! - Metal: MSL specification §8.4, Table 8.1 (precise) and Table 8.2 (fast math, the default).
//! - CUDA: CUDA C++ Programming Guide, Mathematical Functions, single-precision table (maximum
//!   ulp distance from the correctly rounded result; -prec-div/-prec-sqrt default true).
//! - OpenCL: OpenCL C 3.0 §7.4, single-precision full-profile ULP table.
//! - D3D: the Direct3D 11 floating-point rules state 0.5 ULP for + − × only (truncation
//!   allowed: either neighbour here) and flush subnormals on input and output; the shader-model
//!   4/5 assembly reference (learn.microsoft.com, direct3dhlsl `rcp`, `rsq`, `sqrt`, `sincos`,
//!   `exp`, `log`, `div` pages) bounds the instructions: rcp, rsq and exp (2^x) relative error
//!   2^-21, log (log2) absolute 2^-21 on [0.5, 2] and relative 2^-21 elsewhere, sqrt 1 ulp,
//!   sincos absolute 0.0008 on [-100π, 100π]; `div` has no bound (a/b or a·(1/b)). HLSL's exp,
//!   log and pow are inherited from the instructions they compile to (exp2(x·log2 e),
//!   log2(x)·ln 2, exp2(y·log2 x)), its mad is fused or not; tan (sin/cos through the unbounded
//!   `div`) stays unstated.
//!
//! binary16 and binary64:
//! - Vulkan: "Precision and Operation of SPIR-V Instructions", half-precision column: OpFDiv
//!   2.5 ULP for |y| in [2^-14, 2^14]; exp 1 + 2|x| ULP; log 3 ULP outside [0.5, 2], absolute
//!   2^-7 inside; sin, cos absolute 2^-7 inside [-π, π]; inversesqrt 2 ULP; sqrt, tan, pow and
//!   fma inherited as in binary32. binary64: "the precision of double-precision instructions is
//!   at least that of single precision", read as the Vulkan CTS reads it (the single-precision
//!   rows in binary64 ulps: OpFDiv 2.5 ULP for |y| in [2^-1022, 2^1022], inversesqrt 2 ULP,
//!   sqrt and fma inherited); GLSL.std.450's Exp, Log, Sin, Cos, Tan and Pow take 16- and
//!   32-bit floats only.
//! - GL: GLSL 4.60 has no 16-bit type (extensions only); doubles as Vulkan's, with sqrt,
//!   inversesqrt and fma but no double exp, log, trigonometry or pow (ARB_gpu_shader_fp64).
//! - WGSL: "Floating Point Accuracy", f16 column (Vulkan's half column). WGSL has no binary64
//!   type (AbstractFloat exists at shader creation only; naga's f64 is a native extension).
//! - Metal: MSL 4 (2025-06-05) Table 8.3, half precision, fast math or not: ÷, 1/x, √, rsqrt
//!   and fma correctly rounded; exp, log, sin, cos, tan ≤ 1 ulp; no pow row. MSL has no double.
//! - CUDA: binary64, CUDA C++ Programming Guide Table 18, ulp from the correctly rounded result:
//!   ÷, 1/x, √, fma 0; rsqrt, exp, log 1; sin, cos, tan, pow 2. binary16: the Math API gives
//!   __hdiv, hsqrt and __hfma an IEEE rounding mode and the other half functions (hrsqrt,
//!   hexp, hlog, hsin, hcos) no ulp bound; it has no half tan or pow.
//! - OpenCL: OpenCL C 3.0 §7.4. Double table: ÷, 1/x, √, fma correctly rounded; rsqrt 2, exp
//!   and log 3, sin and cos 4, tan 5, pow 16 ulp. Full-profile half table as revised in 2025:
//!   ÷ and 1/x 1 ulp (OpenCL-Docs #1293), √ 1.5 ulp (#1386), tan 2.25 ulp (#1387); rsqrt 1,
//!   exp, log, sin, cos 2, pow 4 ulp; fma correctly rounded.
//! - D3D: its 16-bit and double-precision rules are not transcribed.

pub mod binary32;
pub mod model;
pub mod mpfr;
pub mod tables;

pub use binary32::Binary32;
pub use model::{acceptance, accepts, Acceptance, Endpoints};
pub use mpfr::Mpfr;
pub use tables::{bound, Api, Bound, Composition};
