//! `fpsig tmd-check`: the L-algorithm held to the exhaustive search on slices of an interval
//! (`harness::tmd::check`), one line per slice, a one-line error where any slice differs.

use super::args::{SearchArgs, VariantArgs};
use super::summary::{cpu_threads, name};
use clap::Args;
use fpsig_harness::tmd::check::{check_slice, slices, Choice, Outcome};
use fpsig_harness::tmd::interval::parse_endpoint;
use fpsig_harness::tmd::search::{Engine, Request};
use fpsig_harness::tmd::verify::hex;
use std::io::Write as _;

/// What to check and where.
#[derive(Args, Clone)]
pub struct CheckArgs {
    #[command(flatten)]
    pub search: SearchArgs,
    #[command(flatten)]
    pub variant: VariantArgs,
    /// Slices at random places of the interval.
    #[arg(long, default_value_t = 8)]
    pub random: usize,
    /// Slices centred on zeros of sin or cos in the interval (kπ for sin, (k+½)π for cos),
    /// chosen at random among them: where the values fall through many output binades.
    #[arg(long, default_value_t = 0)]
    pub zeros: usize,
    /// Slices centred on these inputs (comma-separated, written as --from takes them).
    #[arg(long, value_delimiter = ',', allow_hyphen_values = true)]
    pub around: Vec<String>,
    /// log2 of the inputs of each slice.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub log2_inputs: u32,
    /// Seed of the random choices: the same seed, the same slices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Runs every slice's three searches; the table on stdout, an error where any slice differs.
pub fn run(args: &CheckArgs) -> Result<String, String> {
    let s = &args.search;
    if s.all || s.exhaustive {
        return Err(
            "fpsig tmd-check takes an interval (--from/--to or --binade): no --all, \
                    no --exhaustive (it runs the exhaustive search itself)"
                .into(),
        );
    }
    let request = s.request(args.variant.variant()?)?;
    let around = (args.around.iter())
        .map(|text| {
            parse_endpoint(text).map_err(|_| {
                format!(
                    "--around {}: not a number fpsig reads",
                    fpsig_backends::user_text(text)
                )
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let choice = Choice {
        random: args.random,
        zeros: args.zeros,
        around,
        log2_inputs: args.log2_inputs,
        seed: args.seed,
    };
    let chosen = slices(&request, &choice)?;
    let backend = s.backend()?;
    let engine = s.engine(backend.as_ref())?;
    let mut text = header(&request, &choice, chosen.len(), &engine);
    let (mut differ, mut lines) = (0, 0);
    for (i, slice) in chosen.iter().enumerate() {
        let outcome = check_slice(&request, slice, engine)?;
        let line = row(&request, &outcome);
        // The run may be long: each slice is said on stderr as it ends.
        let _ = writeln!(
            std::io::stderr(),
            "slice {} of {}: {line}",
            i + 1,
            chosen.len()
        );
        text += &line;
        text.push('\n');
        for d in outcome.differences() {
            text += &format!("  {d}\n");
        }
        lines += outcome.cpu.lines.len();
        differ += usize::from(!outcome.agree());
    }
    let inputs = (chosen.len() as f64).log2() + f64::from(args.log2_inputs);
    let verdict = match differ {
        0 => "the searches agree on every slice".to_string(),
        n => format!("the searches differ on {n} slice(s)"),
    };
    text += &format!(
        "# {} slices, 2^{inputs:.2} inputs, {lines} lines: {verdict}\n",
        chosen.len()
    );
    if differ > 0 {
        crate::terminal::output::print(&text)?;
        return Err(format!("tmd-check: {verdict} (listed above)"));
    }
    Ok(text)
}

/// The `#` lines: what is checked, on what.
fn header(r: &Request, choice: &Choice, count: usize, engine: &Engine) -> String {
    let device = match engine {
        Engine::Gpu(..) => format!(", the exhaustive search on {} too", name(engine)),
        Engine::Cpu => String::new(),
    };
    format!(
        "# fpsig tmd-check: {} on [{}, {}) {}, p' = {}: {count} slices of 2^{} inputs ({} at \
         random, {} around zeros, {} around inputs asked for; seed {})\n# the L-algorithm on \
         {}{device}, against the exhaustive search on the CPU ({} threads)\n",
        r.function.name(),
        hex(&r.from, r.format),
        hex(&r.to, r.format),
        r.format.name(),
        r.pprime,
        choice.log2_inputs,
        choice.random,
        count - choice.random - choice.around.len(),
        choice.around.len(),
        choice.seed,
        name(engine),
        cpu_threads(),
    )
}

/// One slice: where, why, its lines, each search's time and the verdict.
fn row(r: &Request, o: &Outcome) -> String {
    let device = match &o.device {
        Some(d) => format!(", exhaustive on the device {:.2} s", d.time.as_secs_f64()),
        None => String::new(),
    };
    format!(
        "{} [{}, {}): {} lines; L-algorithm {:.2} s{device}, exhaustive on the CPU {:.2} s: {}",
        o.slice.why,
        hex(&o.slice.from, r.format),
        hex(&o.slice.to, r.format),
        o.cpu.lines.len(),
        o.l_algorithm.time.as_secs_f64(),
        o.cpu.time.as_secs_f64(),
        if o.agree() { "same" } else { "DIFFERENT" },
    )
}
