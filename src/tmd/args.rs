//! `fpsig tmd`'s options: what to search, the L-algorithm's variant, where the state goes.

use crate::commands::load::parse_spec;
use clap::Args;
use fpsig_backends::Backend;
use fpsig_harness::tmd::interval::parse_endpoint;
use fpsig_harness::tmd::search::{Engine, Request};
use fpsig_harness::tmd::{Deploy, Format, Function, Limbs, Remainder, Variant};
use fpsig_harness::{open_all_backends, open_backend};
use std::path::PathBuf;

/// What to search and how: shared by `fpsig tmd` and `fpsig bench tmd`.
#[derive(Args, Clone)]
pub struct SearchArgs {
    /// exp, exp2, log, log2, sin or cos.
    #[arg(long, default_value = "exp")]
    pub function: String,
    /// Start of [from, to): decimal, hexadecimal float (0x1.8p-3) or a sum like 1+2^-13.
    #[arg(long, default_value = "1", allow_hyphen_values = true)]
    pub from: String,
    /// End of [from, to), excluded.
    #[arg(long, default_value = "1+2^-13", allow_hyphen_values = true)]
    pub to: String,
    /// The whole binade of this value instead of --from/--to: 1 means [1, 2), -0.3 [-0.5, -0.25).
    #[arg(long, conflicts_with_all = ["from", "to"], allow_hyphen_values = true)]
    pub binade: Option<String>,
    /// Every finite input in the function's domain instead of --from/--to (2^32 − 2^24 − 1
    /// binary32 inputs, the two zeros counted once).
    #[arg(long, conflicts_with_all = ["from", "to", "binade"])]
    pub all: bool,
    /// Search --all slice by slice (each binade of each sign, the subnormals of each sign),
    /// keeping a compact state in --state: always so for binary64.
    #[arg(long, requires = "all")]
    pub by_slice: bool,
    /// Report inputs with at least p' identical bits after the rounding bit.
    #[arg(long, default_value_t = 32, allow_hyphen_values = true, value_parser = pprime)]
    pub pprime: u32,
    /// binary64 or binary32.
    #[arg(long, default_value = "binary64")]
    pub format: String,
    /// log2 of the most points per interval J, 3 to 20 (default 20 for binary64, 5 for
    /// binary32): each piece takes the N up to it of least expected work (`fpsig bench tmd`:
    /// every piece at this N, by default the seed's 15).
    #[arg(long)]
    pub log2_n: Option<u32>,
    /// `api[:adapter]` of a GPU backend, or `cpu` for the multi-threaded CPU code; default: the
    /// best GPU backend present. `fpsig tmd` takes several, comma-separated, that search side by
    /// side (`cuda:0,cuda:1`; `cuda:all` is every CUDA device); under `--mpi` each rank takes
    /// one: the (local rank mod count)-th of them.
    #[arg(long)]
    pub backend: Option<String>,
    /// Evaluate every input (the exhaustive search the L-algorithm is checked against) instead
    /// of the L-algorithm: binary32 on the CPU through the C library and MPFR, also testing the
    /// zones and overflows; binary64 by block Taylor polynomials, on --backend's device (or
    /// the CPU).
    #[arg(long)]
    pub exhaustive: bool,
    /// Limb width of the GPU kernels' fixed point: 64 or 32 (default: 64 where the backend's
    /// shaders have 64-bit integers, 32 on GL and WGSL).
    #[arg(long)]
    pub limbs: Option<String>,
    /// Threads that feed each GPU, each on a stream of its own: one chunk's kernels, another's
    /// read-backs and MPFR check, run side by side (1: one chunk at a time). The default and
    /// its measurement: docs/tmd.md.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=8))]
    pub streams: u32,
}

impl SearchArgs {
    /// `--function` and `--format`; an unknown name is a one-line error.
    pub fn function_and_format(&self) -> Result<(Function, Format), String> {
        let function = Function::from_name(&self.function).ok_or_else(|| {
            format!(
                "unknown function '{}' (known: exp, exp2, log, log2, sin, cos)",
                fpsig_backends::user_text(&self.function)
            )
        })?;
        let format = Format::from_name(&self.format).ok_or_else(|| {
            format!(
                "unknown format '{}' (known: binary32, binary64)",
                fpsig_backends::user_text(&self.format)
            )
        })?;
        Ok((function, format))
    }

    pub fn request(&self, variant: Variant) -> Result<Request, String> {
        let (function, format) = self.function_and_format()?;
        let (from, to) = match &self.binade {
            Some(value) => binade(value, format)?,
            None if self.all => every_input(function, format),
            None => (self.from.clone(), self.to.clone()),
        };
        let mut request = Request::parse(function, format, &from, &to, self.pprime)?;
        request.log2_n = self.log2_n.unwrap_or(format.default_log2_points());
        request.variant = variant;
        request.exhaustive = self.exhaustive;
        request.streams = self.streams;
        request.validate()?;
        Ok(request)
    }

    /// The one GPU backend to run on, `None` for the CPU.
    pub fn backend(&self) -> Result<Option<Backend>, String> {
        match self.backend.as_deref() {
            Some(list) if list.contains(',') => Err(format!(
                "--backend {list}: this command measures one backend"
            )),
            Some("cpu") => Ok(None),
            _ => open_backend(parse_spec(self.backend.as_deref())?.as_ref())
                .map(Some)
                .map_err(|e| e.to_string()),
        }
    }

    /// The backends `--backend` names, in order (`None` for the CPU, `api:all` expanded), or
    /// only the (`rank` mod count)-th of them for `Some(rank)`; opened without the shader
    /// capture where a kernel cache is in use (`cached`), which CubeCL's cache hits would leave
    /// blank.
    pub fn backends(
        &self,
        rank: Option<usize>,
        cached: bool,
    ) -> Result<Vec<Option<Backend>>, String> {
        let open_one = |spec: Option<&fpsig_backends::BackendSpec>| {
            if cached {
                fpsig_backends::open(spec)
            } else {
                open_backend(spec)
            }
        };
        let open_every = |api, rank| {
            if cached {
                fpsig_backends::open_all(api, rank)
            } else {
                open_all_backends(api, rank)
            }
        };
        let Some(list) = self.backend.as_deref() else {
            let spec = parse_spec(None)?;
            return Ok(vec![Some(
                open_one(spec.as_ref()).map_err(|e| e.to_string())?,
            )]);
        };
        let items: Vec<&str> = list.split(',').collect();
        let items = match rank {
            Some(r) => vec![items[r % items.len()]],
            None => items,
        };
        let mut opened = Vec::new();
        for item in items {
            if item == "cpu" {
                opened.push(None);
                continue;
            }
            let spec = parse_spec(Some(item))?.expect("a spec was given");
            let backends = match spec.adapter.as_deref() {
                Some("all") => open_every(spec.api, rank),
                _ => open_one(Some(&spec)).map(|b| vec![b]),
            };
            opened.extend(backends.map_err(|e| e.to_string())?.into_iter().map(Some));
        }
        Ok(opened)
    }

    /// `--limbs` as asked, if it was.
    fn asked_limbs(&self) -> Result<Option<Limbs>, String> {
        self.limbs.as_deref().map(Limbs::parse).transpose()
    }

    /// The limbs to compute with on `backend`: as asked, or the backend's own choice.
    pub fn limbs(&self, backend: &Backend) -> Result<Limbs, String> {
        Ok(self
            .asked_limbs()?
            .unwrap_or_else(|| Limbs::for_backend(&backend.capabilities)))
    }

    /// Where the phases run: the CPU code, or `backend` with its limbs (`--limbs` is checked
    /// either way).
    pub fn engine<'a>(&self, backend: Option<&'a Backend>) -> Result<Engine<'a>, String> {
        Ok(match backend {
            Some(b) => Engine::Gpu(b, self.limbs(b)?),
            None => {
                self.asked_limbs()?;
                Engine::Cpu
            }
        })
    }
}

/// The endpoint texts of every finite input in `function`'s domain: from the smallest
/// subnormal for the logarithms, from the start of the lowest binade otherwise.
fn every_input(function: Function, format: Format) -> (String, String) {
    let past = format.max_exponent() + 1;
    let from = match function {
        Function::Log | Function::Log2 => {
            format!(
                "2^{}",
                format.min_exponent() + 1 - format.precision() as i32
            )
        }
        _ => format!("-2^{past}"),
    };
    (from, format!("2^{past}"))
}

/// `[2^e, 2^(e+1))` holding `value` (negated for a negative value), as endpoint texts; a
/// value beyond `format`'s largest binade is refused as that.
fn binade(value: &str, format: Format) -> Result<(String, String), String> {
    let shown = fpsig_backends::user_text(value);
    let v = parse_endpoint(value).map_err(|_| {
        format!("--binade {shown}: not a number fpsig reads (write e.g. 1, -0.3, 0x1p-10, 2^-1000)")
    })?;
    let e = match v.get_exp() {
        Some(e) if v.is_finite() => e - 1,
        _ => return Err(format!("--binade {shown}: zero has no binade")),
    };
    let top = format.max_exponent();
    if e > top {
        return Err(format!(
            "--binade {shown}: beyond {}'s largest binade, [2^{top}, 2^{})",
            format.name(),
            top + 1
        ));
    }
    Ok(if v.is_sign_negative() {
        (format!("-2^{}", e + 1), format!("-2^{e}"))
    } else {
        (format!("2^{e}"), format!("2^{}", e + 1))
    })
}

/// `--pprime`: an integer within the search's range, said as that range (a number too large
/// for any integer type, or negative, is out of it too).
fn pprime(text: &str) -> Result<u32, String> {
    let range = fpsig_harness::tmd::search::PPRIME_RANGE;
    let outside = || format!("not in {}..={}", range.start(), range.end());
    let text = text.trim();
    let digits = text.trim_start_matches(['-', '+']);
    let value: i128 = match text.parse() {
        Ok(v) => v,
        // Too many digits for any integer type: out of range all the same.
        Err(_) if !text.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
            return Err(outside())
        }
        Err(_) => return Err(format!("not an integer ({})", outside())),
    };
    u32::try_from(value)
        .ok()
        .filter(|v| range.contains(v))
        .ok_or_else(outside)
}

/// `--keep-run`'s default: the bits of a run whose lines a slice keeps.
const KEEP_RUN: u32 = 40;

/// Where a long search keeps its finished chunks.
#[derive(Args, Clone)]
pub struct StateArgs {
    /// Keep each finished chunk in this folder and skip the chunks it already holds: a killed
    /// run resumes with the same command. Shows progress on stderr.
    #[arg(long)]
    pub state: Option<PathBuf>,
    /// log2 of the intervals J per chunk (at most 24).
    #[arg(long, default_value_t = fpsig_harness::tmd::search::CHUNK_LOG2_JS)]
    pub chunk_log2_js: u32,
    /// Keep the compiled kernels in this folder for the next run (default:
    /// $XDG_CACHE_HOME/fpsig/kernels or ~/.cache/fpsig/kernels); a folder that does not match
    /// the seal its last run left is emptied first. Not under --mpi.
    #[arg(long, conflicts_with = "no_kernel_cache")]
    pub kernel_cache: Option<PathBuf>,
    /// Compile every kernel this run and keep none.
    #[arg(long)]
    pub no_kernel_cache: bool,
    /// With --all slice by slice (always binary64's): keep the lines of a run of at least this many bits (and
    /// every exact case and zone) in --state; the rest of each slice is kept as its count and
    /// sha256.
    #[arg(long, value_name = "BITS (default 40)")]
    pub keep_run: Option<u32>,
    /// With --all slice by slice: start no slice after this many seconds (the finished
    /// ones stay in --state).
    #[arg(long)]
    pub stop_after: Option<f64>,
    /// With --all slice by slice: write every finished slice's whole list here, as
    /// SLICE.txt.xz.
    #[arg(long)]
    pub lists: Option<PathBuf>,
    /// With --all slice by slice: search only these slices (comma-separated names as the
    /// state's table writes them: +2^0 is [1, 2), -2^3 is [-16, -8), +sub the zero and the
    /// positive subnormals), in their order in the domain.
    #[arg(long, allow_hyphen_values = true)]
    pub slice: Option<String>,
    /// With --all slice by slice, exp2: search every unit interval [n, n+1) of its binades
    /// from 2 on, instead of one unit whose cases are shifted to the others (exp2(x + k) =
    /// 2^k exp2(x); a cross-check, about 2^e times slower in [2^e, 2^(e+1))).
    #[arg(long)]
    pub every_unit: bool,
    /// With --all slice by slice: search each slice this run starts as P consecutive intervals
    /// of equal width (a power of two), one after another, each part's digest carried into
    /// the next, so the rows are the same. By default sin's and cos's slices are cut where
    /// they hold more than 2,048 half-periods (binary64 from 2^13 on), so that each part's
    /// split stays under its limit of pieces. A slice in progress keeps its count.
    #[arg(long)]
    pub parts: Option<u32>,
}

impl StateArgs {
    /// `--keep-run`'s bits, [`KEEP_RUN`] where not given.
    pub fn keep_run(&self) -> u32 {
        self.keep_run.unwrap_or(KEEP_RUN)
    }

    /// The first option given that only a search slice by slice reads.
    pub fn slice_by_slice_option(&self) -> Option<&'static str> {
        [
            ("--slice", self.slice.is_some()),
            ("--stop-after", self.stop_after.is_some()),
            ("--lists", self.lists.is_some()),
            ("--keep-run", self.keep_run.is_some()),
            ("--every-unit", self.every_unit),
            ("--parts", self.parts.is_some()),
        ]
        .into_iter()
        .find_map(|(option, given)| given.then_some(option))
    }

    /// The kernel cache folder to use, if any.
    pub fn kernel_cache_dir(&self, mpi: bool) -> Option<PathBuf> {
        if self.no_kernel_cache || mpi {
            return None;
        }
        self.kernel_cache.clone().or_else(|| {
            let base = std::env::var_os("XDG_CACHE_HOME")
                .map(PathBuf::from)
                .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
            Some(base.join("fpsig").join("kernels"))
        })
    }
}

/// The L-algorithm variant options.
#[derive(Args, Clone)]
pub struct VariantArgs {
    /// Remainders: sub, div or hybrid:K.
    #[arg(long, default_value = "hybrid:3")]
    pub remainder: String,
    /// Use the swap form of the main loop (seed 002 Algorithm 2).
    #[arg(long)]
    pub swap: bool,
    /// one or three kernels.
    #[arg(long, default_value = "three")]
    pub deploy: String,
}

impl VariantArgs {
    pub fn variant(&self) -> Result<Variant, String> {
        Ok(Variant {
            remainder: Remainder::parse(&self.remainder)?,
            swap: self.swap,
            deploy: Deploy::parse(&self.deploy)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Command {
        #[command(flatten)]
        search: SearchArgs,
    }

    fn inputs(args: &[&str]) -> Result<u64, String> {
        let command = Command::try_parse_from(std::iter::once("tmd").chain(args.iter().copied()))
            .map_err(|e| e.kind().to_string())?;
        let request = command.search.request(Variant::default())?;
        Ok(request.split()?.points())
    }

    /// `--all` is every finite input of the domain: the two zeros once, the logarithms'
    /// positive inputs only; it takes no endpoints besides.
    #[test]
    fn all_is_every_finite_input_of_the_domain() {
        let b32 = ["--format", "binary32", "--pprime", "24", "--all"];
        let with = |f: &'static str| [&b32[..], &["--function", f]].concat();
        assert_eq!(inputs(&with("exp")), Ok(2 * 0x7f7f_ffff + 1));
        assert_eq!(inputs(&with("log")), Ok(0x7f7f_ffff));
        let conflict = inputs(&[&b32[..], &["--from", "1"]].concat()).unwrap_err();
        assert!(conflict.contains("cannot be used"), "{conflict}");
    }

    #[test]
    fn a_binade_of_no_number_is_said_to_be_that() {
        let b64 = Format::Binary64;
        let err = binade("nan", b64).unwrap_err();
        assert!(
            err.starts_with("--binade nan: not a number fpsig reads"),
            "{err}"
        );
        assert!(!err.contains("interval endpoint"), "{err}");
        assert_eq!(
            binade("0", b64).unwrap_err(),
            "--binade 0: zero has no binade"
        );
        assert_eq!(
            binade("-0.3", b64).unwrap(),
            ("-2^-1".into(), "-2^-2".into())
        );
        // Beyond the format: the binade the user asked for, not one nobody typed.
        assert_eq!(
            binade("1e400", b64).unwrap_err(),
            "--binade 1e400: beyond binary64's largest binade, [2^1023, 2^1024)"
        );
        assert!(binade("1e39", Format::Binary32)
            .unwrap_err()
            .contains("[2^127, 2^128)"));
        assert!(binade("1e38", Format::Binary32).is_ok());
    }

    #[test]
    fn pprime_is_refused_with_its_own_range() {
        assert_eq!(pprime("32"), Ok(32));
        for bad in [
            "0",
            "49",
            "4294967296",
            "-1",
            "99999999999999999999999999999999999999999",
        ] {
            assert_eq!(pprime(bad), Err("not in 1..=48".to_string()), "{bad}");
        }
        for bad in ["", "x", "1.5"] {
            assert_eq!(
                pprime(bad),
                Err("not an integer (not in 1..=48)".to_string()),
                "{bad}"
            );
        }
    }
}
