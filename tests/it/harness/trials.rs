//! The trials of the declared tests: one per adapter of a device test's APIs, ignored ones
//! with their reasons, `FPSIG_REQUIRE`'s, in an order that keeps the test threads busy.

use super::adapters::{adapters, lacks, names};
use super::cores::Rank;
use super::programs::Program;
use super::run::{core, on_adapter, skipped, timed, waiting};
use super::{Test, TestParameters};
use fpsig_backends::Backend;
use libtest_mimic::Trial;
use std::collections::BTreeMap;

pub(super) fn device_trials(
    area: &'static str,
    test: &'static str,
    params: TestParameters,
    run: fn(&'static Backend),
    reasons: &mut Vec<String>,
) -> Vec<(String, Trial)> {
    let (present, missing) = adapters();
    let mut trials = Vec::new();
    for api in params.apis {
        let mut any = false;
        for adapter in present.iter().filter(|a| a.api == *api) {
            any = true;
            let name = format!("[{}] {area}::{test}", adapter.name);
            let backend = match &adapter.opened {
                Ok(b) => *b,
                Err(why) => {
                    trials.push((String::new(), skipped(name, why.clone(), reasons)));
                    continue;
                }
            };
            if let Some(why) = lacks(backend, &params) {
                trials.push((String::new(), skipped(name, why, reasons)));
                continue;
            }
            let label = name.clone();
            trials.push((
                adapter.name.clone(),
                Trial::test(name, move || {
                    timed(area, label, || on_adapter(adapter, backend, params, run))
                }),
            ));
        }
        if !any {
            let why = missing
                .iter()
                .find(|(a, _)| a == api)
                .map_or("no adapter".to_string(), |(_, r)| r.clone());
            let name = format!("[{}] {area}::{test}", api.name());
            trials.push((String::new(), skipped(name, why, reasons)));
        }
    }
    trials
}

/// The trials of every area's tests, and the reasons of those not run here. `late` areas
/// (those that read what `warm_up` computes meanwhile) come last and wait for it before they
/// take a core.
pub fn trials(
    areas: &[(&'static str, &'static [Test])],
    late: &[&str],
    warm_up: fn(),
) -> (Vec<Trial>, Vec<String>) {
    let mut reasons = Vec::new();
    // (lane, trial): a lane is what a trial occupies (an adapter, a program, the host).
    let mut lanes: Vec<(String, Trial)> = Vec::new();
    for &(area, tests) in areas {
        let (host, rank, before): (_, _, fn()) = if late.contains(&area) {
            ("late", Rank::Late, warm_up)
        } else {
            ("host", Rank::Host, || {})
        };
        for test in tests {
            match *test {
                Test::Host(name, run) => {
                    let trial = format!("{area}::{name}");
                    let label = trial.clone();
                    lanes.push((
                        host.into(),
                        Trial::test(trial, move || {
                            timed(area, label, || {
                                waiting(before);
                                let _core = core(rank);
                                run();
                                Ok(())
                            })
                        }),
                    ))
                }
                Test::Device(name, params, run) => {
                    lanes.extend(device_trials(area, name, params, run, &mut reasons))
                }
                Test::With(name, program, run) => {
                    let trial = format!("[{}] {area}::{name}", program.name());
                    let label = trial.clone();
                    lanes.push(match program.find() {
                        Ok(cmd) => (
                            program.name().into(),
                            Trial::test(trial, move || {
                                timed(area, label, || {
                                    let _core = core(Rank::Host);
                                    run(&cmd);
                                    Ok(())
                                })
                            }),
                        ),
                        Err(why) => (String::new(), skipped(trial, why, &mut reasons)),
                    });
                }
            }
        }
    }
    let mut trials = required();
    trials.extend(interleaved(lanes));
    (trials, reasons)
}

/// The trials in an order that keeps the test threads busy: ignored ones first, then one of
/// each lane in turn (trials on one adapter wait for each other; the host's do not), the late
/// ones last.
pub(super) fn interleaved(lanes: Vec<(String, Trial)>) -> Vec<Trial> {
    let mut queues: BTreeMap<String, std::collections::VecDeque<Trial>> = BTreeMap::new();
    let mut out = Vec::new();
    let mut late = Vec::new();
    for (lane, trial) in lanes {
        match lane.as_str() {
            "" => out.push(trial),
            "late" => late.push(trial),
            _ => queues.entry(lane).or_default().push_back(trial),
        }
    }
    while !queues.is_empty() {
        for queue in queues.values_mut() {
            out.extend(queue.pop_front());
        }
        queues.retain(|_, q| !q.is_empty());
    }
    out.extend(late);
    out
}

/// One trial per `FPSIG_REQUIRE` name: it fails where that device is not here. A browser's
/// snapshot (`webgpu-chromium-...`) needs Chromium, Dawn's (`webgpu-dawn-node-...`) Node.
pub(super) fn required() -> Vec<Trial> {
    names("FPSIG_REQUIRE")
        .into_iter()
        .map(|name| {
            let trial = format!("required::{name}");
            Trial::test(trial, move || {
                let program = if name.starts_with("webgpu-chromium") {
                    Some(Program::Chromium)
                } else if name.starts_with("webgpu-dawn") {
                    Some(Program::Node)
                } else {
                    None
                };
                if let Some(p) = program {
                    return p
                        .find()
                        .map(|_| ())
                        .map_err(|why| format!("FPSIG_REQUIRE asks for {name}: {why}").into());
                }
                match adapters().0.iter().find(|a| a.name == name) {
                    Some(a) => a.opened.as_ref().map(|_| ()).map_err(|why| {
                        format!("FPSIG_REQUIRE asks for {name}, which {why}").into()
                    }),
                    None => Err(format!(
                        "FPSIG_REQUIRE asks for {name}, which is not on this machine or not in \
                         this build"
                    )
                    .into()),
                }
            })
        })
        .collect()
}
