//! What the text of a shader says about its arithmetic, read without running it: for the
//! targets this machine cannot run (MSL, HLSL) the only evidence there is, and for the others a
//! comparison. Three questions: does the kernel still hold the operations as written, does
//! anything in the text protect them from the next compiler, and how is `fma` spelled.

use super::float_op_count;
use fpsig_backends::offline::Target;

/// How a source spells a fused multiply-add.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FmaSpelling {
    /// A builtin that the language defines as fused (`fma(`, GLSL.std.450 `Fma`).
    Fused,
    /// HLSL's `mad(`, which the language allows to be fused or not.
    Mad,
    /// No fused builtin: a separate product and sum (the next compiler may still contract them).
    Separate,
}

impl FmaSpelling {
    /// The name evidence gives it: `fused`, `mad`, `separate`.
    pub fn name(self) -> &'static str {
        match self {
            FmaSpelling::Fused => "fused",
            FmaSpelling::Mad => "mad",
            FmaSpelling::Separate => "separate",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            FmaSpelling::Fused => "a fused builtin (fma)",
            FmaSpelling::Mad => "mad(), which HLSL lets the compiler fuse or not",
            FmaSpelling::Separate => "a separate product and sum",
        }
    }
}

/// What the text of one kernel says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    pub float_ops: usize,
    pub fma: FmaSpelling,
    /// Marks in the text that forbid reassociation or contraction of what they mark.
    pub protections: Vec<&'static str>,
    /// Marks in the text that relax IEEE arithmetic.
    pub relaxations: Vec<&'static str>,
}

/// `(mark, what it means)`: text that protects the operations it applies to.
const PROTECTIONS: [(&str, &str); 6] = [
    ("precise ", "precise qualifier"),
    ("NoContraction", "SPIR-V NoContraction"),
    ("precise::", "MSL precise:: functions"),
    ("__fadd_rn", "CUDA round-to-nearest intrinsics"),
    ("__fmul_rn", "CUDA round-to-nearest intrinsics"),
    ("#pragma METAL fp math_mode(safe)", "Metal safe math mode"),
];

/// Text that relaxes IEEE arithmetic.
const RELAXATIONS: [(&str, &str); 5] = [
    ("fast::", "MSL fast:: functions"),
    ("FPFastMathMode", "SPIR-V FPFastMathMode"),
    ("#pragma METAL fp math_mode(fast)", "Metal fast math mode"),
    ("#pragma METAL fp contract(fast)", "Metal fast contraction"),
    ("__fdividef", "CUDA fast division"),
];

/// Reads `source`, the text `target` is given.
pub fn read(target: Target, source: &str) -> Reading {
    let marks = |table: &[(&str, &'static str)]| {
        let mut found: Vec<&'static str> = table
            .iter()
            .filter(|(mark, _)| source.contains(mark))
            .map(|&(_, meaning)| meaning)
            .collect();
        found.dedup();
        found
    };
    let fused = match target {
        Target::Spirv | Target::SpirvExplicitLayout => source.contains(" Fma "),
        _ => source.contains("fma(") || source.contains("fmaf("),
    };
    let fma = if fused {
        FmaSpelling::Fused
    } else if target == Target::Hlsl && source.contains("mad(") {
        FmaSpelling::Mad
    } else {
        FmaSpelling::Separate
    };
    Reading {
        float_ops: float_op_count(source),
        fma,
        protections: marks(&PROTECTIONS),
        relaxations: marks(&RELAXATIONS),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_protection_is_found_where_it_is_and_only_there() {
        let hlsl = "precise float l_4_ = (l_2_ + l_3_);";
        assert_eq!(read(Target::Hlsl, hlsl).protections, ["precise qualifier"]);
        assert!(read(Target::Hlsl, "float l_4_ = (l_2_ + l_3_);")
            .protections
            .is_empty());
        let spirv = "OpDecorate %72 NoContraction\n%72 = OpFAdd %1 %63 %71";
        assert_eq!(
            read(Target::Spirv, spirv).protections,
            ["SPIR-V NoContraction"]
        );
        assert!(read(Target::Spirv, "%72 = OpFAdd %1 %63 %71")
            .protections
            .is_empty());
        let msl = "const float l_1 = precise::sqrt(l_0);";
        assert_eq!(
            read(Target::Msl, msl).protections,
            ["MSL precise:: functions"]
        );
        let fast = "const float l_1 = fast::sqrt(l_0);";
        assert!(read(Target::Msl, fast).protections.is_empty());
        assert_eq!(
            read(Target::Msl, fast).relaxations,
            ["MSL fast:: functions"]
        );
        let cuda = "float l_2 = __fadd_rn(l_0, l_1);\nfloat l_3 = __fmul_rn(l_2, l_1);";
        assert_eq!(
            read(Target::Cuda, cuda).protections,
            ["CUDA round-to-nearest intrinsics"]
        );
        assert!(read(Target::Cuda, "float l_2 = l_0 + l_1;")
            .protections
            .is_empty());
        let fast_spirv = "OpDecorate %72 FPFastMathMode Fast";
        assert_eq!(
            read(Target::Spirv, fast_spirv).relaxations,
            ["SPIR-V FPFastMathMode"]
        );
    }

    #[test]
    fn fma_spellings_are_told_apart() {
        let spelled = |t, s| read(t, s).fma;
        assert_eq!(
            spelled(Target::Wgsl, "let l_3 = fma(l_0, l_1, l_2);"),
            FmaSpelling::Fused
        );
        assert_eq!(
            spelled(Target::Cuda, "float l_3 = fma(l_0, l_1, l_2);"),
            FmaSpelling::Fused
        );
        assert_eq!(
            spelled(Target::Spirv, "%9 = OpExtInst %1 %58 Fma %5 %6 %7"),
            FmaSpelling::Fused
        );
        assert_eq!(
            spelled(Target::Hlsl, "float l_3_ = mad(l_0_, l_1_, l_2_);"),
            FmaSpelling::Mad
        );
        let separate = "float l_3_ = (l_0_ * l_1_);\nfloat l_4_ = (l_3_ + l_2_);";
        assert_eq!(spelled(Target::Glsl, separate), FmaSpelling::Separate);
        assert_eq!(read(Target::Glsl, separate).float_ops, 2);
        assert_eq!(
            spelled(Target::Spirv, "%9 = OpFMul %1 %5 %6\n%10 = OpFAdd %1 %9 %7"),
            FmaSpelling::Separate
        );
    }
}
