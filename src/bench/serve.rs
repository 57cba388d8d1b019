//! `fpsig bench serve`: what the page's WebSocket costs: round trips, uploads and read-backs
//! through a browser, beside the same operations on this machine's default backend, in one run.

use crate::commands::listen::Listen;
use crate::terminal::table::{Align, Table};
use fpsig_harness::device::{transport, ROUND_TRIPS};

pub fn run(listen: &Listen, mib: u32, runs: u32) -> Result<String, String> {
    let local = fpsig_harness::open_backend(None).map_err(|e| e.to_string())?;
    let (session, browser) = listen.accept()?;
    let remote = transport(&browser, (mib as usize) << 20, runs);
    session.close("the bench is complete");
    let remote = remote?;
    let here = transport(&local, (mib as usize) << 20, runs)?;
    let mut table = Table::new(&[
        ("backend", Align::Left),
        ("round trip ms", Align::Right),
        ("upload MB/s", Align::Right),
        ("read MB/s", Align::Right),
    ]);
    for (name, r) in [
        (browser.identity.snapshot_name(), &remote),
        (format!("{} (here)", local.identity.snapshot_name()), &here),
    ] {
        table.row(vec![
            name,
            format!("{:.3}", r.round_trip * 1e3),
            format!("{:.0}", r.upload / 1e6),
            format!("{:.0}", r.read / 1e6),
        ]);
    }
    table.row(vec![
        "browser / here".into(),
        format!("{:.1}x", remote.round_trip / here.round_trip),
        format!("{:.2}x", remote.upload / here.upload),
        format!("{:.2}x", remote.read / here.read),
    ]);
    Ok(format!(
        "transport of {} MiB, best of {runs}; round trip: median of {ROUND_TRIPS} waits for an \
         idle queue\n{}",
        mib,
        table.render()
    ))
}
