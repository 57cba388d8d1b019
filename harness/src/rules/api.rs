//! The vocabulary of the API rules: the rule sets a signature can be judged by, what one says
//! of a behaviour, and what a family declares for each of its findings ([`Judge`]) so that the
//! rules read typed evidence and never finding ids.

use crate::signature::Finding;
use crate::ulp::envelope::Api;

/// A set of rules a signature can be judged by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleSet {
    Vulkan,
    Gl,
    Wgsl,
    MetalFast,
    MetalPrecise,
    D3d11,
    D3d12,
    Cuda,
    OpenCl,
}

impl RuleSet {
    pub const ALL: [RuleSet; 9] = [
        RuleSet::Vulkan,
        RuleSet::Gl,
        RuleSet::Wgsl,
        RuleSet::MetalFast,
        RuleSet::MetalPrecise,
        RuleSet::D3d11,
        RuleSet::D3d12,
        RuleSet::Cuda,
        RuleSet::OpenCl,
    ];

    pub fn name(self) -> &'static str {
        match self {
            RuleSet::Vulkan => "vulkan",
            RuleSet::Gl => "gl",
            RuleSet::Wgsl => "wgsl",
            RuleSet::MetalFast => "metal-fast",
            RuleSet::MetalPrecise => "metal-precise",
            RuleSet::D3d11 => "d3d11",
            RuleSet::D3d12 => "d3d12",
            RuleSet::Cuda => "cuda",
            RuleSet::OpenCl => "opencl",
        }
    }

    /// The rule set a user names: its own name, or `opengl`, `webgpu`, `metal` (fast math,
    /// Metal's default), `d3d` (D3D11's rules) and `dx12`.
    pub fn parse(name: &str) -> Result<RuleSet, String> {
        let name = name.trim().to_ascii_lowercase();
        let alias = match name.as_str() {
            "opengl" => "gl",
            "webgpu" => "wgsl",
            "metal" => "metal-fast",
            "d3d" => "d3d11",
            "dx12" => "d3d12",
            other => other,
        };
        RuleSet::ALL
            .into_iter()
            .find(|r| r.name() == alias)
            .ok_or_else(|| {
                let known: Vec<&str> = RuleSet::ALL.iter().map(|r| r.name()).collect();
                format!(
                    "unknown API rules '{name}' (known: {}, and opengl, webgpu, metal, d3d, dx12)",
                    known.join(", ")
                )
            })
    }

    /// A `gl,d3d12`-style list, each set once, in the order given.
    pub fn parse_list(list: &str) -> Result<Vec<RuleSet>, String> {
        let mut sets = Vec::new();
        for name in list.split(',') {
            let set = RuleSet::parse(name)?;
            if !sets.contains(&set) {
                sets.push(set);
            }
        }
        Ok(sets)
    }

    /// The accuracy envelope of the ulp maps this rule set goes with.
    pub fn envelope(self) -> Api {
        match self {
            RuleSet::Vulkan => Api::Vulkan,
            RuleSet::Gl => Api::Gl,
            RuleSet::Wgsl => Api::Wgsl,
            RuleSet::MetalFast => Api::MetalFast,
            RuleSet::MetalPrecise => Api::MetalPrecise,
            RuleSet::D3d11 | RuleSet::D3d12 => Api::D3d,
            RuleSet::Cuda => Api::Cuda,
            RuleSet::OpenCl => Api::OpenCl,
        }
    }
}

/// What a rule set says of one measured behaviour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Legality {
    Allowed,
    Forbidden,
    /// The rules say nothing that decides it (or fpsig has not transcribed what they say).
    Unstated,
    /// The API has no such function in that format.
    NoSuchFunction,
    /// Not the API's doing: the DSL folded it before any API saw the shader.
    NotJudged,
}

impl Legality {
    pub fn word(self) -> &'static str {
        match self {
            Legality::Allowed => "allowed",
            Legality::Forbidden => "FORBIDDEN",
            Legality::Unstated => "unstated",
            Legality::NoSuchFunction => "no such fn",
            Legality::NotJudged => "-",
        }
    }
}

/// One rule set's ruling, with the rule it applied.
#[derive(Debug, Clone, PartialEq)]
pub struct Ruling {
    pub legality: Legality,
    pub rule: String,
}

pub fn ruling(legality: Legality, rule: &str) -> Ruling {
    Ruling {
        legality,
        rule: rule.to_string(),
    }
}

/// One judged finding.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub id: String,
    pub measured: String,
    pub rulings: Vec<Ruling>,
}

/// How the API rules judge one finding: what its family declares for it.
#[derive(Clone, Copy)]
pub enum Judge {
    /// Subnormal handling of the identities x + (-0) and x * 1 (`SUBNORMALS_FLUSHED`).
    SubnormalIdentities,
    /// The signed-ulp error of + − × (`OPERATION_ERROR_ULPS`).
    BasicError,
    /// A rewrite detector's outcome (`REWRITE_OUTCOME`), judged by the licence a rewrite of
    /// that shape needs.
    Rewrite(Licence),
    /// An ulp map's envelope verdicts (`ERROR_ULPS`, `ENVELOPE_VERDICTS`).
    Envelope,
    /// The family's own reading: what was measured, in words, and each rule set's ruling, from
    /// its own typed evidence; `None` where the measurement decides nothing the rules name.
    Own(OwnJudge),
}

/// A family's own judgement of one finding by the rule sets given, in their order.
pub type OwnJudge = fn(&Finding, &[RuleSet]) -> Result<Option<(String, Vec<Ruling>)>, String>;

/// The licence an API must give for a rewrite of one shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Licence {
    /// a*b+c into one rounding.
    Contraction,
    /// (a+b)-a into b, (a*b)/a into b.
    Reassociation,
    /// x − x into 0: no NaN or infinity.
    FiniteMath,
    /// x * 0 into +0: no NaN or infinity, the sign of zero ignored.
    FiniteMathSignedZero,
}

/// For families whose findings no API rule speaks to.
pub fn no_rules(_: &str) -> Option<Judge> {
    None
}
