//! `fpsig bench ulp`: every function's ulp map, device work and host counting overlapped.

use crate::commands::load::parse_spec;
use fpsig_backends::catch_driver_panic;
use fpsig_harness::open_backend;
use fpsig_harness::probes::ulp::UlpMap;
use fpsig_harness::probes::ulp::{
    measure, plan, Plan, ReferenceChoice, UnaryInputs, ALL_BIT_PATTERNS,
};
use fpsig_harness::ulp::Function;
use std::fmt::Write as _;
use std::time::Instant;

pub fn run(
    spec: Option<&str>,
    function: Option<&str>,
    log2_inputs: Option<u32>,
    reference: Option<&str>,
) -> Result<String, String> {
    let functions: Vec<Function> = match function {
        None => Function::ALL.to_vec(),
        Some(name) => vec![Function::from_name(name).ok_or_else(|| {
            let known: Vec<&str> = Function::ALL.iter().map(|f| f.name()).collect();
            format!("unknown function '{name}' (known: {})", known.join(", "))
        })?],
    };
    let spec = parse_spec(spec)?;
    let backend = open_backend(spec.as_ref()).map_err(|e| e.to_string())?;
    let mut plan = plan(&backend);
    match log2_inputs {
        None => {}
        Some(32) => {
            plan.unary = ALL_BIT_PATTERNS;
            plan.sets = 1 << 31;
        }
        Some(n) => {
            plan.unary = UnaryInputs::Sample(1 << n);
            plan.sets = 1 << n;
        }
    }
    let choices = match reference {
        Some("host") => vec![ReferenceChoice::Host],
        Some("device") => vec![ReferenceChoice::Device],
        Some(_) => vec![ReferenceChoice::Host, plan.reference],
        None => vec![plan.reference],
    };
    let mut out = format!("backend {}\n", backend.identity.snapshot_name());
    let mut totals = vec![0.0; choices.len()];
    for f in functions {
        let mut maps = Vec::new();
        for (choice, total) in choices.iter().zip(&mut totals) {
            let t = Instant::now();
            let plan = Plan {
                reference: *choice,
                ..plan
            };
            let map =
                catch_driver_panic(&format!("ulp {}", f.name()), || measure(&backend, f, plan))
                    .map_err(|e| e.to_string())??;
            let secs = t.elapsed().as_secs_f64();
            *total += secs;
            let s = &map.stats;
            let _ = writeln!(
                out,
                "ulp {:<13} {:>8.2} s  {:>12} inputs ({:.1} M/s)  {} not correctly rounded  [{}; reference on the {}]",
                f.name(),
                secs,
                s.inputs,
                s.inputs as f64 / secs / 1e6,
                s.not_rounded,
                map.inputs,
                where_judged(&map)
            );
            maps.push((secs, map.stats));
        }
        if let [(host, host_map), (device, device_map)] = &maps[..] {
            let _ = writeln!(
                out,
                "    {} side by side: {:.1}x, maps {}",
                f.name(),
                host / device,
                // (Compared as printed: a NaN example's error is unequal to itself under ==.)
                if format!("{host_map:?}") == format!("{device_map:?}") {
                    "identical"
                } else {
                    "DIFFERENT"
                }
            );
        }
        // Each function's lines as it ends: a failure later loses none of them.
        crate::terminal::output::print(&out)?;
        out.clear();
    }
    for (choice, total) in choices.iter().zip(&totals) {
        let side = match choice {
            ReferenceChoice::Host => "the host's reference",
            _ => "the device's reference where the backend has one",
        };
        let _ = writeln!(out, "ulp all functions with {side}: {total:.2} s");
    }
    Ok(out)
}

/// Where a map's reference was computed: the host, or the device (and which judged it) with
/// the share it decided and the time spent on each side.
fn where_judged(map: &UlpMap) -> String {
    let Some(d) = &map.on_device else {
        return "host".to_string();
    };
    let judge = match &map.judge {
        None => "device".to_string(),
        Some(j) => format!("device, judged on {j}"),
    };
    let alongside = match d.evaluating {
        None => String::new(),
        Some(e) => format!(
            " (evaluated and read back here in {:.2} s, alongside)",
            e.as_secs_f64()
        ),
    };
    format!(
        "{judge}, which decided {:.1}%; device and bus {:.2} s (first launch, compilation included, {:.2} s){alongside}, waiting for the host's counting {:.2} s",
        100.0 * d.decided as f64 / map.stats.inputs as f64,
        d.device_and_bus.as_secs_f64(),
        d.first_launch.as_secs_f64(),
        d.waiting_for_host.as_secs_f64()
    )
}
