//! `fpsig bench tmd-cost`: what one device pays for each step of the L-algorithm, at several
//! N side by side in one process. One interval is searched with each cap on N and each pair of
//! prices in turn (`--log2-ns`, `--failing-j-prices`, `--point-prices`: each piece takes the N
//! up to the cap of least expected work at those prices), `--runs` times, after a warm-up run
//! that compiles the kernels. Per run: the mean N of the Js, the Js, the share failing phase 1,
//! the Ks failing phase 2 per failing J, the time end to end and each step's per unit; per
//! setting, the prices measured (a failing J, a point of phase 3, in Js) beside the model's, and
//! whether every run found the first one's list.
//! Several streams on one GPU overlap: each step's clock then holds the others' kernels, and the
//! output says so.

use crate::tmd::args::SearchArgs;
use fpsig_harness::tmd::approx::{Prices, PRICE_FAILING_J, PRICE_POINT};
use fpsig_harness::tmd::search::{search_on, Alone, Discard, Engine, Report, Request};
use fpsig_harness::tmd::{Variant, SUB_INTERVALS};
use std::fmt::Write as _;

pub struct Options {
    pub search: SearchArgs,
    /// Caps on log2 N, in order; default: the format's own, then one and two below the
    /// warm-up's mean N (rounded to a power of 2).
    pub caps: Vec<u32>,
    /// Prices of a failing J the choice of each piece's N takes, in order; default: the
    /// expected work's own ([`PRICE_FAILING_J`]).
    pub failing_j_prices: Vec<f64>,
    /// Prices of a point of phase 3 likewise (default [`PRICE_POINT`]).
    pub point_prices: Vec<f64>,
    /// Every setting's expected work counts phase 2's failures conditionally
    /// ([`Prices::conditional`]).
    pub conditional: bool,
    pub runs: u32,
}

/// What one row searches with: a cap on log2 N and the prices that chose each piece's N up
/// to it.
#[derive(Clone, Copy)]
struct Setting {
    cap: u32,
    prices: Prices,
}

impl Setting {
    /// The row's first three cells.
    fn cells(&self) -> String {
        format!(
            "| {} | {} | {} |",
            self.cap, self.prices.failing_j, self.prices.point
        )
    }

    /// Every cap with every pair of prices, caps outermost.
    fn all(caps: &[u32], failing_j: &[f64], point: &[f64], conditional: bool) -> Vec<Setting> {
        let mut all = Vec::new();
        for &cap in caps {
            for &failing_j in failing_j {
                for &point in point {
                    let prices = Prices {
                        failing_j,
                        point,
                        conditional,
                    };
                    all.push(Setting { cap, prices });
                }
            }
        }
        all
    }
}

/// The values given, or the default alone.
fn or_default(given: Vec<f64>, default: f64) -> Vec<f64> {
    if given.is_empty() {
        vec![default]
    } else {
        given
    }
}

/// One run's counts and times, in seconds.
#[derive(Clone)]
struct Measured {
    /// The inputs the models cover over the Js: where pieces take several N, their mean
    /// (weighted by Js), so that a failing K holds `mean_n / 8` points on average.
    mean_n: f64,
    js: f64,
    failed_j: f64,
    failed_k: f64,
    /// The failing Js and Ks the models' expected work takes.
    expected_failing: (f64, f64),
    end_to_end: f64,
    generation: f64,
    phases: [f64; 3],
}

impl Measured {
    fn of(report: &Report) -> Measured {
        let c = &report.counts;
        let t = &report.times;
        Measured {
            mean_n: mean_n(report),
            js: c.intervals as f64,
            failed_j: c.failed_j as f64,
            failed_k: c.failed_k as f64,
            expected_failing: report.expected_failing,
            end_to_end: t.end_to_end.as_secs_f64(),
            generation: t.approximations.as_secs_f64(),
            phases: t.phases.0.map(|d| d.as_secs_f64()),
        }
    }

    /// The mean of several runs of one cap (their N and counts are the same).
    fn mean(runs: &[Measured]) -> Measured {
        let n = runs.len() as f64;
        let avg = |f: &dyn Fn(&Measured) -> f64| runs.iter().map(f).sum::<f64>() / n;
        Measured {
            end_to_end: avg(&|m| m.end_to_end),
            generation: avg(&|m| m.generation),
            phases: [0, 1, 2].map(|i| avg(&|m| m.phases[i])),
            ..runs[0].clone()
        }
    }

    /// Generation and phase 1 per J: the unit the model prices the rest in.
    fn per_j(&self) -> f64 {
        (self.generation + self.phases[0]) / self.js
    }

    /// What a failing J cost, in Js (phase 2's time per failing J over `per_j`).
    fn failing_j_price(&self) -> Option<f64> {
        (self.failed_j > 0.0).then(|| self.phases[1] / self.failed_j / self.per_j())
    }

    /// What a point of phase 3 cost, in Js (a failing K holds N/8 points: the mean N, as if
    /// Ks failed alike at every N).
    fn point_price(&self) -> Option<f64> {
        let points = self.failed_k * self.mean_n / SUB_INTERVALS as f64;
        (points > 0.0).then(|| self.phases[2] / points / self.per_j())
    }

    /// The share of Js the expected work takes as failing phase 1, beside the measured one.
    fn expected_phase_1(&self) -> String {
        format!(
            "{:.3} % against {:.3} %",
            100.0 * self.expected_failing.0 / self.js.max(1.0),
            100.0 * self.failed_j / self.js.max(1.0)
        )
    }

    /// The Ks failing phase 2 per failing J the expected work takes, beside the measured.
    fn expected_ks_per_j(&self) -> String {
        format!(
            "{} against {}",
            ks_per_j(self.expected_failing.1, self.expected_failing.0),
            ks_per_j(self.failed_k, self.failed_j)
        )
    }
}

/// Failing Ks per failing J, to 4 places ("-" without failing Js).
fn ks_per_j(ks: f64, js: f64) -> String {
    if js > 0.0 {
        format!("{:.4}", ks / js)
    } else {
        "-".into()
    }
}

/// The inputs the report's models cover over its Js (0 without Js).
fn mean_n(report: &Report) -> f64 {
    report.model_points as f64 / (report.counts.intervals as f64).max(1.0)
}

fn nanos(seconds: f64, per: f64) -> String {
    if per > 0.0 {
        format!("{:.2}", seconds * 1e9 / per)
    } else {
        "-".into()
    }
}

fn price(p: Option<f64>) -> String {
    p.map_or("-".into(), |p| format!("{p:.3}"))
}

fn row(setting: Setting, run: &str, m: &Measured, same: bool) -> String {
    format!(
        "{} {run} | {:.1} | {:.0} | {:.3} % | {} | {:.3} | {} | {} | {} | {} | {} |\n",
        setting.cells(),
        m.mean_n,
        m.js,
        100.0 * m.failed_j / m.js.max(1.0),
        ks_per_j(m.failed_k, m.failed_j),
        m.end_to_end,
        nanos(m.generation, m.js),
        nanos(m.phases[0], m.js),
        nanos(m.phases[1], m.failed_j),
        nanos(m.phases[2], m.failed_k),
        if same { "yes" } else { "NO" },
    )
}

/// The note under the searched interval where several streams share one device: each step's
/// time is its stream's wall clock, so it holds waits behind the other streams' kernels.
fn overlap_note(streams: u32) -> String {
    if streams > 1 {
        format!(
            "{streams} streams on the device: each step's time is its stream's wall clock, waits \
             behind the other streams' kernels included, so the prices below are not the steps' \
             own (--streams 1 for those); end to end is the whole search's\n"
        )
    } else {
        String::new()
    }
}

/// The header's line where every setting counts phase 2's failures conditionally.
fn conditional_note(conditional: bool) -> &'static str {
    if conditional {
        "every setting's expected work counts a failing J's Ks failing phase 2 conditionally \
         (its near point's K: eps2/eps1 beside the independent 2 eps2 N/8 each)\n"
    } else {
        ""
    }
}

fn header(request: &Request, warm_up: &Report, engine: &str, notes: &str) -> String {
    format!(
        "{}, on {engine}\n{notes}\
         each cap on log2 N and prices of a failing J and of a point of phase 3 searched in turn \
         (each piece takes the N up to the cap of least expected work at those prices, in Js; \
         N: the mean over the Js, the inputs the models cover over them), after a warm-up \
         run that compiled the kernels; end to end: from the first chunk to the last checked \
         case; generation and phase 1 in ns per J, phase 2 per failing J, phase 3 per failing \
         K; same: the first run's list\n\n\
         | cap | failing J priced | point priced | run | N | Js | failing phase 1 | failing Ks \
         per failing J | end to end s | generation ns | phase 1 ns | phase 2 ns | phase 3 ns | \
         same |\n\
         |---|---:|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n",
        crate::tmd::summary::searched(request, warm_up),
    )
}

/// The prices per setting, measured beside the model's, and end to end against the first one.
fn prices(means: &[(Setting, Measured)]) -> String {
    let mut out = format!(
        "\nprices in Js (generation and phase 1 of one J), the runs' means, against the expected \
         work's: a failing J {PRICE_FAILING_J}, a point of phase 3 {PRICE_POINT}\n\n\
         | cap | failing J priced | point priced | N | ns per J | a failing J | a point of phase \
         3 | end to end s | against the first | failing phase 1, expected | failing Ks per \
         failing J, expected |\n\
         |---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|\n"
    );
    let first = means.first().map_or(1.0, |(_, m)| m.end_to_end);
    for (setting, m) in means {
        let _ = writeln!(
            out,
            "{} {:.1} | {:.3} | {} | {} | {:.3} | {:.3} | {} | {} |",
            setting.cells(),
            m.mean_n,
            m.per_j() * 1e9,
            price(m.failing_j_price()),
            price(m.point_price()),
            m.end_to_end,
            m.end_to_end / first,
            m.expected_phase_1(),
            m.expected_ks_per_j(),
        );
    }
    out
}

pub fn run(o: Options) -> Result<String, String> {
    let mut request = o.search.request(Variant::default())?;
    let backend = o.search.backend()?;
    let engine = o.search.engine(backend.as_ref())?;
    let engines = std::slice::from_ref(&engine);
    let search = |r: &Request| search_on(r, engines, &mut Discard, &mut Alone);
    let failing_j_prices = or_default(o.failing_j_prices, PRICE_FAILING_J);
    let point_prices = or_default(o.point_prices, PRICE_POINT);
    // Every setting refused before any search (the default caps: the format's own N for now).
    let own = [request.log2_n];
    let caps = if o.caps.is_empty() { &own } else { &o.caps[..] };
    for setting in Setting::all(caps, &failing_j_prices, &point_prices, o.conditional) {
        Request {
            log2_n: setting.cap,
            prices: setting.prices,
            ..request.clone()
        }
        .validate()?;
    }
    let warm_up = search(&request)?;
    if warm_up.counts.intervals == 0 {
        return Err(
            "the L-algorithm searches no interval J there (zones or points only): no prices to \
             measure"
                .into(),
        );
    }
    let caps = if o.caps.is_empty() {
        let s = mean_n(&warm_up).log2().round() as u32;
        let mut caps = vec![request.log2_n];
        caps.extend((s.saturating_sub(2)..s).rev().filter(|&n| n >= 3));
        caps
    } else {
        o.caps
    };
    let streams = match engine {
        Engine::Gpu(..) => request.streams,
        _ => 1,
    };
    let notes = overlap_note(streams) + conditional_note(o.conditional);
    let mut out = header(
        &request,
        &warm_up,
        &crate::tmd::summary::name(&engine),
        &notes,
    );
    let mut runs: Vec<(Setting, Vec<Measured>)> =
        Setting::all(&caps, &failing_j_prices, &point_prices, o.conditional)
            .into_iter()
            .map(|setting| (setting, Vec::new()))
            .collect();
    let mut first_list: Option<Vec<String>> = None;
    for r in 1..=o.runs {
        for (setting, measured) in runs.iter_mut() {
            request.log2_n = setting.cap;
            request.prices = setting.prices;
            let report = search(&request)?;
            let list: Vec<String> = report.cases.iter().map(|c| c.to_string()).collect();
            let same = *first_list.get_or_insert_with(|| list.clone()) == list;
            let m = Measured::of(&report);
            out += &row(*setting, &r.to_string(), &m, same);
            measured.push(m);
        }
    }
    let means: Vec<(Setting, Measured)> = runs
        .into_iter()
        .map(|(setting, m)| (setting, Measured::mean(&m)))
        .collect();
    Ok(out + &prices(&means))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn measured(log2_n: u32, failed_j: f64, failed_k: f64) -> Measured {
        Measured {
            mean_n: (1u64 << log2_n) as f64,
            js: 1000.0,
            failed_j,
            failed_k,
            expected_failing: (2.0 * failed_j, failed_k / 2.0),
            end_to_end: 1.0,
            generation: 1e-6,
            phases: [1e-6, 2e-6, 4e-6],
        }
    }

    #[test]
    fn prices_are_in_js_of_generation_and_phase_1() {
        // 2e-9 s a J; phase 2 2e-6 s over 100 failing Js, 2e-8 s each: 10 Js; phase 3 4e-6 s
        // over 10 Ks of 2^9/8 = 64 points: 6.25e-9 s a point, 3.125 Js.
        let m = measured(9, 100.0, 10.0);
        assert!((m.per_j() - 2e-9).abs() < 1e-18);
        assert!((m.failing_j_price().unwrap() - 10.0).abs() < 1e-9);
        assert!((m.point_price().unwrap() - 3.125).abs() < 1e-9);
        // The expected failures beside the measured ones (the helper expects twice the Js and
        // half the Ks: 20 % of the Js, 5/200 Ks each).
        let table = prices(&[(
            Setting {
                cap: 9,
                prices: Prices::default(),
            },
            m,
        )]);
        assert!(
            table.contains("| 20.000 % against 10.000 % | 0.0250 against 0.1000 |"),
            "{table}"
        );
        // Nothing failing: no price, never a division by zero.
        let none = measured(9, 0.0, 0.0);
        assert_eq!((none.failing_j_price(), none.point_price()), (None, None));
        let setting = Setting {
            cap: 9,
            prices: Prices::default(),
        };
        let table = prices(&[(setting, none)]);
        assert!(
            table.contains("| 9 | 8 | 0.03125 | 512.0 | 2.000 | - | - |"),
            "{table}"
        );
    }

    /// On a GPU at 2^11 a few small pieces take N = 2^3 and most 2^9 (session 48): the mean over
    /// the Js, not the smallest N, gives a failing K's points.
    #[test]
    fn the_mean_n_weighs_each_n_by_its_js() {
        let mut report = Report::default();
        report.counts.intervals = 2000;
        report.model_points = 1000 * 512 + 1000 * 8;
        report.smallest_log2_n = 3;
        assert_eq!(mean_n(&report), 260.0);
        assert_eq!(mean_n(&Report::default()), 0.0);
        let mut m = measured(9, 100.0, 10.0);
        m.mean_n = 260.0;
        // 4e-6 s over 10 Ks of 260/8 = 32.5 points, 2e-9 s a J: 6.154 Js a point.
        assert!((m.point_price().unwrap() - 4e-6 / 325.0 / 2e-9).abs() < 1e-9);
    }

    /// Several streams on a GPU overlap the steps' clocks: the output says so; one stream (and
    /// the CPU engine, given 1) says nothing.
    #[test]
    fn several_streams_are_named_as_overlapping_the_steps() {
        assert!(overlap_note(3).starts_with("3 streams on the device"));
        assert!(overlap_note(3).contains("--streams 1"));
        assert_eq!(overlap_note(1), "");
    }

    #[test]
    fn the_mean_keeps_the_counts_and_averages_the_times() {
        let mut a = measured(8, 5.0, 1.0);
        let mut b = measured(8, 5.0, 1.0);
        a.end_to_end = 1.0;
        b.end_to_end = 3.0;
        b.phases[1] = 4e-6;
        let m = Measured::mean(&[a, b]);
        assert_eq!((m.mean_n, m.js, m.failed_j), (256.0, 1000.0, 5.0));
        assert!((m.end_to_end - 2.0).abs() < 1e-12);
        assert!((m.phases[1] - 3e-6).abs() < 1e-18);
    }
}
