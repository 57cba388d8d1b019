//! ulp maps of binary32 operations and builtins: the functions, their correctly rounded
//! reference, the API accuracy envelopes, and the statistics a sweep accumulates.
//!
//! The modules are layered, each using only those above it in this list:
//! - [`exact`]: MPFR's exact values and the ordering of a format's values;
//! - [`reference`] (binary32's correctly rounded reference) and [`operands`];
//! - [`envelope`] (the APIs' bounds in binary16, binary32 and binary64);
//! - [`stats`] (what a binary32 sweep accumulates) and [`formats`] (the binary16 and binary64
//!   maps).

pub mod envelope;
pub mod exact;
pub mod formats;
pub mod operands;
pub mod reference;
pub mod stats;

use fpsig_kernels::ulp::function;

/// A function whose ulp map fpsig measures, as CubeCL 0.10 exposes it to kernels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Function {
    Div,
    Recip,
    Sqrt,
    InverseSqrt,
    Exp,
    Log,
    Sin,
    Cos,
    Tan,
    Pow,
    Fma,
}

impl Function {
    pub const ALL: [Function; 11] = [
        Function::Div,
        Function::Recip,
        Function::Sqrt,
        Function::InverseSqrt,
        Function::Exp,
        Function::Log,
        Function::Sin,
        Function::Cos,
        Function::Tan,
        Function::Pow,
        Function::Fma,
    ];

    /// The name in finding ids and tables.
    pub fn name(self) -> &'static str {
        match self {
            Function::Div => "div",
            Function::Recip => "recip",
            Function::Sqrt => "sqrt",
            Function::InverseSqrt => "inverse_sqrt",
            Function::Exp => "exp",
            Function::Log => "log",
            Function::Sin => "sin",
            Function::Cos => "cos",
            Function::Tan => "tan",
            Function::Pow => "pow",
            Function::Fma => "fma",
        }
    }

    /// The function of that [`Function::name`].
    pub fn from_name(name: &str) -> Option<Function> {
        Function::ALL.into_iter().find(|f| f.name() == name)
    }

    /// How the kernel writes it (CubeCL's frontend).
    pub fn written(self) -> &'static str {
        match self {
            Function::Div => "x / y",
            Function::Recip => "x.recip()",
            Function::Sqrt => "x.sqrt()",
            Function::InverseSqrt => "x.inverse_sqrt()",
            Function::Exp => "x.exp()",
            Function::Log => "x.ln()",
            Function::Sin => "x.sin()",
            Function::Cos => "x.cos()",
            Function::Tan => "x.tan()",
            Function::Pow => "x.powf(y)",
            Function::Fma => "fma(x, y, z)",
        }
    }

    /// The kernels' comptime selector.
    pub fn kernel_id(self) -> u32 {
        match self {
            Function::Div => function::DIV,
            Function::Recip => function::RECIP,
            Function::Sqrt => function::SQRT,
            Function::InverseSqrt => function::INVERSE_SQRT,
            Function::Exp => function::EXP,
            Function::Log => function::LOG,
            Function::Sin => function::SIN,
            Function::Cos => function::COS,
            Function::Tan => function::TAN,
            Function::Pow => function::POW,
            Function::Fma => function::FMA,
        }
    }

    /// Number of operands.
    pub fn arity(self) -> usize {
        match self {
            Function::Div | Function::Pow => 2,
            Function::Fma => 3,
            _ => 1,
        }
    }
}

/// The operands of one evaluation (unused ones are 0).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Args {
    pub x: f32,
    pub y: f32,
    pub z: f32,
}

impl Args {
    pub fn unary(x: f32) -> Self {
        Args { x, y: 0.0, z: 0.0 }
    }

    /// The three operands as f64 (exactly).
    pub fn wide(&self) -> [f64; 3] {
        [self.x, self.y, self.z].map(f64::from)
    }

    pub fn operands(&self, arity: usize) -> impl Iterator<Item = f32> {
        [self.x, self.y, self.z].into_iter().take(arity)
    }

    /// The operands with every subnormal replaced by a zero of its sign, and whether any was.
    pub fn flushed(&self) -> Option<Args> {
        let flush = |v: f32| {
            if v.is_subnormal() {
                0.0f32.copysign(v)
            } else {
                v
            }
        };
        let f = Args {
            x: flush(self.x),
            y: flush(self.y),
            z: flush(self.z),
        };
        [self.x, self.y, self.z]
            .iter()
            .any(|v| v.is_subnormal())
            .then_some(f)
    }

    /// The operands as signatures show them.
    pub fn hex(&self, arity: usize) -> String {
        self.operands(arity)
            .map(|v| format!("{:#010x}", v.to_bits()))
            .collect::<Vec<_>>()
            .join(", ")
    }
}
