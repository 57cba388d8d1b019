//! What `fpsig tmd --from A --to B` would search, without searching: the split of one interval
//! (pieces, models and their Js, the models' expected work, the inputs left to the CPU point by
//! point) and the inputs per N. Used for the projections in
//! `results/tmd-sin-cos-binary64/split-above-2048.txt`.
//!
//! usage: cargo run --release -p fpsig-harness --example split_stats -- FUNCTION FROM TO [PPRIME]

use fpsig_harness::tmd::search::{Plan, Request};
use fpsig_harness::tmd::{Format, Function};
use std::collections::BTreeMap;
use std::io::Write as _;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Err(e) = run(&args) {
        eprintln!("split_stats: {e}");
        std::process::exit(2);
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let [function, from, to, rest @ ..] = args else {
        return Err("usage: split_stats FUNCTION FROM TO [PPRIME]".into());
    };
    let function =
        Function::from_name(function).ok_or("FUNCTION is exp, exp2, log, log2, sin or cos")?;
    let pprime = match rest.first() {
        Some(p) => p.parse().map_err(|_| "PPRIME is not a number")?,
        None => 32,
    };
    let start = Instant::now();
    let request = Request::parse(function, Format::Binary64, from, to, pprime)?;
    let prepared = request.prepare()?;
    let (split, plans) = (&prepared.split, &prepared.plans);
    let (mut models, mut js, mut work) = (0, 0u64, 0.0);
    let (mut point_pieces, mut point_inputs) = (0, 0u64);
    let mut per_n = BTreeMap::new();
    for plan in plans {
        match plan {
            Plan::Model(m) => {
                models += 1;
                js += m.intervals;
                work += m.expected_work();
                *per_n.entry(m.log2_n).or_insert(0u64) += m.piece.points;
            }
            Plan::Points(piece) => {
                point_pieces += 1;
                point_inputs += piece.points;
            }
            Plan::Floats(..) => {}
        }
    }
    let per_n: Vec<String> = per_n.iter().map(|(n, p)| format!("2^{n}: {p}")).collect();
    // A closed pipe ends quietly.
    let _ = writeln!(
        std::io::stdout(),
        "{} [{from}, {to}): {} inputs, {} pieces; {models} models, {js} Js, expected work {work:.4e}; \
         {point_pieces} pieces point by point, {point_inputs} inputs; inputs per N: {}; split {:.2} s",
        function.name(),
        split.points(),
        split.pieces.len(),
        per_n.join(", "),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
