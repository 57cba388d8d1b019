//! The L-algorithm kernels against the CPU code, on Vulkan (and WGSL and CUDA where built) in
//! native u64 words and in 2×u32 limbs, and on GL in limbs (lavapipe and llvmpipe in CI): every
//! fixed-point operation equals the host's; every remainder, swap and deployment variant fails
//! the same intervals and returns the same candidates, and the bench's plain phase 1 fails the
//! same intervals; on 2^10 random Js the L-algorithm finds exactly the cases the CPU's
//! exhaustive evaluator finds among them, and on 2^8 of them the exhaustive kernel marks the
//! same points as the CPU evaluator; and a whole run finds the same MPFR-checked cases as the
//! CPU code.

use crate::common::xorshift;
use crate::harness::{Test, TestParameters, GL, TMD_ENGINES, VULKAN};
use fpsig_backends::Backend;
use fpsig_harness::tmd::approx::Model;
use fpsig_harness::tmd::cpu;
use fpsig_harness::tmd::exhaustive::{cases_among, Blocks};
use fpsig_harness::tmd::exhaustive_gpu::near_points_on;
use fpsig_harness::tmd::generator::DevicePolynomials;
use fpsig_harness::tmd::gpu::{self, FixedOpsInput, Source};
use fpsig_harness::tmd::search::{
    search, search_on, Alone, Discard, Engine, Report, Request, Sink,
};
use fpsig_harness::tmd::verify::Case;
use fpsig_harness::tmd::{Deploy, Format, Function, Limbs, Variant};

fn request(function: Function, format: Format, from: &str, to: &str, pprime: u32) -> Request {
    Request::parse(function, format, from, to, pprime).unwrap()
}

/// The engines of one adapter: Vulkan, WGSL and CUDA with native 64-bit words and with 32-bit
/// limbs, GL, whose shaders have no 64-bit integers, with 32-bit limbs (through WGSL and naga's
/// GLSL).
fn engines(backend: &Backend) -> Vec<(&Backend, Limbs)> {
    let limbs = Limbs::for_backend(&backend.capabilities);
    assert_eq!(
        limbs == Limbs::U64,
        backend.identity.api != fpsig_backends::Api::Gl,
        "{}",
        backend.identity.snapshot_name()
    );
    match limbs {
        Limbs::U64 => vec![(backend, Limbs::U64), (backend, Limbs::U32Pair)],
        _ => vec![(backend, Limbs::U32Pair)],
    }
}

/// Whether `backend` cuts a shader invocation's loops: Mesa's llvmpipe (lavapipe's and GL's)
/// stops them after 65,535 iterations in all (gallivm's `LP_MAX_TGSI_LOOP_ITERATIONS`, "shared
/// between every loop"), which a thread that checks every point of a J of 2^16 or more goes
/// past (the one-kernel deployment, the plain loop on a nearly constant J).
fn cuts_long_loops(backend: &Backend) -> bool {
    backend.identity.adapter.contains("llvmpipe")
}

fn label(backend: &Backend, limbs: Limbs) -> String {
    format!("{} {}", backend.identity.snapshot_name(), limbs.name())
}

fn every_gpu_variant_finds_what_the_cpu_code_finds(backend: &Backend) {
    let engines = engines(backend);
    let (mut plain_runs, mut cut) = (0, 0);
    // p' = 20 makes phase 1 fail often enough for phases 2 and 3 to matter. binary64 at the
    // seed's N = 2^15 and at 2^20, the most the kernels take (a point's index squared above
    // 2^32, quotients capped below 2^20), and where the slope is nearly 0; binary32 (N = 2^5):
    // large curvature terms, so the carry of the 96-bit product in `scaled_term` matters, and
    // about 2000 phase-3 candidates.
    for (r, log2_n) in [
        (
            request(Function::Exp, Format::Binary64, "1", "1+2^-24", 20),
            15,
        ),
        (
            request(Function::Log2, Format::Binary64, "1.5", "1.5+2^-24", 20),
            15,
        ),
        (
            request(Function::Exp, Format::Binary64, "1", "1+2^-24", 20),
            20,
        ),
        (
            request(Function::Exp, Format::Binary64, "2^-22", "2^-22+2^-48", 20),
            20,
        ),
        // 2^-8 grid units per point: the points wrap 2^7 times per J, in runs of plain steps.
        (
            request(Function::Exp, Format::Binary64, "2^-8", "2^-8+2^-36", 20),
            15,
        ),
        (request(Function::Log2, Format::Binary32, "1.5", "2", 12), 5),
    ] {
        let r = Request { log2_n, ..r };
        let split = r.split().unwrap();
        for model in r.models(&split).unwrap() {
            let co = model.coefficients(0, model.intervals);
            let params = model.params(0);
            let reference = cpu::search(&co, &params, Variant::default());
            assert!(reference.counts.failed_k > 0 && reference.counts.candidates > 0);
            for (backend, limbs) in &engines {
                let long_loops = r.log2_n > 15 && cuts_long_loops(backend);
                for v in Variant::gpu_variants() {
                    if long_loops && v.deploy == Deploy::One {
                        cut += 1;
                        continue;
                    }
                    let found = gpu::search(backend, *limbs, Source::Host(&co), &params, v)
                        .expect("kernels run");
                    let what = format!(
                        "{} {} on {}",
                        r.function.name(),
                        v.name(),
                        label(backend, *limbs)
                    );
                    assert_eq!(found.counts, reference.counts, "{what}");
                    assert_eq!(found.candidates, reference.candidates, "{what}");
                }
                // The bench's plain phase 1 (every J taken as full) fails the same Js.
                let full = model.piece.points % model.points_per_interval() == 0;
                if *limbs == Limbs::U64 && full && !long_loops {
                    let (failed, _) =
                        gpu::plain_phase1_on(backend, &co, &params).expect("kernel runs");
                    let what = format!("plain phase 1 on {}", label(backend, *limbs));
                    assert_eq!(failed, reference.counts.failed_j, "{what}");
                    plain_runs += 1;
                }
            }
        }
    }
    assert!(
        engines.iter().all(|(_, l)| *l != Limbs::U64) || plain_runs > 0,
        "no plain phase 1 compared"
    );
    if cut > 0 {
        eprintln!("{cut} one-kernel runs at N above 2^15 not compared on llvmpipe (loops cut)");
    }
}

fn every_fixed_point_operation_equals_the_hosts(backend: &Backend) {
    let engines = engines(backend);
    let mut next = xorshift(0x9e37_79b9_7f4a_7c15u64);
    // Words of every size, equal high limbs, carries and borrows across the limbs; then signed
    // curvatures of every size for the 96-bit product, with every shift and many products
    // whose two partial sums carry out of 64 bits.
    let mut inputs: Vec<FixedOpsInput> = (0..1 << 12)
        .map(|i| {
            let x = next() >> (i % 64);
            let y = match i % 4 {
                0 => next() >> (i / 4 % 64),
                1 => (x & !0xffff_ffff) | (next() & 0xffff_ffff),
                2 => x / ((i as u64 % 5000) + 1),
                _ => 0u64.wrapping_sub(x & 0xffff_ffff),
            };
            let m = (next() >> 32) as u32;
            FixedOpsInput {
                x,
                y,
                m,
                shift: m % 65,
            }
        })
        .collect();
    inputs.extend((0..1 << 14).map(|i| {
        let c = next() >> (i % 64);
        FixedOpsInput {
            x: if i % 2 == 0 { c } else { c.wrapping_neg() },
            y: next(),
            m: (next() >> 32) as u32,
            shift: (i as u32 / 2) % 65,
        }
    }));
    // Point indices of every size, for the square of a point's index (below and above 2^16).
    inputs.extend((0..1 << 12).map(|i| {
        let c = next() >> (i % 64);
        FixedOpsInput {
            x: if i % 2 == 0 { c } else { c.wrapping_neg() },
            y: next(),
            m: (next() >> (32 + i % 24)) as u32,
            shift: (i as u32 / 2) % 65,
        }
    }));
    let carries = inputs
        .iter()
        .filter(|i| {
            let magnitude = (i.x as i64).unsigned_abs();
            let low = (magnitude & 0xffff_ffff) * i.m as u64;
            low.checked_add(((magnitude >> 32) * i.m as u64) << 32)
                .is_none()
        })
        .count();
    assert!(carries > 1000, "only {carries} carries");
    let expected = |i: &FixedOpsInput| -> [u64; 7] {
        let (x, y, m) = (i.x, i.y, i.m);
        let (big, small) = (x.max(y), x.min(y));
        let cap = (m % (1 << 20)) as u64;
        let quotient = if small != 0 && small < big {
            ((big - 1) / small).min(cap)
        } else {
            0
        };
        let flags = quotient | ((x < y) as u64) << 20 | ((x >> 63) << 21);
        [
            x.wrapping_add(y),
            x.wrapping_sub(y),
            x.wrapping_mul(m as u64),
            x >> (m % 64),
            flags,
            cpu::scaled_term(x, m as u64, i.shift),
            cpu::scaled_term(x, m as u64 * m as u64, i.shift),
        ]
    };
    for (backend, limbs) in &engines {
        let got = gpu::fixed_ops_on(backend, *limbs, &inputs).expect("kernel runs");
        for (input, got) in inputs.iter().zip(got) {
            assert_eq!(
                got,
                expected(input),
                "{input:x?} on {}",
                label(backend, *limbs)
            );
        }
    }
}

/// cos near 0.5 at p' = 24; and sin at 2^11 with a failing J priced at 1 J, where the piece
/// takes N = 2^12 (on the CPU, session 48) and nearly every J fails phase 1: each launch's list
/// of failing Js must hold them all.
fn a_gpu_search_reports_the_cases_of_a_cpu_search(backend: &Backend) {
    let r = request(Function::Cos, Format::Binary64, "0.5", "0.5+2^-28", 24);
    same_cases_and_counts(backend, &r);
    let mut r = request(Function::Sin, Format::Binary64, "2^11", "2^11+2^-15", 24);
    r.prices.failing_j = 1.0;
    let on_cpu = same_cases_and_counts(backend, &r);
    let c = &on_cpu.counts;
    assert!(c.failed_j * 10 > c.intervals * 9, "{c:?}");
}

/// The device's search of `r` on each of its engines: the CPU's cases (some) and counts.
fn same_cases_and_counts(backend: &Backend, r: &Request) -> Report {
    let on_cpu = search(r, Engine::Cpu, &mut Discard).unwrap();
    assert!(!on_cpu.cases.is_empty());
    for (backend, limbs) in &engines(backend) {
        let on_gpu = search(r, Engine::Gpu(backend, *limbs), &mut Discard).unwrap();
        assert_eq!(
            inputs(&on_gpu.cases),
            inputs(&on_cpu.cases),
            "{}",
            label(backend, *limbs)
        );
        assert_eq!(on_gpu.counts, on_cpu.counts, "{}", label(backend, *limbs));
    }
    on_cpu
}

/// Several engines of one process take chunks from one queue, each in its threads: two
/// instances of the first Vulkan device (each opened on its own, with its own queue: on a host
/// of one GPU, what several GPUs are to the search), GL where present, and the CPU code, find
/// the same cases and counts as the CPU code alone; so do three threads feeding one device.
fn engines_side_by_side_find_what_one_engine_finds(first: &Backend) {
    // A second instance of the same device, opened on its own.
    let second = fpsig_harness::open_backend(Some(&first.identity.spec())).expect("opens again");
    let mut r = request(Function::Exp, Format::Binary32, "1", "4", 14);
    r.chunk_log2_js = 12;
    let alone = search(&r, Engine::Cpu, &mut Discard).unwrap();
    assert!(alone.cases.len() > 1000, "{}", alone.cases.len());
    let third = crate::harness::first_of(fpsig_backends::Api::Gl);
    let mut engines = vec![
        Engine::Gpu(first, Limbs::U64),
        Engine::Gpu(&second, Limbs::U32Pair),
        Engine::Cpu,
    ];
    engines.extend(third.as_ref().map(|b| Engine::Gpu(b, Limbs::U32Pair)));
    let mut sink = Chunks(Vec::new());
    let side_by_side = search_on(&r, &engines, &mut sink, &mut Alone).unwrap();
    assert_eq!(inputs(&side_by_side.cases), inputs(&alone.cases));
    assert_eq!(side_by_side.counts, alone.counts);
    assert_eq!(side_by_side.workers.len(), engines.len());
    assert!(side_by_side.workers.values().all(|load| load.chunks > 0));
    sink.0.sort_unstable();
    let total = sink.0.len();
    assert!(total > 2 * engines.len(), "{total} chunks");
    assert_eq!(sink.0, (0..total).collect::<Vec<_>>());
    // Three threads feeding one device, each on a stream of its own: every chunk once, the
    // same cases.
    r.streams = 3;
    let mut sink = Chunks(Vec::new());
    let one = [Engine::Gpu(first, Limbs::U64)];
    let streamed = search_on(&r, &one, &mut sink, &mut Alone).unwrap();
    assert_eq!(inputs(&streamed.cases), inputs(&alone.cases));
    assert_eq!(streamed.counts, alone.counts);
    sink.0.sort_unstable();
    assert_eq!(sink.0, (0..total).collect::<Vec<_>>());
}

/// Chunk indices as a sink receives them.
struct Chunks(Vec<usize>);

impl Sink for Chunks {
    fn finished(
        &mut self,
        index: usize,
        _: usize,
        _: u64,
        _: &[Case],
        _: Vec<String>,
    ) -> Result<(), String> {
        self.0.push(index);
        Ok(())
    }
}

/// The random Js whose points the exhaustive kernel checks on the device (of 2^10).
const EXHAUSTIVE_JS: usize = 1 << 8;

/// 2^10 random Js of exp on [1, 1+2^-13) (binary64, N = 2^15) at a p' where phase 1 passes
/// most Js and at one where it passes none: the L-algorithm on the GPU finds exactly the
/// MPFR-checked cases among the points the CPU evaluator marks, and on the first 2^8 Js the
/// exhaustive kernel marks the same points as the CPU evaluator (the CPU code's variants are
/// held to the same search in the harness's tests).
fn on_random_intervals_the_gpu_finds_what_its_exhaustive_search_finds(backend: &Backend) {
    let engines = engines(backend);
    let r = request(Function::Exp, Format::Binary64, "1", "1+2^-13", 16);
    let split = r.split().unwrap();
    let piece = &split.pieces[0];
    let mut next = xorshift(0x853c_49e6_748f_ea9bu64);
    for pprime in [24, 16] {
        let model = Model::new(r.function, r.format, piece, 15, pprime).unwrap();
        let n = model.points_per_interval();
        let js: Vec<u64> = (0..1024).map(|_| next() % (model.intervals - 1)).collect();
        let (co, params) = model.scattered(&js);
        let blocks: Vec<Blocks> = js
            .iter()
            .map(|&j| Blocks::new(r.function, r.format, piece, j * n, (j + 1) * n, pprime))
            .collect();
        let near: Vec<Vec<u64>> = blocks.iter().map(Blocks::near_points).collect();
        let all_near: Vec<u64> = near.concat();
        let truth = inputs(&cases_among(r.function, r.format, piece, &all_near, pprime));
        assert!(truth.len() >= 2, "p'={pprime}: only {} cases", truth.len());
        // The first 2^8 Js end to end, in one launch (2^23 points: the kernel over all 2^25
        // took 17 of the trial's 22 s on lavapipe): point i·N + k is point k of the i-th J.
        let together = Blocks::concat(&blocks[..EXHAUSTIVE_JS]).unwrap();
        let near_together: Vec<u64> = near[..EXHAUSTIVE_JS]
            .iter()
            .zip(&js)
            .enumerate()
            .flat_map(|(i, (points, &j))| points.iter().map(move |&t| i as u64 * n + t - j * n))
            .collect();
        assert!(
            near_together.len() >= 2,
            "p'={pprime}: only {} near points",
            near_together.len()
        );
        for (backend, limbs) in &engines {
            let what = format!("p'={pprime} on {}", label(backend, *limbs));
            let on_gpu = near_points_on(backend, *limbs, &together).expect("kernel runs");
            assert_eq!(on_gpu, near_together, "{what}");
            let found = gpu::search(
                backend,
                *limbs,
                Source::Host(&co),
                &params,
                Variant::default(),
            )
            .expect("runs");
            let candidates: Vec<u64> = found
                .candidates
                .iter()
                .map(|&(j, k)| js[j as usize] * n + k as u64)
                .collect();
            let cases = cases_among(r.function, r.format, piece, &candidates, pprime);
            assert_eq!(inputs(&cases), truth, "{what}");
        }
    }
}

/// The generation kernel on every backend (its one form, 32-bit limbs), on 2^10 random Js (128
/// runs of 8) of pieces of four functions in both formats: every coefficient equals the host's
/// exact emulation of the kernel's arithmetic, bit for bit, and lies within the sum of the two
/// generators' error bounds of the CPU generator's; so with the polynomials re-centred on the
/// launch's Js (lower degrees). (The harness's tests hold the emulation to MPFR: correctly
/// rounded but for rare ties.)
fn coefficients_generated_on_the_device_equal_the_emulation_and_agree_with_the_cpu(
    backend: &Backend,
) {
    let mut next = xorshift(0x2545_f491_4f6c_dd1d);
    let mut stepped_forms = 0;
    let mut lower_degrees = 0;
    for (r, log2_n) in [
        (
            request(Function::Exp, Format::Binary64, "1", "1+2^-13", 32),
            15,
        ),
        (
            request(Function::Log, Format::Binary64, "3", "3+2^-8", 32),
            15,
        ),
        (
            request(Function::Sin, Format::Binary64, "0.75", "0.75+2^-20", 32),
            15,
        ),
        (
            request(Function::Exp, Format::Binary64, "2^-22", "2^-21", 32),
            20,
        ),
        (request(Function::Cos, Format::Binary32, "0.25", "1", 20), 5),
        // One output binade just below pi/2 (cos in [2^-15, 2^-14)): degree 9, 2^25 + 1 Js.
        (
            request(
                Function::Cos,
                Format::Binary64,
                "1.5707352916386088",
                "1.570765809216767",
                32,
            ),
            12,
        ),
    ] {
        let r = Request { log2_n, ..r };
        for model in r.models(&r.split().unwrap()).unwrap() {
            let stepped = DevicePolynomials::new(&model).unwrap();
            let mut forms = vec![stepped.translated()];
            forms.extend(stepped.stepping.map(|_| stepped.clone()));
            for device in &forms {
                stepped_forms += device.stepping.is_some() as u32;
                let error = 2f64.powi(if device.stepping.is_some() {
                    -130
                } else {
                    -185
                });
                let units = [64, 64, 64 + model.sigma as i32].map(|e| 2f64.powi(-e));
                let [e_a, e_b, e_c] = model.budget.coefficients;
                let bounds = [e_a, e_b, e_c]
                    .iter()
                    .zip(units)
                    .map(|(e, u)| e + u / 2.0 + error)
                    .collect::<Vec<_>>();
                {
                    for launch in 0..35 {
                        // Up to 150 Js from anywhere: launches that start inside a block and
                        // span several; then 2^16 Js from the first (every 61st checked), the
                        // last 1000 and the last one (cos's: alone in its block, re-centred to
                        // degree 4, below its stepping's Δ^6: NVIDIA's kernels once spun on it).
                        let (first, count, every) = match launch {
                            32 => (0, model.intervals.min(1 << 16), 61),
                            33 => {
                                let count = model.intervals.min(1000);
                                (model.intervals - count, count, 1)
                            }
                            34 => (model.intervals - 1, 1, 1),
                            _ => {
                                let first = next() % model.intervals;
                                (first, (1 + next() % 150).min(model.intervals - first), 1)
                            }
                        };
                        let what = format!(
                            "{} {} Js {first}.. on {} ({:?})",
                            r.function.name(),
                            r.format.name(),
                            backend.identity.snapshot_name(),
                            device.stepping
                        );
                        let cpu = model.coefficients(first, first + count);
                        // The piece's polynomials, and (stepping) those re-centred on these Js.
                        let chunk = device.for_chunk(&model, first, count);
                        for (form, device) in [("piece", device), ("chunk", &chunk)] {
                            let on_device = gpu::generate_on(backend, device, first, count)
                                .expect("kernel runs");
                            let what =
                                format!("{what}, {form} polynomials of degree {}", device.degree);
                            for i in (0..count as usize).step_by(every) {
                                let got = [on_device.a[i], on_device.b[i], on_device.c[i]];
                                let (a, b, c) = device.expected(first + i as u64);
                                assert_eq!(got, [a, b, c], "{what}: J {i}");
                                for (k, (x, y)) in
                                    got.iter().zip([cpu.a[i], cpu.b[i], cpu.c[i]]).enumerate()
                                {
                                    let d = x.wrapping_sub(y);
                                    let apart = d.min(d.wrapping_neg()) as f64 * units[k];
                                    assert!(apart <= bounds[k], "{what}: J {i} coefficient {k}");
                                }
                            }
                            lower_degrees += (device.degree < stepped.degree) as u32;
                        }
                    }
                }
            }
        }
    }
    assert!(stepped_forms >= 3, "{stepped_forms} stepped forms tested");
    assert!(
        lower_degrees > 0,
        "no chunk took a lower degree than its piece"
    );
}

fn inputs(cases: &[Case]) -> Vec<String> {
    cases.iter().map(|c| c.to_string()).collect()
}

/// `fpsig bench tmd --whole-binade 1 --stream-counts 2,1,3` (binary32 on the first Vulkan
/// device): the binade once per count, in the order asked, each with its own cases line, and
/// each count's ratio to the first.
fn the_whole_binade_bench_times_each_stream_count_side_by_side(device: &Backend) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fpsig"))
        .args(["bench", "tmd", "--format", "binary32", "--pprime", "20"])
        .args([
            "--log2-n",
            "6",
            "--backend",
            &device.identity.spec().to_string(),
        ])
        .arg("--no-single-core")
        .args(["--whole-binade", "1", "--stream-counts", "2,1,3"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let part = &text[text
        .find("The binade 1 end to end")
        .expect("the binade's part")..];
    let runs: Vec<&str> = (part.lines())
        .filter(|l| l.starts_with("  --streams ") && l.ends_with(" s of wall time"))
        .map(|l| l.split(':').next().unwrap().trim())
        .collect();
    assert_eq!(
        runs,
        ["--streams 2", "--streams 1", "--streams 3"],
        "{part}"
    );
    let cases: Vec<&str> = (part.lines())
        .filter_map(|l| l.trim().strip_prefix("# phase 1: "))
        .collect();
    assert_eq!(cases.len(), 3, "{part}");
    assert!(cases.iter().all(|c| *c == cases[0]), "{part}");
    for k in [1, 3] {
        let ratio = format!("  --streams {k} / --streams 2: ");
        let line = part.lines().find(|l| l.starts_with(&ratio));
        let value: f64 = line
            .and_then(|l| l.strip_prefix(&ratio))
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("no ratio for {k}: {part}"));
        assert!(value > 0.0, "{part}");
    }
}

/// `fpsig tmd-check` on the device: slices at random and across zeros of cos in [2^11, 2^12),
/// each searched by the L-algorithm and the exhaustive search there and by the exhaustive
/// search on the CPU, every slice the same lines, and lines to compare.
fn tmd_check_holds_the_l_algorithm_to_both_exhaustive_searches(device: &Backend) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fpsig"))
        .args(["tmd-check", "--function", "cos", "--binade", "2048"])
        .args(["--random", "2", "--zeros", "2", "--log2-inputs", "18"])
        .args(["--pprime", "16", "--seed", "5", "--backend"])
        .arg(device.identity.spec().to_string())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(rows.len(), 4, "{text}");
    assert_eq!(rows.iter().filter(|r| r.starts_with("zero ")).count(), 2);
    for row in &rows {
        assert!(row.contains("exhaustive on the device"), "{row}");
        assert!(row.ends_with(": same"), "{row}");
    }
    let summary = text.lines().last().unwrap();
    let lines: usize = summary
        .split(" lines:")
        .next()
        .unwrap()
        .rsplit(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(lines >= 8, "{summary}");
    assert!(
        summary.ends_with("the searches agree on every slice"),
        "{summary}"
    );
}

pub const TESTS: &[Test] = &[
    Test::Device(
        "every_gpu_variant_finds_what_the_cpu_code_finds",
        TestParameters::on(TMD_ENGINES),
        every_gpu_variant_finds_what_the_cpu_code_finds,
    ),
    Test::Device(
        "every_fixed_point_operation_equals_the_hosts",
        TestParameters::on(TMD_ENGINES),
        every_fixed_point_operation_equals_the_hosts,
    ),
    Test::Device(
        "a_gpu_search_reports_the_cases_of_a_cpu_search",
        TestParameters::on(TMD_ENGINES),
        a_gpu_search_reports_the_cases_of_a_cpu_search,
    ),
    Test::Device(
        "engines_side_by_side_find_what_one_engine_finds",
        TestParameters::on(VULKAN).also(GL),
        engines_side_by_side_find_what_one_engine_finds,
    ),
    Test::Device(
        "on_random_intervals_the_gpu_finds_what_its_exhaustive_search_finds",
        TestParameters::on(TMD_ENGINES),
        on_random_intervals_the_gpu_finds_what_its_exhaustive_search_finds,
    ),
    Test::Device(
        "coefficients_generated_on_the_device_equal_the_emulation_and_agree_with_the_cpu",
        TestParameters::on(TMD_ENGINES),
        coefficients_generated_on_the_device_equal_the_emulation_and_agree_with_the_cpu,
    ),
    Test::Device(
        "the_whole_binade_bench_times_each_stream_count_side_by_side",
        TestParameters::on(VULKAN),
        the_whole_binade_bench_times_each_stream_count_side_by_side,
    ),
    Test::Device(
        "tmd_check_holds_the_l_algorithm_to_both_exhaustive_searches",
        TestParameters::on(TMD_ENGINES),
        tmd_check_holds_the_l_algorithm_to_both_exhaustive_searches,
    ),
];
