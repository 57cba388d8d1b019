//! A slice's list digested while it is searched, so that a slice in progress need not keep its
//! lines: taken in the order of their first inputs ([`chunk_order`]), the chunks' cases come
//! in the list's order, so each chunk's cases go into the sha256 as soon as every chunk before
//! it has (the few that finish early wait in memory and in the state's log), with the zones
//! merged in by their first inputs as [`Report::lines`] merges them. What the digest has taken
//! is saved as text ([`Frontier::save`]): how many chunks of the order, the count of lines, the
//! hash's midstate and the kept lines so far; the log then needs only the chunks not yet taken.
//!
//! [`Report::lines`]: super::search::Report::lines
//! [`chunk_order`]: super::search::chunk_order

use super::domain::keeps;
use super::verify::Case;
use super::zone::Zone;
use rug::Float;
use sha2::compress256;
use sha2::digest::generic_array::GenericArray;
use std::collections::BTreeMap;

/// SHA-256 fed piecewise, whose midstate can be written down and read back.
#[derive(Debug, Clone, PartialEq)]
pub struct Sha256Stream {
    state: [u32; 8],
    /// Bytes not yet compressed (fewer than 64).
    tail: Vec<u8>,
    /// Bytes fed in all.
    length: u64,
}

const INITIAL: [u32; 8] = [
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

impl Default for Sha256Stream {
    fn default() -> Self {
        Sha256Stream {
            state: INITIAL,
            tail: Vec::new(),
            length: 0,
        }
    }
}

impl Sha256Stream {
    pub fn update(&mut self, bytes: &[u8]) {
        self.length += bytes.len() as u64;
        self.tail.extend_from_slice(bytes);
        let whole = self.tail.len() / 64 * 64;
        let blocks: Vec<_> = self.tail[..whole]
            .chunks_exact(64)
            .map(|b| *GenericArray::from_slice(b))
            .collect();
        compress256(&mut self.state, &blocks);
        self.tail.drain(..whole);
    }

    /// The digest in lower-case hexadecimal, as `sha256sum` prints it.
    pub fn hex(&self) -> String {
        let mut last = self.clone();
        let bits = self.length.wrapping_mul(8);
        let mut padding = vec![0x80u8];
        padding.resize(1 + (119 - self.tail.len()) % 64, 0);
        last.update(&padding);
        last.update(&bits.to_be_bytes());
        last.state.iter().map(|w| format!("{w:08x}")).collect()
    }

    /// One line: the eight state words, the length and the tail, in hexadecimal.
    fn to_text(&self) -> String {
        let words: Vec<String> = self.state.iter().map(|w| format!("{w:08x}")).collect();
        let tail: String = self.tail.iter().map(|b| format!("{b:02x}")).collect();
        format!("{} {} {tail}", words.join(" "), self.length)
    }

    fn from_text(text: &str) -> Option<Sha256Stream> {
        let fields: Vec<&str> = text.split(' ').collect();
        let [words @ .., length, tail] = fields.as_slice() else {
            return None;
        };
        let state: Vec<u32> = words
            .iter()
            .map(|w| u32::from_str_radix(w, 16).ok())
            .collect::<Option<_>>()?;
        let tail: Vec<u8> = (0..tail.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(tail.get(i..i + 2)?, 16).ok())
            .collect::<Option<_>>()?;
        let length: u64 = length.parse().ok()?;
        (state.len() == 8 && tail.len() < 64 && length % 64 == tail.len() as u64).then(|| {
            Sha256Stream {
                state: state.try_into().expect("eight words"),
                tail,
                length,
            }
        })
    }
}

/// The digest of a slice's lines up to a chunk, and the chunks finished past it.
pub struct Frontier {
    /// Each chunk's place in the order of inputs.
    place: Vec<usize>,
    /// The chunks taken into the digest: the first `next` of the order.
    next: usize,
    hash: Sha256Stream,
    count: u64,
    kept: Vec<String>,
    keep_run: u32,
    /// The slice's zones by first input, and how many of them the digest has taken.
    zones: Vec<(f64, String)>,
    zones_taken: usize,
    /// The input of the last case taken (this run's), which the next must exceed.
    last: Option<f64>,
    waiting: BTreeMap<usize, Vec<Taken>>,
    /// With a whole list asked for: the lines taken since [`Frontier::unlisted`] last gave
    /// them, and the list's length in bytes up to them, as the caller wrote it.
    listing: Option<(Vec<String>, u64)>,
}

const MAGIC: &str = "fpsig tmd frontier 1";

/// The fields of a record [`Frontier::save`] wrote, before they are held to a slice.
struct Saved {
    next: usize,
    count: u64,
    zones_taken: usize,
    hash: Sha256Stream,
    listed: Option<u64>,
    kept: Vec<String>,
}

impl Saved {
    fn read(text: &str) -> Option<Saved> {
        let lines: Vec<&str> = text.lines().collect();
        let value = |at: usize, key: &str| lines.get(at)?.strip_prefix(key);
        (lines.first() == Some(&MAGIC)).then_some(())?;
        let listed = match value(5, "listed ")? {
            "none" => None,
            bytes => Some(bytes.parse().ok()?),
        };
        // Read before the kept lines: a record cut short has no line 7.
        let kept: usize = value(6, "kept ")?.parse().ok()?;
        let saved = Saved {
            next: value(1, "next ")?.parse().ok()?,
            count: value(2, "lines ")?.parse().ok()?,
            zones_taken: value(3, "zones ")?.parse().ok()?,
            hash: Sha256Stream::from_text(value(4, "sha256 ")?)?,
            listed,
            kept: lines[7..].iter().map(|l| l.to_string()).collect(),
        };
        (saved.kept.len() == kept && kept as u64 <= saved.count).then_some(saved)
    }
}

/// An input of binary32 or binary64 as the f64 it is exactly (cheaper to keep and compare
/// than the MPFR number).
fn input(x: &Float) -> f64 {
    let y = x.to_f64();
    debug_assert!(*x == y, "an input is a binary64 number");
    y
}

/// A case as the digest takes it: its input (for the order), whether it is kept, its line.
#[derive(Debug)]
struct Taken {
    x: f64,
    keep: bool,
    line: String,
}

impl Frontier {
    /// An empty digest of a slice with these zones, whose chunks `order` lists by input; with
    /// `listing`, it hands every line it takes to [`Frontier::unlisted`] too.
    pub fn new(zones: &[Zone], order: &[usize], keep_run: u32, listing: bool) -> Frontier {
        let mut place = vec![0; order.len()];
        for (at, &index) in order.iter().enumerate() {
            place[index] = at;
        }
        let mut zones: Vec<(f64, String)> = (zones.iter())
            .map(|z| (input(&z.first()), z.to_string()))
            .collect();
        zones.sort_by(|a, b| a.0.partial_cmp(&b.0).expect("finite inputs"));
        Frontier {
            place,
            next: 0,
            hash: Sha256Stream::default(),
            count: 0,
            kept: Vec::new(),
            keep_run,
            zones,
            zones_taken: 0,
            last: None,
            waiting: BTreeMap::new(),
            listing: listing.then(|| (Vec::new(), 0)),
        }
    }

    /// Reads back what [`Frontier::save`] wrote for a slice with these zones; `None` where the
    /// text is not such a record (damaged) or does not fit the zones. A digest saved without a
    /// list is read with one only where it has taken nothing yet.
    pub fn load(
        text: &str,
        zones: &[Zone],
        order: &[usize],
        keep_run: u32,
        listing: bool,
    ) -> Option<Frontier> {
        let mut f = Frontier::new(zones, order, keep_run, listing);
        let saved = Saved::read(text)?;
        f.next = saved.next;
        f.count = saved.count;
        f.zones_taken = saved.zones_taken;
        f.hash = saved.hash;
        if let Some((_, length)) = &mut f.listing {
            *length = saved.listed.or((f.count == 0).then_some(0))?;
        }
        f.kept = saved.kept;
        (f.next <= order.len() && f.zones_taken <= f.zones.len()).then_some(f)
    }

    /// What a record [`Frontier::save`] wrote holds so far, read without its slice: the chunks
    /// taken (of the order), the count of lines and the kept lines; `None` where the text is
    /// not such a record.
    pub fn so_far(text: &str) -> Option<(usize, u64, Vec<String>)> {
        let saved = Saved::read(text)?;
        Some((saved.next, saved.count, saved.kept))
    }

    /// The record [`Frontier::load`] reads.
    pub fn save(&self) -> String {
        let listed = self.listing.as_ref().map(|(_, length)| *length);
        self.record(self.next, self.zones_taken, listed)
    }

    /// The digest so far as the start of the next interval's (a slice searched in parts):
    /// [`Frontier::save`]'s record with no chunk and no zone of that interval taken, and its own
    /// list (where one is kept) empty, for [`Frontier::load`] with the next interval's zones
    /// and chunks.
    pub fn carry(&self) -> String {
        self.record(0, 0, self.listing.as_ref().map(|_| 0))
    }

    fn record(&self, next: usize, zones_taken: usize, listed: Option<u64>) -> String {
        let listed = listed.map_or("none".into(), |length| length.to_string());
        let mut text = format!(
            "{MAGIC}\nnext {next}\nlines {}\nzones {zones_taken}\nsha256 {}\nlisted {listed}\nkept {}\n",
            self.count,
            self.hash.to_text(),
            self.kept.len()
        );
        for l in &self.kept {
            text += l;
            text += "\n";
        }
        text
    }

    fn take(&mut self, line: String, keep: bool) {
        self.hash.update(line.as_bytes());
        self.hash.update(b"\n");
        self.count += 1;
        match &mut self.listing {
            Some((lines, _)) => {
                if keep {
                    self.kept.push(line.clone());
                }
                lines.push(line);
            }
            None if keep => self.kept.push(line),
            None => {}
        }
    }

    /// The length in bytes of the list the lines given so far make (0 where none is listed).
    pub fn listed(&self) -> u64 {
        self.listing.as_ref().map_or(0, |(_, length)| *length)
    }

    /// The lines taken since the last call, which the caller appends to the whole list before
    /// it saves this digest (none without a list).
    pub fn unlisted(&mut self) -> Vec<String> {
        let Some((lines, length)) = &mut self.listing else {
            return Vec::new();
        };
        *length += lines.iter().map(|l| l.len() as u64 + 1).sum::<u64>();
        std::mem::take(lines)
    }

    fn take_zones_before(&mut self, x: Option<f64>) {
        while let Some((first, line)) = self.zones.get(self.zones_taken) {
            if x.is_some_and(|x| *first >= x) {
                break;
            }
            let line = line.clone();
            self.zones_taken += 1;
            self.take(line, true);
        }
    }

    /// Whether chunk `index` is in the digest.
    pub fn taken(&self, index: usize) -> bool {
        self.place[index] < self.next
    }

    /// Chunk `index` finished with `cases`: taken into the digest with every waiting chunk it
    /// frees, or kept waiting for the chunks before it. An error where a case does not come
    /// after the last one taken (chunks out of input order: the digest would not be the list's).
    pub fn offer(&mut self, index: usize, cases: Vec<Case>) -> Result<(), String> {
        let lines = super::search::lines(&cases);
        self.offer_lines(index, &cases, lines)
    }

    /// [`Frontier::offer`] of cases whose lines are formatted already (`lines[i]` is
    /// `cases[i]`'s).
    pub fn offer_lines(
        &mut self,
        index: usize,
        cases: &[Case],
        lines: Vec<String>,
    ) -> Result<(), String> {
        if lines.len() != cases.len() {
            return Err(format!(
                "chunk {index}: {} cases but {} lines",
                cases.len(),
                lines.len()
            ));
        }
        let at = *self
            .place
            .get(index)
            .ok_or_else(|| format!("chunk {index} is not one of the slice's"))?;
        if at < self.next || self.waiting.contains_key(&at) {
            return Err(format!("chunk {index} offered twice to the slice's digest"));
        }
        let mut taken: Vec<Taken> = (cases.iter().zip(lines))
            .map(|(case, line)| Taken {
                x: input(&case.x),
                keep: keeps(case, self.keep_run),
                line,
            })
            .collect();
        taken.sort_by(|a, b| a.x.partial_cmp(&b.x).expect("finite inputs"));
        self.waiting.insert(at, taken);
        while let Some(taken) = self.waiting.remove(&self.next) {
            for t in taken {
                if self.last.is_some_and(|last| last >= t.x) {
                    return Err(format!(
                        "the cases of the slice's chunk {} in input order do not follow the \
                         earlier chunks'",
                        self.next
                    ));
                }
                self.take_zones_before(Some(t.x));
                self.take(t.line, t.keep);
                self.last = Some(t.x);
            }
            self.next += 1;
        }
        Ok(())
    }

    /// The slice's count of lines, their sha256 and its kept lines, once every chunk is in
    /// (the zones after the last case taken, and given to [`Frontier::unlisted`]); an error
    /// where one is still missing.
    pub fn finish(&mut self) -> Result<(u64, String, Vec<String>), String> {
        if self.next < self.place.len() {
            return Err(format!(
                "{} of the slice's {} chunks are not in its digest",
                self.place.len() - self.next,
                self.place.len()
            ));
        }
        self.take_zones_before(None);
        // The kept lines stay: a save after this (the list's last lines) must keep them, or a
        // run killed before its table row resumes to a slice with none.
        Ok((self.count, self.hash.hex(), self.kept.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tmd::domain::digest;
    use crate::tmd::search::{lines, search, Discard, Engine, Report, Request};
    use crate::tmd::{Format, Function};
    use sha2::{Digest as _, Sha256};

    #[test]
    fn the_stream_is_sha256_whatever_the_pieces_and_saved_midway() {
        let data: Vec<u8> = (0..1000u32).map(|i| (i * 7 + i / 13) as u8).collect();
        for cut in [0, 1, 55, 56, 63, 64, 65, 119, 128, 500, 999, 1000] {
            let mut s = Sha256Stream::default();
            s.update(&data[..cut]);
            let mut s = Sha256Stream::from_text(&s.to_text()).unwrap();
            s.update(&data[cut..]);
            let expected = format!("{:x}", Sha256::digest(&data));
            assert_eq!(s.hex(), expected, "cut at {cut}");
            let short = format!("{:x}", Sha256::digest(&data[..cut]));
            let mut p = Sha256Stream::default();
            p.update(&data[..cut]);
            assert_eq!(p.hex(), short, "{cut} bytes");
        }
        assert!(Sha256Stream::from_text("1 2 3").is_none());
        let mut s = Sha256Stream::default();
        s.update(b"abc");
        let text = s.to_text().replace(" 3 ", " 4 ");
        assert!(Sha256Stream::from_text(&text).is_none(), "{text}");
    }

    /// exp on [-2^-16, 2^-16) in binary32 (a zone among the cases): the chunks offered in a shuffled
    /// order, the frontier saved and read back after each, give the report's count, sha256 and
    /// kept lines; a case out of order and a missing chunk are errors.
    #[test]
    fn chunks_in_any_order_give_the_reports_digest_and_kept_lines() {
        let r = Request::parse(Function::Exp, Format::Binary32, "-2^-16", "2^-16", 24).unwrap();
        let report: Report = search(&r, Engine::Cpu, &mut Discard).unwrap();
        assert!(
            !report.zones.is_empty() && report.cases.len() > 20,
            "{}",
            report.cases.len()
        );
        let keep_run = 27;
        let chunks: Vec<Vec<Case>> = report.cases.chunks(7).map(<[Case]>::to_vec).collect();
        let mut order: Vec<usize> = (0..chunks.len()).collect();
        order.reverse();
        order.swap(0, chunks.len() / 2);
        let by_input: Vec<usize> = (0..chunks.len()).collect();
        let mut f = Frontier::new(&report.zones, &by_input, keep_run, true);
        let mut list = Vec::new();
        for &i in &order {
            f.offer(i, chunks[i].clone()).unwrap();
            list.extend(f.unlisted());
            let waiting = std::mem::take(&mut f.waiting);
            f = Frontier::load(&f.save(), &report.zones, &by_input, keep_run, true).unwrap();
            f.waiting = waiting;
        }
        let (count, sha256, kept) = f.finish().unwrap();
        list.extend(f.unlisted());
        assert_eq!((count, sha256.clone()), digest(&report.lines()));
        assert_eq!(kept, report.lines_where(|c| keeps(c, keep_run)));
        // Saved after it finished (the list's last lines), then read back by a resumed run:
        // the same digest and kept lines (they were lost once, a kill after this save).
        let mut resumed = Frontier::load(&f.save(), &report.zones, &by_input, keep_run, true)
            .expect("a finished digest reads back");
        assert_eq!(resumed.finish().unwrap(), (count, sha256, kept.clone()));
        assert!(kept.len() < count as usize);
        assert_eq!(list, report.lines());
        let bytes: usize = list.iter().map(|l| l.len() + 1).sum();
        assert_eq!(f.listed(), bytes as u64);
        // Saved without a list, a digest that took lines cannot go on with one.
        let mut f = Frontier::new(&report.zones, &by_input, keep_run, false);
        f.offer(0, chunks[0].clone()).unwrap();
        assert!(Frontier::load(&f.save(), &report.zones, &by_input, keep_run, true).is_none());
        assert!(Frontier::load(&f.save(), &report.zones, &by_input, keep_run, false).is_some());

        // Chunks listed in reverse: taken in that order, the same digest; so too with the
        // lines formatted beforehand (as the engines' threads do) and each chunk's cases
        // reversed: each line goes with its case.
        let reverse: Vec<usize> = (0..chunks.len()).rev().collect();
        let mut f = Frontier::new(&report.zones, &reverse, keep_run, false);
        let mut g = Frontier::new(&report.zones, &reverse, keep_run, false);
        for (i, c) in chunks.iter().rev().enumerate() {
            f.offer(i, c.clone()).unwrap();
            let backwards: Vec<Case> = c.iter().rev().cloned().collect();
            g.offer_lines(i, &backwards, lines(&backwards)).unwrap();
        }
        let whole = f.finish().unwrap();
        assert_eq!(whole.1, digest(&report.lines()).1);
        assert_eq!(g.finish().unwrap(), whole);
        let mut g = Frontier::new(&report.zones, &by_input, keep_run, false);
        let err = g.offer_lines(0, &chunks[0], Vec::new()).unwrap_err();
        assert!(err.contains("cases but 0 lines"), "{err}");

        let mut f = Frontier::new(&report.zones, &by_input, keep_run, false);
        f.offer(0, chunks[1].clone()).unwrap();
        assert!(f.offer(1, chunks[0].clone()).is_err());
        let mut f = Frontier::new(&report.zones, &by_input, keep_run, false);
        f.offer(1, chunks[1].clone()).unwrap();
        assert!(f.offer(1, chunks[1].clone()).is_err());
        assert!(f.offer(chunks.len(), Vec::new()).is_err());
        assert!(!f.taken(1));
        assert!(f.finish().is_err());
        // A record cut after any of its lines is refused, read with or without its slice.
        let mut k = Frontier::new(&report.zones, &by_input, 0, false);
        k.offer(0, chunks[0].clone()).unwrap();
        let text = k.save();
        assert!(text.lines().count() > 8 && Frontier::so_far(&text).is_some());
        for (end, _) in text
            .match_indices('\n')
            .filter(|(at, _)| at + 1 < text.len())
        {
            let cut = &text[..end];
            assert!(Frontier::so_far(cut).is_none(), "{cut}");
            assert!(Frontier::load(cut, &report.zones, &by_input, 0, false).is_none());
        }
        let bad = "fpsig tmd frontier 1\nnext x\n";
        assert!(Frontier::load(bad, &report.zones, &by_input, 0, false).is_none());
    }
}
