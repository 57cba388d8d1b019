//! The hub's table in SQLite: every accepted submission, written in a transaction that commits
//! before the hub answers, so that a kill at any moment loses none that was acknowledged.
//! Identical signatures (one digest: the same backend section and findings) are one row of the
//! table, with a count.

use fpsig_harness::signature::Signature;
use rusqlite::{params, Connection, OptionalExtension};
use rusqlite_migration::{Migrations, M};
use sha2::{Digest, Sha256};
use std::path::Path;
use std::sync::Mutex;

/// The schema, one migration per change; SQLite's `user_version` says which have run.
fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(
            "CREATE TABLE submissions (
            id INTEGER PRIMARY KEY,
            received INTEGER NOT NULL,
            source TEXT NOT NULL,
            api TEXT NOT NULL,
            adapter TEXT NOT NULL,
            driver TEXT NOT NULL,
            kind TEXT NOT NULL,
            browser TEXT,
            os TEXT,
            digest TEXT NOT NULL,
            signature TEXT NOT NULL,
            hidden INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX submissions_digest ON submissions(digest);
        CREATE TABLE findings (
            submission INTEGER NOT NULL REFERENCES submissions(id),
            probe TEXT NOT NULL,
            verdict TEXT NOT NULL,
            PRIMARY KEY (submission, probe)
        );",
        ),
        // The finding filter's list, kept as submissions arrive (a scan of every finding row
        // made the table page take 0.5 s after 1,800 uploads).
        M::up(
            "CREATE TABLE probes (probe TEXT PRIMARY KEY);
        INSERT OR IGNORE INTO probes SELECT DISTINCT probe FROM findings;",
        ),
        // The table's rows kept as submissions arrive (grouping every submission made the table
        // page cost 24 ms after 7,000 uploads), and the digests hidden for good: an identical
        // upload after a hide stays hidden.
        M::up(
            "CREATE TABLE groups (
            digest TEXT NOT NULL,
            source TEXT NOT NULL,
            browser TEXT NOT NULL,
            os TEXT NOT NULL,
            first INTEGER NOT NULL REFERENCES submissions(id),
            count INTEGER NOT NULL,
            PRIMARY KEY (digest, source, browser, os)
        );
        INSERT INTO groups SELECT digest, source, COALESCE(browser, ''), COALESCE(os, ''),
            MIN(id), COUNT(*) FROM submissions WHERE hidden = 0
            GROUP BY digest, source, COALESCE(browser, ''), COALESCE(os, '');
        CREATE TABLE hidden_digests (digest TEXT PRIMARY KEY);
        INSERT OR IGNORE INTO hidden_digests SELECT digest FROM submissions WHERE hidden = 1;",
        ),
    ])
}

/// Where a submission comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Uploaded with `fpsig submit`: measured elsewhere, not by the hub.
    Submitted,
    /// Measured by the hub through a visitor's browser, added at the visitor's word.
    Browser,
}

impl Source {
    pub fn name(self) -> &'static str {
        match self {
            Source::Submitted => "submitted",
            Source::Browser => "browser",
        }
    }
}

/// What a submission says besides its signature (never the sender's address).
#[derive(Debug, Clone, Default)]
pub struct Context {
    pub browser: Option<String>,
    pub os: Option<String>,
}

/// One row of the table: identical submissions counted once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The first submission of the row: its page is the row's.
    pub id: i64,
    pub count: i64,
    pub source: String,
    pub api: String,
    pub adapter: String,
    pub driver: String,
    pub kind: String,
    pub browser: String,
    pub os: String,
    /// The verdict of the finding the table shows, where one was asked for.
    pub verdict: Option<String>,
}

/// Which rows the table shows.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub api: Option<String>,
    /// A word of the adapter's name (case-insensitive).
    pub vendor: Option<String>,
    pub os: Option<String>,
    pub browser: Option<String>,
    /// The finding whose verdict is shown; rows without it are left out.
    pub finding: Option<String>,
}

/// One stored submission.
pub struct Entry {
    pub id: i64,
    pub source: String,
    pub browser: Option<String>,
    pub os: Option<String>,
    pub received: i64,
    pub signature: Signature,
    /// Submissions with the same digest, this one included (hidden ones apart).
    pub count: i64,
}

/// The database, one connection behind a lock (SQLite writes one at a time anyway).
pub struct Store {
    conn: Mutex<Connection>,
}

/// The sha256 of a signature's JSON (its maps are ordered: equal signatures, equal text).
pub fn digest(signature: &Signature) -> (String, String) {
    let json = serde_json::to_string(signature).expect("a signature serialises");
    let hash = Sha256::digest(json.as_bytes());
    (format!("{hash:x}"), json)
}

pub(super) fn sql(e: rusqlite::Error) -> String {
    format!("database: {e}")
}

impl Store {
    /// Opens (or creates) the database at `path` and brings its schema up to date; writes go
    /// through a write-ahead log synced at every commit.
    pub fn open(path: &Path) -> Result<Store, String> {
        let mut conn = Connection::open(path)
            .map_err(|e| format!("cannot open the database {}: {e}", path.display()))?;
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(sql)?;
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(sql)?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(sql)?;
        migrations()
            .to_latest(&mut conn)
            .map_err(|e| format!("cannot migrate the database {}: {e}", path.display()))?;
        Ok(Store {
            conn: Mutex::new(conn),
        })
    }

    pub(super) fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Stores a submission in one transaction; returns its id once committed.
    pub fn insert(
        &self,
        signature: &Signature,
        source: Source,
        context: &Context,
        received: i64,
    ) -> Result<i64, String> {
        let (digest, json) = digest(signature);
        let b = &signature.backend;
        let mut conn = self.conn();
        let tx = conn.transaction().map_err(sql)?;
        let hidden: bool = tx
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM hidden_digests WHERE digest = ?1)",
                params![digest],
                |r| r.get(0),
            )
            .map_err(sql)?;
        tx.execute(
            "INSERT INTO submissions (received, source, api, adapter, driver, kind, browser, os,
             digest, signature, hidden) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            params![
                received,
                source.name(),
                b.api,
                b.adapter,
                b.driver,
                b.kind.name(),
                context.browser,
                context.os,
                digest,
                json,
                hidden
            ],
        )
        .map_err(sql)?;
        let id = tx.last_insert_rowid();
        if !hidden {
            tx.execute(
                "INSERT INTO groups (digest, source, browser, os, first, count)
                 VALUES (?1, ?2, COALESCE(?3, ''), COALESCE(?4, ''), ?5, 1)
                 ON CONFLICT (digest, source, browser, os) DO UPDATE SET count = count + 1",
                params![digest, source.name(), context.browser, context.os, id],
            )
            .map_err(sql)?;
        }
        {
            let mut add = tx
                .prepare("INSERT INTO findings (submission, probe, verdict) VALUES (?1, ?2, ?3)")
                .map_err(sql)?;
            let mut known = tx
                .prepare("INSERT OR IGNORE INTO probes (probe) VALUES (?1)")
                .map_err(sql)?;
            for (probe, finding) in &signature.findings {
                add.execute(params![id, probe, finding.verdict])
                    .map_err(sql)?;
                known.execute(params![probe]).map_err(sql)?;
            }
        }
        tx.commit().map_err(sql)?;
        Ok(id)
    }

    /// The table's rows under `filter`, by API and adapter.
    pub fn rows(&self, filter: &Filter) -> Result<Vec<Row>, String> {
        let conn = self.conn();
        let mut stmt = conn
            .prepare(
                "SELECT g.first, g.count, g.source, s.api, s.adapter, s.driver, s.kind,
                        g.browser, g.os, f.verdict
                 FROM groups g
                 JOIN submissions s ON s.id = g.first
                 LEFT JOIN findings f ON f.submission = g.first AND f.probe = ?1
                 WHERE (?1 IS NULL OR f.verdict IS NOT NULL)
                   AND (?2 IS NULL OR s.api = ?2)
                   AND (?3 IS NULL OR instr(lower(s.adapter), lower(?3)) > 0)
                   AND (?4 IS NULL OR g.os = ?4)
                   AND (?5 IS NULL OR g.browser = ?5)
                 ORDER BY s.api, s.adapter, g.first",
            )
            .map_err(sql)?;
        let rows = stmt
            .query_map(
                params![
                    filter.finding,
                    filter.api,
                    filter.vendor,
                    filter.os,
                    filter.browser
                ],
                |r| {
                    Ok(Row {
                        id: r.get(0)?,
                        count: r.get(1)?,
                        source: r.get(2)?,
                        api: r.get(3)?,
                        adapter: r.get(4)?,
                        driver: r.get(5)?,
                        kind: r.get(6)?,
                        browser: r.get(7)?,
                        os: r.get(8)?,
                        verdict: r.get(9)?,
                    })
                },
            )
            .map_err(sql)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(sql)
    }

    /// Every finding id any submission has had, sorted (the table's finding filter).
    pub fn probes(&self) -> Result<Vec<String>, String> {
        let conn = self.conn();
        let mut stmt = conn
            .prepare("SELECT probe FROM probes ORDER BY probe")
            .map_err(sql)?;
        let probes = stmt.query_map([], |r| r.get(0)).map_err(sql)?;
        probes.collect::<Result<Vec<_>, _>>().map_err(sql)
    }

    /// A shown submission, or `None` (unknown or hidden).
    pub fn entry(&self, id: i64) -> Result<Option<Entry>, String> {
        let conn = self.conn();
        let row = conn
            .query_row(
                "SELECT source, browser, os, received, signature,
                        (SELECT SUM(count) FROM groups g WHERE g.digest = s.digest)
                 FROM submissions s WHERE id = ?1 AND hidden = 0",
                params![id],
                |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get::<_, String>(4)?,
                        r.get(5)?,
                    ))
                },
            )
            .optional()
            .map_err(sql)?;
        let Some((source, browser, os, received, json, count)) = row else {
            return Ok(None);
        };
        let signature: Signature = serde_json::from_str(&json)
            .map_err(|e| format!("database: submission {id} unreadable: {e}"))?;
        Ok(Some(Entry {
            id,
            source,
            browser,
            os,
            received,
            signature,
            count,
        }))
    }

    /// Hides a submission and every identical one from the table, those uploaded later too;
    /// false where there was none.
    pub fn hide(&self, id: i64) -> Result<bool, String> {
        let mut conn = self.conn();
        let tx = conn.transaction().map_err(sql)?;
        let digest: Option<String> = tx
            .query_row(
                "SELECT digest FROM submissions WHERE id = ?1",
                params![id],
                |r| r.get(0),
            )
            .optional()
            .map_err(sql)?;
        let Some(digest) = digest else {
            return Ok(false);
        };
        for statement in [
            "UPDATE submissions SET hidden = 1 WHERE digest = ?1",
            "DELETE FROM groups WHERE digest = ?1",
            "INSERT OR IGNORE INTO hidden_digests (digest) VALUES (?1)",
        ] {
            tx.execute(statement, params![digest]).map_err(sql)?;
        }
        tx.commit().map_err(sql)?;
        Ok(true)
    }

    /// Every submission stored, hidden ones included.
    #[cfg(test)]
    pub fn count(&self) -> Result<i64, String> {
        self.conn()
            .query_row("SELECT COUNT(*) FROM submissions", [], |r| r.get(0))
            .map_err(sql)
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use fpsig_harness::signature::{BackendSection, Finding, Kind, Layer};
    use std::collections::BTreeMap;

    pub(in crate::hub) fn signature(adapter: &str, verdict: &str) -> Signature {
        let mut findings = BTreeMap::new();
        findings.insert(
            "fma.fused".to_string(),
            Finding::new("fma", verdict, Layer::Execution),
        );
        Signature {
            backend: BackendSection {
                name: "vulkan-x".into(),
                kind: Kind::Measured,
                api: "vulkan".into(),
                compiler: "c".into(),
                adapter: adapter.into(),
                driver: "d".into(),
                device_type: "gpu".into(),
                capabilities: BTreeMap::new(),
            },
            findings,
        }
    }

    #[test]
    fn identical_signatures_are_one_row_with_a_count_and_hiding_hides_them_all() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("hub.db")).unwrap();
        let c = Context::default();
        let a = store
            .insert(&signature("A", "fused"), Source::Submitted, &c, 1)
            .unwrap();
        store
            .insert(&signature("A", "fused"), Source::Submitted, &c, 2)
            .unwrap();
        store
            .insert(&signature("B", "unfused"), Source::Submitted, &c, 3)
            .unwrap();
        let rows = store.rows(&Filter::default()).unwrap();
        let counts: Vec<(String, i64)> =
            rows.iter().map(|r| (r.adapter.clone(), r.count)).collect();
        assert_eq!(counts, [("A".into(), 2), ("B".into(), 1)]);
        let only_b = Filter {
            vendor: Some("b".into()),
            finding: Some("fma.fused".into()),
            ..Filter::default()
        };
        let rows = store.rows(&only_b).unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].verdict.as_deref(), Some("unfused"));
        assert_eq!(store.entry(a).unwrap().unwrap().count, 2);
        assert_eq!(store.probes().unwrap(), ["fma.fused"]);
        assert!(store.hide(a).unwrap());
        assert!(!store.hide(99).unwrap());
        assert_eq!(store.rows(&Filter::default()).unwrap().len(), 1);
        assert!(store.entry(a).unwrap().is_none());
        // An identical upload after the hide stays hidden.
        let again = store
            .insert(&signature("A", "fused"), Source::Submitted, &c, 4)
            .unwrap();
        assert!(store.entry(again).unwrap().is_none());
        assert_eq!(store.rows(&Filter::default()).unwrap().len(), 1);
        assert_eq!(store.count().unwrap(), 4);
        // Reopened, the schema is not migrated twice and the rows are there.
        drop(store);
        let store = Store::open(&dir.path().join("hub.db")).unwrap();
        assert_eq!(store.count().unwrap(), 4);
    }
}
