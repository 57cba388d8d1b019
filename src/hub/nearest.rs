//! The rows of the table nearest to a signature: same API, fewest findings that differ.

use super::store::{sql, Store};
use fpsig_harness::signature::Signature;
use rusqlite::params;
use std::collections::BTreeMap;

/// A finding where two signatures differ: its id, the row's verdict and the other's (empty
/// where one has no such finding).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    pub probe: String,
    pub theirs: String,
    pub yours: String,
}

/// A row of the table and how far it is from a signature.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Near {
    /// The row's first submission (its page).
    pub id: i64,
    pub adapter: String,
    pub driver: String,
    pub browser: String,
    pub os: String,
    pub count: i64,
    /// Every finding that differs, by id.
    pub differences: Vec<Difference>,
}

/// Each row's findings, by the row's first submission.
type Rows = BTreeMap<i64, (Near, BTreeMap<String, String>)>;

impl Store {
    /// The `limit` shown rows of `signature`'s API with the fewest differing findings (ties by
    /// age), each with its differences.
    pub fn nearest(&self, signature: &Signature, limit: usize) -> Result<Vec<Near>, String> {
        let rows = self.rows_of_api(&signature.backend.api)?;
        let yours: BTreeMap<&str, &str> = signature
            .findings
            .iter()
            .map(|(id, f)| (id.as_str(), f.verdict.as_str()))
            .collect();
        let mut near: Vec<Near> = rows
            .into_values()
            .map(|(mut row, theirs)| {
                row.differences = differences(&theirs, &yours);
                row
            })
            .collect();
        near.sort_by_key(|n| (n.differences.len(), n.id));
        near.truncate(limit);
        Ok(near)
    }

    fn rows_of_api(&self, api: &str) -> Result<Rows, String> {
        let conn = self.conn();
        let mut stmt = conn
            .prepare(
                "SELECT g.first, s.adapter, s.driver, g.browser, g.os, g.count, f.probe, f.verdict
                 FROM groups g
                 JOIN submissions s ON s.id = g.first
                 LEFT JOIN findings f ON f.submission = g.first
                 WHERE s.api = ?1",
            )
            .map_err(sql)?;
        let mut found = stmt.query(params![api]).map_err(sql)?;
        let mut rows = Rows::new();
        while let Some(r) = found.next().map_err(sql)? {
            let id: i64 = r.get(0).map_err(sql)?;
            let (_, findings) = match rows.entry(id) {
                std::collections::btree_map::Entry::Occupied(e) => e.into_mut(),
                std::collections::btree_map::Entry::Vacant(e) => {
                    let near = Near {
                        id,
                        adapter: r.get(1).map_err(sql)?,
                        driver: r.get(2).map_err(sql)?,
                        browser: r.get(3).map_err(sql)?,
                        os: r.get(4).map_err(sql)?,
                        count: r.get(5).map_err(sql)?,
                        differences: Vec::new(),
                    };
                    e.insert((near, BTreeMap::new()))
                }
            };
            let probe: Option<String> = r.get(6).map_err(sql)?;
            if let Some(probe) = probe {
                findings.insert(probe, r.get(7).map_err(sql)?);
            }
        }
        Ok(rows)
    }
}

/// The findings whose verdicts differ, or which only one side has, by id.
fn differences(theirs: &BTreeMap<String, String>, yours: &BTreeMap<&str, &str>) -> Vec<Difference> {
    let mut ids: Vec<&str> = theirs.keys().map(String::as_str).collect();
    ids.extend(yours.keys().copied());
    ids.sort_unstable();
    ids.dedup();
    ids.into_iter()
        .filter_map(|id| {
            let a = theirs.get(id).map_or("", String::as_str);
            let b = yours.get(id).copied().unwrap_or("");
            (a != b).then(|| Difference {
                probe: id.to_string(),
                theirs: a.to_string(),
                yours: b.to_string(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hub::store::tests::signature;
    use crate::hub::store::{Context, Source};

    #[test]
    fn the_nearest_rows_share_the_api_and_differ_least() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("hub.db")).unwrap();
        let c = Context::default();
        let far = store
            .insert(&signature("far", "unfused"), Source::Submitted, &c, 1)
            .unwrap();
        let same = store
            .insert(&signature("same", "fused"), Source::Submitted, &c, 2)
            .unwrap();
        let mut gl = signature("gl", "fused");
        gl.backend.api = "gl".into();
        store.insert(&gl, Source::Submitted, &c, 3).unwrap();
        let hidden = store
            .insert(&signature("hidden", "other"), Source::Submitted, &c, 4)
            .unwrap();
        store.hide(hidden).unwrap();
        let mine = signature("mine", "fused");
        let near = store.nearest(&mine, 5).unwrap();
        let order: Vec<(i64, usize)> = near.iter().map(|n| (n.id, n.differences.len())).collect();
        assert_eq!(order, [(same, 0), (far, 1)]);
        let expected = Difference {
            probe: "fma.fused".into(),
            theirs: "unfused".into(),
            yours: "fused".into(),
        };
        assert_eq!(near[1].differences, [expected]);
        // A finding only one side has differs too.
        let mut more = signature("mine", "fused");
        let extra = more.findings["fma.fused"].clone();
        more.findings.insert("sub.flushed".into(), extra);
        let near = store.nearest(&more, 1).unwrap();
        assert_eq!(near.len(), 1);
        assert_eq!(near[0].differences[0].probe, "sub.flushed");
        assert_eq!(near[0].differences[0].theirs, "");
    }
}
