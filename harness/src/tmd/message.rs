//! A finished chunk as the bytes one MPI rank sends another: every field as little-endian
//! 64-bit words, each case as its input's binary64 bits (exact for both formats) and what the
//! MPFR check said of it, so that the receiver rebuilds the same cases without checking again.

use super::cpu::{Counts, PhaseTimes};
use super::search::{ChunkResult, Times};
use super::verify::{Breakpoint, Case};
use super::{Format, Function};
use rayon::prelude::*;
use rug::Float;
use std::time::Duration;

/// Words before the cases.
const HEAD: usize = 19;
/// Words per case.
const CASE: usize = 4;
/// The run of an exact case.
const EXACT: u64 = u64::MAX;

pub fn encode(r: &ChunkResult) -> Vec<u8> {
    let t = &r.times;
    let ns = |d: Duration| d.as_nanos() as u64;
    let mut words = vec![
        r.index as u64,
        r.worker.0 as u64,
        r.worker.1 as u64,
        r.thread as u64,
        r.points,
        r.counts.intervals,
        r.counts.failed_j,
        r.counts.failed_k,
        r.counts.candidates,
        r.rejected,
        ns(t.approximations),
        ns(t.phases.0[0]),
        ns(t.phases.0[1]),
        ns(t.phases.0[2]),
        ns(t.upload),
        ns(t.verify),
        ns(t.compile),
        ns(r.wall),
        r.cases.len() as u64,
    ];
    debug_assert_eq!(words.len(), HEAD);
    for c in &r.cases {
        words.extend([
            c.x.to_f64().to_bits(),
            c.run.map_or(EXACT, u64::from),
            c.log2_distance_ulps.to_bits(),
            (c.breakpoint == Breakpoint::Midpoint) as u64 | (c.above as u64) << 1,
        ]);
    }
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The chunk `bytes` hold, of a search of `function` in `format`; an error if they are not
/// what [`encode`] writes.
pub fn decode(bytes: &[u8], function: Function, format: Format) -> Result<ChunkResult, String> {
    let bad = || format!("a chunk message of {} bytes is malformed", bytes.len());
    if !bytes.len().is_multiple_of(8) || bytes.len() < 8 * HEAD {
        return Err(bad());
    }
    let w: Vec<u64> = bytes
        .chunks_exact(8)
        .map(|b| u64::from_le_bytes(b.try_into().expect("8 bytes")))
        .collect();
    if w[HEAD - 1].checked_mul(CASE as u64) != Some((w.len() - HEAD) as u64) {
        return Err(bad());
    }
    let d = Duration::from_nanos;
    let cases: Vec<Case> = w[HEAD..]
        .chunks_exact(CASE)
        .map(|c| Case {
            function,
            format,
            x: Float::with_val(64, f64::from_bits(c[0])),
            run: (c[1] != EXACT).then_some(c[1] as u32),
            log2_distance_ulps: f64::from_bits(c[2]),
            breakpoint: if c[3] & 1 == 1 {
                Breakpoint::Midpoint
            } else {
                Breakpoint::Float
            },
            above: c[3] & 2 == 2,
        })
        .collect();
    Ok(ChunkResult {
        index: w[0] as usize,
        worker: (w[1] as u32, w[2] as u32),
        thread: w[3] as u32,
        points: w[4],
        counts: Counts {
            intervals: w[5],
            failed_j: w[6],
            failed_k: w[7],
            candidates: w[8],
        },
        rejected: w[9],
        times: Times {
            approximations: d(w[10]),
            phases: PhaseTimes([d(w[11]), d(w[12]), d(w[13])]),
            upload: d(w[14]),
            verify: d(w[15]),
            compile: d(w[16]),
            ..Times::default()
        },
        wall: d(w[17]),
        // Rebuilt here rather than sent, the message staying the cases' words; on every core,
        // since rank 0's one thread that takes the chunks waits for them.
        lines: cases.par_iter().map(ToString::to_string).collect(),
        cases,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tmd::search::lines;
    use crate::tmd::verify::check;

    /// Cases of every kind (exact, above and below, float and midpoint breakpoints) and every
    /// field come back as they were; cut or padded bytes are refused.
    #[test]
    fn a_chunk_comes_back_as_it_was_sent() {
        let (function, format) = (Function::Exp2, Format::Binary32);
        let cases: Vec<Case> = (0..64)
            .map(|t| Float::with_val(64, 3) + Float::with_val(64, t) / 4096)
            .map(|x| check(function, format, &x))
            .collect();
        assert!(cases.iter().any(|c| c.run.is_none()));
        assert!(cases.iter().any(|c| c.above) && cases.iter().any(|c| !c.above));
        assert!(cases.iter().any(|c| c.breakpoint == Breakpoint::Midpoint));
        assert!(cases.iter().any(|c| c.breakpoint == Breakpoint::Float));
        let ms = Duration::from_millis;
        let sent = ChunkResult {
            index: 7,
            worker: (3, 1),
            thread: 4,
            points: 1 << 20,
            counts: Counts {
                intervals: 11,
                failed_j: 5,
                failed_k: 3,
                candidates: 2,
            },
            rejected: 9,
            times: Times {
                approximations: ms(1),
                phases: PhaseTimes([ms(2), ms(3), ms(4)]),
                upload: ms(5),
                verify: ms(6),
                compile: ms(7),
                ..Times::default()
            },
            wall: ms(8),
            lines: lines(&cases),
            cases,
        };
        let bytes = encode(&sent);
        let back = decode(&bytes, function, format).unwrap();
        assert_eq!(format!("{back:?}"), format!("{sent:?}"));
        for cut in [
            &bytes[..bytes.len() - 8],
            &bytes[..bytes.len() - 1],
            &bytes[..64],
        ] {
            let err = decode(cut, function, format).unwrap_err();
            assert!(err.contains("malformed"), "{err}");
        }
    }
}
