//! `fpsig backends` and `fpsig probes`: what this build can measure.

use crate::terminal::table::{Align, Table};
use fpsig_backends::Listing;
use std::fmt::Write as _;

pub fn backends() -> Result<String, String> {
    let mut out = String::new();
    for listing in fpsig_backends::list() {
        match listing {
            Listing::Present {
                identity,
                capabilities: c,
            } => {
                let _ = writeln!(
                    out,
                    "{} (--backend '{}')",
                    identity.snapshot_name(),
                    identity.spec()
                );
                let _ = writeln!(out, "  api:      {}", identity.api);
                let _ = writeln!(out, "  compiler: {}", identity.compiler);
                let _ = writeln!(
                    out,
                    "  adapter:  {} ({})",
                    identity.adapter, identity.device_type
                );
                let _ = writeln!(out, "  driver:   {}", identity.driver);
                let yn = |b: bool| if b { "yes" } else { "no" };
                let groups = c
                    .subgroup_sizes
                    .map_or("none".to_string(), |(lo, hi)| format!("{lo}..{hi}"));
                let _ = writeln!(
                    out,
                    "  types:    f16 {}, f64 {}, i64 {}; subgroup sizes {groups}",
                    yn(c.f16),
                    yn(c.f64),
                    yn(c.i64)
                );
                if let Some(context) = &c.gl_context {
                    let _ = writeln!(out, "  context:  {context}");
                }
                for (k, v) in &c.float_controls {
                    let _ = writeln!(out, "  float controls: {k} = {v}");
                }
            }
            Listing::Absent { api, reason } => {
                let _ = writeln!(out, "{api}: absent: {reason}");
            }
        }
    }
    Ok(out)
}

/// Every finding id and the test it answers, in two columns sized to the longest id.
pub fn probes() -> Result<String, String> {
    let mut table = Table::new(&[("probe", Align::Left), ("test", Align::Left)]);
    for (id, test) in fpsig_harness::runner::probe_ids() {
        table.row(vec![id.to_string(), test.to_string()]);
    }
    Ok(table.render())
}
