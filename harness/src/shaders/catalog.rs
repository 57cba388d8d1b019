//! Every kernel of the project in every comptime variant fpsig launches, launched once on the
//! offline runtime so that each target's compiler is given it (`fpsig shaders`).

use crate::device::{arg, cubes, uninit, Element};
use crate::ff::{self, Formulation, Operator};
use crate::ulp::Function;
use cubecl::prelude::*;
use fpsig_backends::offline::{take_compiled, Compiled, OfflineDevice, OfflineRuntime, Target};
use fpsig_kernels::paper::{
    guard, mad, multiplier, paranoia, quotient, register, rewrite, storage,
};
use fpsig_kernels::ulp as ulp_kernels;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

pub type Client = ComputeClient<OfflineRuntime>;
type Launch = Box<dyn Fn(&Client)>;

/// One catalogued launch: the snapshot's file stem and the launch.
struct Entry {
    name: String,
    launch: Launch,
}

fn entry(name: impl Into<String>, launch: impl Fn(&Client) + 'static) -> Entry {
    Entry {
        name: name.into(),
        launch: Box::new(launch),
    }
}

/// `n` elements of `T`, as a kernel argument.
fn buffer<T: CubeElement>(client: &Client, n: usize) -> ArrayArg<OfflineRuntime> {
    arg(&uninit::<OfflineRuntime, T>(client, n), n)
}

fn f32s(client: &Client, n: usize) -> ArrayArg<OfflineRuntime> {
    buffer::<f32>(client, n)
}

fn u32s(client: &Client, n: usize) -> ArrayArg<OfflineRuntime> {
    buffer::<u32>(client, n)
}

/// Elements per catalogued launch: the kernels' sources do not depend on it.
const N: usize = 64;

type R = OfflineRuntime;

fn rewrite() -> Vec<Entry> {
    use rewrite::{mul_div, mul_zero, sub_self, two_sum, variant};
    let mut entries = Vec::new();
    for (label, v) in [
        ("plain", variant::PLAIN),
        ("opaque", variant::OPAQUE),
        ("bitcast", variant::BITCAST),
    ] {
        entries.push(entry(format!("rewrite.two_sum.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let f = |n| f32s(c, n);
            two_sum::launch::<R>(c, count, dim, f(N), f(N), f(1), f(2 * N), v)
        }));
        entries.push(entry(format!("rewrite.mul_div.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let f = |n| f32s(c, n);
            mul_div::launch::<R>(c, count, dim, f(N), f(N), f(1), f(N), v)
        }));
        entries.push(entry(format!("rewrite.sub_self.{label}"), move |c| {
            let (count, dim) = cubes(N);
            sub_self::launch::<R>(c, count, dim, f32s(c, N), f32s(c, 1), f32s(c, N), v)
        }));
    }
    for (label, literal) in [("literal", true), ("buffer", false)] {
        entries.push(entry(format!("rewrite.mul_zero.{label}"), move |c| {
            let (count, dim) = cubes(N);
            mul_zero::launch::<R>(c, count, dim, f32s(c, N), f32s(c, 1), f32s(c, N), literal)
        }));
    }
    entries
}

fn arithmetic() -> Vec<Entry> {
    let mut entries = vec![
        entry("storage.storage_classes", |c| {
            let (count, dim) = cubes(N);
            let out = f32s(c, 8 * N);
            let args = (f32s(c, N), u32s(c, N), f32s(c, 4), u32s(c, 1));
            storage::storage_classes::launch::<R>(
                c, count, dim, args.0, args.1, args.2, args.3, out,
            )
        }),
        entry("quotient.div_sqrt", |c| {
            let (count, dim) = cubes(N);
            quotient::div_sqrt::launch::<R>(c, count, dim, f32s(c, N), f32s(c, N), f32s(c, 2 * N))
        }),
        entry("multiplier.products", |c| {
            let (count, dim) = cubes(N);
            multiplier::products::launch::<R>(c, count, dim, f32s(c, N), f32s(c, N), f32s(c, N))
        }),
        entry("multiplier.odd_products", |c| {
            let (count, dim) = cubes(N);
            multiplier::odd_products::launch::<R>(c, count, dim, f32s(c, 1), f32s(c, N))
        }),
    ];
    for (label, pairs) in crate::probes::test9_pairs_per_unit() {
        entries.push(entry(
            format!("multiplier.sign_symmetry.{label}"),
            move |c| {
                let (count, dim) = cubes(N);
                let out = u32s(c, 3 * N);
                multiplier::sign_symmetry::launch::<R>(
                    c,
                    count,
                    dim,
                    u32s(c, 2),
                    u32s(c, 1),
                    out,
                    pairs,
                )
            },
        ));
    }
    for (label, operation) in [
        ("add", paranoia::op::ADD),
        ("sub", paranoia::op::SUB),
        ("mul", paranoia::op::MUL),
        ("div", paranoia::op::DIV),
        ("sqrt", paranoia::op::SQRT),
    ] {
        entries.push(entry(format!("paranoia.binary_op.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let f = |n| f32s(c, n);
            paranoia::binary_op::launch::<R>(c, count, dim, f(N), f(N), f(N), operation)
        }));
    }
    for (label, written) in [
        ("expression", mad::form::EXPRESSION),
        ("opaque", mad::form::OPAQUE),
        ("builtin", mad::form::BUILTIN),
    ] {
        entries.push(entry(format!("mad.mad.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let f = |n| f32s(c, n);
            mad::mad::launch::<R>(c, count, dim, f(N), f(N), f(N), f(1), f(N), written)
        }));
    }
    for (label, opaque) in [("plain", false), ("opaque", true)] {
        entries.push(entry(
            format!("register.register_range.{label}"),
            move |c| {
                let (count, dim) = (CubeCount::Static(1, 1, 1), CubeDim::new_1d(1));
                let f = |n| f32s(c, n);
                register::register_range::launch::<f32, R>(c, count, dim, f(1), f(1), f(1), opaque)
            },
        ));
        entries.push(entry(
            format!("register.register_precision.{label}"),
            move |c| {
                let (count, dim) = cubes(N);
                let f = |n| f32s(c, n);
                register::register_precision::launch::<f32, R>(
                    c,
                    count,
                    dim,
                    f(1),
                    f(N),
                    f(1),
                    f(3 * N),
                    opaque,
                )
            },
        ));
    }
    entries.extend(guard_entries::<f32>("f32"));
    entries.extend(guard_entries::<half::f16>("f16"));
    entries
}

/// TEST 5–8's kernels in one format.
fn guard_entries<F: Element>(format: &'static str) -> Vec<Entry> {
    let mut entries = Vec::new();
    for (label, opaque) in [("plain", false), ("opaque", true)] {
        entries.push(entry(
            format!("guard.guard_subtraction.{format}.{label}"),
            move |c| {
                let (count, dim) = cubes(N);
                let f = |n| buffer::<F>(c, n);
                guard::guard_subtraction::launch::<F, R>(
                    c,
                    count,
                    dim,
                    f(1),
                    f(N),
                    f(1),
                    f(2 * N),
                    opaque,
                )
            },
        ));
    }
    entries.push(entry(format!("guard.rounding_sum.{format}"), move |c| {
        let (count, dim) = cubes(N);
        let f = |n| buffer::<F>(c, n);
        guard::rounding_sum::launch::<F, R>(c, count, dim, f(N), f(N), f(N))
    }));
    entries
}

/// The error-free transforms and double-word operators, every formulation, in one word type.
fn float_float<W: ff::Word>(word: &'static str) -> Vec<Entry> {
    let mut entries = Vec::new();
    // Integer transforms exist for binary32 words only, as in the self-test.
    let forms = Formulation::ALL
        .into_iter()
        .filter(|&f| f != Formulation::Integer || W::PRECISION == 24);
    for op in Operator::ALL {
        for form in forms.clone() {
            let name = format!("ff.{}.{word}.{}", op.name(), form.name());
            entries.push(entry(name, move |c| {
                let w = |n| uninit::<R, W>(c, n);
                let (x, y, constants, out) = (w(2 * N), w(2 * N), w(2), w(2 * N));
                ff::run::launch_operator::<R, W>(c, op, form, N, None, &x, &y, &constants, &out)
            }));
        }
    }
    entries
}

/// The ulp maps' kernels: every function's generated or ranged inputs, its listed (hard-case)
/// evaluation in each format, and the device reference sweep of the unary ones.
fn ulp() -> Vec<Entry> {
    let mut entries = Vec::new();
    for f in Function::ALL {
        let id = f.kernel_id();
        let name = f.name();
        if f.arity() == 1 {
            entries.push(entry(format!("ulp.unary_range.{name}"), move |c| {
                let (count, dim) = cubes(N);
                ulp_kernels::unary_range::launch::<R>(c, count, dim, u32s(c, 1), f32s(c, N), id)
            }));
        } else {
            entries.push(entry(format!("ulp.generated.{name}"), move |c| {
                let (count, dim) = cubes(N);
                let args = (u32s(c, 2), u32s(c, 9), f32s(c, N));
                ulp_kernels::generated::launch::<R>(c, count, dim, args.0, args.1, args.2, id)
            }));
        }
        entries.push(listed::<f32>(f, "f32"));
        entries.push(listed::<half::f16>(f, "f16"));
        entries.push(listed::<f64>(f, "f64"));
    }
    for (label, id) in [
        ("x", ulp_kernels::function::OPERAND_X),
        ("y", ulp_kernels::function::OPERAND_Y),
        ("z", ulp_kernels::function::OPERAND_Z),
    ] {
        entries.push(entry(format!("ulp.generated.operand_{label}"), move |c| {
            let (count, dim) = cubes(N);
            let args = (u32s(c, 2), u32s(c, 9), f32s(c, N));
            ulp_kernels::generated::launch::<R>(c, count, dim, args.0, args.1, args.2, id)
        }));
    }
    // The device reference sweep's judging kernel, one for every unary function (with the
    // backend's f64 library or fpsig's own functions), and the device's envelope verdicts.
    for (variant, library) in [("", true), ("_own", false)] {
        entries.push(entry(format!("ulp.reference_range{variant}"), move |c| {
            let (count, dim) = cubes(N);
            let summary = u32s(c, N * ulp_kernels::summary::LEN);
            let examples = N * ulp_kernels::summary::EXAMPLE_COUNT;
            let (base, got, extremes) = (u32s(c, 4), f32s(c, N), buffer::<f64>(c, examples));
            let apis = ulp_kernels::summary::APIS;
            let (rows, params) = (u32s(c, 2 * apis), buffer::<f64>(c, 4 * apis));
            let constants = u32s(c, fpsig_kernels::ulp::reference::ONE_AT + 1);
            let (left, ran) = (u32s(c, 2 * N), u32s(c, 1));
            ulp_kernels::reference_range::launch::<R>(
                c, count, dim, base, got, rows, params, constants, summary, extremes, left, ran,
                library,
            )
        }));
    }
    entries.push(entry("ulp.verdicts", |c| {
        let (count, dim) = cubes(N);
        let apis = ulp_kernels::summary::APIS;
        let (x, y, got) = (f32s(c, N), f32s(c, N), f32s(c, N));
        let (e, d) = (buffer::<f64>(c, N), buffer::<f64>(c, N));
        let (rows, params) = (u32s(c, 2 * apis), buffer::<f64>(c, 4 * apis));
        let constants = u32s(c, fpsig_kernels::ulp::reference::ONE_AT + 1);
        fpsig_kernels::ulp::envelope::verdicts::launch::<R>(
            c,
            count,
            dim,
            x,
            y,
            got,
            e,
            d,
            rows,
            params,
            constants,
            u32s(c, N * apis),
        )
    }));
    entries.push(entry("ulp.merge_summaries", |c| {
        let (count, dim) = cubes(N);
        let (len, examples) = (
            ulp_kernels::summary::LEN,
            ulp_kernels::summary::EXAMPLE_COUNT,
        );
        let (summary, extremes) = (u32s(c, N * len), buffer::<f64>(c, N * examples));
        let (merged, merged_extremes) = (u32s(c, N * len), buffer::<f64>(c, N * examples));
        ulp_kernels::merge_summaries::launch::<R>(
            c,
            count,
            dim,
            summary,
            extremes,
            merged,
            merged_extremes,
            u32s(c, N),
        )
    }));
    entries.push(entry("ulp.gather_left", |c| {
        let (count, dim) = cubes(N);
        let (base, counts, offsets) = (u32s(c, 3), u32s(c, N), u32s(c, N));
        let (left, list) = (u32s(c, 2 * N), u32s(c, 2 * N));
        ulp_kernels::gather_left::launch::<R>(c, count, dim, base, counts, offsets, left, list)
    }));
    entries
}

fn listed<E: Element>(f: Function, format: &'static str) -> Entry {
    entry(format!("ulp.listed.{format}.{}", f.name()), move |c| {
        let (count, dim) = cubes(N);
        let e = |n| buffer::<E>(c, n);
        ulp_kernels::listed::launch::<E, R>(c, count, dim, e(N), e(N), e(N), e(N), f.kernel_id())
    })
}

/// `fpsig bench ff`'s timing kernels (binary32 words): Annex B's basic operations, the FMA
/// chains that measure the FMA rate, and each double-word operator chained in the float
/// formulations. (Its copies and strided launches take the bench's buffer sizes and thread
/// counts as comptime arguments and are not catalogued.)
fn timing() -> Vec<Entry> {
    use crate::ff::timing::{CHAIN, FMA_CHAIN};
    use fpsig_kernels::multi_word::double_word::{basic, basic_words, chained, fma_chains};
    let basic = [
        ("add", basic::ADD),
        ("mul", basic::MUL),
        ("mad", basic::MAD),
    ];
    let mut entries: Vec<Entry> = basic
        .into_iter()
        .map(|(label, op)| {
            entry(format!("ff.basic_words.{label}"), move |c| {
                let (count, dim) = cubes(N);
                let f = |n| f32s(c, n);
                basic_words::launch::<f32, R>(c, count, dim, f(N), f(N), f(N), f(N), op)
            })
        })
        .collect();
    entries.push(entry("ff.fma_chains", |c| {
        let (count, dim) = cubes(N);
        fma_chains::launch::<f32, R>(
            c,
            count,
            dim,
            f32s(c, N),
            f32s(c, 2),
            f32s(c, N),
            FMA_CHAIN,
            true,
        )
    }));
    for op in Operator::ALL {
        let ff::Kernel::DoubleWord(id) = op.kernel() else {
            continue;
        };
        for form in [Formulation::Plain, Formulation::Opaque] {
            let name = format!("ff.chained.{}.{}", op.name(), form.name());
            let form = form.kernel_id();
            entries.push(entry(name, move |c| {
                let (count, dim) = cubes(N);
                let f = |n| f32s(c, n);
                let (x, y, k, out) = (f(2 * N), f(2 * N), f(2), f(2 * N));
                chained::launch::<f32, R>(c, count, dim, x, y, k, out, id, form, CHAIN)
            }));
        }
    }
    entries
}

/// The double-double and quad-double operations (`fpsig bench qd`) in the formulations their
/// self-tests choose among: binary64 words with opaque or selected transforms and Dekker's
/// product (fma not fused: NVIDIA's Vulkan, lavapipe), or plain ones with `fma` (CUDA); binary32
/// words with opaque or selected transforms (the backends without binary64).
fn multi_word() -> Vec<Entry> {
    use crate::qd::{choice::transforms, functions::constants, run::launch_operation, Operation};
    fn variant<W: ff::Word>(op: Operation, word: &str, form: Formulation, fused: bool) -> Entry {
        let product = if fused { "fma" } else { "dekker" };
        let name = format!("qd.{}.{word}.{}.{product}", op.name(), form.name());
        let t = transforms(form, fused);
        entry(name, move |c| {
            let w = |n| uninit::<R, W>(c, n);
            let len = op.words() * N;
            let count = constants::<W>(op).len();
            let (x, y, k, out) = (w(len), w(len), w(count), w(len));
            launch_operation::<R, W>(c, op, t, N, (&x, &y), (&k, count), &out)
        })
    }
    let mut entries = Vec::new();
    for op in Operation::ALL {
        entries.push(variant::<f64>(op, "f64", Formulation::Plain, true));
        for form in [Formulation::Opaque, Formulation::Selected] {
            entries.push(variant::<f64>(op, "f64", form, false));
            entries.push(variant::<f32>(op, "f32", form, false));
        }
    }
    entries
}

/// The double-double and quad-double matrix product (16×16 tiles) and Gauss–Jordan solve
/// (panels of 16, 16×16 update tiles, a pivot cube of 1024 threads: the offline device's limit)
/// in the same formulations as [`multi_word`].
fn multi_word_linear_algebra() -> Vec<Entry> {
    use crate::qd::choice::transforms;
    use fpsig_kernels::multi_word::matrix::matrix_product;
    use fpsig_kernels::multi_word::solve::{
        gj_eliminate, gj_panel_load, gj_pivot, gj_swap_and_save, gj_update,
    };
    const TILE: u32 = 16;
    const PANEL: u32 = 16;
    const PIVOT_THREADS: u32 = 1024;
    fn variants<W: ff::Word>(words: u32, word: &str, form: Formulation, fused: bool) -> Vec<Entry> {
        let product = if fused { "fma" } else { "dekker" };
        let size = if words == 2 { "dd" } else { "qd" };
        let name = |kernel: &str| format!("qd.{size}_{kernel}.{word}.{}.{product}", form.name());
        let t = transforms(form, fused);
        let w = words as usize;
        let numbers = move |c: &Client, n: usize| buffer::<W>(c, w * n);
        let (n, q) = (N as u32, 2 * N as u32);
        let dim = CubeDim::new_2d(TILE, TILE);
        vec![
            entry(name("matrix_product"), move |c| {
                let (a, b, k, dims, out) = (
                    numbers(c, N * N),
                    numbers(c, N * N),
                    buffer::<W>(c, 2),
                    u32s(c, 3),
                    numbers(c, N * N),
                );
                matrix_product::launch::<W, R>(
                    c,
                    CubeCount::Static(1, 1, 1),
                    dim,
                    a,
                    b,
                    k,
                    dims,
                    out,
                    TILE,
                    words,
                    t,
                );
            }),
            entry(name("gj_panel_load"), move |c| {
                let (g, ws) = (numbers(c, N * 2 * N), numbers(c, N * 2 * PANEL as usize));
                let (count, cube) = cubes(N * 2 * PANEL as usize);
                gj_panel_load::launch::<W, R>(c, count, cube, g, ws, n, q, 0, PANEL, PANEL, words);
            }),
            entry(name("gj_pivot"), move |c| {
                let (ws, pivots, k) = (
                    numbers(c, N * 2 * PANEL as usize),
                    u32s(c, PANEL as usize),
                    buffer::<W>(c, 2),
                );
                let cube = CubeDim::new_1d(PIVOT_THREADS);
                gj_pivot::launch::<W, R>(
                    c,
                    CubeCount::Static(1, 1, 1),
                    cube,
                    ws,
                    pivots,
                    k,
                    n,
                    0,
                    PANEL,
                    0,
                    PANEL,
                    PIVOT_THREADS,
                    words,
                    t,
                );
            }),
            entry(name("gj_eliminate"), move |c| {
                let (ws, k) = (numbers(c, N * 2 * PANEL as usize), buffer::<W>(c, 2));
                let (count, cube) = cubes(N * 2 * PANEL as usize);
                gj_eliminate::launch::<W, R>(c, count, cube, ws, k, n, 0, 0, PANEL, words, t);
            }),
            entry(name("gj_swap_and_save"), move |c| {
                let (g, rows, pivots) = (
                    numbers(c, N * 2 * N),
                    numbers(c, PANEL as usize * 2 * N),
                    u32s(c, PANEL as usize),
                );
                let (count, cube) = cubes(N);
                gj_swap_and_save::launch::<W, R>(
                    c, count, cube, g, rows, pivots, n, q, 0, PANEL, PANEL, words,
                );
            }),
            entry(name("gj_update"), move |c| {
                let (g, ws, rows, k) = (
                    numbers(c, N * 2 * N),
                    numbers(c, N * 2 * PANEL as usize),
                    numbers(c, PANEL as usize * 2 * N),
                    buffer::<W>(c, 2),
                );
                gj_update::launch::<W, R>(
                    c,
                    CubeCount::Static(1, 1, 1),
                    dim,
                    g,
                    ws,
                    rows,
                    k,
                    n,
                    q,
                    0,
                    PANEL,
                    PANEL,
                    TILE,
                    words,
                    t,
                );
            }),
        ]
    }
    let mut entries = Vec::new();
    for words in [2, 4] {
        entries.extend(variants::<f64>(words, "f64", Formulation::Plain, true));
        for form in [Formulation::Opaque, Formulation::Selected] {
            entries.extend(variants::<f64>(words, "f64", form, false));
            entries.extend(variants::<f32>(words, "f32", form, false));
        }
    }
    entries
}

/// The L-algorithm's kernels (`fpsig tmd`): the polynomial generators, and per limb type the
/// three phases and the one-kernel deployment for each remainder method (the hybrid with the
/// CLI's default threshold 3, also with swapped phases), the exhaustive check and the
/// fixed-point self-test. Other hybrid thresholds differ from `hybrid:3` in one constant.
fn tmd() -> Vec<Entry> {
    use fpsig_kernels::tmd::{generate, generate_param, generate_stepped};
    let mut entries = vec![
        entry("tmd.generate", |c| {
            let (count, dim) = cubes(N);
            let (polys, params) = (u32s(c, N), u32s(c, generate_param::LEN));
            let (a, b, k, counters) = (u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, 4));
            generate::launch::<R>(c, count, dim, polys, params, a, b, k, counters)
        }),
        entry("tmd.generate_stepped", |c| {
            let (count, dim) = cubes(N);
            let (polys, params) = (u32s(c, N), u32s(c, generate_param::LEN));
            let (a, b, k, counters) = (u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, 4));
            generate_stepped::launch::<R>(c, count, dim, polys, params, a, b, k, counters)
        }),
    ];
    entries.extend(tmd_limbs::<u64>("u64"));
    entries.extend(tmd_limbs::<fpsig_kernels::tmd::LimbPair>("u32x2"));
    entries
}

fn tmd_limbs<F: fpsig_kernels::tmd::Fixed>(limbs: &'static str) -> Vec<Entry> {
    use fpsig_kernels::tmd::{
        all_phases, counter, exhaustive_param, exhaustive_points, fixed_ops, param, phase1, phase2,
        phase3, remainder,
    };
    let data = |c: &Client| {
        let p = u32s(c, 2 * param::LEN);
        (u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, 2 * N), p)
    };
    let mut entries = Vec::new();
    for (label, method, threshold, swap) in [
        ("sub", remainder::SUBTRACTIVE, 0, false),
        ("div", remainder::DIVISION, 0, false),
        ("hybrid3", remainder::HYBRID, 3, false),
        ("hybrid3.swap", remainder::HYBRID, 3, true),
    ] {
        entries.push(entry(format!("tmd.phase1.{limbs}.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let (a, b, k, p) = data(c);
            let (failed, counters) = (u32s(c, N), u32s(c, counter::LEN));
            phase1::launch::<F, R>(
                c, count, dim, a, b, k, p, failed, counters, method, threshold, swap,
            )
        }));
        entries.push(entry(format!("tmd.phase2.{limbs}.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let (a, b, k, p) = data(c);
            let (failed_j, failed_k, counters) = (u32s(c, N), u32s(c, N), u32s(c, counter::LEN));
            phase2::launch::<F, R>(
                c, count, dim, a, b, k, p, failed_j, failed_k, counters, method, threshold, swap,
            )
        }));
        entries.push(entry(format!("tmd.all_phases.{limbs}.{label}"), move |c| {
            let (count, dim) = cubes(N);
            let (a, b, k, p) = data(c);
            let (out, counters) = (u32s(c, N), u32s(c, counter::LEN));
            all_phases::launch::<F, R>(
                c, count, dim, a, b, k, p, out, counters, method, threshold, swap,
            )
        }));
    }
    entries.push(entry(format!("tmd.phase3.{limbs}"), move |c| {
        let (count, dim) = cubes(N);
        let (a, b, k, p) = data(c);
        let (failed_k, out, counters) = (u32s(c, N), u32s(c, N), u32s(c, counter::LEN));
        phase3::launch::<F, R>(c, count, dim, a, b, k, p, failed_k, out, counters)
    }));
    entries.push(entry(format!("tmd.exhaustive_points.{limbs}"), move |c| {
        let (count, dim) = cubes(N);
        let (coefficients, params) = (u32s(c, 2 * N), u32s(c, 2 * exhaustive_param::LEN));
        let (hits, counters) = (u32s(c, N), u32s(c, counter::LEN));
        exhaustive_points::launch::<F, R>(c, count, dim, coefficients, params, hits, counters)
    }));
    entries.push(entry(format!("tmd.fixed_ops.{limbs}"), move |c| {
        let (count, dim) = cubes(N);
        let (x, y, m, shift) = (u32s(c, 2 * N), u32s(c, 2 * N), u32s(c, N), u32s(c, N));
        fixed_ops::launch::<F, R>(c, count, dim, x, y, m, shift, u32s(c, 12 * N))
    }));
    entries
}

/// Every catalogued launch, in catalogue order.
fn entries() -> Vec<Entry> {
    let mut entries = rewrite();
    entries.extend(arithmetic());
    entries.extend(float_float::<f32>("f32"));
    entries.extend(float_float::<f64>("f64"));
    entries.extend(timing());
    entries.extend(multi_word());
    entries.extend(multi_word_linear_algebra());
    entries.extend(ulp());
    entries.extend(tmd());
    entries
}

/// One catalogued kernel, compiled for every target.
pub struct Kernel {
    /// `<probe family>.<kernel>.<variant>`, the snapshot's file stem.
    pub name: String,
    pub compiled: Compiled,
}

/// One catalogue at a time: the offline runtime collects what is launched on it.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// The one kernel `launch` compiles on the offline runtime, as `name`.
fn compile_entry(
    client: &Client,
    name: String,
    launch: &dyn Fn(&Client),
) -> Result<Kernel, String> {
    launch(client);
    crate::device::sync(client).map_err(|e| format!("{name}: {e}"))?;
    let mut compiled = take_compiled();
    if compiled.len() != 1 {
        return Err(format!(
            "{name}: {} kernels were compiled for one launch",
            compiled.len()
        ));
    }
    Ok(Kernel {
        name,
        compiled: compiled.remove(0),
    })
}

/// Every catalogued kernel, compiled for every target, in catalogue order.
pub fn compile() -> Result<Vec<Kernel>, String> {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    // The same configuration as a measured run, whose log at full level also turns on the
    // SPIR-V compiler's debug information: the offline sources are what a signature run gives.
    super::install();
    let client = OfflineRuntime::client(&OfflineDevice);
    take_compiled();
    entries()
        .into_iter()
        .map(|Entry { name, launch }| compile_entry(&client, name, &launch))
        .collect()
}

/// The kernel one launch on the offline runtime compiles, for every target: what a kernel
/// outside the catalogue becomes, with no device.
pub fn compile_launch(name: &str, launch: impl Fn(&Client)) -> Result<Kernel, String> {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    super::install();
    let client = OfflineRuntime::client(&OfflineDevice);
    take_compiled();
    compile_entry(&client, name.to_string(), &launch)
}

impl Kernel {
    /// The file this kernel's source for `target` is kept in, under the target's folder.
    pub fn file_name(&self, target: Target) -> String {
        format!("{}.{}", self.name, target.extension())
    }

    /// The text of that file: the source, or one comment line saying why there is none. In
    /// SPIR-V the debug names of unrolled locals (`OpName %821 "binding(842)"`) carry an IR id
    /// that CubeCL's unrolling allocates in hash-map order; the file keeps the name without it.
    pub fn file_text(&self, target: Target) -> String {
        match &self.compiled.sources[&target] {
            Ok(source) if matches!(target, Target::Spirv | Target::SpirvExplicitLayout) => {
                let lines: Vec<String> = source.lines().map(super::without_binding_id).collect();
                format!("{}\n", lines.join("\n").trim_end())
            }
            Ok(source) => format!("{}\n", source.trim_end()),
            Err(why) => format!(
                "{} not compiled for {}: {why}\n",
                target.comment(),
                target.name()
            ),
        }
    }
}

/// The probes that capture several kernels as one shader (joined in the order of their names,
/// as `fpsig_harness::probes` does), as catalogue names.
fn joined_captures() -> Vec<Vec<String>> {
    let mut joined = Vec::new();
    for v in ["plain", "opaque"] {
        joined.push(vec![
            format!("register.register_precision.{v}"),
            format!("register.register_range.{v}"),
        ]);
    }
    let gather = "ulp.gather_left".to_string();
    for f in ["div", "fma", "pow"] {
        // The map, after the operand generator's self-check where the run compiled it first
        // (div; later maps reuse those kernels), then its listed hard cases; with the reference
        // on the device, the first map also compiles the judging kernel (the backend's f64
        // library or fpsig's own functions) and the merging of its summaries, and the first
        // map that leaves inputs to the host the gathering of them.
        let map = format!("ulp.generated.{f}");
        let listed = format!("ulp.listed.f32.{f}");
        let check = ["x", "y", "z"].map(|o| format!("ulp.generated.operand_{o}"));
        let first = [check.as_slice(), &[map.clone(), listed.clone()]].concat();
        for variant in ["", "_own"] {
            let judging = [
                "ulp.merge_summaries".to_string(),
                format!("ulp.reference_range{variant}"),
            ];
            joined.push([first.as_slice(), &judging].concat());
            joined.push([std::slice::from_ref(&gather), &first, &judging].concat());
        }
        joined.push(first);
        joined.push(vec![gather.clone(), map.clone(), listed.clone()]);
        joined.push(vec![map, listed]);
    }
    for f in [
        "recip",
        "sqrt",
        "inverse_sqrt",
        "exp",
        "log",
        "sin",
        "cos",
        "tan",
    ] {
        // The first device reference sweep of a run: its kernels, shared by every unary function
        // (the judging kernel with the backend's f64 library or fpsig's own functions, the
        // merging of its summaries and the gathering of the inputs it left to MPFR), and the
        // function's results.
        for variant in ["", "_own"] {
            joined.push(vec![
                "ulp.gather_left".to_string(),
                "ulp.merge_summaries".to_string(),
                format!("ulp.reference_range{variant}"),
                format!("ulp.unary_range.{f}"),
            ]);
        }
    }
    joined
}

/// Every shader hash a measured run of `target` can record (a kernel's source, or the sources
/// a probe captured together, joined), with the catalogue's kernels it is made of.
pub fn capture_hashes(kernels: &[Kernel], target: Target) -> BTreeMap<String, Vec<String>> {
    let source = |name: &str| {
        let kernel = kernels.iter().find(|k| k.name == name)?;
        kernel.compiled.sources[&target].as_deref().ok()
    };
    let singles = kernels.iter().map(|k| vec![k.name.clone()]);
    singles
        .chain(joined_captures())
        .filter_map(|names| {
            let sources: Option<Vec<&str>> = names.iter().map(|n| source(n)).collect();
            Some((super::hash(&sources?.join("\n")), names))
        })
        .collect()
}

/// The target whose source a measured signature's shader hashes are of, from the signature's
/// name (GL is given WGSL, which naga translates inside wgpu).
pub fn measured_target(signature: &str) -> Option<Target> {
    [
        ("vulkan-spirv-nvidia-", Target::SpirvExplicitLayout),
        ("vulkan-spirv-", Target::Spirv),
        ("vulkan-wgsl-", Target::Wgsl),
        ("gl-glsl-", Target::Wgsl),
        ("cuda-nvrtc-", Target::Cuda),
    ]
    .into_iter()
    .find(|(prefix, _)| signature.starts_with(prefix))
    .map(|(_, t)| t)
}

/// Writes each kernel's file for each target under `dir/<target>/`; with `prune`, removes the
/// files there that no kernel of `kernels` has (a kernel renamed or dropped). Returns the
/// number of files written.
pub fn write(
    dir: &Path,
    kernels: &[Kernel],
    targets: &[Target],
    prune: bool,
) -> Result<usize, String> {
    let mut written = 0;
    for &target in targets {
        let folder = dir.join(target.name());
        std::fs::create_dir_all(&folder)
            .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
        let mut kept = BTreeSet::new();
        for k in kernels {
            let path = folder.join(k.file_name(target));
            std::fs::write(&path, k.file_text(target))
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            kept.insert(k.file_name(target));
            written += 1;
        }
        if prune {
            for stale in files(&folder)?.into_iter().filter(|f| !kept.contains(f)) {
                let path = folder.join(stale);
                std::fs::remove_file(&path)
                    .map_err(|e| format!("cannot remove {}: {e}", path.display()))?;
            }
        }
    }
    Ok(written)
}

/// The names of the files in `folder`, sorted; none where it does not exist.
pub fn files(folder: &Path) -> Result<BTreeSet<String>, String> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Ok(BTreeSet::new());
    };
    entries
        .map(|e| {
            e.map(|e| e.file_name().to_string_lossy().into_owned())
                .map_err(|e| format!("cannot list {}: {e}", folder.display()))
        })
        .collect()
}
