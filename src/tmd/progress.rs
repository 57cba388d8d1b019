//! Chunks done, with rate and ETA, on stderr.

use indicatif::{ProgressBar, ProgressStyle};
use std::io::{IsTerminal as _, Write as _};
use std::time::Instant;

/// Chunks done, with rate and ETA: a bar on a terminal, otherwise a plain line on stderr every
/// 10 seconds and at the end.
pub(crate) struct Progress {
    bar: Option<ProgressBar>,
    start: Instant,
    last_line: Instant,
    pub(crate) total: usize,
    done: usize,
    pub(crate) skipped: usize,
    points: u64,
}

impl Progress {
    pub(crate) fn new() -> Progress {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::new(0);
            bar.set_style(
                ProgressStyle::with_template(
                    "{bar:40} {pos}/{len} chunks, {msg}, elapsed {elapsed}, ETA {eta}",
                )
                .expect("a valid template"),
            );
            bar.set_message(rate(0, 0.0));
            bar
        });
        Progress {
            bar,
            start: Instant::now(),
            last_line: Instant::now(),
            total: 0,
            done: 0,
            skipped: 0,
            points: 0,
        }
    }

    /// One more chunk of `total`: searched now (`Some(points)`) or found done by an earlier run.
    pub(crate) fn tick(&mut self, total: usize, searched: Option<u64>) {
        self.total = total;
        if searched.is_none() {
            self.skipped += 1;
        }
        self.advance(searched);
    }

    /// One more chunk: searched now (`Some(points)`) or found done.
    fn advance(&mut self, searched: Option<u64>) {
        self.done += 1;
        self.points += searched.unwrap_or(0);
        let rate = rate(self.points, self.start.elapsed().as_secs_f64());
        match &self.bar {
            Some(bar) => {
                bar.set_length(self.total as u64);
                bar.set_position(self.done as u64);
                bar.set_message(rate);
            }
            None if self.last_line.elapsed().as_secs() >= 10 || self.done == self.total => {
                self.last_line = Instant::now();
                let searched = self.done - self.skipped;
                let left = self.total.saturating_sub(self.done);
                let eta = self.start.elapsed().as_secs_f64() / searched.max(1) as f64 * left as f64;
                let _ = writeln!(
                    std::io::stderr(),
                    "progress: {}/{} chunks ({} from earlier runs), {rate}, ETA {eta:.0} s",
                    self.done,
                    self.total,
                    self.skipped
                );
            }
            None => {}
        }
    }

    pub(crate) fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish();
        }
    }
}

/// The search's rate so far, or that none is known yet (no input searched in this run: the
/// chunks so far came from an earlier run's state).
fn rate(points: u64, seconds: f64) -> String {
    if points == 0 || seconds <= 0.0 {
        return "rate: no input searched yet".into();
    }
    format!("{:.3e} inputs/s", points as f64 / seconds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rate_is_said_only_once_inputs_were_searched() {
        assert_eq!(rate(0, 3.0), "rate: no input searched yet");
        assert_eq!(rate(5, 0.0), "rate: no input searched yet");
        assert_eq!(rate(3_000_000, 2.0), "1.500e6 inputs/s");
    }
}
