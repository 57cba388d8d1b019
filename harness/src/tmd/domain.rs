//! A function's whole binary64 domain (`fpsig tmd --all --format binary64`), searched slice by
//! slice: each binade `[2^e, 2^(e+1))` of either sign, and the zero with the subnormals of each
//! sign, in increasing order. A slice is one ordinary search (its split finds its zones,
//! overflows and underflows); what is kept of a finished slice is compact and portable: the
//! number of its lines (cases and zones, as `fpsig tmd` prints them), the sha256 of those lines,
//! its time, and only the lines of a run of at least `keep_run` bits (with every exact case and
//! zone). The table of finished slices is the state a later run, on any machine, resumes from.

use super::verify::Case;
use super::Format;
use std::collections::BTreeMap;

/// A slice of the domain: `[from, to)` as endpoint texts, and its name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slice {
    /// `+2^0` for `[1, 2)`, `-2^0` for `[-2, -1)`, `+sub` for `[0, 2^emin)`, `-sub` for
    /// `[-2^emin, 0)`.
    pub name: String,
    pub from: String,
    pub to: String,
}

/// Every slice of `format`'s finite numbers, in increasing order.
pub fn slices(format: Format) -> Vec<Slice> {
    let (lo, hi) = (format.min_exponent(), format.max_exponent());
    let binade = |sign: char, e: i32| Slice {
        name: format!("{sign}2^{e}"),
        from: if sign == '+' {
            format!("2^{e}")
        } else {
            format!("-2^{}", e + 1)
        },
        to: if sign == '+' {
            format!("2^{}", e + 1)
        } else {
            format!("-2^{e}")
        },
    };
    let negative = (lo..=hi).rev().map(|e| binade('-', e));
    let subnormals = [
        Slice {
            name: "-sub".into(),
            from: format!("-2^{lo}"),
            to: "0".into(),
        },
        Slice {
            name: "+sub".into(),
            from: "0".into(),
            to: format!("2^{lo}"),
        },
    ];
    let positive = (lo..=hi).map(|e| binade('+', e));
    negative.chain(subnormals).chain(positive).collect()
}

/// The lines of a finished slice, reduced.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// Lines (cases and zones).
    pub count: u64,
    /// sha256 of the lines, each ended by `\n`, in order: the digest of the list `fpsig tmd
    /// --out` writes for the same interval, less its `#` lines.
    pub sha256: String,
    /// Seconds of search times the engines searching side by side (GPU-seconds on GPUs),
    /// summed over every run that worked on the slice. Tables written before this count
    /// (column `seconds`) hold the wall time of the run that finished the slice.
    pub engine_seconds: f64,
    /// Lines kept (run of at least `keep_run` bits, exact cases, zones).
    pub kept: u64,
}

impl Row {
    /// The row as the table writes it: `slice lines sha256 engine_seconds kept`.
    pub fn line(&self, slice: &str) -> String {
        format!(
            "{slice} {} {} {:.3} {}",
            self.count, self.sha256, self.engine_seconds, self.kept
        )
    }
}

/// The count and sha256 of `lines`, as a row holds them: the definition the slices' digests
/// ([`super::frontier::Frontier`]) are tested against.
#[cfg(test)]
pub(crate) fn digest(lines: &[String]) -> (u64, String) {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    for l in lines {
        h.update(l.as_bytes());
        h.update(b"\n");
    }
    let hex = format!("{:x}", h.finalize());
    (lines.len() as u64, hex)
}

/// Whether a case is kept: a run of at least `keep_run` bits, or an exact value.
pub fn keeps(case: &Case, keep_run: u32) -> bool {
    case.run.is_none_or(|r| r >= keep_run)
}

/// The table of finished slices, with the parameters that decide their lines.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    /// The `key value` lines of the parameters, in order.
    pub parameters: Vec<(String, String)>,
    pub rows: BTreeMap<String, Row>,
}

const MAGIC: &str = "fpsig tmd domain 1";

/// Parameter lines of earlier tables that decide only how a slice is searched, not its rows (a
/// slice in progress keeps them in its own manifest): read past.
const SEARCH_ONLY: [&str; 2] = ["log2_n ", "chunk_log2_js "];
const COLUMNS: &str = "# slice lines sha256 engine_seconds kept";
/// The columns line of tables written before the rows counted every run's engines.
const EARLIER_COLUMNS: &str = "# slice lines sha256 seconds kept";

/// The parameters a table's file holds (`key value` lines up to the columns line, less those
/// that decide only how a slice is searched): what [`Table::parse`] is given to read it as it
/// is.
pub fn parameters(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut parameters = Vec::new();
    for line in past_magic(text)? {
        if line == COLUMNS || line == EARLIER_COLUMNS {
            return Ok(parameters);
        }
        let (k, v) = line
            .split_once(' ')
            .ok_or("not a domain table fpsig wrote (a parameter line)")?;
        parameters.push((k.to_string(), v.to_string()));
    }
    Err("not a domain table fpsig wrote (no columns line)".into())
}

/// A table's lines after its first, less those of the parameters that decide only how a slice
/// is searched; an error where the first line is not a table's.
fn past_magic(text: &str) -> Result<impl Iterator<Item = &str>, String> {
    let mut lines = text
        .lines()
        .filter(|l| !SEARCH_ONLY.iter().any(|k| l.starts_with(k)));
    if lines.next() != Some(MAGIC) {
        return Err("not a domain table fpsig wrote (first line)".into());
    }
    Ok(lines)
}

/// What a slice's kept lines say.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Kept {
    /// Lines of a case with a run of identical bits.
    pub runs: u64,
    /// The longest run, and the inputs (as the lines write them) that have it.
    pub longest: Option<(u32, Vec<String>)>,
    /// Exact cases (a float or a midpoint exactly).
    pub exact: u64,
    /// Zones (runs of inputs that are all cases).
    pub zones: u64,
}

impl Kept {
    /// Reads kept lines as [`super::verify::Case`]'s and [`super::zone::Zone`]'s `Display`
    /// write them; an error names the first line that is neither, without echoing it.
    pub fn read<'l>(lines: impl IntoIterator<Item = &'l str>) -> Result<Kept, String> {
        let mut kept = Kept::default();
        for (i, line) in lines.into_iter().enumerate() {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words[..] {
                [_, "zone:", ..] => kept.zones += 1,
                [_, "exact:", ..] => kept.exact += 1,
                [x, "run", run, ..] => {
                    let run: u32 = run
                        .parse()
                        .map_err(|_| format!("kept line {} is not a line fpsig writes", i + 1))?;
                    kept.runs += 1;
                    match &mut kept.longest {
                        Some((r, at)) if *r == run => at.push(x.to_string()),
                        Some((r, _)) if *r > run => {}
                        _ => kept.longest = Some((run, vec![x.to_string()])),
                    }
                }
                _ => return Err(format!("kept line {} is not a line fpsig writes", i + 1)),
            }
        }
        Ok(kept)
    }
}

impl Table {
    pub fn new(parameters: Vec<(String, String)>) -> Table {
        Table {
            parameters,
            rows: BTreeMap::new(),
        }
    }

    pub fn render(&self, order: &[Slice]) -> String {
        let mut text = format!("{MAGIC}\n");
        for (k, v) in &self.parameters {
            text += &format!("{k} {v}\n");
        }
        text += COLUMNS;
        text += "\n";
        for s in order {
            if let Some(r) = self.rows.get(&s.name) {
                text += &r.line(&s.name);
                text += "\n";
            }
        }
        text
    }

    /// Reads a table written by [`Table::render`] for the same parameters; an error names the
    /// first parameter that differs or the first line that is no row, never echoing more.
    pub fn parse(text: &str, parameters: &[(String, String)]) -> Result<Table, String> {
        let mut lines = past_magic(text)?;
        for (k, v) in parameters {
            let line = lines.next().unwrap_or("");
            if line != format!("{k} {v}") {
                let theirs = line.split(' ').next().unwrap_or("");
                return Err(format!(
                    "holds another search: its '{}' differs from this run's '{k} {v}'",
                    if theirs == k { line } else { theirs }
                ));
            }
        }
        if !matches!(lines.next(), Some(COLUMNS | EARLIER_COLUMNS)) {
            return Err("not a domain table fpsig wrote (columns line)".into());
        }
        let mut table = Table::new(parameters.to_vec());
        for (i, line) in lines.enumerate() {
            let bad = || format!("row {} is not a slice's row", i + 1);
            let f: Vec<&str> = line.split(' ').collect();
            let [name, count, sha, seconds, kept] = f[..] else {
                return Err(bad());
            };
            let hex = sha.len() == 64 && sha.bytes().all(|b| b.is_ascii_hexdigit());
            let row = Row {
                count: count.parse().map_err(|_| bad())?,
                sha256: hex.then(|| sha.to_string()).ok_or_else(bad)?,
                engine_seconds: seconds.parse().map_err(|_| bad())?,
                kept: kept.parse().map_err(|_| bad())?,
            };
            table.rows.insert(name.to_string(), row);
        }
        Ok(table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tables_parameters_and_kept_lines_read_back() {
        let params = vec![
            ("function".to_string(), "exp2".to_string()),
            ("format".to_string(), "binary32".to_string()),
        ];
        let text = format!(
            "{MAGIC}\nfunction exp2\nlog2_n 5\nformat binary32\n{COLUMNS}\n+2^0 1 {} 0.5 1\n",
            "a".repeat(64)
        );
        assert_eq!(parameters(&text).unwrap(), params);
        assert_eq!(Table::parse(&text, &params).unwrap().rows.len(), 1);
        assert!(parameters("fpsig tmd domain 1\nfunction exp2\n").is_err());
        assert!(parameters("something else").is_err());
        let lines = [
            "0x1.0000000000000p+0  exact: exp2(x) is a float ",
            "0x1.8000000000000p+0  run 41  distance 2^-42.40 ulp  above a float",
            "0x1.9000000000000p+0  run 45  distance 2^-46.40 ulp  below a midpoint",
            "0x1.a000000000000p+0  run 45  distance 2^-46.90 ulp  above a float",
            "0x1p-60..0x1p-59  zone: all 3 inputs, run >= 32  distance <= 2^-33.00 ulp  exp2(x) near 1",
        ];
        let kept = Kept::read(lines).unwrap();
        assert_eq!((kept.runs, kept.exact, kept.zones), (3, 1, 1));
        let at = vec![
            "0x1.9000000000000p+0".to_string(),
            "0x1.a000000000000p+0".into(),
        ];
        assert_eq!(kept.longest, Some((45, at)));
        let e = Kept::read(["0x1p+0  run 4x secret"]).unwrap_err();
        assert!(e.contains("line 1") && !e.contains("secret"), "{e}");
        assert!(Kept::read(["secret"]).is_err());
    }

    #[test]
    fn slices_cover_the_finite_numbers_in_order() {
        let s = slices(Format::Binary64);
        assert_eq!(s.len(), 2 * 2046 + 2);
        assert_eq!(
            (s[0].from.as_str(), s[0].to.as_str()),
            ("-2^1024", "-2^1023")
        );
        let one = s.iter().find(|s| s.name == "+2^0").unwrap();
        assert_eq!((one.from.as_str(), one.to.as_str()), ("2^0", "2^1"));
        for w in s.windows(2) {
            assert_eq!(w[0].to, w[1].from, "{w:?}");
        }
        assert_eq!(s.last().unwrap().to, "2^1024");
    }

    /// The digest is sha256sum's of the list's lines; a table reads back as written (and as an
    /// earlier fpsig wrote it, with the bound on N and the column `seconds`), and a table of
    /// other parameters or a damaged row is refused in one line.
    #[test]
    fn a_table_reads_back_and_a_foreign_or_damaged_one_is_refused() {
        let lines = vec!["a".to_string(), "b".to_string()];
        let (count, sha) = digest(&lines);
        // printf 'a\nb\n' | sha256sum
        assert_eq!(
            (count, sha.as_str()),
            (
                2,
                "911169ddaaf146aff539f58c26c489af3b892dff0fe283c1c264c65ae5aa59a2"
            )
        );
        let params = vec![("function".to_string(), "exp".to_string())];
        let order = slices(Format::Binary64);
        let mut t = Table::new(params.clone());
        t.rows.insert(
            "+2^0".into(),
            Row {
                count,
                sha256: sha.clone(),
                engine_seconds: 1.5,
                kept: 1,
            },
        );
        let text = t.render(&order);
        assert_eq!(Table::parse(&text, &params).unwrap(), t);
        let earlier = text
            .replacen("function exp\n", "function exp\nlog2_n 15\n", 1)
            .replacen(COLUMNS, EARLIER_COLUMNS, 1);
        assert_eq!(Table::parse(&earlier, &params).unwrap(), t);
        let other = vec![("function".to_string(), "exp2".to_string())];
        let err = Table::parse(&text, &other).unwrap_err();
        assert!(
            err.contains("'function exp'") && !err.contains('\n'),
            "{err}"
        );
        let damaged = text.replace(&sha, "secret");
        let err = Table::parse(&damaged, &params).unwrap_err();
        assert!(err.contains("row 1") && !err.contains("secret"), "{err}");
    }
}
