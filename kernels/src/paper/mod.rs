//! The source papers' GPU tests: TEST 1 (storage of specials), TEST 2-3 (register range and
//! precision), TEST 4 (multiply-add), TEST 5-6 (guard bits), TEST 7-9 (the multiplier), and
//! Paranoia's operations with its quick count of ÷ and √, and the compiler-rewrite detectors.

pub mod guard;
pub mod mad;
pub mod multiplier;
pub mod paranoia;
pub mod quotient;
pub mod register;
pub mod rewrite;
pub mod storage;
